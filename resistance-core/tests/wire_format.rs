//! Generates `docs/wire-format.md` from a real game and fails when the committed file
//! differs, so the documented JSON is always what the library produces.
//! Run with `UPDATE_WIRE_FORMAT=1` to rewrite the file after a deliberate change.
#![cfg(feature = "serde")]

use resistance_core::{
    AgendaKind, AssassinOptions, Command, CommandError, DefectorVariant, Envelope, Game,
    GameConfig, LeavePolicy, MissionCard, Seat, SnapshotHeader, Vote,
};
use serde::Serialize;
use std::fmt::Write;

fn json<T: Serialize>(value: &T) -> String {
    serde_json::to_string(value).expect("serializes")
}

fn pretty<T: Serialize>(value: &T) -> String {
    serde_json::to_string_pretty(value).expect("serializes")
}

/// A scripted game that shows every kind of step: the leader proposes itself and the
/// next seats; the first team of each round is rejected, the second approved; spies
/// fail missions 2 and 3.
fn scripted_game(doc: &mut String) -> Game {
    let config = GameConfig::new(5, 2026);
    let (mut game, opening) = Game::start(config).expect("valid config");
    writeln!(
        doc,
        "### Opening\n\n`Game::start` returns the opening events:\n"
    )
    .unwrap();
    envelopes(doc, &opening);
    let mut step = 0;
    while !game.is_over() {
        let (seat, command) = next_command(&game);
        step += 1;
        let outcome = game
            .apply(seat, command)
            .expect("scripted command is legal");
        writeln!(
            doc,
            "**{step}.** seat {} sends `{}`\n",
            seat.0,
            json(&command)
        )
        .unwrap();
        envelopes(doc, &outcome.events);
    }
    game
}

fn next_command(game: &Game) -> (Seat, Command) {
    let players = game.players();
    let view = game.public_view();
    for seat in (0..players).map(Seat) {
        let choices = game.choices(seat);
        if let Some(team) = choices.propose {
            let members = (0..team.size)
                .map(|i| Seat((seat.0 + i) % players))
                .collect();
            return (seat, Command::propose(members));
        }
        if choices.vote {
            let approve = view.rejections >= 1 || seat.0 == 0;
            return (seat, Command::vote(approve));
        }
        if choices.play_success {
            let fail = choices.play_fail && (view.round == 2 || view.round == 3);
            let card = if fail {
                MissionCard::Fail
            } else {
                MissionCard::Success
            };
            return (seat, Command::play(card));
        }
    }
    unreachable!("someone can act in a game that is not over")
}

fn envelopes(doc: &mut String, list: &[Envelope]) {
    doc.push_str("```json\n");
    for envelope in list {
        doc.push_str(&json(envelope));
        doc.push('\n');
    }
    doc.push_str("```\n\n");
}

fn render() -> String {
    let mut doc = String::new();
    doc.push_str(PREAMBLE);

    let config = GameConfig::new(7, 42).with_leave_policy(LeavePolicy::Substitute);
    writeln!(
        doc,
        "## Configuration\n\n```json\n{}\n```\n",
        pretty(&config)
    )
    .unwrap();
    doc.push_str(
        "Every field but `players` and `seed` may be omitted: `leavePolicy` defaults to \
         `\"endGame\"`, the modules to off. Unknown fields are refused. `players` is 5 to \
         10 and `seed` at most 2^53 - 1. With every module on:\n\n",
    );
    let modules = GameConfig::new(8, 42)
        .with_assassin(AssassinOptions::ALL)
        .with_trapper()
        .with_defector(DefectorVariant::KnowEachOther)
        .with_inquisitor()
        .with_agendas(AgendaKind::Double);
    writeln!(doc, "```json\n{}\n```\n", pretty(&modules)).unwrap();

    doc.push_str(
        "## Commands\n\nEach is sent by one seat (`Game::apply(seat, command)`).\n\n```json\n",
    );
    let commands = [
        Command::propose([Seat(0), Seat(3)].into_iter().collect()),
        Command::Vote {
            vote: Vote::Approve,
        },
        Command::Vote { vote: Vote::Reject },
        Command::play(MissionCard::Success),
        Command::play(MissionCard::Fail),
        Command::SetAside { member: Seat(3) },
        Command::Inspect { target: Seat(5) },
        Command::Assassinate { target: Seat(1) },
        Command::choose_agenda([Seat(2), Seat(6)].into_iter().collect()),
        Command::RevealAgenda { owner: Seat(0) },
        Command::Leave,
        Command::ClaimSeat,
    ];
    for command in commands {
        writeln!(doc, "{}", json(&command)).unwrap();
    }
    doc.push_str("```\n\n");

    doc.push_str(ERRORS);
    let (game, _) = Game::start(GameConfig::new(5, 1)).expect("valid");
    let not_leader = game.leader().next(5);
    let examples: [(Seat, Command); 4] = [
        (Seat(9), Command::Leave),
        (
            not_leader,
            Command::propose([Seat(0), Seat(1)].into_iter().collect()),
        ),
        (
            game.leader(),
            Command::propose([Seat(0)].into_iter().collect()),
        ),
        (Seat(0), Command::vote(true)),
    ];
    doc.push_str("| sent | code | message |\n|---|---|---|\n");
    for (seat, command) in examples {
        let error: CommandError = game.clone().apply(seat, command).expect_err("refused");
        writeln!(
            doc,
            "| seat {} `{}` | `{}` | {} |",
            seat.0,
            json(&command),
            error.code(),
            error
        )
        .unwrap();
    }
    doc.push('\n');

    doc.push_str("## A full game\n\nA five-player game, seed 2026. Each step shows the command and the envelopes it caused, in order.\n\n");
    let game = scripted_game(&mut doc);

    writeln!(
        doc,
        "## Views\n\n### Public view at the end\n\nOnce the game is over `reveal` holds every \
         role, allegiance and Fail card (B13); before that it is `null`.\n\n```json\n{}\n```\n",
        pretty(&game.public_view())
    )
    .unwrap();
    let mut early = Game::new(GameConfig::new(5, 2026)).expect("valid");
    let leader = early.leader();
    let members = [leader, leader.next(5)].into_iter().collect();
    early
        .apply(leader, Command::propose(members))
        .expect("legal");
    early.apply(Seat(1), Command::vote(true)).expect("legal");
    let spy = (0..5).map(Seat).find(|&s| {
        early
            .view(s)
            .map(|v| !v.sightings.is_empty())
            .unwrap_or(false)
    });
    let seat = spy.unwrap_or(Seat(1));
    writeln!(
        doc,
        "### A player's view during a vote\n\nSeat {} during the first vote: its role, what it \
         learned at setup, its own vote once cast, and the public table, where the vote shows \
         only who has voted.\n\n```json\n{}\n```\n",
        seat.0,
        pretty(&early.view(seat).expect("seat exists"))
    )
    .unwrap();

    let snapshot = json(&early.snapshot());
    let header: SnapshotHeader = serde_json::from_str(&snapshot).expect("header");
    writeln!(
        doc,
        "## Snapshot\n\nThe same game saved during that vote. **It holds every secret**: keep it \
         on the host. Decode `{{\"version\": ...}}` first (`SnapshotHeader`, here version {}) to \
         refuse other versions with a clear error. The generator state is a string of 64 hex \
         digits so that it survives JavaScript.\n\n```json\n{}\n```",
        header.version,
        pretty(&early.snapshot())
    )
    .unwrap();
    doc
}

const PREAMBLE: &str = "# The JSON wire format

<!-- Generated by resistance-core/tests/wire_format.rs from a real game: do not edit by hand.
     Regenerate with `UPDATE_WIRE_FORMAT=1 cargo test -p resistance-core --all-features --test wire_format`. -->

Configs, commands, events, views and snapshots cross every boundary (Rust with the
`serde` feature, the WebAssembly package, the C library) as this JSON:

- field names are camelCase;
- enums with data are objects tagged by `\"type\"`; enums without data are strings;
- a seat is a number, `0` to `players - 1`, clockwise;
- a set of seats (a team, who voted, an audience) is an array of seat numbers in
  ascending order; a team in a command is a list and may be in any order;
- an absent value is `null`.

Every event travels in an envelope naming its audience: `{\"type\":\"everyone\"}` or
`{\"type\":\"seats\",\"seats\":[2]}`. A host delivers an event only to its audience.

";

const ERRORS: &str = "## Errors

A refused command changes nothing. The bindings report a stable `code` and the message
below it; the message may reflect the acting seat's own secrets (a Resistance player
told it must play Success), so it goes to that seat only. Some examples:

";

#[test]
fn docs_wire_format_is_current() {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../docs/wire-format.md");
    let rendered = render();
    if std::env::var_os("UPDATE_WIRE_FORMAT").is_some() {
        std::fs::write(path, &rendered).expect("write docs/wire-format.md");
    }
    let committed = std::fs::read_to_string(path).unwrap_or_default();
    assert!(
        committed == rendered,
        "docs/wire-format.md is stale: run UPDATE_WIRE_FORMAT=1 cargo test -p resistance-core --all-features --test wire_format"
    );
}

/// Every JSON form in the document reads back as the same value.
#[test]
fn documented_json_round_trips() {
    let config = GameConfig::new(7, 42).with_leave_policy(LeavePolicy::Substitute);
    let back: GameConfig = serde_json::from_str(&json(&config)).expect("config");
    assert_eq!(back, config);
    let minimal: GameConfig = serde_json::from_str(r#"{"players":7,"seed":42}"#).expect("defaults");
    assert_eq!(minimal, GameConfig::new(7, 42));
    let (mut game, opening) = Game::start(GameConfig::new(6, 3)).expect("valid");
    for envelope in opening.iter() {
        let back: Envelope = serde_json::from_str(&json(envelope)).expect("envelope");
        assert_eq!(&back, envelope);
    }
    let leader = game.leader();
    let command = Command::propose([leader, leader.next(6)].into_iter().collect());
    let back: Command = serde_json::from_str(&json(&command)).expect("command");
    assert_eq!(back, command);
    let outcome = game.apply(leader, command).expect("legal");
    let back: resistance_core::Outcome = serde_json::from_str(&json(&outcome)).expect("outcome");
    assert_eq!(back, outcome);
    let view = game.view(Seat(0)).expect("seat");
    let back: resistance_core::PlayerView = serde_json::from_str(&json(&view)).expect("view");
    assert_eq!(back, view);
}
