//! The Trapper module (TR1–TR3): teams one larger, and the leader sets one played
//! card aside, seen by the leader alone, before the rest are counted.

pub(crate) mod rules;
pub(crate) mod state;

use crate::kernel::Seat;

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
