"""The HMS Terror co-op mode in the real page: a person and a computer partner, from the new-game form
to the end screen by clicks."""

from __future__ import annotations

import re

from nwp import checked, engine

from test_computer_players import person_plays_to_the_end
from test_play import RESULTS, open_clean, saved, saved_state


def test_a_person_and_a_computer_partner_play_coop_to_the_end_screen(game_page, server_url):
    open_clean(game_page, server_url)
    page = game_page.page
    page.click("[data-ui='mode:coop']")
    assert page.locator("[name=coop_difficulty]").is_visible()
    assert page.locator(".seat[data-seat='2']").is_visible() and not page.locator(".seat[data-seat='3']").is_visible()
    page.fill("[name=name1]", "Crozier")
    page.select_option("[name=seat2]", "easy")
    page.select_option("[name=coop_difficulty]", "1")
    page.click("[data-ui='start']")
    page.wait_for_selector("body[data-phase='play']", state="attached")
    page.click("[data-ui='bot-speed:fast']")
    state = saved_state(page)
    assert state.variant == "coop" and state.setup_record["options"] == {"difficulty": 1}
    board = page.locator(".coop-board")
    assert board.locator(".expedition").count() == 2  # both expeditions' food, morale and Franklin tracks
    assert "Crozier" in board.inner_text() and board.locator(".goals li").count() == 3
    steps = person_plays_to_the_end(page, 3)
    page.screenshot(path=str(RESULTS / "coop-end-screen.png"))
    state = saved_state(page)
    assert saved(page)["seats"] == ["human", "easy"]
    assert {0, 1} <= set(state.actors) and steps > 5  # the person by clicks, the partner on its own
    scores = engine.final_scores(checked.replay(state.record()))["coop"]
    final = page.locator("#final-scores")
    assert final.get_attribute("data-result") == ("won" if scores["won"] else "lost")
    team = re.search(r"-?\d+", final.locator(".team-score").inner_text())
    assert team is not None and int(team.group()) == scores["team_score"]
    if not scores["won"]:
        assert "Missing" in final.inner_text()  # why the team lost
