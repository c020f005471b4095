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
//! [`Record`](record::Record) (kept by [`Recorded`]) saves it to continue identically.
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
//! # Where things are
//!
//! The root holds what a host needs to play and save a base game. The rest is
//! under its own path:
//!
//! - each module's vocabulary: [`assassin`], [`trapper`], [`defector`],
//!   [`inquisitor`], [`agenda`] and [`plot`] (The Plot Thickens);
//! - [`view`] (what views are made of), [`history`] (the history grid),
//!   [`record`] (records and replays), [`script`] (the reveal script and the
//!   names in each language), [`rules`] (the tables of the base game);
//! - [`cells`], the Cells variant, a game of its own;
//! - [`deduce`] and [`bot`], which see one seat's view; [`kernel`], what both
//!   games are made of; [`json`], the wire format's codec (feature `json`).
//!
//! # Secrecy
//!
//! - An event goes to the seats of its [`Audience`] and no one else; route them with
//!   [`Outcome::events_for`].
//! - A [`PlayerView`] is built from public facts and that seat's own knowledge only.
//!   The crate's tests prove it by non-interference: two games that differ only in
//!   roles a seat cannot know give that seat identical views and events.
//! - A [`Record`](record::Record), the seed, the `Debug` output of a [`Game`], the errors of
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
//!   any seat, one's own included; [`AgendaCommand::RevealAgenda`](agenda::AgendaCommand::RevealAgenda) names its owner so that
//!   revealing someone else's is refused. With [`AgendaKind::SingleOrDouble`](agenda::AgendaKind::SingleOrDouble) each
//!   player seals one name or two, and until the agenda is revealed no other seat's
//!   view, events, choices, legal commands or refusals depend on which (HA2). At the
//!   end the agendas and which accusations were right are in the final reveal of
//!   every view (HA5).
//! - The reveal script ([`reveal_script`](script::reveal_script)) is generated from the same reveal table as
//!   the views, in English, Russian and Vietnamese (AS3), with the Resistance names
//!   or the Avalon ones ([`Naming`](script::Naming), [`narrated_script_named`](script::narrated_script_named); docs/avalon.md).
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

// The crate root holds what a host needs to play and save a base game; each
// module's and each part's vocabulary is under its own path below.
pub use error_codes::{INVALID_JSON, error_codes};
#[cfg(feature = "getrandom")]
pub use kernel::secure_seed;
pub use kernel::{
    Allegiance, Audience, BoundedList, ErrorCode, GameRng, MAX_PLAYERS, MAX_SEED, MissionCard,
    NoSuchSeat, Seat, SeatIter, SeatSet, SeedUnavailable, TeamList, visible_to,
};
pub use resistance::{
    choices::{Choices, TeamChoice},
    command::{Command, CommandKind, Vote},
    config::{ConfigError, GameConfig, LeavePolicy, MIN_PLAYERS},
    error::CommandError,
    event::{Envelope, Event, EventList, MAX_EVENTS_PER_COMMAND, Outcome},
    game::{Game, GameRecord, GameReplayError, MAX_OPENING_EVENTS, Opening},
    record::{EndReason, GameResult},
    role::{Role, RoleList},
    rules,
    view::{PhaseView, PlayerView, PublicView},
};
pub use table::{Events, Recorded, Table};

pub mod record {
    //! Game records: the one canonical save of a game, for both games.
    //!
    //! A [`Record`] is the format version, which game it is, the configuration (seed
    //! included) and the commands that were accepted, in order, each with the seat
    //! that sent it. Restoring a game is replaying its record through the engine's
    //! own [`Table::apply`](crate::Table::apply): nothing is checked by hand, so no
    //! validation can drift from the rules, and the restored game equals the
    //! original. A game keeps its record when it is [`Recorded`](crate::Recorded).
    //!
    //! **A record holds every secret**: the seed decides the deal and every
    //! shuffle, and the commands hold every secret vote, mission card and sealed
    //! agenda. Keep it on the host while the game is on; what a host may publish
    //! during a game is a [`SpectatorRecord`].
    pub use crate::table::{
        GameKind, Move, RECORD_VERSION, Record, RecordOf, ReplayError, ReplayErrorOf, ReplayStep,
        Replayer, SpectatorRecord, seat_replay, spectator_replay,
    };
}

pub mod view {
    //! What a view is made of beyond its phase: the records of proposals and
    //! missions, what a seat saw at setup, and the final reveal (B13).
    pub use crate::resistance::{
        record::{
            MissionRecord, MissionState, PhaseKind, PlayedCard, ProposalRecord, Unfinished,
            VoteState,
        },
        reveal::{Appearance, Sighting, Sightings},
        view::FinalReveal,
    };
}

pub mod history {
    //! The history grid of a game as one seat or a spectator may know it:
    //! [`Game::history`](crate::Game::history) and
    //! [`Game::public_history`](crate::Game::public_history).
    pub use crate::resistance::history::{History, OwnRound, RoundHistory};
}

pub mod script {
    //! The reveal script read aloud at setup (AS3) and the names of roles and
    //! modules, in English, Russian and Vietnamese, with the Resistance names or the
    //! Avalon ones (docs/avalon.md).
    pub use crate::resistance::{
        names::{Language, Module, Names, Naming, names},
        script::{
            NarratedScript, RoleGroup, ScriptStep, narrated_script, narrated_script_named,
            reveal_script, script_text, script_text_named,
        },
    };
}

pub mod assassin {
    //! The Assassin module and its characters (AS1–AS5): Commander, Assassin, Body
    //! Guard, False Commander, Deep Cover, Blind Spy.
    pub use crate::resistance::{
        config::AssassinOptions,
        modules::assassin::{AssassinCommand, AssassinError, AssassinEvent},
    };
}

pub mod trapper {
    //! The Trapper module (TR1, TR2): the leader sets one member's card aside.
    pub use crate::resistance::{
        modules::trapper::{TrapperCommand, TrapperEvent},
        record::TrappedCard,
    };
}

pub mod defector {
    //! The Defector module (DF1–DF5) and its variant 2, where the Defectors know
    //! each other.
    pub use crate::resistance::{
        config::DefectorVariant, modules::defector::DefectorEvent, record::LoyaltyCard,
    };
}

pub mod inquisitor {
    //! The Inquisitor module (IQ1–IQ3): the token's holder inspects a loyalty.
    pub use crate::resistance::{
        modules::inquisitor::{InquisitorCommand, InquisitorError, InquisitorEvent},
        record::{Inspection, InspectionResult},
    };
}

pub mod agenda {
    //! Hidden agendas (HA1–HA5): each player seals names before round 1 and may
    //! reveal them; the right accusations are revealed at the end.
    pub use crate::resistance::{
        config::AgendaKind,
        modules::agenda::{AgendaCommand, AgendaError, AgendaEvent},
        record::Agenda,
        view::{Accusation, PublicAgenda},
    };
}

pub mod plot {
    //! The plot cards of The Plot Thickens (PC1–PC6): the deck, the cards held and
    //! shown, the moments they are used at and what a seat may do with them.
    pub use crate::resistance::modules::plot::PlotError;
    pub use crate::resistance::modules::plot::cards::{
        DrawnCards, GiveChoice, HeldPlotCard, MAX_DRAWN, MAX_PLOT_SIGHTS, MissingPart, OpenVotes,
        PLOT_DECK, PlayerPlot, PlotAction, PlotCard, PlotChoices, PlotCommand, PlotEvent, PlotKind,
        PlotMoment, PlotSight, PlotUse, PublicPlot, Shown, SpotlitCard, UseChoice,
    };
}
