"""The page's Python entry point (run by PyScript): binds the session to the DOM.

The only module that touches the browser. One delegated click handler reads
``data-action`` (an engine action's text, played through the session) or
``data-ui`` (an interface command); after each change the panels are redrawn
and the game is saved in localStorage.
"""

from __future__ import annotations

import os
import traceback

from pyodide.ffi import create_proxy
from pyscript import document, window

from nwp import data
from nwp.board import Board
from web import view
from web.render import board_svg
from web.messages import t
from web.session import PLAYER_COLOURS, SaveError, Session

SAVE_KEY = "nwp.current"
CORRUPT_PREFIX = "nwp.corrupt."


def shipped_modules() -> list[str]:
    """Python modules present in the browser's file system, as 'nwp/engine.py' paths."""
    found = []
    for package in ("nwp", "web"):
        if os.path.isdir(package):
            found.extend(f"{package}/{name}" for name in sorted(os.listdir(package)) if name.endswith(".py"))
    return found


def element(element_id: str):
    return document.getElementById(element_id)


def attribute(node, name: str) -> str | None:
    """An element's attribute, or None when it has none (JavaScript's null is not None here)."""
    return str(node.getAttribute(name)) if node.hasAttribute(name) else None


class App:
    """What the page shows: a session, or the new-game form."""

    def __init__(self) -> None:
        self.session: Session | None = None
        self.show_form = False
        self.form_players = 2
        self.form_notice: str | None = None

    # --- storage --------------------------------------------------------------------------
    def load(self) -> None:
        try:
            raw = window.localStorage.getItem(SAVE_KEY)
        except Exception:  # storage disabled
            raw = None
        if not isinstance(raw, str):  # JavaScript null: nothing saved
            return
        try:
            self.session = Session.from_save(raw)
        except SaveError:
            key = f"{CORRUPT_PREFIX}{int(window.Date.now())}"
            try:
                window.localStorage.setItem(key, raw)
                window.localStorage.removeItem(SAVE_KEY)
            except Exception:
                pass
            self.form_notice = t("saved_game_unreadable", key=key)
            self.show_form = True

    def save(self) -> None:
        if self.session is None:
            return
        try:
            window.localStorage.setItem(SAVE_KEY, self.session.to_save())
        except Exception:
            self.session.notice = t("storage_full")

    # --- events ---------------------------------------------------------------------------
    def on_click(self, event) -> None:
        """Every click on the page; an unexpected failure is logged and the game goes on."""
        try:
            self.handle_click(event)
        except Exception:  # a bug: keep the game playable, report it for developers
            window.console.error(traceback.format_exc())
            if self.session is not None:
                self.session.notice = t("unexpected_error")
                self.render()

    def handle_click(self, event) -> None:
        target = event.target.closest("[data-action],[data-ui]")
        if not target:  # null: a click outside any control
            return
        action = attribute(target, "data-action")
        if action is not None:
            event.preventDefault()
            if self.session is not None and self.session.act(action):
                self.save()
            self.render()
            return
        command, _, argument = attribute(target, "data-ui").partition(":")
        if command == "players":
            self.form_players = int(argument)
            for seat in document.querySelectorAll(".seat"):
                seat.classList.toggle("hidden", int(attribute(seat, "data-seat")) > self.form_players)
            return
        event.preventDefault()
        if command == "new-game":
            in_progress = self.session is not None and self.session.state.phase != "over"
            if in_progress and not window.confirm(t("confirm_discard")):
                return
            self.show_form = True
            self.form_notice = None
        elif command == "start":
            self.start_from_form()
        elif self.session is not None:
            self.session.command(command, argument)
            if command in ("undo", "dismiss"):
                self.save()
        self.render()

    def start_from_form(self) -> None:
        form = element("new-game-form")
        names, colours = [], []
        for number in range(1, self.form_players + 1):
            name = form.querySelector(f"[name=name{number}]").value.strip() or t("default_name", number=number)
            names.append(name[:20])
            colours.append(form.querySelector(f"[name=colour{number}]").value or PLAYER_COLOURS[number - 1])
        first = form.querySelector("[name=first]").value
        first_player = int(first) if first not in ("", None) and int(first) < len(names) else None
        self.session = Session.new(names, colours, first_player)
        self.show_form = False
        self.form_notice = None
        self.save()

    # --- drawing ---------------------------------------------------------------------------
    def render(self) -> None:
        session = self.session
        if session is None:
            element("board").innerHTML = board_svg(Board.initial(), data.FROZEN_ROWS_BY_DISC[data.DISC_START])
            for panel in ("controls", "display", "players", "log"):
                element(panel).innerHTML = ""
            element("status").textContent = ""
        else:
            element("board").innerHTML = view.board_view(session)
            element("controls").innerHTML = view.controls_view(session)
            element("display").innerHTML = view.display_view(session)
            element("players").innerHTML = view.players_view(session)
            element("log").innerHTML = view.log_view(session)
            element("status").textContent = view.status_text(session)
        if self.show_form or session is None:
            overlay = view.new_game_view(self.form_players, self.form_notice)
        else:
            overlay = view.final_view(session) or view.banner_view(session)
        element("overlay").innerHTML = overlay
        document.body.dataset.phase = "form" if (self.show_form or session is None) else session.state.phase


def start() -> None:
    app = App()
    app.load()
    app.render()
    handler = create_proxy(app.on_click)
    document.addEventListener("click", handler)
    window.nwpClickHandler = handler  # keep the proxy alive for the page's lifetime
    document.body.dataset.modules = ",".join(shipped_modules())
    document.body.dataset.ready = "board"
    window.performance.mark("board-rendered")


start()
