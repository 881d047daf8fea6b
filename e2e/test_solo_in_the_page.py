"""The two solo modes in the real page: chosen on the form, shown, played by clicks to their end."""

from __future__ import annotations

import random

from nwp import checked, engine

from test_play import RESULTS, click_action, dismiss_banner, open_clean, play_one_step, saved_state


def start_solo(game_page, server_url, mode: str, name: str = "Ann") -> None:
    open_clean(game_page, server_url)
    page = game_page.page
    page.click(f"[data-ui='mode:{mode}']")
    assert page.locator("[name=name2]").is_hidden()  # one seat only
    page.fill("[name=name1]", name)
    if mode == "solo-terror":
        page.select_option("[name=difficulty]", "2")
    else:
        page.check("[name=lost_crew]")
    page.screenshot(path=str(RESULTS / f"new-game-{mode}.png"))
    page.click("[data-ui='start']")
    page.wait_for_selector("body[data-phase='play'], body[data-phase='setup']", state="attached")


def play_to_the_end(page, seed: int, limit: int = 1500) -> None:
    chooser = random.Random(seed)
    for _ in range(limit):
        if page.evaluate("document.body.dataset.phase") == "over":
            return
        play_one_step(page, chooser)
    raise AssertionError("the solo game did not end")


def shown_total(page) -> int:
    return int(page.locator("#final-scores tr.total td").inner_text())


def test_hms_terror_solo_shows_its_boards_and_plays_to_its_end(game_page, server_url):
    start_solo(game_page, server_url, "solo-terror")
    page = game_page.page
    state = saved_state(page)
    assert state.variant == "solo-terror" and state.setup_record["options"] == {"difficulty": 2}
    board = page.locator(".solo-board")
    # Difficulty 2 starts with 13 of each; the setup Voyage card may already have changed them.
    assert int(board.locator(".meter.food").get_attribute("data-food")) == state.solo["food"]
    assert int(board.locator(".meter.morale").get_attribute("data-morale")) == state.solo["morale"]
    assert board.locator(".voyage").get_attribute("data-card") == state.solo["card"]
    assert board.locator(".franklin .step").count() == 10
    assert "turn 1 of 4" in board.locator(".season").inner_text()
    assert page.locator(".display .slot").count() == 3  # the Sextant's large tiles
    assert "Sextant" in page.locator("#display h2").inner_text()
    page.screenshot(path=str(RESULTS / "solo-terror-start.png"))
    # The payment choice is a click, and is kept in the game.
    page.click("[data-action='pay with morale']")
    assert saved_state(page).solo["pay_with"] == "morale"
    assert "Paying with morale" in page.locator(".costs").inner_text()
    play_to_the_end(page, 7)
    page.screenshot(path=str(RESULTS / "solo-terror-end.png"))
    final = page.locator("#final-scores")
    replayed = checked.replay(saved_state(page).record())
    scores = engine.final_scores(replayed)
    assert final.get_attribute("data-result") == ("won" if scores["solo"]["won"] else "lost")
    assert shown_total(page) == scores["players"][0]["total"]
    if not scores["solo"]["won"]:
        assert "Missing:" in final.inner_text()


def test_original_solo_draw_and_place_then_play_to_its_end(game_page, server_url):
    start_solo(game_page, server_url, "solo-original", "Bo")
    page = game_page.page
    while page.evaluate("document.body.dataset.phase") == "setup":  # the free pick
        if not dismiss_banner(page):
            click_action(page, page.locator(".display [data-action]").first)
    dismiss_banner(page)
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    leftmost = saved_state(page).display[0]
    page.click("[data-ui='draw-and-place']")
    targets = page.locator("#board-svg .target.place")
    for _ in range(4):
        if targets.count():
            break
        page.click("[data-ui='rotate']")
    assert targets.count() > 0
    click_action(page, targets.first)
    state = saved_state(page)
    assert state.history[-1][0].startswith(f"ship draws and places {leftmost}")
    assert leftmost not in state.display and state.display[-1] is not None  # slid left, refilled on the right
    assert "Year 1" in page.locator(".solo-board").inner_text()
    play_to_the_end(page, 11)
    page.screenshot(path=str(RESULTS / "solo-original-end.png"))
    scores = engine.final_scores(checked.replay(saved_state(page).record()))
    assert shown_total(page) == scores["players"][0]["total"]
    assert page.locator("#final-scores").get_attribute("data-result") == "scored"
    assert "Empty squares" in page.locator("#final-scores").inner_text()
