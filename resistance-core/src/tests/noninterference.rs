//! Non-interference: nothing a seat may not know ever reaches it.
//!
//! For a seat `s`, take two games that differ only in roles `s` cannot know: the roles
//! of the other seats are permuted among seats that `s` sees alike (the reveal table
//! shows them to `s` the same way, or not at all). Drive both with the same public
//! choices: the same proposals, votes, leaves and claims, the same card from `s`, and
//! the same *number* of Fail cards on each mission (played by whoever is a spy in each
//! game). Then `s` must get identical views and identical events in both games, up to
//! the game-over reveal (B13), and so must a spectator.
//!
//! The permutation is built from the reveal table alone, so a module that adds
//! knowledge (a new appearance, a new row) is covered without touching this file. A
//! module that adds *new* hidden facts (a loyalty deck, a trapped card, a sealed
//! agenda) extends [`Pair::step`] with the public choice that drives them and
//! [`hidden_from`] with the facts to permute.

use super::support::Style;
use crate::{
    Allegiance, Appearance, Command, Envelope, Event, Game, GameRng, MissionCard, PlayerView,
    PublicView, RoleList, Seat, SeatSet, bounded::BoundedList, reveal, state::Phase,
};
use alloc::vec::Vec;
use proptest::prelude::*;

/// The roles of `game` with those of seats `observer` sees alike shuffled among
/// themselves: `observer`'s own role and setup knowledge stay as they are.
fn hidden_from(game: &Game, observer: Seat, rng: &mut GameRng) -> RoleList {
    let state = game.state();
    let mut roles = state.roles;
    let sightings = reveal::sightings(&state.config, &roles, observer);
    let seen_as = |seat: Seat| -> Option<Appearance> {
        sightings
            .iter()
            .find(|s| s.seat == seat)
            .map(|s| s.appears_as)
    };
    let others: Vec<Seat> = (0..game.players())
        .map(Seat)
        .filter(|&s| s != observer)
        .collect();
    let mut classes: Vec<Option<Appearance>> = others.iter().map(|&s| seen_as(s)).collect();
    classes.dedup();
    classes.sort_by_key(|c| c.map(|a| a as u8));
    classes.dedup();
    for class in classes {
        let seats: Vec<Seat> = others
            .iter()
            .copied()
            .filter(|&s| seen_as(s) == class)
            .collect();
        let mut class_roles: Vec<_> = seats.iter().map(|s| roles[s.index()]).collect();
        rng.shuffle(&mut class_roles);
        for (seat, role) in seats.iter().zip(class_roles) {
            roles.as_mut_slice()[seat.index()] = role;
        }
    }
    roles
}

/// Two games the observer cannot tell apart, driven in lockstep.
struct Pair {
    a: Game,
    b: Game,
    observer: Seat,
    /// For the mission under way: who plays Fail in each game.
    failing: Option<(SeatSet, SeatSet)>,
}

fn spies(game: &Game) -> SeatSet {
    game.state().spies()
}

impl Pair {
    fn new(a: Game, observer: Seat, rng: &mut GameRng) -> Pair {
        let mut b = a.clone();
        b.state_mut().roles = hidden_from(&a, observer, rng);
        Pair {
            a,
            b,
            observer,
            failing: None,
        }
    }

    /// The Fail cards of the mission under way: a random number that both games can
    /// field without the observer, played by each game's own spies.
    fn plan_mission(&mut self, rng: &mut GameRng) -> (SeatSet, SeatSet) {
        if let Some(plan) = self.failing {
            return plan;
        }
        let Phase::Mission(mission) = self.a.state().phase else {
            return (SeatSet::EMPTY, SeatSet::EMPTY);
        };
        let without_observer = mission.team.difference(SeatSet::only(self.observer));
        let in_a = without_observer.intersection(spies(&self.a));
        let in_b = without_observer.intersection(spies(&self.b));
        let fails = rng.below(u32::from(in_a.len().min(in_b.len())) + 1) as usize;
        let plan = (
            in_a.iter().take(fails).collect(),
            in_b.iter().take(fails).collect(),
        );
        self.failing = Some(plan);
        plan
    }

    /// One public choice, applied to both games. Returns both outcomes' envelopes, or
    /// `None` when nobody can act.
    fn step(&mut self, rng: &mut GameRng, style: Style) -> Option<(Vec<Envelope>, Vec<Envelope>)> {
        let (fail_a, fail_b) = self.plan_mission(rng);
        let leaving = rng.below(100) < style.leave_percent;
        // Options come from game A with mission cards folded into "seat plays": which
        // card is decided by the plan, except the observer's own, chosen freely.
        let mut options: Vec<(Seat, Command)> = Vec::new();
        for seat in (0..self.a.players()).map(Seat) {
            for command in self.a.legal_commands(seat) {
                let wanted = match command {
                    Command::Leave => leaving,
                    // Other members' cards follow the plan: one "plays" option each.
                    Command::PlayMission { card } if seat != self.observer => {
                        !leaving && card == MissionCard::Success
                    }
                    _ => !leaving,
                };
                if wanted {
                    options.push((seat, command));
                }
            }
        }
        if options.is_empty() {
            return if leaving {
                self.step(rng, Style::STAY)
            } else {
                None
            };
        }
        let (seat, command) = options[rng.below(options.len() as u32) as usize];
        let card_in = |failing: SeatSet| match command {
            Command::PlayMission { .. } if seat != self.observer => {
                Command::play(if failing.contains(seat) {
                    MissionCard::Fail
                } else {
                    MissionCard::Success
                })
            }
            _ => command,
        };
        let out_a = self
            .a
            .apply(seat, card_in(fail_a))
            .expect("A accepts the public choice");
        let out_b = self
            .b
            .apply(seat, card_in(fail_b))
            .expect("B accepts the public choice");
        if !matches!(self.a.state().phase, Phase::Mission(_)) {
            self.failing = None;
        }
        Some((out_a.events.to_vec(), out_b.events.to_vec()))
    }
}

/// The events `seat` (or a spectator, for `None`) receives, without the B13 reveal.
fn received(envelopes: &[Envelope], seat: Option<Seat>) -> Vec<Event> {
    envelopes
        .iter()
        .filter(|e| match seat {
            Some(seat) => e.audience.includes(seat),
            None => e.audience.is_public(),
        })
        .map(|e| e.event)
        .filter(|e| !matches!(e, Event::RolesRevealed { .. }))
        .collect()
}

/// A view without the B13 reveal, which by design differs once the game is over.
fn before_reveal(mut view: PlayerView) -> PlayerView {
    view.table = public_before_reveal(view.table);
    view
}

fn public_before_reveal(mut table: PublicView) -> PublicView {
    table.reveal = None;
    table
}

/// Runs one pair of games to the end, asserting the observer and a spectator can
/// never tell them apart. Returns whether the hidden roles actually differed.
fn assert_indistinguishable(
    players: u8,
    seed: u64,
    observer: u8,
    driver: u64,
    style: Style,
) -> bool {
    let config = super::support::config(players, seed, driver % 2 == 0);
    let observer = Seat(observer % config.players);
    let mut rng = GameRng::from_seed_number(driver);
    let mut pair = Pair::new(Game::new(config).expect("valid"), observer, &mut rng);
    let differs = pair.a.state().roles != pair.b.state().roles;

    // Precondition: what the observer knows is the same in both games.
    let (a, b) = (pair.a.state(), pair.b.state());
    assert_eq!(a.roles[observer.index()], b.roles[observer.index()]);
    assert_eq!(
        reveal::sightings(&a.config, &a.roles, observer),
        reveal::sightings(&b.config, &b.roles, observer)
    );

    let mut deal_a = BoundedList::<Envelope, 32>::new();
    let mut deal_b = BoundedList::<Envelope, 32>::new();
    a.emit_deal(&mut deal_a);
    b.emit_deal(&mut deal_b);
    assert_eq!(
        received(&deal_a, Some(observer)),
        received(&deal_b, Some(observer))
    );
    assert_eq!(received(&deal_a, None), received(&deal_b, None));

    for _ in 0..2_000 {
        let view_a = pair.a.view(observer).expect("seat exists");
        let view_b = pair.b.view(observer).expect("seat exists");
        assert_eq!(before_reveal(view_a), before_reveal(view_b));
        assert_eq!(
            public_before_reveal(pair.a.public_view()),
            public_before_reveal(pair.b.public_view())
        );
        if !pair.a.is_over() {
            assert_eq!(
                view_a, view_b,
                "before the end, even the reveal field agrees"
            );
            assert_eq!(pair.a.choices(observer), pair.b.choices(observer));
        }
        let Some((out_a, out_b)) = pair.step(&mut rng, style) else {
            break;
        };
        assert_eq!(
            received(&out_a, Some(observer)),
            received(&out_b, Some(observer))
        );
        assert_eq!(received(&out_a, None), received(&out_b, None));
        assert_eq!(pair.a.is_over(), pair.b.is_over());
    }
    assert!(pair.a.is_over(), "the pair played to the end");
    differs
}

proptest! {
    #![proptest_config(ProptestConfig {
        cases: super::support::cases(256),
        failure_persistence: None,
        ..ProptestConfig::default()
    })]

    /// Every seat, every player count, both leave policies, with leaving players.
    #[test]
    fn a_seat_cannot_tell_apart_games_that_differ_only_in_what_it_cannot_know(
        players in 5u8..=10,
        seed in 0u64..=crate::MAX_SEED,
        observer in 0u8..10,
        driver in any::<u64>(),
        restless in any::<bool>(),
    ) {
        let style = if restless { Style::RESTLESS } else { Style::STAY };
        assert_indistinguishable(players, seed, observer, driver, style);
    }
}

/// The property above is not vacuous: for Resistance observers the permuted game
/// almost always deals the other seats differently.
#[test]
fn permutations_hide_real_differences() {
    let mut differing = 0;
    let mut resistance_observers = 0;
    for seed in 0..200u64 {
        let config = super::support::config(7, seed, false);
        let game = Game::new(config).expect("valid");
        let observer = Seat((seed % 7) as u8);
        if game.state().allegiance(observer) != Allegiance::Resistance {
            continue;
        }
        resistance_observers += 1;
        if assert_indistinguishable(7, seed, observer.0, seed, Style::STAY) {
            differing += 1;
        }
    }
    assert!(resistance_observers > 100);
    // A 7-player deal has 6!/(3!·3!) = 20 placements of the other spies; only 1 in 20
    // shuffles can land back on the same one.
    assert!(
        differing * 10 > resistance_observers * 8,
        "{differing}/{resistance_observers}"
    );
}

/// The comparison is sensitive: a permutation that changes what a spy knows (a spy
/// swapped with a Resistance player) does change that spy's view.
#[test]
fn a_spy_notices_when_its_fellow_spies_change() {
    for seed in 0..50u64 {
        let game = Game::new(super::support::config(7, seed, false)).expect("valid");
        let spies = spies(&game);
        let spy = spies.iter().next().expect("a spy");
        let fellow = spies.iter().nth(1).expect("another spy");
        let loyal = (0..7)
            .map(Seat)
            .find(|s| !spies.contains(*s))
            .expect("resistance");
        let mut other = game.clone();
        let roles = other.state_mut().roles.as_mut_slice();
        roles.swap(fellow.index(), loyal.index());
        assert_ne!(game.view(spy), other.view(spy), "seed {seed}");
    }
}
