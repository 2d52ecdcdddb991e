//! The tables check's three lookup tables at a position, as the articles draw them: for
//! each row, column and box, which digits it holds; and what the event's check looked up
//! in them: the try's cell and digit, and the entry of each table it read, in the
//! check's order (the row's, the column's, the box's), with whether the digit was there.
//! The frames' tables panel, the stepper's tables pane and the web page's tables panel
//! draw this view, and `show --json` writes it ([`TablesJson`]); nothing here knows how.

use serde::Serialize;

use crate::events::event::Event;
use crate::events::replay::Replay;
use crate::puzzle::grid::{Cell, UNITS_OF, Unit, UnitTables};
use crate::search::{Check, CheckWork};

/// The three tables at a position, and what the event looked up in them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct TablesView {
    /// Which digits each unit holds on the board shown: a bit for each digit (bit d for
    /// digit d), by [`Unit`] and the unit's number from 0.
    pub used: [[u16; 9]; 3],
    /// What the event's check looked up, when it was the tables check checking a try.
    pub looked: Option<Lookups>,
}

/// A try's lookups: the cell and digit tried, and the entries read, in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lookups {
    /// The cell tried.
    pub cell: Cell,
    /// The digit tried.
    pub digit: u8,
    /// Each table read, in the check's order: its unit, the unit's number from 0, and
    /// whether the digit was in it (the clash). Fewer than three when a clash ended it.
    pub entries: [Option<Lookup>; 3],
}

/// One entry read: the table of `unit` number `index`, at the try's digit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Lookup {
    /// Which table: the rows', the columns' or the boxes'.
    pub unit: Unit,
    /// The row, column or box, from 0.
    pub index: usize,
    /// Whether the digit was already there: the try clashes.
    pub held: bool,
}

impl TablesView {
    /// The tables of `replay`'s board, right after `event` (none at rest), with what
    /// `check`'s `work` for it looked up.
    pub fn of(
        replay: &Replay,
        event: Option<Event>,
        check: Option<Check>,
        work: Option<CheckWork>,
    ) -> TablesView {
        let tables = UnitTables::of(replay.board());
        let mut used = [[0u16; 9]; 3];
        for (u, unit) in used.iter_mut().enumerate() {
            for (index, digits) in unit.iter_mut().enumerate() {
                *digits = tables.digits().of(u * 9 + index);
            }
        }
        let looked = match (check, work, event) {
            (Some(Check::Tables), Some(CheckWork::Try { cell, n }), Some(event)) => {
                Some(lookups(&tables, cell, event, n))
            }
            _ => None,
        };
        TablesView { used, looked }
    }

    /// The tables of `replay`'s board, right after `event`, with what `check` (the
    /// trace's, when sudotrace knows it) looked up for it: the one way the frames' panel,
    /// the stepper's pane and `View::tables` make the view.
    pub fn at(replay: &Replay, event: Option<Event>, check: Option<Check>) -> TablesView {
        let work = match (check, event) {
            (Some(check), Some(event)) => check.work(&event, replay.board()),
            _ => None,
        };
        TablesView::of(replay, event, check, work)
    }

    /// The entry the try looked up in the table of `unit` number `index` at `digit`, if
    /// it looked that one up.
    pub fn lookup_at(&self, unit: Unit, index: usize, digit: u8) -> Option<Lookup> {
        let looked = self.looked.filter(|looked| looked.digit == digit)?;
        looked
            .entries
            .iter()
            .flatten()
            .find(|entry| entry.unit == unit && entry.index == index)
            .copied()
    }

    /// Whether unit `unit` number `index` holds `digit` on the board shown.
    pub fn holds(&self, unit: Unit, index: usize, digit: u8) -> bool {
        self.used[unit as usize][index] & (1 << digit) != 0
    }
}

/// The tables as `show --json` writes them: `{"used": {"row": [[3, 5, 7], ...], "col":
/// [...], "box": [...]}, "looked": {"cell": "r1c7", "digit": 6, "entries": [{"unit":
/// "row", "number": 1, "held": false}, ...]}}`, `looked` null when no tables were looked
/// up (any event but a try checked by the tables check: a clash or a fit).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct TablesJson {
    /// The digits each unit holds on the board shown, ascending: nine lists a kind of
    /// unit, the rows top to bottom, the columns left to right, the boxes in reading
    /// order.
    pub used: UsedJson,
    /// The entries the try looked up, in the order the check read them.
    pub looked: Option<LookedJson>,
}

/// The digits each row, column and box holds, as [`TablesJson`] writes them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct UsedJson {
    /// Rows 1 to 9.
    pub row: Vec<Vec<u8>>,
    /// Columns 1 to 9.
    pub col: Vec<Vec<u8>>,
    /// Boxes 1 to 9, in reading order (box 3 is the top right).
    #[serde(rename = "box")]
    pub boxes: Vec<Vec<u8>>,
}

/// A try's lookups as [`TablesJson`] writes them.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LookedJson {
    /// The cell tried (`r1c7`).
    pub cell: String,
    /// The digit tried.
    pub digit: u8,
    /// Each entry read, in order: one to three, the last held for a clash.
    pub entries: Vec<LookupJson>,
}

/// One entry read, as [`TablesJson`] writes it: `{"unit": "box", "number": 3, "held":
/// true}`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LookupJson {
    /// Which table: `row`, `col` or `box`.
    pub unit: &'static str,
    /// The unit's number, 1 to 9, as its words say it (`box 3`).
    pub number: u8,
    /// Whether the unit already held the digit: the clash.
    pub held: bool,
}

impl From<&TablesView> for TablesJson {
    fn from(view: &TablesView) -> TablesJson {
        let digits = |unit: Unit| -> Vec<Vec<u8>> {
            (0..9)
                .map(|index| (1..=9).filter(|&d| view.holds(unit, index, d)).collect())
                .collect()
        };
        TablesJson {
            used: UsedJson {
                row: digits(Unit::Row),
                col: digits(Unit::Col),
                boxes: digits(Unit::Box),
            },
            looked: view.looked.map(|looked| LookedJson {
                cell: looked.cell.to_string(),
                digit: looked.digit,
                entries: looked
                    .entries
                    .iter()
                    .flatten()
                    .map(|entry| LookupJson {
                        unit: entry.unit.name(),
                        number: entry.index as u8 + 1,
                        held: entry.held,
                    })
                    .collect(),
            }),
        }
    }
}

/// The `n` entries the tables check read for `event`'s try of `cell`: the row's, the
/// column's and the box's, each held or not. A placement fitted (its digit is on the
/// board now, but was in none of them); a conflict's last entry is its clash.
fn lookups(tables: &UnitTables, cell: Cell, event: Event, n: u8) -> Lookups {
    let digit = event.digit();
    let placed = matches!(event, Event::Place { .. });
    let units = UNITS_OF[cell.index()];
    let mut entries = [None; 3];
    for (k, entry) in entries.iter_mut().enumerate().take(usize::from(n)) {
        let table = usize::from(units[k]);
        let held = !placed && tables.digits().of(table) & (1 << digit) != 0;
        *entry = Some(Lookup {
            unit: Unit::ALL[k],
            index: table % 9,
            held,
        });
    }
    Lookups {
        cell,
        digit,
        entries,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::puzzle::parse::parse_puzzle_text;
    use crate::search::{Search, Strategy};

    const LEETCODE: &str =
        "53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....419..5....8..79";

    /// The replay after `n` events of the LeetCode search with the tables check, and the
    /// view of its tables with the check's work for the last event.
    fn at(n: usize) -> (TablesView, Event) {
        let grid = parse_puzzle_text(LEETCODE).unwrap();
        let mut kept: Vec<Event> = Vec::new();
        Search::new(Strategy::TABLES).run(&grid, &mut kept);
        let mut replay = Replay::new(grid);
        for event in &kept[..n] {
            replay.apply(event).unwrap();
        }
        let event = kept[n - 1];
        let mut before = Replay::new(grid);
        for event in &kept[..n - 1] {
            before.apply(event).unwrap();
        }
        let work = Check::Tables.work(&event, before.board());
        (
            TablesView::of(&replay, Some(event), Some(Check::Tables), work),
            event,
        )
    }

    #[test]
    fn a_box_clash_reads_three_tables_the_last_holding_the_digit() {
        // Event 26: r1c7 tries 6, which r3c8 holds in the top-right box.
        let (view, event) = at(26);
        assert!(matches!(event, Event::Conflict { .. }), "{event:?}");
        let looked = view.looked.unwrap();
        assert_eq!(
            (looked.cell.row(), looked.cell.col(), looked.digit),
            (0, 6, 6)
        );
        let entries: Vec<Lookup> = looked.entries.iter().flatten().copied().collect();
        assert_eq!(
            entries,
            [
                Lookup {
                    unit: Unit::Row,
                    index: 0,
                    held: false
                },
                Lookup {
                    unit: Unit::Col,
                    index: 6,
                    held: false
                },
                Lookup {
                    unit: Unit::Box,
                    index: 2,
                    held: true
                },
            ]
        );
        // The tables are the board's: row 1 holds 5, 3, 7 and the digits placed.
        assert!(view.holds(Unit::Row, 0, 5) && view.holds(Unit::Box, 2, 6));
        assert!(!view.holds(Unit::Col, 6, 6));
    }

    #[test]
    fn a_row_clash_reads_one_table_and_a_fit_reads_three_free() {
        // Event 4: r1c4 tries 1, already in row 1 (r1c3).
        let (view, _) = at(4);
        let entries: Vec<Lookup> = view
            .looked
            .unwrap()
            .entries
            .iter()
            .flatten()
            .copied()
            .collect();
        assert_eq!(
            entries,
            [Lookup {
                unit: Unit::Row,
                index: 0,
                held: true
            }]
        );
        // Event 2: r1c3 places 1, found in none of its tables.
        let (view, event) = at(2);
        assert!(matches!(event, Event::Place { .. }));
        let entries: Vec<Lookup> = view
            .looked
            .unwrap()
            .entries
            .iter()
            .flatten()
            .copied()
            .collect();
        assert_eq!(entries.len(), 3);
        assert!(entries.iter().all(|entry| !entry.held));
        // A try costs no lookup yet: nothing is lit.
        let (view, event) = at(1);
        assert!(matches!(event, Event::Try { .. }));
        assert_eq!(view.looked, None);
    }
}
