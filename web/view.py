"""The page's panels as HTML/SVG strings, drawn from a :class:`Session` (pure, no DOM).

Every element that completes an engine action when clicked carries
``data-action="<the action's text form>"``; elements that only change the
interface carry ``data-ui="<command>[:<argument>]"``. Only legal actions are drawn.
"""

from __future__ import annotations

from html import escape as _html_escape

from nwp import bots, coop, data, engine, scoring, solo, terror
from nwp.actions import (CREWMAN, Done, Draw, DrawPlace, EndTurn, Fill, Move, MoveTuunbaq, Pass, PayWith, PickUp, Place, Refresh,
                         SacrificeFrom, Take, Transfer, parse)
from nwp.board import GREENLAND, LAND, NWP, Board
from nwp.geometry import oriented, square_corners, square_name
from nwp.hints import Hint
from nwp.state import GameState

from .earnings import event_text, voyage_card_words
from .messages import ENGLISH, FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE, isolate, other_language, t
from .render import MARGIN_NORTH, MARGIN_WEST, SQUARE, arrow_box, board_svg, land_polygons, token_icon_svg
from .session import COLOUR_NAMES, PLAYER_COLOURS, SEAT_KINDS, Session, footprint

ROMAN = {1: "I", 2: "II", 3: "III", 4: "IV", 5: "V", 6: "VI", 7: "VII"}


def _cost_label(session: Session, action) -> str:
    cost = engine.action_cost(session.state, action)
    return t("cost", cost=cost) if cost else t("free")


def _attr(text: str) -> str:
    """Text for an attribute value (always written in double quotes)."""
    return _html_escape(text, quote=True)


def text_html(text: str) -> str:
    """Text for an element's content: escaped, each name isolate (messages.isolate) a ``<bdi>``."""
    return _html_escape(text, quote=True).replace(FIRST_STRONG_ISOLATE, "<bdi>").replace(POP_DIRECTIONAL_ISOLATE, "</bdi>")


def name_html(name: str) -> str:
    """A player's name as element content, isolated from the text around it."""
    return text_html(isolate(name))


# --- tiles as small pictures ----------------------------------------------------------------
def tile_svg(name: str, face: str = "A", rotation: int = 0, unit: int = 22) -> str:
    """A tile face as a small standalone SVG (used in hands, displays and piles)."""
    shape = oriented(name, face, rotation)
    parts = []
    for dy in range(shape.height):
        for dx in range(shape.width):
            grid = shape.grid
            corners = (grid[dy][dx], grid[dy][dx + 1], grid[dy + 1][dx + 1], grid[dy + 1][dx])
            parts.append(f'<rect class="sea" x="{dx * unit}" y="{dy * unit}" width="{unit}" height="{unit}"/>')
            for polygon in land_polygons(corners):
                points = " ".join(f"{(dx + px) * unit:.1f},{(dy + py) * unit:.1f}" for px, py in polygon)
                parts.append(f'<polygon class="land" points="{points}"/>')
    if shape.symbol:
        sx, sy = shape.symbol_offset
        parts.append(
            f'<circle class="symbol symbol-{shape.symbol}" cx="{(sx + 0.5) * unit}" cy="{(sy + 0.5) * unit}" r="{unit * 0.22:.1f}"/>'
        )
    width, height = shape.width * unit, shape.height * unit
    return (
        f'<svg class="tile-pic" viewBox="0 0 {width} {height}" width="{width}" height="{height}" aria-hidden="true">'
        f'{"".join(parts)}<rect class="tile-edge" x="0" y="0" width="{width}" height="{height}"/></svg>'
    )


# --- the board with vehicles and targets ----------------------------------------------------
def _square_rect(x: int, y: int, width: int = 1, height: int = 1, inset: float = 3) -> tuple[float, float, float, float]:
    """x, y, width and height in the board's pixels of the box round ``width`` by ``height``
    squares from square (``x``, ``y``), ``inset`` pixels inside (outside when negative)."""
    return (MARGIN_WEST + x * SQUARE + inset, MARGIN_NORTH + y * SQUARE + inset,
            width * SQUARE - 2 * inset, height * SQUARE - 2 * inset)


def _square_box(x: int, y: int, width: int = 1, height: int = 1, inset: float = 3) -> str:
    """:func:`_square_rect` as a rect's attributes."""
    left, top, across, down = _square_rect(x, y, width, height, inset)
    return f'x="{left}" y="{top}" width="{across}" height="{down}"'


def _bounds(squares) -> tuple[int, int, int, int]:
    """Column, row, width and height (in squares) of the smallest box round ``squares``."""
    xs, ys = [q[0] for q in squares], [q[1] for q in squares]
    return min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1


def _place_box(state, index: int, inset: float = 3) -> str:
    """The box round a whole tile (a large one covers two squares)."""
    return _square_box(*_bounds(state.board.squares_of(index)), inset)


def _place_anchor(session: Session, place: int, vehicle: str) -> tuple[float, float]:
    """Where to draw a vehicle: the arrow, or a fitting square of its tile (ship: open sea)."""
    board = session.state.board
    if place == GREENLAND:
        return (MARGIN_WEST + data.GRID_WIDTH * SQUARE + 78, MARGIN_NORTH + 4 * SQUARE + 14)
    if place == NWP:  # under the arrow, which is one square high: its label stays readable
        return (MARGIN_WEST - 44, MARGIN_NORTH + 4 * SQUARE + 14)
    frozen = session.state.frozen_rows
    squares = board.squares_of(place)
    chosen = squares[0]
    for x, y in squares:
        corners = [board.vertices[v] for v in square_corners(x, y)]
        if vehicle == "ship" and y >= frozen and 0 in corners:
            chosen = (x, y)
            break
        if vehicle == "sled" and (y < frozen or LAND in corners):
            chosen = (x, y)
            break
    return (MARGIN_WEST + (chosen[0] + 0.5) * SQUARE, MARGIN_NORTH + (chosen[1] + 0.5) * SQUARE)


# Where the pieces sharing one spot go, as offsets from its centre in quarters of a square: one
# piece per quarter, so none hides another (the token at the centre is drawn above them).
_QUARTERS = ((-1, -1), (1, -1), (-1, 1), (1, 1))


def _vehicle_shape(vehicle: str, cx: float, cy: float, colour: str, mark: str, scale: float) -> str:
    """A ship (hull and sail) or a sled (body and runner), ``28 * scale`` wide, centred on
    (cx, cy), with the player's seat number on it, so pieces are told apart without colour."""
    def at(dx: float, dy: float) -> str:
        return f"{cx + dx * scale:.1f},{cy + dy * scale:.1f}"
    if vehicle == "ship":
        body = (f'<path d="M{at(-14, -1)} L{at(14, -1)} L{at(9, 9)} L{at(-9, 9)} Z" fill="{colour}" stroke="#1d2a36" stroke-width="1"/>'
                f'<path d="M{at(-1, -1)} L{at(-1, -15)} L{at(10, -3)} Z" fill="#fff" stroke="{colour}" stroke-width="1.5"/>')
        text_y = 7
    else:
        body = (f'<rect x="{cx - 12 * scale:.1f}" y="{cy - 8 * scale:.1f}" width="{24 * scale:.1f}" height="{13 * scale:.1f}" '
                f'rx="{3 * scale:.1f}" fill="{colour}" stroke="#1d2a36" stroke-width="1"/>'
                f'<path d="M{at(-14, 8)} L{at(12, 8)} Q{at(16, 8)} {at(15, 4)}" fill="none" stroke="#1d2a36" stroke-width="{2 * scale:.1f}"/>')
        text_y = 2.5
    return (body + f'<text class="seat-mark" x="{cx:.1f}" y="{cy + text_y * scale:.1f}" text-anchor="middle" '
            f'font-size="{9 * scale:.1f}">{mark}</text>')


def _vehicle_squares(session: Session) -> dict[tuple[float, float], list[tuple[int, str]]]:
    """The pieces on the board (not on an arrow), by the point they are drawn around."""
    spots: dict[tuple[float, float], list[tuple[int, str]]] = {}
    for index, player in enumerate(session.state.players):
        for vehicle in ("ship", "sled"):
            place = player.position(vehicle)
            if place is not None and place not in (GREENLAND, NWP):
                spots.setdefault(_place_anchor(session, place, vehicle), []).append((index, vehicle))
    return spots


def _acting_column(session: Session) -> int | None:
    """The column of the piece a zoomed board is centred on when a turn begins (web/main.py,
    ``pan_to_acting_piece``): the acting player's ship or sled, as chosen; the board's west or
    east end for a piece on the Passage's or Greenland's arrow; None once the game is over."""
    state = session.state
    if state.phase == "over":
        return None
    place = state.players[state.current].position(session.vehicle)
    if place is None:
        return None
    if place in (GREENLAND, NWP):
        return 0 if place == NWP else data.GRID_WIDTH - 1
    return _square_at(_place_anchor(session, place, session.vehicle))[0]


def _square_at(point: tuple[float, float]) -> tuple[int, int]:
    return (int((point[0] - MARGIN_WEST) // SQUARE), int((point[1] - MARGIN_NORTH) // SQUARE))


def _vehicles(session: Session, moved: frozenset | set = frozenset()) -> str:
    """Every player's ship and sled. Pieces on one square share it by quarters (smaller when more
    than four meet; a token there keeps the south-east quarter); on an arrow (Greenland) or under it (the
    Passage's, one square high, whose label they would hide) each player has a row."""
    state = session.state
    tokens = state.board.tokens
    spots = _vehicle_squares(session)
    arrows: dict[int, list[tuple[int, str]]] = {}
    for index, player in enumerate(state.players):
        for vehicle in ("ship", "sled"):
            place = player.position(vehicle)
            if place in (GREENLAND, NWP):
                arrows.setdefault(place, []).append((index, vehicle))
    drawn: list[tuple[int, str, float, float, float]] = []
    for (cx, cy), pieces in spots.items():
        quarters = _QUARTERS[:3] if _square_at((cx, cy)) in tokens else _QUARTERS
        if len(pieces) <= len(quarters):
            for (index, vehicle), (qx, qy) in zip(pieces, quarters):
                drawn.append((index, vehicle, cx + qx * SQUARE / 4, cy + qy * SQUARE / 4 + 2, 1.0))
        else:  # up to eight: two rows of four, smaller
            for slot, (index, vehicle) in enumerate(pieces):
                column, row = slot % 4, slot // 4
                drawn.append((index, vehicle, cx + (column - 1.5) * SQUARE / 4, cy + (row - 0.5) * SQUARE / 2, 0.5))
    for place, pieces in arrows.items():
        cx, cy = _place_anchor(session, place, "ship")
        for index, vehicle in pieces:  # Greenland's rows round the middle of its arrow, the Passage's under its arrow
            row = index - (state.num_players - 1) / 2 if place == GREENLAND else index
            drawn.append((index, vehicle, cx + (-15 if vehicle == "ship" else 15), cy + row * 22, 0.75))
    parts = []
    for index, vehicle, x, y, scale in drawn:
        player = state.players[index]
        label = f"{_attr(isolate(player.name))}: {_attr(t(vehicle))}"
        shape = _vehicle_shape(vehicle, x, y, session.colours[index], str(index + 1), scale)
        if (index, vehicle) in moved:  # a ring round a piece that moved since the viewer's turn
            label += f" ({_attr(t('moved_since'))})"
            parts.append(f'<g class="vehicle {vehicle} changed" data-player="{index}" data-vehicle="{vehicle}"><title>{label}</title>'
                         f'<circle class="moved-ring" cx="{x:.1f}" cy="{y:.1f}" r="{17 * scale:.1f}"/>{shape}</g>')
            continue
        parts.append(f'<g class="vehicle {vehicle}" data-player="{index}" data-vehicle="{vehicle}"><title>{label}</title>{shape}</g>')
    return "".join(parts)


def _placement_targets(session: Session) -> str:
    """With a tile selected: its placements in the face and rotation shown (a tap places it), a
    mark on every other square it can cover in another way (a tap shows it fitting there), and
    the tile drawn where the player asked to see it."""
    parts = []
    covered: set[tuple[int, int]] = set()
    previewed = session.previewed
    # the tile shown is drawn last, over the other ways that overlap it, so a click on it places it
    for action in sorted(session.placements_for_selection(), key=lambda way: way == previewed):
        shape = oriented(action.tile, action.face, action.rotation)
        x, y = action.square
        covered |= footprint(action)
        tip = t("tip_place", tile=action.tile, cost=_cost_label(session, action))
        extra = ""
        if action == previewed:  # the tile itself, as it would lie
            picture = tile_svg(action.tile, action.face, action.rotation, SQUARE)
            parts.append(picture.replace('<svg class="tile-pic"', f'<svg class="tile-pic preview-pic" x="{MARGIN_WEST + x * SQUARE}" '
                                         f'y="{MARGIN_NORTH + y * SQUARE}"', 1))
            extra = " preview"
            tip = t("tip_place_preview", tile=action.tile, cost=_cost_label(session, action))
        parts.append(
            f'<rect class="target place{extra}" data-action="{_attr(str(action))}" {_square_box(x, y, shape.width, shape.height)}>'
            f"<title>{text_html(tip)}</title></rect>"
        )
    for x, y in sorted(session.spots() - covered):
        tip = t("tip_fits_here", tile=session.selected_tile)
        parts.append(f'<rect class="target spot" data-ui="fit:{square_name((x, y))}" {_square_box(x, y)}>'
                     f"<title>{text_html(tip)}</title></rect>")
    return "".join(parts)


def _targets(session: Session) -> str:
    """Highlights that complete an action: placements of the selected tile, or moves."""
    parts = []
    state = session.state
    if state.holes is not None:  # the hole whose small tile is being chosen (in the side panel)
        x, y = state.holes["left"][0]
        tip = t("hole_choice", name=state.players[state.current].name, square=square_name((x, y)))
        return f'<rect class="target hole" {_square_box(x, y)}><title>{_attr(tip)}</title></rect>'
    if session.selected_tile is not None:
        return _placement_targets(session)
    if session.moving_tuunbaq:
        return _tuunbaq_targets(session)
    tolled: set = set()
    for action in session.legal:
        if not isinstance(action, Move) or action.vehicle != session.vehicle:
            continue
        if action.paying:  # the Tuunbaq's tile: one target, whose toll is chosen in the side panel
            if action.destination in tolled:
                continue
            tolled.add(action.destination)
            index = state.board.tile_index_at(action.destination)
            tip = t("tip_enter_tuunbaq", vehicle=t(action.vehicle).lower(), cost=_cost_label(session, action))
            parts.append(f'<rect class="target move toll" data-ui="enter:{square_name(action.destination)}" '
                         f'{_place_box(state, index)}><title>{text_html(tip)}</title></rect>')
            continue
        tip = t("tip_move", vehicle=t(action.vehicle), cost=_cost_label(session, action))
        if isinstance(action.destination, str):
            x, y, width, height = arrow_box(action.destination)
            box = f'x="{x}" y="{y}" width="{width}" height="{height}"'
            parts.append(f'<rect class="target move arrow-target" data-action="{_attr(str(action))}" {box}><title>{text_html(tip)}</title></rect>')
            continue
        box = _place_box(state, state.board.tile_index_at(action.destination))
        parts.append(f'<rect class="target move" data-action="{_attr(str(action))}" {box}><title>{text_html(tip)}</title></rect>')
    return "".join(parts)


# --- the Terror expansion (the Tuunbaq, nwp/terror.py) ----------------------------------------------
def _tuunbaq_targets(session: Session) -> str:
    """The tiles the Tuunbaq can be moved to (a tap moves it)."""
    parts = []
    for action in session.tuunbaq_moves():
        index = session.state.board.tile_index_at(action.destination)
        tip = t("tip_move_tuunbaq", cost=_cost_label(session, action))
        parts.append(f'<rect class="target move tuunbaq-target" data-action="{_attr(str(action))}" '
                     f'{_place_box(session.state, index)}><title>{text_html(tip)}</title></rect>')
    return "".join(parts)


def _tuunbaq_square(session: Session) -> tuple[int, int] | None:
    """The square the Tuunbaq is drawn on (its tile's first), None while it is not on the board."""
    place = terror.tuunbaq_place(session.state)
    return None if place is None else session.state.board.anchor_of(place)


def tuunbaq_piece(session: Session) -> str:
    """The Tuunbaq on its tile (the north-west of the tile's first square), a dark claw-marked disc
    with a "T"; a tap on it shows where it can go when the player to act may move it."""
    square = _tuunbaq_square(session)
    if square is None:
        return ""
    x, y = square
    cx, cy = MARGIN_WEST + x * SQUARE + 14, MARGIN_NORTH + y * SQUARE + 14
    movable = bool(session.tuunbaq_moves()) and session.bot_level() is None and not session.view_only
    tip = t("tip_tuunbaq_piece")
    ui = ' data-ui="tuunbaq" role="button" tabindex="-1"' if movable else ""
    return (f'<g class="tuunbaq{" actionable" if movable else ""}{" on" if session.moving_tuunbaq else ""}"{ui} '
            f'aria-label="{_attr(t("tuunbaq"))}"><title>{text_html(t("tuunbaq") + ". " + tip)}</title>'
            f'<circle cx="{cx}" cy="{cy}" r="12" class="tuunbaq-disc"/>'
            f'<path d="M{cx - 6} {cy - 7} l3 6 M{cx - 1} {cy - 8} l2 7 M{cx + 4} {cy - 7} l1 6" class="tuunbaq-claws"/>'
            f'<text x="{cx}" y="{cy + 9}" text-anchor="middle" class="tuunbaq-mark">T</text></g>')


def _toll_what(paying: str) -> str:
    return t("a_crewman") if paying == CREWMAN else t("a_token", token=t("token_" + paying))


def toll_picker(session: Session) -> str:
    """The toll of the Tuunbaq's tile: a button per crewman or token the vehicle may give up."""
    square = session.entering
    buttons = []
    for action in session.tolls(square):
        label = (t("pay_crewman", vehicle=t(action.vehicle).lower()) if action.paying == CREWMAN
                 else t("pay_token", token=t("token_" + action.paying)))
        icon = "" if action.paying == CREWMAN else f'<span class="token-count token-{action.paying}">{token_icon_svg(action.paying)}</span>'
        buttons.append(f'<button type="button" class="btn toll-choice" data-action="{_attr(str(action))}">{icon}'
                       f'<span>{text_html(label)}</span></button>')
    title = t("tuunbaq_toll_title", vehicle=t(session.vehicle).lower(), square=square_name(square))
    return (f'<div class="dialog toll-picker" role="group" aria-label="{_attr(title)}"><p class="hint">{text_html(title)}</p>'
            f'<div class="buttons toll-choices">{"".join(buttons)}{_button(t("cancel"), ui="cancel")}</div></div>')


def tuunbaq_given(state, index: int) -> str:
    """What player ``index`` gave up to the Tuunbaq, in words ('' when nothing)."""
    items = [f'{t("token_" + kind)} {count}' for kind, count in sorted(terror.discarded(state, index).items())]
    crew = terror.crew_discarded(state, index)
    if crew:
        items.append(t("crewmen_n", count=crew))
    return ", ".join(items)


def _arrow_tokens(session: Session) -> str:
    """The NWP and Greenland tokens still to be won, beside their arrows."""
    state = session.state
    parts = []
    for values, x, y, kind in (
        (state.nwp_tokens, MARGIN_WEST - 40, MARGIN_NORTH + 3 * SQUARE - 16, "nwp"),
        (state.greenland_tokens, MARGIN_WEST + data.GRID_WIDTH * SQUARE + 74, MARGIN_NORTH + 5 * SQUARE + 18, "greenland"),
    ):
        for i, value in enumerate(values):
            cy = y - i * 22 if kind == "nwp" else y + i * 22
            parts.append(
                f'<g class="arrow-token {kind}" data-value="{value}"><title>{text_html(t(kind))}: {value}</title>'
                f'<circle cx="{x}" cy="{cy}" r="10"/><text x="{x}" y="{cy + 4}" text-anchor="middle">{value}</text></g>'
            )
    return "".join(parts)


def _token_actions(session: Session) -> dict[tuple[int, int], PickUp]:
    return {a.square: a for a in session.legal if isinstance(a, PickUp) and a.vehicle == session.vehicle}


BOARD_ZOOMS = (0, 1, 2)  # on a phone: the whole board, squares of a finger's size (the default), larger


def zoom_view(zoom: int) -> str:
    """The board's zoom buttons (shown on narrow screens only), named for screen readers."""
    def button(direction: str, label: str, limit: int) -> str:
        name = _attr(t("zoom_" + direction))
        disabled = " disabled" if zoom == limit else ""
        return (f'<button type="button" class="btn zoom-{direction}" data-ui="zoom:{direction}" aria-label="{name}" '
                f'title="{name}"{disabled}>{label}</button>')
    return (f'<span class="label">{text_html(t("zoom_label"))}</span>'
            + button("out", "−", BOARD_ZOOMS[0]) + button("in", "+", BOARD_ZOOMS[-1]))


def ice_label(frozen_rows: int, disc: int) -> str:
    """The words on the ice's edge: which rows are frozen, and where the sun stands."""
    return t("ice_edge", rows=frozen_rows, disc=ROMAN[disc]) if frozen_rows else ""


def empty_board() -> str:
    """The board before any game: the printed squares under the ice of the first round."""
    rows = data.FROZEN_ROWS_BY_DISC[data.DISC_START]
    return board_svg(Board.initial(), rows, ice_label=ice_label(rows, data.DISC_START))


def board_view(session: Session) -> str:
    """The board SVG with targets, clickable tokens and every vehicle."""
    state = session.state
    pickups = _token_actions(session)
    token_attrs = {}
    for square, action in pickups.items():
        kind = state.board.tokens[square]
        tip = t("tip_pickup", token=kind, cost=_cost_label(session, action))
        token_attrs[square] = (f'data-action="{_attr(str(action))}" class="token actionable"', tip)
    changed_tiles, moved, taken = changes(session)
    overlay = (f'<g id="arrow-tokens">{_arrow_tokens(session)}</g><g id="changes">{_change_outlines(session, changed_tiles, taken)}</g>'
               f'<g id="targets">{_targets(session)}</g><g id="hint-layer">{hint_mark(session)}</g>')
    crowded = frozenset(_square_at(point) for point in _vehicle_squares(session))
    beast = _tuunbaq_square(session)
    return board_svg(state.board, state.frozen_rows, overlay=overlay, vehicles=_vehicles(session, moved) + tuunbaq_piece(session),
                     ice_label=ice_label(state.frozen_rows, state.disc), tokens_aside=crowded,
                     also_clear=frozenset() if beast is None else frozenset({beast}), ice_label_near=_acting_column(session),
                     token_attrs=token_attrs, tips={k: t(f"tip_{k}") for k in ("Inuit", "Cairn", "Franklin", "Strait")})


# --- side panel -------------------------------------------------------------------------------
def _button(label: str, action=None, ui: str | None = None, tip: str = "", extra_class: str = "", named: bool = False) -> str:
    """A button; ``named``: its ``tip`` is also its name for screen readers (a button drawn as a symbol)."""
    attribute = f'data-action="{_attr(str(action))}"' if action is not None else f'data-ui="{_attr(ui or "")}"'
    title = f' title="{_attr(tip)}"' if tip else ""
    if named:
        title += f' aria-label="{_attr(tip)}"'
    return f'<button type="button" class="btn {extra_class}" {attribute}{title}>{text_html(label)}</button>'


def status_text(session: Session) -> str:
    state = session.state
    if state.phase == "over":
        return t("final_scores")
    name = state.players[state.current].name
    if session.bot_level() is not None:
        return t("bot_turn", name=name)
    if state.holes is not None:
        return t("hole_choice", name=name, square=square_name(tuple(state.holes["left"][0])))
    if state.phase == "setup":
        return t("setup_pick", name=name)
    if state.phase == "refresh_draw":
        return t("refresh_draw", name=name)
    if state.phase == "bonus":
        return t("bonus_draw" if state.pending["kind"] == "draw" else "bonus_place", name=name)
    if state.phase == "strait":
        return t("strait_choice", name=name, zone=state.pending["zone"])
    return t("your_turn", name=name)


NEWS_LINES = 12  # the newest lines of "Since your last turn"; the rest are in the log


def news_indexes(session: Session) -> list[int]:
    """The others' actions since the player to act last acted (or since a link arrived), when a
    person is to act and has not acted yet this turn."""
    state = session.state
    if state.phase == "over" or session.bot_level() is not None:
        return []
    return [i for i in range(session.news_start(), len(state.history)) if state.actors[i] != state.current]


def news_view(session: Session) -> str:
    """"Since your last turn:" and the others' actions in words, shown until the player acts."""
    state = session.state
    indexes = news_indexes(session)
    if not indexes:
        return ""
    items = "".join(f"<li>{text_html(describe(state, state.actors[i], *state.history[i]))}</li>" for i in indexes[-NEWS_LINES:])
    earlier = len(indexes) - NEWS_LINES
    more = f'<p class="hint">{text_html(t("earlier_news", count=earlier))}</p>' if earlier > 0 else ""
    return f'<section class="news"><h3>{text_html(t("since_your_turn"))}</h3><ol class="log news" tabindex="0" aria-label="{_attr(t("since_your_turn"))}">{items}</ol>{more}</section>'


def changes(session: Session) -> tuple[set[int], set[tuple[int, str]], list[tuple[int, int]]]:
    """What changed on the board in the news: tiles placed (indexes), vehicles moved
    ((player, vehicle)) and squares whose token was taken."""
    state = session.state
    tiles: set[int] = set()
    moved: set[tuple[int, str]] = set()
    taken: list[tuple[int, int]] = []
    for i in news_indexes(session):
        action = parse(state.history[i][0])
        if isinstance(action, (Place, DrawPlace, Fill)):
            index = state.board.tile_index_at(action.square)
            if index >= 0:
                tiles.add(index)
        elif isinstance(action, Move):
            moved.add((state.actors[i], action.vehicle))
        elif isinstance(action, PickUp):
            taken.append(action.square)
    return tiles, moved, taken


def _change_outlines(session: Session, tiles: set[int], taken: list[tuple[int, int]]) -> str:
    """Outlines (never washes) round the tiles placed and the tokens taken since the viewer's turn."""
    parts = []
    for index in sorted(tiles):
        parts.append(f'<rect class="changed" {_place_box(session.state, index, inset=1.5)}>'
                     f'<title>{text_html(t("changed_tile"))}</title></rect>')
    for x, y in taken:
        parts.append(f'<circle class="changed taken" cx="{MARGIN_WEST + (x + 0.5) * SQUARE}" cy="{MARGIN_NORTH + (y + 0.5) * SQUARE}" '
                     f'r="{SQUARE * 0.22:.1f}"><title>{text_html(t("taken_token"))}</title></circle>')
    return "".join(parts)


def controls_view(session: Session) -> str:
    state = session.state
    if state.phase == "over":
        return ""
    player = state.players[state.current]
    track = turn_order_view(session) if state.num_players > 1 else ""
    parts = [f'<div class="turn" data-colour="{session.colour_indexes[state.current]}">{seat_dot(session, state.current)}<strong>{text_html(status_text(session))}</strong></div>',
             f'<div class="row sun-row">{solar_arch_svg(state.disc, state.round)}{track}</div>', news_view(session)]
    legal = session.legal
    level = session.bot_level()
    if level is None and not session.view_only:  # the person to act sees what getting home puts at stake
        parts.append(home_warning(state, state.current))
    if level is not None:
        parts.append(f'<p class="thinking" aria-live="polite">{text_html(t("bot_thinking", name=player.name, level=t("level_" + level)))}</p>')
    elif state.holes is not None:
        parts.append(_hole_picker(session))
    elif state.phase in ("bonus", "strait"):
        buttons = []
        for action in legal:
            if isinstance(action, Done):
                buttons.append(_button(t("done"), action, extra_class="primary"))
            elif isinstance(action, Take):
                buttons.append(_button(t("take_" + action.resource), action, extra_class="primary"))
        parts.append(f'<div class="row buttons">{"".join(buttons)}</div>')
        if session.selected_tile is not None:
            parts.append(_selection_tools(session))
    elif state.phase == "play":
        able = session.vehicles_that_can_act()
        if len(able) > 1:
            toggles = "".join(
                _button(t(v), ui=f"vehicle:{v}", extra_class="toggle" + (" on" if v == session.vehicle else "")) for v in able
            )
            parts.append(f'<div class="row"><span class="label">{text_html(t("acting"))}</span>{toggles}</div>')
        buttons = []
        for action in legal:
            if isinstance(action, EndTurn):
                buttons.append(_button(t("end_turn"), action, tip=t("tip_end_turn"), extra_class="primary"))
            elif isinstance(action, Pass):
                buttons.append(_button(t("pass"), action, tip=t("tip_pass")))
            elif isinstance(action, Refresh) and action.vehicle == session.vehicle:
                name = f"refresh_{action.kind}" if action.kind else "refresh"
                label = f'{t(name)} · {_cost_label(session, action)}'
                tip = t(f"tip_{name}") if action.kind else t("tip_refresh", cost=_cost_label(session, action))
                buttons.append(_button(label, action, tip=tip))
            elif isinstance(action, PayWith) and switch_changes_the_payer(state, action):
                buttons.append(_button(t("switch_to", resource=t(action.resource)), action, extra_class="pay-with"))
            elif isinstance(action, SacrificeFrom):
                current = t("sled" if action.column == "ship" else "ship").lower()
                buttons.append(_button(t("sacrifice_from", column=t(action.column).lower()), action,
                                       tip=t("tip_sacrifice_from", current=current), extra_class="pay-with"))
        if any(isinstance(a, Transfer) for a in legal) and session.transfer is None:
            buttons.append(_button(t("transfer"), ui="transfer-open"))
        tuunbaq_moves = session.tuunbaq_moves()
        if tuunbaq_moves:
            cost = _cost_label(session, tuunbaq_moves[0])
            buttons.append(_button(f'{t("move_tuunbaq")} · {cost}', ui="tuunbaq", tip=t("tip_move_tuunbaq_button", cost=cost),
                                   extra_class="toggle" + (" on" if session.moving_tuunbaq else "")))
        if session.can_undo():
            buttons.append(_button(t("undo"), ui="undo"))
        parts.append(f'<div class="row buttons">{"".join(buttons)}</div>')
        parts.append(f'<p class="costs">{text_html(costs_line(session))}</p>')
        if session.transfer is not None:
            parts.append(_transfer_dialog(session))
        if session.entering is not None and session.tolls(session.entering):
            parts.append(toll_picker(session))
        elif session.moving_tuunbaq:
            parts.append(f'<p class="hint">{text_html(t("tuunbaq_moves_hint"))}</p>')
        if session.selected_tile is not None:
            parts.append(_selection_tools(session))
        elif state.phase == "play" and not session.moving_tuunbaq and session.entering is None:
            parts.append(f'<p class="hint">{text_html(t("vehicle_hint", vehicle=t(session.vehicle).lower()))}</p>')
    if level is None and not session.view_only:
        parts.append(hint_view(session))
    if session.notice:
        parts.append(f'<p class="notice" role="alert">{text_html(session.notice)}</p>')
    crew = player.crew_available
    crew_left = t("crew_left_one" if crew <= 1 else "crew_left", count=crew)  # French: 0 and 1 are singular
    parts.append(f'<p class="crew-left">{text_html(crew_left)}</p>')
    return "".join(parts)


# --- "What would the computer do?" (nwp/hints.py) ------------------------------------------------
def hint_text(session: Session, hint: Hint) -> str:
    """The hint in words: the action, as the log would say it, and the reason the computer weighed most."""
    state = session.state
    action = hint.action
    if isinstance(action, Refresh):
        done = t("hint_refresh", name=state.players[state.current].name)
    else:
        done = describe(state, state.current, str(action), [])
    details = dict(hint.details)
    if "kind" in details:
        details["kind"] = t("token_" + str(details["kind"])) if details["kind"] else ""
    if "resource" in details:
        details["resource"] = t(str(details["resource"]))
    if "column" in details:
        details["column"] = t(str(details["column"])).lower()
    if hint.reason == "franklin_plan":  # "1 action", "the 1 point", not "1 actions", "the 1 points"
        for count in ("actions", "missing"):
            details[count] = t(f"hint_{count}_one" if details[count] == 1 else f"hint_{count}", count=details[count])
    reason = "hint_reason_" + hint.reason
    # the plan lays the token it names ("laid"), or completes a set ("completes"): its own sentence
    for flag, suffix in (("laid", "_laid"), ("completes", "_complete")):
        if details.pop(flag, False) and reason + suffix in ENGLISH:
            reason += suffix
    # "1 move away", not "1 moves away"; on a vehicle's own tile, not "0 moves away"; no brackets
    # when the plan's end names no token (nwp/hints.py's fallback: "kind" empty)
    counted = "_none" if details.get("kind") == "" else {1: "_one", 0: "_here"}.get(details.get("moves"), "")
    if counted and reason + counted in ENGLISH:
        reason += counted
    return t("hint_says", action=done, reason=t(reason, **details))


def hint_view(session: Session) -> str:
    """The button that asks the computer for a hint, and the hint once it is worked out (in a
    live region, so a screen reader says it; the board marks the action too)."""
    if not session.may_ask_hint():
        return ""
    hint = session.current_hint()
    if hint is not None:
        close = _button("×", ui="hint-close", tip=t("hint_close"), extra_class="close", named=True)
        return (f'<div class="hint-box" role="status" aria-live="polite" data-hint="{_attr(str(hint.action))}"><p><strong>{text_html(t("hint_title"))}</strong> '
                f'{text_html(hint_text(session, hint))}</p>{close}</div>')
    if session.hint_asked:
        return f'<p class="thinking hint-box" role="status" aria-live="polite">{text_html(t("hint_thinking"))}</p>'
    return f'<div class="row hint-row">{_button(t("hint_ask"), ui="hint", tip=t("tip_hint"), extra_class="hint-ask")}</div>'


def hint_mark(session: Session) -> str:
    """The computer's hinted action on the board: a dashed frame with a "?" badge round the tile it
    places, the tile it moves to, the token it takes or the hole it fills (nothing for an action
    off the board: the side panel says it)."""
    hint = session.current_hint()
    if hint is None:
        return ""
    board = session.state.board
    action = hint.action
    if isinstance(action, (Move, MoveTuunbaq)) and isinstance(action.destination, str):
        x, y, width, height = arrow_box(action.destination)
    else:
        if isinstance(action, (Place, DrawPlace)):
            squares = list(footprint(action))
        elif isinstance(action, (Move, MoveTuunbaq)):
            squares = list(board.squares_of(board.tile_index_at(action.destination)))
        elif isinstance(action, (PickUp, Fill)):
            squares = [action.square]
        else:
            return ""
        x, y, width, height = _square_rect(*_bounds(squares), inset=-2)
    return (f'<g class="hint-mark"><title>{text_html(hint_text(session, hint))}</title>'
            f'<rect x="{x}" y="{y}" width="{width}" height="{height}"></rect>'
            f'<circle cx="{x}" cy="{y}" r="11"></circle><text x="{x}" y="{y + 5}" text-anchor="middle">?</text></g>')


def _hole_picker(session: Session) -> str:
    """The choice of a hole's small tile: one button per tile that fits, or per pile a Joker
    can come from, each showing the tile it puts in the hole."""
    state = session.state
    choices = [a for a in session.legal if isinstance(a, Fill)]
    buttons = []
    for action in choices:
        key = "fill_joker" if action.joker else "fill_real"
        label = t(key, tile=action.pile, left=state.piles[action.pile])
        filler = engine.filler_of(state, action)  # drawn as it will lie in the hole
        buttons.append(
            f'<button type="button" class="btn hole-choice" data-action="{_attr(str(action))}" aria-label="{_attr(label)}">'
            f'{tile_svg(filler.name, "A", filler.rotation, 22)}<span>{text_html(label)}</span></button>'
        )
    hint = t("hole_joker_hint") if choices and choices[0].joker else t("hole_real_hint")
    return f'<div class="dialog hole-picker" role="group"><p class="hint">{text_html(hint)}</p><div class="row buttons">{"".join(buttons)}</div></div>'


BOT_SPEEDS = ("slow", "normal", "fast")


def bots_bar(session: Session, speed: str, paused: bool) -> str:
    """Speed, pause and step for the computer players (shown when a seat is a computer)."""
    if all(seat == "human" for seat in session.seats) or session.state.phase == "over":
        return ""
    speeds = "".join(
        _button(t("speed_" + name), ui=f"bot-speed:{name}", extra_class="toggle" + (" on" if name == speed else ""))
        for name in BOT_SPEEDS
    )
    toggle = _button(t("bots_resume") if paused else t("bots_pause"), ui="bots-pause", extra_class="primary" if paused else "")
    step = _button(t("bots_step"), ui="bots-step", tip=t("tip_bots_step")) if paused else ""
    return (f'<div class="bots-bar" role="group" aria-label="{_attr(t("bots_speed"))}">'
            f'<span class="label">{text_html(t("bots_speed"))}</span>{speeds}{toggle}{step}</div>')


def hms_terror(state) -> bool:
    """Is this an HMS Terror game (solo or co-op): food and morale, seasons, the Sextant, Voyage cards?"""
    return isinstance(engine.rules_of(state), solo.HmsTerrorSolo)


NEXT_TOLL = Draw("ship", "S0")  # an action whose toll is 1: what pays it is what pays the next toll


def switch_changes_the_payer(state: GameState, action: PayWith) -> bool:
    """Would choosing to pay with ``action.resource`` change what pays the next toll? Not while that
    resource is gone (the other pays anyway, or a life once both are) or while it already pays
    (the chosen one is gone): the button "Pay with … instead" is offered only when it does."""
    rules = engine.RULES[state.variant]
    return rules.board(state)[action.resource] > 0 and rules.payer(state, NEXT_TOLL) != action.resource


def costs_line(session: Session) -> str:
    """What each kind of action costs right now, surcharge included (no hover needed)."""
    state = session.state
    if hms_terror(state):
        rules = engine.RULES[state.variant]
        line = t("costs_terror", crew=1 + rules.surcharge(state))
        payer = rules.payer(state, NEXT_TOLL)  # what really pays the next toll of 1
        chosen = rules.board(state)["pay_with"]
        if payer is not None and payer != chosen:
            line += " " + t("pays_instead", resource=t(payer), chosen=t(chosen)) + "."
        elif payer is not None:
            line += " " + t("pay_with", resource=t(payer)) + "."
        if rules.needs_sacrifice(state, NEXT_TOLL):
            line += " " + t("costs_terror_sacrifice")
        return line
    extra = 1 if session.state.actions_this_turn else 0
    line = t("costs_now", basic=1 + extra, refresh=2 + extra, discover=2 + extra, explore=3 + extra)
    return line + (" " + t("extra_action") if extra else "")


def solar_arch_svg(disc: int, round_number: int) -> str:
    """The solar arch: positions I-VII, the disc, and the round number."""
    import math

    parts = ['<svg class="arch" viewBox="0 0 120 66" width="120" height="66" role="img" '
             f'aria-label="{_attr(t("round", round=round_number))}, sun {ROMAN[disc]}">',
             '<path d="M10,58 A50,50 0 0 1 110,58" fill="none" stroke="#c9d3dc" stroke-width="6"/>']
    for position in range(1, 8):
        angle = math.pi * (position - 1) / 6  # I on the right; the disc moves counterclockwise
        x, y = 60 + 50 * math.cos(angle), 58 - 50 * math.sin(angle)
        if position == disc:
            parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="8" fill="#f2b134" stroke="#1b6fb0" stroke-width="2" data-disc="{position}"/>')
        else:
            parts.append(f'<circle cx="{x:.1f}" cy="{y:.1f}" r="3" fill="#8ea2b3"/>')
        parts.append(f'<text x="{x:.1f}" y="{y + 17 if position in (1, 7) else y + 16:.1f}" font-size="7" text-anchor="middle" fill="#5b6f80">{ROMAN[position]}</text>')
    parts.append(f'<text x="60" y="50" font-size="11" text-anchor="middle" font-weight="700" fill="#1d2a36">{round_number}/10</text></svg>')
    return "".join(parts)


def seat_dot(session: Session, index: int) -> str:
    """A player's marker: their colour with their seat number on it (as on their pieces), named
    for screen readers."""
    name = _attr(t("seat_marker", name=isolate(session.state.players[index].name), seat=index + 1))
    return (f'<span class="dot seat-dot" data-colour="{session.colour_indexes[index]}" role="img" aria-label="{name}" '
            f'title="{name}">{index + 1}</span>')


def turn_order_view(session: Session) -> str:
    """The two-line turn-order track: this round's order, then the order of passing."""
    state = session.state

    def marker(index: int) -> str:
        return seat_dot(session, index)

    first = "".join(marker(p) for p in state.turn_order)
    second = "".join(marker(p) for p in state.passed) or "–"
    return (f'<div class="track"><div><span class="label">{text_html(t("order"))}</span>{first}</div>'
            f'<div><span class="label">{text_html(t("passed_line"))}</span>{second}</div></div>')


def _transfer_dialog(session: Session) -> str:
    available, resting = session.transfer
    wanted = Transfer(session.vehicle, available, resting)
    paid = [a for a in session.legal if isinstance(a, Transfer) and a.paying and a[:3] == wanted[:3]]  # Terror's toll
    legal = wanted in session.legal
    rows = []
    for column, value in (("available", available), ("resting", resting)):
        rows.append(
            f'<div class="row"><span class="label">{text_html(t("sled"))} · {text_html(t(column))}</span>'
            f'{_button("−", ui=f"transfer-adjust:{column}:-1")}<span class="count">{value}</span>'
            f'{_button("+", ui=f"transfer-adjust:{column}:1")}</div>'
        )
    confirm = (_button(f'{t("transfer_confirm")} · {_cost_label(session, wanted)}', wanted, extra_class="primary")
               if legal else "")
    confirm += "".join(_button(f'{t("transfer_paying", what=_toll_what(a.paying))} · {_cost_label(session, a)}', a, extra_class="primary")
                       for a in paid)
    return f'<div class="dialog transfer">{"".join(rows)}<div class="row">{confirm}{_button(t("cancel"), ui="cancel")}</div></div>'


def _selection_tools(session: Session) -> str:
    tile = session.selected_tile
    options = session.placements_for_selection()
    if session.previewed is not None:
        ways = session.fits_at(session.pinned)
        hint = (t("preview_hint", tile=tile, number=ways.index(session.previewed) + 1, count=len(ways)) if len(ways) > 1
                else t("preview_hint_one", tile=tile))
    elif options or session.spots():
        hint = t("select_tile_hint", tile=tile)
    else:
        hint = t("no_position", tile=tile, vehicle=t(session.vehicle).lower())
    flip = _button(t("flip"), ui="flip") if tile.startswith("L") else ""
    return (
        f'<div class="dialog selection"><div class="row">{tile_svg(tile, session.face, session.rotation, 26)}'
        f'{_button(t("rotate"), ui="rotate")}{flip}{_button(t("cancel"), ui="cancel")}</div>'
        f'<p class="hint">{text_html(hint)}</p></div>'
    )


def display_view(session: Session) -> str:
    state = session.state
    draws = {a.tile: a for a in session.legal if isinstance(a, Draw) and (state.phase != "play" or a.vehicle == session.vehicle)}
    slots = []
    for tile in state.display:
        if tile is None:
            slots.append('<div class="slot empty"></div>')
            continue
        action = draws.get(tile)
        picture = tile_svg(tile, "A", 0, 20) + tile_svg(tile, "B", 0, 20)
        tip = t("tip_large_tile", tile=tile)
        if action is not None:
            tip += " " + t("tip_draw", tile=tile, cost=_cost_label(session, action))
            slots.append(f'<button type="button" class="slot" data-action="{_attr(str(action))}" title="{_attr(tip)}">{picture}<span>{tile}</span></button>')
        else:
            slots.append(f'<div class="slot" tabindex="0" title="{_attr(tip)}">{picture}<span>{tile}</span></div>')
    piles = []
    for pile in data.SMALL_PILE_NAMES:
        count = state.piles[pile]
        action = draws.get(pile)
        tip = t("tip_small_pile", tile=pile, shape=t("shape_" + pile), count=count)
        inner = f'{tile_svg(pile, "A", 0, 20)}<span class="count" aria-hidden="true">{count}</span>'
        if action is not None:
            tip += " " + t("tip_draw", tile=pile, cost=_cost_label(session, action))
            piles.append(f'<button type="button" class="pile" data-action="{_attr(str(action))}" title="{_attr(tip)}" '
                         f'aria-label="{_attr(tip)}">{inner}</button>')
        else:
            piles.append(f'<div class="pile{" empty" if not count else ""}" tabindex="0" title="{_attr(tip)}" role="img" aria-label="{_attr(tip)}">{inner}</div>')
    extra = ""
    if state.variant == "solo-original" and state.phase == "play" and session.can_draw_and_place():
        cost = _cost_label(session, DrawPlace(session.vehicle, state.display[0], "A", 0, (0, 0)))
        extra = _button(f'{t("draw_and_place")} · {cost}', ui="draw-and-place",
                        tip=t("tip_draw_and_place", cost=cost), extra_class="toggle" + (" on" if session.from_display else ""))
    title = t("sextant") if hms_terror(state) else t("display")
    return (
        f'<h2>{text_html(title)} <small>{text_html(t("bag", count=len(state.bag)))}</small></h2>'
        f'<div class="display">{"".join(slots)}</div>{extra}'
        f'<h3>{text_html(t("small_piles"))}</h3><div class="piles">{"".join(piles)}</div>'
    )


def _vehicle_status(session: Session, player, vehicle: str) -> str:
    place = player.position(vehicle)
    if vehicle == "sled" and player.sled_lost:
        return t("lost")
    if place is None:
        return t("off_board")
    name = engine.place_name(session.state, place)
    if vehicle == "ship" and engine.ship_blocked(session.state, player):
        return f"{name} · {t('blocked')}"
    return name


def _if_ended(row: dict, leads: dict[str, int]) -> str:
    """The player's score if the game ended now, its breakdown one click or tap away."""
    items = [(t("earned_so_far"), sum(row["in_game"].values()))]
    items += [(t("majority_line", kind=t("token_" + kind)), points) for kind, points in row["majorities"].items() if points]
    if row["sets"]:
        items.append((t("sets"), row["sets"]))
    out = row["penalties"]["ship"] + row["penalties"]["sled"]
    if out:
        items.append((t("vehicles_out"), out))
    if row["penalties"]["lost_crew"]:
        items.append((t("crew_lost"), row["penalties"]["lost_crew"]))
    lines = "".join(f"<li><span>{text_html(label)}</span><strong>{points:+d}</strong></li>" for label, points in items)
    return (f'<details class="if-ended" data-total="{row["total"]}"><summary>{text_html(t("if_ended", points=row["total"]))}</summary>'
            f'<ul>{lines}</ul></details>')


HOME_WARNING_ROUND = 8  # from this round on, a player at risk of not getting home is warned
HOME_MARGIN = 2  # crew actions to spare before the way home counts as sure


def home_warning(state, index: int) -> str:
    """From round 8, when the expedition may not get both vehicles home by the end of round 10
    (the crew actions it needs, as the computer players count them, come within two of those
    left): what it needs and what is at stake. '' otherwise."""
    player = state.players[index]
    if not engine.rules_of(state).standard_scoring or state.round < HOME_WARNING_ROUND or state.phase == "over" or player.home:
        return ""
    needed, left = bots.moves_home(state, index), bots.crew_actions_left(state, index)
    if needed == 0 or needed + HOME_MARGIN < left:
        return ""
    lines = [t("home_risk", needed=min(int(needed), 99), left=left)]
    if player.ship is not None and player.ship != GREENLAND:
        reach = bots.distances(state, GREENLAND, "ship") or {}
        moves = reach.get(player.ship) or bots.distances(state, GREENLAND, "ship", frozen=0).get(player.ship)
        lines.append(t("home_risk_ship", moves=moves if moves is not None else "?", ship=data.ABANDONED_SHIP_PENALTY,
                       per=data.ABANDON_PER_CREWMAN))
    if player.sled is not None and player.sled != GREENLAND and player.sled != player.ship:
        lines.append(t("home_risk_sled", per=data.ABANDON_PER_CREWMAN))
    return f'<p class="home-warning" role="note">{text_html(" ".join(lines))}</p>'


def _majority_leads(state) -> dict[int, dict[str, int]]:
    """For each player, the majorities they lead now (or share the lead of), with their points."""
    leads: dict[int, dict[str, int]] = {index: {} for index in range(state.num_players)}
    for kind, table in data.MAJORITY_POINTS.items():
        counts = [p.tokens[kind] for p in state.players]
        best = max(counts)
        if best == 0:
            continue
        points = scoring.majority_points(counts, table)
        for index, count in enumerate(counts):
            if count == best:
                leads[index][kind] = points[index]
    return leads


def tray_view(session: Session) -> str:
    """The hand of the person to act, in a tray beside the board: a tile to select and place.
    '' when nobody at the screen is to choose a tile."""
    state = session.state
    if state.phase not in ("play", "bonus") or session.bot_level() is not None or session.view_only:
        return ""
    player = state.players[state.current]
    waiting = state.holes is not None  # a hole's small tile comes first: the hand is shown, not offered
    items = []
    marked = False  # two tiles of one kind are one choice: only the first is marked as chosen
    for tile in player.hand:
        picture = f'{tile_svg(tile, "A", 0, 22)}<span>{tile}</span>'
        if waiting:
            items.append(f'<span class="hand-tile">{picture}</span>')
            continue
        selected = session.selected_tile == tile and not marked
        marked = marked or selected
        tip = t("tip_large_tile", tile=tile) if tile.startswith("L") else t("tip_small_tile", tile=tile, shape=t("shape_" + tile))
        items.append(f'<button type="button" class="hand-tile{" selected" if selected else ""}" data-ui="select-tile:{tile}" '
                     f'aria-pressed="{"true" if selected else "false"}" title="{_attr(tip)}" aria-label="{_attr(tip)}">{picture}</button>')
    body = "".join(items) or ("" if waiting else f'<span class="hint">{text_html(t("empty_hand"))}</span>')
    hint = f'<p class="hint">{text_html(t("hand_waits_for_hole"))}</p>' if waiting else ""
    return f'<h2>{text_html(t("your_hand", name=player.name))}</h2><div class="hand tray-hand">{body}</div>{hint}'


def players_view(session: Session) -> str:
    state = session.state
    standard = engine.rules_of(state).standard_scoring
    now = engine.final_scores(state)["players"] if standard else None
    leads = _majority_leads(state) if standard else {}
    cards = []
    order = state.turn_order + [p for p in range(state.num_players) if p not in state.turn_order]
    for index in order:
        player = state.players[index]
        current = index == state.current and state.phase != "over"
        hand_items = [f'<span class="hand-tile">{tile_svg(tile, "A", 0, 16)}<span>{tile}</span></span>' for tile in player.hand]
        tokens = ""
        for kind in data.SET_KINDS:
            lead = leads.get(index, {}).get(kind)
            star = (f' <span class="lead" role="img" tabindex="0" aria-label="{_attr(t("majority_lead", kind=t("token_" + kind), points=lead))}" '
                    f'title="{_attr(t("majority_lead", kind=t("token_" + kind), points=lead))}">★</span>') if lead is not None else ""
            tokens += (f'<span class="token-count token-{kind}" tabindex="0" title="{_attr(t("tip_" + kind))}">'
                       f'{token_icon_svg(kind)}{text_html(t("token_" + kind))} {player.tokens[kind]}{star}</span>')
        specials = ""
        if player.nwp_token:
            specials += f'<span class="special">{text_html(t("nwp"))} {player.nwp_token}</span>'
        if player.greenland_token:
            specials += f'<span class="special">{text_html(t("greenland"))} {player.greenland_token}</span>'
        given = tuunbaq_given(state, index)
        if given:
            specials += f'<span class="special given">{text_html(t("given_to_tuunbaq"))}: {text_html(given)}</span>'
        state_note = ""
        if session.seats[index] != "human":
            state_note += f' <span class="badge">{text_html(t("computer_badge", level=t("level_" + session.seats[index])))}</span>'
        state_note += f' <em>{text_html(t("home"))}</em>' if player.home else ""
        if index in state.passed:
            state_note += f' <em class="passed-note">{text_html(t("has_passed"))}</em>'
        passed = " passed" if index in state.passed else ""
        cards.append(
            f'<section class="player{" current" if current else ""}{passed}" data-player="{index}" data-colour="{session.colour_indexes[index]}">'
            f'<header>{seat_dot(session, index)}<strong>{name_html(player.name)}</strong>{state_note}'
            f'<span class="prestige">{text_html(t("prestige", points=player.prestige))}</span></header>'
            f'<table class="crew"><tr><th><span class="visually-hidden">{text_html(t("crew_vehicle"))}</span></th>'
            f'<th>{text_html(t("available"))}</th><th>{text_html(t("resting"))}</th>'
            f'<th><span class="visually-hidden">{text_html(t("crew_where"))}</span></th></tr>'
            f'<tr><th>{text_html(t("ship"))}</th><td data-crew="ship-available">{player.ship_available}</td><td>{player.ship_resting}</td>'
            f'<td class="where">{text_html(_vehicle_status(session, player, "ship"))}</td></tr>'
            f'<tr><th>{text_html(t("sled"))}</th><td data-crew="sled-available">{player.sled_available}</td><td>{player.sled_resting}</td>'
            f'<td class="where">{text_html(_vehicle_status(session, player, "sled"))}</td></tr></table>'
            f'<div class="hand">{"".join(hand_items) or text_html(t("empty_hand"))}</div>'
            f'<div class="tokens">{tokens}{specials}</div>{home_warning(state, index)}'
            f'{_if_ended(now[index], leads[index]) if now else ""}</section>'
        )
    if state.variant == coop.NAME:  # the team's food, morale and goals first: they decide every turn
        return solo_view(session) + "".join(cards)
    return "".join(cards) + solo_view(session)


def solo_view(session: Session) -> str:
    """The solo boards: food and morale, the Franklin track, the season's turn, the Voyage card,
    the ice marker and the goals (HMS Terror); the year and the Passage's worth (original)."""
    state = session.state
    if state.variant == "solo-original":
        year = 1 if state.round <= solo.ORIGINAL_YEAR_LENGTH else 2
        value = state.nwp_tokens[0] if state.nwp_tokens else state.players[0].nwp_token
        return f'<section class="solo-board"><p>{text_html(t("year", year=year, value=value))}</p></section>'
    if state.variant == coop.NAME:
        return coop_view(session)
    if state.variant != "solo-terror":
        return ""
    board = state.solo
    player = state.players[0]
    goals = engine.RULES[state.variant].goals(state)
    goal_items = "".join(
        f'<li class="{"met" if met else ""}" data-goal="{goal}">{"✔" if met else "○"} {text_html(t("goal_" + goal))}</li>'
        for goal, met in goals.items()
    )
    return (
        f'<section class="solo-board" aria-label="{_attr(t("mode_solo-terror"))}">'
        f'<p class="season">{text_html(t("season_turn", round=state.round, turn=board["turn"]))}</p>'
        f'{_expedition_meters(board)}{_season_card_and_ice(state)}'
        f'<p class="hint">{text_html(t("lost_crew_count", count=player.lost_crew))}</p>'
        f'<h3>{text_html(t("goals"))}</h3><ul class="goals">{goal_items}</ul></section>'
    )


def _meter(kind: str, value: int) -> str:
    width = min(100, value * 100 // 20)
    return (f'<div class="meter {kind}" data-{kind}="{value}"><span class="label">{text_html(t(kind.capitalize()))}</span>'
            f'<svg class="bar" viewBox="0 0 100 10" preserveAspectRatio="none" aria-hidden="true"><rect width="{width}" height="10"/></svg><strong>{value}</strong></div>')


def _expedition_meters(board: dict) -> str:
    """One expedition's food and morale meters and its Franklin track (bonus steps marked)."""
    steps = []
    for step in range(1, data.SOLO_FRANKLIN_GOAL + 1):
        bonus = data.SOLO_FRANKLIN_TRACK_BONUSES.get(step)
        tip = t("franklin_bonus", step=step, resource=t(bonus)) if bonus else str(step)
        reached = " reached" if board["franklin"] >= step else ""
        focusable = ' tabindex="0"' if bonus else ""  # a bonus step's tooltip is reached by keyboard too
        steps.append(f'<span class="step{reached}{" bonus" if bonus else ""}"{focusable} title="{_attr(tip)}">{step}</span>')
    return (f'{_meter("food", board["food"])}{_meter("morale", board["morale"])}'
            f'<div class="franklin"><span class="label">{text_html(t("franklin_track"))} · {board["franklin"]}</span>'
            f'<div class="steps">{"".join(steps)}</div></div>')


def _season_card_and_ice(state) -> str:
    """The season's Voyage card and where the ice marker stands."""
    card = state.solo["card"]
    card_html = ""
    if card:
        name, effect = voyage_card_words(card)
        card_html = (f'<div class="voyage" data-card="{card}"><span class="label">{text_html(t("voyage_card"))}</span>'
                     f'<strong>{text_html(name)}</strong><span>{text_html(effect)}</span></div>')
    ice = t("ice_marker", rows=state.frozen_rows)
    if state.ice_shift:
        ice += t("ice_shift_south" if state.ice_shift > 0 else "ice_shift_north")
    return f'{card_html}<p class="ice">{text_html(ice)}</p>'


def coop_goal_lines(state) -> list[tuple[str, bool, str]]:
    """The team's goals in the co-op mode, each with whether it is met and the progress toward it."""
    goals = engine.rules_of(state).goals(state)
    finders = [player.name for player, board in zip(state.players, state.solo["expeditions"]) if board["nwp_found"]]
    nwp = t("coop_found_by", names=" & ".join(isolate(name) for name in finders)) if finders else t("coop_not_yet")
    home = sum(1 for player in state.players if player.home and player.crew_on_board > 0)
    return [
        ("nwp", goals["nwp"], t("goal_coop_nwp", progress=nwp)),
        ("franklin", goals["franklin"], t("goal_coop_franklin", points=coop.team_franklin(state), goal=coop.TEAM_FRANKLIN_GOAL)),
        ("home", goals["home"], t("goal_coop_home", home=home, count=state.num_players)),
    ]


def coop_view(session: Session) -> str:
    """The co-op table: each expedition's food, morale and Franklin track (the one to act marked),
    the shared season, Voyage card and ice, and the team's progress toward each goal."""
    state = session.state
    boards = []
    for index, (player, board) in enumerate(zip(state.players, state.solo["expeditions"])):
        acting = index == state.current and state.phase != "over"
        note = t("home") if player.home else t("coop_acting") if acting else ""
        boards.append(
            f'<div class="expedition{" acting" if acting else ""}" data-player="{index}" data-colour="{session.colour_indexes[index]}">'
            f'<h3>{seat_dot(session, index)}{name_html(player.name)}{f" <em>{text_html(note)}</em>" if note else ""}</h3>'
            f'{_expedition_meters(board)}<p class="hint">{text_html(t("lost_crew_count", count=player.lost_crew))}</p></div>'
        )
    goal_items = "".join(f'<li class="{"met" if met else ""}" data-goal="{goal}">{"✔" if met else "○"} {text_html(text)}</li>'
                         for goal, met, text in coop_goal_lines(state))
    return (
        f'<section class="solo-board coop-board" aria-label="{_attr(t("mode_coop"))}">'
        f'<p class="season">{text_html(t("coop_season_turn", round=state.round, turn=state.solo["turn"]))}</p>'
        f'<div class="expeditions">{"".join(boards)}</div>{_season_card_and_ice(state)}'
        f'<h3>{text_html(t("team_goals"))}</h3><ul class="goals">{goal_items}</ul></section>'
    )


def describe(state, actor: int, text: str, outcome) -> str:
    """One log line in plain words."""
    name = state.players[actor].name
    action = parse(text)
    vehicle = t(getattr(action, "vehicle", "ship")).lower()
    if isinstance(action, Draw):
        return t("log_draw", name=name, vehicle=vehicle, tile=action.tile)
    if isinstance(action, Refresh):
        if action.kind:
            return t("log_refresh_kind", name=name, kind=t(f"tiles_{action.kind}"), tiles=", ".join(outcome) or "–")
        return t("log_refresh", name=name, tiles=", ".join(outcome))
    if isinstance(action, DrawPlace):
        return t("log_draw_place", name=name, vehicle=vehicle, tile=action.tile, square=square_name(action.square))
    if isinstance(action, PayWith):
        return t("log_pay_with", name=name, resource=t(action.resource))
    if isinstance(action, Take):
        return t("log_take", name=name, resource=t(action.resource))
    if isinstance(action, Done):
        return t("log_done", name=name)
    if isinstance(action, SacrificeFrom):
        return t("log_sacrifice_from", name=name, column=t(action.column).lower())
    if isinstance(action, Fill):
        return t("log_fill_joker" if action.joker else "log_fill", name=name, square=square_name(action.square), tile=action.pile)
    if isinstance(action, Place):
        return t("log_place", name=name, vehicle=vehicle, tile=action.tile, square=square_name(action.square))
    toll = f' {t("log_toll", name=name, what=_toll_what(action.paying))}' if getattr(action, "paying", "") else ""
    if isinstance(action, Move):
        target = square_name(action.destination) if not isinstance(action.destination, str) else (
            t("nwp_short") if action.destination == "NWP" else t("greenland"))
        return t("log_move", name=name, vehicle=vehicle, target=target) + toll
    if isinstance(action, Transfer):
        return t("log_transfer", name=name, available=action.sled_available, resting=action.sled_resting) + toll
    if isinstance(action, MoveTuunbaq):
        return t("log_move_tuunbaq", name=name, square=square_name(action.destination))
    if isinstance(action, PickUp):
        return t("log_pickup", name=name, vehicle=vehicle, square=square_name(action.square))
    if isinstance(action, EndTurn):
        return t("log_end_turn", name=name)
    return t("log_pass", name=name)


def log_view(session: Session, limit: int = 60) -> str:
    """The latest actions, newest first; those the player to act has not seen are marked new. A
    click on a line shows the board as it was after that action (the game watched again); in
    that view (``session.view_only``) the line of the moment shown is marked."""
    state = session.state
    news = len(state.history) if session.arrived is None or session.view_only else session.arrived
    first = max(0, len(state.history) - limit)
    earnings = session.earnings()
    tip = _attr(t("log_line_tip"))

    def line(index: int) -> str:
        notes = earnings[index] if index < len(earnings) else []
        extra = f' <span class="earned">{text_html(" · ".join(notes))}</span>' if notes else ""
        here = session.view_only and index == len(state.history) - 1
        classes = " ".join(c for c, on in (("new", index >= news), ("here", here)) if on)
        marks = (f' class="{classes}"' if classes else "") + (' aria-current="step"' if here else "")
        return (f'<li{marks} data-ui="watch:{index + 1}" title="{tip}">'
                f'{text_html(describe(state, state.actors[index], *state.history[index]))}{extra}</li>')

    lines = "".join(line(index) for index in range(len(state.history) - 1, first - 1, -1))
    replay = "" if session.view_only or not state.history else _button(t("watch_again"), ui="watch:0", extra_class="small")
    return f'<h2>{text_html(t("log"))}{replay}</h2><ol class="log" reversed start="{len(state.history)}" tabindex="0" aria-label="{_attr(t("log"))}">{lines}</ol>'


def watch_view(live: Session, watched: Session) -> str:
    """The controls while a game is watched again: where in the game, step back and forth, jump
    to a round, and back to the game (which watching never changed)."""
    count, total = len(watched.state.history), len(live.state.history)
    state = watched.state
    last = (describe(state, state.actors[-1], *state.history[-1]) if state.history else t("watch_setup"))
    steps = (_button("«", ui="watch:0", tip=t("watch_first"), named=True)
             + _button("◀", ui=f"watch:{max(0, count - 1)}", tip=t("watch_back"), named=True)
             + _button("▶", ui=f"watch:{min(total, count + 1)}", tip=t("watch_forward"), named=True)
             + _button("»", ui=f"watch:{total}", tip=t("watch_last"), named=True))
    rounds = "".join(
        _button(str(number), ui=f"watch:{start}", tip=t("round", round=number),
                extra_class="small" + (" on" if number == state.round else ""))
        for number, start in sorted(live.round_starts().items())
    )
    back = t("watch_final_scores") if live.state.phase == "over" else t("watch_back_to_game")
    return (
        f'<section class="watching" aria-label="{_attr(t("watching"))}"><h2>{text_html(t("watching"))}</h2>'
        f'<p><strong>{text_html(t("watch_where", count=count, total=total, round=state.round))}</strong></p>'
        f'<p class="hint">{text_html(last)}</p>'
        f'<div class="row buttons">{steps}</div>'
        f'<div class="row rounds"><span class="label">{text_html(t("watch_rounds"))}</span>{rounds}</div>'
        f'<div class="row buttons">{_button(back, ui="watch-end", extra_class="primary")}</div></section>'
    )


# --- overlays -----------------------------------------------------------------------------------
def banner_view(session: Session) -> str:
    """The hand-over or round-summary card, or ''."""
    state = session.state
    if session.pending_banner is None or (state.phase == "over" and session.pending_banner != "link"):
        return ""
    name = state.players[state.current].name
    body = ""
    if session.pending_banner == "link":
        title = t("link_title")
        start = session.news_start()
        news = [describe(state, state.actors[i], *state.history[i]) for i in range(start, len(state.history))]
        if state.phase == "over":
            body = f"<p>{text_html(t('link_over'))}</p>"
        else:
            body = f"<p><strong>{text_html(t('link_turn', round=state.round, name=name))}</strong></p>"
        if news:
            items = "".join(f"<li>{text_html(line)}</li>" for line in news[-30:])
            body += f'<p>{text_html(t("link_since", name=name))}</p><ol class="log news" tabindex="0" aria-label="{_attr(t("link_since", name=name))}">{items}</ol>'
        else:
            body += f"<p>{text_html(t('link_nothing_new', name=name))}</p>"
    elif session.pending_banner == "round":
        title = t("season_summary" if hms_terror(state) else "round_summary", round=state.round, disc=ROMAN[state.disc])
        events = [event_text(state, e) for e in state.round_events]
        body = "".join(f"<p>{text_html(line)}</p>" for line in events) or f"<p>{text_html(t('nothing_happened'))}</p>"
        body += "".join(f'<p class="ice-news">{text_html(line)}</p>' for line in ice_news(state))
        if engine.rules_of(state).standard_scoring:
            rows = engine.final_scores(state)["players"]
            ranking = " · ".join(f'{isolate(rows[i]["name"])} {rows[i]["total"]}'
                                 for i in sorted(range(len(rows)), key=lambda i: -rows[i]["total"]))
            body += f'<p class="standings">{text_html(t("standings", ranking=ranking))}</p>'
        body += f"<p><strong>{text_html(t('your_turn', name=name))}</strong></p>"
    else:
        title = t("your_turn", name=name)
        body = news_view(session)
    return (
        f'<div class="modal" role="dialog" aria-modal="true" aria-labelledby="banner-title"><div class="card" data-colour="{session.colour_indexes[state.current]}">'
        f'<h2 id="banner-title">{text_html(title)}</h2>{body}<div class="buttons">{_button(t("ok"), ui="dismiss", extra_class="primary")}'
        f'{_button(t("share"), ui="share") if session.pending_banner == "turn" else ""}</div></div></div>'
    )


def announcement(session: Session, since: int, limit: int = 6) -> str:
    """What a screen reader is told after the actions from ``since`` on (a person's or a
    computer's): each in the log's words with what it earned, then whose turn it is now."""
    state = session.state
    earnings = session.earnings()
    lines = []
    for index in range(max(since, len(state.history) - limit), len(state.history)):
        notes = earnings[index] if index < len(earnings) else []
        lines.append(" · ".join([describe(state, state.actors[index], *state.history[index]), *notes]))
    if session.pending_banner == "round" and state.phase != "over":
        lines.append(t("season_summary" if hms_terror(state) else "round_summary", round=state.round, disc=ROMAN[state.disc]))
    lines.append(status_text(session))
    return " ".join(line if line.endswith((".", "!", "?", "…")) else line + "." for line in lines)


def ice_news(state) -> list[str]:
    """What the ice did as this round began, and what it will cover next round (standard
    schedule; a solo Voyage card's shift is told by its own event)."""
    now = state.frozen_rows
    before = data.frozen_rows_in_round(state.round - 1) if state.round > 1 else now
    if hms_terror(state):
        before = now
    lines = []
    if now < before:
        lines.append(t("ice_thawed", first=now + 1, last=before) if now else t("ice_gone"))
    elif now > before:
        lines.append(t("ice_froze", first=before + 1, last=now))
    elif now:
        lines.append(t("ice_same", rows=now))
    if state.round < data.ROUNDS and engine.rules_of(state).standard_scoring:
        coming = data.frozen_rows_in_round(state.round + 1)
        lines.append(t("ice_next", rows_text=t("ice_next_rows", rows=coming) if coming else t("ice_next_none")))
    return lines


def solo_final_view(session: Session, scores: dict) -> str:
    """The end of a solo game: won or lost and why (HMS Terror), the score and its parts."""
    state = session.state
    row = scores["players"][0]
    outcome = scores["solo"]
    lines = [(t(key), value) for key, value in (
        ("pickups", row["in_game"].get("pickups")), ("islands", row["in_game"].get("islands")),
        ("nwp", row["in_game"].get("nwp")), ("greenland", row["in_game"].get("greenland")), ("sets", row["sets"]))
        if value is not None]
    labels = {"ship": t("ship"), "sled": t("sled"), "lost_crew": t("crew_lost"), "vehicles": t("vehicles_not_back"),
              "empty_squares": t("empty_squares"), "departed_crew": t("departed_crew")}
    lines += [(labels.get(key, key), value) for key, value in row["penalties"].items()]
    body = "".join(f"<tr><th>{text_html(label)}</th><td>{value}</td></tr>" for label, value in lines)
    body += f'<tr class="total"><th>{text_html(t("total"))}</th><td>{row["total"]}</td></tr>'
    if state.variant == "solo-terror":
        won = outcome["won"]
        headline = t("solo_won") if won else t("solo_lost")
        missed = [t("goal_" + goal) for goal, met in outcome["goals"].items() if not met]
        detail = t("solo_score", score=row["total"], target=outcome["target"])
        if missed:
            detail = t("solo_missed", goals="; ".join(missed)) + " " + detail
        result = "won" if won else "lost"
    else:
        headline, detail, result = t("original_score", score=row["total"]), "", "scored"
    return (
        f'<div class="modal final" role="dialog" aria-modal="true" aria-labelledby="final-title"><div class="card" id="final-scores" data-result="{result}">'
        f'<h2 id="final-title">{text_html(t("final_scores"))}</h2><p class="winner">{text_html(headline)}</p>'
        f'{f"<p>{text_html(detail)}</p>" if detail else ""}'
        f'<table class="scores"><tbody>{body}</tbody></table>'
        f'<div class="buttons">{_final_buttons()}</div></div></div>'
    )


def coop_final_view(session: Session, scores: dict) -> str:
    """The end of a co-op game: won or lost and why, the team score against the target, and each
    expedition's score by its parts."""
    state = session.state
    outcome = scores["coop"]
    rows = scores["players"]
    header = "".join(f'<th data-colour="{session.colour_indexes[r["player"]]}"><span class="dot"></span>{name_html(r["name"])}</th>'
                     for r in rows)
    lines = [(t(key), [r["in_game"][key] for r in rows]) for key in ("islands", "nwp", "greenland")]
    lines.append((t("sets"), [r["sets"] for r in rows]))
    lines += [({"vehicles": t("vehicles_not_back"), "lost_crew": t("crew_lost")}[key], [r["penalties"][key] for r in rows])
              for key in ("vehicles", "lost_crew")]
    body = "".join(f"<tr><th>{text_html(label)}</th>" + "".join(f"<td>{v}</td>" for v in values) + "</tr>" for label, values in lines)
    body += f'<tr class="total"><th>{text_html(t("total"))}</th>' + "".join(f"<td>{r['total']}</td>" for r in rows) + "</tr>"
    missed = [text for _goal, met, text in coop_goal_lines(state) if not met]
    headline = t("coop_won") if outcome["won"] else t("coop_lost")
    detail = t("coop_score", score=outcome["team_score"], target=outcome["target"])
    if missed:
        detail = t("solo_missed", goals="; ".join(missed)) + " " + detail
    return (
        f'<div class="modal final" role="dialog" aria-modal="true" aria-labelledby="final-title"><div class="card" id="final-scores" '
        f'data-result="{"won" if outcome["won"] else "lost"}">'
        f'<h2 id="final-title">{text_html(t("final_scores"))}</h2><p class="winner">{text_html(headline)}</p><p>{text_html(detail)}</p>'
        f'<table class="scores"><thead><tr><th><span class="visually-hidden">{text_html(t("score_category"))}</span></th>{header}</tr></thead>'
        f'<tbody>{body}</tbody></table><p class="team-score"><strong>{text_html(t("team_score", score=outcome["team_score"]))}</strong></p>'
        f'<div class="buttons">{_final_buttons()}</div></div></div>'
    )


def final_view(session: Session) -> str:
    state = session.state
    if state.phase != "over":
        return ""
    scores = engine.final_scores(state)
    if "solo" in scores:
        return solo_final_view(session, scores)
    if "coop" in scores:
        return coop_final_view(session, scores)
    winners = [state.players[i].name for i in scores["winners"]]
    headline = t("winner", names=winners[0]) if len(winners) == 1 else t("winners", names=" & ".join(isolate(name) for name in winners))
    rows = scores["players"]
    ranked = [rows[i] for i in scores["ranking"]]
    header = "".join(f'<th data-colour="{session.colour_indexes[r["player"]]}"><span class="dot"></span>{name_html(r["name"])}</th>' for r in ranked)

    categories: list[tuple[str, str, list[int]]] = [  # (label, class, one value per ranked player)
        (t("pickups"), "", [r["in_game"]["pickups"] for r in ranked]),
        (t("islands"), "", [r["in_game"]["islands"] for r in ranked]),
        (t("nwp"), "", [r["in_game"]["nwp"] for r in ranked]),
        (t("greenland"), "", [r["in_game"]["greenland"] for r in ranked]),
    ]
    categories += [(f'{t("majorities")}: {kind}', "", [r["majorities"][kind] for r in ranked]) for kind in data.MAJORITY_POINTS]
    categories.append((t("sets"), "", [r["sets"] for r in ranked]))
    for kind in ("ship", "sled", "lost_crew"):  # each penalty on a line of its own
        if any(r["penalties"][kind] for r in ranked):
            categories.append((t("penalty_" + kind), "penalty", [r["penalties"][kind] for r in ranked]))
    body = [f'<tr class="{css}"><th>{text_html(label)}</th>' + "".join(f"<td>{v}</td>" for v in values) + "</tr>"
            for label, css, values in categories]
    body.append(f'<tr class="total"><th>{text_html(t("total"))}</th>' + "".join(f"<td>{r['total']}</td>" for r in ranked) + "</tr>")
    # On a narrow screen the same scores read a player to a row, each with their own breakdown.
    cards = "".join(
        f'<details class="player-score" data-colour="{session.colour_indexes[r["player"]]}"><summary><span class="dot"></span>'
        f'{name_html(r["name"])}<strong>{r["total"]}</strong></summary><ul>'
        + "".join(f"<li><span>{text_html(label)}</span><span>{values[place]}</span></li>" for label, _css, values in categories if values[place])
        + "</ul></details>"
        for place, r in enumerate(ranked)
    )
    given = [f'{isolate(r["name"])}: {tuunbaq_given(state, r["player"])}' for r in ranked if tuunbaq_given(state, r["player"])]
    given_note = f'<p class="hint">{text_html(t("tuunbaq_final_note", list="; ".join(given)))}</p>' if given else ""
    totals = [r["total"] for r in rows]
    tie_note = given_note + (f'<p class="hint">{text_html(t("tie_break"))}</p>' if totals.count(max(totals)) > 1 and len(winners) == 1 else "")
    return (
        f'<div class="modal final" role="dialog" aria-modal="true" aria-labelledby="final-title"><div class="card wide" id="final-scores">'
        f'<h2 id="final-title">{text_html(t("final_scores"))}</h2><p class="winner">{text_html(headline)}</p>'
        f'<table class="scores"><thead><tr><th><span class="visually-hidden">{text_html(t("score_category"))}</span></th>{header}</tr></thead><tbody>{"".join(body)}</tbody></table>'
        f'<div class="scores-by-player">{cards}</div>{tie_note}'
        f'<div class="buttons">{_final_buttons()}</div></div></div>'
    )


def _final_buttons() -> str:
    """Under the final scores: look at the finished board, the same table again, or a new game."""
    return (_button(t("play_again"), ui="play-again", extra_class="primary") + _button(t("look_at_board"), ui="hide-scores")
            + _button(t("new_game"), ui="new-game"))


def scores_hidden_view() -> str:
    """The controls of a finished game whose scores were put aside to look at the board."""
    return f'<div class="row buttons">{_button(t("show_scores"), ui="show-scores", extra_class="primary")}</div>'


GAME_MODES = ("standard", "solo-terror", "solo-original", "coop")


def _mode_options(mode: str) -> str:
    """The game chooser and each solo mode's options (CSS shows those of the chosen mode)."""
    modes = "".join(
        f'<label><input type="radio" name="mode" value="{m}"{" checked" if m == mode else ""} data-ui="mode:{m}"> '
        f'{text_html(t("mode_" + m))}</label>' for m in GAME_MODES
    )
    hints = "".join(f'<p class="hint mode-only" data-for="{m}">{text_html(t("mode_hint_" + m))}</p>' for m in GAME_MODES)
    levels = "".join(
        f'<option value="{level}">{text_html(t("difficulty_level", label=t("difficulty_0") if level == 0 else t("difficulty_n", level=level), food=data.SOLO_START_FOOD - level, morale=data.SOLO_START_MORALE - level))}</option>'
        for level in range(solo.MAX_DIFFICULTY + 1)
    )
    coop_levels = "".join(
        f'<option value="{level}"{" selected" if level == 2 else ""}>{text_html(t("difficulty_level", label=t("difficulty_0") if level == 0 else t("difficulty_n", level=level), food=coop.START_FOOD - level, morale=coop.START_MORALE - level))}</option>'
        for level in range(solo.MAX_DIFFICULTY + 1)
    )
    return (
        f'<fieldset class="modes"><legend>{text_html(t("game_mode"))}</legend><div class="mode-list">{modes}</div>{hints}'
        f'<label class="row mode-only" data-for="solo-terror">{text_html(t("difficulty"))} <select name="difficulty">{levels}</select></label>'
        f'<label class="row mode-only" data-for="coop">{text_html(t("difficulty"))} <select name="coop_difficulty">{coop_levels}</select></label>'
        f'<label class="row check mode-only" data-for="solo-original"><input type="checkbox" name="lost_crew"> {text_html(t("lost_crew_option"))}</label>'
        f'<label class="row check mode-only" data-for="standard"><input type="checkbox" name="terror"> {text_html(t("terror_option"))}</label>'
        f'</fieldset>'
    )


def language_button() -> str:
    """The button that switches the page to the other language, named in that language."""
    other = other_language()
    return (f'<button type="button" class="btn language" data-ui="language" lang="{other}" '
            f'aria-label="{_attr(t("other_language_label"))}">{text_html(t("other_language"))}</button>')


def new_game_view(players: int = 2, notice: str | None = None, closable: bool = False, mode: str = "standard") -> str:
    """The new-game form: the game (standard or a solo mode and its options), player count,
    names, colours, who plays each seat, who starts."""
    rows = []
    seat_options = "".join(f'<option value="{kind}">{text_html(t("seat_" + kind))}</option>' for kind in SEAT_KINDS)
    for number in range(1, 5):
        hidden = "" if number <= players else " hidden"
        colour_options = "".join(
            f'<option value="{c}"{" selected" if c == PLAYER_COLOURS[number - 1] else ""}>{text_html(t("colour_" + COLOUR_NAMES[c]))}</option>'
            for c in PLAYER_COLOURS
        )
        rows.append(
            f'<div class="seat{hidden}" data-seat="{number}"><span class="dot" data-colour="{number - 1}"></span>'
            f'<input name="name{number}" aria-label="{_attr(t("player_name", number=number))}" value="{_attr(t("default_name", number=number))}" maxlength="20">'
            f'<select name="colour{number}" aria-label="{_attr(t("colour"))}">{colour_options}</select>'
            f'<select name="seat{number}" aria-label="{_attr(t("seat"))}" title="{_attr(t("seat"))}">{seat_options}</select></div>'
        )
    counts = "".join(
        f'<label><input type="radio" name="players" value="{n}"{" checked" if n == players else ""} data-ui="players:{n}"> {n}</label>'
        for n in (2, 3, 4)
    )
    starts = f'<option value="">{text_html(t("random"))}</option>' + "".join(  # every seat; those past the count hidden
        f'<option value="{n - 1}" data-seat="{n}"{" hidden disabled" if n > players else ""}>{text_html(t("default_name", number=n))}</option>'
        for n in range(1, 5)
    )
    warning = f'<p class="notice" role="alert">{text_html(notice)}</p>' if notice else ""
    return (
        f'<div class="modal" role="dialog" aria-modal="true" aria-labelledby="new-game-title"><form class="card" id="new-game-form" data-mode="{mode}">'
        f'<h2 id="new-game-title">{text_html(t("new_game_title"))}</h2>{language_button()}{warning}{_mode_options(mode)}'
        f'<fieldset class="seats"><legend>{text_html(t("players"))}</legend><div class="counts">{counts}</div>{"".join(rows)}</fieldset>'
        f'<label class="row first-player">{text_html(t("first_player"))} <select name="first">{starts}</select></label>'
        f'<div class="buttons">{_button(t("start"), ui="start", extra_class="primary")}'
        f'{_button(t("or_resume"), ui="games")}{_button(t("close"), ui="close") if closable else ""}</div></form></div>'
    )


def _titled_dialog(card_id: str, title: str, body: str, wide: bool = False) -> str:
    """A modal card whose heading names it for assistive technology."""
    return (
        f'<div class="modal" role="dialog" aria-modal="true" aria-labelledby="{card_id}-title">'
        f'<div class="card{" wide" if wide else ""}" id="{card_id}"><h2 id="{card_id}-title">{text_html(title)}</h2>{body}</div></div>'
    )


def share_view(url: str) -> str:
    """The share dialog: the game's link to copy, and the file export/import."""
    return _titled_dialog("share", t("share_title"), (
        f'<p>{text_html(t("share_explain"))}</p>'
        f'<input id="share-link" class="link" readonly aria-label="{_attr(t("share_link_label"))}" value="{_attr(url)}">'
        f'<p class="hint">{text_html(t("share_length", count=len(url)))}</p>'
        f'<div class="buttons">{_button(t("copy_link"), ui="copy-link", extra_class="primary")}{_button(t("close"), ui="close")}</div>'
        f'<p class="hint">{text_html(t("files_explain"))}</p>'
        f'<div class="buttons">{_button(t("export"), ui="export")}{_button(t("import"), ui="import")}</div>'
    ))


def _ago(seconds: float) -> str:
    if seconds < 60:
        return t("just_now")
    if seconds < 3600:
        return t("minutes_ago", count=int(seconds // 60))
    if seconds < 86400:
        return t("hours_ago", count=int(seconds // 3600))
    return t("days_ago", count=int(seconds // 86400))


def games_view(entries: list, current_id: str | None, now: float) -> str:
    """The saved-games list: players, round, whose turn, when last played; resume or delete."""
    rows = []
    for entry in entries:
        delete = _button(t("delete"), ui=f"delete-game:{entry.game_id}", extra_class="danger")
        if not entry.readable:
            rows.append(f'<li class="game unreadable" data-game="{entry.game_id}"><span>{text_html(t("unreadable_game"))}</span>{delete}</li>')
            continue
        dots = "".join(
            f'<span class="who" data-colour="{int(colour)}"><span class="dot"></span>{name_html(name)}</span>'
            for name, colour in zip(entry.players, entry.colours)
        )
        state_text = t("game_over") if entry.over else t("game_turn", name=entry.turn or "")
        on_table = f' <em>({text_html(t("on_table"))})</em>' if entry.game_id == current_id else ""
        rows.append(
            f'<li class="game" data-game="{entry.game_id}"><div class="who-list">{dots}</div>'
            f'<div class="meta">{text_html(t("game_round", round=entry.round))} · {text_html(state_text)} · '
            f'{text_html(_ago(max(0.0, now - entry.updated)))}{on_table}</div>'
            f'<div class="buttons">{_button(t("resume"), ui=f"resume:{entry.game_id}", extra_class="primary")}{delete}</div></li>'
        )
    body = f'<ul class="games">{"".join(rows)}</ul>' if rows else f'<p>{text_html(t("no_games"))}</p>'
    buttons = f'{_button(t("new_game"), ui="new-game")}{_button(t("import"), ui="import")}{_button(t("close"), ui="close")}'
    return _titled_dialog("games", t("games_title"), f'{body}<div class="buttons">{buttons}</div>', wide=True)


__all__ = [
    "board_view", "controls_view", "display_view", "players_view", "log_view", "banner_view", "announcement",
    "final_view", "new_game_view", "share_view", "games_view", "tile_svg", "describe", "status_text",
]
