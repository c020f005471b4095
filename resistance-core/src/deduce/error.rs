//! Why a view could not be read.

/// Why a view could not be read.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[non_exhaustive]
pub enum DeduceError {
    /// No deal of the characters in play fits the view: a hand-made or edited view,
    /// not one a game gives.
    #[error("no deal of the characters in play fits this view: no game could give it")]
    ImpossibleView,
}

crate::kernel::stable_error_codes!(DeduceError {
    ImpossibleView => "impossible_view",
});
