//! The properties of random legal play, for either game: `legal_commands` is exactly
//! what `apply` accepts (a legality oracle over the game's command universe), a
//! refused command changes nothing, `apply_into` agrees with `apply`, replays are
//! deterministic, and a snapshot taken anywhere, through JSON, continues exactly as
//! the original did. The game supplies its [`Checked`] parts and its
//! [`Invariants`] (vote tallies, card conservation, its endings, ...).

use super::play::Played;
use crate::{
    kernel::Audience, kernel::Envelope, kernel::GameRng, kernel::Seat, table::Events, table::Move,
    table::Record, table::RecordOf, table::Recorded, table::ReplayStep, table::Table,
    table::seat_replay, table::spectator_replay, tests::support::scaled,
};
use alloc::{vec, vec::Vec};
use proptest::{prop_assert, prop_assert_eq, test_runner::TestCaseResult};

/// What a game supplies to have its random play checked.
pub(crate) trait Checked: Table + RoundTrip {
    /// Commands worth probing in this position, legal or not.
    fn command_universe(&self) -> Vec<Self::Command>;
    /// What [`Checked::command_universe`] depends on: it is built again when this
    /// changes.
    fn universe_key(&self) -> u32;
    /// The form `legal_commands` lists `command` in.
    fn canonical(&self, command: Self::Command) -> Self::Command;
    /// What must hold of `seat`'s `legal` commands besides agreeing with `apply`:
    /// whom the game awaits, what `choices` says.
    fn assert_seat(&self, seat: Seat, legal: &[Self::Command]);
    /// An outcome holding one event, that `apply_into` must overwrite on success and
    /// leave as it was on refusal.
    fn stale_outcome() -> Self::Outcome;
}

/// A game's own invariants over one random game, checked at every step.
pub(crate) trait Invariants<G: Table> {
    /// The game has just started with `opening`.
    fn opening(&mut self, _game: &G, _opening: &G::Opening) {}
    /// Before every step, and once more when nobody can act.
    fn before_step(&mut self, _game: &G) {}
    /// `seat` has just sent `command`, which caused `outcome`.
    fn after_step(&mut self, _game: &G, _seat: Seat, _command: G::Command, _outcome: &G::Outcome) {}
}

/// A record through JSON (with the `serde` feature; without it, as it is).
pub(crate) trait RoundTrip: Table {
    /// The game of `record`, replayed after a trip through JSON, still recording.
    fn round_trip(record: &RecordOf<Self>) -> Recorded<Self>;
}

#[cfg(feature = "serde")]
impl<G: Table> RoundTrip for G
where
    RecordOf<G>: serde::Serialize + serde::de::DeserializeOwned,
{
    fn round_trip(record: &RecordOf<G>) -> Recorded<G> {
        let json = serde_json::to_string(record).expect("record serializes");
        let record = serde_json::from_str(&json).expect("record deserializes");
        Recorded::replay(&record).expect("a record of a real game replays")
    }
}

#[cfg(not(feature = "serde"))]
impl<G: Table> RoundTrip for G {
    fn round_trip(record: &RecordOf<G>) -> Recorded<G> {
        Recorded::replay(record).expect("a record of a real game replays")
    }
}

/// Under Miri a legality check probes one command of the universe in eight, a
/// different eighth at each check of a game: the whole universe of a ten-player
/// table costs Miri a minute, of a Cells table 20 s.
const UNIVERSE_STRIDE: usize = scaled(1, 8);

/// `legal_commands(seat)` is exactly what `apply` accepts, for every seat and one
/// seat past the table: nothing listed twice, everything listed accepted, and every
/// command of `universe` accepted exactly when listed (in its canonical form), with
/// `is_legal` and `check` agreeing; and [`Checked::assert_seat`] holds. Probes the
/// commands `part`, `part + UNIVERSE_STRIDE`, ... of `universe`: all of them natively.
pub(crate) fn assert_legal_agrees_with_apply<G: Checked>(
    game: &G,
    universe: &[G::Command],
    part: usize,
) {
    #[allow(clippy::modulo_one)] // natively the stride is 1: every command is probed
    let first = part % UNIVERSE_STRIDE;
    // Each command, with the form `legal_commands` would list it in.
    let probed: Vec<(G::Command, G::Command)> = universe
        .iter()
        .skip(first)
        .step_by(UNIVERSE_STRIDE)
        .map(|&command| (command, game.canonical(command)))
        .collect();
    for seat in (0..=game.players()).map(Seat) {
        let legal = game.legal_commands(seat);
        game.assert_seat(seat, &legal);
        for (i, command) in legal.iter().enumerate() {
            assert!(!legal[..i].contains(command), "{command:?} listed twice");
            assert!(
                game.clone().apply(seat, *command).is_ok(),
                "listed {command:?} for {seat} but apply refuses it"
            );
        }
        for &(command, listed_as) in &probed {
            let accepted = game.clone().apply(seat, command).is_ok();
            assert_eq!(
                accepted,
                game.is_legal(seat, &command),
                "{command:?} {seat}"
            );
            assert_eq!(accepted, game.check(seat, &command).is_ok(), "{command:?}");
            assert_eq!(
                accepted,
                legal.contains(&listed_as),
                "apply {} {command:?} for {seat}, legal_commands disagrees",
                if accepted { "accepts" } else { "refuses" }
            );
        }
    }
}

/// A probe from `universe` by a random seat (two past the table included) that may
/// well be illegal: a refusal must leave the game exactly as it was, snapshot
/// included; `apply_into` must agree with `apply`, and on refusal leave the caller's
/// outcome as it was.
pub(crate) fn assert_refusal_changes_nothing<G: Checked>(
    game: &G,
    universe: &[G::Command],
    rng: &mut GameRng,
) where
    G::CommandError: PartialEq,
{
    let command = universe[rng.below(universe.len() as u32) as usize];
    let seat = Seat(rng.below(u32::from(game.players()) + 2) as u8);
    let mut probed = game.clone();
    let applied = probed.apply(seat, command);
    if applied.is_err() {
        assert_eq!(
            &probed, game,
            "refused {command:?} by {seat} changed the game"
        );
    }
    let mut into = game.clone();
    let mut outcome = G::stale_outcome();
    let kept = outcome.clone();
    assert!(!kept.envelopes().is_empty(), "a stale event to overwrite");
    match (into.apply_into(seat, command, &mut outcome), applied) {
        (Ok(()), Ok(applied)) => assert_eq!(outcome, applied),
        (Err(refused), Err(expected)) => {
            assert!(refused == expected, "{refused:?} but apply {expected:?}");
            assert_eq!(outcome, kept);
        }
        (into_answer, apply_answer) => {
            panic!("apply_into {into_answer:?} but apply {apply_answer:?} for {command:?}")
        }
    }
    assert_eq!(into, probed);
}

/// How one random game is played and checked.
pub(crate) struct Checking {
    /// `legal_commands` is held to `apply` every so many steps and at the end (never
    /// with `None`).
    pub(crate) full_legality_every: Option<usize>,
    /// The most steps a game may take: random legal play ends long before.
    pub(crate) max_steps: usize,
}

/// Plays one random game from `config` with the policy `step`, checking after every
/// step that a refusal changes nothing, that every accepted command has an event,
/// and `invariants`; `legal_commands` against `apply` as `checking` says. The game
/// must end within `checking.max_steps`.
pub(crate) fn play_checked<G: Checked>(
    config: G::Config,
    driver_seed: u64,
    checking: Checking,
    invariants: &mut impl Invariants<G>,
    mut step: impl FnMut(&G, &mut GameRng) -> Option<(Seat, G::Command)>,
) -> Played<G>
where
    G::CommandError: PartialEq,
{
    let (mut game, opening) = G::start(config).expect("valid config");
    invariants.opening(&game, &opening);
    let mut rng = GameRng::from_seed_number(driver_seed);
    let mut commands = Vec::new();
    let mut outcomes = Vec::new();
    let mut universe = (game.universe_key(), game.command_universe());
    let mut checks = 0;
    for steps in 0.. {
        invariants.before_step(&game);
        if universe.0 != game.universe_key() {
            universe = (game.universe_key(), game.command_universe());
        }
        let every = checking.full_legality_every;
        if every.is_some_and(|every| steps % every == 0) {
            assert_legal_agrees_with_apply(&game, &universe.1, checks);
            checks += 1;
        }
        assert_refusal_changes_nothing(&game, &universe.1, &mut rng);
        let Some((seat, command)) = step(&game, &mut rng) else {
            break;
        };
        let outcome = game
            .apply(seat, command)
            .expect("a legal command is accepted");
        assert!(
            !outcome.envelopes().is_empty(),
            "every accepted command has an event"
        );
        invariants.after_step(&game, seat, command, &outcome);
        commands.push((seat, command));
        outcomes.push(outcome);
        assert!(
            steps < checking.max_steps,
            "a game with random legal play must end"
        );
    }
    assert!(
        game.is_over(),
        "only a finished game leaves nobody able to act"
    );
    if checking.full_legality_every.is_some() {
        let universe = game.command_universe();
        assert_legal_agrees_with_apply(&game, &universe, checks);
    }
    Played {
        game,
        commands,
        outcomes,
    }
}

/// Replays `commands` on a new game of `config` through `apply`.
pub(crate) fn replay<G: Table>(
    config: G::Config,
    commands: &[(Seat, G::Command)],
) -> (G, Vec<G::Outcome>) {
    let mut game = G::new(config).expect("valid config");
    let outcomes = commands
        .iter()
        .map(|&(seat, command)| {
            game.apply(seat, command)
                .expect("replayed command accepted")
        })
        .collect();
    (game, outcomes)
}

/// Replays `commands` on a new game of `config` through `apply_into` with one
/// reused outcome, as a binding keeping its last outcome does.
fn replay_into<G: Table>(
    config: G::Config,
    commands: &[(Seat, G::Command)],
) -> (G, Vec<G::Outcome>) {
    let mut game = G::new(config).expect("valid config");
    let mut last = G::Outcome::default();
    let outcomes = commands
        .iter()
        .map(|&(seat, command)| {
            game.apply_into(seat, command, &mut last)
                .expect("replayed command accepted");
            last.clone()
        })
        .collect();
    (game, outcomes)
}

/// Replay determinism: the same config and commands give the same events and the
/// same game, through `apply` and through `apply_into` with a reused outcome.
pub(crate) fn assert_replays<G: Table>(played: &Played<G>) -> TestCaseResult {
    let config = *played.game.seeded_config();
    for (replayed, replayed_outcomes) in [
        replay::<G>(config, &played.commands),
        replay_into::<G>(config, &played.commands),
    ] {
        prop_assert_eq!(&replayed_outcomes, &played.outcomes);
        prop_assert_eq!(&replayed, &played.game);
    }
    Ok(())
}

/// The record of `played` kept live by [`Recorded`] lists exactly the commands
/// played (a refused command is not recorded) and replays, at every step, to the game
/// as it is then; taken after the fraction `cut`, through
/// JSON, it replays to the same game, which continues exactly as the original did;
/// and cut to fewer commands it is the game as it was then.
pub(crate) fn assert_record_continues<G: RoundTrip>(
    played: &Played<G>,
    cut: f64,
) -> TestCaseResult {
    let at = ((played.commands.len() as f64) * cut) as usize;
    let config = *played.game.seeded_config();
    let mut live = Recorded::<G>::new(config).expect("valid config");
    for (i, &(seat, command)) in played.commands.iter().enumerate() {
        // At every step (natively; under Miri at the cut only), the record replays
        // to the game as it is.
        if scaled(true, i == at) {
            prop_assert_eq!(
                &Recorded::<G>::replay(&live.record()).expect("replays"),
                &live
            );
        }
        if i == at {
            let record = live.record();
            // A refused command is not recorded.
            let past = Seat(live.players());
            prop_assert!(live.apply(past, command).is_err());
            prop_assert_eq!(&live.record(), &record);
            let mut restored = G::round_trip(&record);
            prop_assert_eq!(&restored, &live);
            for (k, &(seat, command)) in played.commands[at..].iter().enumerate() {
                let outcome = restored
                    .apply(seat, command)
                    .expect("the restored game accepts");
                prop_assert_eq!(&outcome, &played.outcomes[at + k]);
            }
            prop_assert_eq!(restored.game(), &played.game);
        }
        live.apply(seat, command)
            .expect("a played command is accepted");
    }
    let record = live.record();
    let moves: Vec<(Seat, G::Command)> = record
        .commands()
        .iter()
        .map(|played| (played.seat, played.command))
        .collect();
    prop_assert_eq!(&moves, &played.commands);
    prop_assert_eq!(live.game(), &played.game);
    let (original, _) = replay::<G>(config, &played.commands[..at]);
    let cut_record = record.truncated(at);
    prop_assert_eq!(
        &G::replay(&cut_record).expect("a cut record replays"),
        &original
    );
    Ok(())
}

/// The events of `envelopes` that `sees` lets through.
fn seen<E: Copy>(envelopes: &[Envelope<E>], sees: impl Fn(Audience) -> bool) -> Vec<E> {
    envelopes
        .iter()
        .filter(|e| sees(e.audience))
        .map(|e| e.event)
        .collect()
}

/// Per-seat replay (issue 13): what [`seat_replay`] gives `seat`, and
/// [`spectator_replay`] a spectator, is what they received live: the opening's
/// events for them with their view, then each command that sent them an event, with
/// those events and their view afterwards.
pub(crate) fn assert_replays_as_lived<G: Table>(played: &Played<G>, seat: Seat) -> TestCaseResult {
    let moves = played
        .commands
        .iter()
        .map(|&(seat, command)| Move { seat, command });
    let record = Record::new(G::KIND, *played.game.seeded_config(), moves.collect());
    let (mut live, opening) = G::start(*played.game.seeded_config()).expect("valid config");
    let view = |game: &G| game.view(seat).expect("a seat at the table");
    let mut lived = vec![ReplayStep {
        events: seen(opening.envelopes(), |a| a.includes(seat)),
        view: view(&live),
    }];
    let mut watched = vec![ReplayStep {
        events: seen(opening.envelopes(), Audience::is_public),
        view: live.public_view(),
    }];
    for (&(by, command), outcome) in played.commands.iter().zip(&played.outcomes) {
        live.apply(by, command)
            .expect("a played command is accepted");
        let mine = seen(outcome.envelopes(), |a| a.includes(seat));
        if !mine.is_empty() {
            lived.push(ReplayStep {
                events: mine,
                view: view(&live),
            });
        }
        let public = seen(outcome.envelopes(), Audience::is_public);
        if !public.is_empty() {
            watched.push(ReplayStep {
                events: public,
                view: live.public_view(),
            });
        }
    }
    prop_assert_eq!(seat_replay::<G>(&record, seat).expect("replays"), lived);
    let spectator = spectator_replay::<G>(&record).expect("replays");
    prop_assert_eq!(spectator.game, G::KIND);
    prop_assert_eq!(spectator.steps, watched);
    // One seat past the table has no replay.
    let past = Seat(played.game.players());
    let refused = seat_replay::<G>(&record, past).expect_err("no such seat");
    prop_assert_eq!(crate::kernel::ErrorCode::code(&refused), "no_such_seat");
    Ok(())
}
