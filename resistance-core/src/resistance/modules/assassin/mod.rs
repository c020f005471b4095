//! The Assassin module (AS1–AS5): the Commander knows the spies, but the Resistance
//! only wins if the Assassin cannot find the Commander after a third success.

pub(crate) mod rules;
pub(crate) mod state;
