//! The Inquisitor (IQ1–IQ3): after missions 2, 3 and 4 the token holder sees one
//! player's loyalty card, and the token passes to that player.

mod error;
pub(crate) mod rules;
pub(crate) mod state;

pub use error::InquisitorError;

use crate::kernel::Seat;

/// The Inquisitor's commands, sent as [`Command::Inquisitor`](crate::Command::Inquisitor)
/// (in JSON `{"type":"inspect","target":4}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[non_exhaustive]
pub enum InquisitorCommand {
    /// The Inquisitor inspects a player who never held the token (IQ2).
    Inspect {
        /// The player whose loyalty card the holder sees.
        target: Seat,
    },
}
