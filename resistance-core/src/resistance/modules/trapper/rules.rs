//! The rules of the Trapper module: the checks and effects of its commands and
//! its steps in the flow, on the game's state.

use super::TrapperCommand;
use super::TrapperEvent;
use crate::{
    kernel::MissionCard,
    resistance::{
        modules::prelude::*,
        record::{MissionState, TrappedCard},
        rules::ROUNDS,
    },
};

impl State {
    /// TR2: every card is in; the leader chooses one to set aside.
    pub(crate) fn begin_trapping(
        &mut self,
        mission: MissionState,
        sink: &mut impl EventSink<Event>,
    ) {
        self.phase = Phase::Trapping(mission);
        sink.emit_public(
            TrapperEvent::TrappingBegan {
                leader: self.leader,
            }
            .into(),
        );
    }

    /// TR2: the leader, choosing a member of the team (engine decision: any member,
    /// the leader included).
    pub(crate) fn check_set_aside(
        &self,
        seat: Seat,
        member: Seat,
    ) -> Result<ModuleChecked, CommandError> {
        let Phase::Trapping(mission) = self.phase else {
            return Err(self.wrong_phase(CommandKind::SetAside));
        };
        self.check_leader(seat)?;
        if !mission.team.contains(member) {
            return Err(CommandError::NotOnTeam { seat: member });
        }
        Ok(ModuleChecked::Trapper(member))
    }

    /// TR2, TR3: the card goes aside, shown to the leader alone; the rest are to be
    /// counted: the mission to resolve.
    #[inline(always)]
    pub(crate) fn set_aside(
        &mut self,
        member: Seat,
        sink: &mut impl EventSink<Event>,
    ) -> Option<MissionState> {
        let Phase::Trapping(mission) = self.phase else {
            return None;
        };
        let card = if mission.failed_by.contains(member) {
            MissionCard::Fail
        } else {
            MissionCard::Success
        };
        // One trap per mission and at most five missions: never overflows.
        let _ = self.trapper.trapped.push(TrappedCard {
            round: self.round,
            leader: self.leader,
            member,
            card,
        });
        sink.emit_public(
            TrapperEvent::CardSetAside {
                leader: self.leader,
                member,
            }
            .into(),
        );
        sink.emit(Envelope::private(
            self.leader,
            TrapperEvent::TrappedCardSeen { member, card }.into(),
        ));
        Some(mission)
    }
}

/// What the views show of the set-aside cards (TR3).
impl State {
    /// The cards `seat` set aside as leader, and what they were: theirs alone.
    pub(crate) fn traps_seen_by(
        &self,
        seat: Seat,
    ) -> BoundedList<TrappedCard, { ROUNDS as usize }> {
        self.trapper
            .trapped
            .iter()
            .filter(|t| t.leader == seat)
            .copied()
            .collect()
    }
}

/// The Trapper's place in the [registry](crate::resistance::modules::registry).
pub(crate) struct Trapper;

impl ModuleRules for Trapper {
    /// The member whose card is set aside.
    type Checked = Seat;
    type Command = TrapperCommand;

    /// TR2: the leader sets a card aside.
    #[inline(always)]
    fn check(
        state: &State,
        seat: Seat,
        command: TrapperCommand,
    ) -> Result<ModuleChecked, CommandError> {
        let TrapperCommand::SetAside { member } = command;
        state.check_set_aside(seat, member)
    }

    /// TR2: the card goes aside, and the rest are counted (B3).
    #[inline(always)]
    fn execute(
        state: &mut State,
        _seat: Seat,
        member: Seat,
        sink: &mut impl EventSink<Event>,
    ) -> Resume {
        match state.set_aside(member, sink) {
            Some(mission) => Resume::MissionResolved(mission, member),
            None => Resume::Stay,
        }
    }

    /// TR2: the leader sets a card aside.
    #[inline(always)]
    fn awaiting(state: &State) -> SeatSet {
        SeatSet::only(state.leader)
    }

    /// TR2: the leader chooses among the team.
    #[inline(always)]
    fn phase_choices(state: &State, seat: Seat, choices: &mut Choices) {
        match state.phase {
            Phase::Trapping(mission) if seat == state.leader => {
                choices.set_aside = Some(mission.team);
            }
            _ => {}
        }
    }

    const MODULE: Module = Module::Trapper;

    const NAMES: Translations = [
        ["Trapper", "Trapper"],
        ["Ловец", "Ловец"],
        ["Kẻ gài bẫy", "Kẻ gài bẫy"],
    ];

    #[inline(always)]
    fn in_play(config: &GameConfig) -> bool {
        config.trapper
    }

    /// TR2: the leader sets a card aside before the count.
    #[inline(always)]
    fn cards_counted(
        state: &mut State,
        mission: MissionState,
        sink: &mut impl EventSink<Event>,
    ) -> bool {
        if state.config.trapper {
            state.begin_trapping(mission, sink);
        }
        state.config.trapper
    }
}
