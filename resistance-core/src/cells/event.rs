//! Events of a Cells game, each in a [`CellsEnvelope`] naming its [`Audience`](crate::Audience).

use crate::{
    cells::{
        config::CELLS_MAX_PLAYERS,
        record::{CharacterSighting, MissionCards, MissionPile},
        table::{CELL_SIZE, Character, Position},
    },
    kernel::{
        Allegiance, BoundedList, Envelope, MissionCard, Outcome, Seat, SeatSet, tagged_union,
    },
};

/// Every cell's cards, in seat order, as the end reveals them (CE8).
pub type CellRows = BoundedList<[Character; CELL_SIZE], { CELLS_MAX_PLAYERS as usize }>;

tagged_union! {
    tag = "type",
    /// Something that happened in a Cells game. Each comes in a [`CellsEnvelope`] that
    /// names its audience; a host delivers it to those seats and no one else.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[non_exhaustive]
    pub enum CellsEvent {
        /// The cards were dealt and the first player chosen (CE1, CE3).
        GameStarted {
            /// Number of players.
            players: u8,
            /// Who takes the first turn.
            first_player: Seat,
        },
        /// A seat's one look at its three dealt cards (CE1, CE2). Audience: that seat.
        HandDealt {
            /// The seat.
            seat: Seat,
            /// Its cards, as dealt.
            hand: [Character; CELL_SIZE],
        },
        /// A player laid out its cell (CE2).
        CellArranged {
            /// The seat.
            seat: Seat,
        },
        /// The row a player laid out, left to right. Audience: that seat.
        RowLaidOut {
            /// The seat.
            seat: Seat,
            /// Its row.
            row: [Character; CELL_SIZE],
        },
        /// A turn began (CE3).
        TurnStarted {
            /// The turn's number, from 1.
            turn: u32,
            /// Whose turn it is.
            player: Seat,
        },
        /// A player took two character cards to scout (CE4).
        CharactersScouted {
            /// The scout.
            scout: Seat,
            /// One card.
            first: Position,
            /// The other card.
            second: Position,
        },
        /// What the two scouted cards are. Audience: the scout (CE4).
        CharactersSeen {
            /// The scout.
            scout: Seat,
            /// One card.
            first: CharacterSighting,
            /// The other card.
            second: CharacterSighting,
        },
        /// The scout put both cards back face down; whether they were swapped is secret
        /// (CE4).
        CharactersReturned {
            /// The scout.
            scout: Seat,
            /// One card.
            first: Position,
            /// The other card.
            second: Position,
        },
        /// Whether the scout swapped the two cards. Audience: the scout (CE4).
        SwapChosen {
            /// The scout.
            scout: Seat,
            /// Whether they were swapped.
            swapped: bool,
        },
        /// The discard pile was shuffled into a new deck under the cards left, to
        /// complete a draw (CE5).
        DeckReshuffled {
            /// Cards that were left in the deck, now on top.
            remaining: u8,
            /// Cards shuffled in from the discard pile.
            reshuffled: u8,
        },
        /// A player drew three mission cards to scout the deck (CE5).
        DeckScouted {
            /// The scout.
            scout: Seat,
        },
        /// The mission cards a seat drew. Audience: that seat (CE5, CE6).
        MissionCardsDrawn {
            /// The seat.
            seat: Seat,
            /// The cards, in the order drawn.
            cards: MissionCards,
        },
        /// The deck scout put cards back on the deck and discarded the rest face down
        /// (CE5).
        DeckCardsReturned {
            /// The scout.
            scout: Seat,
            /// Cards put back on top.
            returned: u8,
            /// Cards discarded.
            discarded: u8,
        },
        /// Which cards the deck scout put back, in which order, and which it discarded.
        /// Audience: the scout (CE5).
        DeckTopChosen {
            /// The scout.
            scout: Seat,
            /// The cards put back, the top one first.
            returned: MissionCards,
            /// The cards discarded.
            discarded: MissionCards,
        },
        /// A player set out on a mission with a partner and drew three cards (CE6).
        MissionBegan {
            /// Which mission, from 1.
            mission: u8,
            /// The player whose action it is.
            leader: Seat,
            /// The partner.
            partner: Seat,
        },
        /// The leader discarded one card face down and passed two to the partner (CE6).
        MissionCardsPassed {
            /// The leader.
            leader: Seat,
            /// The partner.
            partner: Seat,
        },
        /// The two cards the partner received. Audience: the partner (CE6).
        MissionCardsReceived {
            /// The partner.
            partner: Seat,
            /// The two cards, Success first.
            cards: [MissionCard; 2],
        },
        /// The partner played a card face up and discarded the other face down (CE6).
        MissionCardPlayed {
            /// The partner.
            partner: Seat,
            /// The card played.
            card: MissionCard,
        },
        /// A character card was turned face up after a mission (CE7).
        CharacterExposed {
            /// Where it lies.
            position: Position,
            /// The card.
            card: Character,
        },
        /// A mission's result, once its exposure is done (CE6, CE7).
        MissionResolved {
            /// Which mission, from 1.
            mission: u8,
            /// Whether it counts as a success.
            succeeded: bool,
            /// A second spy turned up made a Success a failure after all (CE7).
            turned_to_failure: bool,
            /// Where the Fail card that replaced the Success was taken from, in everyone's
            /// sight (CE7).
            fail_taken_from: Option<MissionPile>,
            /// Successful missions so far.
            successes: u8,
            /// Failed missions so far.
            failures: u8,
        },
        /// The game ended (CE8).
        GameEnded {
            /// The winning side.
            winner: Allegiance,
        },
        /// The end reveals every cell and who won by the cards they held (CE8).
        CellsRevealed {
            /// Every cell's cards, in seat order.
            cells: CellRows,
            /// The players on the winning side.
            winners: SeatSet,
        },
    }
}

/// A Cells event with its audience.
pub type CellsEnvelope = Envelope<CellsEvent>;

impl Default for CellsEvent {
    /// Only fills unused capacity of an event list; never emitted.
    fn default() -> Self {
        CellsEvent::CellArranged { seat: Seat(0) }
    }
}

/// The most events one Cells command can cause.
pub const MAX_CELLS_EVENTS_PER_COMMAND: usize = 8;

/// The events of one Cells command, in order.
pub type CellsEventList = BoundedList<CellsEnvelope, MAX_CELLS_EVENTS_PER_COMMAND>;

/// The most events the opening of a Cells game produces: the start, then each
/// seat's hand.
pub const MAX_CELLS_OPENING_EVENTS: usize = 1 + CELLS_MAX_PLAYERS as usize;

/// The events of a Cells game's opening.
pub type CellsOpening = BoundedList<CellsEnvelope, MAX_CELLS_OPENING_EVENTS>;

/// What an accepted Cells command caused: its events, in order, each with its
/// audience.
pub type CellsOutcome = Outcome<CellsEvent, MAX_CELLS_EVENTS_PER_COMMAND>;

/// The events of `envelopes` that `seat` may see.
pub use crate::kernel::visible_to;
