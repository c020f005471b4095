//! The calling thread's last error, for the caller to read after a non-OK status.
//!
//! These calls never change the last error themselves, so a mistake in reading it
//! does not lose it.

use crate::{
    boundary::{OwnedText, clear_last_error, guard, last_error},
    status::{Failure, ResistanceStatus},
};
use core::{ffi::c_char, panic::AssertUnwindSafe, ptr::NonNull};
use std::panic;

/// Hands over a copy of one part of the last error, without recording failures.
///
/// # Safety
///
/// `out` and `out_len` NULL or writable.
unsafe fn hand_over_part(
    out: *mut *mut c_char,
    out_len: *mut usize,
    part: fn(&Failure) -> &str,
) -> ResistanceStatus {
    let (Some(out), Some(out_len)) = (NonNull::new(out), NonNull::new(out_len)) else {
        return ResistanceStatus::NullPointer;
    };
    let copied = panic::catch_unwind(AssertUnwindSafe(|| {
        let text = last_error().map(|failure| part(&failure).to_owned());
        OwnedText::from_message(text.as_deref().unwrap_or(""))
    }));
    match copied {
        Ok(text) => {
            // SAFETY: checked non-NULL; the caller promises both are writable.
            unsafe { text.hand_over(out, out_len) };
            ResistanceStatus::Ok
        }
        Err(_) => ResistanceStatus::Panic,
    }
}

/// The status of the last failed call on this thread, or `RESISTANCE_STATUS_OK`
/// when none failed since the last `resistance_last_error_clear`. Successful
/// calls leave the last error as it was. Never fails.
#[unsafe(no_mangle)]
pub extern "C" fn resistance_last_error_status() -> ResistanceStatus {
    panic::catch_unwind(|| last_error().map_or(ResistanceStatus::Ok, |failure| failure.status))
        .unwrap_or(ResistanceStatus::Panic)
}

/// The stable code of the last failed call on this thread (`"not_leader"`,
/// `"invalid_json"`, `"null_pointer"`, ...), or `""` when there is none. On
/// success `*out` is a copy the caller frees with `resistance_string_free`.
/// Returns `RESISTANCE_STATUS_NULL_POINTER` (without recording it) when `out` or
/// `out_len` is NULL.
///
/// # Safety
///
/// `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_last_error_code(
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { hand_over_part(out, out_len, |failure| failure.code) }
}

/// The readable message of the last failed call on this thread, or `""` when
/// there is none. On success `*out` is a copy the caller frees with
/// `resistance_string_free`. A refused command's message is for the seat that
/// sent it alone. Returns `RESISTANCE_STATUS_NULL_POINTER` (without recording
/// it) when `out` or `out_len` is NULL.
///
/// # Safety
///
/// `out` and `out_len` NULL or writable.
#[unsafe(no_mangle)]
pub unsafe extern "C" fn resistance_last_error_message(
    out: *mut *mut c_char,
    out_len: *mut usize,
) -> ResistanceStatus {
    // SAFETY: passed through.
    unsafe { hand_over_part(out, out_len, |failure| &failure.message) }
}

/// Forgets the last error of this thread. Never fails.
#[unsafe(no_mangle)]
pub extern "C" fn resistance_last_error_clear() {
    let _ = panic::catch_unwind(clear_last_error);
}

/// Panics inside the library's panic boundary, on purpose, and returns
/// `RESISTANCE_STATUS_PANIC`: lets a host's test suite check that panics are
/// caught on its platform and build instead of aborting it. Records the panic as
/// the last error. Never changes anything else.
#[unsafe(no_mangle)]
pub extern "C" fn resistance_selftest_panic() -> ResistanceStatus {
    guard(|| panic!("resistance_selftest_panic was called"))
}
