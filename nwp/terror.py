"""The HMS Terror edition's Terror expansion: the Tuunbaq stalks the standard game (variant ``terror``).

The rules are ``design/coop-and-terror.md`` section 2, with its readings [AMB-11] to [AMB-14]
(listed in docs/rules.md):

* **T1, appearance.** The first placement that puts a Franklin or Cairn token on a square of
  zone x2, or covers a square of zone x3, brings the Tuunbaq onto that tile (once; the printed
  tiles and their Cairns never do; an automatic hole fill counts as placed).
* **T2, "move the Tuunbaq".** An ordinary action (1 crewman of either vehicle's column, plus the
  surcharge after the first action): the Tuunbaq goes to a tile next to its own, whatever the
  terrain, but never onto another player's ship or sled.
* **T3, entering its tile.** A ship or sled that moves onto the Tuunbaq's tile (a sled deployed
  there too) also discards one crewman of its column for the rest of the game (a resting one
  first: the move's own crewman has just rested) or one discovery token, whose points are kept
  but which counts for no majority or set. The player chooses (``... paying a crewman``,
  ``... paying Strait``); a vehicle that cannot pay cannot enter.
* **T4.** The Tuunbaq blocks nothing else and never moves by itself.

Its state is ``state.terror``: ``tuunbaq`` (the place of its tile, None before it appears),
``discarded`` (per player, the tokens discarded, by kind) and ``crew`` (per player, the crewmen
discarded).
"""

from __future__ import annotations

from . import data
from .actions import CREWMAN, Action, Move, MoveTuunbaq, Transfer
from .board import PlacedTile
from .engine import RULES, Rules, action_cost
from .geometry import on_grid
from .reasons import Reason, reason
from .state import GameState, PlayerState

NAME = "terror"
MOVE_TUUNBAQ_COST = 1  # crewmen, before the surcharge of a further action
ZONE_OF_TOKENS = 2  # a Franklin or Cairn placed in this zone brings the Tuunbaq
TOKENS_THAT_CALL = ("Franklin", "Cairn")
ZONE_OF_TILES = 3  # any tile placed in this zone brings it


def tuunbaq_place(state: GameState) -> int | None:
    """The place (tile index) of the Tuunbaq, None before it appears or in another variant."""
    return state.terror["tuunbaq"] if state.terror is not None else None


def discarded(state: GameState, index: int) -> dict[str, int]:
    """Tokens player ``index`` discarded to the Tuunbaq, by kind (points kept, no majority or set)."""
    return dict(state.terror["discarded"][index]) if state.terror is not None else {}


def crew_discarded(state: GameState, index: int) -> int:
    return state.terror["crew"][index] if state.terror is not None else 0


def calls_the_tuunbaq(tile: PlacedTile) -> bool:
    """Does placing ``tile`` bring the Tuunbaq (rule T1)?"""
    if tile.preprinted:
        return False
    if any(data.zone_of_column(x) == ZONE_OF_TILES for x, _ in tile.squares):
        return True
    shape = tile.shape
    if shape.symbol in TOKENS_THAT_CALL and not tile.joker:
        sx, _ = shape.symbol_offset
        return data.zone_of_column(tile.x + sx) == ZONE_OF_TOKENS
    return False


def _others_there(state: GameState, place: int, mover: int) -> bool:
    return any(player.ship == place or player.sled == place
               for index, player in enumerate(state.players) if index != mover)


def tuunbaq_destinations(state: GameState) -> list[int]:
    """Tiles the current player may move the Tuunbaq to (rule T2), in board order."""
    here = tuunbaq_place(state)
    if here is None:
        return []
    return sorted(place for place in state.board.neighbour_edges(here)
                  if place >= 0 and not _others_there(state, place, state.current))


class TerrorRules(Rules):
    """The standard game with the Tuunbaq (see the module docstring)."""

    name = NAME
    title = "the Terror expansion"
    own_kinds = (MoveTuunbaq,)
    link_code = 3

    def setup(self, state: GameState, setup: dict) -> None:
        self.options(setup.get("options"))
        state.terror = {"tuunbaq": None, "discarded": [{} for _ in state.players], "crew": [0 for _ in state.players]}

    def options(self, raw: dict | None) -> dict:
        if raw:
            raise ValueError("the Terror expansion has no options")
        return {}

    # --- T1 ----------------------------------------------------------------------------------
    def after_any(self, before: GameState, s: GameState, action: Action) -> None:
        if s.terror["tuunbaq"] is not None:
            return
        for index in range(len(before.board.tiles), len(s.board.tiles)):  # the tiles this action laid, in order
            if calls_the_tuunbaq(s.board.tiles[index]):
                s.terror["tuunbaq"] = index
                return

    # --- T2 ----------------------------------------------------------------------------------
    def base_cost(self, state: GameState, player: PlayerState, action: Action) -> int:
        if isinstance(action, MoveTuunbaq):
            return MOVE_TUUNBAQ_COST
        return super().base_cost(state, player, action)

    def variant_actions(self, state: GameState, player: PlayerState) -> list[Action]:
        destinations = tuunbaq_destinations(state)
        actions: list[Action] = []
        for vehicle in ("ship", "sled"):
            if player.position(vehicle) is None:
                continue
            if action_cost(state, MoveTuunbaq(vehicle, (0, 0))) > player.available(vehicle):
                continue
            actions.extend(MoveTuunbaq(vehicle, state.board.anchor_of(place)) for place in destinations)
        return actions

    def apply_variant_action(self, s: GameState, player: PlayerState, action: Action, forced, outcome: list) -> None:
        if not isinstance(action, MoveTuunbaq):
            super().apply_variant_action(s, player, action, forced, outcome)
            return
        s.terror["tuunbaq"] = s.board.tile_index_at(action.destination)

    # --- T3 ----------------------------------------------------------------------------------
    def tolled_place(self, state: GameState) -> int | None:
        return tuunbaq_place(state)

    def entry_payments(self, state: GameState, player: PlayerState, vehicle: str,
                       sled_crew: tuple[int, int] | None = None) -> tuple[str, ...]:
        # A move's own crewman rests in the column, so a crewman can always be discarded; a sled
        # deployed with one crewman would be recalled at once by losing it: not offered.
        crew_ok = sled_crew is None or sum(sled_crew) >= 2
        tokens = tuple(kind for kind in data.SET_KINDS if player.tokens[kind] > 0)
        return ((CREWMAN,) if crew_ok else ()) + tokens

    def after_action(self, s: GameState, player: PlayerState, action: Action) -> None:
        if not isinstance(action, (Move, Transfer)) or not action.paying:
            return
        index = s.players.index(player)
        if action.paying == CREWMAN:
            column = "sled" if isinstance(action, Transfer) else action.vehicle
            for slot in (f"{column}_resting", f"{column}_available"):
                if getattr(player, slot) > 0:
                    setattr(player, slot, getattr(player, slot) - 1)
                    break
            s.terror["crew"][index] += 1
            if column == "sled" and player.aboard("sled") == 0:
                player.sled = None  # its last crewman gone: back on the player board, as in a recall
        else:
            player.tokens[action.paying] -= 1
            kept = s.terror["discarded"][index]
            kept[action.paying] = kept.get(action.paying, 0) + 1

    # --- reasons -----------------------------------------------------------------------------
    def why_illegal(self, state: GameState, action: Action) -> Reason | None:
        here = tuunbaq_place(state)
        if isinstance(action, MoveTuunbaq):
            if here is None:
                return reason("no_tuunbaq")
            target = state.board.tile_index_at(action.destination) if on_grid(*action.destination) else -1
            if target < 0 or target not in state.board.neighbour_edges(here):
                return reason("tuunbaq_not_adjacent")
            if _others_there(state, target, state.current):
                return reason("tuunbaq_occupied")
            return None
        paying = getattr(action, "paying", "")
        if isinstance(action, (Move, Transfer)) and state.phase == "play" and here is not None:
            player = state.players[state.current]
            if isinstance(action, Move) and not isinstance(action.destination, str):
                entering = state.board.tile_index_at(action.destination) == here
            else:
                entering = isinstance(action, Transfer) and player.sled is None and player.ship == here
            if entering and not paying:
                return reason("tuunbaq_toll")
            if entering and paying != CREWMAN and player.tokens.get(paying, 0) == 0:
                return reason("tuunbaq_token", token=paying)
            if not entering and paying:
                return reason("no_toll")
        elif paying:
            return reason("no_toll")
        return None

    def final_scores(self, state: GameState) -> dict:
        scores = super().final_scores(state)
        for row in scores["players"]:
            row["discarded"] = discarded(state, row["player"])
            row["crew_discarded"] = crew_discarded(state, row["player"])
        return scores


RULES[NAME] = TerrorRules()
