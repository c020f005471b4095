//! The base game of The Resistance (B1–B13, LV1) and its modules: the Hidden Agenda
//! characters, the Trapper, the Defectors, the Inquisitor and hidden agendas, each
//! in its own file under [`modules`].

pub(crate) mod choices;
pub(crate) mod command;
pub(crate) mod config;
pub(crate) mod determinize;
pub(crate) mod error;
pub(crate) mod event;
pub(crate) mod flow;
pub(crate) mod game;
pub(crate) mod history;
pub(crate) mod modules;
pub(crate) mod names;
pub(crate) mod record;
pub(crate) mod reveal;
pub(crate) mod role;
pub mod rules;
pub(crate) mod script;
pub(crate) mod state;
pub(crate) mod turn;
pub(crate) mod view;
