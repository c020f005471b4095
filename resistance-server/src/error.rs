//! Refusals in the protocol's words: a stable code and a message for people.

use std::borrow::Cow;

/// Why the server refused a message or a request. Its `code` is stable (the codes
/// are tabled in docs/host-protocol.md and docs/bad-input.md); its `message` says
/// what was wrong in the protocol's words.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The stable identifier: one of [`codes`] or the engine's own code.
    pub code: &'static str,
    /// What was wrong, for people.
    pub message: Cow<'static, str>,
}

impl Refusal {
    /// A refusal with `code` and `message`.
    pub fn new(code: &'static str, message: impl Into<Cow<'static, str>>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }

    /// A message of the wrong shape.
    pub fn bad_message(message: impl Into<Cow<'static, str>>) -> Refusal {
        Refusal::new(codes::BAD_MESSAGE, message)
    }
}

/// The `&'static` code equal to `code`: one of [`codes`] or of the engine's; an
/// unknown one (from a newer process, say) reads as [`codes::UNAVAILABLE`]. For
/// refusals that crossed from another process as text.
pub fn known_code(code: &str) -> &'static str {
    codes::ALL
        .iter()
        .copied()
        .chain(resistance_core::error_codes())
        .find(|known| *known == code)
        .unwrap_or(codes::UNAVAILABLE)
}

impl std::fmt::Display for Refusal {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}: {}", self.code, self.message)
    }
}

/// The server's own refusal codes (the engine's codes pass through as they are).
pub mod codes {
    /// Not JSON, not an object, or a field missing, unknown or of the wrong type.
    pub const BAD_MESSAGE: &str = "bad_message";
    /// A binary WebSocket frame: the protocol is text (JSON).
    pub const BINARY_FRAME: &str = "binary_frame";
    /// A frame longer than the server's cap; the connection is closed.
    pub const FRAME_TOO_LARGE: &str = "frame_too_large";
    /// Messages faster than the server's rate; the connection is closed.
    pub const RATE_LIMITED: &str = "rate_limited";
    /// A protocol version this server does not speak.
    pub const UNSUPPORTED_PROTOCOL: &str = "unsupported_protocol";
    /// A token that opens no seat (wrong, or a join link already used).
    pub const BAD_TOKEN: &str = "bad_token";
    /// A join link whose seat was already claimed by someone else.
    pub const SEAT_TAKEN: &str = "seat_taken";
    /// No table has this id.
    pub const NO_SUCH_TABLE: &str = "no_such_table";
    /// The table does not allow spectators.
    pub const NO_SPECTATORS: &str = "no_spectators";
    /// A command or other message before `join` or `watch`.
    pub const NOT_JOINED: &str = "not_joined";
    /// `join` or `watch` on a connection that has joined already.
    pub const ALREADY_JOINED: &str = "already_joined";
    /// A spectator sent a command.
    pub const SPECTATOR: &str = "spectator";
    /// A command before every seat is filled.
    pub const NOT_STARTED: &str = "not_started";
    /// A command for a seat the host handed to a bot.
    pub const SEAT_IS_A_BOT: &str = "seat_is_a_bot";
    /// The game's record could not be written: the command was not applied.
    pub const STORAGE_UNAVAILABLE: &str = "storage_unavailable";
    /// The record is given out only after the game ends.
    pub const GAME_NOT_OVER: &str = "game_not_over";
    /// A host action without the table's host token.
    pub const NOT_HOST: &str = "not_host";
    /// A table setup the server cannot host (a bot the game has not, a seat count
    /// that is not the player count).
    pub const BAD_SETUP: &str = "bad_setup";
    /// The request body is larger than the server's cap.
    pub const TOO_LARGE: &str = "too_large";
    /// The browser page's origin is not allowed.
    pub const BAD_ORIGIN: &str = "bad_origin";
    /// An address under `/api` the server has not, or a method it does not take
    /// there (HTTP 404 or 405).
    pub const NO_SUCH_ROUTE: &str = "no_such_route";
    /// `/ws` asked for without a WebSocket upgrade.
    pub const NOT_A_WEBSOCKET: &str = "not_a_websocket";
    /// The table is being moved or the server is stopping: connect again.
    pub const UNAVAILABLE: &str = "unavailable";

    /// Every code above.
    pub const ALL: &[&str] = &[
        BAD_MESSAGE,
        BINARY_FRAME,
        FRAME_TOO_LARGE,
        RATE_LIMITED,
        UNSUPPORTED_PROTOCOL,
        BAD_TOKEN,
        SEAT_TAKEN,
        NO_SUCH_TABLE,
        NO_SPECTATORS,
        NOT_JOINED,
        ALREADY_JOINED,
        SPECTATOR,
        NOT_STARTED,
        SEAT_IS_A_BOT,
        STORAGE_UNAVAILABLE,
        GAME_NOT_OVER,
        NOT_HOST,
        BAD_SETUP,
        TOO_LARGE,
        BAD_ORIGIN,
        NO_SUCH_ROUTE,
        NOT_A_WEBSOCKET,
        UNAVAILABLE,
    ];
}
