//! Bad input to a Cells game, one test each: every refusal names the exact error, a
//! clear message and a stable code, and leaves the game exactly as it was.

use super::cells_support::{FAIL, OK, R, S, rigged};
use crate::{
    cells::{
        CellsCommand, CellsCommandError, CellsCommandKind, CellsConfig, CellsConfigError,
        CellsGame, CellsPhaseKind, Position, Slot,
    },
    kernel::Seat,
    tests::table_support::{Refused, assert_no_such_seat, assert_over, config_refused, refusal},
};
use alloc::string::ToString;

#[cfg(feature = "json")]
use super::table_support::replay_edited;

fn pos(seat: u8, slot: Slot) -> Position {
    Position::new(Seat(seat), slot)
}

/// A three-player table, seat 0 to act, a deck of Success cards on top.
fn table() -> CellsGame {
    rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[OK, OK, FAIL, OK], 0)
}

fn apply(game: &mut CellsGame, seat: u8, command: CellsCommand) {
    game.apply(Seat(seat), command).expect("accepted");
}

#[test]
fn a_seat_off_the_table() {
    let mut game = table();
    let error = assert_no_such_seat(&mut game, 3, [CellsCommand::ScoutDeck]);
    let message = "there is no seat 3: this table seats players 0 to 2";
    assert_eq!(error.to_string(), message);
    assert_no_such_seat(&mut game, 200, [CellsCommand::ScoutDeck]);
}

#[test]
fn a_command_of_another_phase() {
    let mut game = table();
    refusal(
        &mut game,
        Seat(0),
        CellsCommand::ReturnCharacters { swap: true },
    )
    .is(CellsCommandError::WrongPhase {
        command: CellsCommandKind::ReturnCharacters,
        phase: CellsPhaseKind::Action,
    })
    .coded("wrong_phase")
    .says("cannot return scouted character cards during the choice of a turn's action");
    let mut fresh = CellsGame::new(CellsConfig::new(3, 1)).unwrap();
    let player = fresh.player().0;
    refusal(&mut fresh, Seat(player), CellsCommand::ScoutDeck)
        .is(CellsCommandError::WrongPhase {
            command: CellsCommandKind::ScoutDeck,
            phase: CellsPhaseKind::Arranging,
        })
        .coded("wrong_phase")
        .says("cannot scout the mission deck during the arranging of the cells");
}

#[test]
fn acting_out_of_turn() {
    let mut game = table();
    refusal(&mut game, Seat(1), CellsCommand::ScoutDeck)
        .is(CellsCommandError::NotYourTurn {
            seat: Seat(1),
            player: Seat(0),
        })
        .coded("not_your_turn")
        .says("it is seat 0's turn, not seat 1's");
    apply(&mut game, 0, CellsCommand::ScoutDeck);
    // The later steps of an action are the actor's too.
    refusal(&mut game, Seat(2), CellsCommand::return_to_deck(&[0]))
        .is(CellsCommandError::NotYourTurn {
            seat: Seat(2),
            player: Seat(0),
        })
        .coded("not_your_turn")
        .says("it is seat 0's turn, not seat 2's");
}

#[test]
fn arranging_twice_or_with_other_cards() {
    let mut game = CellsGame::new(CellsConfig::new(3, 4)).unwrap();
    let hand = game.view(Seat(0)).unwrap().hand.unwrap();
    let spies = hand.iter().filter(|&&c| c == S).count();
    let wrong = if spies == 3 { [R, R, R] } else { [S, S, S] };
    refusal(&mut game, Seat(0), CellsCommand::Arrange { row: wrong })
        .is(CellsCommandError::NotYourHand)
        .coded("not_your_hand")
        .says("the row must hold exactly the three cards you were dealt");
    apply(&mut game, 0, CellsCommand::Arrange { row: hand });
    refusal(&mut game, Seat(0), CellsCommand::Arrange { row: hand })
        .is(CellsCommandError::AlreadyArranged { seat: Seat(0) })
        .coded("already_arranged")
        .says("seat 0 has already arranged its cell");
}

/// Seat 0, to act on [`table`], scouting the characters at `first` and `second`: the
/// scouting must be refused (its error is checked next).
fn scouting(first: Position, second: Position) -> Refused<CellsCommandError> {
    let scout = CellsCommand::ScoutCharacters { first, second };
    refusal(&mut table(), Seat(0), scout)
}

#[test]
fn scouting_another_players_protected_card() {
    let middle = pos(2, Slot::Middle);
    scouting(pos(0, Slot::Left), middle)
        .is(CellsCommandError::ProtectedCard { position: middle })
        .coded("protected_card")
        .says("the middle card of seat 2 is protected: another player's face-down middle card");
}

#[test]
fn scouting_a_card_twice_in_one_action() {
    let right = pos(1, Slot::Right);
    scouting(right, right)
        .is(CellsCommandError::SameCardTwice { position: right })
        .coded("same_card_twice")
        .says("the right card of seat 1 is named twice: scout two different cards");
}

#[test]
fn scouting_a_card_off_the_table() {
    scouting(pos(0, Slot::Left), pos(3, Slot::Left))
        .is(CellsCommandError::NoSuchPosition {
            seat: 3,
            players: 3,
        })
        .coded("no_such_position")
        .says("seat 3 is not at this table of 3");
}

#[test]
fn going_on_a_mission_with_oneself_or_nobody() {
    let mut game = table();
    refusal(
        &mut game,
        Seat(0),
        CellsCommand::GoOnMission { partner: Seat(0) },
    )
    .is(CellsCommandError::MissionWithSelf)
    .coded("mission_with_self")
    .says("a mission needs a partner other than oneself");
    refusal(
        &mut game,
        Seat(0),
        CellsCommand::GoOnMission { partner: Seat(9) },
    )
    .is(CellsCommandError::NoSuchPartner {
        partner: 9,
        players: 3,
    })
    .coded("no_such_partner")
    .says("partner 9 is not a seat at this table of 3");
}

#[test]
fn going_on_a_mission_with_a_face_up_character() {
    let mut game = rigged(&[[R, S, R], [S, R, R], [S, S, R]], &[FAIL, FAIL, OK, OK], 0);
    apply(&mut game, 0, CellsCommand::GoOnMission { partner: Seat(1) });
    apply(&mut game, 0, CellsCommand::PassMissionCards { discard: 2 });
    apply(&mut game, 1, CellsCommand::PlayMissionCard { play: 0 });
    // Seats 0 and 1 show their middle card now. Seat 1 to act.
    let mission = |partner| CellsCommand::GoOnMission {
        partner: Seat(partner),
    };
    let face_up = |seat| CellsCommandError::FaceUpCharacter { seat: Seat(seat) };
    refusal(&mut game, Seat(1), mission(2))
        .is(face_up(1))
        .coded("face_up_character")
        .says("seat 1 has a face-up character and cannot go on a mission");
    apply(&mut game, 1, CellsCommand::ScoutDeck);
    apply(&mut game, 1, CellsCommand::return_to_deck(&[0, 1, 2]));
    refusal(&mut game, Seat(2), mission(0))
        .is(face_up(0))
        .coded("face_up_character")
        .says("seat 0 has a face-up character and cannot go on a mission");
}

#[test]
fn discarding_a_mission_card_one_does_not_hold() {
    let mut game = table();
    // Seat `seat` names card `index` of the `held` it holds: `NoSuchCard`.
    let no_such_card = |game: &mut CellsGame, seat, command, index, held, message: &str| {
        refusal(game, Seat(seat), command)
            .is(CellsCommandError::NoSuchCard { index, held })
            .coded("no_such_card")
            .says(message);
    };
    apply(&mut game, 0, CellsCommand::GoOnMission { partner: Seat(2) });
    let pass = CellsCommand::PassMissionCards { discard: 3 };
    no_such_card(
        &mut game,
        0,
        pass,
        3,
        3,
        "there is no card 3: you hold 3, numbered from 0",
    );
    apply(&mut game, 0, CellsCommand::PassMissionCards { discard: 0 });
    let play = CellsCommand::PlayMissionCard { play: 2 };
    no_such_card(
        &mut game,
        2,
        play,
        2,
        2,
        "there is no card 2: you hold 2, numbered from 0",
    );
    refusal(
        &mut game,
        Seat(0),
        CellsCommand::PlayMissionCard { play: 0 },
    )
    .is(CellsCommandError::NotPartner {
        seat: Seat(0),
        partner: Seat(2),
    })
    .coded("not_partner")
    .says("only the partner (seat 2) plays the mission card, not seat 0");
}

#[test]
fn returning_cards_in_an_order_that_is_not_a_permutation() {
    let mut game = table();
    apply(&mut game, 0, CellsCommand::ScoutDeck);
    refusal(&mut game, Seat(0), CellsCommand::return_to_deck(&[1, 0, 1]))
        .is(CellsCommandError::CardListedTwice { index: 1 })
        .coded("card_listed_twice")
        .says("card 1 is listed twice: the order must name each card once");
    refusal(&mut game, Seat(0), CellsCommand::return_to_deck(&[0, 7]))
        .is(CellsCommandError::NoSuchCard { index: 7, held: 3 })
        .coded("no_such_card")
        .says("there is no card 7: you hold 3, numbered from 0");
}

#[test]
fn exposing_out_of_turn_or_a_face_up_card() {
    use Slot::{Left, Middle, Right};
    let expose = |slot| CellsCommand::Expose { slot };
    let mut game = rigged(&[[S, R, R], [S, R, S], [R, S, R]], &[OK, OK, OK], 0);
    apply(&mut game, 0, CellsCommand::GoOnMission { partner: Seat(1) });
    apply(&mut game, 0, CellsCommand::PassMissionCards { discard: 0 });
    apply(&mut game, 1, CellsCommand::PlayMissionCard { play: 0 });
    refusal(&mut game, Seat(2), expose(Left))
        .is(CellsCommandError::NotExposing { seat: Seat(2) })
        .coded("not_exposing")
        .says("seat 2 has no character to turn face up now");
    apply(&mut game, 0, expose(Left)); // a spy: another
    refusal(&mut game, Seat(0), expose(Left))
        .is(CellsCommandError::AlreadyFaceUp { slot: Left })
        .coded("already_face_up")
        .says("your left card is already face up");
    apply(&mut game, 0, expose(Right));
    refusal(&mut game, Seat(0), expose(Middle))
        .is(CellsCommandError::NotExposing { seat: Seat(0) })
        .coded("not_exposing")
        .says("seat 0 has no character to turn face up now");
}

#[test]
fn any_command_after_the_end() {
    let played = super::cells_support::play(CellsConfig::new(3, 5), 5, 5000);
    let mut game = played.game;
    let commands = [CellsCommand::ScoutDeck];
    let error = assert_over(&mut game, &commands, CellsCommandError::GameOver, &[]);
    assert_eq!(error.to_string(), "the game is over");
}

#[test]
fn configurations_that_cannot_make_a_game() {
    for players in [0, 1, 2, 5, 10, 255] {
        let wrong_count = CellsConfigError::PlayerCount { players };
        let config = CellsConfig::new(players, 1);
        let error = config_refused::<CellsGame>(config, wrong_count, "player_count");
        assert_eq!(
            error.to_string(),
            alloc::format!("a Cells game needs 3 or 4 players, not {players}")
        );
    }
    let seed = crate::kernel::MAX_SEED + 1;
    let too_large = CellsConfigError::SeedTooLarge { seed };
    config_refused::<CellsGame>(CellsConfig::new(3, seed), too_large, "seed_too_large");
    assert!(CellsGame::new(CellsConfig::new(4, crate::kernel::MAX_SEED)).is_ok());
}

/// A real Cells game (a rigged one has no record that replays it) after `steps`
/// random commands.
fn played(steps: usize) -> crate::table::Recorded<CellsGame> {
    let config = CellsConfig::new(4, 21);
    super::table_support::play::recorded(config, 2, steps, super::cells_support::random_step)
}

/// A Cells record of another version, of the other game or with an invalid
/// configuration is refused as such.
#[cfg(feature = "json")]
#[test]
fn records_of_another_version_game_or_config() {
    let game = played(12);
    let error = replay_edited(&game, |v| v["version"] = 1.into());
    assert_eq!(error.code(), "unsupported_snapshot_version");
    let error = replay_edited(&game, |v| v["game"] = "resistance".into());
    assert_eq!(error.code(), "record_of_another_game");
    let error = replay_edited(&game, |v| v["config"]["players"] = 9.into());
    assert_eq!(error.code(), "snapshot_config_invalid");
    let replayed = crate::table::Recorded::<CellsGame>::replay(&game.record()).expect("replays");
    assert_eq!(replayed, game);
}

/// Issue 13's regression: a player out of turn order restored. In a record the
/// move is refused where the rules refuse it, named.
#[cfg(feature = "json")]
#[test]
fn a_record_with_a_player_out_of_turn() {
    let game = played(12);
    let commands = game.record().commands().to_vec();
    let k = commands.len() - 1;
    let wrong = commands[k].seat.next(4);
    let error = replay_edited(&game, |v| v["commands"][k]["seat"] = wrong.0.into());
    assert_eq!(error.code(), "record_command_refused");
    crate::tests::table_support::assert_message(
        &error,
        &[&alloc::format!("command {k} ({wrong})")],
    );
}

/// Issue 13's regressions: face-up characters with no mission played, a seat
/// remembering another's whole row at turn 0. A record holds no cells, memories or
/// turn: they come from its seed and commands, so a field that tries is refused.
#[cfg(feature = "json")]
#[test]
fn a_record_holds_no_cells_memories_or_turn_to_edit() {
    let game = played(6);
    let state = ["cells", "memories", "turn", "phase"];
    super::table_support::assert_record_holds_no(&game, &state, 0.into());
}

/// Issue 13's regression: a game past 2^32 - 1 turns refused its own snapshot. The
/// turn number saturates at `u32::MAX` (documented on `CellsGame::turn`): the game
/// plays on, and a record has no turn number to refuse.
#[test]
fn the_turn_number_saturates_at_its_bound() {
    let mut game = played(8).into_game();
    game.state_mut().turn = u32::MAX - 1;
    let mut rng = crate::kernel::GameRng::from_seed_number(9);
    for _ in 0..40 {
        let Some((seat, command)) = super::cells_support::random_step(&game, &mut rng) else {
            break;
        };
        game.apply(seat, command).expect("legal");
        assert!(game.turn() >= u32::MAX - 1);
        assert!(game.view(seat).is_ok());
    }
    assert_eq!(game.turn(), u32::MAX);
}

#[cfg(feature = "serde")]
#[test]
fn malformed_json_is_an_error_not_a_panic() {
    use crate::cells::CellsRecord;
    for text in [
        "",
        "{}",
        r#"{"type":"scoutCharacters","first":{"seat":0,"slot":"top"},"second":{"seat":1,"slot":"left"}}"#,
        r#"{"type":"returnToDeck","order":[0,1,2,0]}"#,
        r#"{"type":"arrange","row":["spy","spy"]}"#,
        r#"{"type":"pass"}"#,
    ] {
        assert!(
            serde_json::from_str::<CellsCommand>(text).is_err(),
            "{text}"
        );
    }
    let json = serde_json::to_string(&played(10).record()).unwrap();
    for cut in [1, json.len() / 3, json.len() - 1] {
        assert!(serde_json::from_str::<CellsRecord>(&json[..cut]).is_err());
    }
    assert!(serde_json::from_str::<CellsConfig>(r#"{"players":3,"seed":1,"modules":[]}"#).is_err());
}
