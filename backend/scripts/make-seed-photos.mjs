#!/usr/bin/env node
// Draws the demo catalog's product photos as SVG and makes them into media photos, once, with the
// upload pipeline itself (ADR 019): every width in AVIF and WebP, the 600 px JPEG and the ThumbHash.
//
//   npm run build -w backend && node backend/scripts/make-seed-photos.mjs
//
// Output (committed): backend/seed-photos/<key>-<width>.<avif|webp|jpg>, the files a photo store
// holds, and backend/src/database/seed/demo-photos.ts, each photo's name (<slug>-<n>) with its key,
// placeholder and size. The seed copies them into the photo store (disk or bucket), so a fresh
// database costs no image encoding. Each view is drawn at 1200 px, the widest file served.
// Deterministic drawing: every pattern comes from a PRNG seeded with the slug, no text/fonts are drawn.
// Re-runnable: stale files in the folder are removed first. At the end it reads
// src/database/seed/demo-catalog.ts as plain text and checks that every photo named there was made.

import sharp from 'sharp';
import { mkdir, readdir, readFile, unlink, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const OUT_DIR = path.resolve(HERE, '..', 'seed-photos');
const CATALOG_TS = path.resolve(HERE, '..', 'src', 'database', 'seed', 'demo-catalog.ts');
const PHOTOS_TS = path.resolve(HERE, '..', 'src', 'database', 'seed', 'demo-photos.ts');
// The upload pipeline as built (npm run build -w backend): the shipped photos are made exactly as an upload is.
const { processPhoto } = createRequire(import.meta.url)(path.resolve(HERE, '..', 'dist', 'modules', 'media', 'domain', 'photo-pipeline.js'));
const DRAWN_PX = 1200;

// ---------------------------------------------------------------------------------------------
// Small helpers
// ---------------------------------------------------------------------------------------------

/** Deterministic PRNG (mulberry32) seeded from a string. */
function rng(seedText) {
  let h = 2166136261;
  for (const ch of String(seedText)) h = Math.imul(h ^ ch.charCodeAt(0), 16777619);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const f = (n) => Math.round(n * 10) / 10;
const pts = (list) => list.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
const pick = (r, arr) => arr[Math.floor(r() * arr.length)];

const C = {
  gold: '#F2B21B',
  yellow: '#F7D13D',
  green: '#1E7A3C',
  dgreen: '#0F4D2A',
  red: '#C62A1F',
  maroon: '#7C1D2A',
  black: '#1B1714',
  white: '#F6EFDF',
  blue: '#1F4596',
  indigo: '#1D2B57',
  orange: '#E9731C',
  purple: '#5A2A82',
  pink: '#E0558B',
  teal: '#138A8A',
  brown: '#7A4A26',
  straw: '#D8B36A',
  denim: '#3D5F8C',
  charcoal: '#34312F',
  brass: '#C9962E',
};

const BG = {
  cream: ['#FCF6EA', '#E9D8BA'],
  sand: ['#F7EFE4', '#DFC9AE'],
  blush: ['#FAF0EC', '#E6CCC2'],
  sage: ['#F1F4EC', '#D2DCCB'],
  sky: ['#F0F3F8', '#CFD8E6'],
  clay: ['#F8ECE2', '#DDB9A0'],
  lilac: ['#F4F0F7', '#D9CFE3'],
  mint: ['#EEF6F3', '#C8E0D8'],
};

function canvas(bg, body, { viewBox = '0 0 600 600', floor = true, defs = '' } = {}) {
  const shared =
    `<radialGradient id="bg" cx="50%" cy="38%" r="78%"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></radialGradient>` +
    `<linearGradient id="shH" x1="0" x2="1"><stop offset="0" stop-color="#000" stop-opacity=".3"/><stop offset=".2" stop-color="#000" stop-opacity="0"/><stop offset=".8" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".3"/></linearGradient>` +
    `<linearGradient id="shV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".18"/><stop offset=".45" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>` +
    `<radialGradient id="beadHi" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#fff" stop-opacity=".75"/><stop offset=".35" stop-color="#fff" stop-opacity=".1"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></radialGradient>` +
    `<radialGradient id="brassG" cx="40%" cy="35%" r="70%"><stop offset="0" stop-color="#F6DB8A"/><stop offset=".55" stop-color="${C.brass}"/><stop offset="1" stop-color="#7D5A17"/></radialGradient>` +
    `<filter id="blur" x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="9"/></filter>` +
    `<filter id="blurS" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="3"/></filter>`;
  const floorShadow = floor ? `<ellipse cx="300" cy="566" rx="200" ry="16" fill="#3b2614" opacity=".16" filter="url(#blur)"/>` : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="${viewBox}">` +
    `<defs>${shared}${defs}</defs>` +
    `<rect x="-600" y="-600" width="1800" height="1800" fill="url(#bg)"/>${floorShadow}${body}</svg>`
  );
}

/** A filled silhouette with drop shadow, clipped content, shading and outline. */
function piece(id, d, fill, { details = '', shadow = true, outline = '#2a1a10' } = {}) {
  const clip = `<defs><clipPath id="${id}"><path d="${d}"/></clipPath></defs>`;
  const base = fill.startsWith('<') ? `<g clip-path="url(#${id})">${fill}</g>` : `<path d="${d}" fill="${fill}"/>`;
  return (
    (shadow ? `<path d="${d}" transform="translate(9 12)" fill="#3b2614" opacity=".25" filter="url(#blur)"/>` : '') +
    clip +
    base +
    (details ? `<g clip-path="url(#${id})">${details}</g>` : '') +
    `<path d="${d}" fill="url(#shH)"/><path d="${d}" fill="url(#shV)"/>` +
    `<path d="${d}" fill="none" stroke="${outline}" stroke-opacity=".4" stroke-width="2" stroke-linejoin="round"/>`
  );
}

const hanger = `<path d="M300 118 L300 86 C300 74 318 70 319 56 C320 42 298 36 290 48" fill="none" stroke="#777" stroke-width="5" stroke-linecap="round"/>`;
const folds = (list, op = 0.18) =>
  list.map((d) => `<path d="${d}" fill="none" stroke="#000" stroke-opacity="${op}" stroke-width="3" stroke-linecap="round"/>`).join('');
const stitch = (d, color, w = 3, dash = '7 5') =>
  `<path d="${d}" fill="none" stroke="${color}" stroke-width="${w}" stroke-dasharray="${dash}" stroke-linecap="round" stroke-linejoin="round"/>`;

function cubic(p0, p1, p2, p3, t) {
  const u = 1 - t;
  return [0, 1].map((k) => u * u * u * p0[k] + 3 * u * u * t * p1[k] + 3 * u * t * t * p2[k] + t * t * t * p3[k]);
}

function spiral(cx, cy, r, turns = 2.2, dir = 1, start = 0) {
  const n = 36;
  const out = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const a = start + dir * t * turns * Math.PI * 2;
    out.push([cx + r * t * Math.cos(a), cy + r * t * Math.sin(a)]);
  }
  return 'M' + out.map(([x, y]) => `${f(x)} ${f(y)}`).join('L');
}

// ---------------------------------------------------------------------------------------------
// Adinkra-like symbols (stylised)
// ---------------------------------------------------------------------------------------------

const adinkra = {
  adinkrahene(cx, cy, s, c) {
    const w = f(s * 0.07);
    return [0.45, 0.3, 0.14].map((k) => `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * k)}" fill="none" stroke="${c}" stroke-width="${w}"/>`).join('');
  },
  sankofa(cx, cy, s, c) {
    const w = f(s * 0.07);
    const heart = `M${f(cx)} ${f(cy + s * 0.45)} C${f(cx - s * 0.62)} ${f(cy + s * 0.02)} ${f(cx - s * 0.42)} ${f(cy - s * 0.48)} ${f(cx)} ${f(cy - s * 0.14)} C${f(cx + s * 0.42)} ${f(cy - s * 0.48)} ${f(cx + s * 0.62)} ${f(cy + s * 0.02)} ${f(cx)} ${f(cy + s * 0.45)}Z`;
    return (
      `<path d="${heart}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linejoin="round"/>` +
      `<path d="${spiral(cx - s * 0.14, cy + s * 0.02, s * 0.15, 1.3, 1, Math.PI)}" fill="none" stroke="${c}" stroke-width="${w}"/>` +
      `<path d="${spiral(cx + s * 0.14, cy + s * 0.02, s * 0.15, 1.3, -1, 0)}" fill="none" stroke="${c}" stroke-width="${w}"/>` +
      `<path d="M${f(cx)} ${f(cy + s * 0.45)} L${f(cx - s * 0.08)} ${f(cy + s * 0.55)} L${f(cx)} ${f(cy + s * 0.62)} L${f(cx + s * 0.08)} ${f(cy + s * 0.55)}Z" fill="${c}"/>`
    );
  },
  dwennimmen(cx, cy, s, c) {
    const w = f(s * 0.07);
    const q = s * 0.22;
    return (
      [
        [-1, -1, 1],
        [1, -1, -1],
        [-1, 1, -1],
        [1, 1, 1],
      ]
        .map(([dx, dy, dir]) => `<path d="${spiral(cx + dx * q, cy + dy * q, q * 0.95, 1.4, dir, dx > 0 ? Math.PI : 0)}" fill="none" stroke="${c}" stroke-width="${w}" stroke-linecap="round"/>`)
        .join('') + `<rect x="${f(cx - s * 0.05)}" y="${f(cy - s * 0.45)}" width="${f(s * 0.1)}" height="${f(s * 0.9)}" fill="${c}"/>`
    );
  },
  nkyinkyim(cx, cy, s, c) {
    const list = [];
    for (let i = 0; i <= 6; i++) list.push([cx + (i % 2 ? s * 0.22 : -s * 0.22), cy - s * 0.45 + (i * s * 0.9) / 6]);
    return `<polyline points="${pts(list)}" fill="none" stroke="${c}" stroke-width="${f(s * 0.12)}" stroke-linejoin="miter"/>`;
  },
  nsoromma(cx, cy, s, c) {
    const list = [];
    for (let i = 0; i < 16; i++) {
      const a = (i * Math.PI) / 8 - Math.PI / 2;
      const r = i % 2 ? s * 0.2 : s * 0.46;
      list.push([cx + r * Math.cos(a), cy + r * Math.sin(a)]);
    }
    return `<polygon points="${pts(list)}" fill="${c}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.1)}" fill="#fff" fill-opacity=".35"/>`;
  },
  fihankra(cx, cy, s, c) {
    const w = f(s * 0.08);
    const h = s * 0.42;
    return (
      `<rect x="${f(cx - h)}" y="${f(cy - h)}" width="${f(2 * h)}" height="${f(2 * h)}" fill="none" stroke="${c}" stroke-width="${w}"/>` +
      `<path d="M${f(cx - h)} ${f(cy)}H${f(cx + h)}M${f(cx)} ${f(cy - h)}V${f(cy + h)}" stroke="${c}" stroke-width="${w}"/>` +
      `<rect x="${f(cx - h * 0.4)}" y="${f(cy - h * 0.4)}" width="${f(h * 0.8)}" height="${f(h * 0.8)}" fill="${c}" transform="rotate(45 ${f(cx)} ${f(cy)})"/>`
    );
  },
};

// ---------------------------------------------------------------------------------------------
// Kente strip weave
// ---------------------------------------------------------------------------------------------

const KENTE = {
  asante: { ground: C.gold, pins: [C.green, C.red], blocks: [[C.green, C.gold, C.red], [C.dgreen, C.yellow, C.black], [C.red, C.gold, C.green]] },
  ewe: { ground: C.indigo, pins: [C.gold, C.white], blocks: [[C.gold, C.indigo, C.red], [C.white, C.indigo, C.gold], [C.green, C.gold, C.black]] },
  royal: { ground: C.blue, pins: [C.gold, C.white], blocks: [[C.gold, C.blue, C.black], [C.black, C.gold, C.red], [C.gold, C.green, C.blue]] },
  fire: { ground: C.red, pins: [C.gold, C.black], blocks: [[C.gold, C.red, C.black], [C.black, C.gold, C.green], [C.gold, C.black, C.red]] },
  purple: { ground: C.purple, pins: [C.gold, C.green], blocks: [[C.gold, C.purple, C.green], [C.black, C.gold, C.purple], [C.green, C.gold, C.black]] },
};

function weftBlock(kind, x, y, w, h, [a, b, c]) {
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${a}"/>`;
  if (kind === 'bars') {
    for (let k = 0; k < 4; k++) s += `<rect x="${f(x)}" y="${f(y + h * (0.1 + k * 0.22))}" width="${f(w)}" height="${f(h * 0.09)}" fill="${k % 2 ? c : b}"/>`;
  } else if (kind === 'checker') {
    const n = 4;
    const cw = w / n;
    const ch = h / n;
    for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) if ((i + j) % 2 === 0) s += `<rect x="${f(x + i * cw)}" y="${f(y + j * ch)}" width="${f(cw)}" height="${f(ch)}" fill="${b}"/>`;
  } else if (kind === 'diamond') {
    s += `<polygon points="${pts([[x + w / 2, y + h * 0.08], [x + w * 0.92, y + h / 2], [x + w / 2, y + h * 0.92], [x + w * 0.08, y + h / 2]])}" fill="${b}"/>`;
    s += `<polygon points="${pts([[x + w / 2, y + h * 0.3], [x + w * 0.7, y + h / 2], [x + w / 2, y + h * 0.7], [x + w * 0.3, y + h / 2]])}" fill="${c}"/>`;
  } else if (kind === 'ladder') {
    s += `<rect x="${f(x + w * 0.12)}" y="${f(y)}" width="${f(w * 0.14)}" height="${f(h)}" fill="${b}"/><rect x="${f(x + w * 0.74)}" y="${f(y)}" width="${f(w * 0.14)}" height="${f(h)}" fill="${b}"/>`;
    for (let k = 0; k < 3; k++) s += `<rect x="${f(x + w * 0.26)}" y="${f(y + h * (0.18 + k * 0.28))}" width="${f(w * 0.48)}" height="${f(h * 0.1)}" fill="${c}"/>`;
  } else if (kind === 'zigzag') {
    const list = [];
    for (let k = 0; k <= 4; k++) list.push([x + (k * w) / 4, y + (k % 2 ? h * 0.7 : h * 0.3)]);
    s += `<polyline points="${pts(list)}" fill="none" stroke="${b}" stroke-width="${f(h * 0.16)}"/>`;
    s += `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h * 0.08)}" fill="${c}"/><rect x="${f(x)}" y="${f(y + h * 0.92)}" width="${f(w)}" height="${f(h * 0.08)}" fill="${c}"/>`;
  } else {
    s += `<rect x="${f(x)}" y="${f(y + h * 0.08)}" width="${f(w)}" height="${f(h * 0.22)}" fill="${b}"/><rect x="${f(x)}" y="${f(y + h * 0.7)}" width="${f(w)}" height="${f(h * 0.22)}" fill="${b}"/>`;
    s += `<rect x="${f(x)}" y="${f(y + h * 0.46)}" width="${f(w)}" height="${f(h * 0.08)}" fill="${c}"/>`;
  }
  return s;
}

/** Kente cloth: narrow strips side by side, warp-striped sections alternating with weft blocks. */
function kente(x, y, w, h, pal, { stripW = 46, segH = 58, seed = 'k', vertical = true } = {}) {
  if (!vertical) {
    // Rotate the whole cloth by 90 degrees: strips run horizontally.
    const cx = x + w / 2;
    const cy = y + h / 2;
    return `<g transform="rotate(90 ${f(cx)} ${f(cy)})">${kente(cx - h / 2, cy - w / 2, h, w, pal, { stripW, segH, seed })}</g>`;
  }
  const r = rng(seed);
  const kinds = ['bars', 'checker', 'diamond', 'ladder', 'zigzag', 'bands'];
  const seq = [pick(r, kinds), pick(r, kinds), pick(r, kinds), pick(r, kinds)];
  const pinLayout = [
    [0.07, 0.06, 0],
    [0.19, 0.04, 1],
    [0.46, 0.08, 0],
    [0.77, 0.04, 1],
    [0.87, 0.06, 0],
  ];
  const offset = Math.floor(r() * 2);
  let s = `<rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${pal.ground}"/>`;
  const ns = Math.ceil(w / stripW);
  const ng = Math.ceil(h / segH);
  for (let i = 0; i < ns; i++) {
    const sx = x + i * stripW;
    for (const [p, pw, ci] of pinLayout) s += `<rect x="${f(sx + p * stripW)}" y="${f(y)}" width="${f(pw * stripW)}" height="${f(h)}" fill="${pal.pins[ci]}"/>`;
    for (let j = 0; j < ng; j++) {
      if ((i + j + offset) % 2 === 0) continue;
      const kind = seq[(Math.floor(j / 2) + i) % seq.length];
      const cols = pal.blocks[(i + Math.floor(j / 2)) % pal.blocks.length];
      s += weftBlock(kind, sx, y + j * segH, stripW, segH, cols);
    }
    if (i > 0) s += `<rect x="${f(sx - 0.75)}" y="${f(y)}" width="1.5" height="${f(h)}" fill="#000" fill-opacity=".22"/>`;
  }
  return s;
}

function fringe(x, y, w, len, colors, dir = 1, step = 7) {
  let s = '';
  let i = 0;
  for (let px = x + 3; px < x + w - 1; px += step, i++) {
    const l = len * (0.8 + 0.2 * ((i * 7) % 5) / 4);
    s += `<line x1="${f(px)}" y1="${f(y)}" x2="${f(px + (i % 3) - 1)}" y2="${f(y + dir * l)}" stroke="${colors[i % colors.length]}" stroke-width="3" stroke-linecap="round"/>`;
  }
  return s;
}

// ---------------------------------------------------------------------------------------------
// Wax-print (Ankara) patterns as SVG <pattern> tiles
// ---------------------------------------------------------------------------------------------

function wax(id, kind, [bg, c1, c2, c3], { T = 90, rotate = 0 } = {}) {
  const h = T / 2;
  let m = `<rect width="${T}" height="${T}" fill="${bg}"/>`;
  const at = (list, fn) => list.map(([x, y]) => fn(x, y)).join('');
  const centres = [
    [h, h],
    [0, 0],
    [T, 0],
    [0, T],
    [T, T],
  ];
  if (kind === 'circles') {
    m += at(centres, (x, y) => `<circle cx="${x}" cy="${y}" r="${f(T * 0.36)}" fill="${c1}"/><circle cx="${x}" cy="${y}" r="${f(T * 0.26)}" fill="${c2}"/><circle cx="${x}" cy="${y}" r="${f(T * 0.16)}" fill="${c3}"/><circle cx="${x}" cy="${y}" r="${f(T * 0.07)}" fill="${bg}"/>`);
    m += at([[h, 0], [0, h], [T, h], [h, T]], (x, y) => `<circle cx="${x}" cy="${y}" r="${f(T * 0.05)}" fill="${c2}"/>`);
  } else if (kind === 'swirl') {
    m += at(centres, (x, y) => `<circle cx="${x}" cy="${y}" r="${f(T * 0.34)}" fill="${c1}"/><path d="${spiral(x, y, T * 0.3, 2.4)}" fill="none" stroke="${c2}" stroke-width="${f(T * 0.06)}" stroke-linecap="round"/>`);
    m += at([[h, 0], [0, h], [T, h], [h, T]], (x, y) => `<path d="M${f(x - T * 0.1)} ${y}a${f(T * 0.1)} ${f(T * 0.1)} 0 0 1 ${f(T * 0.2)} 0" fill="none" stroke="${c3}" stroke-width="${f(T * 0.045)}"/>`);
  } else if (kind === 'flower') {
    const flower = (x, y, r) => {
      let s = '';
      for (let k = 0; k < 5; k++) s += `<ellipse cx="${f(x)}" cy="${f(y - r * 0.55)}" rx="${f(r * 0.32)}" ry="${f(r * 0.55)}" fill="${c1}" transform="rotate(${k * 72} ${f(x)} ${f(y)})"/>`;
      return s + `<circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.26)}" fill="${c2}"/><circle cx="${f(x)}" cy="${f(y)}" r="${f(r * 0.1)}" fill="${c3}"/>`;
    };
    m += at(centres, (x, y) => flower(x, y, T * 0.3));
    m += at([[h, 0], [0, h], [T, h], [h, T]], (x, y) => `<ellipse cx="${x}" cy="${y}" rx="${f(T * 0.12)}" ry="${f(T * 0.05)}" fill="${c3}" transform="rotate(45 ${x} ${y})"/>`);
  } else if (kind === 'diamond') {
    m += at(centres, (x, y) => `<polygon points="${pts([[x, y - T * 0.4], [x + T * 0.4, y], [x, y + T * 0.4], [x - T * 0.4, y]])}" fill="${c1}"/><polygon points="${pts([[x, y - T * 0.26], [x + T * 0.26, y], [x, y + T * 0.26], [x - T * 0.26, y]])}" fill="${c2}"/><circle cx="${x}" cy="${y}" r="${f(T * 0.08)}" fill="${c3}"/>`);
  } else if (kind === 'leaf') {
    const leaf = (x, y, a) =>
      `<path d="M${f(x)} ${f(y - T * 0.32)} Q${f(x + T * 0.2)} ${f(y)} ${f(x)} ${f(y + T * 0.32)} Q${f(x - T * 0.2)} ${f(y)} ${f(x)} ${f(y - T * 0.32)}Z" fill="${c1}" transform="rotate(${a} ${f(x)} ${f(y)})"/>` +
      `<path d="M${f(x)} ${f(y - T * 0.28)} L${f(x)} ${f(y + T * 0.28)}" stroke="${c2}" stroke-width="${f(T * 0.035)}" transform="rotate(${a} ${f(x)} ${f(y)})"/>`;
    m += leaf(h, h, 35) + leaf(0, 0, -35) + leaf(T, 0, -35) + leaf(0, T, -35) + leaf(T, T, -35);
    m += at([[h, 0], [0, h], [T, h], [h, T]], (x, y) => `<circle cx="${x}" cy="${y}" r="${f(T * 0.07)}" fill="${c3}"/>`);
  } else if (kind === 'sunburst') {
    const sun = (x, y) => {
      let s = '';
      for (let k = 0; k < 12; k++) {
        const a = (k * Math.PI) / 6;
        const b = a + Math.PI / 12;
        s += `<polygon points="${pts([[x + T * 0.18 * Math.cos(a - 0.2), y + T * 0.18 * Math.sin(a - 0.2)], [x + T * 0.4 * Math.cos(b - 0.13), y + T * 0.4 * Math.sin(b - 0.13)], [x + T * 0.18 * Math.cos(a + 0.2), y + T * 0.18 * Math.sin(a + 0.2)]])}" fill="${c1}"/>`;
      }
      return s + `<circle cx="${x}" cy="${y}" r="${f(T * 0.17)}" fill="${c2}"/><circle cx="${x}" cy="${y}" r="${f(T * 0.08)}" fill="${c3}"/>`;
    };
    m += at(centres, sun);
  } else if (kind === 'geo') {
    m += `<polygon points="0,0 ${h},${h} 0,${T}" fill="${c1}"/><polygon points="${T},0 ${h},${h} ${T},${T}" fill="${c1}"/>`;
    m += `<polygon points="${pts([[h, T * 0.18], [T * 0.68, h], [h, T * 0.82], [T * 0.32, h]])}" fill="${c2}"/>`;
    m += `<rect x="${f(h - T * 0.05)}" y="0" width="${f(T * 0.1)}" height="${f(T * 0.12)}" fill="${c3}"/><rect x="${f(h - T * 0.05)}" y="${f(T * 0.88)}" width="${f(T * 0.1)}" height="${f(T * 0.12)}" fill="${c3}"/>`;
  } else if (kind === 'adinkra') {
    m += adinkra.sankofa(T * 0.25, T * 0.25, T * 0.36, c1) + adinkra.nsoromma(T * 0.75, T * 0.75, T * 0.34, c2) + adinkra.adinkrahene(T * 0.75, T * 0.25, T * 0.3, c3) + adinkra.fihankra(T * 0.25, T * 0.75, T * 0.3, c1);
  }
  const tf = rotate ? ` patternTransform="rotate(${rotate})"` : '';
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${T}" height="${T}"${tf}>${m}</pattern>`;
}

/** Strip-woven smock cloth: narrow vertical stripes, as a pattern. */
function stripes(id, [bg, c1, c2], { T = 34, scale = 1 } = {}) {
  const m =
    `<rect width="${T}" height="${T}" fill="${bg}"/>` +
    `<rect x="${f(T * 0.1)}" width="${f(T * 0.22)}" height="${T}" fill="${c1}"/>` +
    `<rect x="${f(T * 0.45)}" width="${f(T * 0.06)}" height="${T}" fill="${c2}"/>` +
    `<rect x="${f(T * 0.6)}" width="${f(T * 0.22)}" height="${T}" fill="${c1}"/>` +
    `<rect x="${f(T - 1)}" width="1" height="${T}" fill="#000" fill-opacity=".2"/>`;
  const tf = scale !== 1 ? ` patternTransform="scale(${scale})"` : '';
  return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${T}" height="${T}"${tf}>${m}</pattern>`;
}

// ---------------------------------------------------------------------------------------------
// Silhouettes (600x600 canvas)
// ---------------------------------------------------------------------------------------------

const SHAPE = {
  shirt: 'M232 118 C262 142 338 142 368 118 L432 138 L502 210 L462 272 L420 246 L422 514 L178 514 L180 246 L138 272 L98 210 L168 138 Z',
  smock: 'M236 108 C266 128 334 128 364 108 L444 128 L526 224 L472 296 L436 264 L484 532 L116 532 L164 264 L128 296 L74 224 L156 128 Z',
  vest: 'M232 104 C262 126 338 126 368 104 L414 118 L408 200 C420 240 424 270 430 300 L452 520 L148 520 L170 300 C176 270 180 240 192 200 L186 118 Z',
  longSleeve: 'M232 112 C262 130 338 130 368 112 L440 132 C470 150 482 190 492 240 L522 470 L466 484 L430 282 L428 512 L172 512 L170 282 L134 484 L78 470 L108 240 C118 190 130 150 160 132 Z',
  tunic: 'M236 92 C264 110 336 110 364 92 L432 110 C462 128 474 170 484 220 L514 452 L462 464 L426 262 L432 560 L168 560 L174 262 L138 464 L86 452 L116 220 C126 170 138 128 168 110 Z',
  dress: 'M248 96 C270 114 330 114 352 96 L400 110 L448 160 L418 196 L392 176 L384 262 C382 280 380 290 382 300 L462 542 L138 542 L218 300 C220 290 218 280 216 262 L208 176 L182 196 L152 160 L200 110 Z',
  gown: 'M196 158 C250 146 350 146 404 158 L408 200 C398 240 384 268 378 294 C392 380 440 480 490 562 L110 562 C160 480 208 380 222 294 C216 268 202 240 192 200 Z',
  skirt: 'M214 104 L386 104 L398 150 L474 544 L126 544 L202 150 Z',
  trousers: 'M196 88 L404 88 L410 140 L440 550 L332 550 L302 232 L298 232 L268 550 L160 550 L190 140 Z',
  joggers: 'M200 88 L400 88 L410 140 L406 496 L412 548 L326 548 L320 496 L304 232 L296 232 L280 496 L274 548 L188 548 L194 496 L190 140 Z',
  jumpsuit: 'M244 86 C268 102 332 102 356 86 L394 100 L394 170 L382 262 L402 300 L454 550 L326 550 L300 342 L274 550 L146 550 L198 300 L218 262 L206 170 L206 100 Z',
  peplum: 'M236 120 C264 140 336 140 364 120 L420 136 L478 198 L440 240 L404 214 L396 312 L446 392 C400 408 200 408 154 392 L204 312 L196 214 L160 240 L122 198 L180 136 Z',
  kaftan: 'M240 88 C266 106 334 106 360 88 L422 102 L542 300 L470 332 L412 240 L422 560 L178 560 L188 240 L130 332 L58 300 L178 102 Z',
  agbada: 'M250 78 C272 96 328 96 350 78 L562 214 L556 468 L424 496 L424 556 L176 556 L176 496 L44 468 L38 214 Z',
  kabaTop: 'M238 70 C266 88 334 88 362 70 L404 82 C440 70 470 100 464 140 C458 172 430 178 410 168 L404 222 L432 272 C380 288 220 288 168 272 L196 222 L190 168 C170 178 142 172 136 140 C130 100 160 70 196 82 Z',
  slit: 'M192 268 L408 268 L424 562 L176 562 Z',
  girlDress: 'M246 100 C270 118 330 118 354 100 L392 108 C430 98 454 128 446 160 C440 184 416 188 398 180 L392 250 C430 330 482 430 502 520 C400 548 200 548 98 520 C118 430 170 330 208 250 L202 180 C184 188 160 184 154 160 C146 128 170 98 208 108 Z',
  bomber: 'M232 112 C262 130 338 130 368 112 L440 132 C470 150 482 190 492 240 L516 452 L466 462 L432 282 L430 488 L170 488 L168 282 L134 462 L84 452 L108 240 C118 190 130 150 160 132 Z',
};

const neckHole = (y = 118, w = 68, depth = 22) => `<path d="M${300 - w} ${y} C${300 - w / 2} ${y + depth * 1.4} ${300 + w / 2} ${y + depth * 1.4} ${300 + w} ${y} C${300 + w / 2} ${y + depth * 0.5} ${300 - w / 2} ${y + depth * 0.5} ${300 - w} ${y}Z" fill="#2a1a10" fill-opacity=".55"/>`;

/** Dashiki neckline: an ornate bib with triangles, dots and a band, like the classic print. */
function dashikiBib({ y = 118, main = C.black, band = C.gold, dots = C.white, accent = C.red, depth = 200 } = {}) {
  const L = [232, y];
  const R = [368, y];
  const B = [300, y + depth];
  const outer = `M${L[0] - 22} ${L[1] + 4} C${L[0] - 20} ${y + depth * 0.6} ${B[0] - 40} ${B[1] - 10} ${B[0]} ${B[1]} C${B[0] + 40} ${B[1] - 10} ${R[0] + 20} ${y + depth * 0.6} ${R[0] + 22} ${R[1] + 4} Z`;
  const inner = `M${L[0] + 4} ${L[1] + 6} C${L[0] + 8} ${y + depth * 0.45} ${B[0] - 26} ${B[1] - 42} ${B[0]} ${B[1] - 34} C${B[0] + 26} ${B[1] - 42} ${R[0] - 8} ${y + depth * 0.45} ${R[0] - 4} ${R[1] + 6} Z`;
  let s = `<path d="${outer}" fill="${main}"/><path d="${outer}" fill="none" stroke="${band}" stroke-width="5"/>`;
  s += `<path d="${inner}" fill="${accent}"/><path d="${inner}" fill="none" stroke="${band}" stroke-width="4"/>`;
  // Triangles along the outer edge and dots along the inner band.
  const curves = [
    [[L[0] - 22, L[1] + 4], [L[0] - 20, y + depth * 0.6], [B[0] - 40, B[1] - 10], B],
    [B, [B[0] + 40, B[1] - 10], [R[0] + 20, y + depth * 0.6], [R[0] + 22, R[1] + 4]],
  ];
  for (const cv of curves) {
    for (let i = 1; i < 9; i++) {
      const [px, py] = cubic(...cv, i / 9);
      const [qx, qy] = cubic(...cv, i / 9 + 0.01);
      const a = (Math.atan2(qy - py, qx - px) * 180) / Math.PI;
      s += `<polygon points="0,0 9,-13 18,0" fill="${band}" transform="translate(${f(px)} ${f(py)}) rotate(${f(a + 180)}) translate(-9 0)"/>`;
      const [ix, iy] = cubic(...cv, i / 9);
      s += `<circle cx="${f(ix + (300 - ix) * 0.22)}" cy="${f(iy - 16)}" r="3.4" fill="${dots}"/>`;
    }
  }
  s += `<path d="M${B[0]} ${B[1] - 30} l-10 -18 l10 -18 l10 18z" fill="${band}"/>`;
  return s + neckHole(y, 70, 20);
}

function hemBand(y, h, x1, x2, main, band, tri = true) {
  let s = `<rect x="${x1}" y="${y}" width="${x2 - x1}" height="${h}" fill="${main}"/><rect x="${x1}" y="${y + 4}" width="${x2 - x1}" height="3" fill="${band}"/><rect x="${x1}" y="${y + h - 7}" width="${x2 - x1}" height="3" fill="${band}"/>`;
  if (tri) for (let x = x1; x < x2; x += 22) s += `<polygon points="${x},${y + h - 10} ${x + 11},${y + 10} ${x + 22},${y + h - 10}" fill="${band}"/>`;
  return s;
}

// ---------------------------------------------------------------------------------------------
// Product drawings. Each returns a full SVG string.
// ---------------------------------------------------------------------------------------------

/** Full-frame fabric close-up with a folded corner. */
function swatch(bg, fabricMarkup, defs = '') {
  const body =
    fabricMarkup +
    `<rect width="600" height="600" fill="url(#sw)"/>` +
    `<polygon points="600,370 600,600 370,600" fill="#000" opacity=".18" filter="url(#blur)"/>` +
    `<polygon points="600,400 400,600 600,600" fill="${bg[1]}"/>` +
    `<polygon points="600,400 400,600 430,430" fill="#3b2614" opacity=".22"/>` +
    `<polygon points="600,400 400,600 440,440" fill="url(#fold)"/>`;
  const d =
    defs +
    `<linearGradient id="sw" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".12"/><stop offset=".5" stop-color="#000" stop-opacity="0"/><stop offset=".62" stop-color="#000" stop-opacity=".12"/><stop offset=".72" stop-color="#fff" stop-opacity=".08"/><stop offset="1" stop-color="#000" stop-opacity=".2"/></linearGradient>` +
    `<linearGradient id="fold" x1="1" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff" stop-opacity=".5"/><stop offset="1" stop-color="#000" stop-opacity=".15"/></linearGradient>`;
  return canvas(bg, body, { floor: false, defs: d });
}

function kenteStole(bg, pal, seed) {
  const left = 'M196 150 L292 150 L286 508 L176 500 Z';
  const right = 'M308 150 L404 150 L424 500 L314 508 Z';
  const bar = `<rect x="170" y="136" width="260" height="16" rx="8" fill="#8A5A2B"/><rect x="170" y="136" width="260" height="6" rx="3" fill="#fff" opacity=".2"/>`;
  const body =
    `<path d="M300 136 L300 100 C300 86 318 82 319 68 C320 54 298 48 290 60" fill="none" stroke="#777" stroke-width="5" stroke-linecap="round"/>` +
    bar +
    piece('stL', left, kente(170, 140, 130, 380, pal, { stripW: 48, segH: 62, seed: seed + 'L' })) +
    piece('stR', right, kente(300, 140, 130, 380, pal, { stripW: 48, segH: 62, seed: seed + 'L' })) +
    fringe(178, 500, 108, 30, [pal.ground, pal.pins[0], pal.pins[1]]) +
    fringe(316, 506, 108, 30, [pal.ground, pal.pins[0], pal.pins[1]]) +
    `<path d="M192 152 C240 128 360 128 408 152" fill="none" stroke="#000" stroke-opacity=".25" stroke-width="4"/>`;
  return canvas(bg, body);
}

function foldedKente(bg, pal, seed) {
  let body = '';
  // Edges of the folds under the top layer.
  for (let i = 3; i >= 1; i--) {
    const y = 440 + i * 16;
    body += piece(`fk${i}`, `M${118 - i * 4} ${y - 20} L${482 + i * 4} ${y - 20} L${486 + i * 4} ${y + 10} L${114 - i * 4} ${y + 10} Z`, kente(100, y - 30, 400, 50, pal, { stripW: 44, segH: 28, seed: seed + i }), { shadow: i === 3 });
  }
  body += piece('fk0', 'M120 170 L480 170 L488 446 L112 446 Z', kente(100, 160, 400, 300, pal, { stripW: 56, segH: 68, seed }));
  body += `<path d="M116 310 L484 310" stroke="#000" stroke-opacity=".18" stroke-width="6" filter="url(#blurS)"/>`;
  // Fringe (the loose warp ends) hanging from the cloth's side.
  for (let i = 0, y = 182; y < 440; y += 7, i++) body += `<line x1="486" y1="${y}" x2="${f(508 + (i % 4) * 3)}" y2="${y + (i % 3) - 1}" stroke="${[pal.ground, pal.pins[0]][i % 2]}" stroke-width="3" stroke-linecap="round"/>`;
  return canvas(bg, body);
}

function spreadKente(bg, pal, seed, viewBox) {
  const d = 'M96 118 L504 100 L520 492 L112 510 Z';
  const body =
    `<g transform="rotate(-3 300 300)">` +
    piece('sk', d, kente(80, 90, 460, 440, pal, { stripW: 52, segH: 64, seed })) +
    `</g>` +
    fringe(100, 104, 400, 24, [pal.ground, pal.pins[0], pal.pins[1]], -1, 8) +
    fringe(116, 500, 400, 26, [pal.ground, pal.pins[0], pal.pins[1]], 1, 8);
  return canvas(bg, body, { viewBox });
}

function kenteSwatch(bg, pal, seed) {
  return swatch(bg, kente(-10, -10, 620, 620, pal, { stripW: 122, segH: 150, seed }));
}

function smock(bg, { id, colors, embroidery, shape = 'smock', viewBox, pocket = true }) {
  const defs = stripes(id + 'p', colors);
  const d = SHAPE[shape];
  const [e1, e2, e3] = embroidery;
  let det = '';
  // Pleat folds that give the smock its flare.
  det += folds(shape === 'vest' ? ['M236 320 L228 518', 'M364 320 L372 518'] : ['M196 330 L160 530', 'M240 320 L226 530', 'M300 330 L300 530', 'M360 320 L374 530', 'M404 330 L440 530'], 0.16);
  // Embroidered V opening.
  det += `<path d="M266 116 L300 222 L334 116" fill="#1a120c" fill-opacity=".5"/>`;
  det += stitch('M256 118 L300 240 L344 118', e1, 5, '8 4');
  det += stitch('M244 120 L300 262 L356 120', e2, 4, '3 4');
  det += stitch('M232 122 L300 284 L368 122', e3, 4, '8 4');
  for (let i = 0; i < 5; i++) det += `<circle cx="300" cy="${250 + i * 14}" r="4" fill="${[e1, e2, e3][i % 3]}"/>`;
  if (pocket) {
    det += `<path d="M198 318 L262 318 L262 386 L230 410 L198 386 Z" fill="#000" fill-opacity=".12"/>`;
    det += stitch('M198 318 L262 318 L262 386 L230 410 L198 386 Z', e1, 3, '5 4');
    det += `<path d="M212 334 L248 334 L230 370 Z" fill="none" stroke="${e2}" stroke-width="3"/>`;
  }
  const body = (shape === 'vest' ? '' : hanger) + piece(id, d, `url(#${id}p)`, { details: det }) + neckHole(shape === 'vest' ? 104 : 108, 64, 18);
  return canvas(bg, body, { defs, viewBox });
}

function stripeSwatch(bg, id, colors) {
  const defs = stripes(id, colors, { scale: 4 });
  let marks = '';
  for (let x = 136; x < 600; x += 136) for (let y = 20; y < 600; y += 26) marks += `<line x1="${x - 5}" y1="${y}" x2="${x + 5}" y2="${y + 10}" stroke="${C.white}" stroke-width="2.4" stroke-opacity=".8"/>`;
  return swatch(bg, `<rect width="600" height="600" fill="url(#${id})"/>${marks}`, defs);
}

function dashikiShirt(bg, { id, base, bib, viewBox, kids = false }) {
  const det = dashikiBib(bib) + hemBand(470, 44, 170, 430, bib.main, bib.band) + `<g>${hemBand(236, 26, 90, 180, bib.main, bib.band, false)}${hemBand(236, 26, 420, 510, bib.main, bib.band, false)}</g>`;
  const shirt = piece(id, SHAPE.shirt, base, { details: det });
  let body;
  if (kids) {
    // Shirt and matching shorts, drawn smaller.
    body =
      `<g transform="translate(300 300) scale(.78) translate(-300 -352)">` +
      piece(id + 's', 'M200 380 L400 380 L414 430 L430 600 L322 600 L302 470 L298 470 L278 600 L170 600 L186 430 Z', base, { details: hemBand(570, 30, 160, 440, bib.main, bib.band, false) }) +
      shirt +
      `</g>`;
  } else {
    body = hanger + shirt;
  }
  return canvas(bg, body, { viewBox });
}

function waxGarment(bg, { id, shape, pattern, colors, T = 90, rotate = 0, extra = '', over = '', before = '', withHanger = false, viewBox }) {
  const defs = wax(id + 'p', pattern, colors, { T, rotate });
  const body = before + (withHanger ? hanger : '') + piece(id, SHAPE[shape], `url(#${id}p)`, { details: extra }) + over;
  return canvas(bg, body, { defs, viewBox });
}

function waxSwatch(bg, id, pattern, colors, T = 200, rotate = 0) {
  const defs = wax(id, pattern, colors, { T, rotate });
  return swatch(bg, `<rect width="600" height="600" fill="url(#${id})"/>`, defs);
}

const gownSleeves = `<path d="M194 160 C172 166 150 180 142 204 C162 214 184 208 200 192 Z" fill="${C.gold}"/><path d="M406 160 C428 166 450 180 458 204 C438 214 416 208 400 192 Z" fill="${C.gold}"/><path d="M194 160 C172 166 150 180 142 204 C162 214 184 208 200 192 Z M406 160 C428 166 450 180 458 204 C438 214 416 208 400 192 Z" fill="url(#shV)" stroke="#2a1a10" stroke-opacity=".35" stroke-width="2"/>`;

function kenteGarment(bg, { id, shape, pal, seed, extra = '', over = '', stripW = 44, segH = 54, viewBox }) {
  const body = piece(id, SHAPE[shape], kente(100, 60, 420, 520, pal, { stripW, segH, seed }), { details: extra }) + over;
  return canvas(bg, body, { viewBox });
}

// --- accessories -------------------------------------------------------------------------------

function bolgaBasket(bg, seed, viewBox) {
  const r = rng(seed);
  const bands = [C.straw, C.red, C.straw, C.green, C.straw, C.black, C.straw, C.blue, C.straw];
  const d = 'M128 262 C128 470 200 540 300 540 C400 540 472 470 472 262 Z';
  let fill = `<rect x="100" y="230" width="400" height="330" fill="${C.straw}"/>`;
  let y = 268;
  bands.forEach((c, i) => {
    const h = i % 2 ? 22 : 12 + Math.floor(r() * 16);
    if (c !== C.straw) {
      fill += `<rect x="100" y="${y}" width="400" height="${h}" fill="${c}"/>`;
      if (i === 3) for (let x = 100; x < 500; x += 28) fill += `<polygon points="${x},${y + h} ${x + 14},${y} ${x + 28},${y + h}" fill="${C.yellow}"/>`;
    }
    y += h;
  });
  // Twill texture of the woven elephant grass.
  fill += `<rect x="100" y="230" width="400" height="330" fill="url(#weave)"/>`;
  const defs = `<pattern id="weave" patternUnits="userSpaceOnUse" width="14" height="14" patternTransform="rotate(25)"><rect width="14" height="14" fill="none"/><rect width="7" height="14" fill="#000" fill-opacity=".09"/></pattern>`;
  const handle = (x1, x2) => `<path d="M${x1} 270 C${x1 - 10} 120 ${x2 + 10} 120 ${x2} 270" fill="none" stroke="#5A3417" stroke-width="18" stroke-linecap="round"/><path d="M${x1} 270 C${x1 - 10} 120 ${x2 + 10} 120 ${x2} 270" fill="none" stroke="#8B5A2B" stroke-width="10" stroke-dasharray="4 6"/>`;
  const body =
    handle(172, 428) +
    `<ellipse cx="300" cy="262" rx="172" ry="44" fill="#8C6A32"/>` +
    piece('bb', d, fill) +
    `<ellipse cx="300" cy="262" rx="172" ry="44" fill="none" stroke="#B68F4C" stroke-width="12"/>` +
    `<path d="M300 218 C240 218 200 240 180 258" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="4"/>`;
  return canvas(bg, body, { defs, viewBox });
}

function bolgaTop(bg) {
  const rings = [
    [200, C.straw],
    [182, C.red],
    [160, C.straw],
    [140, C.green],
    [116, C.straw],
    [96, C.black],
    [78, C.straw],
    [56, C.blue],
    [36, C.straw],
  ];
  let body = `<circle cx="306" cy="312" r="206" fill="#3b2614" opacity=".25" filter="url(#blur)"/>`;
  for (const [rad, c] of rings) body += `<circle cx="300" cy="300" r="${rad}" fill="${c}"/>`;
  for (let k = 0; k < 24; k++) {
    const a = (k * Math.PI) / 12;
    body += `<line x1="${f(300 + 40 * Math.cos(a))}" y1="${f(300 + 40 * Math.sin(a))}" x2="${f(300 + 198 * Math.cos(a))}" y2="${f(300 + 198 * Math.sin(a))}" stroke="#000" stroke-opacity=".08" stroke-width="6"/>`;
  }
  for (let k = 0; k < 16; k++) {
    const a = (k * Math.PI) / 8;
    body += `<polygon points="${pts([[300 + 142 * Math.cos(a - 0.1), 300 + 142 * Math.sin(a - 0.1)], [300 + 158 * Math.cos(a), 300 + 158 * Math.sin(a)], [300 + 142 * Math.cos(a + 0.1), 300 + 142 * Math.sin(a + 0.1)]])}" fill="${C.yellow}"/>`;
  }
  body += `<circle cx="300" cy="300" r="200" fill="none" stroke="#B68F4C" stroke-width="14"/><circle cx="300" cy="300" r="200" fill="url(#beadHi)" opacity=".35"/>`;
  body += `<path d="M150 170 C120 60 480 60 450 170" fill="none" stroke="#5A3417" stroke-width="20" stroke-linecap="round"/><path d="M150 170 C120 60 480 60 450 170" fill="none" stroke="#8B5A2B" stroke-width="10" stroke-dasharray="4 6"/>`;
  return canvas(bg, body, { floor: false });
}

function beadNecklace(bg, seed, palette, viewBox) {
  const r = rng(seed);
  let body = '';
  const cx = 300;
  const cy = 210;
  const rx = 180;
  const ry = 270;
  const n = 25;
  const path = [];
  for (let i = 0; i <= 60; i++) {
    const t = -0.28 + (i / 60) * (Math.PI + 0.56);
    path.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t)]);
  }
  body += `<polyline points="${pts(path)}" fill="none" stroke="#3b2614" stroke-width="3"/>`;
  const beads = [];
  for (let i = 0; i < n; i++) {
    const t = -0.22 + (i / (n - 1)) * (Math.PI + 0.44);
    const mid = Math.abs(i - (n - 1) / 2);
    const size = mid < 0.6 ? 34 : 14 + (1 - mid / 12) * 10 + r() * 4;
    beads.push([cx + rx * Math.cos(t), cy + ry * Math.sin(t), size, palette[Math.floor(r() * palette.length)], Math.floor(r() * 3)]);
  }
  for (const [x, y, s, c, deco] of beads) {
    body += `<circle cx="${f(x + 3)}" cy="${f(y + 5)}" r="${f(s)}" fill="#3b2614" opacity=".22" filter="url(#blurS)"/>`;
    body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="${c}"/>`;
    if (deco === 0) body += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 0.22)}" fill="${C.yellow}"/><ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(s)}" ry="${f(s * 0.08)}" fill="${C.black}"/>`;
    else if (deco === 1) for (let k = 0; k < 4; k++) body += `<circle cx="${f(x + s * 0.5 * Math.cos(k * 1.57 + 0.6))}" cy="${f(y + s * 0.5 * Math.sin(k * 1.57 + 0.6))}" r="${f(s * 0.16)}" fill="${C.white}"/>`;
    else body += `<path d="M${f(x - s * 0.9)} ${f(y)} Q${f(x - s * 0.45)} ${f(y - s * 0.5)} ${f(x)} ${f(y)} T${f(x + s * 0.9)} ${f(y)}" fill="none" stroke="${C.white}" stroke-width="${f(s * 0.14)}"/>`;
    body += `<circle cx="${f(x)}" cy="${f(y)}" r="${f(s)}" fill="url(#beadHi)"/>`;
  }
  // Clasp ends.
  body += `<circle cx="${f(cx + rx * Math.cos(-0.28))}" cy="${f(cy + ry * Math.sin(-0.28))}" r="7" fill="url(#brassG)"/><circle cx="${f(cx + rx * Math.cos(Math.PI + 0.28))}" cy="${f(cy + ry * Math.sin(Math.PI + 0.28))}" r="7" fill="url(#brassG)"/>`;
  return canvas(bg, body, { floor: false, viewBox });
}

function clutch(bg, pal, seed) {
  const bodyD = 'M128 232 L472 232 Q484 232 484 244 L484 428 Q484 444 468 444 L132 444 Q116 444 116 428 L116 244 Q116 232 128 232 Z';
  const flapD = 'M122 236 L478 236 L300 368 Z';
  const body =
    piece('cb', bodyD, kente(100, 220, 400, 240, pal, { stripW: 50, segH: 60, seed })) +
    piece('cf', flapD, kente(100, 220, 400, 160, { ...pal, ground: C.black }, { stripW: 50, segH: 60, seed: seed + 'f', vertical: false }), { shadow: false }) +
    `<path d="M122 236 L300 368 L478 236" fill="none" stroke="${C.gold}" stroke-width="5"/>` +
    `<circle cx="300" cy="356" r="18" fill="url(#brassG)"/><circle cx="300" cy="356" r="8" fill="#7D5A17"/>`;
  return canvas(bg, body);
}

function headwrap(bg, id, pattern, colors) {
  const defs = wax(id + 'p', pattern, colors, { T: 80, rotate: 20 });
  const head = `<path d="M246 560 L252 440 C210 420 196 360 204 300 C212 240 250 214 300 214 C350 214 388 240 396 300 C404 360 390 420 348 440 L354 560 Z" fill="#4A2E1E"/><path d="M246 560 L252 440 C210 420 196 360 204 300 C212 240 250 214 300 214 C350 214 388 240 396 300 C404 360 390 420 348 440 L354 560 Z" fill="url(#shH)"/>`;
  const wrap = 'M190 318 C180 220 230 170 300 168 C370 170 420 220 410 318 C380 290 340 282 300 284 C260 282 220 290 190 318 Z';
  const knot = 'M250 178 C220 110 250 62 300 70 C350 62 380 110 350 178 C340 150 320 140 300 142 C280 140 260 150 250 178 Z';
  const fan = 'M296 152 C236 80 280 24 336 40 C398 58 404 122 352 164 Z';
  const body =
    head +
    piece(id + 'f', fan, `url(#${id}p)`) +
    piece(id, wrap, `url(#${id}p)`, { details: folds(['M206 296 C250 250 350 250 394 296', 'M220 250 C260 220 340 220 380 250'], 0.2) }) +
    piece(id + 'k', knot, `url(#${id}p)`, { shadow: false, details: folds(['M270 160 C270 120 290 100 300 96', 'M330 160 C330 120 310 100 300 96'], 0.22) });
  return canvas(bg, body, { defs });
}

function pendant(bg) {
  let chain = '';
  for (let i = 0; i <= 30; i++) {
    const t = i / 30;
    const x = 130 + t * 340;
    const y = 60 + 220 * (1 - Math.pow(2 * t - 1, 2));
    chain += `<ellipse cx="${f(x)}" cy="${f(y)}" rx="7" ry="4.5" fill="none" stroke="url(#brassG)" stroke-width="3" transform="rotate(${f(Math.atan2(440 * (1 - 2 * t) * 2, 340) * (180 / Math.PI) * 0.5)} ${f(x)} ${f(y)})"/>`;
  }
  const body =
    chain +
    `<rect x="292" y="272" width="16" height="26" rx="6" fill="url(#brassG)"/>` +
    `<circle cx="308" cy="418" r="124" fill="#3b2614" opacity=".25" filter="url(#blur)"/>` +
    `<circle cx="300" cy="408" r="120" fill="url(#brassG)"/>` +
    `<circle cx="300" cy="408" r="104" fill="none" stroke="#7D5A17" stroke-width="4"/>` +
    `<circle cx="300" cy="408" r="96" fill="none" stroke="#F6DB8A" stroke-width="2" stroke-dasharray="3 6"/>` +
    `<g opacity=".85">${adinkra.sankofa(300, 396, 150, '#6A4A10')}</g>` +
    `<path d="M214 360 A96 96 0 0 1 300 312" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="6" stroke-linecap="round"/>`;
  return canvas(bg, body);
}

function leatherBag(bg, viewBox) {
  const bodyD = 'M150 250 Q150 230 170 230 L430 230 Q450 230 450 250 L450 470 Q450 500 420 500 L180 500 Q150 500 150 470 Z';
  const flapD = 'M146 226 L454 226 L454 360 Q454 396 420 404 L300 430 L180 404 Q146 396 146 360 Z';
  let tool = '';
  for (let x = 170; x < 430; x += 26) tool += `<polygon points="${x},288 ${x + 13},266 ${x + 26},288" fill="${C.black}" fill-opacity=".75"/>`;
  for (let x = 170; x < 430; x += 26) tool += `<polygon points="${x},296 ${x + 13},318 ${x + 26},296" fill="${C.green}"/>`;
  tool += `<polygon points="300,330 340,366 300,402 260,366" fill="${C.black}" fill-opacity=".75"/><polygon points="300,346 322,366 300,386 278,366" fill="${C.yellow}"/>`;
  tool += `<polygon points="200,340 222,366 200,392 178,366" fill="${C.green}"/><polygon points="400,340 422,366 400,392 378,366" fill="${C.green}"/>`;
  const body =
    `<path d="M160 246 C150 40 450 40 440 246" fill="none" stroke="#6E1D16" stroke-width="16"/>` +
    stitch('M160 246 C150 40 450 40 440 246', '#F1D9A8', 2, '5 5') +
    piece('lb', bodyD, '#9E2A22') +
    piece('lf', flapD, '#B3362A', { shadow: false, details: tool + stitch('M160 240 L440 240 L440 356 Q440 386 414 392 L300 416 L186 392 Q160 386 160 356 Z', '#F1D9A8', 2.5, '6 5') }) +
    `<rect x="288" y="420" width="24" height="34" rx="4" fill="url(#brassG)"/>` +
    [186, 206, 226].map((x) => `<path d="M${x} 500 L${x - 6} 556" stroke="#6E1D16" stroke-width="6" stroke-linecap="round"/>`).join('') +
    [374, 394, 414].map((x) => `<path d="M${x} 500 L${x + 6} 556" stroke="#6E1D16" stroke-width="6" stroke-linecap="round"/>`).join('');
  return canvas(bg, body, { viewBox });
}

function adinkraCloth(bg) {
  const ground = '#B4532A';
  const ink = '#1E120C';
  const x0 = 90;
  const y0 = 120;
  const w = 420;
  const h = 330;
  let fabric = `<rect x="${x0 - 20}" y="${y0 - 20}" width="${w + 40}" height="${h + 40}" fill="${ground}"/>`;
  const cols = 4;
  const rows = 3;
  const syms = ['sankofa', 'adinkrahene', 'dwennimmen', 'nsoromma', 'fihankra', 'nkyinkyim'];
  for (let i = 0; i < cols; i++)
    for (let j = 0; j < rows; j++) {
      const cw = w / cols;
      const ch = h / rows;
      const fn = adinkra[syms[(i + j * 2) % syms.length]];
      for (const [dx, dy] of [
        [0.3, 0.3],
        [0.7, 0.7],
      ])
        fabric += fn(x0 + i * cw + dx * cw, y0 + j * ch + dy * ch, ch * 0.36, ink);
    }
  // Combed grid lines between the stamped squares.
  for (let i = 0; i <= cols; i++) for (let k = -2; k <= 2; k++) fabric += `<rect x="${f(x0 + (i * w) / cols + k * 3 - 0.8)}" y="${y0 - 20}" width="1.6" height="${h + 40}" fill="${ink}"/>`;
  for (let j = 0; j <= rows; j++) for (let k = -2; k <= 2; k++) fabric += `<rect x="${x0 - 20}" y="${f(y0 + (j * h) / rows + k * 3 - 0.8)}" width="${w + 40}" height="1.6" fill="${ink}"/>`;
  let body = '';
  for (let i = 3; i >= 1; i--) body += piece(`ac${i}`, `M${96 - i * 3} ${456 + i * 14} L${504 + i * 3} ${456 + i * 14} L${506 + i * 3} ${476 + i * 14} L${94 - i * 3} ${476 + i * 14} Z`, i % 2 ? '#A44A25' : ground, { shadow: i === 3 });
  body += piece('ac', 'M96 110 L504 110 L508 470 L92 470 Z', fabric);
  return canvas(bg, body);
}

// --- garment compositions -----------------------------------------------------------------------

const waistTie = (y, color) =>
  `<path d="M218 ${y} L382 ${y} L382 ${y + 18} L218 ${y + 18} Z" fill="${color}"/><path d="M356 ${y + 10} C370 ${y + 50} 360 ${y + 90} 372 ${y + 120}" fill="none" stroke="${color}" stroke-width="14" stroke-linecap="round"/><path d="M348 ${y + 10} C340 ${y + 50} 350 ${y + 80} 336 ${y + 104}" fill="none" stroke="${color}" stroke-width="12" stroke-linecap="round"/>`;

const rib = (d, color) => `<path d="${d}" fill="${color}"/><path d="${d}" fill="url(#ribP)"/>`;
const ribDefs = `<pattern id="ribP" patternUnits="userSpaceOnUse" width="6" height="6"><rect width="3" height="6" fill="#fff" fill-opacity=".12"/></pattern>`;

function bomber(bg, viewBox) {
  const defs = wax('bmp', 'swirl', [C.blue, C.orange, C.white, C.yellow], { T: 96, rotate: 12 }) + ribDefs;
  const over =
    rib('M228 112 C262 136 338 136 372 112 L364 98 C336 118 264 118 236 98 Z', C.black) +
    rib('M170 488 L430 488 L432 520 L168 520 Z', C.black) +
    rib('M84 452 L134 462 L128 496 L78 486 Z', C.black) +
    rib('M466 462 L516 452 L522 486 L472 496 Z', C.black) +
    `<path d="M300 128 L300 520" stroke="#C8C8C8" stroke-width="5"/><path d="M300 128 L300 520" stroke="#777" stroke-width="2" stroke-dasharray="2 3"/>` +
    `<rect x="294" y="150" width="12" height="22" rx="3" fill="#ccc"/>`;
  const body = hanger + piece('bm', SHAPE.bomber, 'url(#bmp)', { details: folds(['M150 300 C140 360 140 400 138 450', 'M450 300 C460 360 460 400 462 450']) }) + over;
  return canvas(bg, body, { defs, viewBox });
}

function denimJacket(bg, pal) {
  const d = SHAPE.bomber;
  const trim = (id, dd, seed) => piece(id, dd, kente(60, 60, 500, 500, pal, { stripW: 22, segH: 26, seed }), { shadow: false });
  const det =
    stitch('M300 128 L300 490', '#E8B04B', 2, '5 4') +
    stitch('M176 452 L424 452', '#E8B04B', 2, '5 4') +
    `<circle cx="288" cy="190" r="5" fill="#B9B9B9"/><circle cx="288" cy="260" r="5" fill="#B9B9B9"/><circle cx="288" cy="330" r="5" fill="#B9B9B9"/><circle cx="288" cy="400" r="5" fill="#B9B9B9"/>` +
    folds(['M150 300 C140 360 140 400 138 450', 'M450 300 C460 360 460 400 462 450'], 0.2);
  const body =
    hanger +
    piece('dj', d, C.denim, { details: det }) +
    trim('dt1', 'M226 112 C262 134 338 134 374 112 L404 138 L336 196 L300 150 L264 196 L196 138 Z', 'c') +
    trim('dt2', 'M196 236 L272 236 L272 272 L234 284 L196 272 Z', 'p1') +
    trim('dt3', 'M328 236 L404 236 L404 272 L366 284 L328 272 Z', 'p2') +
    trim('dt4', 'M84 452 L134 462 L128 496 L78 486 Z', 'x1') +
    trim('dt5', 'M466 462 L516 452 L522 486 L472 496 Z', 'x2') +
    trim('dt6', 'M170 468 L430 468 L430 490 L170 490 Z', 'h');
  return canvas(bg, body);
}

function hoodie(bg) {
  const defs = wax('hdp', 'adinkra', [C.black, C.gold, C.white, C.orange], { T: 110 }) + ribDefs;
  const hood = 'M220 128 C200 40 400 40 380 128 C352 108 248 108 220 128 Z';
  const over =
    `<path d="M256 300 L344 300 L374 404 L226 404 Z" fill="#000" fill-opacity=".25"/>` +
    stitch('M256 300 L344 300 L374 404 L226 404 Z', '#555', 2, '4 4') +
    `<path d="M282 130 C278 170 284 200 276 226" fill="none" stroke="#eee" stroke-width="5" stroke-linecap="round"/><path d="M318 130 C322 170 316 200 324 226" fill="none" stroke="#eee" stroke-width="5" stroke-linecap="round"/>` +
    rib('M170 488 L430 488 L432 520 L168 520 Z', '#231F1C') +
    rib('M84 452 L134 462 L128 496 L78 486 Z', '#231F1C') +
    rib('M466 462 L516 452 L522 486 L472 496 Z', '#231F1C');
  const body = piece('hh', hood, '#2A2522') + `<path d="M240 122 C260 80 340 80 360 122" fill="#111"/>` + piece('hd', SHAPE.bomber, 'url(#hdp)', { shadow: true }) + over;
  return canvas(bg, body, { defs });
}

function ankaraShirt(bg) {
  const defs = wax('asp', 'leaf', [C.green, C.yellow, C.dgreen, C.white], { T: 84, rotate: 0 });
  const collar = `<path d="M232 118 L300 176 L262 196 L222 132 Z" fill="${C.dgreen}"/><path d="M368 118 L300 176 L338 196 L378 132 Z" fill="${C.dgreen}"/>`;
  const placket = `<path d="M300 176 L300 514" stroke="#000" stroke-opacity=".3" stroke-width="3"/>` + [220, 290, 360, 430].map((y) => `<circle cx="306" cy="${y}" r="5.5" fill="${C.white}"/>`).join('');
  const body = hanger + piece('as', SHAPE.shirt, 'url(#asp)', { details: placket + `<path d="M196 240 L252 240 L252 290 L196 290 Z" fill="none" stroke="#000" stroke-opacity=".3" stroke-width="2"/>` }) + collar;
  return canvas(bg, body, { defs });
}

function tamaleKaftan(bg) {
  const gold = '#D4A02A';
  let det = `<path d="M264 100 L336 100 L318 300 L282 300 Z" fill="none"/>`;
  det += `<path d="M284 104 L284 330 L316 330 L316 104" fill="none" stroke="${gold}" stroke-width="4"/>`;
  det += stitch('M276 104 L276 340 L324 340 L324 104', gold, 3, '6 4');
  for (let y = 140; y < 330; y += 26) det += `<polygon points="300,${y - 10} 309,${y} 300,${y + 10} 291,${y}" fill="${gold}"/>`;
  det += `<path d="M236 94 C264 122 336 122 364 94" fill="none" stroke="${gold}" stroke-width="6"/>` + stitch('M226 100 C262 136 338 136 374 100', gold, 3, '6 4');
  det += stitch('M92 430 L146 442', gold, 4, '6 4') + stitch('M454 442 L508 430', gold, 4, '6 4');
  det += stitch('M170 530 L430 530', gold, 4, '6 4') + `<path d="M170 542 L430 542" stroke="${gold}" stroke-width="4"/>`;
  det += folds(['M200 300 C196 380 196 460 200 556', 'M400 300 C404 380 404 460 400 556', 'M130 300 C120 360 110 420 104 450'], 0.09);
  const body = hanger.replace('M300 118', 'M300 96') + piece('tk', SHAPE.tunic, '#F4EFE4', { details: det }) + neckHole(94, 64, 16);
  return canvas(bg, body);
}

function agbada(bg) {
  const gold = '#E0AE3C';
  let det = '';
  det += `<path d="M176 496 L424 496 L424 556 L176 556 Z" fill="#5E1420"/>`;
  det += `<path d="M240 110 C250 250 270 300 300 320 C330 300 350 250 360 110" fill="none" stroke="${gold}" stroke-width="6"/>`;
  det += stitch('M226 120 C236 270 262 322 300 344 C338 322 364 270 374 120', gold, 3, '6 4');
  for (let k = 0; k < 3; k++) det += `<path d="${spiral(300, 220 + k * 40, 16, 1.6, k % 2 ? 1 : -1)}" fill="none" stroke="${gold}" stroke-width="4"/>`;
  det += `<path d="M120 280 L212 280 L212 410 L120 410 Z" fill="none" stroke="${gold}" stroke-width="4"/>` + `<path d="${spiral(166, 345, 36, 2.2)}" fill="none" stroke="${gold}" stroke-width="4"/>` + stitch('M110 270 L222 270 L222 420 L110 420 Z', gold, 2.5, '5 4');
  det += folds(['M80 230 C90 320 96 400 90 470', 'M520 230 C510 320 504 400 510 470', 'M250 360 C246 420 240 470 236 496', 'M350 360 C354 420 360 470 364 496'], 0.18);
  const body = piece('ag', SHAPE.agbada, C.maroon, { details: det }) + neckHole(78, 50, 16);
  return canvas(bg, body);
}

function trousers(bg) {
  const defs = wax('trp', 'diamond', [C.blue, C.indigo, C.orange, C.white], { T: 64, rotate: 0 });
  const body = piece('tr', SHAPE.trousers, 'url(#trp)', { details: `<rect x="190" y="88" width="220" height="30" fill="${C.indigo}"/>` + folds(['M250 160 C248 300 240 420 232 548', 'M350 160 C352 300 360 420 368 548', 'M300 120 L300 232']) });
  return canvas(bg, body, { defs });
}

function joggers(bg) {
  const defs = wax('jgp', 'geo', [C.green, C.dgreen, C.yellow, C.orange], { T: 70 }) + ribDefs;
  const over =
    rib('M190 88 L410 88 L410 126 L190 126 Z', C.black) +
    rib('M194 496 L280 496 L274 548 L188 548 Z', C.black) +
    rib('M320 496 L406 496 L412 548 L326 548 Z', C.black) +
    `<path d="M290 124 C286 160 282 180 276 196 M310 124 C314 160 318 180 324 196" fill="none" stroke="${C.white}" stroke-width="4" stroke-linecap="round"/>`;
  const body = piece('jg', SHAPE.joggers, 'url(#jgp)', { details: folds(['M240 300 C236 380 236 430 240 496', 'M360 300 C364 380 364 430 360 496']) }) + over;
  return canvas(bg, body, { defs });
}

function kabaSlit(bg, viewBox) {
  const defs = wax('ksp', 'sunburst', [C.yellow, C.orange, C.purple, C.red], { T: 96 });
  const body =
    piece('ks2', SHAPE.slit, 'url(#ksp)', { details: folds(['M260 300 L246 562', 'M340 300 L354 562']) }) +
    piece('ks1', SHAPE.kabaTop, 'url(#ksp)', { details: folds(['M160 110 C170 130 170 150 162 166', 'M440 110 C430 130 430 150 438 166', 'M196 222 C230 236 370 236 404 222']) + `<path d="M196 222 C240 240 360 240 404 222" fill="none" stroke="${C.purple}" stroke-width="8"/>` }) +
    neckHole(70, 62, 16);
  return canvas(bg, body, { defs, viewBox });
}

// ---------------------------------------------------------------------------------------------
// The catalog's images: slug -> one drawing per gallery image (keep in step with demo-catalog.ts)
// ---------------------------------------------------------------------------------------------

const PRODUCTS = [
  // traditional
  { slug: 'asante-kente-stole-gold-green', views: [() => kenteStole(BG.cream, KENTE.asante, 'stole'), () => kenteSwatch(BG.cream, KENTE.asante, 'stole')] },
  {
    slug: 'ewe-kente-full-cloth-indigo-gold',
    views: [() => foldedKente(BG.sky, KENTE.ewe, 'ewe'), () => spreadKente(BG.sky, KENTE.ewe, 'ewe2'), () => spreadKente(BG.sky, KENTE.ewe, 'ewe2', '140 150 300 300')],
  },
  {
    slug: 'northern-smock-fugu-indigo-stripe',
    views: [
      () => smock(BG.sand, { id: 'fg', colors: [C.indigo, C.white, '#4C6FB3'], embroidery: [C.yellow, C.red, C.white] }),
      () => smock(BG.sand, { id: 'fg', colors: [C.indigo, C.white, '#4C6FB3'], embroidery: [C.yellow, C.red, C.white], viewBox: '170 70 260 260' }),
      () => stripeSwatch(BG.sand, 'fgs', [C.indigo, C.white, '#4C6FB3']),
    ],
  },
  { slug: 'batakari-chiefs-smock-red-black', views: [() => smock(BG.clay, { id: 'bk', colors: [C.red, C.black, C.white], embroidery: [C.yellow, C.white, C.green] })] },
  { slug: 'adinkra-stamped-cloth-ntonso-russet', views: [() => adinkraCloth(BG.sand)] },
  { slug: 'kaba-and-slit-set-ankara-sunburst', views: [() => kabaSlit(BG.lilac), () => kabaSlit(BG.lilac, '150 50 300 300')] },
  // modern
  { slug: 'ankara-bomber-jacket-blue-swirl', views: [() => bomber(BG.sky), () => waxSwatch(BG.sky, 'bms', 'swirl', [C.blue, C.orange, C.white, C.yellow], 220, 12)] },
  { slug: 'kente-trim-denim-jacket', views: [() => denimJacket(BG.cream, KENTE.asante)] },
  {
    slug: 'wax-print-wrap-midi-dress-orange-blossom',
    views: [
      () =>
        waxGarment(BG.blush, {
          id: 'wd',
          shape: 'dress',
          pattern: 'flower',
          colors: [C.orange, C.yellow, C.teal, C.red],
          T: 80,
          rotate: 15,
          extra: folds(['M206 118 L382 300', 'M260 320 L220 540', 'M340 320 L380 540']),
          over: waistTie(264, C.teal),
        }),
    ],
  },
  { slug: 'adinkra-print-hoodie-sankofa-black', views: [() => hoodie(BG.sand)] },
  { slug: 'ankara-print-joggers-green-geometric', views: [() => joggers(BG.sage)] },
  // accessories
  { slug: 'bolgatanga-straw-market-basket', views: [() => bolgaBasket(BG.sage, 'bolga'), () => bolgaTop(BG.sage), () => bolgaBasket(BG.sage, 'bolga', '160 250 280 280')] },
  {
    slug: 'krobo-glass-bead-necklace-sunset',
    views: [() => beadNecklace(BG.blush, 'krobo', [C.orange, C.red, C.yellow, C.gold, '#2F8F6B', C.maroon]), () => beadNecklace(BG.blush, 'krobo', [C.orange, C.red, C.yellow, C.gold, '#2F8F6B', C.maroon], '170 300 260 260')],
  },
  { slug: 'kente-envelope-clutch-royal-purple', views: [() => clutch(BG.lilac, KENTE.purple, 'clutch')] },
  { slug: 'ankara-headwrap-duku-yellow-teal', views: [() => headwrap(BG.mint, 'hw', 'circles', [C.yellow, C.teal, C.orange, C.white])] },
  { slug: 'adinkra-brass-pendant-sankofa', views: [() => pendant(BG.sand)] },
  { slug: 'tamale-leather-crossbody-bag-red', views: [() => leatherBag(BG.cream), () => leatherBag(BG.cream, '140 220 320 320')] },
  // mens
  {
    slug: 'embroidered-dashiki-shirt-royal-blue',
    views: [
      () => dashikiShirt(BG.sky, { id: 'ds', base: C.blue, bib: { main: C.black, band: C.gold, dots: C.white, accent: C.red } }),
      () => dashikiShirt(BG.sky, { id: 'ds', base: C.blue, bib: { main: C.black, band: C.gold, dots: C.white, accent: C.red }, viewBox: '180 90 240 240' }),
    ],
  },
  { slug: 'tamale-kaftan-white-gold-embroidery', views: [() => tamaleKaftan(BG.sand)] },
  { slug: 'ankara-short-sleeve-shirt-green-leaf', views: [() => ankaraShirt(BG.sage)] },
  { slug: 'three-piece-agbada-wine-red', views: [() => agbada(BG.cream)] },
  { slug: 'fugu-vest-charcoal-white-stripe', views: [() => smock(BG.sky, { id: 'fv', shape: 'vest', colors: [C.charcoal, C.white, '#8A8580'], embroidery: [C.white, C.orange, C.white], pocket: false })] },
  { slug: 'ankara-slim-trousers-blue-diamond', views: [() => trousers(BG.sky)] },
  // womens
  {
    slug: 'ankara-peplum-top-pink-hibiscus',
    views: [() => waxGarment(BG.blush, { id: 'pp', shape: 'peplum', pattern: 'flower', colors: [C.pink, C.white, C.green, C.yellow], T: 76, withHanger: true, extra: folds(['M204 312 C230 330 370 330 396 312', 'M250 330 L236 398', 'M350 330 L364 398']) + neckHole(120, 64, 18) })],
  },
  {
    slug: 'kente-maxi-skirt-gold-red',
    views: [() => kenteGarment(BG.clay, { id: 'km', shape: 'skirt', pal: KENTE.fire, seed: 'skirt', extra: `<rect x="200" y="104" width="200" height="34" fill="${C.black}"/>` + folds(['M250 200 L220 544', 'M350 200 L380 544', 'M300 200 L300 544'], 0.14) })],
  },
  {
    slug: 'dashiki-kaftan-dress-purple',
    views: [() => canvas(BG.lilac, piece('dk', SHAPE.kaftan, C.purple, { details: dashikiBib({ y: 88, main: C.gold, band: C.white, dots: C.purple, accent: C.orange, depth: 220 }) + hemBand(510, 40, 170, 430, C.gold, C.white) + folds(['M236 330 L226 560', 'M364 330 L374 560', 'M150 240 C170 280 180 300 190 320'], 0.16) }))],
  },
  {
    slug: 'wax-print-wide-leg-jumpsuit-orange',
    views: [() => waxGarment(BG.clay, { id: 'js', shape: 'jumpsuit', pattern: 'swirl', colors: [C.orange, C.brown, C.yellow, C.white], T: 84, rotate: -10, extra: `<rect x="200" y="256" width="200" height="22" fill="${C.brown}"/>` + folds(['M300 342 L300 300', 'M240 330 L200 550', 'M360 330 L400 550']) + neckHole(86, 56, 16) })],
  },
  {
    slug: 'kente-off-shoulder-evening-gown-royal-blue',
    views: [
      () => kenteGarment(BG.sky, { id: 'kg', shape: 'gown', pal: KENTE.royal, seed: 'gown', extra: `<path d="M190 156 C250 144 350 144 410 156 L410 182 C350 170 250 170 190 182 Z" fill="${C.gold}"/><path d="M210 284 C260 296 340 296 390 284 L386 304 C340 316 260 316 214 304 Z" fill="${C.gold}"/>` + folds(['M260 320 C250 420 220 500 190 560', 'M340 320 C350 420 380 500 410 560'], 0.16), over: gownSleeves }),
      () => kenteGarment(BG.sky, { id: 'kg', shape: 'gown', pal: KENTE.royal, seed: 'gown', extra: `<path d="M190 156 C250 144 350 144 410 156 L410 182 C350 170 250 170 190 182 Z" fill="${C.gold}"/><path d="M210 284 C260 296 340 296 390 284 L386 304 C340 316 260 316 214 304 Z" fill="${C.gold}"/>`, over: gownSleeves, viewBox: '130 110 340 340' }),
      () => kenteSwatch(BG.sky, KENTE.royal, 'gown'),
    ],
  },
  // children
  { slug: 'childrens-dashiki-set-yellow', views: [() => dashikiShirt(BG.cream, { id: 'cd', base: C.yellow, bib: { main: C.black, band: C.red, dots: C.white, accent: C.green }, kids: true })] },
  {
    slug: 'girls-ankara-party-dress-pink-green',
    views: [() => waxGarment(BG.mint, { id: 'gd', shape: 'girlDress', pattern: 'flower', colors: [C.pink, C.green, C.yellow, C.white], T: 70, rotate: -20, withHanger: true, extra: `<rect x="190" y="238" width="220" height="24" fill="${C.green}"/>` + folds(['M250 280 L190 530', 'M300 280 L300 540', 'M350 280 L410 530']) + neckHole(100, 54, 14), over: `<path d="M300 250 C270 226 250 236 252 256 C254 276 276 274 300 250 C324 226 346 236 348 256 C346 276 324 274 300 250Z" fill="${C.dgreen}"/>` })],
  },
];

// ---------------------------------------------------------------------------------------------
// Render
// ---------------------------------------------------------------------------------------------

/** The drawing (600 x 600 user units) rasterised at 1200 px, losslessly: what a camera would hand the pipeline. */
function draw(svg) {
  return sharp(Buffer.from(svg), { density: (72 * DRAWN_PX) / 600 })
    .resize(DRAWN_PX, DRAWN_PX, { fit: 'fill' })
    .png({ compressionLevel: 6 })
    .toBuffer();
}

async function main() {
  await mkdir(OUT_DIR, { recursive: true });
  for (const name of await readdir(OUT_DIR)) if (/\.(avif|webp|jpg)$/.test(name)) await unlink(path.join(OUT_DIR, name));
  const photos = [];
  const slugs = new Set();
  let total = 0;
  for (const { slug, views } of PRODUCTS) {
    if (slugs.has(slug)) throw new Error(`duplicate slug ${slug}`);
    slugs.add(slug);
    for (let i = 0; i < views.length; i++) {
      const photo = await processPhoto(await draw(views[i]()));
      for (const file of photo.files) {
        await writeFile(path.join(OUT_DIR, file.name), file.body);
        total += file.body.length;
      }
      const card = photo.files.find((file) => file.name.endsWith('-600.avif')).body.length;
      photos.push({ name: `${slug}-${i + 1}`, key: photo.key, placeholder: photo.placeholder, width: photo.width, height: photo.height, card });
    }
  }
  const entries = photos.map(({ name, key, placeholder, width, height }) => `  '${name}': { key: '${key}', placeholder: '${placeholder}', width: ${width}, height: ${height} },`);
  await writeFile(
    PHOTOS_TS,
    `/**
 * The demo catalog's photos, made by backend/scripts/make-seed-photos.mjs (do not edit): each one's
 * name, as demo-catalog.ts lists it, with its media key, ThumbHash placeholder and size. The files
 * are backend/seed-photos/<key>-<width>.<format>; the seed copies them into the photo store.
 */
export interface DemoPhoto {
  key: string;
  placeholder: string;
  width: number;
  height: number;
}

export const demoPhotos: Record<string, DemoPhoto> = {
${entries.join('\n')}
};
`,
  );
  const cards = photos.map((photo) => photo.card).sort((a, b) => a - b);
  console.log(`Wrote ${photos.length} photos (${photos.length * 9} files, ${(total / 1024).toFixed(0)} KiB) to ${path.relative(process.cwd(), OUT_DIR)}`);
  console.log(`600 px AVIF: median ${(cards[cards.length >> 1] / 1024).toFixed(1)} kB, largest ${(cards[cards.length - 1] / 1024).toFixed(1)} kB`);

  // Check: every photo demo-catalog.ts names was made (read as text, no TS import).
  const listed = [...(await readFile(CATALOG_TS, 'utf8')).matchAll(/images: \[([^\]]*)\]/g)].flatMap((match) => [...match[1].matchAll(/'([^']+)'/g)].map((name) => name[1]));
  const made = new Set(photos.map((photo) => photo.name));
  const missing = listed.filter((name) => !made.has(name));
  const unlisted = [...made].filter((name) => !listed.includes(name));
  console.log(`Catalog check: ${listed.length} photos named in demo-catalog.ts, ${missing.length} missing, ${unlisted.length} made but unnamed`);
  if (missing.length) {
    console.error('Missing:\n  ' + missing.join('\n  '));
    process.exitCode = 1;
  }
  if (unlisted.length) console.warn('Unnamed:\n  ' + unlisted.join('\n  '));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
