//! Game records: the one canonical save of a game, for both games.
//!
//! A [`Record`] is the format version, which game it is, the configuration (seed
//! included) and the commands that were accepted, in order, each with the seat
//! that sent it. Restoring a game is replaying its record through the engine's own
//! [`Table::apply`](crate::Table::apply): nothing is checked by hand, so no validation can drift from the
//! rules, and the restored game equals the original (state and record alike). A
//! whole game replays in microseconds. A game keeps its record when it is
//! [`Recorded`](crate::Recorded) (the bindings' games are).
//!
//! **A record holds every secret.** Its configuration holds the seed, which decides
//! the deal, every shuffle and so every role; its commands hold every secret vote,
//! every mission card and every sealed agenda. Keep it on the host while the game is
//! on. Players get views ([`Table::view`](crate::Table::view)); what a host may publish during a game is
//! [`SpectatorRecord`](crate::SpectatorRecord); once the game is over the whole record may be published.
//!
//! Version 1 snapshots (a dump of the state, checked against the rules but not
//! against its own seed) are refused as [`ReplayError::UnsupportedVersion`].
//!
//! ```
//! use resistance_core::{Game, GameConfig, Recorded, Table};
//!
//! let mut game = Recorded::<Game>::new(GameConfig::new(5, 7)).unwrap();
//! for _ in 0..12 {
//!     let seat = game.awaiting().into_iter().next().unwrap();
//!     let command = game.legal_commands(seat)[0];
//!     game.apply(seat, command).unwrap();
//! }
//! let record = game.record();
//! assert_eq!(record.commands().len(), 12);
//! // Restoring is replaying: the same game, byte for byte.
//! assert_eq!(Recorded::<Game>::replay(&record).unwrap(), game);
//! assert_eq!(&Game::replay(&record).unwrap(), game.game());
//! ```

use crate::kernel::{ErrorCode, NoSuchSeat, Seat};
use alloc::vec::Vec;
use thiserror::Error;

/// The record format this library writes and reads. Version 1 was a dump of the
/// state; version 2 is the record of accepted commands.
pub const RECORD_VERSION: u32 = 2;

/// Which game a record or a handle is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum GameKind {
    /// The base game and its modules ([`Game`](crate::Game)).
    Resistance,
    /// The Cells variant ([`CellsGame`](crate::cells::CellsGame)).
    Cells,
}

impl GameKind {
    /// The game's name in the wire format and the bindings.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Resistance => "resistance",
            GameKind::Cells => "cells",
        }
    }
}

impl core::fmt::Display for GameKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// One accepted command and the seat that sent it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Move<M> {
    /// Who sent it.
    pub seat: Seat,
    /// What was sent.
    pub command: M,
}

/// A whole game: version, game, configuration (seed included) and every accepted
/// command in order. Made by [`Recorded::record`](crate::Recorded::record), turned back into the game by
/// [`Table::replay`](crate::Table::replay). **It holds every secret**: keep it on the host while the game is on.
///
/// In JSON: `{"version":2,"game":"resistance","config":{...},"commands":[{"seat":0,
/// "command":{...}}, ...]}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Record<C, M> {
    version: u32,
    game: GameKind,
    config: C,
    commands: Vec<Move<M>>,
}

impl<C, M> Record<C, M> {
    /// A record of the current version: `config` for `game`, then `commands` in order.
    /// Whether the rules accept it is for [`Table::replay`](crate::Table::replay) to say.
    pub fn new(game: GameKind, config: C, commands: Vec<Move<M>>) -> Record<C, M> {
        Record {
            version: RECORD_VERSION,
            game,
            config,
            commands,
        }
    }

    /// The format version it was written in.
    pub const fn version(&self) -> u32 {
        self.version
    }

    /// Which game it is a record of.
    pub const fn game(&self) -> GameKind {
        self.game
    }

    /// The configuration the game was made from (seed included: host only).
    pub const fn config(&self) -> &C {
        &self.config
    }

    /// The accepted commands, in order (host only: they hold every secret).
    pub fn commands(&self) -> &[Move<M>] {
        &self.commands
    }

    /// Refuses a record of another format version or of another game than `kind`,
    /// before anything of it is replayed.
    pub(crate) fn check<ConfigError, CommandError>(
        &self,
        kind: GameKind,
    ) -> Result<(), ReplayError<ConfigError, CommandError>> {
        if self.version != RECORD_VERSION {
            return Err(ReplayError::UnsupportedVersion {
                found: self.version,
                supported: RECORD_VERSION,
            });
        }
        if self.game != kind {
            return Err(ReplayError::OtherGame {
                found: self.game,
                expected: kind,
            });
        }
        Ok(())
    }

    /// The same record cut to its first `len` commands: the game as it was then.
    pub fn truncated(mut self, len: usize) -> Record<C, M> {
        self.commands.truncate(len);
        self
    }
}

/// Why a record cannot be replayed. Nothing was restored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ReplayError<ConfigError, CommandError> {
    /// The record was written in a format this library does not read (version 1
    /// was a dump of the state, no longer read).
    #[error(
        "snapshot version {found} is not supported: this library reads version {supported} \
         (a record of the accepted commands)"
    )]
    UnsupportedVersion {
        /// The version found.
        found: u32,
        /// The version this library reads.
        supported: u32,
    },
    /// The record is of the other game.
    #[error("the record is of the game `{found}`, not `{expected}`")]
    OtherGame {
        /// The game the record is of.
        found: GameKind,
        /// The game asked for.
        expected: GameKind,
    },
    /// The recorded configuration is not a valid configuration.
    #[error("the record's configuration is invalid: {0}")]
    Config(ConfigError),
    /// A seat's replay was asked for a seat that is not at the table.
    #[error(transparent)]
    NoSuchSeat(NoSuchSeat),
    /// The rules refuse one of the recorded commands: the record was cut, reordered
    /// or edited.
    #[error("the record's command {index} ({seat}) is refused: {error}")]
    Refused {
        /// Its place in the record's list, from 0.
        index: usize,
        /// The seat that sent it.
        seat: Seat,
        /// Why the engine refuses it there.
        error: CommandError,
    },
}

impl<C: ErrorCode, M: ErrorCode> ErrorCode for ReplayError<C, M> {
    const CODES: &'static [&'static str] = &[
        "unsupported_snapshot_version",
        "record_of_another_game",
        "snapshot_config_invalid",
        "record_command_refused",
        "no_such_seat",
    ];

    fn code(&self) -> &'static str {
        let index = match self {
            ReplayError::UnsupportedVersion { .. } => 0,
            ReplayError::OtherGame { .. } => 1,
            ReplayError::Config(_) => 2,
            ReplayError::Refused { .. } => 3,
            ReplayError::NoSuchSeat(_) => 4,
        };
        Self::CODES[index]
    }
}

impl<C: ErrorCode, M: ErrorCode> ReplayError<C, M> {
    /// A stable identifier for bindings and logs (`snake_case`, never reused).
    pub fn code(&self) -> &'static str {
        ErrorCode::code(self)
    }
}
