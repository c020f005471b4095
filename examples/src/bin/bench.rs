//! Benchmark: plays random legal 7-player games with the allocation-free bot and
//! reports throughput and heap allocations.
//!
//! ```text
//! cargo run --release -p resistance-examples --bin bench [-- --games N]
//! ```
//!
//! Passes over the same games (game `i` uses seed `i` for the game and the bots):
//!
//! 1. setup only: `Game::new` for every game, the baseline;
//! 2. full games, timed: setup, bot choices and `apply`, in a plain loop;
//! 3. the same games played again in chunks, untimed, recording every command and
//!    counting the allocations inside each `apply` call (the counting wrapper costs a
//!    little per call, which is why this pass is not timed);
//! 4. each recorded chunk replayed, timed: setup and `apply` without the bot, so the
//!    engine's own cost per apply is the replay minus the setup.

use resistance_core::{Command, Game, GameConfig, Seat};
use resistance_examples::{
    bot_rng,
    counting_alloc::{CountingAllocator, allocations_during, total_allocations},
    next_step,
};
use std::{
    hint::black_box,
    process::ExitCode,
    time::{Duration, Instant},
};

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

const PLAYERS: u8 = 7;

/// About three seconds in all on a current desktop in release mode.
const DEFAULT_GAMES: u64 = 80_000;

/// Games recorded before each timed replay: enough to dwarf the timer's cost, few
/// enough that the log stays in the caches.
const CHUNK: u64 = 2_000;

const USAGE: &str = "\
Usage: bench [--games N]

Plays N random legal 7-player games (default 80000) and prints games/s, ns per
apply and heap allocations per apply and per game.";

fn main() -> ExitCode {
    let games = match parse_games(std::env::args().skip(1)) {
        Ok(Some(games)) => games,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("bench: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    if cfg!(debug_assertions) {
        eprintln!("bench: this is a debug build; run with --release for meaningful numbers");
    }

    // A short warm-up so that the first timed pass does not pay for cold caches.
    full_games(games.min(10_000));

    let setup = setup_only(games);
    let allocations_before = total_allocations();
    let full = full_games(games);
    let allocations_in_full = total_allocations() - allocations_before;
    let replay = record_and_replay(games);
    // Same seeds, same games: the recording pass must have replayed the timed one.
    assert_eq!(
        replay.applies, full.applies,
        "the passes played different games"
    );

    let applies = full.applies as f64;
    let ns_per_apply = |elapsed: Duration| elapsed.as_nanos() as f64 / applies;
    let rows: [(&str, String); 10] = [
        (
            "games",
            format!("{games} ({PLAYERS} players, random legal moves)"),
        ),
        (
            "total applies",
            format!("{} ({:.1} per game)", full.applies, applies / games as f64),
        ),
        ("setup only games/s", per_second(games, setup)),
        ("replay games/s", per_second(games, replay.elapsed)),
        ("full games games/s", per_second(games, full.elapsed)),
        (
            "ns per apply",
            format!(
                "{:.1} (whole loop: setup, bot and apply, over the applies)",
                ns_per_apply(full.elapsed)
            ),
        ),
        (
            "engine ns per apply",
            format!(
                "{:.1} (replay minus setup, over the applies)",
                ns_per_apply(replay.elapsed.saturating_sub(setup))
            ),
        ),
        (
            "bot ns per step",
            format!(
                "{:.1} (full games minus replay, over the applies)",
                ns_per_apply(full.elapsed.saturating_sub(replay.elapsed))
            ),
        ),
        (
            "allocations per apply",
            format!(
                "{} ({} in {} applies)",
                replay.allocations as f64 / applies,
                replay.allocations,
                full.applies
            ),
        ),
        (
            "allocations per game",
            format!(
                "{} ({allocations_in_full} in {games} games, setup and bot included)",
                allocations_in_full as f64 / games as f64,
            ),
        ),
    ];
    let width = rows.iter().map(|(label, _)| label.len()).max().unwrap_or(0);
    for (label, value) in rows {
        println!("{:>width$}: {value}", label);
    }
    ExitCode::SUCCESS
}

/// `Ok(None)` asks for help.
fn parse_games(args: impl Iterator<Item = String>) -> Result<Option<u64>, String> {
    let mut games = DEFAULT_GAMES;
    let mut args = args;
    while let Some(arg) = args.next() {
        let value = match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--games" => args.next().ok_or("--games needs a value")?,
            other => match other.strip_prefix("--games=") {
                Some(value) => value.to_owned(),
                None => return Err(format!("unknown argument '{other}'")),
            },
        };
        games =
            value.parse().ok().filter(|&n| n > 0).ok_or_else(|| {
                format!("--games takes a number of games from 1 up, not '{value}'")
            })?;
    }
    Ok(Some(games))
}

fn config(game: u64) -> GameConfig {
    GameConfig::new(PLAYERS, game)
}

fn per_second(games: u64, elapsed: Duration) -> String {
    format!("{:.0}", games as f64 / elapsed.as_secs_f64())
}

fn setup_only(games: u64) -> Duration {
    let start = Instant::now();
    for game in 0..games {
        let _ = black_box(Game::new(black_box(config(game))));
    }
    start.elapsed()
}

struct Pass {
    elapsed: Duration,
    applies: u64,
}

fn full_games(games: u64) -> Pass {
    let mut applies = 0;
    let start = Instant::now();
    for index in 0..games {
        let Ok(mut game) = Game::new(black_box(config(index))) else {
            unreachable!("a 7-player configuration with a small seed is valid")
        };
        let mut bots = bot_rng(index);
        while let Some((seat, command)) = next_step(&game, &mut bots) {
            // black_box keeps the events from being optimized away unread.
            let _ = black_box(&game.apply(seat, command));
            applies += 1;
        }
        black_box(&game);
    }
    Pass {
        elapsed: start.elapsed(),
        applies,
    }
}

struct Replay {
    /// Time spent replaying, recording excluded.
    elapsed: Duration,
    applies: u64,
    /// Allocations inside `apply` while recording.
    allocations: u64,
}

fn record_and_replay(games: u64) -> Replay {
    let mut replay = Replay {
        elapsed: Duration::ZERO,
        applies: 0,
        allocations: 0,
    };
    let mut log: Vec<(Seat, Command)> = Vec::new();
    for first in (0..games).step_by(CHUNK as usize) {
        let chunk = first..games.min(first + CHUNK);
        log.clear();
        for index in chunk.clone() {
            let Ok(mut game) = Game::new(config(index)) else {
                unreachable!("a 7-player configuration with a small seed is valid")
            };
            let mut bots = bot_rng(index);
            while let Some((seat, command)) = next_step(&game, &mut bots) {
                let (outcome, allocations) = allocations_during(|| game.apply(seat, command));
                let _ = black_box(&outcome);
                replay.allocations += allocations;
                log.push((seat, command));
            }
        }
        replay.applies += log.len() as u64;

        let start = Instant::now();
        let mut commands = log.iter();
        for index in chunk {
            let Ok(mut game) = Game::new(black_box(config(index))) else {
                unreachable!("a 7-player configuration with a small seed is valid")
            };
            // Each game's commands end exactly where it is over.
            while !game.is_over() {
                let Some(&(seat, command)) = commands.next() else {
                    break;
                };
                let _ = black_box(&game.apply(seat, black_box(command)));
            }
            black_box(&game);
        }
        replay.elapsed += start.elapsed();
    }
    replay
}
