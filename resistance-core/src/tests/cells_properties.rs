//! Property tests over random legal Cells games: every card is always somewhere, the
//! saved state is always one the rules allow, scores match the missions, the game
//! ends exactly when CE8 says (and always does end), refused commands change nothing,
//! `legal_commands` agrees with `apply`, replays are deterministic, and snapshots
//! continue identically.

use super::cells_support::random_step;
use crate::{
    Audience, GameRng, MissionCard, Seat,
    cells::{
        CellsCommand, CellsConfig, CellsEvent, CellsGame, CellsOutcome, CellsPhaseKind, Character,
        Position, Slot,
    },
};
use alloc::vec::Vec;
use proptest::prelude::*;

/// Commands worth probing: every row, every ordered pair of positions (one seat past
/// the table included), every order of up to three indices (one past the draw
/// included), every partner, every card index, every slot.
fn command_universe(players: u8) -> Vec<CellsCommand> {
    let mut commands = Vec::new();
    let colours = [Character::Resistance, Character::Spy];
    for a in colours {
        for b in colours {
            for c in colours {
                commands.push(CellsCommand::Arrange { row: [a, b, c] });
            }
        }
    }
    let positions: Vec<Position> = (0..=players)
        .flat_map(|seat| Slot::ALL.map(|slot| Position::new(Seat(seat), slot)))
        .collect();
    for &first in &positions {
        for &second in &positions {
            commands.push(CellsCommand::ScoutCharacters { first, second });
        }
    }
    commands.extend([false, true].map(|swap| CellsCommand::ReturnCharacters { swap }));
    commands.push(CellsCommand::ScoutDeck);
    commands.push(CellsCommand::return_to_deck(&[]));
    for a in 0..4u8 {
        commands.push(CellsCommand::return_to_deck(&[a]));
        for b in 0..4u8 {
            commands.push(CellsCommand::return_to_deck(&[a, b]));
            for c in 0..4u8 {
                commands.push(CellsCommand::return_to_deck(&[a, b, c]));
            }
        }
    }
    for partner in (0..=players).map(Seat) {
        commands.push(CellsCommand::GoOnMission { partner });
    }
    for index in [0u8, 1, 2, 3, 255] {
        commands.push(CellsCommand::PassMissionCards { discard: index });
        commands.push(CellsCommand::PlayMissionCard { play: index });
    }
    commands.extend(Slot::ALL.map(|slot| CellsCommand::Expose { slot }));
    commands
}

/// The form `legal_commands` lists a command in: two positions lower first.
fn canonical(command: CellsCommand) -> CellsCommand {
    match command {
        CellsCommand::ScoutCharacters { first, second } if second < first => {
            CellsCommand::ScoutCharacters {
                first: second,
                second: first,
            }
        }
        _ => command,
    }
}

/// Under Miri a legality check probes one command of the universe in eight, a
/// different eighth at each check of a game: the whole universe costs Miri 20 s.
const UNIVERSE_STRIDE: usize = super::support::scaled(1, 8);

/// `legal_commands(seat)` is exactly what `apply` accepts, for every seat and one
/// past the table; `is_legal` and `check` agree; the game awaits exactly the seats
/// that have something to do; `choices` is empty exactly when nothing is legal.
/// Probes the commands `part`, `part + UNIVERSE_STRIDE`, ... of `universe`: all of
/// them natively.
fn assert_legal_agrees_with_apply(game: &CellsGame, universe: &[CellsCommand], part: usize) {
    #[allow(clippy::modulo_one)] // natively the stride is 1: every command is probed
    let first = part % UNIVERSE_STRIDE;
    for seat in (0..=game.players()).map(Seat) {
        let legal = game.legal_commands(seat);
        assert_eq!(game.awaiting().contains(seat), !legal.is_empty(), "{seat}");
        assert_eq!(game.choices(seat).is_empty(), legal.is_empty());
        for (i, command) in legal.iter().enumerate() {
            assert!(!legal[..i].contains(command), "{command:?} listed twice");
        }
        let probed = universe.iter().skip(first).step_by(UNIVERSE_STRIDE);
        for &command in probed {
            let accepted = game.clone().apply(seat, command).is_ok();
            assert_eq!(accepted, game.is_legal(seat, &command), "{command:?}");
            assert_eq!(accepted, game.check(seat, &command).is_ok());
            assert_eq!(
                accepted,
                legal.contains(&canonical(command)),
                "apply {} {command:?} for {seat}, legal_commands disagrees",
                if accepted { "accepts" } else { "refuses" }
            );
        }
        for command in &legal {
            assert!(game.clone().apply(seat, *command).is_ok());
        }
    }
}

/// Card conservation: `3n` characters with `n + 1` spies; nine mission cards, four
/// Success and five Fail, each in the deck, the discard pile, a hand or on the table.
/// The public counts say the same, and the whole state passes the restore checks.
fn assert_cards_conserved(game: &CellsGame) {
    let state = game.state();
    let players = game.players();
    assert_eq!(state.cells.len(), usize::from(players));
    let spies: u8 = state.cells.iter().map(|cell| cell.spies()).sum();
    assert_eq!(spies, players + 1);
    let (_, held) = state.held_mission_cards();
    let table_cards: Vec<MissionCard> = state.table_cards().collect();
    let all: Vec<MissionCard> = state
        .deck
        .iter()
        .chain(state.discard.iter())
        .chain(held.iter())
        .chain(table_cards.iter())
        .copied()
        .collect();
    assert_eq!(all.len(), 9);
    assert_eq!(
        all.iter().filter(|&&c| c == MissionCard::Success).count(),
        4
    );
    let table = game.public_view();
    assert_eq!(
        usize::from(table.deck)
            + usize::from(table.discard)
            + held.len()
            + table.missions.len()
            + usize::from(game.phase() == CellsPhaseKind::Exposure),
        9
    );
    assert_eq!(state.validate(), Ok(()));
}

/// CE8: over exactly when a side has three, with that side winning; the score is
/// the missions'.
fn assert_score_and_ending(game: &CellsGame) {
    let table = game.public_view();
    let successes = table.missions.iter().filter(|m| m.succeeded).count() as u8;
    assert_eq!(
        (table.successes, table.failures),
        (successes, table.missions.len() as u8 - successes)
    );
    assert_eq!(game.is_over(), successes == 3 || table.failures == 3);
    if let Some(result) = game.result() {
        let expected = if successes == 3 {
            crate::Allegiance::Resistance
        } else {
            crate::Allegiance::Spy
        };
        assert_eq!(result.winner, expected);
        let reveal = table.reveal.expect("the end reveals all");
        for (seat, side) in reveal.sides.iter().enumerate() {
            assert_eq!(result.winners.contains(Seat(seat as u8)), *side == expected);
        }
    } else {
        assert_eq!(table.reveal, None);
    }
}

/// Private events go to one seat; everything else to everyone.
fn assert_audiences(outcome: &CellsOutcome) {
    assert!(
        !outcome.events.is_empty(),
        "every accepted command has an event"
    );
    for envelope in outcome.events.iter() {
        let private = matches!(
            envelope.event,
            CellsEvent::HandDealt { .. }
                | CellsEvent::RowLaidOut { .. }
                | CellsEvent::CharactersSeen { .. }
                | CellsEvent::SwapChosen { .. }
                | CellsEvent::MissionCardsDrawn { .. }
                | CellsEvent::DeckTopChosen { .. }
                | CellsEvent::MissionCardsReceived { .. }
        );
        match envelope.audience {
            Audience::Everyone => assert!(!private, "{:?} went public", envelope.event),
            Audience::Seats { seats } => assert!(private && seats.len() == 1),
        }
    }
}

/// A probe that may well be illegal: a refusal must leave the game exactly as it was.
fn assert_refusal_changes_nothing(game: &CellsGame, universe: &[CellsCommand], rng: &mut GameRng) {
    let command = universe[rng.below(universe.len() as u32) as usize];
    let seat = Seat(rng.below(u32::from(game.players()) + 2) as u8);
    let mut probed = game.clone();
    if probed.apply(seat, command).is_err() {
        assert_eq!(
            &probed, game,
            "refused {command:?} by {seat} changed the game"
        );
    }
}

/// The most steps a random game may take: random legal play ends long before.
const MAX_STEPS: usize = 3_000;

/// Plays one random game, checking every invariant after every step, and
/// `legal_commands` against `apply` every `full_legality_every` steps and at the end
/// (never with `None`).
fn play_checked(
    players: u8,
    seed: u64,
    driver: u64,
    full_legality_every: Option<usize>,
) -> (CellsGame, Vec<(Seat, CellsCommand)>, Vec<CellsOutcome>) {
    let config = CellsConfig::new(players, seed);
    let (mut game, opening) = CellsGame::start(config).expect("valid");
    assert_eq!(opening.len(), 1 + usize::from(players));
    let universe = command_universe(players);
    let mut rng = GameRng::from_seed_number(driver);
    let mut commands = Vec::new();
    let mut outcomes = Vec::new();
    let mut checks = 0;
    for step in 0.. {
        assert_cards_conserved(&game);
        assert_score_and_ending(&game);
        if full_legality_every.is_some_and(|every| step % every == 0) {
            assert_legal_agrees_with_apply(&game, &universe, checks);
            checks += 1;
        }
        assert_refusal_changes_nothing(&game, &universe, &mut rng);
        let Some((seat, command)) = random_step(&game, &mut rng) else {
            break;
        };
        let outcome = game
            .apply(seat, command)
            .expect("a legal command is accepted");
        assert_audiences(&outcome);
        commands.push((seat, command));
        outcomes.push(outcome);
        assert!(step < MAX_STEPS, "a random Cells game must end");
    }
    assert!(
        game.is_over(),
        "only a finished game leaves nobody able to act"
    );
    if full_legality_every.is_some() {
        assert_legal_agrees_with_apply(&game, &universe, checks);
    }
    (game, commands, outcomes)
}

fn replay(
    config: CellsConfig,
    commands: &[(Seat, CellsCommand)],
) -> (CellsGame, Vec<CellsOutcome>) {
    let mut game = CellsGame::new(config).expect("valid");
    let outcomes = commands
        .iter()
        .map(|&(seat, command)| {
            game.apply(seat, command)
                .expect("replayed command accepted")
        })
        .collect();
    (game, outcomes)
}

#[cfg(feature = "serde")]
fn round_trip(game: &CellsGame) -> CellsGame {
    let json = serde_json::to_string(&game.snapshot()).expect("snapshot serializes");
    let snapshot = serde_json::from_str(&json).expect("snapshot deserializes");
    CellsGame::restore(snapshot).expect("a snapshot of a real game restores")
}

#[cfg(not(feature = "serde"))]
fn round_trip(game: &CellsGame) -> CellsGame {
    CellsGame::restore(game.snapshot()).expect("a snapshot of a real game restores")
}

proptest! {
    #![proptest_config(super::support::proptest_config(128, 1))]

    /// Every invariant after every step of random legal Cells games (`legal_commands`
    /// held to `apply` every five steps, under Miri every 16 on an eighth of the
    /// commands probed, and at the end); the same commands replay to the same events
    /// and the same game.
    #[test]
    fn random_cells_games_keep_every_invariant(
        players in 3u8..=4,
        seed in 0u64..=crate::MAX_SEED,
        driver in any::<u64>(),
    ) {
        let full_legality_every = super::support::scaled(5, 16);
        let (game, commands, outcomes) =
            play_checked(players, seed, driver, Some(full_legality_every));
        let (replayed, replayed_outcomes) = replay(*game.config(), &commands);
        prop_assert_eq!(&replayed_outcomes, &outcomes);
        prop_assert_eq!(&replayed, &game);
    }

    /// A snapshot taken at a random point, through JSON, restores to the same game
    /// and continues exactly as the original did.
    #[test]
    fn cells_snapshot_round_trip_continues_identically(
        players in 3u8..=4,
        seed in 0u64..=crate::MAX_SEED,
        driver in any::<u64>(),
        cut in 0.0f64..=1.0,
    ) {
        // Under Miri legality is left to the property above.
        let full_legality_every = super::support::scaled(Some(1_000), None);
        let (game, commands, outcomes) = play_checked(players, seed, driver, full_legality_every);
        let at = ((commands.len() as f64) * cut) as usize;
        let (original, _) = replay(*game.config(), &commands[..at]);
        let mut restored = round_trip(&original);
        prop_assert_eq!(&restored, &original);
        for (i, &(seat, command)) in commands[at..].iter().enumerate() {
            let outcome = restored.apply(seat, command).expect("the restored game accepts");
            prop_assert_eq!(&outcome, &outcomes[at + i]);
        }
        prop_assert_eq!(&restored, &game);
    }
}

/// Random play reaches every phase, every way of ending, reshuffles, and Successes
/// turned into failures, so the properties above cover them.
#[test]
#[cfg_attr(
    miri,
    ignore = "coverage over 200 games: Miri affords a few, too few to show it"
)]
fn random_cells_play_covers_every_kind_of_step() {
    let mut phases = alloc::collections::BTreeSet::new();
    let (mut reshuffles, mut turned, mut resistance_wins, mut spy_wins) = (0, 0, 0, 0);
    let mut longest = 0;
    let mut total = 0;
    for seed in 0..200u64 {
        let played = super::cells_support::play(
            CellsConfig::new(3 + (seed % 2) as u8, seed),
            seed,
            MAX_STEPS,
        );
        let mut game = CellsGame::new(*played.game.config()).unwrap();
        for &(seat, command) in &played.commands {
            phases.insert(alloc::format!("{:?}", game.phase()));
            game.apply(seat, command).unwrap();
        }
        longest = longest.max(played.commands.len());
        total += played.commands.len();
        for event in played.outcomes.iter().flat_map(|o| o.public_events()) {
            match event {
                CellsEvent::DeckReshuffled { .. } => reshuffles += 1,
                CellsEvent::MissionResolved {
                    turned_to_failure: true,
                    ..
                } => turned += 1,
                _ => {}
            }
        }
        match played.game.result().map(|r| r.winner) {
            Some(crate::Allegiance::Resistance) => resistance_wins += 1,
            Some(crate::Allegiance::Spy) => spy_wins += 1,
            None => panic!("seed {seed}: not over after {MAX_STEPS} steps"),
        }
    }
    phases.insert(alloc::format!("{:?}", CellsPhaseKind::GameOver));
    assert_eq!(phases.len(), 8, "{phases:?}");
    assert!(
        reshuffles > 20 && turned > 10,
        "{reshuffles} reshuffles, {turned} turned"
    );
    assert!(
        resistance_wins > 20 && spy_wins > 20,
        "{resistance_wins} / {spy_wins}"
    );
    // Games are long enough to mean something, and none runs away.
    assert!(total > 200 * 30, "{total} steps in 200 games");
    assert!(longest < MAX_STEPS / 2, "longest game: {longest} steps");
}
