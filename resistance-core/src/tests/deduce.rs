//! Deduction against the truth and against brute force: over random games of every
//! module, the true deal is always consistent with every seat's view; on small
//! tables the consistent deals are exactly those a plain check of every
//! permutation of the characters accepts, counted the same; equal views give equal
//! answers.

use super::support::{Style, config_with_modules, proptest_config, random_step, scaled, setups};
use crate::{
    deduce::{DeduceError, Deduction, deduce},
    kernel::Allegiance,
    kernel::GameRng,
    kernel::MissionCard,
    kernel::Seat,
    kernel::SeatSet,
    resistance::game::Game,
    resistance::modules::plot::cards::Shown,
    resistance::reveal,
    resistance::role::Role,
    resistance::view::PlayerView,
};
use alloc::vec::Vec;
use proptest::prelude::*;

/// Every distinct order of `cards` (a multiset), each once.
fn permutations(cards: &[Role]) -> Vec<Vec<Role>> {
    let mut order: Vec<Role> = cards.to_vec();
    order.sort_unstable_by_key(|&role| role as u8);
    let mut all = Vec::new();
    loop {
        all.push(order.clone());
        // The next permutation in lexicographic order, by role index.
        let key = |role: Role| role as u8;
        let Some(i) = (0..order.len().saturating_sub(1))
            .rev()
            .find(|&i| key(order[i]) < key(order[i + 1]))
        else {
            return all;
        };
        let j = (i + 1..order.len())
            .rev()
            .find(|&j| key(order[j]) > key(order[i]))
            .expect("a larger card follows");
        order.swap(i, j);
        order[i + 1..].reverse();
    }
}

/// The plain check, one deal at a time: would `roles` have shown `view`'s seat
/// what it saw? Written from the rules, not from the deduction's own reading.
fn fits(game: &Game, view: &PlayerView, roles: &[Role]) -> bool {
    let table = &view.table;
    let flips = table.loyalty_cards.as_slice();
    // DF3: a flip at the start of each round from the third.
    let switched = |round: u8| {
        let flipped = usize::from(round.saturating_sub(2)).min(flips.len());
        flips[..flipped]
            .iter()
            .filter(|&&card| card == crate::resistance::record::LoyaltyCard::SwitchAllegiance)
            .count()
            % 2
            == 1
    };
    let side_when = |seat: Seat, switched: bool| {
        let role = roles[seat.index()];
        if role.is_defector() && switched {
            role.allegiance().other()
        } else {
            role.allegiance()
        }
    };
    let side = |seat: Seat, round: u8| side_when(seat, switched(round));
    let switched_now = switched(u8::MAX);
    if roles[view.seat.index()] != view.role
        || reveal::sightings(game.seeded_config(), roles, view.seat) != view.sightings
        || side_when(view.seat, switched_now) != view.allegiance
    {
        return false;
    }
    if let Some(reveal) = &table.reveal {
        return reveal.roles.as_slice() == roles;
    }
    let inspected = view
        .inspections
        .iter()
        .all(|result| side(result.inspection.target, result.inspection.round) == result.shown);
    let mut seen: Vec<(u8, Seat, MissionCard)> = Vec::new();
    seen.extend(
        view.cards_played
            .iter()
            .map(|p| (p.round, view.seat, p.card)),
    );
    seen.extend(view.trapped.iter().map(|t| (t.round, t.member, t.card)));
    let mut shown_right = true;
    if let Some(plot) = &table.plot {
        seen.extend(
            plot.spotlit
                .iter()
                .filter_map(|s| s.card.map(|card| (s.round, s.member, card))),
        );
    }
    if let Some(plot) = &view.plot {
        for sight in plot.seen.iter() {
            match sight.shown {
                Shown::MissionCard { member, card } => seen.push((sight.round, member, card)),
                Shown::Allegiance { seat, allegiance } => {
                    shown_right &= side(seat, sight.round) == allegiance;
                }
            }
        }
    }
    let fails_by_spies = seen.iter().all(|&(round, member, card)| {
        card == MissionCard::Success || side(member, round) == Allegiance::Spy
    });
    let missions = table.missions.iter().all(|mission| {
        let counted: Vec<Seat> = mission
            .team
            .iter()
            .filter(|&member| Some(member) != mission.set_aside)
            .collect();
        let known = |member: Seat| {
            seen.iter()
                .find(|&&(round, m, _)| round == mission.round && m == member)
                .map(|&(_, _, card)| card)
        };
        let known_fails = counted
            .iter()
            .filter(|&&m| known(m) == Some(MissionCard::Fail))
            .count();
        let free_spies = counted
            .iter()
            .filter(|&&m| known(m).is_none() && side(m, mission.round) == Allegiance::Spy)
            .count();
        known_fails <= usize::from(mission.fails)
            && usize::from(mission.fails) <= known_fails + free_spies
    });
    inspected && shown_right && fails_by_spies && missions
}

/// Compares the deduction with brute force for every seat of `game`.
fn matches_brute_force(game: &Game, deals: &[Vec<Role>]) {
    for seat in (0..game.players()).map(Seat) {
        let view = game.view(seat).expect("a seat at the table");
        let deduction = deduce(&view).expect("a real view");
        let consistent: Vec<&Vec<Role>> = deals
            .iter()
            .filter(|deal| fits(game, &view, deal))
            .collect();
        assert_eq!(
            deduction.worlds(),
            consistent.len() as u64,
            "seat {seat:?}: {view:?}"
        );
        for deal in deals {
            assert_eq!(
                deduction.admits(deal),
                fits(game, &view, deal),
                "seat {seat:?}, deal {deal:?}"
            );
        }
        let now = |deal: &Vec<Role>, other: Seat| {
            let role = deal[other.index()];
            if role.is_defector() && deduction.defectors_switched() {
                role.allegiance().other()
            } else {
                role.allegiance()
            }
        };
        for other in (0..game.players()).map(Seat) {
            let spies = consistent
                .iter()
                .filter(|deal| now(deal, other) == Allegiance::Spy)
                .count();
            assert_eq!(
                deduction.spy_worlds(other),
                spies as u64,
                "seat {seat:?} on {other:?}"
            );
            for role in Role::ALL {
                let holding = consistent
                    .iter()
                    .filter(|deal| deal[other.index()] == role)
                    .count();
                assert_eq!(
                    deduction.role_worlds(other, role),
                    holding as u64,
                    "{other:?} as {role:?}"
                );
            }
        }
        // A sample is one of the consistent deals.
        let mut rng = GameRng::from_seed_number(u64::from(seat.0));
        for _ in 0..scaled(8, 1) {
            let sample = deduction.sample(&mut rng);
            assert!(
                consistent
                    .iter()
                    .any(|deal| deal.as_slice() == sample.as_slice())
            );
        }
    }
}

/// Plays a random game of `config`, calling `check` at the start, after every
/// `every` steps and at the end.
fn at_random_steps(
    game_seed: u64,
    config: crate::resistance::config::GameConfig,
    every: usize,
    mut check: impl FnMut(&Game) -> Result<(), TestCaseError>,
) -> Result<(), TestCaseError> {
    let mut game = Game::new(config).expect("valid config");
    let mut rng = GameRng::from_seed_number(game_seed);
    check(&game)?;
    for step in 1.. {
        let Some((seat, command)) = random_step(&game, &mut rng, Style::RESTLESS) else {
            break;
        };
        game.apply(seat, command).expect("a legal command");
        if step % every == 0 || game.is_over() {
            check(&game)?;
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(proptest_config(48, 1))]

    /// The true deal is always among the consistent ones, for every seat, at every
    /// step of random games of every module combination and player count.
    #[test]
    fn the_true_deal_is_always_consistent(
        (players, seed, modules) in setups(scaled(10, 6)),
    ) {
        let config = config_with_modules(players, seed, seed % 2 == 0, modules);
        at_random_steps(seed, config, scaled(3, 40), |game| {
            let roles = game.state().roles;
            for seat in (0..game.players()).map(Seat) {
                let view = game.view(seat).expect("a seat at the table");
                let deduction = deduce(&view).expect("a real view is consistent");
                prop_assert!(deduction.admits(&roles), "seat {seat:?} refuses the truth: {view:?}");
                prop_assert!(deduction.role_worlds(seat, view.role) == deduction.worlds());
                for other in (0..game.players()).map(Seat) {
                    prop_assert!(deduction.role_worlds(other, roles[other.index()]) > 0);
                }
            }
            Ok(())
        })?;
    }

    /// On small tables the deduction is brute force: the same deals, counted the
    /// same per seat and role.
    #[test]
    fn small_tables_equal_brute_force(
        (players, seed, modules) in setups(scaled(7, 5)),
    ) {
        let config = config_with_modules(players, seed, false, modules);
        let game = Game::new(config).expect("valid config");
        let deals = permutations(game.public_view().characters.as_slice());
        at_random_steps(seed, config, scaled(4, 60), |game| {
            matches_brute_force(game, &deals);
            Ok(())
        })?;
    }
}

/// Equal views give equal deductions: two games dealt differently whose views for
/// one seat agree (the non-interference harness's pairs) are deduced alike.
#[test]
fn equal_views_give_equal_deductions() {
    let mut compared = 0;
    for seed in 0..scaled(300, 4) {
        let config = config_with_modules(
            5 + (seed % 6) as u8,
            seed,
            false,
            (seed as u32).wrapping_mul(2_654_435_761),
        );
        let first = Game::new(config).expect("valid config");
        for other_seed in seed + 1..seed + scaled(40, 4) {
            let mut other_config = config;
            other_config.seed = other_seed;
            let second = Game::new(other_config).expect("valid config");
            for seat in (0..config.players).map(Seat) {
                let (a, b) = (first.view(seat).unwrap(), second.view(seat).unwrap());
                if a == b {
                    assert_eq!(deduce(&a), deduce(&b));
                    compared += 1;
                }
            }
        }
    }
    assert!(
        compared > scaled(100, 0),
        "only {compared} pairs of equal views"
    );
}

/// The Commander at five players sees both spies: only the Assassin's seat is open.
#[test]
fn as2_the_commander_knows_the_spies_and_not_the_assassin() {
    let config = crate::resistance::config::GameConfig::new(5, 11)
        .with_assassin(crate::resistance::config::AssassinOptions::default());
    let game = Game::new(config).unwrap();
    let roles = game.state().roles;
    let commander = Seat(roles.iter().position(|&r| r == Role::Commander).unwrap() as u8);
    let deduction = deduce(&game.view(commander).unwrap()).unwrap();
    assert_eq!(deduction.worlds(), 2);
    for seat in (0..5).map(Seat) {
        let spy = roles[seat.index()].allegiance() == Allegiance::Spy;
        assert_eq!(deduction.spy_probability(seat), if spy { 1.0 } else { 0.0 });
        let assassin = if spy { 0.5 } else { 0.0 };
        assert_eq!(deduction.role_probability(seat, Role::Assassin), assassin);
    }
}

/// A plain Resistance player at the start knows only its own card: every other
/// seat is a spy with probability spies / (players − 1) (B1).
#[test]
fn b1_a_resistance_player_starts_knowing_nothing() {
    for players in 5..=10u8 {
        let game = Game::new(crate::resistance::config::GameConfig::new(
            players,
            u64::from(players),
        ))
        .unwrap();
        let roles = game.state().roles;
        let seat = Seat(roles.iter().position(|&r| r == Role::Resistance).unwrap() as u8);
        let deduction = deduce(&game.view(seat).unwrap()).unwrap();
        let spies = crate::resistance::rules::spies_for(players);
        let others = u64::from(players) - 1;
        // C(players − 1, spies) ways to seat the spies among the others.
        let ways = (0..u64::from(spies)).fold(1, |w, i| w * (others - i) / (i + 1));
        assert_eq!(deduction.worlds(), ways);
        for other in (0..players).map(Seat).filter(|&s| s != seat) {
            let p = deduction.spy_probability(other);
            assert!(
                (p - f64::from(spies) / others as f64).abs() < 1e-12,
                "{players}: {p}"
            );
        }
        assert_eq!(deduction.spy_probability(seat), 0.0);
    }
}

/// A view no game gives is refused, never answered with nothing.
#[test]
fn impossible_views_are_refused() {
    let game = Game::new(crate::resistance::config::GameConfig::new(5, 3)).unwrap();
    let roles = game.state().roles;
    let seat = Seat(roles.iter().position(|&r| r == Role::Resistance).unwrap() as u8);
    let view = game.view(seat).unwrap();
    let refused = |view: &PlayerView| deduce(view).map(|_: Deduction| ());

    // A Resistance player who saw a spy (B4 says it sees none).
    let mut edited = view;
    let other = Seat((seat.0 + 1) % 5);
    edited
        .sightings
        .insert(crate::resistance::reveal::Sighting {
            seat: other,
            appears_as: crate::resistance::reveal::Appearance::Spy,
        });
    assert_eq!(refused(&edited), Err(DeduceError::ImpossibleView));

    // Characters that no configuration deals: three spies at five players.
    let mut edited = view;
    let resistance = edited
        .table
        .characters
        .as_mut_slice()
        .iter_mut()
        .find(|r| **r == Role::Resistance)
        .unwrap();
    *resistance = Role::Spy;
    assert_eq!(refused(&edited), Err(DeduceError::ImpossibleView));

    // A role not in play, a seat off the table, a player count off the rules.
    let mut edited = view;
    edited.role = Role::Commander;
    assert_eq!(refused(&edited), Err(DeduceError::ImpossibleView));
    let mut edited = view;
    edited.seat = Seat(5);
    assert_eq!(refused(&edited), Err(DeduceError::ImpossibleView));
    let mut edited = view;
    edited.table.players = 11;
    assert_eq!(refused(&edited), Err(DeduceError::ImpossibleView));

    // A mission with more Fail cards than spies could play, and one that failed
    // with no Fail card.
    let team: SeatSet = (0..5).map(Seat).filter(|&s| s != seat).take(2).collect();
    let mission = crate::resistance::record::MissionRecord {
        round: 1,
        leader: seat,
        team: team.union(SeatSet::only(seat)),
        fails: 3,
        succeeded: false,
        set_aside: None,
    };
    let mut edited = view;
    edited.table.missions.push(mission).unwrap();
    assert_eq!(refused(&edited), Err(DeduceError::ImpossibleView));
    let mut edited = view;
    edited
        .table
        .missions
        .push(crate::resistance::record::MissionRecord {
            fails: 0,
            ..mission
        })
        .unwrap();
    assert_eq!(refused(&edited), Err(DeduceError::ImpossibleView));
}
