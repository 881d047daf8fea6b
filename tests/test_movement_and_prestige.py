"""Movement and ice, crew transfer and the sled, pick-ups, the NWP and Greenland tokens.

Rulebook Actions D-G, Solar disc (Cases 1 and 2), Earn Prestige, Examples 1, 9-12 and 14.
"""

from __future__ import annotations

import pytest

from nwp import checked, engine
from nwp.actions import Move, PickUp, Transfer
from nwp.board import GREENLAND, NWP
from nwp.geometry import parse_square

from helpers import put, setup_player, started, texts


def moves(state, vehicle="ship"):
    return texts(a for a in engine.legal_actions(state) if isinstance(a, Move) and a.vehicle == vehicle)


def test_ship_moves_through_a_sea_passage_only():
    state = started()
    put(state, "S2", "J6", rotation=1)  # land on its east half
    put(state, "S2", "K6", rotation=3)  # land on its west half: J6 and K6 share a land edge
    state = setup_player(state, ship="K6", sled="K6", ship_crew=(4, 0), sled_crew=(3, 0))
    assert moves(state) == set()
    assert moves(state, "sled") == {"sled moves to J6"}


def test_a_tile_is_one_place_and_several_vehicles_share_it():
    state = started(3)
    put(state, "L00", "J4")  # all sea, J4-K4
    for p in range(3):
        state = setup_player(state, p, ship="L4")
    assert "ship moves to J4" in moves(state)
    state = checked.play(state, "ship moves to K4")  # any square of the tile names it
    assert state.players[state.turn_order[0]].ship == state.board.tile_index_at((9, 3))
    assert state.history[-1][0] == "ship moves to J4"


def test_example_1_ships_cannot_enter_frozen_tiles_sleds_cross_them():
    state = started()  # disc on III: rows 1-2 frozen
    put(state, "S0", "K3")
    put(state, "S0", "K2")
    state = setup_player(state, ship="K3", sled="K3", sled_crew=(2, 0), ship_crew=(5, 0))
    assert "ship moves to K2" not in moves(state)
    with pytest.raises(engine.IllegalActionError, match="the ship cannot enter a frozen tile"):
        checked.play(state, "ship moves to K2")
    # sled: K3 open sea, K2 frozen: the shared edge is sea and only one side is ice
    assert "sled moves to K2" not in moves(state, "sled")
    put(state, "S0", "J2")
    state = setup_player(state, sled="K2")
    assert "sled moves to J2" in moves(state, "sled")  # both frozen: the ice carries the sled


def test_sled_crosses_land_edges_not_open_sea():
    state = started()
    put(state, "S2", "J5", rotation=2)  # land along the south edge of J5
    put(state, "S2", "K5", rotation=2)
    put(state, "S0", "J4")
    state = setup_player(state, ship="K5", sled="K5", ship_crew=(4, 0), sled_crew=(3, 0))
    assert "sled moves to J5" in moves(state, "sled")
    assert "sled moves to J4" not in moves(state, "sled")  # all-sea edge, unfrozen


def test_a_ship_frozen_in_is_blocked_until_the_thaw():
    state = started()
    put(state, "S0", "K3")
    put(state, "S0", "K4")
    state = setup_player(state, ship="K3")
    assert "ship moves to K4" in moves(state)
    # Round 4 has the disc on VI: rows 1-4 frozen
    while state.round < 4:
        state = checked.play(state, "pass")
    me = next(i for i, p in enumerate(state.players) if p.ship == state.board.tile_index_at((10, 2)))
    assert engine.ship_blocked(state, state.players[me])
    assert any(e["event"] == "ship_blocked" and e["player"] == me for e in state.round_events)
    while state.current != me:
        state = checked.play(state, "pass")
    assert moves(state) == set()
    with pytest.raises(engine.IllegalActionError, match="blocked in the ice"):
        checked.play(state, "ship moves to K4")


def test_case_1_a_ship_on_a_straddling_tile_keeps_the_open_part():
    state = started()
    put(state, "L00", "K2", rotation=1)  # all-sea vertical tile on K2-K3: K2 frozen, K3 open
    put(state, "S0", "K4")
    state = setup_player(state, ship="K2")
    assert not engine.ship_blocked(state, state.players[state.current])
    assert "ship moves to K4" in moves(state)


def test_case_2_a_sled_left_on_open_sea_is_lost_with_its_crew():
    state = started()
    put(state, "S0", "K2")  # all sea, frozen in round 1, open in round 2
    state = setup_player(state, state.turn_order[0], ship="K2", sled="K2", ship_crew=(4, 0), sled_crew=(2, 1))
    owner = state.turn_order[0]
    while state.round == 1:
        state = checked.play(state, "pass")
    player = state.players[owner]
    assert player.sled is None and player.sled_lost
    assert player.lost_crew == 3 and player.crew_on_board == 4
    assert {"player": owner, "event": "sled_lost", "crew": 3, "at": "K2"} in state.round_events
    assert engine.final_scores(state)["players"][owner]["penalties"]["lost_crew"] == -6
    assert not any(isinstance(a, Transfer) for a in engine.legal_actions(state))  # no sled any more


def test_a_sled_on_land_survives_the_thaw():
    state = started()
    put(state, "S1", "K2")  # land at the north-west corner
    owner = state.turn_order[0]
    state = setup_player(state, owner, ship="K2", sled="K2", ship_crew=(4, 0), sled_crew=(3, 0))
    while state.round == 1:
        state = checked.play(state, "pass")
    assert state.players[owner].sled is not None and not state.players[owner].sled_lost


def test_example_9_first_transfer_deploys_the_sled_on_the_ships_tile():
    state = setup_player(started(), ship="L4")  # L4 has land at its north-east corner
    me = state.current
    assert Transfer("ship", 4, 0) in engine.legal_actions(state)
    state = checked.play(state, "ship transfers sled 4+0")
    player = state.players[me]
    assert player.sled == player.ship
    assert (player.ship_available, player.ship_resting, player.sled_available, player.sled_resting) == (2, 1, 4, 0)


def test_the_paying_crewman_may_be_transferred_too():
    state = setup_player(started(), ship="L4")
    state = checked.play(state, "ship transfers sled 0+1")
    player = state.players[state.current]
    assert (player.ship_available, player.ship_resting, player.sled_available, player.sled_resting) == (6, 0, 0, 1)


def test_a_sled_cannot_be_deployed_on_open_sea():
    state = setup_player(started(), ship="Greenland")
    assert not any(isinstance(a, Transfer) for a in engine.legal_actions(state))
    put(state, "S0", "K4")
    state = setup_player(state, ship="K4")
    assert not any(isinstance(a, Transfer) for a in engine.legal_actions(state))
    with pytest.raises(engine.IllegalActionError, match="land or ice"):
        checked.play(state, "ship transfers sled 2+0")


def test_transfer_needs_ship_and_sled_together_and_recall_takes_the_sled_off():
    state = started()
    put(state, "S3", "K4", rotation=1)
    state = setup_player(state, ship="L4", sled="K4", ship_crew=(4, 0), sled_crew=(3, 0))
    assert not any(isinstance(a, Transfer) for a in engine.legal_actions(state))
    with pytest.raises(engine.IllegalActionError, match="share a tile"):
        checked.play(state, "ship transfers sled 0+0")
    state = setup_player(state, sled="L4")
    state = checked.play(state, "sled transfers sled 0+0")  # everyone back on the ship
    player = state.players[state.current]
    assert player.sled is None and (player.ship_available, player.ship_resting) == (6, 1)


def test_example_11_and_12_pick_ups_cost_three_or_two_and_score_by_zone():
    state = setup_player(started(), ship="L4")
    me = state.current
    assert PickUp("ship", (11, 3)) in engine.legal_actions(state)
    state = checked.play(state, "ship picks up L4")  # a Cairn, zone x1: 2 points, 2 crewmen
    player = state.players[me]
    assert player.tokens["Cairn"] == 1 and player.points["pickups"] == 2 and player.ship_available == 5
    assert (11, 3) not in state.board.tokens
    put(state, "L61", "J4")  # Strait on its west square J4, zone x1
    state = setup_player(state, ship="J4", ship_crew=(7, 0))
    state.actions_this_turn = 0
    state = checked.play(state, "ship picks up J4")
    assert state.players[me].ship_available == 4  # 3 crewmen
    assert state.players[me].points["pickups"] == 2 + 1


@pytest.mark.parametrize("rotation, square, points", [(0, "I5", 2), (2, "H5", 4)])
def test_example_14_the_zone_is_that_of_the_tokens_square(rotation, square, points):
    state = started()
    put(state, "L44", "H5", rotation=rotation)  # Inuit on its east square; the tile spans zones x2 and x1
    assert state.board.tokens[parse_square(square)] == "Inuit"
    state = setup_player(state, ship="H5")
    state = checked.play(state, f"ship picks up {square}")
    assert state.players[state.current].points["pickups"] == points


def test_pick_up_must_be_on_the_vehicles_tile():
    state = started()
    put(state, "L44", "H5")
    state = setup_player(state, ship="L4")
    with pytest.raises(engine.IllegalActionError, match="not on the ship's tile"):
        checked.play(state, "ship picks up I5")
    with pytest.raises(engine.IllegalActionError, match="no token at C3"):
        checked.play(state, "ship picks up C3")


def test_northwest_passage_token_once_per_player_highest_first():
    state = started(3, seed=3)
    first, second = state.turn_order[0], state.turn_order[1]
    for p in (first, second):
        state = setup_player(state, p, ship="A4")
    state = checked.play(state, "ship moves to NWP")
    assert state.players[first].nwp_token == 13 and state.players[first].points["nwp"] == 13
    state = checked.play(state, "ship moves to A4")
    state = checked.play(state, "end turn")
    state = checked.play(state, "ship moves to NWP")
    assert state.players[second].nwp_token == 7
    state = checked.play(state, "end turn")
    state = checked.play(state, "pass")  # the third player
    state = checked.play(state, "ship moves to NWP")  # the first player arrives again: no second token
    assert state.players[first].nwp_token == 13 and state.nwp_tokens == [3]


def test_sled_reaches_the_nwp_only_over_ice():
    state = started()
    put(state, "S0", "A3")
    state = setup_player(state, ship="A3", sled="A4", ship_crew=(4, 0), sled_crew=(3, 0))
    assert "sled moves to NWP" not in moves(state, "sled")  # A4's west edge is open sea in round 1
    state.disc = 6  # 4 rows frozen: A4 is ice
    assert "sled moves to NWP" in moves(state, "sled")


def test_returning_to_greenland_ends_that_players_game_and_gives_the_token():
    state = started()
    first, second = state.turn_order
    state = setup_player(state, first, ship="L4")
    state = checked.play(state, "ship moves to Greenland")
    player = state.players[first]
    assert player.home and player.greenland_token == 6 and player.points["greenland"] == 6
    assert state.current == second and state.home_order == [first]
    state = checked.play(state, "pass")
    assert state.round == 2 and state.current == second  # the returned player plays no more
    state = setup_player(state, second, ship="L5")
    state = checked.play(state, "ship moves to Greenland")
    assert engine.is_over(state)  # every expedition is back
    assert state.players[second].greenland_token is None  # 2 players: one Greenland token


def test_returning_with_the_sled_abandons_the_ship():
    state = started()
    first = state.turn_order[0]
    state = setup_player(state, first, ship="L4", sled="L5", ship_crew=(3, 1), sled_crew=(3, 0))
    state = checked.play(state, "sled moves to Greenland")
    player = state.players[first]
    assert player.home and player.returned_with == "sled" and player.sled == GREENLAND
    penalties = engine.final_scores(state)["players"][first]["penalties"]
    assert penalties["ship"] == -(2 * 4 + 2) and penalties["sled"] == 0
    assert NWP != GREENLAND
