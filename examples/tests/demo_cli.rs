//! The demo binary, run as a user would: it tells a whole game and a private view,
//! and answers bad flags with a message and exit code 2, never a panic.

use std::process::{Command, Output};

fn demo(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_demo"))
        .args(args)
        .output()
        .expect("the demo binary runs")
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The parts every successful run prints.
fn assert_tells_a_whole_game(output: &Output, seat: u8) {
    let text = stdout(output);
    assert!(
        output.status.success(),
        "{:?}\n{}",
        output.status,
        stderr(output)
    );
    assert!(text.contains("Round 1:"), "no round 1 in:\n{text}");
    assert!(text.contains("Proposal 1:"), "no proposal in:\n{text}");
    assert!(text.contains("Votes:"), "no revealed votes in:\n{text}");
    assert!(text.contains("Game over:"), "no game end in:\n{text}");
    assert!(
        text.contains("Every role is revealed"),
        "no B13 reveal in:\n{text}"
    );
    assert!(
        text.contains(&format!("The private view of seat {seat}")),
        "no private view of seat {seat} in:\n{text}"
    );
    assert!(
        text.contains(&format!("\"seat\": {seat},")),
        "no view JSON in:\n{text}"
    );
    assert!(
        text.contains("\"roles\""),
        "no final reveal JSON in:\n{text}"
    );
}

#[test]
fn default_run_tells_a_seven_player_game_and_seat_0s_view() {
    let output = demo(&[]);
    assert_tells_a_whole_game(&output, 0);
    assert!(stdout(&output).contains("7 players"));
}

#[test]
fn flags_choose_players_seed_and_seat() {
    let output = demo(&["--players", "5", "--seed", "7", "--seat", "2"]);
    assert_tells_a_whole_game(&output, 2);
    let text = stdout(&output);
    assert!(text.contains("5 players, seed 7"), "{text}");
    // Same flags, same game: the story is a pure function of the seed.
    assert_eq!(
        stdout(&demo(&["--players=5", "--seed=7", "--seat=2"])),
        text
    );
}

#[test]
fn help_prints_the_usage() {
    let output = demo(&["--help"]);
    assert!(output.status.success());
    assert!(stdout(&output).contains("--players N"));
}

/// Exit code 2 with a message on stderr that contains `expected`.
fn assert_usage_error(args: &[&str], expected: &str) {
    let output = demo(args);
    assert_eq!(
        output.status.code(),
        Some(2),
        "{args:?}: {:?}",
        output.status
    );
    let message = stderr(&output);
    assert!(message.contains(expected), "{args:?}: {message}");
    assert!(!message.contains("panicked"), "{args:?}: {message}");
}

#[test]
fn four_players_is_refused_with_the_engines_message() {
    assert_usage_error(&["--players", "4"], "5 to 10 players");
}

#[test]
fn malformed_flags_exit_with_code_2() {
    assert_usage_error(&["--players", "abc"], "5 to 10");
    assert_usage_error(&["--players", "300"], "5 to 10");
    assert_usage_error(&["--players"], "--players needs a value");
    assert_usage_error(&["--seed", "-1"], "--seed");
    assert_usage_error(&["--seed", "9007199254740992"], "too large");
    assert_usage_error(&["--seat", "7"], "no seat 7");
    assert_usage_error(&["--sead", "1"], "unknown argument '--sead'");
}
