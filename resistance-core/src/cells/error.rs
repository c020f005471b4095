//! Why a Cells command was refused. Messages are stable, next to the stable
//! [`CellsCommandError::code`]. A refused command changes nothing.
//!
//! An error is meant for the seat that sent the command: one about its hand or its
//! held mission cards reflects what only it may know.

use crate::{
    cells::{
        command::CellsCommandKind,
        record::CellsPhaseKind,
        table::{Position, Slot},
    },
    kernel::{NoSuchSeat, Seat},
};
use thiserror::Error;

/// Why a Cells command was refused. Nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum CellsCommandError {
    /// The acting seat does not exist.
    #[error(transparent)]
    NoSuchSeat(#[from] NoSuchSeat),
    /// The game has ended; nothing more can happen (CE8).
    #[error("the game is over")]
    GameOver,
    /// The command does not belong to the current phase.
    #[error("cannot {command} during {phase}")]
    WrongPhase {
        /// What was attempted.
        command: CellsCommandKind,
        /// The phase the game is in.
        phase: CellsPhaseKind,
    },
    /// Only the player whose turn it is acts, and finishes the action (CE3).
    #[error("it is {player}'s turn, not {seat}'s")]
    NotYourTurn {
        /// Who tried.
        seat: Seat,
        /// Whose turn it is.
        player: Seat,
    },
    /// Each player arranges once (CE2).
    #[error("{seat} has already arranged its cell")]
    AlreadyArranged {
        /// Who tried again.
        seat: Seat,
    },
    /// A row holds exactly the three cards dealt, in any order (CE2).
    #[error("the row must hold exactly the three cards you were dealt")]
    NotYourHand,
    /// A named position is at no seat of this table.
    #[error("seat {seat} is not at this table of {players}")]
    NoSuchPosition {
        /// The seat number given.
        seat: u8,
        /// Players at the table.
        players: u8,
    },
    /// The two cards scouted are two different cards (CE4).
    #[error("{position} is named twice: scout two different cards")]
    SameCardTwice {
        /// The card named twice.
        position: Position,
    },
    /// Another player's face-down middle card is protected from scouting (CE4).
    #[error("{position} is protected: another player's face-down middle card")]
    ProtectedCard {
        /// The protected card.
        position: Position,
    },
    /// A mission partner is a seat at this table (CE6).
    #[error("partner {partner} is not a seat at this table of {players}")]
    NoSuchPartner {
        /// The seat number given.
        partner: u8,
        /// Players at the table.
        players: u8,
    },
    /// A mission takes two different players (CE6).
    #[error("a mission needs a partner other than oneself")]
    MissionWithSelf,
    /// Players with a face-up character cannot go on missions (CE6, CE7).
    #[error("{seat} has a face-up character and cannot go on a mission")]
    FaceUpCharacter {
        /// The player with a face-up character.
        seat: Seat,
    },
    /// A card named by its index is not among those held (CE5, CE6).
    #[error("there is no card {index}: you hold {held}, numbered from 0")]
    NoSuchCard {
        /// The index given.
        index: u8,
        /// Mission cards held.
        held: u8,
    },
    /// Cards put back on the deck are listed once each (CE5).
    #[error("card {index} is listed twice: the order must name each card once")]
    CardListedTwice {
        /// The repeated index.
        index: u8,
    },
    /// Only the mission's partner plays the mission card (CE6).
    #[error("only the partner ({partner}) plays the mission card, not {seat}")]
    NotPartner {
        /// Who tried.
        seat: Seat,
        /// The partner.
        partner: Seat,
    },
    /// Only the mission's players who still owe a face-up character turn one (CE7).
    #[error("{seat} has no character to turn face up now")]
    NotExposing {
        /// Who tried.
        seat: Seat,
    },
    /// The card turned face up must still be face down (CE7).
    #[error("your {slot} card is already face up")]
    AlreadyFaceUp {
        /// The slot named.
        slot: Slot,
    },
}

crate::kernel::stable_error_codes!(CellsCommandError {
    NoSuchSeat => "no_such_seat",
    GameOver => "game_over",
    WrongPhase => "wrong_phase",
    NotYourTurn => "not_your_turn",
    AlreadyArranged => "already_arranged",
    NotYourHand => "not_your_hand",
    NoSuchPosition => "no_such_position",
    SameCardTwice => "same_card_twice",
    ProtectedCard => "protected_card",
    NoSuchPartner => "no_such_partner",
    MissionWithSelf => "mission_with_self",
    FaceUpCharacter => "face_up_character",
    NoSuchCard => "no_such_card",
    CardListedTwice => "card_listed_twice",
    NotPartner => "not_partner",
    NotExposing => "not_exposing",
    AlreadyFaceUp => "already_face_up",
});
