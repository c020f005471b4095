//! The codec's input limits (`json::MAX_*_BYTES`): a text one byte over a limit is
//! refused before it is read, one at the limit reads as it would without one, and
//! no game the rules allow writes a record anywhere near its limit. Hostile texts
//! within the limits (an object of tens of thousands of keys) are refused with the
//! same words as small ones; what they cost is the `hostile_json` benchmark's
//! business (`examples/src/bin/hostile_json.rs`), not a timed test's.
#![cfg(feature = "json")]

use resistance_core::{
    Command, Game, GameConfig, GameRng, Recorded, Seat, Vote,
    cells::{CellsConfig, CellsGame},
    json::{self, JsonError, MAX_COMMAND_BYTES, MAX_CONFIG_BYTES, MAX_RECORD_BYTES},
};

/// `text` with spaces added after its first character, to exactly `len` bytes.
fn padded(text: &str, len: usize) -> String {
    assert!(text.len() <= len, "{} bytes already", text.len());
    format!(
        "{}{}{}",
        &text[..1],
        " ".repeat(len - text.len()),
        &text[1..]
    )
}

/// The refusal of a text over a limit: invalid JSON, naming the input, its length
/// and the limit, with no line or column (nothing was read).
fn assert_too_long(error: JsonError, what: &str, len: usize, limit: usize) {
    assert_eq!(error.code(), "invalid_json");
    let JsonError::Decode(decode) = &error else {
        panic!("not a decoding error: {error}");
    };
    assert_eq!(
        decode.message(),
        format!("{what} is {len} bytes long; at most {limit} are read")
    );
    assert_eq!((decode.line(), decode.path()), (0, ""));
}

#[test]
fn configurations_read_up_to_their_limit_and_no_further() {
    let config = r#"{"players":7,"seed":3,"trapper":true}"#;
    let at_limit = padded(config, MAX_CONFIG_BYTES);
    let game = json::game_from_json::<Game>(&at_limit).expect("at the limit");
    assert_eq!(game, json::game_from_json::<Game>(config).unwrap());
    let seedless = padded(r#"{"players":7}"#, MAX_CONFIG_BYTES);
    json::new_game_from_json::<Game>(&seedless, || Ok(9)).expect("at the limit");

    let over = padded(config, MAX_CONFIG_BYTES + 1);
    for error in [
        json::game_from_json::<Game>(&over).unwrap_err(),
        json::config_from_json::<CellsGame>(&over).unwrap_err(),
        json::new_game_from_json::<Game>(&over, || panic!("no seed is drawn")).unwrap_err(),
        json::config_with_seed(&over, || panic!("no seed is drawn")).unwrap_err(),
    ] {
        assert_too_long(error, "the configuration", over.len(), MAX_CONFIG_BYTES);
    }
}

#[test]
fn commands_read_up_to_their_limit_and_no_further() {
    let command = r#"{"type":"proposeTeam","team":[0,1]}"#;
    let at_limit = padded(command, MAX_COMMAND_BYTES);
    assert_eq!(
        json::command_from_json::<Game>(&at_limit).unwrap(),
        json::command_from_json::<Game>(command).unwrap()
    );
    let over = padded(command, MAX_COMMAND_BYTES + 1);
    assert_too_long(
        json::command_from_json::<Game>(&over).unwrap_err(),
        "the command",
        over.len(),
        MAX_COMMAND_BYTES,
    );
    assert_too_long(
        json::command_from_json::<CellsGame>(&over).unwrap_err(),
        "the command",
        over.len(),
        MAX_COMMAND_BYTES,
    );
}

/// The longest games the rules allow, as near as a bot gets: ten seats, every
/// module that fits with plot cards, and every team rejected until the last
/// proposal of its round (B9 would give the spies the game on a fifth rejection).
fn longest_record(seed: u64) -> String {
    let config: GameConfig = json::config_from_json::<Game>(&format!(
        r#"{{"players":10,"seed":{seed},"assassin":{{"bodyGuard":true,"falseCommander":true}},
            "trapper":{},"defector":"knowEachOther","inquisitor":true,
            "agendas":"double","plotCards":true}}"#,
        seed % 2 == 0
    ))
    .expect("a valid configuration");
    let mut game = Recorded::<Game>::new(config).expect("a valid configuration");
    let mut rng = GameRng::from_seed_number(seed);
    while let Some(seat) = game.game().awaiting().iter().next() {
        // Nobody leaves (a leaving player ends the game by default).
        let mut legal = game.game().legal_commands(seat);
        legal.retain(|command| *command != Command::Leave);
        let last_proposal = game.game().public_view().rejections == 4;
        let vote = Command::Vote {
            vote: if last_proposal {
                Vote::Approve
            } else {
                Vote::Reject
            },
        };
        let command = if legal.contains(&vote) {
            vote
        } else {
            legal[rng.below(legal.len() as u32) as usize]
        };
        game.apply(seat, command).expect("a legal command");
    }
    json::to_json(&game.record()).expect("serializes")
}

#[test]
fn the_longest_games_write_a_fraction_of_the_record_limit() {
    let longest = (0..40).map(longest_record).max_by_key(String::len).unwrap();
    // Every round went to its fifth proposal: 25 teams, each voted on by ten seats.
    let votes = longest.matches(r#""type":"vote""#).count();
    assert!(votes >= 250, "{votes} votes");
    assert!(
        longest.len() * 16 < MAX_RECORD_BYTES,
        "the longest record is {} bytes: the limit {MAX_RECORD_BYTES} leaves too little room",
        longest.len()
    );
    json::replay_from_json::<Game>(&longest).expect("replays");
}

#[test]
fn records_read_up_to_their_limit_and_no_further() {
    let record = longest_record(1);
    let at_limit = padded(&record, MAX_RECORD_BYTES);
    assert_eq!(
        json::replay_from_json::<Game>(&at_limit).unwrap(),
        json::replay_from_json::<Game>(&record).unwrap()
    );
    let over = padded(&record, MAX_RECORD_BYTES + 1);
    let refusals = [
        json::record_from_json::<Game>(&over).map(drop).unwrap_err(),
        json::replay_from_json::<Game>(&over).map(drop).unwrap_err(),
        json::seat_replay_json::<Game>(&over, Seat(0)).unwrap_err(),
        json::spectator_replay_json::<Game>(&over).unwrap_err(),
        json::replay_from_json::<CellsGame>(&over)
            .map(drop)
            .unwrap_err(),
    ];
    for error in refusals {
        assert_too_long(error, "the record", over.len(), MAX_RECORD_BYTES);
    }
}

/// `{"k0":1,...}` members, `keys` of them.
fn keys(keys: usize) -> String {
    (0..keys).map(|i| format!(r#""k{i}":1,"#)).collect()
}

/// Objects of thousands of keys, wherever an object may stand, are refused in the
/// words a one-key object gets: the first key that does not belong, or the first
/// value of the wrong kind. (Each of these took seconds to minutes when a key was
/// looked up by scanning the object.)
#[test]
fn objects_of_many_keys_are_refused_as_small_ones_are() {
    let cases = [
        // Unknown keys at the top, seedless (the seed check reads every key).
        (
            format!(r#"{{{}"players":7}}"#, keys(5_000)),
            r#"{"k0":1,"players":7}"#.to_owned(),
        ),
        // Unknown keys in a module's options.
        (
            format!(r#"{{"players":7,"assassin":{{{}"x":1}}}}"#, keys(5_000)),
            r#"{"players":7,"assassin":{"k0":1,"x":1}}"#.to_owned(),
        ),
        // An object where a switch belongs.
        (
            format!(r#"{{"players":7,"plotCards":{{{}"x":1}}}}"#, keys(5_000)),
            r#"{"players":7,"plotCards":{"k0":1,"x":1}}"#.to_owned(),
        ),
    ];
    for (large, small) in cases {
        let refusal = |text: &str| {
            json::new_game_from_json::<Game>(text, || Ok(1))
                .map(drop)
                .unwrap_err()
        };
        let (large, small) = (refusal(&large), refusal(&small));
        let (JsonError::Decode(large), JsonError::Decode(small)) = (large, small) else {
            panic!("not decoding errors");
        };
        assert_eq!(
            (large.message(), large.path()),
            (small.message(), small.path())
        );
    }

    // In a command (read through serde's buffer, then checked against the text)
    // and in a command of a record.
    let large = format!(r#"{{"type":"proposeTeam",{}"team":[0,1]}}"#, keys(1_000));
    let small = r#"{"type":"proposeTeam","k0":1,"team":[0,1]}"#;
    assert_eq!(
        json::command_from_json::<Game>(&large)
            .unwrap_err()
            .to_string(),
        json::command_from_json::<Game>(small)
            .unwrap_err()
            .to_string()
    );
    let in_record = |command: &str| {
        let text = format!(
            r#"{{"version":2,"game":"resistance","config":{{"players":5,"seed":1}},"commands":[{{"seat":0,"command":{command}}}]}}"#
        );
        match json::record_from_json::<Game>(&text).map(drop).unwrap_err() {
            JsonError::Decode(error) => (error.message().to_owned(), error.path().to_owned()),
            other => panic!("not a decoding error: {other}"),
        }
    };
    assert_eq!(in_record(&large), in_record(small));

    // Cells reads its configurations through the same decoder.
    let large = format!(r#"{{{}"players":3,"seed":1}}"#, keys(5_000));
    let error = json::config_from_json::<CellsGame>(&large).unwrap_err();
    assert!(error.to_string().contains("`k0`"), "{error}");
    let _: CellsConfig = json::config_from_json::<CellsGame>(r#"{"players":3,"seed":1}"#).unwrap();
}

/// The seed check reads a key as JSON does: escaped or not, `"seed"` is a seed.
#[test]
fn a_seed_written_with_escapes_is_still_a_seed() {
    let config = r#"{"players":5,"s\u0065ed":4}"#;
    let seeded = json::config_with_seed(config, || panic!("the config has a seed")).unwrap();
    assert_eq!(seeded, config);
    let game = json::new_game_from_json::<Game>(config, || panic!("has a seed")).unwrap();
    assert_eq!(game.seeded_config().seed, 4);
    // Anything but one object is left as it is, for the decoder to refuse.
    for text in ["[]", "{", r#"{"players":5} {}"#, "5"] {
        assert_eq!(
            json::config_with_seed(text, || panic!("not an object")).unwrap(),
            text
        );
    }
}
