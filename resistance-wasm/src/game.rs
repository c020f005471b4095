//! The base game and its modules for JavaScript: [`GameCore`], over [`Game`], with
//! the JSON methods here and the typed fast path in [`typed`](crate::typed). Built
//! into the package's main module (feature `game`).

use crate::{
    INVALID_ARGUMENT,
    argument::Argument,
    command_error_of, describe, encode, error, json_error, json_text,
    table::{TableCore, table_class},
};
use core::cell::Cell;
use resistance_core::{
    CommandError, Game, GameConfig, GameRng, Language, Naming, SeedUnavailable, Table,
    bot::{BotError, BotKind},
    json::{self, JsonError},
    narrated_script_named,
};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A refused command of the base game.
pub(crate) fn command_error(refused: CommandError) -> JsValue {
    crate::table::command_error::<Game>(refused)
}

/// The value of `all` a JS value names by its wire name (`"english"`, `"logical"`,
/// ...): the core's own names, so a value the core gains is named at once.
/// `what` names the argument in the error refusing any other value.
fn by_wire_name<T: Serialize + Copy>(value: &JsValue, all: &[T], what: &str) -> Result<T, JsValue> {
    let wanted = value.as_string().map(|name| format!("\"{name}\""));
    all.iter()
        .copied()
        .find(|named| json::to_json(named).ok() == wanted)
        .ok_or_else(|| {
            let names: Vec<String> = all
                .iter()
                .filter_map(|named| json::to_json(named).ok())
                .collect();
            error(
                INVALID_ARGUMENT,
                &format!(
                    "{what} is one of {}, not {}",
                    names.join(", "),
                    describe(value)
                ),
            )
        })
}

/// The script language a JS value names, by the core's own names (`"english"`, ...);
/// `undefined` is the default language.
fn language(value: &JsValue) -> Result<Language, JsValue> {
    if value.is_undefined() {
        return Ok(Language::default());
    }
    by_wire_name(value, &Language::ALL, "the language")
}

/// The naming a JS value names, by the core's own names (`"resistance"`,
/// `"avalon"`); `undefined` is the default naming, the Resistance names.
fn naming(value: &JsValue) -> Result<Naming, JsValue> {
    if value.is_undefined() {
        return Ok(Naming::default());
    }
    by_wire_name(value, &Naming::ALL, "the naming")
}

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

/// The narrated opening script (AS3) of a configuration, as JSON, in the language
/// and naming two JS values name.
fn script_json(
    config: &GameConfig,
    language: &JsValue,
    naming: &JsValue,
) -> Result<String, JsValue> {
    let script = narrated_script_named(config, self::language(language)?, self::naming(naming)?);
    encode(json::to_json(&script))
}

/// One game of The Resistance. Every method speaks the JSON wire format
/// (`docs/wire-format.md`) but the typed calls of [`typed`](crate::typed), which
/// speak numbers; the npm package wraps it in `Game`.
#[wasm_bindgen]
pub struct GameCore {
    /// The game and the outcome of the last command accepted (`lastOutcome`).
    pub(crate) table: TableCore<Game>,
    /// The error of the last refused typed call, until `takeRefusal` takes it.
    pub(crate) refusal: Cell<Option<JsValue>>,
}

impl From<TableCore<Game>> for GameCore {
    fn from(table: TableCore<Game>) -> GameCore {
        GameCore {
            table,
            refusal: Cell::new(None),
        }
    }
}

impl GameCore {
    /// A fresh game, with no last outcome and no refusal waiting.
    pub(crate) fn new(game: resistance_core::Recorded<Game>) -> GameCore {
        GameCore::from(TableCore::new(game))
    }
}

table_class!(
    GameCore, Game,
    create: "A new game from a JSON configuration (`{\"players\":7,\"seed\":42}`).",
    restore: "A game replayed from its JSON record; a record another version is refused \
        as `unsupported_snapshot_version`, a command the rules refuse as \
        `record_command_refused`.",
    opening: "The events of the game's opening (`Game::start`): each seat's role and \
        setup knowledge, addressed to that seat alone, then round 1. The opening depends \
        only on the configuration, so a restored game has it too.",
    view: "Everything `seat` may know now, as JSON.",
    awaiting: "The seats the game is waiting for, as a JSON array, for the host and its \
        bots: while the Assassin chooses it names the Assassin, so players get \
        `publicView().awaiting` instead.",
    record: "The whole game as a JSON record (configuration with seed, every accepted \
        command). **It holds every secret**: keep it on the host while the game is on.",
);

/// The base game's own JSON methods.
#[wasm_bindgen]
impl GameCore {
    /// The opening script to read aloud (AS3) for this game's configuration, as JSON:
    /// the steps and one sentence per step in `language` (default English), with
    /// the names of `naming` (`"resistance"`, the default, or `"avalon"`). It
    /// names roles, never seats, so it tells nobody anything secret.
    #[wasm_bindgen(js_name = revealScript)]
    pub fn reveal_script(&self, language: JsValue, naming: JsValue) -> Result<String, JsValue> {
        script_json(self.table.game.seeded_config(), &language, &naming)
    }

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

/// The opening script to read aloud (AS3) for a JSON configuration, before any game
/// is made (a setup screen), as JSON. A configuration the engine would refuse is
/// refused here too.
#[wasm_bindgen(js_name = revealScript)]
pub fn reveal_script_for(
    config_json: JsValue,
    language: JsValue,
    naming: JsValue,
) -> Result<String, JsValue> {
    let config = json::config_from_json::<Game>(&json_text(&config_json, "the configuration")?)
        .map_err(json_error)?;
    config
        .validate()
        .map_err(JsonError::from)
        .map_err(json_error)?;
    script_json(&config, &language, &naming)
}

/// Every name of the cards, the modules and the sides in `language` under `naming`
/// (both optional, as for `revealScript`), as JSON: `{"language", "naming",
/// "roles": {"commander": "Merlin", ...}, "modules": {...}, "sides": {...}}`, each
/// keyed by the wire names events and configurations use.
#[wasm_bindgen(js_name = names)]
pub fn names(language: JsValue, naming: JsValue) -> Result<String, JsValue> {
    let names = resistance_core::names(self::language(&language)?, self::naming(&naming)?);
    encode(json::to_json(&names))
}

/// The record format version this build reads and writes.
#[wasm_bindgen(js_name = snapshotVersion)]
pub fn snapshot_version() -> u32 {
    resistance_core::RECORD_VERSION
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_snapshot_version_is_the_core_s() {
        assert_eq!(super::snapshot_version(), resistance_core::RECORD_VERSION);
    }
}
