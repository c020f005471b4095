//! The Plot Thickens (PC1–PC6): a deck of plot cards the round's leader deals, and
//! the moments of the flow at which their holders use them.
//!
//! # Moments
//!
//! A *moment* is a point of the flow where held cards may be used (PC4). When one
//! opens, the holders of a card usable in it are asked one at a time, from the
//! leader clockwise, skipping those with no legal use (PC5); each uses the card or
//! declines, once per card kind, and the moment closes when nobody is left to ask.
//! [`moment_cards`] lists each moment's cards in the order they are asked about;
//! [`Moment`] is the phase's state while one is open. A later module adds a moment
//! by adding a [`PlotMoment`] with its cards in [`moment_cards`] and saying, in [`State::close_moment`],
//! where the flow goes on.
//!
//! # Order of the round-start steps (engine decision)
//!
//! A round opens with the Defector flip (DF3), then the Strong Leader moment, then
//! the deal (PC2), then the proposal. After the last mission card: Keeping a Close
//! Eye on You, then the Trapper's card (TR2), then the result, then the Inquisitor
//! (IQ2). A game that ends while an immediate card waits to be resolved (a player
//! left, LV1) discards it unresolved.

pub(crate) mod cards;
mod error;
pub(crate) mod rules;
pub(crate) mod state;

pub use error::PlotError;
