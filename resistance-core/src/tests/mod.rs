//! Tests with access to the crate's internals: one per rule id, and the property
//! tests over random legal games.

mod bad_input;
mod modules_bad_input;
mod modules_rules;
mod noninterference;
mod properties;
mod rules;
mod script;
mod snapshots;
pub(crate) mod support;
