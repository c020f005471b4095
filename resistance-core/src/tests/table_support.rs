//! Test harnesses written once for both games, over the [`Table`] trait: random
//! play ([`play`]), the properties of random legal games ([`properties`]),
//! non-interference ([`noninterference`]), and refusals (here). Each game supplies
//! only what is its own: its random-play policy, its command universe and
//! invariants, its hidden facts and the driver that varies them.

pub(crate) mod noninterference;
pub(crate) mod play;
pub(crate) mod properties;

use crate::{kernel::ErrorCode, kernel::NoSuchSeat, kernel::Seat, table::Table};
use alloc::{string::ToString, vec::Vec};
use core::fmt::{Debug, Display};
use proptest::{
    strategy::Strategy,
    test_runner::{TestCaseResult, TestRunner},
};

/// `seat` sends `command`: it must be refused, `check` and `is_legal` must agree,
/// `legal_commands` must not offer it, its code must be one its type lists, and the
/// game must be exactly as it was. Returns the error.
pub(crate) fn refused<G: Table>(game: &mut G, seat: Seat, command: G::Command) -> G::CommandError
where
    G::CommandError: PartialEq,
{
    let before = game.clone();
    let checked = game.check(seat, &command);
    let error = game
        .apply(seat, command)
        .expect_err("the command is refused");
    assert_eq!(*game, before, "a refused command changes nothing");
    assert!(
        checked.as_ref().err() == Some(&error),
        "check agrees with apply"
    );
    assert!(!game.is_legal(seat, &command));
    assert!(!game.legal_commands(seat).contains(&command));
    let codes = <G::CommandError as ErrorCode>::CODES;
    assert!(
        codes.contains(&error.code()),
        "{} is not listed",
        error.code()
    );
    error
}

/// [`refused`], for the error to be checked: `refusal(..).is(expected).coded(code)`,
/// then `.says(message)` or `.mentions(parts)`.
#[must_use = "check the error with `is`"]
pub(crate) fn refusal<G: Table>(
    game: &mut G,
    seat: Seat,
    command: G::Command,
) -> Refused<G::CommandError>
where
    G::CommandError: PartialEq,
{
    Refused(alloc::vec![refused(game, seat, command)])
}

/// [`refusal`] of each of `commands` from `seat`, in turn: their errors are checked
/// alike.
#[must_use = "check the errors with `is`"]
pub(crate) fn refusals<G: Table>(
    game: &mut G,
    seat: Seat,
    commands: impl IntoIterator<Item = G::Command>,
) -> Refused<G::CommandError>
where
    G::CommandError: PartialEq,
{
    let errors = commands
        .into_iter()
        .map(|command| refused(game, seat, command))
        .collect();
    Refused(errors)
}

/// Refusals' errors (at least one), to be checked: `.is(expected).coded(code)`.
pub(crate) struct Refused<E>(Vec<E>);

/// Refusals' errors, known to be the expected one: their code is checked next.
#[must_use = "check the code with `coded`"]
pub(crate) struct Expected<E>(Vec<E>);

/// Refusals' errors, known by error and code: their message may be checked.
pub(crate) struct Coded<E>(Vec<E>);

impl<E: ErrorCode + PartialEq> Refused<E> {
    /// Each error is `expected`.
    pub(crate) fn is(self, expected: E) -> Expected<E> {
        assert!(!self.0.is_empty(), "something was refused");
        for error in &self.0 {
            assert_eq!(*error, expected);
        }
        Expected(self.0)
    }
}

impl<E: ErrorCode> Expected<E> {
    /// Each error's stable code is `code`.
    pub(crate) fn coded(self, code: &str) -> Coded<E> {
        for error in &self.0 {
            assert_eq!(error.code(), code, "{error:?}");
        }
        Coded(self.0)
    }
}

impl<E: ErrorCode> Coded<E> {
    /// Each message is exactly `message`. Returns the last error.
    pub(crate) fn says(self, message: &str) -> E {
        self.check(|error| assert_eq!(error.to_string(), message))
    }

    /// Each message mentions every one of `parts`. Returns the last error.
    pub(crate) fn mentions(self, parts: &[&str]) -> E {
        self.check(|error| assert_message(error, parts))
    }

    fn check(self, each: impl Fn(&E)) -> E {
        self.0.iter().for_each(each);
        self.0.into_iter().last().expect("something was refused")
    }
}

/// Seat `number` is off `game`'s table: each of `commands` from it is refused with
/// `NoSuchSeat` (its message naming the seat and the seats there are), and it has
/// no view and no legal command. Returns the last error.
pub(crate) fn assert_no_such_seat<G: Table>(
    game: &mut G,
    number: u8,
    commands: impl IntoIterator<Item = G::Command>,
) -> G::CommandError
where
    G::CommandError: PartialEq,
{
    let players = game.players();
    let expected = NoSuchSeat {
        seat: number,
        players,
    };
    let last_seat = alloc::format!("0 to {}", players - 1);
    let error = refusals(game, Seat(number), commands)
        .is(G::CommandError::from(expected))
        .coded("no_such_seat")
        .mentions(&[&alloc::format!("seat {number}"), &last_seat]);
    assert_eq!(game.view(Seat(number)), Err(expected));
    assert!(game.legal_commands(Seat(number)).is_empty());
    error
}

/// `game` is over: nobody is awaited, no seat has a legal command, and each of
/// `commands` from every seat is refused with `expected` (code `game_over`), its
/// message mentioning each of `parts`. Returns the last error.
pub(crate) fn assert_over<G: Table>(
    game: &mut G,
    commands: &[G::Command],
    expected: G::CommandError,
    parts: &[&str],
) -> G::CommandError
where
    G::CommandError: PartialEq + Clone,
{
    assert!(game.is_over());
    assert!(game.awaiting().is_empty());
    let mut error = None;
    for seat in (0..game.players()).map(Seat) {
        assert!(game.legal_commands(seat).is_empty());
        let refused = refusals(game, seat, commands.iter().copied());
        error = Some(
            refused
                .is(expected.clone())
                .coded("game_over")
                .mentions(parts),
        );
    }
    error.expect("a table has seats")
}

/// `config` is refused by `new` and by `start` with `expected`, of code `code`.
/// Returns the error.
pub(crate) fn config_refused<G: Table>(
    config: G::Config,
    expected: G::ConfigError,
    code: &str,
) -> G::ConfigError
where
    G::ConfigError: PartialEq,
{
    let error = G::new(config).expect_err("the config is refused");
    assert_eq!(error, expected, "{config:?}");
    assert!(G::start(config).is_err());
    assert_eq!(error.code(), code);
    error
}

/// The message mentions every one of `parts`.
pub(crate) fn assert_message(error: &impl Display, parts: &[&str]) {
    let text = error.to_string();
    for part in parts {
        assert!(text.contains(part), "{text:?} should mention {part:?}");
    }
}

/// Runs the property `test` over `strategy` for [`cases`](super::support::cases)
/// cases (`native`, or `miri` under Miri), with the configuration of
/// [`proptest_config`](super::support::proptest_config); a failure panics with the
/// smallest failing input proptest finds.
pub(crate) fn property<S>(
    native: u32,
    miri: u32,
    strategy: S,
    test: impl Fn(S::Value) -> TestCaseResult,
) where
    S: Strategy,
    S::Value: Debug,
{
    let mut runner = TestRunner::new(super::support::proptest_config(native, miri));
    if let Err(failure) = runner.run(&strategy, test) {
        panic!("{failure}");
    }
}

/// `game`'s record as a JSON value.
#[cfg(feature = "json")]
pub(crate) fn record_json<G: crate::json::JsonTable>(
    game: &crate::table::Recorded<G>,
) -> serde_json::Value {
    serde_json::to_value(game.record()).expect("serializes")
}

/// Replays `game`'s record with its JSON edited by `edit`: it must be refused.
/// Returns the error. Written once for both games' record tests.
#[cfg(feature = "json")]
pub(crate) fn replay_edited<G: crate::json::JsonTable>(
    game: &crate::table::Recorded<G>,
    edit: impl FnOnce(&mut serde_json::Value),
) -> crate::json::JsonError {
    let mut value = record_json(game);
    edit(&mut value);
    let text = serde_json::to_string(&value).expect("encodes");
    crate::json::replay_from_json::<G>(&text).expect_err("refused")
}

/// `game`'s record has exactly the fields `commands`, `config`, `game` and
/// `version`: it holds no state, which comes from its seed and commands. Each of
/// `fields` (state a record might try to carry), set to `value`, is refused naming
/// the field.
#[cfg(feature = "json")]
pub(crate) fn assert_record_holds_no<G: crate::json::JsonTable>(
    game: &crate::table::Recorded<G>,
    fields: &[&str],
    value: serde_json::Value,
) {
    let record = record_json(game);
    let keys: Vec<&str> = record
        .as_object()
        .expect("an object")
        .keys()
        .map(|k| k.as_str())
        .collect();
    assert_eq!(keys, ["commands", "config", "game", "version"]);
    for field in fields {
        let error = replay_edited(game, |v| v[field] = value.clone());
        assert_message(&error, &[&alloc::format!("there is no field `{field}`")]);
    }
}
