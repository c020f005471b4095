//! The strict JSON decoder (`json::strict`), for both games, over JSON the engine
//! itself wrote: configurations with random options, every legal command of every
//! seat at a random step of a random game, and that game's snapshot. Each sample
//! decodes (to what `serde_json::from_str` gives, so valid input reads as it always
//! did); replacing any one of its objects, at any depth, by the array of its values
//! is refused; adding a field `"zzUnknown":0` to any one of its objects is refused.
//! Every refusal is `invalid_json` with a message of the decoder's own words, and
//! nothing panics (a panic fails the property).
#![cfg(feature = "json")]

use super::{
    cells_support,
    support::{self, Style, config_with_modules, scaled},
    table_support::play::Played,
};
use crate::{
    cells::{CellsConfig, CellsGame},
    json::{self, JsonError, JsonTable},
    kernel::Seat,
    resistance::command::Command,
    resistance::game::Game,
    table::Move,
    table::Record,
};
use alloc::{format, string::String, vec::Vec};
use core::fmt::Debug;
use proptest::{
    prelude::*,
    test_runner::{TestCaseError, TestCaseResult},
};
use serde::{Serialize, de::DeserializeOwned};

/// An object of a JSON text: where it starts and ends (`{` to `}` inclusive), and
/// where each of its values is, in the order of the text.
struct Object {
    start: usize,
    end: usize,
    values: Vec<(usize, usize)>,
    /// Where it stands, as the decoder's errors name it: `commands[3].command`.
    path: String,
    /// A scalar (a string, number, boolean or null), not an object.
    scalar: bool,
}

/// Every object of `text` (valid JSON), outermost first.
fn objects(text: &str) -> Vec<Object> {
    let mut found = scan(text);
    found.retain(|object| !object.scalar);
    found
}

/// Every scalar of `text` (valid JSON), in the order of the text.
fn scalars(text: &str) -> Vec<Object> {
    let mut found = scan(text);
    found.retain(|object| object.scalar);
    found
}

/// Every object and scalar of `text` (valid JSON).
fn scan(text: &str) -> Vec<Object> {
    let mut found = Vec::new();
    let end = scan_value(
        text.as_bytes(),
        skip_space(text.as_bytes(), 0),
        "",
        &mut found,
    );
    assert_eq!(skip_space(text.as_bytes(), end), text.len(), "one value");
    found
}

fn skip_space(bytes: &[u8], mut at: usize) -> usize {
    while bytes.get(at).is_some_and(u8::is_ascii_whitespace) {
        at += 1;
    }
    at
}

/// Scans the value at `path` starting at `at`, recording its objects; returns where
/// it ends.
fn scan_value(bytes: &[u8], at: usize, path: &str, found: &mut Vec<Object>) -> usize {
    match bytes[at] {
        b'{' => {
            let index = found.len();
            found.push(Object {
                start: at,
                end: at,
                values: Vec::new(),
                path: path.into(),
                scalar: false,
            });
            let mut next = skip_space(bytes, at + 1);
            while bytes[next] != b'}' {
                let key_end = scan_string(bytes, next);
                let key = core::str::from_utf8(&bytes[next + 1..key_end - 1]).expect("UTF-8");
                let field = match path {
                    "" => String::from(key),
                    _ => format!("{path}.{key}"),
                };
                let colon = skip_space(bytes, key_end);
                assert_eq!(bytes[colon], b':');
                let value = skip_space(bytes, colon + 1);
                let value_end = scan_value(bytes, value, &field, found);
                found[index].values.push((value, value_end));
                next = skip_space(bytes, value_end);
                if bytes[next] == b',' {
                    next = skip_space(bytes, next + 1);
                }
            }
            found[index].end = next;
            next + 1
        }
        b'[' => {
            let mut next = skip_space(bytes, at + 1);
            let mut item = 0;
            while bytes[next] != b']' {
                let path = format!("{path}[{item}]");
                item += 1;
                next = skip_space(bytes, scan_value(bytes, next, &path, found));
                if bytes[next] == b',' {
                    next = skip_space(bytes, next + 1);
                }
            }
            next + 1
        }
        _ => {
            let end = if bytes[at] == b'"' {
                scan_string(bytes, at)
            } else {
                let mut next = at;
                while bytes
                    .get(next)
                    .is_some_and(|b| !matches!(b, b',' | b'}' | b']') && !b.is_ascii_whitespace())
                {
                    next += 1;
                }
                next
            };
            found.push(Object {
                start: at,
                end,
                values: Vec::new(),
                path: path.into(),
                scalar: true,
            });
            end
        }
    }
}

/// The end of the string starting at `at`.
fn scan_string(bytes: &[u8], at: usize) -> usize {
    assert_eq!(bytes[at], b'"');
    let mut next = at + 1;
    while bytes[next] != b'"' {
        next += if bytes[next] == b'\\' { 2 } else { 1 };
    }
    next + 1
}

/// `text` with `object` replaced by the array of its values, in order.
fn as_array(text: &str, object: &Object) -> String {
    let values: Vec<&str> = object
        .values
        .iter()
        .map(|&(start, end)| &text[start..end])
        .collect();
    format!(
        "{}[{}]{}",
        &text[..object.start],
        values.join(","),
        &text[object.end + 1..]
    )
}

/// `text` with a field `"zzUnknown":0` first in `object`.
fn with_unknown_field(text: &str, object: &Object) -> String {
    let separator = if object.values.is_empty() { "" } else { "," };
    format!(
        "{}{{\"zzUnknown\":0{separator}{}",
        &text[..object.start],
        &text[object.start + 1..]
    )
}

/// What one kind of input went through, summed over samples.
#[derive(Debug, Default)]
struct Tally {
    samples: usize,
    /// Edited texts refused (two per object of each sample).
    refused: usize,
    /// Of those, the ones plain `serde_json::from_str` takes: the holes closed.
    lax_accepts: usize,
}

/// Words of serde's about its own workings, which no message may show.
const SERDE_WORDS: [&str; 10] = [
    "internally tagged",
    "Content",
    "TagOrContent",
    "struct ",
    "sequence",
    "expected u8",
    "expected u64",
    "variant identifier",
    "string or map",
    "invalid type",
];

/// A refusal of an edited sample: `invalid_json`, in the engine's words, naming the
/// field at `path`.
fn assert_refusal(
    error: &JsonError,
    edited: &str,
    expect: &str,
    path: &str,
) -> Result<(), TestCaseError> {
    let message = error.to_string();
    prop_assert_eq!(error.code(), "invalid_json", "{} for {}", message, edited);
    prop_assert!(message.starts_with("invalid JSON: "), "{}", message);
    for internal in SERDE_WORDS {
        prop_assert!(!message.contains(internal), "{} for {}", message, edited);
    }
    let JsonError::Decode(decode) = error else {
        return Err(TestCaseError::fail(format!(
            "{message}: not a decoding error"
        )));
    };
    prop_assert_eq!(decode.path(), path, "{} for {}", message, edited);
    prop_assert!(
        message.contains(expect),
        "{} should say {:?} for {}",
        message,
        expect,
        edited
    );
    Ok(())
}

/// At most `limit` of `items`, spread evenly from the first to the last.
fn spread<T>(items: Vec<T>, limit: usize) -> impl Iterator<Item = T> {
    let step = items.len().div_ceil(limit.max(1)).max(1);
    items.into_iter().step_by(step)
}

/// Under Miri, which takes seconds for one decoding of a snapshot, the objects of a
/// sample edited and the commands of a position checked (all of them natively).
const MIRI_OBJECTS: usize = 4;

/// The scalars of a sample replaced, one at a time (each refusal inside a command is
/// placed by decoding altered copies: a dozen spread over the sample covers every
/// kind of field).
const MOST_SCALARS: usize = 12;
const MIRI_COMMANDS: usize = 3;

/// Checks one sample, `value` as the engine writes it, through `decode` (one of the
/// codec's functions): it decodes to what `serde_json::from_str` makes of it, and
/// every edit of one of its objects is refused.
fn check_sample<T: Serialize + DeserializeOwned + PartialEq + Debug>(
    value: &T,
    decode: impl Fn(&str) -> Result<T, JsonError>,
    tally: &mut Tally,
) -> Result<(), TestCaseError> {
    let text = json::to_json(value).expect("encodes");
    let json = text.as_str();
    let strict = decode(json).map_err(|e| TestCaseError::fail(format!("{e} for {json}")))?;
    let plain: T = serde_json::from_str(json).expect("the engine's JSON");
    prop_assert_eq!(&strict, &plain, "{}", json);
    tally.samples += 1;
    for object in spread(objects(json), scaled(usize::MAX, MIRI_OBJECTS)) {
        let field = match object.path.as_str() {
            "" => String::from("zzUnknown"),
            path => format!("{path}.zzUnknown"),
        };
        for (edited, expect, path) in [
            (as_array(json, &object), "not an array", object.path.clone()),
            (
                with_unknown_field(json, &object),
                "there is no field `zzUnknown`",
                field,
            ),
        ] {
            let Err(error) = decode(&edited) else {
                return Err(TestCaseError::fail(format!("accepted: {edited}")));
            };
            assert_refusal(&error, &edited, expect, &path)?;
            tally.refused += 1;
            if serde_json::from_str::<T>(&edited).is_ok() {
                tally.lax_accepts += 1;
            }
        }
    }
    // Every scalar replaced by an object (no scalar of the engine's takes one): the
    // message names that very field or item, inside a command's buffered fields too.
    for scalar in spread(scalars(json), scaled(MOST_SCALARS, MIRI_OBJECTS)) {
        let edited = format!(
            "{}{{\"zz\":0}}{}",
            &json[..scalar.start],
            &json[scalar.end..]
        );
        let Err(error) = decode(&edited) else {
            return Err(TestCaseError::fail(format!("accepted: {edited}")));
        };
        // A `null` of an optional object may take the object: then its field `zz`
        // is the one refused.
        let inside = match scalar.path.as_str() {
            "" => String::from("zz"),
            path => format!("{path}.zz"),
        };
        let named = match &error {
            JsonError::Decode(decode)
                if &json[scalar.start..scalar.end] == "null" && decode.path() == inside =>
            {
                inside
            }
            _ => scalar.path.clone(),
        };
        assert_refusal(&error, &edited, "", &named)?;
        tally.refused += 1;
    }
    Ok(())
}

/// Tallies of the three kinds of input.
#[derive(Debug, Default)]
struct Tallies {
    configs: Tally,
    commands: Tally,
    snapshots: Tally,
}

/// Checks the samples of `played`, made from `config`: the configuration, every legal
/// command of every seat now, and the game's record.
fn check_game<G: JsonTable>(
    played: &Played<G>,
    config: G::Config,
    tallies: &mut Tallies,
) -> TestCaseResult {
    let game = &played.game;
    check_sample(&config, json::config_from_json::<G>, &mut tallies.configs)?;
    let mut commands: Vec<G::Command> = (0..game.players())
        .map(Seat)
        .flat_map(|seat| game.legal_commands(seat))
        .collect();
    commands.dedup();
    for command in spread(commands, scaled(usize::MAX, MIRI_COMMANDS)) {
        check_sample(
            &command,
            json::command_from_json::<G>,
            &mut tallies.commands,
        )?;
    }
    let moves = played
        .commands
        .iter()
        .map(|&(seat, command)| Move { seat, command });
    let record = Record::new(G::KIND, config, moves.collect());
    check_sample(&record, json::record_from_json::<G>, &mut tallies.snapshots)
}

/// A base game with the modules `bits` picks, after `steps` random steps.
fn base_samples(
    players: u8,
    seed: u64,
    bits: u32,
    steps: usize,
    tallies: &mut Tallies,
) -> TestCaseResult {
    let config = config_with_modules(players, seed, bits & 1 << 12 != 0, bits);
    let played = support::play(config, seed ^ 0x5EED, Style::RESTLESS, steps);
    check_game(&played, config, tallies)
}

/// A Cells game after `steps` random steps.
fn cells_samples(players: u8, seed: u64, steps: usize, tallies: &mut Tallies) -> TestCaseResult {
    let config = CellsConfig::new(players, seed);
    let played = cells_support::play(config, seed ^ 0x5EED, steps);
    check_game(&played, config, tallies)
}

proptest! {
    #![proptest_config(support::proptest_config(128, 1))]

    #[test]
    fn base_game_json_is_strict_at_every_depth(
        players in 5u8..=10,
        seed in 0u64..=crate::kernel::MAX_SEED,
        bits in 0u32..(1 << 13),
        steps in 0usize..160,
    ) {
        base_samples(players, seed, bits, steps, &mut Tallies::default())?;
    }

    #[test]
    fn cells_json_is_strict_at_every_depth(
        players in 3u8..=4,
        seed in 0u64..=crate::kernel::MAX_SEED,
        steps in 0usize..120,
    ) {
        cells_samples(players, seed, steps, &mut Tallies::default())?;
    }
}

/// Fixed games of every kind, with the tallies checked: the edits reach every kind
/// of object (a snapshot holds dozens), and many of them are texts plain serde would
/// have taken, so the property is not vacuous.
#[test]
fn fixed_games_cover_the_holes_serde_leaves_open() {
    let mut base = Tallies::default();
    let steps = [0, 3, 12, 40, 90, 200];
    let bits = [0, 0x7FF, 0xFFF, 0x1FFF, 0x221, 0x940];
    // Two games of each under Miri.
    for (i, (&steps, &bits)) in steps.iter().zip(&bits).enumerate().take(scaled(6, 2)) {
        let players = 5 + (i as u8 * 2) % 6;
        base_samples(
            players,
            40 + i as u64,
            bits,
            scaled(steps, steps.min(12)),
            &mut base,
        )
        .expect("strict");
    }
    let mut cells = Tallies::default();
    for (i, steps) in [0, 5, 30, 80].into_iter().enumerate().take(scaled(4, 2)) {
        cells_samples(
            3 + i as u8 % 2,
            70 + i as u64,
            scaled(steps, steps.min(12)),
            &mut cells,
        )
        .expect("strict");
    }
    for tallies in [&base, &cells] {
        for tally in [&tallies.configs, &tallies.commands, &tallies.snapshots] {
            assert!(
                tally.samples > 0 && tally.refused >= 2 * tally.samples,
                "{tallies:?}"
            );
            assert!(
                tally.lax_accepts > 0,
                "plain serde takes some edits: {tallies:?}"
            );
        }
    }
}

/// Each kind of hole, one example each, with its message.
#[test]
fn each_hole_is_refused_with_a_clear_message() {
    let refused = |result: Result<(), JsonError>| result.unwrap_err().to_string();
    let config = |json: &str| json::config_from_json::<Game>(json).map(drop);
    let command = |json: &str| json::command_from_json::<Game>(json).map(drop);
    let cells_command = |json: &str| json::command_from_json::<CellsGame>(json).map(drop);
    // A struct as an array, at the top and nested.
    assert_eq!(
        refused(config("[5,1]")),
        "invalid JSON: the JSON must be an object (a game configuration), not an array at line 1 column 0"
    );
    assert_eq!(
        refused(config(
            r#"{"players":7,"seed":1,"assassin":[true,false,false,false]}"#
        )),
        "invalid JSON: `assassin` must be an object (the Assassin module's options), not an array \
         at line 1 column 33"
    );
    // A tagged enum as an array (serde would read the first item as its tag), and
    // an object of a tagged enum inside a command, which serde reads from a buffer.
    assert_eq!(
        refused(command(r#"["vote","approve"]"#)),
        "invalid JSON: the JSON must be an object (a command), not an array at line 1 column 0"
    );
    assert_eq!(
        refused(command(
            r#"{"type":"usePlotCard","action":["strongLeader"]}"#
        )),
        "invalid JSON: `action` must be an object, not an array"
    );
    assert_eq!(
        refused(cells_command(
            r#"{"type":"scoutCharacters","first":[0,"left"],"second":{"seat":1,"slot":"left"}}"#
        )),
        "invalid JSON: `first` must be an object, not an array"
    );
    // Unknown fields: of a unit variant, of a nested unit variant, of a struct
    // without `deny_unknown_fields` inside a snapshot.
    assert_eq!(
        refused(command(r#"{"type":"leave","extra":1}"#)),
        "invalid JSON: there is no field `extra` here: its only field is `type`"
    );
    assert_eq!(
        refused(command(
            r#"{"type":"usePlotCard","action":{"card":"noConfidence","member":1}}"#
        )),
        "invalid JSON: there is no field `member` in `action`: its only field is `card`"
    );
    let mut game =
        crate::table::Recorded::<Game>::new(crate::resistance::config::GameConfig::new(5, 3))
            .unwrap();
    let leader = game.leader();
    game.apply(leader, Command::Leave).unwrap();
    let record = json::to_json(&game.record()).unwrap();
    let edited = record.replace(r#"{"type":"leave"}"#, r#"{"type":"leave","cheat":1}"#);
    assert_ne!(edited, record);
    let error = json::replay_from_json::<Game>(&edited).unwrap_err();
    assert_eq!(
        error.to_string(),
        "invalid JSON: there is no field `cheat` in `commands[0].command`: its only field is `type`"
    );
    // An array too short for a struct inside a tagged enum: no array would do.
    assert_eq!(
        refused(command(
            r#"{"type":"usePlotCard","action":["inTheSpotlight"]}"#
        )),
        "invalid JSON: `action` must be an object (a plot card's use: in the spotlight), not an array"
    );
    // serde's name for a tagged enum stays out of messages: the engine's is in.
    assert_eq!(
        refused(command("null")),
        "invalid JSON: the JSON must be an object (a command), not null at line 1 column 4"
    );
}

/// Types of every shape serde's derive reads, none with `deny_unknown_fields`: the
/// decoder is strict by itself, whatever the attributes of a future input type.
mod loose {
    use alloc::{boxed::Box, collections::BTreeMap, vec::Vec};
    use serde::{Deserialize, Serialize};

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    pub(super) struct Loose {
        pub(super) count: u8,
        pub(super) inner: Inner,
        pub(super) tagged: Tagged,
        pub(super) list: Vec<Inner>,
        pub(super) maybe: Option<Inner>,
        pub(super) external: External,
        pub(super) by_name: BTreeMap<u8, Inner>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        pub(super) skipped: Option<Inner>,
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    pub(super) struct Inner {
        pub(super) a: u8,
        pub(super) b: bool,
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(tag = "type", rename_all = "camelCase")]
    pub(super) enum Tagged {
        Unit,
        Struct { inner: Inner, deeper: Deeper },
        Newtype(Inner),
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(tag = "kind", rename_all = "camelCase")]
    pub(super) enum Deeper {
        Unit,
        Boxed { inner: Box<Inner>, list: Vec<Inner> },
    }

    #[derive(Debug, PartialEq, Serialize, Deserialize)]
    #[serde(rename_all = "camelCase")]
    pub(super) enum External {
        Unit,
        Struct { inner: Inner },
        Newtype(Inner),
        Tuple(u8, Inner),
    }
}

#[test]
fn the_decoder_is_strict_without_deny_unknown_fields() {
    use alloc::{boxed::Box, collections::BTreeMap, vec};
    use loose::{Deeper, External, Inner, Loose, Tagged};
    let inner = |a| Inner { a, b: a % 2 == 0 };
    let samples = [
        Loose {
            count: 1,
            inner: inner(2),
            tagged: Tagged::Unit,
            list: vec![],
            maybe: None,
            external: External::Unit,
            by_name: [(1, inner(3))].into(),
            skipped: None,
        },
        Loose {
            count: 2,
            inner: inner(3),
            tagged: Tagged::Struct {
                inner: inner(4),
                deeper: Deeper::Boxed {
                    inner: Box::new(inner(5)),
                    list: vec![inner(6), inner(7)],
                },
            },
            list: vec![inner(8)],
            maybe: Some(inner(9)),
            external: External::Struct { inner: inner(10) },
            by_name: [(0, inner(11)), (7, inner(12))].into(),
            skipped: Some(inner(13)),
        },
        Loose {
            count: 3,
            inner: inner(4),
            tagged: Tagged::Newtype(inner(5)),
            list: vec![inner(6), inner(7)],
            maybe: None,
            external: External::Newtype(inner(8)),
            by_name: BTreeMap::new(),
            skipped: None,
        },
        Loose {
            count: 4,
            inner: inner(5),
            tagged: Tagged::Struct {
                inner: inner(6),
                deeper: Deeper::Unit,
            },
            list: vec![],
            maybe: Some(inner(7)),
            external: External::Tuple(8, inner(9)),
            by_name: BTreeMap::new(),
            skipped: None,
        },
    ];
    let mut lax_accepts = 0;
    let mut edits = 0;
    for sample in &samples {
        let text = serde_json::to_string(sample).unwrap();
        assert_eq!(&json::strict::from_str::<Loose>(&text).unwrap(), sample);
        for object in objects(&text) {
            for edited in [as_array(&text, &object), with_unknown_field(&text, &object)] {
                let error = json::strict::from_str::<Loose>(&edited)
                    .map(drop)
                    .expect_err(&edited);
                let message =
                    json::decode_error(&edited, error, json::strict::from_str::<Loose>).to_string();
                for internal in SERDE_WORDS {
                    assert!(!message.contains(internal), "{message} for {edited}");
                }
                edits += 1;
                lax_accepts += usize::from(serde_json::from_str::<Loose>(&edited).is_ok());
            }
        }
    }
    // Plain serde takes most of these edits (not those of a map's object, whose keys
    // are data, nor those of an externally tagged enum's, which serde refuses too).
    assert!(lax_accepts * 2 > edits, "{lax_accepts} of {edits}");
    // A map's keys are its data: any key, only its values are checked.
    let mut text = serde_json::to_string(&samples[1]).unwrap();
    assert!(json::strict::from_str::<Loose>(&text).is_ok());
    text = text.replace(
        r#""byName":{"0":{"a":11,"b":false}"#,
        r#""byName":{"0":{"a":11,"b":false,"c":1}"#,
    );
    let error = json::decode_error(
        &text,
        json::strict::from_str::<Loose>(&text).unwrap_err(),
        json::strict::from_str::<Loose>,
    );
    assert!(
        error.to_string().contains("there is no field `c`"),
        "{error}"
    );
}

/// The version of a record is read before the rest: another version is refused as
/// such whatever the rest is; a version that is no whole number, or no object at
/// all, is the strict decoder's refusal.
#[test]
fn record_versions_are_read_first_and_only_from_an_object() {
    let restore = |json: &str| json::replay_from_json::<Game>(json).map(drop).unwrap_err();
    let error = restore(r#"{"version":3,"game":[1,2]}"#);
    assert_eq!(error.code(), "unsupported_snapshot_version");
    assert_eq!(
        error.to_string(),
        "snapshot version 3 is not supported: this library reads version 2 (a record of the \
         accepted commands)"
    );
    let error = json::replay_from_json::<CellsGame>(r#"{"game":null,"version":9}"#).unwrap_err();
    assert_eq!(error.code(), "unsupported_snapshot_version");
    for (json, message) in [
        (
            "[1]",
            "invalid JSON: the JSON must be an object (a game record), not an array at line 1 column 0",
        ),
        (
            r#"{"version":"one","game":{}}"#,
            r#"invalid JSON: `version` must be a whole number from 0 to 4294967295, not the string "one" at line 1 column 16"#,
        ),
        (
            r#"{"version":4294967297,"game":{}}"#,
            "invalid JSON: `version` must be a whole number from 0 to 4294967295, not `4294967297` \
             at line 1 column 21",
        ),
        (r#"{"game":{}}"#, "invalid JSON: `version` is missing"),
    ] {
        let error = restore(json);
        assert_eq!(error.code(), "invalid_json", "{json}");
        assert_eq!(error.to_string(), message, "{json}");
    }
}
