//! Generates `docs/wire-format.md` from a real game and fails when the committed file
//! differs, so the documented JSON is always what the library produces.
//! Run with `UPDATE_WIRE_FORMAT=1` to rewrite the file after a deliberate change.
#![cfg(feature = "serde")]

use resistance_core::plot::PlotCommand;
use resistance_core::{
    Command, CommandError, Envelope, Event, Game, GameConfig, LeavePolicy, MissionCard, Recorded,
    Role, Seat, Vote,
    agenda::AgendaKind,
    assassin::AssassinOptions,
    cells::{CellsCommand, CellsCommandKind, CellsConfig, CellsGame, Character, Position, Slot},
    defector::DefectorVariant,
    plot::PlotAction,
    plot::PlotCard,
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
        sent(doc, step, seat, &command, &outcome.events);
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

/// A plot-card step: the first seat the game awaits uses its card (the first target
/// it may name), except No Confidence, which it declines, and the leader gives the
/// first drawn card to the next seat; otherwise the scripted base game's step.
fn next_plot_command(game: &Game) -> (Seat, Command) {
    for seat in game.awaiting() {
        let legal = game.legal_commands(seat);
        let pick = legal.iter().copied().find(|command| match command {
            Command::Plot(PlotCommand::UsePlotCard { action }) => {
                action.card() != PlotCard::NoConfidence
            }
            Command::Plot(PlotCommand::DeclinePlotCard { card }) => *card == PlotCard::NoConfidence,
            Command::Plot(PlotCommand::GivePlotCard { to, .. }) => {
                *to == game.leader().next(game.players())
            }
            _ => false,
        });
        if let Some(command) = pick {
            return (seat, command);
        }
    }
    next_command(game)
}

fn is_plot_event(event: &Event) -> bool {
    matches!(event, Event::Plot(_))
}

/// Hidden agendas of one name or two, each player's choice (HA2): the kinds, a
/// seat's choices, and two seals of different sizes that cause the same event.
fn render_agendas(doc: &mut String) {
    let config = GameConfig::new(5, 7).with_agendas(AgendaKind::SingleOrDouble);
    writeln!(
        doc,
        "\n## Hidden agendas\n\n`agendas` is `\"single\"` (every player seals one name, HA1), \
         `\"double\"` (every player seals two different names, HA2) or \
         `\"singleOrDouble\"` (each player seals one name or two, their own choice, HA2), \
         or `null` for none. Every player seals an agenda before round 1:\n\n```json\n{}\n```\n",
        json(&config)
    )
    .unwrap();
    let (mut game, _) = Game::start(config).expect("valid config");
    writeln!(
        doc,
        "With `\"singleOrDouble\"` a seat's choices offer both sizes: `chooseAgenda` one \
         name, `chooseDoubleAgenda` two (left out unless the seat may choose):\n\n\
         ```json\n{}\n```\n",
        json(&game.choices(Seat(0)))
    )
    .unwrap();
    writeln!(
        doc,
        "One name or two, everyone learns only that the agenda was sealed:\n"
    )
    .unwrap();
    let seals = [
        (Seat(0), [Seat(3)].into_iter().collect()),
        (Seat(1), [Seat(0), Seat(4)].into_iter().collect()),
    ];
    for (seat, names) in seals {
        let command = Command::choose_agenda(names);
        let outcome = game.apply(seat, command).expect("legal");
        writeln!(doc, "seat {} sends `{}`\n", seat.0, json(&command)).unwrap();
        envelopes(doc, &outcome.events);
    }
    let outcome = game
        .apply(Seat(1), Command::reveal_agenda(Seat(1)))
        .expect("legal");
    writeln!(
        doc,
        "Revealed (by its owner, by leaving, or at the end), it shows its names:\n"
    )
    .unwrap();
    envelopes(doc, &outcome.events);
}

/// Plot cards: the steps of two rounds that deal or use them, then the plot parts of
/// the views and of a seat's choices.
fn render_plot(doc: &mut String) {
    let config = GameConfig::new(7, 5).with_plot_cards();
    writeln!(
        doc,
        "## Plot cards\n\nWith `\"plotCards\": true` (left out when false) the leader draws \
         plot cards each round and deals them, and holders are asked at each card's moment \
         (PC1–PC6). Seven players, seed 5: the steps of the first two rounds that deal, \
         use or show a plot card (the others are as in the game above).\n\n```json\n{}\n```\n",
        json(&config)
    )
    .unwrap();
    let (mut game, opening) = Game::start(config).expect("valid config");
    let plot_envelopes = |list: &[Envelope]| -> Vec<Envelope> {
        list.iter()
            .copied()
            .filter(|e| is_plot_event(&e.event))
            .collect()
    };
    writeln!(doc, "The opening ends with the first draw:\n").unwrap();
    envelopes(doc, &plot_envelopes(&opening));
    let mut choices_shown = false;
    let mut step = 0;
    while !game.is_over() && game.round() <= 2 {
        let (seat, command) = next_plot_command(&game);
        if !choices_shown && matches!(command, Command::Plot(PlotCommand::UsePlotCard { .. })) {
            choices_shown = true;
            writeln!(
                doc,
                "What seat {} may do with plot cards then (`choices(seat).plot`):\n\n\
                 ```json\n{}\n```\n",
                seat.0,
                json(&game.choices(seat).plot)
            )
            .unwrap();
        }
        step += 1;
        let outcome = game.apply(seat, command).expect("legal");
        let shown = plot_envelopes(&outcome.events);
        let plot_command = matches!(
            command,
            Command::Plot(PlotCommand::GivePlotCard { .. })
                | Command::Plot(PlotCommand::UsePlotCard { .. })
                | Command::Plot(PlotCommand::DeclinePlotCard { .. })
        );
        if plot_command || !shown.is_empty() {
            writeln!(
                doc,
                "**{step}.** seat {} sends `{}`\n",
                seat.0,
                json(&command)
            )
            .unwrap();
            envelopes(doc, &shown);
        }
    }
    writeln!(
        doc,
        "The public view's `plot` part then (left out of the JSON in games without plot \
         cards):\n\n```json\n{}\n```\n",
        pretty(&game.public_view().plot)
    )
    .unwrap();
    let seer = (0..game.players()).map(Seat).find(|&seat| {
        game.view(seat)
            .ok()
            .and_then(|view| view.plot)
            .is_some_and(|plot| !plot.seen.is_empty())
    });
    if let Some(seat) = seer {
        writeln!(
            doc,
            "What plot cards showed seat {} (its view's `plot`, its own alone):\n\n\
             ```json\n{}\n```\n",
            seat.0,
            pretty(&game.view(seat).expect("seat").plot)
        )
        .unwrap();
    }
    doc.push_str("The plot commands, one of each shape:\n\n```json\n");
    for command in [
        Command::Plot(PlotCommand::GivePlotCard {
            card: PlotCard::StrongLeader,
            to: Seat(2),
        }),
        Command::Plot(PlotCommand::UsePlotCard {
            action: PlotAction::StrongLeader,
        }),
        Command::Plot(PlotCommand::UsePlotCard {
            action: PlotAction::KeepingACloseEyeOnYou { member: Seat(3) },
        }),
        Command::Plot(PlotCommand::UsePlotCard {
            action: PlotAction::TakeResponsibility {
                from: Seat(1),
                take: PlotCard::OpinionMaker,
            },
        }),
        Command::decline_plot_card(PlotCard::NoConfidence),
    ] {
        writeln!(doc, "{}", json(&command)).unwrap();
    }
    doc.push_str("```\n");
}

/// One step of a scripted game, in either game: who sent which command, then the
/// envelopes it caused.
fn sent<C: Serialize, E: Serialize>(
    doc: &mut String,
    step: usize,
    seat: Seat,
    command: &C,
    events: &[E],
) {
    writeln!(
        doc,
        "**{step}.** seat {} sends `{}`\n",
        seat.0,
        json(command)
    )
    .unwrap();
    envelopes(doc, events);
}

/// A block of envelopes, one JSON line each: written once for the envelopes of
/// both games.
fn envelopes<E: Serialize>(doc: &mut String, list: &[E]) {
    doc.push_str("```json\n");
    for envelope in list {
        doc.push_str(&json(envelope));
        doc.push('\n');
    }
    doc.push_str("```\n\n");
}

/// The scripted Cells game's command at `step`: the lowest awaited seat goes on a
/// mission when it may (so the game ends soon), else sends its legal command number
/// `7 * step` modulo their count (so that it does a bit of everything).
fn next_cells_command(game: &CellsGame, step: usize) -> (Seat, CellsCommand) {
    let seat = game.awaiting().iter().next().expect("someone acts");
    let legal = game.legal_commands(seat);
    let command = legal
        .iter()
        .find(|command| command.kind() == CellsCommandKind::GoOnMission)
        .or_else(|| legal.get(7 * step % legal.len()))
        .copied()
        .expect("an awaited seat has a command");
    (seat, command)
}

/// The Cells variant's part of the document: its configuration, commands, a whole
/// scripted game, a player's view and its record.
fn render_cells(doc: &mut String) {
    doc.push_str(CELLS);
    let config = CellsConfig::new(3, 2026);
    writeln!(
        doc,
        "### Configuration\n\n```json\n{}\n```\n\n`players` is 3 or 4, `seed` at most \
         2^53 - 1; unknown fields are refused.\n",
        json(&config)
    )
    .unwrap();
    doc.push_str("### Commands\n\n```json\n");
    let position = |seat, slot| Position {
        seat: Seat(seat),
        slot,
    };
    let commands = [
        CellsCommand::Arrange {
            row: [Character::Spy, Character::Resistance, Character::Resistance],
        },
        CellsCommand::ScoutCharacters {
            first: position(0, Slot::Left),
            second: position(2, Slot::Right),
        },
        CellsCommand::ReturnCharacters { swap: true },
        CellsCommand::ScoutDeck,
        CellsCommand::return_to_deck(&[2, 0]),
        CellsCommand::GoOnMission { partner: Seat(1) },
        CellsCommand::PassMissionCards { discard: 1 },
        CellsCommand::PlayMissionCard { play: 0 },
        CellsCommand::Expose { slot: Slot::Left },
    ];
    for command in commands {
        writeln!(doc, "{}", json(&command)).unwrap();
    }
    doc.push_str("```\n\n");

    let (mut game, opening) = Recorded::<CellsGame>::start(config).expect("valid config");
    doc.push_str(
        "### A full game\n\nThree players, seed 2026; at each step the lowest awaited seat \
         goes on a mission when it may, else sends one of its legal commands. \
         `CellsGame::start` returns the opening:\n\n",
    );
    envelopes(doc, &opening);
    let mut step = 0;
    let mut middle = None;
    while !game.is_over() {
        let (seat, command) = next_cells_command(&game, step);
        step += 1;
        let outcome = game.apply(seat, command).expect("a legal command");
        sent(doc, step, seat, &command, &outcome.events);
        if step == 6 {
            middle = Some(game.clone());
        }
        assert!(step < 500, "the scripted Cells game ends");
    }
    writeln!(
        doc,
        "### Public view at the end\n\n```json\n{}\n```\n",
        pretty(&game.public_view())
    )
    .unwrap();
    let middle = middle.expect("the game lasted six steps");
    writeln!(
        doc,
        "### A player's view\n\nSeat 0 after step 6: the public table, what it remembers of \
         its own cell and of what it scouted (each memory dated by its turn), and the mission \
         cards it holds.\n\n```json\n{}\n```\n",
        pretty(&middle.view(Seat(0)).expect("seat exists"))
    )
    .unwrap();
    let record = middle.record();
    writeln!(
        doc,
        "### Record\n\nLike the base game's, with `\"game\":\"cells\"`; it holds every secret \
         (the seed deals every cell and orders the deck). A record of one game is refused by \
         the other's replay. The record after step 6:\n\n```json\n{}\n```\n",
        json(&record)
    )
    .unwrap();
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
        .with_agendas(AgendaKind::Double)
        .with_plot_cards();
    writeln!(doc, "```json\n{}\n```\n", pretty(&modules)).unwrap();
    doc.push_str(
        "A host may deal the character cards itself with `\"deal\"`: one role a seat, in \
         seat order, the very cards this configuration deals (`deal_not_the_deck` \
         otherwise). The seed still decides the first leader and every shuffle, as it \
         would without the deal, so the roles are all that differs. It is left out when \
         there is none. Like the seed, a deal holds every role: keep it on the host.\n\n",
    );
    let dealt = GameConfig::new(5, 42)
        .with_assassin(AssassinOptions::default())
        .with_deal(
            [
                Role::Resistance,
                Role::Assassin,
                Role::Commander,
                Role::Spy,
                Role::Resistance,
            ]
            .into_iter()
            .collect(),
        );
    Game::new(dealt).expect("the deal is the deck of the Assassin module at 5 players");
    writeln!(doc, "```json\n{}\n```\n", json(&dealt)).unwrap();

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
        Command::set_aside(Seat(3)),
        Command::inspect(Seat(5)),
        Command::assassinate(Seat(1)),
        Command::choose_agenda([Seat(2), Seat(6)].into_iter().collect()),
        Command::reveal_agenda(Seat(0)),
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
    let mut early = Recorded::<Game>::new(GameConfig::new(5, 2026)).expect("valid");
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

    let record = early.record();
    writeln!(
        doc,
        "## Record\n\nThe same game saved during that vote: the format version ({}), the game, \
         the configuration and every accepted command with its seat, in order. Restoring it \
         replays the commands through the rules, so a record that was cut, reordered or \
         edited is refused at the first command the rules refuse (`record_command_refused`, \
         naming its index and the reason), and a record of another version or game is refused \
         as such. Version 1 (a dump of the state) is no longer read. **It holds every secret** \
         (the seed deals every role; the commands hold every vote and card): keep it on the \
         host while the game is on.\n\n```json\n{}\n```\n",
        record.version(),
        pretty(&record)
    )
    .unwrap();
    let steps = resistance_core::record::seat_replay::<Game>(&record, seat).expect("replays");
    writeln!(
        doc,
        "### One seat's replay\n\nWhat seat {} received, step by step (for a reconnecting \
         player): the opening, then each command that sent it an event, with its view \
         afterwards. The first two of its {} steps:\n\n```json\n{}\n```\n\nA spectator's \
         replay is the same with the public events and the public view; it holds no seed and no \
         hidden command, so a host may publish it during the game.",
        seat.0,
        steps.len(),
        pretty(&steps[..2].to_vec())
    )
    .unwrap();
    render_agendas(&mut doc);
    render_plot(&mut doc);
    render_cells(&mut doc);
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

const CELLS: &str = "
## The Cells variant

A game of Cells (3 or 4 players, each running a cell of three characters) speaks the
same conventions with its own configuration, commands, events and views
(`resistance_core::cells`, `json::cells_*`, `resistance-engine/cells`, the C library's
`resistance_cells_*` calls).

";

const ERRORS: &str = "## Errors

A refused command changes nothing. The bindings report a stable `code` and the message
below it; the message may reflect the acting seat's own secrets (a Resistance player
told it must play Success), so it goes to that seat only. Some examples:

";

#[test]
fn docs_wire_format_is_current() {
    // The crate's `docs/wire-format.md` is a link to the repository's, so that the
    // document ships in the package and this test runs there too.
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/docs/wire-format.md");
    let rendered = render();
    if std::env::var_os("UPDATE_WIRE_FORMAT").is_some() {
        std::fs::write(path, &rendered).expect("write docs/wire-format.md");
    }
    let committed = std::fs::read_to_string(path).unwrap_or_else(|error| {
        panic!(
            "cannot read {path} ({error}): it is a link to the repository's docs/wire-format.md; \
             restore the link, or run UPDATE_WIRE_FORMAT=1 cargo test -p resistance-core \
             --all-features --test wire_format to write the document"
        )
    });
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
