//! Test harnesses written once for both games, over the [`Table`] trait: random
//! play ([`play`]), the properties of random legal games ([`properties`]),
//! non-interference ([`noninterference`]), and refusals (here). Each game supplies
//! only what is its own: its random-play policy, its command universe and
//! invariants, its hidden facts and the driver that varies them.

pub(crate) mod noninterference;
pub(crate) mod play;
pub(crate) mod properties;

use crate::{ErrorCode, Seat, Table};
use core::fmt::Debug;
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
