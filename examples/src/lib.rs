//! Shared pieces of the example programs: the core's random table
//! ([`resistance_core::bot::playout`], re-exported here), a bot that plays random
//! legal moves without touching the heap, in the base game and with any module;
//! helpers that build module combinations which fit the player count, and name them
//! in words for the demo's and the benchmark's headers; and a global allocator that
//! counts allocations, so the benchmark and the tests can show that the engine does
//! not allocate either.
//!
//! ```
//! use resistance_core::GameConfig;
//! use resistance_examples::{all_modules, play_game};
//!
//! let (game, steps) = play_game(GameConfig::new(7, 2026), 2026).unwrap();
//! assert!(game.is_over());
//! assert!(steps > 0);
//!
//! let (game, _) = play_game(all_modules(7, 2026), 2026).unwrap();
//! assert!(game.is_over());
//! ```
#![deny(missing_docs)]

pub mod counting_alloc;

use resistance_core::{
    Command, ConfigError, Game, GameConfig, GameRng, Outcome, Seat, agenda::AgendaKind,
    assassin::AssassinOptions, defector::DefectorVariant,
};

/// Mixed into the bot's seed so that a bot seeded with the same number as the game
/// does not draw the very stream the game's own generator draws (both are seeded
/// through [`GameRng::from_seed_number`]).
const BOT_SEED_SALT: u64 = 0xB07_B07_B07_B07;

/// The generator a bot seeded with `seed` draws from.
pub fn bot_rng(seed: u64) -> GameRng {
    GameRng::from_seed_number(seed ^ BOT_SEED_SALT)
}

/// The random table the examples and the bench play with (it lives in the core,
/// beside [`Game::random_playout`], which plays it fastest).
pub use resistance_core::bot::playout::{
    next_step, random_command, random_member, random_plot_command, random_team,
};

/// Plays `game` to the end with bots drawing from `rng`, handing every accepted
/// command and its outcome to `observe`. Returns the number of commands applied.
///
/// # Panics
///
/// If the engine refuses a command that [`Game::choices`] offered: the two are
/// answered by the same checks, so that would be an engine bug.
pub fn run_game(
    game: &mut Game,
    rng: &mut GameRng,
    mut observe: impl FnMut(Seat, &Command, &Outcome),
) -> u32 {
    let mut steps = 0;
    while let Some((seat, command)) = next_step(game, rng) {
        match game.apply(seat, command) {
            Ok(outcome) => observe(seat, &command, &outcome),
            Err(error) => panic!(
                "the engine refused a command its own choices offered: \
                 {seat} sent {command:?}: {error}"
            ),
        }
        steps += 1;
    }
    steps
}

/// Plays a whole game of `config` with bots seeded by `bot_seed`; returns the
/// finished game and the number of commands applied.
///
/// # Errors
///
/// The configuration's error when [`Game::new`] refuses it.
///
/// # Panics
///
/// Like [`run_game`], only on an engine bug.
pub fn play_game(config: GameConfig, bot_seed: u64) -> Result<(Game, u32), ConfigError> {
    let mut game = Game::new(config)?;
    let steps = run_game(&mut game, &mut bot_rng(bot_seed), |_, _, _| {});
    Ok((game, steps))
}

/// Every bit [`config_with_modules`] reads: any `u32` masked with it picks a module
/// combination.
pub const MODULE_BITS: u32 = (1 << 13) - 1;

/// A game of `players` with the modules `bits` picks: bit 0 the Assassin, 1–4 its
/// optional characters (Body Guard; False Commander, only with the Body Guard; Deep
/// Cover; Blind Spy), 5 the Trapper, 6 the Defectors and 7 their variant 2, 8 the
/// Inquisitor, 9 hidden agendas, 10 double agendas and 12 agendas of one name or two,
/// each player's choice (over 10), 11 plot cards. Optional spies are dropped by
/// [`fit_special_spies`] until the deal fits the player count, so every `bits` gives
/// a valid configuration for 5 to 10 players.
///
/// ```
/// use resistance_examples::{MODULE_BITS, config_with_modules};
///
/// for players in 5..=10 {
///     assert!(config_with_modules(players, 1, MODULE_BITS).validate().is_ok());
/// }
/// ```
pub fn config_with_modules(players: u8, seed: u64, bits: u32) -> GameConfig {
    let bit = |i: u32| bits & (1 << i) != 0;
    let mut config = GameConfig::new(players, seed);
    if bit(0) {
        config = config.with_assassin(AssassinOptions {
            body_guard: bit(1),
            false_commander: bit(1) && bit(2),
            deep_cover: bit(3),
            blind_spy: bit(4),
        });
    }
    if bit(5) {
        config = config.with_trapper();
    }
    if bit(6) {
        config = config.with_defector(if bit(7) {
            DefectorVariant::KnowEachOther
        } else {
            DefectorVariant::Standard
        });
    }
    if bit(8) {
        config = config.with_inquisitor();
    }
    if bit(11) {
        config = config.with_plot_cards();
    }
    if bit(9) {
        config = config.with_agendas(match (bit(10), bit(12)) {
            (_, true) => AgendaKind::SingleOrDouble,
            (true, false) => AgendaKind::Double,
            (false, false) => AgendaKind::Single,
        });
    }
    fit_special_spies(config)
}

/// Every module on, with as many optional characters as `players` have spies for
/// (see [`fit_special_spies`]), standard Defectors and single agendas. For 7 players:
/// the Assassin with the Body Guard and the False Commander, the Trapper, the
/// Defectors, the Inquisitor and hidden agendas.
pub fn all_modules(players: u8, seed: u64) -> GameConfig {
    fit_special_spies(
        GameConfig::new(players, seed)
            .with_assassin(AssassinOptions::ALL)
            .with_trapper()
            .with_defector(DefectorVariant::Standard)
            .with_inquisitor()
            .with_agendas(AgendaKind::Single),
    )
}

/// `config` with special spies dropped while it deals more of them than the player
/// count has spies ([`ConfigError::TooManySpecialSpies`]): the Blind Spy first, then
/// the Deep Cover, the False Commander, and last the Defectors. Any other error is
/// left for [`Game::new`] to report.
pub fn fit_special_spies(config: GameConfig) -> GameConfig {
    fit_special_spies_keeping(config, |_| false)
}

/// Like [`fit_special_spies`], but never drops an optional spy `keep` names (the demo
/// keeps the characters its user asked for by name): if those alone do not fit,
/// [`Game::new`] reports it. No allocation, so the bench may time it.
///
/// ```
/// use resistance_core::{assassin::AssassinOptions, GameConfig};
/// use resistance_examples::{OptionalSpy, fit_special_spies_keeping};
///
/// let asked = GameConfig::new(5, 1).with_assassin(AssassinOptions::ALL);
/// let fitted = fit_special_spies_keeping(asked, |spy| spy == OptionalSpy::DeepCover);
/// // Five players have two spies: the Assassin and the Deep Cover, kept by name.
/// assert_eq!(
///     OptionalSpy::left_out(&asked, &fitted),
///     [OptionalSpy::BlindSpy, OptionalSpy::FalseCommander]
/// );
/// assert!(fitted.validate().is_ok());
/// ```
pub fn fit_special_spies_keeping(
    mut config: GameConfig,
    keep: impl Fn(OptionalSpy) -> bool,
) -> GameConfig {
    for spy in OptionalSpy::DROP_ORDER {
        if !matches!(
            config.validate(),
            Err(ConfigError::TooManySpecialSpies { .. })
        ) {
            break;
        }
        if !keep(spy) {
            spy.drop_from(&mut config);
        }
    }
    config
}

/// A special spy that [`fit_special_spies`] may leave out to fit the player count.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum OptionalSpy {
    /// The Blind Spy (AS1), dropped first.
    BlindSpy,
    /// The Deep Cover (AS1).
    DeepCover,
    /// The False Commander (AS1).
    FalseCommander,
    /// The Defectors (DF1), dropped last: a module of their own, not an Assassin option.
    Defectors,
}

impl OptionalSpy {
    /// The order [`fit_special_spies`] drops them in.
    pub const DROP_ORDER: [OptionalSpy; 4] = [
        OptionalSpy::BlindSpy,
        OptionalSpy::DeepCover,
        OptionalSpy::FalseCommander,
        OptionalSpy::Defectors,
    ];

    /// "the Blind Spy", ….
    pub fn name(self) -> &'static str {
        match self {
            OptionalSpy::BlindSpy => "the Blind Spy",
            OptionalSpy::DeepCover => "the Deep Cover",
            OptionalSpy::FalseCommander => "the False Commander",
            OptionalSpy::Defectors => "the Defectors",
        }
    }

    /// Whether `config` deals it.
    pub fn is_in(self, config: &GameConfig) -> bool {
        let assassin = config.assassin.unwrap_or_default();
        match self {
            OptionalSpy::BlindSpy => assassin.blind_spy,
            OptionalSpy::DeepCover => assassin.deep_cover,
            OptionalSpy::FalseCommander => assassin.false_commander,
            OptionalSpy::Defectors => config.defector.is_some(),
        }
    }

    /// Those `before` dealt and `after` does not, in [`Self::DROP_ORDER`].
    pub fn left_out(before: &GameConfig, after: &GameConfig) -> Vec<OptionalSpy> {
        Self::DROP_ORDER
            .into_iter()
            .filter(|spy| spy.is_in(before) && !spy.is_in(after))
            .collect()
    }

    fn drop_from(self, config: &mut GameConfig) {
        match (self, config.assassin.as_mut()) {
            (OptionalSpy::BlindSpy, Some(options)) => options.blind_spy = false,
            (OptionalSpy::DeepCover, Some(options)) => options.deep_cover = false,
            (OptionalSpy::FalseCommander, Some(options)) => options.false_commander = false,
            (OptionalSpy::Defectors, _) => config.defector = None,
            // No Assassin module, so none of its characters to drop.
            (_, None) => {}
        }
    }
}

/// The modules of `config`, in words: "Assassin (Commander, Assassin and Body
/// Guard), Trapper", or "none, the base game".
pub fn describe_modules(config: &GameConfig) -> String {
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
    let defectors = config.defector.map(|variant| match variant {
        DefectorVariant::KnowEachOther => "Defectors (variant 2: they know each other)",
        _ => "Defectors",
    });
    let agendas = config.agendas.map(|kind| match kind {
        AgendaKind::Double => "hidden agendas (two names each)",
        AgendaKind::SingleOrDouble => "hidden agendas (one name or two, each player's choice)",
        _ => "hidden agendas (one name each)",
    });
    // The other modules in the order the rules introduce them, each named when it is on.
    let others = [
        config.trapper.then_some("Trapper"),
        defectors,
        config.inquisitor.then_some("Inquisitor"),
        agendas,
        config.plot_cards.then_some("plot cards"),
    ];
    parts.extend(others.into_iter().flatten().map(str::to_owned));
    if parts.is_empty() {
        "none, the base game".to_owned()
    } else {
        parts.join(", ")
    }
}

/// "a", "a and b", "a, b and c", "none".
pub fn and_list(items: &[impl AsRef<str>]) -> String {
    let items: Vec<&str> = items.iter().map(AsRef::as_ref).collect();
    match items.split_last() {
        None => "none".to_owned(),
        Some((last, [])) => (*last).to_owned(),
        Some((last, rest)) => format!("{} and {last}", rest.join(", ")),
    }
}

/// `result` of writing to stdout, with a reader that went away (`demo | head`)
/// taken as success: what it did not read it did not want, and it is no error
/// worth a message (`print!` would panic instead).
pub fn unless_reader_left(result: std::io::Result<()>) -> std::io::Result<()> {
    match result {
        Err(error) if error.kind() == std::io::ErrorKind::BrokenPipe => Ok(()),
        other => other,
    }
}

/// What a program's command line asks for, as its `parse_args` read it: `Some` is
/// the request to run; `None` (`--help`) prints `usage` on stdout; a mistake is told
/// on stderr as "`program`: message" with the usage. `Err` is then the code the
/// program ends with: success after the help (a reader that left included, as for
/// [`unless_reader_left`]), 1 when the help cannot be written, 2 for a mistake.
pub fn requested<T>(
    program: &str,
    usage: &str,
    parsed: Result<Option<T>, String>,
) -> Result<T, std::process::ExitCode> {
    use std::{io::Write, process::ExitCode};
    match parsed {
        Ok(Some(request)) => Ok(request),
        Ok(None) => {
            let mut stdout = std::io::stdout().lock();
            let written = writeln!(stdout, "{usage}").and_then(|()| stdout.flush());
            match unless_reader_left(written) {
                Ok(()) => Err(ExitCode::SUCCESS),
                Err(error) => {
                    eprintln!("{program}: stdout: {error}");
                    Err(ExitCode::FAILURE)
                }
            }
        }
        Err(message) => {
            eprintln!("{program}: {message}\n{usage}");
            Err(ExitCode::from(2))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use resistance_core::{
        Choices, SeatSet, TeamChoice, agenda::AgendaCommand, assassin::AssassinCommand,
        inquisitor::InquisitorCommand, trapper::TrapperCommand,
    };

    #[test]
    fn random_teams_have_the_asked_size_and_stay_in_range() {
        let mut rng = bot_rng(1);
        for players in 5..=10 {
            let from = SeatSet::all(players);
            for size in 0..=players {
                let team = random_team(TeamChoice { size, from }, &mut rng);
                assert_eq!(team.len(), size);
                assert!(team.is_subset(from));
            }
        }
    }

    #[test]
    fn every_seat_gets_onto_random_teams() {
        let mut rng = bot_rng(2);
        let from = SeatSet::all(10);
        let mut seen = SeatSet::EMPTY;
        for _ in 0..200 {
            seen = seen.union(random_team(TeamChoice { size: 2, from }, &mut rng));
        }
        assert_eq!(seen, from);
    }

    #[test]
    fn bot_games_end_for_every_player_count() {
        for players in 5..=10 {
            for seed in 0..20 {
                let (game, steps) = play_game(GameConfig::new(players, seed), seed).unwrap();
                assert!(game.is_over(), "{players} players, seed {seed}");
                assert!(steps > 0);
            }
        }
    }

    /// Two bot games of `config` with the same bot seed are the same game.
    fn assert_same_seeds_replay_the_same_game(config: GameConfig) {
        let (a, steps_a) = play_game(config, 5).unwrap();
        let (b, steps_b) = play_game(config, 5).unwrap();
        assert_eq!(steps_a, steps_b);
        assert_eq!(a, b);
    }

    #[test]
    fn same_seeds_replay_the_same_game() {
        assert_same_seeds_replay_the_same_game(GameConfig::new(7, 99));
    }

    #[test]
    fn random_members_stay_in_the_set_and_reach_all_of_it() {
        let mut rng = bot_rng(3);
        assert_eq!(random_member(SeatSet::EMPTY, &mut rng), None);
        let set: SeatSet = [Seat(1), Seat(4), Seat(9)].into_iter().collect();
        let mut seen = SeatSet::EMPTY;
        for _ in 0..100 {
            let seat = random_member(set, &mut rng).unwrap();
            assert!(set.contains(seat));
            seen.insert(seat);
        }
        assert_eq!(seen, set);
    }

    /// Choices with only the given fields set.
    fn only(set: impl FnOnce(&mut Choices)) -> Choices {
        let mut choices = Choices::default();
        set(&mut choices);
        choices
    }

    #[test]
    fn the_bot_answers_every_module_choice() {
        let mut rng = bot_rng(4);
        let me = Seat(2);
        let targets: SeatSet = [Seat(0), Seat(3), Seat(5)].into_iter().collect();
        for _ in 0..50 {
            let choices = only(|c| c.set_aside = Some(targets));
            assert!(matches!(
                random_command(me, &choices, &mut rng),
                Some(Command::Trapper(TrapperCommand::SetAside { member })) if targets.contains(member)
            ));
            let choices = only(|c| c.inspect = Some(targets));
            assert!(matches!(
                random_command(me, &choices, &mut rng),
                Some(Command::Inquisitor(InquisitorCommand::Inspect { target })) if targets.contains(target)
            ));
            let choices = only(|c| c.assassinate = Some(targets));
            assert!(matches!(
                random_command(me, &choices, &mut rng),
                Some(Command::Assassin(AssassinCommand::Assassinate { target })) if targets.contains(target)
            ));
            let agenda = TeamChoice {
                size: 2,
                from: SeatSet::all(7),
            };
            let choices = only(|c| c.choose_agenda = Some(agenda));
            let Some(Command::Agenda(AgendaCommand::ChooseAgenda { names })) =
                random_command(me, &choices, &mut rng)
            else {
                panic!("no agenda chosen");
            };
            let names: SeatSet = names.iter().copied().collect();
            assert_eq!(names.len(), 2);
            assert!(names.is_subset(agenda.from));
        }
        // HA2: offered one name or two, the bot seals either, both over a few tries.
        let one_or_two = only(|c| {
            c.choose_agenda = Some(TeamChoice {
                size: 1,
                from: SeatSet::all(7),
            });
            c.choose_double_agenda = Some(TeamChoice {
                size: 2,
                from: SeatSet::all(7),
            });
        });
        let sizes: std::collections::BTreeSet<usize> = (0..64)
            .map(|_| match random_command(me, &one_or_two, &mut rng) {
                Some(Command::Agenda(AgendaCommand::ChooseAgenda { names })) => names.len(),
                other => panic!("no agenda chosen: {other:?}"),
            })
            .collect();
        assert_eq!(sizes.into_iter().collect::<Vec<_>>(), [1, 2]);
        // Revealing is the last resort: never beside anything else, the owner's own.
        let reveal = only(|c| {
            c.reveal_agenda = true;
            c.leave = true;
        });
        assert_eq!(
            random_command(me, &reveal, &mut rng),
            Some(Command::reveal_agenda(me))
        );
        let vote_or_reveal = only(|c| {
            c.reveal_agenda = true;
            c.vote = true;
        });
        assert!(matches!(
            random_command(me, &vote_or_reveal, &mut rng),
            Some(Command::Vote { .. })
        ));
        // Leaving alone is nothing the bot does.
        assert_eq!(
            random_command(me, &only(|c| c.leave = true), &mut rng),
            None
        );
    }

    #[test]
    fn every_module_bit_combination_is_valid_for_every_player_count() {
        for players in 5..=10 {
            for bits in 0..=MODULE_BITS {
                let config = config_with_modules(players, 1, bits);
                assert_eq!(
                    config.validate(),
                    Ok(()),
                    "{players} players, bits {bits:#b}"
                );
            }
        }
    }

    #[test]
    fn all_modules_for_seven_players_keeps_what_three_spies_can_hold() {
        let config = all_modules(7, 1);
        assert_eq!(
            config.assassin,
            Some(AssassinOptions {
                body_guard: true,
                false_commander: true,
                deep_cover: false,
                blind_spy: false,
            })
        );
        assert!(config.trapper && config.inquisitor);
        assert_eq!(config.defector, Some(DefectorVariant::Standard));
        assert_eq!(config.agendas, Some(AgendaKind::Single));
        for players in 5..=10 {
            let config = all_modules(players, 1);
            assert_eq!(config.validate(), Ok(()), "{players} players");
            assert!(config.defector.is_some(), "{players} players");
        }
    }

    #[test]
    fn bot_games_with_random_modules_end_and_use_every_module_command() {
        let mut kinds_seen = [false; 4];
        for players in 5..=10 {
            for seed in 0..60u64 {
                // Spread the seeds over the module bits.
                let bits = (seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 40) as u32 & MODULE_BITS;
                let config = config_with_modules(players, seed, bits);
                let mut game = Game::new(config).unwrap();
                let steps = run_game(
                    &mut game,
                    &mut bot_rng(seed),
                    |_, command, _| match command {
                        Command::Trapper(TrapperCommand::SetAside { .. }) => kinds_seen[0] = true,
                        Command::Inquisitor(InquisitorCommand::Inspect { .. }) => {
                            kinds_seen[1] = true
                        }
                        Command::Assassin(AssassinCommand::Assassinate { .. }) => {
                            kinds_seen[2] = true
                        }
                        Command::Agenda(AgendaCommand::ChooseAgenda { .. }) => kinds_seen[3] = true,
                        _ => {}
                    },
                );
                assert!(game.is_over(), "{config:?}");
                assert!(steps > 0);
            }
        }
        assert_eq!(
            kinds_seen, [true; 4],
            "set aside, inspect, assassinate, agenda"
        );
    }

    #[test]
    fn same_seeds_replay_the_same_game_with_every_module() {
        assert_same_seeds_replay_the_same_game(all_modules(9, 99));
    }

    #[test]
    fn fitting_keeps_the_named_spy_and_drops_the_others_in_order() {
        for players in 5..=10 {
            let asked = GameConfig::new(players, 1)
                .with_assassin(AssassinOptions::ALL)
                .with_defector(DefectorVariant::Standard);
            for kept in OptionalSpy::DROP_ORDER {
                let fitted = fit_special_spies_keeping(asked, |spy| spy == kept);
                assert_eq!(fitted.validate(), Ok(()), "{players} players, {kept:?}");
                assert!(kept.is_in(&fitted), "{players} players, {kept:?}");
                // No more is dropped than needed, and always the earliest in the order.
                let left_out = OptionalSpy::left_out(&asked, &fitted);
                let earliest: Vec<OptionalSpy> = OptionalSpy::DROP_ORDER
                    .into_iter()
                    .filter(|&spy| spy != kept)
                    .take(left_out.len())
                    .collect();
                assert_eq!(left_out, earliest, "{players} players, {kept:?}");
            }
        }
    }

    #[test]
    fn modules_are_described_in_words() {
        assert_eq!(
            describe_modules(&GameConfig::new(7, 1)),
            "none, the base game"
        );
        assert_eq!(
            describe_modules(&all_modules(7, 1)),
            "Assassin (Commander, Assassin, Body Guard and False Commander), Trapper, \
             Defectors, Inquisitor, hidden agendas (one name each)"
        );
        assert_eq!(and_list(&["a", "b", "c"]), "a, b and c");
        let nothing: [&str; 0] = [];
        assert_eq!(and_list(&nothing), "none");
    }

    #[test]
    fn a_bad_config_is_an_error_not_a_panic() {
        assert!(play_game(GameConfig::new(4, 1), 1).is_err());
    }
}
