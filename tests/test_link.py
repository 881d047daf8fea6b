"""Share links: every game survives the trip through a link; bad links fail only with LinkError."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from nwp import checked, engine
from nwp.actions import ALPHABET
from nwp.cli import random_game
from nwp.link import LinkError, _checksum, _pack, decode_link, encode_link

GOLDEN = sorted((Path(__file__).parent / "golden").glob("random-*.json"))
GOLDEN_LINKS = json.loads((Path(__file__).parent / "golden" / "links.json").read_text())
FUZZ = settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def golden(path: Path) -> dict:
    return json.loads(path.read_text())["record"]


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_a_golden_game_comes_back_from_its_link_unchanged(path):
    record = golden(path)
    link = encode_link(record, "Zq3-_", colours=[3, 2, 1, 0][: len(record["players"])], seats=[0, 1, 2, 3][: len(record["players"])])
    shared = decode_link(link)
    assert shared.state.record() == record
    assert shared.game_id == "Zq3-_"
    assert shared.colours == [3, 2, 1, 0][: len(record["players"])]
    assert shared.seats == [0, 1, 2, 3][: len(record["players"])]
    assert engine.final_scores(shared.state) == engine.final_scores(checked.replay(record))


@pytest.mark.parametrize("path", GOLDEN, ids=[p.stem for p in GOLDEN])
def test_links_made_by_earlier_releases_still_open_to_the_same_game(path):
    # The stored texts were made when format 1 was introduced: a change to legal_actions' order
    # (which links index) breaks them, and must come with a new link format version.
    shared = decode_link(GOLDEN_LINKS[path.stem])
    assert shared.state.record() == golden(path)
    assert encode_link(golden(path), "Gold1") == GOLDEN_LINKS[path.stem]


@settings(max_examples=20, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(players=st.integers(2, 4), seed=st.integers(0, 10**6), cut=st.floats(0, 1))
def test_any_game_in_progress_round_trips_through_a_link(players, seed, cut):
    finished = random_game(players, seed)
    record = finished.record()
    record["actions"] = record["actions"][: int(len(record["actions"]) * cut)]
    shared = decode_link(encode_link(record))
    assert shared.state.record() == record
    # The receiving page continues the game from the link.
    assert engine.legal_actions(shared.state) == engine.legal_actions(checked.replay(record))


def test_names_in_any_script_survive():
    state = engine.new_game(["Zoë", "Ōkami 狼", "🧊 Ice"], seed=3)
    shared = decode_link(encode_link(state.record()))
    assert [p.name for p in shared.state.players] == ["Zoë", "Ōkami 狼", "🧊 Ice"]


def test_a_link_holds_no_seed_the_next_tile_depends_on_the_receivers_seed():
    state = engine.new_game(2, seed=11)
    link = encode_link(state.record())
    first = decode_link(link, seed=1).state
    second = decode_link(link, seed=2).state
    draw = next(a for a in engine.legal_actions(first) if str(a).startswith("ship draws"))
    revealed = {engine.apply(first, draw).history[-1][1], engine.apply(second, draw).history[-1][1]}
    # Two seeds reveal different tiles for the same draw (checked on a pair that does differ).
    assert len(revealed) == 2


def test_a_complete_four_player_game_fits_in_a_short_link():
    record = golden(next(p for p in GOLDEN if "4p" in p.stem))
    assert len(encode_link(record)) <= 1000


# --- bad links ---------------------------------------------------------------------------------
def some_link() -> str:
    return encode_link(golden(GOLDEN[0]))


def test_a_changed_character_is_caught_by_the_checksum():
    link = some_link()
    for position in range(1, len(link), 7):
        changed = link[:position] + ("A" if link[position] != "A" else "B") + link[position + 1:]
        with pytest.raises(LinkError):
            decode_link(changed)


def test_a_truncated_link_is_refused():
    link = some_link()
    for length in (0, 1, 3, 5, 12, len(link) // 2, len(link) - 1):
        with pytest.raises(LinkError):
            decode_link(link[:length])


def test_a_link_from_a_newer_version_says_so():
    with pytest.raises(LinkError, match="newer version"):
        decode_link("3" + some_link()[1:])


def test_a_game_travels_in_the_link_format_of_its_rules_edition():
    from nwp import engine

    state = engine.new_game(2, seed=8)
    assert encode_link(state.record())[0] == "2" and state.record()["edition"] == 2
    old = engine.new_game(2, seed=8)
    del old.setup_record["edition"]  # a game started before the rules fixes
    link = encode_link(old.record())
    assert link[0] == "1" and "edition" not in decode_link(link).state.record()


def bits_of(body: str) -> str:
    return "".join(format(ALPHABET.index(c), "06b") for c in body)


def link_of_bits(bits: str) -> str:
    bits += "0" * (-len(bits) % 6)
    body = "".join(ALPHABET[int(bits[i:i + 6], 2)] for i in range(0, len(bits), 6))
    return "1" + _checksum(body) + body


def test_a_display_showing_one_tile_twice_is_refused_even_with_a_good_checksum():
    state = engine.new_game(2, seed=5)
    bits = bits_of(encode_link(state.record())[5:])
    # variant 3 + count 3, then per player: name length 7 + 8 per byte + colour 2 + seat 2, order 1
    display_at = 6 + sum(7 + 8 * len(p.name.encode()) + 4 for p in state.players) + 1
    first_tile = bits[display_at:display_at + 6]
    forged = bits[:display_at + 6] + first_tile + bits[display_at + 12:]
    with pytest.raises(LinkError, match="display"):
        decode_link(link_of_bits(forged))


def test_a_move_index_past_the_legal_moves_is_refused_even_with_a_good_checksum():
    state = engine.new_game(2, seed=5)
    while state.phase != "play" or len(engine.legal_actions(state)) & (len(engine.legal_actions(state)) - 1) == 0:
        state = engine.apply(state, engine.legal_actions(state)[-1])
    legal = engine.legal_actions(state)
    before = _pack(state.record(), "AAAAA", (), ())
    after = engine.apply(state, legal[0])
    longer = _pack(after.record(), "AAAAA", (), ())
    # Same stream with one more action, whose index is one past the last legal action.
    prefix = format(longer.value, f"0{longer.length}b")[: before.length]
    width = (len(legal) - 1).bit_length()
    with pytest.raises(LinkError, match="not allowed"):
        decode_link(link_of_bits(prefix + format(len(legal), f"0{width}b")))


def test_an_action_after_the_end_of_the_game_is_refused():
    record = golden(GOLDEN[0])
    writer = _pack(record, "AAAAA", (), ())
    bits = format(writer.value, f"0{writer.length}b")
    state = checked.replay(record)
    header = 6 + sum(7 + 8 * len(p.name.encode()) + 4 for p in state.players) + 1 + 24 + 30
    count = int(bits[header:header + 14], 2)
    assert count == len(record["actions"])
    forged = bits[:header] + format(count + 1, "014b") + bits[header + 14:]
    with pytest.raises(LinkError, match="after the end"):
        decode_link(link_of_bits(forged))


@FUZZ
@given(st.text(max_size=300))
def test_random_text_only_ever_raises_link_error(text):
    try:
        decode_link(text)
    except LinkError:
        pass


@FUZZ
@given(st.text(alphabet=ALPHABET, min_size=5, max_size=400))
def test_random_link_shaped_text_with_a_valid_checksum_only_ever_raises_link_error(body):
    try:
        decode_link("1" + _checksum(body) + body)
    except LinkError:
        pass


@FUZZ
@given(st.data())
def test_a_real_link_with_random_damage_only_ever_raises_link_error(data_strategy):
    link = some_link()
    position = data_strategy.draw(st.integers(5, len(link) - 1))
    char = data_strategy.draw(st.sampled_from(ALPHABET))
    body = link[5:position] + char + link[position + 1:]
    cut = data_strategy.draw(st.integers(0, len(body)))
    body = body[:cut]
    try:
        shared = decode_link("1" + _checksum(body) + body)
    except LinkError:
        return
    # A damaged body that still decodes is a legal game: its record replays.
    assert checked.replay(shared.state.record()).record() == shared.state.record()


def test_decoding_is_deterministic_for_a_seed():
    link = some_link()
    a, b = decode_link(link, seed=9).state, decode_link(link, seed=9).state
    assert a.to_json() == b.to_json()
