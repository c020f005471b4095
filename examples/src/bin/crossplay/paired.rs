//! The difference between two matchups' Resistance win rates over the same seeds,
//! with its 95% confidence interval.
//!
//! Games on the same seed share their deal and seating, so two matchups' outcomes
//! are paired: the interval is Newcombe's method 10 for paired proportions (Newcombe
//! 1998, Statistics in Medicine 17, 2635–2650), the square-and-add of the two
//! rates' Wilson intervals corrected for their correlation. It stays within -1..1
//! and keeps its coverage with few discordant pairs, where the Wald interval of
//! the mean difference does not.

use crate::stats::wilson;
use serde::Serialize;

/// A paired difference of rates, `matchup - reference`, as fractions of 1.
#[derive(Debug, Clone, Copy, PartialEq, Serialize)]
#[serde(rename_all = "camelCase")]
pub(crate) struct Difference {
    pub(crate) difference: f64,
    pub(crate) low: f64,
    pub(crate) high: f64,
    /// Seeds the matchup's Resistance won and the reference's lost.
    pub(crate) only_matchup: u64,
    /// Seeds the reference's Resistance won and the matchup's lost.
    pub(crate) only_reference: u64,
}

/// The paired difference of `matchup`'s win rate over `reference`'s, seed by seed
/// (the two slices in the same seed order); `None` for no seeds or unequal lengths.
pub(crate) fn paired_difference(matchup: &[bool], reference: &[bool]) -> Option<Difference> {
    if matchup.is_empty() || matchup.len() != reference.len() {
        return None;
    }
    let mut cells = [[0u64; 2]; 2];
    for (&m, &r) in matchup.iter().zip(reference) {
        cells[usize::from(!m)][usize::from(!r)] += 1;
    }
    let [[both, only_matchup], [only_reference, neither]] = cells;
    Some(newcombe(both, only_matchup, only_reference, neither))
}

/// Newcombe's method 10 for the paired table: `a` seeds won by both, `b` by the
/// first only, `c` by the second only, `d` by neither.
pub(crate) fn newcombe(a: u64, b: u64, c: u64, d: u64) -> Difference {
    let n = (a + b + c + d) as f64;
    let p1 = (a + b) as f64 / n;
    let p2 = (a + c) as f64 / n;
    let first = wilson(a + b, a + b + c + d).expect("games");
    let second = wilson(a + c, a + b + c + d).expect("games");
    let (l1, u1, l2, u2) = (first.low, first.high, second.low, second.high);
    let product = ((a + b) * (c + d) * (a + c) * (b + d)) as f64;
    let phi = if product > 0.0 {
        let cross = a as f64 * d as f64 - b as f64 * c as f64;
        let corrected = if cross > n / 2.0 {
            cross - n / 2.0
        } else if cross < 0.0 {
            cross
        } else {
            0.0
        };
        corrected / product.sqrt()
    } else {
        0.0
    };
    let difference = p1 - p2;
    let below = (p1 - l1).powi(2) - 2.0 * phi * (p1 - l1) * (u2 - p2) + (u2 - p2).powi(2);
    let above = (p2 - l2).powi(2) - 2.0 * phi * (p2 - l2) * (u1 - p1) + (u1 - p1).powi(2);
    Difference {
        difference,
        low: (difference - below.max(0.0).sqrt()).max(-1.0),
        high: (difference + above.max(0.0).sqrt()).min(1.0),
        only_matchup: b,
        only_reference: c,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The Wald interval of a paired difference (Agresti): close to Newcombe's for
    /// large samples with rates far from 0 and 1.
    fn wald(a: u64, b: u64, c: u64, d: u64) -> (f64, f64) {
        let n = (a + b + c + d) as f64;
        let diff = (b as f64 - c as f64) / n;
        let se = ((b + c) as f64 - (b as f64 - c as f64).powi(2) / n).sqrt() / n;
        (diff - 1.959_964 * se, diff + 1.959_964 * se)
    }

    #[test]
    fn near_wald_for_a_large_sample() {
        let newcombe = newcombe(300, 150, 100, 450);
        let (low, high) = wald(300, 150, 100, 450);
        assert!((newcombe.difference - 0.05).abs() < 1e-12);
        assert!((newcombe.low - low).abs() < 0.003, "{newcombe:?} vs {low}");
        assert!(
            (newcombe.high - high).abs() < 0.003,
            "{newcombe:?} vs {high}"
        );
    }

    #[test]
    fn swapping_the_matchups_mirrors_the_interval() {
        let one = newcombe(12, 9, 3, 76);
        let other = newcombe(12, 3, 9, 76);
        assert!((one.difference + other.difference).abs() < 1e-12);
        assert!((one.low + other.high).abs() < 1e-12);
        assert!((one.high + other.low).abs() < 1e-12);
    }

    #[test]
    fn the_same_outcomes_differ_by_nothing() {
        let same = [true, false, true, true, false];
        let d = paired_difference(&same, &same).unwrap();
        assert_eq!(d.difference, 0.0);
        assert!(d.low < 0.0 && d.high > 0.0);
        assert_eq!((d.only_matchup, d.only_reference), (0, 0));
    }

    #[test]
    fn pairing_counts_the_discordant_seeds() {
        let matchup = [true, true, false, false, true];
        let reference = [true, false, true, false, false];
        let d = paired_difference(&matchup, &reference).unwrap();
        assert_eq!((d.only_matchup, d.only_reference), (2, 1));
        assert!((d.difference - 0.2).abs() < 1e-12);
        assert!(d.low < 0.2 && d.high > 0.2 && d.low >= -1.0 && d.high <= 1.0);
        assert_eq!(paired_difference(&matchup, &reference[..4]), None);
        assert_eq!(paired_difference(&[], &[]), None);
    }

    /// A large difference on many seeds excludes 0; a small one on few does not.
    #[test]
    fn significance_needs_the_seeds() {
        let big = newcombe(20, 40, 5, 35);
        assert!(big.low > 0.0, "{big:?}");
        let small = newcombe(2, 3, 1, 4);
        assert!(small.low < 0.0, "{small:?}");
    }
}
