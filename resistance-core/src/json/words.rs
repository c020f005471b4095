//! A decoding error in the engine's words: what the caller sent, where, and what
//! belongs there, instead of serde's account of how it reads (`expected u8`,
//! `internally tagged enum Command`, `struct variant PlotAction::InTheSpotlight`).
//!
//! serde builds its messages from fixed phrases (`serde::de::Error`'s provided
//! methods: `invalid type: {found}, expected {what}`, `missing field `{f}``, ...);
//! the serde version is pinned, and a phrase this module does not know is kept as
//! it is, with the place in front, so nothing is ever lost.

use super::place::{self, Place};
use alloc::{
    borrow::Cow,
    format,
    string::{String, ToString},
};

/// The message for serde's `message` (without its position) about the value at
/// `place`, and the place of the field at fault.
#[inline(never)]
pub(crate) fn explain(message: &str, place: Place) -> (String, Place) {
    if let Some(field) = place::missing_field(message) {
        let object = place.without_field(field);
        let text = format!("{} is missing", named(&object, Some(field)));
        return (text, object.then_field(field));
    }
    if let Some(rest) = message.strip_prefix("unknown field `") {
        if let Some((field, expected)) = rest.split_once('`') {
            // The check after decoding says where the object is (` in `path``).
            let (within, expected) = strict_place(expected);
            let object = match within {
                Some(within) => place.joined(within),
                None => place.without_field(field),
            };
            let here = if object.is_root() {
                String::from("here")
            } else {
                format!("in `{object}`")
            };
            let known = match expected.trim_start_matches(", ").strip_prefix("expected ") {
                Some(fields) => fields_list(fields),
                None => String::from("it has no fields"),
            };
            let text = format!("there is no field `{}` {here}: {known}", quoted(field));
            return (text, object.then_field(field));
        }
    }
    if let Some(rest) = message.strip_prefix("unknown variant `") {
        if let Some((variant, expected)) = rest.rsplit_once("`, expected ") {
            // An object in an enum's place is read as `{"variant": data}`: its key
            // is the name refused, and the field is the enum's.
            let place = place.without_field(variant);
            let text = format!(
                "{} must be {}, not `{}`",
                named(&place, None),
                choices(expected),
                quoted(variant)
            );
            return (text, place);
        }
    }
    if let Some(rest) = message.strip_prefix("duplicate field `") {
        let field = rest.trim_end_matches('`');
        let object = place.without_field(field);
        let text = format!("{} appears twice", named(&object, Some(field)));
        return (text, object.then_field(field));
    }
    for prefix in ["invalid type: ", "invalid value: "] {
        if let Some(rest) = message.strip_prefix(prefix) {
            if let Some((found, expected)) = rest.split_once(", expected ") {
                let (within, found) = strict_place(found);
                let place = match within {
                    Some(within) => place.joined(within),
                    None => place,
                };
                let text = format!(
                    "{} must be {}, not {}",
                    named(&place, None),
                    expected_words(expected),
                    found_words(&found)
                );
                return (text, place);
            }
        }
    }
    if let Some(rest) = message.strip_prefix("invalid length ") {
        if let Some((length, expected)) = rest.split_once(", expected ") {
            // An array too short for a struct variant (`struct variant
            // PlotAction::InTheSpotlight with 1 element`), which serde's buffer
            // reads as if a longer array would do: no array stands for a struct.
            if let Some((name, _)) = expected.split_once(" with ") {
                if name.starts_with("struct ") {
                    let text = format!(
                        "{} must be {}, not an array",
                        named(&place, None),
                        expected_words(name)
                    );
                    return (text, place);
                }
            }
            let array = place.without_index();
            let items = if length == "1" { "item" } else { "items" };
            let text = format!(
                "{} must be {}, not an array of {length} {items}",
                named(&array, None),
                expected_words(expected)
            );
            return (text, array);
        }
    }
    if place::is_length_error(message) {
        let array = place.without_index();
        return (format!("{}: {message}", named(&array, None)), array);
    }
    let text = if place.is_root() {
        message.to_string()
    } else {
        format!("`{place}`: {message}")
    };
    (text, place)
}

/// The longest piece of the caller's text quoted whole, in bytes.
const LONGEST_QUOTE: usize = 64;

/// A piece of the caller's text (a field's or a name's), cut in its middle when it
/// is long: a megabyte in must not come back as a megabyte of message.
fn quoted(text: &str) -> Cow<'_, str> {
    if text.len() <= LONGEST_QUOTE {
        return Cow::Borrowed(text);
    }
    let head = floor_boundary(text, LONGEST_QUOTE * 3 / 4);
    let tail = ceil_boundary(text, text.len() - LONGEST_QUOTE / 4);
    Cow::Owned(format!(
        "{} [... {} bytes ...] {}",
        &text[..head],
        tail - head,
        &text[tail..]
    ))
}

/// The largest char boundary of `text` at or before `index`.
pub(crate) fn floor_boundary(text: &str, index: usize) -> usize {
    (0..=index)
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0)
}

/// The smallest char boundary of `text` at or after `index`.
pub(crate) fn ceil_boundary(text: &str, index: usize) -> usize {
    (index..=text.len())
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(text.len())
}

/// `place` (and `field` in it) as the subject of a sentence.
fn named(place: &Place, field: Option<&str>) -> String {
    match (place.is_root(), field) {
        (true, None) => String::from("the JSON"),
        (true, Some(field)) => format!("`{field}`"),
        (false, None) => format!("`{place}`"),
        (false, Some(field)) => format!("`{place}.{field}`"),
    }
}

/// The strict decoder's ` in `path`` in `text` (its check names where an object
/// is: `sequence in `action``, ` in `action`, expected `card``), and the text
/// without it.
fn strict_place(text: &str) -> (Option<Place>, String) {
    let parsed = (|| {
        let (before, rest) = text.split_once(" in `")?;
        let (path, after) = rest.split_once('`')?;
        Some((before, path, after))
    })();
    match parsed {
        Some((before, path, after)) => (Some(parse_dotted(path)), format!("{before}{after}")),
        None => (None, text.to_string()),
    }
}

/// `game.proposals[3]` as a place.
fn parse_dotted(path: &str) -> Place {
    let mut steps = alloc::vec::Vec::new();
    for part in path.split('.') {
        let (name, indices) = part.split_once('[').map_or((part, ""), |(n, i)| (n, i));
        if !name.is_empty() {
            steps.push(place::Segment::Field(name.to_string()));
        }
        for index in indices.split('[') {
            if let Ok(index) = index.trim_end_matches(']').parse() {
                steps.push(place::Segment::Index(index));
            }
        }
    }
    Place(steps)
}

/// serde's list of names (``one of `a`, `b`, `c` ``, `` `a` or `b` ``, `` `a` ``),
/// which reads as it is; `there are no variants` does not.
fn choices(expected: &str) -> String {
    match expected {
        "there are no variants" => String::from("nothing (there are no choices)"),
        _ => expected.to_string(),
    }
}

/// serde's list of a struct's fields, as a clause.
fn fields_list(expected: &str) -> String {
    match expected.strip_prefix("one of ") {
        Some(names) => format!("its fields are {names}"),
        None => match expected.split_once(" or ") {
            Some((first, second)) => format!("its fields are {first} and {second}"),
            None => format!("its only field is {expected}"),
        },
    }
}

/// What belongs there, in the engine's words.
fn expected_words(expected: &str) -> String {
    let whole = |low: &str, high: &str| format!("a whole number from {low} to {high}");
    match expected {
        "u8" => whole("0", "255"),
        "u16" => whole("0", "65535"),
        "u32" => whole("0", "4294967295"),
        "u64" => whole("0", "18446744073709551615"),
        "usize" => String::from("a whole number from 0"),
        "i8" => whole("-128", "127"),
        "i16" => whole("-32768", "32767"),
        "i32" => whole("-2147483648", "2147483647"),
        "i64" => whole("-9223372036854775808", "9223372036854775807"),
        "a boolean" => String::from("`true` or `false`"),
        "a sequence" => String::from("an array"),
        "a map" => String::from("an object"),
        "unit" => String::from("null"),
        _ => {
            if let Some(name) = expected
                .strip_prefix(super::strict::TAGGED_ENUM)
                .or_else(|| expected.strip_prefix("struct variant "))
                .or_else(|| expected.strip_prefix("struct "))
                .or_else(|| expected.strip_prefix("an object (struct variant "))
            {
                let name = name.trim_end_matches(')');
                return format!("an object ({})", thing(name));
            }
            expected.to_string()
        }
    }
}

/// What was sent, in plain words.
fn found_words(found: &str) -> String {
    for prefix in ["integer ", "floating point ", "boolean ", "character "] {
        if let Some(value) = found.strip_prefix(prefix) {
            return value.to_string();
        }
    }
    match found {
        "sequence" => String::from("an array"),
        "map" => String::from("an object"),
        "unit value" | "null" => String::from("null"),
        _ => match found.strip_prefix("string ") {
            Some(text) => format!("the string {}", quoted(text)),
            None => found.to_string(),
        },
    }
}

/// The engine's name for one of its Rust types, as serde names it
/// (`PlotAction::InTheSpotlight`, `GameConfig`).
fn thing(name: &str) -> String {
    let (kind, variant) = name
        .split_once("::")
        .map_or((name, None), |(k, v)| (k, Some(v)));
    let known = match kind {
        "GameConfig" => "a game configuration",
        "CellsConfig" => "a Cells configuration",
        "AssassinOptions" => "the Assassin module's options",
        "Command" => "a command",
        "CellsCommand" => "a Cells command",
        "PlotAction" => "a plot card's use",
        "Record" => "a game record",
        "Move" => "a recorded command: `seat` and `command`",
        _ => "",
    };
    let kind = if known.is_empty() {
        words(kind)
    } else {
        known.to_string()
    };
    match variant {
        Some(variant) => format!("{kind}: {}", words(variant)),
        None => kind,
    }
}

/// `InTheSpotlight` as `in the spotlight`.
fn words(name: &str) -> String {
    let mut out = String::new();
    for (index, c) in name.char_indices() {
        if c.is_uppercase() && index > 0 {
            out.push(' ');
        }
        out.extend(c.to_lowercase());
    }
    out
}
