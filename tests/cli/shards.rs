//! `compare` run as shards, the way a batch scheduler runs it: split 1, 3 and 7 ways and
//! merged, the report's counts are the single run's; a shard killed in the middle
//! resumes and loses nothing, counts nothing twice; the scheduler's environment picks
//! the shard; merge refuses what is not one whole comparison, naming what is missing.

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use serde_json::Value;
use tempfile::TempDir;

use crate::util::{assert_code, bin, data, path_str, run, stderr, stdout};

/// The options every run here shares: one search quick, one row by row and limited, one
/// timed run each.
const OPTIONS: [&str; 6] = [
    "--solvers",
    "naive,mrv+tables",
    "--repeat",
    "1",
    "--max-tries",
    "2000000",
];

fn compare(puzzles: &Path, out: &Path, extra: &[&str]) -> std::process::Output {
    let mut args = vec!["compare", path_str(puzzles)];
    args.extend_from_slice(&OPTIONS);
    args.extend_from_slice(&["-o", path_str(out)]);
    args.extend_from_slice(extra);
    run(&args)
}

/// report.csv without its time columns.
fn csv_counts(dir: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(dir.join("report.csv")).unwrap();
    let mut lines = text.lines();
    let header: Vec<&str> = lines.next().unwrap().split(',').collect();
    let keep: Vec<usize> = header
        .iter()
        .enumerate()
        .filter(|(_, name)| !name.contains("elapsed"))
        .map(|(i, _)| i)
        .collect();
    std::iter::once(lines.clone().count().to_string())
        .chain(text.lines().map(|line| {
            // Quoted notes hold commas: split outside quotes only.
            let mut fields = Vec::new();
            let (mut field, mut quoted) = (String::new(), false);
            for ch in line.chars() {
                match ch {
                    '"' => quoted = !quoted,
                    ',' if !quoted => fields.push(std::mem::take(&mut field)),
                    _ => field.push(ch),
                }
            }
            fields.push(field);
            keep.iter()
                .map(|&i| fields.get(i).cloned().unwrap_or_default())
                .collect::<Vec<_>>()
                .join(",")
        }))
        .collect()
}

/// report.json without its times, dates and machines.
fn json_counts(dir: &Path) -> Value {
    fn strip(value: &mut Value) {
        match value {
            Value::Object(map) => {
                map.retain(|key, _| {
                    ![
                        "date",
                        "machine",
                        "run",
                        "shards",
                        "ratio",
                        "speed_per_puzzle",
                        // A gain's speed, in figures and in words.
                        "faster",
                        "text",
                    ]
                    .contains(&key.as_str())
                        && !["elapsed", "per_second", "micros", "time", "_ns"]
                            .iter()
                            .any(|t| key.contains(t))
                });
                map.values_mut().for_each(strip);
            }
            Value::Array(items) => items.iter_mut().for_each(strip),
            _ => {}
        }
    }
    let mut json: Value =
        serde_json::from_str(&std::fs::read_to_string(dir.join("report.json")).unwrap()).unwrap();
    strip(&mut json);
    json
}

#[test]
fn shards_merged_report_the_counts_of_one_run() {
    let dir = TempDir::new().unwrap();
    let puzzles = data("norvig_hardest.txt");
    let single = dir.path().join("single");
    assert_code(&compare(&puzzles, &single, &[]), 1);
    for n in [1, 3, 7] {
        let shards: Vec<PathBuf> = (1..=n)
            .map(|k| dir.path().join(format!("{n}-shards/{k}")))
            .collect();
        for (k, shard) in shards.iter().enumerate() {
            let output = compare(&puzzles, shard, &["--shard", &format!("{}/{n}", k + 1)]);
            assert_code(&output, 0);
            assert!(stderr(&output).is_empty() || stderr(&output).contains("puzzles done"));
        }
        let merged = dir.path().join(format!("{n}-merged"));
        let mut args = vec!["compare", "merge"];
        args.extend(shards.iter().map(|s| path_str(s)));
        args.extend(["-o", path_str(&merged)]);
        let output = run(&args);
        assert_code(&output, 1);
        assert_eq!(
            csv_counts(&merged),
            csv_counts(&single),
            "{n} shards: report.csv"
        );
        assert_eq!(
            json_counts(&merged),
            json_counts(&single),
            "{n} shards: report.json"
        );
        let report = std::fs::read_to_string(merged.join("report.md")).unwrap();
        assert!(report.contains(&format!("Run as {n} shard")), "{report}");
        let json: Value =
            serde_json::from_str(&std::fs::read_to_string(merged.join("report.json")).unwrap())
                .unwrap();
        assert_eq!(json["shards"].as_array().unwrap().len(), n);
    }
}

#[test]
fn a_shard_killed_in_the_middle_resumes_and_loses_nothing() {
    let dir = TempDir::new().unwrap();
    let puzzles = data("plb_hard20.txt");
    let shard = dir.path().join("shard");
    let mut args: Vec<&str> = vec!["compare", path_str(&puzzles)];
    args.extend_from_slice(&OPTIONS);
    args.extend(["--shard", "1/1", "-o", path_str(&shard)]);
    let mut child = Command::new(bin().get_program())
        .args(&args)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    let results = shard.join("results.jsonl");
    let lines = |path: &Path| {
        std::fs::read_to_string(path)
            .map(|t| t.lines().count())
            .unwrap_or(0)
    };
    let started = Instant::now();
    while lines(&results) < 3 && started.elapsed() < Duration::from_secs(60) {
        std::thread::sleep(Duration::from_millis(5));
    }
    // As `kill -9` would (SIGKILL on Unix): no chance to tidy up.
    child.kill().unwrap();
    child.wait().unwrap();
    let done = lines(&results);
    assert!((3..20).contains(&done), "killed after {done} puzzles");
    // As if killed in the middle of writing a line too.
    let mut text = std::fs::read_to_string(&results).unwrap();
    text.push_str("{\"number\":");
    std::fs::write(&results, text).unwrap();

    // Without --resume a folder holding results is refused; with other options too.
    let output = run(&args);
    assert_code(&output, 2);
    assert!(stderr(&output).contains("--resume"), "{}", stderr(&output));
    let mut other = args.clone();
    other[5] = "2";
    other.push("--resume");
    let output = run(&other);
    assert_code(&output, 2);
    assert!(
        stderr(&output).contains("--repeat 1 against 2"),
        "{}",
        stderr(&output)
    );

    let mut resume = args.clone();
    resume.push("--resume");
    let output = run(&resume);
    assert_code(&output, 0);
    assert!(
        stdout(&output).contains(&format!("({done} done before)")),
        "{}",
        stdout(&output)
    );
    assert_eq!(lines(&results), 20);
    let merged = dir.path().join("merged");
    let output = run(&[
        "compare",
        "merge",
        path_str(&shard),
        "-o",
        path_str(&merged),
    ]);
    assert!(
        matches!(output.status.code(), Some(0 | 1)),
        "{}",
        stderr(&output)
    );
    let single = dir.path().join("single");
    let output = compare(&puzzles, &single, &[]);
    assert!(matches!(output.status.code(), Some(0 | 1)));
    assert_eq!(csv_counts(&merged), csv_counts(&single));
}

#[test]
fn the_schedulers_environment_picks_the_shard_and_says_so() {
    let dir = TempDir::new().unwrap();
    let puzzles = data("norvig_hardest.txt");
    let out = dir.path().join("slurm");
    let mut args: Vec<&str> = vec!["compare", path_str(&puzzles)];
    args.extend_from_slice(&OPTIONS);
    args.extend(["--shard", "auto", "-o", path_str(&out)]);
    let output = bin()
        .args(&args)
        .env("SLURM_ARRAY_TASK_ID", "5")
        .env("SLURM_ARRAY_TASK_MIN", "4")
        .env("SLURM_ARRAY_TASK_COUNT", "3")
        .output()
        .unwrap();
    assert_code(&output, 0);
    assert!(
        stderr(&output).contains("shard 2/3 from Slurm: SLURM_ARRAY_TASK_ID=5"),
        "{}",
        stderr(&output)
    );
    let manifest: Value =
        serde_json::from_str(&std::fs::read_to_string(out.join("shard.json")).unwrap()).unwrap();
    assert_eq!(manifest["shard"]["index"], 2);
    let kube = dir.path().join("kube");
    args.truncate(args.len() - 4);
    args.extend(["--shard", "auto/4", "-o", path_str(&kube)]);
    let output = bin()
        .args(&args)
        .env_remove("SLURM_ARRAY_TASK_ID")
        .env("JOB_COMPLETION_INDEX", "3")
        .output()
        .unwrap();
    assert_code(&output, 0);
    assert!(stderr(&output).contains("shard 4/4 from Kubernetes"));
    let output = bin()
        .args(&args)
        .env_remove("SLURM_ARRAY_TASK_ID")
        .env_remove("JOB_COMPLETION_INDEX")
        .output()
        .unwrap();
    assert_code(&output, 2);
}

#[test]
fn merge_refuses_what_is_not_one_whole_comparison_and_says_what_is_missing() {
    let dir = TempDir::new().unwrap();
    let puzzles = data("norvig_hardest.txt");
    let shard = |k: u32, extra: &[&str]| {
        let out = dir.path().join(format!("s{k}{}", extra.len()));
        let mut all = vec!["--shard".to_string(), format!("{k}/3")];
        all.extend(extra.iter().map(|s| s.to_string()));
        let all: Vec<&str> = all.iter().map(String::as_str).collect();
        assert_code(&compare(&puzzles, &out, &all), 0);
        out
    };
    let (one, two, three) = (shard(1, &[]), shard(2, &[]), shard(3, &[]));
    let merged = dir.path().join("merged");
    let merge = |dirs: &[&Path]| {
        let mut args = vec!["compare", "merge"];
        args.extend(dirs.iter().map(|d| path_str(d)));
        args.extend(["-o", path_str(&merged)]);
        let output = run(&args);
        assert_code(&output, 2);
        stderr(&output)
    };
    assert!(merge(&[&one, &three]).contains("shard 2/3 is missing"));
    assert!(merge(&[&one, &two, &three, &two]).contains("given twice"));
    // A shard of another comparison.
    let other = shard(2, &["--jobs", "1", "--solvers", "naive,tables"]);
    let said = merge(&[&one, &other, &three]);
    assert!(said.contains("not shards of one comparison"), "{said}");
    // A shard cut short: the puzzles missing are named.
    let results = two.join("results.jsonl");
    let text = std::fs::read_to_string(&results).unwrap();
    let kept: Vec<&str> = text.lines().skip(1).collect();
    std::fs::write(&results, kept.join("\n") + "\n").unwrap();
    let said = merge(&[&one, &two, &three]);
    assert!(said.contains("1 puzzles are missing (puzzles "), "{said}");
    assert!(said.contains("--resume"), "{said}");
    let output = run(&["compare", "status", path_str(&one), path_str(&two)]);
    assert_code(&output, 0);
    assert!(
        stdout(&output).contains("in 2 of 3 shards"),
        "{}",
        stdout(&output)
    );
    assert!(!merged.join("report.md").exists());
    // A manifest edited to name no shard is refused, not a panic.
    let manifest = one.join("shard.json");
    let text = std::fs::read_to_string(&manifest).unwrap();
    let edited = text.replacen("\"index\": 1,", "\"index\": 0,", 1);
    assert_ne!(edited, text, "the manifest names its shard's index");
    std::fs::write(&manifest, edited).unwrap();
    let said = merge(&[&one, &two, &three]);
    assert!(
        said.contains("shard.json") && said.contains("the shard must be"),
        "{said}"
    );
}

#[test]
#[ignore = "starts a real one-node Slurm (as root, minutes): cargo test --test cli -- --ignored a_real_slurm"]
fn a_real_slurm_runs_the_job_array() {
    let script = Path::new(env!("CARGO_MANIFEST_DIR")).join("scripts/slurm-local.sh");
    // The script's third argument is the options, one string, as the job array gets them.
    let options = "--repeat 1 --solvers naive,mrv+tables --max-tries 2000000";
    let output = Command::new("bash")
        .arg(&script)
        .arg(data("norvig_hardest.txt"))
        .arg("3")
        .arg(options)
        .output()
        .unwrap();
    let (out, err) = (
        String::from_utf8_lossy(&output.stdout),
        String::from_utf8_lossy(&output.stderr),
    );
    assert!(output.status.success(), "{out}\n{err}");
    assert!(out.contains("3 tasks done"), "{out}");
    assert!(out.contains("shard 3/3 from Slurm"), "{out}");
    assert!(
        out.contains("the merged report's counts are the single run's"),
        "{out}"
    );
}

#[test]
fn shards_from_different_machines_are_timed_apart() {
    let dir = TempDir::new().unwrap();
    let puzzles = data("norvig_hardest.txt");
    let shards: Vec<PathBuf> = (1..=2).map(|k| dir.path().join(format!("s{k}"))).collect();
    for (k, shard) in shards.iter().enumerate() {
        assert_code(
            &compare(&puzzles, shard, &["--shard", &format!("{}/2", k + 1)]),
            0,
        );
    }
    // The second shard ran elsewhere.
    let manifest = shards[1].join("shard.json");
    let mut json: Value =
        serde_json::from_str(&std::fs::read_to_string(&manifest).unwrap()).unwrap();
    json["machine"]["cpu"] = "Another CPU".into();
    json["machine"]["host"] = "node-17".into();
    std::fs::write(&manifest, json.to_string()).unwrap();
    let merged = dir.path().join("merged");
    let output = run(&[
        "compare",
        "merge",
        path_str(&shards[0]),
        path_str(&shards[1]),
        "-o",
        path_str(&merged),
    ]);
    assert_code(&output, 1);
    let report = std::fs::read_to_string(merged.join("report.md")).unwrap();
    assert!(
        report.contains("The times come from 2 kinds of machine"),
        "{report}"
    );
    assert!(report.contains("| 2/2 | node-17 | Another CPU"), "{report}");
    let json: Value =
        serde_json::from_str(&std::fs::read_to_string(merged.join("report.json")).unwrap())
            .unwrap();
    let shards = json["shards"].as_array().unwrap();
    assert_eq!(shards[1]["cpu"], "Another CPU");
    assert_eq!(
        shards[0]["times"].as_array().unwrap().len(),
        2,
        "each solver's time on the shard, apart"
    );
}
