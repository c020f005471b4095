//! The Hidden Agenda modules, the Inquisitor and hidden agendas. Each file holds one
//! module's rules: its setup cards, its commands' checks and effects, and what it
//! contributes at the hook points of [`crate::resistance::hooks`] and to the reveal table.

pub(crate) mod agenda;
pub(crate) mod assassin;
pub(crate) mod defector;
pub(crate) mod inquisitor;
pub(crate) mod trapper;
