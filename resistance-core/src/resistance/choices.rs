//! What a seat may do now: a compact description for UIs and bots, and the full list
//! of commands. The property tests check both against [`crate::Game::apply`] for
//! every seat after every step of random games, so they cannot drift apart.

use crate::{
    kernel::{MissionCard, Seat, SeatSet},
    resistance::{
        command::{Command, Vote},
        modules::plot::cards::{HeldPlotCard, PlotChoices},
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

    /// How many teams [`TeamChoice::teams`] lists, without listing them: the
    /// binomial coefficient of the seats to choose from and the size.
    pub fn count(self) -> usize {
        binomial(self.from.len(), self.size)
    }

    /// The team [`TeamChoice::teams`] lists at `index`, without listing the ones
    /// before it; `None` from [`TeamChoice::count`] on.
    ///
    /// The teams come in increasing order of their bits (packed onto the seats of
    /// `from`), which is the colexicographic order of their seats: the team at
    /// `index` is the one whose seats `c1 < c2 < ... < ck` (positions in `from`)
    /// have `C(c1, 1) + C(c2, 2) + ... + C(ck, k) == index`, found greedily from
    /// the largest seat down.
    pub fn team(self, index: usize) -> Option<SeatSet> {
        if index >= self.count() {
            return None;
        }
        let mut rest = index;
        let mut packed = 0u32;
        for members in (1..=self.size).rev() {
            // The largest position whose binomial still fits in what is left.
            let mut position = members - 1;
            while binomial(position + 1, members) <= rest {
                position += 1;
            }
            packed |= 1 << position;
            rest -= binomial(position, members);
        }
        Some(spread(self.from, packed))
    }
}

/// `n` choose `k`, for the at most 16 seats of a [`SeatSet`] (12,870 at most), from
/// Pascal's triangle, built at compile time: a random team costs one lookup per
/// candidate position instead of a product of quotients.
fn binomial(n: u8, k: u8) -> usize {
    const SEATS: usize = 17;
    const TRIANGLE: [[u16; SEATS]; SEATS] = {
        let mut triangle = [[0u16; SEATS]; SEATS];
        let mut n = 0;
        while n < SEATS {
            triangle[n][0] = 1;
            let mut k = 1;
            while k <= n {
                triangle[n][k] = triangle[n - 1][k - 1] + triangle[n - 1][k];
                k += 1;
            }
            n += 1;
        }
        triangle
    };
    TRIANGLE
        .get(usize::from(n))
        .and_then(|row| row.get(usize::from(k)))
        .map_or(0, |&count| usize::from(count))
}

/// A sink for [`Choices::other_commands`] that only counts.
struct Count(usize);

impl Extend<Command> for Count {
    fn extend<I: IntoIterator<Item = Command>>(&mut self, commands: I) {
        self.0 += commands.into_iter().count();
    }
}

/// How many commands [`FirstFew`] keeps.
const FIRST_FEW: usize = 4;

/// A sink for [`Choices::other_commands`] that keeps the first [`FIRST_FEW`]
/// commands and counts them all. The first `count` of `kept` are the commands (no
/// `Option`: a drawn index is always below `count`, and filling and reading the
/// options cost a random step 1%, callgrind).
struct FirstFew {
    kept: [Command; FIRST_FEW],
    count: usize,
}

impl Extend<Command> for FirstFew {
    fn extend<I: IntoIterator<Item = Command>>(&mut self, commands: I) {
        for command in commands {
            if let Some(slot) = self.kept.get_mut(self.count) {
                *slot = command;
            }
            self.count += 1;
        }
    }
}

/// A sink for [`Choices::other_commands`] that keeps the command at one index.
struct Nth {
    /// Commands still to pass before the one kept.
    skip: usize,
    found: Option<Command>,
}

impl Extend<Command> for Nth {
    fn extend<I: IntoIterator<Item = Command>>(&mut self, commands: I) {
        if self.found.is_some() {
            return;
        }
        let mut commands = commands.into_iter();
        // `nth` consumes what it passes: what is left of `skip` goes on to the next.
        let passed = commands.by_ref().take(self.skip).count();
        self.skip -= passed;
        if self.skip == 0 {
            self.found = commands.next();
        }
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

impl Choices {
    /// Every command these choices allow, in the order [`crate::Game::legal_commands`]
    /// lists them (it is this list): proposals, votes, mission cards, the modules'
    /// commands, leaving, claiming the seat. `seat` is whose choices they are;
    /// `held` the plot cards face up on the table ([`PublicPlot::held`](crate::plot::PublicPlot::held),
    /// empty without plot cards), which Take Responsibility picks from.
    pub fn commands(&self, seat: Seat, held: &[HeldPlotCard]) -> Vec<Command> {
        let mut commands = Vec::with_capacity(self.team_count() + 2);
        if let Some(team_choice) = self.propose {
            commands.extend(team_choice.teams().map(Command::propose));
        }
        self.other_commands(seat, held, &mut commands);
        commands
    }

    /// How many commands [`Choices::commands`] lists, without listing them (nor
    /// allocating).
    pub fn command_count(&self, seat: Seat, held: &[HeldPlotCard]) -> usize {
        self.team_count() + self.others_count(seat, held)
    }

    /// The command [`Choices::commands`] lists at `index`, without listing them
    /// (nor allocating: a team is found from its index, [`TeamChoice::team`]);
    /// `None` from [`Choices::command_count`] on.
    pub fn command(&self, seat: Seat, held: &[HeldPlotCard], index: usize) -> Option<Command> {
        let teams = self.team_count();
        match self.propose {
            Some(team_choice) if index < teams => team_choice.team(index).map(Command::propose),
            _ => {
                let mut nth = Nth {
                    skip: index - teams,
                    found: None,
                };
                self.other_commands(seat, held, &mut nth);
                nth.found
            }
        }
    }

    /// A command drawn uniformly from [`Choices::commands`] but [`Command::Leave`],
    /// without listing them (nor allocating); `None` when there is none. One draw
    /// from `rng`.
    pub fn random_command(
        &self,
        seat: Seat,
        held: &[HeldPlotCard],
        rng: &mut crate::kernel::GameRng,
    ) -> Option<Command> {
        let staying = Choices {
            leave: false,
            ..*self
        };
        // One pass over the commands besides proposals keeps the first few and
        // counts them all: a vote or a mission card (most steps) is drawn from what
        // it kept; only a longer list is walked again for the one drawn.
        let mut others = FirstFew {
            kept: [Command::Leave; FIRST_FEW],
            count: 0,
        };
        staying.other_commands(seat, held, &mut others);
        let teams = staying.team_count();
        let count = u32::try_from(teams + others.count).ok();
        let index = rng.below(count.filter(|&n| n > 0)?) as usize;
        match staying.propose {
            Some(team_choice) if index < teams => team_choice.team(index).map(Command::propose),
            // Below `teams + others.count`: a kept one is one of the commands.
            _ => match others.kept.get(index - teams) {
                Some(kept) => Some(*kept),
                None => staying.command(seat, held, index),
            },
        }
    }

    fn team_count(&self) -> usize {
        self.propose.map_or(0, TeamChoice::count)
    }

    fn others_count(&self, seat: Seat, held: &[HeldPlotCard]) -> usize {
        let mut count = Count(0);
        self.other_commands(seat, held, &mut count);
        count.0
    }

    /// Every command but the proposals, in listing order, into `commands`: one
    /// description of the list for the list itself, its count and its items.
    fn other_commands(
        &self,
        seat: Seat,
        held: &[HeldPlotCard],
        commands: &mut impl Extend<Command>,
    ) {
        if self.vote {
            commands.extend([
                Command::Vote {
                    vote: Vote::Approve,
                },
                Command::Vote { vote: Vote::Reject },
            ]);
        }
        if self.play_success {
            commands.extend([Command::play(MissionCard::Success)]);
        }
        if self.play_fail {
            commands.extend([Command::play(MissionCard::Fail)]);
        }
        module_commands(self, seat, held, commands);
        if self.leave {
            commands.extend([Command::Leave]);
        }
        if self.claim_seat {
            commands.extend([Command::ClaimSeat]);
        }
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
}

/// Spreads the low bits of `packed` onto the seats of `from`, in order.
fn spread(from: SeatSet, packed: u32) -> SeatSet {
    from.iter()
        .enumerate()
        .filter(|&(i, _)| packed & (1 << i) != 0)
        .map(|(_, seat)| seat)
        .collect()
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
        Some(spread(self.from, current))
    }
}

/// The modules' commands among `choices`, in a fixed order after the base game's
/// proposals, votes and mission cards.
fn module_commands(
    choices: &Choices,
    seat: Seat,
    held: &[HeldPlotCard],
    commands: &mut impl Extend<Command>,
) {
    // The base game's phases leave every module's choice empty: nothing to list.
    let any = choices.set_aside.is_some()
        || choices.inspect.is_some()
        || choices.assassinate.is_some()
        || choices.choose_agenda.is_some()
        || choices.choose_double_agenda.is_some()
        || choices.plot.is_some()
        || choices.reveal_agenda;
    if !any {
        return;
    }
    let targets = |set: Option<SeatSet>| set.unwrap_or(SeatSet::EMPTY).iter();
    commands.extend(targets(choices.set_aside).map(Command::set_aside));
    commands.extend(targets(choices.inspect).map(Command::inspect));
    commands.extend(targets(choices.assassinate).map(Command::assassinate));
    // HA1, HA2: every set of names once, in ascending seat order.
    for agenda in [choices.choose_agenda, choices.choose_double_agenda]
        .into_iter()
        .flatten()
    {
        commands.extend(agenda.teams().map(Command::choose_agenda));
    }
    if let Some(plot) = choices.plot {
        crate::resistance::modules::plot::state::plot_commands(&plot, held, commands);
    }
    if choices.reveal_agenda {
        commands.extend([Command::reveal_agenda(seat)]);
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
