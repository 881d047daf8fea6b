"""The one gate for data from outside the page: files, saves, links, storage keys, names.

Everything the page reads from outside (a game file, a save or a storage key in
localStorage/sessionStorage, the text of a share link, a name typed in the form)
passes through one function of this module, which either returns a clean, fully
validated value or raises :class:`GateError` with a message for the player.
Nothing else in ``web/`` parses outside data.

What it checks:

* **Size and nesting before parsing.** Text longer than its kind allows is refused
  unread; JSON nesting deeper than :data:`MAX_DEPTH` is found by a scan of the raw
  text (never by recursion), so Python's stack is never reached (Pyodide cannot
  recover from a stack overflow).
* **Numbers and strings while parsing.** ``NaN``, ``Infinity`` and numbers that do
  not fit a float (``1e999``) are refused, integers are kept within 64 bits, and no
  string is longer than :data:`MAX_STRING`.
* **Every field against the format.** Types, ranges, allowed values: a colour is an
  index into :data:`PLAYER_COLOURS` (a palette hex is read as its index), a game id
  is five characters of the id alphabet, a seat is one of :data:`SEAT_KINDS`.
* **The game itself.** A record is replayed by the engine (only legal play passes);
  a saved state, and every undo step kept with it, must be exactly what its own
  record replays to, and an undo step must be an earlier point of the same game.
* **Names** are normalised the same way from every source (:func:`clean_names`).
"""

from __future__ import annotations

import json
import math
import re
import unicodedata
from typing import Any, NamedTuple

from nwp import checked, engine
from nwp.actions import ALPHABET
from nwp.bots import LEVELS
from nwp.link import LinkError, decode_link
from nwp.state import RECORD_VERSION, GameState

from .messages import CATALOGUES, t

# Any two stay apart (CIEDE2000 >= 10) for deuteranopes, protanopes and tritanopes too (see
# tests/test_player_colours.py); every piece and marker also carries the seat number.
PLAYER_COLOURS = ("#c0392b", "#2471a3", "#d4ac0d", "#3c1f4f")
COLOUR_NAMES = {"#c0392b": "red", "#2471a3": "blue", "#d4ac0d": "yellow", "#3c1f4f": "purple"}
# Colours of older palettes, still read (as the index that replaced them) from saves and files.
FORMER_COLOURS = {"#7d3c98": 3}  # a lighter purple, which deuteranopes could not tell from the blue
SEAT_KINDS = ("human",) + LEVELS  # who plays a seat; the index is the seat kind in share links
BANNERS = (None, "turn", "round", "link")
GAME_ID_LENGTH = 5

MAX_SAVE_CHARS = 4_000_000  # a long game with a full undo stack is well under 1 MB
MAX_FILE_CHARS = 1_000_000
MAX_LINK_CHARS = 8_000  # a complete 4-player game is a few hundred characters
MAX_DEPTH = 16  # the deepest real data (an undo step's board tile) is 6 levels down
MAX_STRING = 1_000
MAX_ACTIONS = 4_000  # a real game has a few hundred
MAX_REVISION = 2**53
NAME_LENGTH = 20  # characters, as the new-game form allows
MAX_MARKS = 2  # combining marks kept after one character (no "Zalgo" names)

_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"', re.DOTALL)
_BRACKET = re.compile(r"[\[\]{}]")
_REVISION_HEAD = re.compile(r'"revision": (\d{1,16})[,}]')
# Characters that draw nothing but would count as a name: Hangul fillers, braille blank.
_INVISIBLE_LETTERS = {"\u115f", "\u1160", "\u3164", "\uffa0", "\u2800"}


class GateError(ValueError):
    """Outside data that cannot be used; ``str(error)`` is a sentence for the player."""

    def __init__(self, key: str, **params: object) -> None:
        self.key = key
        self.params = params
        super().__init__(t(key, **params))


# --- JSON with limits ---------------------------------------------------------------------------------
def json_depth(text: str) -> int:
    """How deeply arrays and objects nest in ``text``, found without recursion."""
    depth = deepest = 0
    for bracket in _BRACKET.finditer(_STRING.sub("", text)):
        if bracket.group() in "[{":
            depth += 1
            deepest = max(deepest, depth)
        else:
            depth -= 1
    return deepest


def _finite(text: str) -> float:
    value = float(text)
    if not math.isfinite(value):
        raise GateError("gate_bad_number")
    return value


def _bounded_int(text: str) -> int:
    if len(text.lstrip("-")) > 19:
        raise GateError("gate_bad_number")
    value = int(text)
    if not -(2**63) <= value < 2**63:
        raise GateError("gate_bad_number")
    return value


def _no_constant(_name: str) -> None:
    raise GateError("gate_bad_number")


def parse_json(text: object, max_chars: int) -> Any:
    """JSON text parsed within limits of size, nesting, numbers and string length."""
    if not isinstance(text, str):
        raise GateError("gate_not_json")
    if len(text) > max_chars:
        raise GateError("gate_too_large")
    if json_depth(text) > MAX_DEPTH:
        raise GateError("gate_too_deep")
    try:
        value = json.loads(text, parse_float=_finite, parse_int=_bounded_int, parse_constant=_no_constant)
    except GateError:
        raise
    except (ValueError, RecursionError):
        raise GateError("gate_not_json") from None
    _check_strings(value)
    return value


def _check_strings(value: Any) -> None:
    pending = [value]
    while pending:
        item = pending.pop()
        if isinstance(item, str):
            if len(item) > MAX_STRING:
                raise GateError("gate_too_large")
        elif isinstance(item, list):
            pending.extend(item)
        elif isinstance(item, dict):
            pending.extend(item.keys())
            pending.extend(item.values())


# --- fields -------------------------------------------------------------------------------------------
def _field(condition: bool, name: str) -> None:
    if not condition:
        raise GateError("gate_field", field=name)


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(value: Any, low: int, high: int, name: str) -> int:
    _field(_is_int(value) and low <= value <= high, name)
    return value


def _number(value: Any, low: float, high: float, name: str) -> float:
    _field((_is_int(value) or isinstance(value, float)) and low <= value <= high, name)
    return float(value)


def _object(value: Any, name: str) -> dict:
    _field(isinstance(value, dict), name)
    return value


def _list(value: Any, name: str, longest: int) -> list:
    _field(isinstance(value, list) and len(value) <= longest, name)
    return value


BOT_SPEEDS = ("slow", "normal", "fast")  # how fast computer players move, as kept in storage


def language(value: object) -> str | None:
    """A stored language choice ("en", "fr"), or None for anything else (never chosen, or tampered)."""
    return value if isinstance(value, str) and value in CATALOGUES else None


def bot_speed(value: object) -> str:
    """A stored computer speed, or "normal" for anything else (a missing or tampered value)."""
    return value if isinstance(value, str) and value in BOT_SPEEDS else "normal"


def is_game_id(value: object) -> bool:
    """True for a game id: five characters of the id alphabet."""
    return isinstance(value, str) and len(value) == GAME_ID_LENGTH and all(char in ALPHABET for char in value)


def game_id(value: object, name: str = "id") -> str:
    _field(is_game_id(value), name)
    return value  # type: ignore[return-value]


def colour_index(value: object) -> int:
    """A player colour as its palette index: an index, or a palette colour's hex text."""
    if _is_int(value) and 0 <= value < len(PLAYER_COLOURS):
        return value  # type: ignore[return-value]
    if isinstance(value, str) and value.lower() in PLAYER_COLOURS:
        return PLAYER_COLOURS.index(value.lower())
    if isinstance(value, str) and value.lower() in FORMER_COLOURS:
        return FORMER_COLOURS[value.lower()]
    raise GateError("gate_field", field="colours")


def colour_indexes(values: object, players: int) -> list[int]:
    """One palette index per player; repeated colours fall back to the palette's order."""
    raw = _list(values, "colours", 4)
    _field(len(raw) == players, "colours")
    indexes = [colour_index(value) for value in raw]
    return indexes if len(set(indexes)) == len(indexes) else list(range(players))


def seats(values: object, players: int) -> list[str]:
    """Who plays each seat; saves and files from before computer players have none: all people."""
    if values is None:
        return ["human"] * players
    raw = _list(values, "seats", 4)
    _field(len(raw) == players and all(isinstance(seat, str) and seat in SEAT_KINDS for seat in raw), "seats")
    return list(raw)


# --- names --------------------------------------------------------------------------------------------
def _visible(char: str) -> bool:
    return unicodedata.category(char)[0] in "LNPS" and char not in _INVISIBLE_LETTERS


def clean_name(raw: object, number: int) -> str:
    """A player's name as every source gets it: normalised (NFC), control, format and
    invisible characters removed (so no bidirectional control can reverse what follows),
    runs of spaces folded, at most :data:`MAX_MARKS` combining marks on a character,
    at most :data:`NAME_LENGTH` characters, and "Player N" when nothing visible is left."""
    text = unicodedata.normalize("NFC", raw) if isinstance(raw, str) else ""
    kept: list[str] = []
    marks = 0
    for char in text:
        category = unicodedata.category(char)
        if category.startswith("Z") or char in "\t\n\r":
            if kept and kept[-1] != " ":
                kept.append(" ")
            marks = 0
        elif category in ("Mn", "Me", "Mc"):
            if kept and kept[-1] != " " and marks < MAX_MARKS:
                kept.append(char)
                marks += 1
        elif _visible(char):
            kept.append(char)
            marks = 0
    name = "".join(kept).strip()
    if len(name) > NAME_LENGTH:
        name = name[:NAME_LENGTH].rstrip()
    if not any(_visible(char) for char in name):
        return t("default_name", number=number)
    return name


def clean_names(raws: list) -> list[str]:
    """Every player's name cleaned (:func:`clean_name`), a repeated name numbered by its seat."""
    names: list[str] = []
    for number, raw in enumerate(raws, start=1):
        name = clean_name(raw, number)
        if any(other.casefold() == name.casefold() for other in names):
            suffix = f" {number}"
            name = name[: NAME_LENGTH - len(suffix)].rstrip() + suffix
        names.append(name)
    return names


# --- game records, saved states, links ------------------------------------------------------------------
def _record(raw: Any) -> dict:
    """A game record's shape checked and its names cleaned (the engine checks the play)."""
    record = _object(raw, "record")
    _field(record.get("format") == RECORD_VERSION, "record")
    variant = record.get("variant", "standard")
    _field(isinstance(variant, str) and variant in engine.RULES, "variant")
    players = _list(record.get("players"), "players", 4)
    _field(len(players) in engine.RULES[variant].player_counts, "players")
    order = _list(record.get("order"), "order", 4)
    _field(all(_is_int(p) for p in order) and sorted(order) == list(range(len(players))), "order")
    display = _list(record.get("display"), "display", 4)
    _field(all(isinstance(tile, str) for tile in display), "display")
    if "options" in record:
        options = _object(record["options"], "options")
        _field(all(isinstance(k, str) and (_is_int(v) or isinstance(v, bool)) for k, v in options.items()), "options")
    if "voyage" in record:
        _field(isinstance(record["voyage"], str), "voyage")
    actions = _list(record.get("actions"), "actions", MAX_ACTIONS)
    for entry in actions:
        _field(isinstance(entry, list) and len(entry) == 2 and isinstance(entry[0], str)
               and isinstance(entry[1], list) and all(isinstance(tile, str) for tile in entry[1]), "actions")
    if "edition" in record:
        _field(_is_int(record["edition"]) and record["edition"] in (1, 2), "edition")
    known = {"format", "variant", "players", "order", "display", "options", "voyage", "edition", "actions"}
    _field(set(record) <= known, "record")
    return {**record, "players": clean_names(players)}


def replay(record_json: Any, seed: int, visit=None) -> GameState:
    """The game a record (from a file or a save) holds, replayed: only legal play passes
    (``visit`` sees every state on the way, see ``checked.replay``)."""
    record = _record(record_json)
    try:
        return checked.replay(record, seed=seed, visit=visit)
    except engine.RecordError as error:
        raise GateError("gate_game", reason=str(error)) from None


def _without_rng(state: GameState) -> str:
    raw = state.to_json()
    raw.pop("rng")
    return json.dumps(raw, sort_keys=True)


def _snapshot(raw: Any, name: str) -> GameState:
    """A saved state read field by field (names cleaned first); not yet checked against its record."""
    snapshot = _object(raw, name)
    setup = _object(snapshot.get("setup_record"), name)
    players = _list(snapshot.get("players"), name, 4)
    _field(all(isinstance(p, dict) for p in players) and len(players) == len(_list(setup.get("players"), name, 4)), name)
    names = clean_names(setup["players"])
    snapshot = {**snapshot, "setup_record": {**setup, "players": names},
                "players": [{**player, "name": names[i]} for i, player in enumerate(players)]}
    _field(isinstance(snapshot.get("rng"), str) and snapshot["rng"].isdigit() and len(snapshot["rng"]) <= 40, name)
    try:
        state = GameState.from_json(snapshot)
        state.record()
    except (ValueError, KeyError, TypeError, AttributeError, IndexError):
        raise GateError("gate_field", field=name) from None
    return state


def _replayed(state: GameState, earlier: list[GameState]) -> None:
    """Check that ``state`` is exactly what its record replays to, and each of ``earlier``
    (undo steps, their records already known to be prefixes) what the same replay passes
    through: one replay for them all."""
    wanted = {len(step.history) for step in earlier}
    seen: dict[int, str] = {}

    def visit(passing: GameState) -> None:
        if len(passing.history) in wanted:
            seen[len(passing.history)] = _without_rng(passing)

    check = replay(state.record(), state.rng, visit if wanted else None)
    if _without_rng(check) != _without_rng(state):
        raise GateError("gate_mismatch")
    if any(seen.get(len(step.history)) != _without_rng(step) for step in earlier):
        raise GateError("gate_mismatch")


def _is_earlier(step: GameState, state: GameState) -> bool:
    """True when ``step`` is an earlier point of the game ``state`` (its record a prefix)."""
    mine, theirs = step.record(), state.record()
    return ({k: v for k, v in mine.items() if k != "actions"} == {k: v for k, v in theirs.items() if k != "actions"}
            and theirs["actions"][: len(mine["actions"])] == mine["actions"])


class SavedGame(NamedTuple):
    """A save read through the gate: every field checked, every state replayed."""

    game_id: str | None  # None only in the first saves, which had no id
    revision: int
    updated: float
    colours: list[int]
    seats: list[str]
    state: GameState
    undo: list[GameState]
    banner: str | None
    origin: str | None


SAVE_VERSIONS = (1, 2)


def read_save(text: object) -> SavedGame:
    """A game saved in the browser (``Session.to_save``)."""
    raw = _object(parse_json(text, MAX_SAVE_CHARS), "save")
    _field(raw.get("save") in SAVE_VERSIONS, "save")
    identity = None if raw.get("id") is None and raw["save"] == 1 else game_id(raw.get("id"))
    revision = _int(raw.get("revision", 0), 0, MAX_REVISION, "revision")
    updated = _number(raw.get("updated", 0), 0, 1e13, "updated")
    state = _snapshot(raw.get("state"), "state")
    colours = colour_indexes(raw.get("colours"), state.num_players)
    seat_kinds = seats(raw.get("seats"), state.num_players)
    undo = [_snapshot(step, "undo") for step in _list(raw.get("undo", []), "undo", 200)]
    _field(all(_is_earlier(step, state) for step in undo), "undo")
    _replayed(state, undo)
    banner = raw.get("banner")
    _field(banner in BANNERS, "banner")
    origin = raw.get("origin")
    _field(origin is None or is_game_id(origin), "origin")
    return SavedGame(identity, revision, updated, colours, seat_kinds, state, undo, banner, origin)


class Summary(NamedTuple):
    """What the saved-games list shows of a save, read without replaying it."""

    players: list[str]
    colours: list[int]
    round: int
    over: bool
    turn: str | None
    updated: float
    origin: str | None


def read_summary(text: object) -> Summary:
    """The list line of a save: its summary's fields checked (the game is read on resume)."""
    raw = _object(parse_json(text, MAX_SAVE_CHARS), "save")
    summary = _object(raw.get("summary"), "summary")
    names = _list(summary.get("players"), "players", 4)
    _field(1 <= len(names), "players")
    turn = summary.get("turn")
    _field(turn is None or isinstance(turn, str), "turn")
    origin = raw.get("origin")
    return Summary(
        clean_names(names), colour_indexes(summary.get("colours"), len(names)),
        _int(summary.get("round"), 0, 99, "round"), _bool(summary.get("over"), "over"),
        None if turn is None else clean_name(turn, 1),
        _number(raw.get("updated", 0), 0, 1e13, "updated"),
        origin if is_game_id(origin) else None,
    )


def _bool(value: Any, name: str) -> bool:
    _field(isinstance(value, bool), name)
    return value


def stored_revision(text: str | None) -> int | None:
    """The revision near the head of a stored save, or None (read on every move: saves are large)."""
    found = _REVISION_HEAD.search(text[:200]) if isinstance(text, str) else None
    return int(found.group(1)) if found and int(found.group(1)) <= MAX_REVISION else None


EXPORT_KIND = "expedition-nwp-game"
EXPORT_VERSION = 1


class ExportedGame(NamedTuple):
    """A game file read through the gate."""

    game_id: str
    colours: list[int]
    seats: list[str]
    state: GameState


def read_export(text: object, seed: int) -> ExportedGame:
    """A game file (``Session.to_export``); its record is replayed with ``seed`` after its end."""
    raw = parse_json(text, MAX_FILE_CHARS)
    if not isinstance(raw, dict) or raw.get("kind") != EXPORT_KIND:
        raise GateError("import_not_a_game")
    if raw.get("version") != EXPORT_VERSION:
        raise GateError("import_newer")
    state = replay(raw.get("record"), seed)
    return ExportedGame(game_id(raw.get("id")), colour_indexes(raw.get("colours"), state.num_players),
                        seats(raw.get("seats"), state.num_players), state)


class LinkedGame(NamedTuple):
    """A share link read through the gate."""

    game_id: str
    colours: list[int]
    seats: list[str]
    state: GameState


def read_link(code: object, seed: int) -> LinkedGame:
    """The game a share link's text (after ``#game=``) holds; LinkError if none."""
    if not isinstance(code, str) or len(code) > MAX_LINK_CHARS:
        raise LinkError(t("gate_link_too_long"))
    shared = decode_link(code, seed)
    state = shared.state
    names = clean_names([player.name for player in state.players])
    state.setup_record = {**state.setup_record, "players": names}
    for player, name in zip(state.players, names):
        player.name = name
    colours = shared.colours if len(set(shared.colours)) == len(shared.colours) else list(range(state.num_players))
    return LinkedGame(shared.game_id, colours, [SEAT_KINDS[kind] for kind in shared.seats], state)


__all__ = [
    "GateError", "PLAYER_COLOURS", "COLOUR_NAMES", "SEAT_KINDS", "parse_json", "json_depth", "is_game_id",
    "colour_index", "clean_name", "clean_names", "read_save", "read_summary", "read_export", "read_link",
    "stored_revision", "SavedGame", "Summary", "ExportedGame", "LinkedGame", "MAX_DEPTH",
]
