//! The public record of a Cells game (phases, missions, the result) and the shapes
//! of a seat's memory.

use crate::{
    cells::{
        command::DRAW,
        table::{Character, Position},
    },
    kernel::{Allegiance, BoundedList, MissionCard, Seat, SeatSet},
};
use core::fmt;

/// The phase a Cells game is in, without its data; used in views and errors.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub enum CellsPhaseKind {
    /// Every player is to arrange their dealt cards (CE2).
    Arranging,
    /// The player whose turn it is chooses an action (CE3).
    Action,
    /// The scout has seen two character cards and is to put them back (CE4).
    Scouting,
    /// The deck scout has drawn three mission cards and is to put some back (CE5).
    DeckScouting,
    /// The mission's leader has drawn three cards and is to pass two (CE6).
    MissionDraw,
    /// The partner holds two cards and is to play one (CE6).
    MissionPlay,
    /// After a successful mission, the two players turn characters face up (CE7).
    Exposure,
    /// The game has ended (CE8).
    GameOver,
}

impl fmt::Display for CellsPhaseKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CellsPhaseKind::Arranging => "the arranging of the cells",
            CellsPhaseKind::Action => "the choice of a turn's action",
            CellsPhaseKind::Scouting => "the scouting of character cards",
            CellsPhaseKind::DeckScouting => "the scouting of the mission deck",
            CellsPhaseKind::MissionDraw => "the mission leader's discard",
            CellsPhaseKind::MissionPlay => "the mission partner's play",
            CellsPhaseKind::Exposure => "the exposure after a mission",
            CellsPhaseKind::GameOver => "the end of the game",
        })
    }
}

/// A mission played (CE6, CE7): public.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CellsMission {
    /// Which mission, from 1.
    pub number: u8,
    /// The turn it was played in.
    pub turn: u32,
    /// The player whose action it was.
    pub leader: Seat,
    /// The partner, who played the card.
    pub partner: Seat,
    /// The card the partner played face up (CE6).
    pub played: MissionCard,
    /// A second spy turned up after a Success made it a failure after all (CE7).
    pub turned_to_failure: bool,
    /// Where the Fail card that replaced the Success came from (CE7); `None` unless
    /// the mission was turned into a failure.
    pub fail_taken_from: Option<MissionPile>,
    /// Whether the mission counts as a success.
    pub succeeded: bool,
}

/// A pile of mission cards: where a replacing Fail card is taken from (CE7).
///
/// In JSON: `"deck"` or `"discardPile"`.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum MissionPile {
    /// The mission deck.
    #[default]
    Deck,
    /// The face-down discard pile.
    DiscardPile,
}

impl CellsMission {
    /// The card that lies on the table for this mission: the one played, or the Fail
    /// card that replaced it (CE7).
    pub const fn card(&self) -> MissionCard {
        if self.turned_to_failure {
            MissionCard::Fail
        } else {
            self.played
        }
    }
}

/// How a Cells game ended (CE8).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CellsResult {
    /// The side that won: the Resistance after three successes, the spies after three
    /// failures.
    pub winner: Allegiance,
    /// The players on the winning side, counted from the cards they held at the end.
    pub winners: SeatSet,
}

/// What a seat last saw at one position of the table, and when (CE2): its memory,
/// not the truth, since other players' scouting may have swapped the card since.
///
/// Turn 0 is the arranging; each action is a turn of its own from 1 on.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Recollection {
    /// The card seen there.
    pub card: Character,
    /// The turn it was seen in.
    pub turn: u32,
}

/// A seat's memory of one cell: what it last saw in each slot, left to right.
pub type CellMemory = [Option<Recollection>; 3];

/// A character card seen at a position (CE4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CharacterSighting {
    /// Where it lies.
    pub position: Position,
    /// The card.
    pub card: Character,
}

/// Mission cards seen in one look, in order.
pub type MissionCards = BoundedList<MissionCard, DRAW>;

/// What a seat did with the mission deck when it last scouted it (CE5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct DeckRecollection {
    /// The turn of the scouting.
    pub turn: u32,
    /// The cards put back on the deck, the top one first.
    pub returned: MissionCards,
    /// The cards discarded face down.
    pub discarded: MissionCards,
}
