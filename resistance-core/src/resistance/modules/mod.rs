//! Where the modules plug into the base game: the Hidden Agenda characters
//! ([`assassin`]), the Trapper ([`trapper`]), the Defectors ([`defector`]), the
//! Inquisitor ([`inquisitor`]) and hidden agendas ([`agenda`]). Each file holds one
//! module's rules: its state, its setup cards, its commands' checks and effects and
//! its part of the views. This file lists them and holds the
//! hook points of the base flow.
//!
//! # Hook points
//!
//! The flow in [`crate::resistance::flow`] never asks "is module X on?". It calls these named
//! steps, and each step is the one place where modules change the base rules:
//!
//! | hook | base rule | modules that plug in |
//! |---|---|---|
//! | [`deal`] (setup) | B1 | AS1, DF1 replace plain cards; the reveal table ([`crate::resistance::reveal`]) holds AS2, DF2, DF5 |
//! | [`first_leader`] (setup) | B5 | IQ1 places the token from it ([`first_inquisitor`]) |
//! | [`game_start`] (setup) | round 1 | HA1 seals the agendas first |
//! | [`team_size`] | B2 | TR1 adds one member |
//! | [`cards_in`] / [`mission_succeeded`] (mission resolution) | B3, B10 | TR2 sets a card aside first |
//! | [`between_missions`] | B11 | IQ2 inspects |
//! | [`round_start`] | B11 | DF3 flips a loyalty card, then PC4's Strong Leader moment and PC2's deal |
//! | [`before_proposal`] (after a rejection) | B9 | PC4's Strong Leader moment |
//! | [`team_approved`] | B8 | PC4's No Confidence and In the Spotlight moment |
//! | [`cards_in`] | B10 | PC4's Keeping a Close Eye on You moment, before TR2 |
//! | [`vote_order`] / [`votes_first`] / [`vote_cast`] | B7 | PC4's Opinion Makers vote first, openly |
//! | [`card_played`] | B10 | PC4's In the Spotlight shows the card |
//! | [`game_end`] | B12, B13 | AS4 diverts to the assassination; HA5 reveals agendas in the views |

use crate::{
    kernel::{EventSink, GameRng, MissionCard, Seat, SeatSet},
    resistance::{
        choices::{Choices, TeamChoice},
        command::Command,
        config::GameConfig,
        error::CommandError,
        event::Event,
        modules::plot::cards::{PlotAction, PlotCard, PlotMoment},
        record::{GameResult, MissionState, Unfinished, VoteState},
        role::{Role, RoleList},
        rules,
        state::{Phase, State},
    },
};

/// What every module's rules are written with: the state and its phases, the events
/// they emit and the commands they check. Each module imports it whole and names
/// only what is its own.
pub(crate) mod prelude {
    pub(crate) use crate::{
        kernel::{BoundedList, EventSink, Seat, SeatSet},
        resistance::{
            command::CommandKind,
            config::GameConfig,
            error::CommandError,
            event::{Envelope, Event},
            modules,
            state::{Phase, State},
        },
    };
}

pub(crate) mod agenda;
pub(crate) mod assassin;
pub(crate) mod defector;
pub(crate) mod inquisitor;
pub(crate) mod plot;
pub(crate) mod trapper;

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
        Command::SetAside { member } => state.check_set_aside(seat, member),
        Command::Inspect { target } => state.check_inspect(seat, target),
        Command::Assassinate { target } => state.check_assassinate(seat, target),
        Command::ChooseAgenda { ref names } => state.check_choose_agenda(seat, names),
        Command::RevealAgenda { owner } => state.check_reveal_agenda(seat, owner),
        Command::GivePlotCard { card, to } => state.check_give_plot_card(seat, card, to),
        Command::UsePlotCard { action } if state.config.plot_cards => {
            state.check_use_plot_card(seat, action)
        }
        Command::DeclinePlotCard { card } if state.config.plot_cards => {
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

/// The modules' commands among `choices`, in a fixed order after the base game's
/// proposals, votes and mission cards.
pub(crate) fn legal_commands(
    choices: &Choices,
    seat: Seat,
    held: &[plot::cards::HeldPlotCard],
    commands: &mut impl Extend<Command>,
) {
    // The base game's phases leave every module's choice empty: nothing to list.
    let any = choices.set_aside.is_some()
        || choices.inspect.is_some()
        || choices.assassinate.is_some()
        || choices.choose_agenda.is_some()
        || choices.choose_double_agenda.is_some()
        || choices.plot.is_some()
        || choices.reveal_agenda;
    if !any {
        return;
    }
    let targets = |set: Option<SeatSet>| set.unwrap_or(SeatSet::EMPTY).iter();
    commands.extend(targets(choices.set_aside).map(|member| Command::SetAside { member }));
    commands.extend(targets(choices.inspect).map(|target| Command::Inspect { target }));
    commands.extend(targets(choices.assassinate).map(|target| Command::Assassinate { target }));
    // HA1, HA2: every set of names once, in ascending seat order.
    for agenda in [choices.choose_agenda, choices.choose_double_agenda]
        .into_iter()
        .flatten()
    {
        commands.extend(agenda.teams().map(Command::choose_agenda));
    }
    if let Some(plot) = choices.plot {
        plot::plot_commands(&plot, held, commands);
    }
    if choices.reveal_agenda {
        commands.extend([Command::RevealAgenda { owner: seat }]);
    }
}

/// Setup: deals one role per seat, uniformly at random (B1), or as the host's deal
/// says. The deck is shuffled either way, so that the generator goes on to the
/// first leader and the other decks exactly as without a deal.
pub(crate) fn deal(config: &GameConfig, rng: &mut GameRng) -> RoleList {
    let mut roles = deck(config);
    rng.shuffle(roles.as_mut_slice());
    config.deal.unwrap_or(roles)
}

/// The character cards before the shuffle: the spies of B1, the rest Resistance, and
/// each special card of the modules in place of a plain card of its side (AS1, DF1).
pub(crate) fn deck(config: &GameConfig) -> RoleList {
    let spies = rules::spies_for(config.players);
    let mut roles = RoleList::new();
    for index in 0..config.players {
        let role = if index < spies {
            Role::Spy
        } else {
            Role::Resistance
        };
        // At most MAX_PLAYERS seats: a validated config never overflows the list.
        let _ = roles.push(role);
    }
    // The plain spies come first, then the plain Resistance cards: each special card
    // takes the first plain card of its side not taken yet (the order every seed
    // has been dealt from), and one that finds none (in a config not validated) is
    // left out.
    let spies_end = usize::from(spies).min(roles.len());
    let (mut next_spy, mut next_resistance) = (0, spies_end);
    let resistance_end = roles.len();
    let slots = roles.as_mut_slice();
    let mut place = |special: Role| {
        let (next, end) = match special.allegiance() {
            crate::kernel::Allegiance::Spy => (&mut next_spy, spies_end),
            crate::kernel::Allegiance::Resistance => (&mut next_resistance, resistance_end),
        };
        if *next < end {
            if let Some(slot) = slots.get_mut(*next) {
                *slot = special;
            }
            *next += 1;
        }
    };
    assassin::special_cards(config, &mut place);
    defector::special_cards(config, &mut place);
    roles
}

/// The character cards in play, in role order (public: the table chose the modules).
pub(crate) fn characters(config: &GameConfig) -> RoleList {
    let mut characters = deck(config);
    characters
        .as_mut_slice()
        .sort_unstable_by_key(|&role| role as u8);
    characters
}

/// Setup: the first leader, uniformly at random (B5).
pub(crate) fn first_leader(config: &GameConfig, rng: &mut GameRng) -> Seat {
    Seat(rng.below(u32::from(config.players)) as u8)
}

/// Setup: where the Inquisitor token starts (IQ1).
pub(crate) fn first_inquisitor(config: &GameConfig, first_leader: Seat) -> inquisitor::Token {
    inquisitor::Token::first(config, first_leader)
}

/// Setup: the shuffled loyalty deck (DF1), empty without Defectors.
pub(crate) fn loyalty_deck(config: &GameConfig, rng: &mut GameRng) -> defector::LoyaltyDeck {
    defector::LoyaltyDeck::shuffled(config, rng)
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

/// Team size of `round` (B2, TR1).
pub(crate) const fn team_size(config: &GameConfig, round: u8) -> u8 {
    rules::team_size(config.players, round) + trapper::extra_members(config)
}

/// Fail cards that make mission `round` fail (B3).
pub(crate) const fn fails_needed(config: &GameConfig, round: u8) -> u8 {
    rules::fails_needed(config.players, round)
}

/// Mission resolution: whether the counted Fail cards leave the mission a success (B3).
pub(crate) const fn mission_succeeded(config: &GameConfig, round: u8, fails: u8) -> bool {
    fails < fails_needed(config, round)
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
    if inquisitor::inspection_due(state) {
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
    defector::flip_at_round_start(state, sink);
    if state.config.plot_cards {
        state.open_before_proposal(sink);
    }
}

/// Game end: a third success goes to the assassination first (AS4); otherwise the
/// game is over and everything is revealed (B12, B13, HA5).
pub(crate) fn game_end(state: &mut State, result: GameResult, sink: &mut impl EventSink<Event>) {
    if assassin::diverts(&state.config, result) {
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

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{resistance::config::AssassinOptions, resistance::config::DefectorVariant};
    use alloc::vec::Vec;

    /// The deck as the first version built it: every plain card, then each special
    /// card in place of the first plain card of its side, found by a search. Kept as
    /// the reference [`deck`] must equal, because the shuffle starts from this
    /// order: another order would deal a saved seed differently.
    fn deck_by_search(config: &GameConfig) -> RoleList {
        let spies = rules::spies_for(config.players);
        let mut roles = RoleList::new();
        for index in 0..config.players {
            let _ = roles.push(if index < spies {
                Role::Spy
            } else {
                Role::Resistance
            });
        }
        let mut specials = Vec::new();
        assassin::special_cards(config, |special| specials.push(special));
        defector::special_cards(config, |special| specials.push(special));
        for special in specials {
            let plain = match special.allegiance() {
                crate::kernel::Allegiance::Spy => Role::Spy,
                crate::kernel::Allegiance::Resistance => Role::Resistance,
            };
            if let Some(slot) = roles.as_mut_slice().iter_mut().find(|r| **r == plain) {
                *slot = special;
            }
        }
        roles
    }

    /// B1, AS1, DF1: the same deck, card for card, for every player count (valid or
    /// not: the reveal script reads the deck of any configuration) and every
    /// combination of the modules with special cards.
    #[test]
    fn the_deck_keeps_the_order_every_seed_was_dealt_from() {
        for players in 0..=12 {
            for bits in 0..1u32 << 7 {
                let bit = |i: u32| bits & (1 << i) != 0;
                let mut config = GameConfig::new(players, 1);
                config.assassin = bit(0).then_some(AssassinOptions {
                    body_guard: bit(1),
                    false_commander: bit(2),
                    deep_cover: bit(3),
                    blind_spy: bit(4),
                });
                config.defector = match (bit(5), bit(6)) {
                    (false, _) => None,
                    (true, false) => Some(DefectorVariant::Standard),
                    (true, true) => Some(DefectorVariant::KnowEachOther),
                };
                assert_eq!(
                    deck(&config).as_slice(),
                    deck_by_search(&config).as_slice(),
                    "{players} players, modules {bits:#b}"
                );
            }
        }
    }
}
