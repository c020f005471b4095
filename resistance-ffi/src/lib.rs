//! C ABI of `resistance-core`, for Unity, Godot and any host that links a C
//! library. The header `include/resistance.h` is generated from this crate by
//! cbindgen (`cbindgen.toml`); `README.md` beside it tells how to build and link.
//!
//! The wrapper holds no rule of the game: typed calls build the core's commands,
//! JSON calls go through the core's codec (`resistance_core::json`), so the C
//! library accepts, refuses and produces exactly what the WebAssembly package
//! does.
//!
//! Both games (the base game and the Cells variant) cross the ABI through one
//! generic handle: each C handle type implements `handle::Handle` (the game behind
//! it and the tag that tells a live one), and every call both games have is one
//! body in `table.rs`, generic over it. Their exported functions are written once
//! too, by one macro in `table.rs`, `game_calls!`, that each game invokes with its
//! handle type, its functions' names and its own docs (cbindgen reads the crate
//! macro-expanded); a game's own module holds only what is that game's.
//!
//! # The contract, for every exported function
//!
//! - It runs inside a panic boundary: a panic becomes `RESISTANCE_STATUS_PANIC`,
//!   never an unwind into the host.
//! - Fallible calls return a [`ResistanceStatus`]; on any status but OK nothing
//!   changed and no out-parameter was written. The thread's last error holds the
//!   stable code and a readable message.
//! - Every pointer argument is checked for NULL; text arrives as
//!   `(const uint8_t *, size_t)`, needs no NUL terminator and is checked as UTF-8.
//! - Strings the library returns are owned by the caller and freed with
//!   `resistance_string_free`; games with `resistance_game_free`.
//! - A game is used by one thread at a time; different games may be used on
//!   different threads at once.

// A C ABI is unsafe by nature: raw pointers in, raw pointers out. Every unsafe
// block says why it is sound; the core itself forbids unsafe code.
#![allow(unsafe_code)]
#![deny(missing_docs)]
#![deny(unsafe_op_in_unsafe_fn)]

// In the header's order: statuses, the game handle, typed calls, the plot cards'
// typed calls, JSON calls, the bots, the Cells variant, the last error. (cbindgen
// follows the modules as declared; `table` exports only through `game_calls!`,
// which the games' modules invoke by path, wherever `table` is declared.)
mod status;

mod handle;

mod typed;

mod plot;

mod json_calls;

mod bots;

mod cells;

mod table;

mod last_error;

mod boundary;

pub use bots::{ResistanceBotKind, resistance_game_bot_command_json, resistance_game_play_bot};
pub use cells::{
    ResistanceCellsGame, resistance_cells_apply_json, resistance_cells_awaiting,
    resistance_cells_choices_json, resistance_cells_clone, resistance_cells_free,
    resistance_cells_is_over, resistance_cells_last_event_count,
    resistance_cells_last_outcome_json, resistance_cells_legal_commands_json,
    resistance_cells_new_json, resistance_cells_opening_json, resistance_cells_player_config_json,
    resistance_cells_public_view_json, resistance_cells_record_json, resistance_cells_replay_json,
    resistance_cells_restore_json, resistance_cells_result_json, resistance_cells_seat_replay_json,
    resistance_cells_seeded_config_json, resistance_cells_snapshot_json,
    resistance_cells_spectator_replay_json, resistance_cells_view_json,
};
pub use handle::{
    ResistanceGame, resistance_game_clone, resistance_game_free, resistance_game_new,
};
pub use json_calls::{
    ResistanceNaming, resistance_game_apply_json, resistance_game_choices_json,
    resistance_game_history_json, resistance_game_last_outcome_json,
    resistance_game_legal_commands_json, resistance_game_new_json, resistance_game_opening_json,
    resistance_game_player_config_json, resistance_game_public_history_json,
    resistance_game_public_view_json, resistance_game_record_json, resistance_game_replay_json,
    resistance_game_restore_json, resistance_game_result_json, resistance_game_reveal_script_json,
    resistance_game_reveal_script_named_json, resistance_game_seat_replay_json,
    resistance_game_seeded_config_json, resistance_game_snapshot_json,
    resistance_game_spectator_replay_json, resistance_game_view_json, resistance_names_json,
    resistance_string_free,
};
pub use last_error::{
    resistance_last_error_clear, resistance_last_error_code, resistance_last_error_message,
    resistance_last_error_status, resistance_selftest_panic,
};
pub use plot::{
    RESISTANCE_PLOT_CARD_KINDS, ResistancePlotCard, ResistancePlotCards, ResistancePlotChoices,
    ResistancePlotStep, ResistancePlotTable, resistance_game_decline_plot_card,
    resistance_game_give_plot_card, resistance_game_plot_choices, resistance_game_plot_held,
    resistance_game_plot_table, resistance_game_use_plot_card,
};
pub use status::{ResistanceStatus, resistance_status_name};
pub use typed::{
    ResistanceChoices, ResistanceEndReason, ResistanceMissionCard, ResistancePhase, ResistanceVote,
    ResistanceWinner, resistance_game_assassinate, resistance_game_awaiting,
    resistance_game_choices, resistance_game_choose_agenda, resistance_game_claim_seat,
    resistance_game_double_agenda_from, resistance_game_end_reason, resistance_game_inspect,
    resistance_game_is_over, resistance_game_last_event_count, resistance_game_leader,
    resistance_game_leave, resistance_game_phase, resistance_game_play_mission,
    resistance_game_players, resistance_game_propose, resistance_game_reveal_agenda,
    resistance_game_round, resistance_game_set_aside, resistance_game_team_size,
    resistance_game_vote, resistance_game_winner,
};

use core::ffi::{CStr, c_char};

/// The library's major version, as in `resistance_version()`.
pub const RESISTANCE_VERSION_MAJOR: u32 = 0;
/// The library's minor version.
pub const RESISTANCE_VERSION_MINOR: u32 = 1;
/// The library's patch version.
pub const RESISTANCE_VERSION_PATCH: u32 = 0;
/// The record (snapshot) format version this header was generated for; compare it
/// with `resistance_snapshot_version()` at run time to catch a mismatched library.
pub const RESISTANCE_SNAPSHOT_VERSION: u32 = 2;

/// The library's version, `"MAJOR.MINOR.PATCH"`, as a static NUL-terminated
/// string: never free it. Compare it with the `RESISTANCE_VERSION_*` macros to
/// catch a header and library of different versions.
#[unsafe(no_mangle)]
pub extern "C" fn resistance_version() -> *const c_char {
    const VERSION: &CStr =
        match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
            Ok(version) => version,
            Err(_) => c"unknown",
        };
    boundary::guard_value(c"unknown".as_ptr(), || VERSION.as_ptr())
}

/// A seed from the operating system's secure source, at most 2^53 - 1 (what every
/// configuration accepts), into `*out_seed`.
///
/// Use it wherever a seed is needed and nobody chose one: for
/// `resistance_game_new`, and for every call of `resistance_game_play_bot` /
/// `resistance_game_bot_command_json`. A seed is the deal: a constant, a clock or a
/// counter lets a player who guesses it know every role, or replay a bot's
/// decision under each guess of the bot's role and read the role from the one that
/// matches. `RESISTANCE_STATUS_INVALID_CONFIG` (code `seed_unavailable`) when the
/// operating system has no secure source to give.
///
/// # Safety
///
/// `out_seed` NULL or valid for writing one `uint64_t`.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_secure_seed(out_seed: *mut u64) -> status::ResistanceStatus {
    boundary::guard(|| {
        let out_seed = boundary::non_null(out_seed, "out_seed")?;
        let seed = resistance_core::secure_seed().map_err(|error| {
            status::Failure::from(resistance_core::json::JsonError::from(error))
        })?;
        // SAFETY: checked non-NULL; the caller promises it is writable.
        unsafe { boundary::write_out(out_seed, seed) };
        Ok(())
    })
}

/// The record (snapshot) format version this library reads and writes.
#[unsafe(no_mangle)]
pub extern "C" fn resistance_snapshot_version() -> u32 {
    boundary::guard_value(0, || resistance_core::record::RECORD_VERSION)
}

#[cfg(test)]
mod csharp_binding;
#[cfg(test)]
mod csharp_codes;
#[cfg(test)]
mod csharp_generated;
#[cfg(test)]
mod csharp_models;
#[cfg(test)]
mod csharp_unity_meta;
#[cfg(test)]
mod tests;
