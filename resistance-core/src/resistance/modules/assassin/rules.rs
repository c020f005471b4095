//! The rules of the Assassin module: the checks and effects of its commands and
//! its steps in the flow, on the game's state.

use super::AssassinCommand;
use super::AssassinError;
use super::AssassinEvent;
use crate::{
    kernel::Allegiance,
    resistance::{
        config::GameConfig,
        modules::prelude::*,
        record::{EndReason, GameResult},
        role::Role,
    },
};

impl State {
    pub(crate) fn begin_assassination(&mut self, sink: &mut impl EventSink<Event>) {
        self.phase = Phase::Assassination;
        // Who the Assassin is stays secret: the event names nobody.
        sink.emit_public(AssassinEvent::AssassinationBegan.into());
    }

    /// AS4: only the Assassin, naming another player at this table.
    pub(crate) fn check_assassinate(
        &self,
        seat: Seat,
        target: Seat,
    ) -> Result<ModuleChecked, CommandError> {
        if !matches!(self.phase, Phase::Assassination) {
            return Err(self.wrong_phase(CommandKind::Assassinate));
        }
        if self.roles.get(seat.index()) != Some(&Role::Assassin) {
            return Err(AssassinError::NotAssassin.into());
        }
        self.check_other_target(seat, target, AssassinError::AssassinateSelf.into())?;
        Ok(ModuleChecked::Assassin(target))
    }

    /// AS4: naming the Commander wins for the spies, anyone else for the Resistance:
    /// the result the game ends with.
    pub(crate) fn assassinate(&self, assassin: Seat, target: Seat) -> GameResult {
        let found = self.roles.get(target.index()) == Some(&Role::Commander);
        if found {
            GameResult {
                winner: Some(Allegiance::Spy),
                reason: EndReason::CommanderAssassinated { assassin, target },
            }
        } else {
            GameResult {
                winner: Some(Allegiance::Resistance),
                reason: EndReason::AssassinMissed { assassin, target },
            }
        }
    }
}

/// The Assassin module's place in the [registry](crate::resistance::modules::registry).
pub(crate) struct Assassin;

impl ModuleRules for Assassin {
    /// The player named.
    type Checked = Seat;
    type Command = AssassinCommand;

    /// AS4: the Assassin names the Commander.
    #[inline(always)]
    fn check(
        state: &State,
        seat: Seat,
        command: AssassinCommand,
    ) -> Result<ModuleChecked, CommandError> {
        let AssassinCommand::Assassinate { target } = command;
        state.check_assassinate(seat, target)
    }

    /// AS4: the name decides the game (B12).
    #[inline(always)]
    fn execute(
        state: &mut State,
        seat: Seat,
        target: Seat,
        _sink: &mut impl EventSink<Event>,
    ) -> Resume {
        Resume::GameEnd(state.assassinate(seat, target))
    }

    /// AS4: the Assassin names the Commander.
    #[inline(always)]
    fn awaiting(state: &State) -> SeatSet {
        state
            .seat_of(Role::Assassin)
            .map_or(SeatSet::EMPTY, SeatSet::only)
    }

    /// AS4: who the Assassin is stays secret while they choose.
    #[inline(always)]
    fn publicly_awaiting(_state: &State) -> SeatSet {
        SeatSet::EMPTY
    }

    /// AS4: the Assassin names anyone else.
    #[inline(always)]
    fn phase_choices(state: &State, seat: Seat, choices: &mut Choices) {
        // Asked only in the assassination (the registry's match on the phase).
        if state.roles.get(seat.index()) == Some(&Role::Assassin) {
            let everyone = SeatSet::all(state.players());
            choices.assassinate = Some(everyone.difference(SeatSet::only(seat)));
        }
    }

    const MODULE: Module = Module::Assassin;

    const NAMES: Translations = [
        ["Assassin", "Merlin and the Assassin"],
        ["Убийца", "Мерлин и Ассасин"],
        ["Sát thủ", "Merlin và Assassin"],
    ];

    #[inline(always)]
    fn in_play(config: &GameConfig) -> bool {
        config.assassin.is_some()
    }

    /// AS1: the Commander and the Assassin, then the optional characters.
    #[inline(always)]
    fn special_cards(config: &GameConfig, place: &mut impl FnMut(Role)) {
        super::state::special_cards(config, place);
    }

    /// AS4: a third success goes to the assassination first.
    #[inline(always)]
    fn game_end(state: &mut State, result: GameResult, sink: &mut impl EventSink<Event>) -> bool {
        let diverts = super::state::diverts(&state.config, result);
        if diverts {
            state.begin_assassination(sink);
        }
        diverts
    }
}
