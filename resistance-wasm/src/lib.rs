//! WebAssembly bindings of `resistance-core` for JavaScript and TypeScript.
//!
//! One class, [`GameCore`], holds a [`Game`]. Everything crosses the boundary as the
//! core's JSON wire format, encoded and decoded by [`resistance_core::json`], so the
//! strings JS receives are byte for byte what Rust's serde writes. The npm package
//! wraps this class in a thin JS class that adds object methods (`JSON.parse` /
//! `JSON.stringify` on the JS side); no rule of the game lives in either layer.
//!
//! Beside the JSON, a typed fast path for bots ([`typed`]): bit masks and numbers in
//! and out, one boundary crossing per call, through the same [`Game::apply`].
//!
//! Errors reach JS as `Error` objects with a stable `code` property: the core's codes
//! ([`CommandError::code`], [`JsonError::code`]) and the binding's own
//! ([`INVALID_SEAT`], [`INVALID_ARGUMENT`]). Nothing here panics: arguments arrive as
//! `JsValue` (or, on the typed path, as numbers) and are checked before use, so a
//! wrong type or an out-of-range number is an error, not a trap.

use core::cell::Cell;
use resistance_core::{
    CommandError, Game, GameConfig, Language, Outcome, Seat,
    json::{self, JsonError},
    narrated_script,
};
use typed::Argument;
use wasm_bindgen::prelude::*;

pub mod typed;

/// Code of the error for a seat argument (the acting seat, or on the typed path a
/// target or a member) that is not a whole number from 0 to 255 (a string, a
/// negative or fractional number, `NaN`, a number too large for a seat). A whole
/// number that is simply not at this table is the core's to refuse (`no_such_seat`,
/// `no_such_target`, ...).
pub const INVALID_SEAT: &str = "invalid_seat";

/// Code of the error for a JSON argument that is not a string, and on the typed path
/// for a bit mask, a choice kind or a flag out of range or of the wrong type.
pub const INVALID_ARGUMENT: &str = "invalid_argument";

/// Code of the error for a value of the engine that could not be encoded (never seen;
/// there so that even that is an error and not a trap).
pub const ENCODE_FAILED: &str = "encode_failed";

#[wasm_bindgen]
extern "C" {
    /// The global `Error` class: errors thrown to JS are real `Error` objects, with
    /// a stack, that `instanceof Error` recognises.
    #[wasm_bindgen(js_name = Error)]
    type ErrorObject;

    #[wasm_bindgen(constructor, js_class = "Error")]
    fn new(message: &str) -> ErrorObject;

    #[wasm_bindgen(method, setter = code, js_class = "Error")]
    fn set_code(this: &ErrorObject, code: &str);

    /// JS's `String(number)`: a number as JS writes it (`Infinity`, `1e+300`), for
    /// the messages of errors.
    #[wasm_bindgen(js_name = String)]
    fn number_text(number: f64) -> String;
}

/// A JS `Error` with `code` and `message`.
fn error(code: &str, message: &str) -> JsValue {
    let error = ErrorObject::new(message);
    error.set_code(code);
    error.into()
}

fn json_error(refused: JsonError) -> JsValue {
    error(refused.code(), &refused.to_string())
}

fn command_error(refused: CommandError) -> JsValue {
    error(refused.code(), &refused.to_string())
}

/// A value the engine produced, encoded by `json::to_json`. Encoding the engine's own
/// values cannot fail (every map key is a string, no number is a float); should it
/// ever, JS gets an error rather than a trap.
fn encode(encoded: Result<String, JsonError>) -> Result<String, JsValue> {
    encoded.map_err(|refused| error(ENCODE_FAILED, &refused.to_string()))
}

/// The seat a JS value names: a whole number from 0 to 255. Whether that seat is at
/// the table is the core's question, so its `no_such_seat` error stays the core's.
fn seat(value: &JsValue) -> Result<Seat, JsValue> {
    match value.as_f64() {
        Some(number) => Argument::Seat.seat(number),
        None => Err(Argument::Seat.refuse(&describe(value))),
    }
}

/// A JSON argument: JS strings only, so a forgotten `JSON.stringify` is a clear error.
fn json_text(value: &JsValue, what: &str) -> Result<String, JsValue> {
    value.as_string().ok_or_else(|| {
        error(
            INVALID_ARGUMENT,
            &format!(
                "{what} must be a JSON string, not {}; the object methods take objects",
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

/// A short, safe description of a JS value of the wrong type for error messages.
fn describe(value: &JsValue) -> String {
    if let Some(text) = value.as_string() {
        let shown: String = text.chars().take(20).collect();
        let more = if text.chars().count() > 20 { "..." } else { "" };
        format!("the string {shown:?}{more}")
    } else if value.is_undefined() {
        "undefined".into()
    } else if value.is_null() {
        "null".into()
    } else if let Some(flag) = value.as_bool() {
        format!("the boolean {flag}")
    } else if value.is_bigint() {
        "a BigInt".into()
    } else if value.is_symbol() {
        "a symbol".into()
    } else if value.is_function() {
        "a function".into()
    } else if value.is_object() {
        "an object".into()
    } else {
        "a value of another type".into()
    }
}

/// One game of The Resistance. Every method speaks the JSON wire format
/// (`docs/wire-format.md`) but the typed calls of [`typed`], which speak numbers;
/// the npm package wraps it in `Game`.
#[wasm_bindgen]
pub struct GameCore {
    game: Game,
    /// The outcome of the last command accepted (`lastOutcome`).
    last: Outcome,
    /// The error of the last refused typed call, until `takeRefusal` takes it.
    refusal: Cell<Option<JsValue>>,
}

impl GameCore {
    fn new(game: Game) -> GameCore {
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
        let config = json::config_from_json(&json_text(&config_json, "the configuration")?)
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
        let game = json::restore_from_json(&text).map_err(json_error)?;
        Ok(GameCore::new(game))
    }

    /// `seat` sends a JSON command. Returns the outcome JSON (`{"events":[...]}`, each
    /// event in its audience envelope), which `lastOutcome` then gives too. A refused
    /// command changes nothing.
    pub fn apply(&mut self, seat: JsValue, command_json: JsValue) -> Result<String, JsValue> {
        let seat = self::seat(&seat)?;
        let command = json::command_from_json(&json_text(&command_json, "the command")?)
            .map_err(json_error)?;
        let outcome = self.game.apply(seat, command).map_err(command_error)?;
        self.last = outcome;
        encode(json::to_json(&outcome))
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
    let config = json::config_from_json(&json_text(&config_json, "the configuration")?)
        .map_err(json_error)?;
    config
        .validate()
        .map_err(JsonError::from)
        .map_err(json_error)?;
    script_json(&config, self::language(&language)?)
}

/// The engine's version, as in its `Cargo.toml`.
#[wasm_bindgen(js_name = engineVersion)]
pub fn engine_version() -> String {
    env!("CARGO_PKG_VERSION").into()
}

/// The snapshot format version this build reads and writes.
#[wasm_bindgen(js_name = snapshotVersion)]
pub fn snapshot_version() -> u32 {
    resistance_core::SNAPSHOT_VERSION
}

#[cfg(test)]
mod tests {
    #[test]
    fn versions_match_the_core() {
        assert_eq!(super::snapshot_version(), resistance_core::SNAPSHOT_VERSION);
        assert_eq!(super::engine_version(), env!("CARGO_PKG_VERSION"));
    }
}
