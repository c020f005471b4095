//! The public record of a game: results, finished votes and missions, and the state
//! of a vote or mission that a game-over interrupted.

use crate::{
    role::Allegiance,
    seat::{Seat, SeatSet},
};
use core::fmt;

/// The phase a game is in, without its data; used in views and errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub enum PhaseKind {
    /// The leader is to propose a team (B6).
    Proposal,
    /// Everyone is to vote on the proposed team (B7).
    Voting,
    /// The team members are to play mission cards (B10).
    Mission,
    /// The game has ended (B9, B12, LV1).
    GameOver,
}

impl fmt::Display for PhaseKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PhaseKind::Proposal => "the team proposal",
            PhaseKind::Voting => "the vote",
            PhaseKind::Mission => "the mission",
            PhaseKind::GameOver => "the end of the game",
        })
    }
}

/// Why a game ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "type",
        rename_all = "camelCase",
        rename_all_fields = "camelCase"
    )
)]
#[non_exhaustive]
pub enum EndReason {
    /// Three missions succeeded (B12).
    ThreeSuccesses,
    /// Three missions failed (B12).
    ThreeFailures,
    /// A fifth team was rejected in one round (B9).
    FiveRejections,
    /// A player left under the end-game leave policy (LV1).
    Abandoned {
        /// The seat whose player left.
        seat: Seat,
    },
}

/// How a game ended: the winning side (none when abandoned) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct GameResult {
    /// The side that won, or `None` for an abandoned game.
    pub winner: Option<Allegiance>,
    /// Why the game ended.
    pub reason: EndReason,
}

/// A team that went to a vote, with the votes as revealed (B7, B8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct ProposalRecord {
    /// The round (1..=5).
    pub round: u8,
    /// Which proposal of the round this was (1..=5).
    pub attempt: u8,
    /// The leader who proposed it.
    pub leader: Seat,
    /// The proposed team.
    pub team: SeatSet,
    /// Seats that approved.
    pub approvals: SeatSet,
    /// Seats that rejected.
    pub rejections: SeatSet,
    /// Whether the team was approved: approvals > rejections (B8).
    pub approved: bool,
}

/// A mission that was played, as everyone saw it: only the number of Fail cards,
/// never who played them (B10).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct MissionRecord {
    /// The round (1..=5).
    pub round: u8,
    /// The leader whose team went.
    pub leader: Seat,
    /// The team.
    pub team: SeatSet,
    /// How many Fail cards were counted.
    pub fails: u8,
    /// Whether the mission succeeded (B3).
    pub succeeded: bool,
}

/// A vote that is under way: who has voted and, secretly, who approved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct VoteState {
    /// The proposed team.
    pub team: SeatSet,
    /// Seats that have voted.
    pub voted: SeatSet,
    /// Seats that approved (secret until every vote is in).
    pub approvals: SeatSet,
}

/// A mission that is under way: who has played and, secretly, who played Fail.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct MissionState {
    /// The approved team.
    pub team: SeatSet,
    /// Members who have played a card.
    pub played: SeatSet,
    /// Members who played Fail (secret until the game-over reveal).
    pub failed_by: SeatSet,
}

/// What a game-over interrupted, revealed with everything else (B13).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "type",
        rename_all = "camelCase",
        rename_all_fields = "camelCase"
    )
)]
pub enum Unfinished {
    /// Nothing was under way.
    #[default]
    Nothing,
    /// A vote was under way.
    Vote(VoteState),
    /// A mission was under way.
    Mission(MissionState),
}
