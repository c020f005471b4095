//! Checks that a restored state is one the rules could have produced: the proposal
//! history is replayed, and every mission, set-aside card, loyalty flip, inspection
//! and agenda must agree with it. [`crate::Game::restore`] refuses anything else.

use crate::{
    kernel::{Allegiance, Seat, SeatSet},
    resistance::{
        config::LeavePolicy,
        hooks,
        record::{EndReason, GameResult, LoyaltyCard, MissionState, Unfinished, VoteState},
        role::Role,
        rules::{MISSIONS_TO_WIN, REJECTIONS_TO_LOSE},
        snapshot::Corruption,
        state::{Phase, State},
    },
};

/// Turns a failed check into the corruption it reveals.
fn ensure(condition: bool, corruption: Corruption) -> Result<(), Corruption> {
    if condition { Ok(()) } else { Err(corruption) }
}

/// Where a replay of the recorded proposals leaves the game.
struct Replayed {
    round: u8,
    attempt: u8,
    leader: Seat,
    /// The last approved team has no mission record yet: its mission is under way.
    mission_pending: bool,
    /// The history itself ended the game (B9, B12).
    ended_by: Option<EndReason>,
    /// The inspection after the last mission has not happened yet (IQ2, IQ3).
    inquisition_pending: bool,
}

/// Loyalty cards flipped once round `round` has started (DF3: rounds 3, 4, 5).
const fn flips_by_round(round: u8) -> u8 {
    round.saturating_sub(2)
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
        self.validate_phase(&replayed)
    }

    /// B1, AS1, DF1: the roles are the deck this configuration deals, in some order;
    /// seats named anywhere are at the table.
    fn validate_deal(&self) -> Result<(), Corruption> {
        let deck = hooks::deck(&self.config);
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

    /// Whether the Defectors were switched after `flips` loyalty cards (DF3).
    fn switched_after(&self, flips: u8) -> bool {
        let flipped = self.defector.deck.get(..flips as usize).unwrap_or(&[]);
        flipped
            .iter()
            .filter(|&&card| card == LoyaltyCard::SwitchAllegiance)
            .count()
            % 2
            == 1
    }

    /// Each mission on its own: right team size, Fail cards only from those who were
    /// spies then (B10, DF4), the set-aside card (TR2), result by B3.
    fn validate_missions(&self) -> Result<(), Corruption> {
        let seats = SeatSet::all(self.players());
        let trapper = self.config.trapper;
        ensure(
            self.missions.len() == self.saboteurs.len()
                && self.trapper.trapped.len() == if trapper { self.missions.len() } else { 0 },
            Corruption::Missions,
        )?;
        for (index, (mission, &failed_by)) in
            self.missions.iter().zip(self.saboteurs.iter()).enumerate()
        {
            let round = index as u8 + 1;
            let spies_then = self.spies_when(self.switched_after(flips_by_round(round)));
            let set_aside_fail = match self.trapper.trapped.get(index) {
                Some(trap) => {
                    ensure(
                        trap.round == round
                            && trap.leader == mission.leader
                            && mission.team.contains(trap.member)
                            && mission.set_aside == Some(trap.member)
                            && (trap.card == crate::MissionCard::Fail)
                                == failed_by.contains(trap.member),
                        Corruption::Trapper,
                    )?;
                    u8::from(trap.card == crate::MissionCard::Fail)
                }
                None => {
                    ensure(mission.set_aside.is_none(), Corruption::Trapper)?;
                    0
                }
            };
            ensure(
                mission.round == round
                    && mission.leader.0 < self.players()
                    && mission.team.is_subset(seats)
                    && mission.team.len() == hooks::team_size(&self.config, round)
                    && failed_by.is_subset(mission.team.intersection(spies_then))
                    && mission.fails.checked_add(set_aside_fail) == Some(failed_by.len())
                    && mission.succeeded
                        == hooks::mission_succeeded(&self.config, round, mission.fails),
                Corruption::Missions,
            )?;
        }
        Ok(())
    }

    /// HA1, HA2: one agenda per owner, of the right size, naming seats of the table.
    fn validate_agendas(&self) -> Result<(), Corruption> {
        let seats = SeatSet::all(self.players());
        let Some(kind) = self.config.agendas else {
            return ensure(self.agendas.sealed.is_empty(), Corruption::Agendas);
        };
        let mut owners = SeatSet::EMPTY;
        for agenda in self.agendas.sealed.iter() {
            ensure(
                agenda.owner.0 < self.players()
                    && owners.insert(agenda.owner)
                    && agenda.names.is_subset(seats)
                    && agenda.names.len() == kind.names(),
                Corruption::Agendas,
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
            let counted = proposal.approvals.union(proposal.rejections);
            ensure(
                proposal.round == at.round
                    && proposal.attempt == at.attempt
                    && proposal.leader == at.leader
                    && proposal.team.is_subset(seats)
                    && proposal.team.len() == hooks::team_size(&self.config, at.round)
                    && proposal
                        .approvals
                        .intersection(proposal.rejections)
                        .is_empty()
                    && counted == seats
                    && proposal.approved == (proposal.approvals.len() > proposal.rejections.len()),
                Corruption::Proposals,
            )?;
            if !proposal.approved {
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
        Ok(at)
    }

    /// IQ1–IQ3: the token passed from its first holder to each player inspected, who
    /// never held it before; each inspection showed the allegiance of that moment; one
    /// followed each of missions 2–4 the game went on after, except perhaps the last.
    fn validate_inquisitor(&self, at: &mut Replayed) -> Result<(), Corruption> {
        let first =
            crate::resistance::modules::inquisitor::first_holder(&self.config, self.first_leader);
        let Some(mut holder) = first else {
            return ensure(
                self.inquisitor.holder.is_none()
                    && self.inquisitor.former.is_empty()
                    && self.inquisitor.inspections.is_empty(),
                Corruption::Inquisitor,
            );
        };
        let mut former = SeatSet::only(holder);
        for (index, result) in self.inquisitor.inspections.iter().enumerate() {
            let inspection = result.inspection;
            let round = index as u8 + 2;
            let switched = self.switched_after(flips_by_round(round));
            ensure(
                inspection.round == round
                    && inspection.holder == holder
                    && inspection.target.0 < self.players()
                    && !former.contains(inspection.target)
                    && result.shown == self.allegiance_when(inspection.target, switched),
                Corruption::Inquisitor,
            )?;
            holder = inspection.target;
            former.insert(holder);
        }
        ensure(
            self.inquisitor.holder == Some(holder) && self.inquisitor.former == former,
            Corruption::Inquisitor,
        )?;
        let played = self.missions.len() as u8;
        let ended_at_last = matches!(
            at.ended_by,
            Some(EndReason::ThreeSuccesses | EndReason::ThreeFailures)
        );
        let due = (2..=4u8)
            .filter(|&round| round <= played && !(round == played && ended_at_last))
            .count();
        let done = self.inquisitor.inspections.len();
        at.inquisition_pending = done + 1 == due;
        ensure(
            done == due
                || (at.inquisition_pending
                    && (2..=4).contains(&played)
                    && at.attempt == 1
                    && !at.mission_pending),
            Corruption::Inquisitor,
        )
    }

    /// DF1, DF3: three No Change and two Switch cards; one flipped at the start of
    /// each round from the third; the Defectors switched once per Switch flipped.
    fn validate_defector(&self, at: &Replayed) -> Result<(), Corruption> {
        if self.config.defector.is_none() {
            return ensure(
                self.defector.deck.is_empty()
                    && self.defector.flipped == 0
                    && !self.defector.switched,
                Corruption::Defector,
            );
        }
        let switches = self
            .defector
            .deck
            .iter()
            .filter(|&&card| card == LoyaltyCard::SwitchAllegiance)
            .count();
        // A round waiting for its inspection has not started yet, nor flipped.
        let started = if at.inquisition_pending {
            self.round.saturating_sub(1)
        } else {
            self.round
        };
        let flips = flips_by_round(started);
        // Agendas are sealed before round 1 starts: no flip can have happened anyway.
        ensure(
            self.defector.deck.len() == 5
                && switches == 2
                && self.defector.flipped == flips
                && self.defector.switched == self.switched_after(flips),
            Corruption::Defector,
        )
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
            Phase::Proposal => ensure(in_play && !at.mission_pending, Corruption::Phase),
            Phase::Voting(ballot) => {
                ensure(in_play && !at.mission_pending, Corruption::Phase)?;
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
            Phase::GameOver { result, unfinished } => self.validate_ending(at, result, unfinished),
        }
    }

    fn validate_vote(&self, ballot: VoteState) -> Result<(), Corruption> {
        let seats = SeatSet::all(self.players());
        ensure(
            ballot.team.is_subset(seats)
                && ballot.team.len() == hooks::team_size(&self.config, self.round)
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
                && (mission.played != mission.team || self.config.trapper)
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
