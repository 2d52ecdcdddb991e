//! Any bytes as a shard's manifest and results (`compare status`, `compare merge`): an
//! error or a reading, never a panic, an endless loop or unbounded memory (what it
//! checks: `sudotrace_fuzz::shard_reader`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudotrace_fuzz::shard_reader(data));
