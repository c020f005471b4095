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
//! The base game comes in two modules: the main one (feature `game` alone: the
//! game, its records and the typed path) and the full one (with `bots` and
//! `script`: the engine's bots, the opening script and the names), which Node
//! loads, a page loads when it asks for it and the package's bot worker loads.
//!
//! The JSON methods and the argument checks live in `resistance-wasm-codec`, a crate
//! the `wasm` profile compiles for size, while this one, with the typed calls, is
//! compiled for speed: see that crate's documentation.
//!
//! Errors reach JS as `Error` objects with a stable `code` property: the core's codes
//! (`JsonError::code`, the commands' `code()`) and the binding's own
//! ([`INVALID_SEAT`], [`INVALID_ARGUMENT`]). Nothing here panics: arguments arrive as
//! `JsValue` (or, on the typed path, as numbers) and are checked before use, so a
//! wrong type or an out-of-range number is an error, not a trap.

// Each npm module is built with one of the features: helpers only the other uses are
// dead code there.
#![cfg_attr(
    not(all(feature = "game", feature = "bots", feature = "script", feature = "cells")),
    allow(dead_code, unused_imports)
)]

use wasm_bindgen::prelude::*;

pub use resistance_wasm_codec::{ENCODE_FAILED, INVALID_ARGUMENT, INVALID_SEAT, argument};
use resistance_wasm_codec::{
    command_error_of, describe, encode, error, json_error, json_text, number_text, seat,
};

#[cfg(feature = "bots")]
pub mod bots;
#[cfg(feature = "cells")]
pub mod cells;
#[cfg(feature = "game")]
pub mod game;
#[cfg(feature = "script")]
pub mod script;
mod table;
#[cfg(feature = "game")]
pub mod typed;

#[cfg(feature = "game")]
pub use game::GameCore;

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
