//! Target 1: arbitrary command sequences by arbitrary seats over arbitrary
//! configurations (players 0..=255, any seed, both leave policies).
//!
//! No panic; after every command every invariant holds (see `resistance_fuzz`), and
//! replaying the accepted commands on a fresh game gives the same events and game.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use resistance_core::{ConfigError, Event, Game, MAX_OPENING_EVENTS, Seat};
use resistance_fuzz::{Harness, Setup, Step, expected_config_error, known, steps};

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let Ok(setup) = Setup::arbitrary(&mut u) else {
        return;
    };
    let config = setup.config();
    let expected = expected_config_error(&config);
    let (game, opening) = match Game::start(config) {
        Ok(started) => started,
        Err(error) => {
            // An invalid configuration is refused with the right code and a message;
            // `validate` and `Game::new` agree.
            assert_eq!(Some(error.code()), expected, "{config:?}: {error}");
            assert!(known::<ConfigError>(error.code()), "{error:?}");
            assert!(!error.to_string().is_empty());
            assert_eq!(config.validate(), Err(error));
            assert_eq!(Game::new(config), Err(error));
            return;
        }
    };
    assert_eq!(expected, None, "{config:?} accepted");
    assert_eq!(config.validate(), Ok(()));
    assert!(opening.len() <= MAX_OPENING_EVENTS);
    assert!(matches!(
        opening.first().map(|e| e.event),
        Some(Event::GameStarted { .. })
    ));
    assert_eq!(Game::new(config).as_ref(), Ok(&game), "new and start agree");
    let off_table = game.view(Seat(game.players())).expect_err("no such seat");
    assert!(!off_table.to_string().is_empty());
    let mut harness = Harness::new(game);
    let mut accepted = Vec::new();
    for step in steps(&mut u) {
        let Some((seat, command)) = harness.resolve(&step) else {
            continue;
        };
        let result = harness.send(seat, command);
        if matches!(step, Step::Legal(_)) {
            assert!(
                result.is_ok(),
                "legal_commands listed {command:?} for {seat}: {result:?}"
            );
        }
        if let Ok(outcome) = result {
            accepted.push((seat, command, outcome));
        }
    }
    // Determinism: the same configuration and commands give the same game.
    let (mut replayed, replayed_opening) = Game::start(config).expect("valid config");
    assert_eq!(replayed_opening, opening);
    for (seat, command, outcome) in &accepted {
        assert_eq!(replayed.apply(*seat, *command).as_ref(), Ok(outcome));
    }
    assert_eq!(&replayed, harness.game());
});
