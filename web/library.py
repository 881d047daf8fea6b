"""Saved games: several games kept in the browser's storage, listed, resumed, deleted.

Pure Python over a small storage interface (``get``/``set``/``remove``/``keys``),
so it is tested without a browser; ``web/main.py`` adapts ``localStorage`` to it.

Keys: ``nwp.game.<id>`` holds one game's save (see ``Session.to_save``),
``nwp.current`` the id of the game last on a table, ``nwp.corrupt.<time>`` a copy of
saved data that could not be read (kept for a bug report, never deleted by us).
Each tab keeps the id of the game it shows in its own ``sessionStorage`` (key
``nwp.tab``), so reloading a tab brings back its game, not another tab's.
Everything read from storage passes through ``web.gate``.
A save carries a revision number: a tab never overwrites a newer revision written by
another tab (it follows that tab instead), and a full storage quota leaves every
earlier save as it was.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from . import gate
from .session import SaveError, Session, new_game_id

GAME_PREFIX = "nwp.game."
CURRENT_KEY = "nwp.current"
TAB_KEY = "nwp.tab"
CORRUPT_PREFIX = "nwp.corrupt."


class StorageFull(Exception):
    """The browser refused to store more (its quota is used up)."""


class LinkNotStored(StorageFull):
    """A link was read but there was no room to store its game; ``session`` holds it."""

    def __init__(self, session: Session, relation: str) -> None:
        super().__init__("no room to store the game from the link")
        self.session = session
        self.relation = relation


class NewerElsewhere(Exception):
    """Another tab saved a newer revision of this game; ``session`` is that revision."""

    def __init__(self, session: Session) -> None:
        super().__init__("the game was changed in another tab")
        self.session = session


class Storage(Protocol):
    def get(self, key: str) -> str | None: ...
    def set(self, key: str, value: str) -> None: ...  # raises StorageFull
    def remove(self, key: str) -> None: ...
    def keys(self) -> list[str]: ...


class MemoryStorage:
    """A dict behind the storage interface (tests; browsers with storage turned off)."""

    def __init__(self, quota: int | None = None) -> None:
        self.items: dict[str, str] = {}
        self.quota = quota  # total characters it accepts, None for no limit

    def get(self, key: str) -> str | None:
        return self.items.get(key)

    def set(self, key: str, value: str) -> None:
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if self.quota is not None and used + len(key) + len(value) > self.quota:
            raise StorageFull(key)
        self.items[key] = value

    def remove(self, key: str) -> None:
        self.items.pop(key, None)

    def keys(self) -> list[str]:
        return list(self.items)


class Entry(NamedTuple):
    """One line of the saved-games list."""

    game_id: str
    players: list[str]
    colours: list[int]  # palette indexes
    round: int
    over: bool
    turn: str | None
    updated: float
    readable: bool


def game_key(game_id: str) -> str:
    return f"{GAME_PREFIX}{game_id}"


class Library:
    """The saved games in one storage; ``tab`` is this tab's own storage (sessionStorage)."""

    def __init__(self, storage: Storage, tab: Storage | None = None) -> None:
        self.storage = storage
        self.tab = tab if tab is not None else MemoryStorage()

    # --- the current game -----------------------------------------------------------------
    def current_id(self) -> str | None:
        """The id of the game on this tab's table: the one it showed last if it is still saved,
        else the game last on any table (StorageFull if an old save cannot be moved)."""
        mine = self.tab.get(TAB_KEY)
        if gate.is_game_id(mine) and self.raw(mine) is not None:
            return mine
        value = self.storage.get(CURRENT_KEY)
        if value is None:
            return None
        if value.lstrip().startswith("{"):  # a save from before the list of games: move it
            return self._migrate_single_save(value)
        return value if gate.is_game_id(value) else None

    def set_current(self, game_id: str | None) -> None:
        if game_id is None:
            self.storage.remove(CURRENT_KEY)
            self.tab.remove(TAB_KEY)
        else:
            self.tab.set(TAB_KEY, game_id)
            self.storage.set(CURRENT_KEY, game_id)

    def _migrate_single_save(self, raw: str) -> str:
        """Move the one save of earlier versions under a game key (unread: loading reports it)."""
        try:
            game_id = Session.from_save(raw).game_id
        except SaveError:
            game_id = new_game_id()
        self.storage.set(game_key(game_id), raw)
        self.storage.set(CURRENT_KEY, game_id)
        return game_id

    # --- reading and writing games ------------------------------------------------------------
    def raw(self, game_id: str) -> str | None:
        return self.storage.get(game_key(game_id)) if gate.is_game_id(game_id) else None

    def load(self, game_id: str) -> Session:
        """The saved game; SaveError if it is missing, unreadable, or saved under another id."""
        raw = self.raw(game_id)
        if raw is None:
            raise SaveError("gate_field", field="id")
        return Session.from_save(raw, stored_as=game_id)

    def stored_revision(self, game_id: str) -> int | None:
        """The revision of the stored save, read from its first characters (saves are large and
        this runs on every move; ``Session.to_save`` writes the revision near the start)."""
        return gate.stored_revision(self.raw(game_id))

    def save(self, session: Session, now: float) -> None:
        """Store the session as its next revision.

        Raises NewerElsewhere (nothing written) when another tab stored a newer revision,
        StorageFull (nothing changed, the earlier save intact) when the quota is used up.
        """
        stored = self.stored_revision(session.game_id)
        if stored is not None and stored > session.revision:
            try:
                newer = self.load(session.game_id)
            except SaveError:
                newer = None
            if newer is not None:
                raise NewerElsewhere(newer)
        previous = (session.revision, session.updated)
        session.revision = max(session.revision, stored or 0) + 1
        session.updated = now
        try:
            self.storage.set(game_key(session.game_id), session.to_save())
            self.set_current(session.game_id)
        except StorageFull:
            session.revision, session.updated = previous
            raise

    def delete(self, game_id: str) -> None:
        self.storage.remove(game_key(game_id))
        if self.storage.get(CURRENT_KEY) == game_id:
            self.storage.remove(CURRENT_KEY)
        if self.tab.get(TAB_KEY) == game_id:
            self.tab.remove(TAB_KEY)

    def quarantine(self, raw: str, stamp: str) -> str:
        """Keep unreadable saved data under its own key; returns that key ('' if no room)."""
        key = f"{CORRUPT_PREFIX}{stamp}"
        number = 1
        while self.storage.get(key) is not None:
            number += 1
            key = f"{CORRUPT_PREFIX}{stamp}-{number}"
        try:
            self.storage.set(key, raw)
        except StorageFull:
            return ""
        return key

    def set_aside(self, game_id: str, stamp: str) -> str:
        """Move an unreadable save out of the list (a copy kept by :meth:`quarantine`)."""
        raw = self.raw(game_id)
        key = self.quarantine(raw, stamp) if raw is not None else ""
        self.delete(game_id)
        return key

    def sweep(self, stamp: str) -> int:
        """Set aside every entry whose key or pointer no game can have (a game key with an id
        outside the id alphabet, a current-game pointer that is no id); returns how many."""
        moved = 0
        for key in self.storage.keys():
            if key.startswith(GAME_PREFIX) and not gate.is_game_id(key[len(GAME_PREFIX):]):
                raw = self.storage.get(key)
                if raw is not None:
                    self.quarantine(raw, stamp)
                self.storage.remove(key)
                moved += 1
        for storage, key in ((self.storage, CURRENT_KEY), (self.tab, TAB_KEY)):
            value = storage.get(key)
            if value is not None and not gate.is_game_id(value) and not (storage is self.storage and value.lstrip().startswith("{")):
                storage.remove(key)
                moved += 1
        return moved

    # --- links -------------------------------------------------------------------------------
    def open_link(self, code: str, now: float, seed: int | None = None) -> tuple[Session, str]:
        """Store and return the game a share link holds, and how it relates to what was saved.

        ``"new"``: a game not saved here (saved as a new game); ``"continued"``: the saved
        game with more actions (updated); ``"same"``: exactly the saved game; ``"older"``: the
        saved game is further along (kept; the saved one is returned); ``"copy"``: it differs
        from the saved game of that id (saved beside it under a new id). Never replaces another
        game. Raises LinkError for a bad link, LinkNotStored (holding the game) when there is
        no room to store it.
        """
        incoming = Session.from_link(code, seed)
        try:
            saved: Session | None = self.load(incoming.game_id)
        except SaveError:
            saved = None
        if saved is not None and not incoming.continues(saved) and not saved.continues(incoming):
            saved = self._copy_of(incoming) or saved  # a copy saved when this link diverged before
        if saved is None:
            incoming.arrived = incoming.news_start()
            session, relation = incoming, "new"
        elif saved.game_id != incoming.game_id and incoming.continues(saved, same_id=False):
            if len(incoming.state.history) == len(saved.state.history):  # the same copy again
                saved.pending_banner = "link"
                saved.arrived = saved.news_start()
                session, relation = saved, "same"
            else:
                incoming.arrived = len(saved.state.history)
                incoming.revision, incoming.game_id, incoming.origin = saved.revision, saved.game_id, saved.origin
                session, relation = incoming, "continued"
        elif saved.game_id != incoming.game_id:  # the saved copy is further along
            session, relation = saved, "older"
        elif incoming.continues(saved):
            if len(incoming.state.history) == len(saved.state.history):
                saved.pending_banner = "link"
                saved.arrived = saved.news_start()
                session, relation = saved, "same"
            else:
                incoming.arrived = len(saved.state.history)
                incoming.revision, incoming.origin = saved.revision, saved.origin
                session, relation = incoming, "continued"
        elif saved.continues(incoming):
            session, relation = saved, "older"
        else:
            incoming.origin = incoming.game_id
            incoming.game_id = new_game_id()
            session, relation = incoming, "copy"
        try:
            if session is incoming:
                self.save(incoming, now)
            else:
                self.set_current(saved.game_id)
        except StorageFull:
            raise LinkNotStored(session, relation) from None
        return session, relation

    def _copy_of(self, incoming: Session) -> Session | None:
        """A copy saved from an earlier diverging link of the same game that this link
        repeats, continues or falls behind; None if there is none."""
        for key in self.storage.keys():
            copy_id = key[len(GAME_PREFIX):]
            if not key.startswith(GAME_PREFIX) or not gate.is_game_id(copy_id) or copy_id == incoming.game_id:
                continue
            try:
                if gate.read_summary(self.storage.get(key)).origin != incoming.game_id:
                    continue
                copy = self.load(copy_id)
            except SaveError:
                continue
            if incoming.continues(copy, same_id=False) or copy.continues(incoming, same_id=False):
                return copy
        return None

    # --- the list ------------------------------------------------------------------------------
    def entries(self) -> list[Entry]:
        """Every saved game, the most recently played first."""
        found = []
        for key in self.storage.keys():
            game_id = key[len(GAME_PREFIX):]
            if key.startswith(GAME_PREFIX) and gate.is_game_id(game_id):  # other ids: see sweep
                found.append(self._entry(game_id, self.storage.get(key) or ""))
        return sorted(found, key=lambda e: (-e.updated, e.game_id))

    @staticmethod
    def _entry(game_id: str, raw: str) -> Entry:
        try:
            summary = gate.read_summary(raw)
        except gate.GateError:
            return Entry(game_id, [], [], 0, False, None, 0.0, False)
        return Entry(game_id, summary.players, summary.colours, summary.round, summary.over,
                     summary.turn, summary.updated, True)


__all__ = ["Library", "MemoryStorage", "StorageFull", "LinkNotStored", "NewerElsewhere", "Entry", "game_key",
           "CURRENT_KEY", "TAB_KEY", "GAME_PREFIX"]
