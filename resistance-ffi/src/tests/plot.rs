//! The plot cards' typed calls against the core: the choices a C host gets (with the
//! cards in front of each seat) describe exactly the plot commands the engine lists,
//! the table is the public view's plot part, and every command the typed calls send,
//! legal or not, gets the engine's own answer.

use super::*;
use crate::status::Failure;
use resistance_core::plot::PlotCommand;
use resistance_core::{PhaseView, plot::PlotCard, plot::PlotMoment};

/// A game made through `resistance_game_new_json` from `config`, and the native game
/// beside it.
pub(super) fn new_json_game(config: GameConfig) -> (*mut ResistanceGame, Recorded<Game>) {
    let text = json::to_json(&config).expect("encodes");
    let mut game = ptr::null_mut();
    let _opening = super::text(|out, len| unsafe {
        resistance_game_new_json(text.as_ptr(), text.len(), &mut game, out, len)
    });
    (game, Recorded::<Game>::new(config).expect("valid"))
}

/// Runs a query that writes one value, which must succeed.
fn answered<T: Default>(call: impl FnOnce(*mut T) -> ResistanceStatus) -> T {
    let mut value = T::default();
    assert_eq!(call(&mut value), ResistanceStatus::Ok, "{:?}", last());
    value
}

fn plot_choices(game: *const ResistanceGame, seat: u8) -> ResistancePlotChoices {
    // SAFETY: a live game and a writable output.
    answered(|out| unsafe { resistance_game_plot_choices(game, seat.into(), out) })
}

fn plot_table(game: *const ResistanceGame) -> ResistancePlotTable {
    // SAFETY: a live game and a writable output.
    answered(|out| unsafe { resistance_game_plot_table(game, out) })
}

fn plot_held(game: *const ResistanceGame, seat: u8) -> ResistancePlotCards {
    // SAFETY: a live game and a writable output.
    answered(|out| unsafe { resistance_game_plot_held(game, seat.into(), out) })
}

/// The seats of a mask.
fn seats(mask: u32) -> impl Iterator<Item = u8> {
    (0..32u8).filter(move |&seat| mask & (1 << seat) != 0)
}

/// The codes `cards` holds at least one of.
fn codes(cards: ResistancePlotCards) -> impl Iterator<Item = u32> {
    (0..RESISTANCE_PLOT_CARD_KINDS as u32).filter(move |&code| cards.count[code as usize] > 0)
}

/// The typed calls a C host can make from `choices` and the cards in front of each
/// seat, as the engine's commands (through the card numbers and `PlotAction`, not
/// the library's own conversion).
fn commands_from(game: *const ResistanceGame, choices: &ResistancePlotChoices) -> Vec<Command> {
    let card = |code: u32| PlotCard::from_index(code as u8).expect("a card code");
    let mut commands = Vec::new();
    if choices.give {
        for code in codes(choices.give_cards) {
            for to in seats(choices.give_to) {
                commands.push(Command::Plot(PlotCommand::GivePlotCard {
                    card: card(code),
                    to: Seat(to),
                }));
            }
        }
    }
    if choices.use_card {
        let used = card(choices.card);
        let on = |target: u8| match used {
            PlotCard::InTheSpotlight => PlotAction::InTheSpotlight {
                member: Seat(target),
            },
            PlotCard::KeepingACloseEyeOnYou => PlotAction::KeepingACloseEyeOnYou {
                member: Seat(target),
            },
            PlotCard::OverheardConversation => PlotAction::OverheardConversation {
                neighbour: Seat(target),
            },
            PlotCard::OpenUp => PlotAction::OpenUp { to: Seat(target) },
            PlotCard::EstablishConfidence => PlotAction::EstablishConfidence { to: Seat(target) },
            other => panic!("{other} names nobody or a card"),
        };
        match used {
            PlotCard::StrongLeader => commands.push(Command::Plot(PlotCommand::UsePlotCard {
                action: PlotAction::StrongLeader,
            })),
            PlotCard::NoConfidence => commands.push(Command::Plot(PlotCommand::UsePlotCard {
                action: PlotAction::NoConfidence,
            })),
            PlotCard::TakeResponsibility => {
                for from in seats(choices.targets) {
                    for take in codes(plot_held(game, from)) {
                        commands.push(Command::Plot(PlotCommand::UsePlotCard {
                            action: PlotAction::TakeResponsibility {
                                from: Seat(from),
                                take: card(take),
                            },
                        }));
                    }
                }
            }
            _ => commands.extend(
                seats(choices.targets)
                    .map(|target| Command::Plot(PlotCommand::UsePlotCard { action: on(target) })),
            ),
        }
        if choices.decline {
            commands.push(Command::decline_plot_card(used));
        }
    }
    commands
}

/// The step the table should show for the native game's phase.
fn step_of(phase: PhaseView) -> ResistancePlotStep {
    match phase {
        PhaseView::PlotDeal { .. } => ResistancePlotStep::Deal,
        PhaseView::PlotResolution { .. } => ResistancePlotStep::Resolution,
        PhaseView::PlotMoment { moment, .. } => match moment {
            PlotMoment::BeforeProposal => ResistancePlotStep::BeforeProposal,
            PlotMoment::AfterApproval => ResistancePlotStep::AfterApproval,
            PlotMoment::AfterCards => ResistancePlotStep::AfterCards,
        },
        _ => ResistancePlotStep::None,
    }
}

/// Checks every plot query of `game` against its native twin.
fn check_plot_queries(game: *mut ResistanceGame, native: &Game) {
    let table = plot_table(game);
    let public = native.public_view();
    let Some(plot) = public.plot else {
        assert_eq!(table, ResistancePlotTable::default());
        return;
    };
    assert!(table.in_play);
    assert_eq!(table.step, step_of(public.phase));
    assert_eq!(table.deck, u32::from(plot.deck));
    for card in PlotCard::ALL {
        let drawn = plot.drawn.iter().filter(|&&c| c == card).count();
        assert_eq!(usize::from(table.drawn.count[card.index() as usize]), drawn);
    }
    let mut phase = ResistancePhase::Proposal;
    // SAFETY: a live game and a writable output.
    ok(unsafe { resistance_game_phase(game, &mut phase) });
    // The plot phases are the ones `resistance_game_phase` does not name.
    assert_eq!(
        phase == ResistancePhase::Other,
        table.step != ResistancePlotStep::None
    );
    if table.step != ResistancePlotStep::None {
        assert_eq!(native.awaiting(), SeatSet::only(Seat(table.seat as u8)));
    }
    if let PhaseView::PlotMoment {
        card,
        answered,
        team,
        ..
    } = public.phase
    {
        assert_eq!(table.card, u32::from(card.index()));
        assert_eq!(table.answered, u32::from(answered.bits()));
        assert_eq!(table.team, u32::from(team.bits()));
    }
    let mut in_front = 0;
    for seat in 0..native.players() {
        let held = plot_held(game, seat);
        in_front += held.count.iter().map(|&n| usize::from(n)).sum::<usize>();
        for card in PlotCard::ALL {
            let count = plot
                .held
                .iter()
                .filter(|h| h.holder == Seat(seat) && h.card == card)
                .count();
            assert_eq!(usize::from(held.count[card.index() as usize]), count);
        }
        let choices = plot_choices(game, seat);
        assert_eq!(choices, native.choices(Seat(seat)).plot.into());
        let mut listed: Vec<Command> = native
            .legal_commands(Seat(seat))
            .into_iter()
            .filter(is_plot_command)
            .collect();
        let mut built = commands_from(game, &choices);
        listed.sort_by_key(|c| format!("{c:?}"));
        built.sort_by_key(|c| format!("{c:?}"));
        assert_eq!(built, listed, "{seat}: {choices:?}");
        // `other` flags plot choices (the struct describes every other module).
        let plain: ResistanceChoices = answered(|out| unsafe {
            // SAFETY: a live game and a writable output.
            resistance_game_choices(game, seat.into(), out)
        });
        assert_eq!(plain.other, choices != ResistancePlotChoices::default());
    }
    assert_eq!(in_front, plot.held.len());
}

#[test]
#[cfg_attr(
    miri,
    ignore = "coverage of every plot step and card over 24 games; the plot calls run \
              under Miri in the game replays and the plot refusal tests"
)]
fn plot_queries_describe_exactly_what_the_engine_allows() {
    let mut steps_seen = Vec::new();
    let mut cards_used = Vec::new();
    for seed in 0..24u64 {
        let players = 5 + (seed % 6) as u8;
        let config = if seed % 2 == 0 {
            GameConfig::new(players, 900 + seed)
        } else {
            every_module(players, 900 + seed)
        };
        let (game, mut native) = new_json_game(config.with_plot_cards());
        let mut rng = GameRng::from_seed_number(seed);
        loop {
            check_plot_queries(game, &native);
            let step = plot_table(game).step;
            if !steps_seen.contains(&step) {
                steps_seen.push(step);
            }
            let Some((seat, command)) = bot_step(&native, &mut rng) else {
                break;
            };
            if let Command::Plot(PlotCommand::UsePlotCard { action }) = command {
                if !cards_used.contains(&action.card()) {
                    cards_used.push(action.card());
                }
            }
            native.apply(seat, command).expect("legal");
            // SAFETY: a live game.
            let status = unsafe { send_typed(game, seat, command) };
            assert_eq!(status, ResistanceStatus::Ok, "{command:?}: {:?}", last());
        }
        assert_eq!(
            snapshot(game),
            json::to_json(&native.record()).expect("JSON")
        );
        // SAFETY: a live game, freed once.
        unsafe { resistance_game_free(game) };
    }
    assert_eq!(steps_seen.len(), 6, "every step came up: {steps_seen:?}");
    for card in PlotCard::ALL {
        assert!(
            card == PlotCard::OpinionMaker || cards_used.contains(&card),
            "{card} was never used"
        );
    }
}

/// A plot command in the typed calls' arguments: the card's code, the seat it names
/// and the card it takes.
#[derive(Clone, Copy, Debug)]
enum Probe {
    Give { card: u32, to: u32 },
    Use { card: u32, target: u32, take: u32 },
    Decline { card: u32 },
}

impl Probe {
    /// The command the engine is to judge, or `None` when the library refuses the
    /// arguments first (Opinion Maker has no use).
    fn command(self) -> Option<Command> {
        let card = |code: u32| PlotCard::from_index(code as u8).expect("a card code");
        let seat = |number: u32| Seat(number as u8);
        Some(match self {
            Probe::Give { card: code, to } => Command::Plot(PlotCommand::GivePlotCard {
                card: card(code),
                to: seat(to),
            }),
            Probe::Decline { card: code } => Command::decline_plot_card(card(code)),
            Probe::Use {
                card: code,
                target,
                take,
            } => {
                let target = seat(target);
                let action = match card(code) {
                    PlotCard::StrongLeader => PlotAction::StrongLeader,
                    PlotCard::NoConfidence => PlotAction::NoConfidence,
                    PlotCard::InTheSpotlight => PlotAction::InTheSpotlight { member: target },
                    PlotCard::KeepingACloseEyeOnYou => {
                        PlotAction::KeepingACloseEyeOnYou { member: target }
                    }
                    PlotCard::TakeResponsibility => PlotAction::TakeResponsibility {
                        from: target,
                        take: card(take),
                    },
                    PlotCard::OverheardConversation => {
                        PlotAction::OverheardConversation { neighbour: target }
                    }
                    PlotCard::OpenUp => PlotAction::OpenUp { to: target },
                    PlotCard::EstablishConfidence => PlotAction::EstablishConfidence { to: target },
                    PlotCard::OpinionMaker => return None,
                };
                Command::Plot(PlotCommand::UsePlotCard { action })
            }
        })
    }

    /// Sends it through its typed call.
    ///
    /// # Safety
    ///
    /// `game` is a live game.
    unsafe fn send(self, game: *mut ResistanceGame, seat: u8) -> ResistanceStatus {
        let seat = u32::from(seat);
        // SAFETY: the caller's promise.
        unsafe {
            match self {
                Probe::Give { card, to } => resistance_game_give_plot_card(game, seat, card, to),
                Probe::Use { card, target, take } => {
                    resistance_game_use_plot_card(game, seat, card, target, take)
                }
                Probe::Decline { card } => resistance_game_decline_plot_card(game, seat, card),
            }
        }
    }
}

/// Near misses, from the awaited seat and from another one: the card it is asked
/// about or any other, naming any seat of the table or one past it, any card taken.
#[test]
#[cfg_attr(
    miri,
    ignore = "near misses over 120 games; the plot calls run under Miri in the game \
              replays and the plot refusal tests"
)]
fn every_plot_call_gets_the_engines_answer() {
    let mut codes_seen: Vec<String> = Vec::new();
    let mut accepted = 0;
    for seed in 0..120u64 {
        let players = 5 + (seed % 6) as u8;
        let config = GameConfig::new(players, 700 + seed).with_plot_cards();
        let (game, mut native) = new_json_game(config);
        let mut rng = GameRng::from_seed_number(seed);
        let below = |rng: &mut GameRng, n: u32| rng.below(n);
        while let Some((actor, command)) = bot_step(&native, &mut rng) {
            let table = plot_table(game);
            if table.step != ResistancePlotStep::None {
                let seats = [actor.0, below(&mut rng, u32::from(players)) as u8];
                for seat in seats {
                    let card = if below(&mut rng, 2) == 0 {
                        table.card
                    } else {
                        below(&mut rng, RESISTANCE_PLOT_CARD_KINDS as u32)
                    };
                    // Oneself a quarter of the time: the cards that name another.
                    let named = if below(&mut rng, 4) == 0 {
                        u32::from(seat)
                    } else {
                        below(&mut rng, u32::from(players) + 1)
                    };
                    let take = below(&mut rng, RESISTANCE_PLOT_CARD_KINDS as u32);
                    let probe = match below(&mut rng, 4) {
                        0 => Probe::Give { card, to: named },
                        3 => Probe::Decline { card },
                        _ => Probe::Use {
                            card,
                            target: named,
                            take,
                        },
                    };
                    let expected = probe
                        .command()
                        .map(|command| native.check(Seat(seat), &command).map(|()| command));
                    match expected {
                        None => {
                            refused(
                                game,
                                ResistanceStatus::InvalidArgument,
                                "invalid_argument",
                                |_, _| {
                                    // SAFETY: a live game.
                                    unsafe { probe.send(game, seat) }
                                },
                            );
                        }
                        Some(Err(error)) => {
                            let status = Failure::from(error).status;
                            refused(game, status, error.code(), |_, _| {
                                // SAFETY: a live game.
                                unsafe { probe.send(game, seat) }
                            });
                            if !codes_seen.iter().any(|c| c == error.code()) {
                                codes_seen.push(error.code().to_owned());
                            }
                        }
                        Some(Ok(command)) => {
                            // SAFETY: a live game.
                            ok(unsafe { probe.send(game, seat) });
                            let outcome = native.apply(Seat(seat), command).expect("checked");
                            assert_eq!(
                                text(|out, len| unsafe {
                                    resistance_game_last_outcome_json(game, out, len)
                                }),
                                json::to_json(&outcome).expect("JSON")
                            );
                            accepted += 1;
                        }
                    }
                }
            }
            // A near miss that was legal moved the game on: the bot's command was for
            // the game as it was.
            if native.check(actor, &command).is_ok() {
                native.apply(actor, command).expect("legal");
                // SAFETY: a live game.
                ok(unsafe { send_typed(game, actor, command) });
            }
        }
        assert_eq!(
            snapshot(game),
            json::to_json(&native.record()).expect("JSON")
        );
        // SAFETY: a live game, freed once.
        unsafe { resistance_game_free(game) };
    }
    assert!(accepted > 0, "some near miss was a legal command");
    for code in [
        "not_leader",
        "plot_card_not_drawn",
        "give_plot_card_to_self",
        "no_such_target",
        "plot_card_not_held",
        "plot_card_out_of_moment",
        "must_resolve_plot_card",
        "wrong_phase",
        "show_to_self",
        "not_a_neighbour",
        "no_card_to_take",
        "take_from_self",
        "watch_own_card",
        "not_on_team",
        "spotlight_not_on_team",
    ] {
        assert!(
            codes_seen.iter().any(|c| c == code),
            "no near miss was refused with {code}: {codes_seen:?}"
        );
    }
}

/// A game without plot cards refuses every plot command as out of its phase, and
/// answers the plot queries with nothing.
#[test]
fn a_game_without_plot_cards_refuses_them() {
    let game = new_game(5, 4);
    let leader = Game::new(GameConfig::new(5, 4)).expect("valid").leader().0;
    let other = u32::from((leader + 1) % 5);
    let leader = u32::from(leader);
    // SAFETY (every call): a live game.
    unsafe {
        let calls: [&dyn Fn() -> ResistanceStatus; 4] = [
            &|| resistance_game_give_plot_card(game, leader, 0, other),
            &|| resistance_game_use_plot_card(game, leader, 0, 0, 0),
            &|| resistance_game_use_plot_card(game, other, 6, leader, 0),
            &|| resistance_game_decline_plot_card(game, leader, 2),
        ];
        for call in calls {
            refused(
                game,
                ResistanceStatus::CommandRefused,
                "wrong_phase",
                |_, _| call(),
            );
        }
        assert_eq!(plot_table(game), ResistancePlotTable::default());
        assert_eq!(plot_choices(game, 0), ResistancePlotChoices::default());
        assert_eq!(plot_held(game, 4), ResistancePlotCards::default());
        let mut held = ResistancePlotCards::default();
        refused(
            game,
            ResistanceStatus::NoSuchSeat,
            "no_such_seat",
            |_, _| resistance_game_plot_held(game, 5, &mut held),
        );
        let mut choices = ResistancePlotChoices::default();
        refused(
            game,
            ResistanceStatus::NoSuchSeat,
            "no_such_seat",
            |_, _| resistance_game_plot_choices(game, u32::MAX, &mut choices),
        );
        refused(
            game,
            ResistanceStatus::NullPointer,
            "null_pointer",
            |_, _| resistance_game_plot_table(game, ptr::null_mut()),
        );
        refused(
            game,
            ResistanceStatus::NullPointer,
            "null_pointer",
            |_, _| resistance_game_give_plot_card(ptr::null_mut(), leader, 0, other),
        );
        resistance_game_free(game);
    }
}

/// Arguments past their range are refused before the engine sees them, in the order
/// of every typed call: the game, then the numbers, then the acting seat.
#[test]
fn plot_arguments_out_of_range_are_refused() {
    let (game, native) = new_json_game(GameConfig::new(7, 3).with_plot_cards());
    let invalid = ResistanceStatus::InvalidArgument;
    // SAFETY (every call): a live game, or the NULL and foreign pointers tested.
    unsafe {
        let cases: [(&dyn Fn() -> ResistanceStatus, &str); 7] = [
            (
                &|| resistance_game_give_plot_card(game, 0, 9, 1),
                "`card` 9",
            ),
            (
                &|| resistance_game_give_plot_card(game, 0, 0, 256),
                "`to` 256",
            ),
            (
                &|| resistance_game_use_plot_card(game, 0, u32::MAX, 0, 0),
                "`card` 4294967295",
            ),
            (
                &|| resistance_game_use_plot_card(game, 0, 4, 1, 9),
                "`take` 9",
            ),
            (
                &|| resistance_game_use_plot_card(game, 0, 6, 300, 0),
                "`target` 300",
            ),
            (
                &|| resistance_game_use_plot_card(game, 0, 3, 1, 0),
                "Opinion Maker",
            ),
            (
                &|| resistance_game_decline_plot_card(game, 0, 10),
                "`card` 10",
            ),
        ];
        for (call, words) in cases {
            let message = refused(game, invalid, "invalid_argument", |_, _| call());
            assert!(message.contains(words), "{message}");
        }
        // The numbers are checked before the acting seat, the game before both.
        refused(game, invalid, "invalid_argument", |_, _| {
            resistance_game_give_plot_card(game, 300, 9, 1)
        });
        refused(
            game,
            ResistanceStatus::NoSuchSeat,
            "no_such_seat",
            |_, _| resistance_game_give_plot_card(game, 300, 0, 1),
        );
        let foreign = [0u64; 8];
        let foreign = foreign.as_ptr().cast::<ResistanceGame>().cast_mut();
        refused(
            game,
            ResistanceStatus::InvalidHandle,
            "invalid_handle",
            |_, _| resistance_game_use_plot_card(foreign, 0, 99, 0, 0),
        );
        refused(
            game,
            ResistanceStatus::NullPointer,
            "null_pointer",
            |_, _| resistance_game_decline_plot_card(ptr::null_mut(), 0, 99),
        );
        // Strong Leader and No Confidence ignore `target` and `take`, whatever they
        // hold: the engine judges them.
        let expected = native
            .check(
                Seat(0),
                &Command::Plot(PlotCommand::UsePlotCard {
                    action: PlotAction::StrongLeader,
                }),
            )
            .expect_err("nobody holds a Strong Leader at the start");
        refused(
            game,
            ResistanceStatus::CommandRefused,
            expected.code(),
            |_, _| resistance_game_use_plot_card(game, 0, 0, u32::MAX, u32::MAX),
        );
        resistance_game_free(game);
    }
}
