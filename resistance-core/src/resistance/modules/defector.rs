//! The Defector module (DF1–DF5): two Defectors who may swap sides, secretly, when a
//! loyalty card says so at the start of rounds 3, 4 and 5.

use crate::{
    kernel::{BoundedList, EventSink, GameRng},
    resistance::{
        config::GameConfig,
        event::Event,
        record::LoyaltyCard,
        role::Role,
        state::{LOYALTY_DECK, State},
    },
};

/// DF1: the two Defectors replace one plain card of each side.
pub(crate) fn special_cards(config: &GameConfig) -> impl Iterator<Item = Role> + use<> {
    let on = config.defector.is_some();
    [Role::ResistanceDefector, Role::SpyDefector]
        .into_iter()
        .filter(move |_| on)
}

/// DF1: three No Change and two Switch Allegiance, shuffled face down.
pub(crate) fn shuffled_deck(
    config: &GameConfig,
    rng: &mut GameRng,
) -> BoundedList<LoyaltyCard, LOYALTY_DECK> {
    let mut deck = BoundedList::new();
    if config.defector.is_none() {
        return deck;
    }
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
    deck
}

/// The first round that starts with a flip (DF3).
const FIRST_FLIP_ROUND: u8 = 3;

/// DF3: from round 3 on, one card is flipped for all to see; a switch swaps the
/// Defectors' allegiance, and nobody sees anything else.
pub(crate) fn flip_at_round_start(state: &mut State, sink: &mut impl EventSink<Event>) {
    if state.round < FIRST_FLIP_ROUND {
        return;
    }
    let Some(&card) = state.loyalty_deck.get(state.loyalty_flipped as usize) else {
        return;
    };
    state.loyalty_flipped += 1;
    if card == LoyaltyCard::SwitchAllegiance {
        state.defectors_switched = !state.defectors_switched;
    }
    sink.emit_public(Event::LoyaltyCardFlipped {
        round: state.round,
        card,
    });
}

/// The cards flipped so far, in order: public (DF3).
pub(crate) fn flipped(state: &State) -> BoundedList<LoyaltyCard, LOYALTY_DECK> {
    let count = (state.loyalty_flipped as usize).min(state.loyalty_deck.len());
    BoundedList::from_slice(state.loyalty_deck.get(..count).unwrap_or(&[])).unwrap_or_default()
}
