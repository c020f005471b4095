//! The random table: the bot the examples, the benches and the property tests' bot
//! games play with, and [`Game::random_playout`], its game played to the end as
//! fast as the engine can (a search's random playout).
//!
//! Every seat of the table plays at random among its [choices](crate::Choices), with
//! no allocation: [`next_step`] picks a uniformly random seat among those the game
//! awaits and [`random_command`] (or [`random_plot_command`]) its command.
//!
//! ```
//! use resistance_core::{Game, GameConfig, GameRng, bot::playout::next_step};
//!
//! let mut game = Game::new(GameConfig::new(7, 2026)).unwrap();
//! let mut rng = GameRng::from_seed_number(1);
//! while let Some((seat, command)) = next_step(&game, &mut rng) {
//!     game.apply(seat, command).unwrap();
//! }
//! let mut again = Game::new(GameConfig::new(7, 2026)).unwrap();
//! let result = again.random_playout(&mut GameRng::from_seed_number(1));
//! // The same table, the same draws: the same game.
//! assert_eq!(again, game);
//! assert_eq!(result, game.result());
//! ```

use crate::{
    kernel::Allegiance,
    kernel::GameRng,
    kernel::MissionCard,
    kernel::Seat,
    kernel::SeatSet,
    resistance::choices::Choices,
    resistance::choices::TeamChoice,
    resistance::command::Command,
    resistance::command::Vote,
    resistance::game::Game,
    resistance::modules::agenda::rules::AgendaChecked,
    resistance::modules::plot::cards::PlotAction,
    resistance::modules::plot::cards::PlotCard,
    resistance::modules::plot::cards::PlotChoices,
    resistance::modules::registry::ModuleChecked,
    resistance::record::GameResult,
    resistance::{flow::Checked, modules, role::Role, state::Phase, state::State},
};

/// A fair coin.
#[inline(always)]
fn coin(rng: &mut GameRng) -> bool {
    rng.below(2) == 0
}

/// A uniformly random team for `choice`: `size` distinct seats drawn from `from`.
///
/// A partial Fisher–Yates shuffle over a stack array, so no allocation. If `from`
/// holds fewer than `size` seats the team is all of `from` (and the engine will
/// refuse it; [`Game::choices`] never offers such a choice).
pub fn random_team(choice: TeamChoice, rng: &mut GameRng) -> SeatSet {
    // A SeatSet holds at most 16 seats (it is 16 bits wide).
    const FIRST_SEATS: [Seat; 16] = {
        let mut seats = [Seat(0); 16];
        let mut seat = 0;
        while seat < 16 {
            seats[seat as usize] = Seat(seat);
            seat += 1;
        }
        seats
    };
    let len = usize::from(choice.from.len());
    // The seats of `from` in ascending order. A proposal may name any seat, so
    // `from` is most often the first `len` seats, whose list needs no walk over the
    // bits (a playout's commonest draw).
    let mut pool = FIRST_SEATS;
    if choice.from != SeatSet::all(choice.from.len()) {
        for (slot, seat) in pool.iter_mut().zip(choice.from) {
            *slot = seat;
        }
    }
    let size = usize::from(choice.size).min(len);
    let mut team = SeatSet::EMPTY;
    for i in 0..size {
        // Pick one of the seats not drawn yet and move it to the drawn prefix.
        let j = i + rng.below((len - i) as u32) as usize;
        pool.swap(i, j);
        team.insert(pool[i]);
    }
    team
}

/// A uniformly random seat of `set`, or `None` when it is empty. No allocation.
// Always inlined: every step of a table of bots draws its seat with it, and out of
// line the call was a measurable share of a random game (docs/performance.md).
#[inline(always)]
pub fn random_member(set: SeatSet, rng: &mut GameRng) -> Option<Seat> {
    let pick = rng.below(u32::from(set.len()));
    set.iter().nth(pick as usize)
}

/// A random command for `seat` among its `choices`, or `None` when the seat has
/// nothing to do.
///
/// The bot never leaves (so every game ends by the rules), votes approve or reject
/// with even odds, and as a spy on a mission plays Fail half of the time. With the
/// Hidden Agenda modules it seals a random agenda of the asked size, or of either size
/// at even odds where it may choose (HA1, HA2), sets
/// aside a random member's card as the Trapper leader (TR2), inspects a random
/// eligible player as the Inquisitor (IQ2) and names a random other player as the
/// Assassin (AS4). It turns its hidden agenda face up (HA3) only when that is the one
/// thing it may do; [`next_step`] only asks seats the game awaits, which always have
/// something else to do, so a table of bots never reveals early. A vacant seat is
/// claimed at once, as a host with a substitute at hand would.
// Always inlined into `next_step`, so that the choices it reads come straight from
// `Game::choices` in registers (measured: docs/performance.md).
#[inline(always)]
pub fn random_command(seat: Seat, choices: &Choices, rng: &mut GameRng) -> Option<Command> {
    if let Some(agenda) = choices.choose_agenda {
        // HA2: where the seat may seal one name or two, either, at even odds.
        let agenda = match choices.choose_double_agenda {
            Some(double) if coin(rng) => double,
            _ => agenda,
        };
        return Some(Command::choose_agenda(random_team(agenda, rng)));
    }
    if let Some(team) = choices.propose {
        return Some(Command::propose(random_team(team, rng)));
    }
    if choices.vote {
        return Some(Command::vote(coin(rng)));
    }
    if choices.play_fail && coin(rng) {
        return Some(Command::play(MissionCard::Fail));
    }
    if choices.play_success {
        return Some(Command::play(MissionCard::Success));
    }
    let pick = |set: Option<SeatSet>, rng: &mut GameRng| random_member(set?, rng);
    if let Some(member) = pick(choices.set_aside, rng) {
        return Some(Command::set_aside(member));
    }
    if let Some(target) = pick(choices.inspect, rng) {
        return Some(Command::inspect(target));
    }
    if let Some(target) = pick(choices.assassinate, rng) {
        return Some(Command::assassinate(target));
    }
    if choices.claim_seat {
        return Some(Command::ClaimSeat);
    }
    if choices.reveal_agenda {
        return Some(Command::reveal_agenda(seat));
    }
    None
}

/// The next move of a table of bots: a random seat among those the game awaits,
/// and its random command ([`random_plot_command`] when it has a plot card to deal,
/// use or resolve). A vacant seat is claimed first, as a host with a
/// substitute at hand would. `None` once the game is over.
pub fn next_step(game: &Game, rng: &mut GameRng) -> Option<(Seat, Command)> {
    let seat = random_member(game.awaiting(), rng)?;
    if let Some((_, command)) = drawn_step(game.state(), seat, rng) {
        return Some((seat, command));
    }
    let command = chosen_command(game, seat, rng)?;
    Some((seat, command))
}

/// The general way to `seat`'s command: its choices, and [`random_plot_command`]
/// when it has a plot card to deal, use or resolve, else [`random_command`].
#[inline(always)]
fn chosen_command(game: &Game, seat: Seat, rng: &mut GameRng) -> Option<Command> {
    let choices = game.choices(seat);
    if let Some(plot) = choices.plot {
        return random_plot_command(game, &plot, rng);
    }
    random_command(seat, &choices, rng)
}

/// A random plot command among `plot` (PC2–PC5): the leader gives a random drawn
/// card to a random other player; an asked holder uses its card or declines with
/// even odds; an immediate card is resolved on a random target (Take
/// Responsibility takes the first card its target has in front of them, read from
/// the public view). No allocation.
#[inline]
pub fn random_plot_command(game: &Game, plot: &PlotChoices, rng: &mut GameRng) -> Option<Command> {
    if let Some(give) = plot.give {
        let card = *give
            .cards
            .get(rng.below(give.cards.len() as u32) as usize)?;
        let to = random_member(give.to, rng)?;
        return Some(Command::give_plot_card(card, to));
    }
    let choice = plot.use_card?;
    if plot.decline && coin(rng) {
        return Some(Command::decline_plot_card(choice.card));
    }
    let target = random_member(choice.targets, rng).unwrap_or(Seat(0));
    let action = match choice.card {
        PlotCard::TakeResponsibility => {
            let held = game.public_view().plot?.held;
            let take = held.iter().find(|h| h.holder == target)?.card;
            PlotAction::TakeResponsibility { from: target, take }
        }
        card => PlotAction::naming(card, target)?,
    };
    Some(Command::use_plot_card(action))
}

/// The most steps a playout takes: a game ends in far fewer (five rounds of at most
/// five proposals, each with a vote of every seat, and the modules' steps), so this
/// only stops a playout that could not end.
const MOST_STEPS: u32 = 10_000;

impl Game {
    /// Plays the game to its end with the random table of [`next_step`], and returns
    /// how it ended: the same game, draw for draw, as applying `next_step`'s commands
    /// one by one from the same `rng` (a test holds it to that), with nothing but
    /// the game's state kept: no events and no commands. A search's random playout,
    /// allocating nothing.
    ///
    /// Fast because it is one call: the generator is copied for the whole game, and
    /// each step's command is drawn straight from the state and carried out, without
    /// building the seat's choices, the command's list of seats or its events, and
    /// without checking it again: it is drawn from what the rules allow. Steps of
    /// games with plot cards and of vacant seats go the general way, through the
    /// seat's choices and the full check. (`scripts/callgrind-bench.sh` counts both
    /// ways; docs/performance.md has the figures.)
    ///
    /// `None` only where the game did not end: within ten thousand steps, which no
    /// game of the rules needs, or on a command the engine refused, which the tests
    /// hold never happens.
    ///
    /// ```
    /// use resistance_core::{Game, GameConfig, GameRng};
    ///
    /// let mut game = Game::new(GameConfig::new(7, 1).with_trapper()).unwrap();
    /// let result = game.random_playout(&mut GameRng::from_seed_number(2)).unwrap();
    /// assert!(game.is_over());
    /// assert_eq!(Some(result), game.result());
    /// ```
    pub fn random_playout(&mut self, rng: &mut GameRng) -> Option<GameResult> {
        let mut local = rng.clone();
        let mut steps = 0;
        while steps < MOST_STEPS && random_step(self, &mut local) {
            steps += 1;
        }
        *rng = local;
        self.result()
    }
}

/// One step of [`Game::random_playout`]: `false` once nobody may act.
#[inline(always)]
fn random_step(game: &mut Game, rng: &mut GameRng) -> bool {
    // The same draws as `next_step`: the seat, then its command.
    let Some(seat) = random_member(game.state().awaiting(), rng) else {
        return false;
    };
    if let Some((checked, _)) = drawn_step(game.state(), seat, rng) {
        game.carry_out_quietly(seat, checked);
        return true;
    }
    // `Game::apply_quietly` spelt out: as that call the plot cards' playouts were
    // slower, and inlined always every setup's was (docs/performance.md).
    let command = chosen_command(game, seat, rng);
    let Some(checked) = command.and_then(|command| game.state().check(seat, &command).ok()) else {
        return false;
    };
    game.carry_out_quietly(seat, checked);
    true
}

/// [`random_command`] for an awaited `seat`, drawn straight from the state with no
/// [`Choices`] built, as a command and ready to carry out: in the base game's phases
/// a vote (B7), a mission card (B10) or a proposal (B6), and in the modules' phases
/// a hidden agenda (HA1, HA2), a set-aside card (TR2), an inspection (IQ2) or an
/// assassination (AS4). The conditions are [`Game::choices`]'s; the tests hold the
/// two ways to the same commands and the same draws after every step of random
/// games. `None`, with nothing drawn, for a vacant seat, with plot cards (whose
/// moments and cards may come first), and where the seat's choices would be empty:
/// those steps take the general way.
#[inline(always)]
fn drawn_step(state: &State, seat: Seat, rng: &mut GameRng) -> Option<(Checked, Command)> {
    if state.config.plot_cards || state.vacant.contains(seat) {
        return None;
    }
    let everyone = || SeatSet::all(state.players());
    let module = |checked, command| Some((Checked::Module(checked), command));
    match state.phase {
        // An awaited voter has not voted, and votes in any order without plot
        // cards: `choices.vote`.
        Phase::Voting(_) => {
            let approve = coin(rng);
            let vote = if approve { Vote::Approve } else { Vote::Reject };
            Some((Checked::Vote(vote), Command::vote(approve)))
        }
        // An awaited member has not played: `choices.play_success`, and
        // `play_fail` for a spy.
        Phase::Mission(_) => {
            let fails = state.allegiance(seat) == Allegiance::Spy && coin(rng);
            let card = if fails {
                MissionCard::Fail
            } else {
                MissionCard::Success
            };
            Some((Checked::Play(card), Command::play(card)))
        }
        // The awaited seat is the leader: `choices.propose`.
        Phase::Proposal => {
            let team = random_team(
                TeamChoice {
                    size: modules::setup::team_size(&state.config, state.round),
                    from: everyone(),
                },
                rng,
            );
            Some((Checked::Propose(team), Command::propose(team)))
        }
        // A seat with no agenda yet: `choices.choose_agenda`, or the double agenda
        // at even odds where the seat may choose.
        Phase::AgendaChoice { .. } if state.agenda(seat).is_none() => {
            let kind = state.config.agendas?;
            let double = kind.most_names() > kind.fewest_names() && coin(rng);
            let size = if double {
                kind.most_names()
            } else {
                kind.fewest_names()
            };
            // One name is one random seat: the very draw and seat `random_team`
            // would give, without its shuffle. Everyone is the first seats, so the
            // seat `random_member` would find is the drawn number itself.
            let names = if size == 1 {
                SeatSet::only(Seat(rng.below(u32::from(state.players())) as u8))
            } else {
                random_team(
                    TeamChoice {
                        size,
                        from: everyone(),
                    },
                    rng,
                )
            };
            module(
                ModuleChecked::Agenda(AgendaChecked::Choose(names)),
                Command::choose_agenda(names),
            )
        }
        // The leader: `choices.set_aside`.
        Phase::Trapping(mission) if seat == state.leader => {
            let member = random_member(mission.team, rng)?;
            module(ModuleChecked::Trapper(member), Command::set_aside(member))
        }
        // The token's holder: `choices.inspect`.
        Phase::Inquisition if state.inquisitor.holder == Some(seat) => {
            let target = random_member(everyone().difference(state.inquisitor.former), rng)?;
            module(ModuleChecked::Inquisitor(target), Command::inspect(target))
        }
        // The Assassin: `choices.assassinate`.
        Phase::Assassination if state.roles.get(seat.index()) == Some(&Role::Assassin) => {
            let target = random_member(everyone().difference(SeatSet::only(seat)), rng)?;
            module(
                ModuleChecked::Assassin(target),
                Command::assassinate(target),
            )
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tests::support::{config_with_modules, proptest_config, scaled, setups};
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(proptest_config(64, 1))]

        /// The state's way to a command and the choices' way are one table: at every
        /// step of random games with every module combination (and now and then a
        /// player leaving, whose seat the next step claims, LV1), wherever
        /// `drawn_step` answers, its command is the one `random_command` or
        /// `random_plot_command` draws from the seat's choices, with the same draws,
        /// and it is what the full check of that command gives; where it does not,
        /// it drew nothing.
        #[test]
        fn a_drawn_step_is_the_choices_command_checked(
            (players, seed, modules) in setups(scaled(10, 5)),
            leaving in 0u32..40,
        ) {
            let config = config_with_modules(players, seed, seed % 2 == 0, modules);
            let mut game = Game::new(config).expect("valid config");
            let mut rng = GameRng::from_seed_number(seed ^ 0x5eed);
            let mut steps = 0;
            while let Some(seat) = random_member(game.awaiting(), &mut rng) {
                let (mut drawn_rng, mut chosen_rng) = (rng.clone(), rng.clone());
                let drawn = drawn_step(game.state(), seat, &mut drawn_rng);
                let command = chosen_command(&game, seat, &mut chosen_rng)
                    .expect("an awaited seat has a command");
                match drawn {
                    Some((checked, drawn_command)) => {
                        prop_assert_eq!(drawn_command, command);
                        prop_assert_eq!(&drawn_rng, &chosen_rng);
                        prop_assert_eq!(game.state().check(seat, &command), Ok(checked));
                    }
                    None => prop_assert_eq!(&drawn_rng, &rng),
                }
                rng = chosen_rng;
                // Now and then a seated player leaves instead, where a substitute
                // may come.
                let leaves = config.leave_policy == crate::resistance::config::LeavePolicy::Substitute
                    && command != Command::ClaimSeat
                    && rng.below(100) < leaving / 10;
                let command = if leaves { Command::Leave } else { command };
                game.apply(seat, command).expect("the table's command is legal");
                steps += 1;
                prop_assert!(steps < 2_000, "the game does not end");
            }
            prop_assert!(game.is_over());
        }

        /// `Game::random_playout` plays the very game that `next_step`'s commands
        /// applied one by one play, from the same generator, with every module
        /// combination and player count, and leaves the generator where they do.
        #[test]
        fn a_random_playout_is_next_step_applied_step_by_step(
            (players, seed, modules) in setups(scaled(10, 5)),
        ) {
            let config = config_with_modules(players, seed, seed % 2 == 0, modules);
            let mut stepwise = Game::new(config).expect("valid config");
            let mut rng = GameRng::from_seed_number(seed ^ 0x5eed);
            while let Some((seat, command)) = next_step(&stepwise, &mut rng) {
                stepwise.apply(seat, command).expect("the table's command is legal");
            }
            let mut played = Game::new(config).expect("valid config");
            let mut playout_rng = GameRng::from_seed_number(seed ^ 0x5eed);
            let result = played.random_playout(&mut playout_rng);
            prop_assert!(result.is_some());
            prop_assert_eq!(result, stepwise.result());
            prop_assert_eq!(&played, &stepwise);
            prop_assert_eq!(playout_rng, rng);
        }
    }
}
