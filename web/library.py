"""Saved games: several games kept in the browser's storage, listed, resumed, deleted.

Pure Python over a small storage interface (``get``/``set``/``remove``/``keys``),
so it is tested without a browser; ``web/main.py`` adapts ``localStorage`` to it.

Keys: ``nwp.game.<id>`` holds one game's save (see ``Session.to_save``),
``nwp.current`` the id of the game on the table, ``nwp.corrupt.<time>`` a copy of
saved data that could not be read (kept for a bug report, never deleted by us).
A save carries a revision number: a tab never overwrites a newer revision written by
another tab (it follows that tab instead), and a full storage quota leaves every
earlier save as it was.
"""

from __future__ import annotations

import json
import re
from typing import Any, NamedTuple, Protocol

from .session import SaveError, Session, new_game_id

_REVISION = re.compile(r'"revision": (\d+)')

GAME_PREFIX = "nwp.game."
CURRENT_KEY = "nwp.current"
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
    colours: list[str]
    round: int
    over: bool
    turn: str | None
    updated: float
    readable: bool


def game_key(game_id: str) -> str:
    return f"{GAME_PREFIX}{game_id}"


class Library:
    """The saved games in one storage."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    # --- the current game -----------------------------------------------------------------
    def current_id(self) -> str | None:
        """The id of the game on the table (StorageFull if an old save cannot be moved)."""
        value = self.storage.get(CURRENT_KEY)
        if value is None:
            return None
        if value.lstrip().startswith("{"):  # a save from before the list of games: move it
            return self._migrate_single_save(value)
        return value

    def set_current(self, game_id: str | None) -> None:
        if game_id is None:
            self.storage.remove(CURRENT_KEY)
        else:
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
        return self.storage.get(game_key(game_id))

    def load(self, game_id: str) -> Session:
        """The saved game; SaveError if it is missing or unreadable."""
        raw = self.raw(game_id)
        if raw is None:
            raise SaveError(f"no saved game {game_id}")
        return Session.from_save(raw)

    def stored_revision(self, game_id: str) -> int | None:
        """The revision of the stored save, read from its first characters (saves are large and
        this runs on every move; ``Session.to_save`` writes the revision near the start)."""
        raw = self.raw(game_id)
        found = _REVISION.search(raw[:200]) if raw is not None else None
        return int(found.group(1)) if found else None

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
            self.storage.set(CURRENT_KEY, session.game_id)
        except StorageFull:
            session.revision, session.updated = previous
            raise

    def delete(self, game_id: str) -> None:
        self.storage.remove(game_key(game_id))
        if self.storage.get(CURRENT_KEY) == game_id:
            self.storage.remove(CURRENT_KEY)

    def quarantine(self, raw: str, stamp: str) -> str:
        """Keep unreadable saved data under its own key; returns that key ('' if no room)."""
        key = f"{CORRUPT_PREFIX}{stamp}"
        try:
            self.storage.set(key, raw)
        except StorageFull:
            return ""
        return key

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
        if saved is None:
            incoming.arrived = incoming.news_start()
            session, relation = incoming, "new"
        elif incoming.continues(saved):
            if len(incoming.state.history) == len(saved.state.history):
                saved.pending_banner = "link"
                saved.arrived = saved.news_start()
                session, relation = saved, "same"
            else:
                incoming.arrived = len(saved.state.history)
                incoming.revision = saved.revision
                session, relation = incoming, "continued"
        elif saved.continues(incoming):
            session, relation = saved, "older"
        else:
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

    # --- the list ------------------------------------------------------------------------------
    def entries(self) -> list[Entry]:
        """Every saved game, the most recently played first."""
        found = []
        for key in self.storage.keys():
            if not key.startswith(GAME_PREFIX):
                continue
            game_id = key[len(GAME_PREFIX):]
            found.append(self._entry(game_id, self.storage.get(key) or ""))
        return sorted(found, key=lambda e: (-e.updated, e.game_id))

    @staticmethod
    def _entry(game_id: str, raw: str) -> Entry:
        try:
            save: dict[str, Any] = json.loads(raw)
            summary = save["summary"]
            return Entry(
                game_id, [str(n) for n in summary["players"]], [str(c) for c in summary["colours"]],
                int(summary["round"]), bool(summary["over"]),
                None if summary["turn"] is None else str(summary["turn"]), float(save["updated"]), True,
            )
        except (ValueError, KeyError, TypeError, AttributeError):
            return Entry(game_id, [], [], 0, False, None, 0.0, False)


__all__ = ["Library", "MemoryStorage", "StorageFull", "LinkNotStored", "NewerElsewhere", "Entry", "game_key", "CURRENT_KEY"]
