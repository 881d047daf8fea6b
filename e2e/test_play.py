"""Playing in the real page: whole games by clicks, reload, undo, damaged saves, 3-4 players."""

from __future__ import annotations

import json
import random
from pathlib import Path

from nwp import checked, engine
from nwp.state import GameState

RESULTS = Path(__file__).resolve().parent.parent / "test-results"
RESULTS.mkdir(exist_ok=True)


def open_clean(game_page, server_url) -> None:
    """The page on an empty storage, showing the new-game form."""
    game_page.open(server_url)
    page = game_page.page
    page.evaluate("localStorage.clear()")
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)


def start_game(game_page, server_url, players: int = 2, names=None, seats=None) -> None:
    """A new game from the form on a clean storage (``seats``: who plays each seat)."""
    open_clean(game_page, server_url)
    page = game_page.page
    page.click(f"[data-ui='players:{players}']")
    for number, name in enumerate(names or [], start=1):
        page.fill(f"[name=name{number}]", name)
    for number, seat in enumerate(seats or [], start=1):
        page.select_option(f"[name=seat{number}]", seat)
    page.click("[data-ui='start']")
    page.wait_for_selector("body[data-phase='setup']", state="attached")


def saved(page) -> dict:
    """The save of the game on the table."""
    return json.loads(page.evaluate("localStorage.getItem('nwp.game.' + localStorage.getItem('nwp.current'))"))


def write_saved(page, text: str) -> None:
    """Replace the save of the game on the table (or make one) with ``text``."""
    page.evaluate(
        "text => { const id = localStorage.getItem('nwp.current') || 'AAAAA';"
        " localStorage.setItem('nwp.current', id); localStorage.setItem('nwp.game.' + id, text); }",
        text,
    )


def saved_state(page) -> GameState:
    return GameState.from_json(saved(page)["state"])


def dismiss_banner(page) -> bool:
    button = page.locator("#overlay [data-ui='dismiss']")
    if button.count():
        button.click()
        return True
    return False


def click_action(page, locator) -> None:
    """A real click: a token in its centre, anything else near its top-left corner
    (so a click on a highlighted square never lands on a token drawn in its centre)."""
    if locator.evaluate("element => element.classList.contains('token')"):
        locator.click()
    else:
        locator.click(position={"x": 4, "y": 4})


def play_one_step(page, chooser: random.Random) -> None:
    """One random human-like step: dismiss a banner, or place a tile, or click any action."""
    if dismiss_banner(page):
        return
    hand = page.locator("#tray button.hand-tile")
    if hand.count() and chooser.random() < 0.5:
        hand.nth(chooser.randrange(hand.count())).click()
        for _ in range(chooser.randrange(4)):
            page.click("[data-ui='rotate']")
        targets = page.locator("#board-svg .target.place")
        if targets.count():
            click_action(page, targets.nth(chooser.randrange(targets.count())))
            return
        page.click("[data-ui='cancel']")
    actions = page.locator("[data-action]")
    count = actions.count()
    assert count > 0, "the player to act always has something to click"
    texts = [actions.nth(i).get_attribute("data-action") for i in range(count)]
    # Lean toward ending turns so a game stays near its real length.
    weights = [6 if text in ("end turn", "pass") else 1 for text in texts]
    index = chooser.choices(range(count), weights)[0]
    click_action(page, actions.nth(index))


def test_a_full_two_player_game_by_clicks_matches_the_engine(game_page, server_url):
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    page = game_page.page
    chooser = random.Random(2024)
    for _ in range(2000):
        if page.evaluate("document.body.dataset.phase") == "over":
            break
        play_one_step(page, chooser)
    assert page.evaluate("document.body.dataset.phase") == "over"
    page.screenshot(path=str(RESULTS / "final-scores-1280x800.png"))
    final = page.locator("#final-scores")
    assert final.is_visible()
    shown = [int(cell) for cell in final.locator("tr.total td").all_inner_texts()]
    names = [name.strip() for name in final.locator("thead th").all_inner_texts()[1:]]
    state = saved_state(page)
    replayed = checked.replay(state.record())
    scores = engine.final_scores(replayed)
    expected = {row["name"]: row["total"] for row in scores["players"]}
    assert dict(zip(names, shown)) == expected
    winners = " & ".join(replayed.players[i].name for i in scores["winners"])
    assert winners.split(" & ")[0] in final.locator(".winner").inner_text()
    assert any(text.startswith(("ship places", "sled places")) for text, _ in state.history)


def test_setup_picks_then_actions_carry_data_action_and_only_legal_ones(game_page, server_url):
    start_game(game_page, server_url, 2)
    page = game_page.page
    dismiss_banner(page)
    state = saved_state(page)
    shown = {page.locator("[data-action]").nth(i).get_attribute("data-action") for i in range(page.locator("[data-action]").count())}
    assert shown == {str(a) for a in engine.legal_actions(state)}  # the four free picks
    click_action(page, page.locator(".display [data-action]").first)
    assert len(saved_state(page).players[state.current].hand) == 1


def reach_play(page) -> None:
    while page.evaluate("document.body.dataset.phase") == "setup":
        if not dismiss_banner(page):
            click_action(page, page.locator(".display [data-action]").first)
    dismiss_banner(page)


def test_reload_mid_turn_resumes_the_identical_state(game_page, server_url):
    start_game(game_page, server_url, 2)
    page = game_page.page
    reach_play(page)
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    before = saved(page)
    status = page.locator("#status").inner_text()
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)
    assert saved(page)["state"] == before["state"]
    assert page.locator("#status").inner_text() == status
    assert page.locator("[data-ui='undo']").count() == 1  # the undo survives the reload


def test_undo_goes_back_within_the_turn_but_not_past_a_draw(game_page, server_url):
    start_game(game_page, server_url, 2)
    page = game_page.page
    reach_play(page)
    start = saved(page)["state"]
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    assert saved_state(page).players[start["current"]].ship >= 0
    page.click("[data-ui='undo']")
    assert saved(page)["state"] == start
    click_action(page, page.locator("[data-action='ship draws S1']"))
    assert page.locator("[data-ui='undo']").count() == 0  # a draw reveals nothing to take back... and is final


def test_corrupt_saved_data_is_reported_kept_and_a_new_game_offered(game_page, server_url):
    game_page.open(server_url)
    page = game_page.page
    write_saved(page, '{"save": 1, "state": 42}')
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)
    notice = page.locator("#new-game-form .notice").inner_text()
    assert "could not be read" in notice
    kept = page.evaluate("Object.keys(localStorage).filter(k => k.startsWith('nwp.corrupt.'))")
    assert len(kept) == 1 and page.evaluate(f"localStorage.getItem('{kept[0]}')") == '{"save": 1, "state": 42}'
    assert "Traceback" not in page.content()
    page.click("[data-ui='start']")
    page.wait_for_selector("body[data-phase='setup']", state="attached")


def test_a_tampered_save_with_an_illegal_move_is_refused(game_page, server_url):
    start_game(game_page, server_url, 2)
    page = game_page.page
    reach_play(page)
    data = saved(page)
    data["state"]["history"].append(["ship moves to A1", []])
    write_saved(page, json.dumps(data))
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)
    assert "could not be read" in page.locator("#new-game-form .notice").inner_text()


def test_three_and_four_player_games_play_a_full_round(game_page, server_url):
    page = game_page.page
    for players in (3, 4):
        start_game(game_page, server_url, players)
        chooser = random.Random(players)
        for _ in range(400):
            if saved_state(page).round == 2:
                break
            play_one_step(page, chooser)
        state = saved_state(page)
        assert state.round == 2 and len(state.players) == players
        assert page.locator("#players .player").count() == players
        dismiss_banner(page)
        assert page.locator("#board-svg .vehicle.ship").count() == players
        page.screenshot(path=str(RESULTS / f"round-2-{players}-players.png"), full_page=True)


def test_phone_sized_screen_fits_without_sideways_scrolling(game_page, server_url):
    page = game_page.page
    page.set_viewport_size({"width": 390, "height": 844})
    start_game(game_page, server_url, 2)
    reach_play(page)
    page.screenshot(path=str(RESULTS / "play-390x844.png"), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.locator("#board").bounding_box()["width"] <= 390  # the board pans inside its frame


def test_an_illegal_attempt_is_explained_in_plain_words(game_page, server_url):
    start_game(game_page, server_url, 2)
    page = game_page.page
    reach_play(page)
    page.evaluate("""() => {
        const b = document.createElement('button');
        b.dataset.action = 'ship moves to A1'; b.id = 'forged'; document.body.appendChild(b);
    }""")
    page.click("#forged")
    notice = page.locator("#controls .notice").inner_text()
    assert notice.startswith("Not allowed:") and "Traceback" not in notice


def test_transfer_crew_with_the_dialog_deploys_the_sled(game_page, server_url):
    start_game(game_page, server_url, 2)
    page = game_page.page
    reach_play(page)
    me = saved_state(page).current
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    page.click("[data-ui='transfer-open']")
    for _ in range(2):
        page.click("[data-ui='transfer-adjust:available:1']")
    confirm = page.locator(".dialog.transfer [data-action]")
    assert confirm.get_attribute("data-action") == "ship transfers sled 2+0"
    assert "2 crew" in confirm.inner_text()  # an extra action: 1 + 1
    confirm.click()
    player = saved_state(page).players[me]
    assert (player.sled_available, player.sled_resting) == (2, 0) and player.sled == player.ship
    assert page.locator(f"#board-svg .vehicle.sled[data-player='{me}']").count() == 1
