"""Share links: a whole game record packed into a short URL-safe text, and back.

A link holds the record (setup and every action with the tiles it revealed) plus
the table around it (a game id, each seat's colour and who plays it), never a
seed: the tiles still in the bag stay unknown to whoever reads the link.

Formats 1 and 2 differ only in the rules edition of the game they hold (see
``engine.RULES_EDITION``): a link of format 1 holds a game of edition 1 (every link made before
the rules fixes), format 2 a game of edition 2. A game is encoded in the format of its edition,
so links of games started before still decode to exactly the same game.

Format 2 is the version character ``2`` (``1`` for format 1), a checksum (4 base64url characters:
the low 24 bits of the CRC-32 of the rest), then base64url text
(``A-Za-z0-9-_``) of one bit string, zero-padded to a whole character:

====================  =====================================================
bits                  field
====================  =====================================================
3                     variant (its ``Rules.link_code``: 0 standard, 1 HMS Terror solo,
                      2 original solo, 3 Terror expansion)
...                   the variant's own setup (``Rules.link_setup``): HMS Terror solo its
                      difficulty (3) and first Voyage card (4, index in VOYAGE_CARDS), the
                      original solo its "lost crew" (1), the others nothing
3                     number of players
per player: 7 + 8n    name as UTF-8 (byte count, then bytes)
per player: 2 + 2     colour index, seat kind (0 human, 1-3 computer levels)
ceil(log2 n!)         first round's turn order (rank of the permutation)
4 x 6                 the displayed large tiles, 3 in HMS Terror solo (index in LARGE_TILE_NAMES)
30                    game id (5 base64url characters)
14                    number of actions
per action            its index in ``legal_actions`` (just enough bits for
                      their count), then for each tile (or Voyage card) it
                      reveals its index in the sorted bag (or deck), in just
                      enough bits for its size
====================  =====================================================

Indexing legal actions rather than spelling them out makes a 4-player game a
few hundred characters, and every link that passes the checksum describes only
legal play. :func:`decode_link` replays the game as it reads, and raises only
:class:`LinkError`.
"""

from __future__ import annotations

import math
import zlib
from typing import NamedTuple, Sequence

from . import data, engine
from .actions import ALPHABET, ActionParseError, parse
from .state import GameState

LINK_VERSION = 2  # the newest format this version reads and writes
VERSION_CHARS = "123456789"
VARIANT_BITS = 3
MAX_ACTIONS = (1 << 14) - 1
NAME_BYTES = 127
CHECK_BITS = 24


class LinkError(ValueError):
    """A link that does not hold a game this version can read; the message says why."""


class SharedGame(NamedTuple):
    """What a link holds: the game, replayed, and the table around it."""

    state: GameState
    game_id: str
    colours: list[int]
    seats: list[int]


# --- bit strings ---------------------------------------------------------------------------------
class _BitWriter:
    def __init__(self) -> None:
        self.value = 0
        self.length = 0

    def write(self, number: int, width: int) -> None:
        if not 0 <= number < (1 << width):
            raise ValueError(f"{number} does not fit in {width} bits")
        self.value = (self.value << width) | number
        self.length += width


class _BitReader:
    def __init__(self, value: int, length: int) -> None:
        self.value = value
        self.length = length
        self.position = 0

    def read(self, width: int) -> int:
        if self.position + width > self.length:
            raise LinkError("the link is cut short")
        self.position += width
        return (self.value >> (self.length - self.position)) & ((1 << width) - 1)


def _width(count: int) -> int:
    """Bits needed to tell ``count`` choices apart (0 when there is only one)."""
    return (count - 1).bit_length() if count > 1 else 0


def _permutation_rank(order: Sequence[int]) -> int:
    rest = sorted(order)
    rank = 0
    for position, item in enumerate(order):
        index = rest.index(item)
        rank += index * math.factorial(len(order) - 1 - position)
        rest.pop(index)
    return rank


def _permutation(rank: int, size: int) -> list[int]:
    rest = list(range(size))
    order = []
    for position in range(size):
        index, rank = divmod(rank, math.factorial(size - 1 - position))
        if index >= len(rest):
            raise LinkError("the link's turn order is damaged")
        order.append(rest.pop(index))
    return order


def _to_text(bits: int, length: int) -> str:
    pad = -length % 6
    value = bits << pad
    count = (length + pad) // 6
    return "".join(ALPHABET[(value >> (6 * (count - 1 - i))) & 63] for i in range(count))


# --- encoding ----------------------------------------------------------------------------------
def encode_link(record: dict, game_id: str = "AAAAA", colours: Sequence[int] = (),
                seats: Sequence[int] = ()) -> str:
    """The link text for a game record (as ``GameState.record()`` gives it).

    ``colours`` and ``seats`` default to seat order and all-human. Raises ValueError
    for a record that is not a legal game or a table that does not fit the format.
    """
    writer = _pack(record, game_id, colours, seats)
    body = _to_text(writer.value, writer.length)
    version = 1 if record.get("edition", 1) == 1 else 2  # the format of the game's rules edition
    return VERSION_CHARS[version - 1] + _checksum(body) + body


def _pack(record: dict, game_id: str, colours: Sequence[int], seats: Sequence[int]) -> _BitWriter:
    names = [str(name) for name in record["players"]]
    colours = list(colours) or list(range(len(names)))
    seats = list(seats) or [0] * len(names)
    if len(colours) != len(names) or len(seats) != len(names):
        raise ValueError("one colour and one seat kind per player")
    if len(game_id) != 5 or any(char not in ALPHABET for char in game_id):
        raise ValueError("a game id is 5 base64url characters")
    writer = _BitWriter()
    variant = record.get("variant", "standard")
    rules = engine.RULES[variant]
    writer.write(rules.link_code, VARIANT_BITS)
    for value, bits in rules.link_setup(record):
        writer.write(value, bits)
    writer.write(len(names), 3)
    for name, colour, seat in zip(names, colours, seats):
        raw = name.encode("utf-8")
        if len(raw) > NAME_BYTES:
            raise ValueError(f"the name {name!r} is too long for a link")
        writer.write(len(raw), 7)
        for byte in raw:
            writer.write(byte, 8)
        writer.write(colour, 2)
        writer.write(seat, 2)
    order = [int(p) for p in record["order"]]
    writer.write(_permutation_rank(order), _width(math.factorial(len(names))))
    for tile in record["display"]:
        writer.write(data.LARGE_TILE_NAMES.index(tile), 6)
    for char in game_id:
        writer.write(ALPHABET.index(char), 6)
    actions = record["actions"]
    if len(actions) > MAX_ACTIONS:
        raise ValueError("too many actions for a link")
    writer.write(len(actions), 14)

    def reveal_writer(tiles: list[str]):
        pending = list(tiles)

        def reveal(bag: list) -> str:
            choices = sorted(bag)
            tile = pending.pop(0)
            writer.write(choices.index(tile), _width(len(choices)))
            return tile

        return reveal

    state = engine.initial_state(names, order, list(record["display"]), variant, 0, engine.setup_of(record))
    for text, outcome in actions:
        legal = engine.legal_actions(state)
        action = engine.canonical(state, parse(text))
        if action not in legal:
            raise ValueError(f"'{text}' is not legal here")
        writer.write(legal.index(action), _width(len(legal)))
        state = engine.apply_revealing(state, action, reveal_writer(outcome))
    return writer


def _checksum(body: str) -> str:
    return _to_text(zlib.crc32(body.encode("ascii")) & ((1 << CHECK_BITS) - 1), CHECK_BITS)


# --- decoding ----------------------------------------------------------------------------------
def decode_link(text: str, seed: int = 0) -> SharedGame:
    """The game a link holds, replayed; ``seed`` seeds chance after its last action.

    Raises :class:`LinkError` (and nothing else) for text that is not such a link.
    """
    try:
        return _decode(text, seed)
    except LinkError:
        raise
    except (ValueError, KeyError, IndexError, TypeError, ActionParseError, engine.RecordError) as error:
        raise LinkError(f"the link is damaged ({error})") from None


def _decode(text: str, seed: int) -> SharedGame:
    if not isinstance(text, str) or not text.strip():
        raise LinkError("the link holds no game")
    text = text.strip()
    version_char, body = text[0], text[1:]
    if version_char not in VERSION_CHARS:
        raise LinkError("this is not a game link")
    version = VERSION_CHARS.index(version_char) + 1
    if version > LINK_VERSION:
        raise LinkError(f"this link comes from a newer version of the game (format {version}); update the page to open it")
    if any(char not in ALPHABET for char in body):
        raise LinkError("the link contains characters that do not belong to a game link")
    check, body = body[: CHECK_BITS // 6], body[CHECK_BITS // 6:]
    if len(body) < 10:
        raise LinkError("the link is cut short")
    if _checksum(body) != check:
        raise LinkError("the link is incomplete or was changed (its checksum does not match)")
    value = 0
    for char in body:
        value = (value << 6) | ALPHABET.index(char)
    length = 6 * len(body)
    reader = _BitReader(value, length)
    code = reader.read(VARIANT_BITS)
    variant = next((name for name, rules in engine.RULES.items() if rules.link_code == code), None)
    if variant is None:
        raise LinkError("the link names an unknown variant")
    setup: dict = {} if version == 1 else {"edition": 2}
    try:
        setup.update(engine.RULES[variant].setup_from_link(reader.read))
    except ValueError as error:
        raise LinkError(f"the link's setup is damaged ({error})") from None
    count = reader.read(3)
    if count not in engine.RULES[variant].player_counts:
        raise LinkError("the link's number of players is not possible")
    names, colours, seats = [], [], []
    for _ in range(count):
        size = reader.read(7)
        raw = bytes(reader.read(8) for _ in range(size))
        try:
            names.append(raw.decode("utf-8"))
        except UnicodeDecodeError:
            raise LinkError("a player's name in the link is damaged") from None
        colours.append(reader.read(2))
        seats.append(reader.read(2))
    order = _permutation(reader.read(_width(math.factorial(count))), count)
    display = []
    for _ in range(engine.RULES[variant].display_size):
        display.append(data.LARGE_TILE_NAMES[reader.read(6)])  # 64 tiles: every 6-bit index is one
    if len(set(display)) != len(display):
        raise LinkError("the link's display is damaged")
    game_id = "".join(ALPHABET[reader.read(6)] for _ in range(5))
    total = reader.read(14)
    state = engine.initial_state(names, order, display, variant, seed, setup)

    def reveal(bag: list) -> str:
        choices = sorted(bag)
        index = reader.read(_width(len(choices)))
        if index >= len(choices):
            raise LinkError("the link reveals a tile that is not in the bag")
        return choices[index]

    for _ in range(total):
        legal = engine.legal_actions(state)
        if not legal:
            raise LinkError("the link goes on after the end of the game")
        index = reader.read(_width(len(legal)))
        if index >= len(legal):
            raise LinkError("the link describes a move that is not allowed at that point")
        state = engine.apply_revealing(state, legal[index], reveal)
    left = reader.length - reader.position
    if left >= 6 or reader.value & ((1 << left) - 1):
        raise LinkError("the link has extra characters at its end")
    return SharedGame(state, game_id, colours, seats)


__all__ = ["LinkError", "SharedGame", "encode_link", "decode_link", "LINK_VERSION"]
