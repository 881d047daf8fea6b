#!/usr/bin/env bash
# Sets up what is missing and serves the game at http://127.0.0.1:8000 (PORT=... to change).
set -euo pipefail
cd "$(dirname "$0")"
source ./setup.sh
ensure_runtime
exec python3 serve.py --port "${PORT:-8000}"
