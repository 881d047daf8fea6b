"""The board is in index.html, so the first paint shows it before Python starts (issue: start-up)."""

from __future__ import annotations

from web import first_paint


def test_index_html_holds_the_board_exactly_as_the_renderer_draws_a_new_game():
    html = first_paint.INDEX.read_text()
    assert first_paint.embedded_board(html) == first_paint.initial_board(), "run: python3 -m web.first_paint"


def test_the_generator_replaces_only_the_board_between_its_markers():
    html = first_paint.INDEX.read_text()
    stale = html.replace(first_paint.embedded_board(html), "<svg>old</svg>")
    assert first_paint.with_board(stale) == html


def test_the_loading_badge_sits_over_the_drawn_board():
    html = first_paint.INDEX.read_text()
    assert html.index('id="board-svg"') < html.index('id="loading"') < html.index("</section>")
