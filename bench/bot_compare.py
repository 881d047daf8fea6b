"""Two versions of the bots on the same games, side by side: which games each wins, and how fast.

    python3 bench/bot_compare.py --base HEAD --mode solo-terror --bot medium --games 30 --seed 1 --jobs 2
    python3 bench/bot_compare.py --base HEAD --tree /tmp/try --mode coop --bot hard --games 30

``--base`` is a git revision of this repository (its ``nwp/`` is taken with ``git archive`` into a
temporary folder); ``--tree`` a folder holding the ``nwp/`` to compare with it (default: this
checkout, as it is now, uncommitted changes included). Every seed is played by both versions
(``cli.solo_outcome``, the games of ``python -m nwp simulate``), a game a process, ``--jobs`` at
once, the two versions' games in turn, so a busier machine slows both alike.

It prints a line per seed where the two differ, then for each version the games won and their
mean score, the goals missed (and by how many lost games only the way home), the mean score and
the seconds per game, and for the pair:

* the games won by one version only (the discordant pairs, the only ones that say anything), and
  the chance of a split at least that uneven if the two were equally strong (an exact two-sided
  sign test): the issue 21 steps found that about 5 games in 40 change by chance alone;
* the time ratio (tree / base), measured in the same run, over the seeds both played in it.

Each game's outcome is kept in a cache (``--cache``, by default ``~/.cache/nwp-bot-compare``),
under a fingerprint of the ``nwp/`` that played it (every file's path and bytes), the mode, the
level, the difficulty and the seed: the games are deterministic, so a version's game is played
once. Comparing a try with the base it was compared with before plays only the try's games,
about half the time. ``--no-cache`` plays every game again. The time ratio counts only the seeds
both versions played in this run, side by side (none when one version's games all came from the
cache).

``--tree-offset N`` plays the tree's games with ``N`` added to each bot's seed
(``cli.solo_game``'s ``bot_offset``): the same deals and Voyage cards, other random draws for the
bots (their tie-breaks and sampled bags). With ``--tree`` a copy of the base, that measures the
noise floor, what a try that only re-rolls the bots' draws would show:

    python3 bench/bot_compare.py --base HEAD --mode solo-terror --bot hard --games 100 --seed 701 --tree-offset 100000

(the seventy-second step of issue 21: HEAD's hard bot won 49 of seeds 701-800 so against 55, the
outcome of 38 games changed and the score of 86). The cache keeps such games apart, under the
version and the offset.

It prints figures and never judges them; docs/ai.md says what they showed.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import math
import os
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


def fingerprint(tree: Path) -> str:
    """A digest of the ``nwp/`` under ``tree``: every file's path and bytes (caches aside), so two
    copies of one version share it and any change to the engine or the bots gives another."""
    digest = hashlib.sha256()
    package = tree / "nwp"
    for path in sorted(package.rglob("*")):
        if path.is_file() and "__pycache__" not in path.parts:
            digest.update(path.relative_to(package).as_posix().encode() + b"\0" + path.read_bytes() + b"\0")
    return digest.hexdigest()[:16]


class OutcomeCache:
    """Games already played, by version (:func:`fingerprint`), mode, level, difficulty and seed:
    a JSON line a game in a file a version and setting, under ``folder``. A line that does not
    read (a run cut short while writing) is left out; its game is played again."""

    def __init__(self, folder: Path | None) -> None:
        self.folder = folder

    def _file(self, version: str, mode: str, bot: str, difficulty: int) -> Path:
        return self.folder / f"{version}-{mode}-{bot}-d{difficulty}.jsonl"

    def load(self, version: str, mode: str, bot: str, difficulty: int) -> dict[int, dict]:
        """The outcomes kept for that version and setting, by seed."""
        if self.folder is None:
            return {}
        try:
            lines = self._file(version, mode, bot, difficulty).read_text().splitlines()
        except OSError:
            return {}
        kept = {}
        for line in lines:
            try:
                outcome = json.loads(line)
                kept[int(outcome["seed"])] = outcome
            except (ValueError, KeyError, TypeError):
                continue
        return kept

    def add(self, version: str, mode: str, bot: str, difficulty: int, outcome: dict) -> None:
        """Keep one game's outcome."""
        if self.folder is None:
            return
        self.folder.mkdir(parents=True, exist_ok=True)
        with self._file(version, mode, bot, difficulty).open("a") as file:
            file.write(json.dumps(outcome) + "\n")


def default_cache() -> Path:
    """``$XDG_CACHE_HOME/nwp-bot-compare``, or ``~/.cache/nwp-bot-compare``."""
    return Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "nwp-bot-compare"


def worker(tree: str, mode: str, bot: str, difficulty: int, seeds: list[int], bot_offset: int = 0) -> None:
    """Play ``seeds`` with the bots of ``tree`` (their seeds moved by ``bot_offset``) and print one
    JSON line per game."""
    sys.path.insert(0, tree)
    from nwp import cli  # noqa: E402  (the tree's own)

    options = {} if mode == "solo-original" else {"difficulty": difficulty}
    for seed in seeds:
        started = time.perf_counter()
        moved = {"bot_offset": bot_offset} if bot_offset else {}  # a tree from before the offset plays without
        outcome = cli.solo_outcome(mode, bot, seed, options, **moved)
        outcome["seconds"] = time.perf_counter() - started
        print(json.dumps(outcome), flush=True)


def play_both(trees: dict[str, str], mode: str, bot: str, difficulty: int, seeds: list[int], jobs: int,
              cache: OutcomeCache | None = None,
              offsets: dict[str, int] | None = None) -> tuple[dict[str, dict[int, dict]], dict[str, set[int]]]:
    """Every seed played by each tree, a game a process, ``jobs`` at once, the trees' games in
    turn, each tree's bots with its seed offset in ``offsets`` (none by default); a game ``cache``
    holds is taken from it, and a game played is added to it. Also the seeds each tree played in
    this run, by tree."""
    from concurrent.futures import ThreadPoolExecutor

    cache = cache or OutcomeCache(None)
    offsets = offsets or {}
    versions = {name: fingerprint(Path(tree)) + (f"+o{offsets[name]}" if offsets.get(name) else "")
                for name, tree in trees.items()}
    results: dict[str, dict[int, dict]] = {}
    for name in trees:
        kept = cache.load(versions[name], mode, bot, difficulty)
        results[name] = {seed: kept[seed] for seed in seeds if seed in kept}
    tasks = [(name, seed) for seed in seeds for name in trees if seed not in results[name]]

    def play(task: tuple[str, int]) -> tuple[str, dict]:
        name, seed = task
        command = [sys.executable, __file__, "--worker", trees[name], "--mode", mode, "--bot", bot,
                   "--difficulty", str(difficulty), "--seeds", str(seed), "--bot-offset", str(offsets.get(name, 0))]
        finished = subprocess.run(command, capture_output=True, text=True)
        if finished.returncode:
            raise SystemExit(f"the {name} tree failed on seed {seed}:\n{finished.stderr}")
        return name, json.loads(finished.stdout)

    with ThreadPoolExecutor(max_workers=jobs) as pool:
        for name, outcome in pool.map(play, tasks):
            results[name][outcome["seed"]] = outcome
            cache.add(versions[name], mode, bot, difficulty, outcome)
    return results, {name: {seed for task_name, seed in tasks if task_name == name} for name in trees}


def summary(outcomes: dict[int, dict]) -> str:
    """Games won and the won games' mean score (issue 21 asks 25 of it), the goals the lost games
    missed (and how many missed only the way home: every other goal met, yet not home), the mean
    score and the seconds a game of one version."""
    games = list(outcomes.values())
    won_totals = [game["total"] for game in games if game["won"]]
    missed = {}
    only_home = 0
    for game in games:
        if not game["won"]:
            unmet = [goal for goal, met in game["goals"].items() if not met]
            for goal in game["goals"]:
                missed[goal] = missed.get(goal, 0) + (goal in unmet)
            only_home += unmet == ["home"]
    mean = sum(game["total"] for game in games) / len(games)
    seconds = sum(game["seconds"] for game in games) / len(games)
    missing = ", ".join(f"{goal} {count}" for goal, count in missed.items()) or "-"
    if "home" in missed:
        missing += f" (only home {only_home})"
    won = f"won {len(won_totals)}/{len(games)}"
    if won_totals:
        won += f" (won games' mean {sum(won_totals) / len(won_totals):.2f})"
    return f"{won}, lost games missed: {missing}; mean score {mean:+.1f}; {seconds:.1f} s a game"


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
    parser.add_argument("--cache", type=Path, default=default_cache(), help="the folder of the games already played")
    parser.add_argument("--no-cache", action="store_true", help="play every game again (and keep none)")
    parser.add_argument("--tree-offset", type=int, default=0,
                        help="added to each of the tree's bots' seeds: the same deals, other random draws for its bots")
    parser.add_argument("--worker", help=argparse.SUPPRESS)
    parser.add_argument("--seeds", type=int, nargs="*", help=argparse.SUPPRESS)
    parser.add_argument("--bot-offset", type=int, default=0, help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.worker:
        worker(args.worker, args.mode, args.bot, args.difficulty, args.seeds, args.bot_offset)
        return
    seeds = list(range(args.seed, args.seed + args.games))
    with tempfile.TemporaryDirectory() as scratch:
        base = export_revision(args.base, Path(scratch))
        trees = {"base": str(base), "tree": str(Path(args.tree).resolve())}
        started = time.perf_counter()
        cache = OutcomeCache(None if args.no_cache else args.cache)
        results, played = play_both(trees, args.mode, args.bot, args.difficulty, seeds, max(1, args.jobs), cache,
                                    {"tree": args.tree_offset})
        elapsed = time.perf_counter() - started
    moved = f" (its bots' seeds moved by {args.tree_offset})" if args.tree_offset else ""
    print(f"{args.games} {args.mode} games (seeds {seeds[0]}..{seeds[-1]}, difficulty {args.difficulty}), "
          f"{args.bot} bot: base {args.base} against {args.tree}{moved}, in {elapsed:.0f} s; "
          f"played now by the base {len(played['base'])}, by the tree {len(played['tree'])} (the rest from the cache)")
    for seed in seeds:
        a, b = results["base"][seed], results["tree"][seed]
        if (a["won"], a["total"]) != (b["won"], b["total"]):
            print(f"  seed {seed:4}: base {'won ' if a['won'] else 'lost'} {a['total']:+4}   tree {'won ' if b['won'] else 'lost'} {b['total']:+4}")
    for name in ("base", "tree"):
        print(f"{name}: {summary(results[name])}")
    only_base = sum(bool(results["base"][s]["won"]) and not results["tree"][s]["won"] for s in seeds)
    only_tree = sum(bool(results["tree"][s]["won"]) and not results["base"][s]["won"] for s in seeds)
    same = sum(results["base"][s]["total"] == results["tree"][s]["total"] for s in seeds)
    print(f"won by the base only {only_base}, by the tree only {only_tree} "
          f"(two-sided sign test: {sign_test(only_base, only_tree):.2f}); the same score in {same} of {len(seeds)} games")
    print(time_ratio(results, played["base"] & played["tree"]))


def time_ratio(results: dict[str, dict[int, dict]], timed: set[int]) -> str:
    """The tree's time over the base's, over the seeds ``timed`` (both played them in this run)."""
    if not timed:
        return "time, tree / base: not measured (no seed played by both in this run)"
    ratio = sum(results["tree"][s]["seconds"] for s in timed) / max(1e-9, sum(results["base"][s]["seconds"] for s in timed))
    return f"time, tree / base: {ratio:.2f} (over the {len(timed)} seeds both played in this run)"


if __name__ == "__main__":
    main()
