//! A comparison run as shards, for a batch scheduler (a Slurm job array, a Kubernetes
//! Indexed Job): each shard compares the puzzles a hash of their text gives it, writes a
//! record a finished puzzle (flushed, so that a shard killed or out of time loses at most
//! the puzzle in progress, and carries on where it stopped when run again), and
//! [`merge`] puts the shards' records back together into one [`Comparison`], checked to
//! be whole.
//!
//! A shard's folder holds `shard.json` (what is compared, how, which shard, on which
//! machine) and `results.jsonl` (one [`Record`] a line).

use std::fmt;
use std::fs::{self, File, OpenOptions};
use std::io::{self, BufRead, BufReader, Read, Write};

use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};
use sudotrace_core::escape::{json_offset, json_reason, solver_quoted};

use serde::{Deserialize, Serialize};

use super::{CompareOptions, Comparison, Costs, PuzzleResult, System, Timing, VariantResult};
use sudotrace_core::events::counts::Stats;
use sudotrace_core::events::event::Outcome;
use sudotrace_core::numbers::thousands;
use sudotrace_core::puzzle::grid::Grid;
use sudotrace_core::puzzle::parse::{Input, Inputs, Puzzle, Skipped, parse_puzzle_text};
use sudotrace_core::search::Strategy;

/// The file of a shard's folder that says what it is.
pub(crate) const MANIFEST: &str = "shard.json";
/// The file of a shard's folder that holds its results, a line a puzzle.
pub const RESULTS: &str = "results.jsonl";

/// The most shards a comparison is split into (a merge keeps a slot for each).
pub const MAX_SHARDS: u32 = 1_000_000;

/// Shard `index` of `count` (1-based).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Shard {
    /// This shard's number, from 1.
    pub index: u32,
    /// How many shards the comparison is split into.
    pub count: u32,
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

impl Shard {
    /// `K/N`, 1 ≤ K ≤ N.
    pub fn parse(text: &str) -> Result<Shard, String> {
        let (k, n) = text
            .split_once('/')
            .ok_or_else(|| format!("{text:?}: write a shard as K/N, e.g. 3/7, or auto"))?;
        let index: u32 = k
            .trim()
            .parse()
            .map_err(|_| format!("{text:?}: {k:?} is not a shard number"))?;
        let count: u32 = n
            .trim()
            .parse()
            .map_err(|_| format!("{text:?}: {n:?} is not a number of shards"))?;
        if count > MAX_SHARDS {
            return Err(format!(
                "{text:?}: at most {} shards",
                thousands(u64::from(MAX_SHARDS))
            ));
        }
        if count == 0 || index == 0 || index > count {
            return Err(format!(
                "{text:?}: the shard must be 1 to {count} of {count}"
            ));
        }
        Ok(Shard { index, count })
    }

    /// The shard a batch scheduler gives this task: Slurm's job array
    /// (`SLURM_ARRAY_TASK_ID` counted from `SLURM_ARRAY_TASK_MIN`, of
    /// `SLURM_ARRAY_TASK_COUNT`), or a Kubernetes Indexed Job's `JOB_COMPLETION_INDEX`
    /// (from 0) of `count`; with the words that say which was used.
    pub fn from_env(
        var: impl Fn(&str) -> Option<String>,
        count: Option<u32>,
    ) -> Result<(Shard, String), String> {
        let number = |name: &str| -> Result<Option<u32>, String> {
            var(name)
                .map(|v| {
                    v.trim()
                        .parse::<u32>()
                        .map_err(|_| format!("{name}={v:?} is not a number"))
                })
                .transpose()
        };
        if let Some(id) = number("SLURM_ARRAY_TASK_ID")? {
            let min = number("SLURM_ARRAY_TASK_MIN")?.unwrap_or(0);
            let tasks = match (number("SLURM_ARRAY_TASK_COUNT")?, count) {
                (Some(tasks), _) | (None, Some(tasks)) => tasks,
                (None, None) => {
                    return Err("SLURM_ARRAY_TASK_ID is set but not SLURM_ARRAY_TASK_COUNT: give the count, --shard auto/N".into());
                }
            };
            let index = id
                .checked_sub(min)
                .map(|i| i + 1)
                .filter(|&i| i <= tasks)
                .ok_or_else(|| {
                    format!("SLURM_ARRAY_TASK_ID={id} is outside the array ({min} on, {tasks} tasks): submit it with --array=0-{} (no step)", tasks.saturating_sub(1))
                })?;
            let shard = Shard {
                index,
                count: tasks,
            };
            let said = format!(
                "shard {shard} from Slurm: SLURM_ARRAY_TASK_ID={id}, SLURM_ARRAY_TASK_MIN={min}, {tasks} tasks"
            );
            return Ok((shard, said));
        }
        if let Some(index) = number("JOB_COMPLETION_INDEX")? {
            let count = count.ok_or(
                "JOB_COMPLETION_INDEX is set (a Kubernetes Indexed Job): give the number of shards, --shard auto/N with N the Job's completions",
            )?;
            if index >= count {
                return Err(format!(
                    "JOB_COMPLETION_INDEX={index} is not below the {count} shards of --shard auto/{count}"
                ));
            }
            let shard = Shard {
                index: index + 1,
                count,
            };
            return Ok((
                shard,
                format!("shard {shard} from Kubernetes: JOB_COMPLETION_INDEX={index}"),
            ));
        }
        Err("--shard auto: neither SLURM_ARRAY_TASK_ID (a Slurm job array) nor JOB_COMPLETION_INDEX (a Kubernetes Indexed Job) is set; give the shard as K/N".into())
    }

    /// Whether `grid` is this shard's: by a hash of its 81 digits (FNV-1a), the same on
    /// every machine.
    pub fn owns(&self, grid: &Grid) -> bool {
        hash(grid.to_line().as_bytes()) % u64::from(self.count) == u64::from(self.index - 1)
    }
}

/// FNV-1a, 64 bits.
fn hash(bytes: &[u8]) -> u64 {
    bytes.iter().fold(0xcbf2_9ce4_8422_2325, |h, &b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// What makes two shards parts of one comparison: the tool, the inputs (every puzzle,
/// in order), the solvers and the options that change results.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct Fingerprint {
    pub sudotrace: String,
    pub inputs: Vec<InputRecord>,
    /// A hash of every puzzle compared, in order.
    pub puzzles_hash: String,
    pub puzzles: usize,
    pub solvers: Vec<String>,
    pub repeat: usize,
    pub max_tries: Option<u64>,
    /// `--max-seconds`, in milliseconds (absent from shards run without it).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub max_time_ms: Option<u64>,
}

/// An input as the report lists it, with its skipped lines.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(crate) struct InputRecord {
    pub source: String,
    pub puzzles: usize,
    pub skipped: Vec<(Option<usize>, String)>,
}

impl Fingerprint {
    pub(crate) fn new(inputs: &Inputs, options: &CompareOptions) -> Fingerprint {
        let mut text = Vec::new();
        for puzzle in &inputs.puzzles {
            text.extend_from_slice(puzzle.grid.to_line().as_bytes());
        }
        Fingerprint {
            sudotrace: env!("CARGO_PKG_VERSION").to_string(),
            inputs: inputs
                .inputs
                .iter()
                .map(|input| InputRecord {
                    source: input.source.clone(),
                    puzzles: input.puzzles,
                    skipped: inputs
                        .skipped
                        .iter()
                        .filter(|s| s.source == input.source)
                        .map(|s| (s.line, s.error.clone()))
                        .collect(),
                })
                .collect(),
            puzzles_hash: format!("{:016x}", hash(&text)),
            puzzles: inputs.puzzles.len(),
            solvers: options
                .solvers
                .iter()
                .map(|s| s.name().to_string())
                .collect(),
            repeat: options.repeat.max(1),
            max_tries: options.max_tries,
            max_time_ms: options.max_time.map(|t| t.as_millis() as u64),
        }
    }

    /// How `other` differs, in words; `None` when they are one comparison's.
    pub(crate) fn difference(&self, other: &Fingerprint) -> Option<String> {
        if self.sudotrace != other.sudotrace {
            return Some(format!(
                "sudotrace {} against {}",
                self.sudotrace, other.sudotrace
            ));
        }
        if self.solvers != other.solvers {
            return Some(format!(
                "solvers {} against {}",
                self.solvers.join(","),
                other.solvers.join(",")
            ));
        }
        if self.repeat != other.repeat {
            return Some(format!("--repeat {} against {}", self.repeat, other.repeat));
        }
        if self.max_tries != other.max_tries {
            return Some(format!(
                "--max-tries {} against {}",
                self.max_tries.unwrap_or(0),
                other.max_tries.unwrap_or(0)
            ));
        }
        if self.max_time_ms != other.max_time_ms {
            let seconds = |ms: Option<u64>| ms.map_or(0.0, |ms| ms as f64 / 1000.0);
            return Some(format!(
                "--max-seconds {} against {}",
                seconds(self.max_time_ms),
                seconds(other.max_time_ms)
            ));
        }
        if self.inputs != other.inputs || self.puzzles_hash != other.puzzles_hash {
            let names = |f: &Fingerprint| {
                f.inputs
                    .iter()
                    .map(|i| i.source.as_str())
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            return Some(format!(
                "other puzzles: {} ({} puzzles) against {} ({} puzzles)",
                names(self),
                self.puzzles,
                names(other),
                other.puzzles
            ));
        }
        None
    }

    fn options(&self, jobs: usize) -> Result<CompareOptions, MergeError> {
        let solvers = self
            .solvers
            .iter()
            .map(|name| {
                Strategy::from_name(name).ok_or_else(|| MergeError::UnknownSolver(name.clone()))
            })
            .collect::<Result<Vec<_>, _>>()?;
        Ok(CompareOptions {
            solvers,
            repeat: self.repeat,
            max_tries: self.max_tries,
            max_time: self.max_time_ms.map(Duration::from_millis),
            jobs,
        })
    }
}

/// The machine a shard ran on.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Machine {
    /// The host name, or `unknown`.
    pub host: String,
    /// The CPU's model name, or `unknown`.
    pub cpu: String,
    /// Cores (hardware threads) the shard's process could use.
    pub cores: usize,
    /// The operating system, as Rust names it: `linux`, `macos`.
    pub os: String,
    /// The CPU architecture, as Rust names it: `x86_64`, `aarch64`.
    pub arch: String,
}

impl Machine {
    /// Look at the machine this process runs on.
    pub fn detect() -> Machine {
        let system = System::detect();
        Machine {
            host: fs::read_to_string("/proc/sys/kernel/hostname")
                .or_else(|_| fs::read_to_string("/etc/hostname"))
                .map(|h| h.trim().to_string())
                .unwrap_or_else(|_| "unknown".to_string()),
            cpu: system.cpu,
            cores: system.cores,
            os: system.os.to_string(),
            arch: system.arch.to_string(),
        }
    }
}

/// What `shard.json` holds.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub(crate) struct Manifest {
    pub shard: Shard,
    pub comparison: Fingerprint,
    /// The puzzles this shard compares.
    pub puzzles: usize,
    pub machine: Machine,
}

/// One puzzle's results, as a shard writes them: a line of `results.jsonl`.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Record {
    /// The puzzle's 1-based position among all the puzzles compared.
    pub number: usize,
    /// The input it was read from.
    pub source: String,
    /// The line of the input it stood on.
    pub line: usize,
    /// The name column of a `name<TAB>puzzle` collection.
    pub name: Option<String>,
    /// The puzzle as one line of 81 characters.
    pub puzzle: String,
    /// Each variant's results, in the order of the solvers compared.
    pub variants: Vec<VariantRecord>,
    /// Time spent solving this puzzle (counting and timing runs), in nanoseconds.
    pub solving_ns: u64,
    /// Wall time of this puzzle's whole comparison, in nanoseconds.
    pub wall_ns: u64,
    /// Counting runs made.
    pub counting_runs: u64,
    /// Runs of the timing phase made: warm-ups and timed runs.
    pub timing_runs: u64,
    /// The timed runs alone, added up, in nanoseconds.
    pub timed_ns: u64,
}

/// One variant's results on one puzzle, as a record holds them.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct VariantRecord {
    /// The strategy's name.
    pub solver: String,
    /// How its search ended: `solved`, `unsolvable` or `limit`.
    pub outcome: String,
    /// The solution as one line of 81 characters, if it found one.
    pub solution: Option<String>,
    /// The counts of the counting run.
    pub stats: Stats,
    /// The timed runs; `None` for a search stopped at the limit.
    pub timing: Option<TimingRecord>,
}

/// The timed runs of one variant on one puzzle, as a record holds them.
#[derive(Clone, Copy, Debug, Serialize, Deserialize)]
pub struct TimingRecord {
    /// The median run, in nanoseconds.
    pub median_ns: u64,
    /// The fastest run, in nanoseconds.
    pub min_ns: u64,
    /// The slowest run, in nanoseconds.
    pub max_ns: u64,
    /// Timed runs made.
    pub runs: usize,
}

fn nanos(d: Duration) -> u64 {
    d.as_nanos().min(u128::from(u64::MAX)) as u64
}

impl Record {
    fn of(result: &PuzzleResult, number: usize, costs: &Costs, wall: Duration) -> Record {
        Record {
            number,
            source: result.puzzle.source.clone(),
            line: result.puzzle.line,
            name: result.puzzle.name.clone(),
            puzzle: result.puzzle.grid.to_line(),
            variants: result
                .variants
                .iter()
                .map(|v| VariantRecord {
                    solver: v.solver.name().to_string(),
                    outcome: v.outcome.name().to_string(),
                    solution: v.solution.map(|s| s.to_line()),
                    stats: v.stats,
                    timing: v.timing.map(|t| TimingRecord {
                        median_ns: nanos(t.median),
                        min_ns: nanos(t.min),
                        max_ns: nanos(t.max),
                        runs: t.runs,
                    }),
                })
                .collect(),
            solving_ns: nanos(costs.solving()),
            wall_ns: nanos(wall),
            counting_runs: costs.counting_runs,
            timing_runs: costs.timing_runs,
            timed_ns: nanos(costs.timed),
        }
    }

    fn result(&self) -> Result<PuzzleResult, String> {
        let grid =
            parse_puzzle_text(&self.puzzle).map_err(|e| format!("puzzle {}: {e}", self.number))?;
        let variants = self
            .variants
            .iter()
            .map(|v| {
                Ok(VariantResult {
                    solver: Strategy::from_name(&v.solver)
                        .ok_or_else(|| format!("unknown solver {}", solver_words(&v.solver)))?,
                    outcome: Outcome::from_name(&v.outcome)
                        .ok_or_else(|| format!("unknown outcome {:?}", v.outcome))?,
                    solution: v
                        .solution
                        .as_deref()
                        .map(parse_puzzle_text)
                        .transpose()
                        .map_err(|e| e.to_string())?,
                    stats: v.stats,
                    timing: v.timing.map(|t| Timing {
                        median: Duration::from_nanos(t.median_ns),
                        min: Duration::from_nanos(t.min_ns),
                        max: Duration::from_nanos(t.max_ns),
                        runs: t.runs,
                    }),
                })
            })
            .collect::<Result<Vec<_>, String>>()?;
        Ok(PuzzleResult {
            number: self.number,
            puzzle: Puzzle {
                source: self.source.clone(),
                line: self.line,
                name: self.name.clone(),
                grid,
            },
            variants,
        })
    }
}

/// Why a shard or a merge cannot go on.
#[derive(Debug, thiserror::Error)]
pub enum ShardError {
    /// A file or folder that could not be read or written.
    #[error("{}: {source}", path.display())]
    Io {
        /// The file or folder.
        path: PathBuf,
        /// What reading or writing it met.
        source: io::Error,
    },
    /// A shard's folder or file that cannot be used as it is.
    #[error("{}: {message}", path.display())]
    Bad {
        /// The folder or file.
        path: PathBuf,
        /// What is wrong with it.
        message: String,
    },
    /// Shards that cannot be put back together.
    #[error(transparent)]
    Merge(#[from] MergeError),
}

/// Why shards cannot be put back together into one comparison.
#[derive(Debug, thiserror::Error)]
pub enum MergeError {
    /// No shard folder given.
    #[error("no shard folder given")]
    NoShards,
    /// Two shards of different comparisons.
    #[error("{} and {} are not shards of one comparison: {why}", first.display(), other.display())]
    NotOneComparison {
        /// The first shard's folder.
        first: PathBuf,
        /// The other shard's folder.
        other: PathBuf,
        /// How the two comparisons differ, in words.
        why: String,
    },
    /// Two shards that split the comparison into different numbers of shards.
    #[error(
        "{} is shard {first_shard} and {} is shard {other_shard}: one comparison's shards all have the same count",
        first.display(),
        other.display()
    )]
    CountsDiffer {
        /// The first shard's folder.
        first: PathBuf,
        /// The first shard.
        first_shard: Shard,
        /// The other shard's folder.
        other: PathBuf,
        /// The other shard.
        other_shard: Shard,
    },
    /// One shard given twice.
    #[error("shard {shard} is given twice: {} and {}", first.display(), second.display())]
    GivenTwice {
        /// The shard.
        shard: Shard,
        /// The first folder that holds it.
        first: PathBuf,
        /// The second folder that holds it.
        second: PathBuf,
    },
    /// Shards of the comparison not given.
    #[error("{} missing: give every shard's folder", missing_words(missing))]
    Missing {
        /// The shards not given.
        missing: Vec<Shard>,
    },
    /// One puzzle's results in two shards.
    #[error("puzzle {number} is in two shards' results (the last is {})", last.display())]
    PuzzleTwice {
        /// The puzzle's number among all the puzzles compared.
        number: usize,
        /// The folder of the shard where it was found again.
        last: PathBuf,
    },
    /// Shards that have not finished their puzzles.
    #[error(
        "{} puzzles are missing (puzzles {}): {}; run the unfinished shards again with --resume",
        thousands(*missing as u64),
        first_numbers(absent, *missing),
        unfinished.iter().map(ToString::to_string).collect::<Vec<_>>().join("; ")
    )]
    Unfinished {
        /// How many puzzles no shard has.
        missing: usize,
        /// The numbers of the first ten puzzles no shard has.
        absent: Vec<usize>,
        /// The shards that have not finished.
        unfinished: Vec<Unfinished>,
    },
    /// A solver name this sudotrace does not know.
    #[error("unknown solver {}", solver_words(.0))]
    UnknownSolver(String),
    /// The results' puzzles, in order, are not the ones the shards' manifests were made
    /// of: a puzzle was changed.
    #[error(
        "the shards' results are of other puzzles than their comparison was made of (their hash {hashed}, the manifests' {made}): a result's puzzle was changed"
    )]
    OtherPuzzles {
        /// The hash of the results' puzzles.
        hashed: String,
        /// The hash the manifests give.
        made: String,
    },
}

/// A solver's name from a shard's file as an error quotes it: escaped, a look-alike of a
/// strategy's name (`nаive`) never reading as one ([`solver_quoted`]).
fn solver_words(name: &str) -> String {
    solver_quoted(name, sudotrace_core::lang::Lang::En)
}

/// A shard that has not finished its puzzles.
#[derive(Debug)]
pub struct Unfinished {
    /// The shard.
    pub shard: Shard,
    /// Puzzles it has finished.
    pub done: usize,
    /// Puzzles it has in all.
    pub puzzles: usize,
    /// Its folder.
    pub dir: PathBuf,
}

impl fmt::Display for Unfinished {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "shard {} has {} of its {} puzzles ({})",
            self.shard,
            thousands(self.done as u64),
            thousands(self.puzzles as u64),
            self.dir.display()
        )
    }
}

/// `shard 2/4 is` or `shards 2/4, 3/4 are`.
fn missing_words(missing: &[Shard]) -> String {
    let names: Vec<String> = missing.iter().map(Shard::to_string).collect();
    match missing.len() {
        1 => format!("shard {} is", names[0]),
        _ => format!("shards {} are", names.join(", ")),
    }
}

/// The first ten numbers of `count`, then `...`.
fn first_numbers(numbers: &[usize], count: usize) -> String {
    let shown: Vec<String> = numbers.iter().take(10).map(usize::to_string).collect();
    match count > 10 {
        true => format!("{}, ...", shown.join(", ")),
        false => shown.join(", "),
    }
}

fn io_error(path: &Path) -> impl FnOnce(io::Error) -> ShardError + '_ {
    move |source| ShardError::Io {
        path: path.to_path_buf(),
        source,
    }
}

fn bad(path: &Path, message: impl Into<String>) -> ShardError {
    ShardError::Bad {
        path: path.to_path_buf(),
        message: message.into(),
    }
}

/// What a shard's run did.
#[derive(Clone, Debug)]
pub struct ShardRun {
    /// The shard run.
    pub shard: Shard,
    /// This shard's puzzles.
    pub puzzles: usize,
    /// Puzzles already done before this run.
    pub resumed: usize,
    /// Puzzles this run compared.
    pub compared: usize,
}

/// Told of each puzzle a shard finishes: its count done and of how many.
pub trait ShardProgress {
    /// Puzzle `number` is finished: `done` of the shard's `of` puzzles are done.
    fn done(&mut self, done: usize, of: usize, number: usize);
}

/// Compare the puzzles of `inputs` that are `shard`'s, writing into `dir`: `shard.json`,
/// then a line of `results.jsonl` a finished puzzle. With `resume`, the puzzles already
/// in `results.jsonl` (of the same comparison: refused otherwise) are skipped; without,
/// a folder holding results is refused.
pub fn run_shard(
    inputs: Inputs,
    options: &CompareOptions,
    shard: Shard,
    dir: &Path,
    resume: bool,
    progress: &mut dyn ShardProgress,
) -> Result<ShardRun, ShardError> {
    fs::create_dir_all(dir).map_err(io_error(dir))?;
    let fingerprint = Fingerprint::new(&inputs, options);
    let mine: Vec<(usize, Puzzle)> = inputs
        .puzzles
        .iter()
        .enumerate()
        .filter(|(_, p)| shard.owns(&p.grid))
        .map(|(i, p)| (i + 1, p.clone()))
        .collect();
    let manifest_path = dir.join(MANIFEST);
    let results_path = dir.join(RESULTS);
    // Before the results are read, and cut back to their last whole line.
    sudotrace_core::output::refuse_link(&results_path).map_err(io_error(&results_path))?;
    let done = match read_manifest(&manifest_path) {
        Ok(existing) => {
            if !resume {
                return Err(bad(
                    dir,
                    "holds a shard's results already: add --resume to carry on with them, or choose another folder",
                ));
            }
            if existing.shard != shard {
                return Err(bad(
                    &manifest_path,
                    format!("is shard {}, not {shard}", existing.shard),
                ));
            }
            if let Some(why) = existing.comparison.difference(&fingerprint) {
                return Err(bad(
                    &manifest_path,
                    format!(
                        "was made by another comparison ({why}): results made with other options, inputs or sudotrace versions are never mixed; choose another folder"
                    ),
                ));
            }
            read_done(&results_path)?
        }
        Err(ShardError::Io { source, .. }) if source.kind() == io::ErrorKind::NotFound => {
            let manifest = Manifest {
                shard,
                comparison: fingerprint.clone(),
                puzzles: mine.len(),
                machine: Machine::detect(),
            };
            write_manifest(&manifest_path, &manifest)?;
            Vec::new()
        }
        Err(err) => return Err(err),
    };
    let mut results =
        sudotrace_core::output::open_append(&results_path).map_err(io_error(&results_path))?;
    let resumed = done.len();
    let mut finished = resumed;
    for (number, puzzle) in mine.iter().filter(|(n, _)| !done.contains(n)) {
        let started = Instant::now();
        let one = Inputs {
            inputs: Vec::new(),
            puzzles: vec![puzzle.clone()],
            skipped: Vec::new(),
        };
        let comparison = super::run(one, options, &super::NoProgress);
        let record = Record::of(
            &comparison.puzzles[0],
            *number,
            &comparison.costs,
            started.elapsed(),
        );
        let mut line = serde_json::to_string(&record).expect("a record is plain data");
        line.push('\n');
        results
            .write_all(line.as_bytes())
            .and_then(|()| results.flush())
            .map_err(io_error(&results_path))?;
        finished += 1;
        progress.done(finished, mine.len(), *number);
    }
    Ok(ShardRun {
        shard,
        puzzles: mine.len(),
        resumed,
        compared: finished - resumed,
    })
}

/// The largest manifest read, in bytes: one is a few hundred.
pub const MAX_MANIFEST: u64 = 1 << 16;

/// The longest line of `results.jsonl` read, in bytes: a puzzle's record is a few hundred
/// bytes a strategy compared.
pub const MAX_RECORD: u64 = 1 << 20;

fn read_manifest(path: &Path) -> Result<Manifest, ShardError> {
    let file = File::open(path).map_err(io_error(path))?;
    let mut text = String::new();
    let read = file
        .take(MAX_MANIFEST + 1)
        .read_to_string(&mut text)
        .map_err(|e| match e.kind() {
            io::ErrorKind::InvalidData => bad(path, "not UTF-8 text: not a shard's manifest"),
            _ => io_error(path)(e),
        })?;
    if read as u64 > MAX_MANIFEST {
        return Err(bad(
            path,
            format!(
                "larger than {} bytes: not a shard's manifest",
                sudotrace_core::numbers::thousands(MAX_MANIFEST)
            ),
        ));
    }
    let manifest: Manifest = serde_json::from_str(&text).map_err(|e| {
        let (offset, message) = (json_offset(&text, &e), json_reason(&e));
        bad(
            path,
            format!(
                "line {}, column {} (byte offset {}): not a shard's manifest: {message}",
                e.line(),
                e.column(),
                sudotrace_core::numbers::thousands(offset as u64)
            ),
        )
    })?;
    // A manifest edited by hand must name a shard that `--shard` could have given.
    Shard::parse(&manifest.shard.to_string()).map_err(|e| bad(path, e))?;
    Ok(manifest)
}

fn write_manifest(path: &Path, manifest: &Manifest) -> Result<(), ShardError> {
    let mut file = sudotrace_core::output::AtomicFile::create(path).map_err(io_error(path))?;
    let text = serde_json::to_string_pretty(manifest).expect("plain data") + "\n";
    file.write_all(text.as_bytes()).map_err(io_error(path))?;
    file.commit().map_err(io_error(path))
}

/// The records of `results.jsonl`; a last line cut short (a shard killed while writing
/// it) is left out, and cut off the file so that the next record starts on a line of
/// its own.
fn read_records(path: &Path) -> Result<Vec<Record>, ShardError> {
    let file = match File::open(path) {
        Ok(file) => file,
        Err(err) if err.kind() == io::ErrorKind::NotFound => return Ok(Vec::new()),
        Err(err) => return Err(io_error(path)(err)),
    };
    let mut records = Vec::new();
    let mut good_bytes = 0u64;
    let mut reader = BufReader::new(file);
    let mut bytes = Vec::new();
    let mut number = 0;
    loop {
        bytes.clear();
        let read = (&mut reader)
            .take(MAX_RECORD + 1)
            .read_until(b'\n', &mut bytes)
            .map_err(io_error(path))?;
        if read == 0 {
            break;
        }
        number += 1;
        if read as u64 > MAX_RECORD {
            return Err(bad(
                path,
                format!(
                    "line {number}, from byte offset {}, is longer than {} bytes: not a shard's results",
                    sudotrace_core::numbers::thousands(good_bytes),
                    sudotrace_core::numbers::thousands(MAX_RECORD)
                ),
            ));
        }
        if !bytes.ends_with(b"\n") {
            break;
        }
        let line = std::str::from_utf8(&bytes).map_err(|e| {
            bad(
                path,
                format!(
                    "line {number}, byte offset {}: not UTF-8 text: not a shard's results",
                    sudotrace_core::numbers::thousands(good_bytes + e.valid_up_to() as u64)
                ),
            )
        })?;
        let record: Record = serde_json::from_str(line.trim_end()).map_err(|e| {
            let (offset, message) = (json_offset(line, &e), json_reason(&e));
            bad(
                path,
                format!(
                    "line {number}, column {} (byte offset {}): not a result: {message}",
                    e.column(),
                    sudotrace_core::numbers::thousands(good_bytes + offset as u64)
                ),
            )
        })?;
        records.push(record);
        good_bytes += read as u64;
    }
    let len = fs::metadata(path).map_err(io_error(path))?.len();
    if len > good_bytes {
        OpenOptions::new()
            .write(true)
            .open(path)
            .and_then(|f| f.set_len(good_bytes))
            .map_err(io_error(path))?;
    }
    Ok(records)
}

fn read_done(path: &Path) -> Result<Vec<usize>, ShardError> {
    Ok(read_records(path)?.iter().map(|r| r.number).collect())
}

/// A shard's folder, read back, every record checked against its manifest
/// ([`check_record`]): a record is line `k + 1` of `results.jsonl` for `records[k]`.
pub(crate) struct ShardDir {
    pub dir: PathBuf,
    pub manifest: Manifest,
    pub records: Vec<Record>,
}

impl ShardDir {
    pub(crate) fn read(dir: &Path) -> Result<ShardDir, ShardError> {
        let manifest_path = dir.join(MANIFEST);
        let manifest = read_manifest(&manifest_path)?;
        let total = manifest.comparison.puzzles;
        if manifest.puzzles > total {
            return Err(bad(
                &manifest_path,
                format!(
                    "gives the shard {} puzzles of the comparison's {}",
                    thousands(manifest.puzzles as u64),
                    thousands(total as u64)
                ),
            ));
        }
        let results = dir.join(RESULTS);
        let records = read_records(&results)?;
        let mut line_of = std::collections::HashMap::new();
        for (at, record) in records.iter().enumerate() {
            let line = at + 1;
            let refuse = |why: String| bad(&results, format!("line {line}: {why}"));
            if let Some(first) = line_of.insert(record.number, line) {
                return Err(refuse(format!(
                    "puzzle {} again (first on line {first})",
                    record.number
                )));
            }
            check_record(record, &manifest).map_err(refuse)?;
        }
        if records.len() > manifest.puzzles {
            return Err(bad(
                &results,
                format!(
                    "holds {} results for the shard's {} puzzles",
                    thousands(records.len() as u64),
                    thousands(manifest.puzzles as u64)
                ),
            ));
        }
        Ok(ShardDir {
            dir: dir.to_path_buf(),
            manifest,
            records,
        })
    }

    /// The time spent solving, and in all, by the shard's runs (their sums checked when
    /// the shards were merged: [`Totals`]).
    pub(crate) fn times(&self) -> (Duration, Duration) {
        let sum = |ns: fn(&Record) -> u64| {
            self.records
                .iter()
                .fold(0u64, |sum, r| sum.saturating_add(ns(r)))
        };
        (
            Duration::from_nanos(sum(|r| r.solving_ns)),
            Duration::from_nanos(sum(|r| r.wall_ns)),
        )
    }
}

/// Why `record` cannot be a result of the shard `manifest` describes, if it cannot: a
/// puzzle that is not the shard's (its results made for another shard, or the puzzle
/// replaced), variants other than the comparison's solvers, counts that cannot be one
/// search's or break the comparison's limit, an outcome its solution contradicts, a
/// timing out of order. Results are read from files anyone can edit; a report must not
/// be made of impossible ones.
fn check_record(record: &Record, manifest: &Manifest) -> Result<(), String> {
    let comparison = &manifest.comparison;
    if record.number == 0 || record.number > comparison.puzzles {
        return Err(format!(
            "puzzle {} is not one of the comparison's {}",
            record.number,
            thousands(comparison.puzzles as u64)
        ));
    }
    let puzzle =
        parse_puzzle_text(&record.puzzle).map_err(|e| format!("puzzle {}: {e}", record.number))?;
    if !manifest.shard.owns(&puzzle) {
        return Err(format!(
            "puzzle {} is not one shard {} compares: its results were made for another shard, or the puzzle was changed",
            record.number, manifest.shard
        ));
    }
    let solvers: Vec<&str> = record.variants.iter().map(|v| v.solver.as_str()).collect();
    if solvers != comparison.solvers {
        return Err(format!(
            "puzzle {} has results of {} where the comparison has {}",
            record.number,
            solvers.join(","),
            comparison.solvers.join(",")
        ));
    }
    for variant in &record.variants {
        check_variant(variant, &puzzle, comparison)
            .map_err(|why| format!("puzzle {}, {}: {why}", record.number, variant.solver))?;
    }
    Ok(())
}

/// Why one variant's results cannot be its search of `puzzle`, if they cannot.
fn check_variant(
    variant: &VariantRecord,
    puzzle: &Grid,
    comparison: &Fingerprint,
) -> Result<(), String> {
    let stats = &variant.stats;
    if let Some(why) = stats.inconsistency() {
        return Err(format!("counts that cannot be one search's ({why})"));
    }
    if let Some(limit) = comparison.max_tries
        && stats.tries > limit
    {
        return Err(format!(
            "{} tries, over the comparison's limit of {}",
            thousands(stats.tries),
            thousands(limit)
        ));
    }
    let outcome = Outcome::from_name(&variant.outcome)
        .ok_or_else(|| format!("unknown outcome {:?}", variant.outcome))?;
    let solution = variant
        .solution
        .as_deref()
        .map(parse_puzzle_text)
        .transpose()
        .map_err(|e| format!("the solution: {e}"))?;
    match (outcome, solution) {
        (Outcome::Solved, Some(solution)) if solves(&solution, puzzle) => {}
        (Outcome::Solved, _) => {
            return Err("solved, with no solution of the puzzle".to_string());
        }
        (_, Some(_)) => {
            return Err(format!("{} with a solution", variant.outcome));
        }
        (Outcome::Limit, None)
            if comparison.max_tries.is_none() && comparison.max_time_ms.is_none() =>
        {
            return Err("stopped at a limit the comparison did not set".to_string());
        }
        _ => {}
    }
    if let Some(t) = variant.timing
        && (t.runs == 0 || t.min_ns > t.median_ns || t.median_ns > t.max_ns)
    {
        return Err(format!(
            "a timing out of order ({} runs, fastest {} ns, median {} ns, slowest {} ns)",
            t.runs, t.min_ns, t.median_ns, t.max_ns
        ));
    }
    Ok(())
}

/// Whether `solution` is a whole board without a clash that keeps every digit of
/// `puzzle`.
fn solves(solution: &Grid, puzzle: &Grid) -> bool {
    solution.is_complete()
        && solution.first_clash().is_none()
        && Grid::all_cells()
            .all(|cell| puzzle.get(cell) == 0 || puzzle.get(cell) == solution.get(cell))
}

/// The merged comparison's totals, every sum checked: counts from files anyone can edit
/// must not wrap around (eleven puzzles of 2^64 − 1 tries would add up to less than one).
#[derive(Default)]
struct Totals {
    stats: Vec<Stats>,
    solving_ns: u64,
    wall_ns: u64,
    timed_ns: u64,
    counting_runs: u64,
    timing_runs: u64,
}

impl Totals {
    /// Add one record's numbers; `None` when a sum would pass 2^64 − 1.
    fn add(&mut self, record: &Record) -> Option<()> {
        self.stats.resize(record.variants.len(), Stats::default());
        for (total, variant) in self.stats.iter_mut().zip(&record.variants) {
            *total = total.checked_add(&variant.stats)?;
        }
        self.solving_ns = self.solving_ns.checked_add(record.solving_ns)?;
        self.wall_ns = self.wall_ns.checked_add(record.wall_ns)?;
        self.timed_ns = self.timed_ns.checked_add(record.timed_ns)?;
        self.counting_runs = self.counting_runs.checked_add(record.counting_runs)?;
        self.timing_runs = self.timing_runs.checked_add(record.timing_runs)?;
        Some(())
    }
}

/// A shard as a merged report notes it.
#[derive(Clone, Debug)]
pub struct ShardNote {
    /// The shard.
    pub shard: Shard,
    /// The machine it ran on.
    pub machine: Machine,
    /// Puzzles it compared.
    pub puzzles: usize,
    /// Time its runs spent solving, added up puzzle by puzzle.
    pub solving: Duration,
    /// Wall time of its runs, added up puzzle by puzzle.
    pub wall: Duration,
    /// Each solver's time on this shard's puzzles that count (every variant finished
    /// and timed): the sum of their median times, all from this shard's machine.
    pub times: Vec<(Strategy, Duration)>,
    /// The puzzles of this shard that count.
    pub counted: usize,
}

/// Put the shards in `dirs` back together: one comparison, checked to be whole (every
/// shard once, every puzzle once), with a note a shard.
pub fn merge(dirs: &[PathBuf]) -> Result<(Comparison, Vec<ShardNote>), ShardError> {
    let shards = dirs
        .iter()
        .map(|dir| ShardDir::read(dir))
        .collect::<Result<Vec<_>, _>>()?;
    let first = shards.first().ok_or(MergeError::NoShards)?;
    let fingerprint = &first.manifest.comparison;
    let count = first.manifest.shard.count;
    for shard in &shards[1..] {
        if let Some(why) = fingerprint.difference(&shard.manifest.comparison) {
            return Err(MergeError::NotOneComparison {
                first: first.dir.clone(),
                other: shard.dir.clone(),
                why,
            }
            .into());
        }
        if shard.manifest.shard.count != count {
            return Err(MergeError::CountsDiffer {
                first: first.dir.clone(),
                first_shard: first.manifest.shard,
                other: shard.dir.clone(),
                other_shard: shard.manifest.shard,
            }
            .into());
        }
    }
    let mut seen = vec![None::<&Path>; count as usize];
    for shard in &shards {
        let slot = &mut seen[shard.manifest.shard.index as usize - 1];
        if let Some(other) = slot {
            return Err(MergeError::GivenTwice {
                shard: shard.manifest.shard,
                first: other.to_path_buf(),
                second: shard.dir.clone(),
            }
            .into());
        }
        *slot = Some(&shard.dir);
    }
    let missing: Vec<Shard> = seen
        .iter()
        .enumerate()
        .filter(|(_, dir)| dir.is_none())
        .map(|(i, _)| Shard {
            index: i as u32 + 1,
            count,
        })
        .collect();
    if !missing.is_empty() {
        return Err(MergeError::Missing { missing }.into());
    }
    let total = fingerprint.puzzles;
    // Every puzzle is one shard's: the manifests' shares add up to the comparison's. (Also
    // what keeps the work below to the results the folders hold.)
    let shares = shards
        .iter()
        .try_fold(0usize, |sum, shard| sum.checked_add(shard.manifest.puzzles));
    if shares != Some(total) {
        return Err(bad(
            &first.dir.join(MANIFEST),
            format!(
                "the shards' manifests give them {} puzzles in all, not the comparison's {}",
                shares.map_or("more than 2^64".to_string(), |n| thousands(n as u64)),
                thousands(total as u64)
            ),
        ));
    }
    // By number, holding only what the folders hold (the comparison's count is the
    // manifests' word until every puzzle is found).
    let mut results: std::collections::BTreeMap<usize, PuzzleResult> = Default::default();
    let mut unfinished = Vec::new();
    for shard in &shards {
        if shard.records.len() < shard.manifest.puzzles {
            unfinished.push(Unfinished {
                shard: shard.manifest.shard,
                done: shard.records.len(),
                puzzles: shard.manifest.puzzles,
                dir: shard.dir.clone(),
            });
        }
        for record in &shard.records {
            if results.contains_key(&record.number) {
                return Err(MergeError::PuzzleTwice {
                    number: record.number,
                    last: shard.dir.clone(),
                }
                .into());
            }
            let result = record
                .result()
                .map_err(|e| bad(&shard.dir.join(RESULTS), e))?;
            results.insert(record.number, result);
        }
    }
    if !unfinished.is_empty() {
        let absent: Vec<usize> = (1..=total)
            .filter(|n| !results.contains_key(n))
            .take(10)
            .collect();
        return Err(MergeError::Unfinished {
            missing: total - results.len(),
            absent,
            unfinished,
        }
        .into());
    }
    // Every shard holds its share, each puzzle once and of 1 to `total`: all are here.
    let puzzles: Vec<PuzzleResult> = results.into_values().collect();
    let mut lines = Vec::new();
    for puzzle in &puzzles {
        lines.extend_from_slice(puzzle.puzzle.grid.to_line().as_bytes());
    }
    let hashed = format!("{:016x}", hash(&lines));
    if hashed != fingerprint.puzzles_hash {
        return Err(MergeError::OtherPuzzles {
            hashed,
            made: fingerprint.puzzles_hash.clone(),
        }
        .into());
    }
    let mut totals = Totals::default();
    for shard in &shards {
        for (at, record) in shard.records.iter().enumerate() {
            totals.add(record).ok_or_else(|| {
                bad(
                    &shard.dir.join(RESULTS),
                    format!(
                        "line {}: the totals pass 2^64 − 1 with puzzle {}'s numbers: not a comparison's results",
                        at + 1,
                        record.number
                    ),
                )
            })?;
        }
    }
    let options = fingerprint.options(1)?;
    let mut costs = Costs::default();
    for record in shards.iter().flat_map(|s| &s.records) {
        costs.counting_runs += record.counting_runs;
        costs.timing_runs += record.timing_runs;
        costs.timed += Duration::from_nanos(record.timed_ns);
        costs.timing_solver += Duration::from_nanos(record.solving_ns);
    }
    let inputs = fingerprint
        .inputs
        .iter()
        .map(|i| Input {
            source: i.source.clone(),
            puzzles: i.puzzles,
            skipped: i.skipped.len(),
        })
        .collect();
    let skipped = fingerprint
        .inputs
        .iter()
        .flat_map(|i| {
            i.skipped.iter().map(|(line, error)| Skipped {
                source: i.source.clone(),
                line: *line,
                error: error.clone(),
                reason: None,
            })
        })
        .collect();
    let mut notes: Vec<ShardNote> = shards
        .iter()
        .map(|s| {
            let (solving, wall) = s.times();
            let counted: Vec<&PuzzleResult> = s
                .records
                .iter()
                .map(|r| &puzzles[r.number - 1])
                .filter(|p| p.counted())
                .collect();
            let times = options
                .solvers
                .iter()
                .map(|&solver| {
                    let time = counted
                        .iter()
                        .filter_map(|p| p.variant(solver)?.timing)
                        .map(|t| t.median)
                        .sum();
                    (solver, time)
                })
                .collect();
            ShardNote {
                shard: s.manifest.shard,
                machine: s.manifest.machine.clone(),
                puzzles: s.records.len(),
                solving,
                wall,
                times,
                counted: counted.len(),
            }
        })
        .collect();
    notes.sort_by_key(|n| n.shard.index);
    Ok((
        Comparison {
            options,
            inputs,
            puzzles,
            skipped,
            costs,
            version: fingerprint.sudotrace.clone(),
        },
        notes,
    ))
}

/// How far a shard is: its folder, which shard, puzzles done and of how many.
pub fn status(dir: &Path) -> Result<(Shard, usize, usize, Machine), ShardError> {
    let shard = ShardDir::read(dir)?;
    Ok((
        shard.manifest.shard,
        shard.records.len(),
        shard.manifest.puzzles,
        shard.manifest.machine,
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_shard_is_parsed_and_checked() {
        assert_eq!(Shard::parse("3/7"), Ok(Shard { index: 3, count: 7 }));
        assert!(Shard::parse("0/7").is_err());
        assert!(Shard::parse("8/7").is_err());
        assert!(Shard::parse("3").is_err());
    }

    #[test]
    fn slurm_and_kubernetes_say_which_shard() {
        let env = |pairs: &'static [(&'static str, &'static str)]| {
            move |name: &str| {
                pairs
                    .iter()
                    .find(|(k, _)| *k == name)
                    .map(|(_, v)| v.to_string())
            }
        };
        let slurm = env(&[
            ("SLURM_ARRAY_TASK_ID", "12"),
            ("SLURM_ARRAY_TASK_MIN", "10"),
            ("SLURM_ARRAY_TASK_COUNT", "4"),
        ]);
        let (shard, said) = Shard::from_env(slurm, None).unwrap();
        assert_eq!(shard, Shard { index: 3, count: 4 });
        assert!(said.contains("Slurm"), "{said}");
        let k8s = env(&[("JOB_COMPLETION_INDEX", "0")]);
        assert!(Shard::from_env(k8s, None).is_err(), "the count is needed");
        let (shard, _) = Shard::from_env(k8s, Some(5)).unwrap();
        assert_eq!(shard, Shard { index: 1, count: 5 });
        assert!(Shard::from_env(env(&[]), None).is_err());
    }

    #[test]
    fn every_puzzle_has_exactly_one_shard() {
        let grid = parse_puzzle_text(sudotrace_core::LEETCODE_37).unwrap();
        for count in [1, 3, 7] {
            let owners = (1..=count)
                .filter(|&index| Shard { index, count }.owns(&grid))
                .count();
            assert_eq!(owners, 1);
        }
    }
}
