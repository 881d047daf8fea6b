"""The message catalogue: every text the page shows a player, by key (English for now).

``t(key, **params)`` formats one message. A translation adds a second table with
the same keys; nothing else in ``web/`` holds player-facing sentences.
"""

from __future__ import annotations

ENGLISH: dict[str, str] = {
    "title": "Expedition: Northwest Passage",
    "loading": "Preparing the expedition…",
    # new game
    "new_game": "New game",
    "new_game_title": "A new expedition",
    "players": "Players",
    "player_name": "Name of player {number}",
    "default_name": "Player {number}",
    "colour": "Colour",
    "first_player": "Who starts",
    "random": "Random",
    "start": "Set sail",
    "confirm_discard": "Discard the game in progress and start a new one?",
    "more_options_later": "Computer players, solo and co-op modes will appear here.",
    # turn and banner
    "your_turn": "Your turn, {name}",
    "setup_pick": "{name}: take one of the four displayed large tiles for free",
    "refresh_draw": "{name}: draw a tile (free, part of the refresh)",
    "round": "Round {round} of 10",
    "hand_over": "Pass the device to {name}",
    "ok": "OK",
    "continue": "Continue",
    # controls
    "end_turn": "End turn",
    "pass": "Pass",
    "undo": "Undo",
    "refresh": "Refresh display & draw",
    "rotate": "Rotate",
    "flip": "Flip",
    "cancel": "Cancel",
    "transfer": "Transfer crew",
    "transfer_confirm": "Transfer",
    "acting": "Acting vehicle",
    "ship": "Ship",
    "sled": "Sled",
    "cost": "{cost} crew",
    "costs_now": "Costs now: draw, place, move, transfer {basic} · refresh {refresh} · Inuit/Cairn {discover} · Franklin/Strait {explore} crew.",
    "extra_action": "(+1 for an extra action this turn)",
    "order": "Order",
    "passed_line": "Passed",
    "free": "free",
    "select_tile_hint": "Choose a highlighted square to place {tile}; rotate or flip it first if you like.",
    "no_position": "{tile} fits nowhere next to your {vehicle} in this orientation: rotate or flip it.",
    "vehicle_hint": "Click a highlighted tile to move your {vehicle}, or a token on its tile to pick it up.",
    # panels
    "display": "Display",
    "bag": "Bag: {count}",
    "small_piles": "Small tiles",
    "hand": "Hand",
    "empty_hand": "no tiles",
    "available": "available",
    "resting": "resting",
    "prestige": "{points} prestige",
    "tokens": "Tokens",
    "log": "Game log",
    "off_board": "on the individual board",
    "lost": "lost",
    "home": "back in Greenland",
    "has_passed": "passed",
    "blocked": "blocked by ice",
    # log
    "log_draw": "{name}'s {vehicle} draws {tile}.",
    "log_refresh": "{name} refreshes the display ({tiles}).",
    "log_place": "{name}'s {vehicle} places {tile} at {square}.",
    "log_move": "{name}'s {vehicle} moves to {target}.",
    "log_transfer": "{name} moves crew: the sled now has {available} available and {resting} resting.",
    "log_pickup": "{name}'s {vehicle} picks up the token at {square}.",
    "log_end_turn": "{name} ends the turn.",
    "log_pass": "{name} passes.",
    # round summary
    "round_summary": "Round {round} begins: the sun moves to {disc}",
    "nothing_happened": "The ice changed nothing for the expeditions.",
    "event_sled_lost": "{name}'s sled was lost at {at} with {crew} crewmen.",
    "event_ship_blocked": "{name}'s ship is frozen in at {at}.",
    # final scoring
    "final_scores": "Final scores",
    "winner": "{names} wins!",
    "winners": "{names} share the victory!",
    "in_game": "During the game",
    "pickups": "Discoveries",
    "islands": "Islands",
    "nwp": "Northwest Passage",
    "greenland": "Greenland",
    "majorities": "Majorities",
    "sets": "Sets",
    "penalties": "Penalties",
    "total": "Total",
    "tie_break": "Tie broken by the first return to Greenland.",
    # saving and errors
    "saved_game_unreadable": "The saved game could not be read. A copy was kept under “{key}”. Start a new game?",
    "storage_full": "The browser's storage is full: this move is not saved. Free some space; the game goes on.",
    "illegal": "Not allowed: {reason}",
    "nothing_to_undo": "Nothing to undo in this turn.",
    "unexpected_error": "Something went wrong with that click; the game is unchanged.",
    # tooltips
    "tip_Inuit": "Inuit token: discover for 2 crew, 2 × zone prestige.",
    "tip_Cairn": "Cairn token: discover for 2 crew, 2 × zone prestige.",
    "tip_Franklin": "Franklin token: explore for 3 crew, 1 × zone prestige; majority at the end.",
    "tip_Strait": "Strait token: explore for 3 crew, 1 × zone prestige; majority at the end.",
    "tip_Cartography": "Cartography token: one per completed island; majority at the end.",
    "tip_large_tile": "Large tile {tile}: two squares, either face, any rotation.",
    "tip_small_pile": "Small tiles {tile}: {count} left.",
    "tip_draw": "Draw {tile}: {cost}.",
    "tip_refresh": "Return the 4 large tiles to the bag, draw 4 new ones, then take one: {cost}.",
    "tip_move": "Move your {vehicle} here: {cost}.",
    "tip_place": "Place {tile} here: {cost}.",
    "tip_pickup": "Pick up this {token} token: {cost}.",
    "tip_end_turn": "End your turn; you may act again next turn.",
    "tip_pass": "Pass: rest all your crew and stop for this round. The first to pass starts the next round.",
}

CATALOGUES = {"en": ENGLISH}
_active = ENGLISH


def t(key: str, /, **params: object) -> str:
    """The message ``key`` in the active language, formatted with ``params``."""
    template = _active.get(key, ENGLISH.get(key, key))
    return template.format(**params) if params else template
