"""Plain English for language-model agents: a seat's view, the events it received
and its legal commands as a numbered list whose answer parses back into a command.

Names follow ``naming``: ``"resistance"`` (the Commander, spies) or ``"avalon"``
(Merlin, Minions of Mordred), from the engine's own table of names.

>>> from resistance_engine import Game
>>> from resistance_engine.text import numbered_commands, parse_answer
>>> game = Game.create({"players": 5, "seed": 1})
>>> leader = game.awaiting()[0]
>>> commands = game.legal_commands(leader)
>>> print(numbered_commands(commands).splitlines()[0])
1. Propose the team of seats 0 and 1.
>>> parse_answer("I choose 1", commands) == commands[0]
True
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Any, Callable, Dict, Iterable, List, Mapping, Sequence

from . import _refusal
from . import names as _names

__all__ = [
    "command_text",
    "describe_events",
    "describe_view",
    "event_text",
    "numbered_commands",
    "parse_answer",
]

Json = Dict[str, Any]


@lru_cache(maxsize=None)
def _table(naming: str) -> Json:
    return _names(naming)


def _words(camel: str) -> str:
    """``teamProposed`` as ``team proposed``."""
    return re.sub(r"(?<!^)([A-Z])", r" \1", camel).lower()


def _seats(seats: Iterable[int]) -> str:
    listed = [str(seat) for seat in seats]
    if not listed:
        return "no seat"
    if len(listed) == 1:
        return f"seat {listed[0]}"
    return "seats " + ", ".join(listed[:-1]) + " and " + listed[-1]


def _role(role: str, naming: str) -> str:
    return str(_table(naming)["roles"].get(role, _words(role)))


def _side(side: str, naming: str) -> str:
    return str(_table(naming)["sides"].get(side, _words(side)))


def _value(key: str, value: Any, naming: str) -> str:
    if isinstance(value, list) and all(isinstance(item, int) for item in value):
        return _seats(value)
    if isinstance(value, bool):
        return "yes" if value else "no"
    if isinstance(value, int) and key in ("seat", "leader", "target", "member", "owner", "to", "from", "partner", "neighbour", "holder", "firstLeader"):
        return f"seat {value}"
    if isinstance(value, str):
        if key == "role":
            return _role(value, naming)
        if key in ("allegiance", "winner", "shown", "side"):
            return _side(value, naming)
        return _words(value)
    if isinstance(value, dict):
        inner = {k: v for k, v in value.items() if k != "type"}
        head = _words(value["type"]) if "type" in value else ""
        rest = ", ".join(_field(k, v, naming) for k, v in inner.items())
        return f"{head} ({rest})" if head and rest else head or rest
    if value is None:
        return "none"
    if isinstance(value, list) and key == "roles":
        return "; ".join(f"seat {seat} was {_role(role, naming)}" for seat, role in enumerate(value))
    if isinstance(value, list):
        return "[" + "; ".join(_value(key, item, naming) for item in value) + "]"
    return str(value)


def _field(key: str, value: Any, naming: str) -> str:
    shown = _value(key, value, naming)
    if key == "seat" or (key == "roles" and isinstance(value, list)):
        return shown
    return f"{_words(key)} {shown}"


def _generic(kind: str, fields: Mapping[str, Any], naming: str) -> str:
    rest = ", ".join(_field(key, value, naming) for key, value in fields.items() if key != "type")
    text = _words(kind)
    return f"{text[0].upper()}{text[1:]}" + (f": {rest}." if rest else ".")


# The sentences of the commands and events said better than field by field; any
# other is worded from its fields (``_generic``).
_Sentence = Callable[[Mapping[str, Any], str], str]
_COMMANDS: Dict[str, _Sentence] = {
    "proposeTeam": lambda c, n: f"Propose the team of {_seats(c['team'])}.",
    "vote": lambda c, n: f"Vote to {c['vote']} the team.",
    "playMission": lambda c, n: f"Play a {c['card']} card on the mission.",
    "assassinate": lambda c, n: f"Name seat {c['target']} as {_role('commander', n)}.",
    "inspect": lambda c, n: f"Inspect seat {c['target']}'s loyalty.",
    "setAside": lambda c, n: f"Set aside seat {c['member']}'s mission card.",
    "goOnMission": lambda c, n: f"Go on a mission with seat {c['partner']}.",
    "leave": lambda c, n: "Leave the game.",
}
_EVENTS: Dict[str, _Sentence] = {
    "teamProposed": lambda e, n: (
        f"Seat {e['leader']} proposed the team of {_seats(e['team'])} (round {e['round']}, attempt {e['attempt']})."
    ),
    "roleDealt": lambda e, n: f"Seat {e['seat']} is {_role(e['role'], n)}.",
}


def _sentence(table: Dict[str, _Sentence], item: Mapping[str, Any], naming: str) -> str:
    kind = str(item.get("type", ""))
    said = table.get(kind)
    return said(item, naming) if said else _generic(kind, item, naming)


def command_text(command: Mapping[str, Any], naming: str = "resistance") -> str:
    """One command as an English sentence."""
    return _sentence(_COMMANDS, command, naming)


def event_text(event: Mapping[str, Any], naming: str = "resistance") -> str:
    """One event (without its envelope) as an English sentence."""
    return _sentence(_EVENTS, event, naming)


def describe_events(events: Sequence[Mapping[str, Any]], naming: str = "resistance") -> str:
    """Events, bare or in their audience envelopes, one sentence a line."""
    return "\n".join(event_text(item.get("event", item), naming) for item in events)


def _describe_table(table: Mapping[str, Any], naming: str) -> List[str]:
    lines = []
    if "round" in table:
        lines.append(
            f"Round {table['round']}: seat {table['leader']} leads; {table['rejections']} team(s) rejected this round; "
            f"{table['successes']} mission(s) succeeded, {table['failures']} failed."
        )
        for mission in table.get("missions", []):
            result = "succeeded" if mission["succeeded"] else "failed"
            lines.append(f"Mission {mission['round']}: {_seats(mission['team'])}, {mission['fails']} fail card(s), {result}.")
        for proposal in table.get("proposals", [])[-5:]:
            verdict = "approved" if proposal["approved"] else "rejected"
            lines.append(
                f"Round {proposal['round']} attempt {proposal['attempt']}: seat {proposal['leader']} proposed {_seats(proposal['team'])}; "
                f"approved by {_seats(proposal['approvals'])}, rejected by {_seats(proposal['rejections'])}: {verdict}."
            )
    else:
        lines.append(
            f"Turn {table['turn']}: seat {table['player']} plays; {table['successes']} mission(s) succeeded, {table['failures']} failed; "
            f"{table['deck']} mission card(s) in the deck."
        )
        for seat, cell in enumerate(table.get("cells", [])):
            up = [f"{slot} {card}" for slot, card in zip(("left", "middle", "right"), cell["faceUp"]) if card]
            if up:
                lines.append(f"Seat {seat}'s face-up cards: " + ", ".join(up) + ".")
    lines.append(f"Phase: {_value('phase', table['phase'], naming)}.")
    if table.get("result"):
        lines.append(f"The game is over: {_value('result', table['result'], naming)}.")
    return lines


def describe_view(view: Mapping[str, Any], naming: str = "resistance") -> str:
    """A seat's view (``Game.view`` or ``CellsGame.view``) in English sentences."""
    lines = []
    if "role" in view:
        lines.append(
            f"You are seat {view['seat']}, {_role(view['role'], naming)}, on the {_side(view['allegiance'], naming)} side."
        )
        for sighting in view.get("sightings", []):
            appears = {"spy": _side("spy", naming), "commanderCandidate": _role("commander", naming) + " (or a pretender)"}.get(
                sighting["appearsAs"], _words(sighting["appearsAs"])
            )
            lines.append(f"You know seat {sighting['seat']} appears as {appears}.")
        if view.get("vote"):
            lines.append(f"You voted to {view['vote']} this team.")
        if view.get("missionCard"):
            lines.append(f"You played {view['missionCard']} on this mission.")
    else:
        lines.append(f"You are seat {view['seat']}.")
        if view.get("hand"):
            lines.append("Your cell's cards to arrange: " + ", ".join(view["hand"]) + ".")
        for seat, cell in enumerate(view.get("memory", [])):
            for slot, seen in zip(("left", "middle", "right"), cell):
                if seen:
                    lines.append(f"You saw a {seen['card']} card in seat {seat}'s {slot} slot at turn {seen['turn']}.")
        if view.get("missionCards"):
            lines.append("Your mission cards: " + ", ".join(view["missionCards"]) + ".")
    lines.extend(_describe_table(view["table"], naming))
    return "\n".join(lines)


def numbered_commands(commands: Sequence[Mapping[str, Any]], naming: str = "resistance") -> str:
    """The commands as a numbered list from 1, one a line."""
    return "\n".join(f"{number}. {command_text(command, naming)}" for number, command in enumerate(commands, 1))


def parse_answer(answer: str, commands: Sequence[Mapping[str, Any]]) -> Dict[str, Any]:
    """The command an answer chooses: its first whole number, from 1, in the list
    ``numbered_commands`` showed. Anything else raises ``ResistanceError``
    (``invalid_argument``)."""
    match = re.search(r"\d+", answer)
    if match is None or not 1 <= int(match.group()) <= len(commands):
        raise _refusal(
            "invalid_argument",
            f"the answer must name a command by its number, 1 to {len(commands)}: {answer[:80]!r}",
        )
    return dict(commands[int(match.group()) - 1])
