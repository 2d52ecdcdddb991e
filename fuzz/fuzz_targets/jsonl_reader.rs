//! Any bytes as a JSON Lines trace: an error or the trace, never a panic.
#![no_main]

use libfuzzer_sys::fuzz_target;
use sudotrace_core::trace::Cursor;

fuzz_target!(|data: &[u8]| {
    let Ok(mut reader) = Cursor::from_bytes(data.to_vec()) else {
        return;
    };
    let _ = reader.read_to_end();
    let _ = reader.seek(reader.position().saturating_add(10));
    // Back to the start: JSON Lines is read again from its first line.
    let _ = reader.seek(1);
    let _ = reader.find_previous(&[sudotrace_core::events::event::EventKind::Conflict]);
});
