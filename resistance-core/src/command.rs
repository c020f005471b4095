//! Commands: everything a seat can ask the game to do.

use crate::{
    bounded::BoundedList,
    seat::{Seat, SeatSet},
};
use core::fmt;

/// A vote on a proposed team (B7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub enum Vote {
    /// Approve the team.
    #[default]
    Approve,
    /// Reject the team.
    Reject,
}

/// A mission card played face down by a team member (B10).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub enum MissionCard {
    /// Support the mission.
    #[default]
    Success,
    /// Sabotage the mission (spies only).
    Fail,
}

/// The seats a leader names for a team, as given: order and repeats are kept so that a
/// repeated seat can be refused with [`CommandError::DuplicateSeat`](crate::CommandError::DuplicateSeat).
/// It holds as many seats as a [`SeatSet`] can, so [`Command::propose`] never drops one.
pub type TeamList = BoundedList<Seat, { SeatSet::CAPACITY as usize }>;

/// Everything a seat can do. Each command is sent by one seat through
/// [`Game::apply`](crate::Game::apply).
///
/// In JSON a command is an object tagged by `"type"`:
/// `{"type":"proposeTeam","team":[0,3]}`, `{"type":"vote","vote":"approve"}`,
/// `{"type":"playMission","card":"fail"}`, `{"type":"leave"}`, `{"type":"claimSeat"}`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
pub enum Command {
    /// The leader proposes a team of exactly the round's size (B6).
    ProposeTeam {
        /// The team's members, distinct, the leader may be among them.
        team: TeamList,
    },
    /// Cast one secret vote on the proposed team (B7).
    Vote {
        /// Approve or reject.
        vote: Vote,
    },
    /// A team member plays a mission card face down (B10).
    PlayMission {
        /// The card played.
        card: MissionCard,
    },
    /// Leave the game (LV1).
    Leave,
    /// A substitute takes over a seat whose player left (LV1, substitute policy).
    ClaimSeat,
}

impl Command {
    /// Propose the seats of `team` (in ascending order).
    pub fn propose(team: SeatSet) -> Command {
        let mut list = TeamList::new();
        for seat in team {
            // The list holds every seat a set can hold: this never fails.
            let _ = list.push(seat);
        }
        Command::ProposeTeam { team: list }
    }

    /// Vote to approve (`true`) or reject (`false`).
    pub const fn vote(approve: bool) -> Command {
        Command::Vote {
            vote: if approve { Vote::Approve } else { Vote::Reject },
        }
    }

    /// Play a mission card.
    pub const fn play(card: MissionCard) -> Command {
        Command::PlayMission { card }
    }

    /// Which kind of command this is.
    pub const fn kind(&self) -> CommandKind {
        match self {
            Command::ProposeTeam { .. } => CommandKind::ProposeTeam,
            Command::Vote { .. } => CommandKind::Vote,
            Command::PlayMission { .. } => CommandKind::PlayMission,
            Command::Leave => CommandKind::Leave,
            Command::ClaimSeat => CommandKind::ClaimSeat,
        }
    }
}

/// The kind of a [`Command`], without its data; used in error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub enum CommandKind {
    /// [`Command::ProposeTeam`].
    ProposeTeam,
    /// [`Command::Vote`].
    Vote,
    /// [`Command::PlayMission`].
    PlayMission,
    /// [`Command::Leave`].
    Leave,
    /// [`Command::ClaimSeat`].
    ClaimSeat,
}

impl fmt::Display for CommandKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CommandKind::ProposeTeam => "propose a team",
            CommandKind::Vote => "vote",
            CommandKind::PlayMission => "play a mission card",
            CommandKind::Leave => "leave",
            CommandKind::ClaimSeat => "claim a seat",
        })
    }
}
