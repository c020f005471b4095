//! Target 4: the C library (`resistance-ffi`) driven through its exported
//! `extern "C"` functions with arbitrary bytes, as a C host would call them.
//!
//! The input is a list of operations (`resistance_fuzz::capi::Op`): mostly commands
//! the library itself lists as legal (so games get deep, modules included), then raw
//! and edited bytes through the JSON calls, typed calls with any numbers, every query
//! with any seat and misaligned out-parameters, games made, restored, cloned and
//! freed, one NULL pointer at a time, foreign and misaligned game pointers, and the
//! last-error calls; and the same for the Cells variant's handle
//! (`resistance_cells_*`), each kind of handle also given where the other is
//! expected. Each handle has a native game beside it (`resistance_core::Game`,
//! `CellsGame`), which says what every call must answer. After every call:
//!
//! - the status is a known one (`resistance_status_name`) and never PANIC (a panic in
//!   the library also aborts at once: libFuzzer's panic hook runs before the
//!   library's `catch_unwind`);
//! - success and failure, the status, the code and the message are the ones the
//!   native game gives (for the engine's own errors, the message word for word);
//! - on failure no out-parameter was written (they are pre-filled with a sentinel),
//!   a refused command leaves `snapshot_json` and `last_outcome_json` byte-identical,
//!   and the thread's last error holds the status, code and message; on success the
//!   last error is what it was;
//! - every string handed over is NUL-terminated at its length with no NUL before,
//!   UTF-8, JSON that serde_json parses (codes and messages: text), byte for byte the
//!   core's encoding, and is freed exactly once with `resistance_string_free`;
//! - a foreign or misaligned game pointer, or a handle of the other kind, is refused
//!   as `invalid_handle` and left untouched, by the `_free` calls too;
//! - at the end every game's snapshot is the native game's, and every game is freed.
//!
//! Built with AddressSanitizer (cargo fuzz's default), so a read past an input
//! buffer (each is allocated at exactly its length, with no NUL after it), a double
//! free or a leak is a crash too.
#![no_main]
// The C calls of a kind are named from its prefix (`kind!`), so each list is written once.
#![feature(macro_metavar_expr_concat)]

use core::{
    ffi::{CStr, c_char},
    mem::size_of,
    ptr,
};
use libfuzzer_sys::fuzz_target;
use resistance_core::agenda::AgendaCommand;
use resistance_core::assassin::AssassinCommand;
use resistance_core::inquisitor::InquisitorCommand;
use resistance_core::plot::PlotCommand;
use resistance_core::trapper::TrapperCommand;
use resistance_core::{
    Allegiance, Command, CommandError, ConfigError, EndReason, ErrorCode, Events, Game, GameConfig,
    GameRng, MAX_SEED, MissionCard, Recorded, Seat, Table, TeamList, Vote,
    bot::{BotError, BotKind},
    cells::{CellsCommandError, CellsConfigError, CellsGame},
    json::{self, JsonTable},
    plot::PlotAction,
    plot::PlotCard,
    record::ReplayErrorOf,
    script::Language,
    script::Naming,
    script::narrated_script,
    script::narrated_script_named,
    view::PhaseKind,
};
use resistance_ffi::*;
use resistance_fuzz::{
    capi::{
        AnyQuery, Bytes, CardArg, CellsCall, Edit, ForeignCall, ForeignKind, GameKind,
        MAX_CELLS_GAMES, MAX_GAMES, NullCase, Num, Op, Query, QueryArg, SeatArg, SharedNull,
        SharedQuery, TextQuery, TypedCall, TypedQuery, decode,
    },
    known, legal_moves,
};
use serde::Serialize;

/// Written into pointer out-parameters before a call; never dereferenced.
const SENTINEL_POINTER: usize = 0x5A5A_5A58;
/// Written into length out-parameters before a call.
const SENTINEL_LEN: usize = 0xA5A5_A5A5_A5A5;
/// Every byte of a typed out-parameter's buffer before a call.
const SENTINEL_BYTE: u8 = 0xA5;
/// The tags the library writes at the start of a live game (`handle.rs`) and a live
/// Cells game (`cells.rs`). A foreign object that starts with one is outside the
/// contract (the check is best effort), so the foreign objects below never do.
const LIVE_TAGS: [u64; 2] = [0x7E5A_C0DE_9A3E_51D7, 0x3C_E115_0DE5_A1C0];

/// A message the last error must hold.
#[derive(Clone, Debug)]
enum Message {
    /// Exactly this (the engine's own errors: the library passes them on).
    Exact(String),
    /// The library's own wording: these words must be in it.
    Mentions(Vec<String>),
}

/// What a call must answer.
#[derive(Clone, Debug)]
enum Expected {
    Ok,
    Fail {
        status: ResistanceStatus,
        code: String,
        message: Message,
    },
}

fn fail(status: ResistanceStatus, code: &str, message: Message) -> Expected {
    Expected::Fail {
        status,
        code: code.to_owned(),
        message,
    }
}

fn mentions(words: &[&str]) -> Message {
    Message::Mentions(words.iter().map(|w| (*w).to_owned()).collect())
}

/// A NUL byte reaches C as the visible escape `\u0000` (`OwnedText::from_message`).
fn exact(text: String) -> Message {
    Message::Exact(text.replace('\0', "\\u0000"))
}

fn null_pointer(argument: &str) -> Expected {
    fail(
        ResistanceStatus::NullPointer,
        "null_pointer",
        exact(format!("the argument `{argument}` is NULL")),
    )
}

fn invalid_handle() -> Expected {
    fail(
        ResistanceStatus::InvalidHandle,
        "invalid_handle",
        exact("the argument `game` is not a live game made by this library".into()),
    )
}

fn invalid_argument(words: &[&str]) -> Expected {
    fail(
        ResistanceStatus::InvalidArgument,
        "invalid_argument",
        mentions(words),
    )
}

/// The plot card of code `value`, or the library's refusal of argument `argument`.
fn plot_card(value: u32, argument: &str) -> Result<PlotCard, Expected> {
    u8::try_from(value)
        .ok()
        .and_then(PlotCard::from_index)
        .ok_or_else(|| invalid_argument(&[argument, &value.to_string(), "is not a plot card"]))
}

/// A command refused by the engine (either game's): its status, code and message.
fn command_error(error: impl ErrorCode) -> Expected {
    let status = if error.code() == "no_such_seat" {
        ResistanceStatus::NoSuchSeat
    } else {
        ResistanceStatus::CommandRefused
    };
    fail(status, error.code(), exact(error.to_string()))
}

/// A configuration refused by the engine (either game's).
fn config_error(error: impl ErrorCode) -> Expected {
    fail(
        ResistanceStatus::InvalidConfig,
        error.code(),
        exact(error.to_string()),
    )
}

/// The status the README's table gives each code of `resistance_core::json`.
fn json_error(error: json::JsonError) -> Expected {
    let code = error.code();
    let status = if code == "invalid_json" {
        ResistanceStatus::InvalidJson
    } else if known::<ConfigError>(code) || known::<CellsConfigError>(code) {
        ResistanceStatus::InvalidConfig
    } else if known::<ReplayErrorOf<Game>>(code) || known::<ReplayErrorOf<CellsGame>>(code) {
        ResistanceStatus::SnapshotRefused
    } else {
        panic!("an unexpected JSON error code {code}: {error}")
    };
    fail(status, code, exact(error.to_string()))
}

/// `bytes` as text, or the refusal of argument `argument`.
fn text_of<'a>(bytes: &'a [u8], argument: &str) -> Result<&'a str, Expected> {
    core::str::from_utf8(bytes).map_err(|error| {
        fail(
            ResistanceStatus::InvalidUtf8,
            "invalid_utf8",
            exact(format!("`{argument}` is not valid UTF-8: {error}")),
        )
    })
}

/// A seat past any table (above 255) or past this one, for queries.
fn existing_seat(players: u8, seat: u32) -> Result<Seat, Expected> {
    match u8::try_from(seat) {
        Ok(number) if number < players => Ok(Seat(number)),
        _ => Err(fail(
            ResistanceStatus::NoSuchSeat,
            "no_such_seat",
            exact(format!(
                "there is no seat {seat}: this table seats players 0 to {}",
                players - 1
            )),
        )),
    }
}

/// The acting seat of a command: above 255 refused by the library, in the core's
/// words; the rest is the core's to judge.
fn acting_seat(players: u8, seat: u32) -> Result<Seat, Expected> {
    u8::try_from(seat).map(Seat).map_err(|_| {
        fail(
            ResistanceStatus::NoSuchSeat,
            "no_such_seat",
            exact(format!(
                "there is no seat {seat}: this table seats players 0 to {}",
                players - 1
            )),
        )
    })
}

/// An input buffer of exactly `bytes.len()` bytes: nothing after it, not even a NUL.
fn buffer(bytes: &[u8]) -> Box<[u8]> {
    bytes.to_vec().into_boxed_slice()
}

/// The name of `status`; it must be a known one.
fn status_name(status: ResistanceStatus) -> &'static str {
    // SAFETY: resistance_status_name returns a static NUL-terminated string.
    let name = unsafe { CStr::from_ptr(resistance_status_name(status as i32)) };
    let name = name.to_str().expect("status names are ASCII");
    assert_ne!(name, "unknown", "{status:?} is not a known status");
    name
}

/// Takes a string the library handed over: checks it and frees it, once.
fn take(text: *mut c_char, len: usize) -> String {
    assert!(!text.is_null(), "a NULL string on success");
    assert_ne!(
        text as usize, SENTINEL_POINTER,
        "the string was not written"
    );
    assert_ne!(len, SENTINEL_LEN, "the length was not written");
    // SAFETY: the library hands over `len` bytes and a NUL.
    let bytes = unsafe { core::slice::from_raw_parts(text.cast::<u8>(), len + 1) };
    assert_eq!(bytes[len], 0, "not NUL-terminated at its length");
    assert!(!bytes[..len].contains(&0), "a NUL inside the string");
    let copy = String::from_utf8(bytes[..len].to_vec()).expect("UTF-8");
    // SAFETY: handed over by the library, freed once here.
    unsafe { resistance_string_free(text) };
    copy
}

/// Checks that a returned string is JSON (without building it: the text is also
/// compared with the core's encoding, byte for byte).
fn parse(text: &str) {
    if let Err(error) = serde_json::from_str::<serde::de::IgnoredAny>(text) {
        panic!("not JSON ({error}): {text}");
    }
}

/// Calls a function that hands over a string through out-parameters placed `offset`
/// bytes (0..8) into a buffer, so they are misaligned most of the time.
fn call_text(
    offset: usize,
    call: impl FnOnce(*mut *mut c_char, *mut usize) -> ResistanceStatus,
) -> (ResistanceStatus, Option<String>) {
    let mut slots = [0u8; 40];
    let out = slots[offset..].as_mut_ptr().cast::<*mut c_char>();
    // SAFETY: 16 + 8 bytes fit after `offset` <= 8 in 40; unaligned accesses.
    let out_len = unsafe { slots.as_mut_ptr().add(offset + 16) }.cast::<usize>();
    // SAFETY: as above.
    unsafe {
        out.write_unaligned(SENTINEL_POINTER as *mut c_char);
        out_len.write_unaligned(SENTINEL_LEN);
    }
    let status = call(out, out_len);
    status_name(status);
    // SAFETY: as above.
    let (text, len) = unsafe { (out.read_unaligned(), out_len.read_unaligned()) };
    if status == ResistanceStatus::Ok {
        (status, Some(take(text, len)))
    } else {
        assert_eq!(
            (text as usize, len),
            (SENTINEL_POINTER, SENTINEL_LEN),
            "out-parameters written on failure ({status:?})"
        );
        (status, None)
    }
}

/// Calls a function that writes one `T` at `offset` (0..8) into a buffer of sentinel
/// bytes; returns the status and the bytes written. Nothing else may change.
fn call_value<T>(
    offset: usize,
    call: impl FnOnce(*mut T) -> ResistanceStatus,
) -> (ResistanceStatus, Vec<u8>) {
    call_bytes(offset, size_of::<T>(), |out| call(out.cast()))
}

/// [`call_value`] for a value of `size` bytes.
fn call_bytes(
    offset: usize,
    size: usize,
    call: impl FnOnce(*mut u8) -> ResistanceStatus,
) -> (ResistanceStatus, Vec<u8>) {
    let mut slots = [SENTINEL_BYTE; 64];
    assert!(offset + size <= slots.len());
    let status = call(slots[offset..].as_mut_ptr());
    status_name(status);
    let untouched = |bytes: &[u8]| bytes.iter().all(|&b| b == SENTINEL_BYTE);
    if status == ResistanceStatus::Ok {
        assert!(
            untouched(&slots[..offset]),
            "written before the out-parameter"
        );
        assert!(
            untouched(&slots[offset + size..]),
            "written after the out-parameter"
        );
    } else {
        assert!(
            untouched(&slots),
            "out-parameter written on failure ({status:?})"
        );
    }
    (status, slots[offset..offset + size].to_vec())
}

fn number(bytes: &[u8]) -> u32 {
    u32::from_ne_bytes(bytes.try_into().expect("four bytes"))
}

/// The last error as the library gives it: status, code, message.
fn read_last_error() -> (ResistanceStatus, String, String) {
    let status = resistance_last_error_status();
    status_name(status);
    // SAFETY: writable out-parameters.
    let (code_status, code) = call_text(0, |out, len| unsafe {
        resistance_last_error_code(out, len)
    });
    // SAFETY: as above.
    let (message_status, message) = call_text(3, |out, len| unsafe {
        resistance_last_error_message(out, len)
    });
    assert_eq!(code_status, ResistanceStatus::Ok);
    assert_eq!(message_status, ResistanceStatus::Ok);
    (
        status,
        code.expect("a code on OK"),
        message.expect("a message on OK"),
    )
}

/// The codes each status may carry (the README's table).
fn code_fits(status: ResistanceStatus, code: &str) -> bool {
    match status {
        ResistanceStatus::Ok => code.is_empty(),
        ResistanceStatus::NullPointer => code == "null_pointer",
        ResistanceStatus::InvalidUtf8 => code == "invalid_utf8",
        ResistanceStatus::InvalidJson => code == "invalid_json",
        ResistanceStatus::InvalidConfig => {
            known::<ConfigError>(code) || known::<CellsConfigError>(code)
        }
        ResistanceStatus::CommandRefused => {
            code != "no_such_seat"
                && (known::<CommandError>(code) || known::<CellsCommandError>(code))
        }
        ResistanceStatus::NoSuchSeat => code == "no_such_seat",
        ResistanceStatus::SnapshotRefused => {
            known::<ReplayErrorOf<Game>>(code) || known::<ReplayErrorOf<CellsGame>>(code)
        }
        ResistanceStatus::InvalidArgument => code == "invalid_argument",
        ResistanceStatus::InvalidHandle => code == "invalid_handle",
        ResistanceStatus::Panic => false,
        ResistanceStatus::BotRefused => known::<BotError>(code),
    }
}

/// The phase as `resistance_game_phase` numbers it.
fn phase_number(phase: PhaseKind) -> u32 {
    match phase {
        PhaseKind::Proposal => 0,
        PhaseKind::Voting => 1,
        PhaseKind::Mission => 2,
        PhaseKind::GameOver => 3,
        PhaseKind::AgendaChoice => 4,
        PhaseKind::Trapping => 5,
        PhaseKind::Inquisition => 6,
        PhaseKind::Assassination => 7,
        _ => 255,
    }
}

/// Plot cards counted by code, as the plot queries give them.
fn counted(cards: impl IntoIterator<Item = PlotCard>) -> ResistancePlotCards {
    let mut counted = ResistancePlotCards::default();
    for card in cards {
        counted.count[usize::from(card.index())] += 1;
    }
    counted
}

/// What `resistance_game_plot_table` must answer, read from the public view's JSON:
/// the wire names of the phase, the moment and the cards, not the typed view the
/// library maps, so that the oracle shares no mapping with what it checks.
fn expected_plot_table(game: &Game) -> ResistancePlotTable {
    let view = serde_json::to_value(game.public_view()).expect("a view encodes");
    let Some(plot) = view.get("plot") else {
        return ResistancePlotTable::default();
    };
    // A card found by its wire name (its code is then `PlotCard::index`, as the
    // C library documents).
    let card = |name: &serde_json::Value| {
        let found = PlotCard::ALL
            .into_iter()
            .find(|card| serde_json::to_value(card).expect("a card encodes") == *name);
        found.expect("a card the engine names")
    };
    let number = |value: &serde_json::Value| {
        u32::try_from(value.as_u64().expect("a number")).expect("a seat")
    };
    let mask = |seats: &serde_json::Value| {
        let seats = seats.as_array().expect("a list of seats");
        seats.iter().fold(0, |mask, seat| mask | 1 << number(seat))
    };
    let mut table = ResistancePlotTable {
        deck: number(&plot["deck"]),
        drawn: counted(
            plot["drawn"]
                .as_array()
                .expect("the drawn cards")
                .iter()
                .map(card),
        ),
        in_play: true,
        ..ResistancePlotTable::default()
    };
    let phase = &view["phase"];
    let (step, seat) = match (phase["type"].as_str(), phase["moment"].as_str()) {
        (Some("plotDeal"), _) => (ResistancePlotStep::Deal, "leader"),
        (Some("plotResolution"), _) => (ResistancePlotStep::Resolution, "seat"),
        (Some("plotMoment"), Some("beforeProposal")) => {
            (ResistancePlotStep::BeforeProposal, "asked")
        }
        (Some("plotMoment"), Some("afterApproval")) => (ResistancePlotStep::AfterApproval, "asked"),
        (Some("plotMoment"), Some("afterCards")) => (ResistancePlotStep::AfterCards, "asked"),
        (Some(kind), moment) => {
            assert!(
                !kind.starts_with("plot"),
                "a plot phase the oracle knows: {kind} {moment:?}"
            );
            return table;
        }
        (None, _) => panic!("a phase without a type: {phase}"),
    };
    table.step = step;
    table.seat = number(&phase[seat]);
    if let Some(name) = phase.get("card") {
        table.card = u32::from(card(name).index());
    }
    if phase["type"] == "plotMoment" {
        (table.answered, table.team) = (mask(&phase["answered"]), mask(&phase["team"]));
    }
    // Whoever the plot cards wait for is the one seat the game waits for.
    assert_eq!(u32::from(game.awaiting().bits()), 1 << table.seat);
    table
}

/// The end as `resistance_game_end_reason` numbers it.
fn end_number(game: &Game) -> u32 {
    match game.result().map(|result| result.reason) {
        None => 0,
        Some(EndReason::ThreeSuccesses) => 1,
        Some(EndReason::ThreeFailures) => 2,
        Some(EndReason::FiveRejections) => 3,
        Some(EndReason::Abandoned { .. }) => 4,
        Some(EndReason::CommanderAssassinated { .. }) => 5,
        Some(EndReason::AssassinMissed { .. }) => 6,
        Some(_) => 255,
    }
}

fn winner_number(game: &Game) -> u32 {
    match game.result().and_then(|result| result.winner) {
        None => 0,
        Some(Allegiance::Resistance) => 1,
        Some(Allegiance::Spy) => 2,
    }
}

/// The core's encoding of one of its values.
macro_rules! encoded {
    ($value:expr) => {
        json::to_json($value).expect("the engine's values encode")
    };
}

/// A call that hands over a string for a game.
type TextCall<H> = unsafe extern "C" fn(*const H, *mut *mut c_char, *mut usize) -> ResistanceStatus;
/// A call that hands over a string for a seat of a game.
type SeatTextCall<H> =
    unsafe extern "C" fn(*const H, u32, *mut *mut c_char, *mut usize) -> ResistanceStatus;

/// The C calls of one kind of handle that both kinds have, one row per call (named
/// as the call is after its prefix): every operation on them below is written once,
/// for both games.
struct Calls<H> {
    new_json: unsafe extern "C" fn(
        *const u8,
        usize,
        *mut *mut H,
        *mut *mut c_char,
        *mut usize,
    ) -> ResistanceStatus,
    restore_json: unsafe extern "C" fn(*const u8, usize, *mut *mut H) -> ResistanceStatus,
    clone: unsafe extern "C" fn(*const H, *mut *mut H) -> ResistanceStatus,
    free: unsafe extern "C" fn(*mut H),
    apply_json: unsafe extern "C" fn(
        *mut H,
        u32,
        *const u8,
        usize,
        *mut *mut c_char,
        *mut usize,
    ) -> ResistanceStatus,
    snapshot_json: TextCall<H>,
    legal_commands_json: SeatTextCall<H>,
    view_json: SeatTextCall<H>,
    choices_json: SeatTextCall<H>,
    public_view_json: TextCall<H>,
    result_json: TextCall<H>,
    seeded_config_json: TextCall<H>,
    awaiting: unsafe extern "C" fn(*const H, *mut u32) -> ResistanceStatus,
    is_over: unsafe extern "C" fn(*const H, *mut bool) -> ResistanceStatus,
    last_outcome_json: TextCall<H>,
}

/// A kind of game the library holds: its native game (the oracle), its handle, its
/// calls, and where the run keeps its games.
trait Kind:
    JsonTable<
        Config: Serialize,
        Command: Serialize,
        Event: Serialize,
        Outcome: Serialize,
        PlayerView: Serialize,
        PublicView: Serialize,
        Choices: Serialize,
        Result: Serialize,
    >
{
    type Handle;
    const CALLS: Calls<Self::Handle>;
    /// How many games of the kind the run holds at once.
    const MAX: usize;
    /// The player count assumed for seat arguments when there is no game.
    const MIN_PLAYERS: u8;
    /// A valid configuration and command, beside the one NULL pointer of a NULL case.
    const NULL_CASE_CONFIG: &[u8];
    const NULL_CASE_COMMAND: &[u8];
    fn entries(run: &Run) -> &Vec<Entry<Self>>;
    fn entries_mut(run: &mut Run) -> &mut Vec<Entry<Self>>;
    /// The moves the `Legal` operations pick from (the base game's without `leave`).
    fn moves(game: &Self) -> Vec<(Seat, Self::Command)>;
    /// The game's record, as the library keeps it.
    fn record(&self) -> resistance_core::record::RecordOf<Self>;
}

/// `impl Kind` for a native game: the one place the two kinds differ. The calls are
/// the library's functions of that prefix (`resistance_game_` or `resistance_cells_`),
/// each named by the field it fills.
macro_rules! kind {
    ($native:ty, $handle:ty, $prefix:ident, $entries:ident, max: $max:expr,
     min_players: $min:expr, config: $config:expr, command: $command:expr,
     moves: $moves:path) => {
        impl Kind for Recorded<$native> {
            type Handle = $handle;
            const CALLS: Calls<$handle> = kind!(@calls $prefix: new_json, restore_json, clone,
                free, apply_json, snapshot_json, legal_commands_json, view_json, choices_json,
                public_view_json, result_json, seeded_config_json, awaiting, is_over,
                last_outcome_json);
            const MAX: usize = $max;
            const MIN_PLAYERS: u8 = $min;
            const NULL_CASE_CONFIG: &[u8] = $config;
            const NULL_CASE_COMMAND: &[u8] = $command;
            fn entries(run: &Run) -> &Vec<Entry<Self>> {
                &run.$entries
            }
            fn entries_mut(run: &mut Run) -> &mut Vec<Entry<Self>> {
                &mut run.$entries
            }
            fn moves(game: &Self) -> Vec<(Seat, <Self as Table>::Command)> {
                $moves(game)
            }
            fn record(&self) -> resistance_core::record::RecordOf<Self> {
                Recorded::record(self)
            }
        }
    };
    (@calls $prefix:ident: $($call:ident),*) => {
        Calls { $($call: ${concat($prefix, $call)}),* }
    };
}

kind!(Game, ResistanceGame, resistance_game_, games, max: MAX_GAMES, min_players: 5,
    config: br#"{"players":5,"seed":1}"#, command: br#"{"type":"leave"}"#, moves: legal_moves);
kind!(CellsGame, ResistanceCellsGame, resistance_cells_, cells, max: MAX_CELLS_GAMES,
    min_players: 3, config: br#"{"players":3,"seed":1}"#, command: br#"{"type":"scoutDeck"}"#,
    moves: Table::every_legal_command);

/// Makes the call of a query both kinds answer; the answer on OK (typed ones as text).
///
/// # Safety
///
/// `handle` NULL, a live game, or 8 readable bytes.
unsafe fn call_shared<G: Kind>(
    handle: *const G::Handle,
    query: SharedQuery,
    players: u8,
    offset: usize,
) -> (ResistanceStatus, Option<String>) {
    let seat = shared_seat(query, players);
    let c = &G::CALLS;
    // SAFETY (every call): the caller's promise; writable outputs.
    unsafe {
        match query {
            SharedQuery::Awaiting => {
                let (status, bytes) = call_value::<u32>(offset, |out| (c.awaiting)(handle, out));
                (status, Some(number(&bytes).to_string()))
            }
            SharedQuery::IsOver => {
                let (status, bytes) =
                    call_value::<u8>(offset, |out| (c.is_over)(handle, out.cast()));
                assert!(status != ResistanceStatus::Ok || bytes[0] <= 1, "a bool");
                (status, Some((bytes[0] == 1).to_string()))
            }
            _ => call_text(offset, |o, l| match query {
                SharedQuery::View(_) => (c.view_json)(handle, seat, o, l),
                SharedQuery::Choices(_) => (c.choices_json)(handle, seat, o, l),
                SharedQuery::LegalCommands(_) => (c.legal_commands_json)(handle, seat, o, l),
                SharedQuery::PublicView => (c.public_view_json)(handle, o, l),
                SharedQuery::Snapshot => (c.snapshot_json)(handle, o, l),
                SharedQuery::Result => (c.result_json)(handle, o, l),
                _ => (c.seeded_config_json)(handle, o, l),
            }),
        }
    }
}

/// The seat a query both kinds have names, as a number for a table of `players` (0
/// for those that name none).
fn shared_seat(query: SharedQuery, players: u8) -> u32 {
    match query {
        SharedQuery::View(seat) | SharedQuery::Choices(seat) | SharedQuery::LegalCommands(seat) => {
            seat.number(players)
        }
        _ => 0,
    }
}

/// What a base game's text query must answer: the core's encoding of the native
/// game's answer, or the refusal (the numbers first, then the seat).
fn expected_text(
    entry: &Entry<Recorded<Game>>,
    query: TextQuery,
    players: u8,
) -> Result<String, Expected> {
    let g = &entry.native;
    let language = |number: Num| match number.number() {
        0 => Ok(Language::English),
        1 => Ok(Language::Russian),
        2 => Ok(Language::Vietnamese),
        _ => Err(invalid_argument(&["language"])),
    };
    match query {
        TextQuery::LastOutcome => Ok(encoded!(&entry.last)),
        TextQuery::RevealScript(number) => Ok(encoded!(&narrated_script(
            g.seeded_config(),
            language(number)?
        ))),
        TextQuery::RevealScriptNamed(number, naming) => {
            let language = language(number)?;
            let naming = match naming.number() {
                0 => Naming::Resistance,
                1 => Naming::Avalon,
                n => return Err(invalid_argument(&["naming", &n.to_string()])),
            };
            Ok(encoded!(&narrated_script_named(
                g.seeded_config(),
                language,
                naming
            )))
        }
        TextQuery::BotCommand(seat, kind, seed) => {
            // The bot of that number reads the native seat's view and choices with a
            // generator of that seed: the library's bot must pick the same command.
            let bot = match kind.number() {
                0 => BotKind::Random,
                1 => BotKind::Logical,
                2 => BotKind::StandIn,
                3 => BotKind::Search,
                n => return Err(invalid_argument(&["kind", &n.to_string(), "no bot"])),
            };
            let at = existing_seat(g.players(), seat.number(players))?;
            let view = g.view(at).expect("a seat at the table has a view");
            let mut rng = GameRng::from_seed_number(seed);
            match bot.choose(&view, &g.choices(at), &mut rng) {
                Ok(command) => Ok(encoded!(&command)),
                Err(refused) => Err(fail(
                    ResistanceStatus::BotRefused,
                    refused.code(),
                    exact(refused.to_string()),
                )),
            }
        }
    }
}

/// Makes the call of a base game's text query (seats for a table of `players`).
///
/// # Safety
///
/// `game` NULL, a live game, or 8 readable bytes; `out` and `out_len` NULL or writable.
unsafe fn call_own_text(
    game: *const ResistanceGame,
    query: TextQuery,
    players: u8,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    let (o, l) = (out, out_len);
    // SAFETY (every call): the caller's promise.
    unsafe {
        match query {
            TextQuery::RevealScript(n) => {
                resistance_game_reveal_script_json(game, n.number(), o, l)
            }
            TextQuery::LastOutcome => resistance_game_last_outcome_json(game, o, l),
            TextQuery::BotCommand(seat, kind, seed) => {
                let seat = seat.number(players);
                resistance_game_bot_command_json(game, seat, kind.number(), seed, o, l)
            }
            TextQuery::RevealScriptNamed(language, naming) => {
                let (language, naming) = (language.number(), naming.number());
                resistance_game_reveal_script_named_json(game, language, naming, o, l)
            }
        }
    }
}

/// How many bytes a base game's typed query writes.
fn typed_size(query: TypedQuery) -> usize {
    match query {
        TypedQuery::Choices => size_of::<ResistanceChoices>(),
        TypedQuery::LastEventCount => size_of::<usize>(),
        TypedQuery::PlotChoices => size_of::<ResistancePlotChoices>(),
        TypedQuery::PlotTable => size_of::<ResistancePlotTable>(),
        TypedQuery::PlotHeld => size_of::<ResistancePlotCards>(),
        // A `uint32_t`, or one of the C enums (four bytes: checked in `typed_query`).
        _ => size_of::<u32>(),
    }
}

/// Makes the call of a base game's typed query (with `seat` where it takes one),
/// writing to `out`.
///
/// # Safety
///
/// `game` NULL, a live game, or 8 readable bytes; `out` NULL or writable for
/// [`typed_size`] bytes.
unsafe fn call_typed(
    game: *const ResistanceGame,
    query: TypedQuery,
    seat: u32,
    out: *mut u8,
) -> ResistanceStatus {
    // SAFETY (every call): the caller's promise.
    unsafe {
        match query {
            TypedQuery::Players => resistance_game_players(game, out.cast()),
            TypedQuery::Round => resistance_game_round(game, out.cast()),
            TypedQuery::Leader => resistance_game_leader(game, out.cast()),
            TypedQuery::Phase => resistance_game_phase(game, out.cast()),
            TypedQuery::TeamSize => resistance_game_team_size(game, out.cast()),
            TypedQuery::Winner => resistance_game_winner(game, out.cast()),
            TypedQuery::EndReason => resistance_game_end_reason(game, out.cast()),
            TypedQuery::Choices => resistance_game_choices(game, seat, out.cast()),
            TypedQuery::LastEventCount => resistance_game_last_event_count(game, out.cast()),
            TypedQuery::PlotChoices => resistance_game_plot_choices(game, seat, out.cast()),
            TypedQuery::PlotTable => resistance_game_plot_table(game, out.cast()),
            TypedQuery::PlotHeld => resistance_game_plot_held(game, seat, out.cast()),
            TypedQuery::DoubleAgendaFrom => {
                resistance_game_double_agenda_from(game, seat, out.cast())
            }
        }
    }
}

/// A query's game, `out` and `out_len` with the one NULL that `arg` says, and its name.
fn with_null<H>(
    arg: QueryArg,
    game: *mut H,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> (*const H, *mut *mut c_char, *mut usize, &'static str) {
    match arg {
        QueryArg::Game => (ptr::null(), out, out_len, "game"),
        QueryArg::Out => (game.cast_const(), ptr::null_mut(), out_len, "out"),
        QueryArg::OutLen => (game.cast_const(), out, ptr::null_mut(), "out_len"),
    }
}

/// A game the library holds, with the native game that says what it must answer.
struct Entry<G: Kind> {
    handle: *mut G::Handle,
    native: G,
    /// The events of the last command the handle accepted.
    last: G::Outcome,
}

/// One input's run: the games, and what the thread's last error must be.
struct Run {
    games: Vec<Entry<Recorded<Game>>>,
    cells: Vec<Entry<Recorded<CellsGame>>>,
    last_error: (ResistanceStatus, String, String),
}

impl Run {
    fn new() -> Run {
        resistance_last_error_clear();
        Run {
            games: Vec::new(),
            cells: Vec::new(),
            last_error: (ResistanceStatus::Ok, String::new(), String::new()),
        }
    }

    /// Checks a call's status against what was expected, and the last error.
    fn check(&mut self, status: ResistanceStatus, expected: &Expected, what: &dyn Fn() -> String) {
        status_name(status);
        assert_ne!(status, ResistanceStatus::Panic, "the library panicked");
        match expected {
            Expected::Ok => {
                if status != ResistanceStatus::Ok {
                    let (_, code, message) = read_last_error();
                    panic!("{}: expected OK, got {status:?} {code}: {message}", what());
                }
                assert_eq!(
                    resistance_last_error_status(),
                    self.last_error.0,
                    "{}: a success changed the last error",
                    what()
                );
            }
            Expected::Fail {
                status: wanted,
                code: wanted_code,
                message: wanted_message,
            } => {
                let (last_status, code, message) = read_last_error();
                assert_eq!(
                    (status, code.as_str()),
                    (*wanted, wanted_code.as_str()),
                    "{}: {message}",
                    what()
                );
                assert_eq!(last_status, status, "the last error's status");
                assert!(code_fits(status, &code), "{status:?} with code {code}");
                assert!(!message.is_empty(), "{code} without a message");
                match wanted_message {
                    Message::Exact(text) => assert_eq!(&message, text, "{}", what()),
                    Message::Mentions(words) => {
                        for word in words {
                            assert!(message.contains(word.as_str()), "{word} not in {message}");
                        }
                    }
                }
                self.last_error = (last_status, code, message);
            }
        }
    }

    /// Game `game` (modulo how many there are) of kind `G`.
    fn pick_of<G: Kind>(&self, game: u8) -> Option<usize> {
        let entries = G::entries(self);
        (!entries.is_empty()).then(|| usize::from(game) % entries.len())
    }

    /// The handle of game `index` of kind `G`, or NULL.
    fn handle_of<G: Kind>(&self, index: Option<usize>) -> *mut G::Handle {
        index.map_or(ptr::null_mut(), |i| G::entries(self)[i].handle)
    }

    fn pick(&self, game: u8) -> Option<usize> {
        self.pick_of::<Recorded<Game>>(game)
    }

    fn handle(&self, index: Option<usize>) -> *mut ResistanceGame {
        self.handle_of::<Recorded<Game>>(index)
    }

    fn pick_cells(&self, game: u8) -> Option<usize> {
        self.pick_of::<Recorded<CellsGame>>(game)
    }

    /// A string the library hands over for a live game, which must be OK.
    fn text_of_game<H>(&mut self, handle: *mut H, call: TextCall<H>, what: &str) -> String {
        // SAFETY: a live game and writable out-parameters.
        let (status, text) = call_text(1, |out, len| unsafe { call(handle, out, len) });
        self.check(status, &Expected::Ok, &|| what.into());
        text.expect("text on OK")
    }

    /// The FFI's snapshot of game `index` of kind `G`.
    fn snapshot_of<G: Kind>(&mut self, index: usize) -> String {
        let handle = G::entries(self)[index].handle;
        self.text_of_game(handle, G::CALLS.snapshot_json, "snapshot")
    }

    /// The FFI's last outcome of game `index` of kind `G`.
    fn outcome_of<G: Kind>(&mut self, index: usize) -> String {
        let handle = G::entries(self)[index].handle;
        self.text_of_game(handle, G::CALLS.last_outcome_json, "last outcome")
    }

    fn snapshot(&mut self, index: usize) -> String {
        self.snapshot_of::<Recorded<Game>>(index)
    }

    fn cells_snapshot(&mut self, index: usize) -> String {
        self.snapshot_of::<Recorded<CellsGame>>(index)
    }

    fn last_outcome(&mut self, index: usize) -> String {
        self.outcome_of::<Recorded<Game>>(index)
    }

    /// What must not change when a call on game `index` of kind `G` fails.
    fn state_of<G: Kind>(&mut self, index: usize) -> (String, String) {
        (self.snapshot_of::<G>(index), self.outcome_of::<G>(index))
    }

    /// The `k`-th command other than `leave` that `legal_commands_json` lists for
    /// `seat` of game `index`, as JSON; the whole list is checked against the native
    /// game's.
    fn listed<G: Kind>(&mut self, index: usize, seat: Seat, k: usize) -> String {
        let handle = G::entries(self)[index].handle;
        // SAFETY: a live game and writable out-parameters.
        let (status, text) = call_text(usize::from(seat.0 % 8), |out, len| unsafe {
            (G::CALLS.legal_commands_json)(handle, u32::from(seat.0), out, len)
        });
        self.check(status, &Expected::Ok, &|| {
            format!("legal commands of {seat}")
        });
        let text = text.expect("a list");
        let native = G::entries(self)[index].native.legal_commands(seat);
        assert_eq!(text, encoded!(&native), "legal commands of {seat}");
        let list: Vec<&serde_json::value::RawValue> = serde_json::from_str(&text)
            .unwrap_or_else(|error| panic!("not a JSON array ({error}): {text}"));
        let command = list
            .into_iter()
            .filter(|command| command.get() != r#"{"type":"leave"}"#)
            .nth(k)
            .expect("listed");
        // Through serde_json's map, which sorts the keys: the command goes back in
        // another order than the library wrote it, which must not matter.
        let value: serde_json::Value = serde_json::from_str(command.get()).expect("JSON");
        value.to_string()
    }

    /// What the native game answers to `seat` sending the JSON `bytes`.
    fn expect_apply_json<G: Kind>(
        &self,
        index: Option<usize>,
        seat: u32,
        bytes: &[u8],
    ) -> Expected {
        let text = match text_of(bytes, "command") {
            Ok(text) => text,
            Err(refused) => return refused,
        };
        let Some(index) = index else {
            return null_pointer("game");
        };
        match json::command_from_json::<G>(text) {
            Ok(command) => self.expect_command::<G>(index, seat, command),
            Err(error) => json_error(error),
        }
    }

    fn expect_command<G: Kind>(&self, index: usize, seat: u32, command: G::Command) -> Expected {
        let native = &G::entries(self)[index].native;
        let seat = match acting_seat(native.players(), seat) {
            Ok(seat) => seat,
            Err(refused) => return refused,
        };
        match native.clone().apply(seat, command) {
            Ok(_) => Expected::Ok,
            Err(error) => command_error(error),
        }
    }

    /// Applies a command through `call` (JSON, answering the status and the outcome,
    /// or typed, answering the status alone) on game `index` (or a NULL game),
    /// checks the answer, and keeps the native game in step.
    fn send<G: Kind>(
        &mut self,
        index: Option<usize>,
        seat: u32,
        command: Option<G::Command>,
        expected: Expected,
        call: impl FnOnce() -> (ResistanceStatus, Option<String>),
        what: &dyn Fn() -> String,
    ) {
        // What a refusal must leave as it was (a command expected to pass is checked
        // against the native game instead).
        let before = match (&expected, index) {
            (Expected::Fail { .. }, Some(i)) => Some(self.state_of::<G>(i)),
            _ => None,
        };
        let (status, outcome) = call();
        self.check(status, &expected, what);
        let Some(index) = index else { return };
        if status == ResistanceStatus::Ok {
            let command = command.expect("an accepted command decoded");
            let seat = Seat(u8::try_from(seat).expect("an accepted seat"));
            let entry = &mut G::entries_mut(self)[index];
            let native = entry.native.apply(seat, command).expect("expected OK");
            entry.last = native.clone();
            let wanted = encoded!(&native);
            assert!(
                !native.envelopes().is_empty(),
                "an accepted command has events"
            );
            match outcome {
                Some(outcome) => {
                    parse(&outcome);
                    assert_eq!(outcome, wanted, "{}", what());
                }
                // A typed call: its events are the last outcome.
                None => assert_eq!(self.outcome_of::<G>(index), wanted),
            }
        } else {
            let before = before.expect("a refusal was expected");
            assert_eq!(
                self.state_of::<G>(index),
                before,
                "a refusal changed the game"
            );
        }
    }

    fn apply_json<G: Kind>(&mut self, index: Option<usize>, seat: u32, bytes: &[u8]) {
        let expected = self.expect_apply_json::<G>(index, seat, bytes);
        let command = core::str::from_utf8(bytes)
            .ok()
            .and_then(|text| json::command_from_json::<G>(text).ok());
        let handle = self.handle_of::<G>(index);
        let input = buffer(bytes);
        self.send::<G>(
            index,
            seat,
            command,
            expected,
            || {
                // SAFETY: a live game or NULL, a buffer of its length, writable outputs.
                call_text(usize::from(seat as u8 % 8), |out, len| unsafe {
                    (G::CALLS.apply_json)(handle, seat, input.as_ptr(), input.len(), out, len)
                })
            },
            &|| {
                format!(
                    "{} apply_json({seat}, {:?})",
                    G::NAME,
                    String::from_utf8_lossy(bytes)
                )
            },
        );
    }

    /// The `pick`-th legal move of game `game` of kind `G`: its game, seat, command and
    /// the JSON the library lists it as (checked to decode to it and to be accepted).
    fn legal_move<G: Kind>(
        &mut self,
        game: u8,
        pick: u16,
    ) -> Option<(usize, u32, G::Command, String)> {
        let index = self.pick_of::<G>(game)?;
        let native = &G::entries(self)[index].native;
        let moves = G::moves(native);
        if moves.is_empty() {
            assert!(
                native.is_over(),
                "only a finished game leaves nobody able to act"
            );
            return None;
        }
        let n = usize::from(pick) % moves.len();
        let (seat, command) = moves[n];
        let k = moves[..n].iter().filter(|(s, _)| *s == seat).count();
        let text = self.listed::<G>(index, seat, k);
        let decoded = json::command_from_json::<G>(&text).expect("a listed command decodes");
        assert_eq!(decoded, command);
        let seat = u32::from(seat.0);
        assert!(
            matches!(self.expect_command::<G>(index, seat, command), Expected::Ok),
            "the engine refuses {command:?} from {seat}, which it lists"
        );
        Some((index, seat, command, text))
    }

    /// A legal move's JSON (or a fixed command when nobody can move), edited, from any
    /// seat of game `game` of kind `G`.
    fn apply_edited<G: Kind>(
        &mut self,
        game: u8,
        seat: SeatArg,
        pick: u16,
        edit: Edit,
        none: &str,
    ) {
        let Some(index) = self.pick_of::<G>(game) else {
            return;
        };
        let native = &G::entries(self)[index].native;
        let moves = G::moves(native);
        let text = moves
            .get(usize::from(pick) % moves.len().max(1))
            .map_or_else(|| none.to_owned(), |(_, command)| encoded!(command));
        let seat = seat.number(native.players());
        self.apply_json::<G>(Some(index), seat, &edit.apply(text.as_bytes()));
    }

    /// Adds a game the library made (or frees it at once when there are enough).
    fn adopt<G: Kind>(&mut self, handle: *mut G::Handle, native: G) {
        assert!(!handle.is_null());
        assert_ne!(handle as usize, SENTINEL_POINTER);
        let entries = G::entries_mut(self);
        entries.push(Entry {
            handle,
            native,
            last: G::Outcome::default(),
        });
        let index = entries.len() - 1;
        let snapshot = self.snapshot_of::<G>(index);
        assert_eq!(snapshot, encoded!(&G::entries(self)[index].native.record()));
        if G::entries(self).len() > G::MAX {
            self.free::<G>(index);
        }
    }

    fn free<G: Kind>(&mut self, index: usize) {
        let entry = G::entries_mut(self).swap_remove(index);
        // SAFETY: a live game, freed once.
        unsafe { (G::CALLS.free)(entry.handle) };
        assert_eq!(resistance_last_error_status(), self.last_error.0);
    }

    fn new_json<G: Kind>(&mut self, bytes: &[u8]) {
        // A configuration without a seed gets a secure one in the library; here any
        // seed stands for it, and the game is dealt again below with the library's.
        let expected = text_of(bytes, "config").and_then(|text| {
            let game = json::new_game_from_json::<G>(text, || Ok(0)).map_err(json_error)?;
            G::start(*game.seeded_config()).map_err(config_error)
        });
        let input = buffer(bytes);
        let mut game = SENTINEL_POINTER as *mut G::Handle;
        // SAFETY: a buffer of its length and writable outputs.
        let (status, opening) = call_text(5, |out, len| unsafe {
            (G::CALLS.new_json)(input.as_ptr(), input.len(), &mut game, out, len)
        });
        let what = || format!("{} new_json({:?})", G::NAME, String::from_utf8_lossy(bytes));
        match expected {
            Err(refused) => {
                self.check(status, &refused, &what);
                assert_eq!(
                    game as usize, SENTINEL_POINTER,
                    "out_game written on failure"
                );
            }
            Ok((native, wanted)) => {
                self.check(status, &Expected::Ok, &what);
                // The library's seed: the one given, or the secure one it drew.
                // SAFETY: a live game and writable outputs.
                let (_, seeded) = call_text(2, |out, len| unsafe {
                    (G::CALLS.seeded_config_json)(game, out, len)
                });
                let config = json::config_from_json::<G>(&seeded.expect("a configuration"))
                    .expect("the library's own configuration decodes");
                let (native, wanted) = if &config == native.seeded_config() {
                    (native, wanted)
                } else {
                    G::start(config).expect("the library's configuration is valid")
                };
                let opening = opening.expect("an opening");
                parse(&opening);
                assert_eq!(opening, encoded!(wanted.envelopes()));
                self.adopt::<G>(game, native);
            }
        }
    }

    fn restore<G: Kind>(&mut self, bytes: &[u8]) {
        let expected = text_of(bytes, "snapshot")
            .and_then(|text| json::replay_from_json::<G>(text).map_err(json_error));
        let input = buffer(bytes);
        let (status, out) = call_value::<*mut G::Handle>(2, |out| {
            // SAFETY: a buffer of its length and a writable output.
            unsafe { (G::CALLS.restore_json)(input.as_ptr(), input.len(), out) }
        });
        let what = || {
            format!(
                "{} restore_json({:?})",
                G::NAME,
                String::from_utf8_lossy(bytes)
            )
        };
        match expected {
            Err(refused) => self.check(status, &refused, &what),
            Ok(native) => {
                self.check(status, &Expected::Ok, &what);
                let handle = usize::from_ne_bytes(out.try_into().expect("a pointer"));
                self.adopt::<G>(handle as *mut G::Handle, native);
                let index = G::entries(self)
                    .iter()
                    .position(|e| e.handle as usize == handle);
                if let Some(index) = index {
                    let empty = encoded!(&G::Outcome::default());
                    assert_eq!(self.outcome_of::<G>(index), empty);
                }
            }
        }
    }

    fn clone_game<G: Kind>(&mut self, game: u8) {
        let index = self.pick_of::<G>(game);
        let handle = self.handle_of::<G>(index);
        let (status, out) = call_value::<*mut G::Handle>(1, |out| {
            // SAFETY: a live game or NULL, a writable output.
            unsafe { (G::CALLS.clone)(handle, out) }
        });
        let Some(index) = index else {
            return self.check(status, &null_pointer("game"), &|| "clone".into());
        };
        self.check(status, &Expected::Ok, &|| "clone".into());
        let copy = usize::from_ne_bytes(out.try_into().expect("a pointer")) as *mut G::Handle;
        assert_ne!(copy, handle);
        let entry = &G::entries(self)[index];
        let (native, last) = (entry.native.clone(), entry.last.clone());
        let original = self.state_of::<G>(index);
        self.adopt::<G>(copy, native);
        if let Some(at) = G::entries(self).iter().position(|e| e.handle == copy) {
            G::entries_mut(self)[at].last = last;
            assert_eq!(self.state_of::<G>(at), original);
        }
    }

    /// `_free` on game `game` of kind `G`, or on NULL when there is none.
    fn free_op<G: Kind>(&mut self, game: u8) {
        match self.pick_of::<G>(game) {
            Some(index) => self.free::<G>(index),
            None => {
                // SAFETY: NULL is ignored.
                unsafe { (G::CALLS.free)(ptr::null_mut()) };
                assert_eq!(read_last_error(), self.last_error);
            }
        }
    }

    fn legal(&mut self, game: u8, pick: u16, typed: bool) {
        let Some((index, seat, command, text)) = self.legal_move::<Recorded<Game>>(game, pick)
        else {
            return;
        };
        if typed {
            self.typed(Some(index), &typed_call(seat, command));
        } else {
            self.apply_json::<Recorded<Game>>(Some(index), seat, text.as_bytes());
        }
    }

    /// A typed command call.
    fn typed(&mut self, index: Option<usize>, call: &TypedCall) {
        let handle = self.handle(index);
        let players = index.map_or(5, |i| self.games[i].native.players());
        // Command arguments: list buffers first, then the game, then the numbers.
        let list = |bytes: &Bytes, argument: &str| -> Result<TeamList, Expected> {
            TeamList::from_slice(&bytes.0.iter().map(|&n| Seat(n)).collect::<Vec<_>>())
                .ok_or_else(|| invalid_argument(&[argument, &bytes.0.len().to_string()]))
        };
        let named = |arg: SeatArg, argument: &str| -> Result<Seat, Expected> {
            let value = arg.number(players);
            u8::try_from(value)
                .map(Seat)
                .map_err(|_| invalid_argument(&[argument, &value.to_string()]))
        };
        let seat = call.seat().number(players);
        let command: Result<Command, Expected> = match call {
            TypedCall::Propose(_, team) => {
                list(team, "`team`").map(|team| Command::ProposeTeam { team })
            }
            TypedCall::ChooseAgenda(_, names) => list(names, "`names`")
                .map(|names| Command::Agenda(AgendaCommand::ChooseAgenda { names })),
            TypedCall::Vote(_, vote) => match vote.number() {
                0 => Ok(Command::vote(true)),
                1 => Ok(Command::vote(false)),
                other => Err(invalid_argument(&["vote", &other.to_string()])),
            },
            TypedCall::PlayMission(_, card) => match card.number() {
                0 => Ok(Command::play(MissionCard::Success)),
                1 => Ok(Command::play(MissionCard::Fail)),
                other => Err(invalid_argument(&["card", &other.to_string()])),
            },
            TypedCall::Leave(_) => Ok(Command::Leave),
            TypedCall::ClaimSeat(_) => Ok(Command::ClaimSeat),
            TypedCall::SetAside(_, member) => named(*member, "`member`").map(Command::set_aside),
            TypedCall::Inspect(_, target) => named(*target, "`target`").map(Command::inspect),
            TypedCall::Assassinate(_, target) => {
                named(*target, "`target`").map(Command::assassinate)
            }
            TypedCall::RevealAgenda(_, owner) => {
                named(*owner, "`owner`").map(Command::reveal_agenda)
            }
            // The card is checked first, then the seat it names, then what it takes.
            TypedCall::GivePlotCard(_, card, to) => {
                plot_card(card.number(), "`card`").and_then(|card| {
                    let to = named(*to, "`to`")?;
                    Ok(Command::Plot(PlotCommand::GivePlotCard { card, to }))
                })
            }
            TypedCall::UsePlotCard(_, card, target, take) => plot_card(card.number(), "`card`")
                .and_then(|card| {
                    let target = || named(*target, "`target`");
                    let action = match card {
                        PlotCard::StrongLeader => PlotAction::StrongLeader,
                        PlotCard::NoConfidence => PlotAction::NoConfidence,
                        PlotCard::InTheSpotlight => {
                            PlotAction::InTheSpotlight { member: target()? }
                        }
                        PlotCard::KeepingACloseEyeOnYou => {
                            PlotAction::KeepingACloseEyeOnYou { member: target()? }
                        }
                        PlotCard::TakeResponsibility => PlotAction::TakeResponsibility {
                            from: target()?,
                            take: plot_card(take.number(), "`take`")?,
                        },
                        PlotCard::OverheardConversation => PlotAction::OverheardConversation {
                            neighbour: target()?,
                        },
                        PlotCard::OpenUp => PlotAction::OpenUp { to: target()? },
                        PlotCard::EstablishConfidence => {
                            PlotAction::EstablishConfidence { to: target()? }
                        }
                        PlotCard::OpinionMaker => {
                            return Err(invalid_argument(&["Opinion Maker", "never used"]));
                        }
                    };
                    Ok(Command::Plot(PlotCommand::UsePlotCard { action }))
                }),
            TypedCall::DeclinePlotCard(_, card) => {
                plot_card(card.number(), "`card`").map(Command::decline_plot_card)
            }
        };
        let buffer_first = matches!(call, TypedCall::Propose(..) | TypedCall::ChooseAgenda(..));
        let expected = match (&command, index) {
            (Err(refused), _) if buffer_first => refused.clone(),
            (_, None) => null_pointer("game"),
            (Err(refused), Some(_)) => refused.clone(),
            (Ok(command), Some(index)) => {
                self.expect_command::<Recorded<Game>>(index, seat, *command)
            }
        };
        let command = command.ok();
        let inputs = buffer(call.list());
        let numbers = typed_numbers(call, players);
        let kind = call.clone();
        self.send::<Recorded<Game>>(
            index,
            seat,
            command,
            expected,
            // SAFETY: a live game or NULL; buffers of their lengths.
            || {
                (
                    unsafe { send_typed(handle, seat, &kind, numbers, &inputs) },
                    None,
                )
            },
            &|| format!("{call:?} (seat {seat})"),
        );
    }

    /// A query both kinds answer, on game `index` of kind `G` (or NULL): the native
    /// game's answer, byte for byte, or its refusal.
    fn shared_query<G: Kind>(&mut self, index: Option<usize>, query: SharedQuery, offset: usize) {
        let handle = self.handle_of::<G>(index).cast_const();
        let players = index.map_or(G::MIN_PLAYERS, |i| G::entries(self)[i].native.players());
        let seat = shared_seat(query, players);
        let wanted = index.map_or(Err(null_pointer("game")), |i| {
            let g = &G::entries(self)[i].native;
            let at = existing_seat(g.players(), seat);
            match query {
                SharedQuery::View(_) => at.map(|s| encoded!(&g.view(s).expect("at the table"))),
                SharedQuery::Choices(_) => at.map(|s| encoded!(&g.choices(s))),
                SharedQuery::LegalCommands(_) => at.map(|s| encoded!(&g.legal_commands(s))),
                SharedQuery::PublicView => Ok(encoded!(&g.public_view())),
                SharedQuery::Snapshot => Ok(encoded!(&g.record())),
                SharedQuery::Result => Ok(encoded!(&g.result())),
                SharedQuery::Config => Ok(encoded!(g.seeded_config())),
                SharedQuery::Awaiting => Ok(u32::from(g.awaiting().bits()).to_string()),
                SharedQuery::IsOver => Ok(g.is_over().to_string()),
            }
        });
        // SAFETY: a live game or NULL.
        let (status, text) = unsafe { call_shared::<G>(handle, query, players, offset) };
        let what = || format!("{} {query:?}", G::NAME);
        match wanted {
            Ok(wanted) => {
                self.check(status, &Expected::Ok, &what);
                let text = text.expect("an answer on OK");
                parse(&text);
                assert_eq!(text, wanted, "{}", what());
            }
            Err(refused) => self.check(status, &refused, &what),
        }
    }

    fn query(&mut self, game: u8, query: Query, offset: u8) {
        let index = self.pick(game);
        let handle = self.handle(index);
        let offset = usize::from(offset % 8);
        let players = index.map_or(5, |i| self.games[i].native.players());
        match query {
            Query::Shared(query) => self.shared_query::<Recorded<Game>>(index, query, offset),
            Query::Typed(query, seat) => {
                self.typed_query(index, query, seat.number(players), offset)
            }
            Query::Text(query) => {
                let wanted = index.map_or_else(
                    || Err(null_pointer("game")),
                    |i| expected_text(&self.games[i], query, players),
                );
                // SAFETY: a live game or NULL, writable outputs.
                let (status, text) = call_text(offset, |o, l| unsafe {
                    call_own_text(handle, query, players, o, l)
                });
                let what = || format!("{query:?}");
                match wanted {
                    Ok(wanted) => {
                        self.check(status, &Expected::Ok, &what);
                        let text = text.expect("text on OK");
                        parse(&text);
                        assert_eq!(text, wanted, "{query:?}");
                    }
                    Err(refused) => self.check(status, &refused, &what),
                }
            }
        }
    }

    /// A typed query of the base game `index` (NULL when `None`): refused as the
    /// native game refuses (a NULL game, a seat off the table), else the value it
    /// gives, field by field.
    fn typed_query(&mut self, index: Option<usize>, query: TypedQuery, seat: u32, offset: usize) {
        let what = || format!("{query:?} seat {seat}");
        let handle = self.handle(index);
        // SAFETY: a live game or NULL, a writable output.
        let (status, bytes) = call_bytes(offset, typed_size(query), |out| unsafe {
            call_typed(handle, query, seat, out)
        });
        let Some(index) = index else {
            return self.check(status, &null_pointer("game"), &what);
        };
        let players = self.games[index].native.players();
        let at = match existing_seat(players, seat) {
            Err(refused) if query.takes_seat() => return self.check(status, &refused, &what),
            at => at.unwrap_or(Seat(0)),
        };
        self.check(status, &Expected::Ok, &what);
        let g = &self.games[index].native;
        // SAFETY (the reads below): the library wrote a whole value of the type read;
        // its bools and enums are checked first.
        unsafe {
            match query {
                TypedQuery::Players
                | TypedQuery::Round
                | TypedQuery::Leader
                | TypedQuery::TeamSize
                | TypedQuery::Phase
                | TypedQuery::Winner
                | TypedQuery::EndReason => {
                    assert_eq!(size_of::<ResistancePhase>(), 4);
                    assert_eq!(size_of::<ResistanceWinner>(), 4);
                    assert_eq!(size_of::<ResistanceEndReason>(), 4);
                    let wanted = match query {
                        TypedQuery::Players => u32::from(g.players()),
                        TypedQuery::Round => u32::from(g.round()),
                        TypedQuery::Leader => u32::from(g.leader().0),
                        TypedQuery::TeamSize => {
                            let table = g.public_view();
                            u32::from(table.team_sizes[usize::from(table.round) - 1])
                        }
                        TypedQuery::Phase => phase_number(g.phase()),
                        TypedQuery::Winner => winner_number(g),
                        _ => end_number(g),
                    };
                    assert_eq!(number(&bytes), wanted, "{query:?}");
                }
                TypedQuery::LastEventCount => {
                    let count = self.games[index].last.events.len();
                    assert_eq!(bytes, count.to_ne_bytes());
                }
                TypedQuery::Choices => {
                    let choices = g.choices(at);
                    assert!(bytes[28..].iter().all(|&b| b <= 1), "bools are 0 or 1");
                    let got: ResistanceChoices = ptr::read_unaligned(bytes.as_ptr().cast());
                    assert_eq!(got, ResistanceChoices::from(choices));
                    assert_eq!(got.propose, choices.propose.is_some());
                    assert_eq!(
                        got.team_size,
                        choices.propose.map_or(0, |team| u32::from(team.size))
                    );
                    assert_eq!(got.vote, choices.vote);
                    assert_eq!(got.play_fail, choices.play_fail);
                    // Plot choices keep the struct as it was: they flag `other`.
                    assert!(choices.plot.is_none() || got.other, "plot without other");
                }
                TypedQuery::PlotChoices => {
                    let plot = g.choices(at).plot;
                    assert!(bytes[21..24].iter().all(|&b| b <= 1), "bools are 0 or 1");
                    let got: ResistancePlotChoices = ptr::read_unaligned(bytes.as_ptr().cast());
                    assert_eq!(got, ResistancePlotChoices::from(plot));
                    let give = plot.and_then(|p| p.give);
                    let use_card = plot.and_then(|p| p.use_card);
                    assert_eq!(got.give, give.is_some());
                    assert_eq!(got.give_to, give.map_or(0, |g| u32::from(g.to.bits())));
                    let drawn = give.map(|g| g.cards).unwrap_or_default();
                    assert_eq!(got.give_cards, counted(drawn.iter().copied()));
                    assert_eq!(got.use_card, use_card.is_some());
                    assert_eq!(
                        (got.card, got.targets),
                        use_card.map_or((0, 0), |u| (
                            u32::from(u.card.index()),
                            u32::from(u.targets.bits())
                        ))
                    );
                    assert_eq!(got.decline, plot.is_some_and(|p| p.decline));
                }
                TypedQuery::DoubleAgendaFrom => {
                    let choices = g.choices(at);
                    let double = choices.choose_double_agenda;
                    let wanted = double.map_or(0, |agenda| u32::from(agenda.from.bits()));
                    assert_eq!(number(&bytes), wanted, "{query:?}");
                    // HA2: the struct stays as it was; the pairs flag `other`.
                    assert!(double.is_none() || ResistanceChoices::from(choices).other);
                }
                TypedQuery::PlotTable => {
                    assert!(bytes[0] <= 5 && bytes[1..4] == [0; 3], "a known step");
                    assert!(bytes[33] <= 1, "a bool is 0 or 1");
                    let got: ResistancePlotTable = ptr::read_unaligned(bytes.as_ptr().cast());
                    assert_eq!(got, expected_plot_table(g));
                }
                TypedQuery::PlotHeld => {
                    let held = g.public_view().plot.map(|plot| plot.held);
                    let wanted = counted(
                        held.iter()
                            .flat_map(|held| held.iter())
                            .filter(|held| held.holder == at)
                            .map(|held| held.card),
                    );
                    assert_eq!(bytes, wanted.count);
                }
            }
        }
    }

    fn new_typed(&mut self, players: u32, seed: u64) {
        let expected = match u8::try_from(players) {
            Err(_) => Err(fail(
                ResistanceStatus::InvalidConfig,
                "player_count",
                exact(format!("a game needs 5 to 10 players, not {players}")),
            )),
            Ok(count) => Recorded::<Game>::new(GameConfig::new(count, seed)).map_err(config_error),
        };
        let (status, bytes) = call_value::<*mut ResistanceGame>(6, |out| {
            // SAFETY: a writable output.
            unsafe { resistance_game_new(players, seed, out) }
        });
        let what = || format!("new({players}, {seed})");
        match expected {
            Err(refused) => self.check(status, &refused, &what),
            Ok(native) => {
                self.check(status, &Expected::Ok, &what);
                let handle = usize::from_ne_bytes(bytes.try_into().expect("a pointer"));
                self.adopt::<Recorded<Game>>(handle as *mut ResistanceGame, native);
            }
        }
    }

    fn null(&mut self, case: &NullCase) {
        if let NullCase::Shared(kind, case) = *case {
            return match kind {
                GameKind::Base => self.null_of::<Recorded<Game>>(case),
                GameKind::Cells => self.null_of::<Recorded<CellsGame>>(case),
            };
        }
        let index = self.pick(0);
        let handle = self.handle(index);
        let team = buffer(&[0, 1]);
        let what = || format!("{case:?}");
        let (mut out, mut out_len) = (SENTINEL_POINTER as *mut c_char, SENTINEL_LEN);
        let game_out = SENTINEL_POINTER as *mut ResistanceGame;
        let (o, l) = (&raw mut out, &raw mut out_len);
        let before = index.map(|i| self.snapshot(i));
        // Cases that need a live game besides the NULL one wait for one.
        let needs_game = matches!(
            case,
            NullCase::TextQuery(_, QueryArg::Out | QueryArg::OutLen)
                | NullCase::ProposeTeam(_)
                | NullCase::ChooseAgendaNames(_)
                | NullCase::TypedQuery(_, false)
        );
        if needs_game && index.is_none() {
            return;
        }
        // SAFETY (every call): exactly one NULL pointer, everything else valid.
        let (status, argument) = unsafe {
            match *case {
                NullCase::NewOutGame => (resistance_game_new(5, 1, ptr::null_mut()), "out_game"),
                NullCase::TextQuery(query, arg) => {
                    let (game, o, l, argument) = with_null(arg, handle, o, l);
                    let status = call_own_text(game, query, 5, o, l);
                    (status, argument)
                }
                NullCase::ProposeTeam(len) => (
                    resistance_game_propose(handle, 0, ptr::null(), usize::from(len)),
                    "team",
                ),
                NullCase::ChooseAgendaNames(len) => (
                    resistance_game_choose_agenda(handle, 0, ptr::null(), usize::from(len)),
                    "names",
                ),
                NullCase::TypedCommandGame(ref call) => {
                    let null_game = ptr::null_mut();
                    (send_typed(null_game, 0, call, [0, 1, 0], &team), "game")
                }
                NullCase::TypedQuery(query, null_game) => {
                    let game = if null_game {
                        ptr::null()
                    } else {
                        handle.cast_const()
                    };
                    let mut value = [SENTINEL_BYTE; 64];
                    let out = if null_game {
                        value.as_mut_ptr()
                    } else {
                        ptr::null_mut()
                    };
                    let status = call_typed(game, query, 0, out);
                    assert!(
                        value.iter().all(|&b| b == SENTINEL_BYTE),
                        "written on failure"
                    );
                    (status, if null_game { "game" } else { "out" })
                }
                NullCase::LastErrorCode(which) | NullCase::LastErrorMessage(which) => {
                    let (o, l) = match which % 3 {
                        0 => (ptr::null_mut(), l),
                        1 => (o, ptr::null_mut()),
                        _ => (ptr::null_mut(), ptr::null_mut()),
                    };
                    let status = if matches!(case, NullCase::LastErrorCode(_)) {
                        resistance_last_error_code(o, l)
                    } else {
                        resistance_last_error_message(o, l)
                    };
                    // Refused without being recorded: the last error is kept.
                    assert_eq!(status, ResistanceStatus::NullPointer);
                    assert_eq!((out as usize, out_len), (SENTINEL_POINTER, SENTINEL_LEN));
                    assert_eq!(read_last_error(), self.last_error, "{}", what());
                    return;
                }
                NullCase::Shared(..) => unreachable!("handled above"),
                NullCase::StringFree => {
                    resistance_string_free(ptr::null_mut());
                    assert_eq!(read_last_error(), self.last_error, "{}", what());
                    return;
                }
            }
        };
        let written = (out as usize, out_len, game_out as usize);
        self.refused_null::<Recorded<Game>>(status, argument, written, index.zip(before), &what);
    }

    fn foreign(&mut self, game: u8, kind: ForeignKind, call: &ForeignCall) {
        let index = self.pick(game);
        let cells_index = self.pick_cells(game);
        let cells_call = matches!(call, ForeignCall::Cells(_));
        let mut object = Box::new([0u64; 4]);
        // A pointer that is not a live handle of the kind the call takes.
        let pointer: *mut u8 = match kind {
            ForeignKind::Object(mut words) => {
                if LIVE_TAGS.contains(&words[0]) {
                    words[0] ^= 1;
                }
                *object = words;
                object.as_mut_ptr().cast()
            }
            ForeignKind::Misaligned(by) => {
                let Some(index) = index else { return };
                let moved = 1 + usize::from(by % 7);
                // Inside the live game's allocation (its tag alone is 8 bytes).
                self.games[index].handle.cast::<u8>().wrapping_add(moved)
            }
            ForeignKind::Cells if !cells_call => match cells_index {
                Some(at) => self.cells[at].handle.cast(),
                None => return,
            },
            ForeignKind::Game if cells_call => match index {
                Some(at) => self.games[at].handle.cast(),
                None => return,
            },
            // A live handle of the kind the call takes: not a foreign pointer.
            ForeignKind::Cells | ForeignKind::Game => return,
        };
        let before_object = *object;
        let before_game = index.map(|i| (self.snapshot(i), self.last_outcome(i)));
        let before_cells = cells_index.map(|i| self.cells_snapshot(i));
        let what = || format!("{call:?} on {kind:?}");
        let game = pointer.cast::<ResistanceGame>();
        let cells = pointer.cast::<ResistanceCellsGame>();
        // SAFETY (every call): the pointer is not NULL and points to at least 8
        // readable bytes that are not a live handle of the kind the call takes;
        // buffers of their lengths; writable outputs.
        unsafe {
            match call {
                ForeignCall::Query(query) => {
                    let status = match *query {
                        Query::Shared(q) => call_shared::<Recorded<Game>>(game, q, 5, 0).0,
                        Query::Typed(q, seat) => {
                            let seat = seat.number(5);
                            call_bytes(0, typed_size(q), |out| call_typed(game, q, seat, out)).0
                        }
                        Query::Text(q) => call_text(0, |o, l| call_own_text(game, q, 5, o, l)).0,
                    };
                    self.check(status, &invalid_handle(), &what);
                }
                ForeignCall::Apply(seat, bytes) => {
                    let call = CellsCall::Apply(*seat, bytes.clone());
                    self.foreign_of::<Recorded<Game>>(game, &call, &what);
                }
                ForeignCall::Typed(call) => {
                    let inputs = buffer(call.list());
                    let expected = match inputs.len() {
                        17.. => invalid_argument(&["lists at most 16 seats"]),
                        _ => invalid_handle(),
                    };
                    let status = send_typed(game, 0, call, [0; 3], &inputs);
                    self.check(status, &expected, &what);
                }
                ForeignCall::Clone => {
                    self.foreign_of::<Recorded<Game>>(game, &CellsCall::Clone, &what)
                }
                ForeignCall::Free => {
                    self.foreign_of::<Recorded<Game>>(game, &CellsCall::Free, &what)
                }
                ForeignCall::Cells(call) => {
                    self.foreign_of::<Recorded<CellsGame>>(cells, call, &what)
                }
            }
        }
        assert_eq!(*object, before_object, "a foreign object was written to");
        if let (Some(index), Some(before)) = (index, before_game) {
            let after = (self.snapshot(index), self.last_outcome(index));
            assert_eq!(after, before, "a call on a foreign pointer changed a game");
        }
        if let (Some(index), Some(before)) = (cells_index, before_cells) {
            let after = self.cells_snapshot(index);
            assert_eq!(
                after, before,
                "a call on a foreign pointer changed a Cells game"
            );
        }
    }

    /// A call both kinds have (named as the Cells one) on `handle`, which is no live
    /// handle of kind `G`: refused as `invalid_handle` (a text that is not UTF-8 first),
    /// and `_free` leaves it alone.
    ///
    /// # Safety
    ///
    /// `handle` points to at least 8 readable bytes.
    unsafe fn foreign_of<G: Kind>(
        &mut self,
        handle: *mut G::Handle,
        call: &CellsCall,
        what: &dyn Fn() -> String,
    ) {
        let players = G::MIN_PLAYERS;
        // SAFETY (every call): the caller's promise; buffers of their lengths.
        let status = unsafe {
            match call {
                CellsCall::Query(query) => call_shared::<G>(handle, *query, players, 0).0,
                CellsCall::Apply(seat, bytes) => {
                    let (input, seat) = (buffer(&bytes.0), seat.number(players));
                    let (status, _) = call_text(0, |o, l| {
                        (G::CALLS.apply_json)(handle, seat, input.as_ptr(), input.len(), o, l)
                    });
                    let expected =
                        text_of(&bytes.0, "command").map_or_else(|e| e, |_| invalid_handle());
                    return self.check(status, &expected, what);
                }
                CellsCall::Clone => {
                    call_value::<*mut G::Handle>(0, |out| (G::CALLS.clone)(handle, out)).0
                }
                CellsCall::Free => {
                    (G::CALLS.free)(handle);
                    return self.freed_foreign();
                }
            }
        };
        self.check(status, &invalid_handle(), what);
    }

    /// After a `_free` call on a pointer that is no live handle of its kind: left
    /// alone, and recorded as the last error.
    fn freed_foreign(&mut self) {
        let (status, code, message) = read_last_error();
        assert_eq!(status, ResistanceStatus::InvalidHandle, "{message}");
        assert_eq!(code, "invalid_handle");
        assert_eq!(
            message,
            "the argument `game` is not a live game made by this library"
        );
        self.last_error = (status, code, message);
    }

    // -----------------------------------------------------------------------------
    // The Cells variant
    // -----------------------------------------------------------------------------

    fn cells_query(&mut self, game: u8, query: SharedQuery, offset: u8) {
        let index = self.pick_cells(game);
        self.shared_query::<Recorded<CellsGame>>(index, query, usize::from(offset % 8));
    }

    /// After a call with one NULL pointer: refused as `null_pointer` naming it, no
    /// out-parameter written, the game (`index`, its snapshot before) unchanged.
    fn refused_null<G: Kind>(
        &mut self,
        status: ResistanceStatus,
        argument: &str,
        written: (usize, usize, usize),
        before: Option<(usize, String)>,
        what: &dyn Fn() -> String,
    ) {
        self.check(status, &null_pointer(argument), what);
        let sentinels = (SENTINEL_POINTER, SENTINEL_LEN, SENTINEL_POINTER);
        assert_eq!(
            written,
            sentinels,
            "{}: an out-parameter was written",
            what()
        );
        if let Some((index, before)) = before {
            let after = self.snapshot_of::<G>(index);
            assert_eq!(after, before, "{}: the game changed", what());
        }
    }

    /// One NULL pointer in a call both kinds have (the case named as for Cells).
    fn null_of<G: Kind>(&mut self, case: SharedNull) {
        let index = self.pick_of::<G>(0);
        let handle = self.handle_of::<G>(index);
        let config = buffer(G::NULL_CASE_CONFIG);
        let command = buffer(G::NULL_CASE_COMMAND);
        let what = || format!("{} {case:?}", G::NAME);
        let (mut out, mut out_len) = (SENTINEL_POINTER as *mut c_char, SENTINEL_LEN);
        let mut game_out = SENTINEL_POINTER as *mut G::Handle;
        let (o, l, g) = (&raw mut out, &raw mut out_len, &raw mut game_out);
        let needs_game = matches!(
            case,
            SharedNull::CloneOutGame
                | SharedNull::ApplyCommand(_)
                | SharedNull::ApplyOut
                | SharedNull::ApplyOutLen
                | SharedNull::Query(_, QueryArg::Out | QueryArg::OutLen)
        );
        if needs_game && index.is_none() {
            return;
        }
        let before = index.map(|i| self.snapshot_of::<G>(i));
        let snapshot = match index {
            Some(i) => buffer(encoded!(&G::entries(self)[i].native.record()).as_bytes()),
            None => buffer(b"{}"),
        };
        let null_game = ptr::null_mut::<G::Handle>();
        // SAFETY (every call): exactly one NULL pointer, everything else valid.
        let (status, argument) = unsafe {
            match case {
                SharedNull::NewConfig(len) => (
                    (G::CALLS.new_json)(ptr::null(), usize::from(len), g, o, l),
                    "config",
                ),
                SharedNull::NewOutGame => (
                    (G::CALLS.new_json)(config.as_ptr(), config.len(), ptr::null_mut(), o, l),
                    "out_game",
                ),
                SharedNull::NewOutOpening => (
                    (G::CALLS.new_json)(config.as_ptr(), config.len(), g, ptr::null_mut(), l),
                    "out_opening",
                ),
                SharedNull::NewOutOpeningLen => (
                    (G::CALLS.new_json)(config.as_ptr(), config.len(), g, o, ptr::null_mut()),
                    "out_opening_len",
                ),
                SharedNull::RestoreSnapshot(len) => (
                    (G::CALLS.restore_json)(ptr::null(), usize::from(len), g),
                    "snapshot",
                ),
                SharedNull::RestoreOutGame => (
                    (G::CALLS.restore_json)(snapshot.as_ptr(), snapshot.len(), ptr::null_mut()),
                    "out_game",
                ),
                SharedNull::CloneGame => ((G::CALLS.clone)(null_game, g), "game"),
                SharedNull::CloneOutGame => ((G::CALLS.clone)(handle, ptr::null_mut()), "out_game"),
                SharedNull::ApplyGame => (
                    (G::CALLS.apply_json)(null_game, 0, command.as_ptr(), command.len(), o, l),
                    "game",
                ),
                SharedNull::ApplyCommand(len) => (
                    (G::CALLS.apply_json)(handle, 0, ptr::null(), usize::from(len), o, l),
                    "command",
                ),
                SharedNull::ApplyOut => (
                    (G::CALLS.apply_json)(
                        handle,
                        0,
                        command.as_ptr(),
                        command.len(),
                        ptr::null_mut(),
                        l,
                    ),
                    "out_outcome",
                ),
                SharedNull::ApplyOutLen => (
                    (G::CALLS.apply_json)(
                        handle,
                        0,
                        command.as_ptr(),
                        command.len(),
                        o,
                        ptr::null_mut(),
                    ),
                    "out_outcome_len",
                ),
                SharedNull::Query(query, arg) => {
                    let (game, o, l, argument) = with_null(arg, handle, o, l);
                    let mut value = [SENTINEL_BYTE; 8];
                    let typed_out = if arg == QueryArg::Game {
                        value.as_mut_ptr()
                    } else {
                        ptr::null_mut()
                    };
                    let status = match query {
                        SharedQuery::View(_) => (G::CALLS.view_json)(game, 0, o, l),
                        SharedQuery::Choices(_) => (G::CALLS.choices_json)(game, 0, o, l),
                        SharedQuery::LegalCommands(_) => {
                            (G::CALLS.legal_commands_json)(game, 0, o, l)
                        }
                        SharedQuery::PublicView => (G::CALLS.public_view_json)(game, o, l),
                        SharedQuery::Snapshot => (G::CALLS.snapshot_json)(game, o, l),
                        SharedQuery::Result => (G::CALLS.result_json)(game, o, l),
                        SharedQuery::Config => (G::CALLS.seeded_config_json)(game, o, l),
                        SharedQuery::Awaiting => (G::CALLS.awaiting)(game, typed_out.cast()),
                        SharedQuery::IsOver => (G::CALLS.is_over)(game, typed_out.cast()),
                    };
                    assert!(
                        value.iter().all(|&b| b == SENTINEL_BYTE),
                        "written on failure"
                    );
                    let argument = match query {
                        SharedQuery::Awaiting | SharedQuery::IsOver if arg != QueryArg::Game => {
                            "out"
                        }
                        _ => argument,
                    };
                    (status, argument)
                }
                SharedNull::Free => {
                    (G::CALLS.free)(null_game);
                    assert_eq!(read_last_error(), self.last_error, "{}", what());
                    return;
                }
            }
        };
        let written = (out as usize, out_len, game_out as usize);
        self.refused_null::<G>(status, argument, written, index.zip(before), &what);
    }

    fn last_error_op(&mut self, clear: bool) {
        assert_eq!(read_last_error(), self.last_error);
        if clear {
            resistance_last_error_clear();
            self.last_error = (ResistanceStatus::Ok, String::new(), String::new());
            assert_eq!(read_last_error(), self.last_error);
        }
    }

    fn run(&mut self, op: &Op) {
        /// `$body` with `$g` the native game type of `$kind`.
        macro_rules! by_kind {
            ($kind:expr, $g:ident => $body:expr) => {
                match $kind {
                    GameKind::Base => {
                        type $g = Recorded<Game>;
                        $body
                    }
                    GameKind::Cells => {
                        type $g = Recorded<CellsGame>;
                        $body
                    }
                }
            };
        }
        match *op {
            Op::Legal {
                kind: GameKind::Base,
                game,
                pick,
                typed,
            } => self.legal(game, pick, typed),
            Op::Legal {
                kind: GameKind::Cells,
                game,
                pick,
                ..
            } => {
                if let Some((index, seat, _, text)) =
                    self.legal_move::<Recorded<CellsGame>>(game, pick)
                {
                    self.apply_json::<Recorded<CellsGame>>(Some(index), seat, text.as_bytes());
                }
            }
            Op::ApplyRaw {
                kind,
                game,
                seat,
                ref command,
            } => by_kind!(kind, G => self.apply_raw::<G>(game, seat, &command.0)),
            Op::ApplyEdited {
                kind,
                game,
                seat,
                pick,
                edit,
            } => {
                let leave = match kind {
                    GameKind::Base => r#"{"type":"leave"}"#,
                    GameKind::Cells => r#"{"type":"scoutDeck"}"#,
                };
                by_kind!(kind, G => self.apply_edited::<G>(game, seat, pick, edit, leave));
            }
            Op::Typed { game, ref call } => {
                let index = self.pick(game);
                self.typed(index, call);
            }
            Op::Query {
                game,
                query: AnyQuery::Base(query),
                offset,
            } => self.query(game, query, offset),
            Op::Query {
                game,
                query: AnyQuery::Cells(query),
                offset,
            } => self.cells_query(game, query, offset),
            Op::NewConfig(setup) => {
                self.new_json::<Recorded<Game>>(encoded!(&setup.config()).as_bytes())
            }
            Op::NewJson(kind, ref bytes) => by_kind!(kind, G => self.new_json::<G>(&bytes.0)),
            Op::CellsNew {
                valid,
                players,
                seed,
            } => {
                let (players, seed) = if valid {
                    (3 + players % 2, seed % (MAX_SEED + 1))
                } else {
                    (players, seed)
                };
                let text = format!(r#"{{"players":{players},"seed":{seed}}}"#);
                self.new_json::<Recorded<CellsGame>>(text.as_bytes());
            }
            Op::NewTyped { players, seed } => self.new_typed(players.number(), seed),
            Op::Restore(kind, ref bytes) => by_kind!(kind, G => self.restore::<G>(&bytes.0)),
            Op::RestoreEdited {
                kind,
                game,
                other,
                edit,
            } => {
                let text = match kind {
                    GameKind::Base => {
                        self.own_snapshot::<Recorded<Game>, Recorded<CellsGame>>(game, other)
                    }
                    GameKind::Cells => {
                        self.own_snapshot::<Recorded<CellsGame>, Recorded<Game>>(game, other)
                    }
                };
                if let Some(text) = text {
                    let bytes = edit.apply(text.as_bytes());
                    by_kind!(kind, G => self.restore::<G>(&bytes));
                }
            }
            Op::Clone { kind, game } => by_kind!(kind, G => self.clone_game::<G>(game)),
            Op::Free { kind, game } => by_kind!(kind, G => self.free_op::<G>(game)),
            Op::Null(ref case) => self.null(case),
            Op::Foreign {
                game,
                kind,
                ref call,
            } => self.foreign(game, kind, call),
            Op::LastError { clear } => self.last_error_op(clear),
        }
    }

    /// Bytes from any seat through game `game` of kind `G`'s `apply_json`.
    fn apply_raw<G: Kind>(&mut self, game: u8, seat: SeatArg, bytes: &[u8]) {
        let index = self.pick_of::<G>(game);
        let players = index.map_or(G::MIN_PLAYERS, |i| G::entries(self)[i].native.players());
        self.apply_json::<G>(index, seat.number(players), bytes);
    }

    /// The snapshot of game `game` of kind `G`, or of kind `O` when `other`.
    fn own_snapshot<G: Kind, O: Kind>(&mut self, game: u8, other: bool) -> Option<String> {
        if other {
            let index = self.pick_of::<O>(game)?;
            Some(self.snapshot_of::<O>(index))
        } else {
            let index = self.pick_of::<G>(game)?;
            Some(self.snapshot_of::<G>(index))
        }
    }

    /// Every game ends as its native game, and is freed.
    fn finish(mut self) {
        self.finish_kind::<Recorded<Game>>();
        self.finish_kind::<Recorded<CellsGame>>();
    }

    fn finish_kind<G: Kind>(&mut self) {
        for index in 0..G::entries(self).len() {
            let snapshot = self.snapshot_of::<G>(index);
            assert_eq!(snapshot, encoded!(&G::entries(self)[index].native.record()));
        }
        while let Some(last) = G::entries(self).len().checked_sub(1) {
            self.free::<G>(last);
        }
    }
}

/// The typed call that sends `command` for `seat`.
fn typed_call(seat: u32, command: Command) -> TypedCall {
    let seat_arg = SeatArg::Any(seat);
    let code = |card: PlotCard| CardArg::Any(u32::from(card.index()));
    let named = |s: Seat| SeatArg::Any(u32::from(s.0));
    let list = |l: &TeamList| Bytes(l.iter().map(|s| s.0).collect());
    match command {
        Command::ProposeTeam { team } => TypedCall::Propose(seat_arg, list(&team)),
        Command::Agenda(AgendaCommand::ChooseAgenda { names }) => {
            TypedCall::ChooseAgenda(seat_arg, list(&names))
        }
        Command::Vote { vote } => TypedCall::Vote(
            seat_arg,
            Num::Any(match vote {
                Vote::Approve => 0,
                Vote::Reject => 1,
            }),
        ),
        Command::PlayMission { card } => TypedCall::PlayMission(
            seat_arg,
            Num::Any(match card {
                MissionCard::Success => 0,
                MissionCard::Fail => 1,
            }),
        ),
        Command::Leave => TypedCall::Leave(seat_arg),
        Command::ClaimSeat => TypedCall::ClaimSeat(seat_arg),
        Command::Trapper(TrapperCommand::SetAside { member }) => {
            TypedCall::SetAside(seat_arg, named(member))
        }
        Command::Inquisitor(InquisitorCommand::Inspect { target }) => {
            TypedCall::Inspect(seat_arg, named(target))
        }
        Command::Assassin(AssassinCommand::Assassinate { target }) => {
            TypedCall::Assassinate(seat_arg, named(target))
        }
        Command::Agenda(AgendaCommand::RevealAgenda { owner }) => {
            TypedCall::RevealAgenda(seat_arg, named(owner))
        }
        Command::Plot(PlotCommand::GivePlotCard { card, to }) => {
            TypedCall::GivePlotCard(seat_arg, code(card), named(to))
        }
        Command::Plot(PlotCommand::UsePlotCard { action }) => {
            let target = action.target().map_or(SeatArg::Any(0), named);
            let take = match action {
                PlotAction::TakeResponsibility { take, .. } => code(take),
                _ => CardArg::Any(0),
            };
            TypedCall::UsePlotCard(seat_arg, code(action.card()), target, take)
        }
        Command::Plot(PlotCommand::DeclinePlotCard { card }) => {
            TypedCall::DeclinePlotCard(seat_arg, code(card))
        }
        other => panic!("no typed call for {other:?}: add it to the capi target"),
    }
}

/// The number arguments of `call` after the acting seat, in order (a vote, a card, a
/// named seat; a plot card's code, the seat it names, the card it takes), for a table
/// of `players`; 0 for the arguments it does not have.
fn typed_numbers(call: &TypedCall, players: u8) -> [u32; 3] {
    match *call {
        TypedCall::Vote(_, n) | TypedCall::PlayMission(_, n) => [n.number(), 0, 0],
        TypedCall::SetAside(_, s)
        | TypedCall::Inspect(_, s)
        | TypedCall::Assassinate(_, s)
        | TypedCall::RevealAgenda(_, s) => [s.number(players), 0, 0],
        TypedCall::GivePlotCard(_, card, to) => [card.number(), to.number(players), 0],
        TypedCall::UsePlotCard(_, card, target, take) => {
            [card.number(), target.number(players), take.number()]
        }
        TypedCall::DeclinePlotCard(_, card) => [card.number(), 0, 0],
        TypedCall::Propose(..)
        | TypedCall::ChooseAgenda(..)
        | TypedCall::Leave(_)
        | TypedCall::ClaimSeat(_) => [0; 3],
    }
}

/// Makes the typed call `call` for `seat`; `numbers` are its number arguments
/// ([`typed_numbers`]), `list` its seat buffer.
///
/// # Safety
///
/// `game` NULL, a live game, or 8 readable bytes.
unsafe fn send_typed(
    game: *mut ResistanceGame,
    seat: u32,
    call: &TypedCall,
    numbers: [u32; 3],
    list: &[u8],
) -> ResistanceStatus {
    let [number, second, third] = numbers;
    // SAFETY: the caller's promise; `list` is a buffer of its length.
    unsafe {
        match call {
            TypedCall::Propose(..) => {
                resistance_game_propose(game, seat, list.as_ptr(), list.len())
            }
            TypedCall::ChooseAgenda(..) => {
                resistance_game_choose_agenda(game, seat, list.as_ptr(), list.len())
            }
            TypedCall::Vote(..) => resistance_game_vote(game, seat, number),
            TypedCall::PlayMission(..) => resistance_game_play_mission(game, seat, number),
            TypedCall::Leave(..) => resistance_game_leave(game, seat),
            TypedCall::ClaimSeat(..) => resistance_game_claim_seat(game, seat),
            TypedCall::SetAside(..) => resistance_game_set_aside(game, seat, number),
            TypedCall::Inspect(..) => resistance_game_inspect(game, seat, number),
            TypedCall::Assassinate(..) => resistance_game_assassinate(game, seat, number),
            TypedCall::RevealAgenda(..) => resistance_game_reveal_agenda(game, seat, number),
            TypedCall::GivePlotCard(..) => {
                resistance_game_give_plot_card(game, seat, number, second)
            }
            TypedCall::UsePlotCard(..) => {
                resistance_game_use_plot_card(game, seat, number, second, third)
            }
            TypedCall::DeclinePlotCard(..) => resistance_game_decline_plot_card(game, seat, number),
        }
    }
}

fuzz_target!(|data: &[u8]| {
    let ops = decode(data);
    let mut run = Run::new();
    for op in &ops {
        run.run(op);
    }
    run.finish();
});
