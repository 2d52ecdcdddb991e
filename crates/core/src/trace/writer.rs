//! Writing a trace in the format its file name asks for (`.sdt`: binary; `.jsonl`,
//! `.jsonl.gz` or anything else: JSON Lines), and refusing up front a recording that
//! could outgrow the free space of the disk it goes to.

use std::io;
use std::path::Path;

use super::{
    BinaryWriter, DEFAULT_MAX_EVENTS, DEFAULT_MAX_EVENTS_BINARY, Header, JsonlWriter, RecordedEnd,
    binary, is_gzip_name,
};
use crate::events::event::Event;
use crate::output::OutputFile;
use crate::search::Sink;

/// The two trace formats.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Format {
    /// JSON Lines: one readable line an event, gzip-compressed under a `.gz` name.
    Jsonl,
    /// The compact binary format of `.sdt` files.
    Binary,
}

/// The longest line sudotrace writes (a conflict) with its newline.
const LONGEST_JSONL_EVENT: u64 = 63;
/// Gzip shrinks sudotrace's JSON Lines about 36 times; a bound assumes 16.
const GZIP_BOUND_RATIO: u64 = 16;
/// A checkpoint and its index entry take under 100 bytes.
const CHECKPOINT_BYTES: u64 = 100;

impl Format {
    /// The format a trace written under `path` gets: binary for the `.sdt` extension.
    pub fn for_path(path: &Path) -> Format {
        if path.extension().is_some_and(|ext| ext == binary::EXTENSION) {
            Format::Binary
        } else {
            Format::Jsonl
        }
    }

    /// The format in words: `JSON Lines`, `binary`.
    pub fn name(self) -> &'static str {
        match self {
            Format::Jsonl => "JSON Lines",
            Format::Binary => "binary",
        }
    }

    /// The `--max-events` a recording in this format gets when none is given.
    pub fn default_max_events(self) -> u64 {
        match self {
            Format::Jsonl => DEFAULT_MAX_EVENTS,
            Format::Binary => DEFAULT_MAX_EVENTS_BINARY,
        }
    }

    /// The most bytes a trace of sudotrace's own search with `events` events can take
    /// in this format at `path` (whose name says whether it is compressed).
    pub(crate) fn worst_case_bytes(self, path: &Path, events: u64) -> u64 {
        match self {
            Format::Jsonl if is_gzip_name(path) => {
                events.saturating_mul(LONGEST_JSONL_EVENT) / GZIP_BOUND_RATIO
            }
            Format::Jsonl => events.saturating_mul(LONGEST_JSONL_EVENT),
            Format::Binary => {
                (events / binary::CHECKPOINT_EVERY + 1).saturating_mul(CHECKPOINT_BYTES)
            }
        }
        .saturating_add(4096)
    }
}

/// Refuse a trace name that asks for a format sudotrace does not write: a binary trace
/// compressed with gzip (`.sdt.gz`), which would otherwise be written as compressed
/// JSON Lines under a binary name. Says what to name it instead.
pub fn refuse_unwritable_format(path: &Path) -> Result<(), String> {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy())
        .unwrap_or_default();
    let gzip_binary = format!(".{}.gz", binary::EXTENSION);
    match name.strip_suffix(&gzip_binary) {
        Some(stem) => Err(format!(
            "{}: a binary trace is not compressed further (it takes about 1.3 bytes per 1,000 events); name it {stem}.{}, or {stem}.jsonl.gz for compressed JSON Lines",
            path.display(),
            binary::EXTENSION
        )),
        None => Ok(()),
    }
}

/// Refuse a recording of up to `max_events` events into `path` when the disk it goes to
/// has less free space than the trace could take (never where the free space cannot be
/// told). Says what to do instead (lowering `--max-events` only when the command has it:
/// `can_limit`).
pub fn refuse_without_room(path: &Path, max_events: u64, can_limit: bool) -> Result<(), String> {
    if crate::output::is_device_or_pipe(path) {
        return Ok(());
    }
    let format = Format::for_path(path);
    let needed = format.worst_case_bytes(path, max_events);
    let dir = dir_of(path);
    let Some(free) = free_bytes(dir) else {
        return Ok(());
    };
    if needed <= free {
        return Ok(());
    }
    let advice = match (format, can_limit) {
        (Format::Jsonl, true) => {
            "lower --max-events, write the binary format (a name ending in .sdt), or free some space"
        }
        (Format::Jsonl, false) => {
            "write the binary format (a name ending in .sdt), or free some space"
        }
        (Format::Binary, true) => "lower --max-events or free some space",
        (Format::Binary, false) => "free some space",
    };
    Err(format!(
        "{}: a {} trace of up to {} events can take {}, but {} has only {} free; {advice}",
        path.display(),
        format.name(),
        crate::numbers::thousands(max_events),
        crate::numbers::megabytes(needed),
        dir.display(),
        crate::numbers::megabytes(free),
    ))
}

/// The most events a trace of sudotrace's own search at `path` can hold before it would
/// fill the free space of its disk (`None` when that cannot be told): the limit of a
/// recording asked to run without one.
pub fn events_that_fit(path: &Path) -> Option<u64> {
    if crate::output::is_device_or_pipe(path) {
        return None;
    }
    let format = Format::for_path(path);
    let free = free_bytes(dir_of(path))?;
    let per_event = format.worst_case_bytes(path, 1_000_000).max(1);
    Some(free.saturating_mul(1_000_000) / per_event / 10 * 9)
}

fn dir_of(path: &Path) -> &Path {
    match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    }
}

/// Bytes that an unprivileged process may still write on the file system of `dir`.
#[cfg(unix)]
fn free_bytes(dir: &Path) -> Option<u64> {
    let stat = rustix::fs::statvfs(dir).ok()?;
    Some(stat.f_bavail.saturating_mul(stat.f_frsize))
}

/// Bytes that this user may still write on the disk of `dir` (quotas counted).
#[cfg(windows)]
fn free_bytes(dir: &Path) -> Option<u64> {
    use std::os::windows::ffi::OsStrExt;
    use windows_sys::Win32::Storage::FileSystem::GetDiskFreeSpaceExW;
    let mut name: Vec<u16> = dir.as_os_str().encode_wide().collect();
    // The root of a network share (`\\server\share`) is named only with a final `\`.
    if !name
        .last()
        .is_some_and(|&c| c == u16::from(b'\\') || c == u16::from(b'/'))
    {
        name.push(u16::from(b'\\'));
    }
    name.push(0);
    let mut available = 0u64;
    // SAFETY: a NUL-terminated wide string, and a place for the one figure asked for;
    // the two not asked for may be null.
    let done = unsafe {
        GetDiskFreeSpaceExW(
            name.as_ptr(),
            &mut available,
            std::ptr::null_mut(),
            std::ptr::null_mut(),
        )
    };
    (done != 0).then_some(available)
}

/// Where the free space cannot be asked, no recording is refused for the lack of it.
#[cfg(not(any(unix, windows)))]
fn free_bytes(_dir: &Path) -> Option<u64> {
    None
}

/// A trace being written in either format; the file appears under its name only when
/// [`finish`](TraceWriter::finish) succeeds.
// One writer lives per recording: the size of the larger variant does not matter (it
// passes clippy's bound where a file handle is wider, as on Windows).
#[allow(clippy::large_enum_variant)]
pub enum TraceWriter {
    /// Writing JSON Lines.
    Jsonl(JsonlWriter<OutputFile>),
    /// Writing the binary format.
    Binary(Box<BinaryWriter<OutputFile>>),
}

impl TraceWriter {
    /// Start writing a trace at `path` in the format its name asks for.
    pub fn create(path: &Path, header: &Header) -> io::Result<TraceWriter> {
        Ok(match Format::for_path(path) {
            Format::Jsonl => TraceWriter::Jsonl(JsonlWriter::new(
                OutputFile::create(path, is_gzip_name(path))?,
                header,
            )),
            Format::Binary => TraceWriter::Binary(Box::new(BinaryWriter::new(
                OutputFile::create(path, false)?,
                header,
            ))),
        })
    }

    /// Write the end record and move the file under its name.
    pub fn finish(self, end: &RecordedEnd) -> io::Result<()> {
        match self {
            TraceWriter::Jsonl(writer) => writer.finish_recorded(end)?.commit(),
            TraceWriter::Binary(writer) => (*writer).finish_recorded(end)?.commit(),
        }
    }
}

impl Sink for TraceWriter {
    #[inline]
    fn event(&mut self, event: Event) {
        match self {
            TraceWriter::Jsonl(writer) => writer.event(event),
            TraceWriter::Binary(writer) => writer.event(event),
        }
    }
}
