//! `table_class!`: the JSON methods of a `#[wasm_bindgen]` class over the codec's
//! `TableCore` (wasm-bindgen exports no generic class, so each game gets a class of
//! its own: `GameCore`, `CellsCore`), each a call to the codec's function for its
//! game, compiled there for size.

/// The JSON methods of a `#[wasm_bindgen]` class over `TableCore`: `$class` has a
/// field `table: TableCore<$game>` and implements `From<TableCore<$game>>`; `$json`
/// is the module of `resistance_wasm_codec::table` with that game's functions. The
/// doc comments name what differs between the games (`$apply`: how `apply`
/// answers; `$opening`, `$view`, `$awaiting`, `$record`: what those hold).
macro_rules! table_class {
    (
        $class:ident, $json:ident,
        create: $create:literal,
        restore: $restore:literal,
        opening: $opening:literal,
        view: $view:literal,
        awaiting: $awaiting:literal,
        record: $record:literal $(,)?
    ) => {
        #[wasm_bindgen::prelude::wasm_bindgen]
        impl $class {
            #[doc = $create]
            ///
            /// Without a `"seed"` the game gets `secureSeed`, a number the package
            /// draws from `crypto.getRandomValues` (at most 2^53 - 1).
            pub fn create(
                config_json: wasm_bindgen::JsValue,
                secure_seed: wasm_bindgen::JsValue,
            ) -> Result<$class, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::create(&config_json, &secure_seed)
                    .map(<$class>::from)
            }

            #[doc = $restore]
            pub fn restore(
                record_json: wasm_bindgen::JsValue,
            ) -> Result<$class, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::restore(&record_json).map(<$class>::from)
            }

            /// What `seat` received, step by step, in the game of a JSON record, as
            /// a JSON array of `{events, view}`: the opening, then each command
            /// that sent it an event. For that seat alone.
            #[wasm_bindgen(js_name = seatReplay)]
            pub fn seat_replay(
                record_json: wasm_bindgen::JsValue,
                seat: wasm_bindgen::JsValue,
            ) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::seat_replay(&record_json, &seat)
            }

            /// The game of a JSON record as a spectator saw it (`{version, game,
            /// steps}`), as JSON: no seed, no hidden command, safe to publish
            /// during the game.
            #[wasm_bindgen(js_name = spectatorReplay)]
            pub fn spectator_replay(
                record_json: wasm_bindgen::JsValue,
            ) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::spectator_replay(&record_json)
            }

            /// A copy of this game that goes on independently: the same state, the
            /// same last outcome, the same answers to the same commands.
            #[wasm_bindgen(js_name = clone)]
            pub fn duplicate(&self) -> $class {
                <$class>::from(resistance_wasm_codec::table::$json::duplicate(&self.table))
            }

            /// `seat` sends a JSON command. Returns the outcome JSON
            /// (`{"events":[...]}`, each event in its audience envelope). A refused
            /// command changes nothing.
            pub fn apply(
                &mut self,
                seat: wasm_bindgen::JsValue,
                command_json: wasm_bindgen::JsValue,
            ) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::apply(&mut self.table, &seat, &command_json)
            }

            #[doc = $opening]
            pub fn opening(&self) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::opening(&self.table)
            }

            #[doc = $view]
            pub fn view(
                &self,
                seat: wasm_bindgen::JsValue,
            ) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::view(&self.table, &seat)
            }

            /// Everything a spectator may know now, as JSON.
            #[wasm_bindgen(js_name = publicView)]
            pub fn public_view(&self) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::public_view(&self.table)
            }

            /// Every command `seat` may send now, as a JSON array (empty for a seat
            /// not at the table). For that seat alone.
            #[wasm_bindgen(js_name = legalCommands)]
            pub fn legal_commands(
                &self,
                seat: wasm_bindgen::JsValue,
            ) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::legal_commands(&self.table, &seat)
            }

            /// What `seat` may do now, compactly, as JSON. For that seat alone.
            pub fn choices(
                &self,
                seat: wasm_bindgen::JsValue,
            ) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::choices(&self.table, &seat)
            }

            #[doc = $awaiting]
            pub fn awaiting(&self) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::awaiting(&self.table)
            }

            /// How the game ended as JSON, `null` while it goes on.
            pub fn result(&self) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::result(&self.table)
            }

            /// Whether the game has ended.
            #[wasm_bindgen(js_name = isOver)]
            pub fn is_over(&self) -> bool {
                resistance_core::Table::is_over(&self.table.game)
            }

            /// The configuration the game was made from, as JSON, **seed
            /// included**: the seed decides every role, so this is for the host.
            #[wasm_bindgen(js_name = seededConfig)]
            pub fn seeded_config(&self) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::seeded_config(&self.table)
            }

            /// The configuration without its seed, as JSON: safe for players.
            #[wasm_bindgen(js_name = playerConfig)]
            pub fn player_config(&self) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::player_config(&self.table)
            }

            #[doc = $record]
            pub fn record(&self) -> Result<String, wasm_bindgen::JsValue> {
                resistance_wasm_codec::table::$json::record(&self.table)
            }
        }
    };
}

pub(crate) use table_class;
