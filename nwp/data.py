"""Every printed component of the game as data: board, tiles, sun, scoring tables.

This module owns the facts fixed by ``shared/design/game-data.md`` (sections 2-8).
A correction to a printed component (a tile face, a table value) is a change to
this one file; the rest of the engine reads it from here.

Coordinates: squares are ``(x, y)`` with x = 0 (west) .. 11 (east) and y = 0
(north) .. 7 (south); vertices are ``(x, y)`` with x in 0..12 and y in 0..8.
Land/sea bits use 1 = land, 0 = sea.
"""

from __future__ import annotations

GRID_WIDTH = 12
GRID_HEIGHT = 8

# --- Pre-printed squares (section 2) -------------------------------------------------
# Corner bits in the order TL TR BR BL.
PREPRINTED_SQUARES: dict[tuple[int, int], tuple[int, int, int, int]] = {
    (11, 3): (0, 1, 0, 0),
    (11, 4): (0, 0, 1, 0),
    (0, 3): (0, 0, 0, 0),
}
PREPRINTED_CAIRNS: tuple[tuple[int, int], ...] = ((11, 3), (11, 4))

# The arrows are off the grid; each touches the listed squares through their outer edge.
GREENLAND_SQUARES: tuple[tuple[int, int], ...] = ((11, 3), (11, 4))  # east edges
NWP_SQUARES: tuple[tuple[int, int], ...] = ((0, 3),)  # west edge


def zone_of_column(x: int) -> int:
    """The prestige multiplier of a square's column: x3 in the west, x1 in the east."""
    if x <= 3:
        return 3
    if x <= 7:
        return 2
    return 1


# --- Sun and ice (section 3) ---------------------------------------------------------
DISC_START = 3  # position III
DISC_POSITIONS = 7  # I..VII; after VII comes I
FROZEN_ROWS_BY_DISC: dict[int, int] = {1: 6, 2: 4, 3: 2, 4: 0, 5: 2, 6: 4, 7: 6}
ROUNDS = 10


def disc_position_for_round(round_number: int) -> int:
    """Disc position (1..7) during a round (1-based): III, IV, V, VI, VII, I, II, ..."""
    return (DISC_START - 1 + round_number - 1) % DISC_POSITIONS + 1


def frozen_rows_in_round(round_number: int) -> int:
    """Rows frozen from the north during a round (the ice schedule is known in advance)."""
    return FROZEN_ROWS_BY_DISC[disc_position_for_round(round_number)]


# --- Small tiles (section 5) ---------------------------------------------------------
# pile name -> (corner bits TL TR BR BL of one rotation, number of tiles)
SMALL_PILES: dict[str, tuple[tuple[int, int, int, int], int]] = {
    "S0": ((0, 0, 0, 0), 2),
    "S1": ((1, 0, 0, 0), 8),
    "S2": ((1, 1, 0, 0), 8),
    "S2d": ((1, 0, 1, 0), 4),
    "S3": ((1, 1, 1, 0), 8),
    "S4": ((1, 1, 1, 1), 2),
}
SMALL_PILE_NAMES: tuple[str, ...] = tuple(SMALL_PILES)

# --- Large tiles (section 6) ---------------------------------------------------------
# Face bits held horizontally, north up: TL TM TR BL BM BR.
# tile -> (face A, face B, symbol or None, face carrying the symbol, square W/E)
_LARGE_TABLE = """
L00 000000 000100 - - -
L01 000000 101011 - - -
L02 000001 000110 - - -
L03 000001 001001 - - -
L04 000001 100011 Strait B W
L05 000001 101111 Cairn B W
L06 000010 000111 - - -
L07 000010 001010 Strait B W
L08 000010 011101 Strait B W
L09 000010 101111 Cairn B W
L10 000011 010011 - - -
L11 000011 010101 Franklin B W
L12 000011 100111 - - -
L13 000011 110011 Franklin A W
L14 000100 010011 Strait B W
L15 000100 011011 Franklin A E
L16 000100 100001 Franklin A E
L17 000101 001001 Franklin B W
L18 000101 011001 Franklin B W
L19 000101 011111 - - -
L20 000101 101101 - - -
L21 000110 001001 - - -
L22 000110 010111 Franklin A E
L23 000110 100111 - - -
L24 000111 001011 Cairn A W
L25 000111 001111 - - -
L26 000111 010110 Strait B E
L27 001001 011110 - - -
L28 001010 001011 Strait A W
L29 001010 010111 - - -
L30 001010 011001 - - -
L31 001011 010001 - - -
L32 001011 100101 Inuit B W
L33 001100 011011 Cairn A W
L34 001100 100101 Inuit B W
L35 001101 010010 Inuit B W
L36 001101 010110 - - -
L37 001101 010111 Cairn A E
L38 001101 011111 Franklin A W
L39 001110 010001 - - -
L40 001110 011011 - - -
L41 001110 101011 - - -
L42 001110 101111 Strait A W
L43 001111 010001 Strait B W
L44 001111 011001 Inuit A E
L45 001111 100111 - - -
L46 010001 111111 Cairn B W
L47 010010 011110 Strait B W
L48 010011 101111 - - -
L49 010011 110111 - - -
L50 010101 010110 Franklin A W
L51 010101 100111 Inuit B W
L52 010101 111111 - - -
L53 010110 011101 - - -
L54 010111 011101 Inuit B E
L55 011001 100101 Franklin A W
L56 011011 100011 Inuit A E
L57 011101 110111 - - -
L58 011111 110011 Inuit A E
L59 011111 110111 Inuit A E
L60 100001 101011 Cairn B E
L61 100011 101011 Strait A W
L62 100011 101101 Strait B W
L63 100101 110111 Strait A E
"""


def _bits(text: str) -> tuple[int, ...]:
    return tuple(int(c) for c in text)


def _parse_large_table() -> dict[str, dict]:
    tiles: dict[str, dict] = {}
    for line in _LARGE_TABLE.strip().splitlines():
        name, face_a, face_b, symbol, on_face, on_square = line.split()
        tiles[name] = {
            "faces": {"A": _bits(face_a), "B": _bits(face_b)},
            "symbol": None if symbol == "-" else symbol,
            "symbol_face": None if on_face == "-" else on_face,
            "symbol_square": None if on_square == "-" else on_square,
        }
    return tiles


LARGE_TILES: dict[str, dict] = _parse_large_table()
LARGE_TILE_NAMES: tuple[str, ...] = tuple(LARGE_TILES)
DISPLAY_SIZE = 4

# --- Tokens --------------------------------------------------------------------------
SYMBOLS: tuple[str, ...] = ("Inuit", "Cairn", "Franklin", "Strait")
TOKEN_COUNTS: dict[str, int] = {"Cairn": 9, "Inuit": 9, "Franklin": 10, "Strait": 12, "Cartography": 20}
# Crew cost of picking up each token (action G for Inuit/Cairn, F for Franklin/Strait).
PICKUP_COST: dict[str, int] = {"Inuit": 2, "Cairn": 2, "Franklin": 3, "Strait": 3}
# Base points of a pick-up, multiplied by the zone of the token's square.
PICKUP_POINTS: dict[str, int] = {"Inuit": 2, "Cairn": 2, "Franklin": 1, "Strait": 1}

NWP_TOKENS: dict[int, tuple[int, ...]] = {2: (10, 3), 3: (13, 7, 3), 4: (15, 10, 6, 3)}
GREENLAND_TOKENS: dict[int, tuple[int, ...]] = {2: (6,), 3: (7, 3), 4: (10, 6, 3)}

# --- Crew and action costs -----------------------------------------------------------
CREW_PER_PLAYER = 7
ACTION_COSTS: dict[str, int] = {"draw": 1, "refresh": 2, "place": 1, "move": 1, "transfer": 1}
EXTRA_ACTION_SURCHARGE = 1

# --- Scoring tables (section 7) ------------------------------------------------------
ISLAND_POINTS: dict[int, int] = {2: 1, 3: 2, 4: 3, 5: 5, 6: 7, 7: 9}
ISLAND_POINTS_MAX = 12  # 8 tiles or more


def island_points(size: int) -> int:
    """Prestige for completing an island of ``size`` tiles (0 below two tiles)."""
    if size < 2:
        return 0
    return ISLAND_POINTS.get(size, ISLAND_POINTS_MAX)


MAJORITY_POINTS: dict[str, tuple[int, ...]] = {
    "Franklin": (10, 7, 4),
    "Strait": (11, 5, 2),
    "Cartography": (9, 5, 2),
}
SET_KINDS: tuple[str, ...] = ("Inuit", "Cairn", "Franklin", "Strait", "Cartography")
SET_POINTS = 6
ABANDON_PER_CREWMAN = 2
ABANDONED_SHIP_PENALTY = 2

# --- HMS Terror solo data (section 8) ------------------------------------------------
SOLO_FRANKLIN_TRACK_BONUSES: dict[int, str] = {3: "food", 5: "morale", 7: "food", 9: "morale"}
SOLO_FRANKLIN_GOAL = 10
SOLO_START_FOOD = 15
SOLO_START_MORALE = 15
SOLO_VOYAGE_CARDS: dict[int, tuple[str, str]] = {
    1: ("Early Thaw", "ice line one row further north (one row less frozen)"),
    2: ("Early Thaw", "ice line one row further north (one row less frozen)"),
    3: ("Hard Frost", "ice line one row further south (one row more frozen)"),
    4: ("Hard Frost", "ice line one row further south (one row more frozen)"),
    5: ("Blizzard", "ice line one row further south; each sled move costs 1 extra food or morale"),
    6: ("Spoiled Tins", "lose 2 food"),
    7: ("Scurvy", "lose 1 food and 1 morale"),
    8: ("Rats in the Hold", "lose 1 food per 3 crewmen in the ship column (rounded down)"),
    9: ("Homesick", "lose 2 morale"),
    10: ("Long Polar Night", "lose 1 morale per frozen tile the ship is on or next to (at most 3)"),
    11: ("Whalers Sighted", "ship in zone x1: +2 food; otherwise +1 morale"),
    12: ("Seal Hunt", "ship or sled on a tile with sea: +2 food"),
    13: ("Inuit Guides", "ship or sled on or next to a tile with an Inuit token: +1 food and +1 morale"),
    14: ("Mirage", "lose 1 morale unless the sled is deployed"),
    15: ("Calm Seas", "+1 morale; the first move of the season costs no food or morale"),
    16: ("Mutiny Brewing", "morale 3 or less: lose 1 crewman; otherwise lose 1 morale"),
}
