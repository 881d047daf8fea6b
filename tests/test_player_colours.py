"""Players are told apart by every eye: the four player colours stay apart (CIEDE2000 of 10 or
more) for normal vision and simulated protanopia, deuteranopia and tritanopia, and every player
marker also carries the seat number, so the players are told apart in greyscale too."""

from __future__ import annotations

import itertools
import re

import pytest

from colour import DICHROMACY, as_seen_with, ciede2000, rgb
from helpers import started
from web import gate, view
from web.session import Session

APART = 10


@pytest.mark.parametrize("vision", [None, *DICHROMACY])
def test_any_two_player_colours_stay_apart(vision):
    seen = [rgb(c) if vision is None else as_seen_with(rgb(c), vision) for c in gate.PLAYER_COLOURS]
    for (a, first), (b, second) in itertools.combinations(enumerate(seen), 2):
        assert ciede2000(first, second) >= APART, (vision, gate.COLOUR_NAMES[gate.PLAYER_COLOURS[a]],
                                                  gate.COLOUR_NAMES[gate.PLAYER_COLOURS[b]])


def test_the_simulation_is_the_published_one_and_the_check_can_fail():
    assert as_seen_with(rgb("#ffffff"), "deuteranopia") == pytest.approx((1, 1, 1), abs=0.002)  # white stays white
    # The former purple was within a few units of the blue for a deuteranope: the reported problem.
    blue, former_purple = (as_seen_with(rgb(c), "deuteranopia") for c in ("#2471a3", "#7d3c98"))
    assert ciede2000(blue, former_purple) < APART
    # Pure red and green, the classic confusion, merge for protanopes and deuteranopes.
    for vision in ("protanopia", "deuteranopia"):
        assert ciede2000(as_seen_with(rgb("#d03030"), vision), as_seen_with(rgb("#30a030"), vision)) < 25
        assert ciede2000(rgb("#d03030"), rgb("#30a030")) > 60


def test_a_save_with_the_former_purple_still_loads_as_the_fourth_colour():
    assert gate.colour_index("#7d3c98") == 3
    session = Session(started(4), ["#7d3c98", "#2471a3", "#d4ac0d", "#c0392b"])
    assert session.colour_indexes == [3, 1, 2, 0] and session.colours[0] == gate.PLAYER_COLOURS[3]


def test_every_player_marker_bears_the_seat_number_besides_the_colour():
    session = Session(started(4))
    html = view.controls_view(session) + view.players_view(session)
    markers = re.findall(r'<span class="dot seat-dot" data-colour="(\d)" role="img" aria-label="([^"]*)"[^>]*>(\d)</span>', html)
    order = [int(seat) - 1 for _, _, seat in markers]
    assert set(order) == {0, 1, 2, 3}
    assert all(session.colour_indexes[int(seat) - 1] == int(colour) for colour, _, seat in markers)
    assert all(f"seat {seat}" in label for _, label, seat in markers)
    assert '<span class="dot"></span>' not in view.players_view(session)  # no marker told by colour alone
    # the pieces on the board carry the same number
    board = view.board_view(session)
    assert re.search(r'class="seat-mark"[^>]*>1</text>', board)
