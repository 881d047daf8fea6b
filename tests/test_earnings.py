"""What the log says each action earned (web.earnings): points and why, tokens, islands, Jokers,
the end of a round, majorities; and the session keeps the same words live and after a reload."""

from __future__ import annotations

import random

from nwp import checked, engine
from nwp.actions import EndTurn, Pass

from helpers import put, setup_player, started
from web.earnings import earned
from web.messages import FIRST_STRONG_ISOLATE, POP_DIRECTIONAL_ISOLATE
from web.session import Session


def without_isolates(text: str) -> str:
    return text.replace(FIRST_STRONG_ISOLATE, "").replace(POP_DIRECTIONAL_ISOLATE, "")


def play_noting(state, text: str):
    after = checked.play(state, text)
    return after, earned(state, after, after.actors[-1], after.history[-1][0])


def test_a_pick_up_says_its_points_kind_and_zone_and_a_new_majority_leader():
    # Rulebook examples 11 and 12: a Cairn in zone x1 is 2 points; a Strait there 1, and it is a majority.
    state = setup_player(started(), ship="L4")
    me = state.current
    state, notes = play_noting(state, "ship picks up L4")
    assert notes == ["+2: Cairn in zone ×1"]
    put(state, "L61", "J4")
    state = setup_player(state, ship="J4", ship_crew=(7, 0))
    state.actions_this_turn = 0
    state, notes = play_noting(state, "ship picks up J4")
    name = state.players[me].name
    assert [without_isolates(note) for note in notes] == ["+1: Strait in zone ×1", f"Strait majority now led by {name}"]


def test_moves_that_earn_nothing_say_nothing():
    state = started()
    _, notes = play_noting(state, "ship moves to L4")
    assert notes == []


def _random_game_notes(seed: int):
    chooser = random.Random(seed)
    state = engine.new_game(3, seed=seed)
    while state.phase != "over":
        before = state
        legal = engine.legal_actions(state)
        busy = [a for a in legal if not isinstance(a, (Pass, EndTurn))]  # play on, not just pass
        state = engine.apply(state, chooser.choice(busy if busy and chooser.random() < 0.85 else legal))
        yield before, state, earned(before, state, state.actors[-1], state.history[-1][0])


def test_random_games_tell_every_point_joker_and_lost_sled():
    seen = {"points": 0, "joker": 0, "sled lost": 0}
    for seed in range(8):
        for before, after, notes in _random_game_notes(seed):
            actor = after.actors[-1]
            gained = after.players[actor].prestige - before.players[actor].prestige
            told = sum(int(note.split(":")[0]) for note in notes if note.startswith("+"))
            assert told == gained, (seed, after.history[-1], notes)
            seen["points"] += bool(gained)
            jokers = sum(tile.joker for tile in after.board.tiles) - sum(tile.joker for tile in before.board.tiles)
            assert sum(note.startswith("a Joker fills the hole at ") for note in notes) == jokers
            seen["joker"] += jokers
            lost = [e for e in (after.round_events if after.round != before.round else []) if e["event"] == "sled_lost"]
            assert sum("sled was lost" in note for note in notes) == len(lost)
            seen["sled lost"] += len(lost)
    assert all(seen.values()), seen  # each kind of news happened, so each check ran


def test_the_session_tells_the_same_live_and_after_a_reload():
    session = Session(engine.new_game(["Ann", "Bob"], seed=3))
    chooser = random.Random(3)
    for _ in range(150):
        if session.state.phase == "over":
            break
        session.act(str(chooser.choice(session.legal)), by_bot=True)
    live = list(session.earnings())
    assert len(live) == len(session.state.history) and any(live)
    reloaded = Session.from_save(session.to_save())
    assert reloaded.earnings() == live
