//! What every bot is: the [`Bot`] trait, the turn it is given, its refusal, and
//! what the bots share (the best of scored options, the seats in turn).

use crate::{
    deduce::DeduceError,
    kernel::{GameRng, Seat},
    resistance::{
        choices::Choices, command::Command, modules::agenda::AgendaCommand, view::PlayerView,
    },
};
use alloc::vec::Vec;
use core::cell::OnceCell;

/// A player that chooses a command from what one seat may know.
///
/// A bot implements [`Bot::decide`]; hosts call [`Bot::choose`], which hands the
/// bot the seat's [`Turn`].
pub trait Bot {
    /// What the view's seat does now, among its `choices`.
    ///
    /// Refused with [`BotError::NothingToDo`] when the seat may do nothing but
    /// leave or reveal its agenda: the game is not waiting for it.
    fn choose(
        &mut self,
        view: &PlayerView,
        choices: &Choices,
        rng: &mut GameRng,
    ) -> Result<Command, BotError> {
        self.decide(&Turn::new(view, choices), rng)
    }

    /// What the turn's seat does now: one of the turn's [options](Turn::options),
    /// refused as they are when there is none.
    fn decide(&mut self, turn: &Turn<'_>, rng: &mut GameRng) -> Result<Command, BotError>;
}

/// What a bot is asked to decide on: one seat's view and choices, and the commands
/// among them that move the game on.
#[derive(Clone, Debug)]
#[non_exhaustive]
pub struct Turn<'a> {
    /// What the seat may know.
    pub view: &'a PlayerView,
    /// What the seat may do now.
    pub choices: &'a Choices,
    /// The options, once asked for.
    options: OnceCell<Vec<Command>>,
}

impl<'a> Turn<'a> {
    /// The turn of the view's seat, which may do what `choices` allow.
    pub fn new(view: &'a PlayerView, choices: &'a Choices) -> Self {
        Turn {
            view,
            choices,
            options: OnceCell::new(),
        }
    }

    /// The commands that move the game on: every one the choices allow but leaving
    /// and revealing one's agenda; refused when there is none. Worked out when first
    /// asked for, so that a bot that plays from the choices alone (the stand-in,
    /// mostly) does not pay for them, and a bot that asks another (the search bot
    /// asks the logical bot) pays once.
    pub fn options(&self) -> Result<&[Command], BotError> {
        let options = self.options.get_or_init(|| {
            let held = self
                .view
                .table
                .plot
                .as_ref()
                .map_or(&[][..], |plot| plot.held.as_slice());
            self.choices
                .commands(self.view.seat, held)
                .into_iter()
                .filter(|command| {
                    !matches!(
                        command,
                        Command::Leave | Command::Agenda(AgendaCommand::RevealAgenda { .. })
                    )
                })
                .collect()
        });
        if options.is_empty() {
            return Err(BotError::NothingToDo {
                seat: self.view.seat.0,
            });
        }
        Ok(options)
    }
}

/// Why a bot gave no command.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum BotError {
    /// The seat may do nothing now that moves the game on.
    #[error("seat {seat} has nothing to do now: the game is not waiting for it")]
    NothingToDo {
        /// The seat asked about.
        seat: u8,
    },
    /// The view could not be read.
    #[error(transparent)]
    Deduction(#[from] DeduceError),
}

impl BotError {
    /// Every code of this error type.
    pub const CODES: &'static [&'static str] = &["nothing_to_do", "impossible_view"];

    /// Its stable identifier.
    pub const fn code(&self) -> &'static str {
        match self {
            BotError::NothingToDo { .. } => "nothing_to_do",
            BotError::Deduction(error) => error.code(),
        }
    }
}

impl crate::kernel::ErrorCode for BotError {
    const CODES: &'static [&'static str] = BotError::CODES;

    fn code(&self) -> &'static str {
        BotError::code(self)
    }
}

/// The option with the highest score, ties broken at random (so that equal options
/// are played alike often); `None` only when there are no options.
pub(crate) fn best(
    options: &[Command],
    rng: &mut GameRng,
    mut score: impl FnMut(&Command) -> f64,
) -> Option<Command> {
    let mut best = None;
    let mut best_score = f64::NEG_INFINITY;
    let mut ties = 0u32;
    for &option in options {
        let score = score(&option);
        if best.is_none() || score > best_score + 1e-12 {
            best = Some(option);
            best_score = score;
            ties = 1;
        } else if (score - best_score).abs() <= 1e-12 {
            // Reservoir sampling over the tied options.
            ties += 1;
            if rng.below(ties) == 0 {
                best = Some(option);
            }
        }
    }
    best
}

/// Seats in clockwise order starting at `from`.
pub(crate) fn clockwise(from: Seat, players: u8) -> impl Iterator<Item = Seat> {
    (0..players).map(move |step| Seat((from.0 + step) % players))
}
