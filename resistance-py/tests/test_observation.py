"""Observation values: the fields the README documents hold what the seat's view
says, at every step of random games (the layout itself is checked by test_docs)."""

from __future__ import annotations

import random
from typing import Dict, List, Tuple

import numpy as np
import pytest

from conftest import make, random_action
from resistance_engine import CellsGame, Game

ROLES = ["resistance", "spy", "commander", "assassin", "bodyGuard", "falseCommander",
         "deepCover", "blindSpy", "resistanceDefector", "spyDefector"]


def layout(kind: type) -> Dict[str, Tuple[int, int]]:
    return {name: (offset, length) for name, offset, length in kind.observation_fields()}  # type: ignore[attr-defined]


def field(observation: np.ndarray, fields: Dict[str, Tuple[int, int]], name: str) -> List[float]:
    offset, length = fields[name]
    return [float(x) for x in observation[offset:offset + length]]


def one_hot(index: int, length: int) -> List[float]:
    return [1.0 if i == index else 0.0 for i in range(length)]


def seats(members: List[int], length: int = 10) -> List[float]:
    return [1.0 if i in members else 0.0 for i in range(length)]


PLOT_CARDS = ["strongLeader", "keepingACloseEyeOnYou", "noConfidence", "opinionMaker", "takeResponsibility",
              "overheardConversation", "openUp", "establishConfidence", "inTheSpotlight"]


def test_the_plot_cards_are_in_the_action_space_s_order() -> None:
    game = Game.create({"players": 5, "seed": 1})
    indices = [game.action_index({"type": "declinePlotCard", "card": card}) for card in PLOT_CARDS]
    assert indices == sorted(indices) and None not in indices


def check_plot(observation: np.ndarray, fields: Dict[str, Tuple[int, int]], view: Dict[str, object]) -> int:
    """The plot fields against the view; how many held cards were compared."""
    plot = view["table"].get("plot")  # type: ignore[attr-defined]
    held = [[0.0] * 9 for _ in range(10)]
    for card in (plot or {}).get("held", []):
        held[card["holder"]][PLOT_CARDS.index(card["card"])] += 1.0
    for seat in range(10):
        assert field(observation, fields, f"plot_held[{seat}].cards") == held[seat]
    assert field(observation, fields, "plot_deck") == [float((plot or {}).get("deck", 0))]
    seen = (view.get("plot") or {}).get("seen", [])  # type: ignore[attr-defined]
    for i, sight in enumerate(seen):
        assert field(observation, fields, f"plot_seen[{i}].card") == one_hot(PLOT_CARDS.index(sight["card"]), 9)
    return sum(len(row) and int(sum(row)) for row in held)


@pytest.mark.parametrize("name", ["base", "all", "trapper", "inquisitor", "plot"])
def test_the_resistance_fields_hold_the_view(name: str) -> None:
    fields = layout(Game)
    game = make(name, 21)
    rng = random.Random(21)
    checked = 0
    plot_cards = 0
    while True:
        for seat in range(game.players):
            view = game.view(seat)
            table = view["table"]
            observation = game.observe(seat)
            assert field(observation, fields, "seat") == one_hot(seat, 10)
            assert field(observation, fields, "role") == one_hot(ROLES.index(view["role"]), 10)
            assert field(observation, fields, "round") == one_hot(table["round"] - 1, 5)
            assert field(observation, fields, "leader") == one_hot(table["leader"], 10)
            assert field(observation, fields, "successes") == one_hot(table["successes"], 4)
            assert field(observation, fields, "failures") == one_hot(table["failures"], 4)
            assert field(observation, fields, "awaiting") == seats(table["awaiting"])
            for i in range(25):
                made = field(observation, fields, f"proposals[{i}].made")
                team = field(observation, fields, f"proposals[{i}].team")
                approvals = field(observation, fields, f"proposals[{i}].approvals")
                if i < len(table["proposals"]):
                    proposal = table["proposals"][i]
                    assert made == [1.0] and team == seats(proposal["team"])
                    assert approvals == seats(proposal["approvals"])
                    assert field(observation, fields, f"proposals[{i}].leader") == one_hot(proposal["leader"], 10)
                else:
                    assert made == [0.0] and team == seats([]) and approvals == seats([])
            for i in range(5):
                team = field(observation, fields, f"missions[{i}].team")
                if i < len(table["missions"]):
                    mission = table["missions"][i]
                    assert team == seats(mission["team"])
                    assert field(observation, fields, f"missions[{i}].fails") == [float(mission["fails"])]
                    assert field(observation, fields, f"missions[{i}].succeeded") == [float(mission["succeeded"])]
                else:
                    assert team == seats([])
            plot_cards += check_plot(observation, fields, view)
            for i, result in enumerate(view["inspections"]):
                target = result["inspection"]["target"]
                assert field(observation, fields, f"inspected[{i}].target") == one_hot(target, 10)
            checked += 1
        if game.is_over():
            break
        game.apply_action(game.acting_seat() or 0, random_action(game, rng))
    winner = {"resistance": 0, "spy": 1, None: 2}[game.result()["winner"]]  # type: ignore[index]
    assert field(game.observe(0), fields, "winner") == one_hot(winner, 3)
    assert checked > 100
    if name in ("plot", "all"):
        assert plot_cards > 0


def test_the_cells_fields_hold_the_view() -> None:
    fields = layout(CellsGame)
    game = make("cells4", 5)
    rng = random.Random(5)
    for _ in range(300):
        if game.is_over():
            break
        for seat in range(game.players):
            view = game.view(seat)
            table = view["table"]
            observation = game.observe(seat)
            assert field(observation, fields, "seat") == one_hot(seat, 4)
            assert field(observation, fields, "turn") == [float(table["turn"])]
            assert field(observation, fields, "player") == one_hot(table["player"], 4)
            for cell, memory in enumerate(view["memory"]):
                for slot, seen in enumerate(memory):
                    card = field(observation, fields, f"memory[{cell * 3 + slot}].card")
                    expected = one_hot(["resistance", "spy"].index(seen["card"]), 2) if seen else [0.0, 0.0]
                    assert card == expected
            for i in range(5):
                done = field(observation, fields, f"missions[{i}].done")
                assert done == [1.0 if i < len(table["missions"]) else 0.0]
        game.apply_action(game.acting_seat() or 0, random_action(game, rng))
