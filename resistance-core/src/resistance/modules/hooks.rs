//! The hook points of the base flow, where the modules change the base rules
//! (the table in the modules' documentation): each is a named step the flow
//! calls, and the one place a module plugs in there.

use super::{
    agenda::AgendaCommand,
    assassin::AssassinCommand,
    inquisitor::InquisitorCommand,
    registry::{ModuleRules, for_each_module},
    setup::{fails_needed, team_size},
    trapper::TrapperCommand,
};
use crate::{
    kernel::{EventSink, MissionCard, Seat, SeatSet},
    resistance::{
        choices::{Choices, TeamChoice},
        command::Command,
        error::CommandError,
        event::Event,
        modules::plot::cards::{PlotAction, PlotCard, PlotCommand, PlotMoment},
        record::{GameResult, MissionState, Unfinished, VoteState},
        role::Role,
        state::{Phase, State},
    },
};

/// A module's command that passed its checks, in the form its module carries out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Checked {
    SetAside(Seat),
    Inspect(Seat),
    Assassinate(Seat),
    ChooseAgenda(SeatSet),
    RevealAgenda,
    GivePlotCard(PlotCard, Seat),
    UsePlotCard(PlotAction),
    DeclinePlotCard(PlotCard),
}

/// Where the base flow goes on once a module's command is carried out. A module
/// moves the game only within its own phases (an assassination, an inspection, a
/// plot card moment); it never moves it back into the base game's. It says where
/// the base flow resumes, and [`resume`], the phase machine, takes it there. (At the
/// hook points a module only says whether it holds the game: if not, the flow goes
/// on from there.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use = "the phase machine must take the game where the module's step says"]
pub(crate) enum Resume {
    /// The game stays where the module's step left it: in the module's phase (the
    /// next holder asked, a card given with more to give, a card to resolve).
    Stay,
    /// B6: the leader proposes (after the Strong Leader moment or the deal, PC2, PC4).
    Proposal,
    /// B9: the team is rejected (No Confidence, PC4).
    TeamRejected,
    /// B10: the approved team's mission (after the No Confidence moment, PC4).
    Mission(MissionState),
    /// The cards are to be counted (after Keeping a Close Eye on You, PC4).
    CardsCounted(MissionState),
}

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
        Resume::TeamRejected | Resume::CardsCounted(_) => resume_flow(state, next, sink),
    }
}

/// The moves of [`resume`] that take a step of the flow.
#[inline(never)]
fn resume_flow(state: &mut State, next: Resume, sink: &mut impl EventSink<Event>) {
    match next {
        Resume::TeamRejected => state.team_rejected(sink),
        Resume::CardsCounted(mission) => cards_counted(state, mission, sink),
        // Taken by `resume` itself, never sent here.
        Resume::Stay | Resume::Proposal | Resume::Mission(_) => {}
    }
}

/// Checks a module's command: the flow checks the base game's commands (and that
/// the seat exists, is not vacant and the game goes on) and hands every other
/// command to its module here. Not inlined: it would make the flow's own check,
/// the hottest function of a playout, save more registers on every command.
#[inline(never)]
pub(crate) fn check(state: &State, seat: Seat, command: &Command) -> Result<Checked, CommandError> {
    match *command {
        Command::Trapper(TrapperCommand::SetAside { member }) => {
            state.check_set_aside(seat, member)
        }
        Command::Inquisitor(InquisitorCommand::Inspect { target }) => {
            state.check_inspect(seat, target)
        }
        Command::Assassin(AssassinCommand::Assassinate { target }) => {
            state.check_assassinate(seat, target)
        }
        Command::Agenda(AgendaCommand::ChooseAgenda { ref names }) => {
            state.check_choose_agenda(seat, names)
        }
        Command::Agenda(AgendaCommand::RevealAgenda { owner }) => {
            state.check_reveal_agenda(seat, owner)
        }
        Command::Plot(PlotCommand::GivePlotCard { card, to }) => {
            state.check_give_plot_card(seat, card, to)
        }
        Command::Plot(PlotCommand::UsePlotCard { action }) if state.config.plot_cards => {
            state.check_use_plot_card(seat, action)
        }
        Command::Plot(PlotCommand::DeclinePlotCard { card }) if state.config.plot_cards => {
            state.check_decline_plot_card(seat, card)
        }
        // The flow checks the base game's own commands before it asks here; a plot
        // card is out of turn in every phase of a game without plot cards.
        _ => Err(state.wrong_phase(command.kind())),
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

/// Carries out a module's checked command. Never fails.
#[inline]
pub(crate) fn execute(
    state: &mut State,
    seat: Seat,
    checked: Checked,
    sink: &mut impl EventSink<Event>,
) {
    // Where each step goes on is known here for the modules with one way on (the
    // flow's step called directly: no dispatch on the way back); the plot cards
    // have several, and the phase machine takes them.
    match checked {
        Checked::SetAside(member) => {
            if let Some(mission) = state.set_aside(member, sink) {
                state.resolve_mission(mission, Some(member), sink);
            }
        }
        Checked::Inspect(target) => {
            if state.inspect(target, sink) {
                round_start(state, sink);
            }
        }
        Checked::Assassinate(target) => {
            let result = state.assassinate(seat, target);
            game_end(state, result, sink);
        }
        Checked::ChooseAgenda(names) => {
            if state.choose_agenda(seat, names, sink) {
                round_start(state, sink);
            }
        }
        Checked::RevealAgenda => state.reveal_agenda(seat, sink),
        Checked::GivePlotCard(card, to) => {
            let next = state.give_plot_card(card, to, sink);
            resume(state, next, sink);
        }
        Checked::UsePlotCard(action) => {
            let next = state.use_plot_card(seat, action, sink);
            resume(state, next, sink);
        }
        Checked::DeclinePlotCard(card) => {
            let next = state.decline_plot_card(seat, card, sink);
            resume(state, next, sink);
        }
    }
}

/// What `seat` may do in a module's phase; [`crate::Game::choices`] fills in the
/// base game's phases, for a seat that exists, is not vacant, in a game that goes on.
// Always inlined into `State::choices` (itself always inlined): a bot's every
// step asks for its choices.
#[inline(always)]
pub(crate) fn phase_choices(state: &State, seat: Seat, choices: &mut Choices) {
    let everyone = SeatSet::all(state.players());
    match state.phase {
        Phase::AgendaChoice { .. } if state.agenda(seat).is_none() => {
            // HA1, HA2: the fewest names; where each player chooses, two instead.
            let sized = |size| TeamChoice {
                size,
                from: everyone,
            };
            if let Some(kind) = state.config.agendas {
                choices.choose_agenda = Some(sized(kind.fewest_names()));
                choices.choose_double_agenda =
                    (kind.most_names() > kind.fewest_names()).then(|| sized(kind.most_names()));
            }
        }
        Phase::Trapping(mission) if seat == state.leader => {
            choices.set_aside = Some(mission.team);
        }
        Phase::Inquisition if state.inquisitor.holder == Some(seat) => {
            choices.inspect = Some(everyone.difference(state.inquisitor.former));
        }
        Phase::Assassination if state.roles.get(seat.index()) == Some(&Role::Assassin) => {
            choices.assassinate = Some(everyone.difference(SeatSet::only(seat)));
        }
        Phase::PlotDeal | Phase::PlotResolve { .. } | Phase::PlotMoment(_) => {
            choices.plot = state.plot_choices(seat);
        }
        _ => {}
    }
}

/// What `seat` may do in any phase of a game that goes on: reveal its agenda (HA3).
#[inline]
pub(crate) fn choices_at_any_time(state: &State, seat: Seat, choices: &mut Choices) {
    choices.reveal_agenda = state.agendas.is_face_down(seat);
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
