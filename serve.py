"""Development server: serves this folder on 127.0.0.1 with Cache-Control: no-cache.

Run by ./play.sh; the e2e tests and benchmarks start it in a thread through
:func:`start_server`. Only static files are served; the game needs no server logic.
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


def make_server(port: int, root: Path = ROOT, quiet: bool = False) -> http.server.ThreadingHTTPServer:
    handler = functools.partial(NoCacheHandler, directory=str(root))
    server = QuietServer(("127.0.0.1", port), handler)
    server.quiet = quiet  # type: ignore[attr-defined]
    return server


def start_server(root: Path = ROOT, port: int = 0) -> tuple[http.server.ThreadingHTTPServer, str]:
    """Serve ``root`` in a background thread; returns the server and its base URL."""
    server = make_server(port, root, quiet=True)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--port", type=int, default=8000)
    args = parser.parse_args()
    server = make_server(args.port)
    print(f"Expedition: Northwest Passage is served at http://127.0.0.1:{args.port}/ (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass


if __name__ == "__main__":
    main()
