"""The game's only source of chance: a SplitMix64 generator whose whole state is one int.

The engine keeps this int inside the game state, so the same seed gives the same
game in CPython and in Pyodide, and a state can be copied or saved as plain data.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1


def next_value(state: int) -> tuple[int, int]:
    """Advance the generator: returns (new state, a 64-bit output)."""
    state = (state + 0x9E3779B97F4A7C15) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def below(state: int, bound: int) -> tuple[int, int]:
    """Advance the generator: returns (new state, a uniform int in [0, bound))."""
    if bound <= 0:
        raise ValueError("bound must be positive")
    limit = (1 << 64) - ((1 << 64) % bound)
    while True:
        state, value = next_value(state)
        if value < limit:
            return state, value % bound


def shuffled(state: int, items: list) -> tuple[int, list]:
    """Fisher-Yates shuffle of a copy of ``items``: returns (new state, shuffled list)."""
    result = list(items)
    for i in range(len(result) - 1, 0, -1):
        state, j = below(state, i + 1)
        result[i], result[j] = result[j], result[i]
    return state, result
