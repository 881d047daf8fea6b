"""The board by keyboard: one focusable cursor that arrow keys move across the squares and the two
arrows (the Northwest Passage to the west, Greenland to the east), what Enter does where it
stands, and the name a screen reader reads for it ("Move ship to K3, 1 crew. K3: sea, Cairn").

The page (web/main.py) keeps the cursor's spot and draws it with :func:`cursor_view`; a spot is
a square ``(x, y)`` or the name of an arrow, ``"NWP"`` or ``"Greenland"``.
"""

from __future__ import annotations

from html import escape

from nwp import data, terror
from nwp.actions import Move, MoveTuunbaq, PickUp
from nwp.board import GREENLAND, LAND, NWP, SEA
from nwp.geometry import square_corners, square_name

from .messages import t
from .render import MARGIN_NORTH, MARGIN_WEST, SQUARE, arrow_box
from .session import Session, footprint
from .view import _cost_label

ARROW_ROWS = {"NWP": data.NWP_SQUARES[0][1], "Greenland": data.GREENLAND_SQUARES[0][1]}  # the row each arrow is left for
STEPS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
CORNER_NAMES = ("corner_nw", "corner_ne", "corner_se", "corner_sw")  # square_corners' order: TL TR BR BL


def step(spot, key: str):
    """The spot an arrow key leads to from ``spot`` (the board's edge stops it, except west of
    column A, which is the Northwest Passage, and east of the last column, which is Greenland)."""
    dx, dy = STEPS[key]
    if spot == "NWP":
        return (0, ARROW_ROWS["NWP"]) if dx > 0 else spot
    if spot == "Greenland":
        return (data.GRID_WIDTH - 1, ARROW_ROWS["Greenland"]) if dx < 0 else spot
    x, y = spot
    if x + dx < 0:
        return "NWP"
    if x + dx >= data.GRID_WIDTH:
        return "Greenland"
    return (x, min(max(y + dy, 0), data.GRID_HEIGHT - 1)) if dy else (x + dx, y)


def start_spot(session: Session):
    """Where the cursor starts: on the acting player's vehicle (the one chosen), else at A1."""
    state = session.state
    place = state.players[state.current].position(session.vehicle)
    if place == NWP:
        return "NWP"
    if place == GREENLAND:
        return "Greenland"
    if place is None or place < 0:
        return (0, 0)
    return state.board.anchor_of(place)


def enter_on(session: Session, spot) -> tuple[str, str] | None:
    """What Enter does on ``spot``: ``("action", text)`` plays an action, ``("fit", square)``
    shows the selected tile fitting there (a second Enter places it, as a second tap does), or
    None when nothing can be done there."""
    state = session.state
    if state.holes is not None:  # the hole's small tile is chosen in the side panel
        return None
    if session.selected_tile is not None:
        if isinstance(spot, str):
            return None
        shown = session.previewed
        if shown is not None and spot in footprint(shown):
            return ("action", str(shown))
        return ("fit", square_name(spot)) if session.fits_at(spot) else None
    destination = spot if isinstance(spot, str) else state.board.tile_index_at(spot)
    if session.moving_tuunbaq:  # Terror: the tiles the Tuunbaq can go to
        for action in session.tuunbaq_moves():
            if not isinstance(spot, str) and state.board.tile_index_at(action.destination) == destination:
                return ("action", str(action))
        return None
    if not isinstance(spot, str):
        for action in session.legal:
            if isinstance(action, PickUp) and action.vehicle == session.vehicle and action.square == spot:
                return ("action", str(action))
    for action in session.legal:
        if not isinstance(action, Move) or action.vehicle != session.vehicle:
            continue
        target = action.destination if isinstance(action.destination, str) else state.board.tile_index_at(action.destination)
        if target == destination and (isinstance(spot, str) or destination >= 0):
            if action.paying:  # Terror: the toll is chosen in the side panel, as after a tap
                return ("enter", square_name(spot))
            return ("action", str(action))
    return None


def _what_enter_does(session: Session, spot, where: str) -> str:
    enter = enter_on(session, spot)
    if enter is None:
        return ""
    kind, value = enter
    if kind == "fit":
        return t("key_fit", tile=session.selected_tile, square=where)
    if kind == "enter":
        toll = session.tolls(spot)[0]
        return t("tip_enter_tuunbaq", vehicle=t(toll.vehicle).lower(), cost=_cost_label(session, toll))
    action = next(a for a in session.legal if str(a) == value)
    if isinstance(action, MoveTuunbaq):
        return t("tip_move_tuunbaq", cost=_cost_label(session, action))
    if isinstance(action, PickUp):
        return t("key_pickup", token=t("token_" + session.state.board.tokens[spot]), square=where, cost=_cost_label(session, action))
    if isinstance(action, Move):
        return t("key_move", vehicle=t(action.vehicle).lower(), square=where, cost=_cost_label(session, action))
    return t("key_place", tile=action.tile, square=square_name(action.square), cost=_cost_label(session, action))


def _terrain(session: Session, square: tuple[int, int]) -> str:
    """A square's land and sea, as its four corners show them."""
    board = session.state.board
    if board.tile_index_at(square) < 0:
        return t("square_empty")
    corners = [board.vertices[v] for v in square_corners(*square)]
    if all(corner == SEA for corner in corners):
        return t("square_sea")
    if all(corner == LAND for corner in corners):
        return t("square_land")
    land = [t(name) for name, corner in zip(CORNER_NAMES, corners) if corner == LAND]
    return t("square_coast", corners=t("and_list", first=", ".join(land[:-1]), last=land[-1]) if len(land) > 1 else land[0])


def _pieces(session: Session, place: int) -> list[str]:
    """The vehicles on a place, each named with its player ("Ann's ship")."""
    state = session.state
    lair = [t("tuunbaq")] if place >= 0 and terror.tuunbaq_place(state) == place else []
    return lair + [t("whose_vehicle", name=player.name, vehicle=t(vehicle).lower())
                   for player in state.players for vehicle in ("ship", "sled") if player.position(vehicle) == place]


def describe(session: Session, spot) -> str:
    """What is on ``spot``: an arrow and who is there, or a square's land and sea, ice, token and pieces."""
    state = session.state
    if isinstance(spot, str):
        parts = [t("nwp" if spot == "NWP" else "greenland")]
        parts += _pieces(session, NWP if spot == "NWP" else GREENLAND)
        return ", ".join(parts)
    parts = [t("square_named", square=square_name(spot), terrain=_terrain(session, spot))]
    if spot[1] < state.frozen_rows:
        parts.append(t("square_frozen"))
    token = state.board.tokens.get(spot)
    if token:
        parts.append(t("square_token", token=t("token_" + token)))
    place = state.board.tile_index_at(spot)
    if place >= 0 and spot == state.board.anchor_of(place):  # pieces stand on a tile: named once, on its first square
        parts += _pieces(session, place)
    return ", ".join(parts)


def cursor_name(session: Session, spot) -> str:
    """The accessible name of the cursor on ``spot``: what Enter does there, then what is there."""
    where = spot if isinstance(spot, str) else square_name(spot)
    doing = _what_enter_does(session, spot, t("nwp") if spot == "NWP" else t("greenland") if spot == "Greenland" else where)
    seen = describe(session, spot)
    return f"{doing} {seen}." if doing else f"{seen}."


def _box(spot) -> tuple[float, float, float, float]:
    if isinstance(spot, str):
        return arrow_box(spot)
    x, y = spot
    return (MARGIN_WEST + x * SQUARE, MARGIN_NORTH + y * SQUARE, SQUARE, SQUARE)


def cursor_view(session: Session, spot) -> str:
    """The board's single tab stop, on ``spot``: a focusable group named for screen readers, drawn
    as a dark and a light ring only while it has the keyboard focus."""
    x, y, width, height = _box(spot)
    name = escape(cursor_name(session, spot))
    where = spot if isinstance(spot, str) else square_name(spot)
    return (f'<g id="board-cursor" class="board-cursor" data-spot="{where}" tabindex="0" role="button" aria-label="{name}" '
            f'aria-roledescription="{escape(t("board_cursor_role"))}" aria-describedby="board-keys-help">'
            f'<rect class="cursor-dark" x="{x + 1}" y="{y + 1}" width="{width - 2}" height="{height - 2}"/>'
            f'<rect class="cursor-light" x="{x + 4}" y="{y + 4}" width="{width - 8}" height="{height - 8}"/></g>')


__all__ = ["STEPS", "step", "start_spot", "enter_on", "describe", "cursor_name", "cursor_view"]
