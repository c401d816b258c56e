/**
 * Prints the metric overrides of the fallback faces in src/theme/fallback-faces.ts: for each web
 * font and each system font standing in for it, `size-adjust` (the web font's average character
 * width over the fallback's, so a line of text takes the same width) and `ascent-override`,
 * `descent-override` and `line-gap-override` (the web font's vertical metrics, divided by
 * `size-adjust` because the browser scales the overrides by it too).
 *
 * The web fonts are read from src/theme/font-files (WOFF2: the table directory, then one Brotli
 * stream of tables; head, hhea, OS/2, cmap and hmtx are stored untransformed). A fallback is
 * measured from its own file when fontconfig finds exactly that face on this machine (`fc-match`;
 * DejaVu on Debian); the fonts of Windows and macOS are compared through published averages
 * instead, the web fonts' included, so both sides of each ratio are measured the same way.
 * Average width is capsize's measure: the advance widths of a–z and the space, weighted by how
 * often they occur in English text. No dependencies: `npx tsx scripts/fallback-font-metrics.ts`.
 */
import { execFileSync } from "child_process"
import { readFileSync } from "fs"
import path from "path"
import { brotliDecompressSync } from "zlib"

/** Relative frequencies in English text of a–z and the space (the weighting capsize first defined `xWidthAvg` with). */
const WEIGHTS: Record<string, number> = {
  a: 0.0668,
  b: 0.0122,
  c: 0.0228,
  d: 0.0348,
  e: 0.1039,
  f: 0.0182,
  g: 0.0165,
  h: 0.0499,
  i: 0.057,
  j: 0.0013,
  k: 0.0063,
  l: 0.0329,
  m: 0.0197,
  n: 0.0552,
  o: 0.0614,
  p: 0.0158,
  q: 0.0008,
  r: 0.049,
  s: 0.0518,
  t: 0.0741,
  u: 0.0226,
  v: 0.008,
  w: 0.0193,
  x: 0.0012,
  y: 0.0162,
  z: 0.0006,
  " ": 0.1818,
}

interface Metrics {
  name: string
  unitsPerEm: number
  /** The line metrics browsers use (hhea's, or OS/2's typo metrics when USE_TYPO_METRICS is set); descent positive. */
  ascent: number
  descent: number
  lineGap: number
  /** Weighted average advance width, in em. */
  avgWidth: number
}

/**
 * Average widths per em as capsize's metrics package (@capsizecss/metrics) publishes them, read
 * from the fonts' own files with its current weighting (English news text; about 1 % above the
 * weighting above). Helvetica has Arial's widths (913 and 983 of 2048 too), and so do Liberation
 * Sans and Arimo; Liberation Serif and Tinos have Times New Roman's.
 */
const PUBLISHED: Record<string, number> = {
  "Inter 400": 978 / 2048,
  "Inter 600": 998 / 2048,
  "Cormorant Garamond 600": 396 / 1000,
  Arial: 913 / 2048,
  "Arial Bold": 983 / 2048,
  Georgia: 913 / 2048,
  "Times New Roman": 832 / 2048,
}

const root = path.resolve(__dirname, "..")

/** The sfnt tables of a TrueType/OpenType or WOFF2 file. */
function tables(file: Buffer): Map<string, Buffer> {
  const out = new Map<string, Buffer>()
  if (file.toString("latin1", 0, 4) !== "wOF2") {
    const count = file.readUInt16BE(4)
    for (let i = 0; i < count; i++) {
      const at = 12 + i * 16
      const offset = file.readUInt32BE(at + 8)
      out.set(file.toString("latin1", at, at + 4), file.subarray(offset, offset + file.readUInt32BE(at + 12)))
    }
    return out
  }
  // The tags a WOFF2 directory names by index (WOFF2 specification, 5.1), four characters each and a space.
  const KNOWN =
    "cmap head hhea hmtx maxp name OS/2 post cvt  fpgm glyf loca prep CFF  VORG EBDT EBLC gasp hdmx kern LTSH PCLT VDMX vhea vmtx BASE GDEF GPOS GSUB EBSC JSTF MATH CBDT CBLC COLR CPAL SVG  sbix acnt avar bdat bloc bsln cvar fdsc feat fmtx fvar gvar hsty just lcar mort morx opbd prop trak Zapf Silf Glat Gloc Feat Sill"
  const count = file.readUInt16BE(12)
  let at = 48
  const base128 = () => {
    let value = 0
    for (let i = 0; i < 5; i++) {
      const byte = file[at++]
      value = value * 128 + (byte & 0x7f)
      if (!(byte & 0x80)) return value
    }
    throw new Error("bad UIntBase128")
  }
  const entries: { tag: string; length: number; transformed: boolean }[] = []
  for (let i = 0; i < count; i++) {
    const flags = file[at++]
    let tag: string
    if ((flags & 0x3f) === 63) {
      tag = file.toString("latin1", at, at + 4)
      at += 4
    } else tag = KNOWN.slice((flags & 0x3f) * 5, (flags & 0x3f) * 5 + 4)
    const version = flags >> 6
    const origLength = base128()
    const transformed = tag === "glyf" || tag === "loca" ? version === 0 : version !== 0
    entries.push({ tag, length: transformed ? base128() : origLength, transformed })
  }
  const data = brotliDecompressSync(file.subarray(at, at + file.readUInt32BE(20)))
  let offset = 0
  for (const entry of entries) {
    if (!entry.transformed) out.set(entry.tag, data.subarray(offset, offset + entry.length))
    offset += entry.length
  }
  return out
}

/** The glyph of a character, from a format 4 or 12 Unicode subtable of cmap. */
function glyphLookup(cmap: Buffer): (code: number) => number {
  const count = cmap.readUInt16BE(2)
  const subtables = Array.from({ length: count }, (_, i) => ({
    platform: cmap.readUInt16BE(4 + i * 8),
    encoding: cmap.readUInt16BE(6 + i * 8),
    offset: cmap.readUInt32BE(8 + i * 8),
  }))
  const unicode = subtables.filter((s) => s.platform === 0 || (s.platform === 3 && (s.encoding === 1 || s.encoding === 10)))
  for (const { offset } of unicode) {
    const format = cmap.readUInt16BE(offset)
    if (format === 12) {
      const groups = cmap.readUInt32BE(offset + 12)
      return (code) => {
        for (let g = 0; g < groups; g++) {
          const at = offset + 16 + g * 12
          const start = cmap.readUInt32BE(at)
          if (code >= start && code <= cmap.readUInt32BE(at + 4)) return cmap.readUInt32BE(at + 8) + code - start
        }
        return 0
      }
    }
  }
  for (const { offset } of unicode) {
    if (cmap.readUInt16BE(offset) !== 4) continue
    const segments = cmap.readUInt16BE(offset + 6) / 2
    const ends = offset + 14
    const starts = ends + segments * 2 + 2
    const deltas = starts + segments * 2
    const ranges = deltas + segments * 2
    return (code) => {
      for (let s = 0; s < segments; s++) {
        if (code > cmap.readUInt16BE(ends + s * 2)) continue
        if (code < cmap.readUInt16BE(starts + s * 2)) return 0
        const delta = cmap.readInt16BE(deltas + s * 2)
        const range = cmap.readUInt16BE(ranges + s * 2)
        if (range === 0) return (code + delta) & 0xffff
        const glyph = cmap.readUInt16BE(ranges + s * 2 + range + (code - cmap.readUInt16BE(starts + s * 2)) * 2)
        return glyph === 0 ? 0 : (glyph + delta) & 0xffff
      }
      return 0
    }
  }
  throw new Error("no Unicode cmap subtable")
}

function measure(name: string, file: string): Metrics {
  const t = tables(readFileSync(file))
  const head = t.get("head")!
  const hhea = t.get("hhea")!
  const os2 = t.get("OS/2")!
  const hmtx = t.get("hmtx")
  if (!hmtx) throw new Error(`${name}: hmtx is stored transformed; this script cannot read it`)
  const unitsPerEm = head.readUInt16BE(18)
  const metricsCount = hhea.readUInt16BE(34)
  const advance = (glyph: number) => hmtx.readUInt16BE(Math.min(glyph, metricsCount - 1) * 4)
  const glyphOf = glyphLookup(t.get("cmap")!)
  let avgWidth = 0
  for (const [char, weight] of Object.entries(WEIGHTS)) avgWidth += advance(glyphOf(char.codePointAt(0)!)) * weight
  const typo = (os2.readUInt16BE(62) & 0x80) !== 0
  return {
    name,
    unitsPerEm,
    ascent: typo ? os2.readInt16BE(68) : hhea.readInt16BE(4),
    descent: -(typo ? os2.readInt16BE(70) : hhea.readInt16BE(6)),
    lineGap: typo ? os2.readInt16BE(72) : hhea.readInt16BE(8),
    avgWidth: avgWidth / unitsPerEm,
  }
}

/** The file of exactly this face when fontconfig has it, else null. */
function installed(family: string, style: string): string | null {
  try {
    const [foundFamily, foundStyle, file] = execFileSync(
      "fc-match",
      ["-f", "%{family[0]}\t%{style[0]}\t%{file}", `${family}:style=${style}`],
      { encoding: "utf8" },
    ).split("\t")
    return foundFamily === family && foundStyle === style ? file : null
  } catch {
    return null // no fontconfig
  }
}

const pct = (value: number) => `${(value * 100).toFixed(2)}%`

const files = path.join(root, "src/theme/font-files")
const inter = measure("Inter", path.join(files, "inter-wght-400-700-site.woff2"))
const cormorant = measure("Cormorant Garamond 600", path.join(files, "cormorant-garamond-600-site.woff2"))
// The variable file's default instance is 400; its 600 is wider by the published ratio.
const interAt = (weight: 400 | 600) => inter.avgWidth * (PUBLISHED[`Inter ${weight}`] / PUBLISHED["Inter 400"])

/** [web font, its width here, its published width, the fallback, its style, its published name] */
const FACES: [Metrics, number, number, string, string, string | null][] = [
  [cormorant, cormorant.avgWidth, PUBLISHED["Cormorant Garamond 600"], "Georgia", "Regular", "Georgia"],
  [cormorant, cormorant.avgWidth, PUBLISHED["Cormorant Garamond 600"], "Times New Roman", "Regular", "Times New Roman"],
  [cormorant, cormorant.avgWidth, PUBLISHED["Cormorant Garamond 600"], "DejaVu Serif", "Book", null],
  [inter, interAt(400), PUBLISHED["Inter 400"], "Arial", "Regular", "Arial"],
  [inter, interAt(600), PUBLISHED["Inter 600"], "Arial", "Bold", "Arial Bold"],
  [inter, interAt(400), PUBLISHED["Inter 400"], "DejaVu Sans", "Book", null],
  [inter, interAt(600), PUBLISHED["Inter 600"], "DejaVu Sans", "Bold", null],
]

for (const web of [cormorant, inter]) {
  const em = (v: number) => (v / web.unitsPerEm).toFixed(4)
  console.log(
    `${web.name}: ascent ${em(web.ascent)} em, descent ${em(web.descent)} em, line gap ${em(web.lineGap)} em, average width ${web.avgWidth.toFixed(4)} em`,
  )
}
for (const [web, widthHere, widthPublished, family, style, published] of FACES) {
  const file = installed(family, style)
  if (!file && !published) {
    console.log(`${family} ${style}: not installed here`)
    continue
  }
  const sizeAdjust = file ? widthHere / measure(family, file).avgWidth : widthPublished / PUBLISHED[published!]
  const override = (value: number) => pct(value / web.unitsPerEm / sizeAdjust)
  console.log(
    `${web.name} → ${family} ${style} (${file ? "measured here" : "published widths"}): size-adjust ${pct(sizeAdjust)}; ascent-override ${override(web.ascent)}; descent-override ${override(web.descent)}; line-gap-override ${override(web.lineGap)}`,
  )
}
