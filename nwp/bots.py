"""Computer players: ``easy``, ``medium`` and ``hard`` (see docs/ai.md).

A bot is deterministic for its seed (and the hard bot's budget):
``make_bot(level, seed).choose(state)`` returns one of ``legal_actions(state)`` for
the player to act, and ``thinking(state)`` makes the same decision in slices (a
generator) for a page that must stay responsive. Bots see only what a player at the
table sees: they decide on a copy with a generator of their own, never the state's
(the order of the bag).

* **easy** picks a kind of action with weights that lean toward progress, then one
  action of that kind at random.
* **medium** is greedy over the turn: each legal action is scored by :func:`evaluate`
  (a hand-written estimate of the player's final prestige) of the position after it,
  the best ones with their best follow-up in the same turn.
* **hard** searches two turns of its own: the best first actions, each with the
  best second action of this turn and the best action of the next one (no surcharge),
  judged with the :data:`PLANNING` outlook: the way home from the return planner
  (the sled back over the ice before the thaw, the ship after it, each with its own
  crew), the sled's risk from that plan, and a value for every tile on the board.
* All but easy go home in time: :func:`homeward` takes over when the crew actions
  left run short of :func:`moves_home` (sled back and recalled, ship to Greenland,
  over ice that will still be there).
"""

from __future__ import annotations

import functools
import math
import random
from collections import deque
from dataclasses import dataclass
from typing import Callable, Generator, Iterator, Protocol, TypeVar

from . import data, engine, rng
from .actions import Action, Draw, EndTurn, Move, Pass, PayWith, PickUp, Place, Refresh, SacrificeFrom, Transfer
from .board import GREENLAND, NWP, PlacedTile
from .geometry import is_large
from .scoring import abandonment_penalty, majority_points, set_count
from .state import GameState, PlayerState

LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class VariantPlay:
    """How the medium and hard bots play a variant whose aims are not the standard game's.

    A variant's own bot module (nwp/solo_bots.py for the HMS Terror solo mode) registers one in
    :data:`VARIANT_PLAY`; the search itself stays here and is the same for every variant."""

    terms: Callable[[GameState, int], dict[str, float]]
    """The worth of a position for player ``index`` by named parts (replaces :func:`evaluation_terms`)."""
    homeward: Callable[[GameState, list[Action], GameState], Action | None]
    """The action that brings the expedition home when it must go (replaces :func:`homeward`)."""
    payment: Callable[[GameState, list[Action]], Action | None]
    """A choice made before any search (how to pay), or None."""
    playable: Callable[[GameState, list[Action]], list[Action]]
    """The legal actions worth scoring in a position."""
    worth_a_follow_up: Callable[[Action], bool]
    """Actions always weighed with their best follow-up, whatever their own value."""
    counts_crew: bool = True
    """Are crewmen left at the end of a round worth something (see :func:`_passing_value`)?"""
    moves_home: Callable[[GameState, int], float] | None = None
    """The moves until expedition ``index`` is home, when "home" means something else than the
    standard game's both vehicles back (replaces :func:`moves_home` in the hints)."""
    moves_to_passage: Callable[[GameState, int], float] | None = None
    """The moves to the Passage its terms weigh for expedition ``index``, when not the nearer
    vehicle's (the hints name it through :func:`way_to_passage`)."""
    pass_price: Callable[[GameState, int], float] | None = None
    """What a pass costs player ``index`` beyond the position it keeps (none when None)."""
    bag_samples: int = 1
    """Sampled bags an action that brings tiles out of the bag (:func:`draws_from_the_bag`: a
    refresh's new display, a large tile's refill) is judged on (:func:`bag_samples`), its value the
    mean of the best plans they allow; 1: the search's own sample alone, which a lucky display made
    look better than any action whose outcome is known (the winner's curse)."""
    follow_up_samples: bool = False
    """Is a plan's follow-up that draws from the bag valued at the mean over :func:`bag_samples`
    too (:func:`_best_of`), not on the search's one sample?"""
    homeward_reason: str = "homeward"
    """The reason the hints give when :attr:`homeward` chose (``hint_reason_<reason>`` in the
    message catalogue): the standard rule goes home because time runs short, a variant's may go
    for another reason (the HMS Terror goals are met)."""


VARIANT_PLAY: dict[str, VariantPlay] = {}
"""The variants the bots play by their own aims, by ``state.variant`` (filled by nwp/variants.py's imports)."""

EXTRA_TERMS: dict[str, Callable[[GameState, int, "Outlook"], dict[str, float]]] = {}
"""Variants played by the standard aims with terms of their own (parts of the worth of a position
for player ``index`` under an outlook, by name), added to or replacing those of
:func:`evaluation_terms`, by ``state.variant`` (nwp/terror_bots.py, nwp/original_solo_bots.py)."""

HOME_SAFETY_TERMS: dict[str, Callable[[GameState, int], dict[str, float]]] = {}
"""Variants whose hard bot (the outlook that plans the return) counts the risk to the way home its
own way: ``ship_safety`` and ``sled_safety`` for player ``index`` still out, in place of the
standard ones, by ``state.variant`` (nwp/original_solo_bots.py)."""


class Bot(Protocol):
    level: str

    def choose(self, state: GameState) -> Action:
        """The action for the player to act (one of ``legal_actions(state)``)."""

    def thinking(self, state: GameState) -> "Thinking":
        """The same decision in slices (see :data:`Thinking`), for a page that must stay responsive."""


# --- easy ----------------------------------------------------------------------------------------
EASY_WEIGHTS = {PickUp: 6.0, Move: 3.0, Place: 3.0, Draw: 2.0, Transfer: 0.5, Refresh: 0.3, EndTurn: 1.5, Pass: 0.7}


EASY_HOME_FROM_ROUND = 7


class _SeededBot:
    """What every level shares: its own generator, and ``choose`` as ``thinking`` run at once."""

    level = ""

    def __init__(self, seed: int = 0) -> None:
        self.random = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        return decide(self.thinking(state))

    def thinking(self, state: GameState) -> "Thinking":
        raise NotImplementedError


class EasyBot(_SeededBot):
    """Plausible but weak: a random action, with a light bias toward progress."""

    level = "easy"

    def thinking(self, state: GameState) -> Thinking:
        legal = [a for a in engine.legal_actions(state) if not isinstance(a, (PayWith, SacrificeFrom))]
        yield
        if state.round < EASY_HOME_FROM_ROUND:  # going home early ends its game: not plausible
            legal = [a for a in legal if not (isinstance(a, Move) and a.destination == "Greenland")] or legal
        by_kind: dict[type, list[Action]] = {}
        for action in legal:
            by_kind.setdefault(type(action), []).append(action)
        kinds = sorted(by_kind, key=lambda kind: kind.__name__)
        weights = [EASY_WEIGHTS.get(kind, 1.0) for kind in kinds]
        if state.round >= 8:  # late: head home
            weights = [w * (3 if kind is Move else 1) for w, kind in zip(weights, kinds)]
        kind = self.random.choices(kinds, weights)[0]
        options = by_kind[kind]
        if kind is Move and state.round >= 8:
            home = [a for a in options if a.destination == "Greenland"]
            options = home or options
        return self.random.choice(options)


# --- evaluation -------------------------------------------------------------------------------
CREW_VALUE = 0.5  # prestige one crewman still available this round is worth: about what an action earns
HAND_VALUE = 0.3  # a tile in hand (up to MAX_HAND_VALUED): worth less than placing it
MAX_HAND_VALUED = 2
ACTIONS_PER_ROUND = 4.0  # moves a player can expect to make in a round
FUTURE_PER_ROUND = 3.0  # prestige an expedition still out can expect to earn per round left
LOST_VEHICLE_AVERSION = 4.0  # beyond the penalty: a vehicle left behind is a failure players notice
NWP_KEEP_ROUNDS = 2  # rounds an expedition keeps for the way back from the Passage
NWP_MIN_HORIZON = 6.0  # crew actions the Passage's value fades over, at the least
TILE_VALUE = 0.7  # hard: each tile on the board, more than the crewman placing it costs
PLANNED_RISK_SPAN = 12.0  # hard: crew actions of slack over which a sled's risk fades to nothing


@dataclass(frozen=True)
class Outlook:
    """What a level's evaluation and its way home take into account.

    - ``plans_return``: the way home comes from the return planner (:func:`moves_home` with
      ``planned``: the sled and the ship each with their own crew, the sled's deadline set by
      the ice), a sled's risk is that plan against the crew actions left, and a ship whose
      sled cannot rejoin it sails home alone. Without it: one state of the ice, the sled's
      distance back and whether the ice it came over melts soon.
    - ``tile_value``: prestige per tile on the board (placing a tile opens routes, islands and
      tokens, most often to the expedition beside it).
    - ``return_margin``: crew actions kept beyond the way home before :func:`homeward` takes over
      (when coming home first wins something, :func:`home_is_a_race`).
    """

    plans_return: bool = False
    tile_value: float = 0.0
    return_margin: int = 4
    hinders_rivals: bool = False  # a variant's term may count what a position costs the others


QUICK = Outlook()  # medium (and the solo bot): quick estimates
PLANNING = Outlook(plans_return=True, tile_value=TILE_VALUE, return_margin=6, hinders_rivals=True)  # hard


class _MoveTables:
    """One decision's memo of moves, per vehicle, ice and board: each place's one-step
    destinations, and the :func:`distances` found from each start.

    Every board a bot looks at during one decision grows from the board it started from,
    so the tiles added since then name the board; a board of another game is not memoised."""

    def __init__(self) -> None:
        self.base: tuple | None = None  # (tile count, last tile) of the decision's board
        self.tables: dict[tuple, tuple[dict[int, list[int]], dict[int, dict[int, int]]]] = {}
        self.boards: dict[tuple, dict] = {}
        self.enabled = True  # off: only the one-step destinations are kept (bench/bot_memo.py measures the rest)

    def start(self, state: GameState) -> None:
        tiles = state.board.tiles
        self.base = (len(tiles), tiles[-1])
        self.tables.clear()
        self.boards.clear()

    def _added(self, state: GameState) -> tuple | None:
        """The tiles added since this decision's board, or None for a board that does not grow from it."""
        tiles = state.board.tiles
        if self.base is None or len(tiles) < self.base[0] or tiles[self.base[0] - 1] is not self.base[1]:
            return None
        return tuple(tiles[self.base[0]:])

    def table(self, state: GameState, vehicle: str, frozen: int) -> tuple[dict[int, list[int]], dict[int, dict[int, int]]]:
        """(one-step destinations by place, distances by start) for this board, vehicle and ice:
        fresh empty dicts when the board does not grow from this decision's."""
        added = self._added(state)
        if added is None:
            return {}, {}  # not a descendant of this decision's board: no memo
        key = (vehicle, frozen, added)
        table = self.tables.get(key)
        if table is None:
            table = self.tables[key] = ({}, {})
        return table if self.enabled else (table[0], {})

    def board_memo(self, state: GameState) -> dict:
        """A memo for what depends on this board's tiles alone (the caller's keys name the
        rest); a fresh empty dict when the board does not grow from this decision's."""
        added = self._added(state)
        if added is None or not self.enabled:
            return {}
        memo = self.boards.get(added)
        if memo is None:
            memo = self.boards[added] = {}
        return memo


_move_tables = _MoveTables()


def distances(state: GameState, start: int, vehicle: str, frozen: int | None = None) -> dict[int, int]:
    """Moves from ``start`` to every place the vehicle can reach (ice as now, or ``frozen`` rows).
    The dict may be shared with other callers during a decision (memoised): read it, never change it."""
    board = state.board
    if frozen is None:
        frozen = state.frozen_rows
    table, found_from = _move_tables.table(state, vehicle, frozen)
    found = found_from.get(start)
    if found is not None:
        return found
    found = found_from[start] = {start: 0}
    queue = deque([start])
    while queue:
        place = queue.popleft()
        if place < 0 and place != start:
            continue  # the arrows end a journey
        steps = table.get(place)
        if steps is None:
            steps = table[place] = (
                board.ship_destinations(place, frozen) if vehicle == "ship" else board.sled_destinations(place, frozen)
            )
        for nxt in steps:
            if nxt not in found:
                found[nxt] = found[place] + 1
                queue.append(nxt)
    return found


Memoised = TypeVar("Memoised")


def memoised(state: GameState, key: tuple, compute: Callable[[], Memoised]) -> Memoised:
    """``compute()``, remembered for the rest of the current decision under ``state``'s tiles
    and ``key`` (which names everything else the value depends on): the evaluation asks the
    same ways of the same board thousands of times in one decision. Read it, never change it."""
    memo = _move_tables.board_memo(state)
    value = memo.get(key)
    if value is None:
        value = memo[key] = compute()
    return value


def reaches(state: GameState, player: PlayerState) -> tuple[dict[int, int], dict[int, int]]:
    """:func:`distances` from the ship and from the sled (empty for a vehicle not on the board)."""
    ship_reach = distances(state, player.ship, "ship") if player.ship is not None else {}
    sled_reach = distances(state, player.sled, "sled") if sled_out(player) else {}
    return ship_reach, sled_reach


def sled_out(player: PlayerState) -> bool:
    """Is the sled deployed and not home (on a tile, or on the NWP arrow, which is not home)?"""
    return player.sled is not None and player.sled != GREENLAND


def moves_to_passage(state: GameState, ship_reach: dict[int, int], sled_reach: dict[int, int]) -> float:
    """Estimated moves of the nearer vehicle to the NWP arrow (99: neither is on the board)."""
    return min(_estimated_moves_to(state, ship_reach, NWP) if ship_reach else 99,
               _estimated_moves_to(state, sled_reach, NWP) if sled_reach else 99)


def tokens_in_reach(state: GameState, ship_reach: dict[int, int], sled_reach: dict[int, int],
                    within: int) -> Iterator[tuple[tuple[int, int], str, int]]:
    """(square, kind, moves) of each token on the board the nearer vehicle reaches in ``within`` moves."""
    for square, kind in state.board.tokens.items():
        place = state.board.tile_index_at(square)
        steps = min(ship_reach.get(place, 99), sled_reach.get(place, 99))
        if steps <= within:
            yield square, kind, steps


def _estimated_moves_to(state: GameState, reach: dict[int, int], arrow: int) -> float:
    """Moves to an arrow: exact when reachable, else to the nearest tile plus the empty gap
    (for the Passage: columns and rows to its square, so a tile on the west edge far from it
    does not look near)."""
    if arrow in reach:
        return reach[arrow]
    best = 99.0
    tiles = state.board.tiles
    for place, steps in reach.items():
        if place < 0:
            continue
        if arrow == NWP:
            gap = _squares_to_passage(tiles[place])
        else:
            gap = data.GRID_WIDTH - 1 - _columns_of(tiles[place])[1]
        best = min(best, steps + 1 + 1.6 * gap)
    return best


@functools.lru_cache(maxsize=8192)
def _squares_to_passage(tile: PlacedTile) -> int:
    """Squares (columns plus rows) from a tile to the square beside the NWP arrow."""
    return min(abs(x - px) + abs(y - py) for x, y in tile.squares for px, py in data.NWP_SQUARES)


@functools.lru_cache(maxsize=8192)
def _columns_of(tile: PlacedTile) -> tuple[int, int]:
    """The westmost and eastmost columns a tile covers."""
    columns = [x for x, _ in tile.squares]
    return min(columns), max(columns)


def _actions_ahead(state: GameState, player: PlayerState, keep_rounds: int = 0) -> float:
    """Crew actions an expedition can expect before the last ``keep_rounds`` rounds."""
    return ACTIONS_PER_ROUND * (data.ROUNDS - state.round - keep_rounds) + player.crew_available / 2


def _home_risk(moves_needed: float, state: GameState, player: PlayerState) -> float:
    """Chance-like weight (0-1) that a vehicle needing ``moves_needed`` moves misses the end."""
    return fading_risk(_actions_ahead(state, player) - 1.5 * moves_needed, span=6.0)


def fading_risk(slack: float, span: float) -> float:
    """1 with no slack (or less), falling to 0 as the slack grows to ``span``."""
    return min(1.0, max(0.0, 1.0 - slack / span))


def evaluate(state: GameState, index: int, outlook: Outlook = QUICK) -> float:
    """Estimated final prestige of player ``index`` in this position (higher is better), with
    what ``outlook`` takes into account: the sum of :func:`evaluation_terms`."""
    return sum(evaluation_terms(state, index, outlook).values())


def evaluation_terms(state: GameState, index: int, outlook: Outlook = QUICK) -> dict[str, float]:
    """The parts of :func:`evaluate`, by name (the hints name the part an action changes most,
    nwp/hints.py): a variant with aims of its own gives its own (:attr:`VariantPlay.terms`)."""
    variant = VARIANT_PLAY.get(state.variant)
    if variant is not None:
        return variant.terms(state, index)
    terms = _standard_terms(state, index, outlook)
    extra = EXTRA_TERMS.get(state.variant)
    if extra is not None:
        terms.update(extra(state, index, outlook))
    return terms


SET_KIND_SHARE = 0.5  # of a set's fifth, what each kind held toward the next set counts before it is complete


def _kinds_beyond(player: PlayerState, complete: int) -> int:
    return sum(1 for kind in data.SET_KINDS if player.tokens[kind] > complete)


def kinds_toward_next_set(player: PlayerState) -> int:
    """How many of the five kinds of token ``player`` holds beyond its complete sets: the kinds
    the next set already has."""
    return _kinds_beyond(player, set_count(player))


def set_prospect(player: PlayerState) -> float:
    """``player``'s sets in prestige as the standard game's bots weigh them: each complete set's
    points, and each kind held toward the next set (:func:`kinds_toward_next_set`) at
    :data:`SET_KIND_SHARE` of a fifth of a set's points (a set is complete only with all five
    kinds, so the way there needs to be worth a step). Counts the sets once: the search's hot path."""
    complete = set_count(player)
    return (complete * data.SET_POINTS
            + 1.0 * _kinds_beyond(player, complete) / len(data.SET_KINDS) * data.SET_POINTS * SET_KIND_SHARE)


def _standard_terms(state: GameState, index: int, outlook: Outlook) -> dict[str, float]:
    players = state.players
    player = players[index]
    terms: dict[str, float] = {"prestige": float(player.prestige)}
    terms["majorities"] = sum(majority_points([p.tokens[kind] for p in players], table)[index]
                              for kind, table in data.MAJORITY_POINTS.items()) * 0.8
    terms["sets"] = set_prospect(player)
    terms["lost_crew"] = -data.ABANDON_PER_CREWMAN * player.lost_crew
    terms["tiles"] = outlook.tile_value * len(state.board.tiles)
    if player.home or state.phase == "over" or (state.round == data.ROUNDS and index in state.passed):
        penalties = sum(_penalties(player))
        terms["safe_home"] = penalties - (LOST_VEHICLE_AVERSION if penalties < 0 else 0.0)
        return terms
    # Still out: the rounds left are worth prestige that going home gives up.
    terms["time"] = FUTURE_PER_ROUND * (data.ROUNDS - state.round + 0.5)
    terms["crew"] = CREW_VALUE * player.crew_available
    terms["hand"] = HAND_VALUE * min(len(player.hand), MAX_HAND_VALUED) * (data.ROUNDS - state.round) / data.ROUNDS
    ship_reach, sled_reach = reaches(state, player)
    # The Northwest Passage: the next token, if still reachable in time.
    if player.nwp_token is None and state.nwp_tokens:
        terms["passage"] = passage_value(state, player, moves_to_passage(state, ship_reach, sled_reach))
    # Home: the Greenland token and the risk of abandoning a vehicle.
    ship_home = _estimated_moves_to(state, ship_reach, GREENLAND) if ship_reach else 99.0
    own_safety = HOME_SAFETY_TERMS.get(state.variant) if outlook.plans_return else None
    if own_safety is not None:
        terms.update(own_safety(state, index))
    else:
        ship_penalty = data.ABANDON_PER_CREWMAN * player.aboard("ship") + data.ABANDONED_SHIP_PENALTY
        terms["ship_safety"] = -ship_penalty * _home_risk(ship_home, state, player)
    if state.greenland_tokens:
        done_exploring = player.nwp_token is not None or state.round >= 7
        terms["greenland"] = state.greenland_tokens[0] * (max(0.0, 1.0 - ship_home / 12.0) if done_exploring else 0.2)
    if own_safety is None and player.sled is not None:
        sled = 0.0
        sled_crew = player.aboard("sled")
        apart = player.sled != player.ship
        at_risk = sled_adrift(state, player)
        if at_risk:
            sled -= data.ABANDON_PER_CREWMAN * sled_crew + 1.0
        if apart and sled_reach and outlook.plans_return:
            sled -= data.ABANDON_PER_CREWMAN * sled_crew * _planned_sled_risk(state, index)
        elif apart and sled_reach:
            back = sled_reach.get(player.ship, 6)
            sled -= data.ABANDON_PER_CREWMAN * sled_crew * _home_risk(back + ship_home, state, player)
            lasts = _rounds_way_back_lasts(state, player)
            if lasts <= 2:  # the ice it came over melts soon: it may never get back
                sled -= data.ABANDON_PER_CREWMAN * sled_crew * (1.0 if lasts <= 1 else 0.5)
        terms["sled_safety"] = sled
    # Tokens within reach this round or the next.
    terms["tokens_near"] = sum(0.35 * data.PICKUP_POINTS[kind] * data.zone_of_column(square[0]) / (1 + steps)
                               for square, kind, steps in tokens_in_reach(state, ship_reach, sled_reach, within=5))
    return terms


def passage_value(state: GameState, player: PlayerState, to_nwp: float) -> float:
    """What the next Northwest Passage token is worth to an expedition ``to_nwp`` moves from it:
    it fades with those moves over the crew actions to spare before the way back (at least
    :data:`NWP_MIN_HORIZON`), so every move west counts, however far."""
    spare = _actions_ahead(state, player, NWP_KEEP_ROUNDS)
    if not state.nwp_tokens or to_nwp >= 99 or spare <= 0:
        return 0.0
    return state.nwp_tokens[0] * 0.9 * max(0.0, 1.0 - to_nwp / max(spare, NWP_MIN_HORIZON))


def _rounds_way_back_lasts(state: GameState, player: PlayerState) -> int:
    """Rounds (from the next one) for which the sled still has a way back to the ship; a way
    over land lasts past the end (returns the rounds left + 1)."""
    cut_off: dict[int, bool] = {}  # per ice: no way back (the schedule repeats a few values)
    for ahead, round_number in enumerate(range(state.round + 1, data.ROUNDS + 1), start=1):
        frozen = data.frozen_rows_in_round(round_number)
        if frozen not in cut_off:
            cut_off[frozen] = player.ship not in distances(state, player.sled, "sled", frozen=frozen)
        if cut_off[frozen]:
            return ahead
    return data.ROUNDS - state.round + 1


def _planned_sled_risk(state: GameState, index: int) -> float:
    """Chance-like weight (0-1) that a sled apart from its ship is left behind: the crew actions
    left beyond the planned way home (:func:`moves_home` with ``planned``, which counts the
    sled's deadline), fading over :data:`PLANNED_RISK_SPAN`."""
    return fading_risk(crew_actions_left(state, index) - moves_home(state, index, planned=True), PLANNED_RISK_SPAN)


def sled_adrift(state: GameState, player: PlayerState) -> bool:
    """Is ``player``'s sled out on a place with neither land nor ice next round (lost with its crew)?"""
    return player.sled is not None and player.sled >= 0 and not state.board.has_land_or_ice(player.sled, frozen_next_round(state))


def frozen_next_round(state: GameState) -> int:
    if state.round >= data.ROUNDS:
        return state.frozen_rows
    return data.frozen_rows_in_round(state.round + 1)


def _penalties(player: PlayerState) -> list[int]:
    penalty = abandonment_penalty(player)
    return [penalty["ship"], penalty["sled"]]


# --- the way home ---------------------------------------------------------------------------
UNREACHABLE = 30  # moves counted for a journey the board does not allow (yet)
RECALLS = (Transfer("ship", 0, 0), Transfer("sled", 0, 0))  # the sled's crew back on the ship


def moves_home(state: GameState, index: int, planned: bool = False) -> float:
    """Crew actions the expedition needs to get both vehicles home: the sled and the ship meet
    on a tile (wherever is cheapest), the sled is recalled (a transfer), the ship sails home.

    A sled apart moves with its own crew only, so each of its moves costs the turns of the
    whole expedition's crew divided by the sled's (one crewman on the sled: one move a round).
    The ice decides when a way exists: the journey is planned for the latest round whose ice
    allows it (the sled counting only ice that lasts until then), and the crew of the rounds
    after that one cannot help, so they are added to the count. No way at all counts
    :data:`UNREACHABLE` beyond the whole game's crew.

    ``planned`` (the hard bot's outlook) plans a sled apart in two phases first (see
    :func:`_planned_journey`), and a ship whose sled cannot rejoin it counts its own way home
    (beyond :data:`UNREACHABLE`), so it sails home rather than wait."""
    player = state.players[index]
    if player.home or player.ship is None:
        return 0
    sled_away = sled_out(player)
    if not sled_away and player.ship == GREENLAND:
        return 0
    ratio = player.crew_on_board / max(1, player.aboard("sled")) if sled_away else 0.0
    ice = [data.frozen_rows_in_round(r) for r in range(state.round, data.ROUNDS + 1)]
    if planned and sled_away and player.sled != player.ship:
        journey = _planned_journey(state, index, ice, ratio)
        if journey is not None:
            return journey
    tried = set()
    for last in range(len(ice) - 1, -1, -1):
        ship_ice, sled_ice = ice[last], min(ice[: last + 1])
        if (ship_ice, sled_ice) in tried:
            continue
        tried.add((ship_ice, sled_ice))
        journey = _journey(state, player, ship_ice, sled_ice, ratio)
        if journey is not None:
            return journey + player.crew_on_board * (len(ice) - 1 - last)
    if planned and sled_away and player.ship != GREENLAND:
        for last in range(len(ice) - 1, -1, -1):
            alone = distances(state, GREENLAND, "ship", frozen=ice[last]).get(player.ship)
            if alone is not None:
                return UNREACHABLE + alone + player.crew_on_board * (len(ice) - 1 - last)
    return UNREACHABLE + player.crew_on_board * len(ice)


PLAN_SECOND_PART = 0.25  # weight of the shorter part of a meeting, so progress on either part counts


def way_home(state: GameState, index: int) -> float:
    """The moves the hints name for expedition ``index``'s way home: the variant's own count
    (:attr:`VariantPlay.moves_home`), else the hard bot's :func:`moves_home`."""
    variant = VARIANT_PLAY.get(state.variant)
    if variant is not None and variant.moves_home is not None:
        return variant.moves_home(state, index)
    return moves_home(state, index, planned=True)


def way_to_passage(state: GameState, index: int) -> float:
    """The moves the hints name for expedition ``index``'s way to the Passage: the variant's own
    count (:attr:`VariantPlay.moves_to_passage`), else the nearer vehicle's (:func:`moves_to_passage`)."""
    variant = VARIANT_PLAY.get(state.variant)
    if variant is not None and variant.moves_to_passage is not None:
        return variant.moves_to_passage(state, index)
    return moves_to_passage(state, *reaches(state, state.players[index]))


def _planned_journey(state: GameState, index: int, ice: list[int], ratio: float) -> float | None:
    """The hard bot's way home for a sled apart from its ship, in two phases, or None if none.

    The sled reaches the meeting tile by round ``m`` (over ice lasting until then, with moves
    of its own crew only: those still available now and its whole crew each round after);
    the ship comes to the tile with its own crew (a ship without crew stays where it is), and
    after the recall sails home in round ``s >= m`` (ice of that round), so the sled may come
    back over the ice before the thaw and the ship sail after it. A sled waiting on water
    for the ship must meet it in the same round. The count is the longer of the two parts
    (each in the whole crew's turns, plus :data:`PLAN_SECOND_PART` of the shorter), the
    recall, the voyage home and the crew of the rounds after ``s``; and never less than the
    crew actions left less the sled's spare moves before its deadline (in the whole crew's
    turns), so a deadline this round counts as no time to spare."""
    player = state.players[index]
    sled_crew = player.aboard("sled")
    ship_crew = player.aboard("ship")
    sled_now = 0 if index in state.passed else player.sled_available
    ship_ratio = player.crew_on_board / ship_crew if ship_crew else 0.0
    left = crew_actions_left(state, index)
    best = None
    sled_reaches: dict[int, dict[int, int]] = {}
    ship_ices_seen = set()
    for s in range(len(ice) - 1, -1, -1):
        ship_ice = ice[s]
        if ship_ice in ship_ices_seen:
            continue  # the same ice later counted fewer rounds after it
        ship_ices_seen.add(ship_ice)
        home = distances(state, GREENLAND, "ship", frozen=ship_ice)
        ship_reach = distances(state, player.ship, "ship", frozen=ship_ice) if ship_crew else {player.ship: 0}
        late = player.crew_on_board * (len(ice) - 1 - s)
        for m in range(s, -1, -1):
            sled_ice = min(ice[: m + 1])
            sled_reach = sled_reaches.get(sled_ice)
            if sled_reach is None:
                sled_reach = sled_reaches[sled_ice] = distances(state, player.sled, "sled", frozen=sled_ice)
            if m > 0 and player.sled >= 0 and not state.board.has_land_or_ice(player.sled, sled_ice):
                continue  # the sled would not last there until round m (a sled on the arrow does)
            sled_budget = sled_now + sled_crew * m
            for place, sled_moves in sled_reach.items():
                if place < 0 or place not in ship_reach or place not in home or sled_moves > sled_budget:
                    continue
                if m != s and place != player.ship and not state.board.has_land_or_ice(place, min(ice[m:s + 1])):
                    continue  # the sled would wait there on water
                sled_part, ship_part = sled_moves * ratio, ship_reach[place] * ship_ratio
                meet = max(sled_part, ship_part) + PLAN_SECOND_PART * min(sled_part, ship_part)
                cost = max(meet + 1 + home[place] + late, left - (sled_budget - sled_moves) * ratio)
                if best is None or cost < best:
                    best = cost
    return best


def _journey(state: GameState, player: PlayerState, ship_ice: int, sled_ice: int, ratio: float) -> int | None:
    """Fewest crew actions home under one state of the ice, or None if there is no way."""
    home = distances(state, GREENLAND, "ship", frozen=ship_ice)  # ship moves are symmetric
    if not sled_out(player):
        return home.get(player.ship)
    if player.sled == player.ship:  # the recall, then the ship's voyage (none while the ice holds it)
        voyage = 0 if player.ship == GREENLAND else home.get(player.ship)
        return None if voyage is None else 1 + voyage
    ship_reach = distances(state, player.ship, "ship", frozen=ship_ice) if player.aboard("ship") else {player.ship: 0}  # no crew: it waits
    sled_reach = distances(state, player.sled, "sled", frozen=sled_ice)
    best = None
    for place, sled_moves in sled_reach.items():
        if place < 0 or place not in ship_reach or place not in home:
            continue
        cost = math.ceil(sled_moves * ratio) + ship_reach[place] + 1 + home[place]
        if best is None or cost < best:
            best = cost
    return best


def crew_actions_left(state: GameState, index: int) -> int:
    """Single-action turns the expedition can still take before the end of round 10."""
    player = state.players[index]
    rounds_after = data.ROUNDS - state.round
    available = 0 if index in state.passed else player.crew_available
    return available + player.crew_on_board * rounds_after


ALONE_RETURN_MARGIN = 2  # crew actions kept beyond the way home when nothing is won by coming home first


def way_home_is_known(state: GameState, player: PlayerState) -> bool:
    """In the last round, is the way home counted exactly? The ice no longer changes, and the ship
    sails home with its sled aboard or on its tile (a recall first), not after a sled's way to it."""
    return state.round == data.ROUNDS and (not sled_out(player) or player.sled == player.ship)


def home_is_a_race(state: GameState) -> bool:
    """Is there anything to win by coming home early: a Greenland token (the first home takes
    the highest) or another player (the first home wins a tie)? Not alone in the original solo
    variant, which has no Greenland tokens: there the crew of the last rounds earn more on the
    board, and the way home is left to the last actions that can make it."""
    return not plays_alone(state) or bool(state.greenland_tokens)


def homeward(state: GameState, index: int, legal: list[Action], sample: GameState,
             outlook: Outlook = QUICK) -> Action | None:
    """When time runs short, the action that brings the expedition home, else None.

    One action per turn (extra actions cost more crew); among the moves and recalls,
    the one after which the journey home is shortest; ending the turn or passing when
    nothing shortens it (waiting for crew or for the ice). ``outlook`` sets the margin and
    whether the way home is planned (see :class:`Outlook`). When coming home first wins
    something (:func:`home_is_a_race`) the last round goes home at once; when it does not, the
    margin is :data:`ALONE_RETURN_MARGIN` and the last round too keeps the way home for last,
    with no margin once that way is counted exactly (:func:`way_home_is_known`)."""
    variant = VARIANT_PLAY.get(state.variant)
    if variant is not None:
        return variant.homeward(state, legal, sample)
    player = state.players[index]
    if player.home or state.phase != "play":
        return None
    planned = outlook.plans_return
    needed = moves_home(state, index, planned)
    racing = home_is_a_race(state)
    margin = outlook.return_margin if racing else ALONE_RETURN_MARGIN
    if not racing and way_home_is_known(state, player):
        margin = 0  # the last crewmen go home, and every one before them lays a tile
    last_round = state.round == data.ROUNDS and racing
    if needed == 0 or (needed + margin < crew_actions_left(state, index) and not last_round):
        return None
    if state.actions_this_turn > 0:
        return EndTurn()
    best, best_needed = None, needed
    for action in legal:
        if not isinstance(action, Move) and action not in RECALLS:
            continue
        after = engine.apply(sample, action)
        mine = after.players[index]
        if mine.home:
            remaining = 0 if mine.sled is None else UNREACHABLE
        else:
            remaining = moves_home(after, index, planned)
        if remaining < best_needed:
            best, best_needed = action, remaining
    return best if best is not None else Pass()


# --- medium ---------------------------------------------------------------------------------------
Thinking = Generator[None, None, Action]
"""A bot's decision in slices: each ``next()`` does a little work; the action is the return value."""

Decided = TypeVar("Decided")

SLICE = 12  # positions evaluated between two pauses of a bot's thinking


def decide(thinking: Generator[None, None, Decided]) -> Decided:
    """Run a decision (or any work in slices, such as a hint) to its end in one go."""
    while True:
        try:
            next(thinking)
        except StopIteration as stop:
            return stop.value


FOLLOW_UPS_FOR = 10  # first actions (the best by their own value) whose follow-ups are weighed
NEXT_TURN_DISCOUNT = 0.3  # a plan's next turn is less sure than this one: the others act in between


def _passing_value(sample: GameState, me: int, outlook: Outlook = QUICK) -> float:
    """Passing keeps the position as it is but gives up the crew left this round (worth nothing
    at the end of a round), and by a little more: do not pass while an equal action exists.
    (Not in a variant whose evaluation does not count crew, see :attr:`VariantPlay.counts_crew`.)
    Alone (the original solo variant) the position is judged with those crewmen resting, so a term
    that counts the crew still to act this round (the first year's dash, nwp/original_solo_bots.py)
    sees them gone."""
    if plays_alone(sample):  # alone, the crew left rest at once: judge the position they leave
        passed = sample.copy()
        player = passed.players[me]
        player.ship_resting, player.ship_available = player.ship_resting + player.ship_available, 0
        player.sled_resting, player.sled_available = player.sled_resting + player.sled_available, 0
        return evaluate(passed, me, outlook) - 0.1
    value = evaluate(sample, me, outlook) - 0.1
    variant = VARIANT_PLAY.get(sample.variant)
    if variant is None or variant.counts_crew:
        value -= CREW_VALUE * sample.players[me].crew_available
    return value


def pass_price(state: GameState, me: int) -> float:
    """What a pass costs player ``me`` beyond the position it keeps: the variant's
    :attr:`VariantPlay.pass_price`, or nothing."""
    variant = VARIANT_PLAY.get(state.variant)
    return variant.pass_price(state, me) if variant is not None and variant.pass_price is not None else 0.0


def score_actions(sample: GameState, me: int, legal: list[Action], follow_ups_for: int = FOLLOW_UPS_FOR,
                  next_turn: bool = False, outlook: Outlook = QUICK) -> Generator[None, None, list[tuple[float, Action]]]:
    """Each legal action with the value :func:`evaluate` gives the position after it. For the
    ``follow_ups_for`` best of them (and every transfer) the best second action of the same
    turn counts too, so "draw, then place" or "transfer, then move home" is seen as a whole.
    With ``next_turn``, so does the best action of the next turn (this turn ended after the
    first action, so it costs no surcharge; less :data:`NEXT_TURN_DISCOUNT`), so "draw now,
    place next turn" is seen too. In the modes that end a turn by passing, a pass is weighed
    with the best action of the next turn as well, so an action is never preferred to a pass
    for what the next turn would bring either way; a variant's :attr:`VariantPlay.pass_price` is
    taken off the pass's whole line. ``sample`` is the state with a generator of the bot's own;
    an action whose outcome comes from the bag (a refresh, a large tile's refill) is judged on
    each of :func:`bag_samples` and valued at the mean of its plans, and such a follow-up at the
    mean of its positions (:func:`_best_of`). Positions are judged with
    ``outlook``. Pauses (yields) every :data:`SLICE` positions."""
    first: list[tuple[float, Action, list[tuple[float, GameState]]]] = []
    for count, action in enumerate(legal, start=1):
        outcomes = []
        for drawn in bag_samples(sample, action):
            after = yield from _position_after(drawn, me, action, outlook)
            value = _passing_value(drawn, me, outlook) if after is drawn else evaluate(after, me, outlook)
            outcomes.append((value, after))
        first.append((sum(value for value, _ in outcomes) / len(outcomes), action, outcomes))
        if count % SLICE == 0:
            yield
    ranked = sorted(range(len(first)), key=lambda i: -first[i][0])
    expand = set(ranked[:follow_ups_for]) | {i for i, (_, action, _) in enumerate(first) if isinstance(action, Transfer)}
    if engine.rules_of(sample).ends_turn_by_passing:
        expand |= {i for i, (_, action, _) in enumerate(first) if isinstance(action, Pass)}
    variant = VARIANT_PLAY.get(sample.variant)
    if variant is not None:
        expand |= {i for i, (_, action, _) in enumerate(first) if variant.worth_a_follow_up(action)}
    price = pass_price(sample, me)
    scored = []
    for index, (value, action, outcomes) in enumerate(first):
        if index in expand:
            lines = []
            for outcome, after in outcomes:
                line, _ = yield from _best_line(action, after, outcome, me, outlook, next_turn)
                lines.append(line)
            value = sum(lines) / len(lines)
        scored.append((value - price if isinstance(action, Pass) else value, action))
    return scored


def bag_samples(sample: GameState, action: Action) -> list[GameState]:
    """The sampled states ``action`` is judged on: ``sample`` itself, and for an action that draws
    from the bag (:func:`draws_from_the_bag`) in a variant whose :attr:`VariantPlay.bag_samples` is
    above 1, copies of it with generators of their own (each the next value of the one before: a
    game stays deterministic for its seed, and the real bag is never read), up to that many in all."""
    variant = VARIANT_PLAY.get(sample.variant)
    if variant is None or variant.bag_samples <= 1 or not draws_from_the_bag(action):
        return [sample]
    drawn = [sample]
    for _ in range(variant.bag_samples - 1):
        other = sample.copy()
        other.rng = rng.next_value(drawn[-1].rng)[1]
        drawn.append(other)
    return drawn


def samples_follow_ups(state: GameState) -> bool:
    """Does the variant of ``state`` value a plan's follow-ups that draw from the bag on several
    sampled bags (:attr:`VariantPlay.follow_up_samples`)?"""
    variant = VARIANT_PLAY.get(state.variant)
    return variant is not None and variant.follow_up_samples


def draws_from_the_bag(action: Action) -> bool:
    """Does ``action`` bring tiles out of the bag, unknown until they come: a refresh (a new display)
    or the draw of a large tile (its slot on the display is filled again from the bag)?"""
    return isinstance(action, Refresh) or (isinstance(action, Draw) and is_large(action.tile))


def _position_after(sample: GameState, me: int, action: Action, outlook: Outlook) -> Generator[None, None, GameState]:
    """The position ``action`` leads to, with the choice it opens made (:func:`_chosen`); ``sample``
    itself for a pass before the last round, which only ends the turn."""
    if isinstance(action, Pass) and sample.round < data.ROUNDS:
        return sample
    return (yield from _chosen(settled(engine.apply(sample, action)), me, outlook))


def _best_line(action: Action, after: GameState, value: float, me: int, outlook: Outlook,
               next_turn: bool) -> Generator[None, None, tuple[float, GameState]]:
    """The best plan that starts with ``action`` (which gave ``after``, worth ``value``): the action
    alone, or with the best second action of the same turn, or (``next_turn``, and always in the
    modes that end a turn by passing, where a pass costs only a turn of the season) with the best
    action of the next turn, less :data:`NEXT_TURN_DISCOUNT`; its value and its last position.

    In those modes a pass, too, is weighed with the best action of the next turn: weighed alone,
    it lost to any action whose next turn laid a tile the pass would have laid as well, and the
    HMS Terror bots spent food and morale on moves there and back (docs/ai.md, issue 21,
    thirty-eighth step)."""
    best = (value, after)
    if after.current != me or after.phase != "play" or isinstance(action, EndTurn):
        return best
    by_passing = engine.rules_of(after).ends_turn_by_passing
    if isinstance(action, Pass):
        return (yield from _with_next_turn(best, after, me, outlook)) if by_passing else best
    if plays_alone(after):  # the second action comes in a turn of its own (see ends_turn_alone)
        follow = yield from _best_follow_up(next_turn_start(after), me, outlook)
        return max(best, follow, key=lambda line: line[0])
    follow = yield from _best_follow_up(after, me, outlook)
    best = max(best, follow, key=lambda line: line[0])
    if next_turn or by_passing:
        best = yield from _with_next_turn(best, after, me, outlook)
    return best


def _with_next_turn(best: tuple[float, GameState], after: GameState, me: int,
                    outlook: Outlook) -> Generator[None, None, tuple[float, GameState]]:
    """``best`` (a plan's value and last position), or the best action of the next turn from
    ``after`` less :data:`NEXT_TURN_DISCOUNT`, whichever is worth more."""
    value, position = yield from _best_follow_up(next_turn_start(after), me, outlook)
    return max(best, (value - NEXT_TURN_DISCOUNT, position), key=lambda line: line[0])


def next_turn_start(state: GameState) -> GameState:
    """``state`` as if the others had played and it were the same player's turn again (alone: at
    once), a new turn's first action paying no surcharge (and in the HMS Terror modes, where a
    pass ends the turn, with every crewman who acted ready again)."""
    start = state.copy()
    engine.rules_of(start).ready_for_next_turn(start)
    return start


def settled(state: GameState) -> GameState:
    """``state`` with the holes a placement left waiting for a choice filled by the bots' rule (the
    first choice: a tile of the first pile that fits, or a Joker from the largest pile), so the
    search judges a placement with its islands scored."""
    while state.holes is not None and state.phase != "over":
        state = engine.apply(state, engine.legal_actions(state)[0])
    return state


CHOICE_PHASES = ("refresh_draw", "bonus", "strait")
"""Phases in which the player who acted chooses at once what the action brought: a tile of the
refreshed display, and in the HMS Terror modes the free second small tile and a Strait's reward."""


def _best_of(state: GameState, me: int, outlook: Outlook, actions: list[Action],
             sampled: bool = False) -> Generator[None, None, tuple[float, GameState]]:
    """The best value :func:`evaluate` gives after one of ``actions``, and the position it gives
    (``state`` itself, valued -inf, when there is none). With ``sampled`` (a plan's follow-up, in a
    variant that samples follow-ups: :func:`samples_follow_ups`), an action that draws from the bag
    is valued at the mean over its :func:`bag_samples`, as a first action is in
    :func:`score_actions`; its position is the one on ``state``'s own sample.

    Valued on one sample, a move followed by a lucky refresh or large draw looked better than a
    move whose follow-up is known: the winner's curse of the eighty-fifth and eighty-sixth steps,
    one action deeper (docs/ai.md, issue 21, eighty-seventh step)."""
    best, best_after = float("-inf"), state
    sampled = sampled and samples_follow_ups(state)
    for count, action in enumerate(actions, start=1):
        positions = [settled(engine.apply(drawn, action)) for drawn in (bag_samples(state, action) if sampled else [state])]
        after = positions[0]  # bag_samples puts ``state`` itself first
        value = sum(evaluate(position, me, outlook) for position in positions) / len(positions)
        if value > best:
            best, best_after = value, after
        if count % SLICE == 0:
            yield
    return best, best_after


def _chosen(state: GameState, me: int, outlook: Outlook) -> Generator[None, None, GameState]:
    """``state`` with the choices ``me`` has to make next made the way the evaluation likes best,
    so an action that opens a choice (a refresh, a small tile drawn, a Strait picked up) is judged
    by what it brings, not by its cost alone."""
    while state.phase in CHOICE_PHASES and state.current == me:
        if state.phase == "refresh_draw" and state.variant in VARIANT_PLAY:
            best = yield from _best_take(state, me, outlook)
        else:
            _, best = yield from _best_of(state, me, outlook, engine.legal_actions(state))
        if best is state:
            break
        state = best
    return state


def _best_take(state: GameState, me: int, outlook: Outlook) -> Generator[None, None, GameState]:
    """After a refresh, in a variant played by its own aims (:data:`VARIANT_PLAY`, where a tile
    held is worth nothing by itself): the position after taking the tile whose best placement
    (or, if none is better, the taking alone) the evaluation likes most, so a refresh is judged
    by the tile it finds for the board, not by whichever tile comes first."""
    best, best_after = float("-inf"), state
    for take in engine.legal_actions(state):
        after = settled(engine.apply(state, take))
        value = evaluate(after, me, outlook)
        if after.phase == "play" and after.current == me:
            placements = [action for action in engine.legal_actions(after)
                          if isinstance(action, Place) and action.tile == getattr(take, "tile", None)]
            placed, _ = yield from _best_of(after, me, outlook, placements)
            value = max(value, placed)
        if value > best:
            best, best_after = value, after
        yield
    return best_after


def _best_follow_up(state: GameState, me: int, outlook: Outlook) -> Generator[None, None, tuple[float, GameState]]:
    """The best value :func:`evaluate` gives after one more action of ``me`` (not ending the
    turn), and the position it gives (``state`` itself, valued -inf, when there is none)."""
    follow_ups = [action for action in engine.legal_actions(state) if not isinstance(action, (EndTurn, Pass))]
    best = yield from _best_of(state, me, outlook, follow_ups, sampled=True)
    yield
    return best


def plan_after(sample: GameState, me: int, action: Action, outlook: Outlook = QUICK,
               next_turn: bool = False) -> Generator[None, None, GameState]:
    """The position at the end of the best plan :func:`score_actions` sees that starts with
    ``action`` (the action, the choice it opens, and its best follow-up this turn or, with
    ``next_turn``, next turn), to say what the plan is for (nwp/hints.py)."""
    after = yield from _position_after(sample, me, action, outlook)
    if after is sample:
        return sample
    _, position = yield from _best_line(action, after, evaluate(after, me, outlook), me, outlook, next_turn)
    return position


def ends_turn_alone(state: GameState, legal: list[Action]) -> bool:
    """Should the bot end its turn after one action? Yes when it plays alone by the standard
    turns (the original solo variant): the next turn is its own again, at once and free, so a
    second action in the same turn would only pay the surcharge (a crewman) for nothing.
    (Not in the HMS Terror modes, which end a turn by passing and count four turns a season.)"""
    return plays_alone(state) and state.actions_this_turn > 0 and EndTurn() in legal


def plays_alone(state: GameState) -> bool:
    """One player by the standard turns (the original solo variant): ending a turn gives the next
    turn straight back, so a plan's second action is taken in a new turn, without the surcharge."""
    return state.num_players == 1 and not engine.rules_of(state).ends_turn_by_passing


def _best(scored: list[tuple[float, Action]], chooser: random.Random) -> Action:
    top = max(value for value, _ in scored)
    return chooser.choice([action for value, action in scored if value >= top - 1e-9])


class MediumBot(_SeededBot):
    """Greedy over the turn (see :func:`score_actions`), and home in time (see :func:`homeward`).
    Ties are broken by the seed."""

    level = "medium"
    outlook = QUICK

    route = ""
    """How the last decision was made: "hole", "alone", "payment", "only", "homeward" or "search" (the hints say why)."""
    sampled_future = 0
    """The generator of the sampled future the last search judged its actions on (its draws from the
    bag), so a hint reads the plan the choice was made on (nwp/hints.py)."""

    def thinking(self, state: GameState) -> Thinking:
        legal = engine.legal_actions(state)
        if state.holes is not None:  # a hole's small tile: the bots' rule (see settled)
            self.route = "hole"
            return legal[0]
        if ends_turn_alone(state, legal):
            self.route = "alone"
            return EndTurn()
        variant = VARIANT_PLAY.get(state.variant)
        if variant is not None:
            paying = variant.payment(state, legal)
            if paying is not None:
                self.route = "payment"
                return paying
            legal = variant.playable(state, legal)
        if len(legal) == 1:
            self.route = "only"
            return legal[0]
        me = state.current
        _move_tables.start(state)
        sample = state.copy()
        sample.rng = self.sampled_future = self.random.getrandbits(64)  # never the real generator: no peeking at the bag
        going_home = homeward(state, me, legal, sample, self.outlook)
        if going_home is not None:
            self.route = "homeward"
            return going_home
        scored = yield from self._score(sample, me, legal)
        self.route = "search"
        return _best(scored, self.random)

    def _score(self, sample: GameState, me: int, legal: list[Action]) -> Generator[None, None, list[tuple[float, Action]]]:
        return score_actions(sample, me, legal, outlook=self.outlook)


# --- hard -----------------------------------------------------------------------------------------
DEFAULT_BUDGET = 24  # first actions whose two-turn plans the hard bot searches


class HardBot(MediumBot):
    """Search over two turns of its own, guided by the medium evaluation with the
    :data:`PLANNING` outlook: the way home and the sled's risk from the return planner (which
    times the sled's way back before the thaw and the ship's voyage after it, each vehicle
    with its own crew), each tile on the board worth :data:`TILE_VALUE`, a home margin of 6.

    The ``budget`` best first actions by the scores (and every transfer) are each
    followed by the best second action of the same turn and, separately, by the best action
    of the next turn (the turn ended after the first action, so without the surcharge), which
    sees plans medium cannot: draw now and place next turn, deploy the sled now and move it
    next turn. Draws from the bag in these plans come from the bot's own generator (a sampled
    future, never the real bag). A game is deterministic for seed and budget.

    (An earlier hard bot played the candidates out in sampled futures, every player acting
    by a quick greedy policy: measured, it lost to medium; see docs/ai.md.)"""

    level = "hard"
    outlook = PLANNING

    def __init__(self, seed: int = 0, budget: int | None = None) -> None:
        super().__init__(seed)
        self.budget = budget or DEFAULT_BUDGET

    def _score(self, sample: GameState, me: int, legal: list[Action]) -> Generator[None, None, list[tuple[float, Action]]]:
        return score_actions(sample, me, legal, follow_ups_for=self.budget, next_turn=True, outlook=self.outlook)


def make_bot(level: str, seed: int = 0, budget: int | None = None) -> Bot:
    """A bot of ``level`` (one of :data:`LEVELS`), deterministic for ``seed`` (and ``budget``:
    the first actions whose two-turn plans the hard bot searches; the other levels ignore it)."""
    if level == "easy":
        return EasyBot(seed)
    if level == "medium":
        return MediumBot(seed)
    if level == "hard":
        return HardBot(seed, budget)
    raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")


__all__ = ["Bot", "EasyBot", "MediumBot", "HardBot", "LEVELS", "Outlook", "PLANNING", "QUICK", "Thinking",
           "crew_actions_left", "decide", "ends_turn_alone", "plays_alone", "EXTRA_TERMS", "HOME_SAFETY_TERMS", "EASY_WEIGHTS", "distances", "evaluate", "evaluation_terms", "homeward", "make_bot", "moves_home",
           "moves_to_passage", "next_turn_start", "passage_value", "pass_price", "plan_after", "reaches", "score_actions", "tokens_in_reach"]
