//! The reveal table: who learns whom at setup.
//!
//! All setup knowledge comes from here. A row says "every player whose role is among
//! the observers learns every *other* player whose role is among the observed, seen as
//! this appearance". The views, the setup events and the tests all read the same rows,
//! so a module adds knowledge by adding rows, never by special cases in the flow.

use crate::{
    bounded::BoundedList,
    config::GameConfig,
    role::Role,
    seat::{MAX_PLAYERS, Seat},
};

/// How a player appears to someone who learned about them at setup.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub enum Appearance {
    /// Seen as a spy.
    #[default]
    Spy,
}

/// One fact learned at setup: this seat appears as that.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct Sighting {
    /// The seat learned about.
    pub seat: Seat,
    /// What the observer learned it to be.
    pub appears_as: Appearance,
}

/// Everything one seat learned at setup, in seat order.
pub type Sightings = BoundedList<Sighting, { MAX_PLAYERS - 1 }>;

/// A set of roles, as bits indexed by the role's discriminant.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct RoleSet(u32);

impl RoleSet {
    pub(crate) const fn of(role: Role) -> RoleSet {
        RoleSet(1 << role as u32)
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

/// B4: every spy learns every other spy; the Resistance learns nothing.
const BASE_ROWS: &[RevealRow] = &[RevealRow {
    observers: RoleSet::of(Role::Spy),
    observed: RoleSet::of(Role::Spy),
    appears_as: Appearance::Spy,
}];

/// The rows in force for a configuration. Modules that change setup knowledge
/// (AS2, DF2, DF5) contribute their rows here.
pub(crate) fn reveal_table(_config: &GameConfig) -> impl Iterator<Item = &'static RevealRow> {
    BASE_ROWS.iter()
}

/// What `observer` learns at setup, given everyone's dealt role. For each other seat
/// the first matching row decides how it appears.
pub(crate) fn sightings(config: &GameConfig, roles: &[Role], observer: Seat) -> Sightings {
    let mut learned = Sightings::new();
    let Some(&observer_role) = roles.get(observer.index()) else {
        return learned;
    };
    for (index, &role) in roles.iter().enumerate() {
        let seat = Seat(index as u8);
        if seat == observer {
            continue;
        }
        let row = reveal_table(config)
            .find(|row| row.observers.contains(observer_role) && row.observed.contains(role));
        if let Some(row) = row {
            // At most one sighting per other seat, so this never overflows.
            let _ = learned.push(Sighting {
                seat,
                appears_as: row.appears_as,
            });
        }
    }
    learned
}
