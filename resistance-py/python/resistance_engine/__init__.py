"""The Resistance rules engine, from Python.

``Game`` (The Resistance with its modules) and ``CellsGame`` (the Cells variant)
have the operations of the npm classes: create from a configuration dict, apply a
command, a seat's view, the public view, choices, legal commands, the record,
replay, a seat's replay, bots and deduction (``Game``). Commands, events, views
and records are dicts in the JSON wire format's shape (docs/wire-format.md).
Every refusal raises ``ResistanceError`` with a stable ``code`` and the engine's
message, and leaves the game as it was.

For learning agents each game also has fixed action indices (``action_count``,
``action_mask``, ``apply_action``) and fixed-size observations (``observe``,
documented field by field by ``observation_fields``);
``resistance_engine.pettingzoo`` is a PettingZoo AEC environment over them,
``VectorGames`` steps many games at once in Rust, and ``resistance_engine.text``
words views, events and commands in English for language-model agents.

>>> from resistance_engine import Game
>>> game = Game.create({"players": 5, "seed": 1})
>>> leader = game.awaiting()[0]
>>> outcome = game.apply(leader, game.legal_commands(leader)[0])
>>> game.public_view()["phase"]["type"]
'voting'
"""

from __future__ import annotations

import json
import secrets
from typing import Any, ClassVar, Dict, List, Mapping, Optional, Tuple, Type, TypeVar

import numpy as np
import numpy.typing as npt

from . import _native
from ._native import ResistanceError

__all__ = [
    "CellsGame",
    "Game",
    "ResistanceError",
    "VectorGames",
    "error_codes",
    "merge",
    "names",
    "simulate",
    "visible",
]

Json = Dict[str, Any]
_T = TypeVar("_T", bound="_Table")


def _refusal(code: str, message: str) -> ResistanceError:
    error = ResistanceError(message)
    error.code = code
    error.message = message
    return error


def _dumps(value: object, what: str) -> str:
    try:
        return json.dumps(value)
    except (TypeError, ValueError) as error:
        raise _refusal("invalid_argument", f"{what} is not JSON: {error}") from None


class _Table:
    """What both games share: one body over the native class of each."""

    _native_class: ClassVar[Any]

    def __init__(self, core: Any) -> None:
        self._core = core

    @classmethod
    def create(cls: Type[_T], config: Mapping[str, Any]) -> _T:
        """A new game from a configuration dict; without ``"seed"`` a secure one
        is drawn."""
        return cls(cls._native_class.create(_dumps(config, "the configuration")))

    @classmethod
    def replay(cls: Type[_T], record: Mapping[str, Any]) -> _T:
        """The game of a record (``record()``), replayed through the rules."""
        return cls(cls._native_class.replay(_dumps(record, "the record")))

    @classmethod
    def seat_replay(cls, record: Mapping[str, Any], seat: int) -> List[Json]:
        """What ``seat`` received, step by step, in the game of a record: a list
        of ``{"events", "view"}``, for that seat alone."""
        return json.loads(cls._native_class.seat_replay(_dumps(record, "the record"), seat))  # type: ignore[no-any-return]

    @classmethod
    def spectator_replay(cls, record: Mapping[str, Any]) -> Json:
        """The game of a record as a spectator saw it (no seed, nothing hidden)."""
        return json.loads(cls._native_class.spectator_replay(_dumps(record, "the record")))  # type: ignore[no-any-return]

    def clone(self: _T) -> _T:
        """An independent copy."""
        return type(self)(self._core.clone())

    @property
    def players(self) -> int:
        """The number of seats."""
        return int(self._core.players())

    def apply(self, seat: int, command: Mapping[str, Any]) -> Json:
        """``seat`` sends ``command``; the outcome ``{"events": [...]}``."""
        return json.loads(self._core.apply(seat, _dumps(command, "the command")))  # type: ignore[no-any-return]

    def last_outcome(self) -> Json:
        """The outcome of the last accepted command."""
        return json.loads(self._core.last_outcome())  # type: ignore[no-any-return]

    def opening(self) -> List[Json]:
        """The events of the game's setup, each in its audience envelope."""
        return json.loads(self._core.opening())  # type: ignore[no-any-return]

    def view(self, seat: int) -> Json:
        """Everything ``seat`` may know now (for that seat's eyes only)."""
        return json.loads(self._core.view(seat))  # type: ignore[no-any-return]

    def public_view(self) -> Json:
        """Everything a spectator may know now."""
        return json.loads(self._core.public_view())  # type: ignore[no-any-return]

    def choices(self, seat: int) -> Json:
        """What ``seat`` may do now, compactly."""
        return json.loads(self._core.choices(seat))  # type: ignore[no-any-return]

    def legal_commands(self, seat: int) -> List[Json]:
        """Every command ``apply(seat, _)`` would accept now."""
        return json.loads(self._core.legal_commands(seat))  # type: ignore[no-any-return]

    def awaiting(self) -> List[int]:
        """The seats the game waits for (host only)."""
        return list(self._core.awaiting())

    def result(self) -> Optional[Json]:
        """How the game ended, ``None`` while it goes on."""
        return json.loads(self._core.result())  # type: ignore[no-any-return]

    def is_over(self) -> bool:
        """Whether the game has ended."""
        return bool(self._core.is_over())

    def seeded_config(self) -> Json:
        """The configuration, seed included: host only."""
        return json.loads(self._core.seeded_config())  # type: ignore[no-any-return]

    def player_config(self) -> Json:
        """The configuration without its seed: safe for players."""
        return json.loads(self._core.player_config())  # type: ignore[no-any-return]

    def record(self) -> Json:
        """The record (configuration and accepted commands): host only."""
        return json.loads(self._core.record())  # type: ignore[no-any-return]

    # --- for learning agents -----------------------------------------------------

    def action_count(self) -> int:
        """The size of the flat action space (fixed for a player count)."""
        return int(self._core.action_count())

    def action_command(self, index: int) -> Json:
        """The command of action ``index``."""
        return json.loads(self._core.action_command(index))  # type: ignore[no-any-return]

    def action_index(self, command: Mapping[str, Any]) -> Optional[int]:
        """The action index of ``command``; ``None`` for one outside the space."""
        index = self._core.action_index(_dumps(command, "the command"))
        return None if index is None else int(index)

    def action_mask(self, seat: int) -> npt.NDArray[np.uint8]:
        """``seat``'s legal actions now, 1 for legal (leaving is never in it)."""
        return self._core.action_mask(seat)  # type: ignore[no-any-return]

    def apply_action(self, seat: int, index: int) -> Json:
        """``seat`` plays action ``index``; the outcome."""
        return json.loads(self._core.apply_action(seat, index))  # type: ignore[no-any-return]

    def observe(self, seat: int) -> npt.NDArray[np.float32]:
        """``seat``'s observation: a fixed-size vector of its view alone."""
        return self._core.observe(seat)  # type: ignore[no-any-return]

    def rewards(self) -> npt.NDArray[np.float32]:
        """Every seat's reward: +1 won, -1 lost, 0 while the game goes on."""
        return self._core.rewards()  # type: ignore[no-any-return]

    @classmethod
    def observation_fields(cls) -> List[Tuple[str, int, int]]:
        """The observation's fields: ``(name, offset, length)``, in order."""
        return list(cls._native_class.observation_fields())

    def acting_seat(self) -> Optional[int]:
        """The seat the game waits for first (the one an agent plays next)."""
        awaiting = self.awaiting()
        return awaiting[0] if awaiting else None


class Game(_Table):
    """A game of The Resistance with any of its modules."""

    _native_class = _native.GameCore

    def bot_command(self, seat: int, kind: str = "logical", seed: Optional[int] = None) -> Json:
        """The command the bot ``kind`` (``"random"``, ``"logical"``, ``"standIn"``,
        ``"search"``) chooses for ``seat`` now, from that seat's view alone; not
        applied. ``seed`` drives its draws (a fresh secure one when ``None``)."""
        seed = secrets.randbits(53) if seed is None else seed
        return json.loads(self._core.bot_command(seat, kind, seed))  # type: ignore[no-any-return]

    def play_bot(self, seat: int, kind: str = "logical", seed: Optional[int] = None) -> Json:
        """Applies ``bot_command(seat, kind, seed)``; the outcome."""
        return self.apply(seat, self.bot_command(seat, kind, seed))

    def history(self, seat: int) -> Json:
        """The game's history as ``seat`` may know it: the vote-history grid, round
        by round (each team voted on, the mission and its result, the plot cards
        used, the inspections), with what that seat alone knows of each round under
        ``own``. For that seat's eyes only."""
        return json.loads(self._core.history(seat))  # type: ignore[no-any-return]

    def public_history(self) -> Json:
        """The game's history as a spectator may know it (``seat`` is ``None``, and
        no round has an ``own`` part)."""
        return json.loads(self._core.public_history())  # type: ignore[no-any-return]

    def deduce(self, seat: int) -> Json:
        """What ``seat`` may deduce from its view: the deals that fit it
        (``worlds``) and each seat's probability of being a spy and the Commander."""
        return json.loads(self._core.deduce(seat))  # type: ignore[no-any-return]


class CellsGame(_Table):
    """A game of the Cells variant (3 or 4 players)."""

    _native_class = _native.CellsCore


class VectorGames:
    """``n`` games of one configuration stepped at once in Rust, the GIL released.

    ``step(actions)`` takes one action index per game, for the seat the game waits
    for first, and returns ``(observations, masks, rewards, dones, agents)`` as numpy
    arrays: observations ``(n, size)`` float32, masks ``(n, actions)`` uint8, rewards
    ``(n, 10)`` float32 (+1/-1 by seat for the games that ended in this step), dones
    ``(n,)`` bool, agents ``(n,)`` int64 (the seat each game waits for next). A game
    that ended is replaced at once by a new one: game ``i`` starts with seed
    ``s + i`` (``s``, the configuration's ``"seed"``, 0 when missing), the ``k``-th
    replacement of the batch (in game order) gets ``s + n + k``. A refused action
    raises ``ResistanceError`` and changes no game.
    """

    def __init__(self, n: int, config: Mapping[str, Any], game: str = "resistance") -> None:
        self._native = _native.VectorGames(n, _dumps(config, "the configuration"), game)

    def __len__(self) -> int:
        return len(self._native)

    def action_count(self) -> int:
        """The size of each game's action space."""
        return int(self._native.action_count())

    def observation_size(self) -> int:
        """The size of each observation."""
        return int(self._native.observation_size())

    def observe(self) -> Tuple[Any, Any, Any, Any, Any]:
        """The arrays of ``step`` for the games as they are (rewards 0, dones false)."""
        return tuple(self._native.observe())  # type: ignore[return-value]

    def step(self, actions: Any) -> Tuple[Any, Any, Any, Any, Any]:
        """One action per game; see the class."""
        try:
            array = np.ascontiguousarray(actions, dtype=np.int64).reshape(-1)
        except (TypeError, ValueError) as error:
            raise _refusal("invalid_argument", f"the actions are not whole numbers: {error}") from None
        return tuple(self._native.step(array))  # type: ignore[return-value]


def visible(envelopes: List[Json], seat: int) -> List[Json]:
    """The events of ``envelopes`` (an outcome's ``events`` or ``opening()``) that
    ``seat`` may see, without their envelopes."""
    return [
        envelope["event"]
        for envelope in envelopes
        if envelope["audience"]["type"] == "everyone" or seat in envelope["audience"].get("seats", [])
    ]


def names(naming: str = "resistance") -> Json:
    """The English names of the cards, modules and sides, under ``"resistance"`` or
    ``"avalon"`` (Merlin, Percival, ...), keyed by their wire names."""
    return json.loads(_native.names(naming))  # type: ignore[no-any-return]


def simulate(
    config: Mapping[str, Any], seeds: List[int], resistance: str = "logical", spies: str = "logical"
) -> Dict[str, int]:
    """Plays one game a seed to its end in Rust (the GIL released): the bot
    ``resistance`` on every Resistance seat, ``spies`` on every spy. Returns the
    counts ``{"games", "resistance", "spies", "none"}`` (wins of each side, games
    without a winner); counts of disjoint seeds add up exactly (``merge``)."""
    games, resistance_wins, spy_wins, none = _native.simulate(
        _dumps(config, "the configuration"), list(seeds), resistance, spies
    )
    return {"games": games, "resistance": resistance_wins, "spies": spy_wins, "none": none}


def merge(*counts: Mapping[str, int]) -> Dict[str, int]:
    """The counts of several ``simulate`` runs over disjoint seeds, summed: exactly
    the counts of one run over all their seeds (as ``simulate merge`` sums shards)."""
    merged = {"games": 0, "resistance": 0, "spies": 0, "none": 0}
    for part in counts:
        for key in merged:
            merged[key] += int(part[key])
    return merged


def error_codes() -> List[str]:
    """Every ``ResistanceError.code`` the package can raise, sorted."""
    return list(_native.error_codes())
