//! Bad input, one test each: every refusal names the exact error, a clear message and
//! a stable code, and leaves the game exactly as it was.

use crate::{
    kernel::MAX_SEED, kernel::MissionCard, kernel::Seat, kernel::TeamList,
    resistance::command::Command, resistance::command::CommandKind,
    resistance::config::ConfigError, resistance::config::GameConfig,
    resistance::config::LeavePolicy, resistance::error::CommandError, resistance::game::Game,
    resistance::record::PhaseKind, resistance::role::Role, resistance::role::RoleList,
};
use alloc::{string::ToString, vec::Vec};

use super::support::seats;
use super::table_support::{Coded, Refused};

#[cfg(feature = "json")]
use super::table_support::{assert_record_holds_no, record_json, replay_edited};
#[cfg(feature = "json")]
use crate::{kernel::SeatSet, table::Recorded};

// ---------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------

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

/// [`five`] with seat 0's team of seats 0 and 2 proposed: the vote is under way.
fn voting() -> Game {
    let mut game = five();
    game.apply(Seat(0), Command::propose(seats(&[0, 2])))
        .expect("proposes");
    game
}

/// [`five`] with the team of seats 0 (a spy) and 2 (Resistance) approved: the
/// mission is under way.
fn on_mission() -> Game {
    let mut game = five();
    approve(&mut game, &[0, 2]);
    game
}

/// One command of each of the base game's five kinds, for the refusals that hold
/// whatever the command: a seat off the table, a game that is over.
fn one_of_each_kind() -> [Command; 5] {
    [
        Command::propose(seats(&[0, 1])),
        Command::vote(true),
        Command::play(MissionCard::Success),
        Command::Leave,
        Command::ClaimSeat,
    ]
}

impl Refused<CommandError> {
    /// Each error is `WrongPhase` for a `command` sent in `phase`, of code
    /// `wrong_phase`; its message may then be checked.
    pub(super) fn in_wrong_phase(
        self,
        command: CommandKind,
        phase: PhaseKind,
    ) -> Coded<CommandError> {
        self.is(CommandError::WrongPhase { command, phase })
            .coded("wrong_phase")
    }
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
    for number in [5u8, 9, 200] {
        assert_no_such_seat(&mut game, number, one_of_each_kind());
    }
}

/// A vote during the proposal phase is refused with `WrongPhase`.
#[test]
fn vote_during_proposal() {
    let mut game = five();
    refusal(&mut game, Seat(2), Command::vote(true))
        .in_wrong_phase(CommandKind::Vote, PhaseKind::Proposal)
        .mentions(&["vote", "proposal"]);
}

/// A proposal during the vote is refused with `WrongPhase`, even from the leader.
#[test]
fn propose_during_voting() {
    let mut game = voting();
    game.apply(Seat(3), Command::vote(true)).expect("votes");
    refusal(&mut game, Seat(0), Command::propose(seats(&[1, 2])))
        .in_wrong_phase(CommandKind::ProposeTeam, PhaseKind::Voting)
        .mentions(&["propose", "vote"]);
}

/// A mission card during the vote is refused with `WrongPhase`, even from a member
/// of the proposed team.
#[test]
fn play_during_vote() {
    let mut game = voting();
    let cards = [MissionCard::Success, MissionCard::Fail].map(Command::play);
    refusals(&mut game, Seat(0), cards)
        .in_wrong_phase(CommandKind::PlayMission, PhaseKind::Voting)
        .mentions(&["mission card", "vote"]);
}

/// A vote during the mission is refused with `WrongPhase`.
#[test]
fn vote_during_mission() {
    let mut game = on_mission();
    refusal(&mut game, Seat(3), Command::vote(false))
        .in_wrong_phase(CommandKind::Vote, PhaseKind::Mission)
        .mentions(&["vote", "mission"]);
}

/// A mission card during the proposal phase is refused with `WrongPhase`.
#[test]
fn play_during_proposal() {
    let mut game = five();
    refusal(&mut game, Seat(0), Command::play(MissionCard::Success))
        .in_wrong_phase(CommandKind::PlayMission, PhaseKind::Proposal)
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
    let mut game = voting();
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
    let mut game = on_mission();
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
    let mut game = on_mission();
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
    let mut game = on_mission();
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
    let mut abandoned = voting();
    abandoned.apply(Seat(1), Command::Leave).expect("leaves");
    for mut game in [won, rejected, abandoned] {
        assert_over(
            &mut game,
            &one_of_each_kind(),
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

/// A configuration with `players` is refused with `PlayerCount` (B1), by `validate`
/// too, its message naming the range and the count; `nearest`, just inside the
/// range, is fine.
fn refuses_player_count(players: u8, nearest: u8) {
    let config = GameConfig::new(players, 1);
    let wrong_count = ConfigError::PlayerCount { players };
    let error = config_refused::<Game>(config, wrong_count, "player_count");
    assert_eq!(config.validate(), Err(error));
    assert_message(&error, &["5 to 10", &alloc::format!("not {players}")]);
    assert!(Game::new(GameConfig::new(nearest, 1)).is_ok());
}

/// A configuration with 4 players is refused with `PlayerCount` (B1).
#[test]
fn config_with_four_players() {
    refuses_player_count(4, 5);
}

/// A configuration with 11 players is refused with `PlayerCount` (B1).
#[test]
fn config_with_eleven_players() {
    refuses_player_count(11, 10);
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
// Records (issue 13): restoring is replaying, so a record is refused at the first
// thing the rules refuse, with its place and the engine's reason.
// ---------------------------------------------------------------------------------

/// A real game (no hand-made state: a record replays the engine's own deal), with
/// the Assassin, after `steps` random commands.
#[cfg(feature = "json")]
fn played(steps: usize) -> Recorded<Game> {
    let config =
        GameConfig::new(7, 11).with_assassin(crate::resistance::config::AssassinOptions::default());
    super::table_support::play::recorded(config, 5, steps, |game, rng| {
        super::support::random_step(game, rng, super::support::Style::STAY)
    })
}

/// A record of another format version is refused naming it: version 1 (the state
/// dump of earlier releases, `{"version":1,"game":{...}}`), and any other.
#[cfg(feature = "json")]
#[test]
fn record_of_another_version() {
    let game = played(10);
    assert_eq!(record_json(&game)["version"], crate::table::RECORD_VERSION);
    for version in [0u32, 1, 3, u32::MAX] {
        let error = replay_edited(&game, |v| v["version"] = version.into());
        assert_eq!(error.code(), "unsupported_snapshot_version");
        assert_message(
            &error,
            &[&alloc::format!("version {version} "), "version 2"],
        );
    }
    let old = r#"{"version":1,"game":{"config":{"players":5,"seed":1},"round":1}}"#;
    let error = crate::json::replay_from_json::<Game>(old).expect_err("refused");
    assert_message(&error, &["snapshot version 1 is not supported"]);
}

/// A record of the other game is refused as such, through JSON and typed.
#[cfg(feature = "json")]
#[test]
fn record_of_the_other_game() {
    let cells = Recorded::<crate::cells::CellsGame>::new(crate::cells::CellsConfig::new(3, 1))
        .expect("valid");
    let text = crate::json::to_json(&cells.record()).expect("encodes");
    let error = crate::json::replay_from_json::<Game>(&text).expect_err("refused");
    assert_eq!(error.code(), "record_of_another_game");
    assert_message(&error, &["`cells`", "`resistance`"]);
    let game = played(4);
    let record = crate::table::Record::new(
        crate::table::GameKind::Cells,
        *game.seeded_config(),
        game.record().commands().to_vec(),
    );
    assert_eq!(
        Game::replay(&record),
        Err(crate::table::ReplayError::OtherGame {
            found: crate::table::GameKind::Cells,
            expected: crate::table::GameKind::Resistance,
        })
    );
}

/// A record whose configuration the engine refuses.
#[cfg(feature = "json")]
#[test]
fn record_with_an_invalid_config() {
    let game = played(3);
    let error = replay_edited(&game, |v| v["config"]["players"] = 11.into());
    assert_eq!(error.code(), "snapshot_config_invalid");
    assert_message(&error, &["configuration", "11"]);
}

/// A record whose command k the rules refuse (edited, reordered, repeated) is
/// refused naming k, the seat and the engine's reason; nothing is restored.
#[cfg(feature = "json")]
#[test]
fn record_whose_command_k_is_refused() {
    let game = played(12);
    let commands = game.record().commands().to_vec();
    // The first vote: sent by a seat that already voted (the vote before it).
    let first_vote = commands
        .iter()
        .position(|m| matches!(m.command, Command::Vote { .. }))
        .expect("a vote");
    let voter = commands[first_vote].seat;
    let error = replay_edited(&game, |v| {
        v["commands"][first_vote + 1]["seat"] = voter.0.into();
    });
    assert_eq!(error.code(), "record_command_refused");
    let k = (first_vote + 1).to_string();
    assert_message(
        &error,
        &[&alloc::format!("command {k} ({voter})"), "already voted"],
    );
    // Reordered: the first vote before the proposal it answers.
    let error = replay_edited(&game, |v| {
        v["commands"]
            .as_array_mut()
            .expect("a list")
            .swap(0, first_vote);
    });
    assert_message(&error, &["command 0 ", "proposal"]);
    // Repeated: the proposal sent twice.
    let error = replay_edited(&game, |v| {
        let list = v["commands"].as_array_mut().expect("a list");
        let proposal = list[0].clone();
        list.insert(1, proposal);
    });
    assert_message(&error, &["command 1 "]);
    // Typed, the same refusal.
    let mut edited = commands.clone();
    edited.swap(0, first_vote);
    let record = crate::table::Record::new(
        crate::table::GameKind::Resistance,
        *game.seeded_config(),
        edited,
    );
    match Game::replay(&record) {
        Err(crate::table::ReplayError::Refused {
            index: 0,
            seat,
            error,
        }) => {
            assert_eq!(seat, voter);
            assert_eq!(error.code(), "wrong_phase");
        }
        other => panic!("expected command 0 refused, got {other:?}"),
    }
}

/// A record cut anywhere is the game as it was then; its JSON cut anywhere does
/// not decode; a foreign field anywhere is refused.
#[cfg(feature = "json")]
#[test]
fn record_truncated_or_with_a_foreign_field() {
    let game = played(20);
    let record = game.record();
    let text = crate::json::to_json(&record).expect("encodes");
    for cut in (1..text.len()).step_by(super::support::scaled(7, 97)) {
        let error = crate::json::replay_from_json::<Game>(&text[..cut]).expect_err("refused");
        assert_eq!(error.code(), "invalid_json", "cut at {cut}");
    }
    let mut replayed = Recorded::<Game>::replay(&record.clone().truncated(0)).expect("replays");
    for (index, played) in record.commands().iter().enumerate() {
        assert_eq!(
            replayed,
            Recorded::<Game>::replay(&record.clone().truncated(index)).expect("replays")
        );
        replayed
            .apply(played.seat, played.command)
            .expect("accepted");
    }
    assert_eq!(replayed, game);
    // The message names the object that has no such field (a command's own fields
    // are read from serde's buffer, without a position: the same place all the same).
    type Edit = fn(&mut serde_json::Value);
    let edits: [(Edit, &str); 3] = [
        (|v| v["cheat"] = 1.into(), "here"),
        (|v| v["commands"][3]["cheat"] = 1.into(), "in `commands[3]`"),
        (
            |v| v["commands"][3]["command"]["cheat"] = 1.into(),
            "in `commands[3].command`",
        ),
    ];
    for (edit, place) in edits {
        let error = replay_edited(&game, edit);
        assert_eq!(error.code(), "invalid_json");
        assert_message(
            &error,
            &[&alloc::format!("there is no field `cheat` {place}:")],
        );
    }
}

/// Issue 13's regressions: a snapshot with the Commander swapped for a plain
/// Resistance player at round 4, a spy swapped with a Resistance player at setup,
/// the unflipped loyalty cards reordered or the generator state replaced restored
/// and played on. A record holds none of that state: the roles, the loyalty deck
/// and the generator come from its seed alone, so there is nothing to swap, and a
/// field that tries is refused.
#[cfg(feature = "json")]
#[test]
fn commander_or_spy_swapped_loyalty_deck_reordered_or_generator_replaced() {
    let config = GameConfig::new(7, 11)
        .with_assassin(crate::resistance::config::AssassinOptions::default())
        .with_defector(crate::resistance::config::DefectorVariant::Standard);
    let game =
        super::support::recorded_until(config, 8, |game| game.round() >= 4 || game.is_over());
    let state = [
        "roles",
        "rng",
        "loyaltyDeck",
        "game_state",
        "phase",
        "leader",
    ];
    assert_record_holds_no(&game, &state, serde_json::json!([1, 2]));
    let replayed = Game::replay(&game.record()).expect("replays");
    assert_eq!(replayed.state().roles, game.state().roles);
}

/// Issue 13's regression: a changed seed re-deals the game. The record then either
/// is refused at the first command the new deal does not allow (named), or replays
/// a game that agrees with itself: every seat's view shows the role it was dealt.
#[cfg(feature = "json")]
#[test]
fn record_with_the_seed_changed() {
    let game = played(40);
    let mut refused = 0;
    for seed in 0..super::support::scaled(40u64, 4) {
        let mut value = record_json(&game);
        value["config"]["seed"] = seed.into();
        let text = serde_json::to_string(&value).expect("encodes");
        match crate::json::replay_from_json::<Game>(&text) {
            Ok(replayed) => {
                let (_, opening) = Game::start(*replayed.seeded_config()).expect("valid");
                for seat in (0..7).map(Seat) {
                    let dealt = opening.iter().find_map(|e| match e.event {
                        crate::resistance::event::Event::RoleDealt { seat: dealt, role }
                            if dealt == seat =>
                        {
                            Some(role)
                        }
                        _ => None,
                    });
                    let view = replayed.view(seat).expect("a seat");
                    assert_eq!(dealt, Some(view.role), "seat {seat}, seed {seed}");
                }
            }
            Err(error) => {
                refused += 1;
                assert_eq!(error.code(), "record_command_refused");
                assert_message(&error, &["command "]);
            }
        }
    }
    assert!(refused > 0, "some deal refuses a command of another");
}

/// Issue 13's regression: a vacated seat with a face-down agenda restored. Leaving
/// turns every agenda of the seat face up (HA4, LV1), and a replayed record leaves
/// through the same rule.
#[cfg(feature = "json")]
#[test]
fn a_vacated_seat_replays_with_its_agendas_face_up() {
    let config = crate::resistance::config::GameConfig::new(5, 1)
        .with_agendas(crate::resistance::config::AgendaKind::Single)
        .with_leave_policy(crate::resistance::config::LeavePolicy::Substitute);
    let mut game = Recorded::<Game>::new(config).expect("valid");
    for seat in (0..5).map(Seat) {
        let named = seat.next(5);
        game.apply(seat, Command::choose_agenda(SeatSet::only(named)))
            .expect("seals");
    }
    game.apply(Seat(2), Command::Leave).expect("leaves");
    let replayed = Game::replay(&game.record()).expect("replays");
    assert_eq!(&replayed, game.game());
    let agenda = replayed
        .public_view()
        .agendas
        .iter()
        .find(|agenda| agenda.owner == Seat(2))
        .copied()
        .expect("seat 2's agenda");
    assert!(agenda.revealed.is_some(), "face up: {agenda:?}");
}
