"""Sharing and keeping games in the real page: links, play by link, files, the list, tabs, quota."""

from __future__ import annotations

import json
import random
from urllib.parse import urlparse

from nwp import checked
from nwp.state import GameState

from test_play import click_action, dismiss_banner, play_one_step, reach_play, saved, start_game


def wait_ready(page) -> None:
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)


def share_link(page) -> str:
    """The link from the share dialog, opened from the hand-over card if one is up."""
    in_banner = page.locator("#overlay [data-ui='share']")
    (in_banner if in_banner.count() else page.locator("header [data-ui='share']")).click()
    link = page.locator("#share-link").input_value()
    page.click("#share [data-ui='close']")
    return link


def play_steps(page, steps: int, seed: int) -> None:
    chooser = random.Random(seed)
    for _ in range(steps):
        play_one_step(page, chooser)
    dismiss_banner(page)


def test_a_share_link_opens_the_same_game_on_another_device(game_page, second_device, server_url):
    start_game(game_page, server_url, 3, ["Ann", "Bob", "Cy"])
    page = game_page.page
    reach_play(page)
    play_steps(page, 12, seed=3)
    link = share_link(page)
    assert urlparse(link).fragment.startswith("game=") and len(link) < 400
    here = saved(page)
    second_device.open(link)
    other = second_device.page
    there = saved(other)
    assert there["state"]["history"] == here["state"]["history"]
    assert there["colours"] == here["colours"]
    assert other.locator("#overlay h2").inner_text() == "Game received by link"
    assert "Game received by link" in other.locator("#overlay").inner_text()
    dismiss_banner(other)
    assert other.locator("#status").inner_text() == page.locator("#status").inner_text()
    assert "#" not in other.url  # the link is consumed: a reload shows the saved game


def test_play_by_link_back_and_forth_shows_whose_turn_and_what_happened(game_page, second_device, server_url):
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    alice = game_page.page
    reach_play(alice)
    # Alice plays until it is Bob's turn, then sends the link.
    first = saved(alice)["state"]["current"]
    chooser = random.Random(5)
    while saved(alice)["state"]["current"] == first:
        play_one_step(alice, chooser)
    link = share_link(alice)
    second_device.open(link)
    bob = second_device.page
    state = saved(bob)["state"]
    receiver, sender = (state["players"][i]["name"] for i in (state["current"], first))
    banner = bob.locator("#overlay").inner_text()
    assert f"it is {receiver}'s turn" in banner
    assert f"Since {receiver}'s last turn:" in banner and f"{sender} ends the turn" in banner
    dismiss_banner(bob)
    assert bob.locator("#log li.new").count() > 0
    before = len(saved(bob)["state"]["history"])
    while saved(bob)["state"]["current"] != first and saved(bob)["state"]["phase"] != "over":
        play_one_step(bob, chooser)
    reply = share_link(bob)
    alice.goto(reply)
    wait_ready(alice)
    assert "Your saved copy of this game now continues" in alice.locator("#toast").inner_text()
    news = alice.locator("#overlay ol.news li").all_inner_texts()
    assert len(news) == len(saved(bob)["state"]["history"]) - before
    assert saved(alice)["state"]["history"] == saved(bob)["state"]["history"]
    assert len(json.loads(alice.evaluate("JSON.stringify(Object.keys(localStorage).filter(k => k.startsWith('nwp.game.')))"))) == 1


def test_a_bad_link_is_explained_and_the_current_game_is_untouched(game_page, server_url):
    start_game(game_page, server_url, 2)
    page = game_page.page
    reach_play(page)
    before = saved(page)
    good = share_link(page)
    code = good.split("#game=")[1]
    for bad in ("hello", code[:-4], code[:8] + ("A" if code[8] != "A" else "B") + code[9:], "3" + code[1:]):
        page.goto(f"{server_url}#game={bad}")
        wait_ready(page)
        toast = page.locator("#toast").inner_text()
        assert "could not be opened" in toast and "Your current game is unchanged" in toast
        assert saved(page)["state"] == before["state"]
        assert page.locator("[data-action]").count() > 0  # still playable


def test_saved_games_are_listed_and_resumed(game_page, server_url):
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    page = game_page.page
    reach_play(page)
    first = saved(page)
    page.click("header [data-ui='new-game']")
    page.click("[data-ui='players:3']")
    page.fill("[name=name1]", "Cy")
    page.click("[data-ui='start']")
    page.wait_for_selector("body[data-phase='setup']", state="attached")
    dismiss_banner(page)
    page.click("header [data-ui='games']")
    games = page.locator("#games li.game")
    assert games.count() == 2
    assert "Cy" in games.nth(0).inner_text() and "on the table" in games.nth(0).inner_text()
    assert "Ann" in games.nth(1).inner_text() and "Round 1" in games.nth(1).inner_text()
    games.nth(1).locator("[data-ui^='resume']").click()
    assert saved(page)["id"] == first["id"]
    assert saved(page)["state"] == first["state"]
    page.screenshot(path="test-results/resumed.png")


def test_export_and_import_a_game_file(game_page, server_url, tmp_path):
    start_game(game_page, server_url, 2)
    page = game_page.page
    reach_play(page)
    play_steps(page, 6, seed=8)
    page.click("header [data-ui='share']")
    with page.expect_download() as download:
        page.click("#share [data-ui='export']")
    path = tmp_path / "game.json"
    download.value.save_as(path)
    exported = json.loads(path.read_text())
    assert exported["record"] == GameState.from_json(saved(page)["state"]).record()
    page.click("#share [data-ui='close']")
    # Import it on a fresh storage: it opens as a saved game.
    page.evaluate("localStorage.clear()")
    page.reload()
    wait_ready(page)
    page.set_input_files("#import-file", str(path))
    page.wait_for_selector("#toast.shown")
    assert "The game from the file is open as a new saved game" in page.locator("#toast").inner_text()
    assert GameState.from_json(saved(page)["state"]).record() == exported["record"]
    # A file that is not a game is refused and changes nothing.
    bad = tmp_path / "bad.json"
    bad.write_text('{"hello": 1}')
    before = saved(page)
    page.set_input_files("#import-file", str(bad))
    page.wait_for_function("document.querySelector('#toast').innerText.includes('Could not open the file')")
    assert saved(page)["state"] == before["state"]


def test_two_tabs_on_one_game_follow_each_other(game_page, server_url):
    start_game(game_page, server_url, 2)
    page = game_page.page
    reach_play(page)
    other = page.context.new_page()
    other.goto(server_url)
    wait_ready(other)
    dismiss_banner(other)
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    other.wait_for_function("document.querySelector('#controls').innerText.includes('another tab')")
    assert other.locator("#status").inner_text() == page.locator("#status").inner_text()
    # The other tab acts on the latest position; the first follows in turn.
    action = other.locator("[data-action='end turn']")
    click_action(other, action)
    page.wait_for_function("document.querySelector('#controls').innerText.includes('another tab')")
    assert saved(page)["state"]["history"][-1][0] == "end turn"
    assert GameState.from_json(saved(page)["state"]).history == checked.replay(GameState.from_json(saved(page)["state"]).record()).history
    other.close()


def test_a_full_storage_quota_is_reported_and_loses_nothing(game_page, server_url):
    start_game(game_page, server_url, 2)
    page = game_page.page
    reach_play(page)
    before = saved(page)
    page.evaluate("""() => {
        const original = Storage.prototype.setItem;
        Storage.prototype.setItem = function (key, value) {
            if (key.startsWith('nwp.game.')) throw new DOMException('quota', 'QuotaExceededError');
            return original.call(this, key, value);
        };
    }""")
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    assert "storage is full" in page.locator("#controls .notice").inner_text()
    assert saved(page)["state"] == before["state"]  # the earlier save is intact
    assert page.locator("[data-action]").count() > 0  # and the game goes on
    click_action(page, page.locator("[data-action='end turn']"))
    assert "storage is full" in page.locator("#controls .notice").inner_text()
