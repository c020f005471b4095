//! The Defector module (DF1–DF5): two Defectors who may swap sides, secretly, when a
//! loyalty card says so at the start of rounds 3, 4 and 5.

pub(crate) mod rules;
pub(crate) mod state;
