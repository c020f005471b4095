//! Seats around the table and sets of seats.
//!
//! Seats are numbered `0..players` clockwise. A [`SeatSet`] is a 16-bit set that is
//! `Copy`, so teams, audiences and "who has voted" cost no allocation.

use core::fmt;
use thiserror::Error;

/// The most players any game of this crate seats (B1).
pub const MAX_PLAYERS: usize = 10;

/// A seat number that does not exist at this table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[error("there is no seat {seat}: this table seats players 0 to {last}", last = .players.saturating_sub(1))]
pub struct NoSuchSeat {
    /// The seat number asked for.
    pub seat: u8,
    /// Players at the table.
    pub players: u8,
}

/// One seat at the table, numbered clockwise from 0.
///
/// In JSON a seat is a plain number.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(transparent))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Seat(pub u8);

impl Seat {
    /// The seat's number as an index.
    pub const fn index(self) -> usize {
        self.0 as usize
    }

    /// Whether the seat is at a table of `players`; if not, the error that says so.
    #[inline(always)]
    pub(crate) const fn at_table(self, players: u8) -> Result<(), NoSuchSeat> {
        if self.0 < players {
            Ok(())
        } else {
            Err(self.not_at_table(players))
        }
    }

    /// The seat's entry in `items`, a list of one entry per seat of a table of
    /// `players`; if the seat is not at that table (or the list is short of it), the
    /// error that says so, as [`Seat::at_table`]'s.
    #[inline]
    pub(crate) fn entry<T>(self, items: &[T], players: u8) -> Result<&T, NoSuchSeat> {
        match items.get(self.index()) {
            Some(item) if self.0 < players => Ok(item),
            _ => Err(self.not_at_table(players)),
        }
    }

    /// The error for this seat at a table of `players`, which it is not at.
    #[inline(always)]
    const fn not_at_table(self, players: u8) -> NoSuchSeat {
        NoSuchSeat {
            seat: self.0,
            players,
        }
    }

    /// The next seat clockwise at a table of `players`.
    pub const fn next(self, players: u8) -> Seat {
        if players == 0 {
            return self;
        }
        Seat(((self.0 as u16 + 1) % players as u16) as u8)
    }

    /// The previous seat (counter-clockwise) at a table of `players`.
    pub const fn previous(self, players: u8) -> Seat {
        if players == 0 {
            return self;
        }
        Seat(((self.0 as u16 + players as u16 - 1) % players as u16) as u8)
    }
}

impl From<u8> for Seat {
    fn from(number: u8) -> Self {
        Seat(number)
    }
}

impl fmt::Display for Seat {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "seat {}", self.0)
    }
}

/// The largest seat number a [`SeatSet`] can hold, plus one.
const SET_CAPACITY: u8 = SeatSet::CAPACITY;

/// `FIRST_SEATS[n]`: the bits of seats 0 to `n - 1`, for [`SeatSet::all`].
const FIRST_SEATS: [u16; SET_CAPACITY as usize + 1] = {
    let mut sets = [0; SET_CAPACITY as usize + 1];
    let mut n = 1;
    while n <= SET_CAPACITY as usize {
        sets[n] = (sets[n - 1] << 1) | 1;
        n += 1;
    }
    sets
};

/// How many bits each byte has set, for [`SeatSet::len`].
#[cfg(not(any(target_feature = "popcnt", target_arch = "wasm32", target_arch = "aarch64")))]
const BYTE_COUNTS: [u8; 256] = {
    let mut counts = [0; 256];
    let mut byte = 0;
    while byte < 256 {
        counts[byte] = (byte as u8).count_ones() as u8;
        byte += 1;
    }
    counts
};

/// A set of seats, stored as bits. `Copy`, allocation-free, ordered by seat number.
///
/// In JSON a set is an array of seat numbers in ascending order.
#[derive(Clone, Copy, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(type = "Array<Seat>"))]
pub struct SeatSet(u16);

impl SeatSet {
    /// How many seats a set can hold: seats 0 to 15.
    pub const CAPACITY: u8 = 16;

    /// The empty set.
    pub const EMPTY: SeatSet = SeatSet(0);

    /// Every seat of a table of `players` (at most 16).
    // A table look-up rather than a shift and a branch: a playout asks for every
    // seat several times a step, and the look-up is half the instructions.
    pub const fn all(players: u8) -> SeatSet {
        let held = if players < SET_CAPACITY {
            players
        } else {
            SET_CAPACITY
        };
        SeatSet(FIRST_SEATS[held as usize])
    }

    /// A set holding one seat (empty when the seat cannot be held).
    pub const fn only(seat: Seat) -> SeatSet {
        if seat.0 < SET_CAPACITY {
            SeatSet(1 << seat.0)
        } else {
            SeatSet::EMPTY
        }
    }

    /// The raw bits: bit `i` is seat `i`.
    pub const fn bits(self) -> u16 {
        self.0
    }

    /// The set with these raw bits.
    pub const fn from_bits(bits: u16) -> SeatSet {
        SeatSet(bits)
    }

    /// Whether `seat` is in the set.
    pub const fn contains(self, seat: Seat) -> bool {
        seat.0 < SET_CAPACITY && self.0 & (1 << seat.0) != 0
    }

    /// Adds `seat`; returns `false` when it was already there or cannot be held.
    // Without branches: teams, agendas and command checks insert seat after seat.
    pub fn insert(&mut self, seat: Seat) -> bool {
        let bit = SeatSet::only(seat).0;
        let added = self.0 & bit == 0 && bit != 0;
        self.0 |= bit;
        added
    }

    /// Removes `seat`; returns whether it was there.
    pub fn remove(&mut self, seat: Seat) -> bool {
        let was = self.contains(seat);
        self.0 &= !SeatSet::only(seat).0;
        was
    }

    /// How many seats the set holds.
    pub const fn len(self) -> u8 {
        // Where the target has no population-count instruction (baseline x86-64,
        // whose count the compiler spells out in 17 instructions, and small cores),
        // two lookups in a table of byte counts take 4: a playout asks on every step.
        #[cfg(not(any(
            target_feature = "popcnt",
            target_arch = "wasm32",
            target_arch = "aarch64"
        )))]
        {
            let [low, high] = self.0.to_le_bytes();
            BYTE_COUNTS[low as usize] + BYTE_COUNTS[high as usize]
        }
        #[cfg(any(target_feature = "popcnt", target_arch = "wasm32", target_arch = "aarch64"))]
        {
            self.0.count_ones() as u8
        }
    }

    /// Whether the set is empty.
    pub const fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// Seats in either set.
    pub const fn union(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 | other.0)
    }

    /// Seats in both sets.
    pub const fn intersection(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 & other.0)
    }

    /// Seats in `self` but not in `other`.
    pub const fn difference(self, other: SeatSet) -> SeatSet {
        SeatSet(self.0 & !other.0)
    }

    /// Whether every seat of `self` is in `other`.
    pub const fn is_subset(self, other: SeatSet) -> bool {
        self.0 & !other.0 == 0
    }

    /// The seats in ascending order.
    pub fn iter(self) -> SeatIter {
        SeatIter(self.0)
    }
}

impl fmt::Debug for SeatSet {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_set().entries(self.iter().map(|s| s.0)).finish()
    }
}

impl FromIterator<Seat> for SeatSet {
    fn from_iter<I: IntoIterator<Item = Seat>>(seats: I) -> Self {
        let mut set = SeatSet::EMPTY;
        for seat in seats {
            set.insert(seat);
        }
        set
    }
}

impl IntoIterator for SeatSet {
    type Item = Seat;
    type IntoIter = SeatIter;
    fn into_iter(self) -> SeatIter {
        self.iter()
    }
}

/// Iterator over a [`SeatSet`] in ascending seat order.
#[derive(Clone, Debug)]
pub struct SeatIter(u16);

impl Iterator for SeatIter {
    type Item = Seat;
    fn next(&mut self) -> Option<Seat> {
        if self.0 == 0 {
            return None;
        }
        let lowest = self.0.trailing_zeros() as u8;
        self.0 &= self.0 - 1;
        Some(Seat(lowest))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = usize::from(SeatSet(self.0).len());
        (n, Some(n))
    }
}

impl ExactSizeIterator for SeatIter {}

#[cfg(feature = "serde")]
mod wire {
    use super::{SET_CAPACITY, Seat, SeatSet};
    use core::fmt;
    use serde::{Deserialize, Deserializer, Serialize, Serializer, ser::SerializeSeq};

    impl Serialize for SeatSet {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            let mut seq = serializer.serialize_seq(Some(self.len() as usize))?;
            for seat in self.iter() {
                seq.serialize_element(&seat)?;
            }
            seq.end()
        }
    }

    impl<'de> Deserialize<'de> for SeatSet {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            crate::kernel::wire::set_from_array(
                deserializer,
                "an array of distinct seat numbers below 16",
                SeatSet::EMPTY,
                |set, seat: Seat| {
                    if seat.0 >= SET_CAPACITY {
                        Err(Refused::OutOfRange(seat))
                    } else if !set.insert(seat) {
                        Err(Refused::Twice(seat))
                    } else {
                        Ok(())
                    }
                },
            )
        }
    }

    /// Why a seat was refused in an array of seats.
    enum Refused {
        OutOfRange(Seat),
        Twice(Seat),
    }

    impl fmt::Display for Refused {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            match self {
                Refused::OutOfRange(seat) => write!(
                    f,
                    "seat {} is out of range (a set holds seats 0 to 15)",
                    seat.0
                ),
                Refused::Twice(seat) => write!(f, "seat {} appears twice in a set", seat.0),
            }
        }
    }
}

/// The seats a leader names for a team, or a player for a hidden agenda, as given:
/// order and repeats are kept so that a repeated seat can be refused rather than
/// silently merged. It holds as many seats as a [`SeatSet`] can, so a list made
/// from a set never drops one.
pub type TeamList = crate::kernel::BoundedList<Seat, { SeatSet::CAPACITY as usize }>;

impl TeamList {
    /// The seats of `set` as a list, in ascending order.
    pub(crate) fn from_set(set: SeatSet) -> TeamList {
        let mut list = TeamList::new();
        for seat in set {
            // The list holds every seat a set can hold: this never fails.
            let _ = list.push(seat);
        }
        list
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn set_operations_follow_the_bits() {
        let mut set = SeatSet::EMPTY;
        assert!(set.insert(Seat(3)));
        assert!(!set.insert(Seat(3)));
        assert!(set.insert(Seat(0)));
        assert!(!set.insert(Seat(16)));
        assert_eq!(set.len(), 2);
        assert_eq!(
            set.iter().collect::<alloc::vec::Vec<_>>(),
            [Seat(0), Seat(3)]
        );
        assert!(set.remove(Seat(0)));
        assert!(!set.remove(Seat(0)));
        assert!(set.is_subset(SeatSet::all(5)));
        assert!(!SeatSet::all(3).is_subset(set));
        assert_eq!(SeatSet::all(16).len(), 16);
    }

    /// `all(n)` holds exactly the seats below `n`, all sixteen from 16 players up.
    #[test]
    fn all_holds_every_seat_below_the_player_count() {
        for players in 0..=u8::MAX {
            let expected: SeatSet = (0..players.min(SeatSet::CAPACITY)).map(Seat).collect();
            assert_eq!(SeatSet::all(players), expected, "{players} players");
        }
    }

    /// Seats a set cannot hold (16 and up) are in no set and change none.
    #[test]
    fn seats_past_the_capacity_are_never_held() {
        let full = SeatSet::from_bits(u16::MAX);
        for seat in [16, 17, 31, 32, 33, 63, 64, 200, 255].map(Seat) {
            assert_eq!(SeatSet::only(seat), SeatSet::EMPTY, "{seat}");
            assert!(!full.contains(seat), "{seat}");
            let mut set = full;
            assert!(!set.insert(seat), "{seat}");
            assert!(!set.remove(seat), "{seat}");
            assert_eq!(set, full);
        }
        for index in 0..16 {
            assert_eq!(SeatSet::only(Seat(index)).bits(), 1 << index);
        }
    }

    #[test]
    fn len_counts_every_set_of_bits() {
        for bits in 0..=u16::MAX {
            assert_eq!(
                u32::from(SeatSet(bits).len()),
                bits.count_ones(),
                "{bits:#x}"
            );
        }
    }

    #[test]
    fn clockwise_wraps_around() {
        assert_eq!(Seat(6).next(7), Seat(0));
        assert_eq!(Seat(0).previous(7), Seat(6));
        assert_eq!(Seat(2).next(7), Seat(3));
    }
}
