"""Computer players in the browser: the longest main-thread task and the think time per turn.

Starts a game of computer players only from the new-game form (default: hard, medium,
easy), watches it at the "Fast" speed to the final scores, and prints:

* the longest main-thread task from the click on "Set sail" to the final scores (Long Tasks
  API: every task over 50 ms is reported with its duration), and how many went over 50 and
  200 ms (loading the page and the runtime comes before and is measured by startup.py);
* the longest slice of bot thinking between two yields to the page (measured in Python);
* the think time per decision and per turn for each level (median, 95th percentile,
  worst), in milliseconds of wall time from the start of a decision to its action;
* the machine's load average at the start and the end: a long task on a busy machine may be
  the machine's doing (run it with nothing else running).

    .venv/bin/python bench/bots_browser.py [--seats hard,medium,easy]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from common import LONG_TASK_DURATIONS, WATCH_LONG_TASKS, browser_and_server, fresh_page, machine_load


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


def summary(values: list[float]) -> str:
    return (f"median {statistics.median(values):7.1f}  p95 {percentile(values, 0.95):7.1f}  "
            f"worst {max(values):7.1f}  (n={len(values)})")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seats", default="hard,medium,easy")
    parser.add_argument("--timeout", type=float, default=1800, help="seconds to wait for the game's end")
    args = parser.parse_args()
    seats = args.seats.split(",")
    load_at_start = os.getloadavg()
    with browser_and_server() as (browser, url):
        page = fresh_page(browser, url, WATCH_LONG_TASKS)
        page.click(f"[data-ui='players:{len(seats)}']")
        for number, level in enumerate(seats, start=1):
            page.select_option(f"[name=seat{number}]", level)
        page.evaluate("window.nwpLongTasks = []")  # loading the runtime is not the bots' doing
        started = time.perf_counter()
        page.click("[data-ui='start']")
        page.click("[data-ui='bot-speed:fast']")
        page.wait_for_selector("body[data-phase='over']", state="attached", timeout=args.timeout * 1000)
        elapsed = time.perf_counter() - started
        long_tasks = page.evaluate(LONG_TASK_DURATIONS)
        longest_slice = float(page.evaluate("document.body.dataset.botLongestSliceMs"))
        entries = [entry.split(":") for entry in page.evaluate("document.body.dataset.botThinkMs").split(",")]
        scores = page.inner_text(".scores") if page.query_selector(".scores") else ""
    per_decision: dict[str, list[float]] = {}
    per_turn: dict[str, list[float]] = {}
    previous = None
    for player, level, ms in entries:
        per_decision.setdefault(level, []).append(float(ms))
        if player == previous:
            per_turn[level][-1] += float(ms)
        else:
            per_turn.setdefault(level, []).append(float(ms))
        previous = player
    print(f"watched a {len(seats)}-player game ({', '.join(seats)}) to its end in {elapsed:.0f} s "
          f"({len(entries)} computer decisions, 'Fast' speed)")
    print(f"main thread: longest task {max(long_tasks, default=0):.0f} ms; "
          f"{len(long_tasks)} tasks over 50 ms, {sum(1 for d in long_tasks if d > 200)} over 200 ms")
    print(f"longest slice of bot thinking between yields: {longest_slice:.0f} ms")
    print(machine_load(load_at_start))
    for level in sorted(per_decision, key=seats.index):
        print(f"{level:>6} think per decision: {summary(per_decision[level])}")
        print(f"{level:>6} think per turn:     {summary(per_turn[level])}")
    if scores:
        print("final scores:", " | ".join(line for line in scores.splitlines() if line.strip())[:300])


if __name__ == "__main__":
    main()
