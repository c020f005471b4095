//! Target 3: a snapshot at a random point, through JSON, continues exactly as the
//! original game.
//!
//! The fuzz bytes give a configuration, a cut point and the steps of a game (legal
//! moves and raw commands, as in target 1). The steps before the cut are played; the
//! game is saved with `to_json(snapshot)` and brought back with `replay_from_json`;
//! then the remaining steps go to both games, which must answer alike (the same
//! outcomes and errors) and end equal.
#![no_main]

use arbitrary::{Arbitrary, Unstructured};
use libfuzzer_sys::fuzz_target;
use resistance_core::{Game, Recorded, json};
use resistance_fuzz::{Harness, Setup, steps};

/// Saves `game`'s record through JSON and replays it; the round trip is exact and
/// stable.
fn through_json(game: &Recorded<Game>) -> Recorded<Game> {
    let text = json::to_json(&game.record()).expect("a record encodes");
    let restored =
        json::replay_from_json::<Recorded<Game>>(&text).expect("a real game's record replays");
    assert_eq!(&restored, game, "restored game differs");
    assert_eq!(
        json::to_json(&restored.record()).expect("encodes"),
        text,
        "record encoding is not stable"
    );
    assert_eq!(Game::replay(&game.record()).as_ref(), Ok(game.game()));
    restored
}

fuzz_target!(|data: &[u8]| {
    let mut u = Unstructured::new(data);
    let (Ok(setup), Ok(cut)) = (Setup::arbitrary(&mut u), u16::arbitrary(&mut u)) else {
        return;
    };
    let config = setup.valid_config();
    let steps = steps(&mut u);
    let cut = usize::from(cut) % (steps.len() + 1);
    let mut harness = Harness::new(Game::new(config).expect("a valid config"));
    // The same game, keeping its record.
    let mut original = Recorded::<Game>::new(config).expect("a valid config");
    for step in &steps[..cut] {
        if let Some((seat, command)) = harness.resolve(step)
            && harness.send(seat, command).is_ok()
        {
            original.apply(seat, command).expect("accepted by both");
        }
    }
    assert_eq!(
        original.game(),
        harness.game(),
        "the recorded game is the played one"
    );
    // From here on the original plays unchecked, the restored game under every check.
    let mut restored = Harness::new(through_json(&original).into_game());
    for step in &steps[cut..] {
        let Some((seat, command)) = restored.resolve(step) else {
            assert!(original.is_over() || original.awaiting().is_empty());
            continue;
        };
        let expected = original.apply(seat, command);
        let got = restored.send(seat, command);
        assert_eq!(
            got, expected,
            "{command:?} from {seat}: the restored game answers otherwise"
        );
        assert_eq!(
            restored.game(),
            original.game(),
            "the restored game has diverged"
        );
    }
    // And the end (or wherever the steps stopped) saves and restores too.
    through_json(&original);
});
