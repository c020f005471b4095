//! The calls both games have, written once over [`Handle`]: their bodies, and the
//! macro that defines their exported functions for a game (`game_calls!`), so that
//! the two games accept, refuse and answer alike (same signatures, same checks in the
//! same order, same statuses, codes and messages).

use crate::{
    boundary::{OUT, OwnedText, guard, hand_over_text, input_text, non_null, write_out},
    handle::{Handle, Live, Served, live, live_mut},
    status::{Failure, ResistanceStatus},
};
use core::ffi::c_char;
use resistance_core::{
    NoSuchSeat, Seat,
    json::{self, JsonError},
};

/// The core's encoding of a value, `json::to_json(&value)`. The engine's values
/// always encode: a failure here is a library bug, reported as a panic.
pub(crate) fn encoded(json: Result<String, JsonError>) -> OwnedText {
    match json {
        Ok(text) => OwnedText::from_nul_free(text),
        Err(error) => panic!("the engine's value did not encode: {error}"),
    }
}

/// `seat` as the engine's seat type; the engine itself refuses seats past the
/// table, these are past any table.
pub(crate) fn acting_seat(players: u8, seat: u32) -> Result<Seat, Failure> {
    u8::try_from(seat)
        .map(Seat)
        .map_err(|_| Failure::seat_out_of_range(seat, players))
}

/// `seat` if it is at the table: for queries, where the engine answers a missing
/// seat with an empty answer rather than an error.
pub(crate) fn existing_seat(players: u8, seat: u32) -> Result<Seat, Failure> {
    match u8::try_from(seat) {
        Ok(number) if number < players => Ok(Seat(number)),
        Ok(number) => Err(NoSuchSeat {
            seat: number,
            players,
        }
        .into()),
        Err(_) => Err(Failure::seat_out_of_range(seat, players)),
    }
}

/// Applies `command` for `seat` and keeps the outcome in the handle, for
/// `resistance_*_last_outcome_json`.
#[inline(always)]
pub(crate) fn apply<G: Served>(
    live: &mut Live<G>,
    seat: u32,
    command: G::Command,
) -> Result<(), Failure> {
    let seat = acting_seat(live.game.players(), seat)?;
    // Straight into the handle: no outcome is copied on the way.
    live.game
        .apply_into(seat, command, &mut live.last_outcome)
        .map_err(Into::into)
}

/// Runs a query that reads the game and writes one value.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or writable.
#[inline]
pub(crate) unsafe fn query<H: Handle, T>(
    game: *const H,
    out: *mut T,
    answer: impl FnOnce(&Live<H::Game>) -> Result<T, Failure>,
) -> ResistanceStatus {
    guard(|| {
        let out = non_null(out, "out")?;
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live(game, "game") }?;
        let value = answer(live)?;
        // SAFETY: checked non-NULL; the caller promises it is writable.
        unsafe { write_out(out, value) };
        Ok(())
    })
}

/// Runs a query about one seat, which must be at the table (`NoSuchSeat`
/// otherwise, checked after `out` and `game`, as every seat query checks them), and
/// writes what `answer` reads of the game for it.
///
/// # Safety
///
/// `game` as for every call; `out` NULL or writable.
#[inline]
pub(crate) unsafe fn seat_query<H: Handle, T>(
    game: *const H,
    seat: u32,
    out: *mut T,
    answer: impl FnOnce(&H::Game, Seat) -> T,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query(game, out, |live| {
            let seat = existing_seat(resistance_core::Table::players(&live.game), seat)?;
            Ok(answer(&live.game, seat))
        })
    }
}

/// Runs a JSON query: reads the game, hands over the encoded answer.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
pub(crate) unsafe fn query_json<H: Handle>(
    game: *const H,
    out: *mut *mut c_char,
    out_len: *mut usize,
    answer: impl FnOnce(&Live<H::Game>) -> Result<OwnedText, Failure>,
) -> ResistanceStatus {
    // SAFETY: the caller's promises about `game`, `out` and `out_len`.
    unsafe { hand_over_text(out, out_len, OUT, || answer(live(game, "game")?)) }
}

/// What a JSON query of either game asks for.
#[derive(Clone, Copy, Debug)]
pub(crate) enum Ask {
    /// `_view_json`: everything the seat may know.
    View(u32),
    /// `_public_view_json`.
    PublicView,
    /// `_choices_json`: what the seat may do.
    Choices(u32),
    /// `_legal_commands_json`: every command the seat may send.
    LegalCommands(u32),
    /// `_record_json` (and `_snapshot_json`, the same).
    Record,
    /// `_result_json`: the result, or `null`.
    Result,
    /// `_seeded_config_json`: the configuration, seed included.
    SeededConfig,
    /// `_player_config_json`: the configuration without its seed.
    PlayerConfig,
    /// `_last_outcome_json`: the events of the last accepted command.
    LastOutcome,
    /// `_opening_json`: the opening events, or `null` when they are not known.
    Opening,
}

/// The answer to `ask`, in the core's JSON.
fn answer<G: Served>(live: &Live<G>, ask: Ask) -> Result<OwnedText, Failure> {
    let game = &live.game;
    let seat = |seat| existing_seat(game.players(), seat);
    let json = match ask {
        Ask::View(number) => json::to_json(&game.view(seat(number)?)?),
        Ask::PublicView => json::to_json(&game.public_view()),
        Ask::Choices(number) => json::to_json(&game.choices(seat(number)?)),
        Ask::LegalCommands(number) => json::to_json(&game.legal_commands(seat(number)?)),
        Ask::Record => json::to_json(&game.record()),
        Ask::Result => json::to_json(&game.result()),
        Ask::SeededConfig => json::to_json(game.seeded_config()),
        Ask::PlayerConfig => json::player_config_json(game),
        Ask::LastOutcome => json::to_json(&live.last_outcome),
        Ask::Opening => json::to_json(&live.opening()?),
    };
    Ok(encoded(json))
}

/// `resistance_*_{view,public_view,choices,legal_commands,record,result,
/// seeded_config,player_config,last_outcome,opening}_json`: hands over the JSON
/// answer to `ask`.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
pub(crate) unsafe fn ask_json<H: Handle>(
    game: *const H,
    ask: Ask,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { query_json(game, out, out_len, |live| answer(live, ask)) }
}

/// `resistance_*_new_json`: a new game from a JSON configuration, and its opening
/// events as JSON.
///
/// # Safety
///
/// `config` NULL or `config_len` readable bytes; each out-parameter NULL or
/// writable.
pub(crate) unsafe fn new_json<H: Handle>(
    config: *const u8,
    config_len: usize,
    out_game: *mut *mut H,
    out_opening: *mut *mut c_char,
    out_opening_len: *mut usize,
) -> ResistanceStatus {
    guard(|| {
        let out_game = non_null(out_game, "out_game")?;
        let out_opening = non_null(out_opening, "out_opening")?;
        let out_opening_len = non_null(out_opening_len, "out_opening_len")?;
        // SAFETY: the caller's promise about `config`.
        let text = unsafe { input_text(config, config_len, "config") }?;
        // Without a "seed", one from the operating system's secure source.
        let draw = || resistance_core::secure_seed().map_err(json::JsonError::from);
        let game = json::new_game_from_json::<H::Game>(text, draw)?;
        let config = *resistance_core::Table::seeded_config(&game);
        let (_, opening) =
            <H::Game as resistance_core::Table>::start(config).map_err(Into::into)?;
        let opening = encoded(json::to_json(&opening));
        // SAFETY: checked non-NULL; the caller promises they are writable.
        unsafe {
            write_out(out_game, Live::hand_over(game, true));
            opening.hand_over(out_opening, out_opening_len);
        }
        Ok(())
    })
}

/// `resistance_*_replay_json` (and `_restore_json`, the same): the game of a JSON
/// record, replayed.
///
/// # Safety
///
/// `snapshot` NULL or `snapshot_len` readable bytes; `out_game` NULL or
/// writable.
pub(crate) unsafe fn restore_json<H: Handle>(
    snapshot: *const u8,
    snapshot_len: usize,
    out_game: *mut *mut H,
) -> ResistanceStatus {
    guard(|| {
        let out_game = non_null(out_game, "out_game")?;
        // SAFETY: the caller's promise about `snapshot`.
        let text = unsafe { input_text(snapshot, snapshot_len, "snapshot") }?;
        let game = json::replay_from_json::<H::Game>(text)?;
        // SAFETY: checked non-NULL; the caller promises it is writable.
        unsafe { write_out(out_game, Live::hand_over(game, false)) };
        Ok(())
    })
}

/// `resistance_*_apply_json`: `seat` sends a JSON command; hands over the events
/// it caused (also kept as the last outcome).
///
/// # Safety
///
/// `game` as for every call; `command` NULL or `command_len` readable bytes;
/// `out_outcome` and `out_outcome_len` NULL or writable.
pub(crate) unsafe fn apply_json<H: Handle>(
    game: *mut H,
    seat: u32,
    command: *const u8,
    command_len: usize,
    out_outcome: *mut *mut c_char,
    out_outcome_len: *mut usize,
) -> ResistanceStatus {
    let names = ["out_outcome", "out_outcome_len"];
    // SAFETY: the caller's promise about the out-parameters.
    unsafe {
        hand_over_text(out_outcome, out_outcome_len, names, || {
            // SAFETY: the caller's promise about `command`.
            let text = input_text(command, command_len, "command")?;
            // SAFETY: the caller's promise about `game`.
            let live = live_mut(game, "game")?;
            let command = json::command_from_json::<H::Game>(text)?;
            apply(live, seat, command)?;
            Ok(encoded(json::to_json(&live.last_outcome)))
        })
    }
}

/// `resistance_*_seat_replay_json` and `_spectator_replay_json`: the steps one seat
/// (or, for `seat` `None`, a spectator) received in the game of a JSON record.
///
/// # Safety
///
/// `record` NULL or `record_len` readable bytes; `out` and `out_len` NULL or
/// writable.
pub(crate) unsafe fn replay_steps_json<H: Handle>(
    record: *const u8,
    record_len: usize,
    seat: Option<u32>,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: the caller's promise about `out` and `out_len`.
    unsafe {
        hand_over_text(out, out_len, OUT, || {
            // SAFETY: the caller's promise about `record`.
            let text = input_text(record, record_len, "record")?;
            let steps = match seat {
                Some(number) => {
                    let seat = u8::try_from(number).map(Seat).map_err(|_| {
                        let message =
                            format!("there is no seat {number}: no table seats that many");
                        Failure::new(ResistanceStatus::NoSuchSeat, "no_such_seat", message)
                    })?;
                    json::seat_replay_json::<H::Game>(text, seat)
                }
                None => json::spectator_replay_json::<H::Game>(text),
            };
            Ok(OwnedText::from_nul_free(steps?))
        })
    }
}

// The exported functions of the calls both games have, written once as a macro:
// each game invokes `game_calls!` with its handle type, its functions' names and
// their docs, so that every signature, body and `# Safety` section is written once,
// here. cbindgen reads the crate macro-expanded (`[parse.expand]` in cbindgen.toml),
// so the header declares the functions as if they were written out.

/// Defines, for the handle type `$game`, the exported functions of the calls listed,
/// each as `call { /// its docs  its_name }`. Any call may be left out, but those
/// given come in this order (the header's): a game invokes this once for each run
/// of these calls in its module order.
///
/// The first rule is that table; the `@` rules below it are the functions, one per
/// signature.
macro_rules! game_calls {
    (
        $game:ident;
        $(new_json { $(#[$new_json_doc:meta])* $new_json:ident })?
        $(restore_json { $(#[$restore_json_doc:meta])* $restore_json:ident })?
        $(clone { $(#[$clone_doc:meta])* $clone:ident })?
        $(free { $(#[$free_doc:meta])* $free:ident })?
        $(apply_json { $(#[$apply_json_doc:meta])* $apply_json:ident })?
        $(last_outcome_json { $(#[$last_outcome_doc:meta])* $last_outcome_json:ident })?
        $(opening_json { $(#[$opening_doc:meta])* $opening_json:ident })?
        $(view_json { $(#[$view_doc:meta])* $view_json:ident })?
        $(public_view_json { $(#[$public_view_doc:meta])* $public_view_json:ident })?
        $(choices_json { $(#[$choices_doc:meta])* $choices_json:ident })?
        $(legal_commands_json { $(#[$legal_commands_doc:meta])* $legal_commands_json:ident })?
        $(snapshot_json { $(#[$snapshot_doc:meta])* $snapshot_json:ident })?
        $(result_json { $(#[$result_doc:meta])* $result_json:ident })?
        $(seeded_config_json { $(#[$seeded_config_doc:meta])* $seeded_config_json:ident })?
        $(player_config_json { $(#[$player_config_doc:meta])* $player_config_json:ident })?
        $(record_json { $(#[$record_doc:meta])* $record_json:ident })?
        $(replay_json { $(#[$replay_doc:meta])* $replay_json:ident })?
        $(seat_replay_json { $(#[$seat_replay_doc:meta])* $seat_replay_json:ident })?
        $(spectator_replay_json { $(#[$spectator_doc:meta])* $spectator_replay_json:ident })?
        $(awaiting { $(#[$awaiting_doc:meta])* $awaiting:ident })?
        $(is_over { $(#[$is_over_doc:meta])* $is_over:ident })?
        $(last_event_count { $(#[$last_event_count_doc:meta])* $last_event_count:ident })?
    ) => {
        $($crate::table::game_calls! { @new $(#[$new_json_doc])* $new_json($game) })?
        $($crate::table::game_calls! {
            @restore $(#[$restore_json_doc])* $restore_json($game, snapshot, snapshot_len)
        })?
        $($crate::table::game_calls! { @clone $(#[$clone_doc])* $clone($game) })?
        $($crate::table::game_calls! { @free $(#[$free_doc])* $free($game) })?
        $($crate::table::game_calls! { @apply $(#[$apply_json_doc])* $apply_json($game) })?
        // The JSON queries: which `Ask` each call is.
        $($crate::table::game_calls! {
            @ask $(#[$last_outcome_doc])* $last_outcome_json($game) LastOutcome
        })?
        $($crate::table::game_calls! { @ask $(#[$opening_doc])* $opening_json($game) Opening })?
        $($crate::table::game_calls! { @ask $(#[$view_doc])* $view_json($game, seat) View(seat) })?
        $($crate::table::game_calls! {
            @ask $(#[$public_view_doc])* $public_view_json($game) PublicView
        })?
        $($crate::table::game_calls! {
            @ask $(#[$choices_doc])* $choices_json($game, seat) Choices(seat)
        })?
        $($crate::table::game_calls! {
            @ask $(#[$legal_commands_doc])* $legal_commands_json($game, seat) LegalCommands(seat)
        })?
        $($crate::table::game_calls! { @ask $(#[$snapshot_doc])* $snapshot_json($game) Record })?
        $($crate::table::game_calls! { @ask $(#[$result_doc])* $result_json($game) Result })?
        $($crate::table::game_calls! {
            @ask $(#[$seeded_config_doc])* $seeded_config_json($game) SeededConfig
        })?
        $($crate::table::game_calls! {
            @ask $(#[$player_config_doc])* $player_config_json($game) PlayerConfig
        })?
        $($crate::table::game_calls! { @ask $(#[$record_doc])* $record_json($game) Record })?
        // `_replay_json` is `_restore_json` under another name, with other arguments'.
        $($crate::table::game_calls! {
            @restore $(#[$replay_doc])* $replay_json($game, record, record_len)
        })?
        // The steps of a record as a seat (`Some(seat)`) or a spectator (`None`) saw them.
        $($crate::table::game_calls! {
            @steps $(#[$seat_replay_doc])* $seat_replay_json($game, seat) Some(seat)
        })?
        $($crate::table::game_calls! {
            @steps $(#[$spectator_doc])* $spectator_replay_json($game) None
        })?
        // The typed queries: the type each writes, and which `Live` method answers it.
        $($crate::table::game_calls! {
            @query $(#[$awaiting_doc])* $awaiting($game) u32, awaiting
        })?
        $($crate::table::game_calls! {
            @query $(#[$is_over_doc])* $is_over($game) bool, is_over
        })?
        $($crate::table::game_calls! {
            @query $(#[$last_event_count_doc])* $last_event_count($game) usize, last_event_count
        })?
    };

    (@new $(#[$doc:meta])* $name:ident($game:ident)) => {
        $(#[$doc])*
        ///
        /// # Safety
        ///
        /// `config` NULL or `config_len` readable bytes; each out-parameter NULL or
        /// writable.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            config: *const u8,
            config_len: usize,
            out_game: *mut *mut $game,
            out_opening: *mut *mut ::core::ffi::c_char,
            out_opening_len: *mut usize,
        ) -> $crate::status::ResistanceStatus {
            // SAFETY: passed through.
            unsafe {
                $crate::table::new_json(config, config_len, out_game, out_opening, out_opening_len)
            }
        }
    };

    (@restore $(#[$doc:meta])* $name:ident($game:ident, $record:ident, $record_len:ident)) => {
        $(#[$doc])*
        ///
        /// # Safety
        ///
        #[doc = concat!(
            " `", stringify!($record), "` NULL or `", stringify!($record_len),
            "` readable bytes; `out_game` NULL or writable."
        )]
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            $record: *const u8,
            $record_len: usize,
            out_game: *mut *mut $game,
        ) -> $crate::status::ResistanceStatus {
            // SAFETY: passed through.
            unsafe { $crate::table::restore_json($record, $record_len, out_game) }
        }
    };

    (@clone $(#[$doc:meta])* $name:ident($game:ident)) => {
        $(#[$doc])*
        ///
        /// # Safety
        ///
        /// `game` as for every call; `out_game` NULL or writable.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            game: *const $game,
            out_game: *mut *mut $game,
        ) -> $crate::status::ResistanceStatus {
            // SAFETY: passed through.
            unsafe { $crate::handle::clone_handle(game, out_game) }
        }
    };

    (@free $(#[$doc:meta])* $name:ident($game:ident)) => {
        $(#[$doc])*
        ///
        /// # Safety
        ///
        #[doc = concat!(
            " `game` NULL, a live `", stringify!($game),
            "` of this library, or at least 8 readable bytes."
        )]
        /// No other call may use it at the same time.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(game: *mut $game) {
            // SAFETY: passed through.
            unsafe { $crate::handle::free_handle(game) }
        }
    };

    (@apply $(#[$doc:meta])* $name:ident($game:ident)) => {
        $(#[$doc])*
        ///
        /// # Safety
        ///
        /// `game` as for every call; `command` NULL or `command_len` readable bytes;
        /// `out_outcome` and `out_outcome_len` NULL or writable.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            game: *mut $game,
            seat: u32,
            command: *const u8,
            command_len: usize,
            out_outcome: *mut *mut ::core::ffi::c_char,
            out_outcome_len: *mut usize,
        ) -> $crate::status::ResistanceStatus {
            // SAFETY: passed through.
            unsafe {
                $crate::table::apply_json(
                    game,
                    seat,
                    command,
                    command_len,
                    out_outcome,
                    out_outcome_len,
                )
            }
        }
    };

    (@ask $(#[$doc:meta])* $name:ident($game:ident $(, $seat:ident)?) $($ask:tt)+) => {
        $(#[$doc])*
        ///
        /// # Safety
        ///
        /// `game` as for every call; `out` and `out_len` NULL or writable.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            game: *const $game,
            $($seat: u32,)?
            out: *mut *mut ::core::ffi::c_char,
            out_len: *mut usize,
        ) -> $crate::status::ResistanceStatus {
            // SAFETY: passed through.
            unsafe { $crate::table::ask_json(game, $crate::table::Ask::$($ask)+, out, out_len) }
        }
    };

    (@steps $(#[$doc:meta])* $name:ident($game:ident $(, $seat:ident)?) $which:expr) => {
        $(#[$doc])*
        ///
        /// # Safety
        ///
        /// `record` NULL or `record_len` readable bytes; `out` and `out_len` NULL or
        /// writable.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            record: *const u8,
            record_len: usize,
            $($seat: u32,)?
            out: *mut *mut ::core::ffi::c_char,
            out_len: *mut usize,
        ) -> $crate::status::ResistanceStatus {
            // SAFETY: passed through.
            unsafe {
                $crate::table::replay_steps_json::<$game>(record, record_len, $which, out, out_len)
            }
        }
    };

    (@query $(#[$doc:meta])* $name:ident($game:ident) $value:ty, $answer:ident) => {
        $(#[$doc])*
        ///
        /// # Safety
        ///
        /// `game` as for every call; `out` NULL or valid for writing.
        #[unsafe(no_mangle)]
        pub unsafe extern "C" fn $name(
            game: *const $game,
            out: *mut $value,
        ) -> $crate::status::ResistanceStatus {
            // SAFETY: passed through.
            unsafe { $crate::table::query(game, out, $crate::handle::Live::$answer) }
        }
    };
}
pub(crate) use game_calls;
