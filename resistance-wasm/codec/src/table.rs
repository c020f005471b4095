//! The JSON methods both games share, written once: [`TableCore`], generic over the
//! core's [`Table`], holds a game and answers in its wire
//! format. Its methods are compiled here, for each game, as the plain functions of
//! [`game`] and [`cells`]: `resistance-wasm`'s `table_class!` gives each
//! `#[wasm_bindgen]` class (`GameCore`, `CellsCore`) its JSON methods through them.

use crate::{command_error_of, encode, json_error, json_text, seat};
use resistance_core::{
    ErrorCode, Events, MAX_SEED, Recorded, SeedUnavailable, Table,
    json::{self, JsonError, JsonTable},
};
use serde::Serialize;
use wasm_bindgen::JsValue;

/// A refused command of game `G` (or a seat a view cannot show), by its code.
fn command_error<G: Table>(refused: G::CommandError) -> JsValue {
    command_error_of(refused.code(), &refused)
}

/// One game of either kind, with its record, and the outcome of the last command
/// it accepted.
#[derive(Clone, Debug)]
pub struct TableCore<G: Table> {
    /// The game, recording every accepted command (`record()`).
    pub game: Recorded<G>,
    /// The outcome of the last command accepted (`lastOutcome` of the base game).
    pub last: G::Outcome,
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
    pub fn new(game: Recorded<G>) -> TableCore<G> {
        TableCore {
            game,
            last: G::Outcome::default(),
        }
    }

    /// A new game from a JSON configuration; without a `"seed"` it gets
    /// `secure_seed`, which the package draws from `crypto.getRandomValues`.
    fn create(config_json: &JsValue, secure_seed: &JsValue) -> Result<TableCore<G>, JsValue> {
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
    fn restore(record_json: &JsValue) -> Result<TableCore<G>, JsValue> {
        let text = json_text(record_json, "the record")?;
        let game = json::replay_from_json::<Recorded<G>>(&text).map_err(json_error)?;
        Ok(TableCore::new(game))
    }

    /// What `seat` received, step by step, in the game of a JSON record.
    fn seat_replay(record_json: &JsValue, seat: &JsValue) -> Result<String, JsValue> {
        let text = json_text(record_json, "the record")?;
        json::seat_replay_json::<G>(&text, self::seat(seat)?).map_err(json_error)
    }

    /// The spectator's record of the game of a JSON record.
    fn spectator_replay(record_json: &JsValue) -> Result<String, JsValue> {
        let text = json_text(record_json, "the record")?;
        json::spectator_replay_json::<G>(&text).map_err(json_error)
    }

    /// `seat` sends a JSON command; the outcome JSON, kept for `lastOutcome`.
    fn apply(&mut self, seat: &JsValue, command_json: &JsValue) -> Result<String, JsValue> {
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
    fn opening(&self) -> Result<String, JsValue> {
        let (_, opening) = G::start(*self.game.seeded_config())
            .map_err(G::config_error)
            .map_err(json_error)?;
        encode(json::to_json(opening.envelopes()))
    }

    /// Everything `seat` may know now.
    fn view(&self, seat: &JsValue) -> Result<String, JsValue> {
        let view = self
            .game
            .view(self::seat(seat)?)
            .map_err(|missing| command_error::<G>(missing.into()))?;
        encode(json::to_json(&view))
    }

    /// Everything a spectator may know now.
    fn public_view(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.public_view()))
    }

    /// Every command `seat` may send now.
    fn legal_commands(&self, seat: &JsValue) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.legal_commands(self::seat(seat)?)))
    }

    /// What `seat` may do now, compactly.
    fn choices(&self, seat: &JsValue) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.choices(self::seat(seat)?)))
    }

    /// The seats the game is waiting for.
    fn awaiting(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.awaiting()))
    }

    /// How the game ended, `null` while it goes on.
    fn result(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.result()))
    }

    /// The configuration the game was made from, seed included.
    fn seeded_config(&self) -> Result<String, JsValue> {
        encode(json::to_json(self.game.seeded_config()))
    }

    /// The configuration without its seed, for players.
    fn player_config(&self) -> Result<String, JsValue> {
        encode(json::player_config_json(&self.game))
    }

    /// The whole game as a JSON record.
    fn record(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.game.record()))
    }

    /// The outcome of the last command accepted, as JSON.
    fn last_outcome(&self) -> Result<String, JsValue> {
        encode(json::to_json(&self.last))
    }
}

/// The JSON methods of [`TableCore`] for the game `$game`, as plain functions of
/// module `$module`: not generic, so compiled in this crate (for size), each kept
/// out of its caller (`#[inline(never)]`, so that no caller compiled for speed takes
/// a copy).
macro_rules! json_methods {
    ($module:ident, $feature:literal, $game:ty) => {
        #[doc = concat!("The JSON methods of `TableCore<", stringify!($game), ">`.")]
        #[cfg(feature = $feature)]
        pub mod $module {
            use super::TableCore;
            use wasm_bindgen::JsValue;

            /// The game of these functions.
            pub type Table = TableCore<$game>;

            /// A refused command (or a seat a view cannot show), by its code.
            #[inline(never)]
            pub fn command_error(
                refused: <$game as resistance_core::Table>::CommandError,
            ) -> JsValue {
                super::command_error::<$game>(refused)
            }

            /// A new game from a JSON configuration; without a `"seed"` it gets
            /// `secure_seed`.
            #[inline(never)]
            pub fn create(config_json: &JsValue, secure_seed: &JsValue) -> Result<Table, JsValue> {
                Table::create(config_json, secure_seed)
            }

            /// A game replayed from its JSON record.
            #[inline(never)]
            pub fn restore(record_json: &JsValue) -> Result<Table, JsValue> {
                Table::restore(record_json)
            }

            /// What `seat` received, step by step, in the game of a JSON record.
            #[inline(never)]
            pub fn seat_replay(record_json: &JsValue, seat: &JsValue) -> Result<String, JsValue> {
                Table::seat_replay(record_json, seat)
            }

            /// The spectator's record of the game of a JSON record.
            #[inline(never)]
            pub fn spectator_replay(record_json: &JsValue) -> Result<String, JsValue> {
                Table::spectator_replay(record_json)
            }

            /// `seat` sends a JSON command; the outcome JSON.
            #[inline(never)]
            pub fn apply(
                table: &mut Table,
                seat: &JsValue,
                command_json: &JsValue,
            ) -> Result<String, JsValue> {
                table.apply(seat, command_json)
            }

            /// The events of the game's opening.
            #[inline(never)]
            pub fn opening(table: &Table) -> Result<String, JsValue> {
                table.opening()
            }

            /// Everything `seat` may know now.
            #[inline(never)]
            pub fn view(table: &Table, seat: &JsValue) -> Result<String, JsValue> {
                table.view(seat)
            }

            /// Everything a spectator may know now.
            #[inline(never)]
            pub fn public_view(table: &Table) -> Result<String, JsValue> {
                table.public_view()
            }

            /// Every command `seat` may send now.
            #[inline(never)]
            pub fn legal_commands(table: &Table, seat: &JsValue) -> Result<String, JsValue> {
                table.legal_commands(seat)
            }

            /// What `seat` may do now, compactly.
            #[inline(never)]
            pub fn choices(table: &Table, seat: &JsValue) -> Result<String, JsValue> {
                table.choices(seat)
            }

            /// The seats the game is waiting for.
            #[inline(never)]
            pub fn awaiting(table: &Table) -> Result<String, JsValue> {
                table.awaiting()
            }

            /// How the game ended, `null` while it goes on.
            #[inline(never)]
            pub fn result(table: &Table) -> Result<String, JsValue> {
                table.result()
            }

            /// The configuration, seed included.
            #[inline(never)]
            pub fn seeded_config(table: &Table) -> Result<String, JsValue> {
                table.seeded_config()
            }

            /// The configuration without its seed.
            #[inline(never)]
            pub fn player_config(table: &Table) -> Result<String, JsValue> {
                table.player_config()
            }

            /// The whole game as a JSON record.
            #[inline(never)]
            pub fn record(table: &Table) -> Result<String, JsValue> {
                table.record()
            }

            /// The outcome of the last command accepted, as JSON.
            #[inline(never)]
            pub fn last_outcome(table: &Table) -> Result<String, JsValue> {
                table.last_outcome()
            }

            /// A copy of the game that goes on independently.
            #[inline(never)]
            pub fn duplicate(table: &Table) -> Table {
                table.clone()
            }
        }
    };
}

json_methods!(game, "game", resistance_core::Game);
json_methods!(cells, "cells", resistance_core::cells::CellsGame);

/// The base game's history (`Game::history`, `Game::public_history`): the
/// vote-history grid, which the Cells variant has not.
#[cfg(feature = "game")]
pub mod history {
    use super::TableCore;
    use crate::{encode, seat};
    use resistance_core::{
        Game, PlayerView, PublicView,
        history::History,
        json::{self, JsonError},
    };
    use wasm_bindgen::JsValue;

    /// `seat`'s history as JSON: for that seat alone.
    #[inline(never)]
    pub fn history(table: &TableCore<Game>, seat: &JsValue) -> Result<String, JsValue> {
        let view = table
            .game
            .view(self::seat(seat)?)
            .map_err(|missing| super::command_error::<Game>(missing.into()))?;
        encode(json::to_json(&view.history()))
    }

    /// A spectator's history as JSON.
    #[inline(never)]
    pub fn public_history(table: &TableCore<Game>) -> Result<String, JsValue> {
        encode(json::to_json(&table.game.public_history()))
    }

    /// The history of a view as JSON, from the view's JSON (a seat's view or a
    /// spectator's): for a client that holds views and no game. Text that is not a
    /// view is refused (`invalid_json`, with the field at fault).
    #[inline(never)]
    pub fn history_of_view(view_json: &JsValue) -> Result<String, JsValue> {
        let text = crate::json_text(view_json, "the view")?;
        let history = history_from_view_json(&text).map_err(crate::json_error)?;
        encode(json::to_json(&history))
    }

    /// The history (the vote-history grid) of a base game's view, from the view's
    /// JSON: a seat's view (a [`PlayerView`], which has `seat` and `table`) gives
    /// [`PlayerView::history`], a spectator's ([`PublicView`]) gives
    /// [`PublicView::history`]. For a client that holds the views a server sent and
    /// no game. Anything else is refused as the view it is not. Here rather than in
    /// the core, whose other bindings (the C library) read no view.
    ///
    /// ```
    /// use resistance_core::{Game, GameConfig, Seat, json};
    /// use resistance_wasm_codec::table::history::history_from_view_json;
    ///
    /// let game = Game::new(GameConfig::new(5, 1)).unwrap();
    /// let view = json::to_json(&game.view(Seat(2)).unwrap()).unwrap();
    /// assert_eq!(history_from_view_json(&view).unwrap(), game.history(Seat(2)).unwrap());
    /// let watched = json::to_json(&game.public_view()).unwrap();
    /// assert_eq!(history_from_view_json(&watched).unwrap(), game.public_history());
    /// assert_eq!(history_from_view_json("{}").unwrap_err().code(), "invalid_json");
    /// ```
    pub fn history_from_view_json(json: &str) -> Result<History, JsonError> {
        use serde::de::IgnoredAny;

        /// Whether the view has a `table`: a seat's view, not a spectator's.
        #[derive(serde::Deserialize)]
        struct ViewHeader {
            #[serde(default)]
            table: Option<IgnoredAny>,
        }

        // A text over the limit is not read here: the view's reading below refuses
        // it before reading any of it.
        let seated = json.len() <= json::MAX_VIEW_BYTES
            && serde_json::from_str::<ViewHeader>(json).is_ok_and(|view| view.table.is_some());
        if seated {
            Ok(json::view_from_json::<PlayerView>(json)?.history())
        } else {
            Ok(json::view_from_json::<PublicView>(json)?.history())
        }
    }
}
