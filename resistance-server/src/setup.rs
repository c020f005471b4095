//! A table's setup: which game, its configuration, who plays each seat, the clocks,
//! the bots' pause and the spectators. It is what the creator sends; it is kept in
//! the database (with the game's seed: host only) and read again on restore.

use crate::{
    error::{Refusal, codes},
    reader::{Fields, shortened},
};
use resistance_core::record::GameKind;
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::time::Duration;

/// A bot that may play a seat, by name (`standIn`, `random`, `logical`, `search`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum BotChoice {
    /// Plays for an absent player and gives nothing away.
    StandIn,
    /// A random command that moves the game on.
    Random,
    /// Rules of thumb over the deduction.
    Logical,
    /// Monte Carlo search over deals (the strongest; runs off the async runtime).
    Search,
}

impl BotChoice {
    /// Every bot, by its wire name.
    pub const ALL: [(BotChoice, &'static str); 4] = [
        (BotChoice::StandIn, "standIn"),
        (BotChoice::Random, "random"),
        (BotChoice::Logical, "logical"),
        (BotChoice::Search, "search"),
    ];

    /// The bot's wire name.
    pub fn name(self) -> &'static str {
        BotChoice::ALL
            .iter()
            .find(|(bot, _)| *bot == self)
            .map_or("", |(_, name)| name)
    }
}

/// Who plays a seat: a person (who claims it with its link) or a bot.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Controller {
    /// A person.
    Person,
    /// A bot.
    Bot(BotChoice),
}

impl Controller {
    /// `"person"` or the bot's name.
    pub fn name(self) -> &'static str {
        match self {
            Controller::Person => "person",
            Controller::Bot(bot) => bot.name(),
        }
    }

    /// The controller named `name` (`"person"` or a bot's name).
    pub fn named(name: &str) -> Option<Controller> {
        if name == "person" {
            return Some(Controller::Person);
        }
        BotChoice::ALL
            .iter()
            .find(|(_, bot)| *bot == name)
            .map(|(bot, _)| Controller::Bot(*bot))
    }
}

/// Which clock runs in a phase.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Clock {
    /// The leader's proposal.
    Propose,
    /// A vote on a team.
    Vote,
    /// A mission card (and Cells' mission steps).
    Mission,
    /// The Assassin's choice.
    Assassinate,
    /// Every other decision (plot cards, agendas, the Trapper, the Inquisitor, Cells'
    /// turns).
    Other,
}

/// Seconds each decision may take before the stand-in acts; `None`: no clock.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub struct Timers {
    /// Proposing a team.
    pub propose: Option<u32>,
    /// Voting.
    pub vote: Option<u32>,
    /// Playing a mission card.
    pub mission: Option<u32>,
    /// Naming the Commander.
    pub assassinate: Option<u32>,
    /// Everything else.
    pub other: Option<u32>,
}

impl Timers {
    /// The values players know from online tables: 90 s to propose, 30 s to vote,
    /// 60 s for a mission card, 120 s to assassinate, 60 s for anything else.
    pub const ONLINE: Timers = Timers {
        propose: Some(90),
        vote: Some(30),
        mission: Some(60),
        assassinate: Some(120),
        other: Some(60),
    };

    /// How long `clock` gives, if it runs.
    pub fn duration(&self, clock: Clock) -> Option<Duration> {
        let seconds = match clock {
            Clock::Propose => self.propose,
            Clock::Vote => self.vote,
            Clock::Mission => self.mission,
            Clock::Assassinate => self.assassinate,
            Clock::Other => self.other,
        };
        seconds.map(|s| Duration::from_secs(u64::from(s)))
    }

    fn read(value: Option<&Value>) -> Result<Timers, Refusal> {
        const MOST: u64 = 24 * 3600;
        match value {
            None => Ok(Timers::default()),
            Some(Value::String(preset)) if preset == "off" => Ok(Timers::default()),
            Some(Value::String(preset)) if preset == "online" => Ok(Timers::ONLINE),
            Some(value @ Value::Object(_)) => {
                let mut fields = Fields::of(value, "`timers`")?;
                let mut clock = |name| -> Result<Option<u32>, Refusal> {
                    match fields.whole(name, MOST, 0)? {
                        0 => Ok(None),
                        // At most a day, so the cast holds.
                        seconds => Ok(Some(seconds as u32)),
                    }
                };
                let timers = Timers {
                    propose: clock("propose")?,
                    vote: clock("vote")?,
                    mission: clock("mission")?,
                    assassinate: clock("assassinate")?,
                    other: clock("other")?,
                };
                fields.finish()?;
                Ok(timers)
            }
            Some(_) => Err(Refusal::bad_message(
                "`timers` must be \"off\", \"online\" or an object of seconds per clock \
                 (propose, vote, mission, assassinate, other)",
            )),
        }
    }
}

/// A table as its creator set it up.
#[derive(Clone, Debug, PartialEq)]
pub struct TableSetup {
    /// Which game.
    pub game: GameKind,
    /// The game's configuration in the wire format (`"seed"` may be left out: the
    /// server then draws one from the operating system).
    pub config: Value,
    /// Who plays each seat at the start.
    pub seats: Vec<Controller>,
    /// The players' names, if given (public).
    pub names: Vec<String>,
    /// The clocks.
    pub timers: Timers,
    /// A pause before each bot move, in milliseconds (a human-like pace).
    pub bot_pause_ms: u64,
    /// Whether spectators may watch.
    pub spectators: bool,
    /// How far behind the game spectators are kept, in seconds.
    pub spectator_delay: u64,
    /// After how many seconds without a connection a seat is shown as away long
    /// enough for the host to hand it to a bot.
    pub away_after: u64,
}

/// The longest name kept, in characters.
const LONGEST_NAME: usize = 24;

impl TableSetup {
    /// The setup in `value` (the creator's JSON), or why it cannot be hosted. The
    /// game's configuration itself is the engine's to refuse, when the table is made.
    pub fn read(value: &Value) -> Result<TableSetup, Refusal> {
        let mut fields = Fields::of(value, "a table setup")?;
        let game = match fields.string("game")? {
            "resistance" => GameKind::Resistance,
            "cells" => GameKind::Cells,
            other => {
                return Err(Refusal::bad_message(format!(
                    "`game` must be \"resistance\" or \"cells\", not \"{}\"",
                    shortened(other)
                )));
            }
        };
        let config = fields.required("config")?.clone();
        let players = config
            .get("players")
            .and_then(Value::as_u64)
            .ok_or_else(|| {
                Refusal::bad_message("`config.players` must be the number of players")
            })?;
        let seats = match fields.optional("seats") {
            None => vec![Controller::Person; players.min(16) as usize],
            Some(Value::Array(seats)) => seats
                .iter()
                .enumerate()
                .map(|(seat, value)| {
                    value.as_str().and_then(Controller::named).ok_or_else(|| {
                        Refusal::bad_message(format!(
                            "`seats[{seat}]` must be \"person\" or a bot: \"standIn\", \
                             \"random\", \"logical\" or \"search\""
                        ))
                    })
                })
                .collect::<Result<_, _>>()?,
            Some(_) => {
                return Err(Refusal::bad_message(
                    "`seats` must be a list of \"person\" or a bot's name, one per seat",
                ));
            }
        };
        if seats.len() as u64 != players {
            return Err(Refusal::new(
                codes::BAD_SETUP,
                format!(
                    "`seats` names {} seats for {players} players: one per seat",
                    seats.len()
                ),
            ));
        }
        let names = match fields.optional("names") {
            None => Vec::new(),
            Some(Value::Array(names)) if names.len() as u64 <= players => names
                .iter()
                .map(|name| {
                    name.as_str()
                        .map(|name| name.trim().chars().take(LONGEST_NAME).collect())
                        .ok_or_else(|| Refusal::bad_message("`names` must be strings"))
                })
                .collect::<Result<_, _>>()?,
            Some(_) => {
                return Err(Refusal::bad_message(
                    "`names` must be a list of at most one name per seat",
                ));
            }
        };
        let timers = Timers::read(fields.optional("timers"))?;
        let bot_pause_ms = fields.whole("botPauseMs", 10_000, 0)?;
        let spectators = fields.flag("spectators", true)?;
        let spectator_delay = fields.whole("spectatorDelay", 3_600, 0)?;
        let away_after = fields.whole("awayAfter", 24 * 3_600, 120)?;
        fields.finish()?;
        Ok(TableSetup {
            game,
            config,
            seats,
            names,
            timers,
            bot_pause_ms,
            spectators,
            spectator_delay,
            away_after,
        })
    }

    /// The setup as JSON, as [`TableSetup::read`] reads it (what the database keeps).
    pub fn to_value(&self) -> Value {
        serde_json::json!({
            "game": self.game.name(),
            "config": self.config,
            "seats": self.seats.iter().map(|seat| seat.name()).collect::<Vec<_>>(),
            "names": self.names,
            "timers": self.timers,
            "botPauseMs": self.bot_pause_ms,
            "spectators": self.spectators,
            "spectatorDelay": self.spectator_delay,
            "awayAfter": self.away_after,
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn a_setup_reads_back_from_what_it_writes() {
        let setup = TableSetup::read(&json!({
            "game": "resistance",
            "config": {"players": 5, "assassin": {}},
            "seats": ["person", "logical", "search", "random", "standIn"],
            "timers": "online",
            "spectatorDelay": 30,
        }))
        .unwrap();
        assert_eq!(setup.seats[2], Controller::Bot(BotChoice::Search));
        assert_eq!(setup.timers, Timers::ONLINE);
        assert_eq!(TableSetup::read(&setup.to_value()).unwrap(), setup);
    }

    #[test]
    fn a_bad_setup_is_refused_in_the_protocol_s_words() {
        for (setup, words) in [
            (json!([]), "a table setup must be a JSON object"),
            (
                json!({"game": "chess", "config": {"players": 5}}),
                "`game` must be",
            ),
            (json!({"game": "cells"}), "`config` is missing"),
            (
                json!({"game": "cells", "config": {"players": 3}, "seats": ["person"]}),
                "names 1 seats for 3 players",
            ),
            (
                json!({"game": "cells", "config": {"players": 3}, "seats": [1, 2, 3]}),
                "`seats[0]` must be",
            ),
            (
                json!({"game": "cells", "config": {"players": 3}, "colour": "red"}),
                "has no field `colour`",
            ),
            (
                json!({"game": "cells", "config": {"players": 3}, "timers": {"vote": -1}}),
                "`vote` must be a whole number",
            ),
        ] {
            let refusal = TableSetup::read(&setup).unwrap_err();
            assert!(refusal.message.contains(words), "{refusal} ({setup})");
        }
    }
}
