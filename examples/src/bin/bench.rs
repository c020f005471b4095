//! Benchmark: plays random legal 7-player games with the allocation-free bot and
//! reports throughput and heap allocations, for three setups side by side: the base
//! game, every module that fits 7 players ([`all_modules`]: the Assassin with the
//! Body Guard and the False Commander, the Trapper, the Defectors, the Inquisitor
//! and hidden agendas), and the base game with plot cards. The last lines are the
//! ratios of their costs per game to the base game's.
//!
//! ```text
//! cargo run --release -p resistance-examples --bin bench [-- --games N]
//! cargo run --release -p resistance-examples --bin bench -- --callgrind-games N --setup base|all|plot
//! cargo run --release -p resistance-examples --bin bench -- --deduce-games N
//! ```
//!
//! With `--figures`, the timed run, `--bot-games` and `--deduce-games` print each
//! figure the documents quote once more as a line `figure NAME VALUE`, which
//! `scripts/bench-figures.sh --write` records in docs/figures.json.
//!
//! The second form is for counting instructions rather than timing: it plays the N
//! games of one setup with the bot and nothing else (no timer, no allocation
//! counting, no recording), all inside [`callgrind_games`], so that `valgrind
//! --tool=callgrind --toggle-collect='*callgrind_games*'` counts exactly those games
//! (`scripts/callgrind-bench.sh` runs it for each setup and divides by N).
//!
//! Passes over the same games of each setup (game `i` uses seed `i` for the game and
//! the bots), chunk by chunk:
//!
//! 1. full games, untimed, counting every allocation (setup and bot included);
//! 2. full games, timed: setup, bot choices and `apply`, in a plain loop;
//!    here and in pass 5 through `Game::apply_into`, the events written into one
//!    outcome the loop keeps, as a playout that reads its events would (`apply`
//!    would return a copy of them on every command);
//! 3. setup only: `Game::new` for every game of the chunk, the baseline;
//! 4. the chunk played again, untimed, recording every command and counting the
//!    allocations inside each `apply` call (the counting wrapper costs a little per
//!    call, which is why this pass is not timed);
//! 5. the recorded chunk replayed, timed: setup and `apply` without the bot, so the
//!    engine's own cost per apply is the replay minus the setup.
//!
//! Each timed pass runs [`REPEATS`] times per chunk, alternating between the two
//! setups, and the fastest run counts: on a shared machine a burst of other work
//! then slows neither setup more than the other, and the ratio stays fair.

use resistance_core::{
    Command, Game, GameConfig, GameRecord, Outcome, Seat, record::GameKind, record::Move,
    record::Record,
};
use resistance_examples::{
    all_modules, bot_rng,
    counting_alloc::{CountingAllocator, allocations_during, total_allocations},
    describe_modules, next_step, requested,
};
use std::{
    hint::black_box,
    ops::Range,
    process::ExitCode,
    time::{Duration, Instant},
};

/// `println!` for a reader that may leave (`bench | head`): `println!` would panic
/// on the closed pipe; this ends the run quietly instead, since nothing it would
/// still measure could be read. Any other failure to write is an error.
macro_rules! say {
    ($($line:tt)*) => {
        say(format_args!($($line)*))
    };
}

fn say(line: std::fmt::Arguments) {
    use std::io::Write;
    let mut stdout = std::io::stdout().lock();
    let written = writeln!(stdout, "{line}").and_then(|()| stdout.flush());
    if written.is_err() {
        match resistance_examples::unless_reader_left(written) {
            Ok(()) => std::process::exit(0),
            Err(error) => {
                eprintln!("bench: stdout: {error}");
                std::process::exit(1)
            }
        }
    }
}

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

const PLAYERS: u8 = 7;

/// About five seconds in all on a current desktop in release mode.
const DEFAULT_GAMES: u64 = 40_000;

/// Games per chunk: enough to dwarf the timer's cost, few enough that a chunk's
/// command log stays in the caches.
const CHUNK: u64 = 1_000;

/// Timed runs of each chunk per setup; the fastest counts.
const REPEATS: usize = 3;

/// The all-modules game may cost at most this many base games.
const TARGET_RATIO: f64 = 1.5;

const USAGE: &str = "\
Usage: bench [--games N] [--figures]
       bench --callgrind-games N --setup base|all|plot [--loop step|playout]
       bench --deduce-games N [--figures]
       bench --bot-games N [--figures]

Plays N random legal 7-player base games (default 40000), N 7-player games with
every module that fits 7 players (the Assassin with the Body Guard and the False
Commander, the Trapper, the Defectors, the Inquisitor and hidden agendas), and N
7-player games with plot cards, and prints for each games/s, applies per game, ns per apply and heap allocations
per apply and per game, and the ratio of their costs per game.

With --callgrind-games, plays exactly N games of the one setup named, with the bot
and nothing else, for an instruction count under callgrind (see
scripts/callgrind-bench.sh), and prints the number of applies: step by step through
Game::apply_into, keeping each step's events (--loop step, the default), or each game
in one Game::random_playout, the same games with no events kept (--loop playout).

With --deduce-games, plays N random ten-player games with every module and plot
cards, deduces every seat's view after every step, and prints the microseconds per
deduction (the target: at most 50).
With --bot-games, plays N 7-player base games with every seat played by one bot
kind, for each kind (stand-in, random, logical, and the search bot at 100 playouts
a decision), and prints games/s and decisions/s, and each kind's cost per game
against the random bot's.

With --figures, prints each figure the documents quote once more as a line
`figure NAME VALUE`, for scripts/bench-figures.sh to record.";

/// One setup the bench plays: its name, its word for `--setup` and its figures, and
/// game `i`'s configuration.
#[derive(Clone, Copy)]
struct Setup {
    name: &'static str,
    key: &'static str,
    config: fn(u64) -> GameConfig,
}

const BASE: Setup = Setup {
    name: "base game",
    key: "base",
    config: |game| GameConfig::new(PLAYERS, game),
};

const ALL_MODULES: Setup = Setup {
    name: "all modules",
    key: "all",
    config: |game| all_modules(PLAYERS, game),
};

const PLOT_CARDS: Setup = Setup {
    name: "plot cards",
    key: "plot",
    config: |game| GameConfig::new(PLAYERS, game).with_plot_cards(),
};

const SETUPS: [Setup; 3] = [BASE, ALL_MODULES, PLOT_CARDS];

/// Whether each figure the documents quote is printed once more as a line `figure
/// NAME VALUE` (`--figures`), for `scripts/bench-figures.sh --write` to record.
#[derive(Clone, Copy)]
struct FigureLines(bool);

impl FigureLines {
    /// A measured figure, to [`three_digits`].
    fn say(self, name: &str, value: f64) {
        if self.0 {
            say!("figure {name} {}", three_digits(value));
        }
    }

    /// A count: games, views, decisions.
    fn count(self, name: &str, value: u64) {
        if self.0 {
            say!("figure {name} {value}");
        }
    }
}

/// `value` to three significant digits, whole from 100 up: as precise as a time on a
/// shared machine is, whatever its size (295745, 11.2, 2.40, 0.203).
fn three_digits(value: f64) -> String {
    let magnitude = if value.is_normal() {
        value.abs().log10().floor() as i32
    } else {
        0
    };
    let decimals = (2 - magnitude).clamp(0, 6) as usize;
    format!("{value:.decimals$}")
}

/// Everything measured for one setup, summed over the chunks.
#[derive(Default)]
struct Figures {
    /// Full games: setup, bot and apply.
    full: Duration,
    /// Setup only.
    setup: Duration,
    /// Setup and apply, replaying recorded commands.
    replay: Duration,
    /// `Game::replay` of each game's record (what restoring a save costs).
    restore: Duration,
    applies: u64,
    /// Allocations inside `apply` calls.
    allocations_in_apply: u64,
    /// Allocations in whole games: setup, bot and apply.
    allocations_in_games: u64,
}

fn main() -> ExitCode {
    let (mode, lines) = match requested("bench", USAGE, parse_args(std::env::args().skip(1))) {
        Ok(request) => request,
        Err(code) => return code,
    };
    if cfg!(debug_assertions) {
        eprintln!("bench: this is a debug build; run with --release for meaningful numbers");
    }
    match mode {
        Mode::Timed { games } => timed(games, lines),
        Mode::Deduce { games } => deduce_views(games, lines),
        Mode::Bots { games } => bot_speeds(games, lines),
        Mode::Callgrind {
            games,
            setup,
            playout: false,
        } => {
            let applies = callgrind_games(setup, 0..games);
            say!(
                "{games} games of {PLAYERS} players, {}: {applies} applies",
                setup.name
            );
        }
        Mode::Callgrind {
            games,
            setup,
            playout: true,
        } => {
            let ended = callgrind_playouts(setup, 0..games);
            // Counted outside the collected function: the same games, step by step.
            let applies: u64 = (0..games).map(|index| play(setup, index)).sum();
            say!(
                "{games} random playouts of {PLAYERS} players, {}, {ended} ended: \
                 {applies} applies",
                setup.name
            );
        }
    }
    ExitCode::SUCCESS
}

/// Every view seen in `games` random ten-player games with every module and plot
/// cards (the deduction's hardest tables: the most deals, Defector switches), each
/// deduced: microseconds per call, the mean and the slowest view (each the fastest
/// of three passes), and the calls, which `callgrind --toggle-collect='*deduce_all*'`
/// counts alone (`'*deduce_one*'`: the view with the most spy groups alone).
fn deduce_views(games: u64, lines: FigureLines) {
    let mut views = Vec::new();
    for game in 0..games {
        let mut config = all_modules(10, game);
        config.plot_cards = true;
        let Ok(mut table) = Game::new(config) else {
            continue;
        };
        let mut rng = bot_rng(game);
        while let Some((seat, command)) = next_step(&table, &mut rng) {
            if table.apply(seat, command).is_err() {
                break;
            }
            views.extend(
                (0..10)
                    .map(resistance_core::Seat)
                    .filter_map(|seat| table.view(seat).ok()),
            );
        }
    }
    let mut slowest = vec![Duration::MAX; views.len()];
    let mut total = Duration::MAX;
    for _ in 0..3 {
        let start = Instant::now();
        for (view, slowest) in views.iter().zip(slowest.iter_mut()) {
            let one = Instant::now();
            black_box(
                resistance_core::deduce::deduce(black_box(view))
                    .map(|d| d.worlds())
                    .ok(),
            );
            *slowest = (*slowest).min(one.elapsed());
        }
        total = total.min(start.elapsed());
    }
    let worlds = deduce_all(&views);
    let micros = |d: Duration| d.as_secs_f64() * 1e6;
    let worst = slowest.iter().copied().max().unwrap_or_default();
    // The view with the most spy groups, the deduction's biggest walk: chosen by
    // the views alone, so that callgrind counts the same call on any machine.
    let hardest = views
        .iter()
        .enumerate()
        .max_by_key(|&(index, view)| {
            let groups = resistance_core::deduce::deduce(view)
                .map(|deduction| deduction.spy_groups().count())
                .unwrap_or(0);
            (groups, core::cmp::Reverse(index))
        })
        .map(|(index, _)| index)
        .unwrap_or(0);
    let hardest_groups = views.get(hardest).map(deduce_one).unwrap_or(0);
    let mean = micros(total) / views.len().max(1) as f64;
    say!(
        "deduction over {} views of {games} ten-player games with every module: {mean:.2} us per call, slowest view {:.1} us, view {hardest} the most spy groups ({hardest_groups}; {worlds} deals in all)",
        views.len(),
        micros(worst),
    );
    lines.count("games", games);
    lines.count("views", views.len() as u64);
    lines.say("mean-us", mean);
    lines.say("slowest-us", micros(worst));
    lines.count("most-groups", hardest_groups as u64);
}

/// Deduces one view once more, alone, and counts its spy groups: what
/// `callgrind --toggle-collect='*deduce_one*'` counts.
#[inline(never)]
fn deduce_one(view: &resistance_core::PlayerView) -> usize {
    resistance_core::deduce::deduce(black_box(view))
        .map(|deduction| deduction.spy_groups().count())
        .unwrap_or(0)
}

/// Games/s per bot kind: `games` 7-player base games (seed `i` for game `i` and its
/// bots) with every seat played by the one kind, timed from setup to the end, each
/// the fastest of [`REPEATS`] runs, the kinds alternating.
fn bot_speeds(games: u64, lines: FigureLines) {
    use resistance_core::bot::{Bot, BotKind, Rollout, Search};
    /// One bot plays every seat of `games` games: the decisions made.
    fn play(bot: &mut dyn Bot, games: u64) -> u64 {
        let mut decisions = 0;
        for game in 0..games {
            let Ok(mut table) = Game::new(GameConfig::new(PLAYERS, game)) else {
                continue;
            };
            let mut rng = bot_rng(game);
            while let Some(seat) = table.awaiting().iter().next() {
                let Ok(view) = table.view(seat) else { break };
                let Ok(command) = bot.choose(&view, &table.choices(seat), &mut rng) else {
                    break;
                };
                if table.apply(seat, command).is_err() {
                    break;
                }
                decisions += 1;
            }
        }
        decisions
    }
    /// The search bot at 100 quick playouts is about a thousand times slower than
    /// the logical one: it plays a hundredth of the games, and its figures are
    /// scaled. With its 150 logical playouts (the `BotKind`) a game of it takes
    /// seconds: it plays a ten-thousandth.
    const SEARCH_SHARE: u64 = 100;
    const LOGICAL_SEARCH_SHARE: u64 = 10_000;
    let search_games = games.div_ceil(SEARCH_SHARE);
    let mut kinds: Vec<(String, Box<dyn Bot>, u64)> = BotKind::ALL
        .into_iter()
        .map(|kind| {
            let share = if kind == BotKind::Search {
                LOGICAL_SEARCH_SHARE
            } else {
                1
            };
            let name = format!("{kind:?}");
            (name, Box::new(kind) as Box<dyn Bot>, games.div_ceil(share))
        })
        .collect();
    const QUICK_SEARCH: &str = "Search (100 quick playouts)";
    kinds.push((
        QUICK_SEARCH.to_owned(),
        Box::new(Search {
            playouts: 100,
            rollout: Rollout::Quick,
        }),
        search_games,
    ));
    let mut fastest = vec![(Duration::MAX, 0); kinds.len()];
    for _ in 0..REPEATS {
        for ((_, bot, games), fastest) in kinds.iter_mut().zip(fastest.iter_mut()) {
            let start = Instant::now();
            let decisions = play(bot.as_mut(), *games);
            *fastest = (fastest.0.min(start.elapsed()), decisions);
        }
    }
    let per_game = |(time, _): (Duration, u64), games: u64| time.as_secs_f64() / games as f64;
    let random = kinds
        .iter()
        .zip(&fastest)
        .find(|((name, _, _), _)| name == "Random")
        .map_or(f64::NAN, |((_, _, games), &figures)| {
            per_game(figures, *games)
        });
    say!("bots on {PLAYERS}-player base games, every seat one kind:");
    lines.count("games", games);
    for ((name, _, games), &figures) in kinds.iter().zip(&fastest) {
        let seconds = figures.0.as_secs_f64();
        let (games_per_second, decisions_per_second, against_random) = (
            *games as f64 / seconds,
            figures.1 as f64 / seconds,
            per_game(figures, *games) / random,
        );
        say!(
            "  {name:<22} {games_per_second:>10.0} games/s {decisions_per_second:>12.0} decisions/s {against_random:>9.1}x the random bot's time a game ({games} games)",
        );
        // The kind's name in a figure's: standin, random, logical, search, search-quick.
        let key = if name == QUICK_SEARCH {
            "search-quick".to_owned()
        } else {
            name.to_lowercase()
        };
        lines.count(&format!("{key}-games"), *games);
        lines.say(&format!("{key}-games-per-s"), games_per_second);
        lines.say(&format!("{key}-decisions-per-s"), decisions_per_second);
        lines.say(&format!("{key}-vs-random"), against_random);
    }
    // The search bot's budget (issue 14: 20,000 playouts within 100 ms at 7
    // players), on the first decisions of game 0 that have a choice to make.
    let mut search = Search {
        playouts: 20_000,
        rollout: Rollout::Quick,
    };
    let (mut searched, mut time) = (0u32, Duration::ZERO);
    if let Ok(mut table) = Game::new(GameConfig::new(PLAYERS, 0)) {
        let mut rng = bot_rng(0);
        while let Some(seat) = table.awaiting().iter().next().filter(|_| searched < 10) {
            let Ok(view) = table.view(seat) else { break };
            let choices = table.choices(seat);
            let start = Instant::now();
            let Ok(command) = search.choose(&view, &choices, &mut rng) else {
                break;
            };
            if table.legal_commands(seat).len() > 1 {
                time += start.elapsed();
                searched += 1;
            }
            if table.apply(seat, command).is_err() {
                break;
            }
        }
    }
    let decision_ms = time.as_secs_f64() * 1e3 / f64::from(searched.max(1));
    say!(
        "  the search bot at 20,000 playouts: {decision_ms:.1} ms a decision ({searched} decisions with a choice)"
    );
    lines.say("search-20000-ms", decision_ms);
    lines.count("search-20000-decisions", u64::from(searched));
}

/// Deduces every view once: what callgrind counts.
#[inline(never)]
fn deduce_all(views: &[resistance_core::PlayerView]) -> u64 {
    views
        .iter()
        .filter_map(|view| resistance_core::deduce::deduce(view).ok())
        .map(|deduction| deduction.worlds())
        .sum()
}

/// The timed side-by-side run of the three setups, and its table.
fn timed(games: u64, lines: FigureLines) {
    let setups = SETUPS;
    let mut figures: [Figures; 3] = Default::default();
    let mut log: Vec<(Seat, Command)> = Vec::new();
    let mut logs: [Vec<(Seat, Command)>; 3] = Default::default();
    let mut records: [Vec<GameRecord>; 3] = Default::default();

    // A short warm-up so that the first timed chunk does not pay for cold caches.
    for setup in setups {
        full_games(setup, 0..games.min(2 * CHUNK));
    }
    for first in (0..games).step_by(CHUNK as usize) {
        let chunk = first..games.min(first + CHUNK);
        for (index, setup) in setups.into_iter().enumerate() {
            let before = total_allocations();
            let applies = full_games(setup, chunk.clone()).applies;
            let figures = &mut figures[index];
            figures.allocations_in_games += total_allocations() - before;
            figures.applies += applies;
            log.clear();
            figures.allocations_in_apply += record(setup, chunk.clone(), &mut log);
            // Same seeds, same games: the recording must have replayed the same games.
            assert_eq!(log.len() as u64, applies, "{}: passes differ", setup.name);
            std::mem::swap(&mut logs[index], &mut log);
            records[index] = records_of(setup, chunk.clone(), &logs[index]);
        }
        let mut fastest = [[Duration::MAX; 4]; 3];
        for _ in 0..REPEATS {
            for (index, setup) in setups.into_iter().enumerate() {
                let runs = [
                    full_games(setup, chunk.clone()).elapsed,
                    setup_only(setup, chunk.clone()),
                    replay(setup, chunk.clone(), &logs[index]),
                    restore(&records[index]),
                ];
                for (best, run) in fastest[index].iter_mut().zip(runs) {
                    *best = (*best).min(run);
                }
            }
        }
        for (figures, [full, setup, replay, restore]) in figures.iter_mut().zip(fastest) {
            figures.full += full;
            figures.setup += setup;
            figures.replay += replay;
            figures.restore += restore;
        }
    }

    say!(
        "{games} games of {PLAYERS} players per setup, random legal moves; \
         all modules = {}",
        describe_modules(&(ALL_MODULES.config)(0))
    );
    let games_f = games as f64;
    let per_apply = |f: &Figures, elapsed: Duration| elapsed.as_nanos() as f64 / f.applies as f64;
    let engine = |f: &Figures| f.replay.saturating_sub(f.setup);
    type Cell = fn(&Figures, f64) -> String;
    let rows: [(&str, Cell); 11] = [
        ("applies per game", |f, games| {
            format!("{:.1}", f.applies as f64 / games)
        }),
        ("full games games/s", |f, games| {
            format!("{:.0}", games / f.full.as_secs_f64())
        }),
        ("replay games/s", |f, games| {
            format!("{:.0}", games / f.replay.as_secs_f64())
        }),
        ("setup only games/s", |f, games| {
            format!("{:.0}", games / f.setup.as_secs_f64())
        }),
        ("us per game", |f, games| {
            format!("{:.2}", f.full.as_secs_f64() * 1e6 / games)
        }),
        ("us to restore a record", |f, games| {
            format!("{:.2}", f.restore.as_secs_f64() * 1e6 / games)
        }),
        ("ns per apply", |f, _| {
            format!("{:.1}", f.full.as_nanos() as f64 / f.applies as f64)
        }),
        ("engine ns per apply", |f, _| {
            format!(
                "{:.1}",
                f.replay.saturating_sub(f.setup).as_nanos() as f64 / f.applies as f64
            )
        }),
        ("bot ns per step", |f, _| {
            format!(
                "{:.1}",
                f.full.saturating_sub(f.replay).as_nanos() as f64 / f.applies as f64
            )
        }),
        ("allocations per apply", |f, _| {
            format!("{}", f.allocations_in_apply as f64 / f.applies as f64)
        }),
        ("allocations per game", |f, games| {
            format!("{}", f.allocations_in_games as f64 / games)
        }),
    ];
    let width = rows.iter().map(|(label, _)| label.len()).max().unwrap_or(0);
    say!(
        "{:>width$}  {:>12}  {:>12}  {:>12}",
        "",
        BASE.name,
        ALL_MODULES.name,
        PLOT_CARDS.name
    );
    for (label, cell) in rows {
        say!(
            "{label:>width$}  {:>12}  {:>12}  {:>12}",
            cell(&figures[0], games_f),
            cell(&figures[1], games_f),
            cell(&figures[2], games_f)
        );
    }
    let [base, all, plot] = &figures;
    let ratio = all.full.as_secs_f64() / base.full.as_secs_f64();
    let engine_ratio = engine(all).as_secs_f64() / engine(base).as_secs_f64();
    say!(
        "cost per game, all modules / base: {ratio:.2}x whole game, setup, bot and engine \
         (target <= {TARGET_RATIO}x: {}); {engine_ratio:.2}x engine alone (applies only); \
         {:.2}x per apply",
        if ratio <= TARGET_RATIO {
            "met"
        } else {
            "missed"
        },
        per_apply(all, all.full) / per_apply(base, base.full),
    );
    say!(
        "cost per game, plot cards / base: {:.2}x whole game; {:.2}x engine alone; \
         {:.2}x per apply",
        plot.full.as_secs_f64() / base.full.as_secs_f64(),
        engine(plot).as_secs_f64() / engine(base).as_secs_f64(),
        per_apply(plot, plot.full) / per_apply(base, base.full),
    );
    lines.count("games", games);
    for (setup, f) in setups.iter().zip(&figures) {
        let key = setup.key;
        lines.say(
            &format!("{key}-games-per-s"),
            games_f / f.full.as_secs_f64(),
        );
        lines.say(
            &format!("{key}-applies-per-game"),
            f.applies as f64 / games_f,
        );
        lines.say(&format!("{key}-engine-ns"), per_apply(f, engine(f)));
        if key != BASE.key {
            lines.say(
                &format!("{key}-cost"),
                f.full.as_secs_f64() / base.full.as_secs_f64(),
            );
        }
    }
}

/// What the command line asks for.
enum Mode {
    /// The timed run of every setup.
    Timed { games: u64 },
    /// `games` games of one setup and nothing else, for callgrind: step by step
    /// through the API, or each in one [`Game::random_playout`].
    Callgrind {
        games: u64,
        setup: Setup,
        playout: bool,
    },
    /// Deductions from the views of `games` ten-player games with every module.
    Deduce { games: u64 },
    /// `games` base games per bot kind, every seat played by that kind.
    Bots { games: u64 },
}

/// `Ok(None)` asks for help.
fn parse_args(args: impl Iterator<Item = String>) -> Result<Option<(Mode, FigureLines)>, String> {
    let mut games = None;
    let mut callgrind_games = None;
    let mut deduce_games = None;
    let mut bot_games = None;
    let mut setup = None;
    let mut playout = None;
    let mut lines = FigureLines(false);
    let mut args = args;
    while let Some(arg) = args.next() {
        if matches!(arg.as_str(), "-h" | "--help") {
            return Ok(None);
        }
        // The one flag without a value.
        if arg == "--figures" {
            lines = FigureLines(true);
            continue;
        }
        // Each flag takes a value, as `--flag value` or `--flag=value`.
        let (flag, value) = match arg.split_once('=') {
            Some((flag, value)) => (flag.to_owned(), value.to_owned()),
            None => {
                let value = args.next().ok_or_else(|| format!("{arg} needs a value"))?;
                (arg, value)
            }
        };
        let count =
            || {
                value.parse().ok().filter(|&n: &u64| n > 0).ok_or_else(|| {
                    format!("{flag} takes a number of games from 1 up, not '{value}'")
                })
            };
        match flag.as_str() {
            "--games" => games = Some(count()?),
            "--callgrind-games" => callgrind_games = Some(count()?),
            "--deduce-games" => deduce_games = Some(count()?),
            "--bot-games" => bot_games = Some(count()?),
            "--setup" => {
                setup = Some(
                    SETUPS
                        .into_iter()
                        .find(|setup| setup.key == value)
                        .ok_or_else(|| format!("--setup is base, all or plot, not '{value}'"))?,
                );
            }
            "--loop" => {
                playout = Some(match value.as_str() {
                    "step" => false,
                    "playout" => true,
                    _ => return Err(format!("--loop is step or playout, not '{value}'")),
                });
            }
            _ => return Err(format!("unknown argument '{flag}'")),
        }
    }
    if playout.is_some() && callgrind_games.is_none() {
        return Err("--loop goes with --callgrind-games".to_owned());
    }
    let playout = playout.unwrap_or(false);
    let alone = games.is_none() && callgrind_games.is_none() && setup.is_none();
    let mode = match (deduce_games, bot_games) {
        (Some(_), Some(_)) => return Err("--deduce-games and --bot-games go alone".to_owned()),
        (Some(_), None) if !alone => return Err("--deduce-games goes alone".to_owned()),
        (None, Some(_)) if !alone => return Err("--bot-games goes alone".to_owned()),
        (Some(games), None) => Mode::Deduce { games },
        (None, Some(games)) => Mode::Bots { games },
        (None, None) => match (games, callgrind_games, setup) {
            (games, None, None) => Mode::Timed {
                games: games.unwrap_or(DEFAULT_GAMES),
            },
            (None, Some(games), Some(setup)) => Mode::Callgrind {
                games,
                setup,
                playout,
            },
            (None, Some(_), None) => return Err("--callgrind-games needs --setup".to_owned()),
            (_, None, Some(_)) => return Err("--setup goes with --callgrind-games".to_owned()),
            (Some(_), Some(_), _) => {
                return Err("--games and --callgrind-games exclude each other".to_owned());
            }
        },
    };
    // Callgrind's runs time nothing: their figures are counted by the scripts.
    if lines.0 && matches!(mode, Mode::Callgrind { .. }) {
        return Err("--figures goes with the timed run, --deduce-games or --bot-games".to_owned());
    }
    Ok(Some((mode, lines)))
}

fn setup_only(setup: Setup, games: Range<u64>) -> Duration {
    let start = Instant::now();
    for game in games {
        let _ = black_box(Game::new(black_box((setup.config)(game))));
    }
    start.elapsed()
}

struct Pass {
    elapsed: Duration,
    applies: u64,
}

fn full_games(setup: Setup, games: Range<u64>) -> Pass {
    let start = Instant::now();
    let applies = games.map(|index| play(setup, index)).sum();
    Pass {
        elapsed: start.elapsed(),
        applies,
    }
}

/// Game `index` of `setup`, played to the end by the bot: setup, bot choices and
/// `apply`. Returns the number of applies.
#[inline(always)]
fn play(setup: Setup, index: u64) -> u64 {
    let Ok(mut game) = Game::new(black_box((setup.config)(index))) else {
        unreachable!("every 7-player setup is valid with a small seed")
    };
    let mut bots = bot_rng(index);
    let mut applies = 0;
    let mut outcome = Outcome::default();
    while let Some((seat, command)) = next_step(&game, &mut bots) {
        // black_box keeps the events from being optimized away unread.
        let _ = black_box(game.apply_into(seat, command, &mut outcome));
        black_box(&outcome);
        applies += 1;
    }
    black_box(&game);
    applies
}

/// [`play`] for each of `games` and nothing else. Never inlined, so that its symbol
/// is there for callgrind's `--toggle-collect` to count these games alone.
#[inline(never)]
fn callgrind_games(setup: Setup, games: Range<u64>) -> u64 {
    games.map(|index| play(setup, index)).sum()
}

/// Game `index` of `setup` in one [`Game::random_playout`] for each of `games`, and
/// nothing else: the same games as [`callgrind_games`], for callgrind to count
/// alone. Returns how many ended.
#[inline(never)]
fn callgrind_playouts(setup: Setup, games: Range<u64>) -> u64 {
    let mut ended = 0;
    for index in games {
        let Ok(mut game) = Game::new(black_box((setup.config)(index))) else {
            unreachable!("every 7-player setup is valid with a small seed")
        };
        ended += u64::from(black_box(game.random_playout(&mut bot_rng(index))).is_some());
        black_box(&game);
    }
    ended
}

/// Plays `games` again, untimed, appending every command to `log`; returns the
/// allocations made inside `apply`.
fn record(setup: Setup, games: Range<u64>, log: &mut Vec<(Seat, Command)>) -> u64 {
    let mut in_apply = 0;
    for index in games {
        let Ok(mut game) = Game::new((setup.config)(index)) else {
            unreachable!("both 7-player setups are valid with a small seed")
        };
        let mut bots = bot_rng(index);
        while let Some((seat, command)) = next_step(&game, &mut bots) {
            let (outcome, allocations) = allocations_during(|| game.apply(seat, command));
            let _ = black_box(&outcome);
            in_apply += allocations;
            log.push((seat, command));
        }
    }
    in_apply
}

/// Replays the recorded commands of `games`: setup and `apply`, no bot.
fn replay(setup: Setup, games: Range<u64>, log: &[(Seat, Command)]) -> Duration {
    let start = Instant::now();
    let mut commands = log.iter();
    for index in games {
        let Ok(mut game) = Game::new(black_box((setup.config)(index))) else {
            unreachable!("both 7-player setups are valid with a small seed")
        };
        let mut outcome = Outcome::default();
        // Each game's commands end exactly where it is over.
        while !game.is_over() {
            let Some(&(seat, command)) = commands.next() else {
                break;
            };
            let _ = black_box(game.apply_into(seat, black_box(command), &mut outcome));
            black_box(&outcome);
        }
        black_box(&game);
    }
    start.elapsed()
}

/// The record of each game of `games`, from the commands `log` holds for them in turn.
fn records_of(setup: Setup, games: Range<u64>, log: &[(Seat, Command)]) -> Vec<GameRecord> {
    let mut commands = log.iter();
    games
        .map(|index| {
            let config = (setup.config)(index);
            let Ok(mut game) = Game::new(config) else {
                unreachable!("both 7-player setups are valid with a small seed")
            };
            let mut moves = Vec::new();
            while !game.is_over() {
                let Some(&(seat, command)) = commands.next() else {
                    break;
                };
                let _ = game.apply(seat, command);
                moves.push(Move { seat, command });
            }
            Record::new(GameKind::Resistance, config, moves)
        })
        .collect()
}

/// Restores every record: `Game::replay`, which replays it through the rules.
fn restore(records: &[GameRecord]) -> Duration {
    let start = Instant::now();
    for record in records {
        let _ = black_box(Game::replay(black_box(record)));
    }
    start.elapsed()
}
