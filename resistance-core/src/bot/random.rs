//! The weakest bot: any command that moves the game on, uniformly.

use super::{Bot, BotError, Turn};
use crate::{kernel::GameRng, resistance::command::Command};

/// Plays a uniformly random command among those that move the game on (never
/// leaving, never revealing its agenda).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Random;

impl Bot for Random {
    fn decide(&mut self, turn: &Turn<'_>, rng: &mut GameRng) -> Result<Command, BotError> {
        let options = turn.options()?;
        let pick = rng.below(options.len() as u32) as usize;
        options.get(pick).copied().ok_or(BotError::NothingToDo {
            seat: turn.view.seat.0,
        })
    }
}
