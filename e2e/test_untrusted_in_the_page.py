"""Untrusted input in the real page: the Content-Security-Policy, hostile files, hostile storage,
long and right-to-left names from links, and tabs that each keep their own game."""

from __future__ import annotations

import json
from pathlib import Path

from test_play import dismiss_banner, reach_play, saved, start_game

UNTRUSTED = Path(__file__).resolve().parent.parent / "tests" / "untrusted"
LINKS = json.loads((UNTRUSTED / "links.json").read_text())


def wait_ready(page) -> None:
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)


def watch_dialogs(page) -> list[str]:
    """Every alert/confirm/prompt the page opens (an injected script would open one)."""
    opened: list[str] = []

    def record(dialog) -> None:
        opened.append(dialog.message)
        dialog.dismiss()

    page.on("dialog", record)
    return opened


def link_for(server_url: str, name: str) -> str:
    return server_url + "#game=" + LINKS[name].split("#game=", 1)[1]


def test_the_policy_blocks_an_injected_event_handler(game_page, server_url):
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    page = game_page.page
    policy = page.locator("meta[http-equiv='Content-Security-Policy']").get_attribute("content")
    assert "'unsafe-inline'" not in policy and "default-src 'self'" in policy
    page.evaluate("""() => {
        window.violations = [];
        document.addEventListener('securitypolicyviolation', (e) => window.violations.push(e.violatedDirective));
        // a box of its own: the page draws the log again as the game goes on, and an image taken
        // away with it before its error fired left the test waiting (flaky)
        const box = document.createElement('div');
        document.body.append(box);
        box.insertAdjacentHTML('beforeend',
            '<img src="data:," onerror="window.injected = 1"><div style="background:url(//evil.example/x)">x</div>');
    }""")
    page.wait_for_function("window.violations.length >= 2")
    assert page.evaluate("window.injected") is None
    directives = page.evaluate("window.violations")
    assert any(d.startswith("script-src") for d in directives) and any(d.startswith("style-src") for d in directives)
    game_page.console_errors[:] = [e for e in game_page.console_errors if "Content Security Policy" not in e]


def test_a_game_file_with_script_in_a_colour_is_refused_and_runs_nothing(game_page, server_url):
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    page = game_page.page
    dialogs = watch_dialogs(page)
    before = saved(page)
    page.set_input_files("#import-file", str(UNTRUSTED / "evil-colour-game.json"))
    page.wait_for_selector("#toast.shown")
    assert "Could not open the file" in page.locator("#toast").inner_text()
    assert "colours" in page.locator("#toast").inner_text()
    page.set_input_files("#import-file", str(UNTRUSTED / "nested-game.json"))
    page.wait_for_function("document.querySelector('#toast').innerText.includes('nested')")
    assert dialogs == [] and saved(page) == before
    assert page.locator("#board img, #overlay img").count() == 0


HOSTILE_VALUES = [
    "[" * 10_000,
    (UNTRUSTED / "nested-game.json").read_text(),
    (UNTRUSTED / "evil-colour-game.json").read_text(),
    '"><img src=x onerror=alert(1)>',
    '{"save": 2, "id": "AAAAA", "revision": 1e999}',
    '{"save": 2, "id": "\\"><img src=x onerror=alert(1)>", "summary": {"round": 1e999}}',
    "",
]


def test_whatever_is_in_storage_the_page_loads_and_keeps_the_other_games(game_page, server_url):
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    page = game_page.page
    reach_play(page)
    good = saved(page)
    dialogs = watch_dialogs(page)
    for value in HOSTILE_VALUES:
        page.evaluate("""(value) => {
            for (const key of ['nwp.current', 'nwp.game.Bad01', 'nwp.game."><img src=x onerror=alert(1)>'])
                localStorage.setItem(key, value);
            sessionStorage.setItem('nwp.tab', value);
        }""", value)
        page.reload()
        wait_ready(page)
        assert page.locator(".py-error").count() == 0
        in_form = page.locator("#overlay [data-ui='games']")
        (in_form if in_form.count() else page.locator("header [data-ui='games']")).click()
        listed = page.locator("#games li.game:not(.unreadable)")
        assert listed.count() == 1 and "Ann" in listed.inner_text(), value[:40]
        listed.locator("[data-ui^='resume']").click()
        assert saved(page)["state"]["history"] == good["state"]["history"]
        assert page.locator("#players").inner_text().count("Ann") == 1
    assert dialogs == []
    kept = page.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('nwp.corrupt.')).length")
    assert kept >= len(HOSTILE_VALUES)


def test_long_and_right_to_left_names_from_a_link_never_break_the_table(game_page, server_url):
    page = game_page.page
    for size in ({"width": 1280, "height": 800}, {"width": 390, "height": 844}):
        page.set_viewport_size(size)
        game_page.open(link_for(server_url, "long_names_finished_game"))
        dismiss_banner(page)
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")  # the watch view fits too
        page.click("[data-ui='watch-end']")  # a finished game opens in the watch view; its scores are a click away
        page.wait_for_selector("#final-scores")
        assert page.evaluate("document.documentElement.scrollWidth <= window.innerWidth")
        card = page.locator("#final-scores")
        assert card.evaluate("(card) => card.scrollWidth <= card.clientWidth + 1")
        names = page.locator("#final-scores thead th").all_inner_texts()
        assert "evil" in names and all(len(name) <= 20 for name in names)
    page.set_viewport_size({"width": 1280, "height": 800})
    game_page.open(link_for(server_url, "rtl_override_name_midgame"))
    dismiss_banner(page)
    lines = page.locator("#log li").all_inner_texts()
    assert lines and all("\u202e" not in line for line in lines)
    assert any(line.startswith("Ann") for line in lines)


def test_each_tab_keeps_its_own_game_across_a_reload(game_page, server_url):
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    first = game_page.page
    second = first.context.new_page()
    second.goto(server_url)
    wait_ready(second)
    dismiss_banner(second)
    second.click("header [data-ui='new-game']")
    second.fill("[name=name1]", "Cid")
    second.fill("[name=name2]", "Dee")
    second.click("[data-ui='start']")
    second.wait_for_selector("body[data-phase='setup']", state="attached")
    first.reload()  # the first tab plays on: it is now the game last played anywhere
    wait_ready(first)
    assert "Ann" in first.locator("#players").inner_text()
    dismiss_banner(first)
    first.locator("#display [data-action]").first.click()
    second.reload()
    wait_ready(second)
    assert "Cid" in second.locator("#players").inner_text()
    assert "Ann" not in second.locator("#players").inner_text()
    games = first.evaluate("Object.keys(localStorage).filter((k) => k.startsWith('nwp.game.')).length")
    assert games == 2
    second.close()
