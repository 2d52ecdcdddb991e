//! `sudotrace render`: a trace drawn as an animated GIF, a folder of PNG frames, or one
//! PNG, through [`sudotrace_frames`].

use std::io::Write;

use anyhow::bail;

use super::Exit;
use super::named;
use super::progress::Bar;
use crate::cli::{PanelArg, RenderArgs};
use crate::lang::CliText;
use sudotrace_app::lesson::Tour;
use sudotrace_core::events::event::EventKind;
use sudotrace_core::lang::Lang;
use sudotrace_core::numbers::thousands;
use sudotrace_frames::{
    self as render, Choice, FrameLayout, MIN_DELAY, Marks, Pacing, RenderOptions, RenderProgress,
    Report, SidePanel, Target, Traced,
};

pub fn run(args: &RenderArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let mut inputs = vec![args.trace.as_path()];
    inputs.extend(args.beside.as_deref());
    sudotrace_app::outputs::refuse_input_as_output(&inputs, &[&args.output])?;
    let at = args
        .at
        .map(|at| super::event_number_in(&args.trace, at, "--at"))
        .transpose()?;
    let target = sudotrace_app::outputs::render_target(&args.output, at, "--at")?;
    sudotrace_app::moments::refuse_dead_ends_alone(&args.only, "--only", &args.trace, || {
        super::lenient_cursor(&args.trace)
    })?;
    let lesson = Tour::of(args.lesson.as_deref(), &args.trace, || {
        super::lenient_cursor(&args.trace)
    })?;
    let options = RenderOptions {
        notes: lesson.notes(),
        ..options(args, &target)?
    };
    let bar = Bar::new();
    let mut progress = ShownOn {
        bar: &bar,
        drawing: None,
    };
    // One line: the error's words already hold its causes (the binary's edge says them
    // in the command's language and stops there).
    let rendered = match &args.beside {
        Some(beside) => Traced::open(&args.trace)
            .and_then(|trace| Ok([trace, Traced::open(beside)?]))
            .and_then(|pair| render::render_pair(pair, &target, &options, &mut progress)),
        None => Traced::open(&args.trace)
            .and_then(|trace| render::render(trace, &target, &options, &mut progress)),
    };
    drop(bar);
    let report = rendered?;
    if let Some(cut) = &report.cut_short {
        let trace = report.cut_short_in.as_deref().unwrap_or(&args.trace);
        super::warn(&format!(
            "warning: {}: {cut}; rendering the events before it",
            named(trace)
        ));
    }
    for (trace, worked_out) in &report.worked_out {
        super::note_worked_out(trace, Some(*worked_out), options.lang);
    }
    print_report(out, &target, &options, &report)?;
    Ok(Exit::Success)
}

/// A render's progress shown on a bar: a count of the events read while a trace is read
/// through, then a bar of the frames drawn.
struct ShownOn<'a> {
    bar: &'a Bar,
    /// The frames the bar counts to, once drawing has begun.
    drawing: Option<u64>,
}

impl RenderProgress for ShownOn<'_> {
    fn reading(&mut self, events: u64) {
        if self.drawing.is_some() || events <= 1 << 16 {
            self.drawing = None;
            self.bar.begin(
                None,
                "{spinner} {msg}: {human_pos} events, {elapsed}",
                "reading the trace",
            );
        }
        self.bar.set_position(events);
    }

    fn drawing(&mut self, frames: u64, of: u64) {
        if self.drawing != Some(of) {
            self.drawing = Some(of);
            self.bar.begin(
                Some(of),
                "{msg} [{bar:32}] {human_pos}/{human_len} frames, {elapsed} (about {eta} left)",
                "drawing",
            );
        }
        self.bar.set_position(frames);
    }
}

fn hundredths(seconds: f64, flag: &str, lang: Lang) -> anyhow::Result<u16> {
    if !(0.0..=600.0).contains(&seconds) {
        bail!(
            "{}",
            lang.fill(
                CliText::RenderSecondsOutside,
                &[("flag", &flag), ("seconds", &seconds.to_string())]
            )
        );
    }
    Ok((seconds * 100.0).round() as u16)
}

fn options(args: &RenderArgs, target: &Target) -> anyhow::Result<RenderOptions> {
    let lang = args.lang.resolve();
    if let Some(to) = args.to
        && to < args.from
    {
        bail!(
            "{}",
            lang.fill(
                CliText::RenderToBeforeFrom,
                &[("to", &to.to_string()), ("from", &args.from.to_string())]
            )
        );
    }
    let delay = match (args.delay, args.fps) {
        (Some(delay), _) => delay,
        (None, Some(fps)) => ((100.0 / f64::from(fps)).round() as u16).max(MIN_DELAY),
        (None, None) => (100 / render::DEFAULT_FPS) as u16,
    };
    let mut only: Vec<EventKind> = args.only.clone();
    only.dedup();
    if args.max_bytes.is_some() && !matches!(target, Target::Gif(_)) {
        bail!(
            "{}",
            lang.fill(
                CliText::RenderMaxBytesNotGif,
                &[("path", &named(&args.output))]
            )
        );
    }
    Ok(RenderOptions {
        cell: usize::from(args.cell),
        width: args.width.map(|width| width as usize),
        height: args.height.map(|height| height as usize),
        title: args.title.clone(),
        max_bytes: args.max_bytes,
        theme: args.theme,
        legend: !args.no_legend,
        candidates: args.candidates,
        panel: args.panel.map(|panel| match panel {
            PanelArg::Code => SidePanel::Code(args.language),
            PanelArg::Stack => SidePanel::Stack,
            PanelArg::Tree => SidePanel::Tree,
            PanelArg::Tables => SidePanel::Tables,
        }),
        choice: Choice {
            from: args.from,
            to: args.to,
            only,
            every: args.every,
            max_frames: (args.max_frames > 0).then_some(args.max_frames),
            pacing: args.pacing,
        },
        delay,
        hold_start: hundredths(args.hold_start, "--hold-start", lang)?,
        hold_end: hundredths(args.hold_end, "--hold-end", lang)?,
        lang,
        layout: args.layout,
        bold_marks: args.marks == Marks::Bold,
        notes: Vec::new(),
    })
}

/// The height of a common laptop's screen (1366 x 768), in pixels: a picture taller
/// cannot be seen whole on one.
const LAPTOP_SCREEN_HEIGHT: usize = 768;

fn print_report(
    out: &mut dyn Write,
    target: &Target,
    options: &RenderOptions,
    report: &Report,
) -> anyhow::Result<()> {
    let lang = options.lang;
    let (width, height) = (report.width, report.height);
    let (bytes, events) = (thousands(report.bytes), thousands(report.events));
    match target {
        Target::Png { path, at } => {
            let text = match *at > report.events {
                true => CliText::WrotePngRefused,
                false => CliText::WrotePng,
            };
            let values: [(&str, &dyn std::fmt::Display); 6] = [
                ("path", &named(path)),
                ("at", &thousands(*at)),
                ("events", &events),
                ("width", &width),
                ("height", &height),
                ("bytes", &bytes),
            ];
            writeln!(out, "{}", lang.fill(text, &values))?
        }
        Target::Gif(path) | Target::Frames(path) => {
            if let Some(chosen) = report.sampled_from {
                let spread = match report.pacing.unwrap_or(options.choice.pacing) {
                    Pacing::Story => CliText::SampledStory,
                    Pacing::Even => CliText::SampledEven,
                };
                let note = lang.fill(
                    CliText::SampledNote,
                    &[
                        ("chosen", &thousands(chosen)),
                        ("max", &thousands(options.choice.max_frames.unwrap_or(0))),
                        ("shown", &thousands(report.event_frames)),
                        ("spread", &lang.text(spread)),
                    ],
                );
                super::warn(&note.to_string());
            }
            let shown = shown_words(options, report, lang);
            let text = match target {
                Target::Gif(_) => CliText::WroteGif,
                _ => CliText::WroteFrames,
            };
            let seconds = sudotrace_core::numbers::tenths(report.duration as f64 / 100.0);
            let values: [(&str, &dyn std::fmt::Display); 7] = [
                ("path", &named(path)),
                ("frames", &thousands(report.frames)),
                ("shown", &shown),
                ("width", &width),
                ("height", &height),
                ("bytes", &bytes),
                ("seconds", &seconds),
            ];
            writeln!(out, "{}", lang.fill(text, &values))?;
        }
    }
    print_sizes(out, options, report)
}

/// What the cell size and the number of frames were chosen to be, when a width or a
/// budget of bytes chose them.
fn print_sizes(
    out: &mut dyn Write,
    options: &RenderOptions,
    report: &Report,
) -> anyhow::Result<()> {
    let lang = options.lang;
    let sized = match (options.width, options.height) {
        (Some(width), Some(height)) => Some(format!("--width {width} --height {height}")),
        (Some(width), None) => Some(format!("--width {width}")),
        (None, Some(height)) => Some(format!("--height {height}")),
        (None, None) => None,
    };
    if let Some(sized) = sized {
        let line = lang.fill(
            CliText::SizeCells,
            &[("sized", &sized), ("cell", &report.cell)],
        );
        writeln!(out, "{line}")?;
    }
    // A width alone lays the frame out tall; for an article's column that can be more
    // than a reader's screen shows at once.
    let tall_by_default = options.layout == FrameLayout::Auto
        && !options.layout.is_wide(options.width, options.height);
    let width_alone = options.width.is_some() && options.height.is_none();
    if width_alone && tall_by_default && report.height > LAPTOP_SCREEN_HEIGHT {
        let values: [(&str, &dyn std::fmt::Display); 3] = [
            ("width", &report.width),
            ("height", &report.height),
            ("screen", &LAPTOP_SCREEN_HEIGHT),
        ];
        super::warn(&lang.fill(CliText::TallerThanScreen, &values).to_string());
    }
    if let Some(budget) = &report.budget {
        let values: [(&str, &dyn std::fmt::Display); 6] = [
            ("max", &thousands(budget.max_bytes)),
            ("asked", &thousands(budget.asked_frames)),
            ("asked_bytes", &thousands(budget.asked_bytes)),
            ("shown", &thousands(report.event_frames)),
            ("bytes", &thousands(report.bytes)),
            ("renders", &budget.renders),
        ];
        let text = match budget.renders {
            1 => CliText::BudgetKept,
            _ => CliText::BudgetFewer,
        };
        writeln!(out, "{}", lang.fill(text, &values))?;
        warn_of_a_lost_story(budget, report, lang);
    }
    Ok(())
}

/// Warn when a budget of bytes kept too few frames for a story where the frames asked
/// for told one, with about the size that keeps it (the bytes a frame took, times the
/// frames a story needs, rounded up to ten thousand).
fn warn_of_a_lost_story(budget: &sudotrace_frames::Budget, report: &Report, lang: Lang) {
    let fewest = sudotrace_frames::FEWEST_FOR_A_STORY;
    if report.event_frames >= fewest || budget.asked_frames < fewest || report.event_frames == 0 {
        return;
    }
    let frames = report.frames.max(1);
    let enough = (report.bytes * (fewest + frames - report.event_frames)).div_ceil(frames);
    let enough = enough.div_ceil(10_000) * 10_000;
    let values: [(&str, &dyn std::fmt::Display); 4] = [
        ("max", &thousands(budget.max_bytes)),
        ("shown", &thousands(report.event_frames)),
        ("fewest", &fewest),
        ("enough", &enough),
    ];
    super::warn(&lang.fill(CliText::BudgetNoStory, &values).to_string());
}

/// Which events the frames show, in words: every event of the trace, some of them as a
/// long choice is shown, or those `--from`, `--to`, `--only` and `--every` chose (all of
/// them, or some), each out of the trace's events.
fn shown_words(options: &RenderOptions, report: &Report, lang: Lang) -> String {
    let choice = &options.choice;
    let chose =
        choice.from > 1 || choice.to.is_some() || !choice.only.is_empty() || choice.every > 1;
    let chosen = report.sampled_from.unwrap_or(report.event_frames);
    let values: [(&str, &dyn std::fmt::Display); 3] = [
        ("events", &thousands(report.events)),
        ("chosen", &thousands(chosen)),
        ("shown", &thousands(report.event_frames)),
    ];
    let text = match (chose, report.sampled_from.is_some()) {
        (true, true) => CliText::FramesChosenSampled,
        (true, false) if chosen == 1 => CliText::FramesChosenOne,
        (true, false) => CliText::FramesChosen,
        (false, true) => CliText::FramesSampled,
        (false, false) => match report.events {
            0 => CliText::FramesNoEvent,
            1 => CliText::FramesEveryOne,
            _ => CliText::FramesEvery,
        },
    };
    lang.fill(text, &values)
}
