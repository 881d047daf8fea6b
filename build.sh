#!/usr/bin/env bash
# Builds the static site into dist/ (or the folder given with --out): host it anywhere.
set -euo pipefail
cd "$(dirname "$0")"
source ./setup.sh
ensure_runtime
exec python3 build.py "$@"
