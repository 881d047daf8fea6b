"""The reasons an action is refused, as data: each has a stable ``code`` (what kind of refusal, for
programs and tests), a ``key`` naming its sentence, the English sentence (:data:`REASONS`) and its
parameters, so the page can say it in the player's language (web/messages.py, ``why_<key>``)
while typed errors and game records keep the English. nwp/explain.py and the variants'
``Rules.why_illegal`` give them; this module imports nothing else of the engine.

Parameters named in :data:`WORD_PARAMS` hold a word the page translates (a vehicle, a resource,
a size of tile, a place, a token, a game mode); the others (squares, tiles, counts, an action
as written) read the same in every language.
"""

from __future__ import annotations

from typing import NamedTuple

REASONS: dict[str, str] = {
    "game_over": "the game is over",
    "hole": "first choose the small tile for the hole your placement closed",
    "setup_pick_displayed": "take one of the four displayed large tiles",
    "setup_pick": "first, each player takes one of the four displayed large tiles for free",
    "refresh_draw_kind": "after a refresh, draw one of the new {kind} tiles",
    "refresh_draw": "after a refresh, draw a large tile from the display or a small tile",
    "bonus_draw": "first draw a second small tile of another type, or choose Done",
    "bonus_place": "first place a second small tile next to the first, or choose Done",
    "strait": "first take the Strait's reward: food or morale",
    "no_choice": "there is no choice of that kind to make now",
    "no_hole": "no hole is waiting for a small tile now",
    "hole_misfit": "that small tile does not fit the hole, or its pile is empty",
    "only_in_mode": "'{action}' is an action only in {mode}",
    "not_an_action": "'{action}' is not an action of this game",
    "no_sacrifice": "the choice of the crewman to sacrifice comes when food and morale run out "
                    "and both the ship and the sled have crew",
    "already_paying": "you already pay with {resource}",
    "refresh_which": "say which half of the Sextant to refresh: large or small",
    "refresh_by_kind_only": "only {mode} refreshes large or small tiles",
    "pass_instead": "in {mode} a turn ends by passing",
    "already_acted": "you have already acted this turn: end your turn instead of passing",
    "must_act": "take at least one action or pass",
    "must_pass": "you have no available crewmen: you must pass",
    "sled_lost_in_thaw": "your sled was lost in the thaw",
    "sled_not_deployed": "your sled is not deployed",
    "no_token": "there is no token at {square}",
    "crew": "the {vehicle} needs {cost} available crewmen for this, and has {available}",
    "not_displayed": "{tile} is not on display",
    "empty_pile": "the {tile} pile is empty",
    "empty_bag": "the bag is empty: there is nothing to refresh",
    "not_leftmost": "only the leftmost display tile ({tile}) can be drawn and placed at once",
    "sled_lost": "your sled was lost: there is no sled to transfer crew to",
    "apart": "crew can only be transferred when the ship and the sled share a tile",
    "deploy": "the sled must be deployed on land or ice on the ship's tile",
    "transfer": "that many crewmen are not there to transfer",
    "token_elsewhere": "the token at {square} is not on the {vehicle}'s tile",
    "illegal": "'{action}' is not allowed now",
    "not_in_hand": "{tile} is not in your hand",
    "face": "small tiles are placed Exploration side up (face A)",
    "no_presence": "the {vehicle} must be on a tile to place one next to it",
    "tile_off_grid": "the tile does not fit on the board at {square}",
    "occupied": "there is already a tile at {square}",
    "tile_not_adjacent": "the tile must touch the tile your {vehicle} is on",
    "land_sea": "no land or sea matches at {square}",
    "sea_path": "this would cut every sea route from Greenland to the Northwest Passage",
    "off_grid": "that is off the board",
    "no_tile": "there is no tile at {square}",
    "same_place": "the {vehicle} is already there",
    "not_adjacent": "{place} is not next to the {vehicle}'s tile",
    "blocked": "the ship is blocked in the ice until the thaw",
    "frozen": "the ship cannot enter a frozen tile",
    "no_sea_passage": "no open sea passage leads to {place}",
    "no_land_passage": "no land or ice passage leads to {place}",
    "no_tuunbaq": "the Tuunbaq has not appeared yet",
    "tuunbaq_not_adjacent": "the Tuunbaq moves to a tile next to its own",
    "tuunbaq_occupied": "the Tuunbaq cannot go where another player's ship or sled is",
    "tuunbaq_toll": "entering the Tuunbaq's tile costs a crewman of that column or a discovery token: "
                    "say which (for example 'paying a crewman' or 'paying Strait')",
    "tuunbaq_token": "you have no {token} token to discard",
    "no_toll": "only entering the Tuunbaq's tile is paid for",
}
"""Each refusal's English sentence, by key, with its parameters in braces."""

WORD_PARAMS: dict[str, tuple[str, ...]] = {
    "vehicle": ("ship", "sled"),
    "resource": ("food", "morale"),
    "kind": ("large", "small"),
    "place": ("NWP", "Greenland"),  # or a square's name, which stays as it is
    "token": ("Strait", "Franklin", "Inuit", "Cairn", "Cartography"),
    "mode": ("standard", "solo-terror", "solo-original", "terror", "coop"),  # Rules.name
}
"""The parameters whose values are words to translate, and the words they can hold."""


class Reason(NamedTuple):
    """Why an action is refused: ``code`` and ``message`` (the English sentence) first, so it
    reads as the ``(code, message)`` pair it replaces; ``key`` and ``params`` to say it again
    in another language."""

    code: str
    message: str
    key: str
    params: dict


def reason(code: str, key: str | None = None, **params: object) -> Reason:
    """The refusal ``code`` in the words of :data:`REASONS` ``[key]`` (``key`` defaults to
    ``code``). A ``mode`` parameter is given as the game mode's rules (``nwp.engine.Rules``):
    the English sentence names it by its ``title``, the parameters keep its ``name``."""
    key = key or code
    english = {name: getattr(value, "title") if name == "mode" else value for name, value in params.items()}
    kept = {name: getattr(value, "name") if name == "mode" else value for name, value in params.items()}
    return Reason(code, REASONS[key].format(**english), key, kept)


__all__ = ["REASONS", "WORD_PARAMS", "Reason", "reason"]
