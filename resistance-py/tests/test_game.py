"""The game classes: the npm classes' operations, dicts in the wire format's shape,
and refusals as ResistanceError with the engine's code, the game unchanged."""

from __future__ import annotations

import random

import numpy as np
import pytest

from conftest import make
from resistance_engine import CellsGame, Game, ResistanceError, error_codes, names


def refused(code: str, call, *args):  # type: ignore[no-untyped-def]
    with pytest.raises(ResistanceError) as caught:
        call(*args)
    assert caught.value.code == code, caught.value
    assert caught.value.message == str(caught.value) and caught.value.message
    assert code in error_codes()
    return caught.value


def test_a_game_runs_as_in_the_readme() -> None:
    game = Game.create({"players": 5, "seed": 1})
    leader = game.awaiting()[0]
    outcome = game.apply(leader, game.legal_commands(leader)[0])
    assert outcome["events"][0]["event"]["type"] == "teamProposed"
    for seat in range(5):
        game.apply(seat, {"type": "vote", "vote": "approve"})
    assert game.public_view()["phase"]["type"] == "mission"
    assert game.view(0)["seat"] == 0 and game.view(0)["role"] in ("resistance", "spy")
    assert game.last_outcome()["events"]
    assert game.choices(leader) is not None
    assert "seed" not in game.player_config() and game.seeded_config()["seed"] == 1
    assert game.result() is None and not game.is_over()


def test_a_game_without_a_seed_gets_a_secure_one() -> None:
    seeds = {Game.create({"players": 5}).seeded_config()["seed"] for _ in range(4)}
    assert len(seeds) > 1


def test_records_replay_to_the_same_game_and_seat_replays_end_at_the_view() -> None:
    for name in ("base", "all", "cells4"):
        game = make(name, 11)
        rng = random.Random(2)
        for _ in range(60):
            if game.is_over():
                break
            seat = game.acting_seat()
            assert seat is not None
            game.apply_action(seat, int(rng.choice(np.flatnonzero(game.action_mask(seat)))))
        record = game.record()
        again = type(game).replay(record)
        assert again.record() == record
        assert all(again.view(seat) == game.view(seat) for seat in range(game.players))
        steps = type(game).seat_replay(record, 1)
        assert steps[-1]["view"] == game.view(1)
        assert "seed" not in str(type(game).spectator_replay(record)["game"] if "game" in type(game).spectator_replay(record) else "")


def test_clone_goes_on_independently() -> None:
    game = Game.create({"players": 5, "seed": 3})
    copy = game.clone()
    leader = game.awaiting()[0]
    game.apply(leader, game.legal_commands(leader)[0])
    assert copy.public_view()["phase"]["type"] == "proposal"
    assert game.public_view()["phase"]["type"] == "voting"


def test_bots_play_a_game_to_its_end_and_deduction_reads_a_view() -> None:
    game = Game.create({"players": 7, "seed": 5, "assassin": {}})
    while not game.is_over():
        seat = game.acting_seat()
        assert seat is not None
        command = game.bot_command(seat, "logical", seed=9)
        assert command in game.legal_commands(seat)
        game.play_bot(seat, "logical", seed=9)
    assert game.result() is not None
    fresh = Game.create({"players": 7, "seed": 5})
    deduction = fresh.deduce(0)
    own = fresh.view(0)
    assert deduction["worlds"] >= 1 and len(deduction["spyProbability"]) == 7
    expected = 1.0 if own["allegiance"] == "spy" else 0.0
    assert deduction["spyProbability"][0] == pytest.approx(expected)
    assert sum(deduction["spyProbability"]) == pytest.approx(3.0)


def test_names_come_under_both_namings() -> None:
    assert names("avalon")["roles"]["commander"] == "Merlin"
    assert names()["roles"]["commander"] == "Commander"
    refused("invalid_argument", names, "klingon")


def test_bad_input_is_a_resistance_error_and_changes_nothing() -> None:
    game = Game.create({"players": 5, "seed": 1})
    before = game.record()
    leader = game.awaiting()[0]
    refused("invalid_json", Game.create, {"players": 5, "colour": "red"})  # an unknown key
    refused("invalid_json", Game.create, {"players": "5"})  # a wrong type
    refused("player_count", Game.create, {"players": 4})
    refused("invalid_argument", Game.create, {"players": {1, 2}})  # not JSON at all
    refused("invalid_json", game.apply, leader, {"type": "dance"})
    refused("invalid_seat", game.view, -1)
    refused("invalid_seat", game.view, "0")
    refused("invalid_seat", game.view, True)
    refused("no_such_seat", game.view, 9)
    mask = game.action_mask(leader)
    outside = int(np.flatnonzero(mask == 0)[0])
    error = refused("wrong_team_size", game.apply_action, leader, outside)
    assert "team" in error.message
    refused("invalid_action", game.apply_action, leader, game.action_count())
    refused("invalid_action", game.apply_action, leader, -1)
    refused("invalid_action", game.apply_action, leader, 2**70)
    refused("invalid_action", game.apply_action, leader, "1")
    refused("invalid_action", game.apply_action, leader, 1.5)
    leave = game.action_index({"type": "leave"})
    assert leave is not None
    refused("invalid_action", game.apply_action, leader, leave)
    refused("invalid_argument", game.bot_command, leader, "genius", 1)
    assert game.record() == before
    # A step after the end.
    while not game.is_over():
        seat = game.acting_seat()
        assert seat is not None
        game.play_bot(seat, "random", seed=1)
    ended = game.record()
    refused("game_over", game.apply, 0, {"type": "vote", "vote": "approve"})
    refused("game_over", game.apply_action, 0, 0)
    assert game.record() == ended


def test_cells_has_the_same_operations() -> None:
    game = CellsGame.create({"players": 3, "seed": 4})
    assert game.awaiting() == [0, 1, 2]
    command = game.legal_commands(0)[0]
    outcome = game.apply(0, command)
    assert outcome["events"]
    assert game.view(0)["seat"] == 0
    refused("invalid_json", CellsGame.create, {"players": 3, "trapper": True})
    refused("player_count", CellsGame.create, {"players": 7})
    refused("record_of_another_game", CellsGame.replay, Game.create({"players": 5, "seed": 1}).record())


def test_histories_hold_the_grid_as_each_seat_may_know_it() -> None:
    game = Game.create({"players": 5, "seed": 3})
    while not game.is_over():
        seat = game.acting_seat()
        assert seat is not None
        game.play_bot(seat, "random", seed=seat)
    spectator = game.public_history()
    assert spectator["seat"] is None
    rounds = spectator["rounds"]
    assert [row["round"] for row in rounds] == list(range(1, len(rounds) + 1))
    assert all(row["own"] is None for row in rounds)
    # Every team voted on is in its round, as the public view lists them.
    proposals = [p for row in rounds for p in row["proposals"]]
    assert proposals == game.public_view()["proposals"]
    missions = [row["mission"] for row in rounds if row["mission"] is not None]
    assert missions == game.public_view()["missions"]
    mine = game.history(2)
    assert mine["seat"] == 2
    played = {card["round"]: card["card"] for card in game.view(2)["cardsPlayed"]}
    for row in mine["rounds"]:
        assert row["own"]["missionCard"] == played.get(row["round"])
        assert {**row, "own": None} == spectator["rounds"][row["round"] - 1]
    refused("no_such_seat", game.history, 5)
    # The Cells variant has no vote grid: its missions are in its public view.
    assert not hasattr(CellsGame.create({"players": 3}), "history")
