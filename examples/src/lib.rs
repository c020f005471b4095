//! Shared pieces of the example programs: a bot that plays random legal moves
//! without touching the heap, and a global allocator that counts allocations, so
//! the benchmark and the tests can show that the engine does not allocate either.
//!
//! ```
//! use resistance_core::GameConfig;
//! use resistance_examples::play_game;
//!
//! let (game, steps) = play_game(GameConfig::new(7, 2026), 2026).unwrap();
//! assert!(game.is_over());
//! assert!(steps > 0);
//! ```
#![deny(missing_docs)]

pub mod counting_alloc;

use resistance_core::{
    Choices, Command, ConfigError, Game, GameConfig, GameRng, MissionCard, Outcome, Seat, SeatSet,
    TeamChoice,
};

/// Mixed into the bot's seed so that a bot seeded with the same number as the game
/// does not draw the very stream the game's own generator draws (both are seeded
/// through [`GameRng::from_seed_number`]).
const BOT_SEED_SALT: u64 = 0xB07_B07_B07_B07;

/// The generator a bot seeded with `seed` draws from.
pub fn bot_rng(seed: u64) -> GameRng {
    GameRng::from_seed_number(seed ^ BOT_SEED_SALT)
}

/// A fair coin.
fn coin(rng: &mut GameRng) -> bool {
    rng.below(2) == 0
}

/// A uniformly random team for `choice`: `size` distinct seats drawn from `from`.
///
/// A partial Fisher–Yates shuffle over a stack array, so no allocation. If `from`
/// holds fewer than `size` seats the team is all of `from` (and the engine will
/// refuse it; [`Game::choices`] never offers such a choice).
pub fn random_team(choice: TeamChoice, rng: &mut GameRng) -> SeatSet {
    // A SeatSet holds at most 16 seats (it is 16 bits wide).
    let mut pool = [Seat(0); 16];
    let mut len = 0;
    for (slot, seat) in pool.iter_mut().zip(choice.from) {
        *slot = seat;
        len += 1;
    }
    let size = usize::from(choice.size).min(len);
    let mut team = SeatSet::EMPTY;
    for i in 0..size {
        // Pick one of the seats not drawn yet and move it to the drawn prefix.
        let j = i + rng.below((len - i) as u32) as usize;
        pool.swap(i, j);
        team.insert(pool[i]);
    }
    team
}

/// A random command among `choices`, or `None` when the seat has nothing to do.
///
/// The bot never leaves (so every game ends by the rules), votes approve or reject
/// with even odds, and as a spy on a mission plays Fail half of the time. A vacant
/// seat is claimed at once, as a host with a substitute at hand would.
pub fn random_command(choices: &Choices, rng: &mut GameRng) -> Option<Command> {
    if let Some(team) = choices.propose {
        return Some(Command::propose(random_team(team, rng)));
    }
    if choices.vote {
        return Some(Command::vote(coin(rng)));
    }
    if choices.play_fail && coin(rng) {
        return Some(Command::play(MissionCard::Fail));
    }
    if choices.play_success {
        return Some(Command::play(MissionCard::Success));
    }
    if choices.claim_seat {
        return Some(Command::ClaimSeat);
    }
    None
}

/// The next move of a table of bots: a random seat among those the game awaits,
/// and its random command. A vacant seat is claimed first, as a host with a
/// substitute at hand would. `None` once the game is over.
pub fn next_step(game: &Game, rng: &mut GameRng) -> Option<(Seat, Command)> {
    let awaiting = game.awaiting();
    let pick = rng.below(u32::from(awaiting.len()));
    let seat = awaiting.iter().nth(pick as usize)?;
    random_command(&game.choices(seat), rng).map(|command| (seat, command))
}

/// Plays `game` to the end with bots drawing from `rng`, handing every accepted
/// command and its outcome to `observe`. Returns the number of commands applied.
///
/// # Panics
///
/// If the engine refuses a command that [`Game::choices`] offered: the two are
/// answered by the same checks, so that would be an engine bug.
pub fn run_game(
    game: &mut Game,
    rng: &mut GameRng,
    mut observe: impl FnMut(Seat, &Command, &Outcome),
) -> u32 {
    let mut steps = 0;
    while let Some((seat, command)) = next_step(game, rng) {
        match game.apply(seat, command) {
            Ok(outcome) => observe(seat, &command, &outcome),
            Err(error) => panic!(
                "the engine refused a command its own choices offered: \
                 {seat} sent {command:?}: {error}"
            ),
        }
        steps += 1;
    }
    steps
}

/// Plays a whole game of `config` with bots seeded by `bot_seed`; returns the
/// finished game and the number of commands applied.
///
/// # Errors
///
/// The configuration's error when [`Game::new`] refuses it.
///
/// # Panics
///
/// Like [`run_game`], only on an engine bug.
pub fn play_game(config: GameConfig, bot_seed: u64) -> Result<(Game, u32), ConfigError> {
    let mut game = Game::new(config)?;
    let steps = run_game(&mut game, &mut bot_rng(bot_seed), |_, _, _| {});
    Ok((game, steps))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_teams_have_the_asked_size_and_stay_in_range() {
        let mut rng = bot_rng(1);
        for players in 5..=10 {
            let from = SeatSet::all(players);
            for size in 0..=players {
                let team = random_team(TeamChoice { size, from }, &mut rng);
                assert_eq!(team.len(), size);
                assert!(team.is_subset(from));
            }
        }
    }

    #[test]
    fn every_seat_gets_onto_random_teams() {
        let mut rng = bot_rng(2);
        let from = SeatSet::all(10);
        let mut seen = SeatSet::EMPTY;
        for _ in 0..200 {
            seen = seen.union(random_team(TeamChoice { size: 2, from }, &mut rng));
        }
        assert_eq!(seen, from);
    }

    #[test]
    fn bot_games_end_for_every_player_count() {
        for players in 5..=10 {
            for seed in 0..20 {
                let (game, steps) = play_game(GameConfig::new(players, seed), seed).unwrap();
                assert!(game.is_over(), "{players} players, seed {seed}");
                assert!(steps > 0);
            }
        }
    }

    #[test]
    fn same_seeds_replay_the_same_game() {
        let config = GameConfig::new(7, 99);
        let (a, steps_a) = play_game(config, 5).unwrap();
        let (b, steps_b) = play_game(config, 5).unwrap();
        assert_eq!(steps_a, steps_b);
        assert_eq!(a, b);
    }

    #[test]
    fn a_bad_config_is_an_error_not_a_panic() {
        assert!(play_game(GameConfig::new(4, 1), 1).is_err());
    }
}
