//! Any bytes as a learner's results file (`marks`): an error or a reading, never a
//! panic, an endless loop or unbounded memory (what it checks:
//! `sudotrace_fuzz::results_reader`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudotrace_fuzz::results_reader(data));
