//! The one list of every error code the engine gives, of both games, their bots and
//! the JSON codec: what the bindings' types and the fuzzers are built from.

use crate::{
    bot::BotError,
    cells::CellsGame,
    kernel::{ErrorCode, NoSuchSeat, SeedUnavailable},
    resistance::game::Game,
    table::{ReplayErrorOf, Table},
};
use alloc::vec::Vec;

/// The code of JSON that could not be decoded (the JSON codec's own refusal).
pub const INVALID_JSON: &str = "invalid_json";

/// Every error code the engine can give, of both games, their bots and the JSON
/// codec, sorted and each once: the one list the bindings' types and the fuzzers are
/// built from.
pub fn error_codes() -> Vec<&'static str> {
    fn of<G: Table>() -> impl Iterator<Item = &'static str> {
        let config = <G::ConfigError as ErrorCode>::CODES;
        let command = <G::CommandError as ErrorCode>::CODES;
        let replay = <ReplayErrorOf<G> as ErrorCode>::CODES;
        config.iter().chain(command).chain(replay).copied()
    }
    let mut codes: Vec<&'static str> = of::<Game>()
        .chain(of::<CellsGame>())
        .chain(NoSuchSeat::CODES.iter().copied())
        .chain(SeedUnavailable::CODES.iter().copied())
        // The base game's bots (`bot::BotKind::choose`), which the bindings expose.
        .chain(BotError::CODES.iter().copied())
        .chain([INVALID_JSON])
        .collect();
    codes.sort_unstable();
    codes.dedup();
    codes
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        cells::{CellsCommandError, CellsConfigError, CellsGame},
        resistance::config::ConfigError,
        resistance::error::CommandError,
    };

    /// Every error type's codes, by name.
    fn every_list() -> [(&'static str, &'static [&'static str]); 8] {
        [
            ("CommandError", CommandError::CODES),
            ("ConfigError", ConfigError::CODES),
            (
                "ReplayError",
                <ReplayErrorOf<crate::resistance::game::Game> as ErrorCode>::CODES,
            ),
            ("CellsCommandError", CellsCommandError::CODES),
            ("CellsConfigError", CellsConfigError::CODES),
            (
                "CellsReplayError",
                <ReplayErrorOf<CellsGame> as ErrorCode>::CODES,
            ),
            ("NoSuchSeat", NoSuchSeat::CODES),
            ("BotError", crate::bot::BotError::CODES),
        ]
    }

    #[test]
    fn each_error_type_lists_distinct_snake_case_codes() {
        for (name, codes) in every_list() {
            assert!(!codes.is_empty(), "{name} lists no code");
            for (index, code) in codes.iter().enumerate() {
                assert!(
                    !code.is_empty()
                        && code.bytes().all(|b| b.is_ascii_lowercase() || b == b'_')
                        && !code.starts_with('_')
                        && !code.ends_with('_'),
                    "{name}: {code:?} is not snake_case"
                );
                assert!(
                    !codes[..index].contains(code),
                    "{name} gives {code:?} to two variants"
                );
            }
        }
    }

    #[test]
    fn error_codes_is_the_sorted_union_of_every_list() {
        let codes = error_codes();
        assert!(
            codes.windows(2).all(|pair| pair[0] < pair[1]),
            "sorted, each once"
        );
        for (name, list) in every_list() {
            for code in list {
                assert!(codes.contains(code), "{name}'s {code:?} is missing");
            }
        }
        assert!(codes.contains(&INVALID_JSON));
        let listed: usize = every_list().iter().map(|(_, list)| list.len()).sum();
        // Both games share some codes (no_such_seat, game_over, wrong_phase, ...),
        // so the union is shorter than the lists end to end, but holds each of them.
        assert!(codes.len() <= listed + 1);
        assert!(codes.len() >= CommandError::CODES.len() + CellsConfigError::CODES.len());
    }

    #[test]
    fn a_modules_refusals_keep_their_codes_and_words_inside_command_error() {
        use crate::resistance::modules::{
            agenda::AgendaError, assassin::AssassinError, inquisitor::InquisitorError,
            plot::PlotError,
        };
        use alloc::string::ToString;
        // The outer list holds each module's list, after its own codes.
        for module in [
            AgendaError::CODES,
            AssassinError::CODES,
            InquisitorError::CODES,
            PlotError::CODES,
        ] {
            assert!(
                CommandError::CODES
                    .windows(module.len())
                    .any(|window| window == module),
                "{module:?} is not in CommandError::CODES"
            );
        }
        let listed = AgendaError::CODES.len()
            + AssassinError::CODES.len()
            + InquisitorError::CODES.len()
            + PlotError::CODES.len();
        assert!(CommandError::CODES.len() > listed);
        // Embedded, a refusal reads and is coded as the module's own.
        let inner = PlotError::MemberAlreadyWatched {
            member: crate::kernel::Seat(3),
        };
        let outer = CommandError::from(inner);
        assert_eq!(outer, CommandError::Plot(inner));
        assert_eq!(outer.code(), "member_already_watched");
        assert_eq!(outer.code(), inner.code());
        assert_eq!(outer.to_string(), inner.to_string());
        assert_eq!(outer.to_string(), "seat 3 is already being watched");
    }

    #[test]
    fn a_variant_code_is_the_one_its_type_lists() {
        let error = CommandError::WrongTeamSize {
            expected: 2,
            given: 1,
        };
        assert_eq!(ErrorCode::code(&error), "wrong_team_size");
        assert!(CommandError::CODES.contains(&error.code()));
        let seat = NoSuchSeat {
            seat: 9,
            players: 5,
        };
        assert_eq!(ErrorCode::code(&seat), CommandError::from(seat).code());
    }
}
