"""Grid geometry: square names, tile orientations and their vertex patterns.

A tile face is a grid of land/sea vertex bits. This module turns a tile name, a
face and a rotation (clockwise quarter turns) into an :class:`OrientedTile`:
its footprint size, the vertex bits relative to its top-left corner, and the
square its symbol sits on. Everything is precomputed once at import.
"""

from __future__ import annotations

from . import data

Square = tuple[int, int]
COLUMN_LETTERS = "ABCDEFGHIJKL"
VERTEX_STRIDE = data.GRID_WIDTH + 1  # vertices per row
VERTEX_COUNT = VERTEX_STRIDE * (data.GRID_HEIGHT + 1)
SQUARE_COUNT = data.GRID_WIDTH * data.GRID_HEIGHT
DIRECTIONS: tuple[tuple[int, int], ...] = ((1, 0), (-1, 0), (0, 1), (0, -1))


def square_name(square: Square) -> str:
    """'C5' for square (2, 4): column letter A-L, row number 1-8 from the north."""
    x, y = square
    return f"{COLUMN_LETTERS[x]}{y + 1}"


def parse_square(text: str) -> Square:
    """The square named by 'C5' (case-insensitive); raises ValueError otherwise."""
    text = text.strip().upper()
    if len(text) < 2 or text[0] not in COLUMN_LETTERS or not text[1:].isdigit():
        raise ValueError(f"'{text}' is not a square name like C5")
    x, y = COLUMN_LETTERS.index(text[0]), int(text[1:]) - 1
    if not 0 <= y < data.GRID_HEIGHT:
        raise ValueError(f"'{text}' is off the board (rows 1-{data.GRID_HEIGHT})")
    return (x, y)


def on_grid(x: int, y: int) -> bool:
    return 0 <= x < data.GRID_WIDTH and 0 <= y < data.GRID_HEIGHT


def vertex_index(vx: int, vy: int) -> int:
    return vy * VERTEX_STRIDE + vx


def square_index(x: int, y: int) -> int:
    return y * data.GRID_WIDTH + x


def square_corners(x: int, y: int) -> tuple[int, int, int, int]:
    """Vertex indices of a square's corners in the order TL TR BR BL."""
    top = vertex_index(x, y)
    bottom = vertex_index(x, y + 1)
    return (top, top + 1, bottom + 1, bottom)


def shared_edge(a: Square, b: Square) -> tuple[int, int]:
    """Vertex indices of the unit edge between two orthogonally adjacent squares."""
    (ax, ay), (bx, by) = a, b
    if bx == ax + 1:
        return vertex_index(bx, ay), vertex_index(bx, ay + 1)
    if bx == ax - 1:
        return vertex_index(ax, ay), vertex_index(ax, ay + 1)
    if by == ay + 1:
        return vertex_index(ax, by), vertex_index(ax + 1, by)
    return vertex_index(ax, ay), vertex_index(ax + 1, ay)


def _neighbours_with_edges() -> dict[Square, tuple[tuple[Square, tuple[int, int]], ...]]:
    """Each square's orthogonal neighbours on the grid (in :data:`DIRECTIONS` order), each with
    the unit edge the two share."""
    table = {}
    for y in range(data.GRID_HEIGHT):
        for x in range(data.GRID_WIDTH):
            table[(x, y)] = tuple(((x + dx, y + dy), shared_edge((x, y), (x + dx, y + dy)))
                                  for dx, dy in DIRECTIONS if on_grid(x + dx, y + dy))
    return table


NEIGHBOURS_WITH_EDGES = _neighbours_with_edges()
"""Square -> ((neighbour, shared edge), ...): the sea-path search asks this of every square it reaches."""


def outer_edge(square: Square, direction: tuple[int, int]) -> tuple[int, int]:
    """Vertex indices of a square's side in a direction (used for the arrows)."""
    x, y = square
    dx, dy = direction
    return shared_edge(square, (x + dx, y + dy))


class OrientedTile:
    """A tile face turned to one rotation, anchored at its top-left square (read-only).

    ``grid`` holds the vertex bits, rows north to south; ``symbol_offset`` is the
    symbol's square relative to the anchor; ``squares`` are the footprint's offsets;
    ``vertex_checks`` pairs each vertex's index offset from the anchor's top-left
    vertex with its bit.
    """

    __slots__ = ("name", "face", "rotation", "width", "height", "grid", "symbol", "symbol_offset",
                 "squares", "vertex_checks")

    def __init__(self, name: str, face: str, rotation: int, width: int, height: int,
                 grid: tuple[tuple[int, ...], ...], symbol: str | None, symbol_offset: Square | None) -> None:
        self.name, self.face, self.rotation = name, face, rotation
        self.width, self.height, self.grid = width, height, grid
        self.symbol, self.symbol_offset = symbol, symbol_offset
        self.squares: tuple[Square, ...] = tuple((dx, dy) for dy in range(height) for dx in range(width))
        self.vertex_checks: tuple[tuple[int, int], ...] = tuple(
            (vy * VERTEX_STRIDE + vx, bit) for vy, row in enumerate(grid) for vx, bit in enumerate(row)
        )

    def __repr__(self) -> str:
        return f"OrientedTile({self.name} {self.face} r{self.rotation} {self.width}x{self.height})"


def _rotate_clockwise(grid: tuple[tuple[int, ...], ...]) -> tuple[tuple[int, ...], ...]:
    rows, cols = len(grid), len(grid[0])
    return tuple(tuple(grid[rows - 1 - c][r] for c in range(rows)) for r in range(cols))


def _orient(name: str, face: str, rotation: int, grid, symbol, symbol_offset) -> OrientedTile:
    width, height = len(grid[0]) - 1, len(grid) - 1
    for _ in range(rotation):
        if symbol_offset is not None:
            sx, sy = symbol_offset
            symbol_offset = (height - 1 - sy, sx)
        grid = _rotate_clockwise(grid)
        width, height = height, width
    return OrientedTile(name, face, rotation, width, height, grid, symbol, symbol_offset)


def _build_orientations() -> dict[tuple[str, str, int], OrientedTile]:
    table: dict[tuple[str, str, int], OrientedTile] = {}
    for name, tile in data.LARGE_TILES.items():
        for face, bits in tile["faces"].items():
            grid = (bits[0:3], bits[3:6])
            symbol = tile["symbol"] if tile["symbol_face"] == face else None
            offset = None
            if symbol is not None:
                offset = (0, 0) if tile["symbol_square"] == "W" else (1, 0)
            for rotation in range(4):
                table[(name, face, rotation)] = _orient(name, face, rotation, grid, symbol, offset)
    for name, (corners, _count) in data.SMALL_PILES.items():
        tl, tr, br, bl = corners
        grid = ((tl, tr), (bl, br))
        for rotation in range(4):
            table[(name, "A", rotation)] = _orient(name, "A", rotation, grid, None, None)
    return table


ORIENTATIONS: dict[tuple[str, str, int], OrientedTile] = _build_orientations()


def is_large(tile_name: str) -> bool:
    return tile_name.startswith("L")


def faces_of(tile_name: str) -> tuple[str, ...]:
    return ("A", "B") if is_large(tile_name) else ("A",)


def oriented(tile_name: str, face: str, rotation: int) -> OrientedTile:
    """The orientation of a tile; raises KeyError for an unknown tile, face or rotation."""
    return ORIENTATIONS[(tile_name, face, rotation)]


def corners_of(oriented_tile: OrientedTile) -> tuple[int, int, int, int]:
    """Corner bits TL TR BR BL of a small tile's orientation."""
    grid = oriented_tile.grid
    return (grid[0][0], grid[0][1], grid[1][1], grid[1][0])


def _small_tile_for_corners() -> dict[tuple[int, int, int, int], tuple[str, int]]:
    """Each oriented 4-corner pattern -> (pile, lowest rotation) showing it."""
    table: dict[tuple[int, int, int, int], tuple[str, int]] = {}
    for name in data.SMALL_PILE_NAMES:
        for rotation in range(4):
            table.setdefault(corners_of(ORIENTATIONS[(name, "A", rotation)]), (name, rotation))
    return table


SMALL_TILE_FOR_CORNERS = _small_tile_for_corners()
