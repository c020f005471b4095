//! Roles (the character cards) and allegiances (the two sides).

use crate::{bounded::BoundedList, seat::MAX_PLAYERS};

/// The side a player plays for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub enum Allegiance {
    /// The Resistance: wins with three successful missions (B12).
    #[default]
    Resistance,
    /// The spies: win with three failed missions or five rejected teams (B9, B12).
    Spy,
}

/// The character card a player was dealt.
///
/// The Hidden Agenda modules add characters; matches on `Role` outside this crate
/// need a wildcard arm.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
pub enum Role {
    /// A plain Resistance card.
    #[default]
    Resistance,
    /// A plain Spy card.
    Spy,
}

impl Role {
    /// The side this card starts on.
    pub const fn allegiance(self) -> Allegiance {
        match self {
            Role::Resistance => Allegiance::Resistance,
            Role::Spy => Allegiance::Spy,
        }
    }
}

/// One role per seat, in seat order.
pub type RoleList = BoundedList<Role, MAX_PLAYERS>;
