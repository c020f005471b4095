//! The configuration of a Cells game: the player count and the seed.

use crate::{
    cells::table::{CELL_SIZE, Character},
    kernel::{BoundedList, MAX_SEED},
};
use thiserror::Error;

/// The fewest players a Cells game seats.
pub const CELLS_MIN_PLAYERS: u8 = 3;

/// The most players a Cells game seats.
pub const CELLS_MAX_PLAYERS: u8 = 4;

/// Each seat's cell as a host deals it, in seat order, each cell's cards in slot
/// order (left, middle, right).
pub type CellsDeal = BoundedList<[Character; CELL_SIZE], { CELLS_MAX_PLAYERS as usize }>;

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
    /// The cells dealt, by seat, when the host deals them rather than the seed.
    /// Without a deal (the default) the seed deals (CE1). A deal holds every card:
    /// like the seed, it is for the host alone. It must hold one cell a player and
    /// `players + 1` Spy cards in all (CE1). The seed still decides the mission
    /// deck and the first player exactly as without a deal. Left out of the JSON
    /// when there is none.
    #[cfg_attr(feature = "arbitrary", arbitrary(default))]
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    #[cfg_attr(feature = "ts", ts(optional))]
    pub deal: Option<CellsDeal>,
}

impl CellsConfig {
    /// A Cells game for `players` players with this seed.
    pub const fn new(players: u8, seed: u64) -> CellsConfig {
        CellsConfig {
            players,
            seed,
            deal: None,
        }
    }

    /// The same configuration with the cells dealt by seat as `cells` says, rather
    /// than by the seed (see [`CellsConfig::deal`]).
    pub const fn with_deal(mut self, cells: CellsDeal) -> CellsConfig {
        self.deal = Some(cells);
        self
    }

    /// A Cells game for `players` players with a seed drawn from the platform's
    /// secure source ([`secure_seed`](crate::secure_seed), feature `getrandom`).
    #[cfg(feature = "getrandom")]
    pub fn secure(players: u8) -> Result<CellsConfig, crate::kernel::SeedUnavailable> {
        Ok(CellsConfig::new(players, crate::kernel::secure_seed()?))
    }

    /// Checks the configuration without building a game.
    pub fn validate(&self) -> Result<(), CellsConfigError> {
        if self.players < CELLS_MIN_PLAYERS || self.players > CELLS_MAX_PLAYERS {
            return Err(CellsConfigError::PlayerCount {
                players: self.players,
            });
        }
        if self.seed > MAX_SEED {
            return Err(CellsConfigError::SeedTooLarge { seed: self.seed });
        }
        if let Some(deal) = self.deal {
            let spies = deal
                .iter()
                .flatten()
                .filter(|&&card| card == Character::Spy)
                .count();
            if deal.len() != usize::from(self.players) || spies != usize::from(self.spies()) {
                return Err(CellsConfigError::DealNotTheDeck {
                    cells: deal.len() as u8,
                    spies: spies as u8,
                    players: self.players,
                });
            }
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
    /// A deal that is not one cell a player with `players + 1` Spy cards in all
    /// (CE1).
    #[error(
        "the deal must be one cell of 3 cards for each of the {players} players, with {} \
         Spy cards in all; {cells} cells with {spies} Spy cards were given",
        players + 1
    )]
    DealNotTheDeck {
        /// Cells given.
        cells: u8,
        /// Spy cards among them.
        spies: u8,
        /// The player count.
        players: u8,
    },
}

crate::kernel::stable_error_codes!(CellsConfigError {
    PlayerCount => "player_count",
    SeedTooLarge => "seed_too_large",
    DealNotTheDeck => "deal_not_the_deck",
});
