//! Hidden agendas (HA1–HA5): each player seals an accusation (or two) at the start;
//! it is revealed when its owner chooses, when they leave, and at the end.

pub(crate) mod rules;
pub(crate) mod state;
