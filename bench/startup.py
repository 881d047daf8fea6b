"""Start-up cost of the game page against a bare PyScript page with the same Pyodide.

Measures, in one run and one browser, alternating the two pages:

- first visit (a fresh browser context): navigation start to "board rendered by Python"
  (performance mark ``board-rendered``, the moment the table becomes clickable) for index.html,
  and to "Python has run" (mark ``python-ready``) for bench/bare.html;
- return visit (the same context, loaded a second time): the same two marks. Before the game
  page's return visit the bench waits until the first visit has stored the interpreter's memory
  snapshot (assets/boot.mjs), as a player's browser would have long done by their next visit;
- the game page's first contentful paint (the board is drawn into index.html, so it is in that
  paint) and the sum of main-thread long tasks (over 50 ms) from navigation to the mark on the
  return visit;
- on the game page's first visit, the longest main-thread task from the moment the board is
  interactive until the snapshot is stored: the player may be playing by then, and the snapshot,
  made in a worker, is handed to the page in that time.

Prints medians and the ratios the start-up issue sets as goals.

    .venv/bin/python bench/startup.py [--runs 5]
"""

from __future__ import annotations

import argparse
import statistics

from common import WATCH_LONG_TASKS, browser_and_server


def load(page, url: str, mark: str) -> dict:
    """Navigates and returns the mark's time, the first contentful paint and the long tasks."""
    page.goto(url)
    page.wait_for_function(f"performance.getEntriesByName('{mark}').length > 0", timeout=180_000)
    return page.evaluate(
        f"""() => {{
            const paint = performance.getEntriesByName('first-contentful-paint')[0];
            const at = performance.getEntriesByName('{mark}')[0].startTime;
            return {{
                at,
                paint: paint ? paint.startTime : null,
                blocking: window.nwpLongTasks.reduce((sum, task) => sum + task.duration, 0),
                start: document.documentElement.dataset.pythonStart || null,
            }};
        }}"""
    )


def visits(browser, url: str, mark: str, wait_for_snapshot: bool) -> tuple[dict, dict]:
    """A first visit in a fresh context, then a return visit in the same context."""
    context = browser.new_context()
    context.add_init_script(WATCH_LONG_TASKS)
    page = context.new_page()
    first = load(page, url, mark)
    if wait_for_snapshot:
        page.wait_for_function("document.documentElement.dataset.pythonSnapshot", timeout=180_000)
        stored = page.evaluate("document.documentElement.dataset.pythonSnapshot")
        if stored != "stored":
            raise SystemExit(f"the snapshot was not stored ({stored}); see the console")
        page.wait_for_timeout(300)  # the observer reports a task once it has ended
        first["after_ready"] = page.evaluate(
            f"""() => {{
                const ready = performance.getEntriesByName('{mark}')[0].startTime;
                return Math.max(0, ...window.nwpLongTasks.filter((task) => task.start > ready).map((task) => task.duration));
            }}"""
        )
    again = load(page, url, mark)
    context.close()
    return first, again


def median(values: list[float]) -> float:
    return statistics.median(values)


def line(label: str, values: list[float], goal: str = "") -> str:
    return f"{label:<58} median {median(values):7.0f} ms  (min {min(values):.0f}, max {max(values):.0f}){goal}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    game_first, game_again, bare_first, bare_again = [], [], [], []
    paints, paints_again, blocking_again, bare_blocking_again = [], [], [], []
    after_ready: list[float] = []
    starts = set()
    with browser_and_server() as (browser, url):
        visits(browser, url + "bench/bare.html", "python-ready", False)  # warm the disk, not counted
        for _ in range(args.runs):
            first, again = visits(browser, url + "bench/bare.html", "python-ready", False)
            bare_first.append(first["at"])
            bare_again.append(again["at"])
            bare_blocking_again.append(again["blocking"])
            first, again = visits(browser, url, "board-rendered", True)
            game_first.append(first["at"])
            game_again.append(again["at"])
            paints.append(first["paint"])
            after_ready.append(first["after_ready"])
            paints_again.append(again["paint"])
            blocking_again.append(again["blocking"])
            starts.add(again["start"])
    print(f"runs: {args.runs} of each page, alternating; each run a fresh context, loaded twice")
    print("first visit")
    print(line("  bare PyScript page, navigation -> Python ran", bare_first))
    print(line("  game page, navigation -> board interactive", game_first))
    print(f"  ratio game / bare: {median(game_first) / median(bare_first):.3f}  (goal <= 1.10)")
    print(line("  game page, longest task once interactive (snapshot made)", after_ready, "  (goal < 200)"))
    print("return visit (same context; the game page restores its snapshot)")
    print(line("  bare PyScript page, navigation -> Python ran", bare_again))
    print(line("  game page, navigation -> board interactive", game_again))
    print(f"  ratio game / bare: {median(game_again) / median(bare_again):.3f}  (goal <= 0.33)")
    print(f"  how the game page's Python started: {', '.join(sorted(map(str, starts)))}")
    print(line("  game page, sum of long tasks", blocking_again, "  (goal < 500)"))
    print(line("  bare page, sum of long tasks", bare_blocking_again))
    print("first contentful paint of the game page (the board)")
    print(line("  first visit", paints, "  (goal < 300)"))
    print(line("  return visit", paints_again, "  (goal < 300)"))


if __name__ == "__main__":
    main()
