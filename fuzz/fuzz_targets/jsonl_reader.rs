//! Any bytes as a JSON Lines trace: an error or a reading, never a panic, an endless
//! loop or unbounded memory (what it checks: `sudotrace_fuzz::jsonl_reader`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudotrace_fuzz::jsonl_reader(data));
