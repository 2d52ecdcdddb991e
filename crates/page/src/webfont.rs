//! The Chinese font a page in Chinese carries, so that it reads right on a machine with
//! no Chinese font installed (where every Chinese word would be an empty box): the
//! regular Noto Sans CJK SC subset the pictures draw with
//! ([`CJK_REGULAR`](sudotrace_style::font::CJK_REGULAR), made by scripts/cjk-font.sh),
//! cut down again here, in pure Rust, to the full-width characters of the page's own
//! text, and embedded as a WOFF 1.0 file in a `data:` URL of an `@font-face`. Nothing
//! is fetched, and the same page text gives the same bytes.
//!
//! What was chosen, and why (sizes of the LeetCode 37 page, 232 such characters,
//! gzipped as a server sends it; the budget is 60 KB more than the page without a font):
//!
//! - **Cut to the page's characters.** The built-in subset holds every character of
//!   every catalog (about 480 Chinese ones, 92 KB a weight, 88 KB gzipped in a page
//!   each): over the budget alone. A page needs about half of them.
//! - **Regular only.** Both weights of the page's characters come to 72 KB; the regular
//!   one alone to 36 KB. The page's bold words (the caption, the title, the lit lines)
//!   are drawn by the browser in a bold it makes from the regular, as it does for any
//!   font without a bold face.
//! - **WOFF 1.0, zlib through flate2**, which the workspace already uses for gzipped
//!   traces; its deflate (miniz_oxide) does integer arithmetic only, so the bytes are the
//!   same on every machine. WOFF2 would be 8% smaller (33.4 KB against 36.2 KB, measured
//!   with fontTools) at the cost of a brotli encoder, a dependency of some 240,000 lines
//!   whose default build takes logarithms from the platform's maths library.
//! - **Full-width characters only** (Chinese characters and punctuation, which take two
//!   columns of monospaced text): the rest of the page's text keeps the fonts it has in
//!   English. A `--title` or `--marker` with a character none of sudotrace's words use
//!   has no glyph here, and shows in the reader's own fonts.
//! - **First in every font list of the page** ([`css`]), its characters only: the page's
//!   Chinese looks the same on every machine, as the pictures' does, and the rest of
//!   its text is set in the fonts after it, as in English. (Named after the reader's
//!   installed fonts, Chromium 156 never set in it the text laid out before it had
//!   loaded: without Chinese fonts the page's title and a few labels kept their boxes.)
//!   The reader's own Chinese fonts follow it, for a character it lacks.
//!
//! The subset keeps the font's glyph outlines (CFF, CID-keyed, without subroutines),
//! metrics, names and licence untouched: the glyphs are renumbered, and `cmap`, `hmtx`,
//! `maxp`, `hhea` and the CFF's charset, FDSelect and CharStrings rebuilt for them;
//! tables that map glyphs for vertical or shaped text (`GSUB`, `GPOS`, `VORG`, `vhea`,
//! `vmtx`) are left out.

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write as _;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use flate2::Compression;
use flate2::write::ZlibEncoder;

use sudotrace_style::font::CJK_REGULAR;

/// The embedded face's family: the name of the built-in subset, which says it is not
/// the original font.
pub(crate) const FAMILY: &str = "Noto Sans SC Subset sudotrace";

/// The Chinese fonts a reader may have, in the order the page's Chinese font list
/// names them (player.css).
const READERS_FONTS: &str = r#""PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Source Han Sans SC","WenQuanYi Micro Hei""#;

/// Each font list of player.css that Chinese text is set in, by its selectors, as it
/// stands in a Chinese page: the embedded face, the list, the reader's own Chinese
/// fonts, and the generic family last.
const FONT_LISTS: [(&str, &str, &str); 3] = [
    ("body", "system-ui,-apple-system", "sans-serif"),
    (
        ".caption,.code,.stack,.stack-popped,.play-own input,.editor-area",
        r#"ui-monospace,"DejaVu Sans Mono",Menlo,Consolas"#,
        "monospace",
    ),
    ("kbd", "ui-monospace", "monospace"),
];

/// Why a font cannot be cut down: it is not laid out as this module reads fonts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the font cannot be cut down: {0}")]
pub(crate) struct Unreadable(&'static str);

type Read<T> = Result<T, Unreadable>;

/// The CSS a page in Chinese adds to its style sheet for its text `text`: the
/// `@font-face` of the embedded face, cut to the full-width characters of `text`, and
/// the page's font lists with it; `None` when `text` has none of its characters.
pub(crate) fn css(text: &str) -> Option<String> {
    let font = page_font(text)?;
    let lists: String = FONT_LISTS
        .iter()
        .map(|(selectors, own, generic)| {
            let selectors: Vec<String> = selectors
                .split(',')
                .map(|selector| format!(":lang(zh-CN) {selector}"))
                .collect();
            format!(
                "{}{{font-family:\"{FAMILY}\",{own},{READERS_FONTS},{generic}}}\n",
                selectors.join(",")
            )
        })
        .collect();
    Some(format!(
        "@font-face{{font-family:\"{FAMILY}\";src:url(data:font/woff;base64,{})format(\"woff\")}}\n{lists}",
        BASE64.encode(font)
    ))
}

/// The embedded face cut to the full-width characters of `text`, as a WOFF file; `None`
/// when it has none of them.
pub(crate) fn page_font(text: &str) -> Option<Vec<u8>> {
    let wide: BTreeSet<char> = text.chars().filter(|&ch| is_wide(ch)).collect();
    let sfnt = subset(CJK_REGULAR, &wide).expect("the built-in Chinese font can be cut down")?;
    Some(woff(&sfnt))
}

/// Whether `ch` takes two columns of monospaced text: a Chinese character or a
/// full-width punctuation mark.
fn is_wide(ch: char) -> bool {
    unicode_width::UnicodeWidthChar::width(ch) == Some(2)
}

/// An OpenType font (`font`, with CFF outlines) cut down to the glyphs of the characters
/// `chars` it has, and `.notdef`; `None` when it has none of them.
pub(crate) fn subset(font: &[u8], chars: &BTreeSet<char>) -> Read<Option<Vec<u8>>> {
    let tables = table_directory(font)?;
    let table = |tag: &[u8; 4]| {
        tables
            .get(tag)
            .copied()
            .ok_or(Unreadable("a table is missing"))
    };
    let cmap = table(b"cmap")?;
    let mut mapped: Vec<(char, u16)> = Vec::new();
    for &ch in chars {
        if let Some(glyph) = glyph_of(cmap, ch)?.filter(|&glyph| glyph != 0) {
            mapped.push((ch, glyph));
        }
    }
    if mapped.is_empty() {
        return Ok(None);
    }
    // The kept glyphs in their old order, .notdef first.
    let mut kept: Vec<u16> = mapped.iter().map(|&(_, glyph)| glyph).collect();
    kept.push(0);
    kept.sort_unstable();
    kept.dedup();
    let new_id = |old: u16| kept.binary_search(&old).expect("a kept glyph") as u16;
    let count = u16::try_from(kept.len()).map_err(|_| Unreadable("too many glyphs"))?;

    let (hhea, maxp) = (table(b"hhea")?, table(b"maxp")?);
    let (hmtx, metrics) = horizontal_metrics(table(b"hmtx")?, hhea, &kept)?;
    let mut out: BTreeMap<[u8; 4], Vec<u8>> = BTreeMap::new();
    out.insert(*b"CFF ", cff::subset(table(b"CFF ")?, &kept)?);
    let charmap: Vec<(u16, u16)> = mapped
        .iter()
        .map(|&(ch, glyph)| (ch as u32, new_id(glyph)))
        .map(|(code, glyph)| u16::try_from(code).map(|code| (code, glyph)))
        .collect::<Result<_, _>>()
        .map_err(|_| Unreadable("a character beyond the Basic Multilingual Plane"))?;
    out.insert(*b"cmap", cmap_table(&charmap));
    out.insert(*b"hmtx", hmtx);
    let mut hhea = hhea.to_vec();
    put_u16(&mut hhea, 34, metrics)?;
    out.insert(*b"hhea", hhea);
    let mut maxp = maxp.to_vec();
    put_u16(&mut maxp, 4, count)?;
    out.insert(*b"maxp", maxp);
    let mut head = table(b"head")?.to_vec();
    put_u32(&mut head, 8, 0)?;
    out.insert(*b"head", head);
    // Version 3 of `post` names no glyph.
    let mut post = table(b"post")?
        .get(..32)
        .ok_or(Unreadable("post is short"))?
        .to_vec();
    put_u32(&mut post, 0, 0x0003_0000)?;
    out.insert(*b"post", post);
    for tag in [b"OS/2", b"name"] {
        out.insert(*tag, table(tag)?.to_vec());
    }
    Ok(Some(sfnt(&font[..4], &out)))
}

/// The tables of an OpenType font, by tag.
fn table_directory(font: &[u8]) -> Read<BTreeMap<[u8; 4], &[u8]>> {
    let count = usize::from(u16_at(font, 4)?);
    let mut tables = BTreeMap::new();
    for i in 0..count {
        let record = 12 + 16 * i;
        let tag: [u8; 4] = slice(font, record, 4)?.try_into().expect("four bytes");
        let offset = u32_at(font, record + 8)? as usize;
        let length = u32_at(font, record + 12)? as usize;
        tables.insert(tag, slice(font, offset, length)?);
    }
    Ok(tables)
}

/// The glyph of `ch` in a `cmap` table, from its Unicode subtable of format 4.
fn glyph_of(cmap: &[u8], ch: char) -> Read<Option<u16>> {
    let Ok(code) = u16::try_from(ch as u32) else {
        return Ok(None);
    };
    let subtables = usize::from(u16_at(cmap, 2)?);
    let mut table = None;
    for i in 0..subtables {
        let (platform, encoding) = (u16_at(cmap, 4 + 8 * i)?, u16_at(cmap, 6 + 8 * i)?);
        let offset = u32_at(cmap, 8 + 8 * i)? as usize;
        if matches!((platform, encoding), (3, 1) | (0, 3)) && u16_at(cmap, offset)? == 4 {
            table = Some(offset);
            break;
        }
    }
    let table = table.ok_or(Unreadable("cmap has no Unicode subtable of format 4"))?;
    let segments = usize::from(u16_at(cmap, table + 6)? / 2);
    let ends = table + 14;
    let starts = ends + 2 * segments + 2;
    let deltas = starts + 2 * segments;
    let ranges = deltas + 2 * segments;
    for i in 0..segments {
        if u16_at(cmap, ends + 2 * i)? < code {
            continue;
        }
        let start = u16_at(cmap, starts + 2 * i)?;
        if start > code {
            return Ok(None);
        }
        let delta = u16_at(cmap, deltas + 2 * i)?;
        let range = usize::from(u16_at(cmap, ranges + 2 * i)?);
        if range == 0 {
            return Ok(Some(code.wrapping_add(delta)));
        }
        let at = ranges + 2 * i + range + 2 * usize::from(code - start);
        let glyph = u16_at(cmap, at)?;
        return Ok((glyph != 0).then(|| glyph.wrapping_add(delta)));
    }
    Ok(None)
}

/// The `hmtx` of the glyphs `kept` (old numbers, in their new order), with the number
/// of its full records for `hhea`: the glyphs at the end of the same advance share the
/// last one's.
fn horizontal_metrics(hmtx: &[u8], hhea: &[u8], kept: &[u16]) -> Read<(Vec<u8>, u16)> {
    let full = usize::from(u16_at(hhea, 34)?);
    if full == 0 {
        return Err(Unreadable("hhea has no metrics"));
    }
    let metric = |glyph: u16| -> Read<(u16, u16)> {
        let glyph = usize::from(glyph);
        let advance = u16_at(hmtx, 4 * glyph.min(full - 1))?;
        let bearing = match glyph < full {
            true => u16_at(hmtx, 4 * glyph + 2)?,
            false => u16_at(hmtx, 4 * full + 2 * (glyph - full))?,
        };
        Ok((advance, bearing))
    };
    let metrics: Vec<(u16, u16)> = kept
        .iter()
        .map(|&glyph| metric(glyph))
        .collect::<Read<_>>()?;
    let mut records = metrics.len();
    while records > 1 && metrics[records - 1].0 == metrics[records - 2].0 {
        records -= 1;
    }
    let mut out = Vec::with_capacity(4 * records + 2 * (metrics.len() - records));
    for (i, &(advance, bearing)) in metrics.iter().enumerate() {
        if i < records {
            out.extend_from_slice(&advance.to_be_bytes());
        }
        out.extend_from_slice(&bearing.to_be_bytes());
    }
    Ok((out, records as u16))
}

/// A `cmap` table of one Unicode subtable of format 4 (platform 3, encoding 1) mapping
/// each character of `charmap` (in order) to its glyph.
fn cmap_table(charmap: &[(u16, u16)]) -> Vec<u8> {
    // Runs of characters one after the other whose glyphs follow one another too: one
    // segment each, its glyphs the characters moved by one delta.
    let mut segments: Vec<(u16, u16, u16)> = Vec::new();
    for &(code, glyph) in charmap {
        match segments.last_mut() {
            Some((start, end, first)) if *end + 1 == code && *first + (code - *start) == glyph => {
                *end = code;
            }
            _ => segments.push((code, code, glyph)),
        }
    }
    segments.push((0xFFFF, 0xFFFF, 1));
    let count = segments.len() as u16;
    let power = 1u16 << (15 - count.leading_zeros());
    let mut sub = Vec::new();
    let length = 16 + 8 * segments.len();
    for value in [
        4,
        length as u16,
        0,
        2 * count,
        2 * power,
        power.trailing_zeros() as u16,
        2 * count - 2 * power,
    ] {
        sub.extend_from_slice(&value.to_be_bytes());
    }
    for &(_, end, _) in &segments {
        sub.extend_from_slice(&end.to_be_bytes());
    }
    sub.extend_from_slice(&[0, 0]);
    for &(start, _, _) in &segments {
        sub.extend_from_slice(&start.to_be_bytes());
    }
    for &(start, _, first) in &segments {
        sub.extend_from_slice(&first.wrapping_sub(start).to_be_bytes());
    }
    for _ in &segments {
        sub.extend_from_slice(&[0, 0]);
    }
    let mut table = vec![0, 0, 0, 1, 0, 3, 0, 1, 0, 0, 0, 12];
    table.extend_from_slice(&sub);
    table
}

/// An OpenType font of the tables `tables` (by tag, the order of its directory), with
/// outlines of the kind `version` names: each table on four bytes, their checksums, and
/// the whole font's in `head`.
fn sfnt(version: &[u8], tables: &BTreeMap<[u8; 4], Vec<u8>>) -> Vec<u8> {
    let count = tables.len() as u16;
    let power = 1u16 << (15 - count.leading_zeros());
    let mut font = version.to_vec();
    for value in [
        count,
        16 * power,
        power.trailing_zeros() as u16,
        16 * count - 16 * power,
    ] {
        font.extend_from_slice(&value.to_be_bytes());
    }
    let mut offset = 12 + 16 * tables.len();
    let mut head_at = None;
    for (tag, data) in tables {
        font.extend_from_slice(tag);
        font.extend_from_slice(&checksum(data).to_be_bytes());
        font.extend_from_slice(&(offset as u32).to_be_bytes());
        font.extend_from_slice(&(data.len() as u32).to_be_bytes());
        if tag == b"head" {
            head_at = Some(offset);
        }
        offset += data.len().next_multiple_of(4);
    }
    for data in tables.values() {
        font.extend_from_slice(data);
        font.resize(font.len().next_multiple_of(4), 0);
    }
    if let Some(head) = head_at {
        let adjustment = 0xB1B0_AFBA_u32.wrapping_sub(checksum(&font));
        font[head + 8..head + 12].copy_from_slice(&adjustment.to_be_bytes());
    }
    font
}

/// The OpenType checksum of `data`: its big-endian 32-bit words summed, the last padded
/// with zeros.
fn checksum(data: &[u8]) -> u32 {
    data.chunks(4).fold(0u32, |sum, word| {
        let mut bytes = [0; 4];
        bytes[..word.len()].copy_from_slice(word);
        sum.wrapping_add(u32::from_be_bytes(bytes))
    })
}

/// The OpenType font `sfnt` as a WOFF 1.0 file: each table compressed with zlib where
/// that makes it smaller, on four bytes.
pub(crate) fn woff(sfnt: &[u8]) -> Vec<u8> {
    let count = usize::from(u16::from_be_bytes([sfnt[4], sfnt[5]]));
    let header = 44;
    let mut directory = Vec::with_capacity(20 * count);
    let mut data = Vec::new();
    for i in 0..count {
        let record = &sfnt[12 + 16 * i..28 + 16 * i];
        let offset = u32::from_be_bytes(record[8..12].try_into().expect("four bytes")) as usize;
        let length = u32::from_be_bytes(record[12..16].try_into().expect("four bytes")) as usize;
        let table = &sfnt[offset..offset + length];
        let mut zlib = ZlibEncoder::new(Vec::new(), Compression::best());
        zlib.write_all(table).expect("writing to memory");
        let zlib = zlib.finish().expect("writing to memory");
        let stored = if zlib.len() < table.len() {
            &zlib[..]
        } else {
            table
        };
        let at = header + 20 * count + data.len();
        directory.extend_from_slice(&record[..4]);
        directory.extend_from_slice(&(at as u32).to_be_bytes());
        directory.extend_from_slice(&(stored.len() as u32).to_be_bytes());
        directory.extend_from_slice(&(length as u32).to_be_bytes());
        directory.extend_from_slice(&record[4..8]);
        data.extend_from_slice(stored);
        data.resize(data.len().next_multiple_of(4), 0);
    }
    let total = header + directory.len() + data.len();
    let mut woff = Vec::with_capacity(total);
    woff.extend_from_slice(b"wOFF");
    woff.extend_from_slice(&sfnt[..4]);
    woff.extend_from_slice(&(total as u32).to_be_bytes());
    woff.extend_from_slice(&(count as u16).to_be_bytes());
    woff.extend_from_slice(&[0, 0]);
    woff.extend_from_slice(&(sfnt.len() as u32).to_be_bytes());
    // Version 1.0 of the font; no metadata, no private data.
    woff.extend_from_slice(&[0, 1, 0, 0]);
    woff.extend_from_slice(&[0; 20]);
    woff.extend_from_slice(&directory);
    woff.extend_from_slice(&data);
    woff
}

fn slice(data: &[u8], at: usize, length: usize) -> Read<&[u8]> {
    data.get(at..at.saturating_add(length))
        .ok_or(Unreadable("an offset past the end"))
}

fn u16_at(data: &[u8], at: usize) -> Read<u16> {
    Ok(u16::from_be_bytes(
        slice(data, at, 2)?.try_into().expect("two bytes"),
    ))
}

fn u32_at(data: &[u8], at: usize) -> Read<u32> {
    Ok(u32::from_be_bytes(
        slice(data, at, 4)?.try_into().expect("four bytes"),
    ))
}

fn put_u16(data: &mut [u8], at: usize, value: u16) -> Read<()> {
    data.get_mut(at..at + 2)
        .ok_or(Unreadable("a table is short"))?
        .copy_from_slice(&value.to_be_bytes());
    Ok(())
}

fn put_u32(data: &mut [u8], at: usize, value: u32) -> Read<()> {
    data.get_mut(at..at + 4)
        .ok_or(Unreadable("a table is short"))?
        .copy_from_slice(&value.to_be_bytes());
    Ok(())
}

/// The Compact Font Format table, cut down to some of its glyphs.
mod cff {
    use super::{Read, Unreadable, slice, u16_at};

    /// Operators of the top and font dictionaries whose operands are offsets, rewritten.
    const CHARSET: u16 = 15;
    const CHAR_STRINGS: u16 = 17;
    const PRIVATE: u16 = 18;
    const SUBRS: u16 = 19;
    const ROS: u16 = 0x0C00 | 30;
    const FD_ARRAY: u16 = 0x0C00 | 36;
    const FD_SELECT: u16 = 0x0C00 | 37;

    /// One entry of a DICT: its operands as written, and its operator (an escaped one
    /// as `0x0C00 | b1`).
    #[derive(Clone, Debug)]
    struct Entry<'a> {
        operands: Operands<'a>,
        operator: u16,
    }

    #[derive(Clone, Debug)]
    enum Operands<'a> {
        /// As the font wrote them.
        Kept(&'a [u8]),
        /// Offsets or sizes, each written in five bytes so that its length does not
        /// depend on its value.
        Rewritten(Vec<i32>),
    }

    /// The CID-keyed CFF table `cff` with only the glyphs `kept` (old numbers, in their
    /// new order, `.notdef` first).
    pub(super) fn subset(cff: &[u8], kept: &[u16]) -> Read<Vec<u8>> {
        let header_size = usize::from(*cff.get(2).ok_or(Unreadable("CFF is empty"))?);
        let (_, names_end) = index(cff, header_size)?;
        let (tops, tops_end) = index(cff, names_end)?;
        let (_, strings_end) = index(cff, tops_end)?;
        let (_, globals_end) = index(cff, strings_end)?;
        let top = dict(tops.first().ok_or(Unreadable("no top DICT"))?)?;
        if !top.iter().any(|entry| entry.operator == ROS) {
            return Err(Unreadable("the CFF is not CID-keyed"));
        }
        let offset = |operator: u16| -> Read<usize> {
            let entry = top
                .iter()
                .find(|entry| entry.operator == operator)
                .ok_or(Unreadable("the top DICT lacks an offset"))?;
            let last = *integers(&entry.operands)?
                .last()
                .ok_or(Unreadable("an operator without operands"))?;
            usize::try_from(last).map_err(|_| Unreadable("a negative offset"))
        };
        let (glyphs, _) = index(cff, offset(CHAR_STRINGS)?)?;
        let cids = charset(cff, offset(CHARSET)?, glyphs.len())?;
        let fds = fd_select(cff, offset(FD_SELECT)?, glyphs.len())?;
        let (font_dicts, _) = index(cff, offset(FD_ARRAY)?)?;

        let pick = |glyph: u16| -> Read<usize> {
            let glyph = usize::from(glyph);
            (glyph < glyphs.len())
                .then_some(glyph)
                .ok_or(Unreadable("a glyph past the CharStrings"))
        };
        let mut new_charset = vec![0u8];
        for &glyph in &kept[1..] {
            new_charset.extend_from_slice(&cids[pick(glyph)?].to_be_bytes());
        }
        let mut new_fd_select = vec![0u8];
        for &glyph in kept {
            new_fd_select.push(fds[pick(glyph)?]);
        }
        let char_strings = write_index(
            &kept
                .iter()
                .map(|&glyph| pick(glyph).map(|glyph| glyphs[glyph]))
                .collect::<Read<Vec<&[u8]>>>()?,
        );

        // Each font DICT's private DICT (and its subroutines, after it).
        let mut privates = Vec::new();
        let mut font_entries = Vec::new();
        for font_dict in &font_dicts {
            let entries = dict(font_dict)?;
            let private = entries
                .iter()
                .find(|entry| entry.operator == PRIVATE)
                .ok_or(Unreadable("a font DICT without a private DICT"))?;
            let [size, at] = integers(&private.operands)?[..] else {
                return Err(Unreadable("a private DICT's operands"));
            };
            let (size, at) = (size as usize, at as usize);
            let mut private_entries = dict(slice(cff, at, size)?)?;
            let mut subrs: &[u8] = &[];
            if let Some(entry) = private_entries.iter_mut().find(|e| e.operator == SUBRS) {
                let from = at + *integers(&entry.operands)?.first().unwrap_or(&0) as usize;
                let (_, end) = index(cff, from)?;
                subrs = &cff[from..end];
                entry.operands = Operands::Rewritten(vec![0]);
            }
            let length = write_dict(&private_entries).len() as i32;
            for entry in private_entries.iter_mut() {
                if entry.operator == SUBRS {
                    entry.operands = Operands::Rewritten(vec![length]);
                }
            }
            let mut bytes = write_dict(&private_entries);
            let private_size = bytes.len();
            bytes.extend_from_slice(subrs);
            privates.push((private_size, bytes));
            font_entries.push(entries);
        }

        // Where everything goes: offsets take five bytes whatever they are, so that the
        // DICTs can be measured before they are filled in.
        let top_with = |charset: i32, select: i32, strings: i32, array: i32| {
            write_dict(&rewritten(
                top.clone(),
                &[
                    (CHARSET, vec![charset]),
                    (FD_SELECT, vec![select]),
                    (CHAR_STRINGS, vec![strings]),
                    (FD_ARRAY, vec![array]),
                ],
            ))
        };
        let top_length = write_index(&[&top_with(0, 0, 0, 0)[..]]).len();
        let charset_at = globals_end - tops_end + names_end + top_length;
        let fd_select_at = charset_at + new_charset.len();
        let char_strings_at = fd_select_at + new_fd_select.len();
        let fd_array_at = char_strings_at + char_strings.len();
        let font_dicts_with = |first_private: usize| {
            let mut at = first_private;
            let dicts: Vec<Vec<u8>> = font_entries
                .iter()
                .zip(&privates)
                .map(|(entries, (size, bytes))| {
                    let dict = write_dict(&rewritten(
                        entries.clone(),
                        &[(PRIVATE, vec![*size as i32, at as i32])],
                    ));
                    at += bytes.len();
                    dict
                })
                .collect();
            write_index(&dicts.iter().map(Vec::as_slice).collect::<Vec<_>>())
        };
        let privates_at = fd_array_at + font_dicts_with(0).len();
        let fd_array = font_dicts_with(privates_at);

        let mut out = cff[..names_end].to_vec();
        out.extend_from_slice(&write_index(&[&top_with(
            charset_at as i32,
            fd_select_at as i32,
            char_strings_at as i32,
            fd_array_at as i32,
        )[..]]));
        out.extend_from_slice(&cff[tops_end..globals_end]);
        debug_assert_eq!(out.len(), charset_at);
        out.extend_from_slice(&new_charset);
        out.extend_from_slice(&new_fd_select);
        out.extend_from_slice(&char_strings);
        debug_assert_eq!(out.len(), fd_array_at);
        out.extend_from_slice(&fd_array);
        debug_assert_eq!(out.len(), privates_at);
        for (_, bytes) in &privates {
            out.extend_from_slice(bytes);
        }
        Ok(out)
    }

    /// `entries` with the operands of the operators of `values` rewritten.
    fn rewritten<'a>(mut entries: Vec<Entry<'a>>, values: &[(u16, Vec<i32>)]) -> Vec<Entry<'a>> {
        for entry in entries.iter_mut() {
            if let Some((_, value)) = values.iter().find(|(op, _)| *op == entry.operator) {
                entry.operands = Operands::Rewritten(value.clone());
            }
        }
        entries
    }

    /// The items of the INDEX at `at`, and where it ends.
    fn index(cff: &[u8], at: usize) -> Read<(Vec<&[u8]>, usize)> {
        let count = usize::from(u16_at(cff, at)?);
        if count == 0 {
            return Ok((Vec::new(), at + 2));
        }
        let size = usize::from(*cff.get(at + 2).ok_or(Unreadable("an INDEX is cut"))?);
        if !(1..=4).contains(&size) {
            return Err(Unreadable("an INDEX's offset size"));
        }
        let offsets = at + 3;
        let offset = |i: usize| -> Read<usize> {
            Ok(slice(cff, offsets + i * size, size)?
                .iter()
                .fold(0usize, |n, &b| n << 8 | usize::from(b)))
        };
        let data = offsets + (count + 1) * size - 1;
        let mut items = Vec::with_capacity(count);
        for i in 0..count {
            let (start, end) = (offset(i)?, offset(i + 1)?);
            if end < start {
                return Err(Unreadable("an INDEX's offsets go back"));
            }
            items.push(slice(cff, data + start, end - start)?);
        }
        Ok((items, data + offset(count)?))
    }

    /// An INDEX of `items`, its offsets as short as they can be.
    fn write_index(items: &[&[u8]]) -> Vec<u8> {
        let mut out = (items.len() as u16).to_be_bytes().to_vec();
        if items.is_empty() {
            return out;
        }
        let total: usize = items.iter().map(|item| item.len()).sum::<usize>() + 1;
        let size = (1..4).find(|&size| total < 1 << (8 * size)).unwrap_or(4);
        out.push(size as u8);
        let mut offset = 1usize;
        for item in items.iter().map(|item| item.len()).chain([0]) {
            out.extend_from_slice(&offset.to_be_bytes()[size_of::<usize>() - size..]);
            offset += item;
        }
        for item in items {
            out.extend_from_slice(item);
        }
        out
    }

    /// The entries of a DICT.
    fn dict(data: &[u8]) -> Read<Vec<Entry<'_>>> {
        let mut entries = Vec::new();
        let (mut start, mut at) = (0, 0);
        while at < data.len() {
            let b0 = data[at];
            let length = match b0 {
                0..=21 => {
                    let (operator, length) = match b0 {
                        12 => (
                            0x0C00
                                | u16::from(*data.get(at + 1).ok_or(Unreadable("a DICT is cut"))?),
                            2,
                        ),
                        _ => (u16::from(b0), 1),
                    };
                    entries.push(Entry {
                        operands: Operands::Kept(&data[start..at]),
                        operator,
                    });
                    start = at + length;
                    length
                }
                28 => 3,
                29 => 5,
                30 => {
                    // A real number: nibbles up to one of 0xF.
                    let end = data[at + 1..]
                        .iter()
                        .position(|&b| b >> 4 == 0xF || b & 0xF == 0xF)
                        .ok_or(Unreadable("a DICT's real number is cut"))?;
                    end + 2
                }
                32..=246 => 1,
                247..=254 => 2,
                _ => return Err(Unreadable("a DICT's reserved byte")),
            };
            at += length;
        }
        if start != data.len() || at != data.len() {
            return Err(Unreadable("a DICT ends in operands"));
        }
        Ok(entries)
    }

    /// A DICT of `entries`.
    fn write_dict(entries: &[Entry<'_>]) -> Vec<u8> {
        let mut out = Vec::new();
        for entry in entries {
            match &entry.operands {
                Operands::Kept(bytes) => out.extend_from_slice(bytes),
                Operands::Rewritten(values) => {
                    for value in values {
                        out.push(29);
                        out.extend_from_slice(&value.to_be_bytes());
                    }
                }
            }
            match entry.operator {
                op if op >= 0x0C00 => out.extend_from_slice(&[12, (op & 0xFF) as u8]),
                op => out.push(op as u8),
            }
        }
        out
    }

    /// The integers among the operands of an entry (offsets and sizes are integers).
    fn integers(operands: &Operands<'_>) -> Read<Vec<i32>> {
        let bytes = match operands {
            Operands::Kept(bytes) => *bytes,
            Operands::Rewritten(values) => return Ok(values.clone()),
        };
        let mut values = Vec::new();
        let mut at = 0;
        while at < bytes.len() {
            let b = |i: usize| i32::from(bytes[at + i]);
            let (value, length) = match bytes[at] {
                28 => (
                    i32::from(i16::from_be_bytes([bytes[at + 1], bytes[at + 2]])),
                    3,
                ),
                29 => (
                    i32::from_be_bytes(bytes[at + 1..at + 5].try_into().expect("four bytes")),
                    5,
                ),
                32..=246 => (b(0) - 139, 1),
                247..=250 => ((b(0) - 247) * 256 + b(1) + 108, 2),
                251..=254 => (-(b(0) - 251) * 256 - b(1) - 108, 2),
                _ => return Err(Unreadable("an offset that is not an integer")),
            };
            values.push(value);
            at += length;
        }
        Ok(values)
    }

    /// Each glyph's CID, from the charset at `at` of a font of `glyphs` glyphs.
    fn charset(cff: &[u8], at: usize, glyphs: usize) -> Read<Vec<u16>> {
        let mut cids = vec![0u16];
        let format = *cff.get(at).ok_or(Unreadable("the charset is cut"))?;
        let mut pos = at + 1;
        while cids.len() < glyphs {
            match format {
                0 => {
                    cids.push(u16_at(cff, pos)?);
                    pos += 2;
                }
                1 | 2 => {
                    let first = u16_at(cff, pos)?;
                    let left = match format {
                        1 => u16::from(*cff.get(pos + 2).ok_or(Unreadable("the charset is cut"))?),
                        _ => u16_at(cff, pos + 2)?,
                    };
                    pos += if format == 1 { 3 } else { 4 };
                    for k in 0..=left {
                        cids.push(first.wrapping_add(k));
                    }
                }
                _ => return Err(Unreadable("a charset of an unknown format")),
            }
        }
        cids.truncate(glyphs);
        Ok(cids)
    }

    /// Each glyph's font DICT, from the FDSelect at `at` of a font of `glyphs` glyphs.
    fn fd_select(cff: &[u8], at: usize, glyphs: usize) -> Read<Vec<u8>> {
        match *cff.get(at).ok_or(Unreadable("the FDSelect is cut"))? {
            0 => Ok(slice(cff, at + 1, glyphs)?.to_vec()),
            3 => {
                let ranges = usize::from(u16_at(cff, at + 1)?);
                let mut fds = Vec::with_capacity(glyphs);
                for i in 0..ranges {
                    let record = at + 3 + 3 * i;
                    let (first, fd) = (
                        u16_at(cff, record)?,
                        *slice(cff, record + 2, 1)?.first().expect("a byte"),
                    );
                    let next = u16_at(cff, record + 3)?;
                    if usize::from(first) != fds.len() || next < first {
                        return Err(Unreadable("an FDSelect's ranges"));
                    }
                    fds.resize(usize::from(next), fd);
                }
                if fds.len() != glyphs {
                    return Err(Unreadable("an FDSelect's ranges"));
                }
                Ok(fds)
            }
            _ => Err(Unreadable("an FDSelect of an unknown format")),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use fontdue::{Font, FontSettings};

    fn chars(text: &str) -> BTreeSet<char> {
        text.chars().collect()
    }

    #[test]
    fn each_glyph_of_the_subset_draws_as_the_built_in_font_draws_it() {
        let text = "回溯，调用栈（伪代码）：尝试后填入；还剩待试。与冲突列行宫";
        for font in [
            sudotrace_style::font::CJK_REGULAR,
            sudotrace_style::font::CJK_BOLD,
        ] {
            let cut = subset(font, &chars(text)).unwrap().unwrap();
            let whole = Font::from_bytes(font, FontSettings::default()).unwrap();
            let part = Font::from_bytes(&cut[..], FontSettings::default()).unwrap();
            assert_eq!(part.glyph_count(), chars(text).len() as u16 + 1);
            for ch in text.chars() {
                assert_ne!(part.lookup_glyph_index(ch), 0, "{ch}");
                for px in [11.0, 24.0] {
                    // The same pixels, in the same place, with the same advance (the
                    // vertical metrics are left out).
                    let ((was, pixels), (is, cut_pixels)) =
                        (whole.rasterize(ch, px), part.rasterize(ch, px));
                    assert_eq!(pixels, cut_pixels, "{ch}");
                    assert_eq!(
                        (was.xmin, was.ymin, was.width, was.height, was.advance_width),
                        (is.xmin, is.ymin, is.width, is.height, is.advance_width),
                        "{ch}"
                    );
                }
            }
            for missing in ['A', '1', '字'] {
                assert_eq!(part.lookup_glyph_index(missing), 0, "{missing}");
            }
            assert!(cut.len() < font.len() / 8, "{} bytes", cut.len());
        }
    }

    #[test]
    fn the_font_is_well_formed() {
        let font = subset(CJK_REGULAR, &chars("回溯，")).unwrap().unwrap();
        let tables = table_directory(&font).unwrap();
        let names: Vec<&[u8]> = tables.keys().map(|tag| &tag[..]).collect();
        assert_eq!(
            names,
            [
                &b"CFF "[..],
                b"OS/2",
                b"cmap",
                b"head",
                b"hhea",
                b"hmtx",
                b"maxp",
                b"name",
                b"post"
            ]
        );
        assert_eq!(checksum(&font), 0xB1B0_AFBA, "the whole font's checksum");
        for i in 0..tables.len() {
            let record = 12 + 16 * i;
            let offset = u32_at(&font, record + 8).unwrap() as usize;
            let length = u32_at(&font, record + 12).unwrap() as usize;
            assert_eq!(offset % 4, 0);
            if &font[record..record + 4] != b"head" {
                let data = &font[offset..offset + length];
                assert_eq!(u32_at(&font, record + 4).unwrap(), checksum(data));
            }
        }
        assert_eq!(u16_at(tables[b"maxp"], 4).unwrap(), 4);
        let cmap = tables[b"cmap"];
        let mut glyphs: Vec<u16> = "，回溯"
            .chars()
            .map(|ch| glyph_of(cmap, ch).unwrap().unwrap())
            .collect();
        glyphs.sort_unstable();
        assert_eq!(glyphs, [1, 2, 3], "the three glyphs after .notdef");
        assert_eq!(glyph_of(cmap, 'X').unwrap(), None);
    }

    #[test]
    fn a_woff_holds_the_font_and_the_same_text_gives_the_same_bytes() {
        let text = "回溯 backtrack，深度";
        let font = page_font(text).unwrap();
        assert_eq!(&font[..8], b"wOFFOTTO");
        assert_eq!(u32_at(&font, 8).unwrap() as usize, font.len());
        assert_eq!(font.len() % 4, 0);
        assert_eq!(page_font(text).unwrap(), font);
        // Unpacked, each table is the font's own.
        let sfnt = subset(CJK_REGULAR, &chars("回溯，深度")).unwrap().unwrap();
        let tables = table_directory(&sfnt).unwrap();
        let count = usize::from(u16_at(&font, 12).unwrap());
        assert_eq!(count, tables.len());
        for i in 0..count {
            let record = 44 + 20 * i;
            let tag: [u8; 4] = font[record..record + 4].try_into().unwrap();
            let offset = u32_at(&font, record + 4).unwrap() as usize;
            let stored = u32_at(&font, record + 8).unwrap() as usize;
            let length = u32_at(&font, record + 12).unwrap() as usize;
            let data = &font[offset..offset + stored];
            let data = match stored < length {
                true => {
                    let mut out = Vec::new();
                    std::io::Read::read_to_end(&mut flate2::read::ZlibDecoder::new(data), &mut out)
                        .unwrap();
                    out
                }
                false => data.to_vec(),
            };
            assert_eq!(data, tables[&tag], "{}", String::from_utf8_lossy(&tag));
        }
        assert_eq!(page_font("backtrack, depth: no Chinese"), None);
    }

    #[test]
    fn the_css_names_the_embedded_face_first_in_each_font_list() {
        let sheet = css("回溯").unwrap();
        assert!(sheet.starts_with("@font-face{font-family:\"Noto Sans SC Subset sudotrace\";src:url(data:font/woff;base64,d09GRk9UVE8"));
        assert_eq!(sheet.matches("url(").count(), 1);
        assert!(sheet.contains(
            r#":lang(zh-CN) body{font-family:"Noto Sans SC Subset sudotrace",system-ui,-apple-system,"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Source Han Sans SC","WenQuanYi Micro Hei",sans-serif}"#
        ));
        assert_eq!(css("no Chinese here"), None);
    }

    /// Every rule of player.css that names fonts is one of the font lists a Chinese page
    /// adds the embedded face to.
    #[test]
    fn every_font_list_of_the_player_takes_the_embedded_face() {
        let covered: Vec<&str> = FONT_LISTS
            .iter()
            .flat_map(|(selectors, _, _)| selectors.split(','))
            .collect();
        let mut css = include_str!("player.css").to_string();
        while let Some(open) = css.find("/*") {
            let close = open + css[open..].find("*/").unwrap() + 2;
            css.replace_range(open..close, "");
        }
        for rule in css.split('}') {
            let Some((selectors, body)) = rule.split_once('{') else {
                continue;
            };
            let names_fonts = body.split(';').any(|declaration| {
                let declaration = declaration.trim();
                declaration.starts_with("font-family:")
                    || declaration.starts_with("font:") && declaration.contains(',')
            });
            if !names_fonts {
                continue;
            }
            for selector in selectors.split(',') {
                let selector = selector.trim().trim_start_matches(":lang(zh-CN) ");
                assert!(
                    covered.contains(&selector),
                    "player.css sets {selector} in its own fonts: add it to FONT_LISTS"
                );
            }
        }
    }
}
