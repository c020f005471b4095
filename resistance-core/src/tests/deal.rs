//! A host's deal (`GameConfig::deal`): the roles it gives, by seat, and nothing else
//! of the game changes (B1).

use super::support::{Style, config_with_modules, play, proptest_config, setups};
use crate::{
    kernel::{GameRng, Seat},
    resistance::{
        config::{ConfigError, GameConfig},
        game::Game,
        role::{Role, RoleList},
    },
};
use proptest::prelude::*;

/// `roles` with the cards of seats `a` and `b` exchanged.
fn swapped(roles: RoleList, a: usize, b: usize) -> RoleList {
    let mut roles = roles;
    roles.as_mut_slice().swap(a, b);
    roles
}

proptest! {
    #![proptest_config(proptest_config(64, 2))]

    /// A deal of the seed's own roles makes the same game as the seed; another
    /// order of the same cards gives those roles and changes nothing public: the
    /// first leader, the loyalty cards and plot cards the seed shuffled, every
    /// public view along the same commands.
    #[test]
    fn a_deal_gives_its_roles_and_leaves_the_rest_to_the_seed(
        (players, seed, bits) in setups(10),
        a in 0usize..10,
        b in 0usize..10,
        driver in any::<u64>(),
    ) {
        let config = config_with_modules(players, seed, false, bits);
        let seeded = Game::new(config).unwrap();
        let roles = seeded.state().roles;
        let same = Game::new(config.with_deal(roles)).unwrap();
        prop_assert_eq!(same.state().roles, roles);
        prop_assert_eq!(same.public_view(), seeded.public_view());

        let (a, b) = (a % usize::from(players), b % usize::from(players));
        let other = config.with_deal(swapped(roles, a, b));
        let mut dealt = Game::new(other).unwrap();
        prop_assert_eq!(dealt.state().roles, swapped(roles, a, b));
        for seat in 0..players {
            let seat = Seat(seat);
            prop_assert_eq!(dealt.view(seat).unwrap().role, dealt.state().roles[seat.index()]);
        }
        // Along the seeded game's commands, as far as the other deal accepts them
        // (a swapped spy may not fail a mission), the public table is the same.
        let played = play(config, driver, Style::STAY, 400);
        let mut seeded = Game::new(config).unwrap();
        for &(seat, command) in &played.commands {
            if dealt.apply(seat, command).is_err() {
                break;
            }
            seeded.apply(seat, command).unwrap();
            if seeded.is_over() {
                break;
            }
            prop_assert_eq!(
                dealt.public_view().leader,
                seeded.public_view().leader
            );
            prop_assert_eq!(
                &dealt.public_view().loyalty_cards,
                &seeded.public_view().loyalty_cards
            );
        }
    }
}

/// B1, AS1, DF1: a deal must be this configuration's deck, one card a seat.
#[test]
fn a_deal_of_other_cards_or_another_count_is_refused() {
    let config = GameConfig::new(5, 3);
    let deck: RoleList = [
        Role::Spy,
        Role::Spy,
        Role::Resistance,
        Role::Resistance,
        Role::Resistance,
    ]
    .into_iter()
    .collect();
    assert!(Game::new(config.with_deal(deck)).is_ok());
    let mut three_spies = deck;
    three_spies.as_mut_slice()[2] = Role::Spy;
    let short = RoleList::from_slice(&deck[..4]).unwrap();
    let mut commander = deck;
    commander.as_mut_slice()[4] = Role::Commander;
    for wrong in [three_spies, short, commander] {
        let refused = Game::new(config.with_deal(wrong)).unwrap_err();
        assert_eq!(
            refused,
            ConfigError::DealNotTheDeck {
                given: wrong.len() as u8,
                players: 5
            }
        );
        assert_eq!(refused.code(), "deal_not_the_deck");
    }
    // With the Assassin module the deck holds the Commander and the Assassin.
    let mut rng = GameRng::from_seed_number(1);
    let mut assassin = [
        Role::Assassin,
        Role::Spy,
        Role::Commander,
        Role::Resistance,
        Role::Resistance,
    ];
    rng.shuffle(&mut assassin);
    let with = config.with_assassin(Default::default());
    assert!(Game::new(with.with_deal(assassin.into_iter().collect())).is_ok());
    assert!(Game::new(with.with_deal(deck)).is_err());
}

#[cfg(feature = "serde")]
#[test]
fn a_deal_travels_in_the_configuration_and_is_left_out_without_one() {
    let config = GameConfig::new(5, 3);
    let plain = serde_json::to_string(&config).unwrap();
    assert!(!plain.contains("deal"), "{plain}");
    let roles = Game::new(config).unwrap().state().roles;
    let dealt = config.with_deal(swapped(roles, 0, 4));
    let text = serde_json::to_string(&dealt).unwrap();
    assert!(text.contains("\"deal\":[\""), "{text}");
    assert_eq!(serde_json::from_str::<GameConfig>(&text).unwrap(), dealt);
}

/// The configuration players may see leaves out the deal as it leaves out the
/// seed: either would give away every role.
#[cfg(feature = "json")]
#[test]
fn the_players_configuration_holds_no_deal() {
    let config = GameConfig::new(5, 3).with_assassin(Default::default());
    let roles = Game::new(config).unwrap().state().roles;
    let dealt = Game::new(config.with_deal(swapped(roles, 1, 2))).unwrap();
    let seen = crate::json::player_config_json(&dealt).unwrap();
    assert!(!seen.contains("deal") && !seen.contains("seed"), "{seen}");
    assert_eq!(
        seen,
        crate::json::player_config_json(&Game::new(config).unwrap()).unwrap()
    );
    let host = crate::json::to_json(dealt.seeded_config()).unwrap();
    assert!(host.contains("\"deal\":[\""), "{host}");
}

mod cells {
    //! A host's deal of the Cells variant (CE1).

    use crate::{
        cells::{CellsConfig, CellsConfigError, CellsDeal, CellsGame, Character},
        kernel::Seat,
    };

    const R: Character = Character::Resistance;
    const S: Character = Character::Spy;

    /// Four spies among three cells: CE1's `players + 1`.
    fn three_cells() -> CellsDeal {
        [[S, R, R], [S, S, R], [R, S, R]].into_iter().collect()
    }

    #[test]
    fn a_cells_deal_gives_its_cells_and_leaves_the_deck_and_first_player_to_the_seed() {
        for seed in 0..50 {
            let config = CellsConfig::new(3, seed);
            let seeded = CellsGame::new(config).unwrap();
            let dealt = CellsGame::new(config.with_deal(three_cells())).unwrap();
            for seat in 0..3u8 {
                let hand = dealt.view(Seat(seat)).unwrap().hand;
                assert_eq!(hand, Some(three_cells()[usize::from(seat)]));
            }
            assert_eq!(dealt.state().first_player, seeded.state().first_player);
            assert_eq!(dealt.state().deck, seeded.state().deck);
            assert_eq!(dealt.public_view(), seeded.public_view());
        }
    }

    #[test]
    fn a_cells_deal_of_other_cards_or_another_count_is_refused() {
        let config = CellsConfig::new(3, 1);
        let too_few_spies: CellsDeal = [[S, R, R], [R, S, R], [R, S, R]].into_iter().collect();
        let two_cells: CellsDeal = [[S, S, R], [S, S, R]].into_iter().collect();
        for (wrong, cells, spies) in [(too_few_spies, 3, 3), (two_cells, 2, 4)] {
            let refused = CellsGame::new(config.with_deal(wrong)).unwrap_err();
            assert_eq!(
                refused,
                CellsConfigError::DealNotTheDeck {
                    cells,
                    spies,
                    players: 3
                }
            );
            assert_eq!(refused.code(), "deal_not_the_deck");
        }
        // As docs/bad-input.md quotes it.
        assert_eq!(
            alloc::format!(
                "{}",
                CellsGame::new(config.with_deal(too_few_spies)).unwrap_err()
            ),
            "the deal must be one cell of 3 cards for each of the 3 players, with 4 Spy \
             cards in all; 3 cells with 3 Spy cards were given"
        );
    }

    #[cfg(feature = "json")]
    #[test]
    fn the_players_cells_configuration_holds_no_deal() {
        let dealt = CellsGame::new(CellsConfig::new(3, 1).with_deal(three_cells())).unwrap();
        let seen = crate::json::player_config_json(&dealt).unwrap();
        assert_eq!(seen, "{\"players\":3}");
        let host = crate::json::to_json(dealt.seeded_config()).unwrap();
        assert!(host.contains("\"deal\":[[\"spy\""), "{host}");
    }
}
