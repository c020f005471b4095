//! Random legal play for either game, driven by a generator of its own so the game's
//! generator is never disturbed. The game supplies its policy (`step`): which legal
//! command to send, given the position and the driver's generator.

use crate::{kernel::GameRng, kernel::Seat, table::Table};
use alloc::vec::Vec;

/// One of `items`, uniformly, or `None` when there are none.
pub(crate) fn pick<T: Copy>(rng: &mut GameRng, items: &[T]) -> Option<T> {
    items.get(rng.below(items.len() as u32) as usize).copied()
}

/// A recorded random game: the commands sent and what each caused.
pub(crate) struct Played<G: Table> {
    pub(crate) game: G,
    pub(crate) commands: Vec<(Seat, G::Command)>,
    pub(crate) outcomes: Vec<G::Outcome>,
}

/// Plays the commands `step` picks until it picks none or `max_steps` pass.
pub(crate) fn play<G: Table>(
    config: G::Config,
    driver_seed: u64,
    max_steps: usize,
    mut step: impl FnMut(&G, &mut GameRng) -> Option<(Seat, G::Command)>,
) -> Played<G> {
    let mut game = G::new(config).expect("valid config");
    let mut rng = GameRng::from_seed_number(driver_seed);
    let mut commands = Vec::new();
    let mut outcomes = Vec::new();
    while commands.len() < max_steps {
        let Some((seat, command)) = step(&game, &mut rng) else {
            break;
        };
        let outcome = game
            .apply(seat, command)
            .expect("a legal command is accepted");
        commands.push((seat, command));
        outcomes.push(outcome);
    }
    Played {
        game,
        commands,
        outcomes,
    }
}

/// A recorded game of `config` after exactly `steps` commands that `step` picks:
/// a real game for the record tests (a hand-made state has no record that replays
/// it). Fails when the game ends sooner.
pub(crate) fn recorded<G: Table>(
    config: G::Config,
    driver_seed: u64,
    steps: usize,
    mut step: impl FnMut(&G, &mut GameRng) -> Option<(Seat, G::Command)>,
) -> crate::table::Recorded<G> {
    let played =
        play::<crate::table::Recorded<G>>(config, driver_seed, steps, |game, rng| step(game, rng));
    assert_eq!(
        played.commands.len(),
        steps,
        "the game goes on for {steps} steps"
    );
    played.game
}
