"""Computer players: legal, deterministic, blind to the bag, home in time; the tournament tool."""

from __future__ import annotations

import random

import pytest

from helpers import (coop_sled_adrift, frozen_in_at_h4, golden_game, in_round, last_round_one_move_from_home, original_solo, put,
                     setup_player, ship_beside_the_arrow, sled_beside_frozen_in_ship, started, terror_goals_met,
                     terror_sled_west_of_the_sea)
from nwp import bots, checked, cli, data, engine, tournament
from nwp.actions import Draw, EndTurn, Move, Pass, Place
from nwp.board import GREENLAND, NWP
from nwp.scoring import set_count

QUICK_HARD = 4  # first actions whose plans are searched: enough to exercise the search, quick for tests


def positions(players: int, seed: int, every: int = 9):
    """Positions of a random game, every ``every`` actions."""
    chooser = random.Random(seed)
    state = engine.new_game(players, seed=seed)
    found = []
    while not engine.is_over(state):
        if len(state.history) % every == 0:
            found.append(state)
        state = engine.apply(state, chooser.choice(engine.legal_actions(state)))
    return found


@pytest.mark.parametrize("level", bots.LEVELS)
def test_every_level_chooses_a_legal_action_and_leaves_the_state_alone(level):
    for state in positions(3, seed=11)[::2]:
        before = state.to_json()
        action = bots.make_bot(level, seed=3, budget=QUICK_HARD).choose(state)
        assert action in engine.legal_actions(state)
        assert state.to_json() == before


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_a_bot_never_reads_the_order_of_the_bag(level):
    """Two tables that differ only in the hidden order of the bag get the same decisions."""
    for state in positions(2, seed=5)[3::4]:
        other = state.copy()
        other.rng = state.rng ^ 0xDEADBEEF
        first = bots.make_bot(level, seed=9, budget=QUICK_HARD).choose(state)
        second = bots.make_bot(level, seed=9, budget=QUICK_HARD).choose(other)
        assert first == second


def test_games_between_bots_replay_exactly_for_a_seed_and_budget():
    def game(bot_seed: int):
        players = [bots.make_bot("hard", bot_seed, QUICK_HARD), bots.make_bot("medium", bot_seed + 1)]
        return tournament.play_game(players, seed=21)

    first, again, other = game(1), game(1), game(2)
    assert first.record() == again.record()
    assert checked.replay(first.record()).to_json()["players"] == first.to_json()["players"]
    assert other.record() != first.record()  # the bot seed matters (ties, sampled futures)


def test_thinking_in_slices_reaches_the_same_decision_as_choosing_at_once():
    state = next(s for s in positions(3, seed=4) if s.phase == "play" and s.round >= 2 and len(engine.legal_actions(s)) > 20)
    slices = 0
    thinking = bots.make_bot("hard", seed=2, budget=QUICK_HARD).thinking(state)
    while True:
        try:
            next(thinking)
            slices += 1
        except StopIteration as stop:
            sliced = stop.value
            break
    assert slices > 3
    assert sliced == bots.make_bot("hard", seed=2, budget=QUICK_HARD).choose(state)


# --- the way home ----------------------------------------------------------------------------
def late_game_with_sled_beside_ship(round_number: int = 10):
    state = in_round(started(2), round_number)
    return setup_player(state, ship="L4", sled="L4", ship_crew=(3, 0), sled_crew=(2, 1))


def test_passing_gives_up_the_crew_left_this_round():
    state = setup_player(in_round(started(2), 3), ship="L4", ship_crew=(5, 0))
    me = state.current
    scored = dict((action, value) for value, action in bots.decide(bots.score_actions(state, me, engine.legal_actions(state))))
    standing_still = bots.evaluate(state, me)
    assert scored[Pass()] == pytest.approx(standing_still - 5 * bots.CREW_VALUE - 0.1)
    assert bots.make_bot("medium", seed=1).choose(state) != Pass()


def test_the_passage_is_worth_each_move_west_however_far_and_nothing_once_too_late():
    state = started(3)
    player = state.players[state.current]
    early = [bots.passage_value(in_round(state, 2), player, moves) for moves in (24, 18, 12, 6, 0)]
    assert 0 < early[0] < early[1] < early[2] < early[3] < early[4] <= state.nwp_tokens[0]
    assert bots.passage_value(in_round(state, 9), player, 3) == 0  # no crew to spare before the way back


def test_hard_sees_a_draw_placed_on_its_next_turn():
    """A draw is worth, to hard, the best placement of the drawn tile on its next turn (less the
    discount for the others playing in between); medium sees only this turn."""
    seen = 0
    players = [bots.make_bot("medium", seed=4), bots.make_bot("medium", seed=5)]
    state = engine.new_game(2, seed=8)
    turn_starts = []
    while len(turn_starts) < 6:
        player = state.players[state.current]
        if state.phase == "play" and state.actions_this_turn == 0 and player.ship_available >= 3 and player.ship >= 0:
            turn_starts.append(state)
        state = engine.apply(state, players[state.current].choose(state))
    for state in turn_starts:
        me = state.current
        legal = engine.legal_actions(state)
        draws = [a for a in legal if isinstance(a, Draw)]
        if not draws:
            continue
        hard = dict((a, v) for v, a in bots.decide(bots.score_actions(state, me, legal, len(legal), next_turn=True)))
        medium = dict((a, v) for v, a in bots.decide(bots.score_actions(state, me, legal, len(legal))))
        for draw in draws:
            after = engine.apply(state, draw)
            next_turn = after.copy()
            next_turn.actions_this_turn = 0
            placements = [a for a in engine.legal_actions(next_turn) if isinstance(a, Place)]
            if not placements:
                continue
            plan = max(bots.evaluate(engine.apply(next_turn, a), me) for a in placements) - bots.NEXT_TURN_DISCOUNT
            assert hard[draw] >= plan - 1e-9
            assert hard[draw] >= medium[draw]
            seen += hard[draw] > medium[draw]
    assert seen > 0  # some draw is worth more as a two-turn plan


def test_moves_home_counts_the_recall_and_the_voyage():
    state = late_game_with_sled_beside_ship()
    me = state.current
    assert bots.moves_home(state, me) == 2  # recall the sled, then sail to Greenland
    alone = setup_player(state, ship="L4", sled=None, ship_crew=(6, 0), sled_crew=(0, 0))
    assert bots.moves_home(alone, me) == 1
    at_start = setup_player(state, ship="Greenland", sled=None)
    assert bots.moves_home(at_start, me) == 0  # a ship that never left is home


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_in_the_last_round_a_bot_recalls_its_sled_then_sails_home(level):
    state = late_game_with_sled_beside_ship()
    me = state.current
    for _ in range(6):
        if state.players[me].home or engine.is_over(state):
            break
        if state.current != me:
            state = engine.apply(state, Pass() if Pass() in engine.legal_actions(state) else EndTurn())
            continue
        state = engine.apply(state, bots.make_bot(level, seed=1, budget=QUICK_HARD).choose(state))
    player = state.players[me]
    assert player.home and player.ship == GREENLAND and player.sled is None
    assert not tournament.lost_a_vehicle(state, me)


def test_a_sled_away_from_the_ship_comes_back_first():
    state = in_round(started(2), 10)
    state = setup_player(state, ship="L4", sled="L5", ship_crew=(3, 0), sled_crew=(3, 1))
    me = state.current
    sample = state.copy()
    choice = bots.homeward(state, me, engine.legal_actions(state), sample)
    assert choice is not None and choice != Move("ship", "Greenland")
    after = engine.apply(state, choice)
    assert bots.moves_home(after, me) < bots.moves_home(state, me)


def test_a_sled_on_the_passage_arrow_is_out_and_hard_sails_a_ship_it_cannot_rejoin_home_alone():
    state = in_round(started(2), 9)  # no ice at the Passage in rounds 9 and 10: the sled is stranded
    put(state, "S0", "K4")  # open sea beside the pre-printed L4
    state = setup_player(state, ship="K4", sled="NWP", ship_crew=(3, 0), sled_crew=(1, 0))
    me = state.current
    assert state.players[me].sled == NWP
    assert bots.reaches(state, state.players[me])[1]  # the sled's reach is searched from the arrow
    for planned in (False, True):
        assert bots.moves_home(state, me, planned) > bots.UNREACHABLE  # not home: a sled that cannot come back
    stranded = bots.moves_home(state, me, planned=True)
    choice = bots.homeward(state, me, engine.legal_actions(state), state.copy(), bots.PLANNING)
    assert isinstance(choice, Move) and choice.vehicle == "ship"  # sails on rather than waiting
    assert bots.moves_home(engine.apply(state, choice), me, planned=True) < stranded


def sled_to_bring_back_before_the_thaw(sled_crew: tuple[int, int]):
    """Round 7, the last with ice on row 4: the ship is frozen in at L4, the sled two tiles of
    open sea west of it (J4, K4), which melt in round 8."""
    state = in_round(started(2), 7)
    put(state, "S0", "K4")
    put(state, "S0", "J4")
    return setup_player(state, ship="L4", sled="J4", ship_crew=(3, 0), sled_crew=sled_crew)


def test_the_planned_way_home_counts_the_sleds_deadline():
    tight = sled_to_bring_back_before_the_thaw((2, 0))  # its two crewmen must both move it this round
    spare = sled_to_bring_back_before_the_thaw((4, 0))  # two moves to spare
    me = tight.current

    def slack(state, planned=True):
        return bots.crew_actions_left(state, me) - bots.moves_home(state, me, planned)

    assert slack(tight) <= 0  # no time to spare
    assert slack(spare) > 0
    assert slack(tight, planned=False) > 0  # the quick count sees only the moves


def test_hard_brings_a_sled_back_over_the_ice_before_the_thaw():
    state = sled_to_bring_back_before_the_thaw((2, 0))
    me = state.current
    hard = bots.homeward(state, me, engine.legal_actions(state), state.copy(), bots.PLANNING)
    assert hard == Move("sled", (10, 3))  # to K4, towards the ship
    assert bots.homeward(state, me, engine.legal_actions(state), state.copy()) is None  # medium does not see it yet


def test_the_passage_looks_as_far_as_the_columns_and_rows_to_its_square():
    state = started(2)
    beside = put(state, "S0", "B4")  # one square east of the square beside the arrow
    south = put(state, "S0", "A8")  # on the west edge too, but four rows south of it
    assert bots.moves_to_passage(state, {beside: 0}, {}) < bots.moves_to_passage(state, {south: 0}, {})


def test_early_in_the_game_the_way_home_does_not_take_over():
    state = setup_player(started(2), ship="L4", sled="L4", ship_crew=(3, 0), sled_crew=(2, 1))
    assert bots.homeward(state, state.current, engine.legal_actions(state), state) is None


# --- tournament ----------------------------------------------------------------------------------
def test_a_tournament_rotates_seats_and_counts_every_game():
    result = tournament.run(["medium", "easy"], games=2, seed=3)
    assert [entry.label for entry in result.entries] == ["medium", "easy"]
    assert sum(entry.wins for entry in result.entries) == pytest.approx(2)
    assert all(entry.games == 2 for entry in result.entries)
    text = tournament.report(result)
    assert "win rate" in text and "medium" in text and "winning score" in text
    assert tournament.labels_of(["hard", "hard", "easy"]) == ["hard#1", "hard#2", "easy"]


def test_lost_a_vehicle_means_abandoned_or_lost_to_the_thaw():
    state = started(2)
    home = setup_player(state, ship="Greenland", sled=None)
    assert not tournament.lost_a_vehicle(home, home.current)
    out = setup_player(state, ship="L4")
    assert tournament.lost_a_vehicle(out, out.current)
    sled_left = setup_player(state, ship="Greenland", sled="L4", sled_crew=(1, 0))
    assert tournament.lost_a_vehicle(sled_left, sled_left.current)
    thawed = home.copy()
    thawed.players[thawed.current].sled_lost = True
    assert tournament.lost_a_vehicle(thawed, thawed.current)


def test_the_tournament_command_refuses_unknown_levels(capsys):
    with pytest.raises(SystemExit):
        cli.main(["tournament", "--seats", "medium,genius"])
    assert "--seats" in capsys.readouterr().err
    cli.main(["tournament", "--seats", "easy,easy", "--games", "1", "--quiet"])
    assert "easy#1" in capsys.readouterr().out


# --- playing alone by the standard turns (the designer's original solo variant) ---------------------------

@pytest.mark.parametrize("level", ["medium", "hard"])
def test_alone_a_bot_ends_its_turn_rather_than_pay_the_surcharge(level):
    state = checked.play(original_solo(), "ship moves to L4")
    assert state.actions_this_turn == 1 and EndTurn() in engine.legal_actions(state)
    bot = bots.make_bot(level, seed=3, budget=QUICK_HARD)
    assert bot.choose(state) == EndTurn() and bot.route == "alone"
    assert bots.ends_turn_alone(state, engine.legal_actions(state))
    fresh = checked.play(state, "end turn")
    assert not bots.ends_turn_alone(fresh, engine.legal_actions(fresh))  # a turn's first action is worth taking
    two = started(2)
    two = engine.apply(two, next(a for a in engine.legal_actions(two) if isinstance(a, Move)))
    assert EndTurn() in engine.legal_actions(two) and not bots.ends_turn_alone(two, engine.legal_actions(two))
    terror = engine.new_game(["Ann"], seed=2, variant="solo-terror")
    terror = engine.apply(terror, next(a for a in engine.legal_actions(terror) if isinstance(a, Move)))
    assert not bots.ends_turn_alone(terror, engine.legal_actions(terror))  # its turns end by passing


def test_alone_a_plan_takes_its_second_action_in_a_turn_of_its_own():
    """A draw is weighed with the placement of the drawn tile at a new turn's cost (1 crewman),
    not the surcharged cost of a second action in the same turn (2)."""
    seen = 0
    for seed in range(1, 6):
        state = checked.play(original_solo(seed), "ship moves to L4")
        state = checked.play(state, "end turn")
        me = state.current
        before = state.players[me].crew_available
        for draw in [a for a in engine.legal_actions(state) if isinstance(a, Draw) and a.tile.startswith("L")]:
            after = bots.decide(bots.plan_after(state.copy(), me, draw))
            placed = len(after.board.tiles) > len(state.board.tiles)
            if placed:
                assert before - after.players[me].crew_available == 2  # draw 1 + place 1, no surcharge
                seen += 1
    assert seen


def test_in_the_original_solo_variant_a_vehicle_is_drawn_to_empty_squares():
    from nwp import original_solo_bots
    state = original_solo()
    assert state.players[0].ship == GREENLAND
    assert original_solo_bots.crew_moves_to_room(state, 0) == 1  # the arrow is no tile to lay beside
    on_board = checked.play(state, "ship moves to L4")
    assert original_solo_bots.crew_moves_to_room(on_board, 0) == 0
    far, near = (original_solo_bots.terms(s, 0, bots.QUICK)["room"] for s in (state, on_board))
    assert near - far == pytest.approx(original_solo_bots.ROOM_MOVE)


def ship_frozen_in_and_sled_beside_room(ship_crew: int, sled_crew: int, left_empty: str | None = None):
    """An original solo game in round 5 (rows 1-6 frozen): the ship at F2, every square of rows
    1-3 laid (but ``left_empty``), so it cannot move; the sled at L4, beside the empty K4."""
    state = in_round(original_solo(), 5)
    for y in range(3):
        for x in range(data.GRID_WIDTH):
            square = f"{chr(ord('A') + x)}{y + 1}"
            if square != left_empty:
                put(state, "S0", square)
    return setup_player(state, 0, ship="F2", sled="L4", ship_crew=(ship_crew, 0), sled_crew=(sled_crew, 0))


def test_in_the_original_solo_variant_crewmen_are_worth_most_on_the_vehicle_with_room():
    """A crewman acts only for his own vehicle: with the ship frozen in far from any empty
    square, each crewman aboard it counts the farthest room (:data:`ROOM_HORIZON` moves), so
    the crew are worth moving to the sled, which has room, though the sled alone is beside it."""
    from nwp import original_solo_bots
    ship_heavy = ship_frozen_in_and_sled_beside_room(ship_crew=6, sled_crew=1)
    sled_heavy = ship_frozen_in_and_sled_beside_room(ship_crew=1, sled_crew=6)
    ship_reach, sled_reach = bots.reaches(ship_heavy, ship_heavy.players[0])
    assert list(ship_reach.values()) == [0]  # frozen in: no move
    assert ship_heavy.board.empty_neighbours(ship_heavy.players[0].sled)  # the sled has room
    horizon = original_solo_bots.ROOM_HORIZON
    assert original_solo_bots.crew_moves_to_room(ship_heavy, 0) == pytest.approx(6 * horizon / 7)
    assert original_solo_bots.crew_moves_to_room(sled_heavy, 0) == pytest.approx(1 * horizon / 7)
    room = {name: original_solo_bots.terms(s, 0, bots.QUICK)["room"]
            for name, s in (("ship", ship_heavy), ("sled", sled_heavy))}
    assert room["sled"] - room["ship"] == pytest.approx(5 * horizon / 7 * original_solo_bots.ROOM_MOVE)


def test_in_the_original_solo_variant_a_frozen_in_ship_gains_nothing_by_keeping_the_squares_beside_it_empty():
    """A ship frozen in lays tiles only beside itself, and that room runs out as it does: it
    counts :data:`ROOM_HORIZON` moves to room with an empty square beside it or without one. So
    covering its last empty square is worth the square, where it used to cost its crew the whole
    horizon (the hard bot kept such squares empty and drew tiles it never laid)."""
    from nwp import original_solo_bots
    covered = ship_frozen_in_and_sled_beside_room(ship_crew=6, sled_crew=1)
    beside = ship_frozen_in_and_sled_beside_room(ship_crew=6, sled_crew=1, left_empty="F1")
    assert beside.board.empty_neighbours(beside.players[0].ship) == [(5, 0)]  # F1, beside the ship at F2
    assert list(bots.reaches(beside, beside.players[0])[0].values()) == [0]  # frozen in: no move
    assert original_solo_bots.crew_moves_to_room(beside, 0) == original_solo_bots.crew_moves_to_room(covered, 0)
    terms = {name: original_solo_bots.terms(s, 0, bots.QUICK) for name, s in (("beside", beside), ("covered", covered))}
    assert terms["covered"]["room"] == terms["beside"]["room"]
    assert terms["covered"]["empty_squares"] - terms["beside"]["empty_squares"] == pytest.approx(1.0)


def test_a_sled_on_its_frozen_in_ships_tile_counts_the_way_home_after_the_thaw():
    """Round 8: the ship is frozen in at G2 (rows 1-2 freeze in rounds 8 and 10, not 9), its sled
    beside it on the same tile with the whole crew. The way home is the recall and the voyage in
    round 9. It used to count as no way at all (the last round's ice holds the ship), so the bot
    kept its sled off the ship's tile and lost both vehicles (original solo, seed 9)."""
    state = in_round(original_solo(), 8)
    for square in ("F2", "G2", "H2", "I2", "J2", "K2", "L2", "L3"):
        put(state, "S0", square)  # all sea: a way from G2 to Greenland by L3
    state = setup_player(state, 0, ship="G2", sled="G2", ship_crew=(0, 0), sled_crew=(7, 0))
    player = state.players[0]
    frozen_now, thawed = state.frozen_rows, data.frozen_rows_in_round(9)
    assert frozen_now >= 2 and data.frozen_rows_in_round(10) >= 2 and thawed < 2  # row 2 (y = 1): held, free, held
    voyage = bots.distances(state, GREENLAND, "ship", frozen=thawed)[player.ship]
    assert GREENLAND not in bots.distances(state, player.ship, "ship")  # frozen in now
    rounds_after_the_voyage = 1  # round 10's crew cannot help
    for planned in (False, True):
        assert bots.moves_home(state, 0, planned) == 1 + voyage + player.crew_on_board * rounds_after_the_voyage


def test_a_ship_without_crew_waits_for_its_sled_in_the_way_home():
    """The ship at G4 on a sea way to the start tile, its sled on the start tile beyond the sea.
    With no crewman aboard the ship cannot sail to meet the sled, so there is no way home for
    both (the bot then brings the sled home rather than lose both vehicles; original solo seed
    31: -37 both lost). With five crewmen aboard, the ship sails to the sled. (Round 10: row 4
    no longer freezes, so the sled cannot walk to the ship over the ice.)"""
    state = in_round(original_solo(), data.ROUNDS)
    assert data.frozen_rows_in_round(data.ROUNDS) < 4
    for square in ("G4", "H4", "I4", "J4", "K4"):
        put(state, "S0", square)  # sea: a ship's way, not a sled's
    empty = setup_player(state, 0, ship="G4", sled="L4", ship_crew=(0, 0), sled_crew=(7, 0))
    crewed = setup_player(state, 0, ship="G4", sled="L4", ship_crew=(5, 0), sled_crew=(2, 0))
    for planned in (False, True):
        assert bots.moves_home(empty, 0, planned) >= bots.UNREACHABLE
        assert bots.moves_home(crewed, 0, planned) < bots.UNREACHABLE
    for outlook in (bots.QUICK, bots.PLANNING):
        assert str(bots.homeward(empty, 0, engine.legal_actions(empty), empty.copy(), outlook)) == "sled moves to Greenland"


def test_alone_with_nothing_to_race_for_the_last_round_keeps_the_way_home_for_last():
    """The original solo variant has no Greenland token and no other player: coming home first
    wins nothing, so in the last round the bot lays tiles while the crew left exceed the way home,
    and only then goes home. The ship one move from home with its sled aboard is a way counted
    exactly (:func:`way_home_is_known`): no margin, the last crewman goes home (with the margin
    of :data:`ALONE_RETURN_MARGIN`, one or two crewmen were left idle at the end of each of the
    hard bot's games, seeds 1-12). With a
    Greenland token to race for (as in the standard game) the last round goes home at once."""
    for outlook in (bots.QUICK, bots.PLANNING):
        spare = last_round_one_move_from_home(ship_crew=7)
        assert not bots.home_is_a_race(spare)
        assert bots.homeward(spare, 0, engine.legal_actions(spare), spare.copy(), outlook) is None
        one_to_spare = last_round_one_move_from_home(ship_crew=2)  # the way is known: no margin
        assert bots.homeward(one_to_spare, 0, engine.legal_actions(one_to_spare), one_to_spare.copy(), outlook) is None
        tight = last_round_one_move_from_home(ship_crew=1)
        assert str(bots.homeward(tight, 0, engine.legal_actions(tight), tight.copy(), outlook)) == "ship moves to Greenland"
        racing = last_round_one_move_from_home(ship_crew=7)
        racing.greenland_tokens = [6]
        assert bots.home_is_a_race(racing)
        assert str(bots.homeward(racing, 0, engine.legal_actions(racing), racing.copy(), outlook)) == "ship moves to Greenland"
    assert bots.home_is_a_race(started(2))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_alone_the_last_rounds_crew_lay_tiles_and_still_bring_the_ship_home(level):
    state = last_round_one_move_from_home(ship_crew=7)
    empty = state.board.empty_square_count()
    bot = bots.make_bot(level, seed=1, budget=QUICK_HARD)
    while not engine.is_over(state):
        state = engine.apply(state, bot.choose(state))
    assert state.players[0].home and not tournament.lost_a_vehicle(state, 0)
    assert state.board.empty_square_count() < empty


def sled_on_the_passage_row(available: int, round_number: int = 5, laid: str = "DEFGHIJKL"):
    """An original solo game in ``round_number``: row 4 laid in the columns ``laid`` (small tiles),
    the sled at D4 with ``available`` crewmen to act, the ship at L4 with the rest resting."""
    state = in_round(original_solo(), round_number)
    for column in laid:
        put(state, "S0", f"{column}4")
    return setup_player(state, 0, ship="L4", sled="D4", ship_crew=(0, 7 - available), sled_crew=(available, 0))


def test_in_the_original_solo_variant_the_way_to_the_passage_counts_the_tiles_to_lay():
    """From D4 with B4 and C4 empty: one large tile laid over both (a placement, counted at
    PLACEMENT_ACTIONS, and a move onto it), then A4 (printed on the board) and the arrow."""
    from nwp import original_solo_bots as solo
    state = sled_on_the_passage_row(available=5)
    sled = state.players[0].sled
    assert solo.actions_to_passage(state, sled, "sled") == pytest.approx(solo.PLACEMENT_ACTIONS + 3)
    laid = state.copy()
    put(laid, "S0", "C4")
    put(laid, "S0", "B4")
    assert solo.actions_to_passage(laid, sled, "sled") == 4  # four moves, nothing to lay


def test_in_the_original_solo_variant_the_first_years_passage_is_worth_a_dash_while_the_crew_can_make_it():
    """The Passage's token is 10 in the first year and 3 after it: while the sled's crew can still
    lay and sled its way there this year, that way is worth the token; a crewman short, nothing."""
    from nwp import original_solo_bots as solo
    enough = sled_on_the_passage_row(available=6)   # 4.5 actions needed, 1.5 to spare
    short = sled_on_the_passage_row(available=3)
    assert solo.dash_value(enough, 0) > solo.dash_value(sled_on_the_passage_row(available=5), 0) > 0
    assert solo.dash_value(short, 0) == 0
    half_short = sled_on_the_passage_row(available=4)  # 4.5 actions needed: half an action short
    no_spare = solo.DASH_VALUE - solo.DASH_SHORT * solo.DASH_MARGIN
    assert solo.dash_value(half_short, 0) == pytest.approx(no_spare / 2)
    assert solo.dash_value(in_round(enough, 6), 0) == 0  # the second year: the token is 3
    assert solo.terms(enough, 0, bots.QUICK)["passage"] == pytest.approx(solo.dash_value(enough, 0))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_in_the_original_solo_variant_the_last_crewmen_of_the_first_year_go_to_the_passage(level):
    """Round 5, row 4 laid from A4 to L4, the sled at D4 with 4 crewmen: the four moves to the
    arrow take them all, and no tile laid on the way is worth the token."""
    state = sled_on_the_passage_row(available=4, laid="BCDEFGHIJKL")
    bot = bots.make_bot(level, seed=3, budget=QUICK_HARD)
    for _ in range(4):
        action = bot.choose(state)
        assert isinstance(action, Move) and action.vehicle == "sled", action
        state = engine.apply(state, action)
        if state.actions_this_turn and EndTurn() in engine.legal_actions(state):
            state = engine.apply(state, EndTurn())
    assert state.players[0].sled == NWP and state.players[0].nwp_token == 10


def test_alone_a_pass_is_judged_with_the_crew_it_gives_up():
    """Alone (the original solo variant) a pass rests every crewman left this round at once: it
    is judged by the position they leave, where the first year's dash no longer fits."""
    from nwp import original_solo_bots as solo
    state = sled_on_the_passage_row(available=4, laid="BCDEFGHIJKL")
    assert solo.dash_value(state, 0) > 0
    rested = setup_player(state, 0, ship_crew=(0, 3), sled_crew=(0, 4))
    assert bots._passing_value(state, 0, bots.PLANNING) == pytest.approx(bots.evaluate(rested, 0, bots.PLANNING) - 0.1)
    assert bots._passing_value(state, 0, bots.PLANNING) < bots.evaluate(state, 0, bots.PLANNING) - solo.dash_value(state, 0)


def ship_at_the_start_tile(round_number: int, ship_crew: tuple[int, int], sled_crew: tuple[int, int] = (0, 0),
                           sled: str | None = None):
    """An original solo game in ``round_number``: the ship at L4, one move from Greenland, its sled
    (if any) on the same tile."""
    state = in_round(original_solo(), round_number)
    return setup_player(state, 0, ship="L4", sled=sled, ship_crew=ship_crew, sled_crew=sled_crew)


def standard_safety_terms(state, monkeypatch) -> dict[str, float]:
    """The standard terms' ``ship_safety`` and ``sled_safety`` of the position, without the variant's own."""
    with monkeypatch.context() as patched:
        patched.delitem(bots.HOME_SAFETY_TERMS, state.variant)
        return {key: value for key, value in bots._standard_terms(state, 0, bots.PLANNING).items() if "safety" in key}


def test_alone_the_hard_bots_way_home_risk_fades_over_the_crew_actions_to_spare(monkeypatch):
    """Round 9, the ship one move from home. Alone the crew actions left are known: what the
    penalties would take (2 a crewman, 2 the ship) is at risk in full with no action to spare,
    and the risk fades to nothing over HOME_RISK_SPAN actions to spare. The standard term counted
    moves at four a round: with 3 crewmen and 8 actions to spare it still saw 4.7 at risk."""
    from nwp import original_solo_bots as solo
    for crew, spare in (((0, 1), 0), ((1, 2), 3), ((3, 3), 8)):
        state = ship_at_the_start_tile(9, ship_crew=crew)
        assert bots.moves_home(state, 0, planned=True) == 1
        assert bots.crew_actions_left(state, 0) - 1 == spare
        at_stake = data.ABANDON_PER_CREWMAN * sum(crew) + data.ABANDONED_SHIP_PENALTY
        expected = -at_stake * max(0.0, 1 - spare / solo.HOME_RISK_SPAN)
        assert solo.safety_terms(state, 0)["ship_safety"] == pytest.approx(expected)
        assert bots.evaluation_terms(state, 0, bots.PLANNING)["ship_safety"] == pytest.approx(expected)
    assert standard_safety_terms(ship_at_the_start_tile(9, ship_crew=(3, 3)), monkeypatch)["ship_safety"] < -4


def test_alone_in_the_last_round_nothing_is_at_risk_while_the_crew_left_cover_the_way_home():
    """Round 10: the ice no longer changes, and the ship's voyage is counted exactly. One crewman
    left for the one move home: nothing at risk (the standard term saw 16 at risk with six to
    spare); none left: all of it."""
    from nwp import original_solo_bots as solo
    last_one = ship_at_the_start_tile(data.ROUNDS, ship_crew=(1, 6))
    none_left = ship_at_the_start_tile(data.ROUNDS, ship_crew=(0, 7))
    assert bots.way_home_is_known(last_one, last_one.players[0])
    assert solo.safety_terms(last_one, 0)["ship_safety"] == 0
    assert solo.safety_terms(none_left, 0)["ship_safety"] == -(data.ABANDON_PER_CREWMAN * 7 + data.ABANDONED_SHIP_PENALTY)
    apart = ship_at_the_start_tile(data.ROUNDS, ship_crew=(1, 6), sled_crew=(0, 0), sled="NWP")
    assert not bots.way_home_is_known(apart, apart.players[0])  # a sled's way back is not counted exactly


def test_alone_the_hard_bots_way_home_counts_the_crew_on_a_sled_at_its_ships_tile(monkeypatch):
    """Round 9, three crewmen, the ship one move from home. With the crew on the ship or on the
    sled beside it, the same 8 are at stake; the sled's crew only need the recall first. The
    standard term counted a sled on its ship's tile as safe: moving the crew to the sled's column
    looked like saving 3 (and a recall like losing them: original solo, seed 5, where the crew of
    the last two rounds drew tiles they never laid rather than recall the sled)."""
    from nwp import original_solo_bots as solo
    on_ship = ship_at_the_start_tile(9, ship_crew=(1, 2))
    on_sled = ship_at_the_start_tile(9, ship_crew=(0, 0), sled_crew=(1, 2), sled="L4")
    at_stake = data.ABANDON_PER_CREWMAN * 3 + data.ABANDONED_SHIP_PENALTY
    assert not bots.sled_adrift(on_sled, on_sled.players[0])
    assert bots.moves_home(on_sled, 0, planned=True) == bots.moves_home(on_ship, 0, planned=True) + 1  # the recall
    for state in (on_ship, on_sled):
        spare = bots.crew_actions_left(state, 0) - bots.moves_home(state, 0, planned=True)
        assert solo.safety_terms(state, 0) == pytest.approx(
            {"ship_safety": -at_stake * (1 - spare / solo.HOME_RISK_SPAN), "sled_safety": 0.0})
    standard = {name: sum(standard_safety_terms(state, monkeypatch).values()) for name, state in (("ship", on_ship), ("sled", on_sled))}
    assert standard["sled"] - standard["ship"] > 2


def test_alone_a_sled_apart_puts_only_its_own_crew_at_risk():
    """Round 9, the sled on the Passage's arrow with two crewmen and no way back (no ice), the ship
    one move from home with five: the sled's crew are lost (4), the ship's are not at risk, since
    it sails home alone with actions to spare."""
    from nwp import original_solo_bots as solo
    state = ship_at_the_start_tile(9, ship_crew=(5, 0), sled_crew=(2, 0), sled="NWP")
    assert bots.moves_home(state, 0, planned=True) >= bots.UNREACHABLE
    assert solo.safety_terms(state, 0) == {"ship_safety": 0.0, "sled_safety": -2 * data.ABANDON_PER_CREWMAN}


def test_alone_the_hard_bot_lays_tiles_in_the_last_rounds_while_the_way_home_is_short():
    """Round 9, the whole crew on the sled at the ship's tile, one move from home, and room
    around: of the 14 crew actions left, two bring the expedition home (the recall and the move),
    and the rest lay tiles, at least four large ones. With the standard terms the bot laid two and
    spent the rest of the crew drawing tiles it never laid."""
    state = ship_at_the_start_tile(9, ship_crew=(0, 0), sled_crew=(7, 0), sled="L4")
    empty = state.board.empty_square_count()
    bot = bots.make_bot("hard", seed=1, budget=QUICK_HARD)
    while not engine.is_over(state):
        state = engine.apply(state, bot.choose(state))
    assert state.players[0].home and not tournament.lost_a_vehicle(state, 0)
    assert empty - state.board.empty_square_count() >= 8


# --- the HMS Terror modes: the way home -----------------------------------------------------------------
def test_in_the_hms_terror_modes_either_vehicle_brings_the_expedition_home():
    """The first vehicle to reach Greenland ends the journey (the other, left out, costs points
    only), so a crewed ship one move from home makes the way home one move, though the sled is far."""
    from nwp import solo_bots
    crewed = setup_player(terror_sled_west_of_the_sea(2), 0, ship_crew=(3, 0))  # the sea is open
    assert solo_bots.moves_home(crewed) == 1
    assert bots.moves_home(crewed, 0) > 1  # the standard game's count brings both vehicles back


def test_in_the_hms_terror_modes_a_sled_comes_home_over_the_winter_ice():
    """Row 4 freezes in seasons 4-7: in season 2 the sled's way home is its moves over that ice
    plus the two seasons it waits; in season 8 no season to come freezes it, so there is no way."""
    from nwp import solo_bots
    sled = terror_sled_west_of_the_sea(2).players[0].sled
    over_ice = bots.distances(terror_sled_west_of_the_sea(2), sled, "sled", frozen=4)[GREENLAND]
    assert bots.distances(terror_sled_west_of_the_sea(2), sled, "sled", frozen=0).get(GREENLAND) is None
    assert solo_bots.moves_home(terror_sled_west_of_the_sea(4)) == over_ice
    assert solo_bots.moves_home(terror_sled_west_of_the_sea(2)) == over_ice + 2 * solo_bots.SEASON_WAITED
    assert solo_bots.moves_home(terror_sled_west_of_the_sea(8)) >= bots.UNREACHABLE


def test_in_a_seasons_last_turn_the_way_home_is_counted_on_the_next_seasons_ice():
    """The turn weighed in a season's last turn is followed by the next season, so the way home is
    counted on its ice (issue 21, ninety-eighth step): row 4 freezes in seasons 4-7, so in the
    last turn of season 3 the sled's way over it waits no season, and in the last turn of season
    7, whose ice the thaw takes, there is none. Earlier turns count this season's ice, and the
    last season has no next one."""
    from nwp import solo_bots

    def in_turn(season: int, turn: int):
        state = terror_sled_west_of_the_sea(season)
        state.solo["turn"] = turn
        return state

    sled = terror_sled_west_of_the_sea(4).players[0].sled
    over_ice = bots.distances(terror_sled_west_of_the_sea(4), sled, "sled", frozen=4)[GREENLAND]
    assert solo_bots.moves_home(in_turn(3, 3)) == over_ice + solo_bots.SEASON_WAITED
    assert solo_bots.moves_home(in_turn(3, 4)) == over_ice
    assert solo_bots.moves_home(in_turn(7, 3)) == over_ice
    assert solo_bots.moves_home(in_turn(7, 4)) >= bots.UNREACHABLE
    last_season = in_turn(data.ROUNDS, 4)
    assert solo_bots.moves_home(last_season) == solo_bots.moves_home(in_turn(data.ROUNDS, 1))


@pytest.mark.parametrize("season", [4, 5])
def test_in_the_hms_terror_modes_a_ship_frozen_in_sends_its_crew_home_by_sled(season):
    """A ship frozen in at H4 (row 4 frozen in seasons 4-7) waits for the thaw; the sled still
    aboard it goes home over the ice: a transfer that deploys it and its moves. With the goals
    met and a budget short of the ship's way but not of the sled's, the bot deploys it with the
    whole crew (a crewman left aboard a ship out is lost); with the budget for the ship's way it
    keeps the ship (left out, it costs 2 points). It used to count only the vehicles out, so a
    ship frozen in one move from home sat there with supplies for the sled's way until its last
    crewman died (HMS Terror solo, medium, seed 18)."""
    from nwp import solo_bots
    from nwp.actions import Transfer
    state = setup_player(terror_sled_west_of_the_sea(season), 0, ship="H4", sled=None, ship_crew=(3, 0), sled_crew=(0, 0))
    state.solo["nwp_found"], state.solo["franklin"] = True, data.SOLO_FRANKLIN_GOAL
    player = state.players[0]
    over_ice = bots.distances(state, player.ship, "sled", frozen=4)[GREENLAND]
    ways = solo_bots.ways_home(state, player)
    assert ways["sled"] == 1 + over_ice < ways["ship"]
    assert solo_bots.homeward(state, engine.legal_actions(state), state.copy()) == Pass()  # the ship waits for the thaw
    state.solo["food"], state.solo["morale"] = 2, 3  # a budget of 7: the sled's way, not the ship's
    assert ways["sled"] <= solo_bots.action_budget(state.solo, player) < ways["ship"]
    choice = solo_bots.homeward(state, engine.legal_actions(state), state.copy())
    assert isinstance(choice, Transfer) and choice.sled_available + choice.sled_resting == 3
    after = engine.apply(state, choice)
    assert solo_bots.moves_home(after) == over_ice


@pytest.mark.parametrize("variant", ["solo-terror", "coop"])
@pytest.mark.parametrize("season", [4, 5])
def test_in_the_hms_terror_modes_a_budget_short_of_the_way_home_waits_for_the_thaw_it_can_pay_for(season, variant):
    """The ship frozen in at H4 (row 4 frozen in seasons 4-7) sails home in 5 moves after the
    thaw; the sled still aboard goes home over the ice in 6 actions (the transfer and 5 moves).
    Counted in moves, a season waited is worth one, so the ship's way is the longer; counted in
    actions (``actions_home``), a season waited pays nothing, so it is the shorter. With the goals
    met and 5 actions (short of every way counted in moves), the ship waits for the thaw: the sled
    would stop a move short. With 6 the sled goes at once; with 4, short of both, the sled's way is
    still the shortest. The same for a co-op partner, the other home (since the seventy-sixth step).

    And what an action brings in counts (seventy-sixth step): with 5 actions and a Cairn token on
    the ship's tile (zone x2: 4 morale for a toll of 1), the ship picks it up rather than wait.
    Before, only moves and transfers were weighed, and it passed beside the token."""
    from nwp import solo_bots
    from nwp.actions import PickUp, Transfer
    state = frozen_in_at_h4(season, variant)
    player = state.players[0]
    after_thaw = bots.distances(state, player.ship, "ship", frozen=data.frozen_rows_in_round(8))[GREENLAND]
    over_ice = bots.distances(state, player.ship, "sled", frozen=4)[GREENLAND]
    assert (after_thaw, over_ice) == (5, 5)
    ways = solo_bots.ways_home(state, player)
    assert ways["ship"] > ways["sled"] == 1 + over_ice
    assert after_thaw < solo_bots.actions_home(state, player) < after_thaw + 0.1
    for food, budget, expected in ((2, 5, Pass), (3, 6, Transfer), (1, 4, Transfer)):
        terror_goals_met(state, food, 1)
        assert solo_bots.expedition_budget(state, 0) == budget
        assert solo_bots.pays_home_by_waiting(state, 0) == (budget == 5)
        assert isinstance(solo_bots.homeward(state, engine.legal_actions(state), state.copy()), expected), budget
    terror_goals_met(state, 2, 1)
    state.board.tokens[(7, 3)] = "Cairn"  # on the ship's tile, H4, zone x2
    choice = solo_bots.homeward(state, engine.legal_actions(state), state.copy())
    assert choice == PickUp("ship", (7, 3))
    assert solo_bots.expedition_budget(engine.apply(state, choice), 0) == 5 - 1 + 4


@pytest.mark.parametrize("variant", ["solo-terror", "coop"])
def test_in_the_hms_terror_modes_the_sleds_crew_rejoins_the_ship_before_it_sails_home(variant):
    """The ship frozen in at H4 with 2 crewmen sails home in 5 moves after the thaw; its sled
    stands on the ice at G4 with 3, a move west. With the goals met and food and morale for every
    action, the nearest way home is the ship's, which leaves the sled out: 2 points for it and 2
    for each of its crewmen. So the sled moves onto the ship's tile, then the recall brings its
    crew aboard (seventy-seventh step). Before, the sled went on east over the ice from H4 and
    left the ship and its 2 crewmen out. With no food or morale the whole crew's way (7 actions and more)
    is beyond the budget, and the rule leaves the choice to the nearest way."""
    from nwp import solo_bots
    state = sled_beside_frozen_in_ship(variant)
    terror_goals_met(state, 10, 10)
    player = state.players[0]
    ways = solo_bots.ways_home(state, player, sled_aboard=False, season_waited=solo_bots.WAIT_PAYS_NOTHING)
    assert ways["ship"] < ways["sled"]  # the nearest way leaves the sled's 3 crewmen out
    move = solo_bots.homeward(state, engine.legal_actions(state), state.copy())
    assert move == Move("sled", (7, 3))
    state = engine.apply(state, move)
    recall = solo_bots.homeward(state, engine.legal_actions(state), state.copy())
    assert recall in bots.RECALLS
    state = engine.apply(state, recall)
    assert (state.players[0].sled, state.players[0].aboard("ship")) == (None, 5)
    starved = sled_beside_frozen_in_ship(variant)
    terror_goals_met(starved, 0, 0)
    assert solo_bots.gathering_step(starved, engine.legal_actions(starved), starved.copy()) is None
    for other_mode in (original_solo(), started(2)):  # no food, morale or goals of that kind: never
        assert solo_bots.gathering_step(other_mode, engine.legal_actions(other_mode), other_mode.copy()) is None


@pytest.mark.parametrize("variant", ["solo-terror", "coop"])
def test_the_sleds_crew_is_not_gathered_when_the_lives_of_the_nearest_way_are_theirs(variant):
    """The same ship and sled, with 5 crewmen on the ship, 2 on the sled and 3 food and morale. The
    ship's way home (5 moves) costs two lives, the whole crew's (7 actions) four. The two lives
    the nearest way costs are the sled's crewmen, lost with the sled left out anyway (and the
    sled, left with no crewman, goes back to the player board): 4 points, against 8 for bringing
    them aboard. So the sled's crew is not gathered; with food and morale for every action it
    still is. Before, the rule counted the nearest way's lives on top of the crew it leaves out."""
    from nwp import solo_bots
    state = setup_player(sled_beside_frozen_in_ship(variant), 0, ship_crew=(5, 0), sled_crew=(2, 0))
    terror_goals_met(state, 2, 1)
    ways = solo_bots.ways_home(state, state.players[0], sled_aboard=False, season_waited=solo_bots.WAIT_PAYS_NOTHING)
    assert ways["ship"] < ways["sled"]  # counted in actions, the nearest way leaves the sled out
    assert solo_bots.expedition_budget(state, 0) >= 7 + 1  # the whole crew's way and one to spare
    assert solo_bots.gathering_step(state, engine.legal_actions(state), state.copy()) is None
    terror_goals_met(state, 10, 10)
    assert solo_bots.gathering_step(state, engine.legal_actions(state), state.copy()) == Move("sled", (7, 3))


@pytest.mark.parametrize("food", [2, 0])
def test_a_coop_partner_on_its_way_home_steps_onto_the_passages_arrow_it_has_not_entered(food):
    """The other partner found the Passage and the team's goals are met; this partner's ship
    stands at A4, beside the arrow, with 3 crewmen. The arrow gives it its own NWP token (10
    points) and 3 morale (docs/rules.md AMB-6) for a move there and one back: a step that adds to
    the budget more than to the way home. Before, the homeward rule took the step that shortens
    the way home (co-op seed 64's partner 2 sailed home from A4 and ended a move short). With no
    food or morale a crewman's life pays the step (3 morale for it); with the last crewman, never.
    Alone the Passage found is the expedition's own, so its arrow is never such a step."""
    from nwp import solo_bots

    state = ship_beside_the_arrow("coop", 3, food)
    onto_the_arrow = Move("ship", "NWP")
    assert onto_the_arrow in engine.legal_actions(state)
    assert solo_bots.homeward(state, engine.legal_actions(state), state.copy()) == onto_the_arrow
    after = engine.apply(state, onto_the_arrow)
    assert solo_bots.expedition_budget(after, 0) == solo_bots.expedition_budget(state, 0) - 1 + 3  # the toll, 3 morale
    assert after.players[0].nwp_token == 10
    back = solo_bots.homeward(after, engine.legal_actions(after), after.copy())
    assert back == Move("ship", (0, 3))  # entered: on home, the arrow no longer a step to take
    last = ship_beside_the_arrow("coop", 1, food)
    if not food:  # only the last crewman's life would pay for it
        assert solo_bots.step_onto_the_arrow(last, engine.legal_actions(last), last.copy()) is None
    alone = ship_beside_the_arrow("solo-terror", 3, food)
    assert solo_bots.step_onto_the_arrow(alone, engine.legal_actions(alone), alone.copy()) is None
    assert solo_bots.homeward(alone, engine.legal_actions(alone), alone.copy()) != onto_the_arrow


def test_in_the_hms_terror_modes_the_way_home_short_of_supplies_picks_up_a_supply_token_on_the_spot():
    """Once the goals are met the shortest way home decides; while the budget (food, morale and
    every crewman but the last) is short of it, an Inuit token on the ship's own tile is picked up
    first: no move, and 4 food or morale in zone x2 for a toll of 1. With a budget that covers
    the way the ship sails on, and the last crewman's life never pays for the pick-up."""
    from nwp import solo_bots
    from nwp.actions import PickUp
    state = setup_player(terror_sled_west_of_the_sea(2), 0, ship="H4", sled=None, ship_crew=(3, 0), sled_crew=(0, 0))
    state.solo["nwp_found"], state.solo["franklin"] = True, data.SOLO_FRANKLIN_GOAL
    state.board.tokens[(7, 3)] = "Inuit"  # on the ship's tile, H4, zone x2
    player = state.players[0]
    state.solo["food"], state.solo["morale"] = 0, 1
    assert solo_bots.action_budget(state.solo, player) < solo_bots.moves_home(state)
    choice = solo_bots.homeward(state, engine.legal_actions(state), state.copy())
    assert choice == PickUp("ship", (7, 3))
    after = engine.apply(state, choice)
    assert solo_bots.action_budget(after.solo, after.players[0]) == solo_bots.action_budget(state.solo, player) + 3
    state.solo["food"], state.solo["morale"] = 5, 5  # the way home paid for: no stop
    assert isinstance(solo_bots.homeward(state, engine.legal_actions(state), state.copy()), Move)
    last = setup_player(state, 0, ship="H4", sled=None, ship_crew=(1, 0), sled_crew=(0, 0))
    last.solo["food"], last.solo["morale"] = 0, 0
    assert not isinstance(solo_bots.homeward(last, engine.legal_actions(last), last.copy()), PickUp)


@pytest.mark.parametrize("variant", ["solo-terror", "coop"])
def test_once_the_goals_are_met_a_supply_token_on_the_spot_spares_the_lives_the_way_home_would_cost(variant):
    """The goals met, the ship at H4 with 7 crewmen, an Inuit token on its tile (4 food in zone x2)
    and 1 food and 1 morale: the budget (8 actions, six of them lives) covers the way home, but
    food and morale pay for 2 of its moves and lives for the rest. The pick-up costs a toll and
    gives 4 food: 3 crewmen (6 points) spared. Before, the rule picked a token up only while the
    budget was short of the way, and sailed on. With food and morale for the whole way, it sails on."""
    from nwp import solo_bots
    from nwp.actions import PickUp
    state = setup_player(frozen_in_at_h4(2, variant), 0, ship_crew=(7, 0))
    terror_goals_met(state, 1, 1)
    state.board.tokens[(7, 3)] = "Inuit"  # on the ship's tile, H4, zone x2
    player = state.players[0]
    assert solo_bots.expedition_budget(state, 0) >= solo_bots.moves_home(state)  # the way is paid for
    assert solo_bots.food_and_morale(state, 0) < solo_bots.actions_home(state, player)  # partly with lives
    assert solo_bots.homeward(state, engine.legal_actions(state), state.copy()) == PickUp("ship", (7, 3))
    terror_goals_met(state, 5, 5)  # food and morale for every move: no stop
    assert isinstance(solo_bots.homeward(state, engine.legal_actions(state), state.copy()), Move)


@pytest.mark.parametrize("variant", ["solo-terror", "coop"])
def test_once_the_goals_are_met_a_detour_onto_a_supply_token_is_taken_when_it_spares_more_lives_than_it_costs(variant):
    """The goals met, the ship at H4 with 7 crewmen and 1 food and 1 morale: the budget (8 actions)
    covers the 5 moves home, but lives would pay for 3 of them. An Inuit token a move west, at G4
    (zone x2, 4 food): the move there and the move back add 2 actions, and the pick-up costs its
    toll, so it spares 4 - 1 - 2 = 1 life (2 points). The way home's rule takes the detour. A
    Strait token there (2 food) spares none: it sails east. Nor is the detour taken when its turns
    (the move, the pick-up, 6 moves home from G4, an action a turn) would run past the last season.
    With food and morale for the whole way, it sails east too. Before, the rule picked up only a
    token on the ship's own tile."""
    from nwp import solo_bots
    state = setup_player(frozen_in_at_h4(2, variant), 0, ship_crew=(7, 0))
    terror_goals_met(state, 1, 1)
    state.board.tokens[(6, 3)] = "Inuit"  # G4, zone x2
    west, east = Move("ship", (6, 3)), Move("ship", (8, 3))
    assert solo_bots.expedition_budget(state, 0) >= solo_bots.moves_home(state)  # the way is paid for
    assert solo_bots.lives_a_detour_spares(state, west, state.copy()) == 1.0
    assert solo_bots.homeward(state, engine.legal_actions(state), state.copy()) == west
    strait = state.copy()
    strait.board.tokens[(6, 3)] = "Strait"
    assert solo_bots.lives_a_detour_spares(strait, west, strait.copy()) == 0.0
    assert solo_bots.homeward(strait, engine.legal_actions(strait), strait.copy()) == east
    late = in_round(state, 9)
    late.solo["turn"] = 3  # the move, the pick-up and 6 moves home from G4: 8 turns, past round 10's last
    assert solo_bots.lives_a_detour_spares(late, west, late.copy()) == 0.0
    assert solo_bots.homeward(late, engine.legal_actions(late), late.copy()) == east
    late.solo["turn"] = 1  # 4 turns left in round 9 and 4 in round 10: the way from G4 sets out in time
    assert solo_bots.homeward(late, engine.legal_actions(late), late.copy()) == west
    terror_goals_met(state, 5, 5)  # food and morale for every move: no life to spare
    assert solo_bots.homeward(state, engine.legal_actions(state), state.copy()) == east


def test_in_the_hms_terror_modes_the_way_home_short_of_supplies_fetches_a_supply_token_in_the_west():
    """Once the goals are met and the budget is short of the way home, a supply token within
    reach counts toward the budget by what it nets: a Cairn at D4 (zone x3, 6 morale) beside the
    sled at E4 nets 6 less the pick-up and the 2 moves it adds to the way home, counted at
    RESERVE_SHARE before it is picked up, and never so far that the way looks paid for. So the
    shortest way home no longer decides: the search fetches the token (a move west, the pick-up)
    and then heads east; it refreshes nothing (a sampled display always looks worth it). Without
    the token, or with a budget that covers the way, the sled goes east at once. The shortest way
    home alone ran 8 of 40 games with the goals met out of supplies on the way (docs/ai.md, issue
    21, forty-fourth step)."""
    from nwp import solo_bots
    from nwp.actions import PickUp
    from nwp.board import PlacedTile
    bare = terror_sled_west_of_the_sea(4)  # row 4 frozen: the sled goes home over the ice
    bare.board.put(PlacedTile("S4", "A", 0, 3, 3))  # D4, beside the sled
    bare.board.tokens.clear()
    bare.solo["nwp_found"], bare.solo["franklin"] = True, data.SOLO_FRANKLIN_GOAL
    bare.solo["food"], bare.solo["morale"] = 0, 1
    state = bare.copy()
    state.board.tokens[(3, 3)] = "Cairn"
    needed, budget = solo_bots.moves_home(state), solo_bots.action_budget(state.solo, state.players[0])
    assert budget < needed
    reaches = bots.reaches(state, state.players[0])
    assert solo_bots.supply_reserve(state, *reaches, needed) == pytest.approx(solo_bots.RESERVE_SHARE * (6 - 1 - 2))
    assert solo_bots.supply_reserve(bare, *reaches, needed) == 0
    with_token, without = solo_bots.terms(state), solo_bots.terms(bare)
    assert with_token["home"] == without["home"] == solo_bots.home_prospect(needed, budget)
    assert without["supply_reserve"] == 0 < with_token["supply_reserve"]
    assert with_token["home"] + with_token["supply_reserve"] < solo_bots.home_prospect(needed, needed)
    assert isinstance(solo_bots.homeward(bare, engine.legal_actions(bare), bare.copy()), Move)
    assert solo_bots.homeward(state, engine.legal_actions(state), state.copy()) is None
    bot = bots.make_bot("hard", seed=1, budget=QUICK_HARD)
    played = state
    for expected in (Move("sled", (3, 3)), PickUp("sled", (3, 3))):
        action = bot.choose(played)
        assert action == expected
        played = engine.apply(played, action)
    assert solo_bots.action_budget(played.solo, played.players[0]) == budget - 2 + 6
    shown = bare.copy()
    shown.display[0] = "L60"  # a Cairn tile on display, and 1 morale to draw it with
    assert not solo_bots.supplies_to_gather(shown, 0, needed)  # zone x2: 4 morale for 4 actions
    assert solo_bots.supplies_to_gather(setup_player(shown, 0, hand=["L60"]), 0, needed)  # in hand: laid, fetched
    assert solo_bots.supplies_to_gather(setup_player(shown, 0, sled="D4"), 0, needed)  # zone x3: 6 for 4
    from nwp.actions import Refresh
    assert not any(isinstance(action, Refresh) for action in solo_bots.playable(state, engine.legal_actions(state)))
    paid = state.copy()
    paid.solo["food"], paid.solo["morale"] = 5, 5  # the way home paid for: no detour
    assert any(isinstance(action, Refresh) for action in solo_bots.playable(paid, engine.legal_actions(paid)))
    assert solo_bots.terms(paid)["home"] == solo_bots.home_prospect(needed, 5 + 5 + 2)
    assert "supply_reserve" not in solo_bots.terms(paid)
    assert isinstance(solo_bots.homeward(paid, engine.legal_actions(paid), paid.copy()), Move)


def test_in_the_hms_terror_modes_the_seasons_last_turn_weighs_the_voyage_card_to_come():
    """The next Voyage card sees where the expedition stands when the season ends. In the
    season's last turn a position is worth what the cards still in the deck give or take there on
    average (a loss no more than the stock holds), at a unit of food or morale's worth, the
    shortfall's too while the voyage is short; before the last turn nothing is counted. With the
    deck down to Mirage (a morale lost unless the sled is out) and Spoiled Tins (2 food, of 1 left),
    the sled out on the ice is worth half a unit more than the sled aboard."""
    from nwp import solo_bots
    out = setup_player(terror_sled_west_of_the_sea(2), 0, ship="L4", ship_crew=(3, 0), sled_crew=(3, 0))
    out.solo["deck"], out.solo["food"], out.solo["morale"] = ["V14", "V06"], 1, 5
    aboard = setup_player(out, 0, sled=None, ship_crew=(6, 0), sled_crew=(0, 0))
    assert solo_bots.next_card_outlook(out, 0, out.solo) == pytest.approx((0 - 1) / 2)
    assert solo_bots.next_card_outlook(aboard, 0, aboard.solo) == pytest.approx((-1 - 1) / 2)
    assert "voyage_card" not in solo_bots.terms(out)  # turn 1 of the season
    for state in (out, aboard):
        state.solo["turn"] = 4
    needed, budget = solo_bots.voyage_balance(out)
    assert needed > budget  # the voyage is short: a unit is worth the shortfall's 2 as well
    unit = solo_bots.RESOURCE_VALUE + solo_bots.SHORTFALL
    assert solo_bots.terms(out)["voyage_card"] == pytest.approx(unit * -0.5)
    assert solo_bots.terms(out)["voyage_card"] - solo_bots.terms(aboard)["voyage_card"] == pytest.approx(unit * 0.5)
    last_season = out.copy()
    last_season.round = data.ROUNDS  # no card comes after the last season
    assert "voyage_card" not in solo_bots.terms(last_season)


def test_in_the_hms_terror_modes_a_sled_aboard_a_ship_at_sea_waits_for_the_ice():
    """In season 2 the sea under the ship is open: the sled cannot be deployed before row 4
    freezes in season 4, so its way counts the two seasons waited, and the ship sails."""
    from nwp import solo_bots
    state = setup_player(terror_sled_west_of_the_sea(2), 0, ship="H4", sled=None, ship_crew=(3, 0), sled_crew=(0, 0))
    player = state.players[0]
    over_ice = bots.distances(state, player.ship, "sled", frozen=4)[GREENLAND]
    assert solo_bots.ways_home(state, player)["sled"] == 1 + over_ice + 2 * solo_bots.SEASON_WAITED
    state.solo["nwp_found"], state.solo["franklin"] = True, data.SOLO_FRANKLIN_GOAL
    assert isinstance(solo_bots.homeward(state, engine.legal_actions(state), state.copy()), Move)


def test_in_the_hms_terror_modes_a_move_is_weighed_with_the_step_after_it():
    """Row 4 is frozen in season 5, so a sled at B4 reaches the Passage in two moves: A4, then
    the arrow. The move to A4 is weighed with its best follow-up whatever its own rank, as a draw
    is: ranked by its own value, a move that only the next step makes worth it fell out of the
    plans searched once a hand of tiles to lay ranked above it, and in a co-op game (seed 9,
    hard) a sled sat at B4 from season 4 to the end with five crewmen."""
    from nwp import solo_bots
    from nwp.board import PlacedTile
    state = terror_sled_west_of_the_sea(5)
    for column in (1, 2, 3):
        state.board.put(PlacedTile("S4", "A", 0, column, 3))
    state = setup_player(state, 0, sled="B4", sled_crew=(3, 0))
    state.solo["food"], state.solo["morale"] = 3, 3
    to_a4 = Move("sled", (0, 3))
    assert to_a4 in engine.legal_actions(state)
    found = engine.apply(engine.apply(state, to_a4), Move("sled", "NWP"))
    assert found.solo["nwp_found"]
    legal = solo_bots.playable(state, engine.legal_actions(state))
    scored = {action: value for value, action in bots.decide(bots.score_actions(state.copy(), 0, legal, follow_ups_for=0))}
    assert scored[to_a4] >= bots.evaluate(found, 0) > bots.evaluate(engine.apply(state, to_a4), 0)


def test_in_the_hms_terror_modes_meeting_the_last_goal_far_from_home_is_worth_it():
    """Picking up the Franklin point that meets the last goal, though home is then far off, is
    worth more than leaving it: the goals met are worth a win in sight while food, morale and
    spare crew pay for the way home, and a move less on the way. (The count used to give the
    goals met 20 less 2.5 a move home, so a token 8 or more moves from home looked worse taken.)"""
    from nwp import solo_bots
    from nwp.actions import PickUp
    state = terror_sled_west_of_the_sea(2)
    state.solo["nwp_found"] = True
    state.solo["franklin"] = data.SOLO_FRANKLIN_GOAL - 1
    state.board.tokens[(4, 3)] = "Franklin"  # under the sled, at E4
    pick_up = next(action for action in engine.legal_actions(state) if isinstance(action, PickUp))
    after = bots.settled(engine.apply(state, pick_up))
    assert solo_bots.goals_met(after) and solo_bots.moves_home(after) > 8
    assert bots.evaluate(after, 0) > bots.evaluate(state, 0)


def test_in_the_hms_terror_modes_fetching_a_nearer_franklin_token_the_goal_needs_costs_the_last_ones_prospect_nothing():
    """The prospect of the Franklin token that meets the last goal counts the budget less the
    route through the nearer tokens the goal also needs (each leg from the vehicle or the token
    before, and each pick-up), not only that token's own moves: fetching a nearer needed token
    spends budget the prospect already counted as spent, so it loses the prospect nothing. (It
    used to lose an action's worth of it, GOALS_MET / BUDGET_MARGIN, and seed 303's ship stood
    a move from such a token for four seasons: docs/ai.md, sixty-sixth and sixty-seventh steps.)"""
    from nwp import solo_bots
    state = engine.new_game(["Ann"], seed=2, variant="solo-terror")
    for square in ("H4", "I4", "J4", "K4"):  # a sea lane west of the start tile
        put(state, "S0", square)
    state = setup_player(state, 0, ship="L4")
    state.board.tokens.clear()
    state.board.tokens[(10, 3)] = state.board.tokens[(7, 3)] = "Franklin"  # K4 (zone x1), H4 (zone x2)
    state.solo["nwp_found"], state.solo["franklin"] = True, data.SOLO_FRANKLIN_GOAL - 3  # both needed
    worths = []
    for stock in range(0, 12):  # short of the way home, in the prospect's band, and beyond it
        state.solo["food"], state.solo["morale"] = stock // 2, stock - stock // 2
        fetched = checked.play(checked.play(state, "ship moves to K4"), "ship picks up K4")
        assert fetched.solo["franklin"] == data.SOLO_FRANKLIN_GOAL - 2  # no track bonus refunds the actions
        before, after = solo_bots.terms(state)["tokens_near"], solo_bots.terms(fetched)["tokens_near"]
        # H4 is a move nearer the ship now, and the two actions were counted before they were paid
        assert after == pytest.approx(before + solo_bots.TOKEN_SHARE * solo_bots.TOKEN_STEP), stock
        worths.append(before)
    assert worths[0] < worths[3] < worths[-1]  # the low stocks were short enough for the budget to count


def test_in_co_op_a_partner_counts_only_the_last_franklin_tokens_own_way_against_its_budget():
    """In co-op the nearer Franklin tokens may be the other partner's to fetch, so a partner's
    prospect of the token that meets the team's last goal counts only that token's moves and
    pick-up against its budget, as before the sixty-seventh step: fetching a nearer one itself
    costs that prospect an action's worth (in the band where the budget counts)."""
    from nwp import solo_bots
    state = engine.new_game(["Terror", "Erebus"], seed=2, variant="coop", options={"difficulty": 2})
    for square in ("H4", "I4", "J4", "K4"):
        put(state, "S0", square)
    state = setup_player(state, 0, ship="L4")
    state.board.tokens.clear()
    state.board.tokens[(10, 3)] = state.board.tokens[(7, 3)] = "Franklin"  # K4 (zone x1), H4 (zone x2)
    own, other = state.solo["expeditions"]
    own["nwp_found"], own["franklin"], other["franklin"] = True, 7, 5  # the team 3 short of its 15, no bonus next
    own["food"] = own["morale"] = 0  # in the band: 6 of budget (the crew)
    fetched = checked.play(checked.play(state, "ship moves to K4"), "ship picks up K4")
    before, after = solo_bots.terms(state)["tokens_near"], solo_bots.terms(fetched)["tokens_near"]
    spent = solo_bots.GOALS_MET / solo_bots.BUDGET_MARGIN  # two actions paid, H4 a move nearer: one action's worth
    assert after == pytest.approx(before - solo_bots.TOKEN_SHARE * (spent - solo_bots.TOKEN_STEP))


def test_in_the_hms_terror_modes_the_goals_met_fade_as_the_way_home_outruns_the_supplies():
    """The goals met are worth GOALS_MET while food, morale and spare crew cover the way home,
    nothing of it BUDGET_MARGIN actions short, and a move less on the way is worth HOME_MOVE."""
    from nwp import solo_bots
    covered, short = solo_bots.home_prospect(10, 10), solo_bots.home_prospect(10, 10 - solo_bots.BUDGET_MARGIN)
    assert covered - short == pytest.approx(solo_bots.GOALS_MET)
    assert solo_bots.home_prospect(9, 20) - solo_bots.home_prospect(10, 20) == pytest.approx(solo_bots.HOME_MOVE)
    assert solo_bots.home_prospect(99, 0) == 0


def test_in_the_hms_terror_modes_a_crewman_dies_where_the_way_home_does_not_need_him():
    """Food and morale gone, each action costs a crewman from the chosen column (the ship's by
    default). With the ship's only crewman one move from home and three on a sled cut off by the
    sea, the bot has the sled's crewmen pay; with the ship well crewed it keeps the default."""
    from nwp import solo_bots
    from nwp.actions import SacrificeFrom
    state = setup_player(terror_sled_west_of_the_sea(2), 0, ship_crew=(1, 0))
    state.solo["food"] = state.solo["morale"] = 0
    assert state.solo.get("sacrifice_from", "ship") == "ship"
    assert solo_bots.moves_home(state) == 1
    legal = engine.legal_actions(state)
    assert SacrificeFrom("sled") in legal
    chosen = solo_bots.payment(state, legal)
    assert chosen == SacrificeFrom("sled")
    after = engine.apply(state, chosen)
    assert solo_bots.payment(after, engine.legal_actions(after)) is None  # chosen once, kept
    well_crewed = setup_player(state, 0, ship_crew=(4, 0))
    assert solo_bots.sacrifice_column(well_crewed) == "ship"
    assert solo_bots.payment(well_crewed, engine.legal_actions(well_crewed)) is None


def test_once_the_goals_are_met_the_lives_are_paid_by_the_crew_the_way_home_leaves_out():
    """The sled (3 crewmen) goes home over the ice in 6 moves; the ship (2) is frozen in beside
    it and will be left out, its crew lost with it. Before the goals are met the bot takes a life
    from the larger crew, the sled's; once they are met, from the ship's, which costs the score
    nothing more: k lives from a vehicle with c crewmen left out lose max(k, c), not k + c."""
    from nwp import solo_bots
    state = sled_beside_frozen_in_ship()
    state.solo["food"] = state.solo["morale"] = 0
    ways = solo_bots.ways_home(state, state.players[0])
    assert ways["sled"] < ways["ship"]
    assert solo_bots.sacrifice_column(state) == "sled"
    terror_goals_met(state, 0, 0)
    assert solo_bots.sacrifice_column(state) == "ship"
    assert solo_bots.payment(state, engine.legal_actions(state)) is None  # the ship's: the default
    one_left = setup_player(state, 0, ship_crew=(2, 0), sled_crew=(1, 0))
    assert solo_bots.sacrifice_column(one_left) == "ship"
    last_on_the_sled = setup_player(state, 0, ship_crew=(0, 0), sled_crew=(1, 0))
    assert solo_bots.sacrifice_column(last_on_the_sled) == "sled"  # nothing else pays
    sled_home = setup_player(state, 0, sled="Greenland")
    sled_home.players[0].home = True
    row = engine.rules_of(sled_home).expedition_row(sled_home, 0)
    assert row["penalties"]["lost_crew"] == -data.ABANDON_PER_CREWMAN * 2  # the ship's two, left out


def test_in_the_hms_terror_modes_a_refresh_takes_the_tile_worth_placing():
    """After a refresh the bot takes the tile whose placement it likes best (here, the Passage
    found, the one with a Franklin token on the face it shows, laid beside the start tile), not
    the first of the new display: a tile held is worth nothing by itself in these modes, so the
    takes differ only once placed. Before the Passage an expedition alone counts a Franklin tile
    at zone x3's points on its way west (ninety-ninth step), so a zone-x1 token is not what it
    likes there: it takes a tile to lay toward the Passage."""
    from nwp.actions import Refresh
    franklin_tile = next(name for name, tile in data.LARGE_TILES.items()
                         if tile["symbol"] == "Franklin" and tile["symbol_face"] == "A")
    blank = [name for name, tile in data.LARGE_TILES.items() if tile["symbol"] is None][:2]
    start = engine.initial_state(["Ann"], [0], ["L10", "L20", "L30"], "solo-terror", 3,
                                 {"options": {"difficulty": 0}, "voyage": "V01"})
    start = checked.play(start, "ship moves to L4")
    for found in (True, False):
        state = start.copy()
        state.solo["nwp_found"] = found
        reveals = [*blank, franklin_tile]
        state = engine.apply_revealing(state, Refresh("ship", "large"), lambda pool: reveals.pop(0))
        assert state.phase == "refresh_draw" and state.display == [*blank, franklin_tile]
        chosen = bots.decide(bots._chosen(state, 0, bots.QUICK))
        assert (chosen.players[0].hand == [franklin_tile]) == found


def test_in_the_hms_terror_modes_a_token_in_reach_is_worth_what_it_gives_less_the_way_to_it():
    """A Franklin token counts its points (up to the goal) less a move's worth for each move to it
    and one for the pick-up, so each step toward it and the pick-up itself are worth taking."""
    from nwp import solo_bots
    state = engine.new_game(["Ann"], seed=2, variant="solo-terror")
    state = setup_player(state, 0, ship="L4")
    square = (11, 3)  # L4, zone 1: a Franklin point
    state.board.tokens[square] = "Franklin"
    here = solo_bots.terms(state)["tokens_near"]
    points = solo_bots.FRANKLIN_AHEAD_SHARE * solo_bots.FRANKLIN_POINT  # before the Passage
    assert here == pytest.approx(solo_bots.TOKEN_SHARE * (points - solo_bots.TOKEN_STEP))
    assert here > 0
    state.solo["franklin"] = data.SOLO_FRANKLIN_GOAL  # the goal reached: no more worth
    assert solo_bots.terms(state)["tokens_near"] == 0


def test_before_the_passage_a_franklin_token_in_reach_counts_part_of_its_points():
    """Before the Passage a Franklin token in reach adds only FRANKLIN_AHEAD_SHARE of its points
    to ``tokens_near``, alone and for a co-op partner alike, and nothing once the Passage is found
    (only the Franklin plan counts it then). Alone, the voyage's Franklin plan (weighed in the
    ``shortfall``) already counts it: counted whole, the hard bot won 179 of the fresh seeds
    1101-1400 against 193. In co-op the token drew the partner who seeks the Passage off its way
    west: counted whole, two hard partners won 78 of the fresh seeds 61-360 against 109, the
    Passage missed in 54 lost games against 14 (docs/ai.md, issue 21, seventy-ninth and eightieth
    steps)."""
    from nwp import solo_bots
    square = (6, 3)  # G4, zone x2: two Franklin points
    alone = engine.new_game(["Ann"], seed=2, variant="solo-terror")
    team = engine.new_game(["Terror", "Erebus"], seed=2, variant="coop", options={"difficulty": 2})
    worths = {}
    for name, state in (("alone", alone), ("team", team)):
        for place in ("G4", "H4"):  # a sea lane: G4 a move west of the ship
            put(state, "S0", place)
        state = setup_player(state, 0, ship="H4")
        state.board.tokens.clear()
        without = solo_bots.terms(state)["tokens_near"]
        state.board.tokens[square] = "Franklin"
        assert engine.rules_of(state).progress(state, 0)[:2] == (False, 0)
        worths[name] = solo_bots.terms(state)["tokens_near"] - without
        found = state.copy()
        (found.solo["expeditions"][0] if name == "team" else found.solo)["nwp_found"] = True  # the Passage found
        assert solo_bots.terms(found)["tokens_near"] == pytest.approx(without)
    step = solo_bots.TOKEN_STEP * (1 + 1)  # a move to G4 and the pick-up
    whole = solo_bots.TOKEN_SHARE * (2 * solo_bots.FRANKLIN_POINT - step)
    shared = solo_bots.TOKEN_SHARE * (2 * solo_bots.FRANKLIN_AHEAD_SHARE * solo_bots.FRANKLIN_POINT - step)
    for name in ("alone", "team"):
        assert worths[name] == pytest.approx(shared), name
        assert 0 < worths[name] < whole, name


def test_in_the_hms_terror_modes_a_supply_token_in_zone_x2_or_x3_is_worth_part_of_its_supplies_wherever_it_lies():
    """Supplies laid by (``laid_by``): an Inuit or Cairn token in zone x2 or x3 counts
    LAID_BY_SHARE of its food or morale, even with a full stock (``tokens_near`` then counts no
    supplies) and however far from the vehicles, and no more as a vehicle nears it, so it pulls no
    vehicle off its way. Zone x1, a Strait or a Franklin token count nothing here."""
    from nwp import solo_bots
    state = setup_player(engine.new_game(["Ann"], seed=2, variant="solo-terror"), 0, ship="L4")
    state.board.tokens.clear()
    assert state.solo["food"] + state.solo["morale"] >= solo_bots.RESOURCE_COMFORT
    assert solo_bots.terms(state)[solo_bots.LAID_BY_TERM] == 0
    for square, kind, units in (((1, 3), "Inuit", 6), ((5, 3), "Cairn", 4), ((9, 3), "Cairn", 0),
                                ((2, 3), "Strait", 0), ((3, 3), "Franklin", 0)):
        laid = state.copy()
        laid.board.tokens[square] = kind
        expected = solo_bots.LAID_BY_SHARE * solo_bots.RESOURCE_VALUE * units
        assert solo_bots.terms(laid)[solo_bots.LAID_BY_TERM] == pytest.approx(expected), (square, kind)
        if kind != "Franklin":  # a full stock: no supply token counts in tokens_near
            assert solo_bots.terms(laid)["tokens_near"] == 0, (square, kind)
    far = state.copy()
    far.board.tokens[(1, 3)] = "Inuit"  # B4, zone x3, far west of the ship
    home = setup_player(far.copy(), 0, ship="Greenland")  # further still: the same worth
    assert solo_bots.terms(home)[solo_bots.LAID_BY_TERM] == solo_bots.terms(far)[solo_bots.LAID_BY_TERM] > 0


def test_alone_an_island_completed_counts_its_prestige_and_the_hint_names_it():
    """Islands (``islands``): the rulebook's Example 8 (an island of two tiles, 1 point) played in
    the HMS Terror solo mode. The placement that completes the island counts ISLAND_POINT for its
    point and the other placements of the same tile count nothing; a hint whose reason is the island
    names its prestige. Co-op partners play for the team's win only: no such term."""
    from nwp import hints, solo_bots
    from web.messages import ENGLISH
    from web.messages_fr import FRENCH
    state = engine.new_game(["Ann"], seed=2, variant="solo-terror")
    state.board.tokens.clear()
    put(state, "S1", "E8", rotation=2)  # tile B: land at its south-east corner, on the board edge
    put(state, "S0", "F7")  # the ship's tile
    state = setup_player(state, 0, ship="F7", hand=["S1"])
    assert solo_bots.terms(state)[solo_bots.ISLANDS_TERM] == 0
    worths = {}
    for action in (a for a in engine.legal_actions(state) if isinstance(a, Place)):
        after = engine.apply(state, action)
        worths[str(action)] = solo_bots.terms(after)[solo_bots.ISLANDS_TERM]
    island = "ship places S1 r3 at F8"  # tile A: land at its south-west corner
    assert worths.pop(island) == pytest.approx(solo_bots.ISLAND_POINT * 1)
    assert worths and set(worths.values()) == {0.0}
    after = checked.play(state, island)
    details = hints._details(solo_bots.ISLANDS_TERM, state, after, 0)
    assert details == {"points": 1}
    assert ENGLISH["hint_reason_islands"].format(**details).endswith("(prestige +1)")
    assert FRENCH["hint_reason_islands"].format(**details).endswith("(prestige +1)")
    team = engine.new_game(["Terror", "Erebus"], seed=4, variant="coop", options={"difficulty": 2})
    team.players[0].points["islands"] = 3
    assert solo_bots.ISLANDS_TERM not in solo_bots.terms(team, 0)


def test_a_set_counts_its_kinds_toward_the_next_and_the_hint_says_how_many_of_five():
    """Sets: one Inuit, Cairn, Franklin, Strait and Cartography token make a set of 6 prestige
    (the rulebook's Set points, five kinds). The standard game's bots weigh each complete set at its
    points and each kind held toward the next at half a fifth of a set; a second token of a kind adds
    nothing. A Strait token picked up with the other four kinds held completes the set, and the
    hint's sentence says so in both languages, with the set's prestige; a kind added short of a set
    is told as the kinds the next set holds."""
    from nwp import hints
    from web.messages import ENGLISH
    from web.messages_fr import FRENCH
    state = engine.new_game(["Ann", "Bob"], seed=2)
    player = state.players[0]
    for kind in ("Inuit", "Cairn", "Franklin", "Cartography"):
        player.tokens[kind] = 1
    assert bots.kinds_toward_next_set(player) == 4 and set_count(player) == 0
    assert bots.set_prospect(player) == pytest.approx(data.SET_POINTS * 0.5 * 4 / 5)
    player.tokens["Cairn"] = 2  # a second Cairn is no step toward the set
    assert bots.set_prospect(player) == pytest.approx(data.SET_POINTS * 0.5 * 4 / 5)
    assert bots.evaluation_terms(state, 0)["sets"] == bots.set_prospect(player)
    after = state.copy()
    after.players[0].tokens["Strait"] = 1
    assert set_count(after.players[0]) == 1 and bots.kinds_toward_next_set(after.players[0]) == 1
    assert bots.set_prospect(after.players[0]) == pytest.approx(data.SET_POINTS * (1 + 0.5 / 5))
    completes = hints._details("sets", state, after, 0)
    assert completes == {"points": data.SET_POINTS, "completes": True}
    assert ENGLISH["hint_reason_sets_complete"].format(**completes) == (
        "it completes a set of the five kinds of token (+6 prestige)")
    assert FRENCH["hint_reason_sets_complete"].format(**completes) == (
        "cela complète une série des cinq sortes de jetons (+6 prestige)")
    toward = state.copy()
    toward.players[0].tokens["Cartography"] = 0  # three kinds held, then a fourth
    fourth = toward.copy()
    fourth.players[0].tokens["Strait"] = 1
    assert hints._details("sets", toward, fourth, 0) == {"held": 4}
    assert ENGLISH["hint_reason_sets"].format(held=4).endswith("five kinds of token (4 of the 5 kinds held)")
    assert FRENCH["hint_reason_sets"].format(held=4).endswith("cinq sortes de jetons (4 des 5 sortes réunies)")


def test_in_the_hms_terror_modes_a_token_on_the_vehicles_tile_is_worth_picking_up():
    """What a token near counts before its pick-up never exceeds what picking it up brings (the
    points or the food and morale, less the action's toll), so the bot never stands beside a
    token it values: the worth of a token in reach is bounded by the pick-up's."""
    from nwp import solo_bots
    from nwp.actions import PickUp
    for kind in ("Franklin", "Inuit", "Cairn"):
        state = setup_player(engine.new_game(["Ann"], seed=2, variant="solo-terror"), 0, ship="L4")
        state.solo["food"] = state.solo["morale"] = 5  # below the comfortable stock: supplies count
        state.board.tokens[(11, 3)] = kind  # on L4
        assert solo_bots.terms(state)["tokens_near"] > 0, kind
        picked = bots.settled(engine.apply(state, PickUp("ship", (11, 3))))
        assert bots.evaluate(picked, 0) > bots.evaluate(state, 0), kind


def _large_tiles_at(state, hand, display):
    """A copy of ``state`` with ``hand`` and ``display`` as given, every other large tile not on the
    board in the bag."""
    state = state.copy()
    player = state.players[0]
    loose = (set(state.bag) | {tile for tile in state.display if tile} | set(player.hand)) - set(hand) - set(display)
    player.hand, state.display, state.bag = list(hand), list(display), sorted(loose)
    return state


def test_in_the_hms_terror_modes_each_step_toward_the_franklin_goal_counts_once_the_passage_is_found():
    """Once the Passage is found, the Franklin points still missing cost the actions of a plan:
    a Franklin tile in hand needs fewer than one on display, which needs fewer than one still in
    the bag (refreshes to see it); a token laid needs only the moves to it and the pick-up, and
    picking it up is worth it. Before the Passage is found the plan is not counted."""
    from nwp import solo_bots
    from nwp.actions import PickUp
    franklin = sorted(solo_bots.FRANKLIN_TILES)[0]
    blank = [name for name, tile in data.LARGE_TILES.items() if tile["symbol"] is None][:3]
    found = terror_sled_west_of_the_sea(2)
    found.solo["nwp_found"] = True
    assert "franklin_plan" not in solo_bots.terms(terror_sled_west_of_the_sea(2))

    def plan(state):
        return solo_bots.franklin_plan_actions(state, state.players[0], data.SOLO_FRANKLIN_GOAL)

    in_bag = _large_tiles_at(found, [], blank)
    on_display = _large_tiles_at(found, [], [franklin, *blank[:2]])
    on_display.bag.remove(blank[2])  # out of the game, so that both bags are the same
    in_hand = _large_tiles_at(found, [franklin], blank)
    assert plan(in_hand) < plan(on_display) < plan(in_bag)
    assert plan(on_display) - plan(in_hand) == pytest.approx(1)  # the draw
    assert solo_bots.terms(in_bag)["franklin_plan"] == pytest.approx(-solo_bots.PLAN_ACTION * plan(in_bag))
    laid = in_bag.copy()
    laid.board.tokens[(4, 3)] = "Franklin"  # under the sled at E4, zone x2
    assert plan(laid) < plan(in_bag)
    assert solo_bots.franklin_plan_actions(laid, laid.players[0], 2) == 1  # the token's 2 points: the pick-up
    picked = bots.settled(engine.apply(laid, PickUp("sled", (4, 3))))
    assert bots.evaluate(picked, 0) > bots.evaluate(laid, 0)


def test_the_franklin_plan_counts_the_cheapest_way_to_the_missing_points_not_the_cheapest_per_point():
    """With one point missing, a zone-x2 token three actions away beats a zone-x3 one four away,
    though the x3 token is cheaper per point; with four missing, the x3 token and a zone-x1 token
    (six actions) beat the x3 token and a tile laid after two moves (ten). A point no source
    gives costs NO_FRANKLIN_TILE_LEFT, and no tile is counted beyond the points it can give.
    Before the Passage the count stays the cheapest per point first, which is high in both cases
    (the exact count there won 31 of seeds 1-70 against 36; docs/ai.md, fifty-seventh step)."""
    from nwp import solo_bots
    x3_token, x2_token, x1_token = (4.0, 3), (3.0, 2), (2.0, 1)
    x3_tile = (4.0, 3)
    assert solo_bots._plan_cost((x3_token, x2_token), 0.0, (), 1) == 3.0
    assert solo_bots._plan_cost_per_point((x3_token, x2_token), 0.0, (), 1) == 4.0
    assert solo_bots._plan_cost((x3_token, x1_token), 2.0, (x3_tile, x3_tile), 4) == 6.0
    assert solo_bots._plan_cost_per_point((x3_token, x1_token), 2.0, (x3_tile, x3_tile), 4) == 10.0
    assert solo_bots._plan_cost((x3_token,), 2.0, (x3_tile,), 4) == 10.0  # no other way: the tile and its moves
    assert solo_bots._plan_cost((x1_token,), 0.0, (), 3) == 2.0 + 2 * solo_bots.NO_FRANKLIN_TILE_LEFT
    assert solo_bots._plan_cost((), 1.0, (x3_tile,) * 8, 10) == 1.0 + 4 * 4.0
    assert solo_bots._plan_cost((x3_token,), 0.0, (), 0) == 0.0


def test_before_the_passage_alone_a_franklin_tile_in_hand_counts_zone_x3s_points_on_the_way_west():
    """Before the Passage, an expedition alone goes west to it, past zone x3's empty squares, so
    the voyage's Franklin plan counts a tile in hand at that zone's 3 points with no moves added
    (LAY_AND_FETCH for 3 points), wherever the vehicles stand. At the start tile only zone-x1
    squares are in reach: counted there, the tile was worth a point, and laying it symbol up
    beside the start tile (a zone-x1 token) lowered the plan; now it raises it. Once the Passage
    is found, for a co-op partner, or for one that leaves the Passage to the other, the plan
    counts the spots in reach as before (docs/ai.md, issue 21, ninety-ninth step)."""
    from nwp import solo_bots
    franklin = "L11"  # symbol on face B
    assert franklin in solo_bots.FRANKLIN_TILES
    blank = [name for name, tile in data.LARGE_TILES.items() if tile["symbol"] is None][:3]

    def held_at_the_start(variant):
        names = ["Ann", "Bob"] if variant == "coop" else ["Ann"]
        return _large_tiles_at(setup_player(engine.new_game(names, seed=2, variant=variant), 0, ship="L4"),
                               [franklin], blank)

    held = held_at_the_start("solo-terror")
    player = held.players[0]
    reaches = bots.reaches(held, player)

    def east(state, missing=10, cheapest_way=False):
        return solo_bots.franklin_plan_actions(state, state.players[0], missing, bots.reaches(state, state.players[0]),
                                               cheapest_way=cheapest_way)

    def voyage(state, found=False, seeks_passage=True):
        return solo_bots.voyage_franklin_plan(state, state.players[0], 10, bots.reaches(state, state.players[0]),
                                              found, seeks_passage)

    west = solo_bots.franklin_plan_actions(held, player, 3, reaches, cheapest_way=False, west_on_the_way=True)
    assert west == solo_bots.LAY_AND_FETCH < east(held, 3)
    assert voyage(held) < east(held)
    laid = bots.settled(engine.apply(held, Place("ship", franklin, "B", 0, (10, 2))))  # symbol up at K3
    assert laid.board.tokens.get((10, 2)) == "Franklin" and data.zone_of_column(10) == 1
    assert voyage(laid) > voyage(held)
    assert east(laid) < east(held)  # the count in reach only: the lay looked a step toward the goal
    assert voyage(held, found=True) == east(held, cheapest_way=True)
    assert voyage(held, seeks_passage=False) == east(held)
    assert voyage(held_at_the_start("coop")) == east(held_at_the_start("coop"))
    assert solo_bots.voyage_franklin_plan(held, player, 0, reaches, False, True) == 0.0


def test_the_franklin_plans_counted_are_remembered():
    """A hard solo game asks about 1,500 different plans 120,000 times, so each count is
    remembered: asked again, it comes from the memo, with the same value."""
    from nwp import solo_bots
    tokens, tiles = ((5.0, 3), (2.0, 1)), ((4.0, 2), (4.5, 2))
    for plan_cost, expected in ((solo_bots._plan_cost, 5.0 + 1.0 + 4.0),  # the x3 token and a tile
                                (solo_bots._plan_cost_per_point, 5.0 + 2.0 + 1.0 + 4.0)):  # x3, x1, then a tile
        assert plan_cost(tokens, 1.0, tiles, 5) == expected
        hits = plan_cost.cache_info().hits
        assert plan_cost(tokens, 1.0, tiles, 5) == expected
        assert plan_cost.cache_info().hits == hits + 1


def test_in_the_hms_terror_modes_morale_at_the_mutiny_mark_costs_the_position_the_mutiny_risk():
    """Mutiny Brewing takes a crewman from an expedition whose morale is at 3 or less when it is
    revealed: the same food and morale in all are worth MUTINY_RISK less with morale at that mark,
    and nothing less above it (docs/ai.md, issue 21, fifty-first step: at 2, not 1, the hard bot
    won 50 of seeds 1-100 against 48)."""
    from nwp import solo_bots
    state = terror_sled_west_of_the_sea(2)
    above, at_mark, below = state.copy(), state.copy(), state.copy()
    above.solo["food"], above.solo["morale"] = 6, solo_bots.LOW_MORALE + 1
    at_mark.solo["food"], at_mark.solo["morale"] = 7, solo_bots.LOW_MORALE
    below.solo["food"], below.solo["morale"] = 8, solo_bots.LOW_MORALE - 1
    worth = {name: solo_bots.terms(s) for name, s in (("above", above), ("at", at_mark), ("below", below))}
    assert worth["above"]["supplies"] - worth["at"]["supplies"] == pytest.approx(solo_bots.MUTINY_RISK)
    assert worth["at"]["supplies"] == pytest.approx(worth["below"]["supplies"])
    assert sum(worth["above"].values()) - sum(worth["at"].values()) == pytest.approx(solo_bots.MUTINY_RISK)


def test_in_the_hms_terror_modes_the_voyage_the_budget_cannot_pay_costs_every_action_short():
    """The rest of the voyage (the Franklin plan, the way to the Passage and back or, once it is
    found, the way home) is weighed against food, morale and every crewman but the last: it costs
    nothing while they cover it and SHORTFALL an action beyond, so a unit of food or morale is
    worth that much more to an expedition that cannot pay for its voyage. Once the goals are met,
    the way home is weighed by its own term instead."""
    from nwp import solo_bots
    state = terror_sled_west_of_the_sea(2)  # the Passage far west, the Franklin goal untouched
    needed, budget = solo_bots.voyage_balance(state)
    crew = state.players[0].crew_on_board
    assert budget == state.solo["food"] + state.solo["morale"] + crew - 1
    rich = state.copy()
    rich.solo["food"] = rich.solo["morale"] = int(needed)
    assert solo_bots.terms(rich)["shortfall"] == 0
    poor = state.copy()
    poor.solo["food"], poor.solo["morale"] = 0, 5
    assert solo_bots.terms(poor)["shortfall"] == pytest.approx(-solo_bots.SHORTFALL * (needed - (5 + crew - 1)))
    fed = poor.copy()
    fed.solo["food"] = 1
    gained = solo_bots.terms(fed)["shortfall"] - solo_bots.terms(poor)["shortfall"]
    assert gained == pytest.approx(solo_bots.SHORTFALL)
    found = poor.copy()
    found.solo["nwp_found"] = True  # from here on, the way home from where the vehicles stand
    player = found.players[0]
    plan = solo_bots.franklin_plan_actions(found, player, data.SOLO_FRANKLIN_GOAL)
    assert solo_bots.voyage_balance(found)[0] == pytest.approx(plan + solo_bots.moves_home(found))
    assert solo_bots.voyage_balance(found)[0] < needed  # no way to the Passage left to go
    met = found.copy()
    met.solo["franklin"] = data.SOLO_FRANKLIN_GOAL
    assert "shortfall" not in solo_bots.terms(met) and solo_bots.voyage_balance(met) is None


def test_hms_terror_solo_counts_the_voyage_through_the_passage_so_a_move_toward_it_counts_less():
    """HMS Terror solo seed 35 (docs/ai.md, issue 21, fifty-fourth step): in round 5 the sled
    stands at C4, three moves from the Passage over row 4's ice, with a Franklin token east of it.
    Counted as a round trip from where the sled stands, each move west added as much to the
    Franklin plan as it took off the way there, and the bot passed from round 4 to round 8. The
    voyage through the Passage (its moves there, the way home from the arrow, and the Franklin
    plan at the moves each token adds to that way home) is shorter, falls with each move west, and
    the bot sets out. The position is replayed from golden/solo-seed35-round5.json, the game as
    the hard bot played it before the seventieth step's rule (no sled deployed with one or two
    crewmen) and the seventy-third's draws with a tile in hand; with either, seed 35 plays
    otherwise. The sled out and no tile in hand, neither plays a part in the choice. Since the
    seventy-ninth step the bot first moves to D5 and picks up the Franklin token at D6 (3 points),
    then sets out west: the voyage's counts are checked on the move west itself."""
    from nwp import solo_bots
    state = golden_game("solo-seed35-round5.json", seed=35)
    assert (state.round, state.solo["turn"]) == (5, 1)
    bot = bots.make_bot("hard", 35)
    assert state.players[0].sled is not None and not state.players[0].hand
    def both_counts(position):
        player = position.players[0]
        found, franklin, goal = engine.rules_of(position).progress(position, 0)
        reaches = bots.reaches(position, player)
        to_passage = solo_bots.ways_to_passage(position, player, *reaches)
        plan = solo_bots.franklin_plan_actions(position, player, goal - franklin, reaches)
        round_trip = solo_bots.actions_to_finish(found, plan, solo_bots.moves_home(position),
                                                 solo_bots.ways_home(position, player), to_passage)
        return to_passage, round_trip, solo_bots.voyage_via_passage(position, player, goal - franklin, to_passage)

    to_passage, round_trip, through = both_counts(state)
    assert to_passage["sled"] == 3 and through <= round_trip
    needed, _ = solo_bots.voyage_balance(state)
    assert needed == pytest.approx(through)
    choice = bot.choose(state)
    # it sets out: west to B4, or (since the seventy-ninth step counts a Franklin token in reach at
    # half its points before the Passage) first the move and pick-up of the Franklin token at D6, 3 points
    assert choice in (Move("sled", (1, 3)), Move("sled", (3, 4)))
    after = engine.apply(state, Move("sled", (1, 3)))  # from C4 to B4, west
    to_passage_after, round_trip_after, through_after = both_counts(after)
    assert to_passage_after["sled"] == 2
    assert round_trip_after >= round_trip  # the round trip saw no gain in the move
    assert through_after < through and solo_bots.voyage_balance(after)[0] == pytest.approx(through_after)


def test_hms_terror_solo_prices_a_pass_after_a_whole_idle_season_while_the_goals_are_unmet(monkeypatch):
    """Alone, after four turns with no action (a whole season) with the goals unmet and a budget
    left, another pass costs :data:`solo_bots.IDLE_SEASON_PASS` more in the search (the pass's
    whole line, the next turn's action included); no other action pays it, and there is no price
    before the fourth idle turn, with nothing left to pay with, or once the goals are met."""
    import dataclasses

    from nwp import solo_bots
    state = engine.new_game(["Solo"], seed=1, variant="solo-terror", options={"difficulty": 2})
    for _ in range(3):
        assert solo_bots.pass_price(state, 0) == 0.0
        state = engine.apply(state, Pass())
    assert solo_bots.pass_price(state, 0) == 0.0  # three passes
    state = engine.apply(state, Pass())  # the season ends
    assert state.round == 2 and solo_bots.idle_a_whole_season(state, 0)
    assert solo_bots.pass_price(state, 0) == solo_bots.IDLE_SEASON_PASS
    legal = solo_bots.playable(state, engine.legal_actions(state))
    priced = {action: value for value, action in bots.decide(bots.score_actions(state.copy(), 0, legal, next_turn=True))}
    monkeypatch.setitem(bots.VARIANT_PLAY, "solo-terror", dataclasses.replace(solo_bots.PLAY, pass_price=None))
    unpriced = {action: value for value, action in bots.decide(bots.score_actions(state.copy(), 0, legal, next_turn=True))}
    assert unpriced[Pass()] - priced[Pass()] == pytest.approx(solo_bots.IDLE_SEASON_PASS)
    assert all(priced[action] == unpriced[action] for action in legal if action != Pass())
    broke = state.copy()
    broke.solo.update(food=0, morale=0)
    player = broke.players[0]
    player.ship_available, player.ship_resting = 1, 0
    assert solo_bots.expedition_budget(broke, 0) == 0 and solo_bots.pass_price(broke, 0) == 0.0
    met = state.copy()
    met.solo.update(nwp_found=True, franklin=10)
    assert solo_bots.pass_price(met, 0) == 0.0
    # Any action in the season: no price, not even after three idle turns (the pass that ended
    # the active turn is the fourth pass in the record, which is enough for co-op's price).
    acted = engine.apply(state, next(action for action in legal if action != Pass()))
    while acted.pending is not None or acted.phase != "play":
        acted = engine.apply(acted, engine.legal_actions(acted)[0])
    assert solo_bots.pass_price(acted, 0) == 0.0
    for _ in range(4):
        acted = engine.apply(acted, Pass())
    assert solo_bots.idle_a_whole_season(acted, 0) and not solo_bots.idle_a_whole_season(acted, 0, whole_turns=True)
    assert solo_bots.pass_price(acted, 0) == 0.0
    acted = engine.apply(acted, Pass())
    assert solo_bots.pass_price(acted, 0) == solo_bots.IDLE_SEASON_PASS


def test_hms_terror_solo_sets_out_for_the_passage_after_a_whole_idle_season(monkeypatch):
    """HMS Terror solo seed 25 (docs/ai.md, issue 21, fifty-fifth step): from round 3 the sled
    stood at D4 with five crewmen, three moves from the Passage over the winter ice, 3 morale and
    Franklin tokens east of it, and passed: each move west added as much to the Franklin plan
    counted from where it stood as it took off the way there. Without a price on the pass it
    waited until round 8; after a whole season idle, another pass costs an action's worth, the
    sled sets out west, and it finds the Passage in the same turn. (The game to that turn is
    replayed from golden/solo-seed25-idle-season.json, as the hard bot played it before the
    seventy-third step let it draw with a tile in hand.)

    Since the seventy-ninth step a Franklin token in reach counts half its points before the
    Passage (``FRANKLIN_AHEAD_SHARE``), so the token a move away is worth fetching first, priced
    pass or not: the price is checked with the tokens counted whole, as when it was made. Since the
    hundred-and-second step the ship first lays a tile that completes an island (``ISLAND_POINT``),
    so the rest is checked with islands counting nothing, as then."""
    import copy
    import dataclasses

    from nwp import solo_bots
    state = golden_game("solo-seed25-idle-season.json", seed=25)
    assert state.phase == "play" and state.pending is None and solo_bots.pass_price(state, 0) > 0
    bot = bots.make_bot("hard", 25)
    player = state.players[0]
    assert (state.round, player.aboard("sled")) == (4, 5) and solo_bots.planned_passage_moves(state) == 3
    assert not engine.rules_of(state).progress(state, 0)[0]
    unpriced = dataclasses.replace(solo_bots.PLAY, pass_price=None)
    fetch = Move("sled", (3, 4))  # to D5, where a Franklin token lies (zone x3)
    assert state.board.tokens[(3, 4)] == "Franklin"
    island = copy.deepcopy(bot).choose(state)  # since the 102nd step an island's prestige counts:
    assert str(island) == "ship places L36 A r1 at I5"  # an island of three tiles, 2 points, first
    assert engine.apply(state, island).players[0].points["islands"] == player.points["islands"] + 2
    monkeypatch.setattr(solo_bots, "ISLAND_POINT", 0.0)  # the pass price, checked as when it was made
    assert copy.deepcopy(bot).choose(state) == fetch
    with monkeypatch.context() as patched:
        patched.setitem(bots.VARIANT_PLAY, "solo-terror", unpriced)
        assert copy.deepcopy(bot).choose(state) == fetch
    monkeypatch.setattr(solo_bots, "FRANKLIN_AHEAD_SHARE", 1.0)
    with monkeypatch.context() as patched:
        patched.setitem(bots.VARIANT_PLAY, "solo-terror", unpriced)
        assert copy.deepcopy(bot).choose(state) == Pass()
    choice = bot.choose(state)
    assert isinstance(choice, Move) and choice.vehicle == "sled" and choice != fetch
    turn = (state.round, state.solo["turn"])
    while (state.round, state.solo["turn"]) == turn and not engine.rules_of(state).progress(state, 0)[0]:
        state = engine.apply(state, choice)
        choice = bot.choose(state)
    assert engine.rules_of(state).progress(state, 0)[0] and (state.round, state.solo["turn"]) == turn


def test_hms_terror_solo_sled_waits_out_a_blizzard_while_its_tile_lasts():
    """HMS Terror solo seed 114 (docs/ai.md, issue 21, fifty-sixth step): the first Voyage card is
    the Blizzard, so in round 1 each sled move costs 2 food or morale. The hard bot plays round 1's
    first turn; then its sled is sent out with 3 crewmen (the test does it: since the eighty-fifth
    step the bot keeps it aboard in round 1). The sled stands on a tile that lasts into round 2
    even with an Early Thaw, so its move waits for the next season, where it costs 1: the search
    leaves it out and the sled's crew does something else. Without the Blizzard the same move is
    scored; in the last round there is no next season to wait for."""
    from nwp import solo_bots
    from nwp.actions import Transfer
    state = engine.new_game(["Solo"], seed=114, variant="solo-terror", options={"difficulty": 2})
    bot = bots.make_bot("hard", 114)

    def sled_moves(actions: list) -> list:
        return [action for action in actions if isinstance(action, Move) and action.vehicle == "sled"]

    while not (state.phase == "play" and state.pending is None and state.solo["turn"] >= 2):
        state = engine.apply(state, bot.choose(state))
    state = engine.apply(state, next(action for action in engine.legal_actions(state)
                                     if isinstance(action, Transfer) and (action.sled_available, action.sled_resting) == (3, 0)))
    while not (state.phase == "play" and state.pending is None):  # the transfer's payment
        state = engine.apply(state, bot.choose(state))
    assert any(solo_bots.blizzard_toll(state, action) for action in engine.legal_actions(state))
    assert state.round == 1 and state.solo["blizzard"]
    legal = engine.legal_actions(state)
    tolled = sled_moves(legal)
    assert tolled and all(engine.rules_of(state).toll(state, move) == 2 for move in tolled)
    assert solo_bots.sled_waits_out_the_blizzard(state)
    assert not sled_moves(solo_bots.playable(state, legal))
    assert not sled_moves([bot.choose(state)])
    calm = state.copy()
    calm.solo["blizzard"] = False
    assert not solo_bots.sled_waits_out_the_blizzard(calm)
    assert sled_moves(solo_bots.playable(calm, engine.legal_actions(calm))) == sled_moves(engine.legal_actions(calm))
    last = state.copy()
    last.round = data.ROUNDS
    assert not solo_bots.sled_waits_out_the_blizzard(last) and not any(solo_bots.blizzard_toll(last, move) for move in tolled)
    standard = engine.new_game(["Ann", "Bob"], seed=114)  # no Voyage cards: nothing to wait out
    assert not solo_bots.blizzard_season(standard) and not solo_bots.sled_waits_out_the_blizzard(standard)


def test_hms_terror_solo_sends_no_sled_out_with_too_few_crewmen_to_act_twice_a_turn():
    """HMS Terror solo (docs/ai.md, issue 21, seventieth step): a sled deployed with one or two
    crewmen acts once a turn at most (a turn's second action costs two crewmen of the acting
    column), so the solo bots do not weigh such a transfer while the crew has more:
    three or more go, or the whole crew. Co-op partners weigh every transfer, as before."""
    from nwp import solo_bots
    from nwp.actions import Transfer

    def sent(actions: list) -> set[int]:
        return {a.sled_available + a.sled_resting for a in actions if isinstance(a, Transfer)}

    state = engine.new_game(["Solo"], seed=221, variant="solo-terror", options={"difficulty": 2})
    state = engine.apply(state, next(a for a in engine.legal_actions(state) if isinstance(a, Move)))
    state = engine.apply(state, Pass())  # a new turn: every crewman ready, the sled can deploy
    legal = engine.legal_actions(state)
    assert {1, 2, 3} <= sent(legal)
    playable = solo_bots.playable(state, legal)
    assert not sent(playable) & {1, 2} and {3, 4} <= sent(playable)
    short = next(a for a in legal if isinstance(a, Transfer) and a.sled_available + a.sled_resting == 1)
    assert solo_bots.deploys_a_short_sled(state, short)
    # With two crewmen left, sending both sends the whole crew: it stays.
    few = state.copy()
    player = few.players[0]
    player.ship_available, player.ship_resting = 2, 0
    assert 2 in sent(solo_bots.playable(few, engine.legal_actions(few)))
    # Once the sled is out, crewmen sent to it are not held back.
    out = engine.apply(state, next(a for a in legal if isinstance(a, Transfer) and a.sled_available + a.sled_resting == 3))
    assert not any(solo_bots.deploys_a_short_sled(out, a) for a in engine.legal_actions(out))
    coop = engine.new_game(["Ann", "Bob"], seed=221, variant="coop", options={"difficulty": 2})
    while not sent(engine.legal_actions(coop)):
        coop = engine.apply(coop, next((a for a in engine.legal_actions(coop) if isinstance(a, Move)
                                        and a.destination != GREENLAND), Pass()))
    assert 1 in sent(solo_bots.playable(coop, engine.legal_actions(coop)))


def test_in_the_hms_terror_modes_a_sled_leaves_ice_that_thaws_at_the_seasons_end(monkeypatch):
    """HMS Terror co-op seed 42 (docs/ai.md, issue 21, fifty-eighth step), replayed from its record
    to the last turn of round 7, the last season row 4 is frozen: partner 1's sled stands on A4's
    winter ice with all seven crewmen, no food or morale and none aboard the ship. Round 8's thaw
    sinks it with them, which ends the game at once. In the season's last turn the ``sled_adrift``
    term counts that loss, so the partner moves the sled off; without it the partner passes, as it
    did from round 4 on. Earlier in the season (a sled crossing the ice) and in the last season
    (no thaw to come) the term counts nothing."""
    from nwp import solo_bots
    state = coop_sled_adrift()
    player = state.players[0]
    assert (state.variant, state.round, state.solo["turn"], state.current) == ("coop", 7, 4, 0)
    assert (player.aboard("sled"), player.aboard("ship"), player.crew_on_board) == (7, 0, 7)
    assert state.board.has_land_or_ice(player.sled, state.frozen_rows)  # ice now ...
    assert not state.board.has_land_or_ice(player.sled, data.frozen_rows_in_round(8))  # ... sea next season
    assert solo_bots.sled_crew_adrift(state, player) == 7
    assert solo_bots.terms(state, 0)["sled_adrift"] == -solo_bots.LOST_CREWMAN * 7 - solo_bots.GOALS_MET
    choice = bots.make_bot("hard", 42).choose(state)
    assert isinstance(choice, Move) and choice.vehicle == "sled"
    moved = engine.apply(state, choice)
    assert solo_bots.sled_crew_adrift(moved, moved.players[0]) == 0
    for other_turn in (1, 3):
        earlier = state.copy()
        earlier.solo["turn"] = other_turn
        assert solo_bots.sled_crew_adrift(earlier, earlier.players[0]) == 0
        assert "sled_adrift" not in solo_bots.terms(earlier, 0)
    last = state.copy()
    last.round = data.ROUNDS
    assert solo_bots.sled_crew_adrift(last, last.players[0]) == 0
    monkeypatch.setattr(solo_bots, "sled_crew_adrift", lambda state, player: 0)
    assert bots.make_bot("hard", 42).choose(state) == Pass()


def test_in_the_hms_terror_modes_the_way_to_the_passage_is_the_planned_vehicles_as_the_hint_says():
    """Before the Passage is found, the ``passage`` term counts the moves there of the crewed
    vehicle whose way there and back is the shortest, the one the voyage's budget counts
    (solo_bots.actions_to_finish), not of the nearer vehicle; and the hint's "about N moves left"
    names the same count. In season 3 the sled at E4 is nearer the Passage and has a way home
    over row 4's ice; from season 8 row 4 does not freeze again before the game ends, the sled has
    no way home, and the voyage is the ship's from L4."""
    from nwp import solo_bots
    from nwp.hints import _details
    assert solo_bots.voyage_passage_moves({"ship": 15.0, "sled": 7.4}, {"ship": 1.0, "sled": 33.0}) == 15.0
    assert solo_bots.voyage_passage_moves({"ship": 15.0, "sled": 7.4}, {"ship": 1.0, "sled": 8.0}) == 7.4
    assert solo_bots.voyage_passage_moves({"ship": 15.0, "sled": 7.4}, {}) == 7.4  # no crewed way home
    for season, vehicle in ((3, "sled"), (8, "ship")):
        state = setup_player(terror_sled_west_of_the_sea(season), 0, ship="L4", sled="E4",
                             ship_crew=(1, 0), sled_crew=(2, 0))
        player = state.players[0]
        to_passage = solo_bots.ways_to_passage(state, player, *bots.reaches(state, player))
        assert to_passage["sled"] < to_passage["ship"]  # the sled is the nearer vehicle in both
        moves = solo_bots.planned_passage_moves(state)
        assert moves == to_passage[vehicle]
        assert solo_bots.terms(state)["passage"] == pytest.approx(-solo_bots.NWP_MOVE * min(moves, solo_bots.PASSAGE_FAR))
        assert _details("passage", state, state, 0) == {"moves": round(moves)}


def test_in_the_hms_terror_modes_a_supply_token_on_the_way_home_counts_once_the_passage_is_found_and_supplies_are_short():
    """Once the Passage is found and food, morale and spare crew do not pay for the rest of the
    voyage, an Inuit, Cairn or Strait token on a crewed vehicle's way home counts half of what its
    pick-up nets at the shortfall's rate; one off the way (a detour of two moves), or any before
    the Passage is found or while the budget covers the voyage, counts nothing, and picking the
    token up is still worth more than leaving it."""
    from nwp import solo_bots
    from nwp.actions import PickUp
    from nwp.board import PlacedTile
    from nwp.hints import _details
    state = terror_sled_west_of_the_sea(2)  # the sled at E4 (zone x2), its way home east along row 4
    state.board.put(PlacedTile("S4", "A", 0, 3, 3))  # land at D4, west of the sled: off its way home
    state.solo["food"], state.solo["morale"], state.solo["nwp_found"] = 0, 5, True
    state.board.tokens[(4, 3)] = "Inuit"  # under the sled, on its way home
    state.board.tokens[(3, 3)] = "Cairn"  # a move west, and a move back
    needed, budget = solo_bots.voyage_balance(state)
    assert needed > budget
    units = 2 * data.zone_of_column(4)
    assert solo_bots.terms(state)["supplies_on_way"] == pytest.approx(0.5 * solo_bots.SHORTFALL * (units - 1))
    assert _details("supplies_on_way", state, state, 0) == {"kind": "Inuit", "moves": 0}
    before_passage = state.copy()
    before_passage.solo["nwp_found"] = False
    assert "supplies_on_way" not in solo_bots.terms(before_passage)
    rich = state.copy()
    rich.solo["food"] = rich.solo["morale"] = int(needed)
    assert "supplies_on_way" not in solo_bots.terms(rich)
    picked = bots.settled(engine.apply(state, PickUp("sled", (4, 3))))
    assert "supplies_on_way" not in solo_bots.terms(picked) or solo_bots.terms(picked)["supplies_on_way"] == 0
    assert bots.evaluate(picked, 0) > bots.evaluate(state, 0)


def test_in_the_hms_terror_modes_the_supplies_on_the_way_home_are_worth_no_more_than_half_the_shortfall_they_close():
    """The supply tokens on the way home count half of what their pick-ups net at the shortfall's
    rate, and no pick-up can net more than the actions the voyage is short of: so they count at
    most half the shortfall. Uncapped, a voyage a little short with a rich token on its way was
    worth more than the same voyage paid for, and the bot stayed short: in seed 2565 the sled
    passed ten turns with 4 food and 2 or 3 morale beside an Inuit token worth 6 (the pick-up
    scored 11 less than a pass) and met the goals too late to come home (docs/ai.md, issue 21,
    ninety-second step). Here the token under the sled, worth 4, more than closes a gap of about
    an action and a half: it is worth half the gap, and picking it up beats leaving it."""
    from nwp import solo_bots
    from nwp.actions import PickUp
    from nwp.board import PlacedTile
    state = terror_sled_west_of_the_sea(2)  # the sled at E4 (zone x2), its way home east along row 4
    state.board.put(PlacedTile("S4", "A", 0, 3, 3))
    state.solo["nwp_found"] = True
    state.board.tokens[(4, 3)] = "Inuit"  # under the sled, on its way home: 4 food
    state.solo["morale"], state.solo["food"] = 5, 0
    needed, budget = solo_bots.voyage_balance(state)
    state.solo["food"] = int(needed) - 1 - budget  # short by an action and a half or so
    needed, budget = solo_bots.voyage_balance(state)
    gap = needed - budget
    units = solo_bots.supply_units("Inuit", (4, 3))
    assert 1 <= gap < units - 1  # the pick-up (4 food for an action) more than closes the gap
    assert solo_bots.terms(state)["supplies_on_way"] == pytest.approx(0.5 * solo_bots.SHORTFALL * gap)
    picked = bots.settled(engine.apply(state, PickUp("sled", (4, 3))))
    needed_after, budget_after = solo_bots.voyage_balance(picked)
    assert needed_after <= budget_after
    assert bots.evaluate(picked, 0) > bots.evaluate(state, 0)
    wide = state.copy()  # short by more than the token nets: it counts half its net, as before
    wide.solo["food"] = 0
    assert solo_bots.terms(wide)["supplies_on_way"] == pytest.approx(0.5 * solo_bots.SHORTFALL * (units - 1))


def test_in_the_hms_terror_modes_a_sled_on_the_passages_arrow_is_drawn_back_to_lay_franklin_tiles():
    """From the Northwest Passage's arrow no tile can be laid: with the Franklin goal still to meet,
    a move back onto the tile beside it, where tiles can be laid in zone x3, lowers the plan by
    that move. (A sled once stood on the arrow for six seasons, nothing in reach worth a move.)"""
    from nwp import solo_bots
    from nwp.board import PlacedTile
    state = terror_sled_west_of_the_sea(2)
    state.solo["nwp_found"] = True
    state.board.put(PlacedTile("S4", "A", 0, 0, 3))  # land at A4, beside the arrow
    on_arrow = setup_player(state, 0)
    on_arrow.players[0].sled = NWP
    back = setup_player(state, 0, sled="A4")
    gain = solo_bots.terms(back)["franklin_plan"] - solo_bots.terms(on_arrow)["franklin_plan"]
    assert gain == pytest.approx(solo_bots.PLAN_ACTION)


def test_in_the_hms_terror_modes_a_plan_goes_on_next_turn_with_the_crew_that_acted():
    """A turn ends by passing, and a pass gives back every crewman who acted: so a sled with one
    crewman, which has acted this turn, lays next turn the tile the ship draws now, west of it
    toward the Passage (the ship cannot reach there). The medium bot weighs that plan too: a pass
    costs only a turn of the season."""
    from nwp.actions import Draw
    state = setup_player(terror_sled_west_of_the_sea(2), 0, ship="L4", ship_crew=(3, 0), sled_crew=(0, 1))
    state.actions_this_turn = 1
    draw = next(action for action in engine.legal_actions(state)
                if isinstance(action, Draw) and action.vehicle == "ship" and action.tile.startswith("L"))
    sample = state.copy()
    sample.rng = 3
    for next_turn in (False, True):  # medium's plans, hard's
        end = bots.decide(bots.plan_after(sample, 0, draw, next_turn=next_turn))
        laid = end.board.tiles[-1]
        assert laid.name == draw.tile and end.players[0].hand == []
        assert max(x for x, _ in laid.squares) < 4  # west of the sled's square, E4


def draws_scored(state):
    """The draws and refreshes the HMS Terror bots score in ``state`` (solo_bots.playable)."""
    from nwp import solo_bots
    from nwp.actions import Refresh
    return [action for action in solo_bots.playable(state, engine.legal_actions(state))
            if isinstance(action, (Draw, Refresh))]


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_in_the_hms_terror_modes_a_pass_is_weighed_with_the_next_turn_as_every_action_is(level):
    """The sled has acted this turn and holds L01, which it lays west of itself next turn; the
    ship at K4 can only move along the sea or lay L01 where it helps nothing. A pass then lays
    the tile next turn for nothing; a move lays it too, a food or morale dearer. Weighed alone,
    the pass lost to any action followed by the sled's placement, and the bot spent its food on
    moves there and back (docs/ai.md, issue 21, thirty-eighth step). The draws and refreshes are
    weighed too (seventy-third and hundred-and-seventh steps): the pass beats every move and lay,
    a co-op partner may draw instead, and neither moves nor lays the tile now."""
    from nwp import solo_bots

    def sled_has_acted(variant: str):
        position = setup_player(terror_sled_west_of_the_sea(2, variant=variant), 0, ship="K4", ship_crew=(3, 0),
                                sled_crew=(0, 1), hand=["L01"])
        position.actions_this_turn = 1
        return position

    state = sled_has_acted("coop")
    legal = solo_bots.playable(state, engine.legal_actions(state))
    assert Pass() in legal and Move("ship", (9, 3)) in legal
    sample = state.copy()
    sample.rng = 3
    scored = {action: value for value, action in bots.decide(bots.score_actions(sample, 0, legal, len(legal)))}
    next_turn = bots.next_turn_start(state)
    laid = max(bots.evaluate(bots.settled(engine.apply(next_turn, action)), 0) for action in engine.legal_actions(next_turn)
               if isinstance(action, Place) and action.vehicle == "sled")
    assert scored[Pass()] >= laid - bots.NEXT_TURN_DISCOUNT > bots.evaluate(state, 0)
    assert scored[Pass()] > max(value for action, value in scored.items() if isinstance(action, (Move, Place)))
    assert not isinstance(bots.make_bot(level, seed=1, budget=QUICK_HARD).choose(state), (Move, Place))
    assert bots.make_bot(level, seed=1, budget=QUICK_HARD).choose(sled_has_acted("solo-terror")) == Pass()


@pytest.mark.parametrize("variant", ["solo-terror", "coop"])
def test_the_hms_terror_bots_weigh_draws_while_they_hold_a_tile_they_can_lay(variant):
    """Alone or as a co-op partner, the HMS Terror bots score the draws and refreshes with a tile
    in hand they can lay (L01 fits west of the sled, toward the Passage), as with none: the search
    weighs each against laying the tile. Held back alone, the hard bot won 180 of the fresh seeds
    701-1100 against 234 (docs/ai.md, issue 21, seventy-third step); held back as co-op partners,
    two hard partners won 54 of the fresh co-op seeds 1549-1698 against 68 (hundred-and-sixth and
    hundred-and-seventh steps)."""
    empty_handed = setup_player(terror_sled_west_of_the_sea(2, variant=variant), 0, ship="L4", ship_crew=(3, 0),
                                sled_crew=(1, 0))
    holding = setup_player(empty_handed, 0, hand=["L01"])
    assert any(isinstance(action, Place) and action.vehicle == "sled" for action in engine.legal_actions(holding))
    assert draws_scored(holding) == draws_scored(empty_handed) != []


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_in_the_hms_terror_modes_no_tile_is_drawn_or_refreshed_with_a_crewmans_life(level):
    """With no food or morale left, every action costs a crewman's life, the ones the way home
    needs last: the bot then neither draws nor refreshes (it still moves, lays and picks up),
    and draws again as soon as one unit of food is left. In co-op it reads the board of the
    partner to act. (Drawing on, the bots fetched tiles with lives: docs/ai.md, issue 21,
    thirty-ninth step.)"""
    from nwp import solo_bots
    from nwp.actions import Refresh

    fed = setup_player(terror_sled_west_of_the_sea(2), 0, ship="L4", ship_crew=(3, 0), sled_crew=(1, 0))
    assert draws_scored(fed)
    starving = fed.copy()
    starving.solo["food"] = starving.solo["morale"] = 0
    legal = engine.legal_actions(starving)
    assert any(isinstance(action, (Draw, Refresh)) for action in legal)  # the rules allow it: a life pays
    assert not draws_scored(starving)
    assert any(isinstance(action, Move) for action in solo_bots.playable(starving, legal))
    choice = bots.make_bot(level, seed=1, budget=QUICK_HARD).choose(starving)
    assert not isinstance(choice, (Draw, Refresh))
    one_food = starving.copy()
    one_food.solo["food"] = 1
    assert draws_scored(one_food)

    coop = engine.new_game(["Ann", "Bo"], seed=2, variant="coop")
    assert coop.current == 0 and coop.phase == "play"
    boards = coop.solo["expeditions"]
    boards[1]["food"] = boards[1]["morale"] = 0  # the partner who waits is starving, not the one to act
    assert draws_scored(coop)
    boards[0]["food"] = boards[0]["morale"] = 0
    assert not draws_scored(coop)


def test_a_decisions_memo_of_ways_gives_what_a_fresh_count_gives():
    """During a decision the bots memoise, per board, the moves of each vehicle and the HMS Terror
    ways home and to the Passage (bots.memoised). Every position the search looks at (after
    each legal action, tiles laid included, and in a later season) must be valued exactly as
    without the memo; a memo keyed too loosely would value a new board by an old one's ways."""
    from nwp import solo_bots
    state = engine.new_game(["Ann"], seed=7, variant="solo-terror", options={"difficulty": 2})
    bot = bots.make_bot("medium", 7)
    checked_positions = 0
    for _ in range(14):  # the first turns of a game, tiles laid and vehicles moved
        positions = [bots.settled(engine.apply(state, action)) for action in engine.legal_actions(state)]
        later = state
        while later.round < state.round + 3 and not engine.is_over(later):  # the same board seasons on
            later = engine.apply(later, Pass() if Pass() in engine.legal_actions(later) else engine.legal_actions(later)[0])
            positions.append(later)
        bots._move_tables.start(state)
        memoised = [solo_bots.terms(position) for position in positions + positions]  # asked twice
        bots._move_tables.base = None  # no memo: every way counted afresh
        fresh = [solo_bots.terms(position) for position in positions]
        assert memoised == fresh + fresh
        checked_positions += len(positions)
        state = engine.apply(state, bot.choose(state))
    assert checked_positions > 100


def test_in_the_hms_terror_modes_a_large_tile_drawn_is_judged_on_several_sampled_refills():
    """A large tile drawn from the display leaves its slot to be filled again from the bag, and the
    plan that follows (the next turn's draw) may take the new tile. Judged on one sampled refill,
    a draw won whenever that refill was lucky, as a refresh did (the winner's curse). Now a large
    draw is judged on ``VariantPlay.bag_samples`` refills too, its value their mean; a small tile
    comes from a pile whose tiles are alike, and keeps the one sample."""
    from nwp import solo_bots
    from nwp.actions import Draw
    state = engine.new_game(["Solo"], seed=4, variant="solo-terror", options={"difficulty": 2})
    legal = engine.legal_actions(state)
    large = [action for action in legal if isinstance(action, Draw) and action.tile.startswith("L")]
    small = [action for action in legal if isinstance(action, Draw) and action.tile.startswith("S")]
    assert large and small
    sample = state.copy()
    sample.rng = 777
    assert all(len(bots.bag_samples(sample, action)) == solo_bots.BAG_SAMPLES == 3 for action in large)
    assert all(bots.bag_samples(sample, action) == [sample] for action in small)

    one_each = [_solo_terror_scores(other, legal, 1) for other in bots.bag_samples(sample, large[0])]
    judged = _solo_terror_scores(sample, legal, 3)
    assert any(len({values[action] for values in one_each}) > 1 for action in large)  # a refill can change the plan
    for action in large:
        assert judged[action] == pytest.approx(sum(values[action] for values in one_each) / 3)


def test_in_the_hms_terror_modes_a_follow_up_that_draws_from_the_bag_is_judged_on_several_sampled_bags():
    """A plan's second action, or its next turn's, may be a refresh or a large tile's draw, whose
    outcome comes from the bag. Valued on the search's one sample, a move followed by a lucky
    refresh looked better than a move whose follow-up is known: the winner's curse the first
    action no longer has, one action deeper. Now such a follow-up is valued at the mean over
    ``bots.bag_samples``, as a first action is; every other follow-up keeps its one sample."""
    from nwp.actions import Refresh
    state = engine.new_game(["Solo"], seed=4, variant="solo-terror", options={"difficulty": 2})
    state = engine.apply(state, next(a for a in engine.legal_actions(state) if isinstance(a, Move)))
    sample = state.copy()
    sample.rng = 777
    follow_ups = [a for a in engine.legal_actions(sample) if not isinstance(a, (EndTurn, Pass))]
    from_the_bag = [a for a in follow_ups if isinstance(a, Refresh) or (isinstance(a, Draw) and a.tile.startswith("L"))]
    assert from_the_bag and len(from_the_bag) < len(follow_ups)

    def value_on(position, action) -> float:
        return bots.evaluate(bots.settled(engine.apply(position, action)), 0, bots.QUICK)

    differ = False
    for action in follow_ups:
        drawn = bots.bag_samples(sample, action)
        values = [value_on(other, action) for other in drawn]
        judged, _ = bots.decide(bots._best_of(sample, 0, bots.QUICK, [action], sampled=True))
        one, _ = bots.decide(bots._best_of(sample, 0, bots.QUICK, [action]))
        assert len(drawn) == (3 if action in from_the_bag else 1)
        assert judged == pytest.approx(sum(values) / len(values))
        assert one == pytest.approx(values[0])  # a first action's own follow-ups read no more samples
        differ = differ or len(set(values)) > 1
    assert differ  # the sampled bags do change what a draw is worth
    best, _ = bots.decide(bots._best_follow_up(sample, 0, bots.QUICK))
    assert best == pytest.approx(max(bots.decide(bots._best_of(sample, 0, bots.QUICK, [a], sampled=True))[0] for a in follow_ups))


def test_co_op_partners_value_a_follow_up_that_draws_from_the_bag_on_the_one_sample():
    """Two hard partners won fewer co-op games with follow-ups on three sampled bags (15 of seeds
    361-410 against 23), so theirs keep the search's one sample; a first action's refresh or large
    draw is still judged on three."""
    from nwp import coop_bots, solo_bots
    from nwp.actions import Refresh
    assert solo_bots.PLAY.follow_up_samples and not coop_bots.PLAY.follow_up_samples
    state = engine.new_game(["Erebus", "Terror"], seed=4, variant="coop", options={"difficulty": 2})
    state = engine.apply(state, next(a for a in engine.legal_actions(state) if isinstance(a, Move)))
    refresh = next(a for a in engine.legal_actions(state) if isinstance(a, Refresh))
    assert len(bots.bag_samples(state, refresh)) == 3
    judged, _ = bots.decide(bots._best_of(state, 0, bots.QUICK, [refresh], sampled=True))
    alone, _ = bots.decide(bots._best_of(state, 0, bots.QUICK, [refresh]))
    assert judged == alone


def test_in_the_hms_terror_modes_a_refresh_is_judged_on_several_sampled_displays_not_the_luckiest():
    """A refresh's new display comes from the bag, which the search only samples. Judged on one
    sampled display, a refresh competed, as the best plan that display allowed, with actions whose
    outcome is known, and won whenever its one sample was lucky (the winner's curse): the hard bot
    refreshed the large display about 10 times a game. Now it is judged on
    ``VariantPlay.bag_samples`` sampled displays (``solo_bots.BAG_SAMPLES``, 3, in the HMS
    Terror modes), its value their mean: the search's own sample and two more, each with a
    generator of its own (never the real bag). Other actions keep the one sample."""
    from nwp import solo_bots
    from nwp.actions import Refresh
    state = engine.new_game(["Solo"], seed=2, variant="solo-terror", options={"difficulty": 2})
    state = engine.apply(state, next(a for a in engine.legal_actions(state) if isinstance(a, Move)))
    refresh = Refresh("ship", "large")
    legal = engine.legal_actions(state)
    assert refresh in legal and solo_bots.PLAY.bag_samples == solo_bots.BAG_SAMPLES == 3
    sample = state.copy()
    sample.rng = 12345
    drawn = bots.bag_samples(sample, refresh)
    assert drawn[0] is sample and len({other.rng for other in drawn}) == 3
    assert all(bots.bag_samples(sample, action) == [sample] for action in legal if not bots.draws_from_the_bag(action))
    assert bots.bag_samples(sample, refresh)[1].rng == drawn[1].rng  # deterministic for the sample

    one_each = [_solo_terror_scores(other, legal, 1)[refresh] for other in drawn]
    assert len(set(one_each)) > 1  # the displays differ, and so do the plans they allow
    assert _solo_terror_scores(sample, legal, 3)[refresh] == pytest.approx(sum(one_each) / 3)


def _solo_terror_scores(position, legal: list, samples: int) -> dict:
    """The hard search's value of each of ``legal`` in HMS Terror solo ``position``, with the
    actions that draw from the bag judged on ``samples`` sampled bags."""
    import dataclasses
    from nwp import solo_bots
    bots.VARIANT_PLAY["solo-terror"] = dataclasses.replace(solo_bots.PLAY, bag_samples=samples)
    try:
        scored = bots.decide(bots.score_actions(position.copy(), 0, legal, follow_ups_for=len(legal), next_turn=True))
    finally:
        bots.VARIANT_PLAY["solo-terror"] = solo_bots.PLAY
    return {action: value for value, action in scored}
