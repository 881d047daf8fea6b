"""Bot tournaments: many games between bot levels, with win rates and score intervals.

    python -m nwp tournament --seats hard,medium --games 200 --seed 1

Game ``g`` uses game seed ``seed + g`` and rotates the seats by ``g`` places, so
every entry plays from every seat equally often. A shared win counts as a
fraction. "Lost a vehicle" means the game ended with the ship or the sled
abandoned, or the sled was lost to the thaw during the game.
"""

from __future__ import annotations

import math
import statistics
from dataclasses import dataclass, field
from typing import Callable, Sequence

from . import engine
from .actions import MoveTuunbaq, parse
from .board import GREENLAND
from .bots import Bot, make_bot
from .state import GameState


@dataclass
class EntryResult:
    """How one entry of the seat list did over a tournament."""

    label: str
    wins: float = 0.0
    scores: list[int] = field(default_factory=list)
    vehicle_losses: int = 0

    @property
    def games(self) -> int:
        return len(self.scores)

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    @property
    def mean_score(self) -> float:
        return statistics.mean(self.scores) if self.scores else 0.0

    @property
    def interval(self) -> float:
        """Half-width of the 95% confidence interval of the mean score (normal approximation)."""
        if len(self.scores) < 2:
            return 0.0
        return 1.96 * statistics.stdev(self.scores) / math.sqrt(len(self.scores))

    @property
    def loss_rate(self) -> float:
        return self.vehicle_losses / self.games if self.games else 0.0


def lost_a_vehicle(state: GameState, index: int) -> bool:
    """Did player ``index`` end the game without its ship or its sled?"""
    player = state.players[index]
    return player.sled_lost or player.ship != GREENLAND or player.sled not in (None, GREENLAND)


def play_game(bots: Sequence[Bot], seed: int, variant: str = "standard") -> GameState:
    """One complete game of ``variant`` between ``bots`` (one per seat, in seat order)."""
    state = engine.new_game(len(bots), seed=seed, variant=variant)
    while not engine.is_over(state):
        state = engine.apply(state, bots[state.current].choose(state))
    return state


def labels_of(seats: Sequence[str]) -> list[str]:
    """Entry labels: the level, numbered when a level appears more than once."""
    labels = []
    for index, level in enumerate(seats):
        labels.append(f"{level}#{seats[:index + 1].count(level)}" if seats.count(level) > 1 else level)
    return labels


@dataclass
class Tournament:
    """The results of :func:`run`: one entry per seat level, and each game's winning score."""

    seats: list[str]
    games: int
    seed: int
    entries: list[EntryResult]
    winning_scores: list[int] = field(default_factory=list)
    variant: str = "standard"
    tuunbaq_moves: list[int] = field(default_factory=list)  # Terror: "move the Tuunbaq" actions per game
    tuunbaq_tolls: list[int] = field(default_factory=list)  # Terror: entries paid per game


def run(seats: Sequence[str], games: int, seed: int, budget: int | None = None,
        progress: Callable[[int, GameState], None] | None = None, variant: str = "standard") -> Tournament:
    """Play ``games`` games of ``variant`` (standard or terror) with the seat levels rotated (see
    the module docstring)."""
    results = [EntryResult(label) for label in labels_of(seats)]
    tournament = Tournament(list(seats), games, seed, results, variant=variant)
    count = len(seats)
    for game in range(games):
        game_seed = seed + game
        entry_at_seat = [(seat + game) % count for seat in range(count)]
        bots = [make_bot(seats[entry], seed=game_seed * 10 + seat, budget=budget)
                for seat, entry in enumerate(entry_at_seat)]
        state = play_game(bots, game_seed, variant)
        if variant == "terror":
            played = [parse(text) for text, _ in state.history]
            tournament.tuunbaq_moves.append(sum(isinstance(action, MoveTuunbaq) for action in played))
            tournament.tuunbaq_tolls.append(sum(bool(getattr(action, "paying", "")) for action in played))
        scores = engine.final_scores(state)
        winners = scores["winners"]
        tournament.winning_scores.append(scores["players"][winners[0]]["total"])
        for seat, entry in enumerate(entry_at_seat):
            result = results[entry]
            result.scores.append(scores["players"][seat]["total"])
            if seat in winners:
                result.wins += 1 / len(winners)
            if lost_a_vehicle(state, seat):
                result.vehicle_losses += 1
        if progress is not None:
            progress(game, state)
    return tournament


def report(tournament: Tournament) -> str:
    """A table of win rates, mean scores (95% interval) and vehicle losses per entry."""
    games, seed = tournament.games, tournament.seed
    with_tuunbaq = " with the Tuunbaq (Terror expansion)" if tournament.variant == "terror" else ""
    lines = [f"{games} games of {len(tournament.seats)} players ({', '.join(tournament.seats)}){with_tuunbaq}, "
             f"seeds {seed}..{seed + games - 1}, seats rotated each game", ""]
    lines.append(f"{'bot':<10} {'win rate':>9} {'mean score':>18} {'lost a vehicle':>15}")
    for result in tournament.entries:
        lines.append(
            f"{result.label:<10} {result.win_rate:>8.1%} {result.mean_score:>10.1f} ± {result.interval:<5.1f}"
            f" {result.loss_rate:>15.1%}"
        )
    wins = tournament.winning_scores
    if wins:
        lines.append("")
        lines.append(f"winning score: mean {statistics.mean(wins):.1f}, min {min(wins)}, max {max(wins)}")
    if tournament.tuunbaq_moves:
        lines.append(f"Tuunbaq moves per game: mean {statistics.mean(tournament.tuunbaq_moves):.1f}; "
                     f"entries paid per game: mean {statistics.mean(tournament.tuunbaq_tolls):.1f}")
    return "\n".join(lines)
