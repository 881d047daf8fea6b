"""The browser tests' own harness: a renderer crash does not carry over to the tests after it."""

from types import SimpleNamespace

import pytest
from playwright.sync_api import Error

from conftest import is_renderer_crash


def crash_report(error: Exception) -> SimpleNamespace:
    return SimpleNamespace(failed=True, longrepr=f"playwright._impl._errors.Error: {error}")


def test_after_a_renderer_crash_the_next_test_gets_a_new_browser(browser_keeper):
    crashed_in = browser_keeper.get()
    page = crashed_in.new_page()
    try:
        page.goto("chrome://crash")  # Chromium's own way to kill a page's renderer
    except Error:
        pass
    with pytest.raises(Error) as crash:
        page.locator("body").count()
    assert is_renderer_crash(crash_report(crash.value)), str(crash.value)

    browser_keeper.crashed = True  # what pytest_runtest_makereport does on such a failure
    launches = browser_keeper.launches
    fresh = browser_keeper.get()
    assert fresh is not crashed_in and not crashed_in.is_connected()
    assert browser_keeper.launches == launches + 1
    page = fresh.new_page()
    page.set_content("<p>alive</p>")
    assert page.locator("p").inner_text() == "alive"
    page.close()
    assert browser_keeper.get() is fresh  # no crash since: the same browser


def test_an_ordinary_failure_keeps_the_browser():
    assert not is_renderer_crash(SimpleNamespace(failed=True, longrepr="AssertionError: 3 != 4"))
    assert not is_renderer_crash(SimpleNamespace(failed=False, longrepr=None))
