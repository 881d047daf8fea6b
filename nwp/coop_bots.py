"""How the computer players play the HMS Terror co-op mode (nwp/coop.py).

Each expedition is played by the HMS Terror aims of nwp/solo_bots.py (:data:`solo_bots.PLAY`): those
read the goals through :meth:`HmsTerrorCoop.progress` (the Passage found by either player, the
team's Franklin points against 15), the food and morale board of the expedition that acts, and the
team's score at the end, so a computer partner works toward the team's goals.
"""

from __future__ import annotations

from . import bots, solo_bots
from .coop import NAME

bots.VARIANT_PLAY[NAME] = solo_bots.PLAY
