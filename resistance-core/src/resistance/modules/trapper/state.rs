//! What a game holds of the Trapper module and how it is set up: the part of the state
//! below the rules, which the base game's state embeds.

use crate::{
    kernel::BoundedList,
    resistance::{config::GameConfig, record::TrappedCard, rules::ROUNDS},
};

/// The Trapper's part of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Traps {
    /// Cards set aside by Trapper leaders, one per mission, secret to each leader
    /// until the end (TR2, TR3).
    pub(crate) trapped: BoundedList<TrappedCard, { ROUNDS as usize }>,
}

/// TR1: the leader takes one more team token.
pub(crate) const fn extra_members(config: &GameConfig) -> u8 {
    config.trapper as u8
}
