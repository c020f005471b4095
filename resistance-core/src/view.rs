//! Views: what one seat, or a spectator, may know now.
//!
//! A view is built only from public facts and the seat's own knowledge (its role,
//! what the reveal table showed it, its own vote and card). The generator state, other
//! seats' roles, secret votes and who played Fail never enter a view until the game
//! is over, when B13 reveals them to all.

use crate::{
    bounded::BoundedList,
    command::{MissionCard, Vote},
    error::NoSuchSeat,
    hooks,
    record::{GameResult, MissionRecord, ProposalRecord, Unfinished},
    reveal::{self, Sightings},
    role::{Allegiance, Role, RoleList},
    rules::ROUNDS,
    seat::{MAX_PLAYERS, Seat, SeatSet},
    state::{MAX_PROPOSALS, Phase, State},
};

/// The current phase as everyone sees it.
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
#[non_exhaustive]
pub enum PhaseView {
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
    /// The game is over; see [`PublicView::result`] and [`PublicView::reveal`].
    GameOver,
}

/// Everything hidden during play, shown to all once the game is over (B13).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
pub struct FinalReveal {
    /// Every seat's role.
    pub roles: RoleList,
    /// Every seat's allegiance at the end.
    pub allegiances: BoundedList<Allegiance, MAX_PLAYERS>,
    /// Who played Fail on each mission, in mission order.
    pub failed_by: BoundedList<SeatSet, { ROUNDS as usize }>,
    /// The secret part of a vote or mission the end interrupted.
    pub unfinished: Unfinished,
}

/// What a spectator may know: the public state of the table.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
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
    /// Everything public.
    pub table: PublicView,
}

impl State {
    pub(crate) fn public_view(&self) -> PublicView {
        let phase = match self.phase {
            Phase::Proposal => PhaseView::Proposal {
                leader: self.leader,
                team_size: hooks::team_size(&self.config, self.round),
            },
            Phase::Voting(ballot) => PhaseView::Voting {
                team: ballot.team,
                voted: ballot.voted,
            },
            Phase::Mission(mission) => PhaseView::Mission {
                team: mission.team,
                played: mission.played,
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
            awaiting: self.awaiting(),
            team_sizes: core::array::from_fn(|i| hooks::team_size(&self.config, i as u8 + 1)),
            fails_needed: core::array::from_fn(|i| hooks::fails_needed(&self.config, i as u8 + 1)),
            successes,
            failures,
            missions: self.missions,
            proposals: self.proposals,
            vacant: self.vacant,
            result: self.result(),
            reveal: self.final_reveal(),
        }
    }

    /// B13: nothing before the end, everything after it.
    fn final_reveal(&self) -> Option<FinalReveal> {
        let Phase::GameOver { unfinished, .. } = self.phase else {
            return None;
        };
        let mut allegiances = BoundedList::new();
        for index in 0..self.players() {
            let _ = allegiances.push(self.allegiance(Seat(index)));
        }
        Some(FinalReveal {
            roles: self.roles,
            allegiances,
            failed_by: self.saboteurs,
            unfinished,
        })
    }

    pub(crate) fn view(&self, seat: Seat) -> Result<PlayerView, NoSuchSeat> {
        let players = self.players();
        let Some(&role) = self.roles.get(seat.index()).filter(|_| seat.0 < players) else {
            return Err(NoSuchSeat {
                seat: seat.0,
                players,
            });
        };
        let (vote, mission_card) = match self.phase {
            Phase::Voting(ballot) if ballot.voted.contains(seat) => {
                let vote = if ballot.approvals.contains(seat) {
                    Vote::Approve
                } else {
                    Vote::Reject
                };
                (Some(vote), None)
            }
            Phase::Mission(mission) if mission.played.contains(seat) => {
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
            table: self.public_view(),
        })
    }
}
