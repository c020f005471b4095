//! What a seat may do now in a Cells game: in compact form ([`CellsChoices`]), as
//! the full list of commands `apply` accepts, and which seats the game awaits.

use crate::{
    cells::{
        command::{CardOrder, CellsCommand, DRAW},
        state::{CellsPhase, CellsState, SEATS},
        table::{CELL_SIZE, Character, Position, Slot, positions},
    },
    kernel::{BoundedList, Seat, SeatSet},
};
use alloc::vec::Vec;

/// Every position of the largest table.
pub const MAX_POSITIONS: usize = SEATS * CELL_SIZE;

/// What one seat may do now, in compact form. For that seat alone: the arrangements
/// it may lay out tell its hand.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CellsChoices {
    /// The seat may lay out its dealt cards in any order (CE2).
    pub arrange: bool,
    /// The seat may scout any two of these positions (CE4); empty when it may not
    /// scout.
    pub scout_characters: BoundedList<Position, MAX_POSITIONS>,
    /// The seat may scout the mission deck (CE5).
    pub scout_deck: bool,
    /// The seat may go on a mission with any one of these partners (CE6).
    pub go_on_mission: SeatSet,
    /// The seat holds two scouted cards and may put them back, swapped or not (CE4).
    pub return_characters: bool,
    /// The seat holds three drawn cards and may put any of them back in any order
    /// (CE5).
    pub return_to_deck: bool,
    /// The seat leads a mission and may discard one of its three cards (CE6).
    pub pass_mission_cards: bool,
    /// The seat is the partner and may play one of its two cards (CE6).
    pub play_mission_card: bool,
    /// The seat may turn up the card in one of these slots of its row (CE7).
    pub expose: BoundedList<Slot, CELL_SIZE>,
}

impl CellsChoices {
    /// Whether the seat may do nothing at all now.
    pub fn is_empty(&self) -> bool {
        *self == CellsChoices::default()
    }
}

impl CellsState {
    pub(crate) fn is_legal(&self, seat: Seat, command: &CellsCommand) -> bool {
        self.check(seat, command).is_ok()
    }

    /// Read off the phase; the property tests hold it to [`CellsState::check`] for
    /// every command.
    pub(crate) fn choices(&self, seat: Seat) -> CellsChoices {
        let mut choices = CellsChoices::default();
        if !self.awaiting().contains(seat) {
            return choices;
        }
        match self.phase {
            CellsPhase::Arranging { .. } => choices.arrange = true,
            CellsPhase::Action => {
                choices.scout_characters = positions(self.players())
                    .filter(|&position| self.may_scout(seat, position))
                    .collect();
                choices.scout_deck = true;
                if !self.cell(seat).any_face_up() {
                    choices.go_on_mission = self
                        .seats()
                        .filter(|&partner| partner != seat && !self.cell(partner).any_face_up())
                        .collect();
                }
            }
            CellsPhase::Scouting { .. } => choices.return_characters = true,
            CellsPhase::DeckScouting { .. } => choices.return_to_deck = true,
            CellsPhase::MissionDraw { .. } => choices.pass_mission_cards = true,
            CellsPhase::MissionPlay { .. } => choices.play_mission_card = true,
            CellsPhase::Exposure { .. } => {
                let cell = self.cell(seat);
                choices.expose = Slot::ALL
                    .into_iter()
                    .filter(|&slot| !cell.is_face_up(slot))
                    .collect();
            }
            CellsPhase::GameOver { .. } => {}
        }
        choices
    }

    /// The seats the game is waiting for: those yet to arrange, the player (through
    /// every step of its action), the partner playing, the mission's players who owe
    /// a face-up character. Every step is public, so this is public too.
    pub(crate) fn awaiting(&self) -> SeatSet {
        match self.phase {
            CellsPhase::Arranging { arranged } => SeatSet::all(self.players()).difference(arranged),
            CellsPhase::Action
            | CellsPhase::Scouting { .. }
            | CellsPhase::DeckScouting { .. }
            | CellsPhase::MissionDraw { .. } => SeatSet::only(self.player),
            CellsPhase::MissionPlay { partner, .. } => SeatSet::only(partner),
            CellsPhase::Exposure { pending, .. } => pending,
            CellsPhase::GameOver { .. } => SeatSet::EMPTY,
        }
    }

    /// Every command `apply(seat, _)` accepts now. Pairs of positions are listed once,
    /// the lower position first; arrangements once per distinct row.
    pub(crate) fn legal_commands(&self, seat: Seat) -> Vec<CellsCommand> {
        let choices = self.choices(seat);
        let mut commands = Vec::new();
        if choices.arrange {
            commands.extend(
                arrangements(self.cell(seat).cards).map(|row| CellsCommand::Arrange { row }),
            );
        }
        let scoutable = choices.scout_characters.as_slice();
        for (i, &first) in scoutable.iter().enumerate() {
            for &second in scoutable.iter().skip(i + 1) {
                commands.push(CellsCommand::ScoutCharacters { first, second });
            }
        }
        if choices.scout_deck {
            commands.push(CellsCommand::ScoutDeck);
        }
        commands.extend(
            choices
                .go_on_mission
                .iter()
                .map(|partner| CellsCommand::GoOnMission { partner }),
        );
        if choices.return_characters {
            commands.extend([false, true].map(|swap| CellsCommand::ReturnCharacters { swap }));
        }
        if choices.return_to_deck {
            commands.extend(card_orders().map(|order| CellsCommand::ReturnToDeck { order }));
        }
        if choices.pass_mission_cards {
            commands
                .extend((0..DRAW as u8).map(|discard| CellsCommand::PassMissionCards { discard }));
        }
        if choices.play_mission_card {
            commands.extend((0..2).map(|play| CellsCommand::PlayMissionCard { play }));
        }
        commands.extend(
            choices
                .expose
                .iter()
                .map(|&slot| CellsCommand::Expose { slot }),
        );
        commands
    }
}

/// The distinct rows that lay out `hand` (CE2): three at most, since a hand holds two
/// colours.
pub(crate) fn arrangements(
    hand: [Character; CELL_SIZE],
) -> impl Iterator<Item = [Character; CELL_SIZE]> {
    const ORDERS: [[usize; CELL_SIZE]; 6] = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
    ];
    let mut rows: BoundedList<[Character; CELL_SIZE], 6> = BoundedList::new();
    for order in ORDERS {
        let row = order.map(|i| hand.get(i).copied().unwrap_or_default());
        if !rows.contains(&row) {
            let _ = rows.push(row);
        }
    }
    rows.into_iter_owned()
}

/// Every order of every subset of the three drawn cards (CE5): 1 + 3 + 6 + 6.
pub(crate) fn card_orders() -> impl Iterator<Item = CardOrder> {
    let all = [0u8, 1, 2];
    let mut orders: BoundedList<CardOrder, 16> = BoundedList::new();
    let _ = orders.push(CardOrder::new());
    for &a in &all {
        let _ = orders.push(list(&[a]));
        for &b in all.iter().filter(|&&b| b != a) {
            let _ = orders.push(list(&[a, b]));
            for &c in all.iter().filter(|&&c| c != a && c != b) {
                let _ = orders.push(list(&[a, b, c]));
            }
        }
    }
    orders.into_iter_owned()
}

fn list(indices: &[u8]) -> CardOrder {
    CardOrder::from_slice(indices).unwrap_or_default()
}

/// Owned iteration over a bounded list (the list is `Copy`).
trait IntoIterOwned<T> {
    fn into_iter_owned(self) -> impl Iterator<Item = T>;
}

impl<T: Copy + Default, const N: usize> IntoIterOwned<T> for BoundedList<T, N> {
    fn into_iter_owned(self) -> impl Iterator<Item = T> {
        (0..self.len()).filter_map(move |i| self.get(i).copied())
    }
}
