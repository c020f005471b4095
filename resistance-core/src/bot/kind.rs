//! The bots by name, as the bindings and the table server choose them: [`BotKind`].

use super::{
    Logical, Random, Search, StandIn,
    turn::{Bot, BotError, Turn},
};
use crate::{
    kernel::GameRng,
    resistance::{choices::Choices, command::Command, view::PlayerView},
};

/// The bots by strength, for hosts and bindings that choose one by name.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[non_exhaustive]
pub enum BotKind {
    /// [`Random`].
    Random,
    /// [`Logical`].
    #[default]
    Logical,
    /// [`StandIn`].
    StandIn,
    /// [`Search`] as [`Search::default`] plays: 150 logical playouts a decision, the
    /// strongest and by far the slowest (tens of milliseconds a decision).
    Search,
}

impl BotKind {
    /// Every kind, weakest first.
    pub const ALL: [BotKind; 4] = [
        BotKind::StandIn,
        BotKind::Random,
        BotKind::Logical,
        BotKind::Search,
    ];

    /// Chooses with a bot of this kind.
    pub fn choose(
        self,
        view: &PlayerView,
        choices: &Choices,
        rng: &mut GameRng,
    ) -> Result<Command, BotError> {
        let mut bot = self;
        Bot::choose(&mut bot, view, choices, rng)
    }
}

/// A kind is a bot, for code that holds bots of several kinds behind the trait.
impl Bot for BotKind {
    fn decide(&mut self, turn: &Turn<'_>, rng: &mut GameRng) -> Result<Command, BotError> {
        match self {
            BotKind::Random => Random.decide(turn, rng),
            BotKind::Logical => Logical.decide(turn, rng),
            BotKind::StandIn => StandIn.decide(turn, rng),
            BotKind::Search => Search::default().decide(turn, rng),
        }
    }
}
