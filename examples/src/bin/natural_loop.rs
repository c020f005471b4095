//! Benchmark: the loop a bot writer writes first, against a minimal hand-written
//! engine of the same rules, in the same run (issue 35, "The loops users write are
//! slow"). Three loops play random games of the base game, each choice uniform:
//!
//! - `list`: a seat from `Game::awaiting`, a pick from `Game::legal_commands`
//!   (leaving left out), `Game::apply`: the natural loop, building every team;
//! - `random`: a seat from `Game::awaiting`, `Game::random_legal_command`,
//!   `Game::apply`: the same loop without the list;
//! - `minimal`: [`minimal`], an engine of the base game's rules (B1–B12) and
//!   nothing else, written for speed: no modules, no events, no views, no checks
//!   beyond what random play needs. The baseline.
//!
//! ```text
//! cargo run --release -p resistance-examples --bin natural_loop            # times
//! cargo run --release -p resistance-examples --bin natural_loop -- --callgrind LOOP PLAYERS GAMES
//! bash scripts/callgrind-natural.sh                                        # instructions
//! ```
//!
//! Times are the fastest of several runs, each loop in turn, as ratios to the
//! minimal engine's; instruction counts (the script, under callgrind) are the
//! figures to quote, since they hold across machines. A benchmark, not a test.

use resistance_core::{Command, Game, GameConfig, GameRng};
use std::{
    hint::black_box,
    process::ExitCode,
    time::{Duration, Instant},
};

/// The player counts measured: the smallest table, the usual one, the largest.
const PLAYERS: [u8; 3] = [5, 7, 10];

/// The natural loop: every legal command listed, one picked.
fn list_game(players: u8, seed: u64) -> u32 {
    let mut game = Game::new(GameConfig::new(players, seed)).expect("a valid table");
    let mut rng = GameRng::from_seed_number(seed ^ 0x5EED);
    let mut steps = 0;
    while let Some(seat) = game.awaiting().iter().next() {
        let mut legal = game.legal_commands(seat);
        legal.retain(|command| *command != Command::Leave);
        let command = legal[rng.below(legal.len() as u32) as usize];
        black_box(game.apply(seat, command).expect("a legal command"));
        steps += 1;
    }
    steps
}

/// The same loop with `Game::random_legal_command`.
fn random_game(players: u8, seed: u64) -> u32 {
    let mut game = Game::new(GameConfig::new(players, seed)).expect("a valid table");
    let mut rng = GameRng::from_seed_number(seed ^ 0x5EED);
    let mut steps = 0;
    while let Some(seat) = game.awaiting().iter().next() {
        let command = game
            .random_legal_command(seat, &mut rng)
            .expect("an awaited seat has a command");
        black_box(game.apply(seat, command).expect("a legal command"));
        steps += 1;
    }
    steps
}

/// A minimal engine of the base game (B1–B12), for the baseline.
mod minimal {
    use resistance_core::GameRng;

    /// Team sizes per round, for 5 to 10 players (B2).
    const TEAM_SIZES: [[u8; 5]; 6] = [
        [2, 3, 2, 3, 3],
        [2, 3, 4, 3, 4],
        [2, 3, 3, 4, 4],
        [3, 4, 4, 5, 5],
        [3, 4, 4, 5, 5],
        [3, 4, 4, 5, 5],
    ];
    /// Spies for 5 to 10 players (B1).
    const SPIES: [u8; 6] = [2, 2, 3, 3, 3, 4];

    /// One random game to its end; returns the number of choices made.
    pub fn game(players: u8, seed: u64) -> u32 {
        let n = u32::from(players);
        let mut rng = GameRng::from_seed_number(seed);
        // Deal: a bit per spy seat (B1).
        let mut spies = 0u16;
        let mut dealt = 0;
        while dealt < SPIES[usize::from(players - 5)] {
            let seat = rng.below(n);
            if spies & (1 << seat) == 0 {
                spies |= 1 << seat;
                dealt += 1;
            }
        }
        let mut leader = rng.below(n);
        let (mut successes, mut failures, mut round) = (0, 0, 0usize);
        let mut rejections = 0;
        let mut choices = 0;
        loop {
            let size = u32::from(TEAM_SIZES[usize::from(players - 5)][round]);
            // A uniform team of `size`: Floyd's sampling.
            let mut team = 0u16;
            for j in n - size..n {
                let pick = rng.below(j + 1);
                team |= if team & (1 << pick) == 0 {
                    1 << pick
                } else {
                    1 << j
                };
            }
            choices += 1;
            // Every seat votes, uniformly (B7, B8).
            let mut approvals = 0;
            for _ in 0..n {
                approvals += rng.below(2);
                choices += 1;
            }
            if approvals * 2 <= n {
                rejections += 1;
                leader = (leader + 1) % n;
                if rejections == 5 {
                    return choices; // B9
                }
                continue;
            }
            // The mission: a spy fails half the time (B10).
            let mut fails = 0;
            for seat in 0..n {
                if team & (1 << seat) != 0 {
                    if spies & (1 << seat) != 0 {
                        fails += rng.below(2);
                    }
                    choices += 1;
                }
            }
            let needed = if round == 3 && players >= 7 { 2 } else { 1 };
            if fails >= needed {
                failures += 1;
            } else {
                successes += 1;
            }
            if successes == 3 || failures == 3 {
                return choices; // B12
            }
            round += 1;
            rejections = 0;
            leader = (leader + 1) % n;
        }
    }
}

/// Which loop.
#[derive(Clone, Copy)]
enum Loop {
    List,
    Random,
    Minimal,
}

impl Loop {
    const ALL: [Loop; 3] = [Loop::List, Loop::Random, Loop::Minimal];

    fn name(self) -> &'static str {
        match self {
            Loop::List => "list",
            Loop::Random => "random",
            Loop::Minimal => "minimal",
        }
    }

    fn game(self, players: u8, seed: u64) -> u32 {
        match self {
            Loop::List => list_game(players, seed),
            Loop::Random => random_game(players, seed),
            Loop::Minimal => minimal::game(players, seed),
        }
    }
}

/// `games` games of one loop and nothing else, for callgrind's `--toggle-collect`.
#[inline(never)]
fn callgrind_loop(which: Loop, players: u8, games: u64) -> u64 {
    (0..games)
        .map(|seed| u64::from(which.game(players, black_box(seed))))
        .sum()
}

/// The fastest time of a game of `which`, over several runs.
fn time(which: Loop, players: u8, games: u64) -> Duration {
    (0..5)
        .map(|_| {
            let start = Instant::now();
            black_box(callgrind_loop(which, players, games));
            start.elapsed() / games as u32
        })
        .min()
        .expect("five runs")
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [] => {
            println!(
                "{:<8} {:>7} {:>12} {:>12} {:>12} {:>8} {:>8}",
                "players", "games", "list", "random", "minimal", "list x", "random x"
            );
            for players in PLAYERS {
                let games = 20_000;
                let [list, random, minimal] = Loop::ALL.map(|which| time(which, players, games));
                let ratio = |t: Duration| t.as_secs_f64() / minimal.as_secs_f64();
                println!(
                    "{players:<8} {games:>7} {list:>12.2?} {random:>12.2?} {minimal:>12.2?} {:>8.1} {:>8.1}",
                    ratio(list),
                    ratio(random)
                );
            }
            ExitCode::SUCCESS
        }
        [flag, which, players, games] if flag == "--callgrind" => {
            let which = Loop::ALL.into_iter().find(|l| l.name() == which);
            let players = players.parse::<u8>().ok().filter(|p| PLAYERS.contains(p));
            let games = games.parse::<u64>().ok();
            let (Some(which), Some(players), Some(games)) = (which, players, games) else {
                eprintln!("natural_loop --callgrind list|random|minimal 5|7|10 GAMES");
                return ExitCode::from(2);
            };
            let choices = callgrind_loop(which, players, games);
            println!(
                "{}: {players} players, {games} games, {choices} choices",
                which.name()
            );
            ExitCode::SUCCESS
        }
        _ => {
            eprintln!(
                "usage: natural_loop [--callgrind list|random|minimal 5|7|10 GAMES]\n\
                 Without arguments, times the three loops at 5, 7 and 10 players."
            );
            ExitCode::from(2)
        }
    }
}
