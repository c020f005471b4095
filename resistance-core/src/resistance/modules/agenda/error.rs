//! The refusals of hidden agendas (HA1–HA3): what makes one of its commands illegal.

use crate::kernel::Seat;
use thiserror::Error;

/// Why a command of hidden agendas (HA1–HA3) was refused, as
/// [`CommandError::Agenda`](crate::CommandError::Agenda). Nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum AgendaError {
    /// A hidden agenda holds one name, or two for a double agenda (HA1, HA2).
    #[error("a hidden agenda here names {expected} seats, not {given}")]
    WrongAgendaSize {
        /// Names required.
        expected: u8,
        /// Names given.
        given: u8,
    },
    /// Where each player chooses, a hidden agenda holds one name or two (HA2).
    #[error("a hidden agenda here names one seat or two, not {given}")]
    AgendaSizeNotOneOrTwo {
        /// Names given.
        given: u8,
    },
    /// Each player seals one agenda (HA1).
    #[error("{seat} has already chosen a hidden agenda")]
    AgendaAlreadyChosen {
        /// Who tried again.
        seat: Seat,
    },
    /// Only the owner reveals a hidden agenda (HA3).
    #[error("{seat} cannot reveal the hidden agenda of {owner}")]
    NotYourAgenda {
        /// Who tried.
        seat: Seat,
        /// The agenda's owner.
        owner: Seat,
    },
    /// There is no face-down agenda to reveal (HA3).
    #[error("{seat} has no face-down hidden agenda to reveal")]
    NoHiddenAgenda {
        /// Who tried.
        seat: Seat,
    },
}

crate::kernel::stable_error_codes!(AgendaError {
    WrongAgendaSize => "wrong_agenda_size",
    AgendaSizeNotOneOrTwo => "agenda_size_not_one_or_two",
    AgendaAlreadyChosen => "agenda_already_chosen",
    NotYourAgenda => "not_your_agenda",
    NoHiddenAgenda => "no_hidden_agenda",
});
