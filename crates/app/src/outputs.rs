//! Where outputs go: what a render writes, told from the output's name (and `--at`);
//! outputs that would destroy an input (`sudotrace html t.jsonl -o t.jsonl` is refused
//! before anything is read, as the output's rename would replace the input it was made
//! from); output folders made, never through a link planted in a shared folder.

use std::path::{Path, PathBuf};
use std::sync::atomic::Ordering;

use sudotrace_charts::Written;
use sudotrace_charts::trace::TraceProfile;
use sudotrace_core::lang::Lang;
use sudotrace_frames::Target;

use crate::lang::AppText;
use crate::loaded::Loaded;
use crate::progress::Going;
use crate::{AppError, named};

/// What to draw into `output`, told from its name and `at` (the event of one PNG): a
/// name ending in `/` (or an existing folder) the frames, `.gif` the animation, `.png`
/// with `at` one board. The extension's case does not matter. `at_flag` is how the
/// caller's users give `at` (`--at`, or `at=` in Python), for the messages.
pub fn render_target(output: &Path, at: Option<u64>, at_flag: &str) -> Result<Target, AppError> {
    let at_n = match at_flag.ends_with('=') {
        true => format!("{at_flag}N"),
        false => format!("{at_flag} N"),
    };
    let text = output.to_string_lossy();
    let folder_like =
        text.ends_with('/') || text.ends_with(std::path::MAIN_SEPARATOR) || output.is_dir();
    let extension = output
        .extension()
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    let name = named(output);
    let refused = |text: AppText| {
        Err(crate::refused_in_words(
            text,
            &[("name", &name), ("at", &at_flag), ("at_n", &at_n)],
        ))
    };
    if let Some(at) = at {
        if folder_like || extension.as_deref() != Some("png") {
            return refused(AppText::OutputOnePng);
        }
        return Ok(Target::Png {
            path: output.to_path_buf(),
            at,
        });
    }
    if folder_like {
        return Ok(Target::Frames(PathBuf::from(
            text.trim_end_matches(['/', std::path::MAIN_SEPARATOR]),
        )));
    }
    match extension.as_deref() {
        Some("gif") => Ok(Target::Gif(output.to_path_buf())),
        Some("png") => refused(AppText::OutputPngWithoutAt),
        _ => refused(AppText::OutputUnknown),
    }
}

/// Refuse `outputs` when one is the same file as one of `inputs`, however each is
/// named (another spelling, a hard link, a symbolic link): the same device and inode.
/// Names that are not existing regular files (a new output, a device, standard input)
/// are never the same.
pub fn refuse_input_as_output(inputs: &[&Path], outputs: &[&Path]) -> Result<(), AppError> {
    for output in outputs {
        let Some(written) = identity(output) else {
            continue;
        };
        if let Some(input) = inputs
            .iter()
            .find(|input| identity(input).as_ref() == Some(&written))
        {
            return Err(crate::refused_in_words(
                AppText::OutputIsInput,
                &[("output", &named(output)), ("input", &named(input))],
            ));
        }
    }
    Ok(())
}

/// What makes a regular file the one it is: its device and inode.
#[cfg(unix)]
fn identity(path: &Path) -> Option<(u64, u64)> {
    use std::os::unix::fs::MetadataExt;
    let meta = std::fs::metadata(path).ok().filter(|m| m.is_file())?;
    Some((meta.dev(), meta.ino()))
}

/// Where inodes are not at hand, the file's full name with every link followed.
#[cfg(not(unix))]
fn identity(path: &Path) -> Option<PathBuf> {
    std::fs::metadata(path).ok().filter(|m| m.is_file())?;
    std::fs::canonicalize(path).ok()
}

/// Make the output folder `dir` if missing, for the files a command writes into it. A
/// name that is a symbolic link is refused unless links are followed (`--force`), as an
/// output file's is: a link planted in a shared folder would send every file elsewhere.
pub fn make_output_folder(dir: &Path) -> Result<(), AppError> {
    sudotrace_core::output::refuse_link(dir)
        .and_then(|()| std::fs::create_dir_all(dir))
        .map_err(|source| AppError::Io {
            path: dir.to_path_buf(),
            what: AppText::IoCannotCreateFolder,
            error: source,
        })
}

/// Draw the charts of one trace (`profile`) into the folder `dir`, made if missing,
/// their words in `lang`.
pub fn write_trace_charts(
    dir: &Path,
    profile: &TraceProfile,
    lang: Lang,
) -> Result<Vec<Written>, AppError> {
    make_output_folder(dir)?;
    sudotrace_charts::trace::write_all(dir, profile, lang)
        .map_err(|e| AppError::Output(e.to_string()))
}

impl Loaded {
    /// Draw the trace's charts (its depth over the events, its tries per cell, its tree)
    /// into the folder `dir`, made if missing, their words in `lang`; the events read
    /// told to `going`, which may stop the reading (then nothing is drawn).
    pub fn charts(&self, dir: &Path, lang: Lang, going: &Going) -> Result<Vec<Written>, AppError> {
        let cursor = self.cursor()?;
        let read = TraceProfile::read(cursor, &mut |events| {
            going.count.store(events, Ordering::Relaxed);
            !going.stop.load(Ordering::Relaxed)
        });
        let profile = read.map_err(self.error())?;
        let profile = profile.ok_or_else(|| AppError::Output("the charts were stopped".into()))?;
        write_trace_charts(dir, &profile, lang)
    }
}

/// Each chart written, as Python gives it: its `png` and `svg` files, and its `title`.
pub fn charts_json(charts: &[Written]) -> serde_json::Value {
    let each = charts.iter().map(|chart| {
        serde_json::json!({
            "png": chart.png.display().to_string(),
            "svg": chart.svg.display().to_string(),
            "title": chart.title,
        })
    });
    serde_json::Value::Array(each.collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn target(output: &Path, at: Option<u64>) -> Result<Target, AppError> {
        render_target(output, at, "--at")
    }

    #[test]
    fn the_output_name_tells_what_to_write() {
        assert_eq!(
            target(Path::new("a.GIF"), None).unwrap(),
            Target::Gif("a.GIF".into())
        );
        assert_eq!(
            target(Path::new("out/frames/"), None).unwrap(),
            Target::Frames("out/frames".into())
        );
        assert_eq!(
            target(Path::new("s.png"), Some(3)).unwrap(),
            Target::Png {
                path: "s.png".into(),
                at: 3
            }
        );
        assert!(target(Path::new("s.png"), None).is_err());
        assert!(
            target(Path::new("s.gif"), Some(3)).is_err(),
            "--at writes a PNG"
        );
        assert!(target(Path::new("s"), Some(3)).is_err());
        assert!(target(Path::new("search"), None).is_err());
        assert!(target(Path::new("frames/"), Some(1)).is_err());
    }

    #[test]
    fn a_name_that_says_nothing_is_refused_with_what_to_give() {
        let err = render_target(Path::new("out.txt"), None, "--at").unwrap_err();
        assert!(err.to_string().contains("end the name in .gif"), "{err}");
        let err = render_target(Path::new("one.png"), None, "at=").unwrap_err();
        assert!(err.to_string().contains("add at=N;"), "{err}");
        let err = render_target(Path::new("one.gif"), Some(4), "--at").unwrap_err();
        assert!(err.to_string().contains("ending in .png"), "{err}");
    }

    #[test]
    fn charts_asked_to_stop_stop_reading_and_draw_nothing() {
        let trace = crate::loaded::search_loaded(sudotrace_core::search::Strategy::NAIVE);
        let dir =
            std::env::temp_dir().join(format!("sudotrace-app-stopped-{}", std::process::id()));
        let going = Going::default();
        going.stop.store(true, Ordering::Relaxed);
        let err = trace.charts(&dir, Lang::En, &going).unwrap_err();
        assert!(err.to_string().contains("stopped"), "{err}");
        assert_eq!(
            going.count.load(Ordering::Relaxed),
            1 << 16,
            "asked at the first report"
        );
        assert!(!dir.exists());
    }

    #[test]
    fn a_loaded_traces_charts_are_written_and_listed() {
        let trace = crate::loaded::search_loaded(sudotrace_core::search::Strategy::NAIVE);
        let dir = std::env::temp_dir().join(format!("sudotrace-app-charts-{}", std::process::id()));
        let charts = trace.charts(&dir, Lang::En, &Going::default()).unwrap();
        assert!(!charts.is_empty());
        let json = charts_json(&charts);
        let first = &json[0];
        assert_eq!(first["png"], charts[0].png.display().to_string());
        assert_eq!(first["svg"], charts[0].svg.display().to_string());
        assert_eq!(first["title"], charts[0].title);
        let keys: Vec<&String> = first.as_object().unwrap().keys().collect();
        assert_eq!(keys, ["png", "svg", "title"]);
        assert!(charts.iter().all(|chart| chart.png.is_file()));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
