//! Views: what one seat, or a spectator, may know now.
//!
//! A view is built only from public facts and the seat's own knowledge (its role,
//! what the reveal table showed it, its own vote and card). The generator state, other
//! seats' roles, secret votes and who played Fail never enter a view until the game
//! is over, when B13 reveals them to all.

use crate::{
    kernel::{
        Allegiance, BoundedList, MAX_PLAYERS, MissionCard, NoSuchSeat, Seat, SeatSet, tagged_union,
    },
    resistance::{
        command::Vote,
        modules,
        modules::{
            defector,
            defector::state::LOYALTY_DECK,
            inquisitor::state::INSPECTIONS,
            plot::cards::{
                DrawnCards, MAX_PLOT_SIGHTS, PlayerPlot, PlotCard, PlotMoment, PlotSight,
                PublicPlot,
            },
        },
        record::{
            Agenda, GameResult, Inspection, InspectionResult, LoyaltyCard, MissionRecord,
            PlayedCard, ProposalRecord, TrappedCard, Unfinished,
        },
        reveal::{self, Sightings},
        role::{Role, RoleList},
        rules::ROUNDS,
        state::{MAX_PROPOSALS, Phase, State},
    },
};

tagged_union! {
    tag = "type",
    /// The current phase as everyone sees it.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    #[non_exhaustive]
    pub enum PhaseView {
        /// Every player is to seal a hidden agenda; `chosen` have (HA1).
        AgendaChoice {
            /// Seats that have chosen.
            chosen: SeatSet,
        },
        /// The leader is to propose a team of `team_size`.
        Proposal {
            /// The leader.
            leader: Seat,
            /// The team size this round.
            team_size: u8,
        },
        /// Everyone votes on `team`; `voted` says who has, never how (B7).
        Voting {
            /// The proposed team.
            team: SeatSet,
            /// Seats that have voted.
            voted: SeatSet,
        },
        /// The team plays cards; `played` says who has, never what (B10).
        Mission {
            /// The team.
            team: SeatSet,
            /// Members who have played.
            played: SeatSet,
        },
        /// Every card is in; the leader is to set one aside (TR2).
        Trapping {
            /// The leader.
            leader: Seat,
            /// The team.
            team: SeatSet,
        },
        /// The Inquisitor is to inspect a player (IQ2).
        Inquisition {
            /// The token holder.
            holder: Seat,
        },
        /// The Assassin, whoever that is, is to name the Commander (AS4).
        Assassination,
        /// The leader is to give the plot cards they drew (PC2).
        PlotDeal {
            /// The leader.
            leader: Seat,
            /// The cards still to give.
            cards: DrawnCards,
        },
        /// A player is to resolve an immediate plot card (PC3, PC4).
        PlotResolution {
            /// Who resolves it.
            seat: Seat,
            /// The card.
            card: PlotCard,
        },
        /// A plot card's moment is open: `asked` may use `card` or decline (PC4, PC5).
        PlotMoment {
            /// Which moment.
            moment: PlotMoment,
            /// The card asked about.
            card: PlotCard,
            /// The holder asked now.
            asked: Seat,
            /// Holders who have answered about this card in this moment.
            answered: SeatSet,
            /// The approved team (empty before a proposal).
            team: SeatSet,
        },
        /// The game is over; see [`PublicView::result`] and [`PublicView::reveal`].
        GameOver,
    }
}

/// A hidden agenda as everyone sees it: that it exists, and its names once revealed.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PublicAgenda {
    /// The owner.
    pub owner: Seat,
    /// The names, once turned face up (HA3, HA4), and for every agenda once the game
    /// is over (HA5).
    pub revealed: Option<SeatSet>,
}

/// Whether a hidden accusation named an actual spy, by final allegiance (HA5).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Accusation {
    /// Who made it.
    pub owner: Seat,
    /// Who was named.
    pub named: Seat,
    /// Whether the named player ended the game a spy.
    pub right: bool,
}

/// Everything hidden during play, shown to all once the game is over (B13).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct FinalReveal {
    /// Every seat's role.
    pub roles: RoleList,
    /// Every seat's allegiance at the end.
    pub allegiances: BoundedList<Allegiance, MAX_PLAYERS>,
    /// Who played Fail on each mission, in mission order.
    pub failed_by: BoundedList<SeatSet, { ROUNDS as usize }>,
    /// The secret part of a vote or mission the end interrupted.
    pub unfinished: Unfinished,
    /// The players on the winning side, by final allegiance (DF4); empty when
    /// abandoned.
    pub winners: SeatSet,
    /// Every card set aside and what it was (TR3).
    pub trapped: BoundedList<TrappedCard, { ROUNDS as usize }>,
    /// Every inspection and what it showed (IQ2).
    pub inspections: BoundedList<InspectionResult, INSPECTIONS>,
    /// Every hidden agenda (HA5).
    pub agendas: BoundedList<Agenda, MAX_PLAYERS>,
    /// Every accusation and whether it was right (HA5).
    pub accusations: BoundedList<Accusation, { 2 * MAX_PLAYERS }>,
    /// What every plot card showed, and to whom (PC4); left out without plot cards.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    pub plot_sights: Option<BoundedList<PlotSight, MAX_PLOT_SIGHTS>>,
}

/// What a spectator may know: the public state of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PublicView {
    /// Number of players.
    pub players: u8,
    /// The current round, 1..=5 (the last one played once the game is over).
    pub round: u8,
    /// The current leader.
    pub leader: Seat,
    /// Teams rejected so far this round (B9).
    pub rejections: u8,
    /// The current phase.
    pub phase: PhaseView,
    /// The seats the game is waiting for (see [`crate::Game::awaiting`]).
    pub awaiting: SeatSet,
    /// The character cards in play, in role order: public, since the table chose the
    /// modules (B1, AS1, DF1); who holds which is secret until the end (B13).
    pub characters: RoleList,
    /// Team size of each mission (B2).
    pub team_sizes: [u8; ROUNDS as usize],
    /// Fail cards that make each mission fail (B3).
    pub fails_needed: [u8; ROUNDS as usize],
    /// Missions that succeeded.
    pub successes: u8,
    /// Missions that failed.
    pub failures: u8,
    /// Every mission played, in order.
    pub missions: BoundedList<MissionRecord, { ROUNDS as usize }>,
    /// Every team voted on, with the revealed votes, in order.
    pub proposals: BoundedList<ProposalRecord, MAX_PROPOSALS>,
    /// Seats waiting for a substitute (LV1).
    pub vacant: SeatSet,
    /// Loyalty cards flipped so far, in order (DF3).
    pub loyalty_cards: BoundedList<LoyaltyCard, LOYALTY_DECK>,
    /// Who holds the Inquisitor token (IQ1, IQ3).
    pub inquisitor: Option<Seat>,
    /// Every inspection so far, without what it showed (IQ2).
    pub inspections: BoundedList<Inspection, INSPECTIONS>,
    /// Every hidden agenda chosen so far (HA1, HA3).
    pub agendas: BoundedList<PublicAgenda, MAX_PLAYERS>,
    /// The plot cards (PC); left out of the JSON without them.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    pub plot: Option<PublicPlot>,
    /// How the game ended, once it has.
    pub result: Option<GameResult>,
    /// Everything that was hidden, once the game has ended (B13).
    pub reveal: Option<FinalReveal>,
}

/// What one seat may know: the public table plus its own secrets.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct PlayerView {
    /// The seat this view belongs to.
    pub seat: Seat,
    /// The seat's role.
    pub role: Role,
    /// The seat's current allegiance.
    pub allegiance: Allegiance,
    /// What the seat learned at setup (B4 and the modules' reveal rows).
    pub sightings: Sightings,
    /// The seat's own vote on the team under vote, once cast.
    pub vote: Option<Vote>,
    /// The seat's own card on the mission under way, once played.
    pub mission_card: Option<MissionCard>,
    /// The names of the seat's own hidden agenda, once chosen (HA1).
    pub agenda: Option<SeatSet>,
    /// The cards this seat played on the missions so far, in mission order (B10): its
    /// own, so it knows them.
    pub cards_played: BoundedList<PlayedCard, { ROUNDS as usize }>,
    /// The cards this seat set aside as leader, and what they were (TR2, TR3).
    pub trapped: BoundedList<TrappedCard, { ROUNDS as usize }>,
    /// The inspections this seat made, and what they showed (IQ2).
    pub inspections: BoundedList<InspectionResult, INSPECTIONS>,
    /// What plot cards showed this seat (PC4, PC6); left out without plot cards.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    pub plot: Option<PlayerPlot>,
    /// Everything public.
    pub table: PublicView,
}

impl State {
    pub(crate) fn public_view(&self) -> PublicView {
        let phase = match self.phase {
            Phase::AgendaChoice { chosen } => PhaseView::AgendaChoice { chosen },
            Phase::Trapping(mission) => PhaseView::Trapping {
                leader: self.leader,
                team: mission.team,
            },
            Phase::Inquisition => PhaseView::Inquisition {
                holder: self.inquisitor.holder.unwrap_or_default(),
            },
            Phase::Assassination => PhaseView::Assassination,
            Phase::Proposal => PhaseView::Proposal {
                leader: self.leader,
                team_size: modules::setup::team_size(&self.config, self.round),
            },
            Phase::Voting(ballot) => PhaseView::Voting {
                team: ballot.team,
                voted: ballot.voted,
            },
            Phase::Mission(mission) => PhaseView::Mission {
                team: mission.team,
                played: mission.played,
            },
            Phase::PlotDeal => PhaseView::PlotDeal {
                leader: self.leader,
                cards: self.plot.to_give,
            },
            Phase::PlotResolve { card, seat } => PhaseView::PlotResolution { seat, card },
            Phase::PlotMoment(moment) => PhaseView::PlotMoment {
                moment: moment.moment,
                card: moment.card,
                asked: moment.asked,
                answered: moment.answered,
                team: moment.mission.team,
            },
            Phase::GameOver { .. } => PhaseView::GameOver,
        };
        let (successes, failures) = self.score();
        PublicView {
            players: self.players(),
            round: self.round,
            leader: self.leader,
            rejections: self.rejections,
            phase,
            awaiting: self.publicly_awaiting(),
            characters: modules::setup::characters(&self.config),
            team_sizes: core::array::from_fn(|i| {
                modules::setup::team_size(&self.config, i as u8 + 1)
            }),
            fails_needed: core::array::from_fn(|i| {
                modules::setup::fails_needed(&self.config, i as u8 + 1)
            }),
            successes,
            failures,
            missions: self.missions,
            proposals: self.proposals,
            vacant: self.vacant,
            loyalty_cards: defector::rules::flipped(self),
            inquisitor: self.inquisitor.holder,
            inspections: self.public_inspections(),
            agendas: self.public_agendas(),
            plot: self.public_plot(),
            result: self.result(),
            reveal: self.final_reveal(),
        }
    }

    /// B13: nothing before the end, everything after it.
    fn final_reveal(&self) -> Option<FinalReveal> {
        let Phase::GameOver { unfinished, result } = self.phase else {
            return None;
        };
        let seats = (0..self.players()).map(Seat);
        let allegiances = seats.clone().map(|seat| self.allegiance(seat)).collect();
        let winners = seats
            .filter(|&seat| Some(self.allegiance(seat)) == result.winner)
            .collect();
        Some(FinalReveal {
            roles: self.roles,
            allegiances,
            failed_by: self.saboteurs,
            unfinished,
            winners,
            trapped: self.trapper.trapped,
            inspections: self.inquisitor.inspections,
            agendas: self.agendas.sealed,
            accusations: self.accusations(),
            plot_sights: self.plot_reveal(),
        })
    }

    /// The cards `seat` played on each mission it went on (B10).
    fn cards_played_by(&self, seat: Seat) -> BoundedList<PlayedCard, { ROUNDS as usize }> {
        let mut played = BoundedList::new();
        for (mission, failed_by) in self.missions.iter().zip(self.saboteurs.iter()) {
            if mission.team.contains(seat) {
                let card = if failed_by.contains(seat) {
                    MissionCard::Fail
                } else {
                    MissionCard::Success
                };
                // One card per mission, at most five missions: it always fits.
                let _ = played.push(PlayedCard {
                    round: mission.round,
                    card,
                });
            }
        }
        played
    }

    pub(crate) fn view(&self, seat: Seat) -> Result<PlayerView, NoSuchSeat> {
        let &role = seat.entry(&self.roles, self.players())?;
        let (vote, mission_card) = match self.phase {
            Phase::Voting(ballot) if ballot.voted.contains(seat) => {
                let vote = if ballot.approvals.contains(seat) {
                    Vote::Approve
                } else {
                    Vote::Reject
                };
                (Some(vote), None)
            }
            // The mission under way: while cards are played, and after, while the
            // leader sets one aside (TR2) or a plot card's moment waits (PC4). The
            // seat knows its own card throughout.
            Phase::Mission(mission)
            | Phase::Trapping(mission)
            | Phase::PlotMoment(modules::plot::state::Moment { mission, .. })
                if mission.played.contains(seat) =>
            {
                let card = if mission.failed_by.contains(seat) {
                    MissionCard::Fail
                } else {
                    MissionCard::Success
                };
                (None, Some(card))
            }
            _ => (None, None),
        };
        Ok(PlayerView {
            seat,
            role,
            allegiance: self.allegiance(seat),
            sightings: reveal::sightings(&self.config, &self.roles, seat),
            vote,
            mission_card,
            agenda: self.agenda(seat).map(|agenda| agenda.names),
            cards_played: self.cards_played_by(seat),
            trapped: self.traps_seen_by(seat),
            inspections: self.inspections_by(seat),
            plot: self.plot_seen_by(seat),
            table: self.public_view(),
        })
    }
}
