//! The base game's demo: sets up the table the options ask for, lets the bots play
//! it, and tells it: the opening script, the public story, one seat's private view
//! and the final reveal.

use crate::{
    args::{Options, build_config},
    exit_code,
    narrator::Narrator,
    private_view::{self, Secret},
    reveal::tell_final_reveal,
    usage_error,
};
use resistance_core::{Command, Envelope, Game, PlayerView, Seat, rules::spies_for, script_text};
use resistance_examples::{OptionalSpy, and_list, bot_rng, describe_modules, next_step};
use std::{
    io::{self, Write},
    process::ExitCode,
};

/// Plays and tells the base game `options` ask for; a setup the engine refuses, or a
/// seat the table does not have, is a usage error.
pub(crate) fn run(options: Options) -> ExitCode {
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

    let demo = Demo {
        options,
        left_out,
        opening: &opening,
        setup_view,
    };
    exit_code(demo.tell(&mut io::stdout().lock(), &mut game))
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
        writeln!(
            out,
            "The Resistance: {} players, seed {}. Bots play every seat, choosing at random \
             among legal moves.",
            config.players, config.seed
        )?;
        writeln!(out, "Modules: {}.", describe_modules(&config))?;
        if !self.left_out.is_empty() {
            let left_out: Vec<&str> = self.left_out.iter().map(|spy| spy.name()).collect();
            writeln!(
                out,
                "(--all-modules left out {}: {} players have only {} spies.)",
                and_list(&left_out),
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
        let mut narrator = Narrator::new(game.public_view().inquisitor);
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

        private_view::tell(
            out,
            &config,
            self.opening,
            &self.setup_view,
            &secrets,
            &last_live_view,
        )?;

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
}

fn view(game: &Game, seat: Seat) -> io::Result<PlayerView> {
    game.view(seat)
        .map_err(|error| io::Error::other(error.to_string()))
}
