//! The panic boundary every export runs inside, the thread's last error, and the
//! checked conversions of raw arguments (NULL, UTF-8, lengths) and results
//! (out-parameters written only on success).

use crate::status::{Failure, ResistanceStatus};
use core::{
    any::Any,
    cell::RefCell,
    ffi::c_char,
    panic::AssertUnwindSafe,
    ptr::{self, NonNull},
};
use std::{borrow::Cow, ffi::CString, panic};

thread_local! {
    /// The last failure on this thread. Successful calls leave it alone, so that
    /// the hot path never touches it.
    static LAST_ERROR: RefCell<Option<Failure>> = const { RefCell::new(None) };
}

/// Records `failure` as the thread's last error and returns its status.
#[cold]
#[inline(never)]
pub(crate) fn record(failure: Failure) -> ResistanceStatus {
    let status = failure.status;
    // try_with: during thread teardown the slot may be gone; the status still tells.
    let _ = LAST_ERROR.try_with(|slot| *slot.borrow_mut() = Some(failure));
    status
}

/// A copy of the thread's last error, if any.
pub(crate) fn last_error() -> Option<Failure> {
    LAST_ERROR
        .try_with(|slot| slot.borrow().clone())
        .ok()
        .flatten()
}

/// Forgets the thread's last error.
pub(crate) fn clear_last_error() {
    let _ = LAST_ERROR.try_with(|slot| *slot.borrow_mut() = None);
}

/// Runs `body` so that neither a failure nor a panic escapes: a failure becomes
/// its status (and the last error), a panic becomes [`ResistanceStatus::Panic`].
#[inline]
pub(crate) fn guard(body: impl FnOnce() -> Result<(), Failure>) -> ResistanceStatus {
    // AssertUnwindSafe: after a panic the caller is told (Panic) that the game it
    // passed may be mid-update, and nothing of the library's own is left broken.
    match panic::catch_unwind(AssertUnwindSafe(body)) {
        Ok(Ok(())) => ResistanceStatus::Ok,
        Ok(Err(failure)) => record(failure),
        Err(payload) => record_panic(payload),
    }
}

/// Records a caught panic as the thread's last error.
#[cold]
#[inline(never)]
fn record_panic(payload: Box<dyn Any + Send>) -> ResistanceStatus {
    let what = payload
        .downcast_ref::<&str>()
        .map(|text| (*text).to_owned())
        .or_else(|| payload.downcast_ref::<String>().cloned())
        .unwrap_or_else(|| "a panic with no message".to_owned());
    record(Failure::new(
        ResistanceStatus::Panic,
        "panic",
        format!("the library panicked (a bug, please report it): {what}"),
    ))
}

/// The panic boundary of calls that return a value rather than a status: a
/// panic gives `fallback`.
pub(crate) fn guard_value<T>(fallback: T, body: impl FnOnce() -> T) -> T {
    panic::catch_unwind(AssertUnwindSafe(body)).unwrap_or(fallback)
}

/// Like [`guard`] for calls that cannot report a status (the `_free` functions).
pub(crate) fn guard_void(body: impl FnOnce() -> Result<(), Failure>) {
    let _ = guard(body);
}

/// `pointer` as non-NULL, or a NULL-pointer failure naming `argument`.
#[inline]
pub(crate) fn non_null<T>(pointer: *const T, argument: &str) -> Result<NonNull<T>, Failure> {
    NonNull::new(pointer.cast_mut()).ok_or_else(|| Failure::null(argument))
}

/// The names of the usual pair of text out-parameters, for [`hand_over_text`].
pub(crate) const OUT: [&str; 2] = ["out", "out_len"];

/// The body of a call that hands over one text through `out` and `out_len`, named
/// `names` in its errors: both are checked first, then the text `make` answers
/// (or the failure it gives) is handed over.
///
/// # Safety
///
/// `out` and `out_len` NULL or writable.
pub(crate) unsafe fn hand_over_text(
    out: *mut *mut c_char,
    out_len: *mut usize,
    [out_name, len_name]: [&str; 2],
    make: impl FnOnce() -> Result<OwnedText, Failure>,
) -> ResistanceStatus {
    guard(|| {
        let out = non_null(out, out_name)?;
        let out_len = non_null(out_len, len_name)?;
        let text = make()?;
        // SAFETY: checked non-NULL; the caller promises both are writable.
        unsafe { text.hand_over(out, out_len) };
        Ok(())
    })
}

/// The `len` bytes at `bytes`.
///
/// # Safety
///
/// When `bytes` is not NULL it must point to `len` readable bytes that stay
/// unchanged during the call.
pub(crate) unsafe fn input_bytes<'a>(
    bytes: *const u8,
    len: usize,
    argument: &str,
) -> Result<&'a [u8], Failure> {
    let bytes = non_null(bytes, argument)?;
    if len > isize::MAX as usize {
        return Err(Failure::invalid_argument(format!(
            "the length of `{argument}` ({len}) is larger than any buffer"
        )));
    }
    // SAFETY: non-NULL, and the caller promises `len` readable bytes; the length
    // fits in isize as slices require.
    Ok(unsafe { core::slice::from_raw_parts(bytes.as_ptr(), len) })
}

/// The `len` bytes at `text` as UTF-8 text; no NUL terminator is needed.
///
/// # Safety
///
/// As for [`input_bytes`].
pub(crate) unsafe fn input_text<'a>(
    text: *const u8,
    len: usize,
    argument: &str,
) -> Result<&'a str, Failure> {
    // SAFETY: passed through from the caller's promise.
    let bytes = unsafe { input_bytes(text, len, argument) }?;
    core::str::from_utf8(bytes).map_err(|error| {
        Failure::new(
            ResistanceStatus::InvalidUtf8,
            "invalid_utf8",
            format!("`{argument}` is not valid UTF-8: {error}"),
        )
    })
}

/// Writes `value` through `out`, which the caller has checked is not NULL.
///
/// # Safety
///
/// `out` must be valid for a write of `T`; it need not be aligned.
#[inline]
pub(crate) unsafe fn write_out<T>(out: NonNull<T>, value: T) {
    // SAFETY: the caller promises a writable place; unaligned writes are allowed so
    // that packed host structures work too.
    unsafe { ptr::write_unaligned(out.as_ptr(), value) }
}

/// A string handed to the caller: the pointer to free with
/// `resistance_string_free` and its length in bytes (without the NUL).
pub(crate) struct OwnedText {
    pointer: *mut c_char,
    len: usize,
}

impl OwnedText {
    /// Text that may hold NUL bytes (messages can quote the caller's input):
    /// each becomes the visible escape `\u0000`, so C sees the whole message.
    pub(crate) fn from_message(text: &str) -> OwnedText {
        let text: Cow<'_, str> = if text.contains('\0') {
            Cow::Owned(text.replace('\0', "\\u0000"))
        } else {
            Cow::Borrowed(text)
        };
        OwnedText::from_nul_free(text.into_owned())
    }

    /// JSON from the core's encoder: it escapes every control character, so it
    /// holds no NUL byte.
    pub(crate) fn from_nul_free(text: String) -> OwnedText {
        let len = text.len();
        let owned = CString::new(text)
            .unwrap_or_else(|_| unreachable!("encoded JSON and escaped messages hold no NUL"));
        OwnedText {
            pointer: owned.into_raw(),
            len,
        }
    }

    /// Hands the text to the caller through `out` and `out_len`.
    ///
    /// # Safety
    ///
    /// Both must be valid for writes (checked non-NULL by the caller).
    pub(crate) unsafe fn hand_over(self, out: NonNull<*mut c_char>, out_len: NonNull<usize>) {
        // SAFETY: the caller promises both places are writable.
        unsafe {
            write_out(out, self.pointer);
            write_out(out_len, self.len);
        }
    }
}

/// Takes back a string made by [`OwnedText`].
///
/// # Safety
///
/// `text` must come from [`OwnedText`] and not have been freed yet.
pub(crate) unsafe fn free_text(text: NonNull<c_char>) {
    // SAFETY: made by CString::into_raw in OwnedText, with no interior NUL, so
    // from_raw finds the same length and frees the same allocation.
    drop(unsafe { CString::from_raw(text.as_ptr()) });
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn panics_become_a_status_and_a_message() {
        let status = guard(|| panic!("boom"));
        assert_eq!(status, ResistanceStatus::Panic);
        let failure = last_error().expect("recorded");
        assert_eq!(failure.code, "panic");
        assert!(failure.message.contains("boom"), "{}", failure.message);
        clear_last_error();
        assert_eq!(last_error(), None);
    }

    #[test]
    fn success_leaves_the_last_error_alone() {
        let _ = guard(|| Err(Failure::null("x")));
        assert_eq!(guard(|| Ok(())), ResistanceStatus::Ok);
        assert_eq!(last_error().map(|f| f.code), Some("null_pointer"));
    }

    #[test]
    fn messages_with_nul_bytes_keep_their_tail() {
        let text = OwnedText::from_message("a\0b");
        assert_eq!(text.len, "a\\u0000b".len());
        // SAFETY: made by OwnedText just above.
        unsafe { free_text(NonNull::new(text.pointer).expect("non-NULL")) };
    }
}
