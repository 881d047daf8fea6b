"""Everyone can play: axe-core (pinned in package.json as a development dependency) finds no
violation on the main screens; the page speaks French when asked and remembers it; the Rules
panel opens by keyboard; a tooltip's words are reachable by tap and by keyboard."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from test_keyboard import press_until
from test_play import open_clean, reach_play, start_game
from web.messages import ENGLISH, FRENCH
from web.session import Session

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "tests"))
from helpers import played as played_by_computers  # noqa: E402
from test_messages import english_fragments  # noqa: E402  (the unit test's own list)

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
GAME_ID = "AxeAA"


def axe_violations(page) -> list[str]:
    """axe-core run on the page as it is: one line per violation (rule, impact, elements)."""
    if not AXE.exists():
        pytest.fail("axe-core is missing: ./test.sh installs it (npm ci)")
    page.evaluate(AXE.read_text(encoding="utf-8"))  # evaluated by the test driver: the page's policy allows no inline script
    found = page.evaluate("""async () => {
        const result = await axe.run(document, { resultTypes: ["violations"] });
        return result.violations.map(v => `${v.id} (${v.impact}): ${v.help} -> ` +
            v.nodes.slice(0, 4).map(n => n.target.join(" ")).join(" | "));
    }""")
    return found


def played(names: list[str], until, variant: str = "standard", seed: int = 11) -> Session:
    return played_by_computers(names, until, variant, seed, game_id=GAME_ID)


def open_with(game_page, server_url, session: Session, language: str = "en") -> None:
    """The page with ``session`` as the game on the table (saved as the page saves it)."""
    game_page.open(server_url)
    page = game_page.page
    page.evaluate("""([id, save, language]) => { localStorage.clear(); sessionStorage.clear();
        localStorage.setItem('nwp.language', language);
        localStorage.setItem('nwp.current', id); localStorage.setItem('nwp.game.' + id, save); }""",
                  [GAME_ID, session.to_save(), language])
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)


def mid_game(session: Session) -> bool:
    return session.state.round >= 4 and session.state.phase == "play" and session.state.current == 0


def test_the_new_game_form_has_no_axe_violation(game_page, server_url):
    open_clean(game_page, server_url)
    assert axe_violations(game_page.page) == []


def test_a_four_player_game_in_mid_play_has_no_axe_violation(game_page, server_url):
    session = played(["Ann", "Bob", "Cleo", "Dan"], mid_game)
    session.pending_banner = None
    open_with(game_page, server_url, session)
    page = game_page.page
    page.locator("#tray button.hand-tile").first.click()  # a tile selected: the board's targets are drawn
    assert axe_violations(page) == []


def test_a_dialog_has_no_axe_violation(game_page, server_url):
    session = played(["Ann", "Bob", "Cleo"], lambda s: s.pending_banner == "round" and s.state.round >= 3)
    open_with(game_page, server_url, session)
    page = game_page.page
    page.locator("#overlay .modal").wait_for()
    assert axe_violations(page) == []


def test_the_hms_terror_board_has_no_axe_violation(game_page, server_url):
    session = played(["Ann"], lambda s: s.state.round >= 3 and s.state.phase == "play", variant="solo-terror")
    session.pending_banner = None
    open_with(game_page, server_url, session)
    assert axe_violations(game_page.page) == []


def test_the_coop_table_and_its_end_screen_have_no_axe_violation(game_page, server_url):
    session = played(["Terror", "Erebus"], lambda s: s.state.round >= 3 and s.state.phase == "play", variant="coop")
    session.pending_banner = None
    open_with(game_page, server_url, session)
    assert axe_violations(game_page.page) == []
    open_with(game_page, server_url, played(["Terror", "Erebus"], lambda s: False, variant="coop"))
    game_page.page.locator("#overlay .final").wait_for()
    assert axe_violations(game_page.page) == []


def test_the_tuunbaq_its_targets_and_the_toll_picker_have_no_axe_violation(game_page, server_url):
    from nwp.actions import Move
    from test_terror_in_the_page import open_the_toll, toll_ahead

    session = played_by_computers(["Ann", "Bob"], toll_ahead, "terror", 1, game_id=GAME_ID)
    session.pending_banner = None
    vehicle = next(a.vehicle for a in session.legal if isinstance(a, Move) and a.paying)
    open_with(game_page, server_url, session)
    page = game_page.page
    open_the_toll(page, vehicle)
    assert axe_violations(page) == []


def test_the_final_scores_have_no_axe_violation(game_page, server_url):
    open_with(game_page, server_url, played(["Ann", "Bob", "Cleo"], lambda s: False))
    page = game_page.page
    page.locator("#overlay .final").wait_for()
    assert axe_violations(page) == []


def test_the_rules_panel_opens_by_keyboard_in_both_languages_without_axe_violation(game_page, server_url):
    session = played(["Ann", "Bob"], lambda s: s.state.round >= 6 and s.state.phase == "play")
    session.pending_banner = None
    open_with(game_page, server_url, session)
    page = game_page.page
    page.focus("[data-ui='rules']")
    page.keyboard.press("Enter")
    card = page.locator("#rules-card")
    card.wait_for()
    assert page.evaluate("!!document.activeElement.closest('#rules-card')")  # the panel has the focus
    text = card.inner_text()
    for words in ("Refresh and draw", "Explore", "Discover", "Majorities at the end"):
        assert words in text, words
    ice = card.locator("table", has_text="Frozen rows for the rounds left")
    assert ice.locator("tbody th").all_inner_texts() == ["6 (now)", "7", "8", "9", "10"]  # the rounds left
    assert axe_violations(page) == []
    page.keyboard.press("Escape")
    assert card.count() == 0
    page.click("[data-ui='language']")
    page.click("[data-ui='rules']")
    assert "Rafraîchir et piocher" in page.locator("#rules-card").inner_text()
    assert axe_violations(page) == []




def test_the_page_switches_to_french_remembers_it_and_shows_no_english_sentence(game_page, server_url):
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    reach_play(game_page.page)
    page = game_page.page
    page.click("[data-ui='language']")
    assert page.evaluate("document.documentElement.lang") == "fr"
    assert page.locator("[data-ui='new-game']").inner_text() == FRENCH["new_game"]
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)
    assert page.evaluate("document.documentElement.lang") == "fr"  # remembered
    assert page.locator("[data-ui='language']").get_attribute("lang") == "en"
    screens = []
    screens.append(page.inner_text("body"))
    page.click("[data-ui='games']")
    screens.append(page.inner_text("body"))
    page.keyboard.press("Escape")
    page.click("[data-ui='share']")
    screens.append(page.inner_text("body"))
    page.keyboard.press("Escape")
    page.click("[data-ui='new-game']")
    screens.append(page.inner_text("body"))
    labels = page.evaluate("""() => [...document.querySelectorAll('[aria-label], [title]')]
        .map(node => (node.getAttribute('aria-label') || '') + ' ' + (node.getAttribute('title') || '')).join(' ')""")
    shown = " ".join(screens + [labels]).replace("\u2068", "").replace("\u2069", "")
    assert [piece for piece in english_fragments() if piece in shown] == []
    assert FRENCH["start"] in shown and ENGLISH["start"] not in shown
    page.click("#overlay [data-ui='language']")  # and back, from the form itself
    assert page.evaluate("document.documentElement.lang") == "en"
    assert page.locator("#new-game-form [data-ui='start']").inner_text() == ENGLISH["start"]
    page.keyboard.press("Escape")
    assert page.locator("[data-ui='new-game']").inner_text() == ENGLISH["new_game"]


def test_a_tooltip_is_read_by_a_tap_and_by_the_keyboard_focus(game_page, server_url):
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    page = game_page.page
    reach_play(page)
    tip = page.locator("#tip")
    page.locator("#tray button.hand-tile").first.click()  # a mouse click on a control: no tip (the mouse has the hover tooltip)
    assert not tip.is_visible()
    press_until(page, "el.matches('#display button.pile')")  # the keyboard reaches a pile: its tooltip shows
    pile = page.locator("#display button.pile:focus")
    assert tip.is_visible()
    assert tip.inner_text() == pile.get_attribute("title")
    page.locator("#board-svg .token[data-token='Cairn']").first.dispatch_event("click")
    assert tip.inner_text().startswith("Cairn token")  # a tap on a token no one can take reads its tooltip
    stored = json.loads(page.evaluate("localStorage.getItem('nwp.game.' + localStorage.getItem('nwp.current'))"))
    assert stored["state"]["history"], "the game is under way"


def test_a_hint_shown_on_the_board_and_in_the_panel_has_no_axe_violation(game_page, server_url):
    session = played(["Ann", "Bob", "Cleo"], mid_game)
    session.pending_banner = None
    open_with(game_page, server_url, session)
    page = game_page.page
    page.click("[data-ui='hint']")
    page.wait_for_selector(".hint-box[data-hint]", timeout=60_000)
    assert page.locator(".hint-box[role='status']").count() == 1  # said by a screen reader when it appears
    assert axe_violations(page) == []
