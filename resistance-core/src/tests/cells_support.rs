//! Helpers shared by the Cells tests: random legal play driven by a generator of its
//! own, and tables rigged by hand.

use super::table_support::{self, play::pick};
use crate::{
    cells::{CellsCommand, CellsCommandKind, CellsConfig, CellsGame, CellsPhase, Character, Pile},
    kernel::GameRng,
    kernel::MissionCard,
    kernel::Seat,
};
use alloc::vec::Vec;

/// A uniformly random command *kind* among those some seat may send, then a
/// uniformly random seat and command of that kind. Drawing the kind first keeps
/// missions as likely as scouting (there are dozens of pairs to scout and at most
/// three partners), so random games end in a reasonable number of turns.
pub(crate) fn random_step(game: &CellsGame, rng: &mut GameRng) -> Option<(Seat, CellsCommand)> {
    let options = crate::table::Table::every_legal_command(game);
    let mut kinds: Vec<CellsCommandKind> = options.iter().map(|(_, c)| c.kind()).collect();
    kinds.sort_by_key(|k| *k as u8);
    kinds.dedup();
    let kind = pick(rng, &kinds)?;
    let of_kind: Vec<(Seat, CellsCommand)> = options
        .into_iter()
        .filter(|(_, c)| c.kind() == kind)
        .collect();
    pick(rng, &of_kind)
}

/// A recorded random Cells game: the commands sent and what each caused.
pub(crate) type Played = table_support::play::Played<CellsGame>;

/// Plays random legal commands until the game ends or `max_steps` pass.
pub(crate) fn play(config: CellsConfig, driver_seed: u64, max_steps: usize) -> Played {
    table_support::play::play(config, driver_seed, max_steps, random_step)
}

/// Every seat lays out its hand as dealt; the first turn begins.
pub(crate) fn arrange_as_dealt(game: &mut CellsGame) {
    for seat in (0..game.players()).map(Seat) {
        let row = game.state().cell(seat).cards;
        game.apply(seat, CellsCommand::Arrange { row })
            .expect("arranges");
    }
}

pub(crate) const R: Character = Character::Resistance;
pub(crate) const S: Character = Character::Spy;
pub(crate) const OK: MissionCard = MissionCard::Success;
pub(crate) const FAIL: MissionCard = MissionCard::Fail;

/// A game whose cells hold `rows` (after arranging: each seat remembers its row on
/// turn 0), whose deck holds `deck_top_first` (top card first; the remaining mission
/// cards in the discard pile), and whose first turn is `first`'s.
pub(crate) fn rigged(
    rows: &[[Character; 3]],
    deck_top_first: &[MissionCard],
    first: u8,
) -> CellsGame {
    let players = rows.len() as u8;
    let mut game = CellsGame::new(CellsConfig::new(players, 1)).expect("valid");
    {
        let state = game.state_mut();
        for (cell, row) in state.cells.as_mut_slice().iter_mut().zip(rows) {
            cell.cards = *row;
        }
        state.first_player = Seat(first);
        state.player = Seat(first);
    }
    arrange_as_dealt(&mut game);
    let state = game.state_mut();
    state.deck = deck_top_first.iter().rev().copied().collect();
    let successes = 4 - deck_top_first.iter().filter(|&&c| c == OK).count();
    let fails = 5 - deck_top_first.iter().filter(|&&c| c == FAIL).count();
    state.discard = core::iter::repeat_n(OK, successes)
        .chain(core::iter::repeat_n(FAIL, fails))
        .collect::<Pile>();
    assert_eq!(state.phase, CellsPhase::Action);
    game
}

/// The deck, top card first.
pub(crate) fn deck_top_first(game: &CellsGame) -> Vec<MissionCard> {
    game.state().deck.iter().rev().copied().collect()
}
