//! Errors: every refusal reaches Python as one exception class, `ResistanceError`,
//! with the stable `code` of the engine (or of this binding) and the engine's
//! message.

use pyo3::{PyErr, Python, create_exception, exceptions::PyException, types::PyAnyMethods};
use resistance_core::{ErrorCode, json::JsonError};

create_exception!(
    _native,
    ResistanceError,
    PyException,
    "A refusal of the engine: `code` is stable, `message` the engine's words. Nothing changed."
);

/// Code of a seat argument that is not a whole number from 0 to 255.
pub const INVALID_SEAT: &str = "invalid_seat";
/// Code of an argument of the wrong type or out of range (not a seat).
pub const INVALID_ARGUMENT: &str = "invalid_argument";
/// Code of an action index outside the action space, or of leaving by index.
pub const INVALID_ACTION: &str = "invalid_action";

/// A refusal in Rust terms: its code and message, made into a Python exception at
/// the boundary (so that the hot loops release the GIL without holding a `PyErr`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Refusal {
    /// The stable code.
    pub code: &'static str,
    /// The engine's message.
    pub message: String,
}

impl Refusal {
    /// A refusal with `code` and `message`.
    pub fn new(code: &'static str, message: impl Into<String>) -> Refusal {
        Refusal {
            code,
            message: message.into(),
        }
    }

    /// An engine's refusal, by its code and message.
    pub fn of<E: ErrorCode>(error: &E) -> Refusal {
        Refusal::new(error.code(), error.to_string())
    }
}

impl From<JsonError> for Refusal {
    fn from(error: JsonError) -> Refusal {
        Refusal::new(error.code(), error.to_string())
    }
}

impl From<Refusal> for PyErr {
    fn from(refusal: Refusal) -> PyErr {
        let error = ResistanceError::new_err(refusal.message.clone());
        Python::attach(|py| {
            let value = error.value(py);
            // Setting attributes on a fresh exception instance does not fail; if it
            // ever did, the exception would still carry its message.
            let _ = value.setattr("code", refusal.code);
            let _ = value.setattr("message", refusal.message);
        });
        error
    }
}
