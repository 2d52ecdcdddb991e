//! A trace's events as columns (Python's `Trace.events_frame`): the trace-format fields,
//! and the depth after each event, a byte an event in each column, written straight into
//! one buffer that numpy and pandas then view without a copy.

use std::sync::atomic::Ordering;

use sudotrace_core::events::event::{Event, EventKind, Reason};
use sudotrace_core::names::Named;
use sudotrace_core::puzzle::grid::Unit;

use crate::AppError;
use crate::loaded::Loaded;
use crate::progress::Going;

/// The columns of the buffer [`Loaded::fill_columns`] writes, in its order: each `count`
/// bytes, a byte an event.
///
/// - `ev`: the kind's place in [`EventKind::ALL`] (a categorical's code);
/// - `r`, `c`: the cell's row and column, from 1;
/// - `d`, `n`, `with_r`, `with_c`: the digit, a choice's candidates, the cell a conflict
///   clashes with, 0 where the kind has none;
/// - `unit`, `by`: a conflict's unit ([`Unit::ALL`]) and why a digit is forced
///   ([`Reason`]'s names), as codes, 255 (-1 as a signed byte) where none;
/// - `depth`: the digits placed after the event;
/// - `d_missing`, `n_missing`, `with_missing`: 1 where the column before is empty (a
///   nullable integer's mask).
pub const COLUMNS: [&str; 13] = [
    "ev",
    "r",
    "c",
    "d",
    "n",
    "with_r",
    "with_c",
    "unit",
    "by",
    "depth",
    "d_missing",
    "n_missing",
    "with_missing",
];

/// A code's value where a categorical column is empty: -1 as a signed byte.
const NONE: u8 = 255;

/// The names of the categories of `ev`, `unit` and `by`, in their codes' order.
pub fn categories() -> [(&'static str, Vec<&'static str>); 3] {
    [
        (
            "ev",
            EventKind::ALL.iter().map(|kind| kind.name()).collect(),
        ),
        ("unit", Unit::ALL.iter().map(|unit| unit.name()).collect()),
        (
            "by",
            Reason::ALL.iter().map(|reason| reason.name()).collect(),
        ),
    ]
}

impl Loaded {
    /// Write events `from` to `from + count - 1` (numbered from 1) into `buffer`, laid out
    /// as [`COLUMNS`] says (`buffer` holds `COLUMNS.len() * count` bytes), counting them
    /// into `going`; stops early, leaving the rest, once `going` is asked to stop.
    pub fn fill_columns(
        &self,
        from: u64,
        count: usize,
        buffer: &mut [u8],
        going: &Going,
    ) -> Result<(), AppError> {
        assert_eq!(
            buffer.len(),
            COLUMNS.len() * count,
            "a byte an event a column"
        );
        let mut cursor = self.cursor()?;
        cursor.seek(from.saturating_sub(1)).map_err(self.error())?;
        let mut columns: Vec<&mut [u8]> = buffer.chunks_mut(count.max(1)).collect();
        for i in 0..count {
            let Some(event) = cursor.next_event().map_err(self.error())? else {
                break;
            };
            let depth = cursor.replay().depth() as u8;
            let row = Row::of(event, depth);
            for (column, byte) in columns.iter_mut().zip(row.0) {
                column[i] = byte;
            }
            if i % 65_536 == 0 {
                going.count.store(i as u64, Ordering::Relaxed);
                if going.stop.load(Ordering::Relaxed) {
                    break;
                }
            }
        }
        Ok(())
    }
}

/// One event's byte in each of [`COLUMNS`].
struct Row([u8; COLUMNS.len()]);

impl Row {
    fn of(event: Event, depth: u8) -> Row {
        let fields = Fields::of(event);
        let (with_r, with_c) = fields.with.unwrap_or((0, 0));
        let (unit, by) = match event {
            Event::Conflict { unit, .. } => (code(Unit::ALL.iter().position(|&u| u == unit)), NONE),
            Event::Force { reason, .. } => {
                (NONE, code(Reason::ALL.iter().position(|&r| r == reason)))
            }
            _ => (NONE, NONE),
        };
        Row([
            event.kind() as u8,
            fields.r,
            fields.c,
            fields.d.unwrap_or(0),
            fields.n.unwrap_or(0),
            with_r,
            with_c,
            unit,
            by,
            depth,
            u8::from(fields.d.is_none()),
            u8::from(fields.n.is_none()),
            u8::from(fields.with.is_none()),
        ])
    }
}

/// A category's code: its place, or [`NONE`].
fn code(place: Option<usize>) -> u8 {
    place.map_or(NONE, |i| i as u8)
}

/// An event's trace-format fields, rows and columns from 1.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Fields {
    /// The kind's name.
    pub ev: &'static str,
    /// The row, from 1.
    pub r: u8,
    /// The column, from 1.
    pub c: u8,
    /// The digit tried, placed, erased or forced; none for a choice or a dead end.
    pub d: Option<u8>,
    /// A choice's candidates.
    pub n: Option<u8>,
    /// A conflict's unit.
    pub unit: Option<&'static str>,
    /// The cell a conflict clashes with: (row, column).
    pub with: Option<(u8, u8)>,
    /// Why a digit is forced.
    pub by: Option<&'static str>,
}

impl Fields {
    /// The fields of `event`.
    pub fn of(event: Event) -> Fields {
        let cell = event.cell();
        let mut fields = Fields {
            ev: event.kind().name(),
            r: cell.r(),
            c: cell.c(),
            d: Some(event.digit()).filter(|&d| d > 0),
            n: None,
            unit: None,
            with: None,
            by: None,
        };
        match event {
            Event::Choose { candidates, .. } => fields.n = Some(candidates),
            Event::Conflict { unit, with, .. } => {
                fields.unit = Some(unit.name());
                fields.with = Some((with.r(), with.c()));
            }
            Event::Force { reason, .. } => fields.by = Some(reason.name()),
            _ => {}
        }
        fields
    }
}

#[cfg(test)]
mod tests {
    use sudotrace_core::puzzle::grid::{Cell, Unit};
    use sudotrace_core::trace::event_line;

    use super::*;

    #[test]
    fn an_events_fields_are_its_trace_lines() {
        let cell = |r: usize, c: usize| Cell::from_index((r - 1) * 9 + c - 1).unwrap();
        let conflict = Event::Conflict {
            cell: cell(1, 8),
            digit: 6,
            unit: Unit::Col,
            with: cell(3, 8),
        };
        assert_eq!(
            event_line(conflict),
            r#"{"ev":"conflict","r":1,"c":8,"d":6,"unit":"col","with":[3,8]}"#
        );
        let fields = Fields::of(conflict);
        assert_eq!(
            (fields.ev, fields.r, fields.c, fields.d),
            ("conflict", 1, 8, Some(6))
        );
        assert_eq!(
            (fields.unit, fields.with, fields.n, fields.by),
            (Some("col"), Some((3, 8)), None, None)
        );
        let choose = Fields::of(Event::Choose {
            cell: cell(9, 2),
            candidates: 3,
        });
        assert_eq!(
            (choose.r, choose.c, choose.d, choose.n),
            (9, 2, None, Some(3))
        );
    }

    #[test]
    fn a_loaded_traces_columns_hold_every_event_a_byte_each() {
        let trace = crate::loaded::search_loaded(sudotrace_core::search::Strategy::MRV_HIDDEN);
        let count = trace.events as usize;
        let mut buffer = vec![0; COLUMNS.len() * count];
        trace
            .fill_columns(1, count, &mut buffer, &Going::default())
            .unwrap();
        let column = |name: &str| {
            let k = COLUMNS.iter().position(|c| *c == name).unwrap();
            &buffer[k * count..(k + 1) * count]
        };
        let [(_, kinds), (_, units), (_, reasons)] = categories();
        for (i, event) in trace.each_event().unwrap().map(Result::unwrap).enumerate() {
            let fields = Fields::of(event);
            assert_eq!(kinds[column("ev")[i] as usize], fields.ev, "{i}");
            assert_eq!((column("r")[i], column("c")[i]), (fields.r, fields.c));
            let nullable = |value: u8, missing: u8| (missing == 0).then_some(value);
            assert_eq!(nullable(column("d")[i], column("d_missing")[i]), fields.d);
            assert_eq!(nullable(column("n")[i], column("n_missing")[i]), fields.n);
            let with = nullable(column("with_r")[i], column("with_missing")[i])
                .map(|r| (r, column("with_c")[i]));
            assert_eq!(with, fields.with);
            let named = |code: u8, names: &[&'static str]| names.get(code as usize).copied();
            assert_eq!(named(column("unit")[i], &units), fields.unit);
            assert_eq!(named(column("by")[i], &reasons), fields.by);
        }
        // Solved: every one of LeetCode 37's 51 blanks filled.
        assert_eq!(column("depth").last(), Some(&51));
        // Part of the trace, from event 10: its events, numbered as in the whole.
        let mut part = vec![0; COLUMNS.len() * 5];
        trace
            .fill_columns(10, 5, &mut part, &Going::default())
            .unwrap();
        assert_eq!(&part[..5], &column("ev")[9..14]);
    }
}
