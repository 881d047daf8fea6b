"""The page's Python entry point (run by PyScript): binds the session to the DOM.

The only module that touches the browser. One delegated click handler reads
``data-action`` (an engine action's text, played through the session) or
``data-ui`` (an interface command); after each change the panels are redrawn
and the game is saved in localStorage (through ``web.library``). It also opens
share links (``#game=...``), follows other tabs through the ``storage`` event and
exports/imports games as files.
"""

from __future__ import annotations

import asyncio
import json
import os
import time
import traceback

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window

from nwp import hints, terror
from web import board_keys, gate, rules_view, view
from web.gate import MAX_FILE_CHARS
from web.library import CURRENT_KEY, Library, LinkNotStored, MemoryStorage, NewerElsewhere, StorageFull, game_key
from web.messages import FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE, language, other_language, preferred_language, set_language, t
from web.session import PLAYER_COLOURS, SEAT_KINDS, LinkError, SaveError, Session, new_game_id
from web.view import text_html

LINK_PREFIX = "#game="
SPEED_KEY = "nwp.botSpeed"  # the computer players' speed, kept across visits
LANGUAGE_KEY = "nwp.language"  # the language the player chose, kept across visits
PAINT_KEY = "nwp.paint"  # the last board drawn, for the next first paint (assets/first-paint.js)
BOT_DELAYS = dict(zip(gate.BOT_SPEEDS, (1.6, 0.7, 0.1)))  # seconds from one computer action to the next
INERT_BEHIND_DIALOGS = "body > header, body > main"  # what a modal dialog leaves unreachable
FIRST_IN_DIALOG = "[autofocus], .primary:not([disabled]), button:not([disabled]), input, select"
NEXT_CONTROLS = ("#controls .primary", "#controls button", "#tray button", "body > header button")  # tried in order
HOVER_PAUSE_MS = 70  # how long the mouse rests on a square before the selected tile is shown there
SLICE_SECONDS = 0.025  # a computer thinks this long, then lets the page draw and take clicks


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


def js_string(value) -> str | None:
    """A JavaScript value that may be null, as a Python str or None."""
    return value if isinstance(value, str) else None


class BrowserStorage:
    """``localStorage`` behind the library's storage interface."""

    def __init__(self, storage) -> None:
        self.storage = storage

    def get(self, key: str) -> str | None:
        return js_string(self.storage.getItem(key))

    def set(self, key: str, value: str) -> None:
        try:
            self.storage.setItem(key, value)
        except Exception as error:  # QuotaExceededError (a DOMException)
            raise StorageFull(key) from error

    def remove(self, key: str) -> None:
        self.storage.removeItem(key)

    def keys(self) -> list[str]:
        return [str(self.storage.key(i)) for i in range(int(self.storage.length))]


def open_storage(name: str = "localStorage"):
    """``localStorage`` (the saved games) or ``sessionStorage`` (this tab's own game)."""
    try:
        storage = getattr(window, name)
        storage.getItem(CURRENT_KEY)
        return BrowserStorage(storage)
    except Exception:  # storage turned off: play on, nothing is kept
        return MemoryStorage()


def stamp() -> str:
    """A name for data set aside now (milliseconds since the epoch)."""
    return str(int(window.Date.now()))


class App:
    """What the page shows: a session and, over it, a dialog (form, share, games) or a toast."""

    def __init__(self) -> None:
        self.tab_storage = open_storage("sessionStorage")
        self.library = Library(open_storage(), self.tab_storage)
        self.last_paint = ""
        self.session: Session | None = None
        self.dialog: str | None = None  # "form", "share", "games"
        self.form_players = 2
        self.form_mode = "standard"  # or a solo variant (see view.GAME_MODES)
        self.form_notice: str | None = None
        self.toast: str | None = None
        self.bot_speed = gate.bot_speed(self.library.storage.get(SPEED_KEY))
        browser_languages = [str(tag) for tag in (window.navigator.languages or [window.navigator.language or ""])]
        set_language(preferred_language(gate.language(self.library.storage.get(LANGUAGE_KEY)), browser_languages))
        self.show_language()
        self.watching: tuple[str, int] | None = None  # (game id, actions shown): the game watched again
        self.board_zoom = 1  # on a phone (see view.BOARD_ZOOMS): squares of a finger's size
        self.panned_for: tuple | None = None  # the turn the zoomed board was last centred on
        self.scores_hidden_for: str | None = None  # the game whose final scores are put aside to look at its board
        self.bots_paused = False
        self.bot_steps = 0  # computer actions still to play while paused (the Step button)
        self.bot_task = None
        self.think_times: list[str] = []  # "player:level:ms" per computer decision, for bench/bots_browser.py
        self.longest_slice = 0.0
        self._watched_key: tuple | None = None  # what self._watched shows (see watched)
        self._watched: Session | None = None
        self.dialog_key: str | None = None  # the dialog open at the last drawing (see settle_focus)
        self.focus_before_dialog: str | None = None
        self.announced: tuple[str, int] | None = None  # (game id, actions) told to screen readers so far
        self.hover_square: tuple[int, int] | None = None  # the square the mouse rests on (see on_pointer_over)
        self.hover_timer = 0
        self.hover_proxy = create_proxy(self.on_hover_pause)
        self.cursor = None  # the board's keyboard cursor: a square (x, y), "NWP" or "Greenland" (web/board_keys.py)
        self.cursor_turn: tuple | None = None  # the turn and vehicle the cursor was placed for

    # --- language -------------------------------------------------------------------------
    @staticmethod
    def show_language() -> None:
        """Put the page's own words (index.html: title, buttons, labels) in the active language;
        everything else is drawn in it (web/messages.py)."""
        document.documentElement.lang = language()
        document.title = t("title")
        for node in document.querySelectorAll("[data-text]"):
            node.textContent = t(attribute(node, "data-text"))
        for node in document.querySelectorAll("[data-label]"):
            node.setAttribute("aria-label", t(attribute(node, "data-label")))
        switch = document.querySelector("[data-ui='language']")
        if switch:
            switch.setAttribute("lang", other_language())

    def switch_language(self) -> None:
        """The language button: play in the other language from now on, and remember it."""
        set_language(other_language())
        try:
            self.library.storage.set(LANGUAGE_KEY, language())
        except Exception:  # storage full or denied: the choice holds for this visit
            pass
        self.show_language()

    # --- storage --------------------------------------------------------------------------
    def load(self) -> None:
        """Resume this tab's game. Whatever is in storage, the page loads: entries no game can
        have and an unreadable current game are set aside (kept under nwp.corrupt.*) with a notice."""
        moved = self.library.sweep(stamp())
        if moved:
            self.toast = t("storage_set_aside", count=moved)
        try:
            game_id = self.library.current_id()
        except StorageFull:
            game_id = None
        if game_id is None or self.library.raw(game_id) is None:
            return
        try:
            self.session = self.library.load(game_id)
            self.library.set_current(game_id)
        except StorageFull:
            pass
        except Exception as error:  # SaveError, or a bug: never lock the player out
            if not isinstance(error, SaveError):
                window.console.error(traceback.format_exc())
            self.session = None
            key = self.library.set_aside(game_id, stamp())
            self.form_notice = t("saved_game_unreadable", key=key)
            self.dialog = "form"

    def save(self) -> None:
        if self.session is None:
            return
        try:
            try:
                self.library.save(self.session, time.time())
            except StorageFull:  # the picture for the next first paint gives way to the game
                self.library.storage.remove(PAINT_KEY)
                self.library.save(self.session, time.time())
        except StorageFull:
            self.session.notice = t("storage_full")
        except NewerElsewhere as newer:
            self.follow(newer.session)

    def follow(self, session: Session) -> None:
        """Show the newer revision of this game that another tab saved."""
        session.pending_banner = None
        session.notice = t("changed_elsewhere")
        self.session = session

    def on_storage(self, event) -> None:
        """Another tab changed the storage: follow it if it is the game on the table."""
        try:
            key = js_string(event.key)
            if self.session is None or key != game_key(self.session.game_id):
                return
            raw = js_string(event.newValue)
            if raw is None:
                self.session.notice = t("deleted_elsewhere")
                self.session.revision = 0
            else:
                try:
                    newer = Session.from_save(raw)
                except SaveError:
                    return
                if newer.revision <= self.session.revision:
                    return
                self.follow(newer)
            self.render()
        except Exception:
            window.console.error(traceback.format_exc())

    # --- links ----------------------------------------------------------------------------
    def open_link_from_address(self) -> None:
        fragment = js_string(window.location.hash) or ""
        if not fragment.startswith(LINK_PREFIX):
            return
        code = fragment[len(LINK_PREFIX):]
        window.history.replaceState(None, "", str(window.location.pathname) + str(window.location.search))
        try:
            session, relation = self.library.open_link(code, time.time())
        except LinkError as error:
            self.toast = t("link_bad", reason=str(error))
            return
        except StorageFull:
            raise
        except Exception:  # a bug reading the link: the current game stays on the table
            window.console.error(traceback.format_exc())
            self.toast = t("link_bad", reason=t("gate_not_json"))
            return
        except LinkNotStored as full:
            session, relation = full.session, full.relation
            session.notice = t("storage_full")
        self.session = session
        self.dialog = None
        self.toast = t(f"link_{relation}")
        self.watch_if_finished()

    def on_hash_change(self, _event) -> None:
        try:
            self.open_link_from_address()
            self.render()
        except Exception:
            window.console.error(traceback.format_exc())

    def share_url(self) -> str:
        base = str(window.location.href).split("#", 1)[0]
        return f"{base}{LINK_PREFIX}{self.session.share_code()}"

    # --- events ---------------------------------------------------------------------------
    TILE_KEYS = {"r": "rotate", "f": "flip", "escape": "cancel"}  # with a tile selected

    def on_key(self, event) -> None:
        """Every key pressed on the page; an unexpected failure is logged and the game goes on."""
        try:
            self.handle_key(event)
        except Exception:  # a bug: keep the game playable, report it for developers
            window.console.error(traceback.format_exc())

    def handle_key(self, event) -> None:
        """Escape closes a dialog that may be closed. On the board's cursor, arrow keys move it and
        Enter or Space acts there (see web/board_keys.py). With a tile selected, R and F turn it
        (to the next way it fits on the square chosen, if any) and Escape puts it down. Keys typed
        into a field are left alone."""
        closer = element("overlay").querySelector(".modal [data-ui='close'], .modal [data-ui='dismiss']")
        if str(event.key) == "Escape" and closer:  # (JS null is falsy)
            event.preventDefault()
            closer.click()
            return
        session = self.session
        modifiers = event.ctrlKey or event.metaKey or event.altKey
        on_cursor = bool(getattr(event.target, "closest", None)) and bool(event.target.closest("#board-cursor"))
        if on_cursor and session is not None and not modifiers and self.watched() is None:
            if str(event.key) in board_keys.STEPS:
                event.preventDefault()
                self.cursor = board_keys.step(self.cursor, str(event.key))
                self.draw_cursor(focus=True)
                return
            if str(event.key) in ("Enter", " "):
                event.preventDefault()
                self.press_on_board()
                return
        key = str(event.key).lower()
        if (session is None or session.selected_tile is None or key not in self.TILE_KEYS or self.dialog
                or element("overlay").querySelector(".modal")
                or self.watched() is not None
                or event.ctrlKey or event.metaKey or event.altKey
                or str(event.target.tagName).lower() in ("input", "select", "textarea")):
            return
        event.preventDefault()
        session.command(self.TILE_KEYS[key])
        self.render()

    def press_on_board(self) -> None:
        """Enter on the board's cursor: what a tap there would do (see board_keys.enter_on)."""
        session = self.session
        doing = board_keys.enter_on(session, self.cursor)
        if doing is None:
            session.notice = t("key_nothing_here")
        elif doing[0] == "action":
            if session.act(doing[1]):
                self.save()
        else:  # show the tile fitting there ("fit"), or choose the Tuunbaq's toll ("enter")
            session.command(doing[0], doing[1])
        self.render()
        if doing is None:
            element("announcer").textContent = session.notice

    def draw_cursor(self, focus: bool = False) -> None:
        """Draw the board's keyboard cursor where it stands (placed on the acting vehicle when a
        turn or the acting vehicle changes), and give it the focus if asked."""
        layer = element("cursor-layer")
        session = self.session
        if not layer or session is None or self.watched() is not None or session.state.phase == "over":
            return
        turn = (session.game_id, session.state.round, session.state.current, session.vehicle)
        if self.cursor is None or turn != self.cursor_turn:
            self.cursor, self.cursor_turn = board_keys.start_spot(session), turn
        layer.innerHTML = board_keys.cursor_view(session, self.cursor)
        if focus:
            element("board-cursor").focus(to_js({"preventScroll": False}, dict_converter=window.Object.fromEntries))

    def on_pointer_over(self, event) -> None:
        """A mouse resting on a square where the selected tile fits shows the tile there (after a
        short pause, so crossing the board does not redraw it square by square); a click then
        places it. Touch is left to taps: the first tap shows, the next places."""
        if str(event.pointerType) != "mouse" or self.session is None or self.session.selected_tile is None:
            return
        if not event.target.closest(".target") or self.watched() is not None:
            return
        svg = element("board-svg")
        point = svg.createSVGPoint()
        point.x, point.y = event.clientX, event.clientY
        local = point.matrixTransform(svg.getScreenCTM().inverse())
        square = (int((local.x - view.MARGIN_WEST) // view.SQUARE), int((local.y - view.MARGIN_NORTH) // view.SQUARE))
        window.clearTimeout(self.hover_timer)
        self.hover_square = square
        self.hover_timer = window.setTimeout(self.hover_proxy, HOVER_PAUSE_MS)

    def on_hover_pause(self) -> None:
        session = self.session
        try:
            if session is not None and self.hover_square is not None and self.dialog is None and session.hover(self.hover_square):
                self.render()
        except Exception:  # a bug: keep the game playable, report it for developers
            window.console.error(traceback.format_exc())

    def on_click(self, event) -> None:
        """Every click on the page; an unexpected failure is logged and the game goes on."""
        try:
            self.handle_click(event)
        except Exception:  # a bug: keep the game playable, report it for developers
            window.console.error(traceback.format_exc())
            if self.session is not None:
                self.session.notice = t("unexpected_error")
                self.render()

    def show_tip(self, node) -> None:
        """Show in the tip bar what a tooltip says of ``node`` (or of the nearest element round it
        that has one): so a tap or the keyboard's focus reads what a mouse reads by hovering."""
        tip = ""
        while node and not tip and getattr(node, "getAttribute", None):
            tip = attribute(node, "title") or ""
            if not tip:
                title = node.querySelector(":scope > title")
                tip = str(title.textContent) if title else ""
            if getattr(node, "id", "") in ("board", "overlay", "controls", "display", "players", "tray", "log"):
                break
            node = node.parentElement
        bar = element("tip")
        bar.textContent = tip.replace(FIRST_STRONG_ISOLATE, "").replace(POP_DIRECTIONAL_ISOLATE, "")  # plain text: no <bdi> here
        bar.hidden = not tip

    def on_focus_in(self, event) -> None:
        try:
            # by keyboard only (a mouse has the hover tooltip); the cursor has its own name and help
            if event.target.matches(":focus-visible") and attribute(event.target, "id") != "board-cursor":
                self.show_tip(event.target)
        except Exception:  # a bug: keep the game playable, report it for developers
            window.console.error(traceback.format_exc())

    def handle_click(self, event) -> None:
        if str(getattr(event, "pointerType", "") or "") == "touch" or not event.target.closest("[data-action],[data-ui]"):
            self.show_tip(event.target)  # a tap (or a click on something that is not a control) reads its tooltip
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
        if command == "mode" and argument in view.GAME_MODES:
            self.form_mode = argument
            element("new-game-form").dataset.mode = argument
            if argument == "coop":  # two seats, whatever count was chosen for the standard game
                self.form_players = 2
                for seat in document.querySelectorAll(".seat"):
                    seat.classList.toggle("hidden", int(attribute(seat, "data-seat")) > 2)
                document.querySelector("[name=players][value='2']").checked = True
            return
        if command == "players":
            self.form_players = int(argument)
            for seat in document.querySelectorAll(".seat"):
                seat.classList.toggle("hidden", int(attribute(seat, "data-seat")) > self.form_players)
            for option in document.querySelectorAll("[name=first] option[data-seat]"):
                beyond = int(attribute(option, "data-seat")) > self.form_players
                option.hidden = option.disabled = beyond
                if beyond and option.selected:
                    document.querySelector("[name=first]").value = ""
            return
        event.preventDefault()
        if command == "new-game":
            self.dialog = "form"
            self.form_notice = None
        elif command == "start":
            problem = self.form_problem()
            if problem:  # said in the form, which keeps what was typed
                self.show_form_notice(problem)
                return
            self.start_from_form()
        elif command == "games":
            self.dialog = "games"
        elif command == "rules":
            self.dialog = "rules"
        elif command == "share" and self.session is not None:
            self.dialog = "share"
            self.session.pending_banner = None  # the share card replaces the hand-over card
        elif command == "close":
            self.dialog = None
        elif command == "watch" and self.session is not None and argument.isdigit() and len(argument) < 6:
            self.watching = (self.session.game_id, min(int(argument), len(self.session.state.history)))
            if target.closest("#log"):  # a log line far below the board (a phone): bring the board into view
                self.render()
                element("board").scrollIntoView(to_js({"block": "nearest"}, dict_converter=window.Object.fromEntries))
                return
        elif command == "watch-end":
            self.watching = None
        elif command == "zoom":
            step = 1 if argument == "in" else -1
            self.board_zoom = min(max(self.board_zoom + step, view.BOARD_ZOOMS[0]), view.BOARD_ZOOMS[-1])
        elif command == "hide-scores" and self.session is not None:
            self.scores_hidden_for = self.session.game_id
        elif command == "show-scores":
            self.scores_hidden_for = None
        elif command == "play-again" and self.session is not None:
            self.play_again()
        elif command == "toast-close":
            self.toast = None
        elif command == "copy-link":
            asyncio.ensure_future(self.copy_link())
            return
        elif command == "export" and self.session is not None:
            self.export_file()
            return
        elif command == "import":
            element("import-file").click()
            return
        elif command == "bot-speed" and argument in BOT_DELAYS:
            self.bot_speed = argument
            try:
                self.library.storage.set(SPEED_KEY, argument)
            except Exception:  # storage full or denied: the speed holds for this visit
                pass
        elif command == "language":
            self.switch_language()
        elif command == "bots-pause":
            self.bots_paused = not self.bots_paused
            self.bot_steps = 0
        elif command == "bots-step":
            self.bot_steps += 1
        elif command == "hint" and self.session is not None:
            if self.session.may_ask_hint() and not self.session.hint_asked and self.session.current_hint() is None:
                self.session.hint_asked = True
                asyncio.ensure_future(self.work_out_hint(self.session))
        elif command == "resume":
            self.resume(argument)
        elif command == "delete-game":
            if window.confirm(t("confirm_delete")):
                self.library.delete(argument)
                if self.session is not None and self.session.game_id == argument:
                    self.session = None
        elif self.session is not None:
            self.session.command(command, argument)
            if command in ("undo", "dismiss"):
                self.save()
        self.render()

    def resume(self, game_id: str) -> None:
        try:
            session = self.library.load(game_id)
        except Exception as error:  # SaveError, or a bug: the list stays usable
            if not isinstance(error, SaveError):
                window.console.error(traceback.format_exc())
            self.toast = t("unreadable_game")
            return
        self.session = session
        self.dialog = None
        self.watch_if_finished()
        try:
            self.library.set_current(game_id)
        except StorageFull:
            session.notice = t("storage_full")

    def watch_if_finished(self) -> None:
        """A finished game opened from the list or a link starts in the watch view, at its end."""
        if self.session is not None and self.session.state.phase == "over":
            self.watching = (self.session.game_id, len(self.session.state.history))

    def play_again(self) -> None:
        """A new game at the same table: the same names, colours, seats, mode and options."""
        state = self.session.state
        options = state.setup_record.get("options")
        self.session = Session.new([p.name for p in state.players], list(self.session.colour_indexes), None,
                                   seats=list(self.session.seats), variant=state.variant, options=options)
        self.bots_paused = False
        self.save()

    def form_problem(self) -> str | None:
        """Why the new-game form cannot start a game as filled in, or None."""
        if self.form_mode not in ("standard", "coop"):
            return None
        form = element("new-game-form")
        colours = [str(form.querySelector(f"[name=colour{n}]").value) for n in range(1, self.form_players + 1)]
        return t("same_colour") if len(set(colours)) < len(colours) else None

    def show_form_notice(self, text: str) -> None:
        form = element("new-game-form")
        notice = form.querySelector(".notice")
        if not notice:
            form.querySelector("h2").insertAdjacentHTML("afterend", '<p class="notice" role="alert"></p>')
            notice = form.querySelector(".notice")
        notice.textContent = text

    def start_from_form(self) -> None:
        form = element("new-game-form")
        names, colours, seats = [], [], []
        solo_game = self.form_mode.startswith("solo")
        seat_count = 1 if solo_game else 2 if self.form_mode == "coop" else self.form_players
        for number in range(1, seat_count + 1):
            seat = form.querySelector(f"[name=seat{number}]").value
            seat = seat if seat in SEAT_KINDS and not solo_game else "human"
            typed = str(form.querySelector(f"[name=name{number}]").value).strip()
            if seat != "human" and typed in ("", t("default_name", number=number)):
                typed = t("bot_name", number=number)
            names.append(typed)  # cleaned by Session.new, as names from links and files are
            colour = str(form.querySelector(f"[name=colour{number}]").value)
            colours.append(colour if colour in PLAYER_COLOURS else PLAYER_COLOURS[number - 1])
            seats.append(seat)
        first = form.querySelector("[name=first]").value
        first_player = int(first) if first not in ("", None) and int(first) < len(names) and self.form_mode == "standard" else None
        options = None
        if self.form_mode == "solo-terror":
            options = {"difficulty": int(form.querySelector("[name=difficulty]").value or 0)}
        elif self.form_mode == "coop":
            options = {"difficulty": int(form.querySelector("[name=coop_difficulty]").value or 0)}
        elif self.form_mode == "solo-original":
            options = {"lost_crew": bool(form.querySelector("[name=lost_crew]").checked)}
        variant = self.form_mode
        if variant == "standard" and form.querySelector("[name=terror]").checked:
            variant = terror.NAME  # the standard game with the Terror expansion
        self.session = Session.new(names, colours, first_player, seats=seats, variant=variant, options=options)
        self.bots_paused = False
        self.dialog = None
        self.form_notice = None
        self.save()

    # --- clipboard and files --------------------------------------------------------------------
    async def copy_link(self) -> None:
        field = element("share-link")
        if field:
            field.select()
        try:
            await window.navigator.clipboard.writeText(self.share_url())
            self.toast = t("copied")
        except Exception:
            self.toast = t("copy_failed")
        self.render_toast()

    def export_file(self) -> None:
        text = self.session.to_export()
        options = to_js({"type": "application/json"}, dict_converter=window.Object.fromEntries)
        blob = window.Blob.new(to_js([text]), options)
        url = window.URL.createObjectURL(blob)
        link = document.createElement("a")
        link.href = url
        link.download = f"nwp-game-{self.session.game_id}-round{self.session.state.round}.json"
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda: window.URL.revokeObjectURL(url)), 1000)

    def on_file_chosen(self, event) -> None:
        files = event.target.files
        if not files or int(files.length) == 0:
            return
        asyncio.ensure_future(self.import_file(files.item(0), event.target))

    async def import_file(self, file, field) -> None:
        try:
            if int(file.size) > 4 * MAX_FILE_CHARS:  # not even read: no game is that large
                raise SaveError("gate_too_large")
            text = str(await file.text())
            session = Session.from_export(text)
            if self.library.raw(session.game_id) is not None:
                session.game_id = new_game_id()
            self.session = session
            self.dialog = None
            self.toast = t("imported")
            self.save()
        except SaveError as error:
            self.toast = t("import_failed", reason=str(error))
        except Exception:
            window.console.error(traceback.format_exc())
            self.toast = t("import_failed", reason=t("import_not_a_game"))
        field.value = ""
        self.render()

    # --- drawing ---------------------------------------------------------------------------
    def render_toast(self) -> None:
        toast = element("toast")
        if self.toast:
            toast.innerHTML = (
                f'<p>{text_html(self.toast)}</p>'
                f'<button type="button" class="btn" data-ui="toast-close" aria-label="{text_html(t("close"))}">×</button>'
            )
            toast.classList.add("shown")
        else:
            toast.innerHTML = ""
            toast.classList.remove("shown")

    def render(self) -> None:
        """Draw the page; keyboard focus and the screen reader's news follow the drawing."""
        before = self.focused_control()
        self.draw()
        self.settle_focus(before)
        self.announce()

    def draw(self) -> None:
        session = self.session
        if session is None:
            element("board").innerHTML = view.empty_board()
            for panel in ("controls", "display", "players", "log", "tray"):
                element(panel).innerHTML = ""
            element("status").textContent = ""
        elif self.watched() is not None:  # the game watched again: a moment of it, nothing to play
            shown = self.watched()
            element("board").innerHTML = view.board_view(shown)
            element("controls").innerHTML = view.watch_view(session, shown)
            element("display").innerHTML = view.display_view(shown)
            element("players").innerHTML = view.players_view(shown)
            element("log").innerHTML = view.log_view(shown)
            element("tray").innerHTML = ""
            element("status").innerHTML = text_html(t("watching"))
        else:
            board = view.board_view(session)
            element("board").innerHTML = board
            self.keep_first_paint(session.game_id, board)
            self.draw_cursor()
            finished_and_hidden = session.state.phase == "over" and self.scores_hidden_for == session.game_id
            element("controls").innerHTML = (view.scores_hidden_view() if finished_and_hidden else view.controls_view(session)
                                              + view.bots_bar(session, self.bot_speed, self.bots_paused))
            element("display").innerHTML = view.display_view(session)
            opened = [attribute(node.closest(".player"), "data-player") for node in document.querySelectorAll("#players details.if-ended[open]")]
            element("players").innerHTML = view.players_view(session)
            for player in opened:  # a breakdown the player opened stays open across redraws
                node = document.querySelector(f'#players .player[data-player="{player}"] details.if-ended')
                if node:
                    node.open = True
            element("log").innerHTML = view.log_view(session)
            element("tray").innerHTML = view.tray_view(session)
            element("status").innerHTML = text_html(view.status_text(session))
        element("board").dataset.zoom = str(self.board_zoom)
        element("zoom").innerHTML = view.zoom_view(self.board_zoom)
        if session is not None:
            self.pan_to_acting_piece(session)
        dialog = self.dialog if (self.dialog != "share" or session is not None) else None
        if dialog is None and session is None:
            dialog = "form"
        if dialog == "form":
            overlay = view.new_game_view(self.form_players, self.form_notice, closable=session is not None, mode=self.form_mode)
        elif dialog == "share":
            overlay = view.share_view(self.share_url())
        elif dialog == "rules":
            overlay = rules_view.rules_view(session)
        elif dialog == "games":
            current = session.game_id if session is not None else None
            overlay = view.games_view(self.library.entries(), current, time.time())
        elif session.pending_banner == "link":
            overlay = view.banner_view(session)  # even over a finished game
        elif self.watched() is not None or (session.state.phase == "over" and self.scores_hidden_for == session.game_id):
            overlay = ""
        else:
            overlay = view.final_view(session) or view.banner_view(session)
        element("overlay").innerHTML = overlay
        for button in document.querySelectorAll("[data-needs-game]"):
            button.disabled = session is None
        self.render_toast()
        document.body.dataset.dialog = dialog or ""
        document.body.dataset.phase = "form" if dialog == "form" else (session.state.phase if session else "form")
        document.body.dataset.botToMove = (session.bot_level() or "") if session else ""
        self.schedule_bots()

    # --- focus and announcements --------------------------------------------------------------
    def focused_control(self) -> str | None:
        """A selector for the control that has the keyboard focus (found again once redrawn), or None."""
        active = document.activeElement
        if not active or active == document.body:
            return None
        for name in ("data-ui", "data-action", "id", "name"):
            value = attribute(active, name)
            if value:
                return f'[{name}="{window.CSS.escape(value)}"]'
        return None

    def settle_focus(self, before: str | None) -> None:
        """A dialog takes the focus when it opens and leaves the page behind it inert; it gives the
        focus back when it closes. Otherwise a control redrawn under the focus gets it back, or
        the natural next control does, never the page body."""
        modal = element("overlay").querySelector(".modal") or None  # JS null is falsy, not None
        for behind in document.querySelectorAll(INERT_BEHIND_DIALOGS):
            behind.inert = modal is not None
        title = modal.querySelector("h2") if modal else None
        key = (str(title.textContent) if title else "dialog") if modal else None
        target = None
        if modal is not None:
            if key != self.dialog_key:  # newly open: into the dialog, remembering where focus was
                if self.dialog_key is None:
                    self.focus_before_dialog = before
                target = modal.querySelector(FIRST_IN_DIALOG)
            elif not modal.contains(document.activeElement):
                target = (modal.querySelector(before) if before else None) or modal.querySelector(FIRST_IN_DIALOG)
        elif self.dialog_key is not None:  # just closed: back where the player was
            target = self.find_control(self.focus_before_dialog, *NEXT_CONTROLS)
            self.focus_before_dialog = None
        elif before is not None and (not document.activeElement or document.activeElement == document.body):
            target = self.find_control(before, *NEXT_CONTROLS)
        self.dialog_key = key
        if target:
            target.focus(to_js({"preventScroll": True}, dict_converter=window.Object.fromEntries))

    @staticmethod
    def find_control(*selectors: str | None):
        """The first enabled, shown control matching the first of ``selectors`` that matches any."""
        for selector in selectors:
            if not selector:
                continue
            for node in document.querySelectorAll(selector):
                if not getattr(node, "disabled", False) and node.getClientRects().length:  # shown (a log line has no "disabled")
                    return node
        return None

    def announce(self) -> None:
        """Tell screen readers every new action of the game on the table (a person's or a
        computer's) in the log's words, and whose turn it is; a game just opened is not read out."""
        session = self.session
        if session is None:
            self.announced = None
            return
        seen = (session.game_id, len(session.state.history))
        if self.announced is not None and self.announced[0] == seen[0] and seen[1] > self.announced[1]:
            element("announcer").textContent = view.announcement(session, self.announced[1])
        self.announced = seen

    def watched(self) -> Session | None:
        """The moment of the game on the table being watched again, or None (the game itself)."""
        if self.watching is None or self.session is None or self.watching[0] != self.session.game_id:
            return None
        key = (self.watching, len(self.session.state.history))
        if self._watched_key != key:  # one replay per step, not per drawing
            self._watched_key, self._watched = key, self.session.moment(self.watching[1])
        return self._watched

    def pan_to_acting_piece(self, session: Session) -> None:
        """On a zoomed board (a phone), bring the acting player's piece into the middle of the frame
        when a turn begins, so the player does not hunt for it; the frame is left alone in a turn."""
        state = session.state
        turn = (session.game_id, state.round, state.current, len(state.history) == 0, self.board_zoom)
        frame = element("board")
        if turn == self.panned_for or frame.scrollWidth <= frame.clientWidth:
            return
        self.panned_for = turn
        piece = frame.querySelector(f'.vehicle[data-player="{state.current}"][data-vehicle="{session.vehicle}"]')
        if not piece:
            return
        box, outer = piece.getBoundingClientRect(), frame.getBoundingClientRect()
        frame.scrollLeft += box.left + box.width / 2 - (outer.left + outer.width / 2)
        frame.scrollTop += box.top + box.height / 2 - (outer.top + outer.height / 2)

    def keep_first_paint(self, game_id: str, board: str) -> None:
        """Keep the board just drawn, so the next load of this tab (or a new tab) shows it before
        Python is ready (assets/first-paint.js); only when it changed, never at the cost of a save."""
        if board == self.last_paint:
            return
        self.last_paint = board
        paint = json.dumps({"id": game_id, "svg": board})
        for store in (self.tab_storage, self.library.storage):
            try:
                store.set(PAINT_KEY, paint)
            except StorageFull:
                store.remove(PAINT_KEY)  # an old picture of another table must not stay

    # --- computer players -------------------------------------------------------------------
    def bots_may_play(self, session: Session | None) -> bool:
        return (
            session is not None and session is self.session and session.bot_level() is not None
            and self.dialog is None and session.pending_banner is None
            and (not self.bots_paused or self.bot_steps > 0)
        )

    def schedule_bots(self) -> None:
        """Start the computer players' loop if one of them is to act and none is running (not
        while the game is watched again)."""
        if self.watched() is None and self.bots_may_play(self.session) and (self.bot_task is None or self.bot_task.done()):
            self.bot_task = asyncio.ensure_future(self.play_bots())

    async def play_bots(self) -> None:
        """Computer turns, one action at a time, each shown on the board and in the log.

        A decision runs in slices of :data:`SLICE_SECONDS` with the page free in between,
        so clicks, scrolling and drawing never wait long. Whatever changes the table in the
        meantime (a new game, another tab, a dialog, pause) makes the loop let go."""
        try:
            while self.bots_may_play(self.session):
                session = self.session
                state = session.state
                started = time.perf_counter()
                action = await self.think(session.bot_for_turn().thinking(state), session, state)
                if action is None:
                    return  # the table changed while it thought
                thought = time.perf_counter() - started
                self.think_times.append(f"{state.current}:{session.bot_level()}:{thought * 1000:.1f}")
                await asyncio.sleep(max(0.0, BOT_DELAYS[self.bot_speed] - thought))
                if not self.bots_may_play(session) or session.state is not state:
                    return
                if self.bot_steps > 0:
                    self.bot_steps -= 1
                session.act(str(action), by_bot=True)
                self.save()
                self.render_table()
        except Exception:  # a bug: keep the game playable, report it for developers
            window.console.error(traceback.format_exc())
            self.bots_paused = True  # do not retry the same failing decision in a loop
            if self.session is not None:
                self.session.notice = t("unexpected_error")
                self.render_table()
        finally:
            # Whatever stopped this loop, the table may need a computer again (a new game...):
            # look once this task has finished.
            asyncio.get_event_loop().call_soon(self.schedule_bots)

    async def think(self, work, session: Session, state):
        """Run a bot's ``work`` (a generator: each ``next()`` does a little) in slices of
        :data:`SLICE_SECONDS`, the page free in between; its result, or None if the table changed
        meanwhile (another game, another action)."""
        while True:
            slice_start = time.perf_counter()
            try:
                while time.perf_counter() - slice_start < SLICE_SECONDS:
                    next(work)
                result = None
            except StopIteration as stop:
                result = stop.value
            self.longest_slice = max(self.longest_slice, time.perf_counter() - slice_start)
            await asyncio.sleep(0)
            if self.session is not session or session.state is not state:
                return None
            if result is not None:
                return result

    async def work_out_hint(self, session: Session) -> None:
        """"What would the computer do?": the hard bot's choice for the person to act and its reason
        (nwp/hints.py), worked out like a computer's turn without blocking the page. It only shows
        the hint: the game and its record are untouched."""
        state = session.state
        try:
            hint = await self.think(hints.thinking(state, session.hint_seed()), session, state)
            if hint is None:
                session.hint_asked = False
                return
            session.keep_hint(hint, state)
            document.body.dataset.botLongestSliceMs = str(round(self.longest_slice * 1000, 1))
        except Exception:  # a bug: keep the game playable, report it for developers
            window.console.error(traceback.format_exc())
            session.hint_asked = False
            session.notice = t("unexpected_error")
        if self.session is session:
            self.render()
            box = document.querySelector(".hint-box")
            if box is not None:  # a phone's side panel scrolls: bring the answer into view
                box.scrollIntoView(to_js({"block": "nearest"}, dict_converter=window.Object.fromEntries))

    def render_table(self) -> None:
        """Redraw after a computer action; this running loop goes on (no second one starts)."""
        self.render()
        document.body.dataset.botThinkMs = ",".join(self.think_times[-1000:])
        document.body.dataset.botLongestSliceMs = str(round(self.longest_slice * 1000, 1))


def start() -> None:
    app = App()
    app.load()
    app.open_link_from_address()
    app.render()
    handlers = {
        "click": create_proxy(app.on_click),
        "keydown": create_proxy(app.on_key),
        "focusin": create_proxy(app.on_focus_in),
        "storage": create_proxy(app.on_storage),
        "hashchange": create_proxy(app.on_hash_change),
        "file": create_proxy(app.on_file_chosen),
        "pointerover": create_proxy(app.on_pointer_over),
    }
    document.addEventListener("click", handlers["click"])
    document.addEventListener("keydown", handlers["keydown"])
    document.addEventListener("focusin", handlers["focusin"])
    window.addEventListener("storage", handlers["storage"])
    window.addEventListener("hashchange", handlers["hashchange"])
    element("import-file").addEventListener("change", handlers["file"])
    element("board").addEventListener("pointerover", handlers["pointerover"])
    window.nwpHandlers = to_js(list(handlers.values()))  # keep the proxies alive for the page's lifetime
    document.body.dataset.modules = ",".join(shipped_modules())
    document.body.dataset.ready = "board"
    window.performance.mark("board-rendered")


start()
