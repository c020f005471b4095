//! The words the base game's story is told in: roles, sides, cards and lists of
//! seats, painted by side and by card. The Cells story borrows the card names and
//! seat lists.

use crate::style::Paint;
use resistance_core::{
    Allegiance, MissionCard, Role, Seat, SeatSet, script::Language, script::Module, script::Naming,
};
use resistance_examples::{OptionalSpy, and_list};
use std::sync::OnceLock;

/// The names the story tells the cards by (`--names`), set once before it starts:
/// every line of the story reads them, so they are the story's, not each call's.
static NAMING: OnceLock<Naming> = OnceLock::new();

/// Tells the story with `naming`'s names; the first call counts.
pub(crate) fn use_naming(naming: Naming) {
    let _ = NAMING.set(naming);
}

fn naming() -> Naming {
    NAMING.get().copied().unwrap_or_default()
}

/// "the Assassin (spy)", painted by the role's side.
pub(crate) fn role_name(role: Role) -> String {
    Paint::of_side(role.allegiance()).paint(role_words(role))
}

fn role_words(role: Role) -> String {
    if naming() == Naming::Avalon {
        // The core's names (docs/avalon.md): "Merlin (Good)", "a Minion of Mordred".
        let name = role.name(Language::English, Naming::Avalon);
        return match role {
            Role::Resistance | Role::Spy => format!("a {name}"),
            Role::Assassin => format!("the {name} (Evil)"),
            _ => format!(
                "{name} ({})",
                role.allegiance().name(Language::English, Naming::Avalon)
            ),
        };
    }
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

/// A card's name for a sentence, without the side: "the Commander", or "Merlin"
/// (Avalon's characters are people, named without an article, but its Assassin).
pub(crate) fn the_card(role: Role) -> String {
    let name = role.name(Language::English, naming());
    if naming() == Naming::Avalon && role != Role::Assassin {
        name.to_owned()
    } else {
        format!("the {name}")
    }
}

/// "Defectors", or "Lancelots".
pub(crate) fn defectors() -> &'static str {
    match naming() {
        Naming::Avalon => "Lancelots",
        _ => "Defectors",
    }
}

/// "the other Defector", or "the other Lancelot".
pub(crate) fn other_defector() -> &'static str {
    match naming() {
        Naming::Avalon => "the other Lancelot",
        _ => "the other Defector",
    }
}

/// An optional spy card `--all-modules` may leave out: "the Blind Spy", "Oberon".
pub(crate) fn optional_spy(spy: OptionalSpy) -> String {
    match (naming(), spy) {
        (Naming::Resistance, spy) => spy.name().to_owned(),
        (_, OptionalSpy::BlindSpy) => the_card(Role::BlindSpy),
        (_, OptionalSpy::DeepCover) => the_card(Role::DeepCover),
        (_, OptionalSpy::FalseCommander) => the_card(Role::FalseCommander),
        (_, OptionalSpy::Defectors) => "the Lancelots".to_owned(),
    }
}

/// "Inquisitor token", or "Lady of the Lake token".
pub(crate) fn inquisitor_token() -> String {
    format!(
        "{} token",
        Module::Inquisitor.name(Language::English, naming())
    )
}

/// The names the story goes by, for the script and the core's other texts.
pub(crate) fn story_naming() -> Naming {
    naming()
}

pub(crate) fn side_name(side: Allegiance) -> String {
    Paint::of_side(side).paint(match (naming(), side) {
        (Naming::Avalon, side) => side.name(Language::English, Naming::Avalon),
        (_, Allegiance::Resistance) => "the Resistance",
        (_, Allegiance::Spy) => "the spies",
    })
}

/// "the spies were", "Evil was".
pub(crate) fn side_was(side: Allegiance) -> String {
    side_with_verb(side, ["was", "were"])
}

/// "the Resistance wins", "the spies win", "Evil wins".
pub(crate) fn side_wins(side: Allegiance) -> String {
    side_with_verb(side, ["wins", "win"])
}

/// The side's name and `verb` (singular, plural) agreeing with it: "the spies" are
/// people, "the Resistance", "Good" and "Evil" one body each.
fn side_with_verb(side: Allegiance, [singular, plural]: [&str; 2]) -> String {
    let people = naming() == Naming::Resistance && side == Allegiance::Spy;
    format!(
        "{} {}",
        side_name(side),
        if people { plural } else { singular }
    )
}

/// What a loyalty card shows (AS5): the side only, never the character.
pub(crate) fn loyalty_name(side: Allegiance) -> String {
    Paint::of_side(side).paint(match (naming(), side) {
        (Naming::Avalon, side) => format!("\"{}\"", side.name(Language::English, Naming::Avalon)),
        (_, Allegiance::Resistance) => "\"Resistance\"".to_owned(),
        (_, Allegiance::Spy) => "\"Spy\"".to_owned(),
    })
}

pub(crate) fn card_name(card: MissionCard) -> String {
    Paint::of_card(card).paint(match card {
        MissionCard::Success => "Success",
        MissionCard::Fail => "Fail",
    })
}

/// The number a person reads for `seat`: seats count from 1 wherever the demo
/// talks to a person (as on the web table), while the engine and its JSON count
/// from 0, so `Seat(0)` is seat 1 here. Never print a [`Seat`] with its own
/// `Display`, which counts from 0.
pub(crate) fn seat_number(seat: Seat) -> u16 {
    u16::from(seat.0) + 1
}

/// "seat 3" for `Seat(2)`.
pub(crate) fn seat_name(seat: Seat) -> String {
    format!("seat {}", seat_number(seat))
}

/// "Seat 3" for `Seat(2)`, to begin a sentence.
pub(crate) fn capitalized(seat: Seat) -> String {
    format!("Seat {}", seat_number(seat))
}

/// The seat a person typed, numbered from 1: `None` for 0, which names no seat.
pub(crate) fn seat_typed(number: u8) -> Option<Seat> {
    number.checked_sub(1).map(Seat)
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
    let numbers: Vec<String> = seats
        .iter()
        .map(|seat| seat_number(seat).to_string())
        .collect();
    and_list(&numbers)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn seats_are_told_counting_from_1() {
        assert_eq!(seat_name(Seat(0)), "seat 1");
        assert_eq!(capitalized(Seat(9)), "Seat 10");
        let seats: SeatSet = [Seat(0), Seat(2), Seat(4)].into_iter().collect();
        assert_eq!(seat_list(seats), "seats 1, 3 and 5");
        assert_eq!(seat_list(SeatSet::only(Seat(6))), "seat 7");
        assert_eq!(seat_typed(1), Some(Seat(0)));
        assert_eq!(seat_typed(0), None);
    }
}
