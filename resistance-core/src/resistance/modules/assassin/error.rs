//! The refusals of the Assassin module (AS4): what makes one of its commands illegal.

use thiserror::Error;

/// Why a command of the Assassin module (AS4) was refused, as
/// [`CommandError::Assassin`](crate::CommandError::Assassin). Nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum AssassinError {
    /// Only the Assassin names the Commander (AS4).
    #[error("only the Assassin names the Commander")]
    NotAssassin,
    /// The Assassin names another player (AS4).
    #[error("the Assassin must name another player")]
    AssassinateSelf,
}

crate::kernel::stable_error_codes!(AssassinError {
    NotAssassin => "not_assassin",
    AssassinateSelf => "assassinate_self",
});
