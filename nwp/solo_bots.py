"""How the computer players play the HMS Terror solo mode (see docs/ai.md).

The medium bot's search (score every action, the best with a follow-up) is the same as in
the standard game; what changes is what it aims for, so this module gives it:

* :func:`terms` - the value of a solo position, by named parts: the three goals (the Northwest Passage,
  10 Franklin points, home with living crew), food and morale (every action costs one),
  crew lost, Franklin and supply tokens in reach, and the way back once the goals are met;
* :func:`moves_home` - the way home: either vehicle brings the expedition home, so the nearer
  crewed one (:func:`crewed_vehicles`, :func:`vehicle_moves_home`), by the ice to come, or the
  sled still aboard a crewed ship (:func:`sled_from_ship_moves_home`);
  :func:`passage_moves` - the way to the Passage, likewise;
* :func:`franklin_plan_actions` - once the Passage is found, the actions the Franklin points
  still missing need (tokens in reach, Franklin tiles in hand, on display or still to see), so
  each step toward the goal counts, not only the last pick-up;
* :func:`supplies_on_the_way_home` - once the Passage is found and the budget is short, the supply
  tokens the way home passes by;
* :func:`supplies_laid_by` - an Inuit or Cairn token in zone x2 or x3 on the board is worth part
  of its food or morale wherever it lies, so a supply tile is laid symbol up on the way west;
* :func:`home_prospect` - what the goals met are worth with the way home still to go and the
  food, morale and spare crew to pay for it (the token that meets the last goal counts it too,
  alone with the budget left after a route through the nearer tokens the goal also needs);
* :func:`next_card_outlook` - in a season's last turn, what the next Voyage card is likely to
  give or take where the expedition stands;
* :func:`homeward` - once the goals are met, the shortest way home takes over; while the budget
  is short of it, alone, a way it pays for by waiting for the ice or the thaw (:func:`actions_home`,
  a season waited paying no action; :func:`homeward_paid_for`), or else a supply token on a
  vehicle's own tile is picked up
  (:func:`supply_pickup_on_the_spot`), or, when supplies are still to be had in the west
  (:func:`supplies_to_gather`), the search decides with the tokens in reach counted toward the
  budget (:func:`supply_reserve`) and no refresh (:func:`short_of_the_way_home`);
* :func:`payment` - which resource pays the tolls (the larger one, keeping morale above the
  Mutiny threshold) and, once both run out, whose crewman (:func:`sacrifice_column`);
  :func:`playable` - the actions worth scoring at all (no draw while only a crewman's life pays
  for it, the rules' ``needs_sacrifice``);
* :func:`sled_waits_out_the_blizzard` - in a Blizzard season (a sled move costs 2 food or morale,
  :func:`blizzard_toll`) the sled's moves wait for the next season while its tile lasts into it
  (:func:`playable` leaves them out, so the way home waits too);
* :func:`sled_crew_adrift` - a sled standing on sea ice the sun's calendar thaws at the season's
  end sinks with its crew: in the season's last turn the ``sled_adrift`` term counts them lost;
* :func:`worth_a_follow_up` - a large tile drawn is always weighed with its placement;
* :func:`pass_price` - after a whole season of passes with the goals unmet and a budget left,
  another pass costs an action's worth (:func:`idle_a_whole_season`, which the co-op partners'
  own price reads too).

They are registered in :data:`nwp.bots.VARIANT_PLAY` for the "solo-terror" variant.
"""

from __future__ import annotations

import functools
import itertools
import math

from . import bots, data, engine
from .actions import Action, Draw, Move, Pass, PayWith, PickUp, Refresh, SacrificeFrom, Transfer
from .board import GREENLAND, NWP
from .scoring import set_count
from .solo import SEASON_TURNS, HmsTerrorSolo
from .state import GameState, PlayerState

WIN = 500.0  # a won game beats any lost one
NWP_FOUND = 30.0
FRANKLIN_POINT = 3.0  # per Franklin point up to the goal
RESOURCE_VALUE = 0.5  # a unit of food or morale, up to RESOURCE_COMFORT units
RESOURCE_COMFORT = 14
RESOURCE_BEYOND = 0.2  # a unit beyond the comfortable stock
LOST_CREWMAN = 3.0
ISLAND_POINT = LOST_CREWMAN / data.ABANDON_PER_CREWMAN  # an island point at a lost crewman's rate (1.5; docs/ai.md)
NWP_MOVE = 3.0  # value of one move less toward the Northwest Passage
HOME_MOVE = 2.5  # value of one move less toward Greenland, once the goals are met (4 or 1.5: 51 of seeds 201-300, not 52; docs/ai.md)
GOALS_MET = 40.0  # the goals met and the way home paid for: the win in sight
HOME_FAR = 30  # moves home counted at most
PASSAGE_FAR = 25  # moves to the Passage counted at most
BUDGET_MARGIN = 6.0  # actions short of the way home over which the win's prospect fades (4: 78 wins of 200, not 80; docs/ai.md)
ACTIONS_PER_SEASON = 10.0  # what a season realistically gives, food and morale allowing (7: the same 52 of seeds 201-300; docs/ai.md)
LOW_MORALE = 3  # Mutiny Brewing costs a crewman at this morale or below
MUTINY_RISK = 2.0  # what morale at LOW_MORALE or below costs a position (1: 48 wins of 100, not 50; docs/ai.md)
SEASON_WAITED = 1.0  # moves' worth of a season spent waiting for the ice (a Voyage card's toll)
TOKEN_STEP = 0.75  # a token in reach is worth what it gives less this much a move and the pick-up
#   (1.0: 94 of seeds 201-400, 0.5: 103, not 100; docs/ai.md, sixty-ninth step):
#   more than a toll's worth (RESOURCE_VALUE), so the pick-up always brings more than standing by it
TOKEN_SHARE = 1.0  # of that, counted before it is picked up (0.8: 20 wins of 200, not 29; docs/ai.md)
FRANKLIN_AHEAD_SHARE = 0.5  # before the Passage: of a Franklin token's points, counted in reach (alone the voyage's
#   Franklin plan counts the token too; 1: 179 of the fresh seeds 1101-1400, 0.5: 193; 0: 60 of 1201-1300 against 63;
#   docs/ai.md, seventy-ninth step. Co-op partners: the seeker is drawn off its way west, the other partner's voyage
#   counts it in its plan; 1: 78 of the fresh co-op seeds 61-360, 0.5: 109; eightieth step)
ICE_LOOKAHEAD = 3  # seasons ahead whose ice (the sun's calendar) the way to the Passage counts
SHORTFALL = 2.0  # worth of each action the rest of the voyage needs beyond the budget (docs/ai.md, eleventh step)
VOYAGE_CARD_TERM = "voyage_card"  # the term counted only in a season's last turn (next_card_outlook)
SUPPLY_RESERVE_TERM = "supply_reserve"  # the goals met and short of the way home: tokens in reach (supply_reserve)
LAID_BY_TERM = "laid_by"  # supply tokens in zone x2 or x3 on the board, wherever they lie (supplies_laid_by)
ISLANDS_TERM = "islands"  # the island prestige scored so far, alone (co-op partners play for the win only)


def goals_met(state: GameState, index: int = 0) -> bool:
    """Are the Passage and the Franklin goal reached (co-op: by the team)?"""
    found, franklin, goal = engine.rules_of(state).progress(state, index)
    return found and franklin >= goal


def moves_home(state: GameState, index: int = 0, ways: dict[str, float] | None = None) -> float:
    """Moves until expedition ``index`` is home. In the HMS Terror modes the first vehicle to reach
    Greenland brings the expedition home (the other, left out, costs points, not the game), so
    this is the nearer vehicle with a living crewman (see :func:`vehicle_moves_home`).
    :data:`bots.UNREACHABLE` plus the seasons left when neither has a way.

    Not the standard game's count (:func:`bots.moves_home`), where both vehicles must come back:
    with that one the bot never took its sled onto the winter ice, the way a player comes home.
    ``ways``: :func:`ways_home` of the expedition, when the caller has it."""
    player = state.players[index]
    if player.home:
        return 0.0
    return nearest_way(state, ways_home(state, player) if ways is None else ways)


def nearest_way(state: GameState, ways: dict[str, float]) -> float:
    """The fewest of ``ways`` (by vehicle); :data:`bots.UNREACHABLE` plus the seasons left when there is none."""
    return min(ways.values(), default=float(bots.UNREACHABLE + data.ROUNDS - state.round + 1))


def ways_home(state: GameState, player: PlayerState, sled_aboard: bool = True,
              season_waited: float = SEASON_WAITED) -> dict[str, float]:
    """:func:`vehicle_moves_home` of each vehicle with a living crewman aboard, by "ship" and "sled";
    with the sled still aboard a crewed ship (and ``sled_aboard``), the sled's way too
    (:func:`sled_from_ship_moves_home`): a ship frozen in sends its crew home over the ice.
    ``season_waited``: what a season waited counts (:func:`actions_home` counts it at nearly nothing)."""
    ways = {vehicle: vehicle_moves_home(state, vehicle, place, season_waited) for vehicle, place in crewed_vehicles(player)}
    if sled_aboard and player.sled is None and "ship" in ways and player.ship >= 0:
        ways["sled"] = sled_from_ship_moves_home(state, player.ship, season_waited)
    return ways


def sled_from_ship_moves_home(state: GameState, place: int, season_waited: float = SEASON_WAITED) -> float:
    """Moves home of a sled not yet deployed from the ship on ``place``: the transfer that
    deploys it (once the ice or land under the ship lets it, :data:`SEASON_WAITED` a season
    waited) and the sled's moves home from there."""
    return bots.memoised(state, ("home", "sled from ship", place, state.round, state.frozen_rows, season_waited,
                                 season_ends_after_this_turn(state)),
                         lambda: _sled_from_ship_moves_home(state, place, season_waited))


def _sled_from_ship_moves_home(state: GameState, place: int, season_waited: float) -> float:
    """:func:`sled_from_ship_moves_home`, computed: from the first season with land or ice under the ship."""
    ice = _ice_for_the_way_home(state)
    start = next((season for season, frozen in enumerate(ice) if state.board.has_land_or_ice(place, frozen)), None)
    unreachable = float(bots.UNREACHABLE + len(ice))
    if start is None:
        return unreachable
    return min(unreachable, 1.0 + _moves_home_from_season(state, "sled", place, ice, start, season_waited))


def crewed_vehicles(player: PlayerState) -> list[tuple[str, int]]:
    """("ship" or "sled", place) of each vehicle out with a living crewman aboard."""
    vehicles = []
    if player.ship is not None and player.aboard("ship") > 0:
        vehicles.append(("ship", player.ship))
    if bots.sled_out(player) and player.aboard("sled") > 0:
        vehicles.append(("sled", player.sled))
    return vehicles


def vehicle_moves_home(state: GameState, vehicle: str, place: int, season_waited: float = SEASON_WAITED) -> float:
    """Moves of ``vehicle`` from ``place`` to Greenland, by the ice of this season (in its last
    turn, the next one's: :func:`_ice_for_the_way_home`) or of one to come (:data:`SEASON_WAITED`
    a season waited); a sled counts only the seasons it lasts to, on land or ice.
    :data:`bots.UNREACHABLE` plus the seasons left when it has no way."""
    if place == GREENLAND:  # the ship before it sailed: out and back
        return 2.0
    last_turn = season_ends_after_this_turn(state)
    return bots.memoised(state, ("home", vehicle, place, state.round, state.frozen_rows, season_waited, last_turn),
                         lambda: _moves_home_from_season(state, vehicle, place, _ice_for_the_way_home(state), 0,
                                                         season_waited))


def _ice_to_come(state: GameState) -> list[int]:
    """The frozen rows of this season and of each season to come (the sun's calendar)."""
    return [state.frozen_rows] + [data.frozen_rows_in_round(r) for r in range(state.round + 1, data.ROUNDS + 1)]


def _ice_for_the_way_home(state: GameState) -> list[int]:
    """:func:`_ice_to_come` from the season the way home can still set out in: this one, or in
    its last turn (:func:`season_ends_after_this_turn`) the next, since the turn weighed is the
    season's last and its ice goes with it.

    Counted on this season's ice in its last turn, a way over ice that thaws at the season's end
    looked as short as it was that turn, and a way the next season's ice opens looked a season
    away: in co-op seed 1094 as the partners played it before this count (docs/ai.md, issue 21,
    ninety-eighth step), partner 2 passed the last turn of round 7 four moves from home by the
    ice with a budget of 3, and round 8's thaw made it seven. (With this count the game goes
    otherwise from round 2, and is lost in round 6.)"""
    return _ice_to_come(state)[season_ends_after_this_turn(state):]


def _moves_home_from_season(state: GameState, vehicle: str, place: int, ice: list[int], start: int,
                            season_waited: float = SEASON_WAITED) -> float:
    """Moves of ``vehicle`` from ``place`` to Greenland, setting out in season ``start`` of ``ice``
    (:func:`_ice_to_come`) or a later one (``season_waited`` each season waited from now); a
    sled only while the tile under it lasts."""
    best = float(bots.UNREACHABLE + len(ice))
    lasting = ice[start]
    for waited in range(start, len(ice)):
        lasting = min(lasting, ice[waited])
        if vehicle == "sled" and place >= 0 and not state.board.has_land_or_ice(place, lasting):
            break  # the thaw takes the sled before that season
        moves = bots.distances(state, place, vehicle, frozen=ice[waited]).get(GREENLAND)
        if moves is not None:
            best = min(best, moves + season_waited * waited)
    return best


def home_prospect(moves: float, budget: float) -> float:
    """The worth of the goals met with ``moves`` to go home and ``budget`` actions to pay for
    them (food, morale and every crewman but the last): :data:`GOALS_MET` while the budget
    covers the way, fading over :data:`BUDGET_MARGIN` actions short, and :data:`HOME_MOVE` a
    move less. Never below nothing, so meeting the last goal never looks worse than missing it."""
    within = min(1.0, max(0.0, 1.0 + (budget - moves) / BUDGET_MARGIN))
    return GOALS_MET * within + HOME_MOVE * (HOME_FAR - min(moves, HOME_FAR))


def terms(state: GameState, index: int = 0, seeks_passage: bool = True) -> dict[str, float]:
    """The parts of the worth of a position for expedition ``index``, by name: a win first, then
    its score (co-op: the team's), then its own food, morale, crew and ways, and the voyage
    weighed against the budget (:data:`SHORTFALL` each action :func:`voyage_actions` counts
    beyond it), and in a season's last turn the Voyage card to come (:func:`next_card_outlook`).
    ``seeks_passage`` False (a co-op partner who leaves the Passage to the other,
    nwp/coop_bots.py): the way there is still worth shortening, but it is not in its voyage."""
    rules = engine.rules_of(state)
    board = rules.board(state, index)
    player = state.players[index]
    found, franklin, goal = rules.progress(state, index)
    parts = {"passage_found": NWP_FOUND * found, "franklin": FRANKLIN_POINT * min(franklin, goal)}
    if state.phase == "over":
        scores = engine.final_scores(state)
        outcome = scores.get("solo") or scores["coop"]
        total = outcome.get("team_score", scores["players"][0]["total"])
        parts["outcome"] = (WIN if outcome["won"] else -WIN) + total
        return parts
    alone = len(state.players) == 1  # an expedition alone (co-op partners share the board's tokens)
    parts["lost_crew"] = -LOST_CREWMAN * player.lost_crew
    stock = board["food"] + board["morale"]
    parts["supplies"] = (RESOURCE_VALUE * min(stock, RESOURCE_COMFORT) + RESOURCE_BEYOND * max(0, stock - RESOURCE_COMFORT)
                         - (MUTINY_RISK if board["morale"] <= LOW_MORALE else 0.0))
    parts["sets"] = 0.5 * set_count(player) * data.SET_POINTS / 6
    adrift = sled_crew_adrift(state, player)
    if adrift:  # the whole crew adrift: the expedition ends with it (co-op: the team's game)
        parts["sled_adrift"] = -LOST_CREWMAN * adrift - (GOALS_MET if adrift == player.crew_on_board else 0.0)
    # No worth for tiles held, unlike the standard game: here a tile drawn costs food or morale and
    # is worth only where it goes, so a draw is weighed with its placement (worth_a_follow_up).
    # Valued at half a point each (the standard game's way), the bot drew tiles it never placed.
    ship_reach, sled_reach = bots.reaches(state, player)
    to_passage = {} if found else ways_to_passage(state, player, ship_reach, sled_reach)
    seasons_left = data.ROUNDS - state.round
    homes = ways_home(state, player)
    if not found:
        parts["passage"] = -NWP_MOVE * min(voyage_passage_moves(to_passage, homes), PASSAGE_FAR)
    needed_home = moves_home(state, index, homes)
    budget = action_budget(board, player)
    if found and franklin >= goal:
        parts["home"] = home_prospect(needed_home, budget)
        if budget < needed_home:  # short of the way home: the supply tokens in reach count toward it,
            reserve = supply_reserve(state, ship_reach, sled_reach, needed_home)  # never as far as paying
            covered = budget + min(reserve, max(0.0, needed_home - budget - 1))  # for it (the pick-up counts)
            parts[SUPPLY_RESERVE_TERM] = home_prospect(needed_home, covered) - parts["home"]
    capacity = (seasons_left + (5 - state.solo["turn"]) / 4) * ACTIONS_PER_SEASON
    parts["time"] = -2.0 * max(0.0, needed_home * 1.3 - capacity)
    near = 0.0
    if franklin < goal or stock < RESOURCE_COMFORT:
        franklin_left = goal - franklin  # the nearest Franklin tokens count up to the goal
        fetched = 0.0  # the moves and pick-ups of the nearer Franklin tokens counted, as a route
        route_end = None  # the place of the last Franklin token counted: the route goes on from it
        # co-op: the nearer tokens may be the other partner's to fetch (routed there too: 24 of co-op seeds 1-60 either way)
        routed = found and alone
        for square, kind, steps in sorted(bots.tokens_in_reach(state, ship_reach, sled_reach, within=6),
                                          key=lambda token: token[2]):
            zone = data.zone_of_column(square[0])
            if kind == "Franklin":
                points = min(zone, max(0, franklin_left))
                # once found: in the plan (franklin_plan); before, a share (FRANKLIN_AHEAD_SHARE)
                worth = 0.0 if found else FRANKLIN_POINT * points * FRANKLIN_AHEAD_SHARE
                place = state.board.tile_index_at(square)
                leg = steps  # from the vehicle, or from the token counted before, whichever is nearer
                if route_end is not None and points:  # a token beyond the goal needs no leg
                    onward = bots.distances(state, route_end, _fetcher(place, ship_reach, sled_reach))
                    leg = min(leg, onward.get(place, leg))
                if found and 0 < franklin_left <= zone:  # the token that meets the last goal, fetched
                    remaining = budget - fetched - leg - 1  # after the nearer ones the goal also needs
                    worth += home_prospect(_home_from(state, square, ship_reach, sled_reach), remaining)
                if points and routed:
                    fetched += leg + 1
                    route_end = place
                franklin_left -= points
            elif kind in ("Inuit", "Cairn"):
                worth = RESOURCE_VALUE * 2 * zone if stock < RESOURCE_COMFORT else 0.0
            else:  # Strait
                worth = RESOURCE_VALUE * zone if stock < RESOURCE_COMFORT else 0.0
            near += TOKEN_SHARE * max(0.0, worth - TOKEN_STEP * (steps + 1))
    parts["tokens_near"] = near
    if alone:  # co-op partners share the board's tokens: not measured there
        parts[LAID_BY_TERM] = supplies_laid_by(state)
        parts[ISLANDS_TERM] = ISLAND_POINT * player.points["islands"]
    plan = voyage_franklin_plan(state, player, goal - franklin, (ship_reach, sled_reach), found, seeks_passage)
    if found and franklin < goal:
        parts["franklin_plan"] = -PLAN_ACTION * plan
    if not (found and franklin >= goal):
        needed = voyage_actions(state, player, goal - franklin, found, seeks_passage, plan, needed_home, homes,
                                to_passage)
        if needed is not None:
            parts["shortfall"] = -SHORTFALL * max(0.0, needed - budget)
            if found and needed > budget:
                parts["supplies_on_way"] = supplies_on_the_way_home(state, player, ship_reach, sled_reach, needed - budget)
    else:
        needed = needed_home  # the goals met: the way home is what the budget pays for
    if season_ends_after_this_turn(state):
        short = needed is not None and needed > budget
        parts[VOYAGE_CARD_TERM] = (RESOURCE_VALUE + SHORTFALL * short) * next_card_outlook(state, index, board)
    return parts


def season_ends_after_this_turn(state: GameState) -> bool:
    """Is this the last turn of a season with another to come (the Voyage card and the thaw next)?"""
    return state.solo["turn"] == SEASON_TURNS and state.round < data.ROUNDS


def sled_crew_adrift(state: GameState, player: PlayerState) -> int:
    """In a season's last turn, the crewmen aboard ``player``'s sled when it stands on a tile with
    neither land nor ice at the next season's frozen rows by the sun's calendar: at the season's
    end the sled sinks with them (nwp/engine.py's ``end_round``; :func:`bots.sled_adrift`, which
    the standard game's bots read). 0 otherwise, and in the last season.

    The search never plays a season's end, so it never saw this coming: in co-op seed 42 a
    partner's sled stood on A4's winter ice with all seven crewmen from round 4 to round 7, with
    no food or morale, passing (each move would have cost a life), and sank at round 8's thaw,
    which ended the game at once. Counted in every turn of the season, the loss also stopped a
    sled crossing the ice to the Passage in the season's first turn, two moves over tiles that
    thaw before the third onto the arrow (solo seeds 138 and 143 missed the Passage); in the last
    turn, the season's last chance to leave, it does not (docs/ai.md, issue 21, fifty-eighth step)."""
    if not season_ends_after_this_turn(state) or not bots.sled_adrift(state, player):
        return 0
    return player.aboard("sled")


def next_card_outlook(state: GameState, index: int, board: dict) -> float:
    """The food and morale the next Voyage card is expected to give expedition ``index`` where it
    stands (or take, no more than ``board``, its food and morale board, holds): the mean over the
    cards still in the deck (:meth:`HmsTerrorSolo.card_change`), with the next season's ice.

    :func:`terms` counts it in the season's last turn, whose end the card sees, at a unit's worth
    (the shortfall's too while the voyage is short): so a turn that ends on a tile with sea (Seal
    Hunt), beside an Inuit token (Inuit Guides), with the sled deployed (Mirage) or away from the
    ice (Long Polar Night) is worth what the card is likely to give there. Over the issue's 200
    games the hard bot won 96 against 89 (docs/ai.md, issue 21, forty-third step)."""
    rules = engine.rules_of(state)
    frozen = data.frozen_rows_in_round(state.round + 1)
    deck = state.solo["deck"]
    total = 0
    for card in deck:
        food, morale, _crew = rules.card_change(state, index, card, frozen)
        total += max(food, -board["food"]) + max(morale, -board["morale"])
    return total / len(deck) if deck else 0.0


ON_WAY_SLACK = 1.0  # a way home this many moves longer than the shortest still passes by a token
SUPPLY_TOKENS = ("Inuit", "Cairn", "Strait")  # the tokens whose pick-up gives food or morale


def supplies_on_the_way_home(state: GameState, player: PlayerState, ship_reach: dict[int, int],
                             sled_reach: dict[int, int], short_by: float) -> float:
    """What the supply tokens on a crewed vehicle's way home (:func:`supply_tokens_on_the_way_home`)
    are worth to an expedition that has found the Passage and cannot pay for the rest of its
    voyage, ``short_by`` actions short: each counts half of what its pick-up nets at the
    shortfall's rate, ``0.5 * SHORTFALL * (units - 1)`` (the pick-up's toll is the 1), so picking
    it up still adds the other half and the bot never leaves a token it reached.

    Together they count no more than half the shortfall, ``0.5 * SHORTFALL * short_by``: no
    pick-up nets more than the actions the voyage is short of. Uncapped, a voyage a little short
    with a rich token on its way was worth more than the same voyage paid for, so the bot stayed
    short: in seed 2565 the sled passed ten turns with 4 food and 2 or 3 morale beside an Inuit
    token worth 6 (its pick-up scored 11 less than a pass) and met the goals too late to come home.
    Capped, the hard bot won 131 of seeds 2401-2600 against 128 (4 only with the cap, 1 only
    without) and 66 of the fresh seeds 2601-2700 against 64 (docs/ai.md, issue 21, ninety-second
    step).

    Counted before the Passage too, on the way there, the bot missed the Passage in 60 games of
    200 where it had missed it in 47; counted only on the way home it won 74 of 200 against 70
    (docs/ai.md, issue 21, twenty-ninth step)."""
    total = 0.0
    for _square, _kind, units, _moves in supply_tokens_on_the_way_home(state, player, ship_reach, sled_reach):
        total += 0.5 * SHORTFALL * (units - 1)
    return min(total, 0.5 * SHORTFALL * short_by)


RESERVE_REACH = 4  # moves to a supply token, at most, that the reserve counts (6: the same 52 of seeds 201-300; docs/ai.md)
RESERVE_SHARE = 0.75  # of a token's net, counted before its pick-up (the pick-up adds the rest)
RESERVE_TOKENS = 2  # tokens the reserve counts at most


def supply_reserve(state: GameState, ship_reach: dict[int, int], sled_reach: dict[int, int], needed_home: float) -> float:
    """Once the goals are met and the budget is short of the way home: the actions the supply
    tokens in reach would add to the budget, each its food or morale less its pick-up and the
    moves it adds to the way home (``needed_home``), counted at :data:`RESERVE_SHARE` for the
    :data:`RESERVE_TOKENS` best. So a supply tile laid symbol up beside the way home, in zone x2
    or x3, is worth its token to a voyage that cannot otherwise come home."""
    nets = []
    for square, kind, steps in bots.tokens_in_reach(state, ship_reach, sled_reach, within=RESERVE_REACH):
        if kind not in SUPPLY_TOKENS:
            continue
        detour = max(0.0, steps + _home_from(state, square, ship_reach, sled_reach) - needed_home)
        net = supply_units(kind, square) - 1 - detour
        if net > 0:
            nets.append(net)
    return RESERVE_SHARE * sum(sorted(nets, reverse=True)[:RESERVE_TOKENS])


LAID_BY_SHARE = 0.75  # of a supply token's worth (its units at RESOURCE_VALUE) counted while it lies on the board
#   (0.5: 200 of the fresh seeds 2001-2300 against 206, and 145 of 201-500 against 153; docs/ai.md, ninetieth step)
LAID_BY_TOKENS = ("Inuit", "Cairn")  # the supply tokens worth 2 units a zone (a Strait's 1 is left to tokens_near)


def supplies_laid_by(state: GameState) -> float:
    """Supplies laid by: every Inuit or Cairn token on the board in zone x2 or x3, wherever it lies,
    counted at :data:`LAID_BY_SHARE` of its food or morale (:data:`RESOURCE_VALUE` a unit). So a
    supply tile laid symbol up on the way west is worth more than one laid down even while the
    stock is full (``tokens_near`` counts supplies only below :data:`RESOURCE_COMFORT`), and since
    the worth does not grow as a vehicle nears the token it pulls no vehicle off its way: the
    shortfall's price fetches the token once the budget needs it. In the traces of seeds 261-320 the
    lost games laid 1.3 supply tiles a game symbol down before the Passage, the won ones 0.6
    (docs/ai.md, issue 21, sixty-second step)."""
    return LAID_BY_SHARE * sum(RESOURCE_VALUE * supply_units(kind, square)
                               for square, kind in state.board.tokens.items()
                               if kind in LAID_BY_TOKENS and data.zone_of_column(square[0]) >= 2)


def supply_units(kind: str, square: tuple[int, int]) -> int:
    """The food or morale the pick-up of a ``kind`` supply token on ``square`` gives (Rules.pickup)."""
    return data.PICKUP_POINTS[kind] * data.zone_of_column(square[0])


def supply_tokens_on_the_way_home(state: GameState, player: PlayerState, ship_reach: dict[int, int],
                                  sled_reach: dict[int, int]) -> list[tuple[tuple[int, int], str, int, int]]:
    """(square, kind, food or morale it gives, moves to it) of each Inuit, Cairn or Strait token
    on a crewed vehicle's way home: the moves to its tile and home from there are at most
    :data:`ON_WAY_SLACK` more than the vehicle's own moves home (the first such vehicle counts)."""
    on_way = []
    own_way_home = {vehicle: vehicle_moves_home(state, vehicle, place) for vehicle, place in crewed_vehicles(player)}
    for square, kind in state.board.tokens.items():
        if kind not in SUPPLY_TOKENS:
            continue
        place = state.board.tile_index_at(square)
        units = supply_units(kind, square)
        for vehicle, way_home in own_way_home.items():
            reach = ship_reach if vehicle == "ship" else sled_reach
            if place in reach and reach[place] + vehicle_moves_home(state, vehicle, place) <= way_home + ON_WAY_SLACK:
                on_way.append((square, kind, units, reach[place]))
                break
    return on_way


def actions_to_finish(found: bool, plan: float, needed_home: float, homes: dict[str, float],
                      to_passage: dict[str, float]) -> float | None:
    """Actions the goals still missing and the way home need, roughly, to weigh against the budget
    (food, morale and every crewman but the last): the Franklin plan (``plan``,
    :func:`franklin_plan_actions`), and

    * once the Passage is found, the way home from here (``needed_home``, :func:`moves_home`);
    * before, the way to the Passage and back for the crewed vehicle that makes it the
      shortest: twice its moves to the Passage (``to_passage``, :func:`ways_to_passage`) and its
      moves home from where it stands (``homes``, :func:`ways_home`): so a move west changes
      nothing, a tile laid toward the Passage shortens both ways, and a crewed ship near home
      does not make a sled's way back look short. None when no crewed vehicle is on the board.

    Counted beyond the budget at :data:`SHORTFALL` an action, it makes every action that
    brings no goal nearer dearer, and food and morale gained (a supply token) worth more, as
    soon as the expedition cannot pay for the rest of its voyage (docs/ai.md, eleventh step)."""
    if found:
        return plan + min(needed_home, HOME_FAR)
    trips = round_trips(to_passage, homes)
    return min(trips)[0] + plan if trips else None


def voyage_actions(state: GameState, player: PlayerState, missing: int, found: bool, seeks_passage: bool,
                   plan: float, needed_home: float, homes: dict[str, float], to_passage: dict[str, float]) -> float | None:
    """The actions the rest of the voyage needs, the count :func:`terms` weighs against the budget:
    :func:`actions_to_finish`, and before the Passage the voyage through it
    (:func:`voyage_via_passage`) when that is fewer. ``missing``: the Franklin points still
    missing; ``seeks_passage`` False: the way to the Passage is not this expedition's (co-op).
    The voyage through the Passage is counted for an expedition alone: in co-op the missing
    points are the team's, which the seeker does not gather alone on its way home (over 33 co-op
    games it won 11 against 13; docs/ai.md, issue 21, fifty-fourth step)."""
    needed = actions_to_finish(found or not seeks_passage, plan, needed_home, homes, to_passage)
    if not found and seeks_passage and needed is not None and len(state.players) == 1:
        via = voyage_via_passage(state, player, missing, to_passage, within=needed)
        if via is not None:
            needed = min(needed, via)
    return needed


def voyage_via_passage(state: GameState, player: PlayerState, missing: int, to_passage: dict[str, float],
                       within: float | None = None) -> float | None:
    """Before the Passage: the fewest actions of a crewed vehicle's voyage through it, its moves
    there, the way home from the Passage's arrow, and the Franklin plan with each token or spot
    counted at the moves it adds to that way home (None when no crewed vehicle reaches tiles
    from the arrow). With ``within``, a vehicle whose moves there and home alone reach it is not
    planned (its voyage could not be fewer): the evaluation asks this of every position."""
    best = None
    for vehicle, _place in crewed_vehicles(player):
        if vehicle not in to_passage:
            continue
        reach = bots.distances(state, NWP, vehicle)
        if len(reach) <= 1:
            continue
        home = vehicle_moves_home(state, vehicle, NWP)
        if home >= bots.UNREACHABLE:
            continue
        if within is not None and min(to_passage[vehicle], PASSAGE_FAR) + min(home, HOME_FAR) >= within:
            continue
        detours = {spot: max(0.0, steps + vehicle_moves_home(state, vehicle, spot) - home)
                   for spot, steps in reach.items() if spot >= 0}
        reaches = (detours, {}) if vehicle == "ship" else ({}, detours)
        plan = franklin_plan_actions(state, player, missing, reaches, cheapest_way=False) if missing > 0 else 0.0
        voyage = min(to_passage[vehicle], PASSAGE_FAR) + plan + min(home, HOME_FAR)
        best = voyage if best is None else min(best, voyage)
    return best


def round_trips(to_passage: dict[str, float], homes: dict[str, float]) -> list[tuple[float, float]]:
    """(its moves to the Passage and back home, its moves there) for each crewed vehicle with a
    way home: twice its moves to the Passage (``to_passage``, :func:`ways_to_passage`) and its
    moves home from where it stands (``homes``, :func:`ways_home`), each counted up to its cap."""
    return [(2 * min(way, PASSAGE_FAR) + min(homes[vehicle], HOME_FAR), way)
            for vehicle, way in to_passage.items() if vehicle in homes]


def voyage_passage_moves(to_passage: dict[str, float], homes: dict[str, float]) -> float:
    """The moves to the Passage of the crewed vehicle whose way there and back is the shortest
    (the one :func:`actions_to_finish` counts against the budget), from each vehicle's moves
    there (``to_passage``, :func:`ways_to_passage`) and home (``homes``, :func:`ways_home`); the
    nearer vehicle's when neither has a way home. The ``passage`` term counts these moves, so
    it weighs the same voyage as the ``shortfall`` term; with the nearer vehicle's moves, the
    medium bot won 74 of the issue's 200 games against 77, the hard bot 82 against 84
    (docs/ai.md, issue 21, thirty-first and thirty-second steps)."""
    trips = round_trips(to_passage, homes)
    return min(trips)[1] if trips else min(to_passage.values(), default=99.0)


def planned_passage_moves(state: GameState, index: int = 0) -> float:
    """:func:`voyage_passage_moves` for expedition ``index`` in ``state`` (99: no vehicle on the
    board). The hints name this count, the one the ``passage`` term weighs."""
    player = state.players[index]
    return voyage_passage_moves(ways_to_passage(state, player, *bots.reaches(state, player)), ways_home(state, player))


def ways_to_passage(state: GameState, player: PlayerState, ship_reach: dict[int, int],
                    sled_reach: dict[int, int]) -> dict[str, float]:
    """:func:`passage_moves` of each vehicle on the board, by "ship" and "sled" (the voyage's is
    the one :func:`voyage_passage_moves` picks)."""
    ways = {}
    if ship_reach:
        ways["ship"] = passage_moves(state, player, ship_reach, {})
    if sled_reach:
        ways["sled"] = passage_moves(state, player, {}, sled_reach)
    return ways


def voyage_balance(state: GameState, index: int = 0) -> tuple[float, float] | None:
    """(the actions the rest of the voyage needs, the budget that pays for them) for expedition
    ``index``, as :func:`terms` weighs them (:func:`actions_to_finish`); None once the goals are
    met (the way home is :func:`home_prospect`'s) or with no crewed vehicle on the board."""
    found, franklin, goal = engine.rules_of(state).progress(state, index)
    if found and franklin >= goal:
        return None
    player = state.players[index]
    board = engine.rules_of(state).board(state, index)
    reaches = bots.reaches(state, player)
    plan = voyage_franklin_plan(state, player, goal - franklin, reaches, found, True)
    needed = voyage_actions(state, player, goal - franklin, found, True, plan, moves_home(state, index),
                            ways_home(state, player), {} if found else ways_to_passage(state, player, *reaches))
    return None if needed is None else (needed, action_budget(board, player))


def action_budget(board: dict, player: PlayerState) -> int:
    """The actions an expedition can still pay for: its food and morale (``board``, its food and
    morale board) and the lives of every crewman but the last."""
    return board["food"] + board["morale"] + player.crew_on_board - 1


def food_and_morale(state: GameState, index: int) -> int:
    """The food and morale of expedition ``index`` in ``state``: the actions it pays for without a crewman's life."""
    board = engine.rules_of(state).board(state, index)
    return board["food"] + board["morale"]


def expedition_budget(state: GameState, index: int) -> int:
    """:func:`action_budget` of expedition ``index`` in ``state``, read from its food and morale board."""
    return action_budget(engine.rules_of(state).board(state, index), state.players[index])


FRANKLIN_TILES = frozenset(name for name, tile in data.LARGE_TILES.items() if tile["symbol"] == "Franklin")
PLAN_ACTION = 1.0  # worth of each action the Franklin plan still needs, once the Passage is found
PLAN_REACH = 8  # moves to a spot where a tile can be laid, at most, that the plan considers
LAY_AND_FETCH = 3.0  # a Franklin tile in hand: laid symbol up, a move onto it, the pick-up
ZONES = (1, 2, 3)  # the multipliers of the board's columns (data.zone_of_column)
NO_FRANKLIN_TILE_LEFT = 12.0  # actions counted for each point no Franklin tile left can give


def voyage_franklin_plan(state: GameState, player: PlayerState, missing: int,
                         reaches: tuple[dict[int, int], dict[int, int]], found: bool, seeks_passage: bool) -> float:
    """The Franklin plan :func:`terms` weighs in the voyage (:func:`franklin_plan_actions`, 0 with
    no point ``missing``): the cheapest way once the Passage is found; before, the cheapest per
    point, and for an expedition alone that seeks the Passage with zone x3 on its way west
    (``west_on_the_way``: docs/ai.md, issue 21, ninety-ninth step). A co-op partner's missing
    points are the team's, which its own way west does not gather alone."""
    if missing <= 0:
        return 0.0
    west = len(state.players) == 1 and seeks_passage and not found
    return franklin_plan_actions(state, player, missing, reaches, cheapest_way=found, west_on_the_way=west)


def franklin_plan_actions(state: GameState, player: PlayerState, missing: int,
                          reaches: tuple[dict[int, int], dict[int, int]] | None = None,
                          cheapest_way: bool = True, west_on_the_way: bool = False) -> float:
    """Actions to gather the ``missing`` Franklin points, the cheapest way (:func:`_plan_cost`;
    ``cheapest_way`` False: cheapest per point first, :func:`_plan_cost_per_point`), from:

    * a Franklin token a crewed vehicle reaches: the moves to it and the pick-up, for its zone;
    * a Franklin tile in hand: :data:`LAY_AND_FETCH` actions, for the zone of the spot where it
      is laid (a tile beside an empty square of that zone), plus the moves to that spot once;
    * a Franklin tile on display: a draw more;
    * one not seen yet (the bag's make-up, never its order): the refreshes to see one.

    The plan is counted for each zone a spot is reached in, and the cheapest is kept (with no
    spot in reach, the tokens alone). ``west_on_the_way`` (before the Passage, an expedition
    that goes west to it): zone x3 counts as a spot with no moves, since the way to the Passage
    passes beside its empty squares. Counted only where the vehicles reach, a tile in hand in
    the east was worth a zone-x1 token's point, so it was laid there for 1 point, not carried
    west for 3 (the hard bot picked up 30 zone-x1 Franklin tokens in the 40 games of seeds
    3001-3040). Each step of the plan done (the vehicle moved beside the west's empty squares,
    the tile drawn, laid, the token picked up) lowers the count, so the bot sees the way to the
    goal step by step, not only the last pick-up: once the Passage was found, the Franklin
    tokens in reach used to be all it saw, and a sled could stand on the Passage's arrow for six
    seasons with nothing in reach. A point no Franklin tile left can give costs
    :data:`NO_FRANKLIN_TILE_LEFT`.
    ``reaches``: :func:`bots.reaches` of ``player``, when the caller has it."""
    board = state.board
    ship_reach, sled_reach = reaches if reaches is not None else bots.reaches(state, player)
    crewed = dict(crewed_vehicles(player))
    reach = dict(ship_reach) if "ship" in crewed else {}
    for spot, steps in (sled_reach.items() if "sled" in crewed else ()):
        reach[spot] = min(steps, reach.get(spot, steps))
    tokens = []  # (actions, points) of each Franklin token in reach: the moves to it and the pick-up
    for square, kind in board.tokens.items():
        steps = reach.get(board.tile_index_at(square)) if kind == "Franklin" else None
        if steps is not None:
            tokens.append((steps + 1.0, data.zone_of_column(square[0])))
    spots: dict[int, int] = {}  # zone -> fewest moves to a tile beside an empty square of that zone
    if west_on_the_way:
        spots[ZONES[-1]] = 0
    for spot, steps in sorted(reach.items(), key=lambda item: item[1]):  # nearest first
        if steps > PLAN_REACH or len(spots) == len(ZONES):
            break
        if spot >= 0:
            for x, _ in bots.memoised(state, ("empty", spot), lambda: board.empty_neighbours(spot)):
                spots.setdefault(data.zone_of_column(x), steps)
    unseen = len(FRANKLIN_TILES.intersection(state.bag))  # large tiles' names are unique
    seen_chance = 1.0 - _chance_of_none(len(state.bag), unseen, len(state.display))
    tiles = ([LAY_AND_FETCH] * sum(tile in FRANKLIN_TILES for tile in player.hand)
             + [LAY_AND_FETCH + 1.0] * sum(tile in FRANKLIN_TILES for tile in state.display if tile)
             + ([LAY_AND_FETCH + 1.0 / seen_chance] * unseen if seen_chance > 0 else []))
    plan_cost = _plan_cost if cheapest_way else _plan_cost_per_point
    token_sources = tuple(tokens)
    if not spots:  # nowhere to lay a tile: the tokens in reach only
        return plan_cost(token_sources, 0.0, (), missing)
    return min(plan_cost(token_sources, moves, tuple([(cost, zone) for cost in tiles]), missing) for zone, moves in spots.items())


PLAN_MEMO = 4096  # the plans remembered: a hard solo game asks about 1,500 different ones 120,000 times


@functools.lru_cache(maxsize=PLAN_MEMO)
def _plan_cost(tokens: tuple[tuple[float, int], ...], moves: float, tiles: tuple[tuple[float, int], ...],
               missing: int) -> float:
    """The fewest actions that gather ``missing`` points from ``tokens`` and ``tiles`` ((actions,
    points) each, each used once), plus ``moves`` once if a tile is laid; a point none of them
    gives costs :data:`NO_FRANKLIN_TILE_LEFT`. The cheapest way, not the cheapest per point: with
    one point missing, a zone-x2 token three actions away beats a zone-x3 one four away.
    Remembered (:data:`PLAN_MEMO`): it depends on its arguments alone."""
    if missing <= 0:
        return 0.0
    unreached = float("inf")
    without_tile = [0.0] + [unreached] * missing  # the fewest actions for each count of points, capped
    for cost, points in tokens:
        for have in range(missing - 1, -1, -1):  # downward: each token counted once
            reached = min(missing, have + points)
            without_tile[reached] = min(without_tile[reached], without_tile[have] + cost)
    with_tile = [unreached] * (missing + 1)  # the same with a tile laid (its moves counted once)
    costs_by_points: dict[int, list[float]] = {}
    for cost, points in tiles:
        costs_by_points.setdefault(points, []).append(cost)
    for points, costs in costs_by_points.items():
        for cost in sorted(costs)[:-(-missing // points)]:  # more tiles than the points need are never laid
            for have in range(missing - 1, -1, -1):
                best = min(with_tile[have], without_tile[have] + moves) + cost
                reached = min(missing, have + points)
                with_tile[reached] = min(with_tile[reached], best)
    return min(min(without_tile[have], with_tile[have]) + NO_FRANKLIN_TILE_LEFT * (missing - have)
               for have in range(missing + 1))


@functools.lru_cache(maxsize=PLAN_MEMO)
def _plan_cost_per_point(tokens: tuple[tuple[float, int], ...], moves: float, tiles: tuple[tuple[float, int], ...],
                         missing: int) -> float:
    """Actions to gather ``missing`` points from ``tokens`` and ``tiles`` ((actions, points) each),
    cheapest per point first, plus ``moves`` once if a tile is laid. It counts the last source's
    points whole, so it is high when that source gives more points than are missing (a zone-x3
    token for the last point): the count before the Passage, where that margin wins games
    (docs/ai.md, issue 21, fifty-seventh step). Remembered, as :func:`_plan_cost` is."""
    sources = sorted([(cost / points, cost, points, False) for cost, points in tokens]
                     + [(cost / points, cost, points, True) for cost, points in tiles])
    actions, laying = 0.0, False
    for _, cost, points, is_tile in sources:
        if missing <= 0:
            break
        if is_tile and not laying:
            actions, laying = actions + moves, True
        actions += cost
        missing -= points
    return actions + NO_FRANKLIN_TILE_LEFT * max(0, missing)


def _chance_of_none(size: int, marked: int, drawn: int) -> float:
    """The chance that ``drawn`` tiles taken from ``size`` miss all ``marked`` ones."""
    chance = 1.0
    for taken in range(min(drawn, size)):
        chance *= max(0, size - marked - taken) / (size - taken)
    return chance


def _home_from(state: GameState, square: tuple[int, int], ship_reach: dict[int, int], sled_reach: dict[int, int]) -> float:
    """Moves home from the token on ``square`` for the nearer vehicle, which fetches it."""
    place = state.board.tile_index_at(square)
    return vehicle_moves_home(state, _fetcher(place, ship_reach, sled_reach), place)


def _fetcher(place: int, ship_reach: dict[int, int], sled_reach: dict[int, int]) -> str:
    """The vehicle that fetches a token on ``place``: the nearer one, the ship on a tie."""
    return "ship" if ship_reach.get(place, 99) <= sled_reach.get(place, 99) else "sled"


def passage_moves(state: GameState, player: PlayerState, ship_reach: dict[int, int], sled_reach: dict[int, int]) -> float:
    """Moves to the Passage, now or after waiting for the ice of one of the next
    :data:`ICE_LOOKAHEAD` seasons (:data:`SEASON_WAITED` a season waited): a tile laid on sea that
    freezes next winter is a step for the sled, one laid on ice that thaws a step for the ship."""
    key = ("passage", player.ship if ship_reach else None, player.sled if sled_reach else None, state.round, state.frozen_rows)
    return bots.memoised(state, key, lambda: _passage_moves(state, player, ship_reach, sled_reach))


def _passage_moves(state: GameState, player: PlayerState, ship_reach: dict[int, int], sled_reach: dict[int, int]) -> float:
    """:func:`passage_moves`, computed."""
    best = bots.moves_to_passage(state, ship_reach, sled_reach)
    for seasons in range(1, ICE_LOOKAHEAD + 1):
        if state.round + seasons > data.ROUNDS or SEASON_WAITED * seasons >= best:
            break
        frozen = data.frozen_rows_in_round(state.round + seasons)
        if frozen == state.frozen_rows:
            continue
        ship = bots.distances(state, player.ship, "ship", frozen) if ship_reach else {}
        sled = bots.distances(state, player.sled, "sled", frozen) if sled_reach else {}
        best = min(best, SEASON_WAITED * seasons + bots.moves_to_passage(state, ship, sled))
    return best


def payment(state: GameState, legal: list[Action]) -> Action | None:
    """Pay with the larger stock (keeping morale above the Mutiny threshold), and once food and
    morale run out, a crewman's life from the column :func:`sacrifice_column` spares; None to
    keep the choices as they are."""
    board = engine.rules_of(state).board(state)
    chosen = board["pay_with"]
    other = "morale" if chosen == "food" else "food"
    prefer_other = board[other] > board[chosen] + 1 or (chosen == "morale" and board["morale"] <= LOW_MORALE + 1 < board["food"])
    if chosen == "food" and board["morale"] <= LOW_MORALE + 1:
        prefer_other = False
    if prefer_other and PayWith(other) in legal:
        return PayWith(other)
    offered = next((action for action in legal if isinstance(action, SacrificeFrom)), None)
    if offered is not None and offered.column == sacrifice_column(state):  # offered: the other column
        return offered
    return None


def sacrifice_column(state: GameState) -> str:
    """The column ("ship" or "sled") a crewman should die from when nothing else pays: the one
    whose loss leaves the shorter way home (a vehicle's last crewman keeps it going home), then
    the one the way home leaves out (:func:`vehicle_left_out`), then the one with more crewmen.
    The default, the ship's, once cost a ship its only crewman five moves from home while four
    spare crewmen sat on a sled with no way back."""
    player = state.players[state.current]
    crew = {column: player.aboard(column) for column in ("ship", "sled")}
    ways = ways_home(state, player, sled_aboard=False)

    def way_home_without_one(column: str) -> float:
        kept = [way for vehicle, way in ways.items() if crew[vehicle] - (vehicle == column) > 0]
        return min(kept, default=float(bots.UNREACHABLE + data.ROUNDS))

    left_out = vehicle_left_out(state, ways)
    columns = [column for column in crew if crew[column] > 0]
    return min(columns, key=lambda column: (way_home_without_one(column), column != left_out, -crew[column]),
               default="ship")


def vehicle_left_out(state: GameState, ways: dict[str, float] | None = None) -> str | None:
    """Once the goals are met, with both vehicles out and crewed, the one with the longer way home
    (``ways``: :func:`ways_home` with no sled from the ship, when the caller has them); else None.

    The game ends as the other comes home, and the vehicle left out loses its crew with it
    (``HmsTerrorSolo.expedition_row``): with k lives to pay and c crewmen on it, paying them from
    it first loses max(k, c) crewmen, not k + c. So :func:`sacrifice_column` takes them from it
    first: on seeds 1501-1600, 18 games scored 2 or 4 more, seed 1540 was won, and none scored
    less (docs/ai.md, issue 21, eighty-second step)."""
    if not goals_met(state, state.current):
        return None
    if ways is None:
        ways = ways_home(state, state.players[state.current], sled_aboard=False)
    if len(ways) < 2:
        return None
    return max(ways, key=lambda vehicle: (ways[vehicle], vehicle == "sled"))


def playable(state: GameState, legal: list[Action]) -> list[Action]:
    """The actions the bot scores: not the payment choice (it changes nothing by itself), and no
    draw or refresh while only a crewman's life can pay for it (no food or morale left: a tile
    fetched then costs a life, the last ones the way home needs; docs/ai.md, issue 21,
    thirty-ninth step), no refresh once the goals are met short of the way home
    (:func:`short_of_the_way_home`), no sled move paid double in a Blizzard the sled can wait out
    (:func:`sled_waits_out_the_blizzard`), and alone, no sled deployed with one or two crewmen
    while the crew has more (:func:`deploys_a_short_sled`).

    Other actions paid with a life are not held back for the Voyage cards' food and morale while
    seasons are to spare: held back, the games ran to their last season and won 55 of 136
    against 75, and held back once the goals are met only, 38 of 100 against 50 (docs/ai.md,
    issue 21, sixty-ninth step). Nor does a tile in hand the bot can lay hold back a draw or
    refresh: the search weighs each against laying the tile. Held back, the hard bot alone won
    180 of the fresh seeds 701-1100 against 234 (seventy-third step), and two hard co-op
    partners 54 of the fresh seeds 1549-1698 against 68 (35 games won only without the hold, 21
    only with it; hundred-and-sixth and hundred-and-seventh steps)."""
    rules = engine.rules_of(state)
    tolled = state.phase == "play"  # a draw in another phase (the free second small tile) is free
    scored = [action for action in legal if not isinstance(action, (PayWith, SacrificeFrom))
              and not (tolled and isinstance(action, (Draw, Refresh)) and rules.needs_sacrifice(state, action))]
    alone = len(state.players) == 1
    if any(isinstance(action, Refresh) for action in scored) and short_of_the_way_home(state):
        scored = [action for action in scored if not isinstance(action, Refresh)]
    if tolled and sled_waits_out_the_blizzard(state):
        scored = [action for action in scored if not blizzard_toll(state, action)]
    if alone:  # co-op partners lost with it (see deploys_a_short_sled)
        scored = [action for action in scored if not deploys_a_short_sled(state, action)]
    return scored


SLED_CREW_TO_ACT_TWICE = 3  # a turn's first action takes 1 crewman of the acting column, the next 2


def deploys_a_short_sled(state: GameState, action: Action) -> bool:
    """Does ``action`` deploy the sled with fewer than :data:`SLED_CREW_TO_ACT_TWICE` crewmen
    while the expedition has more? Such a sled acts once a turn at most (with one crewman, only
    as the turn's first action): a turn's first action costs one crewman of the acting column,
    each further one two. In seed 221 the hard bot sent one crewman out on the sled in round 1;
    it crept west an action a turn, found the Passage in round 7, and the game was lost. Left
    out (:func:`playable`), the hard bot won 168 of seeds 201-500 against 153 (39 games won only
    by it, 24 only before; docs/ai.md, issue 21, seventieth step). Sending the whole crew (the
    way home by sled, :func:`homeward`) is not held back. Co-op partners are not held back: with
    the rule they won 16 of seeds 1-60 against 24 (2 only with it, 10 only without; seventy-first
    step), though the same partners with another random stream alone won 11 (seventy-second
    step): in co-op the rule is not measured beyond that floor."""
    player = state.players[state.current]
    if not isinstance(action, Transfer) or player.sled is not None:
        return False
    sent = action.sled_available + action.sled_resting
    return 0 < sent < min(SLED_CREW_TO_ACT_TWICE, player.crew_on_board)


def blizzard_season(state: GameState) -> bool:
    """Is the season's Voyage card the Blizzard (HMS Terror solo and co-op; no other mode deals one)?"""
    return bool(state.solo and state.solo.get("blizzard"))


def blizzard_toll(state: GameState, action: Action) -> bool:
    """Is ``action`` a sled move that costs 2 food or morale this season (the Blizzard card), with
    a season still to come where it would cost 1?"""
    if not (isinstance(action, Move) and action.vehicle == "sled" and blizzard_season(state)):
        return False
    rules = engine.rules_of(state)
    return rules.toll(state, action) >= 2 and rules.payer(state, action) is not None and state.round < data.ROUNDS


def sled_waits_out_the_blizzard(state: GameState) -> bool:
    """In a Blizzard season (a sled move costs 2 food or morale) with a season still to come, does
    the sled of the player to act stand on a tile that lasts into that season, even one row less
    frozen than the sun's calendar says (an Early Thaw may come)? Then its moves wait for the
    next season, at half the price: :func:`playable` leaves them out, so the sled's crew passes
    while the ship and the tiles go on, and so does :func:`homeward`, which chooses among the
    playable actions. Over seeds 1-200 the hard bot won 108 games against 103 (docs/ai.md,
    issue 21, fifty-sixth step)."""
    if not blizzard_season(state) or state.round >= data.ROUNDS:
        return False
    player = state.players[state.current]
    if not bots.sled_out(player):
        return False
    next_ice = data.frozen_rows_in_round(state.round + 1)
    return state.board.has_land_or_ice(player.sled, max(0, next_ice - 1))


def short_of_the_way_home(state: GameState) -> bool:
    """Are the goals met for the player to act, with a budget (:func:`action_budget`) short of the
    way home? Then it gathers supplies only from what it sees (a tile in hand or on display, a
    token in reach: :func:`supplies_to_gather`), and refreshes nothing: a refresh's sampled display
    always held a tile worth taking, and paid for with the last food or morale it lost a game
    the shortest way home had won (docs/ai.md, issue 21, forty-fourth step)."""
    me = state.current
    if not goals_met(state, me):
        return False
    return expedition_budget(state, me) < homeward_moves(state, me)


def homeward(state: GameState, legal: list[Action], sample: GameState) -> Action | None:
    """Once the goals are met: the move (or recall) that shortens the way home most, never one
    paid with the last crewman's life (a pass waits for a Voyage card's supplies); else None.
    First, a co-op partner's step onto the Passage's arrow it has not entered, for its morale
    (:func:`step_onto_the_arrow`); then, with both vehicles out and crewed, the sled's way back to
    its ship when the budget pays for bringing the whole crew home aboard it
    (:func:`gathering_step`). While the budget is short of the way home: the way it pays for by
    waiting for the ice or the thaw, if there is one (:func:`homeward_paid_for`), else a supply
    token on the spot first, and None (the search decides) while :func:`supplies_to_gather` sees
    supplies still to be had. While the budget covers the way but food and morale
    (:func:`food_and_morale`) do not, so lives will pay for the rest (:func:`actions_home`, seasons waited
    paying nothing), a supply token on the spot first too: its food or morale beyond the toll
    spares as many crewmen, 2 points each (docs/ai.md, issue 21, eighty-third step); else a move
    onto a tile with one, when it spares more lives than the moves it adds (:func:`supply_detour`).

    A ship whose way home the budget (:func:`action_budget`) does not cover may send the whole
    crew home on its sled instead (a transfer that deploys it, when that way is shorter): the
    ship left out costs 2 points, so while the ship can pay for its own way, it sails."""
    me = state.current
    if not goals_met(state, me) or state.phase != "play":
        return None
    arrow = step_onto_the_arrow(state, legal, sample)
    if arrow is not None:
        return arrow  # its morale pays for the step and the way back, and more
    gathering = gathering_step(state, legal, sample)
    if gathering is not None:
        return gathering  # before the nearest way's count, which it does not need
    player = state.players[me]
    ways, by_sled = homeward_ways(state, me)
    best, best_needed = None, moves_home(state, me, ways)
    short = expedition_budget(state, me) < best_needed
    if short and pays_home_by_waiting(state, me):
        return homeward_paid_for(state, legal, sample)
    if short or food_and_morale(state, me) < actions_home(state, player):  # or lives will pay for part of the way
        supplies = supply_pickup_on_the_spot(state, legal, sample)
        if supplies is not None:
            return supplies  # each unit of food or morale beyond its toll pays an action, or spares a life
        detour = None if short else supply_detour(state, legal, sample)
        if detour is not None:
            return detour  # its token spares more lives than the moves it adds cost
    if short and supplies_to_gather(state, me, best_needed):
        return None  # the search weighs laying a supply tile and fetching its token (supply_reserve)
    for action in legal:
        # a deploying transfer takes the whole crew: those left aboard a ship that is not home are lost
        deploys_sled = by_sled and isinstance(action, Transfer) and action.sled_available + action.sled_resting == player.crew_on_board
        if not (isinstance(action, Move) or action in bots.RECALLS or deploys_sled):
            continue
        after = engine.apply(sample, action)
        if after.players[me].crew_on_board == 0:
            continue  # paid with the last crewman's life: home with nobody is a loss; wait for supplies
        if after.players[me].home:
            return action
        remaining = moves_home(after, me, ways_home(after, after.players[me], sled_aboard=by_sled))
        if remaining < best_needed:
            best, best_needed = action, remaining
    if best is not None:
        return best
    if player.ship == GREENLAND:
        return None
    return Pass()


def supply_detour(state: GameState, legal: list[Action], sample: GameState) -> Move | None:
    """Once the goals are met, with a budget (:func:`expedition_budget`) that covers the way home
    but food and morale (:func:`food_and_morale`) that do not, so crewmen's lives will pay for the
    rest: the move onto a tile with a supply token that spares the most lives
    (:func:`lives_a_detour_spares`), at least one; else None.

    :func:`homeward` picked up a token on a vehicle's own tile only, and sailed past one a move
    aside: in HMS Terror solo seed 1627 (hard, difficulty 2) the won game ended 8 points higher
    with the detour (docs/ai.md, issue 21, eighty-fourth step)."""
    me = state.current
    if not isinstance(engine.rules_of(state), HmsTerrorSolo) or state.phase != "play" or not goals_met(state, me):
        return None  # the HMS Terror modes only (solo and co-op): the other modes have no such goals
    if expedition_budget(state, me) < moves_home(state, me, homeward_ways(state, me)[0]):
        return None  # short of the way home: homeward's other rules and the search decide
    best, best_spared = None, 0.5
    for action in legal:
        spared = lives_a_detour_spares(state, action, sample)
        if spared > best_spared:
            best, best_spared = action, spared
    return best


def lives_a_detour_spares(state: GameState, action: Action, sample: GameState) -> float:
    """The crewmen's lives a move onto a tile with a supply token spares on the way home: the food
    or morale the richest token there gives beyond its pick-up's toll, less the actions the move adds
    to the way home (:func:`actions_home`, the move itself and what it adds after), and at most the
    lives the way would cost (its actions less the food and morale); 0 for any other action, a move
    paid with the last crewman's life, a move that brings the vehicle home, or one whose way home
    from there would not outlast the detour's turns (:func:`_way_outlasts_the_detour`)."""
    if not isinstance(action, Move):
        return 0.0
    me = state.current
    now = actions_home(state, state.players[me])
    lives = now - food_and_morale(state, me)
    if lives <= 0:
        return 0.0
    after = engine.apply(sample, action)
    moved = after.players[me]
    place = getattr(moved, action.vehicle)
    if moved.crew_on_board == 0 or moved.home or place is None or place < 0:
        return 0.0
    _kind, units = richest_supply_token(after, place)
    if units <= 1:
        return 0.0  # no token, or one that gives no more than its toll
    if not _way_outlasts_the_detour(after, action.vehicle, place):
        return 0.0  # its way home needs ice that would thaw, or a season the game does not have, by then
    added = actions_home(after, moved) + 1 - now
    return max(0.0, min(lives, units - 1 - added))


def richest_supply_token(state: GameState, place: int) -> tuple[str, int]:
    """The kind of the supply token (:data:`SUPPLY_TOKENS`) on the tile at ``place`` whose pick-up
    gives the most food or morale, and that count; ("", 0) when the tile has none."""
    found = [(supply_units(kind, square), kind) for square in state.board.squares_of(place)
             for kind in [state.board.tokens.get(square)] if kind in SUPPLY_TOKENS]
    units, kind = max(found, default=(0, ""))
    return kind, units


def _way_outlasts_the_detour(after: GameState, vehicle: str, place: int) -> bool:
    """Does ``vehicle``'s way home from the detour's tile ``place`` (``after`` the move there, in
    the same turn) still exist in the season it would reach, at an action a turn: the move (this
    turn), the pick-up and the moves home from there? :func:`actions_home` counts actions, not
    turns: in co-op seed 86 a sled's detour cost two turns, the ice under its way thawed a move
    from home, and the game was lost (docs/ai.md, issue 21, eighty-fourth step)."""
    way_after = vehicle_moves_home(after, vehicle, place, WAIT_PAYS_NOTHING)
    turns = 2 + int(way_after)  # a season waited counts a hundredth of a move (WAIT_PAYS_NOTHING)
    left = SEASON_TURNS - after.solo["turn"] + 1  # this season's turns, this one included
    if turns <= left:
        return True
    season = math.ceil((turns - left) / SEASON_TURNS)
    ice = _ice_to_come(after)
    return season < len(ice) and _moves_home_from_season(after, vehicle, place, ice, season, WAIT_PAYS_NOTHING) < bots.UNREACHABLE


def step_onto_the_arrow(state: GameState, legal: list[Action], sample: GameState) -> Move | None:
    """Once the goals are met, the move onto the Passage's arrow of a co-op partner that has not
    entered it (the other found the Passage), when the morale it gains there (3, docs/rules.md
    AMB-6) leaves more slack than now: the budget (:func:`expedition_budget`) less the moves home
    (:func:`moves_home`, from the arrow a move more). It also takes the partner's own NWP token
    (10 points) while one is left. Never paid with the last crewman's life; else None.

    :func:`homeward` takes the step that shortens the way home most, which never looks at the
    arrow: in co-op seed 64 partner 2 stood beside it at A4 with 8 actions for 10 moves home,
    sailed home, and ended one move short with its last crewman (docs/ai.md, issue 21,
    eighty-third step). Alone, the Passage found is the expedition's own: its arrow gives nothing
    more."""
    me = state.current
    rules = engine.rules_of(state)
    if not isinstance(rules, HmsTerrorSolo) or state.phase != "play" or not goals_met(state, me):
        return None  # the HMS Terror modes only (solo and co-op): the other modes have no such goals
    if rules.board(state, me)["nwp_found"]:
        return None  # entered already (alone: the Passage found is this expedition's)
    ways, by_sled = homeward_ways(state, me)
    slack = expedition_budget(state, me) - moves_home(state, me, ways)
    for action in legal:
        if not (isinstance(action, Move) and action.destination == "NWP"):
            continue
        after = engine.apply(sample, action)
        player = after.players[me]
        if player.crew_on_board == 0:
            continue  # paid with the last crewman's life: that ends the expedition
        if expedition_budget(after, me) - moves_home(after, me, ways_home(after, player, sled_aboard=by_sled)) > slack:
            return action
    return None


def gathering_step(state: GameState, legal: list[Action], sample: GameState) -> Action | None:
    """Once the goals are met, with both vehicles out and crewed: the step that brings the whole
    crew home aboard the ship (the sled's move toward the ship's tile, on it the recall; a pass
    while neither is open, so the crew rest), when the budget pays for that way with an action to
    spare and it is worth its extra actions; else None.

    The nearest way home leaves the other vehicle out: 2 points for it and 2 for each crewman
    aboard. The whole crew's way is the sled's moves to the ship, the recall and the ship's way
    home, seasons waited for the ice at nearly nothing (:data:`WAIT_PAYS_NOTHING`, as
    :func:`actions_home` counts them); each action that food and morale cannot pay costs a
    crewman's life, 2 points. On the nearest way those lives come first from the crew left out
    (:func:`sacrifice_column`), who are lost either way: it loses the larger of the two counts, not
    their sum (eighty-second step). Before this rule the hard bot sent its sled home over the ice
    from 2 moves beside its ship and left the ship out with 3 crewmen (HMS Terror solo, seed 718;
    docs/ai.md, issue 21, seventy-seventh step)."""
    me = state.current
    player = state.players[me]
    rules = engine.rules_of(state)
    if not isinstance(rules, HmsTerrorSolo) or state.phase != "play" or not goals_met(state, me):
        return None  # the HMS Terror modes only (solo and co-op): the other modes have no such goals
    if not bots.sled_out(player) or player.ship is None or player.ship < 0:
        return None
    if player.aboard("ship") == 0 or player.aboard("sled") == 0:
        return None
    from_ship = bots.distances(state, player.ship, "sled")
    meet = from_ship.get(player.sled)
    if meet is None:
        return None
    whole_crew = meet + 1 + vehicle_moves_home(state, "ship", player.ship, WAIT_PAYS_NOTHING)
    ways = ways_home(state, player, sled_aboard=False, season_waited=WAIT_PAYS_NOTHING)
    left_out = vehicle_left_out(state, ways)  # both are crewed: both have a way
    supplies = food_and_morale(state, me)
    # the nearest way's lives come first from the crew it leaves out (sacrifice_column), lost with it anyway
    nearest_lost = max(0.0, nearest_way(state, ways) - supplies, player.aboard(left_out))
    lives = max(0.0, whole_crew - supplies) - nearest_lost
    if whole_crew + 1 > expedition_budget(state, me) or data.ABANDON_PER_CREWMAN * lives >= data.ABANDONED_SHIP_PENALTY:
        return None
    for action in legal:
        if meet == 0 and action in bots.RECALLS:
            return action
        if meet and isinstance(action, Move) and action.vehicle == "sled":
            if from_ship.get(engine.apply(sample, action).players[me].sled) == meet - 1:  # a move nearer the ship
                return action
    return Pass()


WAIT_PAYS_NOTHING = 0.01  # a season waited, in actions: none is paid for it (the sooner still first)


def actions_home(state: GameState, player: PlayerState) -> float:
    """The fewest actions (food, morale or crewmen's lives) that bring ``player``'s expedition home,
    setting out this season or a later one: :func:`ways_home`'s ways with a season waited counted at
    :data:`WAIT_PAYS_NOTHING`, not a move's worth (:data:`SEASON_WAITED`). A season waited costs time
    and the Voyage card's draw, not an action: while the budget is short of every way counted in
    moves, this is the count it can still pay for (:func:`homeward_paid_for`)."""
    if player.home:
        return 0.0
    return nearest_way(state, ways_home(state, player, season_waited=WAIT_PAYS_NOTHING))


def pays_home_by_waiting(state: GameState, index: int) -> bool:
    """Are expedition ``index``'s goals met (in co-op, the team's), with a budget
    (:func:`expedition_budget`) short of the way home counted in moves (:func:`homeward_moves`) but
    not of one counted in actions (:func:`actions_home`): the way it pays for waits for the ice or
    the thaw?

    In co-op too since the seventy-sixth step, once :func:`homeward_paid_for` counts what an action
    brings in: counting only what it costs, a partner waited where it had stepped onto the
    Passage's arrow for its 3 morale (seed 111), and two partners won 16 of the fresh seeds 61-120
    against 17 (docs/ai.md, issue 21, seventy-fifth and seventy-sixth steps)."""
    if not goals_met(state, index):
        return False
    budget = expedition_budget(state, index)
    return budget < homeward_moves(state, index) and budget + 0.5 >= actions_home(state, state.players[index])


def homeward_paid_for(state: GameState, legal: list[Action], sample: GameState) -> Action:
    """The way home once the goals are met, while the budget is short of every way counted in moves
    (:func:`moves_home`, a season waited worth a move) but covers one counted in actions
    (:func:`actions_home`, a season waited paying nothing): of the moves, recalls, transfers of
    the whole crew to the sled and pick-ups of supply tokens, the one that leaves the most slack
    (the budget after it less the actions home after it: its toll paid, its food or morale
    gained), and of those as slack, the nearest home; one that leaves less slack than now never.
    Else a pass: the vehicle waits for the ice or the thaw. A step along the way keeps the slack
    (a toll paid, an action nearer home); a Cairn token picked up (2 morale a zone, for a toll of 1),
    or in co-op a step onto the Passage's arrow for 3 morale that adds one action to the way, adds to it.

    Counted in moves, a ship frozen in three moves from home with 3 actions left sent its crew
    home on its sled over the ice, a transfer and three moves, and stopped a move short for the
    rest of the game; waiting for the thaw, it sails home with its last crewman (HMS Terror solo,
    hard, seed 738; docs/ai.md, issue 21, seventy-fifth step)."""
    me = state.current
    needed = actions_home(state, state.players[me])
    best, best_key = None, _slack_and_nearness(state, me, needed)  # beaten only by more slack, or as much and nearer
    for action in legal:
        if not (isinstance(action, (Move, Transfer)) or supply_token_picked(state, action)):
            continue
        after = engine.apply(sample, action)
        player = after.players[me]
        if player.crew_on_board == 0:
            continue  # paid with the last crewman's life: home with nobody is a loss
        if isinstance(action, Transfer) and action not in bots.RECALLS and player.aboard("ship") > 0:
            continue  # a deploying transfer takes the whole crew (those left aboard a ship out are lost)
        if player.home:
            return action
        key = _slack_and_nearness(after, me, actions_home(after, player))
        if key > best_key:
            best, best_key = action, key
    return best if best is not None else Pass()


def _slack_and_nearness(state: GameState, index: int, actions: float) -> tuple[float, float]:
    """How :func:`homeward_paid_for` ranks a position: the slack (the budget less the ``actions``
    home), then nearness (fewer actions home), rounded so that a step along the way ties exactly."""
    return round(expedition_budget(state, index) - actions, 6), round(-actions, 6)


SUPPLY_TILES = frozenset(name for name, tile in data.LARGE_TILES.items() if tile["symbol"] in ("Inuit", "Cairn"))
"""The large tiles whose token gives 2 food or morale a zone (a Strait token gives 1: not worth a tile laid for it)."""


def supplies_to_gather(state: GameState, index: int, needed_home: float) -> bool:
    """Can expedition ``index``, its goals met and its budget short of the way home, still add to
    its budget in the west: a supply token in reach whose food or morale nets more than its
    pick-up and detour (:func:`supply_reserve`), an Inuit or Cairn tile in hand and a crewed
    vehicle in zone x2 or x3, or such a tile on display, food or morale to draw it with, and a
    crewed vehicle in zone x3?"""
    player = state.players[index]
    ship_reach, sled_reach = bots.reaches(state, player)
    if supply_reserve(state, ship_reach, sled_reach, needed_home) > 0:
        return True
    zones = [max(data.zone_of_column(x) for x, _ in state.board.squares_of(place))
             for _vehicle, place in crewed_vehicles(player) if place >= 0]
    if any(tile in SUPPLY_TILES for tile in player.hand) and max(zones, default=0) >= 2:
        return True
    # a tile drawn as well: 6 food or morale in zone x3 for 4 actions, but in zone x2 only 4 for 4
    return (food_and_morale(state, index) > 0 and any(tile in SUPPLY_TILES for tile in state.display)
            and max(zones, default=0) >= 3)


def supply_token_picked(state: GameState, action: Action) -> str | None:
    """The kind of supply token (:data:`SUPPLY_TOKENS`) ``action`` picks up, or None if it picks up none."""
    kind = state.board.tokens.get(action.square) if isinstance(action, PickUp) else None
    return kind if kind in SUPPLY_TOKENS else None


def supply_pickup_on_the_spot(state: GameState, legal: list[Action], sample: GameState) -> PickUp | None:
    """The pick-up of an Inuit, Cairn or Strait token on a crewed vehicle's own tile that gives
    more food or morale than its toll (2 or more), never paid with the last crewman's life; None
    if there is none (a Strait token in zone x1 gives 1, no more than the toll). :func:`homeward`
    takes it while the budget is short of the way home: it costs no move, and the shortest way
    home alone never picked anything up. Over the issue's 200 games it changed 4, each for the
    better: 2 lost games won, 2 won with 2 points more (docs/ai.md, issue 21, forty-second step)."""
    me = state.current
    for action in legal:
        kind = supply_token_picked(state, action)
        if kind is not None and supply_units(kind, action.square) > 1:
            if engine.apply(sample, action).players[me].crew_on_board > 0:
                return action
    return None


def homeward_ways(state: GameState, index: int) -> tuple[dict[str, float], bool]:
    """The ways home :func:`homeward` weighs for expedition ``index`` (:func:`ways_home`), and
    whether it sends the crew home on the sled still aboard its ship: only when the budget
    (:func:`action_budget`) does not cover the ship's own way, so the sled's way counts only then."""
    player = state.players[index]
    ways = ways_home(state, player, sled_aboard=False)
    by_sled = player.sled is None and ways.get("ship", 0.0) > expedition_budget(state, index)
    return (ways_home(state, player) if by_sled else ways), by_sled


def homeward_moves(state: GameState, index: int = 0) -> float:
    """The moves home of the way :func:`homeward` takes for expedition ``index``
    (:func:`homeward_ways`). The hints name this count; :func:`moves_home` (every way) named the
    sled's way while the ship sailed."""
    return moves_home(state, index, homeward_ways(state, index)[0])


def worth_a_follow_up(action: Action) -> bool:
    """Every action costs food or morale, so a large tile drawn (or taken from a refreshed display)
    is worth only its placement: weigh each such draw and refresh with its best follow-up, whatever
    its own value. So is every move: a step is often worth only the next (onto the Passage's
    arrow from A4, onto a token to pick up), and ranked by its own value a move fell out of the
    plans searched whenever enough tiles to lay ranked above it (docs/ai.md, issue 21,
    twenty-fifth step)."""
    return (isinstance(action, Draw) and action.tile.startswith("L")) or isinstance(action, (Refresh, Move))


IDLE_SEASON_PASS = 2.0  # what a pass costs alone after a whole season of them (1: co-op's price, nwp/coop_bots.py)
PASS_TEXT = str(Pass())  # how a pass reads in the history


def idle_a_whole_season(state: GameState, index: int, whole_turns: bool = False) -> bool:
    """Were expedition ``index``'s last :data:`SEASON_TURNS` entries in the game's record all
    passes while its goals (co-op: the team's) are unmet and it can still pay for an action? The
    pass that ended its last active turn counts as one of them, so three idle turns after an
    active one are enough; with ``whole_turns``, the entry before them must be a pass too (or
    none), so that all four turns had no action at all."""
    found, franklin, goal = engine.rules_of(state).progress(state, index)
    if (found and franklin >= goal) or expedition_budget(state, index) <= 0:
        return False
    own_entries = (text for (text, _outcome), actor in zip(reversed(state.history), reversed(state.actors))
                   if actor == index)
    read_back = SEASON_TURNS + 1 if whole_turns else SEASON_TURNS  # a season, and the entry before it
    latest = list(itertools.islice(own_entries, read_back))
    season, before = latest[:SEASON_TURNS], latest[SEASON_TURNS:]
    return (len(season) == SEASON_TURNS and all(text == PASS_TEXT for text in season)
            and all(text == PASS_TEXT for text in before))  # none before: the game's first turns


def pass_price(state: GameState, index: int) -> float:
    """What another pass costs the expedition alone in the search (:attr:`bots.VariantPlay.pass_price`):
    :data:`IDLE_SEASON_PASS` after four turns with no action at all, the goals unmet and a budget
    left (:func:`idle_a_whole_season` with ``whole_turns``); else nothing.

    The stall it breaks (docs/ai.md, issue 21, fifty-fifth step): in seed 25 the sled stood at
    D4, three moves from the Passage over the winter ice, with 3 morale and 5 crewmen to spare,
    and passed from round 4 to round 7: a move west took as much off the way there as it added to
    the Franklin plan counted from where the sled stood, and a season waited cost the evaluation
    nothing. With the price it sets out after one idle season and wins (+13 against -3). Over
    seeds 1-200 the hard bot wins as many games (103), misses the Passage in 14 lost games against
    21, and its lost games score -3.3 against -4.8; counting the pass that ended the last active
    turn as an idle one (co-op's test), it won 102. The co-op partners keep their own price of 1
    (:func:`nwp.coop_bots.pass_price`)."""
    return IDLE_SEASON_PASS if idle_a_whole_season(state, index, whole_turns=True) else 0.0


BAG_SAMPLES = 3  # sampled bags a refresh or a large tile's draw is judged on (bots.bag_samples;
#   a refresh on one: 66 of seeds 1601-1700, not 73; a large draw on one: 131 of 1701-1900, not 137; docs/ai.md)
# follow_up_samples: a plan's follow-up that draws from the bag on BAG_SAMPLES too (eighty-seventh
#   step: solo hard 134 of seeds 1701-1800 and 1901-2000 against 127; co-op lost, nwp/coop_bots.py)

PLAY = bots.VariantPlay(
    pass_price=pass_price,
    terms=terms, homeward=homeward, payment=payment, playable=playable,
    worth_a_follow_up=worth_a_follow_up, counts_crew=False, moves_home=homeward_moves,
    moves_to_passage=planned_passage_moves, homeward_reason="homeward_goals_met",
    bag_samples=BAG_SAMPLES, follow_up_samples=True)
"""The HMS Terror aims, for one expedition (the co-op mode's bots use them too, with one term more: nwp/coop_bots.py)."""
bots.VARIANT_PLAY["solo-terror"] = PLAY

__all__ = ["PLAY", "terms", "moves_home", "crewed_vehicles", "vehicle_moves_home", "sled_from_ship_moves_home", "home_prospect", "passage_moves", "franklin_plan_actions", "voyage_franklin_plan", "actions_to_finish", "voyage_actions", "voyage_via_passage", "round_trips", "voyage_passage_moves", "planned_passage_moves", "supplies_on_the_way_home", "supply_tokens_on_the_way_home", "supply_units", "next_card_outlook", "season_ends_after_this_turn", "sled_crew_adrift", "VOYAGE_CARD_TERM", "SUPPLY_RESERVE_TERM", "supply_reserve", "supplies_to_gather", "short_of_the_way_home", "ways_home", "ways_to_passage", "voyage_balance", "action_budget", "food_and_morale", "expedition_budget", "payment", "sacrifice_column", "vehicle_left_out", "playable", "deploys_a_short_sled", "homeward", "step_onto_the_arrow", "homeward_moves", "actions_home", "homeward_paid_for", "pays_home_by_waiting", "WAIT_PAYS_NOTHING", "homeward_ways", "supply_pickup_on_the_spot", "goals_met", "worth_a_follow_up", "idle_a_whole_season", "pass_price", "IDLE_SEASON_PASS"]
