//! The last stage of the data's path: what a reader sees of a position or of a whole
//! search, worked out once for every viewer. The one [`view::View`] of a position (the
//! cells' looks, the clash, the words, the counts), the call [`stack`] it stands on,
//! the depth [`profile`] and search tree of a whole search, its [`landmarks`] (the
//! moments worth showing), [`why`] each event happens (the rule that decides it), the
//! [`summary`] that `solve` and `stats` print, and the text [`show`] prints of a position.

// In the order they use one another: the view of a position, then what `show` and
// `solve` print of it.
pub mod landmarks;
pub mod profile;
pub mod stack;
pub mod tables;
pub mod view;
pub mod why;

pub mod summary;

pub mod show;
