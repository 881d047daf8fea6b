"""How the computer players play the designer's original solo variant (``solo-original``, nwp/solo.py).

They play it by the standard aims (nwp/bots.py) with the variant's own scoring, as terms of
:data:`nwp.bots.EXTRA_TERMS`:

* no majorities: the variant does not score them (one player would hold them all);
* every square left empty costs a point at the end, so each square a tile covers is worth a
  point now: placing tiles is most of the score;
* tiles are laid only beside a vehicle, and a crewman acts only for his own vehicle, so each
  vehicle whose tile has no empty square around it is worth bringing to one, by the crew
  aboard it (:func:`crew_moves_to_room`): the crew go to the vehicle that has room.

The variant's turns need no term: alone, the bots end their turn after each action, since the
next turn is theirs at once and a second action would only pay the surcharge
(:func:`nwp.bots.ends_turn_alone`), and their plans count a second action at a new turn's cost.

The Passage token is 10 in the first year (rounds 1-5) and 3 after it. The standard evaluation
fades the token on offer over the whole game, so the bots never raced for the 10 (docs/ai.md,
issue 21, eighteenth step). In the first year the term ``passage`` is instead the larger of the
second year's 3, faded as the standard term fades it, and the first year's dash
(:func:`dash_value`): the whole token while a vehicle's crew can still lay and sled (or sail) its
way there this year, counted by :func:`actions_to_passage` against the crew actions it has left.

The hard bot's way home (``ship_safety`` and ``sled_safety``) is counted as a player alone can count
it (:func:`safety_terms`): the crew actions left against the planned way home, each crewman on the
way his vehicle depends on, and with no margin in the last round when that way is known exactly.
"""

from __future__ import annotations

import heapq

from . import data
from .board import GREENLAND, NWP
from .geometry import DIRECTIONS, on_grid
from .bots import (EXTRA_TERMS, HOME_SAFETY_TERMS, PLANNED_RISK_SPAN, UNREACHABLE, Outlook, crew_actions_left, distances, fading_risk,
                   memoised, moves_home, moves_to_passage, passage_value, reaches, sled_adrift, sled_out, way_home_is_known)
from .scoring import abandonment_penalty
from .solo import EMPTY_SQUARE_PENALTY, ORIGINAL_NWP_BY_YEAR, ORIGINAL_YEAR_LENGTH, OriginalSolo
from .state import GameState, PlayerState


ROOM_MOVE = 1.0  # a move less to a tile with an empty square beside it (where tiles can be laid)
ROOM_HORIZON = 6  # moves beyond which that room is as good as out of reach


def _vehicle_moves_to_room(state: GameState, reach: dict[int, int]) -> int:
    """Moves of one vehicle (``reach``: its :func:`nwp.bots.distances`) to a tile beside an empty square."""
    best = UNREACHABLE
    board = state.board
    for place, steps in reach.items():
        if place >= 0 and steps < best and board.empty_neighbours(place):
            best = steps
    return best


def crew_moves_to_room(state: GameState, index: int) -> float:
    """Moves to room (a tile beside an empty square) of each vehicle, weighted by the crewmen
    aboard it (its column, acted or not): a crewman acts only for his own vehicle, so crewmen on
    a ship frozen in far from any empty square lay no tile, however near the sled is. A vehicle
    that reaches no such tile counts :data:`ROOM_HORIZON` moves.

    So does a vehicle that cannot move at all (a ship frozen in), whatever lies beside it: its
    crew lay tiles only there, and the room runs out as they do. Counted as room, the last
    squares beside a frozen-in ship were worth more empty than covered (a tile laid there cost
    its crew the whole horizon), and the ship kept them empty while its crew drew tiles it
    never laid (docs/ai.md, issue 21, sixteenth step)."""
    player = state.players[index]
    crew = player.crew_on_board
    if crew == 0:
        return 0.0
    total = 0.0
    for vehicle, reach in zip(("ship", "sled"), reaches(state, player)):
        aboard = player.aboard(vehicle)
        if aboard and reach:
            stuck = len(reach) == 1
            total += aboard * (ROOM_HORIZON if stuck else min(_vehicle_moves_to_room(state, reach), ROOM_HORIZON))
    return total / crew


DASH_VALUE = 10.0  # the first year's token, with DASH_MARGIN actions to spare
DASH_MARGIN = 2  # crew actions of slack under which the dash is worth less (the plan may not fit)
DASH_SHORT = 1.0  # what each action of spare under the margin takes off the dash's value
PLACEMENT_ACTIONS = 1.5  # a tile laid on the way: 1 when the display's first tile or one in hand fits, 2 by a draw
SHIP_LAST_ROUND = 3  # row 3 freezes in rounds 4 and 5: a ship reaches the Passage's square by round 3


def actions_to_passage(state: GameState, start: int, vehicle: str) -> float:
    """Crew actions for ``vehicle`` on ``start`` to reach the NWP arrow, laying its own way: a move
    per place entered, a tile laid per empty square pair crossed (each new large tile covers two
    squares and costs a move and :data:`PLACEMENT_ACTIONS`). Existing tiles are entered as the vehicle's moves
    allow now; a square still empty is assumed crossable (the count is optimistic). Remembered for
    the rest of a decision, by board, start, vehicle and ice (:func:`nwp.bots.memoised`)."""
    return memoised(state, ("actions_to_passage", start, vehicle, state.frozen_rows),
                    lambda: _actions_to_passage(state, start, vehicle))


def _actions_to_passage(state: GameState, start: int, vehicle: str) -> float:
    reach = distances(state, start, vehicle)
    if NWP in reach:
        return float(reach[NWP])
    board = state.board
    best: dict[tuple[int, int, bool], float] = {}
    queue: list[tuple[float, int, int, bool]] = []
    for place, steps in reach.items():
        for x, y in board.squares_of(place):
            key = (x, y, False)
            if steps < best.get(key, 99.0):
                best[key] = steps
                heapq.heappush(queue, (float(steps), x, y, False))
    target = data.NWP_SQUARES[0]
    result = 99.0
    while queue:
        cost, x, y, pending = heapq.heappop(queue)
        if cost > best.get((x, y, pending), 99.0) or cost >= result:
            continue
        if (x, y) == target:
            result = min(result, cost + 1)
        here = board.tile_index_at((x, y))
        for dx, dy in DIRECTIONS:
            nx, ny = x + dx, y + dy
            if not on_grid(nx, ny):
                continue
            there = board.tile_index_at((nx, ny))
            if there >= 0:
                step, after = (0.0 if there == here else 1.0), False
            elif pending:
                step, after = 0.0, False
            else:
                step, after = 1.0 + PLACEMENT_ACTIONS, True
            key = (nx, ny, after)
            if cost + step < best.get(key, 99.0):
                best[key] = cost + step
                heapq.heappush(queue, (cost + step, nx, ny, after))
    return result


def _year_actions(state: GameState, player: PlayerState, vehicle: str, last_round: int) -> int:
    """Crew actions ``vehicle``'s column can give up to the end of ``last_round``."""
    rounds_after = max(0, last_round - state.round)
    return player.available(vehicle) + player.aboard(vehicle) * rounds_after


def _first_years_token_on_offer(state: GameState, player: PlayerState) -> bool:
    """Is it the first year (the token 10), with the token still to take for ``player``?"""
    return state.round <= ORIGINAL_YEAR_LENGTH and player.nwp_token is None and bool(state.nwp_tokens)


def dash_value(state: GameState, index: int) -> float:
    """The first year's Passage token (10, against 3 in the second) for a vehicle whose crew can
    still lay and sail or sled its way there this year (:func:`actions_to_passage` against the
    crew actions left): worth :data:`DASH_VALUE` with :data:`DASH_MARGIN` actions to spare, less
    as the spare runs out, and falling to nothing over the first action short (the count is an
    estimate at :data:`PLACEMENT_ACTIONS` a tile: half an action short, the tiles may still fit)."""
    player = state.players[index]
    if not _first_years_token_on_offer(state, player):
        return 0.0
    slack = -99.0
    if player.ship is not None and state.round <= SHIP_LAST_ROUND:
        slack = max(slack, _year_actions(state, player, "ship", SHIP_LAST_ROUND) - actions_to_passage(state, player.ship, "ship"))
    if player.sled is not None and player.sled >= 0:
        slack = max(slack, _year_actions(state, player, "sled", ORIGINAL_YEAR_LENGTH) - actions_to_passage(state, player.sled, "sled"))
    elif player.sled is None and player.ship is not None and player.ship >= 0:
        deployed = _year_actions(state, player, "ship", ORIGINAL_YEAR_LENGTH) - 1  # the transfer that deploys it
        slack = max(slack, deployed - actions_to_passage(state, player.ship, "sled"))
    if slack <= -1:
        return 0.0
    if slack < 0:  # a fraction of an action short of an estimate: the tiles may still fit
        return (DASH_VALUE - DASH_SHORT * DASH_MARGIN) * (1 + slack)
    return DASH_VALUE - DASH_SHORT * max(0.0, DASH_MARGIN - slack)  # 8 with no spare, 10 with 2


HOME_RISK_SPAN = 6.0  # crew actions to spare beyond the way home over which the risk of missing it fades


def _ship_spare_alone(state: GameState, index: int) -> float:
    """The ship's own crew actions to spare beyond its voyage home, its sled left where it is: the
    voyage in the round, from this one on, whose ice leaves the most to spare."""
    player = state.players[index]
    crew, available = player.aboard("ship"), (0 if index in state.passed else player.ship_available)
    best = -float(UNREACHABLE)
    for ahead, round_number in enumerate(range(state.round, data.ROUNDS + 1)):
        voyage = distances(state, GREENLAND, "ship", frozen=data.frozen_rows_in_round(round_number)).get(player.ship)
        if voyage is not None:
            best = max(best, available + crew * ahead - voyage)
    return best


def safety_terms(state: GameState, index: int) -> dict[str, float]:
    """The hard bot's way home alone, in place of the standard ``ship_safety`` and ``sled_safety``
    (:data:`nwp.bots.HOME_SAFETY_TERMS`, for a player still out).

    Alone, the crew actions left are known (a single action a turn, no surcharge, no rival), and
    :func:`nwp.bots.homeward` takes the way home over before it is needed. So the risk of missing
    the end is the crew actions to spare beyond the planned way home (:func:`nwp.bots.moves_home`),
    fading over :data:`HOME_RISK_SPAN`, and what is at stake is what the penalties would take:

    * the sled aboard or on its ship's tile: both columns' crewmen and the ship, on one way home
      (a recall first). In the last round that way is counted exactly
      (:func:`nwp.bots.way_home_is_known`): nothing is at risk while the crew left cover it;
    * the sled apart: the ship's crew on the better of that way and its own voyage, the sled's
      crew on that way, fading over the standard :data:`nwp.bots.PLANNED_RISK_SPAN` (a sled's
      way back is a rougher count);
    * a sled out on water the ice leaves next round is lost, as in the standard term.

    The standard terms count the moves at four a round and a sled on its ship's tile as safe. A
    recall then looked like putting the sled's crew at risk, and in the last two rounds the crew
    drew tiles they never laid rather than recall the sled (docs/ai.md, issue 21, forty-first step)."""
    player = state.players[index]
    penalty = abandonment_penalty(player)
    spare = crew_actions_left(state, index) - moves_home(state, index, planned=True)
    sled = 0.0
    if sled_adrift(state, player):
        sled = -(data.ABANDON_PER_CREWMAN * player.aboard("sled") + 1.0)
    if sled_out(player) and player.sled != player.ship:
        sled += penalty["sled"] * fading_risk(spare, PLANNED_RISK_SPAN)
        ship_spare = max(spare, _ship_spare_alone(state, index))
        return {"ship_safety": penalty["ship"] * fading_risk(ship_spare, HOME_RISK_SPAN), "sled_safety": sled}
    at_stake = penalty["ship"] + penalty["sled"]
    if way_home_is_known(state, player):
        risk = 1.0 if spare < 0 else 0.0
    else:
        risk = fading_risk(spare, HOME_RISK_SPAN)
    return {"ship_safety": at_stake * risk, "sled_safety": sled}


def terms(state: GameState, index: int, outlook: Outlook) -> dict[str, float]:
    """The variant's scoring in the standard evaluation (see the module docstring)."""
    parts = {"majorities": 0.0, "empty_squares": -EMPTY_SQUARE_PENALTY * state.board.empty_square_count()}
    if state.phase != "over":
        parts["room"] = -ROOM_MOVE * crew_moves_to_room(state, index)
        player = state.players[index]
        if _first_years_token_on_offer(state, player):
            # the standard term fades the token on offer (10) over the whole game; it is 3 after this year
            later = passage_value(state, player, moves_to_passage(state, *reaches(state, player)))
            later *= ORIGINAL_NWP_BY_YEAR[1] / state.nwp_tokens[0]
            parts["passage"] = max(later, dash_value(state, index))
    return parts


EXTRA_TERMS[OriginalSolo.name] = terms
HOME_SAFETY_TERMS[OriginalSolo.name] = safety_terms
