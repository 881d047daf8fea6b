"""What would the computer do? A hint for the player to act, in every mode.

:func:`thinking` asks the hard bot for its choice of the next action, on a copy of the game
(asking changes neither the game nor its record), and says why: the part of the bot's
evaluation (:func:`nwp.bots.evaluation_terms`, or a variant's own terms) that the plan starting
with that action raises most, with the figures a sentence about it needs. The page turns the
reason into words from its message catalogue (``hint_reason_<reason>``, web/messages.py).

Some choices are not made by the evaluation, and say so: a hole's small tile (the bots' rule),
ending the turn when playing alone (a second action would only pay the surcharge), how to pay
(the larger stock) and the way home when time runs short (or, in the HMS Terror modes, once
the goals are met).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Generator

from . import bots, data, engine
from .actions import Action, EndTurn, Pass, SacrificeFrom
from .coop_bots import ends_the_teams_game
from .scoring import set_count
from .solo_bots import (ISLANDS_TERM, SUPPLY_RESERVE_TERM, VOYAGE_CARD_TERM, actions_home, blizzard_toll,
                        expedition_budget, franklin_plan_actions, gathering_step, homeward_moves, lives_a_detour_spares,
                        pays_home_by_waiting, richest_supply_token, sled_waits_out_the_blizzard, step_onto_the_arrow,
                        supply_detour, supply_token_picked, supply_tokens_on_the_way_home, vehicle_left_out, voyage_balance)
from .solo import TERROR_NWP_MORALE
from .state import GameState

RULE_ROUTES = ("hole", "alone", "payment", "only", "homeward")
"""Decisions the bot makes by a rule rather than by weighing positions (:attr:`bots.MediumBot.route`):
the hint's reason is the rule's name."""
LAST_CREWMAN = "last_crewman"
"""The reason of a co-op pass when every other action would be paid with the expedition's last
crewman's life while the other partner is out (:func:`nwp.coop_bots.ends_the_teams_game`): it
would end the game for both expeditions at once. Not "nothing else can be done now" (``only``):
the other actions are legal."""

SACRIFICE_LEFT_OUT = "sacrifice_left_out"
"""The reason of the payment rule's choice of a column when the crewman dies from the vehicle the
way home leaves out (:func:`nwp.solo_bots.vehicle_left_out`): its crew are lost with it anyway."""

RULE_REASONS = (*RULE_ROUTES, "sacrifice_from", SACRIFICE_LEFT_OUT, "homeward_goals_met", LAST_CREWMAN)
"""The reasons a rule gives: its name, "sacrifice_from" when the payment rule chooses whose
crewman dies once food and morale are gone (:func:`nwp.solo_bots.sacrifice_column`), or
:data:`SACRIFICE_LEFT_OUT` when that is the vehicle the way home leaves out, the
reason a variant's way home gives (:attr:`bots.VariantPlay.homeward_reason`: in the HMS Terror
modes the goals are met, and time need not be short), or :data:`LAST_CREWMAN`."""

IDLE_SEASON = "idle_season"
"""The reason of an action that gains nothing the evaluation counts, chosen because a pass would
cost more (:attr:`bots.VariantPlay.pass_price`: an HMS Terror expedition idle a whole season
while the goals, alone or the team's, are unmet, nwp/solo_bots.py and nwp/coop_bots.py): another
season waited would bring nothing."""

BLIZZARD_WAIT = "blizzard_wait"
"""The reason of a pass while a sled move would cost 2 food or morale (an HMS Terror Blizzard season,
:func:`nwp.solo_bots.blizzard_toll`): the sled waits for the next season, where a move costs 1
(:func:`nwp.solo_bots.sled_waits_out_the_blizzard`)."""

ICE_WAIT = "ice_wait"
"""The reason of a pass on the way home while the budget pays for it only by waiting for the ice or
the thaw (:func:`nwp.solo_bots.pays_home_by_waiting`, :func:`nwp.solo_bots.homeward_paid_for`):
a move now would cost more than it saves."""

GATHER_CREW = "gather_crew"
"""The reason of the sled's move toward its ship, the recall, or a pass while neither is open, once
the goals are met: the whole crew comes home aboard the ship, since a vehicle left out costs 2
points and each crewman aboard it 2 (:func:`nwp.solo_bots.gathering_step`)."""

OWN_PASSAGE = "own_passage"
"""The reason of a co-op partner's move onto the Passage's arrow once the team's goals are met, the
other partner having found the Passage: the partner takes its own NWP token and 3 morale there,
more than the move and the one back cost (:func:`nwp.solo_bots.step_onto_the_arrow`)."""

HOME_RESTOCK = "home_restock"
"""The reason of a plan that, once the goals are met, picks up a token whose food or morale pays
for more of the way home (the term it raises is ``home``, whose sentence says the expedition
heads for Greenland), and of the way home's rule when it picks up a supply token on the spot
(:func:`nwp.solo_bots.homeward`: while the budget is short of the way, or lives would pay for
part of it)."""


HOME_DETOUR = "home_detour"
"""The reason of the way home's move onto a tile with a supply token, once the goals are met and
crewmen's lives would pay for part of the way: the token's food or morale beyond the moves the
detour adds spares lives (:func:`nwp.solo_bots.supply_detour`)."""


@dataclass(frozen=True)
class Hint:
    """The computer's choice for the player to act, and why."""

    action: Action
    reason: str
    """What the choice is for: a part of the evaluation ("passage", "tokens_near", "franklin", …),
    a rule (:data:`RULE_REASONS`) or "rest" (nothing is worth acting for)."""
    details: dict[str, object] = field(default_factory=dict)
    """The figures the reason's sentence names (moves, points, the token's kind, …)."""
    gains: dict[str, float] = field(default_factory=dict)
    """How much the plan changes each part of the evaluation (the reason is the largest); for an
    action judged on several sampled bags (a refresh, a large tile drawn), the mean of its plans'
    (:func:`mean_gains`)."""


def thinking(state: GameState, seed: int = 0) -> Generator[None, None, Hint]:
    """The hard bot's choice for ``state.current`` and its reason, in slices like a bot's own
    thinking (each ``next()`` does a little work; the hint is the return value)."""
    if state.phase == "over":
        raise ValueError("the game is over: there is nothing to hint")
    bot = bots.HardBot(seed)
    me = state.current
    action = yield from bot.thinking(state)
    if isinstance(action, Pass) and _waits_out_the_blizzard(state):
        return Hint(action, BLIZZARD_WAIT)
    if bot.route == "homeward" and isinstance(action, Pass) and pays_home_by_waiting(state, me):
        return Hint(action, ICE_WAIT, {"budget": expedition_budget(state, me),
                                       "actions": round(actions_home(state, state.players[me]))})
    if bot.route == "homeward":  # which of the way home's rules chose (solo_bots.homeward's order)
        legal = engine.legal_actions(state)
        if step_onto_the_arrow(state, legal, state.copy()) == action:
            return Hint(action, OWN_PASSAGE, {"points": state.nwp_tokens[0] if state.nwp_tokens else 0,
                                              "morale": TERROR_NWP_MORALE})
        if supply_token_picked(state, action) is not None:
            restocked = engine.apply(state, action)
            while restocked.phase == "strait":  # the reward's choice, as the bot makes it
                restocked = engine.apply(restocked, bots.HardBot(seed).choose(restocked))
            return Hint(action, HOME_RESTOCK, _details(HOME_RESTOCK, state, restocked, me))
        if gathering_step(state, legal, state.copy()) == action:
            return Hint(action, GATHER_CREW, {"crew": state.players[me].crew_on_board})
        if supply_detour(state, legal, state.copy()) == action:
            moved = engine.apply(state, action).players[me]
            kind, _units = richest_supply_token(state, getattr(moved, action.vehicle))
            return Hint(action, HOME_DETOUR, {"kind": kind, "lives": round(lives_a_detour_spares(state, action, state.copy()))})
    if bot.route in RULE_ROUTES:
        return _rule_hint(state, me, bot.route, action)
    sample = state.copy()
    sample.rng = bot.sampled_future  # the plan's draws come from the future the search sampled, not the bag
    plans = []  # (the plan's last position, its gains) on each sampled bag the search judged the action on
    for drawn in bots.bag_samples(sample, action):
        plan_end = yield from bots.plan_after(drawn, me, action, bot.outlook, next_turn=True)
        plans.append((plan_end, plan_gains(state, plan_end, me, bot.outlook)))
    gains = mean_gains([sample_gains for _, sample_gains in plans])
    if isinstance(action, (Pass, EndTurn)):
        return Hint(action, "rest", {}, gains)
    reason = max(sorted(gains), key=lambda name: gains[name])
    after = min(plans, key=lambda plan: abs(plan[1].get(reason, 0.0) - gains[reason]))[0]  # the plan nearest the mean
    if gains[reason] <= 1e-9:
        return Hint(action, IDLE_SEASON if bots.pass_price(state, me) > 0 else "rest", {}, gains)
    if reason == "home" and expedition_budget(after, me) > expedition_budget(state, me):
        reason = HOME_RESTOCK  # a token's food or morale pays for more of the way home: not yet heading for Greenland
    return Hint(action, reason, _details(reason, state, after, me), gains)


def plan_gains(state: GameState, after: GameState, me: int, outlook: bots.Outlook) -> dict[str, float]:
    """How much a plan that leads from ``state`` to ``after`` changes each part of player ``me``'s
    evaluation."""
    before = bots.evaluation_terms(state, me, outlook)
    later = bots.evaluation_terms(after, me, outlook)
    gains = {name: later.get(name, 0.0) - before.get(name, 0.0) for name in set(before) | set(later)}
    if VOYAGE_CARD_TERM not in later:  # the plan reaches the next season: the card is dealt (in its food
        gains.pop(VOYAGE_CARD_TERM, None)  # and morale), and the expectation leaving the count is no gain
    return gains


def mean_gains(samples: list[dict[str, float]]) -> dict[str, float]:
    """The gains of a plan judged on several sampled bags (a refresh's new display or a large
    tile's refill, :func:`nwp.bots.bag_samples`), part by part, as the search values it: their
    mean (a part a sample lacks gains nothing there). With one sample, its own gains.

    A refresh's hint used to read one plan, on a sampled future of its own, while the search
    chose the refresh on the mean of three plans on the future it sampled
    (:attr:`bots.MediumBot.sampled_future`): of the hard bot's 57 refreshes in rounds 1-4 of HMS
    Terror solo seeds 1-8 (difficulty 2), 3 were hinted "rest" (no action worth its cost); none of
    its 55 there since large draws are judged on three refills too (one would be, read the old
    way). docs/ai.md, eighty-sixth step."""
    if len(samples) == 1:
        return samples[0]
    names = set().union(*samples)
    return {name: sum(sample.get(name, 0.0) for sample in samples) / len(samples) for name in names}


def suggest(state: GameState, seed: int = 0) -> Hint:
    """:func:`thinking` run to its end in one go."""
    return bots.decide(thinking(state, seed))


def _waits_out_the_blizzard(state: GameState) -> bool:
    """Could the sled of the player to act have moved at a Blizzard's double toll, but waits out the
    season (its moves left out of the bot's choice, :func:`nwp.solo_bots.sled_waits_out_the_blizzard`)?"""
    return sled_waits_out_the_blizzard(state) and any(blizzard_toll(state, action) for action in engine.legal_actions(state))


def _rule_hint(state: GameState, me: int, route: str, action: Action) -> Hint:
    """The hint for a decision made by a rule: the rule's name and the figures its sentence names
    (the payment rule's choice of a column is a reason of its own, see :data:`RULE_REASONS`)."""
    if route == "homeward":
        variant = bots.VARIANT_PLAY.get(state.variant)
        reason = variant.homeward_reason if variant is not None else route
        return Hint(action, reason, {"moves": round(bots.way_home(state, me))})
    if isinstance(action, SacrificeFrom):
        reason = SACRIFICE_LEFT_OUT if action.column == vehicle_left_out(state) else "sacrifice_from"
        return Hint(action, reason, {"column": action.column})
    if route == "payment":
        return Hint(action, route, {"resource": getattr(action, "resource", "")})
    if route == "only" and any(ends_the_teams_game(state, other) for other in engine.legal_actions(state)):
        return Hint(action, LAST_CREWMAN)
    return Hint(action, route)


def _laid_by_the_plan(square: tuple[int, int], before: GameState) -> dict[str, object]:
    """``{"laid": True}`` when the token the reason names is not on the board yet: the plan lays it
    (a tile placed after the hinted action, as the hint for a move to the tile beside the spot may
    be), so the sentence says the action leads to laying it, not that it is there; else ``{}``."""
    return {} if square in before.board.tokens else {"laid": True}


def _details(reason: str, before: GameState, after: GameState, me: int) -> dict[str, object]:
    """The figures the sentence for ``reason`` names, read from the position the plan reaches."""
    player = after.players[me]
    rules = engine.rules_of(after)
    if reason == "passage":
        moves = bots.way_to_passage(after, me)
        return {"moves": max(1, round(moves)) if moves < 99 else 99}
    if reason == "tokens_near":
        ship_reach, sled_reach = bots.reaches(after, player)
        near = sorted(bots.tokens_in_reach(after, ship_reach, sled_reach, within=6),
                      key=lambda found: (found[2], -data.zone_of_column(found[0][0])))
        if near:
            square, kind, steps = near[0]
            return {"kind": kind, "moves": steps, **_laid_by_the_plan(square, before)}
        return {"kind": "", "moves": 0}
    if reason == "supplies_on_way":  # the nearest supply token on the way home (of two as near, the richer)
        on_way = supply_tokens_on_the_way_home(after, player, *bots.reaches(after, player))
        if on_way:
            square, kind, _units, moves = min(on_way, key=lambda token: (token[3], -token[2]))
            return {"kind": kind, "moves": moves, **_laid_by_the_plan(square, before)}
        return {"kind": "", "moves": 0}
    if reason == "prestige":
        return {"points": player.prestige - before.players[me].prestige}
    if reason == ISLANDS_TERM:  # the island prestige the plan completes
        return {"points": player.points["islands"] - before.players[me].points["islands"]}
    if reason == "sets":  # the set the plan completes, or the kinds the next set holds
        completed = set_count(player) - set_count(before.players[me])
        if completed > 0:
            return {"points": completed * data.SET_POINTS, "completes": True}
        return {"held": bots.kinds_toward_next_set(player)}
    if reason == "franklin":
        _, franklin, goal = rules.progress(after, me)
        return {"points": franklin, "goal": goal}
    if reason == "franklin_plan":  # the plan left after the action, or the one it completes
        _, franklin, goal = rules.progress(after, me)
        planned = after if franklin < goal else before
        _, franklin, goal = rules.progress(planned, me)
        return {"actions": round(franklin_plan_actions(planned, planned.players[me], goal - franklin)), "missing": goal - franklin}
    if reason == "shortfall":  # the budget after the action (the bot's count of the actions needed is
        #   rough and high, about 95 at the start: only its changes matter, so the sentence does not name it)
        balance = voyage_balance(after, me) or voyage_balance(before, me) or (0.0, 0.0)
        return {"budget": round(balance[1])}
    if reason == SUPPLY_RESERVE_TERM:  # the shortfall the token makes up for, where the hint is asked
        return {"budget": expedition_budget(before, me), "moves": round(homeward_moves(before, me))}
    if reason in ("supplies", HOME_RESTOCK):
        board = rules.board(after, me)
        return {"food": board["food"], "morale": board["morale"]}
    if reason in ("ship_safety", "sled_safety", "home", "time"):
        return {"moves": round(bots.way_home(after, me)), "actions": bots.crew_actions_left(after, me)}
    if reason == "greenland":
        return {"points": before.greenland_tokens[0] if before.greenland_tokens else 0}
    return {}


__all__ = ["BLIZZARD_WAIT", "GATHER_CREW", "HOME_RESTOCK", "ICE_WAIT", "IDLE_SEASON", "OWN_PASSAGE", "Hint", "RULE_REASONS",
           "RULE_ROUTES", "SACRIFICE_LEFT_OUT", "suggest", "thinking"]
