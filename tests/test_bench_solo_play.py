"""bench/solo_play.py counts what an HMS Terror solo bot did; its figures must add up."""

from __future__ import annotations

import re
from collections import Counter

from bench.solo_play import (GameReport, Moment, action_kind, card_supplies, line, lives_taken, passage_figures,
                              pays_a_toll, play, probe_lines, sled_crew_aboard, sled_crew_figures, supplies_from_tokens,
                              symbol_group)
from nwp import bots, data, engine, solo_bots
from nwp.actions import Draw, Move, Pass, PickUp, Place, Refresh, Transfer


def test_symbol_groups_follow_the_tile_table():
    franklin = [tile for tile in data.LARGE_TILES if symbol_group(tile) == "franklin"]
    supply = [tile for tile in data.LARGE_TILES if symbol_group(tile) == "supply"]
    assert len(franklin) == 10  # game-data: 10 Franklin symbols
    assert len(supply) == 12 + 9 + 7  # Strait, Inuit, Cairn
    assert symbol_group("L00") is None and symbol_group("S1") is None


def test_a_game_report_adds_up():
    lines: list[str] = []
    report = play("medium", seed=2, difficulty=2, trace=lines.append)
    # Every Franklin point comes from a Franklin token picked up, worth its zone.
    franklin_points = sum(int(key.split("x")[1]) * count for key, count in report.picked.items() if key.startswith("Franklin"))
    assert franklin_points == report.franklin
    for group in ("franklin", "supply"):
        laid = report.tiles[f"{group} laid up"] + report.tiles[f"{group} laid down"]
        assert laid <= report.tiles[f"{group} taken"] <= report.tiles[f"{group} seen"]
    assert report.goals_met_round is None or report.passage
    assert re.match(r"seed\s+2: (won|lost)", line(report))
    # The Franklin tiles laid symbol up, by zone, are all of them.
    assert sum(report.tiles[f"franklin laid up x{zone}"] for zone in (1, 2, 3)) == report.tiles["franklin laid up"]
    # The trace: a line per action chosen, the first from the start of the game (its food and
    # morale, seven crewmen, the ship in Greenland), the Passage shown found in it iff
    # the game found it, and no voyage left to pay for once both goals are met.
    start = engine.new_game(["Solo"], seed=2, variant="solo-terror", options={"difficulty": 2})
    assert lines[0].startswith(f"  round 1 turn 1  food {start.solo['food']:2} morale {start.solo['morale']:2} crew 7  ship -1 sled None")
    assert re.search(r"voyage \d+\.\d/\d+  \| ", lines[0])
    # The crew aboard each vehicle: all seven on the ship at first, and always the whole crew.
    assert "aboard 7/0" in lines[0]
    for trace_line in lines:
        aboard_ship, aboard_sled = map(int, re.search(r"aboard (\d+)/(\d+)", trace_line).groups())
        assert aboard_ship + aboard_sled == int(re.search(r"crew (\d+)", trace_line).group(1))
    assert len(lines) >= report.actions and sum(text.endswith("| pass") for text in lines) > 0
    assert any("Passage yes" in trace_line for trace_line in lines) == report.passage
    # The large tiles never laid, and of them the tiles taken after a refresh, read from the trace.
    actions = [trace_line.rsplit("| ", 1)[1] for trace_line in lines]
    placed = {action.split()[2] for action in actions if " places L" in action}
    drawn = [(before, action.split()[2]) for before, action in zip(["", *actions], actions) if " draws L" in action]
    after_refresh = {tile for before, tile in drawn if before.endswith("refreshes large")}
    assert after_refresh, "the game refreshes the large display at least once"
    assert report.never_laid == len({tile for _, tile in drawn} - placed)
    assert report.never_laid_after_refresh == len(after_refresh - placed) <= report.never_laid
    assert f"never laid {report.never_laid} ({report.never_laid_after_refresh} after a refresh)" in line(report)
    # Every crewman lost is counted once, by what took him; a Voyage card is dealt at each new season.
    assert sum(report.lives.values()) == report.lost_crew
    # The sled's paid actions, by its crew aboard, are among the actions paid.
    assert set(report.sled_crew) <= {"1", "2", "3+"} and sum(report.sled_crew.values()) <= report.actions
    rounds = {int(re.search(r"round (\d+)", trace_line).group(1)) for trace_line in lines}
    assert len(rounds) - 1 <= report.seasons <= len(rounds)
    met = [trace_line for trace_line in lines if "Passage yes" in trace_line and int(trace_line.split("Franklin")[1].split()[0]) >= 10]
    assert all("voyage -  |" in trace_line for trace_line in met)


def test_the_budget_is_read_when_each_goal_is_reached():
    report = play("medium", seed=1, difficulty=2)
    passage, goals = report.at_passage, report.at_goals
    assert (passage is not None) == report.passage
    if passage:
        assert 0 < passage.actions <= report.actions and passage.franklin <= report.franklin
        # Only a move onto the Passage's arrow finds it.
        assert report.passage_vehicle in ("ship", "sled") and f"by {report.passage_vehicle}" in line(report)
    else:
        assert report.passage_vehicle is None
    # Every action paid until the Passage is counted once, by what it did (all of them without it).
    assert sum(report.before_passage.values()) == (passage.actions if passage else report.actions)
    assert report.before_passage["lay large"] > 0
    if goals:
        assert passage and passage.actions <= goals.actions and passage.round <= goals.round
        assert goals.franklin >= data.SOLO_FRANKLIN_GOAL and goals.round == report.goals_met_round
    assert f"{report.actions} actions" in line(report)


def test_the_budget_counts_food_morale_and_every_crewman_but_the_last():
    assert Moment(round=5, actions=30, supplies=4, crew=6, franklin=10, moves_home=7).budget == 9


def test_an_action_pays_its_toll_and_the_choices_after_it_do_not():
    state = engine.new_game(["Ann"], seed=2, variant="solo-terror")
    state = engine.apply(state, next(a for a in engine.legal_actions(state) if isinstance(a, Move)))
    refresh = Refresh("ship", "large")
    assert pays_a_toll(state, refresh) and not pays_a_toll(state, Pass())
    after = engine.apply(state, refresh)
    assert after.phase == "refresh_draw"  # the tile taken from the new display is free
    assert not any(pays_a_toll(after, action) for action in engine.legal_actions(after))


def test_supply_tokens_give_what_the_solo_rules_say():
    # Inuit and Cairn: 2 food or morale a zone; Strait: 1 a zone; Franklin: none.
    picked = Counter({"Inuit x3": 1, "Cairn x2": 2, "Strait x3": 1, "Franklin x3": 4})
    assert supplies_from_tokens(picked) == 6 + 2 * 4 + 3


def test_each_paid_action_is_named_by_what_it_did():
    assert action_kind(Draw("ship", "L05")) == "draw large" and action_kind(Draw("ship", "S1")) == "draw small"
    assert action_kind(Place("sled", "L05", "B", 1, (4, 3))) == "lay large"
    assert action_kind(Place("ship", "S1", "A", 0, (4, 3))) == "lay small"
    assert action_kind(Move("sled", (5, 3))) == "move sled" and action_kind(Refresh("ship", "large")) == "refresh"
    assert action_kind(PickUp("ship", (11, 3))) == "pick up" and action_kind(Transfer("ship", 2, 0)) == "transfer"


def test_the_passage_figures_say_when_and_by_which_vehicle():
    def found(round_number: int, vehicle: str, supplies: int, franklin: int) -> GameReport:
        report = GameReport(seed=1, passage=True, passage_vehicle=vehicle)
        report.at_passage = Moment(round=round_number, actions=30 + franklin, supplies=supplies, crew=5,
                                   franklin=franklin, moves_home=9)
        return report

    text = passage_figures([found(2, "ship", 10, 2), found(4, "sled", 3, 5), found(2, "ship", 6, 5)], "won")
    assert text.startswith("the Passage found, then won: 3 games; in round 2.7 (round 2: 2, round 4: 1)")
    # The budget is food and morale and every crewman but the last: 14, 7 and 10.
    assert "by ship 2, by sled 1; budget then 10.3 (food and morale 6.3, crew 5.0)" in text
    assert text.endswith("after 34.0 actions, Franklin 4.0")
    assert passage_figures([], "lost") == "the Passage found, then lost: no game"


def test_a_probe_shows_every_action_the_bot_weighs_and_leaves_the_game_as_it_was():
    plain: list[str] = []
    probed: list[str] = []
    report = play("medium", seed=2, difficulty=2, trace=plain.append)
    # the second turn's first action: a choice among all kinds of action
    state = engine.new_game(["Solo"], seed=2, variant="solo-terror", options={"difficulty": 2})
    bot = bots.make_bot("medium", 2)
    while not (state.solo["turn"] == 2 and state.actions_this_turn == 0 and state.phase == "play"):
        state = engine.apply(state, bot.choose(state))
    at = len(state.history) + 1
    probed_report = play("medium", seed=2, difficulty=2, trace=probed.append, probe=at)
    # The probe's lines come before that action's line, and the game goes on as without it.
    probe = [text for text in probed if text.startswith(("  probe", "    "))]
    assert probed[at - 1:at - 1 + len(probe)] == probe and probed[:at - 1] + probed[at - 1 + len(probe):] == plain
    assert line(probed_report) == line(report)
    # At that position (``state``, found above): the terms now, then each action the bot weighs,
    # once, best line first.
    lines = probe_lines(state, seed=2)
    assert lines == probe
    now = bots.evaluate(state, 0, bots.PLANNING)
    assert lines[0].startswith(f"  probe, round {state.round} turn {state.solo['turn']}: now {now:.2f}  passage_found ")
    weighed = [str(action) for action in solo_bots.playable(state, engine.legal_actions(state))]
    shown = [text.split(" alone  ")[1].split("  | ")[0] for text in lines[1:]]
    assert sorted(shown) == sorted(weighed) and len(weighed) > 3
    worths = [float(text.split()[0]) for text in lines[1:]]
    assert worths == sorted(worths, reverse=True)
    # A pass changes nothing by itself: its position alone is worth what the position is now.
    passing = next(text for text in lines[1:] if text.endswith(" alone  pass"))
    assert float(passing.split()[2]) == round(now, 2)


def test_a_life_paid_for_an_action_is_counted_by_its_kind():
    state = engine.new_game(["Ann"], seed=2, variant="solo-terror")
    board = engine.rules_of(state).board(state)
    board["food"] = board["morale"] = 0  # nothing left to pay with: the move costs a crewman's life
    move = next(a for a in engine.legal_actions(state) if isinstance(a, Move))
    after = engine.apply(state, move)
    assert after.players[0].lost_crew == state.players[0].lost_crew + 1
    assert lives_taken(state, move, after) == Counter({"move ship": 1})
    passed = engine.apply(state, Pass())  # a pass costs nothing
    assert lives_taken(state, Pass(), passed) == Counter()


def season_after(state, card: str, food: int, morale: int):
    """``state`` played to the next season with ``card`` its Voyage card, from ``food`` and ``morale``."""
    state = state.copy()
    board = engine.rules_of(state).board(state)
    board["food"], board["morale"] = food, morale
    state.solo["deck"] = [card]
    start = state.round
    while state.round == start:
        state = engine.apply(state, Pass())
    assert state.solo["card"] == card
    return state


def test_a_voyage_card_counts_what_the_stock_gained_and_lost():
    state = engine.new_game(["Ann"], seed=2, variant="solo-terror")
    assert card_supplies(season_after(state, "V06", 5, 5)) == (0, 2)  # Spoiled Tins: lose 2 food
    assert card_supplies(season_after(state, "V06", 1, 5)) == (0, 1)  # a loss takes no more than there is
    assert card_supplies(season_after(state, "V06", 0, 5)) == (0, 0)
    assert card_supplies(season_after(state, "V15", 5, 5)) == (1, 0)  # Calm Seas: +1 morale
    assert card_supplies(season_after(state, "V07", 5, 0)) == (0, 1)  # Scurvy: 1 food, no morale left to lose


def sled_deployed_with(crew: int):
    """A new game's ship a move out, then its sled deployed with ``crew`` crewmen and a new turn begun."""
    state = engine.new_game(["Ann"], seed=2, variant="solo-terror")
    state = engine.apply(state, next(a for a in engine.legal_actions(state) if isinstance(a, Move)))
    state = engine.apply(state, Pass())
    state = engine.apply(state, next(a for a in engine.legal_actions(state)
                                     if isinstance(a, Transfer) and (a.sled_available, a.sled_resting) == (crew, 0)))
    return engine.apply(state, Pass())


def test_the_sled_s_actions_are_counted_by_its_crew_aboard():
    for crew, named in ((1, "1"), (2, "2"), (3, "3+"), (5, "3+")):
        state = sled_deployed_with(crew)
        assert state.players[0].aboard("sled") == crew
        sled_actions = [a for a in engine.legal_actions(state) if getattr(a, "vehicle", None) == "sled"]
        ship_actions = [a for a in engine.legal_actions(state) if getattr(a, "vehicle", None) == "ship"]
        assert sled_actions and ship_actions
        assert all(sled_crew_aboard(state, action) == named for action in sled_actions)
        assert all(sled_crew_aboard(state, action) is None for action in ship_actions + [Pass()])
        # One or two crewmen aboard: the sled acts once a turn (a second action costs two of them).
        after = engine.apply(state, next(a for a in sled_actions if isinstance(a, Refresh)))
        after = engine.apply(after, engine.legal_actions(after)[0])  # the tile taken from the new display
        again = [a for a in engine.legal_actions(after) if getattr(a, "vehicle", None) == "sled"]
        assert bool(again) == (crew >= 3)
    one, many = GameReport(seed=1), GameReport(seed=2)
    one.sled_crew.update({"1": 3, "3+": 1})
    many.sled_crew.update({"3+": 5})
    assert sled_crew_figures([one, many]) == "1 1.5, 2 0.0, 3+ 3.0"
