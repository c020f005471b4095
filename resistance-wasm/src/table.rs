//! The JSON methods both games share, written once: [`TableCore`], generic over the
//! core's [`Table`](resistance_core::Table), holds a game and answers in its wire
//! format; `table_class!` emits a `#[wasm_bindgen]` class's methods over it
//! (wasm-bindgen exports no generic class, so each game gets a class of its own:
//! `GameCore`, `CellsCore`).

use crate::{command_error_of, encode, json_error, json_text, seat};
use resistance_core::{
    ErrorCode, Events, MAX_SEED, Recorded, SeedUnavailable, Table,
    json::{self, JsonError, JsonTable},
};
use serde::Serialize;
use wasm_bindgen::JsValue;

/// A refused command of game `G` (or a seat a view cannot show), by its code.
pub(crate) fn command_error<G: Table>(refused: G::CommandError) -> JsValue {
    command_error_of(refused.code(), &refused)
}

/// One game of either kind, with its record, and the outcome of the last command
/// it accepted.
#[derive(Clone, Debug)]
pub struct TableCore<G: Table> {
    /// The game, recording every accepted command (`record()`).
    pub(crate) game: Recorded<G>,
    /// The outcome of the last command accepted (`lastOutcome` of the base game).
    pub(crate) last: G::Outcome,
}

/// Every answer is in the JSON wire format: for the games whose types serialize.
impl<G> TableCore<G>
where
    G: JsonTable<
            Config: Serialize,
            Command: Serialize,
            Event: Serialize,
            Outcome: Serialize,
            Choices: Serialize,
            PlayerView: Serialize,
            PublicView: Serialize,
            Result: Serialize,
        >,
{
    /// A fresh game, with no last outcome.
    pub(crate) fn new(game: Recorded<G>) -> TableCore<G> {
        TableCore {
            game,
            last: G::Outcome::default(),
        }
    }

    /// A new game from a JSON configuration; without a `"seed"` it gets
    /// `secure_seed`, which the package draws from `crypto.getRandomValues`.
    pub(crate) fn create(
        config_json: &JsValue,
        secure_seed: &JsValue,
    ) -> Result<TableCore<G>, JsValue> {
        let text = json_text(config_json, "the configuration")?;
        let draw = || {
            secure_seed
                .as_f64()
                .filter(|seed| seed.fract() == 0.0 && (0.0..=MAX_SEED as f64).contains(seed))
                .map(|seed| seed as u64)
                .ok_or(JsonError::SeedUnavailable(SeedUnavailable))
        };
        let game = json::new_game_from_json::<Recorded<G>>(&text, draw).map_err(json_error)?;
        Ok(TableCore::new(game))
    }

    /// A game replayed from its JSON record.
    pub(crate) fn restore(record_json: &JsValue) -> Result<TableCore<G>, JsValue> {
        let text = json_text(record_json, "the record")?;
        let game = json::replay_from_json::<Recorded<G>>(&text).map_err(json_error)?;
        Ok(TableCore::new(game))
    }

    /// What `seat` received, step by step, in the game of a JSON record.
    pub(crate) fn seat_replay(record_json: &JsValue, seat: &JsValue) -> Result<String, JsValue> {
        let text = json_text(record_json, "the record")?;
        json::seat_replay_json::<G>(&text, self::seat(seat)?).map_err(json_error)
    }

    /// The spectator's record of the game of a JSON record.
    pub(crate) fn spectator_replay(record_json: &JsValue) -> Result<String, JsValue> {
        let text = json_text(record_json, "the record")?;
        json::spectator_replay_json::<G>(&text).map_err(json_error)
    }

    /// `seat` sends a JSON command; the outcome JSON, kept for `lastOutcome`.
    pub(crate) fn apply(
        &mut self,
        seat: &JsValue,
        command_json: &JsValue,
    ) -> Result<String, JsValue> {
        let seat = self::seat(seat)?;
        let command = json::command_from_json::<G>(&json_text(command_json, "the command")?)
            .map_err(json_error)?;
        // Into `last` in place: copying an outcome costs a bot's step a few percent.
        self.game
            .apply_into(seat, command, &mut self.last)
            .map_err(command_error::<G>)?;
        encode(json::to_json(&self.last))
    }

    /// The events of the game's opening, which depend only on the configuration.
    pub(crate) fn opening(&self) -> Result<String, JsValue> {
        let (_, opening) = G::start(*self.game.seeded_config())
            .map_err(G::config_error)
            .map_err(json_error)?;
        encode(json::to_json(opening.envelopes()))
    }

    /// Everything `seat` may know now.
    pub(crate) fn view(&self, seat: &JsValue) -> Result<String, JsValue> {
        let view = self
            .game
            .view(self::seat(seat)?)
            .map_err(|missing| command_error::<G>(missing.into()))?;
        encode(json::to_json(&view))
    }

    /// Everything a spectator may know now.
    pub(crate) fn public_view(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.public_view()))
    }

    /// Every command `seat` may send now.
    pub(crate) fn legal_commands(&self, seat: &JsValue) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.legal_commands(self::seat(seat)?)))
    }

    /// What `seat` may do now, compactly.
    pub(crate) fn choices(&self, seat: &JsValue) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.choices(self::seat(seat)?)))
    }

    /// The seats the game is waiting for.
    pub(crate) fn awaiting(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.awaiting()))
    }

    /// How the game ended, `null` while it goes on.
    pub(crate) fn result(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.result()))
    }

    /// The configuration the game was made from, seed included.
    pub(crate) fn seeded_config(&self) -> Result<String, JsValue> {
        encode(json::to_json(self.game.seeded_config()))
    }

    /// The configuration without its seed, for players.
    pub(crate) fn player_config(&self) -> Result<String, JsValue> {
        encode(json::player_config_json(&self.game))
    }

    /// The whole game as a JSON record.
    pub(crate) fn record(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.record()))
    }
}

/// The JSON methods of a `#[wasm_bindgen]` class over [`TableCore`]: `$class` has a
/// field `table: TableCore<$game>` and implements `From<TableCore<$game>>`. The
/// doc comments name what differs between the games (`$apply`: how `apply`
/// answers; `$opening`, `$view`, `$awaiting`, `$record`: what those hold).
macro_rules! table_class {
    (
        $class:ident, $game:ty,
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
                $crate::table::TableCore::<$game>::create(&config_json, &secure_seed)
                    .map(<$class>::from)
            }

            #[doc = $restore]
            pub fn restore(
                record_json: wasm_bindgen::JsValue,
            ) -> Result<$class, wasm_bindgen::JsValue> {
                $crate::table::TableCore::<$game>::restore(&record_json).map(<$class>::from)
            }

            /// What `seat` received, step by step, in the game of a JSON record, as
            /// a JSON array of `{events, view}`: the opening, then each command
            /// that sent it an event. For that seat alone.
            #[wasm_bindgen(js_name = seatReplay)]
            pub fn seat_replay(
                record_json: wasm_bindgen::JsValue,
                seat: wasm_bindgen::JsValue,
            ) -> Result<String, wasm_bindgen::JsValue> {
                $crate::table::TableCore::<$game>::seat_replay(&record_json, &seat)
            }

            /// The game of a JSON record as a spectator saw it (`{version, game,
            /// steps}`), as JSON: no seed, no hidden command, safe to publish
            /// during the game.
            #[wasm_bindgen(js_name = spectatorReplay)]
            pub fn spectator_replay(
                record_json: wasm_bindgen::JsValue,
            ) -> Result<String, wasm_bindgen::JsValue> {
                $crate::table::TableCore::<$game>::spectator_replay(&record_json)
            }

            /// A copy of this game that goes on independently: the same state, the
            /// same last outcome, the same answers to the same commands.
            #[wasm_bindgen(js_name = clone)]
            pub fn duplicate(&self) -> $class {
                <$class>::from(self.table.clone())
            }

            /// `seat` sends a JSON command. Returns the outcome JSON
            /// (`{"events":[...]}`, each event in its audience envelope). A refused
            /// command changes nothing.
            pub fn apply(
                &mut self,
                seat: wasm_bindgen::JsValue,
                command_json: wasm_bindgen::JsValue,
            ) -> Result<String, wasm_bindgen::JsValue> {
                self.table.apply(&seat, &command_json)
            }

            #[doc = $opening]
            pub fn opening(&self) -> Result<String, wasm_bindgen::JsValue> {
                self.table.opening()
            }

            #[doc = $view]
            pub fn view(
                &self,
                seat: wasm_bindgen::JsValue,
            ) -> Result<String, wasm_bindgen::JsValue> {
                self.table.view(&seat)
            }

            /// Everything a spectator may know now, as JSON.
            #[wasm_bindgen(js_name = publicView)]
            pub fn public_view(&self) -> Result<String, wasm_bindgen::JsValue> {
                self.table.public_view()
            }

            /// Every command `seat` may send now, as a JSON array (empty for a seat
            /// not at the table). For that seat alone.
            #[wasm_bindgen(js_name = legalCommands)]
            pub fn legal_commands(
                &self,
                seat: wasm_bindgen::JsValue,
            ) -> Result<String, wasm_bindgen::JsValue> {
                self.table.legal_commands(&seat)
            }

            /// What `seat` may do now, compactly, as JSON. For that seat alone.
            pub fn choices(
                &self,
                seat: wasm_bindgen::JsValue,
            ) -> Result<String, wasm_bindgen::JsValue> {
                self.table.choices(&seat)
            }

            #[doc = $awaiting]
            pub fn awaiting(&self) -> Result<String, wasm_bindgen::JsValue> {
                self.table.awaiting()
            }

            /// How the game ended as JSON, `null` while it goes on.
            pub fn result(&self) -> Result<String, wasm_bindgen::JsValue> {
                self.table.result()
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
                self.table.seeded_config()
            }

            /// The configuration without its seed, as JSON: safe for players.
            #[wasm_bindgen(js_name = playerConfig)]
            pub fn player_config(&self) -> Result<String, wasm_bindgen::JsValue> {
                self.table.player_config()
            }

            #[doc = $record]
            pub fn record(&self) -> Result<String, wasm_bindgen::JsValue> {
                self.table.record()
            }
        }
    };
}

pub(crate) use table_class;
