//! The refusals of the Inquisitor (IQ2): what makes one of its commands illegal.

use crate::kernel::Seat;
use thiserror::Error;

/// Why a command of the Inquisitor (IQ2) was refused, as
/// [`CommandError::Inquisitor`](crate::CommandError::Inquisitor). Nothing changed.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
#[non_exhaustive]
pub enum InquisitorError {
    /// Only the Inquisitor token holder inspects (IQ2).
    #[error("only the Inquisitor ({holder}) inspects, not {seat}")]
    NotInquisitor {
        /// Who tried.
        seat: Seat,
        /// The token holder.
        holder: Seat,
    },
    /// The Inquisitor names another player (IQ2).
    #[error("the Inquisitor cannot inspect themself")]
    InspectSelf,
    /// The Inquisitor names a player who never held the token (IQ2).
    #[error("{target} has held the Inquisitor token and cannot be inspected")]
    FormerInquisitor {
        /// The former holder named.
        target: Seat,
    },
}

crate::kernel::stable_error_codes!(InquisitorError {
    NotInquisitor => "not_inquisitor",
    InspectSelf => "inspect_self",
    FormerInquisitor => "former_inquisitor",
});
