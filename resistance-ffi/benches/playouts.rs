//! Random playouts per second, three ways in one run: the engine called natively,
//! the typed C calls and the JSON C calls (the exported `extern "C"` functions,
//! called through the C ABI as a host would, panic boundary and checks included).
//!
//! ```text
//! cargo bench -p resistance-ffi --bench playouts [-- --games N --rounds R]
//! ```
//!
//! All three play the very same games: game `i` has seed `i`, and the bots draw
//! the same decisions from the same generator, so the number of commands must
//! agree (it is checked). Each step: pick a random awaited seat, ask what it may
//! do, pick a random legal command (never leaving), apply it.
//!
//! - native: `Game::awaiting`, `Game::choices`, `Game::apply`;
//! - typed C: `resistance_game_awaiting`, `resistance_game_choices`, then
//!   `resistance_game_propose` / `_vote` / `_play_mission`;
//! - JSON C: `resistance_game_new_json`, `resistance_game_awaiting`, then
//!   `resistance_game_choices_json` (decoded by the host), the command written
//!   as JSON and `resistance_game_apply_json` (the outcome's JSON freed unread).
//!
//! The C program `benches/playouts.c` measures the same through the shared
//! library from C; `benches/run.sh` runs both.

// Calling a C ABI takes raw pointers; each unsafe block says why it is sound.
#![allow(unsafe_code)]

use core::{ffi::c_char, ptr};
use resistance_core::{Choices, Command, Game, GameConfig, GameRng, MissionCard, Seat, SeatSet};
use resistance_ffi::*;
use std::{hint::black_box, process::ExitCode, time::Duration};

/// The time this thread has spent on a CPU: on a machine busy with other work
/// it measures the playouts rather than the waiting for a core. Wall-clock time
/// elsewhere.
#[derive(Clone, Copy)]
struct Clock(Duration);

#[cfg(all(target_os = "linux", target_pointer_width = "64"))]
impl Clock {
    fn now() -> Clock {
        #[repr(C)]
        struct Timespec {
            seconds: i64,
            nanoseconds: i64,
        }
        unsafe extern "C" {
            fn clock_gettime(clock: i32, time: *mut Timespec) -> i32;
        }
        const CLOCK_THREAD_CPUTIME_ID: i32 = 3;
        let mut time = Timespec {
            seconds: 0,
            nanoseconds: 0,
        };
        // SAFETY: clock_gettime writes one timespec through a valid pointer.
        let status = unsafe { clock_gettime(CLOCK_THREAD_CPUTIME_ID, &mut time) };
        assert_eq!(status, 0, "clock_gettime failed");
        Clock(Duration::new(time.seconds as u64, time.nanoseconds as u32))
    }

    const KIND: &str = "thread CPU time";
}

#[cfg(not(all(target_os = "linux", target_pointer_width = "64")))]
impl Clock {
    fn now() -> Clock {
        use std::{sync::OnceLock, time::Instant};
        static START: OnceLock<Instant> = OnceLock::new();
        Clock(START.get_or_init(Instant::now).elapsed())
    }

    const KIND: &str = "wall-clock time";
}

impl Clock {
    fn elapsed(self) -> Duration {
        Clock::now().0.saturating_sub(self.0)
    }
}

const PLAYERS: u8 = 7;
const DEFAULT_GAMES: u64 = 20_000;
const DEFAULT_ROUNDS: u32 = 7;

const USAGE: &str = "Usage: playouts [--games N] [--rounds R]

Plays N random 7-player games (default 20000) natively and through the typed C
calls, R rounds each (default 7), keeping the best round, then N/10 games through
the JSON C calls; prints playouts per second and the ratios to native.";

/// Keeps the bots' stream apart from the game's own generator.
const BOT_SALT: u64 = 0xB07_5EED;

/// One bot decision, the same whichever way the game is driven.
enum Decision {
    Propose(SeatSet),
    Vote(bool),
    Play(MissionCard),
}

/// A random member of `seats` (not empty).
fn pick_seat(seats: SeatSet, rng: &mut GameRng) -> Seat {
    let index = rng.below(u32::from(seats.len())) as usize;
    seats.iter().nth(index).unwrap_or(Seat(0))
}

/// What a seat may do, as the bots read it: the engine's `Choices` and the C struct
/// `ResistanceChoices` both say it, so that both paths make the same draws.
struct Offer {
    /// The seats a team may be drawn from, and its size, when the seat leads.
    propose: Option<(SeatSet, u32)>,
    vote: bool,
    play_success: bool,
    play_fail: bool,
}

impl From<&Choices> for Offer {
    fn from(choices: &Choices) -> Offer {
        Offer {
            propose: choices
                .propose
                .map(|team| (team.from, u32::from(team.size))),
            vote: choices.vote,
            play_success: choices.play_success,
            play_fail: choices.play_fail,
        }
    }
}

/// Read straight off the C struct, as a C host would.
impl From<&ResistanceChoices> for Offer {
    fn from(choices: &ResistanceChoices) -> Offer {
        Offer {
            propose: choices.propose.then(|| {
                (
                    SeatSet::from_bits(choices.team_from as u16),
                    choices.team_size,
                )
            }),
            vote: choices.vote,
            play_success: choices.play_success,
            play_fail: choices.play_fail,
        }
    }
}

fn decide(offer: Offer, rng: &mut GameRng) -> Option<Decision> {
    if let Some((from, size)) = offer.propose {
        // Draw `size` distinct seats.
        let mut left = from;
        let mut team = SeatSet::EMPTY;
        for _ in 0..size {
            let seat = pick_seat(left, rng);
            left.remove(seat);
            team.insert(seat);
        }
        return Some(Decision::Propose(team));
    }
    if offer.vote {
        return Some(Decision::Vote(rng.below(2) == 0));
    }
    if offer.play_success {
        let fail = offer.play_fail && rng.below(2) == 0;
        return Some(Decision::Play(if fail {
            MissionCard::Fail
        } else {
            MissionCard::Success
        }));
    }
    None
}

fn native(games: u64) -> (Duration, u64) {
    let mut applies = 0;
    let start = Clock::now();
    for index in 0..games {
        let Ok(mut game) = Game::new(GameConfig::new(PLAYERS, index)) else {
            unreachable!("a valid configuration")
        };
        let mut rng = GameRng::from_seed_number(index ^ BOT_SALT);
        loop {
            let awaiting = game.awaiting();
            if awaiting.is_empty() {
                break;
            }
            let seat = pick_seat(awaiting, &mut rng);
            let Some(decision) = decide(Offer::from(&game.choices(seat)), &mut rng) else {
                unreachable!("an awaited seat has something to do")
            };
            let command = match decision {
                Decision::Propose(team) => Command::propose(team),
                Decision::Vote(approve) => Command::vote(approve),
                Decision::Play(card) => Command::play(card),
            };
            let _ = black_box(game.apply(seat, command));
            applies += 1;
        }
        black_box(&game);
    }
    (start.elapsed(), applies)
}

fn ok(status: ResistanceStatus) {
    assert_eq!(status, ResistanceStatus::Ok, "a bench call failed");
}

/// The seat the bots move next in a game driven through C, as [`native`] picks it:
/// a random awaited seat, or `None` once the game is over.
///
/// # Safety
///
/// `game` is a live game.
unsafe fn awaited_seat(game: *const ResistanceGame, rng: &mut GameRng) -> Option<Seat> {
    let mut awaiting = 0;
    // SAFETY: the caller's promise; `awaiting` is writable.
    ok(unsafe { resistance_game_awaiting(game, &mut awaiting) });
    (awaiting != 0).then(|| pick_seat(SeatSet::from_bits(awaiting as u16), rng))
}

fn typed(games: u64) -> (Duration, u64) {
    let mut applies = 0;
    let start = Clock::now();
    for index in 0..games {
        let mut game = ptr::null_mut();
        // SAFETY (every call in this loop): `game` is a live game made just above
        // and freed once at the end; the outputs and the team buffer are valid.
        unsafe {
            ok(resistance_game_new(u32::from(PLAYERS), index, &mut game));
            let mut rng = GameRng::from_seed_number(index ^ BOT_SALT);
            while let Some(seat) = awaited_seat(game, &mut rng) {
                let number = u32::from(seat.0);
                let mut choices = ResistanceChoices::default();
                ok(resistance_game_choices(game, number, &mut choices));
                let Some(decision) = decide(Offer::from(&choices), &mut rng) else {
                    unreachable!("an awaited seat has something to do")
                };
                ok(match decision {
                    Decision::Propose(team) => {
                        let mut seats = [0u8; 16];
                        let mut len = 0;
                        for (slot, member) in seats.iter_mut().zip(team) {
                            *slot = member.0;
                            len += 1;
                        }
                        resistance_game_propose(game, number, seats.as_ptr(), len)
                    }
                    Decision::Vote(approve) => resistance_game_vote(
                        game,
                        number,
                        if approve {
                            ResistanceVote::Approve
                        } else {
                            ResistanceVote::Reject
                        } as u32,
                    ),
                    Decision::Play(card) => resistance_game_play_mission(
                        game,
                        number,
                        match card {
                            MissionCard::Fail => ResistanceMissionCard::Fail,
                            _ => ResistanceMissionCard::Success,
                        } as u32,
                    ),
                });
                applies += 1;
            }
            resistance_game_free(black_box(game));
        }
    }
    (start.elapsed(), applies)
}

/// Copies and frees a string the library handed over.
///
/// # Safety
///
/// `text` and `len` as handed over by the library.
unsafe fn take(text: *mut c_char, len: usize) -> String {
    // SAFETY: the library handed over `len` UTF-8 bytes at `text`.
    let bytes = unsafe { core::slice::from_raw_parts(text.cast::<u8>(), len) };
    let copy = String::from_utf8_lossy(bytes).into_owned();
    // SAFETY: handed over by the library, freed once.
    unsafe { resistance_string_free(text) };
    copy
}

fn json(games: u64) -> (Duration, u64) {
    let mut applies = 0;
    let start = Clock::now();
    for index in 0..games {
        let config = format!(r#"{{"players":{PLAYERS},"seed":{index}}}"#);
        let mut game = ptr::null_mut();
        let (mut text, mut len) = (ptr::null_mut(), 0);
        // SAFETY (every call in this loop): `game` is a live game made just above
        // and freed once at the end; the buffers and outputs are valid, and every
        // handed-over string is freed once by `take`.
        unsafe {
            ok(resistance_game_new_json(
                config.as_ptr(),
                config.len(),
                &mut game,
                &mut text,
                &mut len,
            ));
            black_box(take(text, len));
            let mut rng = GameRng::from_seed_number(index ^ BOT_SALT);
            while let Some(seat) = awaited_seat(game, &mut rng) {
                let number = u32::from(seat.0);
                ok(resistance_game_choices_json(
                    game, number, &mut text, &mut len,
                ));
                let choices: Choices =
                    serde_json::from_str(&take(text, len)).expect("the choices decode");
                let Some(decision) = decide(Offer::from(&choices), &mut rng) else {
                    unreachable!("an awaited seat has something to do")
                };
                let command = match decision {
                    Decision::Propose(team) => {
                        let seats: Vec<String> = team.iter().map(|s| s.0.to_string()).collect();
                        format!(r#"{{"type":"proposeTeam","team":[{}]}}"#, seats.join(","))
                    }
                    Decision::Vote(true) => r#"{"type":"vote","vote":"approve"}"#.to_owned(),
                    Decision::Vote(false) => r#"{"type":"vote","vote":"reject"}"#.to_owned(),
                    Decision::Play(MissionCard::Fail) => {
                        r#"{"type":"playMission","card":"fail"}"#.to_owned()
                    }
                    Decision::Play(_) => r#"{"type":"playMission","card":"success"}"#.to_owned(),
                };
                ok(resistance_game_apply_json(
                    game,
                    number,
                    command.as_ptr(),
                    command.len(),
                    &mut text,
                    &mut len,
                ));
                resistance_string_free(black_box(text));
                applies += 1;
            }
            resistance_game_free(game);
        }
    }
    (start.elapsed(), applies)
}

/// What the command line asked for.
struct Options {
    games: u64,
    rounds: u32,
}

fn parse_args() -> Result<Options, String> {
    let mut options = Options {
        games: DEFAULT_GAMES,
        rounds: DEFAULT_ROUNDS,
    };
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--games" | "--rounds" => {
                let value = args.next().ok_or_else(|| format!("{arg} needs a value"))?;
                let number = value
                    .parse::<u64>()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or_else(|| format!("{arg} takes a number from 1 up, not '{value}'"))?;
                if arg == "--games" {
                    options.games = number;
                } else {
                    options.rounds = u32::try_from(number).map_err(|_| "too many rounds")?;
                }
            }
            // `cargo bench` passes --bench to every bench target.
            "--bench" => {}
            other => return Err(format!("unknown argument '{other}'")),
        }
    }
    Ok(options)
}

fn main() -> ExitCode {
    let Options { games, rounds } = match parse_args() {
        Ok(options) => options,
        Err(message) => {
            eprintln!("playouts: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    if cfg!(debug_assertions) {
        eprintln!("playouts: a debug build; use `cargo bench` for meaningful numbers");
    }
    // Warm-up, so that the first timed pass does not pay for cold caches.
    native(games / 10 + 1);
    typed(games / 10 + 1);

    // Native and typed alternate, round after round, and each keeps its best
    // round: on a busy machine that is the least disturbed measurement.
    let (mut native_best, mut typed_best) = (Duration::MAX, Duration::MAX);
    let mut applies = 0;
    for _ in 0..rounds {
        let (native_time, native_applies) = native(games);
        let (typed_time, typed_applies) = typed(games);
        assert_eq!(
            native_applies, typed_applies,
            "the runs played different games"
        );
        applies = native_applies;
        native_best = native_best.min(native_time);
        typed_best = typed_best.min(typed_time);
    }
    // JSON is an order of magnitude slower: a tenth of the games, best of two.
    let json_games = (games / 10).max(1);
    let (_, native_json_applies) = native(json_games);
    let mut json_best = Duration::MAX;
    for _ in 0..2 {
        let (json_time, json_applies) = json(json_games);
        assert_eq!(
            native_json_applies, json_applies,
            "the runs played different games"
        );
        json_best = json_best.min(json_time);
    }

    let native_rate = games as f64 / native_best.as_secs_f64();
    println!(
        "random {PLAYERS}-player games, {:.1} commands per game; best of {rounds} rounds, {}",
        applies as f64 / games as f64,
        Clock::KIND
    );
    for (name, played, commands, time) in [
        ("native Rust", games, applies, native_best),
        ("typed C calls", games, applies, typed_best),
        ("JSON C calls", json_games, native_json_applies, json_best),
    ] {
        let rate = played as f64 / time.as_secs_f64();
        println!(
            "{name:>14}: {rate:>10.0} playouts/s {:>8.1} ns per command {:>6.2}x native time ({played} games)",
            time.as_nanos() as f64 / commands as f64,
            native_rate / rate,
        );
    }
    ExitCode::SUCCESS
}
