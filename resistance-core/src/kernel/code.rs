//! Stable error codes: every error of the engine has a `snake_case` identifier for
//! bindings and logs, beside its `Display` message.

use crate::kernel::{NoSuchSeat, SeedUnavailable};
use core::fmt::{Debug, Display};

/// An error with a stable identifier for bindings and logs (`snake_case`, never
/// reused), beside its `Display` message.
pub trait ErrorCode: Debug + Display {
    /// Every code this error type can have, in declaration order.
    const CODES: &'static [&'static str];
    /// The stable identifier.
    fn code(&self) -> &'static str;
}

/// Gives an error type its stable codes, written once: the inherent `code()` and
/// `CODES`, and its [`ErrorCode`] impl. Codes are `snake_case` and never reused.
///
/// An error that embeds a module's own refusals (`CommandError::Plot(PlotError)`)
/// lists them after its own codes as `+ Plot(PlotError),`: their codes are the
/// module type's, and `CODES` holds them after the outer type's own.
macro_rules! stable_error_codes {
    ($error:ident {
        $($variant:ident => $code:literal,)*
        $(+ $module:ident($inner:ty),)*
    }) => {
        impl $error {
            /// Every code of this error type, in declaration order (a module's
            /// refusals after the type's own).
            pub const CODES: &'static [&'static str] = {
                const OWN: &[&str] = &[$($code),*];
                const LEN: usize = OWN.len() $(+ <$inner>::CODES.len())*;
                const ALL: [&str; LEN] =
                    $crate::kernel::code::concat_codes(&[OWN $(, <$inner>::CODES)*]);
                &ALL
            };

            /// A stable identifier for bindings and logs (`snake_case`, never reused).
            pub const fn code(&self) -> &'static str {
                match self {
                    $($error::$variant { .. } => $code,)*
                    $($error::$module(inner) => inner.code(),)*
                }
            }
        }

        impl $crate::kernel::ErrorCode for $error {
            const CODES: &'static [&'static str] = <$error>::CODES;

            fn code(&self) -> &'static str {
                <$error>::code(self)
            }
        }
    };
}

/// The lists of codes `parts`, end to end, as one array of their total length `N`
/// (what `stable_error_codes!` builds an embedding error's `CODES` from).
pub(crate) const fn concat_codes<const N: usize>(parts: &[&[&'static str]]) -> [&'static str; N] {
    let mut all = [""; N];
    let mut at = 0;
    let mut part = 0;
    while part < parts.len() {
        let mut index = 0;
        while index < parts[part].len() {
            all[at] = parts[part][index];
            at += 1;
            index += 1;
        }
        part += 1;
    }
    assert!(at == N, "the parts hold exactly N codes");
    all
}

pub(crate) use stable_error_codes;

impl ErrorCode for SeedUnavailable {
    const CODES: &'static [&'static str] = SeedUnavailable::CODES;

    fn code(&self) -> &'static str {
        SeedUnavailable::code(self)
    }
}

impl ErrorCode for NoSuchSeat {
    const CODES: &'static [&'static str] = &["no_such_seat"];

    fn code(&self) -> &'static str {
        Self::CODES[0]
    }
}
