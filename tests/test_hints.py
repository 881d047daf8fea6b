"""'What would the computer do?' (nwp/hints.py and its place in the page's session and view)."""

from __future__ import annotations

import copy
import re
from collections.abc import Callable

import pytest

from nwp import bots, data, engine, hints, solo_bots
from nwp.actions import EndTurn, Move, Pass
from nwp.bots import make_bot
from nwp.state import GameState
from web import view
from web.messages import ENGLISH
from web.messages_fr import FRENCH
from web.session import Session

from helpers import (coop_sled_adrift, frozen_in_at_h4, in_language, last_round_one_move_from_home, setup_player,
                     ship_beside_the_arrow, sled_beside_frozen_in_ship, terror_goals_met,
                     terror_sled_west_of_the_sea)

MODES = {
    "standard": ["Ann", "Bob"],
    "terror": ["Ann", "Bob", "Cy"],
    "solo-terror": ["Solo"],
    "solo-original": ["Solo"],
    "coop": ["Terror", "Erebus"],
}


def positions(variant: str, seed: int, every: int, count: int):
    """``count`` positions of a game played by medium bots, ``every`` actions apart."""
    state = engine.new_game(MODES[variant], seed=seed, variant=variant)
    players = [make_bot("medium", seed * 10 + seat) for seat in range(len(MODES[variant]))]
    found = 0
    for step in range(400):
        if engine.is_over(state) or found == count:
            return
        if step % every == 0:
            found += 1
            yield state
        state = engine.apply(state, players[state.current].choose(state))


@pytest.mark.parametrize("variant", sorted(MODES))
def test_the_hint_is_a_legal_action_and_asking_changes_nothing(variant):
    for state in positions(variant, seed=3, every=7, count=5):
        record, before = state.record(), copy.deepcopy(state.to_json())
        hint = hints.suggest(state, seed=11)
        assert hint.action in engine.legal_actions(state), (variant, str(hint.action))
        assert state.record() == record and state.to_json() == before  # the game, its bag and its record untouched
        assert hints.suggest(state, seed=11) == hint  # the same answer for the same question


@pytest.mark.parametrize("variant", sorted(MODES))
def test_the_reason_is_the_part_of_the_evaluation_the_plan_raises_most(variant):
    for state in positions(variant, seed=4, every=5, count=6):
        hint = hints.suggest(state, seed=2)
        if hint.reason in hints.RULE_REASONS:
            continue  # decided by a rule, not by weighing positions
        top = max(hint.gains.values())
        if hint.reason == "rest":
            assert top <= 1e-9 or isinstance(hint.action, (EndTurn, Pass))
        else:
            assert hint.gains[hint.reason] == top > 0


def test_a_refresh_is_explained_by_the_plans_the_computer_chose_it_on():
    """HMS Terror solo seed 5 (hard, difficulty 2), before the 23rd action: the computer refreshes
    the large display. Its search judged the refresh on three sampled displays, at the mean of
    their plans (:func:`nwp.bots.bag_samples`), so the hint reads those same three plans, on the
    future the search sampled, and names the part their mean raises most. It used to read one
    plan on a future of its own: before the 53rd action of the same game (as it was played until
    issue 21's ninety-eighth step) a plan that gained nothing, so the hint said "rest" ("no
    action left is worth its cost this turn") for a refresh. (The game as played from the
    ninety-eighth step refreshed before its 29th action; from the ninety-ninth, before its 23rd.)"""
    from nwp.actions import Refresh
    state = engine.new_game(["Solo"], seed=5, variant="solo-terror", options={"difficulty": 2})
    player = make_bot("hard", 5)
    while len(state.history) < 22:
        state = engine.apply(state, player.choose(state))
    bot = bots.HardBot(5)
    chosen = bots.decide(bot.thinking(state))
    hint = hints.suggest(state, seed=5)
    assert isinstance(hint.action, Refresh) and hint.action == chosen
    searched = state.copy()
    searched.rng = bot.sampled_future
    displays = bots.bag_samples(searched, hint.action)
    assert len(displays) == solo_bots.BAG_SAMPLES
    plans = [hints.plan_gains(state, bots.decide(bots.plan_after(display, 0, hint.action, bot.outlook, next_turn=True)),
                              0, bot.outlook) for display in displays]
    assert len({tuple(sorted(plan.items())) for plan in plans}) > 1  # three displays, not one read three times
    assert hint.gains == pytest.approx(hints.mean_gains(plans))
    assert hint.reason not in ("rest", hints.IDLE_SEASON)
    assert hint.gains[hint.reason] == max(hint.gains.values()) > 0


def test_a_plans_gains_on_several_sampled_bags_are_their_mean_part_by_part():
    assert hints.mean_gains([{"shortfall": 2.0, "passage": 3.0}, {"shortfall": -1.0}]) == {"shortfall": 0.5, "passage": 1.5}
    alone = {"franklin": 4.0}
    assert hints.mean_gains([alone]) == alone


def test_a_term_that_outweighs_everything_is_the_reason_named(monkeypatch):
    """A lure: a term worth 100 when the player to act has its ship on one chosen tile (not the
    nearest). The hard bot must go there, and the hint must say that this term is why."""
    state = next(state for state in positions("standard", seed=8, every=1, count=60)
                 if len([a for a in engine.legal_actions(state) if isinstance(a, Move) and a.vehicle == "ship"
                         and not isinstance(a.destination, str)]) >= 2)
    me = state.current
    moves = [a for a in engine.legal_actions(state)
             if isinstance(a, Move) and a.vehicle == "ship" and not isinstance(a.destination, str)]
    place = state.board.tile_index_at(moves[-1].destination)

    def lure(position, index, outlook):
        return {"lure": 100.0 if index == me and position.players[index].ship == place else 0.0}

    monkeypatch.setitem(bots.EXTRA_TERMS, "standard", lure)
    hint = hints.suggest(state)
    assert hint.action == moves[-1]
    assert hint.reason == "lure" and hint.gains["lure"] == 100.0


def test_a_hint_for_a_game_that_is_over_is_refused():
    state = engine.new_game(["Solo"], seed=1, variant="solo-original")
    state.phase = "over"
    with pytest.raises(ValueError):
        hints.suggest(state)


def _reason_names() -> set[str]:
    names = set(hints.RULE_REASONS) | {"rest", hints.HOME_RESTOCK, hints.IDLE_SEASON, hints.BLIZZARD_WAIT, hints.ICE_WAIT,
                                       hints.GATHER_CREW, hints.OWN_PASSAGE, hints.HOME_DETOUR}
    for variant in MODES:
        for state in positions(variant, seed=5, every=9, count=4):
            for outlook in (bots.QUICK, bots.PLANNING):
                names |= set(bots.evaluation_terms(state, state.current, outlook))
    return names


def test_every_reason_has_a_sentence_in_both_languages():
    for name in _reason_names():
        assert f"hint_reason_{name}" in ENGLISH, name
        assert f"hint_reason_{name}" in FRENCH, name


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_page_says_the_hint_and_marks_it_on_the_board(language):
    with in_language(language):
        session = Session.new(["Ann", "Bob"], seed=5)
        assert 'data-ui="hint"' in view.controls_view(session)
        state = session.state
        saved = session.to_save()
        hint = hints.suggest(state, session.hint_seed())
        session.keep_hint(hint, state)
        assert session.to_save() == saved  # a hint is not part of the game or its save
        panel = view.controls_view(session)
        assert view.text_html(view.hint_text(session, hint)) in panel and 'data-ui="hint"' not in panel
        assert ('class="hint-mark"' in view.board_view(session)) == (view.hint_mark(session) != "")
        session.act(str(engine.legal_actions(state)[0]))
        assert session.current_hint() is None  # the table moved on: the hint is gone
        assert 'data-ui="hint"' in view.controls_view(session)


@pytest.mark.parametrize("language, column", [("en", "from the sled"), ("fr", "du traîneau")])
def test_once_food_and_morale_are_gone_the_hint_says_whose_crewman_will_die(language, column):
    """HMS Terror solo: the ship's only crewman is one move from home, three more are on a sled
    far west, nothing is left to pay with. The hint is to sacrifice from the sled, and says why."""
    from nwp.actions import SacrificeFrom
    state = setup_player(terror_sled_west_of_the_sea(2), 0, ship_crew=(1, 0))
    state.solo["food"] = state.solo["morale"] = 0
    hint = hints.suggest(state, seed=1)
    assert hint.action == SacrificeFrom("sled") and hint.reason == "sacrifice_from"
    with in_language(language):
        assert column in view.hint_text(Session(state, seats=["human"]), hint)


@pytest.mark.parametrize("language, words", [("en", "which will not bring the expedition home"),
                                             ("fr", "qui ne ramènera pas l'expédition")])
def test_once_the_goals_are_met_the_hint_says_the_crewman_comes_from_the_vehicle_left_out(language, words):
    """HMS Terror solo, both goals met, nothing left to pay with: the sled (3 crewmen) goes home
    over the ice, the ship (2) frozen in beside it will be left out. With the sled's column
    chosen, the hint is to switch to the ship's, and its sentence says why."""
    from nwp.actions import SacrificeFrom
    state = sled_beside_frozen_in_ship()
    terror_goals_met(state, 0, 0)
    state.solo["sacrifice_from"] = "sled"
    hint = hints.suggest(state, seed=1)
    assert hint.action == SacrificeFrom("ship") and hint.reason == hints.SACRIFICE_LEFT_OUT
    with in_language(language):
        text = view.hint_text(Session(state, seats=["human"]), hint)
    assert words in text


def test_the_way_home_the_hint_names_is_the_one_the_computer_takes():
    """HMS Terror solo, both goals met: a ship frozen in at H4 in season 5 waits for the thaw
    while its budget covers its own way, and the hint names the ship's moves, not those of the
    sled aboard (the hint used to count every way, and named the sled's shorter one while the
    ship waited). Short of the ship's way, the crew go by sled, and the hint names that way."""
    from nwp.actions import Transfer
    state = setup_player(terror_sled_west_of_the_sea(5), 0, ship="H4", sled=None, ship_crew=(3, 0), sled_crew=(0, 0))
    state.solo["nwp_found"], state.solo["franklin"] = True, data.SOLO_FRANKLIN_GOAL
    ways = solo_bots.ways_home(state, state.players[0])
    assert round(ways["sled"]) < round(ways["ship"])
    waiting = hints.suggest(state, seed=1)
    assert waiting.action == Pass() and waiting.reason == "homeward_goals_met"
    assert waiting.details["moves"] == round(ways["ship"])
    state.solo["food"], state.solo["morale"] = 2, 3  # a budget of 7: the sled's way, not the ship's
    by_sled = hints.suggest(state, seed=1)
    assert isinstance(by_sled.action, Transfer) and by_sled.reason == "homeward_goals_met"
    assert by_sled.details["moves"] == round(ways["sled"])


@pytest.mark.parametrize("language, says, not_said", [
    ("en", "the goals are met", "time is running short"),
    ("fr", "les objectifs sont atteints", "le temps presse")])
def test_in_the_hms_terror_modes_the_hint_for_the_way_home_says_the_goals_are_met(language, says, not_said):
    """The HMS Terror bots head home once both goals are met, not because time runs short (the
    standard game's rule): the hint says so, where it used to say that time was running short
    in season 5 of 10."""
    state = setup_player(terror_sled_west_of_the_sea(5), 0, ship="H4", sled=None, ship_crew=(3, 0), sled_crew=(0, 0))
    state.solo["nwp_found"], state.solo["franklin"] = True, data.SOLO_FRANKLIN_GOAL
    hint = hints.suggest(state, seed=1)
    with in_language(language):
        text = view.hint_text(Session(state, seats=["human"]), hint)
    assert says in text and not_said not in text
    assert str(hint.details["moves"]) in text


def test_where_the_way_home_is_for_want_of_time_the_hint_still_says_so():
    """The standard rule (the standard game, the original solo variant) heads home when the crew
    left barely cover the way: its reason is still "time is running short". The original solo
    game's last round, the ship one move from Greenland with the one crewman that move needs (a
    way counted exactly: no margin kept, see ``bots.way_home_is_known``)."""
    state = last_round_one_move_from_home(ship_crew=1)
    hint = hints.suggest(state, seed=1)
    assert str(hint.action) == "ship moves to Greenland" and hint.reason == "homeward"
    assert "time is running short" in view.hint_text(Session(state, seats=["human"]), hint)


def test_a_hint_is_kept_only_for_the_position_it_was_asked_for():
    session = Session.new(["Ann", "Bob"], seed=6)
    state = session.state
    hint = hints.suggest(state, session.hint_seed())
    session.act(str(engine.legal_actions(state)[0]))
    session.keep_hint(hint, state)  # worked out for a position the table has left
    assert session.current_hint() is None and not session.hint_asked
    session.undo()
    assert session.current_hint() is None


def test_no_hint_is_offered_to_a_computer_or_after_the_end():
    session = Session.new(["Ann", "Bob"], seed=6, seats=["human", "easy"])
    if session.state.current == 1:
        assert not session.may_ask_hint() and view.hint_view(session) == ""
    session.state.phase = "over"
    assert not session.may_ask_hint()


def test_every_hint_sentence_formats(monkeypatch):
    """Each reason's sentence with the figures a hint gives it, in both languages."""
    for variant in MODES:
        names = MODES[variant]
        for state in positions(variant, seed=7, every=11, count=3):
            session = Session(state, seats=["human"] * len(names))
            hint = hints.suggest(state, seed=1)
            session.keep_hint(hint, state)
            for language in ("en", "fr"):
                with in_language(language):
                    assert "{" not in view.hint_text(session, hint)


@pytest.mark.parametrize("language, words", [("en", "the 10 points still missing"), ("fr", "les 10 points qui manquent")])
def test_after_the_passage_the_hint_can_say_how_far_the_franklin_goal_is(language, words):
    """HMS Terror solo, the Passage found and no Franklin point yet: the Franklin plan's reason
    names the actions it still needs and the points missing, in the page's language."""
    state = terror_sled_west_of_the_sea(2)
    state.solo["nwp_found"] = True
    details = hints._details("franklin_plan", state, state, 0)
    assert details == {"actions": round(solo_bots.franklin_plan_actions(state, state.players[0], 10)), "missing": 10}
    hint = hints.Hint(Pass(), "franklin_plan", details)
    with in_language(language):
        text = view.hint_text(Session(state, seats=["human"]), hint)
        assert words in text and str(details["actions"]) in text and "{" not in text


def test_the_franklin_plans_reason_names_the_plan_an_action_completes():
    """When the action meets the Franklin goal (no plan left after it), the sentence's figures are
    those of the plan it completes, not "0 actions for the 0 points still missing"."""
    state = terror_sled_west_of_the_sea(2)
    state.solo["nwp_found"] = True
    state.solo["franklin"] = 8
    met = state.copy()
    met.solo["franklin"] = 10
    details = hints._details("franklin_plan", state, met, 0)
    assert details == {"actions": round(solo_bots.franklin_plan_actions(state, state.players[0], 2)), "missing": 2}
    assert details["actions"] > 0


@pytest.mark.parametrize("language, words", [("en", "actions left"), ("fr", "actions restantes")])
def test_the_shortfalls_reason_names_the_budget_left(language, words):
    """When what weighs most is the voyage the budget cannot pay (HMS Terror modes), the sentence
    names what food, morale and crew can still pay for once the plan is played, in the page's
    language (not the bot's rough count of the actions needed, about 95 at the start)."""
    state = terror_sled_west_of_the_sea(2)
    after = state.copy()
    after.solo["food"] -= 1
    _, budget = solo_bots.voyage_balance(after)
    details = hints._details("shortfall", state, after, 0)
    assert details == {"budget": round(budget)}
    with in_language(language):
        text = view.hint_text(Session(state, seats=["human"]), hints.Hint(Pass(), "shortfall", details))
        assert words in text and f"({details['budget']} " in text and "{" not in text


@pytest.fixture
def say() -> Callable[..., str]:
    """The page's sentence for a hint built by hand, in the language set: ``say(reason, **details)``
    renders ``Hint(Pass(), reason, details)`` over one HMS Terror solo table."""
    session = Session(terror_sled_west_of_the_sea(2), seats=["human"])
    return lambda reason, **details: view.hint_text(session, hints.Hint(Pass(), reason, details))


@pytest.mark.parametrize("language, one, many", [
    ("en", "(Inuit, 1 move away)", "(Inuit, 3 moves away)"),
    ("fr", "(Inuit, à 1 déplacement)", "(Inuit, à 3 déplacements)")])
def test_a_hint_says_one_move_in_the_singular(say, language, one, many):
    """A reason that names a count of moves says "1 move", not "1 moves", in both languages (the
    reasons with a singular form: the Passage, a token within reach, a supply token on the way
    home, whose sentence is checked here)."""
    with in_language(language):
        for moves, said in ((1, one), (3, many)):
            assert said in say("supplies_on_way", kind="Inuit", moves=moves)
    for reason in ("passage", "tokens_near", "supplies_on_way"):
        singular = f"hint_reason_{reason}_one"
        assert singular in ENGLISH and singular in FRENCH
        assert "{moves}" not in ENGLISH[singular] and "{moves}" not in FRENCH[singular]


@pytest.mark.parametrize("language, one, many", [
    ("en", "about 1 action to gather the 1 point still missing", "about 4 actions to gather the 3 points still missing"),
    ("fr", "environ 1 action pour le point qui manque", "environ 4 actions pour les 3 points qui manquent")])
def test_the_franklin_plan_hint_says_one_action_and_one_point_in_the_singular(say, language, one, many):
    """Not "about 1 actions for the 1 points still missing" (HMS Terror solo seed 6's hint in
    the screenshots, in French)."""
    with in_language(language):
        assert one in say("franklin_plan", actions=1, missing=1)
        assert many in say("franklin_plan", actions=4, missing=3)


@pytest.mark.parametrize("language, laid, there", [
    ("en", "it leads to laying a tile with a token within reach (Inuit, ",
     "it brings a token within reach (Inuit, "),
    ("fr", "cela prépare la pose d'une tuile avec un jeton Inuit à portée", "cela met un jeton Inuit à portée")])
def test_a_hint_whose_token_the_plan_lays_says_so_and_not_that_it_is_there(language, laid, there):
    """The hint's reason is read from where the plan ends, a turn or so after the hinted action, so
    the token it names may be one the plan lays (HMS Terror solo seed 16: a move to B4 whose plan
    lays an Inuit at D3). Such a token is marked ``laid`` and its sentence says the action leads to
    laying it; a token already on the board keeps the sentence that it is there. Both reasons
    that name a token (``tokens_near``, ``supplies_on_way``) have the laid sentence, singular and
    plural, in both languages."""
    before = setup_player(engine.new_game(["Ann"], seed=2, variant="solo-terror"), 0, ship="L4")
    before.board.tokens.clear()
    after = before.copy()
    after.board.tokens[(11, 3)] = "Inuit"  # on L4, the ship's tile
    by_the_plan = hints._details("tokens_near", before, after, 0)
    already = hints._details("tokens_near", after, after, 0)
    assert by_the_plan["laid"] is True and by_the_plan["kind"] == "Inuit"
    assert "laid" not in already and already["kind"] == "Inuit"
    session = Session(before, seats=["human"])
    with in_language(language):
        said_laid = view.hint_text(session, hints.Hint(Pass(), "tokens_near", by_the_plan))
        said_there = view.hint_text(session, hints.Hint(Pass(), "tokens_near", already))
    assert laid in said_laid and there not in said_laid and "{" not in said_laid
    assert there in said_there and laid not in said_there
    for reason in ("tokens_near", "supplies_on_way"):
        for key in (f"hint_reason_{reason}_laid", f"hint_reason_{reason}_laid_one"):
            assert key in ENGLISH and key in FRENCH, key
            assert ("{moves}" in ENGLISH[key]) == (not key.endswith("_one")) == ("{moves}" in FRENCH[key])


@pytest.mark.parametrize("language, here, never", [
    ("en", "(Franklin, on a vehicle's own tile)", "0 moves"),
    ("fr", "sur la tuile même d'un véhicule)", "0 déplacement")])
def test_a_hint_naming_a_token_on_a_vehicles_tile_says_so_not_zero_moves(say, language, here, never):
    """A token on a crewed vehicle's own tile (0 moves: HMS Terror solo seed 1's first hint lays
    a Franklin tile under the ship) is said to be there, not "0 moves away", for both reasons
    that name a token, laid by the plan or there already, in both languages."""
    with in_language(language):
        said = [say(reason, kind="Franklin", moves=0, **laid) for reason in ("tokens_near", "supplies_on_way") for laid in ({}, {"laid": True})]
    assert all(here in text and never not in text and "{" not in text for text in said), said
    for reason in ("tokens_near", "tokens_near_laid", "supplies_on_way", "supplies_on_way_laid"):
        key = f"hint_reason_{reason}_here"
        assert key in ENGLISH and key in FRENCH, key
        assert "{moves}" not in ENGLISH[key] and "{moves}" not in FRENCH[key]


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_hint_whose_plan_ends_with_no_token_named_says_no_empty_brackets(say, language):
    """When the plan's end has no token to name (``nwp/hints.py``'s fallback for both reasons:
    the kind empty, 0 moves), the sentence stops before the brackets: no "(, on a vehicle's own
    tile)" and no "jeton  à portée"."""
    with in_language(language):
        said = [say(reason, kind="", moves=0) for reason in ("tokens_near", "supplies_on_way")]
    assert all("(" not in text and "  " not in text and "{" not in text for text in said), said
    for reason in ("tokens_near", "supplies_on_way"):
        key = f"hint_reason_{reason}_none"
        assert key in ENGLISH and key in FRENCH, key


def test_a_hint_naming_a_token_reads_as_english_for_every_kind(say):
    """The English sentences that name a token's kind never put "a" before it, so no hint says
    "a Inuit token": the kind is named in the brackets with the moves, as the supply token on the
    way home always was. Every kind, both reasons, laid or there, on a vehicle's tile, one move or more."""
    said = []  # (kind, sentence)
    kinds = ("Inuit", "Cairn", "Franklin", "Strait")
    for kind in kinds:
        for reason in ("tokens_near", "supplies_on_way"):
            for laid in ({}, {"laid": True}):
                for moves in (0, 1, 3):
                    said.append((kind, say(reason, kind=kind, moves=moves, **laid)))
    assert all(f"({kind}, " in text for kind, text in said)
    awkward = [text for _, text in said if re.search(rf"\ban? ({'|'.join(kinds)})\b", text)]
    assert not awkward, awkward


def test_a_plan_into_the_next_season_is_not_said_to_be_for_the_voyage_card(monkeypatch):
    """In a season's last turn the bot counts the Voyage card to come (``voyage_card``, here
    -5: Spoiled Tins or Homesick, 2 food or 2 morale wherever the expedition stands). A plan
    that reaches the next season meets the card itself, counted in its food and morale, and the
    expectation leaves the count: that is no gain of the plan, so the hint never says the plan
    is for the card. (The plan is made to end in the next season, as a plan whose best step
    comes next turn does.)"""
    state = setup_player(terror_sled_west_of_the_sea(2), 0, ship="L4", ship_crew=(0, 0), sled_crew=(1, 2))
    state.solo["turn"], state.solo["deck"] = 4, ["V06", "V09"]
    assert solo_bots.terms(state)["voyage_card"] < 0
    next_season = engine.apply(state, Pass())
    assert "voyage_card" not in solo_bots.terms(next_season)

    def plan_into_the_next_season(sample, me, action, outlook=bots.QUICK, next_turn=False):
        yield
        return next_season

    monkeypatch.setattr(bots, "plan_after", plan_into_the_next_season)
    hint = hints.suggest(state, seed=3)
    assert not isinstance(hint.action, Pass)
    assert "voyage_card" not in hint.gains and hint.reason != "voyage_card"


@pytest.mark.parametrize("language, words", [
    ("en", ("(3 actions) will not last the way home (about 8 moves)", "0 food and 6 morale afterwards")),
    ("fr", ("(3 actions) ne suffiront pas pour le retour (environ 8 déplacements)", "0 de nourriture et 6 de moral ensuite"))])
def test_the_goals_met_short_of_the_way_home_the_hint_says_it_gathers_supplies_first(language, words):
    """HMS Terror solo, the goals met, the sled at E4 with a budget of 3 for 8 moves home: with a
    Cairn tile in hand the computer lays it symbol up in zone x3 (``supply_reserve``: its token
    makes up for part of the shortfall), and with a Cairn token beside it it fetches the token, a
    move west whose plan restocks (not "it heads for Greenland", the ``home`` term's sentence)."""
    from nwp.actions import Place
    state = terror_sled_west_of_the_sea(4)
    state.board.tokens.clear()
    state.solo["nwp_found"], state.solo["franklin"] = True, data.SOLO_FRANKLIN_GOAL
    state.solo["food"], state.solo["morale"] = 0, 1
    holding = setup_player(state, 0, hand=["L60"])  # a Cairn tile
    laying = hints.suggest(holding)
    assert isinstance(laying.action, Place) and laying.action.face == data.LARGE_TILES["L60"]["symbol_face"]
    assert data.zone_of_column(laying.action.square[0]) == 3
    assert (laying.reason, laying.details) == ("supply_reserve", {"budget": 3, "moves": 8})
    from nwp.board import PlacedTile
    beside = state.copy()
    beside.board.put(PlacedTile("S4", "A", 0, 3, 3))  # D4, zone x3
    beside.board.tokens[(3, 3)] = "Cairn"
    fetching = hints.suggest(beside)
    assert fetching.action == Move("sled", (3, 3))
    assert (fetching.reason, fetching.details) == ("home_restock", {"food": 0, "morale": 6})
    with in_language(language):
        for hint, said in zip((laying, fetching), words):
            assert said in view.hint_text(Session(state, seats=["human"]), hint)


@pytest.mark.parametrize("language, said", [("en", "the sled waits for the next season"),
                                            ("fr", "le traîneau attend donc la saison suivante")])
def test_a_pass_that_waits_out_a_blizzard_says_so(language, said):
    """HMS Terror solo seed 113 (docs/ai.md, issue 21, fifty-sixth step, where it was seed 26 until
    the seventy-ninth step changed that game's play, then seed 423 until the ninety-ninth): round
    1's Voyage card is the Blizzard, a sled move costs 2 food or morale, and after three actions
    the computer passes though its sled could move (the first such pass of the game): the sled
    waits for the next season, where a move costs 1. The hint says that, not "no action left is
    worth its cost" (``rest``)."""
    from nwp import solo_bots
    state = engine.new_game(["Solo"], seed=113, variant="solo-terror", options={"difficulty": 2})
    assert solo_bots.blizzard_season(state)
    bot = make_bot("hard", 113)
    choice = bot.choose(state)
    while state.round == 1 and not (choice == Pass() and any(solo_bots.blizzard_toll(state, action)
                                                             for action in engine.legal_actions(state))):
        state = engine.apply(state, choice)
        choice = bot.choose(state)
    assert (state.round, state.actions_this_turn) == (1, 3)  # the Blizzard's season, its first such pass
    hint = hints.suggest(state)
    assert (hint.action, hint.reason) == (Pass(), hints.BLIZZARD_WAIT)
    with in_language(language):
        assert said in view.hint_text(Session(state, seats=["human"]), hint)


@pytest.mark.parametrize("language, said", [("en", "the 5 actions left pay for the way home only after waiting for the ice or the thaw"),
                                            ("fr", "les 5 actions qui restent ne paient le retour qu'après avoir attendu la glace ou le dégel")])
@pytest.mark.parametrize("variant", ["solo-terror", "coop"])
def test_a_pass_that_waits_for_the_thaw_it_can_pay_for_says_so(language, said, variant):
    """The goals met, a ship frozen in at H4 in season 4 with 5 actions left: 5 moves home after
    the thaw, 6 actions by the sled over the ice (nwp/solo_bots.py, ``homeward_paid_for``). The
    computer passes, and the hint says it waits for the thaw, not that the goals are met and every
    action goes to the way home (``homeward_goals_met``), which a pass would belie. The same for a
    co-op partner with the team's goals met and the other partner home (seventy-sixth step)."""
    state = frozen_in_at_h4(4, variant)
    board = terror_goals_met(state, 2, 1)
    hint = hints.suggest(state)
    assert (hint.action, hint.reason, hint.details) == (Pass(), hints.ICE_WAIT, {"budget": 5, "actions": 5})
    board["food"] = 3  # 6 actions: the sled's way is paid for, no wait
    assert hints.suggest(state).reason != hints.ICE_WAIT
    with in_language(language):
        assert said in view.hint_text(Session(state, seats=["human"] * len(state.players)), hint)


@pytest.mark.parametrize("language, said", [("en", "the goals are met: this pays for more of the way home (4 food and 1 morale afterwards)"),
                                            ("fr", "cela paie une plus grande part du retour (4 de nourriture et 1 de moral ensuite)")])
def test_a_supply_token_picked_up_on_the_way_home_says_it_pays_for_more_of_it(language, said):
    """The goals met, the ship at H4 with 7 crewmen and 1 food and 1 morale, an Inuit token on its
    tile: the way home's rule picks it up (lives would pay for most of the way), and the hint
    says it pays for more of the way home, with the food and morale after it, not that every
    action goes to the way home (``homeward_goals_met``), which a pick-up would belie."""
    from nwp.actions import PickUp
    state = setup_player(frozen_in_at_h4(2), 0, ship_crew=(7, 0))
    terror_goals_met(state, 1, 1)
    state.board.tokens[(7, 3)] = "Inuit"
    hint = hints.suggest(state)
    assert (hint.action, hint.reason, hint.details) == (PickUp("ship", (7, 3)), hints.HOME_RESTOCK, {"food": 4, "morale": 1})
    with in_language(language):
        assert said in view.hint_text(Session(state, seats=["human"]), hint)


@pytest.mark.parametrize("language, said", [("en", "the Inuit token on that tile is worth the detour, its food or morale more than the moves it adds (lives spared: 1)"),
                                            ("fr", "le jeton Inuit de cette tuile vaut le détour, ses vivres ou son moral dépassant les déplacements qu'il ajoute (vies épargnées : 1)")])
def test_a_detour_onto_a_supply_token_on_the_way_home_says_the_lives_it_spares(language, said):
    """The goals met, the ship at H4 with 7 crewmen and 1 food and 1 morale, an Inuit token a move
    west at G4: the way home's rule moves there (nwp/solo_bots.py, ``supply_detour``), and the hint
    says the token spares a life, not that every action goes to the way home
    (``homeward_goals_met``), which a move away from Greenland would belie."""
    state = setup_player(frozen_in_at_h4(2), 0, ship_crew=(7, 0))
    terror_goals_met(state, 1, 1)
    state.board.tokens[(6, 3)] = "Inuit"
    hint = hints.suggest(state)
    assert (hint.action, hint.reason, hint.details) == (Move("ship", (6, 3)), hints.HOME_DETOUR, {"kind": "Inuit", "lives": 1})
    with in_language(language):
        assert said in view.hint_text(Session(state, seats=["human"]), hint)


@pytest.mark.parametrize("language, said", [("en", "on its arrow it takes its own Passage token (10 points) and 3 morale"),
                                            ("fr", "elle prend son propre jeton du Passage (10 points) et 3 de moral")])
def test_a_partners_step_onto_the_passages_arrow_says_it_takes_its_own_token(language, said):
    """The team's goals met, the other partner having found the Passage, this partner's ship beside
    the arrow at A4: the computer steps onto the arrow (nwp/solo_bots.py, ``step_onto_the_arrow``)
    and the hint says why, not that every action goes to the way home (``homeward_goals_met``),
    which a move away from Greenland would belie. Alone the same position's hint never says so."""
    state = ship_beside_the_arrow("coop", 3, 2)
    hint = hints.suggest(state)
    assert (hint.action, hint.reason, hint.details) == (Move("ship", "NWP"), hints.OWN_PASSAGE, {"points": 10, "morale": 3})
    assert hints.suggest(ship_beside_the_arrow("solo-terror", 3, 2)).reason != hints.OWN_PASSAGE
    with in_language(language):
        assert said in view.hint_text(Session(state, seats=["human"] * len(state.players)), hint)


@pytest.mark.parametrize("language, said", [("en", "bringing the sled's crew back aboard the ship first, so all 5 crewmen come home together"),
                                            ("fr", "ramener d'abord l'équipage du traîneau à bord du navire, pour que les 5 membres")])
@pytest.mark.parametrize("variant", ["solo-terror", "coop"])
def test_the_sleds_move_back_to_its_ship_says_the_whole_crew_comes_home(language, said, variant):
    """The goals met, the ship frozen in at H4 with 2 crewmen and the sled a move west on the ice
    with 3, food and morale for every action: the computer moves the sled onto the ship's tile
    (nwp/solo_bots.py, ``gathering_step``), and the hint says why, not that every action goes to
    the way home (``homeward_goals_met``), which a move away from Greenland would belie."""
    state = sled_beside_frozen_in_ship(variant)
    terror_goals_met(state, 10, 10)
    hint = hints.suggest(state)
    assert (hint.action, hint.reason, hint.details) == (Move("sled", (7, 3)), hints.GATHER_CREW, {"crew": 5})
    terror_goals_met(state, 0, 0)  # the whole crew's way is beyond the budget: the nearest way's hint
    assert hints.suggest(state).reason != hints.GATHER_CREW
    with in_language(language):
        assert said in view.hint_text(Session(state, seats=["human"] * len(state.players)), hint)


@pytest.fixture(scope="module")
def idle_partner() -> GameState:
    """Co-op seed 6 played by two hard partners to the first turn of a partner who has passed a
    whole season (round 3's third turn, the second partner; played once for both languages of
    the test below)."""
    from nwp import coop_bots
    state = engine.new_game(["Terror", "Erebus"], seed=6, variant="coop", options={"difficulty": 2})
    partners = [make_bot("hard", 6), make_bot("hard", 61)]  # as nwp.cli.solo_game seats them
    while not (state.phase == "play" and state.pending is None
               and coop_bots.pass_price(state, state.current) == coop_bots.IDLE_PASS):
        assert state.phase != "over", "the game ended before a partner passed a whole season"
        state = engine.apply(state, partners[state.current].choose(state))
    return state


@pytest.mark.parametrize("language, said", [("en", "a whole season has passed without an action"),
                                            ("fr", "une saison entière est passée sans action")])
def test_a_partner_idle_a_whole_season_is_told_why_it_acts_when_no_action_gains(idle_partner, language, said):
    """Co-op seed 6 (docs/ai.md, issue 21, forty-fifth step; seed 40 until the fifty-first step's
    change to the evaluation no longer left it idle, seed 2 until the eightieth step's, seed 6
    until the eighty-fifth's, seed 4 until the ninety-sixth's, seed 11 until the
    hundred-and-seventh's): a partner passed four turns in a row, a whole season's worth, with
    the team's goals unmet. In its next turn a pass costs
    more (``coop_bots.pass_price``): the computer acts though no action gains what the evaluation
    counts, and the hint says so, not "no action left is worth its cost" (``rest``)."""
    from nwp import coop_bots
    state = idle_partner.copy()
    assert coop_bots.pass_price(state, state.current) == coop_bots.IDLE_PASS
    hint = hints.suggest(state)
    assert hint.action != Pass() and hint.reason == hints.IDLE_SEASON
    assert all(gain <= 1e-9 for gain in hint.gains.values())
    with in_language(language):
        assert said in view.hint_text(Session(state, seats=["human", "human"]), hint)


@pytest.mark.parametrize("language, said", [("en", "the ice under the sled thaws at the end of this season"),
                                            ("fr", "la glace sous le traîneau fond à la fin de cette saison")])
def test_the_hint_says_the_sled_leaves_ice_that_thaws_at_the_seasons_end(language, said):
    """Co-op seed 42 in round 7's last turn (tests/golden/coop-seed42-sled-adrift.json): partner 1's
    sled stands on ice that thaws at the season's end with all seven crewmen. The hint moves it off
    and says why (docs/ai.md, issue 21, fifty-eighth step)."""
    state = coop_sled_adrift()
    hint = hints.suggest(state, seed=42)
    assert isinstance(hint.action, Move) and hint.action.vehicle == "sled"
    assert hint.reason == "sled_adrift" and hint.gains["sled_adrift"] > 0
    with in_language(language):
        assert said in view.hint_text(Session(state, seats=["human", "human"]), hint)


@pytest.mark.parametrize("language, said", [("en", "the expedition's last crewman"),
                                            ("fr", "dernier membre d'équipage de l'expédition")])
def test_a_partner_with_only_its_last_crewman_to_pay_is_told_why_it_passes(language, said):
    """Co-op, round 10: a partner with one crewman and no food or morale, the other partner still
    out. Every action it could take would be paid with that crewman's life and end the game for
    both (``coop_bots.ends_the_teams_game``), so the computer passes; the hint says why, not
    "nothing else can be done now" (``only``): the moves are legal."""
    state = setup_player(engine.new_game(["Terror", "Erebus"], seed=3, variant="coop", options={"difficulty": 0}), 0,
                         ship_crew=(1, 0), sled_crew=(0, 0))
    state.round, state.solo["turn"] = data.ROUNDS, 4
    state.solo["expeditions"][0].update(food=0, morale=0)
    assert any(isinstance(action, Move) for action in engine.legal_actions(state))
    hint = hints.suggest(state)
    assert (hint.action, hint.reason) == (Pass(), hints.LAST_CREWMAN)
    fed = state.copy()
    fed.solo["expeditions"][0]["food"] = 1
    assert hints.suggest(fed).reason != hints.LAST_CREWMAN
    with in_language(language):
        assert said in view.hint_text(Session(state, seats=["human", "hard"]), hint)


def test_a_hint_for_the_other_vehicle_makes_it_the_acting_one():
    """With the ship acting, a hint to move the sled marked the sled's tile, and a click on it did
    nothing: the click is read for the acting vehicle. The hint now makes its vehicle the acting
    one; a hint with no vehicle (a pass) leaves the choice as it was."""
    from nwp.hints import Hint
    state = setup_player(terror_sled_west_of_the_sea(2), 0, ship_crew=(1, 0))
    session = Session(state, seats=["human"])
    legal = engine.legal_actions(state)
    sled_move = next(action for action in legal if isinstance(action, Move) and action.vehicle == "sled")
    assert "ship" in session.vehicles_that_can_act() and session.vehicle == "ship"
    session.keep_hint(Hint(sled_move, "passage"), state)
    assert session.vehicle == "sled"
    assert session.act(str(sled_move))  # what a click on the hinted tile plays, the sled acting
    session.vehicle = "ship"
    session.keep_hint(Hint(Pass(), "rest"), session.state)
    assert session.vehicle == "ship"
