//! The base game and its modules for JavaScript: [`GameCore`], over [`Game`], with
//! the JSON methods here and the typed fast path in [`typed`](crate::typed). Built
//! into the package's main module (feature `game`).

use crate::{
    INVALID_ARGUMENT, describe, encode, error, json_error, json_text,
    table::{TableCore, table_class},
};
use core::cell::Cell;
use resistance_core::{
    CommandError, Game, GameConfig, Language,
    json::{self, JsonError},
    narrated_script,
};
use wasm_bindgen::prelude::*;

/// A refused command of the base game.
pub(crate) fn command_error(refused: CommandError) -> JsValue {
    crate::table::command_error::<Game>(refused)
}

/// The script language a JS value names, by the core's own names (`"english"`, ...);
/// `undefined` is the default language.
fn language(value: &JsValue) -> Result<Language, JsValue> {
    if value.is_undefined() {
        return Ok(Language::default());
    }
    let wanted = value.as_string().map(|name| format!("\"{name}\""));
    Language::ALL
        .into_iter()
        .find(|language| json::to_json(language).ok() == wanted)
        .ok_or_else(|| {
            let names: Vec<String> = Language::ALL
                .iter()
                .filter_map(|language| json::to_json(language).ok())
                .collect();
            error(
                INVALID_ARGUMENT,
                &format!(
                    "the language is one of {}, not {}",
                    names.join(", "),
                    describe(value)
                ),
            )
        })
}

/// The narrated opening script (AS3) of a configuration, as JSON.
fn script_json(config: &GameConfig, language: Language) -> Result<String, JsValue> {
    encode(json::to_json(&narrated_script(config, language)))
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

/// The base game's own JSON method.
#[wasm_bindgen]
impl GameCore {
    /// The opening script to read aloud (AS3) for this game's configuration, as JSON:
    /// the steps and one sentence per step in `language` (default English). It
    /// names roles, never seats, so it tells nobody anything secret.
    #[wasm_bindgen(js_name = revealScript)]
    pub fn reveal_script(&self, language: JsValue) -> Result<String, JsValue> {
        script_json(self.table.game.seeded_config(), self::language(&language)?)
    }
}

/// The opening script to read aloud (AS3) for a JSON configuration, before any game
/// is made (a setup screen), as JSON. A configuration the engine would refuse is
/// refused here too.
#[wasm_bindgen(js_name = revealScript)]
pub fn reveal_script_for(config_json: JsValue, language: JsValue) -> Result<String, JsValue> {
    let config = json::config_from_json::<Game>(&json_text(&config_json, "the configuration")?)
        .map_err(json_error)?;
    config
        .validate()
        .map_err(JsonError::from)
        .map_err(json_error)?;
    script_json(&config, self::language(&language)?)
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
