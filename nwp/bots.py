"""Computer players: ``easy`` and ``medium`` (``hard`` is still to come).

A bot is deterministic for its seed: ``make_bot(level, seed).choose(state)``
returns one of ``legal_actions(state)`` for the player to act. Bots see only what
a player at the table sees: they never read the state's generator (the next tiles).

* **easy** picks a kind of action with weights that lean toward progress
  (discoveries, moves, placements), then one action of that kind at random.
* **medium** is greedy over one action: it applies each legal action and keeps the
  one whose resulting position scores best under :func:`evaluate`, a hand-written
  estimate of the player's final prestige (points so far, majorities and sets,
  the NWP token still reachable, tokens nearby, crew, and the risk of not getting
  both vehicles home before the end of round 10 or losing the sled to the ice).
"""

from __future__ import annotations

import random
from collections import deque
from typing import Protocol

from . import data, engine
from .actions import Action, Draw, EndTurn, Move, Pass, PickUp, Place, Refresh, Transfer
from .board import GREENLAND, NWP
from .scoring import majority_points, set_count
from .state import GameState, PlayerState

LEVELS = ("easy", "medium")


class Bot(Protocol):
    level: str

    def choose(self, state: GameState) -> Action: ...


# --- easy ----------------------------------------------------------------------------------------
EASY_WEIGHTS = {PickUp: 6.0, Move: 3.0, Place: 3.0, Draw: 2.0, Transfer: 0.5, Refresh: 0.3, EndTurn: 1.5, Pass: 0.7}


class EasyBot:
    """Plausible but weak: a random action, with a light bias toward progress."""

    level = "easy"

    def __init__(self, seed: int = 0) -> None:
        self.random = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        legal = engine.legal_actions(state)
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
CREW_VALUE = 0.45  # prestige one crewman available this round is worth
HAND_VALUE = 0.6  # a tile in hand (up to MAX_HAND_VALUED)
MAX_HAND_VALUED = 3
ACTIONS_PER_ROUND = 4.0  # moves a player can expect to make in a round
FUTURE_PER_ROUND = 3.0
LOST_VEHICLE_AVERSION = 4.0  # beyond the penalty: a vehicle left behind is a failure players notice  # prestige an expedition still out can expect to earn per round left


_steps_cache: dict[tuple, dict[int, list[int]]] = {}


def _steps(state: GameState, vehicle: str, frozen: int) -> dict[int, list[int]]:
    """Per place, where the vehicle can move in one step on this board and ice (memoised:
    boards only grow, so the tile count and the last tile name the board within one decision)."""
    tiles = state.board.tiles
    key = (vehicle, len(tiles), tiles[-1], frozen)
    table = _steps_cache.get(key)
    if table is None:
        if len(_steps_cache) > 4096:
            _steps_cache.clear()
        table = _steps_cache[key] = {}
    return table


def distances(state: GameState, start: int, vehicle: str, frozen: int | None = None) -> dict[int, int]:
    """Moves from ``start`` to every place the vehicle can reach (ice as now, or ``frozen`` rows)."""
    board = state.board
    if frozen is None:
        frozen = state.frozen_rows
    table = _steps(state, vehicle, frozen)
    found = {start: 0}
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


def _estimated_moves_to(state: GameState, reach: dict[int, int], arrow: int) -> float:
    """Moves to an arrow: exact when reachable, else to the nearest tile plus the empty gap."""
    if arrow in reach:
        return reach[arrow]
    best = 99.0
    for place, steps in reach.items():
        if place < 0:
            continue
        columns = [x for x, _ in state.board.squares_of(place)]
        gap = min(columns) if arrow == NWP else data.GRID_WIDTH - 1 - max(columns)
        best = min(best, steps + 1 + 1.6 * gap)
    return best


def _home_risk(moves_needed: float, state: GameState, player: PlayerState) -> float:
    """Chance-like weight (0-1) that a vehicle needing ``moves_needed`` moves misses the end."""
    rounds_left = data.ROUNDS - state.round
    capacity = rounds_left * ACTIONS_PER_ROUND + (player.ship_available + player.sled_available) / 2
    slack = capacity - 1.5 * moves_needed
    if slack <= 0:
        return 1.0
    return max(0.0, 1.0 - slack / 6.0)


def evaluate(state: GameState, index: int) -> float:
    """Estimated final prestige of player ``index`` in this position (higher is better)."""
    players = state.players
    player = players[index]
    value = float(player.prestige)
    for kind, table in data.MAJORITY_POINTS.items():
        value += majority_points([p.tokens[kind] for p in players], table)[index] * 0.8
    value += set_count(player) * data.SET_POINTS
    kinds_short = sum(1 for kind in data.SET_KINDS if player.tokens[kind] == min(player.tokens[k] for k in data.SET_KINDS))
    value += 1.0 * (len(data.SET_KINDS) - kinds_short) / len(data.SET_KINDS) * data.SET_POINTS * 0.5
    value -= data.ABANDON_PER_CREWMAN * player.lost_crew
    if player.home or state.phase == "over":
        penalties = sum(_penalties(player))
        return value + penalties + (LOST_VEHICLE_AVERSION if penalties < 0 else 0.0) * -1
    # Still out: the rounds left are worth prestige that going home gives up.
    value += FUTURE_PER_ROUND * (data.ROUNDS - state.round + 0.5)
    value += CREW_VALUE * (player.ship_available + player.sled_available)
    value += HAND_VALUE * min(len(player.hand), MAX_HAND_VALUED) * (data.ROUNDS - state.round) / data.ROUNDS
    ship_reach = distances(state, player.ship, "ship") if player.ship is not None else {}
    sled_reach = distances(state, player.sled, "sled") if player.sled is not None and player.sled >= 0 else {}
    # The Northwest Passage: the next token, if still reachable in time.
    if player.nwp_token is None and state.nwp_tokens:
        to_nwp = min(_estimated_moves_to(state, ship_reach, NWP) if ship_reach else 99,
                     _estimated_moves_to(state, sled_reach, NWP) if sled_reach else 99)
        rounds_left = data.ROUNDS - state.round
        if to_nwp < 99 and rounds_left >= 2:
            value += state.nwp_tokens[0] * max(0.0, 1.0 - to_nwp / 14.0) * 0.9
    # Home: the Greenland token and the risk of abandoning a vehicle.
    ship_home = _estimated_moves_to(state, ship_reach, GREENLAND) if ship_reach else 99.0
    ship_crew = player.ship_available + player.ship_resting
    ship_penalty = data.ABANDON_PER_CREWMAN * ship_crew + data.ABANDONED_SHIP_PENALTY
    value -= ship_penalty * _home_risk(ship_home, state, player)
    if state.greenland_tokens:
        done_exploring = player.nwp_token is not None or state.round >= 7
        value += state.greenland_tokens[0] * (max(0.0, 1.0 - ship_home / 12.0) if done_exploring else 0.2)
    if player.sled is not None:
        sled_crew = player.sled_available + player.sled_resting
        apart = player.sled != player.ship
        at_risk = player.sled >= 0 and not state.board.has_land_or_ice(player.sled, _next_frozen(state))
        if at_risk:
            value -= data.ABANDON_PER_CREWMAN * sled_crew + 1.0
        if apart and sled_reach:
            back = sled_reach.get(player.ship, 6)
            value -= data.ABANDON_PER_CREWMAN * sled_crew * _home_risk(back + ship_home, state, player)
            lasts = _rounds_way_back_lasts(state, player)
            if lasts <= 2:  # the ice it came over melts soon: it may never get back
                value -= data.ABANDON_PER_CREWMAN * sled_crew * (1.0 if lasts <= 1 else 0.5)
    # Tokens within reach this round or the next.
    for square, kind in state.board.tokens.items():
        place = state.board.tile_index_at(square)
        steps = min(ship_reach.get(place, 99), sled_reach.get(place, 99))
        if steps < 6:
            worth = data.PICKUP_POINTS[kind] * data.zone_of_column(square[0])
            value += 0.35 * worth / (1 + steps)
    return value


def _rounds_way_back_lasts(state: GameState, player: PlayerState) -> int:
    """Rounds (from the next one) for which the sled still has a way back to the ship; a way
    over land lasts past the end (returns the rounds left + 1)."""
    for ahead, round_number in enumerate(range(state.round + 1, data.ROUNDS + 1), start=1):
        frozen = data.FROZEN_ROWS_BY_DISC[data.disc_position_for_round(round_number)]
        if player.ship not in distances(state, player.sled, "sled", frozen=frozen):
            return ahead
    return data.ROUNDS - state.round + 1


def _next_frozen(state: GameState) -> int:
    if state.round >= data.ROUNDS:
        return state.frozen_rows
    return data.FROZEN_ROWS_BY_DISC[data.disc_position_for_round(state.round + 1)]


def _penalties(player: PlayerState) -> list[int]:
    from .scoring import abandonment_penalty

    penalty = abandonment_penalty(player)
    return [penalty["ship"], penalty["sled"]]


# --- the way home ---------------------------------------------------------------------------
UNREACHABLE = 30  # moves counted for a journey the board does not allow (yet)
THAW_WAIT = 2  # extra moves counted when the way home needs the ice to recede
RETURN_MARGIN = 4  # crew actions kept in hand beyond the moves the journey home needs


def moves_home(state: GameState, index: int) -> int:
    """Crew actions the expedition needs to get both vehicles home: the sled back to the ship
    and recalled (a transfer), then the ship to Greenland.

    A sled apart moves with its own crew only, so each of its moves costs the turns of the
    whole expedition's crew divided by the sled's (one crewman on the sled: one move a round).
    The sled's way back counts only ice that will still be there next round. A ship's way that
    needs the thaw costs :data:`THAW_WAIT` more; no way at all counts :data:`UNREACHABLE`."""
    player = state.players[index]
    if player.home or player.ship is None:
        return 0
    needed = 0
    if player.sled is not None and player.sled >= 0:
        if player.sled == player.ship:
            needed += 1
        else:
            lasting_ice = min(state.frozen_rows, _next_frozen(state))
            back = distances(state, player.sled, "sled", frozen=lasting_ice).get(player.ship)
            if back is None:
                back = distances(state, player.sled, "sled").get(player.ship)
                back = UNREACHABLE if back is None else back + THAW_WAIT
            sled_crew = max(1, player.sled_available + player.sled_resting)
            needed += -(-back * player.crew_on_board // sled_crew) + 1
    if player.ship == GREENLAND:
        return needed  # never left: the ship is home already
    home = distances(state, player.ship, "ship").get(GREENLAND)
    if home is None:
        thawed = distances(state, player.ship, "ship", frozen=0).get(GREENLAND)
        home = UNREACHABLE if thawed is None else thawed + THAW_WAIT
    return needed + home


def crew_actions_left(state: GameState, index: int) -> int:
    """Single-action turns the expedition can still take before the end of round 10."""
    player = state.players[index]
    rounds_after = data.ROUNDS - state.round
    available = player.ship_available + player.sled_available
    if index in state.passed:
        available = 0
    return available + player.crew_on_board * rounds_after


def homeward(state: GameState, index: int, legal: list[Action], sample: GameState) -> Action | None:
    """When time runs short, the action that brings the expedition home, else None.

    One action per turn (extra actions cost more crew); among the moves and recalls,
    the one after which the journey home is shortest; ending the turn or passing when
    nothing shortens it (waiting for crew or for the ice)."""
    player = state.players[index]
    if player.home or state.phase != "play":
        return None
    needed = moves_home(state, index)
    if needed == 0 or needed + RETURN_MARGIN < crew_actions_left(state, index):
        return None
    if state.actions_this_turn > 0:
        return EndTurn()
    best, best_needed = None, needed
    for action in legal:
        if not isinstance(action, Move) and action != Transfer("ship", 0, 0) and action != Transfer("sled", 0, 0):
            continue
        after = engine.apply(sample, action)
        mine = after.players[index]
        if mine.home:
            remaining = 0 if mine.sled is None else UNREACHABLE
        else:
            remaining = moves_home(after, index)
        if remaining < best_needed:
            best, best_needed = action, remaining
    return best if best is not None else Pass()


# --- medium ---------------------------------------------------------------------------------------
class MediumBot:
    """Greedy over the turn: the action after which :func:`evaluate` is highest, looking one
    more action ahead while the turn is still this player's (so "transfer, then move home"
    is seen as a whole). Ties are broken by the seed."""

    level = "medium"

    def __init__(self, seed: int = 0) -> None:
        self.random = random.Random(seed)

    def choose(self, state: GameState) -> Action:
        legal = engine.legal_actions(state)
        if len(legal) == 1:
            return legal[0]
        me = state.current
        _steps_cache.clear()  # one decision's boards only: keys are not unique across games
        sample = state.copy()
        sample.rng = self.random.getrandbits(64)  # never the real generator: no peeking at the bag
        going_home = homeward(state, me, legal, sample)
        if going_home is not None:
            return going_home
        best: list[Action] = []
        best_value = float("-inf")
        for action in legal:
            after = engine.apply(sample, action)
            value = evaluate(after, me)
            if after.current == me and after.phase == "play" and not isinstance(action, (EndTurn, Pass)):
                for follow in engine.legal_actions(after):
                    if not isinstance(follow, (EndTurn, Pass)):
                        value = max(value, evaluate(engine.apply(after, follow), me))
            if isinstance(action, Pass) and state.players[me].ship_available + state.players[me].sled_available:
                value -= 0.1  # do not pass while an equal action exists
            if value > best_value + 1e-9:
                best, best_value = [action], value
            elif abs(value - best_value) <= 1e-9:
                best.append(action)
        return self.random.choice(best)


def make_bot(level: str, seed: int = 0, budget: int | None = None) -> Bot:
    """A bot of ``level`` (one of :data:`LEVELS`), deterministic for ``seed`` (and ``budget``:
    the hard bot's playouts per decision; the other levels ignore it)."""
    if level == "easy":
        return EasyBot(seed)
    if level == "medium":
        return MediumBot(seed)
    raise ValueError(f"unknown bot level {level!r}; choose from {', '.join(LEVELS)}")


__all__ = ["Bot", "EasyBot", "MediumBot", "LEVELS", "evaluate", "make_bot", "distances"]
