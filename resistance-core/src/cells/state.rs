//! The authoritative state of a Cells game: every card where it lies, the deck's
//! order, every seat's memory, the generator. Only [`crate::cells::CellsGame`] holds
//! it; views and events carry only what their audience may know, and a
//! [`crate::cells::CellsRecord`] rebuilds it whole by replay.

use crate::{
    cells::{
        command::DRAW,
        config::{CELLS_MAX_PLAYERS, CellsConfig, CellsConfigError},
        event::CellsEvent,
        record::{
            CellMemory, CellsMission, CellsPhaseKind, CellsResult, DeckRecollection, Recollection,
        },
        table::{CELL_SIZE, Cell, Character, Position},
    },
    kernel::{BoundedList, EventSink, GameRng, MissionCard, Seat, SeatSet, variant_kind},
};

/// Seats a Cells table can hold, as a capacity.
pub(crate) const SEATS: usize = CELLS_MAX_PLAYERS as usize;

/// Success cards in the mission deck (CE5).
pub(crate) const DECK_SUCCESSES: usize = 4;

/// Fail cards in the mission deck (CE5).
pub(crate) const DECK_FAILS: usize = 5;

/// Mission cards in the game (CE5).
pub(crate) const MISSION_CARDS: usize = DECK_SUCCESSES + DECK_FAILS;

/// Missions in the longest game: two of one result and three of the other (CE8).
pub(crate) const MAX_MISSIONS: usize = 5;

/// A pile of mission cards, bottom first: the last card is the top one.
pub(crate) type Pile = BoundedList<MissionCard, MISSION_CARDS>;

/// One seat's memory of the whole table, cell by cell.
pub(crate) type TableMemory = BoundedList<CellMemory, SEATS>;

/// Where the game stands, with the cards in the hands of the player acting.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "type"))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)
)]
pub(crate) enum CellsPhase {
    /// CE2: `arranged` have laid out their cells.
    Arranging {
        arranged: SeatSet,
    },
    /// CE3: the player chooses the turn's action.
    Action,
    /// CE4: the player holds these two character cards (face-up ones stay marked
    /// face up until they are put back).
    Scouting {
        first: Position,
        second: Position,
    },
    /// CE5: the player holds three drawn mission cards.
    DeckScouting {
        drawn: [MissionCard; DRAW],
    },
    /// CE6: the leader (the player) holds three drawn mission cards.
    MissionDraw {
        partner: Seat,
        drawn: [MissionCard; DRAW],
    },
    /// CE6: the partner holds the two cards passed.
    MissionPlay {
        partner: Seat,
        passed: [MissionCard; 2],
    },
    /// CE7, after a Success: `pending` still owe a face-up character; `spy_shown`
    /// turned up a spy and owe another; `second_spy` is set once a second spy of one
    /// player turned the mission into a failure.
    Exposure {
        partner: Seat,
        pending: SeatSet,
        spy_shown: SeatSet,
        second_spy: bool,
    },
    GameOver {
        result: CellsResult,
    },
}

impl CellsPhase {
    pub(crate) const fn kind(&self) -> CellsPhaseKind {
        variant_kind!(self, CellsPhase => CellsPhaseKind:
            Arranging, Action, Scouting, DeckScouting, MissionDraw, MissionPlay, Exposure, GameOver)
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase", deny_unknown_fields))]
pub(crate) struct CellsState {
    pub(crate) config: CellsConfig,
    pub(crate) rng: GameRng,
    /// CE3: who took the first turn.
    pub(crate) first_player: Seat,
    /// Whose turn it is (the first player while the cells are arranged).
    pub(crate) player: Seat,
    /// The turn's number: 0 while arranging, then 1, 2, ... (saturating).
    pub(crate) turn: u32,
    /// Every seat's cell, in seat order.
    pub(crate) cells: BoundedList<Cell, SEATS>,
    /// The mission deck, bottom first (CE5).
    pub(crate) deck: Pile,
    /// The face-down discard pile (CE5, CE6).
    pub(crate) discard: Pile,
    /// Missions played, in order (CE6, CE7).
    pub(crate) missions: BoundedList<CellsMission, MAX_MISSIONS>,
    /// What each seat last saw at each position, and when (CE2).
    pub(crate) memories: BoundedList<TableMemory, SEATS>,
    /// What each seat did when it last scouted the deck (CE5).
    pub(crate) deck_memories: BoundedList<Option<DeckRecollection>, SEATS>,
    /// Public: the turn each position was last scouted in (CE4).
    pub(crate) last_scouted: BoundedList<[Option<u32>; CELL_SIZE], SEATS>,
    pub(crate) phase: CellsPhase,
}

/// The top card of `pile`, taken off it.
pub(crate) fn pop(pile: &mut Pile) -> Option<MissionCard> {
    let (&top, rest) = pile.split_last()?;
    *pile = Pile::from_slice(rest).unwrap_or_default();
    Some(top)
}

/// The card at `index` of `pile` (0 is the bottom), taken out of it.
pub(crate) fn take_out(pile: &mut Pile, index: usize) -> Option<MissionCard> {
    let card = *pile.get(index)?;
    let kept = pile
        .iter()
        .enumerate()
        .filter(|&(i, _)| i != index)
        .map(|(_, &card)| card);
    *pile = kept.collect();
    Some(card)
}

/// Puts `card` on top of `pile`. The nine mission cards always fit in any pile.
pub(crate) fn put(pile: &mut Pile, card: MissionCard) {
    let _ = pile.push(card);
}

impl CellsState {
    /// CE1, CE3, CE5: deals the cells, shuffles the mission deck, chooses the first
    /// player, and opens the arranging. The opening events go to `sink`.
    ///
    /// The generator is drawn in this order: the character cards, the mission deck,
    /// the first player.
    pub(crate) fn setup(
        config: CellsConfig,
        sink: &mut impl EventSink<CellsEvent>,
    ) -> Result<CellsState, CellsConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed_number(config.seed);
        let players = config.players;
        let mut characters = [Character::Resistance; CELL_SIZE * SEATS];
        let dealt = characters
            .get_mut(..CELL_SIZE * usize::from(players))
            .unwrap_or_default();
        for card in dealt.iter_mut().take(usize::from(config.spies())) {
            *card = Character::Spy;
        }
        rng.shuffle(dealt);
        // A host's deal replaces the seed's, after the shuffle, so that the
        // generator goes on to the mission deck and the first player as without it.
        if let Some(deal) = config.deal {
            for (cell, hand) in dealt.chunks_exact_mut(CELL_SIZE).zip(deal.iter()) {
                cell.copy_from_slice(hand);
            }
        }
        let cells = dealt
            .chunks_exact(CELL_SIZE)
            .map(|hand| Cell {
                cards: <[Character; CELL_SIZE]>::try_from(hand).unwrap_or_default(),
                face_up: [false; CELL_SIZE],
            })
            .collect();
        let mut deck = [MissionCard::Success; MISSION_CARDS];
        for card in deck.iter_mut().skip(DECK_SUCCESSES) {
            *card = MissionCard::Fail;
        }
        rng.shuffle(&mut deck);
        let first_player = Seat(rng.below(u32::from(players)) as u8);
        let seats = usize::from(players);
        let state = CellsState {
            config,
            rng,
            first_player,
            player: first_player,
            turn: 0,
            cells,
            deck: Pile::from_slice(&deck).unwrap_or_default(),
            discard: Pile::new(),
            missions: BoundedList::new(),
            memories: core::iter::repeat_n(
                core::iter::repeat_n(CellMemory::default(), seats).collect(),
                seats,
            )
            .collect(),
            deck_memories: core::iter::repeat_n(None, seats).collect(),
            last_scouted: core::iter::repeat_n([None; CELL_SIZE], seats).collect(),
            phase: CellsPhase::Arranging {
                arranged: SeatSet::EMPTY,
            },
        };
        sink.emit_public(CellsEvent::GameStarted {
            players,
            first_player,
        });
        for seat in state.seats() {
            let hand = state.cell(seat).cards;
            sink.emit_private(seat, CellsEvent::HandDealt { seat, hand });
        }
        Ok(state)
    }

    pub(crate) const fn players(&self) -> u8 {
        self.config.players
    }

    /// Every seat, in order.
    pub(crate) fn seats(&self) -> impl Iterator<Item = Seat> + Clone + use<> {
        (0..self.players()).map(Seat)
    }

    /// A seat's cell (an empty one for a seat off the table).
    pub(crate) fn cell(&self, seat: Seat) -> Cell {
        self.cells.get(seat.index()).copied().unwrap_or_default()
    }

    /// The card at `position`.
    pub(crate) fn card_at(&self, position: Position) -> Character {
        self.cell(position.seat).card(position.slot)
    }

    /// Whether the card at `position` lies face up.
    pub(crate) fn is_face_up(&self, position: Position) -> bool {
        self.cell(position.seat).is_face_up(position.slot)
    }

    /// Turns the card at `position` face up or down.
    pub(crate) fn set_face_up(&mut self, position: Position, up: bool) {
        if let Some(flag) = self
            .cells
            .as_mut_slice()
            .get_mut(position.seat.index())
            .and_then(|cell| cell.face_up.get_mut(position.slot.index()))
        {
            *flag = up;
        }
    }

    /// `seat` sees `card` at `position` now (CE2: the memory its view shows).
    pub(crate) fn remember(&mut self, seat: Seat, position: Position, card: Character) {
        let turn = self.turn;
        if let Some(slot) = self
            .memories
            .as_mut_slice()
            .get_mut(seat.index())
            .and_then(|memory| memory.as_mut_slice().get_mut(position.seat.index()))
            .and_then(|cell| cell.get_mut(position.slot.index()))
        {
            *slot = Some(Recollection { card, turn });
        }
    }

    /// Mission cards in the hand of whoever holds some now (CE5, CE6), with the seat.
    /// The mission cards lying face up on the table: each mission's card, and the
    /// Success card of a mission whose exposure is under way (CE6, CE7).
    #[cfg(test)]
    pub(crate) fn table_cards(&self) -> impl Iterator<Item = MissionCard> + '_ {
        let exposed =
            matches!(self.phase, CellsPhase::Exposure { .. }).then_some(MissionCard::Success);
        self.missions
            .iter()
            .map(|mission| mission.card())
            .chain(exposed)
    }

    pub(crate) fn held_mission_cards(&self) -> (Option<Seat>, &[MissionCard]) {
        match &self.phase {
            CellsPhase::DeckScouting { drawn } | CellsPhase::MissionDraw { drawn, .. } => {
                (Some(self.player), drawn)
            }
            CellsPhase::MissionPlay { partner, passed } => (Some(*partner), passed),
            _ => (None, &[]),
        }
    }

    /// Successful and failed missions so far.
    pub(crate) fn score(&self) -> (u8, u8) {
        let successes = self.missions.iter().filter(|m| m.succeeded).count() as u8;
        (successes, self.missions.len() as u8 - successes)
    }

    pub(crate) const fn result(&self) -> Option<CellsResult> {
        match self.phase {
            CellsPhase::GameOver { result } => Some(result),
            _ => None,
        }
    }
}
