//! Whose turn it is and what each seat may do now: the choices a seat has in the
//! state as it stands, the seats the game awaits, and its legal commands, with
//! the modules' part asked at the hook points.

use crate::{
    kernel::{Allegiance, Seat, SeatSet},
    resistance::{
        choices::{Choices, TeamChoice},
        command::Command,
        modules,
        state::{Phase, State},
    },
};
use alloc::vec::Vec;

impl State {
    pub(crate) fn is_legal(&self, seat: Seat, command: &Command) -> bool {
        self.check(seat, command).is_ok()
    }

    /// Read straight off the phase, because bots ask this on every step; the property
    /// tests hold it to [`State::check`] for every command.
    ///
    /// Always inlined (into [`crate::Game::choices`] and [`State::legal_commands`]):
    /// left to the inliner, it stays a call in a bot's loop, and the whole struct
    /// goes through memory on every step (measured: docs/performance.md).
    #[inline(always)]
    pub(crate) fn choices(&self, seat: Seat) -> Choices {
        let mut choices = Choices::default();
        if seat.0 >= self.players() || self.result().is_some() {
            return choices;
        }
        if self.vacant.contains(seat) {
            choices.claim_seat = true;
            return choices;
        }
        choices.leave = true;
        let everyone = SeatSet::all(self.players());
        match self.phase {
            Phase::Proposal if seat == self.leader => {
                choices.propose = Some(TeamChoice {
                    size: modules::setup::team_size(&self.config, self.round),
                    from: everyone,
                });
            }
            Phase::Voting(ballot) => {
                choices.vote = !ballot.voted.contains(seat)
                    && modules::hooks::vote_order(self, seat, ballot.voted).is_ok();
            }
            Phase::Mission(mission) => {
                choices.play_success = mission.team.difference(mission.played).contains(seat);
                choices.play_fail =
                    choices.play_success && self.allegiance(seat) == Allegiance::Spy;
            }
            modules::registry::module_phases!() => {
                modules::registry::phase_choices(self, seat, &mut choices)
            }
            _ => {}
        }
        modules::hooks::choices_at_any_time(self, seat, &mut choices);
        choices
    }

    /// The seats the game is waiting for: the leader to propose, the voters still to
    /// vote, the members still to play. Vacant seats among them wait for a substitute.
    ///
    /// Always inlined, like [`State::choices`] and for the same reason.
    #[inline(always)]
    pub(crate) fn awaiting(&self) -> SeatSet {
        let everyone = SeatSet::all(self.players());
        match self.phase {
            Phase::Proposal => SeatSet::only(self.leader),
            Phase::Voting(ballot) => {
                let first = modules::hooks::votes_first(self).difference(ballot.voted);
                if first.is_empty() {
                    everyone.difference(ballot.voted)
                } else {
                    first
                }
            }
            Phase::Mission(mission) => mission.team.difference(mission.played),
            Phase::GameOver { .. } => SeatSet::EMPTY,
            modules::registry::module_phases!() => modules::registry::awaiting(self),
        }
    }

    /// [`State::awaiting`] as everyone may see it: a module may keep it secret (who
    /// the Assassin is, while they choose, AS4).
    pub(crate) fn publicly_awaiting(&self) -> SeatSet {
        match self.phase {
            Phase::Proposal | Phase::Voting(_) | Phase::Mission(_) | Phase::GameOver { .. } => {
                self.awaiting()
            }
            modules::registry::module_phases!() => modules::registry::publicly_awaiting(self),
        }
    }

    pub(crate) fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        self.choices(seat).commands(seat, &self.plot.held)
    }
}
