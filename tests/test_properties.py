"""Properties of many random legal games (hypothesis picks the seeds).

Each game is played by choosing uniformly among ``legal_actions``; after every
step the conservation laws hold, and at the end the record replays to the same
state and the scores add up from scratch. The standard game and the Terror expansion (whose
discarded crewmen and tokens are counted where they went) are both played.
"""

from __future__ import annotations

import json
import random
from collections import Counter

from hypothesis import HealthCheck, given, settings, strategies as st

from nwp import checked, coop, data, engine, terror
from nwp.actions import Move, PickUp, decode, encode, parse
from nwp.geometry import is_large, vertex_index
from nwp.state import GameState

GAMES = settings(max_examples=25, deadline=None, suppress_health_check=[HealthCheck.too_slow])
VARIANTS = st.sampled_from(["standard", "terror"])
WITH_COOP = st.sampled_from(["standard", "terror", "coop"])  # co-op: 2 players (see play_random), its own scoring


def check_conservation(state: GameState) -> None:
    for index, player in enumerate(state.players):
        assert player.crew_on_board + player.lost_crew + terror.crew_discarded(state, index) == data.CREW_PER_PLAYER
        assert min(player.ship_available, player.ship_resting, player.sled_available, player.sled_resting) >= 0
        if player.sled is None:
            assert player.sled_available + player.sled_resting == 0
    board_tiles = [t for t in state.board.tiles if not t.preprinted]
    large = state.bag + [t for t in state.display if t] + [t for p in state.players for t in p.hand if is_large(t)]
    large += [t.name for t in board_tiles if is_large(t.name)]
    small = sum(state.piles.values()) + sum(1 for p in state.players for t in p.hand if not is_large(t))
    small += sum(1 for t in board_tiles if not is_large(t.name))
    if state.solo is None:
        assert sorted(large) == sorted(data.LARGE_TILE_NAMES)
        assert small == 32
    else:  # HMS Terror (co-op): a refresh puts tiles out of the game, counted in solo["discarded"]
        assert len(set(large)) == len(large) and set(large) <= set(data.LARGE_TILE_NAMES)
        assert len(large) + small + state.solo["discarded"] == len(data.LARGE_TILE_NAMES) + 32
    printed = Counter({"Cairn": len(data.PREPRINTED_CAIRNS)})
    for tile in board_tiles:
        if not tile.joker and tile.shape.symbol:
            printed[tile.shape.symbol] += 1
    def discarded(kind: str) -> int:
        return sum(terror.discarded(state, index).get(kind, 0) for index in range(state.num_players))

    for kind in data.SYMBOLS:
        collected = sum(p.tokens[kind] for p in state.players)
        on_board = sum(1 for k in state.board.tokens.values() if k == kind)
        assert collected + on_board + discarded(kind) == printed[kind]
    # Co-op: a Cartography token counts on both players' boards, so each board holds every one taken.
    cartography = state.players[0].tokens["Cartography"] if state.variant == "coop" else sum(p.tokens["Cartography"] for p in state.players)
    assert cartography + discarded("Cartography") + state.cartography_left == 20
    if state.variant == "terror" and state.terror["tuunbaq"] is not None:
        assert terror.calls_the_tuunbaq(state.board.tiles[state.terror["tuunbaq"]]) or any(
            "moves the Tuunbaq" in text for text, _ in state.history)
    awarded = sorted(p.nwp_token for p in state.players if p.nwp_token is not None)
    tokens = coop.NWP_TOKENS if state.variant == "coop" else data.NWP_TOKENS[state.num_players]
    assert sorted(awarded + state.nwp_tokens) == sorted(tokens)


def check_ice_and_moves(state: GameState, actions) -> None:
    if state.phase != "play":
        return
    player = state.players[state.current]
    ship_moves = [a for a in actions if isinstance(a, Move) and a.vehicle == "ship"]
    if player.ship is not None and player.ship >= 0 and not state.board.has_open_sea(player.ship, state.frozen_rows):
        assert ship_moves == []  # blocked
    for move in ship_moves:
        if not isinstance(move.destination, str):
            assert state.board.has_open_sea(state.board.tile_index_at(move.destination), state.frozen_rows)
    if player.sled is not None and player.sled >= 0:
        assert state.board.has_land_or_ice(player.sled, state.frozen_rows)


def check_vertices_agree(state: GameState) -> None:
    for tile in state.board.tiles:
        base = vertex_index(tile.x, tile.y)
        for offset, bit in tile.shape.vertex_checks:
            assert state.board.vertices[base + offset] == bit


def play_random(players: int, seed: int, check_every_step: bool = True, variant: str = "standard") -> GameState:
    chooser = random.Random(seed)
    state = engine.new_game(2 if variant == "coop" else players, seed=seed, variant=variant)
    steps = 0
    while not engine.is_over(state):
        actions = engine.legal_actions(state)
        assert actions, "a player who must act always has an action"
        if check_every_step:
            check_ice_and_moves(state, actions)
        action = chooser.choice(actions)
        state = engine.apply(state, action)
        if check_every_step:
            check_conservation(state)
        steps += 1
        assert steps < 3000, "the game must end"
    return state


def comparable(state: GameState) -> str:
    raw = state.to_json()
    raw.pop("rng")
    return json.dumps(raw, sort_keys=True)


@GAMES
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1), variant=WITH_COOP)
def test_random_games_end_and_conserve_everything(players, seed, variant):
    state = play_random(players, seed, variant=variant)
    assert engine.is_over(state)
    lost_a_crew = variant == "coop" and any(p.crew_on_board == 0 for p in state.players)  # co-op ends at once then
    assert state.round == data.ROUNDS or all(p.home for p in state.players) or lost_a_crew
    check_vertices_agree(state)


@GAMES
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1), variant=WITH_COOP)
def test_a_record_replays_to_the_same_state_and_scores(players, seed, variant):
    state = play_random(players, seed, check_every_step=False, variant=variant)
    record = json.loads(json.dumps(state.record()))  # through JSON, as saved
    assert "seed" not in record and "rng" not in record
    replayed = checked.replay(record)
    assert comparable(replayed) == comparable(state)
    assert engine.final_scores(replayed) == engine.final_scores(state)


@GAMES
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1), variant=VARIANTS)
def test_scores_recomputed_from_scratch_match(players, seed, variant):
    state = play_random(players, seed, check_every_step=False, variant=variant)
    # Walk the record again, scoring pick-ups, NWP and Greenland tokens independently.
    replay_state = engine.initial_state(*[state.setup_record[k] for k in ("players", "order", "display", "variant")], 0,
                                        engine.setup_of(state.setup_record))
    expected = [Counter() for _ in state.players]
    nwp_left = list(data.NWP_TOKENS[players])
    greenland_left = list(data.GREENLAND_TOKENS[players])
    for text, outcome in state.history:
        action = parse(text)
        who = replay_state.current
        if isinstance(action, PickUp):
            kind = replay_state.board.tokens[action.square]
            expected[who]["pickups"] += data.PICKUP_POINTS[kind] * data.zone_of_column(action.square[0])
        if isinstance(action, Move) and action.destination == "NWP" and replay_state.players[who].nwp_token is None and nwp_left:
            expected[who]["nwp"] += nwp_left.pop(0)
        if isinstance(action, Move) and action.destination == "Greenland" and greenland_left:
            expected[who]["greenland"] += greenland_left.pop(0)
        replay_state = engine.apply_recorded(replay_state, action, outcome)
    scores = engine.final_scores(state)
    for index, row in enumerate(scores["players"]):
        for source in ("pickups", "nwp", "greenland"):
            assert row["in_game"][source] == expected[index][source]
        parts = sum(row["in_game"].values()) + sum(row["majorities"].values()) + row["sets"] + sum(row["penalties"].values())
        assert row["total"] == parts
    assert scores["ranking"][0] in scores["winners"]


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1))
def test_every_legal_action_round_trips_through_text_and_code(players, seed):
    chooser = random.Random(seed)
    state = engine.new_game(players, seed=seed)
    while not engine.is_over(state):
        actions = engine.legal_actions(state)
        for action in actions:
            assert parse(str(action)) == action
            code = encode(action)
            assert 1 <= len(code) <= 4
            assert decode(code) == (action, len(code))
        state = engine.apply(state, chooser.choice(actions))


@settings(max_examples=10, deadline=None)
@given(players=st.integers(2, 4), seed=st.integers(0, 2**32 - 1), cut=st.integers(0, 400), variant=WITH_COOP)
def test_a_snapshot_restores_a_game_that_plays_on_identically(players, seed, cut, variant):
    chooser = random.Random(seed)
    state = engine.new_game(2 if variant == "coop" else players, seed=seed, variant=variant)
    for _ in range(cut):
        if engine.is_over(state):
            break
        state = engine.apply(state, chooser.choice(engine.legal_actions(state)))
    restored = GameState.from_json(json.loads(json.dumps(state.to_json())))
    assert json.dumps(restored.to_json(), sort_keys=True) == json.dumps(state.to_json(), sort_keys=True)
    assert engine.legal_actions(restored) == engine.legal_actions(state)
    follow = random.Random(1)
    for _ in range(30):
        if engine.is_over(state):
            break
        action = follow.choice(engine.legal_actions(state))
        state, restored = engine.apply(state, action), engine.apply(restored, action)
    assert comparable(state) == comparable(restored)


def test_apply_never_changes_its_input():
    state = engine.new_game(3, seed=9)
    chooser = random.Random(9)
    for _ in range(150):
        if engine.is_over(state):
            break
        before = comparable(state) + str(state.rng)
        after = engine.apply(state, chooser.choice(engine.legal_actions(state)))
        assert comparable(state) + str(state.rng) == before
        state = after
