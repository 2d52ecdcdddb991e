//! Any bytes as a puzzle file (`solve`, `rate`, `compare`, `check`): an error or a
//! reading, never a panic, an endless loop or unbounded memory (what it checks:
//! `sudotrace_fuzz::puzzle_reader`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudotrace_fuzz::puzzle_reader(data));
