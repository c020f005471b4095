//! JSON calls: everything the engine offers, in the core's JSON wire format
//! (`docs/wire-format.md`), byte for byte what `resistance_core::json` produces.

use crate::{
    boundary::{OUT, free_text, guard_void, hand_over_text},
    handle::ResistanceGame,
    status::{Failure, ResistanceStatus},
    table::{encoded, existing_seat, query_json},
};
use core::ffi::c_char;
use resistance_core::{
    json, script::Language, script::Naming, script::names, script::narrated_script_named,
};

crate::table::game_calls! {
    ResistanceGame;
    new_json {
        /// A new game from a JSON configuration, such as
        /// `{"players":7,"leavePolicy":"substitute"}`; the `config_len` bytes at
        /// `config` need no NUL terminator, and at most 65,536 are read.
        ///
        /// Leave `"seed"` out for a real game: the library then draws it from the
        /// operating system's secure source. The seed decides every role and every
        /// shuffle, so anyone who knows or can guess it (a constant, a clock, a
        /// counter) knows the deal. Give a seed only to deal a game again, and keep it
        /// from the players until the game is over (`resistance_game_player_config_json`
        /// leaves it out).
        ///
        /// On success `*out_game` is a new game the caller owns (free it with
        /// `resistance_game_free`) and `*out_opening` / `*out_opening_len` the opening
        /// events as a JSON array of envelopes (each seat's role addressed to that seat
        /// alone, then round 1); free it with `resistance_string_free`.
        ///
        /// `RESISTANCE_STATUS_INVALID_UTF8`, `RESISTANCE_STATUS_INVALID_JSON` (code
        /// `invalid_json`, also for a configuration over 65,536 bytes) or
        /// `RESISTANCE_STATUS_INVALID_CONFIG` (codes `player_count`, `seed_too_large`,
        /// ..., and `seed_unavailable` when no seed is given and the operating system
        /// has none to give).
        resistance_game_new_json
    }

    restore_json {
        /// The game of a JSON record (`resistance_game_record_json`; `resistance_game_snapshot_json`
        /// is the same), replayed through the rules: it equals the recorded game and
        /// continues exactly as that one would. On success `*out_game` is a new game the
        /// caller owns. `resistance_game_replay_json` is the same call. At most
        /// 1,048,576 bytes are read (the longest game the rules allow writes about
        /// 20,000).
        ///
        /// `RESISTANCE_STATUS_INVALID_UTF8`, `RESISTANCE_STATUS_INVALID_JSON`, or
        /// `RESISTANCE_STATUS_SNAPSHOT_REFUSED` (codes `unsupported_snapshot_version`,
        /// `record_of_another_game`, `snapshot_config_invalid`, `record_command_refused`
        /// with the refused command's index and the engine's reason in the message).
        resistance_game_restore_json
    }
}

crate::table::game_calls! {
    ResistanceGame;
    apply_json {
        /// `seat` sends the JSON command at `command` (such as
        /// `{"type":"vote","vote":"approve"}`; `command_len` bytes, no NUL needed, at
        /// most 16,384 read). On
        /// success `*out_outcome` is the events it caused, `{"events":[...]}`, each with
        /// its audience: deliver each only to its audience.
        ///
        /// `RESISTANCE_STATUS_INVALID_JSON` for a command that does not decode,
        /// `RESISTANCE_STATUS_COMMAND_REFUSED` when the rules refuse it (the code says
        /// why; the message is for `seat` alone), `RESISTANCE_STATUS_NO_SUCH_SEAT`.
        resistance_game_apply_json
    }

    last_outcome_json {
        /// The events of the last command this game accepted (through a typed or a JSON
        /// call), as `{"events":[...]}`; `{"events":[]}` before the first. Clones carry
        /// it over; restored games start empty.
        resistance_game_last_outcome_json
    }

    opening_json {
        /// The opening events of `game`, as `resistance_game_new_json` handed them over:
        /// a JSON array of envelopes (each seat's role addressed to that seat alone, then
        /// round 1); deliver each only to its audience. The same whatever has been played
        /// since. This is how a game made by `resistance_game_new` gets them. Clones
        /// carry them over; for a game replayed from a record the answer is `null` (give
        /// each seat its `resistance_game_view_json`, or its whole story with
        /// `resistance_game_seat_replay_json`).
        ///
        /// They are made again from the configuration on each call (the setup is a pure
        /// function of it), so keeping them costs a game nothing.
        resistance_game_opening_json
    }

    view_json {
        /// Everything `seat` may know now: its role, what it learned, its own vote and
        /// card, and the public table. Give it to that seat only.
        /// `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
        resistance_game_view_json
    }

    public_view_json {
        /// Everything a spectator may know now: the public table (and, once the game is
        /// over, every role and hidden choice).
        resistance_game_public_view_json
    }

    choices_json {
        /// What `seat` may do now, in compact form (`{"propose":{"size":2,"from":[...]},
        /// "vote":false,...}`). For that seat alone. `RESISTANCE_STATUS_NO_SUCH_SEAT` for
        /// a seat outside the table.
        resistance_game_choices_json
    }

    legal_commands_json {
        /// Every command `seat` may send now, as a JSON array of commands (teams listed
        /// once each, in ascending seat order). For that seat alone.
        /// `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
        resistance_game_legal_commands_json
    }

    snapshot_json {
        /// The same as `resistance_game_record_json`: the game's record, which holds every
        /// secret (keep it on the host while the game is on).
        resistance_game_snapshot_json
    }

    result_json {
        /// How the game ended, `{"winner":"spy","reason":{"type":"threeFailures"}}`, or
        /// `null` while it goes on.
        resistance_game_result_json
    }

    seeded_config_json {
        /// The configuration the game was made from, as JSON, **seed included**: the seed
        /// deals every role, so this is for the host alone (`resistance_game_player_config_json`
        /// is what players may see).
        resistance_game_seeded_config_json
    }

    player_config_json {
        /// The configuration the game was made from, as JSON, without its seed: safe to
        /// hand to players.
        resistance_game_player_config_json
    }

    record_json {
        /// The game's record as JSON: the configuration (seed included) and every accepted
        /// command with its seat, to replay later with `resistance_game_replay_json`.
        /// **It holds every secret**: keep it on the host while the game is on (after it,
        /// it may be published). `resistance_game_snapshot_json` is the same call.
        resistance_game_record_json
    }

    replay_json {
        /// The same as `resistance_game_restore_json`: the game of a JSON record.
        resistance_game_replay_json
    }

    seat_replay_json {
        /// What `seat` received in the game of a JSON record, step by step, as JSON: an
        /// array of `{"events":[...],"view":{...}}`, first the opening, then each command
        /// that sent it an event, with its view afterwards (a reconnecting player, "replay
        /// from seat 3"). For that seat alone.
        ///
        /// `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat not at the table; otherwise as
        /// `resistance_game_replay_json`.
        resistance_game_seat_replay_json
    }

    spectator_replay_json {
        /// The game of a JSON record as a spectator saw it, as JSON:
        /// `{"version":2,"game":"resistance","steps":[{"events":[...],"view":{...}}, ...]}` with
        /// the public events and the public view of each step. It holds no seed and no
        /// hidden command: safe to publish during the game.
        resistance_game_spectator_replay_json
    }
}

/// The spoken opening script for this game's setup (AS3) as JSON:
/// `{"language":"english","naming":"resistance","steps":[...],"lines":["Everyone, close your eyes ...", ...]}`.
/// `language` is 0 for English, 1 for Russian, 2 for Vietnamese. The script is the
/// same for every deal of the configuration, so it reveals nothing. The lines use
/// the Resistance names; `resistance_game_reveal_script_named_json` gives the
/// Avalon ones.
///
/// `RESISTANCE_STATUS_INVALID_ARGUMENT` for another language number.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_reveal_script_json(
    game: *const ResistanceGame,
    language: u32,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        resistance_game_reveal_script_named_json(
            game,
            language,
            ResistanceNaming::Resistance as u32,
            out,
            out_len,
        )
    }
}

/// The names a text of the engine uses, as the `naming` argument of
/// `resistance_game_reveal_script_named_json` and `resistance_names_json` takes it
/// (a `uint32_t`, so that another number is refused rather than undefined). The
/// rules are the same under both. The numbers never change.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResistanceNaming {
    /// The Resistance names: the Commander, the Body Guard, the spies, the
    /// Inquisitor.
    Resistance = 0,
    /// The Avalon names: Merlin, Percival, the Minions of Mordred, the Lady of the
    /// Lake (docs/avalon.md).
    Avalon = 1,
}

impl ResistanceNaming {
    /// Every naming, in number order.
    pub(crate) const ALL: [ResistanceNaming; 2] =
        [ResistanceNaming::Resistance, ResistanceNaming::Avalon];

    /// The engine's naming of this number.
    pub(crate) const fn naming(self) -> Naming {
        match self {
            ResistanceNaming::Resistance => Naming::Resistance,
            ResistanceNaming::Avalon => Naming::Avalon,
        }
    }
}

/// The language of number `language`, or the failure refusing another number.
fn language(language: u32) -> Result<Language, Failure> {
    match language {
        0 => Ok(Language::English),
        1 => Ok(Language::Russian),
        2 => Ok(Language::Vietnamese),
        _ => Err(Failure::invalid_argument(
            "language must be 0 (English), 1 (Russian) or 2 (Vietnamese)".into(),
        )),
    }
}

/// The naming of number `naming`, or the failure refusing another number.
fn naming(naming: u32) -> Result<Naming, Failure> {
    ResistanceNaming::ALL
        .into_iter()
        .find(|known| *known as u32 == naming)
        .map(ResistanceNaming::naming)
        .ok_or_else(|| {
            Failure::invalid_argument(format!(
                "naming {naming} is none: RESISTANCE_NAMING_RESISTANCE (0) or \
                 RESISTANCE_NAMING_AVALON (1)"
            ))
        })
}

/// The spoken opening script for this game's setup (AS3) as JSON, as
/// `resistance_game_reveal_script_json` gives it, with the names of `naming`
/// (a `ResistanceNaming`): `RESISTANCE_NAMING_AVALON` reads "Minion of Mordred and
/// Assassin, but not Mordred: ..." where the Resistance names read "Spy and
/// Assassin, but not the Deep Cover: ...". The steps are the same under both.
///
/// `RESISTANCE_STATUS_INVALID_ARGUMENT` for another language or naming number.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_reveal_script_named_json(
    game: *const ResistanceGame,
    language: u32,
    naming: u32,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            let language = self::language(language)?;
            let naming = self::naming(naming)?;
            let script = narrated_script_named(live.game.seeded_config(), language, naming);
            Ok(encoded(json::to_json(&script)))
        })
    }
}

/// The game's history as `seat` may know it, as JSON: the vote-history grid, round
/// by round (`{"seat":2,"rounds":[{"round":1,"proposals":[{"round":1,"attempt":1,
/// "leader":0,"team":[0,1],"approvals":[...],"rejections":[...],"approved":true}],
/// "mission":{...},"plotUses":[],"spotlit":[],"inspections":[],"own":{"missionCard":
/// "success",...}}]}`). Each team that went to a vote, the mission and its result,
/// the plot cards used and the inspections, and in `own` what that seat alone knows
/// of each round: give it to that seat only. Made from the seat's view and nothing
/// else. `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_history_json(
    game: *const ResistanceGame,
    seat: u32,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            let seat = existing_seat(live.game.players(), seat)?;
            Ok(encoded(json::to_json(&live.game.history(seat)?)))
        })
    }
}

/// The game's history as a spectator may know it, as JSON: as
/// `resistance_game_history_json` gives it, with `"seat":null` and no `own` part.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_public_history_json(
    game: *const ResistanceGame,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            Ok(encoded(json::to_json(&live.game.public_history())))
        })
    }
}

/// Every name of the cards, the modules and the sides in `language` (0 English, 1
/// Russian, 2 Vietnamese) under `naming` (a `ResistanceNaming`), as JSON keyed by
/// the wire names events and configurations use:
/// `{"language":"english","naming":"avalon","roles":{"resistance":"Loyal Servant of Arthur",
/// "commander":"Merlin",...},"modules":{"inquisitor":"Lady of the Lake",...},
/// "sides":{"resistance":"Good","spy":"Evil"}}`. Needs no game.
///
/// `RESISTANCE_STATUS_INVALID_ARGUMENT` for another language or naming number.
///
/// # Safety
///
/// `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_names_json(
    language: u32,
    naming: u32,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: the caller's promise about `out` and `out_len`.
    unsafe {
        hand_over_text(out, out_len, OUT, || {
            let names = names(self::language(language)?, self::naming(naming)?);
            Ok(encoded(json::to_json(&names)))
        })
    }
}

/// Frees a string this library returned (JSON, error code or message). NULL is
/// ignored. Freeing a string twice, or one the library did not return, is
/// undefined behaviour.
///
/// # Safety
///
/// `text` must be NULL or a string returned by this library and not yet freed.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_string_free(text: *mut c_char) {
    if let Some(text) = core::ptr::NonNull::new(text) {
        guard_void(|| {
            // SAFETY: the caller's promise: a string of this library, freed once.
            unsafe { free_text(text) };
            Ok(())
        });
    }
}
