"""How the computer players play the HMS Terror co-op mode (nwp/coop.py).

Each expedition is played by the HMS Terror aims of nwp/solo_bots.py (:data:`solo_bots.PLAY`, but
for the voyage weighed against the budget, see :func:`terms`): those
read the goals through :meth:`HmsTerrorCoop.progress` (the Passage found by either player, the
team's Franklin points against 15), the food and morale board of the expedition that acts, and the
team's score at the end, so a computer partner works toward the team's goals.
"""

from __future__ import annotations

import dataclasses

from . import bots, solo_bots
from .coop import NAME
from .state import GameState


def terms(state: GameState, index: int = 0) -> dict[str, float]:
    """The solo aims without the voyage weighed against the budget (:func:`solo_bots.actions_to_finish`):
    with it, the partners went home without the Passage in 8 of 10 games (hard, seeds 1-10),
    which the solo mode cannot do (there, home ends the game); not traced further yet
    (docs/ai.md, eleventh step)."""
    return solo_bots.terms(state, index, shortfall=0.0)


PLAY = dataclasses.replace(solo_bots.PLAY, terms=terms)
bots.VARIANT_PLAY[NAME] = PLAY
