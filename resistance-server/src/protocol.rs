//! The host protocol, version 1: JSON messages over WebSocket, documented with
//! examples in docs/host-protocol.md. Commands, events and views inside the messages
//! are the core's wire format (docs/wire-format.md).

use crate::{
    error::{Refusal, codes},
    reader::{Fields, shortened},
    setup::{Controller, TableSetup},
};
use resistance_core::record::GameKind;
use serde_json::{Value, json};

/// The protocol version this server speaks.
pub const PROTOCOL_VERSION: u64 = 1;

/// The longest message a client may send, in bytes: a command is at most a few
/// hundred; a larger frame closes the connection.
pub const MAX_FRAME: usize = 16 * 1024;

/// What a client sends.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ClientMessage {
    /// Join a table as a seat, with a join link's token or a resume token, having
    /// seen `from` of its events.
    Join {
        /// The table.
        table: String,
        /// The token.
        token: String,
        /// How many of the seat's events the client has (0: none).
        from: usize,
    },
    /// Watch a table as a spectator, having seen `from` of its public events.
    Watch {
        /// The table.
        table: String,
        /// How many public events the client has.
        from: usize,
    },
    /// A command for the joined seat, with the client's sequence number.
    Command {
        /// Echoed in the answer.
        seq: u64,
        /// The command's JSON (read by the engine's strict decoder).
        command: String,
    },
    /// A heartbeat: answered with `pong`.
    Ping,
}

impl ClientMessage {
    /// Reads a client's text frame, refusing it in the protocol's words.
    pub fn read(text: &str) -> Result<ClientMessage, Refusal> {
        let value: Value = serde_json::from_str(text).map_err(|_| {
            Refusal::bad_message(
                "a message must be one JSON object, as docs/host-protocol.md shows",
            )
        })?;
        let mut fields = Fields::of(&value, "a message")?;
        let kind = fields.string("type")?;
        let version = |fields: &mut Fields<'_>| -> Result<(), Refusal> {
            let version = fields.whole("protocol", u64::from(u32::MAX), 0)?;
            if version == PROTOCOL_VERSION {
                Ok(())
            } else {
                Err(Refusal::new(
                    codes::UNSUPPORTED_PROTOCOL,
                    format!(
                        "this server speaks protocol {PROTOCOL_VERSION}, not {version}: \
                         send \"protocol\": {PROTOCOL_VERSION}"
                    ),
                ))
            }
        };
        let message = match kind {
            "join" => {
                version(&mut fields)?;
                ClientMessage::Join {
                    table: fields.string("table")?.to_owned(),
                    token: fields.string("token")?.to_owned(),
                    from: fields.whole("from", u64::from(u32::MAX), 0)? as usize,
                }
            }
            "watch" => {
                version(&mut fields)?;
                ClientMessage::Watch {
                    table: fields.string("table")?.to_owned(),
                    from: fields.whole("from", u64::from(u32::MAX), 0)? as usize,
                }
            }
            "command" => ClientMessage::Command {
                seq: fields.whole("seq", u64::from(u32::MAX), 0)?,
                // The engine reads it, strictly, and refuses it in its words.
                command: fields.required("command")?.to_string(),
            },
            "ping" => ClientMessage::Ping,
            other => {
                return Err(Refusal::bad_message(format!(
                    "`type` must be \"join\", \"watch\", \"command\" or \"ping\", not \"{}\"",
                    shortened(other)
                )));
            }
        };
        fields.finish()?;
        Ok(message)
    }
}

/// The first message of a connection: the table, the seat (none for a spectator),
/// the configuration players may see (no seed), the seats, and for a seat claimed
/// just now the token to resume it with.
#[allow(clippy::too_many_arguments)]
pub fn welcome(
    table: &str,
    game: GameKind,
    seat: Option<u8>,
    player_config: &str,
    seats: &Value,
    started: bool,
    setup: &TableSetup,
    resume_token: Option<&str>,
) -> String {
    let config: Value = serde_json::from_str(player_config).unwrap_or(Value::Null);
    let mut welcome = json!({
        "type": "welcome",
        "protocol": PROTOCOL_VERSION,
        "table": table,
        "game": game.name(),
        "seat": seat,
        "config": config,
        "seats": seats,
        "started": started,
        "timers": setup.timers,
        "spectatorDelay": setup.spectator_delay,
    });
    if let Some(token) = resume_token {
        welcome["resumeToken"] = Value::from(token);
    }
    welcome.to_string()
}

/// A seat's events from index `first`, then its view and legal commands (all JSON
/// already, in the core's wire format).
pub fn seat_update(
    first: usize,
    events: impl Iterator<Item = String>,
    view: &str,
    legal_commands: &str,
) -> String {
    let events: Vec<String> = events.collect();
    format!(
        r#"{{"type":"events","first":{first},"events":[{}],"view":{view},"legalCommands":{legal_commands}}}"#,
        events.join(",")
    )
}

/// Public events from index `first` and the public view after them, for spectators.
pub fn public_update(first: usize, events: &[std::sync::Arc<str>], view: &str) -> String {
    let events: Vec<&str> = events.iter().map(|event| &**event).collect();
    format!(
        r#"{{"type":"public","first":{first},"events":[{}],"view":{view}}}"#,
        events.join(",")
    )
}

/// A command was accepted (and written to the record).
pub fn ack(seq: u64) -> String {
    format!(r#"{{"type":"ack","seq":{seq}}}"#)
}

/// A command was refused: the engine's code and message, or the server's.
pub fn refused(seq: u64, refusal: &Refusal) -> String {
    json!({"type": "refused", "seq": seq, "code": refusal.code, "message": refusal.message})
        .to_string()
}

/// A message that was not understood (no command was read from it).
pub fn error(refusal: &Refusal) -> String {
    json!({"type": "error", "code": refusal.code, "message": refusal.message}).to_string()
}

/// A seat's player connected or went away.
pub fn presence(seat: u8, present: bool) -> String {
    format!(r#"{{"type":"presence","seat":{seat},"present":{present}}}"#)
}

/// The seats before the game starts (who has claimed theirs).
pub fn lobby(seats: &Value) -> String {
    json!({"type": "lobby", "seats": seats}).to_string()
}

/// Every seat is filled: the game starts.
pub fn started() -> String {
    r#"{"type":"started"}"#.to_owned()
}

/// The host handed a seat to a bot or to a person.
pub fn seat_controller(seat: u8, controller: Controller) -> String {
    json!({"type": "seat", "seat": seat, "controller": controller.name()}).to_string()
}

/// `seat`'s clock runs: `seconds` left before the stand-in plays for it.
pub fn clock(seat: u8, seconds: u64) -> String {
    format!(r#"{{"type":"clock","seat":{seat},"seconds":{seconds}}}"#)
}

/// The answer to `ping`.
pub fn pong() -> String {
    r#"{"type":"pong"}"#.to_owned()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn client_messages_read_and_bad_ones_are_refused_in_the_protocol_s_words() {
        assert_eq!(
            ClientMessage::read(r#"{"type":"join","protocol":1,"table":"t","token":"x","from":3}"#),
            Ok(ClientMessage::Join {
                table: "t".into(),
                token: "x".into(),
                from: 3
            })
        );
        assert_eq!(
            ClientMessage::read(
                r#"{"type":"command","seq":7,"command":{"type":"vote","vote":"approve"}}"#
            ),
            Ok(ClientMessage::Command {
                seq: 7,
                command: r#"{"type":"vote","vote":"approve"}"#.into()
            })
        );
        for (text, code, words) in [
            ("nope", codes::BAD_MESSAGE, "one JSON object"),
            ("[1]", codes::BAD_MESSAGE, "must be a JSON object"),
            (r#"{"type":"dance"}"#, codes::BAD_MESSAGE, "`type` must be"),
            (
                r#"{"type":"join","protocol":2,"table":"t","token":"x"}"#,
                codes::UNSUPPORTED_PROTOCOL,
                "protocol 1",
            ),
            (
                r#"{"type":"join","protocol":1,"table":"t"}"#,
                codes::BAD_MESSAGE,
                "`token` is missing",
            ),
            (
                r#"{"type":"command","seq":-1,"command":{}}"#,
                codes::BAD_MESSAGE,
                "`seq` must be a whole number",
            ),
            (
                r#"{"type":"ping","extra":1}"#,
                codes::BAD_MESSAGE,
                "no field `extra`",
            ),
        ] {
            let refusal = ClientMessage::read(text).unwrap_err();
            assert_eq!(refusal.code, code, "{text}");
            assert!(refusal.message.contains(words), "{text}: {refusal}");
            assert!(
                !refusal.message.contains("line"),
                "a serde message: {refusal}"
            );
        }
    }
}
