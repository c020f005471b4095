//! WebAssembly bindings of `resistance-core` for JavaScript and TypeScript.
//!
//! This crate is the seed of the npm package: for now it exposes the versions a JS
//! host needs to check compatibility. The game class arrives with the WebAssembly issue
//! and will speak the core's JSON wire format unchanged.

use wasm_bindgen::prelude::*;

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
