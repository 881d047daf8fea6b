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

The Passage token is 10 in the first year (rounds 1-5) and 3 after. The standard evaluation
values the token on offer fading over the whole game, and the two-turn search never saw the
first year's end coming: in 20 games the hard bot reached the Passage in none. So the variant
values it by the year (:func:`passage`): the 3 as the standard game would, and the 7 more as long
as the crew actions left in the first year cover the moves to it, fading over the last
:data:`PASSAGE_SPAN` actions of slack. An action that does not bring the Passage nearer then
costs a share of the 7 once the slack runs short, and a tile laid toward it gains.
"""

from __future__ import annotations

from .bots import EXTRA_TERMS, UNREACHABLE, Outlook, moves_to_passage, passage_value, reaches
from .solo import EMPTY_SQUARE_PENALTY, ORIGINAL_NWP_BY_YEAR, ORIGINAL_YEAR_LENGTH, OriginalSolo
from .state import GameState


ROOM_MOVE = 1.0  # a move less to a tile with an empty square beside it (where tiles can be laid)
ROOM_HORIZON = 6  # moves beyond which that room is as good as out of reach
PASSAGE_SPAN = 10.0  # crew actions of slack over which the first year's Passage token fades


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


def passage(state: GameState, index: int) -> float:
    """The Passage token still to win: the second year's token (3) as the standard evaluation
    values a token (:func:`nwp.bots.passage_value`), and, in the first year, the first year's
    extra (10 - 3) by how far the crew actions left this year (the crew still to act this round
    and every crewman on board for each round to come) exceed the estimated moves to the
    Passage, over :data:`PASSAGE_SPAN` actions."""
    player = state.players[index]
    if player.nwp_token is not None or not state.nwp_tokens:
        return 0.0
    to_nwp = moves_to_passage(state, *reaches(state, player))
    first_year, second_year = ORIGINAL_NWP_BY_YEAR
    value = passage_value(state, player, to_nwp) * second_year / state.nwp_tokens[0]
    if state.round <= ORIGINAL_YEAR_LENGTH:
        actions = player.crew_available + player.crew_on_board * (ORIGINAL_YEAR_LENGTH - state.round)
        value += (first_year - second_year) * min(1.0, max(0.0, (actions - to_nwp) / PASSAGE_SPAN))
    return value


def terms(state: GameState, index: int, outlook: Outlook) -> dict[str, float]:
    """The variant's scoring in the standard evaluation (see the module docstring)."""
    parts = {"majorities": 0.0, "empty_squares": -EMPTY_SQUARE_PENALTY * state.board.empty_square_count()}
    if state.phase != "over":
        parts["room"] = -ROOM_MOVE * crew_moves_to_room(state, index)
        parts["passage"] = passage(state, index)
    return parts


EXTRA_TERMS[OriginalSolo.name] = terms
