"""Game records: golden games replay to their scores; damaged records fail with RecordError."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from nwp import checked, engine
from nwp.actions import ActionParseError, parse

GOLDEN = sorted((Path(__file__).parent / "golden").glob("random-*.json"))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_golden_game_replays_to_its_recorded_final_scores(path):
    golden = json.loads(path.read_text())
    state = checked.replay(golden["record"])
    assert engine.is_over(state)
    scores = engine.final_scores(state)
    assert [row["total"] for row in scores["players"]] == golden["expected"]["totals"]
    assert scores["winners"] == golden["expected"]["winners"]
    assert scores["players"] == golden["expected"]["breakdown"]
    assert state.record() == golden["record"]


def test_there_are_golden_games_for_each_player_count():
    counts = {len(json.loads(p.read_text())["record"]["players"]) for p in GOLDEN}
    assert counts == {2, 3, 4}


def golden_record():
    return json.loads(GOLDEN[0].read_text())["record"]


def test_record_holds_chance_outcomes_and_no_seed():
    record = golden_record()
    assert set(record) == {"format", "variant", "players", "order", "display", "actions"}
    draws = [entry for entry in record["actions"] if " draws L" in entry[0] or entry[0].endswith("refreshes")]
    assert draws and all(entry[1] for entry in draws)


def test_a_tampered_outcome_is_refused():
    record = golden_record()
    index = next(i for i, e in enumerate(record["actions"]) if e[1])
    record["actions"][index][1] = [record["display"][0]]  # a tile already on display, not in the bag
    with pytest.raises(engine.RecordError, match="not in the bag"):
        checked.replay(record)


def test_an_illegal_action_in_a_record_is_refused_with_its_reason():
    record = golden_record()
    record["actions"].insert(len(record["actions"]) // 2, ["ship moves to A1", []])
    with pytest.raises(engine.RecordError, match="not legal here"):
        checked.replay(record)


@pytest.mark.parametrize("damage", [
    lambda r: r.update(format=99),
    lambda r: r.pop("display"),
    lambda r: r.update(order=[0, 0]),
    lambda r: r.update(display=["L01", "L01", "L02", "L03"]),
    lambda r: r["actions"].append(["fly to the moon", []]),
    lambda r: r["actions"].__setitem__(0, "garbage"),
    lambda r: r.update(players=["only one"], order=[0]),
])
def test_damaged_records_raise_record_error(damage):
    record = copy.deepcopy(golden_record())
    damage(record)
    with pytest.raises(engine.RecordError):
        checked.replay(record)


def test_play_raises_readable_errors_and_accepts_text():
    state = engine.new_game(2, seed=1)
    with pytest.raises(engine.IllegalActionError, match="displayed large tiles") as error:
        checked.play(state, "ship draws S1")
    assert error.value.code == "setup_pick"
    with pytest.raises(ActionParseError):
        checked.play(state, "ship sails to China")


def test_action_text_parser_is_forgiving_about_spacing_and_case():
    assert str(parse("  Ship   moves to c5 ")) == "ship moves to C5"
    assert str(parse("sled places L12 B r1 at C5")) == "sled places L12 B r1 at C5"
    assert str(parse("ship places S2d r3 at A8")) == "ship places S2d r3 at A8"
    for bad in ("ship draws L99", "ship moves to M1", "ship moves to A9", "ship places S1 B r0 at A1", ""):
        with pytest.raises(ActionParseError):
            parse(bad)
