"""The page ships every Python module and loads nothing from another host."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def config() -> dict:
    return tomllib.loads((ROOT / "pyscript.toml").read_text())


def page_modules() -> set[str]:
    """Every module web/main.py imports, directly or through others (read from the source)."""
    import ast

    seen: set[str] = set()
    pending = ["web/main.py", "web/__init__.py", "nwp/__init__.py"]
    while pending:
        path = pending.pop()
        if path in seen:
            continue
        seen.add(path)
        package = path.split("/")[0]
        for node in ast.walk(ast.parse((ROOT / path).read_text())):
            names: list[str] = []
            if isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:  # relative: from . import x / from .x import y
                    base = f"{package}.{base}" if base else package
                names = [base] + [f"{base}.{alias.name}" for alias in node.names]
            elif isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            for name in names:
                candidate = name.replace(".", "/") + ".py"
                if name.split(".")[0] in ("nwp", "web") and (ROOT / candidate).is_file():
                    pending.append(candidate)
    return seen


def test_the_page_ships_exactly_the_modules_it_imports():
    listed = {source.removeprefix("./") for source in config()["files"]}
    needed = page_modules()
    missing = sorted(needed - listed)
    assert missing == [], f"add these to [files] in pyscript.toml: {missing}"
    assert sorted(listed - needed) == [], "pyscript.toml ships modules the page never imports"
    assert {"web/main.py", "nwp/engine.py", "web/gate.py"} <= needed and "nwp/cli.py" not in needed


def test_files_land_at_the_same_path_in_the_browser():
    for source, destination in config()["files"].items():
        assert source == destination


def test_interpreter_is_the_local_pinned_pyodide():
    assert config()["interpreter"] == "./assets/boot.mjs"  # wraps ./vendor/pyodide/pyodide.mjs (the pinned runtime)
    assert "../vendor/pyodide/pyodide.mjs" in (ROOT / "assets" / "boot.mjs").read_text()
    assert "packages" not in config()


def test_page_references_only_local_files():
    html = (ROOT / "index.html").read_text()
    urls = re.findall(r'(?:src|href)="([^"]+)"', html)
    assert urls, "no references found"
    assert all(url.startswith("./") for url in urls), urls


def test_engine_is_pure():
    forbidden = re.compile(r"^\s*(import|from)\s+(js|pyscript|pyodide)\b", re.MULTILINE)
    impure = [p.name for p in (ROOT / "nwp").glob("*.py") if forbidden.search(p.read_text())]
    assert impure == []


def test_the_web_app_manifest_points_at_icons_that_exist_and_opens_in_its_own_window():
    import json

    manifest_path = ROOT / "assets" / "manifest.webmanifest"
    manifest = json.loads(manifest_path.read_text())
    assert manifest["display"] == "standalone"
    assert manifest["start_url"] == manifest["scope"] == "../"  # the folder holding index.html
    sizes = set()
    for icon in manifest["icons"]:
        assert (manifest_path.parent / icon["src"]).is_file(), icon
        sizes.add(icon["sizes"])
        if icon["type"] == "image/png":
            width = int.from_bytes((manifest_path.parent / icon["src"]).read_bytes()[16:20], "big")
            assert icon["sizes"] == f"{width}x{width}"
    assert {"192x192", "512x512"} <= sizes
    assert 'rel="manifest" href="./assets/manifest.webmanifest"' in (ROOT / "index.html").read_text()
