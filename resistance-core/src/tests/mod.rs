//! Tests with access to the crate's internals: one per rule id, and the property
//! tests over random legal games.

mod bad_input;
mod bots;
mod cells_bad_input;
mod cells_noninterference;
mod cells_properties;
mod cells_rules;
pub(crate) mod cells_support;
mod deal;
mod deduce;
mod determinize;
mod json_codec;
mod json_strict;
mod modules_bad_input;
mod modules_rules;
mod names;
mod noninterference;
mod plot_bad_input;
mod plot_rules;
mod properties;
mod records;
mod rules;
mod script;
pub(crate) mod support;
pub(crate) mod table_support;
