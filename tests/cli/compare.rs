//! `sudotrace compare` and `sudotrace chart` as a user runs them: the report's counts
//! against `solve --json`, every chart a valid PNG of its size and an SVG holding its
//! title and series names, stopped and malformed puzzles marked in every output, and
//! bad input refused with exit code 2.

use std::fs;
use std::path::Path;

use serde_json::Value;

use crate::util::*;

fn json(path: &Path) -> Value {
    serde_json::from_str(&fs::read_to_string(path).expect("readable")).expect("JSON")
}

/// Width and height of a PNG, after checking its signature and its first chunk.
fn png_size(path: &Path) -> (u32, u32) {
    let bytes = fs::read(path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    assert_eq!(
        &bytes[..8],
        b"\x89PNG\r\n\x1a\n",
        "{} is a PNG",
        path.display()
    );
    assert_eq!(&bytes[12..16], b"IHDR");
    assert_eq!(&bytes[bytes.len() - 8..bytes.len() - 4], b"IEND");
    let be = |at: usize| u32::from_be_bytes(bytes[at..at + 4].try_into().unwrap());
    (be(16), be(20))
}

/// A chart as PNG and SVG: the PNG of `size`, the SVG of the same size holding `texts`.
fn assert_chart(dir: &Path, stem: &str, size: (u32, u32), texts: &[&str]) {
    assert_eq!(
        png_size(&dir.join(format!("{stem}.png"))),
        size,
        "{stem}.png"
    );
    let svg = fs::read_to_string(dir.join(format!("{stem}.svg"))).expect("the SVG is there");
    assert!(svg.starts_with("<svg"), "{stem}.svg");
    assert!(
        svg.contains(&format!("width=\"{}\" height=\"{}\"", size.0, size.1)),
        "{stem}.svg has the size of the PNG"
    );
    for expected in texts {
        assert!(
            svg.contains(&format!(">\n{expected}")) || svg.contains(expected),
            "{stem}.svg holds {expected:?}"
        );
    }
}

/// Counts of every result in report.json equal those `solve --json` prints for the same
/// puzzle and check, with the limit of tries compare ran under.
fn assert_counts_match_solve(report: &Value, file: &Path) {
    let max_tries = report["max_tries"].as_u64().expect("a limit").to_string();
    for solver in ["naive", "tables"] {
        let output = run(&[
            "solve",
            file.to_str().unwrap(),
            "--json",
            "--solver",
            solver,
            "--max-tries",
            &max_tries,
        ]);
        let solved: Vec<Value> = stdout(&output)
            .lines()
            .map(|line| serde_json::from_str(line).unwrap())
            .collect();
        let source = file.to_str().unwrap();
        let results: Vec<&Value> = report["puzzles"]
            .as_array()
            .unwrap()
            .iter()
            .filter(|p| p["source"] == source)
            .flat_map(|p| p["results"].as_array().unwrap())
            .filter(|r| r["solver"] == solver)
            .collect();
        assert_eq!(
            results.len(),
            solved.len(),
            "{source} {solver}: a result a puzzle"
        );
        for (ours, theirs) in results.iter().zip(&solved) {
            assert_eq!(ours["line"], theirs["line"]);
            assert_eq!(ours["puzzle"], theirs["puzzle"]);
            let strip = |stats: &Value| {
                let mut stats = stats.clone();
                stats.as_object_mut().unwrap().remove("elapsed_ns");
                stats
            };
            assert_eq!(
                strip(&ours["stats"]),
                strip(&theirs["stats"]),
                "{source} line {} {solver}",
                ours["line"]
            );
            if ours["result"] != "limit" {
                assert_eq!(ours["result"], theirs["result"]);
                assert_eq!(ours["solution"], theirs["solution"]);
            }
        }
    }
}

#[test]
fn counts_in_the_report_are_those_of_solve_json() {
    let dir = tempfile::tempdir().unwrap();
    let files = [data("norvig_hardest.txt"), data("plb_hard20.txt")];
    // A limit small enough for a debug build; several puzzles of both sets go past it.
    let output = run(&[
        "compare",
        files[0].to_str().unwrap(),
        files[1].to_str().unwrap(),
        "--repeat",
        "1",
        "--max-tries",
        "300000",
        "-o",
        dir.path().to_str().unwrap(),
    ]);
    assert_eq!(
        output.status.code(),
        Some(1),
        "puzzles stopped at the limit: exit 1"
    );
    let report = json(&dir.path().join("report.json"));
    assert_eq!(report["counts"]["puzzles"], 31);
    assert!(report["counts"]["limit"].as_u64().unwrap() > 0);
    assert_eq!(report["solvers"], serde_json::json!(["naive", "tables"]));
    for file in &files {
        assert_counts_match_solve(&report, file);
    }
}

#[test]
fn one_puzzle_gives_its_results_and_a_bar_a_strategy() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let output = run(&[
        "compare",
        LEETCODE,
        "--repeat",
        "3",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let stdout = stdout(&output);
    assert!(
        stdout.contains(
            "\ntables looks up 54,788 table entries where naive reads 334,653 cells, and is "
        ),
        "{stdout}"
    );
    assert!(!stdout.contains("fewer checks"), "{stdout}");
    assert!(!stdout.contains("1 puzzle both finished"), "{stdout}");
    assert!(
        stdout.contains("\n  naive   solved; 37,652 tries, "),
        "{stdout}"
    );
    assert!(stdout.contains("for everything else"));
    assert_eq!(
        stderr(&output),
        "",
        "no progress bar when stderr is not a terminal"
    );

    let report = json(&out.join("report.json"));
    assert_eq!(report["tool"], "sudotrace");
    assert_eq!(report["repeat"], 3);
    assert!(report["version"].is_string() && report["date"].is_string());
    assert!(
        report["machine"]["cpu"].is_string() && report["machine"]["cores"].as_u64().unwrap() >= 1
    );
    let naive = &report["puzzles"][0]["results"][0];
    assert_eq!(naive["solver"], "naive");
    assert_eq!(naive["stats"]["tries"], 37652);
    assert_eq!(naive["stats"]["cell_reads"], 334653);
    assert_eq!(naive["time"]["runs"], 3);
    let t = &naive["time"];
    assert!(
        t["min_ns"].as_u64() <= t["median_ns"].as_u64()
            && t["median_ns"].as_u64() <= t["max_ns"].as_u64()
    );
    assert_eq!(
        report["puzzles"][0]["results"][1]["stats"]["table_lookups"],
        54788
    );
    assert!(report["run"]["overhead"].is_number());
    let csv = fs::read_to_string(out.join("report.csv")).unwrap();
    assert_eq!(csv.lines().count(), 3);
    assert!(csv.starts_with(
        "number,source,line,name,puzzle,solver,result,solved,counted,censored,tries,\
         conflicts.row,"
    ));

    // Nothing to total, spread or censor over one puzzle: its results, a column a
    // strategy, and a bar a strategy in every chart.
    let md = fs::read_to_string(out.join("report.md")).unwrap();
    insta::assert_snapshot!("one_puzzle_report", run_blanked(&md));
    let mut written: Vec<String> = fs::read_dir(&out)
        .unwrap()
        .map(|entry| entry.unwrap().file_name().to_string_lossy().into_owned())
        .filter(|name| name.ends_with(".png"))
        .collect();
    written.sort();
    assert_eq!(
        written,
        ["check-cost.png", "conflicts.png", "time.png", "tries.png"],
        "no cactus, scatter or growth of time"
    );
    let size = (960, 560);
    let given = "the puzzle given on the command line";
    assert_chart(&out, "tries", size, &["Tries, by strategy", given]);
    assert_chart(
        &out,
        "time",
        size,
        &["Time, by strategy", "the puzzle given"],
    );
    assert_chart(
        &out,
        "check-cost",
        size,
        &["Check cost, by strategy", "naive: cell reads", given],
    );
    assert_chart(&out, "conflicts", size, &["Conflicts by unit", given]);
    // The bars as drawn: naive and tables make the same tries; tables looks up 6.1 times
    // fewer than naive reads; the longer time, as measured, has the taller bar.
    let both = ["naive", "tables"];
    let tries = bar_heights(&out.join("tries.png"), &both);
    assert!(tries[0] > 200 && tries[0] == tries[1], "{tries:?}");
    let costs = bar_heights(&out.join("check-cost.png"), &both);
    let ratio = costs[0] as f64 / costs[1] as f64;
    assert!((ratio - 334_653.0 / 54_788.0).abs() < 0.2, "{costs:?}");
    let times = bar_heights(&out.join("time.png"), &both);
    let measured = |i: usize| report["totals"][i]["stats"]["elapsed_ns"].as_u64().unwrap();
    assert!(times[0] > 0 && times[1] > 0, "{times:?}");
    if times[0] != times[1] {
        assert_eq!(
            times[0] > times[1],
            measured(0) > measured(1),
            "{times:?} against {} and {} ns",
            measured(0),
            measured(1)
        );
    }
}

#[test]
fn one_puzzle_is_named_as_it_was_given_in_both_languages() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let output = run(&[
        "compare",
        "leetcode37",
        "--solvers",
        "naive,mrv+singles+tables",
        "--repeat",
        "1",
        "--lang",
        "zh-CN",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let md = fs::read_to_string(out.join("report.md")).unwrap();
    insta::assert_snapshot!("one_puzzle_report_zh_cn", run_blanked(&md));
    assert_chart(
        &out,
        "tries",
        (960, 560),
        &["尝试次数（按策略）", "题目：leetcode37"],
    );
    assert!(out.join("work-per-try.png").is_file());
    assert!(!out.join("scatter.png").exists() && !out.join("cactus.png").exists());
    // The strategy that makes no try has no bar.
    let tries = bar_heights(&out.join("tries.png"), &["naive", "mrv+singles+tables"]);
    assert!(tries[0] > 200 && tries[1] == 0, "{tries:?}");
}

/// report.md with what differs from run to run blanked: the times and speeds, the
/// machine and the threads it counted on.
fn run_blanked(md: &str) -> String {
    let prefixes = [
        "- sudotrace ",
        "- Counts:",
        "- This comparison took",
        "- 计数：",
        "- 这次比较",
    ];
    md.lines()
        .map(|line| {
            if let Some(prefix) = prefixes.iter().find(|p| line.starts_with(**p)) {
                return format!("{} …", prefix.trim_end());
            }
            match ["| time |", "| 用时 |"]
                .iter()
                .find(|p| line.starts_with(**p))
            {
                Some(name) => format!("{name}{}", " T |".repeat(line.matches(" |").count() - 1)),
                None => crate::util::without_times(line),
            }
        })
        .collect::<Vec<_>>()
        .join("\n")
}

/// The height in pixels of the bar of each solver's colour, in the order asked for: the
/// tallest run of that colour in a column of the plot, below the legend; 0 for no bar.
fn bar_heights(png: &Path, solvers: &[&str]) -> Vec<usize> {
    let decoder = png::Decoder::new(std::io::BufReader::new(fs::File::open(png).unwrap()));
    let mut reader = decoder.read_info().unwrap();
    let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut pixels).unwrap();
    let (width, height) = (info.width as usize, info.height as usize);
    let at = |x: usize, y: usize| {
        let i = (y * width + x) * 3;
        [pixels[i], pixels[i + 1], pixels[i + 2]]
    };
    solvers
        .iter()
        .map(|solver| {
            let colour = match *solver {
                "naive" => [0xd5, 0x5e, 0x00],
                "tables" => [0x00, 0x72, 0xb2],
                "mrv+singles+tables" => [0xcc, 0x79, 0xa7],
                other => panic!("no colour known for {other}"),
            };
            (0..width)
                .map(|x| (140..height).filter(|&y| at(x, y) == colour).count())
                .max()
                .unwrap_or(0)
        })
        .collect()
}

/// The `<rect>`s of an SVG filled with `fill`, as (top, bottom) in pixels.
fn rects_filled(svg: &str, fill: &str) -> Vec<(f64, f64)> {
    let attr = |tag: &str, name: &str| -> Option<f64> {
        let start = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        tag[start..].split('"').next()?.parse().ok()
    };
    svg.split("<rect")
        .skip(1)
        .map(|rest| rest.split('>').next().unwrap_or(""))
        .filter(|tag| {
            tag.to_ascii_uppercase()
                .contains(&format!("FILL=\"{fill}\""))
        })
        .filter_map(|tag| Some((attr(tag, "y")?, attr(tag, "y")? + attr(tag, "height")?)))
        .collect()
}

#[test]
fn check_cost_bars_start_at_zero_and_their_heights_compare_as_the_counts() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let output = run(&[
        "compare",
        LEETCODE,
        "--repeat",
        "1",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let svg = fs::read_to_string(out.join("check-cost.svg")).unwrap();
    assert!(!svg.contains("log scale"), "a linear axis");
    // Orange for naive (cell reads), blue for tables (table lookups).
    let naive = rects_filled(&svg, "#D55E00");
    let tables = rects_filled(&svg, "#0072B2");
    let bar = |rects: &[(f64, f64)]| {
        rects
            .iter()
            .copied()
            .max_by(|a, b| (a.1 - a.0).total_cmp(&(b.1 - b.0)))
            .expect("a bar")
    };
    let (naive, tables) = (bar(&naive), bar(&tables));
    assert!(
        (naive.1 - tables.1).abs() < 1.0,
        "one baseline: {naive:?} {tables:?}"
    );
    let ratio = (naive.1 - naive.0) / (tables.1 - tables.0);
    let counts = 334_653.0 / 54_788.0;
    assert!(
        (ratio - counts).abs() / counts < 0.03,
        "heights {ratio:.2}x against counts {counts:.2}x"
    );
}

#[test]
fn stopped_and_malformed_puzzles_are_marked_in_every_output() {
    let dir = tempfile::tempdir().unwrap();
    let set = dir.path().join("set.txt");
    // Line 1 finishes quickly; line 3 is malformed; line 4 (LeetCode) needs 37,652 tries.
    let easy = "534678912672195348198342567859761423426853791713924856961537284287419635345286.7.";
    let bad = format!("{}x", &LEETCODE[..80]);
    fs::write(&set, format!("{easy}\n# a comment\n{bad}\n{LEETCODE}\n")).unwrap();
    let out = dir.path().join("out");
    let output = run(&[
        "compare",
        set.to_str().unwrap(),
        "--max-tries",
        "1000",
        "--repeat",
        "1",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(1));
    let stderr = stderr(&output);
    assert!(
        stderr.contains("line 3, column 81: unexpected character 'x'"),
        "{stderr}"
    );
    assert!(stderr.contains("skipped"));
    let stdout = stdout(&output);
    assert!(
        stdout.contains(
            "left out of the per-puzzle charts and ratios: 1 puzzle stopped at the limit of \
             1,000 tries by a strategy, 1 input line skipped"
        ),
        "{stdout}"
    );
    assert!(
        stdout.contains("naive   solved 1 of 2 within 1,000 tries, 1 stopped"),
        "{stdout}"
    );

    let report = json(&out.join("report.json"));
    assert_eq!(report["counts"]["puzzles"], 2);
    assert_eq!(report["counts"]["counted"], 1);
    assert_eq!(report["counts"]["limit"], 1);
    assert_eq!(report["counts"]["skipped"], 1);
    assert_eq!(report["skipped"][0]["line"], 3);
    assert!(
        report["skipped"][0]["error"]
            .as_str()
            .unwrap()
            .contains("unexpected character 'x'")
    );
    let stopped = &report["puzzles"][1];
    assert_eq!(stopped["line"], 4);
    assert_eq!(stopped["result"], "limit");
    assert_eq!(stopped["counted"], false);
    assert!(stopped["note"].as_str().unwrap().starts_with("limit:"));
    for result in stopped["results"].as_array().unwrap() {
        assert_eq!(result["result"], "limit");
        assert_eq!(result["solved"], false);
        assert!(result["time"].is_null() && result["stats"]["elapsed_ns"].is_null());
        assert_eq!(
            result["stats"]["tries"], 1000,
            "stopped right after the 1,000th try"
        );
        assert_eq!(result["censored"], true);
    }
    // Every puzzle is in the totals; the counts and times are the finished one's.
    let total = &report["totals"][0];
    assert_eq!(
        (
            &total["puzzles"],
            &total["solved"],
            &total["stopped"],
            &total["finished"]
        ),
        (&2.into(), &1.into(), &1.into(), &1.into())
    );
    assert_eq!(
        total["stats"]["tries"],
        report["puzzles"][0]["results"][0]["stats"]["tries"]
    );
    assert_eq!(total["median_tries"]["censored"], true);

    let md = fs::read_to_string(out.join("report.md")).unwrap();
    assert!(
        md.contains("- naive: solved 1 of 2 within 1,000 tries, 1 stopped."),
        "{md}"
    );
    assert!(md.contains("1 input line skipped as unreadable"), "{md}");
    assert!(md.contains("## Reading censored results"), "{md}");
    assert!(md.contains("| median tries (every puzzle) | > "), "{md}");
    assert!(md.contains("### Stopped at the limit (1)"));
    assert!(md.contains("| 2 | set.txt:4 | **limit**"));
    assert!(md.contains("### Skipped input lines (1)"));
    assert!(md.contains("| 3 | line 3, column 81: unexpected character 'x'"));

    let csv = fs::read_to_string(out.join("report.csv")).unwrap();
    let rows: Vec<&str> = csv.lines().collect();
    assert_eq!(rows.len(), 1 + 4 + 1);
    assert!(rows[3].contains(",naive,limit,false,false,tries,1000,"));
    assert!(rows[4].contains(",tables,limit,false,false,tries,1000,"));
    assert!(rows[5].contains(",3,,,,skipped,false,false,,"));

    let svg = fs::read_to_string(out.join("time.svg")).unwrap();
    assert!(svg.contains(
        "Not shown: 1 puzzle stopped at the limit of 1,000 tries by a strategy; 1 input \
         line skipped."
    ));
}

#[test]
fn chart_draws_the_profile_and_the_heat_map_of_a_trace() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.jsonl.gz");
    let output = run(&["solve", LEETCODE, "--trace", trace.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0));
    let out = dir.path().join("charts");
    let output = run(&[
        "chart",
        trace.to_str().unwrap(),
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(stderr(&output), "");
    assert!(stdout(&output).contains("depth.png"));
    assert_chart(
        &out,
        "depth",
        (960, 560),
        &[
            "Search profile: depth across 79,461 events",
            // Whole rows of the puzzle, no blank's dot running into an ellipsis.
            "trace of the puzzle 53..7.... 6..195... (rows 1-2 of 9): solved",
            "depth (digits placed)",
            "blanks to fill: 51",
        ],
    );
    assert_chart(
        &out,
        "tries-per-cell",
        (900, 800),
        &["Tries per cell", "tries (log scale)", "given"],
    );
    // The tree has a node for every placement, and marks the path to the solution: a
    // node on each of the 51 rows, the blanks of the puzzle (its key box is the 52nd).
    let stats: serde_json::Value =
        serde_json::from_str(&stdout(&run(&["stats", trace.to_str().unwrap(), "--json"]))).unwrap();
    let nodes =
        stats["stats"]["places"].as_u64().unwrap() + stats["stats"]["forced"].as_u64().unwrap_or(0);
    assert_chart(
        &out,
        "tree",
        (960, 560),
        &[
            &format!(
                "Search tree: {} nodes over 79,461 events",
                sudotrace_core::numbers::thousands(nodes)
            ),
            "the path to the solution",
            "nodes searched",
        ],
    );
    let svg = fs::read_to_string(out.join("tree.svg")).unwrap();
    assert_eq!(
        svg.matches(r##"fill="#0072B2""##).count(),
        51 + 1,
        "a path node a blank, and the key"
    );

    // The same trace gives the same bytes.
    let again = dir.path().join("again");
    run(&[
        "chart",
        trace.to_str().unwrap(),
        "-o",
        again.to_str().unwrap(),
    ]);
    for name in [
        "depth.png",
        "depth.svg",
        "tries-per-cell.png",
        "tries-per-cell.svg",
        "tree.png",
        "tree.svg",
    ] {
        assert_eq!(
            fs::read(out.join(name)).unwrap(),
            fs::read(again.join(name)).unwrap(),
            "{name}"
        );
    }
}

#[test]
fn chart_draws_a_trace_cut_short_up_to_the_cut_and_says_so() {
    let dir = tempfile::tempdir().unwrap();
    let trace = dir.path().join("t.jsonl");
    run(&["solve", LEETCODE, "--trace", trace.to_str().unwrap()]);
    let whole = fs::read_to_string(&trace).unwrap();
    let kept: Vec<&str> = whole.lines().take(1 + 30_000).collect();
    let cut = dir.path().join("cut.jsonl");
    fs::write(&cut, kept.join("\n") + "\n").unwrap();
    let out = dir.path().join("charts");
    let output = run(&["chart", cut.to_str().unwrap(), "-o", out.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let warning = stderr(&output);
    assert!(
        warning.contains("warning: ") && warning.contains("charting the 30,000 events before it"),
        "{warning}"
    );
    assert_chart(
        &out,
        "depth",
        (960, 560),
        &["Search profile: depth across 30,000 events", "cut short"],
    );
}

#[test]
fn charts_that_do_not_show_times_are_the_same_on_every_run() {
    let dir = tempfile::tempdir().unwrap();
    let (a, b) = (dir.path().join("a"), dir.path().join("b"));
    for out in [&a, &b] {
        let output = run(&[
            "compare",
            LEETCODE,
            "--repeat",
            "1",
            "-o",
            out.to_str().unwrap(),
        ]);
        assert_eq!(output.status.code(), Some(0));
    }
    for name in [
        "tries.png",
        "tries.svg",
        "check-cost.png",
        "check-cost.svg",
        "conflicts.png",
        "conflicts.svg",
    ] {
        assert_eq!(
            fs::read(a.join(name)).unwrap(),
            fs::read(b.join(name)).unwrap(),
            "{name}"
        );
    }
}

#[test]
fn bad_input_is_refused_with_exit_code_2() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let out = out.to_str().unwrap();

    let output = run(&["compare", "no-such-file.txt", "-o", out]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("no-such-file.txt: no such file"));

    let all_bad = dir.path().join("bad.txt");
    fs::write(&all_bad, format!("{}x\n", &LEETCODE[..80])).unwrap();
    let output = run(&["compare", all_bad.to_str().unwrap(), "-o", out]);
    assert_eq!(output.status.code(), Some(2));
    assert!(stderr(&output).contains("no puzzle to compare"));

    let output = run(&["compare", LEETCODE, "--repeat", "0", "-o", out]);
    assert_eq!(output.status.code(), Some(2));
    let output = run(&["compare", LEETCODE, "--solvers", "naive,fast", "-o", out]);
    assert_eq!(output.status.code(), Some(2));
    let output = run(&["compare", LEETCODE]);
    assert_eq!(output.status.code(), Some(2), "-o is required");

    let trace = dir.path().join("bad.jsonl");
    fs::write(&trace, format!("{{\"sudotrace\":1,\"puzzle\":\"{LEETCODE}\",\"solver\":\"naive\"}}\n{{\"ev\":\"place\",\"r\":1,\"c\":1,\"d\":1}}\n")).unwrap();
    // An event that cannot happen: charted up to the event before it, with a warning.
    let output = run(&["chart", trace.to_str().unwrap(), "-o", out]);
    assert_eq!(output.status.code(), Some(0));
    let warning = stderr(&output);
    assert!(
        warning.starts_with("warning:")
            && warning.contains("line 2")
            && warning.contains("cannot happen"),
        "{warning}"
    );
    let malformed = dir.path().join("malformed.jsonl");
    fs::write(
        &malformed,
        format!("{{\"sudotrace\":1,\"puzzle\":\"{LEETCODE}\",\"solver\":\"naive\"}}\n{{\"ev\":\n"),
    )
    .unwrap();
    // A line that is no event is read up to, as an event that cannot happen is.
    let output = run(&["chart", malformed.to_str().unwrap(), "-o", out]);
    assert_eq!(output.status.code(), Some(0));
    let warning = stderr(&output);
    assert!(
        warning.starts_with("warning:")
            && warning.contains("line 2")
            && warning.contains("not valid JSON"),
        "{warning}"
    );
}

#[test]
fn one_check_alone_gives_a_report_without_ratios() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("out");
    let output = run(&[
        "compare",
        LEETCODE,
        "--solvers",
        "tables",
        "--repeat",
        "1",
        "-o",
        out.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(0));
    let report = json(&out.join("report.json"));
    assert_eq!(report["solvers"], serde_json::json!(["tables"]));
    assert!(report["ratio"].is_null());
    assert_eq!(report["puzzles"][0]["results"].as_array().unwrap().len(), 1);
    assert!(
        !fs::read_to_string(out.join("report.md"))
            .unwrap()
            .contains("table entries where naive reads")
    );
}

#[test]
fn help_describes_every_flag() {
    let output = run(&["compare", "--help"]);
    let help = stdout(&output);
    for flag in [
        "--output",
        "--solvers",
        "--repeat",
        "--max-tries",
        "--max-seconds",
        "--jobs",
        "[default: 100000000]",
        "[default: 5]",
    ] {
        assert!(
            help.contains(flag),
            "compare --help mentions {flag}:\n{help}"
        );
    }
    let output = run(&["chart", "--help"]);
    let help = stdout(&output);
    assert!(help.contains("--output") && help.contains("TRACE"));
}

#[test]
fn demo_writes_the_report_and_the_charts_of_the_example() {
    let dir = tempfile::tempdir().unwrap();
    let out = dir.path().join("demo");
    let output = run(&["demo", "-o", out.to_str().unwrap()]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    let stdout = stdout(&output);
    assert!(stdout.contains("compare/report.md"), "{stdout}");
    // The hint runs as the program was started: built by cargo and not on PATH, through
    // cargo; on PATH, by its name.
    let hint = stdout.lines().last().unwrap();
    let exe = assert_cmd::cargo::cargo_bin("sudotrace");
    let profile = exe.parent().unwrap().file_name().unwrap().to_str().unwrap();
    if profile == "debug" || profile == "release" {
        let through_cargo = if profile == "debug" {
            "cargo run --"
        } else {
            "cargo run --release --"
        };
        assert!(
            hint.starts_with(&format!("next: {through_cargo} stats ")),
            "{hint}"
        );
    }
    let on_path = bin()
        .env("PATH", exe.parent().unwrap())
        .args(["demo", "-o", dir.path().join("again").to_str().unwrap()])
        .output()
        .unwrap();
    let again = String::from_utf8_lossy(&on_path.stdout);
    assert!(
        again
            .lines()
            .last()
            .unwrap()
            .starts_with("next: sudotrace stats "),
        "{again}"
    );
    let report = json(&out.join("compare/report.json"));
    assert_eq!(report["counts"]["puzzles"], 1);
    assert_eq!(report["puzzles"][0]["name"], "leetcode37");
    assert_eq!(
        report["puzzles"][0]["results"][0]["stats"]["cell_reads"],
        334653
    );
    assert_eq!(
        report["puzzles"][0]["results"][1]["stats"]["table_lookups"],
        54788
    );
    let md = fs::read_to_string(out.join("compare/report.md")).unwrap();
    assert!(
        md.contains(
            "**tables looks up 54,788 table entries where naive reads 334,653 cells, and is "
        ),
        "{md}"
    );
    // The web page of the search: the page `html` writes of its trace, under 400 KB.
    let page = fs::read(out.join("leetcode37.html")).unwrap();
    assert!(page.len() <= 400_000, "{} bytes", page.len());
    let again = dir.path().join("again.html");
    let trace = out.join("leetcode37-naive.jsonl");
    let output = run(&[
        "html",
        trace.to_str().unwrap(),
        "-o",
        again.to_str().unwrap(),
    ]);
    assert_eq!(output.status.code(), Some(0), "{}", stderr(&output));
    assert_eq!(page, fs::read(&again).unwrap());
    for stem in ["tries", "time", "check-cost", "conflicts"] {
        assert!(png_size(&out.join(format!("compare/{stem}.png"))).0 > 0);
    }
    assert!(!out.join("compare/cactus.png").exists());
    assert_chart(
        &out.join("charts"),
        "depth",
        (960, 560),
        &["Search profile"],
    );
    assert_chart(
        &out.join("charts"),
        "tries-per-cell",
        (900, 800),
        &["Tries per cell"],
    );
}

#[test]
fn strategies_are_compared_by_the_figures_solvers_are_compared_by() {
    let dir = tempfile::tempdir().unwrap();
    let file = data("norvig_hardest.txt");
    let solvers = ["mrv+tables", "mrv+singles+tables", "mrv+hidden+tables"];
    let output = run(&[
        "compare",
        file.to_str().unwrap(),
        "--solvers",
        &solvers.join(","),
        "--repeat",
        "1",
        "-o",
        dir.path().to_str().unwrap(),
    ]);
    assert_code(&output, 0);
    let printed = stdout(&output);
    for solver in solvers {
        let line = printed
            .lines()
            .find(|l| l.trim_start().starts_with(&format!("{solver} ")))
            .unwrap_or_else(|| panic!("a line for {solver}: {printed}"));
        assert!(
            line.contains("puzzles/s") && line.contains("guesses a puzzle"),
            "{line}"
        );
    }
    let report = json(&dir.path().join("report.json"));
    assert_eq!(report["solvers"], serde_json::json!(solvers));
    let puzzles = report["puzzles"].as_array().unwrap();
    for (i, solver) in solvers.iter().enumerate() {
        // Each strategy's own search, as `solve --json` makes it.
        let output = run(&[
            "solve",
            file.to_str().unwrap(),
            "--json",
            "--solver",
            solver,
        ]);
        assert_code(&output, 0);
        let solved = json_lines(&output);
        let mut guesses = 0;
        let mut without = 0;
        for (puzzle, theirs) in puzzles.iter().zip(&solved) {
            let ours = &puzzle["results"][i];
            assert_eq!(ours["solver"], *solver);
            let strip = |stats: &Value| {
                let mut stats = stats.clone();
                stats.as_object_mut().unwrap().remove("elapsed_ns");
                stats
            };
            assert_eq!(strip(&ours["stats"]), strip(&theirs["stats"]), "{solver}");
            let g = theirs["stats"]["guesses"].as_u64().unwrap_or(0);
            guesses += g;
            without += (g == 0) as u64;
        }
        let total = &report["totals"][i];
        let n = puzzles.len() as f64;
        assert_eq!(total["solver"], *solver);
        let close = |value: &Value, expected: f64| {
            (value.as_f64().unwrap() - expected).abs() < 1e-3 * expected.max(1.0)
        };
        assert!(
            close(&total["guesses_per_puzzle"], guesses as f64 / n),
            "{total}"
        );
        assert!(
            close(&total["solved_without_guessing"], without as f64 / n),
            "{total}"
        );
        let rate = total["puzzles_per_second"].as_f64().unwrap();
        let micros = total["micros_per_puzzle"].as_f64().unwrap();
        assert!(
            rate > 0.0 && (rate * micros / 1e6 - 1.0).abs() < 0.01,
            "{total}"
        );
    }
    let csv = fs::read_to_string(dir.path().join("report.csv")).unwrap();
    assert!(
        csv.lines()
            .next()
            .unwrap()
            .contains(",choices,guesses,forced,dead_ends,unforced,")
    );
    let md = fs::read_to_string(dir.path().join("report.md")).unwrap();
    assert!(
        md.starts_with("# Strategy comparison: mrv+tables against"),
        "{md}"
    );
    assert!(md.contains("| solved without guessing |"), "{md}");
    for stem in ["tries", "work-per-try"] {
        let size = png_size(&dir.path().join(format!("{stem}.png")));
        assert_chart(dir.path(), stem, size, &solvers);
    }
}

/// `compare` of tests/data/norvig_hardest.txt with `solvers` and `limits`, one timed run
/// each, into a new folder.
fn compare_norvig(solvers: &str, limits: &[&str]) -> (tempfile::TempDir, std::process::Output) {
    let dir = tempfile::tempdir().unwrap();
    let file = data("norvig_hardest.txt");
    let mut args = vec!["compare", file.to_str().unwrap(), "--solvers", solvers];
    args.extend(limits);
    args.extend(["--repeat", "1", "-o", dir.path().to_str().unwrap()]);
    let output = run(&args);
    (dir, output)
}

#[test]
fn a_limit_censors_each_strategy_apart_and_keeps_every_puzzle_in_its_totals() {
    // The row-by-row search needs more than 20,000 tries on most of these; mrv+tables on
    // few.
    let (dir, output) = compare_norvig("naive,mrv+tables", &["--max-tries", "20000"]);
    assert_code(&output, 1);
    let report = json(&dir.path().join("report.json"));
    let puzzles = report["puzzles"].as_array().unwrap();
    let n = puzzles.len() as u64;
    let printed = stdout(&output);
    let mut stopped_by = [0u64; 2];
    for (i, solver) in ["naive", "mrv+tables"].iter().enumerate() {
        let total = &report["totals"][i];
        let count = |field: &str| total[field].as_u64().unwrap();
        assert_eq!(
            count("solved") + count("stopped") + count("unsolvable"),
            n,
            "{total}"
        );
        assert_eq!(count("puzzles"), n);
        stopped_by[i] = count("stopped");
        // Every stopped search made exactly the limit's tries; the totals' counts are
        // those of the puzzles it finished, all of them.
        let mut tries = 0;
        for p in puzzles {
            let result = &p["results"][i];
            let made = result["stats"]["tries"].as_u64().unwrap();
            match result["censored"].as_bool().unwrap() {
                true => assert_eq!(made, 20_000, "{solver} {}", p["line"]),
                false => tries += made,
            }
        }
        assert_eq!(total["stats"]["tries"], tries, "{solver}");
        assert_eq!(count("finished"), n - count("stopped"));
        let line = format!("solved {} of {n} within 20,000 tries", count("solved"));
        assert!(printed.contains(&line), "{line}: {printed}");
    }
    assert!(stopped_by[0] > stopped_by[1], "{stopped_by:?}");
    assert!(stopped_by[0] > 0 && stopped_by[0] < n, "{stopped_by:?}");
    // The gain is over the puzzles both finished, and says how many.
    let gain = &report["gains"][0];
    assert_eq!(gain["solver"], "mrv+tables");
    assert_eq!(gain["puzzles"], n - stopped_by[0]);
    let both = n - stopped_by[0];
    let plural = if both == 1 { "" } else { "s" };
    assert!(
        printed.contains(&format!(
            "than naive over the {both} puzzle{plural} both finished"
        )),
        "{printed}"
    );
    for stem in ["cactus", "scatter"] {
        let size = png_size(&dir.path().join(format!("{stem}.png")));
        assert_chart(dir.path(), stem, size, &["naive", "mrv+tables"]);
    }
    let svg = fs::read_to_string(dir.path().join("cactus.svg")).unwrap();
    assert!(svg.contains("Puzzles solved within a budget"));
    assert!(svg.contains(&format!("naive: {} of {n}", n - stopped_by[0])));
}

#[test]
fn a_time_limit_stops_searches_by_the_clock_and_says_which_limit_stopped_each() {
    // Most row-by-row searches of these take tens of milliseconds or more, even optimised.
    let (dir, output) = compare_norvig("naive,mrv+hidden+tables", &["--max-seconds", "0.001"]);
    assert_code(&output, 1);
    let file = data("norvig_hardest.txt");
    let printed = stdout(&output);
    assert!(
        printed.contains("within 100,000,000 tries and 1.00 ms"),
        "{printed}"
    );
    let report = json(&dir.path().join("report.json"));
    assert_eq!(report["max_seconds"], 0.001);
    let mut by_time = 0;
    for p in report["puzzles"].as_array().unwrap() {
        let naive = &p["results"][0];
        if naive["censored"] == true {
            assert_eq!(naive["censored_by"], "time", "{naive}");
            assert!(naive["time"].is_null());
            by_time += 1;
        } else {
            assert!(naive.get("censored_by").is_none());
        }
    }
    assert!(by_time > 0, "some searches ran out of time");
    let naive = &report["totals"][0];
    assert_eq!(naive["stopped"], by_time);
    assert!(
        naive["median_tries"].is_null(),
        "tries are not censored at a limit: {naive}"
    );
    assert!(naive["median_time_ns"]["value"].as_f64().unwrap() > 0.0);
    assert!(naive["penalised_mean_time_ns"].as_f64().unwrap() > 0.0);
    let md = fs::read_to_string(dir.path().join("report.md")).unwrap();
    assert!(md.contains("| median time (every puzzle) |"), "{md}");
    assert!(
        md.contains("A search stopped by the clock, after 1.00 ms"),
        "{md}"
    );
    assert!(md.contains("(more than 1.00 ms)"), "{md}");
    let csv = fs::read_to_string(dir.path().join("report.csv")).unwrap();
    assert!(csv.contains(",naive,limit,false,false,time,"), "{csv}");

    let refused = run(&[
        "compare",
        file.to_str().unwrap(),
        "--max-seconds",
        "0",
        "-o",
        "x",
    ]);
    assert_code(&refused, 2);
    assert!(
        stderr(&refused).contains("is not a number of seconds above 0"),
        "{}",
        stderr(&refused)
    );
}
