"""How the computer players play the HMS Terror solo mode (see docs/ai.md).

The medium bot's search (score every action, the best with a follow-up) is the same as in
the standard game; what changes is what it aims for, so this module gives it:

* :func:`evaluate` - the value of a solo position: the three goals (the Northwest Passage,
  10 Franklin points, home with living crew), food and morale (every action costs one),
  crew lost, Franklin and supply tokens in reach, and the way back once the goals are met;
* :func:`homeward` - once the goals are met, the shortest way home takes over;
* :func:`payment` - which resource pays the tolls (the larger one, keeping morale above the
  Mutiny threshold), and :func:`playable` - the actions worth scoring at all;
* :func:`worth_a_follow_up` - a large tile drawn is always weighed with its placement.

They are registered in :data:`nwp.bots.VARIANT_PLAY` for the "solo-terror" variant.
"""

from __future__ import annotations

from . import bots, data, engine
from .actions import Action, Draw, Move, Pass, PayWith, SacrificeFrom
from .board import GREENLAND
from .scoring import set_count
from .state import GameState

WIN = 500.0  # a won game beats any lost one
NWP_FOUND = 30.0
FRANKLIN_POINT = 3.0  # per Franklin point up to the goal
RESOURCE_VALUE = 0.5  # a unit of food or morale, up to RESOURCE_COMFORT units
RESOURCE_COMFORT = 14
RESOURCE_BEYOND = 0.2  # a unit beyond the comfortable stock
LOST_CREWMAN = 3.0
NWP_MOVE = 3.0  # value of one move less toward the Northwest Passage
HOME_MOVE = 2.5  # value of one move less toward Greenland, once the goals are met
ACTIONS_PER_SEASON = 10.0  # what a season realistically gives, food and morale allowing
LOW_MORALE = 3  # Mutiny Brewing costs a crewman at this morale or below


def goals_met(state: GameState) -> bool:
    return bool(state.solo["nwp_found"]) and state.solo["franklin"] >= data.SOLO_FRANKLIN_GOAL


def _progress(state: GameState) -> float:
    solo = state.solo
    return NWP_FOUND * bool(solo["nwp_found"]) + FRANKLIN_POINT * min(solo["franklin"], data.SOLO_FRANKLIN_GOAL)


def evaluate(state: GameState, index: int = 0) -> float:
    """Estimated worth of a solo position (higher is better): a win first, then its score."""
    solo = state.solo
    player = state.players[0]
    if state.phase == "over":
        scores = engine.final_scores(state)
        return (WIN if scores["solo"]["won"] else -WIN) + scores["players"][0]["total"] + _progress(state)
    value = _progress(state) - LOST_CREWMAN * player.lost_crew
    stock = solo["food"] + solo["morale"]
    value += RESOURCE_VALUE * min(stock, RESOURCE_COMFORT) + RESOURCE_BEYOND * max(0, stock - RESOURCE_COMFORT)
    if solo["morale"] <= LOW_MORALE:
        value -= 1.0
    value += 0.5 * set_count(player) * data.SET_POINTS / 6
    value += 0.5 * min(len(player.hand), 3)
    ship_reach, sled_reach = bots.reaches(state, player)
    if not solo["nwp_found"]:
        value -= NWP_MOVE * min(bots.moves_to_passage(state, ship_reach, sled_reach), 25)
    seasons_left = data.ROUNDS - state.round
    needed_home = bots.moves_home(state, 0)
    if goals_met(state):
        value += 20.0 - HOME_MOVE * min(needed_home, 30)
    capacity = (seasons_left + (5 - solo["turn"]) / 4) * ACTIONS_PER_SEASON
    if needed_home * 1.3 > capacity:
        value -= 2.0 * (needed_home * 1.3 - capacity)
    if solo["franklin"] < data.SOLO_FRANKLIN_GOAL or stock < RESOURCE_COMFORT:
        for square, kind, steps in bots.tokens_in_reach(state, ship_reach, sled_reach, within=6):
            zone = data.zone_of_column(square[0])
            if kind == "Franklin" and solo["franklin"] < data.SOLO_FRANKLIN_GOAL:
                value += FRANKLIN_POINT * 0.6 * min(zone, data.SOLO_FRANKLIN_GOAL - solo["franklin"]) / (1 + steps)
            elif kind in ("Inuit", "Cairn"):
                value += 0.4 * 2 * zone / (1 + steps)
            elif kind == "Strait":
                value += 0.4 * zone / (1 + steps)
    return value


def payment(state: GameState, legal: list[Action]) -> Action | None:
    """Pay with the larger stock (keeping morale above the Mutiny threshold); None to keep the choice."""
    solo = state.solo
    chosen = solo["pay_with"]
    other = "morale" if chosen == "food" else "food"
    prefer_other = solo[other] > solo[chosen] + 1 or (chosen == "morale" and solo["morale"] <= LOW_MORALE + 1 < solo["food"])
    if chosen == "food" and solo["morale"] <= LOW_MORALE + 1:
        prefer_other = False
    return PayWith(other) if prefer_other and PayWith(other) in legal else None


def playable(legal: list[Action]) -> list[Action]:
    """The actions the bot scores: not the payment choice (it changes nothing by itself)."""
    return [action for action in legal if not isinstance(action, (PayWith, SacrificeFrom))]


def homeward(state: GameState, legal: list[Action], sample: GameState) -> Action | None:
    """Once the goals are met: the move (or recall) that shortens the way home most; else None."""
    if not goals_met(state) or state.phase != "play":
        return None
    player = state.players[0]
    needed = bots.moves_home(state, 0)
    best, best_needed = None, needed
    for action in legal:
        if not isinstance(action, Move) and action not in bots.RECALLS:
            continue
        after = engine.apply(sample, action)
        if after.players[0].home:
            return action
        remaining = bots.moves_home(after, 0)
        if remaining < best_needed:
            best, best_needed = action, remaining
    if best is not None:
        return best
    if player.ship == GREENLAND:
        return None
    return Pass()


def worth_a_follow_up(action: Action) -> bool:
    """Every action costs food or morale, so a large tile drawn is worth only its placement: weigh
    each such draw with its best follow-up, whatever its own value."""
    return isinstance(action, Draw) and action.tile.startswith("L")


bots.VARIANT_PLAY["solo-terror"] = bots.VariantPlay(
    evaluate=evaluate, homeward=homeward, payment=payment, playable=playable,
    worth_a_follow_up=worth_a_follow_up, counts_crew=False)

__all__ = ["evaluate", "payment", "playable", "homeward", "goals_met", "worth_a_follow_up"]
