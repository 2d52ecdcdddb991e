//! Any bytes as a JSON Lines trace: an error or the trace, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudotrace::trace::TraceReader;

fuzz_target!(|data: &[u8]| {
    let Ok(mut reader) = TraceReader::from_bytes(data.to_vec()) else {
        return;
    };
    let _ = reader.read_to_end();
    let _ = reader.seek(reader.position().saturating_add(10));
});
