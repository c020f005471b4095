//! The Cells variant (3 or 4 players, a cell of three characters each, played from
//! memory) through C: a handle of its own, `ResistanceCellsGame`, and JSON calls in
//! the Cells wire format, with the same contract as the base game's calls (panic
//! boundary, status, out-parameters written only on success, the last error).
//! Every call is the base game's, defined by the macros of `table.rs`; what is
//! Cells' own is the handle's tag and the docs. There is no typed command path:
//! Cells is played by people one command at a time, so JSON is fast enough;
//! `awaiting`, `is_over` and `last_event_count` are typed for game loops.

use crate::handle::{Handle, Served};
use core::marker::PhantomData;
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
    fn record(&self) -> resistance_core::record::RecordOf<Self> {
        Recorded::record(self)
    }
}

impl Handle for ResistanceCellsGame {
    type Game = Recorded<CellsGame>;
    // Another number than the base game's, so that neither kind passes for the other.
    const TAG: u64 = 0x3C_E115_0DE5_A1C0;
}

crate::table::game_calls! {
    ResistanceCellsGame;
    new_json {
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
        resistance_cells_new_json
    }

    restore_json {
        /// As `resistance_game_restore_json`, for a Cells game: the game of a JSON record
        /// (`resistance_cells_record_json`), replayed through the rules, refused with the
        /// same statuses and codes. `resistance_cells_replay_json` is the same call.
        resistance_cells_restore_json
    }

    clone {
        /// A copy of `game`, independent from then on; the caller owns it.
        resistance_cells_clone
    }

    free {
        /// Frees `game`. NULL is ignored; a pointer that is not a live Cells game is left
        /// alone and recorded as the thread's last error
        /// (`RESISTANCE_STATUS_INVALID_HANDLE`). Using or freeing a game after it was
        /// freed is undefined behaviour.
        resistance_cells_free
    }

    apply_json {
        /// As `resistance_game_apply_json`, for a Cells game: `seat` sends the JSON
        /// command at `command` (such as `{"type":"scoutDeck"}`), and `*out_outcome` is
        /// the events it caused, each for its audience alone (also kept for
        /// `resistance_cells_last_outcome_json`).
        resistance_cells_apply_json
    }

    last_outcome_json {
        /// As `resistance_game_last_outcome_json`, for a Cells game: what
        /// `resistance_cells_apply_json` last handed over.
        resistance_cells_last_outcome_json
    }

    opening_json {
        /// The opening events of `game`, as `resistance_cells_new_json` handed them over:
        /// a JSON array of envelopes (the start for everyone, then each seat's one look at
        /// its hand, for that seat alone); deliver each only to its audience. The same
        /// whatever has been played since. Clones carry them over; for a game replayed
        /// from a record the answer is `null` (`resistance_cells_seat_replay_json` gives
        /// each seat its whole story).
        ///
        /// They are made again from the configuration on each call (the setup is a pure
        /// function of it), so keeping them costs a game nothing.
        resistance_cells_opening_json
    }

    view_json {
        /// Everything `seat` may know now: the public table, its memory of its cell and of
        /// what it scouted, and the mission cards it holds. Give it to that seat only.
        /// `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
        resistance_cells_view_json
    }

    public_view_json {
        /// Everything a spectator may know now (and, once the game is over, every cell).
        resistance_cells_public_view_json
    }

    choices_json {
        /// What `seat` may do now, in compact form. For that seat alone.
        /// `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
        resistance_cells_choices_json
    }

    legal_commands_json {
        /// Every command `seat` may send now, as a JSON array of commands. For that seat
        /// alone. `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
        resistance_cells_legal_commands_json
    }

    snapshot_json {
        /// The same as `resistance_cells_record_json`: the game's record, which holds every
        /// secret (keep it on the host while the game is on).
        resistance_cells_snapshot_json
    }

    result_json {
        /// How the game ended, `{"winner":"spy","winners":[2]}`, or `null` while it goes
        /// on.
        resistance_cells_result_json
    }

    seeded_config_json {
        /// The configuration the game was made from, as JSON, **seed included**: the seed
        /// deals every cell and orders the deck, so this is for the host alone (`resistance_cells_player_config_json`
        /// is what players may see).
        resistance_cells_seeded_config_json
    }

    player_config_json {
        /// As `resistance_game_player_config_json`, for a Cells game: the configuration
        /// without its seed, safe to hand to players.
        resistance_cells_player_config_json
    }

    record_json {
        /// As `resistance_game_record_json`, for a Cells game: its record, to replay with
        /// `resistance_cells_replay_json`. **It holds every secret**: keep it on the host
        /// while the game is on. `resistance_cells_snapshot_json` is the same call.
        resistance_cells_record_json
    }

    replay_json {
        /// The same as `resistance_cells_restore_json`: the game of a JSON record.
        resistance_cells_replay_json
    }

    seat_replay_json {
        /// As `resistance_game_seat_replay_json`, for a Cells game: what `seat` received
        /// in the game of a JSON record, step by step. For that seat alone.
        resistance_cells_seat_replay_json
    }

    spectator_replay_json {
        /// The game of a JSON record as a spectator saw it, as JSON:
        /// `{"version":2,"game":"cells","steps":[{"events":[...],"view":{...}}, ...]}` with
        /// the public events and the public view of each step. It holds no seed and no
        /// hidden command: safe to publish during the game.
        resistance_cells_spectator_replay_json
    }

    awaiting {
        /// The seats the game waits for, as a bit mask (bit `i` is seat `i`); 0 once it
        /// is over. Every step of a Cells game is public, so players may see it too.
        resistance_cells_awaiting
    }

    is_over {
        /// Whether the game has ended.
        resistance_cells_is_over
    }

    last_event_count {
        /// How many events the last command this game accepted caused (0 before the
        /// first); `resistance_cells_last_outcome_json` gives them.
        resistance_cells_last_event_count
    }
}
