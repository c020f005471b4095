//! What a Resistance player believes beyond logic: the consistent deals weighed by
//! how likely their spies' observed choices were, if spies play as spies usually
//! do (they approve teams with a spy and reject the others, put a spy on the teams
//! they propose, and fail the missions they are on). The deduction says what is
//! possible; the belief says what is likely.

use crate::{deduce::Deduction, kernel::Seat, kernel::SeatSet, resistance::view::PlayerView};
use alloc::vec::Vec;

/// How often a spy approves a team with a spy on it, and one without.
const SPY_APPROVES: [f64; 2] = [0.25, 0.85];
/// How often a spy leader proposes a team with a spy on it.
const SPY_PROPOSES_SPY: f64 = 0.9;
/// How often a spy on a mission plays Fail.
const SPY_FAILS: f64 = 0.8;

/// The deals by who the spies are now, each with its weight.
pub(crate) struct Belief {
    groups: Vec<(SeatSet, f64)>,
    total: f64,
}

impl Belief {
    /// The deduction's deals, each as likely as any other.
    pub(crate) fn logical(deduction: &Deduction) -> Belief {
        Belief::weighed(deduction, |_| 1.0, deduction.defectors_switched())
    }

    /// The deduction's deals weighed by the spies' observed choices in `view`.
    pub(crate) fn behavioural(deduction: &Deduction, view: &PlayerView) -> Belief {
        let table = &view.table;
        let me = view.seat;
        // Whether the Defectors were switched in each round (the same for every
        // group, so read once, not once per group and proposal).
        let switched: [bool; 6] =
            core::array::from_fn(|round| Deduction::switched_in(view, round as u8));
        let weight = |group: &crate::deduce::SpyGroup| {
            let spies_in = |round: u8| {
                let switched = switched
                    .get(usize::from(round))
                    .copied()
                    .unwrap_or_else(|| Deduction::switched_in(view, round));
                if switched {
                    group.spies_switched
                } else {
                    group.spies
                }
            };
            let mut weight = 1.0;
            for proposal in table.proposals.iter() {
                let spies = spies_in(proposal.round);
                let dirty = !proposal.team.intersection(spies).is_empty();
                if proposal.leader != me && spies.contains(proposal.leader) {
                    weight *= if dirty {
                        SPY_PROPOSES_SPY
                    } else {
                        1.0 - SPY_PROPOSES_SPY
                    };
                }
                // The fifth team of a round is approved by everyone who wants to
                // go on (B9): its votes say little.
                if proposal.attempt >= crate::resistance::rules::REJECTIONS_TO_LOSE {
                    continue;
                }
                let approve = SPY_APPROVES[usize::from(dirty)];
                for voter in spies.difference(SeatSet::only(me)).iter() {
                    weight *= if proposal.approvals.contains(voter) {
                        approve
                    } else {
                        1.0 - approve
                    };
                }
            }
            for mission in table.missions.iter() {
                let spies = spies_in(mission.round);
                let counted = match mission.set_aside {
                    Some(member) => mission.team.difference(SeatSet::only(member)),
                    None => mission.team,
                };
                let on_team = i32::from(
                    counted
                        .intersection(spies)
                        .difference(SeatSet::only(me))
                        .len(),
                );
                let fails = i32::from(mission.fails);
                // Each spy fails on its own: fewer Fail cards than spies is less
                // likely the more spies there were.
                weight *=
                    power(SPY_FAILS, fails.min(on_team)) * power(1.0 - SPY_FAILS, on_team - fails);
            }
            weight
        };
        Belief::weighed(deduction, weight, deduction.defectors_switched())
    }

    fn weighed(
        deduction: &Deduction,
        mut weight: impl FnMut(&crate::deduce::SpyGroup) -> f64,
        switched_now: bool,
    ) -> Belief {
        let mut groups: Vec<(SeatSet, f64)> = deduction
            .spy_groups()
            .map(|group| {
                let now = if switched_now {
                    group.spies_switched
                } else {
                    group.spies
                };
                (now, group.worlds as f64 * weight(&group))
            })
            .collect();
        let mut total = groups.iter().map(|&(_, w)| w).sum::<f64>();
        if total <= 0.0 || !total.is_finite() {
            // Every deal weighed to nothing (choices no spy would make): fall back
            // on logic alone.
            for ((_, w), group) in groups.iter_mut().zip(deduction.spy_groups()) {
                *w = group.worlds as f64;
            }
            total = groups.iter().map(|&(_, w)| w).sum::<f64>();
        }
        Belief { groups, total }
    }

    /// A spy group of the deduction's (by index in [`Deduction::spy_groups`]),
    /// drawn by its weight.
    pub(crate) fn draw_group(&self, rng: &mut crate::kernel::GameRng) -> usize {
        // 2^-32 resolution is far finer than any weight here matters.
        let mut pick = f64::from(rng.below(u32::MAX)) / f64::from(u32::MAX) * self.total;
        for (index, &(_, weight)) in self.groups.iter().enumerate() {
            if pick < weight {
                return index;
            }
            pick -= weight;
        }
        self.groups.len().saturating_sub(1)
    }

    /// The probability that `seat` is a spy now.
    pub(crate) fn suspicion(&self, seat: Seat) -> f64 {
        self.probability(|spies| spies.contains(seat))
    }

    /// The probability that at least `spies` of `team` are spies now.
    pub(crate) fn spies_among(&self, team: SeatSet, spies: u8) -> f64 {
        self.probability(|now| now.intersection(team).len() >= spies)
    }

    fn probability(&self, holds: impl Fn(SeatSet) -> bool) -> f64 {
        let weight: f64 = self
            .groups
            .iter()
            .filter(|(spies, _)| holds(*spies))
            .map(|&(_, w)| w)
            .sum();
        weight / self.total
    }
}

/// `base` to the power `n` (1 for `n` ≤ 0), without `std`'s `powi`.
fn power(base: f64, n: i32) -> f64 {
    (0..n).fold(1.0, |product, _| product * base)
}
