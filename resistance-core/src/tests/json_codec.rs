//! The JSON codec (`json`) for both games: every command of a played game survives
//! encode → decode, a field a command does not have is refused whatever the command,
//! and the Cells functions refuse what the base game's refuse, with the same codes.
#![cfg(feature = "json")]

use crate::{
    cells::{CellsConfig, CellsGame},
    json::{
        JsonTable, command_from_json, config_from_json, game_from_json, replay_from_json, to_json,
    },
    kernel::Seat,
    resistance::command::Command,
    resistance::config::GameConfig,
    resistance::game::Game,
    tests::{cells_support, support},
};
use alloc::{
    format,
    string::{String, ToString},
    vec::Vec,
};

/// `json` with `"extra":1` added as its last field.
fn with_extra_field(json: &str) -> String {
    let body = json.strip_suffix('}').expect("a JSON object");
    format!("{body},\"extra\":1}}")
}

/// Every command a random game of each mode sent, base and Cells, as JSON (the first
/// 30 of each under Miri, where random play costs a quarter of a second a step).
fn played_commands() -> (Vec<String>, Vec<String>) {
    let steps = support::scaled(400, 30);
    let base = support::play(
        support::config_with_modules(7, 3, true, 0x7FF),
        11,
        support::Style::RESTLESS,
        steps,
    );
    let cells = cells_support::play(CellsConfig::new(4, 3), 12, steps);
    let encode = |json: Result<String, _>| json.expect("encodes");
    (
        base.commands
            .iter()
            .map(|(_, c)| encode(to_json(c)))
            .collect(),
        cells
            .commands
            .iter()
            .map(|(_, c)| encode(to_json(c)))
            .collect(),
    )
}

/// Each of `played` (commands of game `G`, as JSON) decodes to a command that encodes
/// back to the same text, and refuses a field it does not have: one check for both
/// games.
fn assert_each_decodes_to_itself_and_refuses_an_extra_field<G: JsonTable>(played: &[String]) {
    for json in played {
        let command = command_from_json::<G>(json).expect("decodes");
        assert_eq!(&to_json(&command).expect("encodes"), json);
        let refused = command_from_json::<G>(&with_extra_field(json)).unwrap_err();
        assert_eq!(refused.code(), "invalid_json", "{json}");
        assert!(
            refused.to_string().contains("there is no field `extra`"),
            "{refused}"
        );
    }
}

#[test]
fn every_played_command_decodes_to_itself_and_refuses_an_extra_field() {
    let (base, cells) = played_commands();
    assert!(base.len() > 20 && cells.len() > 20, "both games went on");
    assert_each_decodes_to_itself_and_refuses_an_extra_field::<Game>(&base);
    assert_each_decodes_to_itself_and_refuses_an_extra_field::<CellsGame>(&cells);
}

#[test]
fn commands_without_fields_refuse_extra_fields_too() {
    // Serde alone would ignore these: the unit variants of a tagged enum.
    for json in [r#"{"type":"leave"}"#, r#"{"type":"claimSeat"}"#] {
        assert_eq!(
            to_json(&command_from_json::<Game>(json).unwrap()).unwrap(),
            json
        );
        let refused = command_from_json::<Game>(&with_extra_field(json)).unwrap_err();
        assert_eq!(
            refused.to_string(),
            "invalid JSON: there is no field `extra` here: its only field is `type`"
        );
    }
    let json = r#"{"type":"scoutDeck"}"#;
    assert_eq!(
        to_json(&command_from_json::<CellsGame>(json).unwrap()).unwrap(),
        json
    );
    let refused =
        command_from_json::<CellsGame>(r#"{"extra":null,"type":"scoutDeck"}"#).unwrap_err();
    assert_eq!(
        refused.to_string(),
        "invalid JSON: there is no field `extra` here: its only field is `type`"
    );
    // Nor in a plot card's use that names nobody (PC4), nor in one that names a seat.
    for json in [
        r#"{"type":"usePlotCard","action":{"card":"strongLeader"}}"#,
        r#"{"type":"usePlotCard","action":{"card":"noConfidence"}}"#,
    ] {
        assert!(command_from_json::<Game>(json).is_ok(), "{json}");
        let extra = json.replace(r#""}}"#, r#"","member":1}}"#);
        let refused = command_from_json::<Game>(&extra).unwrap_err();
        assert!(
            refused
                .to_string()
                .contains("there is no field `member` in `action`"),
            "{refused}"
        );
    }
    let refused = command_from_json::<Game>(
        r#"{"type":"usePlotCard","action":{"card":"openUp","to":1,"x":2}}"#,
    )
    .unwrap_err();
    assert!(
        refused.to_string().contains("there is no field `x`"),
        "{refused}"
    );
    // Nor inside a command's own objects: a position of a scouted card.
    let refused = command_from_json::<CellsGame>(
        r#"{"type":"scoutCharacters","first":{"seat":0,"slot":"left","x":1},"second":{"seat":1,"slot":"left"}}"#,
    )
    .unwrap_err();
    assert!(
        refused.to_string().contains("there is no field `x`"),
        "{refused}"
    );
    // The order of the fields does not matter.
    assert_eq!(
        command_from_json::<Game>(r#"{"vote":"reject","type":"vote"}"#).unwrap(),
        Command::vote(false)
    );
}

/// HA2: the agenda kinds' JSON names; `"single"` and `"double"` read as they always
/// did, and a seat's choices name `chooseDoubleAgenda` only where each player chooses
/// (the JSON of the other kinds is as it was). A snapshot of a game where players
/// sealed one name and two restores.
#[test]
fn agenda_kinds_and_the_choice_of_one_name_or_two_in_json() {
    use crate::resistance::config::AgendaKind;
    for (name, kind) in [
        ("single", AgendaKind::Single),
        ("double", AgendaKind::Double),
        ("singleOrDouble", AgendaKind::SingleOrDouble),
    ] {
        let json = format!(r#"{{"players":5,"seed":1,"agendas":"{name}"}}"#);
        let config = config_from_json::<Game>(&json).expect("decodes");
        assert_eq!(config, GameConfig::new(5, 1).with_agendas(kind));
        assert!(
            to_json(&config)
                .expect("encodes")
                .contains(&format!(r#""agendas":"{name}""#))
        );
        let game = game_from_json::<Game>(&json).expect("a game");
        let choices = to_json(&game.choices(Seat(0))).expect("encodes");
        let pairs = r#""chooseDoubleAgenda":{"size":2,"from":[0,1,2,3,4]}"#;
        assert_eq!(
            choices.contains("chooseDoubleAgenda"),
            kind == AgendaKind::SingleOrDouble,
            "{choices}"
        );
        if kind == AgendaKind::SingleOrDouble {
            assert!(choices.contains(pairs), "{choices}");
        }
    }
    let refused =
        config_from_json::<Game>(r#"{"players":5,"seed":1,"agendas":"triple"}"#).unwrap_err();
    assert_eq!(refused.code(), "invalid_json");
    // As docs/bad-input.md quotes it.
    assert_eq!(
        refused.to_string(),
        "invalid JSON: `agendas` must be one of `single`, `double`, `singleOrDouble`, not \
         `triple` at line 1 column 40"
    );
    let mut game = game_from_json::<crate::table::Recorded<Game>>(
        r#"{"players":5,"seed":1,"agendas":"singleOrDouble"}"#,
    )
    .unwrap();
    let seal = |names: &str| {
        command_from_json::<Game>(&format!(r#"{{"type":"chooseAgenda","names":{names}}}"#))
            .expect("decodes")
    };
    game.apply(Seat(0), seal("[3]")).expect("one name");
    game.apply(Seat(1), seal("[4,0]"))
        .expect("two names, in any order");
    let record = to_json(&game.record()).expect("encodes");
    assert_eq!(
        replay_from_json::<crate::table::Recorded<Game>>(&record).expect("replays"),
        game
    );
}

#[test]
fn cells_configurations_and_games_decode_and_refuse_with_the_core_codes() {
    let config = config_from_json::<CellsGame>(r#"{"players":3,"seed":5}"#).unwrap();
    assert_eq!(config, CellsConfig::new(3, 5));
    assert_eq!(
        game_from_json::<CellsGame>(r#"{"players":4,"seed":5}"#).unwrap(),
        crate::cells::CellsGame::new(CellsConfig::new(4, 5)).unwrap()
    );
    for (json, code) in [
        (r#"{"players":5,"seed":1}"#, "player_count"),
        (r#"{"players":3,"seed":9007199254740992}"#, "seed_too_large"),
        (r#"{"players":3}"#, "invalid_json"),
        (r#"{"players":3,"seed":1,"trapper":true}"#, "invalid_json"),
        ("[3,1", "invalid_json"),
    ] {
        assert_eq!(
            game_from_json::<CellsGame>(json).unwrap_err().code(),
            code,
            "{json}"
        );
    }
    // The base game's configuration is not a Cells one, nor the other way round.
    assert_eq!(
        game_from_json::<CellsGame>(&to_json(&GameConfig::new(5, 1)).unwrap())
            .unwrap_err()
            .code(),
        "invalid_json"
    );
    assert_eq!(
        game_from_json::<Game>(&to_json(&CellsConfig::new(3, 1)).unwrap())
            .unwrap_err()
            .code(),
        "player_count"
    );
}

#[test]
fn cells_records_round_trip_and_refuse_other_versions_and_the_other_game() {
    let played = cells_support::play(CellsConfig::new(3, 21), 22, 60);
    let moves = played
        .commands
        .iter()
        .map(|&(seat, command)| crate::table::Move { seat, command });
    let record = crate::table::Record::new(
        crate::table::GameKind::Cells,
        *played.game.seeded_config(),
        moves.collect(),
    );
    let json = to_json(&record).unwrap();
    let restored = replay_from_json::<crate::table::Recorded<CellsGame>>(&json).expect("restores");
    assert_eq!(restored.game(), &played.game);
    assert_eq!(to_json(&restored.record()).unwrap(), json);

    let other_version = json.replacen("\"version\":2", "\"version\":1", 1);
    assert_ne!(other_version, json);
    let refused = replay_from_json::<CellsGame>(&other_version).unwrap_err();
    assert_eq!(refused.code(), "unsupported_snapshot_version");
    assert_eq!(
        refused.to_string(),
        "snapshot version 1 is not supported: this library reads version 2 (a record of the \
         accepted commands)"
    );
    assert_eq!(
        replay_from_json::<CellsGame>(r#"{"version":7,"game":"gone"}"#)
            .unwrap_err()
            .code(),
        "unsupported_snapshot_version"
    );

    // Each game's record is refused by the other game's replay, as such.
    let base = game_from_json::<crate::table::Recorded<Game>>(r#"{"players":5,"seed":1}"#).unwrap();
    let base_json = to_json(&base.record()).unwrap();
    assert_eq!(
        replay_from_json::<CellsGame>(&base_json)
            .unwrap_err()
            .code(),
        "record_of_another_game"
    );
    assert_eq!(
        replay_from_json::<Game>(&json).unwrap_err().code(),
        "record_of_another_game"
    );

    // A refused command changes nothing, so the snapshot is the same after it.
    let mut game = restored;
    let seat = Seat(game.players());
    let command = command_from_json::<CellsGame>(r#"{"type":"scoutDeck"}"#).unwrap();
    assert!(game.apply(seat, command).is_err());
    assert_eq!(to_json(&game.record()).unwrap(), json);
}

#[test]
fn long_decode_messages_are_cut_short_in_the_middle() {
    // serde_json quotes an unknown type whole: 16 kB in (a command's limit), 16 kB
    // out (4 kB under Miri; still far over the cut).
    let length = support::scaled(8_000, 2_000);
    let huge = "é".repeat(length);
    let refused = command_from_json::<Game>(&format!(r#"{{"type":"{huge}"}}"#)).unwrap_err();
    let message = refused.to_string();
    assert_eq!(refused.code(), "invalid_json");
    assert!(message.len() < 400, "{} bytes", message.len());
    assert!(
        message.starts_with("invalid JSON: `type` must be one of `proposeTeam`, "),
        "{message}"
    );
    // The list of commands is whole; the caller's text is cut in its middle.
    assert!(message.contains("`claimSeat`, not `ééé"), "{message}");
    assert!(message.contains(" bytes ...] ééé"), "{message}");
    // The end, where serde_json names the place, stays: two bytes a character.
    let place = format!("at line 1 column {}", 2 * length + 10);
    assert!(message.ends_with(&place), "{message}");
    // Short messages are whole.
    let short = command_from_json::<Game>(r#"{"type":"dance"}"#)
        .unwrap_err()
        .to_string();
    assert!(short.starts_with("invalid JSON: `type` must be one of `proposeTeam`"));
    assert!(short.contains("not `dance`"), "{short}");
    assert!(short.ends_with("at line 1 column 15"), "{short}");
    assert!(!short.contains("bytes ...]"));
}
