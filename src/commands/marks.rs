//! `sudotrace marks`: a class's results of one page put together, through
//! [`sudotrace_learn::score_cards`]: each learner's score, each question's share of right
//! answers, the questions most missed.

use std::io::{Read, Write};
use std::path::Path;

use anyhow::bail;

use super::Exit;
use super::named;
use crate::cli::MarksArgs;
use crate::lang::CliText;
use sudotrace_core::escape::{shown_within, solver_shown};
use sudotrace_core::lang::{Lang, pad, width};
use sudotrace_core::numbers::thousands;
use sudotrace_learn::score_cards::{self, Class, MAX_BYTES, QuestionMarks};

/// The most questions "most missed" lists.
const MOST_MISSED: usize = 5;

/// The most characters of a learner's name shown in the text report.
const NAME_CHARS: usize = 32;

pub fn run(args: &MarksArgs, out: &mut dyn Write) -> anyhow::Result<Exit> {
    let lang = args.lang.resolve();
    super::inputs::refuse_special_files(&args.results)?;
    refuse_a_file_twice(&args.results)?;
    let mut files = Vec::with_capacity(args.results.len());
    for path in &args.results {
        let name = path.display().to_string();
        files.push((name.clone(), score_cards::read(&name, &read_text(path)?)?));
    }
    let class = Class::of(files)?;
    if args.json {
        super::write_json(out, &class)?;
        writeln!(out)?;
    } else {
        write_class(out, &class, lang)?;
    }
    Ok(Exit::Success)
}

/// Refuse results given twice (the same file under two names too): each would count as
/// a learner of its own.
fn refuse_a_file_twice(paths: &[std::path::PathBuf]) -> anyhow::Result<()> {
    let mut seen: Vec<(std::path::PathBuf, &Path)> = Vec::with_capacity(paths.len());
    for path in paths {
        let Ok(real) = std::fs::canonicalize(path) else {
            continue; // Said when it is read.
        };
        if let Some((_, first)) = seen.iter().find(|(other, _)| *other == real) {
            anyhow::bail!(
                "{} and {} are the same results file: give each learner's results once",
                named(first),
                named(path)
            );
        }
        seen.push((real, path));
    }
    Ok(())
}

/// The text of the results file at `path`, refused when larger than any results file.
fn read_text(path: &Path) -> anyhow::Result<String> {
    let name = named(path);
    let file = std::fs::File::open(path).map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
    let mut text = String::new();
    let read = file
        .take(MAX_BYTES + 1)
        .read_to_string(&mut text)
        .map_err(|e| anyhow::anyhow!("{name}: {e}"))?;
    if read as u64 > MAX_BYTES {
        bail!(
            "{name}: larger than {} bytes: not a results file",
            thousands(MAX_BYTES)
        );
    }
    Ok(text)
}

/// A name from a file as the terminal shows it ([`shown_within`]): control characters
/// escaped, shortened to the column with its length said.
fn shown(name: &str, lang: Lang) -> String {
    shown_within(name, NAME_CHARS, lang)
}

/// The words of an event in trace-format JSON's form, read back.
fn event_words(event: sudotrace_core::events::event::Event, lang: Lang) -> String {
    event.words(lang)
}

fn write_class(out: &mut dyn Write, class: &Class, lang: Lang) -> anyhow::Result<()> {
    let puzzle: String = class.puzzle.chars().take(16).collect();
    writeln!(
        out,
        "{}",
        lang.fill(
            match class.learners.len() {
                1 => CliText::MarksHeadingOne,
                _ => CliText::MarksHeading,
            },
            &[
                ("learners", &thousands(class.learners.len() as u64)),
                ("mode", &shown(&class.mode, lang)),
                ("solver", &solver_shown(&class.solver, lang)),
                ("puzzle", &format!("{}…", shown(&puzzle, lang))),
            ],
        )
    )?;
    let names: Vec<String> = class
        .learners
        .iter()
        .map(|l| shown(&l.name, lang))
        .collect();
    let name_width = names
        .iter()
        .map(|name| width(name))
        .chain([width(lang.text(CliText::MarksLearner))])
        .max()
        .unwrap_or(0)
        + 2;
    let right_of = |right: u64, of: u64| {
        lang.fill(
            CliText::MarksRightOf,
            &[("right", &thousands(right)), ("of", &thousands(of))],
        )
    };
    writeln!(
        out,
        "  {}{}{}",
        pad(lang.text(CliText::MarksLearner), name_width),
        pad(lang.text(CliText::MarksRight), 14),
        lang.text(CliText::MarksTime)
    )?;
    for (learner, name) in class.learners.iter().zip(&names) {
        writeln!(
            out,
            "  {}{}{}",
            pad(name, name_width),
            pad(&right_of(learner.right, learner.asked), 14),
            minutes(learner.seconds)
        )?;
    }
    writeln!(out)?;
    writeln!(out, "{}", lang.text(CliText::MarksQuestions))?;
    for question in &class.questions {
        let line = format!(
            "  {}  {}{}",
            pad(&question_words(question, lang), 48),
            pad(&right_of(question.right, question.answered), 14),
            question.seconds.map(minutes).unwrap_or_default()
        );
        writeln!(out, "{}", line.trim_end())?;
    }
    writeln!(out)?;
    writeln!(out, "{}", lang.text(CliText::MarksMostMissed))?;
    let missed = class.most_missed(MOST_MISSED);
    if missed.is_empty() {
        writeln!(out, "  {}", lang.text(CliText::MarksNoneMissed))?;
    }
    for question in missed {
        let wrong: Vec<String> = question
            .wrong
            .iter()
            .map(|w| {
                lang.fill(
                    CliText::MarksChosen,
                    &[
                        ("event", &event_words(w.given, lang)),
                        ("n", &thousands(w.learners)),
                    ],
                )
            })
            .collect();
        writeln!(
            out,
            "  {}",
            lang.fill(
                CliText::MarksMissed,
                &[
                    ("question", &question_words(question, lang)),
                    ("right", &right_of(question.right, question.answered)),
                    ("wrong", &wrong.join(lang.text(CliText::MarksListSeparator))),
                ],
            )
        )?;
    }
    Ok(())
}

/// A time taken as minutes and seconds: `5:12`.
fn minutes(seconds: f64) -> String {
    let seconds = seconds.max(0.0).round() as u64;
    format!("{}:{:02}", seconds / 60, seconds % 60)
}

/// A question by its event and its right answer: `#1,234  r1c8: 6 clashes with r3c8 (col)`.
fn question_words(question: &QuestionMarks, lang: Lang) -> String {
    format!(
        "#{}  {}",
        thousands(question.event),
        event_words(question.expected, lang)
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_from_files_are_escaped_and_shortened() {
        assert_eq!(shown("Ana", Lang::En), "Ana");
        assert_eq!(shown("a\u{1b}]0;x\u{7}b", Lang::En), "a\\u{1b}]0;x\\u{7}b");
        let long = shown(&"x".repeat(100), Lang::En);
        assert!(long.chars().count() <= NAME_CHARS && long.ends_with("(100 characters)"));
    }
}
