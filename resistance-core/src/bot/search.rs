//! The search bot: determinized Monte Carlo search over deals sampled from the
//! deduction, each played out with the engine.

use super::{Bot, BotError, Logical, Turn, belief::Belief};
use crate::{
    deduce::deduce, kernel::GameRng, kernel::MissionCard, kernel::Seat, kernel::SeatSet,
    resistance::choices::TeamChoice, resistance::command::Command, resistance::game::Game,
    resistance::view::PhaseView,
};
use alloc::vec::Vec;

/// Searches: for each decision it samples deals consistent with its view (the
/// [deduction](crate::deduce)), rebuilds the game each deal would be (the hidden
/// votes and cards under way drawn at random), plays one of its options there and
/// the game out to its end, and plays the option that won most often, the options
/// tried by UCB1 so that the promising ones get most of the playouts.
///
/// Who plays the playouts out is its [`Rollout`]: [`Logical`] players (the
/// default), each from its own view of the rebuilt game, or quick players, a
/// hundred times faster and far weaker. With logical playouts the search is a
/// rollout of the logical bot: it tries the logical bot's choice and up to seven
/// other options, and keeps the logical choice unless another wins more often by
/// two standard errors (a 7-player team has 35 options: without that rule, noise
/// chose). Against [`Logical`] players, as it plays by default, over the same deals
/// (`simulate --matchups`, base game; the README has the table): the Resistance
/// seats searching won 87.0% of 300 five-player games (logical ones: 55.0%), 60.2% of
/// 400 seven-player ones (31.8%) and 41.7% of 60 ten-player ones (23.3%); spies
/// searching held the Resistance to 4.3%, 0.2% and 0.0%. With quick playouts it lost
/// on both sides (5 of 40 five-player games as the Resistance): the playouts must
/// play as the opponents do.
///
/// Where the game cannot be rebuilt from a view (plot cards) and for the hidden
/// agendas' choice, which no playout can score, it plays as [`Logical`]. The
/// assassination ends the game at once (a playout would only count the sampled
/// deals' Commanders): the search Assassin reads every vote and proposal of the
/// possible Commanders, by how likely each was from a Commander who sees the spies
/// against a plain player, where the logical Assassin, whom its playouts model,
/// reads only the choices that could lose the game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Search {
    /// Playouts per decision.
    pub playouts: u32,
    /// Who plays the playouts out.
    pub rollout: Rollout,
}

/// The players of a playout.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
#[non_exhaustive]
pub enum Rollout {
    /// [`Logical`] players, each from its own view of the rebuilt game: they play
    /// as the real opponents do.
    #[default]
    Logical,
    /// Quick players that read only the public record: no deduction, so a playout
    /// costs a small fraction of a logical one (the bench's `--bot-games` rows
    /// measure both), for searches of many thousand playouts; far weaker.
    Quick,
}

impl Default for Search {
    /// 150 logical playouts a decision.
    fn default() -> Self {
        Search {
            playouts: 150,
            rollout: Rollout::Logical,
        }
    }
}

/// UCB1's exploration weight, for win rates between 0 and 1.
const EXPLORATION: f64 = 0.7;

impl Bot for Search {
    fn decide(&mut self, turn: &Turn<'_>, rng: &mut GameRng) -> Result<Command, BotError> {
        let options = turn.options()?;
        let view = turn.view;
        let deduction = deduce(view)?;
        // An assassination ends the game at once: a playout would score each
        // target only by the sampled deal's Commander, which a spy's belief puts on
        // every possible seat alike, so the search would keep the logical choice
        // after 150 playouts of noise. A reading of the Commander's play is the
        // whole decision: not the logical Assassin's, which the search Commander
        // learns to fool in its playouts, but one of every choice (AS4).
        if view.table.phase == PhaseView::Assassination {
            return super::logical::informed_assassination(turn, rng);
        }
        let searchable = view.table.plot.is_none()
            && !matches!(view.table.phase, PhaseView::AgendaChoice { .. })
            && options.len() > 1;
        if !searchable {
            return Logical.decide(turn, rng);
        }
        // The Resistance samples deals by how likely their spies' choices were, as
        // the logical bot weighs them; spies, who know most, by logic.
        let belief = if view.allegiance == crate::kernel::Allegiance::Spy {
            Belief::logical(&deduction)
        } else {
            Belief::behavioural(&deduction, view)
        };
        // The logical bot's choice is the one to beat: the search tries it and at
        // most CANDIDATES - 1 others (a 7-player team has 35), and keeps it unless
        // another wins clearly more often (a rollout improves on its base policy).
        let base = Logical.decide(turn, rng)?;
        let mut candidates: Vec<Command> = Vec::with_capacity(CANDIDATES);
        candidates.push(base);
        let mut others: Vec<Command> = options.iter().copied().filter(|&o| o != base).collect();
        while candidates.len() < CANDIDATES && !others.is_empty() {
            let index = rng.below(others.len() as u32) as usize;
            candidates.push(others.swap_remove(index));
        }
        let mut wins = Vec::from_iter(core::iter::repeat_n(0.0f64, candidates.len()));
        let mut tries = Vec::from_iter(core::iter::repeat_n(0u32, candidates.len()));
        for playout in 0..self.playouts {
            let option = pick(&wins, &tries, playout);
            let roles = deduction.sample_in_group(belief.draw_group(rng), rng);
            let Some(mut game) = Game::determinized(view, &roles, rng) else {
                return Ok(base);
            };
            let won = game.apply_quietly(view.seat, candidates[option]).is_ok()
                && play_out(&mut game, view.seat, self.rollout, rng);
            tries[option] += 1;
            wins[option] += f64::from(u8::from(won));
        }
        // The option played most (the most reliable estimate), if it beats the base
        // by two standard errors.
        let most = (0..candidates.len())
            .max_by_key(|&option| tries[option])
            .unwrap_or(0);
        let rate = |option: usize| wins[option] / f64::from(tries[option].max(1));
        let variance = |option: usize| {
            let p = rate(option);
            p * (1.0 - p) / f64::from(tries[option].max(1))
        };
        let margin = 2.0 * sqrt(variance(most) + variance(0));
        Ok(if most != 0 && rate(most) - rate(0) > margin {
            candidates[most]
        } else {
            base
        })
    }
}

/// The options a search tries: the logical bot's and others drawn at random.
const CANDIDATES: usize = 8;

/// UCB1: every option once, then the best upper confidence bound.
fn pick(wins: &[f64], tries: &[u32], played: u32) -> usize {
    if let Some(untried) = tries.iter().position(|&t| t == 0) {
        return untried;
    }
    let log = libm_ln(f64::from(played.max(1)));
    let bound = |option: usize| {
        let n = f64::from(tries[option]);
        wins[option] / n + EXPLORATION * sqrt(log / n)
    };
    (0..tries.len())
        .max_by(|&a, &b| bound(a).total_cmp(&bound(b)))
        .unwrap_or(0)
}

/// Plays `game` to its end with quick players; whether `me` ended on the winning
/// side.
fn play_out(game: &mut Game, me: Seat, rollout: Rollout, rng: &mut GameRng) -> bool {
    for _ in 0..1_000 {
        let Some(seat) = game.awaiting().iter().next() else {
            break;
        };
        let command = match rollout {
            Rollout::Quick => quick(game, seat, rng),
            Rollout::Logical => game
                .view(seat)
                .ok()
                .and_then(|view| Logical.choose(&view, &game.choices(seat), rng).ok()),
        };
        let Some(command) = command else {
            break;
        };
        if game.apply_quietly(seat, command).is_err() {
            break;
        }
    }
    let state = game.state();
    state.result().and_then(|result| result.winner) == Some(state.allegiance(me))
}

/// A quick player: it suspects players by the failed missions they were on (the
/// public record), and plays by its side: the Resistance proposes itself and the
/// least suspected and approves teams no more suspected than the least suspected
/// team (any team after three rejections); spies propose themselves and the least
/// suspected, approve teams with a spy, and always fail (B10). Everything else is
/// random.
fn quick(game: &Game, seat: Seat, rng: &mut GameRng) -> Option<Command> {
    let state = game.state();
    let choices = game.choices(seat);
    let any = |seats: SeatSet, rng: &mut GameRng| {
        let index = rng.below(u32::from(seats.len()));
        seats.iter().nth(index as usize)
    };
    let players = state.players();
    let mut suspicion = [0u8; crate::kernel::MAX_PLAYERS];
    for mission in state.missions.iter().filter(|mission| mission.fails > 0) {
        for member in mission.team.iter() {
            suspicion[member.index()] += 1;
        }
    }
    let spy = state.allegiance(seat) == crate::kernel::Allegiance::Spy;
    let spies: SeatSet = (0..players)
        .map(Seat)
        .filter(|&s| state.allegiance(s) == crate::kernel::Allegiance::Spy)
        .collect();
    // Itself first, then the least suspected, ties broken at random.
    let least_suspected = |size: u8, rng: &mut GameRng| {
        let mut order: crate::kernel::BoundedList<(u8, u32, Seat), { crate::kernel::MAX_PLAYERS }> =
            (0..players)
                .map(Seat)
                .map(|s| {
                    (
                        if s == seat {
                            0
                        } else {
                            1 + suspicion[s.index()]
                        },
                        rng.below(1 << 16),
                        s,
                    )
                })
                .collect();
        order.as_mut_slice().sort_unstable();
        order
            .iter()
            .take(usize::from(size))
            .map(|&(_, _, s)| s)
            .collect::<SeatSet>()
    };
    if let Some(team) = choices.propose {
        return Some(Command::propose(least_suspected(team.size, rng)));
    }
    if choices.vote {
        let team = match state.phase {
            crate::resistance::state::Phase::Voting(ballot) => ballot.team,
            _ => SeatSet::EMPTY,
        };
        let approve = if spy {
            !team.intersection(spies).is_empty()
        } else {
            let score = |team: SeatSet| {
                team.iter()
                    .map(|s| u32::from(suspicion[s.index()]))
                    .sum::<u32>()
            };
            state.rejections >= 3 || score(team) <= score(least_suspected(team.len(), rng))
        };
        return Some(Command::vote(approve));
    }
    if choices.play_success {
        let card = if choices.play_fail {
            MissionCard::Fail
        } else {
            MissionCard::Success
        };
        return Some(Command::play(card));
    }
    if let Some(member) = choices.set_aside.and_then(|set| any(set, rng)) {
        return Some(Command::set_aside(member));
    }
    if let Some(target) = choices.inspect.and_then(|set| any(set, rng)) {
        return Some(Command::inspect(target));
    }
    if let Some(target) = choices.assassinate.and_then(|set| any(set, rng)) {
        return Some(Command::assassinate(target));
    }
    if let Some(agenda) = choices.choose_agenda {
        return Some(Command::choose_agenda(random_team(agenda, rng)));
    }
    choices.claim_seat.then_some(Command::ClaimSeat)
}

/// `choice.size` seats drawn at random from `choice.from`.
fn random_team(choice: TeamChoice, rng: &mut GameRng) -> SeatSet {
    let mut left = choice.from;
    let mut team = SeatSet::EMPTY;
    for _ in 0..choice.size {
        let index = rng.below(u32::from(left.len()));
        if let Some(seat) = left.iter().nth(index as usize) {
            team.insert(seat);
            left.remove(seat);
        }
    }
    team
}

/// The natural logarithm, without `std` (for UCB1's bound only: a few digits do).
fn libm_ln(x: f64) -> f64 {
    // ln x = 2 atanh((x − 1)/(x + 1)), after taking out powers of two.
    let mut x = x;
    let mut halvings = 0.0;
    while x > 2.0 {
        x /= 2.0;
        halvings += 1.0;
    }
    let y = (x - 1.0) / (x + 1.0);
    let y2 = y * y;
    let series = (0..12)
        .rev()
        .fold(0.0, |sum, k| sum * y2 + 1.0 / f64::from(2 * k + 1));
    2.0 * y * series + halvings * core::f64::consts::LN_2
}

/// The square root, without `std`: Newton's method from a good start.
fn sqrt(x: f64) -> f64 {
    if x <= 0.0 {
        return 0.0;
    }
    let mut root = if x > 1.0 { x / 2.0 } else { 1.0 };
    for _ in 0..30 {
        root = 0.5 * (root + x / root);
    }
    root
}
