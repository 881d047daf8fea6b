"""What each action earned, in words for the log: points and why, tokens taken, an island
completed, a Joker used, what the end of a round did, a majority that changed hands.

``earned(before, after, actor, text)`` compares the states on either side of one action; it is
pure and reads only the engine's state, so the log and its tests share it.
"""

from __future__ import annotations

from nwp import data, engine, solo, terror
from nwp.actions import PickUp, parse
from nwp.geometry import square_name
from nwp.state import GameState

from .messages import isolate, t


def voyage_card_words(card: str) -> tuple[str, str]:
    """A Voyage card's name and effect in the active language (the catalogue words each kind of
    card once, under its first number: cards 2 and 4 are 1 and 3 again)."""
    name = data.SOLO_VOYAGE_CARDS[solo.card_number(card)][0]
    first = min(number for number, (other, _) in data.SOLO_VOYAGE_CARDS.items() if other == name)
    return t(f"voyage_name_{first}"), t(f"voyage_effect_{first}")


def event_text(state: GameState, event: dict) -> str:
    """One event of the end of a round (a sled lost, a ship frozen in, a Voyage card) in words."""
    if event["event"] == "voyage":
        name, effect = voyage_card_words(event["card"])
        text = t("event_voyage", at=name, effect=effect + ".")
        if event["food"] or event["morale"]:
            text += " " + t("event_change", food=event["food"], morale=event["morale"])
        if event["crew"]:
            text += " " + t("event_crew_lost")
        if state.num_players > 1:  # co-op: the card applies to each expedition, named
            text = t("event_for", name=state.players[event["player"]].name, text=text)
        return text
    at = {"NWP": t("nwp_short"), "Greenland": t("greenland"), "off board": t("off_board")}.get(event["at"], event["at"])
    return t(f"event_{event['event']}", name=state.players[event["player"]].name, at=at, crew=event.get("crew", 0))


def _leaders(state: GameState, kind: str) -> frozenset[int]:
    counts = [player.tokens[kind] for player in state.players]
    best = max(counts)
    return frozenset(i for i, count in enumerate(counts) if count == best) if best else frozenset()


def earned(before: GameState, after: GameState, actor: int, text: str) -> list[str]:
    """The phrases that say what the action ``text`` by ``actor`` earned or changed."""
    notes: list[str] = []
    action = parse(text)
    mine_before, mine_after = before.players[actor], after.players[actor]
    gained = {kind: mine_after.tokens[kind] - mine_before.tokens[kind] for kind in data.SET_KINDS}
    said: set[str] = set()
    for source, points in mine_after.points.items():
        delta = points - mine_before.points.get(source, 0)
        picked = next((k for k, n in gained.items() if n > 0 and k != "Cartography"), None)
        if delta and source == "pickups" and isinstance(action, PickUp) and picked:
            notes.append(t("earn_pickup", points=delta, kind=t("token_" + picked), zone=data.zone_of_column(action.square[0])))
            said.add(picked)
        elif delta:
            notes.append(t("earn_" + source, points=delta))
    for kind, count in gained.items():
        if count > 0 and kind not in said:
            notes.append(t("earn_token", kind=t("token_" + kind), count=count))
    old_jokers = {tile.squares for tile in before.board.tiles if tile.joker}
    for tile in after.board.tiles:
        if tile.joker and tile.squares not in old_jokers:
            notes.append(t("earn_joker", square=square_name(tile.squares[0])))
    if after.round != before.round:
        notes.extend(event_text(after, event) for event in after.round_events)
    lair = terror.tuunbaq_place(after)
    if lair is not None and terror.tuunbaq_place(before) is None:
        notes.append(t("tuunbaq_appears", square=square_name(after.board.anchor_of(lair))))
    if engine.rules_of(after).standard_scoring:
        for kind in data.MAJORITY_POINTS:
            old, new = _leaders(before, kind), _leaders(after, kind)
            if new and new != old:
                names = " & ".join(isolate(after.players[i].name) for i in sorted(new))
                notes.append(t("earn_majority", kind=t("token_" + kind), names=names))
    return notes
