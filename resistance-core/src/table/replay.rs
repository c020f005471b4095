//! Replaying records: a game that keeps its record ([`Recorded`]), a record walked
//! step by step ([`Replayer`]), and what one seat or a spectator received over a
//! whole game ([`seat_replay`], [`spectator_replay`]).

use crate::{
    kernel::{Envelope, NoSuchSeat, Seat},
    table::{
        record::{GameKind, Move, RECORD_VERSION, Record, ReplayError},
        shape::{Events, RecordOf, ReplayErrorOf, Table, apply_recorded},
    },
};
use alloc::vec::Vec;

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
        <Recorded<G> as Table>::replay(record)
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
    fn awaiting(&self) -> crate::kernel::SeatSet {
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
        record.check(G::KIND)?;
        let (game, opening) = G::start(*record.config()).map_err(ReplayError::Config)?;
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
        let Some(&played) = self.record.commands().get(self.next) else {
            return Ok(None);
        };
        apply_recorded(&mut self.game, self.next, played, &mut self.outcome)?;
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
