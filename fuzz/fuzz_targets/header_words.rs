//! Any bytes as a trace's header, and the words a terminal shows of it: an error or a
//! reading, never a panic, an endless loop or unbounded memory (what it checks:
//! `sudotrace_fuzz::header_words`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudotrace_fuzz::header_words(data));
