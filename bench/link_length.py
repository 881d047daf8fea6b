"""Share-link length for complete 2-, 3- and 4-player games.

    python3 bench/link_length.py [--games 50] [--seed 1]

For each player count, plays complete games with two kinds of players and prints
the link length (characters after ``#game=``): min, median, max, plus the
length of the game's record as JSON for comparison.

* ``random``: every player picks uniformly among the legal actions (they pass a lot,
  so games are short);
* ``busy``: players pick uniformly but never end a turn or pass while they can still do
  something else, the longest games legal play produces (a worst case for links).

Limit: 2,000 characters for a 4-player game; goal 1,000.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from nwp import engine  # noqa: E402
from nwp.state import GameState  # noqa: E402
from nwp.actions import EndTurn, Pass  # noqa: E402
from nwp.link import decode_link, encode_link  # noqa: E402


def play(players: int, seed: int, busy: bool) -> GameState:
    chooser = random.Random(seed)
    state = engine.new_game(players, seed=seed)
    while not engine.is_over(state):
        legal = engine.legal_actions(state)
        if busy:
            working = [a for a in legal if not isinstance(a, (EndTurn, Pass))]
            legal = working or legal
        state = engine.apply(state, chooser.choice(legal))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=50)
    parser.add_argument("--seed", type=int, default=1)
    options = parser.parse_args()
    print(f"{'players':>7} {'kind':>6} {'actions':>8} {'link min/median/max':>22} {'record JSON median':>19}")
    for players in (2, 3, 4):
        for kind in ("random", "busy"):
            lengths, actions, json_lengths = [], [], []
            for game in range(options.games):
                state = play(players, options.seed + game, kind == "busy")
                record = state.record()
                link = encode_link(record)
                assert decode_link(link).state.record() == record
                lengths.append(len(link))
                actions.append(len(record["actions"]))
                json_lengths.append(len(json.dumps(record, separators=(",", ":"))))
            print(f"{players:>7} {kind:>6} {statistics.median(actions):>8.0f} "
                  f"{min(lengths):>8}/{statistics.median(lengths):>5.0f}/{max(lengths):>5} "
                  f"{statistics.median(json_lengths):>19.0f}")


if __name__ == "__main__":
    main()
