"""The page's Python entry point (run by PyScript): draws the board into the page.

This is the only module that talks to the DOM. It renders the board from the
engine's data, hides the loading indicator, and marks the page ready.
"""

from __future__ import annotations

import os

from pyscript import document, window

from nwp import data
from nwp.board import Board
from web.render import board_svg


def shipped_modules() -> list[str]:
    """Python modules present in the browser's file system, as 'nwp/engine.py' paths."""
    found = []
    for package in ("nwp", "web"):
        if os.path.isdir(package):
            found.extend(f"{package}/{name}" for name in sorted(os.listdir(package)) if name.endswith(".py"))
    return found


def show_board() -> None:
    frame = document.getElementById("board")
    frame.innerHTML = board_svg(Board.initial(), frozen_rows=data.FROZEN_ROWS_BY_DISC[data.DISC_START])
    document.body.dataset.modules = ",".join(shipped_modules())
    document.body.dataset.ready = "board"
    window.performance.mark("board-rendered")


show_board()
