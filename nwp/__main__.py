"""Command line: ``python -m nwp simulate|replay`` (see docs/engine.md)."""

from .cli import main

main()
