//! The cards both games deal: the two sides and the two mission cards; and the
//! vote on a team.

/// The side a player plays for.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Allegiance {
    /// The Resistance: wins with three successful missions (B12).
    #[default]
    Resistance,
    /// The spies: win with three failed missions or five rejected teams (B9, B12).
    Spy,
}

impl Allegiance {
    /// The other side.
    pub const fn other(self) -> Allegiance {
        match self {
            Allegiance::Resistance => Allegiance::Spy,
            Allegiance::Spy => Allegiance::Resistance,
        }
    }
}

/// A mission card played face down by a team member (B10).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum MissionCard {
    /// Support the mission.
    #[default]
    Success,
    /// Sabotage the mission (spies only).
    Fail,
}

/// A vote on a proposed team (B7).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "arbitrary", derive(arbitrary::Arbitrary))]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Vote {
    /// Approve the team.
    #[default]
    Approve,
    /// Reject the team.
    Reject,
}
