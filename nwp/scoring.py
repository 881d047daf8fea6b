"""Final scoring of the standard game: majorities, sets, abandonment, tie-break.

``standard_final_scores(state)`` returns, for each player, the prestige earned
during the game (by source), the majority points for Franklin, Strait and
Cartography, the set bonus, the penalties, the total, and the final ranking.
"""

from __future__ import annotations

from typing import Sequence

from . import data
from .board import GREENLAND
from .state import GameState, PlayerState


def majority_points(counts: Sequence[int], table: Sequence[int]) -> list[int]:
    """Majority points per player for one token kind.

    Tied players take the block of ranks they span and all score the lowest rank
    of the block; the next player ranks after the block; no token, no points.
    """
    points = [0] * len(counts)
    ranked = sorted((c for c in set(counts) if c > 0), reverse=True)
    next_rank = 0  # 0-based rank of the first place still free
    for count in ranked:
        tied = [i for i, c in enumerate(counts) if c == count]
        lowest_rank = next_rank + len(tied) - 1
        value = table[lowest_rank] if lowest_rank < len(table) else 0
        for i in tied:
            points[i] = value
        next_rank += len(tied)
    return points


def abandonment_penalty(player: PlayerState) -> dict[str, int]:
    """Penalties for vehicles left out at the end, and crew lost with a sled during the game."""
    penalty = {"ship": 0, "sled": 0, "lost_crew": 0}
    if player.ship != GREENLAND:
        ship_crew = player.aboard("ship")
        penalty["ship"] = -(data.ABANDON_PER_CREWMAN * ship_crew + data.ABANDONED_SHIP_PENALTY)
    if player.sled is not None and player.sled != GREENLAND:
        sled_crew = player.aboard("sled")
        penalty["sled"] = -data.ABANDON_PER_CREWMAN * sled_crew
    penalty["lost_crew"] = -data.ABANDON_PER_CREWMAN * player.lost_crew
    return penalty


def set_count(player: PlayerState) -> int:
    return min(player.tokens[kind] for kind in data.SET_KINDS)


def standard_final_scores(state: GameState) -> dict:
    """Scores with a full breakdown, the ranking and the winners (see module docstring)."""
    players = state.players
    majorities = {
        kind: majority_points([p.tokens[kind] for p in players], table)
        for kind, table in data.MAJORITY_POINTS.items()
    }
    rows = []
    for index, player in enumerate(players):
        penalties = abandonment_penalty(player)
        row = {
            "player": index,
            "name": player.name,
            "in_game": dict(player.points),
            "majorities": {kind: majorities[kind][index] for kind in data.MAJORITY_POINTS},
            "sets": set_count(player) * data.SET_POINTS,
            "penalties": penalties,
        }
        row["total"] = (
            sum(row["in_game"].values()) + sum(row["majorities"].values()) + row["sets"] + sum(penalties.values())
        )
        rows.append(row)

    def rank_key(row: dict) -> tuple[int, int]:
        index = row["player"]
        returned = state.home_order.index(index) if index in state.home_order else len(players)
        return (-row["total"], returned)

    ranking = [row["player"] for row in sorted(rows, key=rank_key)]
    best = rank_key(rows[ranking[0]])
    winners = [row["player"] for row in rows if rank_key(row) == best]
    return {"players": rows, "ranking": ranking, "winners": winners}
