//! Bad input to the plot cards, one test each: every refusal names the exact error,
//! a clear message and a stable code, and leaves the game exactly as it was (PC2–PC5).
//! Then snapshots whose plot cards were tampered with, refused as corrupted.

use super::{
    bad_input::refusal,
    modules_rules::{propose, vote_all},
    plot_rules::{approve, decline, give, plot_game, plot_game_given, reject, use_card},
};
use crate::resistance::modules::plot::{PlotError, cards::PlotCommand};
use crate::{
    kernel::Seat, resistance::command::Command, resistance::command::CommandKind,
    resistance::config::GameConfig, resistance::error::CommandError, resistance::game::Game,
    resistance::modules::plot::cards::PlotAction, resistance::modules::plot::cards::PlotCard,
    resistance::record::PhaseKind,
};

use PlotCard::*;

fn using(action: PlotAction) -> Command {
    Command::Plot(PlotCommand::UsePlotCard { action })
}

/// Ten players, seat 0 leading; No Confidence given to seats 2 and 6, In the
/// Spotlight to 8; the team 0, 1, 2 approved: the No Confidence holders are asked,
/// seat 2 first (clockwise from the leader... 1, 2), then 6.
fn after_approval() -> Game {
    let mut game = plot_game_given(
        10,
        0,
        &[(NoConfidence, 2), (NoConfidence, 6), (InTheSpotlight, 8)],
    );
    approve(&mut game, &[0, 1, 2]);
    assert_eq!(game.phase(), PhaseKind::PlotMoment);
    game
}

/// Using a card one does not hold: `PlotCardNotHeld`.
#[test]
fn using_a_card_one_does_not_hold() {
    let mut game = after_approval();
    refusal(&mut game, Seat(3), using(PlotAction::NoConfidence))
        .is(CommandError::Plot(PlotError::PlotCardNotHeld {
            seat: Seat(3),
            card: NoConfidence,
        }))
        .coded("plot_card_not_held")
        .mentions(&["3", "No Confidence"]);
}

/// Using a held card outside its moment: `PlotCardOutOfMoment`.
#[test]
fn using_a_card_outside_its_moment() {
    let mut game = plot_game_given(5, 0, &[(NoConfidence, 2)]);
    refusal(&mut game, Seat(2), using(PlotAction::NoConfidence))
        .is(CommandError::Plot(PlotError::PlotCardOutOfMoment {
            card: NoConfidence,
        }))
        .coded("plot_card_out_of_moment")
        .mentions(&["No Confidence", "moment"]);
}

/// Using a card out of turn in the asking order: `NotAskedNow`.
#[test]
fn using_a_card_out_of_turn() {
    let mut game = after_approval();
    refusal(&mut game, Seat(6), using(PlotAction::NoConfidence))
        .is(CommandError::Plot(PlotError::NotAskedNow {
            seat: Seat(6),
            asked: Seat(2),
        }))
        .coded("plot_card_out_of_turn")
        .mentions(&["2 is asked"]);
    // In the Spotlight holders come after No Confidence holders (PC5).
    refusal(
        &mut game,
        Seat(8),
        using(PlotAction::InTheSpotlight { member: Seat(0) }),
    )
    .is(CommandError::Plot(PlotError::NotAskedNow {
        seat: Seat(8),
        asked: Seat(2),
    }))
    .coded("plot_card_out_of_turn");
}

/// Answering twice in one moment: `PlotCardAlreadyAnswered`.
#[test]
fn using_a_card_twice_in_a_moment() {
    let mut game = after_approval();
    decline(&mut game, 2, NoConfidence);
    refusal(&mut game, Seat(2), using(PlotAction::NoConfidence))
        .is(CommandError::Plot(PlotError::PlotCardAlreadyAnswered {
            seat: Seat(2),
            card: NoConfidence,
        }))
        .coded("plot_card_already_answered")
        .mentions(&["already answered"]);
    refusal(&mut game, Seat(2), Command::decline_plot_card(NoConfidence))
        .is(CommandError::Plot(PlotError::PlotCardAlreadyAnswered {
            seat: Seat(2),
            card: NoConfidence,
        }))
        .coded("plot_card_already_answered");
}

/// The leader giving a card to themself: `GivePlotCardToSelf`; a card not drawn:
/// `PlotCardNotDrawn`; someone else giving: `NotLeader`; a seat off the table:
/// `NoSuchTarget`.
#[test]
fn giving_a_card_wrongly() {
    let mut game = plot_game(7, 0, &[StrongLeader, NoConfidence]);
    let give_to = |card, to| Command::Plot(PlotCommand::GivePlotCard { card, to: Seat(to) });
    refusal(&mut game, Seat(0), give_to(StrongLeader, 0))
        .is(CommandError::Plot(PlotError::GivePlotCardToSelf))
        .coded("give_plot_card_to_self")
        .mentions(&["themself"]);
    refusal(&mut game, Seat(0), give_to(OpinionMaker, 1))
        .is(CommandError::Plot(PlotError::PlotCardNotDrawn {
            card: OpinionMaker,
        }))
        .coded("plot_card_not_drawn")
        .mentions(&["Opinion Maker"]);
    refusal(&mut game, Seat(1), give_to(StrongLeader, 2))
        .is(CommandError::NotLeader {
            seat: Seat(1),
            leader: Seat(0),
        })
        .coded("not_leader");
    refusal(&mut game, Seat(0), give_to(StrongLeader, 7))
        .is(CommandError::NoSuchTarget {
            target: 7,
            players: 7,
        })
        .coded("no_such_target");
    give(&mut game, StrongLeader, 1);
    give(&mut game, NoConfidence, 1);
    refusal(&mut game, Seat(0), give_to(StrongLeader, 2))
        .in_wrong_phase(CommandKind::GivePlotCard, PhaseKind::Proposal);
}

/// Strong Leader by the current leader: `StrongLeaderByLeader`; a second one before
/// the same vote: `StrongLeaderAlreadyUsed`.
#[test]
fn strong_leader_by_the_leader_or_twice_before_a_vote() {
    let mut game = plot_game_given(
        10,
        0,
        &[(StrongLeader, 1), (StrongLeader, 2), (OpinionMaker, 5)],
    );
    reject(&mut game, &[0, 1, 2]);
    // Seat 1 leads now and is skipped; seat 2 is asked.
    assert_eq!(game.leader(), Seat(1));
    refusal(&mut game, Seat(1), using(PlotAction::StrongLeader))
        .is(CommandError::Plot(PlotError::StrongLeaderByLeader))
        .coded("strong_leader_by_leader")
        .mentions(&["leader", "Strong Leader"]);
    use_card(&mut game, 2, PlotAction::StrongLeader);
    assert_eq!(game.leader(), Seat(2));
    refusal(&mut game, Seat(1), using(PlotAction::StrongLeader))
        .is(CommandError::Plot(PlotError::StrongLeaderAlreadyUsed))
        .coded("strong_leader_already_used")
        .mentions(&["already", "this vote"]);
}

/// No Confidence after a rejection: `NoConfidenceOnRejectedTeam`.
#[test]
fn no_confidence_on_a_rejected_team() {
    let mut game = plot_game_given(5, 0, &[(NoConfidence, 2)]);
    reject(&mut game, &[0, 1]);
    refusal(&mut game, Seat(2), using(PlotAction::NoConfidence))
        .is(CommandError::Plot(PlotError::NoConfidenceOnRejectedTeam))
        .coded("no_confidence_on_rejected_team")
        .mentions(&["rejected"]);
}

/// Ten players, seat 0 leading, Keeping a Close Eye on You given to 1 and 6; the
/// team 0, 1, 2 has played: seat 1 is asked first.
fn after_cards() -> Game {
    let mut game = plot_game_given(
        10,
        0,
        &[
            (KeepingACloseEyeOnYou, 1),
            (KeepingACloseEyeOnYou, 6),
            (StrongLeader, 9),
        ],
    );
    approve(&mut game, &[0, 1, 2]);
    for member in [0, 1, 2] {
        game.apply(
            Seat(member),
            Command::play(crate::kernel::MissionCard::Success),
        )
        .expect("plays");
    }
    assert_eq!(game.phase(), PhaseKind::PlotMoment);
    game
}

/// Watching a member someone already watches: `MemberAlreadyWatched`; one's own
/// card: `WatchOwnCard`; a non-member: `NotOnTeam`.
#[test]
fn watching_wrongly() {
    let mut game = after_cards();
    let watch = |member| {
        using(PlotAction::KeepingACloseEyeOnYou {
            member: Seat(member),
        })
    };
    refusal(&mut game, Seat(1), watch(1))
        .is(CommandError::Plot(PlotError::WatchOwnCard))
        .coded("watch_own_card")
        .mentions(&["own"]);
    refusal(&mut game, Seat(1), watch(5))
        .is(CommandError::NotOnTeam { seat: Seat(5) })
        .coded("not_on_team");
    use_card(
        &mut game,
        1,
        PlotAction::KeepingACloseEyeOnYou { member: Seat(0) },
    );
    refusal(&mut game, Seat(6), watch(0))
        .is(CommandError::Plot(PlotError::MemberAlreadyWatched {
            member: Seat(0),
        }))
        .coded("member_already_watched")
        .mentions(&["0", "already"]);
}

/// A Spotlight on a non-member: `SpotlightNotOnTeam`.
#[test]
fn spotlight_on_a_non_member() {
    let mut game = after_approval();
    decline(&mut game, 2, NoConfidence);
    decline(&mut game, 6, NoConfidence);
    refusal(
        &mut game,
        Seat(8),
        using(PlotAction::InTheSpotlight { member: Seat(5) }),
    )
    .is(CommandError::Plot(PlotError::SpotlightNotOnTeam {
        member: Seat(5),
    }))
    .coded("spotlight_not_on_team")
    .mentions(&["5", "spotlight"]);
}

/// Overheard Conversation on a non-neighbour: `NotNeighbour`.
#[test]
fn overhearing_a_non_neighbour() {
    let mut game = plot_game(7, 0, &[OverheardConversation, StrongLeader]);
    give(&mut game, OverheardConversation, 3);
    refusal(
        &mut game,
        Seat(3),
        using(PlotAction::OverheardConversation { neighbour: Seat(5) }),
    )
    .is(CommandError::Plot(PlotError::NotNeighbour {
        target: Seat(5),
    }))
    .coded("not_a_neighbour")
    .mentions(&["5", "neighbour"]);
}

/// Take Responsibility from oneself: `TakeFromSelf`; from someone without that
/// card: `NoCardToTake`.
#[test]
fn taking_responsibility_wrongly() {
    let mut game = plot_game_given(
        10,
        0,
        &[
            (NoConfidence, 3),
            (OpinionMaker, 5),
            (TakeResponsibility, 5),
        ],
    );
    let take = |from, card| {
        using(PlotAction::TakeResponsibility {
            from: Seat(from),
            take: card,
        })
    };
    refusal(&mut game, Seat(5), take(5, OpinionMaker))
        .is(CommandError::Plot(PlotError::TakeFromSelf))
        .coded("take_from_self")
        .mentions(&["another player"]);
    refusal(&mut game, Seat(5), take(4, NoConfidence))
        .is(CommandError::Plot(PlotError::NoCardToTake {
            from: Seat(4),
            card: NoConfidence,
        }))
        .coded("no_card_to_take")
        .mentions(&["4", "No Confidence"]);
    refusal(&mut game, Seat(5), take(3, OpinionMaker))
        .is(CommandError::Plot(PlotError::NoCardToTake {
            from: Seat(3),
            card: OpinionMaker,
        }))
        .coded("no_card_to_take");
}

/// An immediate card cannot be declined: `MustResolvePlotCard`; Open Up to oneself:
/// `ShowToSelf`; someone else resolving it: `PlotCardNotHeld`.
#[test]
fn resolving_an_immediate_card_wrongly() {
    let mut game = plot_game(7, 0, &[OpenUp, StrongLeader]);
    give(&mut game, OpenUp, 4);
    refusal(&mut game, Seat(4), Command::decline_plot_card(OpenUp))
        .is(CommandError::Plot(PlotError::MustResolvePlotCard {
            card: OpenUp,
        }))
        .coded("must_resolve_plot_card")
        .mentions(&["Open Up", "cannot be declined"]);
    refusal(
        &mut game,
        Seat(4),
        using(PlotAction::OpenUp { to: Seat(4) }),
    )
    .is(CommandError::Plot(PlotError::ShowToSelf))
    .coded("show_to_self");
    refusal(
        &mut game,
        Seat(3),
        using(PlotAction::OpenUp { to: Seat(1) }),
    )
    .is(CommandError::Plot(PlotError::PlotCardNotHeld {
        seat: Seat(3),
        card: OpenUp,
    }))
    .coded("plot_card_not_held");
}

/// Voting before the Opinion Makers: `OpinionMakersVoteFirst`.
#[test]
fn voting_before_the_opinion_makers() {
    let mut game = plot_game_given(5, 0, &[(OpinionMaker, 3)]);
    propose(&mut game, &[0, 1]);
    refusal(&mut game, Seat(0), Command::vote(true))
        .is(CommandError::Plot(PlotError::OpinionMakersVoteFirst {
            seat: Seat(0),
        }))
        .coded("opinion_makers_vote_first")
        .mentions(&["Opinion Makers"]);
    vote_all(&mut game, true);
    assert_eq!(game.phase(), PhaseKind::Mission);
}

/// Plot commands in a game without plot cards: `WrongPhase`, whatever the phase.
#[test]
fn plot_commands_without_plot_cards() {
    let mut game = Game::new(GameConfig::new(5, 1)).expect("valid");
    let leader = game.leader();
    for (command, kind) in [
        (
            Command::Plot(PlotCommand::GivePlotCard {
                card: StrongLeader,
                to: Seat(1),
            }),
            CommandKind::GivePlotCard,
        ),
        (using(PlotAction::StrongLeader), CommandKind::UsePlotCard),
        (
            Command::decline_plot_card(NoConfidence),
            CommandKind::DeclinePlotCard,
        ),
    ] {
        refusal(&mut game, leader, command).in_wrong_phase(kind, PhaseKind::Proposal);
    }
}

/// A record whose plot-card command the rules refuse is refused naming its place
/// and the engine's reason: a card given to its own leader (PC2), or any plot
/// command once the configuration says there are no plot cards.
#[cfg(feature = "json")]
#[test]
fn tampered_plot_records_are_refused() {
    // A real game (a rigged deck has no record that replays it), up to a gift.
    let config = crate::resistance::config::GameConfig::new(7, 4).with_plot_cards();
    let gift = |played: &crate::table::Move<Command>| {
        matches!(
            played.command,
            Command::Plot(PlotCommand::GivePlotCard { .. })
        )
    };
    let game =
        super::support::recorded_until(config, 4, |game| game.record().commands().iter().any(gift));
    let record = game.record();
    let given = record
        .commands()
        .iter()
        .position(gift)
        .expect("a card was given");
    let leader = record.commands()[given].seat;
    let error = super::table_support::replay_edited(&game, |v| {
        v["commands"][given]["command"]["to"] = leader.0.into();
    });
    assert_eq!(error.code(), "record_command_refused");
    super::table_support::assert_message(
        &error,
        &[&alloc::format!("command {given} ({leader})"), "themself"],
    );
    let error = super::table_support::replay_edited(&game, |v| {
        v["config"]["plotCards"] = false.into();
    });
    super::table_support::assert_message(&error, &[&alloc::format!("command {given} ")]);
}
