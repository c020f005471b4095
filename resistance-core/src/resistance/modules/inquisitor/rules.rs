//! The rules of the Inquisitor: the checks and effects of its commands and
//! its steps in the flow, on the game's state.

use super::InquisitorCommand;
use super::InquisitorError;
use super::InquisitorEvent;
use super::state::*;
use crate::resistance::{
    modules::prelude::*,
    record::{Inspection, InspectionResult},
};

/// IQ2: after missions 2, 3 and 4, when the game goes on: rounds 3, 4 and 5 open
/// with an inspection.
pub(crate) fn inspection_due(state: &State) -> bool {
    state.inquisitor.holder.is_some() && (3..=5).contains(&state.round)
}

impl State {
    /// IQ2: whether the inspection began (there is a holder).
    pub(crate) fn begin_inquisition(&mut self, sink: &mut impl EventSink<Event>) -> bool {
        let Some(holder) = self.inquisitor.holder else {
            return false;
        };
        self.phase = Phase::Inquisition;
        sink.emit_public(InquisitorEvent::InquisitionBegan { holder }.into());
        true
    }

    /// IQ2: the holder names another player who never held the token.
    pub(crate) fn check_inspect(
        &self,
        seat: Seat,
        target: Seat,
    ) -> Result<ModuleChecked, CommandError> {
        let (Phase::Inquisition, Some(holder)) = (self.phase, self.inquisitor.holder) else {
            return Err(self.wrong_phase(CommandKind::Inspect));
        };
        if seat != holder {
            return Err(InquisitorError::NotInquisitor { seat, holder }.into());
        }
        self.check_other_target(seat, target, InquisitorError::InspectSelf.into())?;
        if self.inquisitor.former.contains(target) {
            return Err(InquisitorError::FormerInquisitor { target }.into());
        }
        Ok(ModuleChecked::Inquisitor(target))
    }

    /// IQ2, IQ3, AS5: the holder alone sees the target's current allegiance, never
    /// the character; the token passes. Whether it did, and the next round opens.
    #[inline(always)]
    pub(crate) fn inspect(&mut self, target: Seat, sink: &mut impl EventSink<Event>) -> bool {
        let Some(holder) = self.inquisitor.holder else {
            return false;
        };
        let shown = self.allegiance(target);
        let inspection = Inspection {
            round: self.round.saturating_sub(1),
            holder,
            target,
        };
        // Three inspections at most (after missions 2, 3, 4): never overflows.
        let _ = self
            .inquisitor
            .inspections
            .push(InspectionResult { inspection, shown });
        self.inquisitor.holder = Some(target);
        self.inquisitor.former.insert(target);
        sink.emit_public(InquisitorEvent::PlayerInspected { holder, target }.into());
        sink.emit(Envelope::private(
            holder,
            InquisitorEvent::LoyaltyShown {
                target,
                allegiance: shown,
            }
            .into(),
        ));
        true
    }
}

/// What the views show of the inspections (IQ2).
impl State {
    /// Who inspected whom: public.
    pub(crate) fn public_inspections(&self) -> BoundedList<Inspection, INSPECTIONS> {
        self.inquisitor
            .inspections
            .iter()
            .map(|r| r.inspection)
            .collect()
    }

    /// The inspections `seat` made, and what each showed: theirs alone.
    pub(crate) fn inspections_by(&self, seat: Seat) -> BoundedList<InspectionResult, INSPECTIONS> {
        self.inquisitor
            .inspections
            .iter()
            .filter(|r| r.inspection.holder == seat)
            .copied()
            .collect()
    }
}

/// The Inquisitor's place in the [registry](crate::resistance::modules::registry).
pub(crate) struct Inquisitor;

impl ModuleRules for Inquisitor {
    /// The player inspected.
    type Checked = Seat;
    type Command = InquisitorCommand;

    /// IQ2: the holder inspects.
    #[inline(always)]
    fn check(
        state: &State,
        seat: Seat,
        command: InquisitorCommand,
    ) -> Result<ModuleChecked, CommandError> {
        let InquisitorCommand::Inspect { target } = command;
        state.check_inspect(seat, target)
    }

    /// IQ2: the holder sees a loyalty card, and the next round opens (B11).
    #[inline(always)]
    fn execute(
        state: &mut State,
        _seat: Seat,
        target: Seat,
        sink: &mut impl EventSink<Event>,
    ) -> Resume {
        if state.inspect(target, sink) {
            Resume::RoundStart
        } else {
            Resume::Stay
        }
    }

    /// IQ2: the token holder inspects.
    #[inline(always)]
    fn awaiting(state: &State) -> SeatSet {
        state
            .inquisitor
            .holder
            .map_or(SeatSet::EMPTY, SeatSet::only)
    }

    /// IQ2: the holder names anyone who never held the token.
    #[inline(always)]
    fn phase_choices(state: &State, seat: Seat, choices: &mut Choices) {
        // Asked only in the inquisition (the registry's match on the phase).
        if state.inquisitor.holder == Some(seat) {
            let everyone = SeatSet::all(state.players());
            choices.inspect = Some(everyone.difference(state.inquisitor.former));
        }
    }

    const MODULE: Module = Module::Inquisitor;

    const NAMES: Translations = [
        ["Inquisitor", "Lady of the Lake"],
        ["Инквизитор", "Владычица Озера"],
        ["Người thẩm vấn", "Lady of the Lake"],
    ];

    #[inline(always)]
    fn in_play(config: &GameConfig) -> bool {
        config.inquisitor
    }

    /// IQ2: after missions 2, 3 and 4, an inspection before the next round.
    #[inline(always)]
    fn between_missions(state: &mut State, sink: &mut impl EventSink<Event>) -> bool {
        inspection_due(state) && state.begin_inquisition(sink)
    }
}
