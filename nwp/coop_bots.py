"""How the computer players play the HMS Terror co-op mode (nwp/coop.py).

Each expedition is played by the HMS Terror aims of nwp/solo_bots.py (:data:`solo_bots.PLAY`), which
read the goals through :meth:`HmsTerrorCoop.progress` (the Passage found by either player, the
team's Franklin points against 15), the food and morale board of the expedition that acts, and the
team's score at the end, so a computer partner works toward the team's goals. Two things the solo
aims never meet are added: one partner finding the Passage is enough, so only one counts the way
there in its voyage (:func:`seeks_passage`); and an expedition home while the team's goals are still
to meet (:func:`home_too_soon`), which the solo mode cannot have (there, home ends the game). And a
partner idle a whole season while the team's goals are unmet pays for another pass
(:func:`pass_price`), so it does not wait for a season that brings nothing. And a partner never
pays an action with its last crewman's life while the other is out (:func:`playable`,
:func:`ends_the_teams_game`): that ends the team's game before the other partner's turns.
"""

from __future__ import annotations

import dataclasses

from . import bots, engine, solo_bots
from .actions import Action, Pass, Transfer
from .coop import NAME
from .state import GameState


def terms(state: GameState, index: int = 0) -> dict[str, float]:
    """The solo aims of expedition ``index`` (:func:`solo_bots.terms`, the voyage weighed against
    its budget included, the way to the Passage only if it is the partner who seeks it:
    :func:`seeks_passage`), and, once it is home with the team's goals still to meet, what
    :func:`home_too_soon` says instead."""
    parts = solo_bots.terms(state, index, seeks_passage(state, index))
    if state.players[index].home and state.phase != "over":
        parts.update(home_too_soon(state, index))
    return parts


def seeks_passage(state: GameState, index: int) -> bool:
    """Does expedition ``index`` count the way to the Passage in its own voyage (the actions it
    weighs against its budget)? Only the first by seat (the lowest player index) of the partners
    still out with a crewed vehicle does: one partner finding it is enough. Both still value a
    step toward it.

    Each partner used to weigh the way there and back against its own budget: both were short
    from the first action and spent alike, and neither kept its own way home. Tried and not
    kept (docs/ai.md, issue 21, nineteenth step): the role given to the partner nearer the
    Passage (it passed back and forth, and each followed the other west); the other partner
    not valuing the way at all, or each planning half the missing Franklin points (the team
    met the Franklin goal far less often); the other partner valuing a step toward the Passage
    at 1, not 3 (twenty-seventh step: it laid fewer tiles west, and the Passage was missed far
    more often)."""
    partners = [other for other, player in enumerate(state.players)
                if not player.home and solo_bots.crewed_vehicles(player)]
    return index not in partners or partners[0] == index  # not out: as the solo aims count it


def home_too_soon(state: GameState, index: int) -> dict[str, float]:
    """The terms of an expedition home before the team's goals are met (none once they are). It
    can do nothing more for them, so it counts as far from them as the evaluation counts at all: the Passage
    :data:`solo_bots.PASSAGE_FAR` moves away (if still to find), each missing Franklin point as
    dear as one no tile can give (:data:`solo_bots.NO_FRANKLIN_TILE_LEFT`), its voyage that far
    beyond its budget, and no token in reach.

    Without this, a partner at home was valued as if its ship stood at Greenland ready to sail,
    with its food and morale kept: going home looked cheaper than the voyage, and with the
    voyage weighed against the budget the partners went home without the Passage in 8 of 10
    games (docs/ai.md, issue 21, eleventh and fourteenth steps)."""
    rules = engine.rules_of(state)
    found, franklin, goal = rules.progress(state, index)
    if found and franklin >= goal:
        return {}
    plan = solo_bots.NO_FRANKLIN_TILE_LEFT * max(0, goal - franklin)
    farthest_home, farthest_passage = {"ship": float(solo_bots.HOME_FAR)}, {"ship": float(solo_bots.PASSAGE_FAR)}
    needed = solo_bots.actions_to_finish(found, plan, solo_bots.HOME_FAR, farthest_home, farthest_passage)
    budget = solo_bots.expedition_budget(state, index)
    parts = {"tokens_near": 0.0, "supplies_on_way": 0.0, "shortfall": -solo_bots.SHORTFALL * max(0.0, needed - budget)}
    if found:
        parts["franklin_plan"] = -solo_bots.PLAN_ACTION * plan
    else:
        parts["passage"] = -solo_bots.NWP_MOVE * solo_bots.PASSAGE_FAR
    return parts


IDLE_PASS = 1.0  # what a pass costs after a whole season of them, the team's goals unmet


def pass_price(state: GameState, index: int) -> float:
    """What another pass costs partner ``index`` in the search (:attr:`bots.VariantPlay.pass_price`):
    :data:`IDLE_PASS` once its last four entries in the record were passes (a season's worth of
    turns with no action) while the team's goals are unmet and it can still pay for an action
    (:func:`solo_bots.idle_a_whole_season`); else nothing.

    The stall it breaks (docs/ai.md, issue 21, forty-fifth step): a partner with a budget left
    passed season after season while the team was short of its goals, since each action cost
    what the plan gained and a season waited costs the evaluation nothing; in seed 40 partner 1
    stood at A8 from round 3 to round 8 with 10 actions to pay for 9 moves home, and the goals
    came in round 10, too late. Priced from the first pass, the partners lost games they won by
    waiting for the ice or keeping their budget (18 won of 60 against 21); priced only after a
    whole season of passes, 22 against 21 (see the step for the other seeds). The expedition
    alone pays more (:data:`solo_bots.IDLE_SEASON_PASS`)."""
    return IDLE_PASS if solo_bots.idle_a_whole_season(state, index) else 0.0


def ends_the_teams_game(state: GameState, action: Action) -> bool:
    """Would ``action`` cost the last crewman of the partner to act while the other partner is still
    out? With no food or morale to pay its toll a crewman dies (the rules' ``needs_sacrifice``), and
    an expedition with no crewman left ends the co-op game at once, lost (both expeditions must come
    home), so the other partner's turns to come are lost too. With the other partner home, the game
    ends with this partner's turns anyway, and the tile laid still counts its islands."""
    if state.phase != "play" or isinstance(action, Pass) or not hasattr(action, "vehicle"):
        return False  # a pass, a choice of payment or a free follow-up pays no toll
    player = state.players[state.current]
    partner_out = any(not other.home for index, other in enumerate(state.players) if index != state.current)
    return partner_out and player.crew_on_board <= 1 and engine.rules_of(state).needs_sacrifice(state, action)


def left_aboard_after(state: GameState, action: Action) -> int | None:
    """The crewmen left aboard the ship of the partner to act after ``action``, a transfer (None for
    any other action): its crew on board less those the transfer puts in the sled's column."""
    if not isinstance(action, Transfer):
        return None
    return state.players[state.current].crew_on_board - (action.sled_available + action.sled_resting)


def leaves_a_lone_shipman(state: GameState, action: Action) -> bool:
    """Would ``action``, a transfer, leave the ship of the partner to act one crewman while the sled
    takes the rest (three crewmen or more in all)? A Voyage card that takes a crewman takes the
    ship's first (Mutiny Brewing at morale 0 did in seed 602), and a ship with none aboard has no
    way home of its own: its sled must come back to it. The sled still takes all but two (or all,
    once the team's goals are met: :func:`empties_the_ship_before_the_goals`)."""
    return left_aboard_after(state, action) == 1 and state.players[state.current].crew_on_board >= 3


def empties_the_ship_before_the_goals(state: GameState, action: Action) -> bool:
    """Would ``action``, a transfer, send the whole crew (three crewmen or more) of the partner to
    act onto the sled, leaving its ship none, while the team's goals are unmet? Such a ship has no
    way home of its own until its sled comes back to it, and before the goals the sled still has
    far to go (the ninety-fourth step counted 5 ships so emptied before the goals in seeds
    601-660)."""
    return (left_aboard_after(state, action) == 0 and state.players[state.current].crew_on_board >= 3
            and not solo_bots.goals_met(state, state.current))


def playable(state: GameState, legal: list[Action]) -> list[Action]:
    """The actions a partner scores: the solo aims' (:func:`solo_bots.playable`), less those paid
    with its last crewman's life while the other partner is out (:func:`ends_the_teams_game`), and
    the transfers that leave its ship one crewman (:func:`leaves_a_lone_shipman`), or none before
    the team's goals (:func:`empties_the_ship_before_the_goals`).

    The first ends the game at once, so the other partner's turns to come are lost, a person's too.
    Before this, 7 of the 15 partners dead in seeds 1-60 died so, each in round 10 in a game already
    lost (docs/ai.md, issue 21, fifty-ninth and sixtieth steps); the evaluation took the tile's
    islands for the team's score. Without the second, two hard partners won 55 of seeds 601-780
    against 64 with it (19 games won only with it, 10 only without; ninety-fourth and ninety-fifth
    steps). The third won 62 of the fresh seeds 721-900 against 59 (5 only with it, 2 only
    without; ninety-fifth and ninety-sixth steps): inside the noise, but never behind."""
    return [action for action in solo_bots.playable(state, legal)
            if not ends_the_teams_game(state, action) and not leaves_a_lone_shipman(state, action)
            and not empties_the_ship_before_the_goals(state, action)]


PLAY = dataclasses.replace(solo_bots.PLAY, terms=terms, pass_price=pass_price, playable=playable,
                           follow_up_samples=False)
"""The partners' aims. A plan's follow-up that draws from the bag keeps the search's one sample: on
three, as the expedition alone values it, two hard partners won 15 of co-op seeds 361-410 against
23 (docs/ai.md, issue 21, eighty-seventh step), and, once the partners drew as freely as an
expedition alone, 23 of the fresh seeds 1699-1758 against 25 (hundred-and-eighth step)."""
bots.VARIANT_PLAY[NAME] = PLAY
