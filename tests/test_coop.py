"""The HMS Terror co-op mode (design/coop-and-terror.md section 1, readings [AMB-1] to [AMB-10]):
setup, per-player food and morale, alternating turns and the shared season, Voyage cards for each
expedition, Cartography on both boards, the two NWP and Greenland tokens, the end, the team goals
and the team score; records, links and saves; computer partners."""

from __future__ import annotations

import json
import random

import pytest

from nwp import bots, checked, coop, data, engine
from nwp.actions import Move, Pass, PayWith, PickUp, Transfer
from nwp.board import GREENLAND
from nwp.link import decode_link, encode_link
from nwp.state import GameState

from helpers import place_of, setup_player

DISPLAY = ["L10", "L20", "L30"]


def team(card: str = "V01", difficulty: int = 0, seed: int = 3) -> GameState:
    """A co-op game whose first Voyage card is ``card`` (Early Thaw: no stock changes)."""
    return engine.initial_state(["Terror", "Erebus"], [1, 0], DISPLAY, "coop", seed,
                                {"options": {"difficulty": difficulty}, "voyage": card, "edition": engine.RULES_EDITION})


def board(state: GameState, index: int) -> dict:
    return state.solo["expeditions"][index]


# --- setup ----------------------------------------------------------------------------------------
def test_setup_gives_each_player_12_food_and_morale_less_the_difficulty_and_shares_the_rest():
    state = engine.new_game(["Terror", "Erebus"], seed=5, variant="coop", options={"difficulty": 2})
    assert state.phase == "play" and state.current == 0 and state.turn_order == [0, 1]  # seat 1 starts
    card = state.setup_record["voyage"]
    for index in (0, 1):
        expedition = board(state, index)
        assert expedition["franklin"] == 0 and expedition["pay_with"] == "food"
        player = state.players[index]
        assert (player.ship_available, player.ship_resting, player.sled_available) == (7, 0, 0)
    starts = {(board(state, i)["food"], board(state, i)["morale"]) for i in (0, 1)}
    if card in ("V01", "V02", "V03", "V04", "V05"):  # ice cards change no stock
        assert starts == {(10, 10)}
    assert state.nwp_tokens == [15, 10] and state.greenland_tokens == [10, 6]
    assert len(state.display) == 3 and state.solo["card"] == card and state.solo["turn"] == 1
    with pytest.raises(ValueError):
        engine.new_game(["Solo"], variant="coop")  # exactly two players
    with pytest.raises(ValueError):
        engine.new_game(["A", "B", "C"], variant="coop")


def test_a_voyage_card_applies_to_each_expedition_separately():
    state = team(card="V06")  # Scurvy: -2 food, for each expedition
    assert [board(state, i)["food"] for i in (0, 1)] == [10, 10]
    assert [board(state, i)["morale"] for i in (0, 1)] == [12, 12]
    state = team(card="V14")  # -1 morale for an expedition whose sled is not deployed: both
    assert [board(state, i)["morale"] for i in (0, 1)] == [11, 11]


# --- costs and turns ----------------------------------------------------------------------------------
def test_each_action_costs_the_acting_players_own_food_or_morale():
    state = team()
    state = checked.play(state, "ship moves to L4")
    assert (board(state, 0)["food"], board(state, 1)["food"]) == (11, 12)
    state = checked.play(state, "pay with morale")
    assert board(state, 0)["pay_with"] == "morale" and board(state, 1)["pay_with"] == "food"


def test_turns_alternate_and_the_marker_moves_once_both_have_played():
    state = team()
    seen = []
    for _ in range(8):
        seen.append((state.current, state.solo["turn"], state.round))
        state = checked.play(state, "pass")
    assert seen == [(0, 1, 1), (1, 1, 1), (0, 2, 1), (1, 2, 1), (0, 3, 1), (1, 3, 1), (0, 4, 1), (1, 4, 1)]
    assert (state.current, state.solo["turn"], state.round) == (0, 1, 2)  # a new season, seat 1 first


def test_passing_brings_the_resting_crew_back_for_the_passer_only():
    state = checked.play(team(), "ship moves to L4")
    assert state.players[0].ship_resting == 1
    state = checked.play(state, "pass")
    assert (state.players[0].ship_available, state.players[0].ship_resting) == (7, 0)
    assert state.current == 1


def test_an_expedition_home_stops_and_the_other_plays_its_turns_alone():
    state = setup_player(team(), 0, ship="L4")
    state = checked.play(state, "ship moves to Greenland")
    assert state.players[0].home and state.phase == "play" and state.current == 1
    assert state.players[0].greenland_token == 10
    turns = []
    for _ in range(4):
        turns.append((state.current, state.solo["turn"]))
        state = checked.play(state, "pass")
    assert turns == [(1, 1), (1, 2), (1, 3), (1, 4)] and state.round == 2 and state.current == 1


def test_the_game_ends_when_both_are_home_and_at_once_when_a_crew_is_gone():
    state = setup_player(team(), 0, ship="L4")
    state = checked.play(state, "ship moves to Greenland")
    state = setup_player(state, 1, ship="L4")
    state = checked.play(state, "ship moves to Greenland")
    assert state.phase == "over" and state.players[1].greenland_token == 6
    lost = setup_player(team(), 0, ship_crew=(1, 0), sled_crew=(0, 0))
    expedition = board(lost, 0)
    expedition["food"] = expedition["morale"] = 0  # nothing pays: the last crewman dies acting
    lost = checked.play(lost, "ship moves to L4")
    assert lost.phase == "over" and not engine.final_scores(lost)["coop"]["won"]


# --- pick-ups, Cartography, the Passage ------------------------------------------------------------------
def test_pickups_go_to_the_board_of_the_player_who_picks_up():
    state = setup_player(team(), 0, ship="L4")
    state = checked.play(state, "ship picks up L4")  # a printed Cairn in zone x1: 2 morale
    # The toll is paid with food (the default); the Cairn's 2 morale go to Terror's board only.
    assert (board(state, 0)["food"], board(state, 0)["morale"], board(state, 1)["morale"]) == (11, 14, 12)


def test_a_cartography_token_counts_for_both_players_and_its_island_for_the_one_who_completed_it():
    for seed in range(60):
        chooser = random.Random(seed)
        state = engine.new_game(["Terror", "Erebus"], seed=seed, variant="coop")
        while not engine.is_over(state):
            before = state
            state = engine.apply(state, chooser.choice(engine.legal_actions(state)))
            if state.cartography_left < before.cartography_left:
                actor = state.actors[-1]
                taken = before.cartography_left - state.cartography_left
                for index in (0, 1):
                    assert state.players[index].tokens["Cartography"] == before.players[index].tokens["Cartography"] + taken
                assert state.players[actor].points["islands"] > before.players[actor].points["islands"]
                partner = 1 - actor
                assert state.players[partner].points["islands"] == before.players[partner].points["islands"]
                return
    pytest.skip("no island completed in 60 random co-op games")  # never seen: random play completes islands


def test_both_players_gain_3_morale_at_the_passage_and_take_15_then_10():
    state = setup_player(team(), 0, ship="A4")
    state = checked.play(state, "ship moves to NWP")
    assert state.players[0].nwp_token == 15 and board(state, 0)["morale"] == 12 + 3 and board(state, 0)["food"] == 11
    state = checked.play(state, "pass")
    state = setup_player(state, 1, ship="A4")
    state = checked.play(state, "ship moves to NWP")
    assert state.players[1].nwp_token == 10 and board(state, 1)["morale"] == 12 + 3  # [AMB-6]


# --- goals and score ------------------------------------------------------------------------------------
def finished(franklin: tuple[int, int], home: tuple[bool, bool], nwp: bool) -> GameState:
    state = team()
    for index in (0, 1):
        board(state, index)["franklin"] = franklin[index]
        player = state.players[index]
        if home[index]:
            player.ship, player.home = place_of(state, "Greenland"), True
    board(state, 0)["nwp_found"] = nwp
    state.phase = "over"
    return state


@pytest.mark.parametrize("franklin, home, nwp, won", [
    ((8, 7), (True, True), True, True),     # 15 together
    ((12, 3), (True, True), True, False),   # a track counts up to 10: 10 + 3 = 13
    ((10, 5), (True, True), True, True),
    ((8, 6), (True, True), True, False),    # 14
    ((8, 7), (True, False), True, False),   # one expedition not home
    ((8, 7), (True, True), False, False),   # no Passage
])
def test_the_team_wins_with_the_passage_15_franklin_points_together_and_both_home(franklin, home, nwp, won):
    scores = engine.final_scores(finished(franklin, home, nwp))
    assert scores["coop"]["won"] is won
    assert scores["coop"]["franklin"] == min(franklin[0], 10) + min(franklin[1], 10)


def test_the_team_score_is_the_sum_of_both_solo_scores():
    state = finished((8, 7), (True, True), True)
    state.players[0].points["greenland"] = 10
    state.players[1].points["islands"] = 4
    state.players[1].tokens.update({kind: 1 for kind in data.SET_KINDS})
    scores = engine.final_scores(state)
    rows = scores["players"]
    assert [row["player"] for row in rows] == [0, 1]
    assert rows[0]["total"] == 10 and rows[1]["total"] == 4 + data.SET_POINTS
    assert scores["coop"]["team_score"] == 10 + 4 + data.SET_POINTS and scores["coop"]["target"] == 60


# --- records, links, saves, computer partners ---------------------------------------------------------------
@pytest.fixture(scope="module")
def bot_game() -> GameState:
    state = engine.new_game(["Terror", "Erebus"], seed=2, variant="coop", options={"difficulty": 2})
    partners = [bots.make_bot("medium", 20 + seat) for seat in (0, 1)]
    while not engine.is_over(state):
        state = engine.apply(state, partners[state.current].choose(state))
    return state


def test_a_coop_game_by_computer_partners_replays_and_travels_by_link_and_save(bot_game):
    assert {actor for actor in bot_game.actors} == {0, 1}
    record = json.loads(json.dumps(bot_game.record()))
    assert record["variant"] == "coop" and record["options"] == {"difficulty": 2}
    assert engine.final_scores(checked.replay(record)) == engine.final_scores(bot_game)
    shared = decode_link(encode_link(record, "ABCDE"))
    assert shared.state.history == bot_game.history and shared.state.solo == bot_game.solo
    restored = GameState.from_json(json.loads(json.dumps(bot_game.to_json())))
    assert engine.final_scores(restored) == engine.final_scores(bot_game)


def test_a_copy_never_shares_an_expedition_board():
    state = team()
    later = engine.apply(state, Pass())
    later_board = board(later, 0)
    assert later_board is not board(state, 0)
    moved = checked.play(state, "ship moves to L4")
    assert board(state, 0)["food"] == 12 and board(moved, 0)["food"] == 11


def test_random_coop_games_end_and_keep_their_crews():
    for seed in range(10):
        chooser = random.Random(seed)
        state = engine.new_game(["Terror", "Erebus"], seed=seed, variant="coop")
        steps = 0
        while not engine.is_over(state):
            legal = engine.legal_actions(state)
            assert legal
            state = engine.apply(state, chooser.choice(legal))
            for player in state.players:
                assert player.crew_on_board + player.lost_crew == data.CREW_PER_PLAYER
            steps += 1
            assert steps < 3000
        assert state.round == data.ROUNDS or any(p.crew_on_board == 0 for p in state.players) or all(p.home for p in state.players)


def _sled_beside_greenland_with_the_whole_crew():
    """Seed 1, difficulty 2, after the moves a medium partner made there: the ship at L4, its
    seven crewmen moved to the sled, which picked up L4's token. The Passage is not found."""
    state = engine.new_game(["Terror", "Erebus"], seed=1, variant="coop", options={"difficulty": 2})
    for action in (Move("ship", (11, 3)), Transfer("ship", 4, 3), PayWith("morale"), PickUp("sled", (11, 3))):
        assert action in engine.legal_actions(state)
        state = engine.apply(state, action)
    return state


def test_a_partner_never_goes_home_to_escape_the_voyages_budget():
    """The voyage weighed against the budget (solo_bots.actions_to_finish) counts only while a
    crewed vehicle is on the board. A partner home with the team's goals unmet used to shed it,
    and with the term the partners went home without the Passage in 8 of 10 games; in seed 1
    (medium) at the fifth action, from this position. Home too soon now counts as far from the
    goals as can be."""
    from nwp import coop_bots, solo_bots
    state = _sled_beside_greenland_with_the_whole_crew()
    home, wait = Move("sled", "Greenland"), Pass()
    assert home in engine.legal_actions(state)
    went_home = bots.settled(engine.apply(state, home))
    assert went_home.players[0].home and went_home.phase == "play"
    assert bots.evaluate(went_home, 0) < bots.evaluate(bots.settled(engine.apply(state, wait)), 0)
    assert "shortfall" not in solo_bots.terms(went_home, 0)  # what the solo aims alone see: no voyage left
    assert coop_bots.terms(went_home, 0)["shortfall"] < solo_bots.terms(state, 0)["shortfall"] < 0
    for level in ("medium", "hard"):
        assert bots.make_bot(level, seed=1).choose(state) != home


def test_computer_partners_weigh_the_voyage_against_their_own_budget():
    """A partner on the board weighs what the solo bot weighs, the voyage against its own food,
    morale and crew included (the eleventh step's term), the way to the Passage only for the
    partner who seeks it."""
    from nwp import coop_bots, solo_bots
    state = engine.new_game(["Terror", "Erebus"], seed=2, variant="coop", options={"difficulty": 2})
    for index in (0, 1):
        partner = bots.evaluation_terms(state, index)
        assert partner["shortfall"] < 0
        assert partner == solo_bots.terms(state, index, coop_bots.seeks_passage(state, index))


def test_only_one_partner_counts_the_way_to_the_passage_in_its_voyage():
    """One partner finding the Passage is enough for the team. The first by seat still out
    counts the way there and back in its voyage; the other only its way home and the Franklin
    plan, so it is not short of food and morale from the first action. Both still value a step
    toward the Passage. Alone on the board, a partner counts it whoever it is."""
    from nwp import coop_bots, solo_bots
    state = _sled_beside_greenland_with_the_whole_crew()  # Terror's sled at L4, Erebus still in Greenland
    assert [coop_bots.seeks_passage(state, index) for index in (0, 1)] == [True, False]
    explorer, partner = coop_bots.terms(state, 0), coop_bots.terms(state, 1)
    assert explorer == solo_bots.terms(state, 0)
    assert partner["passage"] == solo_bots.terms(state, 1)["passage"] < 0
    assert solo_bots.terms(state, 1)["shortfall"] < partner["shortfall"] <= 0
    alone = state.copy()
    alone.players[0].home = True
    assert coop_bots.seeks_passage(alone, 1)
    assert coop_bots.terms(alone, 1)["shortfall"] == solo_bots.terms(alone, 1)["shortfall"]


def test_a_partner_idle_a_whole_season_pays_for_another_pass_while_the_goals_are_unmet(monkeypatch):
    """The stall (docs/ai.md, issue 21, forty-fifth step): a partner with a budget left passed
    season after season while the team was short of its goals, since each action cost what it
    gained; the goals came too late to come home. After a whole season of passes (its last four
    turns), another pass costs :data:`coop_bots.IDLE_PASS` more in the search, the pass weighed
    with the next turn's action included; never once the goals are met or with nothing left to
    pay with."""
    import dataclasses

    from nwp import coop_bots, solo_bots
    state = team(card="V01")
    for _ in range(7):  # both partners pass three turns, then the first partner its fourth
        assert coop_bots.pass_price(state, state.current) == 0.0
        state = engine.apply(state, Pass())
    assert state.current == 1 and coop_bots.pass_price(state, 1) == 0.0  # three passes of its own
    state = engine.apply(state, Pass())  # the season ends
    assert state.round == 2 and state.current == 0
    assert coop_bots.pass_price(state, 0) == coop_bots.IDLE_PASS
    # The search: the pass's whole line pays the price, and no other action does.
    legal = solo_bots.playable(state, engine.legal_actions(state))
    priced = dict((action, value) for value, action in bots.decide(bots.score_actions(state.copy(), 0, legal, next_turn=True)))
    monkeypatch.setitem(bots.VARIANT_PLAY, coop.NAME, dataclasses.replace(coop_bots.PLAY, pass_price=None))
    unpriced = dict((action, value) for value, action in bots.decide(bots.score_actions(state.copy(), 0, legal, next_turn=True)))
    assert unpriced[Pass()] - priced[Pass()] == pytest.approx(coop_bots.IDLE_PASS)
    assert all(priced[action] == unpriced[action] for action in legal if action != Pass())
    # Nothing to pay with: no price.
    broke = state.copy()
    board(broke, 0).update(food=0, morale=0)
    player = broke.players[0]
    player.ship_available, player.ship_resting, player.sled_available, player.sled_resting = 1, 0, 0, 0
    assert solo_bots.expedition_budget(broke, 0) == 0 and coop_bots.pass_price(broke, 0) == 0.0
    # The team's goals met: no price.
    met = state.copy()
    board(met, 0).update(nwp_found=True, franklin=10)
    board(met, 1)["franklin"] = 5
    assert coop_bots.pass_price(met, 0) == 0.0


def test_a_computer_partner_never_pays_an_action_with_its_last_crewmans_life():
    """An expedition with no crewman left ends the co-op game at once, lost, before the other
    partner's turns (a person's too). In seeds 1-60, 7 partners died so, each in round 10 with
    no food or morale, laying a tile for its islands (docs/ai.md, issue 21, fifty-ninth step).
    A partner with one crewman and nothing else to pay with now only passes while the other
    partner is out; with the other home, a second crewman, or a unit of food, it may still act."""
    from nwp import coop_bots
    state = setup_player(team(card="V01"), 0, ship_crew=(1, 0), sled_crew=(0, 0))
    state.round, state.solo["turn"] = data.ROUNDS, 4
    board(state, 0).update(food=0, morale=0)
    legal = engine.legal_actions(state)
    paid = [action for action in legal if coop_bots.ends_the_teams_game(state, action)]
    assert any(isinstance(action, Move) for action in paid)
    assert coop_bots.playable(state, legal) == [Pass()]
    for level in ("medium", "hard"):
        assert bots.make_bot(level, seed=1).choose(state) == Pass()
    after = engine.apply(state, Pass())
    assert after.phase == "play" and after.current == 1  # the other partner's turn comes
    dead = engine.apply(state, paid[0])
    assert dead.phase == "over"  # what the pass spares the team
    partner_home = state.copy()  # the game ends with this partner's turns anyway: the tile may be laid
    partner_home.players[1].home = True
    assert not any(coop_bots.ends_the_teams_game(partner_home, action) for action in legal)
    fed = state.copy()
    board(fed, 0)["food"] = 1
    for richer in (setup_player(state, 0, ship_crew=(2, 0)), fed):
        assert not any(coop_bots.ends_the_teams_game(richer, action) for action in legal)
        assert any(isinstance(action, Move) for action in coop_bots.playable(richer, engine.legal_actions(richer)))


def test_a_computer_partner_leaves_its_ship_no_lone_crewman_when_the_sled_goes_out():
    """A Voyage card that takes a crewman takes the ship's first (Mutiny Brewing took a partner's
    lone shipman in seed 602, and the ship had no way home of its own), so a computer partner does
    not weigh a transfer that leaves the ship one crewman while the sled takes the rest (docs/ai.md,
    issue 21, ninety-fourth and ninety-fifth steps). All but two may go (all, once the team's goals
    are met: see the next test); a crew of two may split one and one."""
    from nwp import coop_bots

    def left_aboard(state: GameState, actions: list) -> set[int]:
        crew = state.players[state.current].crew_on_board
        return {crew - (a.sled_available + a.sled_resting) for a in actions if isinstance(a, Transfer)}

    state = engine.new_game(["Ann", "Bob"], seed=221, variant="coop", options={"difficulty": 2})
    while not left_aboard(state, engine.legal_actions(state)):  # the ship on land or ice: the sled can go out
        state = engine.apply(state, next((a for a in engine.legal_actions(state) if isinstance(a, Move)
                                          and a.destination != GREENLAND), Pass()))
    legal = engine.legal_actions(state)
    assert {0, 1, 2, 3} <= left_aboard(state, legal)  # the rules allow every split
    lone = next(a for a in legal if isinstance(a, Transfer) and left_aboard(state, [a]) == {1})
    assert coop_bots.leaves_a_lone_shipman(state, lone)
    kept = coop_bots.playable(state, legal)
    assert 1 not in left_aboard(state, kept) and {2, 3} <= left_aboard(state, kept)
    # The sled already out on the ship's tile: crewmen moved to it are held back the same way.
    out = setup_player(engine.apply(state, next(a for a in kept if isinstance(a, Transfer) and left_aboard(state, [a]) == {3})),
                       ship_crew=(3, 0), sled_crew=(2, 0))
    out_legal = engine.legal_actions(out)
    assert 1 in left_aboard(out, out_legal) and 1 not in left_aboard(out, coop_bots.playable(out, out_legal))
    # A crew of two splits one and one.
    pair = setup_player(state, ship_crew=(2, 0))
    pair_legal = engine.legal_actions(pair)
    one_each = [a for a in pair_legal if isinstance(a, Transfer) and a.sled_available + a.sled_resting == 1]
    assert one_each and not any(coop_bots.leaves_a_lone_shipman(pair, a) for a in one_each)
    assert set(one_each) <= set(coop_bots.playable(pair, pair_legal))
    assert not any(coop_bots.leaves_a_lone_shipman(state, a) for a in legal if not isinstance(a, Transfer))


def test_a_computer_partner_keeps_its_whole_crew_off_the_sled_until_the_teams_goals_are_met():
    """A ship with none aboard has no way home of its own until its sled comes back to it, so
    before the team has found the Passage and its Franklin points a computer partner does not weigh
    a transfer that sends its whole crew (three or more) onto the sled (docs/ai.md, issue 21,
    ninety-sixth step). Once the goals are met it may; a crew of two may still all go."""
    from nwp import coop_bots, solo_bots

    def whole_crew_out(state: GameState, actions: list) -> list[Transfer]:
        crew = state.players[state.current].crew_on_board
        return [a for a in actions if isinstance(a, Transfer) and a.sled_available + a.sled_resting == crew]

    state = engine.new_game(["Ann", "Bob"], seed=221, variant="coop", options={"difficulty": 2})
    while not whole_crew_out(state, engine.legal_actions(state)):  # the ship on land or ice: the sled can go out
        state = engine.apply(state, next((a for a in engine.legal_actions(state) if isinstance(a, Move)
                                          and a.destination != GREENLAND), Pass()))
    assert state.players[state.current].crew_on_board >= 3 and not solo_bots.goals_met(state, state.current)
    legal = engine.legal_actions(state)
    whole = whole_crew_out(state, legal)
    assert whole and all(coop_bots.empties_the_ship_before_the_goals(state, a) for a in whole)
    kept = coop_bots.playable(state, legal)
    assert not whole_crew_out(state, kept)
    assert any(isinstance(a, Transfer) for a in kept)  # the sled may still go out with fewer
    # The team's goals met: the whole crew may go.
    met = state.copy()
    board(met, 0).update(nwp_found=True, franklin=10)
    board(met, 1)["franklin"] = 5
    met_legal = engine.legal_actions(met)
    assert whole_crew_out(met, met_legal) and set(whole_crew_out(met, met_legal)) <= set(coop_bots.playable(met, met_legal))
    # A crew of two may go out whole before the goals.
    pair = setup_player(state, ship_crew=(2, 0))
    pair_legal = engine.legal_actions(pair)
    assert whole_crew_out(pair, pair_legal) and set(whole_crew_out(pair, pair_legal)) <= set(coop_bots.playable(pair, pair_legal))
