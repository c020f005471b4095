//! The Trapper module (TR1–TR3): teams one larger, and the leader sets one played
//! card aside, seen by the leader alone, before the rest are counted.

pub(crate) mod rules;
pub(crate) mod state;

use crate::kernel::{MissionCard, Seat};

/// The Trapper module's commands, sent as [`Command::Trapper`](crate::Command::Trapper)
/// (in JSON, a command like the others: `{"type":"setAside","member":2}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[non_exhaustive]
pub enum TrapperCommand {
    /// The leader sets one member's played card aside and sees it (TR2).
    SetAside {
        /// The team member whose card is set aside (the leader's own is allowed).
        member: Seat,
    },
}

/// The Trapper module's events, sent as [`Event::Trapper`](crate::Event::Trapper) (in
/// JSON, events like the others: `{"type":"cardSetAside","leader":0,"member":2}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum TrapperEvent {
    /// Every card is in; the leader is to set one aside (TR2).
    TrappingBegan {
        /// The leader.
        leader: Seat,
    },
    /// The leader set a member's card aside, uncounted (TR2).
    CardSetAside {
        /// The leader.
        leader: Seat,
        /// Whose card.
        member: Seat,
    },
    /// What the set-aside card was. Audience: the leader alone (TR2, TR3).
    TrappedCardSeen {
        /// Whose card.
        member: Seat,
        /// The card.
        card: MissionCard,
    },
}
