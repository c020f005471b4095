//! A tournament and balance simulator: many games between bots, per player count,
//! module set and matchup (the Resistance's bots against the spies'), with the
//! Resistance win rate and its 95% confidence interval for each; the results as
//! JSON that shards of one run add up in, tables in Markdown and an SVG chart.
//!
//! ```text
//! cargo run --release -p resistance-examples --bin simulate -- --games 1000
//! cargo run --release -p resistance-examples --bin simulate -- --players 5,7,10 \
//!     --modules base,assassin --bots random,logical --json results.json --svg chart.svg
//! cargo run --release -p resistance-examples --bin simulate -- --shard 0/2 --json a.json
//! cargo run --release -p resistance-examples --bin simulate -- merge a.json b.json
//! ```
//!
//! The modules, by concern: [`args`] reads the command line; [`run`] plays the
//! games on every core; [`results`] is the JSON and the merge of shards; [`stats`]
//! the confidence intervals; [`report`] the tables and [`chart`] the SVG.

mod args;
mod chart;
mod report;
mod results;
mod run;
mod stats;

use args::{Outputs, Request, parse_args, usage};
use results::Results;
use std::{fs, io::Write, path::Path, process::ExitCode, time::Instant};

fn main() -> ExitCode {
    let done = match parse_args(std::env::args_os().skip(1)) {
        Ok(Request::Help) => to_stdout(&format!("{}\n", usage())),
        Ok(Request::Simulate(plan, outputs)) => {
            let started = Instant::now();
            run::play(&plan).and_then(|results| {
                let games: u64 = results.cells.iter().map(|cell| cell.counts.games).sum();
                let seconds = started.elapsed().as_secs_f64();
                let rate = games as f64 / seconds;
                // A slow bot's few games a second still read as a rate, not as 0.
                let rate = if rate < 10.0 {
                    format!("{rate:.2}")
                } else {
                    format!("{rate:.0}")
                };
                eprintln!(
                    "simulate: {} games in {seconds:.1} s ({rate} games/s)",
                    report::thousands(games)
                );
                finish(&results, &outputs)
            })
        }
        Ok(Request::Merge(files, outputs)) => {
            merge(&files).and_then(|results| finish(&results, &outputs))
        }
        Err(message) => {
            eprintln!("simulate: {message}\nTry 'simulate --help' for the options.");
            return ExitCode::from(2);
        }
    };
    match done {
        Ok(()) => ExitCode::SUCCESS,
        Err(message) => {
            eprintln!("simulate: {message}");
            ExitCode::FAILURE
        }
    }
}

fn merge(files: &[std::path::PathBuf]) -> Result<Results, String> {
    let named = files
        .iter()
        .map(|file| {
            let name = file.display().to_string();
            let text = fs::read_to_string(file).map_err(|error| format!("{name}: {error}"))?;
            let results = Results::from_json(&text).map_err(|error| format!("{name}: {error}"))?;
            Ok((name, results))
        })
        .collect::<Result<Vec<_>, String>>()?;
    Results::merge(named)
}

/// Writes the files asked for and prints the tables.
fn finish(results: &Results, outputs: &Outputs) -> Result<(), String> {
    let chart = outputs
        .chart
        .unwrap_or_else(|| results.settings.default_chart());
    results.settings.check_played(chart)?;
    let write = |path: &Path, text: &str| {
        fs::write(path, text).map_err(|error| format!("{}: {error}", path.display()))
    };
    if let Some(path) = &outputs.json {
        write(path, &results.to_json())?;
    }
    if let Some(path) = &outputs.svg {
        write(path, &chart::svg(results, chart)?)?;
    }
    to_stdout(&report::tables(results, chart))
}

/// Writes `text` to stdout; a reader that went away (`simulate | head`) is no error.
fn to_stdout(text: &str) -> Result<(), String> {
    let mut stdout = std::io::stdout().lock();
    let written = stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush());
    resistance_examples::unless_reader_left(written).map_err(|error| format!("stdout: {error}"))
}
