//! What a game holds of the Inquisitor and how it is set up: the part of the state
//! below the rules, which the base game's state embeds.

use crate::{
    kernel::{BoundedList, Seat, SeatSet},
    resistance::{config::GameConfig, record::InspectionResult},
};

/// Inspections in one game: after missions 2, 3 and 4 (IQ2).
pub(crate) const INSPECTIONS: usize = 3;

/// The Inquisitor's part of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Token {
    /// The token's holder (IQ1, IQ3); `None` without the Inquisitor.
    pub(crate) holder: Option<Seat>,
    /// Every seat that has held the token (IQ2).
    pub(crate) former: SeatSet,
    /// Inspections and what each showed its holder (IQ2).
    pub(crate) inspections: BoundedList<InspectionResult, INSPECTIONS>,
}

impl Token {
    /// IQ1: the token starts with the first leader's right-hand neighbour; no token
    /// without the Inquisitor.
    pub(crate) fn first(config: &GameConfig, first_leader: Seat) -> Token {
        let holder = first_holder(config, first_leader);
        Token {
            holder,
            former: holder.map_or(SeatSet::EMPTY, SeatSet::only),
            inspections: BoundedList::new(),
        }
    }
}

/// IQ1: the token starts with the player to the right of (counter-clockwise from)
/// the first leader.
pub(crate) fn first_holder(config: &GameConfig, first_leader: Seat) -> Option<Seat> {
    config
        .inquisitor
        .then(|| first_leader.previous(config.players))
}
