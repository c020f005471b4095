//! The stand-in: plays for a seat whose player timed out or left, and gives nothing
//! away about that seat.

use super::{Bot, BotError, Turn, clockwise};
use crate::{
    kernel::GameRng, kernel::MissionCard, kernel::Seat, kernel::SeatSet,
    resistance::command::Command,
};

/// Plays for an absent player without telling anyone anything about their role:
/// its command is a function of the public table, the seat's number and what any
/// role in that seat could do, so every role in the same public situation plays
/// the same (the non-interference tests check it). It approves every team, plays
/// Success, proposes the leader and the next seats clockwise, names the next seat
/// clockwise wherever it must name one, and declines every plot card it may
/// decline. It draws nothing from the generator.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct StandIn;

impl Bot for StandIn {
    fn decide(&mut self, turn: &Turn<'_>, _rng: &mut GameRng) -> Result<Command, BotError> {
        let (view, choices) = (turn.view, turn.choices);
        let seat = view.seat;
        let players = view.table.players;
        // The first of `seats` clockwise after this seat (the seat itself last).
        let next = |seats: SeatSet| {
            clockwise(Seat((seat.0 + 1) % players), players).find(|&s| seats.contains(s))
        };
        if let Some(team) = choices.propose {
            let team: SeatSet = clockwise(view.table.leader, players)
                .filter(|&s| team.from.contains(s))
                .take(usize::from(team.size))
                .collect();
            return Ok(Command::propose(team));
        }
        if choices.vote {
            return Ok(Command::vote(true));
        }
        // Every role on a team may play Success (B10); only spies may play Fail.
        if choices.play_success {
            return Ok(Command::play(MissionCard::Success));
        }
        let named = [
            choices.set_aside.and_then(next).map(Command::set_aside),
            choices.inspect.and_then(next).map(Command::inspect),
            choices.assassinate.and_then(next).map(Command::assassinate),
        ];
        if let Some(command) = named.into_iter().flatten().next() {
            return Ok(command);
        }
        if let Some(agenda) = choices.choose_agenda {
            let names: SeatSet = clockwise(Seat((seat.0 + 1) % players), players)
                .filter(|&s| agenda.from.contains(s))
                .take(usize::from(agenda.size))
                .collect();
            return Ok(Command::choose_agenda(names));
        }
        if let Some(plot) = choices.plot {
            if plot.decline {
                if let Some(choice) = plot.use_card {
                    return Ok(Command::decline_plot_card(choice.card));
                }
            }
        }
        // What is left (giving a plot card, resolving an immediate one, claiming the
        // seat) lists the same commands for every role: take the first.
        turn.options()?
            .first()
            .copied()
            .ok_or(BotError::NothingToDo { seat: seat.0 })
    }
}
