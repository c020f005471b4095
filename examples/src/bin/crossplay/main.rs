//! Cross-play: the engine's bots beside an external one, DeepRole (Serrino et al.,
//! NeurIPS 2019), at five players with the Commander and the Assassin (Avalon's
//! Merlin and Assassin), over paired seeds. Never run in CI: DeepRole is built by
//! the user from its public repository (docs/crossplay.md has the steps).
//!
//! ```text
//! cargo run --release -p resistance-examples --bin crossplay -- --games 100 \
//!     --deeprole DEEPROLE/deeprole/code/deeprole \
//!     --deeprole-models DEEPROLE/deeprole/deeprole_zeroing_winprobs --json crossplay-5p.json
//! ```
//!
//! Every matchup (the bot of every Resistance seat against the bot of every spy)
//! plays the same seeds, so each game of a matchup has its twin, same deal and
//! seating, in every other: the table gives each Resistance win rate with its
//! Wilson interval and its paired difference from the reference matchup
//! (DeepRole against DeepRole) with Newcombe's interval ([`paired`]). It counts the
//! games the spies won by a fifth rejected team, and the assassinations and their
//! hits; at every assassination it also asks other readers (the logical and search
//! Assassins, and DeepRole's) whom they would name from the same Assassin's view,
//! without playing their answer, so that the Assassins can be compared on the same
//! games.

mod deeprole;
mod paired;
#[allow(dead_code)]
#[path = "../simulate/stats.rs"]
mod stats;

use deeprole::{Binary, Cost, Solver};
use indicatif::{ProgressBar, ProgressStyle};
use rayon::prelude::*;
use resistance_core::assassin::AssassinCommand;
use resistance_core::{
    Allegiance, Command, EndReason, Game, GameConfig, GameRng, PhaseView, Role,
    assassin::AssassinOptions,
    bot::BotKind,
    kernel::{Seat, SeatSet},
};
use resistance_examples::bot_rng;
use serde::Serialize;
use std::{ffi::OsString, fmt::Write as _, path::PathBuf, process::ExitCode, time::Instant};

const USAGE: &str = "\
Plays the engine's bots beside DeepRole, at five players with the Commander and the
Assassin, over paired seeds, and reports the Resistance win rate of each matchup
with its 95% interval (Wilson) and its paired difference from DeepRole against
DeepRole on the same seeds (Newcombe), the games lost by a fifth rejected team,
and the assassinations.

Usage: crossplay [OPTIONS]

Options:
  --games N             games per matchup, seeds S..S+N-1 (default 100)
  --seed S              the first seed (default 0)
  --matchups LIST       R:S pairs, the Resistance's bot first (default
                        deeprole:deeprole,search:deeprole,deeprole:search,
                        logical:deeprole,deeprole:logical,search:search,
                        logical:logical,search:logical,logical:search); bots:
                        deeprole, BOT_NAMES
  --reference R:S       the matchup the differences are taken from (default
                        deeprole:deeprole, else the first)
  --deeprole FILE       DeepRole's binary (deeprole/code/deeprole, built as
                        docs/crossplay.md says)
  --deeprole-models DIR DeepRole's value networks (default: the binary's
                        ../deeprole_zeroing_winprobs)
  --iterations N        DeepRole's CFR iterations a proposal (default 100)
  --wait-iterations N   of which not averaged (default 50)
  --no-readers          at assassinations, do not ask the other Assassins
  --threads T           worker threads (default 1)
  --json FILE           write the results as JSON
  -h, --help            show this help";

/// A bot in a seat: one of the engine's, or DeepRole.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
enum Player {
    Engine(BotKind),
    DeepRole,
}

impl Player {
    fn name(self) -> String {
        match self {
            Player::DeepRole => "deeprole".into(),
            Player::Engine(kind) => serde_json::to_value(kind)
                .ok()
                .and_then(|value| value.as_str().map(String::from))
                .unwrap_or_default(),
        }
    }

    fn parse(name: &str) -> Result<Player, String> {
        if name == "deeprole" {
            return Ok(Player::DeepRole);
        }
        serde_json::from_value(serde_json::Value::String(name.into()))
            .map(Player::Engine)
            .map_err(|_| format!("unknown bot {name:?}"))
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Matchup {
    resistance: Player,
    spies: Player,
}

impl Matchup {
    fn parse(text: &str) -> Result<Matchup, String> {
        let (resistance, spies) = text
            .split_once(':')
            .ok_or_else(|| format!("a matchup is R:S, not {text:?}"))?;
        Ok(Matchup {
            resistance: Player::parse(resistance)?,
            spies: Player::parse(spies)?,
        })
    }

    fn describe(self) -> String {
        format!("{}:{}", self.resistance.name(), self.spies.name())
    }

    fn uses_deeprole(self) -> bool {
        self.resistance == Player::DeepRole || self.spies == Player::DeepRole
    }
}

const DEFAULT_MATCHUPS: &str = "deeprole:deeprole,search:deeprole,deeprole:search,\
    logical:deeprole,deeprole:logical,search:search,logical:logical,search:logical,\
    logical:search";

struct Plan {
    games: u64,
    seed: u64,
    matchups: Vec<Matchup>,
    reference: Matchup,
    binary: Option<Binary>,
    readers: bool,
    threads: usize,
    json: Option<PathBuf>,
}

fn parse_args(args: impl Iterator<Item = OsString>) -> Result<Option<Plan>, String> {
    let mut games = 100;
    let mut seed = 0;
    let mut matchups = None;
    let mut reference = None;
    let mut path: Option<PathBuf> = None;
    let mut models: Option<PathBuf> = None;
    let mut iterations = 100;
    let mut wait_iterations = 50;
    let mut readers = true;
    let mut threads = 1;
    let mut json = None;
    let mut args = args.map(|arg| arg.into_string().map_err(|_| "a flag is not UTF-8"));
    while let Some(flag) = args.next() {
        let flag = flag?;
        let mut value = || -> Result<String, String> {
            Ok(args
                .next()
                .ok_or_else(|| format!("{flag} needs a value"))??)
        };
        let number = |text: String| {
            text.parse::<u64>()
                .map_err(|_| format!("not a number: {text:?}"))
        };
        match flag.as_str() {
            "-h" | "--help" => return Ok(None),
            "--games" => games = number(value()?)?,
            "--seed" => seed = number(value()?)?,
            "--matchups" => {
                matchups = Some(
                    value()?
                        .split(',')
                        .map(|m| Matchup::parse(m.trim()))
                        .collect::<Result<Vec<_>, _>>()?,
                )
            }
            "--reference" => reference = Some(Matchup::parse(&value()?)?),
            "--deeprole" => path = Some(PathBuf::from(value()?)),
            "--deeprole-models" => models = Some(PathBuf::from(value()?)),
            "--iterations" => iterations = number(value()?)? as u32,
            "--wait-iterations" => wait_iterations = number(value()?)? as u32,
            "--no-readers" => readers = false,
            "--threads" => threads = number(value()?)?.max(1) as usize,
            "--json" => json = Some(PathBuf::from(value()?)),
            other => return Err(format!("unknown flag {other:?}")),
        }
    }
    let matchups = match matchups {
        Some(matchups) => matchups,
        None => DEFAULT_MATCHUPS
            .split(',')
            .map(|m| Matchup::parse(m.trim()))
            .collect::<Result<Vec<_>, _>>()?,
    };
    if matchups.is_empty() || games == 0 {
        return Err("nothing to play".into());
    }
    let deeprole = Matchup {
        resistance: Player::DeepRole,
        spies: Player::DeepRole,
    };
    let reference = reference.unwrap_or(if matchups.contains(&deeprole) {
        deeprole
    } else {
        matchups[0]
    });
    if !matchups.contains(&reference) {
        return Err(format!(
            "the reference {} is not played",
            reference.describe()
        ));
    }
    let binary = match path {
        Some(path) => {
            let models = models.unwrap_or_else(|| {
                path.parent()
                    .and_then(|code| code.parent())
                    .map(|dir| dir.join("deeprole_zeroing_winprobs"))
                    .unwrap_or_default()
            });
            // The binary runs from anywhere: the models by absolute path.
            let models = models
                .canonicalize()
                .map_err(|error| format!("DeepRole's models {}: {error}", models.display()))?;
            Some(Binary {
                path: path
                    .canonicalize()
                    .map_err(|error| format!("{}: {error}", path.display()))?,
                models,
                iterations,
                wait_iterations,
            })
        }
        None if matchups.iter().any(|m| m.uses_deeprole()) => {
            return Err("a matchup seats DeepRole: --deeprole FILE is needed".into());
        }
        None => None,
    };
    Ok(Some(Plan {
        games,
        seed,
        matchups,
        reference,
        binary,
        readers,
        threads,
        json,
    }))
}

/// The command line that made a result, machine paths left out.
fn command_line(plan: &Plan) -> String {
    let mut line = format!(
        "cargo run --release -p resistance-examples --bin crossplay -- --games {} --seed {} \
         --matchups {}",
        plan.games,
        plan.seed,
        plan.matchups
            .iter()
            .map(|m| m.describe())
            .collect::<Vec<_>>()
            .join(",")
    );
    if let Some(binary) = &plan.binary {
        let models = binary
            .models
            .file_name()
            .map(|name| name.to_string_lossy().into_owned())
            .unwrap_or_default();
        let _ = write!(
            line,
            " --deeprole DeepRole/deeprole/code/deeprole \
             --deeprole-models DeepRole/deeprole/{models} --iterations {} --wait-iterations {}",
            binary.iterations, binary.wait_iterations
        );
    }
    if !plan.readers {
        line.push_str(" --no-readers");
    }
    line
}

/// What one game came to.
#[derive(Debug, Clone, Default)]
struct Outcome {
    resistance_won: bool,
    reason: &'static str,
    /// The Resistance votes against the fifth team of a round that ended the game.
    fifth_team_rejecters: u8,
    /// Whether the Assassin named the Commander, if it named anyone.
    assassination: Option<bool>,
    /// Whether each reader would have named the Commander from the same view.
    readers: Vec<(&'static str, bool)>,
    cost: Cost,
    /// Wall time of the DeepRole seats' decisions and of the others'.
    deeprole_decisions: (u64, f64),
}

const READER_SALT: u64 = 0x5EAD_E125;

fn end_name(reason: EndReason) -> &'static str {
    match reason {
        EndReason::ThreeSuccesses => "threeSuccesses",
        EndReason::ThreeFailures => "threeFailures",
        EndReason::FiveRejections => "fiveRejections",
        EndReason::CommanderAssassinated { .. } => "commanderAssassinated",
        EndReason::AssassinMissed { .. } => "assassinMissed",
        _ => "other",
    }
}

fn play_game(matchup: Matchup, seed: u64, plan: &Plan) -> Result<Outcome, String> {
    let bug = |what: String| format!("game {seed}, {}: {what}", matchup.describe());
    let config = GameConfig::new(deeprole::PLAYERS, seed).with_assassin(AssassinOptions::default());
    let mut game = Game::new(config).map_err(|error| bug(error.to_string()))?;
    let view_of = |game: &Game, seat: Seat| game.view(seat).map_err(|e| bug(e.to_string()));
    let players: Vec<Player> = (0..deeprole::PLAYERS)
        .map(|seat| {
            Ok(match view_of(&game, Seat(seat))?.allegiance {
                Allegiance::Resistance => matchup.resistance,
                Allegiance::Spy => matchup.spies,
            })
        })
        .collect::<Result<_, String>>()?;
    let mut solver = plan.binary.clone().map(Solver::new);
    let mut rng = bot_rng(seed);
    let mut outcome = Outcome::default();
    let mut steps = 0;
    while let Some(seat) = game.awaiting().iter().next() {
        steps += 1;
        if steps > 2_000 {
            return Err(bug("no end after 2,000 commands".into()));
        }
        let view = view_of(&game, seat)?;
        let choices = game.choices(seat);
        if view.table.phase == PhaseView::Assassination && plan.readers {
            outcome.readers = read_assassination(&game, seat, seed, solver.as_mut())
                .map_err(|error| bug(format!("readers: {error}")))?;
        }
        let command = match players[seat.index()] {
            Player::Engine(kind) => kind
                .choose(&view, &choices, &mut rng)
                .map_err(|error| bug(format!("{seat}: {error}")))?,
            Player::DeepRole => {
                let solver = solver.as_mut().ok_or("DeepRole without its binary")?;
                let started = Instant::now();
                let command = deeprole::decide(
                    &view,
                    choices.play_fail,
                    choices.assassinate,
                    solver,
                    &mut rng,
                )
                .map_err(|error| bug(format!("DeepRole at {seat}: {error}")))?;
                outcome.deeprole_decisions.0 += 1;
                outcome.deeprole_decisions.1 += started.elapsed().as_secs_f64();
                command
            }
        };
        game.apply(seat, command)
            .map_err(|error| bug(format!("{seat} sent {command:?}: {error}")))?;
    }
    let result = game.result().ok_or_else(|| bug("not over".into()))?;
    outcome.resistance_won = result.winner == Some(Allegiance::Resistance);
    outcome.reason = end_name(result.reason);
    outcome.assassination = match result.reason {
        EndReason::CommanderAssassinated { .. } => Some(true),
        EndReason::AssassinMissed { .. } => Some(false),
        _ => None,
    };
    if result.reason == EndReason::FiveRejections {
        let table = view_of(&game, Seat(0))?.table;
        let resistance: SeatSet = (0..deeprole::PLAYERS)
            .map(Seat)
            .filter(|&seat| players_side(&game, seat) == Some(Allegiance::Resistance))
            .collect();
        if let Some(last) = table.proposals.last() {
            outcome.fifth_team_rejecters = last.rejections.intersection(resistance).len();
        }
    }
    if let Some(solver) = solver {
        outcome.cost = solver.cost;
    }
    Ok(outcome)
}

fn players_side(game: &Game, seat: Seat) -> Option<Allegiance> {
    game.view(seat).ok().map(|view| view.allegiance)
}

/// Whom each reader would name from the Assassin's view now: the logical and
/// search Assassins (each with a generator of its own, so the game's is not drawn
/// from) and DeepRole's, if its binary is given. Only the harness, which reads the
/// game, checks their answers.
fn read_assassination(
    game: &Game,
    assassin: Seat,
    seed: u64,
    solver: Option<&mut Solver>,
) -> Result<Vec<(&'static str, bool)>, String> {
    let view = game.view(assassin).map_err(|e| e.to_string())?;
    let choices = game.choices(assassin);
    let is_commander = |command: Command| match command {
        Command::Assassin(AssassinCommand::Assassinate { target }) => game
            .view(target)
            .map(|v| v.role == Role::Commander)
            .unwrap_or(false),
        _ => false,
    };
    let mut read = Vec::new();
    for (name, kind) in [("logical", BotKind::Logical), ("search", BotKind::Search)] {
        let mut rng = GameRng::from_seed_number(seed ^ READER_SALT);
        let command = kind
            .choose(&view, &choices, &mut rng)
            .map_err(|e| e.to_string())?;
        read.push((name, is_commander(command)));
    }
    if let Some(target) = least_commander_like(&view, choices.assassinate.unwrap_or_default()) {
        read.push((
            "contrarian",
            is_commander(Command::Assassin(AssassinCommand::Assassinate { target })),
        ));
    }
    if let Some(solver) = solver {
        let mut rng = GameRng::from_seed_number(seed ^ READER_SALT);
        let command = deeprole::decide(&view, false, choices.assassinate, solver, &mut rng)?;
        read.push(("deeprole", is_commander(command)));
    }
    Ok(read)
}

/// A diagnostic reader: the possible Commander the logical Assassin finds *least*
/// like the Commander. Its score is the logical bot's (`commander_likeness` in
/// `resistance_core::bot::logical`, restated here with its constants): the
/// deduction's probability, times 0.3 for each team with a spy the seat approved
/// and each it proposed, times 1.8 for each team without one it proposed, fifth
/// teams left out. Where this reader beats the logical one, the Commander's play
/// turned the logical reading upside down.
fn least_commander_like(view: &resistance_core::PlayerView, targets: SeatSet) -> Option<Seat> {
    let deduction = resistance_core::deduce::deduce(view).ok()?;
    let seen = view.sightings.seats().union(SeatSet::only(view.seat));
    let likeness = |seat: Seat| {
        view.table
            .proposals
            .iter()
            .filter(|proposal| proposal.attempt < 5)
            .fold(
                deduction.commander_probability(seat),
                |likeness, proposal| {
                    let proposed = proposal.leader == seat;
                    if proposal.team.intersection(seen).is_empty() {
                        return if proposed { likeness * 1.8 } else { likeness };
                    }
                    let slips = u8::from(proposed) + u8::from(proposal.approvals.contains(seat));
                    likeness * 0.3f64.powi(i32::from(slips))
                },
            )
    };
    targets
        .iter()
        .filter(|&seat| deduction.commander_probability(seat) > 0.0)
        .min_by(|&a, &b| likeness(a).total_cmp(&likeness(b)))
}

/// The counts of one matchup.
#[derive(Debug, Clone, Default, Serialize)]
#[serde(rename_all = "camelCase")]
struct Row {
    resistance: String,
    spies: String,
    games: u64,
    resistance_wins: u64,
    rate: f64,
    low: f64,
    high: f64,
    /// Against the reference matchup, seed by seed.
    paired_difference: Option<paired::Difference>,
    /// Games by how they ended.
    ends: std::collections::BTreeMap<&'static str, u64>,
    /// Games the spies won by a fifth rejected team (every one a Resistance loss;
    /// at five players at least one Resistance player rejected it).
    fifth_team_losses: u64,
    /// The Resistance votes against those fifth teams.
    resistance_fifth_team_rejections: u64,
    assassinations: u64,
    commander_named: u64,
    /// At the same assassinations, how often each reader would have named the
    /// Commander.
    readers: std::collections::BTreeMap<&'static str, u64>,
    /// DeepRole's binary: runs, seconds, impossible beliefs replaced.
    deeprole: Cost,
    /// DeepRole seats' decisions and their mean wall time, binary runs included
    /// (a run serves every decision up to the next proposal, of every DeepRole
    /// seat of the game).
    deeprole_decisions: u64,
    deeprole_seconds_per_decision: Option<f64>,
    /// The Resistance's result of each game in seed order: 1 won, 0 lost.
    wins: String,
}

fn tabulate(matchup: Matchup, outcomes: &[Outcome]) -> Row {
    let mut row = Row {
        resistance: matchup.resistance.name(),
        spies: matchup.spies.name(),
        games: outcomes.len() as u64,
        ..Row::default()
    };
    let mut decision_seconds = 0.0;
    for outcome in outcomes {
        row.resistance_wins += u64::from(outcome.resistance_won);
        *row.ends.entry(outcome.reason).or_default() += 1;
        if outcome.reason == "fiveRejections" {
            row.fifth_team_losses += 1;
            row.resistance_fifth_team_rejections += u64::from(outcome.fifth_team_rejecters);
        }
        if let Some(hit) = outcome.assassination {
            row.assassinations += 1;
            row.commander_named += u64::from(hit);
        }
        for &(name, hit) in &outcome.readers {
            *row.readers.entry(name).or_default() += u64::from(hit);
        }
        row.deeprole.add(&outcome.cost);
        row.deeprole_decisions += outcome.deeprole_decisions.0;
        decision_seconds += outcome.deeprole_decisions.1;
        row.wins
            .push(if outcome.resistance_won { '1' } else { '0' });
    }
    row.deeprole_seconds_per_decision =
        (row.deeprole_decisions > 0).then(|| decision_seconds / row.deeprole_decisions as f64);
    if let Some(interval) = stats::wilson(row.resistance_wins, row.games) {
        (row.rate, row.low, row.high) = (interval.rate, interval.low, interval.high);
    }
    row
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Report {
    version: u32,
    command: String,
    players: u8,
    modules: &'static str,
    games: u64,
    seed: u64,
    reference: String,
    deeprole: Option<DeepRoleSettings>,
    matchups: Vec<Row>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct DeepRoleSettings {
    models: String,
    iterations: u32,
    wait_iterations: u32,
}

fn percent(x: f64) -> String {
    format!("{:.1}%", 100.0 * x)
}

fn points(x: f64) -> String {
    format!("{:+.1}", 100.0 * x)
}

fn tables(report: &Report) -> String {
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{} paired games a matchup, 5 players, Commander and Assassin; seeds {}..{}\n",
        report.games,
        report.seed,
        report.seed + report.games - 1
    );
    let _ = writeln!(
        out,
        "| Resistance | spies | Resistance wins (95%) | vs {} (paired, 95%) | fifth-team losses | assassins named the Commander |",
        report.reference
    );
    out.push_str("|---|---|---|---|---|---|\n");
    for row in &report.matchups {
        let difference = row.paired_difference.map_or(String::from("—"), |d| {
            format!(
                "{} ({} to {}; {}/{})",
                points(d.difference),
                points(d.low),
                points(d.high),
                d.only_matchup,
                d.only_reference
            )
        });
        let _ = writeln!(
            out,
            "| {} | {} | {} ({}–{}) | {} | {} ({} Resistance rejections) | {} of {} |",
            row.resistance,
            row.spies,
            percent(row.rate),
            percent(row.low),
            percent(row.high),
            difference,
            row.fifth_team_losses,
            row.resistance_fifth_team_rejections,
            row.commander_named,
            row.assassinations,
        );
    }
    if report.matchups.iter().any(|row| !row.readers.is_empty()) {
        out.push_str(
            "\nAt the same assassinations, who would have named the Commander from the \
             Assassin's view:\n\n| Resistance | spies | assassinations | played | logical | search | deeprole | contrarian |\n|---|---|---|---|---|---|---|---|\n",
        );
        for row in &report.matchups {
            let reader = |name| {
                row.readers
                    .get(name)
                    .map_or(String::from("—"), |hits| hits.to_string())
            };
            let _ = writeln!(
                out,
                "| {} | {} | {} | {} | {} | {} | {} | {} |",
                row.resistance,
                row.spies,
                row.assassinations,
                row.commander_named,
                reader("logical"),
                reader("search"),
                reader("deeprole"),
                reader("contrarian")
            );
        }
    }
    let (calls, seconds, decisions, decision_seconds) =
        report.matchups.iter().fold((0, 0.0, 0, 0.0), |sum, row| {
            (
                sum.0 + row.deeprole.calls,
                sum.1 + row.deeprole.seconds,
                sum.2 + row.deeprole_decisions,
                sum.3
                    + row.deeprole_seconds_per_decision.unwrap_or(0.0)
                        * row.deeprole_decisions as f64,
            )
        });
    if calls > 0 {
        let fallbacks: u64 = report
            .matchups
            .iter()
            .map(|row| row.deeprole.fallbacks)
            .sum();
        let _ = writeln!(
            out,
            "\nDeepRole: {calls} runs of its binary, {:.3} s each; {decisions} seat decisions, \
             {:.3} s each; {fallbacks} impossible beliefs replaced by the deduction's.",
            seconds / calls as f64,
            decision_seconds / decisions.max(1) as f64
        );
    }
    out
}

fn run(plan: &Plan) -> Result<Report, String> {
    let jobs: Vec<(usize, u64)> = (0..plan.games)
        .flat_map(|index| (0..plan.matchups.len()).map(move |m| (m, plan.seed + index)))
        .collect();
    let progress = ProgressBar::new(jobs.len() as u64).with_style(
        ProgressStyle::with_template("{elapsed_precise} [{wide_bar}] {pos}/{len} games, eta {eta}")
            .expect("a valid template"),
    );
    let pool = rayon::ThreadPoolBuilder::new()
        .num_threads(plan.threads)
        .build()
        .map_err(|error| error.to_string())?;
    let outcomes: Vec<Outcome> = pool.install(|| {
        jobs.par_iter()
            .map(|&(m, seed)| {
                let outcome = play_game(plan.matchups[m], seed, plan);
                progress.inc(1);
                outcome
            })
            .collect::<Result<Vec<_>, String>>()
    })?;
    progress.finish_and_clear();
    let of = |m: usize| -> Vec<Outcome> {
        jobs.iter()
            .zip(&outcomes)
            .filter(|((job, _), _)| *job == m)
            .map(|(_, outcome)| outcome.clone())
            .collect()
    };
    let reference = plan
        .matchups
        .iter()
        .position(|&m| m == plan.reference)
        .ok_or("no reference")?;
    let reference_wins: Vec<bool> = of(reference).iter().map(|o| o.resistance_won).collect();
    let matchups = plan
        .matchups
        .iter()
        .enumerate()
        .map(|(m, &matchup)| {
            let outcomes = of(m);
            let mut row = tabulate(matchup, &outcomes);
            if m != reference {
                let wins: Vec<bool> = outcomes.iter().map(|o| o.resistance_won).collect();
                row.paired_difference = paired::paired_difference(&wins, &reference_wins);
            }
            row
        })
        .collect();
    Ok(Report {
        version: 1,
        command: command_line(plan),
        players: deeprole::PLAYERS,
        modules: "assassin",
        games: plan.games,
        seed: plan.seed,
        reference: plan.reference.describe(),
        deeprole: plan.binary.as_ref().map(|binary| DeepRoleSettings {
            models: binary
                .models
                .file_name()
                .map(|name| name.to_string_lossy().into_owned())
                .unwrap_or_default(),
            iterations: binary.iterations,
            wait_iterations: binary.wait_iterations,
        }),
        matchups,
    })
}

fn main() -> ExitCode {
    let plan = match parse_args(std::env::args_os().skip(1)) {
        Ok(Some(plan)) => plan,
        Ok(None) => {
            let names: Vec<String> = BotKind::ALL
                .iter()
                .map(|&kind| Player::Engine(kind).name())
                .collect();
            println!("{}", USAGE.replace("BOT_NAMES", &names.join(", ")));
            return ExitCode::SUCCESS;
        }
        Err(message) => {
            eprintln!("crossplay: {message}\nTry 'crossplay --help' for the options.");
            return ExitCode::from(2);
        }
    };
    let started = Instant::now();
    let report = match run(&plan) {
        Ok(report) => report,
        Err(message) => {
            eprintln!("crossplay: {message}");
            return ExitCode::FAILURE;
        }
    };
    eprintln!(
        "crossplay: {} games in {:.0} s",
        plan.games * plan.matchups.len() as u64,
        started.elapsed().as_secs_f64()
    );
    if let Some(path) = &plan.json {
        let text = serde_json::to_string_pretty(&report).expect("serializable") + "\n";
        if let Err(error) = std::fs::write(path, text) {
            eprintln!("crossplay: {}: {error}", path.display());
            return ExitCode::FAILURE;
        }
    }
    print!("{}", tables(&report));
    ExitCode::SUCCESS
}
