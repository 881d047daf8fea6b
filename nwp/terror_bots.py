"""How the computer players weigh the Tuunbaq (the Terror expansion, nwp/terror.py).

The bots play the Terror game by the standard aims (nwp/bots.py) with one more term in the
evaluation, registered in :data:`nwp.bots.EXTRA_TERMS`:

* a crewman discarded to the Tuunbaq is gone for the rest of the game: the actions it would
  have taken in the rounds left (a token discarded needs no term: it leaves the majorities and
  sets the evaluation already counts);
* the Tuunbaq next to one of the player's vehicles stands in its way (entering costs);
* with the hard bot's outlook (``hinders_rivals``), the Tuunbaq next to a rival's vehicle is worth
  as much to the player, so the hard bot moves it in a rival's way when that pays for the crewman.
"""

from __future__ import annotations

from . import data
from .actions import MoveTuunbaq
from .board import GREENLAND
from .bots import EASY_WEIGHTS, EXTRA_TERMS, Outlook
from .state import GameState
from .terror import NAME, crew_discarded, tuunbaq_place

CREWMAN_PER_ROUND = 3.0 / data.CREW_PER_PLAYER  # what one crewman earns in a round (bots.FUTURE_PER_ROUND shared)
IN_THE_WAY = 0.6  # prestige: the Tuunbaq next to a vehicle that is still out


def _vehicles_beside(state: GameState, index: int, place: int, near: dict) -> int:
    """Vehicles of player ``index`` still out on a tile next to ``place`` (``near``: its neighbours)."""
    player = state.players[index]
    if player.home:
        return 0
    return sum(1 for spot in (player.ship, player.sled)
               if spot is not None and spot >= 0 and spot != GREENLAND and spot != place and spot in near)


def tuunbaq_term(state: GameState, index: int, outlook: Outlook) -> float:
    """The Tuunbaq's part of the worth of a position for player ``index`` (see the module docstring)."""
    value = -CREWMAN_PER_ROUND * crew_discarded(state, index) * (data.ROUNDS - state.round)
    place = tuunbaq_place(state)
    if place is None or state.phase == "over":
        return value
    near = state.board.neighbour_edges(place)
    value -= IN_THE_WAY * _vehicles_beside(state, index, place, near)
    if outlook.hinders_rivals:
        value += IN_THE_WAY * sum(_vehicles_beside(state, other, place, near)
                                  for other in range(state.num_players) if other != index)
    return value


def terms(state: GameState, index: int, outlook: Outlook) -> dict[str, float]:
    """The term the Tuunbaq adds to the standard evaluation (:data:`nwp.bots.EXTRA_TERMS`)."""
    return {"tuunbaq": tuunbaq_term(state, index, outlook)}


EXTRA_TERMS[NAME] = terms
EASY_WEIGHTS[MoveTuunbaq] = 0.3  # the easy bot moves the Tuunbaq now and then, at random
