//! C ABI of `resistance-core`.
//!
//! This crate is the seed of the C library: for now it exposes the versions a host
//! needs to check compatibility. Handles, typed calls and JSON calls arrive with the C
//! issue, together with the cbindgen-generated header.

// Exporting symbols (`no_mangle`) is unsafe by nature; every export is reviewed
// here. The core itself forbids unsafe code.
#![allow(unsafe_code)]

use core::ffi::{CStr, c_char};

/// The engine version as a NUL-terminated string owned by the library (never free it).
#[unsafe(no_mangle)]
pub extern "C" fn resistance_version() -> *const c_char {
    const VERSION: &CStr =
        match CStr::from_bytes_with_nul(concat!(env!("CARGO_PKG_VERSION"), "\0").as_bytes()) {
            Ok(version) => version,
            Err(_) => c"unknown",
        };
    VERSION.as_ptr()
}

/// The snapshot format version this build reads and writes.
#[unsafe(no_mangle)]
pub extern "C" fn resistance_snapshot_version() -> u32 {
    resistance_core::SNAPSHOT_VERSION
}

#[cfg(test)]
mod tests {
    #[test]
    fn version_is_the_crate_version() {
        // SAFETY: resistance_version returns a pointer to a static NUL-terminated string.
        let text = unsafe { core::ffi::CStr::from_ptr(super::resistance_version()) };
        assert_eq!(text.to_str(), Ok(env!("CARGO_PKG_VERSION")));
        assert_eq!(
            super::resistance_snapshot_version(),
            resistance_core::SNAPSHOT_VERSION
        );
    }
}
