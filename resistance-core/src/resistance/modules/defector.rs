//! The Defector module (DF1–DF5): two Defectors who may swap sides, secretly, when a
//! loyalty card says so at the start of rounds 3, 4 and 5.

use crate::{
    kernel::{BoundedList, EventSink, GameRng},
    resistance::{
        config::GameConfig,
        event::Event,
        record::LoyaltyCard,
        role::Role,
        snapshot::Corruption,
        state::State,
        validate::{Replayed, ensure},
    },
};

/// DF1: the two Defectors replace one plain card of each side.
pub(crate) fn special_cards(config: &GameConfig) -> impl Iterator<Item = Role> + use<> {
    let on = config.defector.is_some();
    [Role::ResistanceDefector, Role::SpyDefector]
        .into_iter()
        .filter(move |_| on)
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
const FIRST_FLIP_ROUND: u8 = 3;

/// DF3: from round 3 on, one card is flipped for all to see; a switch swaps the
/// Defectors' allegiance, and nobody sees anything else.
pub(crate) fn flip_at_round_start(state: &mut State, sink: &mut impl EventSink<Event>) {
    if state.round < FIRST_FLIP_ROUND {
        return;
    }
    let Some(&card) = state.defector.deck.get(state.defector.flipped as usize) else {
        return;
    };
    state.defector.flipped += 1;
    if card == LoyaltyCard::SwitchAllegiance {
        state.defector.switched = !state.defector.switched;
    }
    sink.emit_public(Event::LoyaltyCardFlipped {
        round: state.round,
        card,
    });
}

/// The cards flipped so far, in order: public (DF3).
pub(crate) fn flipped(state: &State) -> BoundedList<LoyaltyCard, LOYALTY_DECK> {
    let count = (state.defector.flipped as usize).min(state.defector.deck.len());
    BoundedList::from_slice(state.defector.deck.get(..count).unwrap_or(&[])).unwrap_or_default()
}

/// Loyalty cards flipped once round `round` has started (DF3: rounds 3, 4, 5).
pub(crate) const fn flips_by_round(round: u8) -> u8 {
    round.saturating_sub(2)
}

/// Snapshot checks (DF1, DF3).
impl State {
    /// Whether the Defectors were switched after `flips` loyalty cards (DF3).
    pub(crate) fn switched_after(&self, flips: u8) -> bool {
        let flipped = self.defector.deck.get(..flips as usize).unwrap_or(&[]);
        flipped
            .iter()
            .filter(|&&card| card == LoyaltyCard::SwitchAllegiance)
            .count()
            % 2
            == 1
    }

    /// DF1, DF3: three No Change and two Switch cards; one flipped at the start of
    /// each round from the third; the Defectors switched once per Switch flipped.
    pub(crate) fn validate_defector(&self, at: &Replayed) -> Result<(), Corruption> {
        if self.config.defector.is_none() {
            return ensure(
                self.defector.deck.is_empty()
                    && self.defector.flipped == 0
                    && !self.defector.switched,
                Corruption::Defector,
            );
        }
        let switches = self
            .defector
            .deck
            .iter()
            .filter(|&&card| card == LoyaltyCard::SwitchAllegiance)
            .count();
        // A round waiting for its inspection has not started yet, nor flipped.
        let started = if at.inquisition_pending {
            self.round.saturating_sub(1)
        } else {
            self.round
        };
        let flips = flips_by_round(started);
        // Agendas are sealed before round 1 starts: no flip can have happened anyway.
        ensure(
            self.defector.deck.len() == 5
                && switches == 2
                && self.defector.flipped == flips
                && self.defector.switched == self.switched_after(flips),
            Corruption::Defector,
        )
    }
}
