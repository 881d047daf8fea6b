"""bench/term_weights.py fits a game's outcome on the evaluation's parts; the fit must find what is there."""

from __future__ import annotations

import math
import random

from bench.term_weights import Position, fit_logistic, fit_phase, game_positions, mean_log_likelihood, report


def _synthetic(count: int, weights: tuple[float, float, float], seed: int = 7) -> tuple[list[list[float]], list[bool]]:
    """Rows (x1, x2, 1) and outcomes drawn with the chance 1 / (1 + e^-(row · weights))."""
    generator = random.Random(seed)
    rows, outcomes = [], []
    for _ in range(count):
        row = [generator.uniform(-2, 2), generator.uniform(-2, 2), 1.0]
        z = sum(x * w for x, w in zip(row, weights))
        rows.append(row)
        outcomes.append(generator.random() < 1 / (1 + math.exp(-z)))
    return rows, outcomes


def test_the_fit_finds_the_weights_the_outcomes_were_drawn_with():
    rows, outcomes = _synthetic(4000, (1.5, -0.5, 0.3))
    fitted = fit_logistic(rows, outcomes)
    assert abs(fitted[0] - 1.5) < 0.15 and abs(fitted[1] + 0.5) < 0.1 and abs(fitted[2] - 0.3) < 0.1
    # The fitted weights explain the outcomes better than none, or than weights of the wrong sign.
    assert mean_log_likelihood(rows, outcomes, fitted) > mean_log_likelihood(rows, outcomes, [0.0, 0.0, 0.0])
    assert mean_log_likelihood(rows, outcomes, fitted) > mean_log_likelihood(rows, outcomes, [-1.5, 0.5, 0.3])


def test_a_part_that_foretells_nothing_gets_no_weight_and_a_constant_part_is_left_out():
    generator = random.Random(11)
    positions = []
    for _ in range(3000):
        stock, noise = generator.uniform(0, 10), generator.uniform(-20, 20)
        won = generator.random() < 1 / (1 + math.exp(-(0.6 * stock - 3)))
        positions.append(Position({"supplies": stock, "shortfall": noise, "passage_found": 30.0}, 3.0, True, won))
    fit = fit_phase(positions)
    by_name = {term.name: term for term in fit.terms}
    assert set(by_name) == {"supplies", "shortfall"}  # the same everywhere: no sign of anything
    assert abs(by_name["supplies"].coefficient - 0.6) < 0.1
    assert abs(by_name["shortfall"].coefficient) < 0.02
    assert fit.likelihood >= fit.sum_likelihood - 1e-9  # the parts apart tell at least what their sum does
    assert report("after", fit)[0] == f"after the Passage: 3000 positions, {fit.won} of them in won games"


def test_nothing_to_fit_with_one_outcome_only():
    positions = [Position({"supplies": float(i)}, 1.0, False, True) for i in range(5)]
    assert fit_phase(positions) is None
    assert fit_phase([]) is None
    assert "nothing to fit" in report("before", None)[0]


def test_a_played_game_gives_a_position_per_decision_in_play_with_its_outcome():
    positions = game_positions("medium", seed=2, difficulty=2)
    assert positions
    assert len({p.won for p in positions}) == 1  # every position carries the game's outcome
    seasons = [p.season for p in positions]
    assert seasons == sorted(seasons) and 1.0 <= seasons[0] and seasons[-1] < 11
    found = [p.found for p in positions]
    assert found == sorted(found)  # once found, the Passage stays found
    assert all("supplies" in p.terms and "outcome" not in p.terms for p in positions)  # a game not over yet
