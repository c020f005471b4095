//! What a game holds of the Defector module and how it is set up: the part of the state
//! below the rules, which the base game's state embeds.

use crate::{
    kernel::{BoundedList, GameRng},
    resistance::{config::GameConfig, record::LoyaltyCard, role::Role},
};

/// DF1: the two Defectors replace one plain card of each side; handed to `place` in
/// the order the deck places them.
#[inline(always)]
pub(crate) fn special_cards(config: &GameConfig, mut place: impl FnMut(Role)) {
    if config.defector.is_some() {
        place(Role::ResistanceDefector);
        place(Role::SpyDefector);
    }
}

/// Cards in the Defector loyalty deck (DF1).
pub(crate) const LOYALTY_DECK: usize = 5;

/// The Defectors' part of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct LoyaltyDeck {
    /// The loyalty deck in draw order, secret (DF1); empty without Defectors.
    pub(crate) deck: BoundedList<LoyaltyCard, LOYALTY_DECK>,
    /// Loyalty cards flipped so far, from the top of the deck (DF3).
    pub(crate) flipped: u8,
    /// Whether the Defectors currently play for the side they did not start on (DF3).
    pub(crate) switched: bool,
}

impl LoyaltyDeck {
    /// DF1: three No Change and two Switch Allegiance, shuffled face down; no deck
    /// without Defectors.
    pub(crate) fn shuffled(config: &GameConfig, rng: &mut GameRng) -> LoyaltyDeck {
        let mut deck = BoundedList::new();
        if config.defector.is_some() {
            for card in [
                LoyaltyCard::NoChange,
                LoyaltyCard::NoChange,
                LoyaltyCard::NoChange,
                LoyaltyCard::SwitchAllegiance,
                LoyaltyCard::SwitchAllegiance,
            ] {
                let _ = deck.push(card);
            }
            rng.shuffle(deck.as_mut_slice());
        }
        LoyaltyDeck {
            deck,
            flipped: 0,
            switched: false,
        }
    }
}

/// The first round that starts with a flip (DF3).
pub(super) const FIRST_FLIP_ROUND: u8 = 3;

/// Whether the Defectors were switched during round `round`, from the loyalty cards
/// flipped so far (DF3: one card is flipped at the start of each round from the
/// third on; two switches undo each other); `u8::MAX` for now.
pub(crate) fn switched_in(flipped: &[LoyaltyCard], round: u8) -> bool {
    let until = usize::from(round.saturating_sub(2)).min(flipped.len());
    flipped[..until]
        .iter()
        .filter(|&&card| card == LoyaltyCard::SwitchAllegiance)
        .count()
        % 2
        == 1
}
