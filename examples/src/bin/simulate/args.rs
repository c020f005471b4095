//! The command line: its help text and the parsing of flags into a [`Plan`] (what
//! to play, which decides the results) and [`Outputs`] (where to write them, which
//! does not). Errors are one-line messages for the user; `main` prints them with a
//! hint and exits with code 2.

use crate::{
    results::{Matchup, Settings, Shards},
    run::{PLAYER_COUNTS, Preset},
};
use resistance_core::{MAX_SEED, bot::BotKind};
use serde::Serialize;
use std::{ffi::OsString, path::PathBuf};

pub(crate) const USAGE: &str = "\
Plays many games of The Resistance between bots and reports win rates with 95%
confidence intervals (Wilson score), per player count, module set and matchup.

Usage: simulate [OPTIONS]
       simulate merge [--json FILE] [--svg FILE] [--chart R:S] FILE...

A matchup is a bot kind for every Resistance seat against a bot kind for every spy;
every ordered pair of the chosen bots is played, a bot against itself included
(or the matchups --matchups names). A
seat keeps the bot of the side it was dealt, even if a Defector's flip changes its
side later. Every cell (player count, module set, matchup) plays the same seeds
S, S+1, ..., S+N-1 (a paired design): the game deals roles and seats from its
seed, so the seating is permuted across games and alike across matchups. Results
do not depend on --threads: each game is a function of its seed alone.

Options:
  --games N          games per player count, module set and matchup (default 200)
  --players LIST     player counts, e.g. 5,7,10 or 5-10 (default 5-10)
  --modules LIST     module sets (default base): base, the base game; assassin,
                     the Commander and the Assassin (as Avalon's Merlin and
                     Assassin); all, every Hidden Agenda module with as many
                     optional characters as the player count has spies for; plot,
                     the plot cards of The Plot Thickens
  --bots LIST        bot kinds (default random,logical): BOT_NAMES
  --matchups LIST    play only these matchups instead of every pair of --bots,
                     e.g. search:logical,logical:search,logical:logical (for a
                     slow bot, whose games against itself are not wanted)
  --seed S           seed of each cell's first game (default 0)
  --chart R:S        the matchup whose Resistance win rate by player count is
                     tabled and charted, Resistance bots first (default
                     logical:logical when logical plays, else the first bot
                     against itself)
  --shard I/N        play only the games whose index within each cell is I modulo
                     N; `simulate merge` sums the shards' JSON into the result of
                     the whole run
  --threads T        worker threads (default: one per core)
  --json FILE        write the results as JSON (counts and rates; see the README)
  --svg FILE         write the chart of the Resistance win rate by player count
  -h, --help         show this help

The tables go to stdout as Markdown, the progress bar to stderr.";

/// The help text, with the bot names [`BotKind`] knows today.
pub(crate) fn usage() -> String {
    USAGE.replace("BOT_NAMES", &names(&BotKind::ALL))
}

/// Where the results go and how they are shown: nothing here changes a count.
#[derive(Debug, Clone, Default)]
pub(crate) struct Outputs {
    pub(crate) json: Option<PathBuf>,
    pub(crate) svg: Option<PathBuf>,
    /// `None`: the default rule of `default_chart` in `results.rs`.
    pub(crate) chart: Option<Matchup>,
}

/// A run to play.
#[derive(Debug, Clone)]
pub(crate) struct Plan {
    pub(crate) settings: Settings,
    pub(crate) shard: Shards,
    /// 0: rayon's default, one thread per core.
    pub(crate) threads: usize,
}

/// What the command line asks for.
pub(crate) enum Request {
    Help,
    Simulate(Plan, Outputs),
    /// Sum the results in these files.
    Merge(Vec<PathBuf>, Outputs),
}

/// The flags that take a value, and whether `merge` takes them too.
const VALUED: [(&str, bool); 11] = [
    ("--games", false),
    ("--players", false),
    ("--modules", false),
    ("--bots", false),
    ("--matchups", false),
    ("--seed", false),
    ("--chart", true),
    ("--shard", false),
    ("--threads", false),
    ("--json", true),
    ("--svg", true),
];

/// Parses `--flag value` and `--flag=value`; the first argument `merge` makes the
/// rest (flags aside) the files to merge.
pub(crate) fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Request, String> {
    let mut args = args
        .into_iter()
        .map(|arg| {
            arg.into_string()
                .map_err(|bad| format!("unreadable argument {bad:?}: arguments must be UTF-8"))
        })
        .peekable();
    let merging = args
        .next_if(|arg| matches!(arg.as_deref(), Ok("merge")))
        .is_some();
    let mut settings = Settings::default();
    let mut shard = Shards::whole();
    let mut threads = 0;
    let mut outputs = Outputs::default();
    let mut files = Vec::new();
    let mut bots_given = false;
    while let Some(arg) = args.next() {
        let arg = arg?;
        if arg == "-h" || arg == "--help" {
            return Ok(Request::Help);
        }
        if merging && !arg.starts_with("--") {
            files.push(PathBuf::from(arg));
            continue;
        }
        let (flag, inline_value) = match arg.split_once('=') {
            Some((flag, value)) => (flag.to_owned(), Some(value.to_owned())),
            None => (arg, None),
        };
        match VALUED.iter().find(|(name, _)| *name == flag) {
            Some((_, false)) if merging => {
                return Err(format!(
                    "merge takes the settings from its files, not {flag}"
                ));
            }
            Some(_) => {}
            None => return Err(format!("unknown argument '{flag}'")),
        }
        let value = match inline_value {
            Some(value) => value,
            None => args
                .next()
                .ok_or_else(|| format!("{flag} needs a value"))??,
        };
        match flag.as_str() {
            "--games" => settings.games = parse_games(&value)?,
            "--players" => settings.players = parse_players(&value)?,
            "--modules" => settings.modules = parse_list(&value, &Preset::ALL, "--modules")?,
            "--bots" => {
                settings.bots = parse_list(&value, &BotKind::ALL, "--bots")?;
                bots_given = true;
            }
            "--matchups" => settings.matchups = Some(parse_matchups(&value)?),
            "--seed" => {
                settings.seed = value.parse().map_err(|_| {
                    format!("--seed takes a whole number from 0 to {MAX_SEED}, not '{value}'")
                })?;
            }
            "--chart" => outputs.chart = Some(parse_matchup(&value, "--chart")?),
            "--shard" => shard = parse_shard(&value)?,
            "--threads" => {
                threads = value
                    .parse()
                    .ok()
                    .filter(|&threads| threads > 0)
                    .ok_or_else(|| format!("--threads takes a number from 1 up, not '{value}'"))?;
            }
            "--json" => outputs.json = Some(PathBuf::from(value)),
            _ => outputs.svg = Some(PathBuf::from(value)),
        }
    }
    if merging {
        if files.is_empty() {
            return Err("merge needs the JSON files of the shards to merge".into());
        }
        return Ok(Request::Merge(files, outputs));
    }
    // The last game of a cell is seeded S + N - 1, and the engine takes seeds up to
    // MAX_SEED only.
    if settings.seed > MAX_SEED - (settings.games - 1) {
        return Err(format!(
            "--seed {} with --games {} would seed games past {MAX_SEED}, the largest seed",
            settings.seed, settings.games
        ));
    }
    if let Some(matchups) = &settings.matchups {
        if bots_given {
            return Err("--bots and --matchups both say what to play: give one of them".into());
        }
        // The bots that play, in order of first appearance, as the JSON's `bots`.
        settings.bots = without_repeats(matchups.iter().flat_map(|m| [m.resistance, m.spies]));
    }
    if let Some(chart) = outputs.chart {
        settings.check_played(chart)?;
    }
    let plan = Plan {
        settings,
        shard,
        threads,
    };
    Ok(Request::Simulate(plan, outputs))
}

fn parse_games(value: &str) -> Result<u64, String> {
    value
        .parse()
        .ok()
        .filter(|&games| games > 0)
        .ok_or_else(|| format!("--games takes a number of games from 1 up, not '{value}'"))
}

/// `5,7,10`, `5-10` or a mix, sorted and without repeats.
fn parse_players(value: &str) -> Result<Vec<u8>, String> {
    let bad = || {
        format!(
            "--players takes player counts from {} to {}, like 5,7,10 or 5-10, not '{value}'",
            PLAYER_COUNTS.start(),
            PLAYER_COUNTS.end()
        )
    };
    let count = |text: &str| {
        text.trim()
            .parse::<u8>()
            .ok()
            .filter(|n| PLAYER_COUNTS.contains(n))
            .ok_or_else(bad)
    };
    let mut players = Vec::new();
    for part in value.split(',') {
        match part.split_once('-') {
            Some((low, high)) => players.extend(count(low)?..=count(high)?),
            None => players.push(count(part)?),
        }
    }
    players.sort_unstable();
    players.dedup();
    if players.is_empty() {
        return Err(bad());
    }
    Ok(players)
}

/// The serde name of `value`: the one name a bot kind or a module set has on the
/// command line and in the JSON, so a kind added to [`BotKind`] is known here
/// with no change.
pub(crate) fn name_of(value: impl Serialize) -> String {
    match serde_json::to_value(value) {
        Ok(serde_json::Value::String(name)) => name,
        other => unreachable!("a unit variant serializes as its name, not {other:?}"),
    }
}

fn names<T: Serialize + Copy>(all: &[T]) -> String {
    let names: Vec<String> = all.iter().map(|&value| name_of(value)).collect();
    names.join(", ")
}

/// The one of `all` named `name`.
fn by_name<T: Serialize + Copy>(all: &[T], name: &str, flag: &str) -> Result<T, String> {
    all.iter()
        .copied()
        .find(|&value| name_of(value) == name.trim())
        .ok_or_else(|| {
            format!(
                "{flag}: no such name '{name}'; the names are {}",
                names(all)
            )
        })
}

/// A comma-separated list of names, without repeats, in the order given.
fn parse_list<T: Serialize + Copy + PartialEq>(
    value: &str,
    all: &[T],
    flag: &str,
) -> Result<Vec<T>, String> {
    let items = value.split(',').map(|name| by_name(all, name, flag));
    Ok(without_repeats(items.collect::<Result<Vec<T>, String>>()?))
}

/// `items` in their order, each kept at its first appearance only.
fn without_repeats<T: PartialEq>(items: impl IntoIterator<Item = T>) -> Vec<T> {
    let mut kept = Vec::new();
    for item in items {
        if !kept.contains(&item) {
            kept.push(item);
        }
    }
    kept
}

/// `logical:random`: Logical Resistance against Random spies.
pub(crate) fn parse_matchup(value: &str, flag: &str) -> Result<Matchup, String> {
    let (resistance, spies) = value.split_once(':').ok_or_else(|| {
        format!("{flag} takes RESISTANCE:SPIES, two bot names like logical:random, not '{value}'")
    })?;
    Ok(Matchup {
        resistance: by_name(&BotKind::ALL, resistance, flag)?,
        spies: by_name(&BotKind::ALL, spies, flag)?,
    })
}

/// `search:logical,logical:search`: matchups without repeats, in the order given.
fn parse_matchups(value: &str) -> Result<Vec<Matchup>, String> {
    let matchups = value
        .split(',')
        .map(|part| parse_matchup(part.trim(), "--matchups"));
    Ok(without_repeats(
        matchups.collect::<Result<Vec<_>, String>>()?,
    ))
}

/// `I/N` with I < N.
fn parse_shard(value: &str) -> Result<Shards, String> {
    let bad = || format!("--shard takes I/N, shard I of N with 0 <= I < N, not '{value}'");
    let (index, count) = value.split_once('/').ok_or_else(bad)?;
    let index: u32 = index.parse().map_err(|_| bad())?;
    let count: u32 = count.parse().map_err(|_| bad())?;
    if index >= count {
        return Err(format!(
            "--shard {value}: shard {index} does not exist, shards of {count} are numbered 0 to {}",
            count.saturating_sub(1)
        ));
    }
    Ok(Shards {
        of: count,
        played: vec![index],
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Request, String> {
        parse_args(args.iter().map(OsString::from))
    }

    #[test]
    fn player_counts_are_lists_and_ranges() {
        assert_eq!(parse_players("10,5-7,6").unwrap(), [5, 6, 7, 10]);
        assert!(parse_players("4-6").is_err());
        assert!(parse_players("").is_err());
    }

    #[test]
    fn bots_are_named_as_in_the_wire_format() {
        assert_eq!(name_of(BotKind::StandIn), "standIn");
        let bots = parse_list("logical,random,logical", &BotKind::ALL, "--bots").unwrap();
        assert_eq!(bots, [BotKind::Logical, BotKind::Random]);
        let error = parse_list("clever", &BotKind::ALL, "--bots").unwrap_err();
        assert!(
            error.contains("standIn, random, logical, search"),
            "{error}"
        );
    }

    #[test]
    fn a_shard_must_exist() {
        assert_eq!(parse_shard("1/2").unwrap().played, [1]);
        for bad in ["2/2", "3/2", "0/0", "1", "a/2"] {
            assert!(parse_shard(bad).is_err(), "{bad}");
        }
    }

    #[test]
    fn merge_takes_files_and_output_flags_only() {
        let Ok(Request::Merge(files, outputs)) = parse(&["merge", "a.json", "--svg=c.svg", "b"])
        else {
            panic!("not a merge")
        };
        assert_eq!(files, [PathBuf::from("a.json"), PathBuf::from("b")]);
        assert_eq!(outputs.svg, Some(PathBuf::from("c.svg")));
        assert!(parse(&["merge", "a.json", "--games", "3"]).is_err());
        assert!(parse(&["merge"]).is_err());
    }

    #[test]
    fn matchups_replace_the_pairs_of_bots() {
        let Ok(Request::Simulate(plan, _)) = parse(&[
            "--matchups",
            "search:logical, logical:search,search:logical",
        ]) else {
            panic!("not a simulation")
        };
        let settings = plan.settings;
        let matchup = |resistance, spies| Matchup { resistance, spies };
        let chosen = [
            matchup(BotKind::Search, BotKind::Logical),
            matchup(BotKind::Logical, BotKind::Search),
        ];
        assert_eq!(settings.matchups(), chosen);
        assert_eq!(settings.bots, [BotKind::Search, BotKind::Logical]);
        // Logical against itself is not played: the chart defaults to the first.
        assert_eq!(settings.default_chart(), chosen[0]);
        assert!(
            settings
                .check_played(matchup(BotKind::Logical, BotKind::Logical))
                .is_err()
        );
        let both = parse(&["--bots", "logical", "--matchups", "logical:logical"]);
        assert!(both.is_err_and(|error| error.contains("give one")));
        let bad = parse(&["--matchups", "logical"]);
        assert!(bad.is_err_and(|error| error.contains("--matchups takes RESISTANCE:SPIES")));
    }

    #[test]
    fn seeds_stay_within_the_engines_range() {
        let last = MAX_SEED.to_string();
        assert!(parse(&["--seed", &last, "--games", "1"]).is_ok());
        assert!(parse(&["--seed", &last, "--games", "2"]).is_err());
    }
}
