"""Computer seats at the session level: who may click, saving, links, files, hand-over cards."""

from __future__ import annotations

import json

import pytest

from nwp import engine
from web.session import SEAT_KINDS, SaveError, Session


def with_seats(seats, seed=6) -> Session:
    names = [f"P{n}" for n in range(1, len(seats) + 1)]
    return Session.new(names, seed=seed, seats=list(seats))


def bot_plays(session: Session) -> None:
    action = session.bot_for_turn().choose(session.state)
    assert session.act(str(action), by_bot=True)


def test_a_click_while_a_computer_is_to_act_is_refused_and_changes_nothing():
    session = with_seats(["medium", "medium"])
    before = session.state
    assert session.legal == []  # nothing to click for the person at the screen
    assert session.all_legal  # but the computer has its choices
    assert not session.act(str(session.all_legal[0]))
    assert session.state is before and "computer" in session.notice
    bot_plays(session)
    assert len(session.state.history) == 1


def test_the_computer_for_a_decision_depends_only_on_the_game_and_the_move_number():
    first, second = with_seats(["hard", "easy", "medium"]), with_seats(["hard", "easy", "medium"])
    second.game_id = first.game_id
    for _ in range(12):
        assert first.bot_for_turn().choose(first.state) == second.bot_for_turn().choose(second.state)
        bot_plays(first)
        bot_plays(second)
    assert first.state.record() == second.state.record()


def test_seats_survive_saving_links_and_files():
    session = with_seats(["human", "hard", "easy"])
    while session.bot_level() is None:
        assert session.act(str(session.legal[0]))
    bot_plays(session)
    assert Session.from_save(session.to_save()).seats == ["human", "hard", "easy"]
    assert Session.from_link(session.share_code(), seed=1).seats == ["human", "hard", "easy"]
    assert Session.from_export(session.to_export(), seed=1).seats == ["human", "hard", "easy"]
    assert session.summary()["seats"] == ["human", "hard", "easy"]


@pytest.mark.parametrize("damage", [["human"], ["human", "genius", "easy"], "medium", [1, 2, 3]])
def test_damaged_seats_in_a_save_are_refused(damage):
    raw = json.loads(with_seats(["human", "hard", "easy"]).to_save())
    raw["seats"] = damage
    with pytest.raises(SaveError):
        Session.from_save(json.dumps(raw))


def test_a_save_without_seats_is_a_game_of_people():
    raw = json.loads(with_seats(["human", "human"]).to_save())
    del raw["seats"]
    assert Session.from_save(json.dumps(raw)).seats == ["human", "human"]


def test_hand_over_cards_only_between_people_at_one_screen():
    alone = with_seats(["human", "medium", "medium"])
    assert alone.pending_banner is None
    for _ in range(40):
        if alone.bot_level():
            bot_plays(alone)
        else:
            assert alone.pending_banner != "turn"
            alone.pending_banner = None
            assert alone.act(str(alone.legal[-1]))
    watch = with_seats(["easy", "easy"])
    for _ in range(60):
        bot_plays(watch)
        assert watch.pending_banner is None  # nobody to hand over to, no round card to dismiss
    hot_seat = with_seats(["human", "human", "easy"])
    assert hot_seat.pending_banner == "turn"


def test_seat_kinds_match_the_link_format():
    assert SEAT_KINDS[0] == "human" and len(SEAT_KINDS) == 4  # two bits per seat in a link
