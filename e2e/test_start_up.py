"""Start-up in the real page: the board is drawn before Python is ready, and a resumed game shows
the table it drew last (as an image that can run nothing) until Python draws it again."""

from __future__ import annotations

import json

from test_play import dismiss_banner, start_game


def wait_ready(page) -> None:
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)


def reload_holding_python(page) -> list:
    """Reload with the interpreter's WebAssembly held back: what the page shows before Python."""
    held: list = []
    page.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.reload(wait_until="domcontentloaded")
    return held


def release(page, held: list) -> None:
    for route in held:
        route.continue_()
    page.unroute("**/pyodide.asm.wasm")
    wait_ready(page)


def test_the_board_is_on_screen_before_python_and_a_resumed_game_shows_its_last_table(game_page, server_url):
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    page = game_page.page
    dismiss_banner(page)
    page.locator("#display [data-action]").first.click()
    kept = json.loads(page.evaluate("sessionStorage.getItem('nwp.paint')"))
    assert kept["id"] == page.evaluate("localStorage.getItem('nwp.current')") and kept["svg"].startswith("<svg")
    held = reload_holding_python(page)
    page.wait_for_selector("#board img.first-paint")
    assert page.evaluate("document.body.dataset.ready") is None
    assert page.locator("#loading").is_visible() and page.locator("#board-svg").count() == 1
    page.wait_for_function("document.querySelector('#board img.first-paint').naturalWidth > 0")
    assert page.locator("#board [data-action]").count() == 0  # nothing to click before Python
    release(page, held)
    assert page.locator("#board img.first-paint").count() == 0 and page.locator("#board #targets").count() == 1  # Python's table


def test_a_new_visitor_sees_the_empty_board_before_python(game_page, server_url):
    game_page.open(server_url)
    page = game_page.page
    page.evaluate("localStorage.clear(); sessionStorage.clear()")
    held = reload_holding_python(page)
    page.wait_for_selector("#board-svg")
    assert page.locator("#board img.first-paint").count() == 0 and page.locator("#loading").is_visible()
    release(page, held)


def test_a_hostile_saved_picture_runs_nothing_and_the_game_loads(game_page, server_url):
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    page = game_page.page
    dialogs: list = []
    page.on("dialog", lambda dialog: (dialogs.append(dialog.message), dialog.dismiss()))
    page.evaluate("""() => {
        const id = localStorage.getItem('nwp.current');
        const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script>'
                  + '<image href="http://evil.example/x.png" width="10" height="10"/></svg>';
        sessionStorage.setItem('nwp.paint', JSON.stringify({id, svg}));
        localStorage.setItem('nwp.paint', '{not json');
    }""")
    held = reload_holding_python(page)
    page.wait_for_timeout(500)
    release(page, held)
    assert dialogs == [] and page.locator("#players").inner_text().count("Ann") == 1
