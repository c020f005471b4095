//! Views of a Cells game: what one seat, or a spectator, may know now.
//!
//! A seat's view is its memory, not the truth (CE2): for every position, what it
//! last saw there and when. The current card of a face-down position never enters
//! a view, since another player's scouting may have swapped it. Face-up cards are
//! public. The end reveals everything (CE8).

use crate::{
    cells::{
        event::CellRows,
        record::{
            CellMemory, CellsMission, CellsResult, CharacterSighting, DeckRecollection,
            MissionCards,
        },
        state::{CellsPhase, CellsState, MAX_MISSIONS, MISSION_CARDS, SEATS},
        table::{CELL_SIZE, Character, Position},
    },
    kernel::{Allegiance, BoundedList, MissionCard, NoSuchSeat, Seat, SeatSet, tagged_union},
};

tagged_union! {
    tag = "type",
    /// The current phase as everyone sees it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[non_exhaustive]
    pub enum CellsPhaseView {
        /// Every player is to arrange their cell; `arranged` have (CE2).
        Arranging {
            /// Seats that have arranged.
            arranged: SeatSet,
        },
        /// The player chooses the turn's action (CE3).
        Action {
            /// Whose turn it is.
            player: Seat,
        },
        /// The scout holds these two character cards (CE4).
        Scouting {
            /// The scout.
            scout: Seat,
            /// One card.
            first: Position,
            /// The other card.
            second: Position,
        },
        /// The scout holds three mission cards drawn from the deck (CE5).
        DeckScouting {
            /// The scout.
            scout: Seat,
        },
        /// The leader holds three mission cards and is to pass two (CE6).
        MissionDraw {
            /// The leader.
            leader: Seat,
            /// The partner.
            partner: Seat,
        },
        /// The partner holds two mission cards and is to play one (CE6).
        MissionPlay {
            /// The leader.
            leader: Seat,
            /// The partner.
            partner: Seat,
        },
        /// After a Success, the mission's players turn characters face up (CE7).
        Exposure {
            /// The leader.
            leader: Seat,
            /// The partner.
            partner: Seat,
            /// Who still owes a face-up character.
            pending: SeatSet,
        },
        /// The game is over; see [`CellsPublicView::result`] and
        /// [`CellsPublicView::reveal`].
        GameOver,
    }
}

/// One cell as everyone sees it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PublicCell {
    /// The face-up cards, left to right; `None` for a face-down card.
    pub face_up: [Option<Character>; CELL_SIZE],
    /// The turn each card was last scouted in (CE4), so a player can tell which of
    /// its memories may be stale.
    pub last_scouted: [Option<u32>; CELL_SIZE],
}

/// Everything hidden during play, shown to all once the game is over (CE8).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CellsReveal {
    /// Every cell's cards, left to right, in seat order.
    pub cells: CellRows,
    /// Every player's side by the cards held at the end (CE1, CE8).
    pub sides: BoundedList<Allegiance, SEATS>,
    /// The players on the winning side.
    pub winners: SeatSet,
    /// The mission deck, the top card first.
    pub deck: BoundedList<MissionCard, MISSION_CARDS>,
    /// The discard pile.
    pub discard: BoundedList<MissionCard, MISSION_CARDS>,
}

/// What a spectator may know: the public state of a Cells table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CellsPublicView {
    /// Number of players.
    pub players: u8,
    /// The turn: 0 while the cells are arranged, then from 1 (CE3).
    pub turn: u32,
    /// Who took (or takes) the first turn (CE3).
    pub first_player: Seat,
    /// Whose turn it is.
    pub player: Seat,
    /// The current phase.
    pub phase: CellsPhaseView,
    /// The seats the game is waiting for.
    pub awaiting: SeatSet,
    /// Every cell as everyone sees it, in seat order.
    pub cells: BoundedList<PublicCell, SEATS>,
    /// Cards in the mission deck (CE5).
    pub deck: u8,
    /// Cards in the discard pile (CE5).
    pub discard: u8,
    /// Every mission played, in order (CE6, CE7).
    pub missions: BoundedList<CellsMission, MAX_MISSIONS>,
    /// Missions that succeeded.
    pub successes: u8,
    /// Missions that failed.
    pub failures: u8,
    /// How the game ended, once it has.
    pub result: Option<CellsResult>,
    /// Everything that was hidden, once the game has ended (CE8).
    pub reveal: Option<CellsReveal>,
}

/// What one seat may know: the public table, its memory, and what it holds now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct CellsPlayerView {
    /// The seat this view belongs to.
    pub seat: Seat,
    /// The cards dealt to the seat, while it looks at them before arranging (CE2).
    pub hand: Option<[Character; CELL_SIZE]>,
    /// What the seat last saw at each position of the table, and in which turn
    /// (turn 0: the arranging), cell by cell in seat order; its own cell is at its
    /// seat's index. Memory, not truth: a card may have been swapped since (CE2).
    pub memory: BoundedList<CellMemory, SEATS>,
    /// The two character cards the seat holds while scouting (CE4).
    pub scouted: Option<[CharacterSighting; 2]>,
    /// The mission cards the seat holds now, numbered from 0 as commands name them:
    /// three drawn, in the order drawn (CE5, CE6), or two passed to it, Success
    /// first (CE6).
    pub mission_cards: MissionCards,
    /// What the seat did when it last scouted the deck (CE5).
    pub deck_memory: Option<DeckRecollection>,
    /// Everything public.
    pub table: CellsPublicView,
}

impl CellsState {
    pub(crate) fn public_view(&self) -> CellsPublicView {
        let leader = self.player;
        let phase = match self.phase {
            CellsPhase::Arranging { arranged } => CellsPhaseView::Arranging { arranged },
            CellsPhase::Action => CellsPhaseView::Action { player: leader },
            CellsPhase::Scouting { first, second } => CellsPhaseView::Scouting {
                scout: leader,
                first,
                second,
            },
            CellsPhase::DeckScouting { .. } => CellsPhaseView::DeckScouting { scout: leader },
            CellsPhase::MissionDraw { partner, .. } => {
                CellsPhaseView::MissionDraw { leader, partner }
            }
            CellsPhase::MissionPlay { partner, .. } => {
                CellsPhaseView::MissionPlay { leader, partner }
            }
            CellsPhase::Exposure {
                partner, pending, ..
            } => CellsPhaseView::Exposure {
                leader,
                partner,
                pending,
            },
            CellsPhase::GameOver { .. } => CellsPhaseView::GameOver,
        };
        let cells = self
            .cells
            .iter()
            .zip(self.last_scouted.iter())
            .map(|(cell, &last_scouted)| PublicCell {
                face_up: cell.face_up_cards(),
                last_scouted,
            })
            .collect();
        let (successes, failures) = self.score();
        CellsPublicView {
            players: self.players(),
            turn: self.turn,
            first_player: self.first_player,
            player: self.player,
            phase,
            awaiting: self.awaiting(),
            cells,
            deck: self.deck.len() as u8,
            discard: self.discard.len() as u8,
            missions: self.missions,
            successes,
            failures,
            result: self.result(),
            reveal: self.reveal(),
        }
    }

    /// CE8: nothing before the end, everything after it.
    fn reveal(&self) -> Option<CellsReveal> {
        let result = self.result()?;
        Some(CellsReveal {
            cells: self.rows(),
            sides: self.cells.iter().map(|cell| cell.side()).collect(),
            winners: result.winners,
            deck: self.deck.iter().rev().copied().collect(),
            discard: self.discard,
        })
    }

    pub(crate) fn view(&self, seat: Seat) -> Result<CellsPlayerView, NoSuchSeat> {
        let memory = seat.entry(&self.memories, self.players())?;
        let hand = match self.phase {
            CellsPhase::Arranging { arranged } if !arranged.contains(seat) => {
                Some(self.cell(seat).cards)
            }
            _ => None,
        };
        let scouted = match self.phase {
            CellsPhase::Scouting { first, second } if seat == self.player => {
                Some([first, second].map(|position| CharacterSighting {
                    position,
                    card: self.card_at(position),
                }))
            }
            _ => None,
        };
        let mission_cards = match self.held_mission_cards() {
            (Some(holder), cards) if holder == seat => {
                MissionCards::from_slice(cards).unwrap_or_default()
            }
            _ => MissionCards::new(),
        };
        Ok(CellsPlayerView {
            seat,
            hand,
            memory: *memory,
            scouted,
            mission_cards,
            deck_memory: self.deck_memories.get(seat.index()).copied().flatten(),
            table: self.public_view(),
        })
    }
}
