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

/// Reads the rest of the prompt just found: what it asks for, "1-4", "3 seat
/// numbers", "3 seat numbers, or 1".
fn asked(demo: &mut PtySession) -> String {
    demo.exp_string("): ").expect("the prompt ends")
}

/// What a player who takes the first choice types when `asked`: the first seats
/// when a team is named by seat numbers only, "1" otherwise.
fn first_choice(asked: &str) -> String {
    match asked.split_once(" seat numbers") {
        Some((size, _)) if size.bytes().all(|b| b.is_ascii_digit()) => {
            let size: u8 = size.parse().expect("a team size");
            (1..=size)
                .map(|seat| seat.to_string())
                .collect::<Vec<_>>()
                .join(" ")
        }
        _ => "1".to_owned(),
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
        let answer = first_choice(&asked(&mut demo));
        demo.send_line(&answer).expect("the answer is typed");
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

/// Issue 35: at seven players the leader is not shown the 35 possible teams of
/// three: they type the seat numbers, "2 4 5", and a mistake is explained. Seats
/// are numbered from 1 on the screen as in what is typed.
#[test]
fn a_leader_types_2_4_5_on_a_terminal() {
    let mut demo = spawn(&["--play", "4", "--seed", "3", "--players", "7"]);
    let mut story = String::new();
    let team = loop {
        let (told, prompted) = next_prompt(&mut demo);
        story.push_str(&told);
        assert!(prompted, "seat 4 never proposed a team of 3:\n{story}");
        let asked = asked(&mut demo);
        if asked.starts_with("3 seat numbers") {
            break told;
        }
        demo.send_line(&first_choice(&asked))
            .expect("the answer is typed");
    };
    assert!(
        team.contains("Propose a team of 3 from seats 1 to 7: type the seat numbers"),
        "{team}"
    );
    assert!(!team.contains("1 2 3"), "the teams are listed:\n{team}");
    demo.send_line("2 4 4").expect("the answer is typed");
    demo.exp_string("Seat 4 is named twice")
        .expect("the seat named twice is refused");
    demo.exp_string(PROMPT).expect("the prompt comes again");
    demo.send_line("2 4 5").expect("the answer is typed");
    demo.exp_string("You chose: 2 4 5")
        .expect("the team typed is chosen");
    let (told, _) = next_prompt(&mut demo);
    assert!(
        told.contains("seat 4 proposes seats 2, 4 and 5."),
        "the proposal is not told:\n{told}"
    );
    assert!(story.contains("=== Your seat: seat 4"), "{story}");
    assert!(!story.contains("seat 0"), "a seat counted from 0:\n{story}");
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

/// Issue 35: the prompt says that `h` shows the vote history; typed at a prompt on
/// a terminal, it shows the grid as the player's seat knows it (a line for each
/// vote so far), then the menu and the prompt again, and the game goes on.
#[test]
fn h_at_a_prompt_shows_the_vote_history_grid() {
    let mut demo = spawn(&["--play", "2", "--seed", "7", "--players", "7", "--trapper"]);
    let mut story = String::new();
    // Answer until a vote has been told, so the grid has a line to show.
    loop {
        let (told, prompted) = next_prompt(&mut demo);
        story.push_str(&told);
        assert!(prompted, "the game ended before any vote:\n{story}");
        let asked = asked(&mut demo);
        assert!(asked.ends_with("; h for history"), "the prompt: {asked}");
        if story.contains("Votes: ") {
            break;
        }
        demo.send_line(&first_choice(&asked))
            .expect("the answer is typed");
    }
    demo.send_line("h").expect("h is typed");
    let (grid, prompted) = next_prompt(&mut demo);
    assert!(prompted, "no prompt after the grid:\n{grid}");
    assert_tells(
        &grid,
        &[
            "=== The vote history, as seat 2 knows it ===",
            "Rnd Try Leader  1   2   3   4   5   6   7   Vote",
            "  1   1 ",
        ],
    );
    assert!(
        !grid.contains("You chose"),
        "h was taken as a choice:\n{grid}"
    );
    assert!(grid.contains("1)"), "the menu is not shown again:\n{grid}");
    for line in grid.lines() {
        let plain_width = line
            .split('\x1b')
            .enumerate()
            .map(|(index, part)| {
                // Every part after an escape starts with its "[...m".
                let text = if index == 0 {
                    part
                } else {
                    part.split_once('m').map_or("", |(_, t)| t)
                };
                text.trim_end_matches('\r').chars().count()
            })
            .sum::<usize>();
        assert!(
            plain_width <= 80,
            "a line of {plain_width} columns: {line:?}"
        );
    }
    // The game goes on.
    let answer = first_choice(&asked(&mut demo));
    demo.send_line(&answer).expect("the answer is typed");
    demo.exp_string("You chose: ").expect("the choice is taken");
}
