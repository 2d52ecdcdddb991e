//! Writing the animation: a looping GIF with one global palette, whose every frame after
//! the first carries only the rectangle that changed, unchanged pixels in it left
//! transparent. The rectangle is LZW-compressed here by an encoder that crosses a run of
//! transparent pixels in a few steps rather than one pixel at a time, since most of a
//! frame's rectangle is such runs; the `gif` crate writes the blocks around it.

use std::borrow::Cow;
use std::io::Write;

use gif::{DisposalMethod, Encoder, Frame, Repeat};

use super::RenderError;
use super::frame::{Canvas, Rect};
use super::theme::{PALETTE_BITS, TRANSPARENT};

/// Symbols are palette indices; the code after the last symbol clears the table, the
/// one after it ends the data.
const MIN_CODE_SIZE: u8 = if PALETTE_BITS < 2 { 2 } else { PALETTE_BITS };
const SYMBOLS: usize = 1 << MIN_CODE_SIZE;
const CLEAR: u16 = SYMBOLS as u16;
const END: u16 = CLEAR + 1;
const FIRST_FREE: u16 = CLEAR + 2;
/// When the next free code would be this, the table is cleared instead (as giflib does).
const TABLE_FULL: u16 = 4095;

/// A GIF LZW encoder with a fast path for runs of one symbol (the transparent index).
pub(crate) struct Lzw {
    /// `child[code * SYMBOLS + symbol]`: the code of that string plus the symbol, 0 if
    /// none.
    child: Vec<u16>,
    /// Slots of `child` filled since the last clear.
    used: Vec<u32>,
    /// For each code, k when it stands for k run symbols and nothing else, 0 otherwise.
    run_len: Vec<u16>,
    /// `run_code[k]`: the code of k run symbols, for k up to `max_run`.
    run_code: Vec<u16>,
    max_run: usize,
    run: u8,
    next: u16,
    width: u32,
    bits: u64,
    nbits: u32,
}

impl Lzw {
    /// An encoder whose fast path is for runs of `run`.
    pub(super) fn new(run: u8) -> Lzw {
        let mut run_len = vec![0u16; 4096];
        run_len[run as usize] = 1;
        let mut run_code = vec![0u16; 4097];
        run_code[1] = u16::from(run);
        Lzw {
            child: vec![0; 4096 * SYMBOLS],
            used: Vec::with_capacity(4096),
            run_len,
            run_code,
            max_run: 1,
            run,
            next: FIRST_FREE,
            width: u32::from(MIN_CODE_SIZE) + 1,
            bits: 0,
            nbits: 0,
        }
    }

    fn reset(&mut self) {
        for &slot in &self.used {
            self.child[slot as usize] = 0;
        }
        self.used.clear();
        self.max_run = 1;
        self.next = FIRST_FREE;
        self.width = u32::from(MIN_CODE_SIZE) + 1;
    }

    fn emit(&mut self, code: u16, out: &mut Vec<u8>) {
        self.bits |= u64::from(code) << self.nbits;
        self.nbits += self.width;
        while self.nbits >= 8 {
            out.push(self.bits as u8);
            self.bits >>= 8;
            self.nbits -= 8;
        }
        if u32::from(self.next) >= (1 << self.width) && self.width < 12 {
            self.width += 1;
        }
    }

    /// After emitting `prefix`, add the string `prefix` + `symbol`, or clear a full table.
    fn add(&mut self, prefix: u16, symbol: u8, out: &mut Vec<u8>) {
        if self.next >= TABLE_FULL {
            self.emit(CLEAR, out);
            self.reset();
            return;
        }
        let code = self.next;
        self.next += 1;
        let slot = usize::from(prefix) * SYMBOLS + usize::from(symbol);
        self.child[slot] = code;
        self.used.push(slot as u32);
        let k = self.run_len[usize::from(prefix)];
        if symbol == self.run && k > 0 {
            // prefix is the longest run in the table (or it would have had this child).
            self.max_run = usize::from(k) + 1;
            self.run_len[usize::from(code)] = k + 1;
            self.run_code[self.max_run] = code;
        } else {
            self.run_len[usize::from(code)] = 0;
        }
    }

    /// Encode `data` as a GIF image block's content: the minimum code size byte, then
    /// the LZW codes packed least significant bit first.
    pub(super) fn encode(&mut self, data: &[u8], out: &mut Vec<u8>) {
        out.clear();
        out.push(MIN_CODE_SIZE);
        self.reset();
        self.bits = 0;
        self.nbits = 0;
        self.emit(CLEAR, out);
        let Some((&first, _)) = data.split_first() else {
            self.emit(END, out);
            self.flush(out);
            return;
        };
        let mut cur = u16::from(first);
        let mut i = 1;
        let n = data.len();
        while i < n {
            let symbol = data[i];
            if symbol == self.run {
                let k = usize::from(self.run_len[usize::from(cur)]);
                if k > 0 {
                    // Look no further than the longest run the table can take at once.
                    let reach = (self.max_run - k + 1).min(n - i);
                    let len = run_length(&data[i..i + reach], self.run);
                    if k + len <= self.max_run {
                        cur = self.run_code[k + len];
                        i += len;
                        continue;
                    }
                    i += self.max_run - k;
                    cur = self.run_code[self.max_run];
                    // data[i] is the run symbol still, and cur has no child for it.
                }
            }
            let symbol = data[i];
            let child = self.child[usize::from(cur) * SYMBOLS + usize::from(symbol)];
            if child != 0 {
                cur = child;
                i += 1;
                continue;
            }
            self.emit(cur, out);
            self.add(cur, symbol, out);
            cur = u16::from(symbol);
            i += 1;
        }
        self.emit(cur, out);
        self.emit(END, out);
        self.flush(out);
    }

    fn flush(&mut self, out: &mut Vec<u8>) {
        if self.nbits > 0 {
            out.push(self.bits as u8);
        }
        self.bits = 0;
        self.nbits = 0;
    }
}

/// An unchanged stretch of a row between changed pixels is sent as the pixels it holds,
/// rather than as transparent ones, when it is one pixel long, or up to this long and
/// of one colour.
const FILL_ONE_COLOUR: usize = 32;

/// Inside a redrawn stretch of a row (a glyph replaced by another, say) the pixels that
/// happen not to change would make a ragged mix of transparent and opaque pixels, which
/// LZW codes poorly; sent as they are, the stretch is the picture itself, whose strings
/// recur from frame to frame. (Measured on every event of the LeetCode 37 trace as a
/// frame: 8% smaller.)
fn fill_short_gaps(diff: &mut [u8], now: &[u8]) {
    let n = diff.len();
    // Skip to the first changed pixel; a row's leading and trailing gaps stay clear.
    let mut x = run_length(diff, TRANSPARENT);
    while x < n {
        while x < n && diff[x] != TRANSPARENT {
            x += 1;
        }
        let len = run_length(&diff[x..], TRANSPARENT);
        if x + len == n {
            return;
        }
        let gap = &now[x..x + len];
        let fill = len == 1 || (len <= FILL_ONE_COLOUR && gap.iter().all(|&p| p == gap[0]));
        if fill {
            diff[x..x + len].copy_from_slice(gap);
        }
        x += len;
    }
}

/// How many bytes at the start of `data` equal `symbol`.
fn run_length(data: &[u8], symbol: u8) -> usize {
    let pattern = u64::from_le_bytes([symbol; 8]);
    let mut i = 0;
    while i + 8 <= data.len() {
        let word = u64::from_le_bytes(data[i..i + 8].try_into().expect("8 bytes"));
        let diff = word ^ pattern;
        if diff != 0 {
            return i + (diff.trailing_zeros() / 8) as usize;
        }
        i += 8;
    }
    i + data[i..].iter().take_while(|&&b| b == symbol).count()
}

/// The frame written last, held back until the next one shows it is not repeated.
struct Pending {
    rect: Rect,
    delay: u16,
    first: bool,
}

/// A GIF being written, frame by frame.
pub(crate) struct GifWriter<W: Write> {
    encoder: Encoder<W>,
    lzw: Lzw,
    pixels: Vec<u8>,
    encoded: Vec<u8>,
    pending: Option<Pending>,
    frames: u64,
    duration: u64,
}

impl<W: Write> GifWriter<W> {
    /// Start a looping GIF of `width` x `height` with the theme's `palette`.
    pub(super) fn new(
        out: W,
        width: usize,
        height: usize,
        palette: &[u8],
    ) -> Result<Self, RenderError> {
        let (w, h) = match (u16::try_from(width), u16::try_from(height)) {
            (Ok(w), Ok(h)) => (w, h),
            _ => return Err(RenderError::TooLarge { width, height }),
        };
        let mut encoder = Encoder::new(out, w, h, palette)?;
        encoder.set_repeat(Repeat::Infinite)?;
        Ok(GifWriter {
            encoder,
            lzw: Lzw::new(TRANSPARENT),
            pixels: Vec::new(),
            encoded: Vec::new(),
            pending: None,
            frames: 0,
            duration: 0,
        })
    }

    fn write_pending(&mut self) -> Result<(), RenderError> {
        let Some(pending) = self.pending.take() else {
            return Ok(());
        };
        let r = pending.rect;
        let frame = Frame {
            delay: pending.delay,
            dispose: DisposalMethod::Keep,
            transparent: (!pending.first).then_some(TRANSPARENT),
            left: r.x as u16,
            top: r.y as u16,
            width: r.w as u16,
            height: r.h as u16,
            buffer: Cow::Borrowed(&self.encoded),
            ..Frame::default()
        };
        self.encoder.write_lzw_pre_encoded_frame(&frame)?;
        self.frames += 1;
        self.duration += u64::from(pending.delay);
        Ok(())
    }

    /// A new frame: `canvas` differs from `shown` (what the GIF shows so far) only
    /// inside `rect`.
    pub(super) fn frame(
        &mut self,
        canvas: &Canvas,
        shown: &[u8],
        rect: Rect,
        delay: u16,
    ) -> Result<(), RenderError> {
        self.write_pending()?;
        let first = self.frames == 0;
        self.pixels.clear();
        for y in rect.y..rect.y + rect.h {
            let start = y * canvas.width + rect.x;
            let now = &canvas.pixels[start..start + rect.w];
            let before = &shown[start..start + rect.w];
            let row = self.pixels.len();
            self.pixels.extend(
                now.iter()
                    .zip(before)
                    .map(|(&a, &b)| if a == b { TRANSPARENT } else { a }),
            );
            fill_short_gaps(&mut self.pixels[row..], now);
        }
        self.lzw.encode(&self.pixels, &mut self.encoded);
        self.pending = Some(Pending { rect, delay, first });
        Ok(())
    }

    /// The frame written last stays up `delay` longer.
    pub(super) fn extend(&mut self, delay: u16) {
        if let Some(pending) = self.pending.as_mut() {
            pending.delay = pending.delay.saturating_add(delay);
        }
    }

    /// Write the last frame and the trailer; returns the writer, the frames written and
    /// the animation's length in hundredths of a second.
    pub(super) fn finish(mut self) -> Result<(W, u64, u64), RenderError> {
        self.write_pending()?;
        let (frames, duration) = (self.frames, self.duration);
        Ok((self.encoder.into_inner()?, frames, duration))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn decode(encoded: &[u8], len: usize) -> Vec<u8> {
        let mut decoder = weezl_like_decode(encoded);
        decoder.truncate(len);
        decoder
    }

    /// Decode through the gif crate: wrap the block in a one-frame GIF.
    fn weezl_like_decode(encoded: &[u8]) -> Vec<u8> {
        let palette: Vec<u8> = (0..SYMBOLS as u8).flat_map(|i| [i, i, i]).collect();
        let mut gif = Vec::new();
        {
            let mut encoder = Encoder::new(&mut gif, 64, 64, &palette).unwrap();
            let frame = Frame {
                width: 64,
                height: 64,
                buffer: Cow::Borrowed(encoded),
                ..Frame::default()
            };
            encoder.write_lzw_pre_encoded_frame(&frame).unwrap();
        }
        let mut options = gif::DecodeOptions::new();
        options.set_color_output(gif::ColorOutput::Indexed);
        let mut decoder = options.read_info(gif.as_slice()).unwrap();
        let frame = decoder.read_next_frame().unwrap().unwrap();
        frame.buffer.to_vec()
    }

    #[test]
    fn short_unchanged_gaps_are_sent_as_they_are() {
        const T: u8 = TRANSPARENT;
        let now = [1, 5, 1, 5, 2, 2, 2, 7, 3, 4, 3, 7, 3, 3];
        let mut diff = [T, 5, T, 5, T, T, T, 7, T, T, T, 7, T, T];
        fill_short_gaps(&mut diff, &now);
        // The edges stay clear, a one-pixel gap and a one-colour gap are filled, a
        // gap of mixed colours is not.
        assert_eq!(diff, [T, 5, 1, 5, 2, 2, 2, 7, T, T, T, 7, T, T]);
        let mut long = vec![T; 40];
        let now = vec![2; 40];
        long[0] = 9;
        long[39] = 9;
        fill_short_gaps(&mut long, &now);
        assert!(long[1..39].iter().all(|&p| p == T), "too long to fill");
        let mut none = vec![T; 10];
        fill_short_gaps(&mut none, &now[..10]);
        assert_eq!(none, vec![T; 10]);
    }

    #[test]
    fn run_lengths() {
        assert_eq!(run_length(&[7; 20], 7), 20);
        assert_eq!(run_length(&[7, 7, 7, 1, 7], 7), 3);
        let mut data = vec![9u8; 13];
        data[10] = 0;
        assert_eq!(run_length(&data, 9), 10);
        assert_eq!(run_length(&[], 9), 0);
    }

    #[test]
    fn encoded_data_decodes_to_what_went_in() {
        // Long transparent runs, text-like noise, and enough of both to fill the
        // table several times over.
        let mut data = Vec::new();
        let mut seed = 12345u32;
        for row in 0..64 {
            for col in 0..64 {
                seed = seed.wrapping_mul(1_103_515_245).wrapping_add(12345);
                let value = if (col + row * 3) % 29 < 20 {
                    TRANSPARENT
                } else if col % 5 == 0 {
                    (seed >> 16) as u8 % TRANSPARENT
                } else {
                    (row % 7) as u8
                };
                data.push(value);
            }
        }
        let mut lzw = Lzw::new(TRANSPARENT);
        let mut out = Vec::new();
        lzw.encode(&data, &mut out);
        assert_eq!(decode(&out, data.len()), data);
        let runs = vec![TRANSPARENT; 4096];
        lzw.encode(&runs, &mut out);
        assert!(out.len() < 200, "runs compress: {} bytes", out.len());
        assert_eq!(decode(&out, runs.len()), runs);
        let noise: Vec<u8> = (0..4096u32)
            .map(|i| (i * 7919 % SYMBOLS as u32) as u8)
            .collect();
        lzw.encode(&noise, &mut out);
        assert_eq!(decode(&out, noise.len()), noise);
    }
}
