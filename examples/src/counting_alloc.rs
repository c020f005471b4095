//! A global allocator that counts heap allocations, for the benchmark and the
//! no-allocation tests.
//!
//! Install it in a binary or test crate, then count:
//!
//! ```
//! use resistance_examples::counting_alloc::{CountingAllocator, allocations_during};
//!
//! #[global_allocator]
//! static ALLOCATOR: CountingAllocator = CountingAllocator;
//!
//! fn main() {
//!     // black_box: the optimizer may otherwise remove an unused allocation.
//!     let (_buffer, allocations) =
//!         allocations_during(|| std::hint::black_box(Vec::<u8>::with_capacity(8)));
//!     assert_eq!(allocations, 1);
//! }
//! ```
//!
//! Every allocation is counted twice: in a process-wide total, and in a counter of
//! the thread that made it. [`allocations_during`] reads the thread's own counter, so
//! tests running in parallel on other threads (the test harness does that) cannot
//! disturb each other's counts.
//!
//! Without the allocator installed nothing is counted and every count reads 0.

// A `GlobalAlloc` implementation is unsafe by nature; this one only forwards to
// `System` and bumps counters, which is why the workspace-wide deny is lifted here.
#![allow(unsafe_code)]

use std::{
    alloc::{GlobalAlloc, Layout, System},
    cell::Cell,
    sync::atomic::{AtomicU64, Ordering},
};

/// Allocations made by every thread since the program started.
static TOTAL: AtomicU64 = AtomicU64::new(0);

thread_local! {
    // `const` initialisation and a type without `Drop`: reading it never allocates
    // and never registers a destructor, so the allocator may touch it.
    static THIS_THREAD: Cell<u64> = const { Cell::new(0) };
}

/// [`System`], counting every allocation: `alloc`, `alloc_zeroed` and `realloc`
/// each count as one (a `realloc` may move the block, so it is heap work too).
/// Deallocations are not counted.
#[derive(Clone, Copy, Debug, Default)]
pub struct CountingAllocator;

impl CountingAllocator {
    fn note() {
        TOTAL.fetch_add(1, Ordering::Relaxed);
        // `try_with` rather than `with`: an allocator must never panic, even while
        // a thread is being torn down.
        let _ = THIS_THREAD.try_with(|count| count.set(count.get() + 1));
    }
}

// SAFETY: every method forwards its arguments unchanged to `System`, which upholds
// the `GlobalAlloc` contract; the counting around it neither allocates nor panics.
unsafe impl GlobalAlloc for CountingAllocator {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        Self::note();
        // SAFETY: forwarded unchanged; the caller upholds `alloc`'s contract.
        unsafe { System.alloc(layout) }
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        Self::note();
        // SAFETY: forwarded unchanged; the caller upholds `alloc_zeroed`'s contract.
        unsafe { System.alloc_zeroed(layout) }
    }

    unsafe fn realloc(&self, ptr: *mut u8, layout: Layout, new_size: usize) -> *mut u8 {
        Self::note();
        // SAFETY: forwarded unchanged; the caller upholds `realloc`'s contract.
        unsafe { System.realloc(ptr, layout, new_size) }
    }

    unsafe fn dealloc(&self, ptr: *mut u8, layout: Layout) {
        // SAFETY: forwarded unchanged; the caller upholds `dealloc`'s contract.
        unsafe { System.dealloc(ptr, layout) }
    }
}

/// Allocations made by all threads so far.
pub fn total_allocations() -> u64 {
    TOTAL.load(Ordering::Relaxed)
}

/// Allocations made by the current thread so far.
pub fn thread_allocations() -> u64 {
    THIS_THREAD.try_with(Cell::get).unwrap_or(0)
}

/// Runs `f` and returns its result with the number of allocations the current
/// thread made while it ran.
pub fn allocations_during<R>(f: impl FnOnce() -> R) -> (R, u64) {
    let before = thread_allocations();
    let result = f();
    (result, thread_allocations() - before)
}
