//! The web player's logic held to `show --json` with node alone, no browser: node imports
//! the page's modules that replay the events, look their words up and work out the stack
//! (as `sudotrace_page::player_modules` gives them, with the constants written
//! from sudotrace's own), goes to every position of a search, then steps back and seeks
//! about, and compares what the page holds at each with what `show --json` prints there
//! (tests/node/replay.mjs). The positions `show` prints are worked out here by its own
//! function (`PositionJson`), and at a handful of them the command itself must print the
//! same bytes. The browser tests (player.rs) keep what needs a browser.

use std::collections::{BTreeSet, HashMap};
use std::fs::File;
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::process::Command;

use flate2::Compression;
use flate2::write::GzEncoder;
use serde::Serialize;
use serde_json::Value;
use tempfile::TempDir;

use crate::node_checks::Fixtures;

use crate::util::{EASTER_MONSTER, LEETCODE, assert_code, data, path_str, run, stdout};
use sudotrace_core::events::counts::Eliminations;
use sudotrace_core::events::event::{Event, Reason};
use sudotrace_core::events::replay::Replay;
use sudotrace_core::lang::Lang;
use sudotrace_core::puzzle::grid::Cell;
use sudotrace_core::puzzle::parse::parse_puzzle_text;
use sudotrace_core::search::listing::{Language, Listing};
use sudotrace_core::search::{self, Check, CheckWork, Strategy};
use sudotrace_core::trace::{BinaryWriter, Cursor, Header};
use sudotrace_core::views::stack::{How, Placement, PlacementJson};
use sudotrace_core::views::summary::{PositionJson, StatsJson, line_made_by};
use sudotrace_core::views::tables::TablesJson;
use sudotrace_core::views::view::{Look, View, check_count_parts};
use sudotrace_core::views::why::Why;
use sudotrace_page::{CHECKPOINT_EVERY, Page, PageOptions};
use sudotrace_style::lang::tables_words;

/// A search the page is made of: the puzzle, the strategy, the events recorded (all when
/// `None`), the window the page shows (`--from`, `--to`) and its language.
struct Search {
    name: String,
    puzzle: String,
    strategy: Strategy,
    limit: Option<u64>,
    from: u64,
    to: Option<u64>,
    lang: Lang,
}

impl Search {
    fn whole(puzzle: &str, strategy: Strategy) -> Search {
        Search {
            name: strategy.name().replace('+', "-"),
            puzzle: puzzle.to_string(),
            strategy,
            limit: None,
            from: 1,
            to: None,
            lang: Lang::En,
        }
    }
}

/// The folder the test works in: the player's modules as node imports them, and the
/// searches' traces and pages' data.
struct Bench {
    fixtures: Fixtures,
}

impl Bench {
    /// The searches of the check `name`, their fixtures kept for `node --test`.
    fn new(name: &str) -> Bench {
        Bench {
            fixtures: Fixtures::new(name),
        }
    }

    /// Record `search` as a binary trace, as `solve --trace` records it.
    fn record(&self, search: &Search) -> PathBuf {
        let path = self.fixtures.path().join(format!("{}.sdt", search.name));
        let grid = parse_puzzle_text(&search.puzzle).unwrap();
        let header = Header::new(grid, search.strategy.name(), search.limit);
        let file = BufWriter::new(std::fs::File::create(&path).unwrap());
        let mut writer = BinaryWriter::new(file, &header);
        let run = search::Search::new(search.strategy)
            .max_events(search.limit)
            .run(&grid, &mut writer);
        writer.finish(&run.end).unwrap().flush().unwrap();
        path
    }
}

/// The page `sudotrace html` writes of `trace` with `options`: its data, as the page
/// holds it, and its first and last positions.
fn page_data(trace: &Path, options: &PageOptions) -> (String, u64, u64) {
    let mut cursor = Cursor::open(trace).unwrap().lenient();
    let page = Page::build(&mut cursor, options).unwrap();
    let mut html = Vec::new();
    page.write(&mut html).unwrap();
    let html = String::from_utf8(html).unwrap();
    let (first, last) = page.range();
    (crate::util::page_data_in(&html), first, last)
}

/// What the page's view marks: the current cell, its look and digit, the clashing cell
/// (-1: none), the cells of the clashing unit, and the check's work: the cells it read
/// (in reading order), the tables it looked up, what it cost, and the check's count with
/// that cost as `show` says it (`135 (+26: row 9 col 9 box 8)`).
type Marked = (
    i64,
    &'static str,
    u8,
    i64,
    Vec<usize>,
    Vec<usize>,
    u8,
    u64,
    String,
);

/// A position as `show --json` prints it, with the line of each listing that made its
/// event, what the view marks and what the tables panels say under the tables, and the
/// replay's candidates and the view of an elimination ([`Eliminating`]).
#[derive(Clone)]
struct Position {
    json: PositionJson,
    lines: Vec<Option<usize>>,
    marked: Marked,
    tables_words: Vec<String>,
    eliminating: Eliminating,
}

/// What the replay and the view hold of eliminations at a position: every cell's
/// candidates, less those the eliminations standing took (three hexadecimal digits a
/// cell, bit d for digit d), the eliminations counted by rule, and at an elimination or
/// its restore the cells that make its pattern, the candidates the elimination took
/// ([cell, digits]) and the candidates the view pencils in.
#[derive(Clone, Serialize)]
struct Eliminating {
    candidates: String,
    eliminations: Eliminations,
    pattern: Vec<usize>,
    struck: Vec<(usize, u16)>,
    pencil: Option<Vec<u16>>,
}

impl Eliminating {
    fn of(view: &View, replay: &Replay) -> Eliminating {
        let cells = (0..81).map(|i| Cell::from_index(i).unwrap());
        let marking = !view.refused
            && matches!(
                view.event,
                Some(Event::Eliminate { .. } | Event::Restore { .. })
            );
        Eliminating {
            candidates: cells
                .map(|cell| format!("{:03x}", replay.candidates(cell)))
                .collect(),
            eliminations: view.stats.eliminations,
            pattern: (0..81).filter(|&i| view.pattern_cells[i]).collect(),
            struck: (0..81)
                .filter(|&i| view.struck[i] != 0)
                .map(|i| (i, view.struck[i]))
                .collect(),
            pencil: marking.then(|| view.pencil.to_vec()),
        }
    }
}

impl Position {
    /// The position `cursor` stands at, made as `show` makes it.
    fn at(cursor: &Cursor, listings: &[Listing], lang: Lang) -> Position {
        let number = cursor.position();
        let event = cursor.event().map(|event| (number as usize, event));
        let solver = &cursor.header().solver;
        let view = View::new(
            cursor.replay(),
            cursor.stats(),
            event,
            cursor.order_at(number),
            lang,
        )
        .with_check(Check::of_solver(solver), cursor.replay(), lang);
        let tables = view.tables(cursor.replay());
        Position {
            json: PositionJson::new(&view, cursor.replay(), solver, listings.first()),
            lines: listings
                .iter()
                .map(|listing| line_made_by(listing, &view))
                .collect(),
            marked: marked(&view, lang),
            tables_words: tables_words(&tables, Check::of_solver(solver), lang),
            eliminating: Eliminating::of(&view, cursor.replay()),
        }
    }
}

fn marked(view: &View, lang: Lang) -> Marked {
    let index = |cell: Option<Cell>| cell.map_or(-1, |cell| cell.index() as i64);
    let (look, digit) = match view.current.map(|cell| view.looks[cell.index()]) {
        None => ("", 0),
        Some(Look::Blank) => ("blank", 0),
        Some(Look::Given(d)) => ("given", d),
        Some(Look::Placed(d) | Look::Set(d)) => ("placed", d),
        Some(Look::Tried(d)) => ("trying", d),
        Some(Look::Rejected(d)) => ("rejected", d),
        Some(Look::Erased(d)) => ("erased", d),
        Some(Look::Chosen) => ("chosen", 0),
    };
    let shaded = (0..view.shaded.len()).filter(|&i| view.shaded[i]).collect();
    let (mut read, mut looked, mut cost, mut said) = (Vec::new(), 0, 0, String::new());
    if let Some(shown) = view.check {
        cost = shown.cost;
        said = check_count_parts(&view.stats, shown, lang).1;
        match (shown.check, shown.work) {
            (check @ (Check::Naive | Check::OneLoop), Some(CheckWork::Try { cell, n })) => {
                read = check.scan_order(cell)[..usize::from(n)]
                    .iter()
                    .map(|cell| cell.index())
                    .collect();
            }
            (Check::Tables, Some(CheckWork::Try { n, .. })) => looked = n,
            (_, Some(CheckWork::Survey { blanks })) => {
                read = (0..blanks.len()).filter(|&i| blanks[i]).collect();
            }
            (_, None) => {}
        }
    }
    read.sort_unstable();
    read.dedup();
    (
        index(view.current),
        look,
        digit,
        index(view.clashing),
        shaded,
        read,
        looked,
        cost,
        said,
    )
}

/// A placement `show --json` printed, in words as sudotrace says it.
fn placement_words(json: &PlacementJson, lang: Lang) -> String {
    let how = match json.how {
        "tried" => How::Tried,
        "chosen" => How::Chosen {
            candidates: json.n.expect("a chosen blank's candidates"),
        },
        _ => How::Forced(Reason::from_name(json.by.expect("a forced digit's reason")).unwrap()),
    };
    let placement = Placement {
        cell: Cell::from_index(usize::from((json.r - 1) * 9 + json.c - 1)).unwrap(),
        digit: json.d,
        how,
        left: json.left.iter().map(|d| 1 << d).sum(),
    };
    placement.words(lang)
}

/// A position as node is given it: the stack as a change from the position before.
#[derive(Serialize)]
struct Expected<'a> {
    at: u64,
    step: &'a str,
    event: &'a Option<Value>,
    caption: &'a str,
    /// `None` when the board is the one of the position before.
    board: Option<&'a str>,
    depth: u64,
    stats: &'a StatsJson,
    lines: &'a [Option<usize>],
    keep: usize,
    push: Vec<(&'a PlacementJson, String)>,
    view: &'a Marked,
    /// `None` when the candidates are those of the position before.
    candidates: Option<&'a str>,
    eliminations: &'a Eliminations,
    pattern: &'a [usize],
    struck: &'a [(usize, u16)],
    pencil: &'a Option<Vec<u16>>,
}

/// The positions written to node, each as a change from the one before.
struct Stream<W: Write> {
    out: W,
    lang: Lang,
    before: Option<Position>,
    sent: u64,
}

impl<W: Write> Stream<W> {
    fn send(&mut self, position: Position, step: &str) -> std::io::Result<()> {
        let json = &position.json;
        let eliminating = &position.eliminating;
        let (keep, board, candidates) = match &self.before {
            Some(before) => (
                before
                    .json
                    .stack
                    .iter()
                    .zip(&json.stack)
                    .take_while(|(a, b)| a == b)
                    .count(),
                (before.json.board != json.board).then_some(json.board.as_str()),
                (before.eliminating.candidates != eliminating.candidates)
                    .then_some(eliminating.candidates.as_str()),
            ),
            None => (
                0,
                Some(json.board.as_str()),
                Some(eliminating.candidates.as_str()),
            ),
        };
        let expected = Expected {
            at: json.index as u64,
            step,
            event: &json.event,
            caption: &json.caption,
            board,
            depth: json.depth,
            stats: &json.stats,
            lines: &position.lines,
            keep,
            push: json.stack[keep..]
                .iter()
                .map(|placement| (placement, placement_words(placement, self.lang)))
                .collect(),
            view: &position.marked,
            candidates,
            eliminations: &eliminating.eliminations,
            pattern: &eliminating.pattern,
            struck: &eliminating.struck,
            pencil: &eliminating.pencil,
        };
        serde_json::to_writer(&mut self.out, &expected)?;
        self.out.write_all(b"\n")?;
        self.before = Some(position);
        self.sent += 1;
        Ok(())
    }
}

/// A small deterministic generator of positions.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: u64) -> u64 {
        self.0 = self
            .0
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        (self.0 >> 33) % n
    }
}

/// Where the page goes after playing every position forward: a step back at a time over
/// half a checkpoint's span and more, then seeks (to the first and last positions, about
/// the checkpoints, and anywhere).
fn visits(first: u64, last: u64) -> Vec<(u64, &'static str)> {
    let back = CHECKPOINT_EVERY / 2 + 500;
    let mut visits: Vec<(u64, &'static str)> = (last.saturating_sub(back).max(first)..last)
        .rev()
        .map(|at| (at, "back"))
        .collect();
    visits.extend([(first, "seek"), (last, "seek")]);
    let base = first.saturating_sub(1);
    for j in 1..=3 {
        for at in [
            j * CHECKPOINT_EVERY - 1,
            j * CHECKPOINT_EVERY,
            j * CHECKPOINT_EVERY + 1,
        ] {
            if (first..=last).contains(&(base + at)) {
                visits.push((base + at, "seek"));
            }
        }
    }
    let mut random = Lcg(last);
    for _ in 0..200 {
        visits.push((first + random.below(last - first + 1), "seek"));
    }
    visits
}

/// Play `search`'s page in node and hold every position it goes to to `show --json`;
/// at `shown` of them (fractions of the way through), run `show` itself. Gives the
/// number of positions checked.
fn hold_to_show(bench: &Bench, search: &Search, shown: &[f64]) -> u64 {
    let trace = bench.record(search);
    let options = PageOptions {
        from: search.from,
        to: search.to,
        lang: search.lang,
        ..PageOptions::default()
    };
    let (page, first, last) = page_data(&trace, &options);
    let data = bench.fixtures.path().join(format!("{}.json", search.name));
    std::fs::write(&data, page).unwrap();
    // The positions go to node in a file, compressed (a search's are hundreds of
    // megabytes of JSON), kept with the fixtures for `node --test`.
    let positions = bench
        .fixtures
        .path()
        .join(format!("{}-positions.jsonl.gz", search.name));
    let file = BufWriter::with_capacity(1 << 20, File::create(&positions).unwrap());
    let mut stream = Stream {
        out: GzEncoder::new(file, Compression::fast()),
        lang: search.lang,
        before: None,
        sent: 0,
    };

    let listings: Vec<Listing> = Language::ALL
        .into_iter()
        .map(|language| Listing::of(search.strategy, language))
        .collect();
    let languages: Vec<&str> = Language::ALL.into_iter().map(Language::name).collect();
    let later = visits(first, last);
    let show_at: Vec<u64> = shown
        .iter()
        .map(|f| first + ((last - first) as f64 * f) as u64)
        .collect();
    let wanted: BTreeSet<u64> = later
        .iter()
        .map(|&(at, _)| at)
        .chain(show_at.clone())
        .collect();
    let mut kept: HashMap<u64, Position> = HashMap::new();
    let mut cursor = Cursor::open(&trace).unwrap().lenient();
    // As `html` and `show` read it: where the search departs from its strategy first.
    cursor.departure().unwrap();
    cursor.seek(first).unwrap();
    writeln!(
        stream.out,
        "{}",
        serde_json::json!({ "languages": languages })
    )
    .unwrap();
    loop {
        let position = Position::at(&cursor, &listings, search.lang);
        if wanted.contains(&cursor.position()) {
            kept.insert(cursor.position(), position.clone());
        }
        stream.send(position, "forward").unwrap();
        if cursor.position() == last {
            break;
        }
        cursor
            .next_event()
            .unwrap()
            .expect("an event up to the page's last");
    }
    for &(at, step) in &later {
        stream.send(kept[&at].clone(), step).unwrap();
    }
    let sent = stream.sent;
    stream.out.finish().unwrap().flush().unwrap();
    let modules = bench.fixtures.modules();
    let said = bench.fixtures.node(
        "replay.mjs",
        &[modules.as_os_str(), data.as_os_str(), positions.as_os_str()],
        &format!(
            "{}: the page's script is not what show --json shows",
            search.name
        ),
    );
    let report: Value = serde_json::from_str(said.trim()).unwrap();
    assert_eq!(
        report["positions"], sent,
        "{}: every position checked",
        search.name
    );
    assert_eq!(sent, last - first + 1 + later.len() as u64);

    for at in show_at {
        assert_show_prints(&trace, &kept[&at], search.lang);
    }
    sent
}

/// A position's tables as node is given them (tests/node/tables.mjs): what `show --json`
/// writes of them there, and the words the tables panels say under them.
#[derive(Serialize)]
struct TablesExpected<'a> {
    at: u64,
    step: &'a str,
    tables: &'a TablesJson,
    words: &'a [String],
}

/// Play `search`'s page in node and hold the tables panel's view (tables.js) at every
/// position it goes to (every one forward, then back and about as [`visits`] goes) to
/// `show --json`'s "tables" and to the words of the frames' tables panel; at `shown`
/// (events), run `show` itself. Gives the positions checked and those where node lit a
/// try's lookups.
fn hold_tables_to_show(bench: &Bench, search: &Search, shown: &[u64]) -> (u64, u64) {
    let trace = bench.record(search);
    let options = PageOptions {
        from: search.from,
        to: search.to,
        lang: search.lang,
        ..PageOptions::default()
    };
    let (page, first, last) = page_data(&trace, &options);
    let data = bench.fixtures.path().join(format!("{}.json", search.name));
    std::fs::write(&data, page).unwrap();
    let positions = bench
        .fixtures
        .path()
        .join(format!("{}-tables.jsonl.gz", search.name));
    let file = BufWriter::new(File::create(&positions).unwrap());
    let mut out = GzEncoder::new(file, Compression::fast());
    let listings = [Listing::of(search.strategy, Language::Pseudocode)];
    let later = visits(first, last);
    let wanted: BTreeSet<u64> = later
        .iter()
        .map(|&(at, _)| at)
        .chain(shown.iter().copied())
        .collect();
    let mut kept: HashMap<u64, Position> = HashMap::new();
    let mut cursor = Cursor::open(&trace).unwrap().lenient();
    cursor.departure().unwrap();
    cursor.seek(first).unwrap();
    let (mut sent, mut looked) = (0, 0);
    let mut send = |position: &Position, step: &str| {
        let expected = TablesExpected {
            at: position.json.index as u64,
            step,
            tables: &position.json.tables,
            words: &position.tables_words,
        };
        serde_json::to_writer(&mut out, &expected).unwrap();
        out.write_all(b"\n").unwrap();
        sent += 1;
        looked += u64::from(position.json.tables.looked.is_some());
    };
    loop {
        let position = Position::at(&cursor, &listings, search.lang);
        send(&position, "forward");
        if wanted.contains(&cursor.position()) {
            kept.insert(cursor.position(), position);
        }
        if cursor.position() == last {
            break;
        }
        cursor
            .next_event()
            .unwrap()
            .expect("an event up to the page's last");
    }
    for &(at, step) in &later {
        send(&kept[&at], step);
    }
    out.finish().unwrap().flush().unwrap();
    let modules = bench.fixtures.modules();
    let said = bench.fixtures.node(
        "tables.mjs",
        &[modules.as_os_str(), data.as_os_str(), positions.as_os_str()],
        &format!(
            "{}: the page's tables are not what show --json shows",
            search.name
        ),
    );
    let report: Value = serde_json::from_str(said.trim()).unwrap();
    assert_eq!(report["positions"], sent, "{}: every position", search.name);
    assert_eq!(
        report["looked"], looked,
        "{}: the page lit lookups where show did",
        search.name
    );
    for at in shown {
        assert_show_prints(&trace, &kept[at], search.lang);
    }
    (sent, looked)
}

/// `sudotrace show --json` at the position prints what its function gives there, in
/// each listing's language.
fn assert_show_prints(trace: &Path, position: &Position, lang: Lang) {
    let at = position.json.index.to_string();
    // Why the event happens is the core's to say (views::why's tests); the page's port of
    // it is held to `show --json` by player_simulate. Here it comes with the position.
    let mut cursor = Cursor::open(trace).unwrap();
    // As `show` reads it: where the trace keeps to its strategy, whose rules say why.
    cursor.departure().unwrap();
    let why = Why::at(&mut cursor, position.json.index as u64).unwrap();
    for (language, line) in Language::ALL.into_iter().zip(&position.lines) {
        let mut args = vec!["show", path_str(trace), "--at", &at, "--json"];
        args.extend(["--language", language.name(), "--lang", lang.tag()]);
        let output = run(&args);
        assert_code(&output, 0);
        let mut json = position.json.clone().with_why(why, lang);
        json.line = *line;
        assert_eq!(
            stdout(&output),
            serde_json::to_string(&json).unwrap() + "\n",
            "show --at {at} --language {}",
            language.name()
        );
    }
}

/// The tests that need node, Chromium or tmux: the web tier (`cargo xtask test-web`).
mod web {
    use super::*;
    use crate::util::{Tool, tools_here};

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_pages_script_parses_as_one_script() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let dir = TempDir::new().unwrap();
        for lang in Lang::ALL {
            let [_, _, js] = sudotrace_page::player_code(lang);
            let script = dir.path().join(format!("player-{}.js", lang.tag()));
            std::fs::write(&script, js).unwrap();
            let output = Command::new("node")
                .arg("--check")
                .arg(&script)
                .output()
                .expect("node runs");
            assert!(
                output.status.success(),
                "{}: {}",
                lang.tag(),
                String::from_utf8_lossy(&output.stderr)
            );
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_leetcode_search_plays_as_show_shows_it_under_every_strategy() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let bench = Bench::new("replay-leetcode");
        for strategy in Strategy::every() {
            let search = Search::whole(LEETCODE, strategy);
            let shown: &[f64] = match strategy == Strategy::NAIVE {
                true => &[0.0, 0.37, 1.0],
                false => &[],
            };
            hold_to_show(&bench, &search, shown);
        }
        // In Chinese: every word the page looks up or fills in is the catalog's.
        let search = Search {
            name: "mrv-tables-zh".to_string(),
            lang: Lang::ZhCn,
            ..Search::whole(LEETCODE, Strategy::MRV)
        };
        hold_to_show(&bench, &search, &[0.5]);
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_eliminating_searches_play_as_show_shows_them_candidates_and_all() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let bench = Bench::new("replay-eliminations");
        // Easter Monster: each eliminating strategy takes candidates away, guesses and
        // turns back on it, restoring its eliminations; the page's candidates, counts,
        // words and the view of each elimination (its units, its pattern's cells, the
        // candidates it took) are the replay's and the view's at every position. Each
        // check makes the same events: tables alone.
        let puzzle = parse_puzzle_text(EASTER_MONSTER).unwrap();
        for strategy in
            Strategy::every().filter(|s| s.propagation.eliminates() && s.check == Check::Tables)
        {
            let run =
                search::Search::new(strategy).run(&puzzle, &mut sudotrace_core::search::NullSink);
            let eliminations = run.end.stats.eliminations;
            assert!(
                eliminations.total() > 0 && run.end.stats.restored > 0,
                "{}",
                strategy.name()
            );
            if strategy == Strategy::MRV_LOCKED {
                // Every rule, so that every rule's pattern is held to show's.
                let rules = [
                    eliminations.pointing,
                    eliminations.claiming,
                    eliminations.naked_pair,
                    eliminations.hidden_pair,
                ];
                assert!(rules.iter().all(|&n| n > 0), "{eliminations:?}");
            }
            let shown: &[f64] = match strategy == Strategy::MRV_LOCKED {
                true => &[0.02, 0.5],
                false => &[],
            };
            hold_to_show(&bench, &Search::whole(EASTER_MONSTER, strategy), shown);
        }
        // A window opening with eliminations standing (events 28 and 29 stand until 49
        // and 50), in Chinese.
        let window = Search {
            name: "mrv-locked-window-zh".to_string(),
            from: 40,
            to: Some(2000),
            lang: Lang::ZhCn,
            ..Search::whole(EASTER_MONSTER, Strategy::MRV_LOCKED)
        };
        hold_to_show(&bench, &window, &[0.0]);
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn the_tables_panel_shows_what_show_shows_at_every_position() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let bench = Bench::new("replay-tables");
        // Row by row with the tables check: its clashes (the first box clash is event
        // 26) and fits light their lookups; show itself prints the box clash's.
        let tables = Search::whole(LEETCODE, Strategy::TABLES);
        let (positions, looked) = hold_tables_to_show(&bench, &tables, &[26]);
        assert!(
            looked > 1000 && looked < positions,
            "{looked} of {positions}"
        );
        // The naive check reads cells: the tables are drawn, nothing is lit, the words
        // say it reads cells.
        let naive = Search::whole(LEETCODE, Strategy::NAIVE);
        let (positions, looked) = hold_tables_to_show(&bench, &naive, &[26]);
        assert_eq!(looked, 0, "of {positions}");
        // A window, opening on a board of the search's, of a search that chooses its
        // blanks (its looks over the blanks light nothing), in Chinese.
        let window = Search {
            name: "mrv-tables-zh".to_string(),
            from: 40,
            to: Some(400),
            lang: Lang::ZhCn,
            ..Search::whole(LEETCODE, Strategy::MRV)
        };
        let (positions, looked) = hold_tables_to_show(&bench, &window, &[]);
        assert!(looked > 0 && looked < positions, "{looked} of {positions}");
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_long_row_by_row_search_and_the_searches_that_choose_play_as_show_shows_them() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let bench = Bench::new("replay-norvig");
        // Norvig's second hardest puzzle: 189,615 events row by row; the choosing strategies
        // make every kind of event on it (guesses, forced digits, dead ends, unforced digits).
        // Each check makes the same events, so one is enough here.
        let puzzle = std::fs::read_to_string(data("norvig_hardest.txt")).unwrap();
        let puzzle = puzzle.lines().nth(1).unwrap();
        for strategy in Strategy::every().filter(|s| s.check == Check::Naive) {
            let shown: &[f64] = match strategy.name() {
                "mrv+singles+naive" => &[0.61],
                _ => &[],
            };
            hold_to_show(&bench, &Search::whole(puzzle, strategy), shown);
        }
    }

    #[test]
    #[ignore = "web tier, run by `cargo xtask test-web`"]
    fn a_window_of_a_search_of_millions_of_events_plays_as_show_shows_it() {
        if !tools_here(&[Tool::Node]) {
            return;
        }
        let bench = Bench::new("replay-window");
        // The first puzzle of plb_hard20: millions of events row by row. The window opens on
        // a deep stack and the counts of a million events.
        let puzzle = std::fs::read_to_string(data("plb_hard20.txt")).unwrap();
        let puzzle = puzzle.lines().next().unwrap().split('\t').next().unwrap();
        let search = Search {
            name: "window".to_string(),
            limit: Some(1_250_000),
            from: 1_000_001,
            to: Some(1_200_000),
            ..Search::whole(puzzle, Strategy::NAIVE)
        };
        hold_to_show(&bench, &search, &[0.0, 0.5]);
    }
}
