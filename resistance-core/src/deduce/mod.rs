//! Deduction: every deal of the characters that one seat's view leaves possible,
//! and what follows for each seat.
//!
//! [`deduce`] reads a [`PlayerView`] and nothing else, so it can never know more
//! than that seat may (the same view gives the same answer). A *deal* is who holds
//! which character card; it is *consistent* when some play of the hidden choices
//! (votes, mission cards, the loyalty deck) would have shown this seat exactly this
//! view. The facts it reads:
//!
//! - the seat's role, and what it learned at setup: every other seat's card must
//!   appear to it as it did, or not at all (B4, AS2, DF2, DF5);
//! - every resolved mission: at least as many spies among the counted members as
//!   Fail cards, less the cards the seat saw itself (B3, B10, TR2);
//! - cards the seat saw: its own, the card it set aside as the Trapper's leader
//!   (TR2), spotlit and watched cards (PC4): a Fail was a spy's;
//! - allegiances it was shown: its inspections (IQ2), plot cards (PC4, PC6), its own
//!   allegiance now; each as of its round, through the Defector flips (DF3, DF4);
//! - once the game is over, the reveal (B13), which leaves one deal.
//!
//! Votes, proposals and revealed hidden agendas constrain nothing: anyone may vote
//! or accuse anyone. The probabilities are under a uniform prior over deals (the
//! deal is uniform, B1): every consistent deal counts once, however likely its
//! players' choices were. Nothing is approximated.
//!
//! ```
//! use resistance_core::{assassin::AssassinOptions, Game, GameConfig, Role, deduce::deduce};
//!
//! let game = Game::new(GameConfig::new(5, 7).with_assassin(AssassinOptions::default())).unwrap();
//! let view = (0..5)
//!     .map(|seat| game.view(resistance_core::Seat(seat)).unwrap())
//!     .find(|view| view.role == Role::Commander)
//!     .unwrap();
//! let deduction = deduce(&view).unwrap();
//! // The Commander sees both spies (AS2): one deal is left, in which the Assassin
//! // is either spy.
//! assert_eq!(deduction.worlds(), 2);
//! for seat in view.sightings.seats() {
//!     assert_eq!(deduction.spy_probability(seat), 1.0);
//!     assert_eq!(deduction.role_probability(seat, Role::Assassin), 0.5);
//! }
//! ```

mod error;
mod facts;
mod side;

pub use error::DeduceError;

use crate::{
    kernel::{Allegiance, GameRng, MAX_PLAYERS, Seat, SeatSet},
    resistance::{
        role::{Role, RoleList},
        view::PlayerView,
    },
};
use alloc::vec::Vec;
use facts::Facts;
use side::{Cards, Classes, Counter, Roles, bit};

/// Deals grouped by who sat on which side: the seats dealt a spy card (the Spy
/// Defector's included), and, once the Defectors' sides have changed, where each
/// Defector sits. The roles within each side are counted, not listed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Sides {
    spies: SeatSet,
    defectors: Option<(Seat, Seat)>,
    /// The consistent deals with these sides.
    worlds: u64,
}

impl Sides {
    /// The seats dealt a spy card other than the Spy Defector's, and those dealt a
    /// Resistance card other than the Resistance Defector's, when the Defectors are
    /// placed apart.
    fn seats(&self, players: u8) -> (SeatSet, SeatSet) {
        let resistance = SeatSet::all(players).difference(self.spies);
        match self.defectors {
            Some((spy, resistance_defector)) => (
                self.spies.difference(SeatSet::only(spy)),
                resistance.difference(SeatSet::only(resistance_defector)),
            ),
            None => (self.spies, resistance),
        }
    }

    /// The spies while the Defectors are (or are not) switched (DF3, DF4).
    fn spies_when(&self, switched: bool) -> SeatSet {
        match self.defectors {
            Some((spy, resistance)) if switched => self
                .spies
                .difference(SeatSet::only(spy))
                .union(SeatSet::only(resistance)),
            _ => self.spies,
        }
    }
}

/// Consistent deals that agree on who the spies are ([`Deduction::spy_groups`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SpyGroup {
    /// The spies while the Defectors are not switched (all game long without them).
    pub spies: SeatSet,
    /// The spies while the Defectors are switched (DF3).
    pub spies_switched: SeatSet,
    /// How many consistent deals have these spies.
    pub worlds: u64,
}

/// What one seat can deduce: the consistent deals, counted per seat.
#[derive(Clone, Debug, PartialEq)]
pub struct Deduction {
    players: u8,
    worlds: u64,
    spy_worlds: [u64; MAX_PLAYERS],
    sides: Vec<Sides>,
    classes: Classes,
    spy_cards: Cards,
    resistance_cards: Cards,
    switched_now: bool,
}

/// Every deal consistent with `view`, counted per seat: see the [module](self)
/// docs for what it reads.
///
/// About 10 µs at ten players with every module (bench: `deduce`).
pub fn deduce(view: &PlayerView) -> Result<Deduction, DeduceError> {
    let facts = Facts::read(view)?;
    let players = facts.players;
    let classes =
        Classes::of(&facts.domains[..usize::from(players)]).ok_or(DeduceError::ImpossibleView)?;
    // Once a switch has been flipped the Defectors' seats matter on their own;
    // before that each is one more special card of the side it started on.
    let defectors_apart = facts.ever_switched && facts.characters[Role::SpyDefector as usize] > 0;
    let cards = |side: Allegiance| {
        let mut cards = Cards {
            plain: match side {
                Allegiance::Spy => Role::Spy,
                Allegiance::Resistance => Role::Resistance,
            },
            ..Cards::default()
        };
        for role in Role::ALL {
            let special = role != cards.plain && role.allegiance() == side;
            let apart = defectors_apart && role.is_defector();
            if special && !apart && facts.characters[role as usize] > 0 {
                // A side has at most five special cards: the deck was checked.
                let _ = cards.specials.push(role);
            }
        }
        cards
    };
    let spy_cards = cards(Allegiance::Spy);
    let resistance_cards = cards(Allegiance::Resistance);
    let side_roles = |side: Allegiance| {
        Role::ALL
            .into_iter()
            .filter(|role| role.allegiance() == side)
            .fold(0, |roles: Roles, role| roles | bit(role))
    };
    let (spy_roles, resistance_roles) = (
        side_roles(Allegiance::Spy),
        side_roles(Allegiance::Resistance),
    );
    let everyone = SeatSet::all(players);
    let seats_allowing = |roles: Roles| -> SeatSet {
        everyone
            .iter()
            .filter(|seat| facts.domains[seat.index()] & roles != 0)
            .collect()
    };
    let may_spy = seats_allowing(spy_roles);
    let may_resist = seats_allowing(resistance_roles);
    if may_spy.union(may_resist) != everyone {
        return Err(DeduceError::ImpossibleView);
    }
    let must_spy = may_spy.difference(may_resist);
    let undecided = may_spy.intersection(may_resist);
    let spy_count: u8 = Role::ALL
        .into_iter()
        .filter(|role| role.allegiance() == Allegiance::Spy)
        .map(|role| facts.characters[role as usize])
        .sum();
    let spy_defectors = seats_allowing(bit(Role::SpyDefector));
    let resistance_defectors = seats_allowing(bit(Role::ResistanceDefector));

    let mut deduction = Deduction {
        players,
        worlds: 0,
        spy_worlds: [0; MAX_PLAYERS],
        sides: Vec::new(),
        classes,
        spy_cards,
        resistance_cards,
        switched_now: facts.switched_now,
    };
    let mut spy_counter = Counter::new(players);
    let mut resistance_counter = Counter::new(players);
    let mut suffix = side::suffix();
    // Whether `spies` were the spies by everything the view saw while the Defectors
    // were switched (or not): shown allegiances and missions. Before any switch that
    // depends on the spy set alone, so it is asked once per set, before the
    // Defectors are placed.
    let fits = |spies: SeatSet, switched: bool| {
        let index = usize::from(switched);
        facts.spies[index].is_subset(spies)
            && facts.resistance[index].intersection(spies).is_empty()
            && facts
                .missions
                .iter()
                .filter(|mission| mission.switched == switched)
                .all(|mission| spies.intersection(mission.unknown).len() >= mission.fails)
    };
    // A side pair that fits, with its two sides' counts: the totals.
    let mut keep = |sides: Sides, worlds: u64| {
        if worlds == 0 {
            return;
        }
        deduction.worlds += worlds;
        for seat in sides.spies_when(facts.switched_now).iter() {
            deduction.spy_worlds[seat.index()] += worlds;
        }
        deduction.sides.push(Sides { worlds, ..sides });
    };
    let Some(still_spies) = spy_count.checked_sub(must_spy.len()) else {
        return Err(DeduceError::ImpossibleView);
    };
    let resistance_defectors = resistance_defectors.difference(must_spy);
    for chosen in combinations(undecided, still_spies) {
        let spies = must_spy.union(chosen);
        if !fits(spies, false) {
            continue;
        }
        let mut count = |cards: &Cards, seats: SeatSet, spy_side: bool| {
            let counter = if spy_side {
                &mut spy_counter
            } else {
                &mut resistance_counter
            };
            counter.ways(cards, &classes, seats, &mut suffix)
        };
        let resistance_side = everyone.difference(spies);
        if !defectors_apart {
            if fits(spies, true) {
                let worlds = count(&spy_cards, spies, true)
                    * count(&resistance_cards, resistance_side, false);
                let sides = Sides {
                    spies,
                    defectors: None,
                    worlds: 0,
                };
                keep(sides, worlds);
            }
            continue;
        }
        // Once the Defectors are apart, each side's count depends on where its own
        // Defector sits alone: each counted once per spy set, not once per pair.
        let resistance_places = resistance_defectors.difference(spies);
        let resistance_ways: [u64; MAX_PLAYERS] = core::array::from_fn(|seat| {
            let seat = Seat(seat as u8);
            if resistance_places.contains(seat) {
                let seats = resistance_side.difference(SeatSet::only(seat));
                count(&resistance_cards, seats, false)
            } else {
                0
            }
        });
        for spy in spies.intersection(spy_defectors).iter() {
            let spy_side = spies.difference(SeatSet::only(spy));
            let spy_ways = count(&spy_cards, spy_side, true);
            if spy_ways == 0 {
                continue;
            }
            for resistance in resistance_places.iter() {
                let sides = Sides {
                    spies,
                    defectors: Some((spy, resistance)),
                    worlds: 0,
                };
                if fits(sides.spies_when(true), true) {
                    keep(sides, spy_ways * resistance_ways[resistance.index()]);
                }
            }
        }
    }
    if deduction.worlds == 0 {
        return Err(DeduceError::ImpossibleView);
    }
    Ok(deduction)
}

/// Every subset of `seats` with `size` members, each once.
fn combinations(seats: SeatSet, size: u8) -> impl Iterator<Item = SeatSet> {
    let members: crate::kernel::BoundedList<Seat, MAX_PLAYERS> = seats.iter().collect();
    let n = members.len() as u32;
    let size = u32::from(size);
    // Gosper's hack over the members' indices: the next larger number with as many
    // bits set.
    let mut next = (size <= n).then(|| if size == 0 { 0u32 } else { (1u32 << size) - 1 });
    core::iter::from_fn(move || {
        let current = next?;
        next = if current == 0 {
            None
        } else {
            let lowest = current & current.wrapping_neg();
            let ripple = current + lowest;
            let following = (((ripple ^ current) >> 2) / lowest) | ripple;
            (following < 1 << n).then_some(following)
        };
        Some(
            members
                .iter()
                .enumerate()
                .filter(|&(index, _)| current & 1 << index != 0)
                .map(|(_, &seat)| seat)
                .collect(),
        )
    })
}

impl Deduction {
    /// How many deals are consistent with the view (at least one).
    pub fn worlds(&self) -> u64 {
        self.worlds
    }

    /// In how many of them `seat` is a spy now (0 for a seat not at the table).
    pub fn spy_worlds(&self, seat: Seat) -> u64 {
        self.spy_worlds.get(seat.index()).copied().unwrap_or(0)
    }

    /// The probability that `seat` is a spy now, by current allegiance (DF4).
    pub fn spy_probability(&self, seat: Seat) -> f64 {
        self.spy_worlds(seat) as f64 / self.worlds as f64
    }

    /// The probability that at least `spies` of `team` are spies now: for a mission
    /// that needs that many Fail cards (B3), the chance it can be failed.
    pub fn spies_among(&self, team: SeatSet, spies: u8) -> f64 {
        let worlds: u64 = self
            .sides
            .iter()
            .filter(|sides| sides.spies_when(self.switched_now).intersection(team).len() >= spies)
            .map(|sides| sides.worlds)
            .sum();
        worlds as f64 / self.worlds as f64
    }

    /// The consistent deals grouped by who the spies are: each group's spies while
    /// the Defectors are not switched and while they are (the same without
    /// Defectors, DF3), and how many deals it holds. A bot that weighs deals by how
    /// likely their players' choices were (votes, proposals) weighs these groups.
    pub fn spy_groups(&self) -> impl Iterator<Item = SpyGroup> + '_ {
        self.sides.iter().map(|sides| SpyGroup {
            spies: sides.spies_when(false),
            spies_switched: sides.spies_when(true),
            worlds: sides.worlds,
        })
    }

    /// Whether the Defectors were switched during round `round` of the game this
    /// view shows (DF3), so which of a group's spy sets held then.
    pub fn switched_in(view: &PlayerView, round: u8) -> bool {
        facts::switched_in(&view.table, round)
    }

    /// In how many consistent deals `seat` was dealt `role`.
    pub fn role_worlds(&self, seat: Seat, role: Role) -> u64 {
        if seat.0 >= self.players {
            return 0;
        }
        self.sides
            .iter()
            .map(|sides| {
                let (spy_seats, resistance_seats) = sides.seats(self.players);
                if let Some((spy, resistance)) = sides.defectors {
                    if role == Role::SpyDefector || role == Role::ResistanceDefector {
                        let holder = if role == Role::SpyDefector {
                            spy
                        } else {
                            resistance
                        };
                        return if holder == seat { sides.worlds } else { 0 };
                    }
                }
                let (cards, seats, other) = match role.allegiance() {
                    Allegiance::Spy => (
                        &self.spy_cards,
                        spy_seats,
                        (&self.resistance_cards, resistance_seats),
                    ),
                    Allegiance::Resistance => (
                        &self.resistance_cards,
                        resistance_seats,
                        (&self.spy_cards, spy_seats),
                    ),
                };
                let other_side = side::ways(other.0, &self.classes, other.1);
                side::ways_with(cards, &self.classes, seats, seat, role) * other_side
            })
            .sum()
    }

    /// The probability that `seat` was dealt `role`; for [`Role::Commander`], what
    /// the Assassin wants to know (AS4).
    pub fn role_probability(&self, seat: Seat, role: Role) -> f64 {
        self.role_worlds(seat, role) as f64 / self.worlds as f64
    }

    /// The probability that `seat` holds the Commander card (AS4).
    pub fn commander_probability(&self, seat: Seat) -> f64 {
        self.role_probability(seat, Role::Commander)
    }

    /// Whether the Defectors are switched now (DF3): which side a Defector of a
    /// deal plays for.
    pub fn defectors_switched(&self) -> bool {
        self.switched_now
    }

    /// Whether `roles` (one per seat, in seat order) is one of the consistent deals.
    pub fn admits(&self, roles: &[Role]) -> bool {
        if roles.len() != usize::from(self.players) {
            return false;
        }
        let seats = || (0..self.players).map(Seat);
        let spies: SeatSet = seats()
            .filter(|seat| roles[seat.index()].allegiance() == Allegiance::Spy)
            .collect();
        let holder = |role| seats().find(|seat| roles[seat.index()] == role);
        let allowed =
            seats().all(|seat| self.classes.allowed_at(seat) & bit(roles[seat.index()]) != 0);
        let Some(sides) = self.sides.iter().find(|sides| {
            let defectors = sides
                .defectors
                .map(|_| (holder(Role::SpyDefector), holder(Role::ResistanceDefector)));
            sides.spies == spies && defectors == sides.defectors.map(|(s, r)| (Some(s), Some(r)))
        }) else {
            return false;
        };
        let (spy_seats, resistance_seats) = sides.seats(self.players);
        let dealt = |seats: SeatSet| seats.iter().map(|seat| roles[seat.index()]);
        allowed
            && self.spy_cards.are(dealt(spy_seats))
            && self.resistance_cards.are(dealt(resistance_seats))
    }

    /// One consistent deal, every one equally likely.
    pub fn sample(&self, rng: &mut GameRng) -> RoleList {
        let mut pick = side::below(rng, self.worlds);
        let sides = self
            .sides
            .iter()
            .find(|sides| {
                let found = pick < sides.worlds;
                pick = pick.saturating_sub(sides.worlds);
                found
            })
            .or(self.sides.last())
            .copied();
        self.deal(sides, rng)
    }

    /// One consistent deal from the [spy group](Deduction::spy_groups) of index
    /// `group` (the first one past the last), every deal of it equally likely: for
    /// a bot that weighs the groups itself.
    pub fn sample_in_group(&self, group: usize, rng: &mut GameRng) -> RoleList {
        let sides = self.sides.get(group).or(self.sides.first()).copied();
        self.deal(sides, rng)
    }

    fn deal(&self, sides: Option<Sides>, rng: &mut GameRng) -> RoleList {
        let mut roles = [Role::Resistance; MAX_PLAYERS];
        if let Some(sides) = sides {
            let (spy_seats, resistance_seats) = sides.seats(self.players);
            side::deal(&self.spy_cards, &self.classes, spy_seats, rng, &mut roles);
            side::deal(
                &self.resistance_cards,
                &self.classes,
                resistance_seats,
                rng,
                &mut roles,
            );
            if let Some((spy, resistance)) = sides.defectors {
                roles[spy.index()] = Role::SpyDefector;
                roles[resistance.index()] = Role::ResistanceDefector;
            }
        }
        roles[..usize::from(self.players)].iter().copied().collect()
    }
}
