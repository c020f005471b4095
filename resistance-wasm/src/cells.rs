//! The Cells variant (3 or 4 players, each running a cell of three characters) for
//! JavaScript: [`CellsCore`], the twin of `GameCore` over
//! [`CellsGame`]. It speaks the same JSON wire format through the same codec, and
//! its errors are the same `Error` objects with the core's codes; the npm package
//! wraps it in `CellsGame`, in a WebAssembly module of its own (feature `cells`),
//! behind `resistance-engine/cells`. No typed path: Cells is played by people from memory,
//! not by bots by the million.

use crate::{command_error_of, encode, json_error, json_text, seat};
use resistance_core::{
    cells::{CELLS_SNAPSHOT_VERSION, CellsCommandError, CellsGame},
    json::{self, JsonError},
};
use wasm_bindgen::prelude::*;

/// One game of the Cells variant. Every method speaks the JSON wire format; the npm
/// package wraps it in `CellsGame`.
#[wasm_bindgen]
pub struct CellsCore {
    game: CellsGame,
}

#[wasm_bindgen]
impl CellsCore {
    /// A new Cells game from a JSON configuration (`{"players":4,"seed":42}`).
    pub fn create(config_json: JsValue) -> Result<CellsCore, JsValue> {
        let text = json_text(&config_json, "the configuration")?;
        let game = json::game_from_json::<CellsGame>(&text).map_err(json_error)?;
        Ok(CellsCore { game })
    }

    /// A Cells game restored from a JSON snapshot; another snapshot version is
    /// refused as `unsupported_snapshot_version`, a snapshot of the other game as
    /// `invalid_json`.
    pub fn restore(snapshot_json: JsValue) -> Result<CellsCore, JsValue> {
        let text = json_text(&snapshot_json, "the snapshot")?;
        let game = json::restore_from_json::<CellsGame>(&text).map_err(json_error)?;
        Ok(CellsCore { game })
    }

    /// `seat` sends a JSON command. Returns the outcome JSON (`{"events":[...]}`,
    /// each event in its audience envelope). A refused command changes nothing.
    pub fn apply(&mut self, seat: JsValue, command_json: JsValue) -> Result<String, JsValue> {
        let seat = self::seat(&seat)?;
        let command =
            json::command_from_json::<CellsGame>(&json_text(&command_json, "the command")?)
                .map_err(json_error)?;
        let outcome = self
            .game
            .apply(seat, command)
            .map_err(|refused| command_error_of(refused.code(), &refused))?;
        encode(json::to_json(&outcome))
    }

    /// The events of the game's opening (`CellsGame::start`): the start for
    /// everyone, then each seat's one look at its hand, for that seat alone. The
    /// opening depends only on the configuration, so a restored game has it too.
    pub fn opening(&self) -> Result<String, JsValue> {
        let (_, opening) = CellsGame::start(*self.game.config())
            .map_err(JsonError::from)
            .map_err(json_error)?;
        encode(json::to_json(opening.as_slice()))
    }

    /// Everything `seat` may know now (the public table, its memory, the cards it
    /// holds), as JSON.
    pub fn view(&self, seat: JsValue) -> Result<String, JsValue> {
        let view = self.game.view(self::seat(&seat)?).map_err(|missing| {
            let refused = CellsCommandError::from(missing);
            command_error_of(refused.code(), &refused)
        })?;
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

    /// The seats the game is waiting for, as a JSON array. Every step of a Cells
    /// game is public, so players may see this too.
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

    /// The whole game as a JSON snapshot. **It holds every secret** (every cell,
    /// the deck's order, every seat's memory): keep it on the host.
    pub fn snapshot(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.snapshot()))
    }
}

/// The Cells snapshot format version this build reads and writes.
#[wasm_bindgen(js_name = cellsSnapshotVersion)]
pub fn cells_snapshot_version() -> u32 {
    CELLS_SNAPSHOT_VERSION
}
