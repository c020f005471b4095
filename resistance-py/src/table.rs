//! The methods both games share, written once: [`Core`], generic over the core's
//! [`Table`], holds a recorded game and answers in its JSON wire format (the Python
//! layer turns the text into dicts); `table_class!` emits a `#[pyclass]` over it for
//! each game (PyO3 exports no generic class).

use crate::{
    actions::ActionSpace,
    error::{self, Refusal},
    observe::{Observe, Writer},
};
use resistance_core::{
    Events, Recorded, Seat, SeatSet, Table,
    json::{self, JsonError, JsonTable},
};
use serde::Serialize;

/// What a game needs to be served to Python: its JSON codec, its serializable
/// answers, fixed action indices and fixed-size observations, and who won.
pub trait PyTable:
    JsonTable<
        Outcome: Serialize,
        Choices: Serialize,
        Result: Serialize,
        Config: Send,
        Command: Send + Sync,
    > + Observe
    + Send
{
    /// The seats that won, once the game is over (empty when nobody won).
    fn winners(&self) -> Option<SeatSet>;
    /// `config` with another seed.
    fn reseeded(config: Self::Config, seed: u64) -> Self::Config;
    /// The seed of `config`.
    fn seed_of(config: &Self::Config) -> u64;
}

impl PyTable for resistance_core::Game {
    fn winners(&self) -> Option<SeatSet> {
        self.result()?;
        Some(
            self.public_view()
                .reveal
                .map_or(SeatSet::EMPTY, |reveal| reveal.winners),
        )
    }
    fn reseeded(mut config: Self::Config, seed: u64) -> Self::Config {
        config.seed = seed;
        config
    }
    fn seed_of(config: &Self::Config) -> u64 {
        config.seed
    }
}

impl PyTable for resistance_core::cells::CellsGame {
    fn winners(&self) -> Option<SeatSet> {
        self.result().map(|result| result.winners)
    }
    fn reseeded(mut config: Self::Config, seed: u64) -> Self::Config {
        config.seed = seed;
        config
    }
    fn seed_of(config: &Self::Config) -> u64 {
        config.seed
    }
}

/// The seat the game waits for first, if any: the one an agent plays next.
pub fn acting_seat<G: Table>(game: &G) -> Option<Seat> {
    game.awaiting().iter().next()
}

/// Writes `seat`'s legal action indices as ones into `mask` (zeroed first).
/// Leaving is left out: it is a person's decision, not a policy's.
pub fn write_mask<G: ActionSpace>(game: &G, seat: Seat, universe: &[G::Command], mask: &mut [u8]) {
    mask.fill(0);
    let players = game.players();
    for command in game.legal_commands(seat) {
        if let Some(cell) = G::index(universe, players, &command)
            .filter(|&index| !is_leave::<G>(universe, index))
            .and_then(|index| mask.get_mut(index))
        {
            *cell = 1;
        }
    }
}

/// Whether `index` is the command to leave.
fn is_leave<G: ActionSpace>(universe: &[G::Command], index: usize) -> bool {
    universe.get(index).is_some_and(G::leaves)
}

/// +1 for each seat that won, -1 for each that lost, 0 for all while the game goes
/// on or when nobody won.
pub fn write_rewards<G: PyTable>(game: &G, rewards: &mut [f32]) {
    rewards.fill(0.0);
    if let Some(winners) = game.winners().filter(|winners| !winners.is_empty()) {
        for (seat, reward) in rewards.iter_mut().enumerate() {
            *reward = if winners.contains(Seat(seat as u8)) {
                1.0
            } else {
                -1.0
            };
        }
    }
}

/// Carries out action `index` for `seat`: refused as `invalid_action` outside the
/// universe or for leaving, as the engine refuses it otherwise. Nothing changes on
/// refusal.
pub fn apply_action<G: ActionSpace, T: Table<Command = G::Command, Outcome = G::Outcome>>(
    game: &mut T,
    universe: &[G::Command],
    seat: Seat,
    index: i64,
    outcome: &mut G::Outcome,
) -> Result<(), Refusal> {
    let command = usize::try_from(index)
        .ok()
        .filter(|&index| !is_leave::<G>(universe, index))
        .and_then(|index| universe.get(index))
        .ok_or_else(|| {
            Refusal::new(
                error::INVALID_ACTION,
                format!(
                    "action {index} is not one of this game's {} actions (nor is leaving)",
                    universe.len()
                ),
            )
        })?;
    game.apply_into(seat, *command, outcome)
        .map_err(|refused| Refusal::of(&refused))
}

/// `seat`'s view; a seat not at the table refused as the game refuses its commands.
pub fn seat_view<G: Table>(game: &G, seat: Seat) -> Result<G::PlayerView, Refusal> {
    game.view(seat)
        .map_err(|missing| Refusal::of(&G::CommandError::from(missing)))
}

/// One game of either kind, with its record, the outcome of the last command it
/// accepted and its action universe.
#[derive(Clone, Debug)]
pub struct Core<G: PyTable> {
    pub(crate) game: Recorded<G>,
    pub(crate) last: G::Outcome,
    pub(crate) universe: Vec<G::Command>,
    /// [`Observe::size`], kept.
    observation_size: usize,
}

fn json_refusal(refused: JsonError) -> Refusal {
    refused.into()
}

fn encoded(text: Result<String, JsonError>) -> Result<String, Refusal> {
    text.map_err(json_refusal)
}

impl<G: PyTable> Core<G> {
    fn new(game: Recorded<G>) -> Core<G> {
        let universe = G::universe(game.players());
        Core {
            game,
            last: G::Outcome::default(),
            universe,
            observation_size: G::size(),
        }
    }

    /// A new game from a JSON configuration; without `"seed"` one is drawn from the
    /// operating system's secure source.
    pub fn create(config_json: &str) -> Result<Core<G>, Refusal> {
        let draw = || resistance_core::secure_seed().map_err(JsonError::from);
        json::new_game_from_json::<Recorded<G>>(config_json, draw)
            .map(Core::new)
            .map_err(json_refusal)
    }

    /// A game replayed from its JSON record.
    pub fn replay(record_json: &str) -> Result<Core<G>, Refusal> {
        json::replay_from_json::<Recorded<G>>(record_json)
            .map(Core::new)
            .map_err(json_refusal)
    }

    /// What `seat` received, step by step, in the game of a JSON record.
    pub fn seat_replay(record_json: &str, seat: Seat) -> Result<String, Refusal> {
        encoded(json::seat_replay_json::<G>(record_json, seat))
    }

    /// The spectator's record of the game of a JSON record.
    pub fn spectator_replay(record_json: &str) -> Result<String, Refusal> {
        encoded(json::spectator_replay_json::<G>(record_json))
    }

    /// `seat` sends a JSON command; the outcome JSON.
    pub fn apply(&mut self, seat: Seat, command_json: &str) -> Result<String, Refusal> {
        let command = json::command_from_json::<G>(command_json).map_err(json_refusal)?;
        self.game
            .apply_into(seat, command, &mut self.last)
            .map_err(|refused| Refusal::of(&refused))?;
        self.last_outcome()
    }

    /// Action `index` for `seat`; the outcome JSON.
    pub fn apply_action(&mut self, seat: Seat, index: i64) -> Result<String, Refusal> {
        apply_action::<G, _>(&mut self.game, &self.universe, seat, index, &mut self.last)?;
        self.last_outcome()
    }

    /// The outcome of the last accepted command.
    pub fn last_outcome(&self) -> Result<String, Refusal> {
        encoded(json::to_json(&self.last))
    }

    /// The opening events.
    pub fn opening(&self) -> Result<String, Refusal> {
        let (_, opening) = G::start(*self.game.seeded_config())
            .map_err(G::config_error)
            .map_err(json_refusal)?;
        encoded(json::to_json(opening.envelopes()))
    }

    /// Everything `seat` may know now.
    pub fn view(&self, seat: Seat) -> Result<String, Refusal> {
        let view = seat_view(self.game.game(), seat)?;
        encoded(json::to_json(&view))
    }

    /// Everything a spectator may know now.
    pub fn public_view(&self) -> Result<String, Refusal> {
        encoded(json::to_json(&self.game.public_view()))
    }

    /// Every command `seat` may send now.
    pub fn legal_commands(&self, seat: Seat) -> Result<String, Refusal> {
        encoded(json::to_json(&self.game.legal_commands(seat)))
    }

    /// What `seat` may do now, compactly.
    pub fn choices(&self, seat: Seat) -> Result<String, Refusal> {
        encoded(json::to_json(&self.game.choices(seat)))
    }

    /// The seats the game waits for.
    pub fn awaiting(&self) -> Vec<u8> {
        self.game.awaiting().iter().map(|seat| seat.0).collect()
    }

    /// How the game ended, `null` while it goes on.
    pub fn result(&self) -> Result<String, Refusal> {
        encoded(json::to_json(&self.game.result()))
    }

    /// The configuration, seed included.
    pub fn seeded_config(&self) -> Result<String, Refusal> {
        encoded(json::to_json(self.game.seeded_config()))
    }

    /// The configuration without the seed.
    pub fn player_config(&self) -> Result<String, Refusal> {
        encoded(json::player_config_json(&self.game))
    }

    /// The record.
    pub fn record(&self) -> Result<String, Refusal> {
        encoded(json::to_json(&self.game.record()))
    }

    /// The command of action `index`, as JSON.
    pub fn action_command(&self, index: usize) -> Result<String, Refusal> {
        let command = self.universe.get(index).ok_or_else(|| {
            Refusal::new(
                error::INVALID_ACTION,
                format!(
                    "action {index} is not one of this game's {} actions",
                    self.universe.len()
                ),
            )
        })?;
        encoded(json::to_json(command))
    }

    /// The action index of a JSON command, `None` for a command no game of this size
    /// could accept.
    pub fn action_index(&self, command_json: &str) -> Result<Option<usize>, Refusal> {
        let command = json::command_from_json::<G>(command_json).map_err(json_refusal)?;
        Ok(G::index(&self.universe, self.game.players(), &command))
    }

    /// `seat`'s mask of legal actions.
    pub fn mask(&self, seat: Seat) -> Vec<u8> {
        let mut mask = vec![0; self.universe.len()];
        write_mask(self.game.game(), seat, &self.universe, &mut mask);
        mask
    }

    /// `seat`'s observation.
    pub fn observe(&self, seat: Seat) -> Vec<f32> {
        let mut out = vec![0.0; self.observation_size];
        G::write(self.game.game(), seat, &mut Writer::into(&mut out));
        out
    }

    /// Each seat's reward now.
    pub fn rewards(&self) -> Vec<f32> {
        let mut out = vec![0.0; usize::from(self.game.players())];
        write_rewards(self.game.game(), &mut out);
        out
    }
}
