//! The tables on stdout, in Markdown so that they can go into a README as printed.

use crate::{
    args::name_of,
    results::{Cell, Matchup, Results},
    stats::{HUMANS, Interval, wilson},
};
use std::fmt::Write;

/// Every table of `results`, `chart` being the matchup tabled by player count.
pub(crate) fn tables(results: &Results, chart: Matchup) -> String {
    let mut text = String::new();
    by_player_count(&mut text, results, chart);
    for &modules in &results.settings.modules {
        every_matchup(&mut text, results, modules);
    }
    text
}

/// The Resistance's wins by player count in `chart`, every module set, with the
/// human reference below.
fn by_player_count(text: &mut String, results: &Results, chart: Matchup) {
    let _ = writeln!(
        text,
        "Resistance win rate by player count, {} (Resistance bots vs spy bots):\n\n\
         | players | modules | games | Resistance wins | win rate | 95% CI |\n\
         |---|---|---|---|---|---|",
        chart.describe()
    );
    let row = |text: &mut String, players: String, modules: &str, wins: u64, games: u64| {
        let _ = writeln!(
            text,
            "| {players} | {modules} | {} | {} | {} | {} |",
            thousands(games),
            thousands(wins),
            rate(wilson(wins, games)),
            interval(wilson(wins, games)),
        );
    };
    for cell in results
        .cells
        .iter()
        .filter(|cell| cell.key().matchup == chart)
    {
        let modules = name_of(cell.modules);
        let counts = &cell.counts;
        row(
            text,
            cell.players.to_string(),
            &modules,
            counts.resistance_wins,
            counts.games,
        );
    }
    row(
        text,
        HUMANS.players.to_string(),
        HUMANS.what,
        HUMANS.resistance_wins,
        HUMANS.games,
    );
    text.push('\n');
}

/// For one module set: the Resistance win rate of every matchup (columns) at every
/// player count (rows).
fn every_matchup(text: &mut String, results: &Results, modules: crate::run::Preset) {
    let settings = &results.settings;
    let matchups: Vec<Matchup> = settings.matchups();
    let _ = writeln!(
        text,
        "Resistance win rate (95% CI), module set {}, {} games per cell:\n",
        name_of(modules),
        thousands(
            results
                .cells
                .iter()
                .map(|cell| cell.counts.games)
                .max()
                .unwrap_or(0)
        ),
    );
    let header: Vec<String> = matchups.iter().map(|m| m.describe()).collect();
    let _ = writeln!(text, "| players | {} |", header.join(" | "));
    let _ = writeln!(text, "|---|{}", "---|".repeat(matchups.len()));
    for &players in &settings.players {
        let row: Vec<String> = matchups
            .iter()
            .map(|&matchup| {
                let cell = results.cells.iter().find(|cell: &&Cell| {
                    let key = cell.key();
                    key.players == players && key.modules == modules && key.matchup == matchup
                });
                let measured = cell.and_then(|cell| cell.resistance_win_rate);
                format!("{} ({})", rate(measured), interval(measured))
            })
            .collect();
        let _ = writeln!(text, "| {players} | {} |", row.join(" | "));
    }
    text.push('\n');
}

/// "40.3%", or "no games" for a cell of a shard that played none.
fn rate(measured: Option<Interval>) -> String {
    measured.map_or_else(|| "no games".into(), |measured| percent(measured.rate))
}

/// "38.0–42.7%".
fn interval(measured: Option<Interval>) -> String {
    measured.map_or_else(
        || "-".into(),
        |Interval { low, high, .. }| format!("{:.1}–{}", low * 100.0, percent(high)),
    )
}

fn percent(fraction: f64) -> String {
    format!("{:.1}%", fraction * 100.0)
}

/// 1675 as "1,675".
pub(crate) fn thousands(n: u64) -> String {
    let digits = n.to_string();
    let mut text = String::new();
    for (i, digit) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i) % 3 == 0 {
            text.push(',');
        }
        text.push(digit);
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_read_as_in_the_readme() {
        assert_eq!(thousands(1_675), "1,675");
        assert_eq!(thousands(999), "999");
        assert_eq!(thousands(1_000_000), "1,000,000");
        let humans = wilson(675, 1675);
        assert_eq!(
            (rate(humans), interval(humans)),
            ("40.3%".into(), "38.0–42.7%".into())
        );
        assert_eq!(rate(None), "no games");
    }
}
