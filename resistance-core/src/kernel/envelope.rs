//! Events in envelopes: every event either game emits names its audience, and goes
//! through an [`EventSink`] into a command's [`Outcome`] or a game's opening.

use crate::kernel::{BoundedList, Seat, SeatSet, tagged_union};

tagged_union! {
    tag = "type",
    /// Who may see an event.
    #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
    pub enum Audience {
        /// Every player and every spectator.
        #[default]
        Everyone,
        /// Only these seats.
        Seats {
            /// The seats that may see the event.
            seats: SeatSet,
        },
    }
}

impl Audience {
    /// Only `seat`.
    pub const fn seat(seat: Seat) -> Audience {
        Audience::Seats {
            seats: SeatSet::only(seat),
        }
    }

    /// Whether `seat` may see the event.
    pub const fn includes(self, seat: Seat) -> bool {
        match self {
            Audience::Everyone => true,
            Audience::Seats { seats } => seats.contains(seat),
        }
    }

    /// Whether spectators may see the event.
    pub const fn is_public(self) -> bool {
        matches!(self, Audience::Everyone)
    }
}

/// An event with its audience: [`Envelope`](crate::Envelope) around the base game's
/// events, [`CellsEnvelope`](crate::cells::CellsEnvelope) around the Cells variant's.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Envelope<E> {
    /// Who may see it.
    pub audience: Audience,
    /// What happened.
    pub event: E,
}

impl<E> Envelope<E> {
    /// An event everyone may see.
    pub const fn public(event: E) -> Envelope<E> {
        Envelope {
            audience: Audience::Everyone,
            event,
        }
    }

    /// An event only `seat` may see.
    pub const fn private(seat: Seat, event: E) -> Envelope<E> {
        Envelope {
            audience: Audience::seat(seat),
            event,
        }
    }
}

impl<E: Default> Default for Envelope<E> {
    /// Only fills unused capacity of an event list; never emitted.
    fn default() -> Self {
        Envelope::public(E::default())
    }
}

/// What an accepted command caused: its events, in order, each with its audience
/// ([`Outcome`](crate::Outcome) in the base game,
/// [`CellsOutcome`](crate::cells::CellsOutcome) in the Cells variant).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
// ts-rs needs a concrete event type to declare the generic struct; the bindings'
// declarations name each game's own events (`Outcome<Event, _>`), so any will do.
#[cfg_attr(feature = "ts", ts(concrete(E = bool)))]
pub struct Outcome<E: Copy + Default, const N: usize> {
    /// The events, in the order they happened.
    pub events: BoundedList<Envelope<E>, N>,
}

impl<E: Copy + Default, const N: usize> Outcome<E, N> {
    /// The events `seat` may see, in order.
    pub fn events_for(&self, seat: Seat) -> impl Iterator<Item = &E> + '_ {
        visible_to(&self.events, seat)
    }

    /// The events a spectator may see, in order.
    pub fn public_events(&self) -> impl Iterator<Item = &E> + '_ {
        self.events
            .iter()
            .filter(|e| e.audience.is_public())
            .map(|e| &e.event)
    }
}

/// The events of `envelopes` that `seat` may see.
pub fn visible_to<E>(envelopes: &[Envelope<E>], seat: Seat) -> impl Iterator<Item = &E> + '_ {
    envelopes
        .iter()
        .filter(move |e| e.audience.includes(seat))
        .map(|e| &e.event)
}

/// Somewhere events go: a command's [`Outcome`], the opening list, or nowhere. The
/// Cells variant emits its own events through the same trait.
pub(crate) trait EventSink<E: Copy> {
    /// Whether the events are kept at all: building the opening's private events
    /// (each seat's knowledge) is the costliest part of a setup, and
    /// [`crate::Game::new`] throws them away.
    const KEEPS_EVENTS: bool = true;

    fn emit(&mut self, envelope: Envelope<E>);

    fn emit_public(&mut self, event: E) {
        self.emit(Envelope::public(event));
    }

    fn emit_private(&mut self, seat: Seat, event: E) {
        self.emit(Envelope::private(seat, event));
    }
}

impl<E: Copy + Default, const N: usize> EventSink<E> for BoundedList<Envelope<E>, N> {
    fn emit(&mut self, envelope: Envelope<E>) {
        let pushed = self.push(envelope);
        // Capacities are sized for the longest chain of events a step can cause;
        // overflowing one is an engine bug, caught by the tests in debug builds.
        debug_assert!(pushed.is_ok(), "more than {N} events in one step");
    }
}

impl<E: Copy + Default, const N: usize> EventSink<E> for Outcome<E, N> {
    fn emit(&mut self, envelope: Envelope<E>) {
        self.events.emit(envelope);
    }
}

/// A sink that drops every event, for [`crate::Game::new`] and
/// [`crate::cells::CellsGame::new`].
pub(crate) struct Discard;

impl<E: Copy> EventSink<E> for Discard {
    const KEEPS_EVENTS: bool = false;

    fn emit(&mut self, _: Envelope<E>) {}
}
