//! The engine plays whole games without touching the heap, in the base game and with
//! random combinations of the Hidden Agenda modules: no allocation happens inside
//! `Game::apply`, for accepted and refused commands alike, the bot that chooses
//! the commands does not allocate either, and neither does a whole
//! `Game::random_playout`.
//!
//! Counts are per thread (see `counting_alloc`), so the test harness running these
//! tests in parallel cannot disturb them. Nothing here is timed.

use resistance_core::agenda::AgendaCommand;
use resistance_core::{
    Command, CommandKind, Game, GameConfig, LeavePolicy, MissionCard, Seat, SeatSet,
};
use resistance_examples::{
    MODULE_BITS, bot_rng, config_with_modules,
    counting_alloc::{CountingAllocator, allocations_during},
    next_step, random_member,
};
use std::hint::black_box;

#[global_allocator]
static ALLOCATOR: CountingAllocator = CountingAllocator;

const GAMES: u64 = 300;

/// Game `index` of a test run: every player count in turn, a different seed each;
/// one game in five is a base game, the others a pseudo-random combination of modules
/// (trimmed to fit the player count).
fn config(index: u64) -> GameConfig {
    let players = 5 + (index % 6) as u8;
    let bits = if index % 5 == 0 {
        0
    } else {
        (index.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as u32 & MODULE_BITS
    };
    config_with_modules(players, index, bits)
}

#[test]
fn the_counter_sees_an_allocation_on_this_thread() {
    // Without this the other tests would also pass with a counter that never counts.
    let (buffer, allocations) = allocations_during(|| black_box(Vec::<u64>::with_capacity(16)));
    drop(buffer);
    assert!(allocations >= 1, "a Vec allocation was not counted");
}

/// `Game::random_playout`, a search's random playout, plays the whole game without
/// allocating, with every module combination of the runs (plot cards among them).
#[test]
fn a_random_playout_never_allocates() {
    let mut ended = 0;
    for index in 0..GAMES {
        let mut game = Game::new(config(index)).expect("valid configuration");
        let mut bots = bot_rng(index);
        let (result, allocations) = allocations_during(|| game.random_playout(&mut bots));
        assert_eq!(allocations, 0, "{:?}: the playout allocated", config(index));
        ended += u64::from(result.is_some() && game.is_over());
    }
    assert_eq!(ended, GAMES, "every playout plays its game to the end");
}

#[test]
fn apply_never_allocates_in_random_games_of_5_to_10_players_with_random_modules() {
    let mut total_applies = 0u64;
    let mut kinds = Vec::new();
    for index in 0..GAMES {
        let config = config(index);
        let mut game = Game::new(config).expect("valid configuration");
        let mut bots = bot_rng(index);
        while let Some((seat, command)) = next_step(&game, &mut bots) {
            let (outcome, allocations) = allocations_during(|| game.apply(seat, command));
            assert!(outcome.is_ok(), "{config:?}: {seat} {command:?} refused");
            assert_eq!(
                allocations, 0,
                "{config:?}: apply allocated for {seat} {command:?}"
            );
            if !kinds.contains(&command.kind()) {
                kinds.push(command.kind());
            }
            total_applies += 1;
        }
        assert!(
            game.is_over(),
            "{config:?}: the bots stopped before the end"
        );
    }
    // The games were real games, not empty loops, and every module had its turn.
    assert!(total_applies > GAMES * 20, "only {total_applies} applies");
    // Every kind up to choosing an agenda: the agenda's reveal has a test of its own
    // below, and the bots here neither use plot cards nor leave.
    let sent = CommandKind::ALL
        .into_iter()
        .take_while(|&kind| kind != CommandKind::RevealAgenda);
    for kind in sent {
        assert!(kinds.contains(&kind), "no {kind} in {GAMES} games");
    }
}

#[test]
fn revealing_an_agenda_does_not_allocate() {
    let mut reveals = 0;
    for index in 0..GAMES / 3 {
        let config = config(index);
        if config.agendas.is_none() {
            continue;
        }
        let mut game = Game::new(config).expect("valid configuration");
        let mut bots = bot_rng(index);
        while let Some((seat, command)) = next_step(&game, &mut bots) {
            // Now and then a random player turns their agenda face up (HA3), out of
            // turn: any seat that still has a face-down agenda may.
            if bots.below(8) == 0 {
                let revealers: SeatSet = (0..config.players)
                    .map(Seat)
                    .filter(|&s| game.choices(s).reveal_agenda)
                    .collect();
                if let Some(owner) = random_member(revealers, &mut bots) {
                    let reveal = Command::Agenda(AgendaCommand::RevealAgenda { owner });
                    let (revealed, allocations) = allocations_during(|| game.apply(owner, reveal));
                    assert!(revealed.is_ok(), "{config:?}: {owner} could not reveal");
                    assert_eq!(allocations, 0, "{config:?}: revealing allocated");
                    reveals += 1;
                }
            }
            game.apply(seat, command)
                .expect("the bot's command is legal");
        }
        assert!(game.is_over(), "{config:?}: the game did not end");
    }
    assert!(reveals > 10, "only {reveals} reveals");
}

#[test]
fn refused_commands_do_not_allocate_either() {
    for index in 0..GAMES / 10 {
        let config = config(index);
        let mut game = Game::new(config).expect("valid configuration");
        let mut bots = bot_rng(index);
        let outsider = Seat(config.players); // no such seat at this table
        while let Some((seat, command)) = next_step(&game, &mut bots) {
            // Each is refused whatever the phase and the modules: no seat is vacant,
            // no team or agenda is empty, the outsider does not exist, nobody may
            // inspect or assassinate themself or reveal another's agenda.
            let other = seat.next(config.players);
            for (who, wrong) in [
                (seat, Command::ClaimSeat),
                (seat, Command::propose(SeatSet::EMPTY)),
                (outsider, Command::play(MissionCard::Fail)),
                (seat, Command::set_aside(outsider)),
                (seat, Command::inspect(seat)),
                (seat, Command::assassinate(seat)),
                (seat, Command::choose_agenda(SeatSet::EMPTY)),
                (seat, Command::reveal_agenda(other)),
            ] {
                let (refused, allocations) = allocations_during(|| game.apply(who, wrong));
                assert!(refused.is_err(), "{config:?}: {who} {wrong:?} was accepted");
                assert_eq!(allocations, 0, "{config:?}: refusing {wrong:?} allocated");
            }
            game.apply(seat, command)
                .expect("the bot's command is legal");
        }
        // And after the end, everything is refused without allocating.
        let (refused, allocations) =
            allocations_during(|| game.apply(Seat(0), Command::vote(true)));
        assert!(refused.is_err());
        assert_eq!(allocations, 0);
    }
}

#[test]
fn leaving_and_claiming_a_seat_do_not_allocate() {
    for index in 0..GAMES / 10 {
        for policy in [LeavePolicy::EndGame, LeavePolicy::Substitute] {
            let config = config(index).with_leave_policy(policy);
            let mut game = Game::new(config).expect("valid configuration");
            let mut bots = bot_rng(index);
            // Someone walks out after a few moves (LV1), at a point that varies.
            let leave_after = index % 15;
            let mut steps = 0;
            while let Some((seat, command)) = next_step(&game, &mut bots) {
                if steps == leave_after {
                    let (left, allocations) =
                        allocations_during(|| game.apply(seat, Command::Leave));
                    assert!(left.is_ok(), "{config:?}: leaving was refused");
                    assert_eq!(allocations, 0, "{config:?}: leaving allocated");
                } else {
                    // Under the substitute policy the bot claims the vacant seat.
                    let (outcome, allocations) = allocations_during(|| game.apply(seat, command));
                    assert!(outcome.is_ok(), "{config:?}: {seat} {command:?} refused");
                    assert_eq!(allocations, 0, "{config:?}: {command:?} allocated");
                }
                steps += 1;
            }
            assert!(game.is_over(), "{config:?}: the game did not end");
        }
    }
}

#[test]
fn the_bot_chooses_without_allocating() {
    for index in 0..GAMES / 10 {
        let mut game = Game::new(config(index)).expect("valid configuration");
        let mut bots = bot_rng(index);
        loop {
            let (step, allocations) = allocations_during(|| next_step(&game, &mut bots));
            assert_eq!(allocations, 0, "the bot allocated while choosing");
            let Some((seat, command)) = step else { break };
            game.apply(seat, command)
                .expect("the bot's command is legal");
        }
    }
}

/// The natural bot loop over `Game::random_legal_command` (a seat from
/// `awaiting`, a uniform legal command, `apply`) plays whole games without
/// allocating, with every module combination of the runs; the listing calls it
/// rests on (`legal_command_count`, `legal_command`) do not allocate either.
#[test]
fn the_random_legal_command_loop_never_allocates() {
    let mut steps = 0;
    for index in 0..GAMES {
        let mut game = Game::new(config(index)).expect("valid configuration");
        let mut rng = bot_rng(index);
        let (played, allocations) = allocations_during(|| {
            let mut played = 0u32;
            while let Some(seat) = game.awaiting().iter().next() {
                let count = game.legal_command_count(seat);
                black_box(game.legal_command(seat, count - 1));
                let Some(command) = game.random_legal_command(seat, &mut rng) else {
                    break;
                };
                if game.apply(seat, command).is_err() {
                    break;
                }
                played += 1;
            }
            played
        });
        assert_eq!(allocations, 0, "{:?}: the loop allocated", config(index));
        assert!(
            game.is_over(),
            "{:?}: the loop stopped early",
            config(index)
        );
        steps += u64::from(played);
    }
    assert!(steps > GAMES * 20, "{steps} steps");
}
