//! A loaded trace drawn as Python's `Trace.render` asks: the drawing's settings, each as
//! its users give it (the theme and the panel by name), made into the frames' options,
//! and the trace drawn through [`sudotrace_frames::render`].

use std::path::Path;

use sudotrace_frames::{self as frames, Choice, RenderOptions, RenderProgress, Target, Traced};

use crate::AppError;
use crate::arguments;
use crate::loaded::Loaded;

/// A drawing's settings as a front door's users give them.
pub struct Settings<'a> {
    /// The first event shown.
    pub from: u64,
    /// The last event shown, or the trace's last.
    pub to: Option<u64>,
    /// The most event frames, spread over the events chosen (0: no limit).
    pub max_frames: u64,
    /// A frame's exact width.
    pub width: Option<usize>,
    /// A frame's exact height.
    pub height: Option<usize>,
    /// The cell size, or the default's.
    pub cell: Option<usize>,
    /// A GIF's most bytes.
    pub max_bytes: Option<u64>,
    /// The title (empty for none), or the default's.
    pub title: Option<String>,
    /// The theme's name: `light`, `dark` or `colorblind`.
    pub theme: &'a str,
    /// The panel beside the board, by name ([`arguments::panel`]).
    pub panel: Option<&'a str>,
    /// Each blank's candidates pencilled in.
    pub candidates: bool,
    /// A key to the colours under the caption.
    pub legend: bool,
    /// The words' language: `en` or `zh-CN`.
    pub lang: &'a str,
    /// Where the caption and key go: `tall`, `wide` or `auto`.
    pub layout: &'a str,
    /// The check's marks: `normal`, or `bold` for a projector.
    pub marks: &'a str,
}

impl Settings<'_> {
    /// The frames' options these settings ask for; a name that names nothing is refused
    /// (the panel's first, then the theme's, then the language's).
    pub fn options(self) -> Result<RenderOptions, AppError> {
        let panel = arguments::panel(self.panel)?;
        Ok(RenderOptions {
            cell: self.cell.unwrap_or(RenderOptions::default().cell),
            width: self.width,
            height: self.height,
            title: self.title,
            max_bytes: self.max_bytes,
            theme: arguments::named("theme", self.theme)?,
            legend: self.legend,
            candidates: self.candidates,
            panel,
            choice: Choice {
                from: self.from,
                to: self.to,
                max_frames: (self.max_frames > 0).then_some(self.max_frames),
                ..Choice::default()
            },
            lang: arguments::lang(self.lang)?,
            layout: arguments::layout(self.layout)?,
            bold_marks: arguments::bold_marks(self.marks)?,
            ..RenderOptions::default()
        })
    }
}

impl Loaded {
    /// Draw the trace into `target` as `options` ask, telling `progress` how it goes;
    /// gives the frames written. The trace's cursor is made here, on the thread that
    /// draws, where it stays.
    pub fn render(
        &self,
        target: &Target,
        options: &RenderOptions,
        progress: &mut dyn RenderProgress,
    ) -> Result<u64, AppError> {
        let cursor = self.cursor()?;
        let name = Path::new(&self.name);
        let report = frames::render(Traced { cursor, name }, target, options, progress);
        report
            .map(|report| report.frames)
            .map_err(|e| AppError::Output(e.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use sudotrace_core::lang::Lang;
    use sudotrace_core::search::Strategy;
    use sudotrace_core::search::listing::Language;
    use sudotrace_frames::{SidePanel, ThemeName};

    use super::*;
    use crate::loaded::search_loaded;

    fn settings() -> Settings<'static> {
        Settings {
            from: 1,
            to: None,
            max_frames: 600,
            width: None,
            height: None,
            cell: None,
            max_bytes: None,
            title: None,
            theme: "light",
            panel: None,
            candidates: false,
            legend: true,
            lang: "en",
            layout: "auto",
            marks: "normal",
        }
    }

    #[test]
    fn the_settings_are_the_frames_options() {
        let options = Settings {
            max_frames: 0,
            theme: "dark",
            panel: Some("js"),
            lang: "zh-CN",
            ..settings()
        }
        .options()
        .unwrap();
        assert_eq!(options.cell, RenderOptions::default().cell);
        assert_eq!(options.theme, ThemeName::Dark);
        assert_eq!(options.panel, Some(SidePanel::Code(Language::JavaScript)));
        assert_eq!(options.choice.max_frames, None);
        assert_eq!(options.lang, Lang::ZhCn);
        let wide = Settings {
            layout: "wide",
            ..settings()
        };
        assert_eq!(
            wide.options().unwrap().layout,
            sudotrace_frames::FrameLayout::Wide
        );
        let wrong = Settings {
            layout: "square",
            ..settings()
        };
        let err = wrong.options().unwrap_err();
        assert!(err.to_string().starts_with("layout=\"square\""), "{err}");
        let bold = Settings {
            marks: "bold",
            ..settings()
        };
        assert!(bold.options().unwrap().bold_marks);
        assert!(!settings().options().unwrap().bold_marks);
        let err = Settings {
            marks: "big",
            ..settings()
        }
        .options()
        .unwrap_err();
        assert_eq!(
            err.to_string(),
            "marks=\"big\": choose \"normal\" or \"bold\""
        );
        let options = settings().options().unwrap();
        assert_eq!(options.choice.max_frames, Some(600));
        // The panel is told first, then the theme, then the language.
        let wrong = Settings {
            panel: Some("board"),
            theme: "pink",
            ..settings()
        };
        let err = wrong.options().unwrap_err();
        assert!(err.to_string().starts_with("panel="), "{err}");
        let wrong = Settings {
            theme: "pink",
            lang: "fr",
            ..settings()
        };
        let err = wrong.options().unwrap_err();
        assert!(err.to_string().starts_with("theme="), "{err}");
    }

    #[test]
    fn a_loaded_trace_draws_one_board() {
        let trace = search_loaded(Strategy::NAIVE);
        let dir =
            std::env::temp_dir().join(format!("sudotrace-app-drawing-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("one.png");
        let target = Target::Png {
            path: path.clone(),
            at: 5,
        };
        let options = settings().options().unwrap();
        let frames = trace
            .render(&target, &options, &mut sudotrace_frames::NoProgress)
            .unwrap();
        assert_eq!(frames, 1);
        assert!(std::fs::metadata(&path).unwrap().len() > 0);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
