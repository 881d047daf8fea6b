"""The choices the rules leave to the player, in the real page: a hole's small tile."""

from __future__ import annotations

from nwp import engine
from web.session import Session

from test_play import open_clean
from tests.helpers import game_with_a_hole_choice


def test_a_hole_choice_is_offered_as_a_picker_and_played_by_click(game_page, server_url):
    state = game_with_a_hole_choice()
    session = Session(state, None, "HoleA")
    open_clean(game_page, server_url)
    page = game_page.page
    page.evaluate("save => { localStorage.setItem('nwp.current', 'HoleA'); localStorage.setItem('nwp.game.HoleA', save);"
                  " sessionStorage.clear(); }", session.to_save())
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)
    choices = [str(a) for a in engine.legal_actions(state)]
    buttons = page.locator(".hole-picker [data-action]")
    assert sorted(buttons.evaluate_all("(nodes) => nodes.map((n) => n.dataset.action)")) == sorted(choices)
    assert "choose the small tile that fills the hole" in page.locator("#status").inner_text()
    assert page.locator("#board-svg .target.hole").count() == 1
    assert all(buttons.nth(i).get_attribute("aria-label") for i in range(buttons.count()))
    # The hand waits: no tile of it can be picked up before the hole is filled.
    assert page.locator("#tray button.hand-tile").count() == 0 and page.locator("#tray .hand-tile").count() > 0
    buttons.last.click()
    page.wait_for_function("!document.querySelector('.hole-picker')")
    line = page.locator("#log li").first.inner_text()
    assert "fills the hole at" in line
