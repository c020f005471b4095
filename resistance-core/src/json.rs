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
    cells::{CellsConfigError, CellsGame, CellsReplayError},
    kernel::Seat,
    resistance::config::ConfigError,
    resistance::game::Game,
    resistance::game::GameReplayError,
    table,
    table::GameKind,
    table::RECORD_VERSION,
    table::RecordOf,
    table::ReplayError,
    table::ReplayErrorOf,
    table::Table,
};
use alloc::{
    borrow::Cow,
    format,
    string::{String, ToString},
};
use core::fmt;
use serde::{Serialize, de::DeserializeOwned};
use thiserror::Error;

mod place;
pub(crate) mod strict;
mod words;

/// Why JSON from a caller could not be used. Nothing changed.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum JsonError {
    /// Not JSON, or not the expected shape: [`DecodeError`] says where and what
    /// belongs there.
    #[error("invalid JSON: {0}")]
    Decode(DecodeError),
    /// A well-formed configuration the engine refuses.
    #[error(transparent)]
    Config(#[from] ConfigError),
    /// A well-formed record the engine refuses.
    #[error(transparent)]
    Replay(#[from] GameReplayError),
    /// No seed was given and none could be drawn from the platform's secure source.
    #[error(transparent)]
    SeedUnavailable(#[from] crate::kernel::SeedUnavailable),
    /// A well-formed Cells configuration the engine refuses.
    #[error(transparent)]
    CellsConfig(#[from] CellsConfigError),
    /// A well-formed Cells record the engine refuses.
    #[error(transparent)]
    CellsReplay(#[from] CellsReplayError),
}

impl JsonError {
    /// A stable identifier for bindings: `invalid_json`, or the inner error's code.
    pub fn code(&self) -> &'static str {
        match self {
            JsonError::Decode(_) => crate::error_codes::INVALID_JSON,
            JsonError::Config(error) => error.code(),
            JsonError::Replay(error) => error.code(),
            JsonError::CellsConfig(error) => error.code(),
            JsonError::SeedUnavailable(error) => error.code(),
            JsonError::CellsReplay(error) => error.code(),
        }
    }
}

/// A JSON text that did not decode, in the engine's words: the field it is about
/// (`team[0]`, `assassin.merlin`) and what belongs there, as in
/// ``"`team[0]` must be a whole number from 0 to 255, not `-1`"``, and where
/// serde_json stopped reading, when it knows.
///
/// ```
/// use resistance_core::{Game, json};
///
/// let error = json::command_from_json::<Game>(r#"{"type":"proposeTeam","team":[0,-1]}"#)
///     .unwrap_err();
/// assert_eq!(
///     error.to_string(),
///     "invalid JSON: `team[1]` must be a whole number from 0 to 255, not `-1`"
/// );
/// let json::JsonError::Decode(decode) = error else { unreachable!() };
/// assert_eq!(decode.path(), "team[1]");
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DecodeError {
    message: String,
    path: String,
    line: usize,
    column: usize,
}

impl DecodeError {
    /// What is wrong, without the position: ``"`seed` is missing"``.
    pub fn message(&self) -> &str {
        &self.message
    }

    /// The path of the field or item at fault (`team[1]`, `assassin.merlin`);
    /// empty for the text as a whole, for JSON syntax and where it is not known.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The line (from 1) where serde_json stopped reading; 0 when the error comes
    /// after the reading (inside a command's fields, decoded from a buffer).
    pub fn line(&self) -> usize {
        self.line
    }

    /// The column (from 1) on [`DecodeError::line`] where reading stopped.
    pub fn column(&self) -> usize {
        self.column
    }

    /// serde_json's `error` for `json`, explained. `probe` decodes another text as
    /// `json` was and returns its error, to place an error without a position
    /// ([`place::by_probing`]).
    fn new(
        json: &str,
        error: &serde_json::Error,
        mut probe: Option<&mut place::Decode<'_>>,
    ) -> DecodeError {
        let (line, column) = (error.line(), error.column());
        let bare = bare_message(error);
        if !error.is_data() {
            // JSON syntax: serde_json's words are about the text, and say it well.
            return DecodeError::plain(&bare, line, column);
        }
        // Where serde_json stopped; inside a buffered object (a command), probing
        // finds the field.
        let mut place = match line {
            0 => place::Place::default(),
            _ => place::at_position(json, place::offset_of(json, line, column)),
        };
        const VAGUE: [&str; 2] = [", expected string or map", ", expected variant identifier"];
        let placed = strict::placed(&bare);
        // The tree, read once, for the probes below, if any will run.
        let probed = !placed || VAGUE.iter().any(|vague| bare.contains(vague));
        let tree = (probe.is_some() && probed).then(|| place::Tree::of(json));
        if !placed {
            if let (Some(probe), Some(tree)) = (probe.as_deref_mut(), &tree) {
                place = place::by_probing(tree, &place, &bare, probe).unwrap_or(place);
            }
        }
        let mut bare = bare;
        // serde's own word for an enum's value: the names it takes say more.
        for vague in VAGUE {
            if let (Some(at), Some(probe), Some(tree)) =
                (bare.find(vague), probe.as_deref_mut(), &tree)
            {
                if let Some(names) = place::names_at(tree, &place, probe) {
                    bare = format!("{}, expected {names}", &bare[..at]);
                }
            }
        }
        let (message, place) = words::explain(&bare, place);
        DecodeError {
            message,
            path: place.to_string(),
            line,
            column,
        }
    }

    fn plain(message: &str, line: usize, column: usize) -> DecodeError {
        DecodeError {
            message: message.to_string(),
            path: String::new(),
            line,
            column,
        }
    }
}

impl fmt::Display for DecodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = if self.line == 0 {
            Cow::Borrowed(self.message.as_str())
        } else {
            Cow::Owned(format!(
                "{} at line {} column {}",
                self.message, self.line, self.column
            ))
        };
        f.write_str(&Shortened(&message).to_string())
    }
}

impl core::error::Error for DecodeError {}

/// The longest message kept whole, in bytes; a longer one keeps its start and its
/// end (where the line and column are). The caller's text quoted in a message is
/// already cut ([`words`]): this bounds serde_json's own messages, which quote it
/// too, and the lists of names.
const LONGEST_MESSAGE: usize = 400;

/// A message of at most about [`LONGEST_MESSAGE`] bytes.
struct Shortened<'a>(&'a str);

impl fmt::Display for Shortened<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let message = self.0;
        if message.len() <= LONGEST_MESSAGE {
            return f.write_str(message);
        }
        let head = words::floor_boundary(message, LONGEST_MESSAGE * 2 / 3);
        let tail = words::ceil_boundary(message, message.len() - LONGEST_MESSAGE / 3);
        write!(
            f,
            "{} [... {} bytes ...] {}",
            &message[..head],
            tail - head,
            &message[tail..]
        )
    }
}

/// serde_json's message without the position it appends.
fn bare_message(error: &serde_json::Error) -> String {
    let mut message = error.to_string();
    if error.line() > 0 {
        let suffix = format!(" at line {} column {}", error.line(), error.column());
        if message.ends_with(&suffix) {
            message.truncate(message.len() - suffix.len());
        }
    }
    message
}

/// serde_json's `error` for `json` as decoded as a `T`, explained.
/// `decoder` decodes the altered texts of the probes as `json` was decoded (the
/// same function: one copy of the decoder a type in the WebAssembly module).
pub(crate) fn decode_error<T>(
    json: &str,
    error: serde_json::Error,
    decoder: fn(&str) -> serde_json::Result<T>,
) -> JsonError {
    let mut probe = |text: &str| decoder(text).err().map(|e| bare_message(&e));
    JsonError::Decode(DecodeError::new(json, &error, Some(&mut probe)))
}

/// A `T` from `json` through [`strict::from_parsed`], as records are read.
fn from_parsed_text<T: DeserializeOwned + Serialize>(json: &str) -> serde_json::Result<T> {
    strict::from_parsed(json, &strict::parse(json)?)
}

/// serde_json's `error` for `json`, when it is about JSON syntax or was made here.
fn syntax_error(json: &str, error: serde_json::Error) -> JsonError {
    JsonError::Decode(DecodeError::new(json, &error, None))
}

/// A `T` from `json`, strictly: an object wherever `T` has a struct, and no field
/// the struct does not have, at any depth ([`strict`]).
fn decode<T: DeserializeOwned + Serialize>(json: &str) -> Result<T, JsonError> {
    strict::from_str(json).map_err(|error| decode_error(json, error, strict::from_str::<T>))
}

/// A game the codec reads: its configuration, commands and records decode from
/// JSON, and its errors have a place in [`JsonError`]. Implemented by
/// [`Game`] and [`CellsGame`]; every function of this module is generic over it.
pub trait JsonTable:
    Table<
        Config: DeserializeOwned + Serialize,
        Command: DeserializeOwned + Serialize,
        Event: Serialize,
        PlayerView: Serialize,
        PublicView: Serialize,
    >
{
    /// A refused configuration, as a [`JsonError`].
    fn config_error(error: Self::ConfigError) -> JsonError;
    /// A refused record, as a [`JsonError`].
    fn replay_error(error: ReplayErrorOf<Self>) -> JsonError;
    /// `config` without what is the host's alone besides the seed (a host's deal):
    /// what [`player_config_json`] writes, the seed then taken out.
    fn for_players(config: &Self::Config) -> Self::Config;
}

impl JsonTable for Game {
    fn config_error(error: ConfigError) -> JsonError {
        error.into()
    }
    fn replay_error(error: GameReplayError) -> JsonError {
        error.into()
    }
    fn for_players(
        config: &crate::resistance::config::GameConfig,
    ) -> crate::resistance::config::GameConfig {
        crate::resistance::config::GameConfig {
            deal: None,
            ..*config
        }
    }
}

impl JsonTable for CellsGame {
    fn config_error(error: CellsConfigError) -> JsonError {
        error.into()
    }
    fn replay_error(error: CellsReplayError) -> JsonError {
        error.into()
    }
    fn for_players(config: &crate::cells::CellsConfig) -> crate::cells::CellsConfig {
        crate::cells::CellsConfig {
            deal: None,
            ..*config
        }
    }
}

/// A recorded game reads what its game reads.
impl<G: JsonTable> JsonTable for crate::table::Recorded<G> {
    fn config_error(error: Self::ConfigError) -> JsonError {
        G::config_error(error)
    }
    fn replay_error(error: ReplayErrorOf<Self>) -> JsonError {
        G::replay_error(error)
    }
    fn for_players(config: &Self::Config) -> Self::Config {
        G::for_players(config)
    }
}

/// The longest configuration the codec reads, in bytes of UTF-8. The longest the
/// engine writes, with every module and spaces, is under 400 bytes.
pub const MAX_CONFIG_BYTES: usize = 64 * 1024;
/// The longest command the codec reads, in bytes. The longest the engine writes
/// (a team of ten) is under 100 bytes.
pub const MAX_COMMAND_BYTES: usize = 16 * 1024;
/// The longest record the codec reads, in bytes. The longest game the rules allow
/// (ten seats, every module, four rejected teams in every round) writes a record
/// of about 20 KB (`tests/json_limits.rs` plays it and keeps it under a sixteenth
/// of this).
pub const MAX_RECORD_BYTES: usize = 1024 * 1024;

/// Refuses `json` when it is longer than `limit` bytes, before reading any of it:
/// every input a caller hands the codec is bounded, so that no text costs more
/// than its limit's worth of work (`docs/bad-input.md`).
fn within(json: &str, what: &str, limit: usize) -> Result<(), JsonError> {
    if json.len() <= limit {
        return Ok(());
    }
    let message = format!(
        "{what} is {} bytes long; at most {limit} are read",
        json.len()
    );
    Err(JsonError::Decode(DecodeError::plain(&message, 0, 0)))
}

/// A configuration of game `G` from JSON (`{"players":5,"seed":42}`), of at most
/// [`MAX_CONFIG_BYTES`].
pub fn config_from_json<G: JsonTable>(json: &str) -> Result<G::Config, JsonError> {
    within(json, "the configuration", MAX_CONFIG_BYTES)?;
    decode(json)
}

/// A new game `G` from a JSON configuration.
pub fn game_from_json<G: JsonTable>(json: &str) -> Result<G, JsonError> {
    G::new(config_from_json::<G>(json)?).map_err(G::config_error)
}

/// A new game `G` from a JSON configuration that may leave out `"seed"`: then the
/// seed is `draw_seed()`, which the bindings take from the platform's secure source
/// (so that nobody can guess the deal from a guessable seed). A configuration that
/// gives a seed keeps it.
pub fn new_game_from_json<G: JsonTable>(
    json: &str,
    draw_seed: impl FnOnce() -> Result<u64, JsonError>,
) -> Result<G, JsonError> {
    // Checked for length before the seed went in (the seed may take a text at the
    // limit a few bytes over it).
    let config = decode(&config_with_seed(json, draw_seed)?)?;
    G::new(config).map_err(G::config_error)
}

/// The JSON configuration `json` with `"seed": draw_seed()` added as its last
/// member when it is one well-formed object without a seed; otherwise `json` as it
/// is, so that its refusal is exactly [`config_from_json`]'s. Every other member
/// keeps its place (and a refusal of one of them its line and column).
///
/// ```
/// use resistance_core::json;
///
/// let seeded = json::config_with_seed(r#"{"players":5}"#, || Ok(7)).unwrap();
/// assert_eq!(seeded, r#"{"players":5,"seed":7}"#);
/// let kept = json::config_with_seed(r#"{"players":5,"seed":1}"#, || Ok(7)).unwrap();
/// assert_eq!(kept, r#"{"players":5,"seed":1}"#);
/// ```
pub fn config_with_seed(
    json: &str,
    draw_seed: impl FnOnce() -> Result<u64, JsonError>,
) -> Result<Cow<'_, str>, JsonError> {
    within(json, "the configuration", MAX_CONFIG_BYTES)?;
    if !names_no_seed(json) {
        return Ok(Cow::Borrowed(json));
    }
    let seed = draw_seed()?;
    let body = json.trim_end();
    let inner = body[..body.len() - 1].trim_end();
    let separator = if inner.ends_with('{') { "" } else { "," };
    Ok(Cow::Owned(format!("{inner}{separator}\"seed\":{seed}}}")))
}

/// Whether `json` is one well-formed object without a `"seed"` member. Its values
/// are skipped unread: one pass over the text, nothing built (a tree of a hostile
/// text would cost far more than its size).
fn names_no_seed(json: &str) -> bool {
    use serde::de::{Deserializer as _, IgnoredAny, MapAccess, Visitor};

    struct NoSeed;

    impl<'de> Visitor<'de> for NoSeed {
        type Value = bool;

        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("an object")
        }

        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<bool, A::Error> {
            let mut seedless = true;
            while let Some(key) = map.next_key::<Cow<'de, str>>()? {
                seedless &= key != "seed";
                map.next_value::<IgnoredAny>()?;
            }
            Ok(seedless)
        }
    }

    let mut reader = serde_json::Deserializer::from_str(json);
    let seedless = reader.deserialize_map(NoSeed);
    seedless.is_ok_and(|seedless| seedless && reader.end().is_ok())
}

/// The configuration of `game` as players may see it: every field but the seed,
/// which decides every role and shuffle, and a host's deal, which holds every role:
/// those are for the host alone.
pub fn player_config_json<G: JsonTable>(game: &G) -> Result<String, JsonError> {
    let mut text = to_json(&G::for_players(game.seeded_config()))?;
    // The field order stays that of the seeded configuration: the one `"seed"`
    // member (a configuration has no other), its number and one comma go.
    if let Some(start) = text.find("\"seed\":") {
        let digits = text[start + 7..]
            .bytes()
            .take_while(u8::is_ascii_digit)
            .count();
        let mut end = start + 7 + digits;
        let mut begin = start;
        if text[end..].starts_with(',') {
            end += 1;
        } else if text[..begin].ends_with(',') {
            begin -= 1;
        }
        text.replace_range(begin..end, "");
    }
    Ok(text)
}

/// A command of game `G` from JSON, of at most [`MAX_COMMAND_BYTES`]. A field the command does not have is refused,
/// as in configurations and snapshots: it is a client's mistake, not something to
/// ignore.
pub fn command_from_json<G: JsonTable>(json: &str) -> Result<G::Command, JsonError> {
    within(json, "the command", MAX_COMMAND_BYTES)?;
    decode(json)
}

/// The first fields of a record: read first, so that a record of another version
/// or of the other game is refused as such even though the rest does not decode.
#[derive(serde::Deserialize)]
struct RecordHeader {
    #[serde(default)]
    version: Option<u32>,
    /// Any value: version 1 held the state here, and a name this library does not
    /// know is left to the full decoding to refuse.
    #[serde(default)]
    game: Option<serde_json::Value>,
}

/// A record of game `G` from JSON, of at most [`MAX_RECORD_BYTES`], not yet
/// replayed. A record of another format version (version 1 was a state dump) or
/// of the other game is refused as such.
pub fn record_from_json<G: JsonTable>(json: &str) -> Result<RecordOf<G>, JsonError> {
    within(json, "the record", MAX_RECORD_BYTES)?;
    // One tree of the text, for the strict decoder's check below.
    let parsed = strict::parse(json).map_err(|error| syntax_error(json, error))?;
    // The header alone, leniently (the rest is the strict decoder's): a header that
    // does not read is left to the strict decoder to refuse in its words.
    let object = json.trim_start().starts_with('{');
    if let Some(header) = object
        .then(|| serde_json::from_str::<RecordHeader>(json).ok())
        .flatten()
    {
        let Some(found) = header.version else {
            use serde::de::Error as _;
            return Err(syntax_error(
                json,
                serde_json::Error::missing_field("version"),
            ));
        };
        if found != RECORD_VERSION {
            return Err(G::replay_error(ReplayError::UnsupportedVersion {
                found,
                supported: RECORD_VERSION,
            }));
        }
        let named = header
            .game
            .and_then(|game| serde_json::from_value::<GameKind>(game).ok());
        if let Some(found) = named.filter(|&found| found != G::KIND) {
            return Err(G::replay_error(ReplayError::OtherGame {
                found,
                expected: G::KIND,
            }));
        }
    }
    strict::from_parsed(json, &parsed)
        .map_err(|error| decode_error(json, error, from_parsed_text::<RecordOf<G>>))
}

/// A game `G` restored from its JSON record, by replaying it
/// ([`Table::replay`]). A record the rules refuse anywhere restores nothing.
pub fn replay_from_json<G: JsonTable>(json: &str) -> Result<G, JsonError> {
    G::replay(&record_from_json::<G>(json)?).map_err(G::replay_error)
}

/// What `seat` received, step by step, in the game of a JSON record, as JSON: see
/// [`table::seat_replay`].
pub fn seat_replay_json<G: JsonTable>(json: &str, seat: Seat) -> Result<String, JsonError> {
    let steps = table::seat_replay::<G>(&record_from_json::<G>(json)?, seat);
    to_json(&steps.map_err(G::replay_error)?)
}

/// The spectator record of the game of a JSON record, as JSON: see
/// [`table::spectator_replay`].
pub fn spectator_replay_json<G: JsonTable>(json: &str) -> Result<String, JsonError> {
    let steps = table::spectator_replay::<G>(&record_from_json::<G>(json)?);
    to_json(&steps.map_err(G::replay_error)?)
}

/// The longest view the codec reads, in bytes: a view of the longest game is under
/// 8 KB.
pub const MAX_VIEW_BYTES: usize = 256 * 1024;

/// A view the engine wrote (a seat's or a spectator's, of either game: a
/// [`PlayerView`](crate::PlayerView), a [`PublicView`](crate::PublicView), ...),
/// read back from its JSON of at most [`MAX_VIEW_BYTES`]: for a client that holds
/// the views a server sent and no game. Read with serde_json's own decoder, not the
/// strict one of commands and records: a view is the engine's output handed back,
/// and the strict decoder's copy of every view type would weigh 60 KB gzipped in the
/// npm package's full module. Generic, so that a binding that reads no view (the C
/// library) carries none of it; the npm package's `historyOfView` reads one.
///
/// ```
/// use resistance_core::{Game, GameConfig, PlayerView, PublicView, Seat, json};
///
/// let game = Game::new(GameConfig::new(5, 1)).unwrap();
/// let view = json::to_json(&game.view(Seat(2)).unwrap()).unwrap();
/// let read: PlayerView = json::view_from_json(&view).unwrap();
/// assert_eq!(read.history(), game.history(Seat(2)).unwrap());
/// let watched = json::to_json(&game.public_view()).unwrap();
/// let read: PublicView = json::view_from_json(&watched).unwrap();
/// assert_eq!(read.history(), game.public_history());
/// assert_eq!(json::view_from_json::<PublicView>("{}").unwrap_err().code(), "invalid_json");
/// ```
pub fn view_from_json<V: DeserializeOwned>(json: &str) -> Result<V, JsonError> {
    within(json, "the view", MAX_VIEW_BYTES)?;
    serde_json::from_str(json).map_err(|error| syntax_error(json, error))
}

/// Any of the engine's values (config, command, event, outcome, view, snapshot,
/// choices, result), of either game, as JSON.
pub fn to_json<T: Serialize + ?Sized>(value: &T) -> Result<String, JsonError> {
    serde_json::to_string(value).map_err(|error| syntax_error("", error))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::resistance::command::Command;

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
            replay_from_json::<Game>(r#"{"version":99,"game":"gone"}"#)
                .unwrap_err()
                .code(),
            "unsupported_snapshot_version"
        );
    }

    /// Issue 13: a configuration without a seed gets the drawn one; anything else is
    /// decoded, and refused, exactly as `game_from_json` would.
    #[test]
    fn a_new_game_without_a_seed_gets_the_drawn_one() {
        let draw = || Ok(77);
        let game =
            new_game_from_json::<Game>(r#"{"players":6, "trapper":true} "#, draw).expect("valid");
        assert_eq!(game.seeded_config().seed, 77);
        assert!(game.seeded_config().trapper);
        let given = new_game_from_json::<Game>(r#"{"players":6,"seed":5}"#, draw).expect("valid");
        assert_eq!(given.seeded_config().seed, 5);
        let empty = new_game_from_json::<Game>("{}", draw).expect_err("no players");
        assert!(
            empty.to_string().contains("`players` is missing"),
            "{empty}"
        );
        // Malformed or refused text: the same message as without the seed's help.
        for text in [
            r#"{"players":6,"defonet"c:rull}"#,
            r#"{"players":"6"}"#,
            r#"{"players":6,"trapper":1}"#,
            r#"{"players":4}"#,
        ] {
            let with = new_game_from_json::<Game>(text, draw).expect_err("refused");
            let seeded = text.replacen('}', r#","seed":77}"#, 1);
            let plain = game_from_json::<Game>(if text.starts_with('{') { &seeded } else { text })
                .expect_err("refused");
            assert_eq!(with.to_string(), plain.to_string(), "{text}");
        }
        let unavailable = new_game_from_json::<Game>(r#"{"players":6}"#, || {
            Err(crate::kernel::SeedUnavailable.into())
        });
        assert_eq!(unavailable.expect_err("no seed").code(), "seed_unavailable");
    }

    #[test]
    fn records_round_trip_through_json() {
        let config = config_from_json::<Game>(r#"{"players":6,"seed":9}"#).expect("valid");
        let mut game = crate::table::Recorded::<Game>::new(config).expect("valid");
        let leader = game.leader();
        let team = [leader, leader.next(6)].into_iter().collect();
        game.apply(leader, Command::propose(team)).expect("legal");
        game.apply(
            Seat(0),
            command_from_json::<Game>(r#"{"type":"vote","vote":"reject"}"#).expect("decodes"),
        )
        .expect("legal");
        let json = to_json(&game.record()).expect("encodes");
        assert_eq!(
            &replay_from_json::<Game>(&json).expect("replays"),
            game.game()
        );
        let recorded = replay_from_json::<crate::table::Recorded<Game>>(&json).expect("replays");
        assert_eq!(recorded, game);
    }
}
