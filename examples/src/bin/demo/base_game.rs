//! The base game's demo: sets up the table the options ask for, lets the bots play
//! it, and tells it: the opening script, the public story and its vote-history
//! grid, one seat's private view and the final reveal.

use crate::{
    args::{Options, build_config},
    exit_code,
    history::tell_history,
    narrator::Narrator,
    play,
    private_view::{self, Secret},
    reveal::tell_final_reveal,
    style::write_heading,
    usage_error,
    words::{optional_spy, story_naming},
};
use resistance_core::{
    Envelope, Game, GameConfig, PlayerView, Seat, rules::spies_for, script::Language,
    script::Module, script::Naming, script::script_text_named,
};
use resistance_examples::{OptionalSpy, and_list, bot_rng, describe_modules, next_step};
use std::{
    io::{self, Write},
    process::ExitCode,
};

/// Plays and tells the base game `options` ask for; a setup the engine refuses, or a
/// seat the table does not have, is a usage error.
pub(crate) fn run(options: Options, out: &mut impl Write) -> ExitCode {
    let (config, left_out) = build_config(&options);
    let (mut game, opening) = match Game::start(config) {
        Ok(started) => started,
        Err(error) => return usage_error(&error.to_string()),
    };
    if let Err(message) = options.check_seat(config.players) {
        return usage_error(&message);
    }
    // The seat's view right after setup, before anything else happens.
    let seat = options.seat;
    let setup_view = match game.view(seat) {
        Ok(view) => view,
        Err(error) => return usage_error(&error.to_string()),
    };

    if options.play {
        let told = play::play_base_game(
            out,
            &mut io::stdin().lock(),
            &mut game,
            &opening,
            &left_out,
            &options,
        );
        return exit_code(out, told);
    }
    let demo = Demo {
        options,
        left_out,
        opening: &opening,
        setup_view,
    };
    let told = demo.tell(out, &mut game);
    exit_code(out, told)
}

/// Everything known before play that the telling needs.
struct Demo<'a> {
    options: Options,
    /// The optional characters `--all-modules` left out to fit the player count.
    left_out: Vec<OptionalSpy>,
    opening: &'a [Envelope],
    setup_view: PlayerView,
}

impl Demo<'_> {
    /// Plays the game and writes the whole demo to `out`.
    fn tell(&self, out: &mut impl Write, game: &mut Game) -> io::Result<()> {
        let config = *game.seeded_config();
        let seat = self.setup_view.seat;
        tell_setup_header(
            out,
            &config,
            &self.left_out,
            self.options.language,
            // Bots play every seat and the whole game is told: the seed hides nothing.
            Some(config.seed),
            "Bots play every seat, choosing at random among legal moves.",
        )?;
        let mut narrator = start_story(out, game, self.opening)?;
        // The bots draw from their own generator; the game's generator stays the game's.
        let mut bots = bot_rng(config.seed);
        let mut steps = 0u32;
        let mut secrets: Vec<(u8, Secret)> = Vec::new();
        let mut last_live_view = self.setup_view;
        while let Some((actor, command)) = next_step(game, &mut bots) {
            let round = game.round();
            let outcome = apply_offered(game, actor, command)?;
            steps += 1;
            for event in outcome.public_events() {
                narrator.tell(out, event)?;
            }
            let gathered = Secret::gathered(seat, actor, &command, &outcome);
            secrets.extend(gathered.into_iter().map(|secret| (round, secret)));
            if !game.is_over() {
                last_live_view = view(game, seat)?;
            }
        }
        writeln!(out, "\n{steps} commands were applied in all.")?;
        // The grid a spectator reads: Game::public_history, every vote and mission.
        tell_history(out, &game.public_history(), config.players)?;

        let seat_history = game
            .history(seat)
            .map_err(|error| io::Error::other(error.to_string()))?;
        private_view::tell(
            out,
            &config,
            self.opening,
            &self.setup_view,
            &secrets,
            &last_live_view,
            &seat_history,
        )?;

        let final_view = view(game, seat)?;
        let Some(reveal) = final_view.table.reveal else {
            return Err(io::Error::other("the game ended without a final reveal"));
        };
        tell_final_reveal(out, &config, &reveal)?;
        // B13.
        writeln!(
            out,
            "\nOnce the game is over every seat's view shows every role, allegiance and \
             hidden choice. Seat {}'s final view now has \"reveal\" filled in:",
            crate::words::seat_number(seat)
        )?;
        let json =
            serde_json::to_string_pretty(&final_view.table.reveal).map_err(io::Error::other)?;
        writeln!(out, "{json}")?;
        Ok(())
    }
}

/// Tells what comes before play: the setup (`who_plays`: who plays the seats), the
/// seed when `seed` is given, and the opening script in `language`.
///
/// The seed deals every role: a person playing a seat must not see it before the
/// game is over ([`tell_seed_at_end`]), or `demo --seed S --seat J` would show them
/// every other seat's role.
pub(crate) fn tell_setup_header(
    out: &mut impl Write,
    config: &GameConfig,
    left_out: &[OptionalSpy],
    language: Language,
    seed: Option<u64>,
    who_plays: &str,
) -> io::Result<()> {
    let seed = seed
        .map(|seed| format!(", seed {seed}"))
        .unwrap_or_default();
    writeln!(
        out,
        "The Resistance: {} players{seed}. {who_plays}",
        config.players
    )?;
    if story_naming() == Naming::Avalon {
        // The core's Avalon names; the Resistance names say more (which characters).
        let modules: Vec<&str> = Module::ALL
            .into_iter()
            .filter(|module| module.in_play(config))
            .map(|module| module.name(Language::English, Naming::Avalon))
            .collect();
        let modules = if modules.is_empty() {
            "none, the base game".to_owned()
        } else {
            and_list(&modules)
        };
        writeln!(out, "Modules: {modules}.")?;
    } else {
        writeln!(out, "Modules: {}.", describe_modules(config))?;
    }
    if !left_out.is_empty() {
        let left_out: Vec<String> = left_out.iter().copied().map(optional_spy).collect();
        writeln!(
            out,
            "(--all-modules left out {}: {} players have only {} spies.)",
            and_list(&left_out),
            config.players,
            spies_for(config.players)
        )?;
    }

    write_heading(
        out,
        // AS3: the script the engine writes for the setup.
        "The opening script, read aloud: the same for every deal",
    )?;
    for (number, line) in script_text_named(config, language, story_naming())
        .iter()
        .enumerate()
    {
        writeln!(out, "{:>3}. {line}", number + 1)?;
    }
    Ok(())
}

/// Starts the public story: its heading and the public `opening` events. Returns the
/// narrator that goes on with it.
pub(crate) fn start_story(
    out: &mut impl Write,
    game: &Game,
    opening: &[Envelope],
) -> io::Result<Narrator> {
    write_heading(out, "The public story (what a spectator sees)")?;
    let mut narrator = Narrator::new(game.public_view().inquisitor);
    for envelope in opening.iter().filter(|e| e.audience.is_public()) {
        narrator.tell(out, &envelope.event)?;
    }
    Ok(narrator)
}

/// Tells the seed once a played game is over (B13: nothing is secret any more), so
/// that `--seed` can deal the same game again.
pub(crate) fn tell_seed_at_end(out: &mut impl Write, seed: u64) -> io::Result<()> {
    writeln!(
        out,
        "\nThis game's seed was {seed}: `--seed {seed}` with the same options deals it again."
    )
}

pub(crate) fn view(game: &Game, seat: Seat) -> io::Result<PlayerView> {
    game.view(seat)
        .map_err(|error| io::Error::other(error.to_string()))
}

/// Applies a command the game's own choices offered; a refusal would be an engine
/// bug, told as an error rather than a panic.
pub(crate) fn apply_offered(
    game: &mut Game,
    actor: Seat,
    command: resistance_core::Command,
) -> io::Result<resistance_core::Outcome> {
    game.apply(actor, command).map_err(|error| {
        io::Error::other(format!(
            "the engine refused a command its own choices offered: \
             {actor} sent {command:?}: {error}"
        ))
    })
}
