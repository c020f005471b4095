"""Non-interference through Python: a seat's observation is equal in two games it
cannot tell apart.

As the core's tests do (resistance-core/src/tests/noninterference.rs), take two
games that differ only in roles the observer cannot know, and drive both with the
same public choices (the same proposals and votes, Success cards only, so that the
number of Fail cards is the same): the observer's view must be the same in both,
and so must its observation. The core permutes the roles in place; from Python the
pairs are found among seeds: two deals in which the observer, a plain Resistance
member, has the same view at the start while the other seats' roles differ.
Modules whose shuffled decks become public (the Defectors' loyalty cards, the plot
cards) differ in those draws between two seeds, which is no leak: their pairs are
the core's own test, which permutes the roles of one game in place.
"""

from __future__ import annotations

import json
import random
from typing import Dict, Iterator, Tuple

import numpy as np
import pytest

from resistance_engine import Game

CONFIGS = {
    "base5": {"players": 5},
    "base8": {"players": 8},
    "assassin": {"players": 7, "assassin": {"bodyGuard": True}},
    "trapper": {"players": 6, "trapper": True},
    "inquisitor": {"players": 7, "inquisitor": True},
    "agendas": {"players": 5, "agendas": "single"},
}


def pairs(config: Dict[str, object], wanted: int) -> Iterator[Tuple[int, int, int]]:
    """(seed, other seed, observer): the observer sees both deals alike."""
    seen: Dict[Tuple[int, str], Tuple[int, Tuple[str, ...]]] = {}
    found = 0
    for seed in range(2000):
        game = Game.create({**config, "seed": seed})
        roles = tuple(game.view(seat)["role"] for seat in range(game.players))
        for seat in range(game.players):
            view = game.view(seat)
            if view["role"] != "resistance":
                continue
            key = (seat, json.dumps(view, sort_keys=True))
            if key in seen and seen[key][1] != roles:
                yield seen[key][0], seed, seat
                found += 1
                if found == wanted:
                    return
            seen.setdefault(key, (seed, roles))


@pytest.mark.parametrize("name", list(CONFIGS))
def test_a_seat_observes_alike_two_games_it_cannot_tell_apart(name: str) -> None:
    config = CONFIGS[name]
    compared = 0
    count = 0
    for first_seed, second_seed, observer in pairs(config, 6):
        count += 1
        first = Game.create({**config, "seed": first_seed})
        second = Game.create({**config, "seed": second_seed})
        hidden = [first.view(s)["role"] != second.view(s)["role"] for s in range(first.players)]
        assert any(hidden), "the pair differs in a hidden role"
        rng = random.Random(first_seed)
        while not first.is_over():
            assert first.view(observer) == second.view(observer)
            assert np.array_equal(first.observe(observer), second.observe(observer))
            compared += 1
            seat = first.acting_seat()
            if seat is None or seat != second.acting_seat():
                break  # a special role acts (the Assassin): its seat differs
            options = [
                command
                for command in first.legal_commands(seat)
                if command["type"] != "leave"
                and command.get("card") != "fail"
                and command in second.legal_commands(seat)
            ]
            if not options:
                break
            command = rng.choice(options)
            first.apply(seat, command)
            second.apply(seat, command)
    assert count == 6
    assert compared > 60


@pytest.mark.parametrize("players", [3, 4])
def test_a_cells_seat_observes_alike_two_arrangements_it_did_not_see(players: int) -> None:
    """Cells: two games of one seed in which seat 1 arranged its cell differently
    (a secret, CE2). Driven alike, every other seat observes them alike for as long
    as its view is the same (until a scout or an exposure shows it the difference)."""
    from resistance_engine import CellsGame

    compared = 0
    for seed in range(8):
        first = CellsGame.create({"players": players, "seed": seed})
        second = first.clone()
        for seat in range(players):
            rows = first.legal_commands(seat)
            first.apply(seat, rows[0])
            second.apply(seat, rows[-1] if seat == 1 else rows[0])
        if first.view(1) == second.view(1):
            continue  # a cell of three alike: only one arrangement
        rng = random.Random(seed)
        for _ in range(200):
            alike = [s for s in range(players) if s != 1 and first.view(s) == second.view(s)]
            for observer in alike:
                assert np.array_equal(first.observe(observer), second.observe(observer))
                compared += 1
            seat = first.acting_seat()
            if not alike or first.is_over() or seat != second.acting_seat():
                break
            options = [c for c in first.legal_commands(seat) if c in second.legal_commands(seat)]
            if not options:
                break
            command = rng.choice(options)
            first.apply(seat, command)
            second.apply(seat, command)
    assert compared > 100, compared
