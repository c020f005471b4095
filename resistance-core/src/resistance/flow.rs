//! The base flow: checking a command, then carrying it out.
//!
//! Checking never mutates, and carrying out never fails, so a refused command leaves
//! the game exactly as it was. The same [`State::check`] answers
//! [`crate::Game::is_legal`] and feeds [`crate::Game::choices`].

use crate::{
    kernel::{Allegiance, EventSink, MissionCard, Seat, SeatSet, TeamList},
    resistance::{
        command::{Command, CommandKind, Vote},
        config::{ConfigError, GameConfig, LeavePolicy},
        error::CommandError,
        event::Event,
        modules,
        record::{EndReason, GameResult, MissionRecord, MissionState, ProposalRecord, VoteState},
        rules::{MISSIONS_TO_WIN, REJECTIONS_TO_LOSE},
        state::{Phase, State},
    },
};

/// A command that passed its checks, in the form the flow carries out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
// A tag byte of its own, as the phase has: without it the variant hides in a niche
// of the module commands' fields, and `apply_into` decodes that niche before it can
// dispatch on every command (measured: docs/performance.md).
#[repr(u8)]
pub(crate) enum Checked {
    Propose(SeatSet),
    Vote(Vote),
    Play(MissionCard),
    /// A module's command ([`modules::registry::check`]).
    Module(modules::registry::ModuleChecked),
    Leave,
    ClaimSeat,
}

impl State {
    /// A game set up and started: dealt and revealed ([`State::setup`]), then its
    /// first phase opened, the agendas' or round 1's (HA1, B5). The opening events
    /// go to `sink`.
    pub(crate) fn open<S: EventSink<Event>>(
        config: GameConfig,
        sink: &mut S,
    ) -> Result<State, ConfigError> {
        let mut state = State::setup(config, sink)?;
        modules::hooks::game_start(&mut state, sink);
        Ok(state)
    }
}

impl State {
    /// Whether `seat` may send `command` now; on success, the command ready to run.
    ///
    /// Always inlined: called out of line from [`crate::Game::apply_into`], every
    /// command paid for the call and for packing the result into registers and back.
    #[inline(always)]
    pub(crate) fn check(&self, seat: Seat, command: &Command) -> Result<Checked, CommandError> {
        seat.at_table(self.players())?;
        if matches!(self.phase, Phase::GameOver { .. }) {
            return Err(CommandError::GameOver);
        }
        // LV1: a vacated seat does nothing until a substitute claims it.
        if self.vacant.contains(seat) {
            return match command {
                Command::ClaimSeat => Ok(Checked::ClaimSeat),
                _ => Err(CommandError::SeatVacant { seat }),
            };
        }
        match *command {
            Command::ProposeTeam { ref team } => self.check_proposal(seat, team),
            Command::Vote { vote } => match self.phase {
                Phase::Voting(ballot) if ballot.voted.contains(seat) => {
                    Err(CommandError::AlreadyVoted { seat })
                }
                Phase::Voting(ballot) => {
                    modules::hooks::vote_order(self, seat, ballot.voted)?;
                    Ok(Checked::Vote(vote))
                }
                _ => Err(self.wrong_phase(CommandKind::Vote)),
            },
            Command::PlayMission { card } => self.check_mission_card(seat, card),
            Command::Leave => Ok(Checked::Leave),
            Command::ClaimSeat => Err(CommandError::SeatNotVacant { seat }),
            _ => modules::registry::check(self, seat, command).map(Checked::Module),
        }
    }

    pub(crate) fn wrong_phase(&self, command: CommandKind) -> CommandError {
        CommandError::WrongPhase {
            command,
            phase: self.phase.kind(),
        }
    }

    /// A step only the leader takes (B6's proposal, TR2's set-aside, PC2's deal of a
    /// plot card), asked after the step's phase is checked.
    #[inline(always)]
    pub(crate) fn check_leader(&self, seat: Seat) -> Result<(), CommandError> {
        if seat != self.leader {
            return Err(CommandError::NotLeader {
                seat,
                leader: self.leader,
            });
        }
        Ok(())
    }

    /// B6: the leader names exactly the round's number of distinct seats.
    ///
    /// Always inlined, now that [`State::check`] is inlined into
    /// [`crate::Game::apply_into`] (which saves every register anyway): out of line,
    /// each proposal paid for the call and for packing its result.
    #[inline(always)]
    fn check_proposal(&self, seat: Seat, team: &TeamList) -> Result<Checked, CommandError> {
        // `matches!`, not `!=`: the derived `PartialEq` on the phase is an
        // out-of-line call comparing every variant's fields.
        if !matches!(self.phase, Phase::Proposal) {
            return Err(self.wrong_phase(CommandKind::ProposeTeam));
        }
        self.check_leader(seat)?;
        let players = self.players();
        let members = distinct_seats(team, players, |member| CommandError::NoSuchTeamMember {
            member,
            players,
        })?;
        let expected = modules::setup::team_size(&self.config, self.round);
        if members.len() != expected {
            return Err(CommandError::WrongTeamSize {
                expected,
                given: members.len(),
            });
        }
        Ok(Checked::Propose(members))
    }

    /// B10: members play once; a Resistance player may only play Success.
    fn check_mission_card(&self, seat: Seat, card: MissionCard) -> Result<Checked, CommandError> {
        let Phase::Mission(mission) = self.phase else {
            return Err(self.wrong_phase(CommandKind::PlayMission));
        };
        if !mission.team.contains(seat) {
            return Err(CommandError::NotOnTeam { seat });
        }
        if mission.played.contains(seat) {
            return Err(CommandError::AlreadyPlayed { seat });
        }
        if card == MissionCard::Fail && self.allegiance(seat) == Allegiance::Resistance {
            return Err(CommandError::ResistanceMustSucceed);
        }
        Ok(Checked::Play(card))
    }

    /// Carries out a checked command. Never fails.
    ///
    /// Always inlined: `apply_into` and a random playout each carry out a command on
    /// every step, and the playout's two ways to a command (drawn from the state,
    /// or checked) left it a call.
    #[inline(always)]
    pub(crate) fn execute(
        &mut self,
        seat: Seat,
        checked: Checked,
        sink: &mut impl EventSink<Event>,
    ) {
        match checked {
            Checked::Propose(team) => self.propose(team, sink),
            Checked::Vote(vote) => self.vote(seat, vote, sink),
            Checked::Play(card) => self.play(seat, card, sink),
            Checked::Module(checked) => modules::hooks::execute(self, seat, checked, sink),
            Checked::Leave => self.leave(seat, sink),
            Checked::ClaimSeat => {
                self.vacant.remove(seat);
                sink.emit_public(Event::SeatClaimed { seat });
            }
        }
    }

    fn propose(&mut self, team: SeatSet, sink: &mut impl EventSink<Event>) {
        self.phase = Phase::Voting(VoteState {
            team,
            ..VoteState::default()
        });
        sink.emit_public(Event::TeamProposed {
            round: self.round,
            attempt: self.rejections + 1,
            leader: self.leader,
            team,
        });
    }

    /// B7: votes stay secret until the last one is in.
    ///
    /// Always inlined, like [`State::execute`]: two votes in three of a game's steps
    /// are votes, and with the modules' steps beside them in a playout the inliner
    /// left it a call.
    #[inline(always)]
    fn vote(&mut self, seat: Seat, vote: Vote, sink: &mut impl EventSink<Event>) {
        let Phase::Voting(mut ballot) = self.phase else {
            return;
        };
        // Plain unions: `check` made sure the seat had not voted, so `insert`'s own
        // test for a seat already there would be asked again on every vote.
        let voter = SeatSet::only(seat);
        ballot.voted = ballot.voted.union(voter);
        if vote == Vote::Approve {
            ballot.approvals = ballot.approvals.union(voter);
        }
        sink.emit_public(Event::VoteCast { seat });
        modules::hooks::vote_cast(self, seat, ballot, sink);
        if ballot.voted == SeatSet::all(self.players()) {
            self.count_votes(ballot, sink);
        } else {
            self.phase = Phase::Voting(ballot);
        }
    }

    /// B8: approved iff approvals outnumber rejections; B9: a rejection passes the lead,
    /// the fifth in a round hands the spies the game.
    fn count_votes(&mut self, ballot: VoteState, sink: &mut impl EventSink<Event>) {
        let rejections = ballot.voted.difference(ballot.approvals);
        let approved = ballot.approvals.len() > rejections.len();
        // At most five proposals per round and five rounds: the list never overflows.
        let _ = self.proposals.push(ProposalRecord {
            round: self.round,
            attempt: self.rejections + 1,
            leader: self.leader,
            team: ballot.team,
            approvals: ballot.approvals,
            rejections,
            approved,
        });
        sink.emit_public(Event::VotesRevealed {
            team: ballot.team,
            approvals: ballot.approvals,
            rejections,
            approved,
        });
        if approved {
            let mission = MissionState {
                team: ballot.team,
                ..MissionState::default()
            };
            modules::hooks::team_approved(self, mission, sink);
        } else {
            self.team_rejected(sink);
        }
    }

    /// B9: a rejected team (or one No Confidence rejected, PC4) passes the lead; the
    /// fifth in a round hands the spies the game.
    pub(crate) fn team_rejected(&mut self, sink: &mut impl EventSink<Event>) {
        self.rejections += 1;
        if self.rejections >= REJECTIONS_TO_LOSE {
            self.phase = Phase::Proposal;
            let result = GameResult {
                winner: Some(Allegiance::Spy),
                reason: EndReason::FiveRejections,
            };
            modules::hooks::game_end(self, result, sink);
            return;
        }
        self.leader = self.leader.next(self.players());
        self.phase = Phase::Proposal;
        sink.emit_public(Event::LeadershipPassed {
            leader: self.leader,
            rejections: self.rejections,
        });
        modules::hooks::before_proposal(self, sink);
    }

    /// B10: cards are secret; once all are in only the number of Fails is told.
    /// Always inlined, as [`State::vote`] is and for the same reason: three to five
    /// of a round's commands are mission cards, and once the phase machine took the
    /// modules' way back to the flow, the inliner left this one a call (callgrind:
    /// the base game's playout +1%).
    #[inline(always)]
    fn play(&mut self, seat: Seat, card: MissionCard, sink: &mut impl EventSink<Event>) {
        let Phase::Mission(mut mission) = self.phase else {
            return;
        };
        // Plain unions, as for a vote: `check` made sure the member had not played.
        let member = SeatSet::only(seat);
        mission.played = mission.played.union(member);
        if card == MissionCard::Fail {
            mission.failed_by = mission.failed_by.union(member);
        }
        sink.emit_public(Event::MissionCardPlayed { seat });
        modules::hooks::card_played(self, seat, card, sink);
        if mission.played == mission.team {
            modules::hooks::cards_in(self, mission, sink);
        } else {
            self.phase = Phase::Mission(mission);
        }
    }

    /// B3 scores the mission from the cards counted (all but a set-aside one, TR2),
    /// B12 ends the game on a third success or failure, B11 otherwise moves on to the
    /// next round.
    pub(crate) fn resolve_mission(
        &mut self,
        mission: MissionState,
        set_aside: Option<Seat>,
        sink: &mut impl EventSink<Event>,
    ) {
        let counted = set_aside.map_or(mission.failed_by, |member| {
            mission.failed_by.difference(SeatSet::only(member))
        });
        let fails = counted.len();
        let succeeded = modules::setup::mission_succeeded(&self.config, self.round, fails);
        let record = MissionRecord {
            round: self.round,
            leader: self.leader,
            team: mission.team,
            fails,
            succeeded,
            set_aside,
        };
        // One record per round and at most five rounds: these never overflow.
        let _ = self.missions.push(record);
        let _ = self.saboteurs.push(mission.failed_by);
        self.phase = Phase::Proposal;
        sink.emit_public(Event::MissionResolved {
            round: record.round,
            team: record.team,
            fails,
            succeeded,
        });
        let (successes, failures) = self.score();
        let ending = if successes >= MISSIONS_TO_WIN {
            Some((Allegiance::Resistance, EndReason::ThreeSuccesses))
        } else if failures >= MISSIONS_TO_WIN {
            Some((Allegiance::Spy, EndReason::ThreeFailures))
        } else {
            None
        };
        if let Some((winner, reason)) = ending {
            let result = GameResult {
                winner: Some(winner),
                reason,
            };
            modules::hooks::game_end(self, result, sink);
            return;
        }
        // B11: the next round, led by the next seat, with a fresh rejection count; it
        // opens once anything due between missions is done (IQ2).
        self.round += 1;
        self.rejections = 0;
        self.leader = self.leader.next(self.players());
        modules::hooks::between_missions(self, sink);
    }

    /// LV1: the leaver's agendas are revealed (HA4), then the game ends abandoned, or
    /// the seat waits for a substitute.
    fn leave(&mut self, seat: Seat, sink: &mut impl EventSink<Event>) {
        let awaiting_substitute = self.config.leave_policy == LeavePolicy::Substitute;
        sink.emit_public(Event::PlayerLeft {
            seat,
            awaiting_substitute,
        });
        self.reveal_agenda(seat, sink);
        if awaiting_substitute {
            self.vacant.insert(seat);
        } else {
            let result = GameResult {
                winner: None,
                reason: EndReason::Abandoned { seat },
            };
            modules::hooks::game_end(self, result, sink);
        }
    }
}

/// The distinct seats of `list`, all on a table of `players`: a seat off the table is
/// refused with `off_table(seat)`, a repeated one with [`CommandError::DuplicateSeat`].
// Always inlined into the checks of a proposal and of an agenda: out of line, a
// bot's proposal paid for the call.
#[inline(always)]
pub(crate) fn distinct_seats(
    list: &TeamList,
    players: u8,
    off_table: impl Fn(u8) -> CommandError,
) -> Result<SeatSet, CommandError> {
    let mut seats = SeatSet::EMPTY;
    for &seat in list.iter() {
        if seat.0 >= players {
            return Err(off_table(seat.0));
        }
        if !seats.insert(seat) {
            return Err(CommandError::DuplicateSeat { seat });
        }
    }
    Ok(seats)
}
