//! The operations of the `capi` target (the C library driven from Rust): how fuzz
//! bytes decode into calls of `resistance-ffi`, and how the seed generator
//! (`examples/capi_seeds.rs`) encodes scripted calls into those bytes.
//!
//! An input is a list of [`Op`]s, each one tag byte then its fields. Over half the
//! tags are [`Op::Legal`], one of the commands the library lists as legal, so that
//! games get deep (agendas, trapping, inquisitions, assassinations) on few bytes; the
//! rest are raw bytes through the JSON calls, typed calls with any arguments, queries,
//! new, restored, cloned and freed games, NULL pointers and foreign handles, and the
//! same for the Cells variant's handle (`resistance_cells_*`).
//!
//! The sub-structures derive `Arbitrary`; [`Encode`] writes the bytes the derived
//! decoders read (an enum is a `u32` picking its variant by `(n * count) >> 32`,
//! integers are little-endian, a `bool` is a byte's low bit, a `Vec` is each element
//! after a `1` byte, then a `0`).

use crate::Setup;
use arbitrary::{Arbitrary, Result, Unstructured};

/// The most operations one input runs.
pub const MAX_OPS: usize = 2_000;

/// How many games the target holds at once; a new game past this is checked and freed
/// at once.
pub const MAX_GAMES: usize = 6;

/// How many Cells games the target holds at once.
pub const MAX_CELLS_GAMES: usize = 3;

/// Bytes handed to a call as `(pointer, length)`: a `u16` length, then that many
/// bytes (or as many as are left). The target copies them into a buffer of exactly
/// that size, so a read past the end is caught by AddressSanitizer.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Bytes(pub Vec<u8>);

impl<'a> Arbitrary<'a> for Bytes {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let len = usize::from(u16::arbitrary(u)?).min(u.len());
        Ok(Bytes(u.bytes(len)?.to_vec()))
    }
}

/// A seat argument (`uint32_t`): at the table, a small number (on or past the table)
/// or any number at all.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum SeatArg {
    /// n % players.
    Table(u8),
    /// Exactly n: 0..=255, most of them past the table.
    Small(u8),
    /// Exactly n, usually past any table (above 255).
    Any(u32),
}

impl SeatArg {
    /// The number passed for a table of `players`.
    pub fn number(self, players: u8) -> u32 {
        match self {
            SeatArg::Table(n) => u32::from(n.checked_rem(players).unwrap_or(n)),
            SeatArg::Small(n) => u32::from(n),
            SeatArg::Any(n) => n,
        }
    }
}

/// A number argument (a vote, a card, a language, a named seat): small (the valid
/// values and just past them) or any.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Num {
    /// n % 4: the constants and one past them.
    Small(u8),
    /// Exactly n.
    Any(u32),
}

impl Num {
    /// The number passed.
    pub fn number(self) -> u32 {
        match self {
            Num::Small(n) => u32::from(n % 4),
            Num::Any(n) => n,
        }
    }
}

/// A change to a valid text (a legal command, a snapshot) before it is sent.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum EditKind {
    /// Cut the text at the position.
    Truncate,
    /// Remove the byte at the position.
    Delete,
    /// Insert this byte at the position (a NUL, a quote, a bit of UTF-8...).
    Insert(u8),
    /// Replace the byte at the position with this one.
    Replace(u8),
}

/// An edit at a position (modulo the text's length plus one).
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub struct Edit {
    /// Where.
    pub at: u16,
    /// What.
    pub kind: EditKind,
}

impl Edit {
    /// `text` edited.
    pub fn apply(self, text: &[u8]) -> Vec<u8> {
        let mut bytes = text.to_vec();
        let at = usize::from(self.at) % (bytes.len() + 1);
        match self.kind {
            EditKind::Truncate => bytes.truncate(at),
            EditKind::Delete => {
                if at < bytes.len() {
                    bytes.remove(at);
                }
            }
            EditKind::Insert(byte) => bytes.insert(at, byte),
            EditKind::Replace(byte) => match bytes.get_mut(at) {
                Some(place) => *place = byte,
                None => bytes.push(byte),
            },
        }
        bytes
    }
}

/// A typed command call with any arguments.
#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub enum TypedCall {
    /// `resistance_game_propose`: any seat numbers, any count (more than 16 refused).
    Propose(SeatArg, Bytes),
    /// `resistance_game_vote`.
    Vote(SeatArg, Num),
    /// `resistance_game_play_mission`.
    PlayMission(SeatArg, Num),
    /// `resistance_game_leave`.
    Leave(SeatArg),
    /// `resistance_game_claim_seat`.
    ClaimSeat(SeatArg),
    /// `resistance_game_set_aside`.
    SetAside(SeatArg, SeatArg),
    /// `resistance_game_inspect`.
    Inspect(SeatArg, SeatArg),
    /// `resistance_game_assassinate`.
    Assassinate(SeatArg, SeatArg),
    /// `resistance_game_choose_agenda`.
    ChooseAgenda(SeatArg, Bytes),
    /// `resistance_game_reveal_agenda`.
    RevealAgenda(SeatArg, SeatArg),
}

/// A query, JSON or typed.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum Query {
    /// `resistance_game_view_json`.
    View(SeatArg),
    /// `resistance_game_public_view_json`.
    PublicView,
    /// `resistance_game_choices_json`.
    Choices(SeatArg),
    /// `resistance_game_legal_commands_json`.
    LegalCommands(SeatArg),
    /// `resistance_game_snapshot_json`.
    Snapshot,
    /// `resistance_game_result_json`.
    Result,
    /// `resistance_game_config_json`.
    Config,
    /// `resistance_game_reveal_script_json`.
    RevealScript(Num),
    /// `resistance_game_last_outcome_json`.
    LastOutcome,
    /// `resistance_game_players`.
    Players,
    /// `resistance_game_round`.
    Round,
    /// `resistance_game_leader`.
    Leader,
    /// `resistance_game_phase`.
    Phase,
    /// `resistance_game_awaiting`.
    Awaiting,
    /// `resistance_game_team_size`.
    TeamSize,
    /// `resistance_game_is_over`.
    IsOver,
    /// `resistance_game_winner`.
    Winner,
    /// `resistance_game_end_reason`.
    EndReason,
    /// `resistance_game_choices` (typed).
    ChoicesTyped(SeatArg),
    /// `resistance_game_last_event_count`.
    LastEventCount,
}

/// A JSON query, for the NULL cases.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum JsonQuery {
    /// `resistance_game_view_json`.
    View,
    /// `resistance_game_public_view_json`.
    PublicView,
    /// `resistance_game_choices_json`.
    Choices,
    /// `resistance_game_legal_commands_json`.
    LegalCommands,
    /// `resistance_game_snapshot_json`.
    Snapshot,
    /// `resistance_game_result_json`.
    Result,
    /// `resistance_game_config_json`.
    Config,
    /// `resistance_game_reveal_script_json`.
    RevealScript,
    /// `resistance_game_last_outcome_json`.
    LastOutcome,
}

/// Which pointer of a JSON query is NULL.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum QueryArg {
    /// The game.
    Game,
    /// `out`.
    Out,
    /// `out_len`.
    OutLen,
}

/// A typed query, for the NULL cases.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypedQuery {
    /// `resistance_game_players`.
    Players,
    /// `resistance_game_round`.
    Round,
    /// `resistance_game_leader`.
    Leader,
    /// `resistance_game_phase`.
    Phase,
    /// `resistance_game_awaiting`.
    Awaiting,
    /// `resistance_game_team_size`.
    TeamSize,
    /// `resistance_game_is_over`.
    IsOver,
    /// `resistance_game_winner`.
    Winner,
    /// `resistance_game_end_reason`.
    EndReason,
    /// `resistance_game_choices`.
    Choices,
    /// `resistance_game_last_event_count`.
    LastEventCount,
}

/// A typed command that takes no buffer, for the NULL game cases.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum TypedCommand {
    /// `resistance_game_vote`.
    Vote,
    /// `resistance_game_play_mission`.
    PlayMission,
    /// `resistance_game_leave`.
    Leave,
    /// `resistance_game_claim_seat`.
    ClaimSeat,
    /// `resistance_game_set_aside`.
    SetAside,
    /// `resistance_game_inspect`.
    Inspect,
    /// `resistance_game_assassinate`.
    Assassinate,
    /// `resistance_game_reveal_agenda`.
    RevealAgenda,
}

/// One NULL pointer argument, every other argument valid; the `u16`s are the length
/// passed beside a NULL buffer (which must not matter).
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum NullCase {
    /// `resistance_game_new(.., NULL)`.
    NewOutGame,
    /// `resistance_game_new_json(NULL, len, ..)`.
    NewJsonConfig(u16),
    /// `resistance_game_new_json(.., NULL, .., ..)`.
    NewJsonOutGame,
    /// `resistance_game_new_json(.., .., NULL, ..)`.
    NewJsonOutOpening,
    /// `resistance_game_new_json(.., .., .., NULL)`.
    NewJsonOutOpeningLen,
    /// `resistance_game_restore_json(NULL, len, ..)`.
    RestoreSnapshot(u16),
    /// `resistance_game_restore_json(.., NULL)`.
    RestoreOutGame,
    /// `resistance_game_apply_json(NULL, ..)`.
    ApplyGame,
    /// `resistance_game_apply_json(.., NULL, len, ..)`.
    ApplyCommand(u16),
    /// `resistance_game_apply_json(.., NULL, ..)` (out_outcome).
    ApplyOut,
    /// `resistance_game_apply_json(.., NULL)` (out_outcome_len).
    ApplyOutLen,
    /// `resistance_game_clone(NULL, ..)`.
    CloneGame,
    /// `resistance_game_clone(.., NULL)`.
    CloneOutGame,
    /// A JSON query with one NULL.
    JsonQuery(JsonQuery, QueryArg),
    /// `resistance_game_propose(NULL, ..)`.
    ProposeGame,
    /// `resistance_game_propose(.., NULL, len)`.
    ProposeTeam(u16),
    /// `resistance_game_choose_agenda(NULL, ..)`.
    ChooseAgendaGame,
    /// `resistance_game_choose_agenda(.., NULL, len)`.
    ChooseAgendaNames(u16),
    /// A typed command on a NULL game.
    TypedCommandGame(TypedCommand),
    /// A typed query with a NULL game (`true`) or a NULL `out` (`false`).
    TypedQuery(TypedQuery, bool),
    /// `resistance_last_error_code` with NULL `out` (0), `out_len` (1) or both.
    LastErrorCode(u8),
    /// `resistance_last_error_message` with NULL `out` (0), `out_len` (1) or both.
    LastErrorMessage(u8),
    /// `resistance_game_free(NULL)`: nothing happens.
    GameFree,
    /// `resistance_string_free(NULL)`: nothing happens.
    StringFree,
    /// A Cells call with one NULL.
    Cells(CellsNull),
}

/// A query of a Cells game (`resistance_cells_*`).
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellsQuery {
    /// `resistance_cells_view_json`.
    View(SeatArg),
    /// `resistance_cells_public_view_json`.
    PublicView,
    /// `resistance_cells_choices_json`.
    Choices(SeatArg),
    /// `resistance_cells_legal_commands_json`.
    LegalCommands(SeatArg),
    /// `resistance_cells_snapshot_json`.
    Snapshot,
    /// `resistance_cells_result_json`.
    Result,
    /// `resistance_cells_config_json`.
    Config,
    /// `resistance_cells_awaiting` (typed).
    Awaiting,
    /// `resistance_cells_is_over` (typed).
    IsOver,
}

/// One NULL pointer in a Cells call, every other argument valid.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum CellsNull {
    /// `resistance_cells_new_json(NULL, len, ..)`.
    NewConfig(u16),
    /// `resistance_cells_new_json(.., NULL, .., ..)`.
    NewOutGame,
    /// `resistance_cells_new_json(.., .., NULL, ..)`.
    NewOutOpening,
    /// `resistance_cells_new_json(.., .., .., NULL)`.
    NewOutOpeningLen,
    /// `resistance_cells_restore_json(NULL, len, ..)`.
    RestoreSnapshot(u16),
    /// `resistance_cells_restore_json(.., NULL)`.
    RestoreOutGame,
    /// `resistance_cells_clone(NULL, ..)`.
    CloneGame,
    /// `resistance_cells_clone(.., NULL)`.
    CloneOutGame,
    /// `resistance_cells_apply_json(NULL, ..)`.
    ApplyGame,
    /// `resistance_cells_apply_json(.., NULL, len, ..)`.
    ApplyCommand(u16),
    /// `resistance_cells_apply_json(.., NULL, ..)` (out_outcome).
    ApplyOut,
    /// `resistance_cells_apply_json(.., NULL)` (out_outcome_len).
    ApplyOutLen,
    /// A query with one NULL (`out_len` is `out` for the typed ones).
    Query(CellsQuery, QueryArg),
    /// `resistance_cells_free(NULL)`: nothing happens.
    Free,
}

/// A call of the Cells variant, for foreign pointers.
#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub enum CellsCall {
    /// A query.
    Query(CellsQuery),
    /// `resistance_cells_apply_json` with these bytes.
    Apply(SeatArg, Bytes),
    /// `resistance_cells_clone`.
    Clone,
    /// `resistance_cells_free`: must leave the object alone.
    Free,
}

/// What a foreign game pointer points to.
#[derive(Arbitrary, Clone, Copy, Debug, PartialEq, Eq)]
pub enum ForeignKind {
    /// An aligned object of 32 bytes holding these numbers (never a live tag).
    Object([u64; 4]),
    /// A live game's pointer moved by 1 to 7 bytes: misaligned, inside the game.
    Misaligned(u8),
    /// A live Cells game, given to a base game's call (a handle of the other kind).
    Cells,
    /// A live base game, given to a Cells call.
    Game,
}

/// What is done with a foreign pointer.
#[derive(Arbitrary, Clone, Debug, PartialEq, Eq)]
pub enum ForeignCall {
    /// A query.
    Query(Query),
    /// `resistance_game_apply_json` with these bytes.
    Apply(SeatArg, Bytes),
    /// A typed command.
    Typed(TypedCall),
    /// `resistance_game_clone`.
    Clone,
    /// `resistance_game_free`: must leave the object alone.
    Free,
    /// A call of the Cells variant.
    Cells(CellsCall),
}

/// One call (or a few) of the C library.
#[derive(Clone, Debug)]
pub enum Op {
    /// The `pick`-th (modulo their number) of the commands `legal_commands_json`
    /// lists for every seat of game `game` (in seat order, leaving aside `leave`),
    /// sent through `apply_json`, or through the typed call when `typed`.
    Legal {
        /// Which game (modulo how many there are).
        game: u8,
        /// Which command.
        pick: u16,
        /// Through the typed call rather than JSON.
        typed: bool,
    },
    /// Bytes through `resistance_game_apply_json`.
    ApplyRaw {
        /// Which game.
        game: u8,
        /// The seat.
        seat: SeatArg,
        /// The command's bytes.
        command: Bytes,
    },
    /// A legal command's JSON, edited, from any seat.
    ApplyEdited {
        /// Which game.
        game: u8,
        /// The seat.
        seat: SeatArg,
        /// Which legal command.
        pick: u16,
        /// The edit.
        edit: Edit,
    },
    /// A typed command with any arguments.
    Typed {
        /// Which game.
        game: u8,
        /// The call.
        call: TypedCall,
    },
    /// A query; `offset` (modulo 8) misaligns the out-parameters.
    Query {
        /// Which game.
        game: u8,
        /// The query.
        query: Query,
        /// How far the out-parameters are moved off alignment.
        offset: u8,
    },
    /// `resistance_game_new_json` with a configuration decoded as a `Setup`,
    /// encoded by the core.
    NewConfig(Setup),
    /// `resistance_game_new_json` with these bytes.
    NewJson(Bytes),
    /// `resistance_game_new(players, seed)`.
    NewTyped {
        /// Players.
        players: Num,
        /// Seed.
        seed: u64,
    },
    /// `resistance_game_restore_json` with these bytes.
    Restore(Bytes),
    /// A game's own snapshot (or, when `other`, a Cells game's), edited, through
    /// `resistance_game_restore_json`.
    RestoreEdited {
        /// Which game.
        game: u8,
        /// A snapshot of the other kind of game.
        other: bool,
        /// The edit.
        edit: Edit,
    },
    /// `resistance_game_clone`.
    Clone {
        /// Which game.
        game: u8,
    },
    /// `resistance_game_free`.
    Free {
        /// Which game.
        game: u8,
    },
    /// A NULL pointer.
    Null(NullCase),
    /// A pointer that is not a live game.
    Foreign {
        /// Which game (for the misaligned pointer and for checking nothing changed).
        game: u8,
        /// What it points to.
        kind: ForeignKind,
        /// The call.
        call: ForeignCall,
    },
    /// Reads the last error (status, code, message); clears it when `clear`.
    LastError {
        /// Clear it afterwards.
        clear: bool,
    },
    /// `resistance_cells_new_json` with `{"players":..,"seed":..}`: 3 or 4 players and
    /// a seed in range when `valid`, the numbers as they are otherwise.
    CellsNew {
        /// Whether the numbers are brought into range.
        valid: bool,
        /// Players.
        players: u8,
        /// Seed.
        seed: u64,
    },
    /// `resistance_cells_new_json` with these bytes.
    CellsNewJson(Bytes),
    /// The `pick`-th command `resistance_cells_legal_commands_json` lists for every
    /// seat of Cells game `game`, sent through `resistance_cells_apply_json`.
    CellsLegal {
        /// Which Cells game.
        game: u8,
        /// Which command.
        pick: u16,
    },
    /// Bytes through `resistance_cells_apply_json`.
    CellsApplyRaw {
        /// Which Cells game.
        game: u8,
        /// The seat.
        seat: SeatArg,
        /// The command's bytes.
        command: Bytes,
    },
    /// A legal Cells command's JSON, edited, from any seat.
    CellsApplyEdited {
        /// Which Cells game.
        game: u8,
        /// The seat.
        seat: SeatArg,
        /// Which legal command.
        pick: u16,
        /// The edit.
        edit: Edit,
    },
    /// A query of a Cells game.
    CellsQuery {
        /// Which Cells game.
        game: u8,
        /// The query.
        query: CellsQuery,
        /// How far the out-parameters are moved off alignment.
        offset: u8,
    },
    /// `resistance_cells_restore_json` with these bytes.
    CellsRestore(Bytes),
    /// A Cells game's own snapshot (or, when `other`, a base game's), edited, through
    /// `resistance_cells_restore_json`.
    CellsRestoreEdited {
        /// Which Cells game.
        game: u8,
        /// A snapshot of the other kind of game.
        other: bool,
        /// The edit.
        edit: Edit,
    },
    /// `resistance_cells_clone`.
    CellsClone {
        /// Which Cells game.
        game: u8,
    },
    /// `resistance_cells_free`.
    CellsFree {
        /// Which Cells game.
        game: u8,
    },
}

/// The first tag of each kind of operation; [`Op::Legal`] takes tags 0 to 0x8F (an
/// odd tag sends through the typed call).
mod tag {
    pub const CELLS_LEGAL: u8 = 0x90;
    pub const APPLY_RAW: u8 = 0x98;
    pub const APPLY_EDITED: u8 = 0xA4;
    pub const TYPED: u8 = 0xAE;
    pub const QUERY: u8 = 0xB8;
    pub const NEW_CONFIG: u8 = 0xC2;
    pub const NEW_JSON: u8 = 0xC5;
    pub const NEW_TYPED: u8 = 0xC7;
    pub const RESTORE: u8 = 0xC9;
    pub const RESTORE_EDITED: u8 = 0xCB;
    pub const CLONE: u8 = 0xCF;
    pub const FREE: u8 = 0xD2;
    pub const NULL: u8 = 0xD4;
    pub const FOREIGN: u8 = 0xDB;
    pub const LAST_ERROR: u8 = 0xE0;
    pub const CELLS_NEW: u8 = 0xE4;
    pub const CELLS_NEW_JSON: u8 = 0xE6;
    pub const CELLS_APPLY_RAW: u8 = 0xE7;
    pub const CELLS_APPLY_EDITED: u8 = 0xEC;
    pub const CELLS_QUERY: u8 = 0xF0;
    pub const CELLS_RESTORE: u8 = 0xF6;
    pub const CELLS_RESTORE_EDITED: u8 = 0xF7;
    pub const CELLS_CLONE: u8 = 0xF9;
    pub const CELLS_FREE: u8 = 0xFB;
}

impl<'a> Arbitrary<'a> for Op {
    fn arbitrary(u: &mut Unstructured<'a>) -> Result<Self> {
        let tag: u8 = u.arbitrary()?;
        Ok(match tag {
            0..tag::CELLS_LEGAL => Op::Legal {
                game: u.arbitrary()?,
                pick: u.arbitrary()?,
                typed: tag & 1 == 1,
            },
            tag::CELLS_LEGAL..tag::APPLY_RAW => Op::CellsLegal {
                game: u.arbitrary()?,
                pick: u.arbitrary()?,
            },
            tag::APPLY_RAW..tag::APPLY_EDITED => Op::ApplyRaw {
                game: u.arbitrary()?,
                seat: u.arbitrary()?,
                command: u.arbitrary()?,
            },
            tag::APPLY_EDITED..tag::TYPED => Op::ApplyEdited {
                game: u.arbitrary()?,
                seat: u.arbitrary()?,
                pick: u.arbitrary()?,
                edit: u.arbitrary()?,
            },
            tag::TYPED..tag::QUERY => Op::Typed {
                game: u.arbitrary()?,
                call: u.arbitrary()?,
            },
            tag::QUERY..tag::NEW_CONFIG => Op::Query {
                game: u.arbitrary()?,
                query: u.arbitrary()?,
                offset: u.arbitrary()?,
            },
            tag::NEW_CONFIG..tag::NEW_JSON => Op::NewConfig(u.arbitrary()?),
            tag::NEW_JSON..tag::NEW_TYPED => Op::NewJson(u.arbitrary()?),
            tag::NEW_TYPED..tag::RESTORE => Op::NewTyped {
                players: u.arbitrary()?,
                seed: u.arbitrary()?,
            },
            tag::RESTORE..tag::RESTORE_EDITED => Op::Restore(u.arbitrary()?),
            tag::RESTORE_EDITED..tag::CLONE => Op::RestoreEdited {
                game: u.arbitrary()?,
                other: u.arbitrary()?,
                edit: u.arbitrary()?,
            },
            tag::CLONE..tag::FREE => Op::Clone {
                game: u.arbitrary()?,
            },
            tag::FREE..tag::NULL => Op::Free {
                game: u.arbitrary()?,
            },
            tag::NULL..tag::FOREIGN => Op::Null(u.arbitrary()?),
            tag::FOREIGN..tag::LAST_ERROR => Op::Foreign {
                game: u.arbitrary()?,
                kind: u.arbitrary()?,
                call: u.arbitrary()?,
            },
            tag::LAST_ERROR..tag::CELLS_NEW => Op::LastError {
                clear: u.arbitrary()?,
            },
            tag::CELLS_NEW..tag::CELLS_NEW_JSON => Op::CellsNew {
                valid: u.arbitrary()?,
                players: u.arbitrary()?,
                seed: u.arbitrary()?,
            },
            tag::CELLS_NEW_JSON..tag::CELLS_APPLY_RAW => Op::CellsNewJson(u.arbitrary()?),
            tag::CELLS_APPLY_RAW..tag::CELLS_APPLY_EDITED => Op::CellsApplyRaw {
                game: u.arbitrary()?,
                seat: u.arbitrary()?,
                command: u.arbitrary()?,
            },
            tag::CELLS_APPLY_EDITED..tag::CELLS_QUERY => Op::CellsApplyEdited {
                game: u.arbitrary()?,
                seat: u.arbitrary()?,
                pick: u.arbitrary()?,
                edit: u.arbitrary()?,
            },
            tag::CELLS_QUERY..tag::CELLS_RESTORE => Op::CellsQuery {
                game: u.arbitrary()?,
                query: u.arbitrary()?,
                offset: u.arbitrary()?,
            },
            tag::CELLS_RESTORE..tag::CELLS_RESTORE_EDITED => Op::CellsRestore(u.arbitrary()?),
            tag::CELLS_RESTORE_EDITED..tag::CELLS_CLONE => Op::CellsRestoreEdited {
                game: u.arbitrary()?,
                other: u.arbitrary()?,
                edit: u.arbitrary()?,
            },
            tag::CELLS_CLONE..tag::CELLS_FREE => Op::CellsClone {
                game: u.arbitrary()?,
            },
            tag::CELLS_FREE.. => Op::CellsFree {
                game: u.arbitrary()?,
            },
        })
    }
}

/// Decodes a whole input: operations until the bytes run out (at most [`MAX_OPS`]).
pub fn decode(data: &[u8]) -> Vec<Op> {
    let mut u = Unstructured::new(data);
    let mut ops = Vec::new();
    while !u.is_empty() && ops.len() < MAX_OPS {
        match Op::arbitrary(&mut u) {
            Ok(op) => ops.push(op),
            Err(_) => break,
        }
    }
    ops
}

// ---------------------------------------------------------------------------------
// Encoding, for the seed generator
// ---------------------------------------------------------------------------------

/// Writes the bytes that decode to a value.
pub trait Encode {
    /// Appends the bytes of `self` to `out`.
    fn encode(&self, out: &mut Vec<u8>);
}

/// The `u32` a derived decoder reads to pick variant `index` of `count`.
pub fn variant(index: u64, count: u64) -> [u8; 4] {
    let n = (index << 32).div_ceil(count).min(u64::from(u32::MAX));
    u32::try_from(n).expect("fits").to_le_bytes()
}

macro_rules! encode_ints {
    ($($ty:ty),*) => {$(
        impl Encode for $ty {
            fn encode(&self, out: &mut Vec<u8>) {
                out.extend(self.to_le_bytes());
            }
        }
    )*};
}
encode_ints!(u8, u16, u32, u64);

impl Encode for bool {
    fn encode(&self, out: &mut Vec<u8>) {
        out.push(u8::from(*self));
    }
}

impl<T: Encode, const N: usize> Encode for [T; N] {
    fn encode(&self, out: &mut Vec<u8>) {
        for item in self {
            item.encode(out);
        }
    }
}

impl Encode for Bytes {
    fn encode(&self, out: &mut Vec<u8>) {
        u16::try_from(self.0.len())
            .expect("at most 65535 bytes")
            .encode(out);
        out.extend(&self.0);
    }
}

/// Encodes an enum variant: its selector, then its fields.
macro_rules! fields {
    ($out:ident, $index:expr, $count:expr $(, $field:expr)*) => {{
        $out.extend(variant($index, $count));
        $( Encode::encode($field, $out); )*
    }};
}

impl Encode for SeatArg {
    fn encode(&self, out: &mut Vec<u8>) {
        match self {
            SeatArg::Table(n) => fields!(out, 0, 3, n),
            SeatArg::Small(n) => fields!(out, 1, 3, n),
            SeatArg::Any(n) => fields!(out, 2, 3, n),
        }
    }
}

impl Encode for Num {
    fn encode(&self, out: &mut Vec<u8>) {
        match self {
            Num::Small(n) => fields!(out, 0, 2, n),
            Num::Any(n) => fields!(out, 1, 2, n),
        }
    }
}

impl Encode for Edit {
    fn encode(&self, out: &mut Vec<u8>) {
        self.at.encode(out);
        match &self.kind {
            EditKind::Truncate => fields!(out, 0, 4),
            EditKind::Delete => fields!(out, 1, 4),
            EditKind::Insert(byte) => fields!(out, 2, 4, byte),
            EditKind::Replace(byte) => fields!(out, 3, 4, byte),
        }
    }
}

impl Encode for TypedCall {
    fn encode(&self, out: &mut Vec<u8>) {
        const N: u64 = 10;
        match self {
            TypedCall::Propose(seat, team) => fields!(out, 0, N, seat, team),
            TypedCall::Vote(seat, vote) => fields!(out, 1, N, seat, vote),
            TypedCall::PlayMission(seat, card) => fields!(out, 2, N, seat, card),
            TypedCall::Leave(seat) => fields!(out, 3, N, seat),
            TypedCall::ClaimSeat(seat) => fields!(out, 4, N, seat),
            TypedCall::SetAside(seat, member) => fields!(out, 5, N, seat, member),
            TypedCall::Inspect(seat, target) => fields!(out, 6, N, seat, target),
            TypedCall::Assassinate(seat, target) => fields!(out, 7, N, seat, target),
            TypedCall::ChooseAgenda(seat, names) => fields!(out, 8, N, seat, names),
            TypedCall::RevealAgenda(seat, owner) => fields!(out, 9, N, seat, owner),
        }
    }
}

impl Encode for Query {
    fn encode(&self, out: &mut Vec<u8>) {
        const N: u64 = 20;
        match self {
            Query::View(seat) => fields!(out, 0, N, seat),
            Query::PublicView => fields!(out, 1, N),
            Query::Choices(seat) => fields!(out, 2, N, seat),
            Query::LegalCommands(seat) => fields!(out, 3, N, seat),
            Query::Snapshot => fields!(out, 4, N),
            Query::Result => fields!(out, 5, N),
            Query::Config => fields!(out, 6, N),
            Query::RevealScript(language) => fields!(out, 7, N, language),
            Query::LastOutcome => fields!(out, 8, N),
            Query::Players => fields!(out, 9, N),
            Query::Round => fields!(out, 10, N),
            Query::Leader => fields!(out, 11, N),
            Query::Phase => fields!(out, 12, N),
            Query::Awaiting => fields!(out, 13, N),
            Query::TeamSize => fields!(out, 14, N),
            Query::IsOver => fields!(out, 15, N),
            Query::Winner => fields!(out, 16, N),
            Query::EndReason => fields!(out, 17, N),
            Query::ChoicesTyped(seat) => fields!(out, 18, N, seat),
            Query::LastEventCount => fields!(out, 19, N),
        }
    }
}

impl Encode for CellsQuery {
    fn encode(&self, out: &mut Vec<u8>) {
        const N: u64 = 9;
        match self {
            CellsQuery::View(seat) => fields!(out, 0, N, seat),
            CellsQuery::PublicView => fields!(out, 1, N),
            CellsQuery::Choices(seat) => fields!(out, 2, N, seat),
            CellsQuery::LegalCommands(seat) => fields!(out, 3, N, seat),
            CellsQuery::Snapshot => fields!(out, 4, N),
            CellsQuery::Result => fields!(out, 5, N),
            CellsQuery::Config => fields!(out, 6, N),
            CellsQuery::Awaiting => fields!(out, 7, N),
            CellsQuery::IsOver => fields!(out, 8, N),
        }
    }
}

impl Encode for CellsNull {
    fn encode(&self, out: &mut Vec<u8>) {
        const N: u64 = 14;
        match self {
            CellsNull::NewConfig(len) => fields!(out, 0, N, len),
            CellsNull::NewOutGame => fields!(out, 1, N),
            CellsNull::NewOutOpening => fields!(out, 2, N),
            CellsNull::NewOutOpeningLen => fields!(out, 3, N),
            CellsNull::RestoreSnapshot(len) => fields!(out, 4, N, len),
            CellsNull::RestoreOutGame => fields!(out, 5, N),
            CellsNull::CloneGame => fields!(out, 6, N),
            CellsNull::CloneOutGame => fields!(out, 7, N),
            CellsNull::ApplyGame => fields!(out, 8, N),
            CellsNull::ApplyCommand(len) => fields!(out, 9, N, len),
            CellsNull::ApplyOut => fields!(out, 10, N),
            CellsNull::ApplyOutLen => fields!(out, 11, N),
            CellsNull::Query(query, arg) => {
                fields!(out, 12, N, query);
                out.extend(variant(*arg as u64, 3));
            }
            CellsNull::Free => fields!(out, 13, N),
        }
    }
}

impl Encode for CellsCall {
    fn encode(&self, out: &mut Vec<u8>) {
        const N: u64 = 4;
        match self {
            CellsCall::Query(query) => fields!(out, 0, N, query),
            CellsCall::Apply(seat, bytes) => fields!(out, 1, N, seat, bytes),
            CellsCall::Clone => fields!(out, 2, N),
            CellsCall::Free => fields!(out, 3, N),
        }
    }
}

impl Encode for NullCase {
    fn encode(&self, out: &mut Vec<u8>) {
        const N: u64 = 25;
        let simple = |index: u64, out: &mut Vec<u8>| out.extend(variant(index, N));
        match self {
            NullCase::NewOutGame => simple(0, out),
            NullCase::NewJsonConfig(len) => fields!(out, 1, N, len),
            NullCase::NewJsonOutGame => simple(2, out),
            NullCase::NewJsonOutOpening => simple(3, out),
            NullCase::NewJsonOutOpeningLen => simple(4, out),
            NullCase::RestoreSnapshot(len) => fields!(out, 5, N, len),
            NullCase::RestoreOutGame => simple(6, out),
            NullCase::ApplyGame => simple(7, out),
            NullCase::ApplyCommand(len) => fields!(out, 8, N, len),
            NullCase::ApplyOut => simple(9, out),
            NullCase::ApplyOutLen => simple(10, out),
            NullCase::CloneGame => simple(11, out),
            NullCase::CloneOutGame => simple(12, out),
            NullCase::JsonQuery(query, arg) => {
                simple(13, out);
                out.extend(variant(*query as u64, 9));
                out.extend(variant(*arg as u64, 3));
            }
            NullCase::ProposeGame => simple(14, out),
            NullCase::ProposeTeam(len) => fields!(out, 15, N, len),
            NullCase::ChooseAgendaGame => simple(16, out),
            NullCase::ChooseAgendaNames(len) => fields!(out, 17, N, len),
            NullCase::TypedCommandGame(command) => {
                simple(18, out);
                out.extend(variant(*command as u64, 8));
            }
            NullCase::TypedQuery(query, game) => {
                simple(19, out);
                out.extend(variant(*query as u64, 11));
                game.encode(out);
            }
            NullCase::LastErrorCode(which) => fields!(out, 20, N, which),
            NullCase::LastErrorMessage(which) => fields!(out, 21, N, which),
            NullCase::GameFree => simple(22, out),
            NullCase::StringFree => simple(23, out),
            NullCase::Cells(case) => fields!(out, 24, N, case),
        }
    }
}

impl Encode for ForeignKind {
    fn encode(&self, out: &mut Vec<u8>) {
        match self {
            ForeignKind::Object(words) => fields!(out, 0, 4, words),
            ForeignKind::Misaligned(by) => fields!(out, 1, 4, by),
            ForeignKind::Cells => fields!(out, 2, 4),
            ForeignKind::Game => fields!(out, 3, 4),
        }
    }
}

impl Encode for ForeignCall {
    fn encode(&self, out: &mut Vec<u8>) {
        const N: u64 = 6;
        match self {
            ForeignCall::Query(query) => fields!(out, 0, N, query),
            ForeignCall::Apply(seat, bytes) => fields!(out, 1, N, seat, bytes),
            ForeignCall::Typed(call) => fields!(out, 2, N, call),
            ForeignCall::Clone => fields!(out, 3, N),
            ForeignCall::Free => fields!(out, 4, N),
            ForeignCall::Cells(call) => fields!(out, 5, N, call),
        }
    }
}

impl Encode for Op {
    fn encode(&self, out: &mut Vec<u8>) {
        match self {
            Op::Legal { game, pick, typed } => {
                out.push(u8::from(*typed));
                game.encode(out);
                pick.encode(out);
            }
            Op::ApplyRaw {
                game,
                seat,
                command,
            } => {
                out.push(tag::APPLY_RAW);
                game.encode(out);
                seat.encode(out);
                command.encode(out);
            }
            Op::ApplyEdited {
                game,
                seat,
                pick,
                edit,
            } => {
                out.push(tag::APPLY_EDITED);
                game.encode(out);
                seat.encode(out);
                pick.encode(out);
                edit.encode(out);
            }
            Op::Typed { game, call } => {
                out.push(tag::TYPED);
                game.encode(out);
                call.encode(out);
            }
            Op::Query {
                game,
                query,
                offset,
            } => {
                out.push(tag::QUERY);
                game.encode(out);
                query.encode(out);
                offset.encode(out);
            }
            Op::NewConfig(_) => panic!("the seeds send configurations as JSON (NewJson)"),
            Op::NewJson(bytes) => {
                out.push(tag::NEW_JSON);
                bytes.encode(out);
            }
            Op::NewTyped { players, seed } => {
                out.push(tag::NEW_TYPED);
                players.encode(out);
                seed.encode(out);
            }
            Op::Restore(bytes) => {
                out.push(tag::RESTORE);
                bytes.encode(out);
            }
            Op::RestoreEdited { game, other, edit } => {
                out.push(tag::RESTORE_EDITED);
                game.encode(out);
                other.encode(out);
                edit.encode(out);
            }
            Op::Clone { game } => {
                out.push(tag::CLONE);
                game.encode(out);
            }
            Op::Free { game } => {
                out.push(tag::FREE);
                game.encode(out);
            }
            Op::Null(case) => {
                out.push(tag::NULL);
                case.encode(out);
            }
            Op::Foreign { game, kind, call } => {
                out.push(tag::FOREIGN);
                game.encode(out);
                kind.encode(out);
                call.encode(out);
            }
            Op::LastError { clear } => {
                out.push(tag::LAST_ERROR);
                clear.encode(out);
            }
            Op::CellsNew {
                valid,
                players,
                seed,
            } => {
                out.push(tag::CELLS_NEW);
                valid.encode(out);
                players.encode(out);
                seed.encode(out);
            }
            Op::CellsNewJson(bytes) => {
                out.push(tag::CELLS_NEW_JSON);
                bytes.encode(out);
            }
            Op::CellsLegal { game, pick } => {
                out.push(tag::CELLS_LEGAL);
                game.encode(out);
                pick.encode(out);
            }
            Op::CellsApplyRaw {
                game,
                seat,
                command,
            } => {
                out.push(tag::CELLS_APPLY_RAW);
                game.encode(out);
                seat.encode(out);
                command.encode(out);
            }
            Op::CellsApplyEdited {
                game,
                seat,
                pick,
                edit,
            } => {
                out.push(tag::CELLS_APPLY_EDITED);
                game.encode(out);
                seat.encode(out);
                pick.encode(out);
                edit.encode(out);
            }
            Op::CellsQuery {
                game,
                query,
                offset,
            } => {
                out.push(tag::CELLS_QUERY);
                game.encode(out);
                query.encode(out);
                offset.encode(out);
            }
            Op::CellsRestore(bytes) => {
                out.push(tag::CELLS_RESTORE);
                bytes.encode(out);
            }
            Op::CellsRestoreEdited { game, other, edit } => {
                out.push(tag::CELLS_RESTORE_EDITED);
                game.encode(out);
                other.encode(out);
                edit.encode(out);
            }
            Op::CellsClone { game } => {
                out.push(tag::CELLS_CLONE);
                game.encode(out);
            }
            Op::CellsFree { game } => {
                out.push(tag::CELLS_FREE);
                game.encode(out);
            }
        }
    }
}

/// The bytes of a whole input.
pub fn encode(ops: &[Op]) -> Vec<u8> {
    let mut out = Vec::new();
    for op in ops {
        op.encode(&mut out);
    }
    out
}
