//! Hidden agendas (HA1–HA5): each player seals an accusation (or two) at the start;
//! it is revealed when its owner chooses, when they leave, and at the end.

mod error;
pub(crate) mod rules;
pub(crate) mod state;

pub use error::AgendaError;

use crate::kernel::{Seat, SeatSet, TeamList};

/// Hidden agendas' commands, sent as [`Command::Agenda`](crate::Command::Agenda) (in
/// JSON `{"type":"chooseAgenda","names":[3]}`, `{"type":"revealAgenda","owner":0}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[non_exhaustive]
pub enum AgendaCommand {
    /// Seal a hidden agenda: one name, or two for a double agenda (HA1, HA2).
    ChooseAgenda {
        /// The seats accused, distinct.
        names: TeamList,
    },
    /// Turn one's own hidden agenda face up (HA3).
    RevealAgenda {
        /// Whose agenda: only the owner may reveal it.
        owner: Seat,
    },
}

/// Hidden agendas' events, sent as [`Event::Agenda`](crate::Event::Agenda) (in JSON,
/// events like the others: `{"type":"agendaChosen","seat":3}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum AgendaEvent {
    /// Every player is to seal a hidden agenda before round 1 (HA1).
    AgendaChoiceBegan,
    /// A player sealed a hidden agenda; how many names it holds stays secret (HA1, HA2).
    AgendaChosen {
        /// The owner.
        seat: Seat,
    },
    /// A hidden agenda was turned face up (HA3, HA4).
    AgendaRevealed {
        /// The owner.
        seat: Seat,
        /// The names it holds.
        names: SeatSet,
    },
}
