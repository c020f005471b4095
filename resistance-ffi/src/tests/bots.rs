//! The engine's bots through the C calls: `resistance_game_bot_command_json` answers
//! byte for byte the command the core's bot picks from the native game's view, one
//! of the seat's legal commands, and `resistance_game_play_bot` plays exactly it;
//! refusals get their statuses and change nothing.

use super::*;

/// `resistance_game_bot_command_json`'s answer, or its status.
fn bot_command(
    game: *const ResistanceGame,
    seat: u32,
    kind: u32,
    seed: u64,
) -> Result<String, ResistanceStatus> {
    let (mut out, mut len) = (ptr::null_mut(), 0);
    // SAFETY: a live game and writable outputs.
    match unsafe { resistance_game_bot_command_json(game, seat, kind, seed, &mut out, &mut len) } {
        ResistanceStatus::Ok => Ok(take(out, len)),
        status => Err(status),
    }
}

/// Plays `game` (made from `config`) to its end by the bots `kind_of(seat)` names,
/// beside the native game, checking each command against the core's bot and the
/// seat's legal commands. How many commands were played.
fn play_by_bots(
    game: *mut ResistanceGame,
    config: GameConfig,
    kind_of: impl Fn(Seat) -> ResistanceBotKind,
    seed: u64,
) -> usize {
    let mut native = Game::new(config).unwrap();
    let mut rng = GameRng::from_seed_number(seed);
    let mut played = 0;
    while !native.is_over() {
        assert!(played < 1000, "a game cannot take 1000 commands");
        let seat = any_of(native.awaiting(), &mut rng);
        let kind = kind_of(seat);
        let bot_seed = rng.next_word();
        let answer = bot_command(game, seat.0.into(), kind as u32, bot_seed).unwrap();
        let expected = kind
            .kind()
            .choose(
                &native.view(seat).unwrap(),
                &native.choices(seat),
                &mut GameRng::from_seed_number(bot_seed),
            )
            .unwrap();
        assert_eq!(answer, json::to_json(&expected).unwrap());
        assert!(native.legal_commands(seat).contains(&expected), "{answer}");
        // SAFETY: a live game.
        let status =
            unsafe { resistance_game_play_bot(game, seat.0.into(), kind as u32, bot_seed) };
        assert_eq!(status, ResistanceStatus::Ok, "{:?}", last());
        native.apply(seat, expected).unwrap();
        played += 1;
    }
    // The C game is the native one: the same public table, to the end.
    assert_eq!(
        // SAFETY: a live game and writable outputs.
        text(|out, len| unsafe { resistance_game_public_view_json(game, out, len) }),
        json::to_json(&native.public_view()).unwrap()
    );
    played
}

/// The kinds quick enough for whole games at every seat: all but the search bot,
/// whose decisions play 150 logical games each (the core's tests play it whole).
fn quick_kinds() -> impl Iterator<Item = ResistanceBotKind> {
    ResistanceBotKind::ALL
        .into_iter()
        .filter(|&kind| kind != ResistanceBotKind::Search)
}

#[test]
fn every_bot_plays_whole_games_of_legal_commands_through_the_c_calls() {
    // Natively every kind fills a whole table of every size; under Miri, where a
    // logical bot's deduction at every step takes seconds, the mixed tables below
    // still give every kind every kind of decision.
    if !cfg!(miri) {
        for kind in quick_kinds() {
            for (index, players) in (5..=10u8).enumerate() {
                let seed = 70 + index as u64;
                let config = if index % 2 == 0 {
                    GameConfig::new(players, seed)
                } else {
                    every_module(players, seed)
                };
                let game = new_game_of(config);
                assert!(play_by_bots(game, config, |_| kind, seed) > 10);
                // SAFETY: made here, freed once.
                unsafe { resistance_game_free(game) };
            }
        }
    }
    // Tables of every kind: every module, and plot cards (the search bot at a seat
    // of the plot-card table, natively: it plays plot-card games as the logical bot
    // does, and its own searches are the core's to test).
    let players = if cfg!(miri) { 5 } else { 7 };
    let quick: Vec<_> = quick_kinds().collect();
    for (config, kinds) in [
        (every_module(players, 71), quick.clone()),
        (
            GameConfig::new(players, 5).with_plot_cards(),
            if cfg!(miri) {
                quick
            } else {
                ResistanceBotKind::ALL.to_vec()
            },
        ),
    ] {
        let game = new_game_of(config);
        assert!(
            play_by_bots(
                game,
                config,
                |seat| kinds[usize::from(seat.0) % kinds.len()],
                5
            ) > 10
        );
        // SAFETY: made here, freed once.
        unsafe { resistance_game_free(game) };
    }
}

/// A game from `config` through `resistance_game_new_json`.
fn new_game_of(config: GameConfig) -> *mut ResistanceGame {
    let text = json::to_json(&config).unwrap();
    let (mut game, mut opening, mut len) = (ptr::null_mut(), ptr::null_mut(), 0);
    // SAFETY: a text buffer of its length and writable outputs.
    let status = unsafe {
        resistance_game_new_json(text.as_ptr(), text.len(), &mut game, &mut opening, &mut len)
    };
    assert_eq!(status, ResistanceStatus::Ok, "{:?}", last());
    take(opening, len);
    game
}

#[test]
fn the_same_seed_gives_the_same_command() {
    let game = new_game(10, 3);
    let leader = leader_of(game);
    // Under Miri, where a logical bot's choice at ten players takes seconds, the
    // extreme seeds alone.
    let seeds: &[u64] = if cfg!(miri) {
        &[0, u64::MAX]
    } else {
        &[0, 1, 1 << 53, u64::MAX]
    };
    for kind in quick_kinds() {
        for &seed in seeds {
            assert_eq!(
                bot_command(game, leader, kind as u32, seed),
                bot_command(game, leader, kind as u32, seed)
            );
        }
    }
    // The search bot too, once (natively: a search at ten players plays 150 games).
    if !cfg!(miri) {
        let search = ResistanceBotKind::Search as u32;
        assert_eq!(
            bot_command(game, leader, search, 7),
            bot_command(game, leader, search, 7)
        );
    }
    // Forty-five teams to choose from: seeds make the random bot differ.
    let teams: std::collections::BTreeSet<_> = (0..20)
        .map(|seed| bot_command(game, leader, ResistanceBotKind::Random as u32, seed).unwrap())
        .collect();
    assert!(teams.len() > 1);
    // SAFETY: made here, freed once.
    unsafe { resistance_game_free(game) };
}

/// Both bot calls for `seat` and `kind`, the command as JSON and the command
/// played, are [`refused`] with `status` and `code`; the message of the first.
///
/// # Safety
///
/// `game` is a live game.
unsafe fn bot_calls_refused(
    game: *mut ResistanceGame,
    seat: u32,
    kind: u32,
    status: ResistanceStatus,
    code: &str,
) -> String {
    // SAFETY: a live game, and the outputs `refused` gives are writable.
    let message = refused(game, status, code, |out, len| unsafe {
        resistance_game_bot_command_json(game, seat, kind, 1, out, len)
    });
    // SAFETY: a live game.
    refused(game, status, code, |_, _| unsafe {
        resistance_game_play_bot(game, seat, kind, 1)
    });
    message
}

#[test]
fn bots_refuse_idle_seats_bad_kinds_and_bad_handles_and_change_nothing() {
    let game = new_game(5, 2026);
    let leader = leader_of(game);
    let idle = (leader + 1) % 5;
    let random = ResistanceBotKind::Random as u32;
    // SAFETY (every call below): the game is live and the outputs writable, but
    // for the NULL and foreign pointers that are what is tested.
    unsafe {
        for kind in ResistanceBotKind::ALL {
            let message = bot_calls_refused(
                game,
                idle,
                kind as u32,
                ResistanceStatus::BotRefused,
                "nothing_to_do",
            );
            assert_eq!(
                message,
                format!("seat {idle} has nothing to do now: the game is not waiting for it")
            );
        }
        // The messages of docs/bad-input.md.
        let message = refused(
            game,
            ResistanceStatus::InvalidArgument,
            "invalid_argument",
            |out, len| resistance_game_bot_command_json(game, leader, 4, 1, out, len),
        );
        assert_eq!(
            message,
            "kind 4 is no bot: RESISTANCE_BOT_KIND_RANDOM (0), RESISTANCE_BOT_KIND_LOGICAL (1), \
             RESISTANCE_BOT_KIND_STAND_IN (2) or RESISTANCE_BOT_KIND_SEARCH (3)"
        );
        let message = refused(
            game,
            ResistanceStatus::NoSuchSeat,
            "no_such_seat",
            |_, _| resistance_game_play_bot(game, 5, random, 1),
        );
        assert_eq!(
            message,
            "there is no seat 5: this table seats players 0 to 4"
        );
        for kind in [4, 255, u32::MAX] {
            let (status, code) = (ResistanceStatus::InvalidArgument, "invalid_argument");
            bot_calls_refused(game, leader, kind, status, code);
        }
        for seat in [5, 255, 256, u32::MAX] {
            let (status, code) = (ResistanceStatus::NoSuchSeat, "no_such_seat");
            bot_calls_refused(game, seat, random, status, code);
        }
        refused(
            game,
            ResistanceStatus::NullPointer,
            "null_pointer",
            |out, len| resistance_game_bot_command_json(ptr::null(), leader, random, 1, out, len),
        );
        refused(
            game,
            ResistanceStatus::NullPointer,
            "null_pointer",
            |_, len| {
                resistance_game_bot_command_json(game, leader, random, 1, ptr::null_mut(), len)
            },
        );
        refused(
            game,
            ResistanceStatus::NullPointer,
            "null_pointer",
            |out, _| {
                resistance_game_bot_command_json(game, leader, random, 1, out, ptr::null_mut())
            },
        );
        refused(
            game,
            ResistanceStatus::NullPointer,
            "null_pointer",
            |_, _| resistance_game_play_bot(ptr::null_mut(), leader, random, 1),
        );
        // A Cells handle has no bots: it is no game of this kind.
        let (cells, _) = new_cells(r#"{"players":3,"seed":1}"#);
        refused(
            game,
            ResistanceStatus::InvalidHandle,
            "invalid_handle",
            |out, len| resistance_game_bot_command_json(cells.cast(), 0, random, 1, out, len),
        );
        refused(
            game,
            ResistanceStatus::InvalidHandle,
            "invalid_handle",
            |_, _| resistance_game_play_bot(cells.cast(), 0, random, 1),
        );
        resistance_cells_free(cells);
        // A finished game waits for nobody.
        let over = new_game(5, 8);
        while bot_command(over, awaited(over), random, 9).is_ok() {
            ok(resistance_game_play_bot(over, awaited(over), random, 9));
        }
        let mut finished = false;
        resistance_game_is_over(over, &mut finished);
        assert!(finished);
        refused(
            over,
            ResistanceStatus::BotRefused,
            "nothing_to_do",
            |out, len| resistance_game_bot_command_json(over, 0, random, 1, out, len),
        );
        resistance_game_free(over);
        resistance_game_free(game);
    }
}

/// The lowest seat `game` waits for (0 once it is over).
fn awaited(game: *const ResistanceGame) -> u32 {
    let mut seats = 0;
    // SAFETY: a live game and a writable output.
    unsafe { resistance_game_awaiting(game, &mut seats) };
    seats.trailing_zeros() % 32
}
