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
        choices::Choices,
        command::Command,
        config::GameConfig,
        error::CommandError,
        event::Event,
        record::{GameResult, MissionState, VoteState},
        role::Role,
        state::{Phase, State},
    },
};

/// Every module of the base game, in the order the hook points ask them: the
/// Assassin's special cards are placed before the Defectors' (the order every seed
/// was dealt in), and at the start of a round the Defectors' loyalty card is
/// flipped before the plot cards' moment (DF3, PC4). Adding a module is a line here.
///
/// `for_each_module!(M => expr)` evaluates `expr` for each module `M` in turn;
/// `for_each_module!(any M => expr)` is whether `expr` is true for some module,
/// asking them in turn until one says so (the first module to hold the game);
/// `for_each_module!(list M => expr)` is the array of `expr` for every module.
/// Each line names the module's folder, its rules' type, the variant of
/// [`Command`] that carries its commands, if it has any, and after the `;` the
/// phases of its own ([`Phase`]), in which it says who is awaited and what they
/// may do.
macro_rules! for_each_module {
    // The list, once: each module's folder, the type its rules hang on, the
    // variant of `Command` that carries its commands, and its phases.
    (@list [$($how:tt)*]) => {
        for_each_module! { @with [$($how)*]
            assassin::Assassin(Assassin; Assassination),
            trapper::Trapper(Trapper; Trapping),
            defector::Defector(;),
            inquisitor::Inquisitor(Inquisitor; Inquisition),
            agenda::Agendas(Agenda; AgendaChoice),
            plot::PlotCards(Plot; PlotDeal, PlotResolve, PlotMoment),
        }
    };
    (@with [all $module:ident => $body:expr] $($folder:ident::$rules:ident($($command:ident)?; $($phase:ident),*),)+) => {{
        $({
            type $module = $crate::resistance::modules::$folder::rules::$rules;
            $body;
        })+
    }};
    (@with [any $module:ident => $body:expr] $($folder:ident::$rules:ident($($command:ident)?; $($phase:ident),*),)+) => {{
        false $(|| {
            type $module = $crate::resistance::modules::$folder::rules::$rules;
            $body
        })+
    }};
    (@with [list $module:ident => $body:expr] $($folder:ident::$rules:ident($($command:ident)?; $($phase:ident),*),)+) => {
        [$({
            type $module = $crate::resistance::modules::$folder::rules::$rules;
            $body
        }),+]
    };
    (@with [commands] $($folder:ident::$rules:ident($($command:ident)?; $($phase:ident),*),)+) => {
        /// A module's command that passed its checks, in the form its module
        /// carries out ([`ModuleRules::Checked`]), under the name of the variant of
        /// [`Command`] that carries the module's commands.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub(crate) enum ModuleChecked {
            $($($command(<$crate::resistance::modules::$folder::rules::$rules as ModuleRules>::Checked),)?)+
        }

        /// Checks a module's command: the flow checks the base game's commands
        /// (and that the seat exists, is not vacant and the game goes on) and
        /// hands every other command here, to the module whose command it is.
        /// Not inlined: it would make the flow's own check, the hottest function
        /// of a playout, save more registers on every command.
        #[inline(never)]
        pub(crate) fn check(
            state: &State,
            seat: Seat,
            command: &Command,
        ) -> Result<ModuleChecked, CommandError> {
            match *command {
                $($(Command::$command(command) => {
                    <$crate::resistance::modules::$folder::rules::$rules as ModuleRules>::check(
                        state, seat, command,
                    )
                })?)+
                // The flow checks the base game's own commands before it asks here.
                _ => Err(state.wrong_phase(command.kind())),
            }
        }

        /// Carries out a module's checked command; where the flow goes on.
        #[inline(always)]
        pub(crate) fn execute(
            state: &mut State,
            seat: Seat,
            checked: ModuleChecked,
            sink: &mut impl EventSink<Event>,
        ) -> Resume {
            match checked {
                $($(ModuleChecked::$command(checked) => {
                    <$crate::resistance::modules::$folder::rules::$rules as ModuleRules>::execute(
                        state, seat, checked, sink,
                    )
                })?)+
            }
        }

        /// What `seat` may do in a module's phase: the module whose phase it is
        /// says. One match on the phase, as bots ask on every step.
        #[inline(always)]
        pub(crate) fn phase_choices(state: &State, seat: Seat, choices: &mut Choices) {
            match state.phase {
                $($(Phase::$phase { .. } => {
                    <$crate::resistance::modules::$folder::rules::$rules as ModuleRules>::phase_choices(
                        state, seat, choices,
                    )
                })*)+
                _ => {}
            }
        }

        /// A pattern that matches every module's phase: the flow's matches on the
        /// phase hand these to the registry in one arm (one jump table: a `_` arm
        /// made the base game's playouts 0.5% dearer).
        macro_rules! module_phases {
            () => {
                $($(| Phase::$phase { .. })*)+
            };
        }
        pub(crate) use module_phases;

        /// The seats a module's phase awaits (none in the base game's phases).
        #[inline(always)]
        pub(crate) fn awaiting(state: &State) -> SeatSet {
            match state.phase {
                $($(Phase::$phase { .. } => {
                    <$crate::resistance::modules::$folder::rules::$rules as ModuleRules>::awaiting(state)
                })*)+
                _ => SeatSet::EMPTY,
            }
        }

        /// [`awaiting`] as everyone may see it.
        pub(crate) fn publicly_awaiting(state: &State) -> SeatSet {
            match state.phase {
                $($(Phase::$phase { .. } => {
                    <$crate::resistance::modules::$folder::rules::$rules as ModuleRules>::publicly_awaiting(state)
                })*)+
                _ => SeatSet::EMPTY,
            }
        }
    };
    (list $module:ident => $body:expr) => {
        for_each_module!(@list [list $module => $body])
    };
    (any $module:ident => $body:expr) => {
        for_each_module!(@list [any $module => $body])
    };
    ($module:ident => $body:expr) => {
        for_each_module!(@list [all $module => $body])
    };
}
pub(crate) use for_each_module;

/// Where the base flow goes on once a module's command is carried out. A module
/// moves the game only within its own phases (an assassination, an inspection, a
/// plot card moment); it never moves it back into the base game's. It says where
/// the base flow resumes, and `hooks::resume`, the phase machine, takes it there. (At the
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
    /// B3: the mission is resolved, `member`'s card set aside uncounted (TR2).
    MissionResolved(MissionState, Seat),
    /// B11: the next round opens (after the agendas are sealed, HA1, or an
    /// inspection, IQ2).
    RoundStart,
    /// B12: the game ends with this result (after the assassination, AS4).
    GameEnd(GameResult),
}

// The dispatch of the modules' commands: `ModuleChecked`, `check` and `execute`.
for_each_module!(@list [commands]);

/// A module of the base game, as a table chooses it: each is one field of
/// [`GameConfig`], whose JSON name it shares.
// Declared beside the registry, which gives each its rules, its names and its
// switch.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub enum Module {
    /// The Commander and the Assassin, with their optional characters (AS).
    Assassin,
    /// The Trapper (TR).
    Trapper,
    /// The Defectors (DF).
    Defector,
    /// The Inquisitor (IQ).
    Inquisitor,
    /// Hidden agendas (HA).
    Agendas,
    /// The plot cards of The Plot Thickens (PC).
    PlotCards,
}

impl Module {
    /// Every module, in the registry's order (that of [`GameConfig`]'s fields).
    pub const ALL: [Module; MODULES] = for_each_module!(list M => M::MODULE);

    /// Whether `config` plays this module.
    pub fn in_play(self, config: &GameConfig) -> bool {
        for_each_module!(any M => M::MODULE == self && M::in_play(config))
    }

    /// Its names: a row per language, each under the Resistance naming and then
    /// under the Avalon one.
    pub(crate) fn translations(self) -> &'static Translations {
        let mut found = &NO_NAMES;
        for_each_module!(M => if M::MODULE == self {
            found = &M::NAMES;
        });
        found
    }
}

/// One thing's names (a module's, a card's, a side's): a row per language, in the
/// order of `Language::ALL`, each under the Resistance naming and then under the
/// Avalon one (`Naming::ALL`). Declared here, where each module gives its own, so
/// that the names (`resistance/names.rs`) read the registry and not the reverse.
pub(crate) type Translations = [[&'static str; 2]; 3];

/// How many modules the registry lists.
const MODULES: usize = for_each_module!(list M => M::MODULE).len();

/// What a module missing from the registry would be called: nothing (every
/// variant of [`Module`] is a module of the registry, `tests/names.rs`).
const NO_NAMES: Translations = [[""; 2]; 3];

/// What a module does at the hook points of the flow (the table in
/// [`super`]'s documentation). Every hook does nothing by default; a module whose
/// switch is off in the configuration must do nothing either, so each
/// implementation tests its switch first.
pub(crate) trait ModuleRules {
    /// Which module it is.
    const MODULE: Module;

    /// Its names in each language and naming (one Avalon has no counterpart for
    /// keeps its Resistance name).
    const NAMES: Translations;

    /// Whether `config` plays it: its switch in [`GameConfig`].
    fn in_play(config: &GameConfig) -> bool;

    /// Its commands, the type [`Command`] embeds (`Infallible` for a module
    /// without commands, which has no variant there).
    type Command;

    /// Its commands, checked, in the form it carries them out.
    type Checked: Copy + core::fmt::Debug + Eq;

    /// Whether `seat` may send its `command` now; the command checked, as the
    /// module's variant of [`ModuleChecked`] (built there directly: mapped from
    /// `Self::Checked` after the check, the plot games cost more instructions).
    fn check(
        state: &State,
        seat: Seat,
        command: Self::Command,
    ) -> Result<ModuleChecked, CommandError>;

    /// Carries out its checked command, and says where the flow goes on.
    #[inline(always)]
    fn execute(
        _state: &mut State,
        _seat: Seat,
        _checked: Self::Checked,
        _sink: &mut impl EventSink<Event>,
    ) -> Resume {
        Resume::Stay
    }

    /// What `seat` may do in the module's own phases (the registry asks only
    /// there).
    #[inline(always)]
    fn phase_choices(_state: &State, _seat: Seat, _choices: &mut Choices) {}

    /// The seats the game awaits in the module's own phases.
    #[inline(always)]
    fn awaiting(_state: &State) -> SeatSet {
        SeatSet::EMPTY
    }

    /// [`ModuleRules::awaiting`] as everyone may see it.
    #[inline(always)]
    fn publicly_awaiting(state: &State) -> SeatSet {
        Self::awaiting(state)
    }

    /// What `seat` may do with the module in any phase of a game that goes on.
    #[inline(always)]
    fn choices_at_any_time(_state: &State, _seat: Seat, _choices: &mut Choices) {}

    /// B1 (AS1, DF1): its special cards, each given to `place` to take the place
    /// of a plain card of its side.
    #[inline(always)]
    fn special_cards(_config: &GameConfig, _place: &mut impl FnMut(Role)) {}

    /// Setup done: whether it opens the game itself, before round 1 (HA1).
    #[inline(always)]
    fn game_start(_state: &mut State, _sink: &mut impl EventSink<Event>) -> bool {
        false
    }

    /// B11: a round opened, before its first proposal (DF3, PC2, PC4): whether
    /// the module holds the game in a phase of its own first.
    #[inline(always)]
    fn round_start(_state: &mut State, _sink: &mut impl EventSink<Event>) -> bool {
        false
    }

    /// B9: a team was rejected and the round goes on, before the next proposal
    /// (PC4): whether it holds the game first.
    #[inline(always)]
    fn before_proposal(_state: &mut State, _sink: &mut impl EventSink<Event>) -> bool {
        false
    }

    /// B8: a team was approved: whether it holds the game before the mission (PC4).
    #[inline(always)]
    fn team_approved(
        _state: &mut State,
        _mission: MissionState,
        _sink: &mut impl EventSink<Event>,
    ) -> bool {
        false
    }

    /// B10: every card is in: whether it holds the game before the count (PC4).
    #[inline(always)]
    fn cards_in(
        _state: &mut State,
        _mission: MissionState,
        _sink: &mut impl EventSink<Event>,
    ) -> bool {
        false
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

    /// B11: a mission was resolved and the game goes on: whether it holds the
    /// game before the next round (IQ2).
    #[inline(always)]
    fn between_missions(_state: &mut State, _sink: &mut impl EventSink<Event>) -> bool {
        false
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
