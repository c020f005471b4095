//! The Cells variant (3 or 4 players, a cell of three characters each, played from
//! memory) through C: a handle of its own, `ResistanceCellsGame`, and JSON calls in
//! the Cells wire format, with the same contract as the base game's calls (panic
//! boundary, status, out-parameters written only on success, the last error).
//! There is no typed command path: Cells is played by people one command at a
//! time, so JSON is fast enough; `awaiting` and `is_over` are typed for game loops.

use crate::{
    boundary::{OwnedText, guard, guard_void, input_text, non_null, write_out},
    handle::{DEAD, tagged},
    json_calls::encoded,
    status::{Failure, ResistanceStatus},
    typed::{acting_seat, existing_seat},
};
use core::{ffi::c_char, marker::PhantomData};
use resistance_core::{cells::CellsGame, json};

/// One game of the Cells variant. Opaque: only pointers to it cross the ABI.
///
/// Made by `resistance_cells_new_json`, `resistance_cells_restore_json` or
/// `resistance_cells_clone`; owned by the caller until it passes it to
/// `resistance_cells_free`, exactly once. A Cells game is not a
/// `ResistanceGame`: passing one where the other is expected is refused as
/// `RESISTANCE_STATUS_INVALID_HANDLE`.
pub struct ResistanceCellsGame {
    _opaque: [u8; 0],
    // Raw-pointer marker: the type is neither Send nor Sync, nor constructible.
    _marker: PhantomData<*mut u8>,
}

/// The tag of a live Cells game: another arbitrary number than the base game's,
/// so that neither kind of handle passes for the other.
const CELLS_LIVE: u64 = 0x3C_E115_0DE5_A1C0;

/// What a `ResistanceCellsGame` pointer really points to, its tag first.
#[repr(C)]
struct LiveCells {
    tag: u64,
    game: CellsGame,
}

/// A heap Cells game for the caller to own.
fn hand_over(game: CellsGame) -> *mut ResistanceCellsGame {
    Box::into_raw(Box::new(LiveCells {
        tag: CELLS_LIVE,
        game,
    }))
    .cast()
}

/// The live Cells game behind `game`, to read.
///
/// # Safety
///
/// `game` NULL, a live handle of this library, or at least 8 readable bytes; no
/// other call uses the game at the same time.
unsafe fn live<'a>(
    game: *const ResistanceCellsGame,
    argument: &str,
) -> Result<&'a LiveCells, Failure> {
    // SAFETY: a checked live Cells game, made by Box in hand_over and not freed; the
    // caller promises no concurrent use.
    unsafe { tagged::<_, LiveCells>(game, CELLS_LIVE, argument).map(|live| live.as_ref()) }
}

/// The live Cells game behind `game`, to change.
///
/// # Safety
///
/// As for [`live`].
unsafe fn live_mut<'a>(
    game: *mut ResistanceCellsGame,
    argument: &str,
) -> Result<&'a mut LiveCells, Failure> {
    // SAFETY: as in `live`; the caller owns the game, so no other reference exists.
    unsafe { tagged::<_, LiveCells>(game, CELLS_LIVE, argument).map(|mut live| live.as_mut()) }
}

/// Runs a query: reads the game, writes the answer to `out`.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or writable.
unsafe fn query<T>(
    game: *const ResistanceCellsGame,
    out: *mut T,
    answer: impl FnOnce(&CellsGame) -> Result<T, Failure>,
) -> ResistanceStatus {
    guard(|| {
        let out = non_null(out, "out")?;
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live(game, "game") }?;
        let value = answer(&live.game)?;
        // SAFETY: checked non-NULL; the caller promises it is writable.
        unsafe { write_out(out, value) };
        Ok(())
    })
}

/// Runs a JSON query: reads the game, hands over the encoded answer.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
unsafe fn query_json(
    game: *const ResistanceCellsGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
    answer: impl FnOnce(&CellsGame) -> Result<OwnedText, Failure>,
) -> ResistanceStatus {
    guard(|| {
        let out = non_null(out, "out")?;
        let out_len = non_null(out_len, "out_len")?;
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live(game, "game") }?;
        let text = answer(&live.game)?;
        // SAFETY: checked non-NULL; the caller promises both are writable.
        unsafe { text.hand_over(out, out_len) };
        Ok(())
    })
}

/// A new Cells game from a JSON configuration, `{"players":4,"seed":42}` (3 or 4
/// players); the `config_len` bytes at `config` need no NUL terminator.
///
/// On success `*out_game` is a new game the caller owns (free it with
/// `resistance_cells_free`) and `*out_opening` / `*out_opening_len` the opening
/// events as a JSON array of envelopes (the start for everyone, then each seat's
/// one look at its hand, for that seat alone); free it with
/// `resistance_string_free`.
///
/// `RESISTANCE_STATUS_INVALID_UTF8`, `RESISTANCE_STATUS_INVALID_JSON` or
/// `RESISTANCE_STATUS_INVALID_CONFIG` (codes `player_count`, `seed_too_large`).
///
/// # Safety
///
/// `config` NULL or `config_len` readable bytes; each out-parameter NULL or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_new_json(
    config: *const u8,
    config_len: usize,
    out_game: *mut *mut ResistanceCellsGame,
    out_opening: *mut *mut c_char,
    out_opening_len: *mut usize,
) -> ResistanceStatus {
    guard(|| {
        let out_game = non_null(out_game, "out_game")?;
        let out_opening = non_null(out_opening, "out_opening")?;
        let out_opening_len = non_null(out_opening_len, "out_opening_len")?;
        // SAFETY: the caller's promise about `config`.
        let text = unsafe { input_text(config, config_len, "config") }?;
        let config = json::config_from_json::<CellsGame>(text)?;
        let (game, opening) = CellsGame::start(config)?;
        let opening = encoded(json::to_json(opening.as_slice()));
        // SAFETY: checked non-NULL; the caller promises they are writable.
        unsafe {
            write_out(out_game, hand_over(game));
            opening.hand_over(out_opening, out_opening_len);
        }
        Ok(())
    })
}

/// A Cells game restored from a JSON snapshot (`resistance_cells_snapshot_json`);
/// it continues exactly as the saved one would. On success `*out_game` is a new
/// game the caller owns.
///
/// `RESISTANCE_STATUS_INVALID_UTF8`, `RESISTANCE_STATUS_INVALID_JSON` (also for a
/// snapshot of the base game), or `RESISTANCE_STATUS_SNAPSHOT_REFUSED` (codes
/// `unsupported_snapshot_version`, `snapshot_config_invalid`,
/// `snapshot_corrupted`).
///
/// # Safety
///
/// `snapshot` NULL or `snapshot_len` readable bytes; `out_game` NULL or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_restore_json(
    snapshot: *const u8,
    snapshot_len: usize,
    out_game: *mut *mut ResistanceCellsGame,
) -> ResistanceStatus {
    guard(|| {
        let out_game = non_null(out_game, "out_game")?;
        // SAFETY: the caller's promise about `snapshot`.
        let text = unsafe { input_text(snapshot, snapshot_len, "snapshot") }?;
        let game = json::restore_from_json::<CellsGame>(text)?;
        // SAFETY: checked non-NULL; the caller promises it is writable.
        unsafe { write_out(out_game, hand_over(game)) };
        Ok(())
    })
}

/// A copy of `game`, independent from then on; the caller owns it.
///
/// # Safety
///
/// `game` as for every call; `out_game` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_clone(
    game: *const ResistanceCellsGame,
    out_game: *mut *mut ResistanceCellsGame,
) -> ResistanceStatus {
    guard(|| {
        let out_game = non_null(out_game, "out_game")?;
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live(game, "game") }?;
        let copy = hand_over(live.game.clone());
        // SAFETY: checked non-NULL; the caller promises it is writable.
        unsafe { write_out(out_game, copy) };
        Ok(())
    })
}

/// Frees `game`. NULL is ignored; a pointer that is not a live Cells game is left
/// alone and recorded as the thread's last error
/// (`RESISTANCE_STATUS_INVALID_HANDLE`). Using or freeing a game after it was
/// freed is undefined behaviour.
///
/// # Safety
///
/// `game` NULL, a live Cells game of this library, or at least 8 readable bytes.
/// No other call may use it at the same time.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_free(game: *mut ResistanceCellsGame) {
    if game.is_null() {
        return;
    }
    guard_void(|| {
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live_mut(game, "game") }?;
        live.tag = DEAD;
        // SAFETY: made by Box::into_raw in hand_over and freed here once; the
        // caller gives up its pointer.
        drop(unsafe { Box::from_raw(core::ptr::from_mut(live)) });
        Ok(())
    });
}

/// `seat` sends the JSON command at `command` (such as `{"type":"scoutDeck"}`;
/// `command_len` bytes, no NUL needed). On success `*out_outcome` is the events it
/// caused, `{"events":[...]}`, each with its audience: deliver each only to its
/// audience.
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
pub unsafe extern "C" fn resistance_cells_apply_json(
    game: *mut ResistanceCellsGame,
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
        let command = json::command_from_json::<CellsGame>(text)?;
        let seat = acting_seat(live.game.players(), seat)?;
        let outcome = live.game.apply(seat, command)?;
        let outcome = encoded(json::to_json(&outcome));
        // SAFETY: checked non-NULL; the caller promises both are writable.
        unsafe { outcome.hand_over(out_outcome, out_outcome_len) };
        Ok(())
    })
}

/// Everything `seat` may know now: the public table, its memory of its cell and of
/// what it scouted, and the mission cards it holds. Give it to that seat only.
/// `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_view_json(
    game: *const ResistanceCellsGame,
    seat: u32,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |game| {
            let seat = existing_seat(game.players(), seat)?;
            Ok(encoded(json::to_json(&game.view(seat)?)))
        })
    }
}

/// Everything a spectator may know now (and, once the game is over, every cell).
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_public_view_json(
    game: *const ResistanceCellsGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |game| {
            Ok(encoded(json::to_json(&game.public_view())))
        })
    }
}

/// What `seat` may do now, in compact form. For that seat alone.
/// `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_choices_json(
    game: *const ResistanceCellsGame,
    seat: u32,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |game| {
            let seat = existing_seat(game.players(), seat)?;
            Ok(encoded(json::to_json(&game.choices(seat))))
        })
    }
}

/// Every command `seat` may send now, as a JSON array of commands. For that seat
/// alone. `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_legal_commands_json(
    game: *const ResistanceCellsGame,
    seat: u32,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |game| {
            let seat = existing_seat(game.players(), seat)?;
            Ok(encoded(json::to_json(&game.legal_commands(seat))))
        })
    }
}

/// The whole game as a JSON snapshot, to restore later with
/// `resistance_cells_restore_json`. **It holds every secret** (every cell, the
/// deck's order, every seat's memory): keep it on the host.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_snapshot_json(
    game: *const ResistanceCellsGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |game| {
            Ok(encoded(json::to_json(&game.snapshot())))
        })
    }
}

/// How the game ended, `{"winner":"spy","winners":[2]}`, or `null` while it goes
/// on.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_result_json(
    game: *const ResistanceCellsGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |game| {
            Ok(encoded(json::to_json(&game.result())))
        })
    }
}

/// The configuration the game was made from, as JSON.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_config_json(
    game: *const ResistanceCellsGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |game| {
            Ok(encoded(json::to_json(game.config())))
        })
    }
}

/// The seats the game waits for, as a bit mask (bit `i` is seat `i`); 0 once it
/// is over. Every step of a Cells game is public, so players may see it too.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_awaiting(
    game: *const ResistanceCellsGame,
    out: *mut u32,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { query(game, out, |game| Ok(u32::from(game.awaiting().bits()))) }
}

/// Whether the game has ended.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_is_over(
    game: *const ResistanceCellsGame,
    out: *mut bool,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { query(game, out, |game| Ok(game.is_over())) }
}
