//! Game configuration: plain data, validated by [`Game::new`](crate::Game::new).

use thiserror::Error;

/// The largest seed a configuration accepts: 2^53 − 1, the largest integer a
/// JavaScript number holds exactly, so a seed survives the JSON wire format.
pub const MAX_SEED: u64 = (1 << 53) - 1;

/// The fewest players a game seats (B1).
pub const MIN_PLAYERS: u8 = 5;

/// What happens when a player leaves (LV1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub enum LeavePolicy {
    /// The game ends at once, abandoned, with no winner.
    #[default]
    EndGame,
    /// The seat stays and waits for a substitute: the host seats someone and sends
    /// [`Command::ClaimSeat`](crate::Command::ClaimSeat) for it. Until then the seat
    /// cannot act, and the game waits for it where it must.
    Substitute,
}

/// Everything that decides a game before the first command.
///
/// ```
/// use resistance_core::{GameConfig, LeavePolicy};
/// let config = GameConfig::new(7, 42).with_leave_policy(LeavePolicy::Substitute);
/// assert_eq!(config.players, 7);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "camelCase", deny_unknown_fields)
)]
#[non_exhaustive]
pub struct GameConfig {
    /// Number of players, 5 to 10 (B1).
    pub players: u8,
    /// Seed of the game's generator; at most [`MAX_SEED`].
    pub seed: u64,
    /// What a player leaving does to the game (LV1).
    #[cfg_attr(feature = "serde", serde(default))]
    pub leave_policy: LeavePolicy,
}

impl GameConfig {
    /// A base game for `players` players with this seed and the default leave policy.
    pub const fn new(players: u8, seed: u64) -> GameConfig {
        GameConfig {
            players,
            seed,
            leave_policy: LeavePolicy::EndGame,
        }
    }

    /// The same configuration with another leave policy.
    pub const fn with_leave_policy(mut self, leave_policy: LeavePolicy) -> GameConfig {
        self.leave_policy = leave_policy;
        self
    }

    /// Checks the configuration without building a game.
    pub fn validate(&self) -> Result<(), ConfigError> {
        if !(MIN_PLAYERS..=crate::MAX_PLAYERS as u8).contains(&self.players) {
            return Err(ConfigError::PlayerCount {
                players: self.players,
            });
        }
        if self.seed > MAX_SEED {
            return Err(ConfigError::SeedTooLarge { seed: self.seed });
        }
        Ok(())
    }
}

/// Why a configuration cannot make a game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ConfigError {
    /// The player count is outside 5..=10 (B1).
    #[error("a game needs 5 to 10 players, not {players}")]
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

impl ConfigError {
    /// A stable identifier for bindings and logs.
    pub const fn code(&self) -> &'static str {
        match self {
            ConfigError::PlayerCount { .. } => "player_count",
            ConfigError::SeedTooLarge { .. } => "seed_too_large",
        }
    }
}
