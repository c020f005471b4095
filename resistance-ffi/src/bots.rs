//! The engine's bots, for the base game only (the Cells variant has none): the
//! command a bot of a chosen strength picks for a seat, as JSON or applied.
//!
//! A bot reads that seat's view and choices alone (`resistance_core::bot`), so
//! whatever it picks, a player in that seat knowing the same could have picked.

use crate::{
    boundary::guard,
    handle::{Live, ResistanceGame, live_mut},
    status::{Failure, ResistanceStatus},
    table::{apply, encoded, existing_seat, query_json},
};
use core::ffi::c_char;
use resistance_core::{Command, Game, GameRng, Recorded, Table, bot::BotKind, json};

/// A bot, as the `kind` argument of `resistance_game_bot_command_json` and
/// `resistance_game_play_bot` takes it (a `uint32_t`, so that another number is
/// refused rather than undefined). The numbers never change; a kind the engine
/// gains gets the next one.
#[repr(C)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResistanceBotKind {
    /// Any command that moves the game on, uniformly at random (the weakest).
    Random = 0,
    /// Reasons from what the seat knows (every deal its view leaves possible): the
    /// Resistance keeps likely spies off teams, spies fail missions when it pays,
    /// the Assassin names the likeliest Commander.
    Logical = 1,
    /// For a player who timed out or left: its command depends only on what
    /// everyone sees and the seat's number, never on the seat's role, so it gives
    /// nothing away (it approves, plays Success, declines plot cards). It ignores
    /// its seed.
    StandIn = 2,
    /// Searches: plays the logical bot's choice and others out over deals its view
    /// leaves possible, each with logical players, 150 times a decision, and keeps
    /// the one that wins clearly more often (the strongest; tens of milliseconds a
    /// decision).
    Search = 3,
}

impl ResistanceBotKind {
    /// Every kind, in number order.
    pub(crate) const ALL: [ResistanceBotKind; 4] = [
        ResistanceBotKind::Random,
        ResistanceBotKind::Logical,
        ResistanceBotKind::StandIn,
        ResistanceBotKind::Search,
    ];

    /// The engine's bot of this number.
    pub(crate) const fn kind(self) -> BotKind {
        match self {
            ResistanceBotKind::Random => BotKind::Random,
            ResistanceBotKind::Logical => BotKind::Logical,
            ResistanceBotKind::StandIn => BotKind::StandIn,
            ResistanceBotKind::Search => BotKind::Search,
        }
    }
}

/// The bot of number `kind`, or the failure refusing another number.
fn bot_kind(kind: u32) -> Result<BotKind, Failure> {
    ResistanceBotKind::ALL
        .into_iter()
        .find(|known| *known as u32 == kind)
        .map(ResistanceBotKind::kind)
        .ok_or_else(|| {
            Failure::invalid_argument(format!(
                "kind {kind} is no bot: RESISTANCE_BOT_KIND_RANDOM (0), \
                 RESISTANCE_BOT_KIND_LOGICAL (1), RESISTANCE_BOT_KIND_STAND_IN (2) or \
                 RESISTANCE_BOT_KIND_SEARCH (3)"
            ))
        })
}

/// The command the bot `kind` picks for `seat` with `seed`, checked in the typed
/// calls' order: the numbers, then the seat.
fn bot_command(
    live: &Live<Recorded<Game>>,
    seat: u32,
    kind: u32,
    seed: u64,
) -> Result<Command, Failure> {
    let kind = bot_kind(kind)?;
    let seat = existing_seat(live.game.players(), seat)?;
    let view = live.game.view(seat)?;
    let mut rng = GameRng::from_seed_number(seed);
    Ok(kind.choose(&view, &live.game.choices(seat), &mut rng)?)
}

/// The command the bot `kind` (a `RESISTANCE_BOT_KIND_*`) picks for `seat` now,
/// as JSON (such as `{"type":"vote","vote":"approve"}`); it is not applied (send
/// it with `resistance_game_apply_json`, or call `resistance_game_play_bot`). The
/// bot reads that seat's view and choices alone; its command is for the host and
/// that seat (a spy's bot may play Fail).
///
/// `seed` drives the bot's random choices: the same game, seat, kind and seed give
/// the same command, here and in the npm package (whose seeds go up to 2^53 - 1).
/// For fresh play pass a fresh seed each call (from the platform's secure source,
/// or any generator the host keeps); a fixed one replays the bot.
///
/// `RESISTANCE_STATUS_BOT_REFUSED` (code `nothing_to_do`) when the seat may do
/// nothing now but leave or reveal its agenda (the game does not wait for it, or
/// is over), `RESISTANCE_STATUS_INVALID_ARGUMENT` for another kind,
/// `RESISTANCE_STATUS_NO_SUCH_SEAT` for a seat outside the table.
///
/// # Safety
///
/// `game` as for every call; `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_bot_command_json(
    game: *const ResistanceGame,
    seat: u32,
    kind: u32,
    seed: u64,
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe {
        query_json(game, out, out_len, |live| {
            let command = bot_command(live, seat, kind, seed)?;
            Ok(encoded(json::to_json(&command)))
        })
    }
}

/// The bot `kind` plays for `seat`: `resistance_game_bot_command_json`'s command,
/// applied. The events it caused are then in `resistance_game_last_outcome_json`
/// (deliver each only to its audience); no JSON is made otherwise. Refused as
/// `resistance_game_bot_command_json` refuses, and then nothing changed.
///
/// # Safety
///
/// `game` as for every call.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_game_play_bot(
    game: *mut ResistanceGame,
    seat: u32,
    kind: u32,
    seed: u64,
) -> ResistanceStatus {
    guard(|| {
        // SAFETY: the caller's promise about `game`.
        let live = unsafe { live_mut(game, "game") }?;
        let command = bot_command(live, seat, kind, seed)?;
        apply(live, seat, command)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_engine_bot_has_one_number_and_every_number_one_bot() {
        // A kind the engine gains fails this until the C enum names it.
        for kind in BotKind::ALL {
            let numbers: Vec<_> = ResistanceBotKind::ALL
                .into_iter()
                .filter(|known| known.kind() == kind)
                .collect();
            assert_eq!(numbers.len(), 1, "{kind:?} has no C number, or two");
        }
        for (index, known) in ResistanceBotKind::ALL.into_iter().enumerate() {
            assert_eq!(known as usize, index, "numbers are 0, 1, 2, ... in order");
            assert_eq!(bot_kind(known as u32).ok(), Some(known.kind()));
        }
        let refused = bot_kind(4).unwrap_err();
        assert_eq!(refused.status, ResistanceStatus::InvalidArgument);
        assert!(
            refused.message.contains("SEARCH (3)"),
            "{}",
            refused.message
        );
    }
}
