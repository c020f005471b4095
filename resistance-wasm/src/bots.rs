//! The engine's bots for JavaScript (feature `bots`, the full module):
//! `GameCore.botCommand`, the command a bot chooses for a seat from that seat's view
//! and choices alone. The package's `BotWorker` runs it off the page's main thread,
//! in a worker that loads the full module.

use crate::{
    argument::Argument,
    command_error_of, describe, encode,
    game::{GameCore, by_wire_name, command_error},
    json_error,
};
use resistance_core::{
    GameRng, SeedUnavailable,
    bot::{BotError, BotKind},
    json::{self, JsonError},
};
use wasm_bindgen::prelude::*;

/// The bot a JS value names, by the core's own names (`"random"`, `"logical"`,
/// `"standIn"`, and any kind the core adds). No default: a host says which strength
/// it wants.
fn bot_kind(value: &JsValue) -> Result<BotKind, JsValue> {
    by_wire_name(value, &BotKind::ALL, "the bot kind")
}

/// A bot's refusal (`nothing_to_do`, or a view it could not read), by its code.
fn bot_error(refused: BotError) -> JsValue {
    command_error_of(refused.code(), &refused)
}

/// The bots' method.
#[wasm_bindgen]
impl GameCore {
    /// The command the bot `kind` (`BotKind`: `"random"`, `"logical"`, `"standIn"`, `"search"`)
    /// chooses for `seat` now, as JSON; it is not applied. The bot reads that seat's
    /// view and choices alone, so the command is one a player in that seat could have
    /// chosen, and it is for the host and that seat (a spy's bot may play Fail).
    ///
    /// `seed`, a whole number from 0 to 2^53 - 1, drives the bot's draws: the same
    /// game, seat, kind and seed give the same command. For fresh play pass a fresh
    /// seed each time (the npm package draws one from `crypto.getRandomValues` when
    /// none is given; `undefined` here is `seed_unavailable`, as for `create`).
    ///
    /// Refused as `nothing_to_do` when the seat may do nothing but leave or reveal
    /// its agenda (the game does not wait for it), `no_such_seat` for a seat not at
    /// the table, `invalid_argument` for another kind or seed.
    #[wasm_bindgen(js_name = botCommand)]
    pub fn bot_command(
        &self,
        seat: JsValue,
        kind: JsValue,
        seed: JsValue,
    ) -> Result<String, JsValue> {
        let seat = crate::seat(&seat)?;
        let kind = bot_kind(&kind)?;
        let mut rng = GameRng::from_seed_number(bot_seed(&seed)?);
        let game = &self.table.game;
        let view = game
            .view(seat)
            .map_err(|missing| command_error(missing.into()))?;
        let command = kind
            .choose(&view, &game.choices(seat), &mut rng)
            .map_err(bot_error)?;
        encode(json::to_json(&command))
    }
}

/// A bot's seed: a whole number from 0 to 2^53 - 1 (what JS numbers hold exactly);
/// `undefined` means the package found no secure source to draw one from.
fn bot_seed(value: &JsValue) -> Result<u64, JsValue> {
    if value.is_undefined() {
        return Err(json_error(JsonError::SeedUnavailable(SeedUnavailable)));
    }
    match value.as_f64() {
        Some(number) => Argument::Seed.seed(number),
        None => Err(Argument::Seed.refuse(&describe(value))),
    }
}
