//! The hook points of the base flow, where the modules change the base rules
//! (the table in the modules' documentation): each is a named step the flow
//! calls, and the one place a module plugs in there.

use super::{
    agenda::AgendaCommand,
    assassin::{self, AssassinCommand},
    defector,
    inquisitor::{self, InquisitorCommand},
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
    match checked {
        Checked::SetAside(member) => state.set_aside(member, sink),
        Checked::Inspect(target) => state.inspect(target, sink),
        Checked::Assassinate(target) => state.assassinate(seat, target, sink),
        Checked::ChooseAgenda(names) => state.choose_agenda(seat, names, sink),
        Checked::RevealAgenda => state.reveal_agenda(seat, sink),
        Checked::GivePlotCard(card, to) => state.give_plot_card(card, to, sink),
        Checked::UsePlotCard(action) => state.use_plot_card(seat, action, sink),
        Checked::DeclinePlotCard(card) => state.decline_plot_card(seat, card, sink),
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
    if state.config.agendas.is_some() {
        state.begin_agenda_choice(sink);
    } else {
        round_start(state, sink);
    }
}

/// B7: whether `seat` may vote now, given who has; Opinion Makers vote first (PC4).
#[inline]
pub(crate) fn vote_order(state: &State, seat: Seat, voted: SeatSet) -> Result<(), CommandError> {
    if state.config.plot_cards {
        state.check_vote_order(seat, voted)
    } else {
        Ok(())
    }
}

/// The seats that vote before everyone else (PC4's Opinion Makers); none without
/// plot cards.
#[inline]
pub(crate) fn votes_first(state: &State) -> SeatSet {
    state.opinion_makers()
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
    if state.config.plot_cards {
        state.open_votes_cast(seat, ballot.voted, ballot.approvals, sink);
    }
}

/// A mission card was played (B10): a spotlit member's is shown to all (PC4).
#[inline]
pub(crate) fn card_played(
    state: &mut State,
    seat: Seat,
    card: MissionCard,
    sink: &mut impl EventSink<Event>,
) {
    if state.config.plot_cards {
        state.spotlit_card_played(seat, card, sink);
    }
}

/// A team was approved (B8): with plot cards its moment comes first (PC4), then
/// the mission.
pub(crate) fn team_approved(
    state: &mut State,
    mission: MissionState,
    sink: &mut impl EventSink<Event>,
) {
    if state.config.plot_cards {
        state.open_after_approval(mission, sink);
    } else {
        state.phase = Phase::Mission(mission);
    }
}

/// A team was rejected and the round goes on (B9): with plot cards the Strong
/// Leader moment comes before the next proposal (PC4).
pub(crate) fn before_proposal(state: &mut State, sink: &mut impl EventSink<Event>) {
    if state.config.plot_cards {
        state.open_before_proposal(sink);
    }
}

/// Every card is in: with plot cards, Keeping a Close Eye on You first (PC4), then
/// [`cards_counted`].
pub(crate) fn cards_in(state: &mut State, mission: MissionState, sink: &mut impl EventSink<Event>) {
    if state.config.plot_cards {
        state.open_after_cards(mission, sink);
    } else {
        cards_counted(state, mission, sink);
    }
}

/// The cards are to be counted: the Trapper leader sets one aside first (TR2), else
/// the mission is resolved at once.
pub(crate) fn cards_counted(
    state: &mut State,
    mission: MissionState,
    sink: &mut impl EventSink<Event>,
) {
    if state.config.trapper {
        state.begin_trapping(mission, sink);
    } else {
        state.resolve_mission(mission, None, sink);
    }
}

/// A mission was resolved and the game goes on to the next round: the Inquisitor
/// inspects before it opens when due (IQ2, IQ3).
pub(crate) fn between_missions(state: &mut State, sink: &mut impl EventSink<Event>) {
    if inquisitor::rules::inspection_due(state) {
        state.begin_inquisition(sink);
    } else {
        round_start(state, sink);
    }
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
    defector::rules::flip_at_round_start(state, sink);
    if state.config.plot_cards {
        state.open_before_proposal(sink);
    }
}

/// Game end: a third success goes to the assassination first (AS4); otherwise the
/// game is over and everything is revealed (B12, B13, HA5).
pub(crate) fn game_end(state: &mut State, result: GameResult, sink: &mut impl EventSink<Event>) {
    if assassin::state::diverts(&state.config, result) {
        state.begin_assassination(sink);
        return;
    }
    if state.config.plot_cards {
        state.plot_game_ends();
    }
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
