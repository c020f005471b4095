//! The hook points of the base flow.
//!
//! The flow in [`crate::resistance::flow`] never asks "is module X on?". It calls these named
//! steps, and each step is the one place where modules change the base rules:
//!
//! | hook | base rule | modules that plug in |
//! |---|---|---|
//! | [`deal`] (setup) | B1 | AS1, DF1 replace plain cards; the reveal table ([`crate::resistance::reveal`]) holds AS2, DF2, DF5 |
//! | [`first_leader`] (setup) | B5 | IQ1 places the token from it ([`first_inquisitor`]) |
//! | [`game_start`] (setup) | round 1 | HA1 seals the agendas first |
//! | [`team_size`] | B2 | TR1 adds one member |
//! | [`cards_in`] / [`mission_succeeded`] (mission resolution) | B3, B10 | TR2 sets a card aside first |
//! | [`between_missions`] | B11 | IQ2 inspects |
//! | [`round_start`] | B11 | DF3 flips a loyalty card |
//! | [`game_end`] | B12, B13 | AS4 diverts to the assassination; HA5 reveals agendas in the views |

use crate::{
    kernel::{EventSink, GameRng, Seat},
    resistance::{
        config::GameConfig,
        event::Event,
        modules::{assassin, defector, inquisitor, trapper},
        record::{GameResult, MissionState, Unfinished},
        role::{Role, RoleList},
        rules,
        state::{Phase, State},
    },
};

/// Setup: deals one role per seat, uniformly at random (B1).
pub(crate) fn deal(config: &GameConfig, rng: &mut GameRng) -> RoleList {
    let mut roles = deck(config);
    rng.shuffle(roles.as_mut_slice());
    roles
}

/// The character cards before the shuffle: the spies of B1, the rest Resistance, and
/// each special card of the modules in place of a plain card of its side (AS1, DF1).
pub(crate) fn deck(config: &GameConfig) -> RoleList {
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
    let specials = assassin::special_cards(config).chain(defector::special_cards(config));
    for special in specials {
        let plain = match special.allegiance() {
            crate::Allegiance::Spy => Role::Spy,
            crate::Allegiance::Resistance => Role::Resistance,
        };
        // A validated config leaves a plain card for every special one.
        if let Some(slot) = roles.as_mut_slice().iter_mut().find(|r| **r == plain) {
            *slot = special;
        }
    }
    roles
}

/// Setup: the first leader, uniformly at random (B5).
pub(crate) fn first_leader(config: &GameConfig, rng: &mut GameRng) -> Seat {
    Seat(rng.below(u32::from(config.players)) as u8)
}

/// Setup: where the Inquisitor token starts (IQ1).
pub(crate) fn first_inquisitor(config: &GameConfig, first_leader: Seat) -> inquisitor::Token {
    inquisitor::Token::first(config, first_leader)
}

/// Setup: the shuffled loyalty deck (DF1), empty without Defectors.
pub(crate) fn loyalty_deck(config: &GameConfig, rng: &mut GameRng) -> defector::LoyaltyDeck {
    defector::LoyaltyDeck::shuffled(config, rng)
}

/// Setup done: hidden agendas are sealed first (HA1), else round 1 opens.
pub(crate) fn game_start(state: &mut State, sink: &mut impl EventSink<Event>) {
    if state.config.agendas.is_some() {
        state.begin_agenda_choice(sink);
    } else {
        round_start(state, sink);
    }
}

/// Team size of `round` (B2, TR1).
pub(crate) const fn team_size(config: &GameConfig, round: u8) -> u8 {
    rules::team_size(config.players, round) + trapper::extra_members(config)
}

/// Fail cards that make mission `round` fail (B3).
pub(crate) const fn fails_needed(config: &GameConfig, round: u8) -> u8 {
    rules::fails_needed(config.players, round)
}

/// Mission resolution: whether the counted Fail cards leave the mission a success (B3).
pub(crate) const fn mission_succeeded(config: &GameConfig, round: u8, fails: u8) -> bool {
    fails < fails_needed(config, round)
}

/// Every card is in: the Trapper leader sets one aside first (TR2), else the
/// mission is resolved at once.
pub(crate) fn cards_in(state: &mut State, mission: MissionState, sink: &mut impl EventSink<Event>) {
    if state.config.trapper {
        state.begin_trapping(mission, sink);
    } else {
        state.resolve_mission(mission, None, sink);
    }
}

/// A mission was resolved and the game goes on to the next round: the Inquisitor
/// inspects before it opens when due (IQ2, IQ3).
pub(crate) fn between_missions(state: &mut State, sink: &mut impl EventSink<Event>) {
    if inquisitor::inspection_due(state) {
        state.begin_inquisition(sink);
    } else {
        round_start(state, sink);
    }
}

/// Round start: the round opens with a proposal (B11); from round 3 on a loyalty card
/// is flipped first (DF3).
pub(crate) fn round_start(state: &mut State, sink: &mut impl EventSink<Event>) {
    state.phase = Phase::Proposal;
    sink.emit_public(Event::RoundStarted {
        round: state.round,
        leader: state.leader,
        team_size: team_size(&state.config, state.round),
        fails_needed: fails_needed(&state.config, state.round),
    });
    defector::flip_at_round_start(state, sink);
}

/// Game end: a third success goes to the assassination first (AS4); otherwise the
/// game is over and everything is revealed (B12, B13, HA5).
pub(crate) fn game_end(state: &mut State, result: GameResult, sink: &mut impl EventSink<Event>) {
    if assassin::diverts(&state.config, result) {
        state.begin_assassination(sink);
        return;
    }
    let unfinished = match state.phase {
        Phase::Voting(vote) => Unfinished::Vote(vote),
        Phase::Mission(mission) | Phase::Trapping(mission) => Unfinished::Mission(mission),
        _ => Unfinished::Nothing,
    };
    state.phase = Phase::GameOver { result, unfinished };
    sink.emit_public(Event::GameEnded {
        winner: result.winner,
        reason: result.reason,
    });
    sink.emit_public(Event::RolesRevealed { roles: state.roles });
}
