"""Builds the static site: a self-contained folder that works served from any path.

    python3 build.py [--out dist]      (./build.sh sets up the runtime first)

Copies what the page needs (index.html, pyscript.toml, nwp/ and web/ modules,
assets/, the Pyodide and PyScript runtime from vendor/) into the output folder,
writes the service worker ``sw.js`` beside index.html with the list of files to
precache and a cache version made from their contents, and marks index.html as a
build (so it registers that worker). Every URL in the page is relative, so the
folder can be served at ``/`` or under a sub-path such as ``/nwp/`` (GitHub Pages).
"""

from __future__ import annotations

import argparse
import hashlib
import json
import re
import shutil
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent


def site_files(root: Path = ROOT) -> list[Path]:
    """Every source file the page loads, relative to ``root``."""
    config = tomllib.loads((root / "pyscript.toml").read_text())
    files = [Path("index.html"), Path("pyscript.toml")]
    files += [Path(source) for source in config["files"]]
    files += sorted(p.relative_to(root) for p in (root / "assets").iterdir() if p.is_file())
    for runtime in ("vendor/pyodide", "vendor/pyscript"):
        folder = root / runtime
        if not folder.is_dir():
            sys.exit(f"{runtime}/ is missing: run ./build.sh (or ./play.sh) to install the runtime first")
        files += sorted(p.relative_to(root) for p in folder.iterdir() if p.is_file() and not p.name.startswith("."))
    return [Path(str(f).removeprefix("./")) for f in files]


def build(out: Path, root: Path = ROOT) -> str:
    """Writes the site into ``out`` (emptied first); returns the cache version."""
    files = site_files(root)
    if out.exists():
        shutil.rmtree(out)
    for relative in files:
        target = out / relative
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(root / relative, target)
    return stamp(out, files, (root / "web" / "sw.js").read_text())


def stamp(out: Path, files: list[Path], worker_template: str) -> str:
    """Marks the built ``index.html`` and writes ``sw.js`` for the files' current contents."""
    index_path = out / "index.html"
    index = re.sub(r'\n  <meta name="nwp-build" content="[0-9a-f]*">', "", index_path.read_text())
    marker = '<meta charset="utf-8">'
    if marker not in index:
        sys.exit("index.html has no <meta charset> to mark the build after")
    digest = hashlib.sha256()
    for relative in files:
        content = index.encode() if relative.name == "index.html" else (out / relative).read_bytes()
        digest.update(relative.as_posix().encode() + b"\0" + content)
    version = digest.hexdigest()[:16]
    index_path.write_text(index.replace(marker, f'{marker}\n  <meta name="nwp-build" content="{version}">', 1))
    precache = ["./"] + [f"./{relative.as_posix()}" for relative in files]
    worker = worker_template.replace("__VERSION__", version).replace("__FILES__", json.dumps(precache, indent=1))
    (out / "sw.js").write_text(worker)
    return version


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist")
    options = parser.parse_args()
    version = build(options.out.resolve())
    files = [p for p in options.out.rglob("*") if p.is_file()]
    size = sum(p.stat().st_size for p in files)
    print(f"Built {len(files)} files ({size / 1e6:.1f} MB), cache version {version}, into {options.out}")
    print("Serve that folder as static files (any path); after one visit the game plays offline.")


if __name__ == "__main__":
    main()
