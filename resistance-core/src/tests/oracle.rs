//! What the core's property tests (`properties.rs`) and the fuzz harness
//! (`fuzz/src/lib.rs`) both hold random games to, written once: the canonical form
//! `legal_commands` lists a command in, and the score and the end as the public
//! events tell them.
//!
//! Both include this file by path (`#[path = ...] mod oracle;`): the fuzz crate cannot
//! see the core's `cfg(test)` modules, and these checks are no API of the engine.
//! So it names the engine's types through `super`, whose imports are the core's
//! (`crate::...`) in one and `resistance_core::...` in the other, and only uses what
//! the engine makes public.

use super::{
    AgendaCommand, Allegiance, Command, EndReason, Event, Game, Outcome, PlotAction, PlotEvent,
    Seat, SeatSet, TeamList,
};

/// A proposal or an agenda in ascending seat order when its seats are distinct and on
/// the table, the form `legal_commands` lists them in; any other command as it is.
pub fn canonical(command: Command, players: u8) -> Command {
    let distinct = |list: &TeamList| {
        let set: SeatSet = list.iter().copied().collect();
        (set.len() as usize == list.len() && list.iter().all(|s| s.0 < players)).then_some(set)
    };
    match command {
        Command::ProposeTeam { team } => distinct(&team).map_or(command, Command::propose),
        Command::Agenda(AgendaCommand::ChooseAgenda { names }) => {
            distinct(&names).map_or(command, Command::choose_agenda)
        }
        _ => command,
    }
}

/// The score of a game as its public events tell it, and whom the Assassin named:
/// what decides when and how the game must end (B9, B12, AS4, LV1).
#[derive(Clone, Copy, Debug, Default)]
pub struct Score {
    /// The Assassin module diverts a third success to the assassination (AS4).
    pub assassin_module: bool,
    pub successes: u8,
    pub failures: u8,
    /// Teams rejected in this round, by vote or by No Confidence (B9, PC4).
    pub rejections_this_round: u8,
    /// A player left with nobody to take the seat (LV1).
    pub abandoned: bool,
    /// Whom the Assassin named (AS4); set by the caller, from the command.
    pub assassinated: Option<Seat>,
}

impl Score {
    /// Counts what `event` tells of the score.
    pub fn observe(&mut self, event: &Event) {
        match *event {
            Event::VotesRevealed {
                approved: false, ..
            } => self.rejections_this_round += 1,
            // PC4: No Confidence rejects the team just approved, a rejection for B9.
            Event::Plot(PlotEvent::PlotCardUsed {
                action: PlotAction::NoConfidence,
                ..
            }) => self.rejections_this_round += 1,
            Event::MissionResolved { succeeded, .. } => {
                if succeeded {
                    self.successes += 1;
                } else {
                    self.failures += 1;
                }
            }
            Event::RoundStarted { .. } => self.rejections_this_round = 0,
            Event::PlayerLeft {
                awaiting_substitute: false,
                ..
            } => self.abandoned = true,
            _ => {}
        }
    }

    /// B9, B12, AS4, LV1: whether the score says the game is over.
    pub fn says_over(&self) -> bool {
        (self.successes >= 3 && !self.assassin_module)
            || self.assassinated.is_some()
            || self.failures >= 3
            || self.rejections_this_round >= 5
            || self.abandoned
    }

    /// `game`, after a command that caused `outcome`, is over exactly when the score
    /// says, ended by this command's events at most once; its result's reason is one
    /// the score holds and its winner that reason's side. `commander`: the seat dealt
    /// the Commander, if any.
    pub fn check_ending(&self, game: &Game, outcome: &Outcome, commander: Option<Seat>) {
        assert_eq!(game.is_over(), self.says_over(), "{self:?}");
        let ended_now = outcome
            .public_events()
            .filter(|e| matches!(e, Event::GameEnded { .. }))
            .count();
        assert!(ended_now <= 1);
        let Some(result) = game.result() else {
            assert_eq!(ended_now, 0);
            return;
        };
        // Exhaustive in the core; outside it `EndReason` is `non_exhaustive`, and a
        // reason added later holds as the engine gives it.
        #[allow(unreachable_patterns)]
        let (winner, reason_holds) = match result.reason {
            EndReason::ThreeSuccesses => (
                Some(Allegiance::Resistance),
                self.successes == 3 && !self.assassin_module,
            ),
            EndReason::ThreeFailures => (Some(Allegiance::Spy), self.failures == 3),
            EndReason::FiveRejections => (Some(Allegiance::Spy), self.rejections_this_round == 5),
            EndReason::Abandoned { .. } => (None, self.abandoned),
            EndReason::CommanderAssassinated { target, .. } => (
                Some(Allegiance::Spy),
                self.assassinated == Some(target) && commander == Some(target),
            ),
            EndReason::AssassinMissed { target, .. } => (
                Some(Allegiance::Resistance),
                self.assassinated == Some(target) && commander != Some(target),
            ),
            _ => (result.winner, true),
        };
        assert!(reason_holds, "{result:?} but {self:?}");
        assert_eq!(result.winner, winner);
    }
}
