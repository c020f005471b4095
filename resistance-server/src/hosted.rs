//! What the server needs of a game beyond the core's [`JsonTable`]: its bots, and
//! which clock runs in its current phase. Both games implement it; everything else in
//! the server is generic over it, so a game is hosted by one body of code.

use crate::setup::{BotChoice, Clock};
use resistance_core::{
    Game, GameRng, Seat, SeatSet,
    bot::BotKind,
    cells::{CellsGame, CellsPhaseKind},
    json::JsonTable,
};
use serde::Serialize;

/// A game the server hosts.
pub trait Hosted:
    JsonTable<
        Config: Send + Sync,
        Command: Send + Sync,
        CommandError: Send + Sync,
        Event: Send + Sync,
        Outcome: Send + Sync,
        Opening: Send + Sync,
        Choices: Serialize + Send + Sync,
        PlayerView: Send + Sync,
        PublicView: Send + Sync,
        Result: Serialize,
    > + Send
    + Sync
    + 'static
{
    /// The bots this game has (a table's bot seats must be of these).
    const BOTS: &'static [BotChoice];

    /// What `bot` plays for `seat` now, from that seat's view and choices alone;
    /// `None` when the seat has nothing to do.
    fn bot_command(&self, seat: Seat, bot: BotChoice, rng: &mut GameRng) -> Option<Self::Command>;

    /// Which of the table's clocks runs while the game is in its current phase.
    fn clock(&self) -> Clock;

    /// The game's seed (host only).
    fn seed(&self) -> u64;

    /// The seats the public view names as awaited: whom everyone may know the game
    /// waits for (never the Assassin while it chooses).
    fn publicly_awaited(&self) -> SeatSet;
}

impl Hosted for Game {
    const BOTS: &'static [BotChoice] = &[
        BotChoice::StandIn,
        BotChoice::Random,
        BotChoice::Logical,
        BotChoice::Search,
    ];

    fn bot_command(&self, seat: Seat, bot: BotChoice, rng: &mut GameRng) -> Option<Self::Command> {
        let kind = match bot {
            BotChoice::StandIn => BotKind::StandIn,
            BotChoice::Random => BotKind::Random,
            BotChoice::Logical => BotKind::Logical,
            BotChoice::Search => BotKind::Search,
        };
        let view = self.view(seat).ok()?;
        kind.choose(&view, &self.choices(seat), rng).ok()
    }

    fn clock(&self) -> Clock {
        use resistance_core::view::PhaseKind;
        match self.phase() {
            PhaseKind::Proposal => Clock::Propose,
            PhaseKind::Voting => Clock::Vote,
            PhaseKind::Mission => Clock::Mission,
            PhaseKind::Assassination => Clock::Assassinate,
            _ => Clock::Other,
        }
    }

    fn seed(&self) -> u64 {
        self.seeded_config().seed
    }

    fn publicly_awaited(&self) -> SeatSet {
        self.public_view().awaiting
    }
}

/// Cells has no reasoning bot in the core: its bots choose at random among the
/// seat's legal commands, which is also what stands in for an absent
/// player. A Cells command shows nothing of a side (sides are counted from the cards
/// held at the end, CE8), so a random choice gives nothing away either.
impl Hosted for CellsGame {
    const BOTS: &'static [BotChoice] = &[BotChoice::StandIn, BotChoice::Random];

    fn bot_command(&self, seat: Seat, _bot: BotChoice, rng: &mut GameRng) -> Option<Self::Command> {
        let commands = self.legal_commands(seat);
        let count = u32::try_from(commands.len()).ok().filter(|&n| n > 0)?;
        commands.get(rng.below(count) as usize).copied()
    }

    fn clock(&self) -> Clock {
        match self.phase() {
            CellsPhaseKind::MissionDraw | CellsPhaseKind::MissionPlay => Clock::Mission,
            _ => Clock::Other,
        }
    }

    fn seed(&self) -> u64 {
        self.seeded_config().seed
    }

    fn publicly_awaited(&self) -> SeatSet {
        self.public_view().awaiting
    }
}
