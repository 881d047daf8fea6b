"""bench/bot_compare.py plays the same games with two versions of the bots; its sums must be right."""

from __future__ import annotations

import math
from pathlib import Path

from bench.bot_compare import export_revision, sign_test, summary


def test_the_sign_test_counts_the_splits_at_least_as_uneven():
    assert sign_test(0, 0) == 1.0 and sign_test(4, 4) == 1.0  # no game, or an even split: nothing to say
    assert sign_test(0, 5) == sign_test(5, 0) == 2 / 2 ** 5  # all five one way, either way
    assert math.isclose(sign_test(1, 9), 2 * (1 + 10) / 2 ** 10)
    assert sign_test(6, 11) > 0.05 > sign_test(2, 12)  # 17 against 17 wins with 6 and 11 changed is noise


def test_the_summary_counts_the_wins_and_the_goals_the_lost_games_missed():
    games = {
        1: {"won": True, "goals": {"nwp": True, "franklin": True, "home": True}, "total": 20, "seconds": 3.0},
        2: {"won": False, "goals": {"nwp": False, "franklin": True, "home": False}, "total": -10, "seconds": 5.0},
    }
    assert summary(games) == "won 1/2, lost games missed: nwp 1, franklin 0, home 1; mean score +5.0; 4.0 s a game"


def test_the_base_revision_is_taken_out_whole(tmp_path: Path):
    folder = export_revision("HEAD", tmp_path)
    assert (folder / "nwp" / "engine.py").is_file() and (folder / "nwp" / "solo_bots.py").is_file()
