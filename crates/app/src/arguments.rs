//! Values a front door's users give by name (Python's `strategy="tables"`,
//! `lang="zh-CN"`, `panel="stack"`): the value named, or a refusal that names the
//! parameter and lists the names to choose from, the library's own.

use sudotrace_core::lang::Lang;
use sudotrace_core::names::Named;
use sudotrace_core::search::Strategy;
use sudotrace_core::search::listing::Language;
use sudotrace_frames::{FrameLayout, Marks, SidePanel};
use sudotrace_page::Panel;

use crate::AppError;

/// The value of a [`Named`] type that `param`'s `value` names.
pub fn named<T: Named>(param: &str, value: &str) -> Result<T, AppError> {
    T::from_name(value)
        .ok_or_else(|| AppError::Refused(format!("{param}={value:?}: choose {}", T::names_said())))
}

/// The language `lang` names: `"en"` or `"zh-CN"`.
pub fn lang(lang: &str) -> Result<Lang, AppError> {
    Lang::from_tag(lang)
        .ok_or_else(|| AppError::Refused(format!("lang={lang:?}: choose \"en\" or \"zh-CN\"")))
}

/// The strategy named `name`.
pub fn strategy(name: &str) -> Result<Strategy, AppError> {
    Strategy::from_name(name).ok_or_else(|| {
        let names: Vec<&str> = Strategy::every().map(Strategy::name).collect();
        AppError::Refused(format!(
            "strategy={name:?}: no such strategy (choose {})",
            names.join(", ")
        ))
    })
}

/// The strategies named `names`, in their order.
pub fn strategies(names: &[String]) -> Result<Vec<Strategy>, AppError> {
    names.iter().map(|name| strategy(name)).collect()
}

/// The panel beside the board that `panel` names: `code` (the pseudocode), a listing's
/// language (its code), `stack`, `tree` or `tables`; none when `None`.
pub fn panel(panel: Option<&str>) -> Result<Option<SidePanel>, AppError> {
    Ok(match panel {
        None => None,
        Some("stack") => Some(SidePanel::Stack),
        Some("tree") => Some(SidePanel::Tree),
        Some("tables") => Some(SidePanel::Tables),
        Some("code") => Some(SidePanel::Code(Language::Pseudocode)),
        Some(other) => Some(SidePanel::Code(Language::from_name(other).ok_or_else(|| {
            AppError::Refused(format!(
                "panel={other:?}: choose \"code\" (or a listing's language), \"stack\", \"tree\" or \"tables\""
            ))
        })?)),
    })
}

/// Whether the check's marks are drawn bold (`marks="bold"`, for a projector) or as
/// usual (`"normal"`), as `--marks` takes them; another name is refused.
pub fn bold_marks(marks: &str) -> Result<bool, AppError> {
    named::<Marks>("marks", marks).map(|marks| marks == Marks::Bold)
}

/// The panel a page draws beside its board that `panel` names: `tables`; none when
/// `None`. The panels a page always has (the code, the stack, the tree) are refused, as
/// such.
pub fn page_panel(panel: Option<&str>) -> Result<Option<Panel>, AppError> {
    let Some(name) = panel else {
        return Ok(None);
    };
    Panel::from_name(name).map(Some).ok_or_else(|| {
        let always = match name {
            "code" | "stack" | "tree" => " (the code, stack and tree panels are on every page)",
            _ => "",
        };
        AppError::Refused(format!(
            "panel={name:?}: choose {}{always}",
            Panel::names_said()
        ))
    })
}

/// Where a picture's caption and key go, by name: `tall`, `wide` or `auto`.
pub fn layout(name: &str) -> Result<FrameLayout, AppError> {
    named("layout", name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_gives_its_value_and_a_wrong_one_the_names() {
        assert_eq!(
            named::<Language>("language", "js").unwrap(),
            Language::JavaScript
        );
        let err = named::<Language>("language", "cobol").unwrap_err();
        assert!(
            err.to_string().starts_with("language=\"cobol\": choose \""),
            "{err}"
        );
        assert_eq!(lang("zh-CN").unwrap(), Lang::ZhCn);
        let err = lang("fr").unwrap_err();
        assert_eq!(err.to_string(), "lang=\"fr\": choose \"en\" or \"zh-CN\"");
    }

    #[test]
    fn a_strategy_is_named_as_sudotrace_lists_it() {
        assert_eq!(strategy("naive").unwrap(), Strategy::NAIVE);
        let names = ["tables".to_string(), "naive".to_string()];
        assert_eq!(
            strategies(&names).unwrap(),
            [Strategy::TABLES, Strategy::NAIVE]
        );
        let err = strategies(&["naive".to_string(), "fast".to_string()]).unwrap_err();
        assert!(
            err.to_string()
                .starts_with("strategy=\"fast\": no such strategy (choose naive, "),
            "{err}"
        );
    }

    #[test]
    fn a_pages_panel_is_the_tables() {
        assert_eq!(page_panel(None).unwrap(), None);
        assert_eq!(page_panel(Some("tables")).unwrap(), Some(Panel::Tables));
        let err = page_panel(Some("stack")).unwrap_err().to_string();
        assert_eq!(
            err,
            "panel=\"stack\": choose \"tables\" (the code, stack and tree panels are on every page)"
        );
        let err = page_panel(Some("board")).unwrap_err().to_string();
        assert_eq!(err, "panel=\"board\": choose \"tables\"");
    }

    #[test]
    fn a_panel_is_the_code_the_stack_or_the_tree() {
        assert_eq!(panel(None).unwrap(), None);
        assert_eq!(panel(Some("stack")).unwrap(), Some(SidePanel::Stack));
        assert_eq!(
            panel(Some("code")).unwrap(),
            Some(SidePanel::Code(Language::Pseudocode))
        );
        assert_eq!(
            panel(Some("python")).unwrap(),
            Some(SidePanel::Code(Language::Python))
        );
        let err = panel(Some("board")).unwrap_err();
        assert!(
            err.to_string().starts_with("panel=\"board\": choose"),
            "{err}"
        );
    }
}
