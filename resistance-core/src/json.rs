//! The JSON wire format's codec (feature `json`).
//!
//! The WebAssembly and C bindings both go through these functions, so they accept,
//! refuse and produce exactly the same JSON, byte for byte. Decoding never panics:
//! malformed JSON, wrong types, unknown `"type"` tags, out-of-range numbers and
//! arrays longer than the engine allows are all [`JsonError::Decode`], with
//! serde_json's message (which names the line and column).

use crate::{
    command::Command,
    config::{ConfigError, GameConfig},
    game::Game,
    snapshot::{SNAPSHOT_VERSION, Snapshot, SnapshotError, SnapshotHeader},
};
use alloc::string::String;
use serde::{Serialize, de::DeserializeOwned};
use thiserror::Error;

/// Why JSON from a caller could not be used. Nothing changed.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum JsonError {
    /// Not JSON, or not the expected shape.
    #[error("invalid JSON: {0}")]
    Decode(serde_json::Error),
    /// A well-formed configuration the engine refuses.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A well-formed snapshot the engine refuses.
    #[error(transparent)]
    Snapshot(#[from] SnapshotError),
}

impl JsonError {
    /// A stable identifier for bindings: `invalid_json`, or the inner error's code.
    pub fn code(&self) -> &'static str {
        match self {
            JsonError::Decode(_) => "invalid_json",
            JsonError::Config(error) => error.code(),
            JsonError::Snapshot(error) => error.code(),
        }
    }
}

fn decode<T: DeserializeOwned>(json: &str) -> Result<T, JsonError> {
    serde_json::from_str(json).map_err(JsonError::Decode)
}

/// A configuration from JSON.
pub fn config_from_json(json: &str) -> Result<GameConfig, JsonError> {
    decode(json)
}

/// A new game from a JSON configuration.
pub fn game_from_json(json: &str) -> Result<Game, JsonError> {
    Ok(Game::new(config_from_json(json)?)?)
}

/// A command from JSON.
pub fn command_from_json(json: &str) -> Result<Command, JsonError> {
    decode(json)
}

/// A game restored from a JSON snapshot. The version is read first, so a snapshot
/// of another version is refused as such even when the rest no longer decodes.
pub fn restore_from_json(json: &str) -> Result<Game, JsonError> {
    let header: SnapshotHeader = decode(json)?;
    if header.version != SNAPSHOT_VERSION {
        return Err(SnapshotError::UnsupportedVersion {
            found: header.version,
            supported: SNAPSHOT_VERSION,
        }
        .into());
    }
    let snapshot: Snapshot = decode(json)?;
    Ok(Game::restore(snapshot)?)
}

/// Any of the engine's values (config, command, event, outcome, view, snapshot,
/// choices, result) as JSON.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, JsonError> {
    serde_json::to_string(value).map_err(JsonError::Decode)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Seat;

    #[test]
    fn decoding_refuses_with_codes_and_never_panics() {
        assert_eq!(game_from_json("{").unwrap_err().code(), "invalid_json");
        assert_eq!(
            game_from_json(r#"{"players":4,"seed":1}"#)
                .unwrap_err()
                .code(),
            "player_count"
        );
        assert_eq!(
            command_from_json(r#"{"type":"dance"}"#).unwrap_err().code(),
            "invalid_json"
        );
        let huge = alloc::format!(
            r#"{{"type":"proposeTeam","team":[{}0]}}"#,
            "0,".repeat(100_000)
        );
        assert_eq!(command_from_json(&huge).unwrap_err().code(), "invalid_json");
        assert_eq!(
            command_from_json(r#"{"type":"proposeTeam","team":[-1]}"#)
                .unwrap_err()
                .code(),
            "invalid_json"
        );
        assert_eq!(
            restore_from_json(r#"{"version":99,"game":"gone"}"#)
                .unwrap_err()
                .code(),
            "unsupported_snapshot_version"
        );
    }

    #[test]
    fn snapshots_round_trip_through_json() {
        let mut game = game_from_json(r#"{"players":6,"seed":9}"#).expect("valid");
        let leader = game.leader();
        let team = [leader, leader.next(6)].into_iter().collect();
        game.apply(leader, Command::propose(team)).expect("legal");
        game.apply(
            Seat(0),
            command_from_json(r#"{"type":"vote","vote":"reject"}"#).expect("decodes"),
        )
        .expect("legal");
        let json = to_json(&game.snapshot()).expect("encodes");
        assert_eq!(restore_from_json(&json).expect("restores"), game);
    }
}
