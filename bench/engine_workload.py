"""The engine workload measured by bench/engine.py; runs as-is under CPython and Pyodide.

Prints one JSON line: random full games per second for 2, 3 and 4 players (every
step enumerates legal_actions), and legal_actions times (ms) over mid-game states
where the player to act holds 5 tiles.
"""

import json
import random
import statistics
import time

from nwp import engine
from nwp.cli import random_game


def games_per_second(players: int, games: int, first_seed: int = 1000) -> float:
    started = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        random_game(players, seed)
    return games / (time.perf_counter() - started)


def mid_game_states(count: int) -> list:
    """States from random games in rounds 4-7, the player to act on a tile holding 5 tiles."""
    states = []
    seed = 0
    while len(states) < count:
        seed += 1
        chooser = random.Random(seed)
        state = engine.new_game(2 + seed % 3, seed=seed)
        while not engine.is_over(state) and len(states) < count:
            player = state.players[state.current]
            if state.phase == "play" and 4 <= state.round <= 7 and player.ship is not None and player.ship >= 0 and chooser.random() < 0.1:
                probe = state.copy()
                hand = [t for t in probe.players[probe.current].hand][:5]
                while len(hand) < 5 and probe.bag:
                    hand.append(probe.bag.pop(chooser.randrange(len(probe.bag))))
                probe.players[probe.current].hand = hand
                states.append(probe)
            state = engine.apply(state, chooser.choice(engine.legal_actions(state)))
    return states


def legal_action_times(states: list) -> list:
    times = []
    for state in states:
        started = time.perf_counter()
        engine.legal_actions(state)
        times.append((time.perf_counter() - started) * 1000)
    return times


def main(games: int = 20, states: int = 200) -> dict:
    result = {"games_per_second": {str(p): round(games_per_second(p, games), 2) for p in (2, 3, 4)}}
    times = legal_action_times(mid_game_states(states))
    result["legal_actions_ms"] = {
        "median": round(statistics.median(times), 3),
        "worst": round(max(times), 3),
        "states": len(times),
    }
    return result


print(json.dumps(main()))
