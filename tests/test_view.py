"""The page's views and session, without a browser: state in, HTML/SVG out."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET

import pytest

from nwp import checked, engine
from nwp.actions import Place

from helpers import game_with_a_hole_choice, put, setup_player, started
from web import view
from web.session import PLAYER_COLOURS, SaveError, Session

SVG = "{http://www.w3.org/2000/svg}"


def session_at(state) -> Session:
    return Session(state, list(PLAYER_COLOURS)[: state.num_players])


def plain(html: str) -> str:
    """HTML with the name isolates (<bdi>) and quote escapes taken out, to look for sentences in it."""
    return html.replace("<bdi>", "").replace("</bdi>", "").replace("&#x27;", "'")


def actions_in(html: str) -> set[str]:
    return set(re.findall(r'data-action="([^"]+)"', html))


def all_panels(session: Session) -> str:
    return "".join(f(session) for f in (view.board_view, view.controls_view, view.display_view, view.players_view, view.tray_view))


def test_every_clickable_action_is_legal_and_every_basic_action_is_reachable():
    session = session_at(setup_player(started(), ship="L4", hand=["S0", "L00"]))
    shown = actions_in(all_panels(session))
    legal = session.legal_texts
    assert shown <= legal
    # Everything but placements (shown once a tile is selected) and transfers (dialog) is on screen.
    expected = {a for a in legal if " places " not in a and " transfers " not in a}
    assert expected <= shown


def test_selecting_a_tile_highlights_exactly_its_legal_positions_for_the_orientation():
    session = session_at(setup_player(started(), ship="L4", hand=["L00"]))
    session.command("select-tile", "L00")
    for _ in range(4):
        svg = ET.fromstring(view.board_view(session))
        targets = {r.get("data-action") for r in svg.iter(f"{SVG}rect") if "place" in (r.get("class") or "")}
        expected = {str(a) for a in session.legal if isinstance(a, Place) and a.face == session.face and a.rotation == session.rotation}
        assert targets == expected
        session.command("rotate")
    session.command("flip")
    assert session.face == "B"


def test_move_targets_and_pickable_tokens_are_drawn_on_the_board():
    session = session_at(setup_player(started(), ship="L4"))
    svg = ET.fromstring(view.board_view(session))
    moves = {r.get("data-action") for r in svg.iter(f"{SVG}rect") if "move" in (r.get("class") or "")}
    assert moves == {"ship moves to L5", "ship moves to Greenland"}
    tokens = [g for g in svg.iter(f"{SVG}g") if g.get("data-action")]
    assert [g.get("data-action") for g in tokens] == ["ship picks up L4"]


def test_vehicles_of_every_player_are_drawn_with_their_colour():
    state = started(3)
    put(state, "S0", "K4")
    state = setup_player(state, 0, ship="K4", sled="K4", ship_crew=(5, 0), sled_crew=(2, 0))
    state = setup_player(state, 1, ship="K4")
    svg = ET.fromstring(view.board_view(session_at(state)))
    vehicles = [(g.get("data-player"), g.get("data-vehicle")) for g in svg.iter(f"{SVG}g") if g.get("data-vehicle")]
    assert sorted(vehicles) == [("0", "ship"), ("0", "sled"), ("1", "ship"), ("2", "ship")]


def piece_boxes(svg: ET.Element) -> dict[tuple[str, str], tuple[float, float, float, float]]:
    """(player, vehicle) -> (left, top, right, bottom) of each piece drawn, from its outline's points."""
    boxes = {}
    for group in svg.iter(f"{SVG}g"):
        if not group.get("data-vehicle"):
            continue
        points = []
        for shape in group:
            if shape.tag == f"{SVG}path":
                points += [tuple(map(float, pair.split(","))) for pair in re.findall(r"-?[\d.]+,-?[\d.]+", shape.get("d"))]
            elif shape.tag == f"{SVG}rect":
                x, y, w, h = (float(shape.get(k)) for k in ("x", "y", "width", "height"))
                points += [(x, y), (x + w, y + h)]
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        boxes[(group.get("data-player"), group.get("data-vehicle"))] = (min(xs), min(ys), max(xs), max(ys))
    return boxes


def test_pieces_on_the_passage_arrow_stand_under_it_apart_and_leave_its_label_readable():
    state = started(4)
    for index in range(4):
        state = setup_player(state, index, ship="NWP", sled="NWP", ship_crew=(3, 0), sled_crew=(2, 0))
    svg = ET.fromstring(view.board_view(session_at(state)))
    arrow = next(g for g in svg.iter(f"{SVG}g") if g.get("id") == "arrow-nwp")
    arrow_bottom = max(float(pair.split(",")[1]) for pair in arrow.find(f"{SVG}polygon").get("points").split())
    height = float(svg.get("viewBox").split()[3])
    boxes = piece_boxes(svg)
    assert len(boxes) == 8
    for piece, (left, top, right, bottom) in boxes.items():
        assert arrow_bottom < top and bottom < height and left >= 0, piece  # under the arrow, on the board
    pieces = list(boxes.values())
    for number, a in enumerate(pieces):
        for b in pieces[number + 1:]:
            assert a[2] <= b[0] or b[2] <= a[0] or a[3] <= b[1] or b[3] <= a[1], (a, b)  # no piece over another


def ice_labels(svg: ET.Element) -> dict[str, tuple[float, float, str]]:
    """"label" and "near" (its phone copy) -> (left, right, words) of each ice label drawn."""
    labels = {}
    for group in svg.iter(f"{SVG}g"):
        if (group.get("class") or "").startswith("ice-label"):
            box, words = group.find(f"{SVG}rect"), group.find(f"{SVG}text").text
            left = float(box.get("x"))
            labels["near" if "near" in group.get("class").split() else "label"] = (left, left + float(box.get("width")), words)
            if "near" in group.get("class").split():
                assert group.get("aria-hidden") == "true"  # read once, not twice
    return labels


def test_the_ice_label_is_written_again_near_the_acting_piece_for_a_zoomed_board():
    from web import render

    def column_of(x: float) -> float:
        return (x - render.MARGIN_WEST) / render.SQUARE

    state = started(2)
    assert state.frozen_rows == 2
    far_east = ET.fromstring(view.board_view(session_at(setup_player(state, ship="L4"))))
    labels = ice_labels(far_east)
    assert set(labels) == {"label", "near"} and labels["near"][2] == labels["label"][2]
    left, right, _ = labels["near"]
    assert left <= render.MARGIN_WEST + 12 * render.SQUARE and column_of(right) >= 11 - 1  # beside L, on the board
    assert column_of(left) - column_of(labels["label"][0]) >= render.ICE_LABEL_COPY_AFTER  # out of the west one's frame
    at_home = ice_labels(ET.fromstring(view.board_view(session_at(state))))  # the ship at Greenland: the east end
    assert at_home["near"] == labels["near"]
    west = ice_labels(ET.fromstring(view.board_view(session_at(setup_player(state, ship="NWP")))))
    assert set(west) == {"label"}  # the label itself is in the frame there
    other = session_at(setup_player(state, ship="L4"))
    other.vehicle = "sled"  # the sled chosen, not out: no piece to centre on
    assert set(ice_labels(ET.fromstring(view.board_view(other)))) == {"label"}


def test_costs_include_the_extra_action_surcharge():
    session = session_at(started())
    assert "draw, place, move, transfer 1" in view.controls_view(session)
    session.act("ship draws S1")
    assert "draw, place, move, transfer 2" in view.controls_view(session)
    assert 'title="Draw S2: 2 crew."' in view.display_view(session).replace("Small tile S2, land along one side: 8 left. ", "")


def test_final_screen_shows_the_breakdown_and_the_winner():
    state = started()
    while not engine.is_over(state):
        state = checked.play(state, "pass")
    state = state.copy()
    state.players[1].points["nwp"] = 10
    html = plain(view.final_view(session_at(state)))
    assert "Player 2 wins!" in html and "Majorities: Franklin" in html and "Total" in html
    root = ET.fromstring(html)
    totals = [td.text for tr in root.iter("tr") if tr.get("class") == "total" for td in tr.iter("td")]
    assert totals == ["10", "0"]


def test_round_summary_lists_what_the_ice_did():
    state = started()
    put(state, "S0", "K2")
    owner = state.turn_order[0]
    state = setup_player(state, owner, ship="K2", sled="K2", ship_crew=(4, 0), sled_crew=(3, 0))
    session = session_at(state)
    while session.state.round == 1:
        session.act("pass")
    html = plain(view.banner_view(session))
    assert "Round 2 begins" in html and f"{state.players[owner].name}'s sled was lost at K2 with 3 crewmen" in html


def test_undo_stays_inside_the_turn_and_stops_at_a_draw():
    session = session_at(setup_player(started(), ship="L4"))
    start = session.state
    assert session.act("ship moves to L5")
    assert session.can_undo()
    session.undo()
    assert session.state is start
    session.act("ship draws S1")
    assert not session.can_undo()
    session.act("ship moves to L5")
    session.act("end turn")
    assert not session.can_undo()  # never into another player's turn


def test_illegal_attempts_become_notices_not_exceptions():
    session = session_at(started())
    assert not session.act("ship moves to A1")
    assert session.notice.startswith("Not allowed:")
    assert not session.act("launch the rockets")
    assert "not an action" in session.notice


def test_save_round_trip_and_damaged_saves():
    session = session_at(started())
    session.act(next(str(a) for a in session.legal if " moves to " in str(a)))
    restored = Session.from_save(session.to_save())
    assert restored.state.to_json() == session.state.to_json()
    assert restored.can_undo() and restored.colours == session.colours
    for bad in ("", "{", "[]", '{"save": 2}', '{"save": 1, "state": {}}', '{"save": 1, "colours": [], "state": 3}'):
        with pytest.raises(SaveError):
            Session.from_save(bad)
    raw = json.loads(session.to_save())
    raw["state"]["players"][0]["points"]["nwp"] = 15  # points its record never earned
    with pytest.raises(SaveError, match="does not match"):
        Session.from_save(json.dumps(raw))


def test_new_game_form_has_seats_for_up_to_four_players():
    html = view.new_game_view(3)
    assert html.count('class="seat"') == 3 and html.count('class="seat hidden"') == 1
    assert 'data-ui="start"' in html


def test_log_lines_are_plain_words():
    session = session_at(setup_player(started(), ship="L4"))
    session.act("ship moves to L5")
    session.act("end turn")
    html = plain(view.log_view(session))
    name = session.state.players[session.state.actors[-1]].name
    assert f"{name} ends the turn." in html and "ship moves to L5." in html


def _panel_of(html: str, index: int) -> str:
    return re.search(rf'<section class="player[^"]*" data-player="{index}".*?</section>', html, re.DOTALL).group(0)


def test_each_panel_shows_the_score_if_the_game_ended_now_with_its_breakdown():
    state = started(3, seed=4)
    state.players[0].tokens["Franklin"] = 2
    state.players[1].tokens["Franklin"] = 1
    state.players[2].tokens["Strait"] = 1
    state.players[2].tokens["Cartography"] = 1
    state = setup_player(state, 1, ship="L4")  # Bob's ship is out: if the game ended now, he pays for it
    html = view.players_view(session_at(state))
    scores = engine.final_scores(state)["players"]
    for index in range(3):
        panel = _panel_of(html, index)
        details = re.search(r'<details class="if-ended" data-total="(-?\d+)"><summary>(.*?)</summary><ul>(.*?)</ul>', panel)
        assert int(details.group(1)) == scores[index]["total"]
        assert details.group(2) == f"If the game ended now: {scores[index]['total']}"
        lines = [int(v) for v in re.findall(r"<strong>([+-]\d+)</strong>", details.group(3))]
        assert sum(lines) == scores[index]["total"]  # the breakdown adds up
    assert "Vehicles not home" in _panel_of(html, 1) and "Vehicles not home" not in _panel_of(html, 0)
    assert "Franklin majority" in _panel_of(html, 0)
    # the leader of each majority carries a star with words, never a colour alone
    assert 'aria-label="Leads the Franklin majority (+10 now)"' in _panel_of(html, 0)
    assert "Leads the Franklin majority" not in _panel_of(html, 1)
    assert "Leads the Strait majority" in _panel_of(html, 2) and "Leads the Cartography majority" in _panel_of(html, 2)
    assert "Leads the" not in re.sub(r"Franklin", "", _panel_of(html, 1))


def test_token_chips_are_named_in_words_so_no_two_read_alike():
    html = view.players_view(session_at(started()))
    chips = re.findall(r'<span class="token-count token-(\w+)"[^>]*>(<svg class="token-icon token-icon-\w+".*?</svg>)(\w+) \d', html)
    assert chips and all(kind == word for kind, _, word in chips)
    assert {word for _, _, word in chips} == {"Inuit", "Cairn", "Franklin", "Strait", "Cartography"}
    # besides the word, each kind has its own pictogram, hidden from screen readers (they read the word)
    icons = {kind: icon for kind, icon, _ in chips}
    assert len(set(icons.values())) == 5 and all('aria-hidden="true"' in icon for icon in icons.values())


def test_a_token_on_the_board_bears_the_same_pictogram_as_its_chip():
    from web.render import TOKEN_ICONS, _token
    board = view.board_view(session_at(started()))
    drawn = re.search(r'<g class="token" data-token="Cairn".*?</g></g>', board)
    assert drawn and TOKEN_ICONS["Cairn"] in drawn.group(0)
    for kind in ("Inuit", "Franklin", "Strait"):
        assert TOKEN_ICONS[kind] in _token((3, 4), kind) and TOKEN_ICONS[kind] in view.token_icon_svg(kind)


def test_tied_leaders_both_carry_the_star_and_nobody_leads_at_zero():
    state = started(2)
    html = view.players_view(session_at(state))
    assert "Leads the" not in html  # no tokens yet: no leader
    state.players[0].tokens["Strait"] = 1
    state.players[1].tokens["Strait"] = 1
    html = view.players_view(session_at(state))
    assert "Leads the Strait majority (+5 now)" in _panel_of(html, 0) and "Leads the Strait majority (+5 now)" in _panel_of(html, 1)


def test_since_your_last_turn_lists_the_others_actions_and_outlines_what_changed():
    state = started(2)  # Ann's turn (seat of the first to act)
    first = state.current
    state = checked.play(state, "ship moves to L4")
    state = checked.play(state, "end turn")
    second = state.current
    assert second != first
    session = session_at(state)
    news = plain(view.news_view(session))
    name = state.players[first].name
    own_last = max(i for i, actor in enumerate(state.actors) if actor == second)
    expected = [plain(view.text_html(view.describe(state, state.actors[i], *state.history[i])))
                for i in range(own_last + 1, len(state.history))]
    assert expected[-2:] == [f"{name}'s ship moves to L4.", f"{name} ends the turn."]
    assert news.startswith("<section class=\"news\"><h3>Since your last turn:</h3>")
    assert re.findall(r"<li>(.*?)</li>", news) == expected  # the others' actions, none of the player's own
    tiles, moved, taken = view.changes(session)
    assert moved == {(first, "ship")} and not tiles and not taken
    board = view.board_view(session)
    ring = re.search(rf'<g class="vehicle ship changed" data-player="{first}"', board)
    assert ring and board.count("moved-ring") == 1
    # once the player acts, the news and the outlines are gone
    assert session.act(next(str(a) for a in session.legal if str(a).startswith("ship moves")))
    assert view.news_view(session) == "" and "moved-ring" not in view.board_view(session)


def test_a_tile_placed_and_a_token_taken_are_outlined_for_the_next_player():
    state = setup_player(started(2), ship="L4", hand=["S0"])
    mover = state.current
    state = checked.play(state, "ship picks up L4")
    place = next(a for a in engine.legal_actions(state) if isinstance(a, Place))
    state = engine.apply(state, place)
    while state.current == mover:
        state = checked.play(state, "end turn")
    session = session_at(state)
    tiles, _moved, taken = view.changes(session)
    assert taken == [(11, 3)] and len(tiles) == 1
    board = view.board_view(session)
    assert board.count('class="changed"') == 1 and board.count('class="changed taken"') == 1


@pytest.mark.parametrize("round_number", range(2, 11))
def test_the_round_summary_says_what_thawed_and_froze_and_the_next_ice(round_number):
    from nwp import data

    state = started(2)
    state.round = round_number
    state.disc = data.disc_position_for_round(round_number)
    before, now = data.frozen_rows_in_round(round_number - 1), data.frozen_rows_in_round(round_number)
    lines = view.ice_news(state)
    if now < before:
        assert lines[0] == (f"The ice thawed: rows {now + 1}–{before} are open sea again." if now else "The ice has gone: every row is open.")
    elif now > before:
        assert lines[0] == f"The ice spread south: rows {before + 1}–{now} are frozen."
    else:
        assert lines[0] == f"The ice still covers rows 1–{now}."
    if round_number < data.ROUNDS:
        coming = data.frozen_rows_in_round(round_number + 1)
        assert lines[1] == "Next round the ice covers " + (f"rows 1–{coming}." if coming else "no row.")
    else:
        assert len(lines) == 1
    session = session_at(state)
    session.pending_banner = "round"
    banner = plain(view.banner_view(session))
    assert lines[0] in banner and "If the game ended now: " in banner


def test_the_ice_schedule_as_told_in_rounds_two_and_four():
    from nwp import data

    state = started(2)
    for round_number, first in ((2, "The ice has gone: every row is open."), (4, "The ice spread south: rows 3–4 are frozen.")):
        state.round, state.disc = round_number, data.disc_position_for_round(round_number)
        assert view.ice_news(state)[0] == first


def test_hms_terror_costs_name_the_resource_that_really_pays_the_next_toll():
    state = engine.new_game(["Ann"], seed=2, variant="solo-terror")
    while state.phase == "setup":
        state = engine.apply(state, engine.legal_actions(state)[0])
    state.solo["pay_with"] = "food"
    state.solo["food"], state.solo["morale"] = 0, 5
    line = view.costs_line(session_at(state))
    assert "The next toll is paid with morale (no food left)." in line and "Paying with food" not in line
    state.solo["food"] = 3
    assert "Paying with food." in view.costs_line(session_at(state))


def test_pay_with_the_other_resource_is_offered_only_when_it_changes_what_pays_the_next_toll():
    state = engine.new_game(["Ann"], seed=2, variant="solo-terror")
    while state.phase == "setup":
        state = engine.apply(state, engine.legal_actions(state)[0])
    state.solo["pay_with"] = "food"

    def offered(food: int, morale: int) -> bool:
        state.solo["food"], state.solo["morale"] = food, morale
        return "pay with morale" in actions_in(view.controls_view(session_at(state)))

    assert offered(4, 5)  # food pays now: the switch makes morale pay
    assert not offered(4, 0)  # no morale to pay with
    assert not offered(0, 5)  # morale pays already (no food left)
    assert not offered(0, 0)  # neither: a crewman's life pays whatever is chosen


def test_a_selected_tile_marks_every_square_it_can_cover_and_shows_itself_where_tapped():
    from web.session import footprint

    session = session_at(setup_player(started(), ship="L4", hand=["L05"]))
    session.command("select-tile", "L05")
    everywhere = session.all_placements()
    assert {(a.face, a.rotation) for a in everywhere} != {(session.face, session.rotation)}  # other ways exist
    board = view.board_view(session)
    spots = set(re.findall(r'class="target spot" data-ui="fit:([A-L]\d)"', board))
    placed_now = {square for a in session.placements_for_selection() for square in footprint(a)}
    named = {square for a in everywhere for square in footprint(a)}
    assert spots | {f"{'ABCDEFGHIJKL'[x]}{y + 1}" for x, y in placed_now} == {f"{'ABCDEFGHIJKL'[x]}{y + 1}" for x, y in named}
    # a tap on a dotted square turns the tile to fit there, draws it, and one more tap places it
    square = sorted(spots)[0]
    session.command("fit", square)
    shown = session.previewed
    assert shown is not None and f"{'ABCDEFGHIJKL'[shown.square[0]]}" and (shown.face, shown.rotation) == (session.face, session.rotation)
    board = view.board_view(session)
    assert 'class="tile-pic preview-pic"' in board
    assert re.search(rf'class="target place preview" data-action="{re.escape(str(shown))}"', board)
    assert session.act(str(shown))
    assert session.previewed is None and session.state.history[-1][0] == str(shown)


def test_rotate_on_a_tapped_square_cycles_through_the_ways_the_tile_fits_there():
    from nwp import data

    for tile in list(data.SMALL_PILE_NAMES) + list(data.LARGE_TILES):  # one that fits a square in several ways
        session = session_at(setup_player(started(), ship="L4", hand=[tile]))
        session.command("select-tile", tile)
        counts = {square: len(session.fits_at(square)) for square in session.spots()}
        square, count = max(counts.items(), key=lambda item: item[1], default=(None, 0))
        if count > 2:
            break
    assert count > 2
    session.fit(square)
    seen = [session.previewed]
    for _ in range(count - 1):
        session.command("rotate")
        seen.append(session.previewed)
    assert len(set(seen)) == count and set(seen) == set(session.fits_at(square))
    session.command("rotate")
    assert session.previewed == seen[0]  # round again
    session.command("fit", "Z9")  # a tampered square name changes nothing
    assert session.previewed == seen[0]


def test_the_mouse_resting_on_a_square_shows_the_tile_there_without_jumping_about():
    from nwp import data
    from web.session import footprint

    for tile in list(data.SMALL_PILE_NAMES) + list(data.LARGE_TILES):  # a tile covering several squares
        session = session_at(setup_player(started(), ship="L4", hand=[tile]))
        session.command("select-tile", tile)
        if any(len(footprint(a)) > 1 for a in session.all_placements()):
            break
    assert not session.hover((0, 0))  # a square where it fits in no way: nothing to draw again
    square = next(s for s in sorted(session.spots()) if any(len(footprint(a)) > 1 for a in session.fits_at(s)))
    assert session.hover(square)
    shown = session.previewed
    assert shown is not None and square in footprint(shown)
    for other in footprint(shown):  # moving over the tile shown keeps it where it is
        assert not session.hover(other) and session.previewed == shown
    elsewhere = next(s for s in sorted(session.spots()) if not footprint(shown) & {s} and session.fits_at(s))
    assert session.hover(elsewhere) and elsewhere in footprint(session.previewed)
    session.command("cancel")
    assert not session.hover(elsewhere)  # no tile in hand, nothing shown


def test_from_round_eight_a_player_far_from_home_is_warned_with_the_stakes():
    from nwp import data

    state = setup_player(started(2), ship="L4")
    me = state.current
    assert view.home_warning(state, me) == ""  # round 1: no warning
    state.round, state.disc = 10, data.disc_position_for_round(10)
    player = state.players[me]
    player.ship_available, player.ship_resting = 0, 0  # no crew left to act this round
    warning = plain(view.home_warning(state, me))
    assert "Getting home is not sure" in warning and "left before the end of round 10" in warning
    assert f"Ship 1 moves from Greenland: −{data.ABANDONED_SHIP_PENALTY} for the ship and −{data.ABANDON_PER_CREWMAN} per crewman" in warning
    assert 'role="note"' in view.home_warning(state, me)
    assert "Getting home is not sure" in plain(view.controls_view(session_at(state)))  # beside the actions too
    state.round, state.disc = 7, data.disc_position_for_round(7)
    assert view.home_warning(state, me) == ""  # before round 8: none
    home = setup_player(state, me, ship="Greenland")
    home.round, home.disc = 9, data.disc_position_for_round(9)
    assert view.home_warning(home, me) == ""  # a ship in Greenland risks nothing


def test_a_moment_of_the_game_is_watched_without_changing_it():
    import random

    session = session_at(started(2))
    chooser = random.Random(5)
    while session.state.round < 3:
        session.act(str(chooser.choice(session.legal)), by_bot=True)
    before = session.to_save()
    starts = session.round_starts()
    assert sorted(starts)[:3] == [1, 2, 3] and starts[1] == 0
    moment = session.moment(starts[2])
    assert moment.state.round == 2 and session.moment(starts[2] - 1).state.round == 1
    assert moment.view_only and moment.legal == [] and actions_in(all_panels(moment)) == set()
    assert session.to_save() == before  # watching changes nothing
    watch = plain(view.watch_view(session, moment))
    assert f"After action {starts[2]} of {len(session.state.history)} · round 2" in watch
    assert 'data-ui="watch:0"' in watch and f'data-ui="watch:{len(session.state.history)}"' in watch
    assert all(f'data-ui="watch:{start}"' in watch for start in starts.values())  # a jump to each round
    assert 'aria-label="One action back"' in watch
    log = view.log_view(moment)
    assert log.count('aria-current="step"') == 1 and f'data-ui="watch:{starts[2]}" title' in log
    live_log = view.log_view(session)
    assert 'data-ui="watch:1"' in live_log and "Watch again" in live_log


def test_the_hand_to_play_is_in_the_tray_and_the_panels_only_show_hands():
    session = session_at(setup_player(started(), ship="L4", hand=["L05", "S2"]))
    tray = view.tray_view(session)
    name = session.state.players[session.state.current].name
    assert "Hand of" in tray and name in plain(tray)
    assert re.findall(r'data-ui="select-tile:(\w+)"', tray) == ["L05", "S2"]
    assert 'aria-pressed="false"' in tray
    assert "select-tile" not in view.players_view(session)  # one place to pick a tile from
    session.command("select-tile", "S2")
    assert 'class="hand-tile selected" data-ui="select-tile:S2" aria-pressed="true"' in view.tray_view(session)
    assert view.tray_view(session.moment(len(session.state.history))) == ""  # nothing to pick while watching
    twins = session_at(setup_player(started(), ship="L4", hand=["S2", "L05", "S2"]))
    twins.command("select-tile", "S2")
    assert view.tray_view(twins).count('aria-pressed="true"') == 1  # two of a kind: one is the chosen one


def test_while_a_hole_waits_for_its_small_tile_the_hand_is_shown_but_not_offered():
    state = game_with_a_hole_choice()
    session = Session(state, None, "HoleA")
    hand = state.players[state.current].hand
    tray = view.tray_view(session)
    assert "select-tile" not in tray and all(tile in plain(tray) for tile in hand)
    assert "small tile for the hole first" in plain(tray)
    session.command("select-tile", hand[0])  # a click or key that reaches the session anyway
    assert session.selected_tile is None
    assert "hole-picker" in view.controls_view(session)
    filled = Session(engine.apply(state, engine.legal_actions(state)[0]), None, "HoleA")
    assert filled.state.holes is None and filled.state.current == state.current
    assert "select-tile" in view.tray_view(filled)  # the hand is back once the hole is filled


def test_the_preview_hint_counts_the_ways_in_words_a_player_would_use():
    from nwp import data

    seen = set()
    for tile in list(data.SMALL_PILE_NAMES) + list(data.LARGE_TILES):
        session = session_at(setup_player(started(), ship="L4", hand=[tile]))
        session.command("select-tile", tile)
        for square in sorted(session.spots()):
            session.fit(square)
            hint = plain(view.controls_view(session))
            count = len(session.fits_at(square))
            if count == 1:
                assert "fits here in this one way" in hint and "1 ways" not in hint
            else:
                assert f"fits here in {count} ways" in hint
            seen.add(count == 1)
        if seen == {True, False}:
            break
    assert seen == {True, False}


def test_a_long_log_numbers_its_lines_by_the_action_they_tell():
    import random

    state = started()
    chooser = random.Random(3)
    while len(state.history) < 70 and state.phase != "over":
        state = engine.apply(state, chooser.choice(engine.legal_actions(state)))
    session = session_at(state)
    html = view.log_view(session, limit=60)
    assert f'<ol class="log" reversed start="{len(state.history)}" tabindex="0"' in html  # the first line shown is the last action
    first_line = re.search(r'<li[^>]*data-ui="watch:(\d+)"', html)
    assert first_line and int(first_line.group(1)) == len(state.history)  # and a click on it shows that action


def test_screen_readers_are_told_each_new_action_in_the_logs_words_and_whose_turn_it_is():
    import random

    session = session_at(started())
    chooser = random.Random(5)
    while session.state.round < 2 and session.state.phase != "over":
        since = len(session.state.history)
        session.act(str(chooser.choice(session.legal)), by_bot=True)
        told = view.announcement(session, since)
        state = session.state
        assert view.describe(state, state.actors[-1], *state.history[-1]) in told  # the log's words
        assert view.status_text(session) in told  # then whose turn it is
        for note in session.earnings()[-1]:
            assert note in told  # with what it earned
        if session.pending_banner == "round":
            assert f"Round {state.round}" in told
    assert session.state.round == 2


def test_small_tile_piles_and_hand_tiles_are_named_by_their_land_and_sea():
    from nwp import data
    from web.messages import t

    words = {0: "all sea", 1: "land in one corner", 3: "land in three corners", 4: "all land"}
    for pile, (corners, _) in data.SMALL_PILES.items():
        land = sum(corners)
        expected = words.get(land) or ("land in two opposite corners" if corners[0] == corners[2] else "land along one side")
        assert t("shape_" + pile) == expected, pile
    session = session_at(setup_player(started(), ship="L4", hand=["S2d", "L05"]))
    display = view.display_view(session)
    for pile in data.SMALL_PILE_NAMES:  # the count alone no longer names a pile
        label = f'Small tile {pile}, {t("shape_" + pile)}: {session.state.piles[pile]} left.'
        assert f'aria-label="{label}' in display
    tray = view.tray_view(session)
    assert 'aria-label="Small tile S2d, land in two opposite corners."' in tray
    assert 'aria-label="Large tile L05: two squares, either face, any rotation."' in tray


def test_every_table_header_cell_has_text_for_screen_readers():
    import random

    state = started(3)
    chooser = random.Random(2)
    while state.phase != "over":
        state = engine.apply(state, chooser.choice(engine.legal_actions(state)))
    session = session_at(state)
    html = view.players_view(session) + view.final_view(session)
    cells = re.findall(r"<th[^>]*>(.*?)</th>", html)
    assert cells and all(plain(cell).strip() for cell in cells)


def test_a_click_anywhere_on_the_tile_shown_places_that_tile_not_another_way_drawn_over_it():
    """The tile shown after a hover or a tap lies on top of the other placements in its face and
    rotation, which can overlap it: a click on any of its squares places the tile shown."""
    from nwp import data
    from web.session import footprint

    def topmost_action_at(html: str, square: tuple[int, int]) -> str | None:
        left, top, across, down = view._square_rect(*square, 1, 1, 3)
        centre = (left + across / 2, top + down / 2)
        found = None
        for rect in re.finditer(r'<rect class="target ([^"]*)"(?: data-action="([^"]*)")?(?: data-ui="[^"]*")? '
                                r'x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"', html):
            x, y, width, height = (float(value) for value in rect.group(3, 4, 5, 6))
            if x <= centre[0] <= x + width and y <= centre[1] <= y + height:
                found = rect.group(2)  # later in the document is drawn on top
        return found

    overlapping = 0
    for tile in list(data.LARGE_TILES) + list(data.SMALL_PILE_NAMES):
        session = session_at(setup_player(started(), ship="L4", hand=[tile]))
        session.command("select-tile", tile)
        for square in sorted(session.spots()):
            session.fit(square)
            shown = session.previewed
            html = view._targets(session)
            overlapping += sum(1 for a in session.placements_for_selection() if a != shown and footprint(a) & footprint(shown))
            for covered in footprint(shown):
                assert topmost_action_at(html, covered) == str(shown), (tile, square, covered)
    assert overlapping  # the case that matters: other ways drawn where the tile shown lies
