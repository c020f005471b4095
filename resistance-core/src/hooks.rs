//! The hook points of the base flow.
//!
//! The flow in [`crate::flow`] never asks "is module X on?". It calls these named
//! steps, and each step is the one place where modules change the base rules:
//!
//! | hook | base rule | modules that plug in |
//! |---|---|---|
//! | [`deal`] (setup) | B1 | AS1, DF1 replace cards; the reveal table ([`crate::reveal`]) adds AS2, DF2 |
//! | [`first_leader`] (setup) | B5 | IQ1 places the token from it |
//! | [`team_size`] | B2 | TR1 adds one member |
//! | [`fails_needed`] / [`mission_succeeded`] (mission resolution) | B3 | TR2 sets a card aside first |
//! | [`round_start`] | B11 | DF3 flips a loyalty card, PC2 deals plot cards, IQ2 inspects |
//! | [`game_end`] | B12, B13 | AS4 diverts to the assassination, HA5 reveals agendas |

use crate::{
    config::GameConfig,
    event::{Envelope, Event},
    record::{GameResult, Unfinished},
    rng::GameRng,
    role::{Role, RoleList},
    rules,
    seat::Seat,
    state::{EventSink, Phase, State},
};

/// Setup: deals one role per seat, uniformly at random (B1).
pub(crate) fn deal(config: &GameConfig, rng: &mut GameRng) -> RoleList {
    let spies = rules::spies_for(config.players);
    let mut roles = RoleList::new();
    for index in 0..config.players {
        let role = if index < spies {
            Role::Spy
        } else {
            Role::Resistance
        };
        // At most MAX_PLAYERS seats: a validated config never overflows the list.
        let _ = roles.push(role);
    }
    rng.shuffle(roles.as_mut_slice());
    roles
}

/// Setup: the first leader, uniformly at random (B5).
pub(crate) fn first_leader(config: &GameConfig, rng: &mut GameRng) -> Seat {
    Seat(rng.below(u32::from(config.players)) as u8)
}

/// Team size of `round` (B2).
pub(crate) const fn team_size(config: &GameConfig, round: u8) -> u8 {
    rules::team_size(config.players, round)
}

/// Fail cards that make mission `round` fail (B3).
pub(crate) const fn fails_needed(config: &GameConfig, round: u8) -> u8 {
    rules::fails_needed(config.players, round)
}

/// Mission resolution: whether the counted Fail cards leave the mission a success (B3).
pub(crate) const fn mission_succeeded(config: &GameConfig, round: u8, fails: u8) -> bool {
    fails < fails_needed(config, round)
}

/// Round start: the round's leader is set; the round opens with a proposal (B11).
pub(crate) fn round_start(state: &mut State, sink: &mut impl EventSink) {
    state.phase = Phase::Proposal;
    sink.emit_public(Event::RoundStarted {
        round: state.round,
        leader: state.leader,
        team_size: team_size(&state.config, state.round),
        fails_needed: fails_needed(&state.config, state.round),
    });
}

/// Game end: the game is over and everything is revealed (B12, B13).
pub(crate) fn game_end(state: &mut State, result: GameResult, sink: &mut impl EventSink) {
    let unfinished = match state.phase {
        Phase::Voting(vote) => Unfinished::Vote(vote),
        Phase::Mission(mission) => Unfinished::Mission(mission),
        Phase::Proposal | Phase::GameOver { .. } => Unfinished::Nothing,
    };
    state.phase = Phase::GameOver { result, unfinished };
    sink.emit(Envelope::public(Event::GameEnded {
        winner: result.winner,
        reason: result.reason,
    }));
    sink.emit_public(Event::RolesRevealed { roles: state.roles });
}
