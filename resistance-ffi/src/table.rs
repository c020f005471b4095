//! The bodies of the calls both games have, written once over [`Handle`]: each
//! exported function of either game is a one-line call to one of these, so the two
//! games accept, refuse and answer alike (same checks in the same order, same
//! statuses, codes and messages).

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
