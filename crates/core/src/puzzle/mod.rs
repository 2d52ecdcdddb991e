//! The first stage of the data's path: a puzzle. Text in every form people paste
//! ([`parse`]) becomes a [`grid::Grid`], the board every later stage works on, with its
//! cells, units and the tables of which digit stands where; a few puzzles are built in,
//! known by name ([`named`]).

pub mod grid;
pub mod named;
pub mod parse;
