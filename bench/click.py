"""Click-to-render time in the browser: selecting a tile and placing it, mid-game.

Builds a mid-game position natively (round 4 or later, the player to act on a
tile with placeable tiles in hand), loads it into the page through localStorage,
then repeats: click a hand tile (select + highlight), click a highlighted square
(place), undo. Each time is measured in the page from the click to the next
animation frame after the redraw. Prints medians and worsts.

    .venv/bin/python bench/click.py [--repeats 15]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics

from common import browser_and_server

from nwp import engine
from nwp.actions import Place
from web.session import Session

TIMED_CLICK = """async (selector) => {
  const element = document.querySelector(selector);
  const started = performance.now();
  element.dispatchEvent(new MouseEvent('click', {bubbles: true}));
  await new Promise(resolve => requestAnimationFrame(() => resolve()));
  return performance.now() - started;
}"""


def mid_game_save() -> tuple[str, str]:
    """A saved session in round 4+ whose player to act can place a tile; returns (save, tile)."""
    for seed in range(1, 500):
        chooser = random.Random(seed)
        state = engine.new_game(3, seed=seed)
        while not engine.is_over(state):
            legal = engine.legal_actions(state)
            places = [a for a in legal if isinstance(a, Place) and a.face == "A" and a.rotation == 0]
            if state.round >= 4 and len(places) >= 3 and len(state.board.tiles) >= 10:
                session = Session(state, ["#c0392b", "#2471a3", "#d4ac0d"])
                session.vehicle = places[0].vehicle
                return session.to_save(), places[0].tile
            state = engine.apply(state, chooser.choice(legal))
    raise RuntimeError("no mid-game position found")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--repeats", type=int, default=15)
    args = parser.parse_args()
    save, tile = mid_game_save()
    selects, places = [], []
    with browser_and_server() as (browser, url):
        page = browser.new_page(viewport={"width": 1280, "height": 800})
        page.goto(url)
        page.wait_for_selector("body[data-ready='board']", state="attached", timeout=120_000)
        page.evaluate("value => localStorage.setItem('nwp.current', value)", save)
        page.reload()
        page.wait_for_selector("body[data-ready='board']", state="attached", timeout=120_000)
        for _ in range(args.repeats):
            selects.append(page.evaluate(TIMED_CLICK, f"#tray [data-ui='select-tile:{tile}']"))
            page.wait_for_selector("#board-svg .target.place", state="attached")
            places.append(page.evaluate(TIMED_CLICK, "#board-svg .target.place"))
            page.click("[data-ui='undo']")
        board_tiles = len(json.loads(save)["state"]["board"]["tiles"])
    print(f"mid-game position: {board_tiles} tiles on the board, {args.repeats} repeats, 1280x800")
    print(f"select a tile (highlight positions): median {statistics.median(selects):6.1f} ms, worst {max(selects):6.1f} ms")
    print(f"place it (engine + redraw):          median {statistics.median(places):6.1f} ms, worst {max(places):6.1f} ms")
    print("goal: under 100 ms")


if __name__ == "__main__":
    main()
