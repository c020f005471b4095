//! What a seat may do now: a compact description for UIs and bots, and the full list
//! of commands. The property tests check both against [`crate::Game::apply`] for
//! every seat after every step of random games, so they cannot drift apart.

use crate::{
    kernel::{Allegiance, MissionCard, Seat, SeatSet},
    resistance::{
        command::{Command, Vote},
        modules,
        modules::plot::cards::{HeldPlotCard, PlotChoices},
        role::Role,
        state::{Phase, State},
    },
};
use alloc::vec::Vec;

/// "Propose a team of `size` distinct seats chosen from `from`."
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct TeamChoice {
    /// How many members the team must have.
    pub size: u8,
    /// The seats a team may be drawn from.
    pub from: SeatSet,
}

impl TeamChoice {
    /// Every team this choice allows, as sets, in increasing order of their bits.
    pub fn teams(self) -> impl Iterator<Item = SeatSet> {
        Subsets::new(self.from, self.size)
    }
}

/// Everything one seat may do now. Proposals are combinatorial (252 teams of 5 from
/// 10 seats), so they are described, not listed; [`crate::Game::legal_commands`] lists
/// them.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "camelCase"))]
#[non_exhaustive]
#[cfg_attr(feature = "ts", derive(ts_rs::TS))]
pub struct Choices {
    /// The seat leads and may propose a team (B6).
    pub propose: Option<TeamChoice>,
    /// The seat may vote, approve or reject (B7).
    pub vote: bool,
    /// The seat may play Success on the mission (B10).
    pub play_success: bool,
    /// The seat may play Fail on the mission: a spy on the team (B10).
    pub play_fail: bool,
    /// The seat leads and may set aside the card of one of these members (TR2).
    pub set_aside: Option<SeatSet>,
    /// The seat holds the Inquisitor token and may inspect one of these (IQ2).
    pub inspect: Option<SeatSet>,
    /// The seat is the Assassin and may name one of these (AS4).
    pub assassinate: Option<SeatSet>,
    /// The seat may seal a hidden agenda of `size` names from `from` (HA1, HA2).
    pub choose_agenda: Option<TeamChoice>,
    /// Where each player chooses (agendas of the kind `SingleOrDouble`, in JSON
    /// `"singleOrDouble"`): the seat may instead seal a double agenda, `size` (two)
    /// different names from `from` (HA2), while the agenda choice above offers one
    /// name. Left out of the JSON when not offered.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    pub choose_double_agenda: Option<TeamChoice>,
    /// The seat may turn its hidden agenda face up (HA3).
    pub reveal_agenda: bool,
    /// What the seat may do with plot cards (PC2–PC5); left out of the JSON when
    /// nothing.
    #[cfg_attr(feature = "serde", serde(default, skip_serializing_if = "Option::is_none"))]
    pub plot: Option<PlotChoices>,
    /// The seat may leave (LV1).
    pub leave: bool,
    /// The seat is vacant and a substitute may claim it (LV1).
    pub claim_seat: bool,
}

impl Choices {
    /// Whether the seat may do nothing at all now.
    pub fn is_empty(&self) -> bool {
        *self == Choices::default()
    }
}

impl State {
    pub(crate) fn is_legal(&self, seat: Seat, command: &Command) -> bool {
        self.check(seat, command).is_ok()
    }

    /// Read straight off the phase, because bots ask this on every step; the property
    /// tests hold it to [`State::check`] for every command.
    ///
    /// Always inlined (into [`crate::Game::choices`] and [`State::legal_commands`]):
    /// left to the inliner, it stays a call in a bot's loop, and the whole struct
    /// goes through memory on every step (callgrind, random 7-player base game with
    /// the examples' bot: 28,700 -> 25,400 instructions).
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
                    size: modules::team_size(&self.config, self.round),
                    from: everyone,
                });
            }
            Phase::Voting(ballot) => {
                choices.vote = !ballot.voted.contains(seat)
                    && modules::vote_order(self, seat, ballot.voted).is_ok();
            }
            Phase::Mission(mission) => {
                choices.play_success = mission.team.difference(mission.played).contains(seat);
                choices.play_fail =
                    choices.play_success && self.allegiance(seat) == Allegiance::Spy;
            }
            _ => modules::phase_choices(self, seat, &mut choices),
        }
        modules::choices_at_any_time(self, seat, &mut choices);
        choices
    }

    /// The seats the game is waiting for: the leader to propose, the voters still to
    /// vote, the members still to play. Vacant seats among them wait for a substitute.
    ///
    /// Always inlined, like [`State::choices`] and for the same reason (callgrind:
    /// 25,400 -> 24,000 instructions per random base game).
    #[inline(always)]
    pub(crate) fn awaiting(&self) -> SeatSet {
        let everyone = SeatSet::all(self.players());
        match self.phase {
            Phase::AgendaChoice { chosen } => everyone.difference(chosen),
            Phase::Proposal | Phase::Trapping(_) => SeatSet::only(self.leader),
            Phase::Voting(ballot) => {
                let first = modules::votes_first(self).difference(ballot.voted);
                if first.is_empty() {
                    everyone.difference(ballot.voted)
                } else {
                    first
                }
            }
            Phase::Mission(mission) => mission.team.difference(mission.played),
            Phase::Inquisition => self.inquisitor.holder.map_or(SeatSet::EMPTY, SeatSet::only),
            Phase::Assassination => self
                .seat_of(Role::Assassin)
                .map_or(SeatSet::EMPTY, SeatSet::only),
            Phase::PlotDeal | Phase::PlotResolve { .. } | Phase::PlotMoment(_) => {
                self.plot_awaiting()
            }
            Phase::GameOver { .. } => SeatSet::EMPTY,
        }
    }

    /// [`State::awaiting`] as everyone may see it: who the Assassin is stays secret
    /// while they choose (AS4).
    pub(crate) fn publicly_awaiting(&self) -> SeatSet {
        match self.phase {
            Phase::Assassination => SeatSet::EMPTY,
            _ => self.awaiting(),
        }
    }

    pub(crate) fn legal_commands(&self, seat: Seat) -> Vec<Command> {
        self.choices(seat).commands(seat, &self.plot.held)
    }
}

impl Choices {
    /// Every command these choices allow, in the order [`crate::Game::legal_commands`]
    /// lists them (it is this list): proposals, votes, mission cards, the modules'
    /// commands, leaving, claiming the seat. `seat` is whose choices they are;
    /// `held` the plot cards face up on the table ([`PublicPlot::held`](crate::PublicPlot::held),
    /// empty without plot cards), which Take Responsibility picks from.
    pub fn commands(&self, seat: Seat, held: &[HeldPlotCard]) -> Vec<Command> {
        let mut commands = Vec::new();
        if let Some(team_choice) = self.propose {
            commands.extend(team_choice.teams().map(Command::propose));
        }
        if self.vote {
            commands.push(Command::Vote {
                vote: Vote::Approve,
            });
            commands.push(Command::Vote { vote: Vote::Reject });
        }
        if self.play_success {
            commands.push(Command::play(MissionCard::Success));
        }
        if self.play_fail {
            commands.push(Command::play(MissionCard::Fail));
        }
        modules::legal_commands(self, seat, held, &mut commands);
        if self.leave {
            commands.push(Command::Leave);
        }
        if self.claim_seat {
            commands.push(Command::ClaimSeat);
        }
        commands
    }
}

/// The subsets of `from` with exactly `size` seats, in increasing order of their bits.
struct Subsets {
    from: SeatSet,
    /// The next candidate, as an index into the subsets of `from` packed low.
    next: Option<u32>,
}

impl Subsets {
    fn new(from: SeatSet, size: u8) -> Subsets {
        let next = (size <= from.len()).then(|| {
            // Gosper's hack walks packed bit patterns of `size` ones; the smallest is
            // the lowest `size` bits.
            (1u32 << size) - 1
        });
        Subsets { from, next }
    }

    /// Spreads the low bits of `packed` onto the seats of `from`, in order.
    fn unpack(&self, packed: u32) -> SeatSet {
        self.from
            .iter()
            .enumerate()
            .filter(|&(i, _)| packed & (1 << i) != 0)
            .map(|(_, seat)| seat)
            .collect()
    }
}

impl Iterator for Subsets {
    type Item = SeatSet;

    fn next(&mut self) -> Option<SeatSet> {
        let current = self.next?;
        let limit = 1u32 << self.from.len();
        self.next = if current == 0 {
            None // size 0: the empty team is the only subset
        } else {
            let lowest = current & current.wrapping_neg();
            let ripple = current + lowest;
            let following = (((ripple ^ current) >> 2) / lowest) | ripple;
            (following < limit).then_some(following)
        };
        Some(self.unpack(current))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn subsets_count_is_the_binomial() {
        let all = SeatSet::all(10);
        let counts: Vec<usize> = (0..=10)
            .map(|k| TeamChoice { size: k, from: all }.teams().count())
            .collect();
        assert_eq!(counts, [1, 10, 45, 120, 210, 252, 210, 120, 45, 10, 1]);
        let from: SeatSet = [Seat(1), Seat(4), Seat(6)].into_iter().collect();
        let teams: Vec<SeatSet> = TeamChoice { size: 2, from }.teams().collect();
        assert_eq!(teams.len(), 3);
        assert!(teams.iter().all(|t| t.len() == 2 && t.is_subset(from)));
        assert_eq!(TeamChoice { size: 4, from }.teams().count(), 0);
    }
}
