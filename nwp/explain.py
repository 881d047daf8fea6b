"""Readable reasons why an action is not legal now, for players and for typed errors.

``why_illegal(state, action)`` returns a :class:`nwp.reasons.Reason`: a stable code, the
English sentence naming the square or vehicle involved, and the key and parameters the page
says it with in the player's language. It reads as the pair ``(code, message)``.
It is only called for actions that ``legal_actions`` does not contain.
"""

from __future__ import annotations

from . import data
from .actions import (VARIANT_KINDS, Action, Done, Draw, DrawPlace, EndTurn, Fill, Move, Pass, PayWith, PickUp, Place, Refresh,
                      SacrificeFrom, Take, Transfer)
from .board import NWP
from .engine import ARROW_PLACES, RULES, action_cost, rules_of
from .geometry import VERTEX_STRIDE, oriented, square_name
from .reasons import Reason, reason
from .state import GameState


def why_illegal(state: GameState, action: Action) -> Reason:
    if state.phase == "over":
        return reason("game_over")
    own = rules_of(state).why_illegal(state, action)
    if own is not None:
        return own
    if state.holes is not None and not isinstance(action, Fill):
        return reason("hole")
    if state.phase == "setup":
        if isinstance(action, Draw) and action.tile in state.display:
            return reason("setup_pick", "setup_pick_displayed")
        return reason("setup_pick")
    if state.phase == "refresh_draw":
        kind = (state.pending or {}).get("refresh")
        return reason("refresh_draw", "refresh_draw_kind", kind=kind) if kind else reason("refresh_draw")
    if state.phase == "bonus":
        return reason("bonus", "bonus_draw" if state.pending["kind"] == "draw" else "bonus_place")
    if state.phase == "strait":
        return reason("strait")
    if isinstance(action, (Done, Take)):
        return reason("no_choice")
    if isinstance(action, Fill):
        return reason("no_hole") if state.holes is None else reason("no_hole", "hole_misfit")
    rules = rules_of(state)
    if isinstance(action, VARIANT_KINDS) and not isinstance(action, rules.own_kinds):
        owner = next((other for other in RULES.values() if isinstance(action, other.own_kinds)), None)
        return (reason("not_in_variant", "only_in_mode", action=str(action), mode=owner) if owner is not None
                else reason("not_in_variant", "not_an_action", action=str(action)))
    if isinstance(action, SacrificeFrom):
        return reason("no_sacrifice")
    if isinstance(action, PayWith):
        return reason("already_paying", resource=action.resource)
    if isinstance(action, Refresh) and bool(action.kind) != rules.refreshes_by_kind:
        owner = next(other for other in RULES.values() if other.refreshes_by_kind)
        return (reason("not_in_variant", "refresh_which") if rules.refreshes_by_kind
                else reason("not_in_variant", "refresh_by_kind_only", mode=owner))
    player = state.players[state.current]
    if isinstance(action, EndTurn) and rules.ends_turn_by_passing:
        return reason("pass_instead", mode=rules)
    if isinstance(action, Pass):
        return reason("already_acted")
    if isinstance(action, EndTurn):
        return reason("must_act")
    if player.crew_available == 0 and state.actions_this_turn == 0:
        return reason("must_pass")
    vehicle = action.vehicle
    place = player.position(vehicle)
    if place is None:
        return reason("no_vehicle", "sled_lost_in_thaw" if vehicle == "sled" and player.sled_lost else "sled_not_deployed")
    if isinstance(action, PickUp) and action.square not in state.board.tokens:
        return reason("no_token", square=square_name(action.square))
    cost = action_cost(state, action)
    available = player.available(vehicle)
    if cost > available:
        return reason("crew", vehicle=vehicle, cost=cost, available=available)
    if isinstance(action, Draw):
        if action.tile.startswith("L"):
            return reason("not_displayed", tile=action.tile)
        return reason("empty_pile", tile=action.tile)
    if isinstance(action, Refresh):
        return reason("empty_bag")
    if isinstance(action, DrawPlace):
        if action.tile != state.display[0]:
            return reason("not_leftmost", tile=state.display[0])
        holding = player.copy()
        holding.hand = holding.hand + [action.tile]  # as if drawn: the placement rules decide the rest
        return _why_not_place(state, holding, Place(*action), place)
    if isinstance(action, Place):
        return _why_not_place(state, player, action, place)
    if isinstance(action, Move):
        return _why_not_move(state, player, action, place)
    if isinstance(action, Transfer):
        if player.sled_lost:
            return reason("sled_lost")
        if player.sled is not None and player.sled != player.ship:
            return reason("apart")
        if action.sled_available + action.sled_resting > 0 and player.sled is None:
            return reason("deploy")
        return reason("transfer")
    if isinstance(action, PickUp):
        return reason("token_elsewhere", square=square_name(action.square), vehicle=vehicle)
    return reason("illegal", action=str(action))


def _why_not_place(state: GameState, player, action: Place, place: int) -> Reason:
    where = square_name(action.square) if 0 <= action.square[0] < data.GRID_WIDTH else str(action.square)
    if action.tile not in player.hand:
        return reason("not_in_hand", tile=action.tile)
    try:
        shape = oriented(action.tile, action.face, action.rotation)
    except KeyError:
        return reason("face")
    if place < 0:
        return reason("no_presence", vehicle=action.vehicle)
    x, y = action.square
    problem = state.board.mismatch(shape, x, y)
    if problem == "off_grid":
        return reason("off_grid", "tile_off_grid", square=where)
    if problem == "occupied":
        return reason("occupied", square=where)
    if not state.board.touches_place(shape, x, y, place):
        return reason("not_adjacent", "tile_not_adjacent", vehicle=action.vehicle)
    if problem == "land_sea":
        return reason("land_sea", square=square_name(_first_mismatch(state, shape, x, y)))
    return reason("sea_path")


def _first_mismatch(state: GameState, shape, x: int, y: int):
    base = y * VERTEX_STRIDE + x
    for offset, bit in shape.vertex_checks:
        fixed = state.board.vertices[base + offset]
        if fixed >= 0 and fixed != bit:
            vx, vy = (base + offset) % VERTEX_STRIDE, (base + offset) // VERTEX_STRIDE
            return (min(max(vx, x), x + shape.width - 1), min(max(vy, y), y + shape.height - 1))
    return (x, y)


def _why_not_move(state: GameState, player, action: Move, place: int) -> Reason:
    board = state.board
    vehicle = action.vehicle
    if isinstance(action.destination, str):
        target, name = ARROW_PLACES[action.destination], action.destination
    else:
        sx, sy = action.destination
        if not (0 <= sx < data.GRID_WIDTH and 0 <= sy < data.GRID_HEIGHT):
            return reason("off_grid")
        target, name = board.tile_index_at(action.destination), square_name(action.destination)
        if target < 0:
            return reason("no_tile", square=name)
    if target == place:
        return reason("same_place", vehicle=vehicle)
    if target not in board.neighbour_edges(place):
        return reason("not_adjacent", place=name, vehicle=vehicle)
    frozen = state.frozen_rows
    if vehicle == "ship":
        if not board.has_open_sea(place, frozen):
            return reason("blocked")
        if target >= 0 and not board.has_open_sea(target, frozen):
            return reason("frozen")
        if target == NWP and frozen > data.NWP_SQUARES[0][1]:
            return reason("frozen")
        return reason("no_sea_passage", place=name)
    return reason("no_land_passage", place=name)


__all__ = ["why_illegal"]
