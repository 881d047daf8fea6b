"""Saved games, share links and files at the session level, over an in-memory storage."""

from __future__ import annotations

import json

import pytest

from nwp import engine
from web.library import CURRENT_KEY, Library, MemoryStorage, NewerElsewhere, StorageFull, game_key
from web.session import LinkError, SaveError, Session


def played(session: Session, steps: int, pick: float = 0.5) -> Session:
    """The session after ``steps`` actions, each at fraction ``pick`` of the legal list."""
    for _ in range(steps):
        legal = session.legal
        assert session.act(str(legal[int((len(legal) - 1) * pick)]))
    return session


def fresh(names=("Ann", "Bob"), seed=4) -> Session:
    return Session.new(list(names), seed=seed)


# --- the list ---------------------------------------------------------------------------------
def test_several_games_are_kept_and_listed_most_recent_first():
    library = Library(MemoryStorage())
    first, second = fresh(seed=1), fresh(("Cy", "Dee", "Eve"), seed=2)
    library.save(played(first, 5), now=100.0)
    library.save(second, now=200.0)
    entries = library.entries()
    assert [e.game_id for e in entries] == [second.game_id, first.game_id]
    assert entries[0].players == ["Cy", "Dee", "Eve"] and entries[0].round == 1
    assert entries[1].turn == first.state.players[first.state.current].name
    assert entries[0].updated == 200.0
    assert library.current_id() == second.game_id
    resumed = library.load(first.game_id)
    assert resumed.state.to_json() == first.state.to_json()


def test_deleting_a_game_removes_it_from_the_list_and_the_table():
    library = Library(MemoryStorage())
    session = fresh()
    library.save(session, now=1.0)
    library.delete(session.game_id)
    assert library.entries() == [] and library.current_id() is None


def test_an_unreadable_save_is_listed_as_such_and_does_not_break_the_list():
    storage = MemoryStorage()
    library = Library(storage)
    library.save(fresh(), now=1.0)
    storage.set(game_key("ZZZZZ"), "{not json")
    entries = library.entries()
    assert sorted(e.readable for e in entries) == [False, True]
    with pytest.raises(SaveError):
        library.load("ZZZZZ")


def test_the_single_save_of_earlier_versions_moves_into_the_list():
    storage = MemoryStorage()
    old = played(fresh(), 4)
    raw = json.loads(old.to_save())
    raw["save"] = 1
    for key in ("id", "revision", "updated", "summary"):
        raw.pop(key)
    storage.set(CURRENT_KEY, json.dumps(raw))
    library = Library(storage)
    game_id = library.current_id()
    assert library.load(game_id).state.to_json() == old.state.to_json()
    assert storage.get(CURRENT_KEY) == game_id


# --- quota and other tabs ------------------------------------------------------------------------
def test_a_full_quota_is_reported_and_the_earlier_save_stays_intact():
    storage = MemoryStorage()
    library = Library(storage)
    session = fresh()
    library.save(session, now=1.0)
    before = storage.get(game_key(session.game_id))
    storage.quota = len(before) + 30  # room for this save, not for a longer one
    played(session, 6)
    with pytest.raises(StorageFull):
        library.save(session, now=2.0)
    assert storage.get(game_key(session.game_id)) == before
    assert session.revision == 1  # not counted as saved: the next save tries again
    storage.quota = None
    library.save(session, now=3.0)
    assert library.load(session.game_id).state.to_json() == session.state.to_json()


def test_a_tab_never_overwrites_a_newer_revision_saved_by_another_tab():
    storage = MemoryStorage()
    library = Library(storage)
    tab_a = fresh()
    library.save(tab_a, now=1.0)
    tab_b = library.load(tab_a.game_id)
    library.save(played(tab_b, 3), now=2.0)  # tab B plays on
    played(tab_a, 1)  # tab A, not yet aware, plays something else
    with pytest.raises(NewerElsewhere) as raised:
        library.save(tab_a, now=3.0)
    assert raised.value.session.state.to_json() == tab_b.state.to_json()
    assert library.load(tab_a.game_id).state.to_json() == tab_b.state.to_json()


# --- links ----------------------------------------------------------------------------------------
def test_a_link_opens_as_a_new_saved_game_and_never_replaces_the_game_in_progress():
    here = Library(MemoryStorage())
    mine = played(fresh(("Me", "You"), seed=8), 4)
    here.save(mine, now=1.0)
    theirs = played(fresh(("Ann", "Bob", "Cy"), seed=9), 7)
    session, relation = here.open_link(theirs.share_code(), now=2.0)
    assert relation == "new"
    assert session.state.record() == theirs.state.record()
    assert session.colours == theirs.colours and session.game_id == theirs.game_id
    assert here.load(mine.game_id).state.to_json() == mine.state.to_json()
    assert {e.game_id for e in here.entries()} == {mine.game_id, theirs.game_id}


def test_play_by_link_continues_the_saved_game_and_knows_what_is_new():
    alice, bob = Library(MemoryStorage()), Library(MemoryStorage())
    game = played(fresh(), 2)
    alice.save(game, now=1.0)
    at_bob, relation = bob.open_link(game.share_code(), now=2.0)
    assert relation == "new"
    played(at_bob, 6)
    bob.save(at_bob, now=3.0)
    back_at_alice, relation = alice.open_link(at_bob.share_code(), now=4.0)
    assert relation == "continued"
    assert back_at_alice.news_start() == 2  # everything after what Alice already had
    assert back_at_alice.state.record() == at_bob.state.record()
    assert alice.load(game.game_id).state.record() == at_bob.state.record()
    # An old link does not take the game back; a different game of the same id is kept apart.
    stale, relation = alice.open_link(game.share_code(), now=5.0)
    assert relation == "older" and stale.state.record() == at_bob.state.record()
    fork = Session.from_link(game.share_code())
    played(fork, 3, pick=0.0)
    assert not fork.continues(at_bob)
    copy, relation = alice.open_link(fork.share_code(), now=6.0)
    assert relation == "copy" and copy.game_id != game.game_id
    assert len(alice.entries()) == 2


def test_a_bad_link_raises_link_error_and_stores_nothing():
    library = Library(MemoryStorage())
    library.save(fresh(), now=1.0)
    before = dict(library.storage.items)
    for bad in ("", "hello", "1AAAA", fresh().share_code()[:-3], "9" + fresh().share_code()[1:]):
        with pytest.raises(LinkError):
            library.open_link(bad, now=2.0)
    assert library.storage.items == before


def test_news_since_the_current_players_last_action():
    session = played(fresh(), 12)
    start = session.news_start()
    current = session.state.current
    assert all(actor != current for actor in session.state.actors[start:])
    assert start == 0 or session.state.actors[start - 1] == current


# --- files ----------------------------------------------------------------------------------------
def test_export_and_import_give_back_the_same_game():
    session = played(fresh(("Zoë", "Bob")), 9)
    exported = session.to_export()
    assert json.loads(exported)["record"] == session.state.record()
    back = Session.from_export(exported)
    assert back.state.record() == session.state.record()
    assert back.colours == session.colours and back.game_id == session.game_id
    assert engine.legal_actions(back.state) == engine.legal_actions(session.state)


@pytest.mark.parametrize("text, reason", [
    ("not json", "not readable"),
    ("[]", "not a saved game"),
    ('{"kind": "expedition-nwp-game", "version": 99}', "newer version"),
])
def test_a_file_that_is_not_a_game_is_refused_with_a_reason(text, reason):
    with pytest.raises(SaveError, match=reason):
        Session.from_export(text)


def test_an_exported_file_with_an_illegal_move_is_refused():
    raw = json.loads(played(fresh(), 6).to_export())
    raw["record"]["actions"].append(["ship moves to A1", []])
    with pytest.raises(SaveError, match="not a legal game"):
        Session.from_export(json.dumps(raw))


def test_a_link_that_finds_no_room_still_hands_over_its_game():
    from web.library import LinkNotStored

    game = played(fresh(), 5)
    library = Library(MemoryStorage(quota=10))
    with pytest.raises(LinkNotStored) as raised:
        library.open_link(game.share_code(), now=1.0)
    assert raised.value.relation == "new"
    assert raised.value.session.state.record() == game.state.record()
    assert library.entries() == []
