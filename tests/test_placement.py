"""Placing tiles: grid, faces and rotations, presence, matching, sea path, tokens, holes, islands.

Rulebook Action C and Examples 6 (diagonal matching), 7 (hole filling), 8 (island).
"""

from __future__ import annotations

import pytest

from nwp import checked, data, engine
from nwp.actions import Place
from nwp.board import GREENLAND, NWP, SQUARE_SIDES, Board, PlacedTile
from nwp.geometry import NEIGHBOURS_WITH_EDGES, ORIENTATIONS, oriented, outer_edge

from helpers import put, setup_player, started


def placements(state, tile=None):
    return [a for a in engine.legal_actions(state) if isinstance(a, Place) and (tile is None or a.tile == tile)]


def test_every_large_face_pattern_occurs_on_exactly_two_faces_and_symbol_counts():
    faces = [bits for tile in data.LARGE_TILES.values() for bits in tile["faces"].values()]
    assert len(data.LARGE_TILES) == 64

    def turned(bits):  # the same face turned half a turn
        return tuple(reversed(bits))

    # A face turned half a turn shows the same tile, so each class {p, turned p} of the 64
    # oriented patterns holds two faces per oriented pattern in it: 2 faces for the 8 patterns
    # equal to their own half-turn, 4 for each of the other 28 classes (8*2 + 28*4 = 128).
    for number in range(64):
        pattern = tuple(int(c) for c in f"{number:06b}")
        in_class = {pattern, turned(pattern)}
        assert sum(1 for f in faces if f in in_class) == 2 * len(in_class), pattern
    symbols = [t["symbol"] for t in data.LARGE_TILES.values() if t["symbol"]]
    assert {s: symbols.count(s) for s in set(symbols)} == {"Strait": 12, "Franklin": 10, "Inuit": 9, "Cairn": 7}
    assert sum(count for _bits, count in data.SMALL_PILES.values()) == 32


def test_rotation_turns_a_large_tile_clockwise_with_its_symbol():
    horizontal = oriented("L13", "A", 0)  # 000 / 011, Franklin on the west square
    assert (horizontal.width, horizontal.height, horizontal.grid) == (2, 1, ((0, 0, 0), (0, 1, 1)))
    assert horizontal.symbol == "Franklin" and horizontal.symbol_offset == (0, 0)
    vertical = oriented("L13", "A", 1)
    assert (vertical.width, vertical.height) == (1, 2)
    assert vertical.grid == ((0, 0), (1, 0), (1, 0))  # the bottom row became the left column
    assert vertical.symbol_offset == (0, 0)  # the west square went to the top
    assert oriented("L13", "A", 2).symbol_offset == (1, 0)
    assert oriented("L13", "B", 0).symbol is None  # the symbol is on face A only


def test_small_tiles_have_one_face_in_four_rotations():
    assert {key for key in ORIENTATIONS if key[0] == "S1"} == {("S1", "A", r) for r in range(4)}
    assert oriented("S1", "A", 2).grid == ((0, 0), (0, 1))  # land corner turned to the south-east


def test_placement_must_touch_the_acting_vehicles_tile():
    state = setup_player(started(), ship="L4", hand=["S0", "S1"])
    squares = {a.square for a in placements(state)}
    assert squares == {(10, 3), (11, 2)}  # K4 and L3 touch L4; L5 is taken
    with pytest.raises(engine.IllegalActionError, match="must touch the tile your ship is on"):
        checked.play(state, "ship places S0 r0 at F6")


def test_placement_needs_the_vehicle_on_a_tile():
    state = setup_player(started(), hand=["S0"])  # ship still on the Greenland arrow
    assert placements(state) == []
    with pytest.raises(engine.IllegalActionError, match="must be on a tile"):
        checked.play(state, "ship places S0 r0 at K4")


def test_large_tiles_both_faces_four_rotations_in_line_with_the_grid():
    state = setup_player(started(), ship="L4", hand=["L00"])
    options = {(a.face, a.rotation, a.square) for a in placements(state)}
    assert {face for face, _, _ in options} == {"A", "B"}
    assert {rotation for _, rotation, _ in options} == {0, 1, 2, 3}
    assert ("B", 3, (11, 1)) in options  # vertical in column L, rows 2-3: its land corner meets L4's
    assert ("A", 1, (11, 1)) not in options  # all sea would contradict L4's land corner
    assert ("B", 3, (11, 2)) not in options  # would overlap L4
    assert all(0 <= x <= 11 and 0 <= y <= 7 for _, _, (x, y) in options)


def test_example_6_corners_must_match_diagonally_too():
    state = started()
    put(state, "S1", "F6", rotation=2)  # land only at its south-east corner (vertex G7's north-west)
    put(state, "S0", "G8")  # the ship's tile, below G7
    state = setup_player(state, ship="G8", hand=["S0", "S1"])
    legal = placements(state)
    assert Place("ship", "S1", "A", 0, (6, 6)) in legal  # land corner meets land corner
    assert Place("ship", "S0", "A", 0, (6, 6)) not in legal  # sea corner would meet F6's land corner
    with pytest.raises(engine.IllegalActionError, match="no land or sea matches at G7"):
        checked.play(state, "ship places S0 r0 at G7")


def test_placed_symbol_puts_its_token_on_the_tile():
    state = setup_player(started(), ship="L4", hand=["L13"])
    action = next(a for a in placements(state) if a.face == "A" and a.rotation == 1 and a.square == (10, 2))
    state = engine.apply(state, action)
    assert state.board.tokens[(10, 2)] == "Franklin"  # top square of the vertical tile at K3-K4


def test_example_7_a_surrounded_single_square_is_filled_with_the_matching_small_tile():
    state = started()
    for square in ("C7", "E7", "D6", "C8"):
        put(state, "S0", square)
    state = setup_player(state, ship="C8", hand=["S0"])
    piles_before = dict(state.piles)
    state = checked.play(state, "ship places S0 r0 at D8")
    hole = state.board.tiles[state.board.tile_index_at((3, 6))]
    assert (hole.name, hole.joker) == ("S0", False)
    assert state.piles["S0"] == piles_before["S0"] - 1


def _example_7_with_an_empty_pile(edition: int):
    state = started()
    if edition == 1:
        del state.setup_record["edition"]
    for square in ("C7", "E7", "D6", "C8"):
        put(state, "S0", square)
    state = setup_player(state, ship="C8", hand=["S0"])
    state.piles["S0"] = 0
    state.players[state.current].hand = ["S0"]
    return checked.play(state, "ship places S0 r0 at D8")


def test_example_7_with_the_matching_pile_empty_the_player_chooses_the_jokers_pile():
    state = _example_7_with_an_empty_pile(edition=2)
    assert state.board.tile_index_at((3, 6)) < 0 and state.holes is not None  # the hole waits for the choice
    choices = [str(a) for a in engine.legal_actions(state)]
    assert choices == [f"fill D7 with joker from {pile}" for pile in ("S1", "S2", "S3", "S2d", "S4")]
    assert engine.action_cost(state, engine.legal_actions(state)[-1]) == 0
    state = checked.play(state, "fill D7 with joker from S4")
    hole = state.board.tiles[state.board.tile_index_at((3, 6))]
    assert hole.joker and hole.name == "S0"  # Joker side shows the required pattern
    assert state.piles["S4"] == 1 and state.piles["S1"] == 8  # taken from the pile the player chose
    assert state.holes is None and state.actions_this_turn == 1 and state.phase == "play"


def test_edition_1_games_keep_taking_the_joker_from_the_largest_pile():
    state = _example_7_with_an_empty_pile(edition=1)
    hole = state.board.tiles[state.board.tile_index_at((3, 6))]
    assert hole.joker and hole.name == "S0"
    assert state.piles["S1"] == 7  # taken from the largest pile


def test_two_holes_filled_by_one_placement():
    board = Board.initial()
    for square in ((2, 6), (5, 6), (3, 5), (4, 5), (2, 7), (5, 7)):
        board.put(PlacedTile("S0", "A", 0, *square))
    board.put(PlacedTile("L00", "A", 0, 3, 7))  # D8-E8 below the two empty squares D7, E7
    # D7 and E7 are side by side: neither is a single-square hole
    assert board.holes_near([(3, 7), (4, 7)]) == []
    board2 = Board.initial()
    for square in ((2, 6), (4, 6), (6, 6), (3, 5), (5, 5)):
        board2.put(PlacedTile("S0", "A", 0, *square))
    board2.put(PlacedTile("L00", "A", 0, 3, 7))
    board2.put(PlacedTile("L00", "A", 0, 5, 7))
    assert board2.holes_near([(3, 7), (4, 7), (5, 7), (6, 7)]) == [(3, 6), (5, 6)]


def test_example_8_completing_an_island_of_two_tiles_gives_a_cartography_token_and_one_point():
    state = started()
    put(state, "S1", "E8", rotation=2)  # tile B: land at its south-east corner, on the board edge
    put(state, "S0", "F7")  # the ship's tile
    state = setup_player(state, ship="F7", hand=["S1"])
    me = state.current
    state = checked.play(state, "ship places S1 r3 at F8")  # tile A: land at its south-west corner
    assert state.players[me].tokens["Cartography"] == 1
    assert state.players[me].points["islands"] == 1
    assert state.cartography_left == 19


def test_several_islands_completed_at_once_score_separately():
    state = started()
    put(state, "S1", "D8", rotation=2)  # land at D8's south-east corner
    put(state, "S1", "G8", rotation=3)  # land at G8's south-west corner
    put(state, "S0", "E7")
    state = setup_player(state, ship="E7", hand=["L19"])  # L19 face A: land at both bottom corners only
    me = state.current
    state = checked.play(state, "ship places L19 A r0 at E8")
    assert state.players[me].tokens["Cartography"] == 2
    assert state.players[me].points["islands"] == 2  # two islands of two tiles: 1 + 1


def test_island_points_table():
    assert [data.island_points(n) for n in range(1, 10)] == [0, 1, 2, 3, 5, 7, 9, 12, 12]


def test_an_incomplete_island_scores_nothing():
    state = started()
    put(state, "S0", "F7")
    state = setup_player(state, ship="F7", hand=["S1"])
    state = checked.play(state, "ship places S1 r3 at F8")  # land at the corner shared with empty E8
    assert state.players[state.current].points["islands"] == 0


def test_a_placement_may_not_cut_the_sea_path_to_the_northwest_passage():
    state = started()
    # A wall of all-land tiles across column F, rows 1-7: the only way west is through F8.
    for row in range(1, 8):
        put(state, "S4", f"F{row}")
    state = setup_player(state, ship="F7", hand=["S4", "S3", "S2"])
    assert state.board.sea_path() is not None
    legal = placements(state)
    assert Place("ship", "S4", "A", 0, (5, 7)) not in legal  # all land at F8 closes the board
    assert not any(a.tile == "S3" and a.square == (5, 7) for a in legal)  # a sea corner on one side only
    assert Place("ship", "S2", "A", 0, (5, 7)) in legal  # sea along the south edge keeps the way open
    with pytest.raises(engine.IllegalActionError, match="cut every sea route"):
        checked.play(state, "ship places S4 r0 at F8")


def test_the_sea_path_search_sees_each_square_beside_its_neighbours_across_one_shared_edge():
    """The table the search walks: a corner has two neighbours, a side square three, the others
    four, and two neighbours name the same edge from either side (a wrong edge would let the
    sea path through land, or stop it at sea)."""
    counts = {}
    for (x, y), neighbours in NEIGHBOURS_WITH_EDGES.items():
        on_side = (x in (0, data.GRID_WIDTH - 1)) + (y in (0, data.GRID_HEIGHT - 1))
        counts[on_side] = counts.get(on_side, 0) + 1
        assert len(neighbours) == 4 - on_side
        for other, edge in neighbours:
            assert abs(other[0] - x) + abs(other[1] - y) == 1
            assert (x, y) in [square for square, _ in NEIGHBOURS_WITH_EDGES[other]]
            assert dict(NEIGHBOURS_WITH_EDGES[other])[(x, y)] == edge
    assert len(NEIGHBOURS_WITH_EDGES) == data.GRID_WIDTH * data.GRID_HEIGHT and counts[2] == 4


def test_each_square_leads_to_its_grid_neighbours_and_only_the_arrows_squares_off_the_grid():
    """The table :meth:`Board.neighbour_edges` reads: a square's sides on the grid lead to the
    neighbours the sea-path table names, across the same edges; off the grid only Greenland's
    squares lead east to Greenland and the Passage's lead west to it, across their outer edge (a
    side wrongly left out would strand a ship; one wrongly added would let it sail off the map)."""
    width = data.GRID_WIDTH
    for square, sides in SQUARE_SIDES.items():
        on_grid = [(beyond, edge) for beyond, edge in sides if beyond >= 0]
        expected = [(other[1] * width + other[0], edge) for other, edge in NEIGHBOURS_WITH_EDGES[square]]
        assert on_grid == expected
        arrows = [(beyond, edge) for beyond, edge in sides if beyond < 0]
        assert arrows == ([(GREENLAND, outer_edge(square, (1, 0)))] * (square in data.GREENLAND_SQUARES)
                          + [(NWP, outer_edge(square, (-1, 0)))] * (square in data.NWP_SQUARES))
    assert sum(len(sides) for sides in SQUARE_SIDES.values()) == sum(
        len(neighbours) for neighbours in NEIGHBOURS_WITH_EDGES.values()) + len(data.GREENLAND_SQUARES) + len(data.NWP_SQUARES)


def test_occupied_and_off_board_squares_are_refused():
    state = setup_player(started(), ship="L4", hand=["L00"])
    with pytest.raises(engine.IllegalActionError, match="already a tile"):
        checked.play(state, "ship places L00 A r1 at L4")
    with pytest.raises(engine.IllegalActionError, match="does not fit on the board"):
        checked.play(state, "ship places L00 A r0 at L3")
    with pytest.raises(engine.IllegalActionError, match="not in your hand"):
        checked.play(state, "ship places L01 A r0 at K4")
