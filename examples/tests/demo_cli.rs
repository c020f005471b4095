//! The demo binary, run as a user would: it tells a whole game and a private view,
//! with any combination of modules, and answers bad flags and impossible setups with
//! a message and exit code 2, never a panic.

mod common;

use common::assert_tells;

use std::process::{Command, Output};

/// The demo with `args`, and seed 2026 when they give none: without `--seed` the
/// demo draws a secure seed, and these tests read a known story.
fn demo(args: &[&str]) -> Output {
    let seeded = args.iter().any(|arg| arg.starts_with("--seed"));
    let fixed: &[&str] = if seeded { &[] } else { &["--seed", "2026"] };
    run(&[args, fixed].concat())
}

/// The demo with exactly `args`.
fn run(args: &[&str]) -> Output {
    common::run(env!("CARGO_BIN_EXE_demo"), args)
}

/// Issue 13: without `--seed` the demo draws a secure seed and prints it, so no two
/// runs deal alike and the printed seed plays the same game again.
#[test]
fn without_a_seed_the_demo_draws_a_secure_one_and_prints_it() {
    let seed_of = |text: &str| -> String {
        let at = text.find(", seed ").expect("the seed is printed") + 7;
        text[at..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect()
    };
    let first = stdout(&run(&["--players", "5"]));
    let second = stdout(&run(&["--players", "5"]));
    let (a, b) = (seed_of(&first), seed_of(&second));
    assert_ne!(a, b, "two runs drew the same seed");
    let again = stdout(&run(&["--players", "5", "--seed", &a]));
    assert_eq!(again, first, "the printed seed plays the same game");
}

fn stdout(output: &Output) -> String {
    String::from_utf8_lossy(&output.stdout).into_owned()
}

/// `text` with every run of whitespace made one space: the story as written before
/// it was wrapped at 80 columns, for sentences that a wrap may break.
fn unwrapped(text: &str) -> String {
    text.split_whitespace().collect::<Vec<_>>().join(" ")
}

fn stderr(output: &Output) -> String {
    String::from_utf8_lossy(&output.stderr).into_owned()
}

/// The parts every successful run prints, with the private view of `seat` (counted
/// from 1, as `--seat` and the story count; its JSON view counts from 0).
fn assert_tells_a_whole_game(output: &Output, seat: u8) {
    let text = stdout(output);
    assert!(
        output.status.success(),
        "{:?}\n{}",
        output.status,
        stderr(output)
    );
    assert_tells(
        &text,
        &[
            "Round 1:",
            "Proposal 1:",
            "Votes:",
            "Game over:",
            // B13, and the final reveal's JSON.
            "Every role is revealed",
            "\"roles\"",
            // The seat's private view, and its JSON.
            &format!("The private view of seat {seat}"),
            &format!("\"seat\": {},", seat - 1),
        ],
    );
}

#[test]
fn default_run_tells_a_seven_player_game_and_seat_1s_view() {
    let output = demo(&[]);
    assert_tells_a_whole_game(&output, 1);
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
    let text = stdout(&output);
    let flags = [
        "--players N",
        "--language L",
        "--assassin",
        "--body-guard",
        "--false-commander",
        "--deep-cover",
        "--blind-spy",
        "--trapper",
        "--defector",
        "--defector-variant2",
        "--inquisitor",
        "--agendas",
        "--double-agendas",
        "--single-or-double-agendas",
        "--plot-cards",
        "--all-modules",
    ];
    assert_tells(&text, &flags);
}

/// Issue 35: `--help` fits an 80-column terminal, as the story does, and says
/// that seats count from 1.
#[test]
fn help_fits_80_columns() {
    let text = stdout(&demo(&["--help"]));
    assert!(text.lines().count() > 40, "{text}");
    for line in text.lines() {
        let width = line.chars().count();
        assert!(width <= 80, "a help line of {width} columns:\n{line}");
    }
    assert_tells(
        &unwrapped(&text),
        &["Seats are numbered from 1 to N", "1 to N (default 1)"],
    );
}

#[test]
fn the_default_run_is_a_base_game_with_its_opening_script() {
    let text = stdout(&demo(&[]));
    assert_tells(
        &text,
        &[
            "Modules: none, the base game.",
            "Everyone, close your eyes",
            "Spies: open your eyes",
        ],
    );
}

#[test]
fn all_modules_at_ten_players_narrates_every_module() {
    let output = demo(&["--all-modules", "--players", "10"]);
    assert_tells_a_whole_game(&output, 1);
    let text = unwrapped(&stdout(&output));
    for expected in [
        // The setup and its script.
        "Modules: Assassin (Commander, Assassin, Body Guard, False Commander and Deep Cover), \
         Trapper, Defectors, Inquisitor, hidden agendas (one name each), plot cards.",
        "--all-modules left out the Blind Spy: 10 players have only 4 spies.",
        "Body Guard: open your eyes",
        // The public story of each module.
        "The Inquisitor token goes to",
        "seals a hidden agenda.",
        "sets aside seat",
        "'s card: only the leader sees it",
        "A loyalty card is flipped:",
        "inspects seat",
        "draws plot cards, face up",
        // The final reveal.
        "=== The final reveal",
        "Winners:",
        "accusations named a spy",
        "set aside seat",
    ] {
        assert!(text.contains(expected), "no '{expected}' in:\n{text}");
    }
    assert!(
        text.contains("the Assassin, whoever that is")
            && (text.contains("who was the Commander")
                || text.contains("who was not the Commander"))
            || text.contains("three missions failed")
            || text.contains("teams were rejected in one round"),
        "no ending in:\n{text}"
    );
    // The public story never tells a set-aside card or an inspection's result.
    let story = &text
        [text.find("=== The public story").unwrap()..text.find("=== The private view").unwrap()];
    assert!(!story.contains("showed"), "a loyalty card leaked:\n{story}");
    assert!(!story.contains("saw it"), "a trapped card leaked:\n{story}");
}

#[test]
fn the_private_view_shows_the_seats_own_module_secrets() {
    let mut inspected = false;
    let mut trapped = false;
    for seat in 1..=10 {
        let seat = seat.to_string();
        let output = demo(&["--all-modules", "--players", "10", "--seat", &seat]);
        assert!(output.status.success(), "{}", stderr(&output));
        let text = stdout(&output);
        let private = &text[text.find("=== The private view").unwrap()..];
        assert!(
            private.contains("you sealed a hidden agenda accusing seat"),
            "seat {seat}:\n{private}"
        );
        assert!(
            private.contains("Hidden agenda: accuses seat"),
            "seat {seat}"
        );
        inspected |= private.contains("you inspected seat");
        trapped |= private.contains("as leader you set aside seat");
    }
    assert!(inspected, "no seat told its inspection");
    assert!(trapped, "no seat told its trapped card");
}

#[test]
fn every_module_flag_turns_its_module_on() {
    for (flag, expected) in [
        ("--assassin", "Assassin (Commander and Assassin)"),
        (
            "--body-guard",
            "Assassin (Commander, Assassin and Body Guard)",
        ),
        (
            "--deep-cover",
            "Assassin (Commander, Assassin and Deep Cover)",
        ),
        (
            "--blind-spy",
            "Assassin (Commander, Assassin and Blind Spy)",
        ),
        ("--trapper", "Modules: Trapper."),
        ("--defector", "Modules: Defectors."),
        (
            "--defector-variant2",
            "Defectors (variant 2: they know each other)",
        ),
        ("--inquisitor", "Modules: Inquisitor."),
        ("--agendas", "hidden agendas (one name each)"),
        ("--double-agendas", "hidden agendas (two names each)"),
        (
            "--single-or-double-agendas",
            "hidden agendas (one name or two, each player's choice)",
        ),
        ("--plot-cards", "Modules: plot cards."),
    ] {
        let output = demo(&["--players", "8", flag]);
        assert!(output.status.success(), "{flag}: {}", stderr(&output));
        let text = stdout(&output);
        assert!(
            text.contains(expected),
            "{flag}: no '{expected}' in:\n{text}"
        );
        assert!(text.contains("Game over:"), "{flag}: no end in:\n{text}");
    }
    let output = demo(&["--body-guard", "--false-commander"]);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(stdout(&output).contains("Body Guard and False Commander"));
}

#[test]
fn the_same_flags_replay_the_same_game_with_modules() {
    let args = [
        "--all-modules",
        "--players",
        "7",
        "--seed",
        "11",
        "--seat",
        "3",
    ];
    let first = stdout(&demo(&args));
    assert!(first.contains("7 players, seed 11"));
    assert_eq!(stdout(&demo(&args)), first);
}

#[test]
fn language_ru_reads_the_script_in_russian() {
    let output = demo(&["--language", "ru", "--assassin"]);
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    let script: Vec<&str> = text
        .lines()
        .skip_while(|line| !line.contains("opening script"))
        .skip(1)
        .take_while(|line| !line.is_empty())
        .collect();
    assert!(script.len() >= 4, "{text}");
    let cyrillic = |line: &&str| line.chars().any(|c| ('\u{0400}'..='\u{04FF}').contains(&c));
    assert!(script.iter().all(cyrillic), "{script:#?}");
    assert!(text.contains("Все закройте глаза"), "{text}");
    // Vietnamese too, with --language=vi.
    let vi = stdout(&demo(&["--language=vi"]));
    assert!(vi.contains("Mọi người hãy nhắm mắt lại"), "{vi}");
}

/// Exit code 2 with a message on stderr that contains `expected`.
fn assert_usage_error(args: &[&str], expected: &str) {
    let output = run(args);
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
    assert_usage_error(&["--seat", "8"], "there is no seat 8: a table of 7 players");
    assert_usage_error(&["--seat", "0"], "--seat takes a seat number from 1");
    assert_usage_error(&["--sead", "1"], "unknown argument '--sead'");
    assert_usage_error(&["--language", "fr"], "--language takes en, ru or vi");
    assert_usage_error(&["--language"], "--language needs a value");
}

#[test]
fn impossible_setups_exit_with_the_engines_configuration_error() {
    assert_usage_error(
        &[
            "--players",
            "5",
            "--assassin",
            "--deep-cover",
            "--blind-spy",
        ],
        "this setup needs 3 special spy cards but 5 players have only 2 spies",
    );
    assert_usage_error(
        &["--false-commander"],
        "the False Commander needs the Body Guard in play",
    );
    // Characters named on the command line are never dropped to fit, even with
    // --all-modules: the error says why.
    assert_usage_error(
        &[
            "--players",
            "5",
            "--all-modules",
            "--deep-cover",
            "--blind-spy",
        ],
        "special spy cards but 5 players have only 2 spies",
    );
}

#[test]
fn cells_plays_a_whole_game_and_shows_a_seats_memory() {
    let output = demo(&["--cells", "--players", "3", "--seat", "1"]);
    let text = stdout(&output);
    assert!(output.status.success(), "{}", stderr(&output));
    assert!(text.contains("Cells, the 3-player variant"), "{text}");
    assert!(text.contains("Turn 1:"), "{text}");
    assert!(text.contains("=== The memory of seat 1 ==="), "{text}");
    let bad = demo(&["--cells", "--players", "5"]);
    assert_eq!(bad.status.code(), Some(2), "{}", stdout(&bad));
}

/// PC2-PC5 in the story: the deal, the uses with their targets, the declines; what a
/// card showed only in the private view of the seat it showed (PC4).
#[test]
fn plot_cards_are_narrated_and_what_they_show_stays_private() {
    let mut shown_privately = false;
    for seed in ["1", "2", "3", "4"] {
        let output = demo(&["--plot-cards", "--players", "10", "--seed", seed]);
        assert_tells_a_whole_game(&output, 1);
        let text = stdout(&output);
        assert!(text.contains("draws plot cards, face up"), "{text}");
        assert!(text.contains("gives "), "{text}");
        let story = &text[text.find("=== The public story").unwrap()
            ..text.find("=== The private view").unwrap()];
        assert!(!story.contains("showed you"), "a sight leaked:\n{story}");
        let private = &text[text.find("=== The private view").unwrap()..];
        shown_privately |= private.contains("showed you that");
    }
    assert!(shown_privately, "seat 1 was never shown anything");
}

/// Issue 16: no line of the story is wider than 80 columns, in any language and
/// with the widest setups. Measured in characters (Cyrillic and Vietnamese letters
/// are one column each; a byte count would be twice as long).
#[test]
fn no_line_is_wider_than_80_columns() {
    for args in [
        &[][..],
        &["--all-modules", "--players", "10"],
        &["--all-modules", "--players", "10", "--seat", "10"],
        &["--plot-cards", "--players", "10"],
        &["--all-modules", "--language", "ru"],
        &["--all-modules", "--players", "10", "--language", "vi"],
        &["--cells"],
        &["--cells", "--players", "3", "--seat", "2"],
    ] {
        let output = demo(args);
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        let text = stdout(&output);
        assert!(text.lines().count() > 50, "{args:?}: {text}");
        for line in text.lines() {
            let width = line.chars().count();
            assert!(width <= 80, "{args:?}: a line of {width} columns:\n{line}");
        }
    }
}

/// The escapes of SGR paint, `ESC [ ... m`, taken out.
fn unpainted(text: &str) -> String {
    let mut plain = String::new();
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c == '\x1b' {
            // Up to and with the final 'm'.
            chars.by_ref().find(|&c| c == 'm');
        } else {
            plain.push(c);
        }
    }
    plain
}

/// Piped, the story has no colour; `--color always` paints it, and the painted story
/// less its escapes is the piped one byte for byte. `NO_COLOR` does not stop an
/// explicit `--color always`.
#[test]
fn piped_output_is_plain_and_the_painted_story_is_the_same_text() {
    for args in [&["--all-modules"][..], &["--cells"]] {
        let plain = stdout(&demo(args));
        assert!(!plain.contains('\x1b'), "{args:?}: escapes in piped output");
        let never = stdout(&demo(&[args, &["--color", "never"]].concat()));
        assert_eq!(never, plain, "{args:?}");
        let painted = stdout(&demo(&[args, &["--color=always"]].concat()));
        assert!(painted.contains("\x1b[1m==="), "{args:?}: no bold heading");
        assert!(
            painted.contains("\x1b[3"),
            "{args:?}: no coloured side or card"
        );
        assert_eq!(unpainted(&painted), plain, "{args:?}");
    }
    let forced = Command::new(env!("CARGO_BIN_EXE_demo"))
        .args(["--seed", "2026", "--color", "always"])
        .env("NO_COLOR", "1")
        .output()
        .expect("the demo binary runs");
    assert!(stdout(&forced).contains('\x1b'));
    assert_usage_error(
        &["--color", "sometimes"],
        "--color takes auto, always or never",
    );
}

/// The demo with `--play`: `args` and seed 2026, the player's answers `typed` on
/// stdin.
fn play(args: &[&str], typed: &str) -> Output {
    play_unseeded(&[args, &["--seed", "2026"]].concat(), typed)
}

/// The demo with `args`, its three streams piped.
fn spawn_demo(args: &[&str]) -> std::process::Child {
    use std::process::Stdio;
    Command::new(env!("CARGO_BIN_EXE_demo"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the demo binary runs")
}

/// The demo with `args` as given (a secure seed unless they give one), the
/// player's answers `typed` on stdin.
fn play_unseeded(args: &[&str], typed: &str) -> Output {
    use std::io::Write;
    let mut child = spawn_demo(args);
    let mut stdin = child.stdin.take().expect("a piped stdin");
    // The demo may stop reading before the end (the game is over): a broken pipe
    // here is no failure of the test.
    let _ = stdin.write_all(typed.as_bytes());
    drop(stdin);
    child.wait_with_output().expect("the demo ends")
}

/// What a player who always takes the first choice types at `prompt` ("Your choice
/// (1-4): ", "Your choice (3 seat numbers, or 1): "): the first team's seat numbers
/// when only seat numbers name the teams, "1" otherwise.
fn first_choice(prompt: &str) -> String {
    let asked = &prompt[prompt.rfind('(').map_or(0, |at| at + 1)..];
    let (count, rest) = asked.split_once(' ').unwrap_or((asked, ""));
    match count.parse::<u8>() {
        Ok(size) if rest.starts_with("seat numbers") => (1..=size)
            .map(|seat| seat.to_string())
            .collect::<Vec<_>>()
            .join(" "),
        _ => "1".to_owned(),
    }
}

/// The demo with `args` as given (a secure seed unless they give one), played to
/// its end by a player who reads each prompt and types what `answer` says to it,
/// as a person at a terminal would; at most 2,000 answers.
fn play_answering(args: &[&str], mut answer: impl FnMut(&str) -> String) -> Output {
    use std::io::{Read, Write};
    let mut child = spawn_demo(args);
    let mut stdin = child.stdin.take().expect("a piped stdin");
    let mut stdout = child.stdout.take().expect("a piped stdout");
    let mut told = Vec::new();
    let mut answered = 0;
    let mut answers = 0;
    let mut chunk = [0; 8192];
    loop {
        let read = stdout.read(&mut chunk).expect("the story is read");
        if read == 0 {
            break;
        }
        told.extend_from_slice(&chunk[..read]);
        // A prompt is flushed whole, and the demo waits on it for its answer.
        let text = String::from_utf8_lossy(&told[answered..]).into_owned();
        if let Some(at) = text
            .rfind("Your choice (")
            .filter(|_| text.ends_with("): "))
        {
            answers += 1;
            assert!(answers <= 2_000, "no end after 2,000 answers:\n{text}");
            let typed = answer(&text[at..]);
            // The demo may end before it reads the answer: no failure here.
            let _ = writeln!(stdin, "{typed}");
            answered = told.len();
        }
    }
    drop(stdin);
    let mut output = child.wait_with_output().expect("the demo ends");
    output.stdout = told;
    output
}

/// `args` with seed 2026, played to the end taking the first choice everywhere.
fn play_through(args: &[&str]) -> Output {
    play_answering(&[args, &["--seed", "2026"]].concat(), first_choice)
}

/// Issue 35: a person playing a seat is never told the seed before the game is over
/// (with it, `demo --seed S --seat J` shows every other seat's role): it is drawn
/// securely, differs from game to game, and is told after the final reveal, where
/// it deals the same game again. The same in Cells.
#[test]
fn play_tells_the_seed_only_after_the_game() {
    let seed_after = |args: &[&str], end: &str| -> (String, String) {
        let output = play_unseeded(args, &"1\n".repeat(2_000));
        assert!(output.status.success(), "{}", stderr(&output));
        let text = unwrapped(&stdout(&output));
        let over = text.find(end).expect("the game ends");
        let told = text
            .rfind("This game's seed was ")
            .expect("the seed is told")
            + 21;
        assert!(told > over, "the seed is told before the end:\n{text}");
        let seed: String = text[told..]
            .chars()
            .take_while(char::is_ascii_digit)
            .collect();
        assert!(!seed.is_empty(), "{text}");
        assert!(
            !text[..over].contains(&seed),
            "the seed {seed} shows before the end:\n{text}"
        );
        assert!(!text[..over].contains("seed"), "{text}");
        (seed, text)
    };
    for (args, end) in [
        (
            &["--play", "2", "--players", "5", "--assassin"][..],
            "Game over:",
        ),
        (&["--cells", "--play", "1", "--players", "3"], "Game over"),
    ] {
        let (first, text) = seed_after(args, end);
        let (second, _) = seed_after(args, end);
        assert_ne!(first, second, "two games drew the same seed");
        // The seed told deals the same game: the same story, word for word.
        let again = play_unseeded(&[args, &["--seed", &first]].concat(), &"1\n".repeat(2_000));
        assert_eq!(unwrapped(&stdout(&again)), text, "{args:?}");
    }
}

/// Every role's name as the story words it (words.rs), to look for in seat K's
/// screens.
const ROLE_NAMES: [&str; 10] = [
    "a member of the Resistance",
    "a Spy",
    "the Commander (Resistance)",
    "the Assassin (spy)",
    "the Body Guard (Resistance)",
    "the False Commander (spy)",
    "the Deep Cover (spy)",
    "the Blind Spy (spy)",
    "the Resistance Defector",
    "the Spy Defector",
];

/// Issue 16: with `--play K`, nothing seat K may not know is shown before the game
/// is over: no other seat's role, and no other player's secret choice (who played
/// Fail, whose card was set aside and what it was), for every seat of tables with
/// every module. After the reveal all of it is there, so the checks can fail. The
/// player asks for the vote history (issue 35) at every prompt: the grids are
/// checked too, and show no grid but seat K's.
#[test]
fn play_shows_seat_k_nothing_secret_of_the_others_before_the_reveal() {
    for (args, players) in [
        (&["--assassin", "--body-guard", "--players", "7"][..], 7),
        (&["--all-modules", "--players", "10"], 10),
    ] {
        for seat in 1..=players {
            let seat_arg = seat.to_string();
            let mut asked_history = false;
            let output = play_answering(
                &[args, &["--play", &seat_arg, "--seed", "2026"]].concat(),
                |prompt| {
                    asked_history = !asked_history;
                    if asked_history {
                        "h".to_owned()
                    } else {
                        first_choice(prompt)
                    }
                },
            );
            assert!(output.status.success(), "{}", stderr(&output));
            let text = unwrapped(&stdout(&output));
            let over = text.find("Game over:").expect("the game ends");
            let (before, after) = text.split_at(over);
            let own = format!("seat {seat}: ");
            let own_role = after[after.find(&own).expect("seat K in the reveal") + own.len()..]
                .split(';')
                .next()
                .unwrap_or_default()
                .split(", switched")
                .next()
                .unwrap_or_default();
            assert!(
                before.contains(&format!("You are {own_role}")),
                "seat {seat} is not told its role, {own_role}:\n{before}"
            );
            let others = ROLE_NAMES.iter().filter(|name| **name != own_role);
            let mut revealed = 0;
            for name in others {
                assert!(
                    !before.contains(name),
                    "seat {seat} ({own_role}) was shown '{name}' before the end:\n{before}"
                );
                revealed += usize::from(after.contains(name));
            }
            assert!(revealed > 0, "the reveal names no other role:\n{after}");
            let grids = before.matches("=== The vote history").count();
            let own_grids = format!("=== The vote history, as seat {seat} knows it ===");
            assert!(grids > 3, "the grid was not shown:\n{before}");
            assert_eq!(before.matches(&own_grids).count(), grids, "{before}");
            for secret in ["Fail played by", "which was Fail", "which was Success"] {
                assert!(
                    !before.contains(secret),
                    "seat {seat} saw '{secret}':\n{before}"
                );
            }
            assert!(after.contains("=== The final reveal"), "{after}");
        }
    }
}

#[test]
fn play_flags_are_checked_like_the_others() {
    assert_usage_error(&["--play", "8"], "there is no seat 8");
    assert_usage_error(&["--play", "0"], "--play takes a seat number from 1");
    assert_usage_error(&["--cells", "--play", "5"], "there is no seat 5");
    assert_usage_error(&["--play", "x"], "--play takes a seat number");
    assert_usage_error(
        &["--play", "1", "--seat", "2"],
        "--play and --seat name different seats",
    );
    assert_usage_error(
        &["--seat", "2", "--play", "1"],
        "--play and --seat name different seats",
    );
    let text = stdout(&demo(&["--help"]));
    assert!(
        text.contains("--play K") && text.contains("--color WHEN"),
        "{text}"
    );
}

/// The end of input at a prompt ends the game cleanly: a message, exit code 0,
/// and no reveal of an unfinished game.
#[test]
fn the_end_of_input_leaves_the_game_unfinished() {
    let output = play(&["--play", "2"], "1\nnot a number\n");
    assert!(output.status.success(), "{}", stderr(&output));
    let text = stdout(&output);
    assert!(
        text.contains("'not a number' is not a choice number"),
        "{text}"
    );
    assert!(text.contains("Input ended: you leave the table"), "{text}");
    assert!(!text.contains("Game over"), "{text}");
    assert!(!text.contains("=== The final reveal"), "{text}");
    assert!(!stderr(&output).contains("panicked"), "{}", stderr(&output));
}

/// `--cells --play K`: a whole game of Cells from the keyboard, every cell shown
/// only once it is over (CE8), then seat K's memory against the truth.
#[test]
fn cells_can_be_played_from_the_keyboard_to_the_reveal() {
    for seat in ["1", "3"] {
        let output = play(
            &["--cells", "--players", "3", "--play", seat],
            &"1\n".repeat(500),
        );
        assert!(output.status.success(), "{}", stderr(&output));
        let text = stdout(&output);
        let over = text.find("Game over:").expect("the game ends");
        let (before, after) = text.split_at(over);
        assert!(
            before.contains("Your hand, which you see this once:"),
            "{before}"
        );
        assert!(before.contains("What you remember:"), "{before}");
        assert!(before.contains("You chose: "), "{before}");
        for revealed in ["Every cell is revealed", "side)", "The memory of seat"] {
            assert!(
                !before.contains(revealed),
                "'{revealed}' before the end:\n{before}"
            );
            assert!(
                after.contains(revealed),
                "no '{revealed}' at the end:\n{after}"
            );
        }
    }
}

/// Issue 16: `--names avalon` tells the same game (the same seed deals the same
/// seats and plays the same moves) by the Avalon names: the script, the story and
/// the reveal name Merlin and Percival, never the Resistance cards, outside the JSON
/// views (whose roles are the wire format's names): the glosses that say why a
/// seat learned what it did use the Avalon names too.
#[test]
fn avalon_names_tell_the_same_game_by_other_names() {
    let args = [
        "--all-modules",
        "--players",
        "10",
        "--seat",
        "1",
        "--color",
        "never",
    ];
    let resistance = demo(&args);
    let avalon = demo(&[&args[..], &["--names", "avalon"]].concat());
    assert_tells_a_whole_game(&avalon, 1);
    let (resistance, avalon) = (unwrapped(&stdout(&resistance)), unwrapped(&stdout(&avalon)));
    for name in [
        "Merlin",
        "Percival",
        "Morgana",
        "Mordred",
        "Lady of the Lake",
        "Lancelot",
    ] {
        assert!(
            avalon.contains(name),
            "no {name} in the Avalon story:\n{avalon}"
        );
        assert!(!resistance.contains(name), "{name} in the Resistance story");
    }
    // Outside the JSON views, no Resistance name.
    let mut depth = 0;
    let prose: String = avalon
        .chars()
        .filter(|&c| {
            match c {
                '{' | '[' => depth += 1,
                '}' | ']' => depth -= 1,
                _ => {}
            }
            depth == 0
        })
        .collect();
    for name in [
        "Commander",
        "Body Guard",
        "Deep Cover",
        "Blind Spy",
        "Inquisitor",
        "Defector",
    ] {
        assert!(
            !prose.contains(name),
            "{name} in the Avalon story's prose:\n{prose}"
        );
    }
    // The same game: the same rounds and the same winner.
    let outcome = |text: &str| text.matches("Mission ").count();
    assert_eq!(outcome(&resistance), outcome(&avalon));
    assert_eq!(
        resistance.contains("Game over: the Resistance wins"),
        avalon.contains("Game over: Good wins")
    );
    let refused = demo(&["--names", "tolkien"]);
    assert_eq!(refused.status.code(), Some(2));
    assert!(stderr(&refused).contains("--names takes resistance or avalon"));
}

/// `demo --help | head -1` and `demo | head -1`: the reader goes away early, and the
/// demo ends quietly with success, never a panic about a broken pipe. The reading
/// end is closed before the demo writes, so that every write meets the closed pipe.
#[test]
fn a_reader_that_stops_early_gets_no_panic() {
    for args in [&["--help"][..], &["--seed", "1"][..]] {
        let output = common::with_reader_gone(env!("CARGO_BIN_EXE_demo"), args);
        let stderr = String::from_utf8_lossy(&output.stderr);
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(
            output.status.success(),
            "{args:?}: {:?} {stderr}",
            output.status
        );
    }
}

/// Every seat number `text` tells after "seat" or "seats" (either case): "seat 3",
/// "seat 3's card", "seats 1, 4 and 5". JSON (`"seat": 0`) and code
/// (`Seat(0)`) are not told this way and are skipped.
fn seat_numbers_told(text: &str) -> Vec<u32> {
    let number = |word: &str| -> Option<u32> {
        let digits: String = word.chars().take_while(char::is_ascii_digit).collect();
        digits.parse().ok()
    };
    let words: Vec<&str> = text.split_whitespace().collect();
    let mut told = Vec::new();
    for (at, word) in words.iter().enumerate() {
        if !matches!(*word, "seat" | "Seat" | "seats" | "Seats") {
            continue;
        }
        let mut rest = words[at + 1..].iter();
        while let Some(next) = rest.next() {
            let Some(seat) = number(next) else { break };
            told.push(seat);
            // A list goes on after "3," or before "and 5".
            if next.ends_with(',') {
                continue;
            }
            match rest.clone().next() {
                Some(&"and") => {
                    rest.next();
                }
                _ => break,
            }
        }
    }
    told
}

/// Issue 35: a person counts seats from 1, as the web table does, in the story, the
/// prompts, the private view and the reveal, for the base game and for Cells; only
/// the JSON views count from 0. Seat 0 would show in any game of ten if a seat were
/// told as the engine numbers it.
#[test]
fn seats_are_numbered_from_1_everywhere_a_person_reads_them() {
    for (args, players, played) in [
        (
            &["--all-modules", "--players", "10", "--seat", "10"][..],
            10,
            false,
        ),
        (
            &["--all-modules", "--players", "10", "--play", "1"],
            10,
            true,
        ),
        (
            &[
                "--plot-cards",
                "--trapper",
                "--players",
                "10",
                "--play",
                "10",
            ],
            10,
            true,
        ),
        (&["--cells", "--players", "4", "--seat", "4"], 4, false),
        (&["--cells", "--players", "3", "--play", "1"], 3, true),
    ] {
        let output = if played {
            play_through(args)
        } else {
            demo(args)
        };
        assert!(output.status.success(), "{args:?}: {}", stderr(&output));
        let text = stdout(&output);
        assert!(text.contains("Game over"), "{args:?}: unfinished:\n{text}");
        let told = seat_numbers_told(&text);
        assert!(told.len() > 20, "{args:?}: few seats told:\n{text}");
        for seat in &told {
            assert!(
                (1..=players).contains(seat),
                "{args:?}: seat {seat} at a table of {players}:\n{text}"
            );
        }
        assert!(
            told.contains(&players),
            "{args:?}: seat {players} is never told"
        );
    }
    // The JSON view keeps the engine's numbers: seat 10 is 9 there.
    let text = stdout(&demo(&["--players", "10", "--seat", "10"]));
    assert_tells(&text, &["=== The private view of seat 10", "\"seat\": 9,"]);
}

/// The rule ids (`B4`, `AS2`, `CE8`, ...) in `text`: whole words, as
/// `\b(B|AS|DF|TR|IQ|PC|HA|CE|LV)[0-9]+\b` finds them. With `bare`, a module's id
/// alone (`AS`, `CE`) counts too.
fn rule_ids(text: &str, bare: bool) -> Vec<String> {
    const MODULES: [&str; 9] = ["B", "AS", "DF", "TR", "IQ", "PC", "HA", "CE", "LV"];
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|word| {
            let letters = word.trim_end_matches(|c: char| c.is_ascii_digit());
            let digits = word.len() - letters.len();
            MODULES.contains(&letters) && (digits > 0 || bare)
        })
        .map(str::to_owned)
        .collect()
}

/// Issue 35: rule ids ("(B4, AS2, DF2: the spies learn each other)") are for the
/// docs and the code, not for a player: nothing a `--play` game prints to its
/// player cites one, in any seat, with every module, in Cells, nor does the
/// spectator demo or `--help`.
#[test]
fn no_rule_ids_in_what_a_player_reads() {
    assert_eq!(
        rule_ids("seat 2 (B4, AS2; CE8) AS B Bob B12x", true),
        ["B4", "AS2", "CE8", "AS", "B"]
    );
    for args in [
        &["--all-modules", "--players", "10", "--play", "1"][..],
        &[
            "--all-modules",
            "--players",
            "10",
            "--play",
            "7",
            "--names",
            "avalon",
        ],
        &["--assassin", "--blind-spy", "--players", "7", "--play", "3"],
        &[
            "--defector-variant2",
            "--agendas",
            "--players",
            "6",
            "--play",
            "2",
        ],
        &[
            "--single-or-double-agendas",
            "--plot-cards",
            "--players",
            "8",
            "--play",
            "5",
        ],
        &["--cells", "--players", "3", "--play", "2"],
        &["--cells", "--players", "4", "--play", "4"],
    ] {
        for seed in ["1", "2", "3"] {
            let output = play_answering(&[args, &["--seed", seed]].concat(), first_choice);
            assert!(output.status.success(), "{args:?}: {}", stderr(&output));
            let text = stdout(&output);
            assert!(text.contains("Game over"), "{args:?}: unfinished:\n{text}");
            let ids = rule_ids(&text, false);
            assert!(ids.is_empty(), "{args:?} seed {seed}: {ids:?} in:\n{text}");
        }
    }
    for args in [&["--all-modules", "--players", "10"][..], &["--cells"]] {
        let text = stdout(&demo(args));
        let ids = rule_ids(&text, false);
        assert!(ids.is_empty(), "{args:?}: {ids:?} in:\n{text}");
    }
    let help = stdout(&demo(&["--help"]));
    let ids = rule_ids(&help, true);
    assert!(ids.is_empty(), "{ids:?} in the help:\n{help}");
}

/// Issue 35: a leader names a team by typing its members' seat numbers, "2 4 5" or
/// "2,4,5", instead of finding it in a list of every team (35 at seven players,
/// which is not shown); a wrong count, a seat named twice or a seat the table does
/// not have is refused with the reason, and the prompt comes again.
#[test]
fn a_leader_types_the_team_by_its_seat_numbers() {
    for (seat, separator) in [("3", " "), ("5", ","), ("6", ", ")] {
        let mut team_prompts = 0;
        let mut proposed: Vec<String> = Vec::new();
        let output = play_answering(
            &["--players", "7", "--play", seat, "--seed", "11"],
            |prompt| {
                // Teams named by seat numbers only: "(3 seat numbers; h for history)".
                if !prompt.contains("seat numbers;") {
                    return first_choice(prompt);
                }
                team_prompts += 1;
                let size = first_choice(prompt).split(' ').count();
                let team = &["2", "4", "5", "7", "1"][..size];
                let short = team[..size - 1].join(" ");
                // At the first proposal each mistake once, then the team.
                let mistakes = [
                    short.clone(),
                    format!("{short} {}", team[0]),
                    format!("{short} 8"),
                    format!("0 {}", team[1..].join(" ")),
                ];
                if let Some(mistake) = mistakes.get(team_prompts - 1) {
                    return mistake.clone();
                }
                let (last, rest) = team.split_last().unwrap();
                proposed.push(format!("seats {} and {last}", rest.join(", ")));
                team.join(separator)
            },
        );
        assert!(output.status.success(), "{}", stderr(&output));
        let text = stdout(&output);
        let plain = unwrapped(&text);
        assert!(!proposed.is_empty(), "seat {seat} never led:\n{text}");
        for refusal in [
            "seats were named: type",
            "Seat 2 is named twice: name each member of the team once.",
            "There is no seat 8: the seats are numbered 1 to 7.",
            "There is no seat 0: the seats are numbered 1 to 7.",
        ] {
            assert!(plain.contains(refusal), "no {refusal:?} in:\n{text}");
        }
        assert!(
            plain.contains("from seats 1 to 7: type the seat numbers of its members"),
            "{text}"
        );
        for team in &proposed {
            let told = format!("seat {seat} proposes {team}.");
            assert!(plain.contains(&told), "no {told:?} in:\n{text}");
        }
        assert!(plain.contains("Game over"), "{text}");
        // The 21 teams of two and 35 of three are never listed.
        assert!(!text.contains(") 1 2"), "a list of teams:\n{text}");
    }
}

/// Issue 35: the Assassin's target list marks the spies it knows, from its own view
/// (AS2, AS4): its fellow spies and the Deep Cover, never the Blind Spy, who is
/// hidden from it. The marks are the seats the screen told it at setup, and the
/// reveal shows them to be spies. Seeds and seats where the player is the Assassin
/// and three missions succeed.
#[test]
fn the_assassins_target_list_marks_the_spies_it_knows() {
    for (players, seat, seed) in [("7", 7, "1"), ("10", 8, "4")] {
        let seat_arg = seat.to_string();
        let args = [
            "--players",
            players,
            "--play",
            &seat_arg,
            "--seed",
            seed,
            "--deep-cover",
            "--blind-spy",
        ];
        let output = play_answering(&args, first_choice);
        assert!(output.status.success(), "{}", stderr(&output));
        let text = unwrapped(&stdout(&output));
        let over = text.find("Game over").expect("the game ends");
        let (before, after) = text.split_at(over);
        let title = "Name the player you believe is the Commander:";
        let menu = &before[before.find(title).expect("the Assassin names someone")..];
        let menu = &menu[..menu.find("Your choice (").expect("a prompt")];
        let marked: Vec<u32> = menu
            .split(") ")
            .filter(|choice| choice.contains("(known spy"))
            .filter_map(|choice| seat_numbers_told(choice).first().copied())
            .collect();
        // What the screen told it at setup, and only that.
        let learned = &before[before.find("You learned that ").expect("it learned")..];
        let end = [" is a spy", " are spies"]
            .iter()
            .filter_map(|end| learned.find(end))
            .min()
            .expect("spies learned");
        let learned = &learned[..end];
        assert_eq!(marked, seat_numbers_told(learned), "{menu}\n{learned}");
        assert!(!marked.is_empty(), "{menu}");
        // The reveal: every marked seat is a spy, the Blind Spy is not marked, and
        // every other spy of the deal is.
        let role_of = |seat: u32| -> &str {
            let at = after.find(&format!("seat {seat}: ")).expect("a role told");
            after[at..].split(';').next().unwrap_or_default()
        };
        for other in (1..=players.parse().unwrap()).filter(|&other| other != seat) {
            let role = role_of(other);
            let spy = role.contains("(spy)") || role.ends_with(": a Spy");
            let blind = role.contains("the Blind Spy");
            assert_eq!(
                marked.contains(&other),
                spy && !blind,
                "seat {other}, {role}: {menu}"
            );
        }
        assert!(role_of(seat).contains("the Assassin"), "{after}");
        assert!(
            menu.contains("seat ") && !menu.contains("the Blind Spy"),
            "{menu}"
        );
    }
}

/// One line of a vote-history grid, read back from the screen by its columns, with
/// seats counted from 1 as the screen counts them.
#[derive(Debug, PartialEq, Eq)]
struct GridVote {
    round: u8,
    attempt: u8,
    leader: u8,
    team: Vec<u8>,
    approvals: Vec<u8>,
    rejections: Vec<u8>,
    approved: bool,
}

impl GridVote {
    /// The vote `record` holds, as the grid should tell it.
    fn of(record: &resistance_core::view::ProposalRecord) -> GridVote {
        let numbers = |seats: resistance_core::SeatSet| -> Vec<u8> {
            seats.iter().map(|seat| seat.0 + 1).collect()
        };
        GridVote {
            round: record.round,
            attempt: record.attempt,
            leader: record.leader.0 + 1,
            team: numbers(record.team),
            approvals: numbers(record.approvals),
            rejections: numbers(record.rejections),
            approved: record.approved,
        }
    }
}

/// The votes of the grid `grid` (from its header line on), read by the columns its
/// header gives each seat's number: `[+]` a member who approved, ` - ` another
/// seat that rejected. The lines of a grid's votes are those that start with two
/// numbers, the round and the try.
fn grid_votes(grid: &str) -> Vec<GridVote> {
    let header = grid
        .lines()
        .find(|line| line.starts_with("Rnd Try Leader"))
        .expect("the grid's header");
    // Each seat's column: where its number ends in the header.
    let columns: Vec<(u8, usize)> = header["Rnd Try Leader".len()..]
        .match_indices(|c: char| c.is_ascii_digit())
        .filter(|(at, _)| {
            let rest = &header["Rnd Try Leader".len() + at + 1..];
            !rest.starts_with(|c: char| c.is_ascii_digit())
        })
        .map(|(at, _)| "Rnd Try Leader".len() + at)
        .enumerate()
        .map(|(index, column)| (index as u8 + 1, column))
        .collect();
    let mut votes = Vec::new();
    for line in grid.lines() {
        let words: Vec<&str> = line.split_whitespace().collect();
        let number = |at: usize| words.get(at).and_then(|word| word.parse::<u8>().ok());
        let (Some(round), Some(attempt), Some(leader)) = (number(0), number(1), number(2)) else {
            continue;
        };
        let mut vote = GridVote {
            round,
            attempt,
            leader,
            team: Vec::new(),
            approvals: Vec::new(),
            rejections: Vec::new(),
            approved: line.contains("approved"),
        };
        let bytes = line.as_bytes();
        for &(seat, column) in &columns {
            if bytes[column - 1] == b'[' {
                assert_eq!(bytes[column + 1], b']', "{line}");
                vote.team.push(seat);
            }
            match bytes[column] {
                b'+' => vote.approvals.push(seat),
                b'-' => vote.rejections.push(seat),
                other => panic!("{:?} in seat {seat}'s column: {line}", other as char),
            }
        }
        votes.push(vote);
    }
    votes
}

/// The text from `start` up to `end` (or to the end), `start` included.
fn section<'a>(text: &'a str, start: &str, end: &str) -> &'a str {
    let from = text
        .find(start)
        .unwrap_or_else(|| panic!("no {start:?}:\n{text}"));
    let rest = &text[from..];
    &rest[..rest[start.len()..]
        .find(end)
        .map_or(rest.len(), |to| to + start.len())]
}

/// Issue 35: the spectator story ends with the vote-history grid, and it is
/// `Game::public_history()` of the game played: one line for each vote (its
/// round, try, leader, team, approvals and rejections, and whether the team went)
/// and the result of each mission. The private view tells what the seat's own
/// history adds to it, from `Game::history(seat)`. The test plays the same game
/// as the demo (the same seed deals it and the same random bots play it).
#[test]
fn the_spectators_grid_is_the_public_history_of_the_game() {
    use resistance_core::{Game, GameConfig, MissionCard, Seat};
    use resistance_examples::{bot_rng, next_step};
    let mut cards_told = 0;
    for (players, seed) in [(5u8, 3u64), (10, 2026), (10, 8)] {
        let (players_arg, seed_arg) = (players.to_string(), seed.to_string());
        let args = [
            "--trapper",
            "--inquisitor",
            "--plot-cards",
            "--players",
            &players_arg,
            "--seed",
            &seed_arg,
            "--seat",
            "4",
        ];
        let output = demo(&args);
        assert!(output.status.success(), "{}", stderr(&output));
        let text = stdout(&output);

        let config = GameConfig::new(players, seed)
            .with_trapper()
            .with_inquisitor()
            .with_plot_cards();
        let (mut game, _) = Game::start(config).expect("the demo's setup");
        let mut bots = bot_rng(seed);
        let mut steps = 0;
        while let Some((seat, command)) = next_step(&game, &mut bots) {
            game.apply(seat, command).expect("a legal step");
            steps += 1;
        }
        assert!(
            text.contains(&format!("\n{steps} commands were applied")),
            "not the same game"
        );
        let history = game.public_history();

        let grid = section(
            &text,
            "=== The vote history (what a spectator sees) ===",
            "=== The private view",
        );
        let recorded: Vec<GridVote> = history
            .rounds
            .iter()
            .flat_map(|row| row.proposals.iter().map(GridVote::of))
            .collect();
        assert_eq!(grid_votes(grid), recorded, "{grid}");
        let missions: Vec<String> = history
            .rounds
            .iter()
            .filter_map(|row| row.mission)
            .map(|mission| {
                let verdict = if mission.succeeded {
                    "succeeded"
                } else {
                    "failed"
                };
                format!("Mission {} {verdict}", mission.round)
            })
            .collect();
        let mission_lines: Vec<String> = grid
            .lines()
            .filter_map(|line| line.strip_prefix("    Mission "))
            .map(|line| {
                let words: Vec<&str> = line.split([' ', ':', '.']).take(2).collect();
                format!("Mission {}", words.join(" "))
            })
            .collect();
        assert_eq!(mission_lines, missions, "{grid}");
        for line in grid.lines() {
            assert!(line.chars().count() <= 80, "{line}");
        }
        assert!(
            !grid.contains("You:"),
            "a seat's own facts in the public grid"
        );

        // The private view: the cards seat 4 played, as its own history holds them.
        let own = game.history(Seat(3)).expect("seat 4");
        let private = unwrapped(section(&text, "own vote history adds", "\n\n"));
        for row in own.rounds.iter() {
            let card = row.own.and_then(|own| own.mission_card);
            let told = format!("Round {}: you played ", row.round);
            assert_eq!(private.contains(&told), card.is_some(), "{private}");
            if let Some(card) = card {
                let name = if card == MissionCard::Fail {
                    "Fail"
                } else {
                    "Success"
                };
                assert!(private.contains(&format!("{told}{name}")), "{private}");
                cards_told += 1;
            }
        }
    }
    assert!(cards_told > 0, "seat 4 was never on a mission");
}

/// What a player reads in the grid blocks of `text`: each block from a heading
/// "=== The vote history" to the next blank line after its header.
fn grid_blocks(text: &str) -> Vec<&str> {
    text.match_indices("=== The vote history")
        .map(|(at, _)| {
            let block = &text[at..];
            let body = block.find("\nRnd Try Leader").expect("a header");
            let end = block[body..]
                .find("\n\n")
                .map_or(block.len(), |end| body + end);
            &block[..end]
        })
        .collect()
}

/// Issue 35: playing a seat, `h` at any prompt shows the vote-history grid as the
/// seat knows it, and the grid is told again once the game is over, before the
/// final reveal. The last grid tells every vote the story told, in order (the
/// leader, the team, who approved and who rejected), each mission's result, and
/// under each round the player's own facts: the cards it chose to play, the cards
/// it set aside as leader and saw, its inspections, as the story told them to it.
/// No line is wider than 80 columns at ten players.
#[test]
fn a_played_grid_tells_every_vote_and_the_players_own_facts() {
    // How many cards played, cards set aside and inspections the grids told.
    let mut facts = [0; 3];
    for (seat, seed) in [("7", "9"), ("8", "3"), ("4", "4")] {
        let args = [
            "--trapper",
            "--inquisitor",
            "--plot-cards",
            "--players",
            "10",
            "--play",
            seat,
            "--seed",
            seed,
        ];
        let mut prompts = 0;
        let output = play_answering(&args, |prompt| {
            prompts += 1;
            assert!(prompt.contains("; h for history): "), "{prompt}");
            // "h" at the first prompts, then a choice there.
            if prompts == 1 || prompts == 3 {
                "h".to_owned()
            } else {
                first_choice(prompt)
            }
        });
        assert!(output.status.success(), "{}", stderr(&output));
        let text = stdout(&output);
        // Piped, the answer is not echoed: what follows a prompt goes on its line,
        // where a terminal would have begun a new one.
        for line in text.lines().flat_map(|line| line.split("): ")) {
            assert!(line.chars().count() <= 80, "a line too wide:\n{line}");
        }
        let blocks = grid_blocks(&text);
        assert_eq!(blocks.len(), 3, "two asked for, one at the end:\n{text}");
        let title = format!("=== The vote history, as seat {seat} knows it ===");
        assert!(
            blocks.iter().all(|block| block.starts_with(&title)),
            "{blocks:?}"
        );
        let over = text.find("Game over:").expect("the game ends");
        let reveal = text.find("=== The final reveal").expect("the reveal");
        let last = text.rfind(&title).expect("the last grid");
        assert!(
            over < last && last < reveal,
            "the grid is not told before the reveal"
        );
        let grid = blocks[2];

        // Every vote of the story, in order: its leader, its team and its votes.
        let story = unwrapped(&text[..over]);
        let proposals: Vec<(u32, Vec<u32>)> = story
            .split("Proposal ")
            .skip(1)
            .map(|part| {
                let sentence = &part[..part.find('.').expect("a sentence")];
                let (leader, team) = sentence.split_once(" proposes ").expect("proposes");
                let leader = seat_numbers_told(leader);
                (leader[0], seat_numbers_told(team))
            })
            .collect();
        let votes: Vec<(Vec<u32>, Vec<u32>, bool)> = story
            .split("Votes: ")
            .skip(1)
            .map(|part| {
                let (approvals, rest) = part.split_once(';').expect("two lists");
                let rejections = &rest[..rest.find('.').expect("a sentence")];
                let approved = rest.contains("The team is approved");
                (
                    seat_numbers_told(approvals),
                    seat_numbers_told(rejections),
                    approved,
                )
            })
            .collect();
        let told = grid_votes(grid);
        assert_eq!(told.len(), proposals.len(), "{grid}\n{story}");
        assert_eq!(told.len(), votes.len(), "{grid}");
        let wide = |seats: &[u8]| -> Vec<u32> { seats.iter().map(|&s| u32::from(s)).collect() };
        for ((vote, (leader, team)), (approvals, rejections, approved)) in
            told.iter().zip(&proposals).zip(&votes)
        {
            assert_eq!(u32::from(vote.leader), *leader, "{vote:?}");
            assert_eq!(wide(&vote.team), *team, "{vote:?}");
            assert_eq!(wide(&vote.approvals), *approvals, "{vote:?}");
            assert_eq!(wide(&vote.rejections), *rejections, "{vote:?}");
            // No Confidence may overrule an approval the votes made: the grid
            // tells the votes.
            assert!(vote.approved || !approved, "{vote:?}");
        }
        // "Mission 2 fails: ...", "Mission 3 succeeds anyway (2 needed): ...".
        let missions = story
            .split("Mission ")
            .filter(|part| {
                let verdict = part.trim_start_matches(|c: char| c.is_ascii_digit());
                verdict.starts_with(" succeeds") || verdict.starts_with(" fails")
            })
            .count();
        let mission_lines = grid
            .lines()
            .filter(|l| l.starts_with("    Mission "))
            .count();
        assert_eq!(mission_lines, missions, "{grid}");

        // The player's own facts: the cards it chose, as the grid tells them.
        let plain = unwrapped(&text);
        let chosen: Vec<&str> = plain
            .split("You chose: ")
            .skip(1)
            .filter(|choice| choice.contains("(Play a mission card"))
            .map(|choice| choice.split(' ').next().unwrap_or_default())
            .collect();
        let played: Vec<&str> = grid
            .lines()
            .filter_map(|line| line.strip_prefix("    You: played "))
            .map(|rest| rest.trim_end_matches('.'))
            .collect();
        assert_eq!(played, chosen, "{grid}");
        // The cards it set aside and its inspections, as it was told them alone.
        let set_aside = story.matches("as leader you set aside seat").count();
        let inspected = story.matches("you inspected seat").count();
        assert_eq!(
            grid.matches("You: set aside seat").count(),
            set_aside,
            "{grid}"
        );
        assert_eq!(
            grid.matches("'s loyalty card: \"").count(),
            inspected,
            "{grid}"
        );
        for (count, more) in facts.iter_mut().zip([played.len(), set_aside, inspected]) {
            *count += more;
        }
        // In each round it played a card, it was on the team that went: the last
        // vote of the round has it in brackets.
        let header = grid.lines().find(|l| l.starts_with("Rnd Try")).unwrap();
        let mut last_vote = "";
        for line in grid.lines() {
            if !grid_votes(&format!("{header}\n{line}")).is_empty() {
                last_vote = line;
            }
            if line.starts_with("    You: played ") {
                let went = &grid_votes(&format!("{header}\n{last_vote}"))[0];
                assert!(went.approved, "{last_vote}");
                assert!(went.team.contains(&seat.parse().unwrap()), "{last_vote}");
            }
        }
    }
    assert!(facts.iter().all(|&count| count > 0), "{facts:?}");
}
