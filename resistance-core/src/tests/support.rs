//! Helpers shared by the tests: random legal play, driven by a generator of its own
//! so the game's generator is never disturbed.

use crate::{Command, Game, GameConfig, GameRng, LeavePolicy, Outcome, Seat};
use alloc::vec::Vec;

/// How a random player behaves.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Style {
    /// Chance, in percent, that a step is someone leaving (when anyone may).
    pub(crate) leave_percent: u32,
}

impl Style {
    pub(crate) const STAY: Style = Style { leave_percent: 0 };
    pub(crate) const RESTLESS: Style = Style { leave_percent: 2 };
}

/// A uniformly random legal command of a uniformly random seat that has one, or
/// `None` when nobody may act. Leaving is drawn apart, with `style.leave_percent`.
pub(crate) fn random_step(game: &Game, rng: &mut GameRng, style: Style) -> Option<(Seat, Command)> {
    let players = game.players();
    let wants_to_leave = rng.below(100) < style.leave_percent;
    let mut options: Vec<(Seat, Command)> = Vec::new();
    for seat in (0..players).map(Seat) {
        for command in game.legal_commands(seat) {
            if (command == Command::Leave) == wants_to_leave {
                options.push((seat, command));
            }
        }
    }
    if options.is_empty() && wants_to_leave {
        return random_step(game, rng, Style::STAY);
    }
    let pick = rng.below(options.len() as u32) as usize;
    options.get(pick).copied()
}

/// A recorded random game: the commands sent and what each caused.
pub(crate) struct Played {
    pub(crate) game: Game,
    pub(crate) commands: Vec<(Seat, Command)>,
    pub(crate) outcomes: Vec<Outcome>,
}

/// Plays random legal commands until the game ends or `max_steps` pass.
pub(crate) fn play(config: GameConfig, driver_seed: u64, style: Style, max_steps: usize) -> Played {
    let mut game = Game::new(config).expect("valid config");
    let mut rng = GameRng::from_seed_number(driver_seed);
    let mut commands = Vec::new();
    let mut outcomes = Vec::new();
    while commands.len() < max_steps {
        let Some((seat, command)) = random_step(&game, &mut rng, style) else {
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

/// A config for `players` (clamped into 5..=10) with either leave policy.
pub(crate) fn config(players: u8, seed: u64, substitute: bool) -> GameConfig {
    let policy = if substitute {
        LeavePolicy::Substitute
    } else {
        LeavePolicy::EndGame
    };
    GameConfig::new(players.clamp(5, 10), seed).with_leave_policy(policy)
}

/// Property-test cases: `default`, or `PROPTEST_CASES` when set (CI's Miri run sets
/// it low; a long local run sets it high).
pub(crate) fn cases(default: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(default)
}
