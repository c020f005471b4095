//! The authoritative state of a game: everything, secrets included. Only
//! [`crate::Game`] holds it; views and events are built from it and carry only what
//! their audience may know. A [`crate::Snapshot`] carries it whole.

use crate::{
    kernel::{Allegiance, BoundedList, EventSink, GameRng, MAX_PLAYERS, Seat, SeatSet},
    resistance::{
        config::{ConfigError, GameConfig},
        event::{Envelope, Event},
        hooks,
        record::{
            Agenda, GameResult, InspectionResult, LoyaltyCard, MissionRecord, MissionState,
            PhaseKind, ProposalRecord, TrappedCard, VoteState,
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
#[cfg_attr(
    feature = "serde",
    serde(
        tag = "type",
        rename_all = "camelCase",
        rename_all_fields = "camelCase"
    )
)]
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
    GameOver {
        result: GameResult,
        unfinished: crate::resistance::record::Unfinished,
    },
}

impl Phase {
    pub(crate) const fn kind(&self) -> PhaseKind {
        match self {
            Phase::AgendaChoice { .. } => PhaseKind::AgendaChoice,
            Phase::Proposal => PhaseKind::Proposal,
            Phase::Voting(_) => PhaseKind::Voting,
            Phase::Mission(_) => PhaseKind::Mission,
            Phase::Trapping(_) => PhaseKind::Trapping,
            Phase::Inquisition => PhaseKind::Inquisition,
            Phase::Assassination => PhaseKind::Assassination,
            Phase::GameOver { .. } => PhaseKind::GameOver,
        }
    }
}

#[derive(Clone, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(
    feature = "serde",
    serde(rename_all = "camelCase", deny_unknown_fields)
)]
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
    /// Cards set aside by Trapper leaders, secret to each leader (TR2, TR3).
    pub(crate) trapped: BoundedList<TrappedCard, { ROUNDS as usize }>,
    /// The Defector loyalty deck in draw order, secret (DF1); empty without Defectors.
    pub(crate) loyalty_deck: BoundedList<LoyaltyCard, LOYALTY_DECK>,
    /// Loyalty cards flipped so far, from the top of the deck (DF3).
    pub(crate) loyalty_flipped: u8,
    /// Whether the Defectors currently play for the side they did not start on (DF3).
    pub(crate) defectors_switched: bool,
    /// The Inquisitor token's holder (IQ1, IQ3); `None` without the Inquisitor.
    pub(crate) inquisitor: Option<Seat>,
    /// Every seat that has held the token (IQ2).
    pub(crate) former_inquisitors: SeatSet,
    /// Inspections and what each showed its holder (IQ2).
    pub(crate) inspections: BoundedList<InspectionResult, INSPECTIONS>,
    /// One agenda per seat that has chosen, in the order they chose (HA1).
    pub(crate) agendas: BoundedList<Agenda, MAX_PLAYERS>,
}

/// Cards in the Defector loyalty deck (DF1).
pub(crate) const LOYALTY_DECK: usize = 5;

/// Inspections in one game: after missions 2, 3 and 4 (IQ2).
pub(crate) const INSPECTIONS: usize = 3;

impl State {
    /// Deals, reveals and opens round 1; the opening events go to `sink`.
    pub(crate) fn setup<S: EventSink<Event>>(
        config: GameConfig,
        sink: &mut S,
    ) -> Result<State, ConfigError> {
        config.validate()?;
        let mut rng = GameRng::from_seed_number(config.seed);
        let roles = hooks::deal(&config, &mut rng);
        let first_leader = hooks::first_leader(&config, &mut rng);
        let loyalty_deck = hooks::loyalty_deck(&config, &mut rng);
        let inquisitor = hooks::first_inquisitor(&config, first_leader);
        let mut state = State {
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
            trapped: BoundedList::new(),
            loyalty_deck,
            loyalty_flipped: 0,
            defectors_switched: false,
            inquisitor,
            former_inquisitors: inquisitor.map_or(SeatSet::EMPTY, SeatSet::only),
            inspections: BoundedList::new(),
            agendas: BoundedList::new(),
        };
        if S::KEEPS_EVENTS {
            state.emit_deal(sink);
        }
        hooks::game_start(&mut state, sink);
        Ok(state)
    }

    /// The deal as events: the game's start for everyone, then each seat's role and
    /// setup knowledge (B1, B4) for that seat alone.
    pub(crate) fn emit_deal(&self, sink: &mut impl EventSink<Event>) {
        sink.emit_public(Event::GameStarted {
            players: self.players(),
            first_leader: self.first_leader,
            inquisitor: self.inquisitor,
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
        self.allegiance_when(seat, self.defectors_switched)
    }

    /// The side a seat plays for when the Defectors are (or are not) switched.
    pub(crate) fn allegiance_when(&self, seat: Seat, switched: bool) -> Allegiance {
        match self.roles.get(seat.index()) {
            Some(role) if role.is_defector() && switched => role.allegiance().other(),
            Some(role) => role.allegiance(),
            None => Allegiance::Resistance,
        }
    }

    /// Seats playing for the spies when the Defectors are (or are not) switched.
    pub(crate) fn spies_when(&self, switched: bool) -> SeatSet {
        (0..self.players())
            .map(Seat)
            .filter(|&seat| self.allegiance_when(seat, switched) == Allegiance::Spy)
            .collect()
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
        self.agendas.iter().find(|agenda| agenda.owner == seat)
    }

    /// Seats playing for the spies now.
    pub(crate) fn spies(&self) -> SeatSet {
        self.spies_when(self.defectors_switched)
    }

    /// Successful and failed missions so far.
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
