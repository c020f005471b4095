//! Records through the C library (issue 13): a game's record replays to the same
//! game in both games, each seat's replay and the spectator's are the core's, a
//! refused record names its command, and the seed stays with the host: the player
//! configuration has none, and a configuration without one gets a secure seed.

use super::*;
use crate::{
    ResistanceCellsGame, resistance_cells_free, resistance_cells_new_json,
    resistance_cells_player_config_json, resistance_cells_record_json,
    resistance_cells_replay_json, resistance_cells_seat_replay_json,
    resistance_cells_spectator_replay_json, resistance_game_player_config_json,
    resistance_game_record_json, resistance_game_replay_json, resistance_game_seat_replay_json,
    resistance_game_seeded_config_json, resistance_game_spectator_replay_json,
};
use resistance_core::cells::CellsGame;

/// A base game made through `resistance_game_new_json` from `config`.
fn made(config: &str) -> *mut ResistanceGame {
    let mut game = ptr::null_mut();
    let _opening = text(|out, len| unsafe {
        resistance_game_new_json(config.as_ptr(), config.len(), &mut game, out, len)
    });
    game
}

/// A base game of 7 after 30 random commands: its record and the native game.
fn played() -> (String, Recorded<Game>) {
    let game = made(r#"{"players":7,"seed":12,"assassin":{}}"#);
    let config = GameConfig::new(7, 12).with_assassin(Default::default());
    let mut native = Recorded::<Game>::new(config).expect("valid");
    let mut rng = GameRng::from_seed_number(12);
    for _ in 0..30 {
        let Some((seat, command)) = bot_step(&native, &mut rng) else {
            break;
        };
        native.apply(seat, command).expect("legal");
        let json = json::to_json(&command).expect("encodes");
        let _outcome = text(|out, len| unsafe {
            resistance_game_apply_json(game, seat.0.into(), json.as_ptr(), json.len(), out, len)
        });
    }
    let record = text(|out, len| unsafe { resistance_game_record_json(game, out, len) });
    assert_eq!(record, snapshot(game), "the snapshot is the record");
    unsafe { resistance_game_free(game) };
    (record, native)
}

#[test]
fn a_record_replays_and_each_seat_s_replay_is_the_core_s() {
    let (record, native) = played();
    assert_eq!(record, json::to_json(&native.record()).expect("encodes"));
    let replayed = game_of(resistance_game_replay_json, &record);
    assert_eq!(snapshot(replayed), record);
    unsafe { resistance_game_free(replayed) };
    // Every seat natively; under Miri, where each replay took most of a minute, the
    // first and the last.
    let seats: &[u8] = if cfg!(miri) {
        &[0, 6]
    } else {
        &[0, 1, 2, 3, 4, 5, 6]
    };
    for &seat in seats {
        let steps = text(|out, len| unsafe {
            resistance_game_seat_replay_json(record.as_ptr(), record.len(), seat.into(), out, len)
        });
        let core = json::seat_replay_json::<Game>(&record, Seat(seat)).expect("replays");
        assert_eq!(steps, core, "seat {seat}");
    }
    let spectator = text(|out, len| unsafe {
        resistance_game_spectator_replay_json(record.as_ptr(), record.len(), out, len)
    });
    assert_eq!(
        spectator,
        json::spectator_replay_json::<Game>(&record).expect("replays")
    );
    assert!(!spectator.contains("\"seed\""), "no seed for spectators");
    // A seat past the table, and one past any table.
    for seat in [7u32, 300] {
        let mut out = ptr::null_mut();
        let mut len = 0;
        let status = unsafe {
            resistance_game_seat_replay_json(
                record.as_ptr(),
                record.len(),
                seat,
                &mut out,
                &mut len,
            )
        };
        assert_eq!(status, ResistanceStatus::NoSuchSeat, "seat {seat}");
        assert_eq!(last().1, "no_such_seat");
    }
}

#[test]
fn a_refused_record_names_its_command_and_restores_nothing() {
    let (record, native) = played();
    let mut value: serde_json::Value = serde_json::from_str(&record).expect("JSON");
    // The third command sent by a seat the rules do not wait for.
    let k = 2;
    let acting = native.record().commands()[k].seat;
    value["commands"][k]["seat"] = (acting.0 + 1).into();
    let edited = value.to_string();
    let mut replayed = ptr::null_mut();
    let status =
        unsafe { resistance_game_replay_json(edited.as_ptr(), edited.len(), &mut replayed) };
    assert_eq!(status, ResistanceStatus::SnapshotRefused);
    let (_, code, message) = last();
    assert_eq!(code, "record_command_refused");
    let core = json::replay_from_json::<Game>(&edited).expect_err("refused");
    assert_eq!(message, core.to_string());
    assert!(message.contains("is refused: "), "{message}");
    assert!(replayed.is_null(), "nothing restored");
    let cells = json::to_json(
        &Recorded::<CellsGame>::new(resistance_core::cells::CellsConfig::new(3, 1))
            .unwrap()
            .record(),
    )
    .expect("encodes");
    let status = unsafe { resistance_game_replay_json(cells.as_ptr(), cells.len(), &mut replayed) };
    assert_eq!(status, ResistanceStatus::SnapshotRefused);
    assert_eq!(last().1, "record_of_another_game");
}

#[test]
fn the_player_config_has_no_seed_and_a_missing_seed_is_drawn_securely() {
    let game = made(r#"{"players":5,"seed":77,"trapper":true}"#);
    let seeded = text(|out, len| unsafe { resistance_game_seeded_config_json(game, out, len) });
    let player = text(|out, len| unsafe { resistance_game_player_config_json(game, out, len) });
    assert!(seeded.contains("\"seed\":77"), "{seeded}");
    assert!(!player.contains("seed"), "{player}");
    assert_eq!(seeded.replace("\"seed\":77,", ""), player);
    unsafe { resistance_game_free(game) };
    // Without a seed: a secure one, different from game to game.
    let seeds: Vec<u64> = (0..3)
        .map(|_| {
            let game = made(r#"{"players":5}"#);
            let seeded =
                text(|out, len| unsafe { resistance_game_seeded_config_json(game, out, len) });
            unsafe { resistance_game_free(game) };
            let config: GameConfig = serde_json::from_str(&seeded).expect("a config");
            assert!(config.seed <= resistance_core::MAX_SEED);
            config.seed
        })
        .collect();
    assert!(seeds[0] != seeds[1] || seeds[1] != seeds[2], "{seeds:?}");
}

#[test]
fn cells_records_replay_through_c_too() {
    let config = br#"{"players":3}"#;
    let mut game: *mut ResistanceCellsGame = ptr::null_mut();
    let _opening = text(|out, len| unsafe {
        resistance_cells_new_json(config.as_ptr(), config.len(), &mut game, out, len)
    });
    let player = text(|out, len| unsafe { resistance_cells_player_config_json(game, out, len) });
    assert_eq!(player, r#"{"players":3}"#);
    let record = text(|out, len| unsafe { resistance_cells_record_json(game, out, len) });
    let replayed = game_of(resistance_cells_replay_json, &record);
    assert_eq!(
        text(|out, len| unsafe { resistance_cells_record_json(replayed, out, len) }),
        record
    );
    let steps = text(|out, len| unsafe {
        resistance_cells_seat_replay_json(record.as_ptr(), record.len(), 1, out, len)
    });
    assert_eq!(
        steps,
        json::seat_replay_json::<CellsGame>(&record, Seat(1)).expect("replays")
    );
    let spectator = text(|out, len| unsafe {
        resistance_cells_spectator_replay_json(record.as_ptr(), record.len(), out, len)
    });
    assert!(
        spectator.starts_with(r#"{"version":2,"game":"cells","steps":["#),
        "{spectator}"
    );
    unsafe {
        resistance_cells_free(game);
        resistance_cells_free(replayed);
    }
}
