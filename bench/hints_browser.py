"""Hints in the browser: how long "What would the computer do?" takes, and whether the page stays
responsive while the computer works it out.

Starts a game for one person against an easy computer (default: the standard game; ``--mode``
takes the form's other modes), and on each of the person's next ``--hints`` turns clicks the hint
button, waits for the hint, then plays the hinted action when it is a button or a target on the
board (else passes). Prints the time from the click to the hint (median, 95th percentile, worst),
the longest main-thread task over the whole run (Long Tasks API) and how many went over 50 and
200 ms, the longest slice of thinking between two yields to the page (measured in Python), and
the machine's load average at the start and the end (a long task on a busy machine may be the
machine's doing: run it with nothing else running).

    .venv/bin/python bench/hints_browser.py [--hints 12] [--mode solo-terror]
"""

from __future__ import annotations

import argparse
import os
import statistics
import time

from bots_browser import percentile
from common import LONG_TASK_DURATIONS, WATCH_LONG_TASKS, browser_and_server, fresh_page, machine_load


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--hints", type=int, default=12)
    parser.add_argument("--mode", default="standard", choices=("standard", "solo-terror", "solo-original", "coop"))
    args = parser.parse_args()
    waits: list[float] = []
    load_at_start = os.getloadavg()
    with browser_and_server() as (browser, url):
        page = fresh_page(browser, url, WATCH_LONG_TASKS)
        page.click(f"[data-ui='mode:{args.mode}']")
        if args.mode == "standard":
            page.click("[data-ui='players:2']")
        if args.mode in ("standard", "coop"):
            page.select_option("[name=seat2]", "easy")
        page.click("[data-ui='start']")
        page.wait_for_selector("body[data-phase]", state="attached")
        if page.locator("[data-ui='bot-speed:fast']").count():
            page.click("[data-ui='bot-speed:fast']")
        page.evaluate("window.nwpLongTasks = []")
        while len(waits) < args.hints:
            page.wait_for_selector("[data-ui='hint'], body[data-phase='over']", state="attached", timeout=120_000)
            if page.evaluate("document.body.dataset.phase") == "over":
                break
            if page.locator("#overlay [data-ui='dismiss']").count():
                page.click("#overlay [data-ui='dismiss']")
                continue
            started = time.perf_counter()
            page.click("[data-ui='hint']")
            box = page.wait_for_selector(".hint-box[data-hint]", timeout=120_000)
            waits.append((time.perf_counter() - started) * 1000)
            hinted = box.get_attribute("data-hint")
            target = page.locator(f"[data-action=\"{hinted}\"]")
            if target.count():
                target.first.dispatch_event("click")
            else:
                page.locator(".controls [data-action='pass'], .controls [data-action='end turn'], .controls [data-action]").first.click()
            page.wait_for_timeout(100)
        long_tasks = page.evaluate(LONG_TASK_DURATIONS)
        longest_slice = float(page.evaluate("document.body.dataset.botLongestSliceMs || '0'"))
    print(f"{len(waits)} hints asked in a {args.mode} game (one person against an easy computer)")
    print(f"click to hint: median {statistics.median(waits):.0f} ms, p95 {percentile(waits, 0.95):.0f} ms, worst {max(waits):.0f} ms")
    print(f"main thread: longest task {max(long_tasks, default=0):.0f} ms; "
          f"{len(long_tasks)} tasks over 50 ms, {sum(1 for d in long_tasks if d > 200)} over 200 ms")
    print(f"longest slice of thinking between yields: {longest_slice:.0f} ms")
    print(machine_load(load_at_start))


if __name__ == "__main__":
    main()
