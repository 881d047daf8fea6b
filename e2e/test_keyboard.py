"""A whole game by keyboard alone: from the new-game form to the final scores, every step a key
press (Tab to reach a control, arrows across the board, Enter or Space to act, R to turn a tile).
The test reads the page to decide which key to press, as a player reads the screen; it never
clicks and never calls the page's code."""

from __future__ import annotations

import re

from nwp.geometry import parse_square, square_name
from test_play import open_clean, saved

TAB_LIMIT = 200  # more Tab presses than the page has controls: a control never reached is a failure


def press_until(page, condition: str, key: str = "Tab", limit: int = TAB_LIMIT) -> int:
    """Press ``key`` until the JavaScript ``condition`` (on ``el``, the focused element) holds."""
    check = f"() => {{ const el = document.activeElement; return !!(el && ({condition})); }}"
    for presses in range(limit):
        if page.evaluate(check):
            return presses
        page.keyboard.press(key)
    raise AssertionError(f"{condition} was never reached by {key}")


def cursor_label(page) -> str:
    """The cursor's accessible name, without the isolates round player names."""
    return page.get_attribute("#board-cursor", "aria-label").replace("\u2068", "").replace("\u2069", "")


def cursor_spot(page) -> str:
    return page.evaluate("document.getElementById('board-cursor').dataset.spot")


ARROW_SPOTS = {"NWP": (-1, 3), "Greenland": (12, 3)}  # where the arrows stand, beside row 4


def coordinates(spot: str) -> tuple[int, int]:
    return ARROW_SPOTS.get(spot) or parse_square(spot)


def walk_cursor_to(page, target: str) -> None:
    """Arrow keys from where the board's cursor stands to ``target`` (a square, "NWP" or
    "Greenland"): off an arrow first, then along the column, then along the row."""
    goal_x, goal_y = coordinates(target)
    for _ in range(40):
        here = cursor_spot(page)
        if here == target:
            return
        x, y = coordinates(here)
        if here in ARROW_SPOTS:
            key = "ArrowRight" if here == "NWP" else "ArrowLeft"
        elif y != goal_y:
            key = "ArrowDown" if goal_y > y else "ArrowUp"
        else:
            key = "ArrowRight" if goal_x > x else "ArrowLeft"
        page.keyboard.press(key)
    raise AssertionError(f"the cursor never reached {target} (it is at {cursor_spot(page)})")


def history_length(page) -> int:
    return len(saved(page)["state"]["history"])


def acknowledge_cards(page) -> None:
    """Enter on every card shown (hand-over, round summary): the card has the focus when it opens."""
    while page.locator("#overlay .modal [data-ui='dismiss']").count():
        assert page.evaluate("!!document.activeElement.closest('#overlay .modal')"), "a card opened without the focus"
        page.keyboard.press("Enter")


def test_a_whole_two_player_game_by_keyboard_alone(game_page, server_url):
    page = game_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    open_clean(game_page, server_url)
    # the form: it has the focus; type the names, then Set sail
    assert page.evaluate("!!document.activeElement.closest('#overlay .modal')")
    for number, name in ((1, "Ann"), (2, "Bob")):
        press_until(page, f"el.name === 'name{number}'")
        page.keyboard.press("Control+A")
        page.keyboard.type(name)
    press_until(page, "el.dataset.ui === 'start'")
    page.keyboard.press("Enter")
    page.wait_for_selector("body[data-phase='setup']", state="attached")

    # setup: each player takes a displayed large tile
    while page.evaluate("document.body.dataset.phase") == "setup":
        acknowledge_cards(page)
        if page.evaluate("document.body.dataset.phase") != "setup":
            break
        press_until(page, "el.matches('#display [data-action]')")
        page.keyboard.press("Enter")
    acknowledge_cards(page)

    # the first turn: the ship moves by the board's cursor, then a tile is placed by it
    press_until(page, "el.id === 'board-cursor'")
    before = history_length(page)
    assert cursor_spot(page) == "Greenland"  # the cursor starts on the acting ship
    walk_cursor_to(page, "L4")
    label = cursor_label(page)
    assert label.startswith("Move ship to L4, 1 crew."), label
    page.keyboard.press("Enter")
    assert history_length(page) == before + 1
    assert page.evaluate("document.activeElement.id") == "board-cursor"  # the focus stays on the board
    assert "moves to L4" in page.locator("#log li").first.inner_text()

    press_until(page, "el.matches('#tray button.hand-tile')")
    page.keyboard.press("Enter")  # the large tile taken at setup
    assert page.evaluate("document.activeElement.getAttribute('aria-pressed')") == "true"
    if page.locator("#board-svg .target").count() == 0:  # it fits nowhere next to the ship: an all-sea small tile does
        page.keyboard.press("Escape")
        press_until(page, "el.matches('#display [data-action$=\"draws S0\"]')")
        page.keyboard.press("Enter")
        press_until(page, "el.matches('#tray button.hand-tile[data-ui=\"select-tile:S0\"]')")
        page.keyboard.press("Enter")
    drawn = history_length(page)
    target = page.locator("#board-svg .target.place, #board-svg .target.spot").first  # where the tile fits
    placement, spot = target.get_attribute("data-action"), target.get_attribute("data-ui")
    square = re.search(r" at ([A-L]\d)$", placement).group(1) if placement else spot.removeprefix("fit:")
    press_until(page, "el.id === 'board-cursor'")
    walk_cursor_to(page, square)
    label = cursor_label(page)
    assert re.match(r"\w+ fits at [A-L]\d: Enter shows it\.", label), label
    page.keyboard.press("Enter")  # shows the tile there (as a first tap does)...
    label = cursor_label(page)
    assert re.match(r"Place \w+ at [A-L]\d, (\d+ crew|free)\.", label), label  # ...and says what the next Enter does
    page.keyboard.press("r")  # R turns it to the next way it fits here (or keeps the only one)
    page.keyboard.press(" ")  # Space places it
    assert history_length(page) == drawn + 1
    assert page.evaluate("document.activeElement.id") == "board-cursor"
    assert "places" in page.locator("#log li").first.inner_text()

    # every turn after: Tab to Pass (or End turn), Enter; the cards are acknowledged by Enter
    for _ in range(200):
        acknowledge_cards(page)
        if page.evaluate("document.body.dataset.phase") == "over":
            break
        press_until(page, "el.dataset.action === 'pass' || (el.dataset.action === 'end turn' && !document.querySelector('[data-action=\"pass\"]'))")
        page.keyboard.press("Enter")
    page.locator("#overlay .final").wait_for()
    assert page.evaluate("!!document.activeElement.closest('#overlay .modal')")  # the scores take the focus
    heads = [name.strip() for name in page.locator("#overlay th").all_inner_texts()]
    assert "Ann" in heads and "Bob" in heads
    assert saved(page)["state"]["phase"] == "over"


def test_the_cursor_says_what_is_on_each_square_and_reaches_both_arrows(game_page, server_url):
    from test_play import reach_play, start_game

    page = game_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    reach_play(page)
    press_until(page, "el.id === 'board-cursor'")
    assert cursor_spot(page) == "Greenland"  # it starts on the acting ship
    assert cursor_label(page) == "Greenland, Ann's ship, Bob's ship."
    page.keyboard.press("ArrowLeft")
    assert cursor_spot(page) == "L4"
    label = cursor_label(page)
    assert label.startswith("Move ship to L4, 1 crew."), label
    assert "L4: land in the north-east corner, sea elsewhere" in label and "Cairn token" in label, label
    walk_cursor_to(page, "A4")
    page.keyboard.press("ArrowLeft")
    assert cursor_spot(page) == "NWP"
    assert "Northwest Passage" in cursor_label(page)
    page.keyboard.press("ArrowRight")
    assert cursor_spot(page) == square_name((0, 3))
    page.keyboard.press("ArrowUp")
    assert cursor_label(page) == "A3: unexplored."
    page.keyboard.press("ArrowUp")  # round 1: rows 1-2 are frozen
    assert cursor_label(page) == "A2: unexplored, frozen."
    page.keyboard.press("Enter")  # nothing to do there: said, and nothing played
    assert "Nothing to do" in page.locator("#announcer").text_content()
    assert page.evaluate("document.activeElement.id") == "board-cursor"
