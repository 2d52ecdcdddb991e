//! Any bytes as seeks into a binary trace (`show --at`, `step`, `render`): an error or a
//! position, never a panic, an endless loop, or more events replayed than the file's
//! bytes can hold (what it checks: `sudotrace_fuzz::binary_seek`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudotrace_fuzz::binary_seek(data));
