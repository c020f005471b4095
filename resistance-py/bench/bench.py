"""Steps per second, side by side in one run (not a test; see the README):

- the AEC environment of resistance_engine.pettingzoo with random legal actions,
  against PettingZoo's own classic environments driven the same way;
- VectorGames, n games stepped at once in Rust, random legal actions chosen with
  numpy (the loop as an RL trainer would run it), and its step alone;
- with ``--avalonbench DIR``, the AvalonBench engine's Python (AvalonGameEnvironment
  of github.com/jonathanmli/Avalon-LLM, ``strategist/Avalon/engine.py`` and the two
  exception modules beside it, under DIR; it needs pydantic), five-player games of
  random legal decisions, counted one decision a step as the AEC loop counts them.

    python resistance-py/bench/bench.py [--seconds S] [--repeat R] [--avalonbench DIR]

Each row is measured R times, interleaved with the others (every row once, then
again), and the best run is shown: on a shared machine the best is the least
disturbed.

PettingZoo's classic environments need pygame (``pip install pygame``).
"""

from __future__ import annotations

import argparse
import importlib
import time
from typing import Any, Callable, Dict, List, Tuple

import numpy as np

from resistance_engine import VectorGames
from resistance_engine.pettingzoo import env as resistance_env


def aec_steps_per_second(make: Callable[[], Any], seconds: float) -> Dict[str, float]:
    """Random legal play of an AEC environment for about `seconds`."""
    environment = make()
    rng = np.random.default_rng(0)
    steps = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        environment.reset(seed=games)
        games += 1
        for agent in environment.agent_iter():
            observation, _, terminated, truncated, _ = environment.last()
            if terminated or truncated:
                action = None
            elif isinstance(observation, dict) and "action_mask" in observation:
                action = int(rng.choice(np.flatnonzero(observation["action_mask"])))
            else:  # an environment without masks: any action is legal
                action = int(environment.action_space(agent).sample())
            environment.step(action)
            steps += 1
    took = time.perf_counter() - started
    return {"steps/s": steps / took, "games/s": games / took, "steps/game": steps / games}


def vector_steps_per_second(n: int, config: Dict[str, Any], seconds: float, game: str = "resistance") -> Dict[str, float]:
    vector = VectorGames(n, config, game=game)
    _, masks, _, dones, _ = vector.observe()
    rng = np.random.default_rng(0)
    steps = finished = 0
    in_step = 0.0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        actions = np.argmax(masks * rng.random(masks.shape, dtype=np.float32), axis=1)
        before = time.perf_counter()
        _, masks, _, dones, _ = vector.step(actions)
        in_step += time.perf_counter() - before
        steps += n
        finished += int(dones.sum())
    took = time.perf_counter() - started
    return {"steps/s": steps / took, "step alone steps/s": steps / in_step, "games/s": finished / took}


def avalonbench_steps_per_second(directory: str, seconds: float) -> Dict[str, float]:
    """Random five-player games of the AvalonBench engine: every decision (a team,
    each vote, each quest card, the assassination) is a step."""
    import contextlib
    import io
    import random
    import sys

    sys.path.insert(0, directory)
    engine = importlib.import_module("strategist.Avalon.engine")
    with contextlib.redirect_stdout(io.StringIO()):  # it prints "New Game!"
        environment = engine.AvalonGameEnvironment.from_num_players(5)
    rng = random.Random(0)
    players = environment.num_players
    steps = games = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        environment.reset()
        games += 1
        while not environment.done:
            phase = environment.phase
            if phase == 0:
                team = frozenset(rng.sample(range(players), environment.get_team_size()))
                environment.choose_quest_team(team, environment.get_quest_leader())
                steps += 1
            elif phase == 1:
                environment.gather_team_votes([rng.randint(0, 1) for _ in range(players)])
                steps += players
            elif phase == 2:
                team = environment.get_current_quest_team()
                votes = [1 if environment.is_good[member] else rng.randint(0, 1) for member in team]
                environment.gather_quest_votes(votes)
                steps += len(team)
            else:
                environment.choose_assassination_target(environment.get_assassin(), rng.randrange(players))
                steps += 1
    took = time.perf_counter() - started
    return {"steps/s": steps / took, "games/s": games / took, "steps/game": steps / games}


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--avalonbench", default=None)
    parser.add_argument("--repeat", type=int, default=1)
    arguments = parser.parse_args()
    seconds = arguments.seconds
    rows = [
        ("resistance AEC, 5 players, base", lambda: resistance_env(players=5)),
        ("resistance AEC, 10 players, every module", lambda: resistance_env(
            players=10, assassin={"bodyGuard": True}, trapper=True, defector="standard",
            inquisitor=True, agendas="single", plotCards=True)),
        ("cells AEC, 4 players", lambda: resistance_env(game="cells", players=4, max_steps=500)),
    ]
    for name in ("tictactoe_v3", "connect_four_v3", "rps_v2"):
        try:
            module = importlib.import_module(f"pettingzoo.classic.{name}")
        except Exception as error:  # a classic environment whose extra is missing
            print(f"pettingzoo.classic.{name}: not importable ({error})")
            continue
        rows.append((f"pettingzoo.classic.{name}", module.env))
    measures: List[Tuple[str, Callable[[], Dict[str, float]]]] = [
        (name, lambda make=make: aec_steps_per_second(make, seconds)) for name, make in rows
    ]
    if arguments.avalonbench:
        directory = arguments.avalonbench
        measures.append(
            ("AvalonBench engine, 5 players (no environment API)",
             lambda: avalonbench_steps_per_second(directory, seconds))
        )
    vectors = [
        (1024, {"players": 5}, "resistance"),
        (1024, {"players": 10, "assassin": {}, "trapper": True, "inquisitor": True}, "resistance"),
        (1024, {"players": 4}, "cells"),
    ]
    for n, config, game in vectors:
        measures.append(
            (f"VectorGames {game} {config}, n={n}",
             lambda n=n, config=config, game=game: vector_steps_per_second(n, config, seconds, game))
        )
    best: Dict[str, Dict[str, float]] = {}
    for _ in range(arguments.repeat):
        for name, measure in measures:
            figures = measure()
            if name not in best or figures["steps/s"] > best[name]["steps/s"]:
                best[name] = figures
    print("| environment (AEC, random legal actions) | steps/s | games/s | steps/game |")
    print("|---|---|---|---|")
    for name, figures in best.items():
        if not name.startswith("VectorGames"):
            print(f"| {name} | {figures['steps/s']:,.0f} | {figures['games/s']:,.0f} | {figures['steps/game']:.1f} |")
    print()
    print("| VectorGames (one core) | steps/s with numpy's random choice | steps/s of step() alone | games/s |")
    print("|---|---|---|---|")
    for name, figures in best.items():
        if name.startswith("VectorGames"):
            print(f"| {name} | {figures['steps/s']:,.0f} | {figures['step alone steps/s']:,.0f} | {figures['games/s']:,.0f} |")


if __name__ == "__main__":
    main()
