//! Errors of commands, seat look-ups and snapshots. Messages are stable: the bindings
//! pass them through unchanged, next to the stable [`CommandError::code`].
//!
//! A refused command changes nothing. The error is meant for the seat that sent the
//! command: some errors reflect that seat's own secrets (a Resistance player learns
//! that it may not play Fail, B10), so a host reports them to that seat only.

use crate::{
    kernel::{NoSuchSeat, Seat},
    resistance::{
        command::CommandKind,
        modules::{
            agenda::AgendaError, assassin::AssassinError, inquisitor::InquisitorError,
            plot::PlotError,
        },
        record::PhaseKind,
    },
};
use thiserror::Error;

/// Why a command was refused. Nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum CommandError {
    /// The acting seat does not exist.
    #[error(transparent)]
    NoSuchSeat(#[from] NoSuchSeat),
    /// The game has ended; nothing more can happen (B12).
    #[error("the game is over")]
    GameOver,
    /// The command does not belong to the current phase.
    #[error("cannot {command} during {phase}")]
    WrongPhase {
        /// What was attempted.
        command: CommandKind,
        /// The phase the game is in.
        phase: PhaseKind,
    },
    /// Only the leader proposes a team (B6) or sets a card aside (TR2).
    #[error("only the leader ({leader}) may do this, not {seat}")]
    NotLeader {
        /// Who tried.
        seat: Seat,
        /// The leader.
        leader: Seat,
    },
    /// A proposed team member is not a seat at this table (B6).
    #[error("team member {member} is not a seat at this table of {players}")]
    NoSuchTeamMember {
        /// The seat number given.
        member: u8,
        /// Players at the table.
        players: u8,
    },
    /// A seat appears twice in a proposed team (B6).
    #[error("{seat} appears twice in the team")]
    DuplicateSeat {
        /// The repeated seat.
        seat: Seat,
    },
    /// The team does not have the round's size (B2, B6).
    #[error("this round's team has {expected} members, not {given}")]
    WrongTeamSize {
        /// The round's size.
        expected: u8,
        /// The size given.
        given: u8,
    },
    /// Each player votes once per team (B7).
    #[error("{seat} has already voted on this team")]
    AlreadyVoted {
        /// Who tried to vote again.
        seat: Seat,
    },
    /// Only team members play mission cards (B10), and only their cards are set
    /// aside (TR2).
    #[error("{seat} is not on the mission team")]
    NotOnTeam {
        /// Who tried.
        seat: Seat,
    },
    /// Each member plays one card (B10).
    #[error("{seat} has already played a mission card")]
    AlreadyPlayed {
        /// Who tried again.
        seat: Seat,
    },
    /// A Resistance player must play Success (B10).
    #[error("a Resistance player must play Success")]
    ResistanceMustSucceed,
    /// A named seat is not at this table (IQ2, AS4, HA1).
    #[error("{target} names no seat at this table of {players}")]
    NoSuchTarget {
        /// The seat number given.
        target: u8,
        /// Players at the table.
        players: u8,
    },
    /// A refusal of the Inquisitor (IQ2).
    #[error(transparent)]
    Inquisitor(InquisitorError),
    /// A refusal of the Assassin module (AS4).
    #[error(transparent)]
    Assassin(AssassinError),
    /// A refusal of hidden agendas (HA1–HA3).
    #[error(transparent)]
    Agenda(AgendaError),
    /// The seat's player left and no substitute has claimed it yet (LV1).
    #[error("{seat} is waiting for a substitute to claim it")]
    SeatVacant {
        /// The vacant seat.
        seat: Seat,
    },
    /// Only a vacated seat can be claimed (LV1).
    #[error("{seat} is not waiting for a substitute")]
    SeatNotVacant {
        /// The seat.
        seat: Seat,
    },
    /// A refusal of the plot cards (PC2–PC5).
    #[error(transparent)]
    Plot(PlotError),
}

crate::kernel::embeds!(CommandError {
    Inquisitor(InquisitorError),
    Assassin(AssassinError),
    Agenda(AgendaError),
    Plot(PlotError),
});

crate::kernel::stable_error_codes!(CommandError {
    NoSuchSeat => "no_such_seat",
    GameOver => "game_over",
    WrongPhase => "wrong_phase",
    NotLeader => "not_leader",
    NoSuchTeamMember => "no_such_team_member",
    DuplicateSeat => "duplicate_seat",
    WrongTeamSize => "wrong_team_size",
    AlreadyVoted => "already_voted",
    NotOnTeam => "not_on_team",
    AlreadyPlayed => "already_played",
    ResistanceMustSucceed => "resistance_must_succeed",
    NoSuchTarget => "no_such_target",
    SeatVacant => "seat_vacant",
    SeatNotVacant => "seat_not_vacant",
    + Inquisitor(InquisitorError),
    + Assassin(AssassinError),
    + Agenda(AgendaError),
    + Plot(PlotError),
});
