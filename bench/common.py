"""Shared helpers for the browser benchmarks: the local server, the system Chromium, and how busy
the machine was during a run."""

from __future__ import annotations

import os
import sys
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from e2e.conftest import CHROMIUM_FLAGS, chromium_path  # noqa: E402
from serve import start_server  # noqa: E402

WATCH_LONG_TASKS = """
window.nwpLongTasks = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) window.nwpLongTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: "longtask", buffered: true });
"""
"""An init script: every main-thread task over 50 ms, from the page's start, in
``window.nwpLongTasks`` (set it to ``[]`` to start counting again)."""

LONG_TASK_DURATIONS = "window.nwpLongTasks.map((task) => task.duration)"
"""An expression for ``page.evaluate``: the durations (ms) of the tasks ``WATCH_LONG_TASKS`` saw."""


@contextmanager
def browser_and_server():
    """Yields (browser, base URL) with the game served from this checkout."""
    from playwright.sync_api import sync_playwright

    server, url = start_server(ROOT)
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
            try:
                yield browser, url
            finally:
                browser.close()
    finally:
        server.shutdown()


def fresh_page(browser, url: str, init_script: str = ""):
    """A new 1280 × 800 page of the game on an empty storage (the new-game form), with
    ``init_script`` run before the page's own scripts."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    if init_script:
        page.add_init_script(init_script)
    page.goto(url)
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=120_000)
    page.evaluate("localStorage.clear()")
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=120_000)
    return page


def machine_load(at_start: tuple[float, float, float]) -> str:
    """A line saying how busy the machine was during a run that began when ``os.getloadavg()``
    gave ``at_start``: the 1-minute load average then and now, against the cores. A busy machine
    makes the page's tasks longer: the hints bench's longest task was 64-76 ms alone and 433 ms
    beside the browser tests (docs/ai.md, issue 21, twenty-seventh step)."""
    return (f"machine load (1-minute average): {at_start[0]:.1f} at the start, {os.getloadavg()[0]:.1f} "
            f"at the end, on {os.cpu_count()} cores")
