//! What a search does to a board, one step at a time: the patterns that take candidates
//! away ([`pattern`]), the one [`event::Event`] (and
//! how a search ended), the counts of a search and the one table of them ([`counts`]),
//! and the one [`replay::Replay`], which applies events to a board and takes them back.
//! The search below makes these events; the traces store them; the views show where
//! they lead. The replay sits here, before the search, because a strategy's rules
//! foresee its next event from a replayed board.

// The patterns come first: the counts, the events and the replay use them.
pub mod pattern;

pub mod counts;
pub mod event;
pub mod replay;
