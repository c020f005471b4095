//! [`CellsGame`]: the public face of the Cells variant.

use crate::table::{GameKind, Record, ReplayError};
use crate::{
    cells::{
        choices::CellsChoices,
        command::CellsCommand,
        config::{CellsConfig, CellsConfigError},
        error::CellsCommandError,
        event::{CellsOpening, CellsOutcome},
        record::{CellsPhaseKind, CellsResult},
        state::CellsState,
        view::{CellsPlayerView, CellsPublicView},
    },
    kernel::{Discard, NoSuchSeat, Seat, SeatSet},
};
use alloc::vec::Vec;

/// The record of a Cells game ([`Recorded::record`](crate::Recorded::record)).
pub type CellsRecord = Record<CellsConfig, CellsCommand>;

/// Why a record of a Cells game cannot be replayed.
pub type CellsReplayError = ReplayError<CellsConfigError, CellsCommandError>;

/// One game of the Cells variant: a pure state machine driven by
/// [`CellsGame::apply`], with the same shape as [`Game`](crate::Game).
///
/// `Debug` and [`CellsGame::seeded_config`] show the authoritative state, secrets
/// included; players get [`CellsGame::view`]. [`Recorded<CellsGame>`](crate::Recorded)
/// keeps the game's record, to save and replay it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CellsGame {
    state: CellsState,
}

impl CellsGame {
    /// Validates `config` and sets up a game: the cells dealt (CE1), the mission deck
    /// shuffled (CE5), the first player chosen (CE3), the arranging open (CE2).
    pub fn new(config: CellsConfig) -> Result<CellsGame, CellsConfigError> {
        CellsState::setup(config, &mut Discard).map(CellsGame::of)
    }

    /// Like [`CellsGame::new`], and also returns the opening events: the start for
    /// everyone, then each seat's one look at its hand, for that seat alone.
    pub fn start(config: CellsConfig) -> Result<(CellsGame, CellsOpening), CellsConfigError> {
        let mut opening = CellsOpening::new();
        let state = CellsState::setup(config, &mut opening)?;
        Ok((CellsGame::of(state), opening))
    }

    fn of(state: CellsState) -> CellsGame {
        CellsGame { state }
    }

    /// The configuration the game was made from. **It holds the seed**, which
    /// decides every cell and the deck's order: host only.
    pub const fn seeded_config(&self) -> &CellsConfig {
        &self.state.config
    }

    /// Number of players.
    pub const fn players(&self) -> u8 {
        self.state.players()
    }

    /// The turn: 0 while the cells are arranged, then 1, 2, ... (CE3). Cells has no
    /// limit on turns; the number stops at `u32::MAX` (after more than four billion
    /// turns) and the game plays on, each later turn numbered `u32::MAX`.
    pub const fn turn(&self) -> u32 {
        self.state.turn
    }

    /// Whose turn it is (the first player while the cells are arranged).
    pub const fn player(&self) -> Seat {
        self.state.player
    }

    /// The current phase.
    pub const fn phase(&self) -> CellsPhaseKind {
        self.state.phase.kind()
    }

    /// Whether the game has ended.
    pub const fn is_over(&self) -> bool {
        self.state.result().is_some()
    }

    /// How the game ended, once it has.
    pub const fn result(&self) -> Option<CellsResult> {
        self.state.result()
    }

    /// `seat` sends `command`. On success, the events it caused, each with its
    /// audience; on refusal, why, and the game is exactly as it was.
    ///
    /// The error is for `seat` alone: it may reflect that seat's hand.
    pub fn apply(
        &mut self,
        seat: Seat,
        command: CellsCommand,
    ) -> Result<CellsOutcome, CellsCommandError> {
        let mut outcome = CellsOutcome::default();
        self.apply_into(seat, command, &mut outcome)?;
        Ok(outcome)
    }

    /// [`CellsGame::apply`], with the events written into `outcome` (emptied first)
    /// rather than returned: for a host or binding that keeps the last outcome, this
    /// saves copying it on every command. On refusal `outcome` is left as it was.
    pub fn apply_into(
        &mut self,
        seat: Seat,
        command: CellsCommand,
        outcome: &mut CellsOutcome,
    ) -> Result<(), CellsCommandError> {
        let checked = self.state.check(seat, &command)?;
        outcome.events.clear();
        self.state.execute(seat, checked, outcome);
        Ok(())
    }

    /// Why `apply(seat, command)` would be refused now, without applying it.
    pub fn check(&self, seat: Seat, command: &CellsCommand) -> Result<(), CellsCommandError> {
        self.state.check(seat, command).map(|_| ())
    }

    /// Whether `apply(seat, command)` would be accepted now.
    pub fn is_legal(&self, seat: Seat, command: &CellsCommand) -> bool {
        self.state.is_legal(seat, command)
    }

    /// What `seat` may do now, in compact form. For `seat` alone.
    pub fn choices(&self, seat: Seat) -> CellsChoices {
        self.state.choices(seat)
    }

    /// The seats the game is waiting for. Every step of a Cells game is public, so
    /// this is also [`CellsPublicView::awaiting`]. Empty once the game is over.
    pub fn awaiting(&self) -> SeatSet {
        self.state.awaiting()
    }

    /// Every command `apply(seat, _)` would accept now. Two scouted positions are
    /// listed once, the lower first (apply also accepts them the other way round);
    /// each distinct row once. Empty for a seat that does not exist. For `seat`
    /// alone.
    pub fn legal_commands(&self, seat: Seat) -> Vec<CellsCommand> {
        self.state.legal_commands(seat)
    }

    /// Everything `seat` may know now: the public table, its memory, and the cards
    /// it holds.
    pub fn view(&self, seat: Seat) -> Result<CellsPlayerView, NoSuchSeat> {
        self.state.view(seat)
    }

    /// Everything a spectator may know now.
    pub fn public_view(&self) -> CellsPublicView {
        self.state.public_view()
    }

    /// The game of `record`, replayed command by command through
    /// [`CellsGame::apply`]: equal to the game that was recorded. A record the rules
    /// refuse anywhere restores nothing.
    pub fn replay(record: &CellsRecord) -> Result<CellsGame, CellsReplayError> {
        <Self as crate::table::Table>::replay(record)
    }

    /// The authoritative state, for the crate's own tests.
    #[cfg(test)]
    pub(crate) fn state(&self) -> &CellsState {
        &self.state
    }

    /// The authoritative state, for tests that build a position by hand.
    #[cfg(test)]
    pub(crate) fn state_mut(&mut self) -> &mut CellsState {
        &mut self.state
    }
}

crate::table::table_by_inherent_methods!(CellsGame, kind: GameKind::Cells, {
    Config = CellsConfig;
    ConfigError = CellsConfigError;
    Command = CellsCommand;
    CommandError = CellsCommandError;
    Event = crate::cells::CellsEvent;
    Outcome = CellsOutcome;
    Opening = CellsOpening;
    Choices = CellsChoices;
    PlayerView = CellsPlayerView;
    PublicView = CellsPublicView;
    Result = CellsResult;
});
