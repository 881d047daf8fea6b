"""Setup, action costs, turns, passing and rounds (rulebook: Setup, Action phase, Examples 3, 4, 13)."""

from __future__ import annotations

import pytest

from nwp import checked, data, engine
from nwp.actions import Draw, EndTurn, Move, Pass, Place
from nwp.board import GREENLAND

from helpers import put, setup_player, started, texts


@pytest.mark.parametrize("players", [2, 3, 4])
def test_setup_for_each_player_count(players):
    state = engine.new_game(players, seed=5)
    assert state.phase == "setup"
    assert sorted(state.turn_order) == list(range(players))
    for p in state.players:
        assert (p.ship, p.sled) == (GREENLAND, None)
        assert (p.ship_available, p.ship_resting, p.sled_available, p.sled_resting) == (7, 0, 0, 0)
        assert p.hand == [] and p.prestige == 0
    assert len([t for t in state.display if t]) == 4 and len(state.bag) == 60
    assert set(state.display).isdisjoint(state.bag)
    assert state.piles == {"S0": 2, "S1": 8, "S2": 8, "S2d": 4, "S3": 8, "S4": 2}
    assert state.nwp_tokens == list(data.NWP_TOKENS[players])
    assert state.greenland_tokens == list(data.GREENLAND_TOKENS[players])
    assert state.board.tokens == {(11, 3): "Cairn", (11, 4): "Cairn"}
    assert state.disc == 3 and state.round == 1


def test_turn_order_is_random_but_fixed_by_the_seed():
    orders = {tuple(engine.new_game(4, seed=s).turn_order) for s in range(20)}
    assert len(orders) > 5
    assert engine.new_game(4, seed=3).turn_order == engine.new_game(4, seed=3).turn_order


def test_free_initial_pick_starts_with_the_last_player_and_refills_the_display():
    state = engine.new_game(3, seed=8)
    pickers = []
    while state.phase == "setup":
        pickers.append(state.current)
        choice = engine.legal_actions(state)[1]
        before = list(state.display)
        state = engine.apply(state, choice)
        assert choice.tile in state.players[pickers[-1]].hand
        assert state.display[before.index(choice.tile)] not in before  # replaced from the bag at once
        assert state.players[pickers[-1]].ship_available == 7  # free
    assert pickers == list(reversed(state.turn_order))
    assert state.phase == "play" and state.current == state.turn_order[0]
    assert len(state.bag) == 60 - 3


def test_example_3_a_second_move_in_the_same_turn_costs_one_more():
    state = started()
    put(state, "S0", "K4")
    state = checked.play(state, "ship moves to L4")
    assert state.players[state.current].ship_available == 6  # 1 crewman
    state = checked.play(state, "ship moves to K4")
    assert state.players[state.current].ship_available == 4  # 1 + 1 extra
    assert state.players[state.current].ship_resting == 3


def test_example_4_draw_place_move_costs_five():
    state = setup_player(started(), ship="L4", hand=[])
    me = state.current
    state = checked.play(state, "ship draws S0")
    state = checked.play(state, "ship places S0 r0 at K4")
    state = checked.play(state, "ship moves to K4")
    assert state.players[me].ship_available == 7 - 5
    assert state.players[me].ship_resting == 5


def test_first_action_or_pass_then_end_turn():
    state = started()
    actions = engine.legal_actions(state)
    assert Pass() in actions and EndTurn() not in actions
    state = checked.play(state, "ship draws S1")
    actions = engine.legal_actions(state)
    assert EndTurn() in actions and Pass() not in actions
    with pytest.raises(engine.IllegalActionError, match="end your turn"):
        checked.play(state, "pass")
    other = checked.play(state, "end turn")
    assert other.current != state.current and other.actions_this_turn == 0


def test_with_no_available_crew_the_only_action_is_pass():
    state = setup_player(started(), ship_crew=(0, 7))
    assert engine.legal_actions(state) == [Pass()]
    with pytest.raises(engine.IllegalActionError, match="must pass"):
        checked.play(state, "ship draws S1")


def test_crew_is_paid_by_the_acting_vehicle_and_cost_must_be_affordable():
    state = setup_player(started(), ship="L4", sled="L4", ship_crew=(5, 0), sled_crew=(1, 0), hand=[])
    state = checked.play(state, "sled draws S2")
    me = state.players[state.current]
    assert (me.sled_available, me.sled_resting, me.ship_available) == (0, 1, 5)
    assert all(getattr(a, "vehicle", "ship") == "ship" for a in engine.legal_actions(state))
    state = setup_player(started(), ship="L4", ship_crew=(1, 0))
    state = checked.play(state, "ship draws S2")
    assert engine.legal_actions(state) == [EndTurn()]  # a second action would cost 2


def test_pass_rests_remaining_crew_and_ends_the_players_round():
    state = started(3, seed=2)
    first = state.current
    state = checked.play(state, "pass")
    p = state.players[first]
    assert (p.ship_available, p.ship_resting) == (0, 7)
    assert first in state.passed
    # the passed player is skipped for the rest of the round
    for _ in range(4):
        assert state.current != first
        state = checked.play(state, "ship draws S1")
        state = checked.play(state, "end turn")


def test_example_13_pass_order_gives_next_round_order():
    state = started(3, seed=4)
    a, b, c = state.turn_order
    state = checked.play(state, "ship draws S1")
    state = checked.play(state, "end turn")  # a acted
    state = checked.play(state, "pass")  # b passes first
    state = checked.play(state, "pass")  # c passes second
    assert state.current == a
    state = checked.play(state, "pass")  # a passes last
    assert state.round == 2
    assert state.turn_order == [b, c, a]
    assert state.current == b


def test_end_of_round_moves_the_disc_and_resets_crew():
    state = started()
    state = checked.play(state, "ship draws S1")
    state = checked.play(state, "end turn")
    while state.round == 1:
        state = checked.play(state, "pass")
    assert state.disc == 4 and state.frozen_rows == 0
    for p in state.players:
        assert (p.ship_available, p.ship_resting) == (7, 0)


def test_disc_schedule_over_ten_rounds_and_game_end_after_round_ten():
    state = started()
    seen = []
    while not engine.is_over(state):
        seen.append((state.round, state.disc, state.frozen_rows))
        state = checked.play(state, "pass")
    rounds = sorted(set(seen))
    assert [disc for _, disc, _ in rounds] == [3, 4, 5, 6, 7, 1, 2, 3, 4, 5]
    assert [rows for _, _, rows in rounds] == [2, 0, 2, 4, 6, 6, 4, 2, 0, 2]
    assert state.round == 10 and engine.current_player(state) is None
    assert engine.legal_actions(state) == []


def test_refresh_returns_the_display_then_draws_for_free():
    state = started()
    state = checked.play(state, "ship refreshes")
    me = state.players[state.current]
    assert me.ship_available == 5 and state.phase == "refresh_draw"
    assert len(state.bag) + 4 == 64 - 2 and state.history[-1][1] == tuple(state.display)
    choices = engine.legal_actions(state)
    assert all(isinstance(a, Draw) for a in choices)
    assert {a.tile for a in choices} >= {t for t in state.display}
    state = engine.apply(state, choices[0])
    assert state.players[state.current].ship_available == 5  # the draw was part of the refresh
    assert state.phase == "play" and state.actions_this_turn == 1
    hands = [t for p in state.players for t in p.hand if t.startswith("L")]
    assert sorted(state.bag + [t for t in state.display if t] + hands) == sorted(data.LARGE_TILE_NAMES)


def test_move_and_place_actions_offered_only_with_presence():
    state = started()
    actions = engine.legal_actions(state)
    assert not any(isinstance(a, Place) for a in actions)  # the ship is on the Greenland arrow
    assert texts(a for a in actions if isinstance(a, Move)) == {"ship moves to L4", "ship moves to L5"}


def test_a_chosen_first_player_starts_and_the_rest_stays_random():
    for first in range(3):
        state = engine.new_game(3, seed=11, first_player=first)
        assert state.turn_order[0] == first and sorted(state.turn_order) == [0, 1, 2]
    with pytest.raises(ValueError):
        engine.new_game(2, first_player=5)


def test_a_variants_costs_decide_what_legal_actions_offers():
    """legal_actions prices actions through the Rules hook, as apply charges them."""

    class Dear(engine.Rules):
        name = "dear-test"

        def base_cost(self, state, player, action):
            return 7 if isinstance(action, Move) else super().base_cost(state, player, action)

    engine.RULES["dear-test"] = Dear()
    try:
        state = setup_player(started(), ship_crew=(6, 1))
        state.variant = "dear-test"
        assert not any(isinstance(a, Move) for a in engine.legal_actions(state))
        assert any(isinstance(a, Draw) for a in engine.legal_actions(state))
        state = setup_player(state, ship_crew=(7, 0))
        assert "ship moves to L4" in texts(engine.legal_actions(state))
        assert checked.play(state, "ship moves to L4").players[state.current].ship_available == 0
    finally:
        del engine.RULES["dear-test"]
