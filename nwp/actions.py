"""Player actions as small immutable values, with a text form, a parser and a compact code.

Text forms (stable; used in logs, records, tests and typed input)::

    ship draws L12            ship draws S2d          (a display tile or a small pile)
    ship refreshes                                    (then a free "draws" follows)
    ship refreshes large      ship refreshes small    (HMS Terror solo: one half of the Sextant)
    ship draws and places L12 B r1 at C5              (original solo: the leftmost display tile)
    pay with food             pay with morale         (HMS Terror solo: what the next actions cost)
    take food                 take morale             (HMS Terror solo: a Strait's reward)
    done                                              (HMS Terror solo: no second small tile)
    fill C5 with S2           fill A1 with joker from S3   (the small tile for a hole, when there is a choice)
    sacrifice from sled       sacrifice from ship     (HMS Terror solo: whose crewman dies when nothing pays)
    ship places L12 B r1 at C5                        (large: face A/B, rotation r0-r3)
    sled places S2 r3 at C5                           (small tiles have one face)
    ship moves to C5          ship moves to NWP       ship moves to Greenland
    ship moves to C5 paying a crewman                 (Terror: entering the Tuunbaq's tile, paid with
    ship moves to C5 paying Strait                     a crewman of that column or a discovery token)
    ship moves the Tuunbaq to C5                      (Terror: the Tuunbaq to a tile next to its own)
    ship transfers sled 3+1                           (sled column afterwards: available+resting)
    ship transfers sled 3+1 paying Inuit              (Terror: a sled deployed on the Tuunbaq's tile)
    sled picks up C5                                  (the token on that square)
    end turn                  pass

A square is named column A-L (west to east) and row 1-8 (north to south); a
placement names the top-left square of the tile as it lies, a move names any
square of the destination tile (canonically its top-left one).

The compact code is a few URL-safe characters per action (see :func:`encode`).
"""

from __future__ import annotations

import re
from typing import NamedTuple, Union

from . import data
from .geometry import Square, parse_square, square_name

VEHICLES = ("ship", "sled")
ARROW_NAMES = ("NWP", "Greenland")


class ActionParseError(ValueError):
    """Raised for text or a code that is not an action."""


class Draw(NamedTuple):
    vehicle: str
    tile: str  # a large tile on display, or a small pile name

    def __str__(self) -> str:
        return f"{self.vehicle} draws {self.tile}"


class Refresh(NamedTuple):
    vehicle: str
    kind: str = ""  # "" (the standard display) or, in HMS Terror solo, "large" / "small"

    def __str__(self) -> str:
        return f"{self.vehicle} refreshes" + (f" {self.kind}" if self.kind else "")


class Place(NamedTuple):
    vehicle: str
    tile: str
    face: str  # "A" or "B" (always "A" for small tiles)
    rotation: int  # clockwise quarter turns, 0-3
    square: Square  # top-left square of the footprint

    def __str__(self) -> str:
        face = f" {self.face}" if self.tile.startswith("L") else ""
        return f"{self.vehicle} places {self.tile}{face} r{self.rotation} at {square_name(self.square)}"


class DrawPlace(NamedTuple):
    """Original solo variant: draw the leftmost large display tile and place it at once."""

    vehicle: str
    tile: str
    face: str
    rotation: int
    square: Square

    def __str__(self) -> str:
        return f"{self.vehicle} draws and places {self.tile} {self.face} r{self.rotation} at {square_name(self.square)}"


CREWMAN = "crew"  # a Terror entry paid with a crewman (else ``paying`` names a discovery token)


def _paying_text(paying: str) -> str:
    if not paying:
        return ""
    return " paying a crewman" if paying == CREWMAN else f" paying {paying}"


class Move(NamedTuple):
    vehicle: str
    destination: Union[Square, str]  # a square of the tile, or "NWP" / "Greenland"
    paying: str = ""  # Terror: what entering the Tuunbaq's tile costs (CREWMAN or a token kind)

    def __str__(self) -> str:
        target = self.destination if isinstance(self.destination, str) else square_name(self.destination)
        return f"{self.vehicle} moves to {target}{_paying_text(self.paying)}"


class Transfer(NamedTuple):
    vehicle: str
    sled_available: int  # sled column after the transfer
    sled_resting: int
    paying: str = ""  # Terror: what deploying the sled on the Tuunbaq's tile costs

    def __str__(self) -> str:
        return f"{self.vehicle} transfers sled {self.sled_available}+{self.sled_resting}{_paying_text(self.paying)}"


class MoveTuunbaq(NamedTuple):
    """Terror expansion: move the Tuunbaq to a tile next to its own (``destination``: any square
    of that tile), with a crewman of ``vehicle``'s column."""

    vehicle: str
    destination: Square

    def __str__(self) -> str:
        return f"{self.vehicle} moves the Tuunbaq to {square_name(self.destination)}"


class PickUp(NamedTuple):
    vehicle: str
    square: Square

    def __str__(self) -> str:
        return f"{self.vehicle} picks up {square_name(self.square)}"


class EndTurn(NamedTuple):
    def __str__(self) -> str:
        return "end turn"


class Pass(NamedTuple):
    def __str__(self) -> str:
        return "pass"


class PayWith(NamedTuple):
    """HMS Terror solo: pay the food-or-morale toll of the next actions with this resource."""

    resource: str  # "food" or "morale"

    def __str__(self) -> str:
        return f"pay with {self.resource}"


class Take(NamedTuple):
    """HMS Terror solo: the reward chosen for a Strait token."""

    resource: str  # "food" or "morale"

    def __str__(self) -> str:
        return f"take {self.resource}"


class Done(NamedTuple):
    """HMS Terror solo: decline the free second small tile (draw or placement)."""

    def __str__(self) -> str:
        return "done"


class Fill(NamedTuple):
    """The small tile for a hole a placement closed, chosen by the player who placed (rules
    edition 2): a tile of ``pile`` that fits, or (``joker``) a Joker taken from ``pile``."""

    square: Square
    pile: str
    joker: bool = False

    def __str__(self) -> str:
        return f"fill {square_name(self.square)} with {'joker from ' if self.joker else ''}{self.pile}"


class SacrificeFrom(NamedTuple):
    """HMS Terror solo (rules edition 2): when neither food nor morale can pay, the crewman who
    dies comes from this column (``ship`` or ``sled``) while it has one."""

    column: str

    def __str__(self) -> str:
        return f"sacrifice from {self.column}"


Action = Union[Draw, Refresh, Place, Move, Transfer, PickUp, EndTurn, Pass, DrawPlace, PayWith, Take, Done, Fill, SacrificeFrom,
               MoveTuunbaq]
SOLO_KINDS = (DrawPlace, PayWith, Take, Done, SacrificeFrom)  # kinds of the solo variants only
VARIANT_KINDS = SOLO_KINDS + (MoveTuunbaq,)  # kinds of a variant only (no compact code)


def _same_action(self, other) -> bool:
    return type(self) is type(other) and tuple.__eq__(self, other)


def _different_action(self, other) -> bool:
    return not _same_action(self, other)


def _action_hash(self) -> int:
    return hash((type(self).__name__, tuple.__hash__(self)))


# Plain tuples compare by value only, so Pass() == EndTurn() and a Move would equal a
# PickUp of the same square; actions of different kinds must never be equal.
for _kind in (Draw, Refresh, Place, Move, Transfer, PickUp, EndTurn, Pass, DrawPlace, PayWith, Take, Done, Fill, SacrificeFrom,
              MoveTuunbaq):
    _kind.__eq__ = _same_action
    _kind.__ne__ = _different_action
    _kind.__hash__ = _action_hash

_VEHICLE = r"(?P<vehicle>ship|sled)"
_PAYING = r"(?: paying (?:[aA] (?P<crewman>crewman)|(?P<token>Inuit|Cairn|Franklin|Strait|Cartography)))?"
_PATTERNS: list[tuple[re.Pattern, object]] = [
    (re.compile(_VEHICLE + r" draws (?P<tile>L\d\d|S[0-4]d?)$"), "draw"),
    (re.compile(_VEHICLE + r" refreshes(?: (?P<kind>large|small))?$"), "refresh"),
    (re.compile(_VEHICLE + r" draws and places (?P<tile>L\d\d) (?P<face>[AB]) r(?P<rotation>[0-3]) at (?P<square>[A-L]\d)$"), "drawplace"),
    (re.compile(_VEHICLE + r" places (?P<tile>L\d\d)(?: (?P<face>[AB]))? r(?P<rotation>[0-3]) at (?P<square>[A-L]\d)$"), "place"),
    (re.compile(_VEHICLE + r" places (?P<tile>S[0-4]d?) r(?P<rotation>[0-3]) at (?P<square>[A-L]\d)$"), "place"),
    (re.compile(_VEHICLE + r" moves to (?P<target>NWP|Greenland|[A-L]\d)" + _PAYING + "$"), "move"),
    (re.compile(_VEHICLE + r" moves the Tuunbaq to (?P<square>[A-L]\d)$"), "tuunbaq"),
    (re.compile(_VEHICLE + r" transfers sled (?P<available>\d)\+(?P<resting>\d)" + _PAYING + "$"), "transfer"),
    (re.compile(_VEHICLE + r" picks up (?P<square>[A-L]\d)$"), "pickup"),
    (re.compile(r"end turn$"), "end"),
    (re.compile(r"pass$"), "pass"),
    (re.compile(r"pay with (?P<resource>food|morale)$"), "paywith"),
    (re.compile(r"take (?P<resource>food|morale)$"), "take"),
    (re.compile(r"done$"), "done"),
    (re.compile(r"sacrifice from (?P<column>ship|sled)$"), "sacrifice"),
    (re.compile(r"fill (?P<square>[A-L]\d) with (?:(?P<joker>joker) from )?(?P<tile>S[0-4]d?)$"), "fill"),
]


def _known_tile(name: str) -> bool:
    return name in data.LARGE_TILES or name in data.SMALL_PILES


_KEYWORDS = {"ship", "sled", "draws", "refreshes", "places", "moves", "to", "at", "transfers", "picks", "up", "end", "turn", "pass",
             "and", "pay", "with", "take", "food", "morale", "done", "large", "small", "fill", "joker", "from", "sacrifice",
             "the", "paying", "crewman"}  # not "a": a large tile's face A
_PROPER = {word.lower(): word for word in ("Greenland", "Tuunbaq") + data.SET_KINDS}


def _normal_word(word: str) -> str:
    """Typed input in any case: keywords lower case, 'S2d', 'NWP', 'Greenland', squares upper case."""
    lower = word.lower()
    if lower in _KEYWORDS or re.fullmatch(r"r[0-3]", lower):
        return lower
    if lower in _PROPER:
        return _PROPER[lower]
    if re.fullmatch(r"s[0-4]d?", lower):
        return "S" + lower[1:]
    return word.upper()


def parse(text: str) -> Action:
    """The action written as ``text`` (the form ``str(action)`` gives); ActionParseError otherwise."""
    cleaned = " ".join(_normal_word(word) for word in str(text).split())
    for pattern, kind in _PATTERNS:
        match = pattern.match(cleaned)
        if not match:
            continue
        groups = match.groupdict()
        vehicle = groups.get("vehicle")
        try:
            if kind == "draw":
                if not _known_tile(groups["tile"]):
                    break
                return Draw(vehicle, groups["tile"])
            if kind == "refresh":
                return Refresh(vehicle, groups.get("kind") or "")
            if kind == "drawplace":
                if not _known_tile(groups["tile"]):
                    break
                return DrawPlace(vehicle, groups["tile"], groups["face"], int(groups["rotation"]), parse_square(groups["square"]))
            if kind == "paywith":
                return PayWith(groups["resource"])
            if kind == "take":
                return Take(groups["resource"])
            if kind == "done":
                return Done()
            if kind == "sacrifice":
                return SacrificeFrom(groups["column"])
            if kind == "fill":
                if not _known_tile(groups["tile"]):
                    break
                return Fill(parse_square(groups["square"]), groups["tile"], bool(groups.get("joker")))
            if kind == "place":
                if not _known_tile(groups["tile"]):
                    break
                face = groups.get("face") or "A"
                return Place(vehicle, groups["tile"], face, int(groups["rotation"]), parse_square(groups["square"]))
            paying = CREWMAN if groups.get("crewman") else groups.get("token") or ""
            if kind == "move":
                target = groups["target"]
                return Move(vehicle, target if target in ARROW_NAMES else parse_square(target), paying)
            if kind == "tuunbaq":
                return MoveTuunbaq(vehicle, parse_square(groups["square"]))
            if kind == "transfer":
                return Transfer(vehicle, int(groups["available"]), int(groups["resting"]), paying)
            if kind == "pickup":
                return PickUp(vehicle, parse_square(groups["square"]))
            if kind == "end":
                return EndTurn()
            return Pass()
        except ValueError as error:
            raise ActionParseError(f"'{text}' is not an action: {error}") from None
    raise ActionParseError(f"'{text}' is not an action (for example: 'ship draws L12', 'ship moves to C5', 'pass')")


# --- compact code ----------------------------------------------------------------------
# URL-safe alphabet, 6 bits a character. The first character holds the kind (3 bits),
# the vehicle (1 bit) and 2 payload bits; the kind fixes the length. A Fill has no vehicle: it is
# the end-turn kind with the vehicle bit set, 3 characters (square 7 bits, pile 3, joker 1).
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_KINDS = (Draw, Refresh, Place, Move, Transfer, PickUp, EndTurn, Pass)
_LENGTH = {Draw: 2, Refresh: 1, Place: 4, Move: 2, Transfer: 2, PickUp: 2, EndTurn: 1, Pass: 1, Fill: 3}
TILE_CODES: tuple[str, ...] = data.LARGE_TILE_NAMES + data.SMALL_PILE_NAMES  # 70 names, 7 bits
_SQUARES = data.GRID_WIDTH * data.GRID_HEIGHT
_ARROW_CODE = {"NWP": _SQUARES, "Greenland": _SQUARES + 1}


def _square_code(square: Square) -> int:
    return square[1] * data.GRID_WIDTH + square[0]


def _code_square(code: int) -> Square:
    if not 0 <= code < _SQUARES:
        raise ActionParseError("square code out of range")
    return (code % data.GRID_WIDTH, code // data.GRID_WIDTH)


def _payload(action: Action) -> int:
    if isinstance(action, Draw):
        return TILE_CODES.index(action.tile)
    if isinstance(action, Place):
        return ((TILE_CODES.index(action.tile) << 1 | (action.face == "B")) << 2 | action.rotation) << 7 | _square_code(action.square)
    if isinstance(action, Move):
        if isinstance(action.destination, str):
            return _ARROW_CODE[action.destination]
        return _square_code(action.destination)
    if isinstance(action, Transfer):
        return action.sled_available << 3 | action.sled_resting
    if isinstance(action, PickUp):
        return _square_code(action.square)
    if isinstance(action, Fill):
        return (_square_code(action.square) << 3 | data.SMALL_PILE_NAMES.index(action.pile)) << 1 | action.joker
    return 0


def encode(action: Action) -> str:
    """A short URL-safe code for an action of the standard game: 1 to 4 characters."""
    if isinstance(action, VARIANT_KINDS) or getattr(action, "kind", "") or getattr(action, "paying", ""):
        raise ValueError(f"'{action}' belongs to a variant and has no compact code")
    kind = _KINDS.index(EndTurn if isinstance(action, Fill) else type(action))
    vehicle = 1 if getattr(action, "vehicle", "ship") == "sled" or isinstance(action, Fill) else 0
    length = _LENGTH[type(action)]
    payload_bits = 6 * length - 4
    payload = _payload(action)
    if payload >= 1 << payload_bits:
        raise ValueError(f"cannot encode {action}")
    value = (kind << 1 | vehicle) << payload_bits | payload
    return "".join(ALPHABET[(value >> (6 * (length - 1 - i))) & 63] for i in range(length))


def decode(code: str, start: int = 0) -> tuple[Action, int]:
    """The action coded at ``code[start:]`` and the index just after it."""
    try:
        first = ALPHABET.index(code[start])
    except (ValueError, IndexError):
        raise ActionParseError("not an action code") from None
    kind = _KINDS[first >> 3]
    vehicle = VEHICLES[(first >> 2) & 1]
    if kind is EndTurn and vehicle == "sled":
        kind = Fill
    length = _LENGTH[kind]
    if start + length > len(code):
        raise ActionParseError("action code cut short")
    value = 0
    for char in code[start:start + length]:
        digit = ALPHABET.find(char)
        if digit < 0:
            raise ActionParseError("not an action code")
        value = value << 6 | digit
    payload = value & ((1 << (6 * length - 4)) - 1)
    end = start + length
    if kind is Draw:
        if payload >= len(TILE_CODES):
            raise ActionParseError("tile code out of range")
        return Draw(vehicle, TILE_CODES[payload]), end
    if kind is Refresh:
        return Refresh(vehicle), end
    if kind is Place:
        square = _code_square(payload & 127)
        rotation = (payload >> 7) & 3
        face = "B" if (payload >> 9) & 1 else "A"
        tile_code = payload >> 10
        if tile_code >= len(TILE_CODES):
            raise ActionParseError("tile code out of range")
        return Place(vehicle, TILE_CODES[tile_code], face, rotation, square), end
    if kind is Move:
        arrows = {v: k for k, v in _ARROW_CODE.items()}
        destination = arrows[payload] if payload in arrows else _code_square(payload)
        return Move(vehicle, destination), end
    if kind is Transfer:
        return Transfer(vehicle, payload >> 3, payload & 7), end
    if kind is PickUp:
        return PickUp(vehicle, _code_square(payload)), end
    if kind is EndTurn:
        return EndTurn(), end
    if kind is Fill:
        pile = (payload >> 1) & 7
        if pile >= len(data.SMALL_PILE_NAMES):
            raise ActionParseError("pile code out of range")
        return Fill(_code_square(payload >> 4), data.SMALL_PILE_NAMES[pile], bool(payload & 1)), end
    return Pass(), end
