"""Expedition: Northwest Passage - the game engine, in pure Python.

The engine runs the same under CPython and Pyodide and imports only the standard
library. Its public surface (documented in docs/engine.md)::

    state = new_game(["Ann", "Bob"], seed=7)
    actions = legal_actions(state)
    state = apply(state, actions[0])        # fast; the input state is not changed
    state = play(state, "ship draws L12")   # checked; raises IllegalActionError
    current_player(state), is_over(state), final_scores(state)
    record = state.record(); replay(record)  # a game record replays identically
"""

from . import variants  # noqa: F401  (registers the variants' rules and bots before any game starts)
from .actions import Action, ActionParseError, decode, encode, parse
from .checked import play, replay
from .engine import (
    IllegalActionError,
    RecordError,
    action_cost,
    apply,
    current_player,
    final_scores,
    is_over,
    legal_actions,
    new_game,
)
from .state import GameState

__all__ = [
    "Action", "ActionParseError", "GameState", "IllegalActionError", "RecordError",
    "action_cost", "apply", "current_player", "decode", "encode", "final_scores",
    "is_over", "legal_actions", "new_game", "parse", "play", "replay",
]
