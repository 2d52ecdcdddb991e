//! The stepper's Predict mode (`step --predict`): the questions sudotrace-learn draws
//! for the trace, asked one by one on the board before their event, the answers scored,
//! and the questions missed kept for the review at the end.

use sudotrace_core::events::event::Event;
use sudotrace_learn::predict::Question;

/// Where the questions stand.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Stage {
    /// Question `i` is open: the board is the one before its event.
    Asking(usize),
    /// Question `i` was answered with choice `given`; its event has played.
    Answered { question: usize, given: usize },
    /// Every question has been answered.
    Done,
}

/// One question answered wrong: the event asked about, the choice given and the right
/// one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Miss {
    pub event: u64,
    pub given: Event,
    pub expected: Event,
}

/// The questions, the answers so far and the score.
#[derive(Clone, Debug)]
pub struct Quiz {
    questions: Vec<Question>,
    stage: Stage,
    right: usize,
    streak: usize,
    misses: Vec<Miss>,
}

impl Quiz {
    /// A quiz of `questions` (at least one), the first open.
    pub fn new(questions: Vec<Question>) -> Quiz {
        Quiz {
            stage: match questions.is_empty() {
                true => Stage::Done,
                false => Stage::Asking(0),
            },
            questions,
            right: 0,
            streak: 0,
            misses: Vec::new(),
        }
    }

    pub fn stage(&self) -> Stage {
        self.stage
    }

    pub fn question(&self, i: usize) -> &Question {
        &self.questions[i]
    }

    /// How many questions there are.
    pub fn len(&self) -> usize {
        self.questions.len()
    }

    /// How many have been answered.
    pub fn asked(&self) -> usize {
        match self.stage {
            Stage::Asking(i) => i,
            Stage::Answered { question, .. } => question + 1,
            Stage::Done => self.questions.len(),
        }
    }

    /// How many were answered right.
    pub fn right(&self) -> usize {
        self.right
    }

    /// Right answers in a row, up to the last.
    pub fn streak(&self) -> usize {
        self.streak
    }

    pub fn misses(&self) -> &[Miss] {
        &self.misses
    }

    /// Answer the open question with choice `given` (from 0). Gives whether it was
    /// right, or `None` when no question is open or there is no such choice.
    pub fn answer(&mut self, given: usize) -> Option<bool> {
        let Stage::Asking(i) = self.stage else {
            return None;
        };
        let question = &self.questions[i];
        let given_event = *question.choices.get(given)?;
        let right = given == question.right;
        if right {
            self.right += 1;
            self.streak += 1;
        } else {
            self.streak = 0;
            self.misses.push(Miss {
                event: question.event,
                given: given_event,
                expected: question.choices[question.right],
            });
        }
        self.stage = Stage::Answered { question: i, given };
        Some(right)
    }

    /// Go on from an answered question to the next, or to the end; gives the event the
    /// next question asks about.
    pub fn next(&mut self) -> Option<u64> {
        let Stage::Answered { question, .. } = self.stage else {
            return None;
        };
        match self.questions.get(question + 1) {
            Some(next) => {
                self.stage = Stage::Asking(question + 1);
                Some(next.event)
            }
            None => {
                self.stage = Stage::Done;
                None
            }
        }
    }
}
