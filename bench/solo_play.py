"""How an HMS Terror solo bot plays, in figures: the goals it reaches and where its tiles go.

    .venv/bin/python bench/solo_play.py --bot medium --games 20 --seed 1 --difficulty 2

Plays the same games as ``python -m nwp simulate --mode solo-terror`` (same seeds, same bots)
and prints a line per game and the totals:

* the outcome: won, the Passage found, Franklin points, the round the two goals were met;
* the symbol tiles (Franklin; Inuit, Cairn and Strait, which give food or morale) seen in the
  display, taken, and laid with the symbol up or down;
* the tokens picked up, by kind and zone (x1 in the east to x3 in the west), and the food and
  morale the supply tokens gave;
* the large tiles taken and never laid: food or morale paid for nothing (and of them, the tiles
  taken after a refresh, which obliges the expedition to take one of the new display);
* the budget: the actions paid (each costs food, morale or a life) before the Passage was
  found, and what they were (draws, refreshes, tiles laid, moves, pick-ups, transfers); what
  was left then (food and morale, crew, Franklin points) and which vehicle found it; for the
  won and the lost games apart, the round the Passage was found in, by which vehicle, the
  budget then (food and morale, crew), the actions paid and the Franklin points gathered; and,
  once both goals were met, the budget (food, morale and every crewman but the last) against
  the moves home;
* where the Franklin tiles went: laid symbol up in zone x1, x2 or x3 (a token there is worth 1,
  2 or 3 points);
* for the won and the lost games apart, the crewmen lost and what took them (the kind of action
  a life paid for, the Voyage card Mutiny Brewing, a sled adrift on thawed ice), and the food and
  morale the Voyage cards gave and took over the seasons played (the score goal of issue 21 asks
  for won games that lose no crewman), and the sled's actions by the crew aboard it (one or two
  crewmen let it act once a turn at most).

With ``--trace``, each game's line comes after a line per action the bot chose, with the
position it chose in (:func:`trace_line`): the season and turn, food, morale and crew, where
the ship and the sled stand, the Passage found, the Franklin points, the moves home and to the
Passage the evaluation counts, and the voyage's actions against the budget that pays for them
(``solo_bots.voyage_balance``). The thirty-sixth step of issue 21 read its games this way.

With ``--probe N``, the game stops to look before its Nth action (the Nth line of ``--trace``):
the evaluation's terms where it stands, then each action the bot weighs
(``solo_bots.playable``), best first, with the worth of its whole line as the search scores it
(follow-ups included, on a sampled bag of the probe's own) and the terms the action alone
changes (:func:`probe_lines`). The sixty-sixth step of issue 21 found this way why seed 303's
ship stood by a Franklin token for four seasons.

It prints figures and never judges them; docs/ai.md says what they showed (issue 21).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nwp import bots, data, engine, solo_bots  # noqa: E402
from nwp.actions import Action, Draw, Move, Pass, PayWith, PickUp, Place, Refresh, SacrificeFrom, Transfer  # noqa: E402
from nwp.bots import make_bot  # noqa: E402
from nwp.state import GameState  # noqa: E402

SUPPLY_SYMBOLS = ("Inuit", "Cairn", "Strait")


def symbol_of(tile: str) -> str | None:
    """The symbol a large tile carries on one of its faces (None for none, or a small tile)."""
    return data.LARGE_TILES.get(tile, {}).get("symbol")


def symbol_group(tile: str) -> str | None:
    """"franklin" or "supply" for a large tile with a symbol, else None."""
    symbol = symbol_of(tile)
    if symbol == "Franklin":
        return "franklin"
    return "supply" if symbol in SUPPLY_SYMBOLS else None


@dataclass(frozen=True)
class Moment:
    """Where a game stood when a goal was reached (the Passage found, or both goals met)."""

    round: int
    actions: int  # actions paid so far
    supplies: int  # food and morale
    crew: int  # living crewmen out
    franklin: int
    moves_home: float

    @property
    def budget(self) -> int:
        """The actions still to be paid for: food, morale and every crewman but the last."""
        return self.supplies + self.crew - 1


def moment(state: GameState, actions: int) -> Moment:
    """Where ``state`` stands, ``actions`` paid actions into the game."""
    _, franklin, _ = engine.rules_of(state).progress(state, 0)
    return Moment(state.round, actions, state.solo["food"] + state.solo["morale"], state.players[0].crew_on_board,
                  franklin, solo_bots.moves_home(state))


def action_kind(action: Action) -> str:
    """What a paid action did, for the count of the actions before the Passage: "draw large",
    "draw small", "refresh", "lay large", "lay small", "move ship", "move sled", "pick up",
    "transfer" (anything else by its class name)."""
    if isinstance(action, (Draw, Place)):
        verb = "draw" if isinstance(action, Draw) else "lay"
        return f"{verb} {'large' if action.tile.startswith('L') else 'small'}"
    if isinstance(action, Move):
        return f"move {action.vehicle}"
    named = {Refresh: "refresh", PickUp: "pick up", Transfer: "transfer"}
    return named.get(type(action), type(action).__name__.lower())


# The kinds of action_kind, in the order the totals print them (any other after them).
KINDS = ("draw large", "refresh", "lay large", "draw small", "lay small", "move ship", "move sled", "pick up", "transfer")


def pays_a_toll(state: GameState, action: Action) -> bool:
    """Is ``action`` one that pays food, morale or a life? Every action of the turn is (a move
    made free by the Calm Seas card counts too); the choices after it (the tile a refresh shows,
    a bonus tile, a Strait's reward) and a pass are not."""
    return state.phase == "play" and not isinstance(action, (Pass, PayWith, SacrificeFrom))


@dataclass
class GameReport:
    """What one game's figures are (see the module docstring)."""

    seed: int
    won: bool = False
    passage: bool = False
    franklin: int = 0
    goals_met_round: int | None = None
    tiles: Counter = field(default_factory=Counter)  # e.g. "franklin seen", "supply laid up"
    picked: Counter = field(default_factory=Counter)  # e.g. "Franklin x3"
    never_laid: int = 0
    never_laid_after_refresh: int = 0  # of those, the tile a refresh made it take (the phase refresh_draw)
    actions: int = 0  # actions paid in the whole game
    at_passage: Moment | None = None
    passage_vehicle: str | None = None  # the vehicle whose move found the Passage
    at_goals: Moment | None = None
    before_passage: Counter = field(default_factory=Counter)  # paid actions until the Passage, by action_kind
    lives: Counter = field(default_factory=Counter)  # crewmen lost, by what took them (lives_taken)
    sled_crew: Counter = field(default_factory=Counter)  # the sled's paid actions, by its crew aboard (sled_crew_aboard)
    lost_crew: int = 0  # the expedition's count of crewmen lost, at the game's end
    cards_gave: int = 0  # food and morale the Voyage cards gave
    cards_took: int = 0  # food and morale they took (a loss takes no more than there is)
    seasons: int = 0  # the Voyage cards dealt after the first season's


def trace_line(state: GameState, action: Action) -> str:
    """One line of ``--trace``: where expedition 0 stands in ``state`` and the ``action`` chosen
    there. ``ship`` and ``sled`` are the tile index each stands on (-1 Greenland, -2 the Passage's
    arrow, None: the sled not out); ``voyage`` is the actions the rest of the voyage needs / the
    budget, or "-" once the goals are met."""
    balance = solo_bots.voyage_balance(state, 0)
    voyage = "-" if balance is None else f"{balance[0]:.1f}/{balance[1]}"
    return (f"  round {state.round} turn {state.solo['turn']}  {where_it_stands(state, 0)}"
            f"  to Passage {solo_bots.planned_passage_moves(state):4.1f}  voyage {voyage}  | {action}")


def where_it_stands(state: GameState, index: int) -> str:
    """Expedition ``index``'s part of a trace line: its food, morale and crew, where its ship and
    sled stand, the Passage found, the Franklin points (co-op: the team's), its moves home, and
    the crew aboard the ship / the sled (which vehicle can act, and how often a turn)."""
    rules = engine.rules_of(state)
    board, player = rules.board(state, index), state.players[index]
    found, franklin, _ = rules.progress(state, index)
    return (f"food {board['food']:2} morale {board['morale']:2} crew {player.crew_on_board}  ship {player.ship} sled {player.sled}"
            f"  Passage {'yes' if found else 'no '}  Franklin {franklin:2}  home {solo_bots.moves_home(state, index):4.1f}"
            f"  aboard {player.aboard('ship')}/{player.aboard('sled')}")


def probe_lines(state: GameState, seed: int = 0) -> list[str]:
    """What the hard bot's search sees in ``state`` (for the expedition to act): a line of the
    evaluation's terms now, then a line per action it weighs (the variant's ``playable``:
    :func:`solo_bots.playable`, or in co-op :func:`nwp.coop_bots.playable`), best first: the
    worth of the action's whole line as :func:`bots.score_actions` scores it for the hard bot
    (its follow-ups included; a draw from the bag comes from a generator seeded with ``seed``,
    never the real bag), the worth of the position after the action alone, and the terms that
    action changes, largest change first."""
    me = state.current
    hard = bots.HardBot(seed)
    now = bots.evaluation_terms(state, me, hard.outlook)
    lines = [f"  probe, round {state.round} turn {state.solo['turn']}: now {sum(now.values()):.2f}  "
             + ", ".join(f"{name} {value:.2f}" for name, value in now.items())]
    legal = bots.VARIANT_PLAY[state.variant].playable(state, engine.legal_actions(state))
    bots._move_tables.start(state)
    sample = state.copy()
    sample.rng = seed
    scored = bots.decide(hard._score(sample, me, legal))  # the hard bot's own search, run to its end
    for line_worth, action in sorted(scored, key=lambda pair: -pair[0]):
        after = state if isinstance(action, Pass) else bots.settled(engine.apply(sample, action))
        terms = bots.evaluation_terms(after, me, hard.outlook)
        changes = {name: terms.get(name, 0.0) - now.get(name, 0.0) for name in {*now, *terms}}
        changed = sorted(((name, change) for name, change in changes.items() if abs(change) >= 0.005),
                         key=lambda pair: -abs(pair[1]))
        lines.append(f"    {line_worth:8.2f} line  {sum(terms.values()):8.2f} alone  {action}"
                     + ("  | " + ", ".join(f"{name} {change:+.2f}" for name, change in changed) if changed else ""))
    return lines


def play(level: str, seed: int, difficulty: int, trace: Callable[[str], None] | None = None,
         probe: int | None = None) -> GameReport:
    """Play one HMS Terror solo game with the ``level`` bot and count what it did; ``trace``, when
    given, receives a :func:`trace_line` for each action, and with ``probe`` (an action's number,
    from 1) also the :func:`probe_lines` before that action."""
    state = engine.new_game(["Solo"], seed=seed, variant="solo-terror", options={"difficulty": difficulty})
    bot = make_bot(level, seed)
    report = GameReport(seed)
    seen: dict[str, set[str]] = {"franklin": set(), "supply": set()}
    taken: set[str] = set()
    taken_after_refresh: set[str] = set()  # the tile a refresh obliges the expedition to take
    laid: set[str] = set()
    while not engine.is_over(state):
        for tile in state.display:
            group = symbol_group(tile) if tile is not None else None
            if group:
                seen[group].add(tile)
        if trace is not None and probe == len(state.history) + 1:
            for probe_line in probe_lines(state, seed):
                trace(probe_line)
        action = bot.choose(state)
        if trace is not None:
            trace(trace_line(state, action))
        group = symbol_group(action.tile) if isinstance(action, (Draw, Place)) else None
        if isinstance(action, Draw) and action.tile.startswith("L"):
            taken.add(action.tile)
            if state.phase == "refresh_draw":
                taken_after_refresh.add(action.tile)
            if group:
                report.tiles[f"{group} taken"] += 1
        elif isinstance(action, Place) and action.tile.startswith("L"):
            laid.add(action.tile)
            if group:
                up = action.face == data.LARGE_TILES[action.tile]["symbol_face"]
                report.tiles[f"{group} laid {'up' if up else 'down'}"] += 1
                if group == "franklin" and up:
                    report.tiles[f"franklin laid up x{data.zone_of_column(action.square[0])}"] += 1
        elif isinstance(action, PickUp):
            kind = state.board.tokens[action.square]
            report.picked[f"{kind} x{data.zone_of_column(action.square[0])}"] += 1
        if pays_a_toll(state, action):
            report.actions += 1
            if report.at_passage is None:
                report.before_passage[action_kind(action)] += 1
            crew = sled_crew_aboard(state, action)
            if crew is not None:
                report.sled_crew[crew] += 1
        before = state
        state = engine.apply(state, action)
        report.lives.update(lives_taken(before, action, state))
        if state.round != before.round:
            report.seasons += 1
            gave, took = card_supplies(state)
            report.cards_gave += gave
            report.cards_took += took
        found, franklin, goal = engine.rules_of(state).progress(state, 0)
        if found and report.at_passage is None:
            report.at_passage = moment(state, report.actions)
            report.passage_vehicle = action.vehicle if isinstance(action, Move) else None
        if found and franklin >= goal and report.goals_met_round is None:
            report.goals_met_round = state.round
            report.at_goals = moment(state, report.actions)
    for group, tiles in seen.items():
        report.tiles[f"{group} seen"] = len(tiles)
    report.won = engine.final_scores(state)["solo"]["won"]
    report.passage, report.franklin, _ = engine.rules_of(state).progress(state, 0)
    report.never_laid = len(taken - laid)
    report.never_laid_after_refresh = len(taken_after_refresh - laid)
    report.lost_crew = state.players[0].lost_crew
    return report


SLED_CREWS = ("1", "2", "3+")  # the crew aboard a sled that acts, as sled_crew_aboard names it


def sled_crew_aboard(state: GameState, action: Action) -> str | None:
    """The crew aboard the sled (one of :data:`SLED_CREWS`) when it takes ``action``; None when the
    ship (or nobody) takes it. A turn's first action costs one crewman of the acting vehicle's
    column and each further one two, so with one or two crewmen aboard a sled acts once a turn at
    most (with one, only as the turn's first action)."""
    if getattr(action, "vehicle", None) != "sled":
        return None
    aboard = state.players[state.current].aboard("sled")
    return SLED_CREWS[min(aboard, 3) - 1]


def lives_taken(before: GameState, action: Action, after: GameState) -> Counter:
    """The crewmen ``action`` cost expedition 0, by what took them: the action's kind
    (:func:`action_kind`) when a life paid for it, "Voyage card" (Mutiny Brewing) and "sled adrift"
    (its tile thawed) when the season it ended took them (its own events, as :func:`card_supplies`
    reads them)."""
    lost = after.players[0].lost_crew - before.players[0].lost_crew
    taken: Counter = Counter()
    if after.round != before.round:
        for event in own_season_events(after):
            if event["event"] == "voyage" and event["crew"]:
                taken["Voyage card"] -= event["crew"]  # the card's crew change is negative
            elif event["event"] == "sled_lost":
                taken["sled adrift"] += event["crew"]
    paid_with_lives = lost - sum(taken.values())
    if paid_with_lives > 0:
        taken[action_kind(action)] += paid_with_lives
    return taken


def own_season_events(state: GameState) -> list[dict]:
    """The events of the season ``state`` is in that concern expedition 0 (its Voyage card, its
    sled adrift), which :func:`lives_taken` and :func:`card_supplies` read."""
    return [event for event in state.round_events if event.get("player") == 0]


def card_supplies(state: GameState) -> tuple[int, int]:
    """(food and morale given, food and morale taken) by the Voyage card that began the season
    ``state`` is in, for expedition 0: what its stock gained and lost, so a loss counts no more
    than there was."""
    gave = took = 0
    for event in own_season_events(state):
        if event["event"] == "voyage":
            gave += max(0, event["food"]) + max(0, event["morale"])
            took -= min(0, event["food"]) + min(0, event["morale"])
    return gave, took


TILE_COLUMNS = ("seen", "taken", "laid up", "laid down")


def tile_figures(tiles: Counter, group: str, games: int = 1) -> str:
    """The ``group``'s tiles seen / taken / laid up / laid down, a game (over ``games``)."""
    return " / ".join(f"{tiles[f'{group} {column}'] / games:.{0 if games == 1 else 1}f}" for column in TILE_COLUMNS)


def supplies_from_tokens(picked: Counter) -> int:
    """Food and morale the supply tokens picked up gave: Inuit and Cairn 2 a zone, Strait 1 a zone."""
    total = 0
    for key, count in picked.items():
        kind, zone = key.split(" x")
        if kind in SUPPLY_SYMBOLS:
            total += count * int(zone) * (1 if kind == "Strait" else 2)
    return total


def franklin_zones(tiles: Counter, games: int = 1) -> str:
    """Franklin tiles laid symbol up in zones x1 / x2 / x3, a game (over ``games``)."""
    return " / ".join(f"{tiles[f'franklin laid up x{zone}'] / games:.{0 if games == 1 else 1}f}" for zone in (1, 2, 3))


def budget_figures(report: GameReport) -> str:
    """The budget at the Passage and at the goals met, for one game's line."""
    passage = report.at_passage
    text = (f"Passage in round {passage.round} by {report.passage_vehicle} after {passage.actions} actions, "
            f"{passage.supplies} food and morale, {passage.crew} crew, Franklin {passage.franklin}" if passage else "no Passage")
    goals = report.at_goals
    if goals:
        text += f"; goals met: budget {goals.budget} for {goals.moves_home:.0f} moves home"
    return text


def line(report: GameReport) -> str:
    """One game's figures on one line."""
    met = report.goals_met_round or "-"
    picked = ", ".join(f"{key} {count}" for key, count in sorted(report.picked.items())) or "none"
    return (f"seed {report.seed:4}: {'won ' if report.won else 'lost'}  Passage {'yes' if report.passage else 'no '}"
            f"  Franklin {report.franklin:2}  goals met in round {met:>2}"
            f"  | Franklin tiles {tile_figures(report.tiles, 'franklin')} (laid up x1/x2/x3 {franklin_zones(report.tiles)})"
            f"  supply tiles {tile_figures(report.tiles, 'supply')}"
            f"  never laid {report.never_laid} ({report.never_laid_after_refresh} after a refresh)  | picked up: {picked}"
            f"  | {report.actions} actions; {budget_figures(report)}")


def passage_figures(found: list[GameReport], outcome: str) -> str:
    """When and how the Passage was found in the ``found`` games (all won, or all lost): the
    round, the vehicle, the budget then and what it was made of (food and morale, crew), the
    actions paid to get there and the Franklin points already gathered."""
    if not found:
        return f"the Passage found, then {outcome}: no game"
    rounds = Counter(report.at_passage.round for report in found)
    by_round = ", ".join(f"round {number}: {rounds[number]}" for number in sorted(rounds))
    vehicles = Counter(report.passage_vehicle for report in found)
    return (f"the Passage found, then {outcome}: {len(found)} games; in round {mean([r.at_passage.round for r in found])} "
            f"({by_round}); by ship {vehicles['ship']}, by sled {vehicles['sled']}; "
            f"budget then {mean([r.at_passage.budget for r in found])} "
            f"(food and morale {mean([r.at_passage.supplies for r in found])}, crew {mean([r.at_passage.crew for r in found])}) "
            f"after {mean([r.at_passage.actions for r in found])} actions, Franklin {mean([r.at_passage.franklin for r in found])}")


def sled_crew_figures(reports: list[GameReport]) -> str:
    """The sled's paid actions a game, by the crew aboard it (:func:`sled_crew_aboard`)."""
    crews = sum((report.sled_crew for report in reports), Counter())
    return ", ".join(f"{crew} {crews[crew] / len(reports):.1f}" for crew in SLED_CREWS)


def mean(values: list[float]) -> str:
    """The mean to one decimal, or "-" for no values."""
    return f"{sum(values) / len(values):.1f}" if values else "-"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="medium", choices=("easy", "medium", "hard"))
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--difficulty", type=int, default=2)
    parser.add_argument("--trace", action="store_true", help="a line per action before each game's line")
    parser.add_argument("--probe", type=int, metavar="N",
                        help="what the search sees before each game's Nth action (implies --trace)")
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    if args.probe is not None and args.probe < 1:
        parser.error("--probe counts actions from 1")
    print(f"tiles: {' / '.join(TILE_COLUMNS)} (large tiles with that symbol)")
    reports = []
    for seed in range(args.seed, args.seed + args.games):
        traced = args.trace or args.probe is not None
        reports.append(play(args.bot, seed, args.difficulty, trace=print if traced else None, probe=args.probe))
        print(line(reports[-1]), flush=True)
    games = len(reports)
    tiles = sum((report.tiles for report in reports), Counter())
    picked = sum((report.picked for report in reports), Counter())
    print(f"\n{args.bot}, difficulty {args.difficulty}, seeds {args.seed}-{args.seed + games - 1}:")
    print(f"  won {sum(r.won for r in reports)}/{games}, Passage found {sum(r.passage for r in reports)}, "
          f"Franklin goal met {sum(r.franklin >= data.SOLO_FRANKLIN_GOAL for r in reports)}, "
          f"both goals met and not home {sum(r.goals_met_round is not None and not r.won for r in reports)}")
    print(f"  a game: Franklin tiles {tile_figures(tiles, 'franklin', games)}, supply tiles {tile_figures(tiles, 'supply', games)}, "
          f"large tiles never laid {sum(r.never_laid for r in reports) / games:.1f}"
          f" ({sum(r.never_laid_after_refresh for r in reports) / games:.1f} the take after a refresh)")
    supply_tokens = sum(count for key, count in picked.items() if key.split(" x")[0] in SUPPLY_SYMBOLS)
    print(f"  supply tokens picked up a game {supply_tokens / games:.2f}, giving {supplies_from_tokens(picked) / games:.1f} food and morale")
    print("  picked up in all: " + (", ".join(f"{key} {count}" for key, count in sorted(picked.items())) or "none"))
    print(f"  Franklin tiles laid symbol up a game, zones x1 / x2 / x3: {franklin_zones(tiles, games)}")
    found = [r for r in reports if r.at_passage]
    at_passage = [r.at_passage for r in found]
    print(f"  actions paid a game {mean([r.actions for r in reports])}; in the {len(at_passage)} games that found the Passage, "
          f"{mean([m.actions for m in at_passage])} before it, leaving {mean([m.supplies for m in at_passage])} food and morale, "
          f"{mean([m.crew for m in at_passage])} crew, Franklin {mean([m.franklin for m in at_passage])}")
    if found:
        kinds = sum((r.before_passage for r in found), Counter())
        known = [kind for kind in KINDS if kinds[kind]] + sorted(kind for kind in kinds if kind not in KINDS)
        print("  before the Passage, a game (the games that found it): "
              + ", ".join(f"{kind} {kinds[kind] / len(found):.1f}" for kind in known))
    for outcome, won in (("won", True), ("lost", False)):
        print("  " + passage_figures([r for r in found if r.won == won], outcome))
    for outcome, won in (("won", True), ("lost", False)):
        these = [r for r in reports if r.won == won]
        if not these:
            continue
        lives = sum((r.lives for r in these), Counter())
        print(f"  the {len(these)} {outcome} games, a game: crewmen lost {mean([r.lost_crew for r in these])} ("
              + (", ".join(f"{kind} {count / len(these):.1f}" for kind, count in lives.most_common()) or "none")
              + f"); the Voyage cards gave {mean([r.cards_gave for r in these])} and took {mean([r.cards_took for r in these])} "
              f"food and morale in {mean([r.seasons for r in these])} seasons; the sled's actions by its crew aboard "
              + sled_crew_figures(these))
    for outcome, won in (("won", True), ("lost", False)):
        met = [r.at_goals for r in reports if r.at_goals and r.won == won]
        short = sum(m.budget < m.moves_home for m in met)
        print(f"  goals met, then {outcome}: {len(met)} games; budget {mean([m.budget for m in met])} for "
              f"{mean([m.moves_home for m in met])} moves home; short of the way home in {short}")


if __name__ == "__main__":
    main()
