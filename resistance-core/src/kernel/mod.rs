//! What both games are made of: seats and sets of seats, the seeded generator,
//! fixed-capacity lists, the two sides and the mission cards, and events in
//! envelopes that name their audience.

pub(crate) mod bounded;
pub(crate) mod card;
pub(crate) mod code;
pub(crate) mod envelope;
pub(crate) mod kind;
pub(crate) mod rng;
pub(crate) mod seat;
pub(crate) mod wire;

pub use bounded::BoundedList;
pub use card::{Allegiance, MissionCard, Vote};
pub use code::ErrorCode;
pub(crate) use code::stable_error_codes;
pub use envelope::{Audience, Envelope, Outcome, visible_to};
pub(crate) use envelope::{Discard, EventSink};
pub(crate) use kind::variant_kind;
#[cfg(feature = "getrandom")]
pub use rng::secure_seed;
pub use rng::{GameRng, MAX_SEED, SeedUnavailable};
pub use seat::{MAX_PLAYERS, NoSuchSeat, Seat, SeatIter, SeatSet, TeamList};
#[cfg(feature = "serde")]
pub(crate) use wire::wire_forms;
pub(crate) use wire::{embeds, tagged_union};
