//! sudotrace-style: the look that sudotrace's outputs share, so that a GIF, a chart and
//! the web page of one search wear the same colours, letters and words.
//!
//! - [`theme`]: the three themes (light, dark, colour-blind safe), each one fixed palette;
//! - [`font`]: the fonts built in (DejaVu Sans Mono, and Noto Sans SC cut to the
//!   characters sudotrace writes), so that every machine draws the same pixels;
//! - [`lang`]: the outputs' words, in every language.

#![warn(missing_docs)]

pub mod font;
pub mod lang;
pub mod theme;
