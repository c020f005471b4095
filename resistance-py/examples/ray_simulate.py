"""A balance simulation spread over a Ray cluster: each task plays one shard of the
seeds (seed i goes to shard i modulo N, as `simulate --shard I/N` does) in Rust,
and the shards' counts merge into exactly the counts of one process playing every
seed (as `simulate merge` sums the shards' JSON).

    python resistance-py/examples/ray_simulate.py [--games G] [--shards N] [--address ADDR]

Without --address it starts a local Ray instance; with one it joins a cluster.
"""

from __future__ import annotations

import argparse
from typing import Any, Dict, List, Mapping, Optional

import ray

from resistance_engine import merge, simulate


@ray.remote
def play_shard(config: Mapping[str, Any], seeds: List[int], resistance: str, spies: str) -> Dict[str, int]:
    """One task: a seeded batch of games, played in Rust."""
    return simulate(config, seeds, resistance, spies)


def run(
    config: Mapping[str, Any],
    games: int,
    shards: int,
    resistance: str = "logical",
    spies: str = "logical",
) -> Dict[str, int]:
    """The counts of `games` seeded games (seeds 0 to games - 1), over `shards` Ray tasks."""
    parts = [
        play_shard.remote(config, list(range(shard, games, shards)), resistance, spies)
        for shard in range(shards)
    ]
    return merge(*ray.get(parts))


def main(argv: Optional[List[str]] = None) -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--games", type=int, default=2000)
    parser.add_argument("--shards", type=int, default=8)
    parser.add_argument("--players", type=int, default=7)
    parser.add_argument("--address", default=None)
    args = parser.parse_args(argv)
    ray.init(address=args.address, num_cpus=None if args.address else 2)
    config = {"players": args.players}
    counts = run(config, args.games, args.shards)
    rate = counts["resistance"] / counts["games"]
    print(f"{counts['games']} games, {args.players} players, logical bots: Resistance wins {rate:.1%} {counts}")


if __name__ == "__main__":
    main()
