"""Development server: serves this folder on 127.0.0.1 with Cache-Control: no-cache.

Run by ./play.sh; the e2e tests and benchmarks start it in a thread through
:func:`start_server`. Only static files are served; the game needs no server logic.
``--root dist --prefix /nwp/`` serves a built site under a sub-path, as GitHub Pages does.
"""

from __future__ import annotations

import argparse
import functools
import http.server
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parent


class NoCacheHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with types Pyodide needs and no stale caching while developing."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".toml": "text/plain",
        ".py": "text/plain",
        ".webmanifest": "application/manifest+json",
    }

    prefix = "/"

    def translate_path(self, path: str) -> str:
        # Under a sub-path, only URLs below it exist; strip it before mapping to files.
        if self.prefix != "/":
            if not path.startswith(self.prefix):
                return str(Path(self.directory) / "__outside_the_site__")
            path = "/" + path[len(self.prefix):]
        return super().translate_path(path)

    def send_head(self):
        if self.prefix != "/" and self.path == self.prefix.rstrip("/"):
            self.send_response(301)
            self.send_header("Location", self.prefix)
            self.end_headers()
            return None
        return super().send_head()

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - signature from the base class
        if getattr(self.server, "quiet", False):
            return
        super().log_message(format, *args)


class QuietServer(http.server.ThreadingHTTPServer):
    """Does not print a traceback when a browser closes a connection mid-download."""

    def handle_error(self, request, client_address) -> None:
        if not getattr(self, "quiet", False):
            super().handle_error(request, client_address)


def url_path(prefix: str) -> str:
    """A sub-path as '/nwp/' (or '/' for none), whatever slashes it was given with."""
    return f"/{prefix.strip('/')}/" if prefix.strip("/") else "/"


def make_server(port: int, root: Path = ROOT, quiet: bool = False, prefix: str = "/") -> http.server.ThreadingHTTPServer:
    handler_class = type("Handler", (NoCacheHandler,), {"prefix": url_path(prefix)})
    handler = functools.partial(handler_class, directory=str(root))
    server = QuietServer(("127.0.0.1", port), handler)
    server.quiet = quiet  # type: ignore[attr-defined]
    return server


def start_server(root: Path = ROOT, port: int = 0, prefix: str = "/") -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve ``root`` (at ``prefix``) in a background thread; returns the server and its URL."""
    server = make_server(port, root, quiet=True, prefix=prefix)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}{url_path(prefix)}"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    parser.add_argument("--root", type=Path, default=ROOT, help="folder to serve (e.g. dist after ./build.sh)")
    parser.add_argument("--prefix", default="/", help="sub-path to serve it under (e.g. /nwp/)")
    args = parser.parse_args()
    server = make_server(args.port, args.root.resolve(), prefix=args.prefix)
    print(f"Expedition: Northwest Passage is served at http://127.0.0.1:{args.port}{url_path(args.prefix)} (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
