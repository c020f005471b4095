//! Issue 16: the demo played as a person would, on a pseudo-terminal. `--play K`
//! prompts, refuses bad answers and asks again, plays a whole game to the final
//! reveal, and paints the terminal (while piped output stays plain: demo_cli.rs).
#![cfg(unix)]

mod common;

use common::assert_tells;
use rexpect::{
    reader::ReadUntil,
    session::{PtySession, spawn_command},
};
use std::process::Command;

/// Long enough for a slow machine; a prompt that never comes fails the test then.
const TIMEOUT_MS: u64 = 60_000;

/// The prompt, as the demo paints it: the number range follows.
const PROMPT: &str = "Your choice (";

/// The demo with `args` on a fresh pseudo-terminal, as a colour terminal that
/// nobody asked to be plain.
fn spawn(args: &[&str]) -> PtySession {
    let mut command = Command::new(env!("CARGO_BIN_EXE_demo"));
    command
        .args(args)
        .env("TERM", "xterm-256color")
        .env_remove("NO_COLOR");
    spawn_command(command, Some(TIMEOUT_MS)).expect("the demo starts on a pty")
}

/// Reads up to the next prompt or the end of the output: what came before, and
/// whether a prompt came.
fn next_prompt(demo: &mut PtySession) -> (String, bool) {
    let (before, found) = demo
        .exp_any(vec![ReadUntil::String(PROMPT.to_owned()), ReadUntil::EOF])
        .expect("a prompt or the end of the game");
    // At the end rexpect hands back all that is left as what was found.
    if found == PROMPT {
        (before, true)
    } else {
        (before + &found, false)
    }
}

#[test]
fn a_whole_game_is_played_on_a_terminal_with_bad_answers_refused() {
    let mut demo = spawn(&["--play", "1", "--seed", "7", "--players", "7", "--assassin"]);
    let (opening, prompted) = next_prompt(&mut demo);
    assert!(prompted, "no prompt:\n{opening}");
    assert!(
        opening.contains("You are "),
        "seat 1 is not told its role:\n{opening}"
    );
    assert!(opening.contains("1)"), "no numbered menu:\n{opening}");
    // A terminal is painted: bold headings, sides and prompts in colour.
    assert!(
        opening.contains("\x1b[1m=== "),
        "no bold heading:\n{opening:?}"
    );
    assert!(opening.contains("\x1b[3"), "no colour:\n{opening:?}");

    // Bad answers: each is refused with a message and the prompt comes again.
    for (typed, refusal) in [
        ("abc", "'abc' is not a choice number"),
        ("", "Nothing was typed"),
        ("0", "There is no choice 0"),
        ("999", "There is no choice 999"),
    ] {
        demo.send_line(typed).expect("the answer is typed");
        demo.exp_string(refusal).expect("the bad answer is refused");
        let (between, prompted) = next_prompt(&mut demo);
        assert!(prompted, "no prompt again after '{typed}':\n{between}");
        assert!(
            !between.contains("You chose"),
            "'{typed}' was taken as a choice:\n{between}"
        );
    }

    // Then the first choice at every prompt, to the end of the game.
    let mut story = String::new();
    let mut prompts = 0;
    loop {
        demo.send_line("1").expect("the answer is typed");
        let (told, prompted) = next_prompt(&mut demo);
        story.push_str(&told);
        if !prompted {
            break;
        }
        prompts += 1;
        assert!(prompts < 500, "no end after 500 prompts:\n{story}");
    }
    assert!(
        prompts > 3,
        "only {prompts} decisions in a whole game:\n{story}"
    );
    assert_tells(
        &story,
        &[
            "You chose: ",
            "Game over: ",
            "=== The final reveal",
            "Winners: ",
        ],
    );
}

#[test]
fn ctrl_d_at_a_prompt_leaves_the_game_with_a_message() {
    let mut demo = spawn(&["--play", "1", "--seed", "3", "--players", "5"]);
    let (_, prompted) = next_prompt(&mut demo);
    assert!(prompted);
    demo.send_control('d').expect("Ctrl-D is sent");
    demo.exp_string("Input ended: you leave the table")
        .expect("the end of input is told");
    let rest = demo.exp_eof().expect("the demo ends");
    assert!(!rest.contains("=== The final reveal"), "{rest}");
    assert!(!rest.contains("panicked"), "{rest}");
}

#[test]
fn the_story_is_painted_on_a_terminal_unless_no_color_says_otherwise() {
    let told = |demo: &mut PtySession| demo.exp_eof().expect("the story ends");
    let painted = told(&mut spawn(&["--seed", "2026"]));
    assert!(
        painted.contains("\x1b[1m=== The public story"),
        "{painted:?}"
    );
    assert!(painted.contains("\x1b[32msucceeds") || painted.contains("\x1b[31mfails"));

    let mut command = Command::new(env!("CARGO_BIN_EXE_demo"));
    command.args(["--seed", "2026"]).env("NO_COLOR", "1");
    let plain = told(&mut spawn_command(command, Some(TIMEOUT_MS)).expect("a pty"));
    assert!(plain.contains("=== The public story"), "{plain}");
    assert!(
        !plain.contains('\x1b'),
        "NO_COLOR was not honoured:\n{plain:?}"
    );

    let never = told(&mut spawn(&["--seed", "2026", "--color", "never"]));
    assert!(!never.contains('\x1b'), "--color never was not honoured");
}
