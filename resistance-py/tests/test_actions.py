"""The flat action space: one index a command, the same both ways, and masks equal
to the legal commands at every step of random games."""

from __future__ import annotations

import random

import numpy as np
import pytest

from conftest import CELLS_CONFIGS, MODULE_CONFIGS, legal_indices, make, random_action
from resistance_engine import CellsGame, Game


@pytest.mark.parametrize("players", range(5, 11))
def test_every_base_action_index_round_trips(players: int) -> None:
    game = Game.create({"players": players, "seed": 1})
    count = game.action_count()
    assert count > 2**players * 2
    for index in range(count):
        assert game.action_index(game.action_command(index)) == index


@pytest.mark.parametrize("players", [3, 4])
def test_every_cells_action_index_round_trips(players: int) -> None:
    game = CellsGame.create({"players": players, "seed": 1})
    for index in range(game.action_count()):
        assert game.action_index(game.action_command(index)) == index


def test_a_malformed_command_has_no_index() -> None:
    game = Game.create({"players": 5, "seed": 1})
    assert game.action_index({"type": "proposeTeam", "team": [1, 1]}) is None
    assert game.action_index({"type": "assassinate", "target": 7}) is None


@pytest.mark.parametrize("name", [*MODULE_CONFIGS, *CELLS_CONFIGS])
def test_masks_equal_the_legal_commands_at_every_step(name: str) -> None:
    steps = 0
    for seed in range(4):
        game = make(name, seed)
        rng = random.Random(seed)
        for _ in range(400):
            if game.is_over():
                break
            for seat in range(game.players):
                mask = game.action_mask(seat)
                assert mask.dtype == np.uint8 and len(mask) == game.action_count()
                assert list(np.flatnonzero(mask)) == legal_indices(game, seat)
            game.apply_action(game.acting_seat() or 0, random_action(game, rng))
            steps += 1
    assert steps > 100
