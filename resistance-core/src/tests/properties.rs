//! Property tests over random legal games: votes tally, scores match the history, the
//! game ends exactly when B9/B12/LV1 say, refused commands change nothing,
//! `legal_commands` agrees with `apply`, replays are deterministic, and snapshots
//! continue identically.

// Shared with the fuzz harness, which includes the same file.
#[path = "oracle.rs"]
mod oracle;

use super::{
    support::{Style, config_with_modules, random_step, scaled},
    table_support::{
        play::Played,
        properties::{self, Checked, Checking, Invariants},
        property,
    },
};
use crate::resistance::modules::agenda::AgendaCommand;
use crate::resistance::modules::assassin::AssassinCommand;
use crate::resistance::modules::plot::cards::{PlotCommand, PlotEvent};
use crate::{
    kernel::Allegiance, kernel::GameRng, kernel::MissionCard, kernel::Seat, kernel::SeatSet,
    kernel::TeamList, resistance::choices::TeamChoice, resistance::command::Command,
    resistance::command::Vote, resistance::event::Envelope, resistance::event::Event,
    resistance::event::Outcome, resistance::game::Game, resistance::modules,
    resistance::modules::plot::cards::PlotAction, resistance::modules::plot::cards::PlotCard,
    resistance::record::EndReason, resistance::role::Role, table::Table,
};
use alloc::vec::Vec;
use oracle::{Score, canonical};
use proptest::prelude::*;

/// Commands worth probing in a position: every team of the round's size and one
/// either side, teams in another order, with repeats, with seats off the table, and
/// every other command.
pub(crate) fn command_universe(game: &Game) -> Vec<Command> {
    let players = game.players();
    let all = SeatSet::all(players);
    let size = modules::setup::team_size(game.seeded_config(), game.round());
    let mut commands = Vec::new();
    for k in size.saturating_sub(1)..=(size + 1).min(players) {
        commands.extend(
            TeamChoice { size: k, from: all }
                .teams()
                .map(Command::propose),
        );
    }
    let list = |seats: &[u8]| {
        TeamList::from_slice(&seats.iter().map(|&s| Seat(s)).collect::<Vec<_>>())
            .expect("short list")
    };
    let listed = |seats: &[u8]| Command::ProposeTeam { team: list(seats) };
    let descending: Vec<u8> = (0..size).rev().collect();
    commands.push(listed(&descending));
    commands.push(listed(&[0; 2]));
    commands.push(listed(&[0, 1, 1]));
    commands.push(listed(&[players, 0]));
    commands.push(listed(&[0, 1, 255]));
    commands.push(listed(&[]));
    commands.extend([
        Command::vote(true),
        Command::vote(false),
        Command::play(MissionCard::Success),
        Command::play(MissionCard::Fail),
        Command::Leave,
        Command::ClaimSeat,
    ]);
    // The modules' commands, naming every seat and one off the table.
    for seat in (0..=players).map(Seat) {
        commands.extend([
            Command::set_aside(seat),
            Command::inspect(seat),
            Command::assassinate(seat),
            Command::reveal_agenda(seat),
            Command::Agenda(AgendaCommand::ChooseAgenda {
                names: list(&[seat.0]),
            }),
            Command::Agenda(AgendaCommand::ChooseAgenda {
                names: list(&[seat.0, (seat.0 + 1) % (players + 1)]),
            }),
        ]);
    }
    if game.seeded_config().plot_cards {
        commands.extend(plot_command_universe(players));
    }
    // HA2: every pair of different seats, in ascending order and one descending.
    for first in 0..players {
        commands.extend((first + 1..players).map(|second| {
            Command::Agenda(AgendaCommand::ChooseAgenda {
                names: list(&[first, second]),
            })
        }));
    }
    commands.push(Command::Agenda(AgendaCommand::ChooseAgenda {
        names: list(&[1, 0]),
    }));
    commands.push(Command::Agenda(AgendaCommand::ChooseAgenda {
        names: list(&[1, 1]),
    }));
    commands.push(Command::Agenda(AgendaCommand::ChooseAgenda {
        names: list(&[]),
    }));
    commands.push(Command::Agenda(AgendaCommand::ChooseAgenda {
        names: list(&[0, 1, 2]),
    }));
    commands
}

/// Every plot command naming every card and every seat, and one seat off the table
/// (PC2–PC5).
pub(crate) fn plot_command_universe(players: u8) -> Vec<Command> {
    let mut commands = Vec::new();
    for card in PlotCard::ALL {
        commands.push(Command::Plot(PlotCommand::DeclinePlotCard { card }));
        for seat in (0..=players).map(Seat) {
            commands.push(Command::Plot(PlotCommand::GivePlotCard { card, to: seat }));
            commands.push(Command::Plot(PlotCommand::UsePlotCard {
                action: PlotAction::TakeResponsibility {
                    from: seat,
                    take: card,
                },
            }));
        }
    }
    for seat in (0..=players).map(Seat) {
        commands.extend(
            [
                PlotAction::InTheSpotlight { member: seat },
                PlotAction::KeepingACloseEyeOnYou { member: seat },
                PlotAction::OverheardConversation { neighbour: seat },
                PlotAction::OpenUp { to: seat },
                PlotAction::EstablishConfidence { to: seat },
            ]
            .map(Command::use_plot_card),
        );
    }
    commands
        .extend([PlotAction::StrongLeader, PlotAction::NoConfidence].map(Command::use_plot_card));
    commands
}

impl Checked for Game {
    fn command_universe(&self) -> Vec<Command> {
        command_universe(self)
    }

    /// The universe depends on the round's team size only.
    fn universe_key(&self) -> u32 {
        u32::from(modules::setup::team_size(
            self.seeded_config(),
            self.round(),
        ))
    }

    fn canonical(&self, command: Command) -> Command {
        canonical(command, self.players())
    }

    /// The game waits for exactly the seats that can move it on; a vacant seat can
    /// only be claimed, and is awaited when the game needs it.
    fn assert_seat(&self, seat: Seat, legal: &[Command]) {
        if self.is_over() {
            assert!(legal.is_empty() && self.awaiting().is_empty());
        } else if self.public_view().vacant.contains(seat) {
            assert_eq!(legal, [Command::ClaimSeat]);
        } else {
            let moves_on = legal.iter().any(|c| {
                !matches!(
                    c,
                    Command::Leave | Command::Agenda(AgendaCommand::RevealAgenda { .. })
                )
            });
            assert_eq!(self.awaiting().contains(seat), moves_on, "{seat} awaited?");
        }
    }

    fn stale_outcome() -> Outcome {
        let mut outcome = Outcome::default();
        outcome
            .events
            .push(Envelope::default())
            .expect("room for one");
        outcome
    }
}

/// What the public events so far say the score and the end should be.
#[derive(Default, Debug)]
struct Expected {
    score: Score,
    voted_on_this_team: u8,
}

impl Expected {
    fn observe(&mut self, event: &Event, players: u8) {
        match *event {
            Event::TeamProposed { .. } => self.voted_on_this_team = 0,
            Event::VoteCast { .. } => self.voted_on_this_team += 1,
            Event::VotesRevealed {
                approvals,
                rejections,
                approved,
                ..
            } => {
                // Tally: everyone voted exactly once, approval iff strict majority (B7, B8).
                assert!(approvals.intersection(rejections).is_empty());
                assert_eq!(approvals.len() + rejections.len(), players);
                assert_eq!(self.voted_on_this_team, players);
                assert_eq!(approved, approvals.len() > rejections.len());
            }
            _ => {}
        }
        self.score.observe(event);
    }
}

/// Scores equal the mission history, in the views and in the events.
fn assert_scores_match_history(game: &Game, expected: &Expected) {
    let table = game.public_view();
    let successes = table.missions.iter().filter(|m| m.succeeded).count() as u8;
    assert_eq!(table.successes, successes);
    assert_eq!(table.failures, table.missions.len() as u8 - successes);
    assert_eq!(
        (table.successes, table.failures),
        (expected.score.successes, expected.score.failures)
    );
    for mission in table.missions.iter() {
        let needed = modules::setup::fails_needed(game.seeded_config(), mission.round);
        assert_eq!(
            mission.succeeded,
            mission.fails < needed,
            "B3 on {mission:?}"
        );
    }
}

impl Invariants<Game> for Expected {
    fn opening(&mut self, game: &Game, opening: &<Game as Table>::Opening) {
        for envelope in opening.iter() {
            self.observe(&envelope.event, game.players());
        }
    }

    fn after_step(&mut self, game: &Game, _seat: Seat, command: Command, outcome: &Outcome) {
        if let Command::Assassin(AssassinCommand::Assassinate { target }) = command {
            self.score.assassinated = Some(target);
        }
        for envelope in outcome.events.iter() {
            self.observe(&envelope.event, game.players());
        }
        let commander = game.state().seat_of(Role::Commander);
        self.score.check_ending(game, outcome, commander);
        assert_scores_match_history(game, self);
        assert_agendas_found_by_seat(game);
    }
}

/// HA1, HA3: the per-seat index of the sealed agendas and its set of face-down ones
/// (what `choices` reads) agree with the list the views read.
fn assert_agendas_found_by_seat(game: &Game) {
    let state = game.state();
    for seat in (0..game.players()).map(Seat) {
        let listed = state
            .agendas
            .sealed
            .iter()
            .find(|agenda| agenda.owner == seat);
        assert_eq!(state.agenda(seat), listed, "{seat}");
        assert_eq!(
            state.agendas.is_face_down(seat),
            listed.is_some_and(|agenda| !agenda.revealed),
            "{seat}"
        );
    }
}

/// Plays one random game, checking every invariant after every step, and
/// `legal_commands` against `apply` every `full_legality_every` steps and at the end
/// (never with `None`). Returns the commands sent and the outcomes, for the replay
/// and snapshot properties.
fn play_checked(
    players: u8,
    seed: u64,
    driver_seed: u64,
    substitute: bool,
    modules: u32,
    full_legality_every: Option<usize>,
) -> Played<Game> {
    let config = config_with_modules(players, seed, substitute, modules);
    let mut expected = Expected {
        score: Score {
            assassin_module: config.assassin.is_some(),
            ..Score::default()
        },
        ..Expected::default()
    };
    let checking = Checking {
        full_legality_every,
        max_steps: 2_000,
    };
    properties::play_checked(config, driver_seed, checking, &mut expected, |game, rng| {
        random_step(game, rng, Style::RESTLESS)
    })
}

/// Every invariant after every step of random legal games of every size, both leave
/// policies, with players sometimes leaving. `legal_commands` is held to `apply`
/// every three steps (under Miri every 16, on an eighth of the commands probed) and
/// at the end. Replay determinism: same config and commands, same events and same
/// game.
#[test]
fn random_games_keep_every_invariant() {
    let inputs = (
        5u8..=10,
        0u64..=crate::kernel::MAX_SEED,
        any::<u64>(),
        any::<bool>(),
        any::<u32>(),
    );
    property(
        256,
        1,
        inputs,
        |(players, seed, driver, substitute, modules)| {
            let every = Some(scaled(3, 16));
            let played = play_checked(players, seed, driver, substitute, modules, every);
            properties::assert_replays(&played)
        },
    );
}

/// The record taken at a random point, through JSON, replays to the same game and
/// continues exactly as the original did; one seat's replay and the spectator's are
/// what they received live (issue 13).
#[test]
fn record_round_trip_continues_identically_and_replays_as_lived() {
    let inputs = (
        (5u8..=10, 0u64..=crate::kernel::MAX_SEED, any::<u64>()),
        (any::<bool>(), 0.0f64..=1.0, any::<u32>()),
    );
    property(
        256,
        1,
        inputs,
        |((players, seed, driver), (substitute, cut, modules))| {
            // Under Miri legality is left to the property above.
            let every = scaled(Some(50), None);
            let played = play_checked(players, seed, driver, substitute, modules, every);
            properties::assert_record_continues(&played, cut)?;
            let seat = Seat((cut * f64::from(players)) as u8 % players);
            properties::assert_replays_as_lived(&played, seat)
        },
    );
}

/// The votes and cards of a whole game are the only secrets besides roles; the
/// driver must sometimes vote both ways and fail missions, or the properties above
/// prove little.
#[test]
#[cfg_attr(
    miri,
    ignore = "coverage over 60 checked games: Miri affords one or two, too few to show it"
)]
fn random_play_covers_every_kind_of_step() {
    let mut seen_reject = false;
    let mut seen_fail = false;
    let mut endings = [false; 4];
    for seed in 0..60 {
        let Played { game, commands, .. } = play_checked(
            5 + (seed % 6) as u8,
            seed,
            seed,
            seed % 2 == 1,
            0,
            Some(1000),
        );
        seen_reject |= commands
            .iter()
            .any(|(_, c)| *c == Command::Vote { vote: Vote::Reject });
        seen_fail |= commands
            .iter()
            .any(|(_, c)| *c == Command::play(MissionCard::Fail));
        let index = match game.result().map(|r| r.reason) {
            Some(EndReason::ThreeSuccesses) => 0,
            Some(EndReason::ThreeFailures) => 1,
            Some(EndReason::FiveRejections) => 2,
            _ => 3,
        };
        endings[index] = true;
    }
    assert!(seen_reject && seen_fail);
    assert_eq!(endings, [true; 4], "every way of ending was reached");
}

/// [`CommandKind::ALL`](crate::CommandKind::ALL) lists every kind the game offers, in
/// declaration order: random games with every module, players leaving and
/// substitutes claiming their seats, offer each kind and no other.
#[test]
#[cfg_attr(miri, ignore = "coverage over 40 games: Miri affords one or two, too few to show it")]
fn command_kinds_are_every_kind_offered() {
    use crate::resistance::command::CommandKind;
    let mut offered: Vec<CommandKind> = Vec::new();
    for seed in 0..40u64 {
        let config = config_with_modules(5 + (seed % 6) as u8, seed, true, u32::MAX);
        let mut game = Game::new(config).expect("valid");
        let mut rng = GameRng::from_seed_number(seed);
        while let Some((seat, command)) = random_step(&game, &mut rng, Style::RESTLESS) {
            for (_, legal) in game.every_legal_command() {
                if !offered.contains(&legal.kind()) {
                    offered.push(legal.kind());
                }
            }
            game.apply(seat, command).expect("legal");
        }
    }
    offered.sort_by_key(|&kind| kind as usize);
    assert_eq!(offered, CommandKind::ALL);
}

/// Every module's phase is reached by random play, and every plot card is used and
/// declined, so the properties above cover them.
#[test]
#[cfg_attr(miri, ignore = "coverage over 120 games: Miri affords one or two, too few to show it")]
fn random_play_reaches_every_module_phase() {
    use crate::resistance::record::PhaseKind;
    let mut seen = alloc::collections::BTreeSet::new();
    let (mut used, mut declined) = (seen.clone(), seen.clone());
    for seed in 0..120u64 {
        let config = config_with_modules(5 + (seed % 6) as u8, seed, false, u32::MAX);
        let mut game = Game::new(config).expect("valid");
        let mut rng = GameRng::from_seed_number(seed);
        while let Some((seat, command)) = random_step(&game, &mut rng, Style::STAY) {
            seen.insert(alloc::format!("{:?}", game.phase()));
            if let Command::Plot(PlotCommand::UsePlotCard { action }) = command {
                used.insert(alloc::format!("{:?}", action.card()));
            }
            if let Command::Plot(PlotCommand::DeclinePlotCard { card }) = command {
                declined.insert(alloc::format!("{card:?}"));
            }
            game.apply(seat, command).expect("legal");
        }
        seen.insert(alloc::format!("{:?}", game.phase()));
    }
    for phase in [
        PhaseKind::AgendaChoice,
        PhaseKind::Trapping,
        PhaseKind::Inquisition,
        PhaseKind::Assassination,
        PhaseKind::PlotDeal,
        PhaseKind::PlotResolution,
        PhaseKind::PlotMoment,
        PhaseKind::GameOver,
    ] {
        assert!(
            seen.contains(&alloc::format!("{phase:?}")),
            "{phase:?} never reached"
        );
    }
    // Every plot card with a use is used, every held card declined (PC4, PC5).
    for card in PlotCard::ALL {
        let name = alloc::format!("{card:?}");
        assert!(
            card == PlotCard::OpinionMaker || used.contains(&name),
            "{card:?} never used"
        );
        if card.kind() == crate::resistance::modules::plot::cards::PlotKind::Held {
            assert!(declined.contains(&name), "{card:?} never declined");
        }
    }
}
