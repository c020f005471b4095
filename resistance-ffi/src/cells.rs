//! The Cells variant (3 or 4 players, a cell of three characters each, played from
//! memory) through C: a handle of its own, `ResistanceCellsGame`, and JSON calls in
//! the Cells wire format, with the same contract as the base game's calls (panic
//! boundary, status, out-parameters written only on success, the last error).
//! Every call's body is the base game's (`table.rs`); what is Cells' own is the
//! handle's tag and the docs. There is no typed command path: Cells is played by
//! people one command at a time, so JSON is fast enough; `awaiting`, `is_over`
//! and `last_event_count` are typed for game loops.

use crate::{
    handle::{Handle, Live, Served, clone_handle, free_handle},
    status::ResistanceStatus,
    table::{Ask, apply_json, ask_json, new_json, query, replay_steps_json, restore_json},
};
use core::{ffi::c_char, marker::PhantomData};
use resistance_core::{Recorded, cells::CellsGame};

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

impl Served for Recorded<CellsGame> {
    fn record(&self) -> resistance_core::RecordOf<Self> {
        Recorded::record(self)
    }
}

impl Handle for ResistanceCellsGame {
    type Game = Recorded<CellsGame>;
    // Another number than the base game's, so that neither kind passes for the other.
    const TAG: u64 = 0x3C_E115_0DE5_A1C0;
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
    // SAFETY: passed through.
    unsafe { new_json(config, config_len, out_game, out_opening, out_opening_len) }
}

/// As `resistance_game_restore_json`, for a Cells game: the game of a JSON record
/// (`resistance_cells_record_json`), replayed through the rules, refused with the
/// same statuses and codes. `resistance_cells_replay_json` is the same call.
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
    // SAFETY: passed through.
    unsafe { restore_json(snapshot, snapshot_len, out_game) }
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
    // SAFETY: passed through.
    unsafe { clone_handle(game, out_game) }
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
    // SAFETY: passed through.
    unsafe { free_handle(game) }
}

/// As `resistance_game_apply_json`, for a Cells game: `seat` sends the JSON
/// command at `command` (such as `{"type":"scoutDeck"}`), and `*out_outcome` is
/// the events it caused, each for its audience alone (also kept for
/// `resistance_cells_last_outcome_json`).
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
    // SAFETY: passed through.
    unsafe {
        apply_json(
            game,
            seat,
            command,
            command_len,
            out_outcome,
            out_outcome_len,
        )
    }
}

/// As `resistance_game_last_outcome_json`, for a Cells game: what
/// `resistance_cells_apply_json` last handed over.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_last_outcome_json(
    game: *const ResistanceCellsGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { ask_json(game, Ask::LastOutcome, out, out_len) }
}

/// The opening events of `game`, as `resistance_cells_new_json` handed them over:
/// a JSON array of envelopes (the start for everyone, then each seat's one look at
/// its hand, for that seat alone); deliver each only to its audience. The same
/// whatever has been played since. Clones carry them over; for a game replayed
/// from a record the answer is `null` (`resistance_cells_seat_replay_json` gives
/// each seat its whole story).
///
/// They are made again from the configuration on each call (the setup is a pure
/// function of it), so keeping them costs a game nothing.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_opening_json(
    game: *const ResistanceCellsGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { ask_json(game, Ask::Opening, out, out_len) }
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
    unsafe { ask_json(game, Ask::View(seat), out, out_len) }
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
    unsafe { ask_json(game, Ask::PublicView, out, out_len) }
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
    unsafe { ask_json(game, Ask::Choices(seat), out, out_len) }
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
    unsafe { ask_json(game, Ask::LegalCommands(seat), out, out_len) }
}

/// The same as `resistance_cells_record_json`: the game's record, which holds every
/// secret (keep it on the host while the game is on).
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
    unsafe { ask_json(game, Ask::Record, out, out_len) }
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
    unsafe { ask_json(game, Ask::Result, out, out_len) }
}

/// The configuration the game was made from, as JSON, **seed included**: the seed
/// deals every cell and orders the deck, so this is for the host alone (`resistance_cells_player_config_json`
/// is what players may see).
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_seeded_config_json(
    game: *const ResistanceCellsGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { ask_json(game, Ask::SeededConfig, out, out_len) }
}

/// As `resistance_game_player_config_json`, for a Cells game: the configuration
/// without its seed, safe to hand to players.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_player_config_json(
    game: *const ResistanceCellsGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { ask_json(game, Ask::PlayerConfig, out, out_len) }
}

/// As `resistance_game_record_json`, for a Cells game: its record, to replay with
/// `resistance_cells_replay_json`. **It holds every secret**: keep it on the host
/// while the game is on. `resistance_cells_snapshot_json` is the same call.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_record_json(
    game: *const ResistanceCellsGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { ask_json(game, Ask::Record, out, out_len) }
}

/// The same as `resistance_cells_restore_json`: the game of a JSON record.
///
/// # Safety
///
/// `record` NULL or `record_len` readable bytes; `out_game` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_replay_json(
    record: *const u8,
    record_len: usize,
    out_game: *mut *mut ResistanceCellsGame,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { restore_json(record, record_len, out_game) }
}

/// As `resistance_game_seat_replay_json`, for a Cells game: what `seat` received
/// in the game of a JSON record, step by step. For that seat alone.
///
/// # Safety
///
/// `record` NULL or `record_len` readable bytes; `out` and `out_len` NULL or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_seat_replay_json(
    record: *const u8,
    record_len: usize,
    seat: u32,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        replay_steps_json::<ResistanceCellsGame>(record, record_len, Some(seat), out, out_len)
    }
}

/// The game of a JSON record as a spectator saw it, as JSON:
/// `{"version":2,"game":"cells","steps":[{"events":[...],"view":{...}}, ...]}` with
/// the public events and the public view of each step. It holds no seed and no
/// hidden command: safe to publish during the game.
///
/// # Safety
///
/// `record` NULL or `record_len` readable bytes; `out` and `out_len` NULL or
/// writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_spectator_replay_json(
    record: *const u8,
    record_len: usize,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { replay_steps_json::<ResistanceCellsGame>(record, record_len, None, out, out_len) }
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
    unsafe { query(game, out, Live::awaiting) }
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
    unsafe { query(game, out, Live::is_over) }
}

/// How many events the last command this game accepted caused (0 before the
/// first); `resistance_cells_last_outcome_json` gives them.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or valid for writing.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_cells_last_event_count(
    game: *const ResistanceCellsGame,
    out: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { query(game, out, Live::last_event_count) }
}
