//! The exported functions called from Rust, as a C host would call them: full
//! games through both kinds of calls, JSON byte-identical to the core's codec,
//! and every error status. The C and C# tests (scripts/test-ffi.sh) do the same
//! against the built library.

use crate::*;
use core::{ffi::c_char, ptr};
use resistance_core::agenda::AgendaCommand;
use resistance_core::assassin::AssassinCommand;
use resistance_core::inquisitor::InquisitorCommand;
use resistance_core::plot::PlotCommand;
use resistance_core::trapper::TrapperCommand;
use resistance_core::{
    Command, CommandKind, Game, GameConfig, GameRng, MissionCard, Recorded, Seat, SeatSet,
    agenda::AgendaKind,
    assassin::AssassinOptions,
    cells::{CellsConfig, CellsGame},
    defector::DefectorVariant,
    json,
    plot::PlotAction,
    record::RECORD_VERSION as SNAPSHOT_VERSION,
};

/// `native` in a native run, `miri` under Miri (scripts/test-fuzz.sh), which
/// interprets the tests thousands of times slower: the same calls over fewer games.
const fn scaled(native: usize, miri: usize) -> usize {
    if cfg!(miri) { miri } else { native }
}

/// Takes a string the library handed over: copies it and frees it.
fn take(text: *mut c_char, len: usize) -> String {
    assert!(!text.is_null());
    // SAFETY: the library handed over `len` bytes plus a NUL at `text`.
    let bytes = unsafe { core::slice::from_raw_parts(text.cast::<u8>(), len + 1) };
    assert_eq!(bytes[len], 0, "NUL-terminated");
    let copy = String::from_utf8(bytes[..len].to_vec()).expect("UTF-8");
    // SAFETY: handed over by the library, freed once.
    unsafe { resistance_string_free(text) };
    copy
}

/// Asserts that a call succeeded, showing the last error when it did not.
#[track_caller]
fn ok(status: ResistanceStatus) {
    assert_eq!(status, ResistanceStatus::Ok, "{:?}", last());
}

/// Calls a function that hands over a string, and takes it.
fn text(call: impl FnOnce(*mut *mut c_char, *mut usize) -> ResistanceStatus) -> String {
    let (mut out, mut len) = (ptr::null_mut(), 0);
    ok(call(&mut out, &mut len));
    take(out, len)
}

/// The thread's last error: status, code, message.
fn last() -> (ResistanceStatus, String, String) {
    let code = text(|out, len| unsafe { resistance_last_error_code(out, len) });
    let message = text(|out, len| unsafe { resistance_last_error_message(out, len) });
    (resistance_last_error_status(), code, message)
}

fn new_game(players: u32, seed: u64) -> *mut ResistanceGame {
    let mut game = ptr::null_mut();
    // SAFETY: `game` is a writable pointer.
    ok(unsafe { resistance_game_new(players, seed, &mut game) });
    game
}

fn snapshot(game: *const ResistanceGame) -> String {
    text(|out, len| unsafe { resistance_game_snapshot_json(game, out, len) })
}

/// The game a call that reads a record (either game's `_restore_json` or
/// `_replay_json`) makes of `record`.
fn game_of<H>(
    call: unsafe extern "C" fn(*const u8, usize, *mut *mut H) -> ResistanceStatus,
    record: &str,
) -> *mut H {
    let mut game = ptr::null_mut();
    // SAFETY: a valid buffer of its length and a writable pointer.
    ok(unsafe { call(record.as_ptr(), record.len(), &mut game) });
    game
}

/// The opening events the core's own setup of the JSON `config` gives, as JSON.
fn core_opening<G>(config: &str) -> String
where
    G: json::JsonTable<Opening: serde::Serialize, ConfigError: core::fmt::Debug>,
{
    let config = json::config_from_json::<G>(config).expect("config");
    let (_, opening) = G::start(config).expect("game");
    json::to_json(&opening).expect("JSON")
}

/// The seat that leads `game` now.
fn leader_of(game: *const ResistanceGame) -> u32 {
    let mut leader = 0;
    // SAFETY: a live game and a writable output.
    ok(unsafe { resistance_game_leader(game, &mut leader) });
    leader
}

/// A random member of `seats` (not empty).
fn any_of(seats: SeatSet, rng: &mut GameRng) -> Seat {
    let index = rng.below(u32::from(seats.len())) as usize;
    seats.iter().nth(index).expect("a seat")
}

/// One step of a random bot, decided from the native game so that the typed
/// and JSON runs can be compared with it. Covers every module's commands.
fn bot_step(game: &Game, rng: &mut GameRng) -> Option<(Seat, Command)> {
    let awaiting = game.awaiting();
    if awaiting.is_empty() {
        return None;
    }
    let seat = any_of(awaiting, rng);
    let choices = game.choices(seat);
    let command = if choices.reveal_agenda && rng.below(6) == 0 {
        Command::reveal_agenda(seat)
    } else if let Some(team) = choices.propose {
        let teams: Vec<SeatSet> = team.teams().collect();
        Command::propose(teams[rng.below(teams.len() as u32) as usize])
    } else if let Some(agenda) = choices.choose_agenda {
        // HA2: one name or two where each player chooses.
        let names: Vec<SeatSet> = [Some(agenda), choices.choose_double_agenda]
            .into_iter()
            .flatten()
            .flat_map(|choice| choice.teams())
            .collect();
        Command::choose_agenda(names[rng.below(names.len() as u32) as usize])
    } else if choices.vote {
        Command::vote(rng.below(2) == 0)
    } else if choices.play_success {
        let fail = choices.play_fail && rng.below(2) == 0;
        Command::play(if fail {
            MissionCard::Fail
        } else {
            MissionCard::Success
        })
    } else if let Some(members) = choices.set_aside {
        Command::set_aside(any_of(members, rng))
    } else if let Some(targets) = choices.inspect {
        Command::inspect(any_of(targets, rng))
    } else if let Some(targets) = choices.assassinate {
        Command::assassinate(any_of(targets, rng))
    } else if choices.plot.is_some() {
        let plot: Vec<Command> = game
            .legal_commands(seat)
            .into_iter()
            .filter(is_plot_command)
            .collect();
        plot[rng.below(plot.len() as u32) as usize]
    } else {
        panic!("{seat} is awaited with nothing to do: {choices:?}");
    };
    Some((seat, command))
}

/// A command of the plot cards (PC2–PC5).
fn is_plot_command(command: &Command) -> bool {
    let plot = [
        CommandKind::GivePlotCard,
        CommandKind::UsePlotCard,
        CommandKind::DeclinePlotCard,
    ];
    plot.contains(&command.kind())
}

/// Sends `command` for `seat` through the typed calls.
///
/// # Safety
///
/// `game` is a live game.
unsafe fn send_typed(game: *mut ResistanceGame, seat: Seat, command: Command) -> ResistanceStatus {
    let seat = u32::from(seat.0);
    let seats = |list: &[Seat]| list.iter().map(|s| s.0).collect::<Vec<u8>>();
    // SAFETY: the caller's promise; the seat buffers live across the calls.
    unsafe {
        match command {
            Command::ProposeTeam { team } => {
                let team = seats(&team);
                resistance_game_propose(game, seat, team.as_ptr(), team.len())
            }
            Command::Agenda(AgendaCommand::ChooseAgenda { names }) => {
                let names = seats(&names);
                resistance_game_choose_agenda(game, seat, names.as_ptr(), names.len())
            }
            Command::Vote { vote } => resistance_game_vote(game, seat, vote as u32),
            Command::PlayMission { card } => resistance_game_play_mission(game, seat, card as u32),
            Command::Trapper(TrapperCommand::SetAside { member }) => {
                resistance_game_set_aside(game, seat, u32::from(member.0))
            }
            Command::Inquisitor(InquisitorCommand::Inspect { target }) => {
                resistance_game_inspect(game, seat, u32::from(target.0))
            }
            Command::Assassin(AssassinCommand::Assassinate { target }) => {
                resistance_game_assassinate(game, seat, u32::from(target.0))
            }
            Command::Agenda(AgendaCommand::RevealAgenda { owner }) => {
                resistance_game_reveal_agenda(game, seat, u32::from(owner.0))
            }
            Command::Leave => resistance_game_leave(game, seat),
            Command::ClaimSeat => resistance_game_claim_seat(game, seat),
            Command::Plot(PlotCommand::GivePlotCard { card, to }) => {
                resistance_game_give_plot_card(game, seat, card.index().into(), to.0.into())
            }
            Command::Plot(PlotCommand::UsePlotCard { action }) => {
                let target = action.target().map_or(0, |target| target.0.into());
                let take = match action {
                    PlotAction::TakeResponsibility { take, .. } => take.index().into(),
                    _ => 0,
                };
                resistance_game_use_plot_card(
                    game,
                    seat,
                    action.card().index().into(),
                    target,
                    take,
                )
            }
            Command::Plot(PlotCommand::DeclinePlotCard { card }) => {
                resistance_game_decline_plot_card(game, seat, card.index().into())
            }
            other => unreachable!("no typed call for {other:?} yet"),
        }
    }
}

/// Every module at once, as far as the table allows special spies.
fn every_module(players: u8, seed: u64) -> GameConfig {
    let config = GameConfig::new(players, seed)
        .with_trapper()
        .with_inquisitor()
        .with_agendas(AgendaKind::Double);
    let full = config
        .with_assassin(AssassinOptions::ALL)
        .with_defector(DefectorVariant::KnowEachOther);
    if full.validate().is_ok() {
        full
    } else {
        config.with_assassin(AssassinOptions::default())
    }
}

mod agenda;
mod bots;
mod plot;
mod records;

#[test]
fn versions_match_the_crate_and_the_core() {
    // SAFETY: a static NUL-terminated string.
    let version = unsafe { core::ffi::CStr::from_ptr(resistance_version()) };
    assert_eq!(version.to_str(), Ok(env!("CARGO_PKG_VERSION")));
    let parts = [
        RESISTANCE_VERSION_MAJOR,
        RESISTANCE_VERSION_MINOR,
        RESISTANCE_VERSION_PATCH,
    ]
    .map(|n| n.to_string());
    assert_eq!(
        parts,
        [
            env!("CARGO_PKG_VERSION_MAJOR"),
            env!("CARGO_PKG_VERSION_MINOR"),
            env!("CARGO_PKG_VERSION_PATCH")
        ],
        "update the RESISTANCE_VERSION_* constants (and regenerate the header)"
    );
    assert_eq!(
        RESISTANCE_SNAPSHOT_VERSION, SNAPSHOT_VERSION,
        "update RESISTANCE_SNAPSHOT_VERSION (and regenerate the header)"
    );
    assert_eq!(resistance_snapshot_version(), SNAPSHOT_VERSION);
}

#[test]
fn typed_and_json_games_replay_the_native_game_byte_for_byte() {
    // Under Miri (261 s of its clock for five games): one base game, made with the
    // typed constructor, and seed 312, plot cards with every module, five players,
    // a game that sends every kind of command.
    let base = [(5u8, 1u64), (7, 42), (10, 2026)]
        .map(|(p, s)| GameConfig::new(p, s))
        .into_iter()
        .take(scaled(3, 1));
    let modules = (0..24u64)
        .take(scaled(24, 0))
        .map(|seed| every_module(5 + (seed % 6) as u8, seed));
    // Plot cards alone, and with every module.
    let plot = (0..18u64)
        .skip(scaled(0, 12))
        .take(scaled(18, 1))
        .map(|seed| {
            let players = 5 + (seed % 6) as u8;
            if seed < 6 {
                GameConfig::new(players, 300 + seed).with_plot_cards()
            } else {
                every_module(players, 300 + seed).with_plot_cards()
            }
        });
    // HA2: agendas of one name or two, each player's choice.
    let choosing = (0..6u64).take(scaled(6, 0)).map(|seed| {
        every_module(5 + (seed % 6) as u8, 600 + seed).with_agendas(AgendaKind::SingleOrDouble)
    });
    let mut kinds_sent = Vec::new();
    for config in base.chain(modules).chain(plot).chain(choosing) {
        let (players, seed) = (config.players, config.seed);
        let (mut native, opening) = Recorded::<Game>::start(config).expect("valid");
        let config_json = json::to_json(&config).expect("encodes");
        let typed = if config == GameConfig::new(players, seed) {
            new_game(u32::from(players), seed)
        } else {
            let (mut game, mut opening, mut len) = (ptr::null_mut(), ptr::null_mut(), 0);
            // SAFETY: the config buffer and the out-parameters are valid.
            let status = unsafe {
                resistance_game_new_json(
                    config_json.as_ptr(),
                    config_json.len(),
                    &mut game,
                    &mut opening,
                    &mut len,
                )
            };
            ok(status);
            take(opening, len);
            game
        };
        let (mut from_json, mut opening_text, mut opening_len) =
            (ptr::null_mut(), ptr::null_mut(), 0);
        // SAFETY: the config buffer and the out-parameters are valid.
        let status = unsafe {
            resistance_game_new_json(
                config_json.as_ptr(),
                config_json.len(),
                &mut from_json,
                &mut opening_text,
                &mut opening_len,
            )
        };
        ok(status);
        assert_eq!(
            take(opening_text, opening_len),
            json::to_json(&opening).expect("encodes")
        );
        let mut rng = GameRng::from_seed_number(seed);
        while let Some((seat, command)) = bot_step(&native, &mut rng) {
            let outcome = native.apply(seat, command).expect("legal");
            let seat_number = u32::from(seat.0);
            if !kinds_sent.contains(&command.kind()) {
                kinds_sent.push(command.kind());
            }
            // SAFETY: a live game.
            let status = unsafe { send_typed(typed, seat, command) };
            assert_eq!(status, ResistanceStatus::Ok, "{command:?}: {:?}", last());
            let expected = json::to_json(&outcome).expect("encodes");
            let typed_outcome =
                text(|out, len| unsafe { resistance_game_last_outcome_json(typed, out, len) });
            assert_eq!(typed_outcome, expected);
            let command_json = json::to_json(&command).expect("encodes");
            let json_outcome = text(|out, len| unsafe {
                resistance_game_apply_json(
                    from_json,
                    seat_number,
                    command_json.as_ptr(),
                    command_json.len(),
                    out,
                    len,
                )
            });
            assert_eq!(json_outcome, expected);
        }
        let public = json::to_json(&native.public_view()).expect("encodes");
        for game in [typed, from_json] {
            assert_eq!(
                text(|out, len| unsafe { resistance_game_public_view_json(game, out, len) }),
                public
            );
            assert_eq!(
                snapshot(game),
                json::to_json(&native.record()).expect("encodes")
            );
            assert_eq!(
                text(|out, len| unsafe { resistance_game_result_json(game, out, len) }),
                json::to_json(&native.result()).expect("encodes")
            );
            let mut over = false;
            // SAFETY: a live game and a writable bool.
            ok(unsafe { resistance_game_is_over(game, &mut over) });
            assert!(over);
            // SAFETY: a live game, freed once.
            unsafe { resistance_game_free(game) };
        }
    }
    // Every typed call was exercised against the native game: every kind of command
    // but leaving and claiming a seat, which the bots here never send.
    let sent = |kind: &CommandKind| !matches!(kind, CommandKind::Leave | CommandKind::ClaimSeat);
    for kind in CommandKind::ALL.into_iter().filter(sent) {
        assert!(kinds_sent.contains(&kind), "no game sent {kind:?}");
    }
}

#[test]
fn queries_answer_like_the_core() {
    let game = new_game(6, 9);
    let native = Game::new(GameConfig::new(6, 9)).expect("valid");
    let leader = native.leader();
    let mut number = 0u32;
    // SAFETY: a live game and writable outputs throughout.
    unsafe {
        ok(resistance_game_leader(game, &mut number));
        assert_eq!(number, u32::from(leader.0));
        ok(resistance_game_awaiting(game, &mut number));
        assert_eq!(number, u32::from(native.awaiting().bits()));
        ok(resistance_game_team_size(game, &mut number));
        assert_eq!(number, 2);
        ok(resistance_game_round(game, &mut number));
        assert_eq!(number, 1);
        ok(resistance_game_players(game, &mut number));
        assert_eq!(number, 6);
        let mut phase = ResistancePhase::Other;
        ok(resistance_game_phase(game, &mut phase));
        assert_eq!(phase, ResistancePhase::Proposal);
        let mut choices = ResistanceChoices::default();
        ok(resistance_game_choices(
            game,
            u32::from(leader.0),
            &mut choices,
        ));
        assert!(choices.propose && choices.leave && !choices.other);
        assert_eq!((choices.team_size, choices.team_from), (2, 0b11_1111));
        for seat in 0..6 {
            let expected = native.legal_commands(Seat(seat));
            assert_eq!(
                text(|out, len| resistance_game_legal_commands_json(
                    game,
                    u32::from(seat),
                    out,
                    len
                )),
                json::to_json(&expected).expect("encodes")
            );
            assert_eq!(
                text(|out, len| resistance_game_view_json(game, u32::from(seat), out, len)),
                json::to_json(&native.view(Seat(seat)).expect("seat")).expect("encodes")
            );
            assert_eq!(
                text(|out, len| resistance_game_choices_json(game, u32::from(seat), out, len)),
                json::to_json(&native.choices(Seat(seat))).expect("encodes")
            );
        }
        let mut winner = ResistanceWinner::Spies;
        ok(resistance_game_winner(game, &mut winner));
        assert_eq!(winner, ResistanceWinner::None);
        let mut reason = ResistanceEndReason::Other;
        ok(resistance_game_end_reason(game, &mut reason));
        assert_eq!(reason, ResistanceEndReason::NotOver);
        let mut count = 99usize;
        ok(resistance_game_last_event_count(game, &mut count));
        assert_eq!(count, 0);
        assert_eq!(
            text(|out, len| resistance_game_seeded_config_json(game, out, len)),
            json::to_json(native.seeded_config()).expect("encodes")
        );
        resistance_game_free(game);
    }
}

#[test]
fn snapshots_and_clones_continue_the_same_game() {
    let game = new_game(5, 3);
    let saved = snapshot(game);
    let restored = game_of(resistance_game_restore_json, &saved);
    let mut cloned = ptr::null_mut();
    // SAFETY: live games, valid buffers and outputs.
    unsafe {
        ok(resistance_game_clone(game, &mut cloned));
        assert_eq!(snapshot(restored), saved);
        assert_eq!(snapshot(cloned), saved);
        let leader = leader_of(game);
        let team = [leader as u8, ((leader + 1) % 5) as u8];
        for each in [game, restored, cloned] {
            ok(resistance_game_propose(
                each,
                leader,
                team.as_ptr(),
                team.len(),
            ));
        }
        assert_eq!(snapshot(restored), snapshot(game));
        assert_eq!(snapshot(cloned), snapshot(game));
        for each in [game, restored, cloned] {
            resistance_game_free(each);
        }
    }
}

/// Runs `call` on a game and checks the status, the code, that the game did not
/// change and that the out-parameter was not written.
fn refused(
    game: *mut ResistanceGame,
    status: ResistanceStatus,
    code: &str,
    call: impl FnOnce(*mut *mut c_char, *mut usize) -> ResistanceStatus,
) -> String {
    let before = snapshot(game);
    let sentinel = ptr::without_provenance_mut::<c_char>(0x5a5a);
    let (mut out, mut len) = (sentinel, 77usize);
    resistance_last_error_clear();
    assert_eq!(call(&mut out, &mut len), status);
    assert_eq!(
        (out, len),
        (sentinel, 77),
        "out-parameters written on failure"
    );
    assert_eq!(snapshot(game), before, "a failed call changed the game");
    let (last_status, last_code, message) = last();
    assert_eq!(
        (last_status, last_code.as_str()),
        (status, code),
        "{message}"
    );
    assert!(!message.is_empty());
    message
}

/// `seat` sending the JSON `command` to `game` is [`refused`] with `status` and
/// `code`, and changes nothing.
///
/// # Safety
///
/// `game` is a live game.
unsafe fn refused_apply(
    game: *mut ResistanceGame,
    seat: u32,
    command: &[u8],
    status: ResistanceStatus,
    code: &str,
) -> String {
    refused(game, status, code, |out, len| {
        // SAFETY: the caller's live game, and `command.len()` readable bytes.
        unsafe { resistance_game_apply_json(game, seat, command.as_ptr(), command.len(), out, len) }
    })
}

#[test]
fn every_error_status_is_reported_and_changes_nothing() {
    let game = new_game(5, 11);
    let leader = leader_of(game);
    let follower = (leader + 1) % 5;
    let team = [leader as u8, follower as u8];
    // SAFETY: a live game and a team buffer of its length.
    let proposed = unsafe { resistance_game_propose(game, leader, team.as_ptr(), team.len()) };
    ok(proposed);
    let vote = br#"{"type":"vote","vote":"approve"}"#;
    // SAFETY (every call below): the buffers passed are valid for their lengths
    // and the game is live; the NULL and foreign pointers are what is tested.
    unsafe {
        // NULL pointers, one argument at a time.
        refused(
            game,
            ResistanceStatus::NullPointer,
            "null_pointer",
            |_, len| {
                resistance_game_apply_json(game, 0, vote.as_ptr(), vote.len(), ptr::null_mut(), len)
            },
        );
        refused(
            game,
            ResistanceStatus::NullPointer,
            "null_pointer",
            |out, len| resistance_game_apply_json(game, 0, ptr::null(), 0, out, len),
        );
        let message = refused(
            game,
            ResistanceStatus::NullPointer,
            "null_pointer",
            |out, len| resistance_game_view_json(ptr::null(), 0, out, len),
        );
        assert!(message.contains("`game`"), "{message}");
        // Text that is not UTF-8, and text with no NUL terminator (the length
        // excludes the rest of the buffer).
        let bad = b"{\"type\":\"le\xffave\"}";
        refused_apply(game, 0, bad, ResistanceStatus::InvalidUtf8, "invalid_utf8");
        let unterminated = b"{\"type\":\"vote\",\"vote\":\"reject\"}GARBAGE";
        let outcome = text(|out, len| {
            resistance_game_apply_json(game, follower, unterminated.as_ptr(), 31, out, len)
        });
        assert!(outcome.contains("voteCast"), "{outcome}");
        // Malformed JSON and well-formed JSON of the wrong shape.
        for bad in [&b"{\"type\":"[..], b"{\"type\":\"dance\"}", b"[]"] {
            refused_apply(game, 0, bad, ResistanceStatus::InvalidJson, "invalid_json");
        }
        // Refused by the rules: voting again.
        let again = b"{\"type\":\"vote\",\"vote\":\"approve\"}";
        refused_apply(
            game,
            follower,
            again,
            ResistanceStatus::CommandRefused,
            "already_voted",
        );
        // Seats past the table, small and huge.
        for seat in [5, 255, 256, u32::MAX] {
            refused_apply(
                game,
                seat,
                again,
                ResistanceStatus::NoSuchSeat,
                "no_such_seat",
            );
            refused(
                game,
                ResistanceStatus::NoSuchSeat,
                "no_such_seat",
                |out, len| resistance_game_view_json(game, seat, out, len),
            );
            refused(
                game,
                ResistanceStatus::NoSuchSeat,
                "no_such_seat",
                |out, len| resistance_game_legal_commands_json(game, seat, out, len),
            );
        }
        // Numbers out of range in typed calls.
        refused(
            game,
            ResistanceStatus::InvalidArgument,
            "invalid_argument",
            |_, _| resistance_game_vote(game, leader, 2),
        );
        refused(
            game,
            ResistanceStatus::InvalidArgument,
            "invalid_argument",
            |_, _| resistance_game_play_mission(game, leader, 7),
        );
        let long_team = [0u8; 17];
        refused(
            game,
            ResistanceStatus::InvalidArgument,
            "invalid_argument",
            |_, _| resistance_game_propose(game, leader, long_team.as_ptr(), long_team.len()),
        );
        // A pointer to something that is not a game.
        let foreign = [0u64; 64];
        let foreign = foreign.as_ptr().cast::<ResistanceGame>();
        refused(
            game,
            ResistanceStatus::InvalidHandle,
            "invalid_handle",
            |out, len| resistance_game_public_view_json(foreign, out, len),
        );
        resistance_game_free(foreign.cast_mut());
        assert_eq!(
            resistance_last_error_status(),
            ResistanceStatus::InvalidHandle
        );
        // The panic boundary.
        refused(game, ResistanceStatus::Panic, "panic", |_, _| {
            resistance_selftest_panic()
        });
        resistance_game_free(game);
    }
}

#[test]
fn configs_and_snapshots_the_engine_refuses() {
    let mut game = ptr::null_mut();
    let (mut opening, mut opening_len) = (ptr::null_mut(), 0);
    // SAFETY: valid buffers and writable outputs.
    unsafe {
        for (players, code) in [(4, "player_count"), (300, "player_count")] {
            assert_eq!(
                resistance_game_new(players, 1, &mut game),
                ResistanceStatus::InvalidConfig
            );
            assert_eq!(last().1, code);
        }
        assert!(last().2.contains("300"));
        assert_eq!(
            resistance_game_new(5, 1 << 53, &mut game),
            ResistanceStatus::InvalidConfig
        );
        assert_eq!(last().1, "seed_too_large");
        let config = br#"{"players":11,"seed":1}"#;
        assert_eq!(
            resistance_game_new_json(
                config.as_ptr(),
                config.len(),
                &mut game,
                &mut opening,
                &mut opening_len
            ),
            ResistanceStatus::InvalidConfig
        );
        assert!(game.is_null() && opening.is_null());
        let snapshot = br#"{"version":99,"game":{}}"#;
        assert_eq!(
            resistance_game_restore_json(snapshot.as_ptr(), snapshot.len(), &mut game),
            ResistanceStatus::SnapshotRefused
        );
        assert_eq!(last().1, "unsupported_snapshot_version");
        assert!(game.is_null());
    }
}

#[test]
fn the_last_error_is_per_thread_and_reading_it_does_not_change_it() {
    resistance_last_error_clear();
    assert_eq!(last(), (ResistanceStatus::Ok, String::new(), String::new()));
    assert_eq!(resistance_selftest_panic(), ResistanceStatus::Panic);
    // SAFETY: NULL outputs are what is tested.
    let status = unsafe { resistance_last_error_code(ptr::null_mut(), ptr::null_mut()) };
    assert_eq!(status, ResistanceStatus::NullPointer);
    assert_eq!(resistance_last_error_status(), ResistanceStatus::Panic);
    let other_thread = std::thread::spawn(|| resistance_last_error_status())
        .join()
        .expect("joins");
    ok(other_thread);
}

#[test]
fn the_reveal_script_is_the_cores_in_each_language() {
    let game = new_game(7, 3);
    let config = GameConfig::new(7, 3);
    for (number, language) in [
        (0, resistance_core::script::Language::English),
        (1, resistance_core::script::Language::Russian),
        (2, resistance_core::script::Language::Vietnamese),
    ] {
        // SAFETY: a live game and writable outputs.
        let json =
            text(|out, len| unsafe { resistance_game_reveal_script_json(game, number, out, len) });
        let expected = resistance_core::json::to_json(&resistance_core::script::narrated_script(
            &config, language,
        ))
        .expect("encodes");
        assert_eq!(json, expected);
    }
    let mut out = core::ptr::null_mut();
    let mut len = 0usize;
    // SAFETY: a live game and writable outputs.
    let status = unsafe { resistance_game_reveal_script_json(game, 3, &mut out, &mut len) };
    assert_eq!(status, ResistanceStatus::InvalidArgument);
    assert!(out.is_null(), "no output on failure");
    // SAFETY: a game from new_game, freed once.
    unsafe { resistance_game_free(game) };
}

#[test]
fn the_reveal_script_and_the_names_come_in_the_avalon_naming() {
    use resistance_core::{script::Language, script::Naming};
    let game = new_game(7, 3);
    let config = GameConfig::new(7, 3);
    for (number, naming) in [(0, Naming::Resistance), (1, Naming::Avalon)] {
        for (language_number, language) in [(0, Language::English), (1, Language::Russian)] {
            // SAFETY: a live game and writable outputs.
            let json = text(|out, len| unsafe {
                resistance_game_reveal_script_named_json(game, language_number, number, out, len)
            });
            let script = resistance_core::script::narrated_script_named(&config, language, naming);
            let expected = resistance_core::json::to_json(&script).expect("encodes");
            assert_eq!(json, expected);
            // SAFETY: writable outputs.
            let names = text(|out, len| unsafe {
                resistance_names_json(language_number, number, out, len)
            });
            let table = resistance_core::script::names(language, naming);
            assert_eq!(
                names,
                resistance_core::json::to_json(&table).expect("encodes")
            );
        }
    }
    // SAFETY: a live game and writable outputs.
    let avalon = text(|out, len| unsafe {
        resistance_game_reveal_script_named_json(game, 0, ResistanceNaming::Avalon as u32, out, len)
    });
    assert!(avalon.contains(r#""naming":"avalon""#), "{avalon}");
    assert!(
        avalon.contains("Minions of Mordred: open your eyes."),
        "{avalon}"
    );
    // SAFETY: writable outputs.
    let names = text(|out, len| unsafe { resistance_names_json(0, 1, out, len) });
    assert!(names.contains(r#""commander":"Merlin""#), "{names}");
    // The plain call is the Resistance naming's.
    // SAFETY: a live game and writable outputs.
    let plain = text(|out, len| unsafe { resistance_game_reveal_script_json(game, 0, out, len) });
    // SAFETY: as above.
    let resistance =
        text(|out, len| unsafe { resistance_game_reveal_script_named_json(game, 0, 0, out, len) });
    assert_eq!(plain, resistance);
    let (mut out, mut out_len) = (ptr::null_mut(), 0usize);
    let refused = answer(|| unsafe {
        // SAFETY: a live game and writable outputs.
        resistance_game_reveal_script_named_json(game, 0, 2, &mut out, &mut out_len)
    });
    assert_eq!(
        refused,
        (
            ResistanceStatus::InvalidArgument,
            "invalid_argument".into(),
            "naming 2 is none: RESISTANCE_NAMING_RESISTANCE (0) or RESISTANCE_NAMING_AVALON (1)"
                .into()
        )
    );
    // SAFETY: writable outputs.
    let refused = answer(|| unsafe { resistance_names_json(3, 0, &mut out, &mut out_len) });
    assert_eq!(refused.0, ResistanceStatus::InvalidArgument);
    // SAFETY: NULL outputs are what is tested.
    let refused = answer(|| unsafe { resistance_names_json(0, 0, ptr::null_mut(), &mut out_len) });
    assert_eq!(refused.0, ResistanceStatus::NullPointer);
    assert!(out.is_null(), "no output on failure");
    // SAFETY: a game from new_game, freed once.
    unsafe { resistance_game_free(game) };
}

/// The answer to one call: its status, then the last error's code and message.
fn answer(call: impl FnOnce() -> ResistanceStatus) -> (ResistanceStatus, String, String) {
    resistance_last_error_clear();
    let status = call();
    let (last_status, code, message) = last();
    assert_eq!(
        last_status, status,
        "the last error holds the status returned"
    );
    (status, code, message)
}

/// The rows of docs/bad-input.md's "C library" table, each as the library answers
/// it: if one of these fails, update the table with the new answer.
#[test]
fn bad_pointers_and_buffers_get_the_answers_in_the_bad_input_table() {
    let game = new_game(5, 2026);
    let before = snapshot(game);
    let leave = br#"{"type":"leave"}"#;
    let config = br#"{"players":5,"seed":1}"#;
    let (mut out, mut out_len) = (ptr::without_provenance_mut::<c_char>(0x5a5a), 77usize);
    let mut out_game = ptr::without_provenance_mut::<ResistanceGame>(0x5a5a);
    let untouched = |out: *mut c_char, len: usize| {
        assert_eq!(
            (out as usize, len),
            (0x5a5a, 77),
            "an out-parameter was written"
        );
    };
    let null_pointer = |argument: &str| {
        (
            ResistanceStatus::NullPointer,
            "null_pointer".to_owned(),
            format!("the argument `{argument}` is NULL"),
        )
    };
    // SAFETY (every call below): the buffers are valid for the lengths passed but
    // where a NULL or foreign pointer is what is tested.
    unsafe {
        // A NULL game handle, whatever the call.
        assert_eq!(
            answer(|| resistance_game_apply_json(
                ptr::null_mut(),
                0,
                leave.as_ptr(),
                leave.len(),
                &mut out,
                &mut out_len
            )),
            null_pointer("game")
        );
        assert_eq!(
            answer(|| resistance_game_vote(ptr::null_mut(), 0, 0)),
            null_pointer("game")
        );
        let mut leader = 7u32;
        assert_eq!(
            answer(|| resistance_game_leader(ptr::null(), &mut leader)),
            null_pointer("game")
        );
        assert_eq!(leader, 7);
        // A NULL out-parameter: refused before anything is done.
        assert_eq!(
            answer(|| resistance_game_apply_json(
                game,
                0,
                leave.as_ptr(),
                leave.len(),
                ptr::null_mut(),
                &mut out_len
            )),
            null_pointer("out_outcome")
        );
        assert_eq!(
            answer(|| resistance_game_view_json(game, 0, &mut out, ptr::null_mut())),
            null_pointer("out_len")
        );
        assert_eq!(
            answer(|| resistance_game_leader(game, ptr::null_mut())),
            null_pointer("out")
        );
        assert_eq!(
            answer(|| resistance_game_new_json(
                config.as_ptr(),
                config.len(),
                &mut out_game,
                ptr::null_mut(),
                &mut out_len
            )),
            null_pointer("out_opening")
        );
        assert_eq!(out_game as usize, 0x5a5a, "no game made");
        untouched(out, out_len);
        // A NULL input, with a length and with none.
        for len in [22, 0] {
            assert_eq!(
                answer(|| resistance_game_new_json(
                    ptr::null(),
                    len,
                    &mut out_game,
                    &mut out,
                    &mut out_len
                )),
                null_pointer("config")
            );
            assert_eq!(
                answer(|| resistance_game_apply_json(
                    game,
                    0,
                    ptr::null(),
                    len,
                    &mut out,
                    &mut out_len
                )),
                null_pointer("command")
            );
            assert_eq!(
                answer(|| resistance_game_propose(game, 0, ptr::null(), len)),
                null_pointer("team")
            );
        }
        untouched(out, out_len);
        // A real buffer of length 0: empty text, an empty team.
        assert_eq!(
            answer(|| resistance_game_apply_json(
                game,
                0,
                leave.as_ptr(),
                0,
                &mut out,
                &mut out_len
            )),
            (
                ResistanceStatus::InvalidJson,
                "invalid_json".to_owned(),
                "invalid JSON: EOF while parsing a value at line 1 column 0".to_owned()
            )
        );
        let leader = leader_of(game);
        assert_eq!(
            answer(|| resistance_game_propose(game, leader, leave.as_ptr(), 0)).1,
            "wrong_team_size"
        );
        // Bytes that are not UTF-8.
        let latin1 = b"{\"type\":\"l\xe9ave\"}";
        assert_eq!(
            answer(|| resistance_game_apply_json(
                game,
                0,
                latin1.as_ptr(),
                latin1.len(),
                &mut out,
                &mut out_len
            )),
            (
                ResistanceStatus::InvalidUtf8,
                "invalid_utf8".to_owned(),
                "`command` is not valid UTF-8: invalid utf-8 sequence of 1 bytes from index 10"
                    .to_owned()
            )
        );
        // NUL bytes are text like any other: the length says where the text ends.
        let nul_after = b"{\"type\":\"leave\"}\0";
        assert_eq!(
            answer(|| resistance_game_apply_json(
                game,
                0,
                nul_after.as_ptr(),
                nul_after.len(),
                &mut out,
                &mut out_len
            )),
            (
                ResistanceStatus::InvalidJson,
                "invalid_json".to_owned(),
                "invalid JSON: trailing characters at line 1 column 17".to_owned()
            )
        );
        let nul_inside = b"{\"type\":\"le\0ave\"}";
        assert_eq!(
            answer(|| resistance_game_apply_json(
                game,
                0,
                nul_inside.as_ptr(),
                nul_inside.len(),
                &mut out,
                &mut out_len
            ))
            .2,
            "invalid JSON: control character (\\u0000-\\u001F) found while parsing a string at line 1 column 12"
        );
        // An escaped NUL decodes to a NUL the message quotes: C gets it as `\u0000`.
        let escaped = br#"{"type":"le\u0000ave"}"#;
        let (status, _, message) = answer(|| {
            resistance_game_apply_json(
                game,
                0,
                escaped.as_ptr(),
                escaped.len(),
                &mut out,
                &mut out_len,
            )
        });
        assert_eq!(status, ResistanceStatus::InvalidJson);
        assert!(
            message.starts_with("invalid JSON: `type` must be one of `proposeTeam`, ")
                && message.contains("not `le\\u0000ave`"),
            "{message}"
        );
        // A length larger than any buffer is refused before anything is read (a
        // smaller length past the end of the buffer is the caller's undefined
        // behaviour: it cannot be checked).
        let huge = usize::MAX;
        let message = format!("the length of `command` ({huge}) is larger than any buffer");
        assert_eq!(
            answer(|| resistance_game_apply_json(
                game,
                0,
                leave.as_ptr(),
                huge,
                &mut out,
                &mut out_len
            )),
            (
                ResistanceStatus::InvalidArgument,
                "invalid_argument".to_owned(),
                message
            )
        );
        untouched(out, out_len);
        // Numbers past any table or out of range.
        assert_eq!(
            answer(|| resistance_game_vote(game, u32::MAX, 0)),
            (
                ResistanceStatus::NoSuchSeat,
                "no_such_seat".to_owned(),
                "there is no seat 4294967295: this table seats players 0 to 4".to_owned()
            )
        );
        assert_eq!(
            answer(|| resistance_game_inspect(game, 0, 256)).2,
            "`target` 256 is not a seat number (seats are 0 to 255 at most)"
        );
        assert_eq!(
            answer(|| resistance_game_vote(game, 0, 2)).2,
            "vote 2 is neither RESISTANCE_VOTE_APPROVE (0) nor RESISTANCE_VOTE_REJECT (1)"
        );
        assert_eq!(
            answer(|| resistance_game_give_plot_card(game, 0, 9, 1)).2,
            "`card` 9 is not a plot card (RESISTANCE_PLOT_CARD_*, 0 to 8)"
        );
        let opinion_maker = ResistancePlotCard::OpinionMaker as u32;
        assert_eq!(
            answer(|| resistance_game_use_plot_card(game, 0, opinion_maker, 1, 0)).2,
            "Opinion Maker is permanent: it is never used (RESISTANCE_PLOT_CARD_OPINION_MAKER)"
        );
        let seventeen = [0u8; 17];
        assert_eq!(
            answer(|| resistance_game_propose(game, 0, seventeen.as_ptr(), 17)).2,
            "`team` lists at most 16 seats, not 17"
        );
        assert_eq!(
            answer(|| resistance_game_reveal_script_json(game, 3, &mut out, &mut out_len)).2,
            "language must be 0 (English), 1 (Russian) or 2 (Vietnamese)"
        );
        assert_eq!(
            answer(|| resistance_game_new(300, 1, &mut out_game)),
            (
                ResistanceStatus::InvalidConfig,
                "player_count".to_owned(),
                "a game needs 5 to 10 players, not 300".to_owned()
            )
        );
        untouched(out, out_len);
        // A pointer to something that is not a game (the tag differs), and a game's
        // pointer moved off its alignment.
        let foreign = [0u64; 4];
        let not_a_game = (
            ResistanceStatus::InvalidHandle,
            "invalid_handle".to_owned(),
            "the argument `game` is not a live game made by this library".to_owned(),
        );
        let foreign_game = foreign.as_ptr().cast::<ResistanceGame>();
        assert_eq!(
            answer(|| resistance_game_snapshot_json(foreign_game, &mut out, &mut out_len)),
            not_a_game
        );
        let misaligned = game.cast::<u8>().wrapping_add(1).cast::<ResistanceGame>();
        assert_eq!(answer(|| resistance_game_leave(misaligned, 0)), not_a_game);
        // A handle of the other kind: a Cells game where a game is expected, and
        // the other way round.
        let cells_config = br#"{"players":3,"seed":1}"#;
        let mut cells = ptr::null_mut();
        let (mut opening, mut opening_len) = (ptr::null_mut(), 0);
        ok(resistance_cells_new_json(
            cells_config.as_ptr(),
            cells_config.len(),
            &mut cells,
            &mut opening,
            &mut opening_len,
        ));
        take(opening, opening_len);
        let cells_before = text(|out, len| resistance_cells_snapshot_json(cells, out, len));
        assert_eq!(
            answer(|| resistance_game_public_view_json(
                cells.cast::<ResistanceGame>(),
                &mut out,
                &mut out_len
            )),
            not_a_game
        );
        assert_eq!(
            answer(|| resistance_cells_snapshot_json(
                game.cast::<ResistanceCellsGame>(),
                &mut out,
                &mut out_len
            )),
            not_a_game
        );
        untouched(out, out_len);
        // Freeing any of them leaves it alone, and says so in the last error.
        resistance_last_error_clear();
        resistance_game_free(foreign_game.cast_mut());
        assert_eq!(last(), not_a_game);
        assert_eq!(foreign, [0u64; 4]);
        resistance_game_free(misaligned);
        assert_eq!(last(), not_a_game);
        resistance_last_error_clear();
        resistance_game_free(cells.cast::<ResistanceGame>());
        assert_eq!(last(), not_a_game);
        resistance_last_error_clear();
        resistance_cells_free(game.cast::<ResistanceCellsGame>());
        assert_eq!(last(), not_a_game);
        assert_eq!(
            text(|out, len| resistance_cells_snapshot_json(cells, out, len)),
            cells_before
        );
        resistance_cells_free(cells);
        // NULL is ignored by the two frees, and the last error stays as it was.
        resistance_game_free(ptr::null_mut());
        resistance_string_free(ptr::null_mut());
        assert_eq!(last(), not_a_game);
        // The last-error calls refuse NULL without recording it.
        assert_eq!(
            resistance_last_error_message(ptr::null_mut(), &mut out_len),
            ResistanceStatus::NullPointer
        );
        assert_eq!(last(), not_a_game);
        untouched(out, out_len);
        // Out-parameters need not be aligned.
        let mut slots = [0u8; 32];
        // One pointer to the buffer for both: a second `as_mut_ptr()` reborrows the
        // array mutably, which invalidates the first pointer (Miri's Stacked Borrows).
        let slots = slots.as_mut_ptr();
        let (text_out, len_out) = (
            slots.wrapping_add(1).cast::<*mut c_char>(),
            slots.wrapping_add(19).cast::<usize>(),
        );
        ok(resistance_game_result_json(game, text_out, len_out));
        assert_eq!(
            take(text_out.read_unaligned(), len_out.read_unaligned()),
            "null"
        );
        // Nothing above changed the game; it plays on.
        assert_eq!(snapshot(game), before);
        let team = [leader as u8, ((leader + 1) % 5) as u8];
        ok(resistance_game_propose(
            game,
            leader,
            team.as_ptr(),
            team.len(),
        ));
        resistance_game_free(game);
    }
}

/// A Cells game made through C from `config`, and the opening it handed over.
fn new_cells(config: &str) -> (*mut ResistanceCellsGame, String) {
    let mut game = ptr::null_mut();
    let opening = text(|out, len| unsafe {
        resistance_cells_new_json(config.as_ptr(), config.len(), &mut game, out, len)
    });
    (game, opening)
}

/// `seat` sends the JSON `command` to a Cells game through C: the outcome.
///
/// # Safety
///
/// `cells` is a live Cells game.
unsafe fn apply_cells(cells: *mut ResistanceCellsGame, seat: Seat, command: &str) -> String {
    let seat = u32::from(seat.0);
    // SAFETY: the caller's live game, and `command.len()` readable bytes.
    text(|out, len| unsafe {
        resistance_cells_apply_json(cells, seat, command.as_ptr(), command.len(), out, len)
    })
}

/// How many events `{"events":[...]}` holds.
fn event_count(outcome: &str) -> usize {
    let value: serde_json::Value = serde_json::from_str(outcome).expect("JSON");
    value["events"].as_array().expect("an events array").len()
}

#[test]
fn openings_are_kept_for_games_set_up_here_and_null_for_restored_ones() {
    // SAFETY (every call below): live games, valid buffers and outputs.
    unsafe {
        // The base game: the opening new_json handed over, or that Game::start
        // makes, whatever is played afterwards, and in clones.
        let config = r#"{"players":7,"seed":42,"assassin":{"bodyGuard":false}}"#;
        let mut game = ptr::null_mut();
        let opening = text(|out, len| {
            resistance_game_new_json(config.as_ptr(), config.len(), &mut game, out, len)
        });
        assert_eq!(opening, core_opening::<Game>(config));
        let opening_of = |game| text(|out, len| resistance_game_opening_json(game, out, len));
        assert_eq!(opening_of(game), opening);
        let leader = leader_of(game);
        let team = [leader as u8, ((leader + 1) % 7) as u8];
        ok(resistance_game_propose(
            game,
            leader,
            team.as_ptr(),
            team.len(),
        ));
        assert_eq!(opening_of(game), opening);
        let mut cloned = ptr::null_mut();
        ok(resistance_game_clone(game, &mut cloned));
        assert_eq!(opening_of(cloned), opening);
        // resistance_game_new hands over no opening: this call is how to get it.
        let typed = new_game(5, 2026);
        let mut other = ptr::null_mut();
        let five = br#"{"players":5,"seed":2026}"#;
        let five_opening = text(|out, len| {
            resistance_game_new_json(five.as_ptr(), five.len(), &mut other, out, len)
        });
        assert_eq!(opening_of(typed), five_opening);
        // A snapshot holds no opening.
        let saved = snapshot(game);
        let restored = game_of(resistance_game_restore_json, &saved);
        assert_eq!(opening_of(restored), "null");
        let mut restored_clone = ptr::null_mut();
        ok(resistance_game_clone(restored, &mut restored_clone));
        assert_eq!(opening_of(restored_clone), "null");
        for each in [game, cloned, typed, other, restored, restored_clone] {
            resistance_game_free(each);
        }

        // Cells: the same.
        let config = r#"{"players":4,"seed":9}"#;
        let (cells, opening) = new_cells(config);
        assert_eq!(opening, core_opening::<CellsGame>(config));
        let cells_opening = |game| text(|out, len| resistance_cells_opening_json(game, out, len));
        assert_eq!(cells_opening(cells), opening);
        let native = CellsGame::new(CellsConfig::new(4, 9)).expect("game");
        let seat = native
            .awaiting()
            .into_iter()
            .next()
            .expect("someone is awaited");
        let command = json::to_json(&native.legal_commands(seat)[0]).expect("JSON");
        let _ = apply_cells(cells, seat, &command);
        assert_eq!(cells_opening(cells), opening);
        let mut copy = ptr::null_mut();
        ok(resistance_cells_clone(cells, &mut copy));
        assert_eq!(cells_opening(copy), opening);
        let saved = text(|out, len| resistance_cells_snapshot_json(cells, out, len));
        let restored = game_of(resistance_cells_restore_json, &saved);
        assert_eq!(cells_opening(restored), "null");
        for each in [cells, copy, restored] {
            resistance_cells_free(each);
        }
    }
}

/// Cells games through C keep their last outcome as the base game does, and
/// every outcome is the native game's, byte for byte.
#[test]
fn cells_games_keep_their_last_outcome_and_replay_the_native_game() {
    // Under Miri, the first game only, and only its first steps (below).
    for (players, seed) in [(3u8, 1u64), (4, 7), (3, 2026)]
        .into_iter()
        .take(scaled(3, 1))
    {
        let config = format!(r#"{{"players":{players},"seed":{seed}}}"#);
        let (cells, _) = new_cells(&config);
        let mut native = Recorded::<CellsGame>::new(CellsConfig::new(players, seed)).expect("game");
        let mut rng = GameRng::from_seed_number(seed);
        // SAFETY (every call below): a live game, valid buffers and outputs.
        unsafe {
            let last = |game| text(|out, len| resistance_cells_last_outcome_json(game, out, len));
            let count = |game| {
                let mut count = 99usize;
                ok(resistance_cells_last_event_count(game, &mut count));
                count
            };
            assert_eq!(last(cells), r#"{"events":[]}"#);
            assert_eq!(count(cells), 0);
            // Under Miri, the first 30 steps (the whole game took 176 s of its clock).
            for _ in 0..scaled(300, 30) {
                let Some(seat) = native.awaiting().into_iter().next() else {
                    break;
                };
                let legal = native.legal_commands(seat);
                let command = legal[rng.below(legal.len() as u32) as usize];
                let expected =
                    json::to_json(&native.apply(seat, command).expect("legal")).expect("JSON");
                let command = json::to_json(&command).expect("JSON");
                let outcome = apply_cells(cells, seat, &command);
                assert_eq!(outcome, expected);
                assert_eq!(last(cells), expected);
                assert_eq!(count(cells), event_count(&expected));
                let mut awaiting = 0u32;
                ok(resistance_cells_awaiting(cells, &mut awaiting));
                assert_eq!(awaiting, u32::from(native.awaiting().bits()));
            }
            // A refused command leaves the last outcome as it was; a clone carries
            // it over, a restored game starts empty.
            let before = last(cells);
            let bad = br#"{"type":"scoutDeck","x":1}"#;
            let (mut out, mut len) = (ptr::null_mut(), 0);
            assert_eq!(
                resistance_cells_apply_json(cells, 0, bad.as_ptr(), bad.len(), &mut out, &mut len),
                ResistanceStatus::InvalidJson
            );
            assert_eq!(last(cells), before);
            let mut copy = ptr::null_mut();
            ok(resistance_cells_clone(cells, &mut copy));
            assert_eq!(last(copy), before);
            assert_eq!(count(copy), count(cells));
            let saved = text(|out, len| resistance_cells_snapshot_json(cells, out, len));
            assert_eq!(saved, json::to_json(&native.record()).expect("JSON"));
            let restored = game_of(resistance_cells_restore_json, &saved);
            assert_eq!(last(restored), r#"{"events":[]}"#);
            assert_eq!(count(restored), 0);
            for each in [cells, copy, restored] {
                resistance_cells_free(each);
            }
        }
    }
}

/// The new calls refuse what every call refuses: NULL, a foreign pointer, a
/// handle of the other kind; with the same status, code and message.
#[test]
fn the_opening_and_last_outcome_calls_refuse_like_every_call() {
    let game = new_game(5, 1);
    let (cells, _) = new_cells(r#"{"players":3,"seed":1}"#);
    let not_a_game = (
        ResistanceStatus::InvalidHandle,
        "invalid_handle".to_owned(),
        "the argument `game` is not a live game made by this library".to_owned(),
    );
    let null = |argument: &str| {
        (
            ResistanceStatus::NullPointer,
            "null_pointer".to_owned(),
            format!("the argument `{argument}` is NULL"),
        )
    };
    let foreign = [0u64; 4];
    let (mut out, mut out_len) = (ptr::without_provenance_mut::<c_char>(0x5a5a), 77usize);
    let mut count = 77usize;
    // SAFETY (every call below): the buffers are valid but where a NULL, foreign or
    // other-kind pointer is what is tested.
    unsafe {
        let as_game = cells.cast::<ResistanceGame>();
        let as_cells = game.cast::<ResistanceCellsGame>();
        assert_eq!(
            answer(|| resistance_game_opening_json(as_game, &mut out, &mut out_len)),
            not_a_game
        );
        assert_eq!(
            answer(|| resistance_cells_opening_json(as_cells, &mut out, &mut out_len)),
            not_a_game
        );
        assert_eq!(
            answer(|| resistance_cells_last_outcome_json(as_cells, &mut out, &mut out_len)),
            not_a_game
        );
        assert_eq!(
            answer(|| resistance_cells_last_event_count(as_cells, &mut count)),
            not_a_game
        );
        assert_eq!(
            answer(|| resistance_cells_last_event_count(foreign.as_ptr().cast(), &mut count)),
            not_a_game
        );
        assert_eq!(
            answer(|| resistance_game_opening_json(ptr::null(), &mut out, &mut out_len)),
            null("game")
        );
        assert_eq!(
            answer(|| resistance_cells_opening_json(cells, ptr::null_mut(), &mut out_len)),
            null("out")
        );
        assert_eq!(
            answer(|| resistance_cells_last_outcome_json(cells, &mut out, ptr::null_mut())),
            null("out_len")
        );
        assert_eq!(
            answer(|| resistance_cells_last_event_count(cells, ptr::null_mut())),
            null("out")
        );
        assert_eq!((out as usize, out_len, count), (0x5a5a, 77, 77));
        resistance_game_free(game);
        resistance_cells_free(cells);
    }
}
