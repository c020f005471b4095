//! Non-interference for Cells: nothing a seat may not know ever reaches it.
//!
//! For an observer seat, take two games that differ only in cards it never saw: the
//! other cells' cards are dealt anew (any permutation of them among the other seats'
//! places), the mission deck is in another order, and the generator that will
//! reshuffle the discard pile is another one. Drive both with the same public
//! choices: the same arrangements of its own, the same positions scouted, the same
//! partners, the same *number* of cards kept by a deck scout, the same mission card
//! played, the same cards turned face up. The hidden choices of the other seats
//! (their arrangements, their swaps, which drawn cards they keep and in what order,
//! which card a mission's leader discards) are drawn independently in each game.
//! The observer must then get identical views, events and choices in both games, up
//! to the reveal at the end (CE8), and so must a spectator.
//!
//! The driver, which sees both games whole, only offers a public choice whose public
//! facts agree in both games (the mission card played, a card turned face up, and
//! for the observer's own moves what it is about to see: the two cards it scouts,
//! the three it draws, the two passed to it). When no such choice is left the pair has
//! legitimately come apart and the comparison stops there; the meta-test below shows
//! that pairs are compared for long stretches and often to the end.

use super::table_support::{
    noninterference::{self, Lockstep, Secrets, StepEvents},
    play::pick,
    property,
};
use crate::{
    cells::{
        CellsCommand, CellsConfig, CellsEnvelope, CellsEvent, CellsGame, CellsPhase,
        CellsPhaseKind, CellsPlayerView, CellsPublicView, Character, Position, Slot,
    },
    kernel::GameRng,
    kernel::MissionCard,
    kernel::Seat,
};
use alloc::vec::Vec;
use proptest::prelude::*;

/// What the driver decided for a mission when it chose it: the leader's discard in
/// each game and the card the partner will play in both.
#[derive(Clone, Copy, Debug)]
struct MissionPlan {
    discard_a: u8,
    discard_b: u8,
    result: MissionCard,
}

/// One public choice: the command each game receives, from the same seat.
#[derive(Clone, Copy, Debug)]
struct Move {
    seat: Seat,
    a: CellsCommand,
    b: CellsCommand,
    plan: Option<MissionPlan>,
}

impl Move {
    fn same(seat: Seat, command: CellsCommand) -> Move {
        Move {
            seat,
            a: command,
            b: command,
            plan: None,
        }
    }
}

/// Two games the observer cannot tell apart, driven in lockstep.
struct Pair {
    a: CellsGame,
    b: CellsGame,
    observer: Seat,
    plan: Option<MissionPlan>,
    /// What the observer might send, legal or not: `check` must answer alike.
    probes: Vec<CellsCommand>,
}

impl Pair {
    /// B is A with the other seats' cards dealt anew, the deck in another order and
    /// another generator for the reshuffles to come.
    fn new(a: CellsGame, observer: Seat, rng: &mut GameRng) -> Pair {
        let mut b = a.clone();
        let state = b.state_mut();
        let others: Vec<Position> = crate::cells::positions_of(state.players())
            .filter(|p| p.seat != observer)
            .collect();
        let mut cards: Vec<Character> = others.iter().map(|&p| state.card_at(p)).collect();
        rng.shuffle(&mut cards);
        for (&position, card) in others.iter().zip(cards) {
            state.cells.as_mut_slice()[position.seat.index()].cards[position.slot.index()] = card;
        }
        rng.shuffle(state.deck.as_mut_slice());
        // Later reshuffles (CE5) are hidden too: B's generator is another one.
        state.rng = GameRng::from_seed_number(rng.next_word());
        let probes = super::cells_properties::command_universe(a.players());
        Pair {
            a,
            b,
            observer,
            plan: None,
            probes,
        }
    }

    fn differs(&self) -> bool {
        self.a.state().cells != self.b.state().cells || self.a.state().deck != self.b.state().deck
    }

    fn colours_agree(&self, position: Position) -> bool {
        self.a.state().card_at(position) == self.b.state().card_at(position)
    }

    /// Every public choice whose public facts (and what the observer would see) agree.
    fn moves(&self, rng: &mut GameRng) -> Vec<Move> {
        let (a, b) = (&self.a, &self.b);
        let observer = self.observer;
        let player = a.player();
        let mut moves = Vec::new();
        match a.state().phase {
            CellsPhase::Arranging { arranged } => {
                for seat in (0..a.players())
                    .map(Seat)
                    .filter(|&s| !arranged.contains(s))
                {
                    if seat == observer {
                        moves.extend(
                            a.legal_commands(seat)
                                .into_iter()
                                .map(|c| Move::same(seat, c)),
                        );
                    } else if let (Some(ca), Some(cb)) = (
                        pick(rng, &a.legal_commands(seat)),
                        pick(rng, &b.legal_commands(seat)),
                    ) {
                        moves.push(Move {
                            seat,
                            a: ca,
                            b: cb,
                            plan: None,
                        });
                    }
                }
            }
            CellsPhase::Action => {
                for command in a.legal_commands(player) {
                    match command {
                        CellsCommand::ScoutCharacters { first, second } => {
                            if player != observer
                                || (self.colours_agree(first) && self.colours_agree(second))
                            {
                                moves.push(Move::same(player, command));
                            }
                        }
                        CellsCommand::ScoutDeck => {
                            if player != observer || self.draws_agree(command) {
                                moves.push(Move::same(player, command));
                            }
                        }
                        CellsCommand::GoOnMission { partner } => {
                            if let Some(plan) = self.plan_mission(partner, rng) {
                                moves.push(Move {
                                    plan: Some(plan),
                                    ..Move::same(player, command)
                                });
                            }
                        }
                        _ => unreachable!("a turn's action"),
                    }
                }
            }
            CellsPhase::Scouting { .. } => {
                let swap_a = rng.below(2) == 0;
                let swap_b = if player == observer {
                    swap_a
                } else {
                    rng.below(2) == 0
                };
                moves.push(Move {
                    seat: player,
                    a: CellsCommand::ReturnCharacters { swap: swap_a },
                    b: CellsCommand::ReturnCharacters { swap: swap_b },
                    plan: None,
                });
            }
            CellsPhase::DeckScouting { .. } => {
                let orders: Vec<CellsCommand> = a.legal_commands(player);
                let ca = pick(rng, &orders).expect("orders");
                let cb = if player == observer {
                    ca
                } else {
                    let kept = |c: &CellsCommand| match c {
                        CellsCommand::ReturnToDeck { order } => order.len(),
                        _ => 99,
                    };
                    let same_count: Vec<CellsCommand> = orders
                        .iter()
                        .copied()
                        .filter(|c| kept(c) == kept(&ca))
                        .collect();
                    pick(rng, &same_count).expect("same count")
                };
                moves.push(Move {
                    seat: player,
                    a: ca,
                    b: cb,
                    plan: None,
                });
            }
            CellsPhase::MissionDraw { .. } => {
                let plan = self.plan.expect("a mission under way has a plan");
                moves.push(Move {
                    seat: player,
                    a: CellsCommand::PassMissionCards {
                        discard: plan.discard_a,
                    },
                    b: CellsCommand::PassMissionCards {
                        discard: plan.discard_b,
                    },
                    plan: None,
                });
            }
            CellsPhase::MissionPlay { partner, passed } => {
                let plan = self.plan.expect("a mission under way has a plan");
                let CellsPhase::MissionPlay {
                    passed: passed_b, ..
                } = b.state().phase
                else {
                    panic!("B is in another phase");
                };
                let index = |cards: [MissionCard; 2]| {
                    cards
                        .iter()
                        .position(|&c| c == plan.result)
                        .expect("planned") as u8
                };
                moves.push(Move {
                    seat: partner,
                    a: CellsCommand::PlayMissionCard {
                        play: index(passed),
                    },
                    b: CellsCommand::PlayMissionCard {
                        play: index(passed_b),
                    },
                    plan: None,
                });
            }
            CellsPhase::Exposure {
                pending,
                spy_shown,
                second_spy,
                ..
            } => {
                // CE7: where a replacing Fail card is taken from is public.
                let deck_has_fail =
                    |game: &CellsGame| game.state().deck.contains(&MissionCard::Fail);
                let sources_agree = deck_has_fail(a) == deck_has_fail(b);
                for seat in pending {
                    for slot in Slot::ALL {
                        let position = Position::new(seat, slot);
                        let command = CellsCommand::Expose { slot };
                        if !a.is_legal(seat, &command) || !self.colours_agree(position) {
                            continue;
                        }
                        let spy = a.state().card_at(position) == Character::Spy;
                        let done = !spy || spy_shown.contains(seat);
                        let turns_it = second_spy || (spy && spy_shown.contains(seat));
                        let last = pending
                            .difference(crate::kernel::SeatSet::only(seat))
                            .is_empty();
                        if done && last && turns_it && !sources_agree {
                            continue;
                        }
                        moves.push(Move::same(seat, command));
                    }
                }
            }
            CellsPhase::GameOver { .. } => {}
        }
        moves
    }

    /// The observer's draw shows it the same three cards in both games.
    fn draws_agree(&self, command: CellsCommand) -> bool {
        let (mut a, mut b) = (self.a.clone(), self.b.clone());
        a.apply(self.observer, command).expect("legal");
        b.apply(self.observer, command).expect("legal");
        a.state().held_mission_cards().1 == b.state().held_mission_cards().1
    }

    /// A mission whose public facts can agree: the card played, the protected cards
    /// turned up after a failure, and what the observer sees if it takes part.
    fn plan_mission(&self, partner: Seat, rng: &mut GameRng) -> Option<MissionPlan> {
        let leader = self.a.player();
        let command = CellsCommand::GoOnMission { partner };
        let (mut a, mut b) = (self.a.clone(), self.b.clone());
        a.apply(leader, command).expect("legal");
        b.apply(leader, command).expect("legal");
        let drawn = |game: &CellsGame| match game.state().phase {
            CellsPhase::MissionDraw { drawn, .. } => drawn,
            _ => panic!("a mission draws three"),
        };
        let (drawn_a, drawn_b) = (drawn(&a), drawn(&b));
        if leader == self.observer && drawn_a != drawn_b {
            return None;
        }
        let passed = |drawn: [MissionCard; 3], discard: u8| -> [MissionCard; 2] {
            let mut kept = drawn
                .iter()
                .enumerate()
                .filter(|&(i, _)| i != usize::from(discard));
            let pair = [kept.next().expect("two").1, kept.next().expect("two").1].map(|c| *c);
            // The partner gets them Success first.
            if pair == [MissionCard::Fail, MissionCard::Success] {
                [MissionCard::Success, MissionCard::Fail]
            } else {
                pair
            }
        };
        let middles_agree = [leader, partner]
            .iter()
            .all(|&seat| self.colours_agree(Position::new(seat, Slot::Middle)));
        let mut plans = Vec::new();
        for result in [MissionCard::Success, MissionCard::Fail] {
            if result == MissionCard::Fail && !middles_agree {
                continue;
            }
            for discard_a in 0..3u8 {
                for discard_b in 0..3u8 {
                    let (pa, pb) = (passed(drawn_a, discard_a), passed(drawn_b, discard_b));
                    let ok = pa.contains(&result)
                        && pb.contains(&result)
                        && (leader != self.observer || discard_a == discard_b)
                        && (partner != self.observer || pa == pb);
                    if ok {
                        plans.push(MissionPlan {
                            discard_a,
                            discard_b,
                            result,
                        });
                    }
                }
            }
        }
        pick(rng, &plans)
    }

    /// One public choice applied to both games, or `None` when none is left.
    fn step_both(&mut self, rng: &mut GameRng) -> Option<StepEvents<CellsGame>> {
        let moves = self.moves(rng);
        // Command kinds first, as the random driver does, so games end.
        let mut kinds: Vec<u8> = moves.iter().map(|m| m.a.kind() as u8).collect();
        kinds.sort_unstable();
        kinds.dedup();
        let kind = pick(rng, &kinds)?;
        let of_kind: Vec<Move> = moves
            .into_iter()
            .filter(|m| m.a.kind() as u8 == kind)
            .collect();
        let chosen = pick(rng, &of_kind)?;
        if chosen.plan.is_some() {
            self.plan = chosen.plan;
        }
        let out_a = self
            .a
            .apply(chosen.seat, chosen.a)
            .expect("A accepts the choice");
        let out_b = self
            .b
            .apply(chosen.seat, chosen.b)
            .expect("B accepts the choice");
        Some((out_a.events.to_vec(), out_b.events.to_vec()))
    }
}

impl Lockstep for Pair {
    type Game = CellsGame;

    fn compared(&self) -> (&CellsGame, &CellsGame, Seat) {
        (&self.a, &self.b, self.observer)
    }

    fn step(&mut self, rng: &mut GameRng) -> Option<StepEvents<CellsGame>> {
        self.step_both(rng)
    }

    fn probes(&self) -> &[CellsCommand] {
        &self.probes
    }

    /// Whom the game awaits agrees too (the harness compares what the observer may
    /// do).
    fn assert_alike(&self) {
        assert_eq!(self.a.awaiting(), self.b.awaiting());
    }

    fn assert_alike_after_step(&self) {
        assert_eq!(self.a.phase(), self.b.phase());
    }
}

/// The end reveals every cell (CE8).
impl Secrets for CellsGame {
    fn reveals(event: &CellsEvent) -> bool {
        matches!(event, CellsEvent::CellsRevealed { .. })
    }

    fn public_before_reveal(mut table: CellsPublicView) -> CellsPublicView {
        table.reveal = None;
        // Which side won is public; who was on it is part of the reveal.
        if let Some(result) = table.result.as_mut() {
            result.winners = crate::kernel::SeatSet::EMPTY;
        }
        table
    }

    fn table_of(view: &mut CellsPlayerView) -> &mut CellsPublicView {
        &mut view.table
    }
}

/// The events `seat` (or a spectator, for `None`) receives, without the end's
/// reveal (CE8).
fn received(envelopes: &[CellsEnvelope], seat: Option<Seat>) -> Vec<CellsEvent> {
    noninterference::received::<CellsGame>(envelopes, seat)
}

/// How far one pair was compared.
struct Compared {
    steps: usize,
    to_the_end: bool,
    differed: bool,
}

/// Runs one pair until the end or until it legitimately comes apart, asserting the
/// observer and a spectator can never tell the games apart.
fn assert_indistinguishable(players: u8, seed: u64, observer: u8, driver: u64) -> Compared {
    let config = CellsConfig::new(players, seed);
    let observer = Seat(observer % players);
    let mut rng = GameRng::from_seed_number(driver);
    let (game, opening) = CellsGame::start(config).expect("valid");
    let mut pair = Pair::new(game, observer, &mut rng);
    let differed = pair.differs();

    // The opening: the observer sees its own hand only, identical in both games.
    let mut opening_b = crate::cells::CellsOpening::new();
    let _ = crate::cells::CellsState::setup(config, &mut opening_b);
    assert_eq!(
        received(&opening, Some(observer)),
        received(&opening_b, Some(observer))
    );
    assert_eq!(
        pair.a.state().cell(observer),
        pair.b.state().cell(observer),
        "the observer's own hand is the same"
    );

    let compared = noninterference::assert_indistinguishable(&mut pair, &mut rng, 5_000, false);
    Compared {
        steps: compared.steps,
        to_the_end: compared.to_the_end,
        differed,
    }
}

/// Every seat of 3- and 4-player games.
#[test]
fn a_seat_cannot_tell_apart_cells_games_that_differ_only_in_cards_it_never_saw() {
    let inputs = (
        3u8..=4,
        0u64..=crate::kernel::MAX_SEED,
        0u8..4,
        any::<u64>(),
    );
    property(256, 1, inputs, |(players, seed, observer, driver)| {
        assert_indistinguishable(players, seed, observer, driver);
        Ok(())
    });
}
/// The property above is not vacuous: the hidden cards almost always differ, pairs
/// are compared for many steps, and many pairs are compared to the very end.
#[test]
#[cfg_attr(miri, ignore = "proportions over 200 compared games: Miri affords two or three")]
fn cells_pairs_differ_and_are_compared_far() {
    let (mut differing, mut to_the_end, mut steps) = (0, 0, 0);
    let runs = 200u64;
    for seed in 0..runs {
        let compared = assert_indistinguishable(3 + (seed % 2) as u8, seed, (seed % 4) as u8, seed);
        differing += usize::from(compared.differed);
        to_the_end += usize::from(compared.to_the_end);
        steps += compared.steps;
    }
    let runs = runs as usize;
    assert!(
        differing * 10 > runs * 9,
        "{differing}/{runs} pairs differed"
    );
    assert!(
        to_the_end * 4 > runs,
        "{to_the_end}/{runs} pairs compared to the end"
    );
    assert!(steps > runs * 20, "{steps} steps compared in {runs} pairs");
}

/// The comparison is sensitive: what the observer does see shows in its view. A
/// different card in its hands while it scouts, or among the mission cards it holds,
/// or face up on the table, changes what it gets.
#[test]
fn a_cells_view_changes_with_what_the_seat_sees() {
    use super::cells_support::{FAIL, OK, R, S, rigged};
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[OK, FAIL, OK, FAIL], 0);
    let mut other = game.clone();
    other.state_mut().cells.as_mut_slice()[1].cards = [R, S, R];
    assert_eq!(game.view(Seat(0)), other.view(Seat(0)), "unseen: same view");
    let scout = CellsCommand::ScoutCharacters {
        first: Position::new(Seat(1), Slot::Left),
        second: Position::new(Seat(0), Slot::Left),
    };
    let seen_a = game.clone().apply(Seat(0), scout).unwrap();
    let seen_b = other.clone().apply(Seat(0), scout).unwrap();
    assert_ne!(
        received(&seen_a.events, Some(Seat(0))),
        received(&seen_b.events, Some(Seat(0)))
    );
    assert_eq!(
        received(&seen_a.events, Some(Seat(2))),
        received(&seen_b.events, Some(Seat(2)))
    );

    let mut reordered = game.clone();
    reordered.state_mut().deck.as_mut_slice().reverse();
    assert_eq!(game.view(Seat(0)), reordered.view(Seat(0)));
    game.apply(Seat(0), CellsCommand::ScoutDeck).unwrap();
    reordered.apply(Seat(0), CellsCommand::ScoutDeck).unwrap();
    assert_ne!(
        game.view(Seat(0)),
        reordered.view(Seat(0)),
        "the drawn cards show"
    );
    assert_eq!(
        game.view(Seat(1)),
        reordered.view(Seat(1)),
        "to the scout alone"
    );
    assert_eq!(game.phase(), CellsPhaseKind::DeckScouting);
}
