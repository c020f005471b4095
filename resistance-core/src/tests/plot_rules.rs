//! One test or more per plot-card rule (PC1–PC6), each named after its rule id.
//! Games are set up through [`plot_game`], which deals chosen roles and puts chosen
//! cards on top of the plot deck; everything after that goes through `apply`.

use super::{
    modules_rules::{deal, play_cards, propose, vote_all},
    support::{self, Style, public, scaled, seats, tells_everyone},
};
use crate::resistance::modules::defector::DefectorEvent;
use crate::resistance::modules::plot::cards::PlotCommand;
use crate::resistance::modules::plot::cards::PlotEvent;
use crate::resistance::modules::trapper::TrapperEvent;
use crate::{
    kernel::Allegiance,
    kernel::Audience,
    kernel::Discard,
    kernel::GameRng,
    kernel::MissionCard,
    kernel::Seat,
    kernel::SeatSet,
    resistance::command::Command,
    resistance::config::DefectorVariant,
    resistance::config::GameConfig,
    resistance::event::Event,
    resistance::event::Outcome,
    resistance::game::Game,
    resistance::modules::plot::cards::PlotAction,
    resistance::modules::plot::cards::PlotCard,
    resistance::modules::plot::cards::PlotMoment,
    resistance::modules::plot::cards::PlotSight,
    resistance::modules::plot::cards::Shown,
    resistance::record::LoyaltyCard,
    resistance::record::PhaseKind,
    resistance::role::Role,
    resistance::view::PhaseView,
    resistance::{modules::plot, rules},
};
use alloc::vec::Vec;

use MissionCard::{Fail, Success};
use PlotCard::*;

// ---------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------

/// A game of `config` with plot cards, spies at the first seats, `leader` leading,
/// and `top` on top of the plot deck (the rest of the PC1 deck below them): the
/// round's cards are drawn from it.
pub(super) fn plot_game_with(config: GameConfig, leader: u8, top: &[PlotCard]) -> Game {
    let config = config.with_plot_cards();
    let deck = crate::resistance::modules::setup::deck(&config);
    let mut roles: Vec<Role> = deck.iter().copied().collect();
    // Spies first, so that seats 0..spies are the spies of a plain deal.
    roles.sort_by_key(|role| role.allegiance() == Allegiance::Resistance);
    let mut game = deal(config, &roles, leader);
    let mut cards: Vec<PlotCard> = plot::state::deck(config.players).iter().copied().collect();
    let mut arranged = Vec::new();
    for &card in top {
        let at = cards
            .iter()
            .position(|&c| c == card)
            .expect("the deck has this card");
        arranged.push(cards.remove(at));
    }
    arranged.extend(cards);
    let state = game.state_mut();
    state.plot = plot::state::PlotCards::default();
    state.plot.deck = arranged.iter().copied().collect();
    // The round's moment before the proposal opens again, on the arranged deck, as
    // the round_start hook point opens it (the phase is the proposal's unless the
    // moment holds the game).
    state.phase = crate::resistance::state::Phase::Proposal;
    crate::resistance::modules::hooks::before_proposal(state, &mut Discard);
    game
}

/// [`plot_game_with`] for a base game of `players`.
pub(super) fn plot_game(players: u8, leader: u8, top: &[PlotCard]) -> Game {
    plot_game_with(GameConfig::new(players, 1), leader, top)
}

/// [`plot_game`] whose leader drew the cards of `gifts` and gave each to its seat,
/// in that order (PC1, PC2): who holds what, for the rules that follow the deal.
pub(super) fn plot_game_given(players: u8, leader: u8, gifts: &[(PlotCard, u8)]) -> Game {
    let top: Vec<PlotCard> = gifts.iter().map(|&(card, _)| card).collect();
    let mut game = plot_game(players, leader, &top);
    for &(card, to) in gifts {
        give(&mut game, card, to);
    }
    game
}

/// The leader gives `card` to `to` (PC2).
pub(super) fn give(game: &mut Game, card: PlotCard, to: u8) -> Outcome {
    let leader = game.leader();
    game.apply(
        leader,
        Command::Plot(PlotCommand::GivePlotCard { card, to: Seat(to) }),
    )
    .expect("the leader gives a drawn card")
}

/// `seat` uses a card (PC4).
pub(super) fn use_card(game: &mut Game, seat: u8, action: PlotAction) -> Outcome {
    game.apply(
        Seat(seat),
        Command::Plot(PlotCommand::UsePlotCard { action }),
    )
    .expect("the card is used")
}

/// `seat` declines the card it is asked about (PC5).
pub(super) fn decline(game: &mut Game, seat: u8, card: PlotCard) -> Outcome {
    game.apply(
        Seat(seat),
        Command::Plot(PlotCommand::DeclinePlotCard { card }),
    )
    .expect("the seat declines")
}

/// The leader proposes `team` and everyone approves it, Opinion Makers first.
pub(super) fn approve(game: &mut Game, team: &[u8]) {
    propose(game, team);
    vote_all(game, true);
}

/// Declines whatever holders are asked, until no moment is open; every outcome's
/// public events.
pub(super) fn decline_all(game: &mut Game) -> Vec<Event> {
    let mut events = Vec::new();
    while game.phase() == PhaseKind::PlotMoment {
        let (_, card, asked) = moment(game);
        events.extend(public(&decline(game, asked, card)));
    }
    events
}

/// The leader proposes `team` and everyone rejects it.
pub(super) fn reject(game: &mut Game, team: &[u8]) -> Outcome {
    propose(game, team);
    vote_all(game, false)
}

fn plot_holders(game: &Game, card: PlotCard) -> SeatSet {
    game.public_view()
        .plot
        .map(|plot| {
            plot.held
                .iter()
                .filter(|h| h.card == card)
                .map(|h| h.holder)
                .collect()
        })
        .unwrap_or(SeatSet::EMPTY)
}

fn held(game: &Game) -> Vec<(u8, PlotCard)> {
    let plot = game.public_view().plot.expect("plot cards are on");
    plot.held.iter().map(|h| (h.holder.0, h.card)).collect()
}

/// The open moment: which, the card asked about, the seat asked.
fn moment(game: &Game) -> (PlotMoment, PlotCard, u8) {
    match game.public_view().phase {
        PhaseView::PlotMoment {
            moment,
            card,
            asked,
            ..
        } => (moment, card, asked.0),
        phase => panic!("no moment is open: {phase:?}"),
    }
}

fn seen(game: &Game, seat: u8) -> Vec<PlotSight> {
    let view = game.view(Seat(seat)).expect("seat exists");
    view.plot.expect("plot cards are on").seen.to_vec()
}

/// The private envelopes of `outcome`.
fn private(outcome: &Outcome) -> Vec<(Audience, Event)> {
    outcome
        .events
        .iter()
        .filter(|e| !e.audience.is_public())
        .map(|e| (e.audience, e.event))
        .collect()
}

/// `seat` uses `action`, and `card` shows `shown` to `viewer` alone: that is the
/// outcome's only private event (PC4, PC6). The outcome, for further checks.
fn use_card_showing(
    game: &mut Game,
    seat: u8,
    action: PlotAction,
    viewer: u8,
    card: PlotCard,
    shown: Shown,
) -> Outcome {
    let outcome = use_card(game, seat, action);
    assert_eq!(
        private(&outcome),
        [(
            Audience::seat(Seat(viewer)),
            Event::Plot(PlotEvent::PlotCardShown { card, shown })
        )]
    );
    outcome
}

// ---------------------------------------------------------------------------------
// PC1 Deck
// ---------------------------------------------------------------------------------

/// PC1: the deck is shuffled from the game's generator (the same seed deals the
/// same order, other seeds other orders) and its order is never in a view.
#[test]
fn pc1_deck_is_shuffled_from_the_seed_and_kept_secret() {
    let deck_of = |seed: u64| {
        let game = Game::new(GameConfig::new(7, seed).with_plot_cards()).expect("valid");
        game.state().plot.deck
    };
    assert_eq!(deck_of(3), deck_of(3));
    let orders: Vec<_> = (0..20).map(deck_of).collect();
    assert!(orders.iter().any(|d| *d != orders[0]), "shuffled by seed");
    for order in &orders {
        let mut sorted = *order;
        sorted.as_mut_slice().sort_unstable();
        assert_eq!(sorted, plot::state::deck(7));
    }
    let game = Game::new(GameConfig::new(7, 3).with_plot_cards()).expect("valid");
    let table = game.public_view().plot.expect("plot cards are on");
    assert_eq!(table.deck, 15 - 2, "only how many cards are left");
}

// ---------------------------------------------------------------------------------
// PC2 Dealing
// ---------------------------------------------------------------------------------

/// PC2: the leader draws 1 card at 5–6 players, 2 at 7–8, 3 at 9–10, face up.
#[test]
fn pc2_the_leader_draws_by_player_count_and_the_cards_are_public() {
    for (players, count) in [(5, 1), (6, 1), (7, 2), (8, 2), (9, 3), (10, 3)] {
        let config = GameConfig::new(players, 11).with_plot_cards();
        let (game, opening) = Game::start(config).expect("valid");
        let drawn: Vec<_> = opening
            .iter()
            .filter_map(|e| match e.event {
                Event::Plot(PlotEvent::PlotCardsDrawn { leader, cards }) => {
                    assert!(e.audience.is_public());
                    Some((leader, cards.len()))
                }
                _ => None,
            })
            .collect();
        assert_eq!(drawn, [(game.leader(), count)], "{players} players");
        let table = game.public_view().plot.expect("on");
        let total = if players >= 7 { 15 } else { 7 };
        assert_eq!(table.deck as usize, total - count);
    }
}

/// PC2: the leader gives the cards one at a time, in the order they choose, to
/// other players; one player may receive several; then the leader proposes.
#[test]
fn pc2_cards_are_given_one_at_a_time_to_other_players() {
    let mut game = plot_game(10, 0, &[StrongLeader, NoConfidence, OpinionMaker]);
    assert_eq!(game.phase(), PhaseKind::PlotDeal);
    assert_eq!(game.awaiting(), seats(&[0]));
    let choices = game.choices(Seat(0)).plot.expect("the leader gives");
    let give_choice = choices.give.expect("a give choice");
    assert_eq!(
        give_choice.cards.as_slice(),
        [StrongLeader, NoConfidence, OpinionMaker]
    );
    assert_eq!(give_choice.to, SeatSet::all(10).difference(seats(&[0])));
    let outcome = give(&mut game, NoConfidence, 3);
    assert_eq!(
        public(&outcome),
        [Event::Plot(PlotEvent::PlotCardGiven {
            leader: Seat(0),
            card: NoConfidence,
            to: Seat(3)
        })]
    );
    assert_eq!(game.phase(), PhaseKind::PlotDeal);
    give(&mut game, StrongLeader, 3);
    give(&mut game, OpinionMaker, 5);
    assert_eq!(game.phase(), PhaseKind::Proposal);
    assert_eq!(
        held(&game),
        [(3, NoConfidence), (3, StrongLeader), (5, OpinionMaker)]
    );
}

/// PC2: no new cards after a rejection in the same round; the next round deals again.
#[test]
fn pc2_cards_are_dealt_once_per_round() {
    let mut game = plot_game(5, 0, &[KeepingACloseEyeOnYou, StrongLeader]);
    give(&mut game, KeepingACloseEyeOnYou, 2);
    let outcome = reject(&mut game, &[0, 1]);
    assert!(!tells_everyone(&outcome, |e| matches!(
        e,
        Event::Plot(PlotEvent::PlotCardsDrawn { .. })
    )));
    assert_eq!(game.phase(), PhaseKind::Proposal);
    assert_eq!(game.leader(), Seat(1));
    approve(&mut game, &[1, 2]);
    play_cards(&mut game, &[]);
    // Seat 2, on the team, may watch seat 1.
    assert_eq!(
        moment(&game),
        (PlotMoment::AfterCards, KeepingACloseEyeOnYou, 2)
    );
    let outcome = decline(&mut game, 2, KeepingACloseEyeOnYou);
    let drawn: Vec<_> = public(&outcome)
        .into_iter()
        .filter_map(|e| match e {
            Event::Plot(PlotEvent::PlotCardsDrawn { leader, cards }) => {
                Some((leader, cards.to_vec()))
            }
            _ => None,
        })
        .collect();
    assert_eq!(drawn, [(Seat(2), [StrongLeader].to_vec())]);
}

/// PC2: the deck never runs short, and at 9–10 players five rounds use all 15.
#[test]
fn pc2_the_deck_never_runs_short() {
    for seed in 0..scaled(40, 2) {
        let players = 9 + (seed % 2) as u8;
        let config = GameConfig::new(players, seed).with_plot_cards();
        let (mut game, opening) = Game::start(config).expect("valid");
        let mut draws: Vec<usize> = opening
            .iter()
            .filter_map(|e| match e.event {
                Event::Plot(PlotEvent::PlotCardsDrawn { cards, .. }) => Some(cards.len()),
                _ => None,
            })
            .collect();
        let mut rng = GameRng::from_seed_number(seed);
        while let Some((seat, command)) = support::random_step(&game, &mut rng, Style::STAY) {
            let outcome = game.apply(seat, command).expect("legal");
            for event in outcome.public_events() {
                if let Event::Plot(PlotEvent::PlotCardsDrawn { cards, .. }) = event {
                    draws.push(cards.len());
                }
            }
        }
        assert!(draws.iter().all(|&n| n == 3), "{draws:?}");
        if draws.len() == 5 {
            assert_eq!(game.public_view().plot.expect("on").deck, 0);
        }
    }
}

// ---------------------------------------------------------------------------------
// PC3 Kinds
// ---------------------------------------------------------------------------------

/// PC3: an immediate card is resolved by its receiver as soon as it is given,
/// before the next card is given, then discarded.
#[test]
fn pc3_immediate_cards_resolve_on_receipt() {
    let mut game = plot_game(7, 0, &[OpenUp, StrongLeader]);
    give(&mut game, OpenUp, 4);
    assert_eq!(game.phase(), PhaseKind::PlotResolution);
    assert_eq!(game.awaiting(), seats(&[4]));
    let choice = game.choices(Seat(4)).plot.expect("resolves").use_card;
    assert_eq!(
        choice.map(|c| (c.card, c.targets)),
        Some((OpenUp, SeatSet::all(7).difference(seats(&[4]))))
    );
    // The leader cannot give the next card before it is resolved.
    assert!(!game.is_legal(
        Seat(0),
        &Command::Plot(PlotCommand::GivePlotCard {
            card: StrongLeader,
            to: Seat(1)
        })
    ));
    use_card_showing(
        &mut game,
        4,
        PlotAction::OpenUp { to: Seat(1) },
        1,
        OpenUp,
        Shown::Allegiance {
            seat: Seat(4),
            allegiance: Allegiance::Resistance,
        },
    );
    assert_eq!(game.phase(), PhaseKind::PlotDeal);
    assert!(held(&game).is_empty(), "discarded, never held");
}

/// PC3, PC4: Establish Confidence is resolved by the leader who drew it, before any
/// card is given, and never given.
#[test]
fn pc3_establish_confidence_is_resolved_by_the_leader_on_the_draw() {
    let mut game = plot_game(7, 2, &[NoConfidence, EstablishConfidence]);
    assert_eq!(
        game.public_view().phase,
        PhaseView::PlotResolution {
            seat: Seat(2),
            card: EstablishConfidence
        }
    );
    use_card_showing(
        &mut game,
        2,
        PlotAction::EstablishConfidence { to: Seat(5) },
        5,
        EstablishConfidence,
        Shown::Allegiance {
            seat: Seat(2),
            allegiance: Allegiance::Spy,
        },
    );
    assert_eq!(seen(&game, 5).len(), 1);
    assert!(seen(&game, 2).is_empty());
    assert_eq!(
        game.public_view().phase,
        PhaseView::PlotDeal {
            leader: Seat(2),
            cards: [NoConfidence].into_iter().collect()
        }
    );
}

/// PC3: held cards stay face up until used, across rounds, and may be used in the
/// round they were received; the Opinion Maker stays for the whole game.
#[test]
fn pc3_held_and_permanent_cards_carry_over() {
    let mut game = plot_game(5, 0, &[OpinionMaker, StrongLeader]);
    give(&mut game, OpinionMaker, 3);
    approve(&mut game, &[2, 3]);
    play_cards(&mut game, &[]);
    give(&mut game, StrongLeader, 4);
    assert_eq!(held(&game), [(3, OpinionMaker), (4, StrongLeader)]);
    // Used in the round it was received: before the next proposal of this round.
    reject(&mut game, &[1, 2, 3]);
    assert_eq!(moment(&game), (PlotMoment::BeforeProposal, StrongLeader, 4));
    use_card(&mut game, 4, PlotAction::StrongLeader);
    assert_eq!(held(&game), [(3, OpinionMaker)]);
}

// ---------------------------------------------------------------------------------
// PC4 Effects and moments
// ---------------------------------------------------------------------------------

/// PC4 Strong Leader: before a later proposal of the round its holder becomes the
/// leader, the moment closes at once, and leadership goes on from the new leader.
#[test]
fn pc4_strong_leader_takes_the_lead_and_it_goes_on_from_there() {
    let mut game = plot_game_given(5, 0, &[(StrongLeader, 3)]);
    // None between the deal and the round's first proposal.
    assert_eq!(game.phase(), PhaseKind::Proposal);
    reject(&mut game, &[0, 1]);
    assert_eq!(game.leader(), Seat(1));
    assert_eq!(moment(&game), (PlotMoment::BeforeProposal, StrongLeader, 3));
    assert_eq!(game.awaiting(), seats(&[3]));
    let outcome = use_card(&mut game, 3, PlotAction::StrongLeader);
    assert_eq!(
        public(&outcome),
        [Event::Plot(PlotEvent::PlotCardUsed {
            seat: Seat(3),
            action: PlotAction::StrongLeader
        })]
    );
    assert_eq!(game.leader(), Seat(3));
    assert_eq!(game.phase(), PhaseKind::Proposal);
    reject(&mut game, &[0, 1]);
    assert_eq!(game.leader(), Seat(4), "clockwise from the new leader");
}

/// PC4 Strong Leader at the start of a round: the moment comes before the draw, and
/// the new leader draws and deals the round's cards.
#[test]
fn pc4_strong_leader_at_round_start_draws_for_the_new_leader() {
    let mut game = plot_game(5, 0, &[StrongLeader, NoConfidence]);
    give(&mut game, StrongLeader, 3);
    approve(&mut game, &[0, 1]);
    let outcome = play_cards(&mut game, &[]);
    assert!(
        !tells_everyone(&outcome, |e| matches!(
            e,
            Event::Plot(PlotEvent::PlotCardsDrawn { .. })
        )),
        "the Strong Leader moment comes first"
    );
    assert_eq!(game.leader(), Seat(1));
    assert_eq!(moment(&game), (PlotMoment::BeforeProposal, StrongLeader, 3));
    let outcome = use_card(&mut game, 3, PlotAction::StrongLeader);
    assert!(
        public(&outcome).contains(&Event::Plot(PlotEvent::PlotCardsDrawn {
            leader: Seat(3),
            cards: [NoConfidence].into_iter().collect()
        }))
    );
    give(&mut game, NoConfidence, 0);
    assert_eq!(game.phase(), PhaseKind::Proposal);
    assert_eq!(game.leader(), Seat(3));
}

/// PC4 Strong Leader: the leader holding one is skipped (it has no use for it).
#[test]
fn pc4_the_leader_is_not_asked_about_strong_leader() {
    let mut game = plot_game_given(5, 0, &[(StrongLeader, 1)]);
    reject(&mut game, &[0, 1]);
    assert_eq!(game.leader(), Seat(1));
    assert_eq!(
        game.phase(),
        PhaseKind::Proposal,
        "no moment for the leader"
    );
}

/// PC4 Opinion Maker: its holders vote first, and their votes are public as soon
/// as all of them have voted; then everyone else votes secretly (B7).
#[test]
fn pc4_opinion_makers_vote_first_and_openly() {
    let mut game = plot_game_given(5, 0, &[(OpinionMaker, 3)]);
    propose(&mut game, &[0, 1]);
    assert_eq!(game.awaiting(), seats(&[3]));
    assert!(!game.choices(Seat(0)).vote);
    assert!(game.choices(Seat(3)).vote);
    let outcome = game.apply(Seat(3), Command::vote(false)).expect("votes");
    assert_eq!(
        public(&outcome),
        [
            Event::VoteCast { seat: Seat(3) },
            Event::Plot(PlotEvent::OpenVotesRevealed {
                approvals: SeatSet::EMPTY,
                rejections: seats(&[3])
            })
        ]
    );
    let table = game.public_view();
    let open = table.plot.expect("on").open_votes.expect("public now");
    assert_eq!(open.rejections, seats(&[3]));
    assert_eq!(game.awaiting(), seats(&[0, 1, 2, 4]));
    let outcome = game.apply(Seat(0), Command::vote(true)).expect("votes");
    assert_eq!(public(&outcome), [Event::VoteCast { seat: Seat(0) }]);
}

/// PC4 No Confidence: used after an approval, the team counts as rejected (B9) and
/// leadership passes as after a rejection.
#[test]
fn pc4_no_confidence_rejects_an_approved_team() {
    let mut game = plot_game_given(5, 0, &[(NoConfidence, 2)]);
    propose(&mut game, &[0, 1]);
    vote_all(&mut game, true);
    assert_eq!(moment(&game), (PlotMoment::AfterApproval, NoConfidence, 2));
    let outcome = use_card(&mut game, 2, PlotAction::NoConfidence);
    assert_eq!(
        public(&outcome),
        [
            Event::Plot(PlotEvent::PlotCardUsed {
                seat: Seat(2),
                action: PlotAction::NoConfidence
            }),
            Event::LeadershipPassed {
                leader: Seat(1),
                rejections: 1
            }
        ]
    );
    assert_eq!(game.phase(), PhaseKind::Proposal);
    assert_eq!(game.public_view().rejections, 1);
}

/// PC4, B9: a No Confidence that is the round's fifth rejection ends the game for
/// the spies.
#[test]
fn pc4_no_confidence_as_the_fifth_rejection_ends_the_game() {
    let mut game = plot_game_given(5, 0, &[(NoConfidence, 2)]);
    for team in [[0, 1], [1, 2], [2, 3], [3, 4]] {
        reject(&mut game, &team);
    }
    propose(&mut game, &[4, 0]);
    vote_all(&mut game, true);
    let outcome = use_card(&mut game, 2, PlotAction::NoConfidence);
    assert!(public(&outcome).contains(&Event::GameEnded {
        winner: Some(Allegiance::Spy),
        reason: crate::resistance::record::EndReason::FiveRejections
    }));
}

/// PC4 In the Spotlight: after approval its holder names a member, whose card is
/// then played face up for everyone, and still counts.
#[test]
fn pc4_in_the_spotlight_plays_a_card_face_up() {
    let mut game = plot_game_given(7, 0, &[(InTheSpotlight, 4), (StrongLeader, 5)]);
    propose(&mut game, &[1, 3]);
    vote_all(&mut game, true);
    assert_eq!(
        moment(&game),
        (PlotMoment::AfterApproval, InTheSpotlight, 4)
    );
    let targets = game.choices(Seat(4)).plot.and_then(|p| p.use_card);
    assert_eq!(targets.map(|c| c.targets), Some(seats(&[1, 3])));
    use_card(&mut game, 4, PlotAction::InTheSpotlight { member: Seat(1) });
    assert_eq!(game.phase(), PhaseKind::Mission);
    let outcome = game
        .apply(Seat(1), Command::play(Fail))
        .expect("a spy fails");
    assert_eq!(
        public(&outcome),
        [
            Event::MissionCardPlayed { seat: Seat(1) },
            Event::Plot(PlotEvent::MissionCardShown {
                seat: Seat(1),
                card: Fail
            })
        ]
    );
    let outcome = game.apply(Seat(3), Command::play(Success)).expect("plays");
    assert!(public(&outcome).contains(&Event::MissionResolved {
        round: 1,
        team: seats(&[1, 3]),
        fails: 1,
        succeeded: false
    }));
    let spot = game.public_view().plot.expect("on").spotlit;
    assert_eq!(spot.len(), 1);
    assert_eq!((spot[0].member, spot[0].card), (Seat(1), Some(Fail)));
}

/// PC4 Keeping a Close Eye on You: after every card is in, its holder sees one other
/// member's card, alone; each member is watched by one player at most.
#[test]
fn pc4_keeping_a_close_eye_shows_one_card_to_its_holder() {
    let mut game = plot_game_given(
        10,
        0,
        &[
            (KeepingACloseEyeOnYou, 6),
            (KeepingACloseEyeOnYou, 1),
            (OpinionMaker, 9),
        ],
    );
    approve(&mut game, &[0, 1, 2]);
    play_cards(&mut game, &[0]);
    // From the leader clockwise: seat 1 first, who may watch 0 or 2 but not itself.
    assert_eq!(
        moment(&game),
        (PlotMoment::AfterCards, KeepingACloseEyeOnYou, 1)
    );
    let targets = game.choices(Seat(1)).plot.and_then(|p| p.use_card);
    assert_eq!(targets.map(|c| c.targets), Some(seats(&[0, 2])));
    use_card_showing(
        &mut game,
        1,
        PlotAction::KeepingACloseEyeOnYou { member: Seat(0) },
        1,
        KeepingACloseEyeOnYou,
        Shown::MissionCard {
            member: Seat(0),
            card: Fail,
        },
    );
    assert_eq!(moment(&game).2, 6);
    let targets = game.choices(Seat(6)).plot.and_then(|p| p.use_card);
    assert_eq!(
        targets.map(|c| c.targets),
        Some(seats(&[1, 2])),
        "0 is watched"
    );
    let outcome = use_card(
        &mut game,
        6,
        PlotAction::KeepingACloseEyeOnYou { member: Seat(2) },
    );
    assert!(
        public(&outcome)
            .iter()
            .any(|e| matches!(e, Event::MissionResolved { .. }))
    );
    assert_eq!(seen(&game, 1).len(), 1);
    assert_eq!(seen(&game, 6).len(), 1);
    assert!(seen(&game, 0).is_empty() && seen(&game, 2).is_empty());
}

/// PC4 Take Responsibility: its receiver takes a card in front of another player;
/// with none, it is discarded without effect.
#[test]
fn pc4_take_responsibility_takes_another_players_card() {
    let mut game = plot_game_given(
        10,
        0,
        &[
            (NoConfidence, 3),
            (OpinionMaker, 4),
            (TakeResponsibility, 5),
        ],
    );
    assert_eq!(game.phase(), PhaseKind::PlotResolution);
    let targets = game.choices(Seat(5)).plot.and_then(|p| p.use_card);
    assert_eq!(targets.map(|c| c.targets), Some(seats(&[3, 4])));
    let commands: Vec<Command> = game
        .legal_commands(Seat(5))
        .into_iter()
        .filter(|c| matches!(c, Command::Plot(PlotCommand::UsePlotCard { .. })))
        .collect();
    assert_eq!(commands.len(), 2, "one per card in front of another player");
    use_card(
        &mut game,
        5,
        PlotAction::TakeResponsibility {
            from: Seat(4),
            take: OpinionMaker,
        },
    );
    assert_eq!(held(&game), [(3, NoConfidence), (5, OpinionMaker)]);
    assert_eq!(game.phase(), PhaseKind::Proposal);

    let mut game = plot_game(5, 0, &[TakeResponsibility]);
    let outcome = give(&mut game, TakeResponsibility, 2);
    assert!(
        public(&outcome).contains(&Event::Plot(PlotEvent::PlotCardDiscarded {
            seat: Seat(2),
            card: TakeResponsibility
        }))
    );
    assert_eq!(game.phase(), PhaseKind::Proposal);
}

/// PC4 Overheard Conversation: its receiver sees the allegiance of the player to
/// the left or to the right, alone.
#[test]
fn pc4_overheard_conversation_shows_a_neighbour() {
    let mut game = plot_game(7, 0, &[OverheardConversation, StrongLeader]);
    give(&mut game, OverheardConversation, 3);
    let targets = game.choices(Seat(3)).plot.and_then(|p| p.use_card);
    assert_eq!(targets.map(|c| c.targets), Some(seats(&[2, 4])));
    let outcome = use_card_showing(
        &mut game,
        3,
        PlotAction::OverheardConversation { neighbour: Seat(2) },
        3,
        OverheardConversation,
        Shown::Allegiance {
            seat: Seat(2),
            allegiance: Allegiance::Spy,
        },
    );
    assert!(
        public(&outcome).contains(&Event::Plot(PlotEvent::PlotCardUsed {
            seat: Seat(3),
            action: PlotAction::OverheardConversation { neighbour: Seat(2) }
        }))
    );
}

// ---------------------------------------------------------------------------------
// PC5 Asking order
// ---------------------------------------------------------------------------------

/// PC5: holders are asked from the leader clockwise; declines are public; No
/// Confidence holders before In the Spotlight holders.
#[test]
fn pc5_holders_are_asked_from_the_leader_clockwise() {
    let mut game = plot_game_given(
        10,
        4,
        &[(NoConfidence, 2), (NoConfidence, 6), (InTheSpotlight, 8)],
    );
    approve(&mut game, &[0, 1, 2]);
    assert_eq!(moment(&game), (PlotMoment::AfterApproval, NoConfidence, 6));
    let outcome = decline(&mut game, 6, NoConfidence);
    assert_eq!(
        public(&outcome),
        [Event::Plot(PlotEvent::PlotCardDeclined {
            seat: Seat(6),
            card: NoConfidence
        })]
    );
    assert_eq!(moment(&game), (PlotMoment::AfterApproval, NoConfidence, 2));
    decline(&mut game, 2, NoConfidence);
    assert_eq!(
        moment(&game),
        (PlotMoment::AfterApproval, InTheSpotlight, 8)
    );
    decline(&mut game, 8, InTheSpotlight);
    assert_eq!(game.phase(), PhaseKind::Mission);
    assert_eq!(held(&game).len(), 3, "declined cards stay");
}

/// PC5: a used No Confidence ends the moment: In the Spotlight holders are not asked.
#[test]
fn pc5_a_used_no_confidence_ends_the_moment() {
    let mut game = plot_game_given(
        10,
        4,
        &[(NoConfidence, 6), (InTheSpotlight, 8), (StrongLeader, 9)],
    );
    approve(&mut game, &[0, 1, 2]);
    use_card(&mut game, 6, PlotAction::NoConfidence);
    // The next proposal's moment: the Strong Leader holder is asked, not seat 8.
    assert_eq!(moment(&game), (PlotMoment::BeforeProposal, StrongLeader, 9));
}

/// PC5: a holder of two copies is asked once per card kind per moment.
#[test]
fn pc5_two_copies_are_asked_about_once() {
    let mut game = plot_game_given(
        10,
        0,
        &[(StrongLeader, 3), (StrongLeader, 3), (OpinionMaker, 5)],
    );
    reject(&mut game, &[0, 1, 2]);
    assert_eq!(moment(&game), (PlotMoment::BeforeProposal, StrongLeader, 3));
    decline(&mut game, 3, StrongLeader);
    assert_eq!(game.phase(), PhaseKind::Proposal);
    assert_eq!(plot_holders(&game, StrongLeader), seats(&[3]));
}

// ---------------------------------------------------------------------------------
// PC6 Reveals
// ---------------------------------------------------------------------------------

/// PC6, AS5: with the Assassin module a reveal shows the allegiance, never the
/// character: the Commander shows as Resistance, the Assassin as a spy.
#[test]
fn pc6_a_reveal_shows_the_allegiance_only() {
    let config =
        GameConfig::new(7, 1).with_assassin(crate::resistance::config::AssassinOptions::default());
    let mut game = plot_game_with(config, 0, &[OverheardConversation, OpenUp]);
    let roles = game.state().roles;
    give(&mut game, OverheardConversation, 1);
    use_card(
        &mut game,
        1,
        PlotAction::OverheardConversation { neighbour: Seat(0) },
    );
    give(&mut game, OpenUp, 6);
    use_card(&mut game, 6, PlotAction::OpenUp { to: Seat(2) });
    let expected = |seat: u8| Shown::Allegiance {
        seat: Seat(seat),
        allegiance: roles[seat as usize].allegiance(),
    };
    assert_eq!(seen(&game, 1)[0].shown, expected(0));
    assert_eq!(seen(&game, 2)[0].shown, expected(6));
}

/// PC6, DF4: a Defector shows the allegiance they play for now, after a switch.
#[test]
fn pc6_a_defector_shows_their_current_allegiance() {
    let config = GameConfig::new(7, 1).with_defector(DefectorVariant::Standard);
    // Rounds 1 and 2 deal four held cards; round 3 draws Open Up.
    let top = [
        StrongLeader,
        NoConfidence,
        NoConfidence,
        NoConfidence,
        OpenUp,
        StrongLeader,
    ];
    let mut game = plot_game_with(config, 0, &top);
    super::modules_rules::order_loyalty_deck(
        &mut game,
        [
            LoyaltyCard::SwitchAllegiance,
            LoyaltyCard::NoChange,
            LoyaltyCard::NoChange,
            LoyaltyCard::NoChange,
            LoyaltyCard::SwitchAllegiance,
        ],
    );
    let defector = game
        .state()
        .seat_of(Role::SpyDefector)
        .expect("a Spy Defector");
    for _ in 0..2 {
        let cards = match game.public_view().phase {
            PhaseView::PlotDeal { cards, .. } => cards,
            phase => panic!("{phase:?}"),
        };
        for card in cards.iter() {
            let to = game.leader().next(7);
            give(&mut game, *card, to.0);
        }
        let size = rules::team_size(7, game.round());
        let team: Vec<u8> = (0..size).map(|i| (game.leader().0 + 1 + i) % 7).collect();
        approve(&mut game, &team);
        decline_all(&mut game);
        play_cards(&mut game, &[]);
        decline_all(&mut game);
    }
    assert_eq!(game.round(), 3);
    assert_eq!(game.phase(), PhaseKind::PlotDeal);
    assert!(game.state().defector.switched, "the switch was flipped");
    let leader = game.leader();
    let receiver = if defector == leader {
        leader.next(7)
    } else {
        defector
    };
    give(&mut game, OpenUp, receiver.0);
    let viewer = receiver.next(7);
    use_card(&mut game, receiver.0, PlotAction::OpenUp { to: viewer });
    let shown = game.state().allegiance(receiver);
    assert_eq!(
        seen(&game, viewer.0)[0].shown,
        Shown::Allegiance {
            seat: receiver,
            allegiance: shown
        }
    );
    if receiver == defector {
        assert_eq!(shown, Allegiance::Resistance, "switched sides");
    }
}

// ---------------------------------------------------------------------------------
// Engine decisions: the order of the steps across modules
// ---------------------------------------------------------------------------------

/// The round opens with the Defector flip (DF3), then the Strong Leader moment, then
/// the deal (PC2).
#[test]
fn pc_round_start_order_is_flip_then_strong_leader_then_deal() {
    let config = GameConfig::new(5, 1).with_defector(DefectorVariant::Standard);
    let mut game = plot_game_with(config, 0, &[]);
    for round in 1..=2u8 {
        let PhaseView::PlotDeal { cards, .. } = game.public_view().phase else {
            // Establish Confidence is not in a five-player deck: a deal is under way.
            panic!("a deal");
        };
        for card in cards.iter() {
            let to = game.leader().next(5);
            give(&mut game, *card, to.0);
            if game.phase() == PhaseKind::PlotResolution {
                let command = game.legal_commands(to)[0];
                game.apply(to, command).expect("legal");
            }
        }
        let size = rules::team_size(5, round);
        let team: Vec<u8> = (0..size).map(|i| (game.leader().0 + 1 + i) % 5).collect();
        approve(&mut game, &team);
        decline_all(&mut game);
        let mut events = public(&play_cards(&mut game, &[]));
        events.extend(decline_all(&mut game));
        if round == 2 {
            // Round 3 opens: the seat given round 1's Strong Leader is asked about it
            // after the flip and before the draw.
            let kinds: Vec<u8> = events
                .iter()
                .filter_map(|e| match e {
                    Event::RoundStarted { .. } => Some(0),
                    Event::Defector(DefectorEvent::LoyaltyCardFlipped { .. }) => Some(1),
                    Event::Plot(PlotEvent::PlotCardDeclined {
                        card: StrongLeader, ..
                    }) => Some(2),
                    Event::Plot(PlotEvent::PlotCardsDrawn { .. }) => Some(3),
                    _ => None,
                })
                .collect();
            assert_eq!(kinds, [0, 1, 2, 3]);
        }
    }
}

/// After the last card: Keeping a Close Eye on You, then the Trapper's card (TR2).
#[test]
fn pc_close_eye_comes_before_the_trapper() {
    let config = GameConfig::new(5, 1).with_trapper();
    let mut game = plot_game_with(config, 0, &[KeepingACloseEyeOnYou]);
    give(&mut game, KeepingACloseEyeOnYou, 4);
    approve(&mut game, &[0, 1, 2]);
    play_cards(&mut game, &[]);
    assert_eq!(
        moment(&game),
        (PlotMoment::AfterCards, KeepingACloseEyeOnYou, 4)
    );
    let outcome = use_card(
        &mut game,
        4,
        PlotAction::KeepingACloseEyeOnYou { member: Seat(1) },
    );
    assert!(
        public(&outcome).contains(&Event::Trapper(TrapperEvent::TrappingBegan {
            leader: Seat(0)
        }))
    );
    assert_eq!(game.phase(), PhaseKind::Trapping);
}

/// LV1 with plot cards: a player leaving while an immediate card waits to be
/// resolved ends the game with that card discarded, and the game restores.
#[test]
fn pc3_a_game_abandoned_during_a_resolution_restores() {
    let mut game = plot_game(7, 0, &[OpenUp, StrongLeader]);
    give(&mut game, OpenUp, 4);
    assert_eq!(game.phase(), PhaseKind::PlotResolution);
    game.apply(Seat(2), Command::Leave).expect("leaves");
    assert!(game.is_over());
}
