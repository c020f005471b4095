//! JSON calls: everything the engine offers, in the core's JSON wire format
//! (`docs/wire-format.md`), byte for byte what `resistance_core::json` produces.

use crate::{
    boundary::{OwnedText, free_text, guard, guard_void, input_text, non_null, write_out},
    handle::{LiveGame, ResistanceGame, live, live_mut},
    status::{Failure, ResistanceStatus},
    typed::{apply, existing_seat},
};
use core::ffi::c_char;
use resistance_core::{
    Game, Language,
    json::{self, JsonError},
    narrated_script,
};

/// The core's encoding of a value, `json::to_json(&value)`. The engine's values
/// always encode: a failure here is a library bug, reported as a panic.
pub(crate) fn encoded(json: Result<String, JsonError>) -> OwnedText {
    match json {
        Ok(text) => OwnedText::from_nul_free(text),
        Err(error) => panic!("the engine's value did not encode: {error}"),
    }
}

/// Runs a JSON query: reads the game, hands over the encoded answer.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
unsafe fn query_json(
    game: *const ResistanceGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
    answer: impl FnOnce(&LiveGame) -> Result<OwnedText, Failure>,
) -> ResistanceStatus {
    guard(|| {
        let out = non_null(out, "out")?;
        let out_len = non_null(out_len, "out_len")?;
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live(game, "game") }?;
        let text = answer(live)?;
        // SAFETY: checked non-NULL; the caller promises both are writable.
        unsafe { text.hand_over(out, out_len) };
        Ok(())
    })
}

/// A new game from a JSON configuration, such as
/// `{"players":7,"seed":42,"leavePolicy":"substitute"}`; the `config_len` bytes
/// at `config` need no NUL terminator.
///
/// On success `*out_game` is a new game the caller owns (free it with
/// `resistance_game_free`) and `*out_opening` / `*out_opening_len` the opening
/// events as a JSON array of envelopes (each seat's role addressed to that seat
/// alone, then round 1); free it with `resistance_string_free`.
///
/// `RESISTANCE_STATUS_INVALID_UTF8`, `RESISTANCE_STATUS_INVALID_JSON` (code
/// `invalid_json`) or `RESISTANCE_STATUS_INVALID_CONFIG` (codes `player_count`,
/// `seed_too_large`, ...).
///
/// # Safety
///
/// `config` NULL or `config_len` readable bytes; each out-parameter NULL or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_new_json(
    config: *const u8,
    config_len: usize,
    out_game: *mut *mut ResistanceGame,
    out_opening: *mut *mut c_char,
    out_opening_len: *mut usize,
) -> ResistanceStatus {
    guard(|| {
        let out_game = non_null(out_game, "out_game")?;
        let out_opening = non_null(out_opening, "out_opening")?;
        let out_opening_len = non_null(out_opening_len, "out_opening_len")?;
        // SAFETY: the caller's promise about `config`.
        let text = unsafe { input_text(config, config_len, "config") }?;
        let config = json::config_from_json::<Game>(text)?;
        let (game, opening) = Game::start(config)?;
        let opening = encoded(json::to_json(&opening));
        // SAFETY: checked non-NULL; the caller promises they are writable.
        unsafe {
            write_out(out_game, LiveGame::hand_over(game));
            opening.hand_over(out_opening, out_opening_len);
        }
        Ok(())
    })
}

/// A game restored from a JSON snapshot (`resistance_game_snapshot_json`); it
/// continues exactly as the saved one would. On success `*out_game` is a new game
/// the caller owns.
///
/// `RESISTANCE_STATUS_INVALID_UTF8`, `RESISTANCE_STATUS_INVALID_JSON`, or
/// `RESISTANCE_STATUS_SNAPSHOT_REFUSED` (codes `unsupported_snapshot_version`,
/// `snapshot_config_invalid`, `snapshot_corrupted`).
///
/// # Safety
///
/// `snapshot` NULL or `snapshot_len` readable bytes; `out_game` NULL or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_restore_json(
    snapshot: *const u8,
    snapshot_len: usize,
    out_game: *mut *mut ResistanceGame,
) -> ResistanceStatus {
    guard(|| {
        let out_game = non_null(out_game, "out_game")?;
        // SAFETY: the caller's promise about `snapshot`.
        let text = unsafe { input_text(snapshot, snapshot_len, "snapshot") }?;
        let game = json::restore_from_json::<Game>(text)?;
        // SAFETY: checked non-NULL; the caller promises it is writable.
        unsafe { write_out(out_game, LiveGame::hand_over(game)) };
        Ok(())
    })
}

/// `seat` sends the JSON command at `command` (such as
/// `{"type":"vote","vote":"approve"}`; `command_len` bytes, no NUL needed). On
/// success `*out_outcome` is the events it caused, `{"events":[...]}`, each with
/// its audience: deliver each only to its audience.
///
/// `RESISTANCE_STATUS_INVALID_JSON` for a command that does not decode,
/// `RESISTANCE_STATUS_COMMAND_REFUSED` when the rules refuse it (the code says
/// why; the message is for `seat` alone), `RESISTANCE_STATUS_NO_SUCH_SEAT`.
///
/// # Safety
///
/// `game` as for every call; `command` NULL or `command_len` readable bytes;
/// `out_outcome` and `out_outcome_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_apply_json(
    game: *mut ResistanceGame,
    seat: u32,
    command: *const u8,
    command_len: usize,
    out_outcome: *mut *mut c_char,
    out_outcome_len: *mut usize,
) -> ResistanceStatus {
    guard(|| {
        let out_outcome = non_null(out_outcome, "out_outcome")?;
        let out_outcome_len = non_null(out_outcome_len, "out_outcome_len")?;
        // SAFETY: the caller's promise about `command`.
        let text = unsafe { input_text(command, command_len, "command") }?;
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live_mut(game, "game") }?;
        let command = json::command_from_json::<Game>(text)?;
        apply(live, seat, command)?;
        let outcome = encoded(json::to_json(&live.last_outcome));
        // SAFETY: checked non-NULL; the caller promises both are writable.
        unsafe { outcome.hand_over(out_outcome, out_outcome_len) };
        Ok(())
    })
}

/// The events of the last command this game accepted (through a typed or a JSON
/// call), as `{"events":[...]}`; `{"events":[]}` before the first. Clones carry
/// it over; restored games start empty.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_last_outcome_json(
    game: *const ResistanceGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            Ok(encoded(json::to_json(&live.last_outcome)))
        })
    }
}

/// Everything `seat` may know now: its role, what it learned, its own vote and
/// card, and the public table. Give it to that seat only.
/// `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_view_json(
    game: *const ResistanceGame,
    seat: u32,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            let seat = existing_seat(live.game.players(), seat)?;
            Ok(encoded(json::to_json(&live.game.view(seat)?)))
        })
    }
}

/// Everything a spectator may know now: the public table (and, once the game is
/// over, every role and hidden choice).
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_public_view_json(
    game: *const ResistanceGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            Ok(encoded(json::to_json(&live.game.public_view())))
        })
    }
}

/// What `seat` may do now, in compact form (`{"propose":{"size":2,"from":[...]},
/// "vote":false,...}`). For that seat alone. `RESISTANCE_STATUS_NO_SUCH_SEAT` for
/// a seat outside the table.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_choices_json(
    game: *const ResistanceGame,
    seat: u32,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            let seat = existing_seat(live.game.players(), seat)?;
            Ok(encoded(json::to_json(&live.game.choices(seat))))
        })
    }
}

/// Every command `seat` may send now, as a JSON array of commands (teams listed
/// once each, in ascending seat order). For that seat alone.
/// `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_legal_commands_json(
    game: *const ResistanceGame,
    seat: u32,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            let seat = existing_seat(live.game.players(), seat)?;
            Ok(encoded(json::to_json(&live.game.legal_commands(seat))))
        })
    }
}

/// The whole game as a JSON snapshot, `{"version":1,"game":{...}}`, to restore
/// later with `resistance_game_restore_json`. **It holds every secret**: keep it
/// on the host, never send it to a player.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_snapshot_json(
    game: *const ResistanceGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            Ok(encoded(json::to_json(&live.game.snapshot())))
        })
    }
}

/// How the game ended, `{"winner":"spy","reason":{"type":"threeFailures"}}`, or
/// `null` while it goes on.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_result_json(
    game: *const ResistanceGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            Ok(encoded(json::to_json(&live.game.result())))
        })
    }
}

/// The configuration the game was made from, as JSON.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_config_json(
    game: *const ResistanceGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            Ok(encoded(json::to_json(live.game.config())))
        })
    }
}

/// The spoken opening script for this game's setup (AS3) as JSON:
/// `{"language":"english","steps":[...],"lines":["Everyone, close your eyes ...", ...]}`.
/// `language` is 0 for English, 1 for Russian, 2 for Vietnamese. The script is the
/// same for every deal of the configuration, so it reveals nothing.
///
/// `RESISTANCE_STATUS_INVALID_ARGUMENT` for another language number.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_reveal_script_json(
    game: *const ResistanceGame,
    language: u32,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            let language = match language {
                0 => Language::English,
                1 => Language::Russian,
                2 => Language::Vietnamese,
                _ => {
                    return Err(Failure::invalid_argument(
                        "language must be 0 (English), 1 (Russian) or 2 (Vietnamese)".into(),
                    ));
                }
            };
            let script = narrated_script(live.game.config(), language);
            Ok(encoded(json::to_json(&script)))
        })
    }
}

/// Frees a string this library returned (JSON, error code or message). NULL is
/// ignored. Freeing a string twice, or one the library did not return, is
/// undefined behaviour.
///
/// # Safety
///
/// `text` must be NULL or a string returned by this library and not yet freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_string_free(text: *mut c_char) {
    if let Some(text) = core::ptr::NonNull::new(text) {
        guard_void(|| {
            // SAFETY: the caller's promise: a string of this library, freed once.
            unsafe { free_text(text) };
            Ok(())
        });
    }
}
