"""Two versions of the bots on the same games, side by side: which games each wins, and how fast.

    python3 bench/bot_compare.py --base HEAD --mode solo-terror --bot medium --games 30 --seed 1 --jobs 2
    python3 bench/bot_compare.py --base HEAD --tree /tmp/try --mode coop --bot hard --games 30

``--base`` is a git revision of this repository (its ``nwp/`` is taken with ``git archive`` into a
temporary folder); ``--tree`` a folder holding the ``nwp/`` to compare with it (default: this
checkout, as it is now, uncommitted changes included). Every seed is played by both versions
(``cli.solo_outcome``, the games of ``python -m nwp simulate``), a game a process, ``--jobs`` at
once, the two versions' games in turn, so a busier machine slows both alike.

It prints a line per seed where the two differ, then for each version the games won, the goals
missed, the mean score and the seconds per game, and for the pair:

* the games won by one version only (the discordant pairs, the only ones that say anything), and
  the chance of a split at least that uneven if the two were equally strong (an exact two-sided
  sign test): the issue 21 steps found that about 5 games in 40 change by chance alone;
* the time ratio (tree / base) of the whole run, measured in the same run.

It prints figures and never judges them; docs/ai.md says what they showed.
"""

from __future__ import annotations

import argparse
import json
import math
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MODES = ("solo-terror", "solo-original", "coop")


def sign_test(only_a: int, only_b: int) -> float:
    """The two-sided chance, with a fair coin for each discordant game, of a split at least as
    uneven as ``only_a`` against ``only_b``."""
    games = only_a + only_b
    if games == 0:
        return 1.0
    fewer = min(only_a, only_b)
    tail = sum(math.comb(games, k) for k in range(fewer + 1)) / 2 ** games
    return min(1.0, 2 * tail)


def export_revision(revision: str, into: Path) -> Path:
    """``nwp/`` of ``revision`` in a folder of its own under ``into``; the folder."""
    folder = into / "base"
    folder.mkdir()
    archive = subprocess.run(["git", "-C", str(ROOT), "archive", revision, "nwp"], check=True, capture_output=True).stdout
    subprocess.run(["tar", "-x", "-C", str(folder)], input=archive, check=True)
    return folder


def worker(tree: str, mode: str, bot: str, difficulty: int, seeds: list[int]) -> None:
    """Play ``seeds`` with the bots of ``tree`` and print one JSON line per game."""
    sys.path.insert(0, tree)
    from nwp import cli  # noqa: E402  (the tree's own)

    options = {} if mode == "solo-original" else {"difficulty": difficulty}
    for seed in seeds:
        started = time.perf_counter()
        outcome = cli.solo_outcome(mode, bot, seed, options)
        outcome["seconds"] = time.perf_counter() - started
        print(json.dumps(outcome), flush=True)


def play_both(trees: dict[str, str], mode: str, bot: str, difficulty: int, seeds: list[int], jobs: int) -> dict[str, dict[int, dict]]:
    """Every seed played by each tree, a game a process, ``jobs`` at once, the trees' games in turn."""
    from concurrent.futures import ThreadPoolExecutor

    def play(task: tuple[str, int]) -> tuple[str, dict]:
        name, seed = task
        command = [sys.executable, __file__, "--worker", trees[name], "--mode", mode, "--bot", bot,
                   "--difficulty", str(difficulty), "--seeds", str(seed)]
        finished = subprocess.run(command, capture_output=True, text=True)
        if finished.returncode:
            raise SystemExit(f"the {name} tree failed on seed {seed}:\n{finished.stderr}")
        return name, json.loads(finished.stdout)

    results: dict[str, dict[int, dict]] = {name: {} for name in trees}
    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for name, outcome in pool.map(play, [(name, seed) for seed in seeds for name in trees]):
            results[name][outcome["seed"]] = outcome
    return results


def summary(outcomes: dict[int, dict]) -> str:
    """Games won, goals missed, mean score and seconds a game of one version."""
    games = list(outcomes.values())
    won = sum(bool(game["won"]) for game in games)
    missed = {}
    for game in games:
        if not game["won"]:
            for goal, met in game["goals"].items():
                missed[goal] = missed.get(goal, 0) + (not met)
    mean = sum(game["total"] for game in games) / len(games)
    seconds = sum(game["seconds"] for game in games) / len(games)
    missing = ", ".join(f"{goal} {count}" for goal, count in missed.items()) or "-"
    return f"won {won}/{len(games)}, lost games missed: {missing}; mean score {mean:+.1f}; {seconds:.1f} s a game"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--base", default="HEAD", help="a git revision of this repository")
    parser.add_argument("--tree", default=str(ROOT), help="a folder holding the nwp/ to compare with the base")
    parser.add_argument("--mode", default="solo-terror", choices=MODES)
    parser.add_argument("--bot", default="medium", choices=("easy", "medium", "hard"))
    parser.add_argument("--games", type=int, default=30)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--difficulty", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--seeds", type=int, nargs="*", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker, args.mode, args.bot, args.difficulty, args.seeds)
        return
    seeds = list(range(args.seed, args.seed + args.games))
    with tempfile.TemporaryDirectory() as scratch:
        base = export_revision(args.base, Path(scratch))
        trees = {"base": str(base), "tree": str(Path(args.tree).resolve())}
        started = time.perf_counter()
        results = play_both(trees, args.mode, args.bot, args.difficulty, seeds, max(1, args.jobs))
        elapsed = time.perf_counter() - started
    print(f"{args.games} {args.mode} games (seeds {seeds[0]}..{seeds[-1]}, difficulty {args.difficulty}), "
          f"{args.bot} bot: base {args.base} against {args.tree}, in {elapsed:.0f} s")
    for seed in seeds:
        a, b = results["base"][seed], results["tree"][seed]
        if (a["won"], a["total"]) != (b["won"], b["total"]):
            print(f"  seed {seed:4}: base {'won ' if a['won'] else 'lost'} {a['total']:+4}   tree {'won ' if b['won'] else 'lost'} {b['total']:+4}")
    for name in ("base", "tree"):
        print(f"{name}: {summary(results[name])}")
    only_base = sum(bool(results["base"][s]["won"]) and not results["tree"][s]["won"] for s in seeds)
    only_tree = sum(bool(results["tree"][s]["won"]) and not results["base"][s]["won"] for s in seeds)
    same = sum(results["base"][s]["total"] == results["tree"][s]["total"] for s in seeds)
    ratio = sum(results["tree"][s]["seconds"] for s in seeds) / max(1e-9, sum(results["base"][s]["seconds"] for s in seeds))
    print(f"won by the base only {only_base}, by the tree only {only_tree} "
          f"(two-sided sign test: {sign_test(only_base, only_tree):.2f}); the same score in {same} of {len(seeds)} games")
    print(f"time, tree / base: {ratio:.2f}")


if __name__ == "__main__":
    main()
