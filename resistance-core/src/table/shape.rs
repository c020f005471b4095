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
    kernel::{BoundedList, Envelope, ErrorCode, NoSuchSeat, Outcome, Seat, SeatSet},
    table::record::{GameKind, Move, Record, ReplayError},
};
use alloc::vec::Vec;
use core::fmt::Debug;

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
        record.check(Self::KIND)?;
        let mut game = Self::new(*record.config()).map_err(ReplayError::Config)?;
        let mut outcome = Self::Outcome::default();
        for (index, &played) in record.commands().iter().enumerate() {
            apply_recorded(&mut game, index, played, &mut outcome)?;
        }
        Ok(game)
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
            const KIND: $crate::table::GameKind = $kind;
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
                seat: $crate::kernel::Seat,
                command: Self::Command,
            ) -> Result<Self::Outcome, Self::CommandError> {
                <$game>::apply(self, seat, command)
            }
            #[inline]
            fn apply_into(
                &mut self,
                seat: $crate::kernel::Seat,
                command: Self::Command,
                outcome: &mut Self::Outcome,
            ) -> Result<(), Self::CommandError> {
                <$game>::apply_into(self, seat, command, outcome)
            }
            fn check(
                &self,
                seat: $crate::kernel::Seat,
                command: &Self::Command,
            ) -> Result<(), Self::CommandError> {
                <$game>::check(self, seat, command)
            }
            fn is_legal(&self, seat: $crate::kernel::Seat, command: &Self::Command) -> bool {
                <$game>::is_legal(self, seat, command)
            }
            fn choices(&self, seat: $crate::kernel::Seat) -> Self::Choices {
                <$game>::choices(self, seat)
            }
            fn legal_commands(&self, seat: $crate::kernel::Seat) -> alloc::vec::Vec<Self::Command> {
                <$game>::legal_commands(self, seat)
            }
            fn awaiting(&self) -> $crate::kernel::SeatSet {
                <$game>::awaiting(self)
            }
            fn view(
                &self,
                seat: $crate::kernel::Seat,
            ) -> Result<Self::PlayerView, $crate::kernel::NoSuchSeat> {
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

pub(crate) use table_by_inherent_methods;

/// The record type of game `G`.
pub type RecordOf<G> = Record<<G as Table>::Config, <G as Table>::Command>;

/// The replay error type of game `G`.
pub type ReplayErrorOf<G> = ReplayError<<G as Table>::ConfigError, <G as Table>::CommandError>;

/// Applies the recorded command at `index` of a record to `game`: one step of a
/// replay, its refusal named by its place in the record.
pub(crate) fn apply_recorded<G: Table>(
    game: &mut G,
    index: usize,
    played: Move<G::Command>,
    outcome: &mut G::Outcome,
) -> Result<(), ReplayErrorOf<G>> {
    game.apply_into(played.seat, played.command, outcome)
        .map_err(|error| ReplayError::Refused {
            index,
            seat: played.seat,
            error,
        })
}
