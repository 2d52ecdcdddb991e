//! Any bytes as two shards merged (`compare merge`): an error or a comparison, never a
//! panic, an overflow, an endless loop or unbounded memory (what it checks:
//! `sudotrace_fuzz::shard_merge`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudotrace_fuzz::shard_merge(data));
