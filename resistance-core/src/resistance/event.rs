//! Events: what happened, each with the seats allowed to know it.

use crate::{
    kernel::{self, Allegiance, BoundedList, Seat, SeatSet},
    resistance::{
        modules::{
            agenda::AgendaEvent, assassin::AssassinEvent, defector::DefectorEvent,
            inquisitor::InquisitorEvent, plot::cards::PlotEvent, trapper::TrapperEvent,
        },
        record::EndReason,
        reveal::Sightings,
        role::{Role, RoleList},
    },
};

/// Something that happened in the game. Each comes wrapped in an [`Envelope`] that
/// names its audience; a host delivers it to those seats and no one else.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(
    feature = "serde",
    derive(serde::Serialize, serde::Deserialize),
    serde(from = "super::wire::Event", into = "super::wire::Event")
)]
#[cfg_attr(feature = "ts", derive(ts_rs::TS), ts(as = "super::wire::Event"))]
// A tag byte of its own, as `Command` has, for the same reason: the niche layout
// would make every match decode it (without it, 6 instructions more a game with
// every module or with plot cards, callgrind's step loop).
#[repr(u8)]
#[non_exhaustive]
pub enum Event {
    /// The game was set up (B5 chose the first leader).
    GameStarted {
        /// Number of players.
        players: u8,
        /// The first leader.
        first_leader: Seat,
        /// Who holds the Inquisitor token first (IQ1), with the Inquisitor.
        inquisitor: Option<Seat>,
    },
    /// A seat was dealt its role (B1). Audience: that seat.
    RoleDealt {
        /// The seat.
        seat: Seat,
        /// Its role.
        role: Role,
    },
    /// What a seat learned at setup from the reveal table (B4). Audience: that seat.
    KnowledgeGained {
        /// The seat that learned.
        seat: Seat,
        /// What it learned, possibly nothing.
        sightings: Sightings,
    },
    /// A round began (B2, B3, B11).
    RoundStarted {
        /// The round, 1..=5.
        round: u8,
        /// Its first leader.
        leader: Seat,
        /// The team size this round.
        team_size: u8,
        /// Fail cards that make this mission fail.
        fails_needed: u8,
    },
    /// The leader proposed a team (B6).
    TeamProposed {
        /// The round.
        round: u8,
        /// Which proposal of the round (1..=5).
        attempt: u8,
        /// The proposing leader.
        leader: Seat,
        /// The team.
        team: SeatSet,
    },
    /// A seat voted; how it voted stays secret until every vote is in (B7).
    VoteCast {
        /// The seat that voted.
        seat: Seat,
    },
    /// Every vote is in; all are revealed together (B7, B8).
    VotesRevealed {
        /// The team voted on.
        team: SeatSet,
        /// Seats that approved.
        approvals: SeatSet,
        /// Seats that rejected.
        rejections: SeatSet,
        /// Approved iff approvals outnumber rejections (B8).
        approved: bool,
    },
    /// The team was rejected and the next seat leads (B9).
    LeadershipPassed {
        /// The new leader.
        leader: Seat,
        /// Teams rejected so far this round.
        rejections: u8,
    },
    /// A team member played a card; which card stays secret (B10).
    MissionCardPlayed {
        /// The seat that played.
        seat: Seat,
    },
    /// Every card is in: only the number of Fail cards is revealed (B10, B3).
    MissionResolved {
        /// The round.
        round: u8,
        /// The team.
        team: SeatSet,
        /// Fail cards counted.
        fails: u8,
        /// Whether the mission succeeded.
        succeeded: bool,
    },
    /// Hidden agendas' events (HA1–HA4). Each module's events are a type of its
    /// own, under the module's path; the JSON names them as it names the base
    /// game's (`{"type":"agendaChosen","seat":3}`).
    Agenda(AgendaEvent),
    /// The Trapper module's events (TR2, TR3).
    Trapper(TrapperEvent),
    /// The Defector module's events (DF3).
    Defector(DefectorEvent),
    /// The Inquisitor's events (IQ2, IQ3).
    Inquisitor(InquisitorEvent),
    /// The plot cards' events (PC2–PC6).
    Plot(PlotEvent),
    /// The Assassin module's events (AS4).
    Assassin(AssassinEvent),
    /// A player left (LV1).
    PlayerLeft {
        /// The seat.
        seat: Seat,
        /// Whether the seat now waits for a substitute (substitute policy).
        awaiting_substitute: bool,
    },
    /// A substitute took over a vacated seat (LV1).
    SeatClaimed {
        /// The seat.
        seat: Seat,
    },
    /// The game ended (B9, B12, LV1).
    GameEnded {
        /// The winning side, none when abandoned.
        winner: Option<Allegiance>,
        /// Why it ended.
        reason: EndReason,
    },
    /// Game over reveals every role (B13); the views reveal the rest.
    RolesRevealed {
        /// Every seat's role, in seat order.
        roles: RoleList,
    },
}

crate::kernel::embeds!(Event {
    Agenda(AgendaEvent),
    Trapper(TrapperEvent),
    Defector(DefectorEvent),
    Inquisitor(InquisitorEvent),
    Plot(PlotEvent),
    Assassin(AssassinEvent),
});

impl Default for Event {
    /// Only fills unused capacity of an event list; never emitted.
    fn default() -> Self {
        Event::SeatClaimed { seat: Seat(0) }
    }
}

/// The most events one command can cause.
pub const MAX_EVENTS_PER_COMMAND: usize = 7;

/// The events of one command, in order.
pub type EventList = BoundedList<Envelope, MAX_EVENTS_PER_COMMAND>;

/// A base-game event with its audience.
pub type Envelope<E = Event> = kernel::Envelope<E>;

/// What an accepted command caused: its events, in order, each with its audience.
pub type Outcome<E = Event, const N: usize = MAX_EVENTS_PER_COMMAND> = kernel::Outcome<E, N>;
