"""The table read at a glance, in the page: the map's pieces, the log in view, the score if the
game ended now with its breakdown, the majority leaders."""

from __future__ import annotations

import json
import re

from test_play import RESULTS, click_action, dismiss_banner, reach_play, start_game


def test_at_1280x800_the_log_is_in_view_beside_the_board(game_page, server_url):
    page = game_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    start_game(game_page, server_url, 3, ["Ann", "Bob", "Cleo"])
    reach_play(page)
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    board = page.locator("#board-svg").bounding_box()
    log = page.locator("#log").bounding_box()
    assert log["y"] >= board["y"] + board["height"] - 1  # under the board, not over it
    assert log["y"] + 80 <= 800  # its newest lines are on screen without scrolling
    first = page.locator("#log li").first
    assert first.is_visible() and "L4" in first.inner_text()
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    # the whole board is in view: the ice's label once, the phone's copy near the ship hidden
    assert page.locator("#board-svg .ice-label.near").count() == 1
    assert page.locator("#board-svg .ice-label").first.is_visible()
    assert not page.locator("#board-svg .ice-label.near").is_visible()
    page.screenshot(path=str(RESULTS / "table-1280x800.png"))


def test_ships_and_sleds_are_half_a_square_wide_and_carry_the_seat_number(game_page, server_url):
    page = game_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    start_game(game_page, server_url, 2)
    reach_play(page)
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    square = page.locator("#board-svg rect.square").first.bounding_box()
    ship = page.locator("#board-svg .vehicle.ship[data-player]").first
    box = ship.bounding_box()
    assert box["width"] >= square["width"] / 2
    player = int(ship.get_attribute("data-player"))
    assert ship.locator("text.seat-mark").text_content() == str(player + 1)
    # two ships on one square do not cover each other
    ships = page.locator("#board-svg .vehicle.ship")
    boxes = [ships.nth(i).bounding_box() for i in range(ships.count())]
    for i, a in enumerate(boxes):
        for b in boxes[i + 1:]:
            overlap_x = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
            overlap_y = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
            assert overlap_x <= 2 or overlap_y <= 2


def test_the_score_if_the_game_ended_now_opens_its_breakdown_by_click_or_key(game_page, server_url):
    page = game_page.page
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    reach_play(page)
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    panel = page.locator("#players .player.current")  # the player who moved, still to act
    summary = panel.locator(".if-ended summary")
    # the ship is out at L4 with its crew: ending now would cost the ship and its crew
    total = int(panel.locator(".if-ended").get_attribute("data-total"))
    assert total < 0 and summary.inner_text() == f"If the game ended now: {total}"
    assert not panel.locator(".if-ended li").first.is_visible()
    summary.click()
    assert panel.locator(".if-ended li", has_text="Vehicles not home").is_visible()
    page.locator("#tray button.hand-tile").first.click()  # select a tile: the table is redrawn
    assert panel.locator(".if-ended li").first.is_visible()  # still open after the table was redrawn
    summary.click()
    summary.focus()
    page.keyboard.press("Enter")
    assert panel.locator(".if-ended li").first.is_visible()


def test_a_token_shares_its_square_with_the_pieces_on_it_without_being_hidden(game_page, server_url):
    page = game_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    start_game(game_page, server_url, 2)
    reach_play(page)
    click_action(page, page.locator("[data-action='ship moves to L4']"))  # L4 holds a Cairn
    token = page.locator("#board-svg .token[data-square='L4'] circle").bounding_box()
    ship = page.locator("#board-svg .vehicle.ship[data-player]").first
    for i in range(page.locator("#board-svg .vehicle").count()):
        piece = page.locator("#board-svg .vehicle").nth(i).bounding_box()
        overlap_x = min(piece["x"] + piece["width"], token["x"] + token["width"]) - max(piece["x"], token["x"])
        overlap_y = min(piece["y"] + piece["height"], token["y"] + token["height"]) - max(piece["y"], token["y"])
        assert overlap_x <= 3 or overlap_y <= 3, (piece, token)
    assert ship.is_visible()


def test_hot_seat_hand_over_says_what_happened_and_the_board_rings_it(game_page, server_url):
    page = game_page.page
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    reach_play(page)
    mover = page.evaluate("document.querySelector('#controls .turn strong').textContent")
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    click_action(page, page.locator("[data-action='end turn']"))
    card = page.locator("#overlay .card")
    assert "Since your last turn:" in card.inner_text()
    who = "Ann" if "Ann" in mover else "Bob"
    assert f"{who}'s ship moves to L4." in card.inner_text()
    page.locator("#overlay [data-ui='dismiss']").click()
    assert page.locator("#board-svg .vehicle.changed .moved-ring").count() == 1
    assert "Since your last turn:" in page.locator("#controls").inner_text()
    page.screenshot(path=str(RESULTS / "since-your-last-turn-1280.png"))
    click_action(page, page.locator("[data-action='ship moves to L4']"))  # the next player acts: news seen
    assert page.locator("#board-svg .moved-ring").count() == 0
    assert "Since your last turn:" not in page.locator("#controls").inner_text()


def test_after_the_computers_play_the_person_reads_what_they_did(game_page, server_url):
    page = game_page.page
    start_game(game_page, server_url, 2, ["Ann", "Bot"], seats=["human", "easy"])
    page.click("[data-ui='bot-speed:fast']")
    reach_play(page)
    for _ in range(40):  # Ann ends her turns until the computer has played one of its own
        # The computer waits while a banner (a new round's) is up, as for a person to read it.
        page.wait_for_function("document.body.dataset.botToMove === ''"
                               " || document.querySelector(\"#overlay [data-ui='dismiss']\") !== null", timeout=120_000)
        if dismiss_banner(page):
            continue
        news = page.locator("#controls section.news")
        if news.count() and "Bot" in news.inner_text():
            break
        click_action(page, page.locator("[data-action='end turn'], [data-action='pass']").first)
    assert "Since your last turn:" in page.locator("#controls section.news").inner_text()


def test_the_log_says_what_an_action_earned(game_page, server_url):
    page = game_page.page
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    reach_play(page)
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    click_action(page, page.locator("[data-action='ship picks up L4']"))
    newest = page.locator("#log li").first
    assert "picks up the token at L4" in newest.inner_text() and newest.locator(".earned").inner_text() == "+2: Cairn in zone ×1"
    page.reload()  # the words are worked out again from the record
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)
    assert page.locator("#log li").first.locator(".earned").inner_text() == "+2: Cairn in zone ×1"


def test_the_new_game_form_offers_every_seat_to_start_and_refuses_one_colour_twice(game_page, server_url):
    from test_play import open_clean

    open_clean(game_page, server_url)
    page = game_page.page
    starts = page.locator("[name=first] option:not([hidden])")
    assert starts.count() == 3  # random, player 1, player 2
    page.click("[data-ui='players:4']")
    assert starts.count() == 5
    page.select_option("[name=first]", "3")
    page.click("[data-ui='players:3']")
    assert starts.count() == 4 and page.locator("[name=first]").input_value() == ""  # seat 4 is gone
    page.fill("[name=name1]", "Ann")
    page.select_option("[name=colour2]", page.locator("[name=colour1]").input_value())
    page.click("[data-ui='start']")
    assert "same colour" in page.locator("#new-game-form .notice").inner_text()
    assert page.locator("[name=name1]").input_value() == "Ann"  # nothing typed is lost
    assert page.evaluate("document.body.dataset.phase") == "form"
    page.select_option("[name=colour2]", page.locator("[name=colour2] option").nth(3).get_attribute("value"))
    page.click("[data-ui='start']")
    page.wait_for_selector("body[data-phase='setup']", state="attached")


def test_every_seat_of_the_new_game_form_fits_inside_the_form(game_page, server_url):
    """A fieldset is as wide as its content by default: at 1280 wide the Players box ran past the
    form's right edge and cut each seat's "a person / computer" choice in half."""
    from test_play import open_clean

    page = game_page.page
    for width, height in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        open_clean(game_page, server_url)
        page.click("[data-ui='players:4']")
        form = page.locator("#new-game-form").bounding_box()
        for number in range(1, 5):
            for control in (f"[name=name{number}]", f"[name=colour{number}]", f"[name=seat{number}]"):
                box = page.locator(control).bounding_box()
                assert form["x"] <= box["x"] and box["x"] + box["width"] <= form["x"] + form["width"], (width, control)


def _lines_of_words(page, selector: str) -> list[dict]:
    """The boxes of the lines the first words inside ``selector`` take on screen (its first text
    node: a label's words after its box, a title's text)."""
    return page.evaluate(
        """selector => {
            const text = [...document.querySelector(selector).childNodes]
                .find(node => node.nodeType === Node.TEXT_NODE && node.textContent.trim());
            const range = document.createRange();
            range.selectNodeContents(text);
            return [...range.getClientRects()].map(line => ({x: line.x, y: line.y, width: line.width, height: line.height}));
        }""", selector)


def test_each_choice_of_the_new_game_form_has_its_box_beside_its_words(game_page, server_url):
    """A checkbox or radio button and its words are one flex row. The row of an option wrapped, so
    the Terror expansion's box stood on a line of its own with its sentence below it; and a game
    mode's name too long for the line (French, on a phone) went on under its radio button. The
    form's title, too, keeps clear of the language button beside it (on a phone it ran up to it)."""
    from test_play import open_clean

    page = game_page.page
    for width, height in ((1280, 800), (390, 844)):
        page.set_viewport_size({"width": width, "height": height})
        open_clean(game_page, server_url)
        for language in ("en", "fr"):
            if language == "fr":
                page.click("#new-game-form [data-ui='language']")
                page.wait_for_function("document.documentElement.lang === 'fr'")
            for mode, name in (("standard", "terror"), ("solo-original", "lost_crew")):
                page.click(f"[data-ui='mode:{mode}']")
                for choice in (f"[name={name}]", "[data-ui='mode:coop']", "[data-ui='mode:solo-original']"):
                    box = page.locator(f"#new-game-form {choice}").bounding_box()
                    lines = _lines_of_words(page, f"#new-game-form label:has({choice})")
                    where = (width, language, choice)
                    first = lines[0]
                    assert all(box["x"] + box["width"] <= line["x"] for line in lines), where  # beside the box, every line
                    assert first["y"] <= box["y"] + box["height"] / 2 <= first["y"] + first["height"], where
            title = max(line["x"] + line["width"] for line in _lines_of_words(page, "#new-game-title"))
            button = page.locator("#new-game-form > .language").bounding_box()
            assert title + 4 <= button["x"], (width, language, button)  # the title's words stop short of the button


def test_the_computer_speed_survives_a_reload(game_page, server_url):
    page = game_page.page
    start_game(game_page, server_url, 2, ["Ann", "Bot"], seats=["human", "easy"])
    page.click("[data-ui='bot-speed:slow']")
    page.reload()
    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=60_000)
    assert page.locator("[data-ui='bot-speed:slow']").get_attribute("class").split().count("on") == 1


def _finished_game_save() -> str:
    """A 2-player game played to its end at random, where ships were left out (penalties)."""
    import random

    from nwp import engine
    from web.session import Session

    for seed in range(50):
        chooser = random.Random(seed)
        state = engine.new_game(["Ann", "Bob"], seed=seed)
        while state.phase != "over":
            state = engine.apply(state, chooser.choice(engine.legal_actions(state)))
        if any(row["penalties"]["ship"] for row in engine.final_scores(state)["players"]):
            return Session(state, [0, 1], "Over1", seats=["human", "easy"]).to_save()
    raise AssertionError("no finished game with a ship left out")


def test_the_final_scores_itemise_penalties_show_the_board_and_play_again(game_page, server_url):
    from test_play import open_clean

    open_clean(game_page, server_url)
    page = game_page.page
    page.evaluate("save => { localStorage.setItem('nwp.current', 'Over1'); localStorage.setItem('nwp.game.Over1', save);"
                  " sessionStorage.clear(); }", _finished_game_save())
    page.reload()
    page.wait_for_selector("#final-scores", timeout=60_000)
    assert page.locator("#final-scores tr.penalty th", has_text="Penalty: ship not home").count() == 1
    page.screenshot(path=str(RESULTS / "final-scores-itemised-1280.png"))
    page.set_viewport_size({"width": 390, "height": 844})  # a phone: a player to a row
    assert not page.locator("#final-scores table.scores").is_visible()
    rows = page.locator("#final-scores .player-score")
    assert rows.count() == 2 and rows.first.is_visible()
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    rows.first.locator("summary").click()
    assert rows.first.locator("li").first.is_visible()
    page.screenshot(path=str(RESULTS / "final-scores-390.png"))
    page.set_viewport_size({"width": 1280, "height": 800})
    page.click("[data-ui='hide-scores']")
    assert page.locator("#final-scores").count() == 0 and page.locator("#board-svg .vehicle").count() > 0
    page.click("[data-ui='show-scores']")
    page.click("[data-ui='play-again']")
    page.wait_for_selector("body[data-phase='setup']", state="attached")
    save = json.loads(page.evaluate("localStorage.getItem('nwp.game.' + localStorage.getItem('nwp.current'))"))
    assert save["id"] != "Over1" and save["seats"] == ["human", "easy"]
    assert save["state"]["setup_record"]["players"] == ["Ann", "Bob"]


def tile_in_hand_with_squares_to_try(game_page, server_url):
    """A 2-player game at 1280×800, the first player's ship on the map and a hand tile selected,
    turned if need be so that some squares are dotted (it fits there in another way)."""
    page = game_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    reach_play(page)
    click_action(page, page.locator("[data-action='ship moves to L4']"))
    page.locator("#tray button.hand-tile").first.click()
    spots = page.locator("#board-svg .target.spot")
    assert spots.count() + page.locator("#board-svg .target.place").count() > 0
    if spots.count() == 0:  # every fit is already in the way the tile lies: turn it once
        page.keyboard.press("r")
    return page, spots


def test_a_selected_tile_is_shown_where_tapped_and_placed_by_one_more_tap(game_page, server_url):
    page, spots = tile_in_hand_with_squares_to_try(game_page, server_url)
    spot = spots.first
    square = spot.get_attribute("data-ui").split(":")[1]
    spot.click()
    preview = page.locator("#board-svg .target.place.preview")
    assert preview.count() == 1 and page.locator("#board-svg .preview-pic").count() == 1
    page.screenshot(path=str(RESULTS / "placing-preview-1280.png"))
    shown = preview.get_attribute("data-action")
    page.keyboard.press("r")  # the next way it fits there, if there is one
    assert page.locator("#board-svg .target.place.preview").count() == 1
    assert "fits here in" in page.locator("#controls .selection").inner_text()
    chosen = page.locator("#board-svg .target.place.preview").get_attribute("data-action")
    click_action(page, page.locator("#board-svg .target.place.preview"))
    assert saved_history_last(page) == chosen  # placed as shown
    assert chosen.split()[2] == shown.split()[2]  # the same tile, perhaps turned
    tile = chosen.split()[2]
    assert square in page.locator(f"#board-svg g.tile[data-tile='{tile}']").get_attribute("data-squares").split()  # covers the square tapped


def test_a_mouse_resting_on_a_square_shows_the_tile_there_and_a_click_places_it(game_page, server_url):
    page, spots = tile_in_hand_with_squares_to_try(game_page, server_url)
    square = spots.first.get_attribute("data-ui").split(":")[1]
    box = page.locator(f"#board-svg rect.square[data-square='{square}']").bounding_box()
    page.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2, steps=4)  # no click
    preview = page.locator("#board-svg .target.place.preview")
    preview.wait_for()
    assert page.locator("#board-svg .preview-pic").count() == 1
    shown = preview.get_attribute("data-action")
    page.mouse.move(box["x"] + box["width"] / 2 + 3, box["y"] + box["height"] / 2 + 3)  # resting on the tile shown
    page.wait_for_timeout(300)
    assert preview.get_attribute("data-action") == shown  # it does not jump about under the pointer
    page.mouse.down()
    page.mouse.up()
    assert saved_history_last(page) == shown
    tile = shown.split()[2]
    assert square in page.locator(f"#board-svg g.tile[data-tile='{tile}']").get_attribute("data-squares").split()


def test_two_fingers_zoom_the_board_on_a_phone(game_page, server_url):
    page = game_page.page
    page.set_viewport_size({"width": 390, "height": 844})
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    reach_play(page)
    frame = page.locator("#board")
    frame.scroll_into_view_if_needed()
    width = lambda: page.locator("#board-svg rect.square").first.bounding_box()["width"]  # noqa: E731
    default = width()
    box = frame.bounding_box()
    middle_x, middle_y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    cdp = page.context.new_cdp_session(page)

    def pinch(start: float, end: float) -> None:
        for step, gap in enumerate([start + (end - start) * i / 6 for i in range(7)]):
            points = [{"x": middle_x - gap, "y": middle_y}, {"x": middle_x + gap, "y": middle_y}]
            cdp.send("Input.dispatchTouchEvent", {"type": "touchStart" if step == 0 else "touchMove", "touchPoints": points})
        cdp.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})

    pinch(30, 70)  # fingers apart: a step closer
    assert page.locator("#board").get_attribute("data-zoom") == "2" and width() > default
    pinch(70, 20)  # fingers together: back, and back again to the whole board
    assert page.locator("#board").get_attribute("data-zoom") == "0" and width() < default
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.evaluate("window.visualViewport.scale") == 1  # the board zoomed, not the page


def saved_history_last(page) -> str:
    save = json.loads(page.evaluate("localStorage.getItem('nwp.game.' + localStorage.getItem('nwp.current'))"))
    return save["state"]["history"][-1][0]


def test_on_a_phone_the_board_has_finger_sized_squares_zooms_and_keeps_the_actions_at_hand(game_page, server_url):
    page = game_page.page
    page.set_viewport_size({"width": 390, "height": 844})
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    reach_play(page)
    square = page.locator("#board-svg rect.square").first.bounding_box()
    assert square["width"] >= 44  # the default zoom for placing and moving
    target = page.locator("#board-svg .target.move").first.bounding_box()
    assert min(target["width"], target["height"]) >= 44
    assert page.evaluate("document.documentElement.scrollWidth") <= 390  # the board pans inside its frame
    frame = page.locator("#board")
    assert frame.evaluate("(f) => f.scrollWidth > f.clientWidth")
    # the acting player's ship (at Greenland, east of the map) has been brought into the frame
    ship = page.locator("#board-svg .vehicle.ship[data-player]").first.bounding_box()
    box = frame.bounding_box()
    assert box["x"] <= ship["x"] and ship["x"] + ship["width"] <= box["x"] + box["width"]
    # and the ice's words with it: the label is written again near that piece, on a zoomed board only
    labels = [label for label in page.locator("#board-svg .ice-label").all() if label.is_visible()]
    in_frame = [label for label, tag in ((label, label.bounding_box()) for label in labels)
                if box["x"] <= tag["x"] and tag["x"] + tag["width"] <= box["x"] + box["width"]]
    assert in_frame and in_frame[0].text_content().startswith("Frozen: rows 1–2")
    frame.scroll_into_view_if_needed()
    page.screenshot(path=str(RESULTS / "phone-board-390.png"))
    page.click("[data-ui='zoom:out']")
    assert page.locator("#board-svg rect.square").first.bounding_box()["width"] < square["width"]
    assert not page.locator("#board-svg .ice-label.near").is_visible()  # the whole board: the label once
    assert page.locator("[data-ui='zoom:out']").is_disabled()
    page.click("[data-ui='zoom:in']")
    page.click("[data-ui='zoom:in']")
    assert page.locator("#board-svg rect.square").first.bounding_box()["width"] > square["width"]
    assert page.locator("[data-ui='zoom:in']").get_attribute("aria-label") == "Zoom in on the board"
    # the actions are on screen while the board is
    controls = page.locator("#controls").bounding_box()
    assert controls["y"] < 844


def test_a_finished_game_opens_in_the_watch_view_and_steps_through_without_changing(game_page, server_url):
    from test_play import open_clean

    open_clean(game_page, server_url)
    page = game_page.page
    page.evaluate("save => { localStorage.setItem('nwp.game.Over1', save); }", _finished_game_save())
    before = page.evaluate("localStorage.getItem('nwp.game.Over1')")
    page.click("#new-game-form [data-ui='games']")
    page.click("[data-ui='resume:Over1']")
    controls = page.locator("#controls")
    assert "Watching the game again" in controls.inner_text() and page.locator("#final-scores").count() == 0
    total = int(controls.inner_text().split(" of ")[1].split()[0])
    page.click("[aria-label='One action back']")
    assert f"After action {total - 1} of {total}" in controls.inner_text()
    page.click("#controls .rounds button >> text='2'")
    assert "round 2" in controls.inner_text()
    page.screenshot(path=str(RESULTS / "watching-1280.png"))
    line = page.locator("#log li").nth(3)
    step = int(line.get_attribute("data-ui").split(":")[1])
    line.click()
    assert f"After action {step} of {total}" in controls.inner_text()
    assert page.locator("#log li.here").count() == 1
    assert page.locator("#board [data-action]").count() == 0  # nothing to play in a moment watched
    page.click("[data-ui='watch-end']")
    page.wait_for_selector("#final-scores")
    assert page.evaluate("localStorage.getItem('nwp.game.Over1')") == before  # watching changed nothing


def test_nothing_scrolls_sideways_from_360_px_up(game_page, server_url):
    page = game_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    start_game(game_page, server_url, 4, ["Ann", "Bob", "Cleo", "Dan"])
    reach_play(page)
    page.locator("#tray button.hand-tile").first.click()  # a tile in hand, its tools open
    for width in (360, 390, 430, 600, 700, 768, 1024, 1280, 1600):
        page.set_viewport_size({"width": width, "height": 800})
        page.wait_for_timeout(100)
        overflow = page.evaluate("document.documentElement.scrollWidth - document.documentElement.clientWidth")
        assert overflow <= 0, f"{overflow} px sideways at {width} px"
        panels = page.evaluate("""() => [...document.querySelectorAll('.panel, .player')]
            .filter(e => e.scrollWidth > e.clientWidth + 1).map(e => e.id || e.className)""")
        assert panels == [], f"overflowing at {width} px: {panels}"


def test_a_dialog_takes_the_focus_leaves_the_page_inert_and_gives_the_focus_back(game_page, server_url):
    page = game_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    reach_play(page)
    inside_dialog = "() => !!document.activeElement.closest('#overlay .modal')"
    page.focus("[data-ui='games']")
    page.keyboard.press("Enter")  # the saved-games list opens
    assert page.evaluate(inside_dialog)
    assert page.evaluate("document.querySelector('main').inert && document.querySelector('body > header').inert")
    page.keyboard.press("Tab")
    page.keyboard.press("Tab")
    assert page.evaluate(inside_dialog)  # the page behind cannot be reached
    page.keyboard.press("Escape")
    assert page.locator("#overlay .modal").count() == 0
    assert page.evaluate("document.activeElement.dataset.ui") == "games"  # the focus is given back
    assert not page.evaluate("document.querySelector('main').inert")


def test_enter_behind_a_hand_over_acknowledges_it_and_never_plays_behind_it(game_page, server_url):
    page = game_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    reach_play(page)
    end_turn = page.locator("[data-action='end turn'], [data-action='pass']").first
    history = len(json.loads(page.evaluate("localStorage.getItem('nwp.game.' + localStorage.getItem('nwp.current'))"))["state"]["history"])
    end_turn.focus()
    page.keyboard.press("Enter")  # the turn passes: a hand-over card for the other player
    page.locator("#overlay .modal").wait_for()
    assert page.evaluate("document.activeElement.dataset.ui") == "dismiss"
    page.keyboard.press("Enter")  # acknowledges the card, plays nothing
    assert page.locator("#overlay .modal").count() == 0
    save = json.loads(page.evaluate("localStorage.getItem('nwp.game.' + localStorage.getItem('nwp.current'))"))
    assert len(save["state"]["history"]) == history + 1
    assert page.evaluate("document.activeElement !== document.body")  # the focus is on a control, not lost
    told = page.locator("#announcer").text_content().replace("\u2068", "").replace("\u2069", "")  # name isolates
    passed, next_up = re.fullmatch(r"(\w+) passes\. Your turn, (\w+)\.", told).groups()
    assert {passed, next_up} == {"Ann", "Bob"}  # the action and the change of turn, read out


def test_focus_stays_on_a_control_after_an_action_by_keyboard(game_page, server_url):
    page = game_page.page
    page.set_viewport_size({"width": 1280, "height": 800})
    start_game(game_page, server_url, 2, ["Ann", "Bob"])
    reach_play(page)
    page.locator("#tray button.hand-tile").first.focus()
    page.keyboard.press("Enter")  # selects the tile; the tray is drawn again
    assert page.evaluate("document.activeElement.matches('#tray button.hand-tile')")
    assert page.evaluate("document.activeElement.getAttribute('aria-pressed')") == "true"
    page.keyboard.press("Escape")  # puts it down
    assert page.evaluate("document.activeElement !== document.body")
