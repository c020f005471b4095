//! The Inquisitor (IQ1–IQ3): after missions 2, 3 and 4 the token holder sees one
//! player's loyalty card, and the token passes to that player.

mod error;
pub(crate) mod rules;
pub(crate) mod state;

pub use error::InquisitorError;

use crate::kernel::{Allegiance, Seat};

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

/// The Inquisitor's events, sent as [`Event::Inquisitor`](crate::Event::Inquisitor)
/// (in JSON, events like the others: `{"type":"playerInspected","holder":0,"target":4}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum InquisitorEvent {
    /// The Inquisitor is to inspect a player (IQ2).
    InquisitionBegan {
        /// The token holder.
        holder: Seat,
    },
    /// The Inquisitor inspected a player, who now holds the token (IQ2, IQ3).
    PlayerInspected {
        /// The former holder.
        holder: Seat,
        /// The player inspected.
        target: Seat,
    },
    /// What the inspected player's loyalty card showed. Audience: the former holder
    /// alone (IQ2, AS5).
    LoyaltyShown {
        /// The player inspected.
        target: Seat,
        /// Their allegiance at that moment.
        allegiance: Allegiance,
    },
}
