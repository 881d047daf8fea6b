"""bench/bot_compare.py plays the same games with two versions of the bots; its sums must be right."""

from __future__ import annotations

import math
import shutil
from pathlib import Path

from bench.bot_compare import OutcomeCache, export_revision, fingerprint, play_both, sign_test, summary, time_ratio


def test_the_sign_test_counts_the_splits_at_least_as_uneven():
    assert sign_test(0, 0) == 1.0 and sign_test(4, 4) == 1.0  # no game, or an even split: nothing to say
    assert sign_test(0, 5) == sign_test(5, 0) == 2 / 2 ** 5  # all five one way, either way
    assert math.isclose(sign_test(1, 9), 2 * (1 + 10) / 2 ** 10)
    assert sign_test(6, 11) > 0.05 > sign_test(2, 12)  # 17 against 17 wins with 6 and 11 changed is noise


def test_the_summary_counts_the_wins_and_the_goals_the_lost_games_missed():
    games = {
        1: {"won": True, "goals": {"nwp": True, "franklin": True, "home": True}, "total": 20, "seconds": 3.0},
        2: {"won": False, "goals": {"nwp": False, "franklin": True, "home": False}, "total": -10, "seconds": 5.0},
        3: {"won": True, "goals": {"nwp": True, "franklin": True, "home": True}, "total": 15, "seconds": 2.0},
        4: {"won": False, "goals": {"nwp": True, "franklin": True, "home": False}, "total": -3, "seconds": 6.0},
    }
    assert summary(games) == ("won 2/4 (won games' mean 17.50), lost games missed: nwp 1, franklin 0, home 2 "
                              "(only home 1); mean score +5.5; 4.0 s a game")
    assert summary({1: games[1]}) == "won 1/1 (won games' mean 20.00), lost games missed: -; mean score +20.0; 3.0 s a game"


def test_the_base_revision_is_taken_out_whole(tmp_path: Path):
    folder = export_revision("HEAD", tmp_path)
    assert (folder / "nwp" / "engine.py").is_file() and (folder / "nwp" / "solo_bots.py").is_file()


def _copy_of_nwp(into: Path, comment: str = "") -> Path:
    """A copy of this checkout's nwp/ under ``into``, with ``comment`` added to one file."""
    shutil.copytree(Path(__file__).resolve().parent.parent / "nwp", into / "nwp",
                    ignore=shutil.ignore_patterns("__pycache__"))
    if comment:
        with (into / "nwp" / "solo_bots.py").open("a") as file:
            file.write(f"# {comment}\n")
    return into


def test_a_version_is_known_by_its_files_not_by_its_folder(tmp_path: Path):
    one = _copy_of_nwp(tmp_path / "one")
    same = _copy_of_nwp(tmp_path / "same")
    changed = _copy_of_nwp(tmp_path / "changed", "a try")
    assert fingerprint(one) == fingerprint(same) != fingerprint(changed)


def test_the_cache_gives_back_what_it_kept_and_skips_a_torn_line(tmp_path: Path):
    cache = OutcomeCache(tmp_path / "cache")
    assert cache.load("v1", "solo-terror", "medium", 2) == {}
    cache.add("v1", "solo-terror", "medium", 2, {"seed": 3, "won": True, "total": 12})
    with (tmp_path / "cache" / "v1-solo-terror-medium-d2.jsonl").open("a") as file:
        file.write('{"seed": 4, "won"')  # a run cut short while writing
    assert cache.load("v1", "solo-terror", "medium", 2) == {3: {"seed": 3, "won": True, "total": 12}}
    assert cache.load("v1", "solo-terror", "hard", 2) == {} and cache.load("v2", "solo-terror", "medium", 2) == {}
    assert OutcomeCache(None).load("v1", "solo-terror", "medium", 2) == {}  # --no-cache


def test_a_game_a_version_has_played_is_not_played_again(tmp_path: Path):
    base, tree = _copy_of_nwp(tmp_path / "base"), _copy_of_nwp(tmp_path / "tree", "a try")
    cache = OutcomeCache(tmp_path / "cache")
    trees = {"base": str(base), "tree": str(tree)}
    kept = {"seed": 1, "won": False, "goals": {"nwp": False}, "total": -99, "seconds": 1.0}  # not what a game gives
    cache.add(fingerprint(base), "solo-terror", "easy", 2, kept)
    results, played = play_both(trees, "solo-terror", "easy", 2, [1], 1, cache)
    assert played == {"base": set(), "tree": {1}}
    assert results["base"][1] == kept and results["tree"][1]["total"] != -99  # the tree's game was played
    again, played_again = play_both(trees, "solo-terror", "easy", 2, [1], 1, cache)
    assert played_again == {"base": set(), "tree": set()} and again["tree"][1] == results["tree"][1]
    assert time_ratio(again, played_again["base"] & played_again["tree"]).endswith("(no seed played by both in this run)")


def test_a_tree_offset_plays_the_same_deals_with_other_draws_and_is_cached_apart(tmp_path: Path):
    base = _copy_of_nwp(tmp_path / "base")
    cache = OutcomeCache(tmp_path / "cache")
    trees = {"base": str(base), "tree": str(base)}  # one version: only the offset tells them apart
    results, played = play_both(trees, "solo-terror", "easy", 2, [1, 2], 2, cache, {"tree": 100000})
    assert played == {"base": {1, 2}, "tree": {1, 2}}  # the base's games do not stand for the tree's
    assert all("bot_offset" not in results["base"][seed] for seed in (1, 2))
    assert all(results["tree"][seed]["bot_offset"] == 100000 for seed in (1, 2))
    assert any(results["base"][seed]["actions"] != results["tree"][seed]["actions"] for seed in (1, 2))
    again, played_again = play_both(trees, "solo-terror", "easy", 2, [1, 2], 1, cache, {"tree": 100000})
    assert played_again == {"base": set(), "tree": set()} and again == results  # each kept under its own key
