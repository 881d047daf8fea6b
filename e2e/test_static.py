"""The built site (build.py) served under a sub-path: loads, plays, works offline, shares, updates."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from conftest import ROOT, WatchedPage
from serve import start_server
from test_play import click_action, dismiss_banner, reach_play, saved

sys.path.insert(0, str(ROOT))
import build  # noqa: E402

SUB_PATH = "/nwp/"


@pytest.fixture(scope="module")
def built(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("site") / "dist"
    build.build(out)
    return out


@pytest.fixture
def site(built):
    server, url = start_server(built, prefix=SUB_PATH)
    yield server, url
    server.shutdown()
    server.server_close()


def test_the_build_is_self_contained_with_relative_urls(built):
    html = (built / "index.html").read_text()
    # The board drawn into the page declares the SVG namespace, a name that is never fetched.
    html = html.replace('xmlns="http://www.w3.org/2000/svg"', "")
    for attribute in ('src="/', 'href="/', "http://", "https://"):
        assert attribute not in html
    toml = (built / "pyscript.toml").read_text()
    assert 'interpreter = "./assets/boot.mjs"' in toml
    boot = (built / "assets" / "boot.mjs").read_text()
    assert "../vendor/pyodide/" in boot and "http" not in boot
    worker = (built / "sw.js").read_text()
    listed = [line.strip().strip('",') for line in worker.splitlines() if line.strip().startswith('"./')]
    on_disk = {"./" + p.relative_to(built).as_posix() for p in built.rglob("*") if p.is_file()} - {"./sw.js"}
    assert set(listed) - {"./"} == on_disk  # precaches every file it ships, and only those


def test_the_cache_version_follows_the_content(built):
    files = build.site_files()
    template = (ROOT / "web" / "sw.js").read_text()
    version = build.stamp(built, files, template)
    assert build.stamp(built, files, template) == version  # same files, same version
    style = built / "assets" / "style.css"
    original = style.read_text()
    try:
        style.write_text(original + "\n/* changed */\n")
        assert build.stamp(built, files, template) != version
    finally:
        style.write_text(original)
        build.stamp(built, files, template)


def start(page, url: str) -> None:
    page.goto(url)
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)
    page.evaluate("localStorage.clear()")
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)
    page.click("[data-ui='start']")
    page.wait_for_selector("body[data-phase='setup']", state="attached")
    reach_play(page)


def wait_for_offline_copy(page) -> None:
    page.evaluate("navigator.serviceWorker.ready")
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)


def test_plays_under_a_sub_path_then_reloads_offline_and_with_the_server_gone(game_page, site):
    server, url = site
    assert url.endswith(SUB_PATH)
    page = game_page.page
    start(page, url)
    wait_for_offline_copy(page)
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    before = saved(page)
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)
    assert saved(page)["state"] == before["state"]
    click_action(page, page.locator("[data-action='end turn']"))
    dismiss_banner(page)
    page.context.set_offline(False)
    server.shutdown()
    server.server_close()
    fresh_tab = WatchedPage(page.context.new_page())
    fresh_tab.open(url)
    assert saved(fresh_tab.page)["state"]["history"][-1][0] == "end turn"
    assert fresh_tab.page.locator("[data-action]").count() > 0
    fresh_tab.page.screenshot(path=str(ROOT / "test-results" / "offline-built-site.png"))
    fresh_tab.assert_clean()


def test_a_share_link_from_the_built_site_opens_in_another_browser(game_page, second_device, site):
    _server, url = site
    page = game_page.page
    start(page, url)
    page.click("header [data-ui='share']")
    link = page.locator("#share-link").input_value()
    assert link.startswith(url + "#game=")
    second_device.open(link)
    assert saved(second_device.page)["state"]["history"] == saved(page)["state"]["history"]


def test_a_new_release_is_offered_as_a_reload(game_page, site, built):
    _server, url = site
    page = game_page.page
    start(page, url)
    wait_for_offline_copy(page)
    old = page.evaluate("document.querySelector('meta[name=nwp-build]').content")
    files = build.site_files()
    template = (ROOT / "web" / "sw.js").read_text()
    style = built / "assets" / "style.css"
    original = style.read_text()
    try:
        style.write_text(original + "\n/* release 2 */\n")
        new = build.stamp(built, files, template)
        page.evaluate("navigator.serviceWorker.getRegistration().then(r => r.update())")
        page.wait_for_selector("#update:not([hidden])", timeout=60_000)
        assert "new version" in page.locator("#update").inner_text()
        with page.expect_navigation():
            page.click("#update-reload")
        page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)
        assert page.evaluate("document.querySelector('meta[name=nwp-build]').content") == new != old
        caches = page.evaluate("caches.keys()")
        assert caches == [f"nwp-{new}"]  # the old release's cache is gone
    finally:
        style.write_text(original)
        build.stamp(built, files, template)


def test_the_built_site_restores_its_snapshot_offline(snapshot_page, site):
    """The interpreter's snapshot (assets/boot.mjs) is made and restored on the built site, under
    its service worker, and still restores with the network gone."""
    _server, url = site
    page = snapshot_page.page
    snapshot_page.open(url)
    wait_for_offline_copy(page)
    page.wait_for_function("document.documentElement.dataset.pythonSnapshot", timeout=180_000)
    assert page.evaluate("document.documentElement.dataset.pythonSnapshot") == "stored"
    page.context.set_offline(True)
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)
    assert page.evaluate("document.documentElement.dataset.pythonStart") == "snapshot"
    page.click("[data-ui='start']")
    page.wait_for_selector("body[data-phase='setup']", state="attached")
    page.context.set_offline(False)
