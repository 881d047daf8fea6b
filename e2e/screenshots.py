"""Screenshots of every state of the table, at 1280×800 and at 390×844, to look at as a player.

    .venv/bin/python e2e/screenshots.py [--out screenshots] [--only NAME ...]
    .venv/bin/python e2e/screenshots.py --check    # every scene's position still reached (CI)

Each state is a game played in Python (by medium computer players for every seat, so the same
run gives the same pictures), saved into the page's storage as the page itself would save it,
and opened in headless Chromium; a few states are then reached by a click, as a player would.
Not a test: it asserts nothing, it draws pictures for people (see the table issue's note).
"""

from __future__ import annotations

import argparse
import copy
import sys
from collections.abc import Callable, Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "e2e"), str(ROOT / "tests")]

from playwright.sync_api import Page, sync_playwright  # noqa: E402

from conftest import CHROMIUM_FLAGS, chromium_path  # noqa: E402
from helpers import coop_sled_adrift, game_with_a_hole_choice  # noqa: E402
from helpers import played as played_by_computers  # noqa: E402
from nwp import bots, coop_bots, engine, hints, solo_bots  # noqa: E402
from nwp.actions import Pass, PickUp, Place, SacrificeFrom  # noqa: E402
from serve import start_server  # noqa: E402
from test_terror_in_the_page import open_the_toll, toll_ahead, tuunbaq_out  # noqa: E402
from web import view  # noqa: E402
from web.session import Session  # noqa: E402

SIZES = ((1280, 800), (390, 844))
GAME_ID = "ShotA"


SOLO_SEED = 8
"""The HMS Terror solo game (medium play) of the round-4 scenes: seed 7, the default, ends in round 3
since issue 21's eighty-seventh step changed the bots' play."""


_PLAYED: dict[tuple, Session] = {}
"""The scenes' games by what they were played with: a French twin or a second click on the same
position is not played again."""


def played(names: list[str], until: Callable[[Session], bool], variant: str = "standard", seed: int = 7,
           seats: list[str] | None = None, level: str = "medium", options: dict | None = None) -> Session:
    """A game between ``names`` played by computer players of ``level`` (see tests/helpers.py) until
    ``until`` holds. If the game ends first (a change to the bots' play can take a scene's position
    away, and the screenshot would show the game's end without a word), the session says why in
    ``scene_missing``: :func:`main` draws the other scenes, names the missing ones and fails.

    Each game is played once (:data:`_PLAYED`, keyed by what ``until`` does: two lambdas written
    alike on different lines are one game); every call gets its own copy to change."""
    code = until.__code__
    key = (tuple(names), code.co_code, code.co_consts, code.co_names, id(until) if until.__closure__ else None,
           variant, seed, tuple(seats or ()), level, tuple(sorted((options or {}).items())))
    if key not in _PLAYED:
        session = played_by_computers(names, until, variant, seed, seats, level=level, game_id=GAME_ID, options=options)
        if not until(session):
            session.scene_missing = f"{variant} seed {seed}: the game ended before the scene's position ({until.__name__})"
        _PLAYED[key] = session
    return copy.deepcopy(_PLAYED[key])


def gone(name: str, session: Session | None) -> str | None:
    """Why scene ``name``'s position is gone (``scene_missing``), or None while its game reaches it."""
    reason = getattr(session, "scene_missing", None)
    return f"{name}: {reason}" if reason else None


def scenes(only: list[str] | None = None) -> Iterator[tuple[str, Session | None, Callable[[Page], None] | None, dict]]:
    """The scenes to draw (those named in ``only``, or all), as (name, game, what the player then
    does, how the page is set), each game played as its scene comes (:func:`states`)."""
    for name, make_session, then, *setting in states():
        if not only or name in only:
            yield name, make_session(), then, setting[0] if setting else {}


def missing_scenes() -> list[str]:
    """The scenes whose position no game reaches any more, each with its reason (:func:`gone`)."""
    return [reason for name, session, *_ in scenes() if (reason := gone(name, session))]


def the_end(session: Session) -> bool:
    """The game is over (the scenes of its final screen)."""
    return session.state.phase == "over"


def hint_reason(session: Session) -> str:
    """The reason the hint gives in ``session``'s position (the page asks the same, with the same seed)."""
    return hints.suggest(session.state, session.hint_seed()).reason


def hand_over(session: Session) -> bool:
    return session.pending_banner == "turn" and session.state.round >= 3


def round_summary(session: Session) -> bool:
    return session.pending_banner == "round" and session.state.round >= 4


def mid_game(session: Session) -> bool:
    return session.state.round >= 4 and session.state.phase == "play" and session.state.current == 0


def coop_round_three(session: Session) -> bool:
    """A play phase of round 3 or later (the co-op mid-game scenes, co-op seed 2)."""
    return session.state.round >= 3 and session.state.phase == "play"


def solo_round_four(session: Session) -> bool:
    """A play phase of round 4 or later (the round-4 solo scenes, HMS Terror solo seed ``SOLO_SEED``)."""
    return session.state.round >= 4 and session.state.phase == "play"


def may_place(session: Session) -> bool:
    """A person's turn (seat 1) in round 2 or later whose ship can place the first tile of the hand."""
    state = session.state
    if state.round < 2 or state.phase != "play" or state.current != 0 or not state.players[0].hand:
        return False
    first = state.players[0].hand[0]
    return any(type(a) is Place and a.vehicle == "ship" and a.tile == first for a in session.legal)


def home_at_stake(session: Session) -> bool:
    state = session.state
    return state.round >= 8 and state.phase == "play" and bool(view.home_warning(state, state.current))


def out_of_supplies(session: Session) -> bool:
    """HMS Terror solo with food and morale running out, and the bots' rule would have the next
    crewman to die come from the other column than the one chosen (the hint says which; seed 7 in
    round 4, seed 3 until issue 21's hundred-and-second step changed its game)."""
    state = session.state
    return state.phase == "play" and isinstance(solo_bots.payment(state, session.legal), SacrificeFrom)


def sacrifice_left_out(session: Session) -> bool:
    """HMS Terror solo once the goals are met, food and morale gone, and the hint has the next
    crewman die from the vehicle the way home leaves out (its crew are lost with it anyway; seed 1
    in round 7, seed 2 until issue 21's ninety-ninth step changed its play)."""
    return out_of_supplies(session) and hint_reason(session) == hints.SACRIFICE_LEFT_OUT


def franklin_plan_hint(session: Session) -> bool:
    """HMS Terror solo after the Passage is found, the Franklin goal not met, and the hint's reason
    is the Franklin plan (the actions the points still missing need; seed 1 again since issue 21's
    eighty-seventh step, seed 6 after the eighty-sixth changed seed 1's play)."""
    state = session.state
    if state.phase != "play" or not state.solo or not state.solo.get("nwp_found"):
        return False
    return hint_reason(session) == "franklin_plan"


def shortfall_hint(session: Session) -> bool:
    """HMS Terror solo where the hint's reason is the voyage weighed against the budget (the
    first move of seed 1)."""
    state = session.state
    return state.phase == "play" and hint_reason(session) == "shortfall"


def passage_hint(session: Session) -> bool:
    """HMS Terror solo from season 2, before the Passage is found, where the hint's reason is the
    way to the Passage (the moves left for the vehicle whose voyage there and back is planned; seed 2,
    seed 1 until issue 21's eighty-sixth step changed its play)."""
    state = session.state
    if state.phase != "play" or state.round < 2 or not state.solo or state.solo.get("nwp_found"):
        return False
    return hint_reason(session) == "passage"


def token_near_hint(session: Session) -> bool:
    """HMS Terror solo, where the hint's reason is a token within reach (seed 1 in round 4: an Inuit
    token on the ship's own tile; the first turn, a Franklin token, until the seventy-ninth step of
    issue 21 counted one at half its points before the Passage)."""
    state = session.state
    if state.phase != "play" or not state.solo:
        return False
    return hint_reason(session) == "tokens_near"


def supplies_on_way_hint(session: Session) -> bool:
    """HMS Terror solo after the Passage is found, food and morale short of the voyage, and the
    hint's reason is a supply token on the way home (seed 11, round 4; seed 2 until the sixty-second
    step of issue 21, seed 16 until a later step's play took its position, found gone at the
    ninety-third, seed 17 until the ninety-ninth)."""
    state = session.state
    if state.phase != "play" or not state.solo or not state.solo.get("nwp_found"):
        return False
    balance = solo_bots.voyage_balance(state)  # None once the goals are met
    if balance is None or balance[0] <= balance[1]:
        return False
    return hint_reason(session) == "supplies_on_way"


def voyage_card_hint(session: Session) -> bool:
    """HMS Terror solo in a season's last turn, where the hint's reason is the Voyage card to come
    (seed 35, round 1; seed 21 until issue 21's eighty-sixth step changed its play, seed 3 until
    the seventy-ninth, seed 25 until the ninety-ninth)."""
    state = session.state
    if state.phase != "play" or not state.solo or state.solo["turn"] != 4:
        return False
    return hint_reason(session) == solo_bots.VOYAGE_CARD_TERM


def blizzard_hint(session: Session) -> bool:
    """HMS Terror solo in a Blizzard season: the hint passes because the sled waits for the next
    season, where a move costs 1 food or morale, not 2 (seed 123 played by the hard bot, round 2;
    seed 120 until issue 21's hundred-and-second step changed its game, seed 104 until the
    ninety-eighth, seed 114 until the eighty-fifth step kept its sled aboard there)."""
    state = session.state
    if state.phase != "play" or not solo_bots.sled_waits_out_the_blizzard(state):
        return False
    return hint_reason(session) == hints.BLIZZARD_WAIT


def sled_adrift_hint() -> Session:
    """HMS Terror co-op seed 42 in round 7's last turn (tests/golden/coop-seed42-sled-adrift.json):
    the sled stands with its whole crew on ice that thaws at the season's end, and the hint moves
    it off (docs/ai.md, issue 21, fifty-eighth step)."""
    return Session(coop_sled_adrift(), game_id=GAME_ID)


def ice_wait_hint(session: Session) -> bool:
    """HMS Terror solo seed 1605 at difficulty 2 (seed 738 until the seventy-ninth step of issue 21
    changed its play, seed 792 until the eighty-fifth, seed 704 until the ninety-ninth), played by
    the hard bot to round 4: both goals met, and a budget that pays for the way home only by
    waiting for the ice or the thaw.
    The hint passes and says the expedition waits for it (docs/ai.md, issue 21, seventy-fifth
    step). In co-op (seed 67 at difficulty 2, hard play to round 4; seed 4 until issue 21's
    eighty-sixth step changed its play, seed 9 until the hundred-and-seventh; seventy-sixth step)
    the partner to act, the team's goals met, waits the same way."""
    state = session.state
    if state.phase != "play" or state.pending is not None or not solo_bots.pays_home_by_waiting(state, state.current):
        return False
    return hint_reason(session) == hints.ICE_WAIT


def gather_crew_hint(session: Session) -> bool:
    """HMS Terror solo seed 1607 at difficulty 2 (seed 718 until issue 21's eighty-fifth step, seed 713 until
    a later step's play took its position, found gone at the ninety-third, seed 732 until the
    ninety-ninth), played by the hard bot until both goals are met with the ship and the sled out and
    crewed, and the budget pays for the whole crew's way: the hint brings the sled back to its ship before
    the ship sails home, and says a crewman left out costs 2 points (docs/ai.md, issue 21, seventy-seventh
    step)."""
    state = session.state
    if state.phase != "play" or state.pending is not None:
        return False
    step = solo_bots.gathering_step(state, engine.legal_actions(state), state.copy())
    if step is None or isinstance(step, Pass):  # a move or the recall, not the crew's rest before it
        return False
    return hint_reason(session) == hints.GATHER_CREW


def way_home_rule_hint(session: Session, rule: Callable[..., object], reason: str) -> bool:
    """Once the goals of the expedition to act are met, does the way home's ``rule``
    (``rule(state, legal, sample)``, nwp/solo_bots.py) choose an action in ``session``'s position,
    and does the hint give ``reason`` for it?"""
    state = session.state
    if state.phase != "play" or state.pending is not None or not solo_bots.goals_met(state, state.current):
        return False
    if rule(state, engine.legal_actions(state), state.copy()) is None:
        return False
    return hint_reason(session) == reason


def own_passage_hint(session: Session) -> bool:
    """HMS Terror co-op seed 74 at difficulty 2 (seed 69 until issue 21's eighty-sixth step changed its
    play, seed 10 until the eighty-fifth, seed 67 until the hundred-and-seventh), played by the hard
    bot to round 2: the other partner has found the Passage and the
    team's goals are met, and the partner to act stands beside the arrow it has not entered. The
    hint steps onto it, and says the partner takes its own Passage token and 3 morale there,
    more than the move and the one back cost (docs/ai.md, issue 21, eighty-third step)."""
    return way_home_rule_hint(session, solo_bots.step_onto_the_arrow, hints.OWN_PASSAGE)


def home_detour_hint(session: Session) -> bool:
    """HMS Terror solo seed 1613 at difficulty 2 (seed 1627 until issue 21's eighty-fifth step, seed 1620
    until a later step's play took its position, found gone at the ninety-third, seed 1624 until the
    ninety-ninth), played by the hard bot to round 4: both goals met, food and morale short of the way
    home, so lives would pay for the rest, and a supply token a move aside. The hint moves onto its tile
    and says how many lives it spares beyond the moves the detour adds (docs/ai.md, issue 21,
    eighty-fourth step)."""
    return way_home_rule_hint(session, solo_bots.supply_detour, hints.HOME_DETOUR)


def home_restock_hint(session: Session) -> bool:
    """HMS Terror solo seed 1602 at difficulty 2 (seed 1608 until issue 21's eighty-seventh step changed its
    play, seed 1603 until the ninety-ninth), played by the hard bot to round 10: both goals met, a supply
    token on the ship's own tile, and the food and morale short of the way home, so lives would pay for
    the rest. The hint picks the token up and says it pays for more of the way home, with the food and
    morale after it (docs/ai.md, issue 21, eighty-third step)."""
    return way_home_rule_hint(session, solo_bots.supply_pickup_on_the_spot, hints.HOME_RESTOCK)


def last_crewman_hint(session: Session) -> bool:
    """HMS Terror co-op (seed 3, hard play to round 7; seed 7 until issue 21's eighty-fifth step,
    seed 1 until the hundred-and-seventh) where the
    partner to act has only its last crewman's life to pay with while the other is out: the hint
    passes, and says that any other action ends the game for both expeditions (docs/ai.md, issue
    21, sixtieth step)."""
    state = session.state
    if state.phase != "play" or not any(coop_bots.ends_the_teams_game(state, action) for action in engine.legal_actions(state)):
        return False
    return hint_reason(session) == hints.LAST_CREWMAN


def homeward_hint(session: Session) -> bool:
    """HMS Terror solo once both goals are met: the hint's way home says that the goals are met
    (not that time is running short)."""
    state = session.state
    if state.phase != "play" or not solo_bots.goals_met(state):
        return False
    return hint_reason(session) == "homeward_goals_met"


def room_hint(session: Session) -> bool:
    """The original solo variant from round 2, where the hint's reason is the room to lay tiles
    (the crew brought nearer to empty squares)."""
    state = session.state
    return state.phase == "play" and state.round >= 2 and hint_reason(session) == "room"


def sets_hint(session: Session) -> bool:
    """A standard game where a token picked up now would add a kind toward the current player's
    next set and the hint's reason is that set (seed 6 in round 6: the Inuit token Ann's sled
    picks up completes her set; issue 21, hundred-and-third step). The search is asked only where
    such a pick-up is legal."""
    state = session.state
    if state.phase != "play":
        return False
    held = bots.kinds_toward_next_set(state.players[state.current])
    toward = any(bots.kinds_toward_next_set(engine.apply(state, action).players[state.current]) != held
                 for action in session.legal if isinstance(action, PickUp))
    return toward and hint_reason(session) == "sets"


def islands_hint(session: Session) -> bool:
    """HMS Terror solo, where a tile laid now would complete an island and the hint's reason is
    that island's prestige (seed 2 in round 3; issue 21, hundred-and-second step). The search is
    asked only where some placement completes one."""
    state = session.state
    if state.phase != "play" or not state.solo:
        return False
    islands = state.players[0].points["islands"]
    completes = any(engine.apply(state, action).players[0].points["islands"] > islands
                    for action in engine.legal_actions(state) if isinstance(action, Place))
    return completes and hint_reason(session) == solo_bots.ISLANDS_TERM


def dismissed(session: Session) -> Session:
    session.pending_banner = None
    return session


def select_and_preview(page: Page) -> None:
    """A tile picked from the tray and shown where a dotted square was tapped."""
    page.locator("#tray button.hand-tile").first.click()
    spots = page.locator("#board-svg .target.spot")
    if spots.count() == 0:
        page.keyboard.press("r")
    if spots.count():
        spots.first.click(position={"x": 6, "y": 6})


def open_breakdown(page: Page) -> None:
    page.locator("#players details.if-ended summary").first.click()


def click(selector: str) -> Callable[[Page], None]:
    return lambda page: page.locator(selector).first.click()


def zoom_out(page: Page) -> None:
    if page.locator("[data-ui='zoom:out']").is_visible():
        page.click("[data-ui='zoom:out']")


def keyboard_on_board(page: Page) -> None:
    """Tab to the board's cursor, then a few arrow keys: the focus ring and the keys' help show."""
    for _ in range(120):
        if page.evaluate("document.activeElement && document.activeElement.id === 'board-cursor'"):
            break
        page.keyboard.press("Tab")
    for key in ("ArrowLeft", "ArrowLeft", "ArrowDown"):
        page.keyboard.press(key)


FRENCH = {"language": "fr"}
GREYSCALE = {"vision": "achromatopsia"}  # Chromium's emulated vision deficiency: no colour at all


def refused_click(page: Page) -> None:
    """A click the rules refuse (the ship sent to a far square, by a button made for it, as
    e2e/test_play.py does): the notice says why."""
    page.evaluate("""() => {
        const b = document.createElement('button');
        b.dataset.action = 'ship moves to A1'; b.id = 'forged'; document.body.appendChild(b);
    }""")
    page.click("#forged")
    page.wait_for_selector("#controls .notice")
    page.evaluate("document.getElementById('forged').remove(); window.scrollTo(0, 0)")
    page.locator("#controls .notice").scroll_into_view_if_needed()


def ask_hint(page: Page) -> None:
    """"What would the computer do?" asked, and its answer shown."""
    page.click("[data-ui='hint']")
    page.wait_for_selector(".hint-box[data-hint]", timeout=120_000)


def states() -> list[tuple[str, Callable[[], Session | None], Callable[[Page], None] | None]]:
    """(name, what plays its game (the game, or None for a first visit), what the player then
    does[, how the page is set: its language, or a vision deficiency Chromium emulates]).
    A scene's game is played only when asked for: ``--only NAME`` plays NAME's game alone (it
    played every scene's game first, some minutes of silence; session 107)."""
    three = ["Ann", "Bob", "Cleo"]

    def over() -> Session:
        return played(three, the_end)

    return [
        ("new-game-form", lambda: None, None),
        ("hand-over", lambda: played(three, hand_over), None),
        ("round-summary", lambda: played(three, round_summary), None),
        ("mid-game", lambda: dismissed(played(three, mid_game)), None),
        ("placing-preview", lambda: dismissed(played(three, may_place)), select_and_preview),
        ("score-breakdown", lambda: dismissed(played(three, mid_game)), open_breakdown),
        ("home-warning", lambda: dismissed(played(three, home_at_stake)), None),
        ("hole-choice", lambda: Session(game_with_a_hole_choice(), None, GAME_ID), None),
        ("french-hole-choice", lambda: Session(game_with_a_hole_choice(), None, GAME_ID), None, FRENCH),
        ("final-scores", over, None),
        ("final-board", over, click("[data-ui='hide-scores']")),
        ("watching-again", lambda: dismissed(played(three, mid_game)), click("#log li:nth-child(6)")),
        ("whole-board", lambda: dismissed(played(three, mid_game)), zoom_out),
        ("four-players", lambda: dismissed(played(["Ann", "Bob", "Cleo", "Dan"], mid_game, seed=11)), None),
        ("solo-hms-terror", lambda: dismissed(played(["Ann"], solo_round_four, variant="solo-terror", seed=SOLO_SEED)), None),
        ("keyboard-focus", lambda: dismissed(played(three, mid_game)), keyboard_on_board),
        ("rules-panel", lambda: dismissed(played(three, mid_game)), click("[data-ui='rules']")),
        ("french-rules-panel", lambda: dismissed(played(three, mid_game)), click("[data-ui='rules']"), FRENCH),
        ("four-players-greyscale", lambda: dismissed(played(["Ann", "Bob", "Cleo", "Dan"], mid_game, seed=11)), None, GREYSCALE),
        ("terror-move-tuunbaq", lambda: dismissed(played(["Ann", "Bob"], tuunbaq_out, variant="terror", seed=1)),
         click(".controls [data-ui='tuunbaq']")),
        ("terror-toll", lambda: dismissed(played(["Ann", "Bob"], toll_ahead, variant="terror", seed=1)), open_the_toll),
        ("french-terror-toll", lambda: dismissed(played(["Ann", "Bob"], toll_ahead, variant="terror", seed=1)), open_the_toll, FRENCH),
        ("coop-mid-game", lambda: dismissed(played(["Terror", "Erebus"], coop_round_three,
                                           variant="coop", seed=2, seats=["human", "medium"])), None),
        ("coop-final", lambda: played(["Terror", "Erebus"], the_end, variant="coop", seed=2, seats=["human", "medium"]), None),
        ("coop-form", lambda: None, click("[data-ui='mode:coop']")),
        ("french-coop-mid-game", lambda: dismissed(played(["Terror", "Erebus"], coop_round_three,
                                                  variant="coop", seed=2, seats=["human", "medium"])), None, FRENCH),
        ("hint-mid-game", lambda: dismissed(played(three, mid_game)), ask_hint),
        ("french-hint-solo", lambda: dismissed(played(["Ann"], solo_round_four, variant="solo-terror", seed=SOLO_SEED)),
         ask_hint, FRENCH),
        ("hint-out-of-supplies", lambda: dismissed(played(["Ann"], out_of_supplies, variant="solo-terror", seed=7)), ask_hint),
        ("french-hint-out-of-supplies", lambda: dismissed(played(["Ann"], out_of_supplies, variant="solo-terror", seed=7)), ask_hint,
         FRENCH),
        ("hint-sacrifice-left-out", lambda: dismissed(played(["Ann"], sacrifice_left_out, variant="solo-terror", seed=1)), ask_hint),
        ("french-hint-sacrifice-left-out", lambda: dismissed(played(["Ann"], sacrifice_left_out, variant="solo-terror", seed=1)),
         ask_hint, FRENCH),
        ("hint-franklin-plan", lambda: dismissed(played(["Ann"], franklin_plan_hint, variant="solo-terror", seed=1)), ask_hint),
        ("french-hint-franklin-plan", lambda: dismissed(played(["Ann"], franklin_plan_hint, variant="solo-terror", seed=1)),
         ask_hint, FRENCH),
        ("hint-shortfall", lambda: dismissed(played(["Ann"], shortfall_hint, variant="solo-terror", seed=1)), ask_hint),
        ("french-hint-shortfall", lambda: dismissed(played(["Ann"], shortfall_hint, variant="solo-terror", seed=1)), ask_hint,
         FRENCH),
        ("hint-passage", lambda: dismissed(played(["Ann"], passage_hint, variant="solo-terror", seed=2)), ask_hint),
        ("hint-token-near", lambda: dismissed(played(["Ann"], token_near_hint, variant="solo-terror", seed=1)), ask_hint),
        ("french-hint-token-near", lambda: dismissed(played(["Ann"], token_near_hint, variant="solo-terror", seed=1)), ask_hint,
         FRENCH),
        ("hint-sets", lambda: dismissed(played(["Ann", "Bob"], sets_hint, seed=6)), ask_hint),
        ("french-hint-sets", lambda: dismissed(played(["Ann", "Bob"], sets_hint, seed=6)), ask_hint, FRENCH),
        ("hint-islands", lambda: dismissed(played(["Ann"], islands_hint, variant="solo-terror", seed=2)), ask_hint),
        ("french-hint-islands", lambda: dismissed(played(["Ann"], islands_hint, variant="solo-terror", seed=2)), ask_hint,
         FRENCH),
        ("hint-supplies-on-way", lambda: dismissed(played(["Ann"], supplies_on_way_hint, variant="solo-terror", seed=11)), ask_hint),
        ("french-hint-supplies-on-way", lambda: dismissed(played(["Ann"], supplies_on_way_hint, variant="solo-terror", seed=11)),
         ask_hint, FRENCH),
        ("hint-voyage-card", lambda: dismissed(played(["Ann"], voyage_card_hint, variant="solo-terror", seed=35)), ask_hint),
        ("french-hint-voyage-card", lambda: dismissed(played(["Ann"], voyage_card_hint, variant="solo-terror", seed=35)),
         ask_hint, FRENCH),
        ("hint-blizzard", lambda: dismissed(played(["Ann"], blizzard_hint, variant="solo-terror", seed=123, level="hard")),
         ask_hint),
        ("french-hint-blizzard", lambda: dismissed(played(["Ann"], blizzard_hint, variant="solo-terror", seed=123, level="hard")),
         ask_hint, FRENCH),
        ("hint-sled-adrift", lambda: sled_adrift_hint(), ask_hint),
        ("hint-ice-wait", lambda: dismissed(played(["Ann"], ice_wait_hint, variant="solo-terror", seed=1605, level="hard",
                                           options={"difficulty": 2})), ask_hint),
        ("french-hint-ice-wait", lambda: dismissed(played(["Ann"], ice_wait_hint, variant="solo-terror", seed=1605, level="hard",
                                                  options={"difficulty": 2})), ask_hint, FRENCH),
        ("coop-hint-ice-wait", lambda: dismissed(played(["Terror", "Erebus"], ice_wait_hint, variant="coop", seed=67, level="hard",
                                                options={"difficulty": 2})), ask_hint),
        ("coop-hint-own-passage", lambda: dismissed(played(["Terror", "Erebus"], own_passage_hint, variant="coop", seed=74,
                                                   level="hard", options={"difficulty": 2})), ask_hint),
        ("french-coop-hint-own-passage", lambda: dismissed(played(["Terror", "Erebus"], own_passage_hint, variant="coop", seed=74,
                                                          level="hard", options={"difficulty": 2})), ask_hint, FRENCH),
        ("hint-home-restock", lambda: dismissed(played(["Ann"], home_restock_hint, variant="solo-terror", seed=1602, level="hard",
                                               options={"difficulty": 2})), ask_hint),
        ("french-hint-home-restock", lambda: dismissed(played(["Ann"], home_restock_hint, variant="solo-terror", seed=1602,
                                                      level="hard", options={"difficulty": 2})), ask_hint, FRENCH),
        ("hint-home-detour", lambda: dismissed(played(["Ann"], home_detour_hint, variant="solo-terror", seed=1613, level="hard",
                                              options={"difficulty": 2})), ask_hint),
        ("french-hint-home-detour", lambda: dismissed(played(["Ann"], home_detour_hint, variant="solo-terror", seed=1613,
                                                     level="hard", options={"difficulty": 2})), ask_hint, FRENCH),
        ("hint-gather-crew", lambda: dismissed(played(["Ann"], gather_crew_hint, variant="solo-terror", seed=1607, level="hard",
                                              options={"difficulty": 2})), ask_hint),
        ("french-hint-gather-crew", lambda: dismissed(played(["Ann"], gather_crew_hint, variant="solo-terror", seed=1607, level="hard",
                                                     options={"difficulty": 2})), ask_hint, FRENCH),
        ("french-hint-sled-adrift", lambda: sled_adrift_hint(), ask_hint, FRENCH),
        ("hint-last-crewman", lambda: dismissed(played(["Terror", "Erebus"], last_crewman_hint, variant="coop", seed=3, level="hard")),
         ask_hint),
        ("french-hint-last-crewman", lambda: dismissed(played(["Terror", "Erebus"], last_crewman_hint, variant="coop", seed=3,
                                                      level="hard")), ask_hint, FRENCH),
        ("hint-homeward", lambda: dismissed(played(["Ann"], homeward_hint, variant="solo-terror", seed=1)), ask_hint),
        ("french-hint-homeward", lambda: dismissed(played(["Ann"], homeward_hint, variant="solo-terror", seed=1)), ask_hint,
         FRENCH),
        ("hint-original-solo", lambda: dismissed(played(["Ann"], lambda s: s.state.round >= 3 and s.state.phase == "play"
                                                and s.state.actions_this_turn == 1, variant="solo-original")), ask_hint),
        ("hint-original-solo-room", lambda: dismissed(played(["Ann"], room_hint, variant="solo-original")), ask_hint),
        ("french-hint-original-solo-room", lambda: dismissed(played(["Ann"], room_hint, variant="solo-original")), ask_hint,
         FRENCH),
        ("french-form", lambda: None, None, FRENCH),
        ("french-refused-click", lambda: dismissed(played(three, mid_game)), refused_click, FRENCH),
        ("french-mid-game", lambda: dismissed(played(three, mid_game)), None, FRENCH),
        ("french-round-summary", lambda: played(three, round_summary), None, FRENCH),
        ("french-final-scores", over, None, FRENCH),
        ("french-solo-hms-terror", lambda: dismissed(played(["Ann"], solo_round_four, variant="solo-terror", seed=SOLO_SEED)),
         None, FRENCH),
    ]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "screenshots")
    parser.add_argument("--only", nargs="*", help="names of the states to draw (all if none)")
    parser.add_argument("--check", action="store_true",
                        help="draw nothing: play every scene's game and fail if a scene's position is gone (CI runs it)")
    options = parser.parse_args()
    if options.check:
        gone_scenes = missing_scenes()
        if gone_scenes:
            raise SystemExit("scenes whose positions are gone:\n" + "\n".join(gone_scenes))
        print(f"every scene's position is reached ({len(_PLAYED)} games played)")
        return
    options.out.mkdir(parents=True, exist_ok=True)
    server, url = start_server(ROOT)
    missing: list[str] = []
    try:
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=chromium_path(), args=CHROMIUM_FLAGS)
            for name, session, then, setting in scenes(options.only):
                if reason := gone(name, session):
                    missing.append(reason)
                    continue
                for width, height in SIZES:
                    page = browser.new_page(viewport={"width": width, "height": height})
                    page.add_init_script("window.nwpSnapshot = 'off'")
                    if "vision" in setting:
                        cdp = page.context.new_cdp_session(page)
                        cdp.send("Emulation.setEmulatedVisionDeficiency", {"type": setting["vision"]})
                    page.goto(url)
                    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=180_000)
                    save = session.to_save() if session is not None else None
                    page.evaluate("""([id, save, language]) => { localStorage.clear(); sessionStorage.clear();
                        if (language) { localStorage.setItem('nwp.language', language); }
                        if (save) { localStorage.setItem('nwp.current', id); localStorage.setItem('nwp.game.' + id, save); } }""",
                                  [GAME_ID, save, setting.get("language", "en")])
                    page.reload()
                    page.wait_for_selector("body[data-ready='board']", state="attached", timeout=180_000)
                    if then is not None:
                        then(page)
                    page.wait_for_timeout(400)
                    path = options.out / f"{name}-{width}.png"
                    page.screenshot(path=str(path))
                    print(path.relative_to(ROOT) if path.is_relative_to(ROOT) else path)
                    page.close()
            browser.close()
    finally:
        server.shutdown()
    if missing:
        raise SystemExit("scenes not drawn, their positions gone:\n" + "\n".join(missing))


if __name__ == "__main__":
    main()
