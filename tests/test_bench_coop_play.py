"""bench/coop_play.py counts what two computer partners did in a co-op game; its figures must add up."""

from __future__ import annotations

import re

from bench.coop_play import CoopReport, Death, Snapshot, cause_of_death, line, play, totals
from bench.solo_play import probe_lines
from helpers import setup_player
from nwp import cli, engine
from nwp.bots import make_bot


def test_a_game_report_is_the_game_simulate_plays_and_adds_up():
    lines: list[str] = []
    report = play("easy", seed=4, difficulty=2, trace=lines.append)
    # The same game as `python -m nwp simulate --mode coop` (the same seeds for both seats).
    outcome = cli.solo_outcome("coop", "easy", 4, {"difficulty": 2})
    assert (report.won, report.goals) == (outcome["won"], outcome["goals"])
    assert report.won == all(report.goals.values())
    # Each partner's actions: a line a choice in the trace, more lines than actions paid, and
    # refreshes among the actions paid.
    assert len(lines) >= sum(report.paid) > 0
    assert all(0 <= refreshes <= paid for refreshes, paid in zip(report.refreshes, report.paid))
    # The first line: the start of the game (partner 1's board after the first Voyage card), seven crewmen.
    start = engine.new_game(["Terror", "Erebus"], seed=4, variant="coop", options={"difficulty": 2})
    board = start.solo["expeditions"][0]
    assert lines[0].startswith(f"  round 1 turn 1  partner 1  food {board['food']:2} morale {board['morale']:2} crew 7  ship -1 sled None")
    assert any("partner 2" in trace_line for trace_line in lines)
    # The Passage's moment is read iff the game found it; a partner home has its arrival read.
    assert (report.passage is not None) == report.goals["nwp"]
    for seat in range(2):
        assert (report.home_round[seat] is not None) == report.home[seat]
    assert 1 <= report.last_round <= 10 and report.end.round == report.last_round
    # A partner idle for a season is one out all of it: never more seasons than the game had.
    assert all(0 <= idle <= report.last_round for idle in report.idle_seasons)
    assert re.match(r"seed\s+4: (won|lost) [n-][f-][h-] round", line(report))


def test_a_lost_game_is_put_down_to_what_it_missed():
    end = Snapshot(round=10, franklin=15, budgets=(0, 4), moves_home=(3.0, 2.0))
    met = {"nwp": True, "franklin": True, "home": False}
    dead = CoopReport(1, goals=met, crew=(0, 3), home=(False, False), end=end)
    short = CoopReport(2, goals=met, crew=(1, 3), home=(False, False), end=end)
    seasons = CoopReport(3, goals=met, crew=(1, 3), home=(True, False), end=Snapshot(10, 15, (0, 4), (0.0, 2.0)),
                         home_round=[8, None], budget_home=[2, None])
    no_passage = CoopReport(4, goals={"nwp": False, "franklin": True, "home": False}, crew=(1, 1), home=(False, False), end=end)
    no_franklin = CoopReport(5, goals={"nwp": True, "franklin": False, "home": False}, crew=(1, 1), home=(False, False), end=end)
    assert [r.stopped_by for r in (dead, short, seasons, no_passage, no_franklin)] == ["home", "home", "home", "passage", "franklin"]
    assert [r.home_loss for r in (dead, short, seasons)] == ["dead", "budget", "seasons"]
    for report in (dead, short, seasons, no_passage, no_franklin):
        report.tracks, report.last_round = (5, 10), 10
    text = "\n".join(totals([dead, short, seasons, no_passage, no_franklin]))
    assert "won 0/5; lost games: the Passage missed 1, the Franklin points missed (the Passage found) 1, home only 3" in text
    assert "(a partner dead 1, a partner out short of budget 1, the seasons run out 1)" in text
    # One partner home, the other not: the budget it came home with.
    assert "one partner home and the other not: 1; the partner home arrived with a budget of 2.0" in text
    # A full track (10) with the team short of 15 points.
    assert "track full (10) and the team short of its Franklin points: 1 games" in text
    assert "dead" in line(dead) and "home in round 8 with a budget of 2" in line(seasons)


def test_what_took_a_partners_last_crewman_is_read_from_the_positions_around_it():
    start = engine.new_game(["Terror", "Erebus"], seed=4, variant="coop", options={"difficulty": 2})
    last_one = setup_player(start, 1, ship_crew=(1, 0), sled_crew=(0, 0))
    none_left = setup_player(start, 1, ship_crew=(0, 0), sled_crew=(0, 0))
    # Still a crewman, or none before: no death.
    assert cause_of_death(last_one, last_one, 1) is None
    assert cause_of_death(none_left, none_left, 1) is None
    assert cause_of_death(last_one, none_left, 0) is None  # partner 1 kept its crew
    # The same season: the action was paid with the last life.
    assert cause_of_death(last_one, none_left, 1) == "action"
    # Across a season's end: the thaw if its sled sank, else the Voyage card.
    next_season = none_left.copy()
    next_season.round = start.round + 1
    next_season.round_events = [{"player": 0, "event": "sled_lost", "crew": 2, "at": "B4"}]
    assert cause_of_death(last_one, next_season, 1) == "card"  # partner 1's sled sank, not partner 2's
    next_season.round_events = [{"player": 1, "event": "sled_lost", "crew": 1, "at": "B4"}]
    assert cause_of_death(last_one, next_season, 1) == "thaw"


def test_the_dead_partners_are_counted_by_what_took_their_last_crewman():
    end = Snapshot(round=10, franklin=15, budgets=(0, 4), moves_home=(3.0, 2.0))
    met = {"nwp": True, "franklin": True, "home": False}
    reports = [CoopReport(seed, goals=met, crew=(0, 3), home=(False, False), end=end, tracks=(5, 10), last_round=10)
               for seed in (1, 2, 3)]
    reports[0].deaths = [Death("card", 6, 0), None]
    reports[1].deaths = [Death("action", 10, 0), None]
    reports[2].deaths = [Death("thaw", 8, 3), None]
    text = "\n".join(totals(reports))
    assert "partners dead: 3 (by a Voyage card, the thaw, an action paid with the last life: card 1, thaw 1, action 1)" in text
    assert "in round 10 1; with no food or morale left 2" in text
    assert "dead (action, round 10, food and morale 0)" in line(reports[1])


def test_a_probe_looks_at_the_partner_to_act_and_leaves_the_game_as_it_was():
    """``--probe N`` prints, before the Nth action, what the hard search of the partner to act
    sees there (bench/solo_play.py's probe lines), and the game goes on as without it."""
    plain: list[str] = []
    report = play("easy", seed=4, difficulty=2, trace=plain.append)
    at = next(number for number, text in enumerate(plain, 1) if "partner 2" in text)  # partner 2's first action
    probed: list[str] = []
    probed_report = play("easy", seed=4, difficulty=2, trace=probed.append, probe=at)
    probe = [text for text in probed if text.startswith(("  probe", "    "))]
    assert len(probe) > 2 and probed[at - 1:at - 1 + len(probe)] == probe
    assert probed[:at - 1] + probed[at - 1 + len(probe):] == plain and line(probed_report) == line(report)
    state = engine.new_game(["Terror", "Erebus"], seed=4, variant="coop", options={"difficulty": 2})
    partners = [make_bot("easy", 4), make_bot("easy", 41)]
    for _ in range(at - 1):
        state = engine.apply(state, partners[state.current].choose(state))
    assert state.current == 1 and probe_lines(state, 4) == probe
