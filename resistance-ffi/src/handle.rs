//! The game handle: an opaque pointer to a live game, checked on every call.

use crate::{
    boundary::{guard, guard_void, non_null, write_out},
    status::{Failure, ResistanceStatus},
};
use core::{marker::PhantomData, ptr::NonNull};
use resistance_core::{ConfigError, Game, GameConfig, MAX_PLAYERS, MIN_PLAYERS, Outcome};

/// One game of The Resistance. Opaque: only pointers to it cross the ABI.
///
/// Made by `resistance_game_new`, `resistance_game_new_json`,
/// `resistance_game_restore_json` or `resistance_game_clone`; owned by the caller
/// until it passes it to `resistance_game_free`, exactly once. A game may move
/// between threads but is never used by two threads at the same time.
pub struct ResistanceGame {
    _opaque: [u8; 0],
    // Raw-pointer marker: the type is neither Send nor Sync, nor constructible.
    _marker: PhantomData<*mut u8>,
}

/// The tag of a live game, checked on every call: an arbitrary number that
/// neither text, small integers nor pointers are likely to hold.
const LIVE: u64 = 0x7E5A_C0DE_9A3E_51D7;
/// Written over the tag when a game (of either kind) is freed.
pub(crate) const DEAD: u64 = 0xDEAD_0F0F_DEAD_0F0F;

/// What a `ResistanceGame` pointer really points to. `repr(C)` puts the tag
/// first, so checking a foreign pointer reads only its first 8 bytes.
#[repr(C)]
pub(crate) struct LiveGame {
    tag: u64,
    /// The engine's game.
    pub(crate) game: Game,
    /// The events of the last command this handle accepted, for
    /// `resistance_game_last_outcome_json` (empty before the first one).
    pub(crate) last_outcome: Outcome,
}

impl LiveGame {
    /// A heap game for the caller to own, with no last outcome yet.
    pub(crate) fn hand_over(game: Game) -> *mut ResistanceGame {
        LiveGame::hand_over_with(game, Outcome::default())
    }

    /// A heap game for the caller to own.
    pub(crate) fn hand_over_with(game: Game, last_outcome: Outcome) -> *mut ResistanceGame {
        let live = Box::new(LiveGame {
            tag: LIVE,
            game,
            last_outcome,
        });
        Box::into_raw(live).cast()
    }
}

/// The handle object behind `handle` if it carries `tag`, or why there is none.
/// `L` is the `repr(C)` type the handles of that tag point to, its `u64` tag
/// first: [`LiveGame`] here, the Cells game in `cells.rs`.
///
/// # Safety
///
/// `handle` must be NULL, a live handle of this library, or point to at least 8
/// readable bytes (a foreign object, or a handle of the other kind, detected by
/// its tag).
#[inline]
pub(crate) unsafe fn tagged<H, L>(
    handle: *const H,
    tag: u64,
    argument: &str,
) -> Result<NonNull<L>, Failure> {
    let live = non_null(handle, argument)?.cast::<L>();
    if !live.as_ptr().is_aligned() {
        return Err(Failure::invalid_handle(argument));
    }
    // SAFETY: aligned, non-NULL and, by the caller's promise, 8 readable bytes: the
    // tag of a live handle, or whatever a foreign object holds there.
    let found = unsafe { live.cast::<u64>().read() };
    if found == tag {
        Ok(live)
    } else {
        Err(Failure::invalid_handle(argument))
    }
}

/// The live game behind `game`, or why there is none.
///
/// # Safety
///
/// As for [`tagged`].
#[inline]
unsafe fn check(game: *const ResistanceGame, argument: &str) -> Result<NonNull<LiveGame>, Failure> {
    // SAFETY: the caller's promise.
    unsafe { tagged(game, LIVE, argument) }
}

/// The live game behind `game`, to read.
///
/// # Safety
///
/// As for [`check`], and no other call may use the game at the same time.
#[inline]
pub(crate) unsafe fn live<'a>(
    game: *const ResistanceGame,
    argument: &str,
) -> Result<&'a LiveGame, Failure> {
    // SAFETY: a checked live game, made by Box in hand_over and not freed; the
    // caller promises no concurrent use.
    unsafe { check(game, argument).map(|live| live.as_ref()) }
}

/// The live game behind `game`, to change.
///
/// # Safety
///
/// As for [`live`].
#[inline]
pub(crate) unsafe fn live_mut<'a>(
    game: *mut ResistanceGame,
    argument: &str,
) -> Result<&'a mut LiveGame, Failure> {
    // SAFETY: as in `live`; the caller owns the game, so no other reference exists.
    unsafe { check(game, argument).map(|mut live| live.as_mut()) }
}

/// A new game of `players` players (5 to 10) with `seed` (at most 2^53 - 1) and
/// the default leave policy (the game ends when a player leaves). For other
/// settings use `resistance_game_new_json`.
///
/// On success `*out_game` is a new game the caller owns; free it with
/// `resistance_game_free`. `RESISTANCE_STATUS_INVALID_CONFIG` for a player count
/// or seed the engine refuses.
///
/// # Safety
///
/// `out_game` must be NULL or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_new(
    players: u32,
    seed: u64,
    out_game: *mut *mut ResistanceGame,
) -> ResistanceStatus {
    guard(|| {
        let out_game = non_null(out_game, "out_game")?;
        // The engine's count is a u8: larger counts are refused here, in its words.
        let count = u8::try_from(players).map_err(|_| {
            Failure::new(
                ResistanceStatus::InvalidConfig,
                ConfigError::PlayerCount { players: u8::MAX }.code(),
                format!("a game needs {MIN_PLAYERS} to {MAX_PLAYERS} players, not {players}"),
            )
        })?;
        let game = Game::new(GameConfig::new(count, seed))?;
        // SAFETY: checked non-NULL; the caller promises it is writable.
        unsafe { write_out(out_game, LiveGame::hand_over(game)) };
        Ok(())
    })
}

/// A copy of `game`, independent from then on (it continues exactly as the
/// original would); the caller owns it. Handy for bots that look ahead.
///
/// # Safety
///
/// `game` must be NULL, a live game of this library, or point to at least 8
/// readable bytes; `out_game` must be NULL or valid for writing one pointer.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_clone(
    game: *const ResistanceGame,
    out_game: *mut *mut ResistanceGame,
) -> ResistanceStatus {
    guard(|| {
        let out_game = non_null(out_game, "out_game")?;
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live(game, "game") }?;
        let copy = LiveGame::hand_over_with(live.game.clone(), live.last_outcome);
        // SAFETY: checked non-NULL; the caller promises it is writable.
        unsafe { write_out(out_game, copy) };
        Ok(())
    })
}

/// Frees `game`. NULL is ignored. A pointer that is not a live game (a foreign
/// object) is left alone and recorded as the thread's last error
/// (`RESISTANCE_STATUS_INVALID_HANDLE`).
///
/// Using or freeing a game after it was freed is undefined behaviour: the tag
/// check cannot see freed memory reliably.
///
/// # Safety
///
/// `game` must be NULL, a live game of this library, or point to at least 8
/// readable bytes. No other call may use it at the same time.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_free(game: *mut ResistanceGame) {
    if game.is_null() {
        return;
    }
    guard_void(|| {
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live_mut(game, "game") }?;
        live.tag = DEAD;
        // SAFETY: a live game was made by Box::into_raw in hand_over and is freed
        // here once; the caller gives up its pointer.
        drop(unsafe { Box::from_raw(core::ptr::from_mut(live)) });
        Ok(())
    });
}
