//! Property tests over random legal games: votes tally, scores match the history, the
//! game ends exactly when B9/B12/LV1 say, refused commands change nothing,
//! `legal_commands` agrees with `apply`, replays are deterministic, and snapshots
//! continue identically.

use super::support::{Style, config_with_modules, random_step, scaled};
use crate::{
    Allegiance, Command, EndReason, Envelope, Event, Game, GameRng, MissionCard, Outcome, Role,
    Seat, SeatSet, TeamChoice, TeamList, Vote, resistance::modules,
};
use alloc::vec::Vec;
use proptest::prelude::*;

/// Commands worth probing in a position: every team of the round's size and one
/// either side, teams in another order, with repeats, with seats off the table, and
/// every other command.
fn command_universe(game: &Game) -> Vec<Command> {
    let players = game.players();
    let all = SeatSet::all(players);
    let size = modules::team_size(game.config(), game.round());
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
            Command::SetAside { member: seat },
            Command::Inspect { target: seat },
            Command::Assassinate { target: seat },
            Command::RevealAgenda { owner: seat },
            Command::ChooseAgenda {
                names: list(&[seat.0]),
            },
            Command::ChooseAgenda {
                names: list(&[seat.0, (seat.0 + 1) % (players + 1)]),
            },
        ]);
    }
    commands.push(Command::ChooseAgenda {
        names: list(&[1, 1]),
    });
    commands.push(Command::ChooseAgenda { names: list(&[]) });
    commands.push(Command::ChooseAgenda {
        names: list(&[0, 1, 2]),
    });
    commands
}

/// A proposal in ascending seat order when its seats are distinct and on the table;
/// `legal_commands` lists teams that way.
fn canonical(command: Command, players: u8) -> Command {
    let distinct = |list: &TeamList| {
        let set: SeatSet = list.iter().copied().collect();
        (set.len() as usize == list.len() && list.iter().all(|s| s.0 < players)).then_some(set)
    };
    match command {
        Command::ProposeTeam { team } => distinct(&team).map_or(command, Command::propose),
        Command::ChooseAgenda { names } => distinct(&names).map_or(command, Command::choose_agenda),
        _ => command,
    }
}

/// Under Miri a legality check probes one command of the universe in eight, a
/// different eighth at each check of a game: the whole universe of a ten-player table
/// costs Miri a minute.
const UNIVERSE_STRIDE: usize = scaled(1, 8);

/// `legal_commands(seat)` is exactly what `apply` accepts, for every seat and one
/// seat past the table, and `is_legal` agrees with both. Probes the commands `part`,
/// `part + UNIVERSE_STRIDE`, ... of the universe: all of them natively.
fn assert_legal_agrees_with_apply(game: &Game, part: usize) {
    let players = game.players();
    #[allow(clippy::modulo_one)] // natively the stride is 1: every command is probed
    let first = part % UNIVERSE_STRIDE;
    // Each command, with the form `legal_commands` would list it in.
    let universe: Vec<(Command, Command)> = command_universe(game)
        .into_iter()
        .skip(first)
        .step_by(UNIVERSE_STRIDE)
        .map(|command| (command, canonical(command, players)))
        .collect();
    for seat in (0..=players).map(Seat) {
        let legal = game.legal_commands(seat);
        // The game waits for exactly the seats that can move it on; a vacant seat
        // can only be claimed, and is awaited when the game needs it.
        if game.is_over() {
            assert!(legal.is_empty() && game.awaiting().is_empty());
        } else if game.public_view().vacant.contains(seat) {
            assert_eq!(legal, [Command::ClaimSeat]);
        } else {
            let moves_on = legal
                .iter()
                .any(|c| !matches!(c, Command::Leave | Command::RevealAgenda { .. }));
            assert_eq!(game.awaiting().contains(seat), moves_on, "{seat} awaited?");
        }
        for (i, command) in legal.iter().enumerate() {
            assert!(!legal[..i].contains(command), "{command:?} listed twice");
            assert!(
                game.clone().apply(seat, *command).is_ok(),
                "listed {command:?} for {seat} but apply refuses it"
            );
        }
        for &(command, listed_as) in &universe {
            let accepted = game.clone().apply(seat, command).is_ok();
            assert_eq!(
                accepted,
                game.is_legal(seat, &command),
                "{command:?} {seat}"
            );
            assert_eq!(
                accepted,
                legal.contains(&listed_as),
                "apply {} {command:?} for {seat}, legal_commands disagrees",
                if accepted { "accepts" } else { "refuses" }
            );
        }
    }
}

/// What the public events so far say the score and the end should be.
#[derive(Default, Debug)]
struct Expected {
    /// The Assassin module diverts a third success to the assassination (AS4).
    assassin_module: bool,
    /// The Assassin has named someone (AS4).
    assassinated: bool,
    successes: u8,
    failures: u8,
    rejections_this_round: u8,
    abandoned: bool,
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
                if !approved {
                    self.rejections_this_round += 1;
                }
            }
            Event::MissionResolved { succeeded, .. } => {
                if succeeded {
                    self.successes += 1;
                } else {
                    self.failures += 1;
                }
            }
            Event::RoundStarted { .. } => self.rejections_this_round = 0,
            Event::PlayerLeft {
                awaiting_substitute: false,
                ..
            } => self.abandoned = true,
            _ => {}
        }
    }

    /// B9, B12, AS4, LV1: the game is over exactly when one of them says so, for that
    /// reason.
    fn check_ending(&self, game: &Game, outcome: &Outcome) {
        let should_end = (self.successes >= 3 && !self.assassin_module)
            || self.assassinated
            || self.failures >= 3
            || self.rejections_this_round >= 5
            || self.abandoned;
        assert_eq!(game.is_over(), should_end, "{self:?}");
        let ended_now = outcome
            .public_events()
            .filter(|e| matches!(e, Event::GameEnded { .. }))
            .count();
        assert!(ended_now <= 1);
        let Some(result) = game.result() else {
            assert_eq!(ended_now, 0);
            return;
        };
        let commander = game.state().seat_of(Role::Commander);
        let (winner, reason_holds) = match result.reason {
            EndReason::ThreeSuccesses => (
                Some(Allegiance::Resistance),
                self.successes == 3 && !self.assassin_module,
            ),
            EndReason::CommanderAssassinated { target, .. } => (
                Some(Allegiance::Spy),
                self.assassinated && Some(target) == commander,
            ),
            EndReason::AssassinMissed { target, .. } => (
                Some(Allegiance::Resistance),
                self.assassinated && Some(target) != commander,
            ),
            EndReason::ThreeFailures => (Some(Allegiance::Spy), self.failures == 3),
            EndReason::FiveRejections => (Some(Allegiance::Spy), self.rejections_this_round == 5),
            EndReason::Abandoned { .. } => (None, self.abandoned),
        };
        assert!(reason_holds, "{result:?} but {self:?}");
        assert_eq!(result.winner, winner);
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
        (expected.successes, expected.failures)
    );
    for mission in table.missions.iter() {
        let needed = modules::fails_needed(game.config(), mission.round);
        assert_eq!(
            mission.succeeded,
            mission.fails < needed,
            "B3 on {mission:?}"
        );
    }
}

/// A probe from `universe` (the game's [`command_universe`]) that may well be illegal:
/// a refusal must leave the game exactly as it was.
fn assert_refusal_changes_nothing(game: &Game, universe: &[Command], rng: &mut GameRng) {
    let command = universe[rng.below(universe.len() as u32) as usize];
    let seat = Seat(rng.below(u32::from(game.players()) + 2) as u8);
    let mut probed = game.clone();
    let snapshot_before = game.snapshot();
    let applied = probed.apply(seat, command);
    if applied.is_err() {
        assert_eq!(
            &probed, game,
            "refused {command:?} by {seat} changed the game"
        );
        assert_eq!(probed.snapshot(), snapshot_before);
    }
    // apply_into agrees, and a refusal leaves the caller's outcome as it was.
    let mut into = game.clone();
    let mut outcome = Outcome::default();
    outcome
        .events
        .push(Envelope::default())
        .expect("room for one");
    let kept = outcome;
    match (into.apply_into(seat, command, &mut outcome), applied) {
        (Ok(()), Ok(applied)) => assert_eq!(outcome, applied),
        (Err(refused), Err(expected)) => {
            assert_eq!(refused, expected);
            assert_eq!(outcome, kept);
        }
        (into_answer, apply_answer) => {
            panic!("apply_into {into_answer:?} but apply {apply_answer:?} for {command:?}")
        }
    }
    assert_eq!(into, probed);
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
) -> (Game, Vec<(Seat, Command)>, Vec<Outcome>) {
    let config = config_with_modules(players, seed, substitute, modules);
    let (mut game, opening) = Game::start(config).expect("valid config");
    let mut rng = GameRng::from_seed_number(driver_seed);
    let mut expected = Expected {
        assassin_module: config.assassin.is_some(),
        ..Expected::default()
    };
    for envelope in opening.iter() {
        expected.observe(&envelope.event, game.players());
    }
    let mut commands = Vec::new();
    let mut outcomes = Vec::new();
    // The universe depends on the round's team size only: built again when it changes.
    let team_size = |game: &Game| modules::team_size(game.config(), game.round());
    let mut universe = (team_size(&game), command_universe(&game));
    let mut checks = 0;
    for step in 0.. {
        if full_legality_every.is_some_and(|every| step % every == 0) {
            assert_legal_agrees_with_apply(&game, checks);
            checks += 1;
        }
        if universe.0 != team_size(&game) {
            universe = (team_size(&game), command_universe(&game));
        }
        assert_refusal_changes_nothing(&game, &universe.1, &mut rng);
        let Some((seat, command)) = random_step(&game, &mut rng, Style::RESTLESS) else {
            break;
        };
        let outcome = game.apply(seat, command).expect("legal command accepted");
        expected.assassinated |= matches!(command, Command::Assassinate { .. });
        assert!(
            !outcome.events.is_empty(),
            "every accepted command has an event"
        );
        for envelope in outcome.events.iter() {
            expected.observe(&envelope.event, game.players());
        }
        expected.check_ending(&game, &outcome);
        assert_scores_match_history(&game, &expected);
        commands.push((seat, command));
        outcomes.push(outcome);
        assert!(step < 2_000, "a game with random legal play must end");
    }
    assert!(
        game.is_over(),
        "only a finished game leaves nobody able to act"
    );
    if full_legality_every.is_some() {
        assert_legal_agrees_with_apply(&game, checks);
    }
    (game, commands, outcomes)
}

/// Replays `commands` on a new game of `game`'s configuration through
/// `apply_into` with one reused outcome, as a binding keeping its last outcome does.
fn replay(game: &Game, commands: &[(Seat, Command)]) -> (Game, Vec<Outcome>) {
    let mut replayed = Game::new(*game.config()).expect("valid config");
    let mut last = Outcome::default();
    let outcomes = commands
        .iter()
        .map(|&(seat, command)| {
            replayed
                .apply_into(seat, command, &mut last)
                .expect("replayed command accepted");
            last
        })
        .collect();
    (replayed, outcomes)
}

proptest! {
    #![proptest_config(super::support::proptest_config(256, 1))]

    /// Every invariant after every step of random legal games of every size, both
    /// leave policies, with players sometimes leaving. `legal_commands` is held to
    /// `apply` every three steps (under Miri every 16, on an eighth of the commands
    /// probed) and at the end.
    #[test]
    fn random_games_keep_every_invariant(
        players in 5u8..=10,
        seed in 0u64..=crate::MAX_SEED,
        driver_seed in any::<u64>(),
        substitute in any::<bool>(),
        modules in any::<u32>(),
    ) {
        let (game, commands, outcomes) =
            play_checked(players, seed, driver_seed, substitute, modules, Some(scaled(3, 16)));
        // Replay determinism: same config and commands, same events and same game.
        let (replayed, replayed_outcomes) = replay(&game, &commands);
        prop_assert_eq!(&replayed_outcomes, &outcomes);
        prop_assert_eq!(&replayed, &game);
    }

    /// A snapshot taken at a random point, through JSON, restores to the same game
    /// and continues exactly as the original did.
    #[test]
    fn snapshot_round_trip_continues_identically(
        players in 5u8..=10,
        seed in 0u64..=crate::MAX_SEED,
        driver_seed in any::<u64>(),
        substitute in any::<bool>(),
        cut in 0.0f64..=1.0,
        modules in any::<u32>(),
    ) {
        // Under Miri legality is left to the property above.
        let (game, commands, outcomes) =
            play_checked(players, seed, driver_seed, substitute, modules, scaled(Some(50), None));
        let at = ((commands.len() as f64) * cut) as usize;
        let mut original = Game::new(*game.config()).expect("valid config");
        for &(seat, command) in &commands[..at] {
            original.apply(seat, command).expect("accepted");
        }
        let restored = round_trip(&original);
        prop_assert_eq!(&restored, &original);
        let mut restored = restored;
        for (i, &(seat, command)) in commands[at..].iter().enumerate() {
            let outcome = restored.apply(seat, command).expect("restored game accepts");
            prop_assert_eq!(&outcome, &outcomes[at + i]);
        }
        prop_assert_eq!(&restored, &game);
    }
}

#[cfg(feature = "serde")]
fn round_trip(game: &Game) -> Game {
    let json = serde_json::to_string(&game.snapshot()).expect("snapshot serializes");
    let snapshot = serde_json::from_str(&json).expect("snapshot deserializes");
    Game::restore(snapshot).expect("a snapshot of a real game restores")
}

#[cfg(not(feature = "serde"))]
fn round_trip(game: &Game) -> Game {
    Game::restore(game.snapshot()).expect("a snapshot of a real game restores")
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
        let (game, commands, _) = play_checked(
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

/// Every module's phase is reached by random play, so the properties above cover them.
#[test]
#[cfg_attr(
    miri,
    ignore = "coverage over 120 games: Miri affords one or two, too few to show it"
)]
fn random_play_reaches_every_module_phase() {
    use crate::PhaseKind;
    let mut seen = alloc::collections::BTreeSet::new();
    for seed in 0..120u64 {
        let config = config_with_modules(5 + (seed % 6) as u8, seed, false, u32::MAX);
        let mut game = Game::new(config).expect("valid");
        let mut rng = GameRng::from_seed_number(seed);
        while let Some((seat, command)) = random_step(&game, &mut rng, Style::STAY) {
            seen.insert(alloc::format!("{:?}", game.phase()));
            game.apply(seat, command).expect("legal");
        }
        seen.insert(alloc::format!("{:?}", game.phase()));
    }
    for phase in [
        PhaseKind::AgendaChoice,
        PhaseKind::Trapping,
        PhaseKind::Inquisition,
        PhaseKind::Assassination,
        PhaseKind::GameOver,
    ] {
        assert!(
            seen.contains(&alloc::format!("{phase:?}")),
            "{phase:?} never reached"
        );
    }
}
