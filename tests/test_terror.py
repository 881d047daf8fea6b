"""The Terror expansion (the Tuunbaq): its appearance (T1), "move the Tuunbaq" (T2), the toll for
entering its tile (T3) with the readings of design/coop-and-terror.md [AMB-12] to [AMB-14], its
scoring, links and saves, and the computer players' use of it."""

from __future__ import annotations

import json
import random
import re

import pytest

from nwp import bots, checked, data, engine, terror, terror_bots
from nwp.actions import CREWMAN, Move, MoveTuunbaq, Transfer
from nwp.board import PlacedTile
from nwp.explain import why_illegal
from nwp.geometry import parse_square, square_name
from nwp.link import decode_link, encode_link
from nwp.state import GameState

import helpers
from helpers import place_of, put, setup_player, texts


def started(players: int = 2, seed: int = 1) -> GameState:
    """A Terror game in its first round, after the free picks."""
    return helpers.started(players, seed, variant="terror")


def with_tuunbaq(state: GameState, at: str) -> GameState:
    state = state.copy()
    state.terror["tuunbaq"] = place_of(state, at)
    return state


def corridor(players: int = 2) -> GameState:
    """A Terror game with an all-sea corridor of small tiles west of Greenland, row 4: K4, J4,
    I4, H4 (plus the printed L4), and the Tuunbaq on J4."""
    state = started(players)
    for square in ("K4", "J4", "I4", "H4", "K5", "J5"):
        put(state, "S0", square)
    return with_tuunbaq(state, "J4")


# --- T1: appearance --------------------------------------------------------------------------------
@pytest.mark.parametrize("tile, x, expected", [
    (PlacedTile("L13", "A", 0, 4, 3), 4, True),    # a Franklin (west square) in column E: zone x2
    (PlacedTile("L13", "A", 0, 8, 3), 8, False),   # the same tile in zone x1
    (PlacedTile("L15", "A", 0, 6, 3), 7, True),    # a Franklin on the east square, column H: zone x2
    (PlacedTile("L00", "A", 0, 5, 3), 5, False),   # no token in zone x2
    (PlacedTile("L00", "A", 0, 3, 3), 3, True),    # any tile covering zone x3 (column D) ...
    (PlacedTile("L00", "A", 0, 2, 3), 2, True),
    (PlacedTile("S1", "A", 0, 0, 6), 0, True),     # ... a small one too
    (PlacedTile("P", "A", 0, 0, 3, preprinted=True), 0, False),  # the printed A4 is not "placed"
])
def test_which_placements_call_the_tuunbaq(tile, x, expected):
    assert terror.calls_the_tuunbaq(tile) is expected


def test_the_tuunbaq_appears_on_the_first_tile_that_calls_it_and_only_once():
    seen = 0
    for seed in range(3):  # medium bots explore west, as players do (random play rarely gets there)
        chooser = random.Random(seed)
        state = started(2, seed)
        players = [bots.make_bot("medium", seed * 10 + index) for index in range(2)]
        assert terror.tuunbaq_place(state) is None
        while not engine.is_over(state) and terror.tuunbaq_place(state) is None:
            before = state
            state = engine.apply(state, players[state.current].choose(state))
            new = state.board.tiles[len(before.board.tiles):]
            place = terror.tuunbaq_place(state)
            if place is None:
                assert not any(terror.calls_the_tuunbaq(tile) for tile in new)
                continue
            assert place >= len(before.board.tiles)  # on a tile this very action laid ...
            assert [terror.calls_the_tuunbaq(tile) for tile in new].index(True) == place - len(before.board.tiles)  # the first
            seen += 1
            for _ in range(20):  # it stays there unless someone moves it
                if engine.is_over(state):
                    break
                legal = [a for a in engine.legal_actions(state) if not isinstance(a, MoveTuunbaq)]
                state = engine.apply(state, chooser.choice(legal))
                assert terror.tuunbaq_place(state) == place
    assert seen >= 2


def test_the_standard_game_has_no_tuunbaq():
    state = engine.new_game(2, seed=1)
    assert state.terror is None and terror.tuunbaq_place(state) is None
    chooser = random.Random(3)
    for _ in range(300):
        if engine.is_over(state):
            break
        legal = engine.legal_actions(state)
        assert not any(isinstance(a, MoveTuunbaq) or getattr(a, "paying", "") for a in legal)
        state = engine.apply(state, chooser.choice(legal))


def test_the_expansion_is_for_two_to_four_players_and_has_no_options():
    assert terror.TerrorRules.player_counts == (2, 3, 4)
    with pytest.raises(ValueError):
        engine.new_game(2, variant="terror", options={"difficulty": 2})


# --- T2: move the Tuunbaq ------------------------------------------------------------------------
def test_moving_the_tuunbaq_goes_to_any_adjacent_tile_for_a_crewman_without_presence():
    state = corridor()  # the ship is still on the Greenland arrow, far from the Tuunbaq: no presence needed
    moves = {a for a in engine.legal_actions(state) if isinstance(a, MoveTuunbaq)}
    # J4 touches K4, I4 and J5 (nothing is north of it): every neighbouring tile, whatever the terrain.
    assert {(a.vehicle, a.destination) for a in moves} == {("ship", parse_square(s)) for s in ("K4", "I4", "J5")}
    action = MoveTuunbaq("ship", parse_square("I4"))
    assert engine.action_cost(state, action) == terror.MOVE_TUUNBAQ_COST == 1
    after = checked.play(state, "ship moves the Tuunbaq to I4")
    assert terror.tuunbaq_place(after) == place_of(after, "I4")
    player = after.players[state.current]
    assert (player.ship_available, player.ship_resting) == (data.CREW_PER_PLAYER - 1, 1)
    # A second move in the same turn is a further action: the surcharge applies.
    assert engine.action_cost(after, MoveTuunbaq("ship", parse_square("H4"))) == 1 + data.EXTRA_ACTION_SURCHARGE
    again = checked.play(after, "ship moves the Tuunbaq to H4")
    assert terror.tuunbaq_place(again) == place_of(again, "H4")


def test_the_tuunbaq_never_goes_onto_another_players_vehicle_but_may_go_onto_ones_own():
    state = corridor()
    me, other = state.current, 1 - state.current
    state = setup_player(state, other, ship="K4")
    state = setup_player(state, me, ship="I4")
    destinations = texts(a for a in engine.legal_actions(state) if isinstance(a, MoveTuunbaq))
    assert "ship moves the Tuunbaq to K4" not in destinations
    assert "ship moves the Tuunbaq to I4" in destinations
    with pytest.raises(engine.IllegalActionError) as error:
        checked.play(state, "ship moves the Tuunbaq to K4")
    assert error.value.code == "tuunbaq_occupied"
    with pytest.raises(engine.IllegalActionError) as error:
        checked.play(state, "ship moves the Tuunbaq to H4")  # two tiles away
    assert error.value.code == "tuunbaq_not_adjacent"


def test_there_is_no_tuunbaq_to_move_before_it_appears():
    state = started()
    assert not [a for a in engine.legal_actions(state) if isinstance(a, MoveTuunbaq)]
    assert why_illegal(state, MoveTuunbaq("ship", parse_square("L4")))[0] == "no_tuunbaq"


# --- T3: entering its tile --------------------------------------------------------------------------
def entering(state: GameState, square: str = "J4") -> set[str]:
    return {str(a) for a in engine.legal_actions(state)
            if isinstance(a, Move) and not isinstance(a.destination, str) and a.destination == parse_square(square)}


def test_entering_the_tuunbaqs_tile_is_paid_with_a_crewman_or_a_discovery_token():
    state = setup_player(corridor(), ship="K4")
    player = state.players[state.current]
    player.tokens["Strait"] = 2
    player.tokens["Inuit"] = 1
    assert entering(state) == {"ship moves to J4 paying a crewman", "ship moves to J4 paying Inuit",
                               "ship moves to J4 paying Strait"}
    with pytest.raises(engine.IllegalActionError) as error:
        checked.play(state, "ship moves to J4")
    assert error.value.code == "tuunbaq_toll"
    with pytest.raises(engine.IllegalActionError) as error:
        checked.play(state, "ship moves to J4 paying Franklin")
    assert error.value.code == "tuunbaq_token"
    with pytest.raises(engine.IllegalActionError) as error:
        checked.play(state, "ship moves to I4 paying Strait")  # no Tuunbaq there: nothing to pay
    assert error.value.code in ("no_toll", "not_adjacent")


def test_a_crewman_paid_to_the_tuunbaq_leaves_the_game_from_the_moving_column():
    state = setup_player(corridor(), ship="K4", ship_crew=(5, 0), sled_crew=(0, 0))
    me = state.current
    after = checked.play(state, "ship moves to J4 paying a crewman")
    player = after.players[me]
    assert player.ship == place_of(after, "J4")
    # 1 crewman acted (rests), then a resting one is discarded: 4 available, 0 resting, 4 in all.
    assert (player.ship_available, player.ship_resting) == (4, 0)
    assert terror.crew_discarded(after, me) == 1 and player.crew_on_board == 4
    next_round = after.copy()
    engine.end_round(next_round, None, [])
    assert next_round.players[me].crew_on_board == 4  # it does not come back with the new round


def test_a_token_paid_to_the_tuunbaq_keeps_its_points_but_leaves_majorities_and_sets():
    state = setup_player(corridor(), ship="K4")
    me = state.current
    player = state.players[me]
    player.tokens.update({"Inuit": 1, "Cairn": 1, "Franklin": 1, "Strait": 1, "Cartography": 1})
    player.points["pickups"] = 7
    after = checked.play(state, "ship moves to J4 paying Strait")
    assert after.players[me].tokens["Strait"] == 0
    assert terror.discarded(after, me) == {"Strait": 1}
    assert after.players[me].points["pickups"] == 7  # the points are kept
    after.phase = "over"
    row = engine.final_scores(after)["players"][me]
    assert row["sets"] == 0  # the set of five is broken
    assert row["majorities"]["Strait"] == 0
    assert row["discarded"] == {"Strait": 1} and row["in_game"]["pickups"] == 7


def test_leaving_or_being_there_when_it_arrives_costs_nothing():
    state = setup_player(corridor(), ship="J4")
    assert "ship moves to K4" in texts(engine.legal_actions(state))  # leaving: no toll
    state = setup_player(with_tuunbaq(corridor(), "I4"), ship="J4")
    after = checked.play(state, "ship moves the Tuunbaq to J4")  # it comes to the ship: no toll
    assert terror.crew_discarded(after, state.current) == 0
    assert after.players[state.current].crew_on_board == data.CREW_PER_PLAYER


def test_a_sled_that_loses_its_last_crewman_to_the_tuunbaq_goes_back_to_the_player_board():
    state = corridor()
    for square in ("J3", "K3"):  # land north of the corridor for a sled (S4: all land)
        put(state, "S4", square)
    state = setup_player(state, ship="K3", sled="K3", ship_crew=(5, 0), sled_crew=(1, 0))
    state = with_tuunbaq(state, "J3")
    assert "sled moves to J3 paying a crewman" in texts(engine.legal_actions(state))
    after = checked.play(state, "sled moves to J3 paying a crewman")
    player = after.players[state.current]
    assert player.sled is None and player.sled_available + player.sled_resting == 0
    assert terror.crew_discarded(after, state.current) == 1


def ship_on_the_tuunbaqs_land(ship_crew: tuple[int, int]) -> GameState:
    """The ship (its sled not deployed) on an all-land tile K3 where the Tuunbaq stands."""
    state = corridor()
    put(state, "S4", "K3")
    state = setup_player(state, ship="K3", ship_crew=ship_crew, sled_crew=(0, 0))
    state.players[state.current].sled = None
    return with_tuunbaq(state, "K3")


def deployments(state: GameState) -> list[Transfer]:
    return [a for a in engine.legal_actions(state) if isinstance(a, Transfer) and a.sled_available + a.sled_resting > 0]


def test_deploying_the_sled_on_the_tuunbaqs_tile_is_entering_it():
    state = ship_on_the_tuunbaqs_land((7, 0))
    deploys = deployments(state)
    assert deploys and all(a.paying for a in deploys)  # every deployment there pays
    # A sled deployed with one crewman could not give one and stay: that is not offered.
    assert not any(a.paying == CREWMAN and a.sled_available + a.sled_resting == 1 for a in deploys)
    after = checked.play(state, "ship transfers sled 2+0 paying a crewman")
    player = after.players[state.current]
    assert player.sled == place_of(after, "K3") and player.sled_available + player.sled_resting == 1
    assert terror.crew_discarded(after, state.current) == 1


def test_a_vehicle_that_cannot_pay_cannot_enter():
    state = ship_on_the_tuunbaqs_land((1, 0))
    # One crewman to deploy, no token: nothing pays, so the sled cannot be deployed there.
    assert deployments(state) == []
    state.players[state.current].tokens["Inuit"] = 1
    assert [str(a) for a in deployments(state)] == ["ship transfers sled 0+1 paying Inuit"]  # a token pays


# --- records, links and saves ---------------------------------------------------------------------
def bot_game(players: int = 3, seed: int = 4, level: str = "medium") -> GameState:
    state = engine.new_game(players, seed=seed, variant="terror")
    seats = [bots.make_bot(level, seed * 10 + index) for index in range(players)]
    while not engine.is_over(state):
        state = engine.apply(state, seats[state.current].choose(state))
    return state


@pytest.fixture(scope="module")
def finished() -> GameState:
    return bot_game()


def test_a_terror_game_replays_and_travels_by_link_and_save(finished):
    assert terror.tuunbaq_place(finished) is not None
    record = json.loads(json.dumps(finished.record()))
    assert record["variant"] == "terror"
    assert checked.replay(record).to_json()["terror"] == finished.to_json()["terror"]
    shared = decode_link(encode_link(record, "ABCDE"))
    assert shared.state.variant == "terror" and shared.state.history == finished.history
    assert engine.final_scores(shared.state) == engine.final_scores(finished)
    restored = GameState.from_json(json.loads(json.dumps(finished.to_json())))
    assert restored.terror == finished.terror and engine.final_scores(restored) == engine.final_scores(finished)


# --- computer players -------------------------------------------------------------------------------
def test_a_crewman_given_to_the_tuunbaq_weighs_on_the_bots_more_early_than_late():
    state = setup_player(corridor(), ship="K4")
    me = state.current
    paid = checked.play(state, "ship moves to J4 paying a crewman")
    early = terror_bots.tuunbaq_term(paid, me, bots.QUICK)
    late = paid.copy()
    late.round = data.ROUNDS
    assert early < terror_bots.tuunbaq_term(late, me, bots.QUICK) <= 0


def test_the_hard_outlook_counts_the_tuunbaq_in_a_rivals_way_and_medium_does_not():
    state = corridor()
    me, rival = state.current, 1 - state.current
    state = setup_player(state, rival, ship="I4")
    state = setup_player(state, me, ship="L4")
    beside_rival = with_tuunbaq(state, "H4")  # H4 is next to the rival's I4
    away = with_tuunbaq(state, "K5")
    assert terror_bots.tuunbaq_term(beside_rival, me, bots.PLANNING) > terror_bots.tuunbaq_term(away, me, bots.PLANNING)
    assert terror_bots.tuunbaq_term(beside_rival, me, bots.QUICK) == terror_bots.tuunbaq_term(away, me, bots.QUICK)


def test_bots_play_the_expansion_legally_and_use_the_tuunbaq(finished):
    texts_played = [text for text, _ in finished.history]
    assert any(" paying " in text or " moves the Tuunbaq " in text for text in texts_played)


# --- the page's logic (web/session.py, web/board_keys.py, web/view.py) ------------------------------------
def test_the_page_offers_the_tuunbaq_by_tap_and_by_keyboard_and_asks_for_the_toll():
    from helpers import played
    from web import board_keys, view

    session = played(["Ann", "Bob"], lambda s: bool(s.tuunbaq_moves()) and s.state.current == 0, variant="terror", seed=1)
    assert "tuunbaq-disc" in view.board_view(session)
    session.command("tuunbaq")
    move = session.tuunbaq_moves()[0]
    assert board_keys.enter_on(session, move.destination) == ("action", str(move))  # Enter moves it there
    assert view.board_view(session).count("tuunbaq-target") == len(session.tuunbaq_moves())
    session.command("cancel")
    assert not session.moving_tuunbaq
    toll = played(["Ann", "Bob"], lambda s: any(isinstance(a, Move) and a.paying for a in s.legal) and s.state.current == 0,
                  variant="terror", seed=1)
    entering = next(a for a in toll.legal if isinstance(a, Move) and a.paying)
    toll.vehicle = entering.vehicle
    square = entering.destination
    assert board_keys.enter_on(toll, square) == ("enter", square_name(square))  # the toll is asked first
    toll.command("enter", square_name(square))
    picker = view.controls_view(toll)
    assert "toll-picker" in picker and all(str(a) in picker for a in toll.tolls(square))


def test_the_ice_label_keeps_clear_of_the_tuunbaq_beside_the_ice_edge():
    from web import render, view
    from web.session import Session

    session = Session.new(["Ann", "Bob"], seed=1, seats=["human", "human"], variant="terror")
    state = session.state
    assert state.frozen_rows == 2  # the first round's ice: its edge runs between rows 2 and 3
    beast_square = parse_square("B3")  # just under the edge, at its west end where the label starts
    state.terror["tuunbaq"] = put(state, "S0", "B3")
    assert not any(square[1] in (1, 2) for square in state.board.tokens)  # only the Tuunbaq is beside the edge
    box = re.search(r'<g class="ice-label"><rect x="([\d.]+)" y="[\d.]+" width="([\d.]+)"', view.board_view(session))
    left, right = float(box.group(1)), float(box.group(1)) + float(box.group(2))
    column_left = render.MARGIN_WEST + beast_square[0] * render.SQUARE
    assert right <= column_left or left >= column_left + render.SQUARE, "the label lies over the Tuunbaq"
