//! The words the base game's story is told in: its modules, roles, sides, cards and
//! lists. The Cells story borrows the card names and lists.

use resistance_core::{
    AgendaKind, Allegiance, DefectorVariant, GameConfig, MissionCard, Role, Seat, SeatSet,
};

/// The modules of `config`, in words.
pub(crate) fn describe(config: &GameConfig) -> String {
    let mut parts = Vec::new();
    if let Some(options) = config.assassin {
        let mut characters = vec!["Commander", "Assassin"];
        for (on, name) in [
            (options.body_guard, "Body Guard"),
            (options.false_commander, "False Commander"),
            (options.deep_cover, "Deep Cover"),
            (options.blind_spy, "Blind Spy"),
        ] {
            if on {
                characters.push(name);
            }
        }
        parts.push(format!("Assassin ({})", and_list(&characters)));
    }
    if config.trapper {
        parts.push("Trapper".to_owned());
    }
    match config.defector {
        Some(DefectorVariant::KnowEachOther) => {
            parts.push("Defectors (variant 2: they know each other)".to_owned());
        }
        Some(_) => parts.push("Defectors".to_owned()),
        None => {}
    }
    if config.inquisitor {
        parts.push("Inquisitor".to_owned());
    }
    match config.agendas {
        Some(AgendaKind::Double) => parts.push("hidden agendas (two names each)".to_owned()),
        Some(_) => parts.push("hidden agendas (one name each)".to_owned()),
        None => {}
    }
    if parts.is_empty() {
        "none, the base game".to_owned()
    } else {
        parts.join(", ")
    }
}

pub(crate) fn role_name(role: Role) -> String {
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

pub(crate) fn side_name(side: Allegiance) -> &'static str {
    match side {
        Allegiance::Resistance => "the Resistance",
        Allegiance::Spy => "the spies",
    }
}

/// What a loyalty card shows (AS5): the side only, never the character.
pub(crate) fn loyalty_name(side: Allegiance) -> &'static str {
    match side {
        Allegiance::Resistance => "\"Resistance\"",
        Allegiance::Spy => "\"Spy\"",
    }
}

pub(crate) fn card_name(card: MissionCard) -> &'static str {
    match card {
        MissionCard::Success => "Success",
        MissionCard::Fail => "Fail",
    }
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

/// "a", "a and b", "a, b and c", "none".
pub(crate) fn and_list(items: &[impl AsRef<str>]) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    match items.split_last() {
        None => "none".to_owned(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}
