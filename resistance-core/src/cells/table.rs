//! The table of a Cells game: character cards, the three slots of a cell, positions
//! on the table, and the side a cell's cards put its player on (CE1, CE2).

use crate::kernel::{Allegiance, Seat};
use core::fmt;

/// Character cards in one cell (CE1).
pub const CELL_SIZE: usize = 3;

/// A character card of a cell (CE1). Its colour is all that matters: cards of one
/// colour are interchangeable.
///
/// In JSON: `"resistance"` or `"spy"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Character {
    /// A Resistance character (blue).
    #[default]
    Resistance,
    /// A spy (red).
    Spy,
}

impl Character {
    /// The side the card stands for.
    pub const fn allegiance(self) -> Allegiance {
        match self {
            Character::Resistance => Allegiance::Resistance,
            Character::Spy => Allegiance::Spy,
        }
    }
}

impl fmt::Display for Character {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Character::Resistance => "Resistance",
            Character::Spy => "spy",
        })
    }
}

/// One of the three places of a cell's row, left to right (CE2). The middle card is
/// the cell's *protected* card.
///
/// In JSON: `"left"`, `"middle"` or `"right"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Slot {
    /// The left card.
    #[default]
    Left,
    /// The middle card: protected from other players' scouting while face down (CE2,
    /// CE4), turned face up after a failed mission (CE7).
    Middle,
    /// The right card.
    Right,
}

impl Slot {
    /// The three slots, left to right.
    pub const ALL: [Slot; CELL_SIZE] = [Slot::Left, Slot::Middle, Slot::Right];

    /// The slot's index in a row, 0 (left) to 2 (right).
    pub const fn index(self) -> usize {
        match self {
            Slot::Left => 0,
            Slot::Middle => 1,
            Slot::Right => 2,
        }
    }

    /// Whether this is the protected slot (CE2).
    pub const fn is_protected(self) -> bool {
        matches!(self, Slot::Middle)
    }
}

impl fmt::Display for Slot {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Slot::Left => "left",
            Slot::Middle => "middle",
            Slot::Right => "right",
        })
    }
}

/// A place on the table: a seat's cell and a slot of its row.
///
/// In JSON: `{"seat": 2, "slot": "middle"}`. Positions are ordered by seat, then
/// slot.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Position {
    /// Whose cell.
    pub seat: Seat,
    /// Which card of the row.
    pub slot: Slot,
}

impl Position {
    /// The card in `slot` of `seat`'s cell.
    pub const fn new(seat: Seat, slot: Slot) -> Position {
        Position { seat, slot }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the {} card of seat {}", self.slot, self.seat.0)
    }
}

/// Every position of a table of `players`, in order.
pub(crate) fn positions(players: u8) -> impl Iterator<Item = Position> + Clone {
    (0..players).flat_map(|seat| Slot::ALL.map(|slot| Position::new(Seat(seat), slot)))
}

/// A player's three character cards as they lie, and which are face up. Authoritative
/// state: views show only the face-up ones.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
pub(crate) struct Cell {
    /// The cards, left to right (before arranging: as dealt).
    pub(crate) cards: [Character; CELL_SIZE],
    /// Which of them lie face up.
    pub(crate) face_up: [bool; CELL_SIZE],
}

impl Cell {
    /// The card in `slot`.
    pub(crate) fn card(&self, slot: Slot) -> Character {
        self.cards
            .get(slot.index())
            .copied()
            .unwrap_or(Character::Resistance)
    }

    /// Whether the card in `slot` lies face up.
    pub(crate) fn is_face_up(&self, slot: Slot) -> bool {
        self.face_up.get(slot.index()).copied().unwrap_or(false)
    }

    /// Whether any card of the cell lies face up: such a player cannot go on a
    /// mission (CE6, CE7).
    pub(crate) fn any_face_up(&self) -> bool {
        self.face_up.iter().any(|&up| up)
    }

    /// CE1: the spy side while most of the cell's cards are spies.
    /// Spies among the cell's cards.
    #[cfg(test)]
    pub(crate) fn spies(&self) -> u8 {
        spies_in(&self.cards)
    }

    pub(crate) fn side(&self) -> Allegiance {
        side_of(&self.cards)
    }

    /// The face-up cards, as everyone sees them: `None` for a face-down card.
    pub(crate) fn face_up_cards(&self) -> [Option<Character>; CELL_SIZE] {
        Slot::ALL.map(|slot| self.is_face_up(slot).then(|| self.card(slot)))
    }
}

/// Spies among `cards`.
pub(crate) fn spies_in(cards: &[Character]) -> u8 {
    cards.iter().filter(|&&card| card == Character::Spy).count() as u8
}

/// CE1: a row of three with two or three spies puts its player on the spy side.
pub fn side_of(row: &[Character; CELL_SIZE]) -> Allegiance {
    if usize::from(spies_in(row)) * 2 > CELL_SIZE {
        Allegiance::Spy
    } else {
        Allegiance::Resistance
    }
}

/// Whether `row` holds the same cards as `hand`, in any order (CE2).
pub(crate) fn same_cards(row: &[Character; CELL_SIZE], hand: &[Character; CELL_SIZE]) -> bool {
    spies_in(row) == spies_in(hand)
}
