"""The game state: plain data for one game, with a cheap copy and a versioned JSON snapshot.

``GameState`` holds everything: the board, the displays and bag, the players,
the round, the disc, whose turn it is, the generator state and the game record
(setup + every action with its chance outcome). The engine never changes a
state it was given: it copies, then changes the copy.
"""

from __future__ import annotations

from typing import Any

from . import data
from .board import Board, PlacedTile

SNAPSHOT_VERSION = 1
PHASES = ("setup", "play", "refresh_draw", "over")


class PlayerState:
    """One expedition: its vehicles, crew columns, hand, tokens and prestige."""

    __slots__ = (
        "name", "ship", "sled", "sled_lost", "ship_available", "ship_resting",
        "sled_available", "sled_resting", "lost_crew", "hand", "tokens", "points",
        "nwp_token", "greenland_token", "home", "returned_with",
    )

    def __init__(self, name: str) -> None:
        self.name = name
        self.ship: int | None = -1  # a place (see board.py); the Greenland arrow at setup
        self.sled: int | None = None  # None: on the individual board (not deployed)
        self.sled_lost = False
        self.ship_available = data.CREW_PER_PLAYER
        self.ship_resting = 0
        self.sled_available = 0
        self.sled_resting = 0
        self.lost_crew = 0  # crewmen lost with a sled during the game
        self.hand: list[str] = []
        self.tokens: dict[str, int] = {kind: 0 for kind in data.SET_KINDS}
        self.points: dict[str, int] = {"pickups": 0, "islands": 0, "nwp": 0, "greenland": 0}
        self.nwp_token: int | None = None
        self.greenland_token: int | None = None
        self.home = False  # the expedition is back in Greenland
        self.returned_with: str | None = None

    def copy(self) -> "PlayerState":
        other = PlayerState.__new__(PlayerState)
        for slot in PlayerState.__slots__:
            setattr(other, slot, getattr(self, slot))
        other.hand = self.hand[:]
        other.tokens = dict(self.tokens)
        other.points = dict(self.points)
        return other

    @property
    def prestige(self) -> int:
        """Prestige earned so far during the game (the scoring track)."""
        return sum(self.points.values())

    def available(self, vehicle: str) -> int:
        return self.ship_available if vehicle == "ship" else self.sled_available

    def aboard(self, vehicle: str) -> int:
        """Crewmen in ``vehicle``'s column, available or resting."""
        return self.ship_available + self.ship_resting if vehicle == "ship" else self.sled_available + self.sled_resting

    @property
    def crew_available(self) -> int:
        """Crewmen who can still act this round, in both columns."""
        return self.ship_available + self.sled_available

    @property
    def crew_on_board(self) -> int:
        return self.ship_available + self.ship_resting + self.sled_available + self.sled_resting

    def position(self, vehicle: str) -> int | None:
        return self.ship if vehicle == "ship" else self.sled

    def to_json(self) -> dict[str, Any]:
        return {slot: getattr(self, slot) for slot in PlayerState.__slots__}

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> "PlayerState":
        player = cls(str(raw["name"]))
        for slot in PlayerState.__slots__:
            setattr(player, slot, raw[slot])
        player.hand = list(raw["hand"])
        player.tokens = {kind: int(raw["tokens"][kind]) for kind in data.SET_KINDS}
        player.points = {key: int(value) for key, value in raw["points"].items()}
        return player


class GameState:
    """A whole game. Treat it as immutable outside ``nwp.engine``."""

    __slots__ = (
        "variant", "players", "board", "bag", "display", "piles", "nwp_tokens",
        "greenland_tokens", "cartography_left", "round", "disc", "phase",
        "turn_order", "passed", "current", "actions_this_turn", "refresh_vehicle",
        "setup_pickers", "home_order", "rng", "setup_record", "history", "actors", "round_events",
        "ice_shift", "solo", "pending", "holes", "terror",
    )
    # Slots added after snapshot format 1 was first written, with the value an older snapshot means.
    LATER_SLOTS = {"ice_shift": 0, "solo": None, "pending": None, "holes": None, "terror": None}

    def copy(self) -> "GameState":
        other = GameState.__new__(GameState)
        for slot in GameState.__slots__:
            setattr(other, slot, getattr(self, slot))
        other.players = [player.copy() for player in self.players]
        other.board = self.board.copy()
        other.bag = self.bag[:]
        other.display = self.display[:]
        other.piles = dict(self.piles)
        other.nwp_tokens = self.nwp_tokens[:]
        other.greenland_tokens = self.greenland_tokens[:]
        other.turn_order = self.turn_order[:]
        other.passed = self.passed[:]
        other.setup_pickers = self.setup_pickers[:]
        other.home_order = self.home_order[:]
        other.history = self.history[:]
        other.actors = self.actors[:]
        if self.solo is not None:
            other.solo = {key: [dict(item) if isinstance(item, dict) else item for item in value] if isinstance(value, list)
                          else value for key, value in self.solo.items()}  # co-op: a list of per-player dicts
        if self.terror is not None:  # the Terror expansion (nwp/terror.py): lists of per-player values
            other.terror = {key: [dict(item) if isinstance(item, dict) else item for item in value]
                            if isinstance(value, list) else value for key, value in self.terror.items()}
        if self.holes is not None:
            other.holes = {key: [list(square) for square in value] if isinstance(value, list) else value
                           for key, value in self.holes.items()}
        return other

    @property
    def frozen_rows(self) -> int:
        """Rows frozen from the north: the disc's position, moved by a solo Voyage card's ice shift."""
        if not self.ice_shift:
            return data.FROZEN_ROWS_BY_DISC[self.disc]
        return min(data.GRID_HEIGHT, max(0, data.FROZEN_ROWS_BY_DISC[self.disc] + self.ice_shift))

    @property
    def num_players(self) -> int:
        return len(self.players)

    def record(self) -> dict[str, Any]:
        """The game record: format version, setup and every action with its chance outcome."""
        return {"format": RECORD_VERSION, **self.setup_record, "actions": [[text, list(outcome)] for text, outcome in self.history]}

    # --- snapshot ------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """A versioned, JSON-able snapshot of the whole state (see docs/engine.md)."""
        raw: dict[str, Any] = {"snapshot": SNAPSHOT_VERSION}
        for slot in GameState.__slots__:
            raw[slot] = getattr(self, slot)
        raw["players"] = [player.to_json() for player in self.players]
        raw["board"] = {
            "tiles": [list(tile) for tile in self.board.tiles],
            "tokens": [[x, y, kind] for (x, y), kind in sorted(self.board.tokens.items())],
        }
        raw["history"] = [[text, list(outcome)] for text, outcome in self.history]
        raw["rng"] = str(self.rng)
        return raw

    @classmethod
    def from_json(cls, raw: dict[str, Any]) -> "GameState":
        """Rebuild a state from :meth:`to_json`; raises ValueError/KeyError/TypeError on bad data."""
        if raw.get("snapshot") != SNAPSHOT_VERSION:
            raise ValueError(f"unsupported snapshot version {raw.get('snapshot')!r}")
        state = cls.__new__(cls)
        for slot in GameState.__slots__:
            setattr(state, slot, raw[slot] if slot not in cls.LATER_SLOTS else raw.get(slot, cls.LATER_SLOTS[slot]))
        state.ice_shift = int(state.ice_shift)
        if state.solo is not None and not isinstance(state.solo, dict):
            raise ValueError("the solo part of the snapshot is damaged")
        if state.holes is not None and not isinstance(state.holes, dict):
            raise ValueError("the holes part of the snapshot is damaged")
        if state.terror is not None and not isinstance(state.terror, dict):
            raise ValueError("the Terror part of the snapshot is damaged")
        state.players = [PlayerState.from_json(p) for p in raw["players"]]
        board = Board()
        for tile in raw["board"]["tiles"]:
            name, face, rotation, x, y, joker, preprinted = tile
            board.put(PlacedTile(str(name), str(face), int(rotation), int(x), int(y), bool(joker), bool(preprinted)))
        board.tokens = {(int(x), int(y)): str(kind) for x, y, kind in raw["board"]["tokens"]}
        state.board = board
        state.history = [(str(text), tuple(str(tile) for tile in outcome)) for text, outcome in raw["history"]]
        state.rng = int(raw["rng"])
        return state


RECORD_VERSION = 1
