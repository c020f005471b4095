//! Bots: every command they choose is legal, for every module, and the game goes to
//! its end; a seat with nothing to do is refused; the stand-in reads nothing of its
//! seat's secrets (and, in the non-interference tests, plays alike for every role).

use super::support::{config_with_modules, proptest_config, scaled, setups};
use crate::resistance::modules::assassin::AssassinCommand;
use crate::{
    bot::{Bot, BotError, BotKind, Logical, Random, StandIn},
    kernel::Allegiance,
    kernel::GameRng,
    kernel::Seat,
    resistance::choices::Choices,
    resistance::command::Command,
    resistance::game::Game,
    resistance::view::PlayerView,
};
use alloc::vec::Vec;
use proptest::prelude::*;

/// Plays `game` to its end with `choose` choosing for each seat, checking each
/// command is among the seat's legal commands; returns the commands played.
fn play_out(
    game: &mut Game,
    rng: &mut GameRng,
    mut choose: impl FnMut(Seat, &PlayerView, &Choices, &mut GameRng) -> Result<Command, BotError>,
) -> usize {
    let mut played = 0;
    while let Some(seat) = game.awaiting().iter().next() {
        let view = game.view(seat).expect("a seat at the table");
        let choices = game.choices(seat);
        let command = choose(seat, &view, &choices, rng).expect("an awaited seat has a move");
        assert!(
            game.legal_commands(seat).contains(&command),
            "seat {seat:?} chose {command:?}"
        );
        game.apply(seat, command).expect("a legal command");
        played += 1;
        assert!(played < 2_000, "the game does not end");
    }
    played
}

/// A game of 5 to 10 players and some module combination, both drawn from `seed`
/// (`salt` varies the combination between tests).
fn mixed_game(seed: u64, salt: u32) -> Game {
    let modules = (seed as u32).wrapping_mul(salt);
    Game::new(config_with_modules(
        5 + (seed % 6) as u8,
        seed,
        false,
        modules,
    ))
    .expect("valid config")
}

proptest! {
    #![proptest_config(proptest_config(64, 1))]

    /// Every bot plays only legal commands and every game ends, with every module
    /// combination, player count and mix of bots.
    #[test]
    fn bots_play_legal_commands_to_the_end(
        (players, seed, modules) in setups(scaled(10, 5)),
        mix in proptest::collection::vec(0usize..3, 10),
    ) {
        let config = config_with_modules(players, seed, seed % 2 == 0, modules);
        let mut game = Game::new(config).expect("valid config");
        let bots: Vec<BotKind> = mix.iter().map(|&k| BotKind::ALL[k]).collect();
        let mut rng = GameRng::from_seed_number(seed);
        play_out(&mut game, &mut rng, |seat, view, choices, rng| bots[seat.index()].choose(view, choices, rng));
        prop_assert!(game.is_over());
    }
}

/// Choices that move the game on are the game's legal commands, less leaving and
/// revealing one's agenda: `Choices::commands` is `legal_commands`.
#[test]
fn choices_list_the_legal_commands() {
    for seed in 0..scaled(40, 2) {
        let mut game = mixed_game(seed, 0x9E37_79B9);
        let mut rng = GameRng::from_seed_number(seed);
        while let Some(seat) = game.awaiting().iter().next() {
            for other in (0..game.players()).map(Seat) {
                let held = game
                    .public_view()
                    .plot
                    .map(|plot| plot.held)
                    .unwrap_or_default();
                assert_eq!(
                    game.choices(other).commands(other, &held),
                    game.legal_commands(other)
                );
            }
            let command = Random
                .choose(&game.view(seat).unwrap(), &game.choices(seat), &mut rng)
                .unwrap();
            game.apply(seat, command).unwrap();
        }
    }
}

/// A seat the game is not waiting for gets a clear refusal from every bot.
#[test]
fn a_bot_for_a_seat_with_nothing_to_do_is_refused() {
    let game = Game::new(crate::resistance::config::GameConfig::new(5, 1)).unwrap();
    let idle = (0..5)
        .map(Seat)
        .find(|&seat| !game.awaiting().contains(seat))
        .unwrap();
    let view = game.view(idle).unwrap();
    for kind in BotKind::ALL {
        let refused = kind.choose(
            &view,
            &game.choices(idle),
            &mut GameRng::from_seed_number(1),
        );
        assert_eq!(refused, Err(BotError::NothingToDo { seat: idle.0 }));
        assert_eq!(refused.unwrap_err().code(), "nothing_to_do");
    }
    let over = {
        let mut game = game.clone();
        game.apply(idle, Command::Leave).unwrap();
        game
    };
    let view = over.view(idle).unwrap();
    assert!(matches!(
        Logical.choose(
            &view,
            &over.choices(idle),
            &mut GameRng::from_seed_number(1)
        ),
        Err(BotError::NothingToDo { .. })
    ));
}

/// The stand-in reads only the public table, its seat number and what any role in
/// the seat could do: swapping in another seat's secrets, or a spy's Fail option,
/// changes nothing.
#[test]
fn the_stand_in_reads_none_of_its_seats_secrets() {
    let mut checked = 0;
    for seed in 0..scaled(60, 2) {
        let mut game = mixed_game(seed, 0x85EB_CA6B);
        let mut rng = GameRng::from_seed_number(seed);
        while let Some(seat) = game.awaiting().iter().next() {
            let view = game.view(seat).unwrap();
            let choices = game.choices(seat);
            let command = StandIn.choose(&view, &choices, &mut rng).unwrap();
            for other in (0..game.players()).map(Seat) {
                let theirs = game.view(other).unwrap();
                let mixed = PlayerView {
                    role: theirs.role,
                    allegiance: theirs.allegiance,
                    sightings: theirs.sightings,
                    vote: theirs.vote,
                    mission_card: theirs.mission_card,
                    agenda: theirs.agenda,
                    cards_played: theirs.cards_played,
                    trapped: theirs.trapped,
                    inspections: theirs.inspections,
                    plot: theirs.plot,
                    ..view
                };
                let mut choices = choices;
                choices.play_fail = choices.play_success && theirs.allegiance == Allegiance::Spy;
                assert_eq!(StandIn.choose(&mixed, &choices, &mut rng), Ok(command));
                checked += 1;
            }
            game.apply(seat, command).unwrap();
        }
        assert!(game.is_over());
    }
    assert!(checked > scaled(10_000, 10), "{checked}");
}

/// The Resistance's win rate over `games` 5- or 7-player base games with `resistance`
/// bots on the Resistance side and `spies` on the spies'.
fn resistance_wins(players: u8, resistance: BotKind, spies: BotKind, games: u64) -> f64 {
    let wins = (0..games)
        .filter(|&seed| {
            let mut game =
                Game::new(crate::resistance::config::GameConfig::new(players, seed)).unwrap();
            let bots: Vec<BotKind> = game
                .state()
                .roles
                .iter()
                .map(|role| {
                    if role.allegiance() == Allegiance::Spy {
                        spies
                    } else {
                        resistance
                    }
                })
                .collect();
            play_out(
                &mut game,
                &mut GameRng::from_seed_number(seed),
                |seat, view, choices, rng| bots[seat.index()].choose(view, choices, rng),
            );
            game.public_view().result.and_then(|result| result.winner)
                == Some(Allegiance::Resistance)
        })
        .count();
    wins as f64 / games as f64
}

/// The logical bot beats the random one on both sides: Logical Resistance wins
/// more than Random Resistance against the same spies, and Logical spies hold the
/// Resistance to less than Random spies do. Each gap is over four standard
/// deviations of the difference (measured: 0.30 to 0.80).
#[test]
#[cfg_attr(miri, ignore = "statistics over hundreds of games")]
fn logical_beats_random_on_both_sides() {
    let games = 200;
    let sd = (0.5f64 / games as f64).sqrt();
    for players in [5, 7] {
        for other in [BotKind::Random, BotKind::Logical] {
            let logical = resistance_wins(players, BotKind::Logical, other, games);
            let random = resistance_wins(players, BotKind::Random, other, games);
            assert!(
                logical - random > 4.0 * sd,
                "{players} players, Resistance vs {other:?} spies: {logical} against {random}"
            );
            let logical = resistance_wins(players, other, BotKind::Logical, games);
            let random = resistance_wins(players, other, BotKind::Random, games);
            assert!(
                random - logical > 4.0 * sd,
                "{players} players, spies vs {other:?} Resistance: {logical} against {random}"
            );
        }
    }
}

/// The search bot plays only legal commands, to the end, with every module (plot
/// card games are played logically): with quick playouts at every seat, and with its
/// logical playouts at two seats among logical bots; here with few playouts.
#[test]
fn the_search_bot_plays_legal_commands_to_the_end() {
    use crate::bot::{Rollout, Search};
    let mut quick = Search {
        playouts: scaled(40, 2),
        rollout: Rollout::Quick,
    };
    let mut logical = Search {
        playouts: scaled(8, 2),
        rollout: Rollout::Logical,
    };
    for seed in 0..scaled(24, 1) {
        let mut game = mixed_game(seed, 0x2545_F491);
        let rng = &mut GameRng::from_seed_number(seed);
        play_out(&mut game, rng, |_, view, choices, rng| {
            quick.choose(view, choices, rng)
        });
        assert!(game.is_over());
    }
    // Not under Miri: a logical playout there takes minutes.
    for seed in 0..scaled(6, 0) {
        let mut game = mixed_game(seed, 0x9E37_79B9);
        let rng = &mut GameRng::from_seed_number(seed);
        play_out(&mut game, rng, |seat, view, choices, rng| {
            if seat.0 < 2 {
                logical.choose(view, choices, rng)
            } else {
                Logical.choose(view, choices, rng)
            }
        });
        assert!(game.is_over());
    }
}

/// The search bot with its logical playouts beats logical bots on both sides: over
/// the same 5-player deals (a paired design), searching Resistance seats win more
/// games than logical ones, and searching spies more than logical spies (measured
/// with 100 playouts, 200 games each: 169 against 113 of 200 as the Resistance, 193
/// against 87 as the spies; here 60 games at 60 playouts). The deals one side wins
/// and not the other decide: the difference must pass twice its standard deviation
/// (McNemar's, the square root of their number).
#[test]
#[cfg_attr(miri, ignore = "statistics over a hundred and twenty searched games")]
fn the_search_bot_beats_the_logical_bot_on_both_sides() {
    use crate::{bot::Search, kernel::Allegiance, resistance::config::GameConfig};
    let games = 60u64;
    let resistance_wins = |searching: Option<Allegiance>| -> Vec<bool> {
        let mut search = Search {
            playouts: 60,
            ..Search::default()
        };
        (0..games)
            .map(|seed| {
                let mut game = Game::new(GameConfig::new(5, 500 + seed)).unwrap();
                let rng = &mut GameRng::from_seed_number(seed);
                play_out(&mut game, rng, |_, view, choices, rng| {
                    if Some(view.allegiance) == searching {
                        search.choose(view, choices, rng)
                    } else {
                        Logical.choose(view, choices, rng)
                    }
                });
                game.result().and_then(|result| result.winner) == Some(Allegiance::Resistance)
            })
            .collect()
    };
    let logical = resistance_wins(None);
    // Deals the first list's Resistance won and the second's lost, less the others.
    let better = |first: &[bool], second: &[bool]| {
        let only = |a: &[bool], b: &[bool]| a.iter().zip(b).filter(|&(&x, &y)| x && !y).count();
        let (gained, lost) = (only(first, second), only(second, first));
        let difference = gained as f64 - lost as f64;
        (
            difference,
            2.0 * ((gained + lost) as f64).sqrt(),
            gained,
            lost,
        )
    };
    let as_resistance = resistance_wins(Some(Allegiance::Resistance));
    let (difference, bound, gained, lost) = better(&as_resistance, &logical);
    assert!(
        difference > bound,
        "the searching Resistance won {gained} deals the logical one lost, and lost {lost} it won"
    );
    let as_spies = resistance_wins(Some(Allegiance::Spy));
    let (difference, bound, gained, lost) = better(&logical, &as_spies);
    assert!(
        difference > bound,
        "the searching spies won {gained} deals the logical ones lost, and lost {lost} they won"
    );
}

/// AS2, AS4: the logical Commander hides what it sees, and the logical Assassin
/// still reads play as well as the deduction. Over 300 five-player games of logical
/// bots with the Assassin module, at each assassination the Assassin names the
/// Commander more often than the deduction's likeliest Commander would have been,
/// from the teams the Commander kept clean where they decided the game and the clean
/// teams it led (measured: 65 against 50 of 174 assassinations); but in fewer than
/// half of them, because the Commander plays as a plain Resistance player elsewhere.
/// (A Commander that kept every spy it saw off its teams and votes was named in 107
/// of 158 assassinations over the first 160 of these games.)
#[test]
#[cfg_attr(miri, ignore = "statistics over three hundred games")]
fn the_logical_assassin_names_the_commander_more_often_than_the_deduction_alone() {
    use crate::{deduce::deduce, resistance::config::AssassinOptions, resistance::role::Role};
    let (mut by_play, mut by_deduction, mut shots) = (0, 0, 0);
    for seed in 0..300 {
        let config = crate::resistance::config::GameConfig::new(5, seed)
            .with_assassin(AssassinOptions::default());
        let mut game = Game::new(config).unwrap();
        let mut rng = GameRng::from_seed_number(seed);
        while let Some(seat) = game.awaiting().iter().next() {
            let view = game.view(seat).unwrap();
            let choices = game.choices(seat);
            let command = Logical.choose(&view, &choices, &mut rng).unwrap();
            if let Some(targets) = choices.assassinate {
                let commander = game
                    .state()
                    .roles
                    .iter()
                    .position(|&r| r == Role::Commander);
                let deduction = deduce(&view).unwrap();
                let likeliest = targets.iter().max_by(|&a, &b| {
                    let p = |seat| deduction.commander_probability(seat);
                    p(a).total_cmp(&p(b))
                });
                let hits = |target: Option<Seat>| target.map(Seat::index) == commander;
                shots += 1;
                by_deduction += usize::from(hits(likeliest));
                if let Command::Assassin(AssassinCommand::Assassinate { target }) = command {
                    by_play += usize::from(hits(Some(target)));
                }
            }
            game.apply(seat, command).unwrap();
        }
    }
    assert!(shots > 100, "{shots} assassinations");
    assert!(
        by_play > by_deduction,
        "by play {by_play}, by the deduction {by_deduction}, of {shots}"
    );
    assert!(
        by_play * 2 < shots,
        "the Commander was named in {by_play} of {shots} assassinations: it does not hide"
    );
}

/// AS4: the search Assassin is not fooled by the search Commander. The search
/// Commander's playouts are played out by logical Assassins, so it learns whatever
/// their reading rewards: when the Assassin read cheap choices (teams with a spy a
/// seat approved, clean teams it led), the search Commander approved spy teams,
/// rejected clean ones it was on and led spy teams it then rejected, and was named in
/// 8 of 57 assassinations between search bots (3 of 177 by logical spies), far
/// fewer than a blind guess among the three possible Commanders. Reading only the
/// spies a seat let through where that could lose the game, the search Assassin
/// named it in 25 of 70 (logical spies: 60 of 186; seeds 0..199 of `crossplay`).
/// Over seeded five-player games of search bots (40 playouts here) it must name the
/// Commander in more than a fifth of the assassinations, where the exploited
/// reading named it in 2% to 14%; a blind guess names it in a third (measured here:
/// 17 of 63).
#[test]
#[cfg_attr(miri, ignore = "statistics over searched games")]
fn the_search_assassin_is_not_fooled_by_the_search_commander() {
    use crate::{
        bot::Search, resistance::config::AssassinOptions, resistance::config::GameConfig,
        resistance::record::EndReason,
    };
    let mut search = Search {
        playouts: 40,
        ..Search::default()
    };
    let (mut hits, mut shots) = (0u32, 0u32);
    for seed in 0..120 {
        let config = GameConfig::new(5, 9_000 + seed).with_assassin(AssassinOptions::default());
        let mut game = Game::new(config).unwrap();
        let rng = &mut GameRng::from_seed_number(seed);
        play_out(&mut game, rng, |_, view, choices, rng| {
            search.choose(view, choices, rng)
        });
        match game.result().map(|result| result.reason) {
            Some(EndReason::CommanderAssassinated { .. }) => {
                shots += 1;
                hits += 1;
            }
            Some(EndReason::AssassinMissed { .. }) => shots += 1,
            _ => {}
        }
    }
    assert!(shots >= 20, "only {shots} assassinations");
    assert!(
        hits * 5 > shots,
        "the search Assassin named the search Commander in {hits} of {shots} assassinations"
    );
}
