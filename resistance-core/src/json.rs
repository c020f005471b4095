//! The JSON wire format's codec (feature `json`).
//!
//! The WebAssembly and C bindings both go through these functions, so they accept,
//! refuse and produce exactly the same JSON, byte for byte. Decoding never panics:
//! malformed JSON, wrong types, unknown `"type"` tags, out-of-range numbers,
//! arrays longer than the engine allows, an array where an object belongs and a
//! field the type does not have (at any depth) are all [`JsonError::Decode`], with
//! serde_json's message (which names the line and column) or the strict decoder's
//! (which names the path of the object in the text).

use crate::{
    ConfigError, Game, SNAPSHOT_VERSION, SnapshotError, Table,
    cells::{CELLS_SNAPSHOT_VERSION, CellsConfigError, CellsGame, CellsSnapshotError},
};
use alloc::{
    format,
    string::{String, ToString},
};
use core::fmt;
use serde::{
    Serialize,
    de::{DeserializeOwned, Error as _},
};
use thiserror::Error;

pub(crate) mod strict;

/// Why JSON from a caller could not be used. Nothing changed.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum JsonError {
    /// Not JSON, or not the expected shape. The message quotes serde_json's, cut
    /// short in the middle when it is long: serde_json quotes an unknown `"type"`
    /// whole, and a caller's megabyte of text must not come back as a megabyte of
    /// error message.
    #[error("invalid JSON: {}", Shortened(.0))]
    Decode(serde_json::Error),
    /// A well-formed configuration the engine refuses.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A well-formed snapshot the engine refuses.
    #[error(transparent)]
    Snapshot(#[from] SnapshotError),
    /// A well-formed Cells configuration the engine refuses.
    #[error(transparent)]
    CellsConfig(#[from] CellsConfigError),
    /// A well-formed Cells snapshot the engine refuses.
    #[error(transparent)]
    CellsSnapshot(#[from] CellsSnapshotError),
}

impl JsonError {
    /// A stable identifier for bindings: `invalid_json`, or the inner error's code.
    pub fn code(&self) -> &'static str {
        match self {
            JsonError::Decode(_) => crate::table::INVALID_JSON,
            JsonError::Config(error) => error.code(),
            JsonError::Snapshot(error) => error.code(),
            JsonError::CellsConfig(error) => error.code(),
            JsonError::CellsSnapshot(error) => error.code(),
        }
    }
}

/// The longest message of serde_json's quoted whole, in bytes; a longer one keeps
/// its start and its end (where serde_json names the line and column).
const LONGEST_MESSAGE: usize = 240;

/// A serde_json error's message, at most about [`LONGEST_MESSAGE`] bytes.
struct Shortened<'a>(&'a serde_json::Error);

impl fmt::Display for Shortened<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = plain_words(self.0.to_string());
        if message.len() <= LONGEST_MESSAGE {
            return f.write_str(&message);
        }
        let head = floor_char_boundary(&message, LONGEST_MESSAGE * 2 / 3);
        let tail = ceil_char_boundary(&message, message.len() - LONGEST_MESSAGE / 3);
        write!(
            f,
            "{} [... {} bytes ...] {}",
            &message[..head],
            tail - head,
            &message[tail..]
        )
    }
}

/// A decoding error's message in words about what the caller sent, not about how
/// serde reads it: [`tagged_enum_named`] and [`array_for_struct`]. Anything else
/// is serde's message as it is.
fn plain_words(message: String) -> String {
    array_for_struct(tagged_enum_named(message))
}

/// serde's name for an internally tagged enum (`internally tagged enum Command`)
/// becomes `an object for Command`.
fn tagged_enum_named(message: String) -> String {
    if message.contains(strict::TAGGED_ENUM) {
        message.replace(strict::TAGGED_ENUM, "an object for ")
    } else {
        message
    }
}

/// serde's refusal of an array too short for a struct (`invalid length 0, expected
/// struct variant PlotAction::InTheSpotlight with 1 element`), which only comes
/// from inside a buffered tagged enum ([`strict`]), reads as if a longer array
/// would do; no array stands for a struct, so it becomes `invalid type: sequence,
/// expected an object (struct variant PlotAction::InTheSpotlight)`.
fn array_for_struct(message: String) -> String {
    let plain = (|| {
        let (length, expected) = message
            .strip_prefix("invalid length ")?
            .split_once(", expected struct ")?;
        let (name, count) = expected.split_once(" with ")?;
        let after_count = count.trim_start_matches(|c: char| c.is_ascii_digit());
        let tail = after_count
            .strip_prefix(" elements")
            .or_else(|| after_count.strip_prefix(" element"))?;
        let numbers = !length.is_empty()
            && length.bytes().all(|b| b.is_ascii_digit())
            && after_count.len() < count.len();
        numbers.then(|| format!("invalid type: sequence, expected an object (struct {name}){tail}"))
    })();
    plain.unwrap_or(message)
}

/// The largest char boundary of `text` at or before `index`.
fn floor_char_boundary(text: &str, index: usize) -> usize {
    (0..=index)
        .rev()
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(0)
}

/// The smallest char boundary of `text` at or after `index`.
fn ceil_char_boundary(text: &str, index: usize) -> usize {
    (index..=text.len())
        .find(|&i| text.is_char_boundary(i))
        .unwrap_or(text.len())
}

/// A `T` from `json`, strictly: an object wherever `T` has a struct, and no field
/// the struct does not have, at any depth ([`strict`]).
fn decode<T: DeserializeOwned + Serialize>(json: &str) -> Result<T, JsonError> {
    strict::from_str(json).map_err(JsonError::Decode)
}

/// A game the codec reads: its configuration, commands and snapshots decode from
/// JSON, and its errors have a place in [`JsonError`]. Implemented by
/// [`Game`] and [`CellsGame`]; every function of this module is generic over it.
pub trait JsonTable:
    Table<
        Config: DeserializeOwned + Serialize,
        Command: DeserializeOwned + Serialize,
        Snapshot: DeserializeOwned + Serialize,
    >
{
    /// The refusal of a snapshot written in another format version.
    fn unsupported_version(found: u32) -> JsonError;
    /// A refused configuration, as a [`JsonError`].
    fn config_error(error: Self::ConfigError) -> JsonError;
    /// A refused snapshot, as a [`JsonError`].
    fn snapshot_error(error: Self::SnapshotError) -> JsonError;
}

impl JsonTable for Game {
    fn unsupported_version(found: u32) -> JsonError {
        SnapshotError::UnsupportedVersion {
            found,
            supported: SNAPSHOT_VERSION,
        }
        .into()
    }
    fn config_error(error: ConfigError) -> JsonError {
        error.into()
    }
    fn snapshot_error(error: SnapshotError) -> JsonError {
        error.into()
    }
}

impl JsonTable for CellsGame {
    fn unsupported_version(found: u32) -> JsonError {
        CellsSnapshotError::UnsupportedVersion {
            found,
            supported: CELLS_SNAPSHOT_VERSION,
        }
        .into()
    }
    fn config_error(error: CellsConfigError) -> JsonError {
        error.into()
    }
    fn snapshot_error(error: CellsSnapshotError) -> JsonError {
        error.into()
    }
}

/// A configuration of game `G` from JSON (`{"players":5,"seed":42}`).
pub fn config_from_json<G: JsonTable>(json: &str) -> Result<G::Config, JsonError> {
    decode(json)
}

/// A new game `G` from a JSON configuration.
pub fn game_from_json<G: JsonTable>(json: &str) -> Result<G, JsonError> {
    G::new(config_from_json::<G>(json)?).map_err(G::config_error)
}

/// A command of game `G` from JSON. A field the command does not have is refused,
/// as in configurations and snapshots: it is a client's mistake, not something to
/// ignore.
pub fn command_from_json<G: JsonTable>(json: &str) -> Result<G::Command, JsonError> {
    decode(json)
}

/// A game `G` restored from a JSON snapshot. The version is read first, so a
/// snapshot of another version is refused as such even when the rest no longer
/// decodes. A snapshot of the other game is refused: it does not decode as this
/// game's (`invalid_json`).
pub fn restore_from_json<G: JsonTable>(json: &str) -> Result<G, JsonError> {
    // One tree of the text, for the version and then for the decoder's check.
    let parsed = strict::parse(json).map_err(JsonError::Decode)?;
    match parsed.field("version") {
        strict::Field::Whole(found) => match u32::try_from(found) {
            Ok(found) if found != G::SNAPSHOT_VERSION => {
                return Err(G::unsupported_version(found));
            }
            // Too large for a version: the decoder refuses it, below.
            _ => {}
        },
        strict::Field::Missing => {
            return Err(JsonError::Decode(serde_json::Error::missing_field(
                "version",
            )));
        }
        // Not an object, or a version that is no whole number: the decoder refuses
        // it, below, in serde's words and with its place.
        strict::Field::NoObject | strict::Field::Other => {}
    }
    let snapshot = strict::from_parsed(json, &parsed).map_err(JsonError::Decode)?;
    G::restore(snapshot).map_err(G::snapshot_error)
}

/// Any of the engine's values (config, command, event, outcome, view, snapshot,
/// choices, result), of either game, as JSON.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, JsonError> {
    serde_json::to_string(value).map_err(JsonError::Decode)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Command, Seat};

    #[test]
    fn decoding_refuses_with_codes_and_never_panics() {
        assert_eq!(
            game_from_json::<Game>("{").unwrap_err().code(),
            "invalid_json"
        );
        assert_eq!(
            game_from_json::<Game>(r#"{"players":4,"seed":1}"#)
                .unwrap_err()
                .code(),
            "player_count"
        );
        assert_eq!(
            command_from_json::<Game>(r#"{"type":"dance"}"#)
                .unwrap_err()
                .code(),
            "invalid_json"
        );
        // Far more seats than a team list holds (16): 100,000 natively, 1,000 under
        // Miri, which takes minutes to parse the longer one.
        let huge = alloc::format!(
            r#"{{"type":"proposeTeam","team":[{}0]}}"#,
            "0,".repeat(crate::tests::support::scaled(100_000, 1_000))
        );
        assert_eq!(
            command_from_json::<Game>(&huge).unwrap_err().code(),
            "invalid_json"
        );
        assert_eq!(
            command_from_json::<Game>(r#"{"type":"proposeTeam","team":[-1]}"#)
                .unwrap_err()
                .code(),
            "invalid_json"
        );
        assert_eq!(
            restore_from_json::<Game>(r#"{"version":99,"game":"gone"}"#)
                .unwrap_err()
                .code(),
            "unsupported_snapshot_version"
        );
    }

    #[test]
    fn snapshots_round_trip_through_json() {
        let mut game = game_from_json::<Game>(r#"{"players":6,"seed":9}"#).expect("valid");
        let leader = game.leader();
        let team = [leader, leader.next(6)].into_iter().collect();
        game.apply(leader, Command::propose(team)).expect("legal");
        game.apply(
            Seat(0),
            command_from_json::<Game>(r#"{"type":"vote","vote":"reject"}"#).expect("decodes"),
        )
        .expect("legal");
        let json = to_json(&game.snapshot()).expect("encodes");
        assert_eq!(restore_from_json::<Game>(&json).expect("restores"), game);
    }
}
