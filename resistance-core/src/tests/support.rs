//! Helpers shared by the tests: random legal play, driven by a generator of its own
//! so the game's generator is never disturbed.

use super::table_support::{self, play::pick};
use crate::resistance::modules::plot::cards::PlotCommand;
use crate::{
    kernel::Allegiance, kernel::GameRng, kernel::Seat, kernel::SeatSet,
    resistance::command::Command, resistance::config::AgendaKind,
    resistance::config::AssassinOptions, resistance::config::ConfigError,
    resistance::config::DefectorVariant, resistance::config::GameConfig,
    resistance::config::LeavePolicy, resistance::event::Event, resistance::event::Outcome,
    resistance::game::Game, resistance::modules::plot::cards::PlotAction,
    resistance::names::Language, resistance::names::Naming, resistance::record::EndReason,
    resistance::view::PlayerView,
};
use alloc::vec::Vec;
use proptest::{
    prelude::{Strategy, any},
    test_runner::{Config as ProptestConfig, RngSeed},
};

/// How a random player behaves.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Style {
    /// Chance, in percent, that a step is someone leaving (when anyone may).
    pub(crate) leave_percent: u32,
}

impl Style {
    pub(crate) const STAY: Style = Style { leave_percent: 0 };
    pub(crate) const RESTLESS: Style = Style { leave_percent: 2 };

    /// [`Style::RESTLESS`] when `restless`, else [`Style::STAY`]: how the tests that
    /// draw whether players leave turn the draw into a style.
    pub(crate) const fn restless_if(restless: bool) -> Style {
        if restless {
            Style::RESTLESS
        } else {
            Style::STAY
        }
    }
}

/// A real recorded game of `config` (a record replays the engine's own deal: a
/// hand-made state has no record), played on by [`random_step`] with everyone
/// staying, driven by `driver_seed`, until `reached` holds. Fails when nobody may
/// act before then.
#[cfg(feature = "json")]
pub(crate) fn recorded_until(
    config: GameConfig,
    driver_seed: u64,
    reached: impl Fn(&crate::table::Recorded<Game>) -> bool,
) -> crate::table::Recorded<Game> {
    let mut game = crate::table::Recorded::<Game>::new(config).expect("valid");
    let mut rng = GameRng::from_seed_number(driver_seed);
    while !reached(&game) {
        let (seat, command) =
            random_step(&game, &mut rng, Style::STAY).expect("the game goes on until then");
        game.apply(seat, command).expect("legal");
    }
    game
}

/// A uniformly random legal command of a uniformly random seat that has one, or
/// `None` when nobody may act. Leaving is drawn apart, with `style.leave_percent`.
pub(crate) fn random_step(game: &Game, rng: &mut GameRng, style: Style) -> Option<(Seat, Command)> {
    let wants_to_leave = rng.below(100) < style.leave_percent;
    let options: Vec<(Seat, Command)> = crate::table::Table::every_legal_command(game)
        .into_iter()
        .filter(|&(_, command)| (command == Command::Leave) == wants_to_leave)
        .collect();
    if options.is_empty() && wants_to_leave {
        return random_step(game, rng, Style::STAY);
    }
    pick(rng, &options)
}

/// PC4, PC6: the one seat that what a plot card shows goes to, when `seat` sent
/// `command`: the seat Open Up or Establish Confidence shows an allegiance to, else
/// the card's user.
pub(crate) fn plot_card_viewer(seat: Seat, command: Command) -> Seat {
    match command {
        Command::Plot(PlotCommand::UsePlotCard {
            action: PlotAction::OpenUp { to } | PlotAction::EstablishConfidence { to },
        }) => to,
        _ => seat,
    }
}

/// A recorded random game: the commands sent and what each caused.
pub(crate) type Played = table_support::play::Played<Game>;

/// Plays random legal commands until the game ends or `max_steps` pass.
pub(crate) fn play(config: GameConfig, driver_seed: u64, style: Style, max_steps: usize) -> Played {
    table_support::play::play(config, driver_seed, max_steps, |game, rng| {
        random_step(game, rng, style)
    })
}

/// Every language under every naming, the Resistance names first: what the tests
/// of names and of the spoken script go through.
pub(crate) fn readings() -> impl Iterator<Item = (Language, Naming)> {
    Naming::ALL
        .into_iter()
        .flat_map(|naming| Language::ALL.map(|language| (language, naming)))
}

/// A config for `players` (clamped into 5..=10) with either leave policy.
pub(crate) fn config(players: u8, seed: u64, substitute: bool) -> GameConfig {
    let policy = if substitute {
        LeavePolicy::Substitute
    } else {
        LeavePolicy::EndGame
    };
    GameConfig::new(players.clamp(5, 10), seed).with_leave_policy(policy)
}

/// `native` in a native run, `miri` under Miri. Miri interprets the engine some
/// 100,000 times slower than native code runs it, so loops over seeds, games and
/// steps shrink to what a Miri run affords (scripts/test-fuzz.sh); native runs keep
/// their full counts, and every assertion that depends on a count is written in
/// terms of it.
pub(crate) const fn scaled<T: Copy>(native: T, miri: T) -> T {
    if cfg!(miri) { miri } else { native }
}

/// Property-test cases: `native` (`miri` under Miri, see [`scaled`]), or
/// `PROPTEST_CASES` when set and visible (a long local run sets it high; Miri's
/// isolation hides it unless `-Zmiri-env-forward=PROPTEST_CASES` forwards it).
pub(crate) fn cases(native: u32, miri: u32) -> u32 {
    std::env::var("PROPTEST_CASES")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(scaled(native, miri))
}

/// The property tests' configuration: [`cases`], no failure files, and under Miri a
/// fixed seed. Proptest seeds its generator from the system's, which under Miri is
/// Miri's own and also places every allocation: without a fixed seed the case a test
/// draws, and its cost, would depend on which tests ran before it in the same
/// process, and a failure would not reproduce when the test runs alone.
pub(crate) fn proptest_config(native_cases: u32, miri_cases: u32) -> ProptestConfig {
    let default = ProptestConfig::default();
    ProptestConfig {
        cases: cases(native_cases, miri_cases),
        failure_persistence: None,
        rng_seed: scaled(default.rng_seed, RngSeed::Fixed(0)),
        ..default
    }
}

/// The random setups of the property tests over every module combination: a player
/// count from 5 to `most_players`, a seed, and the module bits of
/// [`config_with_modules`]. One strategy, so the tests over bots, deduction and
/// rebuilt games draw their setups alike.
pub(crate) fn setups(most_players: u8) -> impl Strategy<Value = (u8, u64, u32)> {
    (5u8..=most_players, 0u64..1 << 40, any::<u32>())
}

/// A config with the modules `bits` picks (any `u32` gives a valid one): bit 0 the
/// Assassin, 1–4 its optional characters, 5 the Trapper, 6–7 the Defectors and their
/// variant, 8 the Inquisitor, 9 hidden agendas, 10 double ones and 12 each player's
/// choice of one name or two (HA2), 11 plot cards. Optional spies are dropped until
/// the deal fits the player count.
pub(crate) fn config_with_modules(
    players: u8,
    seed: u64,
    substitute: bool,
    bits: u32,
) -> GameConfig {
    let bit = |i: u32| bits & (1 << i) != 0;
    let mut config = config(players, seed, substitute);
    if bit(0) {
        config.assassin = Some(AssassinOptions {
            body_guard: bit(1),
            false_commander: bit(1) && bit(2),
            deep_cover: bit(3),
            blind_spy: bit(4),
        });
    }
    config.trapper = bit(5);
    if bit(6) {
        let variant = if bit(7) {
            DefectorVariant::KnowEachOther
        } else {
            DefectorVariant::Standard
        };
        config.defector = Some(variant);
    }
    config.inquisitor = bit(8);
    if bit(9) {
        config.agendas = Some(match (bit(10), bit(12)) {
            (_, true) => AgendaKind::SingleOrDouble,
            (true, false) => AgendaKind::Double,
            (false, false) => AgendaKind::Single,
        });
    }
    config.plot_cards = bit(11);
    while let Err(ConfigError::TooManySpecialSpies { .. }) = config.validate() {
        match config.assassin.as_mut() {
            Some(options) if options.blind_spy => options.blind_spy = false,
            Some(options) if options.deep_cover => options.deep_cover = false,
            Some(options) if options.false_commander => options.false_commander = false,
            _ => config.defector = None,
        }
    }
    config
}

// Reading base games and outcomes, for the rule tests of the base game and of the
// modules alike (one reader each, so both suites read events the same way).

/// The seats numbered in `list`.
pub(crate) fn seats(list: &[u8]) -> SeatSet {
    list.iter().map(|&s| Seat(s)).collect()
}

/// Every seat of a table of `players`.
pub(crate) fn every_seat(players: u8) -> impl Iterator<Item = Seat> {
    (0..players).map(Seat)
}

/// Every seat's view, in seat order.
pub(crate) fn views(game: &Game) -> Vec<PlayerView> {
    every_seat(game.players())
        .map(|s| game.view(s).expect("seat exists"))
        .collect()
}

/// The events of `outcome` that everyone receives.
pub(crate) fn public(outcome: &Outcome) -> Vec<Event> {
    outcome.public_events().copied().collect()
}

/// Whether `outcome` tells everyone an event that `is` picks, as in
/// `tells_everyone(&outcome, |e| matches!(e, Event::RoundStarted { .. }))`.
pub(crate) fn tells_everyone(outcome: &Outcome, is: impl Fn(&Event) -> bool) -> bool {
    outcome.public_events().any(is)
}

/// The fails and result of the mission `outcome` resolved, if it resolved one.
pub(crate) fn mission_resolved(outcome: &Outcome) -> Option<(u8, bool)> {
    outcome.public_events().find_map(|e| match *e {
        Event::MissionResolved {
            fails, succeeded, ..
        } => Some((fails, succeeded)),
        _ => None,
    })
}

/// The winner and the reason, if `outcome` ended the game.
pub(crate) fn game_ended(outcome: &Outcome) -> Option<(Option<Allegiance>, EndReason)> {
    outcome.public_events().find_map(|e| match *e {
        Event::GameEnded { winner, reason } => Some((winner, reason)),
        _ => None,
    })
}

/// While the game goes on nothing of the end is shown (B13): no reveal and no
/// result, in the public view or in any seat's.
pub(crate) fn assert_nothing_revealed(game: &Game) {
    assert_eq!(game.public_view().reveal, None);
    assert_eq!(game.public_view().result, None);
    for view in views(game) {
        assert_eq!(view.table.reveal, None, "seat {:?}", view.seat);
    }
}
