//! The Trapper module (TR1–TR3): teams one larger, and the leader sets one played
//! card aside, seen by the leader alone, before the rest are counted.

pub(crate) mod rules;
pub(crate) mod state;
