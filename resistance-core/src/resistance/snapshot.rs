//! Snapshots: the whole authoritative game, saved and restored.
//!
//! **A snapshot holds every secret of the game** (all roles, secret votes, who played
//! Fail, the generator state that decides future shuffles). Keep it on the host; never
//! send it to a player. Players get views ([`crate::Game::view`]), which hold nothing
//! they may not know.
//!
//! In JSON a snapshot is `{"version": 1, "game": {...}}`. [`Game::restore`] refuses an
//! unknown version and checks that the saved game is one the rules could have produced
//! (a replay of its recorded history), so a corrupted snapshot is refused rather than
//! played on.
//!
//! [`Game::restore`]: crate::Game::restore

use crate::resistance::{config::ConfigError, state::State};
use core::fmt;
use thiserror::Error;

/// The snapshot format this library writes and reads.
pub const SNAPSHOT_VERSION: u32 = 1;

/// A saved game, secrets included. Made by [`crate::Game::snapshot`], turned back into
/// a game by [`crate::Game::restore`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "camelCase", deny_unknown_fields)
)]
pub struct Snapshot {
    version: u32,
    game: State,
}

impl Snapshot {
    pub(crate) fn of(state: &State) -> Snapshot {
        Snapshot {
            version: SNAPSHOT_VERSION,
            game: state.clone(),
        }
    }

    /// The format version this snapshot was written in.
    pub const fn version(&self) -> u32 {
        self.version
    }

    pub(crate) fn into_state(self) -> Result<State, SnapshotError> {
        if self.version != SNAPSHOT_VERSION {
            return Err(SnapshotError::UnsupportedVersion {
                found: self.version,
                supported: SNAPSHOT_VERSION,
            });
        }
        self.game.config.validate().map_err(SnapshotError::Config)?;
        self.game.validate().map_err(SnapshotError::Corrupted)?;
        Ok(self.game)
    }
}

/// Just the version of a snapshot. Decode this first: a snapshot of another version
/// may not decode as a [`Snapshot`] at all, and this tells the caller why.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct SnapshotHeader {
    /// The format version.
    pub version: u32,
}

/// Why a snapshot cannot be restored. Nothing was restored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum SnapshotError {
    /// The snapshot was written in a format this library does not read.
    #[error("snapshot version {found} is not supported: this library reads version {supported}")]
    UnsupportedVersion {
        /// The version found.
        found: u32,
        /// The version this library reads.
        supported: u32,
    },
    /// The saved configuration is not a valid configuration.
    #[error("the snapshot's configuration is invalid: {0}")]
    Config(ConfigError),
    /// The saved game is not one the rules could have produced.
    #[error("the snapshot is corrupted: {0}")]
    Corrupted(Corruption),
}

crate::table::stable_error_codes!(SnapshotError {
    UnsupportedVersion => "unsupported_snapshot_version",
    Config => "snapshot_config_invalid",
    Corrupted => "snapshot_corrupted",
});

/// Which part of a saved game contradicts the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum Corruption {
    /// The roles are not a deal for this player count (B1).
    Roles,
    /// A seat number is outside the table.
    Seats,
    /// The proposal history does not follow B6–B9.
    Proposals,
    /// The mission history does not follow B3, B10, B11.
    Missions,
    /// Round, leader or rejection count disagree with the history.
    Progress,
    /// The current vote or mission is impossible.
    Phase,
    /// The recorded end disagrees with the history (B9, B12, AS4, LV1).
    Ending,
    /// The hidden agendas break HA1–HA3.
    Agendas,
    /// The set-aside cards break TR2.
    Trapper,
    /// The loyalty deck or the Defectors' allegiance break DF1, DF3.
    Defector,
    /// The Inquisitor token or inspections break IQ1–IQ3.
    Inquisitor,
}

impl fmt::Display for Corruption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Corruption::Roles => "the roles are not a deal for this player count",
            Corruption::Seats => "a seat number is outside the table",
            Corruption::Proposals => "the proposal history breaks the rules",
            Corruption::Missions => "the mission history breaks the rules",
            Corruption::Progress => "round, leader or rejection count disagree with the history",
            Corruption::Phase => "the vote or mission under way is impossible",
            Corruption::Ending => "the recorded end disagrees with the history",
            Corruption::Agendas => "the hidden agendas break the rules",
            Corruption::Trapper => "the set-aside cards break the rules",
            Corruption::Defector => "the loyalty deck or the Defectors' allegiance break the rules",
            Corruption::Inquisitor => "the Inquisitor's token or inspections break the rules",
        })
    }
}
