"""One game being played in the page: engine state, undo, UI selection, saving.

Pure Python (no DOM): the page's clicks arrive here as action texts (``act``)
or UI commands (``command``), and the views read the session to draw it. Only
actions found in ``legal_actions`` ever reach the engine.
"""

from __future__ import annotations

import json
import random
import re
import zlib
from typing import Any

from nwp import checked, engine
from nwp.bots import Bot, make_bot
from nwp.actions import ALPHABET, Action, ActionParseError, Draw, DrawPlace, EndTurn, Move, MoveTuunbaq, Pass, Place, Refresh, parse
from nwp.geometry import faces_of, oriented, parse_square
from nwp.hints import Hint
from nwp.link import LinkError, encode_link
from nwp.state import GameState

from . import gate
from .earnings import earned
from .gate import COLOUR_NAMES, EXPORT_KIND, EXPORT_VERSION, PLAYER_COLOURS, SEAT_KINDS, GateError
from .messages import refusal, t

SAVE_VERSION = 2

SaveError = GateError  # saved data or a file that cannot be read back as a game


def new_game_id() -> str:
    """A random 5-character id that tells saved games (and the links of one game) apart."""
    chooser = random.SystemRandom()
    return "".join(chooser.choice(ALPHABET) for _ in range(5))


def _fresh_seed() -> int:
    return random.SystemRandom().getrandbits(63)


_SQUARE_NAME = re.compile(r"[A-L][1-8]")


def footprint(action: Place) -> set[tuple[int, int]]:
    """The squares a placement covers."""
    shape = oriented(action.tile, action.face, action.rotation)
    x, y = action.square
    return {(x + dx, y + dy) for dx in range(shape.width) for dy in range(shape.height)}


class Session:
    """The game on the table plus what the interface remembers about it."""

    def __init__(self, state: GameState, colours: list[int | str] | None = None, game_id: str | None = None,
                 seats: list[str] | None = None) -> None:
        self.state = state
        # Palette indexes (see gate.PLAYER_COLOURS): a colour drawn in the page is always one of the palette's.
        self.colour_indexes = (gate.colour_indexes(list(colours), state.num_players) if colours
                               else list(range(state.num_players)))
        self.seats = list(seats) if seats else ["human"] * state.num_players  # see SEAT_KINDS
        self.game_id = game_id if gate.is_game_id(game_id) else new_game_id()
        self.origin: str | None = None  # the id of the game this one is a diverging copy of (from a link)
        self.revision = 0  # saves of this game so far; another tab's higher revision is newer
        self.updated = 0.0  # when it was last saved (seconds since the epoch)
        self.arrived: int | None = None  # history index from which the log marks actions as new
        self.undo_stack: list[GameState] = []
        self.selected_tile: str | None = None
        self.from_display = False  # the selected tile is the display's leftmost (original solo)
        self.face = "A"
        self.rotation = 0
        self.pinned: tuple[int, int] | None = None  # the square tapped to see the selected tile fit there
        self._previewed: Place | None = None
        self.vehicle = "ship"
        self.transfer: tuple[int, int] | None = None  # sled column being edited in the dialog
        self.moving_tuunbaq = False  # Terror: the board shows where the Tuunbaq can go
        self.entering: tuple[int, int] | None = None  # Terror: the Tuunbaq's tile, its toll being chosen
        self.notice: str | None = None
        self.pending_banner: str | None = None  # hand-over or round summary to acknowledge
        self._legal: list[Action] | None = None
        self._earned: list[list[str]] = []  # what each action of the history earned (web.earnings)
        self.view_only = False  # a moment of the game being watched again: nothing can be played
        self.hint: Hint | None = None  # "What would the computer do?", for hint_state only
        self.hint_state: GameState | None = None
        self.hint_asked = False  # the computer is working out a hint
        self._choose_vehicle()

    # --- creation ----------------------------------------------------------------------
    @classmethod
    def new(cls, names: list[str], colours: list[str | int] | None = None, first: int | None = None,
            seed: int | None = None, seats: list[str] | None = None, variant: str = "standard",
            options: dict | None = None) -> "Session":
        """A new game; names are cleaned (gate.clean_names) and colours are palette colours or indexes."""
        seed = _fresh_seed() if seed is None else seed
        names = gate.clean_names(list(names))
        state = engine.new_game(names, seed=seed, first_player=first, variant=variant, options=options)
        indexes = gate.colour_indexes(list(colours), len(names)) if colours else None
        session = cls(state, indexes, seats=seats)
        session.pending_banner = "turn" if session.wants_hand_over() else None
        return session

    # --- queries -------------------------------------------------------------------------
    @property
    def colours(self) -> list[str]:
        """Each player's colour, always taken from the palette."""
        return [PLAYER_COLOURS[i] for i in self.colour_indexes]

    @property
    def all_legal(self) -> list[Action]:
        """Every legal action for whoever is to act (a person or a computer)."""
        if self._legal is None:
            self._legal = engine.legal_actions(self.state)
        return self._legal

    @property
    def legal(self) -> list[Action]:
        """What the person at the screen may click now: nothing while a computer plays, nor in a
        moment of the game being watched again."""
        return [] if self.view_only or self.bot_level() else self.all_legal

    # --- computer players -------------------------------------------------------------------
    def bot_level(self) -> str | None:
        """The level of the computer player to act now, or None (a person, or the game is over)."""
        if self.state.phase == "over":
            return None
        seat = self.seats[self.state.current]
        return None if seat == "human" else seat

    def humans(self) -> list[int]:
        return [index for index, seat in enumerate(self.seats) if seat == "human"]

    def wants_hand_over(self) -> bool:
        """Show "pass the device to X"? Only between two or more people at one screen, to a person."""
        return len(self.humans()) > 1 and self.bot_level() is None and self.state.phase != "over"

    def bot_for_turn(self) -> Bot:
        """The computer player for this decision, seeded by the game and the move number, so a
        saved or shared game replays the same choices."""
        level = self.bot_level()
        if level is None:
            raise ValueError("a person is to act")
        seed = zlib.crc32(f"{self.game_id}:{len(self.state.history)}".encode())
        return make_bot(level, seed)

    def may_ask_hint(self) -> bool:
        """May the player to act ask "What would the computer do?" (a person, in a game going on)?"""
        return self.bot_level() is None and not self.view_only and self.state.phase != "over"

    def hint_seed(self) -> int:
        """The hard bot's seed for a hint: the game and the move, so asking twice gives one answer."""
        return zlib.crc32(f"{self.game_id}:{len(self.state.history)}:hint".encode())

    def current_hint(self) -> Hint | None:
        """The hint worked out for the position on the table, or None (none asked, or the game
        has moved on since)."""
        return self.hint if self.hint is not None and self.hint_state is self.state else None

    def keep_hint(self, hint: Hint, state: GameState) -> None:
        """Show ``hint``, worked out for ``state`` (dropped if the table has moved on). A hint for
        the other vehicle makes it the acting one, so the board highlights the hinted move and a
        click on its tile plays it (with the ship acting, a click on the sled's hinted tile did
        nothing)."""
        self.hint_asked = False
        if state is self.state:
            self.hint, self.hint_state = hint, state
            vehicle = getattr(hint.action, "vehicle", None)
            if vehicle in self.vehicles_that_can_act():
                self.vehicle = vehicle

    @property
    def legal_texts(self) -> set[str]:
        return {str(action) for action in self.legal}

    def can_undo(self) -> bool:
        return bool(self.undo_stack)

    def placements_for_selection(self) -> list[Place]:
        """Legal placements of the selected tile in the chosen face and rotation, by the acting vehicle."""
        if self.selected_tile is None:
            return []
        kind = DrawPlace if self.from_display else Place
        return [
            a for a in self.legal
            if type(a) is kind and a.tile == self.selected_tile and a.face == self.face
            and a.rotation == self.rotation and a.vehicle == self.vehicle
        ]

    def all_placements(self) -> list[Place]:
        """Legal placements of the selected tile in every face and rotation, by the acting vehicle."""
        if self.selected_tile is None:
            return []
        kind = DrawPlace if self.from_display else Place
        return [a for a in self.legal if type(a) is kind and a.tile == self.selected_tile and a.vehicle == self.vehicle]

    def fits_at(self, square: tuple[int, int]) -> list[Place]:
        """The placements of the selected tile that cover ``square``, in a fixed order."""
        return [a for a in self.all_placements() if square in footprint(a)]

    def spots(self) -> set[tuple[int, int]]:
        """Every square the selected tile can cover in some face and rotation."""
        return {square for action in self.all_placements() for square in footprint(action)}

    @property
    def previewed(self) -> Place | None:
        """The placement shown on the square the player tapped (placed by one more tap), or None."""
        if self.pinned is None or self._previewed is None or self._previewed not in self.fits_at(self.pinned):
            return None
        return self._previewed

    def fit(self, square: tuple[int, int], step: int = 0, other_face: bool = False) -> bool:
        """Show the selected tile fitting at ``square``: the first way it fits (in the current face
        and rotation if it can), or with ``step`` the next way after the one shown (``other_face``:
        the next on the other face). False if it fits there in no way."""
        fits = self.fits_at(square)
        if not fits:
            return False
        self.pinned = square
        current = self.previewed
        if current is None or not (step or other_face):
            chosen = next((a for a in fits if (a.face, a.rotation) == (self.face, self.rotation)), fits[0])
        else:
            start = fits.index(current)
            ring = [fits[(start + offset) % len(fits)] for offset in range(1, len(fits))]
            chosen = next((a for a in ring if not other_face or a.face != current.face), current)
        self._previewed = chosen
        self.face, self.rotation = chosen.face, chosen.rotation
        return True

    def hover(self, square: tuple[int, int]) -> bool:
        """The mouse rests on ``square``: show the selected tile fitting there, unless the tile
        shown already covers it (so the tile does not jump about under the pointer). True if
        the board has to be drawn again."""
        if self.selected_tile is None:
            return False
        shown = self.previewed
        if shown is not None and square in footprint(shown):
            return False
        return self.fit(square)

    def can_draw_and_place(self) -> bool:
        """Original solo: may the acting vehicle draw and place the leftmost display tile now?"""
        return any(isinstance(a, DrawPlace) and a.vehicle == self.vehicle for a in self.legal)

    def vehicles_that_can_act(self) -> list[str]:
        return sorted({a.vehicle for a in self.legal if hasattr(a, "vehicle")}, key=("ship", "sled").index)

    # --- changing the game ------------------------------------------------------------------
    def act(self, text: str, by_bot: bool = False) -> bool:
        """Play the action written ``text`` if it is legal now; otherwise set a notice saying why.
        A click (``by_bot`` false) while a computer player is to act is refused."""
        if not by_bot and self.bot_level():
            self.notice = t("computer_to_play", name=self.state.players[self.state.current].name)
            return False
        try:
            action = engine.canonical(self.state, parse(text))
        except ActionParseError as error:
            self.notice = t("illegal", reason=str(error))
            return False
        if action not in self.all_legal:
            try:
                checked.play(self.state, action)
            except engine.IllegalActionError as error:
                self.notice = t("illegal", reason=refusal(error.key, error.params) if error.key else error.message)
            return False
        before = self.state
        after = engine.apply(before, action)
        if self._earnings_current():
            self._earned.append(earned(before, after, after.actors[-1], after.history[-1][0]))
        reveals = isinstance(action, (Draw, DrawPlace, Refresh, EndTurn, Pass)) or before.phase != "play"
        if reveals or after.current != before.current or after.round != before.round:
            self.undo_stack = []
        else:
            self.undo_stack.append(before)
        self.state = after
        self._legal = None
        self.notice = None
        self.transfer = None
        self.moving_tuunbaq = False
        self.entering = None
        self.arrived = None  # the news from a link are seen once the player acts
        self.pinned = None
        if isinstance(action, (Place, DrawPlace)) or (self.selected_tile and not self.from_display
                                                       and self.selected_tile not in self.current_hand()):
            self.selected_tile = None
            self.from_display = False
        if after.round != before.round and after.phase != "over" and self.humans():
            self.pending_banner = "round"
        elif after.current != before.current and self.wants_hand_over() and self.last_human() != after.current:
            self.pending_banner = "turn"
        self._choose_vehicle()
        return True

    def _earnings_current(self) -> bool:
        return len(self._earned) == len(self.state.history)

    def earnings(self) -> list[list[str]]:
        """For each action of the history, what it earned in words. Kept up to date as actions are
        played; a game loaded, or changed in another tab, is replayed once to work them out."""
        if not self._earnings_current():
            found: list[list[str]] = []
            previous: list[GameState] = []

            def visit(state: GameState) -> None:
                if previous:
                    found.append(earned(previous[0], state, state.actors[-1], state.history[-1][0]))
                previous[:] = [state]

            checked.replay(self.state.record(), checked=False, visit=visit)
            self._earned = found
        return self._earned

    def moment(self, count: int) -> "Session":
        """The game as it stood after its first ``count`` actions, to look at and never to play:
        a copy that shares nothing with this session (the saved game is never changed)."""
        count = max(0, min(count, len(self.state.history)))
        record = self.state.record()
        record["actions"] = record["actions"][:count]
        watched = Session(checked.replay(record, checked=False), list(self.colour_indexes), self.game_id, list(self.seats))
        watched.view_only = True
        watched._earned = self.earnings()[:count]
        return watched

    def round_starts(self) -> dict[int, int]:
        """For each round, how many actions had been played when it began."""
        starts: dict[int, int] = {}
        count = 0

        def visit(state: GameState) -> None:
            nonlocal count
            starts.setdefault(state.round, count)
            count += 1

        checked.replay(self.state.record(), checked=False, visit=visit)
        return starts

    def last_human(self) -> int | None:
        """The person who acted last (the action just played included)."""
        for actor in reversed(self.state.actors):
            if self.seats[actor] == "human":
                return actor
        return None

    def undo(self) -> bool:
        if not self.undo_stack:
            self.notice = t("nothing_to_undo")
            return False
        self.state = self.undo_stack.pop()
        del self._earned[len(self.state.history):]
        self._legal = None
        self.notice = None
        self.selected_tile = None
        self.from_display = False
        self._choose_vehicle()
        return True

    def current_hand(self) -> list[str]:
        return self.state.players[self.state.current].hand

    def command(self, name: str, argument: str = "") -> None:
        """A click that changes only the interface (selection, rotation, dialogs)."""
        if name in ("select-tile", "draw-and-place", "cancel", "vehicle"):
            self.pinned = None
        if name == "select-tile":
            if self.selected_tile == argument and not self.from_display:
                self.selected_tile = None
            elif argument in self.current_hand() and self.state.holes is None:  # a hole's tile comes first
                self.selected_tile = argument
                self.from_display = False
                if self.face not in faces_of(argument):
                    self.face = "A"
        elif name == "draw-and-place":
            leftmost = self.state.display[0]
            if self.from_display:
                self.selected_tile, self.from_display = None, False
            elif leftmost is not None and self.can_draw_and_place():
                self.selected_tile, self.from_display = leftmost, True
        elif name == "fit":
            square = parse_square(argument) if _SQUARE_NAME.fullmatch(argument or "") else None
            if square is not None:
                self.fit(square)
        elif name == "rotate" and self.pinned is not None and self.fits_at(self.pinned):
            self.fit(self.pinned, step=1)  # the next way the tile fits on the square tapped
        elif name == "flip" and self.pinned is not None and self.fits_at(self.pinned):
            self.fit(self.pinned, other_face=True)
        elif name == "rotate":
            self.rotation = (self.rotation + 1) % 4
        elif name == "flip" and self.selected_tile and len(faces_of(self.selected_tile)) == 2:
            self.face = "B" if self.face == "A" else "A"
        elif name == "vehicle" and argument in ("ship", "sled"):
            self.vehicle = argument
        elif name == "cancel":
            self.selected_tile = None
            self.from_display = False
            self.transfer = None
            self.moving_tuunbaq = False
            self.entering = None
        elif name == "tuunbaq":
            self.moving_tuunbaq = not self.moving_tuunbaq and bool(self.tuunbaq_moves())
            self.selected_tile, self.from_display, self.entering = None, False, None
        elif name == "enter":
            square = parse_square(argument) if _SQUARE_NAME.fullmatch(argument or "") else None
            self.entering = square if square is not None and self.tolls(square) else None
        elif name == "transfer-open":
            player = self.state.players[self.state.current]
            self.transfer = (player.sled_available, player.sled_resting)
        elif name == "transfer-adjust" and self.transfer is not None:
            column, delta = argument.split(":")
            available, resting = self.transfer
            if column == "available":
                available = max(0, available + int(delta))
            else:
                resting = max(0, resting + int(delta))
            self.transfer = (available, resting)
        elif name == "dismiss":
            self.pending_banner = None
        elif name == "hint-close":
            self.hint = self.hint_state = None
        elif name == "undo":
            self.undo()

    def tuunbaq_moves(self) -> list[Action]:
        """Terror: the acting vehicle's "move the Tuunbaq" actions now."""
        return [a for a in self.legal if isinstance(a, MoveTuunbaq) and a.vehicle == self.vehicle]

    def tolls(self, square: tuple[int, int]) -> list[Action]:
        """Terror: the ways the acting vehicle may enter the Tuunbaq's tile at ``square`` (moves
        that name a payment), empty when that is not a tile with a toll."""
        index = self.state.board.tile_index_at(square)
        return [a for a in self.legal if isinstance(a, Move) and a.paying and a.vehicle == self.vehicle
                and not isinstance(a.destination, str) and self.state.board.tile_index_at(a.destination) == index]

    def _choose_vehicle(self) -> None:
        able = self.vehicles_that_can_act() if self.state.phase in ("play", "bonus") else []
        if able and self.vehicle not in able:
            self.vehicle = able[0]

    # --- saving ---------------------------------------------------------------------------
    def to_save(self) -> str:
        # "revision" stays among the first keys: the library reads it from the save's head.
        return json.dumps({
            "save": SAVE_VERSION,
            "id": self.game_id,
            "revision": self.revision,
            "updated": self.updated,
            "summary": self.summary(),
            "colours": self.colours,
            "seats": self.seats,
            "state": self.state.to_json(),
            "undo": [state.to_json() for state in self.undo_stack],
            "banner": self.pending_banner,
            "origin": self.origin,
        })

    @classmethod
    def from_save(cls, text: str, stored_as: str | None = None) -> "Session":
        """The session saved as ``text`` (read through gate.read_save); SaveError if it is not a
        readable game, or (given ``stored_as``, the id it is stored under) a game of another id."""
        saved = gate.read_save(text)
        if stored_as is not None and saved.game_id not in (None, stored_as):
            raise SaveError("gate_field", field="id")
        session = cls(saved.state, saved.colours, saved.game_id or stored_as, saved.seats)
        session.revision = saved.revision
        session.updated = saved.updated
        session.undo_stack = saved.undo
        session.pending_banner = saved.banner
        session.origin = saved.origin
        return session

    def summary(self) -> dict[str, Any]:
        """What the saved-games list shows without replaying the game."""
        state = self.state
        return {
            "players": [player.name for player in state.players],
            "variant": state.variant,
            "colours": self.colour_indexes,
            "seats": self.seats,
            "round": state.round,
            "over": state.phase == "over",
            "turn": None if state.phase == "over" else state.players[state.current].name,
        }

    # --- links and files ---------------------------------------------------------------------
    def share_code(self) -> str:
        """The text after ``#game=`` in this game's share link."""
        return encode_link(self.state.record(), self.game_id, self.colour_indexes,
                           [SEAT_KINDS.index(seat) for seat in self.seats])

    @classmethod
    def from_link(cls, code: str, seed: int | None = None) -> "Session":
        """The game a share link holds (read through gate.read_link); LinkError if it holds none."""
        shared = gate.read_link(code, _fresh_seed() if seed is None else seed)
        session = cls(shared.state, shared.colours, shared.game_id, shared.seats)
        session.pending_banner = "link"
        return session

    def continues(self, other: "Session", same_id: bool = True) -> bool:
        """True when this game is ``other`` with zero or more actions played after it
        (``same_id`` false: compare the games only, as for a saved copy under its own id)."""
        mine, theirs = self.state.record(), other.state.record()
        return (
            (self.game_id == other.game_id or not same_id)
            and {k: v for k, v in mine.items() if k != "actions"} == {k: v for k, v in theirs.items() if k != "actions"}
            and mine["actions"][: len(theirs["actions"])] == theirs["actions"]
        )

    def news_start(self) -> int:
        """Where the actions the player to act has not seen begin: after their own last action."""
        if self.arrived is not None:
            return self.arrived
        state = self.state
        for index in range(len(state.actors) - 1, -1, -1):
            if state.actors[index] == state.current:
                return index + 1
        return 0

    def to_export(self) -> str:
        """The game as a JSON file: its record, its table and its share link."""
        return json.dumps({
            "kind": EXPORT_KIND,
            "version": EXPORT_VERSION,
            "id": self.game_id,
            "colours": self.colours,
            "seats": self.seats,
            "link": self.share_code(),
            "record": self.state.record(),
        }, indent=1, ensure_ascii=False)

    @classmethod
    def from_export(cls, text: str, seed: int | None = None) -> "Session":
        """The game in an exported file (read through gate.read_export); SaveError if the file is not one."""
        exported = gate.read_export(text, _fresh_seed() if seed is None else seed)
        session = cls(exported.state, exported.colours, exported.game_id, exported.seats)
        session.pending_banner = "turn" if session.wants_hand_over() else None
        return session


__all__ = ["Session", "SEAT_KINDS", "SaveError", "LinkError", "PLAYER_COLOURS", "COLOUR_NAMES", "new_game_id"]
