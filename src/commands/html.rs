//! `sudotrace html`: one self-contained web page that plays a trace, through
//! [`sudotrace_page`]; with `--poster` a PNG of its opening board, through
//! [`sudotrace_frames`].

use std::io::Write;
use std::path::Path;

use super::Exit;
use super::named;
use crate::cli::HtmlArgs;
use crate::lang::CliText;
use sudotrace_app::lesson::Tour;
use sudotrace_app::pages::{self, PageAsk, PageFlags};
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::{megabytes, thousands};
use sudotrace_frames::{self as render, Marks, RenderOptions, Target, ThemeName};
use sudotrace_page::{FRAME_HEIGHT, FRAME_WIDTH, Pace, Page, PageOptions, Poster, snippet};

pub fn run(args: &HtmlArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let mut outputs = vec![args.output.as_path()];
    outputs.extend(args.poster.as_deref());
    sudotrace_app::outputs::refuse_input_as_output(&[&args.trace], &outputs)?;
    let lesson = Tour::of(args.lesson.as_deref(), &args.trace, || {
        super::lenient_cursor(&args.trace)
    })?;
    let ask = PageAsk {
        title: args.title.clone(),
        theme: args.theme,
        from: args.from,
        to: args.to,
        start: args.start,
        speed: args.speed,
        markers: args.marker.clone(),
        candidates: args.candidates,
        bold_marks: args.marks == Marks::Bold,
        panel: args.panel,
        lang: args.lang.resolve(),
        mode: args.mode,
        asked: args.ask.asked(),
    };
    let options = ask.options(&args.trace, &lesson, PageFlags::COMMAND_LINE, || {
        super::lenient_cursor(&args.trace)
    })?;
    // The lesson's questions come first, then those --ask-at pins.
    let asked = ask.asked.with_lesson(&lesson);
    let (page, bytes) = make_page(&args.trace, &options, &asked, &args.output)?;
    let (first, last) = page.range();
    let lang = options.lang;
    let steps = match last - first {
        1 => lang.text(CliText::PageOneStep).to_string(),
        n => lang.fill(CliText::PageSteps, &[("n", &thousands(n))]),
    };
    let line = lang.fill(
        CliText::WrotePage,
        &[
            ("path", &named(&args.output)),
            ("first", &thousands(first)),
            ("last", &thousands(last)),
            ("steps", &steps),
            ("size", &megabytes(bytes)),
        ],
    );
    writeln!(out, "{line}")?;
    writeln!(out, "{}", pace_line(page.pace(), last - first, lang))?;
    if let Some(poster) = &args.poster {
        let theme = options.theme.unwrap_or(ThemeName::Light);
        let at = options.start.unwrap_or(first);
        let title = poster_title(options.title.as_deref(), lang);
        let drawn = Drawn {
            theme,
            candidates: args.candidates,
            bold_marks: options.bold_marks,
            lang,
        };
        write_poster(&args.trace, poster, at, &drawn, title)?;
        let line = lang.fill(CliText::WrotePoster, &[("path", &named(poster))]);
        writeln!(out, "{line}")?;
    }
    if args.embed {
        let src = address(&args.output, &args.output);
        let poster_src = args
            .poster
            .as_ref()
            .map(|poster| address(poster, &args.output));
        let poster = poster_src.as_deref().map(|src| Poster {
            src,
            width: FRAME_WIDTH,
            height: FRAME_HEIGHT,
        });
        writeln!(out, "{}", snippet(&src, page.title(), poster.as_ref()))?;
    }
    Ok(Exit::Success)
}

/// How an article beside the page at `page` refers to the file at `path`: by its name
/// when it is in the page's folder, else by its path from there (or as given), as a
/// [`link`].
fn address(path: &Path, page: &Path) -> String {
    let folder = page.parent().unwrap_or(Path::new(""));
    let from_page = match path.parent() == Some(folder) {
        true => path.file_name().map(Path::new),
        false => path.strip_prefix(folder).ok(),
    };
    link(from_page.unwrap_or(path))
}

/// `path` as an address in HTML: its parts joined by `/`, each percent-encoded (every
/// byte but ASCII letters, digits and `-._~`, as RFC 3986 leaves unreserved), so that
/// no part is read as a scheme (`javascript:` is `javascript%3A`), and `#`, `?` and `%`
/// stay part of the name rather than the address's syntax. A Windows drive is left out.
fn link(path: &Path) -> String {
    use std::path::Component;
    let mut parts = Vec::new();
    let mut rooted = false;
    for component in path.components() {
        match component {
            Component::Normal(name) => parts.push(percent_encoded(&name.to_string_lossy())),
            Component::ParentDir => parts.push("..".to_string()),
            Component::RootDir => rooted = true,
            Component::CurDir | Component::Prefix(_) => {}
        }
    }
    let joined = parts.join("/");
    match rooted {
        true => format!("/{joined}"),
        false => joined,
    }
}

/// `text`'s UTF-8 bytes percent-encoded, but for RFC 3986's unreserved characters.
fn percent_encoded(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for byte in text.bytes() {
        match byte {
            b'A'..=b'Z' | b'a'..=b'z' | b'0'..=b'9' | b'-' | b'.' | b'_' | b'~' => {
                out.push(byte as char)
            }
            _ => out.push_str(&format!("%{byte:02X}")),
        }
    }
    out
}

/// How fast the page plays its `events` events, and how long that takes.
fn pace_line(pace: Pace, events: u64, lang: Lang) -> String {
    let seconds = pace.seconds(events).to_string();
    let speed = |speed: f64| speed.to_string();
    match pace.cruise {
        Some(cruise) => lang.fill(
            CliText::PagePaced,
            &[
                ("opening", &thousands(pace.opening)),
                ("speed", &speed(pace.speed)),
                ("cruise", &speed(cruise)),
                ("seconds", &seconds),
            ],
        ),
        None => {
            let text = match pace.speed == 1.0 {
                true => CliText::PageSpeedOne,
                false => CliText::PageSpeed,
            };
            lang.fill(
                text,
                &[("speed", &speed(pace.speed)), ("seconds", &seconds)],
            )
        }
    }
}

/// Read `trace` and write its page to `output`; gives the page and its size.
pub(super) fn make_page(
    trace: &Path,
    options: &PageOptions,
    asked: &pages::Asked,
    output: &Path,
) -> anyhow::Result<(Page, u64)> {
    let page = pages::asked_page(trace, options, asked, "--ask-at", || {
        super::lenient_cursor(trace)
    })?;
    if let Some(cut) = &page.cut_short {
        let shows = match cut.refused {
            Some(_) => " and ends on that event",
            None => "",
        };
        super::warn(&format!(
            "warning: {}: {cut}; the page plays the events before it{shows}",
            named(trace)
        ));
    }
    super::note_worked_out(trace, page.worked_out, options.lang);
    let bytes = pages::write_page(&page, output)?;
    Ok((page, bytes))
}

/// The title a poster draws over the board: the page's, when it is given (`--title`, or
/// the lesson's), else the pictures' own (the puzzle and the search). A title with a
/// character the pictures' fonts do not have is left off the poster, with a warning:
/// the page, which shows any text, is still written with it.
fn poster_title(title: Option<&str>, lang: Lang) -> Option<String> {
    let title = title?;
    let fonts = render::font::Fonts::new();
    match title.chars().find(|&ch| !fonts.draws(ch)) {
        None => Some(title.to_string()),
        Some(ch) => {
            let ch = format!("{ch:?}");
            super::warn(&lang.fill(CliText::PosterUntitled, &[("ch", &ch)]));
            Some(String::new())
        }
    }
}

/// How the page draws what a poster shows of it: its theme, pencil marks, the check's
/// marks and its words' language.
struct Drawn {
    theme: ThemeName,
    candidates: bool,
    bold_marks: bool,
    lang: Lang,
}

/// The opening board as `render --at` draws it, at the size of the frame `--embed`'s
/// snippet shows the page in, as the page draws it (`drawn`), titled `title` (`None`:
/// the pictures' own title; empty: none).
fn write_poster(
    trace: &Path,
    poster: &Path,
    at: u64,
    drawn: &Drawn,
    title: Option<String>,
) -> anyhow::Result<()> {
    let target = Target::Png {
        path: poster.to_path_buf(),
        at,
    };
    let options = RenderOptions {
        theme: drawn.theme,
        legend: true,
        candidates: drawn.candidates,
        bold_marks: drawn.bold_marks,
        lang: drawn.lang,
        width: Some(FRAME_WIDTH),
        height: Some(FRAME_HEIGHT),
        title,
        ..RenderOptions::default()
    };
    render::render(
        render::Traced::open(trace)?,
        &target,
        &options,
        &mut render::NoProgress,
    )
    .map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(())
}
