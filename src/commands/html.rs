//! `sudotrace html`: one self-contained web page that plays a trace, through
//! [`sudotrace_draw::player`]; with `--poster` a PNG of its opening board, through
//! [`sudotrace_draw::render`].

use std::io::{BufWriter, Write};
use std::path::Path;

use anyhow::Context;

use super::Exit;
use crate::cli::HtmlArgs;
use crate::lang::CliText;
use sudotrace_core::numbers::{megabytes, thousands};
use sudotrace_core::output::AtomicFile;
use sudotrace_core::trace::Cursor;
use sudotrace_draw::player::{Marker, Page, PageError, PageOptions, escape_html};
use sudotrace_draw::render::{self, RenderOptions, Target, ThemeName};

pub fn run(args: &HtmlArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let start = args
        .start
        .map(|at| super::event_number_in(&args.trace, at, "--start"))
        .transpose()?;
    let options = PageOptions {
        title: args.title.clone(),
        theme: args.theme.map(|theme| theme.name()),
        from: args.from,
        to: args.to,
        start,
        speed: args.speed,
        markers: args
            .marker
            .iter()
            .map(|(at, label)| Marker {
                at: *at,
                label: label.clone(),
                own: true,
            })
            .collect(),
        candidates: args.candidates,
        lang: args.lang.resolve(),
        ..PageOptions::default()
    };
    let (page, bytes) = make_page(&args.trace, &options, &args.output)?;
    let (first, last) = page.range();
    let lang = options.lang;
    let steps = match last - first {
        1 => lang.text(CliText::PageOneStep).to_string(),
        n => lang.fill(CliText::PageSteps, &[("n", &thousands(n))]),
    };
    let markers = match page.markers().len() {
        1 => lang.text(CliText::PageOneMarker).to_string(),
        n => lang.fill(CliText::PageMarkersCount, &[("n", &thousands(n as u64))]),
    };
    let line = lang.fill(
        CliText::WrotePage,
        &[
            ("path", &args.output.display()),
            ("first", &thousands(first)),
            ("last", &thousands(last)),
            ("steps", &steps),
            ("markers", &markers),
            ("size", &megabytes(bytes)),
        ],
    );
    writeln!(out, "{line}")?;
    if let Some(poster) = &args.poster {
        let theme = options.theme.unwrap_or(ThemeName::Light);
        let at = options.start.unwrap_or(first);
        write_poster(&args.trace, poster, at, theme, args.candidates)?;
        let line = lang.fill(CliText::WrotePoster, &[("path", &poster.display())]);
        writeln!(out, "{line}")?;
    }
    if args.embed {
        writeln!(out, "{}", iframe(&args.output, page.title()))?;
    }
    Ok(Exit::Success)
}

/// Read `trace` and write its page to `output`; gives the page and its size.
pub(super) fn make_page(
    trace: &Path,
    options: &PageOptions,
    output: &Path,
) -> anyhow::Result<(Page, u64)> {
    let mut cursor = Cursor::open(trace)
        .map_err(|e| super::trace_error(trace, e))?
        .lenient();
    let page = Page::build(&mut cursor, options).map_err(|e| match e {
        PageError::Trace(e) => super::trace_error(trace, e),
        other => anyhow::anyhow!("{}: {other}", trace.display()),
    })?;
    if let Some(cut) = &page.cut_short {
        let shows = match cut.refused {
            Some(_) => " and ends on that event",
            None => "",
        };
        eprintln!(
            "warning: {}: {cut}; the page plays the events before it{shows}",
            trace.display()
        );
    }
    super::note_worked_out(trace, page.worked_out, options.lang);
    let bytes = write_page(&page, output)?;
    Ok((page, bytes))
}

/// Write the page under a temporary name, renamed once whole; gives its size.
fn write_page(page: &Page, path: &Path) -> anyhow::Result<u64> {
    let name = path.display();
    let file =
        AtomicFile::create(path).with_context(|| format!("{name}: cannot create the page"))?;
    let mut writer = BufWriter::new(file);
    page.write(&mut writer)
        .map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
    let file = writer
        .into_inner()
        .map_err(|e| anyhow::anyhow!("{name}: cannot write the page: {}", e.error()))?;
    file.commit()
        .with_context(|| format!("{name}: cannot write the page"))?;
    Ok(std::fs::metadata(path).map(|m| m.len()).unwrap_or(0))
}

/// The opening board as `render --at` draws it.
fn write_poster(
    trace: &Path,
    poster: &Path,
    at: u64,
    theme: ThemeName,
    candidates: bool,
) -> anyhow::Result<()> {
    let target = Target::Png {
        path: poster.to_path_buf(),
        at,
    };
    let options = RenderOptions {
        theme,
        legend: true,
        candidates,
        ..RenderOptions::default()
    };
    render::render(trace, &target, &options, &mut render::NoProgress)
        .map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(())
}

/// An `<iframe>` that shows the page in a blog post, as wide as the column.
fn iframe(page: &Path, title: &str) -> String {
    let src = page.file_name().map_or_else(
        || page.display().to_string(),
        |name| name.to_string_lossy().into_owned(),
    );
    format!(
        "<iframe src=\"{}\" title=\"{}\" style=\"width:100%;max-width:760px;aspect-ratio:4/5;border:0\" loading=\"lazy\" allow=\"fullscreen\"></iframe>",
        escape_html(&src),
        escape_html(title)
    )
}
