//! Where the modules plug into the base game: the Hidden Agenda characters
//! ([`assassin`]), the Trapper ([`trapper`]), the Defectors ([`defector`]), the
//! Inquisitor ([`inquisitor`]) and hidden agendas ([`agenda`]). Each file holds one
//! module's rules: its state, its setup cards, its commands' checks and effects and
//! its part of the views. This file lists them and holds the
//! hook points of the base flow.
//!
//! # Hook points
//!
//! The flow in [`crate::resistance::flow`] never asks "is module X on?". It calls these named
//! steps, and each step is the one place where modules change the base rules. A step
//! names no module either: it asks every module of the [registry](registry), the one
//! list of them, each through its [`ModuleRules`](registry::ModuleRules) (a module
//! implements the hooks it plugs into, in its `rules.rs`):
//!
//! | hook | base rule | modules that plug in |
//! |---|---|---|
//! | [`deal`](setup::deal) (setup) | B1 | AS1, DF1 replace plain cards; the reveal table ([`crate::resistance::reveal`]) holds AS2, DF2, DF5 |
//! | [`first_leader`](setup::first_leader) (setup) | B5 | IQ1 places the token from it ([`first_inquisitor`](setup::first_inquisitor)) |
//! | [`game_start`](hooks::game_start) (setup) | round 1 | HA1 seals the agendas first |
//! | [`team_size`](setup::team_size) | B2 | TR1 adds one member |
//! | [`cards_in`](hooks::cards_in) / [`mission_succeeded`](setup::mission_succeeded) (mission resolution) | B3, B10 | TR2 sets a card aside first |
//! | [`between_missions`](hooks::between_missions) | B11 | IQ2 inspects |
//! | [`round_start`](hooks::round_start) | B11 | DF3 flips a loyalty card, then PC4's Strong Leader moment and PC2's deal |
//! | [`before_proposal`](hooks::before_proposal) (after a rejection) | B9 | PC4's Strong Leader moment |
//! | [`team_approved`](hooks::team_approved) | B8 | PC4's No Confidence and In the Spotlight moment |
//! | [`cards_in`](hooks::cards_in) | B10 | PC4's Keeping a Close Eye on You moment, before TR2 |
//! | [`vote_order`](hooks::vote_order) / [`votes_first`](hooks::votes_first) / [`vote_cast`](hooks::vote_cast) | B7 | PC4's Opinion Makers vote first, openly |
//! | [`card_played`](hooks::card_played) | B10 | PC4's In the Spotlight shows the card |
//! | [`game_end`](hooks::game_end) | B12, B13 | AS4 diverts to the assassination; HA5 reveals agendas in the views |
//!
//! # The way back to the flow
//!
//! A module moves the game only within its own phases (the assassination, an
//! inspection, a plot card moment). Its steps never call the flow's steps nor set a
//! base phase: they return where the flow goes on, and the phase machine takes the
//! game there. A module's command returns a [`registry::Resume`] (the Assassin's
//! game end, the Trapper's mission to resolve, the next round once every agenda is
//! in, one of the plot cards' several ways on), which [`hooks::resume`] carries
//! out. `tests/layers.rs` keeps it so.
//!
//! # Commands and phases
//!
//! Each line of the registry also names the variant of
//! [`Command`](crate::resistance::command::Command) that carries the module's
//! commands and the module's own phases. From it the registry writes the one match
//! that hands a command to its module ([`registry::check`], [`registry::execute`])
//! and the ones that ask a module's phase who it awaits and what they may do
//! ([`registry::awaiting`], [`registry::phase_choices`]).

pub(crate) mod agenda;
pub(crate) mod assassin;
pub(crate) mod defector;
pub(crate) mod hooks;
pub(crate) mod inquisitor;
pub(crate) mod plot;
pub(crate) mod prelude;
pub(crate) mod registry;
pub(crate) mod setup;
pub(crate) mod trapper;
