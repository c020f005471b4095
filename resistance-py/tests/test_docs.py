"""The README documents the observation field by field: its tables list exactly
the fields the encoder writes (names, offsets, sizes), so they cannot drift."""

from __future__ import annotations

import pathlib
import re
from typing import List, Tuple, Type, Union

import pytest

from resistance_engine import CellsGame, Game

README = pathlib.Path(__file__).parent.parent / "README.md"


def rows(kind: Type[Union[Game, CellsGame]]) -> List[Tuple[int, str, str]]:
    """(offset, field, size) a row: a list's items in one row, `name[0..n]`, with
    the size `n × item`."""
    collapsed: List[Tuple[int, str, str]] = []
    lists: dict = {}
    for name, offset, length in kind.observation_fields():
        match = re.match(r"(\w+)\[(\d+)\]\.", name)
        if match is None:
            collapsed.append((offset, name, str(length)))
            continue
        key = match.group(1)
        if key not in lists:
            lists[key] = [offset, 0, set(), len(collapsed)]
            collapsed.append((offset, key, ""))
        entry = lists[key]
        entry[1] += length
        entry[2].add(int(match.group(2)))
    for key, (offset, total, items, at) in lists.items():
        count = len(items)
        collapsed[at] = (offset, f"{key}[0..{count}]", f"{count} × {total // count}")
    return collapsed


def documented(title: str) -> List[Tuple[int, str, str]]:
    text = README.read_text(encoding="utf-8")
    section = text.split(title, 1)[1]
    table = []
    for line in section.splitlines()[1:]:
        if table and not line.startswith("|"):
            break
        cells = [cell.strip().strip("`") for cell in line.strip().strip("|").split("|")]
        if len(cells) >= 3 and cells[0].isdigit():
            table.append((int(cells[0]), cells[1], cells[2]))
    return table


@pytest.mark.parametrize(
    "kind,title",
    [(Game, "### The Resistance's observation"), (CellsGame, "### The Cells observation")],
)
def test_the_readme_lists_every_field_of_the_observation(kind, title) -> None:  # type: ignore[no-untyped-def]
    assert documented(title) == rows(kind)
    last = kind.observation_fields()[-1]
    assert f"{last[1] + last[2]} numbers" in README.read_text(encoding="utf-8")


def test_the_readme_gives_the_action_counts() -> None:
    text = " ".join(README.read_text(encoding="utf-8").split())
    five = Game.create({"players": 5, "seed": 1}).action_count()
    ten = Game.create({"players": 10, "seed": 1}).action_count()
    three = CellsGame.create({"players": 3, "seed": 1}).action_count()
    assert f"{five} actions at 5 players, {ten:,} at 10" in text
    assert f"{three} actions at 3 players" in text


def test_the_readme_s_tour_of_the_games_runs() -> None:
    text = README.read_text(encoding="utf-8")
    tour = text.split("## The games", 1)[1].split("```python", 1)[1].split("```", 1)[0]
    namespace: dict = {}
    exec(compile(tour, "README.md", "exec"), namespace)
    assert namespace["game"].public_view()["phase"]["type"] == "mission"
    assert namespace["refused"][0] == "invalid_json"
    assert namespace["again"].record() == namespace["record"]


if __name__ == "__main__":
    for kind in (Game, CellsGame):
        print(kind.__name__)
        for offset, name, size in rows(kind):
            print(f"| {offset} | `{name}` | {size} | |")
