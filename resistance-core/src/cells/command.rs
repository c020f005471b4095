//! Commands of a Cells game: everything a seat can ask it to do.

use crate::{
    cells::table::{CELL_SIZE, Character, Position, Slot},
    kernel::{BoundedList, Seat, tagged_union, variant_kind},
};
use core::fmt;

/// Mission cards drawn at once, by a deck scout or a mission leader (CE5, CE6).
pub const DRAW: usize = 3;

/// Drawn mission cards named by their index in the draw (0, 1, 2), in an order: the
/// cards a deck scout puts back, the first becoming the top of the deck (CE5).
pub type CardOrder = BoundedList<u8, DRAW>;

tagged_union! {
    tag = "type", deny_unknown_fields,
    /// Everything a seat can do in a Cells game, sent through
    /// [`CellsGame::apply`](crate::cells::CellsGame::apply).
    ///
    /// Mission cards in a seat's hand are named by their index in that hand, as its view
    /// lists them ([`CellsPlayerView::mission_cards`](crate::cells::CellsPlayerView::mission_cards)).
    ///
    /// In JSON a command is an object tagged by `"type"`:
    /// `{"type":"arrange","row":["spy","resistance","resistance"]}`,
    /// `{"type":"scoutCharacters","first":{"seat":0,"slot":"left"},"second":{"seat":2,"slot":"right"}}`,
    /// `{"type":"returnCharacters","swap":true}`, `{"type":"scoutDeck"}`,
    /// `{"type":"returnToDeck","order":[2,0]}`, `{"type":"goOnMission","partner":1}`,
    /// `{"type":"passMissionCards","discard":1}`, `{"type":"playMissionCard","play":0}`,
    /// `{"type":"expose","slot":"left"}`.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
    #[non_exhaustive]
    pub enum CellsCommand {
        /// Lay one's dealt cards out in a row, left to right, after the one look at them
        /// (CE2). The middle card becomes the protected one.
        Arrange {
            /// The three dealt cards in the chosen order.
            row: [Character; CELL_SIZE],
        },
        /// The turn's action: scout two character cards (CE4). Either order names the
        /// same two cards.
        ScoutCharacters {
            /// One card.
            first: Position,
            /// The other card.
            second: Position,
        },
        /// Put the two scouted cards back face down, swapped or not (CE4).
        ReturnCharacters {
            /// Swap their places.
            swap: bool,
        },
        /// The turn's action: draw three mission cards to scout the deck (CE5).
        ScoutDeck,
        /// Put some of the drawn cards back on top of the deck in an order, discarding
        /// the others face down (CE5).
        ReturnToDeck {
            /// The cards put back, by index in the draw, the first on top; each at most
            /// once. Cards not listed are discarded.
            order: CardOrder,
        },
        /// The turn's action: go on a mission with a partner (CE6).
        GoOnMission {
            /// The partner: another player; neither may have a face-up character.
            partner: Seat,
        },
        /// The mission's leader discards one of the three drawn cards face down and
        /// passes the other two to the partner (CE6).
        PassMissionCards {
            /// The index of the card discarded, 0 to 2.
            discard: u8,
        },
        /// The partner plays one of the two passed cards face up and discards the other
        /// face down (CE6).
        PlayMissionCard {
            /// The index of the card played, 0 or 1.
            play: u8,
        },
        /// After a successful mission, turn one of one's own face-down characters face
        /// up: one believed to be Resistance (CE7).
        Expose {
            /// Which card of one's row.
            slot: Slot,
        },
    }
}

impl CellsCommand {
    /// Which kind of command this is.
    pub const fn kind(&self) -> CellsCommandKind {
        variant_kind!(self, CellsCommand => CellsCommandKind:
            Arrange, ScoutCharacters, ReturnCharacters, ScoutDeck, ReturnToDeck, GoOnMission,
            PassMissionCards, PlayMissionCard, Expose)
    }

    /// Put back the drawn cards at `indices`, the first on top (CE5). Indices past
    /// the third are dropped.
    pub fn return_to_deck(indices: &[u8]) -> CellsCommand {
        let mut order = CardOrder::new();
        for &index in indices.iter().take(DRAW) {
            // At most three are taken: the list never overflows.
            let _ = order.push(index);
        }
        CellsCommand::ReturnToDeck { order }
    }
}

/// The kind of a [`CellsCommand`], without its data; used in error messages.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub enum CellsCommandKind {
    /// [`CellsCommand::Arrange`].
    Arrange,
    /// [`CellsCommand::ScoutCharacters`].
    ScoutCharacters,
    /// [`CellsCommand::ReturnCharacters`].
    ReturnCharacters,
    /// [`CellsCommand::ScoutDeck`].
    ScoutDeck,
    /// [`CellsCommand::ReturnToDeck`].
    ReturnToDeck,
    /// [`CellsCommand::GoOnMission`].
    GoOnMission,
    /// [`CellsCommand::PassMissionCards`].
    PassMissionCards,
    /// [`CellsCommand::PlayMissionCard`].
    PlayMissionCard,
    /// [`CellsCommand::Expose`].
    Expose,
}

impl fmt::Display for CellsCommandKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            CellsCommandKind::Arrange => "arrange a cell",
            CellsCommandKind::ScoutCharacters => "scout two character cards",
            CellsCommandKind::ReturnCharacters => "return scouted character cards",
            CellsCommandKind::ScoutDeck => "scout the mission deck",
            CellsCommandKind::ReturnToDeck => "return cards to the mission deck",
            CellsCommandKind::GoOnMission => "go on a mission",
            CellsCommandKind::PassMissionCards => "pass mission cards",
            CellsCommandKind::PlayMissionCard => "play a mission card",
            CellsCommandKind::Expose => "turn a character face up",
        })
    }
}
