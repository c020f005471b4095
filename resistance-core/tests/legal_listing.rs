//! The allocation-free listing of legal commands (`Game::legal_command_count`,
//! `Game::legal_command`, `Game::random_legal_command`, `TeamChoice::team`)
//! against the list `Game::legal_commands` builds, for every seat after every step
//! of random games with every module and with plot cards: the same count, the same
//! command at every index, and random draws from the list only.

use resistance_core::{
    Command, Game, GameConfig, GameRng, Seat, SeatSet, TeamChoice, agenda::AgendaKind,
    assassin::AssassinOptions, bot::playout::next_step, defector::DefectorVariant,
};

fn config(seed: u64) -> GameConfig {
    let players = 5 + (seed % 6) as u8;
    let mut config = GameConfig::new(players, seed);
    match seed % 4 {
        0 => config = config.with_plot_cards(),
        1 => {
            config = config
                .with_assassin(AssassinOptions {
                    body_guard: true,
                    ..AssassinOptions::default()
                })
                .with_trapper()
                .with_inquisitor()
                .with_agendas(AgendaKind::Double);
        }
        2 => config = config.with_defector(DefectorVariant::KnowEachOther),
        _ => {}
    }
    config
}

#[test]
fn the_listing_is_the_list() {
    let mut compared = 0;
    for seed in 0..80 {
        let Ok(mut game) = Game::new(config(seed)) else {
            continue;
        };
        let mut rng = GameRng::from_seed_number(seed);
        loop {
            for seat in (0..game.players()).map(Seat) {
                let list = game.legal_commands(seat);
                assert_eq!(game.legal_command_count(seat), list.len());
                for (index, command) in list.iter().enumerate() {
                    assert_eq!(game.legal_command(seat, index), Some(*command));
                }
                assert_eq!(game.legal_command(seat, list.len()), None);
                match game.random_legal_command(seat, &mut rng) {
                    Some(command) => assert!(list.contains(&command) && command != Command::Leave),
                    None => assert!(list.iter().all(|command| *command == Command::Leave)),
                }
                compared += 1;
            }
            let Some((seat, command)) = next_step(&game, &mut rng) else {
                break;
            };
            game.apply(seat, command)
                .expect("a command the game offered");
        }
    }
    assert!(compared > 10_000, "{compared} seats compared");
}

/// Every team of every size from every set of up to ten seats, by index, is the
/// team the iterator lists there.
#[test]
fn teams_by_index_are_the_teams_listed() {
    for mask in [0b11_1111_1111u16, 0b1011_0110_1101, 0b111, 0b1, 0] {
        let from: SeatSet = (0..16).filter(|i| mask & (1 << i) != 0).map(Seat).collect();
        for size in 0..=from.len() + 1 {
            let choice = TeamChoice { size, from };
            let teams: Vec<SeatSet> = choice.teams().collect();
            assert_eq!(choice.count(), teams.len(), "{size} of {from:?}");
            for (index, team) in teams.iter().enumerate() {
                assert_eq!(choice.team(index), Some(*team));
            }
            assert_eq!(choice.team(teams.len()), None);
        }
    }
}

/// A random legal command is drawn uniformly from the legal ones but leaving: at a
/// seven-player proposal (21 teams of two), 21,000 draws give each about 1,000
/// times.
#[test]
fn random_legal_commands_are_uniform() {
    let game = Game::new(GameConfig::new(7, 3)).unwrap();
    let leader = game.leader();
    let list = game.legal_commands(leader);
    assert_eq!(list.len(), 22);
    assert_eq!(list.last(), Some(&Command::Leave));
    let teams = &list[..21];
    let mut counts = vec![0u32; teams.len()];
    let mut rng = GameRng::from_seed_number(9);
    for _ in 0..21_000 {
        let command = game.random_legal_command(leader, &mut rng).unwrap();
        counts[teams.iter().position(|c| *c == command).unwrap()] += 1;
    }
    // Five standard deviations (about 31 draws) either way.
    assert!(
        counts.iter().all(|&n| (845..=1155).contains(&n)),
        "{counts:?}"
    );
}
