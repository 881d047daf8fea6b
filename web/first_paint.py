"""The board drawn into index.html, so the first paint shows the board before Python starts.

The page's HTML carries the empty board exactly as ``render.board_svg`` draws it for a new game
(between the markers below), with a small "preparing" badge over it; when Python is ready,
``web/main.py`` draws the table over it. This module writes that markup into index.html and is
run by hand after a change to the board's drawing (``python3 -m web.first_paint``);
tests/test_first_paint.py fails when index.html is out of date. Not shipped to the browser.
"""

from __future__ import annotations

import re
from pathlib import Path

from .view import empty_board

BEGIN = "<!-- first paint: the board as render.board_svg draws a new game (python3 -m web.first_paint) -->"
END = "<!-- end of first paint -->"
INDEX = Path(__file__).resolve().parent.parent / "index.html"


def initial_board() -> str:
    """The board SVG of a game that has not started: no tile placed but the printed squares."""
    return empty_board()


def embedded_board(html: str) -> str | None:
    """The board markup between the markers of ``html``, or None if it has none."""
    found = re.search(re.escape(BEGIN) + r"\n(.*)\n\s*" + re.escape(END), html, re.DOTALL)
    return found.group(1).strip() if found else None


def with_board(html: str) -> str:
    """``html`` with the current board between its markers."""
    if embedded_board(html) is None:
        raise ValueError("index.html has no first-paint markers")
    return re.sub(re.escape(BEGIN) + r"\n.*?\n(\s*)" + re.escape(END),
                  lambda m: f"{BEGIN}\n      {initial_board()}\n{m.group(1)}{END}", html, count=1, flags=re.DOTALL)


def main() -> None:
    INDEX.write_text(with_board(INDEX.read_text()))
    print(f"wrote the first-paint board into {INDEX}")


if __name__ == "__main__":
    main()
