//! The bench program's command line, in the debug build cargo tests with: what it
//! prints and how it ends. Its figures are measured by running it, not here.

mod common;

use std::process::Command;

fn text(bytes: &[u8]) -> String {
    String::from_utf8_lossy(bytes).into_owned()
}

/// The instruction-count mode plays exactly the games asked for and says so.
#[test]
fn the_callgrind_mode_reports_the_games_it_played() {
    let output = Command::new(env!("CARGO_BIN_EXE_bench"))
        .args(["--callgrind-games", "3", "--setup", "base"])
        .output()
        .expect("bench runs");
    assert!(output.status.success(), "{}", text(&output.stderr));
    let stdout = text(&output.stdout);
    assert!(
        stdout.starts_with("3 games of 7 players, base game: ") && stdout.ends_with(" applies\n"),
        "{stdout}"
    );
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
