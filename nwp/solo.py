"""The two official solo games, as variants of the standard rules (hooks of ``engine.Rules``).

* ``solo-terror`` - the HMS Terror edition's solo mode: food and morale paid before every
  action, seasons of up to four turns, the Sextant (3 large tiles and the six small types),
  Voyage cards, the Franklin track, and a win or a loss. Data: ``data.SOLO_*`` (game-data
  section 8).
* ``solo-original`` - the designer's original solo variant: the standard game for one
  player, the extra action "draw and place the leftmost display tile", and its own final
  scoring (empty squares, NWP 10 or 3, no majorities, no Greenland token; the "lost crew"
  option).

Everything variant-specific that a state carries lives in ``state.solo`` (a dict of plain
values, copied with the state); ``state.ice_shift`` holds a Voyage card's ice marker move and
``state.pending`` the open choice of a solo-only phase.
"""

from __future__ import annotations

from . import data
from .actions import Action, Done, Draw, DrawPlace, Move, Pass, PayWith, Place, Refresh, SacrificeFrom, Take, Transfer
from .board import GREENLAND, NWP
from .engine import (RULES, Rules, action_cost, edition, end_round, place_tile, placements_around, placements_next_to,
                     reveal_from, sea_path_squares)
from .geometry import is_large
from .scoring import abandonment_penalty, set_count
from .state import GameState, PlayerState

RESOURCES = ("food", "morale")
SEASON_TURNS = 4  # turns in a season (the turn marker's spaces)
TERROR_NWP_TOKENS = (15,)
TERROR_GREENLAND_TOKENS = (10,)
TERROR_TARGET = 40  # the final score the solo text calls a great expedition
TERROR_NWP_MORALE = 3  # morale gained on discovering the Northwest Passage
MAX_DIFFICULTY = 5  # each level removes one food and one morale (15 down to 10)
VOYAGE_CARDS = tuple(f"V{number:02d}" for number in data.SOLO_VOYAGE_CARDS)
DIFFICULTY_BITS = MAX_DIFFICULTY.bit_length()  # a share link's fields (nwp/link.py)
CARD_BITS = 4

ORIGINAL_NWP_BY_YEAR = (10, 3)  # NWP token reached in the first year (rounds 1-5), in the second
ORIGINAL_YEAR_LENGTH = 5
ORIGINAL_LOST_CREW = 2  # crewmen who leave at the start of year 2 with the "lost crew" option
ORIGINAL_LOST_CREW_PENALTY = 4
EMPTY_SQUARE_PENALTY = 1


def card_number(card: str) -> int:
    return int(card[1:])


def card_name(card: str) -> str:
    return data.SOLO_VOYAGE_CARDS[card_number(card)][0]


def _remove_crewman(state: GameState, player: PlayerState, first: str = "ship") -> bool:
    """Take one crewman off the expedition (the ``first`` vehicle's column before the other,
    resting before available); False if none is left. The caller says whether it counts as lost.
    Edition 2: a deployed sled left with no crewman goes back to the player board, as in a recall."""
    second = "sled" if first == "ship" else "ship"
    for column in (f"{first}_resting", f"{first}_available", f"{second}_resting", f"{second}_available"):
        if getattr(player, column) > 0:
            setattr(player, column, getattr(player, column) - 1)
            if edition(state) >= 2 and player.sled is not None and player.aboard("sled") == 0:
                player.sled = None
            return True
    return False


def _score_row(player: PlayerState, earned: tuple[str, ...], penalties: dict[str, int]) -> dict:
    """A solo player's final score in the standard game's row shape (no majorities)."""
    row = {
        "player": 0,
        "name": player.name,
        "in_game": {key: player.points[key] for key in earned},
        "majorities": {},
        "sets": set_count(player) * data.SET_POINTS,
        "penalties": penalties,
    }
    row["total"] = sum(row["in_game"].values()) + row["sets"] + sum(penalties.values())
    return row


# --- HMS Terror solo ---------------------------------------------------------------------------
class HmsTerrorSolo(Rules):
    """The HMS Terror edition's solo mode (see the module docstring)."""

    name = "solo-terror"
    title = "the HMS Terror solo mode"
    own_kinds = (PayWith, Take, Done, SacrificeFrom)
    refreshes_by_kind = True
    ends_turn_by_passing = True
    player_counts = (1,)
    display_size = 3  # the Sextant's large tiles
    free_picks = False
    standard_scoring = False
    link_code = 1

    def options(self, raw: dict | None) -> dict:
        difficulty = int((raw or {}).get("difficulty", 0))
        if not 0 <= difficulty <= MAX_DIFFICULTY:
            raise ValueError(f"difficulty must be 0 to {MAX_DIFFICULTY}")
        return {"difficulty": difficulty}

    def link_setup(self, record: dict) -> list[tuple[int, int]]:
        return [(int(record["options"]["difficulty"]), DIFFICULTY_BITS), (VOYAGE_CARDS.index(record["voyage"]), CARD_BITS)]

    def setup_from_link(self, read) -> dict:
        difficulty, card = read(DIFFICULTY_BITS), read(CARD_BITS)
        if card >= len(VOYAGE_CARDS) or difficulty > MAX_DIFFICULTY:
            raise ValueError("the solo setup is damaged")
        return {"options": {"difficulty": difficulty}, "voyage": VOYAGE_CARDS[card]}

    # setup
    def setup(self, state: GameState, setup: dict) -> None:
        options = self.options(setup.get("options"))
        state.setup_record["options"] = options
        state.nwp_tokens = list(TERROR_NWP_TOKENS)
        state.greenland_tokens = list(TERROR_GREENLAND_TOKENS)
        state.solo = {
            "food": data.SOLO_START_FOOD - options["difficulty"],
            "morale": data.SOLO_START_MORALE - options["difficulty"],
            "franklin": 0,
            "turn": 1,
            "pay_with": "food",
            "deck": list(VOYAGE_CARDS),
            "card": None,
            "free_move": False,
            "blizzard": False,
            "nwp_found": False,
            "discarded": 0,  # tiles a refresh put out of the game
        }
        self._recorded_first_card(state, setup)

    def _recorded_first_card(self, state: GameState, setup: dict) -> None:
        """Reveal the first Voyage card a record names (a new game draws it in :meth:`setup_chance`)."""
        card = setup.get("voyage")
        if card is not None:
            if card not in VOYAGE_CARDS:
                raise ValueError(f"unknown Voyage card {card!r}")
            state.setup_record["voyage"] = card
            state.solo["deck"].remove(card)
            self._start_season(state, card, [])

    def setup_chance(self, state: GameState) -> None:
        card = reveal_from(state, state.solo["deck"], None, [])
        state.setup_record["voyage"] = card
        self._start_season(state, card, [])

    def board(self, state: GameState, index: int | None = None) -> dict:
        """The food and morale board of expedition ``index`` (the player to act by default): in
        the solo mode, ``state.solo`` itself (co-op keeps one per player, nwp/coop.py)."""
        return state.solo

    # costs: the first action of a turn 1 crewman, every further one 2
    def base_cost(self, state: GameState, player: PlayerState, action: Action) -> int:
        if edition(state) >= 2:  # the crewman sacrificed may be any living one (see before_action)
            return 1
        return 1 + (1 if self.needs_sacrifice(state, action) else 0)

    def surcharge(self, state: GameState) -> int:
        return 1 if state.actions_this_turn > 0 else 0

    def toll(self, state: GameState, action: Action) -> int:
        """Food or morale to pay before ``action``."""
        if isinstance(action, Move):
            if self.board(state)["free_move"]:
                return 0
            if action.vehicle == "sled" and state.solo["blizzard"]:
                return 2
        return 1

    def needs_sacrifice(self, state: GameState, action: Action) -> bool:
        """Neither food nor morale can pay the toll: acting costs a crewman's life."""
        toll = self.toll(state, action)
        board = self.board(state)
        return toll > 0 and board["food"] < toll and board["morale"] < toll

    def payer(self, state: GameState, action: Action) -> str | None:
        """The resource that pays the toll of ``action`` (the chosen one if it can), or None."""
        toll = self.toll(state, action)
        if toll == 0:
            return None
        board = self.board(state)
        chosen = board["pay_with"]
        other = RESOURCES[1 - RESOURCES.index(chosen)]
        for resource in (chosen, other):
            if board[resource] >= toll:
                return resource
        return None

    def crew_when_acting(self, state: GameState, player: PlayerState, vehicle: str, cost: int) -> PlayerState:
        """Edition 2: when nothing pays the toll, a crewman dies before the action (see
        :meth:`before_action`), so a transfer finds one crewman fewer."""
        acting = super().crew_when_acting(state, player, vehicle, cost)
        if edition(state) >= 2 and self.needs_sacrifice(state, Transfer(vehicle, 0, 0)):
            _remove_crewman(state, acting, self.board(state).get("sacrifice_from", "ship"))
        return acting

    # turns
    def turn_actions(self, state: GameState) -> list[Action]:
        board = self.board(state)
        other = RESOURCES[1 - RESOURCES.index(board["pay_with"])]
        actions: list[Action] = [Pass(), PayWith(other)]
        player = state.players[state.current]
        if (edition(state) >= 2 and board["food"] < 2 and board["morale"] < 2
                and player.aboard("ship") > 0 and player.aboard("sled") > 0):
            chosen = board.get("sacrifice_from", "ship")
            actions.append(SacrificeFrom("sled" if chosen == "ship" else "ship"))
        return actions

    def refreshes(self, state: GameState, vehicle: str) -> list[Action]:
        result: list[Action] = []
        if state.bag:
            result.append(Refresh(vehicle, "large"))
        if any(count > 1 for count in state.piles.values()):
            result.append(Refresh(vehicle, "small"))
        return result

    def apply_refresh(self, s: GameState, action: Refresh, forced, outcome: list) -> None:
        if action.kind == "large":
            s.solo["discarded"] += sum(1 for tile in s.display if tile is not None)
            s.display = [reveal_from(s, s.bag, forced, outcome) for _ in s.display]
        else:
            for pile, count in s.piles.items():
                if count > 0:
                    s.piles[pile] = count - 1
                    s.solo["discarded"] += 1
        s.pending = {"refresh": action.kind}

    def before_action(self, s: GameState, player: PlayerState, action: Action) -> None:
        toll = self.toll(s, action)
        board = self.board(s)
        if isinstance(action, Move) and board["free_move"]:
            board["free_move"] = False
        if toll == 0:
            return
        resource = self.payer(s, action)
        if resource is not None:
            board[resource] -= toll
            return
        if edition(s) >= 2:  # any living crewman, from the column the player chose while it has one
            _remove_crewman(s, player, board.get("sacrifice_from", "ship"))
            player.lost_crew += 1
            return
        # Edition 1: the crewman paid on top of the action's cost dies instead of resting.
        if action.vehicle == "ship":
            player.ship_resting -= 1
        else:
            player.sled_resting -= 1
        player.lost_crew += 1

    def after_action(self, s: GameState, player: PlayerState, action: Action) -> None:
        if isinstance(action, Draw) and not is_large(action.tile) and s.phase == "play":
            if any(count > 0 for pile, count in s.piles.items() if pile != action.tile):
                s.phase = "bonus"
                s.pending = {"kind": "draw", "vehicle": action.vehicle, "first": action.tile}
        elif isinstance(action, Place) and not is_large(action.tile):
            if self._second_placements(s, action.vehicle, action.square, player.hand):
                s.phase = "bonus"
                s.pending = {"kind": "place", "vehicle": action.vehicle, "square": list(action.square)}
        elif isinstance(action, Move) and action.destination == "NWP" and not self.board(s)["nwp_found"]:
            self.board(s)["nwp_found"] = True
            self.board(s)["morale"] += TERROR_NWP_MORALE
        if player.crew_on_board == 0:
            s.phase = "over"

    def pickup(self, s: GameState, player: PlayerState, kind: str, square: tuple[int, int]) -> None:
        zone = data.zone_of_column(square[0])
        board = self.board(s, s.players.index(player))
        if kind == "Inuit":
            board["food"] += 2 * zone
        elif kind == "Cairn":
            board["morale"] += 2 * zone
        elif kind == "Franklin":
            self._advance_franklin(board, zone)
        else:  # Strait: the player chooses food or morale next
            s.phase = "strait"
            s.pending = {"zone": zone}

    @staticmethod
    def _advance_franklin(board: dict, steps: int) -> None:
        before = board["franklin"]
        board["franklin"] = before + steps
        for step, resource in data.SOLO_FRANKLIN_TRACK_BONUSES.items():
            if before < step <= before + steps:
                board[resource] += 1

    # the solo-only phases: a free second small tile, a Strait's reward
    def _second_placements(self, state: GameState, vehicle: str, first: tuple[int, int], hand: list[str]) -> list[Action]:
        smalls = [tile for tile in hand if not is_large(tile)]
        if not smalls:
            return []
        x, y = first
        frontier = [(x + dx, y + dy) for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0))
                    if 0 <= x + dx < data.GRID_WIDTH and 0 <= y + dy < data.GRID_HEIGHT and not state.board.is_filled(x + dx, y + dy)]
        if not frontier:
            return []
        sea_path = sea_path_squares(state)
        return placements_around(state, smalls, vehicle, frontier, sea_path)

    def phase_actions(self, state: GameState) -> list[Action]:
        pending = state.pending
        if state.phase == "strait":
            return [Take(resource) for resource in RESOURCES]
        if state.phase != "bonus":
            raise ValueError(f"unknown phase {state.phase!r}")
        if pending["kind"] == "draw":
            choices: list[Action] = [Draw(pending["vehicle"], pile) for pile, count in state.piles.items()
                                     if count > 0 and pile != pending["first"]]
        else:
            player = state.players[state.current]
            choices = self._second_placements(state, pending["vehicle"], tuple(pending["square"]), player.hand)
        return choices + [Done()]

    def apply_phase(self, s: GameState, player: PlayerState, action: Action, forced, outcome: list) -> None:
        if isinstance(action, Take):
            self.board(s)[action.resource] += s.pending["zone"]
        elif isinstance(action, Draw):
            s.piles[action.tile] -= 1
            player.hand.append(action.tile)
        elif isinstance(action, Place):
            player.hand.remove(action.tile)
            place_tile(s, player, action)
        s.phase = "play"
        s.pending = None

    def apply_variant_action(self, s: GameState, player: PlayerState, action: Action, forced, outcome: list) -> None:
        if isinstance(action, PayWith):
            self.board(s)["pay_with"] = action.resource
            return
        if isinstance(action, SacrificeFrom):
            self.board(s)["sacrifice_from"] = action.column
            return
        super().apply_variant_action(s, player, action, forced, outcome)

    # seasons
    def ready_for_next_turn(self, s: GameState) -> None:
        """A pass: the crew of the player to act who acted is available again (no one rests in the
        solo mode), and its next turn starts with no action taken."""
        player = s.players[s.current]
        player.ship_available += player.ship_resting
        player.sled_available += player.sled_resting
        player.ship_resting = player.sled_resting = 0
        s.actions_this_turn = 0

    def pass_turn(self, s: GameState, forced, outcome: list) -> None:
        self.ready_for_next_turn(s)
        if s.solo["turn"] < SEASON_TURNS:
            s.solo["turn"] += 1
        else:
            end_round(s, forced, outcome)

    def new_round(self, s: GameState, events: list, forced, outcome: list) -> None:
        card = reveal_from(s, s.solo["deck"], forced, outcome)
        if card is not None:
            self._start_season(s, card, events)

    def after_round(self, s: GameState) -> None:
        s.solo["turn"] = 1
        if any(player.crew_on_board == 0 for player in s.players):
            s.phase = "over"

    def _start_season(self, s: GameState, card: str, events: list) -> None:
        """Reveal ``card`` for the season and apply it (game-data section 8) to each expedition
        still out (co-op: to each separately, design/coop-and-terror.md [AMB-3]); the ice is shared."""
        number = card_number(card)
        s.solo["card"] = card
        s.solo["blizzard"] = number == 5
        s.ice_shift = {1: -1, 2: -1, 3: 1, 4: 1, 5: 1}.get(number, 0)
        for index, player in enumerate(s.players):
            if not player.home or len(s.players) == 1:
                self._apply_card(s, index, card, events)

    def _apply_card(self, s: GameState, index: int, card: str, events: list) -> None:
        """A Voyage card's effect on expedition ``index`` (its food, morale and crew)."""
        board = self.board(s, index)
        player = s.players[index]
        board["free_move"] = card_number(card) == 15
        food, morale, crew = self.card_change(s, index, card, s.frozen_rows)
        lost_food = min(board["food"], -food) if food < 0 else 0
        lost_morale = min(board["morale"], -morale) if morale < 0 else 0
        board["food"] = max(0, board["food"] + food)
        board["morale"] = max(0, board["morale"] + morale)
        if crew and _remove_crewman(s, player):
            player.lost_crew += 1
        events.append({"player": index, "event": "voyage", "card": card, "at": card_name(card),
                       "food": food if food > 0 else -lost_food, "morale": morale if morale > 0 else -lost_morale,
                       "crew": -1 if crew else 0})

    def card_change(self, s: GameState, index: int, card: str, frozen: int) -> tuple[int, int, int]:
        """(food, morale, crew) that Voyage ``card`` (game-data section 8) gives expedition ``index``
        where it stands in ``s``, with ``frozen`` rows of ice, before the stock's floor at 0 (a loss
        takes no more than there is). The bots weigh the cards still to come with it (nwp/solo_bots.py)."""
        board = self.board(s, index)
        player = s.players[index]
        number = card_number(card)
        food = morale = crew = 0
        if number == 6:
            food = -2
        elif number == 7:
            food, morale = -1, -1
        elif number == 8:
            food = -(player.aboard("ship") // 3)
        elif number == 9:
            morale = -2
        elif number == 10:
            morale = -min(3, self._frozen_tiles_near_ship(s, player, frozen))
        elif number == 11:
            if self._ship_zone(s, player) == 1:
                food = 2
            else:
                morale = 1
        elif number == 12:
            if any(place is not None and place >= 0 and s.board.has_sea(place) for place in (player.ship, player.sled)):
                food = 2
        elif number == 13:
            if self._near_inuit(s, player):
                food, morale = 1, 1
        elif number == 14:
            if player.sled is None:
                morale = -1
        elif number == 15:
            morale = 1
        elif number == 16:
            if board["morale"] <= 3:
                crew = -1
            else:
                morale = -1
        return food, morale, crew

    @staticmethod
    def _ship_zone(s: GameState, player: PlayerState) -> int:
        if player.ship is None or player.ship == GREENLAND:
            return 1
        if player.ship == NWP:
            return 3
        return min(data.zone_of_column(x) for x, _ in s.board.squares_of(player.ship))

    @staticmethod
    def _tiles_around(s: GameState, place: int | None) -> set[int]:
        if place is None:
            return set()
        around = {other for other in s.board.neighbour_edges(place) if other >= 0}
        if place >= 0:
            around.add(place)
        return around

    def _frozen_tiles_near_ship(self, s: GameState, player: PlayerState, frozen: int) -> int:
        return sum(1 for place in self._tiles_around(s, player.ship)
                   if any(y < frozen for _, y in s.board.squares_of(place)))

    def _near_inuit(self, s: GameState, player: PlayerState) -> bool:
        places = self._tiles_around(s, player.ship) | self._tiles_around(s, player.sled)
        return any(s.board.tokens.get(square) == "Inuit" for place in places for square in s.board.squares_of(place))

    # the end
    def progress(self, state: GameState, index: int = 0) -> tuple[bool, int, int]:
        """What counts toward the goals for expedition ``index``: the Passage discovered, the
        Franklin points, and the Franklin goal (co-op: the team's, nwp/coop.py)."""
        board = self.board(state, index)
        return bool(board["nwp_found"]), board["franklin"], data.SOLO_FRANKLIN_GOAL

    def goals(self, state: GameState) -> dict[str, bool]:
        player = state.players[0]
        return {
            "nwp": bool(state.solo["nwp_found"]),
            "franklin": state.solo["franklin"] >= data.SOLO_FRANKLIN_GOAL,
            "home": player.home and player.crew_on_board > 0,
        }

    @staticmethod
    def expedition_row(state: GameState, index: int) -> dict:
        """Expedition ``index``'s HMS Terror score: sets, NWP and Greenland tokens, islands, −2 a
        vehicle not back, −2 a crewman lost (those in a vehicle not back too)."""
        player = state.players[index]
        vehicles_out, left_behind = [], 0  # crew in a vehicle that is not back are lost too
        if player.ship != GREENLAND:
            vehicles_out.append("ship")
            left_behind += player.aboard("ship")
        if player.sled_lost or (player.sled is not None and player.sled != GREENLAND):
            vehicles_out.append("sled")
            left_behind += player.aboard("sled")
        penalties = {
            "vehicles": -2 * len(vehicles_out),
            "lost_crew": -data.ABANDON_PER_CREWMAN * (player.lost_crew + left_behind),
        }
        row = _score_row(player, ("islands", "nwp", "greenland"), penalties)
        row["player"] = index
        return row

    def final_scores(self, state: GameState) -> dict:
        player = state.players[0]
        goals = self.goals(state)
        row = self.expedition_row(state, 0)
        won = all(goals.values())
        return {
            "players": [row], "ranking": [0], "winners": [0] if won else [],
            "solo": {"won": won, "goals": goals, "target": TERROR_TARGET, "franklin": state.solo["franklin"],
                     "crew_left": player.crew_on_board},
        }


# --- the designer's original solo variant ------------------------------------------------------------
class OriginalSolo(Rules):
    """The standard rules for one player, with the original solo variant's changes."""

    name = "solo-original"
    title = "the original solo variant"
    own_kinds = (DrawPlace,)
    player_counts = (1,)
    standard_scoring = False
    link_code = 2

    def options(self, raw: dict | None) -> dict:
        lost_crew = (raw or {}).get("lost_crew", False)
        if not isinstance(lost_crew, bool):
            raise ValueError("lost_crew is true or false")
        return {"lost_crew": lost_crew}

    def link_setup(self, record: dict) -> list[tuple[int, int]]:
        return [(int(bool(record["options"]["lost_crew"])), 1)]

    def setup_from_link(self, read) -> dict:
        return {"options": {"lost_crew": bool(read(1))}}

    def setup(self, state: GameState, setup: dict) -> None:
        state.setup_record["options"] = self.options(setup.get("options"))
        state.nwp_tokens = [ORIGINAL_NWP_BY_YEAR[0]]
        state.greenland_tokens = []
        state.solo = {"departed": 0}

    def variant_actions(self, state: GameState, player: PlayerState) -> list[Action]:
        """Draw and place the leftmost display tile at once (1 crewman, plus the surcharge)."""
        leftmost = state.display[0]
        if leftmost is None:
            return []
        result: list[Action] = []
        sea_path: set | None = None
        for vehicle in ("ship", "sled"):
            place = player.position(vehicle)
            if place is None or place < 0 or action_cost(state, DrawPlace(vehicle, leftmost, "A", 0, (0, 0))) > player.available(vehicle):
                continue
            if sea_path is None:
                sea_path = sea_path_squares(state)
            result.extend(placements_next_to(state, [leftmost], vehicle, place, sea_path, DrawPlace))
        return result

    def base_cost(self, state: GameState, player: PlayerState, action: Action) -> int:
        if isinstance(action, DrawPlace):
            return 1
        return super().base_cost(state, player, action)

    def apply_variant_action(self, s: GameState, player: PlayerState, action: Action, forced, outcome: list) -> None:
        if not isinstance(action, DrawPlace):
            super().apply_variant_action(s, player, action, forced, outcome)
            return
        rest = [tile for tile in s.display[1:] if tile is not None]
        s.display = rest + [None] * (len(s.display) - len(rest))
        s.display[len(rest)] = reveal_from(s, s.bag, forced, outcome)
        place_tile(s, player, action)

    def new_round(self, s: GameState, events: list, forced, outcome: list) -> None:
        if s.round == ORIGINAL_YEAR_LENGTH + 1:
            if s.nwp_tokens:
                s.nwp_tokens = [ORIGINAL_NWP_BY_YEAR[1]]
            if s.setup_record["options"]["lost_crew"]:
                player = s.players[0]
                for _ in range(ORIGINAL_LOST_CREW):
                    if _remove_crewman(s, player):  # they leave: the option's own penalty counts them
                        s.solo["departed"] += 1
                events.append({"player": 0, "event": "crew_left", "at": "", "crew": s.solo["departed"]})

    def final_scores(self, state: GameState) -> dict:
        player = state.players[0]
        penalties = abandonment_penalty(player)
        penalties["empty_squares"] = -EMPTY_SQUARE_PENALTY * state.board.empty_square_count()
        if state.setup_record["options"]["lost_crew"]:
            penalties["departed_crew"] = -ORIGINAL_LOST_CREW_PENALTY
        row = _score_row(player, ("pickups", "islands", "nwp"), penalties)
        return {"players": [row], "ranking": [0], "winners": [0], "solo": {"won": None}}


RULES[HmsTerrorSolo.name] = HmsTerrorSolo()
RULES[OriginalSolo.name] = OriginalSolo()

__all__ = ["HmsTerrorSolo", "OriginalSolo", "VOYAGE_CARDS", "card_name", "card_number", "RESOURCES", "SEASON_TURNS",
           "TERROR_TARGET", "MAX_DIFFICULTY"]
