"""The Terror expansion in the real page: chosen on the new-game form, the Tuunbaq moved by a
person, and its tile entered for a toll chosen in the side panel."""

from __future__ import annotations

from nwp import terror
from nwp.actions import Move

from test_play import dismiss_banner, open_clean, saved_state
from tests.helpers import played

GAME_ID = "TuunA"


def tuunbaq_out(session) -> bool:
    """The Tuunbaq is on the board and seat 1 (a person) may move it."""
    return (session.state.phase == "play" and session.state.current == 0 and terror.tuunbaq_place(session.state) is not None
            and bool(session.tuunbaq_moves()))


def toll_ahead(session) -> bool:
    """Seat 1 may enter the Tuunbaq's tile (with either vehicle)."""
    return (session.state.phase == "play" and session.state.current == 0
            and any(isinstance(a, Move) and a.paying for a in session.legal))


def open_the_toll(page, vehicle: str | None = None) -> None:
    """Make ``vehicle`` the acting one (by default, the first that may enter) and tap the tile of
    the Tuunbaq: the toll picker opens."""
    for each in (vehicle,) if vehicle else ("ship", "sled"):
        toggle = page.locator(f".controls [data-ui='vehicle:{each}']")
        if toggle.count():
            toggle.click()
        if page.locator("#board-svg .target.toll").count():
            break
    page.locator("#board-svg .target.toll").click()
    page.locator(".toll-picker").wait_for()


def open_game(game_page, server_url, session) -> None:
    session.pending_banner = None
    open_clean(game_page, server_url)
    page = game_page.page
    page.evaluate("([id, save]) => { localStorage.setItem('nwp.current', id); localStorage.setItem('nwp.game.' + id, save);"
                  " sessionStorage.clear(); }", [GAME_ID, session.to_save()])
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)


def test_the_form_starts_a_standard_game_with_the_tuunbaq(game_page, server_url):
    open_clean(game_page, server_url)
    page = game_page.page
    option = page.locator("[name=terror]")
    assert option.is_visible()  # offered with the standard game ...
    page.click("[data-ui='mode:solo-terror']")
    assert not option.is_visible()  # ... and only with it
    page.click("[data-ui='mode:standard']")
    option.check()
    page.click("[data-ui='start']")
    page.wait_for_selector("body[data-phase='setup']", state="attached")
    assert saved_state(page).variant == "terror"
    dismiss_banner(page)
    page.click("[data-ui='rules']")
    assert "Tuunbaq" in page.locator("#rules-card").inner_text()


def test_a_person_moves_the_tuunbaq_by_the_button_and_a_tap(game_page, server_url):
    session = played(["Ann", "Bob"], tuunbaq_out, variant="terror", seed=1, game_id=GAME_ID)
    assert tuunbaq_out(session)
    open_game(game_page, server_url, session)
    page = game_page.page
    assert page.locator("#board-svg .tuunbaq").count() == 1
    page.click(".controls [data-ui='tuunbaq']")
    targets = page.locator("#board-svg .tuunbaq-target")
    legal = sorted(str(a) for a in session.tuunbaq_moves())
    assert sorted(targets.evaluate_all("(nodes) => nodes.map((n) => n.dataset.action)")) == legal
    targets.first.click()
    page.wait_for_function("!document.querySelector('#board-svg .tuunbaq-target')")
    state = saved_state(page)
    assert "moves the Tuunbaq to" in page.locator("#log li").first.inner_text()
    assert terror.tuunbaq_place(state) != terror.tuunbaq_place(session.state)


def test_a_person_enters_the_tuunbaqs_tile_and_chooses_the_toll(game_page, server_url):
    session = played(["Ann", "Bob"], toll_ahead, variant="terror", seed=1, game_id=GAME_ID)
    assert toll_ahead(session)
    tolls = [a for a in session.legal if isinstance(a, Move) and a.paying]
    vehicle = tolls[0].vehicle
    open_game(game_page, server_url, session)
    page = game_page.page
    open_the_toll(page, vehicle)
    buttons = page.locator(".toll-picker [data-action]")
    assert sorted(buttons.evaluate_all("(nodes) => nodes.map((n) => n.dataset.action)")) == sorted(
        str(a) for a in tolls if a.vehicle == vehicle)
    page.locator(".toll-picker [data-action$='paying a crewman']").click()
    page.wait_for_function("!document.querySelector('.toll-picker')")
    assert "gives up a crewman to the Tuunbaq" in page.locator("#log li").first.inner_text()
    state = saved_state(page)
    assert terror.crew_discarded(state, 0) == terror.crew_discarded(session.state, 0) + 1
    assert "Given to the Tuunbaq" in page.locator(".player[data-player='0']").inner_text()
