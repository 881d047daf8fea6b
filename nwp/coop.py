"""The HMS Terror edition's co-op mode: two expeditions (HMS Terror and HMS Erebus) as one team
(variant ``coop``).

The rules are ``design/coop-and-terror.md`` section 1, with its readings [AMB-1] to [AMB-10]
(listed in docs/rules.md). Everything of the HMS Terror solo mode (nwp/solo.py) applies to each
expedition [AMB-1], except:

* each player has a food and morale board of their own, starting at 12 each, less the difficulty
  [AMB-2]; the Sextant, the Voyage deck, the season and its turn marker are shared;
* the players take turns alternately, seat 1 first every season; the turn marker moves on once
  both have taken a turn, so each has four turns a season [AMB-4]; an expedition that is home
  stops playing and the other goes on alone;
* a Voyage card applies to each expedition still out, separately; the ice is shared [AMB-3];
* a Cartography token counts on both players' collections; the island's prestige goes to the
  player who completed it [AMB-5, reading A];
* two NWP tokens (15, 10) and two Greenland tokens (10, 6); each player who reaches the Passage
  gains 3 morale [AMB-6];
* the game ends when both expeditions are home, at once when either has no living crew (a loss),
  or after season 10 [AMB-7];
* the team wins with the Passage discovered by either player, 15 Franklin points together (each
  track counted up to 10) and both expeditions home with a living crewman [AMB-8, AMB-9]; the team
  score is the sum of both solo scores, against the target of 60 [AMB-10].

``state.solo`` holds the shared part (``turn``, ``deck``, ``card``, ``blizzard``, ``discarded``)
and ``expeditions``: one board per player (``food``, ``morale``, ``franklin``, ``pay_with``,
``sacrifice_from``, ``free_move``, ``nwp_found``).
"""

from __future__ import annotations

from . import data
from .engine import RULES, end_round
from .solo import SEASON_TURNS, VOYAGE_CARDS, HmsTerrorSolo
from .state import GameState

NAME = "coop"
START_FOOD = START_MORALE = 12
NWP_TOKENS = (15, 10)
GREENLAND_TOKENS = (10, 6)
TEAM_FRANKLIN_GOAL = 15
TRACK_LENGTH = data.SOLO_FRANKLIN_GOAL  # each player's Franklin track counts up to this
TEAM_TARGET = 60


def team_franklin(state: GameState) -> int:
    """Franklin points of the team: both tracks, each counted up to its end."""
    return sum(min(board["franklin"], TRACK_LENGTH) for board in state.solo["expeditions"])


class HmsTerrorCoop(HmsTerrorSolo):
    """Two HMS Terror expeditions as one team (see the module docstring)."""

    name = NAME
    title = "the HMS Terror co-op mode"
    player_counts = (2,)
    link_code = 4

    def board(self, state: GameState, index: int | None = None) -> dict:
        return state.solo["expeditions"][state.current if index is None else index]

    def setup(self, state: GameState, setup: dict) -> None:
        options = self.options(setup.get("options"))
        state.setup_record["options"] = options
        state.nwp_tokens = list(NWP_TOKENS)
        state.greenland_tokens = list(GREENLAND_TOKENS)
        start_food, start_morale = START_FOOD - options["difficulty"], START_MORALE - options["difficulty"]
        state.solo = {
            "turn": 1, "deck": list(VOYAGE_CARDS), "card": None, "blizzard": False, "discarded": 0,
            "expeditions": [{"food": start_food, "morale": start_morale, "franklin": 0, "pay_with": "food",
                             "free_move": False, "nwp_found": False} for _ in state.players],
        }
        state.turn_order = list(range(len(state.players)))  # seat 1 starts every season
        state.current = 0
        self._recorded_first_card(state, setup)

    # --- turns -------------------------------------------------------------------------------
    def pass_turn(self, s: GameState, forced, outcome: list) -> None:
        self.ready_for_next_turn(s)
        self._turn_over(s, s.current, forced, outcome)

    def went_home(self, s: GameState, forced, outcome: list) -> None:
        if all(player.home for player in s.players):
            s.phase = "over"
            return
        s.actions_this_turn = 0
        self._turn_over(s, s.current, forced, outcome)

    @staticmethod
    def _turn_over(s: GameState, mover: int, forced, outcome: list) -> None:
        """After ``mover``'s turn: the next expedition still out in seat order; after the last
        one, the turn marker moves on (the season ends after its fourth turn)."""
        out = [index for index in s.turn_order if not s.players[index].home]
        later = [index for index in out if index > mover]
        if later:
            s.current = later[0]
        elif s.solo["turn"] < SEASON_TURNS:
            s.solo["turn"] += 1
            s.current = out[0]
        else:
            end_round(s, forced, outcome)

    # --- Cartography on both boards ----------------------------------------------------------------
    def after_any(self, before: GameState, s: GameState, action) -> None:
        gains = [after.tokens["Cartography"] - earlier.tokens["Cartography"] for earlier, after in zip(before.players, s.players)]
        for index, gained in enumerate(gains):
            if gained > 0:
                for other, player in enumerate(s.players):
                    if other != index:
                        player.tokens["Cartography"] += gained

    # --- the end -----------------------------------------------------------------------------------
    def progress(self, state: GameState, index: int = 0) -> tuple[bool, int, int]:
        return self.goals(state)["nwp"], team_franklin(state), TEAM_FRANKLIN_GOAL

    def goals(self, state: GameState) -> dict[str, bool]:
        return {
            "nwp": any(board["nwp_found"] for board in state.solo["expeditions"]),
            "franklin": team_franklin(state) >= TEAM_FRANKLIN_GOAL,
            "home": all(player.home and player.crew_on_board > 0 for player in state.players),
        }

    def final_scores(self, state: GameState) -> dict:
        rows = [self.expedition_row(state, index) for index in range(state.num_players)]
        goals = self.goals(state)
        won = all(goals.values())
        team = sum(row["total"] for row in rows)
        return {
            "players": rows, "ranking": list(range(state.num_players)), "winners": list(range(state.num_players)) if won else [],
            "coop": {"won": won, "goals": goals, "target": TEAM_TARGET, "team_score": team,
                     "franklin": team_franklin(state), "franklin_goal": TEAM_FRANKLIN_GOAL,
                     "crew_left": [player.crew_on_board for player in state.players]},
        }


RULES[NAME] = HmsTerrorCoop()

