//! Bots: players for empty seats, opponents, and stand-ins for a player who timed
//! out or left, at graded strength.
//!
//! A [`Bot`] is given one seat's [`PlayerView`](crate::PlayerView), that seat's
//! [`Choices`](crate::Choices) and a generator, and returns a command. It never
//! sees the game, so it cannot know more than the seat may: whatever it plays, a
//! human in that seat could have played knowing the same.
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
mod kind;
mod logical;
pub mod playout;
mod random;
mod search;
mod stand_in;
mod turn;

pub use kind::BotKind;
pub use logical::Logical;
pub use random::Random;
pub use search::{Rollout, Search};
pub use stand_in::StandIn;
pub use turn::{Bot, BotError, Turn};
pub(crate) use turn::{best, clockwise};
