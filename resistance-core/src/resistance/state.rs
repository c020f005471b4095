//! The authoritative state of a game: everything, secrets included. Only
//! [`crate::Game`] holds it; views and events are built from it and carry only what
//! their audience may know. A [`crate::Record`] rebuilds it whole by replay.

use crate::{
    kernel::{Allegiance, BoundedList, EventSink, GameRng, Seat, SeatSet, variant_kind},
    resistance::{
        config::{ConfigError, GameConfig},
        event::{Envelope, Event},
        modules,
        modules::{agenda, defector, inquisitor, plot, trapper},
        record::{
            Agenda, GameResult, MissionRecord, MissionState, PhaseKind, ProposalRecord, VoteState,
        },
        reveal,
        role::RoleList,
        rules::{REJECTIONS_TO_LOSE, ROUNDS},
    },
};

/// Every team that can go to a vote in one game: five per round at most (B9).
pub(crate) const MAX_PROPOSALS: usize = ROUNDS as usize * REJECTIONS_TO_LOSE as usize;

/// Where the game stands, with the secret parts of a vote or mission under way.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(tag = "type"))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "camelCase", rename_all_fields = "camelCase", deny_unknown_fields)
)]
// A tag byte of its own: without it the compiler hides the variant in a niche of the
// plot cards' fields, and every `match` on the phase (the hottest branch of a
// playout) decodes that niche first (measured: docs/performance.md).
#[repr(u8)]
pub(crate) enum Phase {
    /// HA1: `chosen` have sealed their agenda.
    AgendaChoice {
        chosen: SeatSet,
    },
    Proposal,
    Voting(VoteState),
    Mission(MissionState),
    /// TR2: every card is in, the leader is to set one aside.
    Trapping(MissionState),
    /// IQ2: the token holder is to inspect.
    Inquisition,
    /// AS4: the Assassin is to name the Commander.
    Assassination,
    /// PC2: the leader is to give the drawn plot cards.
    PlotDeal,
    /// PC3: `seat` is to resolve the immediate `card`.
    PlotResolve {
        card: plot::cards::PlotCard,
        seat: Seat,
    },
    /// PC4, PC5: a moment is open and a holder is asked.
    PlotMoment(plot::state::Moment),
    GameOver {
        result: GameResult,
        unfinished: crate::resistance::record::Unfinished,
    },
}

impl Phase {
    pub(crate) const fn kind(&self) -> PhaseKind {
        variant_kind!(self, Phase => PhaseKind:
            AgendaChoice, Proposal, Voting, Mission, Trapping, Inquisition, Assassination, PlotDeal,
            PlotResolve as PlotResolution, PlotMoment, GameOver)
    }
}

/// The whole game. The base game's fields come first; each module keeps its part
/// in a field of its own, defined and maintained in its file under `modules/`.
/// A game's [`crate::Record`] rebuilds it by replaying the accepted commands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct State {
    pub(crate) config: GameConfig,
    pub(crate) rng: GameRng,
    pub(crate) roles: RoleList,
    pub(crate) first_leader: Seat,
    pub(crate) round: u8,
    pub(crate) leader: Seat,
    /// Teams rejected so far in this round (B9).
    pub(crate) rejections: u8,
    pub(crate) phase: Phase,
    pub(crate) proposals: BoundedList<ProposalRecord, MAX_PROPOSALS>,
    pub(crate) missions: BoundedList<MissionRecord, { ROUNDS as usize }>,
    /// Who played Fail on each mission: secret until the game-over reveal (B10, B13).
    pub(crate) saboteurs: BoundedList<SeatSet, { ROUNDS as usize }>,
    /// Seats whose player left and that wait for a substitute (LV1).
    pub(crate) vacant: SeatSet,
    /// The Trapper's set-aside cards (TR2, TR3).
    pub(crate) trapper: trapper::state::Traps,
    /// The Defectors' loyalty deck and allegiance (DF1, DF3).
    pub(crate) defector: defector::state::LoyaltyDeck,
    /// The Inquisitor's token and inspections (IQ1–IQ3).
    pub(crate) inquisitor: inquisitor::state::Token,
    /// The sealed hidden agendas (HA1).
    pub(crate) agendas: agenda::state::SealedAgendas,
    /// The plot cards (PC1–PC5).
    pub(crate) plot: plot::state::PlotCards,
}

impl State {
    /// Deals and reveals; the opening events go to `sink`. The flow then starts the
    /// game ([`State::open`]).
    pub(crate) fn setup<S: EventSink<Event>>(
        config: GameConfig,
        sink: &mut S,
    ) -> Result<State, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed_number(config.seed);
        let roles = modules::setup::deal(&config, &mut rng);
        let first_leader = modules::setup::first_leader(&config, &mut rng);
        let defector = modules::setup::loyalty_deck(&config, &mut rng);
        let inquisitor = modules::setup::first_inquisitor(&config, first_leader);
        let plot = plot::state::PlotCards::shuffled(&config, &mut rng);
        let state = State {
            config,
            rng,
            roles,
            first_leader,
            round: 1,
            leader: first_leader,
            rejections: 0,
            phase: Phase::Proposal,
            proposals: BoundedList::new(),
            missions: BoundedList::new(),
            saboteurs: BoundedList::new(),
            vacant: SeatSet::EMPTY,
            trapper: trapper::state::Traps::default(),
            defector,
            inquisitor,
            agendas: agenda::state::SealedAgendas::default(),
            plot,
        };
        if S::KEEPS_EVENTS {
            state.emit_deal(sink);
        }
        Ok(state)
    }

    /// The deal as events: the game's start for everyone, then each seat's role and
    /// setup knowledge (B1, B4) for that seat alone.
    pub(crate) fn emit_deal(&self, sink: &mut impl EventSink<Event>) {
        sink.emit_public(Event::GameStarted {
            players: self.players(),
            first_leader: self.first_leader,
            inquisitor: self.inquisitor.holder,
        });
        for (index, &role) in self.roles.iter().enumerate() {
            let seat = Seat(index as u8);
            sink.emit(Envelope::private(seat, Event::RoleDealt { seat, role }));
            let sightings = reveal::sightings(&self.config, &self.roles, seat);
            sink.emit(Envelope::private(
                seat,
                Event::KnowledgeGained { seat, sightings },
            ));
        }
    }

    pub(crate) const fn players(&self) -> u8 {
        self.config.players
    }

    /// The side a seat plays for now (DF4: current allegiance governs everything).
    pub(crate) fn allegiance(&self, seat: Seat) -> Allegiance {
        self.allegiance_when(seat, self.defector.switched)
    }

    /// The side a seat plays for when the Defectors are (or are not) switched.
    pub(crate) fn allegiance_when(&self, seat: Seat, switched: bool) -> Allegiance {
        match self.roles.get(seat.index()) {
            Some(role) if role.is_defector() && switched => role.allegiance().other(),
            Some(role) => role.allegiance(),
            None => Allegiance::Resistance,
        }
    }

    /// The seat holding `role`, if it was dealt.
    pub(crate) fn seat_of(&self, role: crate::resistance::role::Role) -> Option<Seat> {
        self.roles
            .iter()
            .position(|&r| r == role)
            .map(|index| Seat(index as u8))
    }

    /// A seat's hidden agenda, once chosen (HA1).
    pub(crate) fn agenda(&self, seat: Seat) -> Option<&Agenda> {
        self.agendas.of(seat)
    }

    /// Successful and failed missions so far.
    /// Seats playing for the spies now.
    #[cfg(test)]
    pub(crate) fn spies(&self) -> SeatSet {
        (0..self.players())
            .map(Seat)
            .filter(|&seat| self.allegiance_when(seat, self.defector.switched) == Allegiance::Spy)
            .collect()
    }

    pub(crate) fn score(&self) -> (u8, u8) {
        let successes = self.missions.iter().filter(|m| m.succeeded).count() as u8;
        (successes, self.missions.len() as u8 - successes)
    }

    pub(crate) const fn result(&self) -> Option<GameResult> {
        match self.phase {
            Phase::GameOver { result, .. } => Some(result),
            _ => None,
        }
    }
}
