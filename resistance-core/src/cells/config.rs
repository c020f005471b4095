//! The configuration of a Cells game: the player count and the seed.

use crate::kernel::MAX_SEED;
use thiserror::Error;

/// The fewest players a Cells game seats.
pub const CELLS_MIN_PLAYERS: u8 = 3;

/// The most players a Cells game seats.
pub const CELLS_MAX_PLAYERS: u8 = 4;

/// Everything that decides a Cells game before the first command.
///
/// ```
/// use resistance_core::cells::{CellsConfig, CellsGame};
/// let game = CellsGame::new(CellsConfig::new(4, 42)).unwrap();
/// assert_eq!(game.players(), 4);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CellsConfig {
    /// Number of players, 3 or 4.
    pub players: u8,
    /// Seed of the game's generator; at most [`MAX_SEED`](crate::MAX_SEED).
    pub seed: u64,
}

impl CellsConfig {
    /// A Cells game for `players` players with this seed.
    pub const fn new(players: u8, seed: u64) -> CellsConfig {
        CellsConfig { players, seed }
    }

    /// A Cells game for `players` players with a seed drawn from the platform's
    /// secure source ([`secure_seed`](crate::secure_seed), feature `getrandom`).
    #[cfg(feature = "getrandom")]
    pub fn secure(players: u8) -> Result<CellsConfig, crate::kernel::SeedUnavailable> {
        Ok(CellsConfig::new(players, crate::kernel::secure_seed()?))
    }

    /// Checks the configuration without building a game.
    pub const fn validate(&self) -> Result<(), CellsConfigError> {
        if self.players < CELLS_MIN_PLAYERS || self.players > CELLS_MAX_PLAYERS {
            return Err(CellsConfigError::PlayerCount {
                players: self.players,
            });
        }
        if self.seed > MAX_SEED {
            return Err(CellsConfigError::SeedTooLarge { seed: self.seed });
        }
        Ok(())
    }

    /// Spy cards among the `3n` character cards: `n + 1` (CE1).
    pub const fn spies(&self) -> u8 {
        self.players.saturating_add(1)
    }
}

/// Why a configuration cannot make a Cells game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum CellsConfigError {
    /// The player count is not 3 or 4.
    #[error("a Cells game needs 3 or 4 players, not {players}")]
    PlayerCount {
        /// The count that was asked for.
        players: u8,
    },
    /// The seed does not fit in a JavaScript number.
    #[error("the seed {seed} is too large: seeds go up to 2^53 - 1 = 9007199254740991")]
    SeedTooLarge {
        /// The seed that was asked for.
        seed: u64,
    },
}

crate::kernel::stable_error_codes!(CellsConfigError {
    PlayerCount => "player_count",
    SeedTooLarge => "seed_too_large",
});
