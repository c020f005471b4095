"""Text for language-model agents: views and events in English, numbered commands
whose answers parse back into the commands."""

from __future__ import annotations

import random

import pytest

from conftest import CELLS_CONFIGS, MODULE_CONFIGS, load_example, make
from resistance_engine import ResistanceError
from resistance_engine.text import describe_events, describe_view, numbered_commands, parse_answer


@pytest.mark.parametrize("name", [*MODULE_CONFIGS, *CELLS_CONFIGS])
def test_numbered_commands_round_trip_at_every_step(name: str) -> None:
    game = make(name, 7)
    rng = random.Random(7)
    checked = 0
    for _ in range(150):
        if game.is_over():
            break
        seat = game.acting_seat()
        assert seat is not None
        commands = game.legal_commands(seat)
        lines = numbered_commands(commands).splitlines()
        assert len(lines) == len(commands)
        for number, line in enumerate(lines, 1):
            assert parse_answer(line, commands) == commands[number - 1]
            assert parse_answer(f"My answer: {number}.", commands) == commands[number - 1]
            checked += 1
        text = describe_view(game.view(seat), "avalon")
        assert f"seat {seat}" in text
        choice = rng.choice([c for c in commands if c["type"] != "leave"])
        outcome = game.apply(seat, choice)
        assert len(describe_events(outcome["events"]).splitlines()) == len(outcome["events"])
    assert checked > 50


def test_views_use_the_avalon_names() -> None:
    game = make("assassin", 1)
    for seat in range(game.players):
        view = game.view(seat)
        if view["role"] == "commander":
            assert "Merlin" in describe_view(view, "avalon")
            assert "Commander" in describe_view(view, "resistance")
            return
    raise AssertionError("a Commander was dealt")


def test_an_answer_without_a_number_in_the_list_is_refused() -> None:
    commands = [{"type": "vote", "vote": "approve"}, {"type": "vote", "vote": "reject"}]
    for answer in ("", "approve", "3", "0"):
        with pytest.raises(ResistanceError) as caught:
            parse_answer(answer, commands)
        assert caught.value.code == "invalid_argument"


def test_the_example_loop_plays_a_game_to_its_end() -> None:
    module = load_example("llm_loop")
    for seed in range(3):
        result = module.play(seed, verbose=False)
        assert result["winner"] in ("resistance", "spy")


def test_visible_keeps_only_the_seat_s_events() -> None:
    from resistance_engine import Game, visible

    game = Game.create({"players": 5, "seed": 1})
    opening = game.opening()
    for seat in range(5):
        events = visible(opening, seat)
        dealt = [event for event in events if event["type"] == "roleDealt"]
        assert [event["seat"] for event in dealt] == [seat]
