//! What the fuzz targets share: turning fuzz bytes into configurations and steps, and
//! the invariants every step of every game must keep.
//!
//! Every check here panics on a violation, so libFuzzer reports it as a crash with the
//! input that caused it. The engine itself must never panic, whatever it is given.

pub mod capi;
// Shared with the core's property tests (resistance-core/src/tests/properties.rs).
#[path = "../../resistance-core/src/tests/oracle.rs"]
mod oracle;

use oracle::Score;
pub use oracle::canonical;
use resistance_core::agenda::AgendaCommand;
use resistance_core::assassin::AssassinCommand;
use resistance_core::inquisitor::InquisitorCommand;
use resistance_core::plot::PlotCommand;
use resistance_core::trapper::TrapperCommand;

use arbitrary::{Arbitrary, Result, Unstructured};
use resistance_core::{
    Allegiance, Audience, Command, CommandError, ConfigError, EndReason, ErrorCode, Event, Game,
    GameConfig, GameRng, INVALID_JSON, LeavePolicy, MAX_EVENTS_PER_COMMAND, MAX_SEED, MissionCard,
    NoSuchSeat, Outcome, PhaseView, Role, Seat, SeatSet, Table, TeamList, Vote, agenda::AgendaEvent,
    agenda::AgendaKind, assassin::AssassinOptions, defector::DefectorVariant,
    inquisitor::InquisitorEvent, plot::PlotAction, plot::PlotEvent, trapper::TrapperEvent,
};

/// The most steps one input plays; inputs are far shorter than this in practice.
pub const MAX_STEPS: usize = 4_000;

/// Whether an `E` may carry `code`: the core's own list of its codes
/// (`ErrorCode::CODES`), which `resistance_core::error_codes()` gathers.
pub fn known<E: ErrorCode>(code: &str) -> bool {
    E::CODES.contains(&code)
}

/// Whether the JSON codec may refuse JSON for a `G` with `code`: `invalid_json`, or a
/// code of `G`'s configuration or snapshot errors.
pub fn json_code<G: Table>(code: &str) -> bool {
    code == INVALID_JSON
        || known::<G::ConfigError>(code)
        || known::<resistance_core::record::ReplayErrorOf<G>>(code)
        || known::<resistance_core::SeedUnavailable>(code)
}

// ---------------------------------------------------------------------------------
// Decoding fuzz bytes: the core's own types, derived `Arbitrary` (feature `arbitrary`)
// ---------------------------------------------------------------------------------

/// A configuration as the fuzzer gives it: any [`GameConfig`] (players 0..=255, any
/// seed, any modules), brought into range or repaired when its flags say so, so that
/// most inputs get played rather than refused.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq)]
pub struct Setup {
    /// The configuration, as decoded.
    pub config: GameConfig,
    /// Players into 5..=10 and the seed into 0..=MAX_SEED.
    pub in_range: bool,
    /// Drop optional characters until the modules fit the table.
    pub repair: bool,
}

impl Setup {
    /// The configuration this setup describes.
    pub fn config(self) -> GameConfig {
        let mut config = self.config;
        if self.in_range {
            config.players = 5 + config.players % 6;
            config.seed %= MAX_SEED + 1;
        }
        if self.repair {
            repair(&mut config);
        }
        config
    }

    /// A configuration that is always valid: in range and repaired.
    pub fn valid_config(self) -> GameConfig {
        let config = Setup {
            in_range: true,
            repair: true,
            ..self
        }
        .config();
        assert_eq!(config.validate(), Ok(()), "{config:?}");
        config
    }
}

/// The code a configuration must be refused with, by the rules' own tables (B1, AS1,
/// DF1), or `None` when it must be accepted. Checks come in the engine's order.
pub fn expected_config_error(config: &GameConfig) -> Option<&'static str> {
    if !(5..=10).contains(&config.players) {
        return Some("player_count");
    }
    if config.seed > MAX_SEED {
        return Some("seed_too_large");
    }
    if config
        .assassin
        .is_some_and(|o| o.false_commander && !o.body_guard)
    {
        return Some("false_commander_without_body_guard");
    }
    // B1: spies by player count; AS1, DF1: each special spy replaces a plain one.
    let spies = [2, 2, 3, 3, 3, 4][usize::from(config.players - 5)];
    let special = config.assassin.map_or(0, |o| {
        1 + u8::from(o.false_commander) + u8::from(o.deep_cover) + u8::from(o.blind_spy)
    }) + u8::from(config.defector.is_some());
    (special > spies).then_some("too_many_special_spies")
}

/// Drops optional spy characters (then the Defectors) until the module setup fits the
/// table, and the False Commander when there is no Body Guard.
pub fn repair(config: &mut GameConfig) {
    if let Some(options) = config.assassin.as_mut() {
        options.false_commander &= options.body_guard;
    }
    while let Err(ConfigError::TooManySpecialSpies { .. }) = config.validate() {
        match config.assassin.as_mut() {
            Some(options) if options.blind_spy => options.blind_spy = false,
            Some(options) if options.deep_cover => options.deep_cover = false,
            Some(options) if options.false_commander => options.false_commander = false,
            _ if config.defector.is_some() => config.defector = None,
            _ => break,
        }
    }
}

/// A command that is mostly refused: any [`Command`] from any seat, or a team of the
/// round's size listed out of ascending order.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq)]
pub enum Probe {
    /// `command` from `seat`; when `wrap`, the seat and every seat the command names
    /// are taken modulo the player count plus one (at the table, or just past it).
    Command {
        /// Who sends it.
        seat: Seat,
        /// What is sent.
        command: Command,
        /// Bring the seats to the table.
        wrap: bool,
    },
    /// The leader's team number `pick` of the round's size, rotated and maybe reversed.
    Reordered {
        /// Which team (in the engine's order).
        pick: u8,
        /// How far to rotate the list.
        rotate: u8,
        /// Whether to reverse it too.
        reverse: bool,
    },
}

/// One step of a fuzzed game: a tag byte, then a legal move's number (seven times out
/// of eight, so games get deep on few bytes) or a [`Probe`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub enum Step {
    /// The `n`-th (modulo their number) of every legal command of every seat, leaving
    /// aside `Leave`.
    Legal(u8),
    /// A probe: mostly refused, and so a check that a refusal changes nothing.
    Probe(Probe),
}

impl<'a> Arbitrary<'a> for Step {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        Ok(if u8::arbitrary(u)? < 0xE0 {
            Step::Legal(u.arbitrary()?)
        } else {
            Step::Probe(u.arbitrary()?)
        })
    }
}

/// Steps until the bytes run out (at most [`MAX_STEPS`]).
pub fn steps(u: &mut Unstructured) -> Vec<Step> {
    let mut steps = Vec::new();
    while !u.is_empty() && steps.len() < MAX_STEPS {
        match Step::arbitrary(u) {
            Ok(step) => steps.push(step),
            Err(_) => break,
        }
    }
    steps
}

/// The seeds' game with every module but the Defectors: seven players, substitute
/// policy, the Body Guard and the False Commander, the Trapper, the Inquisitor and
/// agendas of `agendas` (every module phase, to an assassination).
pub fn seven_with_modules(seed: u64, agendas: AgendaKind) -> GameConfig {
    GameConfig::new(7, seed)
        .with_leave_policy(LeavePolicy::Substitute)
        .with_assassin(AssassinOptions {
            body_guard: true,
            false_commander: true,
            ..AssassinOptions::default()
        })
        .with_trapper()
        .with_inquisitor()
        .with_agendas(agendas)
}

/// The seeds' ten-player game with the Defectors (variant 2, who know each other),
/// Deep Cover, the Blind Spy and the Inquisitor, where the spies fail three missions.
pub fn ten_with_defectors(seed: u64) -> GameConfig {
    GameConfig::new(10, seed)
        .with_assassin(AssassinOptions {
            deep_cover: true,
            blind_spy: true,
            ..AssassinOptions::default()
        })
        .with_defector(DefectorVariant::KnowEachOther)
        .with_inquisitor()
}

/// The seeds' policy that gets teams onto missions: an approving vote when there is
/// one, else a legal move drawn from `rng`.
pub fn approving_move(game: &Game, rng: &mut GameRng) -> (Seat, Command) {
    let moves = legal_moves(game);
    let approve = moves.iter().find(|(_, c)| *c == Command::vote(true));
    approve
        .copied()
        .unwrap_or_else(|| moves[rng.below(moves.len() as u32) as usize])
}

/// Every legal command of every seat except `Leave`, in seat order.
pub fn legal_moves(game: &Game) -> Vec<(Seat, Command)> {
    let mut moves = game.every_legal_command();
    moves.retain(|(_, command)| *command != Command::Leave);
    moves
}

/// The seat and command a probe sends in this position.
pub fn resolve(game: &Game, probe: &Probe) -> (Seat, Command) {
    match *probe {
        Probe::Command {
            seat,
            command,
            wrap: false,
        } => (seat, command),
        Probe::Command { seat, command, .. } => {
            let modulo = game.players() + 1;
            let at = |seat: Seat| Seat(seat.0 % modulo);
            let list = |list: TeamList| list.iter().map(|&s| at(s)).collect::<Vec<_>>();
            let list = |l| TeamList::from_slice(&list(l)).expect("as long as it was");
            let command = match command {
                Command::ProposeTeam { team } => Command::ProposeTeam { team: list(team) },
                Command::Agenda(AgendaCommand::ChooseAgenda { names }) => {
                    Command::Agenda(AgendaCommand::ChooseAgenda { names: list(names) })
                }
                Command::Trapper(TrapperCommand::SetAside { member }) => {
                    Command::set_aside(at(member))
                }
                Command::Inquisitor(InquisitorCommand::Inspect { target }) => {
                    Command::inspect(at(target))
                }
                Command::Assassin(AssassinCommand::Assassinate { target }) => {
                    Command::assassinate(at(target))
                }
                Command::Agenda(AgendaCommand::RevealAgenda { owner }) => {
                    Command::reveal_agenda(at(owner))
                }
                other => other,
            };
            (at(seat), command)
        }
        Probe::Reordered {
            pick,
            rotate,
            reverse,
        } => (game.leader(), reordered_team(game, pick, rotate, reverse)),
    }
}

/// A team of the current round's size, listed out of ascending order.
fn reordered_team(game: &Game, pick: u8, rotate: u8, reverse: bool) -> Command {
    let table = game.public_view();
    let round = usize::from(table.round.clamp(1, 5)) - 1;
    let size = table.team_sizes.get(round).copied().unwrap_or(0);
    let choice = resistance_core::TeamChoice {
        size,
        from: SeatSet::all(game.players()),
    };
    let count = choice.teams().count().max(1);
    let team = choice
        .teams()
        .nth(usize::from(pick) % count)
        .unwrap_or(SeatSet::EMPTY);
    let mut seats: Vec<Seat> = team.iter().collect();
    if !seats.is_empty() {
        let by = usize::from(rotate) % seats.len();
        seats.rotate_left(by);
    }
    if reverse {
        seats.reverse();
    }
    Command::ProposeTeam {
        team: TeamList::from_slice(&seats).unwrap_or_default(),
    }
}

// ---------------------------------------------------------------------------------
// Invariants
// ---------------------------------------------------------------------------------

/// Teams of `size` out of `from` seats: the binomial coefficient.
fn binomial(from: u8, size: u8) -> usize {
    if size > from {
        return 0;
    }
    (0..usize::from(size)).fold(1, |acc, i| acc * (usize::from(from) - i) / (i + 1))
}

/// Every query a host or a bot may make, for every seat at the table and some that
/// are not, returns without panicking and agrees with the others. Returns
/// `legal_commands` of every seat at the table.
pub fn check_queries(game: &Game) -> Vec<Vec<Command>> {
    let mut lists = Vec::with_capacity(usize::from(game.players()));
    let players = game.players();
    let all = SeatSet::all(players);
    let table = game.public_view();
    let awaiting = game.awaiting();
    assert_eq!(table.players, players);
    assert!(
        awaiting.is_subset(all),
        "awaiting {awaiting:?} off the table"
    );
    if matches!(table.phase, PhaseView::Assassination) {
        // AS4: who the Assassin is stays secret while they choose.
        assert!(
            table.awaiting.is_empty(),
            "the public view shows the Assassin"
        );
        assert_eq!(awaiting.len(), 1, "the Assassin is awaited");
    } else {
        assert_eq!(table.awaiting, awaiting);
    }
    assert!(table.vacant.is_subset(all));
    assert_eq!(table.result, game.result());
    assert_eq!(
        table.reveal.is_some(),
        game.is_over(),
        "B13: reveal iff over"
    );
    assert_eq!(
        matches!(table.phase, PhaseView::GameOver),
        game.is_over(),
        "phase view agrees with is_over"
    );
    if game.is_over() {
        assert!(awaiting.is_empty(), "a finished game awaits nobody");
    }
    for seat in (0..players).map(Seat) {
        let view = game.view(seat).expect("a seat at the table has a view");
        assert_eq!(view.seat, seat);
        if seat.0 == 0 || seat.0 + 1 == players {
            // The same for every seat; comparing two of them keeps the fuzzer fast.
            assert_eq!(view.table, table, "a view's table is the public view");
        }
        let choices = game.choices(seat);
        let legal = game.legal_commands(seat);
        let mut keys: Vec<u64> = legal.iter().filter_map(command_key).collect();
        keys.sort_unstable();
        assert!(
            keys.windows(2).all(|pair| pair[0] != pair[1]),
            "a command listed twice for {seat}: {legal:?}"
        );
        for command in &legal {
            assert_eq!(
                canonical(*command, players),
                *command,
                "{command:?} not canonical"
            );
        }
        let count = |f: fn(&Command) -> bool| legal.iter().filter(|c| f(c)).count();
        let teams = |choice: Option<resistance_core::TeamChoice>| {
            choice.map_or(0, |choice| binomial(choice.from.len(), choice.size))
        };
        let seats = |set: Option<SeatSet>| set.map_or(0, |set| usize::from(set.len()));
        assert_eq!(
            count(|c| matches!(c, Command::ProposeTeam { .. })),
            teams(choices.propose)
        );
        // HA2: one name or two where each player chooses.
        assert_eq!(
            count(|c| matches!(c, Command::Agenda(AgendaCommand::ChooseAgenda { .. }))),
            teams(choices.choose_agenda) + teams(choices.choose_double_agenda)
        );
        assert_eq!(
            count(|c| matches!(c, Command::Trapper(TrapperCommand::SetAside { .. }))),
            seats(choices.set_aside)
        );
        assert_eq!(
            count(|c| matches!(c, Command::Inquisitor(InquisitorCommand::Inspect { .. }))),
            seats(choices.inspect)
        );
        assert_eq!(
            count(|c| matches!(c, Command::Assassin(AssassinCommand::Assassinate { .. }))),
            seats(choices.assassinate)
        );
        assert_eq!(
            choices.reveal_agenda,
            legal.contains(&Command::reveal_agenda(seat))
        );
        assert_eq!(choices.vote, legal.contains(&Command::vote(true)));
        assert_eq!(choices.vote, legal.contains(&Command::vote(false)));
        assert_eq!(
            choices.play_success,
            legal.contains(&Command::play(MissionCard::Success))
        );
        assert_eq!(
            choices.play_fail,
            legal.contains(&Command::play(MissionCard::Fail))
        );
        assert_eq!(choices.leave, legal.contains(&Command::Leave));
        assert_eq!(choices.claim_seat, legal.contains(&Command::ClaimSeat));
        assert_eq!(choices.is_empty(), legal.is_empty());
        if choices.play_fail {
            assert_eq!(view.allegiance, Allegiance::Spy, "B10: only spies may Fail");
        }
        if choices.assassinate.is_some() {
            assert_eq!(view.role, Role::Assassin, "AS4: only the Assassin names");
        }
        if game.is_over() {
            assert!(legal.is_empty(), "nothing is legal once the game is over");
        } else if table.vacant.contains(seat) {
            assert_eq!(
                legal,
                [Command::ClaimSeat],
                "a vacant seat may only be claimed"
            );
        } else {
            let moves_on = legal.iter().any(|c| {
                !matches!(
                    c,
                    Command::Leave | Command::Agenda(AgendaCommand::RevealAgenda { .. })
                )
            });
            assert_eq!(awaiting.contains(seat), moves_on, "{seat} awaited?");
        }
        lists.push(legal);
    }
    for number in [players, players.saturating_add(1), 15, 16, 255] {
        if number < players {
            continue;
        }
        let seat = Seat(number);
        let error = game.view(seat).expect_err("no view off the table");
        assert_eq!(
            error,
            NoSuchSeat {
                seat: number,
                players
            }
        );
        assert!(game.choices(seat).is_empty());
        assert!(game.legal_commands(seat).is_empty());
        assert!(!awaiting.contains(seat));
    }
    lists
}

/// A number that tells commands apart (their kind and their seats), to find one listed
/// twice without comparing every pair; `None` for a kind this harness does not know.
fn command_key(command: &Command) -> Option<u64> {
    let bits = |list: &TeamList| list.iter().fold(0u64, |acc, s| acc | 1 << (s.0 % 64));
    let (kind, data): (u64, u64) = match *command {
        Command::ProposeTeam { ref team } => (0, bits(team)),
        Command::Vote { vote } => (1, u64::from(vote == Vote::Approve)),
        Command::PlayMission { card } => (2, u64::from(card == MissionCard::Fail)),
        Command::Leave => (3, 0),
        Command::ClaimSeat => (4, 0),
        Command::Trapper(TrapperCommand::SetAside { member }) => (5, u64::from(member.0)),
        Command::Inquisitor(InquisitorCommand::Inspect { target }) => (6, u64::from(target.0)),
        Command::Assassin(AssassinCommand::Assassinate { target }) => (7, u64::from(target.0)),
        Command::Agenda(AgendaCommand::ChooseAgenda { ref names }) => (8, bits(names)),
        Command::Agenda(AgendaCommand::RevealAgenda { owner }) => (9, u64::from(owner.0)),
        _ => return None,
    };
    Some(kind << 56 | data)
}

/// What the history so far says a game should look like: the harness's own count,
/// kept from the commands it sent and the events it saw, to hold the engine to.
#[derive(Clone, Debug)]
pub struct Tracker {
    players: u8,
    policy: LeavePolicy,
    /// The score and whom the Assassin named, as the events tell them.
    score: Score,
    /// The vote under way as the harness cast it: who voted, who approved. `None` when
    /// the harness joined mid-vote (a restored snapshot) and cannot know.
    ballot: Option<(SeatSet, SeatSet)>,
    /// The mission under way as the harness played it: who played, who played Fail.
    mission: Option<(SeatSet, SeatSet)>,
    /// The member whose card the leader set aside on this mission (TR2).
    set_aside: Option<Seat>,
}

impl Tracker {
    /// A tracker for a game as it stands now (fresh or restored).
    pub fn new(game: &Game) -> Tracker {
        let table = game.public_view();
        let ballot = match table.phase {
            PhaseView::Voting { voted, .. } if voted.is_empty() => {
                Some((SeatSet::EMPTY, SeatSet::EMPTY))
            }
            _ => None,
        };
        let mission = match table.phase {
            PhaseView::Mission { played, .. } if played.is_empty() => {
                Some((SeatSet::EMPTY, SeatSet::EMPTY))
            }
            _ => None,
        };
        Tracker {
            players: game.players(),
            policy: game.seeded_config().leave_policy,
            score: Score {
                assassin_module: game.seeded_config().assassin.is_some(),
                successes: table.successes,
                failures: table.failures,
                rejections_this_round: table.rejections,
                abandoned: false,
                assassinated: None,
            },
            ballot,
            mission,
            set_aside: None,
        }
    }

    /// Takes in an accepted command and its events, checking each event against the
    /// command, its audience, and the harness's own count (B7–B13, TR2, IQ2, AS4, HA,
    /// LV1).
    fn observe(&mut self, before: &Game, seat: Seat, command: Command, outcome: &Outcome) {
        let players = self.players;
        let events = &outcome.events;
        assert!(!events.is_empty(), "every accepted command has an event");
        assert!(events.len() <= MAX_EVENTS_PER_COMMAND);
        // Secrets go to one seat alone; everything else of a command is public.
        for envelope in events.iter() {
            match envelope.event {
                Event::Trapper(TrapperEvent::TrappedCardSeen { .. })
                | Event::Inquisitor(InquisitorEvent::LoyaltyShown { .. }) => {
                    assert_eq!(envelope.audience, Audience::seat(seat), "{envelope:?}")
                }
                // PC4, PC6: what a plot card shows goes to its one viewer: the seat shown
                // an allegiance by Open Up or Establish Confidence, else the card's user.
                Event::Plot(PlotEvent::PlotCardShown { .. }) => {
                    let viewer = match command {
                        Command::Plot(PlotCommand::UsePlotCard {
                            action:
                                PlotAction::OpenUp { to } | PlotAction::EstablishConfidence { to },
                        }) => to,
                        _ => seat,
                    };
                    assert_eq!(envelope.audience, Audience::seat(viewer), "{envelope:?}")
                }
                Event::RoleDealt { .. } | Event::KnowledgeGained { .. } => {
                    panic!("{envelope:?} after the opening")
                }
                _ => assert!(envelope.audience.is_public(), "{envelope:?} is not public"),
            }
        }
        // The first event says what was done, and by whom.
        let first = events[0].event;
        match (command, first) {
            (
                Command::ProposeTeam { team },
                Event::TeamProposed {
                    leader,
                    team: set,
                    round,
                    attempt,
                },
            ) => {
                assert_eq!(leader, seat);
                assert_eq!(set, team.iter().copied().collect::<SeatSet>());
                assert_eq!(round, before.round());
                assert_eq!(attempt, before.public_view().rejections + 1);
            }
            (Command::Vote { .. }, Event::VoteCast { seat: voter }) => assert_eq!(voter, seat),
            (Command::PlayMission { .. }, Event::MissionCardPlayed { seat: player }) => {
                assert_eq!(player, seat)
            }
            (
                Command::Leave,
                Event::PlayerLeft {
                    seat: left,
                    awaiting_substitute,
                },
            ) => {
                assert_eq!(left, seat);
                assert_eq!(awaiting_substitute, self.policy == LeavePolicy::Substitute);
            }
            (Command::ClaimSeat, Event::SeatClaimed { seat: claimed }) => {
                assert_eq!(claimed, seat)
            }
            (
                Command::Trapper(TrapperCommand::SetAside { member }),
                Event::Trapper(TrapperEvent::CardSetAside { leader, member: m }),
            ) => {
                assert_eq!((leader, m), (seat, member));
            }
            (
                Command::Inquisitor(InquisitorCommand::Inspect { target }),
                Event::Inquisitor(InquisitorEvent::PlayerInspected { holder, target: t }),
            ) => {
                assert_eq!((holder, t), (seat, target));
            }
            (
                Command::Assassin(AssassinCommand::Assassinate { target }),
                Event::GameEnded { reason, .. },
            ) => match reason {
                EndReason::CommanderAssassinated {
                    assassin,
                    target: t,
                }
                | EndReason::AssassinMissed {
                    assassin,
                    target: t,
                } => {
                    assert_eq!((assassin, t), (seat, target))
                }
                other => panic!("the Assassin named {target} and the game ended by {other:?}"),
            },
            (
                Command::Agenda(AgendaCommand::ChooseAgenda { .. }),
                Event::Agenda(AgendaEvent::AgendaChosen { seat: owner }),
            ) => {
                assert_eq!(owner, seat)
            }
            (
                Command::Agenda(AgendaCommand::RevealAgenda { owner }),
                Event::Agenda(AgendaEvent::AgendaRevealed { seat: s, names }),
            ) => {
                assert_eq!((s, owner), (seat, seat));
                let sealed = before.view(seat).expect("a seat").agenda;
                assert_eq!(
                    Some(names),
                    sealed,
                    "HA3: the revealed names are not the sealed ones"
                );
            }
            (
                Command::ProposeTeam { .. }
                | Command::Vote { .. }
                | Command::PlayMission { .. }
                | Command::Leave
                | Command::ClaimSeat
                | Command::Trapper(TrapperCommand::SetAside { .. })
                | Command::Inquisitor(InquisitorCommand::Inspect { .. })
                | Command::Assassin(AssassinCommand::Assassinate { .. })
                | Command::Agenda(AgendaCommand::ChooseAgenda { .. })
                | Command::Agenda(AgendaCommand::RevealAgenda { .. }),
                event,
            ) => panic!("{command:?} by {seat} began with {event:?}"),
            // A command added after this harness was written.
            _ => {}
        }
        match command {
            Command::Vote { vote } => {
                if let Some((voted, approvals)) = &mut self.ballot {
                    assert!(voted.insert(seat), "{seat} voted twice");
                    if vote == Vote::Approve {
                        approvals.insert(seat);
                    }
                }
            }
            Command::PlayMission { card } => {
                if let Some((played, failed)) = &mut self.mission {
                    assert!(played.insert(seat), "{seat} played twice");
                    if card == MissionCard::Fail {
                        failed.insert(seat);
                    }
                }
            }
            Command::Assassin(AssassinCommand::Assassinate { target }) => {
                self.score.assassinated = Some(target)
            }
            _ => {}
        }
        for envelope in events.iter() {
            self.observe_event(before, &envelope.event, players);
        }
    }

    fn observe_event(&mut self, before: &Game, event: &Event, players: u8) {
        match *event {
            Event::TeamProposed { .. } => self.ballot = Some((SeatSet::EMPTY, SeatSet::EMPTY)),
            Event::VotesRevealed {
                approvals,
                rejections,
                approved,
                ..
            } => {
                // B7, B8: every seat voted once; approved iff a strict majority.
                assert!(approvals.intersection(rejections).is_empty(), "{event:?}");
                assert_eq!(approvals.len() + rejections.len(), players, "{event:?}");
                assert_eq!(approvals.union(rejections), SeatSet::all(players));
                assert_eq!(approved, approvals.len() > rejections.len(), "B8 {event:?}");
                if let Some((voted, cast)) = self.ballot.take() {
                    assert_eq!(voted, SeatSet::all(players), "revealed before all voted");
                    assert_eq!(approvals, cast, "revealed votes are not the votes cast");
                }
                if approved {
                    self.mission = Some((SeatSet::EMPTY, SeatSet::EMPTY));
                    self.set_aside = None;
                }
            }
            // PC4: No Confidence rejects the team just approved (the score counts it).
            Event::Plot(PlotEvent::PlotCardUsed {
                action: PlotAction::NoConfidence,
                ..
            }) => self.mission = None,
            Event::Trapper(TrapperEvent::CardSetAside { member, .. }) => {
                self.set_aside = Some(member)
            }
            Event::Trapper(TrapperEvent::TrappedCardSeen { member, card }) => {
                if let Some((_, failed)) = self.mission {
                    let played = if failed.contains(member) {
                        MissionCard::Fail
                    } else {
                        MissionCard::Success
                    };
                    assert_eq!(
                        card, played,
                        "TR2: the leader saw another card than {member} played"
                    );
                }
            }
            Event::MissionResolved {
                round,
                team,
                fails,
                succeeded,
            } => {
                if let Some((played, failed)) = self.mission.take() {
                    assert_eq!(played, team, "resolved before every member played");
                    let counted = match self.set_aside {
                        Some(member) => failed.difference(SeatSet::only(member)),
                        None => failed,
                    };
                    assert_eq!(
                        fails,
                        counted.len(),
                        "B10/TR2: the Fail count is not the Fails played and counted"
                    );
                }
                self.set_aside = None;
                let needed = before.public_view().fails_needed[usize::from(round) - 1];
                assert_eq!(succeeded, fails < needed, "B3 {event:?}");
            }
            _ => {}
        }
        self.score.observe(event);
    }

    /// B9, B12, AS4, LV1: the game is over exactly when the history says, for that
    /// reason; the scores are the mission history.
    fn check_game(&self, game: &Game, outcome: &Outcome) {
        let table = game.public_view();
        let successes = table.missions.iter().filter(|m| m.succeeded).count() as u8;
        assert_eq!(table.successes, successes, "successes are not the missions");
        assert_eq!(
            table.failures,
            table.missions.len() as u8 - successes,
            "failures are not the missions"
        );
        let score = &self.score;
        assert_eq!(
            (table.successes, table.failures),
            (score.successes, score.failures)
        );
        for mission in table.missions.iter() {
            let needed = table.fails_needed[usize::from(mission.round) - 1];
            assert_eq!(mission.succeeded, mission.fails < needed, "B3 {mission:?}");
        }
        if score.assassin_module && score.successes >= 3 && !game.is_over() {
            assert!(
                matches!(table.phase, PhaseView::Assassination),
                "AS4: a third success goes to the assassination"
            );
        }
        if game.result().is_some() {
            assert!(table.reveal.is_some(), "B13: a finished game reveals all");
        }
        let commander = table.reveal.and_then(|reveal| {
            let index = reveal
                .roles
                .iter()
                .position(|&role| role == Role::Commander)?;
            Some(Seat(index as u8))
        });
        score.check_ending(game, outcome, commander);
        let (Some(result), Some(reveal)) = (game.result(), table.reveal) else {
            return;
        };
        let winners: SeatSet = (0..self.players)
            .map(Seat)
            .filter(|seat| result.winner == reveal.allegiances.get(seat.index()).copied())
            .collect();
        assert_eq!(
            reveal.winners, winners,
            "the winners are not the winning side"
        );
    }
}

/// A game under test, with the harness's own count of it and the legal commands of
/// every seat in the current position (already checked by [`check_queries`]).
#[derive(Clone, Debug)]
pub struct Harness {
    game: Game,
    tracker: Tracker,
    legal: Vec<Vec<Command>>,
}

impl Harness {
    /// Starts checking `game` where it stands (fresh or restored); runs every query.
    pub fn new(game: Game) -> Harness {
        let legal = check_queries(&game);
        Harness {
            tracker: Tracker::new(&game),
            game,
            legal,
        }
    }

    /// The game.
    pub fn game(&self) -> &Game {
        &self.game
    }

    /// The game, leaving the harness.
    pub fn into_game(self) -> Game {
        self.game
    }

    /// The `n`-th (modulo their number) legal command of any seat other than
    /// leaving, in seat order; `None` when nobody can move.
    pub fn legal_move(&self, n: usize) -> Option<(Seat, Command)> {
        let moves = || {
            self.legal.iter().enumerate().flat_map(|(seat, list)| {
                list.iter()
                    .filter(|c| **c != Command::Leave)
                    .map(move |c| (Seat(seat as u8), *c))
            })
        };
        let count = moves().count();
        if count == 0 {
            return None;
        }
        moves().nth(n % count)
    }

    /// The seat and command a step sends in this position; `None` for a legal move
    /// when nobody can move.
    pub fn resolve(&self, step: &Step) -> Option<(Seat, Command)> {
        match step {
            Step::Legal(n) => self.legal_move(usize::from(*n)),
            Step::Probe(probe) => Some(resolve(&self.game, probe)),
        }
    }

    /// `seat` sends `command`, with every check around it:
    ///
    /// - `is_legal` and `check` agree with what `apply` does;
    /// - an accepted command is listed by `legal_commands(seat)` in canonical form, a
    ///   refused one is not;
    /// - a refusal leaves the game exactly as it was (`==`), with a known code and a
    ///   non-empty message;
    /// - the events agree with the command, their audiences and the harness's count
    ///   (votes tally, scores match the missions, the game ends when and as it must);
    /// - every query answers afterwards, and agrees with the others.
    ///
    /// Returns what `apply` returned.
    pub fn send(
        &mut self,
        seat: Seat,
        command: Command,
    ) -> core::result::Result<Outcome, CommandError> {
        let game = &mut self.game;
        let players = game.players();
        let before = game.clone();
        let checked = game.check(seat, &command);
        let is_legal = game.is_legal(seat, &command);
        let result = game.apply(seat, command);
        assert_eq!(
            checked.is_ok(),
            result.is_ok(),
            "check disagrees with apply"
        );
        assert_eq!(is_legal, result.is_ok(), "is_legal disagrees with apply");
        // Off the table the list is empty (checked by `check_queries`).
        let listed = self
            .legal
            .get(seat.index())
            .is_some_and(|legal| legal.contains(&canonical(command, players)));
        match &result {
            Ok(outcome) => {
                assert!(
                    listed,
                    "apply accepts {command:?} from {seat}, not in legal_commands"
                );
                self.tracker.observe(&before, seat, command, outcome);
                self.tracker.check_game(game, outcome);
                self.legal = check_queries(game);
            }
            Err(error) => {
                assert_eq!(checked, Err(*error), "check gives another error than apply");
                assert!(
                    !listed,
                    "apply refuses {command:?} from {seat}, listed in legal_commands"
                );
                // Unchanged, so every query answers as it did before.
                assert!(
                    *game == before,
                    "refused {command:?} from {seat} changed the game"
                );
                assert!(known::<CommandError>(error.code()), "{error:?}");
                assert!(!error.to_string().is_empty(), "{error:?} has no message");
                if seat.0 >= players {
                    assert_eq!(error.code(), "no_such_seat");
                } else if before.is_over() {
                    assert_eq!(*error, CommandError::GameOver);
                }
            }
        }
        result
    }
}
