"""Untrusted input (issue: a file, a save or a link can never run script, lock a player out or lose
a game). One test or more per finding, with the hostile files of tests/untrusted/ (copied from
shared/cases/untrusted/), and a hypothesis property over mutated files, saves and links."""

from __future__ import annotations

import json
import re
import sys
from html.parser import HTMLParser
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings, strategies as st

from nwp import engine
from web import gate, view
from web.gate import GateError
from web.library import CURRENT_KEY, GAME_PREFIX, TAB_KEY, Entry, Library, MemoryStorage, game_key
from web.session import LinkError, SaveError, Session

UNTRUSTED = Path(__file__).resolve().parent / "untrusted"
LINKS = {name: url.split("#game=", 1)[1] for name, url in json.loads((UNTRUSTED / "links.json").read_text()).items()}
HOSTILE = [
    '"><img src=x onerror=alert(1)>',
    "<script>alert(1)</script>",
    "red;background:url(//evil.example/x)",
    "' onmouseover='alert(1)",
    "\u202eevil\u202c",
    "&lt;b&gt;",
]


def played(moves: int = 8, seed: int = 5, players: int = 2) -> Session:
    session = Session.new([f"P{n}" for n in range(1, players + 1)], seed=seed, first=0)
    for _ in range(moves):
        if session.state.phase == "over":
            break
        session.act(str(session.all_legal[0]))
    return session


def with_undo() -> Session:
    """A game whose last action can be undone (an undo step is kept in its save)."""
    session = played(10)
    while not session.can_undo():
        moves = [a for a in session.all_legal if " moves to " in str(a) or " transfers " in str(a)]
        session.act(str(moves[0] if moves else session.all_legal[0]))
    return session


# --- 1. script in a game file --------------------------------------------------------------------
def test_a_file_with_markup_as_a_colour_is_refused():
    with pytest.raises(SaveError, match="colours"):
        Session.from_export((UNTRUSTED / "evil-colour-game.json").read_text())


@pytest.mark.parametrize("colour", ["red;background:url(//evil.example/x)", "#123456", "", None, 7, -1, True])
def test_a_colour_outside_the_palette_is_refused_from_files_and_saves(colour):
    session = played()
    exported = json.loads(session.to_export())
    exported["colours"][0] = colour
    with pytest.raises(SaveError):
        Session.from_export(json.dumps(exported))
    saved = json.loads(session.to_save())
    saved["colours"][0] = colour
    with pytest.raises(SaveError):
        Session.from_save(json.dumps(saved))


def test_colours_are_palette_indexes_and_only_palette_colours_are_drawn():
    session = played()
    assert session.colour_indexes == [0, 1]
    assert all(colour in gate.PLAYER_COLOURS for colour in session.colours)
    session.colour_indexes = [3, 2]
    again = Session.from_save(session.to_save())
    assert again.colours == [gate.PLAYER_COLOURS[3], gate.PLAYER_COLOURS[2]]


class _Markup(HTMLParser):
    """Every element and attribute in a piece of HTML."""

    def __init__(self) -> None:
        super().__init__()
        self.tags: list[str] = []
        self.attributes: list[tuple[str, str]] = []

    def handle_starttag(self, tag, attrs):
        self.tags.append(tag)
        self.attributes.extend((name, value or "") for name, value in attrs)


SAFE_TAGS = {
    "div", "span", "p", "strong", "em", "small", "h2", "h3", "button", "section", "header", "table", "thead",
    "tbody", "tr", "th", "td", "ol", "ul", "li", "svg", "g", "rect", "circle", "ellipse", "path", "polygon", "polyline",
    "line", "text", "title", "defs", "pattern", "clippath", "use", "bdi", "form", "fieldset", "legend",
    "label", "input", "select", "option", "pre", "details", "summary",
}


def _hostile_session(text: str, variant: str = "standard") -> Session:
    players = 1 if variant != "standard" else 3
    session = Session.new(["a", "b", "c"][:players], seed=4, first=0, variant=variant,
                          seats=["human", "hard", "human"][:players] if players > 1 else None)
    for _ in range(30):
        if session.state.phase == "over":
            break
        session.act(str(session.all_legal[-1]), by_bot=True)
    for player in session.state.players:
        player.name = text  # past the gate on purpose: the views must stay safe on their own
    session.notice = text
    return session


def _all_views(session: Session, text: str) -> str:
    html = [view.board_view(session), view.controls_view(session), view.display_view(session),
            view.players_view(session), view.log_view(session), view.bots_bar(session, "fast", True),
            view.final_view(session), view.text_html(view.status_text(session))]
    for banner in ("turn", "round", "link"):
        session.pending_banner = banner
        html.append(view.banner_view(session))
    entry = Entry("AAAAA", [text, text], [0, 1], 3, False, text, 0.0, True)
    html += [view.games_view([entry], "AAAAA", 10.0), view.new_game_view(3, text, True),
             view.share_view(f"http://127.0.0.1/#game={text}")]
    return "".join(html)


@pytest.mark.parametrize("text", HOSTILE)
@pytest.mark.parametrize("variant", ["standard", "solo-terror", "solo-original"])
def test_every_view_with_hostile_strings_has_no_injected_element_attribute_or_style(text, variant):
    session = _hostile_session(text, variant)
    html = _all_views(session, text)
    finished = _hostile_session(text, variant)
    while finished.state.phase != "over":
        finished.act("pass" if "pass" in finished.legal_texts else str(finished.all_legal[-1]), by_bot=True)
    html += view.final_view(finished)
    parser = _Markup()
    parser.feed(html)
    assert set(parser.tags) <= SAFE_TAGS, set(parser.tags) - SAFE_TAGS
    names = {name for name, _ in parser.attributes}
    assert not {name for name in names if name.startswith("on")}
    assert "style" not in names and "href" not in names and "src" not in names
    for name, value in parser.attributes:
        if name == "data-colour":
            assert value in {"0", "1", "2", "3"}
        if name in ("fill", "stroke"):
            assert re.fullmatch(r"#[0-9a-fA-F]{3,8}|none|url\(#[\w-]+\)|[a-z]+", value), value
    assert text not in html.replace("&", "&amp;") or "<" not in text  # markup only ever appears escaped


# --- 2. deeply nested JSON ------------------------------------------------------------------------
def test_nested_json_is_refused_before_python_parses_it():
    nested = (UNTRUSTED / "nested-game.json").read_text()
    limit = sys.getrecursionlimit()
    sys.setrecursionlimit(200)  # a parser that recursed this deep would fail; the gate never does
    try:
        with pytest.raises(GateError, match="nested"):
            Session.from_export(nested)
        with pytest.raises(GateError, match="nested"):
            Session.from_save("[" * 100_000)
    finally:
        sys.setrecursionlimit(limit)
    assert gate.json_depth('{"a": "[[[[[[[[[[[[[[[[[[[[[[[[", "b": [[1]]}') == 3  # brackets in strings do not count


def test_a_nested_save_is_set_aside_and_the_other_games_stay():
    storage = MemoryStorage()
    library = Library(storage)
    good = played()
    library.save(good, 1.0)
    storage.set(game_key("Nest1"), "[" * 10_000)
    storage.set(CURRENT_KEY, "Nest1")
    entries = library.entries()
    assert {e.game_id: e.readable for e in entries} == {good.game_id: True, "Nest1": False}
    with pytest.raises(SaveError):
        library.load("Nest1")
    library.set_aside("Nest1", "1")
    assert library.raw("Nest1") is None and storage.get("nwp.corrupt.1") == "[" * 10_000
    assert library.load(good.game_id).state.to_json() == good.state.to_json()


# --- 3. values out of range -----------------------------------------------------------------------
def test_a_revision_out_of_range_is_a_damaged_save_not_a_crash():
    raw = played().to_save().replace('"revision": 0', '"revision": 1e999')
    with pytest.raises(SaveError, match="number out of range"):
        Session.from_save(raw)
    assert gate.stored_revision(raw) is None
    assert gate.stored_revision('{"save": 2, "id": "AAAAA", "revision": ' + "9" * 5000 + "}") is None


def test_a_summary_out_of_range_leaves_the_games_list_working():
    storage = MemoryStorage()
    library = Library(storage)
    good, bad = played(seed=1), played(seed=2)
    library.save(good, 1.0)
    library.save(bad, 2.0)
    raw = json.loads(storage.get(game_key(bad.game_id)))
    text = json.dumps(raw).replace('"round": ' + str(raw["summary"]["round"]), '"round": 1e999')
    storage.set(game_key(bad.game_id), text)
    entries = {e.game_id: e for e in library.entries()}
    assert entries[good.game_id].readable and not entries[bad.game_id].readable
    assert "games" in view.games_view(list(entries.values()), good.game_id, 10.0)
    library.delete(bad.game_id)
    assert [e.game_id for e in library.entries()] == [good.game_id]


def test_a_file_with_a_number_out_of_range_says_so():
    exported = played().to_export().replace('"format": 1', '"format": 1e999')
    with pytest.raises(SaveError, match="number out of range"):
        Session.from_export(exported)


@pytest.mark.parametrize("text", ["NaN", "Infinity", "-Infinity", "1" * 30, "-1e400"])
def test_json_numbers_that_do_not_fit_are_refused(text):
    with pytest.raises(GateError, match="number out of range"):
        gate.parse_json(f'{{"x": {text}}}', 1000)


def test_long_strings_and_texts_are_refused_unread():
    with pytest.raises(GateError, match="larger"):
        gate.parse_json(json.dumps({"name": "x" * (gate.MAX_STRING + 1)}), 10**7)
    with pytest.raises(GateError, match="larger"):
        gate.parse_json(" " * 101, 100)


# --- 4. game ids in the Games list -----------------------------------------------------------------
MARKUP_KEY = GAME_PREFIX + '"><img src=x onerror=alert(1)>'


def test_a_storage_key_with_markup_is_never_listed_and_is_set_aside():
    storage = MemoryStorage()
    library = Library(storage)
    good = played()
    library.save(good, 1.0)
    storage.set(MARKUP_KEY, good.to_save())
    storage.set(CURRENT_KEY, '"><img src=x onerror=alert(1)>')
    assert [e.game_id for e in library.entries()] == [good.game_id]
    assert "<img" not in view.games_view(library.entries(), None, 10.0)
    assert library.sweep("5") == 2
    assert MARKUP_KEY not in storage.keys() and storage.get(CURRENT_KEY) is None
    assert storage.get("nwp.corrupt.5") == good.to_save()


def test_a_save_whose_id_is_markup_is_refused_and_never_saved_again():
    raw = json.loads(played().to_save())
    raw["id"] = '"><img src=x onerror=alert(1)>'
    with pytest.raises(SaveError, match="id"):
        Session.from_save(json.dumps(raw))
    session = Session(played().state, None, '"><img>')
    assert gate.is_game_id(session.game_id)


def test_a_save_stored_under_another_id_is_refused():
    storage = MemoryStorage()
    library = Library(storage)
    session = played()
    storage.set(game_key("Other"), session.to_save())
    with pytest.raises(SaveError, match="id"):
        library.load("Other")


# --- 5. undo steps -----------------------------------------------------------------------------
def test_an_undo_step_that_its_record_cannot_reach_is_refused():
    session = with_undo()
    assert Session.from_save(session.to_save()).can_undo()
    raw = json.loads(session.to_save())
    raw["undo"][-1]["players"][0]["ship_available"] = 99
    with pytest.raises(SaveError, match="does not match"):
        Session.from_save(json.dumps(raw))


def test_an_undo_step_from_another_game_is_refused():
    session, other = with_undo(), played(12, seed=99)
    raw = json.loads(session.to_save())
    raw["undo"][-1] = other.state.to_json()
    with pytest.raises(SaveError, match="undo"):
        Session.from_save(json.dumps(raw))


# --- 6. a diverging link opened again ---------------------------------------------------------------
def test_a_diverging_link_opened_again_opens_its_saved_copy():
    library = Library(MemoryStorage())
    first, relation = library.open_link(LINKS["branch_a"], 1.0, seed=1)
    assert relation == "new"
    copy, relation = library.open_link(LINKS["branch_b"], 2.0, seed=1)
    assert relation == "copy" and copy.game_id != first.game_id and copy.origin == first.game_id
    for attempt in range(3):
        again, relation = library.open_link(LINKS["branch_b"], 3.0 + attempt, seed=1)
        assert relation == "same" and again.game_id == copy.game_id
    assert len(library.entries()) == 2
    back, relation = library.open_link(LINKS["branch_a"], 9.0, seed=1)
    assert relation == "same" and back.game_id == first.game_id


def test_a_longer_link_of_a_diverged_game_continues_its_copy():
    library = Library(MemoryStorage())
    library.open_link(LINKS["branch_a"], 1.0, seed=1)
    copy, _ = library.open_link(LINKS["branch_b"], 2.0, seed=1)
    copy.state = engine.apply(copy.state, copy.all_legal[0])  # the copy's player plays on and shares
    further = Session(copy.state, copy.colour_indexes, "BRNCH", copy.seats)  # the link still names the first id
    code = further.share_code()
    opened, relation = library.open_link(code, 3.0, seed=1)
    assert relation == "continued" and opened.game_id == copy.game_id
    assert len(opened.state.history) == len(copy.state.history) and len(library.entries()) == 2


# --- 7. names ------------------------------------------------------------------------------------
@pytest.mark.parametrize("raw, number, expected", [
    ("  Ann  ", 1, "Ann"),
    ("", 2, "Player 2"),
    ("\u200b", 1, "Player 1"),  # a zero-width space only
    ("\u3164\u2800", 3, "Player 3"),  # a Hangul filler and a braille blank draw nothing
    ("x\ny\tz\x00", 1, "x y z"),
    ("\u202eevil\u202c", 1, "evil"),
    ("A\u200fB\u2066C\u2069", 1, "ABC"),
    ("W" * 127, 1, "W" * 20),
    ("e\u0301\u0301\u0301\u0301\u0301", 1, "\u00e9\u0301\u0301"),  # NFC, then at most two marks
    (None, 4, "Player 4"),
])
def test_names_are_cleaned(raw, number, expected):
    assert gate.clean_name(raw, number) == expected


def test_repeated_names_are_told_apart_and_every_source_cleans_the_same_way():
    assert gate.clean_names(["Ann", "ann", "", "Ann"]) == ["Ann", "ann 2", "Player 3", "Ann 4"]
    linked = Session.from_link(LINKS["empty_and_duplicate_names"], seed=1)
    assert [p.name for p in linked.state.players] == ["Player 1", "Ann", "Ann 3", "&amp;&lt;"]
    assert linked.state.record()["players"] == ["Player 1", "Ann", "Ann 3", "&amp;&lt;"]
    typed = Session.new(["", "Ann", "Ann", "&amp;&lt;"], seed=1)
    assert [p.name for p in typed.state.players] == ["Player 1", "Ann", "Ann 3", "&amp;&lt;"]
    exported = json.loads(linked.to_export())
    exported["record"]["players"] = ["\u202eAnn", "Ann", "", "\u200b"]
    filed = Session.from_export(json.dumps(exported))
    assert [p.name for p in filed.state.players] == ["Ann", "Ann 2", "Player 3", "Player 4"]


def test_a_link_with_long_and_right_to_left_names_shows_them_isolated_and_short():
    session = Session.from_link(LINKS["long_names_finished_game"], seed=1)
    names = [p.name for p in session.state.players]
    assert names[0] == "evil" and all(len(name) <= gate.NAME_LENGTH for name in names)
    session = Session.from_link(LINKS["rtl_override_name_midgame"], seed=1)
    assert session.state.players[0].name == "Ann"
    session.state.players[0].name = "\u05d0\u05d1\u05d2"  # a right-to-left name (Hebrew)
    log = view.log_view(session)
    assert "<bdi>\u05d0\u05d1\u05d2</bdi>" in log and "\u202e" not in log


def test_a_saved_game_with_old_unclean_names_is_cleaned_not_lost():
    session = played()
    raw = json.loads(session.to_save())
    for snapshot in [raw["state"]] + raw["undo"]:
        snapshot["setup_record"]["players"][0] = "\u202eP1\u200b"
        snapshot["players"][0]["name"] = "\u202eP1\u200b"
    back = Session.from_save(json.dumps(raw))
    assert back.state.players[0].name == "P1" and back.state.record() == session.state.record()


# --- 8. tabs --------------------------------------------------------------------------------------
def test_each_tab_keeps_its_own_game():
    shared = MemoryStorage()
    tab_one, tab_two = Library(shared, MemoryStorage()), Library(shared, MemoryStorage())
    first, second = played(seed=1), played(seed=2)
    tab_one.save(first, 1.0)
    tab_two.save(second, 2.0)
    first.act(str(first.all_legal[0]))
    tab_one.save(first, 3.0)  # tab one plays on: the game last played anywhere is now the first
    assert shared.get(CURRENT_KEY) == first.game_id
    assert tab_two.current_id() == second.game_id  # tab two, reloaded, shows its own game
    assert tab_one.current_id() == first.game_id
    assert Library(shared, MemoryStorage()).current_id() == first.game_id  # a new tab: the last played
    assert {e.game_id for e in tab_one.entries()} == {first.game_id, second.game_id}  # nothing lost
    tab_two.delete(second.game_id)
    assert tab_two.current_id() == first.game_id


def test_a_tab_key_that_is_not_an_id_is_swept():
    tab = MemoryStorage()
    tab.set(TAB_KEY, "<img src=x>")
    library = Library(MemoryStorage(), tab)
    assert library.current_id() is None
    assert library.sweep("1") == 1 and tab.get(TAB_KEY) is None


# --- the gate as a whole: random and mutated input ----------------------------------------------------
_SAMPLE = with_undo()
_SAVE = _SAMPLE.to_save()
_FILE = _SAMPLE.to_export()
_LINK = _SAMPLE.share_code()


def _mutate(text: str, data) -> str:
    """``text`` with a few random characters replaced, inserted or cut."""
    chars = list(text)
    for _ in range(data.draw(st.integers(1, 4))):
        position = data.draw(st.integers(0, max(0, len(chars) - 1)))
        kind = data.draw(st.sampled_from(["replace", "insert", "cut"]))
        char = data.draw(st.sampled_from(list('[]{}",:0123456789e-.abcxyzAZ_ \\') + ["1e999", "[" * 50, "\u202e"]))
        if kind == "replace" and chars:
            chars[position] = char
        elif kind == "insert":
            chars.insert(position, char)
        elif chars:
            del chars[position: position + data.draw(st.integers(1, 40))]
    return "".join(chars)


@settings(max_examples=60, deadline=None, suppress_health_check=list(HealthCheck))
@given(st.data())
def test_random_and_mutated_input_gives_only_documented_errors_and_leaves_the_game_alone(data):
    storage = MemoryStorage()
    library = Library(storage)
    library.save(_SAMPLE, 1.0)
    before = dict(storage.items)
    kind = data.draw(st.sampled_from(["save", "file", "link", "key", "json"]))
    if kind == "json":
        text = data.draw(st.recursive(st.none() | st.booleans() | st.integers() | st.floats() | st.text(max_size=5),
                                      lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=3), inner, max_size=3),
                                      max_leaves=20).map(json.dumps))
    else:
        text = _mutate({"save": _SAVE, "file": _FILE, "link": _LINK, "key": _SAVE}[kind], data)
    try:
        if kind == "link":
            library.open_link(text, 2.0, seed=1)
        elif kind == "file":
            Session.from_export(text, seed=1)
        elif kind == "key":
            storage.set(game_key(_SAMPLE.game_id), text)
            library.entries()
            library.load(_SAMPLE.game_id)
        else:
            Session.from_save(text)
            gate.read_summary(text)
    except (GateError, LinkError):
        pass
    if kind == "key":
        storage.set(game_key(_SAMPLE.game_id), before[game_key(_SAMPLE.game_id)])
    if kind != "link":
        assert storage.items == before
    assert storage.get(game_key(_SAMPLE.game_id)) == before[game_key(_SAMPLE.game_id)]
    assert library.load(_SAMPLE.game_id).state.to_json() == _SAMPLE.state.to_json()


def test_a_stored_computer_speed_is_one_of_the_known_speeds_or_normal():
    assert [gate.bot_speed(v) for v in ("slow", "fast", "normal")] == ["slow", "fast", "normal"]
    for hostile in (None, "", "ludicrous", "<img src=x>", 3, ["fast"], "fast "):
        assert gate.bot_speed(hostile) == "normal"
