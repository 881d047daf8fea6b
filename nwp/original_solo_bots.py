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

The Passage token (10 in the first year, 3 after) needs no term: the standard evaluation
values the token on offer, which the rules lower at the start of the second year.
"""

from __future__ import annotations

from .bots import EXTRA_TERMS, UNREACHABLE, Outlook, reaches
from .solo import EMPTY_SQUARE_PENALTY, OriginalSolo
from .state import GameState


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


def terms(state: GameState, index: int, outlook: Outlook) -> dict[str, float]:
    """The variant's scoring in the standard evaluation (see the module docstring)."""
    parts = {"majorities": 0.0, "empty_squares": -EMPTY_SQUARE_PENALTY * state.board.empty_square_count()}
    if state.phase != "over":
        parts["room"] = -ROOM_MOVE * crew_moves_to_room(state, index)
    return parts


EXTRA_TERMS[OriginalSolo.name] = terms
