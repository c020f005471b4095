//! The hook points of the base flow, where the modules change the base rules
//! (the table in the modules' documentation): each is a named step the flow
//! calls, and the one place a module plugs in there.

use super::{
    registry::{ModuleChecked, ModuleRules, Resume, for_each_module},
    setup::{fails_needed, team_size},
};
use crate::{
    kernel::{EventSink, MissionCard, Seat, SeatSet},
    resistance::{
        choices::Choices,
        error::CommandError,
        event::Event,
        modules::plot::cards::PlotMoment,
        record::{GameResult, MissionState, Unfinished, VoteState},
        state::{Phase, State},
    },
};

/// The phase machine: takes the game where a module's step said the base flow
/// resumes. Staying and the moves that only set the phase are inlined, the steps
/// of the flow are not (callgrind: a call to all of it at every plot card cost
/// the plot games 3% of their instructions).
#[inline(always)]
pub(crate) fn resume(state: &mut State, next: Resume, sink: &mut impl EventSink<Event>) {
    match next {
        Resume::Stay => {}
        Resume::Proposal => state.phase = Phase::Proposal,
        Resume::Mission(mission) => state.phase = Phase::Mission(mission),
        Resume::TeamRejected
        | Resume::CardsCounted(_)
        | Resume::MissionResolved(..)
        | Resume::RoundStart
        | Resume::GameEnd(_) => resume_flow(state, next, sink),
    }
}

/// The moves of [`resume`] that take a step of the flow.
#[inline(never)]
fn resume_flow(state: &mut State, next: Resume, sink: &mut impl EventSink<Event>) {
    match next {
        Resume::TeamRejected => state.team_rejected(sink),
        Resume::CardsCounted(mission) => cards_counted(state, mission, sink),
        Resume::MissionResolved(mission, member) => {
            state.resolve_mission(mission, Some(member), sink);
        }
        Resume::RoundStart => round_start(state, sink),
        Resume::GameEnd(result) => game_end(state, result, sink),
        // Taken by `resume` itself, never sent here.
        Resume::Stay | Resume::Proposal | Resume::Mission(_) => {}
    }
}

impl State {
    /// A module's command names a seat at the table.
    pub(crate) fn check_target(&self, target: Seat) -> Result<(), CommandError> {
        if target.0 >= self.players() {
            return Err(CommandError::NoSuchTarget {
                target: target.0,
                players: self.players(),
            });
        }
        Ok(())
    }

    /// A module's command names a seat at the table other than `seat`'s own
    /// (the Assassin's, the Inquisitor's, a plot card's giver): `to_self` is the
    /// refusal of naming oneself.
    pub(crate) fn check_other_target(
        &self,
        seat: Seat,
        target: Seat,
        to_self: CommandError,
    ) -> Result<(), CommandError> {
        self.check_target(target)?;
        if target == seat {
            return Err(to_self);
        }
        Ok(())
    }
}

/// Carries out a module's checked command, and takes the game where the module
/// says the flow goes on. Never fails.
#[inline]
pub(crate) fn execute(
    state: &mut State,
    seat: Seat,
    checked: ModuleChecked,
    sink: &mut impl EventSink<Event>,
) {
    let next = super::registry::execute(state, seat, checked, sink);
    resume(state, next, sink);
}

/// What `seat` may do in any phase of a game that goes on: reveal its agenda (HA3).
#[inline]
pub(crate) fn choices_at_any_time(state: &State, seat: Seat, choices: &mut Choices) {
    for_each_module!(M => M::choices_at_any_time(state, seat, choices));
}

/// Setup done: hidden agendas are sealed first (HA1), else round 1 opens.
pub(crate) fn game_start(state: &mut State, sink: &mut impl EventSink<Event>) {
    if for_each_module!(any M => M::game_start(state, sink)) {
        return;
    }
    round_start(state, sink);
}

/// B7: whether `seat` may vote now, given who has; Opinion Makers vote first (PC4).
#[inline]
pub(crate) fn vote_order(state: &State, seat: Seat, voted: SeatSet) -> Result<(), CommandError> {
    for_each_module!(M => M::vote_order(state, seat, voted)?);
    Ok(())
}

/// The seats that vote before everyone else (PC4's Opinion Makers); none without
/// plot cards.
#[inline]
pub(crate) fn votes_first(state: &State) -> SeatSet {
    let mut first = SeatSet::EMPTY;
    for_each_module!(M => first = first.union(M::votes_first(state)));
    first
}

/// A vote was cast (B7): once every Opinion Maker has voted, their votes are
/// public (PC4).
#[inline]
pub(crate) fn vote_cast(
    state: &State,
    seat: Seat,
    ballot: VoteState,
    sink: &mut impl EventSink<Event>,
) {
    for_each_module!(M => M::vote_cast(state, seat, ballot, sink));
}

/// A mission card was played (B10): a spotlit member's is shown to all (PC4).
#[inline]
pub(crate) fn card_played(
    state: &mut State,
    seat: Seat,
    card: MissionCard,
    sink: &mut impl EventSink<Event>,
) {
    for_each_module!(M => M::card_played(state, seat, card, sink));
}

/// A team was approved (B8): with plot cards its moment comes first (PC4), then
/// the mission.
pub(crate) fn team_approved(
    state: &mut State,
    mission: MissionState,
    sink: &mut impl EventSink<Event>,
) {
    if for_each_module!(any M => M::team_approved(state, mission, sink)) {
        return;
    }
    state.phase = Phase::Mission(mission);
}

/// A team was rejected and the round goes on (B9): with plot cards the Strong
/// Leader moment comes before the next proposal (PC4).
pub(crate) fn before_proposal(state: &mut State, sink: &mut impl EventSink<Event>) {
    // The leader proposes (the phase already is the proposal's) unless a module
    // holds the game first.
    let _held = for_each_module!(any M => M::before_proposal(state, sink));
}

/// Every card is in: with plot cards, Keeping a Close Eye on You first (PC4), then
/// [`cards_counted`].
pub(crate) fn cards_in(state: &mut State, mission: MissionState, sink: &mut impl EventSink<Event>) {
    if for_each_module!(any M => M::cards_in(state, mission, sink)) {
        return;
    }
    cards_counted(state, mission, sink);
}

/// The cards are to be counted: the Trapper leader sets one aside first (TR2), else
/// the mission is resolved at once.
pub(crate) fn cards_counted(
    state: &mut State,
    mission: MissionState,
    sink: &mut impl EventSink<Event>,
) {
    if for_each_module!(any M => M::cards_counted(state, mission, sink)) {
        return;
    }
    state.resolve_mission(mission, None, sink);
}

/// A mission was resolved and the game goes on to the next round: the Inquisitor
/// inspects before it opens when due (IQ2, IQ3).
pub(crate) fn between_missions(state: &mut State, sink: &mut impl EventSink<Event>) {
    if for_each_module!(any M => M::between_missions(state, sink)) {
        return;
    }
    round_start(state, sink);
}

/// Round start: the round opens with a proposal (B11); from round 3 on a loyalty card
/// is flipped first (DF3).
pub(crate) fn round_start(state: &mut State, sink: &mut impl EventSink<Event>) {
    state.phase = Phase::Proposal;
    sink.emit_public(Event::RoundStarted {
        round: state.round,
        leader: state.leader,
        team_size: team_size(&state.config, state.round),
        fails_needed: fails_needed(&state.config, state.round),
    });
    // The leader proposes unless a module holds the game first; the Defectors'
    // flip (DF3) holds nothing, so the plot cards' moment follows it (PC4).
    let _held = for_each_module!(any M => M::round_start(state, sink));
}

/// Game end: a third success goes to the assassination first (AS4); otherwise the
/// game is over and everything is revealed (B12, B13, HA5).
pub(crate) fn game_end(state: &mut State, result: GameResult, sink: &mut impl EventSink<Event>) {
    if for_each_module!(any M => M::game_end(state, result, sink)) {
        return;
    }
    for_each_module!(M => M::game_ended(state));
    let unfinished = match state.phase {
        Phase::Voting(vote) => Unfinished::Vote(vote),
        Phase::Mission(mission) | Phase::Trapping(mission) => Unfinished::Mission(mission),
        Phase::PlotMoment(moment) if moment.moment != PlotMoment::BeforeProposal => {
            Unfinished::Mission(moment.mission)
        }
        _ => Unfinished::Nothing,
    };
    state.phase = Phase::GameOver { result, unfinished };
    sink.emit_public(Event::GameEnded {
        winner: result.winner,
        reason: result.reason,
    });
    sink.emit_public(Event::RolesRevealed { roles: state.roles });
}
