//! The reference run of the JSON wire format: one game played by a deterministic
//! scripted bot, printed as the JSON the bindings must reproduce byte for byte.
//!
//! ```text
//! cargo run -p resistance-examples --bin wire_reference -- --players 7 --seed 42
//! cargo run -p resistance-examples --bin wire_reference -- --config '{"players":8,"seed":3,"trapper":true}'
//! cargo run -p resistance-examples --bin wire_reference -- --cells --players 4 --seed 7
//! ```
//!
//! Output, one JSON document per line (compact, as serde_json writes it):
//!
//! 1. the configuration;
//! 2. one line per step: the acting seat, the command and the outcome, separated by
//!    tabs (compact JSON never contains a raw tab);
//! 3. the public view of the finished game.
//!
//! The bot: the lowest seat the game awaits acts; it picks one of its legal commands
//! other than leaving, drawing from the bot generator seeded with the game's seed
//! (approving three votes in four, so that missions get played). So
//! the same arguments always print the same lines, and a binding that replays the
//! printed seats and commands must print the same outcomes and final view.
//!
//! With `--cells`, a game of the Cells variant (3 or 4 players), printed as:
//!
//! 1. the configuration;
//! 2. the opening events (a JSON array of envelopes);
//! 3. one line per step: the acting seat, the command, the outcome and the acting
//!    seat's view after the step, separated by tabs;
//! 4. the public view of the finished game.
//!
//! Its bot needs no generator, so that a binding's test can make the same choices
//! from the legal commands it lists: at step `k` (counting from 0) the lowest seat
//! the game awaits sends its legal command number `(7 * k) mod n`, of the `n` that
//! `legal_commands` lists, in their order.

use resistance_core::{
    Command, Game, GameConfig, GameRng, Seat,
    cells::{CellsCommand, CellsConfig, CellsGame},
};
use resistance_examples::{bot_rng, requested};
use std::{
    io::{self, Write},
    process::ExitCode,
};

const USAGE: &str = "\
Plays one game with a deterministic scripted bot and prints it in the JSON wire
format: the config, then per step `seat<TAB>command<TAB>outcome`, then the final
public view.

Usage: wire_reference [--players N] [--seed S] [--config JSON]
       wire_reference --cells [--players N] [--seed S]

Options:
  --players N     number of players, 5 to 10 (default 5; Cells: 3 or 4, default 4)
  --seed S        seed of the game and of the bot (default 2026)
  --config JSON   the whole configuration in the wire format (modules included);
                  replaces --players and --seed
  --cells         a game of the Cells variant: the config, the opening, per step
                  `seat<TAB>command<TAB>outcome<TAB>view of the seat`, then the
                  final public view
  -h, --help      show this help";

/// The most steps a Cells reference game may take before the program gives up on it.
const CELLS_MAX_STEPS: usize = 10_000;

/// What the arguments ask for.
enum Run {
    Base(GameConfig),
    Cells(CellsConfig),
}

fn main() -> ExitCode {
    let config = match requested(
        "wire_reference",
        USAGE,
        parse_args(std::env::args().skip(1)),
    ) {
        Ok(Run::Base(config)) => config,
        Ok(Run::Cells(config)) => return run_cells(config),
        Err(code) => return code,
    };
    let mut game = match Game::new(config) {
        Ok(game) => game,
        Err(error) => {
            eprintln!("wire_reference: {error}");
            return ExitCode::from(2);
        }
    };
    match print_game(&config, &mut game, &mut bot_rng(config.seed)) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("wire_reference: cannot write the output: {error}");
            ExitCode::FAILURE
        }
    }
}

/// Compact JSON, as the bindings write it (`resistance_core::json::to_json` is
/// `serde_json::to_string` too). A macro because this crate names no serde trait.
macro_rules! json {
    ($value:expr) => {
        serde_json::to_string($value).map_err(io::Error::other)
    };
}

fn print_game(config: &GameConfig, game: &mut Game, bot: &mut GameRng) -> io::Result<()> {
    let mut out = io::BufWriter::new(io::stdout().lock());
    writeln!(out, "{}", json!(config)?)?;
    while let Some((seat, command)) = scripted_step(game, bot) {
        let outcome = game.apply(seat, command).map_err(|error| {
            io::Error::other(format!("the engine refused {command:?}: {error}"))
        })?;
        writeln!(
            out,
            "{}\t{}\t{}",
            seat.0,
            json!(&command)?,
            json!(&outcome)?
        )?;
    }
    writeln!(out, "{}", json!(&game.public_view())?)?;
    out.flush()
}

/// The lowest awaited seat and one of its legal commands other than leaving, or `None`
/// once the game is over.
fn scripted_step(game: &Game, bot: &mut GameRng) -> Option<(Seat, Command)> {
    let seat = game.awaiting().iter().next()?;
    let commands: Vec<Command> = game
        .legal_commands(seat)
        .into_iter()
        .filter(|command| *command != Command::Leave)
        .collect();
    let count = u32::try_from(commands.len()).ok().filter(|&n| n > 0)?;
    let pick = match commands.first() {
        // Approve three times in four (approve is listed first), so that most games
        // get past the votes to missions and the modules' steps after them.
        Some(Command::Vote { .. }) if bot.below(4) != 0 => 0,
        _ => bot.below(count) as usize,
    };
    commands.get(pick).map(|&command| (seat, command))
}

/// Plays and prints the Cells game of `config`.
fn run_cells(config: CellsConfig) -> ExitCode {
    let (mut game, opening) = match CellsGame::start(config) {
        Ok(started) => started,
        Err(error) => {
            eprintln!("wire_reference: {error}");
            return ExitCode::from(2);
        }
    };
    let mut out = io::BufWriter::new(io::stdout().lock());
    match print_cells_game(&config, &mut game, opening.as_slice(), &mut out) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("wire_reference: {error}");
            ExitCode::FAILURE
        }
    }
}

fn print_cells_game(
    config: &CellsConfig,
    game: &mut CellsGame,
    opening: &[resistance_core::cells::CellsEnvelope],
    out: &mut impl Write,
) -> io::Result<()> {
    writeln!(out, "{}", json!(config)?)?;
    writeln!(out, "{}", json!(opening)?)?;
    let mut step = 0;
    while let Some((seat, command)) = cells_step(game, step) {
        let outcome = game.apply(seat, command).map_err(|error| {
            io::Error::other(format!("the engine refused {command:?}: {error}"))
        })?;
        let view = game.view(seat).map_err(io::Error::other)?;
        writeln!(
            out,
            "{}\t{}\t{}\t{}",
            seat.0,
            json!(&command)?,
            json!(&outcome)?,
            json!(&view)?
        )?;
        step += 1;
        if step >= CELLS_MAX_STEPS {
            return Err(io::Error::other(format!(
                "the Cells game did not end in {CELLS_MAX_STEPS} steps"
            )));
        }
    }
    if !game.is_over() {
        return Err(io::Error::other("the Cells bot found no command to send"));
    }
    writeln!(out, "{}", json!(&game.public_view())?)?;
    out.flush()
}

/// Step `step` of the Cells bot: the lowest awaited seat sends its legal command
/// number `(7 * step) mod n`; `None` once the game is over.
fn cells_step(game: &CellsGame, step: usize) -> Option<(Seat, CellsCommand)> {
    let seat = game.awaiting().iter().next()?;
    let commands = game.legal_commands(seat);
    let pick = step.checked_mul(7)?.checked_rem(commands.len())?;
    commands.get(pick).map(|&command| (seat, command))
}

/// `Ok(None)` asks for help.
fn parse_args(args: impl Iterator<Item = String>) -> Result<Option<Run>, String> {
    let (mut players, mut seed, mut config, mut cells) = (None, 2026u64, None, false);
    let mut args = args;
    while let Some(arg) = args.next() {
        let (flag, value) = match arg.as_str() {
            "-h" | "--help" => return Ok(None),
            "--cells" => {
                cells = true;
                continue;
            }
            "--players" | "--seed" | "--config" => {
                let value = args.next().ok_or_else(|| format!("{arg} needs a value"))?;
                (arg, value)
            }
            other => match other.split_once('=') {
                Some((flag @ ("--players" | "--seed" | "--config"), value)) => {
                    (flag.to_owned(), value.to_owned())
                }
                _ => return Err(format!("unknown argument '{other}'")),
            },
        };
        match flag.as_str() {
            "--players" => {
                players = Some(
                    value
                        .parse()
                        .map_err(|_| format!("--players takes a number, not '{value}'"))?,
                );
            }
            "--seed" => {
                seed = value
                    .parse()
                    .map_err(|_| format!("--seed takes a number, not '{value}'"))?;
            }
            _ => {
                config = Some(
                    serde_json::from_str::<GameConfig>(&value)
                        .map_err(|error| format!("--config: {error}"))?,
                );
            }
        }
    }
    if cells {
        if config.is_some() {
            return Err("--cells takes --players and --seed, not --config".into());
        }
        return Ok(Some(Run::Cells(CellsConfig::new(
            players.unwrap_or(4),
            seed,
        ))));
    }
    Ok(Some(Run::Base(
        config.unwrap_or(GameConfig::new(players.unwrap_or(5), seed)),
    )))
}
