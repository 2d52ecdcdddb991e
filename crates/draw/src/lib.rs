//! sudotrace-draw: pictures of searches, every one drawn from a trace through the core's
//! one [`Cursor`](sudotrace_core::trace::Cursor) and its one
//! [`View`](sudotrace_core::views::view::View) of a position.
//!
//! - [`render`]: a trace as an annotated GIF, a folder of PNG frames, or one PNG of the
//!   board right after an event ([`render::render`], two traces side by side with
//!   [`render::render_pair`]), telling a [`render::RenderProgress`] how far it has got;
//! - [`chart`]: charts of a trace (its depth profile, tries per cell, search tree) and
//!   of a comparison, as PNG and SVG ([`chart::write`]);
//! - [`player`]: the one-file web page that plays a trace forward and back
//!   ([`player::Page::build`], [`player::Page::write`]);
//! - [`lang`]: this crate's words, in every language.
//!
//! The same trace and options give the same bytes on every machine: fonts are built in,
//! colours come from fixed palettes, and nothing depends on the clock.
//!
//! # A search as a PNG and a web page
//!
//! ```
//! use sudotrace_core::events::event::Outcome;
//! use sudotrace_core::puzzle::parse::parse_puzzle_text;
//! use sudotrace_core::search::{Strategy, solve};
//! use sudotrace_core::trace::{Cursor, Header, RecordedEnd, TraceWriter};
//! use sudotrace_draw::player::{Page, PageOptions};
//! use sudotrace_draw::render::{self, NoProgress, RenderOptions, Target};
//!
//! let dir = std::env::temp_dir().join(format!("sudotrace-draw-doc-{}", std::process::id()));
//! std::fs::create_dir_all(&dir)?;
//! let trace = dir.join("leetcode.sdt");
//!
//! // Record the search of LeetCode 37 with the lookup tables.
//! let puzzle = parse_puzzle_text(sudotrace_core::LEETCODE_37)?;
//! let header = Header::new(puzzle, Strategy::TABLES.name(), None);
//! let mut writer = TraceWriter::create(&trace, &header)?;
//! let run = solve(&puzzle, Strategy::TABLES, None, &mut writer);
//! assert_eq!(run.end.outcome, Outcome::Solved);
//! writer.finish(&RecordedEnd::from(&run.end))?;
//!
//! // The board right after event 42, as a PNG.
//! let png = dir.join("at-42.png");
//! let target = Target::Png { path: png.clone(), at: 42 };
//! render::render(&trace, &target, &RenderOptions::default(), &mut NoProgress)?;
//! assert!(std::fs::metadata(&png)?.len() > 0);
//!
//! // The web page that plays the first 500 events.
//! let options = PageOptions { to: Some(500), ..PageOptions::default() };
//! let page = Page::build(&mut Cursor::open(&trace)?, &options)?;
//! let mut html = Vec::new();
//! page.write(&mut html)?;
//! assert!(String::from_utf8(html)?.starts_with("<!DOCTYPE html>"));
//! # std::fs::remove_dir_all(&dir)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

#![warn(missing_docs)]

pub mod chart;
pub mod lang;
pub mod player;
pub mod render;
