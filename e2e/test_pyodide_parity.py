"""The engine gives identical results under Pyodide's Python and native CPython."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PROBE = ROOT / "e2e" / "parity_probe.py"


def run(command: list[str]) -> str:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, result.stderr
    return result.stdout


def test_random_games_match_between_cpython_and_pyodide():
    native = run([sys.executable, str(PROBE)]).strip()
    browser_lines = run(["node", "e2e/run_in_pyodide.mjs", str(PROBE)]).strip().splitlines()
    version = browser_lines.pop()
    assert version.startswith("#python 3.14"), version  # really the browser's interpreter
    assert len(native) > 1000
    assert browser_lines == [native]
