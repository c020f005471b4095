//! Roles: the character cards of the base game and its modules.

use crate::kernel::{Allegiance, BoundedList, MAX_PLAYERS};

/// The character card a player was dealt.
///
/// The Hidden Agenda modules add characters; matches on `Role` outside this crate
/// need a wildcard arm.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Role {
    /// A plain Resistance card.
    #[default]
    Resistance,
    /// A plain Spy card.
    Spy,
    /// Resistance; knows the spies but the Deep Cover (AS1, AS2); the Assassin hunts
    /// them after a third success (AS4).
    Commander,
    /// Spy; names the Commander after a third success (AS4).
    Assassin,
    /// Resistance; knows the Commander and False Commander as candidates (AS2).
    BodyGuard,
    /// Spy; shows up as a Commander candidate to the Body Guard (AS2).
    FalseCommander,
    /// Spy; hidden from the Commander (AS2).
    DeepCover,
    /// Spy; neither learns the other spies nor is learned by them (AS2).
    BlindSpy,
    /// Starts Resistance; swaps sides with the Spy Defector on a Switch card (DF1, DF3).
    ResistanceDefector,
    /// Starts a spy; known to the spies, knows none of them (DF1, DF2).
    SpyDefector,
}

impl Role {
    /// Every role, in declaration order.
    pub const ALL: [Role; 10] = [
        Role::Resistance,
        Role::Spy,
        Role::Commander,
        Role::Assassin,
        Role::BodyGuard,
        Role::FalseCommander,
        Role::DeepCover,
        Role::BlindSpy,
        Role::ResistanceDefector,
        Role::SpyDefector,
    ];

    /// The side this card starts on (a Defector may switch later, DF3).
    pub const fn allegiance(self) -> Allegiance {
        match self {
            Role::Resistance | Role::Commander | Role::BodyGuard | Role::ResistanceDefector => {
                Allegiance::Resistance
            }
            Role::Spy
            | Role::Assassin
            | Role::FalseCommander
            | Role::DeepCover
            | Role::BlindSpy
            | Role::SpyDefector => Allegiance::Spy,
        }
    }

    /// Whether this is one of the two Defectors (DF1).
    pub const fn is_defector(self) -> bool {
        matches!(self, Role::ResistanceDefector | Role::SpyDefector)
    }

    /// Each role's name in the wire format, in the order of [`Role::ALL`].
    #[cfg(feature = "serde")]
    const WIRE_NAMES: [&'static str; 10] = [
        "resistance",
        "spy",
        "commander",
        "assassin",
        "bodyGuard",
        "falseCommander",
        "deepCover",
        "blindSpy",
        "resistanceDefector",
        "spyDefector",
    ];
}

// Read by hand rather than derived: the derive's reader matches every name twice
// (as a string and as bytes), and the npm main module, held to a size budget, reads
// roles only in a host's deal. A test holds the names to the derived writer's.
#[cfg(feature = "serde")]
impl<'de> serde::Deserialize<'de> for Role {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Role, D::Error> {
        struct Name;
        impl serde::de::Visitor<'_> for Name {
            type Value = Role;
            fn expecting(&self, f: &mut core::fmt::Formatter) -> core::fmt::Result {
                f.write_str("a role's name")
            }
            fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<Role, E> {
                Role::WIRE_NAMES
                    .iter()
                    .position(|&known| known == name)
                    .map(|at| Role::ALL[at])
                    .ok_or_else(|| E::unknown_variant(name, &Role::WIRE_NAMES))
            }
        }
        deserializer.deserialize_str(Name)
    }
}

/// One role per seat, in seat order.
pub type RoleList = BoundedList<Role, MAX_PLAYERS>;

#[cfg(all(test, feature = "serde"))]
mod tests {
    use super::Role;

    /// The names read are the names written, for every role.
    #[test]
    fn every_role_reads_back_the_name_it_writes() {
        for role in Role::ALL {
            let written = serde_json::to_string(&role).unwrap();
            assert_eq!(serde_json::from_str::<Role>(&written).unwrap(), role);
        }
        assert!(serde_json::from_str::<Role>("\"merlin\"").is_err());
        assert!(serde_json::from_str::<Role>("3").is_err());
    }
}
