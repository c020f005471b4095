//! Shared pieces of the example programs.
