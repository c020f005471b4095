//! WebAssembly bindings of `resistance-core` for JavaScript and TypeScript.
//!
//! Two classes, each in a WebAssembly module of its own so that an app downloads only
//! the game it plays: [`GameCore`] (feature `game`, the package's main module) holds a
//! [`Game`](resistance_core::Game) of The Resistance with its modules;
//! `CellsCore` (feature `cells`, the module behind `resistance-engine/cells`) holds
//! a game of the Cells variant. Everything crosses the boundary as the core's JSON
//! wire format, encoded and decoded by [`resistance_core::json`], so the strings JS
//! receives are byte for byte what Rust's serde writes. The npm package wraps each
//! class in a thin JS class that adds object methods (`JSON.parse` /
//! `JSON.stringify` on the JS side); no rule of the game lives in either layer.
//!
//! Beside the JSON, a typed fast path for bots (`typed`, base game): bit masks and
//! numbers in and out, one boundary crossing per call, through the same
//! `Game::apply`.
//!
//! Errors reach JS as `Error` objects with a stable `code` property: the core's codes
//! ([`JsonError::code`], the commands' `code()`) and the binding's own
//! ([`INVALID_SEAT`], [`INVALID_ARGUMENT`]). Nothing here panics: arguments arrive as
//! `JsValue` (or, on the typed path, as numbers) and are checked before use, so a
//! wrong type or an out-of-range number is an error, not a trap.

// Each npm module is built with one of the features: helpers only the other uses are
// dead code there.
#![cfg_attr(not(all(feature = "game", feature = "cells")), allow(dead_code))]

use argument::Argument;
use resistance_core::{Seat, json::JsonError};
use wasm_bindgen::prelude::*;

pub mod argument;
#[cfg(feature = "cells")]
pub mod cells;
#[cfg(feature = "game")]
pub mod game;
mod table;
#[cfg(feature = "game")]
pub mod typed;

#[cfg(feature = "game")]
pub use game::GameCore;

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

/// A refused command of either game (or a seat a view cannot show), by its code.
fn command_error_of(code: &str, refused: &dyn core::fmt::Display) -> JsValue {
    error(code, &refused.to_string())
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

/// The engine's version, as in its `Cargo.toml`.
#[wasm_bindgen(js_name = engineVersion)]
pub fn engine_version() -> String {
    env!("CARGO_PKG_VERSION").into()
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_version_is_the_crate_s() {
        assert_eq!(super::engine_version(), env!("CARGO_PKG_VERSION"));
    }
}
