//! Checks that a restored state is one the rules could have produced: the proposal
//! history is replayed, and every mission, set-aside card, loyalty flip, inspection
//! and agenda must agree with it. [`crate::Game::restore`] refuses anything else.

use crate::{
    kernel::{Allegiance, Seat, SeatSet},
    resistance::{
        config::LeavePolicy,
        modules,
        modules::defector,
        record::{EndReason, GameResult, MissionState, Unfinished, VoteState},
        role::Role,
        rules::{MISSIONS_TO_WIN, REJECTIONS_TO_LOSE},
        snapshot::Corruption,
        state::{Phase, State},
    },
};

/// Turns a failed check into the corruption it reveals.
pub(crate) fn ensure(condition: bool, corruption: Corruption) -> Result<(), Corruption> {
    if condition { Ok(()) } else { Err(corruption) }
}

/// Where a replay of the recorded proposals leaves the game.
pub(crate) struct Replayed {
    pub(crate) round: u8,
    pub(crate) attempt: u8,
    pub(crate) leader: Seat,
    /// The last approved team has no mission record yet: its mission is under way.
    pub(crate) mission_pending: bool,
    /// The history itself ended the game (B9, B12).
    pub(crate) ended_by: Option<EndReason>,
    /// The inspection after the last mission has not happened yet (IQ2, IQ3).
    pub(crate) inquisition_pending: bool,
}

impl State {
    /// Checks that this state is one the rules could have produced.
    pub(crate) fn validate(&self) -> Result<(), Corruption> {
        self.validate_deal()?;
        self.validate_missions()?;
        self.validate_agendas()?;
        let mut replayed = self.replay_proposals()?;
        ensure(
            replayed.round == self.round
                && replayed.leader == self.leader
                // Checked: the count comes from outside and may be anything.
                && self.rejections.checked_add(1) == Some(replayed.attempt),
            Corruption::Progress,
        )?;
        self.validate_inquisitor(&mut replayed)?;
        self.validate_defector(&replayed)?;
        self.validate_plot(&replayed)?;
        self.validate_phase(&replayed)
    }

    /// B1, AS1, DF1: the roles are the deck this configuration deals, in some order;
    /// seats named anywhere are at the table.
    fn validate_deal(&self) -> Result<(), Corruption> {
        let deck = modules::deck(&self.config);
        let count = |roles: &[Role], role: Role| roles.iter().filter(|&&r| r == role).count();
        ensure(
            self.roles.len() == deck.len()
                && Role::ALL
                    .iter()
                    .all(|&role| count(&self.roles, role) == count(&deck, role)),
            Corruption::Roles,
        )?;
        let seats = SeatSet::all(self.players());
        ensure(
            self.first_leader.0 < self.players()
                && self.leader.0 < self.players()
                && self.vacant.is_subset(seats)
                && (self.config.leave_policy == LeavePolicy::Substitute || self.vacant.is_empty()),
            Corruption::Seats,
        )
    }

    /// Each mission on its own: right team size, Fail cards only from those who were
    /// spies then (B10, DF4), the set-aside card (TR2), result by B3.
    fn validate_missions(&self) -> Result<(), Corruption> {
        let seats = SeatSet::all(self.players());
        ensure(
            self.missions.len() == self.saboteurs.len()
                && self.trapper.trapped.len() == self.traps_due(),
            Corruption::Missions,
        )?;
        for (index, (mission, &failed_by)) in
            self.missions.iter().zip(self.saboteurs.iter()).enumerate()
        {
            let round = index as u8 + 1;
            let spies_then = self.spies_when(self.switched_after(defector::flips_by_round(round)));
            let set_aside_fail = self.validate_trap(index, mission, failed_by)?;
            ensure(
                mission.round == round
                    && mission.leader.0 < self.players()
                    && mission.team.is_subset(seats)
                    && mission.team.len() == modules::team_size(&self.config, round)
                    && failed_by.is_subset(mission.team.intersection(spies_then))
                    && mission.fails.checked_add(set_aside_fail) == Some(failed_by.len())
                    && mission.succeeded
                        == modules::mission_succeeded(&self.config, round, mission.fails),
                Corruption::Missions,
            )?;
        }
        Ok(())
    }

    /// Replays the proposal history: leaders pass clockwise after every proposal
    /// (B9, B11), each vote counts every seat (B7, B8), each approved team is the next
    /// mission's team.
    fn replay_proposals(&self) -> Result<Replayed, Corruption> {
        let players = self.players();
        let seats = SeatSet::all(players);
        let mut at = Replayed {
            round: 1,
            attempt: 1,
            leader: self.first_leader,
            mission_pending: false,
            ended_by: None,
            inquisition_pending: false,
        };
        // HA1: no team is proposed before every agenda is sealed.
        let agendas_sealed =
            self.config.agendas.is_none() || self.agendas.sealed.len() == players as usize;
        ensure(
            agendas_sealed || self.proposals.is_empty(),
            Corruption::Agendas,
        )?;
        let mut missions_seen = 0;
        for proposal in self.proposals.iter() {
            ensure(
                at.ended_by.is_none() && !at.mission_pending,
                Corruption::Proposals,
            )?;
            // A module may hand the lead to someone else before a proposal (PC4).
            if let Some(taken) = modules::lead_taken_before(self, at.round, at.attempt) {
                at.leader = taken;
            }
            let counted = proposal.approvals.union(proposal.rejections);
            ensure(
                proposal.round == at.round
                    && proposal.attempt == at.attempt
                    && proposal.leader == at.leader
                    && proposal.team.is_subset(seats)
                    && proposal.team.len() == modules::team_size(&self.config, at.round)
                    && proposal
                        .approvals
                        .intersection(proposal.rejections)
                        .is_empty()
                    && counted == seats
                    && proposal.approved == (proposal.approvals.len() > proposal.rejections.len()),
                Corruption::Proposals,
            )?;
            // A module may overturn an approval, which then counts for B9 (PC4).
            if !proposal.approved || modules::approval_overturned(self, at.round, at.attempt) {
                at.attempt += 1;
                if at.attempt > REJECTIONS_TO_LOSE {
                    at.ended_by = Some(EndReason::FiveRejections);
                } else {
                    at.leader = at.leader.next(players);
                }
                continue;
            }
            let Some(mission) = self.missions.get(missions_seen) else {
                at.mission_pending = true;
                continue;
            };
            ensure(
                mission.leader == proposal.leader && mission.team == proposal.team,
                Corruption::Missions,
            )?;
            missions_seen += 1;
            let played = self.missions.get(..missions_seen).unwrap_or(&[]);
            let successes = played.iter().filter(|m| m.succeeded).count() as u8;
            let failures = played.len() as u8 - successes;
            if successes >= MISSIONS_TO_WIN {
                at.ended_by = Some(EndReason::ThreeSuccesses);
            } else if failures >= MISSIONS_TO_WIN {
                at.ended_by = Some(EndReason::ThreeFailures);
            } else {
                at.round += 1;
                at.attempt = 1;
                at.leader = at.leader.next(players);
            }
        }
        ensure(missions_seen == self.missions.len(), Corruption::Missions)?;
        if let Some(taken) = modules::lead_taken_before(self, at.round, at.attempt) {
            at.leader = taken;
        }
        Ok(at)
    }

    fn validate_phase(&self, at: &Replayed) -> Result<(), Corruption> {
        let in_play = at.ended_by.is_none() && !at.inquisition_pending;
        let agendas_sealed =
            self.config.agendas.is_none() || self.agendas.sealed.len() == self.players() as usize;
        match self.phase {
            Phase::AgendaChoice { chosen } => {
                let owners: SeatSet = self.agendas.sealed.iter().map(|a| a.owner).collect();
                ensure(
                    self.config.agendas.is_some()
                        && !agendas_sealed
                        && chosen == owners
                        && self.proposals.is_empty(),
                    Corruption::Agendas,
                )
            }
            _ if !agendas_sealed => ensure(
                matches!(
                    self.phase,
                    Phase::GameOver {
                        result: GameResult {
                            reason: EndReason::Abandoned { .. },
                            ..
                        },
                        ..
                    }
                ),
                Corruption::Agendas,
            ),
            Phase::Proposal => ensure(
                in_play && !at.mission_pending && self.plot_dealt(),
                Corruption::Phase,
            ),
            Phase::Voting(ballot) => {
                ensure(
                    in_play && !at.mission_pending && self.plot_dealt(),
                    Corruption::Phase,
                )?;
                self.validate_vote(ballot)
            }
            Phase::Mission(mission) => {
                ensure(
                    in_play && at.mission_pending && mission.played != mission.team,
                    Corruption::Phase,
                )?;
                self.validate_mission_under_way(mission)
            }
            Phase::Trapping(mission) => {
                ensure(
                    self.config.trapper
                        && in_play
                        && at.mission_pending
                        && mission.played == mission.team,
                    Corruption::Phase,
                )?;
                self.validate_mission_under_way(mission)
            }
            Phase::Inquisition => ensure(
                at.inquisition_pending && at.ended_by.is_none(),
                Corruption::Inquisitor,
            ),
            Phase::Assassination => ensure(
                self.config.assassin.is_some()
                    && at.ended_by == Some(EndReason::ThreeSuccesses)
                    && self.seat_of(Role::Assassin).is_some(),
                Corruption::Ending,
            ),
            Phase::PlotDeal | Phase::PlotResolve { .. } | Phase::PlotMoment(_) => {
                self.validate_plot_phase(at)
            }
            Phase::GameOver { result, unfinished } => self.validate_ending(at, result, unfinished),
        }
    }

    fn validate_vote(&self, ballot: VoteState) -> Result<(), Corruption> {
        let seats = SeatSet::all(self.players());
        ensure(
            ballot.team.is_subset(seats)
                && ballot.team.len() == modules::team_size(&self.config, self.round)
                && ballot.approvals.is_subset(ballot.voted)
                && ballot.voted.is_subset(seats)
                && ballot.voted != seats,
            Corruption::Phase,
        )
    }

    /// A mission under way: the approved team, cards from members, Fail cards from
    /// spies only. All cards in only while the leader is to set one aside (TR2).
    fn validate_mission_under_way(&self, mission: MissionState) -> Result<(), Corruption> {
        let approved_team = self.proposals.last().map(|p| p.team);
        ensure(
            approved_team == Some(mission.team)
                && mission.played.is_subset(mission.team)
                && (mission.played != mission.team
                    || self.config.trapper
                    || self.config.plot_cards)
                && mission
                    .failed_by
                    .is_subset(mission.played.intersection(self.spies())),
            Corruption::Phase,
        )
    }

    fn validate_ending(
        &self,
        at: &Replayed,
        result: GameResult,
        unfinished: Unfinished,
    ) -> Result<(), Corruption> {
        let assassin_module = self.config.assassin.is_some();
        let (winner, ended_by) = match result.reason {
            EndReason::Abandoned { seat } => {
                return self.validate_abandoned(at, result, seat, unfinished);
            }
            EndReason::ThreeSuccesses if !assassin_module => {
                (Allegiance::Resistance, EndReason::ThreeSuccesses)
            }
            EndReason::ThreeFailures => (Allegiance::Spy, EndReason::ThreeFailures),
            EndReason::FiveRejections => (Allegiance::Spy, EndReason::FiveRejections),
            EndReason::CommanderAssassinated { assassin, target }
            | EndReason::AssassinMissed { assassin, target }
                if assassin_module =>
            {
                let found = self.roles.get(target.index()) == Some(&Role::Commander);
                ensure(
                    self.roles.get(assassin.index()) == Some(&Role::Assassin)
                        && target.0 < self.players()
                        && target != assassin
                        && found
                            == matches!(result.reason, EndReason::CommanderAssassinated { .. }),
                    Corruption::Ending,
                )?;
                let winner = if found {
                    Allegiance::Spy
                } else {
                    Allegiance::Resistance
                };
                (winner, EndReason::ThreeSuccesses)
            }
            _ => return Err(Corruption::Ending),
        };
        ensure(
            at.ended_by == Some(ended_by)
                && result.winner == Some(winner)
                && unfinished == Unfinished::Nothing,
            Corruption::Ending,
        )
    }

    /// LV1: only under the end-game policy; what was under way is kept.
    fn validate_abandoned(
        &self,
        at: &Replayed,
        result: GameResult,
        seat: Seat,
        unfinished: Unfinished,
    ) -> Result<(), Corruption> {
        // A player may also leave while the Assassin chooses (AS4).
        let during_assassination =
            self.config.assassin.is_some() && at.ended_by == Some(EndReason::ThreeSuccesses);
        ensure(
            (at.ended_by.is_none() || during_assassination)
                && result.winner.is_none()
                && seat.0 < self.players()
                && self.config.leave_policy == LeavePolicy::EndGame,
            Corruption::Ending,
        )?;
        match unfinished {
            Unfinished::Nothing => ensure(!at.mission_pending, Corruption::Ending),
            Unfinished::Vote(ballot) => {
                ensure(!at.mission_pending, Corruption::Ending)?;
                self.validate_vote(ballot)
            }
            Unfinished::Mission(mission) => {
                ensure(at.mission_pending, Corruption::Ending)?;
                self.validate_mission_under_way(mission)
            }
        }
    }
}
