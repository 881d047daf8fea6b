"""The rules of the standard 2-4 player game: setup, legal actions, applying actions, rounds.

Public surface (re-exported by ``nwp``):

* :func:`new_game` - a shuffled setup from a seed;
* :func:`legal_actions` - every action the player to act may take;
* :func:`apply` - the state after an action (fast: the action must be legal);
* :func:`current_player`, :func:`is_over`, :func:`action_cost`.

Variants change costs, turn structure and scoring through a :class:`Rules` object
chosen by ``state.variant`` (see :data:`RULES`), not by copying this module; the variants
register themselves there (see nwp/variants.py), so this module names none of them. Checked
play and replays, which explain what is illegal, are in nwp/checked.py.
"""

from __future__ import annotations

from typing import Callable, Sequence

from . import data, rng
from .actions import Action, Draw, DrawPlace, EndTurn, Fill, Move, Pass, PickUp, Place, Refresh, Transfer
from .board import GREENLAND, LAND, NWP, SEA, UNFIXED, Board, PlacedTile
from .geometry import (
    SMALL_TILE_FOR_CORNERS,
    faces_of,
    is_large,
    on_grid,
    OrientedTile,
    oriented,
    square_corners,
    square_name,
    vertex_index,
)
from .reasons import Reason
from .state import GameState, PlayerState

ARROW_PLACES = {"NWP": NWP, "Greenland": GREENLAND}
PLACE_ARROWS = {NWP: "NWP", GREENLAND: "Greenland"}


class IllegalActionError(ValueError):
    """An action the rules do not allow now: ``code`` names the kind of refusal, ``message`` says
    it in English, and ``key`` and ``params`` (nwp/reasons.py) let the page say it in the
    player's language."""

    def __init__(self, code: str, message: str, key: str | None = None, params: dict | None = None) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.key = key
        self.params = params or {}


class RecordError(ValueError):
    """A game record that does not describe a legal game."""


Reveal = Callable[[list], str]
"""Chooses what is revealed (a tile from the bag, a solo Voyage card from its deck), given the
pool it comes from (a replay's outcomes)."""


class _RecordedOutcome:
    """Reveals the tiles of one recorded outcome, in order, checking each is in the bag."""

    def __init__(self, tiles: Sequence[str]) -> None:
        self.tiles = list(tiles)

    def __call__(self, bag: list) -> str:
        if not self.tiles:
            raise RecordError("the record is missing a tile revealed from the bag")
        tile = self.tiles.pop(0)
        if tile not in bag:
            where = "the Voyage deck" if tile.startswith("V") else "the bag"
            raise RecordError(f"the record reveals {tile}, which is not in {where}")
        return tile


# --- rules editions ------------------------------------------------------------------------
RULES_EDITION = 2
"""The edition of the rules a new game is played under (written in its record as "edition").

Edition 1 (records without "edition", share links of format 1) is the engine before the rules
fixes of docs/rules.md "Editions": a placement was checked only against edges that touch a tile,
a refresh returned the displayed tiles before drawing, a hole's Joker came from the largest pile,
a board-corner hole read its free corner as sea, and (HMS Terror solo) only the acting vehicle's
crewman could be sacrificed. Edition 2 fixes these. A game keeps the edition it started with, so
every earlier record, save and link replays exactly as it was played."""


def edition(state: GameState) -> int:
    """The rules edition ``state`` is played under (see :data:`RULES_EDITION`)."""
    return state.setup_record.get("edition", 1)


# --- variants ----------------------------------------------------------------------------
STANDARD_PHASES = ("setup", "play", "refresh_draw", "over")


class Rules:
    """The standard game's setup, costs, turns and scoring. A variant subclasses this and
    overrides the hooks it changes (see nwp/solo.py); the engine calls them at fixed points."""

    name = "standard"
    title = "the standard game"  # in a reason an action is refused ("... only in the HMS Terror solo mode")
    own_kinds: tuple[type, ...] = ()  # the kinds of action only this variant has
    refreshes_by_kind = False  # a refresh names the large or the small tiles (HMS Terror solo)
    ends_turn_by_passing = False  # a turn always ends with Pass, never "end turn" (HMS Terror solo)
    player_counts: tuple[int, ...] = (2, 3, 4)
    display_size = data.DISPLAY_SIZE
    free_picks = True  # each player takes a display tile for free at setup
    standard_scoring = True  # the standard final scoring (majorities, sets): the page shows leads and warnings
    link_code = 0  # the variant's number in a share link (3 bits, see nwp/link.py): never reuse one

    def link_setup(self, record: dict) -> list[tuple[int, int]]:
        """The variant's setup (options, setup chance) as (value, bits) fields of a share link."""
        return []

    def setup_from_link(self, read: Callable[[int], int]) -> dict:
        """The setup :meth:`link_setup` wrote, read back field by field with ``read(bits)`` (the
        keys of a record: options, chance outcomes); ValueError if it is not a possible setup."""
        return {}

    def options(self, raw: dict | None) -> dict:
        """The variant's setup options, checked (ValueError) and in canonical form."""
        if raw:
            raise ValueError("the standard game has no options")
        return {}

    def setup(self, state: GameState, setup: dict) -> None:
        """Change a fresh state to the variant's setup; ``setup`` holds options and chance outcomes."""

    def setup_chance(self, state: GameState) -> None:
        """Draw the variant's own setup chance (after the display) and write it in the record."""

    def turn_actions(self, state: GameState) -> list[Action]:
        """What ends or skips the turn: pass before the first action, end turn after it."""
        return [Pass()] if state.actions_this_turn == 0 else [EndTurn()]

    def variant_actions(self, state: GameState, player: PlayerState) -> list[Action]:
        """Actions only this variant has, in the play phase."""
        return []

    def refreshes(self, state: GameState, vehicle: str) -> list[Action]:
        return [Refresh(vehicle)] if state.bag else []

    def phase_actions(self, state: GameState) -> list[Action]:
        """Legal actions in a phase only this variant has."""
        raise ValueError(f"unknown phase {state.phase!r}")

    def apply_phase(self, s: GameState, player: PlayerState, action: Action, forced, outcome: list) -> None:
        raise ValueError(f"unknown phase {s.phase!r}")

    def apply_variant_action(self, s: GameState, player: PlayerState, action: Action, forced, outcome: list) -> None:
        raise ValueError(f"'{action}' is not an action of this game")

    def apply_refresh(self, s: GameState, action: Refresh, forced, outcome: list) -> None:
        replaced = [tile for tile in s.display if tile is not None]
        if edition(s) == 1:  # the replaced tiles went back first, so they could come straight back
            s.bag.extend(replaced)
            s.bag.sort()
        s.display = [None] * len(s.display)
        for slot in range(len(s.display)):  # with fewer tiles in the bag, the last slots stay empty
            s.display[slot] = _draw_from_bag(s, forced, outcome)
        if edition(s) >= 2:  # rulebook, Action B: four new tiles, then the replaced ones go back
            s.bag.extend(replaced)
            s.bag.sort()

    def before_action(self, s: GameState, player: PlayerState, action: Action) -> None:
        """After the crew is paid, before the action happens."""

    def after_action(self, s: GameState, player: PlayerState, action: Action) -> None:
        """After the action (not after passing or ending the turn)."""

    def after_any(self, before: GameState, s: GameState, action: Action) -> None:
        """After every action of every phase (``before``: the state it was applied to)."""

    def crew_when_acting(self, state: GameState, player: PlayerState, vehicle: str, cost: int) -> PlayerState:
        """A copy of ``player`` with the crew columns an action of ``vehicle`` costing ``cost`` finds
        once it is paid for (what a transfer can redistribute)."""
        acting = player.copy()
        _pay(state, acting, vehicle, cost)
        return acting

    def tolled_place(self, state: GameState) -> int | None:
        """The place whose entry costs more than the move (see :meth:`entry_payments`), or None."""
        return None

    def entry_payments(self, state: GameState, player: PlayerState, vehicle: str,
                       sled_crew: tuple[int, int] | None = None) -> tuple[str, ...]:
        """The ways ``vehicle`` may pay to enter the :meth:`tolled_place` (none: it may not enter).
        ``sled_crew`` (available, resting): a sled deployed there by a transfer."""
        return ()

    def why_illegal(self, state: GameState, action: Action) -> Reason | None:
        """The variant's own reason (:func:`nwp.reasons.reason`) why ``action`` is not legal, or
        None to let the standard reasons (nwp/explain.py) speak."""
        return None

    def ready_for_next_turn(self, s: GameState) -> None:
        """The player to act as its next turn starts (the bots' plans look that far,
        ``bots.next_turn_start``): no action taken yet. In the standard game the crew that acted
        rests until the round ends; the HMS Terror modes give it back at once (nwp/solo.py)."""
        s.actions_this_turn = 0

    def pickup(self, s: GameState, player: PlayerState, kind: str, square: tuple[int, int]) -> None:
        player.points["pickups"] += data.PICKUP_POINTS[kind] * data.zone_of_column(square[0])

    def pass_turn(self, s: GameState, forced, outcome: list) -> None:
        player = s.players[s.current]
        player.ship_resting += player.ship_available
        player.sled_resting += player.sled_available
        player.ship_available = player.sled_available = 0
        s.passed.append(s.current)
        _next_turn(s, forced, outcome)

    def went_home(self, s: GameState, forced, outcome: list) -> None:
        """The player to act has just brought the expedition home: the game ends when every
        expedition is home, else the turn passes on."""
        if all(p.home for p in s.players):
            s.phase = "over"
        else:
            _next_turn(s, forced, outcome)

    def new_round(self, s: GameState, events: list, forced, outcome: list) -> None:
        """At the start of a round, after the sun moved and before the ice is checked."""

    def after_round(self, s: GameState) -> None:
        """When the new round is ready (crew reset, turn order set)."""

    def base_cost(self, state: GameState, player: PlayerState, action: Action) -> int:
        if isinstance(action, (Draw, Refresh, Place, Move, Transfer)):
            return data.ACTION_COSTS[type(action).__name__.lower()]
        if isinstance(action, PickUp):
            return data.PICKUP_COST[state.board.tokens[action.square]]
        return 0

    def surcharge(self, state: GameState) -> int:
        return data.EXTRA_ACTION_SURCHARGE if state.actions_this_turn > 0 else 0

    def final_scores(self, state: GameState) -> dict:
        from .scoring import standard_final_scores

        return standard_final_scores(state)


RULES: dict[str, Rules] = {"standard": Rules()}  # the variant modules add theirs (see nwp/variants.py)


def rules_of(state: GameState) -> Rules:
    return RULES[state.variant]


# --- setup -------------------------------------------------------------------------------
def new_game(players: int | Sequence[str] = 2, seed: int = 0, variant: str = "standard",
             first_player: int | None = None, options: dict | None = None) -> GameState:
    """A new game after the random setup (turn order, display); the free picks come next.

    ``first_player`` (an index) starts the first round instead of a random player; the
    rest of the order stays random. ``options`` are the variant's (see its Rules).
    """
    names = [f"Player {i + 1}" for i in range(players)] if isinstance(players, int) else [str(n) for n in players]
    if variant not in RULES:
        raise ValueError(f"unknown variant {variant!r}")
    rules = RULES[variant]
    if len(names) not in rules.player_counts:
        counts = rules.player_counts
        raise ValueError(f"this game is for {counts[0]} to {counts[-1]} players" if len(counts) > 1 else f"this game is for {counts[0]} player")
    state_rng = rng.next_value(seed & rng.MASK64)[1]
    state_rng, order = rng.shuffled(state_rng, list(range(len(names))))
    if first_player is not None:
        if not 0 <= first_player < len(names):
            raise ValueError("first_player must be one of the players")
        order.remove(first_player)
        order.insert(0, first_player)
    state = initial_state(names, order, [], variant, state_rng, {"options": options or {}, "edition": RULES_EDITION})
    for slot in range(rules.display_size):
        state.display[slot] = _draw_from_bag(state, None, [])
    state.setup_record["display"] = list(state.display)
    rules.setup_chance(state)
    return state


def initial_state(names: list[str], order: list[int], display: list[str], variant: str, seed: int,
                  setup: dict | None = None) -> GameState:
    """The state of a setup whose chance outcomes (turn order, display, and a variant's own
    in ``setup``, with its options) are given."""
    rules = RULES[variant]
    state = GameState.__new__(GameState)
    state.variant = variant
    state.players = [PlayerState(name) for name in names]
    state.board = Board.initial()
    state.bag = sorted(name for name in data.LARGE_TILE_NAMES if name not in display)
    state.display = list(display) + [None] * (rules.display_size - len(display))
    state.piles = {name: count for name, (_bits, count) in data.SMALL_PILES.items()}
    state.nwp_tokens = list(data.NWP_TOKENS.get(len(names), ()))  # a variant's setup may set its own
    state.greenland_tokens = list(data.GREENLAND_TOKENS.get(len(names), ()))
    state.cartography_left = data.TOKEN_COUNTS["Cartography"]
    state.round = 1
    state.disc = data.DISC_START
    state.phase = "setup" if rules.free_picks else "play"
    state.turn_order = list(order)
    state.passed = []
    state.setup_pickers = list(reversed(order)) if rules.free_picks else []
    state.current = state.setup_pickers[0] if state.setup_pickers else order[0]
    state.actions_this_turn = 0
    state.refresh_vehicle = None
    state.home_order = []
    state.rng = seed & rng.MASK64
    state.setup_record = {"variant": variant, "players": list(names), "order": list(order), "display": list(display)}
    state.history = []
    state.actors = []  # who took each action of the history
    state.round_events = []
    state.ice_shift = 0
    state.solo = None
    state.pending = None
    state.holes = None
    state.terror = None
    setup = dict(setup or {})
    rules_edition = setup.get("edition", 1)
    if rules_edition not in (1, 2) or isinstance(rules_edition, bool):
        raise ValueError(f"unknown rules edition {rules_edition!r}")
    if rules_edition >= 2:
        state.setup_record["edition"] = rules_edition
    rules.setup(state, setup)
    return state


# --- queries -------------------------------------------------------------------------------
def current_player(state: GameState) -> int | None:
    """Index of the player to act, or None when the game is over."""
    return None if state.phase == "over" else state.current


def is_over(state: GameState) -> bool:
    return state.phase == "over"


def action_cost(state: GameState, action: Action) -> int:
    """Crewmen the current player pays for ``action`` now, surcharge included."""
    if state.phase != "play" or isinstance(action, (EndTurn, Pass, Fill)) or state.holes is not None:
        return 0
    rules = rules_of(state)
    player = state.players[state.current]
    return rules.base_cost(state, player, action) + rules.surcharge(state)


def place_name(state: GameState, place: int | None) -> str:
    """'C5' (the tile's top-left square), 'NWP', 'Greenland' or 'off board'."""
    if place is None:
        return "off board"
    if place < 0:
        return PLACE_ARROWS[place]
    return square_name(state.board.anchor_of(place))


def ship_blocked(state: GameState, player: PlayerState) -> bool:
    """Is the ship on a tile with no open sea (stuck until the thaw)?"""
    return player.ship is not None and not state.board.has_open_sea(player.ship, state.frozen_rows)


# --- legal actions -------------------------------------------------------------------------
def legal_actions(state: GameState) -> list[Action]:
    """Every action the current player may take now, in a stable order."""
    if state.phase == "over":
        return []
    player = state.players[state.current]
    if state.holes is not None:
        return hole_choices(state, tuple(state.holes["left"][0]))
    if state.phase == "setup":
        return [Draw("ship", tile) for tile in state.display if tile is not None]
    rules = rules_of(state)
    if state.phase == "refresh_draw":
        return _draw_choices(state, state.refresh_vehicle, (state.pending or {}).get("refresh", ""))
    if state.phase not in STANDARD_PHASES:
        return rules.phase_actions(state)
    actions: list[Action] = rules.turn_actions(state)
    if player.crew_available == 0:
        return actions
    sea_path = None
    for vehicle in ("ship", "sled"):
        place = player.position(vehicle)
        available = player.available(vehicle)
        if place is None or available == 0:
            continue

        def affordable(action: Action) -> bool:
            # Priced through the variant's Rules, exactly as apply() will charge it.
            return action_cost(state, action) <= available

        if affordable(Draw(vehicle, data.SMALL_PILE_NAMES[0])):
            actions.extend(_draw_choices(state, vehicle))
        actions.extend(refresh for refresh in rules.refreshes(state, vehicle) if affordable(refresh))
        if place >= 0 and player.hand and affordable(Place(vehicle, player.hand[0], "A", 0, (0, 0))):
            if sea_path is None:
                sea_path = sea_path_squares(state)
            actions.extend(placements_next_to(state, player.hand, vehicle, place, sea_path))
        if affordable(Move(vehicle, "NWP")):
            actions.extend(_moves(state, player, vehicle))
        transfer_cost = action_cost(state, Transfer(vehicle, 0, 0))
        if transfer_cost <= available:
            actions.extend(_transfers(state, player, vehicle, transfer_cost))
        if place >= 0:
            for square in state.board.squares_of(place):
                if square in state.board.tokens and affordable(PickUp(vehicle, square)):
                    actions.append(PickUp(vehicle, square))
    actions.extend(rules.variant_actions(state, player))
    return actions


def _draw_choices(state: GameState, vehicle: str, kind: str = "") -> list[Action]:
    """Draws from the display ("large"), the small piles ("small") or both ("")."""
    choices: list[Action] = []
    if kind != "small":
        choices.extend(Draw(vehicle, tile) for tile in state.display if tile is not None)
    if kind != "large":
        choices.extend(Draw(vehicle, pile) for pile, count in state.piles.items() if count > 0)
    return choices


def placements_next_to(state: GameState, tiles: Sequence[str], vehicle: str, place: int, sea_path: "SeaPathGuard",
                       make=Place) -> list[Action]:
    """Legal placements of each of ``tiles`` next to ``place`` (``make`` builds the action)."""
    return placements_around(state, tiles, vehicle, state.board.empty_neighbours(place), sea_path, make)


class SeaPathGuard:
    """What a placement must not touch to leave the current sea path open, so that only the
    placements that might cut it get the full search (:meth:`Board.sea_path_exists_with`).

    Edition 2: a placement can cut a path only by making one of the path's own unit edges land at
    both ends (inside a tile a ship moves freely), so only placements that fix an end of such an
    edge as land are searched. Edition 1: placements covering an empty square of the path."""

    def __init__(self, state: GameState) -> None:
        self.strict = edition(state) >= 2
        board = state.board
        self.vertices = board.vertices
        self.squares: set = set()
        self.edges_at: dict[int, list[tuple[int, int]]] = {}
        if self.strict:
            for edge in board.sea_route_edges() or ():
                for vertex in edge:
                    self.edges_at.setdefault(vertex, []).append(edge)
        else:
            self.squares = set(board.sea_path(strict=False) or ())

    def may_cut(self, shape: OrientedTile, x: int, y: int) -> bool:
        if not self.strict:
            return any((x + dx, y + dy) in self.squares for dx, dy in shape.squares)
        base = vertex_index(x, y)
        laid = {base + offset: bit for offset, bit in shape.vertex_checks}
        vertices = self.vertices
        for vertex, bit in laid.items():
            if bit != LAND:
                continue
            for v1, v2 in self.edges_at.get(vertex, ()):
                if laid.get(v1, vertices[v1]) == LAND and laid.get(v2, vertices[v2]) == LAND:
                    return True
        return False


def sea_path_squares(state: GameState) -> SeaPathGuard:
    """The current sea path's guard for :func:`placements_around` (see :class:`SeaPathGuard`)."""
    return SeaPathGuard(state)


def placements_around(state: GameState, tiles: Sequence[str], vehicle: str, frontier: list, sea_path: "SeaPathGuard",
                      make=Place) -> list[Action]:
    """Legal placements of ``tiles`` covering at least one square of ``frontier``
    (``sea_path``: :func:`sea_path_squares`; a placement that may cut it is checked in full)."""
    board = state.board
    strict = edition(state) >= 2
    anchors: dict[tuple[int, int], set] = {(1, 1): set(frontier), (2, 1): set(), (1, 2): set()}
    for x, y in frontier:
        anchors[(2, 1)].update(((x, y), (x - 1, y)))
        anchors[(1, 2)].update(((x, y), (x, y - 1)))
    ordered = {size: sorted(squares, key=lambda s: (s[1], s[0])) for size, squares in anchors.items()}
    result: list[Action] = []
    for tile in sorted(set(tiles)):
        for face in faces_of(tile):
            for rotation in range(4):
                shape = oriented(tile, face, rotation)
                for x, y in ordered[(shape.width, shape.height)]:
                    if board.mismatch(shape, x, y) is not None:
                        continue
                    if sea_path.may_cut(shape, x, y) and not board.sea_path_exists_with(shape, x, y, strict):
                        continue
                    result.append(make(vehicle, tile, face, rotation, (x, y)))
    return result


def _destinations(state: GameState, player: PlayerState, vehicle: str) -> list[int]:
    place = player.position(vehicle)
    if place is None:
        return []
    if vehicle == "ship":
        return state.board.ship_destinations(place, state.frozen_rows)
    return state.board.sled_destinations(place, state.frozen_rows)


def _moves(state: GameState, player: PlayerState, vehicle: str) -> list[Action]:
    moves: list[Action] = []
    rules = rules_of(state)
    tolled = rules.tolled_place(state)
    for destination in _destinations(state, player, vehicle):
        if destination < 0:
            moves.append(Move(vehicle, PLACE_ARROWS[destination]))
        elif destination == tolled:
            anchor = state.board.anchor_of(destination)
            moves.extend(Move(vehicle, anchor, paying) for paying in rules.entry_payments(state, player, vehicle))
        else:
            moves.append(Move(vehicle, state.board.anchor_of(destination)))
    return moves


def _transfers(state: GameState, player: PlayerState, vehicle: str, cost: int) -> list[Action]:
    if player.sled_lost or (player.sled is not None and player.sled != player.ship):
        return []
    rules = rules_of(state)
    acting = rules.crew_when_acting(state, player, vehicle, cost)  # the columns the transfer will find
    total_available = acting.ship_available + acting.sled_available
    total_resting = acting.ship_resting + acting.sled_resting
    now = (acting.sled_available, acting.sled_resting)
    can_deploy = player.sled is not None or (
        player.ship is not None and state.board.has_land_or_ice(player.ship, state.frozen_rows)
    )
    deploying_on_a_toll = player.sled is None and player.ship is not None and player.ship == rules.tolled_place(state)
    result: list[Action] = []
    for available in range(total_available + 1):
        for resting in range(total_resting + 1):
            if (available, resting) == now:
                continue
            if available + resting > 0 and not can_deploy:
                continue
            if available + resting > 0 and deploying_on_a_toll:  # a sled deployed there pays the entry too
                result.extend(Transfer(vehicle, available, resting, paying) for paying in
                              rules.entry_payments(state, player, "sled", (available, resting)))
            else:
                result.append(Transfer(vehicle, available, resting))
    return result


# --- applying actions ------------------------------------------------------------------------
def apply(state: GameState, action: Action) -> GameState:
    """The state after ``action`` (which must be one of ``legal_actions(state)``).

    The given state is not changed. Chance (tiles revealed from the bag) is drawn
    from the state's generator and written into the new state's record.
    """
    return _apply(state, action, None)


def apply_recorded(state: GameState, action: Action, outcome: Sequence[str]) -> GameState:
    """Like :func:`apply`, but the tiles revealed are the recorded ``outcome``."""
    recorded = _RecordedOutcome(outcome)
    after = _apply(state, action, recorded)
    if recorded.tiles:
        raise RecordError(f"the record reveals more tiles than '{action}' draws")
    return after


def apply_revealing(state: GameState, action: Action, reveal: Reveal) -> GameState:
    """Like :func:`apply`, but ``reveal(bag)`` chooses each tile revealed from the bag."""
    return _apply(state, action, reveal)


def _apply(state: GameState, action: Action, forced: Reveal | None) -> GameState:
    rules = rules_of(state)
    s = state.copy()
    outcome: list[str] = []
    player = s.players[s.current]
    if s.holes is not None:
        _fill_chosen(s, action)
    elif s.phase == "setup":
        _take_from_display(s, player, action.tile, forced, outcome)
        s.setup_pickers.pop(0)
        if s.setup_pickers:
            s.current = s.setup_pickers[0]
        else:
            s.phase = "play"
            s.current = s.turn_order[0]
    elif s.phase == "refresh_draw":
        _draw(s, player, action.tile, forced, outcome)
        s.phase = "play"
        s.refresh_vehicle = None
        s.pending = None
        rules.after_action(s, player, action)
    elif s.phase not in STANDARD_PHASES:
        rules.apply_phase(s, player, action, forced, outcome)
    elif isinstance(action, Pass):
        rules.pass_turn(s, forced, outcome)
    elif isinstance(action, EndTurn):
        _next_turn(s, forced, outcome)
    elif not hasattr(action, "vehicle"):
        rules.apply_variant_action(s, player, action, forced, outcome)
    else:
        _pay(s, player, action.vehicle, action_cost(state, action))
        rules.before_action(s, player, action)
        s.actions_this_turn += 1
        if isinstance(action, Draw):
            _draw(s, player, action.tile, forced, outcome)
        elif isinstance(action, Refresh):
            rules.apply_refresh(s, action, forced, outcome)
            s.phase = "refresh_draw"
            s.refresh_vehicle = action.vehicle
        elif isinstance(action, Place):
            player.hand.remove(action.tile)
            place_tile(s, player, action)
        elif isinstance(action, Move):
            _move(s, player, action, forced, outcome)
        elif isinstance(action, Transfer):
            _transfer(player, action)
        elif isinstance(action, PickUp):
            kind = s.board.tokens.pop(action.square)
            player.tokens[kind] += 1
            rules.pickup(s, player, kind, action.square)
        else:
            rules.apply_variant_action(s, player, action, forced, outcome)
        if s.phase != "over":
            rules.after_action(s, player, action)
    if s.holes is not None and s.phase == "over":  # nobody is left to choose: the first choice
        while s.holes is not None:
            _fill_chosen(s, hole_choices(s, tuple(s.holes["left"][0]))[0])
    rules.after_any(state, s, action)
    s.history.append((str(action), tuple(outcome)))
    s.actors.append(state.current)
    return s


def _pay(s: GameState, player: PlayerState, vehicle: str, cost: int) -> None:
    if vehicle == "ship":
        player.ship_available -= cost
        player.ship_resting += cost
    else:
        player.sled_available -= cost
        player.sled_resting += cost


def _draw_from_bag(s: GameState, forced: Reveal | None, outcome: list[str]) -> str | None:
    return reveal_from(s, s.bag, forced, outcome)


def reveal_from(s: GameState, pool: list, forced: Reveal | None, outcome: list[str]) -> str | None:
    """Take one item out of ``pool`` by chance (the state's generator, or ``forced``), and note it
    in ``outcome``; None when the pool is empty."""
    if not pool:
        return None
    if forced is None:
        s.rng, index = rng.below(s.rng, len(pool))
        item = pool.pop(index)
    else:
        item = forced(pool)
        pool.remove(item)
    outcome.append(item)
    return item


def _take_from_display(s: GameState, player: PlayerState, tile: str, forced, outcome) -> None:
    slot = s.display.index(tile)
    player.hand.append(tile)
    s.display[slot] = _draw_from_bag(s, forced, outcome)


def _draw(s: GameState, player: PlayerState, tile: str, forced, outcome) -> None:
    if is_large(tile):
        _take_from_display(s, player, tile, forced, outcome)
    else:
        s.piles[tile] -= 1
        player.hand.append(tile)


def place_tile(s: GameState, player: PlayerState, action: Place | DrawPlace) -> None:
    """Lay a tile (already out of the hand), fill the holes it closes, score the islands it completes.

    Edition 2: where a hole leaves a choice (two kinds of small tile fit a board-corner hole, or
    a Joker can come from two piles), the placing player decides (:func:`hole_choices`); the game
    waits in ``state.holes`` and the islands are scored once every hole is filled."""
    board = s.board
    x, y = action.square
    board.put(PlacedTile(action.tile, action.face, action.rotation, x, y))
    shape = oriented(action.tile, action.face, action.rotation)
    new_squares = [(x + dx, y + dy) for dx, dy in shape.squares]
    holes = board.holes_near(new_squares)
    if edition(s) >= 2:
        s.holes = {"player": s.players.index(player), "squares": [list(q) for q in new_squares],
                   "left": [list(hole) for hole in holes]}
        _settle_holes(s)
        return
    for hole in holes:
        filler = _fill_hole(s, hole)
        if filler is not None:
            board.put(filler)
            new_squares.append(hole)
    _score_islands(s, player, new_squares)


def _score_islands(s: GameState, player: PlayerState, squares: list) -> None:
    for _island, size in s.board.complete_islands(squares):
        if s.cartography_left > 0:
            s.cartography_left -= 1
            player.tokens["Cartography"] += 1
        player.points["islands"] += data.island_points(size)


def _hole_patterns(board: Board, hole: tuple[int, int]) -> list[tuple[str, int]]:
    """The small tiles (pile, rotation) whose corners fit ``hole``: one, or two for a board-corner
    hole whose free corner may be land or sea (the sea reading first)."""
    corners = [board.vertices[v] for v in square_corners(*hole)]
    readings = [tuple(SEA if c == UNFIXED else c for c in corners)]
    if UNFIXED in corners:
        readings.append(tuple(LAND if c == UNFIXED else c for c in corners))
    return [SMALL_TILE_FOR_CORNERS[reading] for reading in readings]


def hole_choices(state: GameState, hole: tuple[int, int]) -> list[Fill]:
    """How ``hole`` can be filled (edition 2): each small tile that fits and is left in its pile;
    with none left, a Joker from each pile that is not empty (the largest pile first, so the first
    choice is the edition-1 one). Empty when the piles are all empty."""
    real = [Fill(hole, pile) for pile, _rotation in _hole_patterns(state.board, hole) if state.piles[pile] > 0]
    if real:
        return real
    piles = sorted((pile for pile in data.SMALL_PILE_NAMES if state.piles[pile] > 0),
                   key=lambda pile: (-state.piles[pile], data.SMALL_PILE_NAMES.index(pile)))
    return [Fill(hole, pile, joker=True) for pile in piles]


def _settle_holes(s: GameState) -> None:
    """Fill the waiting holes in order while each has at most one way to be filled; stop at the
    first real choice (left to the player), else score the islands and clear ``s.holes``."""
    holes = s.holes
    while holes["left"]:
        choices = hole_choices(s, tuple(holes["left"][0]))
        if len(choices) > 1:
            return
        hole = tuple(holes["left"].pop(0))
        if choices:
            _put_filler(s, choices[0])
            holes["squares"].append(list(hole))
    s.holes = None
    _score_islands(s, s.players[holes["player"]], [tuple(q) for q in holes["squares"]])


def filler_of(state: GameState, choice: Fill) -> PlacedTile:
    """The tile ``choice`` puts in its hole, as it will lie (a Joker shows the required pattern,
    a free corner read as sea)."""
    patterns = _hole_patterns(state.board, choice.square)
    x, y = choice.square
    if choice.joker:
        pile, rotation = patterns[0]
        return PlacedTile(pile, "A", rotation, x, y, joker=True)
    return PlacedTile(choice.pile, "A", dict(patterns)[choice.pile], x, y)


def _put_filler(s: GameState, choice: Fill) -> None:
    s.board.put(filler_of(s, choice))
    s.piles[choice.pile] -= 1


def _fill_chosen(s: GameState, action: Action) -> None:
    """Apply the player's choice for the first waiting hole, then settle the rest."""
    hole = tuple(s.holes["left"][0])
    if not isinstance(action, Fill) or action not in hole_choices(s, hole):
        raise ValueError(f"'{action}' does not fill the hole at {square_name(hole)}")
    s.holes["left"].pop(0)
    _put_filler(s, action)
    s.holes["squares"].append(list(hole))
    _settle_holes(s)


def _fill_hole(s: GameState, hole: tuple[int, int]) -> PlacedTile | None:
    """Edition 1: the small tile that fills a hole: the matching pile (a free corner read as sea),
    else a Joker from the largest pile."""
    pile, rotation = SMALL_TILE_FOR_CORNERS[s.board.hole_corners(hole)]
    if s.piles[pile] > 0:
        s.piles[pile] -= 1
        return PlacedTile(pile, "A", rotation, hole[0], hole[1])
    source = max(data.SMALL_PILE_NAMES, key=lambda name: s.piles[name])
    if s.piles[source] == 0:
        return None
    s.piles[source] -= 1
    return PlacedTile(pile, "A", rotation, hole[0], hole[1], joker=True)


def _move(s: GameState, player: PlayerState, action: Move, forced, outcome: list) -> None:
    if isinstance(action.destination, str):
        destination = ARROW_PLACES[action.destination]
    else:
        destination = s.board.tile_index_at(action.destination)
    if action.vehicle == "ship":
        player.ship = destination
    else:
        player.sled = destination
    if destination == NWP and player.nwp_token is None and s.nwp_tokens:
        player.nwp_token = s.nwp_tokens.pop(0)
        player.points["nwp"] += player.nwp_token
    elif destination == GREENLAND:
        if s.greenland_tokens:
            player.greenland_token = s.greenland_tokens.pop(0)
            player.points["greenland"] += player.greenland_token
        player.home = True
        player.returned_with = action.vehicle
        s.home_order.append(s.current)
        rules_of(s).went_home(s, forced, outcome)


def _transfer(player: PlayerState, action: Transfer | Action) -> None:
    total_available = player.crew_available
    total_resting = player.ship_resting + player.sled_resting
    player.sled_available, player.sled_resting = action.sled_available, action.sled_resting
    player.ship_available = total_available - action.sled_available
    player.ship_resting = total_resting - action.sled_resting
    if action.sled_available + action.sled_resting == 0:
        player.sled = None
    elif player.sled is None:
        player.sled = player.ship


def _next_turn(s: GameState, forced: Reveal | None, outcome: list) -> None:
    """Hand over to the next player in turn order who has neither passed nor gone home."""
    s.actions_this_turn = 0
    order = s.turn_order
    start = order.index(s.current)
    for step in range(1, len(order) + 1):
        candidate = order[(start + step) % len(order)]
        if candidate not in s.passed and not s.players[candidate].home:
            s.current = candidate
            return
    end_round(s, forced, outcome)


def end_round(s: GameState, forced: Reveal | None, outcome: list) -> None:
    """Move the sun, apply the ice, reset crew and turn order (or end the game after round 10).
    A variant's chance at the new round is drawn with ``forced`` and noted in ``outcome``."""
    if s.round >= data.ROUNDS:
        s.phase = "over"
        return
    s.round += 1
    s.disc = data.disc_position_for_round(s.round)
    events: list[dict] = []
    rules = rules_of(s)
    rules.new_round(s, events, forced, outcome)
    frozen = s.frozen_rows
    for index, player in enumerate(s.players):
        if player.home:
            continue
        if player.sled is not None and player.sled >= 0 and not s.board.has_land_or_ice(player.sled, frozen):
            lost = player.aboard("sled")
            events.append({"player": index, "event": "sled_lost", "crew": lost, "at": place_name(s, player.sled)})
            player.lost_crew += lost
            player.sled_available = player.sled_resting = 0
            player.sled = None
            player.sled_lost = True
        if player.ship is not None and player.ship >= 0 and not s.board.has_open_sea(player.ship, frozen):
            events.append({"player": index, "event": "ship_blocked", "at": place_name(s, player.ship)})
        player.ship_available += player.ship_resting
        player.sled_available += player.sled_resting
        player.ship_resting = player.sled_resting = 0
    s.round_events = events
    s.turn_order = s.passed + [p for p in s.turn_order if p not in s.passed]
    s.passed = []
    active = [p for p in s.turn_order if not s.players[p].home]
    s.current = active[0]
    rules.after_round(s)


# --- checked play ------------------------------------------------------------------------------
def canonical(state: GameState, action: Action) -> Action:
    """The same action in canonical form (a move, of a vehicle or a variant's piece, names its
    destination tile's top-left square)."""
    destination = getattr(action, "destination", None)
    if isinstance(destination, tuple) and on_grid(*destination):
        index = state.board.tile_index_at(destination)
        if index >= 0:
            return action._replace(destination=state.board.anchor_of(index))
    return action


def setup_of(record: dict) -> dict:
    """A variant's own setup in a record: its options and chance outcomes (empty for standard)."""
    return {key: record[key] for key in ("options", "voyage", "edition") if key in record}


def final_scores(state: GameState) -> dict:
    """Final scores with a breakdown per player and category (see scoring.py)."""
    return rules_of(state).final_scores(state)


__all__ = [
    "IllegalActionError", "RecordError", "Rules", "RULES", "new_game", "initial_state",
    "current_player", "is_over", "action_cost", "legal_actions", "apply", "apply_recorded", "apply_revealing",
    "final_scores", "canonical", "place_name", "ship_blocked", "STANDARD_PHASES",
    "reveal_from", "place_tile", "placements_around", "placements_next_to", "end_round", "setup_of",
    "RULES_EDITION", "edition", "hole_choices", "filler_of", "sea_path_squares",
]
