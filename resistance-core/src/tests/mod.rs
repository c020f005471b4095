//! Tests with access to the crate's internals: one per rule id, and the property
//! tests over random legal games.

mod noninterference;
mod properties;
mod smoke;
mod snapshots;
pub(crate) mod support;
