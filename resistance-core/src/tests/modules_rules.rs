//! One test or more per rule of the modules (AS1, AS2, AS4, AS5, TR1–TR3, DF1–DF5,
//! IQ1–IQ3, HA1–HA5), each named after its rule id and citing it, plus the
//! configuration checks of the modules. AS3 (the reveal script) is tested in
//! `script.rs`.
//!
//! Behaviour is checked through the public API: `apply`, the events of an `Outcome`
//! and their audiences, `view` and `public_view`, `choices` and `legal_commands`, and
//! the final reveal. `state_mut` is used only to deal chosen roles, pick the first
//! leader (and with it the Inquisitor token, IQ1) and order the loyalty deck, always
//! keeping a deal the configuration could have made: every hand-made game restores
//! from its own snapshot.

use crate::resistance::modules::agenda::AgendaEvent;
use crate::resistance::modules::agenda::{AgendaCommand, AgendaError};
use crate::resistance::modules::assassin::AssassinEvent;
use crate::resistance::modules::defector::DefectorEvent;
use crate::resistance::modules::inquisitor::InquisitorEvent;
use crate::resistance::modules::plot::cards::PlotEvent;
use crate::resistance::modules::trapper::TrapperEvent;
use crate::{
    kernel::Allegiance, kernel::Audience, kernel::BoundedList, kernel::GameRng,
    kernel::MissionCard, kernel::Seat, kernel::SeatSet, resistance::choices::TeamChoice,
    resistance::command::Command, resistance::command::CommandKind, resistance::config::AgendaKind,
    resistance::config::AssassinOptions, resistance::config::ConfigError,
    resistance::config::DefectorVariant, resistance::config::GameConfig,
    resistance::config::LeavePolicy, resistance::error::CommandError, resistance::event::Envelope,
    resistance::event::Event, resistance::event::Outcome, resistance::game::Game,
    resistance::modules::plot::cards::PlotSight, resistance::record::EndReason,
    resistance::record::Inspection, resistance::record::InspectionResult,
    resistance::record::LoyaltyCard, resistance::record::PhaseKind,
    resistance::record::TrappedCard, resistance::record::Unfinished,
    resistance::reveal::Appearance, resistance::role::Role, resistance::role::RoleList,
    resistance::rules, resistance::view::Accusation, resistance::view::FinalReveal,
    resistance::view::PhaseView, resistance::view::PlayerView, resistance::view::PublicAgenda,
};
use alloc::vec::Vec;

use super::support::{
    self, Style, assert_nothing_revealed, every_seat, game_ended, mission_resolved, public, scaled,
    seats, tells_everyone, views,
};

use LoyaltyCard::{NoChange, SwitchAllegiance as Switch};
use MissionCard::{Fail, Success};

// ---------------------------------------------------------------------------------
// Helpers (shared with `modules_bad_input`)
// ---------------------------------------------------------------------------------

/// Roles in a canonical order, to compare decks as multisets.
fn sorted(roles: &[Role]) -> Vec<Role> {
    let mut roles = roles.to_vec();
    roles.sort_by_key(|&role| role as u8);
    roles
}

/// A game of `config` with `roles` dealt in seat order and seat `leader` as the first
/// leader; the Inquisitor token, if any, starts to its right (IQ1). The roles must be
/// the deck the configuration deals (AS1, DF1), so the game is one the rules could
/// have produced. A position set by hand: its record does not replay it (a record
/// replays its seed's own deal), so rule tests check the rules on it, and records are
/// checked on real games (tests/records.rs, the property tests).
pub(super) fn deal(config: GameConfig, roles: &[Role], leader: u8) -> Game {
    assert_eq!(
        sorted(roles),
        sorted(&crate::resistance::modules::setup::deck(&config)),
        "the roles must be the deck of this configuration"
    );
    let mut game = Game::new(config).expect("valid config");
    let state = game.state_mut();
    state.roles = RoleList::from_slice(roles).expect("at most ten roles");
    state.first_leader = Seat(leader);
    state.leader = Seat(leader);
    if config.inquisitor {
        let holder = Seat(leader).previous(config.players);
        state.inquisitor.holder = Some(holder);
        state.inquisitor.former = SeatSet::only(holder);
    }
    game
}

/// Puts the loyalty deck in this order (DF1: three No Change, two Switch).
pub(super) fn order_loyalty_deck(game: &mut Game, cards: [LoyaltyCard; 5]) {
    let switches = cards.iter().filter(|&&card| card == Switch).count();
    assert_eq!(switches, 2, "two Switch cards");
    game.state_mut().defector.deck = BoundedList::from_slice(&cards).expect("five cards");
}

/// The leader proposes `team`.
pub(super) fn propose(game: &mut Game, team: &[u8]) -> Outcome {
    let leader = game.leader();
    game.apply(leader, Command::propose(seats(team)))
        .expect("the leader proposes a valid team")
}

/// Every seat votes `approve`, in seat order, the Opinion Makers first (PC4); the
/// last vote's outcome.
pub(super) fn vote_all(game: &mut Game, approve: bool) -> Outcome {
    let first = crate::resistance::modules::hooks::votes_first(game.state());
    let others = SeatSet::all(game.players()).difference(first);
    let mut last = None;
    for seat in first.iter().chain(others.iter()) {
        last = Some(
            game.apply(seat, Command::vote(approve))
                .expect("each seat votes once"),
        );
    }
    last.expect("at least one seat")
}

/// The leader proposes `team` and everyone approves: the mission is under way.
pub(super) fn approve(game: &mut Game, team: &[u8]) {
    propose(game, team);
    vote_all(game, true);
    assert_eq!(game.phase(), PhaseKind::Mission);
}

/// Every member plays, in seat order: the members in `fails` play Fail, the others
/// Success. The last card's outcome.
pub(super) fn play_cards(game: &mut Game, fails: &[u8]) -> Outcome {
    let PhaseView::Mission { team, .. } = game.public_view().phase else {
        panic!("no mission under way");
    };
    let mut last = None;
    for member in team {
        let card = if fails.contains(&member.0) {
            Fail
        } else {
            Success
        };
        last = Some(
            game.apply(member, Command::play(card))
                .expect("a member plays"),
        );
    }
    last.expect("a team has members")
}

/// A mission: `team` approved, then the members in `fails` play Fail.
pub(super) fn mission(game: &mut Game, team: &[u8], fails: &[u8]) -> Outcome {
    approve(game, team);
    play_cards(game, fails)
}

/// The leader sets `member`'s card aside (TR2).
pub(super) fn set_aside(game: &mut Game, member: u8) -> Outcome {
    let leader = game.leader();
    game.apply(leader, Command::set_aside(Seat(member)))
        .expect("the leader sets a member's card aside")
}

/// The token holder inspects `target` (IQ2).
pub(super) fn inspect(game: &mut Game, target: u8) -> Outcome {
    let holder = game.public_view().inquisitor.expect("a token holder");
    game.apply(holder, Command::inspect(Seat(target)))
        .expect("the holder inspects")
}

/// The token holder inspects `target` (IQ2): the one event not for everyone is the
/// loyalty card showing `allegiance`, to `holder` alone (AS5, DF4). Returns the
/// outcome.
fn inspection_shows(game: &mut Game, target: u8, holder: u8, allegiance: Allegiance) -> Outcome {
    let outcome = inspect(game, target);
    let shown = Event::Inquisitor(InquisitorEvent::LoyaltyShown {
        target: Seat(target),
        allegiance,
    });
    assert_eq!(private(&outcome), [Envelope::private(Seat(holder), shown)]);
    outcome
}

/// Seat `i` seals `names[i]` (HA1), in seat order; the last outcome.
pub(super) fn choose_agendas(game: &mut Game, names: &[&[u8]]) -> Outcome {
    let mut last = None;
    for (seat, list) in names.iter().enumerate() {
        last = Some(
            game.apply(Seat(seat as u8), Command::choose_agenda(seats(list)))
                .expect("each seat seals an agenda"),
        );
    }
    last.expect("at least one agenda")
}

/// The events of `outcome` that are not for everyone.
fn private(outcome: &Outcome) -> Vec<Envelope> {
    outcome
        .events
        .iter()
        .filter(|e| !e.audience.is_public())
        .copied()
        .collect()
}

fn sightings(game: &Game, seat: u8) -> Vec<(u8, Appearance)> {
    game.view(Seat(seat))
        .expect("seat exists")
        .sightings
        .iter()
        .map(|s| (s.seat.0, s.appears_as))
        .collect()
}

/// The final reveal (B13), the same in the public view and in every seat's view.
fn final_reveal(game: &Game) -> FinalReveal {
    let reveal = game.public_view().reveal.expect("the game is over");
    for view in views(game) {
        assert_eq!(view.table.reveal, Some(reveal), "{}", view.seat);
    }
    reveal
}

/// AS2, DF2, DF5 restated from docs/rules.md: what `observer` learns at setup.
fn expected_sightings(
    config: &GameConfig,
    roles: &[Role],
    observer: usize,
) -> Vec<(u8, Appearance)> {
    let me = roles[observer];
    let opens_eyes = |role: Role| {
        matches!(
            role,
            Role::Spy | Role::Assassin | Role::FalseCommander | Role::DeepCover
        )
    };
    let defectors_meet = config.defector == Some(DefectorVariant::KnowEachOther);
    roles
        .iter()
        .enumerate()
        .filter(|&(seat, _)| seat != observer)
        .filter_map(|(seat, &role)| {
            // Seeing spies learn each other and the Spy Defector; the Commander
            // learns every spy but the Deep Cover.
            let spies_meet = opens_eyes(me) && (opens_eyes(role) || role == Role::SpyDefector);
            let commander_sees = me == Role::Commander
                && role.allegiance() == Allegiance::Spy
                && role != Role::DeepCover;
            let appears = if spies_meet || commander_sees {
                Some(Appearance::Spy)
            } else if me == Role::BodyGuard
                && matches!(role, Role::Commander | Role::FalseCommander)
            {
                Some(Appearance::CommanderCandidate)
            } else if defectors_meet && me.is_defector() && role.is_defector() {
                Some(Appearance::Defector)
            } else {
                None
            };
            appears.map(|a| (seat as u8, a))
        })
        .collect()
}

/// AS2, DF2, DF5 in random deals of `config`: each seat's role and setup knowledge
/// arrive in events addressed to that seat alone, agree with its view, and are what
/// the rules say; every other opening event is public and names no role.
fn assert_setup_knowledge(config: GameConfig) {
    for seed in 0..scaled(40, 1) {
        let config = GameConfig { seed, ..config };
        let (game, opening) = Game::start(config).expect("valid config");
        let roles: Vec<Role> = views(&game).iter().map(|v| v.role).collect();
        let mut dealt = SeatSet::EMPTY;
        let mut told = SeatSet::EMPTY;
        for envelope in opening.iter() {
            match envelope.event {
                Event::RoleDealt { seat, role } => {
                    assert_eq!(envelope.audience, Audience::seat(seat));
                    assert_eq!(role, roles[seat.index()]);
                    assert!(dealt.insert(seat));
                }
                Event::KnowledgeGained { seat, sightings } => {
                    assert_eq!(envelope.audience, Audience::seat(seat));
                    let view = game.view(seat).expect("seat exists");
                    assert_eq!(sightings, view.sightings);
                    let learned: Vec<(u8, Appearance)> =
                        sightings.iter().map(|s| (s.seat.0, s.appears_as)).collect();
                    assert_eq!(
                        learned,
                        expected_sightings(&config, &roles, seat.index()),
                        "{seat} ({:?}) in {roles:?}",
                        roles[seat.index()]
                    );
                    assert!(told.insert(seat));
                }
                event => {
                    assert!(envelope.audience.is_public());
                    assert!(matches!(
                        event,
                        Event::GameStarted { .. }
                            | Event::RoundStarted { .. }
                            | Event::Agenda(AgendaEvent::AgendaChoiceBegan)
                    ));
                }
            }
        }
        let all = SeatSet::all(config.players);
        assert_eq!((dealt, told), (all, all));
        assert_nothing_revealed(&game);
    }
}

const RES: Role = Role::Resistance;
const SPY: Role = Role::Spy;

/// Five players with the Assassin: the Assassin at 0, a spy at 1, the Commander at 2.
const ASSASSIN_FIVE: [Role; 5] = [Role::Assassin, SPY, Role::Commander, RES, RES];

/// Five players with the Defectors: a spy at 0, the Spy Defector at 1, the Resistance
/// Defector at 2.
const DEFECTOR_FIVE: [Role; 5] = [SPY, Role::SpyDefector, Role::ResistanceDefector, RES, RES];

fn assassin(options: AssassinOptions) -> GameConfig {
    GameConfig::new(5, 1).with_assassin(options)
}

/// A five-player Assassin game led first by seat 0, after three successful missions
/// (AS4): the outcome of the last card.
pub(super) fn assassination(config: GameConfig) -> (Game, Outcome) {
    let mut game = deal(config, &ASSASSIN_FIVE, 0);
    mission(&mut game, &[2, 3], &[]);
    mission(&mut game, &[2, 3, 4], &[]);
    let outcome = mission(&mut game, &[3, 4], &[]);
    (game, outcome)
}

// ---------------------------------------------------------------------------------
// Configuration (AS1, DF1)
// ---------------------------------------------------------------------------------

/// AS1: the False Commander needs the Body Guard; without it the configuration is
/// refused with a clear error, never a panic.
#[test]
fn as1_false_commander_without_body_guard_is_refused() {
    let options = AssassinOptions {
        false_commander: true,
        ..AssassinOptions::default()
    };
    for players in 5..=10 {
        let config = GameConfig::new(players, 1).with_assassin(options);
        let error = Game::new(config).expect_err("refused");
        assert_eq!(error, ConfigError::FalseCommanderWithoutBodyGuard);
        assert_eq!(config.validate(), Err(error));
        assert!(Game::start(config).is_err());
        assert_eq!(error.code(), "false_commander_without_body_guard");
        let text = alloc::string::ToString::to_string(&error);
        assert!(text.contains("False Commander") && text.contains("Body Guard"));
        let with_guard = AssassinOptions {
            body_guard: true,
            ..options
        };
        assert!(Game::new(GameConfig::new(players, 1).with_assassin(with_guard)).is_ok());
    }
}

/// AS1, DF1: more special spy cards than the player count has spies is refused with
/// `TooManySpecialSpies`; exactly as many is fine.
#[test]
fn as1_too_many_special_spies_for_five_players() {
    let three = AssassinOptions {
        deep_cover: true,
        blind_spy: true,
        ..AssassinOptions::default()
    };
    let cases = [
        (GameConfig::new(5, 1).with_assassin(three), 3, 2, 5),
        (
            GameConfig::new(6, 1)
                .with_assassin(AssassinOptions {
                    deep_cover: true,
                    ..AssassinOptions::default()
                })
                .with_defector(DefectorVariant::Standard),
            3,
            2,
            6,
        ),
        (
            GameConfig::new(10, 1)
                .with_assassin(AssassinOptions::ALL)
                .with_defector(DefectorVariant::Standard),
            5,
            4,
            10,
        ),
    ];
    for (config, special, spies, players) in cases {
        assert_eq!(config.special_spies(), special);
        let error = Game::new(config).expect_err("refused");
        assert_eq!(
            error,
            ConfigError::TooManySpecialSpies {
                special,
                spies,
                players
            }
        );
        assert_eq!(error.code(), "too_many_special_spies");
        let text = alloc::string::ToString::to_string(&error);
        for part in [
            alloc::format!("{special} special spy cards"),
            alloc::format!("{players} players have only {spies} spies"),
        ] {
            assert!(text.contains(&part), "{text:?} should mention {part:?}");
        }
    }
    // Two special spies fill a five-player game exactly: no plain Spy card is left.
    for config in [
        GameConfig::new(5, 1).with_assassin(AssassinOptions {
            blind_spy: true,
            ..AssassinOptions::default()
        }),
        GameConfig::new(5, 1)
            .with_assassin(AssassinOptions::default())
            .with_defector(DefectorVariant::Standard),
    ] {
        let game = Game::new(config).expect("valid");
        assert!(views(&game).iter().all(|v| v.role != SPY));
    }
}

/// Every module at once: at ten players the Assassin with all optional characters but
/// one spy (four special spies in all with the Spy Defector), the Trapper, the
/// Defectors, the Inquisitor and double agendas make a valid game that plays to its
/// end; so do all the Assassin's characters without the Defectors.
#[test]
fn modules_all_combined_are_valid_for_ten_players() {
    let without_blind_spy = AssassinOptions {
        blind_spy: false,
        ..AssassinOptions::ALL
    };
    let configs = [
        GameConfig::new(10, 5)
            .with_assassin(without_blind_spy)
            .with_trapper()
            .with_defector(DefectorVariant::KnowEachOther)
            .with_inquisitor()
            .with_agendas(AgendaKind::Double),
        GameConfig::new(10, 5)
            .with_assassin(AssassinOptions::ALL)
            .with_trapper()
            .with_inquisitor()
            .with_agendas(AgendaKind::Single)
            .with_leave_policy(LeavePolicy::Substitute),
    ];
    // Under Miri the first configuration only, with one seed: a ten-player game with
    // every module takes it half a minute.
    for config in configs.into_iter().take(scaled(2, 1)) {
        assert_eq!(config.validate(), Ok(()));
        for seed in 0..scaled(20, 1) {
            let config = GameConfig { seed, ..config };
            let game = Game::new(config).expect("valid");
            let roles: Vec<Role> = views(&game).iter().map(|v| v.role).collect();
            assert_eq!(
                sorted(&roles),
                sorted(&crate::resistance::modules::setup::deck(&config))
            );
            let spies = roles
                .iter()
                .filter(|r| r.allegiance() == Allegiance::Spy)
                .count();
            assert_eq!(spies, 4);
            assert!(!roles.contains(&SPY), "every spy card is special");
            let played = support::play(config, seed, Style::STAY, 5_000);
            assert!(played.game.is_over(), "seed {seed} plays to its end");
        }
    }
}

// ---------------------------------------------------------------------------------
// AS1 Setup
// ---------------------------------------------------------------------------------

/// AS1: the Commander replaces a Resistance card and the Assassin a Spy card; each
/// optional character replaces a plain card of its side. Checked in the deals of every
/// player count (five and ten under Miri), through each seat's view.
#[test]
fn as1_commander_and_assassin_replace_plain_cards() {
    let none = AssassinOptions::default();
    let option_sets = [
        none,
        AssassinOptions {
            body_guard: true,
            ..none
        },
        AssassinOptions {
            body_guard: true,
            false_commander: true,
            ..none
        },
        AssassinOptions {
            deep_cover: true,
            ..none
        },
        AssassinOptions {
            blind_spy: true,
            ..none
        },
        AssassinOptions {
            deep_cover: true,
            blind_spy: true,
            ..none
        },
        AssassinOptions::ALL,
    ];
    for players in (5..=10u8).step_by(scaled(1, 5)) {
        let spies = rules::spies_for(players) as usize;
        for options in option_sets {
            let config = GameConfig::new(players, 0).with_assassin(options);
            let special_spies = 1
                + usize::from(options.false_commander)
                + usize::from(options.deep_cover)
                + usize::from(options.blind_spy);
            if special_spies > spies {
                assert!(matches!(
                    config.validate(),
                    Err(ConfigError::TooManySpecialSpies { .. })
                ));
                continue;
            }
            for seed in 0..scaled(20, 1) {
                let game = Game::new(GameConfig { seed, ..config }).expect("valid");
                let views = views(&game);
                let count = |role: Role| views.iter().filter(|v| v.role == role).count();
                assert_eq!(count(Role::Commander), 1);
                assert_eq!(count(Role::Assassin), 1);
                assert_eq!(count(Role::BodyGuard), usize::from(options.body_guard));
                assert_eq!(
                    count(Role::FalseCommander),
                    usize::from(options.false_commander)
                );
                assert_eq!(count(Role::DeepCover), usize::from(options.deep_cover));
                assert_eq!(count(Role::BlindSpy), usize::from(options.blind_spy));
                assert_eq!(count(SPY), spies - special_spies);
                assert_eq!(
                    count(RES),
                    players as usize - spies - 1 - usize::from(options.body_guard)
                );
                let spy_views = views
                    .iter()
                    .filter(|v| v.allegiance == Allegiance::Spy)
                    .count();
                assert_eq!(spy_views, spies, "B1 still holds");
                for view in &views {
                    assert_eq!(view.allegiance, view.role.allegiance());
                }
            }
        }
    }
}

// ---------------------------------------------------------------------------------
// AS2 Knowledge at setup
// ---------------------------------------------------------------------------------

/// AS2: the Blind Spy neither learns the other spies nor is learned by them; the
/// Commander sees the Blind Spy.
#[test]
fn as2_blind_spy_neither_sees_nor_is_seen() {
    let config = GameConfig::new(7, 1).with_assassin(AssassinOptions {
        blind_spy: true,
        ..AssassinOptions::default()
    });
    let roles = [
        Role::Assassin,
        Role::BlindSpy,
        SPY,
        Role::Commander,
        RES,
        RES,
        RES,
    ];
    let game = deal(config, &roles, 0);
    let spy = Appearance::Spy;
    assert_eq!(sightings(&game, 0), [(2, spy)]);
    assert_eq!(sightings(&game, 1), []);
    assert_eq!(sightings(&game, 2), [(0, spy)]);
    assert_eq!(sightings(&game, 3), [(0, spy), (1, spy), (2, spy)]);
    for seat in 4..7 {
        assert_eq!(sightings(&game, seat), []);
    }
    assert_setup_knowledge(config);
}

/// AS2: the Commander learns every spy except the Deep Cover; the spies still learn
/// the Deep Cover.
#[test]
fn as2_deep_cover_hidden_from_commander() {
    let config = GameConfig::new(7, 1).with_assassin(AssassinOptions {
        deep_cover: true,
        ..AssassinOptions::default()
    });
    let roles = [
        RES,
        Role::Assassin,
        Role::Commander,
        Role::DeepCover,
        RES,
        SPY,
        RES,
    ];
    let game = deal(config, &roles, 0);
    let spy = Appearance::Spy;
    assert_eq!(sightings(&game, 2), [(1, spy), (5, spy)]);
    assert_eq!(sightings(&game, 1), [(3, spy), (5, spy)]);
    assert_eq!(sightings(&game, 3), [(1, spy), (5, spy)]);
    assert_eq!(sightings(&game, 5), [(1, spy), (3, spy)]);
    for seat in [0, 4, 6] {
        assert_eq!(sightings(&game, seat), []);
    }
    assert_setup_knowledge(config);
}

/// AS2: the Body Guard learns the Commander and the False Commander as two candidates
/// seen alike; the False Commander is a spy like the others (the Commander and the
/// spies see them as one).
#[test]
fn as2_body_guard_sees_two_candidates() {
    let config = GameConfig::new(7, 1).with_assassin(AssassinOptions {
        body_guard: true,
        false_commander: true,
        ..AssassinOptions::default()
    });
    let roles = [
        Role::BodyGuard,
        Role::Commander,
        RES,
        Role::FalseCommander,
        Role::Assassin,
        RES,
        SPY,
    ];
    let game = deal(config, &roles, 0);
    let candidate = Appearance::CommanderCandidate;
    let spy = Appearance::Spy;
    assert_eq!(sightings(&game, 0), [(1, candidate), (3, candidate)]);
    assert_eq!(sightings(&game, 1), [(3, spy), (4, spy), (6, spy)]);
    assert_eq!(sightings(&game, 3), [(4, spy), (6, spy)]);
    assert_eq!(sightings(&game, 4), [(3, spy), (6, spy)]);
    assert_eq!(sightings(&game, 2), []);
    assert_setup_knowledge(config);
}

/// AS2: without a False Commander the Body Guard learns the Commander alone.
#[test]
fn as2_body_guard_without_false_commander_sees_the_commander_alone() {
    let config = assassin(AssassinOptions {
        body_guard: true,
        ..AssassinOptions::default()
    });
    let roles = [Role::Assassin, SPY, Role::Commander, Role::BodyGuard, RES];
    let game = deal(config, &roles, 0);
    assert_eq!(sightings(&game, 3), [(2, Appearance::CommanderCandidate)]);
    assert_eq!(
        sightings(&game, 2),
        [(0, Appearance::Spy), (1, Appearance::Spy)]
    );
    assert_setup_knowledge(config);
}

/// AS2, DF2, DF5: in random deals of many configurations, setup knowledge matches the
/// rules and reaches each seat alone.
#[test]
fn as2_df2_df5_setup_knowledge_in_random_deals() {
    let configs = [
        GameConfig::new(10, 0).with_assassin(AssassinOptions::ALL),
        GameConfig::new(9, 0).with_assassin(AssassinOptions {
            blind_spy: false,
            ..AssassinOptions::ALL
        }),
        GameConfig::new(10, 0)
            .with_assassin(AssassinOptions {
                deep_cover: false,
                ..AssassinOptions::ALL
            })
            .with_defector(DefectorVariant::KnowEachOther),
        GameConfig::new(8, 0)
            .with_assassin(AssassinOptions {
                body_guard: true,
                blind_spy: true,
                ..AssassinOptions::default()
            })
            .with_defector(DefectorVariant::Standard),
        GameConfig::new(6, 0)
            .with_defector(DefectorVariant::Standard)
            .with_agendas(AgendaKind::Single),
    ];
    for config in configs {
        assert_setup_knowledge(config);
    }
}

// ---------------------------------------------------------------------------------
// AS4 Assassination
// ---------------------------------------------------------------------------------

/// AS4: a third success does not end the game: the assassination phase begins, in
/// which only the Assassin may act (naming anyone else) and nothing public tells who
/// the Assassin is.
#[test]
fn as4_third_success_starts_assassination() {
    let (game, outcome) = assassination(assassin(AssassinOptions::default()));
    assert_eq!(mission_resolved(&outcome), Some((0, true)));
    assert!(
        outcome
            .events
            .iter()
            .any(|e| *e == Envelope::public(Event::Assassin(AssassinEvent::AssassinationBegan)))
    );
    assert_eq!(game_ended(&outcome), None);
    assert!(private(&outcome).is_empty());
    assert_eq!(game.phase(), PhaseKind::Assassination);
    assert!(!game.is_over());
    let table = game.public_view();
    assert_eq!(table.phase, PhaseView::Assassination);
    assert_eq!(table.successes, 3);
    assert_eq!(table.awaiting, SeatSet::EMPTY, "the Assassin stays secret");
    assert_nothing_revealed(&game);
    for view in views(&game) {
        assert_eq!(view.table, table);
    }
    let others = seats(&[1, 2, 3, 4]);
    assert_eq!(game.choices(Seat(0)).assassinate, Some(others));
    let expected: Vec<Command> = others
        .iter()
        .map(Command::assassinate)
        .chain([Command::Leave])
        .collect();
    assert_eq!(game.legal_commands(Seat(0)), expected);
    for seat in others {
        assert_eq!(game.choices(seat).assassinate, None);
        assert_eq!(game.legal_commands(seat), [Command::Leave]);
    }
    // Nobody proposes the next team: the game is not going on.
    let leader = game.leader();
    assert_eq!(
        game.check(leader, &Command::propose(seats(&[3, 4]))),
        Err(CommandError::WrongPhase {
            command: CommandKind::ProposeTeam,
            phase: PhaseKind::Assassination
        })
    );
}

/// AS4: naming the Commander wins for the spies, and the game is over.
#[test]
fn as4_naming_the_commander_wins_for_spies() {
    let (mut game, _) = assassination(assassin(AssassinOptions::default()));
    let outcome = game
        .apply(Seat(0), Command::assassinate(Seat(2)))
        .expect("the Assassin names");
    let reason = EndReason::CommanderAssassinated {
        assassin: Seat(0),
        target: Seat(2),
    };
    assert_eq!(game_ended(&outcome), Some((Some(Allegiance::Spy), reason)));
    assert!(outcome.events.iter().all(|e| e.audience.is_public()));
    assert!(game.is_over());
    assert_eq!(
        game.result().map(|r| (r.winner, r.reason)),
        Some((Some(Allegiance::Spy), reason))
    );
    let reveal = final_reveal(&game);
    assert_eq!(reveal.winners, seats(&[0, 1]));
    assert_eq!(reveal.roles.as_slice(), ASSASSIN_FIVE);
}

/// AS4: naming anyone else (a Resistance player, or even a fellow spy) wins for the
/// Resistance.
#[test]
fn as4_missing_the_commander_wins_for_resistance() {
    let (game, _) = assassination(assassin(AssassinOptions::default()));
    for target in [3u8, 4, 1] {
        let mut game = game.clone();
        let outcome = game
            .apply(Seat(0), Command::assassinate(Seat(target)))
            .expect("the Assassin names");
        let reason = EndReason::AssassinMissed {
            assassin: Seat(0),
            target: Seat(target),
        };
        assert_eq!(
            game_ended(&outcome),
            Some((Some(Allegiance::Resistance), reason))
        );
        assert_eq!(final_reveal(&game).winners, seats(&[2, 3, 4]));
    }
}

/// AS4: with the Body Guard and the False Commander in play, naming the False
/// Commander misses.
#[test]
fn as4_naming_the_false_commander_misses() {
    let config = GameConfig::new(7, 1).with_assassin(AssassinOptions {
        body_guard: true,
        false_commander: true,
        ..AssassinOptions::default()
    });
    let roles = [
        Role::Assassin,
        Role::FalseCommander,
        Role::Commander,
        Role::BodyGuard,
        RES,
        SPY,
        RES,
    ];
    let mut game = deal(config, &roles, 0);
    mission(&mut game, &[2, 3], &[]);
    mission(&mut game, &[2, 3, 4], &[]);
    mission(&mut game, &[2, 3, 4], &[]);
    assert_eq!(game.phase(), PhaseKind::Assassination);
    let outcome = game
        .apply(Seat(0), Command::assassinate(Seat(1)))
        .expect("names");
    assert_eq!(
        game_ended(&outcome).map(|e| e.0),
        Some(Some(Allegiance::Resistance))
    );
    assert_eq!(final_reveal(&game).winners, seats(&[2, 3, 4, 6]));
}

/// AS4: three failed missions or five rejected teams end the game as usual, the spies
/// winning, with no assassination.
#[test]
fn as4_three_fails_or_five_rejections_end_without_assassination() {
    let config = assassin(AssassinOptions::default());
    // Three failures.
    let mut failed = deal(config, &ASSASSIN_FIVE, 0);
    mission(&mut failed, &[0, 2], &[0]);
    mission(&mut failed, &[2, 3, 4], &[]);
    mission(&mut failed, &[1, 2], &[1]);
    let outcome = mission(&mut failed, &[0, 2, 3], &[0]);
    assert_eq!(
        game_ended(&outcome),
        Some((Some(Allegiance::Spy), EndReason::ThreeFailures))
    );
    assert!(!public(&outcome).contains(&Event::Assassin(AssassinEvent::AssassinationBegan)));
    assert_eq!(failed.phase(), PhaseKind::GameOver);
    assert_eq!(final_reveal(&failed).winners, seats(&[0, 1]));
    // Five rejections in round 3, after two successes.
    let mut rejected = deal(config, &ASSASSIN_FIVE, 0);
    mission(&mut rejected, &[2, 3], &[]);
    mission(&mut rejected, &[2, 3, 4], &[]);
    let mut last = None;
    for _ in 0..5 {
        propose(&mut rejected, &[3, 4]);
        last = Some(vote_all(&mut rejected, false));
    }
    let outcome = last.expect("voted");
    assert_eq!(
        game_ended(&outcome),
        Some((Some(Allegiance::Spy), EndReason::FiveRejections))
    );
    assert!(!public(&outcome).contains(&Event::Assassin(AssassinEvent::AssassinationBegan)));
    assert_eq!(final_reveal(&rejected).winners, seats(&[0, 1]));
}

// ---------------------------------------------------------------------------------
// AS5 Loyalty cards
// ---------------------------------------------------------------------------------

/// AS5: with the Assassin module an inspection shows the allegiance, never the
/// character: the Assassin shows "spy", the Commander "resistance".
#[test]
fn as5_inspection_shows_allegiance_not_character() {
    let config = assassin(AssassinOptions::default()).with_inquisitor();
    let mut game = deal(config, &ASSASSIN_FIVE, 0);
    assert_eq!(game.public_view().inquisitor, Some(Seat(4)));
    mission(&mut game, &[2, 3], &[]);
    mission(&mut game, &[2, 3, 4], &[]);
    assert_eq!(game.phase(), PhaseKind::Inquisition);
    inspection_shows(&mut game, 0, 4, Allegiance::Spy);
    mission(&mut game, &[0, 3], &[0]);
    inspection_shows(&mut game, 2, 0, Allegiance::Resistance);
    let results: Vec<(u8, Allegiance)> = game
        .view(Seat(0))
        .expect("seat")
        .inspections
        .iter()
        .map(|r| (r.inspection.target.0, r.shown))
        .collect();
    assert_eq!(results, [(2, Allegiance::Resistance)]);
}

// ---------------------------------------------------------------------------------
// TR Trapper
// ---------------------------------------------------------------------------------

/// TR1: every team is one larger than B2 says; the fails needed (B3), the proposal and
/// the vote are unchanged.
#[test]
fn tr1_teams_are_one_larger() {
    for players in 5..=10u8 {
        let (game, opening) =
            Game::start(GameConfig::new(players, 3).with_trapper()).expect("valid");
        let sizes: [u8; 5] = core::array::from_fn(|i| rules::team_size(players, i as u8 + 1) + 1);
        let fails: [u8; 5] = core::array::from_fn(|i| rules::fails_needed(players, i as u8 + 1));
        let table = game.public_view();
        assert_eq!(table.team_sizes, sizes, "{players} players");
        assert_eq!(table.fails_needed, fails);
        let started = opening.iter().find_map(|e| match e.event {
            Event::RoundStarted { team_size, .. } => Some(team_size),
            _ => None,
        });
        assert_eq!(started, Some(sizes[0]));
        let leader = game.leader();
        assert_eq!(
            game.choices(leader).propose,
            Some(TeamChoice {
                size: sizes[0],
                from: SeatSet::all(players)
            })
        );
        let mut game = game;
        // B2's size is one short.
        let short: SeatSet = every_seat(players).take(sizes[0] as usize - 1).collect();
        assert_eq!(
            game.check(leader, &Command::propose(short)),
            Err(CommandError::WrongTeamSize {
                expected: sizes[0],
                given: sizes[0] - 1
            })
        );
        // A tie or a minority still rejects (B8); a majority approves.
        let team: SeatSet = every_seat(players).take(sizes[0] as usize).collect();
        game.apply(leader, Command::propose(team))
            .expect("proposes");
        for seat in every_seat(players) {
            game.apply(seat, Command::vote(seat.0 < players / 2))
                .expect("votes");
        }
        assert_eq!(game.phase(), PhaseKind::Proposal);
        assert_eq!(game.leader(), leader.next(players));
        game.apply(game.leader(), Command::propose(team))
            .expect("proposes");
        for seat in every_seat(players) {
            game.apply(seat, Command::vote(seat.0 <= players / 2))
                .expect("votes");
        }
        assert_eq!(game.phase(), PhaseKind::Mission);
    }
}

/// TR2: once every card is in, the leader alone chooses a member's card; it is shown
/// to the leader alone and set aside, and only the other cards are counted.
#[test]
fn tr2_leader_sees_set_aside_card_alone_and_it_is_not_counted() {
    let config = GameConfig::new(5, 1).with_trapper();
    let mut game = deal(config, &[SPY, SPY, RES, RES, RES], 0);
    // Round 1: the leader (not on the team) sets aside the only Fail.
    let outcome = mission(&mut game, &[1, 2, 3], &[1]);
    assert_eq!(
        outcome.events.as_slice(),
        [
            Envelope::public(Event::MissionCardPlayed { seat: Seat(3) }),
            Envelope::public(Event::Trapper(TrapperEvent::TrappingBegan {
                leader: Seat(0)
            })),
        ]
    );
    assert_eq!(game.phase(), PhaseKind::Trapping);
    let team = seats(&[1, 2, 3]);
    assert_eq!(
        game.public_view().phase,
        PhaseView::Trapping {
            leader: Seat(0),
            team
        }
    );
    assert_eq!(game.public_view().awaiting, seats(&[0]));
    assert_eq!(game.choices(Seat(0)).set_aside, Some(team));
    let mut expected: Vec<Command> = team.iter().map(Command::set_aside).collect();
    expected.push(Command::Leave);
    assert_eq!(game.legal_commands(Seat(0)), expected);
    for seat in 1..5 {
        assert_eq!(game.choices(Seat(seat)).set_aside, None);
        assert_eq!(game.legal_commands(Seat(seat)), [Command::Leave]);
    }
    let outcome = set_aside(&mut game, 1);
    assert_eq!(
        outcome.events.as_slice()[..2],
        [
            Envelope::public(Event::Trapper(TrapperEvent::CardSetAside {
                leader: Seat(0),
                member: Seat(1)
            })),
            Envelope::private(
                Seat(0),
                Event::Trapper(TrapperEvent::TrappedCardSeen {
                    member: Seat(1),
                    card: Fail
                })
            ),
        ]
    );
    assert_eq!(private(&outcome).len(), 1);
    assert_eq!(
        mission_resolved(&outcome),
        Some((0, true)),
        "the Fail is not counted"
    );
    let record = game.public_view().missions[0];
    assert_eq!((record.fails, record.succeeded), (0, true));
    assert_eq!(record.set_aside, Some(Seat(1)));
    // Round 2: two Fails, a Success set aside: both Fails count.
    mission(&mut game, &[0, 1, 2, 3], &[0, 1]);
    let outcome = set_aside(&mut game, 2);
    assert_eq!(
        private(&outcome),
        [Envelope::private(
            Seat(1),
            Event::Trapper(TrapperEvent::TrappedCardSeen {
                member: Seat(2),
                card: Success
            })
        )]
    );
    assert_eq!(mission_resolved(&outcome), Some((2, false)));
    let first = TrappedCard {
        round: 1,
        leader: Seat(0),
        member: Seat(1),
        card: Fail,
    };
    let second = TrappedCard {
        round: 2,
        leader: Seat(1),
        member: Seat(2),
        card: Success,
    };
    assert_eq!(
        game.view(Seat(0)).expect("seat").trapped.as_slice(),
        [first]
    );
    assert_eq!(
        game.view(Seat(1)).expect("seat").trapped.as_slice(),
        [second]
    );
    for seat in 2..5 {
        assert!(game.view(Seat(seat)).expect("seat").trapped.is_empty());
    }
}

/// TR2: B3 applies to the remaining cards unchanged: on mission 4 with seven players
/// two Fails must remain after the set-aside.
#[test]
fn tr2_mission_four_threshold_applies_to_the_remaining_cards() {
    let config = GameConfig::new(7, 1).with_trapper();
    let mut game = deal(config, &[SPY, SPY, SPY, RES, RES, RES, RES], 0);
    mission(&mut game, &[3, 4, 5], &[]);
    set_aside(&mut game, 3);
    mission(&mut game, &[3, 4, 5, 6], &[]);
    set_aside(&mut game, 3);
    mission(&mut game, &[0, 3, 4, 5], &[0]);
    set_aside(&mut game, 3);
    assert_eq!(game.round(), 4);
    assert_eq!(game.public_view().fails_needed[3], 2);
    mission(&mut game, &[0, 1, 3, 4, 5], &[0, 1]);
    let mut kept = game.clone();
    assert_eq!(mission_resolved(&set_aside(&mut kept, 3)), Some((2, false)));
    let mut trapped = game.clone();
    assert_eq!(
        mission_resolved(&set_aside(&mut trapped, 0)),
        Some((1, true))
    );
}

/// TR2, engine decision: the leader may set aside their own card.
#[test]
fn tr2_leader_may_set_aside_own_card() {
    let config = GameConfig::new(5, 1).with_trapper();
    let mut game = deal(config, &[SPY, SPY, RES, RES, RES], 0);
    mission(&mut game, &[0, 2, 3], &[0]);
    assert!(game.is_legal(Seat(0), &Command::set_aside(Seat(0))));
    let outcome = set_aside(&mut game, 0);
    assert_eq!(
        private(&outcome),
        [Envelope::private(
            Seat(0),
            Event::Trapper(TrapperEvent::TrappedCardSeen {
                member: Seat(0),
                card: Fail
            })
        )]
    );
    assert_eq!(mission_resolved(&outcome), Some((0, true)));
    assert_eq!(game.public_view().missions[0].set_aside, Some(Seat(0)));
}

/// TR3: a set-aside card stays private to its leader (no public event, no other view)
/// until the game-over reveal shows every one of them to all (B13).
#[test]
fn tr3_set_aside_card_private_until_game_over() {
    let config = GameConfig::new(5, 1).with_trapper();
    let mut game = deal(config, &[SPY, SPY, RES, RES, RES], 0);
    let plan: [(&[u8], &[u8], u8); 4] = [
        (&[1, 2, 3], &[1], 1),
        (&[0, 1, 2, 3], &[0, 1], 2),
        (&[0, 1, 2], &[0], 2),
        (&[0, 1, 3, 4], &[0, 1], 3),
    ];
    let mut trapped = Vec::new();
    let mut last = None;
    for (team, fails, member) in plan {
        let leader = game.leader();
        mission(&mut game, team, fails);
        let outcome = set_aside(&mut game, member);
        let card = if fails.contains(&member) {
            Fail
        } else {
            Success
        };
        trapped.push(TrappedCard {
            round: trapped.len() as u8 + 1,
            leader,
            member: Seat(member),
            card,
        });
        assert!(
            public(&outcome)
                .iter()
                .all(|e| !matches!(e, Event::Trapper(TrapperEvent::TrappedCardSeen { .. })))
        );
        assert_eq!(
            private(&outcome),
            [Envelope::private(
                leader,
                Event::Trapper(TrapperEvent::TrappedCardSeen {
                    member: Seat(member),
                    card
                })
            )]
        );
        if !game.is_over() {
            assert_nothing_revealed(&game);
            for view in views(&game) {
                let own: Vec<TrappedCard> = trapped
                    .iter()
                    .filter(|t| t.leader == view.seat)
                    .copied()
                    .collect();
                assert_eq!(view.trapped.as_slice(), own, "{}", view.seat);
            }
        }
        last = Some(outcome);
    }
    let outcome = last.expect("played");
    assert_eq!(
        game_ended(&outcome),
        Some((Some(Allegiance::Spy), EndReason::ThreeFailures))
    );
    let reveal = final_reveal(&game);
    assert_eq!(reveal.trapped.as_slice(), trapped);
    // Who played Fail includes the set-aside Fail cards.
    assert_eq!(
        reveal.failed_by.as_slice(),
        [seats(&[1]), seats(&[0, 1]), seats(&[0]), seats(&[0, 1])]
    );
}

// ---------------------------------------------------------------------------------
// DF Defector
// ---------------------------------------------------------------------------------

/// DF1: the Resistance Defector and the Spy Defector replace one plain card of each
/// side, starting on that side; the loyalty deck holds three No Change and two Switch
/// cards, shuffled face down (every order appears across seeds, none is public).
#[test]
fn df1_defectors_replace_one_card_of_each_side_and_deck_has_three_no_change_two_switch() {
    let mut orders: Vec<Vec<LoyaltyCard>> = Vec::new();
    for players in 5..=10u8 {
        let spies = rules::spies_for(players) as usize;
        for seed in 0..scaled(40, 8) {
            let config = GameConfig::new(players, seed).with_defector(DefectorVariant::Standard);
            let game = Game::new(config).expect("valid");
            let views = views(&game);
            let count = |role: Role| views.iter().filter(|v| v.role == role).count();
            assert_eq!(count(Role::ResistanceDefector), 1);
            assert_eq!(count(Role::SpyDefector), 1);
            assert_eq!(count(SPY), spies - 1);
            assert_eq!(count(RES), players as usize - spies - 1);
            for view in &views {
                assert_eq!(
                    view.allegiance,
                    view.role.allegiance(),
                    "DF1: starting sides"
                );
            }
            let deck = game.state().defector.deck;
            let switches = deck.iter().filter(|&&c| c == Switch).count();
            assert_eq!((deck.len(), switches), (5, 2));
            assert!(game.public_view().loyalty_cards.is_empty());
            if !orders.contains(&deck.to_vec()) {
                orders.push(deck.to_vec());
            }
        }
    }
    assert_eq!(orders.len(), 10, "all ten orders of the deck appear");
    // Without the module there is no deck.
    let game = Game::new(GameConfig::new(5, 1)).expect("valid");
    assert!(game.state().defector.deck.is_empty());
}

/// DF2: the spies learn the Spy Defector; the Spy Defector learns nobody; the
/// Resistance Defector is known to no one and knows no one.
#[test]
fn df2_spies_see_spy_defector_who_sees_nobody() {
    let config = GameConfig::new(7, 1).with_defector(DefectorVariant::Standard);
    let roles = [
        SPY,
        Role::SpyDefector,
        SPY,
        Role::ResistanceDefector,
        RES,
        RES,
        RES,
    ];
    let game = deal(config, &roles, 0);
    let spy = Appearance::Spy;
    assert_eq!(sightings(&game, 0), [(1, spy), (2, spy)]);
    assert_eq!(sightings(&game, 2), [(0, spy), (1, spy)]);
    for seat in [1, 3, 4, 5, 6] {
        assert_eq!(sightings(&game, seat), [], "seat {seat}");
    }
    assert!(
        views(&game)
            .iter()
            .all(|v| v.sightings.iter().all(|s| s.seat != Seat(3)))
    );
    assert_setup_knowledge(config);
}

/// DF2: with the Assassin module the Commander sees the Spy Defector among the spies
/// (but still not the Deep Cover, nor the Resistance Defector).
#[test]
fn df2_commander_sees_spy_defector() {
    let config = GameConfig::new(7, 1)
        .with_assassin(AssassinOptions::default())
        .with_defector(DefectorVariant::Standard);
    let roles = [
        Role::ResistanceDefector,
        Role::Assassin,
        RES,
        Role::Commander,
        Role::SpyDefector,
        SPY,
        RES,
    ];
    let game = deal(config, &roles, 0);
    let spy = Appearance::Spy;
    assert_eq!(sightings(&game, 3), [(1, spy), (4, spy), (5, spy)]);
    assert_eq!(sightings(&game, 4), []);
    assert_eq!(sightings(&game, 0), []);
    assert_setup_knowledge(config);
    // The same deal with the Deep Cover in the plain spy's seat.
    let config = config.with_assassin(AssassinOptions {
        deep_cover: true,
        ..AssassinOptions::default()
    });
    let mut roles = roles;
    roles[5] = Role::DeepCover;
    let game = deal(config, &roles, 0);
    assert_eq!(sightings(&game, 3), [(1, spy), (4, spy)]);
    assert_setup_knowledge(config);
}

/// DF3: from round 3 on, each round opens with one loyalty card flipped for all to
/// see; on a Switch the Defectors swap sides secretly (nobody else's view changes,
/// no private event), and setup knowledge is not updated. Two Switches swap twice.
#[test]
fn df3_flip_at_rounds_three_to_five_public_switch_secret() {
    let config = GameConfig::new(5, 1).with_defector(DefectorVariant::Standard);
    let mut game = deal(config, &DEFECTOR_FIVE, 0);
    order_loyalty_deck(&mut game, [Switch, NoChange, Switch, NoChange, NoChange]);
    let knowledge: Vec<PlayerView> = views(&game);
    let sides =
        |game: &Game| -> Vec<Allegiance> { views(game).iter().map(|v| v.allegiance).collect() };
    use Allegiance::{Resistance as R, Spy as S};
    // Rounds 1 and 2 open without a flip.
    let outcome = mission(&mut game, &[3, 4], &[]);
    assert!(!tells_everyone(&outcome, |e| matches!(
        e,
        Event::Defector(DefectorEvent::LoyaltyCardFlipped { .. })
    )));
    assert!(game.public_view().loyalty_cards.is_empty());
    // (team, fails, the card flipped at the next round's start, sides after it)
    type Round<'a> = (&'a [u8], &'a [u8], LoyaltyCard, [Allegiance; 5]);
    let plan: [Round; 3] = [
        (&[0, 3, 4], &[0], Switch, [S, R, S, R, R]),
        (&[2, 3], &[2], NoChange, [S, R, S, R, R]),
        (&[1, 3, 4], &[], Switch, [S, S, R, R, R]),
    ];
    let mut flipped = Vec::new();
    for (round, (team, fails, card, after)) in (3u8..).zip(plan) {
        let outcome = mission(&mut game, team, fails);
        let events = public(&outcome);
        let started = events
            .iter()
            .position(|e| matches!(e, Event::RoundStarted { round: r, .. } if *r == round))
            .expect("the round starts");
        assert_eq!(
            events.get(started + 1),
            Some(&Event::Defector(DefectorEvent::LoyaltyCardFlipped {
                round,
                card
            })),
            "round {round} opens with a flip"
        );
        assert!(private(&outcome).is_empty(), "nobody is told anything more");
        flipped.push(card);
        assert_eq!(game.public_view().loyalty_cards.as_slice(), flipped);
        assert_eq!(sides(&game), after, "round {round}");
        for (view, before) in views(&game).iter().zip(&knowledge) {
            assert_eq!(
                view.sightings, before.sightings,
                "DF2: knowledge goes stale"
            );
            assert_eq!(view.role, before.role);
            if !view.role.is_defector() {
                assert_eq!(view.allegiance, before.allegiance);
            }
        }
        assert_nothing_revealed(&game);
    }
    // Round 5: the Spy Defector is a spy again and fails the mission.
    let outcome = mission(&mut game, &[0, 1, 4], &[1]);
    assert_eq!(
        game_ended(&outcome),
        Some((Some(Allegiance::Spy), EndReason::ThreeFailures))
    );
    let reveal = final_reveal(&game);
    assert_eq!(reveal.allegiances.as_slice(), [S, S, R, R, R]);
    assert_eq!(reveal.winners, seats(&[0, 1]));
}

/// DF4: current allegiance governs everything: a switched Resistance Defector may
/// play Fail and wins with the spies; the switched Spy Defector must play Success
/// and loses with the Resistance.
#[test]
fn df4_switched_resistance_defector_may_fail_and_wins_with_spies() {
    let config = GameConfig::new(5, 1).with_defector(DefectorVariant::Standard);
    let mut game = deal(config, &DEFECTOR_FIVE, 0);
    order_loyalty_deck(&mut game, [Switch, NoChange, NoChange, NoChange, Switch]);
    // Before the switch the Spy Defector may fail and the Resistance Defector may not.
    mission(&mut game, &[0, 3], &[0]);
    approve(&mut game, &[1, 2, 3]);
    assert!(game.choices(Seat(1)).play_fail);
    assert!(!game.choices(Seat(2)).play_fail);
    assert_eq!(
        game.check(Seat(2), &Command::play(Fail)),
        Err(CommandError::ResistanceMustSucceed)
    );
    play_cards(&mut game, &[1]);
    assert_eq!(game.public_view().loyalty_cards.as_slice(), [Switch]);
    // After it, the other way round.
    approve(&mut game, &[1, 2]);
    assert!(game.choices(Seat(2)).play_fail);
    assert!(game.choices(Seat(2)).play_success);
    assert!(!game.choices(Seat(1)).play_fail);
    assert!(game.choices(Seat(1)).play_success);
    assert!(!game.legal_commands(Seat(1)).contains(&Command::play(Fail)));
    assert_eq!(
        game.check(Seat(1), &Command::play(Fail)),
        Err(CommandError::ResistanceMustSucceed)
    );
    let outcome = play_cards(&mut game, &[2]);
    assert_eq!(
        game_ended(&outcome),
        Some((Some(Allegiance::Spy), EndReason::ThreeFailures))
    );
    let reveal = final_reveal(&game);
    assert_eq!(reveal.roles.as_slice(), DEFECTOR_FIVE, "roles never change");
    assert_eq!(
        reveal.allegiances.as_slice(),
        [
            Allegiance::Spy,
            Allegiance::Resistance,
            Allegiance::Spy,
            Allegiance::Resistance,
            Allegiance::Resistance
        ]
    );
    assert_eq!(reveal.winners, seats(&[0, 2]));
    assert_eq!(
        reveal.failed_by.as_slice(),
        [seats(&[0]), seats(&[1]), seats(&[2])]
    );
}

/// DF4, AS5: an inspection shows the Defector's allegiance at that moment.
#[test]
fn df4_inspection_shows_current_allegiance() {
    let config = GameConfig::new(5, 1)
        .with_defector(DefectorVariant::Standard)
        .with_inquisitor();
    let mut game = deal(config, &DEFECTOR_FIVE, 0);
    order_loyalty_deck(&mut game, [Switch, NoChange, NoChange, Switch, NoChange]);
    mission(&mut game, &[3, 4], &[]);
    mission(&mut game, &[0, 3, 4], &[0]);
    // After mission 2 round 3 has not started: no flip yet.
    assert!(game.public_view().loyalty_cards.is_empty());
    inspection_shows(&mut game, 3, 4, Allegiance::Resistance);
    assert_eq!(game.public_view().loyalty_cards.as_slice(), [Switch]);
    mission(&mut game, &[2, 3], &[2]);
    inspection_shows(&mut game, 2, 3, Allegiance::Spy);
    mission(&mut game, &[1, 3, 4], &[]);
    inspection_shows(&mut game, 1, 2, Allegiance::Resistance);
}

/// DF5: in variant 2 the two Defectors learn each other (as Defectors); nothing else
/// changes. In the standard variant they do not.
#[test]
fn df5_variant_two_defectors_know_each_other() {
    let config = GameConfig::new(5, 1).with_defector(DefectorVariant::KnowEachOther);
    let game = deal(config, &DEFECTOR_FIVE, 0);
    assert_eq!(sightings(&game, 1), [(2, Appearance::Defector)]);
    assert_eq!(sightings(&game, 2), [(1, Appearance::Defector)]);
    assert_eq!(sightings(&game, 0), [(1, Appearance::Spy)]);
    assert_eq!(sightings(&game, 3), []);
    assert_eq!(sightings(&game, 4), []);
    assert_setup_knowledge(config);
    let standard = GameConfig::new(5, 1).with_defector(DefectorVariant::Standard);
    let game = deal(standard, &DEFECTOR_FIVE, 0);
    assert_eq!(sightings(&game, 1), []);
    assert_eq!(sightings(&game, 2), []);
    assert_setup_knowledge(standard);
}

// ---------------------------------------------------------------------------------
// IQ Inquisitor
// ---------------------------------------------------------------------------------

/// IQ1: the token starts with the player to the right of (counter-clockwise from)
/// the first leader, for every player count, wrapping around at seat 0.
#[test]
fn iq1_token_starts_right_of_first_leader() {
    let mut wrapped = false;
    for players in 5..=10u8 {
        for seed in 0..scaled(30, 3) {
            let config = GameConfig::new(players, seed).with_inquisitor();
            let (game, opening) = Game::start(config).expect("valid");
            let first_leader = opening
                .iter()
                .find_map(|e| match e.event {
                    Event::GameStarted { first_leader, .. } => Some(first_leader),
                    _ => None,
                })
                .expect("the game starts");
            let holder = if first_leader.0 == 0 {
                wrapped = true;
                Seat(players - 1)
            } else {
                Seat(first_leader.0 - 1)
            };
            assert_eq!(game.public_view().inquisitor, Some(holder));
            assert!(game.public_view().inspections.is_empty());
            let plain = Game::new(GameConfig::new(players, seed)).expect("valid");
            assert_eq!(plain.public_view().inquisitor, None);
        }
    }
    assert!(wrapped, "some first leader sits at seat 0");
    // With hidden agendas the token is there from the start too.
    let config = GameConfig::new(6, 2)
        .with_inquisitor()
        .with_agendas(AgendaKind::Single);
    let game = Game::new(config).expect("valid");
    assert_eq!(
        game.public_view().inquisitor,
        Some(game.leader().previous(6))
    );
}

/// IQ2: after missions 2, 3 and 4 (never after 1 or 5) the holder names another
/// player who never held the token; the loyalty card is shown to the holder alone, in
/// a private event and in the holder's view; everyone sees who was inspected. The
/// game-over reveal shows every inspection.
#[test]
fn iq2_inspection_after_missions_two_three_four_only_holder_sees() {
    let config = GameConfig::new(5, 1).with_inquisitor();
    let mut game = deal(config, &[SPY, SPY, RES, RES, RES], 0);
    let outcome = mission(&mut game, &[2, 3], &[]);
    assert_eq!(
        game.phase(),
        PhaseKind::Proposal,
        "no inspection after mission 1"
    );
    assert!(!tells_everyone(&outcome, |e| matches!(
        e,
        Event::Inquisitor(InquisitorEvent::InquisitionBegan { .. })
    )));
    // (round, team, fails, holder, target, shown, candidates)
    type Step<'a> = (u8, &'a [u8], &'a [u8], u8, u8, Allegiance, &'a [u8]);
    let steps: [Step; 3] = [
        (2, &[2, 3, 4], &[], 4, 0, Allegiance::Spy, &[0, 1, 2, 3]),
        (3, &[0, 2], &[0], 0, 2, Allegiance::Resistance, &[1, 2, 3]),
        (4, &[0, 2, 3], &[0], 2, 1, Allegiance::Spy, &[1, 3]),
    ];
    let mut results = Vec::new();
    for (round, team, fails, holder, target, allegiance, candidates) in steps {
        let outcome = mission(&mut game, team, fails);
        assert_eq!(
            public(&outcome).last(),
            Some(&Event::Inquisitor(InquisitorEvent::InquisitionBegan {
                holder: Seat(holder)
            }))
        );
        assert_eq!(game.phase(), PhaseKind::Inquisition);
        assert_eq!(
            game.public_view().phase,
            PhaseView::Inquisition {
                holder: Seat(holder)
            }
        );
        assert_eq!(game.choices(Seat(holder)).inspect, Some(seats(candidates)));
        let outcome = inspection_shows(&mut game, target, holder, allegiance);
        let inspection = Inspection {
            round,
            holder: Seat(holder),
            target: Seat(target),
        };
        assert_eq!(
            public(&outcome)[0],
            Event::Inquisitor(InquisitorEvent::PlayerInspected {
                holder: Seat(holder),
                target: Seat(target)
            })
        );
        results.push(InspectionResult {
            inspection,
            shown: allegiance,
        });
        let public_inspections: Vec<Inspection> = results.iter().map(|r| r.inspection).collect();
        assert_eq!(
            game.public_view().inspections.as_slice(),
            public_inspections
        );
        for view in views(&game) {
            let own: Vec<InspectionResult> = results
                .iter()
                .filter(|r| r.inspection.holder == view.seat)
                .copied()
                .collect();
            assert_eq!(view.inspections.as_slice(), own, "{}", view.seat);
        }
        assert_nothing_revealed(&game);
    }
    // Mission 5 ends the game: no inspection.
    let outcome = mission(&mut game, &[1, 2, 3], &[1]);
    assert_eq!(
        game_ended(&outcome),
        Some((Some(Allegiance::Spy), EndReason::ThreeFailures))
    );
    assert!(!tells_everyone(&outcome, |e| matches!(
        e,
        Event::Inquisitor(InquisitorEvent::InquisitionBegan { .. })
    )));
    assert_eq!(final_reveal(&game).inspections.as_slice(), results);
}

/// IQ2: no inspection once the game is over: not after a third failure at mission 3,
/// not after a third success that starts the assassination (AS4).
#[test]
fn iq2_no_inspection_once_the_game_is_over() {
    let config = GameConfig::new(5, 1).with_inquisitor();
    let mut game = deal(config, &[SPY, SPY, RES, RES, RES], 0);
    mission(&mut game, &[0, 2], &[0]);
    mission(&mut game, &[0, 2, 3], &[0]);
    inspect(&mut game, 3);
    let outcome = mission(&mut game, &[1, 2], &[1]);
    assert!(game.is_over());
    assert!(!tells_everyone(&outcome, |e| matches!(
        e,
        Event::Inquisitor(InquisitorEvent::InquisitionBegan { .. })
    )));
    assert_eq!(final_reveal(&game).inspections.len(), 1);
    let config = assassin(AssassinOptions::default()).with_inquisitor();
    let mut game = deal(config, &ASSASSIN_FIVE, 0);
    mission(&mut game, &[2, 3], &[]);
    mission(&mut game, &[2, 3, 4], &[]);
    inspect(&mut game, 3);
    mission(&mut game, &[3, 4], &[]);
    assert_eq!(game.phase(), PhaseKind::Assassination);
    assert_eq!(game.choices(Seat(3)).inspect, None);
}

/// IQ2: the target learns nothing new: no private event reaches them and their view
/// changes only in its public part.
#[test]
fn iq2_target_learns_nothing() {
    let config = GameConfig::new(5, 1).with_inquisitor();
    let mut game = deal(config, &[SPY, SPY, RES, RES, RES], 0);
    mission(&mut game, &[2, 3], &[]);
    mission(&mut game, &[2, 3, 4], &[]);
    for target in [0u8, 2] {
        let mut trial = game.clone();
        let before = trial.view(Seat(target)).expect("seat");
        let outcome = inspect(&mut trial, target);
        let seen: Vec<Event> = outcome.events_for(Seat(target)).copied().collect();
        assert_eq!(seen, public(&outcome));
        let after = trial.view(Seat(target)).expect("seat");
        assert_eq!(after.table, trial.public_view());
        let secret = |v: &PlayerView| {
            (
                v.role,
                v.allegiance,
                v.sightings,
                v.vote,
                v.mission_card,
                v.agenda,
                v.trapped,
                v.inspections,
            )
        };
        assert_eq!(secret(&after), secret(&before));
        // Nor does anyone but the holder.
        for seat in 0..4 {
            assert!(
                outcome
                    .events_for(Seat(seat))
                    .all(|e| outcome.public_events().any(|p| p == e))
            );
        }
    }
}

/// IQ3: the token passes to the player inspected; the next team is not built (no
/// proposal, no vote) until the inspection is done.
#[test]
fn iq3_token_passes_and_next_team_waits() {
    let config = GameConfig::new(5, 1).with_inquisitor();
    let mut game = deal(config, &[SPY, SPY, RES, RES, RES], 0);
    mission(&mut game, &[2, 3], &[]);
    let outcome = mission(&mut game, &[2, 3, 4], &[]);
    assert!(
        !tells_everyone(&outcome, |e| matches!(e, Event::RoundStarted { .. })),
        "round 3 waits"
    );
    let leader = game.leader();
    assert_eq!(leader, Seat(2));
    assert_eq!(game.public_view().awaiting, seats(&[4]));
    assert_eq!(game.choices(leader).propose, None);
    assert_eq!(game.legal_commands(leader), [Command::Leave]);
    assert_eq!(
        game.check(leader, &Command::propose(seats(&[2, 3]))),
        Err(CommandError::WrongPhase {
            command: CommandKind::ProposeTeam,
            phase: PhaseKind::Inquisition
        })
    );
    let outcome = inspect(&mut game, 1);
    assert_eq!(game.public_view().inquisitor, Some(Seat(1)));
    assert!(public(&outcome).contains(&Event::RoundStarted {
        round: 3,
        leader: Seat(2),
        team_size: 2,
        fails_needed: 1
    }));
    assert_eq!(game.phase(), PhaseKind::Proposal);
    assert!(game.is_legal(leader, &Command::propose(seats(&[2, 3]))));
    // The new holder inspects next, and never a former holder.
    mission(&mut game, &[1, 2], &[1]);
    assert_eq!(game.public_view().awaiting, seats(&[1]));
    assert_eq!(game.choices(Seat(1)).inspect, Some(seats(&[0, 2, 3])));
    assert_eq!(game.choices(Seat(4)).inspect, None);
    inspect(&mut game, 3);
    assert_eq!(game.public_view().inquisitor, Some(Seat(3)));
}

// ---------------------------------------------------------------------------------
// HA Hidden agendas
// ---------------------------------------------------------------------------------

fn agendas(kind: AgendaKind) -> GameConfig {
    GameConfig::new(5, 1).with_agendas(kind)
}

/// HA1: before round 1 every player secretly names a seat; the choice is sealed: only
/// its owner's view shows it, everyone else learns only that it was chosen. Round 1
/// opens once every agenda is in.
#[test]
fn ha1_agenda_sealed_only_owner_sees() {
    let (game, opening) = Game::start(agendas(AgendaKind::Single)).expect("valid");
    assert!(opening.contains(&Envelope::public(Event::Agenda(
        AgendaEvent::AgendaChoiceBegan
    ))));
    assert!(
        !opening
            .iter()
            .any(|e| matches!(e.event, Event::RoundStarted { .. }))
    );
    assert_eq!(game.phase(), PhaseKind::AgendaChoice);
    let mut game = deal(agendas(AgendaKind::Single), &[SPY, SPY, RES, RES, RES], 0);
    assert_eq!(game.phase(), PhaseKind::AgendaChoice);
    assert_eq!(
        game.public_view().phase,
        PhaseView::AgendaChoice {
            chosen: SeatSet::EMPTY
        }
    );
    assert_eq!(game.public_view().awaiting, SeatSet::all(5));
    for seat in every_seat(5) {
        let choices = game.choices(seat);
        assert_eq!(
            choices.choose_agenda,
            Some(TeamChoice {
                size: 1,
                from: SeatSet::all(5)
            })
        );
        assert_eq!(choices.propose, None);
    }
    assert_eq!(
        game.check(Seat(0), &Command::propose(seats(&[0, 1]))),
        Err(CommandError::WrongPhase {
            command: CommandKind::ProposeTeam,
            phase: PhaseKind::AgendaChoice
        })
    );
    let outcome = game
        .apply(Seat(2), Command::choose_agenda(seats(&[0])))
        .expect("seals");
    assert_eq!(
        outcome.events.as_slice(),
        [Envelope::public(Event::Agenda(AgendaEvent::AgendaChosen {
            seat: Seat(2)
        }))]
    );
    assert_eq!(game.view(Seat(2)).expect("seat").agenda, Some(seats(&[0])));
    let table = game.public_view();
    assert_eq!(
        table.agendas.as_slice(),
        [PublicAgenda {
            owner: Seat(2),
            revealed: None
        }]
    );
    assert_eq!(
        table.phase,
        PhaseView::AgendaChoice {
            chosen: seats(&[2])
        }
    );
    for seat in [0u8, 1, 3, 4] {
        let view = game.view(Seat(seat)).expect("seat");
        assert_eq!(view.agenda, None);
        assert_eq!(view.table, table);
    }
    assert_eq!(game.choices(Seat(2)).choose_agenda, None);
    // The others seal theirs; the last one opens round 1.
    let mut last = None;
    for (seat, names) in [(0u8, &[3u8]), (4, &[1]), (1, &[2]), (3, &[3])] {
        assert_eq!(game.phase(), PhaseKind::AgendaChoice);
        last = Some(
            game.apply(Seat(seat), Command::choose_agenda(seats(names)))
                .expect("seals"),
        );
    }
    let outcome = last.expect("sealed");
    assert_eq!(
        public(&outcome),
        [
            Event::Agenda(AgendaEvent::AgendaChosen { seat: Seat(3) }),
            Event::RoundStarted {
                round: 1,
                leader: Seat(0),
                team_size: 2,
                fails_needed: 1
            }
        ]
    );
    assert_eq!(game.phase(), PhaseKind::Proposal);
    for (seat, names) in [(0u8, &[3u8]), (1, &[2]), (2, &[0]), (3, &[3]), (4, &[1])] {
        assert_eq!(
            game.view(Seat(seat)).expect("seat").agenda,
            Some(seats(names))
        );
    }
    assert!(
        game.public_view()
            .agendas
            .iter()
            .all(|a| a.revealed.is_none())
    );
}

/// HA2: a double agenda seals two different names, and nothing public tells it from a
/// single one until it is revealed: same events, same public view, same view for
/// everyone else. (Here every player seals as many as the table's kind says; each
/// player's own choice of one name or two is checked below.)
#[test]
fn ha2_double_agenda_count_hidden_until_revealed() {
    let roles = [SPY, SPY, RES, RES, RES];
    let mut single = deal(agendas(AgendaKind::Single), &roles, 0);
    let mut double = deal(agendas(AgendaKind::Double), &roles, 0);
    assert_eq!(
        double.choices(Seat(2)).choose_agenda,
        Some(TeamChoice {
            size: 2,
            from: SeatSet::all(5)
        })
    );
    let sealed_one = single
        .apply(Seat(2), Command::choose_agenda(seats(&[0])))
        .expect("seals");
    let sealed_two = double
        .apply(Seat(2), Command::choose_agenda(seats(&[0, 3])))
        .expect("seals");
    assert_eq!(sealed_one, sealed_two);
    assert_eq!(single.public_view(), double.public_view());
    for seat in [0u8, 1, 3, 4] {
        assert_eq!(single.view(Seat(seat)), double.view(Seat(seat)));
    }
    assert_eq!(
        double.view(Seat(2)).expect("seat").agenda,
        Some(seats(&[0, 3]))
    );
    // Revealed, both names are public.
    let outcome = double
        .apply(Seat(2), Command::reveal_agenda(Seat(2)))
        .expect("reveals");
    assert_eq!(
        outcome.events.as_slice(),
        [Envelope::public(Event::Agenda(
            AgendaEvent::AgendaRevealed {
                seat: Seat(2),
                names: seats(&[0, 3])
            }
        ))]
    );
    assert_eq!(
        double.public_view().agendas.as_slice(),
        [PublicAgenda {
            owner: Seat(2),
            revealed: Some(seats(&[0, 3]))
        }]
    );
}

/// HA2, each player's choice (`AgendaKind::SingleOrDouble`): a seat that has not
/// sealed is offered one name or two from every seat, and its legal agenda commands
/// are every single name and every pair of different seats, each once and in
/// ascending order, all of them accepted. Single and double agendas offer one size
/// only. Players seal different counts; each event says only who sealed; each view
/// shows its own names; round 1 opens once all are in.
#[test]
fn ha2_each_player_seals_one_name_or_two_where_the_configuration_allows() {
    let all = SeatSet::all(5);
    let sized = |size| Some(TeamChoice { size, from: all });
    for (kind, one, two) in [
        (AgendaKind::Single, sized(1), None),
        (AgendaKind::Double, sized(2), None),
        (AgendaKind::SingleOrDouble, sized(1), sized(2)),
    ] {
        let game = deal(agendas(kind), &[SPY, SPY, RES, RES, RES], 0);
        let choices = game.choices(Seat(3));
        assert_eq!(
            (choices.choose_agenda, choices.choose_double_agenda),
            (one, two)
        );
    }
    let mut game = deal(
        agendas(AgendaKind::SingleOrDouble),
        &[SPY, SPY, RES, RES, RES],
        0,
    );
    let singles: Vec<SeatSet> = every_seat(5).map(SeatSet::only).collect();
    let pairs: Vec<SeatSet> = (0..5u8)
        .flat_map(|first| (first + 1..5).map(move |second| seats(&[first, second])))
        .collect();
    assert_eq!(pairs.len(), 10);
    for seat in every_seat(5) {
        let sealing: Vec<Command> = game
            .legal_commands(seat)
            .into_iter()
            .filter(|command| {
                matches!(command, Command::Agenda(AgendaCommand::ChooseAgenda { .. }))
            })
            .collect();
        assert_eq!(sealing.len(), singles.len() + pairs.len(), "{seat}");
        for (i, command) in sealing.iter().enumerate() {
            assert!(!sealing[..i].contains(command), "{command:?} listed twice");
            let Command::Agenda(AgendaCommand::ChooseAgenda { names }) = command else {
                unreachable!("filtered");
            };
            assert!(
                names.windows(2).all(|w| w[0] < w[1]),
                "ascending: {names:?}"
            );
            assert!(game.clone().apply(seat, *command).is_ok(), "{command:?}");
        }
        for names in singles.iter().chain(&pairs) {
            assert!(
                sealing.contains(&Command::choose_agenda(*names)),
                "{names:?}"
            );
        }
    }
    let sealed: [&[u8]; 5] = [&[3], &[0, 4], &[2], &[1, 2], &[0]];
    for (seat, names) in every_seat(5).zip(sealed) {
        assert_eq!(game.phase(), PhaseKind::AgendaChoice);
        let outcome = game
            .apply(seat, Command::choose_agenda(seats(names)))
            .expect("seals");
        assert_eq!(
            outcome.events[0],
            Envelope::public(Event::Agenda(AgendaEvent::AgendaChosen { seat }))
        );
        assert!(private(&outcome).is_empty());
        let choices = game.choices(seat);
        assert_eq!(
            (choices.choose_agenda, choices.choose_double_agenda),
            (None, None)
        );
        assert_eq!(game.view(seat).expect("seat").agenda, Some(seats(names)));
    }
    assert_eq!(game.phase(), PhaseKind::Proposal);
    assert!(
        game.public_view()
            .agendas
            .iter()
            .all(|agenda| agenda.revealed.is_none())
    );
}

/// HA2: what every seat but `owner` can observe of `a` and `b` is the same: its
/// view, its choices, its legal commands, the refusals of what it might send about
/// agendas, and the public view.
fn assert_alike_but_for(a: &Game, b: &Game, owner: Seat) {
    assert_eq!(a.public_view(), b.public_view());
    let players = a.players();
    for seat in every_seat(players).filter(|&seat| seat != owner) {
        assert_eq!(a.view(seat), b.view(seat), "{seat}");
        assert_eq!(a.choices(seat), b.choices(seat), "{seat}");
        assert_eq!(a.legal_commands(seat), b.legal_commands(seat), "{seat}");
        for target in every_seat(players) {
            for command in [
                Command::reveal_agenda(target),
                Command::choose_agenda(SeatSet::only(target)),
                Command::choose_agenda(seats(&[target.0, (target.0 + 1) % players])),
            ] {
                assert_eq!(a.check(seat, &command), b.check(seat, &command));
            }
        }
    }
}

/// HA2, per player: where each player chooses, a seat that seals one name and the
/// same seat sealing two cause the same events, and leave every other seat and the
/// public view in the same place, through the sealing of the others and a mission,
/// until the agenda is revealed: by its owner (HA3), by leaving (HA4) or at the
/// end (HA5), each of which shows the names, and so how many.
#[test]
fn ha2_how_many_names_a_player_sealed_stays_hidden_until_revealed() {
    let roles = [SPY, SPY, RES, RES, RES];
    let config = agendas(AgendaKind::SingleOrDouble);
    let owner = Seat(2);
    let mut one = deal(config, &roles, 0);
    let mut two = one.clone();
    let sealed_one = one
        .apply(owner, Command::choose_agenda(seats(&[0])))
        .expect("one name seals");
    let sealed_two = two
        .apply(owner, Command::choose_agenda(seats(&[0, 3])))
        .expect("two names seal");
    assert_eq!(sealed_one, sealed_two);
    assert_alike_but_for(&one, &two, owner);
    assert_eq!(one.view(owner).expect("seat").agenda, Some(seats(&[0])));
    assert_eq!(two.view(owner).expect("seat").agenda, Some(seats(&[0, 3])));
    // The others seal the same agendas in both, some one name and some two.
    for (seat, names) in [(0u8, &[1u8][..]), (1, &[3, 4]), (3, &[2]), (4, &[0, 1])] {
        let command = Command::choose_agenda(seats(names));
        let events = one.apply(Seat(seat), command).expect("seals");
        assert_eq!(two.apply(Seat(seat), command).expect("seals"), events);
        assert_alike_but_for(&one, &two, owner);
    }
    assert_eq!(one.phase(), PhaseKind::Proposal);
    let events = mission(&mut one, &[0, 2], &[0]);
    assert_eq!(mission(&mut two, &[0, 2], &[0]), events);
    assert_alike_but_for(&one, &two, owner);

    // HA3: the owner reveals: the names, and with them how many, go public.
    for (game, names) in [(&one, seats(&[0])), (&two, seats(&[0, 3]))] {
        let mut revealed = game.clone();
        let outcome = revealed
            .apply(
                owner,
                Command::Agenda(AgendaCommand::RevealAgenda { owner }),
            )
            .expect("reveals");
        assert_eq!(
            outcome.events.as_slice(),
            [Envelope::public(Event::Agenda(
                AgendaEvent::AgendaRevealed { seat: owner, names }
            ))]
        );
        let table = revealed.public_view();
        let entry = table.agendas.iter().find(|a| a.owner == owner);
        assert_eq!(entry.and_then(|a| a.revealed), Some(names));
        // HA4: leaving reveals them too.
        let mut left = game.clone();
        let outcome = left.apply(owner, Command::Leave).expect("leaves");
        assert!(
            outcome
                .public_events()
                .any(|e| *e == Event::Agenda(AgendaEvent::AgendaRevealed { seat: owner, names }))
        );
    }

    // HA5: at the end every name shows, and each is an accusation of its own.
    for game in [&mut one, &mut two] {
        mission(game, &[1, 2, 3], &[1]);
        mission(game, &[2, 3], &[]);
        mission(game, &[0, 3, 4], &[0]);
        assert!(game.is_over());
    }
    let accusations_of = |game: &Game| -> Vec<Seat> {
        final_reveal(game)
            .accusations
            .iter()
            .filter(|a| a.owner == owner)
            .map(|a| a.named)
            .collect()
    };
    assert_eq!(accusations_of(&one), [Seat(0)]);
    assert_eq!(accusations_of(&two), [Seat(0), Seat(3)]);
    assert_ne!(one.public_view().agendas, two.public_view().agendas);
}

/// HA3: `seat`'s reveal in `game` takes no turn: one public event with the names, and
/// otherwise the same phase, the same public table (but that agenda) and the same
/// choices for everyone (but the reveal itself). Returns how many seats could reveal.
fn assert_reveal_uses_no_turn(game: &Game) -> usize {
    let mut revealers = 0;
    for seat in every_seat(game.players()) {
        if !game.choices(seat).reveal_agenda {
            continue;
        }
        let names = game.view(seat).expect("seat").agenda.expect("an agenda");
        let mut after = game.clone();
        let outcome = after
            .apply(seat, Command::reveal_agenda(seat))
            .expect("the owner reveals");
        assert_eq!(
            outcome.events.as_slice(),
            [Envelope::public(Event::Agenda(
                AgendaEvent::AgendaRevealed { seat, names }
            ))]
        );
        assert_eq!(
            (
                after.phase(),
                after.round(),
                after.leader(),
                after.awaiting()
            ),
            (game.phase(), game.round(), game.leader(), game.awaiting())
        );
        let mut table = after.public_view();
        let entry = table
            .agendas
            .as_mut_slice()
            .iter_mut()
            .find(|a| a.owner == seat)
            .expect("listed");
        assert_eq!(entry.revealed, Some(names));
        entry.revealed = None;
        assert_eq!(table, game.public_view());
        for other in every_seat(game.players()) {
            let mut expected = game.choices(other);
            if other == seat {
                expected.reveal_agenda = false;
            }
            assert_eq!(after.choices(other), expected, "{other}");
        }
        assert_eq!(
            after.check(seat, &Command::reveal_agenda(seat)),
            Err(CommandError::Agenda(AgendaError::NoHiddenAgenda { seat }))
        );
        revealers += 1;
    }
    revealers
}

/// HA3: the owner may reveal their agenda at any moment before the end — while
/// agendas are chosen, during a proposal, a vote, a mission, a trapping, an
/// inquisition or the assassination — without using their turn; not after the end.
#[test]
fn ha3_owner_reveals_any_time_without_using_turn() {
    let config = assassin(AssassinOptions::default())
        .with_agendas(AgendaKind::Single)
        .with_trapper()
        .with_inquisitor();
    let mut game = deal(config, &ASSASSIN_FIVE, 0);
    assert_eq!(assert_reveal_uses_no_turn(&game), 0, "nothing sealed yet");
    game.apply(Seat(0), Command::choose_agenda(seats(&[2])))
        .expect("seals");
    assert_eq!(assert_reveal_uses_no_turn(&game), 1, "while others choose");
    for (seat, name) in [(1u8, 3u8), (2, 0), (3, 1), (4, 0)] {
        game.apply(Seat(seat), Command::choose_agenda(seats(&[name])))
            .expect("seals");
    }
    assert_eq!(game.phase(), PhaseKind::Proposal);
    assert_eq!(assert_reveal_uses_no_turn(&game), 5);
    propose(&mut game, &[2, 3, 4]);
    game.apply(Seat(1), Command::vote(false)).expect("votes");
    assert_eq!(game.phase(), PhaseKind::Voting);
    assert_eq!(assert_reveal_uses_no_turn(&game), 5);
    for seat in [0u8, 2, 3, 4] {
        game.apply(Seat(seat), Command::vote(true)).expect("votes");
    }
    game.apply(Seat(2), Command::play(Success)).expect("plays");
    assert_eq!(game.phase(), PhaseKind::Mission);
    assert_eq!(assert_reveal_uses_no_turn(&game), 5);
    for seat in [3u8, 4] {
        game.apply(Seat(seat), Command::play(Success))
            .expect("plays");
    }
    assert_eq!(game.phase(), PhaseKind::Trapping);
    assert_eq!(assert_reveal_uses_no_turn(&game), 5);
    set_aside(&mut game, 2);
    // Seat 3 does reveal, mid-game; the others keep theirs sealed.
    game.apply(Seat(3), Command::reveal_agenda(Seat(3)))
        .expect("reveals");
    mission(&mut game, &[1, 2, 3, 4], &[]);
    set_aside(&mut game, 1);
    assert_eq!(game.phase(), PhaseKind::Inquisition);
    assert_eq!(assert_reveal_uses_no_turn(&game), 4);
    inspect(&mut game, 0);
    mission(&mut game, &[2, 3, 4], &[]);
    set_aside(&mut game, 3);
    assert_eq!(game.phase(), PhaseKind::Assassination);
    assert_eq!(assert_reveal_uses_no_turn(&game), 4);
    game.apply(Seat(0), Command::assassinate(Seat(2)))
        .expect("names");
    assert!(game.is_over());
    assert_eq!(assert_reveal_uses_no_turn(&game), 0);
    assert_eq!(
        game.check(Seat(1), &Command::reveal_agenda(Seat(1))),
        Err(CommandError::GameOver)
    );
}

/// HA4, LV1: a player who leaves has their face-down agenda revealed to all, under
/// either leave policy; a player with no face-down agenda reveals nothing.
#[test]
fn ha4_leaving_reveals_agendas() {
    let roles = [SPY, SPY, RES, RES, RES];
    let names: [&[u8]; 5] = [&[2, 3], &[3, 4], &[0, 1], &[0, 4], &[1, 2]];
    // End-game policy, during a vote.
    let mut game = deal(agendas(AgendaKind::Double), &roles, 0);
    choose_agendas(&mut game, &names);
    propose(&mut game, &[0, 2]);
    let outcome = game.apply(Seat(3), Command::Leave).expect("leaves");
    let events = public(&outcome);
    assert_eq!(
        events[..2],
        [
            Event::PlayerLeft {
                seat: Seat(3),
                awaiting_substitute: false
            },
            Event::Agenda(AgendaEvent::AgendaRevealed {
                seat: Seat(3),
                names: seats(&[0, 4])
            }),
        ]
    );
    assert_eq!(
        game_ended(&outcome),
        Some((None, EndReason::Abandoned { seat: Seat(3) }))
    );
    assert!(private(&outcome).is_empty());
    let revealed: Vec<Option<SeatSet>> = game
        .public_view()
        .agendas
        .iter()
        .map(|a| a.revealed)
        .collect();
    // The leaver's went face up by HA4 (the event above); the end turns the rest face
    // up too (HA5), and the reveal still tells which were revealed before the end.
    assert!(revealed.iter().all(Option::is_some), "{revealed:?}");
    let reveal = final_reveal(&game);
    assert_eq!(reveal.agendas.len(), 5);
    let revealed_before_end: Vec<Seat> = reveal
        .agendas
        .iter()
        .filter(|a| a.revealed)
        .map(|a| a.owner)
        .collect();
    assert_eq!(revealed_before_end, [Seat(3)]);
    assert_eq!(reveal.winners, SeatSet::EMPTY);

    // Substitute policy: the agenda is revealed, the game goes on; leaving again
    // reveals nothing more.
    let config = agendas(AgendaKind::Double).with_leave_policy(LeavePolicy::Substitute);
    let mut game = deal(config, &roles, 0);
    choose_agendas(&mut game, &names);
    let outcome = game.apply(Seat(1), Command::Leave).expect("leaves");
    assert_eq!(
        outcome.events.as_slice(),
        [
            Envelope::public(Event::PlayerLeft {
                seat: Seat(1),
                awaiting_substitute: true
            }),
            Envelope::public(Event::Agenda(AgendaEvent::AgendaRevealed {
                seat: Seat(1),
                names: seats(&[3, 4])
            })),
        ]
    );
    assert!(!game.is_over());
    assert_eq!(game.public_view().agendas[1].revealed, Some(seats(&[3, 4])));
    game.apply(Seat(1), Command::ClaimSeat).expect("claims");
    assert!(!game.choices(Seat(1)).reveal_agenda);
    let outcome = game.apply(Seat(1), Command::Leave).expect("leaves");
    assert_eq!(
        outcome.events.as_slice(),
        [Envelope::public(Event::PlayerLeft {
            seat: Seat(1),
            awaiting_substitute: true
        })]
    );

    // Leaving before choosing reveals nothing; the substitute then chooses.
    let mut game = deal(config, &roles, 0);
    let outcome = game.apply(Seat(4), Command::Leave).expect("leaves");
    assert_eq!(outcome.events.len(), 1);
    game.apply(Seat(4), Command::ClaimSeat).expect("claims");
    assert!(game.choices(Seat(4)).choose_agenda.is_some());
}

/// HA5: at the end every agenda is revealed to all, and each accusation is judged by
/// the named player's final allegiance (DF4: a switched Defector counts on their new
/// side).
#[test]
fn ha5_end_reveals_agendas_and_judges_accusations() {
    let config = agendas(AgendaKind::Double).with_defector(DefectorVariant::Standard);
    let mut game = deal(config, &DEFECTOR_FIVE, 0);
    order_loyalty_deck(&mut game, [Switch, NoChange, NoChange, NoChange, Switch]);
    let names: [&[u8]; 5] = [&[1, 3], &[3, 4], &[0, 4], &[0, 2], &[1, 2]];
    choose_agendas(&mut game, &names);
    game.apply(Seat(3), Command::reveal_agenda(Seat(3)))
        .expect("reveals");
    mission(&mut game, &[0, 3], &[0]);
    mission(&mut game, &[1, 3, 4], &[1]);
    // Round 3 flipped a Switch: seat 2 is now a spy, seat 1 Resistance.
    for view in views(&game) {
        let own = names[view.seat.index()];
        assert_eq!(view.agenda, Some(seats(own)));
    }
    assert_nothing_revealed(&game);
    let outcome = mission(&mut game, &[2, 4], &[2]);
    assert_eq!(
        game_ended(&outcome),
        Some((Some(Allegiance::Spy), EndReason::ThreeFailures))
    );
    let reveal = final_reveal(&game);
    let mut sealed: Vec<(u8, SeatSet, bool)> = reveal
        .agendas
        .iter()
        .map(|a| (a.owner.0, a.names, a.revealed))
        .collect();
    sealed.sort_by_key(|a| a.0);
    let expected: Vec<(u8, SeatSet, bool)> = names
        .iter()
        .enumerate()
        .map(|(owner, list)| (owner as u8, seats(list), owner == 3))
        .collect();
    assert_eq!(sealed, expected);
    let mut accusations: Vec<Accusation> = reveal.accusations.to_vec();
    accusations.sort_by_key(|a| (a.owner, a.named));
    let judged = |owner: u8, named: u8, right: bool| Accusation {
        owner: Seat(owner),
        named: Seat(named),
        right,
    };
    assert_eq!(
        accusations,
        [
            judged(0, 1, false),
            judged(0, 3, false),
            judged(1, 3, false),
            judged(1, 4, false),
            judged(2, 0, true),
            judged(2, 4, false),
            judged(3, 0, true),
            judged(3, 2, true),
            judged(4, 1, false),
            judged(4, 2, true),
        ]
    );
    assert_eq!(reveal.winners, seats(&[0, 2]));
}

// ---------------------------------------------------------------------------------
// LV1 and B13 with the modules
// ---------------------------------------------------------------------------------

/// LV1: leaving during a module's phase (trapping, inquisition, assassination) ends
/// the game abandoned, keeping what was under way; under the substitute policy the
/// game waits for the seat.
#[test]
fn lv1_leaving_during_module_phases() {
    let config = assassin(AssassinOptions::default())
        .with_trapper()
        .with_inquisitor();
    // The same two missions, then (the first) the trapping and (the second) the
    // inquisition after them.
    let two_missions_in = |config: GameConfig| -> (Game, Game) {
        let mut game = deal(config, &ASSASSIN_FIVE, 0);
        mission(&mut game, &[0, 2, 3], &[0]);
        assert_eq!(game.phase(), PhaseKind::Trapping);
        let trapping = game.clone();
        set_aside(&mut game, 2);
        mission(&mut game, &[1, 2, 3, 4], &[]);
        set_aside(&mut game, 1);
        assert_eq!(game.phase(), PhaseKind::Inquisition);
        (trapping, game)
    };
    let (trapping, inquisition) = two_missions_in(config);
    let mut game = inquisition.clone();
    inspect(&mut game, 2);
    mission(&mut game, &[2, 3, 4], &[]);
    set_aside(&mut game, 2);
    inspect(&mut game, 3);
    mission(&mut game, &[1, 2, 3, 4], &[]);
    set_aside(&mut game, 4);
    assert_eq!(game.phase(), PhaseKind::Assassination);
    let assassination = game;
    for (game, unfinished) in [
        (&trapping, true),
        (&inquisition, false),
        (&assassination, false),
    ] {
        for seat in every_seat(5) {
            let mut left = game.clone();
            let outcome = left.apply(seat, Command::Leave).expect("leaves");
            assert_eq!(
                game_ended(&outcome),
                Some((None, EndReason::Abandoned { seat }))
            );
            let reveal = final_reveal(&left);
            assert_eq!(
                matches!(reveal.unfinished, Unfinished::Mission(m) if m.failed_by == seats(&[0])),
                unfinished
            );
        }
    }
    // Substitute policy: the holder leaves; the game waits for their substitute.
    let (_, mut game) = two_missions_in(config.with_leave_policy(LeavePolicy::Substitute));
    game.apply(Seat(4), Command::Leave).expect("leaves");
    assert_eq!(game.phase(), PhaseKind::Inquisition);
    assert_eq!(game.legal_commands(Seat(4)), [Command::ClaimSeat]);
    game.apply(Seat(4), Command::ClaimSeat).expect("claims");
    inspect(&mut game, 2);
    assert_eq!(game.phase(), PhaseKind::Proposal);
}

/// B13 with the modules: in random games no set-aside card, inspection result or
/// agenda reaches anyone but its owner before the end (TR3, IQ2, HA1); every private
/// event goes to one seat; the final reveal then shows exactly the hidden choices,
/// with winners and accusations judged by final allegiance (DF4, HA5).
#[test]
#[cfg_attr(
    miri,
    ignore = "coverage of the hidden choices over 150 games: Miri affords two or three"
)]
fn b13_modules_hidden_choices_revealed_only_at_the_end() {
    // Games that ended, and that ended with a set-aside card, an inspection, an agenda.
    let mut covered = [0u32; 4];
    for seed in 0..150u64 {
        let players = 5 + (seed % 6) as u8;
        let bits = (seed as u32).wrapping_mul(2_654_435_761) >> 7;
        let config = support::config_with_modules(players, seed, seed % 4 == 0, bits);
        let mut game = Game::new(config).expect("valid");
        let mut rng = GameRng::from_seed_number(seed + 10_000);
        for _ in 0..3_000 {
            let Some((seat, command)) = support::random_step(&game, &mut rng, Style::RESTLESS)
            else {
                break;
            };
            let leader = game.leader();
            let holder = game.public_view().inquisitor;
            let outcome = game.apply(seat, command).expect("a legal command");
            for envelope in outcome.events.iter() {
                match envelope.event {
                    Event::Trapper(TrapperEvent::TrappedCardSeen { .. }) => {
                        assert_eq!(envelope.audience, Audience::seat(leader));
                    }
                    Event::Inquisitor(InquisitorEvent::LoyaltyShown { .. }) => {
                        let holder = holder.expect("a holder");
                        assert_eq!(envelope.audience, Audience::seat(holder));
                    }
                    Event::Plot(PlotEvent::PlotCardShown { .. }) => {
                        let viewer = support::plot_card_viewer(seat, command);
                        assert_eq!(envelope.audience, Audience::seat(viewer));
                    }
                    _ => assert!(envelope.audience.is_public(), "{envelope:?}"),
                }
            }
            if game.is_over() {
                continue;
            }
            let state = game.state();
            for view in views(&game) {
                let seat = view.seat;
                assert_eq!(view.table.reveal, None);
                let trapped: Vec<TrappedCard> = state
                    .trapper
                    .trapped
                    .iter()
                    .filter(|t| t.leader == seat)
                    .copied()
                    .collect();
                assert_eq!(view.trapped.as_slice(), trapped);
                let inspections: Vec<InspectionResult> = state
                    .inquisitor
                    .inspections
                    .iter()
                    .filter(|r| r.inspection.holder == seat)
                    .copied()
                    .collect();
                assert_eq!(view.inspections.as_slice(), inspections);
                assert_eq!(view.agenda, state.agenda(seat).map(|a| a.names));
                let seen: Vec<PlotSight> = state
                    .plot
                    .sights
                    .iter()
                    .filter(|s| s.viewer == seat)
                    .copied()
                    .collect();
                assert_eq!(view.plot.map(|p| p.seen.to_vec()).unwrap_or_default(), seen);
                for agenda in view.table.agendas.iter() {
                    let sealed = state.agenda(agenda.owner).expect("chosen");
                    assert_eq!(agenda.revealed, sealed.revealed.then_some(sealed.names));
                }
            }
        }
        if !game.is_over() {
            continue;
        }
        let state = game.state();
        let reveal = final_reveal(&game);
        covered[0] += 1;
        covered[1] += u32::from(!reveal.trapped.is_empty());
        covered[2] += u32::from(!reveal.inspections.is_empty());
        covered[3] += u32::from(!reveal.agendas.is_empty());
        assert_eq!(reveal.trapped, state.trapper.trapped);
        assert_eq!(reveal.inspections, state.inquisitor.inspections);
        assert_eq!(reveal.agendas, state.agendas.sealed);
        assert_eq!(
            reveal.plot_sights,
            state.config.plot_cards.then_some(state.plot.sights)
        );
        let spies: SeatSet = every_seat(players)
            .filter(|&s| reveal.allegiances[s.index()] == Allegiance::Spy)
            .collect();
        let expected: Vec<Accusation> = state
            .agendas
            .sealed
            .iter()
            .flat_map(|a| {
                a.names.iter().map(move |named| Accusation {
                    owner: a.owner,
                    named,
                    right: spies.contains(named),
                })
            })
            .collect();
        assert_eq!(reveal.accusations.as_slice(), expected);
        let winners = match game.result().and_then(|r| r.winner) {
            Some(Allegiance::Spy) => spies,
            Some(Allegiance::Resistance) => SeatSet::all(players).difference(spies),
            None => SeatSet::EMPTY,
        };
        assert_eq!(reveal.winners, winners, "seed {seed}");
    }
    assert!(
        covered[0] >= 100 && covered[1..].iter().all(|&n| n >= 20),
        "{covered:?}"
    );
}
