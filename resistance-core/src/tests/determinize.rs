//! A game rebuilt from one seat's view and any deal the deduction admits shows that
//! seat exactly the view it came from, offers it the same choices, and plays on to
//! an end by the rules.

use super::support::{Style, config_with_modules, proptest_config, random_step, scaled, setups};
use crate::{deduce::deduce, kernel::GameRng, kernel::Seat, resistance::game::Game};
use proptest::prelude::*;

proptest! {
    #![proptest_config(proptest_config(48, 1))]

    #[test]
    fn a_rebuilt_game_shows_the_seat_its_own_view(
        (players, seed, modules) in setups(scaled(10, 6)),
    ) {
        // Every module but plot cards (bit 11), which are not rebuilt.
        let config = config_with_modules(players, seed, seed % 2 == 0, modules & !(1 << 11));
        let mut game = Game::new(config).expect("valid config");
        let mut rng = GameRng::from_seed_number(seed);
        let mut steps = 0;
        while !game.is_over() {
            if steps % scaled(3, 50) == 0 {
                for seat in (0..players).map(Seat) {
                    let view = game.view(seat).expect("a seat at the table");
                    let deduction = deduce(&view).expect("a real view");
                    for deal in [game.state().roles, deduction.sample(&mut rng)] {
                        let rebuilt = Game::determinized(&view, &deal, &mut rng).expect("rebuilt");
                        prop_assert_eq!(rebuilt.view(seat).expect("seat"), view);
                        // HA2: whether each player may seal one name or two is
                        // the configuration's, which no view shows; it matters only
                        // while the agendas are sealed, which a search does not play.
                        if !matches!(view.table.phase, crate::resistance::view::PhaseView::AgendaChoice { .. }) {
                            prop_assert_eq!(rebuilt.choices(seat), game.choices(seat));
                            prop_assert_eq!(rebuilt.legal_commands(seat), game.legal_commands(seat));
                        }
                    }
                }
            }
            let Some((seat, command)) = random_step(&game, &mut rng, Style::STAY) else { break };
            game.apply(seat, command).expect("legal");
            steps += 1;
        }
    }
}
