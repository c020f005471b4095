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
macro_rules! stable_error_codes {
    ($error:ident { $($variant:ident => $code:literal,)* }) => {
        impl $error {
            /// Every code of this error type, in declaration order.
            pub const CODES: &'static [&'static str] = &[$($code),*];

            /// A stable identifier for bindings and logs (`snake_case`, never reused).
            pub const fn code(&self) -> &'static str {
                match self {
                    $($error::$variant { .. } => $code,)*
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
