//! The reveal table: who learns whom at setup.
//!
//! All setup knowledge comes from here. A row says "every player whose role is among
//! the observers learns every *other* player whose role is among the observed, seen as
//! this appearance". The views, the setup events and the tests all read the same rows,
//! so a module adds knowledge by adding rows, never by special cases in the flow.

use crate::{
    kernel::{Seat, SeatSet},
    resistance::{config::GameConfig, role::Role},
};

/// How a player appears to someone who learned about them at setup.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Appearance {
    /// Seen as a spy.
    #[default]
    Spy,
    /// Seen as the Commander or the False Commander, without knowing which (AS2).
    CommanderCandidate,
    /// Seen as the other Defector (DF5).
    Defector,
}

/// One fact learned at setup: this seat appears as that.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Sighting {
    /// The seat learned about.
    pub seat: Seat,
    /// What the observer learned it to be.
    pub appears_as: Appearance,
}

/// How many kinds of [`Appearance`] there are.
const APPEARANCES: usize = 3;

impl Appearance {
    const ALL: [Appearance; APPEARANCES] = [
        Appearance::Spy,
        Appearance::CommanderCandidate,
        Appearance::Defector,
    ];
}

/// Everything one seat learned at setup: at most one [`Sighting`] per other seat.
///
/// Stored as one set of seats per appearance (6 bytes), because it travels in an
/// event and every event of a command is returned by value. In JSON it is an array of
/// sightings in seat order.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
#[cfg_attr(feature = "ts", ts(type = "Array<Sighting>"))]
pub struct Sightings {
    seen_as: [SeatSet; APPEARANCES],
}

impl Sightings {
    /// No sightings.
    pub const NONE: Sightings = Sightings {
        seen_as: [SeatSet::EMPTY; APPEARANCES],
    };

    /// How `seat` appeared, if it was seen.
    pub fn get(&self, seat: Seat) -> Option<Appearance> {
        Appearance::ALL
            .into_iter()
            .zip(self.seen_as)
            .find(|(_, seats)| seats.contains(seat))
            .map(|(appearance, _)| appearance)
    }

    /// Records a sighting; a seat already seen keeps its first appearance.
    pub fn insert(&mut self, sighting: Sighting) -> bool {
        if self.get(sighting.seat).is_some() {
            return false;
        }
        self.seen_as[sighting.appears_as as usize].insert(sighting.seat)
    }

    /// Every seat seen, whatever as.
    pub fn seats(&self) -> SeatSet {
        self.seen_as
            .iter()
            .fold(SeatSet::EMPTY, |all, &seats| all.union(seats))
    }

    /// The sightings in seat order.
    pub fn iter(&self) -> impl Iterator<Item = Sighting> + '_ {
        self.seats().iter().filter_map(|seat| {
            self.get(seat)
                .map(|appears_as| Sighting { seat, appears_as })
        })
    }

    /// How many seats were seen.
    pub fn len(&self) -> usize {
        self.seats().len() as usize
    }

    /// Whether nothing was seen.
    pub fn is_empty(&self) -> bool {
        self.seats().is_empty()
    }
}

impl FromIterator<Sighting> for Sightings {
    fn from_iter<I: IntoIterator<Item = Sighting>>(sightings: I) -> Self {
        let mut all = Sightings::NONE;
        for sighting in sightings {
            all.insert(sighting);
        }
        all
    }
}

#[cfg(feature = "serde")]
mod wire {
    use super::{Sighting, Sightings};
    use serde::{Deserialize, Deserializer, Serialize, Serializer};

    impl Serialize for Sightings {
        fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
            serializer.collect_seq(self.iter())
        }
    }

    impl<'de> Deserialize<'de> for Sightings {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            crate::kernel::wire::set_from_array(
                deserializer,
                "an array of sightings, one per seat at most",
                Sightings::NONE,
                |all, sighting: Sighting| {
                    if sighting.seat.0 >= crate::kernel::SeatSet::CAPACITY || !all.insert(sighting)
                    {
                        Err("a seat out of range or seen twice")
                    } else {
                        Ok(())
                    }
                },
            )
        }
    }
}

/// A set of roles, as bits indexed by the role's discriminant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RoleSet(u32);

impl RoleSet {
    pub(crate) const fn of(role: Role) -> RoleSet {
        RoleSet(1 << role as u32)
    }

    pub(crate) const fn with(self, role: Role) -> RoleSet {
        RoleSet(self.0 | RoleSet::of(role).0)
    }

    pub(crate) const fn contains(self, role: Role) -> bool {
        self.0 & (1 << role as u32) != 0
    }
}

/// One row of the reveal table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RevealRow {
    pub(crate) observers: RoleSet,
    pub(crate) observed: RoleSet,
    pub(crate) appears_as: Appearance,
}

/// The spies who open their eyes at setup: all but the Blind Spy and the Spy
/// Defector (B4, AS2, DF2).
const SEEING_SPIES: RoleSet = RoleSet::of(Role::Spy)
    .with(Role::Assassin)
    .with(Role::FalseCommander)
    .with(Role::DeepCover);

/// The rows every game uses; roles that were not dealt simply match nobody.
const ROWS: &[RevealRow] = &[
    // B4, AS2, DF2: the spies learn each other and the Spy Defector; the Blind Spy
    // neither learns nor is learned; the Spy Defector learns nobody.
    RevealRow {
        observers: SEEING_SPIES,
        observed: SEEING_SPIES.with(Role::SpyDefector),
        appears_as: Appearance::Spy,
    },
    // AS2, DF2: the Commander learns every spy but the Deep Cover.
    RevealRow {
        observers: RoleSet::of(Role::Commander),
        observed: RoleSet::of(Role::Spy)
            .with(Role::Assassin)
            .with(Role::FalseCommander)
            .with(Role::BlindSpy)
            .with(Role::SpyDefector),
        appears_as: Appearance::Spy,
    },
    // AS2: the Body Guard learns the Commander and the False Commander, not which is
    // which.
    RevealRow {
        observers: RoleSet::of(Role::BodyGuard),
        observed: RoleSet::of(Role::Commander).with(Role::FalseCommander),
        appears_as: Appearance::CommanderCandidate,
    },
];

/// DF5, variant 2: the Defectors learn each other.
const DEFECTORS_MEET: RevealRow = RevealRow {
    observers: RoleSet::of(Role::ResistanceDefector).with(Role::SpyDefector),
    observed: RoleSet::of(Role::ResistanceDefector).with(Role::SpyDefector),
    appears_as: Appearance::Defector,
};

/// The rows in force for a configuration, in the order the reveal script reads them.
pub(crate) fn reveal_table(config: &GameConfig) -> impl Iterator<Item = &'static RevealRow> {
    ROWS.iter()
        .chain(defectors_meet(config).then_some(&DEFECTORS_MEET))
}

/// DF5: whether the configuration plays variant 2, where the Defectors meet.
fn defectors_meet(config: &GameConfig) -> bool {
    config.defector == Some(crate::resistance::config::DefectorVariant::KnowEachOther)
}

/// How a player holding `observed` appears at setup to one holding `observer`, if at
/// all: the first matching row decides. `defectors_meet` is DF5's variant 2.
pub(crate) fn appearance(
    defectors_meet: bool,
    observer: Role,
    observed: Role,
) -> Option<Appearance> {
    ROWS.iter()
        .chain(defectors_meet.then_some(&DEFECTORS_MEET))
        .find(|row| row.observers.contains(observer) && row.observed.contains(observed))
        .map(|row| row.appears_as)
}

/// What `observer` learns at setup, given everyone's dealt role.
pub(crate) fn sightings(config: &GameConfig, roles: &[Role], observer: Seat) -> Sightings {
    let mut learned = Sightings::NONE;
    let Some(&observer_role) = roles.get(observer.index()) else {
        return learned;
    };
    let defectors_meet = defectors_meet(config);
    for (index, &role) in roles.iter().enumerate() {
        let seat = Seat(index as u8);
        if seat == observer {
            continue;
        }
        if let Some(appears_as) = appearance(defectors_meet, observer_role, role) {
            learned.insert(Sighting { seat, appears_as });
        }
    }
    learned
}
