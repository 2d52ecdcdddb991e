//! The binary format's coded blocks: the events of a stretch between two checkpoints
//! that the header's strategy does not foresee, entropy-coded against the board they
//! happen on, so that another solver's trace costs well under a byte an event (less than
//! gzip of its JSON Lines) instead of 4 bytes for each event the rules do not predict.
//!
//! An adaptive binary range coder (LZMA's) codes, for each event, whether it is the
//! strategy's prediction; if not, its kind (by the kind before it), then its cell as the
//! board suggests (the cell of the event before, the top of the stack of placements, the
//! first blank, the first blank with the fewest candidates, or else its index), its
//! digit (the digit tried before it, the next digit, the next candidate, or else its
//! value), and for a conflict which of the units holding the digit clashed. Whatever the
//! board fixes (a backtrack's digit, a choice's number of candidates, a conflict's
//! cell) costs nothing. Models start afresh in each block, so any checkpoint is a place
//! to start reading.

use crate::events::event::{Event, EventKind, Reason};
use crate::events::replay::Replay;
use crate::puzzle::grid::{Cell, Unit};

const PROB_BITS: u32 = 11;
const PROB_ONE: u16 = 1 << PROB_BITS;
const ADAPT: u32 = 5;
const TOP: u32 = 1 << 24;

/// An adaptive probability that the next bit is 0, in 1/2048.
type Prob = u16;
const HALF: Prob = PROB_ONE / 2;

/// Writes bits into bytes, each bit costing what its model says it is worth.
pub(crate) struct Encoder {
    low: u64,
    range: u32,
    cache: u8,
    cache_size: u64,
    out: Vec<u8>,
}

impl Encoder {
    pub(crate) fn new() -> Encoder {
        Encoder {
            low: 0,
            range: u32::MAX,
            cache: 0,
            cache_size: 1,
            out: Vec::new(),
        }
    }

    fn bit(&mut self, prob: &mut Prob, bit: bool) {
        let bound = (self.range >> PROB_BITS) * u32::from(*prob);
        if bit {
            self.low += u64::from(bound);
            self.range -= bound;
            *prob -= *prob >> ADAPT;
        } else {
            self.range = bound;
            *prob += (PROB_ONE - *prob) >> ADAPT;
        }
        while self.range < TOP {
            self.range <<= 8;
            self.shift_low();
        }
    }

    fn shift_low(&mut self) {
        if self.low < 0xFF00_0000 || self.low >= 1 << 32 {
            let carry = (self.low >> 32) as u8;
            let mut byte = self.cache;
            loop {
                self.out.push(byte.wrapping_add(carry));
                byte = 0xFF;
                self.cache_size -= 1;
                if self.cache_size == 0 {
                    break;
                }
            }
            self.cache = (self.low >> 24) as u8;
        }
        self.cache_size += 1;
        self.low = (self.low & 0x00FF_FFFF) << 8;
    }

    /// The coded bytes.
    pub(crate) fn finish(mut self) -> Vec<u8> {
        for _ in 0..5 {
            self.shift_low();
        }
        self.out
    }
}

impl Default for Encoder {
    fn default() -> Self {
        Encoder::new()
    }
}

/// Reads back the bits an [`Encoder`] wrote, given the same models.
pub(crate) struct Decoder {
    bytes: Vec<u8>,
    next: usize,
    code: u32,
    range: u32,
}

impl Decoder {
    pub(crate) fn new(bytes: Vec<u8>) -> Decoder {
        let mut decoder = Decoder {
            bytes,
            next: 0,
            code: 0,
            range: u32::MAX,
        };
        for _ in 0..5 {
            decoder.code = (decoder.code << 8) | u32::from(decoder.byte());
        }
        decoder
    }

    fn byte(&mut self) -> u8 {
        let byte = self.bytes.get(self.next).copied().unwrap_or(0);
        self.next += 1;
        byte
    }

    fn bit(&mut self, prob: &mut Prob) -> bool {
        let bound = (self.range >> PROB_BITS) * u32::from(*prob);
        let bit = if self.code < bound {
            self.range = bound;
            *prob += (PROB_ONE - *prob) >> ADAPT;
            false
        } else {
            self.code -= bound;
            self.range -= bound;
            *prob -= *prob >> ADAPT;
            true
        };
        while self.range < TOP {
            self.range <<= 8;
            self.code = (self.code << 8) | u32::from(self.byte());
        }
        bit
    }

    /// Whether the coder read past the block's bytes (a damaged block).
    pub(crate) fn overran(&self) -> bool {
        self.next > self.bytes.len() + 4
    }
}

/// Either side of the coder, so that one description of the models serves both.
trait Coder {
    /// Code `bit` (when encoding) or read it (when decoding).
    fn bit(&mut self, prob: &mut Prob, bit: bool) -> bool;

    /// `bits` bits of `value`, high first, each with the model of the bits before it.
    fn tree(&mut self, probs: &mut [Prob], bits: u32, value: u32) -> u32 {
        let mut node = 1usize;
        for i in (0..bits).rev() {
            let bit = self.bit(&mut probs[node], value >> i & 1 == 1);
            node = node * 2 + usize::from(bit);
        }
        node as u32 - (1 << bits)
    }
}

impl Coder for Encoder {
    fn bit(&mut self, prob: &mut Prob, bit: bool) -> bool {
        Encoder::bit(self, prob, bit);
        bit
    }
}

impl Coder for Decoder {
    fn bit(&mut self, prob: &mut Prob, _: bool) -> bool {
        Decoder::bit(self, prob)
    }
}

/// The cells the board suggests for an event, in the order they are offered.
const HINTS: usize = 4;

/// The adaptive models of one block.
pub(crate) struct Models {
    predicted: [Prob; 2],
    was_predicted: usize,
    kind: [[Prob; 8]; 9],
    hint: [[Prob; HINTS]; 8],
    cell: [[Prob; 128]; 8],
    digit_hint: [[Prob; 3]; 8],
    digit: [[Prob; 16]; 8],
    unit: [[Prob; 4]; 8],
    reason: [Prob; 4],
    /// The cells placed within the block and not yet taken back, in order: the top is
    /// where a backtrack usually goes. Kept here, not read from the board's stack, which
    /// a checkpoint of format version 1 does not hold in order.
    placed: Vec<Cell>,
}

impl Default for Models {
    fn default() -> Self {
        Models {
            predicted: [HALF; 2],
            was_predicted: 1,
            kind: [[HALF; 8]; 9],
            hint: [[HALF; HINTS]; 8],
            cell: [[HALF; 128]; 8],
            digit_hint: [[HALF; 3]; 8],
            digit: [[HALF; 16]; 8],
            unit: [[HALF; 4]; 8],
            reason: [HALF; 4],
            placed: Vec::new(),
        }
    }
}

/// The event's kind as a number 0 to 7: its place in [`EventKind::ALL`].
fn kind_number(kind: EventKind) -> usize {
    kind as usize
}

/// Code `event` (encoding; `None` when decoding) at `at`, where the strategy predicts
/// `predicted`; gives the event coded (the one read, when decoding). `None` when what
/// was read is not an event (a damaged block).
fn code<C: Coder>(
    coder: &mut C,
    models: &mut Models,
    at: &Replay,
    predicted: Option<Event>,
    event: Option<Event>,
) -> Option<Event> {
    let coded = code_event(coder, models, at, predicted, event)?;
    match coded {
        Event::Place { cell, .. } | Event::Force { cell, .. } => models.placed.push(cell),
        Event::Backtrack { cell, .. } | Event::Unforce { cell, .. } => {
            if let Some(i) = models.placed.iter().rposition(|&c| c == cell) {
                models.placed.remove(i);
            }
        }
        _ => {}
    }
    Some(coded)
}

fn code_event<C: Coder>(
    coder: &mut C,
    models: &mut Models,
    at: &Replay,
    predicted: Option<Event>,
    event: Option<Event>,
) -> Option<Event> {
    let was = models.was_predicted;
    let is_predicted = predicted.is_some() && event.is_none_or(|e| Some(e) == predicted);
    let is_predicted = coder.bit(&mut models.predicted[was], !is_predicted);
    let is_predicted = !is_predicted;
    models.was_predicted = usize::from(is_predicted);
    if is_predicted {
        return predicted;
    }
    let previous = at.last();
    // Eliminations (never coded, only foreseen) share the start's context.
    let context = previous.map_or(8, |p| kind_number(p.kind()).min(8));
    let kind = coder.tree(
        &mut models.kind[context],
        3,
        event.map_or(0, |e| kind_number(e.kind()) as u32),
    ) as usize;
    let cell = code_cell(coder, models, at, kind, previous, event.map(|e| e.cell()))?;
    let built = match EventKind::ALL[kind] {
        EventKind::Try | EventKind::Place | EventKind::Force => {
            let digit = code_digit(coder, models, at, kind, cell, previous, event)?;
            match EventKind::ALL[kind] {
                EventKind::Try => Event::Try { cell, digit },
                EventKind::Place => Event::Place { cell, digit },
                _ => {
                    let reason = match event {
                        Some(Event::Force { reason, .. }) => reason.code(),
                        _ => 0,
                    };
                    let reason = coder.tree(&mut models.reason, 2, reason);
                    Event::Force {
                        cell,
                        digit,
                        reason: Reason::of_code(reason)?,
                    }
                }
            }
        }
        EventKind::Conflict => {
            let digit = code_digit(coder, models, at, kind, cell, previous, event)?;
            // The units holding the digit; the one that clashed is coded among them, and
            // its holder is the conflict's cell.
            let board = at.board();
            let holding: Vec<Unit> = Unit::ALL
                .into_iter()
                .filter(|&unit| board.holder_in(unit, cell, digit).is_some())
                .collect();
            let mask = holding
                .iter()
                .fold(0, |mask, &unit| mask | 1 << unit as usize);
            let wanted = match event {
                Some(Event::Conflict { unit, .. }) => {
                    holding.iter().position(|&u| u == unit)? as u32
                }
                _ => 0,
            };
            let index = match holding.len() {
                0 => return None,
                1 => 0,
                _ => coder.tree(&mut models.unit[mask], 2, wanted),
            };
            let unit = *holding.get(index as usize)?;
            Event::Conflict {
                cell,
                digit,
                unit,
                with: board.holder_in(unit, cell, digit)?,
            }
        }
        // An empty cell has nothing to take back: only damaged bits say so.
        EventKind::Backtrack | EventKind::Unforce if at.board().get(cell) == 0 => return None,
        EventKind::Eliminate | EventKind::Restore => return None,
        EventKind::Backtrack => Event::Backtrack {
            cell,
            digit: at.board().get(cell),
        },
        EventKind::Unforce => Event::Unforce {
            cell,
            digit: at.board().get(cell),
        },
        EventKind::Choose => Event::Choose {
            cell,
            candidates: at.candidates(cell).count_ones() as u8,
        },
        EventKind::DeadEnd => Event::DeadEnd { cell },
    };
    Some(built)
}

/// The cells the board suggests: the previous event's, the last placed in the block,
/// the first blank, the first blank with the fewest candidates.
fn hints(at: &Replay, previous: Option<Event>, placed: &[Cell]) -> [Option<Cell>; HINTS] {
    let top = placed.last().copied();
    let candidates = at.all_candidates();
    [
        previous.map(|p| p.cell()),
        top,
        candidates.first_empty(),
        candidates.fewest(),
    ]
}

fn code_cell<C: Coder>(
    coder: &mut C,
    models: &mut Models,
    at: &Replay,
    kind: usize,
    previous: Option<Event>,
    cell: Option<Cell>,
) -> Option<Cell> {
    let hints = hints(at, previous, &models.placed);
    let mut offered = Vec::with_capacity(HINTS);
    for (i, hint) in hints.into_iter().enumerate() {
        let Some(hint) = hint else { continue };
        if offered.contains(&hint) {
            continue;
        }
        offered.push(hint);
        let taken = coder.bit(&mut models.hint[kind][i], cell == Some(hint));
        if taken {
            return Some(hint);
        }
    }
    let index = coder.tree(
        &mut models.cell[kind],
        7,
        cell.map_or(0, |c| c.index() as u32),
    );
    Cell::from_index(index as usize)
}

/// The digit of a try, a place, a force or a conflict: the digit the event before named
/// at this cell, the one after it, the next candidate, or else its value.
#[allow(clippy::too_many_arguments)]
fn code_digit<C: Coder>(
    coder: &mut C,
    models: &mut Models,
    at: &Replay,
    kind: usize,
    cell: Cell,
    previous: Option<Event>,
    event: Option<Event>,
) -> Option<u8> {
    let before = previous
        .filter(|p| p.cell() == cell)
        .map_or(0, |p| p.digit());
    let candidates = at.candidates(cell);
    let next_candidate = (before + 1..=9).find(|&d| candidates & 1 << d != 0);
    let hints = [
        Some(before).filter(|&d| d > 0),
        Some(before + 1).filter(|&d| d <= 9),
        next_candidate,
    ];
    let digit = event.map(|e| e.digit());
    let mut offered = Vec::with_capacity(3);
    for (i, hint) in hints.into_iter().enumerate() {
        let Some(hint) = hint else { continue };
        if offered.contains(&hint) {
            continue;
        }
        offered.push(hint);
        if coder.bit(&mut models.digit_hint[kind][i], digit == Some(hint)) {
            return Some(hint);
        }
    }
    let value = coder.tree(&mut models.digit[kind], 4, u32::from(digit.unwrap_or(0)));
    (1..=9).contains(&value).then_some(value as u8)
}

/// Code `event`, happening at `at` where the strategy predicts `predicted`.
pub(crate) fn encode(
    encoder: &mut Encoder,
    models: &mut Models,
    at: &Replay,
    predicted: Option<Event>,
    event: Event,
) {
    let coded = code(encoder, models, at, predicted, Some(event));
    debug_assert_eq!(
        coded,
        Some(event),
        "every event that can happen is coded as itself"
    );
}

/// Read the next event, happening at `at` where the strategy predicts `predicted`;
/// `None` for bits that make no event.
pub(crate) fn decode(
    decoder: &mut Decoder,
    models: &mut Models,
    at: &Replay,
    predicted: Option<Event>,
) -> Option<Event> {
    code(decoder, models, at, predicted, None)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bits_come_back_as_they_went_in() {
        let mut probs = [HALF; 64];
        let mut encoder = Encoder::new();
        let bits: Vec<bool> = (0..5000u32).map(|i| i % 7 == 0 || i % 13 == 0).collect();
        for (i, &bit) in bits.iter().enumerate() {
            encoder.bit(&mut probs[i % 64], bit);
        }
        let bytes = encoder.finish();
        assert!(
            bytes.len() < 5000 / 8,
            "skewed bits take less than a bit each"
        );
        let mut probs = [HALF; 64];
        let mut decoder = Decoder::new(bytes);
        for (i, &bit) in bits.iter().enumerate() {
            assert_eq!(decoder.bit(&mut probs[i % 64]), bit, "bit {i}");
        }
        assert!(!decoder.overran());
    }
}
