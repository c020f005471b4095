//! The registry: every module of the base game, listed once, and what a module may
//! do at each hook point of the flow ([`ModuleRules`]).
//!
//! The hook points in [`super::hooks`] never name a module: each asks every module
//! in the registry's order, through [`for_each_module!`]. A module implements only
//! the hooks it plugs into; the others are the trait's defaults, which do nothing
//! and are inlined away, so a hook costs what the modules that use it cost.

use crate::{
    kernel::{EventSink, MissionCard, Seat, SeatSet},
    resistance::{
        config::GameConfig,
        error::CommandError,
        event::Event,
        record::{GameResult, MissionState, VoteState},
        role::Role,
        state::State,
    },
};

/// Where the base flow goes on once a module's step is done. A module moves the
/// game only within its own phases (an assassination, an inspection, a plot card
/// moment); it never moves it back into the base game's. It says where the base
/// flow resumes, and [`resume`](super::hooks::resume), the phase machine, takes it there.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
#[must_use = "the phase machine must take the game where the module's step says"]
pub(crate) enum Resume {
    /// The game stays where the module's step left it: in the module's phase, or in
    /// the same phase (a revealed agenda, a card given with more to give).
    Stay,
    /// B11: the round opens (when no Inquisitor is there to inspect, IQ2).
    RoundStart,
    /// B6: the leader proposes (after the Strong Leader moment or the deal, PC2, PC4).
    Proposal,
    /// B9: the team is rejected (No Confidence, PC4).
    TeamRejected,
    /// B10: the approved team's mission (after the No Confidence moment, PC4).
    Mission(MissionState),
    /// The cards are to be counted (after Keeping a Close Eye on You, PC4).
    CardsCounted(MissionState),
}

/// Every module of the base game, in the order the hook points ask them: the
/// Assassin's special cards are placed before the Defectors' (the order every seed
/// was dealt in), and at the start of a round the Defectors' loyalty card is
/// flipped before the plot cards' moment (DF3, PC4). Adding a module is a line here.
macro_rules! for_each_module {
    ($module:ident => $body:expr) => {{
        for_each_module!(@each $module => $body;
            assassin::Assassin,
            trapper::Trapper,
            defector::Defector,
            inquisitor::Inquisitor,
            agenda::Agendas,
            plot::PlotCards,
        )
    }};
    (@each $module:ident => $body:expr; $($folder:ident::$rules:ident,)+) => {{
        $({
            type $module = $crate::resistance::modules::$folder::rules::$rules;
            $body;
        })+
    }};
}
pub(crate) use for_each_module;

/// What a module does at the hook points of the flow (the table in
/// [`super`]'s documentation). Every hook does nothing by default; a module whose
/// switch is off in the configuration must do nothing either, so each
/// implementation tests its switch first.
pub(crate) trait ModuleRules {
    /// B1 (AS1, DF1): its special cards, each given to `place` to take the place
    /// of a plain card of its side.
    #[inline(always)]
    fn special_cards(_config: &GameConfig, _place: &mut impl FnMut(Role)) {}

    /// Setup done: whether it opens the game itself, before round 1 (HA1).
    #[inline(always)]
    fn game_start(_state: &mut State, _sink: &mut impl EventSink<Event>) -> bool {
        false
    }

    /// B11: a round opened, before its first proposal (DF3, PC2, PC4).
    #[inline(always)]
    fn round_start(_state: &mut State, _sink: &mut impl EventSink<Event>) -> Resume {
        Resume::Stay
    }

    /// B9: a team was rejected and the round goes on, before the next proposal (PC4).
    #[inline(always)]
    fn before_proposal(_state: &mut State, _sink: &mut impl EventSink<Event>) -> Resume {
        Resume::Stay
    }

    /// B8: a team was approved: `Some` when it comes before the mission (PC4).
    #[inline(always)]
    fn team_approved(
        _state: &mut State,
        _mission: MissionState,
        _sink: &mut impl EventSink<Event>,
    ) -> Option<Resume> {
        None
    }

    /// B10: every card is in: `Some` when it comes before the count (PC4).
    #[inline(always)]
    fn cards_in(
        _state: &mut State,
        _mission: MissionState,
        _sink: &mut impl EventSink<Event>,
    ) -> Option<Resume> {
        None
    }

    /// B3: the cards are to be counted: whether it takes the mission first (TR2).
    #[inline(always)]
    fn cards_counted(
        _state: &mut State,
        _mission: MissionState,
        _sink: &mut impl EventSink<Event>,
    ) -> bool {
        false
    }

    /// B11: a mission was resolved and the game goes on: `Some` when it comes
    /// before the next round (IQ2).
    #[inline(always)]
    fn between_missions(_state: &mut State, _sink: &mut impl EventSink<Event>) -> Option<Resume> {
        None
    }

    /// B12: the game would end with `result`: whether it takes the game elsewhere
    /// first (AS4).
    #[inline(always)]
    fn game_end(
        _state: &mut State,
        _result: GameResult,
        _sink: &mut impl EventSink<Event>,
    ) -> bool {
        false
    }

    /// B12: the game ends: what it tidies away first.
    #[inline(always)]
    fn game_ended(_state: &mut State) {}

    /// B7: whether `seat` may vote now, given who has (PC4).
    #[inline(always)]
    fn vote_order(_state: &State, _seat: Seat, _voted: SeatSet) -> Result<(), CommandError> {
        Ok(())
    }

    /// B7: the seats that vote before everyone else (PC4).
    #[inline(always)]
    fn votes_first(_state: &State) -> SeatSet {
        SeatSet::EMPTY
    }

    /// B7: a vote was cast.
    #[inline(always)]
    fn vote_cast(
        _state: &State,
        _seat: Seat,
        _ballot: VoteState,
        _sink: &mut impl EventSink<Event>,
    ) {
    }

    /// B10: a mission card was played.
    #[inline(always)]
    fn card_played(
        _state: &mut State,
        _seat: Seat,
        _card: MissionCard,
        _sink: &mut impl EventSink<Event>,
    ) {
    }
}
