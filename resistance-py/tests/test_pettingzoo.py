"""The PettingZoo AEC environment passes PettingZoo's own api_test for the base
game, every module and Cells, and plays to rewards of +1/-1 by side."""

from __future__ import annotations

import numpy as np
import pytest
from pettingzoo.test import api_test

from conftest import CELLS_CONFIGS, MODULE_CONFIGS
from resistance_engine import ResistanceError
from resistance_engine.pettingzoo import env, raw_env


@pytest.mark.parametrize("name", list(MODULE_CONFIGS))
def test_api_test_passes_for_every_module(name: str) -> None:
    api_test(env(**MODULE_CONFIGS[name]), num_cycles=200)


@pytest.mark.parametrize("name", list(CELLS_CONFIGS))
def test_api_test_passes_for_cells(name: str) -> None:
    api_test(env(game="cells", max_steps=300, **CELLS_CONFIGS[name]), num_cycles=200)


def test_a_game_ends_with_plus_one_and_minus_one_by_side() -> None:
    environment = raw_env(players=7)
    environment.reset(seed=3)
    rng = np.random.default_rng(0)
    totals = {agent: 0.0 for agent in environment.possible_agents}
    for agent in environment.agent_iter():
        observation, reward, terminated, truncated, _ = environment.last()
        totals[agent] += reward
        if terminated or truncated:
            environment.step(None)
            continue
        legal = np.flatnonzero(observation["action_mask"])
        environment.step(int(rng.choice(legal)))
    assert environment.game.is_over()
    result = environment.game.result()
    assert result is not None
    winners = {seat for seat in range(7) if environment.game.rewards()[seat] == 1.0}
    sides = [environment.game.view(seat)["table"]["reveal"]["allegiances"][seat] for seat in range(7)]
    assert winners == {seat for seat in range(7) if sides[seat] == result["winner"]}
    assert sorted(set(totals.values())) == [-1.0, 1.0]


def test_bad_configuration_and_illegal_actions_raise() -> None:
    with pytest.raises(ResistanceError) as caught:
        raw_env(players=5, colour="red")
    assert caught.value.code == "invalid_json"
    environment = raw_env(players=5)
    environment.reset(seed=1)
    agent = environment.agent_selection
    illegal = int(np.flatnonzero(environment.observe(agent)["action_mask"] == 0)[0])
    before = environment.game.record()
    with pytest.raises(ResistanceError):
        environment.step(illegal)
    assert environment.game.record() == before
    # A step after the end: the engine's game_over, nothing changed.
    while not environment.game.is_over():
        observation = environment.observe(environment.agent_selection)
        environment.step(int(np.flatnonzero(observation["action_mask"])[0]))
    ended = environment.game.record()
    with pytest.raises(ResistanceError) as caught:
        environment.step(0)
    assert caught.value.code == "game_over" and caught.value.message
    assert environment.game.record() == ended
    truncated = raw_env(players=5, max_steps=3)
    truncated.reset(seed=2)
    for _ in range(3):
        observation = truncated.observe(truncated.agent_selection)
        truncated.step(int(np.flatnonzero(observation["action_mask"])[0]))
    assert all(truncated.truncations.values())
    with pytest.raises(ResistanceError) as caught:
        truncated.step(0)
    assert caught.value.code == "invalid_action"
