// The constants the player shares with sudotrace, written out by sudotrace
// (crates/page/src/script.rs) from the Rust that defines them, so that none
// is written twice; and the counts' and kinds' words in the page's language.

// The kinds of event, in the order of EventKind::ALL, by their names in traces.
export const KIND_NAMES = ["try","conflict","place","backtrack","choose","force","deadend","unforce","eliminate","restore"];
export const TRY = 0;
export const CONFLICT = 1;
export const PLACE = 2;
export const BACKTRACK = 3;
export const CHOOSE = 4;
export const FORCE = 5;
export const DEADEND = 6;
export const UNFORCE = 7;
export const ELIMINATE = 8;
export const RESTORE = 9;

// An event as the page packs it (page_code): its kind's place, cell and digit.
export const CODE_BYTES = 2;
export const CODE_KIND_MASK = 0xf;
export const CODE_CELL_SHIFT = 4;
export const CODE_CELL_MASK = 0x7f;
export const CODE_DIGIT_SHIFT = 11;
export const CODE_DIGIT_MASK = 0xf;

// A conflict's detail byte: its unit, then the clashing cell's place in the unit; a
// forced placement's: its reason's code.
export const DETAIL_UNIT_SHIFT = 4;
export const DETAIL_PLACE_MASK = 0xf;
export const FORCED_BY_CELL = 0;

// The key of an event's words: the event as Event::pack packs it, plus a backtrack's
// blank that ran out times EXHAUSTED_KEY, plus DEPARTED where the trace departs from
// its strategy.
export const PACKED_KINDS = [0x0, 0x1, 0x2, 0x3, 0x400000, 0x400001, 0x400002, 0x400003, 0x800000, 0x800001];
export const PACKED_CELL_SHIFT = 2;
export const PACKED_DIGIT_SHIFT = 9;
export const PACKED_UNIT_SHIFT = 13;
export const PACKED_WITH_SHIFT = 15;
export const EXHAUSTED_KEY = 0x1000000;
export const DEPARTED = 0x400000000;

// An elimination's pattern as the page carries it (its detail bytes, little end first):
// each field's shift and mask (PATTERN_FIELDS); the rules by their names in traces,
// each rule's count (its place in COUNTS), and the names of the core's texts that say a
// rule, an elimination of it and why it holds, and a house (row, column, box) with its
// number.
export const PATTERN_BYTES = 3;
export const PATTERN_RULE_SHIFT = 0;
export const PATTERN_RULE_MASK = 0x3;
export const PATTERN_LOCKED_DIGIT_SHIFT = 2;
export const PATTERN_LOCKED_DIGIT_MASK = 0xf;
export const PATTERN_LOCKED_BOX_SHIFT = 6;
export const PATTERN_LOCKED_BOX_MASK = 0xf;
export const PATTERN_LOCKED_COLUMN_SHIFT = 10;
export const PATTERN_LOCKED_COLUMN_MASK = 0x1;
export const PATTERN_LOCKED_LINE_SHIFT = 11;
export const PATTERN_LOCKED_LINE_MASK = 0xf;
export const PATTERN_PAIR_UNIT_SHIFT = 2;
export const PATTERN_PAIR_UNIT_MASK = 0x3;
export const PATTERN_PAIR_INDEX_SHIFT = 4;
export const PATTERN_PAIR_INDEX_MASK = 0xf;
export const PATTERN_PAIR_PLACES_SHIFT = 8;
export const PATTERN_PAIR_PLACES_MASK = 0x7f;
export const PATTERN_PAIR_DIGITS_SHIFT = 15;
export const PATTERN_PAIR_DIGITS_MASK = 0x7f;
export const RULE_NAMES = ["pointing","claiming","naked-pair","hidden-pair"];
export const RULE_COUNTS = [12,13,14,15];
export const RULE_TEXTS = ["RulePointing","RuleClaiming","RuleNakedPair","RuleHiddenPair"];
export const RULE_EVENT_TEXTS = ["EventPointing","EventClaiming","EventNakedPair","EventHiddenPair"];
export const RULE_WHY_TEXTS = ["WhyPointing","WhyClaiming","WhyNakedPair","WhyHiddenPair"];
export const HOUSE_TEXTS = ["HouseRow","HouseColumn","HouseBox"];

// The board: its cells, every digit (bit d for digit d), a forced placement's mark on
// the stack, the units in order.
export const CELLS = 81;
export const ALL_DIGITS = 0x3fe;
export const FORCED_BIT = 0x80;
export const UNIT_NAMES = ["row","col","box"];

// The units in words: by the names of the core's texts that say them (in the page's
// texts), in full and short (as an event's words and the tables panel name them), and
// as `check --json` names them.
export const UNIT_TEXTS = ["Row","Column","Box"];
export const UNIT_SHORT_TEXTS = ["RowShort","ColumnShort","BoxShort"];
export const CHECK_UNITS = ["row","column","box"];

// The checks, by their names in the page's data (its place in CHECK_NAMES is a check's
// number), what each pays for a try that fits (a look over the blanks pays that for
// each blank), the count each pays into (its place in COUNTS), whether it reads cells
// one by one (naive row, column and box each whole; oneloop cell i of each in turn),
// the orders a check may meet a try's units in (ClashOrder::ALL: the units, whether in
// one loop, the name diagnose gives it), each check's own order and whether a trace of
// it is held to that order alone (ClashWatch::held_to), and the cells of a unit.
export const CHECK_NAMES = ["naive","tables","oneloop"];
export const NAIVE = 0;
export const TABLES = 1;
export const ONELOOP = 2;
export const FIT_COSTS = [27,3,27];
export const CHECK_COUNTS = [10,11,10];
export const CHECK_SCANS = [true,false,true];
/** @type {[number[], boolean, string][]} */
export const CLASH_ORDERS = [[[0,1,2],false,"unit-by-unit"],[[0,1,2],true,"one-loop"],[[1,0,2],true,"one-loop-column-first"]];
export const CHECK_ORDERS = [0,0,1];
export const CHECK_HELD = [false,false,true];
export const UNIT_CELLS = 9;

// The counts the page keeps, by their keys in the page's data, and their words.
export const COUNTS = ["tries","row","col","box","backtracks","choices","guesses","forced","dead_ends","unforced","cell_reads","table_lookups","pointing","claiming","naked_pair","hidden_pair","restored"];
export const TRIES = 0;
export const ROW = 1;
export const COL = 2;
export const BOX = 3;
export const BACKTRACKS = 4;
export const CHOICES = 5;
export const GUESSES = 6;
export const FORCED = 7;
export const DEAD_ENDS = 8;
export const UNFORCED = 9;
export const CELL_READS = 10;
export const TABLE_LOOKUPS = 11;
export const POINTING = 12;
export const CLAIMING = 13;
export const NAKED_PAIR = 14;
export const HIDDEN_PAIR = 15;
export const RESTORED = 16;
export const COUNT_WORDS = ["tries","row conflicts","column conflicts","box conflicts","backtracks","choices","guesses","forced","dead ends","unforced","cell reads","table lookups","pointing","claiming","naked pairs","hidden pairs","restored"];

// How a window plays (Pace::for_window: its opening an event a frame, the rest within
// MOST_SECONDS), and the most columns of a depth profile (DepthProfile), for the page's
// builder.
export const OPENING_EVENTS = 600;
export const MOST_SECONDS = 120;
export const FRAMES_A_SECOND = 60;
export const MAX_COLUMNS = 1024;

// The kinds in words, as a line of code is said to make them.
export const KIND_WORDS = ["try","conflict","place","backtrack","choose","force","deadend","unforce","eliminate","restore"];
