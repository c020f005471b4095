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

use crate::{
    kernel::{BoundedList, GameRng, MAX_PLAYERS, Seat, SeatSet},
    resistance::{
        config::{ConfigError, GameConfig},
        modules::{
            agenda,
            defector::{self, LOYALTY_DECK},
            inquisitor::{self, INSPECTIONS},
            plot, trapper,
        },
        record::{
            Agenda, InspectionResult, LoyaltyCard, MissionRecord, ProposalRecord, TrappedCard,
        },
        role::RoleList,
        rules::ROUNDS,
        state::{MAX_PROPOSALS, Phase, State},
    },
};
use core::fmt;
use thiserror::Error;

/// The snapshot format this library writes and reads.
pub const SNAPSHOT_VERSION: u32 = 1;

/// A saved game, secrets included. Made by [`crate::Game::snapshot`], turned back into
/// a game by [`crate::Game::restore`].
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
pub struct Snapshot {
    version: u32,
    game: SavedGame,
}

/// The game as a snapshot holds it: every field of [`State`], the modules' parts
/// laid out flat beside the base game's, in the order of format version 1.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
struct SavedGame {
    config: GameConfig,
    rng: GameRng,
    roles: RoleList,
    first_leader: Seat,
    round: u8,
    leader: Seat,
    rejections: u8,
    phase: Phase,
    proposals: BoundedList<ProposalRecord, MAX_PROPOSALS>,
    missions: BoundedList<MissionRecord, { ROUNDS as usize }>,
    saboteurs: BoundedList<SeatSet, { ROUNDS as usize }>,
    vacant: SeatSet,
    // TR2, TR3
    trapped: BoundedList<TrappedCard, { ROUNDS as usize }>,
    // DF1, DF3
    loyalty_deck: BoundedList<LoyaltyCard, LOYALTY_DECK>,
    loyalty_flipped: u8,
    defectors_switched: bool,
    // IQ1-IQ3
    inquisitor: Option<Seat>,
    former_inquisitors: SeatSet,
    inspections: BoundedList<InspectionResult, INSPECTIONS>,
    // HA1
    agendas: BoundedList<Agenda, MAX_PLAYERS>,
    // PC1-PC5: left out when plot cards are off, so older snapshots read as before.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "plot::PlotCards::is_off"))]
    plot: plot::PlotCards,
}

impl SavedGame {
    fn of(state: &State) -> SavedGame {
        SavedGame {
            config: state.config,
            rng: state.rng.clone(),
            roles: state.roles,
            first_leader: state.first_leader,
            round: state.round,
            leader: state.leader,
            rejections: state.rejections,
            phase: state.phase,
            proposals: state.proposals,
            missions: state.missions,
            saboteurs: state.saboteurs,
            vacant: state.vacant,
            trapped: state.trapper.trapped,
            loyalty_deck: state.defector.deck,
            loyalty_flipped: state.defector.flipped,
            defectors_switched: state.defector.switched,
            inquisitor: state.inquisitor.holder,
            former_inquisitors: state.inquisitor.former,
            inspections: state.inquisitor.inspections,
            agendas: state.agendas.sealed,
            plot: state.plot,
        }
    }

    fn into_state(self) -> State {
        State {
            config: self.config,
            rng: self.rng,
            roles: self.roles,
            first_leader: self.first_leader,
            round: self.round,
            leader: self.leader,
            rejections: self.rejections,
            phase: self.phase,
            proposals: self.proposals,
            missions: self.missions,
            saboteurs: self.saboteurs,
            vacant: self.vacant,
            trapper: trapper::Traps {
                trapped: self.trapped,
            },
            defector: defector::LoyaltyDeck {
                deck: self.loyalty_deck,
                flipped: self.loyalty_flipped,
                switched: self.defectors_switched,
            },
            inquisitor: inquisitor::Token {
                holder: self.inquisitor,
                former: self.former_inquisitors,
                inspections: self.inspections,
            },
            agendas: agenda::SealedAgendas {
                sealed: self.agendas,
            },
            plot: self.plot,
        }
    }
}

impl Snapshot {
    pub(crate) fn of(state: &State) -> Snapshot {
        Snapshot {
            version: SNAPSHOT_VERSION,
            game: SavedGame::of(state),
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
        let state = self.game.into_state();
        state.validate().map_err(SnapshotError::Corrupted)?;
        Ok(state)
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
    /// The plot cards break PC1–PC5.
    PlotCards,
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
            Corruption::PlotCards => "the plot cards break the rules",
        })
    }
}
