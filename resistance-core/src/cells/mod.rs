//! **Cells**, the variant for 3 or 4 players (CE1–CE8): a different game on the same
//! engine, in which each player runs a cell of three character cards and plays from
//! memory.
//!
//! `3n` character cards, `n + 1` of them spies, are dealt three to each player
//! (CE1). Each player looks at them once and lays them out in a row; the middle card
//! is protected (CE2). Then, clockwise from a random first player (CE3), each turn is
//! one action: scout two character cards and maybe swap them (CE4), scout the
//! mission deck of 4 Success and 5 Fail cards (CE5), or go on a mission with a
//! partner (CE6), after which both turn characters face up (CE7). Three successes
//! win for the Resistance side, three failures for the spy side, counted by the
//! cards players hold at the end (CE8).
//!
//! [`CellsGame`] has the shape of [`Game`](crate::Game): a [`CellsConfig`] validated
//! by [`CellsGame::new`] (or [`CellsGame::start`], with the opening events), typed
//! [`CellsCommand`]s through [`CellsGame::apply`] (a refused command changes
//! nothing), [`CellsEvent`]s in [`CellsEnvelope`]s naming their
//! [`Audience`](crate::Audience), [`CellsGame::legal_commands`] and
//! [`CellsGame::choices`], per-seat [`CellsGame::view`]s and the
//! [`CellsGame::public_view`], and a versioned [`CellsRecord`] replayed through the
//! rules on restore. Randomness comes only from the game's seeded
//! [`GameRng`](crate::GameRng). The state is fixed-size and `apply` allocates
//! nothing.
//!
//! ```
//! use resistance_core::{
//!     Seat,
//!     cells::{CellsCommand, CellsConfig, CellsEvent, CellsGame, CellsPhaseKind},
//! };
//!
//! let (mut game, opening) = CellsGame::start(CellsConfig::new(3, 7)).unwrap();
//! // Each seat sees its own hand, once, and lays it out in a row (CE2).
//! for seat in (0..3).map(Seat) {
//!     let hand = game.view(seat).unwrap().hand.unwrap();
//!     game.apply(seat, CellsCommand::Arrange { row: hand }).unwrap();
//! }
//! assert_eq!(game.phase(), CellsPhaseKind::Action);
//! // After arranging, a seat's view shows its memory, never the cards themselves.
//! let me = game.player();
//! let view = game.view(me).unwrap();
//! assert!(view.hand.is_none());
//! assert!(view.memory[me.index()].iter().all(|seen| seen.unwrap().turn == 0));
//! // Scouting the deck shows three cards to the scout; the others learn only that.
//! let outcome = game.apply(me, CellsCommand::ScoutDeck).unwrap();
//! assert!(outcome.public_events().all(|e| !matches!(e, CellsEvent::MissionCardsDrawn { .. })));
//! assert_eq!(game.view(me).unwrap().mission_cards.len(), 3);
//! // Put the first and third back, the third on top; the second is discarded.
//! game.apply(me, CellsCommand::return_to_deck(&[2, 0])).unwrap();
//! assert_eq!(game.public_view().discard, 1);
//! # let _ = opening;
//! ```
//!
//! # Memory, not truth
//!
//! After arranging, a seat's view of the table ([`CellsPlayerView::memory`]) is what
//! it last saw at each position and in which turn ([`Recollection`]): its row on
//! turn 0, the cards it scouted, every card turned face up. It is never the card
//! lying there now, which another player's scouting may have swapped. Face-up cards
//! are public ([`PublicCell::face_up`]), and so is the turn each position was last
//! scouted ([`PublicCell::last_scouted`]), so a player can tell which memories may be
//! stale. The end reveals everything ([`CellsPublicView::reveal`]).
//!
//! # Secrecy
//!
//! - A character scout's cards and swap decision go to the scout alone; everyone
//!   learns which two positions were scouted (CE4).
//! - A deck scout's three cards, and which it kept in what order, go to the scout
//!   alone; everyone learns how many were discarded (CE5). Discards are face down.
//! - A mission's three cards are seen by its leader, the two passed by the partner;
//!   everyone sees the card played (CE6).
//! - The tests prove it by non-interference: two games that differ only in cards a
//!   seat never saw (other cells, the deck's order) give that seat identical views
//!   and events while the public choices are the same.
//! - A [`CellsRecord`], the seed, the `Debug` output of a [`CellsGame`], errors and
//!   choices are not views.
//!
//! # Engine decisions
//!
//! Where the rules leave a point open, the engine decides:
//!
//! - **CE1** The generator shuffles the `3n` character cards and deals them three to
//!   a seat in seat order, then shuffles the mission deck, then draws the first
//!   player (CE3) uniformly.
//! - **CE2** Every player arranges at once, before the first turn, in any order;
//!   arranging is secret (others learn only that it happened). [`CellsCommand::Arrange`]
//!   names the row by colour and must hold the dealt cards. Until it arranges, a seat
//!   sees its hand ([`CellsPlayerView::hand`]); afterwards only its memory.
//! - **CE2** Turn 0 is the arranging; every action is a turn of its own from 1 on.
//!   A seat remembers (with the turn) its row, the two cards it scouts (where they
//!   lie after its swap decision), and every card turned face up. Nobody's memory
//!   changes when someone else scouts.
//! - **CE4** Scouting is two steps: [`CellsCommand::ScoutCharacters`] (the scout sees
//!   both cards), then [`CellsCommand::ReturnCharacters`] (swap or not, both face
//!   down). A player may scout its own protected card; another player's middle card
//!   only while it is face up; face-up cards anywhere. The two positions may be named
//!   in either order.
//! - **CE5** [`CellsCommand::ReturnToDeck`] lists the drawn cards put back by their
//!   index in the draw, the top card first; the others are discarded. Keeping none
//!   or all three is allowed. A seat's view keeps what it did at its last deck
//!   scouting ([`CellsPlayerView::deck_memory`]).
//! - **CE5, CE6** The reshuffle completes every draw of three, a mission's draw as
//!   well as a deck scouting: when fewer than three cards are left, the discard pile
//!   is shuffled by the generator and laid under them; everyone sees the counts. The
//!   deck and discard pile together always hold enough: nine cards less one per
//!   mission played, so at least five while anyone draws.
//! - **CE6** The partner is any other player with no face-up character; the partner
//!   cannot refuse. The partner gets the two cards passed Success first, so their
//!   order tells it nothing about the leader's discard or the draw.
//! - **CE6 No legal mission pair**: when the player has a face-up character, or
//!   every other player has one, [`CellsCommand::GoOnMission`] is not offered (and
//!   is refused with [`CellsCommandError::FaceUpCharacter`]); the player scouts
//!   instead. Scouting is always possible (two of one's own cards; the deck), so
//!   nobody ever has to pass and the game never stalls.
//! - **CE7** After a failure the engine turns both protected cards face up at once,
//!   in the same step as the card played: there is no choice to make. After a
//!   success each of the two players sends [`CellsCommand::Expose`], in either order,
//!   for any face-down card of its own row (it may misremember). A player who turns
//!   up a spy is awaited for another card; the *second-spy* rule counts one player's
//!   spies; if both players turn up two spies the mission still fails once.
//! - **CE7, CE8** A mission is scored, and the end checked, only once its exposure is
//!   done, so a third Success can still become a failure.
//! - **CE7** The Fail card that replaces a Success comes out of the deck (the one
//!   nearest the bottom, the part of the deck least likely arranged by a deck scout;
//!   the deck otherwise keeps its order and nobody sees it), else out of the discard
//!   pile; the Success card goes to the discard pile. Which pile it came from is
//!   public ([`CellsMission::fail_taken_from`]), as it is at a real table where
//!   everyone watches the card being found; which card of the deck it was is not.
//! - **CE7 No Fail card left** cannot happen: while the game goes on at most two
//!   missions have failed, so at least three of the five Fail cards are in the deck
//!   or the discard pile, and nobody holds mission cards during an exposure. (Should
//!   it ever happen, the mission still counts as a failure.)
//! - **CE8** The winners are the players on the winning side by the cards in their
//!   cells at the end. Both sides always have a player: `n + 1` spies in `n` cells
//!   put at least one cell at two spies, and at most two cells can hold two.
//!   The end reveals every cell, every side, the deck (top first) and the discard
//!   pile.
//! - A Cells game is saved as its record, like the base game's (the same format
//!   version, [`RECORD_VERSION`](crate::record::RECORD_VERSION), with `"game":"cells"`),
//!   and restored by replaying it, so nothing the rules refuse can be restored.

mod choices;
mod command;
mod config;
mod error;
mod event;
mod exposure;
mod flow;
mod game;
mod record;
mod state;
mod table;
mod view;

pub use choices::{CellsChoices, MAX_POSITIONS};
pub use command::{CardOrder, CellsCommand, CellsCommandKind, DRAW};
pub use config::{CELLS_MAX_PLAYERS, CELLS_MIN_PLAYERS, CellsConfig, CellsConfigError, CellsDeal};
pub use error::CellsCommandError;
pub use event::{
    CellRows, CellsEnvelope, CellsEvent, CellsEventList, CellsOpening, CellsOutcome,
    MAX_CELLS_EVENTS_PER_COMMAND, MAX_CELLS_OPENING_EVENTS, visible_to,
};
pub use game::{CellsGame, CellsRecord, CellsReplayError};
pub use record::{
    CellMemory, CellsMission, CellsPhaseKind, CellsResult, CharacterSighting, DeckRecollection,
    MissionCards, MissionPile, Recollection,
};
pub use table::{CELL_SIZE, Character, Position, Slot, side_of};
pub use view::{CellsPhaseView, CellsPlayerView, CellsPublicView, CellsReveal, PublicCell};

#[cfg(test)]
pub(crate) use {
    state::{CellsPhase, CellsState, Pile},
    table::positions as positions_of,
};
