"""How two computer partners play the HMS Terror co-op mode, in figures: where their games are lost.

    python3 bench/coop_play.py --bot hard --games 30 --seed 1 --difficulty 2 --jobs 2

Plays the same games as ``python -m nwp simulate --mode coop`` and ``bench/bot_compare.py --mode
coop`` (the same seeds, the same bots: seat 1 keeps the game's seed, seat 2 plays with ten times
it plus one, as ``nwp.cli.solo_game`` seats them) and prints a line per game and the totals:

* the outcome: won, the goals met (``n`` the Passage, ``f`` 15 Franklin points together, ``h``
  both expeditions home with a living crewman), the season the game ended in;
* the Passage: the season it was found in, by which partner, and both partners' budgets (food,
  morale and every crewman but the last) and moves home then;
* the end of the second season: the team's Franklin points and both budgets;
* each partner: its Franklin track (each counts up to 10 toward the team's 15), the actions it
  paid, its large refreshes (each puts the display's tiles out of the shared game), the seasons it
  spent out without paying an action, and where it ended: home, out with its crew and the moves
  home it still had, or dead (no crewman left: the game ends at once, lost), and then what took
  its last crewman (:func:`cause_of_death`): a Voyage card (Mutiny Brewing), the thaw under its
  sled, or an action paid with that life once food and morale were gone;
* the partner home while the other is not (in a game lost on the way home): the budget it
  arrived with, which the rules give no way to pass on;
* for the lost games, what stopped them: the Passage missed, the Franklin points missed, or home
  only (both other goals met), and among those a partner dead, a partner out of budget for its
  way home, or the seasons run out; and the partners dead, by what took their last crewman, with
  the season and the food and morale they had left.

With ``--trace``, each game's line comes after a line per action: the season and turn, the
partner acting, its food, morale and crew, where its ship and sled stand (tile index; -1
Greenland, -2 the Passage's arrow), the Passage found, the team's Franklin points, its moves home
and its budget. With ``--probe N`` as well, the game stops to look before its Nth action (the Nth
line of ``--trace``): what the hard search of the partner to act sees there, as
``bench/solo_play.py --probe`` prints it (:func:`bench.solo_play.probe_lines`).

It prints figures and never judges them; docs/ai.md says what they showed (issue 21).
"""

from __future__ import annotations

import argparse
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.solo_play import probe_lines, where_it_stands  # noqa: E402
from nwp import engine, solo_bots  # noqa: E402
from nwp.actions import Action, Done, Pass, PayWith, Refresh, SacrificeFrom, Take  # noqa: E402
from nwp.bots import make_bot  # noqa: E402
from nwp.coop import TRACK_LENGTH  # noqa: E402
from nwp.state import GameState  # noqa: E402

SEATS = 2
FREE_ACTIONS = (Pass, PayWith, SacrificeFrom, Done, Take)  # choices that pay no food, morale or life


@dataclass(frozen=True)
class Snapshot:
    """Where both partners stood at a moment of the game."""

    round: int
    franklin: int  # the team's points
    budgets: tuple[int, ...]
    moves_home: tuple[float, ...]


@dataclass(frozen=True)
class Death:
    """How a partner lost its last crewman: ``cause`` ("card", "thaw" or "action", see
    :func:`cause_of_death`), the season, and the food and morale it had just before."""

    cause: str
    round: int
    supplies: int


@dataclass
class CoopReport:
    """What one co-op game's figures are (see the module docstring)."""

    seed: int
    won: bool = False
    goals: dict[str, bool] = field(default_factory=dict)
    last_round: int = 0
    passage: Snapshot | None = None
    passage_by: int | None = None
    after_two_seasons: Snapshot | None = None
    tracks: tuple[int, ...] = ()
    paid: list[int] = field(default_factory=lambda: [0] * SEATS)
    refreshes: list[int] = field(default_factory=lambda: [0] * SEATS)
    idle_seasons: list[int] = field(default_factory=lambda: [0] * SEATS)
    home_round: list[int | None] = field(default_factory=lambda: [None] * SEATS)
    budget_home: list[int | None] = field(default_factory=lambda: [None] * SEATS)  # the budget left on arriving
    home: tuple[bool, ...] = ()
    crew: tuple[int, ...] = ()
    end: Snapshot | None = None
    deaths: list[Death | None] = field(default_factory=lambda: [None] * SEATS)  # what took each partner's last crewman

    @property
    def stopped_by(self) -> str:
        """What a lost game missed first: "passage", "franklin" or, with both met, "home"."""
        if not self.goals.get("nwp"):
            return "passage"
        if not self.goals.get("franklin"):
            return "franklin"
        return "home"

    @property
    def home_loss(self) -> str:
        """Why a game lost on the way home only was lost: "dead" (a partner with no crewman),
        "budget" (a partner out with fewer actions to pay than moves home) or "seasons"."""
        if any(crew == 0 for crew in self.crew):
            return "dead"
        if any(not home and budget < moves for home, budget, moves in zip(self.home, self.end.budgets, self.end.moves_home)):
            return "budget"
        return "seasons"


def cause_of_death(before: GameState, after: GameState, seat: int) -> str | None:
    """What took partner ``seat``'s last crewman between ``before`` and ``after`` (one action
    applied), or None if it still has one (or had none): "thaw" when the season's end sank its
    sled (``round_events``' "sled_lost"), "card" when the season's end took it otherwise (a
    Voyage card: Mutiny Brewing at morale 3 or less), "action" when the action itself was paid
    with that life (no food or morale left)."""
    if before.players[seat].crew_on_board == 0 or after.players[seat].crew_on_board > 0:
        return None
    if after.round == before.round:  # no season's end between them (the death ends the game at once)
        return "action"
    sank = any(event.get("event") == "sled_lost" and event.get("player") == seat for event in after.round_events or [])
    return "thaw" if sank else "card"


def snapshot(state: GameState) -> Snapshot:
    """Both partners' budgets and moves home, and the team's Franklin points, in ``state``."""
    _, franklin, _ = engine.rules_of(state).progress(state, 0)
    return Snapshot(state.round, franklin, tuple(solo_bots.expedition_budget(state, seat) for seat in range(SEATS)),
                    tuple(solo_bots.moves_home(state, seat) for seat in range(SEATS)))


def trace_line(state: GameState, action: Action) -> str:
    """One line of ``--trace``: the partner to act in ``state``, where it stands, and ``action``."""
    seat = state.current
    return (f"  round {state.round} turn {state.solo['turn']}  partner {seat + 1}  {where_it_stands(state, seat)}"
            f"  budget {solo_bots.expedition_budget(state, seat):2}  | {action}")


def play(level: str, seed: int, difficulty: int, trace: Callable[[str], None] | None = None,
         probe: int | None = None) -> CoopReport:
    """Play one co-op game with two ``level`` partners and count what they did; ``trace``, when
    given, receives a :func:`trace_line` for each action, and with ``probe`` (an action's number,
    from 1) also the :func:`probe_lines` of the partner to act before that action."""
    state = engine.new_game(["Terror", "Erebus"], seed=seed, variant="coop", options={"difficulty": difficulty})
    partners = [make_bot(level, seed if seat == 0 else seed * 10 + seat) for seat in range(SEATS)]  # as nwp.cli.solo_game
    report = CoopReport(seed)
    paid_this_season = [0] * SEATS
    while not engine.is_over(state):
        seat = state.current
        if trace is not None and probe == len(state.history) + 1:
            for probe_line in probe_lines(state, seed):
                trace(probe_line)
        action = partners[seat].choose(state)
        if trace is not None:
            trace(trace_line(state, action))
        if state.phase == "play" and not isinstance(action, FREE_ACTIONS):
            report.paid[seat] += 1
            paid_this_season[seat] += 1
            if isinstance(action, Refresh) and action.kind == "large":
                report.refreshes[seat] += 1
        before = state
        state = engine.apply(state, action)
        for other in range(SEATS):
            cause = cause_of_death(before, state, other)
            if cause is not None:
                board = engine.rules_of(before).board(before, other)
                report.deaths[other] = Death(cause, before.round, board["food"] + board["morale"])
        if state.round != before.round:  # a season ended: who spent it out without paying an action
            for other in range(SEATS):
                if not state.players[other].home and paid_this_season[other] == 0:
                    report.idle_seasons[other] += 1
            paid_this_season = [0] * SEATS
            if state.round == 3 and report.after_two_seasons is None:
                report.after_two_seasons = snapshot(state)
        for other in range(SEATS):
            if state.players[other].home and report.home_round[other] is None:
                report.home_round[other] = state.round
                report.budget_home[other] = solo_bots.expedition_budget(state, other)
        found, _, _ = engine.rules_of(state).progress(state, 0)
        if found and report.passage is None:
            report.passage, report.passage_by = snapshot(state), seat
    outcome = engine.final_scores(state)["coop"]
    report.won, report.goals, report.last_round = outcome["won"], outcome["goals"], state.round
    report.tracks = tuple(board["franklin"] for board in state.solo["expeditions"])
    report.home = tuple(player.home for player in state.players)
    report.crew = tuple(player.crew_on_board for player in state.players)
    report.end = snapshot(state)
    return report


def _play_quietly(level: str, seed: int, difficulty: int) -> CoopReport:
    return play(level, seed, difficulty)


def partner_figures(report: CoopReport, seat: int) -> str:
    """One partner's figures for a game's line."""
    if report.crew[seat] == 0:
        death = report.deaths[seat]
        where = "dead" + (f" ({death.cause}, round {death.round}, food and morale {death.supplies})" if death else "")
    elif report.home[seat]:
        where = f"home in round {report.home_round[seat]} with a budget of {report.budget_home[seat]}"
    else:
        where = f"out, {report.crew[seat]} crew, budget {report.end.budgets[seat]} for {report.end.moves_home[seat]:.0f} moves home"
    return (f"partner {seat + 1}: track {report.tracks[seat]:2}, paid {report.paid[seat]}, large refreshes {report.refreshes[seat]},"
            f" idle seasons {report.idle_seasons[seat]}, {where}")


def line(report: CoopReport) -> str:
    """One game's figures on one line."""
    goals = "".join(letter if report.goals.get(goal) else "-" for goal, letter in (("nwp", "n"), ("franklin", "f"), ("home", "h")))
    passage = report.passage
    found = (f"Passage in round {passage.round} by partner {report.passage_by + 1}, budgets {list(passage.budgets)},"
             f" moves home {[round(moves) for moves in passage.moves_home]}" if passage else "no Passage")
    two = report.after_two_seasons
    second = f"after round 2: Franklin {two.franklin}, budgets {list(two.budgets)}" if two else "over in round 2"
    return (f"seed {report.seed:4}: {'won ' if report.won else 'lost'} {goals} round {report.last_round:2} | {found} | {second} | "
            + " | ".join(partner_figures(report, seat) for seat in range(SEATS)))


def mean(values: list[float]) -> str:
    """The mean to one decimal, or "-" for no values."""
    return f"{sum(values) / len(values):.1f}" if values else "-"


def totals(reports: list[CoopReport]) -> list[str]:
    """The lines of the totals."""
    won = [r for r in reports if r.won]
    lost = [r for r in reports if not r.won]
    stopped = {kind: [r for r in lost if r.stopped_by == kind] for kind in ("passage", "franklin", "home")}
    home_losses = {kind: sum(r.home_loss == kind for r in stopped["home"]) for kind in ("dead", "budget", "seasons")}
    lines = [f"  won {len(won)}/{len(reports)}; lost games: the Passage missed {len(stopped['passage'])}, "
             f"the Franklin points missed (the Passage found) {len(stopped['franklin'])}, home only {len(stopped['home'])} "
             f"(a partner dead {home_losses['dead']}, a partner out short of budget {home_losses['budget']}, "
             f"the seasons run out {home_losses['seasons']})"]
    for outcome, games in (("won", won), ("lost", lost)):
        found = [r.passage for r in games if r.passage]
        rounds = sorted({p.round for p in found})
        by_round = ", ".join(f"round {number}: {sum(p.round == number for p in found)}" for number in rounds)
        two = [r.after_two_seasons for r in games if r.after_two_seasons]
        lines.append(f"  {outcome}: the Passage found in {len(found)} of {len(games)} ({by_round or '-'}); "
                     f"after round 2, team Franklin {mean([t.franklin for t in two])}, "
                     f"budgets {mean([sum(t.budgets) / SEATS for t in two])} a partner; "
                     f"actions paid {mean([sum(r.paid) / SEATS for r in games])} a partner, "
                     f"large refreshes {mean([sum(r.refreshes) for r in games])} a game, "
                     f"idle seasons {mean([sum(r.idle_seasons) for r in games])} a game")
    stranded = [r for r in stopped["home"] if any(r.home) and not all(r.home)]
    spare = [r.budget_home[r.home.index(True)] for r in stranded]
    lines.append(f"  home-only losses with one partner home and the other not: {len(stranded)}; "
                 f"the partner home arrived with a budget of {mean(spare)}")
    dead = [death for r in reports for death in r.deaths if death is not None]
    causes = ", ".join(f"{cause} {sum(death.cause == cause for death in dead)}" for cause in ("card", "thaw", "action"))
    lines.append(f"  partners dead: {len(dead)} (by a Voyage card, the thaw, an action paid with the last life: {causes}); "
                 f"in round 10 {sum(death.round == 10 for death in dead)}; with no food or morale left {sum(death.supplies == 0 for death in dead)}")
    full = sum(any(track >= TRACK_LENGTH for track in r.tracks) and not r.goals.get("franklin") for r in reports)
    lines.append(f"  a partner's track full ({TRACK_LENGTH}) and the team short of its Franklin points: {full} games")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="hard", choices=("easy", "medium", "hard"))
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--difficulty", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1, help="games played at once (not with --trace)")
    parser.add_argument("--trace", action="store_true", help="a line per action before each game's line")
    parser.add_argument("--probe", type=int, metavar="N",
                        help="what the search of the partner to act sees before the Nth action (the game traced too)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.probe is not None and args.probe < 1:
        parser.error("--probe counts actions from 1")
    seeds = list(range(args.seed, args.seed + args.games))
    reports: list[CoopReport] = []
    traced = args.trace or args.probe is not None
    if traced or args.jobs <= 1:
        for seed in seeds:
            reports.append(play(args.bot, seed, args.difficulty, trace=print if traced else None, probe=args.probe))
            print(line(reports[-1]), flush=True)
    else:
        with ProcessPoolExecutor(max_workers=args.jobs) as pool:
            for report in pool.map(_play_quietly, [args.bot] * len(seeds), seeds, [args.difficulty] * len(seeds)):
                reports.append(report)
                print(line(report), flush=True)
    print(f"\n{args.bot} partners, difficulty {args.difficulty}, seeds {seeds[0]}-{seeds[-1]}:")
    for text in totals(reports):
        print(text)


if __name__ == "__main__":
    main()
