"""The Rules panel: the rules at hand in the active language, drawn from the game's own tables
(nwp/data.py), so what it says is what the engine plays: the turn, the eight actions and their
costs, the ice for the rounds left, scoring, and the rules of the solo mode being played.

A dialog like the others (web/view.py draws them); the page opens it from the header's Rules
button, by click, tap or keyboard.
"""

from __future__ import annotations

from nwp import coop, data, engine, terror

from .messages import t
from .session import Session
from .view import ROMAN, _titled_dialog, text_html

ACTIONS = (  # (name key, cost, what it does key): the rulebook's actions A to H
    ("rules_action_draw", data.ACTION_COSTS["draw"], "rules_do_draw"),
    ("rules_action_refresh", data.ACTION_COSTS["refresh"], "rules_do_refresh"),
    ("rules_action_place", data.ACTION_COSTS["place"], "rules_do_place"),
    ("rules_action_move", data.ACTION_COSTS["move"], "rules_do_move"),
    ("rules_action_transfer", data.ACTION_COSTS["transfer"], "rules_do_transfer"),
    ("rules_action_explore", data.PICKUP_COST["Franklin"], "rules_do_explore"),
    ("rules_action_discover", data.PICKUP_COST["Inuit"], "rules_do_discover"),
    ("rules_action_pass", 0, "rules_do_pass"),
)
ZONES = (3, 2, 1)


def _section(title_key: str, body: str) -> str:
    return f'<section class="rules-part"><h3>{text_html(t(title_key))}</h3>{body}</section>'


def _paragraph(key: str, **params: object) -> str:
    return f"<p>{text_html(t(key, **params))}</p>"


def _table(caption: str, head: list[str], rows: list[list[str]]) -> str:
    """A small table with a caption and header cells (the first cell of each row is a header too)."""
    header = "".join(f'<th scope="col">{text_html(cell)}</th>' for cell in head)
    body = "".join(
        "<tr>" + f'<th scope="row">{text_html(row[0])}</th>' + "".join(f"<td>{text_html(cell)}</td>" for cell in row[1:]) + "</tr>"
        for row in rows
    )
    return (f'<table class="rules-table"><caption>{text_html(caption)}</caption>'
            f"<thead><tr>{header}</tr></thead><tbody>{body}</tbody></table>")


def _costs(cost: int) -> str:
    return t("cost", cost=cost) if cost else t("free")


def _actions() -> str:
    rows = [[t(name), _costs(cost), t(doing)] for name, cost, doing in ACTIONS]
    return _table(t("rules_actions_caption"), [t("rules_action"), t("rules_cost"), t("rules_effect")], rows)


def _ice(current_round: int) -> str:
    """The frozen rows of every round from the current one to the last."""
    rows = []
    for round_number in range(max(current_round, 1), data.ROUNDS + 1):
        disc = data.disc_position_for_round(round_number)
        frozen = data.FROZEN_ROWS_BY_DISC[disc]
        frozen_text = t("ice_next_rows", rows=frozen) if frozen else t("ice_next_none")
        label = t("rules_round_now", round=round_number) if round_number == current_round else str(round_number)
        rows.append([label, ROMAN[disc], frozen_text])
    return _table(t("rules_ice_caption"), [t("rules_round"), t("rules_sun"), t("rules_frozen")], rows)


def _scoring() -> str:
    pickups = _table(
        t("rules_pickups_caption"), [t("rules_token")] + [t("zone_label", zone=zone) for zone in ZONES],
        [[t("token_" + kind)] + [str(points * zone) for zone in ZONES] for kind, points in data.PICKUP_POINTS.items()])
    islands = _table(
        t("rules_islands_caption"), [t("rules_island_tiles"), t("rules_points")],
        [[str(size), str(points)] for size, points in data.ISLAND_POINTS.items()]
        + [[t("rules_or_more", count=max(data.ISLAND_POINTS) + 1), str(data.ISLAND_POINTS_MAX)]])
    places = [t("rules_place_1"), t("rules_place_2"), t("rules_place_3")]
    majorities = _table(
        t("rules_majorities_caption"), [t("rules_token")] + places,
        [[t("token_" + kind)] + [str(points) for points in table] for kind, table in data.MAJORITY_POINTS.items()])
    arrivals = _table(
        t("rules_arrivals_caption"), [t("players"), t("nwp"), t("greenland")],
        [[str(count), ", ".join(map(str, data.NWP_TOKENS[count])), ", ".join(map(str, data.GREENLAND_TOKENS[count]))]
         for count in sorted(data.NWP_TOKENS)])
    return (pickups + islands + majorities + arrivals
            + _paragraph("rules_sets", points=data.SET_POINTS)
            + _paragraph("rules_penalties", per=data.ABANDON_PER_CREWMAN, ship=data.ABANDONED_SHIP_PENALTY))


def rules_view(session: Session | None) -> str:
    """The Rules dialog for the game on the table (or for a first visit: the standard game)."""
    variant = session.state.variant if session is not None else "standard"
    current_round = session.state.round if session is not None else 1
    parts = []
    if variant == "solo-terror":
        parts.append(_section("mode_solo-terror", _paragraph("rules_solo_terror", food=data.SOLO_START_FOOD,
                                                              morale=data.SOLO_START_MORALE, goal=data.SOLO_FRANKLIN_GOAL)))
    elif variant == "solo-original":
        parts.append(_section("mode_solo-original", _paragraph("rules_solo_original")))
    elif variant == coop.NAME:
        parts.append(_section("mode_coop", _paragraph("rules_coop", food=coop.START_FOOD, goal=coop.TEAM_FRANKLIN_GOAL,
                                                      target=coop.TEAM_TARGET)
                              + _paragraph("rules_solo_terror", food=data.SOLO_START_FOOD, morale=data.SOLO_START_MORALE,
                                           goal=data.SOLO_FRANKLIN_GOAL)))
    elif variant == "terror":
        parts.append(_section("terror_title", _paragraph("rules_terror", cost=terror.MOVE_TUUNBAQ_COST)))
    parts.append(_section("rules_turn_title", _paragraph("rules_turn", rounds=data.ROUNDS, extra=data.EXTRA_ACTION_SURCHARGE)))
    parts.append(_section("rules_actions_title", _actions()))
    parts.append(_section("rules_ice_title", _paragraph("rules_ice") + _ice(current_round)))
    if engine.RULES[variant].standard_scoring:
        parts.append(_section("rules_scoring_title", _scoring()))
    parts.append(f'<p class="dialog-buttons"><button type="button" class="btn primary" data-ui="close">{text_html(t("close"))}</button></p>')
    return _titled_dialog("rules-card", t("rules_title"), "".join(parts), wide=True)


__all__ = ["rules_view"]
