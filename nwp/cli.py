"""Command-line tools over the engine: random-game statistics and record replays.

    python -m nwp simulate --players 4 --games 100 --seed 1
    python -m nwp replay game.json
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time

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
    args = parser.parse_args(argv)
    if args.command == "simulate":
        simulate(args.players, args.games, args.seed)
    else:
        show_replay(args.file)


if __name__ == "__main__":
    main(sys.argv[1:])
