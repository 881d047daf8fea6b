"""Rendering the board as SVG, without a browser."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest

from nwp import data
from nwp.board import Board, PlacedTile
from web.render import board_svg, land_polygons

SVG = "{http://www.w3.org/2000/svg}"


def parse(svg: str) -> ET.Element:
    return ET.fromstring(svg)


def test_initial_board_has_grid_zones_preprinted_squares_and_arrows():
    root = parse(board_svg(Board.initial(), frozen_rows=2))
    squares = root.findall(f".//{SVG}rect[@class='square']")
    assert len(squares) == data.GRID_WIDTH * data.GRID_HEIGHT
    assert {s.get("data-square") for s in squares} >= {"A1", "L8", "C5"}
    assert sorted(z.get("data-zone") for z in root.findall(f".//{SVG}g[@class='zone']")) == ["1", "2", "3"]
    preprinted = root.findall(f".//{SVG}g[@class='tile preprinted']")
    assert sorted(t.get("data-squares") for t in preprinted) == ["A4", "L4", "L5"]
    assert root.find(f".//{SVG}g[@id='arrow-greenland']") is not None
    assert root.find(f".//{SVG}g[@id='arrow-nwp']") is not None
    assert [t.get("data-square") for t in root.findall(f".//{SVG}g[@class='token']")] == ["L4", "L5"]


def test_preprinted_land_is_drawn_in_the_right_corner():
    root = parse(board_svg(Board.initial()))
    l4 = next(t for t in root.findall(f".//{SVG}g[@class='tile preprinted']") if t.get("data-squares") == "L4")
    shapes = l4.findall(f"{SVG}path[@class='land']")
    assert len(shapes) == 1  # land only at the north-east corner
    assert "Q" in shapes[0].get("d")  # its coast is a curve
    a4 = next(t for t in root.findall(f".//{SVG}g[@class='tile preprinted']") if t.get("data-squares") == "A4")
    assert a4.findall(f"{SVG}path[@class='land']") == []  # all sea


@pytest.mark.parametrize("rows", [0, 2, 4, 6])
def test_frozen_rows_are_drawn_with_the_ice_texture(rows):
    root = parse(board_svg(Board.initial(), frozen_rows=rows))
    frozen = root.find(f".//{SVG}g[@class='frozen']")
    if rows == 0:
        assert frozen is None
    else:
        assert frozen.get("data-rows") == str(rows)
        assert any(r.get("fill") == "url(#ice-texture)" for r in frozen.findall(f"{SVG}rect"))


def test_land_polygons_follow_marching_squares():
    assert land_polygons((0, 0, 0, 0)) == []
    assert land_polygons((1, 1, 1, 1)) == [[(0.0, 0.0), (1.0, 0.0), (1.0, 1.0), (0.0, 1.0)]]
    assert land_polygons((1, 1, 0, 0)) == [[(0.0, 0.0), (1.0, 0.0), (1.0, 0.5), (0.0, 0.5)]]
    saddle = land_polygons((1, 0, 1, 0))
    assert len(saddle) == 2  # two separate capes, sea between them


def test_placed_large_tile_and_its_token_are_drawn():
    board = Board.initial()
    board.put(PlacedTile("L05", "B", 0, 9, 3))
    root = parse(board_svg(board))
    tile = root.find(f".//{SVG}g[@data-tile='L05']")
    assert tile.get("data-squares") == "J4 K4"
    assert root.find(f".//{SVG}g[@data-token='Cairn'][@data-square='J4']") is not None
