"""A game played by language-model agents, each seeing only its own seat: every
turn the agent gets its view and the events it received in English, and the legal
commands as a numbered list; its answer is parsed back into a command.

The "agent" here is a stub that answers with a number, so that the loop runs
anywhere; put a call to a model in ``ask``.

    python resistance-py/examples/llm_loop.py
"""

from __future__ import annotations

import random
from typing import Dict, List

from resistance_engine import Game, visible
from resistance_engine.text import describe_events, describe_view, numbered_commands, parse_answer


def ask(prompt: str, options: int, rng: random.Random) -> str:
    """The agent: a model would read `prompt`; the stub picks a number."""
    return f"I choose {rng.randint(1, options)}."


def play(seed: int = 1, naming: str = "avalon", verbose: bool = True) -> Dict[str, object]:
    """Plays one game to its end; returns its result."""
    game = Game.create({"players": 5, "seed": seed, "assassin": {}})
    rng = random.Random(seed)
    # What each seat received since it last acted: its own events only.
    inbox: List[List[Dict[str, object]]] = [visible(game.opening(), seat) for seat in range(game.players)]
    while not game.is_over():
        seat = game.acting_seat()
        assert seat is not None
        commands = [c for c in game.legal_commands(seat) if c["type"] != "leave"]
        prompt = "\n\n".join(
            [
                describe_view(game.view(seat), naming),
                "Since your last turn:\n" + describe_events(inbox[seat], naming),
                "Choose one by its number:\n" + numbered_commands(commands, naming),
            ]
        )
        inbox[seat] = []
        answer = ask(prompt, len(commands), rng)
        command = parse_answer(answer, commands)
        if verbose:
            print(f"seat {seat}: {answer} -> {command}")
        events = game.apply(seat, command)["events"]
        for other in range(game.players):
            inbox[other].extend(visible(events, other))
    result = game.result()
    assert result is not None
    if verbose:
        print(describe_events([{"type": "gameEnded", **result}], naming))
    return result


if __name__ == "__main__":
    play()
