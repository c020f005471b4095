//! The opening script to read aloud (AS3) and the names of the cards, the modules
//! and the sides, for JavaScript (feature `script`, the full module): the
//! `revealScript` and `names` functions (the npm package's `game.revealScript` is
//! `revealScript` of the game's configuration).

use crate::{encode, game::by_wire_name, json_error, json_text};
use resistance_core::{
    Game, GameConfig,
    json::{self, JsonError},
    script::Language,
    script::Naming,
    script::narrated_script_named,
};
use wasm_bindgen::prelude::*;

/// The script language a JS value names, by the core's own names (`"english"`, ...);
/// `undefined` is the default language.
fn language(value: &JsValue) -> Result<Language, JsValue> {
    if value.is_undefined() {
        return Ok(Language::default());
    }
    by_wire_name(value, &Language::ALL, "the language")
}

/// The naming a JS value names, by the core's own names (`"resistance"`,
/// `"avalon"`); `undefined` is the default naming, the Resistance names.
fn naming(value: &JsValue) -> Result<Naming, JsValue> {
    if value.is_undefined() {
        return Ok(Naming::default());
    }
    by_wire_name(value, &Naming::ALL, "the naming")
}

/// The narrated opening script (AS3) of a configuration, as JSON, in the language
/// and naming two JS values name.
fn script_json(
    config: &GameConfig,
    language: &JsValue,
    naming: &JsValue,
) -> Result<String, JsValue> {
    let script = narrated_script_named(config, self::language(language)?, self::naming(naming)?);
    encode(json::to_json(&script))
}

/// The opening script to read aloud (AS3) for a JSON configuration, before any game
/// is made (a setup screen), as JSON. A configuration the engine would refuse is
/// refused here too.
#[wasm_bindgen(js_name = revealScript)]
pub fn reveal_script_for(
    config_json: JsValue,
    language: JsValue,
    naming: JsValue,
) -> Result<String, JsValue> {
    let config = json::config_from_json::<Game>(&json_text(&config_json, "the configuration")?)
        .map_err(json_error)?;
    config
        .validate()
        .map_err(JsonError::from)
        .map_err(json_error)?;
    script_json(&config, &language, &naming)
}

/// Every name of the cards, the modules and the sides in `language` under `naming`
/// (both optional, as for `revealScript`), as JSON: `{"language", "naming",
/// "roles": {"commander": "Merlin", ...}, "modules": {...}, "sides": {...}}`, each
/// keyed by the wire names events and configurations use.
#[wasm_bindgen(js_name = names)]
pub fn names(language: JsValue, naming: JsValue) -> Result<String, JsValue> {
    let names = resistance_core::script::names(self::language(&language)?, self::naming(&naming)?);
    encode(json::to_json(&names))
}

/// The history (the vote-history grid) of a view, as JSON, from the view's JSON: a
/// seat's view gives that seat's history, a spectator's the public one, as
/// `game.history(seat)` and `game.publicHistory()` give them. For a client that
/// holds the views a server sent and no game.
#[wasm_bindgen(js_name = historyOfView)]
pub fn history_of_view(view_json: JsValue) -> Result<String, JsValue> {
    resistance_wasm_codec::table::history::history_of_view(&view_json)
}
