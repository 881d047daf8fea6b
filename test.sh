#!/usr/bin/env bash
# Sets up what is missing and runs every test: native (tests/) and browser (e2e/).
# Extra arguments go to pytest, e.g. ./test.sh -k board
set -euo pipefail
cd "$(dirname "$0")"
source ./setup.sh
ensure_runtime
ensure_chromium
ensure_venv
exec .venv/bin/python -m pytest "$@"
