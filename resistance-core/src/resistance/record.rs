//! The public record of a game: results, finished votes and missions, and the state
//! of a vote or mission that a game-over interrupted.

use crate::kernel::{Allegiance, Seat, SeatSet, tagged_union};
use core::fmt;

/// The phase a game is in, without its data; used in views and errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub enum PhaseKind {
    /// Every player is to seal a hidden agenda before round 1 (HA1, HA2).
    AgendaChoice,
    /// The leader is to propose a team (B6).
    Proposal,
    /// Everyone is to vote on the proposed team (B7).
    Voting,
    /// The team members are to play mission cards (B10).
    Mission,
    /// The leader is to set one played card aside (TR2).
    Trapping,
    /// The Inquisitor is to inspect a player (IQ2).
    Inquisition,
    /// The Assassin is to name the Commander (AS4).
    Assassination,
    /// The leader is to give the plot cards they drew (PC2).
    PlotDeal,
    /// A player is to resolve an immediate plot card (PC3, PC4).
    PlotResolution,
    /// A plot card's moment is open and a holder is asked (PC4, PC5).
    PlotMoment,
    /// The game has ended (B9, B12, LV1).
    GameOver,
}

impl fmt::Display for PhaseKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            PhaseKind::AgendaChoice => "the choice of hidden agendas",
            PhaseKind::Proposal => "the team proposal",
            PhaseKind::Voting => "the vote",
            PhaseKind::Mission => "the mission",
            PhaseKind::Trapping => "the trapping of a card",
            PhaseKind::Inquisition => "the inquisition",
            PhaseKind::Assassination => "the assassination",
            PhaseKind::PlotDeal => "the dealing of plot cards",
            PhaseKind::PlotResolution => "the resolution of a plot card",
            PhaseKind::PlotMoment => "a plot card's moment",
            PhaseKind::GameOver => "the end of the game",
        })
    }
}

tagged_union! {
    tag = "type", deny_unknown_fields,
    /// Why a game ended.
    #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
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
        /// After three successes the Assassin named the Commander: the spies win (AS4).
        CommanderAssassinated {
            /// The Assassin.
            assassin: Seat,
            /// The Commander, named.
            target: Seat,
        },
        /// After three successes the Assassin named someone else: the Resistance wins (AS4).
        AssassinMissed {
            /// The Assassin.
            assassin: Seat,
            /// The player named, who is not the Commander.
            target: Seat,
        },
    }
}

/// How a game ended: the winning side (none when abandoned) and why.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct GameResult {
    /// The side that won, or `None` for an abandoned game.
    pub winner: Option<Allegiance>,
    /// Why the game ended.
    pub reason: EndReason,
}

/// A team that went to a vote, with the votes as revealed (B7, B8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
    /// Whose card the leader set aside, uncounted (TR2); the card itself stays secret
    /// (TR3).
    pub set_aside: Option<Seat>,
}

/// A mission card a seat played, as that seat remembers it (B10).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayedCard {
    /// The mission's round.
    pub round: u8,
    /// The card.
    pub card: crate::kernel::MissionCard,
}

/// A card the Trapper leader set aside (TR2), secret to that leader until the end
/// (TR3).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TrappedCard {
    /// The round.
    pub round: u8,
    /// The leader who set it aside and saw it.
    pub leader: Seat,
    /// Whose card it was.
    pub member: Seat,
    /// The card.
    pub card: crate::kernel::MissionCard,
}

/// An inspection by the Inquisitor (IQ2): public, except what the loyalty card
/// showed, which only the holder saw.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Inspection {
    /// The round whose mission it followed.
    pub round: u8,
    /// The token holder who inspected.
    pub holder: Seat,
    /// The player inspected, who holds the token next (IQ3).
    pub target: Seat,
}

/// What an inspection showed the holder: the loyalty card only, never the
/// character (AS5, DF4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct InspectionResult {
    /// The inspection.
    pub inspection: Inspection,
    /// The target's allegiance at that moment.
    pub shown: Allegiance,
}

/// A card of the Defector loyalty deck (DF1).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum LoyaltyCard {
    /// Nothing happens.
    #[default]
    NoChange,
    /// The two Defectors swap allegiance, secretly (DF3).
    SwitchAllegiance,
}

/// A player's hidden agenda (HA1, HA2): the seats it accuses of being spies.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Agenda {
    /// The owner.
    pub owner: Seat,
    /// The sealed names (one, or two for a double agenda).
    pub names: SeatSet,
    /// Whether it has been turned face up (HA3, HA4).
    pub revealed: bool,
}

/// A vote that is under way: who has voted and, secretly, who approved.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
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
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct MissionState {
    /// The approved team.
    pub team: SeatSet,
    /// Members who have played a card.
    pub played: SeatSet,
    /// Members who played Fail (secret until the game-over reveal).
    pub failed_by: SeatSet,
}

tagged_union! {
    tag = "type", deny_unknown_fields,
    /// What a game-over interrupted, revealed with everything else (B13).
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
    pub enum Unfinished {
        /// Nothing was under way.
        #[default]
        Nothing,
        /// A vote was under way.
        Vote(VoteState),
        /// A mission was under way.
        Mission(MissionState),
    }
}
