//! Plays one game of The Resistance with bots in every seat and tells it: first the
//! public story, as a spectator sees it, then one seat's private view.
//!
//! ```text
//! cargo run --release -p resistance-examples --bin demo
//! cargo run --release -p resistance-examples --bin demo -- --players 5 --seed 7 --seat 2
//! ```

use resistance_core::{
    Allegiance, Appearance, EndReason, Envelope, Event, Game, GameConfig, MAX_PLAYERS, MAX_SEED,
    MIN_PLAYERS, Outcome, PlayerView, Role, Seat, SeatSet, rules::REJECTIONS_TO_LOSE, visible_to,
};
use resistance_examples::{bot_rng, run_game};
use std::{
    ffi::OsString,
    io::{self, Write},
    process::ExitCode,
};

const USAGE: &str = "\
Plays one game of The Resistance with random-legal bots in every seat, prints the
public story, then one seat's private view.

Usage: demo [--players N] [--seed S] [--seat K]

Options:
  --players N   number of players, 5 to 10 (default 7)
  --seed S      seed of the game and of the bots (default 2026)
  --seat K      the seat whose private view is shown, 0 to N-1 (default 0)
  -h, --help    show this help";

/// What the command line asked for.
#[derive(Debug, Clone, Copy)]
struct Options {
    players: u8,
    seed: u64,
    seat: u8,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 7,
            seed: 2026,
            seat: 0,
        }
    }
}

enum Request {
    Play(Options),
    Help,
}

/// Parses `--flag value` and `--flag=value`. Errors are one-line messages for the user.
fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Request, String> {
    let mut options = Options::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let arg = arg
            .into_string()
            .map_err(|bad| format!("unreadable argument {bad:?}: arguments must be UTF-8"))?;
        if arg == "-h" || arg == "--help" {
            return Ok(Request::Help);
        }
        let (flag, inline_value) = match arg.split_once('=') {
            Some((flag, value)) => (flag.to_owned(), Some(value.to_owned())),
            None => (arg, None),
        };
        if !matches!(flag.as_str(), "--players" | "--seed" | "--seat") {
            return Err(format!("unknown argument '{flag}'"));
        }
        let value = match inline_value {
            Some(value) => value,
            None => args
                .next()
                .ok_or_else(|| format!("{flag} needs a value"))?
                .into_string()
                .map_err(|bad| format!("unreadable value {bad:?} for {flag}"))?,
        };
        match flag.as_str() {
            "--players" => {
                options.players = value.parse().map_err(|_| {
                    format!(
                        "--players takes a number of players from {MIN_PLAYERS} to {MAX_PLAYERS}, not '{value}'"
                    )
                })?;
            }
            "--seed" => {
                options.seed = value.parse().map_err(|_| {
                    format!("--seed takes a whole number from 0 to {MAX_SEED}, not '{value}'")
                })?;
            }
            _ => {
                options.seat = value.parse().map_err(|_| {
                    format!("--seat takes a seat number from 0 to players - 1, not '{value}'")
                })?;
            }
        }
    }
    Ok(Request::Play(options))
}

fn main() -> ExitCode {
    let options = match parse_args(std::env::args_os().skip(1)) {
        Ok(Request::Play(options)) => options,
        Ok(Request::Help) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => return usage_error(&message),
    };
    let config = GameConfig::new(options.players, options.seed);
    let (mut game, opening) = match Game::start(config) {
        Ok(started) => started,
        Err(error) => return usage_error(&error.to_string()),
    };
    // The seat's view right after setup, before anything else happens: also checks
    // that --seat names a seat of this table before the game is played.
    let seat = Seat(options.seat);
    let setup_view = match game.view(seat) {
        Ok(view) => view,
        Err(error) => return usage_error(&error.to_string()),
    };

    let mut stdout = io::stdout().lock();
    match tell(&mut stdout, options, &mut game, &opening, &setup_view) {
        Ok(()) => ExitCode::SUCCESS,
        // `demo | head` closes the pipe early; that is not an error worth a message.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("demo: {error}");
            ExitCode::FAILURE
        }
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("demo: {message}\nTry 'demo --help' for the options.");
    ExitCode::from(2)
}

/// Plays the game and writes the whole demo to `out`.
fn tell(
    out: &mut impl Write,
    options: Options,
    game: &mut Game,
    opening: &[Envelope],
    setup_view: &PlayerView,
) -> io::Result<()> {
    writeln!(
        out,
        "The Resistance: {} players, seed {}. Bots play every seat, choosing at random \
         among legal moves.",
        options.players, options.seed
    )?;
    writeln!(out, "\n=== The public story (what a spectator sees) ===")?;
    let mut narrator = Narrator::default();
    for envelope in opening.iter().filter(|e| e.audience.is_public()) {
        narrator.tell(out, &envelope.event)?;
    }
    // The bots draw from their own generator; the game's generator stays the game's.
    let mut bots = bot_rng(options.seed);
    let mut written = Ok(());
    let steps = run_game(game, &mut bots, |_, _, outcome: &Outcome| {
        if written.is_ok() {
            written = outcome
                .public_events()
                .try_for_each(|event| narrator.tell(out, event));
        }
    });
    written?;
    writeln!(out, "\n{steps} commands were applied in all.")?;

    let seat = setup_view.seat;
    writeln!(out, "\n=== The private view of seat {} ===", seat.0)?;
    writeln!(
        out,
        "What {seat} was told at setup (opening events addressed to {seat} alone):"
    )?;
    for event in visible_to(opening, seat) {
        match *event {
            Event::RoleDealt { role, .. } => writeln!(out, "  You are {}.", role_name(role))?,
            Event::KnowledgeGained { sightings, .. } if sightings.is_empty() => writeln!(
                out,
                "  You learned nothing about anyone (B4: the Resistance is told nothing)."
            )?,
            Event::KnowledgeGained { sightings, .. } => {
                let spies: SeatSet = sightings
                    .iter()
                    .filter(|s| s.appears_as == Appearance::Spy)
                    .map(|s| s.seat)
                    .collect();
                writeln!(
                    out,
                    "  You learned that {} {} (B4: the spies learn each other).",
                    seat_list(spies),
                    if spies.len() == 1 {
                        "is a spy"
                    } else {
                        "are spies"
                    }
                )?;
            }
            // Public opening events were told in the story already.
            _ => {}
        }
    }
    writeln!(
        out,
        "\nSeat {0}'s view right after setup, as Game::view(Seat({0})) gave it then: its own \
         role and what it learned at setup, nothing else about other seats, and \"reveal\" \
         is null:",
        seat.0
    )?;
    writeln!(
        out,
        "{}",
        serde_json::to_string_pretty(setup_view).map_err(io::Error::other)?
    )?;

    let final_view = game
        .view(seat)
        .map_err(|error| io::Error::other(error.to_string()))?;
    writeln!(
        out,
        "\nOnce the game is over every seat's view shows every role, allegiance and hidden \
         choice (B13). Seat {}'s final view now has \"reveal\" filled in:",
        seat.0
    )?;
    let reveal =
        serde_json::to_string_pretty(&final_view.table.reveal).map_err(io::Error::other)?;
    writeln!(out, "{reveal}")?;
    Ok(())
}

/// Turns public events into English. Remembers what later events need: the fails a
/// mission needed and the score.
#[derive(Default)]
struct Narrator {
    fails_needed: u8,
    successes: u8,
    failures: u8,
}

impl Narrator {
    fn tell(&mut self, out: &mut impl Write, event: &Event) -> io::Result<()> {
        match *event {
            Event::GameStarted {
                players,
                first_leader,
            } => writeln!(
                out,
                "{players} players sit down; {first_leader} is drawn as the first leader."
            ),
            Event::RoundStarted {
                round,
                leader,
                team_size,
                fails_needed,
            } => {
                self.fails_needed = fails_needed;
                writeln!(
                    out,
                    "\nRound {round}: {leader} leads. The team has {team_size} members; {} \
                     the mission.",
                    match fails_needed {
                        1 => "one Fail card sinks".to_owned(),
                        n => format!("it takes {n} Fail cards to sink"),
                    }
                )
            }
            Event::TeamProposed {
                attempt,
                leader,
                team,
                ..
            } => writeln!(
                out,
                "  Proposal {attempt}: {leader} proposes {}.",
                seat_list(team)
            ),
            Event::VotesRevealed {
                approvals,
                rejections,
                approved,
                ..
            } => writeln!(
                out,
                "    Votes: {} {}; {} {}. The team is {}, {} to {}.",
                seat_list(approvals),
                if approvals.len() == 1 || approvals.is_empty() {
                    "approves"
                } else {
                    "approve"
                },
                seat_list(rejections),
                if rejections.len() == 1 || rejections.is_empty() {
                    "rejects"
                } else {
                    "reject"
                },
                if approved { "approved" } else { "rejected" },
                approvals.len(),
                rejections.len(),
            ),
            Event::LeadershipPassed { leader, rejections } => writeln!(
                out,
                "    {rejections} of {REJECTIONS_TO_LOSE} teams rejected this round; \
                 {leader} leads now."
            ),
            Event::MissionResolved {
                round,
                fails,
                succeeded,
                ..
            } => {
                if succeeded {
                    self.successes += 1;
                } else {
                    self.failures += 1;
                }
                let cards = match fails {
                    0 => "no Fail card".to_owned(),
                    1 => "1 Fail card".to_owned(),
                    n => format!("{n} Fail cards"),
                };
                let verdict = match (succeeded, fails) {
                    (true, 0) => "succeeds".to_owned(),
                    (true, _) => format!("succeeds anyway ({} needed)", self.fails_needed),
                    (false, _) => "fails".to_owned(),
                };
                writeln!(
                    out,
                    "  Mission {round} {verdict}: the team played {cards}. \
                     Score: {} succeeded, {} failed.",
                    self.successes, self.failures
                )
            }
            Event::PlayerLeft {
                seat,
                awaiting_substitute,
            } => writeln!(
                out,
                "  Seat {} leaves the game{}.",
                seat.0,
                if awaiting_substitute {
                    "; the seat waits for a substitute"
                } else {
                    ""
                }
            ),
            Event::SeatClaimed { seat } => writeln!(out, "  A substitute takes over {seat}."),
            Event::GameEnded { winner, reason } => {
                let why = match reason {
                    EndReason::ThreeSuccesses => "three missions succeeded".to_owned(),
                    EndReason::ThreeFailures => "three missions failed".to_owned(),
                    EndReason::FiveRejections => {
                        format!("{REJECTIONS_TO_LOSE} teams were rejected in one round")
                    }
                    EndReason::Abandoned { seat } => format!("{seat} left the game"),
                    other => format!("{other:?}"),
                };
                let who = match winner {
                    Some(Allegiance::Resistance) => "the Resistance wins",
                    Some(Allegiance::Spy) => "the spies win",
                    None => "nobody wins",
                };
                writeln!(out, "\nGame over: {who}, because {why}.")
            }
            Event::RolesRevealed { roles } => {
                let seats_of = |side: Allegiance| -> SeatSet {
                    (0..)
                        .zip(roles.iter())
                        .filter(|(_, role)| role.allegiance() == side)
                        .map(|(index, _)| Seat(index))
                        .collect()
                };
                writeln!(
                    out,
                    "Every role is revealed: the spies were {}; the Resistance was {}.",
                    seat_list(seats_of(Allegiance::Spy)),
                    seat_list(seats_of(Allegiance::Resistance))
                )
            }
            // Who has voted or played a card is public too, but the revealed votes
            // and the mission result that follow say all of it.
            Event::VoteCast { .. } | Event::MissionCardPlayed { .. } => Ok(()),
            // Private events never reach the public story; newer events are shown raw.
            ref other => writeln!(out, "  ({other:?})"),
        }
    }
}

fn role_name(role: Role) -> String {
    match role {
        Role::Resistance => "a member of the Resistance".to_owned(),
        Role::Spy => "a Spy".to_owned(),
        other => format!("{other:?}"),
    }
}

/// "seat 3", "seats 1 and 3", "seats 1, 3 and 5", "nobody".
fn seat_list(seats: SeatSet) -> String {
    match seats.len() {
        0 => "nobody".to_owned(),
        1 => format!("seat {}", seat_numbers(seats)),
        _ => format!("seats {}", seat_numbers(seats)),
    }
}

/// "3", "1 and 3", "1, 3 and 5", "none".
fn seat_numbers(seats: SeatSet) -> String {
    let numbers: Vec<String> = seats.iter().map(|seat| seat.0.to_string()).collect();
    match numbers.split_last() {
        None => "none".to_owned(),
        Some((last, [])) => last.clone(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}
