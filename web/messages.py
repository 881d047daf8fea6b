"""The message catalogue: every text the page shows a player, by key, in English (here) and in
French (web/messages_fr.py).

``t(key, **params)`` formats one message in the active language, chosen by
:func:`set_language`; nothing else in ``web/`` holds player-facing sentences. A new
language is a table with the same keys and placeholders (tests/test_messages.py checks them).
"""

from __future__ import annotations

from collections.abc import Iterable

from .messages_fr import FRENCH

ENGLISH: dict[str, str] = {
    "title": "Expedition: Northwest Passage",
    "title_expedition": "Expedition:",
    "title_passage": "Northwest Passage",
    "game_board": "Game board",
    "update_ready": "A new version of the game is ready.",
    "reload": "Reload",
    "other_language": "Français",
    "other_language_label": "Français : jouer en français",
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
    "game_mode": "Game",
    "mode_standard": "Standard (2–4 players)",
    "mode_solo-terror": "HMS Terror solo",
    "mode_solo-original": "Original solo variant",
    "mode_hint_standard": "The base game: people at this screen, computer players, or both.",
    "mode_hint_solo-terror": "Alone against the Arctic: find the Northwest Passage, gather 10 Franklin points and come home alive, paying food or morale for every action.",
    "mode_hint_solo-original": "The designer's first solo rules: the base game for one, an extra 'draw and place' action, and a score to beat (−1 per empty square).",
    "difficulty": "Difficulty",
    "difficulty_level": "{label}: {food} food, {morale} morale",
    "difficulty_0": "Standard",
    "difficulty_n": "Harder {level}",
    "lost_crew_option": "Lost crew: 2 crewmen leave at the start of year 2 (−4 at the end)",
    "your_name": "Your name",
    "seat": "Played by",
    "seat_human": "a person",
    "seat_easy": "computer · easy",
    "seat_medium": "computer · medium",
    "seat_hard": "computer · hard",
    "bot_name": "Computer {number}",
    "level_easy": "easy",
    "level_medium": "medium",
    "level_hard": "hard",
    # computer players at the table
    "computer_to_play": "{name} (a computer player) is playing; wait for its turn to end.",
    "bot_turn": "{name} is playing",
    "bot_thinking": "{name} (computer, {level}) is thinking…",
    "bots_speed": "Computers",
    "speed_slow": "Slow",
    "speed_normal": "Normal",
    "speed_fast": "Fast",
    "bots_pause": "Pause",
    "bots_resume": "Play",
    "bots_step": "Step",
    "tip_bots_step": "Play the next computer action, then wait",
    "computer_badge": "computer · {level}",
    "or_resume": "Or resume a saved game",
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
    "select_tile_hint": "Outlined: where {tile} goes as it lies now (a tap places it). Dotted: where it fits turned or flipped (a tap shows it there).",
    "seat_marker": "{name}, seat {seat}",
    "preview_hint_one": "{tile} fits here in this one way: tap it to place it.",
    "preview_hint": "{tile} fits here in {count} ways (this is {number}): tap it to place it, or Rotate / Flip (R / F) for the next way.",
    "no_position": "{tile} fits nowhere next to your {vehicle} in this orientation: rotate or flip it.",
    "vehicle_hint": "Click a highlighted tile to move your {vehicle}, or a token on its tile to pick it up.",
    # solo
    "sextant": "Sextant",
    "costs_terror": "Each action: {crew} crew and 1 food or morale (you choose which).",
    "costs_terror_sacrifice": "Food and morale are gone: acting now costs a crewman's life as well.",
    "pay_with": "Paying with {resource}",
    "pays_instead": "The next toll is paid with {resource} (no {chosen} left)",
    "same_colour": "Two players have the same colour: choose another for one of them.",
    "switch_to": "Pay with {resource} instead",
    "food": "food",
    "morale": "morale",
    "Food": "Food",
    "Morale": "Morale",
    "franklin_track": "Franklin sites",
    "franklin_bonus": "step {step}: +1 {resource}",
    "season_turn": "Season {round}/10 · turn {turn} of 4",
    "voyage_card": "Voyage card",
    "ice_marker": "Frozen rows (ice marker): {rows}",
    "ice_edge": "Frozen: rows 1–{rows}, sun {disc}",
    "ice_shift_north": " (the card moves it one row north)",
    "ice_shift_south": " (the card moves it one row south)",
    "goals": "Goals",
    "goal_nwp": "Discover the Northwest Passage",
    "goal_franklin": "10 Franklin points",
    "goal_home": "Back in Greenland with living crew",
    "lost_crew_count": "Crewmen lost: {count}",
    "bonus_draw": "{name}: draw a second small tile (free), or Done.",
    "bonus_place": "{name}: place a second small tile next to the first (free), or Done.",
    "strait_choice": "{name}: the Strait gives {zone} — take food or morale.",
    "hole_choice": "{name}: choose the small tile that fills the hole at {square}.",
    "hole_joker_hint": "No small tile that fits is left: a Joker fills the hole. Choose the pile it comes from.",
    "hole_real_hint": "Two kinds of small tile fit this corner: choose one.",
    "fill_real": "{tile} ({left} left)",
    "fill_joker": "Joker from {tile} ({left} left)",
    "done": "Done",
    "take_food": "Take food",
    "take_morale": "Take morale",
    "refresh_large": "Refresh large",
    "refresh_small": "Refresh small",
    "tip_refresh_large": "Put the 3 large tiles out of the game and draw one of 3 new ones.",
    "tip_refresh_small": "Put the 6 small tiles out of the game and draw from the new ones.",
    "draw_and_place": "Draw & place the leftmost tile",
    "tip_draw_and_place": "Original solo: take the leftmost display tile and place it at once ({cost}).",
    "year": "Year {year} · the Passage is worth {value}",
    "solo_won": "The expedition succeeded!",
    "solo_lost": "The expedition failed.",
    "solo_missed": "Missing: {goals}.",
    "solo_score": "Score {score} (target {target})",
    "original_score": "Final score: {score}",
    "empty_squares": "Empty squares",
    "departed_crew": "Crew who left",
    "vehicles_not_back": "Vehicles not back",
    "crew_lost": "Crew lost",
    "log_draw_place": "{name}'s {vehicle} draws {tile} from the display and places it at {square}.",
    "log_pay_with": "{name} will pay with {resource}.",
    "log_take": "{name} takes {resource} for the Strait.",
    "log_done": "{name} takes no second small tile.",
    "log_fill": "{name} fills the hole at {square} with {tile}.",
    "log_sacrifice_from": "{name} will sacrifice a crewman of the {column} if food and morale run out.",
    "sacrifice_from": "Sacrifice from the {column}",
    "tip_sacrifice_from": "Food and morale are running out: an action they cannot pay costs a crewman's life. Choose whose crewman: now the {current}'s.",
    "log_fill_joker": "{name} fills the hole at {square} with a Joker from the {tile} pile.",
    "log_refresh_kind": "{name} refreshes the {kind} tiles of the Sextant ({tiles}).",
    "season_summary": "Season {round} begins: the sun moves to {disc}",
    "event_voyage": "Voyage card: {at}. {effect}",
    "event_change": "Food {food:+d}, morale {morale:+d}.",
    "event_crew_lost": "A crewman is lost.",
    "event_crew_left": "{crew} crewmen leave the expedition (lost crew option).",
    # panels
    "display": "Display",
    "bag": "Bag: {count}",
    "small_piles": "Small tiles",
    "hand": "Hand",
    "empty_hand": "no tiles",
    "available": "available",
    "crew_vehicle": "Vehicle",
    "crew_where": "Where",
    "score_category": "Scored for",
    "resting": "resting",
    "prestige": "{points} prestige",
    "if_ended": "If the game ended now: {points}",
    "your_hand": "Hand of {name}",
    "watch_again": "Watch again",
    "watching": "Watching the game again",
    "watch_where": "After action {count} of {total} · round {round}",
    "watch_setup": "The table as the game began.",
    "watch_first": "The start of the game",
    "watch_back": "One action back",
    "watch_forward": "One action on",
    "watch_last": "The latest action",
    "watch_rounds": "Rounds",
    "watch_back_to_game": "Back to the game",
    "watch_final_scores": "The final scores",
    "log_line_tip": "See the board as it was after this action",
    "zoom_label": "Board",
    "zoom_in": "Zoom in on the board",
    "zoom_out": "Zoom out: the whole board",
    "home_risk": "⚠ Getting home is not sure: about {needed} crew actions needed, {left} left before the end of round 10.",
    "home_risk_ship": "Ship {moves} moves from Greenland: −{ship} for the ship and −{per} per crewman if not back after round 10.",
    "home_risk_sled": "The sled is away from the ship: −{per} per crewman on it if it is not back.",
    "earned_so_far": "Earned so far",
    "majority_lead": "Leads the {kind} majority (+{points} now)",
    "majority_line": "{kind} majority",
    "vehicles_out": "Vehicles not home",
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
    "penalty_ship": "Penalty: ship not home",
    "penalty_sled": "Penalty: sled not home",
    "penalty_lost_crew": "Penalty: crew lost with sleds",
    "look_at_board": "Look at the board",
    "show_scores": "Final scores",
    "play_again": "Play again",
    "total": "Total",
    "tie_break": "Tie broken by the first return to Greenland.",
    # saving and errors
    "saved_game_unreadable": "The saved game could not be read. A copy was kept under “{key}”. Start a new game?",
    "storage_full": "The browser's storage is full: this move is not saved (earlier saves are intact). Delete old games under Games or save this one as a file; the game goes on.",
    "storage_set_aside": "{count} saved entries could not be read and were set aside (kept under “nwp.corrupt.”). Your other games are under Games.",
    # what the gate says of outside data (each is a reason inside a sentence)
    "gate_not_json": "it is not readable data",
    "gate_too_large": "it is larger than any game",
    "gate_too_deep": "its data is nested far deeper than any game",
    "gate_bad_number": "it holds a number out of range",
    "gate_field": "its “{field}” is damaged",
    "gate_game": "its game is not a legal game ({reason})",
    "gate_mismatch": "the saved game does not match its record",
    "gate_link_too_long": "the link is far longer than any game",
    "changed_elsewhere": "This game was played on in another tab: now showing the latest position.",
    "deleted_elsewhere": "This game was deleted in another tab; it stays open here and is saved again with your next move.",
    # sharing, files and the saved games
    "share": "Share",
    "games": "Games",
    "close": "Close",
    "share_title": "Share this game",
    "share_explain": "This link holds the whole game so far. Send it to the next player: they open it, play their turn and send a new link back.",
    "share_link_label": "Link to this game",
    "copy_link": "Copy link",
    "copied": "Link copied.",
    "copy_failed": "Copying was refused: select the link and copy it by hand.",
    "share_length": "{count} characters.",
    "export": "Save as file",
    "import": "Open a file",
    "files_explain": "A file keeps a backup of the game, or goes with a bug report.",
    "link_title": "Game received by link",
    "link_turn": "Round {round}: it is {name}'s turn.",
    "link_since": "Since {name}'s last turn:",
    "since_your_turn": "Since your last turn:",
    "ice_thawed": "The ice thawed: rows {first}–{last} are open sea again.",
    "ice_froze": "The ice spread south: rows {first}–{last} are frozen.",
    "ice_gone": "The ice has gone: every row is open.",
    "ice_same": "The ice still covers rows 1–{rows}.",
    "ice_next": "Next round the ice covers {rows_text}.",
    "ice_next_rows": "rows 1–{rows}",
    "ice_next_none": "no row",
    "standings": "If the game ended now: {ranking}",
    "earn_pickup": "+{points}: {kind} in zone ×{zone}",
    "earn_pickups": "+{points} for a discovery",
    "earn_islands": "+{points}: island completed",
    "earn_nwp": "+{points}: the Northwest Passage",
    "earn_greenland": "+{points}: home in Greenland",
    "earn_token": "{kind} token taken",
    "earn_joker": "a Joker fills the hole at {square}",
    "earn_majority": "{kind} majority now led by {names}",
    "earlier_news": "…and {count} earlier actions (in the log).",
    "changed_tile": "Placed since your last turn",
    "taken_token": "Token taken here since your last turn",
    "link_nothing_new": "Nothing new since {name}'s last turn.",
    "link_over": "This game is over.",
    "link_new": "The game from the link is open as a new saved game; your other games are kept under Games.",
    "link_continued": "Your saved copy of this game now continues from the link.",
    "link_same": "This link shows the game just as you have it.",
    "link_older": "This link is older than your saved copy of this game: showing your copy.",
    "link_copy": "This link differs from your saved copy of this game: both are kept under Games.",
    "link_bad": "This link could not be opened: {reason}. Your current game is unchanged.",
    "import_not_a_game": "this file is not a saved game of Expedition: Northwest Passage",
    "import_newer": "this file comes from a newer version of the game",
    "import_damaged": "the file is damaged ({reason})",
    "import_failed": "Could not open the file: {reason}. Your current game is unchanged.",
    "imported": "The game from the file is open as a new saved game.",
    "games_title": "Saved games",
    "resume": "Resume",
    "delete": "Delete",
    "confirm_delete": "Delete this saved game for good?",
    "no_games": "No saved games yet.",
    "game_round": "Round {round}",
    "game_over": "finished",
    "game_turn": "{name} to play",
    "on_table": "on the table",
    "unreadable_game": "This saved game cannot be read.",
    "just_now": "just now",
    "minutes_ago": "{count} min ago",
    "hours_ago": "{count} h ago",
    "days_ago": "{count} days ago",
    "illegal": "Not allowed: {reason}",
    "nothing_to_undo": "Nothing to undo in this turn.",
    "unexpected_error": "Something went wrong with that click; the game is unchanged.",
    # tooltips
    "token_Inuit": "Inuit",
    "token_Cairn": "Cairn",
    "token_Franklin": "Franklin",
    "token_Strait": "Strait",
    "token_Cartography": "Cartography",
    "tip_Inuit": "Inuit token: discover for 2 crew, 2 × zone prestige.",
    "tip_Cairn": "Cairn token: discover for 2 crew, 2 × zone prestige.",
    "tip_Franklin": "Franklin token: explore for 3 crew, 1 × zone prestige; majority at the end.",
    "tip_Strait": "Strait token: explore for 3 crew, 1 × zone prestige; majority at the end.",
    "tip_Cartography": "Cartography token: one per completed island; majority at the end.",
    "tip_large_tile": "Large tile {tile}: two squares, either face, any rotation.",
    "tip_small_pile": "Small tile {tile}, {shape}: {count} left.",
    "tip_small_tile": "Small tile {tile}, {shape}.",
    "shape_S0": "all sea",
    "shape_S1": "land in one corner",
    "shape_S2": "land along one side",
    "shape_S2d": "land in two opposite corners",
    "shape_S3": "land in three corners",
    "shape_S4": "all land",
    "tip_draw": "Draw {tile}: {cost}.",
    "tip_refresh": "Draw 4 new large tiles, put the 4 old ones back in the bag, then take one: {cost}.",
    "tip_move": "Move your {vehicle} here: {cost}.",
    "tip_place": "Place {tile} here: {cost}.",
    "tip_place_preview": "Tap again to place {tile} as shown: {cost}.",
    "tip_fits_here": "{tile} fits here turned or flipped: tap to see it.",
    "tip_pickup": "Pick up this {token} token: {cost}.",
    "tip_end_turn": "End your turn; you may act again next turn.",
    "tip_pass": "Pass: rest all your crew and stop for this round. The first to pass starts the next round.",
    # the board (web/render.py)
    "board_label": "The Arctic board: {tiles} tiles placed",
    "preprinted_square": "pre-printed square",
    "tile_at": "{tile} at {squares}",
    "token_title": "{tip} ({square}, zone ×{zone})",
    "zone_label": "zone ×{zone}",
    "frozen_rows": "Frozen: rows 1–{rows}",
    "greenland_arrow": "Greenland: start and return",
    "nwp_short": "NWP",
    # the board by keyboard (web/board_keys.py)
    "board_cursor_role": "board square",
    "board_keys_help": "Board: arrow keys move across the squares and to the arrows, Enter or Space acts on the square (move, pick up, show a tile, place it), R turns the tile, F flips it, Escape puts it down.",
    "key_move": "Move {vehicle} to {square}, {cost}.",
    "key_pickup": "Pick up {token} at {square}, {cost}.",
    "key_place": "Place {tile} at {square}, {cost}.",
    "key_fit": "{tile} fits at {square}: Enter shows it.",
    "key_nothing_here": "Nothing to do on this square.",
    "square_named": "{square}: {terrain}",
    "square_empty": "unexplored",
    "square_sea": "sea",
    "square_land": "land",
    "square_coast": "land in the {corners} corner, sea elsewhere",
    "corner_nw": "north-west",
    "corner_ne": "north-east",
    "corner_se": "south-east",
    "corner_sw": "south-west",
    "and_list": "{first} and {last}",
    "square_frozen": "frozen",
    "square_token": "{token} token",
    "whose_vehicle": "{name}'s {vehicle}",
}

CATALOGUES = {"en": ENGLISH, "fr": FRENCH}
DEFAULT_LANGUAGE = "en"
_active = ENGLISH
_language = DEFAULT_LANGUAGE


def set_language(code: str) -> str:
    """Make ``code`` ("en", "fr") the language of every later :func:`t`; an unknown code means
    the default language. Returns the language now active."""
    global _active, _language
    _language = code if code in CATALOGUES else DEFAULT_LANGUAGE
    _active = CATALOGUES[_language]
    return _language


def language() -> str:
    """The active language's code."""
    return _language


def other_language() -> str:
    """The language the page's language button switches to."""
    return next(code for code in CATALOGUES if code != _language)


def preferred_language(saved: str | None, browser: Iterable[str]) -> str:
    """The language to play in: the one the player chose (``saved``), else the first of the
    browser's languages ("fr-CA", "en-GB"...) that has a catalogue, else the default."""
    if saved in CATALOGUES:
        return saved
    for tag in browser:
        code = str(tag).split("-")[0].lower()
        if code in CATALOGUES:
            return code
    return DEFAULT_LANGUAGE


FIRST_STRONG_ISOLATE = "\u2068"
POP_DIRECTIONAL_ISOLATE = "\u2069"
ISOLATED_PARAMS = ("name", "names")  # player names: outside text, possibly right-to-left


def isolate(text: str) -> str:
    """``text`` as a bidirectional isolate: a right-to-left name cannot reorder what follows it.
    The page turns each isolate into a ``<bdi>`` element (view.text_html)."""
    return f"{FIRST_STRONG_ISOLATE}{text}{POP_DIRECTIONAL_ISOLATE}"


def t(key: str, /, **params: object) -> str:
    """The message ``key`` in the active language, formatted with ``params``; player names
    (the ``name`` and ``names`` parameters) are isolated (:func:`isolate`)."""
    template = _active.get(key, ENGLISH.get(key, key))
    if not params:
        return template
    for param in ISOLATED_PARAMS:
        if isinstance(params.get(param), str):
            params[param] = isolate(params[param])
    return template.format(**params)
