//! The base game and its modules for JavaScript: [`GameCore`], over [`Game`], with
//! the JSON methods here and the typed fast path in [`typed`](crate::typed). Built
//! into the package's main module (feature `game`); the bots
//! ([`bots`](crate::bots)) and the opening script and names
//! ([`script`](crate::script)) add their methods in the full module.

use crate::table::table_class;
#[cfg(any(feature = "bots", feature = "script"))]
use crate::{INVALID_ARGUMENT, describe, error};
use core::cell::Cell;
#[cfg(any(feature = "bots", feature = "script"))]
use resistance_core::json;
use resistance_core::{CommandError, Game};
use resistance_wasm_codec::table::TableCore;
#[cfg(any(feature = "bots", feature = "script"))]
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A refused command of the base game.
pub(crate) fn command_error(refused: CommandError) -> JsValue {
    resistance_wasm_codec::table::game::command_error(refused)
}

#[cfg(any(feature = "bots", feature = "script"))]
/// The value of `all` a JS value names by its wire name (`"english"`, `"logical"`,
/// ...): the core's own names, so a value the core gains is named at once.
/// `what` names the argument in the error refusing any other value.
pub(crate) fn by_wire_name<T: Serialize + Copy>(
    value: &JsValue,
    all: &[T],
    what: &str,
) -> Result<T, JsValue> {
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
    GameCore, game,
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

/// The record format version this build reads and writes.
#[wasm_bindgen(js_name = snapshotVersion)]
pub fn snapshot_version() -> u32 {
    resistance_core::record::RECORD_VERSION
}

#[cfg(test)]
mod tests {
    #[test]
    fn the_snapshot_version_is_the_core_s() {
        assert_eq!(
            super::snapshot_version(),
            resistance_core::record::RECORD_VERSION
        );
    }
}
