"""Which parts of the HMS Terror evaluation foretell a won game: the outcome fitted on the terms.

    python3 bench/term_weights.py --bot hard --games 100 --seed 201 --difficulty 2 --jobs 2

Plays HMS Terror solo games (the same games as ``python -m nwp simulate --mode solo-terror`` and
``bench/bot_compare.py`` for the same seeds and bot) and, before every decision the bot takes in
play, records the evaluation's parts (:func:`nwp.solo_bots.terms`, by name) and the season. Then
it fits the chance that the game is won on those parts by logistic regression (Newton's method
with a small ridge, in plain Python), apart for the positions before the Passage is found and
after, and prints for each part:

* its coefficient: the log-odds of a win one point of the evaluation in that part adds;
* that coefficient over the one a fit on the evaluation's sum alone gives (with the season): how
  much more or less a point of the part foretells than a point of the sum (the evaluation weighs
  every part 1; what a part foretells is not what it should weigh in a choice, see below);
* how often the part is not zero, its mean and its spread.

The season is in every fit, so a part is not credited with what the time left says by itself.

What it reads: the bot's own games, so the fit describes positions the bot reaches and their
outcome under its own play, not what a different choice would have given. A part whose
coefficient is near nothing adds no sign of the outcome to what the others show (yet it may
still set the prices a choice needs: the shortfall before the Passage is such a part). A rare
part (a few positions in a hundred) that only lost or only won games reach gets a large
coefficient from a few games. It prints figures and never judges them; docs/ai.md (issue 21,
forty-ninth step) says what they showed.
"""

from __future__ import annotations

import argparse
import math
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nwp import engine, solo_bots  # noqa: E402
from nwp.checked import replay  # noqa: E402
from nwp.cli import solo_game  # noqa: E402
from nwp.solo import SEASON_TURNS  # noqa: E402
from nwp.state import GameState  # noqa: E402

RIDGE = 1e-3  # keeps a part that one outcome alone shows from running off to infinity
PHASES = ("before", "after")  # the Passage not found yet, found


@dataclass(frozen=True)
class Position:
    """One decision in play: the evaluation's parts there, the season, and the game's outcome."""

    terms: dict[str, float]
    season: float
    found: bool  # the Passage found
    won: bool


def game_positions(level: str, seed: int, difficulty: int) -> list[Position]:
    """Play HMS Terror solo game ``seed`` with the ``level`` bot (:func:`nwp.cli.solo_game`, as
    ``simulate`` plays it); a :class:`Position` for each decision in play (not the payment and
    other choices between), read by replaying its record, with the game's outcome."""
    final = solo_game("solo-terror", level, seed, {"difficulty": difficulty})
    seen: list[tuple[dict[str, float], float, bool]] = []

    def visit(state: GameState) -> None:
        if state.phase == "play" and not engine.is_over(state):
            found = engine.rules_of(state).progress(state, 0)[0]
            seen.append((solo_bots.terms(state, 0), state.round + (state.solo["turn"] - 1) / SEASON_TURNS, found))

    replay(final.record(), checked=False, visit=visit)
    won = bool(engine.final_scores(final)["solo"]["won"])
    return [Position(terms, season, found, won) for terms, season, found in seen]


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """The solution of ``matrix`` x = ``vector`` (Gaussian elimination with partial pivoting)."""
    size = len(vector)
    rows = [row[:] + [value] for row, value in zip(matrix, vector)]
    for column in range(size):
        pivot = max(range(column, size), key=lambda r: abs(rows[r][column]))
        rows[column], rows[pivot] = rows[pivot], rows[column]
        for r in range(column + 1, size):
            factor = rows[r][column] / rows[column][column]
            if factor:
                for c in range(column, size + 1):
                    rows[r][c] -= factor * rows[column][c]
    solution = [0.0] * size
    for r in range(size - 1, -1, -1):
        solution[r] = (rows[r][size] - sum(rows[r][c] * solution[c] for c in range(r + 1, size))) / rows[r][r]
    return solution


def _chance(row: list[float], weights: list[float]) -> float:
    """The logistic function of ``row`` · ``weights``."""
    z = sum(x * w for x, w in zip(row, weights))
    return 1.0 / (1.0 + math.exp(-z)) if z > -700 else 0.0


def fit_logistic(rows: list[list[float]], outcomes: list[bool], ridge: float = RIDGE,
                 rounds: int = 50) -> list[float]:
    """Weights w that make the chance of each outcome, 1 / (1 + e^-(row · w)), most likely
    (less half ``ridge`` times |w|²): Newton's method from nothing, until a step moves no
    weight by more than 1e-9 or after ``rounds`` steps."""
    size = len(rows[0])
    weights = [0.0] * size
    for _ in range(rounds):
        gradient = [ridge * w for w in weights]
        hessian = [[ridge if i == j else 0.0 for j in range(size)] for i in range(size)]
        for row, won in zip(rows, outcomes):
            p = _chance(row, weights)
            error, slope = p - (1.0 if won else 0.0), p * (1.0 - p)
            for i, xi in enumerate(row):
                if xi:
                    gradient[i] += error * xi
                    scaled = slope * xi
                    hessian_row = hessian[i]
                    for j in range(i + 1):
                        hessian_row[j] += scaled * row[j]
        for i in range(size):
            for j in range(i):
                hessian[j][i] = hessian[i][j]
        step = _solve(hessian, gradient)
        weights = [w - s for w, s in zip(weights, step)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return weights


def mean_log_likelihood(rows: list[list[float]], outcomes: list[bool], weights: list[float]) -> float:
    """The mean log-likelihood of ``outcomes`` under the fit (0 is a perfect foretelling)."""
    total = 0.0
    for row, won in zip(rows, outcomes):
        p = min(max(_chance(row, weights), 1e-12), 1 - 1e-12)
        total += math.log(p if won else 1.0 - p)
    return total / len(rows)


@dataclass(frozen=True)
class TermFit:
    """One part's line of the report."""

    name: str
    coefficient: float
    relative: float  # the coefficient over the evaluation sum's
    share_nonzero: float
    mean: float
    spread: float


@dataclass(frozen=True)
class PhaseFit:
    """A phase's fit: its positions, the fits' likelihoods, and a line per part."""

    positions: int
    won: int  # positions in won games
    sum_coefficient: float
    likelihood: float  # the fit on the parts
    sum_likelihood: float  # the fit on the evaluation's sum (with the season)
    season_only_likelihood: float  # the season alone
    terms: list[TermFit]


def fit_phase(positions: list[Position]) -> PhaseFit | None:
    """Fit the outcome of ``positions`` on their parts, on their sum, and on the season alone;
    None with no position, or with only won or only lost ones (nothing to tell apart)."""
    outcomes = [p.won for p in positions]
    if not positions or all(outcomes) or not any(outcomes):
        return None
    # A part the same in every position tells nothing (and would be the bias again): left out.
    names = sorted(name for name in {name for p in positions for name in p.terms}
                   if len({p.terms.get(name, 0.0) for p in positions}) > 1)
    rows = [[p.terms.get(name, 0.0) for name in names] + [p.season, 1.0] for p in positions]
    weights = fit_logistic(rows, outcomes)
    sums = [[sum(p.terms.values()), p.season, 1.0] for p in positions]
    sum_weights = fit_logistic(sums, outcomes)
    seasons = [[p.season, 1.0] for p in positions]
    season_weights = fit_logistic(seasons, outcomes)
    count = len(positions)
    lines = []
    for index, name in enumerate(names):
        values = [row[index] for row in rows]
        mean = sum(values) / count
        spread = math.sqrt(sum((v - mean) ** 2 for v in values) / count)
        lines.append(TermFit(name, weights[index], weights[index] / sum_weights[0] if sum_weights[0] else math.nan,
                             sum(1 for v in values if v) / count, mean, spread))
    return PhaseFit(count, sum(outcomes), sum_weights[0], mean_log_likelihood(rows, outcomes, weights),
                    mean_log_likelihood(sums, outcomes, sum_weights), mean_log_likelihood(seasons, outcomes, season_weights),
                    lines)


def report(phase: str, fit: PhaseFit | None) -> list[str]:
    """The lines printed for one phase's fit."""
    if fit is None:
        return [f"{phase} the Passage: nothing to fit (no position, or one outcome only)"]
    lines = [f"{phase} the Passage: {fit.positions} positions, {fit.won} of them in won games",
             f"  mean log-likelihood: the parts {fit.likelihood:.4f}, their sum {fit.sum_likelihood:.4f}, "
             f"the season alone {fit.season_only_likelihood:.4f}; the sum's coefficient {fit.sum_coefficient:.4f}",
             f"  {'part':18} {'coefficient':>11} {'relative':>9} {'not zero':>9} {'mean':>8} {'spread':>8}"]
    for term in fit.terms:
        lines.append(f"  {term.name:18} {term.coefficient:11.4f} {term.relative:9.2f} {term.share_nonzero:9.2f} "
                     f"{term.mean:8.2f} {term.spread:8.2f}")
    return lines


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--bot", choices=("easy", "medium", "hard"), default="hard")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=201)
    parser.add_argument("--difficulty", type=int, default=2)
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args(argv)
    seeds = range(args.seed, args.seed + args.games)
    positions: list[Position] = []
    won = 0
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for game in pool.map(game_positions, [args.bot] * args.games, seeds, [args.difficulty] * args.games):
            positions.extend(game)
            won += bool(game and game[0].won)
    print(f"{args.bot}, difficulty {args.difficulty}, seeds {seeds.start}-{seeds.stop - 1}: won {won}/{args.games}")
    for phase in PHASES:
        chosen = [p for p in positions if p.found == (phase == "after")]
        print("\n".join(report(phase, fit_phase(chosen))))


if __name__ == "__main__":
    main()
