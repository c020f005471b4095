//! The base game and its modules for JavaScript: [`GameCore`], over [`Game`], with
//! the JSON methods here and the typed fast path in [`typed`](crate::typed). Built
//! into the package's main module (feature `game`).

use crate::{
    INVALID_ARGUMENT, command_error_of, describe, encode, error, json_error, json_text, seat,
};
use core::cell::Cell;
use resistance_core::{
    CommandError, Game, GameConfig, Language, Outcome,
    json::{self, JsonError},
    narrated_script,
};
use wasm_bindgen::prelude::*;

/// A refused command of the base game.
pub(crate) fn command_error(refused: CommandError) -> JsValue {
    command_error_of(refused.code(), &refused)
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
    pub(crate) game: Game,
    /// The outcome of the last command accepted (`lastOutcome`).
    pub(crate) last: Outcome,
    /// The error of the last refused typed call, until `takeRefusal` takes it.
    pub(crate) refusal: Cell<Option<JsValue>>,
}

impl GameCore {
    pub(crate) fn new(game: Game) -> GameCore {
        GameCore {
            game,
            last: Outcome::default(),
            refusal: Cell::new(None),
        }
    }
}

#[wasm_bindgen]
impl GameCore {
    /// A new game from a JSON configuration (`{"players":7,"seed":42}`).
    pub fn create(config_json: JsValue) -> Result<GameCore, JsValue> {
        let config = json::config_from_json::<Game>(&json_text(&config_json, "the configuration")?)
            .map_err(json_error)?;
        let game = Game::new(config)
            .map_err(JsonError::from)
            .map_err(json_error)?;
        Ok(GameCore::new(game))
    }

    /// A game restored from a JSON snapshot; another snapshot version is refused as
    /// `unsupported_snapshot_version`.
    pub fn restore(snapshot_json: JsValue) -> Result<GameCore, JsValue> {
        let text = json_text(&snapshot_json, "the snapshot")?;
        let game = json::restore_from_json::<Game>(&text).map_err(json_error)?;
        Ok(GameCore::new(game))
    }

    /// `seat` sends a JSON command. Returns the outcome JSON (`{"events":[...]}`, each
    /// event in its audience envelope), which `lastOutcome` then gives too. A refused
    /// command changes nothing.
    pub fn apply(&mut self, seat: JsValue, command_json: JsValue) -> Result<String, JsValue> {
        let seat = self::seat(&seat)?;
        let command = json::command_from_json::<Game>(&json_text(&command_json, "the command")?)
            .map_err(json_error)?;
        self.game
            .apply_into(seat, command, &mut self.last)
            .map_err(command_error)?;
        encode(json::to_json(&self.last))
    }

    /// The events of the game's opening (`Game::start`): each seat's role and setup
    /// knowledge, addressed to that seat alone, then round 1. The opening depends only
    /// on the configuration, so a restored game has it too.
    pub fn opening(&self) -> Result<String, JsValue> {
        let (_, opening) = Game::start(*self.game.config())
            .map_err(JsonError::from)
            .map_err(json_error)?;
        encode(json::to_json(opening.as_slice()))
    }

    /// The opening script to read aloud (AS3) for this game's configuration, as JSON:
    /// the steps and one sentence per step in `language` (default English). It
    /// names roles, never seats, so it tells nobody anything secret.
    #[wasm_bindgen(js_name = revealScript)]
    pub fn reveal_script(&self, language: JsValue) -> Result<String, JsValue> {
        script_json(self.game.config(), self::language(&language)?)
    }

    /// Everything `seat` may know now, as JSON.
    pub fn view(&self, seat: JsValue) -> Result<String, JsValue> {
        let view = self
            .game
            .view(self::seat(&seat)?)
            .map_err(|missing| command_error(missing.into()))?;
        encode(json::to_json(&view))
    }

    /// Everything a spectator may know now, as JSON.
    #[wasm_bindgen(js_name = publicView)]
    pub fn public_view(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.public_view()))
    }

    /// Every command `seat` may send now, as a JSON array (empty for a seat not at
    /// the table). For that seat alone.
    #[wasm_bindgen(js_name = legalCommands)]
    pub fn legal_commands(&self, seat: JsValue) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.legal_commands(self::seat(&seat)?)))
    }

    /// What `seat` may do now, compactly, as JSON. For that seat alone.
    pub fn choices(&self, seat: JsValue) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.choices(self::seat(&seat)?)))
    }

    /// The seats the game is waiting for, as a JSON array, for the host and its bots:
    /// while the Assassin chooses it names the Assassin, so players get
    /// `publicView().awaiting` instead.
    pub fn awaiting(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.awaiting()))
    }

    /// How the game ended as JSON, `null` while it goes on.
    pub fn result(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.result()))
    }

    /// Whether the game has ended.
    #[wasm_bindgen(js_name = isOver)]
    pub fn is_over(&self) -> bool {
        self.game.is_over()
    }

    /// The configuration the game was made from, as JSON.
    pub fn config(&self) -> Result<String, JsValue> {
        encode(json::to_json(self.game.config()))
    }

    /// The whole game as a JSON snapshot. **It holds every secret**: keep it on the
    /// host.
    pub fn snapshot(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.snapshot()))
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

/// The snapshot format version this build reads and writes.
#[wasm_bindgen(js_name = snapshotVersion)]
pub fn snapshot_version() -> u32 {
    resistance_core::SNAPSHOT_VERSION
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_snapshot_version_is_the_core_s() {
        assert_eq!(super::snapshot_version(), resistance_core::SNAPSHOT_VERSION);
    }
}
