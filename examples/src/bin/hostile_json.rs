//! Benchmark: what hostile JSON costs the codec, against a normal input of the same
//! kind, measured in the same run (`docs/bad-input.md`, "Sizes").
//!
//! ```text
//! cargo run --release -p resistance-examples --bin hostile_json
//! ```
//!
//! For each kind of input (configuration, command, record) it times a normal one,
//! then hostile ones: objects of thousands of unknown keys where the input has an
//! object (the shape that was quadratic), and a text of 1 MB or more, which the
//! size limits refuse unread. Each row gives the time of one decoding (the fastest
//! of several runs, each of many calls) and its ratio to the normal input's, both
//! per call and per byte: linear reading shows as a per-byte ratio near 1, whatever
//! the size. A benchmark, not a test: it prints figures and passes no judgement.

use resistance_core::{
    Game, Recorded,
    json::{self, MAX_COMMAND_BYTES, MAX_CONFIG_BYTES, MAX_RECORD_BYTES},
};
use resistance_examples::{all_modules, bot_rng, next_step};
use std::{
    hint::black_box,
    time::{Duration, Instant},
};

/// Runs per row; the fastest counts, so a burst of other work on a shared machine
/// slows no row more than another.
const RUNS: u32 = 7;
/// The least time one run takes: calls repeat until it has passed.
const RUN_TIME: Duration = Duration::from_millis(40);

/// The time one call of `decode` takes on `text`.
fn time(text: &str, decode: fn(&str) -> bool) -> Duration {
    let mut best = Duration::MAX;
    for _ in 0..RUNS {
        let start = Instant::now();
        let mut calls = 0u32;
        while start.elapsed() < RUN_TIME {
            black_box(decode(black_box(text)));
            calls += 1;
        }
        best = best.min(start.elapsed() / calls);
    }
    best
}

/// `n` members `"k0":1,` … of an object, to be followed by at least one more.
fn keys(n: usize) -> String {
    (0..n).map(|i| format!(r#""k{i}":1,"#)).collect()
}

/// Keys `"k0":1,` … filling just under `bytes`.
fn keys_within(bytes: usize) -> String {
    let mut text = String::new();
    let mut i = 0;
    while text.len() + 32 < bytes {
        text.push_str(&format!(r#""k{i}":1,"#));
        i += 1;
    }
    text
}

struct Row {
    name: &'static str,
    text: String,
    decode: fn(&str) -> bool,
}

fn config(text: &str) -> bool {
    json::new_game_from_json::<Game>(text, || Ok(1)).is_ok()
}

fn command(text: &str) -> bool {
    json::command_from_json::<Game>(text).is_ok()
}

fn record(text: &str) -> bool {
    json::replay_from_json::<Game>(text).is_ok()
}

/// A record of a whole seven-player game with every module that fits.
fn normal_record() -> String {
    let mut game = Recorded::<Game>::new(all_modules(7, 11)).expect("a valid configuration");
    let mut rng = bot_rng(11);
    while let Some((seat, command)) = next_step(game.game(), &mut rng) {
        game.apply(seat, command)
            .expect("a command the game offered");
    }
    json::to_json(&game.record()).expect("serializes")
}

fn main() {
    let normal_config = r#"{"players":7,"assassin":{"bodyGuard":true},"trapper":true}"#;
    let normal_command = r#"{"type":"proposeTeam","team":[0,3,5]}"#;
    let normal_record = normal_record();
    let head = r#"{"version":2,"game":"resistance","config":{"players":5,"seed":1},"commands":["#;
    let in_record = |command: String| format!(r#"{head}{{"seat":0,"command":{command}}}]}}"#);
    let vote = r#"{"seat":0,"command":{"type":"vote","vote":"approve"}},"#;

    let groups: [(Row, Vec<Row>); 3] = [
        (
            Row {
                name: "configuration, normal",
                text: normal_config.to_owned(),
                decode: config,
            },
            vec![
                Row {
                    name: "unknown keys at the top, to the limit",
                    text: format!(r#"{{{}"players":7}}"#, keys_within(MAX_CONFIG_BYTES - 64)),
                    decode: config,
                },
                Row {
                    name: "unknown keys in `assassin`, to the limit",
                    text: format!(
                        r#"{{"players":7,"assassin":{{{}"x":1}}}}"#,
                        keys_within(MAX_CONFIG_BYTES - 64)
                    ),
                    decode: config,
                },
                Row {
                    name: "160,000 keys (1.8 MB), over the limit",
                    text: format!(r#"{{{}"players":7}}"#, keys(160_000)),
                    decode: config,
                },
            ],
        ),
        (
            Row {
                name: "command, normal",
                text: normal_command.to_owned(),
                decode: command,
            },
            vec![
                Row {
                    name: "unknown keys, to the limit",
                    text: format!(
                        r#"{{"type":"proposeTeam",{}"team":[0,1]}}"#,
                        keys_within(MAX_COMMAND_BYTES - 64)
                    ),
                    decode: command,
                },
                Row {
                    name: "1 MB of keys, over the limit",
                    text: format!(r#"{{"type":"proposeTeam",{}"team":[0,1]}}"#, keys(90_000)),
                    decode: command,
                },
            ],
        ),
        (
            Row {
                name: "record, normal (a whole game)",
                text: normal_record,
                decode: record,
            },
            vec![
                Row {
                    name: "unknown keys in a command, to the limit",
                    text: in_record(format!(
                        r#"{{"type":"proposeTeam",{}"team":[0,1]}}"#,
                        keys_within(MAX_RECORD_BYTES - 200)
                    )),
                    decode: record,
                },
                Row {
                    name: "votes, to the limit",
                    text: format!(
                        "{head}{}{}]}}",
                        vote.repeat((MAX_RECORD_BYTES - 200) / vote.len()),
                        vote.trim_end_matches(',')
                    ),
                    decode: record,
                },
                Row {
                    name: "42 MB of votes, over the limit",
                    text: format!(
                        "{head}{}{}]}}",
                        vote.repeat(800_000),
                        vote.trim_end_matches(',')
                    ),
                    decode: record,
                },
            ],
        ),
    ];

    println!(
        "{:<48} {:>10} {:>12} {:>9} {:>9}",
        "input", "bytes", "per call", "x call", "x byte"
    );
    for (normal, hostile) in groups {
        let base = time(&normal.text, normal.decode);
        let base_per_byte = base.as_secs_f64() / normal.text.len() as f64;
        println!(
            "{:<48} {:>10} {:>12.1?} {:>9} {:>9}",
            normal.name,
            normal.text.len(),
            base,
            "1",
            "1"
        );
        for row in hostile {
            let cost = time(&row.text, row.decode);
            let per_byte = cost.as_secs_f64() / row.text.len() as f64;
            println!(
                "  {:<46} {:>10} {:>12.1?} {:>9.1} {:>9.2}",
                row.name,
                row.text.len(),
                cost,
                cost.as_secs_f64() / base.as_secs_f64(),
                per_byte / base_per_byte
            );
        }
    }
}
