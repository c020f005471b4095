//! The bench program's command line, in the debug build cargo tests with: what it
//! prints and how it ends. Its figures are measured by running it, not here.

mod common;

use std::process::Output;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// Runs the bench with `args` to its end.
fn bench(args: &[&str]) -> Output {
    common::run(env!("CARGO_BIN_EXE_bench"), args)
}

/// The instruction-count mode plays exactly the games asked for and says so.
#[test]
fn the_callgrind_mode_reports_the_games_it_played() {
    let output = bench(&["--callgrind-games", "3", "--setup", "base"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert!(
        stdout.starts_with("3 games of 7 players, base game: ") && stdout.ends_with(" applies\n"),
        "{stdout}"
    );
}

/// `--loop playout` plays the same games, each in one `Game::random_playout`: the
/// same number of applies as step by step, and every game ended. A `--loop` that is
/// not one of the two, or without `--callgrind-games`, is refused.
#[test]
fn the_playout_loop_plays_the_same_games() {
    let run = |extra: &[&str]| {
        let output = bench(&[&["--callgrind-games", "5", "--setup", "all"], extra].concat());
        assert!(output.status.success(), "{}", text(&output.stderr));
        text(&output.stdout)
    };
    let applies = |line: &str| line.rsplit(": ").next().map(str::to_owned);
    let (step, playout) = (run(&[]), run(&["--loop", "playout"]));
    assert!(
        playout.starts_with("5 random playouts of 7 players, all modules, 5 ended: "),
        "{playout}"
    );
    assert_eq!(applies(&step), applies(&playout), "{step}{playout}");
    for args in [
        &[
            "--callgrind-games",
            "5",
            "--setup",
            "base",
            "--loop",
            "fast",
        ][..],
        &["--loop", "playout"][..],
    ] {
        let output = bench(args);
        assert!(!output.status.success(), "{args:?} was accepted");
        assert!(text(&output.stderr).contains("--loop"), "{args:?}");
    }
}

/// `--figures` prints each figure once more as a line `figure NAME VALUE`, the form
/// `node scripts/figures.mjs --record` reads; the callgrind mode times nothing and
/// refuses it.
#[test]
fn figures_come_as_lines_to_record() {
    let output = bench(&["--deduce-games", "1", "--figures"]);
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    let figures: Vec<(&str, f64)> = stdout
        .lines()
        .filter_map(|line| line.strip_prefix("figure "))
        .map(|figure| {
            let (name, value) = figure.split_once(' ').expect("a name and a value");
            (name, value.parse().expect("a number"))
        })
        .collect();
    let names: Vec<&str> = figures.iter().map(|&(name, _)| name).collect();
    assert_eq!(
        names,
        ["games", "views", "mean-us", "slowest-us", "most-groups"],
        "{stdout}"
    );
    assert_eq!(figures[0].1, 1.0, "{stdout}");
    let output = bench(&["--callgrind-games", "1", "--setup", "base", "--figures"]);
    assert!(!output.status.success());
    assert!(text(&output.stderr).contains("--figures goes with"));
}

/// `bench | head`: a reader that left is no crash, and the run ends without
/// measuring what nobody reads.
#[test]
fn a_reader_that_left_is_no_crash() {
    for args in [
        &["--callgrind-games", "3", "--setup", "base"][..],
        &["--help"][..],
    ] {
        let output = common::with_reader_gone(env!("CARGO_BIN_EXE_bench"), args);
        let stderr = text(&output.stderr);
        assert!(
            output.status.success(),
            "{args:?}: {:?}: {stderr}",
            output.status
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
    }
}
