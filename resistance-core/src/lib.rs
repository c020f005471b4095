//! The rules engine for **The Resistance**, as a pure state machine.
//!
//! The base game (B1–B13), players leaving (LV1) and the Hidden Agenda modules
//! (Assassin with its characters, Trapper, Defector, Inquisitor, hidden agendas) are
//! configured in one [`GameConfig`] and combine freely where the player count allows.
//! The Cells variant for 3 or 4 players (CE1–CE8) is a game of its own in [`cells`],
//! with the same shape: [`cells::CellsGame`].
//!
//! Typed [`Command`]s go in through [`Game::apply`]; typed [`Event`]s come out, each
//! in an [`Envelope`] naming its [`Audience`]. [`Game::view`] gives one seat
//! everything it may know and nothing else; [`Game::public_view`] gives a spectator
//! the public table. [`Game::legal_commands`] lists exactly what `apply` would accept.
//! Randomness comes only from the game's seeded [`GameRng`], so the same
//! configuration and commands replay to the same events everywhere, and a game's
//! [`Record`] (kept by [`Recorded`]) saves it to continue identically.
//!
//! # Rules
//!
//! The rule ids in this documentation and in the code (B8, AS4, CE7, ...) are the
//! entries of the rules document, [`docs/rules.md`](https://github.com/resistance-engine/resistance/blob/main/docs/rules.md)
//! in the repository. Each id is an anchor there, its lower-case self:
//! [B8](https://github.com/resistance-engine/resistance/blob/main/docs/rules.md#b8) is `docs/rules.md#b8`,
//! [AS4](https://github.com/resistance-engine/resistance/blob/main/docs/rules.md#as4) is `docs/rules.md#as4`,
//! [CE7](https://github.com/resistance-engine/resistance/blob/main/docs/rules.md#ce7) is `docs/rules.md#ce7`. The document also
//! records the points the physical game leaves open; the engine's finer decisions are
//! below and, for Cells, in [`cells`].
//!
//! ```
//! use resistance_core::{Command, Event, Game, GameConfig, MissionCard, Seat, SeatSet};
//!
//! let mut game = Game::new(GameConfig::new(5, 42)).unwrap();
//! let leader = game.leader();
//! // Round 1 of a five-player game sends two players (B2).
//! let team: SeatSet = [leader, leader.next(5)].into_iter().collect();
//! game.apply(leader, Command::propose(team)).unwrap();
//! for seat in 0..5 {
//!     game.apply(Seat(seat), Command::vote(true)).unwrap();
//! }
//! let mut last = None;
//! for member in team {
//!     last = Some(game.apply(member, Command::play(MissionCard::Success)).unwrap());
//! }
//! // Everyone sees that the mission succeeded with no Fail card.
//! let resolved = last.unwrap();
//! assert!(resolved.public_events().any(|e| matches!(
//!     e,
//!     Event::MissionResolved { fails: 0, succeeded: true, .. }
//! )));
//! assert_eq!(game.public_view().successes, 1);
//! ```
//!
//! # Secrecy
//!
//! - An event goes to the seats of its [`Audience`] and no one else; route them with
//!   [`Outcome::events_for`].
//! - A [`PlayerView`] is built from public facts and that seat's own knowledge only.
//!   The crate's tests prove it by non-interference: two games that differ only in
//!   roles a seat cannot know give that seat identical views and events.
//! - A [`Record`], the seed, the `Debug` output of a [`Game`], the errors of
//!   [`Game::apply`] and the answers of [`Game::choices`] are *not* views: a record,
//!   the seed and `Debug` hold every secret; errors and choices are for the acting
//!   seat alone ([`docs/secrecy.md`](https://github.com/resistance-engine/resistance/blob/main/docs/secrecy.md) tables what holds
//!   what).
//! - Once the game is over every role and hidden choice is revealed to all (B13).
//!
//! # The JSON wire format
//!
//! With the `serde` feature every config, command, event, view and snapshot
//! serializes to the one JSON format the WebAssembly and C bindings share:
//! camelCase names, enums tagged by `"type"`, seats as numbers, sets of seats as
//! ascending arrays. [`docs/wire-format.md`](https://github.com/resistance-engine/resistance/blob/main/docs/wire-format.md) in
//! the repository shows a whole game.
//!
//! # Engine decisions
//!
//! Where the physical game leaves a point open, the engine decides:
//!
//! - A Resistance player who tries to play Fail is refused
//!   ([`CommandError::ResistanceMustSucceed`], B10), rather than the card being
//!   turned into a Success.
//! - A game that ends interrupts any vote or mission under way; the votes and cards
//!   already given are revealed with everything else (B13, LV1).
//! - Under [`LeavePolicy::Substitute`] a vacated seat does nothing until
//!   [`Command::ClaimSeat`]; the game waits for it where it must (its vote, its card).
//! - Seeds go up to 2^53 − 1 so that they survive JavaScript numbers.
//! - The Trapper leader may set aside any member's card, their own included (TR2).
//! - The Inquisitor inspects after the mission, before the next round opens and
//!   before its loyalty card is flipped (IQ2, DF3); the loyalty card shows the
//!   allegiance of that moment (AS5, DF4).
//! - The Assassin may name any other player (AS4). While the Assassin chooses, the
//!   public view does not say whom the game awaits, so the Assassin stays hidden.
//! - Hidden agendas are sealed by every player before round 1 (HA1); a name may be
//!   any seat, one's own included; [`Command::RevealAgenda`] names its owner so that
//!   revealing someone else's is refused. With [`AgendaKind::SingleOrDouble`] each
//!   player seals one name or two, and until the agenda is revealed no other seat's
//!   view, events, choices, legal commands or refusals depend on which (HA2). At the
//!   end the agendas and which accusations were right are in the final reveal of
//!   every view (HA5).
//! - The reveal script ([`reveal_script`]) is generated from the same reveal table as
//!   the views, in English, Russian and Vietnamese (AS3), with the Resistance names
//!   or the Avalon ones ([`Naming`], [`narrated_script_named`]; docs/avalon.md).
//!
//! # Features
//!
//! - `std` (default): std support in the dependencies. The engine itself is
//!   `#![no_std]` and needs only `alloc` (for [`Game::legal_commands`]).
//! - `serde`: the JSON wire format.
//! - `json`: [`json`], the wire format's codec the bindings share (implies `serde`).
//! - `getrandom`: [`secure_seed`], a seed from the operating system's secure source.
//! - `arbitrary` and `ts`: `arbitrary::Arbitrary` for the fuzzers and TypeScript
//!   declarations for the npm package; the project's own tooling.
//!
// Without the feature the item is not built, so the link names it on docs.rs,
// which builds every feature a user turns on (Cargo.toml's docs.rs metadata).
#![cfg_attr(
    not(feature = "json"),
    doc = "[`json`]: https://docs.rs/resistance-core/latest/resistance_core/json/index.html"
)]
#![cfg_attr(
    not(feature = "getrandom"),
    doc = "[`secure_seed`]: https://docs.rs/resistance-core/latest/resistance_core/fn.secure_seed.html"
)]
#![cfg_attr(not(feature = "ts"), no_std)]
#![forbid(unsafe_code)]
#![deny(missing_docs)]

extern crate alloc;
#[cfg(any(feature = "std", test))]
extern crate std;

pub mod bot;
pub mod cells;
pub mod deduce;
mod error_codes;
#[cfg(feature = "json")]
pub mod json;
pub mod kernel;
mod resistance;
mod table;

#[cfg(test)]
mod tests;

/// The crate README's Rust examples, compiled and run as doctests (the README ships
/// in the package, so they run there too).
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
pub struct ReadmeDoctests;

pub use error_codes::{INVALID_JSON, error_codes};
pub use kernel::ErrorCode;
#[cfg(feature = "getrandom")]
pub use kernel::secure_seed;
pub use kernel::{
    Allegiance, Audience, BoundedList, GameRng, MAX_PLAYERS, MissionCard, NoSuchSeat, Seat,
    SeatIter, SeatSet, SeedUnavailable, visible_to,
};
pub use resistance::{
    choices::{Choices, TeamChoice},
    command::{Command, CommandKind, TeamList, Vote},
    config::{
        AgendaKind, AssassinOptions, ConfigError, DefectorVariant, GameConfig, LeavePolicy,
        MAX_SEED, MIN_PLAYERS,
    },
    error::CommandError,
    event::{Envelope, Event, EventList, MAX_EVENTS_PER_COMMAND, Outcome},
    game::{Game, GameRecord, GameReplayError, MAX_OPENING_EVENTS, Opening},
    history::{History, OwnRound, RoundHistory},
    modules::plot::cards::{
        DrawnCards, GiveChoice, HeldPlotCard, MAX_DRAWN, MAX_PLOT_SIGHTS, MissingPart, OpenVotes,
        PLOT_DECK, PlayerPlot, PlotAction, PlotCard, PlotChoices, PlotKind, PlotMoment, PlotSight,
        PlotUse, PublicPlot, Shown, SpotlitCard, UseChoice,
    },
    names::{Language, Module, Names, Naming, names},
    record::{
        Agenda, EndReason, GameResult, Inspection, InspectionResult, LoyaltyCard, MissionRecord,
        MissionState, PhaseKind, PlayedCard, ProposalRecord, TrappedCard, Unfinished, VoteState,
    },
    reveal::{Appearance, Sighting, Sightings},
    role::{Role, RoleList},
    rules,
    script::{
        NarratedScript, RoleGroup, ScriptStep, narrated_script, narrated_script_named,
        reveal_script, script_text, script_text_named,
    },
    view::{Accusation, FinalReveal, PhaseView, PlayerView, PublicAgenda, PublicView},
};
pub use table::{
    Events, GameKind, Move, RECORD_VERSION, Record, RecordOf, Recorded, ReplayError, ReplayErrorOf,
    ReplayStep, Replayer, SpectatorRecord, Table, seat_replay, spectator_replay,
};
