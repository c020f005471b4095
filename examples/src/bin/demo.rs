//! Plays one game of The Resistance with bots in every seat and tells it: the opening
//! script, the public story as a spectator sees it, one seat's private view, and the
//! final reveal. Any combination of the Hidden Agenda modules can be switched on.
//! With `--cells` it plays the 3–4 player Cells variant instead (CE1–CE8): its public
//! story and one seat's memory.
//!
//! ```text
//! cargo run --release -p resistance-examples --bin demo
//! cargo run --release -p resistance-examples --bin demo -- --players 5 --seed 7 --seat 2
//! cargo run --release -p resistance-examples --bin demo -- --all-modules --players 10
//! cargo run --release -p resistance-examples --bin demo -- --assassin --body-guard --language ru
//! cargo run --release -p resistance-examples --bin demo -- --cells --players 3 --seat 1
//! ```

use resistance_core::{
    AgendaKind, Allegiance, Appearance, AssassinOptions, Command, ConfigError, DefectorVariant,
    EndReason, Envelope, Event, FinalReveal, Game, GameConfig, Language, LoyaltyCard, MAX_PLAYERS,
    MAX_SEED, MIN_PLAYERS, MissionCard, PlayerView, Role, Seat, SeatSet,
    rules::{REJECTIONS_TO_LOSE, spies_for},
    script_text, visible_to,
};
use resistance_examples::{bot_rng, next_step};
use std::{
    ffi::OsString,
    io::{self, Write},
    process::ExitCode,
};

const USAGE: &str = "\
Plays one game of The Resistance with random-legal bots in every seat: prints the
opening script, the public story, one seat's private view and the final reveal.

Usage: demo [--players N] [--seed S] [--seat K] [--language L] [MODULES...]

Options:
  --players N          number of players, 5 to 10 (default 7)
  --seed S             seed of the game and of the bots (default 2026)
  --seat K             the seat whose private view is shown, 0 to N-1 (default 0)
  --language L         language of the opening script: en, ru or vi (default en)
  --cells              play Cells, the 3-4 player variant, instead (CE): 3 or 4
                       players (default 4); prints the public story and the memory
                       view of --seat; takes no module
  -h, --help           show this help

Hidden Agenda modules (default: none, the base game):
  --assassin           the Assassin module: a Commander and an Assassin (AS)
  --body-guard         add the Body Guard (implies --assassin)
  --false-commander    add the False Commander (implies --assassin; needs --body-guard)
  --deep-cover         add the Deep Cover (implies --assassin)
  --blind-spy          add the Blind Spy (implies --assassin)
  --trapper            the Trapper module (TR)
  --defector           the Defector module (DF)
  --defector-variant2  Defectors who know each other (DF5; implies --defector)
  --inquisitor         the Inquisitor (IQ)
  --agendas            hidden agendas, one accusation each (HA)
  --double-agendas     hidden agendas of two accusations (implies --agendas)
  --all-modules        every module, with every optional character the player count
                       has spies for (spy characters not named are left out to fit)";

/// The module switches of the command line, as given.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
struct Modules {
    assassin: bool,
    body_guard: bool,
    false_commander: bool,
    deep_cover: bool,
    blind_spy: bool,
    trapper: bool,
    defector: bool,
    defector_variant2: bool,
    inquisitor: bool,
    agendas: bool,
    double_agendas: bool,
    all: bool,
}

impl Modules {
    /// Turns on the switch `flag` names; `false` if it names none.
    fn set(&mut self, flag: &str) -> bool {
        let switch = match flag {
            "--assassin" => &mut self.assassin,
            "--body-guard" => &mut self.body_guard,
            "--false-commander" => &mut self.false_commander,
            "--deep-cover" => &mut self.deep_cover,
            "--blind-spy" => &mut self.blind_spy,
            "--trapper" => &mut self.trapper,
            "--defector" => &mut self.defector,
            "--defector-variant2" => &mut self.defector_variant2,
            "--inquisitor" => &mut self.inquisitor,
            "--agendas" => &mut self.agendas,
            "--double-agendas" => &mut self.double_agendas,
            "--all-modules" => &mut self.all,
            _ => return false,
        };
        *switch = true;
        true
    }
}

/// What the command line asked for.
#[derive(Debug, Clone, Copy)]
struct Options {
    players: u8,
    /// `--players` was given (a Cells game defaults to 4 players, not 7).
    players_given: bool,
    /// `--cells`: play the Cells variant.
    cells: bool,
    seed: u64,
    seat: u8,
    language: Language,
    modules: Modules,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 7,
            players_given: false,
            cells: false,
            seed: 2026,
            seat: 0,
            language: Language::English,
            modules: Modules::default(),
        }
    }
}

enum Request {
    Play(Options),
    Help,
}

/// Parses switches, `--flag value` and `--flag=value`. Errors are one-line messages
/// for the user.
fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Request, String> {
    let mut options = Options::default();
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        let arg = arg
            .into_string()
            .map_err(|bad| format!("unreadable argument {bad:?}: arguments must be UTF-8"))?;
        if arg == "-h" || arg == "--help" {
            return Ok(Request::Help);
        }
        if options.modules.set(&arg) {
            continue;
        }
        if arg == "--cells" {
            options.cells = true;
            continue;
        }
        let (flag, inline_value) = match arg.split_once('=') {
            Some((flag, value)) => (flag.to_owned(), Some(value.to_owned())),
            None => (arg, None),
        };
        if !matches!(
            flag.as_str(),
            "--players" | "--seed" | "--seat" | "--language"
        ) {
            return Err(format!("unknown argument '{flag}'"));
        }
        let value = match inline_value {
            Some(value) => value,
            None => args
                .next()
                .ok_or_else(|| format!("{flag} needs a value"))?
                .into_string()
                .map_err(|bad| format!("unreadable value {bad:?} for {flag}"))?,
        };
        match flag.as_str() {
            "--players" => {
                options.players_given = true;
                options.players = value.parse().map_err(|_| {
                    format!(
                        "--players takes a number of players from {MIN_PLAYERS} to {MAX_PLAYERS}, not '{value}'"
                    )
                })?;
            }
            "--seed" => {
                options.seed = value.parse().map_err(|_| {
                    format!("--seed takes a whole number from 0 to {MAX_SEED}, not '{value}'")
                })?;
            }
            "--language" => {
                options.language = match value.to_ascii_lowercase().as_str() {
                    "en" | "english" => Language::English,
                    "ru" | "russian" => Language::Russian,
                    "vi" | "vietnamese" => Language::Vietnamese,
                    _ => {
                        return Err(format!(
                            "--language takes en, ru or vi (English, Russian, Vietnamese), not '{value}'"
                        ));
                    }
                };
            }
            _ => {
                options.seat = value.parse().map_err(|_| {
                    format!("--seat takes a seat number from 0 to players - 1, not '{value}'")
                })?;
            }
        }
    }
    Ok(Request::Play(options))
}

/// A change to a configuration.
type ConfigEdit = fn(&mut GameConfig);

/// The configuration the options ask for, and the optional characters
/// `--all-modules` left out to fit the player count. Not validated: [`Game::start`]
/// reports what is wrong with it.
fn build_config(options: &Options) -> (GameConfig, Vec<&'static str>) {
    let m = options.modules;
    let all = m.all;
    let mut config = GameConfig::new(options.players, options.seed);
    if all || m.assassin || m.body_guard || m.false_commander || m.deep_cover || m.blind_spy {
        config = config.with_assassin(AssassinOptions {
            body_guard: all || m.body_guard,
            false_commander: all || m.false_commander,
            deep_cover: all || m.deep_cover,
            blind_spy: all || m.blind_spy,
        });
    }
    if all || m.trapper {
        config = config.with_trapper();
    }
    if all || m.defector || m.defector_variant2 {
        config = config.with_defector(if m.defector_variant2 {
            DefectorVariant::KnowEachOther
        } else {
            DefectorVariant::Standard
        });
    }
    if all || m.inquisitor {
        config = config.with_inquisitor();
    }
    if all || m.agendas || m.double_agendas {
        config = config.with_agendas(if m.double_agendas {
            AgendaKind::Double
        } else {
            AgendaKind::Single
        });
    }
    let mut left_out = Vec::new();
    if all {
        // Special spies nobody named are dropped, in this order, while the deal has
        // more of them than the player count has spies (AS1, DF1). Named ones stay:
        // if they alone do not fit, the engine's error says so.
        let droppable: [(&str, bool, ConfigEdit); 4] = [
            ("the Blind Spy", m.blind_spy, |c| {
                if let Some(o) = c.assassin.as_mut() {
                    o.blind_spy = false;
                }
            }),
            ("the Deep Cover", m.deep_cover, |c| {
                if let Some(o) = c.assassin.as_mut() {
                    o.deep_cover = false;
                }
            }),
            ("the False Commander", m.false_commander, |c| {
                if let Some(o) = c.assassin.as_mut() {
                    o.false_commander = false;
                }
            }),
            ("the Defectors", m.defector || m.defector_variant2, |c| {
                c.defector = None
            }),
        ];
        for (name, named, drop) in droppable {
            if named {
                continue;
            }
            if let Err(ConfigError::TooManySpecialSpies { .. }) = config.validate() {
                drop(&mut config);
                left_out.push(name);
            }
        }
    }
    (config, left_out)
}

fn main() -> ExitCode {
    let options = match parse_args(std::env::args_os().skip(1)) {
        Ok(Request::Play(options)) => options,
        Ok(Request::Help) => {
            println!("{USAGE}");
            return ExitCode::SUCCESS;
        }
        Err(message) => return usage_error(&message),
    };
    if options.cells {
        return cells_story::run(&options);
    }
    let (config, left_out) = build_config(&options);
    let (mut game, opening) = match Game::start(config) {
        Ok(started) => started,
        Err(error) => return usage_error(&error.to_string()),
    };
    // The seat's view right after setup, before anything else happens: also checks
    // that --seat names a seat of this table before the game is played.
    let seat = Seat(options.seat);
    let setup_view = match game.view(seat) {
        Ok(view) => view,
        Err(error) => return usage_error(&error.to_string()),
    };

    let mut stdout = io::stdout().lock();
    let demo = Demo {
        options,
        left_out,
        opening: &opening,
        setup_view,
    };
    match demo.tell(&mut stdout, &mut game) {
        Ok(()) => ExitCode::SUCCESS,
        // `demo | head` closes the pipe early; that is not an error worth a message.
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("demo: {error}");
            ExitCode::FAILURE
        }
    }
}

fn usage_error(message: &str) -> ExitCode {
    eprintln!("demo: {message}\nTry 'demo --help' for the options.");
    ExitCode::from(2)
}

/// Everything known before play that the telling needs.
struct Demo<'a> {
    options: Options,
    left_out: Vec<&'static str>,
    opening: &'a [Envelope],
    setup_view: PlayerView,
}

/// What the chosen seat did and saw in secret during play, with the round it
/// happened in.
enum Secret {
    /// It sealed its hidden agenda (its own command, HA1).
    Agenda(SeatSet),
    /// An event addressed to it alone (TR2, IQ2).
    Event(Event),
}

impl Demo<'_> {
    /// Plays the game and writes the whole demo to `out`.
    fn tell(&self, out: &mut impl Write, game: &mut Game) -> io::Result<()> {
        let config = *game.config();
        let seat = self.setup_view.seat;
        writeln!(
            out,
            "The Resistance: {} players, seed {}. Bots play every seat, choosing at random \
             among legal moves.",
            config.players, config.seed
        )?;
        writeln!(out, "Modules: {}.", describe(&config))?;
        if !self.left_out.is_empty() {
            writeln!(
                out,
                "(--all-modules left out {}: {} players have only {} spies.)",
                and_list(&self.left_out),
                config.players,
                spies_for(config.players)
            )?;
        }

        writeln!(
            out,
            "\n=== The opening script (AS3): read aloud before play, the same for every \
             deal of this setup ==="
        )?;
        for (number, line) in script_text(&config, self.options.language)
            .iter()
            .enumerate()
        {
            writeln!(out, "{:>3}. {line}", number + 1)?;
        }

        writeln!(out, "\n=== The public story (what a spectator sees) ===")?;
        let mut narrator = Narrator {
            first_inquisitor: game.public_view().inquisitor,
            ..Narrator::default()
        };
        for envelope in self.opening.iter().filter(|e| e.audience.is_public()) {
            narrator.tell(out, &envelope.event)?;
        }
        // The bots draw from their own generator; the game's generator stays the game's.
        let mut bots = bot_rng(config.seed);
        let mut steps = 0u32;
        let mut secrets: Vec<(u8, Secret)> = Vec::new();
        let mut last_live_view = self.setup_view;
        while let Some((actor, command)) = next_step(game, &mut bots) {
            let round = game.round();
            let outcome = game.apply(actor, command).map_err(|error| {
                io::Error::other(format!(
                    "the engine refused a command its own choices offered: \
                     {actor} sent {command:?}: {error}"
                ))
            })?;
            steps += 1;
            for event in outcome.public_events() {
                narrator.tell(out, event)?;
            }
            if actor == seat {
                if let Command::ChooseAgenda { names } = command {
                    secrets.push((round, Secret::Agenda(names.iter().copied().collect())));
                }
            }
            let private = outcome
                .events
                .iter()
                .filter(|e| !e.audience.is_public() && e.audience.includes(seat));
            secrets.extend(private.map(|e| (round, Secret::Event(e.event))));
            if !game.is_over() {
                last_live_view = view(game, seat)?;
            }
        }
        writeln!(out, "\n{steps} commands were applied in all.")?;

        self.tell_private_view(out, &config, &secrets, &last_live_view)?;

        let final_view = view(game, seat)?;
        let Some(reveal) = final_view.table.reveal else {
            return Err(io::Error::other("the game ended without a final reveal"));
        };
        tell_final_reveal(out, &config, &reveal)?;
        writeln!(
            out,
            "\nOnce the game is over every seat's view shows every role, allegiance and \
             hidden choice (B13). Seat {}'s final view now has \"reveal\" filled in:",
            seat.0
        )?;
        let json =
            serde_json::to_string_pretty(&final_view.table.reveal).map_err(io::Error::other)?;
        writeln!(out, "{json}")?;
        Ok(())
    }

    fn tell_private_view(
        &self,
        out: &mut impl Write,
        config: &GameConfig,
        secrets: &[(u8, Secret)],
        last_live_view: &PlayerView,
    ) -> io::Result<()> {
        let seat = self.setup_view.seat;
        writeln!(out, "\n=== The private view of seat {} ===", seat.0)?;
        writeln!(
            out,
            "What {seat} was told at setup (opening events addressed to {seat} alone):"
        )?;
        for event in visible_to(self.opening, seat) {
            match *event {
                Event::RoleDealt { role, .. } => {
                    writeln!(out, "  You are {}.", role_name(role))?;
                }
                Event::KnowledgeGained { sightings, .. } if sightings.is_empty() => writeln!(
                    out,
                    "  You learned nothing about anyone ({}).",
                    match self.setup_view.role {
                        Role::BlindSpy =>
                            "AS2: the Blind Spy neither learns the spies nor is learned",
                        Role::SpyDefector =>
                            "DF2: the Spy Defector is known to the spies but learns none of them",
                        Role::ResistanceDefector => "DF2: the Resistance Defector learns nothing",
                        _ => "B4: the Resistance is told nothing",
                    }
                )?,
                Event::KnowledgeGained { sightings, .. } => {
                    let appearing_as = |appearance: Appearance| -> SeatSet {
                        sightings
                            .iter()
                            .filter(|s| s.appears_as == appearance)
                            .map(|s| s.seat)
                            .collect()
                    };
                    let spies = appearing_as(Appearance::Spy);
                    if !spies.is_empty() {
                        writeln!(
                            out,
                            "  You learned that {} {} ({}).",
                            seat_list(spies),
                            if spies.len() == 1 {
                                "is a spy"
                            } else {
                                "are spies"
                            },
                            match self.setup_view.role {
                                _ if config.assassin.is_none() && config.defector.is_none() => {
                                    "B4: the spies learn each other"
                                }
                                Role::Commander =>
                                    "AS2: the Commander sees every spy but the Deep Cover",
                                Role::Spy
                                | Role::Assassin
                                | Role::FalseCommander
                                | Role::DeepCover =>
                                    "B4, AS2, DF2: the spies learn each other, but not the Blind Spy",
                                _ => "B4",
                            }
                        )?;
                    }
                    let candidates = appearing_as(Appearance::CommanderCandidate);
                    if candidates.len() == 1 {
                        writeln!(
                            out,
                            "  You learned that {} is the Commander (AS2).",
                            seat_list(candidates)
                        )?;
                    } else if !candidates.is_empty() {
                        writeln!(
                            out,
                            "  You learned that {} are the Commander and the False \
                             Commander, but not which is which (AS2).",
                            seat_list(candidates)
                        )?;
                    }
                    let defectors = appearing_as(Appearance::Defector);
                    if !defectors.is_empty() {
                        writeln!(
                            out,
                            "  You learned that {} is the other Defector (DF5).",
                            seat_list(defectors)
                        )?;
                    }
                }
                // Public opening events were told in the story already.
                _ => {}
            }
        }
        writeln!(
            out,
            "\nSeat {0}'s view right after setup, as Game::view(Seat({0})) gave it then: its \
             own role and what it learned at setup, nothing else about other seats, and \
             \"reveal\" is null:",
            seat.0
        )?;
        writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&self.setup_view).map_err(io::Error::other)?
        )?;

        // Only these modules give a seat secrets of its own during play.
        if config.trapper || config.inquisitor || config.agendas.is_some() {
            writeln!(
                out,
                "\nWhat {seat} did and saw in secret during play (its own agenda, and the \
                 events addressed to it alone):"
            )?;
            if secrets.is_empty() {
                writeln!(
                    out,
                    "  Nothing: {seat} never set a card aside as the leader and never inspected \
                     anyone."
                )?;
            }
            for (round, secret) in secrets {
                match secret {
                    Secret::Agenda(names) => writeln!(
                        out,
                        "  Before round 1: you sealed a hidden agenda accusing {} of being a spy \
                         (HA1).",
                        seat_list(*names)
                    )?,
                    Secret::Event(Event::TrappedCardSeen { member, card }) => writeln!(
                        out,
                        "  Round {round}: as leader you set aside {member}'s card and saw it: {} \
                         (TR2; nobody else knows).",
                        card_name(*card)
                    )?,
                    Secret::Event(Event::LoyaltyShown { target, allegiance }) => writeln!(
                        out,
                        "  Before round {round}: you inspected {target}; their loyalty card showed \
                         {} (IQ2; nobody else knows).",
                        loyalty_name(*allegiance)
                    )?,
                    Secret::Event(other) => writeln!(out, "  Round {round}: {other:?}")?,
                }
            }
        }

        let live = last_live_view;
        let modules_on = config.assassin.is_some()
            || config.trapper
            || config.defector.is_some()
            || config.inquisitor
            || config.agendas.is_some();
        if modules_on {
            writeln!(
                out,
                "\nSeat {0}'s own secrets in its view just before the end (Game::view(Seat({0})) \
                 in round {1}):",
                seat.0, live.table.round
            )?;
            writeln!(
                out,
                "  Card: {}; plays for {}{}.",
                role_name(live.role),
                side_name(live.allegiance),
                if live.allegiance == live.role.allegiance() {
                    ""
                } else {
                    " (a loyalty switch turned it, DF3)"
                }
            )?;
            if config.agendas.is_some() {
                match live.agenda {
                    Some(names) => writeln!(
                        out,
                        "  Hidden agenda: accuses {}; {}.",
                        seat_list(names),
                        if live
                            .table
                            .agendas
                            .iter()
                            .any(|a| a.owner == seat && a.revealed.is_some())
                        {
                            "turned face up"
                        } else {
                            "still face down"
                        }
                    )?,
                    None => writeln!(out, "  Hidden agenda: not chosen.")?,
                }
            }
            if config.trapper {
                let trapped: Vec<String> = live
                    .trapped
                    .iter()
                    .map(|t| {
                        format!(
                            "round {}, {}'s card ({})",
                            t.round,
                            t.member,
                            card_name(t.card)
                        )
                    })
                    .collect();
                writeln!(out, "  Cards it set aside and saw: {}.", and_list(&trapped))?;
            }
            if config.inquisitor {
                let inspections: Vec<String> = live
                    .inspections
                    .iter()
                    .map(|r| {
                        format!(
                            "after mission {}, {} showed {}",
                            r.inspection.round,
                            r.inspection.target,
                            loyalty_name(r.shown)
                        )
                    })
                    .collect();
                writeln!(out, "  Its inspections: {}.", and_list(&inspections))?;
            }
        }
        Ok(())
    }
}

fn view(game: &Game, seat: Seat) -> io::Result<PlayerView> {
    game.view(seat)
        .map_err(|error| io::Error::other(error.to_string()))
}

/// The final reveal (B13, TR3, IQ2, HA5) in words.
fn tell_final_reveal(
    out: &mut impl Write,
    config: &GameConfig,
    reveal: &FinalReveal,
) -> io::Result<()> {
    writeln!(
        out,
        "\n=== The final reveal (B13: everything hidden is shown to all) ==="
    )?;
    writeln!(out, "Roles, and the side each seat ended on:")?;
    for (index, (&role, &side)) in reveal
        .roles
        .iter()
        .zip(reveal.allegiances.iter())
        .enumerate()
    {
        let seat = Seat(index as u8);
        let switched = if side == role.allegiance() {
            String::new()
        } else {
            format!(", switched to {}", side_name(side))
        };
        writeln!(
            out,
            "  {seat}: {}{switched}; {}.",
            role_name(role),
            if reveal.winners.contains(seat) {
                "won"
            } else {
                "lost"
            }
        )?;
    }
    writeln!(out, "Winners: {}.", seat_list(reveal.winners))?;
    let mut any_fail = false;
    for (index, &failed_by) in reveal.failed_by.iter().enumerate() {
        if !failed_by.is_empty() {
            any_fail = true;
            writeln!(
                out,
                "Mission {}: Fail played by {}.",
                index + 1,
                seat_list(failed_by)
            )?;
        }
    }
    if !any_fail {
        writeln!(out, "Nobody played a Fail card.")?;
    }
    if config.trapper {
        for trapped in reveal.trapped.iter() {
            writeln!(
                out,
                "Round {}: {} set aside {}'s card, which was {} (TR3).",
                trapped.round,
                trapped.leader,
                trapped.member,
                card_name(trapped.card)
            )?;
        }
    }
    if config.inquisitor {
        if reveal.inspections.is_empty() {
            writeln!(out, "Nobody was inspected.")?;
        }
        for result in reveal.inspections.iter() {
            writeln!(
                out,
                "After mission {}: {} inspected {}, whose loyalty card showed {} (IQ2).",
                result.inspection.round,
                result.inspection.holder,
                result.inspection.target,
                loyalty_name(result.shown)
            )?;
        }
    }
    if config.agendas.is_some() {
        let right = reveal.accusations.iter().filter(|a| a.right).count();
        writeln!(
            out,
            "Hidden agendas, all face up now (HA5): {right} of {} accusations named a spy.",
            reveal.accusations.len()
        )?;
        for accusation in reveal.accusations.iter() {
            writeln!(
                out,
                "  {} accused {}: {}.",
                accusation.owner,
                accusation.named,
                if accusation.right {
                    "right, a spy at the end"
                } else {
                    "wrong, Resistance at the end"
                }
            )?;
        }
    }
    Ok(())
}

/// Turns public events into English. Remembers what later events need: the fails a
/// mission needed, the score, and whose card the Trapper set aside.
#[derive(Default)]
struct Narrator {
    fails_needed: u8,
    successes: u8,
    failures: u8,
    set_aside: Option<Seat>,
    first_inquisitor: Option<Seat>,
}

impl Narrator {
    fn tell(&mut self, out: &mut impl Write, event: &Event) -> io::Result<()> {
        match *event {
            Event::GameStarted {
                players,
                first_leader,
                ..
            } => {
                writeln!(
                    out,
                    "{players} players sit down; {first_leader} is drawn as the first leader."
                )?;
                if let Some(holder) = self.first_inquisitor {
                    writeln!(
                        out,
                        "The Inquisitor token goes to {holder}, to the right of the first \
                         leader (IQ1)."
                    )?;
                }
                Ok(())
            }
            Event::AgendaChoiceBegan => writeln!(
                out,
                "\nBefore round 1 every player secretly seals a hidden agenda: an accusation \
                 naming who they think is a spy (HA1). Nobody sees what anyone wrote."
            ),
            Event::AgendaChosen { seat } => {
                writeln!(out, "  {} seals a hidden agenda.", capitalized(seat))
            }
            Event::AgendaRevealed { seat, names } => writeln!(
                out,
                "  {} turns their hidden agenda face up: it accuses {} (HA3).",
                capitalized(seat),
                seat_list(names)
            ),
            Event::RoundStarted {
                round,
                leader,
                team_size,
                fails_needed,
            } => {
                self.fails_needed = fails_needed;
                writeln!(
                    out,
                    "\nRound {round}: {leader} leads. The team has {team_size} members; {} \
                     the mission.",
                    match fails_needed {
                        1 => "one Fail card sinks".to_owned(),
                        n => format!("it takes {n} Fail cards to sink"),
                    }
                )
            }
            Event::LoyaltyCardFlipped { card, .. } => match card {
                LoyaltyCard::NoChange => writeln!(
                    out,
                    "  A loyalty card is flipped: No Change. The Defectors keep their sides \
                     (DF3)."
                ),
                LoyaltyCard::SwitchAllegiance => writeln!(
                    out,
                    "  A loyalty card is flipped: Switch Allegiance! The two Defectors, \
                     whoever they are, secretly swap sides (DF3)."
                ),
            },
            Event::TeamProposed {
                attempt,
                leader,
                team,
                ..
            } => writeln!(
                out,
                "  Proposal {attempt}: {leader} proposes {}.",
                seat_list(team)
            ),
            Event::VotesRevealed {
                approvals,
                rejections,
                approved,
                ..
            } => writeln!(
                out,
                "    Votes: {} {}; {} {}. The team is {}, {} to {}.",
                seat_list(approvals),
                if approvals.len() == 1 || approvals.is_empty() {
                    "approves"
                } else {
                    "approve"
                },
                seat_list(rejections),
                if rejections.len() == 1 || rejections.is_empty() {
                    "rejects"
                } else {
                    "reject"
                },
                if approved { "approved" } else { "rejected" },
                approvals.len(),
                rejections.len(),
            ),
            Event::LeadershipPassed { leader, rejections } => writeln!(
                out,
                "    {rejections} of {REJECTIONS_TO_LOSE} teams rejected this round; \
                 {leader} leads now."
            ),
            Event::TrappingBegan { leader } => writeln!(
                out,
                "  Every card is in. {}, the leader, picks one to set aside unseen by the \
                 others (TR2).",
                capitalized(leader)
            ),
            Event::CardSetAside { leader, member } => {
                self.set_aside = Some(member);
                writeln!(
                    out,
                    "  {} sets aside {member}'s card: only the leader sees it, and it is not \
                     counted.",
                    capitalized(leader)
                )
            }
            Event::MissionResolved {
                round,
                team,
                fails,
                succeeded,
            } => {
                if succeeded {
                    self.successes += 1;
                } else {
                    self.failures += 1;
                }
                let cards = match fails {
                    0 => "no Fail card".to_owned(),
                    1 => "1 Fail card".to_owned(),
                    n => format!("{n} Fail cards"),
                };
                let verdict = match (succeeded, fails) {
                    (true, 0) => "succeeds".to_owned(),
                    (true, _) => format!("succeeds anyway ({} needed)", self.fails_needed),
                    (false, _) => "fails".to_owned(),
                };
                let played = match self.set_aside.take() {
                    Some(_) => format!(
                        "the {} cards counted held {cards}",
                        team.len().saturating_sub(1)
                    ),
                    None => format!("the team played {cards}"),
                };
                writeln!(
                    out,
                    "  Mission {round} {verdict}: {played}. Score: {} succeeded, {} failed.",
                    self.successes, self.failures
                )
            }
            Event::InquisitionBegan { holder } => writeln!(
                out,
                "\n  {} holds the Inquisitor token and must look at someone's loyalty card \
                 before the next round (IQ2).",
                capitalized(holder)
            ),
            Event::PlayerInspected { holder, target } => writeln!(
                out,
                "  {} inspects {target}'s loyalty card; what it shows is for {holder} alone. \
                 The token passes to {target} (IQ3).",
                capitalized(holder)
            ),
            Event::AssassinationBegan => writeln!(
                out,
                "\nThree missions have succeeded, but it is not over: the Assassin, whoever \
                 that is, now names the player they believe is the Commander (AS4)."
            ),
            Event::PlayerLeft {
                seat,
                awaiting_substitute,
            } => writeln!(
                out,
                "  Seat {} leaves the game{}.",
                seat.0,
                if awaiting_substitute {
                    "; the seat waits for a substitute"
                } else {
                    ""
                }
            ),
            Event::SeatClaimed { seat } => writeln!(out, "  A substitute takes over {seat}."),
            Event::GameEnded { winner, reason } => {
                let why = match reason {
                    EndReason::ThreeSuccesses => "three missions succeeded".to_owned(),
                    EndReason::ThreeFailures => "three missions failed".to_owned(),
                    EndReason::FiveRejections => {
                        format!("{REJECTIONS_TO_LOSE} teams were rejected in one round")
                    }
                    EndReason::Abandoned { seat } => format!("{seat} left the game"),
                    EndReason::CommanderAssassinated { assassin, target } => {
                        format!("the Assassin, {assassin}, named {target}, who was the Commander")
                    }
                    EndReason::AssassinMissed { assassin, target } => format!(
                        "the Assassin, {assassin}, named {target}, who was not the Commander"
                    ),
                    other => format!("{other:?}"),
                };
                let who = match winner {
                    Some(Allegiance::Resistance) => "the Resistance wins",
                    Some(Allegiance::Spy) => "the spies win",
                    None => "nobody wins",
                };
                writeln!(out, "\nGame over: {who}, because {why}.")
            }
            Event::RolesRevealed { roles } => {
                let dealt = |side: Allegiance| -> SeatSet {
                    (0..)
                        .zip(roles.iter())
                        .filter(|(_, role)| role.allegiance() == side)
                        .map(|(index, _)| Seat(index))
                        .collect()
                };
                writeln!(
                    out,
                    "Every role is revealed: the spies were dealt to {}; the Resistance to {}.",
                    seat_list(dealt(Allegiance::Spy)),
                    seat_list(dealt(Allegiance::Resistance))
                )
            }
            // Who has voted or played a card is public too, but the revealed votes
            // and the mission result that follow say all of it.
            Event::VoteCast { .. } | Event::MissionCardPlayed { .. } => Ok(()),
            // Private events never reach the public story; newer events are shown raw.
            ref other => writeln!(out, "  ({other:?})"),
        }
    }
}

/// The modules of `config`, in words.
fn describe(config: &GameConfig) -> String {
    let mut parts = Vec::new();
    if let Some(options) = config.assassin {
        let mut characters = vec!["Commander", "Assassin"];
        for (on, name) in [
            (options.body_guard, "Body Guard"),
            (options.false_commander, "False Commander"),
            (options.deep_cover, "Deep Cover"),
            (options.blind_spy, "Blind Spy"),
        ] {
            if on {
                characters.push(name);
            }
        }
        parts.push(format!("Assassin ({})", and_list(&characters)));
    }
    if config.trapper {
        parts.push("Trapper".to_owned());
    }
    match config.defector {
        Some(DefectorVariant::KnowEachOther) => {
            parts.push("Defectors (variant 2: they know each other)".to_owned());
        }
        Some(_) => parts.push("Defectors".to_owned()),
        None => {}
    }
    if config.inquisitor {
        parts.push("Inquisitor".to_owned());
    }
    match config.agendas {
        Some(AgendaKind::Double) => parts.push("hidden agendas (two names each)".to_owned()),
        Some(_) => parts.push("hidden agendas (one name each)".to_owned()),
        None => {}
    }
    if parts.is_empty() {
        "none, the base game".to_owned()
    } else {
        parts.join(", ")
    }
}

fn role_name(role: Role) -> String {
    match role {
        Role::Resistance => "a member of the Resistance",
        Role::Spy => "a Spy",
        Role::Commander => "the Commander (Resistance)",
        Role::Assassin => "the Assassin (spy)",
        Role::BodyGuard => "the Body Guard (Resistance)",
        Role::FalseCommander => "the False Commander (spy)",
        Role::DeepCover => "the Deep Cover (spy)",
        Role::BlindSpy => "the Blind Spy (spy)",
        Role::ResistanceDefector => "the Resistance Defector",
        Role::SpyDefector => "the Spy Defector",
        other => return format!("{other:?}"),
    }
    .to_owned()
}

fn side_name(side: Allegiance) -> &'static str {
    match side {
        Allegiance::Resistance => "the Resistance",
        Allegiance::Spy => "the spies",
    }
}

/// What a loyalty card shows (AS5): the side only, never the character.
fn loyalty_name(side: Allegiance) -> &'static str {
    match side {
        Allegiance::Resistance => "\"Resistance\"",
        Allegiance::Spy => "\"Spy\"",
    }
}

fn card_name(card: MissionCard) -> &'static str {
    match card {
        MissionCard::Success => "Success",
        MissionCard::Fail => "Fail",
    }
}

/// "Seat 3".
fn capitalized(seat: Seat) -> String {
    format!("Seat {}", seat.0)
}

/// "seat 3", "seats 1 and 3", "seats 1, 3 and 5", "nobody".
fn seat_list(seats: SeatSet) -> String {
    match seats.len() {
        0 => "nobody".to_owned(),
        1 => format!("seat {}", seat_numbers(seats)),
        _ => format!("seats {}", seat_numbers(seats)),
    }
}

/// "3", "1 and 3", "1, 3 and 5", "none".
fn seat_numbers(seats: SeatSet) -> String {
    let numbers: Vec<String> = seats.iter().map(|seat| seat.0.to_string()).collect();
    and_list(&numbers)
}

/// "a", "a and b", "a, b and c", "none".
fn and_list(items: &[impl AsRef<str>]) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    match items.split_last() {
        None => "none".to_owned(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// `--cells`: one game of Cells, the 3–4 player variant (CE1–CE8), played by bots
/// that choose at random among the legal moves: its public story, then what one seat
/// remembers, set against the truth the end reveals.
mod cells_story {
    use super::{Modules, Options, and_list, card_name, seat_list, usage_error};
    use resistance_core::{
        Allegiance, GameRng, Seat,
        cells::{
            CellsCommand, CellsConfig, CellsEvent, CellsGame, CellsPlayerView, Character,
            MissionPile, Position, Slot,
        },
    };
    use resistance_examples::bot_rng;
    use std::{
        io::{self, Write},
        process::ExitCode,
    };

    /// Players of a Cells game when `--players` is not given.
    const DEFAULT_PLAYERS: u8 = 4;

    pub(super) fn run(options: &Options) -> ExitCode {
        if options.modules != Modules::default() {
            return usage_error("the Hidden Agenda modules are not part of Cells (--cells)");
        }
        let players = if options.players_given {
            options.players
        } else {
            DEFAULT_PLAYERS
        };
        let mut game = match CellsGame::new(CellsConfig::new(players, options.seed)) {
            Ok(game) => game,
            Err(error) => return usage_error(&error.to_string()),
        };
        let seat = Seat(options.seat);
        if let Err(error) = game.view(seat) {
            return usage_error(&error.to_string());
        }
        let mut stdout = io::stdout().lock();
        match tell(&mut stdout, &mut game, seat) {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) if error.kind() == io::ErrorKind::BrokenPipe => ExitCode::SUCCESS,
            Err(error) => {
                eprintln!("demo: {error}");
                ExitCode::FAILURE
            }
        }
    }

    /// A random legal move: first a random kind of move among those some seat may
    /// make, then a random move of that kind. (Drawing among all moves alike would
    /// pick one of the dozens of pairs to scout nearly every turn and seldom a
    /// mission.)
    fn next_move(game: &CellsGame, rng: &mut GameRng) -> Option<(Seat, CellsCommand)> {
        let moves: Vec<(Seat, CellsCommand)> = (0..game.players())
            .map(Seat)
            .flat_map(|seat| {
                game.legal_commands(seat)
                    .into_iter()
                    .map(move |c| (seat, c))
            })
            .collect();
        let mut kinds: Vec<_> = moves.iter().map(|(_, c)| c.kind()).collect();
        kinds.sort_by_key(|kind| format!("{kind:?}"));
        kinds.dedup();
        let kind = *kinds.get(rng.below(kinds.len() as u32) as usize)?;
        let of_kind: Vec<_> = moves
            .into_iter()
            .filter(|(_, c)| c.kind() == kind)
            .collect();
        of_kind
            .get(rng.below(of_kind.len() as u32) as usize)
            .copied()
    }

    fn tell(out: &mut impl Write, game: &mut CellsGame, seat: Seat) -> io::Result<()> {
        let config = *game.config();
        writeln!(
            out,
            "Cells, the {}-player variant: seed {}. Each player runs a cell of three \
             character cards and plays from memory. Bots play every seat, choosing at \
             random among legal moves.",
            config.players, config.seed
        )?;
        writeln!(out, "\n=== The public story (what a spectator sees) ===")?;
        let mut bots = bot_rng(config.seed);
        let mut steps = 0u32;
        let mut live = view(game, seat)?;
        let hand = live.hand;
        let mut row = None;
        writeln!(
            out,
            "{} character cards, {} of them spies, are dealt three to each player; seat {} \
             takes the first turn (CE1, CE3).",
            3 * config.players,
            config.players + 1,
            game.player().0
        )?;
        while let Some((actor, command)) = next_move(game, &mut bots) {
            let outcome = game.apply(actor, command).map_err(|error| {
                io::Error::other(format!(
                    "the engine refused a move it listed: {actor} sent {command:?}: {error}"
                ))
            })?;
            steps += 1;
            if let (true, CellsCommand::Arrange { row: laid_out }) = (actor == seat, command) {
                row = Some(laid_out);
            }
            for event in outcome.public_events() {
                narrate(out, event)?;
            }
            if !game.is_over() {
                live = view(game, seat)?;
            }
        }
        writeln!(out, "\n{steps} commands were applied in all.")?;
        tell_memory(out, game, &live, hand, row)
    }

    fn view(game: &CellsGame, seat: Seat) -> io::Result<CellsPlayerView> {
        game.view(seat)
            .map_err(|error| io::Error::other(error.to_string()))
    }

    fn character(card: Character) -> &'static str {
        match card {
            Character::Resistance => "Resistance",
            Character::Spy => "spy",
        }
    }

    fn row_text(row: &[Character; 3]) -> String {
        row.iter()
            .map(|&c| character(c))
            .collect::<Vec<_>>()
            .join(", ")
    }

    fn place(position: Position) -> String {
        format!("seat {}'s {} card", position.seat.0, position.slot)
    }

    fn side(side: Allegiance) -> &'static str {
        match side {
            Allegiance::Resistance => "Resistance",
            Allegiance::Spy => "spy",
        }
    }

    fn narrate(out: &mut impl Write, event: &CellsEvent) -> io::Result<()> {
        match *event {
            CellsEvent::CellArranged { seat } => writeln!(
                out,
                "  Seat {} looks at its cards once and lays them out in a row (CE2).",
                seat.0
            ),
            CellsEvent::TurnStarted { turn, player } => {
                writeln!(out, "Turn {turn}: seat {}.", player.0)
            }
            CellsEvent::CharactersScouted {
                scout,
                first,
                second,
            } => writeln!(
                out,
                "  Seat {} scouts {} and {} (CE4).",
                scout.0,
                place(first),
                place(second)
            ),
            CellsEvent::CharactersReturned { .. } => writeln!(
                out,
                "  Both go back face down, swapped or not: only the scout knows."
            ),
            CellsEvent::DeckScouted { scout } => writeln!(
                out,
                "  Seat {} draws three mission cards to scout the deck (CE5).",
                scout.0
            ),
            CellsEvent::DeckReshuffled {
                remaining,
                reshuffled,
            } => writeln!(
                out,
                "  The deck holds only {remaining}: the discard pile ({reshuffled} cards) is \
                 shuffled in under them (CE5)."
            ),
            CellsEvent::DeckCardsReturned {
                returned,
                discarded,
                ..
            } => writeln!(
                out,
                "  It puts {returned} back on top in an order of its choice and discards \
                 {discarded} face down."
            ),
            CellsEvent::MissionBegan {
                mission,
                leader,
                partner,
            } => writeln!(
                out,
                "  Seat {} goes on mission {mission} with seat {} and draws three cards (CE6).",
                leader.0, partner.0
            ),
            CellsEvent::MissionCardsPassed { partner, .. } => writeln!(
                out,
                "  It discards one face down and passes two to seat {}.",
                partner.0
            ),
            CellsEvent::MissionCardPlayed { partner, card } => writeln!(
                out,
                "  Seat {} discards one and plays the other face up: {}.",
                partner.0,
                card_name(card)
            ),
            CellsEvent::CharacterExposed { position, card } => writeln!(
                out,
                "  {} is turned face up: {} (CE7).",
                capitalized(&place(position)),
                match card {
                    Character::Resistance => "Resistance",
                    Character::Spy => "a spy",
                }
            ),
            CellsEvent::MissionResolved {
                mission,
                succeeded,
                turned_to_failure,
                fail_taken_from,
                successes,
                failures,
            } => {
                let verdict = match (succeeded, turned_to_failure) {
                    (true, _) => "succeeds".to_owned(),
                    (false, true) => format!(
                        "fails after all: a player turned up two spies, and a Fail card from \
                         the {} replaces the Success (CE7)",
                        match fail_taken_from {
                            Some(MissionPile::DiscardPile) => "discard pile",
                            _ => "deck",
                        }
                    ),
                    (false, false) => "fails".to_owned(),
                };
                writeln!(
                    out,
                    "  Mission {mission} {verdict}. Score: {successes} succeeded, {failures} \
                     failed."
                )
            }
            CellsEvent::GameEnded { winner } => writeln!(
                out,
                "\nGame over: three missions {}, so the {} side wins (CE8).",
                if winner == Allegiance::Resistance {
                    "succeeded"
                } else {
                    "failed"
                },
                side(winner)
            ),
            CellsEvent::CellsRevealed { cells, winners } => {
                writeln!(out, "Every cell is revealed:")?;
                for (seat, row) in cells.iter().enumerate() {
                    let spies = row.iter().filter(|&&c| c == Character::Spy).count();
                    writeln!(
                        out,
                        "  Seat {seat}: {} ({} side)",
                        row_text(row),
                        if spies >= 2 { "spy" } else { "Resistance" }
                    )?;
                }
                writeln!(
                    out,
                    "The winners, by the cards they hold at the end: {}.",
                    seat_list(winners)
                )
            }
            // The game's start is told above; newer events are shown raw.
            CellsEvent::GameStarted { .. } => Ok(()),
            ref other => writeln!(out, "  ({other:?})"),
        }
    }

    fn capitalized(text: &str) -> String {
        let mut chars = text.chars();
        match chars.next() {
            Some(first) => first.to_uppercase().chain(chars).collect(),
            None => String::new(),
        }
    }

    /// The seat's memory just before the end, and the truth the end revealed.
    fn tell_memory(
        out: &mut impl Write,
        game: &CellsGame,
        live: &CellsPlayerView,
        hand: Option<[Character; 3]>,
        row: Option<[Character; 3]>,
    ) -> io::Result<()> {
        let seat = live.seat;
        writeln!(out, "\n=== The memory of seat {} ===", seat.0)?;
        if let (Some(hand), Some(row)) = (hand, row) {
            writeln!(
                out,
                "It looked at its hand once ({}) and laid it out as: {} (CE2).",
                row_text(&hand),
                row_text(&row)
            )?;
        }
        writeln!(
            out,
            "Its view just before the end (CellsGame::view(Seat({}))) holds what it last saw \
             at each place and in which turn, never the card lying there now (CE2):",
            seat.0
        )?;
        let truth = game
            .public_view()
            .reveal
            .ok_or_else(|| io::Error::other("the game ended without a reveal"))?;
        let mut stale = Vec::new();
        for (owner, cell) in live.memory.iter().enumerate() {
            let owner_seat = Seat(owner as u8);
            let label = if owner_seat == seat {
                "its own cell".to_owned()
            } else {
                format!("seat {owner}")
            };
            let slots: Vec<String> = Slot::ALL
                .iter()
                .zip(cell.iter())
                .map(|(slot, seen)| match seen {
                    Some(seen) => {
                        let now = truth
                            .cells
                            .get(owner)
                            .and_then(|row| row.get(slot.index()))
                            .copied();
                        if now.is_some_and(|now| now != seen.card) {
                            stale.push(place(Position::new(owner_seat, *slot)));
                        }
                        format!("{slot}: {} (turn {})", character(seen.card), seen.turn)
                    }
                    None => format!("{slot}: never seen"),
                })
                .collect();
            writeln!(out, "  {label:<13} {}", slots.join(" | "))?;
        }
        if let Some(deck) = live.deck_memory {
            let cards = |cards: &[resistance_core::MissionCard]| {
                let names: Vec<&str> = cards.iter().map(|&c| card_name(c)).collect();
                and_list(&names)
            };
            writeln!(
                out,
                "  Its last look at the mission deck (turn {}): it put back {} (top first) and \
                 discarded {} (CE5).",
                deck.turn,
                cards(&deck.returned),
                cards(&deck.discarded)
            )?;
        }
        if stale.is_empty() {
            writeln!(
                out,
                "Every card it remembers was still there at the end (CE8 revealed them all)."
            )?;
        } else {
            writeln!(
                out,
                "The end revealed that its memory had gone stale at {}: someone's scouting \
                 swapped those cards since it saw them.",
                and_list(&stale)
            )?;
        }
        writeln!(
            out,
            "\nIts memory as JSON (the view's \"memory\", seat by seat):"
        )?;
        for cell in live.memory.iter() {
            writeln!(
                out,
                "  {}",
                serde_json::to_string(cell).map_err(io::Error::other)?
            )?;
        }
        Ok(())
    }
}
