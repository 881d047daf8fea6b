"""How an HMS Terror solo bot plays, in figures: the goals it reaches and where its tiles go.

    .venv/bin/python bench/solo_play.py --bot medium --games 20 --seed 1 --difficulty 2

Plays the same games as ``python -m nwp simulate --mode solo-terror`` (same seeds, same bots)
and prints a line per game and the totals:

* the outcome: won, the Passage found, Franklin points, the round the two goals were met;
* the symbol tiles (Franklin; Inuit, Cairn and Strait, which give food or morale) seen in the
  display, taken, and laid with the symbol up or down;
* the tokens picked up, by kind and zone (x1 in the east to x3 in the west), and the food and
  morale the supply tokens gave;
* the large tiles taken and never laid: food or morale paid for nothing.

It prints figures and never judges them; docs/ai.md says what they showed (issue 21).
"""

from __future__ import annotations

import argparse
import sys
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nwp import data, engine  # noqa: E402
from nwp.actions import Draw, PickUp, Place  # noqa: E402
from nwp.bots import make_bot  # noqa: E402

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


def play(level: str, seed: int, difficulty: int) -> GameReport:
    """Play one HMS Terror solo game with the ``level`` bot and count what it did."""
    state = engine.new_game(["Solo"], seed=seed, variant="solo-terror", options={"difficulty": difficulty})
    bot = make_bot(level, seed)
    report = GameReport(seed)
    seen: dict[str, set[str]] = {"franklin": set(), "supply": set()}
    taken: set[str] = set()
    laid: set[str] = set()
    while not engine.is_over(state):
        for tile in state.display:
            group = symbol_group(tile) if tile is not None else None
            if group:
                seen[group].add(tile)
        action = bot.choose(state)
        group = symbol_group(action.tile) if isinstance(action, (Draw, Place)) else None
        if isinstance(action, Draw) and action.tile.startswith("L"):
            taken.add(action.tile)
            if group:
                report.tiles[f"{group} taken"] += 1
        elif isinstance(action, Place) and action.tile.startswith("L"):
            laid.add(action.tile)
            if group:
                up = action.face == data.LARGE_TILES[action.tile]["symbol_face"]
                report.tiles[f"{group} laid {'up' if up else 'down'}"] += 1
        elif isinstance(action, PickUp):
            kind = state.board.tokens[action.square]
            report.picked[f"{kind} x{data.zone_of_column(action.square[0])}"] += 1
        state = engine.apply(state, action)
        found, franklin, goal = engine.rules_of(state).progress(state, 0)
        if found and franklin >= goal and report.goals_met_round is None:
            report.goals_met_round = state.round
    for group, tiles in seen.items():
        report.tiles[f"{group} seen"] = len(tiles)
    report.won = engine.final_scores(state)["solo"]["won"]
    report.passage, report.franklin, _ = engine.rules_of(state).progress(state, 0)
    report.never_laid = len(taken - laid)
    return report


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


def line(report: GameReport) -> str:
    """One game's figures on one line."""
    met = report.goals_met_round or "-"
    picked = ", ".join(f"{key} {count}" for key, count in sorted(report.picked.items())) or "none"
    return (f"seed {report.seed:4}: {'won ' if report.won else 'lost'}  Passage {'yes' if report.passage else 'no '}"
            f"  Franklin {report.franklin:2}  goals met in round {met:>2}"
            f"  | Franklin tiles {tile_figures(report.tiles, 'franklin')}"
            f"  supply tiles {tile_figures(report.tiles, 'supply')}"
            f"  never laid {report.never_laid}  | picked up: {picked}")


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", default="medium", choices=("easy", "medium", "hard"))
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--difficulty", type=int, default=2)
    args = parser.parse_args(argv)
    if args.games < 1:
        parser.error("--games must be at least 1")
    print(f"tiles: {' / '.join(TILE_COLUMNS)} (large tiles with that symbol)")
    reports = []
    for seed in range(args.seed, args.seed + args.games):
        reports.append(play(args.bot, seed, args.difficulty))
        print(line(reports[-1]), flush=True)
    games = len(reports)
    tiles = sum((report.tiles for report in reports), Counter())
    picked = sum((report.picked for report in reports), Counter())
    print(f"\n{args.bot}, difficulty {args.difficulty}, seeds {args.seed}-{args.seed + games - 1}:")
    print(f"  won {sum(r.won for r in reports)}/{games}, Passage found {sum(r.passage for r in reports)}, "
          f"Franklin goal met {sum(r.franklin >= data.SOLO_FRANKLIN_GOAL for r in reports)}, "
          f"both goals met and not home {sum(r.goals_met_round is not None and not r.won for r in reports)}")
    print(f"  a game: Franklin tiles {tile_figures(tiles, 'franklin', games)}, supply tiles {tile_figures(tiles, 'supply', games)}, "
          f"large tiles never laid {sum(r.never_laid for r in reports) / games:.1f}")
    supply_tokens = sum(count for key, count in picked.items() if key.split(" x")[0] in SUPPLY_SYMBOLS)
    print(f"  supply tokens picked up a game {supply_tokens / games:.2f}, giving {supplies_from_tokens(picked) / games:.1f} food and morale")
    print("  picked up in all: " + (", ".join(f"{key} {count}" for key, count in sorted(picked.items())) or "none"))


if __name__ == "__main__":
    main()
