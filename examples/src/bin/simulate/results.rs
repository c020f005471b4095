//! The results of a run, as they are written to JSON, and the merge of shards.
//!
//! The JSON keeps the counts, not only the rates, so that shards add up: a merge
//! sums the counts of every cell and recomputes the rates, and the merge of every
//! shard of a run is the very result the run gives unsharded, byte for byte. The
//! shape, version 1 (the README shows an example):
//!
//! - `format`: `"resistance-simulate"`, `version`: 1;
//! - `settings`: what decides the results: `games` per cell, the first `seed`,
//!   `players`, `modules` (module set names), `bots` (bot kind names) and, when
//!   `--matchups` chose them, `matchups` (each `resistance` and `spies`, in order;
//!   without it every ordered pair of `bots` is played);
//! - `shards`: `of` (how many the run was cut into) and `played` (which of them
//!   these counts hold); a whole run, or a merge of every shard, reads
//!   `{"of": 1, "played": [0]}`;
//! - `cells`: one per player count, module set and matchup, in that order of
//!   nesting: `players`, `modules`, `resistance` and `spies` (the bot kinds of
//!   each side), `counts` (`games`, `resistanceWins`, `spyWins` and `ends`, the
//!   games per way of ending, named as the engine's `EndReason`), and
//!   `resistanceWinRate` (`rate`, `low` and `high` of its 95% Wilson interval;
//!   `null` for a cell that played no game).

use crate::{
    args::name_of,
    run::{PLAYER_COUNTS, Preset},
    stats::{Interval, wilson},
};
use resistance_core::{Allegiance, GameResult, bot::BotKind};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

const FORMAT: &str = "resistance-simulate";
const VERSION: u32 = 1;

/// The bots of each side.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(crate) struct Matchup {
    pub(crate) resistance: BotKind,
    pub(crate) spies: BotKind,
}

impl Matchup {
    /// "logical vs random".
    pub(crate) fn describe(self) -> String {
        format!("{} vs {}", name_of(self.resistance), name_of(self.spies))
    }
}

/// What decides the results of a run (the shard aside).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(crate) struct Settings {
    /// Games per cell.
    pub(crate) games: u64,
    /// The seed of each cell's first game; game `i` is seeded `seed + i`.
    pub(crate) seed: u64,
    pub(crate) players: Vec<u8>,
    pub(crate) modules: Vec<Preset>,
    pub(crate) bots: Vec<BotKind>,
    /// The matchups `--matchups` chose; `None` (and no key in the JSON): every
    /// ordered pair of `bots`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub(crate) matchups: Option<Vec<Matchup>>,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            games: 200,
            seed: 0,
            players: PLAYER_COUNTS.collect(),
            modules: vec![Preset::Base],
            bots: vec![BotKind::Random, BotKind::Logical],
            matchups: None,
        }
    }
}

/// One player count, module set and matchup.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) struct CellKey {
    pub(crate) players: u8,
    pub(crate) modules: Preset,
    pub(crate) matchup: Matchup,
}

impl Settings {
    /// The matchups chosen, else every ordered pair of the bots, a bot against
    /// itself included.
    pub(crate) fn matchups(&self) -> Vec<Matchup> {
        match &self.matchups {
            Some(chosen) => chosen.clone(),
            None => self
                .bots
                .iter()
                .flat_map(|&resistance| {
                    self.bots
                        .iter()
                        .map(move |&spies| Matchup { resistance, spies })
                })
                .collect(),
        }
    }

    /// The cells, in the order of the JSON's `cells`.
    pub(crate) fn cells(&self) -> Vec<CellKey> {
        let mut cells = Vec::new();
        for &players in &self.players {
            for &modules in &self.modules {
                cells.extend(self.matchups().into_iter().map(|matchup| CellKey {
                    players,
                    modules,
                    matchup,
                }));
            }
        }
        cells
    }

    /// Refused when `matchup` is not played.
    pub(crate) fn check_played(&self, matchup: Matchup) -> Result<(), String> {
        if self.matchups().contains(&matchup) {
            return Ok(());
        }
        let why = if self.matchups.is_some() {
            "it must be one of --matchups"
        } else {
            "its bots must be among --bots"
        };
        Err(format!(
            "the chart's matchup {} is not played: {why}",
            matchup.describe()
        ))
    }

    /// Logical against Logical when it is played, else the first bot against
    /// itself, else (with `--matchups`) the first matchup.
    pub(crate) fn default_chart(&self) -> Matchup {
        let matchups = self.matchups();
        let itself = |bot| Matchup {
            resistance: bot,
            spies: bot,
        };
        [BotKind::Logical, self.bots[0]]
            .map(itself)
            .into_iter()
            .find(|matchup| matchups.contains(matchup))
            .unwrap_or(matchups[0])
    }
}

/// Which shards of a run a result holds.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(crate) struct Shards {
    pub(crate) of: u32,
    pub(crate) played: Vec<u32>,
}

impl Shards {
    /// A whole run.
    pub(crate) fn whole() -> Self {
        Shards {
            of: 1,
            played: vec![0],
        }
    }
}

/// What the games of one cell came to.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(crate) struct Counts {
    pub(crate) games: u64,
    pub(crate) resistance_wins: u64,
    pub(crate) spy_wins: u64,
    /// Games per way of ending, by the serde name of `EndReason` (so a way added to
    /// the engine is counted with no change here).
    pub(crate) ends: BTreeMap<String, u64>,
}

impl Counts {
    pub(crate) fn record(&mut self, result: GameResult) {
        self.games += 1;
        match result.winner {
            Some(Allegiance::Resistance) => self.resistance_wins += 1,
            Some(Allegiance::Spy) => self.spy_wins += 1,
            // An abandoned game (LV1) has no winner; bots never leave, so it is not
            // expected, but it is counted in `games` and `ends` all the same.
            None => {}
        }
        let reason = serde_json::to_value(result.reason)
            .ok()
            .and_then(|value| value.get("type")?.as_str().map(str::to_owned))
            .unwrap_or_else(|| format!("{:?}", result.reason));
        *self.ends.entry(reason).or_default() += 1;
    }

    pub(crate) fn add(&mut self, other: &Counts) {
        self.games += other.games;
        self.resistance_wins += other.resistance_wins;
        self.spy_wins += other.spy_wins;
        for (reason, games) in &other.ends {
            *self.ends.entry(reason.clone()).or_default() += games;
        }
    }
}

/// One cell in the JSON.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(crate) struct Cell {
    pub(crate) players: u8,
    pub(crate) modules: Preset,
    pub(crate) resistance: BotKind,
    pub(crate) spies: BotKind,
    pub(crate) counts: Counts,
    /// Derived from `counts`: recomputed, never summed, by a merge.
    pub(crate) resistance_win_rate: Option<Interval>,
}

impl Cell {
    fn new(key: CellKey, counts: Counts) -> Self {
        Cell {
            players: key.players,
            modules: key.modules,
            resistance: key.matchup.resistance,
            spies: key.matchup.spies,
            resistance_win_rate: wilson(counts.resistance_wins, counts.games),
            counts,
        }
    }

    pub(crate) fn key(&self) -> CellKey {
        CellKey {
            players: self.players,
            modules: self.modules,
            matchup: Matchup {
                resistance: self.resistance,
                spies: self.spies,
            },
        }
    }
}

/// A run's results, or a merge of its shards'.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub(crate) struct Results {
    format: String,
    version: u32,
    pub(crate) settings: Settings,
    pub(crate) shards: Shards,
    pub(crate) cells: Vec<Cell>,
}

impl Results {
    /// `counts` are those of `settings.cells()`, in order.
    pub(crate) fn new(settings: Settings, shards: Shards, counts: Vec<Counts>) -> Self {
        let cells = settings
            .cells()
            .into_iter()
            .zip(counts)
            .map(|(key, counts)| Cell::new(key, counts))
            .collect();
        Results {
            format: FORMAT.into(),
            version: VERSION,
            settings,
            shards: normalised(shards),
            cells,
        }
    }

    /// Reads a result written by [`Self::to_json`], with the check that its cells
    /// are those its settings ask for.
    pub(crate) fn from_json(text: &str) -> Result<Self, String> {
        let results: Results = serde_json::from_str(text).map_err(|error| error.to_string())?;
        if results.format != FORMAT || results.version != VERSION {
            return Err(format!(
                "not a simulate result of version {VERSION} (format '{}', version {})",
                results.format, results.version
            ));
        }
        let keys: Vec<CellKey> = results.cells.iter().map(Cell::key).collect();
        if keys != results.settings.cells() {
            return Err("its cells are not those its settings ask for".into());
        }
        Ok(results)
    }

    pub(crate) fn to_json(&self) -> String {
        let mut text = serde_json::to_string_pretty(self).expect("plain data serializes");
        text.push('\n');
        text
    }

    /// The sum of shards of one run: same settings, shards of the same cut, none
    /// twice. `named` gives each result with its file's name, for the messages.
    pub(crate) fn merge(named: Vec<(String, Results)>) -> Result<Results, String> {
        let mut named = named.into_iter();
        let (first_name, first) = named.next().ok_or("nothing to merge")?;
        let mut played = first.shards.played.clone();
        let mut counts: Vec<Counts> = first.cells.iter().map(|cell| cell.counts.clone()).collect();
        for (name, results) in named {
            if results.settings != first.settings {
                return Err(format!(
                    "{name} and {first_name} are not shards of one run: their settings differ"
                ));
            }
            if results.shards.of != first.shards.of {
                return Err(format!(
                    "{name} is cut into {} shards and {first_name} into {}",
                    results.shards.of, first.shards.of
                ));
            }
            if let Some(again) = results.shards.played.iter().find(|s| played.contains(s)) {
                return Err(format!(
                    "shard {again}/{} is in {name} and in an earlier file",
                    first.shards.of
                ));
            }
            played.extend(&results.shards.played);
            for (sum, cell) in counts.iter_mut().zip(&results.cells) {
                sum.add(&cell.counts);
            }
        }
        played.sort_unstable();
        let shards = Shards {
            of: first.shards.of,
            played,
        };
        Ok(Results::new(first.settings, shards, counts))
    }
}

/// Every shard of a cut is the whole run, and reads as one.
fn normalised(shards: Shards) -> Shards {
    if (0..shards.of).eq(shards.played.iter().copied()) {
        Shards::whole()
    } else {
        shards
    }
}
