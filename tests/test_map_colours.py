"""The map reads like a chart: unexplored squares, sea and land are three surfaces that any eye
tells apart, on the plain board and under the ice (luminance contrast of 1.5:1 or a CIEDE2000
difference of 20 between any two), and the board really draws them with those colours."""

from __future__ import annotations

import itertools
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from colour import blend, ciede2000, contrast, delta_e_2000, rgb
from nwp.board import Board
from web import render
from web.render import ICE_HATCH_COVERAGE, ICE_HATCH_OPACITY, ICE_OPACITY, ICE_TINT, MAP_COLOURS, board_svg

SVG = "{http://www.w3.org/2000/svg}"
SURFACES = ("unexplored", "sea", "land")
STYLE = Path(__file__).resolve().parent.parent / "assets" / "style.css"


def under_ice(colour: tuple[float, float, float]) -> tuple[float, float, float]:
    """A surface seen through the ice: the tinted wash, then the white hatching (averaged)."""
    washed = blend(colour, rgb(ICE_TINT), ICE_OPACITY)
    return blend(washed, rgb("#ffffff"), ICE_HATCH_OPACITY * ICE_HATCH_COVERAGE)


def test_the_colour_difference_matches_the_published_test_data():
    # Sharma, Wu and Dalal (2005), table 1: pairs 1, 17, 18 and 25.
    assert delta_e_2000((50.0, 2.6772, -79.7751), (50.0, 0.0, -82.7485)) == pytest.approx(2.0425, abs=1e-4)
    assert delta_e_2000((50.0, 2.5, 0.0), (73.0, 25.0, -18.0)) == pytest.approx(27.1492, abs=1e-4)
    assert delta_e_2000((50.0, 2.5, 0.0), (61.0, -5.0, 29.0)) == pytest.approx(22.8977, abs=1e-4)
    assert delta_e_2000((60.2574, -34.0099, 36.2677), (60.4626, -34.1751, 39.4387)) == pytest.approx(1.2644, abs=1e-4)
    assert contrast(rgb("#000000"), rgb("#ffffff")) == pytest.approx(21.0)


@pytest.mark.parametrize("seen", ["plain", "under ice"])
@pytest.mark.parametrize("first, second", list(itertools.combinations(SURFACES, 2)))
def test_any_two_surfaces_differ_enough(first, second, seen):
    look = (lambda c: c) if seen == "plain" else under_ice
    a, b = look(rgb(MAP_COLOURS[first])), look(rgb(MAP_COLOURS[second]))
    assert contrast(a, b) >= 1.5 or ciede2000(a, b) >= 20, (first, second, seen, contrast(a, b), ciede2000(a, b))


def test_a_thick_ice_would_fail_the_check():
    # The check can fail: an opaque white ice would make land and parchment one surface.
    a = blend(rgb(MAP_COLOURS["land"]), rgb("#ffffff"), 0.8)
    b = blend(rgb(MAP_COLOURS["unexplored"]), rgb("#ffffff"), 0.8)
    assert contrast(a, b) < 1.5 and ciede2000(a, b) < 20


def test_the_board_is_drawn_with_these_colours_and_the_stylesheet_does_not_repaint_them():
    board = Board.initial()
    root = ET.fromstring(board_svg(board, frozen_rows=2, ice_label="Frozen: rows 1–2, sun III"))
    patterns = {p.get("id"): p for p in root.iter(f"{SVG}pattern")}
    assert patterns["sea-texture"].find(f"{SVG}rect").get("fill") == MAP_COLOURS["sea"]
    assert patterns["land-texture"].find(f"{SVG}rect").get("fill") == MAP_COLOURS["land"]
    ice = patterns["ice-texture"].findall(f"{SVG}rect")
    assert (ice[0].get("fill"), float(ice[0].get("opacity"))) == (ICE_TINT, ICE_OPACITY)
    assert float(ice[1].get("opacity")) == ICE_HATCH_OPACITY
    assert float(ice[1].get("width")) / float(patterns["ice-texture"].get("width")) == ICE_HATCH_COVERAGE
    squares = root.findall(f".//{SVG}rect[@class='square']")
    assert {s.get("fill") for s in squares} == {MAP_COLOURS["unexplored"]}
    assert {r.get("fill") for r in root.iter(f"{SVG}rect") if r.get("class") == "sea"} == {"url(#sea-texture)"}
    lands = [p for p in root.iter(f"{SVG}path") if p.get("class") == "land"]
    assert lands and {(p.get("fill"), p.get("stroke")) for p in lands} == {("url(#land-texture)", MAP_COLOURS["coast"])}
    # A CSS fill would win over these attributes: the stylesheet leaves the surfaces alone.
    for rule in re.findall(r"#board-svg \.(?:square|sea|land)\s*\{[^}]*\}", STYLE.read_text()):
        assert "fill" not in rule, rule


def test_zones_are_marked_on_the_frame_not_on_the_squares():
    root = ET.fromstring(board_svg(Board.initial()))
    for zone in root.findall(f".//{SVG}g[@class='zone']"):
        for shape in zone.iter(f"{SVG}rect"):
            assert float(shape.get("y")) + float(shape.get("height")) <= render.MARGIN_NORTH  # above the map


def test_the_ice_is_labelled_on_its_edge():
    root = ET.fromstring(board_svg(Board.initial(), frozen_rows=4, ice_label="Frozen: rows 1–4, sun VI"))
    frozen = root.find(f".//{SVG}g[@class='frozen']")
    label = frozen.find(f".//{SVG}g[@class='ice-label']/{SVG}text")
    assert label.text == "Frozen: rows 1–4, sun VI"
    edge = render.MARGIN_NORTH + 4 * render.SQUARE
    box = frozen.find(f".//{SVG}g[@class='ice-label']/{SVG}rect")
    assert float(box.get("y")) < edge < float(box.get("y")) + float(box.get("height"))  # straddles the edge


def test_the_ice_label_moves_east_along_the_edge_off_the_pieces_and_tokens_beside_it():
    def label_box(keep_clear: frozenset, board: Board | None = None) -> tuple[float, float]:
        root = ET.fromstring(board_svg(board or Board.initial(), frozen_rows=2, ice_label="Frozen: rows 1–2, sun V",
                                       tokens_aside=keep_clear))
        box = root.find(f".//{SVG}g[@class='ice-label']/{SVG}rect")
        return float(box.get("x")), float(box.get("x")) + float(box.get("width"))

    def columns_under(box: tuple[float, float]) -> set[int]:
        return {column for column in range(12)
                if box[0] < render.MARGIN_WEST + (column + 1) * render.SQUARE and box[1] > render.MARGIN_WEST + column * render.SQUARE}

    empty = Board.initial()
    empty.tokens.clear()
    alone = label_box(frozenset(), empty)
    assert alone[0] < render.MARGIN_WEST + render.SQUARE  # nothing beside the edge: at its west end
    ship_on_c3 = frozenset({(2, 2)})  # a piece in the row under the edge (rows 1–2 frozen)
    moved = label_box(ship_on_c3, empty)
    assert 2 not in columns_under(moved) and moved[0] > alone[0]
    assert label_box(frozenset({(2, 5)}), empty) == alone  # a piece far from the edge changes nothing
    with_token = Board.initial()
    with_token.tokens.clear()
    with_token.tokens[(0, 1)] = "Franklin"  # a token in the row above the edge
    assert 0 not in columns_under(label_box(frozenset(), with_token))
    everywhere = frozenset((column, 1) for column in range(12))
    assert label_box(everywhere, empty) == alone  # no clear stretch: the west end, as before


def test_every_highlight_has_an_edge_with_3_to_1_contrast_against_what_lies_under_it():
    css = STYLE.read_text()
    edge = re.search(r"--highlight-edge:\s*(#[0-9a-f]{6})", css).group(1)
    for surface in SURFACES:
        for seen in (rgb(MAP_COLOURS[surface]), under_ice(rgb(MAP_COLOURS[surface]))):
            assert contrast(rgb(edge), seen) >= 3, (surface, contrast(rgb(edge), seen))
    rule = re.search(r"([^{}]*)\{\s*filter: drop-shadow\(0 0 1px var\(--highlight-edge\)\)", css)
    assert rule, "the highlights are drawn with the edge"
    for highlight in (".target", "rect.changed", ".moved-ring", ".token.actionable circle"):
        assert highlight in rule.group(1)
    # the bright strokes alone would not do: the amber of a target is under 3:1 on every surface
    amber = re.search(r"#board-svg \.target \{[^}]*stroke: (#[0-9a-f]{6})", css).group(1)
    assert all(contrast(rgb(amber), rgb(MAP_COLOURS[s])) < 3 for s in SURFACES)
