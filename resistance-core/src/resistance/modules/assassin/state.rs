//! What a game holds of the Assassin module and how it is set up: the part of the state
//! below the rules, which the base game's state embeds.

use crate::resistance::{
    config::GameConfig,
    record::{EndReason, GameResult},
    role::Role,
};

/// AS1: the special cards this configuration deals, each replacing a plain card of
/// its side, handed to `place` in the order the deck places them.
// Always inlined: the deck is built once a game, and a playout's setup is part of
// what a search pays for every game.
#[inline(always)]
pub(crate) fn special_cards(config: &GameConfig, mut place: impl FnMut(Role)) {
    if let Some(options) = config.assassin {
        place(Role::Commander);
        place(Role::Assassin);
        for (dealt, role) in [
            (options.body_guard, Role::BodyGuard),
            (options.false_commander, Role::FalseCommander),
            (options.deep_cover, Role::DeepCover),
            (options.blind_spy, Role::BlindSpy),
        ] {
            if dealt {
                place(role);
            }
        }
    }
}

/// AS4: a third success does not end a game with the Assassin module.
pub(crate) fn diverts(config: &GameConfig, result: GameResult) -> bool {
    config.assassin.is_some() && result.reason == EndReason::ThreeSuccesses
}
