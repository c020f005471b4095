//! The Defector module (DF1–DF5): two Defectors who may swap sides, secretly, when a
//! loyalty card says so at the start of rounds 3, 4 and 5.

pub(crate) mod rules;
pub(crate) mod state;

use crate::resistance::record::LoyaltyCard;

/// The Defector module's events, sent as [`Event::Defector`](crate::Event::Defector)
/// (in JSON `{"type":"loyaltyCardFlipped","round":3,"card":"switchAllegiance"}`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum DefectorEvent {
    /// A loyalty card was flipped at the start of the round (DF3). On a switch the two
    /// Defectors swap allegiance, secretly.
    LoyaltyCardFlipped {
        /// The round.
        round: u8,
        /// The card.
        card: LoyaltyCard,
    },
}
