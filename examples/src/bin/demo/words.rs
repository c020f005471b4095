//! The words the base game's story is told in: roles, sides, cards and lists of
//! seats, painted by side and by card. The Cells story borrows the card names and
//! seat lists.

use crate::style::Paint;
use resistance_core::{Allegiance, MissionCard, Role, Seat, SeatSet};
use resistance_examples::and_list;

/// "the Assassin (spy)", painted by the role's side.
pub(crate) fn role_name(role: Role) -> String {
    Paint::of_side(role.allegiance()).paint(role_words(role))
}

fn role_words(role: Role) -> String {
    match role {
        Role::Resistance => "a member of the Resistance",
        Role::Spy => "a Spy",
        Role::Commander => "the Commander (Resistance)",
        Role::Assassin => "the Assassin (spy)",
        Role::BodyGuard => "the Body Guard (Resistance)",
        Role::FalseCommander => "the False Commander (spy)",
        Role::DeepCover => "the Deep Cover (spy)",
        Role::BlindSpy => "the Blind Spy (spy)",
        Role::ResistanceDefector => "the Resistance Defector",
        Role::SpyDefector => "the Spy Defector",
        other => return format!("{other:?}"),
    }
    .to_owned()
}

pub(crate) fn side_name(side: Allegiance) -> String {
    Paint::of_side(side).paint(match side {
        Allegiance::Resistance => "the Resistance",
        Allegiance::Spy => "the spies",
    })
}

/// What a loyalty card shows (AS5): the side only, never the character.
pub(crate) fn loyalty_name(side: Allegiance) -> String {
    Paint::of_side(side).paint(match side {
        Allegiance::Resistance => "\"Resistance\"",
        Allegiance::Spy => "\"Spy\"",
    })
}

pub(crate) fn card_name(card: MissionCard) -> String {
    Paint::of_card(card).paint(match card {
        MissionCard::Success => "Success",
        MissionCard::Fail => "Fail",
    })
}

/// "Seat 3".
pub(crate) fn capitalized(seat: Seat) -> String {
    format!("Seat {}", seat.0)
}

/// "seat 3", "seats 1 and 3", "seats 1, 3 and 5", "nobody".
pub(crate) fn seat_list(seats: SeatSet) -> String {
    match seats.len() {
        0 => "nobody".to_owned(),
        1 => format!("seat {}", seat_numbers(seats)),
        _ => format!("seats {}", seat_numbers(seats)),
    }
}

/// "3", "1 and 3", "1, 3 and 5", "none".
fn seat_numbers(seats: SeatSet) -> String {
    let numbers: Vec<String> = seats.iter().map(|seat| seat.0.to_string()).collect();
    and_list(&numbers)
}
