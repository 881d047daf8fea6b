# Shared setup steps for play.sh and test.sh (sourced, not run). Each step is idempotent.

# The Pyodide runtime and PyScript, pinned in package-lock.json, copied into vendor/ (git-ignored).
ensure_runtime() {
  if ! command -v npm >/dev/null 2>&1; then
    echo "npm is missing: install Node.js and npm (Debian: apt-get install nodejs npm)" >&2
    return 1
  fi
  local stamp=vendor/.installed
  if [ ! -f "$stamp" ] || [ package-lock.json -nt "$stamp" ] || [ ! -d node_modules/pyodide ] || [ ! -d node_modules/axe-core ]; then
    echo "Installing the pinned Pyodide and PyScript runtime (npm ci)..."
    npm ci --ignore-scripts --no-audit --no-fund --loglevel=error
    rm -rf vendor
    mkdir -p vendor/pyodide vendor/pyscript
    cp node_modules/pyodide/pyodide.mjs node_modules/pyodide/pyodide.asm.mjs \
       node_modules/pyodide/pyodide.asm.wasm node_modules/pyodide/python_stdlib.zip \
       node_modules/pyodide/pyodide-lock.json vendor/pyodide/
    cp node_modules/@pyscript/core/dist/*.js node_modules/@pyscript/core/dist/*.css vendor/pyscript/
    touch "$stamp"
  fi
}

# Debian's Chromium for the browser tests (never Playwright's own download).
ensure_chromium() {
  if [ -n "${NWP_CHROMIUM:-}" ]; then
    [ -x "$NWP_CHROMIUM" ] && return 0
    echo "NWP_CHROMIUM=$NWP_CHROMIUM is not an executable" >&2
    return 1
  fi
  command -v chromium >/dev/null 2>&1 && return 0
  echo "Chromium is missing; installing Debian's chromium package..."
  local sudo=""
  if [ "$(id -u)" != "0" ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
      sudo="sudo"
    else
      echo "Cannot install Chromium without root. Run: sudo apt-get install chromium" >&2
      echo "(or point NWP_CHROMIUM at a Chromium binary), then run this command again." >&2
      return 1
    fi
  fi
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
}

# A virtualenv with the pinned test dependencies.
ensure_venv() {
  local stamp=.venv/.installed
  if [ -x .venv/bin/python ] && [ ! -f "$stamp" ] && ! .venv/bin/python -m pip --version >/dev/null 2>&1; then
    echo "The .venv folder is incomplete (a setup was interrupted); making it again..."
    rm -rf .venv
  fi
  if [ ! -x .venv/bin/python ]; then
    if ! python3 -m venv .venv 2>/dev/null; then
      rm -rf .venv
      if [ "$(id -u)" = "0" ]; then
        echo "python3-venv is missing; installing it..."
        apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq python3-venv >/dev/null
        python3 -m venv .venv
      else
        echo "python3 cannot create a virtualenv. Run: sudo apt-get install python3-venv" >&2
        return 1
      fi
    fi
  fi
  if [ ! -f "$stamp" ] || [ tests/requirements.txt -nt "$stamp" ]; then
    echo "Installing the pinned test dependencies into .venv..."
    .venv/bin/python -m pip install --quiet --disable-pip-version-check -r tests/requirements.txt
    touch "$stamp"
  fi
}
