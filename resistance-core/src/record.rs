//! Game records: the one canonical save of a game, for both games.
//!
//! A [`Record`] is the format version, which game it is, the configuration (seed
//! included) and the commands that were accepted, in order, each with the seat
//! that sent it. Restoring a game is replaying its record through the engine's own
//! [`Table::apply`]: nothing is checked by hand, so no validation can drift from the
//! rules, and the restored game equals the original (state and record alike). A
//! whole game replays in microseconds. A game keeps its record when it is
//! [`Recorded`] (the bindings' games are).
//!
//! **A record holds every secret.** Its configuration holds the seed, which decides
//! the deal, every shuffle and so every role; its commands hold every secret vote,
//! every mission card and every sealed agenda. Keep it on the host while the game is
//! on. Players get views ([`Table::view`]); what a host may publish during a game is
//! [`SpectatorRecord`]; once the game is over the whole record may be published.
//!
//! Version 1 snapshots (a dump of the state, checked against the rules but not
//! against its own seed) are refused as [`ReplayError::UnsupportedVersion`].
//!
//! ```
//! use resistance_core::{Game, GameConfig, Recorded, Table};
//!
//! let mut game = Recorded::<Game>::new(GameConfig::new(5, 7)).unwrap();
//! for _ in 0..12 {
//!     let seat = game.awaiting().into_iter().next().unwrap();
//!     let command = game.legal_commands(seat)[0];
//!     game.apply(seat, command).unwrap();
//! }
//! let record = game.record();
//! assert_eq!(record.commands().len(), 12);
//! // Restoring is replaying: the same game, byte for byte.
//! assert_eq!(Recorded::<Game>::replay(&record).unwrap(), game);
//! assert_eq!(&Game::replay(&record).unwrap(), game.game());
//! ```

use crate::{
    kernel::{Envelope, NoSuchSeat, Seat},
    table::{ErrorCode, Events, Table},
};
use alloc::vec::Vec;
use thiserror::Error;

/// The record format this library writes and reads. Version 1 was a dump of the
/// state; version 2 is the record of accepted commands.
pub const RECORD_VERSION: u32 = 2;

/// Which game a record or a handle is of.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum GameKind {
    /// The base game and its modules ([`Game`](crate::Game)).
    Resistance,
    /// The Cells variant ([`CellsGame`](crate::cells::CellsGame)).
    Cells,
}

impl GameKind {
    /// The game's name in the wire format and the bindings.
    pub const fn name(self) -> &'static str {
        match self {
            GameKind::Resistance => "resistance",
            GameKind::Cells => "cells",
        }
    }
}

impl core::fmt::Display for GameKind {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(self.name())
    }
}

/// One accepted command and the seat that sent it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Move<M> {
    /// Who sent it.
    pub seat: Seat,
    /// What was sent.
    pub command: M,
}

/// A whole game: version, game, configuration (seed included) and every accepted
/// command in order. Made by [`Recorded::record`], turned back into the game by
/// [`Table::replay`]. **It holds every secret**: keep it on the host while the game is on.
///
/// In JSON: `{"version":2,"game":"resistance","config":{...},"commands":[{"seat":0,
/// "command":{...}}, ...]}`.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Record<C, M> {
    version: u32,
    game: GameKind,
    config: C,
    commands: Vec<Move<M>>,
}

impl<C, M> Record<C, M> {
    /// A record of the current version: `config` for `game`, then `commands` in order.
    /// Whether the rules accept it is for [`Table::replay`] to say.
    pub fn new(game: GameKind, config: C, commands: Vec<Move<M>>) -> Record<C, M> {
        Record {
            version: RECORD_VERSION,
            game,
            config,
            commands,
        }
    }

    /// The format version it was written in.
    pub const fn version(&self) -> u32 {
        self.version
    }

    /// Which game it is a record of.
    pub const fn game(&self) -> GameKind {
        self.game
    }

    /// The configuration the game was made from (seed included: host only).
    pub const fn config(&self) -> &C {
        &self.config
    }

    /// The accepted commands, in order (host only: they hold every secret).
    pub fn commands(&self) -> &[Move<M>] {
        &self.commands
    }

    /// The same record cut to its first `len` commands: the game as it was then.
    pub fn truncated(mut self, len: usize) -> Record<C, M> {
        self.commands.truncate(len);
        self
    }
}

/// A game that keeps its record: every accepted command with its seat, so that
/// [`Recorded::record`] can save it and [`Table::replay`] bring it back. The bindings
/// keep their games this way. A bare [`Game`](crate::Game) keeps no record, so that
/// `apply` never allocates and a bot's copy of a game is a copy of its state; keeping
/// the record costs one push per command.
///
/// It is a [`Table`] itself, with its game's types, and derefs to the game for
/// everything that reads it (`leader()`, `round()`, ...). Commands go through its
/// own `apply`, which records them.
///
/// ```
/// use resistance_core::{Game, GameConfig, Recorded, Table};
///
/// let mut game = Recorded::<Game>::new(GameConfig::new(5, 3)).unwrap();
/// let leader = game.leader();
/// let command = game.legal_commands(leader)[0];
/// game.apply(leader, command).unwrap();
/// let record = game.record();
/// assert_eq!(record.commands().len(), 1);
/// assert_eq!(Recorded::<Game>::replay(&record).unwrap(), game);
/// ```
#[derive(Clone, Debug, PartialEq)]
pub struct Recorded<G: Table> {
    game: G,
    moves: Vec<Move<G::Command>>,
}

impl<G: Table> Recorded<G> {
    /// A new game of `config`, recording from its first command.
    pub fn new(config: G::Config) -> Result<Recorded<G>, G::ConfigError> {
        G::new(config).map(Recorded::fresh)
    }

    /// Like [`Recorded::new`], with the opening events.
    pub fn start(config: G::Config) -> Result<(Recorded<G>, G::Opening), G::ConfigError> {
        G::start(config).map(|(game, opening)| (Recorded::fresh(game), opening))
    }

    /// The game of `record`, replayed through the rules, still recording.
    pub fn replay(record: &RecordOf<G>) -> Result<Recorded<G>, ReplayErrorOf<G>> {
        replay::<Recorded<G>>(record)
    }

    /// This game becomes a new one of `config`, with an empty record; the record's
    /// memory is kept, so a bot that plays game after game in one `Recorded`
    /// allocates only while its longest game so far grows. Refused, nothing changes.
    pub fn restart(&mut self, config: G::Config) -> Result<(), G::ConfigError> {
        self.game = G::new(config)?;
        self.moves.clear();
        Ok(())
    }

    fn fresh(game: G) -> Recorded<G> {
        Recorded {
            game,
            moves: Vec::new(),
        }
    }

    /// The game.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// The game, without its record.
    pub fn into_game(self) -> G {
        self.game
    }

    /// The whole game as a record: the configuration (seed included) and every
    /// accepted command. **It holds every secret**: keep it on the host while the
    /// game is on.
    pub fn record(&self) -> RecordOf<G> {
        Record::new(G::KIND, *self.game.seeded_config(), self.moves.clone())
    }

    /// `seat` sends `command` (see [`Table::apply`]); accepted, it is recorded.
    pub fn apply(
        &mut self,
        seat: Seat,
        command: G::Command,
    ) -> Result<G::Outcome, G::CommandError> {
        Table::apply(self, seat, command)
    }

    /// [`Recorded::apply`], the events written into `outcome` (see
    /// [`Table::apply_into`]).
    pub fn apply_into(
        &mut self,
        seat: Seat,
        command: G::Command,
        outcome: &mut G::Outcome,
    ) -> Result<(), G::CommandError> {
        self.game.apply_into(seat, command, outcome)?;
        self.moves.push(Move { seat, command });
        Ok(())
    }
}

impl<G: Table> core::ops::Deref for Recorded<G> {
    type Target = G;

    fn deref(&self) -> &G {
        &self.game
    }
}

impl<G: Table> Table for Recorded<G> {
    const KIND: GameKind = G::KIND;
    type Config = G::Config;
    type ConfigError = G::ConfigError;
    type Command = G::Command;
    type CommandError = G::CommandError;
    type Event = G::Event;
    type Outcome = G::Outcome;
    type Opening = G::Opening;
    type Choices = G::Choices;
    type PlayerView = G::PlayerView;
    type PublicView = G::PublicView;
    type Result = G::Result;

    fn new(config: G::Config) -> Result<Self, G::ConfigError> {
        Recorded::new(config)
    }
    fn start(config: G::Config) -> Result<(Self, G::Opening), G::ConfigError> {
        Recorded::start(config)
    }
    fn seeded_config(&self) -> &G::Config {
        self.game.seeded_config()
    }
    fn players(&self) -> u8 {
        self.game.players()
    }
    fn apply_into(
        &mut self,
        seat: Seat,
        command: G::Command,
        outcome: &mut G::Outcome,
    ) -> Result<(), G::CommandError> {
        Recorded::apply_into(self, seat, command, outcome)
    }
    fn check(&self, seat: Seat, command: &G::Command) -> Result<(), G::CommandError> {
        self.game.check(seat, command)
    }
    fn is_legal(&self, seat: Seat, command: &G::Command) -> bool {
        self.game.is_legal(seat, command)
    }
    fn choices(&self, seat: Seat) -> G::Choices {
        self.game.choices(seat)
    }
    fn legal_commands(&self, seat: Seat) -> Vec<G::Command> {
        self.game.legal_commands(seat)
    }
    fn awaiting(&self) -> crate::SeatSet {
        self.game.awaiting()
    }
    fn view(&self, seat: Seat) -> Result<G::PlayerView, NoSuchSeat> {
        self.game.view(seat)
    }
    fn public_view(&self) -> G::PublicView {
        self.game.public_view()
    }
    fn result(&self) -> Option<G::Result> {
        self.game.result()
    }
}

/// The record type of game `G`.
pub type RecordOf<G> = Record<<G as Table>::Config, <G as Table>::Command>;

/// Why a record cannot be replayed. Nothing was restored.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum ReplayError<ConfigError, CommandError> {
    /// The record was written in a format this library does not read (version 1
    /// was a dump of the state, no longer read).
    #[error(
        "snapshot version {found} is not supported: this library reads version {supported} \
         (a record of the accepted commands)"
    )]
    UnsupportedVersion {
        /// The version found.
        found: u32,
        /// The version this library reads.
        supported: u32,
    },
    /// The record is of the other game.
    #[error("the record is of the game `{found}`, not `{expected}`")]
    OtherGame {
        /// The game the record is of.
        found: GameKind,
        /// The game asked for.
        expected: GameKind,
    },
    /// The recorded configuration is not a valid configuration.
    #[error("the record's configuration is invalid: {0}")]
    Config(ConfigError),
    /// A seat's replay was asked for a seat that is not at the table.
    #[error(transparent)]
    NoSuchSeat(NoSuchSeat),
    /// The rules refuse one of the recorded commands: the record was cut, reordered
    /// or edited.
    #[error("the record's command {index} ({seat}) is refused: {error}")]
    Refused {
        /// Its place in the record's list, from 0.
        index: usize,
        /// The seat that sent it.
        seat: Seat,
        /// Why the engine refuses it there.
        error: CommandError,
    },
}

impl<C: ErrorCode, M: ErrorCode> ErrorCode for ReplayError<C, M> {
    const CODES: &'static [&'static str] = &[
        "unsupported_snapshot_version",
        "record_of_another_game",
        "snapshot_config_invalid",
        "record_command_refused",
        "no_such_seat",
    ];

    fn code(&self) -> &'static str {
        let index = match self {
            ReplayError::UnsupportedVersion { .. } => 0,
            ReplayError::OtherGame { .. } => 1,
            ReplayError::Config(_) => 2,
            ReplayError::Refused { .. } => 3,
            ReplayError::NoSuchSeat(_) => 4,
        };
        Self::CODES[index]
    }
}

impl<C: ErrorCode, M: ErrorCode> ReplayError<C, M> {
    /// A stable identifier for bindings and logs (`snake_case`, never reused).
    pub fn code(&self) -> &'static str {
        ErrorCode::code(self)
    }
}

/// The replay error type of game `G`.
pub type ReplayErrorOf<G> = ReplayError<<G as Table>::ConfigError, <G as Table>::CommandError>;

/// Replays `record` through `G`'s own rules: what [`Table::replay`] does.
pub(crate) fn replay<G: Table>(record: &RecordOf<G>) -> Result<G, ReplayErrorOf<G>> {
    let mut replayer = Replayer::<G>::new(record)?;
    while replayer.step()?.is_some() {}
    Ok(replayer.game)
}

/// A record replayed one command at a time, each step's events at hand: the
/// engine behind [`seat_replay`] and [`spectator_replay`], for a host that wants
/// to walk a record itself.
pub struct Replayer<'r, G: Table> {
    record: &'r RecordOf<G>,
    game: G,
    opening: G::Opening,
    outcome: G::Outcome,
    next: usize,
}

impl<'r, G: Table> Replayer<'r, G> {
    /// Starts replaying `record`: the game as set up, before its first command.
    pub fn new(record: &'r RecordOf<G>) -> Result<Replayer<'r, G>, ReplayErrorOf<G>> {
        if record.version != RECORD_VERSION {
            return Err(ReplayError::UnsupportedVersion {
                found: record.version,
                supported: RECORD_VERSION,
            });
        }
        if record.game != G::KIND {
            return Err(ReplayError::OtherGame {
                found: record.game,
                expected: G::KIND,
            });
        }
        let (game, opening) = G::start(record.config).map_err(ReplayError::Config)?;
        Ok(Replayer {
            record,
            game,
            opening,
            outcome: G::Outcome::default(),
            next: 0,
        })
    }

    /// The game's opening events (the deal, what each seat learned).
    pub fn opening(&self) -> &G::Opening {
        &self.opening
    }

    /// Applies the next recorded command and returns it (its events are then
    /// [`Replayer::outcome`]), or `None` once every command was replayed.
    pub fn step(&mut self) -> Result<Option<Move<G::Command>>, ReplayErrorOf<G>> {
        let Some(&played) = self.record.commands.get(self.next) else {
            return Ok(None);
        };
        self.game
            .apply_into(played.seat, played.command, &mut self.outcome)
            .map_err(|error| ReplayError::Refused {
                index: self.next,
                seat: played.seat,
                error,
            })?;
        self.next += 1;
        Ok(Some(played))
    }

    /// The events the last replayed command caused (empty before the first).
    pub fn outcome(&self) -> &G::Outcome {
        &self.outcome
    }

    /// The game as replayed so far.
    pub fn game(&self) -> &G {
        &self.game
    }

    /// How many commands were replayed so far.
    pub fn replayed(&self) -> usize {
        self.next
    }
}

/// What one seat received at one step of a game: the events addressed to it and
/// its view afterwards.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct ReplayStep<E, V> {
    /// The events this seat (or a spectator) received, in order.
    pub events: Vec<E>,
    /// What it may know afterwards.
    pub view: V,
}

/// One step of a seat's replay of game `G`.
pub type SeatStepOf<G> = ReplayStep<<G as Table>::Event, <G as Table>::PlayerView>;

/// The events of `envelopes` that pass `sees`.
fn seen<E: Copy>(envelopes: &[Envelope<E>], sees: impl Fn(&Envelope<E>) -> bool) -> Vec<E> {
    envelopes
        .iter()
        .filter(|e| sees(e))
        .map(|e| e.event)
        .collect()
}

/// Steps of `record` as one audience saw them: the opening, then every command
/// that gave it at least one event (a step it received nothing from it never saw).
fn audience_replay<G: Table, V>(
    record: &RecordOf<G>,
    sees: impl Fn(&Envelope<G::Event>) -> bool,
    view: impl Fn(&G) -> Result<V, ReplayErrorOf<G>>,
) -> Result<Vec<ReplayStep<G::Event, V>>, ReplayErrorOf<G>> {
    let mut replayer = Replayer::<G>::new(record)?;
    let mut steps = Vec::new();
    steps.push(ReplayStep {
        events: seen(replayer.opening().envelopes(), &sees),
        view: view(replayer.game())?,
    });
    while replayer.step()?.is_some() {
        let events = seen(replayer.outcome().envelopes(), &sees);
        if !events.is_empty() {
            steps.push(ReplayStep {
                events,
                view: view(replayer.game())?,
            });
        }
    }
    Ok(steps)
}

/// The game of `record` as `seat` lived it, step by step: first the opening
/// (its role and what it learned), then each command that sent it an event, with
/// the events and its view afterwards. For a reconnecting player, or "replay from
/// seat 3": every step holds only what that seat received live.
///
/// A seat outside the table is refused ([`ReplayError::NoSuchSeat`]).
pub fn seat_replay<G: Table>(
    record: &RecordOf<G>,
    seat: Seat,
) -> Result<Vec<SeatStepOf<G>>, ReplayErrorOf<G>> {
    audience_replay::<G, _>(
        record,
        |e| e.audience.includes(seat),
        |game| game.view(seat).map_err(ReplayError::NoSuchSeat),
    )
}

/// What a host may publish while the game is on: the game as a spectator saw it,
/// step by step (the public events of each step and the public view afterwards).
/// It holds no seed, no configuration beyond what the public view shows, and no
/// hidden command content. Made by [`spectator_replay`]; after the game the whole
/// [`Record`] may be published too.
#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct SpectatorRecord<E, V> {
    /// The format version ([`RECORD_VERSION`]).
    pub version: u32,
    /// Which game it is.
    pub game: GameKind,
    /// The opening, then each command that caused a public event.
    pub steps: Vec<ReplayStep<E, V>>,
}

/// The game of `record` as a spectator saw it: the public events of each step and
/// the public view afterwards, safe to publish during the game.
pub fn spectator_replay<G: Table>(
    record: &RecordOf<G>,
) -> Result<SpectatorRecord<G::Event, G::PublicView>, ReplayErrorOf<G>> {
    let steps = audience_replay::<G, _>(
        record,
        |e| e.audience.is_public(),
        |game| Ok(game.public_view()),
    )?;
    Ok(SpectatorRecord {
        version: RECORD_VERSION,
        game: G::KIND,
        steps,
    })
}
