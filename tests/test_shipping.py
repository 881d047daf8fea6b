"""The page ships every Python module and loads nothing from another host."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def config() -> dict:
    return tomllib.loads((ROOT / "pyscript.toml").read_text())


def test_every_module_of_nwp_and_web_is_listed_in_pyscript_files():
    listed = {source.removeprefix("./") for source in config()["files"]}
    on_disk = {str(path.relative_to(ROOT)) for folder in ("nwp", "web") for path in (ROOT / folder).glob("*.py")}
    missing = sorted(on_disk - listed)
    assert missing == [], f"add these to [files] in pyscript.toml: {missing}"
    assert sorted(listed - on_disk) == [], "pyscript.toml lists files that do not exist"


def test_files_land_at_the_same_path_in_the_browser():
    for source, destination in config()["files"].items():
        assert source == destination


def test_interpreter_is_the_local_pinned_pyodide():
    assert config()["interpreter"] == "./vendor/pyodide/pyodide.mjs"
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
