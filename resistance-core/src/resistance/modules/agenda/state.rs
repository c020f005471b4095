//! What a game holds of hidden agendas and how it is set up: the part of the state
//! below the rules, which the base game's state embeds.

use crate::{
    kernel::{BoundedList, MAX_PLAYERS, Seat, SeatSet},
    resistance::record::Agenda,
};

/// The hidden agendas' part of the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub(crate) struct SealedAgendas {
    /// One agenda per seat that has chosen, in the order they chose (HA1): the
    /// views list them in that order.
    pub(crate) sealed: BoundedList<Agenda, MAX_PLAYERS>,
    /// Per seat, its agenda's position in `sealed` plus one, 0 before it chooses:
    /// a search of `sealed` for every query made hidden agendas cost far more than
    /// their commands.
    slot: [u8; MAX_PLAYERS],
    /// The seats whose agenda is sealed and still face down (HA3): what
    /// [`crate::Game::choices`] asks on every query, in one bit test.
    face_down: SeatSet,
}

impl SealedAgendas {
    /// `seat`'s agenda, once chosen (HA1).
    pub(crate) fn of(&self, seat: Seat) -> Option<&Agenda> {
        self.sealed.get(self.position(seat)?)
    }

    /// Whether `seat` has an agenda still face down (HA3).
    pub(crate) fn is_face_down(&self, seat: Seat) -> bool {
        self.face_down.contains(seat)
    }

    /// Turns `seat`'s face-down agenda face up and returns it; `None` when it has
    /// none face down (HA3, HA4).
    pub(super) fn turn_face_up(&mut self, seat: Seat) -> Option<Agenda> {
        if !self.face_down.remove(seat) {
            return None;
        }
        let position = self.position(seat)?;
        let agenda = self.sealed.as_mut_slice().get_mut(position)?;
        agenda.revealed = true;
        Some(*agenda)
    }

    pub(super) fn position(&self, seat: Seat) -> Option<usize> {
        let slot = *self.slot.get(seat.index())?;
        usize::from(slot).checked_sub(1)
    }

    /// Seals `agenda` for its owner, who has none yet (checked by
    /// [`State::check_choose_agenda`]).
    pub(super) fn seal(&mut self, agenda: Agenda) {
        let Some(slot) = self.slot.get_mut(agenda.owner.index()) else {
            return;
        };
        if self.sealed.push(agenda).is_ok() {
            *slot = self.sealed.len() as u8;
            self.face_down.insert(agenda.owner);
        }
    }
}

impl SealedAgendas {
    /// The agendas of a rebuilt game, in the order they were sealed.
    pub(crate) fn restored(agendas: &[Agenda]) -> SealedAgendas {
        let mut restored = SealedAgendas::default();
        for &agenda in agendas {
            restored.seal(Agenda {
                revealed: false,
                ..agenda
            });
            if agenda.revealed {
                restored.turn_face_up(agenda.owner);
            }
        }
        restored
    }
}
