//! The operations of the `capi` target (the C library driven from Rust): how fuzz
//! bytes decode into calls of `resistance-ffi`, and how the seed generator
//! (`examples/capi_seeds.rs`) encodes scripted calls into those bytes.
//!
//! An input is a list of [`Op`]s, each one tag byte then its fields. Over half the
//! tags (below [`LEGAL_TAGS`]) are [`Op::Legal`], one of the commands the library
//! lists as legal, so that games get deep (agendas, trapping, inquisitions,
//! assassinations) on few bytes; any other tag is followed by an [`Op`] as
//! `arbitrary` derives it: raw bytes through the JSON calls, typed calls with any
//! arguments, queries, new, restored, cloned and freed games, NULL pointers and
//! foreign handles, for either kind of handle ([`GameKind`]: the base game's
//! `resistance_game_*` or the Cells variant's `resistance_cells_*`).
//!
//! [`encode`] writes the bytes of a list of operations, for the seed generator: the
//! derived format (an enum is a `u32` picking its variant, then its fields), each
//! enum's variant found by decoding rather than counted by hand, each type's fields
//! taken from its one definition (`input!` derives both `Arbitrary` and [`Encode`]).

use crate::Setup;
use arbitrary::{Arbitrary, Result, Unstructured};

/// Defines an input type as written, deriving `Arbitrary` (how the target decodes
/// it) and [`Encode`] (how the seed generator writes the same value in that format),
/// so that the two cannot drift apart: an enum writes its variant ([`variant_of`]),
/// then its fields in order; a struct its fields in order.
macro_rules! input {
    (
        $(#[$meta:meta])*
        pub enum $name:ident {
            $(
                $(#[$vmeta:meta])*
                $variant:ident
                $(($($ty:ty),* $(,)?))?
                $({$($(#[$fmeta:meta])* $field:ident: $fty:ty),* $(,)?})?
            ),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Arbitrary)]
        pub enum $name {
            $(
                $(#[$vmeta])*
                $variant
                $(($($ty),*))?
                $({$($(#[$fmeta])* $field: $fty),*})?
            ),*
        }

        impl Encode for $name {
            fn encode(&self, out: &mut Vec<u8>) {
                variant_of(self, out);
                $(input!(@fields self, out, $variant $(($($ty),*))? $({$($field),*})?);)*
            }
        }
    };
    (
        $(#[$meta:meta])*
        pub struct $name:ident {
            $($(#[$fmeta:meta])* pub $field:ident: $fty:ty),* $(,)?
        }
    ) => {
        $(#[$meta])*
        #[derive(Arbitrary)]
        pub struct $name {
            $($(#[$fmeta])* pub $field: $fty),*
        }

        impl Encode for $name {
            fn encode(&self, out: &mut Vec<u8>) {
                $(self.$field.encode(out);)*
            }
        }
    };
    // The fields of one variant, when `value` is that variant (tuple variants by
    // arity: a macro cannot make up the names of their bindings otherwise).
    (@fields $value:expr, $out:ident, $variant:ident) => {};
    (@fields $value:expr, $out:ident, $variant:ident ($a:ty)) => {
        if let Self::$variant(a) = $value {
            a.encode($out);
        }
    };
    (@fields $value:expr, $out:ident, $variant:ident ($a:ty, $b:ty)) => {
        if let Self::$variant(a, b) = $value {
            (a.encode($out), b.encode($out));
        }
    };
    (@fields $value:expr, $out:ident, $variant:ident ($a:ty, $b:ty, $c:ty)) => {
        if let Self::$variant(a, b, c) = $value {
            (a.encode($out), b.encode($out), c.encode($out));
        }
    };
    (@fields $value:expr, $out:ident, $variant:ident ($a:ty, $b:ty, $c:ty, $d:ty)) => {
        if let Self::$variant(a, b, c, d) = $value {
            (a.encode($out), b.encode($out), c.encode($out), d.encode($out));
        }
    };
    (@fields $value:expr, $out:ident, $variant:ident {$($field:ident),*}) => {
        if let Self::$variant { $($field),* } = $value {
            $($field.encode($out);)*
        }
    };
}

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

input! {
    /// A seat argument (`uint32_t`): at the table, a small number (on or past the table)
    /// or any number at all.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum SeatArg {
        /// n % players.
        Table(u8),
        /// Exactly n: 0..=255, most of them past the table.
        Small(u8),
        /// Exactly n, usually past any table (above 255).
        Any(u32),
    }
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

input! {
    /// A number argument (a vote, a card, a language, a named seat): small (the valid
    /// values and just past them) or any.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Num {
        /// n % 4: the constants and one past them.
        Small(u8),
        /// Exactly n.
        Any(u32),
    }
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

input! {
    /// A plot card argument (`ResistancePlotCard`): one of the nine codes or just past
    /// them, or any number.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum CardArg {
        /// n % 10: the codes 0..=8 and 9.
        Code(u8),
        /// Exactly n.
        Any(u32),
    }
}

impl CardArg {
    /// The number passed.
    pub fn number(self) -> u32 {
        match self {
            CardArg::Code(n) => u32::from(n % 10),
            CardArg::Any(n) => n,
        }
    }
}

input! {
    /// A change to a valid text (a legal command, a snapshot) before it is sent.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
}

input! {
    /// An edit at a position (modulo the text's length plus one).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub struct Edit {
        /// Where.
        pub at: u16,
        /// What.
        pub kind: EditKind,
    }
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

input! {
    /// A typed command call with any arguments.
    #[derive(Clone, Debug, PartialEq, Eq)]
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
        /// `resistance_game_give_plot_card(seat, card, to)`.
        GivePlotCard(SeatArg, CardArg, SeatArg),
        /// `resistance_game_use_plot_card(seat, card, target, take)`.
        UsePlotCard(SeatArg, CardArg, SeatArg, CardArg),
        /// `resistance_game_decline_plot_card(seat, card)`.
        DeclinePlotCard(SeatArg, CardArg),
    }
}

impl TypedCall {
    /// The acting seat: every call's first argument.
    pub fn seat(&self) -> SeatArg {
        use TypedCall::*;
        match *self {
            Propose(seat, _) | ChooseAgenda(seat, _) | Leave(seat) | ClaimSeat(seat) => seat,
            Vote(seat, _) | PlayMission(seat, _) | DeclinePlotCard(seat, _) => seat,
            SetAside(seat, _) | Inspect(seat, _) | Assassinate(seat, _) => seat,
            RevealAgenda(seat, _) | GivePlotCard(seat, ..) | UsePlotCard(seat, ..) => seat,
        }
    }

    /// The seat list of `propose` and `choose_agenda` (none for the others).
    pub fn list(&self) -> &[u8] {
        match self {
            TypedCall::Propose(_, list) | TypedCall::ChooseAgenda(_, list) => &list.0,
            _ => &[],
        }
    }

    /// One call of each kind, every seat argument `seat`, every number `n`.
    pub fn each(seat: SeatArg, n: Num, card: CardArg) -> [TypedCall; 13] {
        let list = Bytes(vec![0, 1]);
        [
            TypedCall::Propose(seat, list.clone()),
            TypedCall::Vote(seat, n),
            TypedCall::PlayMission(seat, n),
            TypedCall::Leave(seat),
            TypedCall::ClaimSeat(seat),
            TypedCall::SetAside(seat, seat),
            TypedCall::Inspect(seat, seat),
            TypedCall::Assassinate(seat, seat),
            TypedCall::ChooseAgenda(seat, list),
            TypedCall::RevealAgenda(seat, seat),
            TypedCall::GivePlotCard(seat, card, seat),
            TypedCall::UsePlotCard(seat, card, seat, card),
            TypedCall::DeclinePlotCard(seat, card),
        ]
    }
}

input! {
    /// A query of the base game: one both kinds have, a typed one, or a text one.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum Query {
        /// A query both kinds have (`resistance_game_*` here).
        Shared(SharedQuery),
        /// A typed query, with the seat for those that take one (ignored by the others).
        Typed(TypedQuery, SeatArg),
        /// A text query only the base game has.
        Text(TextQuery),
    }
}

input! {
    /// A text query only the base game has.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TextQuery {
        /// `resistance_game_reveal_script_json(language)`.
        RevealScript(Num),
        /// `resistance_game_last_outcome_json`.
        LastOutcome,
        /// `resistance_game_bot_command_json(seat, kind, seed)`.
        BotCommand(SeatArg, Num, u64),
        /// `resistance_game_reveal_script_named_json(language, naming)`.
        RevealScriptNamed(Num, Num),
    }
}

input! {
    /// Which pointer of a JSON query is NULL.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum QueryArg {
        /// The game.
        Game,
        /// `out`.
        Out,
        /// `out_len`.
        OutLen,
    }
}

input! {
    /// A typed query only the base game has (`resistance_game_*`, writing one value to
    /// `out`); the typed queries both kinds have are [`SharedQuery::Awaiting`] and
    /// [`SharedQuery::IsOver`].
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum TypedQuery {
        /// `resistance_game_players`.
        Players,
        /// `resistance_game_round`.
        Round,
        /// `resistance_game_leader`.
        Leader,
        /// `resistance_game_phase`.
        Phase,
        /// `resistance_game_team_size`.
        TeamSize,
        /// `resistance_game_winner`.
        Winner,
        /// `resistance_game_end_reason`.
        EndReason,
        /// `resistance_game_choices(seat)`.
        Choices,
        /// `resistance_game_last_event_count`.
        LastEventCount,
        /// `resistance_game_plot_choices(seat)`.
        PlotChoices,
        /// `resistance_game_plot_table`.
        PlotTable,
        /// `resistance_game_plot_held(seat)`.
        PlotHeld,
        /// `resistance_game_double_agenda_from(seat)`.
        DoubleAgendaFrom,
    }
}

impl TypedQuery {
    /// Every typed query, in declaration order.
    pub const ALL: [TypedQuery; 13] = [
        TypedQuery::Players,
        TypedQuery::Round,
        TypedQuery::Leader,
        TypedQuery::Phase,
        TypedQuery::TeamSize,
        TypedQuery::Winner,
        TypedQuery::EndReason,
        TypedQuery::Choices,
        TypedQuery::LastEventCount,
        TypedQuery::PlotChoices,
        TypedQuery::PlotTable,
        TypedQuery::PlotHeld,
        TypedQuery::DoubleAgendaFrom,
    ];

    /// Whether the call takes a seat.
    pub fn takes_seat(self) -> bool {
        matches!(
            self,
            TypedQuery::Choices
                | TypedQuery::PlotChoices
                | TypedQuery::PlotHeld
                | TypedQuery::DoubleAgendaFrom
        )
    }
}

input! {
    /// One NULL pointer argument, every other argument valid; the `u16`s are the length
    /// passed beside a NULL buffer (which must not matter). The base game's own calls
    /// here; the calls both kinds have in [`SharedNull`].
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum NullCase {
        /// `resistance_game_new(.., NULL)`.
        NewOutGame,
        /// A text query with one NULL (its numbers do not matter: the pointers are
        /// checked first).
        TextQuery(TextQuery, QueryArg),
        /// `resistance_game_propose(.., NULL, len)`.
        ProposeTeam(u16),
        /// `resistance_game_choose_agenda(.., NULL, len)`.
        ChooseAgendaNames(u16),
        /// A typed command on a NULL game (its seat and numbers 0, 1, 0, a list of two
        /// seats).
        TypedCommandGame(TypedCall),
        /// A typed query with a NULL game (`true`) or a NULL `out` (`false`).
        TypedQuery(TypedQuery, bool),
        /// `resistance_last_error_code` with NULL `out` (0), `out_len` (1) or both.
        LastErrorCode(u8),
        /// `resistance_last_error_message` with NULL `out` (0), `out_len` (1) or both.
        LastErrorMessage(u8),
        /// `resistance_string_free(NULL)`: nothing happens.
        StringFree,
        /// A call both kinds have, with one NULL.
        Shared(GameKind, SharedNull),
    }
}

input! {
    /// A query both kinds have (`resistance_game_*` and `resistance_cells_*`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum SharedQuery {
        /// `_view_json`.
        View(SeatArg),
        /// `_public_view_json`.
        PublicView,
        /// `_choices_json`.
        Choices(SeatArg),
        /// `_legal_commands_json`.
        LegalCommands(SeatArg),
        /// `_snapshot_json`.
        Snapshot,
        /// `_result_json`.
        Result,
        /// `_seeded_config_json`.
        Config,
        /// `_awaiting` (typed).
        Awaiting,
        /// `_is_over` (typed).
        IsOver,
    }
}

impl SharedQuery {
    /// Every shared query, the seats at the table's first seats.
    pub const ALL: [SharedQuery; 9] = [
        SharedQuery::View(SeatArg::Table(0)),
        SharedQuery::PublicView,
        SharedQuery::Choices(SeatArg::Table(1)),
        SharedQuery::LegalCommands(SeatArg::Table(2)),
        SharedQuery::Snapshot,
        SharedQuery::Result,
        SharedQuery::Config,
        SharedQuery::Awaiting,
        SharedQuery::IsOver,
    ];
}

input! {
    /// One NULL pointer in a call both kinds have (`resistance_game_*` and
    /// `resistance_cells_*`), every other argument valid.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum SharedNull {
        /// `_new_json(NULL, len, ..)`.
        NewConfig(u16),
        /// `_new_json(.., NULL, .., ..)`.
        NewOutGame,
        /// `_new_json(.., .., NULL, ..)`.
        NewOutOpening,
        /// `_new_json(.., .., .., NULL)`.
        NewOutOpeningLen,
        /// `_restore_json(NULL, len, ..)`.
        RestoreSnapshot(u16),
        /// `_restore_json(.., NULL)`.
        RestoreOutGame,
        /// `_clone(NULL, ..)`.
        CloneGame,
        /// `_clone(.., NULL)`.
        CloneOutGame,
        /// `_apply_json(NULL, ..)`.
        ApplyGame,
        /// `_apply_json(.., NULL, len, ..)`.
        ApplyCommand(u16),
        /// `_apply_json(.., NULL, ..)` (out_outcome).
        ApplyOut,
        /// `_apply_json(.., NULL)` (out_outcome_len).
        ApplyOutLen,
        /// A query with one NULL (`out_len` is `out` for the typed ones).
        Query(SharedQuery, QueryArg),
        /// `_free(NULL)`: nothing happens.
        Free,
    }
}

input! {
    /// A call of the Cells variant, for foreign pointers.
    #[derive(Clone, Debug, PartialEq, Eq)]
    pub enum CellsCall {
        /// A query.
        Query(SharedQuery),
        /// `resistance_cells_apply_json` with these bytes.
        Apply(SeatArg, Bytes),
        /// `resistance_cells_clone`.
        Clone,
        /// `resistance_cells_free`: must leave the object alone.
        Free,
    }
}

input! {
    /// What a foreign game pointer points to.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
}

input! {
    /// What is done with a foreign pointer.
    #[derive(Clone, Debug, PartialEq, Eq)]
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
}

input! {
    /// Which kind of game an operation is for: the base game (`resistance_game_*`) or the
    /// Cells variant (`resistance_cells_*`).
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum GameKind {
        /// `resistance_game_*`.
        Base,
        /// `resistance_cells_*`.
        Cells,
    }
}

input! {
    /// A query of either kind of game.
    #[derive(Clone, Copy, Debug, PartialEq, Eq)]
    pub enum AnyQuery {
        /// A base game's query.
        Base(Query),
        /// A Cells game's query.
        Cells(SharedQuery),
    }
}

input! {
    /// One call (or a few) of the C library. `kind` says which kind of game, and `game`
    /// which of those games (modulo how many there are).
    #[derive(Clone, Debug)]
    pub enum Op {
        /// The `pick`-th (modulo their number) of the commands `_legal_commands_json`
        /// lists for every seat of the game (in seat order, leaving aside `leave`), sent
        /// through `_apply_json`, or through the typed call when `typed` (base games only:
        /// Cells has no typed calls).
        Legal {
            /// Which kind of game.
            kind: GameKind,
            /// Which game.
            game: u8,
            /// Which command.
            pick: u16,
            /// Through the typed call rather than JSON.
            typed: bool,
        },
        /// Bytes through `_apply_json`.
        ApplyRaw {
            /// Which kind of game.
            kind: GameKind,
            /// Which game.
            game: u8,
            /// The seat.
            seat: SeatArg,
            /// The command's bytes.
            command: Bytes,
        },
        /// A legal command's JSON, edited, from any seat.
        ApplyEdited {
            /// Which kind of game.
            kind: GameKind,
            /// Which game.
            game: u8,
            /// The seat.
            seat: SeatArg,
            /// Which legal command.
            pick: u16,
            /// The edit.
            edit: Edit,
        },
        /// A typed command with any arguments (base games).
        Typed {
            /// Which game.
            game: u8,
            /// The call.
            call: TypedCall,
        },
        /// A query (its kind says the game's); `offset` (modulo 8) misaligns the
        /// out-parameters.
        Query {
            /// Which game.
            game: u8,
            /// The query.
            query: AnyQuery,
            /// How far the out-parameters are moved off alignment.
            offset: u8,
        },
        /// `resistance_game_new_json` with a configuration decoded as a `Setup`,
        /// encoded by the core.
        NewConfig(Setup),
        /// `_new_json` with these bytes.
        NewJson(GameKind, Bytes),
        /// `resistance_game_new(players, seed)`.
        NewTyped {
            /// Players.
            players: Num,
            /// Seed.
            seed: u64,
        },
        /// `_restore_json` with these bytes.
        Restore(GameKind, Bytes),
        /// A game's own snapshot (or, when `other`, a snapshot of the other kind's game
        /// `game`), edited, through `_restore_json`.
        RestoreEdited {
            /// Which kind of game restores it.
            kind: GameKind,
            /// Which game.
            game: u8,
            /// A snapshot of the other kind of game.
            other: bool,
            /// The edit.
            edit: Edit,
        },
        /// `_clone`.
        Clone {
            /// Which kind of game.
            kind: GameKind,
            /// Which game.
            game: u8,
        },
        /// `_free`.
        Free {
            /// Which kind of game.
            kind: GameKind,
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
    }
}

/// The tag bytes below this one are an [`Op::Legal`] (over half of all tags, so that
/// games get deep): below [`CELLS_LEGAL`] a base game's, from it a Cells game's; an
/// odd tag sends through the typed call. Any other tag is followed by an [`Op`] in
/// `arbitrary`'s derived format.
pub const LEGAL_TAGS: u8 = 0x90;

/// The first tag of a Cells game's [`Op::Legal`].
pub const CELLS_LEGAL: u8 = 0x88;

/// Decodes one operation: a tag byte, then its fields.
fn op(u: &mut Unstructured<'_>) -> Result<Op> {
    let tag = u8::arbitrary(u)?;
    if tag >= LEGAL_TAGS {
        return Op::arbitrary(u);
    }
    Ok(Op::Legal {
        kind: if tag < CELLS_LEGAL {
            GameKind::Base
        } else {
            GameKind::Cells
        },
        game: u.arbitrary()?,
        pick: u.arbitrary()?,
        typed: tag & 1 == 1,
    })
}

/// Decodes a whole input: operations until the bytes run out (at most [`MAX_OPS`]).
pub fn decode(data: &[u8]) -> Vec<Op> {
    let mut u = Unstructured::new(data);
    let mut ops = Vec::new();
    while !u.is_empty() && ops.len() < MAX_OPS {
        match op(&mut u) {
            Ok(op) => ops.push(op),
            Err(_) => break,
        }
    }
    ops
}

// ---------------------------------------------------------------------------------
// Writing, for the seed generator
// ---------------------------------------------------------------------------------

/// Writes the bytes that decode to a value, in `arbitrary`'s derived format: integers
/// little-endian, a `bool` one byte, a struct its fields in order, an enum a `u32`
/// picking its variant, then the variant's fields.
pub trait Encode {
    /// Appends the bytes of `self` to `out`.
    fn encode(&self, out: &mut Vec<u8>);
}

/// Writes the `u32` that makes the derived decoder pick `value`'s variant. The
/// decoder picks variant `(n * count) >> 32`, so `i << 24` for `i` in `0..256` meets
/// every variant of an enum of at most 256; the first whose decoding (from zeros) has
/// `value`'s variant is it.
fn variant_of<T: for<'a> Arbitrary<'a>>(value: &T, out: &mut Vec<u8>) {
    let wanted = core::mem::discriminant(value);
    let selector = (0..256u32)
        .map(|i| (i << 24).to_le_bytes())
        .find(|selector| {
            let mut bytes = selector.to_vec();
            bytes.resize(64, 0);
            T::arbitrary(&mut Unstructured::new(&bytes))
                .is_ok_and(|v| core::mem::discriminant(&v) == wanted)
        })
        .expect("an enum of at most 256 variants");
    out.extend(selector);
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
        self.iter().for_each(|item| item.encode(out));
    }
}

impl Encode for Bytes {
    fn encode(&self, out: &mut Vec<u8>) {
        let len = u16::try_from(self.0.len()).expect("at most 65535 bytes");
        len.encode(out);
        out.extend(&self.0);
    }
}

impl Encode for Setup {
    fn encode(&self, _: &mut Vec<u8>) {
        unimplemented!("the seeds send configurations as JSON (Op::NewJson)")
    }
}

/// Writes one operation: an [`Op::Legal`] as its tag byte, then `game` and `pick`;
/// any other as the tag `0xFF`, then the operation in the derived format.
fn encode_op(op: &Op, out: &mut Vec<u8>) {
    match *op {
        Op::Legal {
            kind,
            game,
            pick,
            typed,
        } => {
            let first = match kind {
                GameKind::Base => 0,
                GameKind::Cells => CELLS_LEGAL,
            };
            out.push(first | u8::from(typed));
            game.encode(out);
            pick.encode(out);
        }
        _ => {
            out.push(0xFF);
            op.encode(out);
        }
    }
}

/// The bytes of a whole input.
pub fn encode(ops: &[Op]) -> Vec<u8> {
    let mut out = Vec::new();
    ops.iter().for_each(|op| encode_op(op, &mut out));
    out
}
