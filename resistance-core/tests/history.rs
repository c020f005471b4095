//! The vote-history grid (`Game::history`, `Game::public_history`) against an
//! independent oracle: the grid rebuilt from the events a seat (or a spectator)
//! received, in random games with every module and with plot cards. Every team that
//! went to a vote, in its round, with its leader, team and votes; every mission,
//! with its team, Fail cards and result; and for a seat, its own mission cards.
//! What a history may not hold (another seat's private facts) is the
//! non-interference tests' business (`src/tests/noninterference.rs` compares
//! histories of games a seat cannot tell apart).

use resistance_core::{
    Command, Envelope, Event, Game, GameConfig, GameRng, MissionCard, Seat, SeatSet,
    assassin::AssassinOptions, bot::playout::next_step, defector::DefectorVariant,
    history::History,
};

/// One row of the grid as the oracle sees it: round, attempt, leader, team,
/// approvals, rejections, approved.
type Proposal = (u8, u8, Seat, SeatSet, SeatSet, SeatSet, bool);
/// One mission: round, team, fails, succeeded.
type Mission = (u8, SeatSet, u8, bool);

/// The grid rebuilt from `events`, the events one audience received, in order.
fn from_events(events: &[Event]) -> (Vec<Proposal>, Vec<Mission>) {
    let mut proposals = Vec::new();
    let mut missions = Vec::new();
    let mut proposed = None;
    for event in events {
        match *event {
            Event::TeamProposed {
                round,
                attempt,
                leader,
                team,
            } => proposed = Some((round, attempt, leader, team)),
            Event::VotesRevealed {
                team,
                approvals,
                rejections,
                approved,
            } => {
                let (round, attempt, leader, proposed_team) =
                    proposed.take().expect("votes on a proposed team");
                assert_eq!(team, proposed_team);
                proposals.push((
                    round, attempt, leader, team, approvals, rejections, approved,
                ));
            }
            Event::MissionResolved {
                round,
                team,
                fails,
                succeeded,
            } => missions.push((round, team, fails, succeeded)),
            _ => {}
        }
    }
    (proposals, missions)
}

/// The same of a history.
fn from_history(history: &History) -> (Vec<Proposal>, Vec<Mission>) {
    let mut proposals = Vec::new();
    let mut missions = Vec::new();
    for (index, row) in history.rounds.iter().enumerate() {
        assert_eq!(usize::from(row.round), index + 1, "rounds in order");
        for p in row.proposals.iter() {
            assert_eq!(p.round, row.round);
            proposals.push((
                p.round,
                p.attempt,
                p.leader,
                p.team,
                p.approvals,
                p.rejections,
                p.approved,
            ));
        }
        if let Some(m) = row.mission {
            assert_eq!(m.round, row.round);
            missions.push((m.round, m.team, m.fails, m.succeeded));
        }
    }
    (proposals, missions)
}

fn config(seed: u64) -> Option<GameConfig> {
    let players = 5 + (seed % 6) as u8;
    let mut config = GameConfig::new(players, seed);
    if seed % 2 == 0 {
        config = config.with_plot_cards();
    }
    if seed % 3 != 0 {
        config = config
            .with_assassin(AssassinOptions {
                body_guard: true,
                false_commander: seed % 4 == 1,
                ..AssassinOptions::default()
            })
            .with_trapper()
            .with_inquisitor();
    }
    if seed % 5 == 1 {
        config = config.with_defector(DefectorVariant::KnowEachOther);
    }
    Game::new(config).ok().map(|_| config)
}

#[test]
fn histories_hold_what_each_audience_received() {
    let mut checked = 0;
    for seed in 0..120 {
        let Some(config) = config(seed) else {
            continue;
        };
        let (mut game, opening) = Game::start(config).expect("a valid configuration");
        let mut envelopes: Vec<Envelope<Event>> = opening.as_slice().to_vec();
        // The mission cards each seat played, by round, from its own commands.
        let mut played: Vec<(Seat, u8, MissionCard)> = Vec::new();
        let mut rng = GameRng::from_seed_number(seed);
        while let Some((seat, command)) = next_step(&game, &mut rng) {
            let round = game.public_view().round;
            let outcome = game
                .apply(seat, command)
                .expect("a command the game offered");
            if let Command::PlayMission { card } = command {
                played.push((seat, round, card));
            }
            envelopes.extend(outcome.events.iter().copied());
            let spectator: Vec<Event> = envelopes
                .iter()
                .filter(|e| e.audience.is_public())
                .map(|e| e.event)
                .collect();
            let public = game.public_history();
            assert_eq!(public.seat, None);
            assert!(public.rounds.iter().all(|row| row.own.is_none()));
            assert_eq!(from_history(&public), from_events(&spectator));
            assert_eq!(
                usize::from(game.public_view().round.max(1)),
                public.rounds.len()
            );
            for observer in 0..game.players() {
                let observer = Seat(observer);
                let received: Vec<Event> = envelopes
                    .iter()
                    .filter(|e| e.audience.includes(observer))
                    .map(|e| e.event)
                    .collect();
                let history = game.history(observer).expect("a seat of the game");
                assert_eq!(history.seat, Some(observer));
                assert_eq!(from_history(&history), from_events(&received));
                for row in history.rounds.iter() {
                    let own = row.own.expect("a seat's history has its own part");
                    let card = played
                        .iter()
                        .find(|&&(seat, round, _)| seat == observer && round == row.round)
                        .map(|&(_, _, card)| card);
                    assert_eq!(
                        own.mission_card, card,
                        "seat {observer:?} round {}",
                        row.round
                    );
                }
            }
            checked += 1;
        }
    }
    assert!(checked > 2_000, "{checked} steps checked");
}

/// The history is part of the wire format: it round-trips through JSON, and a
/// spectator's says `"seat": null` and no `own` part.
#[cfg(feature = "serde")]
#[test]
fn histories_round_trip_through_json() {
    let config = config(4).expect("valid");
    let mut game = Game::new(config).unwrap();
    let mut rng = GameRng::from_seed_number(4);
    for _ in 0..40 {
        let Some((seat, command)) = next_step(&game, &mut rng) else {
            break;
        };
        game.apply(seat, command).unwrap();
    }
    let history = game.history(Seat(1)).unwrap();
    let json = serde_json::to_string(&history).unwrap();
    assert_eq!(serde_json::from_str::<History>(&json).unwrap(), history);
    let public = serde_json::to_value(game.public_history()).unwrap();
    assert_eq!(public["seat"], serde_json::Value::Null);
    assert_eq!(public["rounds"][0]["own"], serde_json::Value::Null);
    assert!(public["rounds"][0]["proposals"].is_array());
}
