"""The browser binding: renders game state to SVG and turns clicks into engine actions.

Only ``web/main.py`` touches the DOM (through PyScript); the other modules are
pure functions that the native tests import.
"""
