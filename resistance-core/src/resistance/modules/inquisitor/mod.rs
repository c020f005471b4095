//! The Inquisitor (IQ1–IQ3): after missions 2, 3 and 4 the token holder sees one
//! player's loyalty card, and the token passes to that player.

pub(crate) mod rules;
pub(crate) mod state;
