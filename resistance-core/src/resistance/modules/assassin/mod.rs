//! The Assassin module (AS1–AS5): the Commander knows the spies, but the Resistance
//! only wins if the Assassin cannot find the Commander after a third success.

mod error;
pub(crate) mod rules;
pub(crate) mod state;

pub use error::AssassinError;

use crate::kernel::Seat;

/// The Assassin module's commands, sent as [`Command::Assassin`](crate::Command::Assassin)
/// (in JSON `{"type":"assassinate","target":1}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[non_exhaustive]
pub enum AssassinCommand {
    /// The Assassin names the Commander (AS4).
    Assassinate {
        /// The player named.
        target: Seat,
    },
}

/// The Assassin module's events, sent as [`Event::Assassin`](crate::Event::Assassin)
/// (in JSON `{"type":"assassinationBegan"}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum AssassinEvent {
    /// Three missions succeeded; the Assassin is to name the Commander (AS4).
    AssassinationBegan,
}
