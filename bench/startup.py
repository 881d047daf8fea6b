"""Start-up cost of the game page against a bare PyScript page with the same Pyodide.

Measures, in one run and one browser, the time from navigation start to
"board rendered by Python" (performance mark ``board-rendered``) for index.html,
and to "Python has run" (mark ``python-ready``) for bench/bare.html, alternating
the two pages, each in a fresh browser context. Prints medians and their ratio, and the game
page's first contentful paint (the board is drawn into index.html, so it is in that paint).

    .venv/bin/python bench/startup.py [--runs 7]
"""

from __future__ import annotations

import argparse
import statistics

from common import browser_and_server


def time_to_mark(browser, url: str, mark: str, paints: list | None = None) -> float:
    context = browser.new_context()
    page = context.new_page()
    page.goto(url)
    page.wait_for_function(f"performance.getEntriesByName('{mark}').length > 0", timeout=120_000)
    elapsed = page.evaluate(f"performance.getEntriesByName('{mark}')[0].startTime")
    if paints is not None:
        paints.append(page.evaluate("performance.getEntriesByName('first-contentful-paint')[0].startTime"))
    context.close()
    return elapsed


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    game, bare, paints = [], [], []
    with browser_and_server() as (browser, url):
        time_to_mark(browser, url, "board-rendered")  # warm the disk cache once, not counted
        for _ in range(args.runs):
            bare.append(time_to_mark(browser, url + "bench/bare.html", "python-ready"))
            game.append(time_to_mark(browser, url, "board-rendered", paints))
    game_ms, bare_ms = statistics.median(game), statistics.median(bare)
    print(f"runs: {args.runs} each, alternating, fresh context per load")
    print(f"bare PyScript page, navigation -> Python ran:        median {bare_ms:7.0f} ms  (min {min(bare):.0f}, max {max(bare):.0f})")
    print(f"game page,          navigation -> board rendered:    median {game_ms:7.0f} ms  (min {min(game):.0f}, max {max(game):.0f})")
    print(f"ratio game / bare: {game_ms / bare_ms:.3f}  (goal <= 1.15)")
    paint_ms = statistics.median(paints)
    print(f"game page, first contentful paint (the board):      median {paint_ms:7.0f} ms  (min {min(paints):.0f}, max {max(paints):.0f}; goal < 300)")


if __name__ == "__main__":
    main()
