"""How the computer players play the designer's original solo variant (``solo-original``, nwp/solo.py).

They play it by the standard aims (nwp/bots.py) with the variant's own scoring, as terms of
:data:`nwp.bots.EXTRA_TERMS`:

* no majorities: the variant does not score them (one player would hold them all);
* every square left empty costs a point at the end, so each square a tile covers is worth a
  point now: placing tiles is most of the score.

The Passage token (10 in the first year, 3 after) needs no term: the standard evaluation
values the token on offer, which the rules lower at the start of the second year.
"""

from __future__ import annotations

from .bots import EXTRA_TERMS, Outlook
from .solo import EMPTY_SQUARE_PENALTY, OriginalSolo
from .state import GameState


def terms(state: GameState, index: int, outlook: Outlook) -> dict[str, float]:
    """The variant's scoring in the standard evaluation (see the module docstring)."""
    return {"majorities": 0.0, "empty_squares": -EMPTY_SQUARE_PENALTY * state.board.empty_square_count()}


EXTRA_TERMS[OriginalSolo.name] = terms
