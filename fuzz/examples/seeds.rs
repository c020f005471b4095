//! Writes the seed corpus of every fuzz target from real games, and the JSON
//! dictionary:
//!
//! ```sh
//! cargo +nightly run --manifest-path fuzz/Cargo.toml --example seeds
//! ```
//!
//! Deterministic: running it again rewrites the same files. The `commands` and
//! `snapshot` inputs are the targets' own decoding (`Setup`, `Step`: the core's types,
//! derived `Arbitrary`), so the seeds are written by *finding* bytes rather than by
//! mirroring the decoder: a configuration is the first of a fixed stream of random
//! byte strings whose `Setup` decodes to a configuration of the kind wanted (players,
//! leave policy, modules; the seed is whatever comes), a probe is the first random
//! `Step` bytes that resolve to a command of the kind wanted, and a legal move is its
//! tag byte and its number. Each input is decoded back here and replayed, to prove
//! that it plays the same game. The `json` seeds are configurations, commands and
//! snapshots of those games at several points.

use arbitrary::{Arbitrary, Unstructured};
use resistance_core::agenda::AgendaCommand;
use resistance_core::assassin::AssassinCommand;
use resistance_core::cells::{CellsConfig, CellsGame};
use resistance_core::{
    Allegiance, Command, CommandKind, Game, GameConfig, GameRng, LeavePolicy, MAX_SEED,
    MissionCard, Recorded, Role, Seat, SeatSet, agenda::AgendaKind, assassin::AssassinOptions,
    json, view::PhaseKind,
};
use resistance_fuzz::{
    Probe, Setup, Step, approving_move, canonical, legal_moves, resolve, seven_with_modules, steps,
    ten_with_defectors,
};
use std::{collections::BTreeSet, fs, path::Path};

/// Random byte strings from a fixed generator, for the searches below.
fn random_bytes(rng: &mut GameRng, len: usize) -> Vec<u8> {
    (0..len).map(|_| rng.below(256) as u8).collect()
}

/// How many bytes `T` takes from the front of `bytes`, and the value.
fn decode<'a, T: Arbitrary<'a>>(bytes: &'a [u8]) -> (usize, T) {
    let mut u = Unstructured::new(bytes);
    let value = T::arbitrary(&mut u).expect("decodes");
    (bytes.len() - u.len(), value)
}

/// The bytes of the first `Setup` (from a fixed stream) whose configuration `wanted`
/// accepts.
fn find_setup(wanted: impl Fn(&GameConfig) -> bool) -> (Vec<u8>, GameConfig) {
    let mut rng = GameRng::from_seed_number(2026);
    for _ in 0..10_000_000 {
        let bytes = random_bytes(&mut rng, 48);
        let (used, setup) = decode::<Setup>(&bytes);
        if wanted(&setup.config()) {
            return (bytes[..used].to_vec(), setup.config());
        }
    }
    panic!("no setup found");
}

/// A game played by a script, recorded as the fuzz bytes of its steps.
struct Script {
    config: GameConfig,
    setup: Vec<u8>,
    /// The game, keeping its record for the snapshot seeds.
    game: Option<Recorded<Game>>,
    steps: Vec<u8>,
    count: usize,
    rng: GameRng,
    /// Snapshots taken along the way, for the `json` seeds.
    snapshots: Vec<(String, String)>,
}

impl Script {
    /// A game of `players` with only the base rules, under either policy.
    fn new(players: u8, substitute: bool) -> Script {
        let policy = if substitute {
            LeavePolicy::Substitute
        } else {
            LeavePolicy::EndGame
        };
        Script::like(GameConfig::new(players, 0).with_leave_policy(policy))
    }

    /// A game of this configuration, with a seed in range (whichever comes; any seed
    /// when the player count is refused first).
    fn like(config: GameConfig) -> Script {
        Script::with(|c| {
            let mut like = config;
            like.seed = c.seed;
            (c.seed <= MAX_SEED || !(5..=10).contains(&c.players)) && *c == like
        })
    }

    /// A game whose configuration `wanted` accepts.
    fn with(wanted: impl Fn(&GameConfig) -> bool) -> Script {
        let (setup, config) = find_setup(wanted);
        Script {
            config,
            setup,
            game: Recorded::<Game>::new(config).ok(),
            steps: Vec::new(),
            count: 0,
            rng: GameRng::from_seed_number(config.seed),
            snapshots: Vec::new(),
        }
    }

    fn game(&self) -> &Game {
        self.recorded().game()
    }

    fn recorded(&self) -> &Recorded<Game> {
        self.game.as_ref().expect("a valid configuration")
    }

    /// A legal move: a tag byte below 0xE0, then its index among `legal_moves`.
    fn legal(&mut self, seat: Seat, command: Command) {
        let game = self.game();
        let wanted = (seat, canonical(command, game.players()));
        let index = legal_moves(game)
            .iter()
            .position(|m| *m == wanted)
            .unwrap_or_else(|| panic!("{wanted:?} is not a legal move"));
        self.steps
            .extend([0, u8::try_from(index).expect("fewer than 256 moves")]);
        self.count += 1;
        let game = self.game.as_mut().expect("valid");
        game.apply(seat, command).expect("legal");
    }

    /// The first random probe (tag 0xFF, then random bytes) that `wanted` accepts in
    /// this position, sent as the target sends it.
    fn probe(&mut self, wanted: impl Fn(&Game, &Probe, Seat, Command) -> bool) {
        let default = || Game::new(GameConfig::new(5, 1)).expect("valid");
        let probe_game = self.game.clone().map_or_else(default, Recorded::into_game);
        for _ in 0..1_000_000 {
            let mut bytes = vec![0xFF];
            bytes.extend(random_bytes(&mut self.rng, 40));
            let (used, step) = decode::<Step>(&bytes);
            let Step::Probe(probe) = step else { continue };
            let (seat, command) = resolve(&probe_game, &probe);
            if wanted(&probe_game, &probe, seat, command) {
                self.steps.extend(&bytes[..used]);
                self.count += 1;
                if let Some(game) = self.game.as_mut() {
                    let _ = game.apply(seat, command);
                }
                return;
            }
        }
        panic!("no probe found in {:?}", probe_game.phase());
    }

    fn leave(&mut self, seat: u8) {
        self.probe(|_, _, s, c| (s, c) == (Seat(seat), Command::Leave));
    }

    fn claim(&mut self, seat: u8) {
        self.legal(Seat(seat), Command::ClaimSeat);
    }

    /// One refused probe of each kind of command (from seats at the table, just past
    /// it and far off), and a team listed out of order.
    fn probes(&mut self) {
        use CommandKind::*;
        let mut kinds = vec![ProposeTeam, Vote, PlayMission, SetAside];
        kinds.extend([Inspect, Assassinate, ChooseAgenda, RevealAgenda]);
        kinds.push(ClaimSeat);
        // The plot commands only where plot cards are played: the other seeds stay
        // the bytes they were.
        if self.config.plot_cards {
            kinds.extend([GivePlotCard, UsePlotCard, DeclinePlotCard]);
        }
        for kind in kinds {
            self.probe(|game, _, seat, command| {
                command.kind() == kind && game.check(seat, &command).is_err()
            });
        }
        // The leader's team out of order, in another phase (in the proposal it would
        // be accepted).
        if self
            .game
            .as_ref()
            .is_some_and(|g| g.phase() != PhaseKind::Proposal)
        {
            self.probe(|game, probe, seat, command| {
                matches!(probe, Probe::Reordered { .. }) && game.check(seat, &command).is_err()
            });
        }
    }

    /// Plays on with a simple policy until the game ends: see [`Script::auto_step`].
    fn auto(&mut self, fail: bool, hunt: Option<Seat>) {
        for _ in 0..400 {
            if self.game().is_over() {
                return;
            }
            self.auto_step(fail, hunt);
        }
        panic!("the scripted game did not end");
    }

    /// One phase of a simple policy: teams of Resistance players first, everyone
    /// approves, spies fail when `fail` says so; module choices take the first legal
    /// option, and the Assassin names `hunt` when it can.
    fn auto_step(&mut self, fail: bool, hunt: Option<Seat>) {
        let game = self.game();
        match game.phase() {
            PhaseKind::Proposal => {
                self.propose(if fail { 1 } else { 0 });
            }
            PhaseKind::Voting => self.vote_all(|_| true),
            PhaseKind::Mission => self.play_all(|_| fail),
            _ => {
                let (seat, mut command) = legal_moves(game)
                    .into_iter()
                    .find(|(_, c)| {
                        !matches!(c, Command::Agenda(AgendaCommand::RevealAgenda { .. }))
                    })
                    .expect("someone can move");
                if let (Command::Assassin(AssassinCommand::Assassinate { .. }), Some(target)) =
                    (command, hunt)
                    && target != seat
                {
                    command = Command::Assassin(AssassinCommand::Assassinate { target });
                }
                self.legal(seat, command);
            }
        }
    }

    /// The game is over, won by `side`.
    fn won_by(&self, side: Allegiance) {
        assert_eq!(self.game().result().map(|r| r.winner), Some(Some(side)));
    }

    fn snapshot(&mut self, name: &str) {
        let text = json::to_json(&self.recorded().record()).expect("encodes");
        self.snapshots.push((name.to_string(), text));
    }

    /// A snapshot the first time the game is in each of `phases`, named for it
    /// (`snapped` says which were taken); the index of the one taken now.
    fn snapshot_once(
        &mut self,
        phases: &[(PhaseKind, &str)],
        snapped: &mut [bool],
    ) -> Option<usize> {
        let now = self.game().phase();
        let i = phases.iter().position(|&(phase, _)| phase == now)?;
        if snapped[i] {
            return None;
        }
        snapped[i] = true;
        self.snapshot(phases[i].1);
        Some(i)
    }

    fn spies(&self) -> SeatSet {
        let game = self.game();
        (0..game.players())
            .map(Seat)
            .filter(|&s| game.view(s).expect("a seat").allegiance == Allegiance::Spy)
            .collect()
    }

    /// A team of the round's size with `spies` spies on it (more when there are not
    /// enough Resistance players to fill it).
    fn team(&self, spies: u8) -> SeatSet {
        let game = self.game();
        let size = game.public_view().team_sizes[usize::from(game.round()) - 1];
        let spy_seats = self.spies();
        let mut team = SeatSet::EMPTY;
        for seat in spy_seats.iter().take(usize::from(spies)) {
            team.insert(seat);
        }
        for seat in (0..game.players()).map(Seat) {
            if team.len() < size && !spy_seats.contains(seat) {
                team.insert(seat);
            }
        }
        for seat in spy_seats {
            if team.len() < size {
                team.insert(seat);
            }
        }
        team
    }

    /// The leader proposes a team with `spies` spies on it ([`Script::team`]).
    fn propose(&mut self, spies: u8) {
        let (leader, team) = (self.game().leader(), self.team(spies));
        self.legal(leader, Command::propose(team));
    }

    /// Everyone votes; `approve` says how.
    fn vote_all(&mut self, approve: impl Fn(Seat) -> bool) {
        for seat in (0..self.game().players()).map(Seat) {
            if self.game().phase() == PhaseKind::Voting
                && self.game().public_view().awaiting.contains(seat)
            {
                self.legal(seat, Command::vote(approve(seat)));
            }
        }
    }

    /// Every member still to play plays; spies fail when `fail` says so.
    fn play_all(&mut self, fail: impl Fn(Seat) -> bool) {
        let spies = self.spies();
        for seat in self.game().awaiting() {
            if self.game().phase() != PhaseKind::Mission {
                break;
            }
            let card = if spies.contains(seat) && fail(seat) {
                MissionCard::Fail
            } else {
                MissionCard::Success
            };
            self.legal(seat, Command::play(card));
        }
    }

    /// One round: a team with `spies` spies, approved by all, each spy failing.
    fn round(&mut self, spies: u8) {
        self.propose(spies);
        self.vote_all(|_| true);
        self.play_all(|_| true);
    }

    /// The bytes of the `commands` target.
    fn commands_input(&self) -> Vec<u8> {
        [&self.setup[..], &self.steps].concat()
    }

    /// The bytes of the `snapshot` target: the cut goes after `cut` steps.
    fn snapshot_input(&self, cut: u16) -> Vec<u8> {
        [&self.setup[..], &cut.to_le_bytes(), &self.steps].concat()
    }

    /// Decodes the bytes as the `commands` target does and checks they replay this game.
    fn verify(&self) {
        let bytes = self.commands_input();
        let mut u = Unstructured::new(&bytes);
        let config = Setup::arbitrary(&mut u).expect("decodes").config();
        assert_eq!(config, self.config);
        let Ok(mut game) = Game::new(config) else {
            assert!(self.game.is_none());
            return;
        };
        let steps = steps(&mut u);
        assert_eq!(steps.len(), self.count, "every step decodes as one step");
        for step in steps {
            let sent = match step {
                Step::Legal(n) => {
                    let moves = legal_moves(&game);
                    moves.get(usize::from(n) % moves.len().max(1)).copied()
                }
                Step::Probe(probe) => Some(resolve(&game, &probe)),
            };
            if let Some((seat, command)) = sent {
                let _ = game.apply(seat, command);
            }
        }
        assert_eq!(
            Some(&game),
            self.game.as_ref().map(Recorded::game),
            "the bytes replay the game"
        );
    }
}

/// The JSON seeds written as they are, one a line (its name, a space, its text):
/// configurations (valid and not) and one command of each kind; the others are
/// encoded from the scripted games.
const TEXTS: &str = r#"
config-7p-substitute {"players":7,"seed":42,"leavePolicy":"substitute"}
config-5p-default-policy {"players":5,"seed":2026}
config-4p-invalid {"players":4,"seed":1}
config-seed-too-large {"players":10,"seed":9007199254740992,"leavePolicy":"endGame"}
config-too-many-special-spies {"players":6,"seed":3,"assassin":{"deepCover":true},"defector":"standard"}
command-set-aside {"type":"setAside","member":2}
command-inspect {"type":"inspect","target":4}
command-assassinate {"type":"assassinate","target":1}
command-choose-agenda {"type":"chooseAgenda","names":[3,1]}
command-reveal-agenda {"type":"revealAgenda","owner":0}
command-propose {"type":"proposeTeam","team":[3,0]}
command-vote-approve {"type":"vote","vote":"approve"}
command-vote-reject {"type":"vote","vote":"reject"}
command-play-success {"type":"playMission","card":"success"}
command-play-fail {"type":"playMission","card":"fail"}
command-leave {"type":"leave"}
command-claim-seat {"type":"claimSeat"}
config-plot-cards {"players":7,"seed":7,"plotCards":true}
command-give-plot-card {"type":"givePlotCard","card":"strongLeader","to":2}
command-use-plot-card {"type":"usePlotCard","action":{"card":"takeResponsibility","from":2,"take":"noConfidence"}}
command-decline-plot-card {"type":"declinePlotCard","card":"inTheSpotlight"}
"#;

fn write(dir: &Path, name: &str, bytes: &[u8]) {
    fs::create_dir_all(dir).expect("a directory");
    fs::write(dir.join(name), bytes).expect("written");
}

fn main() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let seeds = root.join("seeds");
    let mut scripts: Vec<(&str, Script)> = Vec::new();

    // Resistance wins: three clean missions.
    let mut s = Script::new(5, false);
    s.snapshot("5p-start");
    s.propose(0);
    s.legal(Seat(0), Command::vote(true));
    s.legal(Seat(1), Command::vote(false));
    s.snapshot("5p-mid-vote");
    s.vote_all(|_| true);
    s.play_all(|_| false);
    s.round(0);
    s.round(0);
    s.won_by(Allegiance::Resistance);
    s.snapshot("5p-resistance-won");
    scripts.push(("5p-resistance-wins", s));

    // Seven players, substitute policy: a seat leaves mid-vote and is claimed; mission 4
    // with one Fail still succeeds (B3), and the Resistance wins.
    let mut s = Script::new(7, true);
    s.round(0);
    s.propose(1);
    s.legal(Seat(3), Command::vote(true));
    s.leave(5);
    s.snapshot("7p-vacant-seat-mid-vote");
    s.probes();
    s.claim(5);
    s.vote_all(|_| true);
    s.play_all(|_| true);
    s.round(0);
    s.round(1);
    s.won_by(Allegiance::Resistance);
    scripts.push(("7p-substitute-mission4-one-fail", s));

    // Ten players: five rejected teams in round 1 (B9).
    let mut s = Script::new(10, false);
    for attempt in 0..5 {
        s.propose(1);
        if attempt == 4 {
            s.probes();
            s.snapshot("10p-fifth-vote-open");
        }
        s.vote_all(|seat| seat.0 < 3);
    }
    assert!(s.game().is_over());
    s.snapshot("10p-five-rejections");
    scripts.push(("10p-five-rejections", s));

    // Six players: a player leaves during a mission and the game is abandoned (LV1).
    let mut s = Script::new(6, false);
    s.round(1);
    let team = s.team(2);
    s.propose(2);
    s.vote_all(|_| true);
    let member = s.game().awaiting().iter().next().expect("a member");
    s.legal(member, Command::play(MissionCard::Success));
    s.snapshot("6p-mid-mission");
    s.probes();
    let outsider = (0..6)
        .find(|&n| !team.contains(Seat(n)))
        .expect("an outsider");
    s.leave(outsider);
    assert!(s.game().is_over());
    s.snapshot("6p-abandoned-mid-mission");
    scripts.push(("6p-abandoned-mid-mission", s));

    // Eight players, substitute: spies fail three missions, with probes all along.
    let mut s = Script::new(8, true);
    for round in 0..3 {
        s.probes();
        s.propose(2);
        s.vote_all(|seat| seat.0 != 1);
        if round == 1 {
            s.leave(0);
            s.claim(0);
        }
        s.play_all(|_| true);
    }
    s.won_by(Allegiance::Spy);
    s.probes();
    s.snapshot("8p-spies-won");
    scripts.push(("8p-spies-fail-three", s));

    // Nine players: random legal play from a fixed generator, to the end.
    let mut s = Script::new(9, true);
    let mut rng = GameRng::from_seed_number(9);
    while !s.game().is_over() {
        let moves = legal_moves(s.game());
        let (seat, command) = moves[rng.below(moves.len() as u32) as usize];
        s.legal(seat, command);
        if s.count == 40 {
            s.snapshot("9p-random-40-steps");
        }
    }
    scripts.push(("9p-random-legal", s));

    // Seven players with every module but the Defectors: agendas, the Trapper, the
    // Inquisitor; three successes go to the assassination, which misses.
    let config = seven_with_modules(0, AgendaKind::Double);
    let mut s = Script::like(config);
    s.snapshot("7p-modules-agenda-choice");
    let first = legal_moves(s.game())[0];
    s.legal(first.0, first.1);
    s.probes();
    let not_commander = (0..7)
        .map(Seat)
        .find(|&seat| {
            let role = s.game().view(seat).expect("a seat").role;
            role != Role::Commander && role != Role::Assassin
        })
        .expect("someone");
    let mut snapped = [false; 3];
    for _ in 0..400 {
        if s.game().is_over() {
            break;
        }
        let kind = s.game().phase();
        let phases = [
            (PhaseKind::Trapping, "7p-modules-trapping"),
            (PhaseKind::Inquisition, "7p-modules-inquisition"),
            (PhaseKind::Assassination, "7p-modules-assassination"),
        ];
        s.snapshot_once(&phases, &mut snapped);
        if kind == PhaseKind::Inquisition && s.game().round() == 3 {
            let owner = (0..7).map(Seat).find(|&seat| {
                s.game()
                    .legal_commands(seat)
                    .contains(&Command::reveal_agenda(seat))
            });
            if let Some(owner) = owner {
                s.legal(
                    owner,
                    Command::Agenda(AgendaCommand::RevealAgenda { owner }),
                );
            }
        }
        let before = s.count;
        s.auto_step(false, Some(not_commander));
        assert!(s.count > before);
    }
    assert!(snapped.iter().all(|&x| x), "every module phase reached");
    assert!(matches!(
        s.game().result().map(|r| r.reason),
        Some(resistance_core::EndReason::AssassinMissed { .. })
    ));
    s.snapshot("7p-modules-assassin-missed");
    scripts.push(("7p-modules-assassination", s));

    // Six players, agendas of one name or two at each player's choice (HA2): seats
    // seal singles and pairs in turn, one pair is revealed, random legal play to the end.
    let mut s = Script::like(GameConfig::new(6, 0).with_agendas(AgendaKind::SingleOrDouble));
    for seat in (0..6).map(Seat) {
        let names: SeatSet = if seat.0 % 2 == 0 {
            SeatSet::only(seat.next(6))
        } else {
            [seat, seat.next(6).next(6)].into_iter().collect()
        };
        s.legal(seat, Command::choose_agenda(names));
    }
    s.snapshot("6p-agendas-one-or-two-sealed");
    s.probes();
    s.legal(Seat(1), Command::reveal_agenda(Seat(1)));
    let mut rng = GameRng::from_seed_number(66);
    while !s.game().is_over() {
        let moves = legal_moves(s.game());
        let (seat, command) = moves[rng.below(moves.len() as u32) as usize];
        s.legal(seat, command);
    }
    scripts.push(("6p-agendas-one-or-two", s));

    // Eight players with plot cards: the leader's deal, immediate cards resolved, the
    // moments before a proposal, after an approval and after the cards, played from
    // the legal moves (everyone approving, so that teams go); a snapshot in each plot
    // phase, probes of every kind in the first.
    let mut s = Script::like(GameConfig::new(8, 0).with_plot_cards());
    let mut rng = GameRng::from_seed_number(88);
    let mut snapped = [false; 3];
    while !s.game().is_over() {
        let phases = [
            (PhaseKind::PlotDeal, "8p-plot-deal"),
            (PhaseKind::PlotResolution, "8p-plot-resolution"),
            (PhaseKind::PlotMoment, "8p-plot-moment"),
        ];
        if s.snapshot_once(&phases, &mut snapped) == Some(0) {
            s.probes();
        }
        let (seat, command) = approving_move(s.game(), &mut rng);
        s.legal(seat, command);
    }
    assert!(snapped.iter().all(|&x| x), "every plot phase reached");
    scripts.push(("8p-plot-cards", s));

    // Ten players, the Defectors (variant 2) and every optional spy: spies fail three
    // missions, loyalty cards flip from round 3.
    let config = ten_with_defectors(0);
    let mut s = Script::like(config);
    s.auto(true, None);
    s.snapshot("10p-defectors-over");
    scripts.push(("10p-defectors-spies-fail", s));

    // Invalid configurations, each with a few steps.
    for (name, config) in [
        ("4p-invalid", GameConfig::new(4, 1)),
        ("255p-invalid", GameConfig::new(255, 3)),
        (
            "false-commander-alone",
            GameConfig::new(8, 5).with_assassin(AssassinOptions {
                false_commander: true,
                ..AssassinOptions::default()
            }),
        ),
        (
            "5p-too-many-special-spies",
            GameConfig::new(5, 5).with_assassin(AssassinOptions::ALL),
        ),
    ] {
        let mut s = Script::like(config);
        s.probes();
        scripts.push((name, s));
    }
    let mut s = Script::with(|c| *c == GameConfig::new(5, c.seed) && c.seed > MAX_SEED);
    s.probes();
    scripts.push(("seed-too-large", s));

    for (name, script) in &scripts {
        script.verify();
        write(&seeds.join("commands"), name, &script.commands_input());
        if script.game.is_none() {
            continue; // the snapshot target only plays valid configurations
        }
        let cut = u16::try_from(script.count / 2).expect("short");
        write(&seeds.join("snapshot"), name, &script.snapshot_input(cut));
    }

    // JSON: configurations, commands, snapshots.
    let mut texts: Vec<(String, String)> = TEXTS
        .lines()
        .filter_map(|line| line.split_once(' '))
        .map(|(name, text)| (name.into(), text.into()))
        .collect();
    for (name, script) in &scripts {
        if script.config.assassin.is_some() && script.game.is_some() {
            let text = json::to_json(&script.config).expect("encodes");
            texts.push((format!("config-{name}"), text));
        }
    }
    for (_, script) in &scripts {
        for (name, text) in &script.snapshots {
            texts.push((format!("snapshot-{name}"), text.clone()));
        }
    }
    let current = texts
        .iter()
        .find(|(name, _)| name == "snapshot-5p-mid-vote")
        .map(|(_, text)| text.clone())
        .expect("taken above");
    texts.push((
        "snapshot-version-2".into(),
        current.replacen("\"version\":1", "\"version\":2", 1),
    ));
    // The Cells variant: its configuration, the first command of each kind a game
    // sent, and a snapshot mid-game.
    let config = CellsConfig::new(4, 5);
    texts.push((
        "cells-config-4p".into(),
        json::to_json(&config).expect("encodes"),
    ));
    let mut cells = Recorded::<CellsGame>::new(config).expect("valid");
    let mut sent = BTreeSet::new();
    for step in 0usize.. {
        let Some(seat) = cells.awaiting().iter().next() else {
            break;
        };
        let legal = cells.legal_commands(seat);
        let command = legal[step.wrapping_mul(7919) % legal.len()];
        let kind = json::to_json(&command.kind()).expect("encodes");
        if sent.insert(kind.clone()) {
            let name = format!("cells-command-{}", kind.trim_matches('"'));
            texts.push((name, json::to_json(&command).expect("encodes")));
        }
        if step == 12 {
            let snapshot = json::to_json(&cells.record()).expect("encodes");
            texts.push(("cells-snapshot-4p-mid-game".into(), snapshot));
        }
        cells
            .apply(seat, command)
            .expect("a listed command is accepted");
    }
    // A handful of them as seeds, and every Cells one; the dictionary below takes the
    // words of all.
    let kept = [
        "config-7p-substitute",
        "config-4p-invalid",
        "config-7p-modules-assassination",
        "config-too-many-special-spies",
        "command-propose",
        "command-vote-reject",
        "command-play-fail",
        "command-set-aside",
        "command-choose-agenda",
        "snapshot-5p-mid-vote",
        "snapshot-6p-mid-mission",
        "snapshot-7p-vacant-seat-mid-vote",
        "snapshot-7p-modules-agenda-choice",
        "snapshot-7p-modules-trapping",
        "snapshot-7p-modules-inquisition",
        "snapshot-7p-modules-assassination",
        "snapshot-10p-defectors-over",
        "snapshot-10p-five-rejections",
        "snapshot-version-2",
        "config-plot-cards",
        "command-use-plot-card",
        "snapshot-8p-plot-moment",
    ];
    let mut written = 0;
    for (name, text) in &texts {
        if kept.contains(&name.as_str()) || name.starts_with("cells-") {
            write(&seeds.join("json"), name, text.as_bytes());
            written += 1;
        }
    }

    // The JSON dictionary: every quoted word of the seeds, and the JSON punctuation.
    let mut words = BTreeSet::new();
    for (_, text) in &texts {
        for (i, part) in text.split('"').enumerate() {
            if i % 2 == 1 && !part.is_empty() && part.len() <= 24 {
                words.insert(format!("\"{part}\""));
            }
        }
    }
    let mut dict =
        String::from("# JSON tokens for the `json` target (written by `examples/seeds.rs`).\n");
    for token in [
        "{",
        "}",
        "[",
        "]",
        ":",
        ",",
        "null",
        "true",
        "false",
        "-1",
        "0",
        "255",
        "256",
        "9007199254740991",
        "9007199254740992",
        "18446744073709551616",
        "1e3",
        "\\u0000",
    ] {
        dict.push_str(&format!("{:?}\n", token));
    }
    for word in &words {
        dict.push_str(&format!("{:?}\n", word));
    }
    fs::write(root.join("json.dict"), dict).expect("written");
    println!(
        "wrote {} games and {} JSON seeds under {}",
        scripts.len(),
        written,
        seeds.display()
    );
}
