#!/usr/bin/env bash
# The Chinese font of sudotrace's pictures: Noto Sans CJK SC, regular and bold, cut down
# to the characters sudotrace draws in Chinese, so that the binary embeds it and the same
# trace gives the same bytes on every machine. Writes
#
#   crates/style/assets/fonts/NotoSansSC-Regular-subset.ttf
#   crates/style/assets/fonts/NotoSansSC-Bold-subset.ttf
#   crates/style/assets/fonts/LICENSE-NotoSansCJK.txt     (the SIL Open Font License 1.1)
#
# Kept: every non-ASCII character of the files named (by default every crate's Chinese
# words and the web player: crates/*/src/lang/zh_cn.rs, src/lang/zh_cn.rs, the player's
# modules crates/page/src/js/*.js and crates/page/src/page.html; a missing
# file is skipped with a note), all printable
# ASCII (U+0020-007E), the Chinese punctuation ，。：；、（）“”‘’《》！？…—·, ×→←↑↓, µ (the charts'
# times: 12 µs), the full-width digits ０-９, the ideographic space U+3000 and GB 2312's
# 6,763 hanzi (both its levels, for titles and notes). The
# Simplified Chinese face is taken out of Debian's collections (the face whose family name
# is "Noto Sans CJK SC"), subset with fontTools without hinting, layout features or
# subroutines, and keeps its CFF (cubic) outlines: fontdue 0.9.5 and ab_glyph 0.2 both
# read fonts through ttf-parser 0.25, which draws CFF outlines, so the files are OpenType
# with CFF data under a .ttf name. The timestamps are the original font's, so two runs
# give the same bytes (with the same fonts-noto-cjk and fontTools). Characters the font
# lacks are listed.
#
# Licence: the OFL lets a modified font be embedded and redistributed under the OFL, but
# not under a Reserved Font Name. Noto CJK's upstream notice reserves the name 'Source'
# (it derives from Adobe's Source Han Sans), not 'Noto'; the subset is renamed anyway, to
# the family "Noto Sans SC Subset sudotrace" (PostScript NotoSansSCSubsetsudotrace-*), so
# that it is never taken for the original.
#
# Needs python3 with fontTools and Debian's Noto CJK collections:
#
#   apt-get install fonts-noto-cjk      (/usr/share/fonts/opentype/noto/NotoSansCJK-*.ttc)
#   pip install fonttools
#
#   scripts/cjk-font.sh [FILE...]       (NOTO_CJK_DIR=... for collections elsewhere)
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
out="$here/crates/style/assets/fonts"
noto=${NOTO_CJK_DIR:-/usr/share/fonts/opentype/noto}
if [ $# -eq 0 ]; then
    set -- "$here"/crates/*/src/lang/zh_cn.rs "$here/src/lang/zh_cn.rs" \
        "$here"/crates/page/src/js/*.js \
        "$here/crates/page/src/page.html"
fi
for ttc in "$noto/NotoSansCJK-Regular.ttc" "$noto/NotoSansCJK-Bold.ttc"; do
    [ -f "$ttc" ] || { echo "no $ttc: apt-get install fonts-noto-cjk" >&2; exit 1; }
done
python3 -c 'import fontTools' 2>/dev/null || { echo "no fontTools: pip install fonttools" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
# Python's set order must never reach the output.
export PYTHONHASHSEED=0

# 1. The characters: one code point a line, in order.
python3 - "$work/chars.txt" "$@" <<'PY'
import os, sys

out, files = sys.argv[1], sys.argv[2:]
keep = {chr(c) for c in range(0x20, 0x7F)}  # printable ASCII
keep |= set("，。：；、（）“”‘’《》！？…—·×→←↑↓µ\u3000")
keep |= {chr(c) for c in range(0xFF10, 0xFF1A)}  # ０-９
# GB 2312's 6,763 hanzi, its level 1 (the 3,755 most common, rows 16 to 55 of its
# table) and its level 2 (rows 56 to 87): a title, a marker or a lesson's note in
# everyday Chinese draws, the 3,500 characters of the common list among them.
for high in range(0xB0, 0xF8):
    for low in range(0xA1, 0xFF):
        try:
            keep.add(bytes([high, low]).decode("gb2312"))
        except UnicodeDecodeError:
            pass  # the last five places of row 55 hold nothing
found = set()
for name in files:
    if not os.path.isfile(name):
        print(f"note: {name} does not exist, skipped", file=sys.stderr)
        continue
    with open(name, encoding="utf-8") as f:
        found |= {c for c in f.read() if ord(c) > 0x7F}
keep |= found
with open(out, "w", encoding="ascii") as f:
    f.writelines(f"{ord(c):04X}\n" for c in sorted(keep))
extra = "".join(sorted(found))
print(f"{len(keep)} characters, {len(found)} of them non-ASCII from the files: {extra}")
PY

# 2. The subsets, and 3. the licence.
python3 - "$work/chars.txt" "$noto" "$here" "$work" <<'PY'
import os, re, subprocess, sys, textwrap
import fontTools
from fontTools import subset
from fontTools.ttLib import TTCollection, TTFont

chars, noto, repo, work = sys.argv[1:]
out = os.path.join(repo, "crates/style/assets/fonts")
unicodes = [int(line, 16) for line in open(chars, encoding="ascii")]
FAMILY = "Noto Sans SC Subset sudotrace"
PS_FAMILY = FAMILY.replace(" ", "")


def sc_face(path):
    """The index of the face of a collection whose family is Noto Sans CJK SC."""
    faces = TTCollection(path, lazy=True)
    found = [
        i for i, face in enumerate(faces.fonts)
        if (face["name"].getDebugName(16) or face["name"].getDebugName(1)) == "Noto Sans CJK SC"
    ]
    faces.close()
    if len(found) != 1:
        sys.exit(f"{path}: {len(found)} faces named Noto Sans CJK SC, expected 1")
    return found[0]


def rename(font, style):
    ps_name = f"{PS_FAMILY}-{style}"
    full = FAMILY if style == "Regular" else f"{FAMILY} {style}"
    version = font["head"].fontRevision
    names = font["name"]
    for record in list(names.names):
        if record.nameID in (16, 17, 21, 22, 25):  # typographic and WWS names, none expected
            names.removeNames(nameID=record.nameID)
    for platform in {(r.platformID, r.platEncID, r.langID) for r in names.names}:
        for name_id, text in ((1, FAMILY), (2, style), (3, f"{version:.3f};sudotrace;{ps_name}"),
                              (4, full), (6, ps_name)):
            names.setName(text, name_id, *platform)
    cff = font["CFF "].cff
    cff.fontNames = [ps_name]
    top = cff.topDictIndex[0]
    for key, text in (("FullName", full), ("FamilyName", FAMILY)):
        if hasattr(top, key):
            setattr(top, key, text)
    # A CID-keyed font's inner dictionaries: NotoSansCJKjp-Regular-Ideographs and so on.
    for fd in getattr(top, "FDArray", []):
        if hasattr(fd, "FontName"):
            fd.FontName = re.sub(r"^[^-]*-[^-]*", ps_name, fd.FontName)


sources = {}
for style in ("Regular", "Bold"):
    path = os.path.join(noto, f"NotoSansCJK-{style}.ttc")
    index = sc_face(path)
    # recalcTimestamp=False: head.created and head.modified stay the original font's.
    font = TTFont(path, fontNumber=index, recalcTimestamp=False, recalcBBoxes=True)
    sources[style] = (path, index, f"version {font['head'].fontRevision:.3f}",
                      font["name"].getDebugName(0))
    # Variation sequences (cmap format 14) would pull in variant glyphs no one asks for.
    font["cmap"].tables = [t for t in font["cmap"].tables if t.format != 14]
    options = subset.Options()
    options.layout_features = []
    options.hinting = False
    options.desubroutinize = True
    options.notdef_outline = True  # a missing character shows as a box, not nothing
    options.name_IDs = ["*"]  # keep the copyright, trademark and licence records
    options.name_languages = [0x0409]
    options.drop_tables += ["BASE"]
    options.recalc_timestamp = False
    options.glyph_names = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=unicodes)
    subsetter.subset(font)
    rename(font, style)
    cmap = font.getBestCmap()
    missing = [u for u in unicodes if u not in cmap]
    if missing:
        print(f"note: Noto Sans CJK SC {style} has no glyph for "
              + " ".join(f"U+{u:04X} {chr(u)!r}" for u in missing), file=sys.stderr)
    target = os.path.join(out, f"NotoSansSC-{style}-subset.ttf")
    temporary = os.path.join(work, os.path.basename(target))
    font.save(temporary, reorderTables=True)
    font.close()
    os.replace(temporary, target)
    print(f"{os.path.relpath(target, repo)}: face {index} of {os.path.basename(path)}, "
          f"{len(TTFont(target).getGlyphOrder())} glyphs, {os.path.getsize(target)} bytes")

# The licence: the OFL text of Debian's copyright file, after the notices.
copyright_file = "/usr/share/doc/fonts-noto-cjk/copyright"
with open(copyright_file, encoding="utf-8") as f:
    debian = f.read()
ofl = re.search(r"^License: SIL-1\.1\n((?: .*\n)+)", debian, re.M)
if not ofl:
    sys.exit(f"{copyright_file}: no SIL-1.1 licence text")
ofl_text = "".join(
    "\n" if line == " ." else line[1:] + "\n" for line in ofl.group(1).splitlines()
).strip("\n")
debian_copyright = re.search(r"^Files: \*\nCopyright: (.*)\n", debian, re.M).group(1)
try:
    package = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "fonts-noto-cjk"],
                             capture_output=True, text=True, check=True).stdout.strip()
except (OSError, subprocess.CalledProcessError):
    package = "unknown"
(_, regular_index, version, notice) = sources["Regular"]
(_, bold_index, _, _) = sources["Bold"]
about = [
    "The fonts NotoSansSC-Regular-subset.ttf and NotoSansSC-Bold-subset.ttf in this folder "
    f"are Noto Sans CJK SC Regular and Bold, {version} (https://github.com/notofonts/noto-cjk, "
    f"as packaged by Debian in fonts-noto-cjk {package}: face {regular_index} of "
    f"NotoSansCJK-Regular.ttc and face {bold_index} of NotoSansCJK-Bold.ttc), cut down by "
    f"scripts/cjk-font.sh with fontTools {fontTools.version} to the characters sudotrace "
    "draws in Chinese, without hinting or layout features, and renamed "
    f'"{FAMILY}" so that they are not taken for the original fonts.',
    "sudotrace embeds them in its binary, so the pictures it draws do not depend on the "
    "fonts installed on a machine. They are a Modified Version of the Font Software below, "
    "under the same licence.",
]
notices = [
    f"The original fonts' notice: {notice}",
    "Upstream's notice (noto-cjk's LICENSE): Copyright 2014-2021 Adobe "
    "(http://www.adobe.com/), with Reserved Font Name 'Source'.",
    f"Debian's notice (/usr/share/doc/fonts-noto-cjk/copyright): Copyright {debian_copyright}",
    "Noto is a trademark of Google Inc.",
]
licensed = [
    "This Font Software is licensed under the SIL Open Font License, Version 1.1. This "
    "license is copied below, and is also available with a FAQ at https://openfontlicense.org",
]
wrap = lambda text: textwrap.fill(text, 88, break_on_hyphens=False, break_long_words=False)
licence = ("\n\n".join(wrap(p) for p in about) + "\n\n"
           + "\n".join(wrap(p) for p in notices) + "\n\n"
           + wrap(" ".join(licensed)) + "\n\n" + ofl_text + "\n")
with open(os.path.join(out, "LICENSE-NotoSansCJK.txt"), "w", encoding="utf-8") as f:
    f.write(licence)
print(os.path.relpath(os.path.join(out, "LICENSE-NotoSansCJK.txt"), repo))
PY
