//! The status every fallible call returns, and the error behind a non-OK status.

use core::ffi::{CStr, c_char};
use resistance_core::{
    CommandError, ConfigError, ErrorCode, NoSuchSeat,
    bot::BotError,
    cells::{CellsCommandError, CellsConfigError},
    json::JsonError,
    record::ReplayError,
};
use std::borrow::Cow;

/// What a fallible call did. `RESISTANCE_STATUS_OK` (0) is success; every other
/// value is a failure after which nothing changed and no out-parameter was
/// written. The numbers are part of the ABI: they never change and a retired one
/// is never reused. `resistance_last_error_code` and
/// `resistance_last_error_message` tell the details of the last failure on the
/// calling thread.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ResistanceStatus {
    /// Success: the out-parameters hold the results.
    Ok = 0,
    /// A pointer argument was NULL. Every pointer argument is required, even with
    /// a length of 0.
    NullPointer = 1,
    /// A text argument was not valid UTF-8.
    InvalidUtf8 = 2,
    /// A JSON argument was malformed or not of the expected shape (error code
    /// `invalid_json`).
    InvalidJson = 3,
    /// A well-formed configuration the engine refuses, such as 4 players (codes
    /// `player_count`, `seed_too_large`, ...).
    InvalidConfig = 4,
    /// The engine refused the command under its rules; the game is unchanged. The
    /// error code says why (`not_leader`, `wrong_phase`, `wrong_team_size`, ...).
    /// The message is for the acting seat alone: it may reflect its secrets.
    CommandRefused = 5,
    /// A seat number outside the table (code `no_such_seat`).
    NoSuchSeat = 6,
    /// A well-formed record (snapshot) the engine refuses: another version, the
    /// other game, an invalid configuration or a command the rules refuse (codes
    /// `unsupported_snapshot_version`, `record_of_another_game`,
    /// `snapshot_config_invalid`, `record_command_refused`; `no_such_seat` for a
    /// seat's replay of a seat not at the table).
    SnapshotRefused = 7,
    /// A number argument outside its range: a vote or mission card that is not
    /// one of its constants, a list of more than 16 seats, a seat named by a
    /// command (target, member, owner) above 255, a length larger than any
    /// buffer (code `invalid_argument`).
    InvalidArgument = 8,
    /// The game pointer does not point to a live game made by this library: a
    /// foreign object or a misaligned pointer (code `invalid_handle`). Detection
    /// is best effort; a freed handle is undefined behaviour.
    InvalidHandle = 9,
    /// The library panicked: a bug in the library, caught before it could reach
    /// the caller (code `panic`). The game passed to the call, if any, may have
    /// been left mid-update: free it rather than playing on.
    Panic = 10,
    /// The engine's bot gave no command for the seat (`resistance_game_bot_command_json`,
    /// `resistance_game_play_bot`); the game is unchanged. Code `nothing_to_do`: the
    /// seat may do nothing now but leave or reveal its agenda (the game does not
    /// wait for it); `impossible_view`: the bot could not
    /// read the seat's view (a library bug, never seen).
    BotRefused = 11,
}

/// Every status, for `resistance_status_name` and the tests.
const STATUSES: [ResistanceStatus; 12] = [
    ResistanceStatus::Ok,
    ResistanceStatus::NullPointer,
    ResistanceStatus::InvalidUtf8,
    ResistanceStatus::InvalidJson,
    ResistanceStatus::InvalidConfig,
    ResistanceStatus::CommandRefused,
    ResistanceStatus::NoSuchSeat,
    ResistanceStatus::SnapshotRefused,
    ResistanceStatus::InvalidArgument,
    ResistanceStatus::InvalidHandle,
    ResistanceStatus::Panic,
    ResistanceStatus::BotRefused,
];

/// The statuses the C library reports on its own, before the engine sees the call;
/// each one's name is also its error code (`null_pointer`, `invalid_handle`, ...).
/// The C# list of codes is generated from it.
#[cfg(test)]
pub(crate) const BOUNDARY_STATUSES: [ResistanceStatus; 5] = [
    ResistanceStatus::NullPointer,
    ResistanceStatus::InvalidUtf8,
    ResistanceStatus::InvalidArgument,
    ResistanceStatus::InvalidHandle,
    ResistanceStatus::Panic,
];

impl ResistanceStatus {
    /// The status's name, as a static NUL-terminated string.
    pub const fn name(self) -> &'static CStr {
        match self {
            ResistanceStatus::Ok => c"ok",
            ResistanceStatus::NullPointer => c"null_pointer",
            ResistanceStatus::InvalidUtf8 => c"invalid_utf8",
            ResistanceStatus::InvalidJson => c"invalid_json",
            ResistanceStatus::InvalidConfig => c"invalid_config",
            ResistanceStatus::CommandRefused => c"command_refused",
            ResistanceStatus::NoSuchSeat => c"no_such_seat",
            ResistanceStatus::SnapshotRefused => c"snapshot_refused",
            ResistanceStatus::InvalidArgument => c"invalid_argument",
            ResistanceStatus::InvalidHandle => c"invalid_handle",
            ResistanceStatus::Panic => c"panic",
            ResistanceStatus::BotRefused => c"bot_refused",
        }
    }
}

/// The name of a status (`"ok"`, `"null_pointer"`, `"command_refused"`, ...), or
/// `"unknown"` for a number that is no status. The string is static: never free
/// it. Never fails.
#[unsafe(no_mangle)]
pub extern "C" fn resistance_status_name(status: i32) -> *const c_char {
    crate::boundary::guard_value(c"unknown".as_ptr(), || {
        STATUSES
            .into_iter()
            .find(|known| *known as i32 == status)
            .map_or(c"unknown", ResistanceStatus::name)
            .as_ptr()
    })
}

/// Why a call failed: the status it returns, a stable code and a readable
/// message, kept as the calling thread's last error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Failure {
    pub(crate) status: ResistanceStatus,
    pub(crate) code: &'static str,
    pub(crate) message: Cow<'static, str>,
}

impl Failure {
    pub(crate) fn new(
        status: ResistanceStatus,
        code: &'static str,
        message: impl Into<Cow<'static, str>>,
    ) -> Failure {
        Failure {
            status,
            code,
            message: message.into(),
        }
    }

    #[cold]
    #[inline(never)]
    pub(crate) fn null(argument: &str) -> Failure {
        Failure::new(
            ResistanceStatus::NullPointer,
            "null_pointer",
            format!("the argument `{argument}` is NULL"),
        )
    }

    #[cold]
    #[inline(never)]
    pub(crate) fn invalid_argument(message: String) -> Failure {
        Failure::new(
            ResistanceStatus::InvalidArgument,
            "invalid_argument",
            message,
        )
    }

    #[cold]
    #[inline(never)]
    pub(crate) fn invalid_handle(argument: &str) -> Failure {
        Failure::new(
            ResistanceStatus::InvalidHandle,
            "invalid_handle",
            format!("the argument `{argument}` is not a live game made by this library"),
        )
    }

    /// A seat number too large for the engine's seat type; smaller ones get the
    /// engine's own [`NoSuchSeat`].
    #[cold]
    #[inline(never)]
    pub(crate) fn seat_out_of_range(seat: u32, players: u8) -> Failure {
        Failure::new(
            ResistanceStatus::NoSuchSeat,
            "no_such_seat",
            format!(
                "there is no seat {seat}: this table seats players 0 to {}",
                players.saturating_sub(1)
            ),
        )
    }
}

/// The refusal of a command of either game (its error type, one impl each): its code
/// and message, as `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table and
/// `RESISTANCE_STATUS_COMMAND_REFUSED` otherwise.
macro_rules! command_refused {
    ($($error:ident),+) => {$(
        impl From<$error> for Failure {
            fn from(error: $error) -> Failure {
                let status = match error {
                    $error::NoSuchSeat(_) => ResistanceStatus::NoSuchSeat,
                    _ => ResistanceStatus::CommandRefused,
                };
                Failure::new(status, error.code(), error.to_string())
            }
        }
    )+};
}

command_refused!(CommandError, CellsCommandError);

/// A configuration either game refuses (its error type, one impl each):
/// `RESISTANCE_STATUS_INVALID_CONFIG` with its code and message.
macro_rules! invalid_config {
    ($($error:ident),+) => {$(
        impl From<$error> for Failure {
            fn from(error: $error) -> Failure {
                Failure::new(ResistanceStatus::InvalidConfig, error.code(), error.to_string())
            }
        }
    )+};
}

invalid_config!(ConfigError, CellsConfigError);

impl From<NoSuchSeat> for Failure {
    fn from(error: NoSuchSeat) -> Failure {
        CommandError::from(error).into()
    }
}

impl<C: ErrorCode, M: ErrorCode> From<ReplayError<C, M>> for Failure {
    fn from(error: ReplayError<C, M>) -> Failure {
        let status = match error {
            ReplayError::NoSuchSeat(_) => ResistanceStatus::NoSuchSeat,
            _ => ResistanceStatus::SnapshotRefused,
        };
        Failure::new(status, ErrorCode::code(&error), error.to_string())
    }
}

impl From<BotError> for Failure {
    fn from(error: BotError) -> Failure {
        Failure::new(
            ResistanceStatus::BotRefused,
            error.code(),
            error.to_string(),
        )
    }
}

impl From<JsonError> for Failure {
    fn from(error: JsonError) -> Failure {
        match error {
            JsonError::Config(error) => error.into(),
            JsonError::Replay(error) => error.into(),
            JsonError::CellsConfig(error) => error.into(),
            JsonError::CellsReplay(error) => error.into(),
            JsonError::SeedUnavailable(error) => Failure::new(
                ResistanceStatus::InvalidConfig,
                error.code(),
                error.to_string(),
            ),
            // Decode, and whatever the codec adds later: the caller's JSON did not fit.
            other => Failure::new(
                ResistanceStatus::InvalidJson,
                other.code(),
                other.to_string(),
            ),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn numbers_are_the_documented_ones() {
        let numbers: Vec<i32> = STATUSES.iter().map(|s| *s as i32).collect();
        assert_eq!(numbers, (0..=11).collect::<Vec<_>>());
    }

    #[test]
    fn names_are_distinct_and_unknown_numbers_have_one_too() {
        let mut names: Vec<&CStr> = STATUSES.iter().map(|s| s.name()).collect();
        names.sort();
        names.dedup();
        assert_eq!(names.len(), STATUSES.len());
        // SAFETY: resistance_status_name returns a static NUL-terminated string.
        let unknown = unsafe { CStr::from_ptr(resistance_status_name(-1)) };
        assert_eq!(unknown, c"unknown");
        // SAFETY: as above.
        let refused = unsafe { CStr::from_ptr(resistance_status_name(5)) };
        assert_eq!(refused, c"command_refused");
    }
}
