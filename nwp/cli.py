"""Command-line tools over the engine: random-game statistics and record replays.

    python -m nwp simulate --players 4 --games 100 --seed 1
    python -m nwp replay game.json
    python -m nwp tournament --seats hard,medium --games 200 --seed 1
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

from . import tournament
from .bots import LEVELS
from .engine import apply, final_scores, is_over, legal_actions, new_game, replay
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


def run_tournament(seats: list[str], games: int, seed: int, budget: int | None, quiet: bool) -> None:
    started = time.perf_counter()

    def progress(game: int, state: GameState) -> None:
        if not quiet:
            scores = [row["total"] for row in final_scores(state)["players"]]
            print(f"  game {game + 1}/{games}: {scores}", file=sys.stderr, flush=True)

    result = tournament.run(seats, games, seed, budget, progress)
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
    sim = commands.add_parser("simulate", help="play random legal games and print score statistics")
    sim.add_argument("--players", type=int, default=4)
    sim.add_argument("--games", type=int, default=100)
    sim.add_argument("--seed", type=int, default=1)
    rep = commands.add_parser("replay", help="print a game record's log and final scores")
    rep.add_argument("file")
    tour = commands.add_parser("tournament", help="play bots against each other and print win rates and scores")
    tour.add_argument("--seats", default="medium,easy",
                      help="comma-separated bot levels, one per seat (2-4): " + ", ".join(LEVELS))
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--budget", type=int, default=None,
                      help="the hard bot's playouts per decision (default: its own)")
    tour.add_argument("--quiet", action="store_true", help="no progress line per game")
    args = parser.parse_args(argv)
    if args.command == "simulate":
        simulate(args.players, args.games, args.seed)
    elif args.command == "tournament":
        seats = [level.strip() for level in args.seats.split(",") if level.strip()]
        unknown = [level for level in seats if level not in LEVELS]
        if unknown or not 2 <= len(seats) <= 4:
            parser.error(f"--seats needs 2-4 of {', '.join(LEVELS)} (got {args.seats!r})")
        run_tournament(seats, args.games, args.seed, args.budget, args.quiet)
    else:
        show_replay(args.file)


if __name__ == "__main__":
    main(sys.argv[1:])
