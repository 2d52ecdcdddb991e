//! sudotrace-draw: pictures of searches: GIF and PNG frames of a trace, charts of a
//! trace and of a comparison, and the web page that plays a trace.

#![warn(missing_docs)]

pub mod chart;
pub mod lang;
pub mod player;
pub mod render;
