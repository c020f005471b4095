//! Test helpers written once for both games, over the [`Table`] trait.

use crate::{ErrorCode, Seat, Table};

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
