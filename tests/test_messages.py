"""The message catalogues: French beside English, key for key and placeholder for placeholder, the
language chosen, and every view drawn in French without a sentence of the English catalogue."""

from __future__ import annotations

import html
import re
import string

import pytest

from helpers import played as played_by_computers
from web import board_keys, messages, view
from web.messages import ENGLISH, FRENCH, preferred_language, set_language
from web.session import Session

MIN_FRAGMENT = 12  # English text this long, between placeholders, would be a sentence left untranslated


def placeholders(template: str) -> set[str]:
    return {field for _, field, _, _ in string.Formatter().parse(template) if field is not None}


def test_both_catalogues_have_the_same_keys():
    assert sorted(set(ENGLISH) - set(FRENCH)) == [], "missing in French"
    assert sorted(set(FRENCH) - set(ENGLISH)) == [], "missing in English"


@pytest.mark.parametrize("key", sorted(ENGLISH))
def test_each_message_has_the_same_placeholders_in_both_languages(key):
    assert placeholders(FRENCH[key]) == placeholders(ENGLISH[key])


def test_the_french_catalogue_uses_the_rulebook_words():
    words = " ".join(FRENCH.values())
    for term in ("Navire", "Traîneau", "Équipage", "Cairn", "Inuit", "site Franklin", "Détroit", "Cartographie",
                 "Passage du Nord-Ouest", "Groenland"):
        assert term in words, term


@pytest.mark.parametrize(("saved", "browser", "chosen"), [
    (None, ["fr-CA", "en"], "fr"),
    (None, ["de-DE", "en-GB"], "en"),
    (None, ["de", "it"], "en"),
    (None, [], "en"),
    ("en", ["fr-FR"], "en"),  # the player's own choice wins over the browser's
    ("fr", ["en-US"], "fr"),
    ("xx", ["fr"], "fr"),  # a tampered choice is ignored
])
def test_the_language_is_the_players_choice_else_the_browsers(saved, browser, chosen):
    assert preferred_language(saved, browser) == chosen


def english_fragments() -> list[str]:
    """The literal pieces of every English message that French says differently."""
    pieces = set()
    for key, template in ENGLISH.items():
        if FRENCH[key] == template:
            continue
        for literal, _, _, _ in string.Formatter().parse(template):
            literal = literal.strip(" .,:;()·–—")
            if len(literal) >= MIN_FRAGMENT and literal not in FRENCH[key]:
                pieces.add(literal)
    return sorted(pieces)


def visible_text(markup: str) -> str:
    """The text and the attributes a person or a screen reader meets (titles, labels), unescaped."""
    attributes = " ".join(re.findall(r'(?:aria-label|title|placeholder|alt)="([^"]*)"', markup))
    text = re.sub(r"<[^>]+>", " ", markup)
    return html.unescape(f"{text} {attributes}").replace("\u2068", "").replace("\u2069", "")


def english_in(markup: str) -> list[str]:
    shown = visible_text(markup)
    return [piece for piece in english_fragments() if piece in shown]


def played(names: list[str], until, variant: str = "standard", seed: int = 3) -> Session:
    return played_by_computers(names, until, variant, seed, level="easy")  # easy: quick, and every screen is reached


def every_view(session: Session) -> str:
    parts = [view.board_view(session), view.controls_view(session), view.display_view(session), view.players_view(session),
             view.tray_view(session), view.log_view(session), view.status_text(session), view.banner_view(session),
             view.turn_order_view(session), view.bots_bar(session, "normal", False)]
    spot = board_keys.start_spot(session)
    parts.append(board_keys.cursor_view(session, spot))
    if session.state.variant != "standard":
        parts.append(view.solo_view(session))
    if session.state.phase == "over":
        parts.append(view.final_view(session))
    return "".join(parts)


@pytest.fixture
def french():
    set_language("fr")
    yield
    set_language("en")


def test_the_fragment_check_finds_english_when_english_is_shown():
    session = played(["Ann", "Bob"], lambda s: s.state.round >= 3)
    assert english_in(every_view(session)), "the check would find nothing: it proves nothing in French"


@pytest.mark.parametrize("moment", ["setup", "mid-game", "round-summary", "over"])
def test_every_view_of_a_standard_game_is_french(french, moment):
    until = {
        "setup": lambda s: True,
        "mid-game": lambda s: s.state.round >= 4 and s.state.phase == "play",
        "round-summary": lambda s: s.pending_banner == "round",
        "over": lambda s: False,
    }[moment]
    session = played(["Ann", "Bob", "Cleo"], until, seed=5)
    assert english_in(every_view(session)) == []


@pytest.mark.parametrize("variant", ["solo-terror", "solo-original"])
def test_the_solo_modes_are_french(french, variant):
    session = played(["Ann"], lambda s: s.state.round >= 3, variant=variant)
    assert english_in(every_view(session)) == []
    finished = played(["Ann"], lambda s: False, variant=variant)
    assert english_in(every_view(finished)) == []


def test_a_terror_game_is_french_with_the_tuunbaq_its_moves_and_tolls(french):
    from nwp import terror

    session = played_by_computers(["Ann", "Bob"], lambda s: False, "terror", 1, level="medium")  # Tuunbaq moved, tolls paid
    texts = [text for text, _ in session.state.history]
    assert terror.tuunbaq_place(session.state) is not None and any(" paying " in text for text in texts)
    assert english_in(every_view(session)) == []
    middle = played_by_computers(["Ann", "Bob"], lambda s: s.tuunbaq_moves() != [] and s.state.phase == "play", "terror", 1,
                                 level="medium")
    middle.command("tuunbaq")
    assert middle.moving_tuunbaq and english_in(every_view(middle)) == []
    assert "Tuunbaq" in visible_text(every_view(middle))


def test_a_coop_game_is_french_while_played_and_at_its_end(french):
    playing = played(["Terror", "Erebus"], lambda s: s.state.round >= 3 and s.state.phase == "play", variant="coop")
    assert english_in(every_view(playing)) == []
    assert "Objectifs de l'équipe" in visible_text(every_view(playing))
    finished = played(["Terror", "Erebus"], lambda s: False, variant="coop")
    assert english_in(every_view(finished)) == []


def test_the_dialogs_are_french(french):
    markup = (view.new_game_view(3, closable=True) + view.share_view("http://127.0.0.1/#game=abc")
              + view.games_view([], None, 0.0) + view.scores_hidden_view())
    assert english_in(markup) == []
    assert "Lever l'ancre" in visible_text(markup)


@pytest.mark.parametrize("crew, words", [(0, "0 disponible"), (1, "1 disponible"), (2, "2 disponibles")])
def test_the_crew_left_reads_singular_for_none_or_one_in_french(french, crew, words):
    from helpers import setup_player, started
    from web.session import PLAYER_COLOURS

    state = setup_player(started(), ship="L4", ship_crew=(crew, 7 - crew))
    session = Session(state, list(PLAYER_COLOURS)[: state.num_players])
    shown = re.search(r'<p class="crew-left">([^<]*)</p>', view.controls_view(session)).group(1)
    assert shown == words


def test_a_language_switch_changes_every_later_message():
    set_language("fr")
    try:
        assert messages.t("pass") == "Passer"
    finally:
        set_language("en")
    assert messages.t("pass") == "Pass"


def refused_clicks(session: Session) -> list[str]:
    """Actions a player might click that the rules refuse now: moves and pick-ups on every square,
    tiles placed from the hand at every square, draws of tiles not on display, the other kinds of
    action; each refused by the session, which says why in ``session.notice``."""
    from nwp import data, engine
    from nwp.geometry import square_name

    from nwp.actions import parse

    state = session.state
    legal = set(engine.legal_actions(state))
    squares = [square_name((x, y)) for x in range(data.GRID_WIDTH) for y in range(data.GRID_HEIGHT)]
    texts = [f"{vehicle} moves to {where}" for vehicle in ("ship", "sled") for where in [*squares, "NWP", "Greenland"]]
    texts += [f"ship picks up {where}" for where in squares]
    texts += [f"ship places {tile} A r0 at {where}" for tile in [tile for tile in state.players[state.current].hand if tile.startswith("L")][:2] for where in squares]
    texts += ["ship draws L01", "ship draws L02", "pass", "end turn", "pay with food", "sacrifice from sled", "ship transfers sled 1+0"]
    return [text for text in texts if engine.canonical(state, parse(text)) not in legal]


@pytest.mark.parametrize("variant", ["standard", "solo-terror", "terror"])
def test_a_refused_click_is_explained_in_the_players_language(french, variant):
    """Why a click is refused is said in French, words and all (a vehicle, a place, a mode), and in
    English exactly as the engine says it (nwp/reasons.py holds each sentence once)."""
    from nwp import checked, engine

    session = played(["Ann"] if variant == "solo-terror" else ["Ann", "Bob"],
                     lambda s: s.state.round >= 2 and s.state.phase == "play", variant=variant)
    refused = refused_clicks(session)
    keys, notices = set(), []
    for text in refused:
        assert session.act(text) is False, text
        notices.append(session.notice)
        try:
            checked.play(session.state, text)
        except engine.IllegalActionError as error:
            keys.add(error.key)
    assert len(keys) >= 8, keys  # many different refusals were met
    assert english_in(" ".join(notices)) == []
    assert any("Navire" in notice for notice in notices)
    set_language("en")
    for text in refused[:80]:
        session.act(text)
        try:
            checked.play(session.state, text)
        except engine.IllegalActionError as error:
            assert session.notice == messages.t("illegal", reason=error.message), text


def test_each_refusal_and_its_words_are_in_both_catalogues():
    """Every sentence of nwp/reasons.py is in the catalogue (the English one unchanged), and every
    word it may hold; a mode's English name is its rules' title."""
    from nwp import engine
    from nwp.reasons import REASONS, WORD_PARAMS

    for key, sentence in REASONS.items():
        assert ENGLISH[f"why_{key}"] == sentence
        assert placeholders(FRENCH[f"why_{key}"]) == placeholders(sentence)
    for words in WORD_PARAMS.values():
        for word in words:
            assert f"why_word_{word}" in ENGLISH and f"why_word_{word}" in FRENCH
    for name in WORD_PARAMS["mode"]:
        assert ENGLISH[f"why_word_{name}"] == engine.RULES[name].title
