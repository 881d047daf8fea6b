"""What the bots' per-decision memo of ways saves, in one run (CPython).

    python3 bench/bot_memo.py --mode solo-terror --level hard --positions 30

Plays a game of ``--mode`` by medium bots (seed 1, difficulty 2 in the HMS Terror modes), keeps
``--positions`` of its positions spread over the game, and has the ``--level`` bot decide on
each twice, with the memo of ways (``bots.memoised`` and the distances from each start) and
without it (only each place's one-step moves kept, as before that memo), alternately, so both
see the same machine load. Prints the time per decision both ways, the ratio, and whether
every decision was the same (it must be: the memo only saves work).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nwp import bots, engine  # noqa: E402
from nwp.bots import make_bot  # noqa: E402


def positions(mode: str, count: int) -> list:
    """``count`` positions of one medium bot game of ``mode``, spread over it."""
    if mode == "standard":
        state = engine.new_game(2, seed=1)
    else:
        options = {"difficulty": 2} if mode in ("solo-terror", "coop") else {}
        names = ["Terror", "Erebus"] if mode == "coop" else ["Solo"]
        state = engine.new_game(names, seed=1, variant=mode, options=options)
    players = [make_bot("medium", 1 + seat) for seat in range(state.num_players)]
    seen = []
    while not engine.is_over(state):
        if state.phase == "play":
            seen.append(state)
        state = engine.apply(state, players[state.current].choose(state))
    step = max(1, len(seen) // count)
    return seen[::step][:count]


def timed(level: str, state, memo: bool) -> tuple[float, object]:
    bots._move_tables.enabled = memo
    started = time.perf_counter()
    action = make_bot(level, 7).choose(state)
    return time.perf_counter() - started, action


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--mode", default="solo-terror", choices=("solo-terror", "coop", "solo-original", "standard"))
    parser.add_argument("--level", default="hard", choices=("medium", "hard"))
    parser.add_argument("--positions", type=int, default=30)
    args = parser.parse_args(argv)
    with_memo, without, same = [], [], 0
    chosen = positions(args.mode, args.positions)
    for state in chosen:
        fast, action = timed(args.level, state, True)
        slow, other = timed(args.level, state, False)
        with_memo.append(fast)
        without.append(slow)
        same += action == other
    bots._move_tables.enabled = True
    print(f"{args.level} decisions on {len(chosen)} positions of a {args.mode} game")
    print(f"  with the memo:    median {1000 * statistics.median(with_memo):7.1f} ms, total {sum(with_memo):6.1f} s")
    print(f"  without the memo: median {1000 * statistics.median(without):7.1f} ms, total {sum(without):6.1f} s")
    print(f"  time without / with: {sum(without) / sum(with_memo):.2f}")
    print(f"  the same decision both ways: {same} of {len(chosen)}")


if __name__ == "__main__":
    main()
