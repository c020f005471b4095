//! The rules of hidden agendas: the checks and effects of its commands and
//! its steps in the flow, on the game's state.

use super::AgendaCommand;
use super::AgendaError;
use super::AgendaEvent;
use crate::{
    kernel::{Allegiance, MAX_PLAYERS, TeamList},
    resistance::{
        config::AgendaKind,
        flow::distinct_seats,
        modules::prelude::*,
        record::Agenda,
        view::{Accusation, PublicAgenda},
    },
};

impl State {
    /// HA1: before round 1, every player seals an agenda.
    pub(crate) fn begin_agenda_choice(&mut self, sink: &mut impl EventSink<Event>) {
        self.phase = Phase::AgendaChoice {
            chosen: SeatSet::EMPTY,
        };
        sink.emit_public(AgendaEvent::AgendaChoiceBegan.into());
    }

    /// HA1, HA2: once, with a number of distinct seats of this table the kind allows
    /// (where each player chooses, one or two).
    pub(crate) fn check_choose_agenda(
        &self,
        seat: Seat,
        names: &TeamList,
    ) -> Result<ModuleChecked, CommandError> {
        if self.agenda(seat).is_some() {
            return Err(AgendaError::AgendaAlreadyChosen { seat }.into());
        }
        let (Phase::AgendaChoice { .. }, Some(kind)) = (self.phase, self.config.agendas) else {
            return Err(self.wrong_phase(CommandKind::ChooseAgenda));
        };
        let players = self.players();
        let names = distinct_seats(names, players, |target| CommandError::NoSuchTarget {
            target,
            players,
        })?;
        let given = names.len();
        if !kind.allows(given) {
            return Err(match kind {
                AgendaKind::SingleOrDouble => AgendaError::AgendaSizeNotOneOrTwo { given }.into(),
                AgendaKind::Single | AgendaKind::Double => AgendaError::WrongAgendaSize {
                    expected: kind.fewest_names(),
                    given,
                }
                .into(),
            });
        }
        Ok(ModuleChecked::Agenda(AgendaChecked::Choose(names)))
    }

    /// HA1, HA2: sealed face down; everyone sees that it was chosen, not how many
    /// names it holds. Whether every agenda is in, and round 1 opens.
    #[inline(always)]
    pub(crate) fn choose_agenda(
        &mut self,
        seat: Seat,
        names: SeatSet,
        sink: &mut impl EventSink<Event>,
    ) -> bool {
        let Phase::AgendaChoice { mut chosen } = self.phase else {
            return false;
        };
        // One agenda per seat, checked: never overflows.
        self.agendas.seal(Agenda {
            owner: seat,
            names,
            revealed: false,
        });
        chosen.insert(seat);
        self.phase = Phase::AgendaChoice { chosen };
        sink.emit_public(AgendaEvent::AgendaChosen { seat }.into());
        chosen == SeatSet::all(self.players())
    }

    /// HA3: only the owner, only a face-down agenda, any time before the end.
    pub(crate) fn check_reveal_agenda(
        &self,
        seat: Seat,
        owner: Seat,
    ) -> Result<ModuleChecked, CommandError> {
        if owner != seat {
            return Err(AgendaError::NotYourAgenda { seat, owner }.into());
        }
        if self.agendas.is_face_down(seat) {
            Ok(ModuleChecked::Agenda(AgendaChecked::Reveal))
        } else {
            Err(AgendaError::NoHiddenAgenda { seat }.into())
        }
    }

    /// HA3, HA4: the names go face up for everyone. Nothing happens when the seat
    /// has no face-down agenda (a player without one leaving).
    pub(crate) fn reveal_agenda(&mut self, seat: Seat, sink: &mut impl EventSink<Event>) {
        let Some(agenda) = self.agendas.turn_face_up(seat) else {
            return;
        };
        sink.emit_public(
            AgendaEvent::AgendaRevealed {
                seat,
                names: agenda.names,
            }
            .into(),
        );
    }
}

/// What the views show of the agendas (HA3, HA5).
impl State {
    /// Every sealed agenda, face down or, once revealed or at the end, face up.
    pub(crate) fn public_agendas(&self) -> BoundedList<PublicAgenda, MAX_PLAYERS> {
        let over = self.result().is_some();
        self.agendas
            .sealed
            .iter()
            .map(|agenda| PublicAgenda {
                owner: agenda.owner,
                // HA5: the end turns every agenda face up.
                revealed: (agenda.revealed || over).then_some(agenda.names),
            })
            .collect()
    }

    /// HA5: every name of every agenda, and whether it named a spy (by final
    /// allegiance).
    pub(crate) fn accusations(&self) -> BoundedList<Accusation, { 2 * MAX_PLAYERS }> {
        self.agendas
            .sealed
            .iter()
            .flat_map(|agenda| agenda.names.iter().map(move |named| (agenda.owner, named)))
            .map(|(owner, named)| Accusation {
                owner,
                named,
                right: self.allegiance(named) == Allegiance::Spy,
            })
            .collect()
    }
}

/// Hidden agendas' place in the [registry](crate::resistance::modules::registry).
pub(crate) struct Agendas;

/// A hidden agenda's command, checked: the names to seal, or a reveal.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AgendaChecked {
    Choose(SeatSet),
    Reveal,
}

impl ModuleRules for Agendas {
    type Checked = AgendaChecked;
    type Command = AgendaCommand;

    /// HA1–HA3: sealing and revealing.
    #[inline(always)]
    fn check(
        state: &State,
        seat: Seat,
        command: AgendaCommand,
    ) -> Result<ModuleChecked, CommandError> {
        match command {
            AgendaCommand::ChooseAgenda { ref names } => state.check_choose_agenda(seat, names),
            AgendaCommand::RevealAgenda { owner } => state.check_reveal_agenda(seat, owner),
        }
    }

    /// HA1: sealed, and round 1 opens once every agenda is in (B11); HA3: turned
    /// face up.
    #[inline(always)]
    fn execute(
        state: &mut State,
        seat: Seat,
        checked: AgendaChecked,
        sink: &mut impl EventSink<Event>,
    ) -> Resume {
        match checked {
            AgendaChecked::Choose(names) if state.choose_agenda(seat, names, sink) => {
                Resume::RoundStart
            }
            AgendaChecked::Choose(_) => Resume::Stay,
            AgendaChecked::Reveal => {
                state.reveal_agenda(seat, sink);
                Resume::Stay
            }
        }
    }

    /// HA1: every player who has not sealed an agenda.
    #[inline(always)]
    fn awaiting(state: &State) -> SeatSet {
        match state.phase {
            Phase::AgendaChoice { chosen } => SeatSet::all(state.players()).difference(chosen),
            _ => SeatSet::EMPTY,
        }
    }

    /// HA1, HA2: the fewest names; where each player chooses, two instead.
    #[inline(always)]
    fn phase_choices(state: &State, seat: Seat, choices: &mut Choices) {
        // Asked only in the agenda choice (the registry's match on the phase).
        let Some(kind) = state.config.agendas else {
            return;
        };
        if state.agenda(seat).is_none() {
            let sized = |size| crate::resistance::choices::TeamChoice {
                size,
                from: SeatSet::all(state.players()),
            };
            choices.choose_agenda = Some(sized(kind.fewest_names()));
            choices.choose_double_agenda =
                (kind.most_names() > kind.fewest_names()).then(|| sized(kind.most_names()));
        }
    }

    /// HA3: a face-down agenda may be revealed in any phase.
    #[inline(always)]
    fn choices_at_any_time(state: &State, seat: Seat, choices: &mut Choices) {
        choices.reveal_agenda = state.agendas.is_face_down(seat);
    }

    const MODULE: Module = Module::Agendas;

    const NAMES: Translations = [
        ["Hidden agendas", "Hidden agendas"],
        ["Тайные намерения", "Тайные намерения"],
        ["Ý đồ bí mật", "Ý đồ bí mật"],
    ];

    #[inline(always)]
    fn in_play(config: &GameConfig) -> bool {
        config.agendas.is_some()
    }

    /// HA1: every player seals an agenda before round 1.
    #[inline(always)]
    fn game_start(state: &mut State, sink: &mut impl EventSink<Event>) -> bool {
        let sealing = state.config.agendas.is_some();
        if sealing {
            state.begin_agenda_choice(sink);
        }
        sealing
    }
}
