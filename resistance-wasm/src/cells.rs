//! The Cells variant (3 or 4 players, each running a cell of three characters) for
//! JavaScript: [`CellsCore`], the twin of `GameCore` over [`CellsGame`], with the
//! same JSON methods (one body for both, `TableCore`) and the same `Error` objects
//! with the core's codes; the npm package wraps it in `CellsGame`, in a WebAssembly
//! module of its own (feature `cells`), behind `resistance-engine/cells`. No typed
//! path: Cells is played by people from memory, not by bots by the million.

use crate::table::table_class;
use resistance_core::{cells::CellsGame, record::RECORD_VERSION};
use resistance_wasm_codec::table::TableCore;
use wasm_bindgen::prelude::*;

/// One game of the Cells variant. Every method speaks the JSON wire format; the npm
/// package wraps it in `CellsGame`.
#[wasm_bindgen]
pub struct CellsCore {
    table: TableCore<CellsGame>,
}

impl From<TableCore<CellsGame>> for CellsCore {
    fn from(table: TableCore<CellsGame>) -> CellsCore {
        CellsCore { table }
    }
}

table_class!(
    CellsCore, cells,
    create: "A new Cells game from a JSON configuration (`{\"players\":4,\"seed\":42}`).",
    restore: "A Cells game replayed from its JSON record; another version is refused as \
        `unsupported_snapshot_version`, a record of the other game as \
        `record_of_another_game`.",
    opening: "The events of the game's opening (`CellsGame::start`): the start for \
        everyone, then each seat's one look at its hand, for that seat alone. The \
        opening depends only on the configuration, so a restored game has it too.",
    view: "Everything `seat` may know now (the public table, its memory, the cards it \
        holds), as JSON.",
    awaiting: "The seats the game is waiting for, as a JSON array. Every step of a Cells \
        game is public, so players may see this too.",
    record: "The whole game as a JSON record. **It holds every secret** (the seed deals \
        every cell and orders the deck): keep it on the host while the game is on.",
);

/// The Cells record format version this build reads and writes.
#[wasm_bindgen(js_name = cellsSnapshotVersion)]
pub fn cells_snapshot_version() -> u32 {
    RECORD_VERSION
}
