//! Bots: players for empty seats, opponents, and stand-ins for a player who timed
//! out or left, at graded strength.
//!
//! A [`Bot`] is given one seat's [`PlayerView`], that seat's [`Choices`] and a
//! generator, and returns a command. It never sees the game, so it cannot know
//! more than the seat may: whatever it plays, a human in that seat could have
//! played knowing the same.
//!
//! - [`Random`]: a uniformly random command among those that move the game on.
//! - [`Logical`]: reads the [deduction](crate::deduce) of its view and plays by
//!   rules of thumb for each side and module.
//! - [`Search`]: determinized Monte Carlo search over deals sampled from the
//!   deduction, each played out by logical players: it tries the logical bot's
//!   choice against others and keeps the one that wins clearly more often.
//! - [`StandIn`]: plays for a seat whose player is away, and gives nothing away: its
//!   command depends only on what everyone can see, never on the seat's role.
//!
//! [`playout`] is the random table of the examples and benchmarks, reading the game
//! itself rather than a view (every seat is a bot there), with
//! [`Game::random_playout`](crate::Game::random_playout), a game played to its end
//! by it at the engine's full speed.
//!
//! None of them leaves the game or turns a hidden agenda face up (HA3): those are a
//! player's own decisions.
//!
//! ```
//! use resistance_core::{Game, GameConfig, GameRng, bot::{Bot, Logical}};
//!
//! let mut game = Game::new(GameConfig::new(5, 3)).unwrap();
//! let mut bot = Logical;
//! let mut rng = GameRng::from_seed_number(9);
//! while let Some(seat) = game.awaiting().iter().next() {
//!     let command = bot.choose(&game.view(seat).unwrap(), &game.choices(seat), &mut rng).unwrap();
//!     game.apply(seat, command).unwrap();
//! }
//! assert!(game.is_over());
//! ```

mod belief;
mod logical;
pub mod playout;
mod random;
mod search;
mod stand_in;

pub use logical::Logical;
pub use random::Random;
pub use search::{Rollout, Search};
pub use stand_in::StandIn;

use crate::{
    deduce::DeduceError,
    kernel::{GameRng, Seat},
    resistance::{choices::Choices, command::Command, view::PlayerView},
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
                .filter(|command| !matches!(command, Command::Leave | Command::RevealAgenda { .. }))
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
