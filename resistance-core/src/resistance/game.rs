//! [`Game`]: the public face of the engine.

use crate::table::{GameKind, Record, ReplayError};
use crate::{
    kernel::{BoundedList, Discard, MAX_PLAYERS, NoSuchSeat, Seat, SeatSet},
    resistance::{
        choices::Choices,
        command::Command,
        config::{ConfigError, GameConfig},
        error::CommandError,
        event::{Envelope, Outcome},
        flow::Checked,
        history::History,
        record::{GameResult, PhaseKind},
        state::State,
        view::{PlayerView, PublicView},
    },
};
use alloc::vec::Vec;

/// The record of a game of The Resistance ([`Recorded::record`](crate::Recorded::record)).
pub type GameRecord = Record<GameConfig, Command>;

/// Why a record of a game of The Resistance cannot be replayed.
pub type GameReplayError = ReplayError<ConfigError, CommandError>;

/// The most events the opening of a game can produce.
pub const MAX_OPENING_EVENTS: usize = 4 * MAX_PLAYERS;

/// The events of the game's opening: the deal, what each seat learned, round 1.
pub type Opening = BoundedList<Envelope, MAX_OPENING_EVENTS>;

/// One game of The Resistance: a pure state machine driven by [`Game::apply`].
///
/// `Debug` and [`Game::seeded_config`] show the authoritative state, secrets
/// included; players get [`Game::view`]. A `Game` keeps no record, so that `apply`
/// never allocates and a bot's copy costs a copy of the state:
/// [`Recorded<Game>`](crate::Recorded) keeps one, to save and replay the game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    state: State,
}

impl Game {
    /// Validates `config` and sets up a game: roles dealt (B1), spies revealed to each
    /// other (B4), the first leader chosen (B5), round 1 open.
    pub fn new(config: GameConfig) -> Result<Game, ConfigError> {
        State::open(config, &mut Discard).map(Game::of)
    }

    /// Like [`Game::new`], and also returns the opening events (each seat's role and
    /// setup knowledge, addressed to that seat alone, then round 1).
    pub fn start(config: GameConfig) -> Result<(Game, Opening), ConfigError> {
        let mut opening = Opening::new();
        let state = State::open(config, &mut opening)?;
        Ok((Game::of(state), opening))
    }

    pub(crate) fn of(state: State) -> Game {
        Game { state }
    }

    /// The configuration the game was made from. **It holds the seed**, which
    /// decides the deal and every shuffle: with it anyone can learn every role.
    /// Host only; what players may see of the setup is in their views.
    pub const fn seeded_config(&self) -> &GameConfig {
        &self.state.config
    }

    /// Number of players.
    pub const fn players(&self) -> u8 {
        self.state.players()
    }

    /// The current round, 1..=5.
    pub const fn round(&self) -> u8 {
        self.state.round
    }

    /// The current leader.
    pub const fn leader(&self) -> Seat {
        self.state.leader
    }

    /// The current phase.
    pub const fn phase(&self) -> PhaseKind {
        self.state.phase.kind()
    }

    /// Whether the game has ended.
    pub const fn is_over(&self) -> bool {
        self.state.result().is_some()
    }

    /// How the game ended, once it has.
    pub const fn result(&self) -> Option<GameResult> {
        self.state.result()
    }

    /// `seat` sends `command`. On success, the events it caused, each with its
    /// audience; on refusal, why, and the game is exactly as it was.
    ///
    /// The error is for `seat` alone: it may reflect that seat's own secrets.
    #[inline]
    pub fn apply(&mut self, seat: Seat, command: Command) -> Result<Outcome, CommandError> {
        let mut outcome = Outcome::default();
        self.apply_into(seat, command, &mut outcome)?;
        Ok(outcome)
    }

    /// [`Game::apply`], with the events written into `outcome` (emptied first)
    /// rather than returned: for a host or binding that keeps the last outcome, this
    /// saves copying it on every command. On refusal `outcome` is left as it was.
    pub fn apply_into(
        &mut self,
        seat: Seat,
        command: Command,
        outcome: &mut Outcome,
    ) -> Result<(), CommandError> {
        let checked = self.state.check(seat, &command)?;
        outcome.events.clear();
        self.state.execute(seat, checked, outcome);
        Ok(())
    }

    /// Why `apply(seat, command)` would be refused now, without applying it.
    pub fn check(&self, seat: Seat, command: &Command) -> Result<(), CommandError> {
        self.state.check(seat, command).map(|_| ())
    }

    /// Whether `apply(seat, command)` would be accepted now.
    pub fn is_legal(&self, seat: Seat, command: &Command) -> bool {
        self.state.is_legal(seat, command)
    }

    /// What `seat` may do now, in compact form. For `seat` alone: whether it may play
    /// Fail tells its allegiance.
    // Inlined into a bot's loop (with LTO), the choices it does not read are never
    // built, and the rest stay in registers.
    #[inline]
    pub fn choices(&self, seat: Seat) -> Choices {
        self.state.choices(seat)
    }

    /// The seats the game is waiting for: the leader to propose, the voters still to
    /// vote, the members still to play, the Trapper leader, the Inquisitor, the
    /// Assassin (a vacant seat among them waits for a substitute). Empty once the
    /// game is over.
    ///
    /// For the host and its bots: during the assassination (AS4) it names the
    /// Assassin, whom the players may not know yet. What players may see is
    /// [`PublicView::awaiting`](crate::PublicView::awaiting).
    // Inlined into a bot's loop, like `choices`: a playout asks on every step.
    #[inline]
    pub fn awaiting(&self) -> SeatSet {
        self.state.awaiting()
    }

    /// Every command `apply(seat, _)` would accept now; teams listed once each, in
    /// ascending seat order (apply also accepts the same seats in any order). Empty
    /// for a seat that does not exist. For `seat` alone, like [`Game::choices`].
    pub fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        self.state.legal_commands(seat)
    }

    /// How many commands [`Game::legal_commands`] lists for `seat`, without listing
    /// them (nor allocating).
    pub fn legal_command_count(&self, seat: Seat) -> usize {
        self.choices(seat)
            .command_count(seat, &self.state.plot.held)
    }

    /// The command [`Game::legal_commands`] lists for `seat` at `index`, without
    /// listing them (nor allocating); `None` from [`Game::legal_command_count`] on.
    pub fn legal_command(&self, seat: Seat, index: usize) -> Option<Command> {
        self.choices(seat)
            .command(seat, &self.state.plot.held, index)
    }

    /// A command drawn uniformly from [`Game::legal_commands`] for `seat` but
    /// [`Command::Leave`], without listing them (nor allocating): the natural random
    /// bot, at the cost of one [`Game::choices`]. Leaving is left out because a
    /// player who may leave at every step ends nearly every game within a few steps
    /// (under the default leave policy); a bot that means to leave sends it itself.
    /// `None` when `seat` has nothing else to do. For `seat` alone, like the list
    /// it draws from.
    ///
    /// ```
    /// use resistance_core::{Game, GameConfig, GameRng};
    ///
    /// let mut game = Game::new(GameConfig::new(7, 1)).unwrap();
    /// let mut rng = GameRng::from_seed_number(2);
    /// while let Some(seat) = game.awaiting().iter().next() {
    ///     let command = game.random_legal_command(seat, &mut rng).unwrap();
    ///     game.apply(seat, command).unwrap();
    /// }
    /// assert!(game.is_over());
    /// ```
    pub fn random_legal_command(
        &self,
        seat: Seat,
        rng: &mut crate::kernel::GameRng,
    ) -> Option<Command> {
        self.choices(seat)
            .random_command(seat, &self.state.plot.held, rng)
    }

    /// Everything `seat` may know now.
    pub fn view(&self, seat: Seat) -> Result<PlayerView, NoSuchSeat> {
        self.state.view(seat)
    }

    /// Everything a spectator may know now.
    pub fn public_view(&self) -> PublicView {
        self.state.public_view()
    }

    /// The game's history as `seat` may know it, round by round: the vote-history
    /// grid, with what that seat alone knows of each round. For that seat only.
    /// Made from [`Game::view`] and nothing else ([`PlayerView::history`]).
    pub fn history(&self, seat: Seat) -> Result<History, NoSuchSeat> {
        Ok(self.view(seat)?.history())
    }

    /// The game's history as a spectator may know it ([`PublicView::history`]).
    pub fn public_history(&self) -> History {
        self.public_view().history()
    }

    /// The spoken opening script for this game's setup (AS3); the same for every deal
    /// of the configuration, so it reveals nothing.
    pub fn reveal_script(&self) -> Vec<crate::resistance::script::ScriptStep> {
        crate::resistance::script::reveal_script(&self.state.config)
    }

    /// The game of `record`, replayed command by command through [`Game::apply`]:
    /// equal to the game that was recorded, and it continues exactly as that one
    /// would. A record the rules refuse anywhere restores nothing. (To keep
    /// recording, replay into a [`Recorded<Game>`](crate::Recorded).)
    pub fn replay(record: &GameRecord) -> Result<Game, GameReplayError> {
        <Self as crate::table::Table>::replay(record)
    }

    /// [`Game::apply`] with the events dropped: a playout's step.
    pub(crate) fn apply_quietly(
        &mut self,
        seat: Seat,
        command: Command,
    ) -> Result<(), CommandError> {
        let checked = self.state.check(seat, &command)?;
        self.carry_out_quietly(seat, checked);
        Ok(())
    }

    /// Carries out, with the events dropped, a command already checked, or drawn
    /// from what the state allows ([`crate::bot::playout`]'s fast steps).
    #[inline(always)]
    pub(crate) fn carry_out_quietly(&mut self, seat: Seat, checked: Checked) {
        self.state
            .execute(seat, checked, &mut crate::kernel::Discard);
    }

    /// The authoritative state, for the crate's own tests and bots' playouts.
    pub(crate) fn state(&self) -> &State {
        &self.state
    }

    /// The authoritative state, for tests that build a position by hand.
    #[cfg(test)]
    pub(crate) fn state_mut(&mut self) -> &mut State {
        &mut self.state
    }
}

crate::table::table_by_inherent_methods!(Game, kind: GameKind::Resistance, {
    Config = GameConfig;
    ConfigError = ConfigError;
    Command = Command;
    CommandError = CommandError;
    Event = crate::resistance::event::Event;
    Outcome = Outcome;
    Opening = Opening;
    Choices = Choices;
    PlayerView = PlayerView;
    PublicView = PublicView;
    Result = GameResult;
});
