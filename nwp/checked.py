"""Checked play: an action or a whole game record is applied only if the rules allow it, and what
is refused says why (in nwp/explain.py's words). The fast, unchecked path is nwp/engine.py's
``apply``; this module sits above both so that neither imports the other in a circle.
"""

from __future__ import annotations

from typing import Callable

from . import data
from .actions import Action, parse
from .engine import (RULES, IllegalActionError, RecordError, apply, apply_recorded, canonical, initial_state,
                     legal_actions, setup_of)
from .explain import why_illegal
from .state import RECORD_VERSION, GameState


def play(state: GameState, action: Action | str) -> GameState:
    """Apply an action after checking it; raises IllegalActionError with a readable reason."""
    if isinstance(action, str):
        action = parse(action)
    action = canonical(state, action)
    if action in legal_actions(state):
        return apply(state, action)
    refusal = why_illegal(state, action)
    raise IllegalActionError(refusal.code, refusal.message, refusal.key, refusal.params)


# --- records -------------------------------------------------------------------------------------
def replay(record: dict, seed: int = 0, checked: bool = True,
           visit: Callable[[GameState], None] | None = None) -> GameState:
    """The state at the end of a game record; RecordError if it is not a legal game.

    ``seed`` seeds the generator for chance after the record (the record itself
    carries every outcome it needs and no seed). ``visit``, if given, sees the state
    after the setup and after every action.
    """
    try:
        if record.get("format") != RECORD_VERSION:
            raise RecordError(f"unsupported record format {record.get('format')!r}")
        names = [str(name) for name in record["players"]]
        order = [int(p) for p in record["order"]]
        display = [str(tile) for tile in record["display"]]
        variant = str(record.get("variant", "standard"))
        if variant not in RULES or len(names) not in RULES[variant].player_counts or sorted(order) != list(range(len(names))):
            raise RecordError("the record's setup is not a valid game setup")
        size = RULES[variant].display_size
        if len(display) != size or len(set(display)) != len(display) or not set(display) <= set(data.LARGE_TILES):
            raise RecordError(f"the record's display is not {size} different large tiles")
        state = initial_state(names, order, display, variant, seed, setup_of(record))
        if visit is not None:
            visit(state)
        for entry in record["actions"]:
            text, outcome = entry[0], [str(tile) for tile in entry[1]]
            action = parse(text)
            if checked and canonical(state, action) not in legal_actions(state):
                raise RecordError(f"'{text}' is not legal here: {why_illegal(state, action)[1]}")
            state = apply_recorded(state, action, outcome)
            if visit is not None:
                visit(state)
    except RecordError:
        raise
    except (KeyError, IndexError, TypeError, ValueError, AttributeError) as error:
        raise RecordError(f"the game record is damaged ({error})") from None
    return state


__all__ = ["play", "replay"]
