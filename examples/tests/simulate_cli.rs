//! The simulator, run as a user would: a tiny run writes JSON whose counts add up,
//! shards merged are the whole run byte for byte whatever the thread count, and bad
//! arguments get a message and a non-zero exit, never a panic. Runs are kept to 5
//! and 6 players, whose games take the bots least time.

mod common;

use serde_json::Value;
use std::{fs, path::PathBuf, process::Output};

/// The simulator with `args`.
fn simulate(args: &[&str]) -> Output {
    common::run(env!("CARGO_BIN_EXE_simulate"), args)
}

/// A fresh directory for one test's files.
fn scratch(test: &str) -> PathBuf {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join(format!("simulate-{test}"));
    let _ = fs::remove_dir_all(&dir);
    fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs `args` and insists that it succeeds.
fn succeeds(args: &[&str]) -> Output {
    let output = simulate(args);
    assert!(
        output.status.success(),
        "{args:?}: {:?}\n{}",
        output.status,
        text(&output.stderr)
    );
    output
}

fn number(value: &Value) -> u64 {
    value.as_u64().expect("a count")
}

#[test]
fn a_tiny_run_writes_json_whose_counts_add_up_and_a_chart() {
    let dir = scratch("tiny");
    let (json, svg) = (dir.join("results.json"), dir.join("chart.svg"));
    let output = succeeds(&[
        "--games",
        "3",
        "--players",
        "5,6",
        "--modules",
        "base,assassin",
        "--bots",
        "random,logical",
        "--json",
        json.to_str().unwrap(),
        "--svg",
        svg.to_str().unwrap(),
    ]);
    let results: Value = serde_json::from_str(&fs::read_to_string(&json).unwrap()).unwrap();
    assert_eq!(results["format"], "resistance-simulate");
    assert_eq!(results["version"], 1);
    let cells = results["cells"].as_array().unwrap();
    // 2 player counts x 2 module sets x 4 matchups (every ordered pair of 2 bots).
    assert_eq!(cells.len(), 16);
    for cell in cells {
        let counts = &cell["counts"];
        let games = number(&counts["games"]);
        assert_eq!(games, 3, "{cell}");
        assert_eq!(
            number(&counts["resistanceWins"]) + number(&counts["spyWins"]),
            games,
            "{cell}"
        );
        let ends: u64 = counts["ends"]
            .as_object()
            .unwrap()
            .values()
            .map(number)
            .sum();
        assert_eq!(ends, games, "{cell}");
        let rate = &cell["resistanceWinRate"];
        let (low, mid, high) = (
            rate["low"].as_f64().unwrap(),
            rate["rate"].as_f64().unwrap(),
            rate["high"].as_f64().unwrap(),
        );
        assert!(
            (0.0..=mid).contains(&low) && (mid..=1.0).contains(&high),
            "{cell}"
        );
    }
    let matchups: Vec<(&str, &str)> = cells[..4]
        .iter()
        .map(|cell| {
            (
                cell["resistance"].as_str().unwrap(),
                cell["spies"].as_str().unwrap(),
            )
        })
        .collect();
    assert_eq!(
        matchups,
        [
            ("random", "random"),
            ("random", "logical"),
            ("logical", "random"),
            ("logical", "logical")
        ]
    );
    let chart = fs::read_to_string(&svg).unwrap();
    assert!(chart.starts_with("<svg"), "{chart}");
    assert!(chart.contains("Resistance win rate by player count"));
    assert!(chart.contains("module set assassin"));
    let tables = text(&output.stdout);
    assert!(tables.contains("| 5 | base | 3 |"), "{tables}");
    assert!(
        tables.contains("Avalon with Merlin | 1,675 | 675 | 40.3% | 38.0–42.7% |"),
        "{tables}"
    );
}

#[test]
fn shards_merged_are_the_whole_run_whatever_the_thread_count() {
    let dir = scratch("shards");
    let file = |name: &str| dir.join(name).to_str().unwrap().to_owned();
    let run = ["--games", "5", "--players", "5,6", "--seed", "40"];
    let whole = succeeds(&[&run[..], &["--threads", "1", "--json", &file("whole.json")]].concat());
    for (shard, name) in [("0/2", "a.json"), ("1/2", "b.json")] {
        succeeds(
            &[
                &run[..],
                &["--threads", "2", "--shard", shard, "--json", &file(name)],
            ]
            .concat(),
        );
    }
    let merged = succeeds(&[
        "merge",
        &file("b.json"),
        &file("a.json"),
        "--json",
        &file("merged.json"),
    ]);
    let read = |name: &str| fs::read_to_string(dir.join(name)).unwrap();
    assert_ne!(
        read("a.json"),
        read("whole.json"),
        "a shard is not the whole run"
    );
    assert_eq!(read("merged.json"), read("whole.json"));
    assert_eq!(text(&merged.stdout), text(&whole.stdout));
    // Half the games each: 3 and 2 of 5.
    let games = |name: &str| {
        let results: Value = serde_json::from_str(&read(name)).unwrap();
        number(&results["cells"][0]["counts"]["games"])
    };
    assert_eq!((games("a.json"), games("b.json")), (3, 2));

    // One shard twice, a shard of another run, a file that is not there or not a
    // result: refused with the file's name.
    succeeds(
        &[
            &run[..],
            &[
                "--games",
                "4",
                "--shard",
                "1/2",
                "--json",
                &file("other.json"),
            ],
        ]
        .concat(),
    );
    fs::write(dir.join("junk.json"), "{\"format\": 1}").unwrap();
    for (files, expected) in [
        (["a.json", "a.json"], "shard 0/2 is in"),
        (["a.json", "other.json"], "settings differ"),
        (["a.json", "missing.json"], "missing.json"),
        (["a.json", "junk.json"], "junk.json"),
    ] {
        let output = simulate(&["merge", &file(files[0]), &file(files[1])]);
        assert_eq!(output.status.code(), Some(1), "{files:?}");
        let message = text(&output.stderr);
        assert!(message.contains(expected), "{files:?}: {message}");
        assert!(!message.contains("panicked"), "{message}");
    }
}

#[test]
fn help_says_how_seats_and_seeds_are_dealt_and_names_the_bots() {
    let output = succeeds(&["--help"]);
    let help = text(&output.stdout);
    for expected in [
        "seating is permuted",
        "paired design",
        "--shard I/N",
        "simulate merge",
        "random, logical",
        "assassin",
    ] {
        assert!(help.contains(expected), "no '{expected}' in:\n{help}");
    }
}

#[test]
fn bad_arguments_get_a_message_and_exit_code_2() {
    for (args, expected) in [
        (
            &["--bots", "clever"][..],
            "no such name 'clever'; the names are standIn, random, logical, search",
        ),
        (&["--shard", "3/2"], "shard 3 does not exist"),
        (&["--shard", "1"], "--shard takes I/N"),
        (
            &["--games", "0"],
            "--games takes a number of games from 1 up, not '0'",
        ),
        (&["--games", "-5"], "--games takes"),
        (&["--players", "4"], "from 5 to 10"),
        (
            &["--modules", "everything"],
            "the names are base, assassin, all, plot",
        ),
        (
            &["--chart", "random:logical", "--bots", "logical"],
            "not played",
        ),
        (&["--threads", "0"], "--threads"),
        (&["--json"], "--json needs a value"),
        (&["--gmaes", "3"], "unknown argument '--gmaes'"),
        (
            &["merge", "a.json", "--games", "3"],
            "merge takes the settings from its files",
        ),
        (&["merge"], "merge needs the JSON files"),
    ] {
        let output = simulate(args);
        assert_eq!(output.status.code(), Some(2), "{args:?}");
        let message = text(&output.stderr);
        assert!(message.contains(expected), "{args:?}: {message}");
        assert!(!message.contains("panicked"), "{args:?}: {message}");
        assert!(output.stdout.is_empty(), "{args:?}");
    }
}

#[test]
fn matchups_choose_the_cells_and_their_shards_merge_too() {
    let dir = scratch("matchups");
    let file = |name: &str| dir.join(name).to_str().unwrap().to_owned();
    let run = [
        "--games",
        "4",
        "--players",
        "5",
        "--matchups",
        "logical:random,random:logical",
    ];
    succeeds(&[&run[..], &["--json", &file("whole.json")]].concat());
    for (shard, name) in [("0/2", "a.json"), ("1/2", "b.json")] {
        succeeds(&[&run[..], &["--shard", shard, "--json", &file(name)]].concat());
    }
    succeeds(&[
        "merge",
        &file("a.json"),
        &file("b.json"),
        "--json",
        &file("merged.json"),
    ]);
    let read = |name: &str| fs::read_to_string(dir.join(name)).unwrap();
    assert_eq!(read("merged.json"), read("whole.json"));
    let results: Value = serde_json::from_str(&read("whole.json")).unwrap();
    let cells: Vec<(String, String)> = results["cells"]
        .as_array()
        .unwrap()
        .iter()
        .map(|cell| {
            let side = |key: &str| cell[key].as_str().unwrap().to_owned();
            (side("resistance"), side("spies"))
        })
        .collect();
    let pair = |r: &str, s: &str| (r.to_owned(), s.to_owned());
    assert_eq!(
        cells,
        [pair("logical", "random"), pair("random", "logical")]
    );
    assert_eq!(
        results["settings"]["matchups"].as_array().map(Vec::len),
        Some(2)
    );
    // The chart needs a matchup that was played.
    let output = simulate(&[&run[..], &["--chart", "logical:logical"]].concat());
    assert_eq!(output.status.code(), Some(2));
    assert!(text(&output.stderr).contains("one of --matchups"));
}

/// `simulate | head`: a reader that left before the tables were written is not a
/// crash.
#[test]
fn a_reader_that_left_is_no_crash() {
    let args = ["--games", "3", "--players", "5"];
    let output = common::with_reader_gone(env!("CARGO_BIN_EXE_simulate"), &args);
    let stderr = text(&output.stderr);
    assert!(output.status.success(), "{:?}: {stderr}", output.status);
    assert!(!stderr.contains("panicked"), "{stderr}");
}
