//! The Assassin module (AS1–AS5): the Commander knows the spies, but the Resistance
//! only wins if the Assassin cannot find the Commander after a third success.

use super::prelude::*;
use crate::{
    kernel::Allegiance,
    resistance::{
        record::{EndReason, GameResult},
        role::Role,
    },
};

/// AS1: the special cards this configuration deals, each replacing a plain card of
/// its side, handed to `place` in the order the deck places them.
// Always inlined: the deck is built once a game, and a playout's setup is part of
// what a search pays for every game.
#[inline(always)]
pub(crate) fn special_cards(config: &GameConfig, mut place: impl FnMut(Role)) {
    if let Some(options) = config.assassin {
        place(Role::Commander);
        place(Role::Assassin);
        for (dealt, role) in [
            (options.body_guard, Role::BodyGuard),
            (options.false_commander, Role::FalseCommander),
            (options.deep_cover, Role::DeepCover),
            (options.blind_spy, Role::BlindSpy),
        ] {
            if dealt {
                place(role);
            }
        }
    }
}

/// AS4: a third success does not end a game with the Assassin module.
pub(crate) fn diverts(config: &GameConfig, result: GameResult) -> bool {
    config.assassin.is_some() && result.reason == EndReason::ThreeSuccesses
}

impl State {
    pub(crate) fn begin_assassination(&mut self, sink: &mut impl EventSink<Event>) {
        self.phase = Phase::Assassination;
        // Who the Assassin is stays secret: the event names nobody.
        sink.emit_public(Event::AssassinationBegan);
    }

    /// AS4: only the Assassin, naming another player at this table.
    pub(crate) fn check_assassinate(
        &self,
        seat: Seat,
        target: Seat,
    ) -> Result<modules::Checked, CommandError> {
        if !matches!(self.phase, Phase::Assassination) {
            return Err(self.wrong_phase(CommandKind::Assassinate));
        }
        if self.roles.get(seat.index()) != Some(&Role::Assassin) {
            return Err(CommandError::NotAssassin);
        }
        self.check_other_target(seat, target, CommandError::AssassinateSelf)?;
        Ok(modules::Checked::Assassinate(target))
    }

    /// AS4: naming the Commander wins for the spies, anyone else for the Resistance.
    pub(crate) fn assassinate(
        &mut self,
        assassin: Seat,
        target: Seat,
        sink: &mut impl EventSink<Event>,
    ) {
        let found = self.roles.get(target.index()) == Some(&Role::Commander);
        let result = if found {
            GameResult {
                winner: Some(Allegiance::Spy),
                reason: EndReason::CommanderAssassinated { assassin, target },
            }
        } else {
            GameResult {
                winner: Some(Allegiance::Resistance),
                reason: EndReason::AssassinMissed { assassin, target },
            }
        };
        modules::game_end(self, result, sink);
    }
}
