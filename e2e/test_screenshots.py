"""The screenshot script's check (``e2e/screenshots.py --check``, which CI runs after the tests):
a scene whose position the computers' play no longer reaches is named, and each scene's game is
played once, every scene getting its own copy. No browser: the check plays games in Python."""

from __future__ import annotations

import pytest

import screenshots


def never(session) -> bool:
    """A position no game reaches."""
    return False


def round_two(session) -> bool:
    return session.state.round >= 2


@pytest.fixture
def no_games_played(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(screenshots, "_PLAYED", {})


def test_a_scene_whose_position_no_game_reaches_is_named(monkeypatch: pytest.MonkeyPatch, no_games_played) -> None:
    monkeypatch.setattr(screenshots, "states", lambda: [
        ("first-visit", lambda: None, None),
        ("reached", lambda: screenshots.played(["Ann"], round_two, variant="solo-original", seed=1), None),
        ("gone", lambda: screenshots.played(["Ann"], never, variant="solo-original", seed=1), None),
    ])
    assert screenshots.missing_scenes() == [
        "gone: solo-original seed 1: the game ended before the scene's position (never)"]


def test_only_the_scenes_asked_for_have_their_games_played(monkeypatch: pytest.MonkeyPatch, no_games_played) -> None:
    """``--only NAME`` plays NAME's game alone: it played every scene's game first, minutes of
    silence before the first picture (session 107)."""
    asked: list[str] = []

    def game(name: str, seed: int):
        def play():
            asked.append(name)
            return screenshots.played(["Ann"], round_two, variant="solo-original", seed=seed)
        return play

    monkeypatch.setattr(screenshots, "states", lambda: [
        ("first-visit", lambda: None, None),
        ("round-two", game("round-two", 1), None, {"language": "fr"}),
        ("other", game("other", 2), None),
    ])
    drawn = list(screenshots.scenes(["round-two"]))
    assert asked == ["round-two"]
    [(name, session, then, setting)] = drawn
    assert (name, session.state.round, then, setting) == ("round-two", 2, None, {"language": "fr"})
    assert [name for name, *_ in screenshots.scenes()] == ["first-visit", "round-two", "other"]
    assert asked == ["round-two", "round-two", "other"]


def test_a_scenes_game_is_played_once_and_each_scene_gets_its_own_copy(monkeypatch: pytest.MonkeyPatch,
                                                                        no_games_played) -> None:
    games: list[tuple] = []
    play = screenshots.played_by_computers

    def counted(*args, **kwargs):
        games.append(args)
        return play(*args, **kwargs)

    monkeypatch.setattr(screenshots, "played_by_computers", counted)
    first = screenshots.played(["Ann"], round_two, variant="solo-original", seed=1)
    twin = screenshots.played(["Ann"], round_two, variant="solo-original", seed=1)
    other_seed = screenshots.played(["Ann"], round_two, variant="solo-original", seed=2)
    assert len(games) == 2  # the twin was not played again; another seed was
    assert first is not twin and first.to_save() == twin.to_save() != other_seed.to_save()

    round_three = screenshots.played(["Ann"], lambda session: session.state.round >= 3, variant="solo-original", seed=1)
    written_alike = screenshots.played(["Ann"], lambda session: session.state.round >= 3,
                                       variant="solo-original", seed=1)
    assert len(games) == 3  # another position is another game; a lambda written alike on another line is not
    assert round_three.state.round == written_alike.state.round == 3

    first.state.round = 9  # a scene changing its copy (as `dismissed` does) leaves the others as played
    assert twin.state.round == 2 and screenshots.played(["Ann"], round_two, variant="solo-original", seed=1).state.round == 2
