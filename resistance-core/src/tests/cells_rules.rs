//! One test or more per rule of the Cells variant (CE1–CE8) and per engine decision,
//! each named after its rule id. Behaviour is checked through the public API
//! (`apply`, `view`, `public_view`, `choices`, the events of an outcome); the state
//! is touched only to rig a table (cells, deck, missions already played).

use super::{
    cells_support::{FAIL, OK, R, S, arrange_as_dealt, deck_top_first, play, rigged},
    support::scaled,
};
use crate::{
    cells::{
        CellsCommand, CellsCommandError, CellsConfig, CellsEvent, CellsGame, CellsMission,
        CellsOutcome, CellsPhaseKind, CellsPhaseView, Character, CharacterSighting, MissionPile,
        Pile, Position, Recollection, Slot, side_of,
    },
    kernel::Allegiance,
    kernel::Audience,
    kernel::GameRng,
    kernel::MissionCard,
    kernel::Seat,
    kernel::SeatSet,
};
use alloc::vec::Vec;

// ---------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------

fn pos(seat: u8, slot: Slot) -> Position {
    Position::new(Seat(seat), slot)
}

fn public(outcome: &CellsOutcome) -> Vec<CellsEvent> {
    outcome.public_events().copied().collect()
}

/// The events addressed to `seat` alone.
fn private(outcome: &CellsOutcome, seat: u8) -> Vec<CellsEvent> {
    outcome
        .events
        .iter()
        .filter(|e| e.audience == Audience::seat(Seat(seat)))
        .map(|e| e.event)
        .collect()
}

fn apply(game: &mut CellsGame, seat: u8, command: CellsCommand) -> CellsOutcome {
    game.apply(Seat(seat), command)
        .unwrap_or_else(|e| panic!("seat {seat} {command:?}: {e}"))
}

/// `leader` goes on a mission with `partner`, discards `discard`, and the partner
/// plays `play`. Returns the partner's outcome.
fn mission(game: &mut CellsGame, leader: u8, partner: u8, discard: u8, play: u8) -> CellsOutcome {
    apply(
        game,
        leader,
        CellsCommand::GoOnMission {
            partner: Seat(partner),
        },
    );
    apply(game, leader, CellsCommand::PassMissionCards { discard });
    apply(game, partner, CellsCommand::PlayMissionCard { play })
}

fn expose(game: &mut CellsGame, seat: u8, slot: Slot) -> CellsOutcome {
    apply(game, seat, CellsCommand::Expose { slot })
}

/// Each of `exposures` (seat, slot) in turn, the way a mission's exposure goes on
/// (CE6): the outcome of the last.
fn expose_in_turn(game: &mut CellsGame, exposures: &[(u8, Slot)]) -> CellsOutcome {
    let (last, before) = exposures.split_last().expect("an exposure");
    for &(seat, slot) in before {
        expose(game, seat, slot);
    }
    expose(game, last.0, last.1)
}

/// Records missions already played (by seats 2 and 3, or 2 and 0 at three players),
/// their cards taken out of the discard pile of a rigged game.
fn with_missions(game: &mut CellsGame, results: &[bool]) {
    let state = game.state_mut();
    let players = state.players();
    for (index, &succeeded) in results.iter().enumerate() {
        let card = if succeeded { OK } else { FAIL };
        let at = state
            .discard
            .iter()
            .position(|&c| c == card)
            .expect("the rigged discard pile holds it");
        state.discard = state
            .discard
            .iter()
            .enumerate()
            .filter(|&(i, _)| i != at)
            .map(|(_, &c)| c)
            .collect::<Pile>();
        let number = index as u8 + 1;
        let _ = state.missions.push(CellsMission {
            number,
            turn: u32::from(number),
            leader: Seat(2),
            partner: Seat(3 % players),
            played: card,
            turned_to_failure: false,
            fail_taken_from: None,
            succeeded,
        });
    }
    state.turn = results.len() as u32 + 1;
}

fn memory(game: &CellsGame, viewer: u8, at: Position) -> Option<Recollection> {
    let view = game.view(Seat(viewer)).expect("seat");
    view.memory[at.seat.index()][at.slot.index()]
}

fn seen(card: Character, turn: u32) -> Option<Recollection> {
    Some(Recollection { card, turn })
}

// ---------------------------------------------------------------------------------
// CE1 Deal
// ---------------------------------------------------------------------------------

/// CE6, CE7: the first mission's result, `succeeded` or not, and `fail_taken_from`
/// where the Fail card that turned its Success into a failure came from (`None`
/// when nothing turned it): the tally after it is that one mission. One
/// constructor, so each test states only what its mission decided.
fn first_mission_resolved(succeeded: bool, fail_taken_from: Option<MissionPile>) -> CellsEvent {
    CellsEvent::MissionResolved {
        mission: 1,
        succeeded,
        turned_to_failure: fail_taken_from.is_some(),
        fail_taken_from,
        successes: u8::from(succeeded),
        failures: u8::from(!succeeded),
    }
}

#[test]
fn ce1_deal_has_3n_characters_with_n_plus_1_spies() {
    let mut spy_players_seen = [false; 3];
    for players in [3u8, 4] {
        for seed in 0..scaled(300, 10) {
            let (game, opening) = CellsGame::start(CellsConfig::new(players, seed)).unwrap();
            let state = game.state();
            assert_eq!(state.cells.len(), usize::from(players));
            let spies: u8 = state.cells.iter().map(|c| c.spies()).sum();
            assert_eq!(spies, players + 1, "CE1: n + 1 spies");
            let spy_players = state
                .cells
                .iter()
                .filter(|c| c.side() == Allegiance::Spy)
                .count();
            assert!(
                (1..=2).contains(&spy_players),
                "CE1: one or two spy players"
            );
            spy_players_seen[spy_players] = true;
            // Each seat is shown its own hand, and only its own.
            for seat in (0..players).map(Seat) {
                let hands: Vec<_> = crate::cells::visible_to(&opening, seat)
                    .filter_map(|e| match *e {
                        CellsEvent::HandDealt { seat: s, hand } => Some((s, hand)),
                        _ => None,
                    })
                    .collect();
                assert_eq!(hands, [(seat, state.cell(seat).cards)]);
            }
        }
    }
    assert_eq!(spy_players_seen, [false, true, true]);
}

#[test]
fn ce1_a_player_is_a_spy_while_most_of_its_cell_are_spies() {
    for bits in 0u8..8 {
        let row = [0, 1, 2].map(|i| if bits & (1 << i) != 0 { S } else { R });
        let spies = bits.count_ones();
        let expected = if spies >= 2 {
            Allegiance::Spy
        } else {
            Allegiance::Resistance
        };
        assert_eq!(side_of(&row), expected, "{row:?}");
    }
}

#[test]
fn ce1_the_deal_is_uniform_over_the_positions() {
    // Each of the 9 positions of a 3-player table holds a spy with chance 4/9: about
    // 4.5 standard deviations either side of games · 4/9 (2000 ± 150 natively,
    // 40 ± 21 under Miri).
    let mut spies_at = [0u32; 9];
    let (games, slack) = scaled((4500, 150), (90, 21));
    let expected = games * 4 / 9;
    for seed in 0..u64::from(games) {
        let game = CellsGame::new(CellsConfig::new(3, seed)).unwrap();
        for (seat, cell) in game.state().cells.iter().enumerate() {
            for (slot, &card) in cell.cards.iter().enumerate() {
                spies_at[seat * 3 + slot] += u32::from(card == S);
            }
        }
    }
    assert!(
        spies_at
            .iter()
            .all(|&n| (expected - slack..expected + slack).contains(&n)),
        "{spies_at:?}"
    );
}

// ---------------------------------------------------------------------------------
// CE2 Arrange, memory
// ---------------------------------------------------------------------------------

#[test]
fn ce2_each_seat_looks_at_its_hand_once_and_lays_it_out() {
    let (mut game, _) = CellsGame::start(CellsConfig::new(3, 11)).unwrap();
    let hand = game.view(Seat(1)).unwrap().hand.expect("sees its hand");
    assert_eq!(hand, game.state().cell(Seat(1)).cards);
    // Nobody else sees it.
    assert_eq!(
        game.view(Seat(0)).unwrap().hand,
        Some(game.state().cell(Seat(0)).cards)
    );
    let row = [hand[2], hand[0], hand[1]];
    let outcome = apply(&mut game, 1, CellsCommand::Arrange { row });
    assert_eq!(
        public(&outcome),
        [CellsEvent::CellArranged { seat: Seat(1) }]
    );
    assert_eq!(
        private(&outcome, 1),
        [CellsEvent::RowLaidOut { seat: Seat(1), row }]
    );
    assert_eq!(game.state().cell(Seat(1)).cards, row);
    let view = game.view(Seat(1)).unwrap();
    assert_eq!(view.hand, None, "CE2: never again except by scouting");
    for slot in Slot::ALL {
        assert_eq!(view.memory[1][slot.index()], seen(row[slot.index()], 0));
    }
    assert!(
        view.memory[0]
            .iter()
            .chain(view.memory[2].iter())
            .all(Option::is_none)
    );
    // Seat 0 learns nothing about seat 1's row.
    assert!(
        game.view(Seat(0)).unwrap().memory[1]
            .iter()
            .all(Option::is_none)
    );
    assert_eq!(
        game.apply(Seat(1), CellsCommand::Arrange { row }),
        Err(CellsCommandError::AlreadyArranged { seat: Seat(1) })
    );
}

#[test]
fn ce2_arranging_costs_no_action() {
    let (mut game, _) = CellsGame::start(CellsConfig::new(4, 5)).unwrap();
    let first = game.public_view().first_player;
    assert_eq!(game.phase(), CellsPhaseKind::Arranging);
    assert_eq!(game.awaiting(), SeatSet::all(4));
    for seat in [3u8, 0, 2] {
        let row = game.state().cell(Seat(seat)).cards;
        apply(&mut game, seat, CellsCommand::Arrange { row });
        assert_eq!(game.turn(), 0);
    }
    let row = game.state().cell(Seat(1)).cards;
    let outcome = apply(&mut game, 1, CellsCommand::Arrange { row });
    assert_eq!(
        public(&outcome).last(),
        Some(&CellsEvent::TurnStarted {
            turn: 1,
            player: first
        })
    );
    assert_eq!(game.phase(), CellsPhaseKind::Action);
    assert_eq!(game.player(), first, "the first player still takes turn 1");
}

#[test]
fn ce2_a_view_shows_memory_not_the_truth() {
    // Seat 1 swaps seat 0's left spy with seat 2's left Resistance card.
    let mut game = rigged(&[[S, R, R], [S, R, S], [R, S, R]], &[OK, OK, FAIL], 1);
    apply(
        &mut game,
        1,
        CellsCommand::ScoutCharacters {
            first: pos(2, Slot::Left),
            second: pos(0, Slot::Left),
        },
    );
    apply(&mut game, 1, CellsCommand::ReturnCharacters { swap: true });
    assert_eq!(
        game.state().card_at(pos(0, Slot::Left)),
        R,
        "the card changed"
    );
    // Seat 0 still remembers the spy it laid out on turn 0, and sees that its card
    // was scouted on turn 1.
    assert_eq!(memory(&game, 0, pos(0, Slot::Left)), seen(S, 0));
    assert_eq!(
        game.view(Seat(0)).unwrap().table.cells[0].last_scouted,
        [Some(1), None, None]
    );
    // The scout remembers where the cards went.
    assert_eq!(memory(&game, 1, pos(0, Slot::Left)), seen(R, 1));
    assert_eq!(memory(&game, 1, pos(2, Slot::Left)), seen(S, 1));
    // A view has no field that holds a face-down card's current value: the whole
    // view is equal to that of a game where the swap did not happen, but for the
    // scout's own memory.
    let mut unswapped = rigged(&[[S, R, R], [S, R, S], [R, S, R]], &[OK, OK, FAIL], 1);
    apply(
        &mut unswapped,
        1,
        CellsCommand::ScoutCharacters {
            first: pos(0, Slot::Left),
            second: pos(2, Slot::Left),
        },
    );
    apply(
        &mut unswapped,
        1,
        CellsCommand::ReturnCharacters { swap: false },
    );
    assert_eq!(game.view(Seat(0)), unswapped.view(Seat(0)));
    assert_eq!(game.view(Seat(2)), unswapped.view(Seat(2)));
    assert_eq!(game.public_view(), unswapped.public_view());
}

#[test]
fn ce2_everyone_remembers_a_card_turned_face_up() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[FAIL, FAIL, OK], 0);
    mission(&mut game, 0, 1, 2, 0);
    for viewer in 0..3 {
        assert_eq!(memory(&game, viewer, pos(0, Slot::Middle)), seen(S, 1));
        assert_eq!(memory(&game, viewer, pos(1, Slot::Middle)), seen(R, 1));
    }
}

// ---------------------------------------------------------------------------------
// CE3 Turns
// ---------------------------------------------------------------------------------

#[test]
fn ce3_the_first_player_is_random_and_turns_go_clockwise() {
    // Each seat starts a quarter of the games: about 4.1 standard deviations either
    // side (500 ± 80 natively, 30 ± 19 under Miri).
    let mut firsts = [0u32; 4];
    let (games, slack) = scaled((2000, 80), (120, 19));
    for seed in 0..u64::from(games) {
        let game = CellsGame::new(CellsConfig::new(4, seed)).unwrap();
        firsts[game.public_view().first_player.index()] += 1;
    }
    let expected = games / 4;
    assert!(
        firsts
            .iter()
            .all(|&n| (expected - slack..expected + slack).contains(&n)),
        "{firsts:?}"
    );

    let mut game = CellsGame::new(CellsConfig::new(3, 9)).unwrap();
    arrange_as_dealt(&mut game);
    let mut expected = game.player();
    for turn in 1..=6 {
        assert_eq!((game.turn(), game.player()), (turn, expected));
        apply(&mut game, expected.0, CellsCommand::ScoutDeck);
        apply(
            &mut game,
            expected.0,
            CellsCommand::return_to_deck(&[0, 1, 2]),
        );
        expected = expected.next(3);
    }
}

#[test]
fn ce3_a_turn_is_one_action_and_passing_is_impossible() {
    for seed in 0..scaled(40, 1) {
        let played = play(CellsConfig::new(3 + (seed % 2) as u8, seed), seed, 3000);
        let mut game = CellsGame::new(*played.game.seeded_config()).unwrap();
        for &(seat, command) in &played.commands {
            if game.phase() == CellsPhaseKind::Action {
                let player = game.player();
                let legal = game.legal_commands(player);
                assert!(!legal.is_empty(), "CE3: no passing, always an action");
                assert!(legal.iter().all(|c| matches!(
                    c,
                    CellsCommand::ScoutCharacters { .. }
                        | CellsCommand::ScoutDeck
                        | CellsCommand::GoOnMission { .. }
                )));
                for other in (0..game.players()).map(Seat).filter(|&s| s != player) {
                    assert!(game.legal_commands(other).is_empty());
                }
            }
            game.apply(seat, command).unwrap();
        }
        assert!(game.is_over());
    }
}

// ---------------------------------------------------------------------------------
// CE4 Scout characters
// ---------------------------------------------------------------------------------

#[test]
fn ce4_any_two_cards_but_another_players_face_down_middle_card() {
    let game = rigged(&[[R, S, R], [S, R, R], [R, S, R], [S, R, S]], &[OK], 2);
    let scoutable: Vec<Position> = game.choices(Seat(2)).scout_characters.to_vec();
    let expected: Vec<Position> = (0..4)
        .flat_map(|seat| Slot::ALL.map(|slot| pos(seat, slot)))
        .filter(|p| p.seat == Seat(2) || p.slot != Slot::Middle)
        .collect();
    assert_eq!(scoutable, expected, "own middle card yes, others' no");
    for (first, second) in [
        (pos(2, Slot::Left), pos(2, Slot::Middle)),
        (pos(2, Slot::Middle), pos(0, Slot::Right)),
        (pos(1, Slot::Left), pos(3, Slot::Right)),
    ] {
        let command = CellsCommand::ScoutCharacters { first, second };
        assert!(game.is_legal(Seat(2), &command), "{first} and {second}");
    }
    let mut probe = game.clone();
    assert_eq!(
        probe.apply(
            Seat(2),
            CellsCommand::ScoutCharacters {
                first: pos(2, Slot::Left),
                second: pos(1, Slot::Middle)
            }
        ),
        Err(CellsCommandError::ProtectedCard {
            position: pos(1, Slot::Middle)
        })
    );
    assert_eq!(probe, game);
}

#[test]
fn ce4_a_face_up_middle_card_is_no_longer_protected() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[FAIL, FAIL, OK], 0);
    mission(&mut game, 0, 1, 2, 0);
    // Seat 0's and seat 1's middle cards are face up now: seat 2 may scout them.
    let command = CellsCommand::ScoutCharacters {
        first: pos(0, Slot::Middle),
        second: pos(1, Slot::Middle),
    };
    assert_eq!(game.player(), Seat(1));
    apply(&mut game, 1, CellsCommand::ScoutDeck);
    apply(&mut game, 1, CellsCommand::return_to_deck(&[0, 1, 2]));
    assert!(game.is_legal(Seat(2), &command));
    apply(&mut game, 2, command);
    let outcome = apply(&mut game, 2, CellsCommand::ReturnCharacters { swap: false });
    // CE4: scouting is the only way a face-up card turns face down again.
    assert!(matches!(
        public(&outcome)[0],
        CellsEvent::CharactersReturned { .. }
    ));
    assert!(!game.state().cell(Seat(0)).any_face_up());
    assert!(!game.state().cell(Seat(1)).any_face_up());
    assert_eq!(game.public_view().cells[0].face_up, [None; 3]);
}

#[test]
fn ce4_the_scout_sees_both_cards_and_everyone_sees_which() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [R, S, S]], &[OK], 0);
    let (first, second) = (pos(2, Slot::Right), pos(0, Slot::Middle));
    let outcome = apply(
        &mut game,
        0,
        CellsCommand::ScoutCharacters { first, second },
    );
    // Named in either order, the two are recorded lower position first.
    let (first, second) = (second, first);
    assert_eq!(
        public(&outcome),
        [CellsEvent::CharactersScouted {
            scout: Seat(0),
            first,
            second
        }]
    );
    let sightings = [
        CharacterSighting {
            position: first,
            card: S,
        },
        CharacterSighting {
            position: second,
            card: S,
        },
    ];
    assert_eq!(
        private(&outcome, 0),
        [CellsEvent::CharactersSeen {
            scout: Seat(0),
            first: sightings[0],
            second: sightings[1]
        }]
    );
    assert_eq!(game.view(Seat(0)).unwrap().scouted, Some(sightings));
    assert_eq!(game.view(Seat(1)).unwrap().scouted, None);
    assert_eq!(
        game.public_view().phase,
        CellsPhaseView::Scouting {
            scout: Seat(0),
            first,
            second
        }
    );
}

#[test]
fn ce4_only_the_scout_knows_whether_it_swapped() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[FAIL, FAIL, OK], 0);
    mission(&mut game, 0, 1, 2, 0); // seat 0's middle spy is face up now
    apply(&mut game, 1, CellsCommand::ScoutDeck);
    apply(&mut game, 1, CellsCommand::return_to_deck(&[0, 1, 2]));
    apply(
        &mut game,
        2,
        CellsCommand::ScoutCharacters {
            first: pos(0, Slot::Middle),
            second: pos(1, Slot::Left),
        },
    );
    let mut swapped = game.clone();
    let kept = apply(&mut game, 2, CellsCommand::ReturnCharacters { swap: false });
    let moved = apply(
        &mut swapped,
        2,
        CellsCommand::ReturnCharacters { swap: true },
    );
    assert_eq!(public(&kept), public(&moved));
    assert_eq!(
        private(&moved, 2),
        [CellsEvent::SwapChosen {
            scout: Seat(2),
            swapped: true
        }]
    );
    for seat in [0, 1] {
        assert_eq!(game.view(Seat(seat)), swapped.view(Seat(seat)));
        assert_eq!(private(&moved, seat), []);
    }
    assert_eq!(game.public_view(), swapped.public_view());
    // Both cards end face down.
    assert_eq!(swapped.public_view().cells[0].face_up, [None; 3]);
    assert_eq!(
        swapped.state().card_at(pos(0, Slot::Middle)),
        S,
        "both were spies"
    );
    assert_eq!(swapped.state().card_at(pos(1, Slot::Left)), S);
}

#[test]
fn ce4_a_swap_between_cells_can_change_sides() {
    let mut game = rigged(&[[S, S, R], [S, R, R], [R, R, S]], &[OK], 2);
    assert_eq!(game.state().cell(Seat(0)).side(), Allegiance::Spy);
    assert_eq!(game.state().cell(Seat(1)).side(), Allegiance::Resistance);
    apply(
        &mut game,
        2,
        CellsCommand::ScoutCharacters {
            first: pos(0, Slot::Left),
            second: pos(1, Slot::Right),
        },
    );
    apply(&mut game, 2, CellsCommand::ReturnCharacters { swap: true });
    assert_eq!(game.state().cell(Seat(0)).cards, [R, S, R]);
    assert_eq!(game.state().cell(Seat(1)).cards, [S, R, S]);
    assert_eq!(game.state().cell(Seat(0)).side(), Allegiance::Resistance);
    assert_eq!(game.state().cell(Seat(1)).side(), Allegiance::Spy);
}

// ---------------------------------------------------------------------------------
// CE5 Scout the mission deck
// ---------------------------------------------------------------------------------

#[test]
fn ce5_the_deck_starts_with_four_success_and_five_fail_cards_shuffled() {
    let mut orders = alloc::collections::BTreeSet::new();
    // 126 distinct orders exist: 200 shuffles reach about 100 of them, 20 shuffles
    // (under Miri) about 18.6.
    let (shuffles, reached) = scaled((200, 70), (20, 15));
    for seed in 0..shuffles {
        let game = CellsGame::new(CellsConfig::new(3, seed)).unwrap();
        let deck = deck_top_first(&game);
        assert_eq!(deck.len(), 9);
        assert_eq!(deck.iter().filter(|&&c| c == OK).count(), 4);
        assert_eq!(game.public_view().deck, 9);
        assert_eq!(game.public_view().discard, 0);
        orders.insert(deck.iter().map(|&c| c == FAIL).collect::<Vec<bool>>());
    }
    assert!(orders.len() > reached, "{}", orders.len());
}

#[test]
fn ce5_draw_three_discard_any_and_return_the_rest_in_any_order() {
    let mut game = rigged(
        &[[R, S, R], [S, R, R], [S, S, R]],
        &[OK, FAIL, FAIL, OK, FAIL],
        0,
    );
    let outcome = apply(&mut game, 0, CellsCommand::ScoutDeck);
    assert_eq!(
        public(&outcome),
        [CellsEvent::DeckScouted { scout: Seat(0) }]
    );
    let drawn = [OK, FAIL, FAIL];
    assert_eq!(
        private(&outcome, 0),
        [CellsEvent::MissionCardsDrawn {
            seat: Seat(0),
            cards: crate::cells::MissionCards::from_slice(&drawn).unwrap()
        }]
    );
    assert_eq!(game.view(Seat(0)).unwrap().mission_cards.as_slice(), drawn);
    assert!(game.view(Seat(1)).unwrap().mission_cards.is_empty());
    // Put the third back on top, then the first; discard the second.
    let outcome = apply(&mut game, 0, CellsCommand::return_to_deck(&[2, 0]));
    assert_eq!(deck_top_first(&game), [FAIL, OK, OK, FAIL]);
    assert_eq!(
        public(&outcome)[0],
        CellsEvent::DeckCardsReturned {
            scout: Seat(0),
            returned: 2,
            discarded: 1
        }
    );
    let view = game.view(Seat(0)).unwrap();
    let memory = view.deck_memory.expect("remembers its scouting");
    assert_eq!(
        (
            memory.turn,
            memory.returned.as_slice(),
            memory.discarded.as_slice()
        ),
        (1, &[FAIL, OK][..], &[FAIL][..])
    );
    assert_eq!(game.view(Seat(1)).unwrap().deck_memory, None);
    assert_eq!(game.public_view().discard, 5);
}

#[test]
fn ce5_others_learn_only_how_many_were_discarded() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[OK, FAIL, FAIL, OK], 1);
    apply(&mut game, 1, CellsCommand::ScoutDeck);
    let mut outcomes = Vec::new();
    for order in [[0u8, 1], [1, 0], [2, 1], [0, 2]] {
        let mut probe = game.clone();
        let outcome = apply(&mut probe, 1, CellsCommand::return_to_deck(&order));
        outcomes.push((
            public(&outcome),
            probe.public_view(),
            probe.view(Seat(0)).unwrap(),
        ));
    }
    assert!(outcomes.windows(2).all(|w| w[0] == w[1]));
    // Keeping none or all three is allowed too.
    for order in [&[][..], &[2, 1, 0]] {
        assert!(game.is_legal(Seat(1), &CellsCommand::return_to_deck(order)));
    }
}

#[test]
fn ce5_a_short_deck_is_completed_from_the_shuffled_discard_pile() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[FAIL, OK], 0);
    assert_eq!(game.public_view().discard, 7);
    let outcome = apply(&mut game, 0, CellsCommand::ScoutDeck);
    assert_eq!(
        public(&outcome),
        [
            CellsEvent::DeckScouted { scout: Seat(0) },
            CellsEvent::DeckReshuffled {
                remaining: 2,
                reshuffled: 7
            }
        ]
    );
    // The two cards left were on top of the new deck: they are drawn first.
    let drawn = game.view(Seat(0)).unwrap().mission_cards;
    assert_eq!(drawn.get(..2), Some(&[FAIL, OK][..]));
    assert_eq!(game.public_view().deck, 6);
    assert_eq!(game.public_view().discard, 0);
    // The same happens for a mission's draw.
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[OK], 0);
    let outcome = apply(&mut game, 0, CellsCommand::GoOnMission { partner: Seat(1) });
    assert!(public(&outcome).contains(&CellsEvent::DeckReshuffled {
        remaining: 1,
        reshuffled: 8
    }));
    assert_eq!(game.view(Seat(0)).unwrap().mission_cards.first(), Some(&OK));
}

#[test]
fn ce5_the_reshuffle_comes_from_the_game_generator() {
    let make = || rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[FAIL], 0);
    let (mut a, mut b) = (make(), make());
    b.state_mut().rng = GameRng::from_seed_number(12345);
    apply(&mut a, 0, CellsCommand::ScoutDeck);
    apply(&mut b, 0, CellsCommand::ScoutDeck);
    let mut c = make();
    apply(&mut c, 0, CellsCommand::ScoutDeck);
    assert_eq!(a, c, "same generator, same new deck");
    assert_ne!(
        a.state().deck,
        b.state().deck,
        "another generator shuffles otherwise"
    );
}

// ---------------------------------------------------------------------------------
// CE6 Mission
// ---------------------------------------------------------------------------------

#[test]
fn ce6_a_mission_needs_another_partner_and_no_face_up_characters() {
    let mut game = rigged(
        &[[R, S, R], [S, R, R], [R, S, R], [S, R, S]],
        &[FAIL, FAIL, OK],
        0,
    );
    let everyone_else: SeatSet = [1, 2, 3].map(Seat).into_iter().collect();
    assert_eq!(game.choices(Seat(0)).go_on_mission, everyone_else);
    mission(&mut game, 0, 1, 2, 0); // a failure: seats 0 and 1 show their middle card
    assert_eq!(game.player(), Seat(1));
    assert_eq!(game.choices(Seat(1)).go_on_mission, SeatSet::EMPTY);
    apply(&mut game, 1, CellsCommand::ScoutDeck);
    apply(&mut game, 1, CellsCommand::return_to_deck(&[0]));
    let free: SeatSet = [3].map(Seat).into_iter().collect();
    assert_eq!(game.choices(Seat(2)).go_on_mission, free);
}

#[test]
fn ce6_the_leader_draws_three_discards_one_and_the_partner_plays_one() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[FAIL, OK, FAIL, OK], 2);
    let outcome = apply(&mut game, 2, CellsCommand::GoOnMission { partner: Seat(0) });
    assert_eq!(
        public(&outcome),
        [CellsEvent::MissionBegan {
            mission: 1,
            leader: Seat(2),
            partner: Seat(0)
        }]
    );
    assert_eq!(
        private(&outcome, 2),
        [CellsEvent::MissionCardsDrawn {
            seat: Seat(2),
            cards: crate::cells::MissionCards::from_slice(&[FAIL, OK, FAIL]).unwrap()
        }]
    );
    assert_eq!(game.awaiting(), SeatSet::only(Seat(2)));
    let outcome = apply(&mut game, 2, CellsCommand::PassMissionCards { discard: 2 });
    assert_eq!(
        public(&outcome),
        [CellsEvent::MissionCardsPassed {
            leader: Seat(2),
            partner: Seat(0)
        }]
    );
    assert_eq!(
        private(&outcome, 0),
        [CellsEvent::MissionCardsReceived {
            partner: Seat(0),
            cards: [OK, FAIL]
        }]
    );
    assert_eq!(
        game.view(Seat(0)).unwrap().mission_cards.as_slice(),
        [OK, FAIL]
    );
    assert!(game.view(Seat(2)).unwrap().mission_cards.is_empty());
    assert_eq!(game.awaiting(), SeatSet::only(Seat(0)));
    let outcome = apply(&mut game, 0, CellsCommand::PlayMissionCard { play: 0 });
    assert_eq!(
        public(&outcome)[0],
        CellsEvent::MissionCardPlayed {
            partner: Seat(0),
            card: OK
        }
    );
    // The played card leaves the deck for good: the deck and discard pile hold eight.
    let table = game.public_view();
    assert_eq!(table.deck + table.discard, 8);
}

#[test]
fn ce6_the_partner_learns_nothing_from_the_order_of_the_passed_cards() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[FAIL, OK, FAIL], 0);
    apply(&mut game, 0, CellsCommand::GoOnMission { partner: Seat(1) });
    let mut other = game.clone();
    // Discarding the first or the last Fail leaves the partner the same two cards.
    let first = apply(&mut game, 0, CellsCommand::PassMissionCards { discard: 0 });
    let last = apply(&mut other, 0, CellsCommand::PassMissionCards { discard: 2 });
    assert_eq!(private(&first, 1), private(&last, 1));
    assert_eq!(game.view(Seat(1)), other.view(Seat(1)));
    assert_eq!(
        game.view(Seat(1)).unwrap().mission_cards.as_slice(),
        [OK, FAIL]
    );
}

// ---------------------------------------------------------------------------------
// CE7 Exposure
// ---------------------------------------------------------------------------------

#[test]
fn ce7_a_failed_mission_turns_both_protected_cards_face_up() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[FAIL, FAIL, OK], 0);
    let outcome = mission(&mut game, 0, 1, 2, 0);
    assert_eq!(
        public(&outcome),
        [
            CellsEvent::MissionCardPlayed {
                partner: Seat(1),
                card: FAIL
            },
            CellsEvent::CharacterExposed {
                position: pos(0, Slot::Middle),
                card: S
            },
            CellsEvent::CharacterExposed {
                position: pos(1, Slot::Middle),
                card: R
            },
            first_mission_resolved(false, None),
            CellsEvent::TurnStarted {
                turn: 2,
                player: Seat(1)
            },
        ]
    );
    assert_eq!(game.public_view().cells[0].face_up, [None, Some(S), None]);
    assert_eq!(game.public_view().cells[1].face_up, [None, Some(R), None]);
}

#[test]
fn ce7_after_a_success_each_player_turns_up_a_card_of_its_choice() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[OK, OK, FAIL], 0);
    let outcome = mission(&mut game, 0, 1, 2, 0);
    assert_eq!(
        public(&outcome).len(),
        1,
        "the card played, nothing more yet"
    );
    assert_eq!(game.phase(), CellsPhaseKind::Exposure);
    let members: SeatSet = [0, 1].map(Seat).into_iter().collect();
    assert_eq!(game.awaiting(), members);
    assert_eq!(game.choices(Seat(1)).expose.as_slice(), Slot::ALL);
    // Either may go first.
    let outcome = expose(&mut game, 1, Slot::Right);
    assert_eq!(
        public(&outcome),
        [CellsEvent::CharacterExposed {
            position: pos(1, Slot::Right),
            card: R
        }]
    );
    assert_eq!(game.awaiting(), SeatSet::only(Seat(0)));
    let outcome = expose(&mut game, 0, Slot::Left);
    assert_eq!(public(&outcome)[1], first_mission_resolved(true, None));
}

#[test]
fn ce7_a_spy_turned_up_obliges_another_card() {
    let mut game = rigged(&[[S, R, R], [R, R, S], [R, S, S]], &[OK, OK, OK], 0);
    mission(&mut game, 0, 1, 0, 0);
    expose(&mut game, 1, Slot::Left);
    expose(&mut game, 0, Slot::Left); // a spy
    assert_eq!(game.awaiting(), SeatSet::only(Seat(0)));
    assert_eq!(
        game.choices(Seat(0)).expose.as_slice(),
        [Slot::Middle, Slot::Right]
    );
    let outcome = expose(&mut game, 0, Slot::Middle); // Resistance: the success stands
    assert!(public(&outcome).contains(&first_mission_resolved(true, None)));
    assert_eq!(
        game.public_view().cells[0].face_up,
        [Some(S), Some(R), None]
    );
}

#[test]
fn ce7_the_second_spy_rule_counts_one_players_spies() {
    use Slot::{Left, Middle};
    // Each player turns up one spy, then a Resistance card: two spies in all, but
    // no player turned up a second one, so the success stands.
    let mut game = rigged(&[[S, R, R], [S, R, R], [S, S, R]], &[OK, OK, OK], 0);
    mission(&mut game, 0, 1, 0, 0);
    let outcome = expose_in_turn(&mut game, &[(0, Left), (1, Left), (0, Middle), (1, Middle)]);
    assert!(public(&outcome).contains(&first_mission_resolved(true, None)));
}

#[test]
fn ce7_second_spy_turns_success_into_failure() {
    // After the mission's draw the deck is, top first: Fail, Success, Fail.
    let mut game = rigged(
        &[[S, S, R], [R, R, S], [R, S, R]],
        &[OK, OK, OK, FAIL, OK, FAIL],
        0,
    );
    mission(&mut game, 0, 1, 0, 0);
    expose_in_turn(&mut game, &[(1, Slot::Left), (0, Slot::Left)]);
    let discard_before = game.public_view().discard;
    let outcome = expose(&mut game, 0, Slot::Middle);
    assert_eq!(
        public(&outcome),
        [
            CellsEvent::CharacterExposed {
                position: pos(0, Slot::Middle),
                card: S
            },
            first_mission_resolved(false, Some(MissionPile::Deck)),
            CellsEvent::TurnStarted {
                turn: 2,
                player: Seat(1)
            },
        ]
    );
    let record = game.public_view().missions[0];
    assert_eq!((record.played, record.card()), (OK, FAIL));
    assert_eq!(record.fail_taken_from, Some(MissionPile::Deck));
    // The Fail card nearest the bottom of the deck replaced the Success card, which
    // went to the discard pile.
    assert_eq!(deck_top_first(&game), [FAIL, OK]);
    assert_eq!(game.public_view().discard, discard_before + 1);
}

#[test]
fn ce7_the_replacing_fail_comes_from_the_discard_pile_when_the_deck_has_none() {
    let mut game = rigged(&[[S, S, R], [R, R, S], [R, S, R]], &[OK, OK, OK, OK], 0);
    mission(&mut game, 0, 1, 0, 0);
    expose_in_turn(
        &mut game,
        &[(1, Slot::Left), (0, Slot::Left), (0, Slot::Middle)],
    );
    assert_eq!(deck_top_first(&game), [OK]);
    let discard = game.state().discard;
    assert_eq!(discard.iter().filter(|&&c| c == FAIL).count(), 4);
    assert_eq!(discard.iter().filter(|&&c| c == OK).count(), 3);
    let record = game.public_view().missions[0];
    assert_eq!(record.card(), FAIL);
    assert_eq!(record.fail_taken_from, Some(MissionPile::DiscardPile));
}

#[test]
fn ce7_two_players_with_two_spies_fail_the_mission_once() {
    use Slot::{Left, Middle, Right};
    let mut game = rigged(&[[S, S, R], [S, R, S], [R, R, R]], &[OK, OK, OK], 0);
    mission(&mut game, 0, 1, 0, 0);
    let outcome = expose_in_turn(&mut game, &[(0, Left), (1, Left), (0, Middle), (1, Right)]);
    assert!(public(&outcome).contains(&first_mission_resolved(
        false,
        Some(MissionPile::DiscardPile)
    )));
    // One Fail card replaced the one Success card.
    let table = game.public_view();
    assert_eq!(table.deck + table.discard, 8);
}

#[test]
fn ce7_players_with_a_face_up_character_cannot_go_on_missions() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[OK, OK, OK], 0);
    mission(&mut game, 0, 1, 0, 0);
    expose(&mut game, 0, Slot::Left);
    expose(&mut game, 1, Slot::Middle);
    // Seat 1's turn: it shows a face-up card.
    assert_eq!(game.choices(Seat(1)).go_on_mission, SeatSet::EMPTY);
    assert_eq!(
        game.check(Seat(1), &CellsCommand::GoOnMission { partner: Seat(2) }),
        Err(CellsCommandError::FaceUpCharacter { seat: Seat(1) })
    );
    // Scouting its face-up card turns it face down: seat 1 may go on missions again.
    apply(
        &mut game,
        1,
        CellsCommand::ScoutCharacters {
            first: pos(1, Slot::Middle),
            second: pos(1, Slot::Left),
        },
    );
    apply(&mut game, 1, CellsCommand::ReturnCharacters { swap: false });
    assert_eq!(game.choices(Seat(2)).go_on_mission, SeatSet::only(Seat(1)));
}

#[test]
fn ce7_a_third_success_can_still_turn_into_a_failure() {
    let mut game = rigged(&[[S, S, R], [R, R, S], [R, S, R]], &[OK, OK], 0);
    with_missions(&mut game, &[true, true]);
    mission(&mut game, 0, 1, 0, 0);
    assert!(!game.is_over(), "the third success waits for its exposure");
    let mut honest = game.clone();
    expose(&mut game, 1, Slot::Left);
    expose(&mut game, 0, Slot::Left);
    expose(&mut game, 0, Slot::Middle);
    assert!(!game.is_over());
    assert_eq!(
        (game.public_view().successes, game.public_view().failures),
        (2, 1)
    );
    // Had seat 0 turned up a Resistance card, the Resistance would have won.
    expose(&mut honest, 1, Slot::Left);
    expose(&mut honest, 0, Slot::Right);
    assert_eq!(
        honest.result().map(|r| r.winner),
        Some(Allegiance::Resistance)
    );
}

// ---------------------------------------------------------------------------------
// CE8 End
// ---------------------------------------------------------------------------------

#[test]
fn ce8_three_successes_win_for_the_resistance_side() {
    let mut game = rigged(&[[S, S, R], [R, R, S], [R, S, R]], &[OK, OK], 2);
    with_missions(&mut game, &[true, false, true]);
    mission(&mut game, 2, 1, 2, 0);
    expose(&mut game, 1, Slot::Left);
    let outcome = expose(&mut game, 2, Slot::Left);
    let result = game.result().expect("over");
    assert_eq!(result.winner, Allegiance::Resistance);
    assert_eq!(result.winners, [1, 2].map(Seat).into_iter().collect());
    let events = public(&outcome);
    assert!(events.contains(&CellsEvent::GameEnded {
        winner: Allegiance::Resistance
    }));
    assert!(matches!(
        events.last(),
        Some(CellsEvent::CellsRevealed { winners, .. }) if *winners == result.winners
    ));
}

#[test]
fn ce8_three_failures_win_for_the_spy_side() {
    let mut game = rigged(&[[R, S, R], [S, S, R], [R, S, R]], &[FAIL, FAIL, OK], 0);
    with_missions(&mut game, &[false, true, false]);
    let outcome = mission(&mut game, 0, 1, 2, 0);
    let result = game.result().expect("over");
    assert_eq!(result.winner, Allegiance::Spy);
    assert_eq!(result.winners, SeatSet::only(Seat(1)));
    assert!(public(&outcome).contains(&CellsEvent::GameEnded {
        winner: Allegiance::Spy
    }));
    assert_eq!(game.public_view().phase, CellsPhaseView::GameOver);
}

#[test]
fn ce8_sides_are_counted_from_the_cards_held_at_the_end() {
    // Seat 0 was dealt two spies, but a swap hands one to seat 2 before the end.
    let mut game = rigged(&[[S, S, R], [R, R, S], [R, S, R]], &[FAIL, FAIL, OK], 1);
    with_missions(&mut game, &[false, false]);
    apply(
        &mut game,
        1,
        CellsCommand::ScoutCharacters {
            first: pos(0, Slot::Left),
            second: pos(2, Slot::Left),
        },
    );
    apply(&mut game, 1, CellsCommand::ReturnCharacters { swap: true });
    mission(&mut game, 2, 1, 2, 0);
    let result = game.result().expect("three failures");
    assert_eq!(result.winner, Allegiance::Spy);
    assert_eq!(result.winners, SeatSet::only(Seat(2)));
}

#[cfg(feature = "serde")]
#[test]
fn cells_json_is_camel_case_and_tagged_by_type() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[OK, FAIL, OK], 0);
    let command = CellsCommand::ScoutCharacters {
        first: pos(0, Slot::Middle),
        second: pos(2, Slot::Left),
    };
    assert_eq!(
        serde_json::to_string(&command).unwrap(),
        r#"{"type":"scoutCharacters","first":{"seat":0,"slot":"middle"},"second":{"seat":2,"slot":"left"}}"#
    );
    let outcome = apply(&mut game, 0, command);
    let json = serde_json::to_string(&outcome).unwrap();
    assert!(json.starts_with(r#"{"events":[{"audience":{"type":"everyone"},"event":{"type":"charactersScouted","scout":0,"#), "{json}");
    assert!(
        json.contains(
            r#"{"audience":{"type":"seats","seats":[0]},"event":{"type":"charactersSeen""#
        ),
        "{json}"
    );
    let view = serde_json::to_value(game.view(Seat(0)).unwrap()).unwrap();
    assert_eq!(
        view["memory"][0][1],
        serde_json::json!({"card": "spy", "turn": 1})
    );
    assert_eq!(view["table"]["phase"]["type"], "scouting");
    assert_eq!(
        view["table"]["cells"][0]["lastScouted"],
        serde_json::json!([null, 1, null])
    );
    for command in game.legal_commands(Seat(0)) {
        let json = serde_json::to_string(&command).unwrap();
        assert_eq!(
            serde_json::from_str::<CellsCommand>(&json).unwrap(),
            command
        );
    }
}

#[test]
fn ce8_the_end_reveals_every_card() {
    let played = play(CellsConfig::new(4, 77), 77, 5000);
    let game = played.game;
    assert!(game.is_over());
    let state = game.state();
    for seat in (0..4).map(Seat) {
        let reveal = game.view(seat).unwrap().table.reveal.expect("revealed");
        assert_eq!(reveal.cells.as_slice(), state.rows().as_slice());
        let sides: Vec<_> = state.cells.iter().map(|c| c.side()).collect();
        assert_eq!(reveal.sides.as_slice(), sides);
        assert_eq!(reveal.winners, game.result().unwrap().winners);
        let deck: Vec<MissionCard> = state.deck.iter().rev().copied().collect();
        assert_eq!(reveal.deck.as_slice(), deck);
        assert_eq!(reveal.discard, state.discard);
        assert!(game.legal_commands(seat).is_empty());
        assert_eq!(
            game.check(seat, &CellsCommand::ScoutDeck),
            Err(CellsCommandError::GameOver)
        );
    }
}

#[test]
fn ce8_both_sides_always_have_a_player() {
    // Every placement of n + 1 spies among 3n cards (of 3 players only under Miri).
    for &players in scaled(&[3u32, 4][..], &[3][..]) {
        let cards = 3 * players;
        for bits in 0u32..(1 << cards) {
            if bits.count_ones() != players + 1 {
                continue;
            }
            let sides: Vec<Allegiance> = (0..players)
                .map(|seat| {
                    let row = [0, 1, 2].map(|i| {
                        if bits & (1 << (seat * 3 + i)) != 0 {
                            S
                        } else {
                            R
                        }
                    });
                    side_of(&row)
                })
                .collect();
            let spies = sides.iter().filter(|&&s| s == Allegiance::Spy).count();
            assert!((1..=2).contains(&spies), "{bits:b}");
            assert!(spies < players as usize, "{bits:b}");
        }
    }
}

// ---------------------------------------------------------------------------------
// Engine decisions
// ---------------------------------------------------------------------------------

#[test]
fn ce6_no_legal_mission_pair_leaves_only_scouting() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[FAIL, FAIL, OK], 0);
    mission(&mut game, 0, 1, 2, 0); // seats 0 and 1 show a face-up card
    apply(&mut game, 1, CellsCommand::ScoutDeck);
    apply(&mut game, 1, CellsCommand::return_to_deck(&[0, 1, 2]));
    // Seat 2 is free, but every possible partner shows a face-up card.
    let choices = game.choices(Seat(2));
    assert_eq!(choices.go_on_mission, SeatSet::EMPTY);
    assert!(choices.scout_deck && !choices.scout_characters.is_empty());
    assert_eq!(
        game.check(Seat(2), &CellsCommand::GoOnMission { partner: Seat(0) }),
        Err(CellsCommandError::FaceUpCharacter { seat: Seat(0) })
    );
    assert!(
        game.legal_commands(Seat(2))
            .iter()
            .all(|c| !matches!(c, CellsCommand::GoOnMission { .. }))
    );
}

#[test]
fn ce7_no_fail_card_left_cannot_happen() {
    // In random games, whenever a Success is being exposed, the deck and the discard
    // pile hold at least three Fail cards.
    let mut exposures = 0;
    let games = scaled(150, 1u64);
    for seed in 0..games {
        let played = play(CellsConfig::new(3 + (seed % 2) as u8, seed), seed ^ 7, 5000);
        let mut game = CellsGame::new(*played.game.seeded_config()).unwrap();
        for &(seat, command) in &played.commands {
            if game.phase() == CellsPhaseKind::Exposure {
                exposures += 1;
                let state = game.state();
                let fails = state
                    .deck
                    .iter()
                    .chain(state.discard.iter())
                    .filter(|&&c| c == FAIL)
                    .count();
                assert!(fails >= 3, "{fails} Fail cards left");
            }
            game.apply(seat, command).unwrap();
        }
    }
    // More than two exposures in three games, so the check above ran often.
    assert!(exposures * 3 > games * 2, "{exposures} in {games} games");
}
