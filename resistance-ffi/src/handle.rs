//! The game handles: opaque pointers to live games, checked on every call.
//!
//! Both games cross the ABI the same way. A C handle type (`ResistanceGame`,
//! `ResistanceCellsGame`) implements [`Handle`], which names the game behind it and
//! the tag its live objects carry; every call is written once over `Handle`
//! (`table.rs`), and a handle of one kind passed where the other is expected is
//! refused by its tag.

use crate::{
    boundary::{guard, guard_void, non_null, write_out},
    status::{Failure, ResistanceStatus},
};
use core::{marker::PhantomData, ptr::NonNull};
use resistance_core::{
    ConfigError, Events as _, Game, GameConfig, MAX_PLAYERS, MIN_PLAYERS, Recorded, Table,
    json::JsonTable,
};
use serde::Serialize;

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

/// A game C may hold a handle to: it keeps its record, everything the calls encode
/// is JSON, and its errors have a status.
pub(crate) trait Served:
    JsonTable<
        Config: Serialize,
        ConfigError: Into<Failure>,
        Command: Serialize,
        CommandError: Into<Failure>,
        Outcome: Serialize,
        Opening: Serialize,
        Choices: Serialize,
        PlayerView: Serialize,
        PublicView: Serialize,
        Result: Serialize,
    >
{
    /// The game's record (`_record_json`).
    fn record(&self) -> resistance_core::record::RecordOf<Self>;
}

/// Every game C holds is a recorded one, of either kind.
impl Served for Recorded<Game> {
    fn record(&self) -> resistance_core::record::RecordOf<Self> {
        Recorded::record(self)
    }
}

/// A C handle type: which game its pointers point to, and the tag that tells a
/// live one. One impl per kind of handle.
pub(crate) trait Handle {
    /// The engine's game behind the handle.
    type Game: Served;
    /// The tag of a live handle of this kind: an arbitrary number that neither
    /// text, small integers, pointers nor the other kind's tag are likely to hold.
    const TAG: u64;
}

impl Handle for ResistanceGame {
    type Game = Recorded<Game>;
    const TAG: u64 = 0x7E5A_C0DE_9A3E_51D7;
}

/// Written over the tag when a game (of either kind) is freed.
const DEAD: u64 = 0xDEAD_0F0F_DEAD_0F0F;

/// What a handle pointer really points to. `repr(C)` puts the tag first, so
/// checking a foreign pointer reads only its first 8 bytes.
#[repr(C)]
pub(crate) struct Live<G: Table> {
    tag: u64,
    /// The engine's game.
    pub(crate) game: G,
    /// The events of the last command this handle accepted, for
    /// `resistance_*_last_outcome_json` (empty before the first one).
    pub(crate) last_outcome: G::Outcome,
    /// Whether the game was set up here from its configuration (`_new`,
    /// `_new_json`, or a clone of such a game), so that its opening events are
    /// known; a restored game's are not (a snapshot does not hold them).
    pub(crate) set_up_here: bool,
}

impl<G: Served> Live<G> {
    /// A heap game for the caller to own, with no last outcome yet.
    pub(crate) fn hand_over<H: Handle<Game = G>>(game: G, set_up_here: bool) -> *mut H {
        Live::hand_over_with(game, G::Outcome::default(), set_up_here)
    }

    /// A heap game for the caller to own.
    pub(crate) fn hand_over_with<H: Handle<Game = G>>(
        game: G,
        last_outcome: G::Outcome,
        set_up_here: bool,
    ) -> *mut H {
        let live = Box::new(Live {
            tag: H::TAG,
            game,
            last_outcome,
            set_up_here,
        });
        Box::into_raw(live).cast()
    }

    /// The game's opening events, as its setup produced them, if they are known.
    /// The setup is a pure function of the configuration, so they are made again
    /// rather than kept: handles stay small and creating a game stays cheap.
    pub(crate) fn opening(&self) -> Result<Option<G::Opening>, Failure> {
        if !self.set_up_here {
            return Ok(None);
        }
        let (_, opening) = G::start(*self.game.seeded_config()).map_err(Into::into)?;
        Ok(Some(opening))
    }

    /// The seats the game waits for, as a bit mask.
    pub(crate) fn awaiting(&self) -> Result<u32, Failure> {
        Ok(u32::from(self.game.awaiting().bits()))
    }

    /// Whether the game has ended.
    pub(crate) fn is_over(&self) -> Result<bool, Failure> {
        Ok(self.game.is_over())
    }

    /// How many events the last accepted command caused.
    pub(crate) fn last_event_count(&self) -> Result<usize, Failure> {
        Ok(self.last_outcome.envelopes().len())
    }
}

/// The live game behind `handle` if it carries the tag of its kind, or why there
/// is none.
///
/// # Safety
///
/// `handle` must be NULL, a live handle of this library, or point to at least 8
/// readable bytes (a foreign object, or a handle of the other kind, detected by
/// its tag).
#[inline]
unsafe fn check<H: Handle>(
    handle: *const H,
    argument: &str,
) -> Result<NonNull<Live<H::Game>>, Failure> {
    let live = non_null(handle, argument)?.cast::<Live<H::Game>>();
    if !live.as_ptr().is_aligned() {
        return Err(Failure::invalid_handle(argument));
    }
    // SAFETY: aligned, non-NULL and, by the caller's promise, 8 readable bytes: the
    // tag of a live handle, or whatever a foreign object holds there.
    let found = unsafe { live.cast::<u64>().read() };
    if found == H::TAG {
        Ok(live)
    } else {
        Err(Failure::invalid_handle(argument))
    }
}

/// The live game behind `handle`, to read.
///
/// # Safety
///
/// As for [`check`], and no other call may use the game at the same time.
#[inline]
pub(crate) unsafe fn live<'a, H: Handle>(
    handle: *const H,
    argument: &str,
) -> Result<&'a Live<H::Game>, Failure> {
    // SAFETY: a checked live game, made by Box in hand_over_with and not freed; the
    // caller promises no concurrent use.
    unsafe { check(handle, argument).map(|live| live.as_ref()) }
}

/// The live game behind `handle`, to change.
///
/// # Safety
///
/// As for [`live`].
#[inline]
pub(crate) unsafe fn live_mut<'a, H: Handle>(
    handle: *mut H,
    argument: &str,
) -> Result<&'a mut Live<H::Game>, Failure> {
    // SAFETY: as in `live`; the caller owns the game, so no other reference exists.
    unsafe { check(handle.cast_const(), argument).map(|mut live| live.as_mut()) }
}

/// `resistance_*_clone`: a copy of the game behind `handle`, with its last
/// outcome, handed to the caller through `out_game`.
///
/// # Safety
///
/// `handle` as for every call; `out_game` NULL or writable.
pub(crate) unsafe fn clone_handle<H: Handle>(
    handle: *const H,
    out_game: *mut *mut H,
) -> ResistanceStatus {
    guard(|| {
        let out_game = non_null(out_game, "out_game")?;
        // SAFETY: the caller's promise about `handle`.
        let live = unsafe { live(handle, "game") }?;
        let copy = Live::hand_over_with(
            live.game.clone(),
            live.last_outcome.clone(),
            live.set_up_here,
        );
        // SAFETY: checked non-NULL; the caller promises it is writable.
        unsafe { write_out(out_game, copy) };
        Ok(())
    })
}

/// `resistance_*_free`: frees the game behind `handle`; NULL is ignored, a
/// pointer that is no live handle of this kind is left alone (and recorded as the
/// thread's last error).
///
/// # Safety
///
/// `handle` as for every call; no other call uses it at the same time.
pub(crate) unsafe fn free_handle<H: Handle>(handle: *mut H) {
    if handle.is_null() {
        return;
    }
    guard_void(|| {
        // SAFETY: the caller's promise about `handle`.
        let live = unsafe { check(handle.cast_const(), "game") }?.as_ptr();
        // SAFETY: a live handle, made by Box::into_raw in hand_over_with and freed
        // here once; the caller gives up its pointer. The tag is overwritten first
        // so that the freed memory no longer reads as a live handle.
        unsafe {
            (*live).tag = DEAD;
            drop(Box::from_raw(live));
        }
        Ok(())
    });
}

/// A new game of `players` players (5 to 10) with `seed` (at most 2^53 - 1) and
/// the default leave policy (the game ends when a player leaves). For other
/// settings use `resistance_game_new_json`.
///
/// The seed decides every role and every shuffle: whoever knows or can guess it
/// knows the deal. This call is for dealing a known game again (tests, replays,
/// bots' searches); for a game people play, leave `"seed"` out of
/// `resistance_game_new_json`, which draws one from the operating system's secure
/// source, or pass a seed from such a source yourself. Never a constant, a clock or
/// a counter.
///
/// On success `*out_game` is a new game the caller owns; free it with
/// `resistance_game_free`. `RESISTANCE_STATUS_INVALID_CONFIG` for a player count
/// or seed the engine refuses. Its opening events are in
/// `resistance_game_opening_json`.
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
        let game = Recorded::<Game>::new(GameConfig::new(count, seed))?;
        // SAFETY: checked non-NULL; the caller promises it is writable.
        unsafe { write_out(out_game, Live::hand_over(game, true)) };
        Ok(())
    })
}

crate::table::game_calls! {
    ResistanceGame;
    clone {
        /// A copy of `game`, independent from then on (it continues exactly as the
        /// original would); the caller owns it. Handy for bots that look ahead.
        resistance_game_clone
    }

    free {
        /// Frees `game`. NULL is ignored. A pointer that is not a live game (a foreign
        /// object) is left alone and recorded as the thread's last error
        /// (`RESISTANCE_STATUS_INVALID_HANDLE`).
        ///
        /// Using or freeing a game after it was freed is undefined behaviour: the tag
        /// check cannot see freed memory reliably.
        resistance_game_free
    }
}
