"""The rules fixes of edition 2 (docs/rules.md, "Editions"): the seal-proof sea path, the refresh
order, the choices the rules leave to the player, and the games of edition 1 that keep their rules."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from nwp import bots, checked, engine
from nwp.actions import Fill, decode, encode, parse
from nwp.board import LAND, Board, PlacedTile
from nwp.explain import why_illegal
from nwp.geometry import vertex_index
from nwp.link import decode_link, encode_link

from helpers import game_with_a_hole_choice, put, setup_player, started

CASE = Path(__file__).resolve().parent.parent.parent / "shared" / "cases" / "sea-path-sealed-4p.json"
CASE_COPY = Path(__file__).resolve().parent / "golden" / "sea-path-sealed-4p.json"


# --- 1. a placement may never seal the sea path -------------------------------------------------------
def sealed_case():
    case = json.loads((CASE if CASE.exists() else CASE_COPY).read_text())
    state = checked.replay(case["record"])  # a record of edition 1 (made before the fix)
    return case, state


def test_the_reported_4_player_position_refuses_both_sealing_placements_with_a_reason():
    case, state = sealed_case()
    offered = {str(a) for a in engine.legal_actions(state)}
    assert set(case["offered_but_illegal"]) <= offered  # edition 1 offered them, as reported
    state.setup_record["edition"] = 2  # the same position under the fixed rules
    legal = {str(a) for a in engine.legal_actions(state)}
    for text in case["offered_but_illegal"]:
        assert text not in legal
        refusal = why_illegal(state, parse(text))
        assert refusal.code == "sea_path" and "sea route" in refusal.message
        with pytest.raises(engine.IllegalActionError):
            checked.play(state, text)
    assert offered - legal == set(case["offered_but_illegal"])  # every other placement stays legal


def wall_in_column_f(board: Board, rows: list[int]) -> None:
    """All-land tiles down column F in ``rows`` (0-based): a wall between west and east."""
    for y in rows:
        board.put(PlacedTile("S4", "A", 0, 5, y))


def test_two_tiles_that_fix_both_ends_of_an_edge_between_empty_squares_close_it():
    board = Board.initial()
    wall_in_column_f(board, [0, 1, 2, 4, 5, 6, 7])  # F4 alone is empty
    # F3 and F5 fix both ends of the edge between the empty squares E4 and F4 (and F4|G4) as land.
    assert board.vertices[vertex_index(5, 3)] == LAND and board.vertices[vertex_index(5, 4)] == LAND
    assert board.sea_path(strict=False) is not None  # edition 1: E4 -> F4 -> G4 "passes freely"
    assert board.sea_path(strict=True) is None  # edition 2: no later tile can open those edges


def test_a_placement_that_would_close_an_edge_between_two_empty_squares_is_refused():
    state = started()
    wall_in_column_f(state.board, [0, 1, 2, 5, 6, 7])  # F4 and F5 are empty
    state = setup_player(state, sled="F6", sled_crew=(3, 0), hand=["S4", "S2"])
    assert state.board.sea_path(strict=True) is not None
    legal = {str(a) for a in engine.legal_actions(state)}
    # All land at F5 fixes the ends of E4|F4 and F4|G4 as land: F4 stays empty but sealed.
    assert "sled places S4 r0 at F5" not in legal
    assert why_illegal(state, parse("sled places S4 r0 at F5"))[0] == "sea_path"
    assert [a for a in legal if a.startswith("sled places S2") and a.endswith("at F5")]  # sea on top keeps it open
    edition_1 = state.copy()
    del edition_1.setup_record["edition"]
    assert "sled places S4 r0 at F5" in {str(a) for a in engine.legal_actions(edition_1)}


@settings(max_examples=12, deadline=None, suppress_health_check=list(HealthCheck))
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1))
def test_after_every_action_a_sea_path_from_greenland_to_the_passage_exists(players, seed):
    chooser = random.Random(seed)
    state = engine.new_game(players, seed=seed)
    while state.phase != "over":
        state = engine.apply(state, chooser.choice(engine.legal_actions(state)))
        assert state.board.sea_path(strict=True) is not None, state.history[-1]


# --- 2. refresh: four new tiles, then the old ones go back ----------------------------------------------
def test_after_a_refresh_none_of_the_replaced_tiles_is_on_the_display():
    for seed in range(12):
        state = started(seed=seed)
        replaced = set(state.display)
        after = checked.play(state, "ship refreshes")
        assert not replaced & set(after.display), seed
        assert replaced <= set(after.bag) and len(after.bag) == len(state.bag)


def test_a_refresh_with_fewer_than_four_tiles_in_the_bag_draws_what_there_is():
    state = started()
    keep = state.bag[:2]
    state.bag = keep
    replaced = [tile for tile in state.display if tile]
    after = checked.play(state, "ship refreshes")
    assert sorted(t for t in after.display if t) == sorted(keep) and after.display.count(None) == 2
    assert sorted(after.bag) == sorted(replaced)


def test_edition_1_records_replay_with_the_old_refresh():
    state = started(seed=4)
    del state.setup_record["edition"]
    after = checked.play(state, "ship refreshes")
    replay = checked.replay(after.record())
    assert replay.display == after.display and "edition" not in after.record()


# --- 3. the player chooses where the rules let them --------------------------------------------------------
def corner_hole_position(edition: int = 2):
    """A ship at B2 with an all-sea tile in hand; placing it at A2 closes the board-corner hole A1,
    whose north-west corner no tile fixes."""
    state = started()
    if edition == 1:
        del state.setup_record["edition"]
    put(state, "S0", "B1")
    put(state, "S0", "B2")
    return setup_player(state, ship="B2", hand=["S0"])


def test_a_board_corner_hole_where_two_tiles_fit_is_the_players_choice():
    state = checked.play(corner_hole_position(), "ship places S0 r0 at A2")
    assert [str(a) for a in engine.legal_actions(state)] == ["fill A1 with S0", "fill A1 with S1"]
    land = checked.play(state, "fill A1 with S1")
    tile = land.board.tiles[land.board.tile_index_at((0, 0))]
    assert tile.name == "S1" and not tile.joker and land.piles["S1"] == state.piles["S1"] - 1
    assert land.board.vertices[0] == 1  # the corner is land
    sea = checked.play(state, "fill A1 with S0")
    assert sea.board.tiles[sea.board.tile_index_at((0, 0))].name == "S0"


def test_a_real_tile_that_fits_is_used_before_a_joker_in_a_board_corner():
    state = corner_hole_position()
    state.piles["S0"] = 0
    after = checked.play(state, "ship places S0 r0 at A2")  # S0 from the hand; the pile is empty
    tile = after.board.tiles[after.board.tile_index_at((0, 0))]
    assert after.holes is None and tile.name == "S1" and not tile.joker  # the land-corner tile, no Joker
    old = corner_hole_position(edition=1)
    old.piles["S0"] = 0
    before = checked.play(old, "ship places S0 r0 at A2")
    assert before.board.tiles[before.board.tile_index_at((0, 0))].joker  # edition 1: a Joker


def test_hole_choices_travel_in_records_links_text_and_codes():
    state = checked.play(corner_hole_position(), "ship places S0 r0 at A2")
    state = checked.play(state, "fill A1 with S1")
    assert state.record()["actions"][-1] == ["fill A1 with S1", []]
    for action in (Fill((0, 0), "S1"), Fill((11, 7), "S2d", joker=True)):
        assert parse(str(action)) == action and decode(encode(action))[0] == action


def test_a_fill_is_free_and_the_computer_players_choose_too():
    state = game_with_a_hole_choice()
    player = state.players[state.current]
    crew = player.crew_available
    for level in ("easy", "medium", "hard"):
        choice = bots.make_bot(level, seed=1).choose(state)
        assert isinstance(choice, Fill) and choice in engine.legal_actions(state)
        after = engine.apply(state, choice)
        assert after.players[after.current].crew_available == crew or after.current != state.current
    link = encode_link(state.record())
    assert link[0] == "2" and decode_link(link).state.holes == state.holes


def test_records_and_links_of_edition_1_still_open():
    golden = json.loads((Path(__file__).parent / "golden" / "links.json").read_text())
    for entry in golden if isinstance(golden, list) else golden.values():
        code = entry["link"] if isinstance(entry, dict) else entry
        shared = decode_link(code.split("#game=")[-1])
        assert shared.state.setup_record.get("edition", 1) == 1
