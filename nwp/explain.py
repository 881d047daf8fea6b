"""Readable reasons why an action is not legal now, for players and for typed errors.

``why_illegal(state, action)`` returns ``(code, message)``: a stable code for
translation and an English sentence naming the square or vehicle involved.
It is only called for actions that ``legal_actions`` does not contain.
"""

from __future__ import annotations

from . import data
from .actions import (VARIANT_KINDS, Action, Done, Draw, DrawPlace, EndTurn, Fill, Move, Pass, PayWith, PickUp, Place, Refresh,
                      SacrificeFrom, Take, Transfer)
from .board import NWP
from .engine import ARROW_PLACES, RULES, action_cost, rules_of
from .geometry import VERTEX_STRIDE, oriented, square_name
from .state import GameState


def why_illegal(state: GameState, action: Action) -> tuple[str, str]:
    if state.phase == "over":
        return "game_over", "the game is over"
    own = rules_of(state).why_illegal(state, action)
    if own is not None:
        return own
    if state.holes is not None and not isinstance(action, Fill):
        return "hole", "first choose the small tile for the hole your placement closed"
    if state.phase == "setup":
        if isinstance(action, Draw) and action.tile in state.display:
            return "setup_pick", "take one of the four displayed large tiles"
        return "setup_pick", "first, each player takes one of the four displayed large tiles for free"
    if state.phase == "refresh_draw":
        kind = (state.pending or {}).get("refresh")
        return "refresh_draw", f"after a refresh, draw one of the new {kind} tiles" if kind else \
            "after a refresh, draw a large tile from the display or a small tile"
    if state.phase == "bonus":
        second = "draw a second small tile of another type" if state.pending["kind"] == "draw" else \
            "place a second small tile next to the first"
        return "bonus", f"first {second}, or choose Done"
    if state.phase == "strait":
        return "strait", "first take the Strait's reward: food or morale"
    if isinstance(action, (Done, Take)):
        return "no_choice", "there is no choice of that kind to make now"
    if isinstance(action, Fill):
        return "no_hole", "no hole is waiting for a small tile now" if state.holes is None else \
            "that small tile does not fit the hole, or its pile is empty"
    rules = rules_of(state)
    if isinstance(action, VARIANT_KINDS) and not isinstance(action, rules.own_kinds):
        owner = next((other for other in RULES.values() if isinstance(action, other.own_kinds)), None)
        return "not_in_variant", (f"'{action}' is an action only in {owner.title}" if owner is not None
                                  else f"'{action}' is not an action of this game")
    if isinstance(action, SacrificeFrom):
        return "no_sacrifice", ("the choice of the crewman to sacrifice comes when food and morale run out "
                                "and both the ship and the sled have crew")
    if isinstance(action, PayWith):
        return "already_paying", f"you already pay with {action.resource}"
    if isinstance(action, Refresh) and bool(action.kind) != rules.refreshes_by_kind:
        owner = next(other for other in RULES.values() if other.refreshes_by_kind)
        return "not_in_variant", ("say which half of the Sextant to refresh: large or small" if rules.refreshes_by_kind
                                  else f"only {owner.title} refreshes large or small tiles")
    player = state.players[state.current]
    if isinstance(action, EndTurn) and rules.ends_turn_by_passing:
        return "pass_instead", f"in {rules.title} a turn ends by passing"
    if isinstance(action, Pass):
        return "already_acted", "you have already acted this turn: end your turn instead of passing"
    if isinstance(action, EndTurn):
        return "must_act", "take at least one action or pass"
    if player.crew_available == 0 and state.actions_this_turn == 0:
        return "must_pass", "you have no available crewmen: you must pass"
    vehicle = action.vehicle
    place = player.position(vehicle)
    if place is None:
        reason = "was lost in the thaw" if vehicle == "sled" and player.sled_lost else "is not deployed"
        return "no_vehicle", f"your sled {reason}"
    if isinstance(action, PickUp) and action.square not in state.board.tokens:
        return "no_token", f"there is no token at {square_name(action.square)}"
    cost = action_cost(state, action)
    available = player.available(vehicle)
    if cost > available:
        return "crew", f"the {vehicle} needs {cost} available crewmen for this, and has {available}"
    if isinstance(action, Draw):
        if action.tile.startswith("L"):
            return "not_displayed", f"{action.tile} is not on display"
        return "empty_pile", f"the {action.tile} pile is empty"
    if isinstance(action, Refresh):
        return "empty_bag", "the bag is empty: there is nothing to refresh"
    if isinstance(action, DrawPlace):
        if action.tile != state.display[0]:
            return "not_leftmost", f"only the leftmost display tile ({state.display[0]}) can be drawn and placed at once"
        holding = player.copy()
        holding.hand = holding.hand + [action.tile]  # as if drawn: the placement rules decide the rest
        return _why_not_place(state, holding, Place(*action), place)
    if isinstance(action, Place):
        return _why_not_place(state, player, action, place)
    if isinstance(action, Move):
        return _why_not_move(state, player, action, place)
    if isinstance(action, Transfer):
        if player.sled_lost:
            return "sled_lost", "your sled was lost: there is no sled to transfer crew to"
        if player.sled is not None and player.sled != player.ship:
            return "apart", "crew can only be transferred when the ship and the sled share a tile"
        if action.sled_available + action.sled_resting > 0 and player.sled is None:
            return "deploy", "the sled must be deployed on land or ice on the ship's tile"
        return "transfer", "that many crewmen are not there to transfer"
    if isinstance(action, PickUp):
        return "token_elsewhere", f"the token at {square_name(action.square)} is not on the {vehicle}'s tile"
    return "illegal", f"'{action}' is not allowed now"


def _why_not_place(state: GameState, player, action: Place, place: int) -> tuple[str, str]:
    where = square_name(action.square) if 0 <= action.square[0] < data.GRID_WIDTH else str(action.square)
    if action.tile not in player.hand:
        return "not_in_hand", f"{action.tile} is not in your hand"
    try:
        shape = oriented(action.tile, action.face, action.rotation)
    except KeyError:
        return "face", "small tiles are placed Exploration side up (face A)"
    if place < 0:
        return "no_presence", f"the {action.vehicle} must be on a tile to place one next to it"
    x, y = action.square
    problem = state.board.mismatch(shape, x, y)
    if problem == "off_grid":
        return "off_grid", f"the tile does not fit on the board at {where}"
    if problem == "occupied":
        return "occupied", f"there is already a tile at {where}"
    if not state.board.touches_place(shape, x, y, place):
        return "not_adjacent", f"the tile must touch the tile your {action.vehicle} is on"
    if problem == "land_sea":
        return "land_sea", f"no land or sea matches at {square_name(_first_mismatch(state, shape, x, y))}"
    return "sea_path", "this would cut every sea route from Greenland to the Northwest Passage"


def _first_mismatch(state: GameState, shape, x: int, y: int):
    base = y * VERTEX_STRIDE + x
    for offset, bit in shape.vertex_checks:
        fixed = state.board.vertices[base + offset]
        if fixed >= 0 and fixed != bit:
            vx, vy = (base + offset) % VERTEX_STRIDE, (base + offset) // VERTEX_STRIDE
            return (min(max(vx, x), x + shape.width - 1), min(max(vy, y), y + shape.height - 1))
    return (x, y)


def _why_not_move(state: GameState, player, action: Move, place: int) -> tuple[str, str]:
    board = state.board
    vehicle = action.vehicle
    if isinstance(action.destination, str):
        target, name = ARROW_PLACES[action.destination], action.destination
    else:
        sx, sy = action.destination
        if not (0 <= sx < data.GRID_WIDTH and 0 <= sy < data.GRID_HEIGHT):
            return "off_grid", "that is off the board"
        target, name = board.tile_index_at(action.destination), square_name(action.destination)
        if target < 0:
            return "no_tile", f"there is no tile at {name}"
    if target == place:
        return "same_place", f"the {vehicle} is already there"
    if target not in board.neighbour_edges(place):
        return "not_adjacent", f"{name} is not next to the {vehicle}'s tile"
    frozen = state.frozen_rows
    if vehicle == "ship":
        if not board.has_open_sea(place, frozen):
            return "blocked", "the ship is blocked in the ice until the thaw"
        if target >= 0 and not board.has_open_sea(target, frozen):
            return "frozen", "the ship cannot enter a frozen tile"
        if target == NWP and frozen > data.NWP_SQUARES[0][1]:
            return "frozen", "the ship cannot enter a frozen tile"
        return "no_sea_passage", f"no open sea passage leads to {name}"
    return "no_land_passage", f"no land or ice passage leads to {name}"


__all__ = ["why_illegal"]
