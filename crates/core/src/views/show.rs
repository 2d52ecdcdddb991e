//! The text `sudotrace show` prints of one position: the heading (which event of how
//! many, of what kind, by which search), the caption, what an elimination takes, where
//! the trace departs from its strategy, how the search ended, the board with its counts
//! and key, the candidates when asked, the listing's line that made the event, and the
//! stack. Written here once for `show` and the Python package's `Trace.show`.

use crate::events::counts::Stats;
use crate::events::event::{Ending, Event};
use crate::events::replay::Replay;
use crate::lang::{Lang, Text};
use crate::numbers::thousands;
use crate::search::Strategy;
use crate::search::listing::{Language, Listing};

use crate::views::stack::{chooses, kind_words, stack};
use crate::views::summary::line_made_by;
use crate::views::view::{
    View, board_key, board_text, candidates_text, departed_words, departs_here_words,
};
use crate::views::why::Why;

/// One position of a trace as `show` prints it.
pub struct ShownPosition<'a> {
    /// The view of the position.
    pub view: &'a View,
    /// The board it stands on.
    pub replay: &'a Replay,
    /// The counts up to it.
    pub stats: &'a Stats,
    /// The solver the trace's header names.
    pub solver: &'a str,
    /// The events the trace holds (one more when an event that cannot happen is shown).
    pub total: u64,
    /// The event shown (its number and what it is), or none at the puzzle.
    pub event: Option<(u64, Event)>,
    /// Whether the event shown is one that cannot happen.
    pub refused: bool,
    /// Where the trace departs from its strategy, if it does.
    pub departure: Option<u64>,
    /// How the search ended, when the position is the last.
    pub ending: Option<Ending>,
    /// The strategy's listing, for the line that made the event.
    pub listing: Option<&'a Listing>,
    /// Why the event happens ([`Why::at`]).
    pub why: Option<Why>,
}

impl ShownPosition<'_> {
    /// The text, coloured with ANSI escapes when `colour`, with each blank's candidates
    /// when `candidates`, in `lang`.
    pub fn text(&self, colour: bool, candidates: bool, lang: Lang) -> String {
        let mut out = String::new();
        let kind = match (self.refused, self.event) {
            (true, _) => lang.text(Text::KindCannotHappen).to_string(),
            (false, Some((_, e))) => kind_words(e.kind(), lang).to_string(),
            (false, None) => lang.text(Text::KindStart).to_string(),
        };
        let shown = self.event.map_or(0, |(n, _)| n);
        out.push_str(&lang.fill(
            Text::ShowHeading,
            &[
                ("n", &thousands(shown)),
                ("total", &thousands(self.total)),
                ("kind", &kind),
                ("search", &Strategy::label(self.solver, lang)),
            ],
        ));
        out.push('\n');
        out.push_str(&self.view.caption);
        out.push('\n');
        if let Some(why) = self.why {
            out.push_str(&lang.fill(Text::ShowWhy, &[("why", &why.words(lang))]));
            out.push('\n');
        }
        if let Some(taken) = self.view.taken_words(lang) {
            out.push_str(&lang.fill(Text::ShowTakes, &[("removed", &taken)]));
            out.push('\n');
        }
        match self.departure {
            Some(departs) if departs == shown => {
                out.push_str(&departs_here_words(self.solver, lang));
                out.push('\n');
            }
            Some(departs) if departs < shown => {
                out.push_str(&departed_words(self.solver, departs, lang));
                out.push('\n');
            }
            _ => {}
        }
        if let Some(ending) = self.ending {
            out.push_str(&lang.fill(Text::ShowEnd, &[("words", &ending.words(lang))]));
            out.push('\n');
        }
        out.push('\n');
        out.push_str(&board_text(self.view, colour));
        out.push_str(&self.view.counters);
        out.push('\n');
        out.push_str(&board_key(colour, lang));
        out.push('\n');
        if candidates {
            out.push('\n');
            out.push_str(&candidates_text(self.view, lang));
        }
        self.push_line(&mut out, lang);
        let placements = stack(self.replay, chooses(self.solver, self.stats));
        if !placements.is_empty() {
            out.push('\n');
            out.push_str(lang.text(Text::ShowStack));
            out.push('\n');
            for (i, placement) in placements.iter().enumerate() {
                out.push_str(&format!("{:>4}. {}\n", i + 1, placement.words(lang)));
            }
        }
        out
    }

    /// The line of the listing that made the event, or that there is no listing.
    fn push_line(&self, out: &mut String, lang: Lang) {
        let line = self
            .listing
            .and_then(|listing| line_made_by(listing, self.view));
        match (self.listing, line) {
            (Some(listing), Some(line)) => {
                let text = listing.lines().nth(line - 1).unwrap_or_default().trim();
                let language = listing.language();
                let said = match language {
                    Language::Pseudocode => Text::ShowLinePseudocode,
                    _ => Text::ShowLine,
                };
                let words = lang.fill(
                    said,
                    &[
                        ("line", &line),
                        ("language", &language.words(lang)),
                        ("text", &text),
                    ],
                );
                out.push('\n');
                out.push_str(&words);
                out.push('\n');
            }
            (None, _) if self.event.is_some() => {
                out.push('\n');
                out.push_str(lang.text(Text::StackNoListing));
                out.push('\n');
            }
            _ => {}
        }
    }
}
