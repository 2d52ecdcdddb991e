//! A search recorded from outside, event by event (a student's own solver, through
//! Python's `Recorder`): each event given by its trace-format fields (rows and columns
//! from 1, units and reasons by name), checked, and written as a JSON Lines trace; the
//! board they lead to kept, so that what a call leaves out (the digit a backtrack
//! erases, a choice's candidates) is the board's and the solution is the board the
//! events lead to. Messages name the call (`try_`, `conflict`, ...) and its field.

use sudotrace_core::events::event::{Event, Outcome, Reason};
use sudotrace_core::events::replay::Replay;
use sudotrace_core::names::Named;
use sudotrace_core::puzzle::grid::{Cell, Grid, Unit};
use sudotrace_core::search::Sink as _;
use sudotrace_core::trace::{Header, JsonlWriter, RecordedEnd};

use crate::AppError;

/// The fields of an elimination's pattern, as the trace format names them (rows,
/// columns, boxes and digits from 1); those the rule does not use are `None`.
#[derive(Clone, Copy, Debug, Default)]
pub struct Pattern {
    /// A pointing's or a claiming's digit.
    pub d: Option<i64>,
    /// The row.
    pub row: Option<i64>,
    /// The column.
    pub col: Option<i64>,
    /// The box.
    pub block: Option<i64>,
    /// A pair's two cells, (row, column) each.
    pub cells: Option<[(i64, i64); 2]>,
    /// A pair's two digits.
    pub ds: Option<(i64, i64)>,
}

/// A recording under way.
pub struct Recording {
    writer: Option<JsonlWriter<Vec<u8>>>,
    /// The board the events lead to (an event that cannot happen leaves it as it was).
    replay: Replay,
}

impl Recording {
    /// Record a search of `puzzle` by the solver named `solver`.
    pub fn new(puzzle: Grid, solver: &str) -> Recording {
        let mut header = Header::new(puzzle, solver, None);
        // Another solver's trace may hold every kind of event, eliminations too.
        header.format = 3;
        Recording {
            writer: Some(JsonlWriter::new(Vec::new(), &header)),
            replay: Replay::new(puzzle),
        }
    }

    /// Write `event`, and play it on the board when it can happen there.
    fn write(&mut self, event: Event) -> Result<(), AppError> {
        let writer = self.writer.as_mut().ok_or_else(finished)?;
        writer.event(event);
        let _ = self.replay.apply(&event);
        Ok(())
    }

    /// `d` is tried in the blank at row `r`, column `c`.
    pub fn try_(&mut self, r: i64, c: i64, d: i64) -> Result<(), AppError> {
        let (cell, digit) = (cell_at("try_", r, c)?, digit("try_", "d", d)?);
        self.write(Event::Try { cell, digit })
    }

    /// The digit `d` tried at (`r`, `c`) clashes with the cell `with` (row, column),
    /// which holds it in `unit` (`row`, `col` or `box`).
    pub fn conflict(
        &mut self,
        r: i64,
        c: i64,
        d: i64,
        unit: &str,
        with: (i64, i64),
    ) -> Result<(), AppError> {
        let (cell, digit) = (cell_at("conflict", r, c)?, digit("conflict", "d", d)?);
        let unit = Unit::from_name(unit).ok_or_else(|| {
            AppError::Refused(format!(
                "conflict: unit={unit:?}: choose {}",
                Unit::names_said()
            ))
        })?;
        let with = cell_at("conflict (with_)", with.0, with.1)?;
        self.write(Event::Conflict {
            cell,
            digit,
            unit,
            with,
        })
    }

    /// The digit `d` tried at (`r`, `c`) fits and is written there.
    pub fn place(&mut self, r: i64, c: i64, d: i64) -> Result<(), AppError> {
        let (cell, digit) = (cell_at("place", r, c)?, digit("place", "d", d)?);
        self.write(Event::Place { cell, digit })
    }

    /// The search erases (`r`, `c`); `d`, the digit erased, is the board's when `None`.
    pub fn backtrack(&mut self, r: i64, c: i64, d: Option<i64>) -> Result<(), AppError> {
        let cell = cell_at("backtrack", r, c)?;
        let digit = self.digit_or_board("backtrack", cell, d)?;
        if digit == 0 {
            return Err(AppError::Refused(format!(
                "backtrack: r{r}c{c} is empty on the board: say the digit erased (d=)"
            )));
        }
        self.write(Event::Backtrack { cell, digit })
    }

    /// The search picks the blank (`r`, `c`); `n`, its candidates, is the board's when
    /// `None`.
    pub fn choose(&mut self, r: i64, c: i64, n: Option<i64>) -> Result<(), AppError> {
        let cell = cell_at("choose", r, c)?;
        let candidates = match n {
            Some(n @ 0..=9) => n as u8,
            Some(n) => {
                return Err(AppError::Refused(format!(
                    "choose: n={n}: a blank has 0 to 9 candidates"
                )));
            }
            None => self.replay.candidates(cell).count_ones() as u8,
        };
        self.write(Event::Choose { cell, candidates })
    }

    /// The digit `d` is forced into (`r`, `c`), `by` `cell` (its only digit) or the unit
    /// where it is the only place.
    pub fn force(&mut self, r: i64, c: i64, d: i64, by: &str) -> Result<(), AppError> {
        let (cell, digit) = (cell_at("force", r, c)?, digit("force", "d", d)?);
        let reason = Reason::from_name(by).ok_or_else(|| {
            AppError::Refused(format!("force: by={by:?}: choose {}", Reason::names_said()))
        })?;
        self.write(Event::Force {
            cell,
            digit,
            reason,
        })
    }

    /// No digit fits the blank (`r`, `c`).
    pub fn deadend(&mut self, r: i64, c: i64) -> Result<(), AppError> {
        let cell = cell_at("deadend", r, c)?;
        self.write(Event::DeadEnd { cell })
    }

    /// A forced digit is taken back from (`r`, `c`); `d` is the board's when `None`.
    pub fn unforce(&mut self, r: i64, c: i64, d: Option<i64>) -> Result<(), AppError> {
        let cell = cell_at("unforce", r, c)?;
        let digit = self.digit_or_board("unforce", cell, d)?;
        self.write(Event::Unforce { cell, digit })
    }

    /// Candidates are taken away by `rule` (`pointing`, `claiming`, `naked-pair`,
    /// `hidden-pair`), its pattern given by the trace format's fields: a pointing's or a
    /// claiming's digit `d`, `box` and line (`row` or `col`); a pair's one unit, `cells`
    /// and `ds`. Read by the trace format's own reader, so that a field is checked, and
    /// refused, as in a trace file.
    pub fn eliminate(&mut self, rule: &str, fields: &Pattern) -> Result<(), AppError> {
        let pattern = self.pattern_of("eliminate", rule, fields)?;
        self.write(Event::Eliminate { pattern })
    }

    /// The newest elimination standing is taken back; its pattern is the board's when
    /// `rule` is `None`.
    pub fn restore(&mut self, rule: Option<&str>, fields: &Pattern) -> Result<(), AppError> {
        let pattern = match rule {
            Some(rule) => self.pattern_of("restore", rule, fields)?,
            None => match self.replay.eliminations().last() {
                Some(standing) => standing.pattern,
                None => {
                    return Err(AppError::Refused(
                        "restore: no elimination stands to be restored".to_string(),
                    ));
                }
            },
        };
        self.write(Event::Restore { pattern })
    }

    /// The pattern `rule` and `fields` give, as a trace line names it.
    fn pattern_of(
        &self,
        call: &str,
        rule: &str,
        fields: &Pattern,
    ) -> Result<sudotrace_core::events::pattern::Pattern, AppError> {
        let mut line = serde_json::json!({"ev": call, "rule": rule});
        for (name, value) in [
            ("d", fields.d),
            ("row", fields.row),
            ("col", fields.col),
            ("box", fields.block),
        ] {
            if let Some(value) = value {
                line[name] = value.into();
            }
        }
        if let Some([(r1, c1), (r2, c2)]) = fields.cells {
            line["cells"] = serde_json::json!([[r1, c1], [r2, c2]]);
        }
        if let Some((a, b)) = fields.ds {
            line["ds"] = serde_json::json!([a, b]);
        }
        let event = sudotrace_core::trace::event_from_line(&line.to_string()).map_err(|err| {
            let message = match err {
                sudotrace_core::trace::TraceError::Malformed { message, .. } => message,
                other => other.to_string(),
            };
            AppError::Refused(format!("{call}: {message}"))
        })?;
        event
            .pattern()
            .ok_or_else(|| AppError::Refused(format!("{call}: not an elimination")))
    }

    /// The digit `d` given to `call` at `cell`, or the board's there when `None`.
    fn digit_or_board(&self, call: &str, cell: Cell, d: Option<i64>) -> Result<u8, AppError> {
        match d {
            Some(d) => digit(call, "d", d),
            None => Ok(self.replay.board().get(cell)),
        }
    }

    /// End the recording: the search ended `result` (`solved`, `unsolvable` or `limit`;
    /// a solved search's solution is the board its events lead to, when full). Gives
    /// the trace's bytes.
    pub fn finish(&mut self, result: &str) -> Result<Vec<u8>, AppError> {
        let outcome = Outcome::from_name(result).ok_or_else(|| {
            AppError::Refused(format!(
                "finish: result={result:?}: choose {}",
                Outcome::names_said()
            ))
        })?;
        let writer = self.writer.take().ok_or_else(finished)?;
        let solution = (outcome == Outcome::Solved && self.replay.board().is_complete())
            .then(|| *self.replay.board());
        writer
            .finish_recorded(&RecordedEnd {
                outcome,
                solution,
                stats: None,
            })
            .map_err(|e| AppError::Output(e.to_string()))
    }
}

fn finished() -> AppError {
    AppError::Refused("the recorder is finished: start another Recorder".to_string())
}

/// The cell at row `r`, column `c` (from 1), given to `call`.
fn cell_at(call: &str, r: i64, c: i64) -> Result<Cell, AppError> {
    if !(1..=9).contains(&r) || !(1..=9).contains(&c) {
        return Err(AppError::Refused(format!(
            "{call}: r={r}, c={c}: rows and columns are 1 to 9"
        )));
    }
    Ok(Cell::from_index((r as usize - 1) * 9 + (c as usize - 1)).expect("within the grid"))
}

/// The digit `d`, given to `call` as `name`.
fn digit(call: &str, name: &str, d: i64) -> Result<u8, AppError> {
    match d {
        1..=9 => Ok(d as u8),
        _ => Err(AppError::Refused(format!(
            "{call}: {name}={d}: a digit is 1 to 9"
        ))),
    }
}

#[cfg(test)]
mod tests {
    use sudotrace_core::puzzle::parse::parse_puzzle_text;
    use sudotrace_core::trace::Cursor;

    use super::*;

    fn recording() -> Recording {
        Recording::new(
            parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap(),
            "mine",
        )
    }

    #[test]
    fn what_a_call_leaves_out_is_the_boards() {
        let mut recording = recording();
        // r1c3 is blank in LeetCode 37; 1 fits there, and 5 is in its row.
        recording.try_(1, 3, 5).unwrap();
        recording.conflict(1, 3, 5, "row", (1, 1)).unwrap();
        recording.try_(1, 3, 1).unwrap();
        recording.place(1, 3, 1).unwrap();
        recording.backtrack(1, 3, None).unwrap();
        let bytes = recording.finish("limit").unwrap();
        let mut cursor = Cursor::from_bytes(bytes).unwrap();
        cursor.read_to_end().unwrap();
        assert_eq!(cursor.position(), 5);
        assert_eq!(cursor.replay().board().get(Cell::from_index(2).unwrap()), 0);
    }

    #[test]
    fn a_call_out_of_the_grid_is_refused_with_its_name_and_field() {
        let mut recording = recording();
        let err = recording.try_(10, 1, 1).unwrap_err();
        assert_eq!(
            err.to_string(),
            "try_: r=10, c=1: rows and columns are 1 to 9"
        );
        let err = recording.place(1, 3, 0).unwrap_err();
        assert_eq!(err.to_string(), "place: d=0: a digit is 1 to 9");
        let err = recording.backtrack(1, 3, None).unwrap_err();
        assert!(err.to_string().contains("say the digit erased"), "{err}");
        let err = recording.finish("done").unwrap_err();
        assert!(err.to_string().contains("result=\"done\""), "{err}");
        recording.finish("solved").unwrap();
        assert!(
            recording.deadend(1, 3).is_err(),
            "a finished recording takes no event"
        );
    }
}
