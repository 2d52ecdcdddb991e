//! Any bytes after the binary signature and version 1 through the trace reader: it must
//! give an error or read the trace, never panic, loop for ever or take unbounded memory.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudotrace_core::trace::Cursor;

const PREFIX: &[u8] = b"\x89SDT\r\n\x1a\n\x01";

fuzz_target!(|data: &[u8]| {
    // Inputs may start with the prefix already (the seed corpus holds real traces).
    let body = data.strip_prefix(PREFIX).unwrap_or(data);
    let mut bytes = PREFIX.to_vec();
    bytes.extend_from_slice(body);
    let Ok(mut reader) = Cursor::from_bytes(bytes.clone()) else {
        return;
    };
    let _ = reader.read_to_end();
    let total = reader.position();
    // Seeks: backward, to the middle, to a checkpoint-ish spot, past the end.
    let Ok(mut reader) = Cursor::from_bytes(bytes) else {
        return;
    };
    for target in [total / 2, 0, total, 1 << 16, total.saturating_add(5), 3] {
        if reader.seek(target).is_err() {
            break;
        }
        let _ = reader.next_event();
        let _ = reader.replay();
    }
});
