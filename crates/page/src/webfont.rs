//! The Chinese font a page in Chinese carries, so that it reads right on a machine with
//! no Chinese font installed (where every Chinese word would be an empty box): the
//! regular Noto Sans CJK SC subset the pictures draw with
//! ([`CJK_REGULAR`](sudotrace_style::font::CJK_REGULAR), made by scripts/cjk-font.sh),
//! cut down again here, in pure Rust, to the full-width characters of the page's own
//! text, and embedded as a WOFF 1.0 file in a `data:` URL of an `@font-face`. Nothing
//! is fetched, and the same page text gives the same bytes.
//!
//! What was chosen, and why (the sizes behind each choice: docs/PERFORMANCE.md, "A
//! Chinese page's font"; the budget is 60 KB more than the page without a font):
//!
//! - **Cut to the page's characters**: the whole built-in subset (every catalog's
//!   Chinese) is over the budget alone; a page needs about half of it.
//! - **Regular only**: the page's bold words are drawn by the browser in a bold it makes
//!   from the regular, as it does for any font without a bold face.
//! - **WOFF 1.0, zlib through flate2**, which the workspace already uses for gzipped
//!   traces; its deflate (miniz_oxide) does integer arithmetic only, so the bytes are the
//!   same on every machine. WOFF2 would be a little smaller at the cost of a brotli
//!   encoder whose default build takes logarithms from the platform's maths library.
//! - **Full-width characters only** (Chinese characters and punctuation, which take two
//!   columns of monospaced text): the rest of the page's text keeps the fonts it has in
//!   English. A `--title` or `--marker` with a character none of sudotrace's words use
//!   has no glyph here, and shows in the reader's own fonts.
//! - **First in every font list of the page** ([`css`]), its characters only: the page's
//!   Chinese looks the same on every machine, as the pictures' does, and the rest of
//!   its text is set in the fonts after it, as in English. (Named after the reader's
//!   installed fonts, Chromium never set in it the text laid out before it had loaded.)
//!   The reader's own Chinese fonts follow it, for a character it lacks.
//! - **Cut by typst's [`subsetter`]** (without its variable-fonts feature), not by a
//!   subsetter of our own: it renumbers the glyphs, cuts the CFF, `hmtx`, `hhea`,
//!   `maxp`, `name` and `post`, and leaves out the tables that map glyphs for vertical
//!   or shaped text. It makes fonts for PDFs, which bring their own character maps: it
//!   writes no `cmap` and no `OS/2`, which a browser needs. So the kept characters'
//!   `cmap` (one subtable of format 4) is made here, `OS/2` copied, and the tables
//!   written as one font again ([decision 16](../../../docs/decisions/0016-font-subsetter.md)).

use std::collections::{BTreeMap, BTreeSet};
use std::io::Write as _;

use base64::Engine as _;
use base64::engine::general_purpose::STANDARD as BASE64;
use flate2::Compression;
use flate2::write::ZlibEncoder;

use subsetter::GlyphRemapper;
use sudotrace_style::font::CJK_REGULAR;
use ttf_parser::{Face, RawFace, Tag};

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
        ".caption,.code,.stack,.stack-popped,.play-own input,.editor-area,.tables-grid",
        r#"ui-monospace,"DejaVu Sans Mono",Menlo,Consolas"#,
        "monospace",
    ),
    ("kbd", "ui-monospace", "monospace"),
];

/// Why a font cannot be cut down.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub(crate) enum Unreadable {
    #[error("the font cannot be read: {0}")]
    Font(#[from] ttf_parser::FaceParsingError),
    #[error("the font cannot be cut down: {0}")]
    Subset(#[from] subsetter::Error),
    #[error("the font lacks {0}")]
    Missing(&'static str),
}

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
///
/// `subsetter` renumbers the glyphs (in their old order, `.notdef` first) and cuts the
/// CFF, `hmtx`, `hhea`, `maxp`, `name` and `post`; it writes no `cmap` and no `OS/2`
/// (a PDF brings its own), so the characters' `cmap` is made here and the font's `OS/2`
/// copied.
pub(crate) fn subset(font: &[u8], chars: &BTreeSet<char>) -> Result<Option<Vec<u8>>, Unreadable> {
    let face = Face::parse(font, 0)?;
    // A subtable of format 4 holds the Basic Multilingual Plane only.
    let mapped: Vec<(u16, u16)> = chars
        .iter()
        .filter_map(|&ch| Some((u16::try_from(ch as u32).ok()?, face.glyph_index(ch)?.0)))
        .filter(|&(_, glyph)| glyph != 0)
        .collect();
    if mapped.is_empty() {
        return Ok(None);
    }
    let glyphs: Vec<u16> = mapped.iter().map(|&(_, glyph)| glyph).collect();
    let remapper = GlyphRemapper::new_from_glyphs_sorted(&glyphs);
    let cut = subsetter::subset(font, 0, &remapper)?;
    let cut_face = RawFace::parse(&cut, 0)?;
    let mut tables: BTreeMap<[u8; 4], Vec<u8>> = BTreeMap::new();
    for record in cut_face.table_records {
        let table = cut_face
            .table(record.tag)
            .ok_or(Unreadable::Missing("a table of its subset"))?;
        tables.insert(record.tag.to_bytes(), table.to_vec());
    }
    // The whole font's checksum is made again, with this field zero.
    let head = tables
        .get_mut(b"head")
        .ok_or(Unreadable::Missing("a head table"))?;
    head.get_mut(8..12)
        .ok_or(Unreadable::Missing("a head table"))?
        .fill(0);
    let charmap: Vec<(u16, u16)> = mapped
        .iter()
        .map(|&(code, glyph)| (code, remapper.get(glyph).expect("a kept glyph")))
        .collect();
    tables.insert(*b"cmap", cmap_table(&charmap));
    let os2 = face.raw_face().table(Tag::from_bytes(b"OS/2"));
    tables.insert(
        *b"OS/2",
        os2.ok_or(Unreadable::Missing("an OS/2 table"))?.to_vec(),
    );
    Ok(Some(sfnt(&cut[..4], &tables)))
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

#[cfg(test)]
mod tests {
    use super::*;
    use fontdue::{Font, FontSettings};
    use ttf_parser::{GlyphId, OutlineBuilder};

    fn chars(text: &str) -> BTreeSet<char> {
        text.chars().collect()
    }

    fn u32_at(data: &[u8], at: usize) -> u32 {
        u32::from_be_bytes(data[at..at + 4].try_into().unwrap())
    }

    /// A glyph's outline as the commands that draw it.
    #[derive(Default)]
    struct Path(Vec<(char, Vec<f32>)>);

    impl OutlineBuilder for Path {
        fn move_to(&mut self, x: f32, y: f32) {
            self.0.push(('M', vec![x, y]));
        }
        fn line_to(&mut self, x: f32, y: f32) {
            self.0.push(('L', vec![x, y]));
        }
        fn quad_to(&mut self, x1: f32, y1: f32, x: f32, y: f32) {
            self.0.push(('Q', vec![x1, y1, x, y]));
        }
        fn curve_to(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, x: f32, y: f32) {
            self.0.push(('C', vec![x1, y1, x2, y2, x, y]));
        }
        fn close(&mut self) {
            self.0.push(('Z', vec![]));
        }
    }

    /// The glyph `glyph`'s outline, its box (none for a blank) and its advance.
    type Glyph = (Vec<(char, Vec<f32>)>, Option<ttf_parser::Rect>, Option<u16>);

    fn glyph(face: &Face<'_>, glyph: GlyphId) -> Glyph {
        let mut path = Path::default();
        let bbox = face.outline_glyph(glyph, &mut path);
        (path.0, bbox, face.glyph_hor_advance(glyph))
    }

    /// Every character the built-in fonts map, kept all at once: each draws as it did.
    #[test]
    fn every_character_of_the_built_in_fonts_keeps_its_glyph() {
        for font in [
            sudotrace_style::font::CJK_REGULAR,
            sudotrace_style::font::CJK_BOLD,
        ] {
            let whole = Face::parse(font, 0).unwrap();
            let mut all = BTreeSet::new();
            for subtable in whole.tables().cmap.unwrap().subtables {
                subtable.codepoints(|code| {
                    all.extend(char::from_u32(code));
                });
            }
            assert!(all.len() > 400, "{}", all.len());
            let cut = subset(font, &all).unwrap().unwrap();
            let part = Face::parse(&cut, 0).unwrap();
            let mut drawn = 0;
            for &ch in &all {
                match whole.glyph_index(ch) {
                    Some(was) if was.0 != 0 => {
                        let is = part.glyph_index(ch).unwrap();
                        assert_eq!(glyph(&whole, was), glyph(&part, is), "{ch}");
                        drawn += usize::from(glyph(&part, is).1.is_some());
                    }
                    _ => assert_eq!(part.glyph_index(ch), None, "{ch}"),
                }
            }
            assert!(drawn > 400, "{drawn}");
        }
    }

    #[test]
    fn each_kept_character_has_the_built_in_fonts_glyph_and_no_other_is_kept() {
        let text = "回溯，调用栈（伪代码）：尝试后填入；还剩待试。与冲突列行宫";
        for font in [
            sudotrace_style::font::CJK_REGULAR,
            sudotrace_style::font::CJK_BOLD,
        ] {
            let cut = subset(font, &chars(text)).unwrap().unwrap();
            let (whole, part) = (Face::parse(font, 0).unwrap(), Face::parse(&cut, 0).unwrap());
            assert_eq!(part.number_of_glyphs(), chars(text).len() as u16 + 1);
            let mut glyphs = BTreeSet::new();
            for ch in text.chars() {
                let (was, is) = (
                    whole.glyph_index(ch).unwrap(),
                    part.glyph_index(ch).unwrap(),
                );
                assert_ne!(is.0, 0, "{ch}");
                glyphs.insert(is);
                assert_eq!(glyph(&whole, was), glyph(&part, is), "{ch}");
            }
            assert_eq!(glyphs.len(), chars(text).len(), "a glyph of its own each");
            // Characters of the built-in font that the text lacks are left out.
            for missing in ['事', '件', '步'] {
                assert_ne!(whole.glyph_index(missing), None, "{missing}");
                assert_eq!(part.glyph_index(missing), None, "{missing}");
            }
            for missing in ['A', '1', 'X'] {
                assert_eq!(part.glyph_index(missing), None, "{missing}");
            }
            // The font's metrics and names, as the built-in font's.
            assert_eq!(part.units_per_em(), whole.units_per_em());
            assert_eq!(part.global_bounding_box(), whole.global_bounding_box());
            for (a, b) in [
                (part.ascender(), whole.ascender()),
                (part.descender(), whole.descender()),
                (part.line_gap(), whole.line_gap()),
                (
                    part.typographic_ascender().unwrap(),
                    whole.typographic_ascender().unwrap(),
                ),
                (
                    part.typographic_descender().unwrap(),
                    whole.typographic_descender().unwrap(),
                ),
            ] {
                assert_eq!(a, b);
            }
            let family = |face: &Face<'_>| {
                face.names()
                    .into_iter()
                    .filter(|name| name.name_id == ttf_parser::name_id::FAMILY && name.is_unicode())
                    .find_map(|name| name.to_string())
            };
            assert_eq!(family(&part).unwrap(), "Noto Sans SC Subset sudotrace");
            assert_eq!(family(&part), family(&whole));
            assert!(cut.len() < font.len() / 8, "{} bytes", cut.len());
        }
    }

    #[test]
    fn each_glyph_of_the_subset_draws_as_the_built_in_font_draws_it() {
        let text = "回溯，调用栈（伪代码）：尝试后填入；还剩待试。与冲突列行宫";
        let cut = subset(CJK_REGULAR, &chars(text)).unwrap().unwrap();
        let whole = Font::from_bytes(CJK_REGULAR, FontSettings::default()).unwrap();
        let part = Font::from_bytes(&cut[..], FontSettings::default()).unwrap();
        for ch in text.chars() {
            for px in [11.0, 24.0] {
                // The same pixels, in the same place, with the same advance.
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
    }

    #[test]
    fn the_font_is_well_formed() {
        let font = subset(CJK_REGULAR, &chars("回溯，")).unwrap().unwrap();
        assert_eq!(&font[..4], b"OTTO");
        let raw = RawFace::parse(&font, 0).unwrap();
        let names: Vec<[u8; 4]> = raw
            .table_records
            .into_iter()
            .map(|r| r.tag.to_bytes())
            .collect();
        assert_eq!(
            names,
            [
                *b"CFF ", *b"OS/2", *b"cmap", *b"head", *b"hhea", *b"hmtx", *b"maxp", *b"name",
                *b"post"
            ]
        );
        assert_eq!(checksum(&font), 0xB1B0_AFBA, "the whole font's checksum");
        for record in raw.table_records {
            assert_eq!(record.offset % 4, 0);
            if &record.tag.to_bytes() != b"head" {
                let data = raw.table(record.tag).unwrap();
                assert_eq!(record.check_sum, checksum(data));
            }
        }
        let face = Face::parse(&font, 0).unwrap();
        assert_eq!(face.number_of_glyphs(), 4);
        let mut glyphs: Vec<u16> = "，回溯"
            .chars()
            .map(|ch| face.glyph_index(ch).unwrap().0)
            .collect();
        glyphs.sort_unstable();
        assert_eq!(glyphs, [1, 2, 3], "the three glyphs after .notdef");
        assert_eq!(face.glyph_index('X'), None);
        // The one subtable, for browsers: Unicode BMP of format 4.
        let cmap = face.tables().cmap.unwrap();
        let subtables: Vec<_> = cmap.subtables.into_iter().collect();
        assert_eq!(subtables.len(), 1);
        assert!(subtables[0].is_unicode());
        let mut mapped = Vec::new();
        subtables[0].codepoints(|code| mapped.push(code));
        assert_eq!(mapped, ['回' as u32, '溯' as u32, '，' as u32]);
    }

    #[test]
    fn a_woff_holds_the_font_and_the_same_text_gives_the_same_bytes() {
        let text = "回溯 backtrack，深度";
        let font = page_font(text).unwrap();
        assert_eq!(&font[..8], b"wOFFOTTO");
        assert_eq!(u32_at(&font, 8) as usize, font.len());
        assert_eq!(font.len() % 4, 0);
        // The same characters, in any order and any number of times: the same bytes.
        assert_eq!(page_font(text).unwrap(), font);
        assert_eq!(page_font("深度，回溯，回溯 depth").unwrap(), font);
        assert_ne!(page_font("回溯，深").unwrap(), font);
        // Unpacked, each table is the font's own.
        let sfnt = subset(CJK_REGULAR, &chars("回溯，深度")).unwrap().unwrap();
        let raw = RawFace::parse(&sfnt, 0).unwrap();
        let count = usize::from(u16::from_be_bytes([font[12], font[13]]));
        assert_eq!(count, raw.table_records.len() as usize);
        for i in 0..count {
            let record = 44 + 20 * i;
            let tag: [u8; 4] = font[record..record + 4].try_into().unwrap();
            let offset = u32_at(&font, record + 4) as usize;
            let stored = u32_at(&font, record + 8) as usize;
            let length = u32_at(&font, record + 12) as usize;
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
            let table = raw.table(Tag::from_bytes(&tag)).unwrap();
            assert_eq!(data, table, "{}", String::from_utf8_lossy(&tag));
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
