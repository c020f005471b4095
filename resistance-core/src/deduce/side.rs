//! One side's cards dealt to that side's seats: how many ways there are, and one
//! of them at random.
//!
//! Seats whose sightings allow the same roles are interchangeable, so a side is
//! counted from how many of its seats fall in each such class, never seat by seat:
//! a class of `q` seats that receives `t` special cards can take them in
//! `q × (q − 1) × … × (q − t + 1)` ways, and its other seats take the plain card.

use crate::{
    kernel::{BoundedList, GameRng, MAX_PLAYERS, Seat, SeatSet},
    resistance::role::Role,
};

/// A set of roles, one bit per role by declaration order.
pub(crate) type Roles = u16;

/// The bit of one role.
pub(crate) const fn bit(role: Role) -> Roles {
    1 << role as u16
}

/// Classes of seats by the roles they allow: during play at most one per kind of
/// sighting and the viewer's own seat, once the game is over one per role.
pub(crate) const CLASSES: usize = MAX_PLAYERS;

/// Special cards of one side at most (the spies: Assassin, False Commander, Deep
/// Cover, Blind Spy, Spy Defector at ten players, where four spy cards allow four).
const SPECIALS: usize = 5;

/// The cards of one side: copies of its plain card and its special cards, each once.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Cards {
    /// The plain card of the side.
    pub(crate) plain: Role,
    /// The special cards, each dealt once.
    pub(crate) specials: BoundedList<Role, SPECIALS>,
}

impl Cards {
    /// Whether `roles` are exactly these cards: the specials once each, the rest
    /// plain.
    pub(crate) fn are(&self, roles: impl Iterator<Item = Role> + Clone) -> bool {
        let specials_once = self
            .specials
            .iter()
            .all(|&special| roles.clone().filter(|&role| role == special).count() == 1);
        let only_these = roles
            .clone()
            .all(|role| role == self.plain || self.specials.contains(&role));
        specials_once && only_these
    }
}

/// The seats of the table grouped by the roles each allows.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct Classes {
    /// The roles each class allows.
    pub(crate) allowed: BoundedList<Roles, CLASSES>,
    /// The seats of each class.
    pub(crate) seats: [SeatSet; CLASSES],
}

impl Classes {
    /// Groups seats by their allowed roles.
    pub(crate) fn of(domains: &[Roles]) -> Option<Classes> {
        // At most one class per seat, and at most MAX_PLAYERS seats: never `None`
        // for a table's domains.
        let mut classes = Classes::default();
        for (index, &allowed) in domains.iter().enumerate() {
            let class = match classes.allowed.iter().position(|&a| a == allowed) {
                Some(class) => class,
                None => {
                    classes.allowed.push(allowed).ok()?;
                    classes.allowed.len() - 1
                }
            };
            classes.seats[class].insert(Seat(index as u8));
        }
        Some(classes)
    }

    /// The roles `seat` may hold (none for a seat not at the table).
    pub(crate) fn allowed_at(&self, seat: Seat) -> Roles {
        (0..CLASSES)
            .find(|&class| self.seats[class].contains(seat))
            .and_then(|class| self.allowed.get(class).copied())
            .unwrap_or(0)
    }

    /// How many of `seats` fall in each class.
    fn sizes(&self, seats: SeatSet) -> [u8; CLASSES] {
        core::array::from_fn(|class| self.seats[class].intersection(seats).len())
    }
}

/// The ways a class of `size` seats takes `taken` distinct special cards, its other
/// seats the plain card: `size × (size − 1) × … × (size − taken + 1)`, or none when
/// it has too few seats, or seats left over that may not hold the plain card.
fn class_ways(size: u8, taken: u32, plain: bool) -> u64 {
    let size = u32::from(size);
    if taken > size || (taken < size && !plain) {
        return 0;
    }
    (0..taken).fold(1, |ways, i| ways * u64::from(size - i))
}

/// The special cards (as a bit mask over `cards.specials`) that class `class`
/// allows, and whether it allows the plain card.
fn allows(cards: &Cards, classes: &Classes, class: usize) -> (u32, bool) {
    let allowed = classes.allowed.get(class).copied().unwrap_or(0);
    let specials = cards
        .specials
        .iter()
        .enumerate()
        .filter(|&(_, &role)| allowed & bit(role) != 0)
        .fold(0, |mask, (index, _)| mask | 1 << index);
    (specials, allowed & bit(cards.plain) != 0)
}

/// `suffix[c][m]`: the ways to deal the rest from class `c` on, with the specials
/// `m` dealt.
type Suffix = [[u64; 1 << SPECIALS]; CLASSES + 1];

/// The ways to deal `cards` to seats with these class sizes, where `pinned` (one
/// special card by index, and a class) must go to that class; `suffix[c][m]` is
/// filled with the ways to finish from class `c` with the specials `m` dealt.
fn count_into(
    cards: &Cards,
    classes: &Classes,
    sizes: &[u8; CLASSES],
    pinned: Option<(usize, usize)>,
    suffix: &mut Suffix,
) -> u64 {
    let all = (1u32 << cards.specials.len()) - 1;
    let used = classes.allowed.len();
    // Only the rows and columns this count reads (the whole table is 2.8 kB, and a
    // deduction counts hundreds of sides).
    for row in suffix.iter_mut().take(used + 1) {
        row[..=all as usize].fill(0);
    }
    suffix[used][all as usize] = 1;
    for class in (0..used).rev() {
        let (mut specials, plain) = allows(cards, classes, class);
        // The pinned card goes to its class and nowhere else.
        let pin = pinned.map(|(card, pinned_class)| (1u32 << card, class == pinned_class));
        if let Some((card, false)) = pin {
            specials &= !card;
        }
        let size = sizes[class];
        for dealt in 0..=all {
            let free = all & !dealt & specials;
            let mut ways = 0;
            for given in subsets(free) {
                if let Some((card, true)) = pin {
                    if (dealt | given) & card == 0 {
                        continue;
                    }
                }
                ways += class_ways(size, given.count_ones(), plain)
                    * suffix[class + 1][(dealt | given) as usize];
            }
            suffix[class][dealt as usize] = ways;
        }
    }
    suffix[0][0]
}

/// One side's deal counts, remembered twice: by the side's class sizes (the
/// count depends on nothing else, and many seat sets share a few sizes) and by
/// the side's seats (a table asks for the same seats over and over while it walks
/// the spy sets: at ten players after a Defector switch, thousands of candidates
/// share a few hundred seat sets, and a search of the sizes for each was the
/// slowest part of a deduction).
#[derive(Clone, Debug)]
pub(crate) struct Counter {
    by_sizes: alloc::vec::Vec<([u8; CLASSES], u64)>,
    /// The counting table, kept: a fresh one per count was most of a deduction's
    /// time, spent zeroing it.
    suffix: Suffix,
    /// Indexed by the seat set's bits; `u64::MAX` until counted.
    by_seats: alloc::vec::Vec<u64>,
}

impl Default for Counter {
    fn default() -> Self {
        Counter {
            by_sizes: alloc::vec::Vec::new(),
            suffix: [[0; 1 << SPECIALS]; CLASSES + 1],
            by_seats: alloc::vec::Vec::new(),
        }
    }
}

impl Counter {
    /// The ways to deal `cards` to `seats` with every seat's roles allowed.
    pub(crate) fn ways(&mut self, cards: &Cards, classes: &Classes, seats: SeatSet) -> u64 {
        let index = usize::from(seats.bits());
        if self.by_seats.len() <= index {
            // As far as the seats asked about reach: 32 entries at five players.
            self.by_seats
                .resize((index + 1).next_power_of_two(), u64::MAX);
        }
        if self.by_seats[index] != u64::MAX {
            return self.by_seats[index];
        }
        let sizes = classes.sizes(seats);
        let ways = match self.by_sizes.iter().find(|(known, _)| *known == sizes) {
            Some(&(_, ways)) => ways,
            None => {
                let ways = count_into(cards, classes, &sizes, None, &mut self.suffix);
                self.by_sizes.push((sizes, ways));
                ways
            }
        };
        self.by_seats[index] = ways;
        ways
    }
}

/// The ways to deal `cards` to `seats` with every seat's roles allowed.
pub(crate) fn ways(cards: &Cards, classes: &Classes, seats: SeatSet) -> u64 {
    let mut suffix = [[0; 1 << SPECIALS]; CLASSES + 1];
    count_into(cards, classes, &classes.sizes(seats), None, &mut suffix)
}

/// The ways to deal `cards` to `seats` with `seat` holding `role`.
pub(crate) fn ways_with(
    cards: &Cards,
    classes: &Classes,
    seats: SeatSet,
    seat: Seat,
    role: Role,
) -> u64 {
    if !seats.contains(seat) {
        return 0;
    }
    let Some(class) = (0..CLASSES).find(|&class| classes.seats[class].contains(seat)) else {
        return 0;
    };
    let sizes = classes.sizes(seats);
    let mut suffix = [[0; 1 << SPECIALS]; CLASSES + 1];
    let size = u64::from(sizes[class]);
    match cards.specials.iter().position(|&special| special == role) {
        // The card is in the seat's class, on any of its seats alike.
        Some(card) => count_into(cards, classes, &sizes, Some((card, class)), &mut suffix) / size,
        None if role == cards.plain => {
            let all = count_into(cards, classes, &sizes, None, &mut suffix);
            let special: u64 = (0..cards.specials.len())
                .map(|card| count_into(cards, classes, &sizes, Some((card, class)), &mut suffix))
                .sum();
            // Every seat of the class holds a special card in `special / size` of
            // the deals, and the plain card in the others.
            all - special / size
        }
        None => 0,
    }
}

/// Deals `cards` to `seats` uniformly among the ways allowed, writing into `roles`;
/// `false` (and `roles` unchanged) when there is none.
pub(crate) fn deal(
    cards: &Cards,
    classes: &Classes,
    seats: SeatSet,
    rng: &mut GameRng,
    roles: &mut [Role; MAX_PLAYERS],
) -> bool {
    let sizes = classes.sizes(seats);
    let mut suffix = [[0; 1 << SPECIALS]; CLASSES + 1];
    if count_into(cards, classes, &sizes, None, &mut suffix) == 0 {
        return false;
    }
    let all = (1u32 << cards.specials.len()) - 1;
    let mut dealt = 0u32;
    for class in 0..classes.allowed.len() {
        let (specials, plain) = allows(cards, classes, class);
        let free = all & !dealt & specials;
        let size = sizes[class];
        // Which specials this class takes, weighted by the ways to finish from there.
        let mut pick = below(rng, suffix[class][dealt as usize]);
        let mut chosen = 0;
        for given in subsets(free) {
            let ways = class_ways(size, given.count_ones(), plain)
                * suffix[class + 1][(dealt | given) as usize];
            if pick < ways {
                chosen = given;
                break;
            }
            pick -= ways;
        }
        dealt |= chosen;
        // The class's seats in random order: the first take the specials, in card
        // order, the others the plain card.
        let mut order: BoundedList<Seat, MAX_PLAYERS> =
            classes.seats[class].intersection(seats).iter().collect();
        rng.shuffle(order.as_mut_slice());
        let mut specials_given = cards
            .specials
            .iter()
            .enumerate()
            .filter(|&(card, _)| chosen & 1 << card != 0)
            .map(|(_, &role)| role);
        for seat in order.iter() {
            roles[seat.index()] = specials_given.next().unwrap_or(cards.plain);
        }
    }
    true
}

/// Every subset of `mask`, itself first and the empty set last.
fn subsets(mask: u32) -> impl Iterator<Item = u32> {
    let mut next = Some(mask);
    core::iter::from_fn(move || {
        let given = next?;
        next = (given != 0).then(|| (given - 1) & mask);
        Some(given)
    })
}

/// A uniform number below `n` (0 when `n` is 0).
pub(crate) fn below(rng: &mut GameRng, n: u64) -> u64 {
    match u32::try_from(n) {
        Ok(n) => u64::from(rng.below(n)),
        // More deals than fit 32 bits cannot happen at ten players (10! < 2^32);
        // a plain remainder keeps this total anyway.
        Err(_) => rng.next_word() % n,
    }
}
