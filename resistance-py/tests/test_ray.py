"""The Ray example on a local Ray instance equals the one-process run with the
same seeds, and shards' counts merge exactly."""

from __future__ import annotations

import ray

from conftest import load_example
from resistance_engine import merge, simulate


def test_a_ray_run_equals_the_one_process_run() -> None:
    example = load_example("ray_simulate")
    config = {"players": 6, "assassin": {}}
    ray.init(num_cpus=2, include_dashboard=False, log_to_driver=False)
    try:
        spread = example.run(config, 120, 5)
    finally:
        ray.shutdown()
    whole = simulate(config, list(range(120)))
    assert spread == whole
    assert whole["games"] == 120 and whole["resistance"] + whole["spies"] + whole["none"] == 120
    assert 0 < whole["resistance"] < 120


def test_shards_merge_into_the_whole() -> None:
    config = {"players": 5}
    halves = merge(simulate(config, list(range(0, 40, 2))), simulate(config, list(range(1, 40, 2))))
    assert halves == simulate(config, list(range(40)))
