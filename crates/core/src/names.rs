//! The names people give the values of a closed set: an event's kind, a listing's
//! language, a theme, a page's mode, a level. Each type says its names once, by
//! implementing [`Named`]; the command line, the Python package and the page all read
//! them from there, so that no door spells a value its own way.

/// A type whose every value has one name, as the command line, Python and files say it.
///
/// ```
/// use sudotrace_core::events::event::EventKind;
/// use sudotrace_core::names::Named;
///
/// assert_eq!(<EventKind as Named>::from_name("backtrack"), Some(EventKind::Backtrack));
/// assert_eq!(<EventKind as Named>::from_name("dead end"), None);
/// assert!(EventKind::names_said().ends_with("\"eliminate\" or \"restore\""));
/// ```
pub trait Named: Copy + PartialEq + 'static {
    /// Every value, in the order a list of them gives them.
    const ALL: &'static [Self];

    /// The value's name.
    fn name(self) -> &'static str;

    /// The value named `name`, if one is.
    fn from_name(name: &str) -> Option<Self> {
        Self::ALL.iter().copied().find(|value| value.name() == name)
    }

    /// Every name, quoted and joined for a message: `"light", "dark" or "colorblind"`.
    fn names_said() -> String {
        let quoted: Vec<String> = Self::ALL
            .iter()
            .map(|value| format!("{:?}", value.name()))
            .collect();
        match quoted.split_last() {
            Some((last, [])) => last.clone(),
            Some((last, rest)) => format!("{} or {last}", rest.join(", ")),
            None => String::new(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Copy, Debug, PartialEq)]
    enum Side {
        Left,
        Right,
    }

    impl Named for Side {
        const ALL: &'static [Side] = &[Side::Left, Side::Right];
        fn name(self) -> &'static str {
            match self {
                Side::Left => "left",
                Side::Right => "right",
            }
        }
    }

    #[test]
    fn every_name_finds_its_value_and_no_other_does() {
        for side in Side::ALL {
            assert_eq!(Side::from_name(side.name()), Some(*side));
        }
        assert_eq!(Side::from_name("Left"), None);
        assert_eq!(Side::names_said(), "\"left\" or \"right\"");
    }
}
