//! A trace's events as columns, one value an event in each (Python's
//! `Trace.events_frame`): the trace-format fields, and the depth after each event.

use sudotrace_core::events::event::Event;
use sudotrace_core::trace::{Cursor, TraceError};

use crate::AppError;
use crate::loaded::Loaded;

/// The columns of a trace's events. A field an event's kind does not have is `None`.
#[derive(Default)]
pub struct EventColumns {
    /// The kind's name: `try`, `conflict`, ...
    pub ev: Vec<&'static str>,
    /// The row, from 1.
    pub r: Vec<u8>,
    /// The column, from 1.
    pub c: Vec<u8>,
    /// The digit, where the kind has one.
    pub d: Vec<Option<u8>>,
    /// A choice's candidates.
    pub n: Vec<Option<u8>>,
    /// A conflict's unit: `row`, `col` or `box`.
    pub unit: Vec<Option<&'static str>>,
    /// The row of the cell a conflict clashes with, from 1.
    pub with_r: Vec<Option<u8>>,
    /// Its column, from 1.
    pub with_c: Vec<Option<u8>>,
    /// Why a digit is forced: `cell`, or the unit it is the only place in.
    pub by: Vec<Option<&'static str>>,
    /// The digits placed after the event.
    pub depth: Vec<u8>,
}

impl EventColumns {
    /// Read every event `cursor` reads, from where it stands, `events` expected.
    pub fn read(cursor: &mut Cursor, events: usize) -> Result<EventColumns, TraceError> {
        let mut columns = EventColumns::with_capacity(events);
        while let Some(event) = cursor.next_event()? {
            columns.push(event, cursor.replay().depth() as u8);
        }
        Ok(columns)
    }

    fn with_capacity(n: usize) -> EventColumns {
        EventColumns {
            ev: Vec::with_capacity(n),
            r: Vec::with_capacity(n),
            c: Vec::with_capacity(n),
            d: Vec::with_capacity(n),
            n: Vec::with_capacity(n),
            unit: Vec::with_capacity(n),
            with_r: Vec::with_capacity(n),
            with_c: Vec::with_capacity(n),
            by: Vec::with_capacity(n),
            depth: Vec::with_capacity(n),
        }
    }

    fn push(&mut self, event: Event, depth: u8) {
        let fields = Fields::of(event);
        self.ev.push(fields.ev);
        self.r.push(fields.r);
        self.c.push(fields.c);
        self.d.push(fields.d);
        self.n.push(fields.n);
        self.unit.push(fields.unit);
        self.with_r.push(fields.with.map(|w| w.0));
        self.with_c.push(fields.with.map(|w| w.1));
        self.by.push(fields.by);
        self.depth.push(depth);
    }
}

impl Loaded {
    /// The trace's events as columns, from its first.
    pub fn columns(&self) -> Result<EventColumns, AppError> {
        let mut cursor = self.cursor().map_err(self.error())?;
        EventColumns::read(&mut cursor, self.events as usize).map_err(self.error())
    }
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
    fn a_loaded_traces_columns_hold_every_event() {
        let trace = crate::loaded::search_loaded(sudotrace_core::search::Strategy::TABLES);
        let columns = trace.columns().unwrap();
        assert_eq!(columns.ev.len() as u64, trace.events);
        assert_eq!(columns.depth.len(), columns.ev.len());
        let fourth = Fields::of(trace.event(4).unwrap());
        assert_eq!(
            (columns.ev[3], columns.r[3], columns.d[3]),
            (fourth.ev, fourth.r, fourth.d)
        );
        // Solved: every one of LeetCode 37's 51 blanks filled.
        assert_eq!(columns.depth.last(), Some(&51));
    }
}
