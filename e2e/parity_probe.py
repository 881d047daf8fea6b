"""Plays a few random games with fixed seeds and prints a JSON digest of everything they produced.

Run by CPython and by Pyodide (through e2e/run_in_pyodide.mjs); the digests must be equal.
"""

import hashlib
import json

from nwp.cli import random_game
from nwp import replay
from nwp.engine import final_scores
from nwp.link import decode_link, encode_link


def digest() -> str:
    games = []
    for players, seed in ((2, 11), (3, 12), (4, 13)):
        state = random_game(players, seed)
        snapshot = json.dumps(state.to_json(), sort_keys=True)
        replayed = replay(state.record())
        link = encode_link(state.record(), "Par1y", seats=[1] * players)
        games.append({
            "link": link,
            "link_decoded": decode_link(link, seed=5).state.to_json(),
            "record": state.record(),
            "scores": final_scores(state),
            "snapshot_sha256": hashlib.sha256(snapshot.encode()).hexdigest(),
            "replay_scores": final_scores(replayed),
        })
    return json.dumps(games, sort_keys=True)


print(digest())
