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
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '..', '..');

async function loadSharp() {
  try {
    return createRequire(path.join(process.cwd(), 'noop.js'))('sharp');
  } catch {
    return (await import('sharp')).default;
  }
}

/* ------------------------------------------------------------------ */
/* utilities                                                           */
/* ------------------------------------------------------------------ */
const n = (v) => Math.round(v * 10) / 10;
const TAU = Math.PI * 2;
function mulberry32(a) {
  return function () {
    a |= 0; a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function rgb(h) {
  h = h.replace('#', '');
  if (h.length === 3) h = h.split('').map((c) => c + c).join('');
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16));
}
function mix(a, b, t) {
  const A = rgb(a), B = rgb(b);
  return '#' + A.map((v, i) => Math.round(v + (B[i] - v) * t).toString(16).padStart(2, '0')).join('');
}
const stopStr = (stops) =>
  stops.map(([o, c, a = 1]) => `<stop offset="${+o.toFixed(4)}" stop-color="${c}"${a !== 1 ? ` stop-opacity="${+a.toFixed(3)}"` : ''}/>`).join('');

export const C = {
  ink: '#0f1113', char: '#1a1d21', ivory: '#f4efe6', gold: '#c8a96a', goldHi: '#e6cf9a', goldLo: '#8c7042',
  slate1: '#1c2633', slate2: '#2c3a4c', amber: '#f0b565', amberHi: '#ffd9a0', red: '#c2272f',
};
const LIT = ['#f2c27a', '#e9b468', '#f6d8a0', '#dba35e', '#fbe3b8', '#f0c98e'];

class Scene {
  constructor(W, H, seed = 1) {
    this.W = W; this.H = H; this.seed = seed;
    this.rand = mulberry32(seed * 9973 + 17);
    this.defs = []; this.out = []; this.k = 0; this.cache = new Map();
  }
  uid(p = 'i') { return p + (++this.k); }
  r(a = 0, b = 1) { return a + (b - a) * this.rand(); }
  ri(a, b) { return Math.floor(this.r(a, b + 1)); }
  pick(a) { return a[Math.floor(this.rand() * a.length)]; }
  chance(p) { return this.rand() < p; }
  def(s) { this.defs.push(s); }
  add(...s) { this.out.push(...s); }
  once(key, make) { if (!this.cache.has(key)) this.cache.set(key, make()); return this.cache.get(key); }
  lin(stops, o = {}) {
    const id = this.uid('lg');
    const { x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false } = o;
    this.def(`<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}"${user ? ' gradientUnits="userSpaceOnUse"' : ''}>${stopStr(stops)}</linearGradient>`);
    return `url(#${id})`;
  }
  rad(stops, o = {}) {
    const id = this.uid('rg');
    const { cx = 0.5, cy = 0.5, r = 0.5, fx, fy, user = false, tf } = o;
    this.def(`<radialGradient id="${id}" cx="${n(cx * 1000) / 1000}" cy="${n(cy * 1000) / 1000}" r="${n(r * 1000) / 1000}"${fx !== undefined ? ` fx="${fx}" fy="${fy}"` : ''}${user ? ' gradientUnits="userSpaceOnUse"' : ''}${tf ? ` gradientTransform="${tf}"` : ''}>${stopStr(stops)}</radialGradient>`);
    return `url(#${id})`;
  }
  blur(sd) {
    return this.once('blur' + sd, () => {
      const id = this.uid('bl');
      this.def(`<filter id="${id}" x="-60%" y="-60%" width="220%" height="220%"><feGaussianBlur stdDeviation="${sd}"/></filter>`);
      return `url(#${id})`;
    });
  }
  glowG(c) { return this.once('glow' + c, () => this.rad([[0, c, 1], [0.2, c, 0.62], [0.5, c, 0.2], [1, c, 0]])); }
  softG(c) { return this.once('soft' + c, () => this.rad([[0, c, 1], [0.5, c, 0.45], [1, c, 0]])); }
  bokehG(c) { return this.once('bok' + c, () => this.rad([[0, c, 0.5], [0.72, c, 0.62], [0.9, c, 0.85], [1, c, 0]])); }
  clip(d, tf = '') {
    const id = this.uid('cp');
    this.def(`<clipPath id="${id}"><path d="${d}"${tf ? ` transform="${tf}"` : ''}/></clipPath>`);
    return `url(#${id})`;
  }
  group(content) { const id = this.uid('gr'); this.def(`<g id="${id}">${content}</g>`); return id; }
  svg() {
    return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="${this.W}" height="${this.H}" viewBox="0 0 ${this.W} ${this.H}"><defs>${this.defs.join('')}</defs>${this.out.join('')}</svg>`;
  }
}

/* ------------------------------------------------------------------ */
/* atmosphere                                                          */
/* ------------------------------------------------------------------ */
const SKIES = {
  dusk: [[0, '#111822'], [0.3, '#1c2633'], [0.58, '#2c3a4c'], [0.76, '#4f5563'], [0.88, '#8d7360'], [1, '#d29a63']],
  night: [[0, '#0a0e14'], [0.45, '#131b26'], [0.8, '#1c2633'], [1, '#2c3a4c']],
  bluehour: [[0, '#0f1722'], [0.4, '#1c2a3c'], [0.72, '#2f4258'], [0.9, '#4f5f73'], [1, '#7d746c']],
  golden: [[0, '#33414f'], [0.3, '#5f6569'], [0.58, '#a98a68'], [0.82, '#e0b47b'], [1, '#f3d5a2']],
  day: [[0, '#a9b7c3'], [0.5, '#cdd4d8'], [0.85, '#e9e5dc'], [1, '#f4efe6']],
  winter: [[0, '#151c27'], [0.45, '#2a3646'], [0.78, '#4a5565'], [1, '#6f7580']],
  ivory: [[0, '#e7dccb'], [0.5, '#f1e9dc'], [1, '#f8f3ea']],
  mist: [[0, '#3b4757'], [0.45, '#6c7684'], [0.8, '#a7a9a6'], [1, '#c9c2b4']],
  sunrise: [[0, '#2a3546'], [0.4, '#4e5a6b'], [0.7, '#a08474'], [0.9, '#e2b489'], [1, '#f2d2a6']],
};
function sky(S, name, o = {}) {
  const h = o.h ?? S.H;
  S.add(`<rect width="${S.W}" height="${n(h)}" fill="${S.lin(SKIES[name], { user: true, y1: 0, y2: h })}"/>`);
}
function glow(S, x, y, r, c, op = 1) { return `<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${S.glowG(c)}" opacity="${+op.toFixed(3)}"/>`; }
function glowE(S, x, y, rx, ry, c, op = 1, soft = false) {
  return `<ellipse cx="${n(x)}" cy="${n(y)}" rx="${n(rx)}" ry="${n(ry)}" fill="${soft ? S.softG(c) : S.glowG(c)}" opacity="${+op.toFixed(3)}"/>`;
}
function stars(S, count, ymax, op = 0.7) {
  let s = '';
  for (let i = 0; i < count; i++) {
    const y = S.r(0, ymax) * S.r(0.2, 1);
    s += `<circle cx="${n(S.r(0, S.W))}" cy="${n(y)}" r="${n(S.r(0.5, 1.3) * S.W / 1600)}" fill="${C.ivory}" opacity="${(S.r(0.15, 1) * op).toFixed(2)}"/>`;
  }
  S.add(`<g>${s}</g>`);
}
function moon(S, x, y, r, op = 1) {
  S.add(glow(S, x, y, r * 7, '#c9d2dc', 0.16 * op));
  S.add(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(r)}" fill="${S.rad([[0, '#fbf6ea'], [0.8, '#ece3cf'], [1, '#d9ceb6']], { cx: 0.42, cy: 0.4, r: 0.65 })}" opacity="${op}"/>`);
  S.add(`<circle cx="${n(x + r * 0.3)}" cy="${n(y - r * 0.1)}" r="${n(r * 0.22)}" fill="#cfc4ab" opacity="${0.35 * op}"/><circle cx="${n(x - r * 0.25)}" cy="${n(y + r * 0.35)}" r="${n(r * 0.15)}" fill="#cfc4ab" opacity="${0.3 * op}"/>`);
}
function clouds(S, o) {
  const { count = 8, y0, y1, color = '#3a4658', op = 0.5, blur = 18, w = [200, 600], h = [12, 40], lit } = o;
  let s = '';
  for (let i = 0; i < count; i++) {
    const cx = S.r(-100, S.W + 100), cy = S.r(y0, y1), rx = S.r(w[0], w[1]) * S.W / 1600, ry = S.r(h[0], h[1]) * S.W / 1600;
    s += `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${color}" opacity="${S.r(0.4, 1).toFixed(2)}"/>`;
    if (lit) s += `<ellipse cx="${n(cx + rx * 0.1)}" cy="${n(cy + ry * 0.45)}" rx="${n(rx * 0.8)}" ry="${n(ry * 0.35)}" fill="${lit}" opacity="${S.r(0.3, 0.7).toFixed(2)}"/>`;
  }
  S.add(`<g filter="${S.blur(blur)}" opacity="${op}">${s}</g>`);
}
/** Vertical haze/fog band. */
function fog(S, y, h, c, op) {
  S.add(`<rect x="0" y="${n(y - h / 2)}" width="${S.W}" height="${n(h)}" fill="${S.lin([[0, c, 0], [0.5, c, op], [1, c, 0]])}"/>`);
}
function bokeh(S, o) {
  const { count = 30, x0 = 0, x1 = S.W, y0 = 0, y1 = S.H, r = [8, 40], colors = [C.amber, C.goldHi, C.ivory], op = [0.12, 0.4], blur = 0 } = o;
  let s = '';
  for (let i = 0; i < count; i++) {
    const rr = S.r(r[0], r[1]);
    s += `<circle cx="${n(S.r(x0, x1))}" cy="${n(S.r(y0, y1))}" r="${n(rr)}" fill="${S.bokehG(S.pick(colors))}" opacity="${S.r(op[0], op[1]).toFixed(2)}"/>`;
  }
  S.add(blur ? `<g filter="${S.blur(blur)}">${s}</g>` : `<g>${s}</g>`);
}
/** Falling snow: two depths of flakes. */
function snowfall(S, count = 300, op = 0.8) {
  let s = '', b = '';
  for (let i = 0; i < count; i++) {
    const near = S.chance(0.15);
    const r = near ? S.r(2.5, 5) : S.r(0.8, 2);
    const c = `<circle cx="${n(S.r(0, S.W))}" cy="${n(S.r(0, S.H))}" r="${n(r * S.W / 1600)}" fill="#f4f1ea" opacity="${S.r(0.35, 1).toFixed(2)}"/>`;
    if (near) b += c; else s += c;
  }
  S.add(`<g opacity="${op}">${s}</g><g opacity="${op * 0.7}" filter="${S.blur(2)}">${b}</g>`);
}
/** Mirror content below axisY, fading out, optionally rippled (water). */
function reflection(S, gid, axisY, o = {}) {
  const { op = 0.35, blur = 2, fade = 300, ripple = 0, freq = '0.002 0.06' } = o;
  const m = S.uid('mk');
  S.def(`<mask id="${m}" maskUnits="userSpaceOnUse" x="0" y="${n(axisY)}" width="${S.W}" height="${n(fade)}"><rect x="0" y="${n(axisY)}" width="${S.W}" height="${n(fade)}" fill="${S.lin([[0, '#fff', 1], [1, '#fff', 0]], { user: true, x1: 0, y1: axisY, x2: 0, y2: axisY + fade })}"/></mask>`);
  let f;
  if (ripple) {
    const id = S.uid('rp');
    S.def(`<filter id="${id}" x="-10%" y="-10%" width="120%" height="120%"><feTurbulence type="fractalNoise" baseFrequency="${freq}" numOctaves="2" seed="${S.seed}" result="t"/><feDisplacementMap in="SourceGraphic" in2="t" scale="${ripple}" xChannelSelector="R" yChannelSelector="G" result="d"/><feGaussianBlur in="d" stdDeviation="${blur}"/></filter>`);
    f = `url(#${id})`;
  } else f = S.blur(blur);
  S.add(`<g mask="url(#${m})" opacity="${op}"><g filter="${f}"><use href="#${gid}" transform="translate(0 ${n(2 * axisY)}) scale(1 -1)"/></g></g>`);
}
/** Final grade: vignette + film grain. */
function finish(S, o = {}) {
  const { vignette = 0.6, grain = 0.05, cx = 0.5, cy = 0.46, tint } = o;
  if (tint) S.add(`<rect width="${S.W}" height="${S.H}" fill="${tint[0]}" opacity="${tint[1]}"/>`);
  if (vignette) {
    S.add(`<rect width="${S.W}" height="${S.H}" fill="${S.rad([[0, '#000', 0], [0.55, '#000', 0], [0.85, '#05070a', vignette * 0.6], [1, '#05070a', vignette]], { cx, cy, r: 0.78, tf: `translate(${cx} ${cy}) scale(1 ${S.W / S.H}) translate(${-cx} ${-cy})` })}"/>`);
  }
  if (grain) {
    const id = S.uid('gn');
    const k = 3.2;
    S.def(`<filter id="${id}" x="0" y="0" width="100%" height="100%" color-interpolation-filters="sRGB"><feTurbulence type="fractalNoise" baseFrequency="0.75" numOctaves="1" seed="${S.seed}" stitchTiles="stitch" result="t"/><feColorMatrix in="t" type="matrix" values="0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  ${k} 0 0 0 ${-k / 2}" result="w"/><feColorMatrix in="t" type="matrix" values="0 0 0 0 0  0 0 0 0 0  0 0 0 0 0  ${-k} 0 0 0 ${k / 2}" result="b"/><feMerge><feMergeNode in="w"/><feMergeNode in="b"/></feMerge></filter>`);
    S.add(`<rect width="${S.W}" height="${S.H}" filter="url(#${id})" opacity="${grain}"/>`);
  }
}
/** Darken one side so headline text stays legible. */
function textShade(S, side = 'left', amount = 0.75, reach = 0.6) {
  const st = [[0, '#07090c', amount], [reach * 0.55, '#07090c', amount * 0.65], [reach, '#07090c', 0], [1, '#07090c', 0]];
  const o = side === 'left' ? { x1: 0, y1: 0, x2: 1, y2: 0 } : side === 'right' ? { x1: 1, y1: 0, x2: 0, y2: 0 } : side === 'top' ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 1, x2: 0, y2: 0 };
  S.add(`<rect width="${S.W}" height="${S.H}" fill="${S.lin(st, o)}"/>`);
}

/* ------------------------------------------------------------------ */
/* vehicles (side profiles, local units: ground y=0, up is negative)   */
/* ------------------------------------------------------------------ */
function sedanSpec() {
  const top = 'M990,-134 C975,-142 940,-150 900,-156 C830,-166 760,-174 700,-180 C665,-196 615,-240 575,-266 C545,-284 480,-292 420,-290 C375,-289 345,-284 322,-274 C290,-256 250,-224 222,-206 C170,-200 100,-198 46,-194 C24,-191 12,-180 9,-160';
  return {
    L: 1000, Htop: 292,
    body: 'M34,-42 L126.6,-36 A88 88 0 1 1 283.4,-36 L726.6,-36 A88 88 0 1 1 883.4,-36 L958,-40 C982,-44 994,-62 997,-84 C1000,-104 998,-122 ' + top.slice(1) + ' L8,-110 C9,-80 16,-52 34,-42 Z',
    top,
    arches: [[126.6, 283.4, -36, 88], [726.6, 883.4, -36, 88]],
    wheels: [[205, -76, 76], [805, -76, 76]],
    glass: ['M688,-183 C655,-200 612,-238 580,-258 C552,-274 500,-281 482,-281 L486,-186 Z', 'M468,-281 C420,-281 372,-279 348,-272 C336,-266 318,-245 300,-203 L470,-187 Z'],
    chrome: 'M690,-183 C655,-200 612,-238 580,-258 C552,-274 480,-282 420,-281 C372,-280 350,-275 338,-268 C325,-255 312,-230 298,-202 L690,-183',
    belt: 'M296,-200 L695,-182',
    lines: ['M700,-178 C704,-140 708,-90 714,-48', 'M477,-186 L480,-46', 'M318,-200 C312,-160 302,-118 296,-92 C292,-76 290,-60 289,-48'],
    crease: 'M985,-128 C850,-146 600,-160 300,-168 C200,-171 100,-174 20,-170',
    sill: 'M300,-60 L716,-60',
    handles: [[604, -166, 38], [392, -168, 38]],
    mirror: 'M688,-186 C683,-200 674,-212 662,-214 L640,-214 C633,-206 636,-194 650,-189 Z',
    head: 'M994,-124 C975,-132 945,-141 912,-146 C915,-139 920,-134 928,-131 C950,-128 972,-122 996,-110 Z',
    tail: 'M10,-160 C30,-168 70,-175 112,-179 L110,-172 C70,-168 35,-162 9,-152 Z',
    headPos: [985, -122], tailPos: [14, -152], frontX: 1000,
  };
}
function suvSpec() {
  const top = 'M982,-204 C940,-214 860,-224 760,-232 C728,-254 688,-296 652,-322 C630,-336 600,-341 560,-342 L120,-344 C84,-344 62,-338 52,-322 C40,-296 28,-262 22,-228';
  return {
    L: 1000, Htop: 350,
    body: 'M26,-46 L106.5,-44 A98 98 0 1 1 283.5,-44 L701.5,-44 A98 98 0 1 1 878.5,-44 L962,-46 C986,-52 996,-66 998,-92 L999,-160 C999,-182 994,-196 ' + top.slice(1) + ' L16,-130 C15,-90 17,-62 26,-50 Z',
    top,
    arches: [[106.5, 283.5, -44, 98], [701.5, 878.5, -44, 98]],
    wheels: [[195, -86, 86], [790, -86, 86]],
    glass: ['M746,-236 C714,-262 684,-292 660,-312 C640,-326 612,-330 572,-331 L530,-331 L532,-240 Z', 'M512,-331 L318,-332 L318,-242 L514,-240 Z', 'M300,-332 L122,-332 C96,-332 80,-327 70,-313 L58,-247 L300,-243 Z'],
    chrome: 'M748,-236 C714,-262 684,-292 660,-312 C640,-326 612,-331 572,-332 L120,-333 C94,-333 78,-327 68,-313 L56,-246',
    belt: 'M56,-244 L750,-236',
    lines: ['M714,-236 C708,-170 702,-100 699,-52', 'M522,-240 L524,-50', 'M309,-242 L306,-140 C300,-110 292,-90 287,-60'],
    crease: 'M990,-196 C850,-206 600,-214 300,-220 C200,-222 100,-224 20,-222',
    sill: 'M290,-66 L698,-66',
    rails: 'M585,-347 L128,-349',
    handles: [[628, -214, 42], [404, -216, 42]],
    mirror: 'M742,-240 C736,-256 726,-268 712,-270 L686,-270 C680,-260 684,-246 698,-242 Z',
    head: 'M997,-190 C975,-196 945,-200 905,-202 L910,-188 C945,-186 975,-182 998,-176 Z',
    tail: 'M16,-236 L38,-240 C40,-215 40,-190 38,-172 L15,-168 Z',
    headPos: [988, -186], tailPos: [22, -205], frontX: 1000,
  };
}
function limoSpec(S = 1150) {
  const X = (v) => v + S;
  const top = `M${X(990)},-134 C${X(975)},-142 ${X(940)},-150 ${X(900)},-156 C${X(830)},-166 ${X(760)},-174 ${X(700)},-180 C${X(665)},-196 ${X(615)},-240 ${X(575)},-266 C${X(550)},-281 ${X(510)},-288 ${X(470)},-289 L420,-289 C375,-289 345,-284 322,-274 C290,-256 250,-224 222,-206 C170,-200 100,-198 46,-194 C24,-191 12,-180 9,-160`;
  const glass = [`M${X(688)},-183 C${X(655)},-200 ${X(612)},-238 ${X(580)},-258 C${X(552)},-274 ${X(510)},-281 ${X(486)},-281 L${X(488)},-186 Z`];
  // passenger compartment panes between x=340 and X(462)
  const a = 345, b = X(462), k = Math.max(3, Math.round((b - a) / 300)), gap = 16, pw = (b - a - gap * (k - 1)) / k;
  for (let i = 0; i < k; i++) {
    const x0 = a + i * (pw + gap), x1 = x0 + pw;
    if (i === 0) glass.push(`M${n(x1)},-281 L${n(x0 + 25)},-279 C${n(x0 + 10)},-275 ${n(x0 - 20)},-245 ${n(x0 - 45)},-203 L${n(x1)},-188 Z`);
    else glass.push(`M${n(x0)},-281 L${n(x1)},-281 L${n(x1)},-187 L${n(x0)},-188 Z`);
  }
  return {
    L: 1000 + S, Htop: 292,
    body: `M34,-42 L126.6,-36 A88 88 0 1 1 283.4,-36 L${X(726.6)},-36 A88 88 0 1 1 ${X(883.4)},-36 L${X(958)},-40 C${X(982)},-44 ${X(994)},-62 ${X(997)},-84 C${X(1000)},-104 ${X(998)},-122 ` + top.slice(1) + ' L8,-110 C9,-80 16,-52 34,-42 Z',
    top,
    arches: [[126.6, 283.4, -36, 88], [X(726.6), X(883.4), -36, 88]],
    wheels: [[205, -76, 76], [X(805), -76, 76]],
    glass,
    chrome: `M${X(690)},-183 C${X(655)},-200 ${X(612)},-238 ${X(580)},-258 C${X(552)},-274 ${X(500)},-282 ${X(460)},-282 L380,-282 C360,-281 345,-276 338,-268 C325,-255 312,-230 298,-202 L${X(690)},-183`,
    belt: `M296,-200 L${X(695)},-182`,
    lines: [`M${X(700)},-178 C${X(704)},-140 ${X(708)},-90 ${X(714)},-48`, `M${X(477)},-186 L${X(480)},-46`, `M${n(a + pw + gap / 2 + 2 * (pw + gap))},-186 L${n(a + pw + gap / 2 + 2 * (pw + gap))},-46`, 'M318,-200 C312,-160 302,-118 296,-92 C292,-76 290,-60 289,-48'],
    crease: `M${X(985)},-128 C${X(850)},-146 ${X(600)},-160 ${X(300)},-166 L300,-168 C200,-171 100,-174 20,-170`,
    sill: `M300,-60 L${X(716)},-60`,
    handles: [[X(604), -166, 38], [n(a + pw + gap / 2 + 2 * (pw + gap)) - 50, -168, 38]],
    mirror: `M${X(688)},-186 C${X(683)},-200 ${X(674)},-212 ${X(662)},-214 L${X(640)},-214 C${X(633)},-206 ${X(636)},-194 ${X(650)},-189 Z`,
    head: `M${X(994)},-124 C${X(975)},-132 ${X(945)},-141 ${X(912)},-146 C${X(915)},-139 ${X(920)},-134 ${X(928)},-131 C${X(950)},-128 ${X(972)},-122 ${X(996)},-110 Z`,
    tail: 'M10,-160 C30,-168 70,-175 112,-179 L110,-172 C70,-168 35,-162 9,-152 Z',
    headPos: [X(985), -122], tailPos: [14, -152], frontX: X(1000),
  };
}
const PAINT = {
  black: {
    body: [[0, '#7c8693'], [0.05, '#404852'], [0.2, '#1c2127'], [0.4, '#1a1e24'], [0.445, '#5f6875'], [0.5, '#2f363f'], [0.56, '#171a1f'], [0.6, '#0a0b0d'], [0.86, '#0d0f12'], [0.95, '#1a1d21'], [1, '#2b2e33']],
    line: '#040506', crease: '#9aa3ad', chrome: '#d8d2c4', handle: '#cfc9bc', well: '#050506',
    glass: [[0, '#4c5868'], [0.45, '#1b222b'], [1, '#080a0d']], rim: C.goldHi,
  },
  ivory: {
    body: [[0, '#ffffff'], [0.1, '#f3eee5'], [0.4, '#e4dccd'], [0.47, '#fffdf8'], [0.53, '#ece5d8'], [0.7, '#d7ceBd'.toLowerCase()], [0.88, '#b9ae9b'], [1, '#9d927f']],
    line: '#8f8573', crease: '#ffffff', chrome: '#e6cf9a', handle: '#d8c08e', well: '#141210',
    glass: [[0, '#5b6572'], [0.45, '#262d36'], [1, '#0e1115']], rim: C.goldHi,
  },
  graphite: {
    body: [[0, '#98a1ab'], [0.06, '#56606a'], [0.4, '#2a3037'], [0.445, '#77808b'], [0.5, '#454c55'], [0.58, '#1e2226'], [0.62, '#131518'], [0.88, '#181b1f'], [1, '#33373d']],
    line: '#08090a', crease: '#aab2bb', chrome: '#d8d2c4', handle: '#cfc9bc', well: '#060708',
    glass: [[0, '#55606e'], [0.45, '#1d242c'], [1, '#090b0e']], rim: C.goldHi,
  },
};
function wheel(S, cx, cy, r, P) {
  const rr = r * 0.68;
  const rimG = S.once('rimG', () => S.rad([[0, '#0e0f11'], [0.6, '#1d2024'], [0.92, '#4a4f56'], [1, '#8d939a']]));
  const spG = S.once('spG', () => S.lin([[0, '#c9cdd2'], [0.45, '#7d838a'], [1, '#34383d']], { x1: 0, y1: 0, x2: 1, y2: 1 }));
  let s = `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#0b0c0e"/><circle cx="${cx}" cy="${cy}" r="${n(r * 0.9)}" fill="none" stroke="#1e2125" stroke-width="${n(r * 0.06)}"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${n(rr)}" fill="${rimG}"/><circle cx="${cx}" cy="${cy}" r="${n(rr * 0.62)}" fill="#24272b"/>`;
  let sp = '';
  for (let i = 0; i < 5; i++) {
    for (const off of [-0.13, 0.13]) {
      const a = (i / 5) * TAU + off - Math.PI / 2;
      const r1 = rr * 0.2, r2 = rr * 0.94, w1 = rr * 0.07, w2 = rr * 0.1;
      const ca = Math.cos(a), sa = Math.sin(a);
      const p = (rad, w, sgn) => `${n(cx + ca * rad - sa * w * sgn)},${n(cy + sa * rad + ca * w * sgn)}`;
      sp += `M${p(r1, w1, 1)} L${p(r2, w2, 1)} L${p(r2, w2, -1)} L${p(r1, w1, -1)} Z `;
    }
  }
  s += `<path d="${sp}" fill="${spG}"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${n(rr * 0.2)}" fill="#1c1e21" stroke="${C.gold}" stroke-width="${n(r * 0.025)}"/>`;
  s += `<circle cx="${cx}" cy="${cy}" r="${n(rr)}" fill="none" stroke="#d5d8dc" stroke-width="${n(r * 0.03)}" opacity="0.55"/>`;
  // gold rim-light on tyre shoulder
  s += `<path d="M${n(cx - r * 0.92)},${n(cy - r * 0.3)} A${r * 0.97} ${r * 0.97} 0 0 1 ${n(cx + r * 0.6)},${n(cy - r * 0.76)}" fill="none" stroke="${P.rim}" stroke-width="${n(r * 0.03)}" opacity="0.45"/>`;
  return s;
}
/**
 * Draw a vehicle. x = left edge in world px, y = ground line, len = length in px.
 * Returns nothing; adds to scene. Options: type sedan|suv|limo, facing 1 (right) / -1 (left),
 * paint, lights, reflect (wet floor), beam, ribbon, doorOpen, rim (rim light strength).
 */
function vehicle(S, o) {
  const { type = 'sedan', x, y, len, facing = 1, paint = 'black', lights = true, reflect = 0.35, beam = 0.25, ribbon = false, doorOpen = false, rim = 1, shadow = 0.75, stretch = 1150, rimColor, wetStreaks = true, tailGlow = 1, env } = o;
  const v = type === 'suv' ? suvSpec() : type === 'limo' ? limoSpec(stretch) : sedanSpec();
  const P = { ...PAINT[paint] };
  if (rimColor) P.rim = rimColor;
  const s = len / v.L;
  const tf = facing > 0 ? `translate(${n(x)} ${n(y)}) scale(${+s.toFixed(5)})` : `translate(${n(x + len)} ${n(y)}) scale(${-s.toFixed(5)} ${+s.toFixed(5)})`;
  const px = (w) => n(w / s); // world px -> local units
  const wx = (lx) => (facing > 0 ? x + lx * s : x + len - lx * s); // local x -> world x
  const wy = (ly) => y + ly * s;
  let g = '';
  // wheel wells
  for (const a of v.arches) g += `<path d="M${a[0]},${a[2]} A${a[3]} ${a[3]} 0 1 1 ${a[1]},${a[2]} Z" fill="${P.well}"/>`;
  const bodyG = S.lin(P.body);
  g += `<path d="${v.body}" fill="${bodyG}"/>`;
  // environment reflections clipped to body
  const cl = S.clip(v.body);
  const envC = env || (paint === 'ivory' ? '#e9c98f' : C.amber);
  g += `<g clip-path="${cl}">`;
  g += `<rect x="0" y="-150" width="${v.L}" height="110" fill="${S.lin([[0, envC, 0], [0.3, envC, paint === 'ivory' ? 0.1 : 0.05], [0.6, envC, 0.01], [1, envC, 0.07]], { x1: 0, y1: 0, x2: 1, y2: 0 })}"/>`;
  g += `<path d="${v.crease}" fill="none" stroke="${P.crease}" stroke-width="${px(2.2)}" opacity="${paint === 'ivory' ? 0.8 : 0.35}"/>`;
  g += `<path d="${v.crease}" fill="none" stroke="${P.crease}" stroke-width="${px(9)}" opacity="${paint === 'ivory' ? 0.3 : 0.12}" filter="${S.blur(3)}" transform="translate(0 ${px(3)})"/>`;
  g += `<path d="${v.sill}" fill="none" stroke="${P.crease}" stroke-width="${px(1.5)}" opacity="0.18"/>`;
  g += `</g>`;
  // panel lines
  for (const l of v.lines) g += `<path d="${l}" fill="none" stroke="${P.line}" stroke-width="${px(1.6)}" opacity="0.85"/>`;
  // glass
  const glassG = S.lin(P.glass);
  for (const gl of v.glass) g += `<path d="${gl}" fill="${glassG}"/>`;
  // glass reflection streak
  const gc = S.clip(v.glass.join(' '));
  g += `<g clip-path="${gc}"><path d="M${v.L * 0.2},-300 L${v.L * 0.3},-300 L${v.L * 0.24},-150 L${v.L * 0.14},-150 Z M${v.L * 0.55},-350 L${v.L * 0.6},-350 L${v.L * 0.56},-150 L${v.L * 0.51},-150 Z" fill="#9fb0c4" opacity="0.12"/></g>`;
  g += `<path d="${v.chrome}" fill="none" stroke="${P.chrome}" stroke-width="${px(2.4)}" opacity="0.7" stroke-linejoin="round"/>`;
  g += `<path d="${v.belt}" fill="none" stroke="${P.chrome}" stroke-width="${px(2)}" opacity="0.55"/>`;
  if (v.rails) g += `<path d="${v.rails}" fill="none" stroke="#3a4048" stroke-width="${px(5)}" stroke-linecap="round"/><path d="${v.rails}" fill="none" stroke="${P.chrome}" stroke-width="${px(1.2)}" opacity="0.5" transform="translate(0 -2)"/>`;
  for (const [hx, hy, hw] of v.handles) g += `<rect x="${hx}" y="${hy}" width="${hw}" height="7" rx="3.5" fill="${P.handle}" opacity="0.8"/>`;
  g += `<path d="${v.mirror}" fill="${bodyG}" stroke="${P.line}" stroke-width="${px(1)}"/>`;
  if (doorOpen) g += openDoor(S, v, P, bodyG, glassG, px);
  // lights
  g += `<path d="${v.head}" fill="${lights ? '#fff6e2' : '#c9ccd1'}"/>`;
  g += `<path d="${v.tail}" fill="${lights ? '#d8313a' : '#6a1a20'}"/>`;
  if (lights) {
    g += glow(S, v.headPos[0], v.headPos[1], 70, '#fff1d2', 0.8);
    g += glow(S, v.tailPos[0], v.tailPos[1], 55, '#ff3a3a', 0.55 * tailGlow);
  }
  // wheels
  for (const [cx, cy, r] of v.wheels) g += wheel(S, cx, cy, r, P);
  // rim light along the roofline
  if (rim) {
    const rg = S.lin([[0, P.rim, 0.15], [0.3, P.rim, 0.9], [0.55, P.rim, 1], [0.85, P.rim, 0.7], [1, P.rim, 0.2]], { x1: 0, y1: 0, x2: 1, y2: 0 });
    g += `<path d="${v.top}" fill="none" stroke="${rg}" stroke-width="${px(7)}" opacity="${0.35 * rim}" filter="${S.blur(4)}"/>`;
    g += `<path d="${v.top}" fill="none" stroke="${rg}" stroke-width="${px(1.8)}" opacity="${rim}"/>`;
  }
  if (ribbon) g += ribbonOnHood(S, v, px);
  const gid = S.group(`<g transform="${tf}">${g}</g>`);
  // shadow under car
  if (shadow) S.add(`<ellipse cx="${n(x + len / 2)}" cy="${n(y + 2)}" rx="${n(len * 0.5)}" ry="${n(len * 0.022)}" fill="#000" opacity="${shadow}" filter="${S.blur(n(len * 0.012))}"/>`);
  if (reflect) reflection(S, gid, y + 1, { op: reflect, blur: Math.max(1.5, len * 0.003), fade: v.Htop * s * 1.1 });
  // wet-road light streaks
  if (lights && reflect && wetStreaks) {
    const hx = wx(v.headPos[0]), tx = wx(v.tailPos[0]);
    S.add(`<g filter="${S.blur(n(len * 0.006))}">${glowE(S, hx, y + len * 0.09, len * 0.018, len * 0.1, '#fff0d0', 0.5)}${glowE(S, tx, y + len * 0.07, len * 0.014, len * 0.07, '#ff3b3b', 0.4 * tailGlow)}</g>`);
  }
  S.add(`<use href="#${gid}"/>`);
  if (lights && beam) {
    const hx = wx(v.headPos[0]), hy = wy(v.headPos[1]), d = facing;
    const bl = len * 0.9;
    S.add(`<path d="M${n(hx)},${n(hy - len * 0.008)} L${n(hx + d * bl)},${n(hy - len * 0.06)} L${n(hx + d * bl)},${n(y + len * 0.05)} L${n(hx)},${n(hy + len * 0.012)} Z" fill="${S.lin([[0, '#fff3d8', beam], [1, '#fff3d8', 0]], { x1: d > 0 ? 0 : 1, y1: 0, x2: d > 0 ? 1 : 0, y2: 0 })}" filter="${S.blur(n(len * 0.012))}"/>`);
    S.add(glow(S, hx + d * len * 0.005, hy, len * 0.05, '#fff3da', 0.85));
  }
  return { s, v, wx, wy, gid };
}
function openDoor(S, v, P, bodyG, glassG, px) {
  // rear door of the sedan swung open towards the viewer
  let g = `<path d="M474,-282 L340,-273 C325,-258 312,-232 300,-203 C298,-150 296,-100 292,-52 L478,-46 Z" fill="${S.lin([[0, '#1a1512'], [0.6, '#2b2019'], [1, '#0d0b09']])}"/>`;
  g += `<path d="M350,-205 C352,-150 358,-120 372,-100 L450,-100 L452,-205 C430,-215 372,-215 350,-205 Z" fill="${S.lin([[0, '#8c6b4e'], [1, '#4a3828']])}" opacity="0.85"/>`;
  g += `<path d="M360,-100 L466,-100 L466,-84 L362,-84 Z" fill="#5a4432" opacity="0.9"/>`;
  g += glowE(S, 410, -180, 90, 60, '#f3c98a', 0.25);
  // door panel (foreshortened, nearer the viewer so slightly taller)
  const door = 'M478,-284 L395,-304 C390,-240 388,-200 388,-186 L386,-30 L478,-44 Z';
  g += `<path d="${door}" fill="${bodyG}" stroke="${P.line}" stroke-width="${px(1.5)}"/>`;
  g += `<path d="M474,-279 L400,-298 L394,-197 L474,-188 Z" fill="${glassG}"/>`;
  g += `<path d="M474,-279 L400,-298 L394,-197 L474,-188" fill="none" stroke="${P.chrome}" stroke-width="${px(2)}" opacity="0.7"/>`;
  g += `<path d="M395,-304 L386,-30" stroke="${P.rim}" stroke-width="${px(2.5)}" opacity="0.9"/>`;
  return g;
}
function ribbonOnHood(S, v, px) {
  // satin ribbon along the bonnet with a bow near the nose
  const [hx] = v.headPos;
  const fx = hx - 985; // offset for limo stretch
  const X = (a) => a + fx;
  const rib = S.lin([[0, '#fffaf0'], [0.5, '#efe3cc'], [1, '#d9c39a']]);
  let g = `<path d="M${X(700)},-186 C${X(780)},-178 ${X(860)},-170 ${X(930)},-160" fill="none" stroke="#f7efe0" stroke-width="${px(5)}" stroke-linecap="round"/>`;
  g += `<path d="M${X(700)},-186 C${X(780)},-178 ${X(860)},-170 ${X(930)},-160" fill="none" stroke="${C.gold}" stroke-width="${px(1)}" transform="translate(0 ${px(2.5)})" opacity="0.8"/>`;
  const bx = X(940), by = -158;
  g += `<path d="M${bx},${by} C${bx - 40},${by - 50} ${bx - 70},${by - 10} ${bx - 48},${by + 8} C${bx - 30},${by + 16} ${bx - 12},${by + 6} ${bx},${by} Z" fill="${rib}" stroke="#c9b48a" stroke-width="${px(1)}"/>`;
  g += `<path d="M${bx},${by} C${bx + 40},${by - 52} ${bx + 72},${by - 8} ${bx + 46},${by + 10} C${bx + 28},${by + 16} ${bx + 10},${by + 6} ${bx},${by} Z" fill="${rib}" stroke="#c9b48a" stroke-width="${px(1)}"/>`;
  g += `<path d="M${bx - 4},${by + 2} C${bx - 14},${by + 40} ${bx - 20},${by + 70} ${bx - 30},${by + 95} L${bx - 16},${by + 92} C${bx - 8},${by + 68} ${bx},${by + 40} ${bx + 4},${by + 4} Z" fill="${rib}"/>`;
  g += `<path d="M${bx + 2},${by + 2} C${bx + 14},${by + 36} ${bx + 26},${by + 60} ${bx + 40},${by + 80} L${bx + 50},${by + 72} C${bx + 36},${by + 56} ${bx + 22},${by + 34} ${bx + 8},${by} Z" fill="${rib}"/>`;
  g += `<circle cx="${bx}" cy="${by}" r="11" fill="#e8d8b6" stroke="${C.gold}" stroke-width="${px(1)}"/>`;
  return g;
}

/* ------------------------------------------------------------------ */
/* Boston skyline & Zakim bridge                                       */
/* ------------------------------------------------------------------ */
function windows(S, x, y, w, h, o = {}) {
  const { cw = 6, ch = 8, ww = 2.6, wh = 3.4, p = 0.2, op = [0.45, 0.95], colors = LIT, margin = 3 } = o;
  let s = '';
  const cols = Math.floor((w - margin * 2) / cw), rows = Math.floor((h - margin * 2) / ch);
  const x0 = x + (w - cols * cw) / 2 + (cw - ww) / 2;
  for (let r = 0; r < rows; r++) {
    const rowBias = S.chance(0.12) ? 2.4 : S.chance(0.3) ? 0.2 : 1;
    for (let c = 0; c < cols; c++) {
      if (!S.chance(p * rowBias)) continue;
      s += `<rect x="${n(x0 + c * cw)}" y="${n(y + margin + r * ch)}" width="${n(ww)}" height="${n(wh)}" fill="${S.pick(colors)}" opacity="${S.r(op[0], op[1]).toFixed(2)}"/>`;
    }
  }
  return s;
}
/** Boston skyline silhouette: Back Bay on the left, State House, Financial District on the right. */
function bostonSkyline(S, o) {
  const { x0, x1, base, u, lit = 0.2, far = true, nearFill, farFill = '#283242', edge = '#5d6b7d' } = o;
  const span = x1 - x0;
  const fill = nearFill || S.once('bldG', () => S.lin([[0, '#222a35'], [1, '#11151b']]));
  let back = '', s = '', win = '', glows = '';
  if (far) {
    for (let xx = x0 - 20; xx < x1 + 20;) {
      const w = S.r(14, 40) * u, h = S.r(14, 60) * u;
      back += `<rect x="${n(xx)}" y="${n(base - h)}" width="${n(w)}" height="${n(h + 2)}"/>`;
      if (S.chance(0.5)) win += windows(S, xx, base - h, w, h, { cw: 5 * u, ch: 7 * u, ww: 1.8 * u, wh: 2.4 * u, p: lit * 0.5, op: [0.25, 0.55] });
      xx += w * S.r(0.6, 1.1);
    }
  }
  const B = [
    [0.0, 26, 60, 'box'], [0.03, 30, 84, 'setback'], [0.065, 24, 70, 'box'], [0.095, 30, 118, 'slant'], [0.125, 26, 92, 'box'],
    [0.165, 40, 228, 'pru'], [0.2, 24, 110, 'box'], [0.235, 34, 250, 'hancock'], [0.27, 28, 96, 'setback'], [0.3, 22, 74, 'box'],
    [0.35, 40, 46, 'dome'], [0.395, 26, 96, 'box'], [0.43, 30, 150, 'setback'], [0.465, 24, 206, 'millennium'], [0.5, 34, 176, 'box'],
    [0.535, 30, 214, 'setback'], [0.565, 22, 186, 'pyramid'], [0.6, 30, 226, 'fedres'], [0.64, 26, 160, 'custom'], [0.675, 34, 190, 'setback'],
    [0.71, 28, 140, 'box'], [0.745, 38, 116, 'slant'], [0.785, 26, 92, 'box'], [0.82, 34, 70, 'box'], [0.86, 28, 58, 'box'], [0.9, 40, 46, 'box'], [0.95, 30, 38, 'box'],
  ];
  for (const [fx, w0, h0, type] of B) {
    const w = w0 * u, h = h0 * u, cx = x0 + fx * span, x = cx - w / 2, top = base - h;
    let d = '';
    const winO = { cw: 6 * u, ch: 8.5 * u, ww: 2.4 * u, wh: 3.3 * u, p: lit };
    switch (type) {
      case 'box':
        d = `M${n(x)},${n(base + 2)} V${n(top)} H${n(x + w)} V${n(base + 2)} Z`;
        if (S.chance(0.5)) d += ` M${n(x + w * 0.3)},${n(top)} v${n(-6 * u)} h${n(w * 0.3)} v${n(6 * u)} Z`;
        win += windows(S, x, top, w, h, winO);
        break;
      case 'setback': {
        const t2 = top + h * 0.12, t3 = top + h * 0.3;
        d = `M${n(x)},${n(base + 2)} V${n(t3)} H${n(x + w * 0.08)} V${n(t2)} H${n(x + w * 0.2)} V${n(top)} H${n(x + w * 0.8)} V${n(t2)} H${n(x + w * 0.92)} V${n(t3)} H${n(x + w)} V${n(base + 2)} Z`;
        win += windows(S, x, t3, w, h * 0.7, winO) + windows(S, x + w * 0.2, top, w * 0.6, h * 0.3, winO);
        break;
      }
      case 'slant':
        d = `M${n(x)},${n(base + 2)} V${n(top + h * 0.12)} L${n(x + w)},${n(top)} V${n(base + 2)} Z`;
        win += windows(S, x, top + h * 0.14, w, h * 0.86, winO);
        break;
      case 'pru': {
        const cr = top + h * 0.1;
        d = `M${n(x)},${n(base + 2)} V${n(cr)} H${n(x + w * 0.1)} V${n(top + h * 0.04)} H${n(x + w * 0.25)} V${n(top)} H${n(x + w * 0.75)} V${n(top + h * 0.04)} H${n(x + w * 0.9)} V${n(cr)} H${n(x + w)} V${n(base + 2)} Z`;
        d += ` M${n(cx - 1.2 * u)},${n(top)} V${n(top - 42 * u)} h${n(2.4 * u)} V${n(top)} Z`;
        win += windows(S, x, cr, w, h * 0.5, { ...winO, p: lit * 1.2 });
        // the Pru's lit crown band
        glows += `<rect x="${n(x + w * 0.1)}" y="${n(top + h * 0.045)}" width="${n(w * 0.8)}" height="${n(h * 0.05)}" fill="${C.goldHi}" opacity="0.55"/>`;
        glows += glow(S, cx, top + h * 0.07, w * 1.3, C.amber, 0.18);
        glows += glow(S, cx, top - 42 * u, 5 * u, '#ff4a3a', 0.9);
        break;
      }
      case 'hancock': {
        d = `M${n(x)},${n(base + 2)} V${n(top)} H${n(x + w)} V${n(base + 2)} Z`;
        const hg = S.once('hancG', () => S.lin([[0, '#3f5268'], [0.35, '#2d3c4f'], [0.8, '#1d2633'], [1, '#151b23']], { x1: 0, y1: 0, x2: 1, y2: 1 }));
        glows += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(h + 2)}" fill="${hg}"/>`;
        glows += `<rect x="${n(cx - 0.6 * u)}" y="${n(top)}" width="${n(1.2 * u)}" height="${n(h)}" fill="#0c1016" opacity="0.8"/>`;
        glows += `<rect x="${n(x)}" y="${n(top)}" width="${n(w)}" height="${n(1.2 * u)}" fill="#8ea3bb" opacity="0.6"/>`;
        let fl = '';
        for (let yy = top + 6 * u; yy < base; yy += 7 * u) if (S.chance(0.25)) fl += `<rect x="${n(x + S.r(0, w * 0.5))}" y="${n(yy)}" width="${n(S.r(4, 14) * u)}" height="${n(1.2 * u)}" fill="#f4e3c0" opacity="${S.r(0.2, 0.5).toFixed(2)}"/>`;
        glows += fl;
        break;
      }
      case 'dome': {
        const bh = h * 0.55, dr = w * 0.2;
        d = `M${n(x)},${n(base + 2)} V${n(base - bh)} H${n(x + w)} V${n(base + 2)} Z M${n(cx - w * 0.28)},${n(base - bh)} V${n(base - bh - 6 * u)} H${n(cx + w * 0.28)} V${n(base - bh)} Z`;
        const dy = base - bh - 6 * u;
        glows += glow(S, cx, dy - dr * 0.5, dr * 4, C.gold, 0.35);
        glows += `<path d="M${n(cx - dr)},${n(dy)} A${n(dr)} ${n(dr * 1.05)} 0 0 1 ${n(cx + dr)},${n(dy)} Z" fill="${S.lin([[0, C.goldHi], [1, '#a8843f']])}"/>`;
        glows += `<rect x="${n(cx - dr * 0.18)}" y="${n(dy - dr * 1.55)}" width="${n(dr * 0.36)}" height="${n(dr * 0.55)}" fill="${C.goldHi}"/>`;
        win += windows(S, x, base - bh, w, bh, { ...winO, p: lit * 1.6 });
        break;
      }
      case 'millennium':
        d = `M${n(x)},${n(base + 2)} V${n(top + h * 0.06)} C${n(x + w * 0.3)},${n(top + h * 0.02)} ${n(x + w * 0.7)},${n(top)} ${n(x + w)},${n(top)} V${n(base + 2)} Z`;
        win += windows(S, x, top + h * 0.08, w, h * 0.92, { ...winO, p: lit * 1.3 });
        glows += `<path d="M${n(x + w * 0.55)},${n(top + h * 0.02)} L${n(x + w)},${n(top)} L${n(x + w)},${n(base)} L${n(x + w * 0.92)},${n(base)} Z" fill="#6e819a" opacity="0.18"/>`;
        break;
      case 'pyramid':
        d = `M${n(x)},${n(base + 2)} V${n(top + h * 0.12)} L${n(cx)},${n(top)} L${n(x + w)},${n(top + h * 0.12)} V${n(base + 2)} Z`;
        win += windows(S, x, top + h * 0.14, w, h * 0.86, winO);
        glows += `<path d="M${n(x + w * 0.1)},${n(top + h * 0.115)} L${n(cx)},${n(top + h * 0.01)} L${n(x + w * 0.9)},${n(top + h * 0.115)} Z" fill="${C.gold}" opacity="0.35"/>`;
        break;
      case 'fedres':
        d = `M${n(x)},${n(base + 2)} V${n(top + w * 0.3)} A${n(w / 2)} ${n(w * 0.3)} 0 0 1 ${n(x + w)},${n(top + w * 0.3)} V${n(base + 2)} Z`;
        win += windows(S, x, top + w * 0.3, w, h - w * 0.3, winO);
        break;
      case 'custom': {
        const sw = w * 0.55, sx = cx - sw / 2, ph = h * 0.2;
        d = `M${n(x - w * 0.3)},${n(base + 2)} V${n(base - h * 0.22)} H${n(x + w * 1.3)} V${n(base + 2)} Z M${n(sx)},${n(base - h * 0.2)} V${n(top + ph)} L${n(cx)},${n(top)} L${n(sx + sw)},${n(top + ph)} V${n(base - h * 0.2)} Z`;
        d += ` M${n(cx - 0.5 * u)},${n(top)} V${n(top - 10 * u)} h${n(u)} V${n(top)} Z`;
        glows += `<circle cx="${n(cx)}" cy="${n(top + ph + 8 * u)}" r="${n(sw * 0.3)}" fill="${C.ivory}" opacity="0.75"/>` + glow(S, cx, top + ph + 8 * u, sw, C.amberHi, 0.35);
        glows += glow(S, cx, top + ph * 0.6, sw * 1.6, C.amber, 0.2);
        win += windows(S, sx, top + ph + 18 * u, sw, h * 0.5, { ...winO, p: lit * 1.5 });
        break;
      }
    }
    if (d) s += `<path d="${d}"/>`;
    // subtle sky-lit edge on the west (sunset) side
    if (type !== 'dome') s += `<rect x="${n(x + w - 1.2 * u)}" y="${n(top)}" width="${n(1.2 * u)}" height="${n(h * 0.8)}" fill="${edge}" opacity="0.3"/>`;
  }
  return `<g fill="${farFill}">${back}</g><g fill="${fill}">${s}</g><g>${glows}</g><g>${win}</g>`;
}
/** Zakim-style cable-stayed bridge: two inverted-Y towers with fanned stays. */
function zakim(S, o) {
  const { x, span, deckY, u, waterY, cable = '#ece7dd', glowC = '#8fa8cc', op = 1 } = o;
  const th = 150 * u;
  let legs = '', cables = '', deck = '', lights = '';
  const towers = [x, x + span];
  for (const tx of towers) {
    const top = deckY - th, yj = deckY - 48 * u;
    legs += `<path d="M${n(tx - 16 * u)},${n(waterY)} L${n(tx - 3 * u)},${n(yj)} L${n(tx - 2.6 * u)},${n(top + 14 * u)} L${n(tx)},${n(top)} L${n(tx + 2.6 * u)},${n(top + 14 * u)} L${n(tx + 3 * u)},${n(yj)} L${n(tx + 16 * u)},${n(waterY)} L${n(tx + 11 * u)},${n(waterY)} L${n(tx + 0.5 * u)},${n(yj + 10 * u)} L${n(tx - 0.5 * u)},${n(yj + 10 * u)} L${n(tx - 11 * u)},${n(waterY)} Z"/>`;
    lights += glow(S, tx, top, 6 * u, '#ff5244', 0.9);
    const nC = 11;
    for (let i = 0; i < nC; i++) {
      const ay = top + 18 * u + i * 6.5 * u;
      const reach = (nC - i) * (span * 0.5 / nC) * 0.98;
      cables += `M${n(tx)},${n(ay)} L${n(tx - reach)},${n(deckY)} M${n(tx)},${n(ay)} L${n(tx + reach)},${n(deckY)} `;
    }
  }
  const dx0 = x - span * 0.62, dx1 = x + span * 1.62;
  deck += `<rect x="${n(dx0)}" y="${n(deckY)}" width="${n(dx1 - dx0)}" height="${n(5 * u)}" fill="#0e1218"/><rect x="${n(dx0)}" y="${n(deckY)}" width="${n(dx1 - dx0)}" height="${n(0.8 * u)}" fill="#c9d4e2" opacity="0.5"/>`;
  for (let xx = dx0; xx < dx1; xx += 9 * u) lights += `<circle cx="${n(xx)}" cy="${n(deckY + 2.5 * u)}" r="${n(0.9 * u)}" fill="${C.amberHi}" opacity="0.9"/>`;
  for (let xx = dx0 + 20 * u; xx < dx1; xx += span * 0.3) deck += `<rect x="${n(xx)}" y="${n(deckY + 4 * u)}" width="${n(4 * u)}" height="${n(waterY - deckY)}" fill="#0e1218"/>`;
  return `<g opacity="${op}"><path d="${cables}" stroke="${glowC}" stroke-width="${n(2.6 * u)}" fill="none" opacity="0.35" filter="${S.blur(n(2.5 * u))}"/><path d="${cables}" stroke="${cable}" stroke-width="${n(0.55 * u)}" fill="none" opacity="0.85"/><g fill="#141a22">${legs}</g>${towers.map((tx) => glowE(S, tx, deckY - th * 0.5, 16 * u, th * 0.6, glowC, 0.25)).join('')}<g fill="#cfd8e4" opacity="0.35">${towers.map((tx) => `<rect x="${n(tx - 0.6 * u)}" y="${n(deckY - th + 12 * u)}" width="${n(1.2 * u)}" height="${n(th - 60 * u)}"/>`).join('')}</g>${deck}${lights}</g>`;
}
/** Wet asphalt band from `top` to bottom of the frame. */
function road(S, top, o = {}) {
  const { sheen = '#2c3a4c', sheenOp = 0.5, lane = true, kerb = true, base = ['#16191d', '#0b0c0e'], laneY = 0.62, laneC = C.ivory } = o;
  const h = S.H - top;
  S.add(`<rect x="0" y="${n(top)}" width="${S.W}" height="${n(h)}" fill="${S.lin([[0, base[0]], [1, base[1]]])}"/>`);
  S.add(`<rect x="0" y="${n(top)}" width="${S.W}" height="${n(h * 0.5)}" fill="${S.lin([[0, sheen, sheenOp], [1, sheen, 0]])}"/>`);
  if (kerb) S.add(`<rect x="0" y="${n(top)}" width="${S.W}" height="${n(h * 0.018)}" fill="#3a4250"/><rect x="0" y="${n(top + h * 0.018)}" width="${S.W}" height="${n(h * 0.02)}" fill="#07080a" opacity="0.8"/>`);
  if (lane) {
    let s = '';
    const ly = top + h * laneY, dl = S.W * 0.07;
    for (let xx = -S.r(0, dl); xx < S.W; xx += dl * 1.8) s += `<rect x="${n(xx)}" y="${n(ly)}" width="${n(dl)}" height="${n(h * 0.012)}"/>`;
    S.add(`<g fill="${laneC}" opacity="0.16">${s}</g>`);
  }
}
/** Vertical streaks of reflected light on wet ground / water. */
function streaks(S, items, blur = 3) {
  let s = '';
  for (const it of items) s += glowE(S, it.x, it.y, it.w, it.h, it.c, it.op, true);
  S.add(`<g filter="${S.blur(blur)}">${s}</g>`);
}

/* ------------------------------------------------------------------ */
/* scenes                                                              */
/* ------------------------------------------------------------------ */
/** Dusk over the Charles: skyline, Zakim, river reflections, wet road. */
function skylineScene(S, o = {}) {
  const { W, H } = S;
  const { horizon = 0.6, car = { type: 'sedan', facing: -1, x: 0.5, len: 0.42 }, u = W / 1600 * 1.35, shade = 0, bridgeX = 0.8, roadTop = 0.72, skyName = 'dusk' } = o;
  const hy = H * horizon;
  sky(S, skyName, { h: hy + 4 });
  S.add(glowE(S, W * 0.3, hy, W * 0.55, H * 0.22, '#e0a46a', 0.45));
  stars(S, 120, hy * 0.5, 0.5);
  clouds(S, { count: 10, y0: hy * 0.35, y1: hy * 0.85, color: '#3b4659', op: 0.55, blur: 14 * W / 1600, lit: '#a57a5c' });
  // skyline group (reflected in river)
  let city = bostonSkyline(S, { x0: -W * 0.02, x1: W * (bridgeX - 0.08), base: hy, u, lit: 0.2 });
  city += zakim(S, { x: W * bridgeX, span: W * 0.13, deckY: hy - 26 * u, u: u * 0.95, waterY: hy + 2 });
  const cid = S.group(city);
  S.add(`<use href="#${cid}"/>`);
  // river
  const rt = H * roadTop;
  S.add(`<rect x="0" y="${n(hy)}" width="${W}" height="${n(rt - hy)}" fill="${S.lin([[0, '#2a3546'], [0.4, '#1a222d'], [1, '#10151b']])}"/>`);
  reflection(S, cid, hy, { op: 0.5, blur: 2.5 * W / 1600, fade: (rt - hy) * 1.1, ripple: 7 * W / 1600, freq: '0.002 0.05' });
  let sh = '';
  for (let i = 0; i < 90; i++) sh += `<rect x="${n(S.r(0, W))}" y="${n(S.r(hy + 4, rt))}" width="${n(S.r(20, 120) * W / 1600)}" height="${n(1.2 * W / 1600)}" fill="${S.pick([C.amberHi, '#9fb2c8', C.goldHi])}" opacity="${S.r(0.05, 0.25).toFixed(2)}"/>`;
  S.add(`<g>${sh}</g>`);
  // embankment with lamp posts
  S.add(`<rect x="0" y="${n(rt - H * 0.012)}" width="${W}" height="${n(H * 0.014)}" fill="#0c0f13"/>`);
  let lamps = '';
  for (let xx = W * 0.04; xx < W; xx += W * 0.16) {
    const lh = H * 0.15;
    lamps += `<rect x="${n(xx - 1.5 * W / 1600)}" y="${n(rt - lh)}" width="${n(3 * W / 1600)}" height="${n(lh)}" fill="#0a0c0f"/><path d="M${n(xx - 8 * W / 1600)},${n(rt - lh)} h${n(16 * W / 1600)} l${n(-3 * W / 1600)},${n(-10 * W / 1600)} h${n(-10 * W / 1600)} Z" fill="#0a0c0f"/>`;
    lamps += glow(S, xx, rt - lh + 3, 26 * W / 1600, C.amber, 0.85) + glow(S, xx, rt - lh + 3, 6 * W / 1600, '#fff1d0', 1);
  }
  S.add(lamps);
  road(S, rt, { sheen: '#3a4556', sheenOp: 0.55 });
  const items = [];
  for (let xx = W * 0.04; xx < W; xx += W * 0.16) items.push({ x: xx, y: rt + (H - rt) * 0.3, w: 10 * W / 1600, h: (H - rt) * 0.35, c: C.amber, op: 0.45 });
  streaks(S, items, 4 * W / 1600);
  if (car) {
    const len = W * car.len;
    vehicle(S, { type: car.type, x: W * car.x, y: rt + (H - rt) * (car.ground ?? 0.62), len, facing: car.facing, paint: car.paint || 'black', reflect: 0.32 });
  }
  if (shade) textShade(S, 'left', shade, 0.62);
  finish(S, { vignette: 0.6, grain: 0.05 });
}

/* ------------------------------------------------------------------ */
/* registry                                                            */
/* ------------------------------------------------------------------ */
const IMG = 'content/images';
const JOBS = [
  { out: `${IMG}/hero/home.jpg`, w: 2400, h: 1350, seed: 11, draw: (S) => skylineScene(S, { car: { type: 'sedan', facing: -1, x: 0.5, len: 0.42, ground: 0.6 }, shade: 0.78, bridgeX: 0.84 }) },
];

async function main() {
  const sharp = await loadSharp();
  const filters = process.argv.slice(2);
  const preview = process.env.ARTWORK_PREVIEW_DIR;
  const jobs = JOBS.filter((j) => !filters.length || filters.some((f) => j.out.includes(f)));
  for (const j of jobs) {
    const t0 = Date.now();
    let buf;
    if (j.svgOnly) {
      buf = Buffer.from(j.draw());
    } else {
      const S = new Scene(j.w, j.h, j.seed);
      j.draw(S);
      const svg = Buffer.from(S.svg());
      if (process.env.ARTWORK_DUMP_SVG) fs.writeFileSync(path.join(process.env.ARTWORK_DUMP_SVG, path.basename(j.out, '.jpg') + '.svg'), svg);
      const raw = await sharp(svg, { density: 72, limitInputPixels: false }).resize(j.w, j.h).toBuffer();
      const limit = (j.maxKB ?? (j.w * j.h > 1.7e6 ? 420 : 250)) * 1024;
      for (const q of [82, 78, 74, 70, 66]) {
        buf = await sharp(raw).jpeg({ quality: q, progressive: true, mozjpeg: true }).toBuffer();
        if (buf.length <= limit) break;
      }
      if (preview) {
        fs.mkdirSync(preview, { recursive: true });
        await sharp(buf).resize(Math.min(j.w, 1600)).png().toFile(path.join(preview, j.out.replace(/\//g, '_').replace(/\.(jpg|svg)$/, '.png')));
      }
    }
    const file = path.join(ROOT, j.out);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, buf);
    console.log(`${j.out.padEnd(64)} ${String(Math.round(buf.length / 1024)).padStart(4)} KB  ${Date.now() - t0} ms`);
  }
}
main().catch((e) => { console.error(e); process.exit(1); });
