//! The reference run of the JSON wire format: one game played by a deterministic
//! scripted bot, printed as the JSON the bindings must reproduce byte for byte.
//!
//! ```text
//! cargo run -p resistance-examples --bin wire_reference -- --players 7 --seed 42
//! cargo run -p resistance-examples --bin wire_reference -- --config '{"players":8,"seed":3,"trapper":true}'
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

use resistance_core::{Command, Game, GameConfig, GameRng, Seat};
use resistance_examples::bot_rng;
use std::{
    io::{self, Write},
    process::ExitCode,
};

const USAGE: &str = "\
Plays one game with a deterministic scripted bot and prints it in the JSON wire
format: the config, then per step `seat<TAB>command<TAB>outcome`, then the final
public view.

Usage: wire_reference [--players N] [--seed S] [--config JSON]

Options:
  --players N     number of players, 5 to 10 (default 5)
  --seed S        seed of the game and of the bot (default 2026)
  --config JSON   the whole configuration in the wire format (modules included);
                  replaces --players and --seed
  -h, --help      show this help";

fn main() -> ExitCode {
    let config = match parse_args(std::env::args().skip(1)) {
        Ok(Some(options)) => options,
        Ok(None) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("wire_reference: {message}\n{USAGE}");
            return ExitCode::from(2);
        }
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

/// `Ok(None)` asks for help.
fn parse_args(args: impl Iterator<Item = String>) -> Result<Option<GameConfig>, String> {
    let (mut players, mut seed, mut config) = (5u8, 2026u64, None);
    let mut args = args;
    while let Some(arg) = args.next() {
        let (flag, value) = match arg.as_str() {
            "-h" | "--help" => return Ok(None),
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
                players = value
                    .parse()
                    .map_err(|_| format!("--players takes a number, not '{value}'"))?;
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
    Ok(Some(config.unwrap_or(GameConfig::new(players, seed))))
}
