"""A PettingZoo AEC environment of The Resistance (any modules) and of Cells.

``env(**config)`` is the wrapped environment, ``raw_env(**config)`` the bare one.
The keywords are the game's configuration (``players=7, assassin={...}``, the wire
format's keys), plus ``game="resistance"`` or ``"cells"``, ``max_steps`` (the
number of actions after which every agent is truncated; Cells may go on for ever)
and ``render_mode`` (``"ansi"`` or ``"human"``: the acting seat's view in words).

- Agents are seats: ``"seat_0"``, ``"seat_1"``, ... The agent selected is the seat
  the game waits for first (votes are cast one seat after another).
- Actions: one flat ``Discrete`` space in which every command of every module has
  a fixed index for the player count (``Game.action_command(i)`` names it); the
  observation's ``action_mask`` marks the legal ones (leaving is never one).
- Observations: ``{"observation": float32 vector, "action_mask": int8 vector}``;
  the vector encodes only that seat's view (its role and sightings, its own vote
  and cards, the public history: teams, votes, mission results, module facts),
  field by field as ``Game.observation_fields()`` lists.
- Rewards: +1 for each seat of the winning side, -1 for the others, at the end.
"""

from __future__ import annotations

from typing import Any, Dict, List, Optional, Union

import numpy as np
import numpy.typing as npt
from gymnasium import spaces
from pettingzoo import AECEnv  # type: ignore[import-untyped]
from pettingzoo.utils import wrappers  # type: ignore[import-untyped]

from . import CellsGame, Game, _refusal
from .text import describe_view

__all__ = ["env", "raw_env"]

_Table = Union[Game, CellsGame]


def env(**config: Any) -> AECEnv:
    """The environment with PettingZoo's checks: an illegal action is refused by
    the engine anyway; the order enforcer catches a step before ``reset``."""
    environment: AECEnv = raw_env(**config)
    environment = wrappers.AssertOutOfBoundsWrapper(environment)
    environment = wrappers.OrderEnforcingWrapper(environment)
    return environment


class raw_env(AECEnv):  # type: ignore[misc]
    """The bare AEC environment (see the module's docs)."""

    metadata = {
        "render_modes": ["ansi", "human"],
        "name": "resistance_v0",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        game: str = "resistance",
        render_mode: Optional[str] = None,
        max_steps: int = 10_000,
        **config: Any,
    ) -> None:
        super().__init__()
        if game not in ("resistance", "cells"):
            raise _refusal("invalid_argument", f"unknown game {game!r}: resistance or cells")
        self._kind = CellsGame if game == "cells" else Game
        config.setdefault("players", 3 if game == "cells" else 5)
        self._config = config
        # Validates the configuration now: a bad one raises ResistanceError here.
        probe = self._kind.create({**config, "seed": config.get("seed", 0)})
        self._game: _Table = probe
        self.render_mode = render_mode
        self.max_steps = max_steps
        self.possible_agents = [f"seat_{seat}" for seat in range(probe.players)]
        self.agents = list(self.possible_agents)
        size = len(probe.observe(0))
        actions = probe.action_count()
        self.observation_spaces = {
            agent: spaces.Dict(
                {
                    "observation": spaces.Box(0.0, np.inf, (size,), np.float32),
                    "action_mask": spaces.Box(0, 1, (actions,), np.int8),
                }
            )
            for agent in self.possible_agents
        }
        self.action_spaces = {agent: spaces.Discrete(actions) for agent in self.possible_agents}
        self._steps = 0

    def observation_space(self, agent: str) -> spaces.Space:  # type: ignore[type-arg]
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space:  # type: ignore[type-arg]
        return self.action_spaces[agent]

    @property
    def game(self) -> _Table:
        """The game being played (host only: it knows every secret)."""
        return self._game

    def _seat(self, agent: str) -> int:
        return self.possible_agents.index(agent)

    def observe(self, agent: str) -> Dict[str, npt.NDArray[Any]]:
        seat = self._seat(agent)
        return {
            "observation": self._game.observe(seat),
            "action_mask": self._game.action_mask(seat).astype(np.int8),
        }

    def reset(self, seed: Optional[int] = None, options: Optional[Dict[str, Any]] = None) -> None:
        config = dict(self._config)
        if seed is not None:
            config["seed"] = seed
        self._game = self._kind.create(config)
        self._steps = 0
        self.agents = list(self.possible_agents)
        self.rewards = {agent: 0.0 for agent in self.agents}
        self._cumulative_rewards = {agent: 0.0 for agent in self.agents}
        self.terminations = {agent: False for agent in self.agents}
        self.truncations = {agent: False for agent in self.agents}
        self.infos: Dict[str, Dict[str, Any]] = {agent: {} for agent in self.agents}
        self._select()

    def _select(self) -> None:
        seat = self._game.acting_seat()
        self.agent_selection = self.possible_agents[seat if seat is not None else 0]

    def step(self, action: Optional[int]) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None and self._game.is_over():
                # A step after the end: the engine refuses it (game_over) in its words.
                self._game.apply_action(self._seat(agent), int(action))
            if action is not None:
                raise _refusal("invalid_action", f"{agent} was truncated: its only action is None")
            self._was_dead_step(action)
            return
        if action is None:
            raise _refusal("invalid_action", f"{agent} must act: None is no action")
        self._cumulative_rewards[agent] = 0.0
        self._game.apply_action(self._seat(agent), int(action))
        self._steps += 1
        self.rewards = {agent: 0.0 for agent in self.agents}
        if self._game.is_over():
            rewards = self._game.rewards()
            for seat, name in enumerate(self.possible_agents):
                self.rewards[name] = float(rewards[seat])
                self.terminations[name] = True
        elif self._steps >= self.max_steps:
            for name in self.agents:
                self.truncations[name] = True
        self._select()
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> Optional[str]:
        if self.render_mode is None:
            return None
        seat = self._seat(self.agent_selection)
        text = describe_view(self._game.view(seat))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        pass

    def legal_actions(self, agent: str) -> List[int]:
        """The indices ``agent`` may play now."""
        return [int(index) for index in np.flatnonzero(self._game.action_mask(self._seat(agent)))]
