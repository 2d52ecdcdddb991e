//! Any bytes after the binary signature and version 1 through the trace reader: an
//! error or a reading, never a panic, an endless loop or unbounded memory (what it
//! checks: `sudotrace_fuzz::binary_reader`).
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| sudotrace_fuzz::binary_reader(data));
