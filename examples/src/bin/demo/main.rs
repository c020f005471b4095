//! Plays one game of The Resistance with bots in every seat and tells it: the opening
//! script, the public story as a spectator sees it, one seat's private view, and the
//! final reveal. Any combination of the Hidden Agenda modules can be switched on.
//! With `--cells` it plays the 3–4 player Cells variant instead (CE1–CE8): its public
//! story and one seat's memory.
//!
//! With `--play K` seat K is played from the keyboard against logical bots (in Cells,
//! random-legal ones): at each of its decisions it is shown what it may know and a
//! numbered menu of its legal commands (as leader it types the team's seat numbers,
//! the teams listed only when few), and nothing else of the other seats until the
//! game is over (B13, CE8). At any of its prompts `h` shows the vote-history grid
//! as seat K knows it ([`history`], from `Game::history` only); the grid is shown
//! again at the end, before the final reveal. On a terminal the story is in colour
//! (`--color`, `NO_COLOR`); every line fits in 80 columns, in every language.
//!
//! Seats count from 1 in everything a person types or reads (`--seat 1` is the
//! engine's `Seat(0)`), as on the web table: [`words::seat_name`] tells a seat, never
//! `Seat`'s own `Display`. The JSON the demo prints counts from 0, as the wire format
//! does.
//!
//! ```text
//! cargo run --release -p resistance-examples --bin demo
//! cargo run --release -p resistance-examples --bin demo -- --players 5 --seed 7 --seat 2
//! cargo run --release -p resistance-examples --bin demo -- --all-modules --players 10
//! cargo run --release -p resistance-examples --bin demo -- --assassin --body-guard --language ru
//! cargo run --release -p resistance-examples --bin demo -- --cells --players 3 --seat 1
//! cargo run --release -p resistance-examples --bin demo -- --play 2 --assassin
//! cargo run --release -p resistance-examples --bin demo -- --cells --play 1
//! ```
//!
//! The modules, by concern: [`args`] reads the command line; [`base_game`] plays the
//! base game and tells it, with the [`narrator`] for the public story,
//! [`private_view`] for one seat's secrets, [`history`] for the vote-history grid,
//! [`reveal`] for the end and [`words`] for the names of things; [`cells`] plays
//! and tells Cells. [`play`] and [`cells_play`] let a person play a seat, asking
//! through [`prompt`]. Everything is written to a [`wrap::Screen`], which wraps it
//! at 80 columns and paints it as [`style`] says.

mod args;
mod base_game;
mod cells;
mod cells_play;
mod history;
mod narrator;
mod play;
mod private_view;
mod prompt;
mod reveal;
mod style;
mod words;
mod wrap;

use args::{Request, USAGE, parse_args};
use std::{
    io::{self, Write},
    process::ExitCode,
};
use wrap::Screen;

fn main() -> ExitCode {
    let options = match parse_args(std::env::args_os().skip(1)) {
        Ok(Request::Play(options)) => options,
        Ok(Request::Help) => {
            // Not println!, which panics when `demo --help | head` closes the pipe.
            let mut out = io::stdout().lock();
            let told = writeln!(out, "{USAGE}");
            return exit_code(&mut out, told);
        }
        Err(message) => return usage_error(&message),
    };
    let mut screen = Screen::new(io::stdout().lock(), options.color.paints_stdout());
    words::use_naming(options.naming);
    if options.cells {
        cells::run(&options, &mut screen)
    } else {
        base_game::run(options, &mut screen)
    }
}

/// A mistake of the user's: the message, a hint, and exit code 2.
fn usage_error(message: &str) -> ExitCode {
    eprintln!("demo: {message}\nTry 'demo --help' for the options.");
    ExitCode::from(2)
}

/// The exit code once a story has been written to `out`, flushed first.
fn exit_code(out: &mut impl Write, told: io::Result<()>) -> ExitCode {
    match resistance_examples::unless_reader_left(told.and_then(|()| out.flush())) {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("demo: {error}");
            ExitCode::FAILURE
        }
    }
}
