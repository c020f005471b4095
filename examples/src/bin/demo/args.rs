//! The command line: its help text, the parsing of flags into [`Options`], and the
//! base game's configuration the options ask for. Errors are one-line messages for
//! the user; `main` prints them with a hint and exits with code 2.

use crate::{
    style::ColorChoice,
    words::{seat_number, seat_typed},
};
use resistance_core::{
    GameConfig, MAX_PLAYERS, MAX_SEED, MIN_PLAYERS, Seat, agenda::AgendaKind,
    assassin::AssassinOptions, defector::DefectorVariant, script::Language, script::Naming,
};
use resistance_examples::{OptionalSpy, fit_special_spies_keeping};
use std::ffi::OsString;

/// The help: every line fits in 80 columns (a test checks it). Rule ids stay out of
/// it, as out of all a player reads; the modules' rules are in docs/rules.md.
pub(crate) const USAGE: &str = "\
Plays one game of The Resistance with random-legal bots in every seat: prints
the opening script, the public story and its vote history, one seat's private
view and the final reveal. With --play K you play seat K yourself, against
logical bots.

Usage: demo [--players N] [--seed S] [--seat K | --play K] [--language L]
            [--names NAMES] [--color WHEN] [MODULES...]

Seats are numbered from 1 to N, in the options and in all the demo prints (its
JSON views number them from 0, as the engine does).

Options:
  --players N          number of players, 5 to 10 (default 7)
  --seed S             seed of the game and of the bots (default: a secure
                       random seed, printed so that the game can be played
                       again; with --play only once the game is over, since it
                       deals every role)
  --seat K             the seat whose private view is shown, 1 to N (default 1)
  --play K             play seat K yourself: at each of its decisions you see
                       what seat K may know and type the number of a legal
                       command, or as leader the team's seat numbers (2 4 5);
                       h shows the vote history, Ctrl-D leaves. Nothing secret
                       of the others is shown until the final reveal. Works
                       with --cells too (without the history)
  --language L         language of the opening script: en, ru or vi (default en)
  --names NAMES        the cards' names: resistance (the Commander, the Body
                       Guard, ...) or avalon (Merlin, Percival, Morgana,
                       Mordred, Oberon, the Lady of the Lake; docs/avalon.md),
                       for the script and the story; the rules are the same
  --cells              play Cells, the 3-4 player variant, instead: 3 or 4
                       players (default 4); prints the public story and the
                       memory view of --seat; takes no module
  --color WHEN         colour: auto (on a terminal, unless NO_COLOR is set),
                       always or never (default auto)
  -h, --help           show this help

Hidden Agenda modules (default: none, the base game):
  --assassin           the Assassin module: a Commander and an Assassin
  --body-guard         add the Body Guard (implies --assassin)
  --false-commander    add the False Commander (implies --assassin; needs
                       --body-guard)
  --deep-cover         add the Deep Cover (implies --assassin)
  --blind-spy          add the Blind Spy (implies --assassin)
  --trapper            the Trapper module
  --defector           the Defector module
  --defector-variant2  Defectors who know each other (implies --defector)
  --inquisitor         the Inquisitor
  --agendas            hidden agendas, one accusation each
  --double-agendas     hidden agendas of two accusations (implies --agendas)
  --single-or-double-agendas
                       hidden agendas of one accusation or two, each player's
                       secret choice (implies --agendas)
  --plot-cards         the plot cards of The Plot Thickens
  --all-modules        every module and the plot cards, with every optional
                       character the player count has spies for (spy
                       characters not named are left out to fit)";

/// The module switches of the command line, as given.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(crate) struct Modules {
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
    single_or_double_agendas: bool,
    plot_cards: bool,
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
            "--single-or-double-agendas" => &mut self.single_or_double_agendas,
            "--plot-cards" => &mut self.plot_cards,
            "--all-modules" => &mut self.all,
            _ => return false,
        };
        *switch = true;
        true
    }
}

/// What the command line asked for.
#[derive(Debug, Clone, Copy)]
pub(crate) struct Options {
    pub(crate) players: u8,
    /// `--players` was given (a Cells game defaults to 4 players, not 7).
    pub(crate) players_given: bool,
    /// `--cells`: play the Cells variant.
    pub(crate) cells: bool,
    pub(crate) seed: u64,
    /// The seat shown (`--seat K`) or played (`--play K`). K counts from 1, as
    /// everything the demo tells a person does; the engine's `Seat` from 0.
    pub(crate) seat: Seat,
    /// `--play K`: seat K is played from the keyboard (and is the seat shown).
    pub(crate) play: bool,
    /// `--seat` was given (it may not name another seat than `--play`).
    seat_given: bool,
    pub(crate) color: ColorChoice,
    pub(crate) language: Language,
    /// `--names`: the cards' names in the script and the story.
    pub(crate) naming: Naming,
    pub(crate) modules: Modules,
}

impl Default for Options {
    fn default() -> Self {
        Options {
            players: 7,
            players_given: false,
            cells: false,
            // A game nobody chose the seed of gets a secure one (the seed deals every
            // role); the story prints it, so `--seed` can play the game again (with
            // `--play`, only after the game: base_game::tell_seed_at_end).
            seed: resistance_core::secure_seed().expect("the system gives a secure seed"),
            seat: Seat(0),
            play: false,
            seat_given: false,
            color: ColorChoice::Auto,
            language: Language::English,
            naming: Naming::Resistance,
            modules: Modules::default(),
        }
    }
}

/// What the command line asks the demo to do.
pub(crate) enum Request {
    /// Play and tell a game.
    Play(Options),
    /// Print [`USAGE`].
    Help,
}

/// Parses switches, `--flag value` and `--flag=value`. Errors are one-line messages
/// for the user.
pub(crate) fn parse_args(args: impl IntoIterator<Item = OsString>) -> Result<Request, String> {
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
            "--players" | "--seed" | "--seat" | "--play" | "--language" | "--names" | "--color"
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
            "--names" => {
                options.naming = match value.to_ascii_lowercase().as_str() {
                    "resistance" => Naming::Resistance,
                    "avalon" => Naming::Avalon,
                    _ => {
                        return Err(format!(
                            "--names takes resistance or avalon (the cards' names), not '{value}'"
                        ));
                    }
                };
            }
            "--color" => options.color = ColorChoice::parse(&value)?,
            _ => {
                let seat = value.parse().ok().and_then(seat_typed).ok_or_else(|| {
                    format!(
                        "{flag} takes a seat number from 1 to the number of players, \
                         not '{value}'"
                    )
                })?;
                let (given, other) = if flag == "--play" {
                    options.play = true;
                    (options.seat_given, "--seat")
                } else {
                    options.seat_given = true;
                    (options.play, "--play")
                };
                if given && seat != options.seat {
                    return Err(format!(
                        "--play and --seat name different seats: --play K shows seat K, \
                         leave out {other}"
                    ));
                }
                options.seat = seat;
            }
        }
    }
    Ok(Request::Play(options))
}

impl Options {
    /// The usage error for a seat that a table of `players` does not have, in the
    /// numbers the user typed (from 1); the engine's own error counts from 0.
    pub(crate) fn check_seat(&self, players: u8) -> Result<(), String> {
        if self.seat.0 < players {
            return Ok(());
        }
        Err(format!(
            "there is no seat {}: a table of {players} players has seats 1 to {players}",
            seat_number(self.seat)
        ))
    }
}

/// The configuration the options ask for, and the optional characters
/// `--all-modules` left out to fit the player count. Not validated:
/// [`resistance_core::Game::start`] reports what is wrong with it.
pub(crate) fn build_config(options: &Options) -> (GameConfig, Vec<OptionalSpy>) {
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
    if all || m.agendas || m.double_agendas || m.single_or_double_agendas {
        config = config.with_agendas(if m.single_or_double_agendas {
            AgendaKind::SingleOrDouble
        } else if m.double_agendas {
            AgendaKind::Double
        } else {
            AgendaKind::Single
        });
    }
    if all || m.plot_cards {
        config = config.with_plot_cards();
    }
    if !all {
        return (config, Vec::new());
    }
    // Special spies nobody named are dropped, in the library's order, while the deal
    // has more of them than the player count has spies (AS1, DF1). Named ones stay:
    // if they alone do not fit, the engine's error says so.
    let named = |spy| match spy {
        OptionalSpy::BlindSpy => m.blind_spy,
        OptionalSpy::DeepCover => m.deep_cover,
        OptionalSpy::FalseCommander => m.false_commander,
        OptionalSpy::Defectors => m.defector || m.defector_variant2,
    };
    let fitted = fit_special_spies_keeping(config, named);
    (fitted, OptionalSpy::left_out(&config, &fitted))
}
