//! Playing the games: the module sets, one game between two bot kinds, and the run
//! over every cell on every core.

use crate::{
    args::Plan,
    results::{CellKey, Counts, Matchup, Results},
};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use resistance_core::{
    Allegiance, Game, GameConfig, GameResult, MAX_PLAYERS, MIN_PLAYERS, Seat,
    assassin::AssassinOptions, bot::BotKind,
};
use resistance_examples::{all_modules, bot_rng};
use serde::{Deserialize, Serialize};

/// The player counts the base game is for: 5 to 10 (B1).
pub(crate) const PLAYER_COUNTS: std::ops::RangeInclusive<u8> = MIN_PLAYERS..=MAX_PLAYERS as u8;

/// A named module set, the same for every player count.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub(crate) enum Preset {
    /// The base game.
    Base,
    /// The Commander and the Assassin alone: the setup of Avalon with Merlin, which
    /// the human reference was measured on.
    Assassin,
    /// Every Hidden Agenda module, fitted to the player count ([`all_modules`]).
    All,
    /// The plot cards alone.
    Plot,
}

impl Preset {
    pub(crate) const ALL: [Preset; 4] = [Preset::Base, Preset::Assassin, Preset::All, Preset::Plot];

    pub(crate) fn config(self, players: u8, seed: u64) -> GameConfig {
        let base = GameConfig::new(players, seed);
        match self {
            Preset::Base => base,
            Preset::Assassin => base.with_assassin(AssassinOptions::default()),
            Preset::All => all_modules(players, seed),
            Preset::Plot => base.with_plot_cards(),
        }
    }
}

/// Far above any game of bots (a few hundred commands at most): a game still going
/// is a bug, reported rather than looped on.
const COMMAND_LIMIT: u32 = 20_000;

/// One game of `cell` with seed `seed`: every seat is played by the bot of the side
/// it is dealt, all of them drawing from one generator seeded from the game's
/// seed, so the game is a function of the cell and the seed alone.
fn play_game(cell: CellKey, seed: u64) -> Result<GameResult, String> {
    let bug = |what: String| {
        format!(
            "game {seed} of {} players, {}, {}: {what}",
            cell.players,
            crate::args::name_of(cell.modules),
            cell.matchup.describe()
        )
    };
    let mut game = Game::new(cell.modules.config(cell.players, seed))
        .map_err(|error| bug(error.to_string()))?;
    let Matchup { resistance, spies } = cell.matchup;
    let bots = (0..cell.players)
        .map(|seat| {
            let view = game
                .view(Seat(seat))
                .map_err(|error| bug(error.to_string()))?;
            Ok(match view.allegiance {
                Allegiance::Resistance => resistance,
                Allegiance::Spy => spies,
            })
        })
        .collect::<Result<Vec<BotKind>, String>>()?;
    let mut rng = bot_rng(seed);
    let mut commands = 0;
    while let Some(seat) = game.awaiting().iter().next() {
        commands += 1;
        if commands > COMMAND_LIMIT {
            return Err(bug(format!("no end after {COMMAND_LIMIT} commands")));
        }
        let view = game.view(seat).map_err(|error| bug(error.to_string()))?;
        let command = bots[seat.index()]
            .choose(&view, &game.choices(seat), &mut rng)
            .map_err(|error| bug(format!("the bot of {seat}: {error}")))?;
        game.apply(seat, command)
            .map_err(|error| bug(format!("{seat} sent {command:?}: {error}")))?;
    }
    game.result()
        .ok_or_else(|| bug("nobody awaited, yet the game is not over".into()))
}

/// Plays every game of `plan`'s shards and counts them per cell.
///
/// The games are spread over the threads by rayon as they come, but every game is
/// a function of its cell and seed and the counts are sums, so the results are the
/// same for any number of threads.
pub(crate) fn play(plan: &Plan) -> Result<Results, String> {
    let settings = &plan.settings;
    let cells = settings.cells();
    let shards = &plan.shard;
    // The indices within a cell that these shards play.
    let indices: Vec<u64> = (0..settings.games)
        .filter(|index| {
            shards
                .played
                .contains(&((index % u64::from(shards.of)) as u32))
        })
        .collect();
    let games = indices.len() * cells.len();
    let progress = ProgressBar::new(games as u64).with_style(
        ProgressStyle::with_template(
            "{elapsed_precise} [{wide_bar}] {human_pos}/{human_len} games, {per_sec}, eta {eta}",
        )
        .expect("a valid template"),
    );
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(plan.threads)
        .build()
        .map_err(|error| format!("no worker threads: {error}"))?;
    // Index-major, so that every cell advances together and the bar's estimate is
    // not thrown off by the slower cells (more players, more modules) coming last.
    let counts = pool.install(|| {
        (0..games)
            .into_par_iter()
            .map(|job| {
                let cell = job % cells.len();
                let seed = settings.seed + indices[job / cells.len()];
                let result = play_game(cells[cell], seed);
                progress.inc(1);
                result.map(|result| (cell, result))
            })
            .try_fold(
                || vec![Counts::default(); cells.len()],
                |mut counts, game| {
                    let (cell, result) = game?;
                    counts[cell].record(result);
                    Ok::<_, String>(counts)
                },
            )
            .try_reduce(
                || vec![Counts::default(); cells.len()],
                |mut sum, part| {
                    for (sum, part) in sum.iter_mut().zip(&part) {
                        sum.add(part);
                    }
                    Ok(sum)
                },
            )
    });
    progress.finish_and_clear();
    Ok(Results::new(settings.clone(), shards.clone(), counts?))
}
