"""The real page in headless Chromium: it loads offline from this repo and Python draws the board."""

from __future__ import annotations

from pathlib import Path

from nwp import data

ROOT = Path(__file__).resolve().parent.parent


def test_loading_indicator_is_plain_html(game_page, server_url):
    """Before Python runs, the static page already shows the board frame and a loading state."""
    page = game_page.page
    page.route("**/pyodide.asm.wasm", lambda route: None)  # hold the interpreter back: never answered
    page.goto(server_url)
    assert page.locator("#board.board-frame").is_visible()
    assert page.locator("#loading .spinner").is_visible()
    assert "Preparing the expedition" in page.locator("#loading").inner_text()


def test_python_renders_the_board(game_page, server_url):
    game_page.open(server_url)
    page = game_page.page
    assert page.locator("#loading").count() == 0
    assert page.locator("#board-svg .square").count() == data.GRID_WIDTH * data.GRID_HEIGHT
    assert page.locator("#board-svg .zone").count() == 3
    tiles = page.locator("#board-svg .tile.preprinted")
    assert sorted(tiles.nth(i).get_attribute("data-squares") for i in range(tiles.count())) == ["A4", "L4", "L5"]
    assert page.locator("#board-svg .token[data-token='Cairn']").count() == 2
    assert page.locator("#arrow-greenland").count() == 1 and page.locator("#arrow-nwp").count() == 1
    # Disc on III at the start: the two northern rows are frozen.
    assert page.locator("#board-svg .frozen").get_attribute("data-rows") == "2"


def test_every_module_the_page_imports_is_shipped_to_the_browser(game_page, server_url):
    """The browser's file system holds every module the page imports, and not the command-line
    tools (a missing [files] entry fails here; tests/test_shipping.py reads the imports)."""
    from tests.test_shipping import page_modules

    game_page.open(server_url)
    shipped = set(game_page.page.evaluate("document.body.dataset.modules").split(","))
    assert page_modules() == shipped
    assert "nwp/cli.py" not in shipped and "nwp/tournament.py" not in shipped


def test_screenshot_for_review(game_page, server_url, tmp_path_factory):
    """Keeps a screenshot of the loaded page (test-results/) for people to look at."""
    game_page.page.set_viewport_size({"width": 1280, "height": 800})
    game_page.open(server_url)
    out = ROOT / "test-results"
    out.mkdir(exist_ok=True)
    game_page.page.screenshot(path=str(out / "board-1280x800.png"))
    assert (out / "board-1280x800.png").stat().st_size > 10_000
