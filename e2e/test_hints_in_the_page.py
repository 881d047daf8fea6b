"""'What would the computer do?' in the real page: the hard bot's choice shown and explained, the board
marked, and the game, its save and its record left as they were."""

from __future__ import annotations

from playwright.sync_api import expect

from nwp import engine

from test_play import RESULTS, reach_play, saved, saved_state, start_game
from test_solo_in_the_page import start_solo


def ask_for_a_hint(page) -> str:
    """Click the hint button and wait for the hint; the hinted action's text."""
    before = saved(page)
    page.click("[data-ui='hint']")
    box = page.wait_for_selector(".hint-box[data-hint]", timeout=60_000)
    assert saved(page) == before  # asking changes neither the game nor its save
    return box.get_attribute("data-hint")


def test_a_hint_in_the_standard_game_is_legal_explained_and_marked(game_page, server_url):
    start_game(game_page, server_url, names=["Ann", "Bob"])
    page = game_page.page
    reach_play(page)
    hinted = ask_for_a_hint(page)
    state = saved_state(page)
    assert hinted in {str(action) for action in engine.legal_actions(state)}
    text = page.locator(".hint-box").inner_text()
    assert "The computer would:" in text and "Why:" in text
    page.screenshot(path=str(RESULTS / "hint-standard.png"))
    if page.locator("#board-svg .hint-mark").count():  # an action on the board is framed there too
        assert page.locator("#board-svg .hint-mark title").text_content().strip() != ""
    page.click("[data-ui='hint-close']")
    assert page.locator(".hint-box").count() == 0 and page.locator("[data-ui='hint']").count() == 1
    ask_for_a_hint(page)
    page.click(".controls [data-action='pass']")  # the table moves on: the hint is gone, the button back
    assert len(saved_state(page).history) == len(state.history) + 1
    assert page.locator(".hint-box").count() == 0 and page.locator("[data-ui='hint']").count() == 1


def test_a_hint_in_the_hms_terror_solo_mode_on_a_phone(game_page, server_url):
    game_page.page.set_viewport_size({"width": 360, "height": 640})
    start_solo(game_page, server_url, "solo-terror")
    page = game_page.page
    hinted = ask_for_a_hint(page)
    state = saved_state(page)
    assert state.variant == "solo-terror"
    assert hinted in {str(action) for action in engine.legal_actions(state)}
    assert "Why:" in page.locator(".hint-box").inner_text()
    expect(page.locator(".hint-box")).to_be_in_viewport(ratio=1)  # the side panel scrolls to the whole answer
