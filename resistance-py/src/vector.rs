//! [`VectorGames`]: `n` games stepped at once in Rust with the GIL released, for
//! reinforcement learning. Each step takes one action per game (for the seat the
//! game waits for first) and returns every game's next observation, mask, rewards
//! and whether it ended; a game that ended is replaced by a new one whose seed is the
//! next of the stream (the configuration's seed `s`: game `i` starts with `s + i`,
//! and the `k`-th replacement, counted across the batch in game order, gets
//! `s + n + k`), so a run is reproducible and equals the same games played one by
//! one.

use crate::{
    error::{INVALID_ARGUMENT, Refusal},
    observe::Writer,
    table::{PyTable, acting_seat, apply_action, write_mask, write_rewards},
};
use numpy::{PyArray1, PyArray2, PyArrayMethods, PyReadonlyArray1};
use pyo3::prelude::*;
use resistance_core::{Game, MAX_PLAYERS, cells::CellsGame, json};

/// The batch of one game kind.
struct Batch<G: PyTable> {
    games: Vec<G>,
    config: G::Config,
    next_seed: u64,
    universe: Vec<G::Command>,
    outcome: G::Outcome,
    /// [`Observe::size`], kept.
    size: usize,
}

/// The output buffers of one step, one row a game.
struct Out<'a> {
    observations: &'a mut [f32],
    masks: &'a mut [u8],
    rewards: &'a mut [f32],
    dones: &'a mut [bool],
    agents: &'a mut [i64],
}

impl<G: PyTable> Batch<G> {
    fn new(n: usize, config_json: &str) -> Result<Batch<G>, Refusal> {
        let refused = Refusal::from;
        let config = json::config_from_json::<G>(config_json).map_err(refused)?;
        let first = G::new(config).map_err(G::config_error).map_err(refused)?;
        let seed = G::seed_of(&config);
        let games = (0..n as u64)
            .map(|i| G::new(G::reseeded(config, seed.wrapping_add(i))))
            .collect::<Result<Vec<G>, _>>()
            .map_err(G::config_error)
            .map_err(refused)?;
        Ok(Batch {
            universe: G::universe(first.players()),
            games,
            config,
            next_seed: seed.wrapping_add(n as u64),
            outcome: G::Outcome::default(),
            size: G::size(),
        })
    }

    /// Every game's acting seat, observation and mask into `out`, whose arrays are
    /// fresh (zeros).
    fn observe(&self, out: &mut Out<'_>) {
        let size = self.size;
        let actions = self.universe.len();
        for (i, game) in self.games.iter().enumerate() {
            let seat = acting_seat(game);
            out.agents[i] = seat.map_or(-1, |seat| i64::from(seat.0));
            let observation = &mut out.observations[i * size..(i + 1) * size];
            let mask = &mut out.masks[i * actions..(i + 1) * actions];
            match seat {
                Some(seat) => {
                    G::write(game, seat, &mut Writer::over_zeros(observation));
                    write_mask(game, seat, &self.universe, mask);
                }
                None => {
                    observation.fill(0.0);
                    mask.fill(0);
                }
            }
        }
    }

    /// One action per game; nothing changes when any is refused.
    fn step(&mut self, actions: &[i64], out: &mut Out<'_>) -> Result<(), Refusal> {
        if actions.len() != self.games.len() {
            return Err(Refusal::new(
                INVALID_ARGUMENT,
                format!("{} actions for {} games", actions.len(), self.games.len()),
            ));
        }
        // Every action checked first, on a copy of the one game each: so that a
        // refusal anywhere leaves every game as it was.
        for (i, (game, &action)) in self.games.iter().zip(actions).enumerate() {
            let seat = acting_seat(game).ok_or_else(|| {
                Refusal::new(INVALID_ARGUMENT, format!("game {i} waits for nobody"))
            })?;
            let command = usize::try_from(action)
                .ok()
                .and_then(|index| self.universe.get(index));
            if let Some(command) = command {
                if !G::leaves(command) {
                    game.check(seat, command).map_err(|refused| {
                        use resistance_core::ErrorCode;
                        Refusal::new(refused.code(), format!("game {i}: {refused}"))
                    })?;
                    continue;
                }
            }
            let mut copy = game.clone();
            apply_action::<G, G>(&mut copy, &self.universe, seat, action, &mut self.outcome)
                .map_err(|refused| {
                    Refusal::new(refused.code, format!("game {i}: {}", refused.message))
                })?;
        }
        let players = usize::from(self.games.first().map_or(0, |game| game.players()));
        for (i, (game, &action)) in self.games.iter_mut().zip(actions).enumerate() {
            let seat = acting_seat(game).unwrap_or_default();
            // Checked above: accepted.
            let _ = apply_action::<G, G>(game, &self.universe, seat, action, &mut self.outcome);
            let rewards = &mut out.rewards[i * MAX_PLAYERS..(i + 1) * MAX_PLAYERS];
            rewards.fill(0.0);
            out.dones[i] = game.is_over();
            if out.dones[i] {
                write_rewards(game, &mut rewards[..players]);
                let config = G::reseeded(self.config, self.next_seed);
                self.next_seed = self.next_seed.wrapping_add(1);
                if let Ok(fresh) = G::new(config) {
                    *game = fresh;
                }
            }
        }
        self.observe(out);
        Ok(())
    }
}

enum Batches {
    Game(Batch<Game>),
    Cells(Batch<CellsGame>),
}

/// Calls `$body` with `$batch` bound to the batch, whichever its game.
macro_rules! each {
    ($batches:expr, $batch:ident => $body:expr) => {
        match $batches {
            Batches::Game($batch) => $body,
            Batches::Cells($batch) => $body,
        }
    };
}

/// `n` games of one configuration, stepped together (see the module's docs).
#[pyclass(module = "resistance_engine._native")]
pub struct VectorGames {
    batches: Batches,
}

/// The arrays of one step: observations, masks, rewards, dones, agents.
type Arrays<'py> = (
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray2<u8>>,
    Bound<'py, PyArray2<f32>>,
    Bound<'py, PyArray1<bool>>,
    Bound<'py, PyArray1<i64>>,
);

impl VectorGames {
    fn len(&self) -> usize {
        each!(&self.batches, batch => batch.games.len())
    }

    fn sizes(&self) -> (usize, usize) {
        match &self.batches {
            Batches::Game(batch) => (batch.size, batch.universe.len()),
            Batches::Cells(batch) => (batch.size, batch.universe.len()),
        }
    }

    /// Fresh output arrays, filled by `fill` with the GIL released.
    fn arrays<'py>(
        &mut self,
        py: Python<'py>,
        fill: impl FnOnce(&mut Batches, &mut Out<'_>) -> Result<(), Refusal> + Send,
    ) -> PyResult<Arrays<'py>> {
        let n = self.len();
        let (size, actions) = self.sizes();
        let observations = PyArray2::<f32>::zeros(py, [n, size], false);
        let masks = PyArray2::<u8>::zeros(py, [n, actions], false);
        let rewards = PyArray2::<f32>::zeros(py, [n, MAX_PLAYERS], false);
        let dones = PyArray1::<bool>::zeros(py, n, false);
        let agents = PyArray1::<i64>::zeros(py, n, false);
        {
            let mut o = observations.readwrite();
            let mut m = masks.readwrite();
            let mut r = rewards.readwrite();
            let mut d = dones.readwrite();
            let mut a = agents.readwrite();
            let contiguous = |_| Refusal::new(INVALID_ARGUMENT, "an array is not contiguous");
            let mut out = Out {
                observations: o.as_slice_mut().map_err(contiguous)?,
                masks: m.as_slice_mut().map_err(contiguous)?,
                rewards: r.as_slice_mut().map_err(contiguous)?,
                dones: d.as_slice_mut().map_err(contiguous)?,
                agents: a.as_slice_mut().map_err(contiguous)?,
            };
            let batches = &mut self.batches;
            py.detach(move || fill(batches, &mut out))?;
        }
        Ok((observations, masks, rewards, dones, agents))
    }
}

#[pymethods]
impl VectorGames {
    /// `n` games of `config_json` (its `"seed"`, 0 when missing, starts the seed
    /// stream), of `game` `"resistance"` or `"cells"`.
    #[new]
    #[pyo3(signature = (n, config_json, game = "resistance"))]
    fn new(n: usize, config_json: &str, game: &str) -> PyResult<VectorGames> {
        let seeded = seeded(config_json).map_err(Refusal::from)?;
        let batches = match game {
            "resistance" => Batches::Game(Batch::new(n, &seeded)?),
            "cells" => Batches::Cells(Batch::new(n, &seeded)?),
            other => {
                return Err(Refusal::new(
                    INVALID_ARGUMENT,
                    format!("unknown game {other:?}: resistance or cells"),
                )
                .into());
            }
        };
        Ok(VectorGames { batches })
    }

    /// The number of games.
    fn __len__(&self) -> usize {
        self.len()
    }

    /// The number of actions of each game.
    fn action_count(&self) -> usize {
        self.sizes().1
    }

    /// The size of each observation.
    fn observation_size(&self) -> usize {
        self.sizes().0
    }

    /// Every game's observation, mask and acting seat now (rewards zero, dones
    /// false): `(observations, masks, rewards, dones, agents)`.
    fn observe<'py>(&mut self, py: Python<'py>) -> PyResult<Arrays<'py>> {
        self.arrays(py, |batches, out| {
            each!(batches, batch => batch.observe(out));
            Ok(())
        })
    }

    /// One action per game (a one-dimensional `int64` array); returns
    /// `(observations, masks, rewards, dones, agents)` after it, rewards and dones
    /// of the games that ended in this step (already replaced by fresh ones).
    fn step<'py>(
        &mut self,
        py: Python<'py>,
        actions: PyReadonlyArray1<'py, i64>,
    ) -> PyResult<Arrays<'py>> {
        let actions = actions
            .as_slice()
            .map_err(|_| Refusal::new(INVALID_ARGUMENT, "the actions are not contiguous"))?
            .to_vec();
        self.arrays(
            py,
            move |batches, out| each!(batches, batch => batch.step(&actions, out)),
        )
    }
}

/// The configuration with `"seed": 0` when it gives none (the stream's start).
pub(crate) fn seeded(config_json: &str) -> Result<std::borrow::Cow<'_, str>, json::JsonError> {
    json::config_with_seed(config_json, || Ok(0))
}
