"""The shared map: placed tiles, land/sea vertices, tokens on the board.

This module owns everything that depends only on the map and the ice line:
placement matching, presence adjacency, ship and sled passages, the sea-path
rule, single-square holes and complete islands (``game-data.md`` sections 1-4).
It knows nothing of players, crew or turns.

A *place* is where a vehicle can stand: a placed tile (its index in
``Board.tiles``) or one of the two arrows (:data:`GREENLAND`, :data:`NWP`).
"""

from __future__ import annotations

import functools
from collections import deque
from typing import Iterable, NamedTuple

from . import data
from .geometry import (
    DIRECTIONS,
    NEIGHBOURS_WITH_EDGES,
    SQUARE_COUNT,
    VERTEX_COUNT,
    OrientedTile,
    Square,
    on_grid,
    oriented,
    shared_edge,
    square_corners,
    square_index,
    vertex_index,
    VERTEX_STRIDE,
)

GREENLAND = -1
NWP = -2
LAND, SEA, UNFIXED = 1, 0, -1


def _square_sides() -> dict[Square, tuple[tuple[int, tuple[int, int]], ...]]:
    """Each square's sides that lead somewhere, in :data:`DIRECTIONS` order: what lies beyond
    (a grid square's index, or the arrow's place, :data:`GREENLAND` or :data:`NWP`) and the unit
    edge crossed. Sides off the grid with no arrow beyond are left out."""
    table = {}
    for y in range(data.GRID_HEIGHT):
        for x in range(data.GRID_WIDTH):
            sides = []
            for dx, dy in DIRECTIONS:
                nx, ny = x + dx, y + dy
                if on_grid(nx, ny):
                    beyond = square_index(nx, ny)
                elif dx == 1 and (x, y) in data.GREENLAND_SQUARES:
                    beyond = GREENLAND
                elif dx == -1 and (x, y) in data.NWP_SQUARES:
                    beyond = NWP
                else:
                    continue
                sides.append((beyond, shared_edge((x, y), (nx, ny))))
            table[(x, y)] = tuple(sides)
    return table


SQUARE_SIDES = _square_sides()
"""Square -> ((beyond, shared edge), ...): :meth:`Board.neighbour_edges` reads it for every tile's squares."""


class PlacedTile(NamedTuple):
    """A tile on the board. ``joker`` marks a small tile turned to its Joker side."""

    name: str
    face: str
    rotation: int
    x: int
    y: int
    joker: bool = False
    preprinted: bool = False

    @property
    def shape(self) -> OrientedTile:
        if self.preprinted:
            return _preprinted_shape(self.x, self.y)
        return oriented(self.name, self.face, self.rotation)

    @property
    def squares(self) -> tuple[Square, ...]:
        return _squares_of_tile(self)


@functools.lru_cache(maxsize=8192)
def _squares_of_tile(tile: PlacedTile) -> tuple[Square, ...]:
    """The squares a placed tile covers (memoised: a tile on the board never changes)."""
    shape = tile.shape
    return tuple((tile.x + dx, tile.y + dy) for dy in range(shape.height) for dx in range(shape.width))


def _preprinted_shape(x: int, y: int) -> OrientedTile:
    tl, tr, br, bl = data.PREPRINTED_SQUARES[(x, y)]
    return OrientedTile("P", "A", 0, 1, 1, ((tl, tr), (bl, br)), None, None)


class Board:
    """Mutable map; the engine copies it before changing it (see :meth:`copy`)."""

    __slots__ = ("vertices", "square_tile", "tiles", "tokens")

    def __init__(self) -> None:
        self.vertices: list[int] = [UNFIXED] * VERTEX_COUNT
        self.square_tile: list[int] = [-1] * SQUARE_COUNT
        self.tiles: list[PlacedTile] = []
        self.tokens: dict[Square, str] = {}

    @classmethod
    def initial(cls) -> "Board":
        """The board at setup: the pre-printed squares and their Cairns."""
        board = cls()
        for (x, y) in data.PREPRINTED_SQUARES:
            board.put(PlacedTile("P", "A", 0, x, y, preprinted=True))
        for square in data.PREPRINTED_CAIRNS:
            board.tokens[square] = "Cairn"
        return board

    def copy(self) -> "Board":
        other = Board.__new__(Board)
        other.vertices = self.vertices[:]
        other.square_tile = self.square_tile[:]
        other.tiles = self.tiles[:]
        other.tokens = dict(self.tokens)
        return other

    # --- queries -----------------------------------------------------------------
    def tile_index_at(self, square: Square) -> int:
        """Index of the tile covering a square, -1 when empty."""
        return self.square_tile[square_index(*square)]

    def is_filled(self, x: int, y: int) -> bool:
        return self.square_tile[y * data.GRID_WIDTH + x] >= 0

    def squares_of(self, place: int) -> tuple[Square, ...]:
        if place < 0:
            return ()
        return self.tiles[place].squares

    def anchor_of(self, place: int) -> Square:
        tile = self.tiles[place]
        return (tile.x, tile.y)

    def empty_square_count(self) -> int:
        return sum(1 for t in self.square_tile if t < 0)

    # --- placement ---------------------------------------------------------------
    def mismatch(self, shape: OrientedTile, x: int, y: int) -> str | None:
        """Why ``shape`` cannot lie at (x, y) as far as the grid and vertices go, or None."""
        if x < 0 or y < 0 or x + shape.width > data.GRID_WIDTH or y + shape.height > data.GRID_HEIGHT:
            return "off_grid"
        width = data.GRID_WIDTH
        squares = self.square_tile
        for dy in range(shape.height):
            for dx in range(shape.width):
                if squares[(y + dy) * width + x + dx] >= 0:
                    return "occupied"
        base = vertex_index(x, y)
        vertices = self.vertices
        for offset, bit in shape.vertex_checks:
            fixed = vertices[base + offset]
            if fixed >= 0 and fixed != bit:
                return "land_sea"
        return None

    def put(self, tile: PlacedTile) -> int:
        """Lay a tile (no checks) and put its symbol's token; returns its index."""
        index = len(self.tiles)
        self.tiles.append(tile)
        shape = tile.shape
        base = vertex_index(tile.x, tile.y)
        for offset, bit in shape.vertex_checks:
            self.vertices[base + offset] = bit
        for dx, dy in shape.squares:
            self.square_tile[square_index(tile.x + dx, tile.y + dy)] = index
        if shape.symbol is not None and not tile.joker:
            sx, sy = shape.symbol_offset
            self.tokens[(tile.x + sx, tile.y + sy)] = shape.symbol
        return index

    def touches_place(self, shape: OrientedTile, x: int, y: int, place: int) -> bool:
        """Does the footprint at (x, y) share a side with the tile ``place``?"""
        if place < 0:
            return False
        for dx, dy in shape.squares:
            sx, sy = x + dx, y + dy
            for ddx, ddy in DIRECTIONS:
                nx, ny = sx + ddx, sy + ddy
                if on_grid(nx, ny) and self.square_tile[ny * data.GRID_WIDTH + nx] == place:
                    return True
        return False

    def empty_neighbours(self, place: int) -> list[Square]:
        """Empty squares sharing a side with a placed tile."""
        result = []
        for sx, sy in self.squares_of(place):
            for dx, dy in DIRECTIONS:
                nx, ny = sx + dx, sy + dy
                if on_grid(nx, ny) and not self.is_filled(nx, ny) and (nx, ny) not in result:
                    result.append((nx, ny))
        return result

    # --- holes -------------------------------------------------------------------
    def holes_near(self, squares: Iterable[Square]) -> list[Square]:
        """Empty squares next to ``squares`` whose four sides are all tiles or board edge."""
        holes: list[Square] = []
        for sx, sy in squares:
            for dx, dy in DIRECTIONS:
                nx, ny = sx + dx, sy + dy
                if not on_grid(nx, ny) or self.is_filled(nx, ny) or (nx, ny) in holes:
                    continue
                if all(not on_grid(nx + a, ny + b) or self.is_filled(nx + a, ny + b) for a, b in DIRECTIONS):
                    holes.append((nx, ny))
        return sorted(holes, key=lambda s: (s[1], s[0]))

    def hole_corners(self, square: Square) -> tuple[int, int, int, int]:
        """Corner bits TL TR BR BL a hole requires; a corner no tile fixes is read as sea."""
        return tuple(max(self.vertices[v], SEA) for v in square_corners(*square))  # type: ignore[return-value]

    # --- ice and passages ----------------------------------------------------------
    def neighbour_edges(self, place: int) -> dict[int, list[tuple[tuple[int, int], Square]]]:
        """Places next to ``place``: for each, the shared unit edges and the board square
        on ``place``'s side of each edge (for an arrow, the square on the board side)."""
        result: dict[int, list[tuple[tuple[int, int], Square]]] = {}
        if place == GREENLAND:
            for square in data.GREENLAND_SQUARES:
                edge = shared_edge(square, (square[0] + 1, square[1]))
                result.setdefault(self.tile_index_at(square), []).append((edge, square))
            return result
        if place == NWP:
            for square in data.NWP_SQUARES:
                edge = shared_edge(square, (square[0] - 1, square[1]))
                result.setdefault(self.tile_index_at(square), []).append((edge, square))
            return result
        for square in self.squares_of(place):
            for beyond, edge in SQUARE_SIDES[square]:
                if beyond >= 0:  # a square of the grid: the tile on it, if any
                    other = self.square_tile[beyond]
                    if other < 0 or other == place:
                        continue
                else:  # an arrow
                    other = beyond
                result.setdefault(other, []).append((edge, square))
        return result

    def _edge_is_sea(self, edge: tuple[int, int]) -> bool:
        return not (self.vertices[edge[0]] == LAND and self.vertices[edge[1]] == LAND)

    def _edge_is_land(self, edge: tuple[int, int]) -> bool:
        return not (self.vertices[edge[0]] == SEA and self.vertices[edge[1]] == SEA)

    @staticmethod
    def _other_square(edge: tuple[int, int], square: Square) -> Square | None:
        """The square across ``edge`` from ``square`` (None when off the grid)."""
        a, b = edge
        ax, ay = a % VERTEX_STRIDE, a // VERTEX_STRIDE
        by = b // VERTEX_STRIDE
        sx, sy = square
        if ay == by:  # horizontal edge
            other = (sx, sy - 1) if ay == sy else (sx, sy + 1)
        else:
            other = (sx - 1, sy) if ax == sx else (sx + 1, sy)
        return other if on_grid(*other) else None

    def ship_destinations(self, place: int, frozen_rows: int) -> list[int]:
        """Places a ship on ``place`` can move to: a sea edge with open water on both sides."""
        destinations = []
        for other, edges in self.neighbour_edges(place).items():
            for edge, square in edges:
                across = self._other_square(edge, square)
                if (
                    self._edge_is_sea(edge)
                    and square[1] >= frozen_rows
                    and (across is None or across[1] >= frozen_rows)
                ):
                    destinations.append(other)
                    break
        return destinations

    def sled_destinations(self, place: int, frozen_rows: int) -> list[int]:
        """Places a sled on ``place`` can move to: a land edge, or ice on both sides."""
        destinations = []
        for other, edges in self.neighbour_edges(place).items():
            for edge, square in edges:
                across = self._other_square(edge, square)
                both_frozen = square[1] < frozen_rows and (across is None or across[1] < frozen_rows)
                if self._edge_is_land(edge) or both_frozen:
                    destinations.append(other)
                    break
        return destinations

    def has_open_sea(self, place: int, frozen_rows: int) -> bool:
        """Does the tile have unfrozen sea (so a ship on it is not blocked)? Arrows do."""
        if place < 0:
            return True
        for x, y in self.squares_of(place):
            if y >= frozen_rows and any(self.vertices[v] == SEA for v in square_corners(x, y)):
                return True
        return False

    def has_sea(self, place: int) -> bool:
        """Is there sea (frozen or not) anywhere on this tile?"""
        return any(self.vertices[v] == SEA for x, y in self.squares_of(place) for v in square_corners(x, y))

    def has_land_or_ice(self, place: int, frozen_rows: int) -> bool:
        """Can a sled stand on this tile (land somewhere, or a frozen square)?"""
        if place < 0:
            return False
        for x, y in self.squares_of(place):
            if y < frozen_rows or any(self.vertices[v] == LAND for v in square_corners(x, y)):
                return True
        return False

    # --- the sea path from Greenland to the Northwest Passage -----------------------
    def sea_path(self, strict: bool = True) -> list[Square] | None:
        """Empty squares on one sea path Greenland -> NWP (ice ignored), or None if cut
        (``strict`` false: the edition-1 reading, see :meth:`_sea_path_search`)."""
        route = self._sea_path_search(set(), {}, strict)
        return None if route is None else [square for square in route if self.square_tile[square[1] * data.GRID_WIDTH + square[0]] < 0]

    def sea_route_edges(self) -> list[tuple[int, int]] | None:
        """The unit edges (vertex pairs) one sea path crosses, the two arrow edges included, or
        None if there is no path. A placement that makes none of them land at both ends leaves
        that path open (inside a tile a ship moves freely; only edges can close)."""
        route = self._sea_path_search(set(), {}, True)
        if route is None:
            return None
        first, last = route[-1], route[0]  # the route runs from the NWP end back to Greenland
        edges = [shared_edge(first, (first[0] + 1, first[1])), shared_edge(last, (last[0] - 1, last[1]))]
        for a, b in zip(route, route[1:]):
            if abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1:  # not a jump between squares of one tile
                edges.append(shared_edge(a, b))
        return edges

    def sea_path_exists_with(self, shape: OrientedTile, x: int, y: int, strict: bool = True) -> bool:
        """Would a sea path remain after laying ``shape`` at (x, y)?"""
        footprint = {(x + dx, y + dy) for dx, dy in shape.squares}
        overrides: dict[int, int] = {}
        base = vertex_index(x, y)
        for offset, bit in shape.vertex_checks:
            overrides[base + offset] = bit
        return self._sea_path_search(footprint, overrides, strict) is not None

    def _sea_path_search(self, footprint: set[Square], overrides: dict[int, int], strict: bool = True) -> list[Square] | None:
        """The squares of one sea path, from the NWP end back to Greenland, or None. BFS over squares; a placed tile is one node, and a unit edge is sea unless both its
        ends are land, even between two empty squares (rulebook Action C: no later tile can
        open an edge whose ends are already fixed as land). ``strict`` false is the reading of
        rules edition 1, where an edge between two empty squares was always open."""
        width = data.GRID_WIDTH
        vertices = self.vertices

        def vertex(v: int) -> int:
            return overrides.get(v, vertices[v]) if overrides else vertices[v]

        def group(square: Square) -> object:
            if square in footprint:
                return "new"
            index = self.square_tile[square[1] * width + square[0]]
            return index if index >= 0 else None

        def passable(a: Square, b: Square, edge: tuple[int, int]) -> bool:
            if not strict and group(a) is None and group(b) is None:
                return True
            v1, v2 = edge
            return not (vertex(v1) == LAND and vertex(v2) == LAND)

        # Squares of one multi-square tile are joined: a tile is one place.
        members: dict[object, list[Square]] = {}
        if footprint:
            members["new"] = sorted(footprint)
        for tile_index, tile in enumerate(self.tiles):
            if len(tile.squares) > 1:
                members[tile_index] = list(tile.squares)

        starts = [s for s in data.GREENLAND_SQUARES if passable_arrow(s, 1, vertex)]
        goals = {s for s in data.NWP_SQUARES if passable_arrow(s, -1, vertex)}
        parent: dict[Square, Square | None] = {s: None for s in starts}
        queue = deque(starts)
        while queue:
            square = queue.popleft()
            if square in goals:
                path = []
                node: Square | None = square
                while node is not None:
                    path.append(node)
                    node = parent[node]
                return path
            own = group(square)
            for next_square, edge in NEIGHBOURS_WITH_EDGES[square]:
                if next_square not in parent and passable(square, next_square, edge):
                    parent[next_square] = square
                    queue.append(next_square)
            if own is not None and own in members:
                for next_square in members[own]:
                    if next_square not in parent:
                        parent[next_square] = square
                        queue.append(next_square)
        return None

    # --- islands -------------------------------------------------------------------
    def complete_islands(self, squares: Iterable[Square]) -> list[tuple[frozenset[int], int]]:
        """Complete islands of two or more tiles touching the corners of ``squares``.

        An island is a set of land vertices joined by unit edges land at both ends;
        it is complete when every square touching one of its vertices holds a tile.
        Returns (vertex set, size in tiles) for each, without repeats.
        """
        seen: set[int] = set()
        islands: list[tuple[frozenset[int], int]] = []
        for square in squares:
            for start in square_corners(*square):
                if start in seen or self.vertices[start] != LAND:
                    continue
                island = self._land_component(start)
                seen |= island
                touching = self._tiles_touching(island)
                if touching is not None and len(touching) >= 2:
                    islands.append((frozenset(island), len(touching)))
        return islands

    def _land_component(self, start: int) -> set[int]:
        component = {start}
        stack = [start]
        vertices = self.vertices
        max_x, max_y = data.GRID_WIDTH, data.GRID_HEIGHT
        while stack:
            v = stack.pop()
            vx, vy = v % VERTEX_STRIDE, v // VERTEX_STRIDE
            for dx, dy in DIRECTIONS:
                nx, ny = vx + dx, vy + dy
                if 0 <= nx <= max_x and 0 <= ny <= max_y:
                    n = ny * VERTEX_STRIDE + nx
                    if n not in component and vertices[n] == LAND:
                        component.add(n)
                        stack.append(n)
        return component

    def _tiles_touching(self, island: set[int]) -> set[int] | None:
        """Tiles touching the island's vertices, or None if an empty square touches it."""
        tiles: set[int] = set()
        for v in island:
            vx, vy = v % VERTEX_STRIDE, v // VERTEX_STRIDE
            for sx, sy in ((vx - 1, vy - 1), (vx, vy - 1), (vx - 1, vy), (vx, vy)):
                if on_grid(sx, sy):
                    index = self.square_tile[sy * data.GRID_WIDTH + sx]
                    if index < 0:
                        return None
                    tiles.add(index)
        return tiles


def passable_arrow(square: Square, dx: int, vertex) -> bool:
    """Is the outer edge between a board square and its arrow sea?"""
    v1, v2 = shared_edge(square, (square[0] + dx, square[1]))
    return not (vertex(v1) == LAND and vertex(v2) == LAND)
