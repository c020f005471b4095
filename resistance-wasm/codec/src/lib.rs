//! What the npm package's WebAssembly modules share and rarely run, compiled for size
//! (the workspace's `wasm` profile builds this crate at opt-level `"z"`): the JSON
//! methods of both games ([`table`]), the checks of the arguments JS passes
//! ([`argument`]) and the `Error` objects thrown to JS with their stable codes.
//!
//! `resistance-wasm` holds the classes JS sees (`GameCore`, `CellsCore`) and the
//! typed calls, the bots' hot path, at opt-level 3. A generic function is compiled in
//! the crate that names its types, so the JSON code (serde's decoders and encoders
//! of every type of the wire format, the strict checks, the error explanations) is
//! compiled here only if this crate names the games: [`table`] gives each game's
//! JSON methods as plain functions ([`table::game`], [`table::cells`]), which
//! `resistance-wasm` calls. That keeps the main module small without slowing a
//! bot's step (`resistance-wasm/build.sh`).

// Each npm module is built with some of the features: helpers only the others use
// are dead code there.
#![cfg_attr(not(all(feature = "game", feature = "cells")), allow(dead_code))]

use argument::Argument;
use resistance_core::{Seat, json::JsonError};
use wasm_bindgen::prelude::*;

pub mod argument;
pub mod table;

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

    #[wasm_bindgen(method, setter = path, js_class = "Error")]
    fn set_path(this: &ErrorObject, path: &str);

    #[wasm_bindgen(method, setter = detail, js_class = "Error")]
    fn set_detail(this: &ErrorObject, detail: &str);

    /// JS's `String(number)`: a number as JS writes it (`Infinity`, `1e+300`), for
    /// the messages of errors.
    #[wasm_bindgen(js_name = String)]
    pub fn number_text(number: f64) -> String;
}

/// A JS `Error` with `code` and `message`.
pub fn error(code: &str, message: &str) -> JsValue {
    let error = ErrorObject::new(message);
    error.set_code(code);
    error.into()
}

/// A refused JSON text (or a value the engine refuses after decoding it). A text of
/// the wrong shape ([`JsonError::Decode`]) also carries, as the error's `path` and
/// `detail`, the field at fault (`team[1]`, empty for the whole value) and what is
/// wrong there without the position in the text: the package's object methods,
/// whose JSON the caller never saw, build their message from those two.
pub fn json_error(refused: JsonError) -> JsValue {
    let thrown = ErrorObject::new(&refused.to_string());
    thrown.set_code(refused.code());
    if let JsonError::Decode(decode) = &refused {
        thrown.set_path(decode.path());
        thrown.set_detail(decode.message());
    }
    thrown.into()
}

/// A refused command of either game (or a seat a view cannot show), by its code.
pub fn command_error_of(code: &str, refused: &dyn core::fmt::Display) -> JsValue {
    error(code, &refused.to_string())
}

/// A value the engine produced, encoded by `json::to_json`. Encoding the engine's own
/// values cannot fail (every map key is a string, no number is a float); should it
/// ever, JS gets an error rather than a trap.
pub fn encode(encoded: Result<String, JsonError>) -> Result<String, JsValue> {
    encoded.map_err(|refused| error(ENCODE_FAILED, &refused.to_string()))
}

/// The seat a JS value names: a whole number from 0 to 255. Whether that seat is at
/// the table is the core's question, so its `no_such_seat` error stays the core's.
pub fn seat(value: &JsValue) -> Result<Seat, JsValue> {
    match value.as_f64() {
        Some(number) => Argument::Seat.seat(number),
        None => Err(Argument::Seat.refuse(&describe(value))),
    }
}

/// A JSON argument: JS strings only, so a forgotten `JSON.stringify` is a clear error.
pub fn json_text(value: &JsValue, what: &str) -> Result<String, JsValue> {
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
pub fn describe(value: &JsValue) -> String {
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
