#!/usr/bin/env node
/**
 * Procedural artwork for the Merrimack Premier Limousine website.
 *
 * Every image is an SVG scene drawn in code (no stock photography), rasterised
 * with sharp and written as a progressive mozjpeg JPEG.
 *
 *   node scripts/artwork/generate.mjs            # everything
 *   node scripts/artwork/generate.mjs fleet blog # only outputs whose path contains a word
 *
 * Env: ARTWORK_PREVIEW_DIR=/some/dir also writes small PNG previews there.
 *
 * Brand palette: charcoal #0f1113 / #1a1d21, ivory #f4efe6, champagne gold
 * #c8a96a (highlights #e6cf9a), slate night skies #1c2633 -> #2c3a4c, amber lights.
 */
import fs from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { createRequire } from "node:module"

const HERE = path.dirname(fileURLToPath(import.meta.url))
const ROOT = path.resolve(HERE, "..", "..")

async function loadSharp() {
  try {
    return createRequire(path.join(process.cwd(), "noop.js"))("sharp")
  } catch {
    return (await import("sharp")).default
  }
}

/* ------------------------------------------------------------------ */
/* utilities                                                           */
/* ------------------------------------------------------------------ */
const n = (v) => Math.round(v * 10) / 10
const TAU = Math.PI * 2
function mulberry32(a) {
  return function () {
    a |= 0
    a = (a + 0x6d2b79f5) | 0
    let t = Math.imul(a ^ (a >>> 15), 1 | a)
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}
function rgb(h) {
  h = h.replace("#", "")
  if (h.length === 3)
    h = h
      .split("")
      .map((c) => c + c)
      .join("")
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16))
}
function mix(a, b, t) {
  const A = rgb(a),
    B = rgb(b)
  return (
    "#" +
    A.map((v, i) =>
      Math.round(v + (B[i] - v) * t)
        .toString(16)
        .padStart(2, "0"),
    ).join("")
  )
}
const stopStr = (stops) =>
  stops
    .map(([o, c, a = 1]) => `<stop offset="${+o.toFixed(4)}" stop-color="${c}"${a !== 1 ? ` stop-opacity="${+a.toFixed(3)}"` : ""}/>`)
    .join("")

export const C = {
  ink: "#0f1113",
  char: "#1a1d21",
  ivory: "#f4efe6",
  gold: "#c8a96a",
  goldHi: "#e6cf9a",
  goldLo: "#8c7042",
  slate1: "#1c2633",
  slate2: "#2c3a4c",
  amber: "#f0b565",
  amberHi: "#ffd9a0",
  red: "#c2272f",
}
const LIT = ["#f2c27a", "#e9b468", "#f6d8a0", "#dba35e", "#fbe3b8", "#f0c98e"]

class Scene {
  constructor(W, H, seed = 1) {
    this.W = W
    this.H = H
    this.seed = seed
    this.rand = mulberry32(seed * 9973 + 17)
    this.defs = []
    this.out = []
    this.k = 0
    this.cache = new Map()
  }
  uid(p = "i") {
    return p + ++this.k
  }
  r(a = 0, b = 1) {
    return a + (b - a) * this.rand()
  }
  ri(a, b) {
    return Math.floor(this.r(a, b + 1))
  }
  pick(a) {
    return a[Math.floor(this.rand() * a.length)]
  }
  chance(p) {
    return this.rand() < p
  }
  def(s) {
    this.defs.push(s)
  }
  add(...s) {
    this.out.push(...s)
  }
  once(key, make) {
    if (!this.cache.has(key)) this.cache.set(key, make())
    return this.cache.get(key)
  }
  lin(stops, o = {}) {
    const id = this.uid("lg")
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = o
    this.def(
      `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ""}>${stopStr(stops)}</linearGradient>`,
    )
    return `url(#${id})`
  }
  rad(stops, o = {}) {
    const id = this.uid("rg")
    const { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false, tf } = o
    this.def(
      `<radialGradient id="${id}" cx="${n(cx * 1000) / 1000}" cy="${n(cy * 1000) / 1000}" r="${n(r * 1000) / 1000}"${fx !== undefined ? ` fx="${fx}" fy="${fy}"` : ""}${user ? ' gradientUnits="userSpaceOnUse"' : ""}${tf ? ` gradientTransform="${tf}"` : ""}>${stopStr(stops)}</radialGradient>`,
    )
    return `url(#${id})`
  }
  blur(sd) {
    return this.once("blur" + sd, () => {
      const id = this.uid("bl")
      this.def(`<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`)
      return `url(#${id})`
    })
  }
  glowG(c) {
    return this.once("glow" + c, () =>
      this.rad([
        [0, c, 1],
        [0.2, c, 0.62],
        [0.5, c, 0.2],
        [1, c, 0],
      ]),
    )
  }
  softG(c) {
    return this.once("soft" + c, () =>
      this.rad([
        [0, c, 1],
        [0.5, c, 0.45],
        [1, c, 0],
      ]),
    )
  }
  bokehG(c) {
    return this.once("bok" + c, () =>
      this.rad([
        [0, c, 0.5],
        [0.72, c, 0.62],
        [0.9, c, 0.85],
        [1, c, 0],
      ]),
    )
  }
  clip(d, tf = "") {
    const id = this.uid("cp")
    this.def(`<clipPath id="${id}"><path d="${d}"${tf ? ` transform="${tf}"` : ""}/></clipPath>`)
    return `url(#${id})`
  }
  group(content) {
    const id = this.uid("gr")
    this.def(`<g id="${id}">${content}</g>`)
    return id
  }
  svg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${this.defs.join("")}</defs>${this.out.join("")}</svg>`
  }
}

/* ------------------------------------------------------------------ */
/* atmosphere                                                          */
/* ------------------------------------------------------------------ */
const SKIES = {
  dusk: [
    [0, "#111822"],
    [0.3, "#1c2633"],
    [0.58, "#2c3a4c"],
    [0.76, "#4f5563"],
    [0.88, "#8d7360"],
    [1, "#d29a63"],
  ],
  night: [
    [0, "#0a0e14"],
    [0.45, "#131b26"],
    [0.8, "#1c2633"],
    [1, "#2c3a4c"],
  ],
  bluehour: [
    [0, "#0f1722"],
    [0.4, "#1c2a3c"],
    [0.72, "#2f4258"],
    [0.9, "#4f5f73"],
    [1, "#7d746c"],
  ],
  golden: [
    [0, "#33414f"],
    [0.3, "#5f6569"],
    [0.58, "#a98a68"],
    [0.82, "#e0b47b"],
    [1, "#f3d5a2"],
  ],
  day: [
    [0, "#a9b7c3"],
    [0.5, "#cdd4d8"],
    [0.85, "#e9e5dc"],
    [1, "#f4efe6"],
  ],
  winter: [
    [0, "#151c27"],
    [0.45, "#2a3646"],
    [0.78, "#4a5565"],
    [1, "#6f7580"],
  ],
  ivory: [
    [0, "#e7dccb"],
    [0.5, "#f1e9dc"],
    [1, "#f8f3ea"],
  ],
  mist: [
    [0, "#3b4757"],
    [0.45, "#6c7684"],
    [0.8, "#a7a9a6"],
    [1, "#c9c2b4"],
  ],
  sunrise: [
    [0, "#2a3546"],
    [0.4, "#4e5a6b"],
    [0.7, "#a08474"],
    [0.9, "#e2b489"],
    [1, "#f2d2a6"],
  ],
}
function sky(S, name, o = {}) {
  const h = o.h ?? S.H
  S.add(`<rect width="${S.W}" height="${n(h)}" fill="${S.lin(SKIES[name], { user: true, y1: 0, y2: h })}"/>`)
}
function glow(S, x, y, r, c, op = 1) {
  return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${S.glowG(c)}" opacity="${+op.toFixed(3)}"/>`
}
function glowE(S, x, y, rx, ry, c, op = 1, soft = false) {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${soft ? S.softG(c) : S.glowG(c)}" opacity="${+op.toFixed(3)}"/>`
}
function stars(S, count, ymax, op = 0.7) {
  let s = ""
  for (let i = 0; i < count; i++) {
    const y = S.r(0, ymax) * S.r(0.2, 1)
    s += `<circle cx="${n(S.r(0, S.W))}" cy="${n(y)}" r="${n((S.r(0.5, 1.3) * S.W) / 1600)}" fill="${C.ivory}" opacity="${(S.r(0.15, 1) * op).toFixed(2)}"/>`
  }
  S.add(`<g>${s}</g>`)
}
function moon(S, x, y, r, op = 1) {
  S.add(glow(S, x, y, r * 7, "#c9d2dc", 0.16 * op))
  S.add(
    `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${S.rad(
      [
        [0, "#fbf6ea"],
        [0.8, "#ece3cf"],
        [1, "#d9ceb6"],
      ],
      { cx: 0.42, cy: 0.4, r: 0.65 },
    )}" opacity="${op}"/>`,
  )
  S.add(
    `<circle cx="${n(x + r * 0.3)}" cy="${n(y - r * 0.1)}" r="${n(r * 0.22)}" fill="#cfc4ab" opacity="${0.35 * op}"/><circle cx="${n(x - r * 0.25)}" cy="${n(y + r * 0.35)}" r="${n(r * 0.15)}" fill="#cfc4ab" opacity="${0.3 * op}"/>`,
  )
}
function clouds(S, o) {
  const { count = 8, y0, y1, color = "#3a4658", op = 0.5, blur = 18, w = [200, 600], h = [12, 40], lit } = o
  let s = ""
  for (let i = 0; i < count; i++) {
    const cx = S.r(-100, S.W + 100),
      cy = S.r(y0, y1),
      rx = (S.r(w[0], w[1]) * S.W) / 1600,
      ry = (S.r(h[0], h[1]) * S.W) / 1600
    s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${color}" opacity="${S.r(0.4, 1).toFixed(2)}"/>`
    if (lit)
      s += `<ellipse cx="${n(cx + rx * 0.1)}" cy="${n(cy + ry * 0.45)}" rx="${n(rx * 0.8)}" ry="${n(ry * 0.35)}" fill="${lit}" opacity="${S.r(0.3, 0.7).toFixed(2)}"/>`
  }
  S.add(`<g filter="${S.blur(blur)}" opacity="${op}">${s}</g>`)
}
/** Vertical haze/fog band. */
function fog(S, y, h, c, op) {
  S.add(
    `<rect x="0" y="${n(y - h / 2)}" width="${S.W}" height="${n(h)}" fill="${S.lin([
      [0, c, 0],
      [0.5, c, op],
      [1, c, 0],
    ])}"/>`,
  )
}
function bokeh(S, o) {
  const {
    count = 30,
    x0 = 0,
    x1 = S.W,
    y0 = 0,
    y1 = S.H,
    r = [8, 40],
    colors = [C.amber, C.goldHi, C.ivory],
    op = [0.12, 0.4],
    blur = 0,
  } = o
  let s = ""
  for (let i = 0; i < count; i++) {
    const rr = S.r(r[0], r[1])
    s += `<circle cx="${n(S.r(x0, x1))}" cy="${n(S.r(y0, y1))}" r="${n(rr)}" fill="${S.bokehG(S.pick(colors))}" opacity="${S.r(op[0], op[1]).toFixed(2)}"/>`
  }
  S.add(blur ? `<g filter="${S.blur(blur)}">${s}</g>` : `<g>${s}</g>`)
}
/** Falling snow: two depths of flakes. */
function snowfall(S, count = 300, op = 0.8) {
  let s = "",
    b = ""
  for (let i = 0; i < count; i++) {
    const near = S.chance(0.15)
    const r = near ? S.r(2.5, 5) : S.r(0.8, 2)
    const c = `<circle cx="${n(S.r(0, S.W))}" cy="${n(S.r(0, S.H))}" r="${n((r * S.W) / 1600)}" fill="#f4f1ea" opacity="${S.r(0.35, 1).toFixed(2)}"/>`
    if (near) b += c
    else s += c
  }
  S.add(`<g opacity="${op}">${s}</g><g opacity="${op * 0.7}" filter="${S.blur(2)}">${b}</g>`)
}
/** Mirror content below axisY, fading out, optionally rippled (water). */
function reflection(S, gid, axisY, o = {}) {
  const { op = 0.35, blur = 2, fade = 300, ripple = 0, freq = "0.002 0.06" } = o
  const m = S.uid("mk")
  S.def(
    `<mask id="${m}" maskUnits="userSpaceOnUse" x="0" y="${n(axisY)}" width="${S.W}" height="${n(fade)}"><rect x="0" y="${n(axisY)}" width="${S.W}" height="${n(fade)}" fill="${S.lin(
      [
        [0, "#fff", 1],
        [1, "#fff", 0],
      ],
      { user: true, x1: 0, y1: axisY, x2: 0, y2: axisY + fade },
    )}"/></mask>`,
  )
  let f
  if (ripple) {
    const id = S.uid("rp")
    S.def(
      `<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${S.seed}" result="t"/><feDisplacementMap in="SourceGraphic" in2="t" scale="${ripple}" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="${blur}"/></filter>`,
    )
    f = `url(#${id})`
  } else f = S.blur(blur)
  S.add(
    `<g mask="url(#${m})" opacity="${op}"><g filter="${f}"><use href="#${gid}" transform="translate(0 ${n(2 * axisY)}) scale(1 -1)"/></g></g>`,
  )
}
/** Final grade: vignette + film grain. */
function finish(S, o = {}) {
  const { vignette = 0.6, grain = 0.05, cx = 0.5, cy = 0.46, tint } = o
  if (tint) S.add(`<rect width="${S.W}" height="${S.H}" fill="${tint[0]}" opacity="${tint[1]}"/>`)
  if (vignette) {
    S.add(
      `<rect width="${S.W}" height="${S.H}" fill="${S.rad(
        [
          [0, "#000", 0],
          [0.55, "#000", 0],
          [0.85, "#05070a", vignette * 0.6],
          [1, "#05070a", vignette],
        ],
        { cx, cy, r: 0.78, tf: `translate(${cx} ${cy}) scale(1 ${S.W / S.H}) translate(${-cx} ${-cy})` },
      )}"/>`,
    )
  }
  if (grain) {
    const id = S.uid("gn")
    const k = 3.2
    S.def(
      `<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="1" seed="${S.seed}" stitchTiles="stitch" result="t"/><feColorMatrix in="t" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  ${k} 0 0 0 ${-k / 2}" result="w"/><feColorMatrix in="t" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${-k} 0 0 0 ${k / 2}" result="b"/><feMerge><feMergeNode in="w"/><feMergeNode in="b"/></feMerge></filter>`,
    )
    S.add(`<rect width="${S.W}" height="${S.H}" filter="url(#${id})" opacity="${grain}"/>`)
  }
}
/** Darken one side so headline text stays legible. */
function textShade(S, side = "left", amount = 0.75, reach = 0.6) {
  const st = [
    [0, "#07090c", amount],
    [reach * 0.55, "#07090c", amount * 0.65],
    [reach, "#07090c", 0],
    [1, "#07090c", 0],
  ]
  const o =
    side === "left"
      ? { x1: 0, y1: 0, x2: 1, y2: 0 }
      : side === "right"
        ? { x1: 1, y1: 0, x2: 0, y2: 0 }
        : side === "top"
          ? { x1: 0, y1: 0, x2: 0, y2: 1 }
          : { x1: 0, y1: 1, x2: 0, y2: 0 }
  S.add(`<rect width="${S.W}" height="${S.H}" fill="${S.lin(st, o)}"/>`)
}

/* ------------------------------------------------------------------ */
/* vehicles (side profiles, local units: ground y=0, up is negative)   */
/* ------------------------------------------------------------------ */
function sedanSpec() {
  const top =
    "M988,-128 C970,-138 930,-146 880,-152 C820,-160 760,-168 705,-176 C665,-196 612,-242 565,-268 C530,-283 470,-288 430,-287 C390,-286 350,-280 320,-268 C280,-250 220,-222 175,-212 C140,-208 90,-206 52,-204 C30,-203 16,-196 10,-180"
  return {
    L: 1000,
    Htop: 290,
    body:
      "M34,-42 L126.6,-36 A88 88 0 1 1 283.4,-36 L726.6,-36 A88 88 0 1 1 883.4,-36 L958,-40 C982,-44 995,-62 998,-86 C1000,-104 998,-118 " +
      top.slice(1) +
      " L7,-120 C8,-80 16,-52 34,-42 Z",
    top,
    arches: [
      [126.6, 283.4, -36, 88],
      [726.6, 883.4, -36, 88],
    ],
    wheels: [
      [205, -76, 76],
      [805, -76, 76],
    ],
    glass: [
      "M690,-184 C652,-204 606,-244 568,-262 C540,-274 500,-279 480,-279 L482,-190 Z",
      "M464,-279 C420,-279 372,-275 336,-264 C300,-250 262,-228 236,-210 L466,-191 Z",
    ],
    chrome:
      "M692,-184 C652,-204 606,-244 568,-262 C540,-275 480,-281 430,-281 C380,-280 345,-274 318,-262 C290,-248 258,-226 232,-209 L692,-184",
    belt: "M236,-209 L692,-184",
    lines: ["M702,-180 C706,-140 710,-90 716,-40", "M473,-190 L476,-38", "M300,-205 C298,-160 295,-125 292,-100"],
    crease: "M985,-124 C850,-142 600,-156 300,-164 C200,-167 100,-172 14,-176",
    sill: "M296,-58 L714,-58",
    handles: [
      [606, -164, 38],
      [392, -167, 38],
    ],
    mirror: "M690,-188 C684,-203 674,-214 660,-216 L636,-216 C629,-207 633,-195 648,-190 Z",
    head: "M996,-118 C976,-127 944,-136 908,-141 C912,-133 918,-128 926,-126 C950,-123 974,-117 997,-106 Z",
    tail: "M12,-184 C40,-193 90,-198 132,-200 L130,-190 C90,-188 42,-184 10,-172 Z",
    intake: "M992,-66 C975,-62 955,-60 930,-60",
    headPos: [986, -117],
    tailPos: [16, -182],
    frontX: 1000,
  }
}
function suvSpec() {
  const top =
    "M982,-204 C940,-214 860,-224 760,-232 C728,-254 688,-296 652,-322 C630,-336 600,-341 560,-342 L120,-344 C84,-344 62,-338 52,-322 C40,-296 28,-262 22,-228"
  return {
    L: 1000,
    Htop: 350,
    body:
      "M26,-46 L106.5,-44 A98 98 0 1 1 283.5,-44 L701.5,-44 A98 98 0 1 1 878.5,-44 L962,-46 C986,-52 996,-66 998,-92 L999,-160 C999,-182 994,-196 " +
      top.slice(1) +
      " L16,-130 C15,-90 17,-62 26,-50 Z",
    top,
    arches: [
      [106.5, 283.5, -44, 98],
      [701.5, 878.5, -44, 98],
    ],
    wheels: [
      [195, -86, 86],
      [790, -86, 86],
    ],
    glass: [
      "M746,-236 C714,-262 684,-292 660,-312 C640,-326 612,-330 572,-331 L530,-331 L532,-240 Z",
      "M512,-331 L318,-332 L318,-242 L514,-240 Z",
      "M300,-332 L122,-332 C96,-332 80,-327 70,-313 L58,-247 L300,-243 Z",
    ],
    chrome: "M748,-236 C714,-262 684,-292 660,-312 C640,-326 612,-331 572,-332 L120,-333 C94,-333 78,-327 68,-313 L56,-246",
    belt: "M56,-244 L750,-236",
    lines: ["M714,-236 C708,-170 702,-100 699,-52", "M522,-240 L524,-50", "M309,-242 L306,-140 C300,-110 292,-90 287,-60"],
    crease: "M990,-196 C850,-206 600,-214 300,-220 C200,-222 100,-224 20,-222",
    sill: "M290,-66 L698,-66",
    rails: "M585,-347 L128,-349",
    handles: [
      [628, -214, 42],
      [404, -216, 42],
    ],
    mirror: "M742,-240 C736,-256 726,-268 712,-270 L686,-270 C680,-260 684,-246 698,-242 Z",
    head: "M997,-190 C975,-196 945,-200 905,-202 L910,-188 C945,-186 975,-182 998,-176 Z",
    tail: "M16,-236 L38,-240 C40,-215 40,-190 38,-172 L15,-168 Z",
    headPos: [988, -186],
    tailPos: [22, -205],
    frontX: 1000,
  }
}
function limoSpec(S = 1150) {
  const X = (v) => v + S
  const top = `M${X(988)},-128 C${X(970)},-138 ${X(930)},-146 ${X(880)},-152 C${X(820)},-160 ${X(760)},-168 ${X(705)},-176 C${X(665)},-196 ${X(612)},-242 ${X(565)},-268 C${X(535)},-282 ${X(500)},-287 ${X(460)},-287 L430,-287 C390,-286 350,-280 320,-268 C280,-250 220,-222 175,-212 C140,-208 90,-206 52,-204 C30,-203 16,-196 10,-180`
  const glass = [
    `M${X(690)},-184 C${X(652)},-204 ${X(606)},-244 ${X(568)},-262 C${X(540)},-274 ${X(500)},-279 ${X(480)},-279 L${X(482)},-190 Z`,
  ]
  const a = 330,
    b = X(462),
    k = Math.max(3, Math.round((b - a) / 300)),
    gap = 16,
    pw = (b - a - gap * (k - 1)) / k
  for (let i = 0; i < k; i++) {
    const x0 = a + i * (pw + gap),
      x1 = x0 + pw
    if (i === 0) glass.push(`M${n(x1)},-279 L${n(x0 + 30)},-279 C${n(x0 + 5)},-276 ${n(x0 - 40)},-250 ${n(x0 - 94)},-210 L${n(x1)},-191 Z`)
    else glass.push(`M${n(x0)},-279 L${n(x1)},-279 L${n(x1)},-191 L${n(x0)},-191 Z`)
  }
  const midDoor = n(a + 2 * (pw + gap) - gap / 2)
  return {
    L: 1000 + S,
    Htop: 290,
    body:
      `M34,-42 L126.6,-36 A88 88 0 1 1 283.4,-36 L${X(726.6)},-36 A88 88 0 1 1 ${X(883.4)},-36 L${X(958)},-40 C${X(982)},-44 ${X(995)},-62 ${X(998)},-86 C${X(1000)},-104 ${X(998)},-118 ` +
      top.slice(1) +
      " L7,-120 C8,-80 16,-52 34,-42 Z",
    top,
    arches: [
      [126.6, 283.4, -36, 88],
      [X(726.6), X(883.4), -36, 88],
    ],
    wheels: [
      [205, -76, 76],
      [X(805), -76, 76],
    ],
    glass,
    chrome: `M${X(692)},-184 C${X(652)},-204 ${X(606)},-244 ${X(568)},-262 C${X(540)},-275 ${X(480)},-281 ${X(440)},-281 L380,-281 C350,-279 335,-274 318,-262 C290,-248 258,-226 232,-209 L${X(692)},-184`,
    belt: `M236,-209 L${X(692)},-184`,
    lines: [
      `M${X(702)},-180 C${X(706)},-140 ${X(710)},-90 ${X(716)},-40`,
      `M${X(473)},-190 L${X(476)},-38`,
      `M${midDoor},-194 L${midDoor},-38`,
      "M300,-205 C298,-160 295,-125 292,-100",
    ],
    crease: `M${X(985)},-124 C${X(850)},-142 ${X(600)},-156 ${X(300)},-164 L300,-164 C200,-167 100,-172 14,-176`,
    sill: `M296,-58 L${X(714)},-58`,
    handles: [
      [X(606), -164, 38],
      [midDoor - 54, -167, 38],
    ],
    mirror: `M${X(690)},-188 C${X(684)},-203 ${X(674)},-214 ${X(660)},-216 L${X(636)},-216 C${X(629)},-207 ${X(633)},-195 ${X(648)},-190 Z`,
    head: `M${X(996)},-118 C${X(976)},-127 ${X(944)},-136 ${X(908)},-141 C${X(912)},-133 ${X(918)},-128 ${X(926)},-126 C${X(950)},-123 ${X(974)},-117 ${X(997)},-106 Z`,
    tail: "M12,-184 C40,-193 90,-198 132,-200 L130,-190 C90,-188 42,-184 10,-172 Z",
    intake: `M${X(992)},-66 C${X(975)},-62 ${X(955)},-60 ${X(930)},-60`,
    headPos: [X(986), -117],
    tailPos: [16, -182],
    frontX: X(1000),
  }
}
const PAINT = {
  black: {
    body: [
      [0, "#7c8693"],
      [0.05, "#404852"],
      [0.2, "#1c2127"],
      [0.36, "#1a1e24"],
      [0.42, "#4a525d"],
      [0.47, "#6b7480"],
      [0.53, "#39414b"],
      [0.6, "#1b1f24"],
      [0.63, "#0a0b0d"],
      [0.86, "#0d0f12"],
      [0.95, "#1a1d21"],
      [1, "#2b2e33"],
    ],
    line: "#040506",
    crease: "#9aa3ad",
    chrome: "#d8d2c4",
    handle: "#cfc9bc",
    well: "#050506",
    glass: [
      [0, "#4c5868"],
      [0.45, "#1b222b"],
      [1, "#080a0d"],
    ],
    rim: C.goldHi,
  },
  ivory: {
    body: [
      [0, "#ffffff"],
      [0.1, "#f3eee5"],
      [0.36, "#e6ddcd"],
      [0.42, "#f6f1e8"],
      [0.47, "#ffffff"],
      [0.53, "#ede6d9"],
      [0.6, "#d6cbb8"],
      [0.64, "#b9ad97"],
      [0.86, "#ab9f89"],
      [0.95, "#948872"],
      [1, "#7f7461"],
    ],
    line: "#8f8573",
    crease: "#ffffff",
    chrome: "#e6cf9a",
    handle: "#d8c08e",
    well: "#141210",
    glass: [
      [0, "#5b6572"],
      [0.45, "#262d36"],
      [1, "#0e1115"],
    ],
    rim: C.goldHi,
  },
  graphite: {
    body: [
      [0, "#98a1ab"],
      [0.06, "#56606a"],
      [0.4, "#2a3037"],
      [0.445, "#77808b"],
      [0.5, "#454c55"],
      [0.58, "#1e2226"],
      [0.62, "#131518"],
      [0.88, "#181b1f"],
      [1, "#33373d"],
    ],
    line: "#08090a",
    crease: "#aab2bb",
    chrome: "#d8d2c4",
    handle: "#cfc9bc",
    well: "#060708",
    glass: [
      [0, "#55606e"],
      [0.45, "#1d242c"],
      [1, "#090b0e"],
    ],
    rim: C.goldHi,
  },
}
function wheel(S, cx, cy, r, P) {
  const rr = r * 0.68
  const rimG = S.once("rimG", () =>
    S.rad([
      [0, "#0e0f11"],
      [0.6, "#1d2024"],
      [0.92, "#4a4f56"],
      [1, "#8d939a"],
    ]),
  )
  const spG = S.once("spG", () =>
    S.lin(
      [
        [0, "#c9cdd2"],
        [0.45, "#7d838a"],
        [1, "#34383d"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 1 },
    ),
  )
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b0c0e"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.9)}" fill="none" stroke="#1e2125" stroke-width="${n(r * 0.06)}"/>`
  s += `<circle cx="${cx}" cy="${cy}" r="${n(rr)}" fill="${rimG}"/><circle cx="${cx}" cy="${cy}" r="${n(rr * 0.62)}" fill="#24272b"/>`
  let sp = ""
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * TAU - Math.PI / 2
    const r1 = rr * 0.2,
      r2 = rr * 0.95,
      w1 = rr * 0.045,
      w2 = rr * 0.085
    const ca = Math.cos(a),
      sa = Math.sin(a)
    const p = (rad, w, sgn) => `${n(cx + ca * rad - sa * w * sgn)},${n(cy + sa * rad + ca * w * sgn)}`
    sp += `M${p(r1, w1, 1)} L${p(r2, w2, 1)} L${p(r2, w2, -1)} L${p(r1, w1, -1)} Z `
  }
  s += `<path d="${sp}" fill="${spG}"/>`
  s += `<circle cx="${cx}" cy="${cy}" r="${n(rr * 0.2)}" fill="#1c1e21" stroke="${C.gold}" stroke-width="${n(r * 0.025)}"/>`
  s += `<circle cx="${cx}" cy="${cy}" r="${n(rr)}" fill="none" stroke="#d5d8dc" stroke-width="${n(r * 0.035)}" opacity="0.7"/><circle cx="${cx}" cy="${cy}" r="${n(rr * 0.93)}" fill="none" stroke="#0d0e10" stroke-width="${n(r * 0.025)}" opacity="0.8"/>`
  // gold rim-light on tyre shoulder
  s += `<path d="M${n(cx - r * 0.92)},${n(cy - r * 0.3)} A${r * 0.97} ${r * 0.97} 0 0 1 ${n(cx + r * 0.6)},${n(cy - r * 0.76)}" fill="none" stroke="${P.rim}" stroke-width="${n(r * 0.03)}" opacity="0.45"/>`
  return s
}
/**
 * Draw a vehicle. x = left edge in world px, y = ground line, len = length in px.
 * Returns nothing; adds to scene. Options: type sedan|suv|limo, facing 1 (right) / -1 (left),
 * paint, lights, reflect (wet floor), beam, ribbon, doorOpen, rim (rim light strength).
 */
function vehicle(S, o) {
  const {
    type = "sedan",
    x,
    y,
    len,
    facing = 1,
    paint = "black",
    lights = true,
    reflect = 0.35,
    beam = 0.25,
    ribbon = false,
    doorOpen = false,
    rim = 1,
    shadow = 0.75,
    stretch = 1150,
    rimColor,
    wetStreaks = true,
    tailGlow = 1,
    env,
  } = o
  const v = type === "suv" ? suvSpec() : type === "limo" ? limoSpec(stretch) : sedanSpec()
  const P = { ...PAINT[paint] }
  if (rimColor) P.rim = rimColor
  const s = len / v.L
  const tf =
    facing > 0
      ? `translate(${n(x)} ${n(y)}) scale(${+s.toFixed(5)})`
      : `translate(${n(x + len)} ${n(y)}) scale(${-s.toFixed(5)} ${+s.toFixed(5)})`
  const px = (w) => n(w / s) // world px -> local units
  const wx = (lx) => (facing > 0 ? x + lx * s : x + len - lx * s) // local x -> world x
  const wy = (ly) => y + ly * s
  let g = ""
  // wheel wells
  for (const a of v.arches) g += `<path d="M${a[0]},${a[2]} A${a[3]} ${a[3]} 0 1 1 ${a[1]},${a[2]} Z" fill="${P.well}"/>`
  const bodyG = S.lin(P.body)
  g += `<path d="${v.body}" fill="${bodyG}"/>`
  // environment reflections clipped to body
  const cl = S.clip(v.body)
  const envC = env || (paint === "ivory" ? "#e9c98f" : C.amber)
  g += `<g clip-path="${cl}">`
  g += `<rect x="0" y="-150" width="${v.L}" height="110" fill="${S.lin(
    [
      [0, envC, 0],
      [0.3, envC, paint === "ivory" ? 0.1 : 0.05],
      [0.6, envC, 0.01],
      [1, envC, 0.07],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/>`
  g += `<path d="${v.crease}" fill="none" stroke="${P.crease}" stroke-width="${px(2.2)}" opacity="${paint === "ivory" ? 0.8 : 0.35}"/>`
  g += `<path d="${v.crease}" fill="none" stroke="${P.crease}" stroke-width="${px(9)}" opacity="${paint === "ivory" ? 0.3 : 0.12}" filter="${S.blur(3)}" transform="translate(0 ${px(3)})"/>`
  g += `<path d="${v.sill}" fill="none" stroke="${P.crease}" stroke-width="${px(1.5)}" opacity="0.18"/>`
  g += `</g>`
  // panel lines
  for (const l of v.lines) g += `<path d="${l}" fill="none" stroke="${P.line}" stroke-width="${px(1.6)}" opacity="0.85"/>`
  // glass
  const glassG = S.lin(P.glass)
  for (const gl of v.glass) g += `<path d="${gl}" fill="${glassG}"/>`
  // glass reflection streak
  const gc = S.clip(v.glass.join(" "))
  g += `<g clip-path="${gc}"><path d="M${v.L * 0.2},-300 L${v.L * 0.3},-300 L${v.L * 0.24},-150 L${v.L * 0.14},-150 Z M${v.L * 0.55},-350 L${v.L * 0.6},-350 L${v.L * 0.56},-150 L${v.L * 0.51},-150 Z" fill="#9fb0c4" opacity="0.12"/></g>`
  g += `<path d="${v.chrome}" fill="none" stroke="${P.chrome}" stroke-width="${px(2.4)}" opacity="0.7" stroke-linejoin="round"/>`
  g += `<path d="${v.belt}" fill="none" stroke="${P.chrome}" stroke-width="${px(2)}" opacity="0.55"/>`
  if (v.rails)
    g += `<path d="${v.rails}" fill="none" stroke="#3a4048" stroke-width="${px(5)}" stroke-linecap="round"/><path d="${v.rails}" fill="none" stroke="${P.chrome}" stroke-width="${px(1.2)}" opacity="0.5" transform="translate(0 -2)"/>`
  for (const [hx, hy, hw] of v.handles)
    g += `<rect x="${hx}" y="${hy}" width="${hw}" height="7" rx="3.5" fill="${P.handle}" opacity="0.8"/>`
  g += `<path d="${v.mirror}" fill="${bodyG}" stroke="${P.line}" stroke-width="${px(1)}"/>`
  if (v.intake)
    g += `<path d="${v.intake}" fill="none" stroke="${P.line}" stroke-width="${px(3)}" opacity="0.8"/><path d="${v.intake}" fill="none" stroke="${P.chrome}" stroke-width="${px(1)}" opacity="0.4" transform="translate(0 -3)"/>`
  g += `<g clip-path="${cl}"><path d="${v.top}" fill="none" stroke="#ffffff" stroke-width="${px(5)}" opacity="${paint === "ivory" ? 0.5 : 0.16}" transform="translate(0 ${px(4)})" filter="${S.blur(2)}"/></g>`
  if (doorOpen) g += openDoor(S, v, P, bodyG, glassG, px)
  // lights
  g += `<path d="${v.head}" fill="${lights ? "#fff6e2" : "#c9ccd1"}"/>`
  g += `<path d="${v.tail}" fill="${lights ? "#d8313a" : "#6a1a20"}"/>`
  if (lights) {
    g += glow(S, v.headPos[0], v.headPos[1], 70, "#fff1d2", 0.8)
    g += glow(S, v.tailPos[0], v.tailPos[1], 55, "#ff3a3a", 0.55 * tailGlow)
  }
  // wheels
  for (const [cx, cy, r] of v.wheels) g += wheel(S, cx, cy, r, P)
  // rim light along the roofline
  if (rim) {
    const rg = S.lin(
      [
        [0, P.rim, 0.15],
        [0.3, P.rim, 0.9],
        [0.55, P.rim, 1],
        [0.85, P.rim, 0.7],
        [1, P.rim, 0.2],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )
    g += `<path d="${v.top}" fill="none" stroke="${rg}" stroke-width="${px(7)}" opacity="${0.35 * rim}" filter="${S.blur(4)}"/>`
    g += `<path d="${v.top}" fill="none" stroke="${rg}" stroke-width="${px(1.8)}" opacity="${rim}"/>`
  }
  if (ribbon) g += ribbonOnHood(S, v, px)
  const gid = S.group(`<g transform="${tf}">${g}</g>`)
  // shadow under car
  if (shadow)
    S.add(
      `<ellipse cx="${n(x + len / 2)}" cy="${n(y + 2)}" rx="${n(len * 0.5)}" ry="${n(len * 0.022)}" fill="#000" opacity="${shadow}" filter="${S.blur(n(len * 0.012))}"/>`,
    )
  if (reflect) reflection(S, gid, y + 1, { op: reflect, blur: Math.max(1.5, len * 0.003), fade: v.Htop * s * 1.1 })
  // wet-road light streaks
  if (lights && reflect && wetStreaks) {
    const hx = wx(v.headPos[0]),
      tx = wx(v.tailPos[0])
    S.add(
      `<g filter="${S.blur(n(len * 0.006))}">${glowE(S, hx, y + len * 0.09, len * 0.018, len * 0.1, "#fff0d0", 0.5)}${glowE(S, tx, y + len * 0.07, len * 0.014, len * 0.07, "#ff3b3b", 0.4 * tailGlow)}</g>`,
    )
  }
  S.add(`<use href="#${gid}"/>`)
  if (lights && beam) {
    const hx = wx(v.headPos[0]),
      hy = wy(v.headPos[1]),
      d = facing
    const bl = len * 0.9
    S.add(
      `<path d="M${n(hx)},${n(hy - len * 0.008)} L${n(hx + d * bl)},${n(hy - len * 0.06)} L${n(hx + d * bl)},${n(y + len * 0.05)} L${n(hx)},${n(hy + len * 0.012)} Z" fill="${S.lin(
        [
          [0, "#fff3d8", beam],
          [1, "#fff3d8", 0],
        ],
        { x1: d > 0 ? 0 : 1, y1: 0, x2: d > 0 ? 1 : 0, y2: 0 },
      )}" filter="${S.blur(n(len * 0.012))}"/>`,
    )
    S.add(glow(S, hx + d * len * 0.005, hy, len * 0.05, "#fff3da", 0.85))
  }
  return { s, v, wx, wy, gid }
}
function openDoor(S, v, P, bodyG, glassG, px) {
  // rear door of the sedan swung open towards the viewer
  let g = `<path d="M474,-282 L340,-273 C325,-258 312,-232 300,-203 C298,-150 296,-100 292,-52 L478,-46 Z" fill="${S.lin([
    [0, "#1a1512"],
    [0.6, "#2b2019"],
    [1, "#0d0b09"],
  ])}"/>`
  g += `<path d="M350,-205 C352,-150 358,-120 372,-100 L450,-100 L452,-205 C430,-215 372,-215 350,-205 Z" fill="${S.lin([
    [0, "#8c6b4e"],
    [1, "#4a3828"],
  ])}" opacity="0.85"/>`
  g += `<path d="M360,-100 L466,-100 L466,-84 L362,-84 Z" fill="#5a4432" opacity="0.9"/>`
  g += glowE(S, 410, -180, 90, 60, "#f3c98a", 0.25)
  // door panel (foreshortened, nearer the viewer so slightly taller)
  const door = "M478,-284 L395,-304 C390,-240 388,-200 388,-186 L386,-30 L478,-44 Z"
  g += `<path d="${door}" fill="${bodyG}" stroke="${P.line}" stroke-width="${px(1.5)}"/>`
  g += `<path d="M474,-279 L400,-298 L394,-197 L474,-188 Z" fill="${glassG}"/>`
  g += `<path d="M474,-279 L400,-298 L394,-197 L474,-188" fill="none" stroke="${P.chrome}" stroke-width="${px(2)}" opacity="0.7"/>`
  g += `<path d="M395,-304 L386,-30" stroke="${P.rim}" stroke-width="${px(2.5)}" opacity="0.9"/>`
  return g
}
function ribbonOnHood(S, v, px) {
  // satin ribbon along the bonnet with a bow near the nose
  const [hx] = v.headPos
  const fx = hx - 985 // offset for limo stretch
  const X = (a) => a + fx
  const rib = S.lin([
    [0, "#fffaf0"],
    [0.5, "#efe3cc"],
    [1, "#d9c39a"],
  ])
  let g = `<path d="M${X(708)},-180 C${X(780)},-170 ${X(860)},-158 ${X(930)},-150" fill="none" stroke="#f7efe0" stroke-width="${px(5)}" stroke-linecap="round"/>`
  g += `<path d="M${X(708)},-180 C${X(780)},-170 ${X(860)},-158 ${X(930)},-150" fill="none" stroke="${C.gold}" stroke-width="${px(1)}" transform="translate(0 ${px(2.5)})" opacity="0.8"/>`
  const bx = X(938),
    by = -150
  g += `<path d="M${bx},${by} C${bx - 40},${by - 50} ${bx - 70},${by - 10} ${bx - 48},${by + 8} C${bx - 30},${by + 16} ${bx - 12},${by + 6} ${bx},${by} Z" fill="${rib}" stroke="#c9b48a" stroke-width="${px(1)}"/>`
  g += `<path d="M${bx},${by} C${bx + 40},${by - 52} ${bx + 72},${by - 8} ${bx + 46},${by + 10} C${bx + 28},${by + 16} ${bx + 10},${by + 6} ${bx},${by} Z" fill="${rib}" stroke="#c9b48a" stroke-width="${px(1)}"/>`
  g += `<path d="M${bx - 4},${by + 2} C${bx - 14},${by + 40} ${bx - 20},${by + 70} ${bx - 30},${by + 95} L${bx - 16},${by + 92} C${bx - 8},${by + 68} ${bx},${by + 40} ${bx + 4},${by + 4} Z" fill="${rib}"/>`
  g += `<path d="M${bx + 2},${by + 2} C${bx + 14},${by + 36} ${bx + 26},${by + 60} ${bx + 40},${by + 80} L${bx + 50},${by + 72} C${bx + 36},${by + 56} ${bx + 22},${by + 34} ${bx + 8},${by} Z" fill="${rib}"/>`
  g += `<circle cx="${bx}" cy="${by}" r="11" fill="#e8d8b6" stroke="${C.gold}" stroke-width="${px(1)}"/>`
  return g
}

/* ------------------------------------------------------------------ */
/* Boston skyline & Zakim bridge                                       */
/* ------------------------------------------------------------------ */
function windows(S, x, y, w, h, o = {}) {
  const { cw = 6, ch = 8, ww = 2.6, wh = 3.4, p = 0.2, op = [0.45, 0.95], colors = LIT, margin = 3 } = o
  let s = ""
  const cols = Math.floor((w - margin * 2) / cw),
    rows = Math.floor((h - margin * 2) / ch)
  const x0 = x + (w - cols * cw) / 2 + (cw - ww) / 2
  for (let r = 0; r < rows; r++) {
    const rowBias = S.chance(0.12) ? 2.4 : S.chance(0.3) ? 0.2 : 1
    for (let c = 0; c < cols; c++) {
      if (!S.chance(p * rowBias)) continue
      s += `<rect x="${n(x0 + c * cw)}" y="${n(y + margin + r * ch)}" width="${n(ww)}" height="${n(wh)}" fill="${S.pick(colors)}" opacity="${S.r(op[0], op[1]).toFixed(2)}"/>`
    }
  }
  return s
}
/** Boston skyline silhouette: Back Bay on the left, State House, Financial District on the right. */
function bostonSkyline(S, o) {
  const { x0, x1, base, u, lit = 0.2, far = true, nearFill, farFill = "#283242", edge = "#5d6b7d" } = o
  const span = x1 - x0
  const fill =
    nearFill ||
    S.once("bldG", () =>
      S.lin([
        [0, "#222a35"],
        [1, "#11151b"],
      ]),
    )
  let back = "",
    s = "",
    win = "",
    glows = ""
  if (far) {
    for (let xx = x0 - 20; xx < x1 + 20;) {
      const w = S.r(14, 40) * u,
        h = S.r(14, 60) * u
      back += `<rect x="${n(xx)}" y="${n(base - h)}" width="${n(w)}" height="${n(h + 2)}"/>`
      if (S.chance(0.5))
        win += windows(S, xx, base - h, w, h, { cw: 5 * u, ch: 7 * u, ww: 1.8 * u, wh: 2.4 * u, p: lit * 0.5, op: [0.25, 0.55] })
      xx += w * S.r(0.6, 1.1)
    }
  }
  const B = [
    [0.0, 26, 60, "box"],
    [0.03, 30, 84, "setback"],
    [0.065, 24, 70, "box"],
    [0.095, 30, 118, "slant"],
    [0.125, 26, 92, "box"],
    [0.165, 40, 228, "pru"],
    [0.2, 24, 110, "box"],
    [0.235, 34, 250, "hancock"],
    [0.27, 28, 96, "setback"],
    [0.3, 22, 74, "box"],
    [0.35, 40, 46, "dome"],
    [0.395, 26, 96, "box"],
    [0.43, 30, 150, "setback"],
    [0.465, 24, 206, "millennium"],
    [0.5, 34, 176, "box"],
    [0.535, 30, 214, "setback"],
    [0.565, 22, 186, "pyramid"],
    [0.6, 30, 226, "fedres"],
    [0.64, 26, 160, "custom"],
    [0.675, 34, 190, "setback"],
    [0.71, 28, 140, "box"],
    [0.745, 38, 116, "slant"],
    [0.785, 26, 92, "box"],
    [0.82, 34, 70, "box"],
    [0.86, 28, 58, "box"],
    [0.9, 40, 46, "box"],
    [0.95, 30, 38, "box"],
  ]
  for (const [fx, w0, h0, type] of B) {
    const w = w0 * u,
      h = h0 * u,
      cx = x0 + fx * span,
      x = cx - w / 2,
      top = base - h
    let d = ""
    const winO = { cw: 6 * u, ch: 8.5 * u, ww: 2.4 * u, wh: 3.3 * u, p: lit }
    switch (type) {
      case "box":
        d = `M${n(x)},${n(base + 2)} V${n(top)} H${n(x + w)} V${n(base + 2)} Z`
        if (S.chance(0.5)) d += ` M${n(x + w * 0.3)},${n(top)} v${n(-6 * u)} h${n(w * 0.3)} v${n(6 * u)} Z`
        win += windows(S, x, top, w, h, winO)
        break
      case "setback": {
        const t2 = top + h * 0.12,
          t3 = top + h * 0.3
        d = `M${n(x)},${n(base + 2)} V${n(t3)} H${n(x + w * 0.08)} V${n(t2)} H${n(x + w * 0.2)} V${n(top)} H${n(x + w * 0.8)} V${n(t2)} H${n(x + w * 0.92)} V${n(t3)} H${n(x + w)} V${n(base + 2)} Z`
        win += windows(S, x, t3, w, h * 0.7, winO) + windows(S, x + w * 0.2, top, w * 0.6, h * 0.3, winO)
        break
      }
      case "slant":
        d = `M${n(x)},${n(base + 2)} V${n(top + h * 0.12)} L${n(x + w)},${n(top)} V${n(base + 2)} Z`
        win += windows(S, x, top + h * 0.14, w, h * 0.86, winO)
        break
      case "pru": {
        const cr = top + h * 0.1
        d = `M${n(x)},${n(base + 2)} V${n(cr)} H${n(x + w * 0.1)} V${n(top + h * 0.04)} H${n(x + w * 0.25)} V${n(top)} H${n(x + w * 0.75)} V${n(top + h * 0.04)} H${n(x + w * 0.9)} V${n(cr)} H${n(x + w)} V${n(base + 2)} Z`
        d += ` M${n(cx - 1.2 * u)},${n(top)} V${n(top - 42 * u)} h${n(2.4 * u)} V${n(top)} Z`
        win += windows(S, x, cr, w, h * 0.5, { ...winO, p: lit * 1.2 })
        // the Pru's lit crown band
        glows += `<rect x="${n(x + w * 0.1)}" y="${n(top + h * 0.045)}" width="${n(w * 0.8)}" height="${n(h * 0.05)}" fill="${C.goldHi}" opacity="0.55"/>`
        glows += glow(S, cx, top + h * 0.07, w * 1.3, C.amber, 0.18)
        glows += glow(S, cx, top - 42 * u, 5 * u, "#ff4a3a", 0.9)
        break
      }
      case "hancock": {
        d = `M${n(x)},${n(base + 2)} V${n(top)} H${n(x + w)} V${n(base + 2)} Z`
        const hg = S.once("hancG", () =>
          S.lin(
            [
              [0, "#3f5268"],
              [0.35, "#2d3c4f"],
              [0.8, "#1d2633"],
              [1, "#151b23"],
            ],
            { x1: 0, y1: 0, x2: 1, y2: 1 },
          ),
        )
        glows += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h + 2)}" fill="${hg}"/>`
        glows += `<rect x="${n(cx - 0.6 * u)}" y="${n(top)}" width="${n(1.2 * u)}" height="${n(h)}" fill="#0c1016" opacity="0.8"/>`
        glows += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(1.2 * u)}" fill="#8ea3bb" opacity="0.6"/>`
        let fl = ""
        for (let yy = top + 6 * u; yy < base; yy += 7 * u)
          if (S.chance(0.25))
            fl += `<rect x="${n(x + S.r(0, w * 0.5))}" y="${n(yy)}" width="${n(S.r(4, 14) * u)}" height="${n(1.2 * u)}" fill="#f4e3c0" opacity="${S.r(0.2, 0.5).toFixed(2)}"/>`
        glows += fl
        break
      }
      case "dome": {
        const bh = h * 0.55,
          dr = w * 0.2
        d = `M${n(x)},${n(base + 2)} V${n(base - bh)} H${n(x + w)} V${n(base + 2)} Z M${n(cx - w * 0.28)},${n(base - bh)} V${n(base - bh - 6 * u)} H${n(cx + w * 0.28)} V${n(base - bh)} Z`
        const dy = base - bh - 6 * u
        glows += glow(S, cx, dy - dr * 0.5, dr * 4, C.gold, 0.35)
        glows += `<path d="M${n(cx - dr)},${n(dy)} A${n(dr)} ${n(dr * 1.05)} 0 0 1 ${n(cx + dr)},${n(dy)} Z" fill="${S.lin([
          [0, C.goldHi],
          [1, "#a8843f"],
        ])}"/>`
        glows += `<rect x="${n(cx - dr * 0.18)}" y="${n(dy - dr * 1.55)}" width="${n(dr * 0.36)}" height="${n(dr * 0.55)}" fill="${C.goldHi}"/>`
        win += windows(S, x, base - bh, w, bh, { ...winO, p: lit * 1.6 })
        break
      }
      case "millennium":
        d = `M${n(x)},${n(base + 2)} V${n(top + h * 0.06)} C${n(x + w * 0.3)},${n(top + h * 0.02)} ${n(x + w * 0.7)},${n(top)} ${n(x + w)},${n(top)} V${n(base + 2)} Z`
        win += windows(S, x, top + h * 0.08, w, h * 0.92, { ...winO, p: lit * 1.3 })
        glows += `<path d="M${n(x + w * 0.55)},${n(top + h * 0.02)} L${n(x + w)},${n(top)} L${n(x + w)},${n(base)} L${n(x + w * 0.92)},${n(base)} Z" fill="#6e819a" opacity="0.18"/>`
        break
      case "pyramid":
        d = `M${n(x)},${n(base + 2)} V${n(top + h * 0.12)} L${n(cx)},${n(top)} L${n(x + w)},${n(top + h * 0.12)} V${n(base + 2)} Z`
        win += windows(S, x, top + h * 0.14, w, h * 0.86, winO)
        glows += `<path d="M${n(x + w * 0.1)},${n(top + h * 0.115)} L${n(cx)},${n(top + h * 0.01)} L${n(x + w * 0.9)},${n(top + h * 0.115)} Z" fill="${C.gold}" opacity="0.35"/>`
        break
      case "fedres":
        d = `M${n(x)},${n(base + 2)} V${n(top + w * 0.3)} A${n(w / 2)} ${n(w * 0.3)} 0 0 1 ${n(x + w)},${n(top + w * 0.3)} V${n(base + 2)} Z`
        win += windows(S, x, top + w * 0.3, w, h - w * 0.3, winO)
        break
      case "custom": {
        const sw = w * 0.55,
          sx = cx - sw / 2,
          ph = h * 0.2
        d = `M${n(x - w * 0.3)},${n(base + 2)} V${n(base - h * 0.22)} H${n(x + w * 1.3)} V${n(base + 2)} Z M${n(sx)},${n(base - h * 0.2)} V${n(top + ph)} L${n(cx)},${n(top)} L${n(sx + sw)},${n(top + ph)} V${n(base - h * 0.2)} Z`
        d += ` M${n(cx - 0.5 * u)},${n(top)} V${n(top - 10 * u)} h${n(u)} V${n(top)} Z`
        glows +=
          `<circle cx="${n(cx)}" cy="${n(top + ph + 8 * u)}" r="${n(sw * 0.3)}" fill="${C.ivory}" opacity="0.75"/>` +
          glow(S, cx, top + ph + 8 * u, sw, C.amberHi, 0.35)
        glows += glow(S, cx, top + ph * 0.6, sw * 1.6, C.amber, 0.2)
        win += windows(S, sx, top + ph + 18 * u, sw, h * 0.5, { ...winO, p: lit * 1.5 })
        break
      }
    }
    if (d) s += `<path d="${d}"/>`
    // subtle sky-lit edge on the west (sunset) side
    if (type !== "dome")
      s += `<rect x="${n(x + w - 1.2 * u)}" y="${n(top)}" width="${n(1.2 * u)}" height="${n(h * 0.8)}" fill="${edge}" opacity="0.3"/>`
  }
  return `<g fill="${farFill}">${back}</g><g fill="${fill}">${s}</g><g>${glows}</g><g>${win}</g>`
}
/** Zakim-style cable-stayed bridge: two inverted-Y towers with fanned stays. */
function zakim(S, o) {
  const { x, span, deckY, u, waterY, cable = "#ece7dd", glowC = "#8fa8cc", op = 1 } = o
  const th = 150 * u
  let legs = "",
    cables = "",
    deck = "",
    lights = ""
  const towers = [x, x + span]
  for (const tx of towers) {
    const top = deckY - th,
      yj = deckY - 48 * u
    legs += `<path d="M${n(tx - 16 * u)},${n(waterY)} L${n(tx - 3 * u)},${n(yj)} L${n(tx - 2.6 * u)},${n(top + 14 * u)} L${n(tx)},${n(top)} L${n(tx + 2.6 * u)},${n(top + 14 * u)} L${n(tx + 3 * u)},${n(yj)} L${n(tx + 16 * u)},${n(waterY)} L${n(tx + 11 * u)},${n(waterY)} L${n(tx + 0.5 * u)},${n(yj + 10 * u)} L${n(tx - 0.5 * u)},${n(yj + 10 * u)} L${n(tx - 11 * u)},${n(waterY)} Z"/>`
    lights += glow(S, tx, top, 6 * u, "#ff5244", 0.9)
    const nC = 11
    for (let i = 0; i < nC; i++) {
      const ay = top + 18 * u + i * 6.5 * u
      const reach = (nC - i) * ((span * 0.5) / nC) * 0.98
      cables += `M${n(tx)},${n(ay)} L${n(tx - reach)},${n(deckY)} M${n(tx)},${n(ay)} L${n(tx + reach)},${n(deckY)} `
    }
  }
  const dx0 = x - span * 0.62,
    dx1 = x + span * 1.62
  deck += `<rect x="${n(dx0)}" y="${n(deckY)}" width="${n(dx1 - dx0)}" height="${n(5 * u)}" fill="#0e1218"/><rect x="${n(dx0)}" y="${n(deckY)}" width="${n(dx1 - dx0)}" height="${n(0.8 * u)}" fill="#c9d4e2" opacity="0.5"/>`
  for (let xx = dx0; xx < dx1; xx += 9 * u)
    lights += `<circle cx="${n(xx)}" cy="${n(deckY + 2.5 * u)}" r="${n(0.9 * u)}" fill="${C.amberHi}" opacity="0.9"/>`
  for (let xx = dx0 + 20 * u; xx < dx1; xx += span * 0.3)
    deck += `<rect x="${n(xx)}" y="${n(deckY + 4 * u)}" width="${n(4 * u)}" height="${n(waterY - deckY)}" fill="#0e1218"/>`
  return `<g opacity="${op}"><path d="${cables}" stroke="${glowC}" stroke-width="${n(2.6 * u)}" fill="none" opacity="0.35" filter="${S.blur(n(2.5 * u))}"/><path d="${cables}" stroke="${cable}" stroke-width="${n(0.55 * u)}" fill="none" opacity="0.85"/><g fill="#141a22">${legs}</g>${towers.map((tx) => glowE(S, tx, deckY - th * 0.5, 16 * u, th * 0.6, glowC, 0.25)).join("")}<g fill="#cfd8e4" opacity="0.35">${towers.map((tx) => `<rect x="${n(tx - 0.6 * u)}" y="${n(deckY - th + 12 * u)}" width="${n(1.2 * u)}" height="${n(th - 60 * u)}"/>`).join("")}</g>${deck}${lights}</g>`
}
/** Wet asphalt band from `top` to bottom of the frame. */
function road(S, top, o = {}) {
  const { sheen = "#2c3a4c", sheenOp = 0.5, lane = true, kerb = true, base = ["#16191d", "#0b0c0e"], laneY = 0.62, laneC = C.ivory } = o
  const h = S.H - top
  S.add(
    `<rect x="0" y="${n(top)}" width="${S.W}" height="${n(h)}" fill="${S.lin([
      [0, base[0]],
      [1, base[1]],
    ])}"/>`,
  )
  S.add(
    `<rect x="0" y="${n(top)}" width="${S.W}" height="${n(h * 0.5)}" fill="${S.lin([
      [0, sheen, sheenOp],
      [1, sheen, 0],
    ])}"/>`,
  )
  if (kerb)
    S.add(
      `<rect x="0" y="${n(top)}" width="${S.W}" height="${n(h * 0.018)}" fill="#3a4250"/><rect x="0" y="${n(top + h * 0.018)}" width="${S.W}" height="${n(h * 0.02)}" fill="#07080a" opacity="0.8"/>`,
    )
  if (lane) {
    let s = ""
    const ly = top + h * laneY,
      dl = S.W * 0.07
    for (let xx = -S.r(0, dl); xx < S.W; xx += dl * 1.8) s += `<rect x="${n(xx)}" y="${n(ly)}" width="${n(dl)}" height="${n(h * 0.012)}"/>`
    S.add(`<g fill="${laneC}" opacity="0.16">${s}</g>`)
  }
}
/** Vertical streaks of reflected light on wet ground / water. */
function streaks(S, items, blur = 3) {
  let s = ""
  for (const it of items) s += glowE(S, it.x, it.y, it.w, it.h, it.c, it.op, true)
  S.add(`<g filter="${S.blur(blur)}">${s}</g>`)
}

/* ------------------------------------------------------------------ */
/* scenes                                                              */
/* ------------------------------------------------------------------ */
/** Dusk over the Charles: skyline, Zakim, river reflections, wet road. */
function skylineScene(S, o = {}) {
  const { W, H } = S
  const {
    horizon = 0.6,
    car = { type: "sedan", facing: -1, x: 0.5, len: 0.42 },
    u = (W / 1600) * 1.35,
    shade = 0,
    bridgeX = 0.8,
    roadTop = 0.72,
    skyName = "dusk",
  } = o
  const hy = H * horizon
  sky(S, skyName, { h: hy + 4 })
  S.add(glowE(S, W * 0.3, hy, W * 0.55, H * 0.22, "#e0a46a", 0.45))
  stars(S, 120, hy * 0.5, 0.5)
  clouds(S, { count: 10, y0: hy * 0.35, y1: hy * 0.85, color: "#3b4659", op: 0.55, blur: (14 * W) / 1600, lit: "#a57a5c" })
  // skyline group (reflected in river)
  let city = bostonSkyline(S, { x0: -W * 0.02, x1: W * (bridgeX - 0.08), base: hy, u, lit: 0.2 })
  city += zakim(S, { x: W * bridgeX, span: W * 0.13, deckY: hy - 26 * u, u: u * 0.95, waterY: hy + 2 })
  const cid = S.group(city)
  S.add(`<use href="#${cid}"/>`)
  // river
  const rt = H * roadTop
  S.add(
    `<rect x="0" y="${n(hy)}" width="${W}" height="${n(rt - hy)}" fill="${S.lin([
      [0, "#2a3546"],
      [0.4, "#1a222d"],
      [1, "#10151b"],
    ])}"/>`,
  )
  reflection(S, cid, hy, { op: 0.5, blur: (2.5 * W) / 1600, fade: (rt - hy) * 1.1, ripple: (7 * W) / 1600, freq: "0.002 0.05" })
  let sh = ""
  for (let i = 0; i < 90; i++)
    sh += `<rect x="${n(S.r(0, W))}" y="${n(S.r(hy + 4, rt))}" width="${n((S.r(20, 120) * W) / 1600)}" height="${n((1.2 * W) / 1600)}" fill="${S.pick([C.amberHi, "#9fb2c8", C.goldHi])}" opacity="${S.r(0.05, 0.25).toFixed(2)}"/>`
  S.add(`<g>${sh}</g>`)
  // embankment with lamp posts
  S.add(`<rect x="0" y="${n(rt - H * 0.012)}" width="${W}" height="${n(H * 0.014)}" fill="#0c0f13"/>`)
  let lamps = ""
  for (let xx = W * 0.04; xx < W; xx += W * 0.16) {
    const lh = H * 0.15
    lamps += `<rect x="${n(xx - (1.5 * W) / 1600)}" y="${n(rt - lh)}" width="${n((3 * W) / 1600)}" height="${n(lh)}" fill="#0a0c0f"/><path d="M${n(xx - (8 * W) / 1600)},${n(rt - lh)} h${n((16 * W) / 1600)} l${n((-3 * W) / 1600)},${n((-10 * W) / 1600)} h${n((-10 * W) / 1600)} Z" fill="#0a0c0f"/>`
    lamps += glow(S, xx, rt - lh + 3, (26 * W) / 1600, C.amber, 0.85) + glow(S, xx, rt - lh + 3, (6 * W) / 1600, "#fff1d0", 1)
  }
  S.add(lamps)
  road(S, rt, { sheen: "#3a4556", sheenOp: 0.55 })
  const items = []
  for (let xx = W * 0.04; xx < W; xx += W * 0.16)
    items.push({ x: xx, y: rt + (H - rt) * 0.3, w: (10 * W) / 1600, h: (H - rt) * 0.35, c: C.amber, op: 0.45 })
  streaks(S, items, (4 * W) / 1600)
  if (car) {
    const len = W * car.len
    vehicle(S, {
      type: car.type,
      x: W * car.x,
      y: rt + (H - rt) * (car.ground ?? 0.62),
      len,
      facing: car.facing,
      paint: car.paint || "black",
      reflect: 0.32,
    })
  }
  if (shade) textShade(S, "left", shade, 0.62)
  finish(S, { vignette: 0.6, grain: 0.05 })
}

/* ------------------------------------------------------------------ */
/* nature                                                              */
/* ------------------------------------------------------------------ */
function bareTree(S, x, y, h, o = {}) {
  const { color = "#12161b", spread = 1, depth = 7, op = 1, lean = 0, width = 0.035 } = o
  const paths = []
  const rec = (x0, y0, len, ang, w, d) => {
    const x1 = x0 + Math.cos(ang) * len,
      y1 = y0 + Math.sin(ang) * len
    const b = S.r(-0.18, 0.18) * len
    const mx = (x0 + x1) / 2 - Math.sin(ang) * b,
      my = (y0 + y1) / 2 + Math.cos(ang) * b
    paths.push(`<path d="M${n(x0)},${n(y0)} Q${n(mx)},${n(my)} ${n(x1)},${n(y1)}" stroke-width="${n(Math.max(w, 0.6))}"/>`)
    if (d === 0) return
    const k = S.chance(0.3) ? 3 : 2
    for (let i = 0; i < k; i++) {
      const a = ang + ((i - (k - 1) / 2) * 0.6 + S.r(-0.25, 0.25)) * spread
      rec(x1, y1, len * S.r(0.66, 0.8), a, w * 0.66, d - 1)
    }
  }
  rec(x, y, h * 0.3, -Math.PI / 2 + lean + S.r(-0.06, 0.06), h * width, depth)
  return `<g stroke="${color}" stroke-linecap="round" fill="none" opacity="${op}">${paths.join("")}</g>`
}
const FOLIAGE = {
  autumn: ["#b0612d", "#8b3a25", "#c48f3c", "#a5722d", "#7a4a22", "#c9a04e"],
  autumnDusk: ["#6e3b22", "#5a2a1f", "#7b5a2a", "#6a4a24", "#4a2c1c"],
  summer: ["#3d5a3a", "#4a6a40", "#2f4a33", "#56703f", "#3a5236"],
  summerDusk: ["#1f2b24", "#25332a", "#1a241f", "#2c3a2c"],
  blossom: ["#f1dfe0", "#ead0d3", "#f6ece6", "#e3c4c8", "#f4e6dc"],
  sage: ["#8a9a7e", "#7b8b70", "#9aaa8c", "#6f7f66"],
}
function leafyTree(S, x, y, h, o = {}) {
  const {
    palette = FOLIAGE.autumn,
    shade = "#1a1410",
    light = "#f3c77e",
    trunk = "#1b1714",
    blobs = 46,
    lightDir = 1,
    op = 1,
    litAmt = 0.35,
    shadeAmt = 0.55,
    rx = 0.36,
    ry = 0.32,
  } = o
  let s = bareTree(S, x, y, h * 0.72, { color: trunk, depth: 4, spread: 0.8, width: 0.045 })
  const cx = x,
    cy = y - h * 0.62,
    RX = h * rx,
    RY = h * ry
  const bl = []
  for (let i = 0; i < blobs; i++) {
    const a = S.r(0, TAU),
      rr = Math.sqrt(S.r(0, 1))
    bl.push([cx + Math.cos(a) * RX * rr, cy + Math.sin(a) * RY * rr])
  }
  bl.sort((a, b) => a[1] - b[1])
  for (const [bx, by] of bl) {
    const t = ((by - cy) / RY + 1) / 2,
      side = ((bx - cx) / RX) * lightDir
    let c = S.pick(palette)
    c = mix(c, shade, Math.max(0, t * shadeAmt - side * 0.12))
    if (side > 0.15 && t < 0.65) c = mix(c, light, litAmt * side)
    s += `<circle cx="${n(bx)}" cy="${n(by)}" r="${n(h * S.r(0.07, 0.13))}" fill="${c}"/>`
  }
  return `<g opacity="${op}">${s}</g>`
}
function pine(S, x, y, h, o = {}) {
  const { color = "#141b1c", snow = false, w = 0.22, snowC = "#e9edf2" } = o
  const L = 8,
    pts = []
  for (let i = 1; i <= L; i++) {
    const t = i / L
    pts.push([w * h * t * S.r(0.85, 1.1), y - h + t * h * 0.92])
  }
  let d = `M${n(x)},${n(y - h)}`
  for (const [ww, yy] of pts) d += ` L${n(x + ww)},${n(yy)} L${n(x + ww * 0.35)},${n(yy - h * 0.03)}`
  d += ` L${n(x + h * 0.02)},${n(y - h * 0.08)} L${n(x + h * 0.02)},${n(y)} L${n(x - h * 0.02)},${n(y)} L${n(x - h * 0.02)},${n(y - h * 0.08)}`
  for (const [ww, yy] of [...pts].reverse()) d += ` L${n(x - ww * 0.35)},${n(yy - h * 0.03)} L${n(x - ww)},${n(yy)}`
  let s = `<path d="${d} Z" fill="${color}"/>`
  if (snow) {
    let sd = ""
    for (const [ww, yy] of pts)
      sd += `M${n(x - ww * 0.85)},${n(yy - 1)} Q${n(x)},${n(yy - h * 0.11)} ${n(x + ww * 0.85)},${n(yy - 1)} Q${n(x)},${n(yy - h * 0.075)} ${n(x - ww * 0.85)},${n(yy - 1)} Z `
    s += `<path d="${sd}" fill="${snowC}" opacity="0.85"/>`
  }
  return s
}
/** Smooth rolling ridge filled to the bottom of the frame. */
function ridge(S, y, amp, fill, o = {}) {
  const { step = S.W / 7, op = 1, bottom = S.H } = o
  const pts = []
  for (let x = -step; x <= S.W + step * 2; x += step) pts.push([x, y + S.r(-amp, amp)])
  let d = `M${n(pts[0][0])},${n(pts[0][1])}`
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1],
      [x1, y1] = pts[i]
    d += ` C${n(x0 + step / 2)},${n(y0)} ${n(x1 - step / 2)},${n(y1)} ${n(x1)},${n(y1)}`
  }
  d += ` L${n(S.W + step * 2)},${n(bottom)} L${n(-step)},${n(bottom)} Z`
  return `<path d="${d}" fill="${fill}" opacity="${op}"/>`
}
function stoneWall(S, x0, x1, y, h, o = {}) {
  const { tones = ["#7d786f", "#928c82", "#6a665f", "#a29b90", "#5c5852"], dark = "#1e1c1a", tint, tintAmt = 0 } = o
  let s = `<rect x="${n(x0)}" y="${n(y - h)}" width="${n(x1 - x0)}" height="${n(h)}" fill="${dark}"/>`
  const rows = 3,
    rh = h / rows
  for (let r = 0; r < rows; r++) {
    for (let xx = x0 - S.r(0, rh); xx < x1;) {
      const w = rh * S.r(0.9, 2.1)
      let c = S.pick(tones)
      if (tint) c = mix(c, tint, tintAmt)
      s += `<rect x="${n(xx + 1)}" y="${n(y - h + r * rh + S.r(0, rh * 0.12))}" width="${n(w - 2)}" height="${n(rh * S.r(0.85, 1.05))}" rx="${n(rh * 0.35)}" fill="${c}"/>`
      xx += w
    }
  }
  s += `<rect x="${n(x0)}" y="${n(y - h)}" width="${n(x1 - x0)}" height="${n(h)}" fill="${S.once("wallShade", () =>
    S.lin([
      [0, "#fff", 0.12],
      [0.5, "#000", 0.1],
      [1, "#000", 0.5],
    ]),
  )}"/>`
  return s
}
/* ------------------------------------------------------------------ */
/* architecture                                                        */
/* ------------------------------------------------------------------ */
const MOOD = {
  golden: { tint: "#f0b872", amt: 0.2, sideC: "#4a3b35", sideAmt: 0.42, lit: 0.25, glass: ["#d9b27a", "#3c3a38"] },
  dusk: { tint: "#2c3a4c", amt: 0.55, sideC: "#0f1113", sideAmt: 0.45, lit: 0.75, glass: ["#3a4656", "#161b22"] },
  night: { tint: "#1c2633", amt: 0.68, sideC: "#07090c", sideAmt: 0.5, lit: 0.8, glass: ["#263140", "#0d1117"] },
  day: { tint: "#f4efe6", amt: 0.04, sideC: "#6f737b", sideAmt: 0.3, lit: 0, glass: ["#b7c3cc", "#4c5560"] },
  winter: { tint: "#3f4a5a", amt: 0.42, sideC: "#141a22", sideAmt: 0.45, lit: 0.7, glass: ["#4a5565", "#1a2029"] },
  mist: { tint: "#8f959b", amt: 0.3, sideC: "#3a4048", sideAmt: 0.35, lit: 0.35, glass: ["#7c858e", "#2e343b"] },
}
function litWindow(S, x, y, w, h, M, lit, o = {}) {
  const { trim = "#efe9de", panes = true, arch = false } = o
  const shape = arch
    ? `M${n(x)},${n(y + h)} V${n(y + w / 2)} A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(x + w)},${n(y + w / 2)} V${n(y + h)} Z`
    : `M${n(x)},${n(y)} h${n(w)} v${n(h)} h${n(-w)} Z`
  const fill = lit
    ? S.once("winLit", () =>
        S.lin([
          [0, "#ffe2ad"],
          [1, "#e49b4e"],
        ]),
      )
    : S.once("winDark" + M.glass, () =>
        S.lin([
          [0, M.glass[0]],
          [1, M.glass[1]],
        ]),
      )
  let s = `<path d="${shape}" fill="${fill}" stroke="${mix(trim, M.tint, M.amt)}" stroke-width="${n(Math.max(1, w * 0.09))}"/>`
  if (panes)
    s += `<path d="M${n(x + w / 2)},${n(y + (arch ? w * 0.1 : 0))} V${n(y + h)} M${n(x)},${n(y + h * 0.5)} H${n(x + w)}" stroke="${mix(trim, M.tint, M.amt)}" stroke-width="${n(Math.max(0.6, w * 0.05))}" opacity="0.8"/>`
  if (lit) s += glow(S, x + w / 2, y + h / 2, w * 2.2, C.amber, 0.35)
  return s
}
/** New England colonial with a receding gable end (simple axonometric). */
function house(S, x, y, w, h, o = {}) {
  const {
    color = "#ece7dc",
    mood = MOOD.golden,
    roof = "#2d3034",
    bays = 5,
    depth = 0.5,
    chimney = true,
    shutters = "#1f2a33",
    lit = mood.lit,
    porch = false,
    snow = false,
  } = o
  const M = mood
  const face = mix(color, M.tint, M.amt),
    side = mix(face, M.sideC, M.sideAmt)
  const d = w * depth,
    sx = d * 0.55,
    sy = -d * 0.22,
    rh = h * 0.62
  const apx = x + w + sx / 2,
    apy = y - h + sy / 2 - rh
  const ov = w * 0.02
  let s = `<path d="M${n(x + w)},${n(y)} L${n(x + w + sx)},${n(y + sy)} L${n(x + w + sx)},${n(y - h + sy)} L${n(apx)},${n(apy)} L${n(x + w)},${n(y - h)} Z" fill="${side}"/>`
  s += `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${face}"/>`
  let cl = ""
  for (let yy = y - h + h / 16; yy < y; yy += h / 16) cl += `M${n(x)},${n(yy)} H${n(x + w)} `
  s += `<path d="${cl}" stroke="#000" stroke-width="${n(h / 120)}" opacity="0.09"/>`
  s += `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${S.once("faceShade", () =>
    S.lin([
      [0, "#000", 0.12],
      [0.2, "#000", 0],
      [1, "#000", 0.18],
    ]),
  )}"/>`
  // roof
  const roofC = mix(roof, M.tint, M.amt * 0.5)
  s += `<path d="M${n(x - ov)},${n(y - h + h * 0.02)} L${n(x + w)},${n(y - h + h * 0.02)} L${n(apx)},${n(apy)} L${n(x - ov + sx / 2)},${n(apy)} Z" fill="${S.lin(
    [
      [0, mix(roofC, "#000", 0.3)],
      [1, roofC],
    ],
  )}"/>`
  if (snow)
    s += `<path d="M${n(x - ov)},${n(y - h + h * 0.01)} L${n(x + w)},${n(y - h + h * 0.01)} L${n(apx)},${n(apy)} L${n(x - ov + sx / 2)},${n(apy)} Z" fill="${S.lin(
      [
        [0, "#eef1f5"],
        [1, "#b7c0cc"],
      ],
    )}" opacity="0.92"/>`
  s += `<path d="M${n(x - ov)},${n(y - h + h * 0.02)} H${n(x + w)} L${n(apx)},${n(apy)}" fill="none" stroke="${mix("#f3efe7", M.tint, M.amt)}" stroke-width="${n(h * 0.025)}"/>`
  if (chimney) {
    const cx = x + w * 0.22 + sx * 0.25,
      cw = w * 0.06
    s += `<rect x="${n(cx)}" y="${n(apy - h * 0.22)}" width="${n(cw)}" height="${n(h * 0.35)}" fill="${mix("#6b3b2e", M.tint, M.amt)}"/><rect x="${n(cx - cw * 0.1)}" y="${n(apy - h * 0.24)}" width="${n(cw * 1.2)}" height="${n(h * 0.04)}" fill="${mix("#4a2a22", M.tint, M.amt)}"/>`
  }
  // windows + door
  const ww = w * 0.075,
    wh = h * 0.27,
    mid = Math.floor(bays / 2)
  for (const fl of [0, 1]) {
    const wy = y - h + h * (fl ? 0.56 : 0.14)
    for (let b = 0; b < bays; b++) {
      const bx = x + (w * (b + 0.5)) / bays - ww / 2
      if (fl && b === mid) {
        const dw = ww * 1.15,
          dh = h * 0.36,
          dx = x + w / 2 - dw / 2
        s += `<rect x="${n(dx)}" y="${n(y - dh)}" width="${n(dw)}" height="${n(dh)}" fill="${mix("#233240", M.tint, M.amt * 0.6)}" stroke="${mix("#f3efe7", M.tint, M.amt)}" stroke-width="${n(w * 0.008)}"/>`
        s += `<path d="M${n(dx)},${n(y - dh)} A${n(dw / 2)} ${n(dw / 2)} 0 0 1 ${n(dx + dw)},${n(y - dh)} Z" fill="${lit > 0.3 ? "#f6cf8e" : M.glass[0]}" stroke="${mix("#f3efe7", M.tint, M.amt)}" stroke-width="${n(w * 0.006)}"/>`
        s += `<path d="M${n(dx - dw * 0.35)},${n(y - dh - dw * 0.1)} L${n(x + w / 2)},${n(y - dh - dw * 0.75)} L${n(dx + dw * 1.35)},${n(y - dh - dw * 0.1)} Z" fill="${mix("#f1ece3", M.tint, M.amt)}"/>`
        if (lit > 0.3) s += glow(S, x + w / 2, y - dh * 0.8, dw * 2.5, C.amber, 0.55)
        continue
      }
      s += `<rect x="${n(bx - ww * 0.5)}" y="${n(wy)}" width="${n(ww * 0.42)}" height="${n(wh)}" fill="${mix(shutters, M.tint, M.amt * 0.7)}"/><rect x="${n(bx + ww * 1.08)}" y="${n(wy)}" width="${n(ww * 0.42)}" height="${n(wh)}" fill="${mix(shutters, M.tint, M.amt * 0.7)}"/>`
      s += litWindow(S, bx, wy, ww, wh, M, S.chance(lit))
    }
  }
  // side windows on the gable end (skewed)
  const tf = `matrix(0.55 -0.22 0 1 ${n(x + w)} ${n(y)})`
  let sw = ""
  for (const fl of [0, 1])
    for (const u of [0.3, 0.7])
      sw += litWindow(S, d * u - ww * 0.5, -h + h * (fl ? 0.56 : 0.14), ww, wh, M, S.chance(lit * 0.8), { panes: true })
  s += `<g transform="${tf}" opacity="0.9">${sw}</g>`
  if (porch)
    s +=
      `<rect x="${n(x + w * 0.3)}" y="${n(y - h * 0.5)}" width="${n(w * 0.4)}" height="${n(h * 0.05)}" fill="${mix("#f1ece3", M.tint, M.amt)}"/>` +
      [0.32, 0.5, 0.68]
        .map(
          (t) =>
            `<rect x="${n(x + w * t - w * 0.008)}" y="${n(y - h * 0.45)}" width="${n(w * 0.016)}" height="${n(h * 0.45)}" fill="${mix("#f1ece3", M.tint, M.amt)}"/>`,
        )
        .join("")
  return s
}
/** White clapboard meeting house with a tiered steeple. */
function church(S, x, y, w, h, o = {}) {
  const { mood = MOOD.golden, len = 1.2, lit = mood.lit, snow = false, flood = false } = o
  const M = mood
  const white = mix("#f2eee6", M.tint, M.amt),
    side = mix(white, M.sideC, M.sideAmt),
    roofC = mix("#2a2d31", M.tint, M.amt * 0.5)
  const L = w * len,
    sx = L * 0.55,
    sy = -L * 0.22,
    ph = w * 0.38,
    apx = x + w / 2,
    apy = y - h - ph
  let s = ""
  // nave side + roof
  s += `<path d="M${n(x + w)},${n(y)} L${n(x + w + sx)},${n(y + sy)} L${n(x + w + sx)},${n(y - h + sy)} L${n(x + w)},${n(y - h)} Z" fill="${side}"/>`
  s += `<path d="M${n(x + w)},${n(y - h)} L${n(apx)},${n(apy)} L${n(apx + sx)},${n(apy + sy)} L${n(x + w + sx)},${n(y - h + sy)} Z" fill="${
    snow
      ? S.lin([
          [0, "#e8edf3"],
          [1, "#aeb8c5"],
        ])
      : roofC
  }"/>`
  const tf = `matrix(0.55 -0.22 0 1 ${n(x + w)} ${n(y)})`
  let sw = ""
  for (const u of [0.18, 0.42, 0.66, 0.88])
    sw += litWindow(S, L * u - w * 0.05, -h * 0.8, w * 0.1, h * 0.55, M, S.chance(lit), { arch: true })
  s += `<g transform="${tf}">${sw}</g>`
  // facade
  s += `<path d="M${n(x)},${n(y)} V${n(y - h)} L${n(apx)},${n(apy)} L${n(x + w)},${n(y - h)} V${n(y)} Z" fill="${white}"/>`
  let cl = ""
  for (let yy = y - h + h / 18; yy < y; yy += h / 18) cl += `M${n(x)},${n(yy)} H${n(x + w)} `
  s += `<path d="${cl}" stroke="#000" stroke-width="${n(h / 150)}" opacity="0.08"/>`
  s += `<path d="M${n(x - w * 0.03)},${n(y - h)} L${n(apx)},${n(apy - w * 0.02)} L${n(x + w * 1.03)},${n(y - h)} Z" fill="none" stroke="${white}" stroke-width="${n(w * 0.03)}"/>`
  s += `<path d="M${n(x)},${n(y - h)} H${n(x + w)}" stroke="${mix(white, "#000", 0.15)}" stroke-width="${n(w * 0.02)}"/>`
  for (const t of [0.04, 0.96])
    s += `<rect x="${n(x + w * t - w * 0.025)}" y="${n(y - h)}" width="${n(w * 0.05)}" height="${n(h)}" fill="${mix(white, "#fff", 0.2)}" opacity="0.7"/>`
  // door & windows
  const dw = w * 0.2,
    dh = h * 0.42
  s += `<path d="M${n(apx - dw / 2)},${n(y)} V${n(y - dh + dw / 2)} A${n(dw / 2)} ${n(dw / 2)} 0 0 1 ${n(apx + dw / 2)},${n(y - dh + dw / 2)} V${n(y)} Z" fill="${
    lit > 0.3
      ? S.lin([
          [0, "#ffdca0"],
          [1, "#d0823c"],
        ])
      : mix("#24313c", M.tint, M.amt * 0.5)
  }"/>`
  if (lit > 0.3) s += glow(S, apx, y - dh * 0.5, dw * 2.4, C.amber, 0.5)
  for (const t of [0.2, 0.8]) s += litWindow(S, x + w * t - w * 0.06, y - h * 0.82, w * 0.12, h * 0.58, M, lit > 0.3, { arch: true })
  s += `<circle cx="${n(apx)}" cy="${n(y - h - ph * 0.42)}" r="${n(w * 0.06)}" fill="${mix("#2a3440", M.tint, M.amt * 0.5)}" stroke="${white}" stroke-width="${n(w * 0.012)}"/>`
  // steeple
  const tw = w * 0.36
  let ty = y - h - ph * 0.55
  const stage = (wd, ht, fill) => {
    const r = `<rect x="${n(apx - wd / 2)}" y="${n(ty - ht)}" width="${n(wd)}" height="${n(ht)}" fill="${fill}"/><rect x="${n(apx - wd * 0.58)}" y="${n(ty - ht - wd * 0.06)}" width="${n(wd * 1.16)}" height="${n(wd * 0.08)}" fill="${mix(white, "#000", 0.08)}"/>`
    ty -= ht + wd * 0.06
    return r
  }
  const shade = S.lin(
    [
      [0, white],
      [0.7, white],
      [1, mix(white, M.sideC, M.sideAmt * 0.8)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  s += stage(tw, tw * 1.05, shade)
  s += `<circle cx="${n(apx)}" cy="${n(ty + tw * 0.55)}" r="${n(tw * 0.28)}" fill="${flood || lit > 0.3 ? "#f7ecd2" : "#eae3d4"}" stroke="${C.gold}" stroke-width="${n(tw * 0.03)}"/>`
  if (flood || lit > 0.3) s += glow(S, apx, ty + tw * 0.55, tw * 0.9, C.amberHi, 0.4)
  const bty = ty
  s += stage(tw * 0.78, tw * 0.95, shade)
  s += `<path d="M${n(apx - tw * 0.2)},${n(bty - tw * 0.1)} V${n(bty - tw * 0.62)} A${n(tw * 0.2)} ${n(tw * 0.2)} 0 0 1 ${n(apx + tw * 0.2)},${n(bty - tw * 0.62)} V${n(bty - tw * 0.1)} Z" fill="${mix("#202830", M.tint, M.amt * 0.3)}"/>`
  if (lit > 0.5) s += glow(S, apx, bty - tw * 0.4, tw * 0.5, C.amber, 0.5)
  s += stage(tw * 0.56, tw * 0.6, shade)
  s += `<path d="M${n(apx - tw * 0.26)},${n(ty)} L${n(apx)},${n(ty - tw * 2.6)} L${n(apx + tw * 0.26)},${n(ty)} Z" fill="${S.lin(
    [
      [0, white],
      [0.55, white],
      [0.56, mix(white, M.sideC, M.sideAmt * 0.7)],
      [1, mix(white, M.sideC, M.sideAmt)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )}"/>`
  s += `<path d="M${n(apx)},${n(ty - tw * 2.6)} V${n(ty - tw * 3.0)} M${n(apx - tw * 0.12)},${n(ty - tw * 2.85)} H${n(apx + tw * 0.12)}" stroke="${C.gold}" stroke-width="${n(tw * 0.03)}"/>`
  if (flood) s += glowE(S, apx, ty - tw * 0.4, tw * 1.2, tw * 2.6, C.amberHi, 0.18)
  return s
}
/** Georgian brick academic hall with white portico and cupola. */
function academy(S, x, y, w, h, o = {}) {
  const { mood = MOOD.golden, lit = mood.lit, brick = "#7a3a2b", snow = false } = o
  const M = mood
  const b = mix(brick, M.tint, M.amt),
    bd = mix(b, "#000", 0.25),
    trim = mix("#f1ece3", M.tint, M.amt),
    roofC = mix("#2b2f35", M.tint, M.amt * 0.5)
  const pid = S.uid("br")
  S.def(
    `<pattern id="${pid}" width="${n(w / 90)}" height="${n(h / 40)}" patternUnits="userSpaceOnUse"><rect width="${n(w / 90)}" height="${n(h / 40)}" fill="${b}"/><path d="M0,${n(h / 40 - 0.5)} H${n(w / 90)}" stroke="${bd}" stroke-width="0.6" opacity="0.6"/></pattern>`,
  )
  let s = ""
  const rh = h * 0.28
  s += `<path d="M${n(x - w * 0.01)},${n(y - h)} L${n(x + w * 0.08)},${n(y - h - rh)} L${n(x + w * 0.92)},${n(y - h - rh)} L${n(x + w * 1.01)},${n(y - h)} Z" fill="${
    snow
      ? S.lin([
          [0, "#eef1f5"],
          [1, "#b5bfcb"],
        ])
      : roofC
  }"/>`
  // cupola
  const cx = x + w / 2,
    cw = w * 0.09,
    cy0 = y - h - rh
  s += `<rect x="${n(cx - cw * 0.7)}" y="${n(cy0 - cw * 0.4)}" width="${n(cw * 1.4)}" height="${n(cw * 0.4)}" fill="${trim}"/>`
  s += `<rect x="${n(cx - cw / 2)}" y="${n(cy0 - cw * 1.5)}" width="${n(cw)}" height="${n(cw * 1.1)}" fill="${trim}"/>`
  for (const t of [-0.25, 0.25])
    s += `<path d="M${n(cx + t * cw - cw * 0.1)},${n(cy0 - cw * 0.5)} V${n(cy0 - cw * 1.2)} A${n(cw * 0.1)} ${n(cw * 0.1)} 0 0 1 ${n(cx + t * cw + cw * 0.1)},${n(cy0 - cw * 1.2)} V${n(cy0 - cw * 0.5)} Z" fill="${lit > 0.3 ? "#f3c27c" : "#27313b"}"/>`
  s += `<path d="M${n(cx - cw * 0.6)},${n(cy0 - cw * 1.5)} Q${n(cx)},${n(cy0 - cw * 2.6)} ${n(cx + cw * 0.6)},${n(cy0 - cw * 1.5)} Z" fill="${S.lin(
    [
      [0, "#7f9488"],
      [1, "#4a5b52"],
    ],
  )}"/>`
  s += `<path d="M${n(cx)},${n(cy0 - cw * 2.1)} V${n(cy0 - cw * 2.9)}" stroke="${C.gold}" stroke-width="${n(cw * 0.06)}"/>`
  // main block
  s += `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="url(#${pid})"/>`
  s += `<rect x="${n(x - w * 0.008)}" y="${n(y - h)}" width="${n(w * 1.016)}" height="${n(h * 0.05)}" fill="${trim}"/>`
  s += `<rect x="${n(x)}" y="${n(y - h * 0.06)}" width="${n(w)}" height="${n(h * 0.06)}" fill="${mix("#8a8378", M.tint, M.amt)}"/>`
  const cols = 11,
    ww = w * 0.042,
    wh = h * 0.22
  for (const fl of [0, 1, 2])
    for (let c = 0; c < cols; c++) {
      if (c >= 4 && c <= 6 && fl < 3) continue
      const wx = x + (w * (c + 0.5)) / cols - ww / 2,
        wy = y - h + h * (0.12 + fl * 0.29)
      s += `<rect x="${n(wx - ww * 0.15)}" y="${n(wy - wh * 0.08)}" width="${n(ww * 1.3)}" height="${n(wh * 0.08)}" fill="${trim}"/>`
      s += litWindow(S, wx, wy, ww, wh, M, S.chance(lit), { trim: "#f4efe6" })
    }
  // portico
  const px = x + w * 0.36,
    pw = w * 0.28,
    ph = h * 0.95
  s += `<rect x="${n(px)}" y="${n(y - ph)}" width="${n(pw)}" height="${n(ph)}" fill="${mix(b, "#000", 0.1)}"/>`
  for (let i = 0; i < 3; i++)
    s += litWindow(S, px + pw * (0.22 + i * 0.28) - ww / 2, y - h + h * 0.41, ww, wh, M, lit > 0.3, { trim: "#f4efe6" })
  s += `<path d="M${n(px + pw * 0.4)},${n(y)} V${n(y - h * 0.28)} A${n(pw * 0.1)} ${n(pw * 0.1)} 0 0 1 ${n(px + pw * 0.6)},${n(y - h * 0.28)} V${n(y)} Z" fill="${lit > 0.3 ? "#f1b866" : "#2a2621"}"/>`
  if (lit > 0.3) s += glow(S, px + pw / 2, y - h * 0.18, pw * 0.5, C.amber, 0.5)
  s += `<path d="M${n(px - pw * 0.05)},${n(y - ph)} L${n(px + pw / 2)},${n(y - ph - pw * 0.3)} L${n(px + pw * 1.05)},${n(y - ph)} Z" fill="${trim}"/><path d="M${n(px + pw * 0.08)},${n(y - ph - pw * 0.03)} L${n(px + pw / 2)},${n(y - ph - pw * 0.24)} L${n(px + pw * 0.92)},${n(y - ph - pw * 0.03)} Z" fill="${mix(trim, "#000", 0.12)}"/>`
  s += `<rect x="${n(px - pw * 0.05)}" y="${n(y - ph)}" width="${n(pw * 1.1)}" height="${n(h * 0.05)}" fill="${trim}"/>`
  const colG = S.lin(
    [
      [0, mix(trim, "#000", 0.2)],
      [0.35, "#fffdf8"],
      [1, mix(trim, "#000", 0.3)],
    ],
    { x1: 0, y1: 0, x2: 1, y2: 0 },
  )
  for (let i = 0; i < 4; i++)
    s += `<rect x="${n(px + pw * (0.06 + i * 0.29))}" y="${n(y - ph + h * 0.05)}" width="${n(pw * 0.06)}" height="${n(ph - h * 0.05)}" fill="${colG}"/>`
  s += `<rect x="${n(px - pw * 0.08)}" y="${n(y - h * 0.03)}" width="${n(pw * 1.16)}" height="${n(h * 0.03)}" fill="${mix("#b8b0a3", M.tint, M.amt)}"/>`
  return s
}
/** Brick textile mill with a smokestack. */
function mill(S, x, y, w, h, o = {}) {
  const { mood = MOOD.dusk, lit = mood.lit, brick = "#6e3426" } = o
  const M = mood
  const b = mix(brick, M.tint, M.amt),
    trim = mix("#d9cfbf", M.tint, M.amt)
  let s = ""
  // smokestack
  const sx = x + w * 0.82
  s += `<path d="M${n(sx - w * 0.025)},${n(y - h)} L${n(sx - w * 0.016)},${n(y - h * 2.3)} L${n(sx + w * 0.016)},${n(y - h * 2.3)} L${n(sx + w * 0.025)},${n(y - h)} Z" fill="${mix(b, "#000", 0.15)}"/>`
  s += `<rect x="${n(sx - w * 0.02)}" y="${n(y - h * 2.34)}" width="${n(w * 0.04)}" height="${n(h * 0.06)}" fill="${mix(b, "#000", 0.3)}"/>`
  s += `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${S.lin([
    [0, b],
    [1, mix(b, "#000", 0.3)],
  ])}"/>`
  s += `<rect x="${n(x - w * 0.005)}" y="${n(y - h - h * 0.04)}" width="${n(w * 1.01)}" height="${n(h * 0.05)}" fill="${mix(b, "#000", 0.35)}"/>`
  // bell tower
  const tx = x + w * 0.18,
    tw = w * 0.07
  s += `<rect x="${n(tx)}" y="${n(y - h * 1.45)}" width="${n(tw)}" height="${n(h * 1.45)}" fill="${mix(b, "#fff", 0.04)}"/>`
  s += `<path d="M${n(tx - tw * 0.1)},${n(y - h * 1.45)} L${n(tx + tw / 2)},${n(y - h * 1.8)} L${n(tx + tw * 1.1)},${n(y - h * 1.45)} Z" fill="${mix("#2b2f35", M.tint, M.amt * 0.5)}"/>`
  s += litWindow(S, tx + tw * 0.3, y - h * 1.38, tw * 0.4, h * 0.2, M, lit > 0.3, { arch: true, trim })
  const cols = 26,
    ww = w * 0.016,
    wh = h * 0.16
  for (let fl = 0; fl < 4; fl++)
    for (let c = 0; c < cols; c++) {
      const wx = x + (w * (c + 0.5)) / cols - ww / 2,
        wy = y - h + h * (0.1 + fl * 0.22)
      if (wx > tx - ww && wx < tx + tw) continue
      s += litWindow(S, wx, wy, ww, wh, M, S.chance(lit * 0.7), { arch: true, trim, panes: false })
    }
  return s
}
function glassTower(S, x, y, w, h, o = {}) {
  const { glass = ["#41546b", "#1c2531"], lit = 0.35, crown = "flat", fh = 11, warm = 0.6, mull = "#9fb1c6" } = o
  const top = y - h
  let shape
  if (crown === "slant") shape = `M${n(x)},${n(y)} V${n(top + h * 0.08)} L${n(x + w)},${n(top)} V${n(y)} Z`
  else if (crown === "notch")
    shape = `M${n(x)},${n(y)} V${n(top)} H${n(x + w * 0.4)} V${n(top + h * 0.04)} H${n(x + w * 0.6)} V${n(top)} H${n(x + w)} V${n(y)} Z`
  else if (crown === "step")
    shape = `M${n(x)},${n(y)} V${n(top + h * 0.1)} H${n(x + w * 0.15)} V${n(top)} H${n(x + w * 0.85)} V${n(top + h * 0.1)} H${n(x + w)} V${n(y)} Z`
  else shape = `M${n(x)},${n(y)} V${n(top)} H${n(x + w)} V${n(y)} Z`
  const cp = S.clip(shape)
  let s = `<path d="${shape}" fill="${S.lin(
    [
      [0, glass[0]],
      [1, glass[1]],
    ],
    { x1: 0, y1: 0, x2: 0.4, y2: 1 },
  )}"/>`
  let inner = ""
  for (let yy = top + fh; yy < y; yy += fh) {
    if (S.chance(lit)) {
      const full = S.chance(0.35)
      const x0 = full ? x : x + S.r(0, w * 0.6),
        ww = full ? w : S.r(w * 0.15, w * 0.5)
      inner += `<rect x="${n(x0)}" y="${n(yy - fh * 0.78)}" width="${n(ww)}" height="${n(fh * 0.62)}" fill="${S.chance(warm) ? "#f3d6a4" : "#e4ebe6"}" opacity="${S.r(0.35, 0.8).toFixed(2)}"/>`
    }
  }
  let ml = ""
  for (let yy = top + fh; yy < y; yy += fh) ml += `M${n(x)},${n(yy)} H${n(x + w)} `
  for (let xx = x + w / 8; xx < x + w - 1; xx += w / 8) ml += `M${n(xx)},${n(top)} V${n(y)} `
  inner += `<path d="${ml}" stroke="${mull}" stroke-width="0.8" opacity="0.28"/>`
  inner += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h)}" fill="${S.once("towerSheen", () =>
    S.lin(
      [
        [0, "#fff", 0.12],
        [0.4, "#fff", 0],
        [0.7, "#fff", 0.05],
        [1, "#fff", 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.3 },
    ),
  )}"/>`
  s += `<g clip-path="${cp}">${inner}</g>`
  s += `<path d="M${n(x + w)},${n(top + (crown === "slant" ? 0 : 0))} V${n(y)}" stroke="#c9d6e4" stroke-width="1.2" opacity="0.35"/>`
  return s
}
function controlTower(S, x, y, h, o = {}) {
  const { fill = "#161c24", cab = "#cfe3e6" } = o
  const w = h * 0.07,
    top = y - h
  let s = `<path d="M${n(x - w)},${n(y)} L${n(x - w * 0.55)},${n(top + h * 0.2)} L${n(x + w * 0.55)},${n(top + h * 0.2)} L${n(x + w)},${n(y)} Z" fill="${fill}"/>`
  s += `<path d="M${n(x - w * 0.9)},${n(top + h * 0.2)} L${n(x - w * 1.7)},${n(top + h * 0.1)} L${n(x + w * 1.7)},${n(top + h * 0.1)} L${n(x + w * 0.9)},${n(top + h * 0.2)} Z" fill="${fill}"/>`
  s += `<path d="M${n(x - w * 1.7)},${n(top + h * 0.1)} L${n(x - w * 1.9)},${n(top + h * 0.03)} L${n(x + w * 1.9)},${n(top + h * 0.03)} L${n(x + w * 1.7)},${n(top + h * 0.1)} Z" fill="${S.lin(
    [
      [0, cab],
      [1, "#6f9aa3"],
    ],
  )}" opacity="0.85"/>`
  s += glowE(S, x, top + h * 0.065, w * 3.2, h * 0.06, "#bfe0e6", 0.35)
  s += `<path d="M${n(x - w * 1.95)},${n(top + h * 0.03)} L${n(x - w * 1.2)},${n(top)} L${n(x + w * 1.2)},${n(top)} L${n(x + w * 1.95)},${n(top + h * 0.03)} Z" fill="${fill}"/>`
  let m = ""
  for (let i = -3; i <= 3; i++) m += `M${n(x + i * w * 0.55)},${n(top + h * 0.03)} L${n(x + i * w * 0.5)},${n(top + h * 0.1)} `
  s += `<path d="${m}" stroke="${fill}" stroke-width="${n(w * 0.1)}"/>`
  s +=
    `<rect x="${n(x - w * 0.05)}" y="${n(top - h * 0.1)}" width="${n(w * 0.1)}" height="${n(h * 0.1)}" fill="${fill}"/>` +
    glow(S, x, top - h * 0.1, w * 0.9, "#ff4a3a", 0.95)
  return s
}
/** Side view of an airliner; local units length 1000, centreline y=0. */
function airliner(S, x, y, len, o = {}) {
  const { rot = -6, facing = 1, body = "#d9dde2", shade = "#6f7782", landing = true, op = 1 } = o
  const s = len / 1000
  const fill = S.lin([
    [0, body],
    [0.55, mix(body, shade, 0.5)],
    [1, shade],
  ])
  let g = ""
  g += `<path d="M230,-40 L90,-37 L22,-222 L74,-222 Z" fill="${fill}"/>` // fin
  g += `<path d="M210,-6 L60,-14 L28,-4 L70,10 L210,8 Z" fill="${mix(body, shade, 0.6)}"/>` // stabiliser
  g += `<path d="M140,-40 L860,-45 C915,-45 960,-30 990,-2 C995,6 985,22 955,35 C920,44 880,45 860,45 L260,45 C200,45 120,30 60,-5 L40,-30 C60,-38 100,-40 140,-40 Z" fill="${fill}"/>`
  g += `<path d="M660,18 L600,22 L380,118 L430,120 L680,40 Z" fill="${mix(body, shade, 0.35)}"/>` // near wing
  g += `<path d="M545,62 L650,58 C672,58 684,68 684,80 C684,92 672,102 650,102 L548,100 C532,92 532,70 545,62 Z" fill="${mix(body, shade, 0.45)}"/><ellipse cx="678" cy="80" rx="8" ry="20" fill="#20252b"/>`
  let w = ""
  for (let xx = 250; xx < 840; xx += 18) w += `<circle cx="${xx}" cy="-10" r="4" fill="${C.amberHi}" opacity="0.85"/>`
  g += w + `<path d="M905,-28 L940,-22 L948,-12 L906,-14 Z" fill="#1d242c"/>`
  g += glow(S, 30, -210, 40, "#ffffff", 0.9) + glow(S, 400, 118, 34, "#ff3b30", 0.9) + glow(S, 520, 45, 30, "#ff3b30", 0.7)
  if (landing) g += glow(S, 640, 30, 110, "#fff6e0", 0.9) + glow(S, 900, 36, 60, "#fff6e0", 0.8)
  const tf = `translate(${n(x)} ${n(y)}) rotate(${rot}) scale(${facing * s} ${s})`
  return `<g transform="${tf}" opacity="${op}">${g}</g>`
}
/** Business jet parked (side view), local length 1000, ground y=0. */
function bizjet(S, x, y, len, o = {}) {
  const { facing = 1, body = "#eceae4", shade = "#8b8f96", stairs = true } = o
  const s = len / 1000
  const fill = S.lin([
    [0, "#ffffff"],
    [0.5, body],
    [1, shade],
  ])
  let g = `<path d="M170,-300 L95,-300 L60,-470 L110,-470 Z" fill="${fill}"/><path d="M20,-470 L200,-478 L205,-462 L40,-458 Z" fill="${fill}"/>`
  g += `<path d="M120,-270 L800,-282 C880,-282 950,-250 985,-215 C992,-205 980,-190 950,-182 L220,-175 C170,-176 110,-200 60,-240 C70,-262 95,-270 120,-270 Z" fill="${fill}"/>`
  g += `<path d="M110,-300 L300,-300 C330,-300 340,-280 330,-262 L120,-262 C100,-270 98,-295 110,-300 Z" fill="${mix(body, shade, 0.35)}"/>`
  g += `<path d="M600,-190 L420,-170 L330,-150 L380,-148 L620,-178 Z" fill="${mix(body, shade, 0.45)}"/>`
  g += `<path d="M235,-262 H940 M240,-232 H930" stroke="${C.gold}" stroke-width="4" opacity="0.8"/>`
  let w = ""
  for (let xx = 440; xx < 800; xx += 58) w += `<ellipse cx="${xx}" cy="-238" rx="14" ry="18" fill="${C.amberHi}" opacity="0.9"/>`
  g += w + `<path d="M900,-250 L950,-240 L958,-226 L905,-228 Z" fill="#1d242c"/>`
  g += `<path d="M800,-180 V-40 M420,-175 V-40" stroke="#2a2f36" stroke-width="10"/><circle cx="800" cy="-22" r="24" fill="#111"/><circle cx="420" cy="-22" r="24" fill="#111"/><circle cx="400" cy="-22" r="24" fill="#111"/>`
  if (stairs) {
    g += `<path d="M830,-190 L880,-190 L880,-260 L830,-260 Z" fill="#3b2a1e"/>` + glowE(S, 855, -225, 50, 60, C.amber, 0.7)
    let st = ""
    for (let i = 0; i < 7; i++) st += `M${n(830 - i * 26)},${n(-180 + i * 26)} h-26 `
    g += `<path d="M830,-184 L660,-6 L640,-6 L810,-184 Z" fill="#d8d3c8"/><path d="${st}" stroke="#8e877a" stroke-width="6"/><path d="M845,-250 L680,-60" stroke="${C.gold}" stroke-width="4"/>`
  }
  g += glow(S, 90, -470, 26, "#fff", 0.8) + glow(S, 360, -152, 22, "#ff3b30", 0.8)
  return `<g transform="translate(${n(x)} ${n(y)}) scale(${facing * s} ${s})">${g}</g>`
}
/** Standing chauffeur silhouette (local height 1000, feet at 0, facing right). */
function chauffeur(S, x, y, h, o = {}) {
  const { facing = 1, suit = "#0c0e11", rim = C.goldHi, hand = [210, -560] } = o
  const s = h / 1000
  const fig =
    `<ellipse cx="18" cy="-905" rx="50" ry="62"/>` +
    `<path d="M-54,-925 C-56,-972 40,-990 66,-952 L70,-932 L112,-924 L108,-912 L-54,-912 Z"/>` +
    `<path d="M-18,-860 L34,-860 L36,-815 L-22,-815 Z"/>` +
    `<path d="M-98,-812 C-62,-836 60,-840 100,-812 C118,-780 122,-700 114,-600 C110,-520 112,-470 114,-420 L-102,-420 C-106,-500 -114,-620 -117,-700 C-120,-760 -112,-800 -98,-812 Z"/>` +
    `<path d="M-86,-425 L108,-425 C102,-300 90,-150 86,-24 L122,-10 L122,0 L38,0 L40,-22 C30,-150 20,-280 12,-330 C2,-280 -18,-150 -32,-22 L-28,0 L-108,0 L-104,-12 L-70,-24 C-78,-150 -86,-300 -86,-425 Z"/>` +
    `<path d="M-100,-790 C-126,-700 -130,-600 -120,-500 L-112,-455 C-102,-438 -80,-444 -82,-466 L-90,-560 C-92,-640 -86,-720 -78,-770 Z"/>` +
    `<path d="M70,-790 L130,-650 L${hand[0]},${hand[1]}" fill="none" stroke-width="62" stroke-linecap="round" stroke-linejoin="round"/>`
  const tf = `translate(${n(x)} ${n(y)}) scale(${facing * s} ${s})`
  let g = `<g transform="${tf}">`
  g += `<g fill="${rim}" stroke="${rim}" opacity="0.85" transform="translate(-7 -4)" filter="${S.blur(3)}">${fig}</g>`
  g += `<g fill="${rim}" stroke="${rim}" transform="translate(-5 -3)">${fig}</g>`
  g += `<g fill="${suit}" stroke="${suit}">${fig}</g>`
  g += `<path d="M-6,-815 L10,-760 L28,-815 Z" fill="#e9e4da"/><path d="M4,-805 L10,-730 L16,-805 Z" fill="#2a2d33"/>`
  g += `<path d="M-52,-918 L108,-918" stroke="${C.gold}" stroke-width="6" opacity="0.7"/>`
  return g + "</g>"
}

/* ------------------------------------------------------------------ */
/* more scenes                                                         */
/* ------------------------------------------------------------------ */
function runwayLights(S, vx, vy, y1, lanes, o = {}) {
  const { count = 16, r = 2.2 } = o
  let s = ""
  for (const [dx, c] of lanes) {
    for (let i = 1; i <= count; i++) {
      const t = Math.pow(i / count, 1.9)
      const y = vy + (y1 - vy) * t,
        x = vx + dx * t,
        rr = 0.6 + r * t * 3
      s += `<circle cx="${n(x)}" cy="${n(y)}" r="${n(rr)}" fill="${c}"/>` + glow(S, x, y, rr * 5, c, 0.45)
    }
  }
  return s
}
function ground(S, top, stops, h = S.H - top) {
  S.add(`<rect x="0" y="${n(top)}" width="${S.W}" height="${n(h)}" fill="${S.lin(stops)}"/>`)
}
function terminal(S, x, y, w, h, o = {}) {
  const { warm = 0.85 } = o
  let s = `<path d="M${n(x - w * 0.02)},${n(y - h)} Q${n(x + w / 2)},${n(y - h * 1.45)} ${n(x + w * 1.02)},${n(y - h)} L${n(x + w * 1.02)},${n(y - h * 0.93)} L${n(x - w * 0.02)},${n(y - h * 0.93)} Z" fill="#171d25"/>`
  s += `<rect x="${n(x)}" y="${n(y - h * 0.93)}" width="${n(w)}" height="${n(h * 0.93)}" fill="${S.lin([
    [0, "#f6d49c", warm],
    [0.5, "#d99a55", warm * 0.9],
    [1, "#6b4a2e", warm],
  ])}"/>`
  let m = ""
  for (let xx = x; xx <= x + w; xx += w / 28) m += `M${n(xx)},${n(y - h * 0.93)} V${n(y)} `
  m += `M${n(x)},${n(y - h * 0.5)} H${n(x + w)} `
  s += `<path d="${m}" stroke="#1a2029" stroke-width="${n(w * 0.004)}"/>`
  for (let i = 0; i < 14; i++)
    s += `<rect x="${n(x + S.r(0, w))}" y="${n(y - h * S.r(0.1, 0.35))}" width="${n(w * 0.006)}" height="${n(h * S.r(0.12, 0.2))}" fill="#2a2522" opacity="0.7"/>`
  s += `<rect x="${n(x - w * 0.03)}" y="${n(y - h * 0.42)}" width="${n(w * 1.06)}" height="${n(h * 0.05)}" fill="#11161c"/>`
  for (let xx = x; xx < x + w; xx += w / 14) s += glow(S, xx, y - h * 0.36, w * 0.025, "#fff3da", 0.7)
  s += glowE(S, x + w / 2, y - h * 0.3, w * 0.6, h * 0.7, C.amber, 0.25)
  return s
}
function airportScene(S, o = {}) {
  const { W, H } = S
  const { variant = "logan" } = o
  const hy = H * 0.58
  if (variant === "regional") {
    sky(S, "sunrise", { h: hy + 4 })
    S.add(glowE(S, W * 0.72, hy, W * 0.45, H * 0.25, "#f2c48a", 0.6))
    clouds(S, { count: 9, y0: hy * 0.3, y1: hy * 0.8, color: "#8a7a78", op: 0.45, blur: 16, lit: "#f0c08a" })
    S.add(ridge(S, hy - H * 0.05, H * 0.02, "#4a5363", { bottom: hy + 4 }))
    let p = ""
    for (let xx = 0; xx < W; xx += S.r(10, 24)) p += pine(S, xx, hy + 2, S.r(30, 70), { color: "#263039" })
    S.add(p)
    S.add(airliner(S, W * 0.5, H * 0.2, W * 0.3, { rot: -9, body: "#e2e2e0", shade: "#7d7b7e", landing: true }))
  } else if (variant === "apron") {
    sky(S, "night", { h: hy + 4 })
    stars(S, 140, hy * 0.6, 0.6)
    S.add(glowE(S, W * 0.5, hy, W * 0.7, H * 0.16, "#4a5d78", 0.5))
    S.add(airliner(S, W * 0.62, H * 0.18, W * 0.18, { rot: -12, body: "#aab3bd", shade: "#4a5561", landing: true }))
  } else {
    sky(S, "bluehour", { h: hy + 4 })
    S.add(glowE(S, W * 0.25, hy, W * 0.5, H * 0.2, "#c88d5e", 0.45))
    stars(S, 80, hy * 0.45, 0.5)
    clouds(S, { count: 8, y0: hy * 0.25, y1: hy * 0.8, color: "#33435a", op: 0.5, blur: 14, lit: "#8a6a5a" })
    S.add(
      `<path d="M${n(W * 0.02)},${n(H * 0.33)} Q${n(W * 0.2)},${n(H * 0.27)} ${n(W * 0.37)},${n(H * 0.18)}" stroke="#dfe4ea" stroke-width="2" fill="none" opacity="0.1" filter="${S.blur(3)}"/>`,
    )
    S.add(airliner(S, W * 0.36, H * 0.17, W * 0.26, { rot: -11, body: "#c9d0d8", shade: "#56616e", landing: true }))
  }
  // airfield
  ground(
    S,
    hy,
    variant === "regional"
      ? [
          [0, "#3c4148"],
          [1, "#1b1e22"],
        ]
      : [
          [0, "#1c2430"],
          [1, "#0c0f13"],
        ],
    H * 0.14,
  )
  S.add(
    runwayLights(
      S,
      W * 0.5,
      hy + 2,
      hy + H * 0.14,
      [
        [-W * 0.7, "#6fa3ff"],
        [-W * 0.45, "#f2c27a"],
        [-W * 0.15, "#fff2d0"],
        [W * 0.25, "#f2c27a"],
        [W * 0.55, "#6fa3ff"],
      ],
      { count: 12, r: 1.4 },
    ),
  )
  const ty = hy + H * 0.13
  S.add(
    controlTower(S, W * (variant === "regional" ? 0.2 : 0.82), hy + H * 0.04, H * (variant === "regional" ? 0.32 : 0.45), {
      fill: variant === "regional" ? "#2b323b" : "#121820",
    }),
  )
  S.add(
    terminal(S, W * (variant === "regional" ? 0.32 : -0.05), ty, W * (variant === "regional" ? 0.6 : 0.8), H * 0.13, {
      warm: variant === "regional" ? 0.6 : 0.9,
    }),
  )
  if (variant === "apron") {
    S.add(
      `<path d="M${n(W * 0.55)},${n(ty - H * 0.07)} L${n(W * 0.7)},${n(ty - H * 0.09)} L${n(W * 0.7)},${n(ty - H * 0.05)} L${n(W * 0.55)},${n(ty - H * 0.03)} Z" fill="#2a3038"/>`,
    )
    S.add(airliner(S, W * 0.6, ty - H * 0.08, W * 0.42, { rot: 0, body: "#dfe3e8", shade: "#5b6570", landing: false }))
  }
  // curb & drop-off lane
  const rt = H * 0.72
  S.add(
    `<rect x="0" y="${n(ty)}" width="${W}" height="${n(rt - ty)}" fill="${S.lin([
      [0, "#2a2f36"],
      [1, "#14171b"],
    ])}"/>`,
  )
  for (let xx = W * 0.06; xx < W; xx += W * 0.19)
    S.add(`<rect x="${n(xx)}" y="${n(ty - H * 0.16)}" width="${n(W * 0.008)}" height="${n(H * 0.16 + (rt - ty))}" fill="#0f1318"/>`)
  S.add(`<rect x="0" y="${n(ty - H * 0.17)}" width="${W}" height="${n(H * 0.022)}" fill="#0d1116"/>`)
  let dl = ""
  for (let xx = W * 0.03; xx < W; xx += W * 0.065) dl += glow(S, xx, ty - H * 0.145, W * 0.03, "#fff1d6", 0.6)
  S.add(dl)
  road(S, rt, { sheen: variant === "regional" ? "#8a7a70" : "#34465e", sheenOp: 0.4 })
  const items = []
  for (let xx = W * 0.03; xx < W; xx += W * 0.065) items.push({ x: xx, y: rt + H * 0.1, w: 6, h: H * 0.09, c: "#fff1d6", op: 0.3 })
  streaks(S, items, 3)
  const car = o.car || { type: variant === "regional" || variant === "apron" ? "suv" : "sedan", x: 0.42, len: 0.5, facing: -1 }
  vehicle(S, { type: car.type, x: W * car.x, y: H * 0.9, len: W * car.len, facing: car.facing, reflect: 0.3 })
  if (o.shade) textShade(S, "left", o.shade, 0.5)
  finish(S, { vignette: 0.55 })
}
function loganApproach(S) {
  const { W, H } = S
  const hy = H * 0.52
  sky(S, "dusk", { h: hy + 4 })
  S.add(glowE(S, W * 0.7, hy, W * 0.5, H * 0.2, "#e0a46a", 0.5))
  stars(S, 80, hy * 0.5, 0.5)
  clouds(S, { count: 10, y0: hy * 0.2, y1: hy * 0.85, color: "#3b4659", op: 0.5, blur: 14, lit: "#a57a5c" })
  const city = bostonSkyline(S, { x0: W * 0.45, x1: W * 1.05, base: hy, u: (W / 1600) * 0.55, lit: 0.22 })
  const cid = S.group(city)
  S.add(`<use href="#${cid}"/>`)
  S.add(
    `<rect x="0" y="${n(hy)}" width="${W}" height="${n(H - hy)}" fill="${S.lin([
      [0, "#3a4252"],
      [0.3, "#1c2430"],
      [1, "#0b0e12"],
    ])}"/>`,
  )
  reflection(S, cid, hy, { op: 0.4, blur: 2, fade: H * 0.15, ripple: 6, freq: "0.003 0.08" })
  // approach-light pier leading to the runway threshold
  let pier = "",
    lights = ""
  const vx = W * 0.3,
    vy = hy + 2
  for (let i = 1; i <= 14; i++) {
    const t = Math.pow(i / 14, 1.8),
      y = vy + (H * 1.05 - vy) * t,
      x = vx - W * 0.1 * t,
      rr = 1 + t * 7
    pier += `<rect x="${n(x - rr * 0.4)}" y="${n(y)}" width="${n(rr * 0.8)}" height="${n(rr * 4)}" fill="#0a0c10"/>`
    for (const k of [-3, -2, -1, 0, 1, 2, 3])
      lights +=
        `<circle cx="${n(x + k * rr * 2.4)}" cy="${n(y)}" r="${n(rr * 0.35)}" fill="#fffaf0"/>` +
        glow(S, x + k * rr * 2.4, y, rr * 3, i % 3 ? "#fff4dc" : "#f2b866", 0.8)
    lights += glowE(S, x, y + rr * 6, rr * 3, rr * 10, "#f2b866", 0.18, true)
  }
  S.add(pier + lights)
  let sh = ""
  for (let i = 0; i < 120; i++)
    sh += `<rect x="${n(S.r(0, W))}" y="${n(S.r(hy + 4, H))}" width="${n(S.r(20, 140))}" height="1.4" fill="${S.pick([C.amberHi, "#9fb2c8", C.goldHi])}" opacity="${S.r(0.04, 0.2).toFixed(2)}"/>`
  S.add(sh)
  S.add(airliner(S, W * 0.18, H * 0.2, W * 0.42, { rot: 4, body: "#c9d0d8", shade: "#4f5a67", landing: true }))
  S.add(`<g filter="${S.blur(18)}">${glowE(S, W * 0.42, H * 0.28, W * 0.12, H * 0.08, "#fff6e0", 0.35)}</g>`)
  finish(S, { vignette: 0.6 })
}
function charterScene(S) {
  const { W, H } = S
  const hy = H * 0.55
  sky(S, "night", { h: hy + 4 })
  stars(S, 200, hy * 0.7, 0.7)
  moon(S, W * 0.83, H * 0.14, W * 0.018)
  S.add(glowE(S, W * 0.4, hy, W * 0.6, H * 0.14, "#3e5068", 0.6))
  let far = ""
  for (let xx = 0; xx < W; xx += S.r(6, 20))
    far += glow(S, xx, hy - S.r(0, 6), S.r(2, 5), S.pick([C.amber, "#8fb3ff", C.amberHi]), S.r(0.3, 0.8))
  S.add(far)
  ground(S, hy, [
    [0, "#1a2029"],
    [0.35, "#11151b"],
    [1, "#08090b"],
  ])
  // hangar
  const hx = W * 0.02,
    hw = W * 0.48,
    hh = H * 0.3,
    hb = H * 0.72
  S.add(
    `<path d="M${n(hx)},${n(hb)} V${n(hb - hh * 0.7)} Q${n(hx + hw / 2)},${n(hb - hh * 1.25)} ${n(hx + hw)},${n(hb - hh * 0.7)} V${n(hb)} Z" fill="#161b22"/>`,
  )
  S.add(
    `<rect x="${n(hx + hw * 0.1)}" y="${n(hb - hh * 0.62)}" width="${n(hw * 0.8)}" height="${n(hh * 0.62)}" fill="${S.lin([
      [0, "#f8dfb0"],
      [0.6, "#e0a562"],
      [1, "#8a5a32"],
    ])}"/>`,
  )
  S.add(
    `<rect x="${n(hx + hw * 0.1)}" y="${n(hb - hh * 0.62)}" width="${n(hw * 0.8)}" height="${n(hh * 0.62)}" fill="${S.lin(
      [
        [0, "#000", 0.4],
        [0.2, "#000", 0],
        [0.8, "#000", 0],
        [1, "#000", 0.4],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
  )
  let rib = ""
  for (let i = 1; i < 8; i++) rib += `M${n(hx + hw * 0.1 + (hw * 0.8 * i) / 8)},${n(hb - hh * 0.62)} v${n(hh * 0.62)} `
  S.add(`<path d="${rib}" stroke="#5a4330" stroke-width="2" opacity="0.35"/>`)
  S.add(glowE(S, hx + hw / 2, hb, hw * 0.6, hh * 0.5, C.amber, 0.35))
  S.add(`<rect x="0" y="${n(hb)}" width="${W}" height="3" fill="#05070a" opacity="0.6"/>`)
  const items = [
    { x: hx + hw * 0.3, y: hb + H * 0.12, w: hw * 0.25, h: H * 0.12, c: C.amber, op: 0.35 },
    { x: hx + hw * 0.7, y: hb + H * 0.12, w: hw * 0.2, h: H * 0.1, c: C.amber, op: 0.3 },
  ]
  streaks(S, items, 12)
  const jet = bizjet(S, W * 0.36, H * 0.8, W * 0.55, { facing: 1 })
  const jid = S.group(jet)
  reflection(S, jid, H * 0.8, { op: 0.25, blur: 3, fade: H * 0.2 })
  S.add(`<ellipse cx="${n(W * 0.62)}" cy="${n(H * 0.8)}" rx="${n(W * 0.22)}" ry="8" fill="#000" opacity="0.6" filter="${S.blur(6)}"/>`)
  S.add(`<use href="#${jid}"/>`)
  // red carpet to the stairs
  S.add(
    `<path d="M${n(W * 0.69)},${n(H * 0.8)} L${n(W * 0.75)},${n(H * 0.8)} L${n(W * 0.62)},${n(H * 0.99)} L${n(W * 0.5)},${n(H * 0.99)} Z" fill="#5a1c1e" opacity="0.85"/>`,
  )
  vehicle(S, { type: "suv", x: W * 0.08, y: H * 0.93, len: W * 0.4, facing: 1, reflect: 0.3, beam: 0.18 })
  finish(S, { vignette: 0.6 })
}
function harbourScene(S, o = {}) {
  const { W, H } = S
  const hy = H * 0.56
  sky(S, "dusk", { h: hy + 4 })
  S.add(glowE(S, W * 0.55, hy, W * 0.6, H * 0.2, "#e0a46a", 0.5))
  stars(S, 90, hy * 0.45, 0.5)
  clouds(S, { count: 9, y0: hy * 0.2, y1: hy * 0.8, color: "#3b4659", op: 0.5, blur: 14, lit: "#a57a5c" })
  let far = ""
  far += `<path d="M${n(W * 0.55)},${n(hy)} Q${n(W * 0.7)},${n(hy - H * 0.03)} ${n(W * 0.85)},${n(hy)} Z" fill="#2a3342"/>`
  far +=
    `<rect x="${n(W * 0.93)}" y="${n(hy - H * 0.06)}" width="${n(W * 0.006)}" height="${n(H * 0.06)}" fill="#e7e2d8"/>` +
    glow(S, W * 0.933, hy - H * 0.065, 18, C.amberHi, 0.9)
  // seaport buildings on the left
  let b = ""
  const tw = [
    [0, 0.09, 0.3, "step"],
    [0.085, 0.07, 0.22, "flat"],
    [0.15, 0.1, 0.26, "slant"],
    [0.245, 0.08, 0.18, "notch"],
    [0.32, 0.09, 0.14, "flat"],
    [0.4, 0.07, 0.1, "flat"],
  ]
  for (const [fx, fw, fh, cr] of tw)
    b += glassTower(S, W * fx, hy + 2, W * fw, H * fh, { crown: cr, lit: 0.45, fh: 9, glass: ["#3b4b5f", "#18202b"] })
  // cruise ship
  const sx = W * 0.5,
    sy = hy + H * 0.01,
    sl = W * 0.34
  let ship = `<path d="M${n(sx)},${n(sy - H * 0.035)} L${n(sx + sl)},${n(sy - H * 0.035)} L${n(sx + sl * 0.97)},${n(sy + H * 0.005)} L${n(sx + sl * 0.03)},${n(sy + H * 0.005)} Z" fill="#141a22"/>`
  ship += `<path d="M${n(sx + sl * 0.06)},${n(sy - H * 0.035)} V${n(sy - H * 0.09)} L${n(sx + sl * 0.85)},${n(sy - H * 0.095)} L${n(sx + sl * 0.95)},${n(sy - H * 0.035)} Z" fill="#d9d6cf"/>`
  ship += `<path d="M${n(sx + sl * 0.15)},${n(sy - H * 0.09)} V${n(sy - H * 0.12)} L${n(sx + sl * 0.72)},${n(sy - H * 0.12)} L${n(sx + sl * 0.78)},${n(sy - H * 0.095)} Z" fill="#c9c5bc"/>`
  ship += `<path d="M${n(sx + sl * 0.5)},${n(sy - H * 0.12)} L${n(sx + sl * 0.52)},${n(sy - H * 0.16)} L${n(sx + sl * 0.58)},${n(sy - H * 0.16)} L${n(sx + sl * 0.6)},${n(sy - H * 0.12)} Z" fill="#1e2630"/><rect x="${n(sx + sl * 0.515)}" y="${n(sy - H * 0.155)}" width="${n(sl * 0.07)}" height="${n(H * 0.008)}" fill="${C.gold}"/>`
  for (let r = 0; r < 4; r++)
    for (let xx = sx + sl * 0.08 + r * 4; xx < sx + sl * (0.84 - r * 0.04); xx += W * 0.006)
      if (S.chance(0.75))
        ship += `<rect x="${n(xx)}" y="${n(sy - H * (0.045 + r * 0.018))}" width="${n(W * 0.003)}" height="${n(H * 0.006)}" fill="${S.pick(LIT)}" opacity="${S.r(0.6, 1).toFixed(2)}"/>`
  ship += glowE(S, sx + sl * 0.5, sy - H * 0.07, sl * 0.6, H * 0.07, C.amber, 0.25)
  const cid = S.group(far + b + ship)
  S.add(`<use href="#${cid}"/>`)
  const wt = H * 0.74
  S.add(
    `<rect x="0" y="${n(hy)}" width="${W}" height="${n(wt - hy)}" fill="${S.lin([
      [0, "#354256"],
      [0.5, "#1b2430"],
      [1, "#10151b"],
    ])}"/>`,
  )
  reflection(S, cid, hy + 2, { op: 0.55, blur: 2, fade: (wt - hy) * 1.2, ripple: 9, freq: "0.003 0.07" })
  let sh = ""
  for (let i = 0; i < 120; i++)
    sh += `<rect x="${n(S.r(0, W))}" y="${n(S.r(hy + 4, wt))}" width="${n(S.r(20, 140))}" height="1.3" fill="${S.pick([C.amberHi, "#9fb2c8", C.goldHi])}" opacity="${S.r(0.05, 0.22).toFixed(2)}"/>`
  S.add(sh)
  // pier deck, pilings and railing
  let pil = ""
  for (let xx = 0; xx < W; xx += W * 0.045)
    pil += `<rect x="${n(xx)}" y="${n(wt - H * 0.01)}" width="${n(W * 0.01)}" height="${n(H * 0.04)}" fill="#0b0e12"/>`
  S.add(pil)
  S.add(`<rect x="0" y="${n(wt)}" width="${W}" height="${n(H * 0.02)}" fill="#2b2824"/>`)
  let rail = `M0,${n(wt - H * 0.04)} H${W} `
  for (let xx = 0; xx < W; xx += W * 0.03) rail += `M${n(xx)},${n(wt - H * 0.04)} V${n(wt)} `
  S.add(`<path d="${rail}" stroke="#0c0f13" stroke-width="3"/>`)
  let lamps = ""
  for (let xx = W * 0.1; xx < W; xx += W * 0.2)
    lamps +=
      `<rect x="${n(xx - 2)}" y="${n(wt - H * 0.14)}" width="4" height="${n(H * 0.14)}" fill="#0b0e12"/>` +
      glow(S, xx, wt - H * 0.14, 30, C.amber, 0.9) +
      glow(S, xx, wt - H * 0.14, 6, "#fff2d0", 1)
  S.add(lamps)
  road(S, wt + H * 0.02, { sheen: "#43506a", sheenOp: 0.45, base: ["#1b1c1e", "#0b0c0d"], kerb: false })
  const items = []
  for (let xx = W * 0.1; xx < W; xx += W * 0.2) items.push({ x: xx, y: H * 0.9, w: 8, h: H * 0.1, c: C.amber, op: 0.4 })
  streaks(S, items, 4)
  const car = o.car || { type: "sedan", x: 0.3, len: 0.46, facing: 1 }
  vehicle(S, { type: car.type, x: W * car.x, y: H * 0.92, len: W * car.len, facing: car.facing, reflect: 0.3 })
  finish(S, { vignette: 0.6 })
}
function floralArch(S, cx, by, w, h) {
  let s = `<path d="M${n(cx - w / 2)},${n(by)} V${n(by - h + w / 2)} A${n(w / 2)} ${n(w / 2)} 0 0 1 ${n(cx + w / 2)},${n(by - h + w / 2)} V${n(by)}" fill="none" stroke="${C.gold}" stroke-width="4"/>`
  const pts = []
  const N = 120
  for (let i = 0; i <= N; i++) {
    const t = i / N
    let px, py
    const L1 = h - w / 2,
      arc = (Math.PI * w) / 2,
      tot = L1 * 2 + arc,
      d = t * tot
    if (d < L1) {
      px = cx - w / 2
      py = by - d
    } else if (d < L1 + arc) {
      const a = Math.PI - ((d - L1) / arc) * Math.PI
      px = cx + (Math.cos(a) * w) / 2
      py = by - L1 - (Math.sin(a) * w) / 2
    } else {
      px = cx + w / 2
      py = by - L1 + (d - L1 - arc)
    }
    const dens = Math.max(0.15, 1 - Math.abs(t - 0.5) * 1.1) + (t < 0.12 || t > 0.88 ? 0.6 : 0)
    pts.push([px, py, dens])
  }
  let leaves = "",
    flowers = ""
  for (const [px, py, dens] of pts) {
    if (S.chance(0.7))
      leaves += `<ellipse cx="${n(px + S.r(-18, 18))}" cy="${n(py + S.r(-18, 18))}" rx="${n(S.r(8, 16))}" ry="${n(S.r(3, 6))}" transform="rotate(${n(S.r(0, 180))} ${n(px)} ${n(py)})" fill="${S.pick(FOLIAGE.sage)}" opacity="0.9"/>`
    if (S.chance(dens * 0.8)) {
      const fx = px + S.r(-14, 14),
        fy = py + S.r(-14, 14),
        fr = S.r(7, 15) * (0.8 + dens * 0.4)
      const col = S.pick(["#fbf6ee", "#f3e2d6", "#ecd3c8", "#efe1c6", "#fffaf3", "#e6cf9a"])
      flowers += `<circle cx="${n(fx)}" cy="${n(fy)}" r="${n(fr)}" fill="${col}"/><circle cx="${n(fx)}" cy="${n(fy)}" r="${n(fr * 0.62)}" fill="none" stroke="${mix(col, "#a0806a", 0.3)}" stroke-width="1" opacity="0.6"/><circle cx="${n(fx - fr * 0.15)}" cy="${n(fy - fr * 0.15)}" r="${n(fr * 0.25)}" fill="${mix(col, "#b08868", 0.35)}"/>`
    }
  }
  return s + leaves + flowers
}
function weddingScene(S, o = {}) {
  const { W, H } = S
  const { variant = "garden" } = o
  if (variant === "garden") {
    sky(S, "ivory")
    S.add(glowE(S, W * 0.75, H * 0.25, W * 0.5, H * 0.45, "#f6dcaa", 0.7))
    let bg = ""
    for (let i = 0; i < 14; i++)
      bg += leafyTree(S, S.r(-50, W + 50), H * 0.66, S.r(H * 0.35, H * 0.6), {
        palette: ["#b9c0a8", "#a9b39a", "#c4c9b3", "#9ea88f"],
        shade: "#8d907f",
        light: "#fff3dc",
        blobs: 30,
        trunk: "#8d8a7c",
        litAmt: 0.4,
        shadeAmt: 0.3,
      })
    S.add(`<g filter="${S.blur(6)}" opacity="0.75">${bg}</g>`)
    ground(S, H * 0.64, [
      [0, "#b7bc9e"],
      [0.4, "#a9b08f"],
      [1, "#8c9676"],
    ])
    let hedge = ""
    for (let xx = -20; xx < W + 20; xx += S.r(30, 60))
      hedge += `<circle cx="${n(xx)}" cy="${n(H * 0.64)}" r="${n(S.r(26, 44))}" fill="${S.pick(["#7f8c6c", "#8a9676", "#75825f"])}"/>`
    S.add(`<g filter="${S.blur(2)}">${hedge}</g><rect x="0" y="${n(H * 0.64)}" width="${W}" height="${n(H * 0.03)}" fill="#7d8a6a"/>`)
    S.add(
      `<rect x="0" y="${n(H * 0.64)}" width="${W}" height="${n(H * 0.36)}" fill="${S.lin(
        [
          [0, "#fff3d8", 0.35],
          [0.6, "#fff3d8", 0],
        ],
        { x1: 1, y1: 0, x2: 0, y2: 0 },
      )}"/>`,
    )
    S.add(
      `<path d="M${n(W * 0.19)},${n(H * 0.7)} L${n(W * 0.29)},${n(H * 0.7)} L${n(W * 0.36)},${n(H * 0.8)} L${n(W * 0.06)},${n(H * 0.8)} Z" fill="#f7f2e9"/><path d="M${n(W * 0.19)},${n(H * 0.7)} L${n(W * 0.06)},${n(H * 0.8)} M${n(W * 0.29)},${n(H * 0.7)} L${n(W * 0.36)},${n(H * 0.8)}" stroke="${C.gold}" stroke-width="2" opacity="0.7"/>`,
    )
    S.add(
      `<rect x="0" y="${n(H * 0.8)}" width="${W}" height="${n(H * 0.2)}" fill="${S.lin([
        [0, "#ddd5c6"],
        [1, "#c8bfae"],
      ])}"/><rect x="0" y="${n(H * 0.8)}" width="${W}" height="3" fill="#efe9de"/>`,
    )
    let grav = ""
    for (let i = 0; i < 500; i++)
      grav += `<circle cx="${n(S.r(0, W))}" cy="${n(S.r(H * 0.805, H))}" r="${n(S.r(0.8, 2))}" fill="${S.pick(["#b5ab98", "#f3eee6", "#a59a86"])}" opacity="0.6"/>`
    S.add(grav)
    S.add(floralArch(S, W * 0.24, H * 0.71, W * 0.2, H * 0.54))
    bokeh(S, { count: 26, y0: 0, y1: H * 0.6, r: [10, 40], colors: ["#f6e3b8", "#ffffff", "#e6cf9a"], op: [0.15, 0.45] })
    vehicle(S, {
      type: "sedan",
      x: W * 0.42,
      y: H * 0.9,
      len: W * 0.54,
      facing: -1,
      paint: "ivory",
      lights: false,
      reflect: 0,
      ribbon: true,
      rimColor: C.gold,
      rim: 0.6,
      shadow: 0.55,
    })
    let pet = ""
    for (let i = 0; i < 40; i++)
      pet += `<ellipse cx="${n(S.r(0, W * 0.4))}" cy="${n(S.r(H * 0.7, H * 0.8))}" rx="${n(S.r(3, 6))}" ry="${n(S.r(1.5, 3))}" transform="rotate(${n(S.r(0, 180))})" fill="${S.pick(["#f3e2d6", "#fffaf3", "#ecd3c8"])}" opacity="0.8"/>`
    S.add(pet)
    finish(S, { vignette: 0.25, grain: 0.04, tint: ["#c8a96a", 0.05] })
  } else {
    // white church at golden hour, black car with ribbon
    const hy = H * 0.66
    sky(S, "golden", { h: hy + 4 })
    S.add(glowE(S, W * 0.85, H * 0.4, W * 0.4, H * 0.35, "#fff0c8", 0.8))
    clouds(S, { count: 8, y0: H * 0.1, y1: H * 0.45, color: "#c9a98a", op: 0.4, blur: 16, lit: "#f7dcae" })
    let tr = ""
    for (let i = 0; i < 10; i++)
      tr += leafyTree(S, S.r(-50, W + 50), hy + 6, S.r(H * 0.25, H * 0.4), {
        palette: FOLIAGE.autumn,
        blobs: 34,
        shade: "#3a2a20",
        litAmt: 0.45,
      })
    S.add(`<g filter="${S.blur(2)}" opacity="0.85">${tr}</g>`)
    ground(S, hy, [
      [0, "#6f6a4a"],
      [1, "#2e2b20"],
    ])
    S.add(church(S, W * 0.3, hy + H * 0.04, W * 0.16, H * 0.17, { mood: MOOD.golden, len: 0.9, lit: 0.6 }))
    S.add(stoneWall(S, 0, W, hy + H * 0.1, H * 0.035, { tint: "#e0b07a", tintAmt: 0.15 }))
    road(S, H * 0.77, { sheen: "#b99a78", sheenOp: 0.35, base: ["#3b3833", "#17171a"], kerb: false, lane: false })
    vehicle(S, {
      type: "limo",
      x: W * 0.1,
      y: H * 0.9,
      len: W * 0.8,
      facing: 1,
      paint: "black",
      lights: true,
      beam: 0,
      reflect: 0.15,
      ribbon: true,
      stretch: 1000,
    })
    let pet = ""
    for (let i = 0; i < 50; i++)
      pet += `<ellipse cx="${n(S.r(0, W))}" cy="${n(S.r(H * 0.9, H))}" rx="${n(S.r(3, 6))}" ry="${n(S.r(1.5, 3))}" fill="${S.pick(["#f3e2d6", "#fffaf3", "#ecd3c8"])}" opacity="0.85"/>`
    S.add(pet)
    bokeh(S, { count: 18, y0: 0, y1: H * 0.5, r: [14, 50], colors: ["#fff0c8", "#e6cf9a"], op: [0.1, 0.3] })
    finish(S, { vignette: 0.45 })
  }
}
function corporateScene(S, o = {}) {
  const { W, H } = S
  const { time = "bluehour", car = { type: "sedan", x: 0.3, len: 0.5, facing: 1 }, towers, plazaLight = true, extraCar } = o
  const hy = H * 0.7
  sky(S, time, { h: hy + 4 })
  S.add(glowE(S, W * 0.5, hy, W * 0.6, H * 0.2, time === "night" ? "#4a5d78" : "#c88d5e", 0.4))
  stars(S, 60, H * 0.3, 0.4)
  const T = towers || [
    [0.02, 0.16, 0.72, "step"],
    [0.19, 0.12, 0.58, "slant"],
    [0.33, 0.18, 0.8, "notch"],
    [0.53, 0.13, 0.5, "flat"],
    [0.67, 0.17, 0.68, "slant"],
    [0.85, 0.14, 0.55, "flat"],
  ]
  let b = ""
  for (const [fx, fw, fh, cr] of T)
    b += glassTower(S, W * fx, hy, W * fw, H * fh, { crown: cr, lit: 0.42, fh: H * 0.011, glass: ["#3f5268", "#161e29"] })
  const bid = S.group(b)
  S.add(`<use href="#${bid}"/>`)
  // lobby band
  S.add(
    `<rect x="0" y="${n(hy - H * 0.06)}" width="${W}" height="${n(H * 0.06)}" fill="${S.lin([
      [0, "#f3d49e", 0.75],
      [1, "#b98048", 0.8],
    ])}"/>`,
  )
  let m = ""
  for (let xx = 0; xx < W; xx += W / 40) m += `M${n(xx)},${n(hy - H * 0.06)} V${n(hy)} `
  S.add(`<path d="${m}" stroke="#1a2029" stroke-width="2"/>`)
  S.add(`<rect x="0" y="${n(hy - H * 0.07)}" width="${W}" height="${n(H * 0.012)}" fill="#0e1217"/>`)
  ground(S, hy, [
    [0, "#2a2f36"],
    [0.25, "#181b20"],
    [1, "#0b0c0e"],
  ])
  reflection(S, bid, hy, { op: 0.3, blur: 2, fade: H * 0.28 })
  if (plazaLight) {
    let pl = ""
    for (let xx = W * 0.05; xx < W; xx += W * 0.1) pl += glowE(S, xx, hy + H * 0.06, W * 0.04, H * 0.06, C.amber, 0.35, true)
    S.add(pl)
  }
  if (extraCar) vehicle(S, { ...extraCar, x: W * extraCar.x, y: H * (extraCar.y || 0.86), len: W * extraCar.len, reflect: 0.25 })
  vehicle(S, { type: car.type, x: W * car.x, y: H * (car.y || 0.9), len: W * car.len, facing: car.facing, reflect: 0.3 })
  if (o.shade) textShade(S, "left", o.shade, 0.55)
  finish(S, { vignette: 0.6 })
}
function marquee(S, x, y, w, h) {
  let s = `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="#1a1512"/>`
  s += `<rect x="${n(x + w * 0.03)}" y="${n(y + h * 0.18)}" width="${n(w * 0.94)}" height="${n(h * 0.64)}" fill="${S.lin([
    [0, "#fff6e2"],
    [1, "#f0d7a8"],
  ])}"/>`
  s += `<rect x="${n(x + w * 0.03)}" y="${n(y + h * 0.18)}" width="${n(w * 0.94)}" height="${n(h * 0.64)}" fill="none" stroke="${C.gold}" stroke-width="3"/>`
  for (const t of [0.38, 0.62])
    s += `<rect x="${n(x + w * 0.12)}" y="${n(y + h * t)}" width="${n(w * 0.76)}" height="${n(h * 0.035)}" fill="#c8b38a" opacity="0.5"/>`
  let bl = ""
  for (let xx = x + 8; xx < x + w - 4; xx += 14)
    for (const yy of [y + h * 0.08, y + h * 0.92])
      bl += `<circle cx="${n(xx)}" cy="${n(yy)}" r="3" fill="#fff3d0"/>` + glow(S, xx, yy, 12, C.amber, 0.5)
  s += bl + glowE(S, x + w / 2, y + h / 2, w * 0.7, h * 1.4, C.amber, 0.35)
  s += `<rect x="${n(x)}" y="${n(y + h)}" width="${n(w)}" height="${n(h * 0.12)}" fill="#0d0b09"/>`
  for (let xx = x + 20; xx < x + w; xx += 60) s += glowE(S, xx, y + h + h * 0.5, 30, h * 0.6, "#fff0d0", 0.35)
  return s
}
function theatreScene(S, o = {}) {
  const { W, H } = S
  const gy = H * 0.72
  sky(S, "night", { h: H * 0.3 })
  // facade
  S.add(
    `<rect x="0" y="0" width="${W}" height="${n(gy)}" fill="${S.lin([
      [0, "#241a16"],
      [1, "#130f0d"],
    ])}"/>`,
  )
  let f = ""
  for (let i = 0; i < 6; i++) {
    const x = W * (0.05 + i * 0.16)
    f += `<path d="M${n(x)},${n(H * 0.4)} V${n(H * 0.16)} A${n(W * 0.04)} ${n(W * 0.04)} 0 0 1 ${n(x + W * 0.08)},${n(H * 0.16)} V${n(H * 0.4)} Z" fill="${S.lin(
      [
        [0, "#f4c27a", 0.85],
        [1, "#9a5a2e", 0.9],
      ],
    )}"/>`
    f += `<path d="M${n(x + W * 0.04)},${n(H * 0.12)} V${n(H * 0.4)} M${n(x)},${n(H * 0.28)} H${n(x + W * 0.08)}" stroke="#2a1d16" stroke-width="3"/>`
    f += glow(S, x + W * 0.04, H * 0.3, W * 0.08, C.amber, 0.25)
  }
  S.add(f)
  S.add(`<rect x="0" y="${n(H * 0.05)}" width="${W}" height="${n(H * 0.02)}" fill="#3a2b22"/>`)
  // vertical blade sign (blank, lit border)
  const bx = W * 0.86
  let blade = `<path d="M${n(bx)},${n(H * 0.02)} h${n(W * 0.06)} v${n(H * 0.42)} l${n(-W * 0.03)},${n(H * 0.04)} l${n(-W * 0.03)},${n(-H * 0.04)} Z" fill="#1c1410" stroke="${C.gold}" stroke-width="3"/>`
  for (let yy = H * 0.04; yy < H * 0.44; yy += 14)
    blade += `<circle cx="${n(bx + 6)}" cy="${n(yy)}" r="2.6" fill="#fff3d0"/><circle cx="${n(bx + W * 0.06 - 6)}" cy="${n(yy)}" r="2.6" fill="#fff3d0"/>`
  blade += glowE(S, bx + W * 0.03, H * 0.24, W * 0.08, H * 0.3, C.amber, 0.4)
  S.add(blade)
  S.add(marquee(S, W * 0.12, H * 0.42, W * 0.7, H * 0.14))
  // entrance doors
  S.add(
    `<rect x="${n(W * 0.18)}" y="${n(H * 0.58)}" width="${n(W * 0.58)}" height="${n(gy - H * 0.58)}" fill="${S.lin([
      [0, "#f7d9a2"],
      [1, "#c1803e"],
    ])}"/>`,
  )
  let dm = ""
  for (let xx = W * 0.18; xx <= W * 0.76; xx += W * 0.058) dm += `M${n(xx)},${n(H * 0.58)} V${n(gy)} `
  S.add(`<path d="${dm}" stroke="#2a1b12" stroke-width="4"/>`)
  S.add(glowE(S, W * 0.47, gy, W * 0.5, H * 0.15, C.amber, 0.5))
  // sidewalk & street
  S.add(
    `<rect x="0" y="${n(gy)}" width="${W}" height="${n(H * 0.06)}" fill="${S.lin([
      [0, "#4a3a2c"],
      [1, "#1e1a17"],
    ])}"/>`,
  )
  road(S, gy + H * 0.06, { sheen: "#b07a45", sheenOp: 0.35, base: ["#1b1916", "#0a0a0b"] })
  streaks(
    S,
    [
      { x: W * 0.3, y: H * 0.9, w: W * 0.12, h: H * 0.12, c: C.amber, op: 0.35 },
      { x: W * 0.6, y: H * 0.9, w: W * 0.12, h: H * 0.12, c: C.amber, op: 0.35 },
      { x: W * 0.89, y: H * 0.92, w: 16, h: H * 0.1, c: C.amber, op: 0.4 },
    ],
    10,
  )
  vehicle(S, {
    type: o.car || "limo",
    x: W * 0.04,
    y: H * 0.93,
    len: W * (o.car === "suv" ? 0.5 : 0.86),
    facing: 1,
    reflect: 0.3,
    env: C.amber,
    beam: 0.15,
  })
  bokeh(S, { count: 22, y0: H * 0.1, y1: H * 0.9, r: [12, 45], op: [0.1, 0.3], colors: [C.amber, C.goldHi, "#ffe8c4"] })
  finish(S, { vignette: 0.65 })
}
function eventsScene(S) {
  const { W, H } = S
  const hy = H * 0.68
  sky(S, "night", { h: hy + 4 })
  stars(S, 120, hy * 0.6, 0.5)
  let beams = ""
  for (const [x, a] of [
    [0.25, -18],
    [0.42, 12],
    [0.6, -8],
    [0.78, 20],
  ])
    beams += `<path d="M${n(W * x)},${n(hy - H * 0.2)} L${n(W * x + Math.tan((a * Math.PI) / 180) * H - W * 0.04)},${n(-H * 0.4)} L${n(W * x + Math.tan((a * Math.PI) / 180) * H + W * 0.04)},${n(-H * 0.4)} Z" fill="${S.lin(
      [
        [0, "#f4efe6", 0],
        [1, "#f4efe6", 0.22],
      ],
    )}"/>`
  S.add(`<g filter="${S.blur(8)}">${beams}</g>`)
  // venue: modern hall with glass front and canopy
  const vx = W * 0.1,
    vw = W * 0.8,
    vh = H * 0.36
  S.add(
    `<path d="M${n(vx)},${n(hy)} V${n(hy - vh * 0.8)} Q${n(vx + vw / 2)},${n(hy - vh * 1.15)} ${n(vx + vw)},${n(hy - vh * 0.8)} V${n(hy)} Z" fill="#161b22"/>`,
  )
  S.add(
    `<rect x="${n(vx + vw * 0.05)}" y="${n(hy - vh * 0.62)}" width="${n(vw * 0.9)}" height="${n(vh * 0.62)}" fill="${S.lin([
      [0, "#f2cf94"],
      [1, "#a86a36"],
    ])}"/>`,
  )
  let m = ""
  for (let xx = vx + vw * 0.05; xx <= vx + vw * 0.95; xx += vw * 0.03) m += `M${n(xx)},${n(hy - vh * 0.62)} V${n(hy)} `
  m += `M${n(vx + vw * 0.05)},${n(hy - vh * 0.31)} H${n(vx + vw * 0.95)}`
  S.add(`<path d="${m}" stroke="#1a1f26" stroke-width="2"/>`)
  let ppl = ""
  for (let i = 0; i < 60; i++) {
    const px = vx + vw * S.r(0.07, 0.93),
      ph = vh * S.r(0.13, 0.17)
    ppl += `<rect x="${n(px)}" y="${n(hy - ph)}" width="${n(ph * 0.22)}" height="${n(ph)}" rx="${n(ph * 0.1)}" fill="#2a1d14" opacity="0.55"/><circle cx="${n(px + ph * 0.11)}" cy="${n(hy - ph - ph * 0.1)}" r="${n(ph * 0.1)}" fill="#2a1d14" opacity="0.55"/>`
  }
  S.add(ppl)
  S.add(`<rect x="${n(vx - vw * 0.02)}" y="${n(hy - vh * 0.66)}" width="${n(vw * 1.04)}" height="${n(vh * 0.05)}" fill="#0c0f13"/>`)
  let dl = ""
  for (let xx = vx; xx < vx + vw; xx += vw / 18) dl += glow(S, xx, hy - vh * 0.6, W * 0.018, "#fff1d6", 0.7)
  S.add(dl)
  S.add(glowE(S, W * 0.5, hy, W * 0.5, H * 0.12, C.amber, 0.5))
  road(S, hy, { sheen: "#b07a45", sheenOp: 0.3 })
  streaks(
    S,
    [
      { x: W * 0.3, y: H * 0.84, w: W * 0.1, h: H * 0.1, c: C.amber, op: 0.3 },
      { x: W * 0.7, y: H * 0.84, w: W * 0.1, h: H * 0.1, c: C.amber, op: 0.3 },
    ],
    10,
  )
  vehicle(S, { type: "suv", x: W * 0.44, y: H * 0.92, len: W * 0.5, facing: -1, reflect: 0.3 })
  bokeh(S, { count: 30, y0: H * 0.5, y1: H, r: [10, 40], op: [0.12, 0.35] })
  finish(S, { vignette: 0.6 })
}
function stringLights(S, x0, x1, y, sag, count) {
  let p = `M${n(x0)},${n(y)} Q${n((x0 + x1) / 2)},${n(y + sag * 2)} ${n(x1)},${n(y)}`
  let s = `<path d="${p}" fill="none" stroke="#0b0b0b" stroke-width="1.5" opacity="0.8"/>`
  for (let i = 1; i < count; i++) {
    const t = i / count,
      x = (1 - t) * (1 - t) * x0 + 2 * (1 - t) * t * ((x0 + x1) / 2) + t * t * x1,
      yy = (1 - t) * (1 - t) * y + 2 * (1 - t) * t * (y + sag * 2) + t * t * y
    s += `<circle cx="${n(x)}" cy="${n(yy + 4)}" r="3.2" fill="#fff0c8"/>` + glow(S, x, yy + 4, 18, C.amber, 0.6)
  }
  return s
}
function specialScene(S) {
  const { W, H } = S
  const gy = H * 0.72
  sky(S, "bluehour", { h: gy })
  S.add(glowE(S, W * 0.5, gy, W * 0.5, H * 0.2, "#c88d5e", 0.4))
  // restaurant facade: brick + big windows + awning
  S.add(
    `<rect x="${n(W * 0.06)}" y="${n(H * 0.12)}" width="${n(W * 0.88)}" height="${n(gy - H * 0.12)}" fill="${S.lin([
      [0, "#3a2a22"],
      [1, "#1d1512"],
    ])}"/>`,
  )
  S.add(`<rect x="${n(W * 0.05)}" y="${n(H * 0.1)}" width="${n(W * 0.9)}" height="${n(H * 0.03)}" fill="#15100d"/>`)
  for (const fx of [0.1, 0.38, 0.66]) {
    S.add(
      `<rect x="${n(W * fx)}" y="${n(H * 0.36)}" width="${n(W * 0.24)}" height="${n(gy - H * 0.38)}" fill="${S.lin([
        [0, "#f8dca8"],
        [1, "#c27c3a"],
      ])}"/>`,
    )
    let t = ""
    for (let i = 0; i < 5; i++)
      t +=
        `<circle cx="${n(W * fx + W * S.r(0.02, 0.22))}" cy="${n(gy - H * S.r(0.05, 0.12))}" r="${n(W * 0.012)}" fill="#5a3a24" opacity="0.5"/>` +
        glow(S, W * fx + W * S.r(0.03, 0.21), gy - H * 0.13, W * 0.01, "#fff3d6", 0.9)
    S.add(t)
    S.add(
      `<path d="M${n(W * fx - W * 0.01)},${n(H * 0.3)} H${n(W * (fx + 0.25))} L${n(W * (fx + 0.24))},${n(H * 0.36)} H${n(W * fx)} Z" fill="#1e2a24"/><path d="M${n(W * fx - W * 0.01)},${n(H * 0.3)} H${n(W * (fx + 0.25))}" stroke="${C.gold}" stroke-width="3"/>`,
    )
    S.add(glowE(S, W * (fx + 0.12), H * 0.5, W * 0.2, H * 0.25, C.amber, 0.3))
  }
  for (let i = 0; i < 3; i++) S.add(stringLights(S, -20 + i * W * 0.36, W * 0.36 * (i + 1) + 20, H * 0.2, H * 0.05, 14))
  S.add(`<rect x="0" y="${n(gy)}" width="${W}" height="${n(H * 0.05)}" fill="#2a221c"/>`)
  road(S, gy + H * 0.05, { sheen: "#b07a45", sheenOp: 0.32, base: ["#1b1916", "#0a0a0b"] })
  streaks(
    S,
    [0.22, 0.5, 0.78].map((x) => ({ x: W * x, y: H * 0.88, w: W * 0.1, h: H * 0.1, c: C.amber, op: 0.32 })),
    10,
  )
  vehicle(S, { type: "sedan", x: W * 0.22, y: H * 0.93, len: W * 0.56, facing: 1, reflect: 0.3, beam: 0.12 })
  bokeh(S, { count: 12, y0: H * 0.55, y1: H, r: [40, 110], op: [0.08, 0.22], colors: [C.amber, C.goldHi], blur: 4 })
  bokeh(S, { count: 14, y0: 0, y1: H * 0.3, r: [20, 60], op: [0.1, 0.25], colors: [C.amber, C.goldHi, "#ffe8c4"] })
  finish(S, { vignette: 0.6 })
}
function schoolScene(S) {
  const { W, H } = S
  const hy = H * 0.7
  sky(S, "golden", { h: hy })
  S.add(glowE(S, W * 0.15, H * 0.45, W * 0.4, H * 0.3, "#fff0c8", 0.6))
  clouds(S, { count: 7, y0: H * 0.08, y1: H * 0.4, color: "#c9a98a", op: 0.35, blur: 16, lit: "#f7dcae" })
  let tr = ""
  for (let i = 0; i < 8; i++)
    tr += leafyTree(S, S.r(0, W), hy, S.r(H * 0.3, H * 0.45), {
      palette: FOLIAGE.autumn,
      blobs: 34,
      lightDir: -1,
      shade: "#3a2a20",
      litAmt: 0.45,
    })
  S.add(`<g filter="${S.blur(2.5)}" opacity="0.8">${tr}</g>`)
  ground(S, hy - 4, [
    [0, "#6a6a45"],
    [1, "#2a2b1e"],
  ])
  S.add(academy(S, W * 0.18, hy, W * 0.64, H * 0.3, { mood: MOOD.golden, lit: 0.3 }))
  S.add(
    leafyTree(S, W * 0.08, hy + H * 0.02, H * 0.55, { palette: FOLIAGE.autumn, blobs: 60, lightDir: -1, shade: "#2a1c14", litAmt: 0.5 }),
  )
  S.add(leafyTree(S, W * 0.93, hy + H * 0.02, H * 0.5, { palette: FOLIAGE.autumn, blobs: 55, lightDir: -1, shade: "#2a1c14", litAmt: 0.5 }))
  S.add(`<path d="M0,${n(hy + H * 0.06)} H${W} V${n(hy + H * 0.075)} H0 Z" fill="#8f877a"/>`)
  road(S, hy + H * 0.075, { sheen: "#b99a78", sheenOp: 0.3, base: ["#3b3833", "#17171a"], kerb: false })
  vehicle(S, { type: "suv", x: W * 0.3, y: H * 0.93, len: W * 0.44, facing: -1, reflect: 0.12, lights: true, beam: 0, rim: 1 })
  finish(S, { vignette: 0.45 })
}
function medicalScene(S) {
  const { W, H } = S
  const hy = H * 0.72
  sky(S, "day", { h: hy })
  clouds(S, { count: 8, y0: H * 0.08, y1: H * 0.4, color: "#ffffff", op: 0.5, blur: 20 })
  // clean modern building: light stone bands + glass
  const bx = W * 0.08,
    bw = W * 0.84,
    bh = H * 0.42
  S.add(`<rect x="${n(bx)}" y="${n(hy - bh)}" width="${n(bw)}" height="${n(bh)}" fill="#e9e4da"/>`)
  for (let fl = 0; fl < 3; fl++) {
    const y = hy - bh + bh * (0.08 + fl * 0.3)
    S.add(
      `<rect x="${n(bx + bw * 0.04)}" y="${n(y)}" width="${n(bw * 0.92)}" height="${n(bh * 0.2)}" fill="${S.lin([
        [0, "#9fb2c2"],
        [0.5, "#7d93a6"],
        [1, "#55697c"],
      ])}"/>`,
    )
    let m = ""
    for (let xx = bx + bw * 0.04; xx <= bx + bw * 0.96; xx += bw * 0.046) m += `M${n(xx)},${n(y)} v${n(bh * 0.2)} `
    S.add(`<path d="${m}" stroke="#e9e4da" stroke-width="3"/>`)
    S.add(
      `<rect x="${n(bx + bw * 0.04)}" y="${n(y)}" width="${n(bw * 0.92)}" height="${n(bh * 0.2)}" fill="${S.lin(
        [
          [0, "#fff", 0.35],
          [0.3, "#fff", 0],
          [0.6, "#fff", 0.15],
          [1, "#fff", 0],
        ],
        { x1: 0, y1: 0, x2: 1, y2: 0.6 },
      )}"/>`,
    )
  }
  S.add(`<rect x="${n(bx + bw * 0.62)}" y="${n(hy - bh * 1.12)}" width="${n(bw * 0.2)}" height="${n(bh * 0.14)}" fill="#ddd6ca"/>`)
  S.add(`<rect x="${n(bx)}" y="${n(hy - bh - 6)}" width="${n(bw)}" height="8" fill="#d6cfc2"/>`)
  // entrance canopy
  S.add(
    `<rect x="${n(W * 0.3)}" y="${n(hy - bh * 0.38)}" width="${n(W * 0.46)}" height="${n(bh * 0.05)}" fill="#d9d2c5"/><rect x="${n(W * 0.3)}" y="${n(hy - bh * 0.33)}" width="${n(W * 0.46)}" height="4" fill="${C.gold}"/>`,
  )
  for (const fx of [0.32, 0.5, 0.74])
    S.add(`<rect x="${n(W * fx)}" y="${n(hy - bh * 0.33)}" width="8" height="${n(bh * 0.33)}" fill="#cbc3b5"/>`)
  S.add(
    `<rect x="${n(W * 0.38)}" y="${n(hy - bh * 0.3)}" width="${n(W * 0.3)}" height="${n(bh * 0.3)}" fill="${S.lin([
      [0, "#c6d3dc"],
      [1, "#8a9cab"],
    ])}"/>`,
  )
  S.add(`<path d="M${n(W * 0.53)},${n(hy - bh * 0.3)} V${n(hy)}" stroke="#e9e4da" stroke-width="3"/>`)
  for (const [x, h] of [
    [0.04, 0.42],
    [0.96, 0.38],
    [0.2, 0.3],
  ])
    S.add(
      leafyTree(S, W * x, hy + 4, H * h, {
        palette: FOLIAGE.summer,
        blobs: 40,
        shade: "#1f2a22",
        light: "#e9f0d8",
        litAmt: 0.3,
        lightDir: 1,
      }),
    )
  ground(
    S,
    hy,
    [
      [0, "#c9c3b7"],
      [1, "#a69f92"],
    ],
    H * 0.06,
  )
  road(S, hy + H * 0.06, { sheen: "#d8d8d4", sheenOp: 0.3, base: ["#5a5d62", "#2b2d31"], kerb: true, laneC: "#ffffff" })
  vehicle(S, {
    type: "sedan",
    x: W * 0.24,
    y: H * 0.93,
    len: W * 0.52,
    facing: 1,
    paint: "black",
    lights: true,
    beam: 0,
    reflect: 0.12,
    rim: 0.7,
    shadow: 0.6,
    env: "#e9e4da",
  })
  finish(S, { vignette: 0.28, grain: 0.035 })
}
function brownstones(S, x0, y, count, w, h, M) {
  let s = ""
  for (let i = 0; i < count; i++) {
    const x = x0 + i * w,
      base = S.pick(["#5e3b2d", "#6a4332", "#563628", "#71493a"]),
      c = mix(base, M.tint, M.amt * 0.6)
    s += `<rect x="${n(x)}" y="${n(y - h)}" width="${n(w)}" height="${n(h)}" fill="${c}"/>`
    s += `<rect x="${n(x + w * 0.08)}" y="${n(y - h * 0.92)}" width="${n(w * 0.5)}" height="${n(h * 0.8)}" fill="${S.lin(
      [
        [0, mix(c, "#000", 0.35)],
        [0.35, mix(c, "#fff", 0.1)],
        [1, mix(c, "#000", 0.45)],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`
    s += `<rect x="${n(x - 2)}" y="${n(y - h - h * 0.04)}" width="${n(w + 4)}" height="${n(h * 0.05)}" fill="${mix(c, "#000", 0.4)}"/>`
    for (let fl = 0; fl < 4; fl++) {
      const wy = y - h * 0.88 + fl * h * 0.19
      for (const t of [0.12, 0.27, 0.42]) s += litWindow(S, x + w * t, wy, w * 0.1, h * 0.13, M, S.chance(M.lit), { trim: "#d9cbb5" })
      s += litWindow(S, x + w * 0.72, wy, w * 0.12, h * 0.13, M, S.chance(M.lit), { trim: "#d9cbb5" })
    }
    s += `<rect x="${n(x + w * 0.7)}" y="${n(y - h * 0.2)}" width="${n(w * 0.16)}" height="${n(h * 0.2)}" fill="#1c1410"/><rect x="${n(x + w * 0.71)}" y="${n(y - h * 0.24)}" width="${n(w * 0.14)}" height="${n(h * 0.04)}" fill="${S.chance(0.7) ? "#f3c27a" : "#2a323c"}"/>`
    s += `<path d="M${n(x + w * 0.66)},${n(y - h * 0.02)} L${n(x + w * 0.5)},${n(y + h * 0.02)} M${n(x + w * 0.9)},${n(y - h * 0.02)} L${n(x + w * 1.02)},${n(y + h * 0.02)}" stroke="#0b0c0e" stroke-width="3"/>`
  }
  return s
}
function brownstoneScene(S) {
  const { W, H } = S
  const gy = H * 0.74
  sky(S, "dusk", { h: gy })
  S.add(glowE(S, W * 0.6, H * 0.3, W * 0.5, H * 0.3, "#c88d5e", 0.3))
  S.add(brownstones(S, -W * 0.04, gy, 6, W * 0.19, H * 0.62, MOOD.dusk))
  for (const x of [0.12, 0.55, 0.95]) S.add(bareTree(S, W * x, gy + H * 0.03, H * 0.5, { color: "#0e1114", depth: 7 }))
  let lamps = ""
  for (const x of [0.33, 0.76])
    lamps +=
      `<rect x="${n(W * x - 3)}" y="${n(gy - H * 0.2)}" width="6" height="${n(H * 0.24)}" fill="#0a0c0f"/><path d="M${n(W * x - 12)},${n(gy - H * 0.2)} h24 l-5,-22 h-14 Z" fill="#0a0c0f"/>` +
      glow(S, W * x, gy - H * 0.215, 60, C.amber, 0.9) +
      glow(S, W * x, gy - H * 0.215, 10, "#fff2d0", 1)
  S.add(lamps)
  S.add(`<rect x="0" y="${n(gy)}" width="${W}" height="${n(H * 0.04)}" fill="#3a3431"/>`)
  road(S, gy + H * 0.04, { sheen: "#a07a55", sheenOp: 0.35 })
  streaks(
    S,
    [0.33, 0.76].map((x) => ({ x: W * x, y: H * 0.88, w: 10, h: H * 0.1, c: C.amber, op: 0.45 })),
    4,
  )
  vehicle(S, { type: "sedan", x: W * 0.2, y: H * 0.92, len: W * 0.54, facing: 1, reflect: 0.3, beam: 0.18 })
  finish(S, { vignette: 0.6 })
}
function bridgeScene(S) {
  const { W, H } = S
  const hy = H * 0.72
  sky(S, "dusk", { h: hy + 4 })
  S.add(glowE(S, W * 0.2, hy, W * 0.5, H * 0.25, "#e0a46a", 0.5))
  stars(S, 100, hy * 0.5, 0.5)
  clouds(S, { count: 8, y0: hy * 0.3, y1: hy * 0.85, color: "#3b4659", op: 0.5, blur: 14, lit: "#a57a5c" })
  S.add(bostonSkyline(S, { x0: -W * 0.05, x1: W * 0.6, base: hy, u: (W / 1600) * 0.7, lit: 0.22 }))
  S.add(`<rect x="0" y="${n(hy)}" width="${W}" height="${n(H - hy)}" fill="#10151b"/>`)
  // close-up tower with fanned stays; deck at bottom
  const deckY = H * 0.86,
    tx = W * 0.72,
    u = (W / 1600) * 3.2
  S.add(zakim(S, { x: tx, span: W * 1.1, deckY, u, waterY: H + 40 }))
  S.add(
    `<rect x="0" y="${n(deckY)}" width="${W}" height="${n(H - deckY)}" fill="${S.lin([
      [0, "#23272d"],
      [1, "#0b0c0e"],
    ])}"/>`,
  )
  S.add(`<rect x="0" y="${n(deckY - 6)}" width="${W}" height="6" fill="#2a3240"/>`)
  let rl = ""
  for (let xx = 0; xx < W; xx += 26) rl += `M${n(xx)},${n(deckY - 30)} V${n(deckY - 6)} `
  S.add(`<path d="${rl} M0,${n(deckY - 30)} H${W}" stroke="#3a4454" stroke-width="3"/>`)
  vehicle(S, { type: "sedan", x: W * 0.08, y: H * 0.975, len: W * 0.5, facing: 1, reflect: 0.15, beam: 0.3 })
  let trails = ""
  for (let i = 0; i < 3; i++)
    trails += `<rect x="${n(W * 0.6)}" y="${n(H * (0.91 + i * 0.012))}" width="${n(W * 0.4)}" height="2" fill="${i === 1 ? "#ff4040" : "#fff0d0"}" opacity="0.6"/>`
  S.add(`<g filter="${S.blur(1.5)}">${trails}</g>`)
  finish(S, { vignette: 0.6 })
}
function trailsScene(S, o = {}) {
  const { W, H } = S
  const hy = H * 0.55
  sky(S, "night", { h: hy + 4 })
  S.add(glowE(S, W * 0.5, hy, W * 0.7, H * 0.18, "#6a5a58", 0.5))
  stars(S, 120, hy * 0.5, 0.5)
  const city =
    bostonSkyline(S, { x0: -W * 0.02, x1: W * 0.78, base: hy, u: (W / 1600) * 1.05, lit: 0.28 }) +
    zakim(S, { x: W * 0.83, span: W * 0.12, deckY: hy - 20, u: (W / 1600) * 0.85, waterY: hy + 2 })
  const cid = S.group(city)
  S.add(`<use href="#${cid}"/>`)
  const rt = H * 0.64
  S.add(
    `<rect x="0" y="${n(hy)}" width="${W}" height="${n(rt - hy)}" fill="${S.lin([
      [0, "#243041"],
      [1, "#0f141a"],
    ])}"/>`,
  )
  reflection(S, cid, hy, { op: 0.45, blur: 2.5, fade: (rt - hy) * 1.2, ripple: 6, freq: "0.002 0.05" })
  S.add(`<rect x="0" y="${n(rt - 4)}" width="${W}" height="8" fill="#07090c"/>`)
  road(S, rt, { sheen: "#3a4556", sheenOp: 0.4, lane: false, kerb: false })
  // long-exposure light trails: oncoming (ivory) and departing (red) lanes
  let tr = ""
  const lanes = [
    [0.68, "#fff1d2", 5],
    [0.705, "#ffe6b8", 4],
    [0.75, "#ff4a3d", 5],
    [0.775, "#ff6a4a", 4],
  ]
  for (const [ly, c, k] of lanes)
    for (let i = 0; i < k; i++) {
      const y = H * ly + S.r(-4, 4),
        dy = S.r(-10, 10)
      tr += `<path d="M${n(-W * 0.05)},${n(y + H * 0.03 + dy)} C${n(W * 0.3)},${n(y + H * 0.02)} ${n(W * 0.6)},${n(y - H * 0.02)} ${n(W * 1.05)},${n(y - H * 0.015 + dy * 0.5)}" fill="none" stroke="${c}" stroke-width="${n(1 + S.r(0, 2.2))}" opacity="${S.r(0.4, 0.9).toFixed(2)}"/>`
    }
  S.add(`<g filter="${S.blur(4)}" opacity="0.9">${tr}</g><g>${tr}</g>`)
  let dash = ""
  for (let xx = 0; xx < W; xx += W * 0.09)
    dash += `<rect x="${n(xx)}" y="${n(H * 0.83)}" width="${n(W * 0.05)}" height="4" fill="${C.ivory}" opacity="0.18"/>`
  S.add(dash)
  const cars = o.convoy
    ? [
        { type: "suv", x: 0.04, len: 0.4 },
        { type: "sedan", x: 0.5, len: 0.44 },
      ]
    : [{ type: "sedan", x: 0.28, len: 0.5 }]
  for (const c of cars) vehicle(S, { type: c.type, x: W * c.x, y: H * 0.955, len: W * c.len, facing: 1, reflect: 0.18, beam: 0.25 })
  finish(S, { vignette: 0.65 })
}
function hotelScene(S) {
  const { W, H } = S
  const gy = H * 0.74
  sky(S, "night", { h: gy })
  S.add(
    `<rect x="${n(W * 0.12)}" y="0" width="${n(W * 0.76)}" height="${n(gy)}" fill="${S.lin(
      [
        [0, "#27303c"],
        [1, "#141920"],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0.3 },
    )}"/>` +
      windows(S, W * 0.12, 0, W * 0.76, gy - H * 0.26, { cw: 22, ch: 26, ww: 12, wh: 15, p: 0.42, op: [0.45, 0.9] }) +
      `<path d="M${n(W * 0.88)},0 V${n(gy)}" stroke="#8ea3bb" stroke-width="2" opacity="0.4"/>`,
  )
  S.add(
    `<rect x="${n(W * 0.05)}" y="${n(gy - H * 0.24)}" width="${n(W * 0.9)}" height="${n(H * 0.24)}" fill="${S.lin([
      [0, "#f7dba6"],
      [1, "#b8773b"],
    ])}"/>`,
  )
  let m = ""
  for (let xx = W * 0.05; xx <= W * 0.95; xx += W * 0.045) m += `M${n(xx)},${n(gy - H * 0.24)} V${n(gy)} `
  S.add(`<path d="${m}" stroke="#2a1e16" stroke-width="3"/>`)
  S.add(
    `<g opacity="0.6">${glow(S, W * 0.3, gy - H * 0.15, 90, "#fff6e0", 0.6)}${glow(S, W * 0.62, gy - H * 0.15, 90, "#fff6e0", 0.6)}</g>`,
  )
  // canopy (porte-cochere)
  S.add(
    `<path d="M${n(W * 0.02)},${n(gy - H * 0.3)} H${n(W * 0.98)} L${n(W * 0.96)},${n(gy - H * 0.26)} H${n(W * 0.04)} Z" fill="#14110f"/><rect x="${n(W * 0.04)}" y="${n(gy - H * 0.262)}" width="${n(W * 0.92)}" height="3" fill="${C.gold}"/>`,
  )
  let dl = ""
  for (let xx = W * 0.07; xx < W * 0.95; xx += W * 0.075)
    dl +=
      `<circle cx="${n(xx)}" cy="${n(gy - H * 0.255)}" r="4" fill="#fff6e0"/>` +
      glowE(S, xx, gy - H * 0.2, 40, H * 0.1, "#fff0d0", 0.28, true)
  S.add(dl)
  for (const fx of [0.08, 0.92])
    S.add(`<rect x="${n(W * fx - 8)}" y="${n(gy - H * 0.26)}" width="16" height="${n(H * 0.26)}" fill="#1a1613"/>`)
  for (const fx of [0.16, 0.84])
    S.add(
      `<rect x="${n(W * fx - 16)}" y="${n(gy - 40)}" width="32" height="40" fill="#1f1a16"/>` +
        leafyTree(S, W * fx, gy - 36, 90, {
          palette: FOLIAGE.summerDusk,
          blobs: 26,
          shade: "#0c100d",
          light: "#a08a5a",
          litAmt: 0.2,
          trunk: "#0c0d0e",
        }),
    )
  S.add(
    `<rect x="0" y="${n(gy)}" width="${W}" height="${n(H - gy)}" fill="${S.lin([
      [0, "#5a4a3a"],
      [0.08, "#2a241f"],
      [1, "#0d0c0b"],
    ])}"/>`,
  )
  streaks(
    S,
    [0.3, 0.62].map((x) => ({ x: W * x, y: H * 0.86, w: W * 0.12, h: H * 0.12, c: C.amber, op: 0.3 })),
    12,
  )
  vehicle(S, { type: "suv", x: W * 0.02, y: H * 0.93, len: W * 0.46, facing: 1, reflect: 0.3, beam: 0 })
  vehicle(S, { type: "sedan", x: W * 0.52, y: H * 0.95, len: W * 0.46, facing: 1, reflect: 0.3, beam: 0.15 })
  finish(S, { vignette: 0.6 })
}
function winterScene(S) {
  const { W, H } = S
  const hy = H * 0.5
  sky(S, "winter", { h: hy + 4 })
  S.add(glowE(S, W * 0.3, hy, W * 0.5, H * 0.18, "#a08a80", 0.45))
  S.add(ridge(S, hy - H * 0.06, H * 0.03, "#4a5464", { bottom: hy + 5 }))
  let far = ""
  for (let xx = -20; xx < W + 20; xx += S.r(10, 22))
    far += pine(S, xx, hy + S.r(0, 6), S.r(40, 80), { color: "#3a4555", snow: true, snowC: "#b9c3d0" })
  S.add(`<g opacity="0.8" filter="${S.blur(1)}">${far}</g>`)
  fog(S, hy, H * 0.1, "#aeb6c2", 0.4)
  ground(
    S,
    hy + 2,
    [
      [0, "#c9d1dc"],
      [1, "#8e99a8"],
    ],
    H * 0.2,
  )
  let near = ""
  for (let xx = -30; xx < W + 30; xx += S.r(40, 90))
    near += pine(S, xx, hy + H * 0.16, S.r(140, 260), { color: "#141c26", snow: true, snowC: "#dfe6ee" })
  S.add(near)
  // sodium highway lamps
  let l = ""
  for (let xx = W * 0.12; xx < W; xx += W * 0.3)
    l +=
      `<rect x="${n(xx - 3)}" y="${n(H * 0.34)}" width="6" height="${n(H * 0.4)}" fill="#0e1116"/><path d="M${n(xx)},${n(H * 0.34)} q${n(W * 0.02)},-14 ${n(W * 0.05)},-6" stroke="#0e1116" stroke-width="5" fill="none"/>` +
      glow(S, xx + W * 0.05, H * 0.335, 70, C.amber, 0.8) +
      `<path d="M${n(xx + W * 0.05)},${n(H * 0.34)} L${n(xx - W * 0.03)},${n(H * 0.72)} L${n(xx + W * 0.13)},${n(H * 0.72)} Z" fill="${S.lin(
        [
          [0, C.amber, 0.22],
          [1, C.amber, 0],
        ],
      )}" filter="${S.blur(12)}"/>`
  S.add(l)
  // guardrail with snow cap
  const gr = H * 0.7
  let posts = ""
  for (let xx = 0; xx < W; xx += W * 0.04)
    posts += `<rect x="${n(xx)}" y="${n(gr - H * 0.02)}" width="6" height="${n(H * 0.05)}" fill="#2a3038"/>`
  S.add(
    `<rect x="0" y="${n(gr - H * 0.06)}" width="${W}" height="${n(H * 0.07)}" fill="#d9e0e8"/>` +
      posts +
      `<rect x="0" y="${n(gr - H * 0.03)}" width="${W}" height="${n(H * 0.022)}" fill="${S.lin([
        [0, "#9aa3ad"],
        [1, "#4a525c"],
      ])}"/><rect x="0" y="${n(gr - H * 0.036)}" width="${W}" height="${n(H * 0.009)}" rx="4" fill="#eef2f6"/>`,
  )
  road(S, gr + H * 0.02, { sheen: "#8a96a8", sheenOp: 0.4, base: ["#2a2f36", "#101216"], kerb: false })
  S.add(`<rect x="0" y="${n(gr + H * 0.015)}" width="${W}" height="${n(H * 0.025)}" fill="#e6ebf1" opacity="0.85" filter="${S.blur(3)}"/>`)
  let slush = ""
  for (let i = 0; i < 30; i++)
    slush += `<rect x="${n(S.r(0, W))}" y="${n(S.r(H * 0.8, H))}" width="${n(S.r(60, 260))}" height="${n(S.r(2, 5))}" rx="2" fill="#c9d2dc" opacity="${S.r(0.08, 0.25).toFixed(2)}"/>`
  S.add(slush)
  streaks(
    S,
    [0.17, 0.47, 0.77].map((x) => ({ x: W * x, y: H * 0.86, w: 10, h: H * 0.08, c: C.amber, op: 0.35 })),
    4,
  )
  vehicle(S, { type: "suv", x: W * 0.38, y: H * 0.93, len: W * 0.5, facing: -1, reflect: 0.22, beam: 0.5 })
  snowfall(S, 520, 0.9)
  finish(S, { vignette: 0.55 })
}
function promScene(S) {
  const { W, H } = S
  const hy = H * 0.68
  sky(S, "bluehour", { h: hy })
  S.add(glowE(S, W * 0.3, hy, W * 0.5, H * 0.2, "#c88d5e", 0.45))
  stars(S, 60, H * 0.3, 0.5)
  ground(S, hy - 4, [
    [0, "#2c3628"],
    [1, "#141a14"],
  ])
  S.add(house(S, W * 0.28, hy, W * 0.38, H * 0.3, { color: "#ece7dc", mood: MOOD.dusk, lit: 0.85, porch: true }))
  S.add(
    leafyTree(S, W * 0.12, hy + 10, H * 0.5, {
      palette: ["#c9a7b0", "#b8949f", "#d8bcc2", "#a78690", "#e2cbcf"],
      blobs: 120,
      shade: "#3a3040",
      light: "#f6e6e2",
      litAmt: 0.25,
      shadeAmt: 0.6,
      trunk: "#1a1416",
    }),
  )
  S.add(
    leafyTree(S, W * 0.9, hy + 10, H * 0.44, {
      palette: FOLIAGE.summerDusk,
      blobs: 50,
      shade: "#0a0d0b",
      light: "#5a6a4a",
      litAmt: 0.2,
      trunk: "#0f1110",
    }),
  )
  S.add(stringLights(S, W * 0.05, W * 0.28, hy - H * 0.22, H * 0.03, 8))
  S.add(
    `<path d="M${n(W * 0.44)},${n(hy)} L${n(W * 0.5)},${n(hy)} L${n(W * 0.56)},${n(H * 0.78)} L${n(W * 0.38)},${n(H * 0.78)} Z" fill="#8a8378" opacity="0.5"/>`,
  )
  road(S, H * 0.78, { sheen: "#5a6a80", sheenOp: 0.3, kerb: true, lane: false })
  vehicle(S, { type: "limo", x: W * 0.05, y: H * 0.94, len: W * 0.9, facing: 1, reflect: 0.2, beam: 0.15, stretch: 1150 })
  bokeh(S, { count: 12, y0: 0, y1: H * 0.4, r: [10, 30], op: [0.1, 0.25] })
  finish(S, { vignette: 0.55 })
}

function birch(S, x, y, h, o = {}) {
  const { palette = ["#d8b04a", "#e3c066", "#c99a3a", "#b8862e"], mood = MOOD.golden } = o
  const lean = S.r(-0.06, 0.06),
    w = h * 0.028
  const tx = x + Math.sin(lean) * h * 0.8
  let s = `<path d="M${n(x - w)},${n(y)} Q${n(x - w + lean * h * 0.3)},${n(y - h * 0.45)} ${n(tx - w * 0.4)},${n(y - h * 0.9)} L${n(tx + w * 0.4)},${n(y - h * 0.9)} Q${n(x + w + lean * h * 0.3)},${n(y - h * 0.45)} ${n(x + w)},${n(y)} Z" fill="${mix("#efeae0", mood.tint, mood.amt)}"/>`
  for (let i = 0; i < 14; i++) {
    const t = S.r(0.05, 0.85)
    s += `<rect x="${n(x + (tx - x) * t - w * S.r(0.2, 1))}" y="${n(y - h * t)}" width="${n(w * S.r(0.5, 1.4))}" height="${n(h * 0.008)}" fill="#1a1816" opacity="0.8"/>`
  }
  s += leafyTree(S, tx, y - h * 0.25, h * 0.8, {
    palette,
    blobs: 40,
    rx: 0.28,
    ry: 0.36,
    trunk: "none",
    shade: "#4a3a20",
    light: "#fff0c0",
    litAmt: 0.35,
  })
  return s
}
function lakeTown(S, o) {
  const { W, H } = S
  const { time = "golden" } = o
  const hy = H * 0.54,
    shore = H * 0.58,
    lakeB = H * 0.78
  const M = time === "golden" ? MOOD.golden : MOOD.dusk
  sky(S, time === "golden" ? "golden" : "bluehour", { h: shore })
  if (time === "golden") {
    S.add(glowE(S, W * 0.78, hy - H * 0.05, W * 0.45, H * 0.3, "#fff0c8", 0.85))
    S.add(`<circle cx="${n(W * 0.78)}" cy="${n(hy - H * 0.06)}" r="${n(W * 0.022)}" fill="#fff6dc" opacity="0.95"/>`)
    clouds(S, { count: 8, y0: H * 0.08, y1: H * 0.42, color: "#b99a82", op: 0.45, blur: 16, lit: "#f7dcae" })
  } else {
    stars(S, 120, H * 0.35, 0.6)
    moon(S, W * 0.2, H * 0.16, W * 0.016)
    S.add(glowE(S, W * 0.6, hy, W * 0.6, H * 0.18, "#c88d5e", 0.35))
  }
  let far = ridge(S, hy, H * 0.025, time === "golden" ? "#7d7a7e" : "#27313f", { bottom: shore + 2 })
  let line = ""
  if (time === "golden") {
    for (let xx = -30; xx < W + 30; xx += S.r(22, 45))
      line += S.chance(0.3)
        ? pine(S, xx, shore, S.r(50, 90), { color: "#2e352e" })
        : leafyTree(S, xx, shore + 4, S.r(60, 110), { palette: FOLIAGE.autumn, blobs: 22, shade: "#3a2416", litAmt: 0.4 })
    line += church(S, W * 0.34, shore - 2, W * 0.045, H * 0.05, { mood: M, len: 0.8, lit: 0.1 })
    line += house(S, W * 0.55, shore, W * 0.07, H * 0.045, { color: "#e9e4da", mood: M, bays: 3 })
  } else {
    for (let xx = -30; xx < W + 30; xx += S.r(10, 22)) line += pine(S, xx, shore, S.r(60, 120), { color: "#111820" })
    for (const fx of [0.2, 0.47, 0.72])
      line += house(S, W * fx, shore, W * 0.07, H * 0.045, { color: "#d9d3c8", mood: M, bays: 3, lit: 0.9 })
  }
  const gid = S.group(far + `<g>${line}</g>`)
  S.add(`<use href="#${gid}"/>`)
  S.add(
    `<rect x="0" y="${n(shore)}" width="${W}" height="${n(lakeB - shore)}" fill="${S.lin(
      time === "golden"
        ? [
            [0, "#d9b58a"],
            [0.4, "#8a7f78"],
            [1, "#3f4650"],
          ]
        : [
            [0, "#3a4658"],
            [0.5, "#1c2633"],
            [1, "#0e131a"],
          ],
    )}"/>`,
  )
  reflection(S, gid, shore, { op: time === "golden" ? 0.55 : 0.6, blur: 2, fade: (lakeB - shore) * 1.3, ripple: 8, freq: "0.003 0.07" })
  if (time === "golden") streaks(S, [{ x: W * 0.78, y: shore + H * 0.08, w: W * 0.025, h: H * 0.1, c: "#fff0c8", op: 0.7 }], 4)
  let sh = ""
  for (let i = 0; i < 80; i++)
    sh += `<rect x="${n(S.r(0, W))}" y="${n(S.r(shore + 3, lakeB))}" width="${n(S.r(20, 100))}" height="1.3" fill="${time === "golden" ? "#fff0d0" : C.amberHi}" opacity="${S.r(0.05, 0.25).toFixed(2)}"/>`
  S.add(sh)
  if (time !== "golden") {
    // dock with lanterns
    S.add(
      `<path d="M${n(W * 0.6)},${n(lakeB)} L${n(W * 0.655)},${n(shore + H * 0.1)} L${n(W * 0.705)},${n(shore + H * 0.1)} L${n(W * 0.72)},${n(lakeB)} Z" fill="#3a3029"/><path d="M${n(W * 0.6)},${n(lakeB)} L${n(W * 0.655)},${n(shore + H * 0.1)} M${n(W * 0.72)},${n(lakeB)} L${n(W * 0.705)},${n(shore + H * 0.1)}" stroke="#0e0c0a" stroke-width="4"/>`,
    )
    S.add(glow(S, W * 0.665, shore + H * 0.08, 18, C.amber, 0.9) + glow(S, W * 0.695, shore + H * 0.08, 18, C.amber, 0.9))
    streaks(S, [{ x: W * 0.68, y: shore + H * 0.13, w: 8, h: H * 0.05, c: C.amber, op: 0.5 }], 3)
  }
  ground(
    S,
    lakeB,
    time === "golden"
      ? [
          [0, "#7a6a45"],
          [1, "#2a2418"],
        ]
      : [
          [0, "#1c231c"],
          [1, "#0b0d0b"],
        ],
    H * 0.06,
  )
  S.add(
    stoneWall(S, 0, W, lakeB + H * 0.05, H * 0.035, {
      tint: time === "golden" ? "#e0b07a" : "#1c2633",
      tintAmt: time === "golden" ? 0.15 : 0.55,
    }),
  )
  if (time === "golden") {
    S.add(birch(S, W * 0.06, lakeB + H * 0.05, H * 0.62))
    S.add(birch(S, W * 0.12, lakeB + H * 0.05, H * 0.5))
  } else S.add(pine(S, W * 0.05, lakeB + H * 0.05, H * 0.7, { color: "#080b0e" }))
  road(S, lakeB + H * 0.05, { sheen: time === "golden" ? "#b99a78" : "#3a4a60", sheenOp: 0.35, base: ["#2a2824", "#0f0f10"], kerb: false })
  vehicle(S, {
    type: o.car || "suv",
    x: W * 0.36,
    y: H * 0.95,
    len: W * 0.44,
    facing: -1,
    reflect: time === "golden" ? 0.12 : 0.25,
    beam: time === "golden" ? 0 : 0.25,
  })
  finish(S, { vignette: 0.5 })
}
function commonTown(S, o = {}) {
  const { W, H } = S
  const { season = "autumn", time = "golden", snow = false, car = "sedan" } = o
  const M = MOOD[time]
  const hy = H * 0.64
  sky(S, time === "winter" ? "winter" : time === "night" ? "night" : time, { h: hy })
  if (time === "golden") {
    S.add(glowE(S, W * 0.15, hy - H * 0.1, W * 0.45, H * 0.35, "#fff0c8", 0.7))
    clouds(S, { count: 8, y0: H * 0.08, y1: H * 0.4, color: "#b99a82", op: 0.4, blur: 16, lit: "#f7dcae" })
  } else {
    stars(S, 100, H * 0.35, 0.5)
    S.add(glowE(S, W * 0.5, hy, W * 0.6, H * 0.2, "#6a6f80", 0.4))
  }
  let bg = ""
  for (let i = 0; i < 12; i++) {
    const x = S.r(-40, W + 40),
      h = S.r(H * 0.22, H * 0.36)
    bg +=
      season === "autumn"
        ? leafyTree(S, x, hy + 4, h, { palette: FOLIAGE.autumn, blobs: 30, lightDir: -1, shade: "#3a2416", litAmt: 0.45 })
        : bareTree(S, x, hy + 4, h, { color: snow ? "#2a313b" : "#1a1d22", depth: 6 })
  }
  S.add(`<g filter="${S.blur(1.5)}" opacity="0.85">${bg}</g>`)
  ground(
    S,
    hy - 4,
    snow
      ? [
          [0, "#cfd6e0"],
          [1, "#8c97a6"],
        ]
      : [
          [0, "#6f6a45"],
          [1, "#2a281c"],
        ],
  )
  S.add(
    church(S, W * 0.2, hy + H * 0.05, W * 0.13, H * 0.16, {
      mood: M,
      len: 1.0,
      lit: time === "golden" ? 0.2 : 0.8,
      snow,
      flood: time !== "golden",
    }),
  )
  S.add(house(S, W * 0.5, hy + H * 0.04, W * 0.2, H * 0.12, { color: "#e9e4da", mood: M, snow }))
  S.add(
    house(S, W * 0.76, hy + H * 0.05, W * 0.18, H * 0.11, {
      color: snow ? "#7a3a30" : "#5b6b78",
      mood: M,
      bays: 3,
      shutters: "#1b1f24",
      snow,
    }),
  )
  if (season === "autumn") {
    S.add(
      leafyTree(S, W * 0.05, hy + H * 0.1, H * 0.5, { palette: FOLIAGE.autumn, blobs: 55, lightDir: -1, shade: "#2a1c14", litAmt: 0.5 }),
    )
    S.add(
      leafyTree(S, W * 0.96, hy + H * 0.1, H * 0.46, { palette: FOLIAGE.autumn, blobs: 50, lightDir: -1, shade: "#2a1c14", litAmt: 0.5 }),
    )
  } else {
    S.add(bareTree(S, W * 0.06, hy + H * 0.1, H * 0.55, { color: "#0f1317", depth: 7 }))
    S.add(bareTree(S, W * 0.95, hy + H * 0.1, H * 0.5, { color: "#0f1317", depth: 7 }))
  }
  S.add(stoneWall(S, 0, W, hy + H * 0.12, H * 0.035, { tint: snow ? "#3f4a5a" : "#e0b07a", tintAmt: snow ? 0.3 : 0.12 }))
  if (snow) S.add(`<rect x="0" y="${n(hy + H * 0.075)}" width="${W}" height="${n(H * 0.012)}" rx="6" fill="#e3e8ef" opacity="0.9"/>`)
  road(S, hy + H * 0.12, { sheen: snow ? "#9aa8ba" : "#b99a78", sheenOp: 0.35, base: ["#2f2d2a", "#111113"], kerb: false })
  if (snow)
    S.add(`<rect x="0" y="${n(hy + H * 0.12)}" width="${W}" height="${n(H * 0.02)}" fill="#dfe5ec" opacity="0.8" filter="${S.blur(2)}"/>`)
  vehicle(S, {
    type: car,
    x: W * 0.28,
    y: H * 0.94,
    len: W * 0.46,
    facing: 1,
    reflect: snow ? 0.22 : 0.12,
    beam: time === "golden" ? 0 : 0.3,
  })
  if (snow) snowfall(S, 380, 0.8)
  finish(S, { vignette: 0.5 })
}
function orchardTown(S) {
  const { W, H } = S
  const hy = H * 0.42
  sky(S, "golden", { h: hy + 20 })
  S.add(glowE(S, W * 0.8, hy - H * 0.05, W * 0.45, H * 0.3, "#fff0c8", 0.8))
  clouds(S, { count: 7, y0: H * 0.05, y1: H * 0.3, color: "#b99a82", op: 0.4, blur: 16, lit: "#f7dcae" })
  S.add(ridge(S, hy, H * 0.02, "#8a8078", { bottom: hy + 30 }))
  const rows = [
    [hy + H * 0.04, 0.035, "#8a7d4a", 0.3],
    [hy + H * 0.1, 0.05, "#7a6c3a", 0.45],
    [hy + H * 0.19, 0.07, "#6a5c30", 0.65],
    [hy + H * 0.31, 0.1, "#594c28", 0.9],
  ]
  for (const [ry, amp, col, sc] of rows) {
    S.add(ridge(S, ry, H * amp * 0.25, col, { step: W / 4 }))
    let t = ""
    for (let xx = -20; xx < W + 20; xx += W * 0.05 * sc + 6) {
      const th = H * 0.09 * sc,
        ty = ry + H * 0.02 * sc
      t += leafyTree(S, xx + S.r(-4, 4), ty, th, {
        palette: ["#6a7a3a", "#7a8a42", "#5a6a32", "#8a7a3a"],
        blobs: 14,
        shade: "#2a2a16",
        light: "#f2d58e",
        litAmt: 0.4,
        rx: 0.45,
        ry: 0.3,
      })
      for (let k = 0; k < 5 * sc; k++)
        t += `<circle cx="${n(xx + S.r(-th * 0.35, th * 0.35))}" cy="${n(ty - th * S.r(0.45, 0.8))}" r="${n(th * 0.035 + 0.6)}" fill="${S.pick(["#a8322a", "#c0452e", "#8e2a24"])}"/>`
    }
    S.add(t)
  }
  // barn
  const bx = W * 0.62,
    by = hy + H * 0.12,
    bw = W * 0.12,
    bh = H * 0.08
  S.add(
    `<path d="M${n(bx)},${n(by)} V${n(by - bh)} L${n(bx + bw * 0.15)},${n(by - bh * 1.5)} L${n(bx + bw / 2)},${n(by - bh * 1.75)} L${n(bx + bw * 0.85)},${n(by - bh * 1.5)} L${n(bx + bw)},${n(by - bh)} V${n(by)} Z" fill="#7a2e24"/><path d="M${n(bx + bw * 0.35)},${n(by)} V${n(by - bh * 0.7)} H${n(bx + bw * 0.65)} V${n(by)} Z M${n(bx + bw * 0.35)},${n(by)} L${n(bx + bw * 0.65)},${n(by - bh * 0.7)} M${n(bx + bw * 0.65)},${n(by)} L${n(bx + bw * 0.35)},${n(by - bh * 0.7)}" fill="none" stroke="#efe6d6" stroke-width="2"/><path d="M${n(bx - 2)},${n(by - bh)} L${n(bx + bw * 0.15)},${n(by - bh * 1.5)} L${n(bx + bw / 2)},${n(by - bh * 1.75)} L${n(bx + bw * 0.85)},${n(by - bh * 1.5)} L${n(bx + bw + 2)},${n(by - bh)}" fill="none" stroke="#2a2a2e" stroke-width="5"/>`,
  )
  const ry = H * 0.8
  S.add(stoneWall(S, 0, W, ry, H * 0.03, { tint: "#e0b07a", tintAmt: 0.15 }))
  road(S, ry, { sheen: "#c8a67a", sheenOp: 0.3, base: ["#3b3730", "#15151a"], kerb: false, lane: false })
  let crates = ""
  for (const x of [0.04, 0.09, 0.065])
    crates +=
      `<rect x="${n(W * x)}" y="${n(ry - H * (x === 0.065 ? 0.085 : 0.05))}" width="${n(W * 0.045)}" height="${n(H * 0.045)}" fill="#8a6a42" stroke="#4a3622" stroke-width="2"/>` +
      Array.from(
        { length: 6 },
        () => `<circle cx="${n(W * x + S.r(6, W * 0.04))}" cy="${n(ry - H * (x === 0.065 ? 0.085 : 0.05) + 3)}" r="5" fill="#a8322a"/>`,
      ).join("")
  S.add(crates)
  vehicle(S, { type: "suv", x: W * 0.3, y: H * 0.95, len: W * 0.44, facing: 1, reflect: 0.1, beam: 0 })
  finish(S, { vignette: 0.45 })
}
function millTown(S, o = {}) {
  const { W, H } = S
  const { time = "dusk" } = o
  const M = MOOD[time]
  const hy = H * 0.56
  sky(S, time === "mist" ? "mist" : "bluehour", { h: hy + 4 })
  if (time === "mist") S.add(glowE(S, W * 0.3, H * 0.3, W * 0.4, H * 0.3, "#f2dcb4", 0.5))
  else {
    S.add(glowE(S, W * 0.3, hy, W * 0.5, H * 0.2, "#c88d5e", 0.45))
    stars(S, 80, H * 0.3, 0.5)
  }
  let g = ""
  if (time === "mist") {
    g += ridge(S, hy - H * 0.04, H * 0.02, "#8a8e92", { bottom: hy + 4 })
    for (let i = 0; i < 10; i++) g += bareTree(S, S.r(0, W), hy + 4, S.r(H * 0.18, H * 0.3), { color: "#4a4f55", depth: 6 })
    g += mill(S, W * 0.38, hy + 4, W * 0.42, H * 0.1, { mood: M, lit: 0.4 })
    g += house(S, W * 0.1, hy + 4, W * 0.12, H * 0.07, { color: "#d8d2c6", mood: M, bays: 3 })
  } else {
    g += mill(S, W * 0.06, hy + 4, W * 0.8, H * 0.16, { mood: M, lit: 0.7 })
    for (let i = 0; i < 6; i++) g += bareTree(S, W * (0.88 + i * 0.03), hy + 4, S.r(H * 0.15, H * 0.25), { color: "#141a22", depth: 6 })
  }
  const gid = S.group(g)
  S.add(`<use href="#${gid}"/>`)
  // river with a low dam spill
  const rb = H * 0.8
  S.add(
    `<rect x="0" y="${n(hy + 4)}" width="${W}" height="${n(rb - hy)}" fill="${S.lin(
      time === "mist"
        ? [
            [0, "#9a9c9a"],
            [1, "#4a5058"],
          ]
        : [
            [0, "#34425a"],
            [1, "#0f141b"],
          ],
    )}"/>`,
  )
  reflection(S, gid, hy + 4, { op: 0.55, blur: 2.5, fade: (rb - hy) * 1.1, ripple: 7, freq: "0.003 0.06" })
  S.add(`<rect x="0" y="${n(hy + H * 0.08)}" width="${W}" height="${n(H * 0.012)}" fill="#e9eef2" opacity="0.5" filter="${S.blur(2)}"/>`)
  let foam = ""
  for (let xx = 0; xx < W; xx += 6)
    foam += `<rect x="${n(xx)}" y="${n(hy + H * 0.088)}" width="2" height="${n(S.r(8, 22))}" fill="#f2f4f5" opacity="${S.r(0.15, 0.45).toFixed(2)}"/>`
  S.add(`<g filter="${S.blur(1)}">${foam}</g>`)
  let sh = ""
  for (let i = 0; i < 80; i++)
    sh += `<rect x="${n(S.r(0, W))}" y="${n(S.r(hy + H * 0.12, rb))}" width="${n(S.r(20, 100))}" height="1.3" fill="${time === "mist" ? "#ffffff" : C.amberHi}" opacity="${S.r(0.05, 0.2).toFixed(2)}"/>`
  S.add(sh)
  if (time === "mist") {
    fog(S, hy + 2, H * 0.16, "#dcdad4", 0.75)
    fog(S, hy + H * 0.12, H * 0.1, "#dcdad4", 0.4)
  }
  ground(
    S,
    rb,
    time === "mist"
      ? [
          [0, "#4a4636"],
          [1, "#1e1d18"],
        ]
      : [
          [0, "#1a1f24"],
          [1, "#0a0c0e"],
        ],
    H * 0.04,
  )
  let rail = `M0,${n(rb)} H${W} `
  for (let xx = 0; xx < W; xx += W * 0.02) rail += `M${n(xx)},${n(rb)} V${n(rb + H * 0.035)} `
  S.add(`<path d="${rail}" stroke="${time === "mist" ? "#2a2a28" : "#0a0c0f"}" stroke-width="3"/>`)
  road(S, rb + H * 0.04, { sheen: time === "mist" ? "#aaa49a" : "#3a4a60", sheenOp: 0.35, base: ["#2a2a2a", "#0f0f10"], kerb: false })
  if (time !== "mist") {
    let l = ""
    for (const x of [0.15, 0.5, 0.85])
      l +=
        `<rect x="${n(W * x - 2)}" y="${n(rb - H * 0.12)}" width="4" height="${n(H * 0.12)}" fill="#0a0c0f"/>` +
        glow(S, W * x, rb - H * 0.12, 26, C.amber, 0.9)
    S.add(l)
  }
  vehicle(S, {
    type: o.car || "sedan",
    x: W * 0.3,
    y: H * 0.955,
    len: W * 0.46,
    facing: o.facing || -1,
    reflect: 0.25,
    beam: time === "mist" ? 0.2 : 0.25,
  })
  if (time === "mist") fog(S, H * 0.75, H * 0.2, "#dcdad4", 0.2)
  finish(S, { vignette: 0.5, tint: time === "mist" ? ["#c8a96a", 0.04] : undefined })
}
function andoverScene(S) {
  const { W, H } = S
  const hy = H * 0.68
  sky(S, "dusk", { h: hy })
  S.add(glowE(S, W * 0.5, hy, W * 0.6, H * 0.25, "#d8a06a", 0.5))
  stars(S, 70, H * 0.3, 0.5)
  let tr = ""
  for (let i = 0; i < 8; i++)
    tr += leafyTree(S, S.r(0, W), hy, S.r(H * 0.3, H * 0.42), {
      palette: FOLIAGE.autumnDusk,
      blobs: 30,
      shade: "#120d0a",
      light: "#c08050",
      litAmt: 0.25,
    })
  S.add(`<g filter="${S.blur(2)}">${tr}</g>`)
  ground(S, hy - 4, [
    [0, "#2a2c22"],
    [1, "#101210"],
  ])
  S.add(academy(S, W * 0.17, hy, W * 0.66, H * 0.25, { mood: MOOD.dusk, lit: 0.75 }))
  S.add(glowE(S, W * 0.5, hy - H * 0.15, W * 0.4, H * 0.25, C.amber, 0.12))
  for (const x of [0.04, 0.96])
    S.add(
      leafyTree(S, W * x, hy + H * 0.05, H * 0.55, {
        palette: FOLIAGE.autumnDusk,
        blobs: 60,
        shade: "#0a0806",
        light: "#e0a060",
        litAmt: 0.3,
      }),
    )
  let l = ""
  for (const x of [0.12, 0.38, 0.62, 0.88])
    l +=
      `<rect x="${n(W * x - 2.5)}" y="${n(hy - H * 0.1)}" width="5" height="${n(H * 0.16)}" fill="#0a0c0f"/>` +
      glow(S, W * x, hy - H * 0.1, 40, C.amber, 0.9) +
      glow(S, W * x, hy - H * 0.1, 7, "#fff2d0", 1)
  S.add(`<path d="M0,${n(hy + H * 0.06)} H${W} V${n(hy + H * 0.075)} H0 Z" fill="#4a4640"/>`)
  S.add(l)
  road(S, hy + H * 0.075, { sheen: "#8a6a50", sheenOp: 0.35, kerb: false })
  streaks(
    S,
    [0.12, 0.38, 0.62, 0.88].map((x) => ({ x: W * x, y: H * 0.86, w: 8, h: H * 0.08, c: C.amber, op: 0.4 })),
    4,
  )
  vehicle(S, { type: "sedan", x: W * 0.26, y: H * 0.94, len: W * 0.48, facing: 1, reflect: 0.25, beam: 0.22 })
  finish(S, { vignette: 0.55 })
}
function aboutScene(S) {
  const { W, H } = S
  const hy = H * 0.62
  sky(S, "golden", { h: hy })
  S.add(glowE(S, W * 0.88, hy - H * 0.1, W * 0.5, H * 0.4, "#fff0c8", 0.9))
  clouds(S, { count: 8, y0: H * 0.06, y1: H * 0.35, color: "#b99a82", op: 0.4, blur: 16, lit: "#f7dcae" })
  let bg = ""
  for (let i = 0; i < 9; i++)
    bg += leafyTree(S, S.r(-40, W + 40), hy + 4, S.r(H * 0.25, H * 0.4), {
      palette: FOLIAGE.autumn,
      blobs: 30,
      shade: "#3a2416",
      litAmt: 0.5,
    })
  S.add(`<g filter="${S.blur(2)}" opacity="0.85">${bg}</g>`)
  ground(S, hy - 4, [
    [0, "#7a6a45"],
    [1, "#2e281a"],
  ])
  S.add(house(S, W * 0.34, hy + H * 0.05, W * 0.34, H * 0.24, { color: "#eeeae1", mood: MOOD.golden, lit: 0.35, porch: false }))
  S.add(leafyTree(S, W * 0.1, hy + H * 0.1, H * 0.62, { palette: FOLIAGE.autumn, blobs: 70, shade: "#2a1c14", litAmt: 0.55 }))
  S.add(stoneWall(S, 0, W, hy + H * 0.13, H * 0.04, { tint: "#e0b07a", tintAmt: 0.18 }))
  S.add(
    `<rect x="0" y="${n(hy + H * 0.13)}" width="${W}" height="${n(H)}" fill="${S.lin([
      [0, "#5a4a36"],
      [0.3, "#3a3228"],
      [1, "#151412"],
    ])}"/>`,
  )
  S.add(
    `<rect x="0" y="${n(hy + H * 0.13)}" width="${W}" height="${n(H * 0.3)}" fill="${S.lin(
      [
        [0, "#f0b872", 0.2],
        [0.7, "#f0b872", 0.05],
        [1, "#f0b872", 0.15],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
  )
  const len = W * 0.62,
    cx = W * 0.06,
    gy = H * 0.93
  vehicle(S, { type: "sedan", x: cx, y: gy, len, facing: 1, reflect: 0.1, beam: 0, doorOpen: true, lights: true, env: "#f0b872" })
  // chauffeur standing behind the open rear door
  const s = len / 1000
  const fx = cx + 318 * s,
    fh = 390 * s
  S.add(
    `<ellipse cx="${n(fx + 20)}" cy="${n(gy + 10)}" rx="${n(fh * 0.22)}" ry="${n(fh * 0.03)}" fill="#000" opacity="0.55" filter="${S.blur(4)}"/>`,
  )
  const handLocal = [(cx + 392 * s - fx) / (fh / 1000), (gy - 196 * s - (gy + 10)) / (fh / 1000)]
  S.add(chauffeur(S, fx, gy + 10, fh, { facing: 1, hand: handLocal.map(n) }))
  S.add(
    `<path d="M${n(cx + 395 * s)},${n(gy - 304 * s)} L${n(cx + 386 * s)},${n(gy - 30 * s)}" stroke="${C.goldHi}" stroke-width="2" opacity="0.9"/>`,
  )
  finish(S, { vignette: 0.45, tint: ["#f0b872", 0.05] })
}
function contactMap(S) {
  const { W, H } = S
  S.add(
    `<rect width="${W}" height="${H}" fill="${S.rad(
      [
        [0, "#1d2229"],
        [0.7, "#13161a"],
        [1, "#0b0d10"],
      ],
      { cx: 0.55, cy: 0.5, r: 0.75 },
    )}"/>`,
  )
  // coastline / harbour on the right
  S.add(
    `<path d="M${n(W * 0.78)},0 C${n(W * 0.72)},${n(H * 0.2)} ${n(W * 0.86)},${n(H * 0.35)} ${n(W * 0.8)},${n(H * 0.5)} C${n(W * 0.74)},${n(H * 0.66)} ${n(W * 0.9)},${n(H * 0.8)} ${n(W * 0.84)},${n(H)} L${W},${H} L${W},0 Z" fill="#17212d"/>`,
  )
  // river
  S.add(
    `<path d="M0,${n(H * 0.3)} C${n(W * 0.2)},${n(H * 0.22)} ${n(W * 0.3)},${n(H * 0.42)} ${n(W * 0.5)},${n(H * 0.36)} S${n(W * 0.7)},${n(H * 0.5)} ${n(W * 0.79)},${n(H * 0.48)}" fill="none" stroke="#1f2c3b" stroke-width="${n(H * 0.03)}" stroke-linecap="round"/>`,
  )
  // parks
  for (let i = 0; i < 6; i++)
    S.add(
      `<rect x="${n(S.r(0, W * 0.7))}" y="${n(S.r(0, H))}" width="${n(S.r(40, 120))}" height="${n(S.r(30, 90))}" rx="8" fill="#1a2420" opacity="0.8"/>`,
    )
  // street grid (slightly rotated blocks)
  let st = ""
  for (let i = -10; i < 40; i++) st += `M${n(i * W * 0.035)},-50 L${n(i * W * 0.035 - H * 0.25)},${n(H + 50)} `
  for (let j = -2; j < 30; j++) st += `M-50,${n(j * H * 0.045)} L${n(W + 50)},${n(j * H * 0.045 + W * 0.08)} `
  S.add(`<path d="${st}" stroke="#262c34" stroke-width="1.4" opacity="0.9"/>`)
  // arterial roads
  const roads = [
    `M${n(-20)},${n(H * 0.82)} C${n(W * 0.3)},${n(H * 0.7)} ${n(W * 0.45)},${n(H * 0.75)} ${n(W * 0.74)},${n(H * 0.55)}`,
    `M${n(W * 0.2)},-20 C${n(W * 0.25)},${n(H * 0.4)} ${n(W * 0.35)},${n(H * 0.7)} ${n(W * 0.3)},${n(H + 20)}`,
    `M${n(W * 0.6)},-20 C${n(W * 0.55)},${n(H * 0.3)} ${n(W * 0.62)},${n(H * 0.6)} ${n(W * 0.7)},${n(H + 20)}`,
    `M-20,${n(H * 0.12)} C${n(W * 0.4)},${n(H * 0.18)} ${n(W * 0.5)},${n(H * 0.05)} ${n(W * 0.76)},${n(H * 0.1)}`,
  ]
  S.add(
    `<path d="${roads.join(" ")}" fill="none" stroke="#343b45" stroke-width="7" stroke-linecap="round"/><path d="${roads.join(" ")}" fill="none" stroke="#4a525e" stroke-width="2"/>`,
  )
  // glowing route
  const route = `M${n(W * 0.12)},${n(H * 0.2)} C${n(W * 0.22)},${n(H * 0.26)} ${n(W * 0.26)},${n(H * 0.45)} ${n(W * 0.3)},${n(H * 0.6)} S${n(W * 0.5)},${n(H * 0.74)} ${n(W * 0.6)},${n(H * 0.62)} S${n(W * 0.7)},${n(H * 0.48)} ${n(W * 0.76)},${n(H * 0.42)}`
  S.add(
    `<path d="${route}" fill="none" stroke="${C.gold}" stroke-width="18" opacity="0.35" filter="${S.blur(8)}"/><path d="${route}" fill="none" stroke="${C.goldHi}" stroke-width="4" stroke-linecap="round"/><path d="${route}" fill="none" stroke="#fff6de" stroke-width="1.2" stroke-dasharray="2 10" stroke-linecap="round"/>`,
  )
  for (const [x, y, big] of [
    [0.12, 0.2, false],
    [0.76, 0.42, true],
  ]) {
    S.add(glow(S, W * x, H * y, big ? 70 : 45, C.gold, 0.6))
    S.add(
      `<circle cx="${n(W * x)}" cy="${n(H * y)}" r="${big ? 30 : 20}" fill="none" stroke="${C.goldHi}" stroke-width="1.5" opacity="0.5"/><circle cx="${n(W * x)}" cy="${n(H * y)}" r="${big ? 52 : 34}" fill="none" stroke="${C.goldHi}" stroke-width="1" opacity="0.25"/><circle cx="${n(W * x)}" cy="${n(H * y)}" r="${big ? 12 : 9}" fill="${C.goldHi}"/><circle cx="${n(W * x)}" cy="${n(H * y)}" r="${big ? 5 : 4}" fill="#1a1d21"/>`,
    )
  }
  // compass rose, bottom left
  const cx = W * 0.08,
    cy = H * 0.86,
    r = H * 0.06
  S.add(
    `<g opacity="0.55"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${C.gold}" stroke-width="1.2"/><path d="M${n(cx)},${n(cy - r * 1.3)} L${n(cx + r * 0.18)},${n(cy)} L${n(cx)},${n(cy + r * 1.3)} L${n(cx - r * 0.18)},${n(cy)} Z M${n(cx - r * 1.3)},${n(cy)} L${n(cx)},${n(cy - r * 0.18)} L${n(cx + r * 1.3)},${n(cy)} L${n(cx)},${n(cy + r * 0.18)} Z" fill="${C.gold}"/></g>`,
  )
  finish(S, { vignette: 0.55, grain: 0.04 })
}
function fleetScene(S, type) {
  const { W, H } = S
  const gy = H * (type === "limo" ? 0.68 : 0.72)
  S.add(
    `<rect width="${W}" height="${H}" fill="${S.rad(
      [
        [0, "#4a4f56"],
        [0.3, "#2c3036"],
        [0.65, "#17191c"],
        [1, "#0a0b0d"],
      ],
      { cx: 0.5, cy: 0.5, r: 0.62, tf: "translate(0.5 0.5) scale(1 0.9) translate(-0.5 -0.5)" },
    )}"/>`,
  )
  S.add(
    `<path d="M${n(W * 0.3)},0 L${n(W * 0.7)},0 L${n(W * 0.85)},${n(gy)} L${n(W * 0.15)},${n(gy)} Z" fill="${S.lin([
      [0, "#f4efe6", 0.07],
      [1, "#f4efe6", 0],
    ])}" filter="${S.blur(30)}"/>`,
  )
  S.add(glowE(S, W * 0.5, gy - H * 0.2, W * 0.55, H * 0.28, "#d9d4ca", 0.1, true))
  S.add(glowE(S, W * 0.5, gy - H * 0.12, W * 0.45, H * 0.2, C.gold, 0.2))
  S.add(
    `<rect x="0" y="${n(gy - H * 0.02)}" width="${W}" height="${n(H - gy + H * 0.02)}" fill="${S.lin([
      [0, "#1a1d21", 0],
      [0.06, "#15171a"],
      [0.4, "#0e0f11"],
      [1, "#070809"],
    ])}"/>`,
  )
  S.add(glowE(S, W * 0.5, gy + H * 0.02, W * 0.48, H * 0.09, "#3a3f46", 0.6, true))
  S.add(
    `<rect x="${n(W * 0.06)}" y="${n(gy + H * 0.005)}" width="${n(W * 0.88)}" height="1.5" fill="${S.lin(
      [
        [0, C.gold, 0],
        [0.5, C.goldHi, 0.5],
        [1, C.gold, 0],
      ],
      { x1: 0, y1: 0, x2: 1, y2: 0 },
    )}"/>`,
  )
  const len = W * (type === "limo" ? 0.92 : type === "suv" ? 0.74 : 0.78)
  vehicle(S, {
    type,
    x: (W - len) / 2,
    y: gy,
    len,
    facing: 1,
    reflect: 0.26,
    beam: 0,
    env: "#c8a96a",
    shadow: 0.85,
    wetStreaks: false,
    tailGlow: 0.6,
    stretch: 1000,
  })
  finish(S, { vignette: 0.42, grain: 0.04 })
}
/* ------------------------------------------------------------------ */
/* monograms & favicon                                                 */
/* ------------------------------------------------------------------ */
function glyphs(text, size, cx, baseline, track = 0.02) {
  const s = size / 1000
  const ws = [...text].map((ch) => GLYPHS[ch].bb[2] - GLYPHS[ch].bb[0])
  const total = ws.reduce((a, b) => a + b, 0) + track * 1000 * (ws.length - 1)
  let x = cx - (total * s) / 2,
    out = ""
  ;[...text].forEach((ch, i) => {
    const g = GLYPHS[ch]
    out += `<path transform="translate(${n(x - g.bb[0] * s)} ${n(baseline)}) scale(${s})" d="${g.d}"/>`
    x += (ws[i] + track * 1000) * s
  })
  return out
}
function monogram(S, initials, o) {
  const { W, H } = S
  const { bg = "dark", frame = "ring", portrait = false } = o
  const dark = bg === "dark"
  S.add(
    `<rect width="${W}" height="${H}" fill="${
      dark
        ? S.rad(
            [
              [0, "#2a2e34"],
              [0.6, "#181b1f"],
              [1, "#0c0d0f"],
            ],
            { cx: 0.5, cy: 0.42, r: 0.75 },
          )
        : S.rad(
            [
              [0, "#fbf8f2"],
              [0.6, "#f4efe6"],
              [1, "#e4dccd"],
            ],
            { cx: 0.5, cy: 0.42, r: 0.75 },
          )
    }"/>`,
  )
  const tex = S.uid("tx")
  S.def(
    `<filter id="${tex}" x="0" y="0" width="100%" height="100%"><feTurbulence type="fractalNoise" baseFrequency="0.9 0.04" numOctaves="2" seed="${S.seed}" result="t"/><feColorMatrix type="matrix" values="0 0 0 0 ${dark ? 1 : 0.45}  0 0 0 0 ${dark ? 1 : 0.38}  0 0 0 0 ${dark ? 1 : 0.3}  0 0 0 -1.4 0.75"/></filter>`,
  )
  S.add(`<rect width="${W}" height="${H}" filter="url(#${tex})" opacity="${dark ? 0.06 : 0.12}"/>`)
  const gold = S.lin(
    [
      [0, "#f1dfb0"],
      [0.35, "#e6cf9a"],
      [0.55, "#c8a96a"],
      [0.8, "#9c7c45"],
      [1, "#d6bb80"],
    ],
    { x1: 0, y1: 0, x2: 0.6, y2: 1 },
  )
  const cx = W / 2,
    cy = H / 2
  if (portrait) {
    S.add(glowE(S, cx, cy * 0.9, W * 0.45, H * 0.45, dark ? C.gold : "#fff", dark ? 0.18 : 0.6))
    const hair =
      o.hair === "long"
        ? `<path d="M${n(cx - W * 0.135)},${n(H * 0.4)} C${n(cx - W * 0.16)},${n(H * 0.2)} ${n(cx + W * 0.16)},${n(H * 0.2)} ${n(cx + W * 0.135)},${n(H * 0.4)} C${n(cx + W * 0.14)},${n(H * 0.48)} ${n(cx + W * 0.16)},${n(H * 0.55)} ${n(cx + W * 0.12)},${n(H * 0.6)} L${n(cx - W * 0.12)},${n(H * 0.6)} C${n(cx - W * 0.16)},${n(H * 0.55)} ${n(cx - W * 0.14)},${n(H * 0.48)} ${n(cx - W * 0.135)},${n(H * 0.4)} Z"/>`
        : `<path d="M${n(cx - W * 0.118)},${n(H * 0.36)} C${n(cx - W * 0.13)},${n(H * 0.22)} ${n(cx + W * 0.13)},${n(H * 0.2)} ${n(cx + W * 0.12)},${n(H * 0.35)} C${n(cx + W * 0.06)},${n(H * 0.29)} ${n(cx - W * 0.05)},${n(H * 0.3)} ${n(cx - W * 0.118)},${n(H * 0.36)} Z"/>`
    const fig = `${hair}<ellipse cx="${cx}" cy="${n(H * 0.38)}" rx="${n(W * 0.108)}" ry="${n(W * 0.138)}"/><path d="M${n(cx - W * 0.05)},${n(H * 0.48)} L${n(cx + W * 0.05)},${n(H * 0.48)} C${n(cx + W * 0.05)},${n(H * 0.54)} ${n(cx + W * 0.08)},${n(H * 0.57)} ${n(cx + W * 0.16)},${n(H * 0.6)} C${n(cx + W * 0.29)},${n(H * 0.64)} ${n(cx + W * 0.34)},${n(H * 0.72)} ${n(cx + W * 0.36)},${n(H * 0.86)} L${n(cx - W * 0.36)},${n(H * 0.86)} C${n(cx - W * 0.34)},${n(H * 0.72)} ${n(cx - W * 0.29)},${n(H * 0.64)} ${n(cx - W * 0.16)},${n(H * 0.6)} C${n(cx - W * 0.08)},${n(H * 0.57)} ${n(cx - W * 0.05)},${n(H * 0.54)} ${n(cx - W * 0.05)},${n(H * 0.48)} Z"/>`
    S.add(
      `<g fill="${C.goldHi}" transform="translate(4 -3)" opacity="0.9">${fig}</g><g fill="${S.lin(
        dark
          ? [
              [0, "#3a3f46"],
              [1, "#15171a"],
            ]
          : [
              [0, "#d6cdbd"],
              [1, "#b4aa98"],
            ],
        { x1: 0, y1: 0, x2: 1, y2: 1 },
      )}">${fig}</g>`,
    )
    S.add(
      `<rect x="0" y="${n(H * 0.86)}" width="${W}" height="${n(H * 0.14)}" fill="${dark ? "#0e0f11" : "#efe8dc"}"/><rect x="${n(W * 0.3)}" y="${n(H * 0.86)}" width="${n(W * 0.4)}" height="1.5" fill="${gold}"/>`,
    )
    S.add(`<g fill="${gold}">${glyphs(initials, 40, cx, H * 0.955, 0.18)}</g>`)
  } else {
    const r = W * 0.36
    let fr = ""
    if (frame === "ring")
      fr = `<circle cx="${cx}" cy="${cy}" r="${n(r)}" fill="none" stroke="${gold}" stroke-width="2.4"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.93)}" fill="none" stroke="${gold}" stroke-width="0.8"/>`
    else if (frame === "diamond")
      fr = `<rect x="${n(cx - r * 0.74)}" y="${n(cy - r * 0.74)}" width="${n(r * 1.48)}" height="${n(r * 1.48)}" transform="rotate(45 ${cx} ${cy})" fill="none" stroke="${gold}" stroke-width="2"/><rect x="${n(cx - r * 0.68)}" y="${n(cy - r * 0.68)}" width="${n(r * 1.36)}" height="${n(r * 1.36)}" transform="rotate(45 ${cx} ${cy})" fill="none" stroke="${gold}" stroke-width="0.8"/>`
    else if (frame === "octagon") {
      let p = ""
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * TAU + Math.PI / 8
        p += `${i ? "L" : "M"}${n(cx + Math.cos(a) * r)},${n(cy + Math.sin(a) * r)} `
      }
      fr = `<path d="${p}Z" fill="none" stroke="${gold}" stroke-width="2.2"/><path d="${p}Z" transform="translate(${cx} ${cy}) scale(0.93) translate(${-cx} ${-cy})" fill="none" stroke="${gold}" stroke-width="0.8"/>`
    } else if (frame === "laurel") {
      fr = `<circle cx="${cx}" cy="${cy}" r="${n(r * 0.98)}" fill="none" stroke="${gold}" stroke-width="0.8" opacity="0.6"/>`
      for (const side of [-1, 1])
        for (let i = 0; i < 11; i++) {
          const a = Math.PI / 2 + side * (0.35 + i * 0.2),
            lx = cx + Math.cos(a) * r * 1.06,
            ly = cy + Math.sin(a) * r * 1.06
          fr += `<ellipse cx="${n(lx)}" cy="${n(ly)}" rx="9" ry="3.6" transform="rotate(${n((a * 180) / Math.PI + 90 + side * 35)} ${n(lx)} ${n(ly)})" fill="${gold}"/>`
        }
    }
    if (dark) S.add(glow(S, cx, cy, r * 1.3, C.gold, 0.15))
    S.add(fr)
    S.add(`<g fill="${gold}">${glyphs(initials, 130, cx, cy + 44, -0.02)}</g>`)
    S.add(`<circle cx="${cx}" cy="${n(cy + r * 0.72)}" r="2.4" fill="${gold}"/>`)
  }
  finish(S, { vignette: dark ? 0.5 : 0.18, grain: 0.035 })
}
function favicon() {
  const g = GLYPHS.M,
    sc = 0.05,
    w = (g.bb[2] - g.bb[0]) * sc,
    h = (g.bb[3] - g.bb[1]) * sc
  const tx = 32 - w / 2 - g.bb[0] * sc,
    ty = 32 + h / 2 - g.bb[3] * sc
  const d = g.d.replace(/-?\d*\.?\d+/g, (m) => String(Math.round(parseFloat(m))))
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><defs><linearGradient id="g" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ecd9a6"/><stop offset=".55" stop-color="#c8a96a"/><stop offset="1" stop-color="#a5854b"/></linearGradient></defs><rect width="64" height="64" rx="14" fill="#1a1d21"/><rect x="3.5" y="3.5" width="57" height="57" rx="11" fill="none" stroke="#c8a96a" stroke-opacity=".45"/><path fill="url(#g)" transform="translate(${n(tx)} ${n(ty)}) scale(${sc})" d="${d}"/></svg>\n`
}

/** EB Garamond (SIL OFL) outlines for the monogram letters, baseline y=0, size 1000. */
const GLYPHS = {
  E: {
    d: "M210-102L210-294C210-317 221-320 244-320L337-320C354-320 373-306 383-275C385-268 393-252 406-252C414-252 415-260 415-269C415-277 413-317 413-337C413-353 416-383 416-392C416-402 408-408 403-408C398-408 387-396 385-391C375-368 353-352 324-352L228-352C218-352 210-362 210-374L210-586C210-605 235-618 246-618L377-618C402-618 425-612 444-591C453-581 459-558 466-536C468-529 470-526 477-526C483-526 491-529 491-541C491-568 483-606 476-644C475-651 465-653 458-653C448-653 327-650 236-650C166-650 134-653 59-653C42-653 30-650 30-642C30-633 40-626 63-622C113-613 130-597 130-549L130-99C130-51 106-33 56-24C33-20 23-15 23-6C23 2 35 5 52 5C106 5 122-1 167-1C267-1 366 5 494 5C502 5 506-3 508-12C515-38 525-97 525-115C525-123 519-125 512-126C505-127 502-124 498-116C490-99 474-67 456-53C443-43 430-35 380-35L276-35C231-35 210-51 210-102",
    adv: 535,
    bb: [23, -653, 525, 5],
  },
  J: {
    d: "M64 158C47 158 32 152 17 129C5 111-7 103-33 103C-51 103-69 131-69 158C-69 179-31 200 34 200C93 200 130 173 157 134C185 94 210 68 210-142L210-551C210-597 217-613 267-622C290-626 300-633 300-642C300-650 288-653 271-653C217-653 214-650 177-650C131-650 114-653 60-653C43-653 31-650 31-642C31-633 42-626 64-622C112-613 130-597 130-551L130 0C130 97 111 158 64 158",
    adv: 300,
    bb: [-69, -653, 300, 200],
  },
  P: {
    d: "M441-458C441-340 400-279 320-279C293-279 280-284 274-284C267-284 258-278 258-273C258-265 274-254 303-254C456-254 531-359 531-482C531-590 423-658 274-658C246-658 203-652 163-652C122-652 119-653 65-653C48-653 36-650 36-642C36-633 46-626 69-622C119-613 130-582 130-522L130-100C130-51 107-33 57-24C34-20 24-15 24-6C24 2 36 5 53 5C107 5 132-2 183-2C221-2 227 5 281 5C298 5 310 2 310-6C310-15 300-20 277-24C227-33 210-63 210-111L210-588C210-618 236-630 274-630C371-630 441-580 441-458",
    adv: 552,
    bb: [24, -658, 531, 5],
  },
  M: {
    d: "M735-568C735-600 784-613 818-623C824-625 844-635 844-646C844-655 829-656 823-656L820-656C800-656 752-648 709-648L673-648C658-648 660-592 645-560L448-150C444-142 440-138 437-138C433-138 429-143 425-153L267-554C257-581 249-647 231-647C205-647 102-655 65-655C59-655 42-654 42-644C42-635 50-629 56-627C80-621 119-616 139-593C150-580 154-572 154-561C154-555 155-548 155-538C155-454 138-282 114-102C112-89 102-33 52-24C29-20 19-15 19-6C19 2 31 5 48 5C102 5 103 0 139 0C176 0 179 5 233 5C250 5 262 2 262-6C262-15 252-20 229-24C180-33 164-76 164-102C164-238 177-330 196-471C198-486 203-485 209-471C284-296 336-172 388-16C393-1 397 10 402 10C406 10 411 3 419-14L641-464C646-474 650-480 652-480C655-480 657-475 657-464C663-329 669-240 669-96C669-49 657-29 618-24C595-21 585-15 585-6C585 2 597 5 614 5C668 5 678 0 719 0C765 0 782 5 836 5C853 5 865 2 865-6C865-15 855-20 832-24C782-33 759-54 757-95C749-246 735-382 735-568",
    adv: 901,
    bb: [19, -656, 865, 10],
  },
  L: {
    d: "M210-567C210-606 249-613 299-622C322-626 332-633 332-642C332-650 320-653 303-653C249-653 226-650 177-650C133-650 119-653 65-653C48-653 36-650 36-642C36-633 46-626 69-622C119-613 130-608 130-560L130-96C130-52 101-34 49-24C45-23 27-19 27-7C27 0 37 5 55 5C55 5 140 0 190 0C290 0 399 5 533 5C543 5 546-3 547-12C551-54 560-87 574-139C574-140 575-142 575-144C575-152 571-162 563-162C554-162 544-140 541-132C524-96 515-84 489-61C471-45 438-35 433-35L287-35C221-35 210-55 210-96",
    adv: 584,
    bb: [27, -653, 575, 5],
  },
  K: {
    d: "M659 5C676 5 688 2 688-6C688-15 678-19 655-24C598-36 588-47 545-95L303-353C296-360 293-366 298-371C368-448 418-497 490-558C536-597 592-615 642-624C665-628 675-635 675-644C675-651 666-655 653-655C640-655 548-651 491-651L437-651C420-651 408-648 408-640C408-631 416-626 439-620C451-617 458-608 458-597C458-588 453-577 443-567L243-363C236-355 223-345 216-345C211-345 211-359 211-364L211-551C211-590 215-613 265-622C288-626 298-633 298-642C298-650 286-653 269-653C215-653 210-651 172-651C128-651 114-653 60-653C43-653 31-650 31-642C31-633 41-626 64-622C114-613 131-597 131-551L131-101C131-51 114-33 64-24C41-20 31-15 31-6C31 2 43 5 60 5C114 5 137-2 186-2C224-2 230 5 284 5C301 5 313 2 313-6C313-15 303-20 280-24C230-33 218-67 216-110C213-190 211-239 211-302C211-309 210-323 215-323C220-323 230-314 238-306L450-72C458-63 465-55 465-47C465-39 457-32 437-27C418-23 410-19 410-10C410-2 422 1 439 1C484 1 495 0 520 0C575 0 600 5 659 5",
    adv: 681,
    bb: [31, -655, 688, 5],
  },
  R: {
    d: "M385-325C440-353 503-403 503-493C503-602 424-657 278-657C220-657 201-652 163-652C122-652 119-653 65-653C48-653 36-650 36-642C36-633 46-626 69-622C119-613 130-582 130-522L130-100C130-51 107-33 57-24C34-20 24-15 24-6C24 2 36 5 53 5C107 5 132-2 183-2C221-2 227 5 281 5C298 5 310 2 310-6C310-15 300-20 277-24C227-33 210-67 210-110L210-282C210-294 214-303 225-302C243-300 275-294 304-280C324-270 336-259 347-241C416-129 450-93 499-33C534 10 580 21 637 21C662 21 718 15 718-14C718-22 713-25 703-25C656-25 623-27 588-58C494-143 447-218 385-312C381-318 380-323 385-325M413-477C413-400 355-329 263-329C230-329 210-331 210-364C210-444 211-500 214-573C215-603 223-627 278-627C391-627 413-558 413-477",
    adv: 713,
    bb: [24, -657, 718, 21],
  },
  T: {
    d: "M376-102L376-558C376-599 381-604 432-604L527-604C591-604 614-586 619-558C624-532 628-517 638-517C648-517 654-537 654-549L654-561C654-587 661-623 670-660C670-662 671-666 671-669C671-679 668-692 664-692C649-692 634-670 614-656C604-649 585-642 556-642L175-642C147-642 113-648 105-662C99-673 85-694 80-694C75-694 66-693 63-671C57-629 50-598 32-560C29-554 27-546 27-540C27-533 29-527 34-527C49-527 69-554 75-565C89-591 125-604 157-604L204-604C238-604 259-604 278-600C294-597 296-575 296-557L296-102C296-54 268-33 218-24C195-20 185-15 185-6C185 2 197 5 214 5C268 5 292 0 342 0C388 0 405 5 459 5C476 5 488 2 488-6C488-15 478-20 455-24C405-33 376-54 376-102",
    adv: 670,
    bb: [27, -694, 671, 5],
  },
  S: {
    d: "M223-17C165-17 111-42 92-103C82-135 71-169 62-169C51-169 41-149 41-140C41-104 48-48 59-25C61-20 67-14 80-8C97 0 141 16 214 16C364 16 422-80 422-160C422-262 326-338 269-375C218-408 136-459 136-523C136-590 189-631 251-631C307-631 353-598 363-540C366-525 379-512 398-512C403-512 405-522 405-537C405-568 397-618 396-621C394-631 388-644 379-644C369-644 324-664 260-664C140-664 59-584 59-497C59-417 116-365 186-318C268-263 338-198 338-132C338-62 298-17 223-17",
    adv: 465,
    bb: [41, -664, 422, 16],
  },
  D: {
    d: "M209-121L209-567C209-627 258-628 345-628C482-628 624-517 624-325C624-151 515-28 359-28C284-28 209-40 209-121M371 7C562 7 719-150 719-342C719-517 611-659 340-659C313-659 212-651 169-651L162-651C121-651 112-653 58-653C41-653 29-650 29-642C29-633 39-626 62-622C112-613 129-597 129-549L129-99C129-51 112-33 62-24C39-20 29-15 29-6C29 2 41 5 58 5C111 5 123 0 163 0C242 0 351 7 371 7",
    adv: 754,
    bb: [29, -659, 719, 7],
  },
  B: {
    d: "M287-37C236-37 208-52 208-108L208-307C208-320 222-343 265-343C315-343 351-328 369-318C396-303 443-266 443-189C443-103 365-37 287-37M178 0C218 0 255 4 273 4C339 4 391-9 433-30C474-51 537-84 537-194C537-310 455-340 395-359C389-361 390-367 395-369C428-382 441-392 462-412C477-427 496-463 496-508C496-617 420-657 274-657C216-657 201-652 163-652C122-652 113-653 59-653C42-653 30-650 30-642C30-633 40-624 63-622C112-618 130-597 130-549L130-99C130-51 102-33 52-24C29-20 19-15 19-6C19 2 31 5 48 5C106 5 126 0 178 0M254-371C238-371 208-373 208-408L208-582C208-612 219-627 274-627C387-627 410-552 410-495C410-437 379-408 365-400C325-376 280-371 254-371",
    adv: 578,
    bb: [19, -657, 537, 5],
  },
  O: {
    d: "M45-320C45-130 205 14 382 14C601 14 718-155 718-335C718-532 564-664 390-664C166-664 45-501 45-320M375-625C535-625 621-495 621-305C621-134 545-25 395-25C247-25 142-179 142-350C142-490 227-625 375-625",
    adv: 763,
    bb: [45, -664, 718, 14],
  },
}

/* ------------------------------------------------------------------ */
/* registry                                                            */
/* ------------------------------------------------------------------ */
const IMG = "content/images"
// Named in lower case: ESLint's React Compiler rules (react-hooks) parse and analyse a whole file when a top-level
// function's name starts with a capital, as a component's does, and this file holds no React.
const job = (out, w, h, seed, draw, extra = {}) => ({ out, w, h, seed, draw, ...extra })
const JOBS = [
  job(`${IMG}/hero/home.jpg`, 2400, 1350, 11, (S) =>
    skylineScene(S, { car: { type: "sedan", facing: -1, x: 0.5, len: 0.42, ground: 0.6 }, shade: 0.78, bridgeX: 0.84 }),
  ),
  // services
  job(`${IMG}/services/airport.jpg`, 1600, 1000, 21, (S) => airportScene(S, { variant: "logan" })),
  job(`${IMG}/services/corporate.jpg`, 1600, 1000, 22, (S) => corporateScene(S, {})),
  job(`${IMG}/services/wedding.jpg`, 1600, 1000, 23, (S) => weddingScene(S, { variant: "garden" })),
  job(`${IMG}/services/events.jpg`, 1600, 1000, 24, (S) => eventsScene(S)),
  job(`${IMG}/services/special-occasions.jpg`, 1600, 1000, 25, (S) => specialScene(S)),
  job(`${IMG}/services/medical.jpg`, 1600, 1000, 26, (S) => medicalScene(S)),
  job(`${IMG}/services/school.jpg`, 1600, 1000, 27, (S) => schoolScene(S)),
  job(`${IMG}/services/personal-driver.jpg`, 1600, 1000, 28, (S) => brownstoneScene(S)),
  job(`${IMG}/services/corporate-travel.jpg`, 1600, 1000, 29, (S) => bridgeScene(S)),
  job(`${IMG}/services/private-charter.jpg`, 1600, 1000, 30, (S) => charterScene(S)),
  job(`${IMG}/services/seaport-transfer.jpg`, 1600, 1000, 31, (S) => harbourScene(S)),
  job(`${IMG}/services/night-out-limo.jpg`, 1600, 1000, 32, (S) => theatreScene(S)),
  // business
  job(`${IMG}/business/corporate-accounts.jpg`, 1600, 1000, 41, (S) =>
    corporateScene(S, {
      time: "night",
      towers: [
        [-0.02, 0.2, 0.85, "notch"],
        [0.2, 0.15, 0.62, "flat"],
        [0.37, 0.22, 0.92, "slant"],
        [0.61, 0.16, 0.7, "step"],
        [0.79, 0.22, 0.8, "flat"],
      ],
      car: { type: "suv", x: 0.44, len: 0.48, facing: -1 },
    }),
  ),
  job(`${IMG}/business/corporate-roadshows.jpg`, 1600, 1000, 42, (S) => trailsScene(S, { convoy: true })),
  job(`${IMG}/business/meetings-events.jpg`, 1600, 1000, 43, (S) => hotelScene(S)),
  job(`${IMG}/business/travel-agency-partnerships.jpg`, 1600, 1000, 44, (S) =>
    airportScene(S, { variant: "apron", car: { type: "suv", x: 0.06, len: 0.44, facing: 1 } }),
  ),
  // towns
  job(`${IMG}/towns/windham-nh.jpg`, 1600, 1000, 51, (S) => lakeTown(S, { time: "golden", car: "suv" })),
  job(`${IMG}/towns/salem-nh.jpg`, 1600, 1000, 52, (S) => lakeTown(S, { time: "bluehour", car: "sedan" })),
  job(`${IMG}/towns/pelham-nh.jpg`, 1600, 1000, 53, (S) => commonTown(S, { season: "autumn", time: "golden", car: "sedan" })),
  job(`${IMG}/towns/londonderry-nh.jpg`, 1600, 1000, 54, (S) => orchardTown(S)),
  job(`${IMG}/towns/methuen-ma.jpg`, 1600, 1000, 55, (S) => millTown(S, { time: "dusk", car: "sedan" })),
  job(`${IMG}/towns/andover-ma.jpg`, 1600, 1000, 56, (S) => andoverScene(S)),
  job(`${IMG}/towns/dracut-ma.jpg`, 1600, 1000, 57, (S) => millTown(S, { time: "mist", car: "suv", facing: 1 })),
  job(`${IMG}/towns/wilmington-ma.jpg`, 1600, 1000, 58, (S) => commonTown(S, { season: "winter", time: "winter", snow: true, car: "suv" })),
  // fleet product shots
  job(`${IMG}/fleet/executive-sedan.jpg`, 1600, 1000, 61, (S) => fleetScene(S, "sedan")),
  job(`${IMG}/fleet/luxury-suv.jpg`, 1600, 1000, 62, (S) => fleetScene(S, "suv")),
  job(`${IMG}/fleet/stretch-limousine.jpg`, 1600, 1000, 63, (S) => fleetScene(S, "limo")),
  // blog
  job(`${IMG}/blog/logan-airport-pickup-guide.jpg`, 1600, 1000, 71, (S) => loganApproach(S)),
  job(`${IMG}/blog/manchester-boston-regional-airport-guide.jpg`, 1600, 1000, 72, (S) => airportScene(S, { variant: "regional" })),
  job(`${IMG}/blog/wedding-transportation-checklist.jpg`, 1600, 1000, 73, (S) => weddingScene(S, { variant: "church" })),
  job(`${IMG}/blog/corporate-roadshow-planning-boston.jpg`, 1600, 1000, 74, (S) => trailsScene(S, {})),
  job(`${IMG}/blog/winter-travel-new-england-chauffeur.jpg`, 1600, 1000, 75, (S) => winterScene(S)),
  job(`${IMG}/blog/prom-night-limo-guide-for-parents.jpg`, 1600, 1000, 76, (S) => promScene(S)),
  // testimonials
  job(`${IMG}/testimonials/emily-r.jpg`, 400, 400, 81, (S) => monogram(S, "ER", { bg: "dark", frame: "ring" })),
  job(`${IMG}/testimonials/james-t.jpg`, 400, 400, 82, (S) => monogram(S, "JT", { bg: "ivory", frame: "diamond" })),
  job(`${IMG}/testimonials/priya-s.jpg`, 400, 400, 83, (S) => monogram(S, "PS", { bg: "dark", frame: "laurel" })),
  job(`${IMG}/testimonials/mark-d.jpg`, 400, 400, 84, (S) => monogram(S, "MD", { bg: "ivory", frame: "octagon" })),
  job(`${IMG}/testimonials/laura-b.jpg`, 400, 400, 85, (S) => monogram(S, "LB", { bg: "ivory", portrait: true, hair: "long" })),
  job(`${IMG}/testimonials/kevin-o.jpg`, 400, 400, 86, (S) => monogram(S, "KO", { bg: "dark", portrait: true })),
  // pages
  job(`${IMG}/pages/about.jpg`, 1600, 1000, 91, (S) => aboutScene(S)),
  job(`${IMG}/pages/contact.jpg`, 1600, 1000, 92, (S) => contactMap(S)),
  // site-wide
  job("static/og-image.jpg", 1200, 630, 12, (S) =>
    skylineScene(S, { car: { type: "suv", facing: -1, x: 0.42, len: 0.44, ground: 0.62 }, bridgeX: 0.86 }),
  ),
  { out: "static/favicon.svg", svgOnly: true, draw: favicon },
  // The favicon's monogram as the logo search engines show beside the business (data/business.json seo.logo).
  { out: "static/logo.png", w: 512, h: 512, png: true, draw: favicon },
]

async function main() {
  const sharp = await loadSharp()
  const filters = process.argv.slice(2)
  const preview = process.env.ARTWORK_PREVIEW_DIR
  const jobs = JOBS.filter((j) => !filters.length || filters.some((f) => j.out.includes(f)))
  for (const j of jobs) {
    const t0 = Date.now()
    let buf
    if (j.svgOnly) {
      buf = Buffer.from(j.draw())
    } else if (j.png) {
      // The drawing's 64-unit viewBox rendered at the output's size.
      buf = await sharp(Buffer.from(j.draw()), { density: (72 * j.w) / 64 })
        .resize(j.w, j.h)
        .png({ compressionLevel: 9 })
        .toBuffer()
    } else {
      const S = new Scene(j.w, j.h, j.seed)
      j.draw(S)
      const svg = Buffer.from(S.svg())
      if (process.env.ARTWORK_DUMP_SVG)
        fs.writeFileSync(path.join(process.env.ARTWORK_DUMP_SVG, path.basename(j.out, ".jpg") + ".svg"), svg)
      const raw = await sharp(svg, { density: 72, limitInputPixels: false }).resize(j.w, j.h).toBuffer()
      const limit = (j.maxKB ?? (j.w * j.h > 1.7e6 ? 420 : 250)) * 1024
      for (const q of [82, 78, 74, 70, 66]) {
        buf = await sharp(raw).jpeg({ quality: q, progressive: true, mozjpeg: true }).toBuffer()
        if (buf.length <= limit) break
      }
      if (preview) {
        fs.mkdirSync(preview, { recursive: true })
        await sharp(buf)
          .resize(Math.min(j.w, 1600))
          .png()
          .toFile(path.join(preview, j.out.replace(/\//g, "_").replace(/\.(jpg|svg)$/, ".png")))
      }
    }
    const file = path.join(ROOT, j.out)
    fs.mkdirSync(path.dirname(file), { recursive: true })
    fs.writeFileSync(file, buf)
    console.log(`${j.out.padEnd(64)} ${String(Math.round(buf.length / 1024)).padStart(4)} KB  ${Date.now() - t0} ms`)
  }
}
main().catch((e) => {
  console.error(e)
  process.exit(1)
})
