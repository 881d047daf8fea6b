"""bench/solo_play.py counts what an HMS Terror solo bot did; its figures must add up."""

from __future__ import annotations

import re
from collections import Counter

from bench.solo_play import line, play, supplies_from_tokens, symbol_group
from nwp import data


def test_symbol_groups_follow_the_tile_table():
    franklin = [tile for tile in data.LARGE_TILES if symbol_group(tile) == "franklin"]
    supply = [tile for tile in data.LARGE_TILES if symbol_group(tile) == "supply"]
    assert len(franklin) == 10  # game-data: 10 Franklin symbols
    assert len(supply) == 12 + 9 + 7  # Strait, Inuit, Cairn
    assert symbol_group("L00") is None and symbol_group("S1") is None


def test_a_game_report_adds_up():
    report = play("medium", seed=2, difficulty=2)
    # Every Franklin point comes from a Franklin token picked up, worth its zone.
    franklin_points = sum(int(key.split("x")[1]) * count for key, count in report.picked.items() if key.startswith("Franklin"))
    assert franklin_points == report.franklin
    for group in ("franklin", "supply"):
        laid = report.tiles[f"{group} laid up"] + report.tiles[f"{group} laid down"]
        assert laid <= report.tiles[f"{group} taken"] <= report.tiles[f"{group} seen"]
    assert report.goals_met_round is None or report.passage
    assert re.match(r"seed\s+2: (won|lost)", line(report))


def test_supply_tokens_give_what_the_solo_rules_say():
    # Inuit and Cairn: 2 food or morale a zone; Strait: 1 a zone; Franklin: none.
    picked = Counter({"Inuit x3": 1, "Cairn x2": 2, "Strait x3": 1, "Franklin x3": 4})
    assert supplies_from_tokens(picked) == 6 + 2 * 4 + 3
