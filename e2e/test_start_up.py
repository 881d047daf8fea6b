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


# --- the interpreter's memory snapshot (assets/boot.mjs) ---------------------------------------------
def python_start(page) -> str:
    return page.evaluate("document.documentElement.dataset.pythonStart")


def visit_until_snapshot(watched, server_url) -> None:
    """A first visit: Python starts normally, then the snapshot is made once the page is up."""
    runtimes: list = []
    watched.page.on("request", lambda request: request.url.endswith("/pyodide.asm.wasm") and runtimes.append(request))
    watched.open(server_url)
    assert len(runtimes) == 1  # the start begun from <head> is the one PyScript uses
    assert python_start(watched.page) == "normal"
    watched.page.wait_for_function("document.documentElement.dataset.pythonSnapshot", timeout=180_000)
    assert watched.page.evaluate("document.documentElement.dataset.pythonSnapshot") == "stored"


def new_game_identity(page) -> tuple:
    """Start a new game from the form; its id, display and turn order (all drawn at random)."""
    if page.locator("#new-game-form").count() == 0:
        dismiss_banner(page)
        page.click("header [data-ui='new-game']")
    page.click("[data-ui='start']")
    page.wait_for_selector("body[data-phase='setup']", state="attached")
    save = json.loads(page.evaluate("localStorage.getItem('nwp.game.' + localStorage.getItem('nwp.current'))"))
    return save["id"], tuple(save["state"]["setup_record"]["display"]), tuple(save["state"]["setup_record"]["order"])


def test_a_return_visit_restores_the_snapshot_and_draws_fresh_chance(snapshot_page, server_url):
    # This fails if a runtime upgrade breaks the private snapshot options of loadPyodide.
    visit_until_snapshot(snapshot_page, server_url)
    page = snapshot_page.page
    games = []
    for _ in range(2):
        page.reload()
        wait_ready(page)
        assert python_start(page) == "snapshot"
        games.append(new_game_identity(page))
    assert games[0][0] != games[1][0] and games[0][1:] != games[1][1:]  # ids and setups not frozen
    assert page.locator(".py-error").count() == 0


def test_a_snapshot_that_does_not_restore_falls_back_to_the_normal_start(snapshot_page, server_url):
    visit_until_snapshot(snapshot_page, server_url)
    page = snapshot_page.page
    page.evaluate("""async () => {
        const cache = await caches.open('python-snapshot');
        for (const request of await cache.keys()) await cache.put(request, new Response(new Uint8Array(4096)));
    }""")
    lines: list = []
    page.on("console", lambda message: lines.append(message.text))
    page.reload()
    wait_ready(page)
    assert python_start(page) == "normal" and any("the snapshot did not restore" in line for line in lines)
    assert page.evaluate("caches.open('python-snapshot').then((c) => c.keys()).then((k) => k.length)") == 0


FALLBACKS = {
    "no Cache Storage (an old browser or a locked-down window)": "delete window.caches;",
    "storage denied": "for (const name of ['open', 'match', 'has', 'keys', 'delete'])"
    " CacheStorage.prototype[name] = () => Promise.reject(new DOMException('denied', 'SecurityError'));",
    "storage full": "Cache.prototype.put = () => Promise.reject(new DOMException('full', 'QuotaExceededError'));",
    "no crypto.subtle (an insecure address)": "Object.defineProperty(window.crypto, 'subtle', {value: undefined});",
}


def test_every_fallback_starts_python_normally_and_says_so_once(snapshot_page, server_url):
    page = snapshot_page.page
    for reason, breakage in FALLBACKS.items():
        context = page.context.browser.new_context()
        context.add_init_script(breakage)
        other = context.new_page()
        lines: list = []
        other.on("console", lambda message: lines.append(message.text))
        other.goto(server_url)
        wait_ready(other)
        assert python_start(other) == "normal", reason
        if reason == "storage full":
            other.wait_for_function("document.documentElement.dataset.pythonSnapshot", timeout=180_000)
            assert other.evaluate("document.documentElement.dataset.pythonSnapshot") == "failed"
        said = [line for line in lines if line.startswith("nwp: Python starts normally")]
        assert len(said) == 1, (reason, lines)
        other.click("[data-ui='start']")  # and the game plays
        other.wait_for_selector("body[data-phase='setup']", state="attached")
        context.close()
