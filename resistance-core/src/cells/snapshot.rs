//! Snapshots of a Cells game: the whole authoritative game, saved and restored.
//!
//! **A snapshot holds every secret** (every cell, the deck's order, every seat's
//! memory, the generator state). Keep it on the host; players get views.
//!
//! In JSON a snapshot is `{"version": 1, "game": {...}}`. [`CellsGame::restore`]
//! refuses an unknown version and checks that the saved game is one the rules could
//! have produced (cards conserved, missions and score consistent, the step under
//! way possible), so a corrupted snapshot is refused rather than played on.
//!
//! [`CellsGame::restore`]: crate::cells::CellsGame::restore

use crate::cells::{config::CellsConfigError, state::CellsState};
use core::fmt;
use thiserror::Error;

/// The Cells snapshot format this library writes and reads.
pub const CELLS_SNAPSHOT_VERSION: u32 = 1;

/// A saved Cells game, secrets included. Made by
/// [`CellsGame::snapshot`](crate::cells::CellsGame::snapshot), turned back into a
/// game by [`CellsGame::restore`](crate::cells::CellsGame::restore).
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
pub struct CellsSnapshot {
    version: u32,
    game: CellsState,
}

impl CellsSnapshot {
    pub(crate) fn of(state: &CellsState) -> CellsSnapshot {
        CellsSnapshot {
            version: CELLS_SNAPSHOT_VERSION,
            game: state.clone(),
        }
    }

    /// The format version this snapshot was written in.
    pub const fn version(&self) -> u32 {
        self.version
    }

    pub(crate) fn into_state(self) -> Result<CellsState, CellsSnapshotError> {
        if self.version != CELLS_SNAPSHOT_VERSION {
            return Err(CellsSnapshotError::UnsupportedVersion {
                found: self.version,
                supported: CELLS_SNAPSHOT_VERSION,
            });
        }
        self.game
            .config
            .validate()
            .map_err(CellsSnapshotError::Config)?;
        self.game
            .validate()
            .map_err(CellsSnapshotError::Corrupted)?;
        Ok(self.game)
    }

    /// The saved state, for tests that corrupt it on purpose.
    #[cfg(test)]
    pub(crate) fn state_mut(&mut self) -> &mut CellsState {
        &mut self.game
    }

    /// Overwrites the version, for tests.
    #[cfg(test)]
    pub(crate) fn set_version(&mut self, version: u32) {
        self.version = version;
    }
}

/// Why a Cells snapshot cannot be restored. Nothing was restored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum CellsSnapshotError {
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
    Config(CellsConfigError),
    /// The saved game is not one the rules could have produced.
    #[error("the snapshot is corrupted: {0}")]
    Corrupted(CellsCorruption),
}

crate::table::stable_error_codes!(CellsSnapshotError {
    UnsupportedVersion => "unsupported_snapshot_version",
    Config => "snapshot_config_invalid",
    Corrupted => "snapshot_corrupted",
});

/// Which part of a saved Cells game contradicts the rules.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum CellsCorruption {
    /// A list does not have one entry per seat, or a seat is outside the table.
    Seats,
    /// The character cards are not `3n` with `n + 1` spies, or lie face up where they
    /// cannot (CE1, CE2, CE7).
    Characters,
    /// The mission cards are not 4 Success and 5 Fail, each somewhere (CE5).
    MissionCards,
    /// The missions or the score break CE6–CE8.
    Missions,
    /// The step under way is impossible.
    Phase,
    /// A memory or a scouting record is dated after the current turn.
    Memory,
    /// The recorded end disagrees with the missions or the cells (CE8).
    Ending,
}

impl fmt::Display for CellsCorruption {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CellsCorruption::Seats => "a list does not match the seats at the table",
            CellsCorruption::Characters => "the character cards break the rules",
            CellsCorruption::MissionCards => "the mission cards are not all accounted for",
            CellsCorruption::Missions => "the missions or the score break the rules",
            CellsCorruption::Phase => "the step under way is impossible",
            CellsCorruption::Memory => "a memory is dated after the current turn",
            CellsCorruption::Ending => "the recorded end disagrees with the game",
        })
    }
}
