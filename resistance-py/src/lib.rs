//! Python bindings of `resistance-core`: the native module `resistance_engine._native`
//! of the wheel `resistance_engine`, built by maturin (abi3, CPython 3.9 and later).
//!
//! - [`GameCore`] and [`CellsCore`]: one game each, over the generic [`table::Core`],
//!   speaking the core's JSON wire format (the Python classes `Game` and `CellsGame`
//!   turn it into dicts), with fixed action indices ([`actions`]) and fixed-size
//!   observations ([`observe`]) for learning agents.
//! - [`VectorGames`](vector::VectorGames): many games stepped at once in Rust, the GIL released
//!   ([`vector`]).
//!
//! Every refusal is a `ResistanceError` with a stable code and the engine's message
//! ([`error`]); arguments arrive as Python objects and are checked before use, so
//! nothing here panics on any input.

use numpy::PyArray1;
use pyo3::{prelude::*, types::PyBool};
use resistance_core::{Game, GameRng, Seat, Table, bot::BotKind, cells::CellsGame, json};

pub mod actions;
pub mod error;
pub mod observe;
pub mod table;
pub mod vector;

use error::{INVALID_ARGUMENT, INVALID_SEAT, Refusal, ResistanceError};
use table::Core;

/// A Python `int` (not a `bool`) that fits a `T`, or a refusal with `code` that
/// says what the value should have been.
fn number<T: TryFrom<i128>>(
    value: &Bound<'_, PyAny>,
    code: &'static str,
    should_be: &str,
) -> PyResult<T> {
    let number = if value.is_instance_of::<PyBool>() {
        None
    } else {
        value.extract::<i128>().ok()
    };
    number
        .and_then(|number| T::try_from(number).ok())
        .ok_or_else(|| {
            let shown = value
                .repr()
                .map(|text| text.to_string())
                .unwrap_or_else(|_| "a value".to_string());
            Refusal::new(code, format!("{should_be}, not {shown}")).into()
        })
}

/// The seat a Python value names: an `int` from 0 to 255 (not a `bool`). Whether that
/// seat is at the table is the engine's question.
fn seat(value: &Bound<'_, PyAny>) -> PyResult<Seat> {
    number(
        value,
        INVALID_SEAT,
        "a seat must be a whole number from 0 to 255",
    )
    .map(Seat)
}

/// A whole number that fits a `T` (a bot's seed, an action index).
fn whole<T: TryFrom<i128>>(value: &Bound<'_, PyAny>, what: &str) -> PyResult<T> {
    number(
        value,
        INVALID_ARGUMENT,
        &format!("{what} must be a whole number in range"),
    )
}

/// The `#[pyclass]` of one game over [`Core`]: the same methods for both games.
macro_rules! table_class {
    ($(#[$doc:meta])* $class:ident, $game:ty, { $($extra:tt)* }) => {
        $(#[$doc])*
        #[pyclass(module = "resistance_engine._native", skip_from_py_object)]
        #[derive(Clone)]
        pub struct $class {
            core: Core<$game>,
        }

        #[pymethods]
        impl $class {
            /// A new game from a JSON configuration (a secure seed when it has none).
            #[staticmethod]
            fn create(config_json: &str) -> PyResult<Self> {
                Ok(Self { core: Core::create(config_json)? })
            }

            /// The game of a JSON record, replayed.
            #[staticmethod]
            fn replay(record_json: &str) -> PyResult<Self> {
                Ok(Self { core: Core::replay(record_json)? })
            }

            /// What `seat` received, step by step, in the game of a JSON record.
            #[staticmethod]
            fn seat_replay(record_json: &str, seat: &Bound<'_, PyAny>) -> PyResult<String> {
                Ok(Core::<$game>::seat_replay(record_json, crate::seat(seat)?)?)
            }

            /// The game of a JSON record as a spectator saw it.
            #[staticmethod]
            fn spectator_replay(record_json: &str) -> PyResult<String> {
                Ok(Core::<$game>::spectator_replay(record_json)?)
            }

            /// An independent copy.
            fn clone(&self) -> Self {
                Clone::clone(self)
            }

            /// `seat` sends a JSON command; the outcome JSON.
            fn apply(&mut self, seat: &Bound<'_, PyAny>, command_json: &str) -> PyResult<String> {
                Ok(self.core.apply(crate::seat(seat)?, command_json)?)
            }

            /// `seat` plays action `index`; the outcome JSON.
            fn apply_action(
                &mut self,
                seat: &Bound<'_, PyAny>,
                index: &Bound<'_, PyAny>,
            ) -> PyResult<String> {
                let index = crate::number::<i64>(
                    index,
                    error::INVALID_ACTION,
                    "an action must be a whole number",
                )?;
                Ok(self.core.apply_action(crate::seat(seat)?, index)?)
            }

            /// The outcome of the last accepted command, as JSON.
            fn last_outcome(&self) -> PyResult<String> {
                Ok(self.core.last_outcome()?)
            }

            /// The opening events, as JSON.
            fn opening(&self) -> PyResult<String> {
                Ok(self.core.opening()?)
            }

            /// Everything `seat` may know now, as JSON.
            fn view(&self, seat: &Bound<'_, PyAny>) -> PyResult<String> {
                Ok(self.core.view(crate::seat(seat)?)?)
            }

            /// Everything a spectator may know now, as JSON.
            fn public_view(&self) -> PyResult<String> {
                Ok(self.core.public_view()?)
            }

            /// Every command `seat` may send now, as JSON.
            fn legal_commands(&self, seat: &Bound<'_, PyAny>) -> PyResult<String> {
                Ok(self.core.legal_commands(crate::seat(seat)?)?)
            }

            /// What `seat` may do now, as JSON.
            fn choices(&self, seat: &Bound<'_, PyAny>) -> PyResult<String> {
                Ok(self.core.choices(crate::seat(seat)?)?)
            }

            /// The seats the game waits for.
            fn awaiting(&self) -> Vec<u8> {
                self.core.awaiting()
            }

            /// How the game ended, as JSON (`null` while it goes on).
            fn result(&self) -> PyResult<String> {
                Ok(self.core.result()?)
            }

            /// Whether the game has ended.
            fn is_over(&self) -> bool {
                self.core.game.is_over()
            }

            /// The number of seats.
            fn players(&self) -> u8 {
                self.core.game.players()
            }

            /// The configuration with its seed, as JSON (host only).
            fn seeded_config(&self) -> PyResult<String> {
                Ok(self.core.seeded_config()?)
            }

            /// The configuration without its seed, as JSON.
            fn player_config(&self) -> PyResult<String> {
                Ok(self.core.player_config()?)
            }

            /// The record, as JSON (host only).
            fn record(&self) -> PyResult<String> {
                Ok(self.core.record()?)
            }

            /// The number of actions.
            fn action_count(&self) -> usize {
                self.core.universe.len()
            }

            /// The command of action `index`, as JSON.
            fn action_command(&self, index: &Bound<'_, PyAny>) -> PyResult<String> {
                let index = crate::whole::<usize>(index, "an action")?;
                Ok(self.core.action_command(index)?)
            }

            /// The action index of a JSON command, or `None`.
            fn action_index(&self, command_json: &str) -> PyResult<Option<usize>> {
                Ok(self.core.action_index(command_json)?)
            }

            /// `seat`'s legal actions as a mask of 0 and 1 (`uint8`).
            fn action_mask<'py>(
                &self,
                py: Python<'py>,
                seat: &Bound<'py, PyAny>,
            ) -> PyResult<Bound<'py, PyArray1<u8>>> {
                Ok(PyArray1::from_vec(py, self.core.mask(crate::seat(seat)?)))
            }

            /// `seat`'s observation (`float32`).
            fn observe<'py>(
                &self,
                py: Python<'py>,
                seat: &Bound<'py, PyAny>,
            ) -> PyResult<Bound<'py, PyArray1<f32>>> {
                Ok(PyArray1::from_vec(py, self.core.observe(crate::seat(seat)?)))
            }

            /// Every seat's reward now: +1 won, -1 lost, 0 while the game goes on.
            fn rewards<'py>(&self, py: Python<'py>) -> Bound<'py, PyArray1<f32>> {
                PyArray1::from_vec(py, self.core.rewards())
            }

            /// The fields of an observation: `(name, offset, length)`, in order.
            #[staticmethod]
            fn observation_fields() -> Vec<(String, usize, usize)> {
                observe::fields::<$game>()
                    .into_iter()
                    .map(|field| (field.name, field.offset, field.len))
                    .collect()
            }

            $($extra)*
        }
    };
}

table_class!(
    /// A game of The Resistance with its modules.
    GameCore,
    Game,
    {
        /// The command the bot `kind` chooses for `seat` now, as JSON (not applied).
        fn bot_command(
            &self,
            seat: &Bound<'_, PyAny>,
            kind: &str,
            seed: &Bound<'_, PyAny>,
        ) -> PyResult<String> {
            let seat = crate::seat(seat)?;
            let kind = bot_kind(kind)?;
            let mut rng = GameRng::from_seed_number(whole::<u64>(seed, "a bot's seed")?);
            let game = self.core.game.game();
            let view = table::seat_view(game, seat)?;
            let command = kind
                .choose(&view, &game.choices(seat), &mut rng)
                .map_err(|refused| Refusal::of(&refused))?;
            Ok(json::to_json(&command).map_err(Refusal::from)?)
        }

        /// The game's history as `seat` may know it, as JSON: the vote-history grid,
        /// round by round, with what that seat alone knows of each round (`own`).
        /// For that seat only.
        fn history(&self, seat: &Bound<'_, PyAny>) -> PyResult<String> {
            let seat = crate::seat(seat)?;
            let view = table::seat_view(self.core.game.game(), seat)?;
            Ok(json::to_json(&view.history()).map_err(Refusal::from)?)
        }

        /// The game's history as a spectator may know it, as JSON (`"seat": null`,
        /// no `own` part).
        fn public_history(&self) -> PyResult<String> {
            let history = self.core.game.game().public_history();
            Ok(json::to_json(&history).map_err(Refusal::from)?)
        }

        /// What `seat` may deduce from its view, as JSON: `{"worlds": n,
        /// "spyProbability": [...], "commanderProbability": [...]}`, one number a
        /// seat.
        fn deduce(&self, seat: &Bound<'_, PyAny>) -> PyResult<String> {
            let seat = crate::seat(seat)?;
            let game = self.core.game.game();
            let view = table::seat_view(game, seat)?;
            let deduction = resistance_core::deduce::deduce(&view)
                .map_err(|refused| Refusal::of(&refused))?;
            let each = |probability: &dyn Fn(Seat) -> f64| -> Vec<f64> {
                (0..game.players()).map(Seat).map(probability).collect()
            };
            let answer = serde_json::json!({
                "worlds": deduction.worlds(),
                "spyProbability": each(&|seat| deduction.spy_probability(seat)),
                "commanderProbability": each(&|seat| deduction.commander_probability(seat)),
            });
            Ok(answer.to_string())
        }
    }
);
table_class!(
    /// A game of the Cells variant.
    CellsCore,
    CellsGame,
    {}
);

/// The bot kind a wire name names (`"random"`, `"logical"`, `"standIn"`, `"search"`).
fn bot_kind(name: &str) -> Result<BotKind, Refusal> {
    BotKind::ALL
        .into_iter()
        .find(|kind| json::to_json(kind).is_ok_and(|text| text.trim_matches('"') == name))
        .ok_or_else(|| {
            Refusal::new(
                INVALID_ARGUMENT,
                format!("unknown bot kind {name:?}: random, logical, standIn or search"),
            )
        })
}

/// Every name of the cards, modules and sides under `naming` (`"resistance"` or
/// `"avalon"`), in English, as JSON.
#[pyfunction]
fn names(naming: &str) -> PyResult<String> {
    let naming = match naming {
        "resistance" => resistance_core::script::Naming::Resistance,
        "avalon" => resistance_core::script::Naming::Avalon,
        other => {
            return Err(Refusal::new(
                INVALID_ARGUMENT,
                format!("unknown naming {other:?}: resistance or avalon"),
            )
            .into());
        }
    };
    let names = resistance_core::script::names(resistance_core::script::Language::English, naming);
    Ok(json::to_json(&names).map_err(Refusal::from)?)
}

/// Plays one game of `seed` per seed to its end, in Rust with the GIL released, the
/// bot `resistance` on every Resistance seat and `spies` on every spy (by each seat's
/// own view), each game's bots drawing from the game's seed. The configuration's
/// `"seed"`, if any, is replaced by each seed. Returns the counts
/// `(games, resistance wins, spy wins, games without a winner)`: counts of disjoint
/// seed sets add up to the counts of their union, as `simulate merge` sums shards.
#[pyfunction]
fn simulate(
    py: Python<'_>,
    config_json: &str,
    seeds: Vec<u64>,
    resistance: &str,
    spies: &str,
) -> PyResult<(u64, u64, u64, u64)> {
    let refused = Refusal::from;
    let config = json::config_from_json::<Game>(&vector::seeded(config_json).map_err(refused)?)
        .map_err(refused)?;
    Game::new(config).map_err(|error| refused(error.into()))?;
    let bots = [bot_kind(resistance)?, bot_kind(spies)?];
    let counts = py.detach(move || -> Result<(u64, u64, u64, u64), Refusal> {
        let mut counts = (0, 0, 0, 0);
        for seed in seeds {
            let mut game = Game::new(<Game as table::PyTable>::reseeded(config, seed))
                .map_err(|error| refused(error.into()))?;
            let mut rng = GameRng::from_seed_number(seed);
            while let Some(seat) = game.awaiting().iter().next() {
                let bad = |code: &'static str, message: String| Refusal::new(code, message);
                let view = game
                    .view(seat)
                    .map_err(|missing| bad("no_such_seat", missing.to_string()))?;
                let bot = bots[usize::from(view.allegiance == resistance_core::Allegiance::Spy)];
                let command = bot
                    .choose(&view, &game.choices(seat), &mut rng)
                    .map_err(|error| bad(error.code(), error.to_string()))?;
                game.apply(seat, command)
                    .map_err(|error| bad(error.code(), error.to_string()))?;
            }
            counts.0 += 1;
            match game.result().and_then(|result| result.winner) {
                Some(resistance_core::Allegiance::Resistance) => counts.1 += 1,
                Some(_) => counts.2 += 1,
                None => counts.3 += 1,
            }
        }
        Ok(counts)
    })?;
    Ok(counts)
}

/// Every error code the engine and this binding can give, sorted.
#[pyfunction]
fn error_codes() -> Vec<&'static str> {
    let mut codes = resistance_core::error_codes();
    codes.extend([INVALID_SEAT, INVALID_ARGUMENT, error::INVALID_ACTION]);
    codes.sort_unstable();
    codes.dedup();
    codes
}

/// The native module.
#[pymodule]
fn _native(module: &Bound<'_, PyModule>) -> PyResult<()> {
    module.add("ResistanceError", module.py().get_type::<ResistanceError>())?;
    module.add_class::<GameCore>()?;
    module.add_class::<CellsCore>()?;
    module.add_class::<vector::VectorGames>()?;
    module.add_function(wrap_pyfunction!(names, module)?)?;
    module.add_function(wrap_pyfunction!(error_codes, module)?)?;
    module.add_function(wrap_pyfunction!(simulate, module)?)?;
    Ok(())
}
