//! The rules of the Defector module: the checks and effects of its commands and
//! its steps in the flow, on the game's state.

use super::DefectorEvent;
use super::state::*;
use crate::resistance::{modules::prelude::*, record::LoyaltyCard};

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
    sink.emit_public(
        DefectorEvent::LoyaltyCardFlipped {
            round: state.round,
            card,
        }
        .into(),
    );
}

/// The cards flipped so far, in order: public (DF3).
pub(crate) fn flipped(state: &State) -> BoundedList<LoyaltyCard, LOYALTY_DECK> {
    let count = (state.defector.flipped as usize).min(state.defector.deck.len());
    BoundedList::from_slice(state.defector.deck.get(..count).unwrap_or(&[])).unwrap_or_default()
}

/// The Defectors' place in the [registry](crate::resistance::modules::registry).
pub(crate) struct Defector;

impl ModuleRules for Defector {
    /// The Defectors have no commands.
    type Checked = core::convert::Infallible;
    type Command = core::convert::Infallible;

    fn check(
        _state: &State,
        _seat: Seat,
        command: Self::Command,
    ) -> Result<ModuleChecked, CommandError> {
        match command {}
    }

    const MODULE: Module = Module::Defector;

    const NAMES: Translations = [
        ["Defector", "Lancelot"],
        ["Перебежчик", "Ланселот"],
        ["Kẻ đổi phe", "Lancelot"],
    ];

    #[inline(always)]
    fn in_play(config: &GameConfig) -> bool {
        config.defector.is_some()
    }

    /// DF1: the two Defectors.
    #[inline(always)]
    fn special_cards(
        config: &crate::resistance::config::GameConfig,
        place: &mut impl FnMut(crate::resistance::role::Role),
    ) {
        super::state::special_cards(config, place);
    }

    /// DF3: from round 3 on, a loyalty card is flipped as the round opens.
    #[inline(always)]
    fn round_start(state: &mut State, sink: &mut impl EventSink<Event>) -> bool {
        flip_at_round_start(state, sink);
        false
    }
}
