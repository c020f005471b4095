//! Writes the seed corpus of the `capi` target (the C library through its exported
//! functions):
//!
//! ```sh
//! cargo +nightly run --manifest-path fuzz/Cargo.toml --example capi_seeds
//! ```
//!
//! Deterministic: running it again rewrites the same files. Each seed is a scripted
//! session of calls (`resistance_fuzz::capi::Op`), encoded as the bytes the target
//! decodes and decoded back here to prove it: games with modules played to their end
//! through commands the library lists as legal (half of them through the typed
//! calls), every query, snapshots restored, clones, and the bad input the target
//! varies (bytes that are not UTF-8, NUL bytes, seats past any table, numbers out of
//! range, NULL pointers, foreign and misaligned game pointers), and a Cells game
//! played to its end beside a base game, each handle given where the other kind is
//! expected. The scripts play the native game beside the bytes and assert where it
//! got to (the Assassin missed, the spies failed three missions, a seat was claimed,
//! the Cells game ended), so a change that stops a seed from getting there fails
//! here.

use resistance_core::agenda::AgendaCommand;
use resistance_core::{
    Command, EndReason, Game, GameConfig, GameRng, LeavePolicy, MissionCard, Recorded, Seat, Table,
    agenda::AgendaKind,
    cells::{CellsConfig, CellsGame},
    json,
    view::PhaseKind,
};
use resistance_fuzz::{
    approving_move,
    capi::{
        AnyQuery, Bytes, CardArg, CellsCall, Edit, EditKind, ForeignCall, ForeignKind, GameKind,
        NullCase, Num, Op, Query, QueryArg, SeatArg, SharedNull, SharedQuery, TextQuery, TypedCall,
        TypedQuery, decode, encode,
    },
    legal_moves, seven_with_modules, ten_with_defectors,
};
use std::{fs, path::Path};

/// Every query, in turn (in this order the sessions ask each one where it answers
/// most: the choices in a module phase, the reveal script of the ten-player game).
fn queries() -> Vec<Query> {
    use {SharedQuery as S, TextQuery as T, TypedQuery as Y};
    let seat = SeatArg::Table;
    let typed = |query| Query::Typed(query, seat(0));
    let mut queries: Vec<Query> = S::ALL[..7].iter().copied().map(Query::Shared).collect();
    queries.extend([T::RevealScript(Num::Small(1)), T::LastOutcome].map(Query::Text));
    queries.extend([Y::Players, Y::Round, Y::Leader, Y::Phase].map(typed));
    queries.push(Query::Shared(S::Awaiting));
    queries.push(typed(Y::TeamSize));
    queries.push(Query::Shared(S::IsOver));
    queries.extend([Y::Winner, Y::EndReason].map(typed));
    queries.push(Query::Typed(Y::Choices, seat(3)));
    queries.push(typed(Y::LastEventCount));
    queries.push(Query::Typed(Y::PlotChoices, seat(4)));
    queries.push(typed(Y::PlotTable));
    queries.push(Query::Typed(Y::PlotHeld, seat(5)));
    queries.push(Query::Typed(Y::DoubleAgendaFrom, seat(6)));
    // The logical bot for the leader, the stand-in for seat 1, a kind that is none,
    // and the Avalon script.
    queries.extend(
        [
            T::BotCommand(seat(0), Num::Small(1), 7),
            T::BotCommand(seat(1), Num::Small(2), u64::MAX),
            T::BotCommand(seat(2), Num::Any(3), 0),
            T::RevealScriptNamed(Num::Small(0), Num::Small(1)),
        ]
        .map(Query::Text),
    );
    queries
}

/// The scripted game went through each of `phases`.
fn reached(seen: &[PhaseKind], phases: &[PhaseKind]) {
    for phase in phases {
        assert!(seen.contains(phase), "{phase:?} reached");
    }
}

/// A query of base game 0, its out-parameters `offset` bytes off alignment.
fn asked(query: Query, offset: u8) -> Op {
    let query = AnyQuery::Base(query);
    Op::Query {
        game: 0,
        query,
        offset,
    }
}

/// A session: the calls, and the native game of game 0 beside them.
struct Session {
    ops: Vec<Op>,
    game: Recorded<Game>,
    queries: usize,
    typed: bool,
}

impl Session {
    /// A session that starts game 0 from `config` through `resistance_game_new_json`.
    fn new(config: GameConfig) -> Session {
        let text = json::to_json(&config).expect("encodes");
        Session {
            ops: vec![Op::NewJson(GameKind::Base, Bytes(text.into_bytes()))],
            game: Recorded::<Game>::new(config).expect("a valid configuration"),
            queries: 0,
            typed: false,
        }
    }

    /// A legal command, sent as the target's `Legal` op; alternately JSON and typed.
    fn legal(&mut self, seat: Seat, command: Command) {
        let pick = legal_moves(&self.game)
            .iter()
            .position(|m| *m == (seat, command))
            .unwrap_or_else(|| panic!("{command:?} from {seat} is not listed"));
        self.ops.push(Op::Legal {
            kind: GameKind::Base,
            game: 0,
            pick: u16::try_from(pick).expect("fewer moves than 65536"),
            typed: self.typed,
        });
        self.typed = !self.typed;
        self.game.apply(seat, command).expect("legal");
    }

    /// The next query of [`queries`], with out-parameters off alignment.
    fn query(&mut self) {
        let all = queries();
        let query = all[self.queries % all.len()];
        self.ops.push(asked(query, (self.queries % 8) as u8));
        self.queries += 1;
    }

    /// Probes that are refused wherever the game stands.
    fn probes(&mut self) {
        let players = self.game.players();
        let raw = |seat: SeatArg, text: &[u8]| Op::ApplyRaw {
            kind: GameKind::Base,
            game: 0,
            seat,
            command: Bytes(text.to_vec()),
        };
        self.ops.extend([
            // Not UTF-8; a NUL inside; a seat past any table; an unknown type quoting
            // a NUL back in its message.
            raw(SeatArg::Table(0), b"{\"type\":\"le\xffave\"}"),
            raw(
                SeatArg::Table(1),
                b"{\"type\":\"vote\",\0\"vote\":\"approve\"}",
            ),
            raw(SeatArg::Any(300), br#"{"type":"vote","vote":"approve"}"#),
            raw(SeatArg::Small(players), br#"{"type":"leave"}"#),
            raw(SeatArg::Table(2), br#"{"type":"da\u0000nce"}"#),
            Op::Typed {
                game: 0,
                call: TypedCall::Vote(SeatArg::Table(0), Num::Small(2)),
            },
            Op::Typed {
                game: 0,
                call: TypedCall::Propose(SeatArg::Table(0), Bytes(vec![0; 17])),
            },
            Op::Typed {
                game: 0,
                call: TypedCall::Inspect(SeatArg::Table(1), SeatArg::Any(300)),
            },
            Op::Typed {
                game: 0,
                call: TypedCall::PlayMission(SeatArg::Table(3), Num::Small(1)),
            },
            Op::ApplyEdited {
                kind: GameKind::Base,
                game: 0,
                seat: SeatArg::Table(0),
                pick: 0,
                edit: Edit {
                    at: 9,
                    kind: EditKind::Insert(0),
                },
            },
        ]);
    }

    /// Plays to the end: teams from the first listed, everyone approves, spies fail
    /// when `fail` says so; other choices take the `n`-th listed move of a seeded
    /// generator, the Assassin names `hunt` when it can; a query every few steps.
    fn play_out(&mut self, fail: bool, hunt: Option<Seat>, seed: u64) {
        let mut rng = GameRng::from_seed_number(seed);
        for step in 0..1_000 {
            if self.game.is_over() {
                return;
            }
            if step % 5 == 0 {
                self.query();
            }
            let moves = legal_moves(&self.game);
            let wanted = match self.game.phase() {
                PhaseKind::Voting => moves
                    .iter()
                    .copied()
                    .find(|(_, c)| *c == Command::vote(true)),
                PhaseKind::Mission => {
                    let card = if fail {
                        MissionCard::Fail
                    } else {
                        MissionCard::Success
                    };
                    moves
                        .iter()
                        .copied()
                        .find(|(_, c)| *c == Command::play(card))
                        .or_else(|| {
                            moves
                                .iter()
                                .copied()
                                .find(|(_, c)| *c == Command::play(MissionCard::Success))
                        })
                }
                PhaseKind::Assassination => moves
                    .iter()
                    .copied()
                    .find(|(s, c)| hunt.is_some_and(|h| h != *s && *c == Command::assassinate(h))),
                _ => None,
            };
            let (seat, command) = wanted.unwrap_or_else(|| {
                let choices: Vec<_> = moves
                    .iter()
                    .copied()
                    .filter(|(_, c)| {
                        !matches!(c, Command::Agenda(AgendaCommand::RevealAgenda { .. }))
                    })
                    .collect();
                choices[rng.below(choices.len() as u32) as usize]
            });
            self.legal(seat, command);
        }
        panic!("the scripted game did not end");
    }

    /// A clone of game 0, queried and freed (game 1 while it lives).
    fn clone_and_free(&mut self) {
        self.ops.extend([
            Op::Clone {
                kind: GameKind::Base,
                game: 0,
            },
            Op::Query {
                game: 1,
                query: AnyQuery::Base(Query::Text(TextQuery::LastOutcome)),
                offset: 5,
            },
            Op::Free {
                kind: GameKind::Base,
                game: 1,
            },
        ]);
    }

    /// Game 0's snapshot restored unchanged (an edit that writes the same byte), then
    /// freed; and once cut short.
    fn restore_own(&mut self) {
        let text = json::to_json(&self.game.record()).expect("encodes");
        let same = text.as_bytes()[10];
        self.ops.extend([
            Op::RestoreEdited {
                kind: GameKind::Base,
                game: 0,
                other: false,
                edit: Edit {
                    at: 10,
                    kind: EditKind::Replace(same),
                },
            },
            Op::Free {
                kind: GameKind::Base,
                game: 1,
            },
            Op::RestoreEdited {
                kind: GameKind::Base,
                game: 0,
                other: false,
                edit: Edit {
                    at: (text.len() / 2) as u16,
                    kind: EditKind::Truncate,
                },
            },
        ]);
    }

    fn bytes(&self) -> Vec<u8> {
        encode(&self.ops)
    }
}

/// A seat that is neither the Commander nor the Assassin, for a missed assassination.
fn not_commander(game: &Game) -> Seat {
    (0..game.players())
        .map(Seat)
        .find(|&seat| {
            let role = game.view(seat).expect("a seat").role;
            !matches!(
                role,
                resistance_core::Role::Commander | resistance_core::Role::Assassin
            )
        })
        .expect("someone")
}

/// Every NULL case of the base game's calls once, and the last error read back.
fn every_null() -> Vec<Op> {
    let mut cases = vec![
        NullCase::NewOutGame,
        NullCase::Shared(GameKind::Base, SharedNull::NewConfig(0)),
        NullCase::ProposeTeam(2),
        NullCase::ChooseAgendaNames(0),
        NullCase::LastErrorCode(0),
        NullCase::LastErrorMessage(2),
        NullCase::StringFree,
    ];
    cases.extend(shared_nulls(GameKind::Base, 16));
    let text = [
        TextQuery::RevealScript(Num::Small(0)),
        TextQuery::LastOutcome,
        TextQuery::BotCommand(SeatArg::Table(0), Num::Small(0), 0),
        TextQuery::RevealScriptNamed(Num::Small(0), Num::Small(1)),
    ];
    for query in text {
        for arg in [QueryArg::Game, QueryArg::Out, QueryArg::OutLen] {
            cases.push(NullCase::TextQuery(query, arg));
        }
    }
    let each = TypedCall::each(SeatArg::Table(0), Num::Small(0), CardArg::Code(0));
    cases.extend(each.map(NullCase::TypedCommandGame));
    for query in TypedQuery::ALL {
        cases.push(NullCase::TypedQuery(query, true));
        cases.push(NullCase::TypedQuery(query, false));
    }
    let mut ops: Vec<Op> = cases.into_iter().map(Op::Null).collect();
    ops.push(Op::LastError { clear: false });
    ops
}

/// Every NULL case of the calls both kinds have, for `kind`; `len` beside a NULL
/// command.
fn shared_nulls(kind: GameKind, len: u16) -> Vec<NullCase> {
    let mut cases = vec![
        SharedNull::NewConfig(22),
        SharedNull::NewOutGame,
        SharedNull::NewOutOpening,
        SharedNull::NewOutOpeningLen,
        SharedNull::RestoreSnapshot(0),
        SharedNull::RestoreOutGame,
        SharedNull::CloneGame,
        SharedNull::CloneOutGame,
        SharedNull::ApplyGame,
        SharedNull::ApplyCommand(len),
        SharedNull::ApplyOut,
        SharedNull::ApplyOutLen,
        SharedNull::Free,
    ];
    for query in SharedQuery::ALL {
        for arg in [QueryArg::Game, QueryArg::Out, QueryArg::OutLen] {
            cases.push(SharedNull::Query(query, arg));
        }
    }
    cases
        .into_iter()
        .map(|case| NullCase::Shared(kind, case))
        .collect()
}

/// Foreign and misaligned game pointers through each kind of call.
fn foreign_pointers() -> Vec<Op> {
    let object = ForeignKind::Object([0, 1, 0xDEAD_0F0F_DEAD_0F0F, u64::MAX]);
    let dead = ForeignKind::Object([0xDEAD_0F0F_DEAD_0F0F, 0, 0, 0]);
    let misaligned = ForeignKind::Misaligned(3);
    vec![
        Op::Foreign {
            game: 0,
            kind: object,
            call: ForeignCall::Query(Query::Shared(SharedQuery::PublicView)),
        },
        Op::Foreign {
            game: 0,
            kind: dead,
            call: ForeignCall::Apply(SeatArg::Table(0), Bytes(br#"{"type":"leave"}"#.to_vec())),
        },
        Op::Foreign {
            game: 0,
            kind: misaligned,
            call: ForeignCall::Typed(TypedCall::Leave(SeatArg::Table(0))),
        },
        Op::Foreign {
            game: 0,
            kind: misaligned,
            call: ForeignCall::Query(Query::Typed(TypedQuery::Choices, SeatArg::Table(0))),
        },
        Op::Foreign {
            game: 0,
            kind: object,
            call: ForeignCall::Clone,
        },
        Op::Foreign {
            game: 0,
            kind: dead,
            call: ForeignCall::Typed(TypedCall::UsePlotCard(
                SeatArg::Table(0),
                CardArg::Code(4),
                SeatArg::Table(1),
                CardArg::Code(2),
            )),
        },
        Op::Foreign {
            game: 0,
            kind: misaligned,
            call: ForeignCall::Query(Query::Typed(TypedQuery::PlotTable, SeatArg::Table(0))),
        },
        Op::Foreign {
            game: 0,
            kind: misaligned,
            call: ForeignCall::Free,
        },
        Op::Foreign {
            game: 0,
            kind: dead,
            call: ForeignCall::Free,
        },
        Op::LastError { clear: true },
    ]
}

fn write(dir: &Path, name: &str, bytes: &[u8]) {
    fs::create_dir_all(dir).expect("a directory");
    fs::write(dir.join(name), bytes).expect("written");
}

fn main() {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("seeds")
        .join("capi");
    let mut seeds: Vec<(&str, Vec<u8>, usize)> = Vec::new();

    // Seven players with every module but the Defectors, substitute policy: agendas
    // of one name or two at each player's choice (HA2), trapping, inquisitions; three
    // successes go to the assassination, which misses.
    let config = seven_with_modules(77, AgendaKind::SingleOrDouble);
    let mut s = Session::new(config);
    s.probes();
    let hunt = not_commander(&s.game);
    let mut seen = Vec::new();
    while !s.game.is_over() {
        let phase = s.game.phase();
        if !seen.contains(&phase) {
            seen.push(phase);
            s.query();
            s.clone_and_free();
            if phase == PhaseKind::Inquisition {
                s.probes();
                s.restore_own();
            }
            if phase == PhaseKind::AgendaChoice {
                s.ops.push(asked(
                    Query::Typed(TypedQuery::DoubleAgendaFrom, SeatArg::Table(0)),
                    1,
                ));
            }
        }
        let moves = legal_moves(&s.game);
        let (seat, command) = match phase {
            PhaseKind::Voting => *moves
                .iter()
                .find(|(_, c)| *c == Command::vote(true))
                .expect("a vote"),
            PhaseKind::Mission => *moves
                .iter()
                .find(|(_, c)| *c == Command::play(MissionCard::Success))
                .expect("a card"),
            PhaseKind::Assassination => *moves
                .iter()
                .find(|(_, c)| *c == Command::assassinate(hunt))
                .expect("the hunt"),
            _ => moves[s.ops.len() % moves.len()],
        };
        s.legal(seat, command);
        if s.ops.len().is_multiple_of(7) {
            s.query();
        }
    }
    use PhaseKind::*;
    reached(&seen, &[AgendaChoice, Trapping, Inquisition, Assassination]);
    assert!(matches!(
        s.game.result().map(|r| r.reason),
        Some(EndReason::AssassinMissed { .. })
    ));
    s.probes();
    s.ops
        .extend(queries().into_iter().map(|query| asked(query, 0)));
    seeds.push(("7p-modules-assassin-missed", s.bytes(), s.ops.len()));

    // Ten players, the Defectors (variant 2), Deep Cover and the Blind Spy, the
    // Inquisitor: spies fail three missions.
    let config = ten_with_defectors(1010).with_agendas(AgendaKind::Single);
    let mut s = Session::new(config);
    s.play_out(true, None, 10);
    assert!(matches!(
        s.game.result().map(|r| r.reason),
        Some(EndReason::ThreeFailures)
    ));
    s.restore_own();
    seeds.push(("10p-defectors-spies-fail", s.bytes(), s.ops.len()));

    // Five players through resistance_game_new (the default leave policy), the
    // Resistance succeeding; then the opening again as JSON, with a NUL after it.
    let mut s = Session::new(GameConfig::new(5, 2026));
    s.ops[0] = Op::NewTyped {
        players: Num::Any(5),
        seed: 2026,
    };
    s.play_out(false, None, 5);
    s.ops.push(Op::NewJson(
        GameKind::Base,
        Bytes(b"{\"players\":5,\"seed\":2026}\0".to_vec()),
    ));
    s.ops.push(Op::LastError { clear: false });
    seeds.push(("5p-typed-new", s.bytes(), s.ops.len()));

    // Eight players, substitute policy, the Trapper: a seat leaves mid-vote and is
    // claimed, another game is restored from a snapshot taken mid-game and plays on.
    let config = GameConfig::new(8, 8)
        .with_leave_policy(LeavePolicy::Substitute)
        .with_trapper();
    let mut s = Session::new(config);
    let leader = s.game.leader();
    let team = legal_moves(&s.game)
        .into_iter()
        .find(|(seat, c)| *seat == leader && matches!(c, Command::ProposeTeam { .. }))
        .expect("a team");
    s.legal(team.0, team.1);
    s.legal(Seat(0), Command::vote(true));
    s.ops.push(Op::ApplyRaw {
        kind: GameKind::Base,
        game: 0,
        seat: SeatArg::Table(4),
        command: Bytes(br#"{"type":"leave"}"#.to_vec()),
    });
    s.game.apply(Seat(4), Command::Leave).expect("leaves");
    s.query();
    s.legal(Seat(4), Command::ClaimSeat);
    let snapshot = json::to_json(&s.game.record()).expect("encodes");
    s.play_out(false, None, 8);
    s.ops
        .push(Op::Restore(GameKind::Base, Bytes(snapshot.into_bytes())));
    seeds.push(("8p-vacant-seat-claimed", s.bytes(), s.ops.len()));

    // Eight players with plot cards and the Trapper, to the end: the deal, immediate
    // cards resolved, every moment asked, through JSON and the typed calls in turn,
    // the plot queries along the way; then plot calls with codes and seats out of
    // range, Opinion Maker used, and plot calls out of their phase.
    let config = GameConfig::new(8, 88).with_plot_cards().with_trapper();
    let mut s = Session::new(config);
    let mut plot_phases = Vec::new();
    let mut rng = GameRng::from_seed_number(88);
    while !s.game.is_over() {
        let phase = s.game.phase();
        if matches!(
            phase,
            PhaseKind::PlotDeal | PhaseKind::PlotResolution | PhaseKind::PlotMoment
        ) && !plot_phases.contains(&phase)
        {
            plot_phases.push(phase);
            s.ops.extend(
                [
                    Query::Typed(TypedQuery::PlotTable, SeatArg::Table(0)),
                    Query::Typed(TypedQuery::PlotChoices, SeatArg::Table(0)),
                ]
                .map(|query| asked(query, 3)),
            );
        }
        // Everyone approves, so that teams go on missions and the moments after an
        // approval come up; the rest at random.
        let (seat, command) = approving_move(&s.game, &mut rng);
        s.legal(seat, command);
        if s.ops.len().is_multiple_of(9) {
            s.query();
        }
    }
    reached(&plot_phases, &[PlotDeal, PlotResolution, PlotMoment]);
    let card = |n: u8| CardArg::Code(n);
    let seat = SeatArg::Table;
    s.ops.extend(
        [
            TypedCall::GivePlotCard(seat(0), card(9), seat(1)),
            TypedCall::GivePlotCard(seat(0), card(0), SeatArg::Any(256)),
            TypedCall::UsePlotCard(seat(1), card(3), seat(2), card(0)),
            TypedCall::UsePlotCard(seat(1), card(4), seat(2), CardArg::Any(99)),
            TypedCall::UsePlotCard(seat(1), card(6), SeatArg::Any(300), card(0)),
            TypedCall::UsePlotCard(
                seat(2),
                card(2),
                SeatArg::Any(u32::MAX),
                CardArg::Any(u32::MAX),
            ),
            TypedCall::DeclinePlotCard(SeatArg::Any(400), card(1)),
            TypedCall::DeclinePlotCard(seat(3), CardArg::Any(1 << 20)),
        ]
        .map(|call| Op::Typed { game: 0, call }),
    );
    s.ops.extend(
        [
            Query::Typed(TypedQuery::PlotHeld, SeatArg::Small(8)),
            Query::Typed(TypedQuery::PlotChoices, SeatArg::Any(1 << 16)),
        ]
        .map(|query| asked(query, 6)),
    );
    seeds.push(("8p-plot-cards", s.bytes(), s.ops.len()));

    // Bad input first, with no game at all, then against a game: invalid and non-UTF-8
    // configurations, every NULL case, foreign pointers, another snapshot version.
    let ops = vec![
        Op::NewJson(GameKind::Base, Bytes(br#"{"players":4,"seed":1}"#.to_vec())),
        Op::NewJson(
            GameKind::Base,
            Bytes(b"{\"players\":\xc3\x28,\"seed\":1}".to_vec()),
        ),
        Op::NewJson(GameKind::Base, Bytes(Vec::new())),
        Op::NewTyped {
            players: Num::Any(300),
            seed: 1,
        },
        Op::NewTyped {
            players: Num::Any(7),
            seed: 1 << 53,
        },
        Op::Restore(
            GameKind::Base,
            Bytes(br#"{"version":2,"game":{}}"#.to_vec()),
        ),
        Op::ApplyRaw {
            kind: GameKind::Base,
            game: 0,
            seat: SeatArg::Table(0),
            command: Bytes(br#"{"type":"leave"}"#.to_vec()),
        },
        asked(Query::Shared(SharedQuery::PublicView), 0),
        Op::LastError { clear: false },
    ];
    let mut s = Session::new(
        GameConfig::new(6, 6)
            .with_inquisitor()
            .with_agendas(AgendaKind::Single),
    );
    s.ops.splice(0..0, ops);
    s.probes();
    s.ops.extend(every_null());
    s.ops.extend(foreign_pointers());
    for _ in 0..4 {
        let moves = legal_moves(&s.game);
        let (seat, command) = moves[moves.len() / 2];
        s.legal(seat, command);
    }
    s.ops
        .push(asked(Query::Text(TextQuery::RevealScript(Num::Any(3))), 7));
    s.ops.push(asked(
        Query::Shared(SharedQuery::View(SeatArg::Any(u32::MAX))),
        1,
    ));
    seeds.push(("bad-input", s.bytes(), s.ops.len()));

    // Three players of the Cells variant, played to the end from the commands the
    // library lists, beside a base game: each handle given where the other kind is
    // expected, each game's snapshot given to the other's restore, every NULL case.
    let cells_config = CellsConfig::new(3, 4242);
    let mut cells = Recorded::<CellsGame>::new(cells_config).expect("a valid configuration");
    let base = GameConfig::new(5, 55);
    let mut ops = vec![
        Op::CellsNew {
            valid: true,
            players: 0,
            seed: 4242,
        },
        Op::NewJson(
            GameKind::Base,
            Bytes(json::to_json(&base).expect("encodes").into_bytes()),
        ),
        Op::NewJson(
            GameKind::Cells,
            Bytes(br#"{"players":5,"seed":1}"#.to_vec()),
        ),
        Op::NewJson(
            GameKind::Cells,
            Bytes(br#"{"players":3,"seed":1,"trapper":true}"#.to_vec()),
        ),
        Op::ApplyRaw {
            kind: GameKind::Cells,
            game: 0,
            seat: SeatArg::Table(0),
            command: Bytes(br#"{"type":"leave"}"#.to_vec()),
        },
        Op::ApplyRaw {
            kind: GameKind::Cells,
            game: 0,
            seat: SeatArg::Any(1 << 20),
            command: Bytes(b"{\"type\":\"scout\xffDeck\"}".to_vec()),
        },
    ];
    let cells_queries = SharedQuery::ALL;
    let mut rng = GameRng::from_seed_number(44);
    let mut steps = 0;
    while !cells.is_over() {
        assert!(steps < 2_000, "the scripted Cells game did not end");
        let moves = cells.every_legal_command();
        let pick = rng.below(moves.len() as u32) as usize;
        let (seat, command) = moves[pick];
        ops.push(Op::Legal {
            kind: GameKind::Cells,
            game: 0,
            pick: u16::try_from(pick).expect("fewer moves than 65536"),
            typed: false,
        });
        cells.apply(seat, command).expect("legal");
        if steps % 6 == 0 {
            ops.push(Op::Query {
                game: 0,
                query: AnyQuery::Cells(cells_queries[(steps / 6) % cells_queries.len()]),
                offset: (steps % 8) as u8,
            });
        }
        if steps == 10 {
            ops.extend([
                Op::Clone {
                    kind: GameKind::Cells,
                    game: 0,
                },
                Op::Free {
                    kind: GameKind::Cells,
                    game: 1,
                },
                Op::ApplyEdited {
                    kind: GameKind::Cells,
                    game: 0,
                    seat: SeatArg::Table(1),
                    pick: 0,
                    edit: Edit {
                        at: 3,
                        kind: EditKind::Delete,
                    },
                },
            ]);
        }
        steps += 1;
    }
    let cells_snapshot = json::to_json(&cells.record()).expect("encodes");
    let same = |at: u16, text: &str| Edit {
        at,
        kind: EditKind::Replace(text.as_bytes()[usize::from(at)]),
    };
    let base_snapshot =
        json::to_json(&Recorded::<Game>::new(base).expect("valid").record()).expect("encodes");
    ops.extend([
        // Its own snapshot, unchanged, then freed; each game's snapshot given to the
        // other kind's restore.
        Op::RestoreEdited {
            kind: GameKind::Cells,
            game: 0,
            other: false,
            edit: same(20, &cells_snapshot),
        },
        Op::Free {
            kind: GameKind::Cells,
            game: 1,
        },
        Op::RestoreEdited {
            kind: GameKind::Cells,
            game: 0,
            other: true,
            edit: same(20, &base_snapshot),
        },
        Op::RestoreEdited {
            kind: GameKind::Base,
            game: 0,
            other: true,
            edit: same(20, &cells_snapshot),
        },
        Op::Foreign {
            game: 0,
            kind: ForeignKind::Cells,
            call: ForeignCall::Query(Query::Shared(SharedQuery::Snapshot)),
        },
        Op::Foreign {
            game: 0,
            kind: ForeignKind::Cells,
            call: ForeignCall::Typed(TypedCall::Leave(SeatArg::Table(0))),
        },
        Op::Foreign {
            game: 0,
            kind: ForeignKind::Game,
            call: ForeignCall::Cells(CellsCall::Query(SharedQuery::PublicView)),
        },
        Op::Foreign {
            game: 0,
            kind: ForeignKind::Game,
            call: ForeignCall::Cells(CellsCall::Apply(
                SeatArg::Table(0),
                Bytes(br#"{"type":"scoutDeck"}"#.to_vec()),
            )),
        },
        Op::Foreign {
            game: 0,
            kind: ForeignKind::Misaligned(5),
            call: ForeignCall::Cells(CellsCall::Clone),
        },
        Op::Foreign {
            game: 0,
            kind: ForeignKind::Game,
            call: ForeignCall::Cells(CellsCall::Free),
        },
        Op::Foreign {
            game: 0,
            kind: ForeignKind::Cells,
            call: ForeignCall::Free,
        },
        Op::LastError { clear: false },
    ]);
    ops.extend(shared_nulls(GameKind::Cells, 20).into_iter().map(Op::Null));
    ops.push(Op::LastError { clear: false });
    ops.extend(cells_queries.iter().map(|&query| Op::Query {
        game: 0,
        query: AnyQuery::Cells(query),
        offset: 0,
    }));
    let count = ops.len();
    seeds.push(("cells-3p-and-wrong-kinds", encode(&ops), count));

    let mut total = 0;
    for (name, bytes, count) in &seeds {
        let decoded = decode(bytes);
        assert_eq!(decoded.len(), *count, "{name}: every op decodes as one op");
        assert_eq!(encode(&decoded), *bytes, "{name}: the bytes decode back");
        write(&dir, name, bytes);
        total += bytes.len();
    }
    assert!(total < 100_000, "the capi seeds stay small: {total} bytes");
    println!(
        "wrote {} capi seeds ({total} bytes) under {}",
        seeds.len(),
        dir.display()
    );
}
