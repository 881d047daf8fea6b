"""Engine speed under native CPython and under Pyodide (Node, the npm runtime), in one run.

    python3 bench/engine.py

Runs bench/engine_workload.py in both interpreters and prints random full games
per second (2, 3, 4 players, every step enumerating legal_actions), the median
and worst legal_actions time over mid-game states with 5 tiles in hand, and the
Pyodide/CPython time ratios. Goals: >= 10 four-player games/s in CPython,
legal_actions median < 5 ms and worst < 20 ms.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
WORKLOAD = ROOT / "bench" / "engine_workload.py"


def run(command: list[str]) -> dict:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    output = subprocess.run(command, cwd=ROOT, env=env, check=True, capture_output=True, text=True).stdout
    return json.loads([line for line in output.splitlines() if line.startswith("{")][-1])


def main() -> None:
    native = run([sys.executable, str(WORKLOAD)])
    pyodide = run(["node", "e2e/run_in_pyodide.mjs", str(WORKLOAD)])
    print(f"{'':28}{'CPython':>10}{'Pyodide':>10}{'Pyodide/CPython time':>24}")
    for players in ("2", "3", "4"):
        a, b = native["games_per_second"][players], pyodide["games_per_second"][players]
        print(f"{players}-player games per second  {a:10.1f}{b:10.1f}{a / b:24.2f}")
    for key in ("median", "worst"):
        a, b = native["legal_actions_ms"][key], pyodide["legal_actions_ms"][key]
        print(f"legal_actions {key:6} (ms)     {a:10.2f}{b:10.2f}{b / a:24.2f}")
    print(f"(legal_actions over {native['legal_actions_ms']['states']} mid-game states, 5 tiles in hand)")


if __name__ == "__main__":
    main()
