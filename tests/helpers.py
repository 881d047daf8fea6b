"""Building positions by hand for rule tests, and games played by the computers for page tests.

``started(...)`` gives a game past the free picks; the other helpers change a
copy of a state directly (tiles on the board, vehicle positions, crew, hand) so
a test can set up exactly the situation a rule speaks of. ``played(...)`` plays a
game through the page's session (also used by e2e/ and the screenshots).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from nwp import checked, data, engine
from nwp.board import GREENLAND, NWP, PlacedTile
from nwp.geometry import parse_square
from nwp.state import GameState


@contextmanager
def in_language(code: str) -> Iterator[None]:
    """The page's messages in language ``code`` for the ``with`` block, English again after it."""
    from web.messages import set_language

    set_language(code)
    try:
        yield
    finally:
        set_language("en")


def started(players: int = 2, seed: int = 1, variant: str = "standard") -> GameState:
    """A game in its first round, after every player took the first displayed tile."""
    state = engine.new_game(players, seed=seed, variant=variant)
    while state.phase == "setup":
        state = engine.apply(state, engine.legal_actions(state)[0])
    return state


def game_with_a_hole_choice(players: int = 3, seeds: int = 100) -> GameState:
    """A real game (random legal play from a seed) paused where a placement left a hole whose
    small tile the player chooses (rules edition 2)."""
    import random

    for seed in range(seeds):
        chooser = random.Random(seed)
        state = engine.new_game(players, seed=seed)
        while state.holes is None and state.phase != "over":
            state = engine.apply(state, chooser.choice(engine.legal_actions(state)))
        if state.holes is not None:
            return state
    raise AssertionError(f"no hole choice in {seeds} random games")


def put(state: GameState, tile: str, at: str, face: str = "A", rotation: int = 0, joker: bool = False) -> int:
    """Lay a tile on the board of ``state`` (changed in place); returns the tile's index."""
    x, y = parse_square(at)
    return state.board.put(PlacedTile(tile, face, rotation, x, y, joker))


def place_of(state: GameState, where: str | None) -> int | None:
    if where is None:
        return None
    if where == "Greenland":
        return GREENLAND
    if where == "NWP":
        return NWP
    index = state.board.tile_index_at(parse_square(where))
    assert index >= 0, f"no tile at {where}"
    return index


def setup_player(state: GameState, player: int | None = None, *, ship: str | None = "keep", sled: str | None = "keep",
                 ship_crew: tuple[int, int] | None = None, sled_crew: tuple[int, int] | None = None,
                 hand: list[str] | None = None) -> GameState:
    """A copy of ``state`` with the (current) player's vehicles, crew columns and hand changed.

    Crew columns are (available, resting); crew not placed in a column stays lost.
    """
    state = state.copy()
    p = state.players[state.current if player is None else player]
    if ship != "keep":
        p.ship = place_of(state, ship)
    if sled != "keep":
        p.sled = place_of(state, sled)
    if ship_crew is not None:
        p.ship_available, p.ship_resting = ship_crew
    if sled_crew is not None:
        p.sled_available, p.sled_resting = sled_crew
    if hand is not None:
        p.hand = list(hand)
    return state


def texts(actions) -> set[str]:
    return {str(action) for action in actions}


def played(names: list[str], until, variant: str = "standard", seed: int = 7, seats: list[str] | None = None,
           level: str = "medium", game_id: str | None = None, options: dict | None = None):
    """A game between ``names`` played by computer players of ``level``, action by action through
    the page's session (so banners, earnings and the undo stack are as in the page), until
    ``until(session)`` holds or the game is over. ``options``: the mode's (a difficulty)."""
    from nwp import bots
    from web.session import Session

    session = Session.new(names, seed=seed, seats=seats or ["human"] * len(names), variant=variant, options=options)
    if game_id is not None:
        session.game_id = game_id
    bot = bots.make_bot(level, seed)
    while not until(session) and session.state.phase != "over":
        session.pending_banner = None
        session.act(str(bot.choose(session.state)), by_bot=True)
    return session


def golden_game(name: str, seed: int) -> GameState:
    """The position at the end of the game record tests/golden/``name``, chance after it seeded by
    ``seed``."""
    record = json.loads((Path(__file__).parent / "golden" / name).read_text())
    return checked.replay(record, seed=seed)


def coop_sled_adrift() -> GameState:
    """HMS Terror co-op seed 42 replayed from its record (golden/coop-seed42-sled-adrift.json) to
    round 7's last turn: partner 1's sled stands on A4's winter ice, which thaws at the season's
    end, with all seven crewmen (docs/ai.md, issue 21, fifty-eighth step)."""
    return golden_game("coop-seed42-sled-adrift.json", seed=42)


def terror_sled_west_of_the_sea(season: int, variant: str = "solo-terror") -> GameState:
    """An HMS Terror solo game in ``season`` (no Voyage card ice shift): a sled with all the crew
    on a land square at E4, whose only way east is the sea of row 4 (F4-K4), then the start tile.
    With ``variant`` "coop", the same for the first of two partners (the other at Greenland)."""
    state = engine.new_game(["Ann", "Bob"] if variant == "coop" else ["Ann"], seed=2, variant=variant)
    for x in range(5, 11):
        state.board.put(PlacedTile("S0", "A", 0, x, 3))
    state.board.put(PlacedTile("S4", "A", 0, 4, 3))
    state = setup_player(state, 0, ship="L4", sled="E4", ship_crew=(0, 0), sled_crew=(3, 0))
    state.round, state.disc, state.ice_shift = season, data.disc_position_for_round(season), 0
    return state


def ship_beside_the_arrow(variant: str, crew: int, food_and_morale: int) -> GameState:
    """:func:`terror_sled_west_of_the_sea` in season 2 with row 4 open sea from A4 (printed, beside
    the Passage's arrow) to the start tile, expedition 0's ship at A4 with ``crew`` crewmen, its
    sled aboard, the goals met (:func:`terror_goals_met`, ``food_and_morale`` of each). In co-op
    the other partner found the Passage and took the first NWP token (15); this one has not
    entered the arrow (issue 21, eighty-third step)."""
    state = terror_sled_west_of_the_sea(2, variant=variant)
    for x in range(1, 5):  # B4-E4 sea
        state.board.put(PlacedTile("S0", "A", 0, x, 3))
    state = setup_player(state, 0, ship="A4", sled=None, ship_crew=(crew, 0), sled_crew=(0, 0))
    terror_goals_met(state, food_and_morale, food_and_morale)
    if variant == "coop":
        state.players[1].nwp_token = state.nwp_tokens.pop(0)
    return state


def frozen_in_at_h4(season: int, variant: str = "solo-terror") -> GameState:
    """:func:`terror_sled_west_of_the_sea` with the ship at H4, its sled aboard, 3 crewmen on it:
    row 4 is frozen in seasons 4-7, so the ship sails home in 5 moves after the thaw, and the sled
    goes over the ice in 6 actions (the transfer and 5 moves). In co-op the other partner is home."""
    state = setup_player(terror_sled_west_of_the_sea(season, variant), 0, ship="H4", sled=None, ship_crew=(3, 0), sled_crew=(0, 0))
    if variant == "coop":
        state = setup_player(state, 1, ship="Greenland", sled=None)
        state.players[1].home = True
    return state


def sled_beside_frozen_in_ship(variant: str = "solo-terror") -> GameState:
    """:func:`frozen_in_at_h4` in season 4 with 2 crewmen on the ship and the sled deployed a move
    west on the ice, at G4, with 3: the ship's way home (5 moves after the thaw) is the nearest and
    leaves the sled out (issue 21, seventy-seventh step)."""
    return setup_player(frozen_in_at_h4(4, variant), 0, ship_crew=(2, 0), sled="G4", sled_crew=(3, 0))


def terror_goals_met(state: GameState, food: int, morale: int) -> dict:
    """``state``'s goals met (in co-op, the team's: the other partner found the Passage and holds
    10 of the 15 Franklin points) and expedition 0's food and morale set; its board."""
    if state.variant == "coop":
        own, other = state.solo["expeditions"]
        other["nwp_found"], other["franklin"], own["franklin"] = True, 10, 5
    else:
        own = state.solo
        own["nwp_found"], own["franklin"] = True, data.SOLO_FRANKLIN_GOAL
    own["food"], own["morale"] = food, morale
    return own


def in_round(state: GameState, round_number: int) -> GameState:
    """A copy of ``state`` in round ``round_number`` (the sun disc moved with it)."""
    state = state.copy()
    state.round = round_number
    state.disc = data.disc_position_for_round(round_number)
    return state


def original_solo(seed: int = 2) -> GameState:
    """The designer's original solo variant, past the free pick."""
    state = engine.new_game(["Bo"], seed=seed, variant="solo-original")
    while state.phase == "setup":
        state = engine.apply(state, engine.legal_actions(state)[0])
    return state


def last_round_one_move_from_home(ship_crew: int) -> GameState:
    """An original solo game in round 10: the ship at L4, one move from Greenland, with
    ``ship_crew`` crewmen to act and room around it to lay tiles."""
    state = checked.play(checked.play(original_solo(), "ship moves to L4"), "end turn")
    state = in_round(state, data.ROUNDS)
    return setup_player(state, 0, ship_crew=(ship_crew, 0))
