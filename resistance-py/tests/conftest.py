"""Shared helpers of the Python tests: configurations of every module, and random
play by the action masks."""

from __future__ import annotations

import importlib.util
import pathlib
import random
from types import ModuleType
from typing import Any, Dict, List, Union

import numpy as np

from resistance_engine import CellsGame, Game

# The base game and each Hidden Agenda module alone, every module at once, and the
# plot cards, at player counts each fits.
MODULE_CONFIGS: Dict[str, Dict[str, Any]] = {
    "base": {"players": 5},
    "assassin": {"players": 10, "assassin": {"bodyGuard": True, "falseCommander": True, "deepCover": True, "blindSpy": True}},
    "trapper": {"players": 6, "trapper": True},
    "defector": {"players": 7, "defector": "standard"},
    "inquisitor": {"players": 8, "inquisitor": True},
    "agendas": {"players": 6, "agendas": "single"},
    "plot": {"players": 7, "plotCards": True},
    "all": {
        "players": 10,
        "assassin": {"bodyGuard": True, "falseCommander": True},
        "trapper": True,
        "defector": "knowEachOther",
        "inquisitor": True,
        "agendas": "double",
        "plotCards": True,
    },
}

CELLS_CONFIGS: Dict[str, Dict[str, Any]] = {"cells3": {"players": 3}, "cells4": {"players": 4}}

Table = Union[Game, CellsGame]


def make(name: str, seed: int) -> Table:
    """The game of configuration `name` with `seed`."""
    if name in CELLS_CONFIGS:
        return CellsGame.create({**CELLS_CONFIGS[name], "seed": seed})
    return Game.create({**MODULE_CONFIGS[name], "seed": seed})


def random_action(game: Table, rng: random.Random) -> int:
    """A random legal action of the acting seat, by its mask."""
    seat = game.acting_seat()
    assert seat is not None
    legal = np.flatnonzero(game.action_mask(seat))
    assert len(legal) > 0, "the acting seat has a legal action"
    return int(rng.choice(list(legal)))


def legal_indices(game: Table, seat: int) -> List[int]:
    """The action indices of `seat`'s legal commands, leaving left out."""
    indices = []
    for command in game.legal_commands(seat):
        if command["type"] == "leave":
            continue
        index = game.action_index(command)
        assert index is not None, f"{command} has no action index"
        indices.append(index)
    return sorted(indices)


def load_example(name: str) -> ModuleType:
    """The example `resistance-py/examples/{name}.py`, imported."""
    path = pathlib.Path(__file__).parent.parent / "examples" / f"{name}.py"
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module
