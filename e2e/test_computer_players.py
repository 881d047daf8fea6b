"""Computer players in the page: a person against two computers to the end, and watching."""

from __future__ import annotations

import random

from nwp import checked, engine
from test_play import RESULTS, dismiss_banner, play_one_step, saved, saved_state, start_game

WAIT_FOR_PERSON = """() => document.body.dataset.phase === 'over'
  || document.body.dataset.botToMove === ''
  || document.querySelector('#overlay [data-ui=dismiss]') !== null"""


def start_with_seats(game_page, server_url, seats: list[str], speed: str = "fast") -> None:
    start_game(game_page, server_url, len(seats), seats=seats)
    game_page.page.click(f"[data-ui='bot-speed:{speed}']")


def person_plays_to_the_end(page, seed: int) -> int:
    """The person in seat 1 clicks random steps, waiting for the computers between them, until
    the game is over; returns the person's steps."""
    chooser = random.Random(seed)
    person_steps = 0
    for _ in range(3000):
        page.wait_for_function(WAIT_FOR_PERSON, timeout=120_000)
        if page.evaluate("document.body.dataset.phase") == "over":
            break
        assert page.locator(".player[data-player='0'] .badge").count() == 0
        play_one_step(page, chooser)
        person_steps += 1
    assert page.evaluate("document.body.dataset.phase") == "over"
    return person_steps


def test_one_person_against_two_computers_to_the_final_scores(game_page, server_url):
    start_with_seats(game_page, server_url, ["human", "easy", "medium"])
    page = game_page.page
    person_steps = person_plays_to_the_end(page, 7)
    page.screenshot(path=str(RESULTS / "bots-final-scores.png"))
    state = saved_state(page)
    assert saved(page)["seats"] == ["human", "easy", "medium"]
    # Everyone played: the person by clicks, the computers on their own.
    assert {0, 1, 2} <= set(state.actors)
    assert person_steps > 10
    # The scores shown are the engine's for this record, and the record replays.
    final = page.locator("#final-scores")
    shown = [int(cell) for cell in final.locator("tr.total td").all_inner_texts()]
    names = [name.strip() for name in final.locator("thead th").all_inner_texts()[1:]]
    replayed = checked.replay(state.record())
    assert dict(zip(names, shown)) == {row["name"]: row["total"] for row in engine.final_scores(replayed)["players"]}
    # Each computer action is a line of its own in the log.
    assert page.locator("#log li").count() >= min(60, len(state.history))


def test_a_computers_only_game_can_be_paused_stepped_and_resumed(game_page, server_url):
    start_with_seats(game_page, server_url, ["easy", "medium", "easy"], speed="normal")
    page = game_page.page
    page.wait_for_function("document.body.dataset.botThinkMs !== undefined", timeout=60_000)
    page.click("[data-ui='bots-pause']")
    page.wait_for_selector("[data-ui='bots-step']")
    page.wait_for_timeout(1500)  # a decision under way when pausing is dropped, not played
    paused_at = len(saved_state(page).history)
    page.wait_for_timeout(1500)
    assert len(saved_state(page).history) == paused_at, "nothing is played while paused"
    page.click("[data-ui='bots-step']")
    page.wait_for_function(f"JSON.parse(localStorage.getItem('nwp.game.' + localStorage.getItem('nwp.current'))).state.history.length > {paused_at}", timeout=30_000)
    page.wait_for_timeout(1500)
    assert len(saved_state(page).history) == paused_at + 1, "Step plays exactly one action"
    assert page.locator(".thinking").count() == 1  # the next computer is shown as about to play
    page.screenshot(path=str(RESULTS / "bots-watch-paused.png"))
    page.click("[data-ui='bots-pause']")  # play again
    page.click("[data-ui='bot-speed:fast']")
    page.wait_for_function(f"JSON.parse(localStorage.getItem('nwp.game.' + localStorage.getItem('nwp.current'))).state.history.length > {paused_at + 5}", timeout=60_000)
    assert page.locator("[data-action]").count() == 0, "nobody at the screen has anything to click"
    assert not dismiss_banner(page), "a game without people shows no hand-over cards"


def test_a_click_on_the_board_while_a_computer_plays_changes_nothing(game_page, server_url):
    start_with_seats(game_page, server_url, ["medium", "human"], speed="slow")
    page = game_page.page
    for _ in range(6):  # whenever the person is to act, they take a free pick, pass or end the turn
        page.wait_for_function(WAIT_FOR_PERSON.replace("=== ''", "=== 'medium' || document.body.dataset.botToMove === ''"), timeout=60_000)
        if page.evaluate("document.body.dataset.botToMove") == "medium":
            break
        dismiss_banner(page)
        for selector in ("[data-action='pass']", "[data-action='end turn']", ".display [data-action]"):
            if page.locator(selector).count():
                page.locator(selector).first.click()
                break
    assert page.evaluate("document.body.dataset.botToMove") == "medium"
    assert "is thinking" in page.locator(".thinking").inner_text()
    assert page.locator(".display [data-action]").count() == 0  # the display is not clickable for the person
    assert page.locator(".player[data-player='0'] .badge").inner_text() == "computer · medium"
