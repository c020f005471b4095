//! What the command-line tests of several example programs share.

// Each test program includes this module and uses only the helpers it needs.
#![allow(dead_code)]

use std::process::{Command, Output, Stdio};

/// Runs `program` with `args` to its end, keeping what it printed.
pub fn run(program: &str, args: &[&str]) -> Output {
    Command::new(program)
        .args(args)
        .output()
        .expect("the program runs")
}

/// Runs `program` with `args` and its stdout's reading end closed before it writes
/// (`program | head` with a reader gone at once), so that every write meets the
/// closed pipe.
pub fn with_reader_gone(program: &str, args: &[&str]) -> Output {
    let mut child = Command::new(program)
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the program starts");
    drop(child.stdout.take());
    child.wait_with_output().expect("the program ends")
}

/// `text` (a program's output) contains each of `parts`; a failure shows the part
/// missing and the whole text.
pub fn assert_tells(text: &str, parts: &[&str]) {
    for part in parts {
        assert!(text.contains(part), "no {part:?} in:\n{text}");
    }
}
