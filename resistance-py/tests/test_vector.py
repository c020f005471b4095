"""VectorGames: n games stepped at once equal the same games played one by one,
resets from the seed stream included."""

from __future__ import annotations

import random

import numpy as np
import pytest

from resistance_engine import CellsGame, Game, ResistanceError, VectorGames


@pytest.mark.parametrize(
    "kind,config",
    [
        (Game, {"players": 5, "seed": 100}),
        (Game, {"players": 10, "seed": 7, "assassin": {}, "trapper": True, "plotCards": True}),
        (CellsGame, {"players": 4, "seed": 3}),
    ],
)
def test_vector_games_equal_games_played_one_by_one(kind, config) -> None:  # type: ignore[no-untyped-def]
    n = 6
    game_name = "cells" if kind is CellsGame else "resistance"
    vector = VectorGames(n, config, game=game_name)
    seed = config["seed"]
    games = [kind.create({**config, "seed": seed + i}) for i in range(n)]
    next_seed = seed + n
    observations, masks, rewards, dones, agents = vector.observe()
    rng = random.Random(1)
    resets = 0
    for _ in range(300):
        for i, game in enumerate(games):
            seat = game.acting_seat()
            assert agents[i] == seat
            assert np.array_equal(observations[i], game.observe(seat))
            assert np.array_equal(masks[i], game.action_mask(seat))
        actions = [int(rng.choice(np.flatnonzero(masks[i]))) for i in range(n)]
        observations, masks, rewards, dones, agents = vector.step(actions)
        for i in range(n):
            games[i].apply_action(games[i].acting_seat(), actions[i])
            assert dones[i] == games[i].is_over()
            expected = np.zeros(10, dtype=np.float32)
            if games[i].is_over():
                expected[: games[i].players] = games[i].rewards()
                games[i] = kind.create({**config, "seed": next_seed})
                next_seed += 1
                resets += 1
            assert np.array_equal(rewards[i], expected)
    if kind is Game:
        assert resets > 5


def test_a_refused_action_changes_no_game() -> None:
    vector = VectorGames(3, {"players": 5, "seed": 1})
    before, masks, _, _, _ = vector.observe()
    bad = [int(np.flatnonzero(masks[i])[0]) for i in range(3)]
    bad[2] = int(np.flatnonzero(masks[2] == 0)[0])
    with pytest.raises(ResistanceError) as caught:
        vector.step(bad)
    assert "game 2" in caught.value.message
    with pytest.raises(ResistanceError) as caught:
        vector.step([0, 0])
    assert caught.value.code == "invalid_argument"
    with pytest.raises(ResistanceError) as caught:
        vector.step(["a", "b", "c"])
    assert caught.value.code == "invalid_argument"
    after = vector.observe()[0]
    assert np.array_equal(before, after)
    with pytest.raises(ResistanceError):
        VectorGames(2, {"players": 4})
    with pytest.raises(ResistanceError):
        VectorGames(2, {"players": 5}, game="chess")
