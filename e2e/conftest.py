"""Browser-test fixtures: the system Chromium, a local server, and a page that is watched.

Every page a test opens through the ``game_page`` fixture is checked at the end:
no request left 127.0.0.1, no PyScript error element, no console error.
"""

from __future__ import annotations

import os
import shutil
import sys
from collections.abc import Callable, Iterator
from pathlib import Path
from urllib.parse import urlparse

import pytest
from playwright.sync_api import Browser

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from serve import start_server  # noqa: E402

CHROMIUM_FLAGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
    "--disable-dev-shm-usage",
    "--host-resolver-rules=MAP * ~NOTFOUND , EXCLUDE 127.0.0.1",
]


def chromium_path() -> str:
    path = os.environ.get("NWP_CHROMIUM") or shutil.which("chromium") or shutil.which("chromium-browser")
    if not path:
        pytest.exit("Chromium is missing: run ./test.sh (it installs Debian's chromium) or set NWP_CHROMIUM", 2)
    return path


RENDERER_CRASHES = ["Target crashed", "Page crashed"]
"""Chromium's renderer dies now and then on this 2-core machine (about one page load in a few
hundred, in a different test each time, with no error from the page before it): such a test is
run once more in a fresh context. Any other failure, and a second crash, still fails."""


def pytest_collection_modifyitems(items):
    for item in items:
        if Path(str(item.fspath)).parent == Path(__file__).parent:
            item.add_marker(pytest.mark.flaky(reruns=1, only_rerun=RENDERER_CRASHES))


def is_renderer_crash(report: pytest.TestReport) -> bool:
    """Whether a test's failure is Chromium's renderer dying (see RENDERER_CRASHES)."""
    return report.failed and any(crash in str(report.longrepr) for crash in RENDERER_CRASHES)


class BrowserKeeper:
    """The browser the tests share, launched again after a renderer crash.

    A crash may leave the browser itself in a bad state, and then every page after it crashes
    too (one CI run had crashes all through the 83 browser tests, 23 of them crashing again
    when run once more). So the test that crashed, run once more, and every test after it get a
    new browser.
    """

    def __init__(self, launch: Callable[[], Browser]) -> None:
        self._launch = launch
        self._browser: Browser | None = None
        self.launches = 0
        self.crashed = False

    def get(self) -> Browser:
        """The shared browser: a new one if the last crashed or is gone."""
        if self._browser is not None and (self.crashed or not self._browser.is_connected()):
            self.close()
        if self._browser is None:
            self._browser = self._launch()
            self.launches += 1
            self.crashed = False
        return self._browser

    def close(self) -> None:
        if self._browser is not None:
            try:
                self._browser.close()
            except Exception:  # a browser that died cannot be closed: it is gone anyway
                pass
            self._browser = None


_keeper: BrowserKeeper | None = None


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_makereport(item, call):
    outcome = yield
    if _keeper is not None and is_renderer_crash(outcome.get_result()):
        _keeper.crashed = True


@pytest.fixture(scope="session")
def browser_keeper(launch_browser: Callable[[], Browser]) -> Iterator[BrowserKeeper]:
    global _keeper
    _keeper = BrowserKeeper(launch_browser)
    yield _keeper
    _keeper.close()
    _keeper = None


@pytest.fixture
def browser(browser_keeper: BrowserKeeper) -> Browser:
    """Overrides pytest-playwright's browser: the shared one, new after a renderer crash."""
    return browser_keeper.get()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args):
    return {**browser_type_launch_args, "executable_path": chromium_path(), "args": CHROMIUM_FLAGS}


@pytest.fixture(scope="session")
def server_url():
    server, url = start_server(ROOT)
    yield url
    server.shutdown()


@pytest.fixture(scope="session")
def base_url(server_url):
    """Overrides pytest-playwright's base_url fixture with our local server."""
    return server_url


class WatchedPage:
    """A Playwright page plus what it requested and logged."""

    def __init__(self, page) -> None:
        self.page = page
        self.requests: list[str] = []
        self.console_errors: list[str] = []
        page.on("request", lambda request: self.requests.append(request.url))
        page.on("console", lambda message: message.type == "error" and self.console_errors.append(message.text))
        page.on("pageerror", lambda error: self.console_errors.append(str(error)))
        page.on("response", lambda response: response.status >= 400 and self.console_errors.append(f"HTTP {response.status}: {response.url}"))

    def open(self, url: str, ready: str = "board", timeout: float = 60_000) -> None:
        """Navigate and wait until Python marks the page ready (body[data-ready])."""
        self.page.goto(url)
        self.page.wait_for_selector(f"body[data-ready='{ready}']", timeout=timeout, state="attached")

    def assert_clean(self) -> None:
        outside = [url for url in self.requests if urlparse(url).hostname not in ("127.0.0.1", None) and not url.startswith("data:")]
        assert outside == [], f"requests left 127.0.0.1: {outside}"
        assert self.page.locator(".py-error").count() == 0, self.page.locator(".py-error").first.inner_text()
        assert self.console_errors == [], f"console errors: {self.console_errors}"


NO_SNAPSHOT = "window.nwpSnapshot = 'off';"
"""Tests that are not about start-up do not make the interpreter's snapshot (assets/boot.mjs):
every test starts in a fresh browser, and a snapshot per test would only load the machine."""


@pytest.fixture
def game_page(page):
    page.context.add_init_script(NO_SNAPSHOT)
    watched = WatchedPage(page)
    yield watched
    watched.assert_clean()


@pytest.fixture
def snapshot_page(page):
    """A watched page that makes and restores the interpreter's snapshot as a player's would."""
    watched = WatchedPage(page)
    yield watched
    watched.assert_clean()


@pytest.fixture
def second_device(browser):
    """A page in a separate browser context: another device, with its own storage."""
    context = browser.new_context()
    context.add_init_script(NO_SNAPSHOT)
    watched = WatchedPage(context.new_page())
    yield watched
    watched.assert_clean()
    context.close()
