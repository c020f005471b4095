//! The rules of hidden agendas: the checks and effects of its commands and
//! its steps in the flow, on the game's state.

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
    ) -> Result<modules::hooks::Checked, CommandError> {
        if self.agenda(seat).is_some() {
            return Err(CommandError::AgendaAlreadyChosen { seat });
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
                AgendaKind::SingleOrDouble => CommandError::AgendaSizeNotOneOrTwo { given },
                AgendaKind::Single | AgendaKind::Double => CommandError::WrongAgendaSize {
                    expected: kind.fewest_names(),
                    given,
                },
            });
        }
        Ok(modules::hooks::Checked::ChooseAgenda(names))
    }

    /// HA1, HA2: sealed face down; everyone sees that it was chosen, not how many
    /// names it holds. Whether every agenda is in, and round 1 opens.
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
    ) -> Result<modules::hooks::Checked, CommandError> {
        if owner != seat {
            return Err(CommandError::NotYourAgenda { seat, owner });
        }
        if self.agendas.is_face_down(seat) {
            Ok(modules::hooks::Checked::RevealAgenda)
        } else {
            Err(CommandError::NoHiddenAgenda { seat })
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

/// Hidden agendas' place in the [registry](modules::registry).
pub(crate) struct Agendas;

impl ModuleRules for Agendas {
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
