//! Win rates with their 95% confidence intervals.
//!
//! The Wilson score interval rather than the normal approximation: it stays inside
//! 0..1 and keeps its coverage near a rate of 0 or 1 and for small samples, where
//! bot matchups often are (Logical spies against Random Resistance win nearly
//! every game).

use serde::{Deserialize, Serialize};

/// The two-sided 95% quantile of the standard normal distribution.
const Z95: f64 = 1.959_963_984_540_054;

/// A rate and its 95% confidence interval, as fractions of 1.
#[derive(Debug, Clone, Copy, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub(crate) struct Interval {
    pub(crate) rate: f64,
    pub(crate) low: f64,
    pub(crate) high: f64,
}

/// The rate of `wins` in `games` with its Wilson score interval; `None` for no
/// games, which say nothing.
pub(crate) fn wilson(wins: u64, games: u64) -> Option<Interval> {
    if games == 0 {
        return None;
    }
    let n = games as f64;
    let p = wins as f64 / n;
    let z2 = Z95 * Z95;
    let scale = 1.0 + z2 / n;
    let centre = (p + z2 / (2.0 * n)) / scale;
    let half = Z95 * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt() / scale;
    Some(Interval {
        rate: p,
        // In exact arithmetic the interval holds the rate and is 0 to 1 at most (at
        // a rate of 0 or 1 it reaches it exactly); this keeps rounding from
        // leaving either a hair off.
        low: (centre - half).clamp(0.0, p),
        high: (centre + half).clamp(p, 1.0),
    })
}

/// The human reference the issue asks to show beside the bots: on the largest
/// online site, 5 players of Avalon with Merlin, the Resistance side won 40.3% of
/// 1,675 all-human games (675 of them).
pub(crate) struct HumanReference {
    pub(crate) players: u8,
    pub(crate) games: u64,
    pub(crate) resistance_wins: u64,
    pub(crate) what: &'static str,
}

pub(crate) const HUMANS: HumanReference = HumanReference {
    players: 5,
    games: 1_675,
    resistance_wins: 675,
    what: "humans, largest online site, Avalon with Merlin",
};

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64) -> bool {
        (a - b).abs() < 5e-5
    }

    #[test]
    fn wilson_matches_published_values() {
        // 81 of 263 (Wilson 1927 as tabled by Newcombe 1998, method 3):
        // 0.2553 to 0.3662.
        let ci = wilson(81, 263).unwrap();
        assert!(close(ci.low, 0.2553) && close(ci.high, 0.3662), "{ci:?}");
        // 15 of 148: 0.0624 to 0.1605.
        let ci = wilson(15, 148).unwrap();
        assert!(close(ci.low, 0.0624) && close(ci.high, 0.1605), "{ci:?}");
    }

    #[test]
    fn wilson_stays_within_zero_and_one() {
        let none = wilson(0, 10).unwrap();
        assert_eq!(none.low, 0.0);
        assert!(close(none.high, 0.2775), "{none:?}");
        let all = wilson(10, 10).unwrap();
        assert_eq!(all.high, 1.0);
        assert!(close(all.low, 0.7225), "{all:?}");
        assert_eq!(wilson(0, 0), None);
    }

    #[test]
    fn the_human_reference_is_40_3_percent() {
        let rate = wilson(HUMANS.resistance_wins, HUMANS.games).unwrap().rate;
        assert_eq!(format!("{:.1}", rate * 100.0), "40.3");
    }
}
