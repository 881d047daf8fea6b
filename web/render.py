"""Board rendering: a pure function from the map (and the ice line) to SVG markup.

Nothing here touches the DOM, so it runs and is tested under native CPython.
Land and sea are drawn per square from its four corner bits (marching squares:
a diagonal pair of land corners is two separate capes with sea between them).
"""

from __future__ import annotations

import math
from html import escape

from nwp import data
from nwp.board import LAND, Board
from nwp.geometry import COLUMN_LETTERS, square_corners, square_name

from .messages import t

SQUARE = 56  # px per grid square in SVG user units
MARGIN_WEST = 84  # room for the Northwest Passage arrow
MARGIN_EAST = 118  # room for the row numbers and the Greenland arrow
MARGIN_NORTH = 34  # zone labels and column letters
MARGIN_SOUTH = 14
BOARD_WIDTH = MARGIN_WEST + data.GRID_WIDTH * SQUARE + MARGIN_EAST
BOARD_HEIGHT = MARGIN_NORTH + data.GRID_HEIGHT * SQUARE + MARGIN_SOUTH

TOKEN_COLOURS: dict[str, str] = {  # the board's token discs (the chips' colours are in style.css)
    "Inuit": "#b5502a",
    "Cairn": "#6d6a5f",
    "Franklin": "#7a1f2b",
    "Strait": "#1f5f8b",
}
# Each token's pictogram, drawn in white in a box from -8 to 8 around its centre: the same mark on
# the board and on the player panels' chips, so a token is told by its shape, not by colour alone.
TOKEN_ICONS: dict[str, str] = {
    "Inuit": '<path fill-rule="evenodd" d="M-7.5 5A7.5 7.5 0 0 1 7.5 5ZM-2.4 5V2.4A2.4 2.4 0 0 1 2.4 2.4V5Z"/>',  # an igloo
    "Cairn": ('<ellipse cx="0" cy="5" rx="6.8" ry="2.4"/><ellipse cx="0" cy="0.6" rx="4.9" ry="2.1"/>'
              '<ellipse cx="0" cy="-3.6" rx="3.2" ry="1.9"/><ellipse cx="0" cy="-6.8" rx="1.6" ry="1.2"/>'),
    "Franklin": '<path d="M-1.6 -7.5H1.6V-3.6H5.4V-0.5H1.6V7.5H-1.6V-0.5H-5.4V-3.6H-1.6Z"/>',  # a grave's cross
    "Strait": ('<path class="line" d="M-7.5 -2.5q1.9 -2.6 3.75 0t3.75 0t3.75 0t3.75 0"/>'  # waves
               '<path class="line" d="M-7.5 3q1.9 -2.6 3.75 0t3.75 0t3.75 0t3.75 0"/>'),
    "Cartography": '<path d="M0 -7.5L2.1 -2.1L7.5 0L2.1 2.1L0 7.5L-2.1 2.1L-7.5 0L-2.1 -2.1Z"/>',  # a compass rose
}


def token_icon_svg(kind: str) -> str:
    """The token's pictogram as a small inline SVG for a line of text (hidden from screen readers,
    which read the word beside it)."""
    return (f'<svg class="token-icon token-icon-{kind}" viewBox="-8.5 -8.5 17 17" width="14" height="14" '
            f'aria-hidden="true" focusable="false">{TOKEN_ICONS[kind]}</svg>')

# The map's three surfaces and the ice over them. tests/test_map_colours.py checks that any two
# surfaces differ enough (luminance contrast 1.5:1 or CIEDE2000 20) on the plain board and under
# the ice, so change them together.
MAP_COLOURS: dict[str, str] = {
    "unexplored": "#f3ecdb",  # parchment, with a faint grid
    "grid": "#d9cba8",
    "sea": "#2a78b8",
    "sea_texture": "#ffffff",  # light wave marks on the sea
    "land": "#b8975a",
    "land_texture": "#7d6235",  # stipple on the land
    "coast": "#4e3b1e",  # the darker coastline stroke
}
ICE_TINT = "#eef8ff"
ICE_OPACITY = 0.25  # the translucent wash over frozen rows
ICE_HATCH_OPACITY = 0.5  # white hatch lines over the wash...
ICE_HATCH_COVERAGE = 0.2  # ...covering this share of the surface (2 px lines every 10 px)

# Perimeter of a unit square as (x, y, which): corners "c<i>" and edge midpoints "m<i>".
_PERIMETER = (
    (0.0, 0.0, 0), (0.5, 0.0, None), (1.0, 0.0, 1), (1.0, 0.5, None),
    (1.0, 1.0, 2), (0.5, 1.0, None), (0.0, 1.0, 3), (0.0, 0.5, None),
)


def land_polygons(corners: tuple[int, int, int, int]) -> list[list[tuple[float, float]]]:
    """Land shapes of a unit square with corner bits TL TR BR BL (1 = land).

    Each shape is a list of points in unit coordinates. Two diagonal land corners
    (a saddle) give two separate shapes.
    """
    tl, tr, br, bl = corners
    if corners == (1, 0, 1, 0):
        return [[(0, 0), (0.5, 0), (0, 0.5)], [(1, 0.5), (1, 1), (0.5, 1)]]
    if corners == (0, 1, 0, 1):
        return [[(0.5, 0), (1, 0), (1, 0.5)], [(0.5, 1), (0, 1), (0, 0.5)]]
    if not any(corners):
        return []
    points = []
    for i, (x, y, corner) in enumerate(_PERIMETER):
        if corner is not None:
            if corners[corner]:
                points.append((x, y))
        else:
            before = corners[(i - 1) // 2]
            after = corners[((i + 1) // 2) % 4]
            if before != after:
                points.append((x, y))
    return [points]


def _px(x: float, y: float) -> str:
    return f"{MARGIN_WEST + x * SQUARE:.1f},{MARGIN_NORTH + y * SQUARE:.1f}"


def _is_midpoint(point: tuple[float, float]) -> bool:
    return 0.0 < point[0] < 1.0 or 0.0 < point[1] < 1.0


def coast_path(polygon: list[tuple[float, float]], x: int, y: int) -> str:
    """SVG path of a land shape whose coast (between two edge midpoints) is a smooth curve.

    The curve bends toward the sea, so capes look rounded; the ends stay on the edge
    midpoints, so coasts of neighbouring squares still meet.
    """
    commands = [f"M{_px(x + polygon[0][0], y + polygon[0][1])}"]
    count = len(polygon)
    for i in range(1, count + 1):
        start, end = polygon[i - 1], polygon[i % count]
        if _is_midpoint(start) and _is_midpoint(end) and start[0] != end[0] and start[1] != end[1]:
            control_x = (start[0] + end[0]) / 2 + (0.5 - (start[0] + end[0]) / 2) * 0.6
            control_y = (start[1] + end[1]) / 2 + (0.5 - (start[1] + end[1]) / 2) * 0.6
            commands.append(f"Q{_px(x + control_x, y + control_y)} {_px(x + end[0], y + end[1])}")
        else:
            commands.append(f"L{_px(x + end[0], y + end[1])}")
    return " ".join(commands) + "Z"


def _square_shapes(board: Board, x: int, y: int) -> str:
    corners = tuple(1 if board.vertices[v] == LAND else 0 for v in square_corners(x, y))
    parts = [f'<rect class="sea" x="{MARGIN_WEST + x * SQUARE}" y="{MARGIN_NORTH + y * SQUARE}" width="{SQUARE}" '
             f'height="{SQUARE}" fill="url(#sea-texture)"/>']
    for polygon in land_polygons(corners):  # type: ignore[arg-type]
        parts.append(f'<path class="land" d="{coast_path(polygon, x, y)}" fill="url(#land-texture)" '
                     f'stroke="{MAP_COLOURS["coast"]}"/>')
    return "".join(parts)


def _tiles(board: Board) -> str:
    parts = []
    for index, tile in enumerate(board.tiles):
        squares = tile.squares
        kind = "preprinted" if tile.preprinted else ("joker" if tile.joker else ("large" if len(squares) > 1 else "small"))
        label = t("preprinted_square") if tile.preprinted else tile.name
        shapes = "".join(_square_shapes(board, x, y) for x, y in squares)
        xs = [x for x, _ in squares]
        ys = [y for _, y in squares]
        outline = (
            f'<rect class="tile-edge" x="{MARGIN_WEST + min(xs) * SQUARE}" y="{MARGIN_NORTH + min(ys) * SQUARE}" '
            f'width="{(max(xs) - min(xs) + 1) * SQUARE}" height="{(max(ys) - min(ys) + 1) * SQUARE}"/>'
        )
        names = " ".join(square_name(s) for s in squares)
        parts.append(
            f'<g class="tile {kind}" data-tile="{escape(tile.name)}" data-index="{index}" data-squares="{names}">'
            f"<title>{escape(t('tile_at', tile=label, squares=names))}</title>{shapes}{outline}</g>"
        )
    return "".join(parts)


def _token(square: tuple[int, int], kind: str, attributes: str = 'class="token"', tip: str = "",
           aside: bool = False) -> str:
    """A token at its square's centre, or (``aside``) in its south-east quarter, leaving the other
    three quarters to the ships and sleds on that square."""
    fill = TOKEN_COLOURS[kind]
    shift = SQUARE / 4 if aside else 0
    radius = SQUARE * (0.2 if aside else 0.24)
    cx = MARGIN_WEST + (square[0] + 0.5) * SQUARE + shift
    cy = MARGIN_NORTH + (square[1] + 0.5) * SQUARE + shift
    zone = data.zone_of_column(square[0])
    return (
        f'<g {attributes} data-token="{kind}" data-square="{square_name(square)}">'
        f"<title>{escape(t('token_title', tip=tip or t('token_' + kind), square=square_name(square), zone=zone))}</title>"
        f'<circle cx="{cx:.1f}" cy="{cy:.1f}" r="{radius:.1f}" fill="{fill}"/>'
        f'<g class="token-icon" transform="translate({cx:.1f} {cy:.1f}) scale({radius * 0.68 / 8:.2f})">{TOKEN_ICONS[kind]}</g></g>'
    )


def _zones() -> str:
    """The three scoring zones, marked on the frame (a band with its multiplier above the map
    and ticks where two zones meet), never by tinting the squares."""
    parts = []
    for first, last, zone in ((0, 3, 3), (4, 7, 2), (8, 11, 1)):
        x = MARGIN_WEST + first * SQUARE
        width = (last - first + 1) * SQUARE
        parts.append(
            f'<g class="zone" data-zone="{zone}"><rect class="zone-band" x="{x + 2}" y="3" width="{width - 4}" height="17" rx="4"/>'
            f'<text class="zone-label" x="{x + width / 2}" y="15.5" text-anchor="middle">{escape(t("zone_label", zone=zone))}</text></g>'
        )
    bottom = MARGIN_NORTH + data.GRID_HEIGHT * SQUARE
    for zone_edge in (4, 8):
        x = MARGIN_WEST + zone_edge * SQUARE
        parts.append(f'<line class="zone-edge" x1="{x}" y1="2" x2="{x}" y2="{MARGIN_NORTH}"/>'
                     f'<line class="zone-edge" x1="{x}" y1="{bottom}" x2="{x}" y2="{bottom + MARGIN_SOUTH}"/>')
    return "".join(parts)


def _grid() -> str:
    parts = []
    for y in range(data.GRID_HEIGHT):
        for x in range(data.GRID_WIDTH):
            parts.append(
                f'<rect class="square" data-square="{square_name((x, y))}" x="{MARGIN_WEST + x * SQUARE}" '
                f'y="{MARGIN_NORTH + y * SQUARE}" width="{SQUARE}" height="{SQUARE}" fill="{MAP_COLOURS["unexplored"]}" '
                f'stroke="{MAP_COLOURS["grid"]}"/>'
            )
    for x in range(data.GRID_WIDTH):
        parts.append(
            f'<text class="coord" x="{MARGIN_WEST + (x + 0.5) * SQUARE}" y="{MARGIN_NORTH - 4}" text-anchor="middle">{COLUMN_LETTERS[x]}</text>'
        )
    for y in range(data.GRID_HEIGHT):
        parts.append(
            f'<text class="coord" x="{MARGIN_WEST + data.GRID_WIDTH * SQUARE + 8}" y="{MARGIN_NORTH + (y + 0.5) * SQUARE + 4}">{y + 1}</text>'
        )
    return "".join(parts)


def _frozen(frozen_rows: int, label: str, keep_clear: frozenset = frozenset(), near_column: int | None = None) -> str:
    """The ice: a translucent texture over the frozen rows (land and sea stay distinct beneath it),
    its southern edge drawn as a line, and ``label`` on that edge: at its west end, or slid east
    to the first stretch of the edge where none of the squares in ``keep_clear`` (where pieces
    and tokens stand) touches it, so a ship on the edge does not hide the label.

    ``near_column`` (the acting player's piece): the label is written a second time on the clear
    stretch nearest that column, when that is well east of the first. The copy shows only on a
    zoomed board (a phone, assets/style.css), which is centred on that piece when a turn begins
    and would otherwise show the ice with no words; screen readers skip it."""
    if frozen_rows <= 0:
        return ""
    height = frozen_rows * SQUARE
    x, y, width = MARGIN_WEST, MARGIN_NORTH, data.GRID_WIDTH * SQUARE
    title = escape(label or t("frozen_rows", rows=frozen_rows))
    tags = ""
    if label:
        tag_width = 9 + 6.2 * len(label)
        offsets = _ice_label_offsets(frozen_rows, tag_width, keep_clear)
        first = offsets[0] if offsets else 0
        tags = _ice_tag(x + 6 + first, y + height, tag_width, label)
        if near_column is not None and offsets:
            middle = _ice_label_columns(tag_width) / 2
            near = min(offsets, key=lambda offset: (abs(offset / SQUARE + middle - near_column - 0.5), offset))
            if near - first >= ICE_LABEL_COPY_AFTER * SQUARE:
                tags += _ice_tag(x + 6 + near, y + height, tag_width, label, copy=True)
    return (
        f'<g class="frozen" data-rows="{frozen_rows}"><title>{title}</title>'
        f'<rect x="{x}" y="{y}" width="{width}" height="{height}" fill="url(#ice-texture)"/>'
        f'<line class="ice-line" x1="{x - 10}" y1="{y + height}" x2="{x + width + 10}" y2="{y + height}"/>{tags}</g>'
    )


ICE_LABEL_COPY_AFTER = 5  # columns east of the label beyond which a phone's frame no longer shows it


def _ice_tag(left: float, edge: float, tag_width: float, label: str, copy: bool = False) -> str:
    """The ice's label: white words on a blue pill across the edge at ``edge``, from ``left``;
    ``copy``: the phone's second one, which screen readers skip."""
    kind = 'class="ice-label near" aria-hidden="true"' if copy else 'class="ice-label"'
    return (f'<g {kind}><rect x="{left:.0f}" y="{edge - 9}" width="{tag_width:.0f}" height="18" rx="9"/>'
            f'<text x="{left + tag_width / 2:.1f}" y="{edge + 4}" text-anchor="middle">{escape(label)}</text></g>')


def _ice_label_columns(tag_width: float) -> int:
    """The squares the ice's label spans, with its margin."""
    return math.ceil((tag_width + 6) / SQUARE)


def _ice_label_offsets(frozen_rows: int, tag_width: float, keep_clear: frozenset) -> list[int]:
    """How far east (in px, whole numbers of squares) the ice's label may go from the edge's west
    end, west first: the places where the squares it lies across, in the rows on either side of
    the edge, are none of ``keep_clear``; empty when there is no such place."""
    columns = _ice_label_columns(tag_width)
    rows = (frozen_rows - 1, frozen_rows)
    return [first * SQUARE for first in range(data.GRID_WIDTH - columns + 1)
            if not any((column, row) in keep_clear for column in range(first, first + columns) for row in rows)]


def arrow_box(place: str) -> tuple[float, float, float, float]:
    """x, y, width, height of the box round an arrow ("NWP" or "Greenland") where a move there is
    highlighted and the keyboard's cursor stands."""
    if place == "NWP":
        return (MARGIN_WEST - 82, MARGIN_NORTH + 3 * SQUARE + 2, 80, SQUARE - 4)
    return (MARGIN_WEST + data.GRID_WIDTH * SQUARE + 22, MARGIN_NORTH + 3 * SQUARE + 4, 94, 2 * SQUARE - 8)


def _arrows() -> str:
    top_gl = MARGIN_NORTH + data.GREENLAND_SQUARES[0][1] * SQUARE
    east = MARGIN_WEST + data.GRID_WIDTH * SQUARE + 26
    mid_gl = top_gl + SQUARE
    greenland = (
        f'<g id="arrow-greenland" class="arrow" data-place="Greenland"><title>{escape(t("greenland_arrow"))}</title>'
        f'<polygon points="{east + 86},{top_gl + 8} {east + 20},{top_gl + 8} {east},{mid_gl} {east + 20},{top_gl + 2 * SQUARE - 8} {east + 86},{top_gl + 2 * SQUARE - 8}"/>'
        f'<text x="{east + 50}" y="{top_gl + 24}" text-anchor="middle">{escape(t("greenland"))}</text></g>'  # ships and sleds below
    )
    top_nwp = MARGIN_NORTH + data.NWP_SQUARES[0][1] * SQUARE
    west = MARGIN_WEST - 6
    nwp = (
        f'<g id="arrow-nwp" class="arrow" data-place="NWP"><title>{escape(t("nwp"))}</title>'
        f'<polygon points="{west},{top_nwp + 6} {west - 56},{top_nwp + 6} {west - 76},{top_nwp + SQUARE / 2} {west - 56},{top_nwp + SQUARE - 6} {west},{top_nwp + SQUARE - 6}"/>'
        f'<text x="{west - 36}" y="{top_nwp + SQUARE / 2 + 4}" text-anchor="middle">{escape(t("nwp_short"))}</text></g>'
    )
    return greenland + nwp


DEFS = (
    "<defs>"
    # the sea: its colour with a few light wave marks
    f'<pattern id="sea-texture" width="28" height="28" patternUnits="userSpaceOnUse">'
    f'<rect width="28" height="28" fill="{MAP_COLOURS["sea"]}"/>'
    f'<path d="M3,8 q3,-3 6,0 t6,0 M15,22 q3,-3 6,0 t6,0" fill="none" stroke="{MAP_COLOURS["sea_texture"]}" '
    'stroke-width="1" opacity="0.28"/></pattern>'
    # the land: its colour, stippled
    f'<pattern id="land-texture" width="12" height="12" patternUnits="userSpaceOnUse">'
    f'<rect width="12" height="12" fill="{MAP_COLOURS["land"]}"/>'
    f'<circle cx="3" cy="3" r="0.9" fill="{MAP_COLOURS["land_texture"]}" opacity="0.45"/>'
    f'<circle cx="9" cy="9" r="0.9" fill="{MAP_COLOURS["land_texture"]}" opacity="0.45"/></pattern>'
    # the ice: a translucent wash with white hatching
    f'<pattern id="ice-texture" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">'
    f'<rect width="10" height="10" fill="{ICE_TINT}" opacity="{ICE_OPACITY}"/>'
    f'<rect width="{10 * ICE_HATCH_COVERAGE:g}" height="10" fill="#ffffff" opacity="{ICE_HATCH_OPACITY}"/></pattern>'
    "</defs>"
)


def board_svg(board: Board, frozen_rows: int = 0, overlay: str = "", vehicles: str = "",
              token_attrs: dict | None = None, tips: dict | None = None, ice_label: str = "",
              tokens_aside: frozenset = frozenset(), also_clear: frozenset = frozenset(),
              ice_label_near: int | None = None) -> str:
    """The whole board as one <svg> element: zones, grid, tiles, ice, tokens, arrows.

    ``overlay`` (click targets) is drawn above the ice, then ``vehicles``, then the
    tokens on top, so a piece never hides a token that can be picked up. ``token_attrs`` maps a square to
    (attributes, tooltip) for tokens that can be clicked; ``tips`` gives each
    token kind its tooltip; ``ice_label`` is written on the ice's edge, clear of the pieces and tokens beside it; the tokens on the squares
    in ``tokens_aside`` (where ships and sleds stand) move to a quarter of their square; the ice's
    label keeps clear of those squares, of the tokens and of the squares in ``also_clear`` (the
    Tuunbaq's); ``ice_label_near`` is the column of the acting player's piece, near which a
    zoomed board (a phone) writes the label a second time.
    """
    token_attrs = token_attrs or {}
    tips = tips or {}
    tokens = "".join(
        _token(square, kind, *token_attrs.get(square, ('class="token"', tips.get(kind, ""))), aside=square in tokens_aside)
        for square, kind in sorted(board.tokens.items())
    )
    return (
        f'<svg id="board-svg" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {BOARD_WIDTH} {BOARD_HEIGHT}" '
        f'role="group" aria-label="{escape(t("board_label", tiles=len(board.tiles)))}">'
        f"{DEFS}{_zones()}{_grid()}"
        f'<g id="tiles">{_tiles(board)}</g>'
        f'<g id="ice">{_frozen(frozen_rows, ice_label, tokens_aside | frozenset(board.tokens) | also_clear, ice_label_near)}</g>'
        f'<g id="arrows">{_arrows()}</g>'
        f"{overlay}"
        f'<g id="vehicles">{vehicles}</g>'
        f'<g id="tokens">{tokens}</g>'
        '<g id="cursor-layer"></g>'  # the keyboard's cursor (web/board_keys.py), drawn by the page
        "</svg>"
    )
