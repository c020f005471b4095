//! Bad input, one test each: every refusal names the exact error, a clear message and
//! a stable code, and leaves the game exactly as it was.

use crate::{
    Command, CommandError, CommandKind, ConfigError, Game, GameConfig, LeavePolicy, MAX_SEED,
    MissionCard, PhaseKind, Role, RoleList, Seat, SeatSet, TeamList,
};
use alloc::{string::ToString, vec::Vec};

#[cfg(feature = "serde")]
use crate::{Corruption, SNAPSHOT_VERSION, Snapshot, SnapshotError, SnapshotHeader};

// ---------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------

fn seats(list: &[u8]) -> SeatSet {
    list.iter().map(|&s| Seat(s)).collect()
}

/// A five-player game with spies at seats 0 and 1 and seat 0 leading.
fn five() -> Game {
    five_with(LeavePolicy::EndGame)
}

fn five_with(policy: LeavePolicy) -> Game {
    let mut game = Game::new(GameConfig::new(5, 7).with_leave_policy(policy)).expect("valid");
    let roles = [
        Role::Spy,
        Role::Spy,
        Role::Resistance,
        Role::Resistance,
        Role::Resistance,
    ];
    let state = game.state_mut();
    state.roles = RoleList::from_slice(&roles).expect("fits");
    state.first_leader = Seat(0);
    state.leader = Seat(0);
    game
}

/// The leader proposes `team` and everyone approves: the mission is under way.
fn approve(game: &mut Game, team: &[u8]) {
    let leader = game.leader();
    game.apply(leader, Command::propose(seats(team)))
        .expect("proposes");
    for seat in 0..game.players() {
        game.apply(Seat(seat), Command::vote(true)).expect("votes");
    }
    assert_eq!(game.phase(), PhaseKind::Mission);
}

/// `WrongPhase` for a `command` sent in `phase`.
fn wrong_phase(command: CommandKind, phase: PhaseKind) -> CommandError {
    CommandError::WrongPhase { command, phase }
}

/// `refusal(game, seat, command)`: it must be refused, and nothing changes
/// ([`refused`](super::table_support::refused)); its error is then checked.
pub(super) use super::table_support::{assert_message, refusal, refusals};
use super::table_support::{assert_no_such_seat, assert_over, config_refused};

// ---------------------------------------------------------------------------------
// Commands
// ---------------------------------------------------------------------------------

/// A seat number beyond the table is refused for every command, and has no view.
#[test]
fn seat_out_of_range() {
    let mut game = five();
    let commands = [
        Command::propose(seats(&[0, 1])),
        Command::vote(true),
        Command::play(MissionCard::Success),
        Command::Leave,
        Command::ClaimSeat,
    ];
    for number in [5u8, 9, 200] {
        assert_no_such_seat(&mut game, number, commands);
    }
}

/// A vote during the proposal phase is refused with `WrongPhase`.
#[test]
fn vote_during_proposal() {
    let mut game = five();
    refusal(&mut game, Seat(2), Command::vote(true))
        .is(wrong_phase(CommandKind::Vote, PhaseKind::Proposal))
        .coded("wrong_phase")
        .mentions(&["vote", "proposal"]);
}

/// A proposal during the vote is refused with `WrongPhase`, even from the leader.
#[test]
fn propose_during_voting() {
    let mut game = five();
    game.apply(Seat(0), Command::propose(seats(&[0, 2])))
        .expect("proposes");
    game.apply(Seat(3), Command::vote(true)).expect("votes");
    refusal(&mut game, Seat(0), Command::propose(seats(&[1, 2])))
        .is(wrong_phase(CommandKind::ProposeTeam, PhaseKind::Voting))
        .coded("wrong_phase")
        .mentions(&["propose", "vote"]);
}

/// A mission card during the vote is refused with `WrongPhase`, even from a member
/// of the proposed team.
#[test]
fn play_during_vote() {
    let mut game = five();
    game.apply(Seat(0), Command::propose(seats(&[0, 2])))
        .expect("proposes");
    let cards = [MissionCard::Success, MissionCard::Fail].map(Command::play);
    let phase = wrong_phase(CommandKind::PlayMission, PhaseKind::Voting);
    refusals(&mut game, Seat(0), cards)
        .is(phase)
        .coded("wrong_phase")
        .mentions(&["mission card", "vote"]);
}

/// A vote during the mission is refused with `WrongPhase`.
#[test]
fn vote_during_mission() {
    let mut game = five();
    approve(&mut game, &[0, 2]);
    refusal(&mut game, Seat(3), Command::vote(false))
        .is(wrong_phase(CommandKind::Vote, PhaseKind::Mission))
        .coded("wrong_phase")
        .mentions(&["vote", "mission"]);
}

/// A mission card during the proposal phase is refused with `WrongPhase`.
#[test]
fn play_during_proposal() {
    let mut game = five();
    let phase = wrong_phase(CommandKind::PlayMission, PhaseKind::Proposal);
    refusal(&mut game, Seat(0), Command::play(MissionCard::Success))
        .is(phase)
        .coded("wrong_phase")
        .mentions(&["mission card", "proposal"]);
}

/// A proposal from a seat that is not the leader is refused with `NotLeader`.
#[test]
fn not_the_leader() {
    let mut game = five();
    refusal(&mut game, Seat(3), Command::propose(seats(&[3, 4])))
        .is(CommandError::NotLeader {
            seat: Seat(3),
            leader: Seat(0),
        })
        .coded("not_leader")
        .mentions(&["leader", "seat 0", "seat 3"]);
}

/// Each of `teams`, proposed by the leader in round 1 (of 2 members), is refused
/// with `WrongTeamSize`.
fn refuses_team_sizes(teams: &[&[u8]]) {
    let mut game = five();
    for team in teams {
        let given = team.len() as u8;
        refusal(&mut game, Seat(0), Command::propose(seats(team)))
            .is(CommandError::WrongTeamSize { expected: 2, given })
            .coded("wrong_team_size")
            .mentions(&["2 members", &alloc::format!("not {given}")]);
    }
}

/// A team smaller than the round's size is refused with `WrongTeamSize`.
#[test]
fn team_too_small() {
    refuses_team_sizes(&[&[2], &[]]);
}

/// A team larger than the round's size is refused with `WrongTeamSize`.
#[test]
fn team_too_big() {
    refuses_team_sizes(&[&[0, 2, 3], &[0, 1, 2, 3, 4]]);
}

/// A seat named twice in a team is refused with `DuplicateSeat`, both when the list
/// has the right length and when its distinct seats have the right size.
#[test]
fn duplicate_seat_in_team() {
    let mut game = five();
    for list in [&[3u8, 3][..], &[1, 3, 1][..]] {
        let team =
            TeamList::from_slice(&list.iter().map(|&s| Seat(s)).collect::<Vec<_>>()).expect("fits");
        let repeated = Seat(list[0]);
        refusal(&mut game, Seat(0), Command::ProposeTeam { team })
            .is(CommandError::DuplicateSeat { seat: repeated })
            .coded("duplicate_seat")
            .mentions(&[&repeated.to_string(), "twice"]);
    }
}

/// A team member that is not a seat at the table is refused with `NoSuchTeamMember`.
#[test]
fn team_member_out_of_range() {
    let mut game = five();
    for member in [5u8, 15, 16, 255] {
        let team = TeamList::from_slice(&[Seat(0), Seat(member)]).expect("fits");
        refusal(&mut game, Seat(0), Command::ProposeTeam { team })
            .is(CommandError::NoSuchTeamMember { member, players: 5 })
            .coded("no_such_team_member")
            .mentions(&[&alloc::format!("team member {member}"), "of 5"]);
    }
}

/// A second vote from the same seat is refused with `AlreadyVoted`.
#[test]
fn voting_twice() {
    let mut game = five();
    game.apply(Seat(0), Command::propose(seats(&[0, 2])))
        .expect("proposes");
    game.apply(Seat(4), Command::vote(false)).expect("votes");
    let votes = [true, false].map(Command::vote);
    refusals(&mut game, Seat(4), votes)
        .is(CommandError::AlreadyVoted { seat: Seat(4) })
        .coded("already_voted")
        .mentions(&["seat 4", "already voted"]);
}

/// A mission card from a seat that is not on the team is refused with `NotOnTeam`,
/// for a spy and a Resistance player alike.
#[test]
fn non_member_plays_mission_card() {
    let mut game = five();
    approve(&mut game, &[0, 2]);
    for (seat, card) in [
        (1, MissionCard::Fail),
        (1, MissionCard::Success),
        (4, MissionCard::Success),
    ] {
        refusal(&mut game, Seat(seat), Command::play(card))
            .is(CommandError::NotOnTeam { seat: Seat(seat) })
            .coded("not_on_team")
            .mentions(&[&alloc::format!("seat {seat}"), "not on the mission team"]);
    }
}

/// A second card from the same member is refused with `AlreadyPlayed`.
#[test]
fn playing_twice() {
    let mut game = five();
    approve(&mut game, &[0, 2]);
    game.apply(Seat(0), Command::play(MissionCard::Fail))
        .expect("plays");
    let cards = [MissionCard::Fail, MissionCard::Success].map(Command::play);
    refusals(&mut game, Seat(0), cards)
        .is(CommandError::AlreadyPlayed { seat: Seat(0) })
        .coded("already_played")
        .mentions(&["seat 0", "already played"]);
}

/// A Fail from a Resistance member is refused with `ResistanceMustSucceed`.
#[test]
fn resistance_plays_fail() {
    let mut game = five();
    approve(&mut game, &[0, 2]);
    refusal(&mut game, Seat(2), Command::play(MissionCard::Fail))
        .is(CommandError::ResistanceMustSucceed)
        .coded("resistance_must_succeed")
        .mentions(&["Resistance", "Success"]);
}

/// After the game has ended every command of all five kinds, from every seat, is
/// refused with `GameOver`, whatever ended it.
#[test]
fn any_command_after_game_over() {
    // Ended by three successes.
    let mut won = five();
    for team in [&[2u8, 3][..], &[2, 3, 4], &[3, 4]] {
        approve(&mut won, team);
        for &member in team {
            won.apply(Seat(member), Command::play(MissionCard::Success))
                .expect("plays");
        }
    }
    // Ended by five rejections.
    let mut rejected = five();
    for _ in 0..5 {
        let leader = rejected.leader();
        rejected
            .apply(leader, Command::propose(seats(&[2, 3])))
            .expect("proposes");
        for seat in 0..5 {
            rejected
                .apply(Seat(seat), Command::vote(false))
                .expect("votes");
        }
    }
    // Abandoned during a vote.
    let mut abandoned = five();
    abandoned
        .apply(Seat(0), Command::propose(seats(&[0, 2])))
        .expect("proposes");
    abandoned.apply(Seat(1), Command::Leave).expect("leaves");
    let commands = [
        Command::propose(seats(&[0, 1])),
        Command::vote(true),
        Command::play(MissionCard::Success),
        Command::Leave,
        Command::ClaimSeat,
    ];
    for mut game in [won, rejected, abandoned] {
        assert_over(
            &mut game,
            &commands,
            CommandError::GameOver,
            &["game is over"],
        );
    }
}

/// Claiming a seat that is not vacant is refused with `SeatNotVacant`, under either
/// leave policy.
#[test]
fn claiming_a_seat_that_is_not_vacant() {
    for policy in [LeavePolicy::EndGame, LeavePolicy::Substitute] {
        let mut game = five_with(policy);
        refusal(&mut game, Seat(2), Command::ClaimSeat)
            .is(CommandError::SeatNotVacant { seat: Seat(2) })
            .coded("seat_not_vacant")
            .mentions(&["seat 2", "not waiting for a substitute"]);
    }
    // A seat already claimed cannot be claimed again.
    let mut game = five_with(LeavePolicy::Substitute);
    game.apply(Seat(3), Command::Leave).expect("leaves");
    game.apply(Seat(3), Command::ClaimSeat).expect("claims");
    let not_vacant = CommandError::SeatNotVacant { seat: Seat(3) };
    refusal(&mut game, Seat(3), Command::ClaimSeat)
        .is(not_vacant)
        .coded("seat_not_vacant");
}

/// Any command but `ClaimSeat` from a vacant seat is refused with `SeatVacant`, in
/// every phase.
#[test]
fn acting_from_a_vacant_seat() {
    let mut game = five_with(LeavePolicy::Substitute);
    game.apply(Seat(0), Command::Leave).expect("leaves");
    let proposal = game.clone();
    game.apply(Seat(0), Command::ClaimSeat).expect("claims");
    game.apply(Seat(0), Command::propose(seats(&[0, 2])))
        .expect("proposes");
    game.apply(Seat(0), Command::Leave).expect("leaves");
    let voting = game.clone();
    game.apply(Seat(0), Command::ClaimSeat).expect("claims");
    for seat in 0..5 {
        game.apply(Seat(seat), Command::vote(true)).expect("votes");
    }
    game.apply(Seat(0), Command::Leave).expect("leaves");
    let mission = game;
    let commands = [
        Command::propose(seats(&[0, 2])),
        Command::vote(true),
        Command::play(MissionCard::Fail),
        Command::play(MissionCard::Success),
        Command::Leave,
    ];
    for mut game in [proposal, voting, mission] {
        assert_eq!(game.public_view().vacant, seats(&[0]));
        refusals(&mut game, Seat(0), commands)
            .is(CommandError::SeatVacant { seat: Seat(0) })
            .coded("seat_vacant")
            .mentions(&["seat 0", "substitute"]);
        assert!(game.is_legal(Seat(0), &Command::ClaimSeat));
    }
}

// ---------------------------------------------------------------------------------
// Configurations
// ---------------------------------------------------------------------------------

/// A configuration with 4 players is refused with `PlayerCount` (B1).
#[test]
fn config_with_four_players() {
    let config = GameConfig::new(4, 1);
    let too_few = ConfigError::PlayerCount { players: 4 };
    let error = config_refused::<Game>(config, too_few, "player_count");
    assert_eq!(config.validate(), Err(error));
    assert_message(&error, &["5 to 10", "not 4"]);
    assert!(Game::new(GameConfig::new(5, 1)).is_ok());
}

/// A configuration with 11 players is refused with `PlayerCount` (B1).
#[test]
fn config_with_eleven_players() {
    let config = GameConfig::new(11, 1);
    let too_many = ConfigError::PlayerCount { players: 11 };
    let error = config_refused::<Game>(config, too_many, "player_count");
    assert_eq!(config.validate(), Err(error));
    assert_message(&error, &["5 to 10", "not 11"]);
    assert!(Game::new(GameConfig::new(10, 1)).is_ok());
    for players in [0, 1, 255] {
        let wrong_count = ConfigError::PlayerCount { players };
        config_refused::<Game>(GameConfig::new(players, 1), wrong_count, "player_count");
    }
}

/// A seed above `MAX_SEED` is refused with `SeedTooLarge`; `MAX_SEED` itself is fine.
#[test]
fn seed_above_max_seed() {
    assert_eq!(MAX_SEED, (1 << 53) - 1);
    for seed in [MAX_SEED + 1, u64::MAX] {
        let too_large = ConfigError::SeedTooLarge { seed };
        let error = config_refused::<Game>(GameConfig::new(5, seed), too_large, "seed_too_large");
        assert_message(&error, &[&seed.to_string(), "9007199254740991"]);
    }
    assert!(Game::new(GameConfig::new(5, MAX_SEED)).is_ok());
}

// ---------------------------------------------------------------------------------
// Snapshots
// ---------------------------------------------------------------------------------

/// A game two rounds in (mission 1 failed by seat 0, mission 2 succeeded), in round 3.
#[cfg(feature = "serde")]
fn two_rounds_in() -> Game {
    let mut game = five();
    approve(&mut game, &[0, 2]);
    game.apply(Seat(0), Command::play(MissionCard::Fail))
        .expect("plays");
    game.apply(Seat(2), Command::play(MissionCard::Success))
        .expect("plays");
    approve(&mut game, &[2, 3, 4]);
    for seat in [2, 3, 4] {
        game.apply(Seat(seat), Command::play(MissionCard::Success))
            .expect("plays");
    }
    assert_eq!((game.round(), game.leader()), (3, Seat(2)));
    game
}

/// The game's snapshot as a JSON value, after checking that it restores unchanged
/// (so a refusal below is due to the edit alone). The check runs once per game: the
/// tests below edit one game's snapshot many times, and under Miri every round trip
/// through JSON costs seconds; the same game gets the same, already checked, value.
#[cfg(feature = "serde")]
pub(super) fn snapshot_json(game: &Game) -> serde_json::Value {
    std::thread_local! {
        /// The game checked last, with its snapshot as JSON.
        static CHECKED: core::cell::RefCell<Option<(Game, serde_json::Value)>> =
            const { core::cell::RefCell::new(None) };
    }
    CHECKED.with_borrow_mut(|checked| {
        if let Some((last, value)) = checked.as_ref() {
            if last == game {
                return value.clone();
            }
        }
        let value = serde_json::to_value(game.snapshot()).expect("serializes");
        let snapshot: Snapshot = serde_json::from_value(value.clone()).expect("deserializes");
        assert_eq!(Game::restore(snapshot).as_ref(), Ok(game));
        *checked = Some((game.clone(), value.clone()));
        value
    })
}

/// Restores an edited snapshot: it must decode (the edit is well-formed) and be
/// refused; the original game is untouched.
#[cfg(feature = "serde")]
pub(super) fn restore_edited(
    game: &Game,
    edit: impl FnOnce(&mut serde_json::Value),
) -> SnapshotError {
    let before = game.clone();
    let mut value = snapshot_json(game);
    let original = value.clone();
    edit(&mut value);
    assert_ne!(value, original, "the edit changes the snapshot");
    let snapshot: Snapshot = serde_json::from_value(value).expect("well-formed");
    let error = Game::restore(snapshot).expect_err("refused");
    assert_eq!(*game, before);
    error
}

/// A snapshot of an unknown version is refused with `UnsupportedVersion`; its header
/// still reads.
#[cfg(feature = "serde")]
#[test]
fn snapshot_of_unknown_version() {
    let game = two_rounds_in();
    assert_eq!(snapshot_json(&game)["version"], SNAPSHOT_VERSION);
    for version in [0u32, 2, 99] {
        let error = restore_edited(&game, |v| v["version"] = version.into());
        assert_eq!(
            error,
            SnapshotError::UnsupportedVersion {
                found: version,
                supported: 1
            }
        );
        assert_eq!(error.code(), "unsupported_snapshot_version");
        assert_message(
            &error,
            &[&alloc::format!("version {version}"), "reads version 1"],
        );
    }
    let mut value = snapshot_json(&game);
    value["version"] = 2.into();
    let header: SnapshotHeader = serde_json::from_value(value).expect("the header reads");
    assert_eq!(header.version, 2);
}

/// A snapshot whose roles have the wrong number of spies is refused as
/// `Corrupted(Roles)`.
#[cfg(feature = "serde")]
#[test]
fn snapshot_with_wrong_spy_count() {
    let game = two_rounds_in();
    for (seat, role) in [(4usize, "spy"), (1, "resistance")] {
        let error = restore_edited(&game, |v| v["game"]["roles"][seat] = role.into());
        assert_eq!(error, SnapshotError::Corrupted(Corruption::Roles));
        assert_eq!(error.code(), "snapshot_corrupted");
        assert_message(&error, &["corrupted", "roles"]);
    }
    // Too few roles for the table.
    let error = restore_edited(&game, |v| {
        v["game"]["roles"]
            .as_array_mut()
            .expect("an array")
            .truncate(4);
    });
    assert_eq!(error, SnapshotError::Corrupted(Corruption::Roles));
}

/// A snapshot whose leader disagrees with the history is refused as
/// `Corrupted(Progress)`; so is a round or rejection count that does.
#[cfg(feature = "serde")]
#[test]
fn snapshot_with_changed_leader() {
    let game = two_rounds_in();
    let edits: [(&str, u8); 3] = [("leader", 3), ("round", 2), ("rejections", 1)];
    for (field, value) in edits {
        let error = restore_edited(&game, |v| v["game"][field] = value.into());
        assert_eq!(
            error,
            SnapshotError::Corrupted(Corruption::Progress),
            "{field}"
        );
        assert_eq!(error.code(), "snapshot_corrupted");
        assert_message(&error, &["corrupted", "leader"]);
    }
    // A leader outside the table.
    let error = restore_edited(&game, |v| v["game"]["leader"] = 7.into());
    assert_eq!(error, SnapshotError::Corrupted(Corruption::Seats));
    assert_message(&error, &["seat"]);
}

/// A snapshot whose mission shows a different number of Fail cards is refused as
/// `Corrupted(Missions)`.
#[cfg(feature = "serde")]
#[test]
fn snapshot_with_changed_mission_fails() {
    let game = two_rounds_in();
    assert_eq!(snapshot_json(&game)["game"]["missions"][0]["fails"], 1);
    for (mission, fails) in [(0usize, 0u8), (0, 2), (1, 1)] {
        let error = restore_edited(&game, |v| {
            v["game"]["missions"][mission]["fails"] = fails.into();
        });
        assert_eq!(error, SnapshotError::Corrupted(Corruption::Missions));
        assert_eq!(error.code(), "snapshot_corrupted");
        assert_message(&error, &["corrupted", "mission"]);
    }
    // A Resistance player recorded as having played Fail.
    let error = restore_edited(&game, |v| {
        v["game"]["saboteurs"][0] = serde_json::json!([2]);
    });
    assert_eq!(error, SnapshotError::Corrupted(Corruption::Missions));
}

/// A snapshot whose configuration is invalid is refused as `Config`.
#[cfg(feature = "serde")]
#[test]
fn snapshot_with_invalid_config() {
    let game = two_rounds_in();
    let error = restore_edited(&game, |v| v["game"]["config"]["players"] = 11.into());
    assert_eq!(
        error,
        SnapshotError::Config(ConfigError::PlayerCount { players: 11 })
    );
    assert_eq!(error.code(), "snapshot_config_invalid");
    assert_message(&error, &["configuration", "not 11"]);
}

/// Malformed snapshot JSON is a decoding error, never a panic.
#[cfg(feature = "serde")]
#[test]
fn malformed_snapshot_json() {
    let game = two_rounds_in();
    let text = serde_json::to_string(&game.snapshot()).expect("serializes");
    let rng = snapshot_json(&game)["game"]["rng"]
        .as_str()
        .expect("a string")
        .to_string();
    let cases: Vec<alloc::string::String> = alloc::vec![
        "".to_string(),
        "not json".to_string(),
        "[]".to_string(),
        "{\"version\":1}".to_string(),
        "{\"version\":\"one\",\"game\":{}}".to_string(),
        text[..text.len() / 2].to_string(),
        text.replace("\"spy\"", "\"merlin\""),
        text.replace(&rng, "zz"),
        text.replace(&rng, &"0".repeat(64)),
        text.replace("\"version\":1", "\"version\":1,\"extra\":true"),
        text.replace("\"round\":3", "\"round\":-3"),
        text.replace("\"round\":3", "\"round\":300"),
    ];
    for case in &cases {
        assert_ne!(case, &text, "each case changes the text");
        let decoded = serde_json::from_str::<Snapshot>(case);
        assert!(decoded.is_err(), "{case:?} should not decode");
        let message = decoded.expect_err("refused").to_string();
        assert!(!message.is_empty());
    }
    // The unedited text still decodes and restores.
    let snapshot: Snapshot = serde_json::from_str(&text).expect("decodes");
    assert_eq!(Game::restore(snapshot), Ok(game));
}

/// A snapshot with an impossible rejection count (255, the largest `u8`) is refused as
/// `Corrupted(Progress)` like any other wrong count; restoring it must not panic.
#[cfg(feature = "serde")]
#[test]
fn snapshot_with_overflowing_rejection_count() {
    let game = two_rounds_in();
    let error = restore_edited(&game, |v| v["game"]["rejections"] = u8::MAX.into());
    assert_eq!(error, SnapshotError::Corrupted(Corruption::Progress));
    assert_eq!(error.code(), "snapshot_corrupted");
}

/// Issue #13's regression: an unknown field inside a record of a snapshot (a
/// proposal, a mission, an inspection, a set-aside card, an agenda, a plot card's
/// use) is refused by the decoder, as unknown fields are everywhere else.
#[cfg(feature = "serde")]
#[test]
fn snapshot_records_refuse_unknown_fields() {
    let config = crate::GameConfig::new(7, 3)
        .with_trapper()
        .with_inquisitor()
        .with_agendas(crate::AgendaKind::Single)
        .with_plot_cards();
    let mut game = Game::new(config).expect("valid");
    let mut rng = crate::GameRng::from_seed_number(3);
    let has = |game: &Game, field: &str| {
        snapshot_json(game)["game"][field]
            .as_array()
            .is_some_and(|list| !list.is_empty())
    };
    let fields = ["proposals", "missions", "inspections", "trapped", "agendas"];
    while !fields.iter().all(|field| has(&game, field))
        || snapshot_json(&game)["game"]["plot"]["used"]
            .as_array()
            .is_none_or(|used| used.is_empty())
    {
        let (seat, command) =
            super::support::random_step(&game, &mut rng, super::support::Style::STAY)
                .expect("the game reaches every record before it ends");
        game.apply(seat, command).expect("legal");
    }
    let mut places: Vec<Vec<&str>> = fields.iter().map(|&f| alloc::vec!["game", f]).collect();
    places.push(alloc::vec!["game", "plot", "used"]);
    for place in places {
        let mut value = snapshot_json(&game);
        let mut node = &mut value;
        for key in &place {
            node = &mut node[*key];
        }
        node[0]["cheat"] = 1.into();
        let refused = serde_json::from_value::<Snapshot>(value).expect_err("refused");
        assert!(
            refused.to_string().contains("unknown field `cheat`"),
            "{place:?}: {refused}"
        );
    }
}

/// Issue #13's regression: a vacated seat whose agenda is still face down is
/// refused, since leaving turns every agenda face up (HA4, LV1).
#[cfg(feature = "serde")]
#[test]
fn snapshot_with_a_vacated_seat_and_a_face_down_agenda() {
    let config = crate::GameConfig::new(5, 1)
        .with_agendas(crate::AgendaKind::Single)
        .with_leave_policy(crate::LeavePolicy::Substitute);
    let mut game = Game::new(config).expect("valid");
    for seat in (0..5).map(Seat) {
        let named = seat.next(5);
        game.apply(seat, Command::choose_agenda(SeatSet::only(named)))
            .expect("seals");
    }
    game.apply(Seat(2), Command::Leave).expect("leaves");
    let sealed = snapshot_json(&game)["game"]["agendas"]
        .as_array()
        .expect("agendas")
        .iter()
        .position(|agenda| agenda["owner"] == 2)
        .expect("seat 2's agenda");
    let error = restore_edited(&game, |v| {
        v["game"]["agendas"][sealed]["revealed"] = false.into();
    });
    assert_eq!(error, SnapshotError::Corrupted(Corruption::Agendas));
}
