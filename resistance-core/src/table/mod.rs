//! What both games share above the kernel: the [`Table`] trait (the shape of a
//! game, so that code written once serves both), the [`Record`] a game is saved
//! as, and replaying records.

pub(crate) mod record;
pub(crate) mod replay;
pub(crate) mod shape;

pub use record::{GameKind, Move, RECORD_VERSION, Record, ReplayError};
pub use replay::{Recorded, ReplayStep, Replayer, SpectatorRecord, seat_replay, spectator_replay};
pub(crate) use shape::table_by_inherent_methods;
pub use shape::{Events, RecordOf, ReplayErrorOf, Table};
