//! Hidden agendas through the typed calls (HA1, HA2): the choices a C host gets,
//! with `resistance_game_double_agenda_from` where each player seals one name or
//! two, describe exactly the agenda commands the engine lists, and every one of them
//! is accepted through `resistance_game_choose_agenda`.

use super::plot::new_json_game;
use super::*;
use resistance_core::TeamChoice;
use resistance_core::agenda::AgendaCommand;

fn choices(game: *const ResistanceGame, seat: u8) -> ResistanceChoices {
    let mut choices = ResistanceChoices::default();
    // SAFETY: a live game and a writable output.
    let status = unsafe { resistance_game_choices(game, seat.into(), &mut choices) };
    assert_eq!(status, ResistanceStatus::Ok, "{:?}", last());
    choices
}

fn double_agenda_from(game: *const ResistanceGame, seat: u8) -> u32 {
    let mut from = 77;
    // SAFETY: a live game and a writable output.
    let status = unsafe { resistance_game_double_agenda_from(game, seat.into(), &mut from) };
    assert_eq!(status, ResistanceStatus::Ok, "{:?}", last());
    from
}

/// The seats of a mask.
fn mask_seats(mask: u32) -> SeatSet {
    (0..16u8)
        .filter(|&seat| mask & (1 << seat) != 0)
        .map(Seat)
        .collect()
}

/// The agendas a C host can seal from what the typed queries say, as commands.
fn agendas_from(game: *const ResistanceGame, seat: u8) -> Vec<Command> {
    let described = choices(game, seat);
    let mut sizes = Vec::new();
    if described.choose_agenda {
        sizes.push((described.agenda_size as u8, described.agenda_from));
    }
    let double = double_agenda_from(game, seat);
    if double != 0 {
        sizes.push((2, double));
    }
    sizes
        .into_iter()
        .flat_map(|(size, from)| {
            TeamChoice {
                size,
                from: mask_seats(from),
            }
            .teams()
        })
        .map(Command::choose_agenda)
        .collect()
}

/// HA1, HA2: for each kind, at every step of random games, the typed queries
/// describe exactly the engine's legal agenda commands (one name, two, or one or
/// two where each player chooses), `other` is set while a seat may seal two names
/// instead, and the bot seals through `resistance_game_choose_agenda` with the same
/// outcome as the native game.
#[test]
#[cfg_attr(
    miri,
    ignore = "every seat's legal commands at every step of four games: 250 s of Miri's \
              clock; the same calls run under Miri in the double-agenda test below"
)]
fn the_typed_queries_describe_every_agenda_the_engine_lists() {
    let mut sizes_sealed = Vec::new();
    for (kind, seed) in [
        (AgendaKind::Single, 1u64),
        (AgendaKind::Double, 2),
        (AgendaKind::SingleOrDouble, 3),
        (AgendaKind::SingleOrDouble, 4),
    ] {
        let players = 5 + (seed % 6) as u8;
        let config = GameConfig::new(players, seed)
            .with_agendas(kind)
            .with_inquisitor();
        let (game, mut native) = new_json_game(config);
        let mut rng = GameRng::from_seed_number(seed);
        loop {
            for seat in 0..players {
                let listed: Vec<Command> = native
                    .legal_commands(Seat(seat))
                    .into_iter()
                    .filter(|c| matches!(c, Command::Agenda(AgendaCommand::ChooseAgenda { .. })))
                    .collect();
                let described = agendas_from(game, seat);
                assert_eq!(described.len(), listed.len(), "{kind:?} seat {seat}");
                assert!(listed.iter().all(|c| described.contains(c)));
                let double = double_agenda_from(game, seat);
                let native_double = native.choices(Seat(seat)).choose_double_agenda;
                assert_eq!(double, native_double.map_or(0, |c| c.from.bits().into()));
                if double != 0 {
                    assert!(choices(game, seat).other, "{kind:?} seat {seat}");
                    assert_eq!(choices(game, seat).agenda_size, 1);
                }
            }
            let Some((seat, command)) = bot_step(&native, &mut rng) else {
                break;
            };
            if let Command::Agenda(AgendaCommand::ChooseAgenda { names }) = command {
                sizes_sealed.push((kind, names.len()));
            }
            let outcome = native.apply(seat, command).expect("legal");
            // SAFETY: a live game.
            let status = unsafe { send_typed(game, seat, command) };
            assert_eq!(status, ResistanceStatus::Ok, "{command:?}: {:?}", last());
            let typed =
                text(|out, len| unsafe { resistance_game_last_outcome_json(game, out, len) });
            assert_eq!(typed, json::to_json(&outcome).expect("encodes"));
        }
        assert_eq!(snapshot(game), json::to_json(&native.record()).unwrap());
        // SAFETY: a live game, freed once.
        unsafe { resistance_game_free(game) };
    }
    for sealed in [
        (AgendaKind::Single, 1),
        (AgendaKind::Double, 2),
        (AgendaKind::SingleOrDouble, 1),
        (AgendaKind::SingleOrDouble, 2),
    ] {
        assert!(sizes_sealed.contains(&sealed), "never sealed {sealed:?}");
    }
}

/// HA2: `resistance_game_double_agenda_from` answers 0 once the seat has sealed,
/// in a game of another kind and without agendas; it refuses a seat off the table,
/// NULL and a handle of the other kind as every query does; an agenda of three
/// names is refused with `agenda_size_not_one_or_two`.
#[test]
fn the_double_agenda_query_answers_and_refuses_like_every_query() {
    let (game, _) = new_json_game(GameConfig::new(5, 1).with_agendas(AgendaKind::SingleOrDouble));
    assert_eq!(double_agenda_from(game, 4), 0b1_1111);
    let three = [0u8, 1, 2];
    refused(
        game,
        ResistanceStatus::CommandRefused,
        "agenda_size_not_one_or_two",
        // SAFETY: a live game and a valid buffer.
        |_, _| unsafe { resistance_game_choose_agenda(game, 4, three.as_ptr(), three.len()) },
    );
    let two = [3u8, 1];
    // SAFETY: a live game and a valid buffer.
    let status = unsafe { resistance_game_choose_agenda(game, 4, two.as_ptr(), two.len()) };
    ok(status);
    assert_eq!(double_agenda_from(game, 4), 0);
    assert!(!choices(game, 4).other && !choices(game, 4).choose_agenda);
    assert_eq!(double_agenda_from(game, 3), 0b1_1111);
    let mut from = 77u32;
    for seat in [5, u32::MAX] {
        refused(
            game,
            ResistanceStatus::NoSuchSeat,
            "no_such_seat",
            |_, _| {
                // SAFETY: a live game and a writable output.
                unsafe { resistance_game_double_agenda_from(game, seat, &mut from) }
            },
        );
    }
    refused(
        game,
        ResistanceStatus::NullPointer,
        "null_pointer",
        |_, _| {
            // SAFETY: a live game; NULL is what is tested.
            unsafe { resistance_game_double_agenda_from(game, 0, ptr::null_mut()) }
        },
    );
    let (cells, _) = new_cells(r#"{"players":3,"seed":1}"#);
    refused(
        game,
        ResistanceStatus::InvalidHandle,
        "invalid_handle",
        // SAFETY: a handle of the other kind is what is tested.
        |_, _| unsafe {
            resistance_game_double_agenda_from(cells.cast::<ResistanceGame>(), 0, &mut from)
        },
    );
    assert_eq!(from, 77, "nothing written on failure");
    for config in [
        GameConfig::new(5, 1),
        GameConfig::new(5, 1).with_agendas(AgendaKind::Single),
        GameConfig::new(5, 1).with_agendas(AgendaKind::Double),
    ] {
        let (other, _) = new_json_game(config);
        assert_eq!(double_agenda_from(other, 0), 0, "{config:?}");
        assert!(!choices(other, 0).other);
        // SAFETY: a live game, freed once.
        unsafe { resistance_game_free(other) };
    }
    // SAFETY: live games, freed once.
    unsafe {
        resistance_game_free(game);
        resistance_cells_free(cells);
    }
}
