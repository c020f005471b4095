//! The weakest bot: any command that moves the game on, uniformly.

use super::{Bot, BotError, options};
use crate::{Choices, Command, GameRng, PlayerView};

/// Plays a uniformly random command among those that move the game on (never
/// leaving, never revealing its agenda).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Random;

impl Bot for Random {
    fn choose(
        &mut self,
        view: &PlayerView,
        choices: &Choices,
        rng: &mut GameRng,
    ) -> Result<Command, BotError> {
        let options = options(view, choices)?;
        let pick = rng.below(options.len() as u32) as usize;
        options
            .get(pick)
            .copied()
            .ok_or(BotError::NothingToDo { seat: view.seat.0 })
    }
}
