"""Solo games in the page's session and views (no browser): what shows, what is clickable,
saving, links, the end screen."""

from __future__ import annotations

import re

from nwp import engine
from nwp.actions import Pass

from helpers import setup_player
from web import view
from web.session import Session


def actions_in(html: str) -> set[str]:
    return {text.replace("&#x27;", "'") for text in re.findall(r'data-action="([^"]+)"', html)}


def panels(session: Session) -> str:
    return "".join(f(session) for f in (view.board_view, view.controls_view, view.display_view, view.players_view))


def terror_session(seed: int = 4, difficulty: int = 1) -> Session:
    return Session.new(["Ann"], seed=seed, variant="solo-terror", options={"difficulty": difficulty})


def test_a_terror_session_shows_its_boards_and_every_action_it_shows_is_legal():
    session = terror_session()
    html = panels(session)
    assert actions_in(html) <= session.legal_texts
    assert {"pass", "pay with morale", "ship refreshes large", "ship refreshes small"} <= actions_in(html)
    state = session.state
    assert f'data-food="{state.solo["food"]}"' in html and f'data-card="{state.solo["card"]}"' in html
    assert "Sextant" in html and "turn 1 of 4" in html
    assert "food or morale" in view.costs_line(session)


def test_the_bonus_and_strait_phases_offer_their_choices_as_buttons():
    session = terror_session()
    assert session.act("ship draws S1")
    html = view.controls_view(session)
    assert 'data-action="done"' in html and "second small tile" in view.status_text(session)
    assert "ship draws S3" in actions_in(view.display_view(session))
    state = setup_player(session.state, 0, ship="A4")
    state.phase, state.pending = "play", None
    state.board.tokens[(0, 3)] = "Strait"
    session = Session(state, ["#c0392b"])
    assert session.act("ship picks up A4")
    assert {"take food", "take morale"} == actions_in(view.controls_view(session))


def test_a_solo_game_survives_save_link_and_file():
    session = terror_session()
    session.act("ship moves to L4")
    again = Session.from_save(session.to_save())
    assert again.state.record() == session.state.record()
    assert Session.from_link(session.share_code()).state.record() == session.state.record()
    assert Session.from_export(session.to_export()).state.record() == session.state.record()
    assert session.summary()["variant"] == "solo-terror"


def test_the_end_screen_says_lost_and_why_or_won():
    state = terror_session().state
    state.solo["turn"] = 4
    state.round = 10
    state = engine.apply(state, Pass())
    html = view.final_view(Session(state, ["#c0392b"]))
    assert 'data-result="lost"' in html and "The expedition failed" in html
    assert "Missing: Discover the Northwest Passage" in html and "target 40" in html


def test_the_original_variant_offers_draw_and_place_from_the_display():
    session = Session.new(["Bo"], seed=2, variant="solo-original", options={"lost_crew": True})
    session.act(str(engine.legal_actions(session.state)[0]))  # the free pick
    session.act("ship moves to L4")
    html = view.display_view(session)
    assert 'data-ui="draw-and-place"' in html
    session.command("draw-and-place")
    options = session.placements_for_selection()
    for _ in range(3):
        if options:
            break
        session.command("rotate")
        options = session.placements_for_selection()
    assert options and all(str(a).startswith("ship draws and places") for a in options)
    leftmost = session.state.display[0]
    assert session.act(str(options[0]))
    assert session.state.history[-1][0].startswith(f"ship draws and places {leftmost}")
    assert session.selected_tile is None and not session.from_display
    assert "Year 1" in view.players_view(session)


def test_the_new_game_form_offers_the_modes_and_their_options():
    html = view.new_game_view(2, mode="solo-terror")
    assert 'data-mode="solo-terror"' in html
    assert all(f'data-ui="mode:{mode}"' in html for mode in view.GAME_MODES)
    assert html.count("<option value=") >= 6 and 'name="lost_crew"' in html
