//! [`Table`]: the shape both games have, so that code written once serves both.
//!
//! [`Game`](crate::Game) (the base game and its modules) and
//! [`CellsGame`](crate::cells::CellsGame) (the Cells variant) are both pure state
//! machines with the same surface: a configuration validated into a game, typed
//! commands in, events in envelopes out, per-seat views, choices and legal
//! commands, a record to save and replay. The trait names that surface with
//! associated types, so the JSON codec, the bindings, the property tests and the
//! fuzzers are generic over it and a third game would plug into all of them.
//!
//! Each game keeps its inherent methods (with their own docs on what each returns
//! and who may see it); the trait calls them.
//!
//! ```
//! use resistance_core::{Game, GameConfig, Table, cells::{CellsConfig, CellsGame}};
//!
//! /// Plays the first legal command of the first awaited seat, at most `steps`
//! /// times; returns how many commands were played.
//! fn play<G: Table>(game: &mut G, steps: usize) -> usize {
//!     for played in 0..steps {
//!         let Some(seat) = game.awaiting().into_iter().next() else {
//!             return played;
//!         };
//!         let command = *game.legal_commands(seat).first().expect("an awaited seat may act");
//!         game.apply(seat, command).expect("a legal command is accepted");
//!     }
//!     steps
//! }
//!
//! // The base game always ends (B9, B12).
//! let mut game = Game::new(GameConfig::new(5, 1)).unwrap();
//! assert!(play(&mut game, 1_000) < 1_000 && game.is_over());
//! // Cells has no limit on turns: scouting for ever is legal (CE3).
//! let mut cells = CellsGame::new(CellsConfig::new(3, 1)).unwrap();
//! assert_eq!(play(&mut cells, 100), 100);
//! ```

use crate::{
    kernel::{BoundedList, Envelope, NoSuchSeat, Outcome, Seat, SeatSet},
    record::{GameKind, RecordOf, ReplayErrorOf},
};
use alloc::vec::Vec;
use core::fmt::{Debug, Display};

/// An error with a stable identifier for bindings and logs (`snake_case`, never
/// reused), beside its `Display` message.
pub trait ErrorCode: Debug + Display {
    /// Every code this error type can have, in declaration order.
    const CODES: &'static [&'static str];
    /// The stable identifier.
    fn code(&self) -> &'static str;
}

/// The code of JSON that could not be decoded (the JSON codec's own refusal).
pub const INVALID_JSON: &str = "invalid_json";

/// Every error code the engine can give, of both games, their bots and the JSON
/// codec, sorted and each once: the one list the bindings' types and the fuzzers are
/// built from.
pub fn error_codes() -> Vec<&'static str> {
    fn of<G: Table>() -> impl Iterator<Item = &'static str> {
        let config = <G::ConfigError as ErrorCode>::CODES;
        let command = <G::CommandError as ErrorCode>::CODES;
        let replay = <ReplayErrorOf<G> as ErrorCode>::CODES;
        config.iter().chain(command).chain(replay).copied()
    }
    let mut codes: Vec<&'static str> = of::<crate::Game>()
        .chain(of::<crate::cells::CellsGame>())
        .chain(NoSuchSeat::CODES.iter().copied())
        .chain(crate::SeedUnavailable::CODES.iter().copied())
        // The base game's bots (`bot::BotKind::choose`), which the bindings expose.
        .chain(crate::bot::BotError::CODES.iter().copied())
        .chain([INVALID_JSON])
        .collect();
    codes.sort_unstable();
    codes.dedup();
    codes
}

/// A list of events in envelopes, in order: a command's outcome or a game's opening.
pub trait Events<E> {
    /// The envelopes, in the order the events happened.
    fn envelopes(&self) -> &[Envelope<E>];
}

impl<E: Copy + Default, const N: usize> Events<E> for Outcome<E, N> {
    fn envelopes(&self) -> &[Envelope<E>] {
        &self.events
    }
}

impl<E: Copy + Default, const N: usize> Events<E> for BoundedList<Envelope<E>, N> {
    fn envelopes(&self) -> &[Envelope<E>] {
        self
    }
}

/// A game of this crate: a pure state machine driven by [`Table::apply`].
///
/// Every method is the game's inherent method of the same name; see
/// [`Game`](crate::Game) and [`CellsGame`](crate::cells::CellsGame) for what each
/// holds and who may see it. In short: views are for their seat, the public view
/// for anyone, errors, choices and legal commands for the acting seat alone,
/// records, the seeded configuration and `Debug` for the host only (they hold every
/// secret).
pub trait Table: Clone + Debug + PartialEq + Sized {
    /// Which game this is; its name in the bindings and the wire format.
    const KIND: GameKind;
    /// The game's name in the bindings and the wire format (`"resistance"`, `"cells"`).
    const NAME: &'static str = Self::KIND.name();

    /// What a game is made from: player count, options, seed.
    type Config: Copy + Debug + PartialEq;
    /// Why a configuration was refused.
    type ConfigError: ErrorCode;
    /// What a seat sends.
    type Command: Copy + Debug + PartialEq;
    /// Why a command was refused.
    type CommandError: ErrorCode + From<NoSuchSeat>;
    /// What happened, without its audience.
    type Event: Copy + Debug + Default + PartialEq;
    /// The events one accepted command caused.
    type Outcome: Clone + Debug + Default + PartialEq + Events<Self::Event>;
    /// The events of a game's setup.
    type Opening: Clone + Debug + Events<Self::Event>;
    /// What a seat may do now, in compact form.
    type Choices: Clone + Debug + PartialEq;
    /// Everything one seat may know.
    type PlayerView: Clone + Debug + PartialEq;
    /// Everything a spectator may know.
    type PublicView: Clone + Debug + PartialEq;
    /// How a game ended.
    type Result: Copy + Debug + PartialEq;

    /// Validates `config` and sets up a game.
    fn new(config: Self::Config) -> Result<Self, Self::ConfigError>;
    /// Like [`Table::new`], with the opening events.
    fn start(config: Self::Config) -> Result<(Self, Self::Opening), Self::ConfigError>;
    /// The configuration the game was made from. It holds the seed, which decides
    /// every role and shuffle: host only.
    fn seeded_config(&self) -> &Self::Config;
    /// Number of players.
    fn players(&self) -> u8;
    /// `seat` sends `command`; a refused command changes nothing.
    fn apply(
        &mut self,
        seat: Seat,
        command: Self::Command,
    ) -> Result<Self::Outcome, Self::CommandError> {
        let mut outcome = Self::Outcome::default();
        self.apply_into(seat, command, &mut outcome)?;
        Ok(outcome)
    }
    /// [`Table::apply`], the events written into `outcome` (emptied first); on
    /// refusal `outcome` is left as it was.
    fn apply_into(
        &mut self,
        seat: Seat,
        command: Self::Command,
        outcome: &mut Self::Outcome,
    ) -> Result<(), Self::CommandError>;
    /// Why `apply(seat, command)` would be refused now, without applying it.
    fn check(&self, seat: Seat, command: &Self::Command) -> Result<(), Self::CommandError>;
    /// Whether `apply(seat, command)` would be accepted now.
    fn is_legal(&self, seat: Seat, command: &Self::Command) -> bool {
        self.check(seat, command).is_ok()
    }
    /// What `seat` may do now, in compact form.
    fn choices(&self, seat: Seat) -> Self::Choices;
    /// Every command `apply(seat, _)` would accept now.
    fn legal_commands(&self, seat: Seat) -> Vec<Self::Command>;
    /// Every command of every seat that `apply` would accept now, seat by seat, each
    /// seat's in the order of [`Table::legal_commands`] (what a random player or a
    /// fuzzer draws from). Host only, as `awaiting` is: the list names who may act.
    ///
    /// ```
    /// use resistance_core::{Command, Game, GameConfig, Seat, Table};
    ///
    /// let game = Game::new(GameConfig::new(5, 7)).unwrap();
    /// let moves = game.every_legal_command();
    /// assert!(moves.iter().all(|(seat, command)| Table::is_legal(&game, *seat, command)));
    /// // Anyone may leave (LV1); only the leader proposes (B6).
    /// assert!(moves.contains(&(Seat(3), Command::Leave)));
    /// let leader = Table::public_view(&game).leader;
    /// assert!(moves.iter().all(|(seat, command)| {
    ///     !matches!(command, Command::ProposeTeam { .. }) || *seat == leader
    /// }));
    /// ```
    fn every_legal_command(&self) -> Vec<(Seat, Self::Command)> {
        (0..self.players())
            .map(Seat)
            .flat_map(|seat| {
                self.legal_commands(seat)
                    .into_iter()
                    .map(move |command| (seat, command))
            })
            .collect()
    }
    /// The seats the game is waiting for (host only: it may name a secret role).
    fn awaiting(&self) -> SeatSet;
    /// Everything `seat` may know now.
    fn view(&self, seat: Seat) -> Result<Self::PlayerView, NoSuchSeat>;
    /// Everything a spectator may know now.
    fn public_view(&self) -> Self::PublicView;
    /// The game of `record`, replayed through [`Table::apply`]; it equals the game
    /// that was recorded (the record itself is kept by
    /// [`Recorded`](crate::Recorded)).
    fn replay(record: &RecordOf<Self>) -> Result<Self, ReplayErrorOf<Self>> {
        crate::record::replay(record)
    }
    /// How the game ended, once it has.
    fn result(&self) -> Option<Self::Result>;
    /// Whether the game has ended.
    fn is_over(&self) -> bool {
        self.result().is_some()
    }
}

/// Implements [`Table`] for a game type by calling its inherent methods.
macro_rules! table_by_inherent_methods {
    ($game:ty, kind: $kind:expr, {
        $($associated:ident = $ty:ty;)*
    }) => {
        impl $crate::table::Table for $game {
            const KIND: $crate::GameKind = $kind;
            $(type $associated = $ty;)*

            fn new(config: Self::Config) -> Result<Self, Self::ConfigError> {
                <$game>::new(config)
            }
            fn start(config: Self::Config) -> Result<(Self, Self::Opening), Self::ConfigError> {
                <$game>::start(config)
            }
            fn seeded_config(&self) -> &Self::Config {
                <$game>::seeded_config(self)
            }
            fn players(&self) -> u8 {
                <$game>::players(self)
            }
            #[inline]
            fn apply(
                &mut self,
                seat: $crate::Seat,
                command: Self::Command,
            ) -> Result<Self::Outcome, Self::CommandError> {
                <$game>::apply(self, seat, command)
            }
            #[inline]
            fn apply_into(
                &mut self,
                seat: $crate::Seat,
                command: Self::Command,
                outcome: &mut Self::Outcome,
            ) -> Result<(), Self::CommandError> {
                <$game>::apply_into(self, seat, command, outcome)
            }
            fn check(
                &self,
                seat: $crate::Seat,
                command: &Self::Command,
            ) -> Result<(), Self::CommandError> {
                <$game>::check(self, seat, command)
            }
            fn is_legal(&self, seat: $crate::Seat, command: &Self::Command) -> bool {
                <$game>::is_legal(self, seat, command)
            }
            fn choices(&self, seat: $crate::Seat) -> Self::Choices {
                <$game>::choices(self, seat)
            }
            fn legal_commands(&self, seat: $crate::Seat) -> alloc::vec::Vec<Self::Command> {
                <$game>::legal_commands(self, seat)
            }
            fn awaiting(&self) -> $crate::SeatSet {
                <$game>::awaiting(self)
            }
            fn view(
                &self,
                seat: $crate::Seat,
            ) -> Result<Self::PlayerView, $crate::NoSuchSeat> {
                <$game>::view(self, seat)
            }
            fn public_view(&self) -> Self::PublicView {
                <$game>::public_view(self)
            }
            fn result(&self) -> Option<Self::Result> {
                <$game>::result(self)
            }
            fn is_over(&self) -> bool {
                <$game>::is_over(self)
            }
        }
    };
}

/// Gives an error type its stable codes, written once: the inherent `code()` and
/// `CODES`, and its [`ErrorCode`] impl. Codes are `snake_case` and never reused.
macro_rules! stable_error_codes {
    ($error:ident { $($variant:ident => $code:literal,)* }) => {
        impl $error {
            /// Every code of this error type, in declaration order.
            pub const CODES: &'static [&'static str] = &[$($code),*];

            /// A stable identifier for bindings and logs (`snake_case`, never reused).
            pub const fn code(&self) -> &'static str {
                match self {
                    $($error::$variant { .. } => $code,)*
                }
            }
        }

        impl $crate::table::ErrorCode for $error {
            const CODES: &'static [&'static str] = <$error>::CODES;

            fn code(&self) -> &'static str {
                <$error>::code(self)
            }
        }
    };
}

pub(crate) use stable_error_codes;
pub(crate) use table_by_inherent_methods;

impl ErrorCode for crate::SeedUnavailable {
    const CODES: &'static [&'static str] = crate::SeedUnavailable::CODES;

    fn code(&self) -> &'static str {
        crate::SeedUnavailable::code(self)
    }
}

impl ErrorCode for NoSuchSeat {
    const CODES: &'static [&'static str] = &["no_such_seat"];

    fn code(&self) -> &'static str {
        Self::CODES[0]
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        CommandError, ConfigError, ReplayErrorOf,
        cells::{CellsCommandError, CellsConfigError, CellsGame},
    };

    /// Every error type's codes, by name.
    fn every_list() -> [(&'static str, &'static [&'static str]); 8] {
        [
            ("CommandError", CommandError::CODES),
            ("ConfigError", ConfigError::CODES),
            (
                "ReplayError",
                <ReplayErrorOf<crate::Game> as ErrorCode>::CODES,
            ),
            ("CellsCommandError", CellsCommandError::CODES),
            ("CellsConfigError", CellsConfigError::CODES),
            (
                "CellsReplayError",
                <ReplayErrorOf<CellsGame> as ErrorCode>::CODES,
            ),
            ("NoSuchSeat", NoSuchSeat::CODES),
            ("BotError", crate::bot::BotError::CODES),
        ]
    }

    #[test]
    fn each_error_type_lists_distinct_snake_case_codes() {
        for (name, codes) in every_list() {
            assert!(!codes.is_empty(), "{name} lists no code");
            for (index, code) in codes.iter().enumerate() {
                assert!(
                    !code.is_empty()
                        && code.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
                        && !code.starts_with('_')
                        && !code.ends_with('_'),
                    "{name}: {code:?} is not snake_case"
                );
                assert!(
                    !codes[..index].contains(code),
                    "{name} gives {code:?} to two variants"
                );
            }
        }
    }

    #[test]
    fn error_codes_is_the_sorted_union_of_every_list() {
        let codes = error_codes();
        assert!(
            codes.windows(2).all(|pair| pair[0] < pair[1]),
            "sorted, each once"
        );
        for (name, list) in every_list() {
            for code in list {
                assert!(codes.contains(code), "{name}'s {code:?} is missing");
            }
        }
        assert!(codes.contains(&INVALID_JSON));
        let listed: usize = every_list().iter().map(|(_, list)| list.len()).sum();
        // Both games share some codes (no_such_seat, game_over, wrong_phase, ...),
        // so the union is shorter than the lists end to end, but holds each of them.
        assert!(codes.len() <= listed + 1);
        assert!(codes.len() >= CommandError::CODES.len() + CellsConfigError::CODES.len());
    }

    #[test]
    fn a_variant_code_is_the_one_its_type_lists() {
        let error = CommandError::WrongTeamSize {
            expected: 2,
            given: 1,
        };
        assert_eq!(ErrorCode::code(&error), "wrong_team_size");
        assert!(CommandError::CODES.contains(&error.code()));
        let seat = NoSuchSeat {
            seat: 9,
            players: 5,
        };
        assert_eq!(ErrorCode::code(&seat), CommandError::from(seat).code());
    }
}
