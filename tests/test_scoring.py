"""Final scoring: majorities with the tie rule, sets, abandonment, tie-break (Examples 16 and 17)."""

from __future__ import annotations

from nwp import checked, data, engine
from nwp.board import GREENLAND
from nwp.scoring import majority_points

from helpers import started


def finished(players=4, seed=1):
    """A game ended by everyone passing through ten rounds (no one left Greenland)."""
    state = started(players, seed)
    while not engine.is_over(state):
        state = checked.play(state, "pass")
    return state


def test_example_16_tied_players_share_the_lower_rank():
    # black and white tie for first with Franklin tokens, ochre third, grey none
    assert majority_points([2, 2, 1, 0], data.MAJORITY_POINTS["Franklin"]) == [7, 7, 4, 0]


def test_majority_ties_further_down_and_no_token_no_points():
    table = data.MAJORITY_POINTS["Strait"]  # 11 / 5 / 2
    assert majority_points([3, 1, 1, 0], table) == [11, 2, 2, 0]
    assert majority_points([1, 1, 1, 1], table) == [0, 0, 0, 0]  # four tied take ranks 1-4: the 4th has no value
    assert majority_points([1, 1, 1], table) == [2, 2, 2]
    assert majority_points([0, 0], table) == [0, 0]
    assert majority_points([2, 1], data.MAJORITY_POINTS["Cartography"]) == [9, 5]


def test_example_17_an_abandoned_sled_costs_two_per_crewman():
    state = finished(2).copy()
    white = state.players[0]
    white.ship, white.sled = GREENLAND, 5  # ship home, sled left on the board
    white.ship_available, white.sled_available, white.sled_resting = 4, 2, 1
    row = engine.final_scores(state)["players"][0]
    assert row["penalties"] == {"ship": 0, "sled": -6, "lost_crew": 0}


def test_an_abandoned_ship_costs_two_per_crewman_and_two_more():
    state = finished(2).copy()
    player = state.players[1]
    player.ship = 3
    player.ship_available, player.ship_resting = 2, 3
    assert engine.final_scores(state)["players"][1]["penalties"]["ship"] == -(2 * 5 + 2)


def test_a_ship_that_never_left_greenland_is_not_abandoned():
    state = finished(3)
    for row in engine.final_scores(state)["players"]:
        assert row["total"] == 0 and row["penalties"] == {"ship": 0, "sled": 0, "lost_crew": 0}


def test_sets_of_five_kinds_score_six_each_and_tokens_count_for_majorities_too():
    state = finished(2).copy()
    state.players[0].tokens = {"Inuit": 2, "Cairn": 3, "Franklin": 2, "Strait": 2, "Cartography": 2}
    state.players[1].tokens = {"Inuit": 1, "Cairn": 1, "Franklin": 1, "Strait": 5, "Cartography": 0}
    rows = engine.final_scores(state)["players"]
    assert rows[0]["sets"] == 12 and rows[1]["sets"] == 0
    assert rows[0]["majorities"] == {"Franklin": 10, "Strait": 5, "Cartography": 9}
    assert rows[1]["majorities"] == {"Franklin": 7, "Strait": 11, "Cartography": 0}
    assert rows[0]["total"] == 12 + 10 + 5 + 9


def test_total_is_the_sum_of_its_breakdown_and_in_game_points_are_kept():
    state = finished(2).copy()
    state.players[0].points = {"pickups": 6, "islands": 3, "nwp": 10, "greenland": 6}
    row = engine.final_scores(state)["players"][0]
    assert row["in_game"] == {"pickups": 6, "islands": 3, "nwp": 10, "greenland": 6}
    assert row["total"] == 25


def test_tie_break_goes_to_the_first_player_back_in_greenland():
    state = finished(3).copy()
    state.home_order = [2, 0]
    for index in (0, 2):
        state.players[index].points["greenland"] = 5
    scores = engine.final_scores(state)
    assert scores["winners"] == [2] and scores["ranking"][:2] == [2, 0]
    state.home_order = []
    assert sorted(engine.final_scores(state)["winners"]) == [0, 2]  # nobody returned: a shared win
