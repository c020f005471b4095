//! Bad input to the modules, one test each: every refusal names the exact error, a
//! clear message and a stable code, and leaves the game exactly as it was.

use super::modules_rules::{
    approve, assassination, choose_agendas, deal, inspect, mission, play_cards, set_aside,
};
use super::support::seats;
use crate::resistance::modules::{
    agenda::{AgendaCommand, AgendaError},
    assassin::AssassinError,
    inquisitor::InquisitorError,
};
use crate::{
    kernel::MissionCard, kernel::Seat, kernel::TeamList, resistance::command::Command,
    resistance::command::CommandKind, resistance::config::AgendaKind,
    resistance::config::AssassinOptions, resistance::config::GameConfig,
    resistance::error::CommandError, resistance::game::Game, resistance::record::PhaseKind,
    resistance::role::Role,
};
use alloc::{string::ToString, vec::Vec};

// ---------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------

const RES: Role = Role::Resistance;
const SPY: Role = Role::Spy;

use super::bad_input::refusal;
use super::table_support::Refused;

fn list(names: &[u8]) -> TeamList {
    TeamList::from_slice(&names.iter().map(|&s| Seat(s)).collect::<Vec<_>>()).expect("fits")
}

/// The Assassin's command naming `target`.
fn assassinating(target: u8) -> Command {
    Command::assassinate(Seat(target))
}

/// The leader's command setting `member`'s card aside.
fn setting_aside(member: u8) -> Command {
    Command::set_aside(Seat(member))
}

/// The Inquisitor's command inspecting `target`.
fn inspecting(target: u8) -> Command {
    Command::inspect(Seat(target))
}

/// An agenda naming `names` as listed, repeats and all.
fn agenda(names: &[u8]) -> Command {
    Command::Agenda(AgendaCommand::ChooseAgenda { names: list(names) })
}

/// A command naming `target`, a seat off the five-player table, was refused: with
/// `NoSuchTarget` (AS4, IQ2, HA1), whichever command named it.
fn names_no_seat(refused: Refused<CommandError>, target: u8) {
    refused
        .is(CommandError::NoSuchTarget { target, players: 5 })
        .coded("no_such_target")
        .mentions(&[&alloc::format!("{target} names no seat"), "table of 5"]);
}

fn assassin_config() -> GameConfig {
    GameConfig::new(5, 1).with_assassin(AssassinOptions::default())
}

/// Five players, the Assassin at seat 0, the Commander at 2, in the assassination.
fn in_assassination() -> Game {
    let (game, _) = assassination(assassin_config());
    assert_eq!(game.phase(), PhaseKind::Assassination);
    game
}

/// Five players with the Trapper, spies at 0 and 1, seat 0 leading; the team 1, 2, 3
/// has played (seat 1 a Fail) and the leader is to set a card aside.
fn in_trapping() -> Game {
    let config = GameConfig::new(5, 1).with_trapper();
    let mut game = deal(config, &[SPY, SPY, RES, RES, RES], 0);
    mission(&mut game, &[1, 2, 3], &[1]);
    assert_eq!(game.phase(), PhaseKind::Trapping);
    game
}

/// Five players with the Inquisitor, spies at 0 and 1, seat 0 leading (the token at
/// seat 4), after two missions: seat 4 is to inspect.
fn in_inquisition() -> Game {
    let config = GameConfig::new(5, 1).with_inquisitor();
    let mut game = deal(config, &[SPY, SPY, RES, RES, RES], 0);
    mission(&mut game, &[2, 3], &[]);
    mission(&mut game, &[0, 2, 3], &[0]);
    assert_eq!(game.phase(), PhaseKind::Inquisition);
    game
}

/// Five players with hidden agendas of `kind`, nobody has chosen yet.
fn choosing(kind: AgendaKind) -> Game {
    deal(
        GameConfig::new(5, 1).with_agendas(kind),
        &[SPY, SPY, RES, RES, RES],
        0,
    )
}

// ---------------------------------------------------------------------------------
// Assassin (AS4)
// ---------------------------------------------------------------------------------

/// The Assassin naming themself is refused with `AssassinateSelf`.
#[test]
fn assassinating_oneself() {
    let mut game = in_assassination();
    refusal(&mut game, Seat(0), assassinating(0))
        .is(CommandError::Assassin(AssassinError::AssassinateSelf))
        .coded("assassinate_self")
        .mentions(&["Assassin", "another player"]);
}

/// Naming a target outside the assassination phase is refused with `WrongPhase`,
/// from the Assassin too, with or without the module; after the end, `GameOver`.
#[test]
fn assassinating_outside_the_assassination_phase() {
    let roles = [Role::Assassin, SPY, Role::Commander, RES, RES];
    let mut game = deal(assassin_config(), &roles, 0);
    let assassinate = CommandKind::Assassinate;
    for (phase, when) in [
        (PhaseKind::Proposal, "team proposal"),
        (PhaseKind::Mission, "the mission"),
    ] {
        if phase == PhaseKind::Mission {
            approve(&mut game, &[0, 2]);
        }
        refusal(&mut game, Seat(0), assassinating(2))
            .in_wrong_phase(assassinate, phase)
            .mentions(&["name the Commander", when]);
    }
    // After the assassination the game is over.
    let mut over = in_assassination();
    over.apply(Seat(0), assassinating(2)).expect("names");
    refusal(&mut over, Seat(0), assassinating(3))
        .is(CommandError::GameOver)
        .coded("game_over");
}

/// A non-Assassin naming a target is refused with `NotAssassin`; the error is the
/// same for every other seat and every target, and its message names no seat, so it
/// does not tell who the Assassin is.
#[test]
fn non_assassin_names_a_target() {
    let mut game = in_assassination();
    for seat in 1..5u8 {
        for target in [0u8, 2, 3, seat, 5, 200] {
            let error = refusal(&mut game, Seat(seat), assassinating(target))
                .is(CommandError::Assassin(AssassinError::NotAssassin))
                .coded("not_assassin")
                .says("only the Assassin names the Commander");
            let text = error.to_string();
            assert!(!text.contains("seat"), "{text:?}");
            assert!(!text.chars().any(|c| c.is_ascii_digit()), "{text:?}");
        }
    }
}

/// The Assassin naming a seat off the table is refused with `NoSuchTarget`.
#[test]
fn assassinating_a_seat_off_the_table() {
    let mut game = in_assassination();
    for target in [5u8, 9, 15, 16, 255] {
        names_no_seat(refusal(&mut game, Seat(0), assassinating(target)), target);
    }
}

// ---------------------------------------------------------------------------------
// Trapper (TR2)
// ---------------------------------------------------------------------------------

/// Setting aside the card of a seat that is not on the team (the leader off the team
/// included, or a seat off the table) is refused with `NotOnTeam`.
#[test]
fn setting_aside_a_non_members_card() {
    let mut game = in_trapping();
    for member in [0u8, 4, 5, 12] {
        refusal(&mut game, Seat(0), setting_aside(member))
            .is(CommandError::NotOnTeam { seat: Seat(member) })
            .coded("not_on_team")
            .mentions(&[&alloc::format!("seat {member}"), "not on the mission team"]);
    }
}

/// A second set-aside is refused: the first resolved the mission and the game moved
/// on to the next proposal (`WrongPhase`).
#[test]
fn setting_aside_twice() {
    let mut game = in_trapping();
    set_aside(&mut game, 1);
    assert_eq!(game.leader(), Seat(1));
    for (seat, member) in [(0u8, 2u8), (1, 2), (0, 1)] {
        refusal(&mut game, Seat(seat), setting_aside(member))
            .in_wrong_phase(CommandKind::SetAside, PhaseKind::Proposal)
            .mentions(&["set a mission card aside", "team proposal"]);
    }
}

/// A seat other than the leader, team member or not, setting a card aside is refused
/// with `NotLeader`.
#[test]
fn non_leader_sets_aside() {
    let mut game = in_trapping();
    for seat in 1..5u8 {
        refusal(&mut game, Seat(seat), setting_aside(2))
            .is(CommandError::NotLeader {
                seat: Seat(seat),
                leader: Seat(0),
            })
            .coded("not_leader")
            .mentions(&["leader (seat 0)", &alloc::format!("not seat {seat}")]);
    }
}

/// Setting a card aside before every card is in is refused with `WrongPhase`.
#[test]
fn setting_aside_during_the_mission() {
    let config = GameConfig::new(5, 1).with_trapper();
    let mut game = deal(config, &[SPY, SPY, RES, RES, RES], 0);
    approve(&mut game, &[1, 2, 3]);
    game.apply(Seat(1), Command::play(MissionCard::Fail))
        .expect("plays");
    refusal(&mut game, Seat(0), setting_aside(1))
        .in_wrong_phase(CommandKind::SetAside, PhaseKind::Mission)
        .mentions(&["set a mission card aside", "the mission"]);
}

// ---------------------------------------------------------------------------------
// Inquisitor (IQ2)
// ---------------------------------------------------------------------------------

/// Inspecting a player who has held the token is refused with `FormerInquisitor`.
#[test]
fn inspecting_a_former_token_holder() {
    let mut game = in_inquisition();
    inspect(&mut game, 2);
    mission(&mut game, &[0, 3], &[0]);
    assert_eq!(game.public_view().inquisitor, Some(Seat(2)));
    refusal(&mut game, Seat(2), inspecting(4))
        .is(CommandError::Inquisitor(
            InquisitorError::FormerInquisitor { target: Seat(4) },
        ))
        .coded("former_inquisitor")
        .mentions(&["seat 4", "has held the Inquisitor token"]);
}

/// The holder inspecting themself is refused with `InspectSelf`.
#[test]
fn inspecting_oneself() {
    let mut game = in_inquisition();
    refusal(&mut game, Seat(4), inspecting(4))
        .is(CommandError::Inquisitor(InquisitorError::InspectSelf))
        .coded("inspect_self")
        .mentions(&["Inquisitor", "themself"]);
}

/// A seat other than the holder inspecting is refused with `NotInquisitor`.
#[test]
fn non_holder_inspects() {
    let mut game = in_inquisition();
    for seat in 0..4u8 {
        for target in [0u8, 1, 3] {
            refusal(&mut game, Seat(seat), inspecting(target))
                .is(CommandError::Inquisitor(InquisitorError::NotInquisitor {
                    seat: Seat(seat),
                    holder: Seat(4),
                }))
                .coded("not_inquisitor")
                .mentions(&["Inquisitor (seat 4)", &alloc::format!("not seat {seat}")]);
        }
    }
}

/// Inspecting a seat off the table is refused with `NoSuchTarget`.
#[test]
fn inspecting_off_the_table() {
    let mut game = in_inquisition();
    for target in [5u8, 10, 200] {
        names_no_seat(refusal(&mut game, Seat(4), inspecting(target)), target);
    }
}

/// Inspecting outside the inquisition is refused with `WrongPhase`, from the holder
/// too.
#[test]
fn inspecting_outside_the_inquisition() {
    let mut game = in_inquisition();
    inspect(&mut game, 2);
    refusal(&mut game, Seat(2), inspecting(0))
        .in_wrong_phase(CommandKind::Inspect, PhaseKind::Proposal)
        .mentions(&["inspect a player", "team proposal"]);
}

// ---------------------------------------------------------------------------------
// Hidden agendas (HA1–HA3)
// ---------------------------------------------------------------------------------

/// A second agenda from the same seat is refused with `AgendaAlreadyChosen`, while
/// the others choose and after round 1 has opened.
#[test]
fn second_agenda_choice() {
    let mut game = choosing(AgendaKind::Single);
    game.apply(Seat(2), Command::choose_agenda(seats(&[0])))
        .expect("seals");
    let again = Command::choose_agenda(seats(&[1]));
    refusal(&mut game, Seat(2), again)
        .is(CommandError::Agenda(AgendaError::AgendaAlreadyChosen {
            seat: Seat(2),
        }))
        .coded("agenda_already_chosen")
        .mentions(&["seat 2", "already chosen a hidden agenda"]);
    for seat in [0u8, 1, 3, 4] {
        game.apply(Seat(seat), Command::choose_agenda(seats(&[2])))
            .expect("seals");
    }
    assert_eq!(game.phase(), PhaseKind::Proposal);
    refusal(&mut game, Seat(2), again)
        .is(CommandError::Agenda(AgendaError::AgendaAlreadyChosen {
            seat: Seat(2),
        }))
        .coded("agenda_already_chosen");
}

/// An agenda with the wrong number of names is refused with `WrongAgendaSize`: one
/// name for a single agenda, two for a double one.
#[test]
fn agenda_with_the_wrong_number_of_names() {
    let cases: [(AgendaKind, &[u8], u8); 5] = [
        (AgendaKind::Single, &[], 1),
        (AgendaKind::Single, &[1, 2], 1),
        (AgendaKind::Double, &[], 2),
        (AgendaKind::Double, &[1], 2),
        (AgendaKind::Double, &[1, 2, 3], 2),
    ];
    for (kind, names, expected) in cases {
        let mut game = choosing(kind);
        let given = names.len() as u8;
        let wrong_size = CommandError::Agenda(AgendaError::WrongAgendaSize { expected, given });
        refusal(&mut game, Seat(3), agenda(names))
            .is(wrong_size)
            .coded("wrong_agenda_size")
            .mentions(&[
                &alloc::format!("names {expected} seats"),
                &alloc::format!("not {given}"),
            ]);
    }
}

/// HA2: where each player chooses, an agenda of no name or of three is refused with
/// `AgendaSizeNotOneOrTwo`; one name and two are both accepted (and a second agenda
/// then refused, whichever the first held).
#[test]
fn agenda_of_neither_one_nor_two_names_where_each_chooses() {
    for names in [&[][..], &[1, 2, 3][..], &[0, 1, 2, 3, 4][..]] {
        let mut game = choosing(AgendaKind::SingleOrDouble);
        let given = names.len() as u8;
        refusal(&mut game, Seat(3), agenda(names))
            .is(CommandError::Agenda(AgendaError::AgendaSizeNotOneOrTwo {
                given,
            }))
            .coded("agenda_size_not_one_or_two")
            .says(&alloc::format!(
                "a hidden agenda here names one seat or two, not {given}"
            ));
    }
    let mut game = choosing(AgendaKind::SingleOrDouble);
    game.apply(Seat(0), Command::choose_agenda(seats(&[3])))
        .expect("one name seals");
    game.apply(Seat(1), Command::choose_agenda(seats(&[0, 3])))
        .expect("two names seal");
    for (seat, again) in [(0u8, &[1u8, 2][..]), (1, &[2][..])] {
        refusal(&mut game, Seat(seat), Command::choose_agenda(seats(again)))
            .is(CommandError::Agenda(AgendaError::AgendaAlreadyChosen {
                seat: Seat(seat),
            }))
            .coded("agenda_already_chosen");
    }
}

/// An agenda naming a seat twice is refused with `DuplicateSeat`, even when the list
/// has the right length.
#[test]
fn agenda_naming_a_seat_twice() {
    for (kind, names) in [
        (AgendaKind::Single, &[3u8, 3][..]),
        (AgendaKind::Double, &[3, 3][..]),
        (AgendaKind::Double, &[1, 3, 1][..]),
        (AgendaKind::SingleOrDouble, &[2, 2][..]),
    ] {
        let mut game = choosing(kind);
        let repeated = Seat(names[0]);
        refusal(&mut game, Seat(0), agenda(names))
            .is(CommandError::DuplicateSeat { seat: repeated })
            .coded("duplicate_seat")
            .mentions(&[&repeated.to_string(), "twice"]);
    }
}

/// An agenda naming a seat off the table is refused with `NoSuchTarget`.
#[test]
fn agenda_naming_a_seat_off_the_table() {
    for (kind, names, target) in [
        (AgendaKind::Single, &[5u8][..], 5u8),
        (AgendaKind::Double, &[1, 7][..], 7),
        (AgendaKind::Double, &[15, 1][..], 15),
        (AgendaKind::SingleOrDouble, &[9][..], 9),
        (AgendaKind::SingleOrDouble, &[0, 5][..], 5),
    ] {
        let mut game = choosing(kind);
        names_no_seat(refusal(&mut game, Seat(0), agenda(names)), target);
    }
}

/// Revealing someone else's agenda is refused with `NotYourAgenda`, whether it is
/// face down, face up or not chosen yet.
#[test]
fn revealing_someone_elses_agenda() {
    let mut game = choosing(AgendaKind::Single);
    game.apply(Seat(2), Command::choose_agenda(seats(&[0])))
        .expect("seals");
    for (seat, owner) in [(1u8, 2u8), (0, 2), (2, 3), (1, 9)] {
        refusal(&mut game, Seat(seat), Command::reveal_agenda(Seat(owner)))
            .is(CommandError::Agenda(AgendaError::NotYourAgenda {
                seat: Seat(seat),
                owner: Seat(owner),
            }))
            .coded("not_your_agenda")
            .mentions(&[
                &alloc::format!("seat {seat} cannot reveal"),
                &alloc::format!("agenda of seat {owner}"),
            ]);
    }
    game.apply(Seat(2), Command::reveal_agenda(Seat(2)))
        .expect("reveals");
    refusal(&mut game, Seat(1), Command::reveal_agenda(Seat(2)))
        .is(CommandError::Agenda(AgendaError::NotYourAgenda {
            seat: Seat(1),
            owner: Seat(2),
        }))
        .coded("not_your_agenda");
}

/// Revealing an agenda twice, before choosing one, or in a game without agendas is
/// refused with `NoHiddenAgenda`.
#[test]
fn revealing_twice_or_without_an_agenda() {
    let mut game = choosing(AgendaKind::Double);
    refusal(&mut game, Seat(1), Command::reveal_agenda(Seat(1)))
        .is(CommandError::Agenda(AgendaError::NoHiddenAgenda {
            seat: Seat(1),
        }))
        .coded("no_hidden_agenda")
        .mentions(&["seat 1", "no face-down hidden agenda"]);
    choose_agendas(&mut game, &[&[1, 2], &[2, 3], &[3, 4], &[0, 4], &[0, 1]]);
    game.apply(Seat(1), Command::reveal_agenda(Seat(1)))
        .expect("reveals");
    refusal(&mut game, Seat(1), Command::reveal_agenda(Seat(1)))
        .is(CommandError::Agenda(AgendaError::NoHiddenAgenda {
            seat: Seat(1),
        }))
        .coded("no_hidden_agenda");
    let mut plain = deal(GameConfig::new(5, 1), &[SPY, SPY, RES, RES, RES], 0);
    refusal(&mut plain, Seat(3), Command::reveal_agenda(Seat(3)))
        .is(CommandError::Agenda(AgendaError::NoHiddenAgenda {
            seat: Seat(3),
        }))
        .coded("no_hidden_agenda");
}

// ---------------------------------------------------------------------------------
// Modules that are off
// ---------------------------------------------------------------------------------

/// Without its module a module's command is refused with `WrongPhase` (no phase of
/// the game accepts it); revealing an agenda, with `NoHiddenAgenda`.
#[test]
fn module_commands_when_the_module_is_off() {
    let mut game = deal(GameConfig::new(5, 1), &[SPY, SPY, RES, RES, RES], 0);
    let commands = [
        (Command::set_aside(Seat(0)), CommandKind::SetAside),
        (Command::inspect(Seat(1)), CommandKind::Inspect),
        (Command::assassinate(Seat(2)), CommandKind::Assassinate),
        (
            Command::choose_agenda(seats(&[3])),
            CommandKind::ChooseAgenda,
        ),
    ];
    for phase in [PhaseKind::Proposal, PhaseKind::Mission] {
        if phase == PhaseKind::Mission {
            approve(&mut game, &[0, 2]);
        }
        for (command, kind) in commands {
            for seat in 0..5u8 {
                refusal(&mut game, Seat(seat), command)
                    .in_wrong_phase(kind, phase)
                    .mentions(&[&kind.to_string(), &phase.to_string()]);
            }
        }
    }
    // Every card in: the mission resolves at once, there is no trapping phase.
    play_cards(&mut game, &[0]);
    assert_eq!(game.phase(), PhaseKind::Proposal);
    refusal(&mut game, Seat(0), Command::set_aside(Seat(0)))
        .in_wrong_phase(CommandKind::SetAside, PhaseKind::Proposal);
    // Through mission 2 no inspection starts either.
    approve(&mut game, &[2, 3, 4]);
    play_cards(&mut game, &[]);
    assert_eq!(game.phase(), PhaseKind::Proposal);
    assert_eq!(game.public_view().inquisitor, None);
}
