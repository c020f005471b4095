//! Test harnesses written once for both games, over the [`Table`] trait: random
//! play ([`play`]), the properties of random legal games ([`properties`]),
//! non-interference ([`noninterference`]), and refusals (here). Each game supplies
//! only what is its own: its random-play policy, its command universe and
//! invariants, its hidden facts and the driver that varies them.

pub(crate) mod noninterference;
pub(crate) mod play;
pub(crate) mod properties;

use crate::{ErrorCode, Seat, Table};
use alloc::{string::ToString, vec::Vec};
use core::fmt::{Debug, Display};
use proptest::{
    strategy::Strategy,
    test_runner::{TestCaseResult, TestRunner},
};

/// `seat` sends `command`: it must be refused, `check` and `is_legal` must agree,
/// `legal_commands` must not offer it, its code must be one its type lists, and the
/// game must be exactly as it was (snapshot included). Returns the error.
pub(crate) fn refused<G: Table>(game: &mut G, seat: Seat, command: G::Command) -> G::CommandError
where
    G::CommandError: PartialEq,
{
    let before = game.clone();
    let snapshot = game.snapshot();
    let checked = game.check(seat, &command);
    let error = game
        .apply(seat, command)
        .expect_err("the command is refused");
    assert_eq!(*game, before, "a refused command changes nothing");
    assert_eq!(game.snapshot(), snapshot);
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

/// [`refused`], for the error to be checked: `refusal(..).is(expected, code)`, then
/// `.says(message)` or `.mentions(parts)`.
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

/// Refusals' errors (at least one), to be checked.
pub(crate) struct Refused<E>(Vec<E>);

impl<E: ErrorCode + PartialEq> Refused<E> {
    /// Each error is `expected`, of stable code `code`.
    pub(crate) fn is(self, expected: E, code: &str) -> Refused<E> {
        assert!(!self.0.is_empty(), "something was refused");
        for error in &self.0 {
            assert_eq!(*error, expected);
            assert_eq!(error.code(), code, "{expected:?}");
        }
        self
    }

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
