"""Command-line tools over the engine: random-game statistics and record replays.

    python -m nwp simulate --players 4 --games 100 --seed 1
    python -m nwp simulate --mode solo-terror --bot medium --games 200 --difficulty 2 --jobs 2
    python -m nwp simulate --mode coop --bot medium --games 200 --difficulty 2
    python -m nwp replay game.json
    python -m nwp tournament --seats hard,medium --games 200 --seed 1
    python -m nwp tournament --seats hard,medium --games 20 --terror
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from typing import Iterator

from . import coop, engine, solo, tournament
from .bots import LEVELS, make_bot
from .checked import replay
from .engine import apply, final_scores, is_over, legal_actions, new_game
from .state import GameState


def random_game(players: int, seed: int) -> GameState:
    """A game where every player picks uniformly among the legal actions."""
    chooser = random.Random(seed)
    state = new_game(players, seed=seed)
    while not is_over(state):
        state = apply(state, chooser.choice(legal_actions(state)))
    return state


def simulate(players: int, games: int, seed: int) -> None:
    started = time.perf_counter()
    winners, totals, actions, tiles = [], [], [], []
    for game in range(games):
        state = random_game(players, seed + game)
        scores = final_scores(state)
        totals.extend(row["total"] for row in scores["players"])
        winners.append(max(row["total"] for row in scores["players"]))
        actions.append(len(state.history))
        tiles.append(len(state.board.tiles) - 3)
    elapsed = time.perf_counter() - started
    print(f"{games} random {players}-player games (seeds {seed}..{seed + games - 1}) in {elapsed:.2f} s "
          f"({games / elapsed:.1f} games/s)")
    print(f"  score per player: mean {statistics.mean(totals):.1f}, min {min(totals)}, max {max(totals)}")
    print(f"  winner's score:   mean {statistics.mean(winners):.1f}")
    print(f"  actions per game: mean {statistics.mean(actions):.0f}; tiles placed per game: mean {statistics.mean(tiles):.1f}")


SOLO_MODES = ("solo-terror", "solo-original", "coop")  # played by one bot level (co-op: both partners)


def solo_game(mode: str, bot: str, seed: int, options: dict, bot_offset: int = 0) -> GameState:
    """One solo (or co-op) game played by a bot level (or "random": uniform legal actions).
    ``bot_offset`` is added to each bot's seed: the same deal and Voyage cards, played by the same
    bots with other random draws (their tie-breaks and sampled bags); 0 plays the games
    ``simulate`` plays."""
    names = ["Terror", "Erebus"] if mode == "coop" else ["Solo"]
    state = new_game(names, seed=seed, variant=mode, options=options)
    if bot == "random":
        chooser = random.Random(seed + bot_offset)
        while not is_over(state):
            state = apply(state, chooser.choice(legal_actions(state)))
        return state
    # Seat 1's bot keeps the game's seed, so solo runs play exactly the games they played before co-op.
    players = [make_bot(bot, (seed if seat == 0 else seed * 10 + seat) + bot_offset) for seat in range(len(names))]
    while not is_over(state):
        state = apply(state, players[state.current].choose(state))
    return state


def solo_outcome(mode: str, bot: str, seed: int, options: dict, bot_offset: int = 0) -> dict:
    """One solo (or co-op) game's outcome in plain values: its seed, won, the goals met, the
    score (co-op: the team's), actions, seasons and crewmen lost (and the bots' ``bot_offset``,
    :func:`solo_game`, when there is one)."""
    state = solo_game(mode, bot, seed, options, bot_offset)
    scores = final_scores(state)
    outcome = scores.get("solo") or scores["coop"]
    return {
        "seed": seed,
        "won": outcome["won"],
        "goals": outcome.get("goals", {}),
        "total": outcome.get("team_score", scores["players"][0]["total"]),
        "actions": len(state.history),
        "seasons": state.round,
        "lost_crew": sum(player.lost_crew for player in state.players),
    } | ({"bot_offset": bot_offset} if bot_offset else {})


def solo_outcomes(mode: str, bot: str, games: int, seed: int, options: dict, jobs: int = 1) -> Iterator[dict]:
    """:func:`solo_outcome` of the games of seeds ``seed`` .. ``seed + games - 1``, in seed order,
    played by ``jobs`` processes at once (each game is the same whichever process plays it)."""
    seeds = range(seed, seed + games)
    if jobs <= 1:
        for game_seed in seeds:
            yield solo_outcome(mode, bot, game_seed, options)
        return
    from concurrent.futures import ProcessPoolExecutor  # the command line only, never the page

    with ProcessPoolExecutor(max_workers=jobs) as pool:
        yield from pool.map(solo_outcome, [mode] * games, [bot] * games, seeds, [options] * games)


def simulate_solo(mode: str, bot: str, games: int, seed: int, options: dict, quiet: bool = True, jobs: int = 1) -> None:
    """Play solo games and print the win rate (HMS Terror), scores and how games were lost
    (``quiet`` false: a line per game, with its seed and the goals it met, to compare two
    versions game by game)."""
    started = time.perf_counter()
    totals, won_totals, actions, seasons, lost_crew = [], [], [], [], []
    missed = {"nwp": 0, "franklin": 0, "home": 0}
    wins = 0
    for game, outcome in enumerate(solo_outcomes(mode, bot, games, seed, options, jobs)):
        total = outcome["total"]
        totals.append(total)
        actions.append(outcome["actions"])
        seasons.append(outcome["seasons"])
        lost_crew.append(outcome["lost_crew"])
        if outcome["won"]:
            wins += 1
            won_totals.append(total)
        elif outcome["won"] is not None:  # the original solo variant has no win and no goals
            for goal, met in outcome["goals"].items():
                missed[goal] += not met
        if not quiet:
            met = ", ".join(goal for goal, done in outcome["goals"].items() if done) or "none"
            result = "" if outcome["won"] is None else f", won {outcome['won']}, goals met: {met}"
            print(f"  game {game + 1}/{games} (seed {outcome['seed']}): score {total}{result}", file=sys.stderr, flush=True)
    elapsed = time.perf_counter() - started
    print(f"{games} {mode} games by the {bot} bot (seeds {seed}..{seed + games - 1}, options {json.dumps(options)}) "
          f"in {elapsed:.0f} s" + (f" ({jobs} processes)" if jobs > 1 else ""))
    if mode != "solo-original":
        # the score the rule text praises: a "great expedition" alone, an "excellent" team (not a goal of the bots')
        franklin, rules_score = (("15 Franklin points together", f"the rules' excellent team score {coop.TEAM_TARGET}")
                            if mode == "coop" else ("10 Franklin points", f"the rules' great expedition {solo.TERROR_TARGET}"))
        print(f"  won: {wins}/{games} = {100 * wins / games:.1f}%")
        print(f"  lost games missed: the Northwest Passage {missed['nwp']}, {franklin} {missed['franklin']}, "
              f"home with living crew {missed['home']}")
        if won_totals:
            print(f"  score of the won games: mean {statistics.mean(won_totals):.1f} ({rules_score}), "
                  f"min {min(won_totals)}, max {max(won_totals)}")
    print(f"  score: mean {statistics.mean(totals):.1f}, min {min(totals)}, max {max(totals)}")
    print(f"  seasons played: mean {statistics.mean(seasons):.1f}; actions per game: mean {statistics.mean(actions):.0f}; "
          f"crewmen lost: mean {statistics.mean(lost_crew):.2f}")


def run_tournament(seats: list[str], games: int, seed: int, budget: int | None, quiet: bool,
                   variant: str = "standard") -> None:
    started = time.perf_counter()

    def progress(game: int, state: GameState) -> None:
        if not quiet:
            scores = [row["total"] for row in final_scores(state)["players"]]
            print(f"  game {game + 1}/{games}: {scores}", file=sys.stderr, flush=True)

    result = tournament.run(seats, games, seed, budget, progress, variant)
    print(tournament.report(result))
    print(f"({time.perf_counter() - started:.0f} s)")


def show_replay(path: str) -> None:
    with open(path, encoding="utf-8") as handle:
        record = json.load(handle)
    state = replay(record.get("record", record))  # a bare record, or a file that holds one
    for number, (text, outcome) in enumerate(state.history, 1):
        revealed = f"  (revealed {', '.join(outcome)})" if outcome else ""
        print(f"{number:4d}. {text}{revealed}")
    if is_over(state):
        for row in final_scores(state)["players"]:
            print(f"{row['name']}: {row['total']}  {json.dumps({k: row[k] for k in ('in_game', 'majorities', 'sets', 'penalties')})}")
    else:
        print(f"(game in progress: round {state.round})")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m nwp", description="Expedition: Northwest Passage engine tools")
    commands = parser.add_subparsers(dest="command", required=True)
    sim = commands.add_parser("simulate", help="play random legal games (or solo games by a bot) and print statistics")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--mode", default="standard", choices=("standard",) + SOLO_MODES)
    sim.add_argument("--bot", default="random", help="solo modes: random or a bot level (" + ", ".join(LEVELS) + ")")
    sim.add_argument("--difficulty", type=int, default=0, help="solo-terror and coop: food and morale removed at setup (0-5)")
    sim.add_argument("--lost-crew", action="store_true", help="solo-original: the 'lost crew' option")
    sim.add_argument("--progress", action="store_true", help="solo modes: a line per game (its seed, score and goals met)")
    sim.add_argument("--jobs", type=int, default=1, help="solo modes: games played at once, one process each (the same games)")
    rep = commands.add_parser("replay", help="print a game record's log and final scores")
    rep.add_argument("file")
    tour = commands.add_parser("tournament", help="play bots against each other and print win rates and scores")
    tour.add_argument("--seats", default="medium,easy",
                      help="comma-separated bot levels, one per seat (2-4): " + ", ".join(LEVELS))
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--budget", type=int, default=None,
                      help="first actions whose two-turn plans the hard bot searches (default: its own, 24)")
    tour.add_argument("--quiet", action="store_true", help="no progress line per game")
    tour.add_argument("--terror", action="store_true", help="play with the Terror expansion (the Tuunbaq)")
    args = parser.parse_args(argv)
    if args.command == "simulate" and args.mode in SOLO_MODES:
        if args.bot not in ("random",) + LEVELS:
            parser.error(f"--bot must be random or one of {', '.join(LEVELS)}")
        options = {"lost_crew": args.lost_crew} if args.mode == "solo-original" else {"difficulty": args.difficulty}
        try:
            engine.RULES[args.mode].options(options)
        except ValueError as error:
            parser.error(str(error))
        if args.jobs < 1:
            parser.error("--jobs must be 1 or more")
        simulate_solo(args.mode, args.bot, args.games, args.seed, options, quiet=not args.progress, jobs=args.jobs)
    elif args.command == "simulate":
        if args.bot != "random":
            parser.error("--bot plays the solo modes; the standard simulation plays random games")
        simulate(args.players, args.games, args.seed)
    elif args.command == "tournament":
        seats = [level.strip() for level in args.seats.split(",") if level.strip()]
        unknown = [level for level in seats if level not in LEVELS]
        if unknown or not 2 <= len(seats) <= 4:
            parser.error(f"--seats needs 2-4 of {', '.join(LEVELS)} (got {args.seats!r})")
        run_tournament(seats, args.games, args.seed, args.budget, args.quiet, "terror" if args.terror else "standard")
    else:
        show_replay(args.file)


if __name__ == "__main__":
    main(sys.argv[1:])
