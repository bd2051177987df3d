// Generates the site's raster images from illustrations drawn in code:
//   public/images/areas/{slug}.webp     one per service area in lib/content/areas.ts (1200x800)
//   public/images/services/{key}.webp   one per service (1200x800)
//   public/images/hero.webp             home page hero background (1600x1000)
//   public/images/facility.webp         our Lingfield Point facility with the trucks (1200x800)
//   public/og-default.png               social sharing card (1200x630)
//   app/apple-icon.png                  Apple touch icon (180x180)
//
// Why generated: the site is built on an offline machine with no stock photo library, and stock
// photography would be dishonest anyway (someone else's van, someone else's city). Each picture is
// a flat illustration built as SVG and rasterised with sharp. The illustrations are honest: an
// area picture shows what the place is (its hills, river or coast and its best-known landmark),
// a service picture shows what the service involves. None contains text, apart from the social
// card, which carries the company name: words inside images are unreadable to screen readers, so
// the pages write names and captions beside the pictures instead.
//
// Deterministic: every variation (hill shapes, rooftops, sun position, trees) comes from a seeded
// hash of the slug or key, never Math.random, so re-running produces identical files.
//
// Re-run after changing the drawing code or adding an area to lib/content/areas.ts (an area with
// no dedicated landmark gets the generic town scene):
//   npm run images
// Arguments limit the run to outputs whose path contains one of them, for quicker iteration:
//   npm run images -- areas/durham services hero
// It prints every file with its dimensions and size and exits non-zero if one is over budget
// (60 KB for 1200x800 WebP, 90 KB for the hero, 120 KB for PNGs).
//
// app/icon.svg (the favicon) is a small hand-written SVG of the same shield mark and is not
// written by this script; the mark here uses the geometry of components/site/logo.tsx.
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { areas } from "../lib/content/areas.ts";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

// ---------------------------------------------------------------------------------------------
// Palette (brand colours; a few tints are mixed from them)

const NAVY_900 = "#0b2a41";
const NAVY_800 = "#103a59";
const NAVY_700 = "#164b72";
const NAVY_600 = "#1d5f8f";
const GREEN_700 = "#15803d";
const GREEN_800 = "#166534";
const GREEN_400 = "#4ade80";
const LIGHT = "#eef5fb";
const WHITE = "#ffffff";

function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16));
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16));
  return (
    "#" +
    pa
      .map((v, i) =>
        Math.round(v + ((pb[i] ?? v) - v) * t)
          .toString(16)
          .padStart(2, "0"),
      )
      .join("")
  );
}

const SKY_HIGH = NAVY_800;
const SKY_LOW = mix(NAVY_600, LIGHT, 0.42);
const FAR_HILL = mix(NAVY_600, LIGHT, 0.2);
const STEEL = mix(LIGHT, NAVY_600, 0.3);
const SAND = mix(NAVY_600, LIGHT, 0.3);
const BODY_EDGE = mix(LIGHT, NAVY_600, 0.4);

// ---------------------------------------------------------------------------------------------
// Deterministic randomness

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

class Rng {
  private state: number;
  constructor(seed: string) {
    this.state = hashString(seed);
  }
  /** mulberry32: a small, well-distributed 32-bit generator. */
  next(): number {
    this.state = (this.state + 0x6d2b79f5) | 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error("pick from an empty list");
    return item;
  }
}

// ---------------------------------------------------------------------------------------------
// SVG building blocks

type Attrs = Record<string, string | number | undefined>;
type Pt = readonly [number, number];

const f = (v: number) => String(Math.round(v * 10) / 10);

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? f(v) : v}"`)
    .join("");
}
const el = (tag: string, a: Attrs, children?: string) =>
  children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });
const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra: Attrs = {}) =>
  el("ellipse", { cx, cy, rx, ry, fill, ...extra });
const pathEl = (d: string, fill: string, extra: Attrs = {}) => el("path", { d, fill, ...extra });
const poly = (pts: readonly Pt[], fill: string, extra: Attrs = {}) =>
  el("polygon", { points: pts.map(([x, y]) => `${f(x)},${f(y)}`).join(" "), fill, ...extra });
const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) => el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, ...extra });
const group = (children: string, extra: Attrs = {}) => el("g", extra, children);
const stroked = (d: string, stroke: string, width: number, extra: Attrs = {}) =>
  pathEl(d, "none", { stroke, "stroke-width": width, "stroke-linejoin": "round", ...extra });

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

function linearGradient(id: string, stops: [number, string, number?][], vertical = true): string {
  const dir = vertical ? { x1: 0, y1: 0, x2: 0, y2: 1 } : { x1: 0, y1: 0, x2: 1, y2: 0 };
  return el(
    "linearGradient",
    { id, ...dir },
    stops
      .map(([o, c, op]) => el("stop", { offset: o, "stop-color": c, "stop-opacity": op ?? 1 }))
      .join(""),
  );
}

/** Fixed-seed monochrome noise, used at a low opacity to dither soft gradients. */
function grainFilter(id: string): string {
  return el(
    "filter",
    { id, x: 0, y: 0, width: 1, height: 1 },
    el("feTurbulence", { type: "fractalNoise", baseFrequency: 0.8, numOctaves: 1, seed: 7 }) +
      el("feColorMatrix", {
        type: "matrix",
        values: "0 0 0 0 1  0 0 0 0 1  0 0 0 0 1  0 0 0 -1.6 1.1",
      }),
  );
}

function radialGlow(id: string, color: string, opacity: number): string {
  return el(
    "radialGradient",
    { id },
    el("stop", { offset: 0, "stop-color": color, "stop-opacity": opacity }) +
      el("stop", { offset: 1, "stop-color": color, "stop-opacity": 0 }),
  );
}

/** A smooth path through points (quadratic curves between midpoints). */
function smoothThrough(pts: readonly Pt[]): string {
  const [first, ...rest] = pts;
  if (!first) return "";
  let d = `M${f(first[0])},${f(first[1])}`;
  let prev = first;
  rest.forEach((p, i) => {
    if (i === rest.length - 1) {
      d += `Q${f(prev[0])},${f(prev[1])} ${f(p[0])},${f(p[1])}`;
    } else {
      d += `Q${f(prev[0])},${f(prev[1])} ${f((prev[0] + p[0]) / 2)},${f((prev[1] + p[1]) / 2)}`;
    }
    prev = p;
  });
  return d;
}

type Ridge = { d: string; yAt: (x: number) => number };

/**
 * A rolling ridge line closed down to `bottom`. `shape` lets a scene add a local hill or drop
 * the land away into the sea.
 */
function ridge(
  rng: Rng,
  o: {
    y: number;
    amp: number;
    x0?: number;
    x1?: number;
    bottom?: number;
    shape?: (x: number) => number;
  },
): Ridge {
  const x0 = o.x0 ?? -20;
  const x1 = o.x1 ?? 1220;
  const bottom = o.bottom ?? 820;
  const waves = [
    { len: rng.range(700, 1100), amp: 1, ph: rng.range(0, Math.PI * 2) },
    { len: rng.range(300, 480), amp: 0.45, ph: rng.range(0, Math.PI * 2) },
    { len: rng.range(120, 200), amp: 0.12, ph: rng.range(0, Math.PI * 2) },
  ];
  const yAt = (x: number) =>
    o.y -
    waves.reduce((s, w) => s + o.amp * w.amp * Math.sin((x / w.len) * Math.PI * 2 + w.ph), 0) +
    (o.shape ? o.shape(x) : 0);
  const pts: Pt[] = [];
  for (let x = x0; x <= x1 + 0.1; x += 24) pts.push([x, yAt(x)]);
  return { d: `${smoothThrough(pts)}L${f(x1)},${bottom}L${f(x0)},${bottom}Z`, yAt };
}

/** A bump centred on cx, used by `ridge` shapes: negative values raise the land. */
const bump = (x: number, cx: number, width: number, height: number, power = 2) =>
  -height * Math.exp(-(Math.abs((x - cx) / width) ** power));
/** Land that falls away below the sea from x = start to x = start + run. */
const coastDrop = (x: number, start: number, run: number, depth = 420) =>
  x <= start ? 0 : depth * Math.min(1, ((x - start) / run) ** 1.6);

// ---------------------------------------------------------------------------------------------
// The brand mark (geometry from components/site/logo.tsx, 40x40 units)

const SHIELD_D = "M20 2 5 8v11c0 9.4 6.4 17.4 15 19 8.6-1.6 15-9.6 15-19V8L20 2Z";
const SHRED_D = "M13 14h14M13 19h14M13 24h4m3 0h4m3 0h0M13 29h2m4 0h2m4 0h2";

function shieldMark(x: number, y: number, size: number, fill = NAVY_800, lines = GREEN_400) {
  const s = size / 40;
  return group(
    pathEl(SHIELD_D, fill) +
      stroked(SHRED_D, lines, 2.2, { "stroke-linecap": "round", "stroke-linejoin": undefined }),
    { transform: `translate(${f(x)} ${f(y)}) scale(${s.toFixed(4)})` },
  );
}

// ---------------------------------------------------------------------------------------------
// Shared scenery

function roundTree(x: number, ground: number, h: number, light = GREEN_700, dark = GREEN_800) {
  const rx = h * 0.3;
  const ry = h * 0.38;
  const cy = ground - h + ry;
  return (
    rect(x - h * 0.035, cy, h * 0.07, ground - cy, NAVY_900) +
    ellipse(x, cy, rx, ry, light) +
    pathEl(`M${f(x)},${f(cy - ry)}A${f(rx)},${f(ry)} 0 0 1 ${f(x)},${f(cy + ry)}Z`, dark)
  );
}

function pineTree(x: number, ground: number, h: number, light = GREEN_700, dark = GREEN_800) {
  const w = h * 0.26;
  const top = ground - h;
  const base = ground - h * 0.12;
  return (
    rect(x - h * 0.03, base - 2, h * 0.06, h * 0.12 + 2, NAVY_900) +
    poly(
      [
        [x, top],
        [x - w, base],
        [x, base],
      ],
      light,
    ) +
    poly(
      [
        [x, top],
        [x + w, base],
        [x, base],
      ],
      dark,
    )
  );
}

function treeCluster(rng: Rng, x: number, ground: number, count: number, scale = 1) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const tx = x + rng.range(-40, 40) * scale + i * 26 * scale;
    const h = rng.range(48, 86) * scale;
    out += rng.chance(0.4) ? pineTree(tx, ground + 2, h * 1.1) : roundTree(tx, ground + 2, h);
  }
  return out;
}

/** Flat silhouettes of trees along a ridge (same colour as the ridge, for texture). */
function ridgeTrees(rng: Rng, r: Ridge, x0: number, x1: number, fill: string, size = 1) {
  let out = "";
  for (let x = x0; x < x1; x += rng.range(10, 22) * size) {
    const rr = rng.range(8, 15) * size;
    out += circle(x, r.yAt(x) - rr * 0.35, rr, fill);
  }
  return out;
}

type RoofOpts = {
  x0: number;
  x1: number;
  base: number;
  hMin: number;
  hMax: number;
  fill: string;
  lit?: number;
  litColour?: string;
  tall?: number;
  wMin?: number;
  wMax?: number;
};

/** A row of varied rooftops with a few lit windows. */
function rooftops(rng: Rng, o: RoofOpts): string {
  let out = "";
  let lights = "";
  let x = o.x0;
  while (x < o.x1) {
    const w = rng.range(o.wMin ?? 38, o.wMax ?? 82);
    const tall = rng.chance(o.tall ?? 0);
    const h = tall ? rng.range(o.hMax * 1.3, o.hMax * 2.1) : rng.range(o.hMin, o.hMax);
    const top = o.base - h;
    out += rect(x, top, w, h + 60, o.fill);
    const kind = tall ? "flat" : rng.pick(["gable", "gable", "gable", "flat", "hip"] as const);
    if (kind === "gable") {
      const rh = w * rng.range(0.28, 0.42);
      out += poly(
        [
          [x - 3, top + 0.5],
          [x + w / 2, top - rh],
          [x + w + 3, top + 0.5],
        ],
        o.fill,
      );
      if (rng.chance(0.5)) out += rect(x + w * 0.7, top - rh * 0.7, 6, rh * 0.5, o.fill);
    } else if (kind === "hip") {
      const rh = w * 0.22;
      out += poly(
        [
          [x - 2, top + 0.5],
          [x + w * 0.25, top - rh],
          [x + w * 0.75, top - rh],
          [x + w + 2, top + 0.5],
        ],
        o.fill,
      );
    } else if (rng.chance(0.4)) {
      out += rect(x + w * 0.2, top - 8, w * 0.3, 8, o.fill);
    }
    const lit = o.lit ?? 0.12;
    for (let wy = top + 12; wy < o.base - 10; wy += 18) {
      for (let wx = x + 8; wx < x + w - 12; wx += 15) {
        if (rng.chance(lit)) lights += rect(wx, wy, 6, 8, o.litColour ?? LIGHT);
      }
    }
    x += w + rng.range(-6, 4);
  }
  return out + group(lights, { opacity: 0.55 });
}

/** Terraced streets: long roofs with a row of chimneys. */
function terraces(rng: Rng, x0: number, x1: number, base: number, h: number, fill: string) {
  // Rows of terraced houses; each row steps up or down the slope a little, house by house,
  // giving the stepped roofline of a North East pit or mill town.
  let out = "";
  let lights = "";
  let x = x0;
  const hw = 30;
  while (x < x1) {
    const n = rng.int(5, 9);
    const step = rng.range(-3.5, 3.5);
    let top = base - h;
    for (let i = 0; i < n; i++) {
      out += rect(x, top - 14, hw + 0.6, base - top + 74, fill);
      out += rect(x - 4, top - 28, 8, 16, fill);
      out += rect(x - 5, top - 30, 10, 3, fill);
      lights += rect(x + 4, top + 1, hw - 8, 1.5, LIGHT, { opacity: 0.35 });
      if (rng.chance(0.22)) lights += rect(x + 10, top + 10, 8, 10, LIGHT);
      if (rng.chance(0.12)) lights += rect(x + 10, top + 28, 8, 10, LIGHT);
      x += hw;
      top += step;
    }
    out += rect(x - 4, top - step - 28, 8, 16, fill);
    x += rng.range(26, 44);
  }
  return out + group(lights, { opacity: 0.45 });
}

function church(x: number, base: number, s: number, fill: string, spire: boolean) {
  const towerW = 26 * s;
  const towerH = 90 * s;
  let out = rect(x, base - 40 * s, 90 * s, 40 * s + 40, fill);
  out += poly(
    [
      [x - 3, base - 40 * s],
      [x + 45 * s, base - 62 * s],
      [x + 90 * s + 3, base - 40 * s],
    ],
    fill,
  );
  out += rect(x - towerW, base - towerH, towerW, towerH + 40, fill);
  if (spire) {
    out += poly(
      [
        [x - towerW - 2, base - towerH],
        [x - towerW / 2, base - towerH - 70 * s],
        [x + 2, base - towerH],
      ],
      fill,
    );
  } else {
    for (let i = 0; i < 4; i++) {
      out += rect(x - towerW + i * (towerW / 3) - 2, base - towerH - 8 * s, 5 * s, 8 * s + 1, fill);
    }
  }
  // lancet windows in the nave and the tower's belfry
  const lancet = (lx: number, ly: number, w: number, hgt: number) =>
    pathEl(
      `M${f(lx)},${f(ly + hgt)}V${f(ly + w / 2)}a${f(w / 2)},${f(w / 2)} 0 0 1 ${f(w)},0V${f(ly + hgt)}Z`,
      LIGHT,
    );
  let win = "";
  for (let i = 0; i < 3; i++) win += lancet(x + (16 + i * 24) * s, base - 32 * s, 8 * s, 22 * s);
  win += lancet(x - towerW / 2 - 5 * s, base - towerH + 14 * s, 10 * s, 22 * s);
  return out + group(win, { opacity: 0.28 });
}

function lighthouse(x: number, base: number, h: number, fill: string, withBeam = false) {
  const w0 = h * 0.16;
  const w1 = h * 0.1;
  const top = base - h;
  let out = "";
  if (withBeam) {
    out += poly(
      [
        [x, top - h * 0.12],
        [x - 520, top - 70],
        [x - 520, top + 40],
      ],
      LIGHT,
      { opacity: 0.07 },
    );
    out += poly(
      [
        [x, top - h * 0.12],
        [x + 520, top - 50],
        [x + 520, top + 50],
      ],
      LIGHT,
      { opacity: 0.07 },
    );
  }
  out += poly(
    [
      [x - w0 / 2, base + 40],
      [x - w0 / 2, base],
      [x - w1 / 2, top],
      [x + w1 / 2, top],
      [x + w0 / 2, base],
      [x + w0 / 2, base + 40],
    ],
    fill,
  );
  out += rect(x - w1 * 0.75, top - 3, w1 * 1.5, 5, fill);
  out += rect(x - w1 * 0.35, top - h * 0.16, w1 * 0.7, h * 0.14, LIGHT, { opacity: 0.9 });
  out += poly(
    [
      [x - w1 * 0.55, top - h * 0.16],
      [x, top - h * 0.26],
      [x + w1 * 0.55, top - h * 0.16],
    ],
    fill,
  );
  out += rect(x - w0 * 0.18, base - h * 0.45, w0 * 0.36, h * 0.07, LIGHT, { opacity: 0.35 });
  return out;
}

function turbine(x: number, base: number, h: number, fill: string, rot: number) {
  const hubY = base - h;
  let out = poly(
    [
      [x - h * 0.025, base],
      [x - h * 0.012, hubY],
      [x + h * 0.012, hubY],
      [x + h * 0.025, base],
    ],
    fill,
  );
  const len = h * 0.62;
  for (let i = 0; i < 3; i++) {
    const a = rot + (i * 2 * Math.PI) / 3;
    const tip: Pt = [x + Math.cos(a) * len, hubY + Math.sin(a) * len];
    const side = a + Math.PI / 2;
    const wdt = h * 0.028;
    out += poly(
      [
        [x + Math.cos(side) * wdt, hubY + Math.sin(side) * wdt],
        tip,
        [x - Math.cos(side) * wdt * 0.4, hubY - Math.sin(side) * wdt * 0.4],
      ],
      fill,
    );
  }
  return out + circle(x, hubY, h * 0.03, fill);
}

/** A ship-to-shore container crane; the boom reaches towards `dir`. */
function dockCrane(x: number, base: number, s: number, fill: string, dir: 1 | -1 = 1) {
  const legW = 7 * s;
  const span = 60 * s;
  const boomY = base - 150 * s;
  let out = rect(x, boomY, legW, 150 * s + 30, fill);
  out += rect(x + span, boomY, legW, 150 * s + 30, fill);
  out += rect(x, base - 60 * s, span + legW, 6 * s, fill);
  const b0 = dir === 1 ? x - 60 * s : x - 130 * s;
  const b1 = dir === 1 ? x + span + 130 * s : x + span + 60 * s;
  out += rect(b0, boomY - 8 * s, b1 - b0, 10 * s, fill);
  const apexX = x + span / 2;
  const apexY = boomY - 60 * s;
  out += poly(
    [
      [x, boomY],
      [apexX - 3 * s, apexY],
      [apexX + 3 * s, apexY],
      [x + span + legW, boomY],
      [x + span, boomY],
      [apexX, apexY + 10 * s],
      [x + legW, boomY],
    ],
    fill,
  );
  out += line(apexX, apexY, b0 + 6 * s, boomY - 6 * s, fill, 2.2 * s);
  out += line(apexX, apexY, b1 - 6 * s, boomY - 6 * s, fill, 2.2 * s);
  const cabX = dir === 1 ? x + span + 60 * s : x - 70 * s;
  out += rect(cabX, boomY + 2 * s, 16 * s, 14 * s, fill);
  out += line(cabX + 8 * s, boomY + 16 * s, cabX + 8 * s, boomY + 60 * s, fill, 1.5 * s);
  return out;
}

/** A tall shipyard jib crane, jib raised towards `dir`. */
function jibCrane(x: number, base: number, s: number, fill: string, dir: 1 | -1, angle = 0.5) {
  const towerTop = base - 230 * s;
  let out = poly(
    [
      [x - 15 * s, base + 30],
      [x - 15 * s, base],
      [x - 8 * s, towerTop],
      [x + 8 * s, towerTop],
      [x + 15 * s, base],
      [x + 15 * s, base + 30],
    ],
    fill,
  );
  let bracing = "";
  for (let y = base - 20 * s; y > towerTop + 20 * s; y -= 34 * s) {
    const w = 6 * s + ((y - towerTop) / (base - towerTop)) * 6 * s;
    bracing += `M${f(x - w)},${f(y)}L${f(x + w)},${f(y - 30 * s)}`;
  }
  out += stroked(bracing, LIGHT, 1.2 * s, { opacity: 0.18 });
  // machinery house and counter-jib with its weight
  out += rect(x - 22 * s, towerTop - 30 * s, 44 * s, 32 * s, fill);
  const cjEnd = x - dir * 80 * s;
  out += rect(Math.min(x, cjEnd), towerTop - 24 * s, 80 * s, 8 * s, fill);
  out += rect(cjEnd - (dir === 1 ? 0 : 22 * s), towerTop - 34 * s, 22 * s, 28 * s, fill);
  // jib: a tapering beam from the pivot
  const len = 250 * s;
  const px = x + dir * 14 * s;
  const py = towerTop - 14 * s;
  const jx = px + dir * Math.cos(angle) * len;
  const jy = py - Math.sin(angle) * len;
  const nx = Math.sin(angle) * dir;
  const ny = Math.cos(angle);
  out += poly(
    [
      [px - nx * 7 * s, py - ny * 7 * s],
      [jx - nx * 2.5 * s, jy - ny * 2.5 * s],
      [jx + nx * 2.5 * s, jy + ny * 2.5 * s],
      [px + nx * 7 * s, py + ny * 7 * s],
    ],
    fill,
  );
  // A-frame and ties
  const mastY = towerTop - 70 * s;
  out += poly(
    [
      [x - 6 * s, towerTop - 28 * s],
      [x, mastY],
      [x + 6 * s, towerTop - 28 * s],
    ],
    fill,
  );
  out += line(x, mastY, jx, jy, fill, 1.8 * s);
  out += line(x, mastY, cjEnd, towerTop - 30 * s, fill, 1.8 * s);
  out += line(jx, jy, jx, jy + 110 * s, fill, 1.4 * s);
  out += rect(jx - 5 * s, jy + 110 * s, 10 * s, 10 * s, fill);
  return out;
}

function ship(x: number, base: number, w: number, fill: string, light = LIGHT) {
  const h = w * 0.13;
  let out = poly(
    [
      [x, base - h],
      [x + w, base - h],
      [x + w * 0.93, base],
      [x + w * 0.04, base],
    ],
    fill,
  );
  out += rect(x + w * 0.66, base - h - w * 0.11, w * 0.2, w * 0.11, fill);
  out += rect(x + w * 0.7, base - h - w * 0.17, w * 0.06, w * 0.07, fill);
  let boxes = "";
  for (let bx = x + w * 0.08; bx < x + w * 0.62; bx += w * 0.065) {
    boxes += rect(bx, base - h - w * 0.05, w * 0.058, w * 0.05, fill);
  }
  out += boxes;
  out += rect(x + w * 0.68, base - h - w * 0.085, w * 0.16, w * 0.018, light, { opacity: 0.5 });
  return out;
}

/** Water: a band with a few soft ripples. */
function water(rng: Rng, x0: number, x1: number, y0: number, y1: number, fill = NAVY_600) {
  const out = rect(x0, y0, x1 - x0, y1 - y0, fill);
  let ripples = "";
  for (let i = 0; i < 22; i++) {
    const y = rng.range(y0 + 8, y1 - 6);
    const x = rng.range(x0, x1 - 60);
    const w = rng.range(30, 120) * (0.5 + (y - y0) / (y1 - y0));
    ripples += rect(x, y, w, 2.5, LIGHT, { rx: 1.2 });
  }
  return out + group(ripples, { opacity: 0.16 });
}

// ---------------------------------------------------------------------------------------------
// Trucks (shared by the hero, the facility, the service pictures and the area pictures)

type TruckOpts = {
  x: number;
  y: number;
  scale: number;
  facing?: 1 | -1;
  kind?: "shredder" | "box" | "van";
  liftBin?: boolean;
};

function wheel(cx: number, r: number) {
  return (
    circle(cx, -r, r, NAVY_900) +
    circle(cx, -r, r * 0.45, STEEL) +
    circle(cx, -r, r * 0.15, NAVY_900)
  );
}

function truck(o: TruckOpts): string {
  const kind = o.kind ?? "shredder";
  const facing = o.facing ?? 1;
  let out = "";
  if (kind === "van") {
    out += pathEl(
      "M0,-40V-150Q0,-166 16,-166H238Q262,-166 276,-146L312,-98Q322,-86 322,-70V-40Z",
      WHITE,
      { stroke: BODY_EDGE, "stroke-width": 3 },
    );
    out += pathEl("M252,-152Q264,-152 272,-140L298,-102H252Z", mix(LIGHT, NAVY_600, 0.3));
    out += rect(0, -78, 322, 12, GREEN_700);
    out += rect(0, -64, 322, 5, NAVY_700);
    out += stroked("M244,-156V-48", NAVY_900, 2, { opacity: 0.25 });
    out += rect(-4, -48, 330, 12, NAVY_900, { rx: 4 });
    out += rect(314, -92, 8, 10, LIGHT);
    out += shieldMark(96, -154, 66);
    out += wheel(62, 27) + wheel(258, 27);
  } else {
    out += rect(-6, -52, 436, 18, NAVY_900, { rx: 4 });
    out += rect(0, -200, 300, 150, WHITE, { rx: 8, stroke: BODY_EDGE, "stroke-width": 3 });
    out += rect(0, -70, 300, 20, LIGHT);
    out += rect(0, -98, 300, 14, GREEN_700);
    out += rect(0, -82, 300, 6, NAVY_700);
    out += shieldMark(120, -188, 84);
    out += pathEl(
      "M308,-50V-168Q308,-178 318,-178H372Q386,-178 393,-166L424,-110Q430,-100 430,-88V-50Z",
      NAVY_700,
    );
    out += pathEl("M320,-164H370Q378,-164 382,-157L408,-112H320Z", mix(LIGHT, NAVY_600, 0.25));
    out += stroked("M318,-104V-58", NAVY_900, 2, { opacity: 0.45 });
    out += rect(330, -98, 14, 4, NAVY_900, { opacity: 0.6 });
    out += rect(420, -98, 10, 12, LIGHT);
    out += rect(416, -62, 20, 14, NAVY_900, { rx: 3 });
    if (kind === "shredder") {
      out += rect(-34, -150, 34, 100, NAVY_800, { rx: 4 });
      out += rect(-30, -144, 26, 6, GREEN_400, { opacity: 0.8 });
      out += rect(-48, -124, 12, 78, NAVY_900, { rx: 3 });
      if (o.liftBin) {
        out += rect(-118, -196, 66, 96, GREEN_800, { rx: 6 });
        out += rect(-112, -190, 54, 12, GREEN_700, { rx: 3 });
        out += rect(-100, -162, 30, 5, NAVY_900, { opacity: 0.5 });
        out += rect(-56, -150, 12, 12, NAVY_900);
      }
    }
    out += wheel(78, 32) + wheel(222, 32) + wheel(370, 32);
  }
  const flip = facing === -1 ? ` scale(-1 1)` : "";
  return group(out, {
    transform: `translate(${f(o.x)} ${f(o.y)}) scale(${o.scale.toFixed(4)})${flip}`,
  });
}

// ---------------------------------------------------------------------------------------------
// Area landmarks

type Ctx = { rng: Rng; hilly: number };

type Scene = {
  /** Land ends here and sea fills the horizon to the right. */
  coastX?: number;
  river?: boolean;
  /** Far-distance extras, drawn just after the far hills. */
  far?: string;
  /** Skyline behind the mid hills. */
  behind?: string;
  /** Shape added to the mid-hill ridge. */
  midShape?: (x: number) => number;
  midY?: number;
  /** Objects on the mid hills, before the river. */
  onHills?: (mid: Ridge) => string;
  /** Drawn after the river (bridges, boats, foreground landmarks). */
  landmark?: string;
  /** Drawn again, mirrored, in the river. */
  reflect?: string;
};

const WATER_TOP = 600;
const WATER_BOTTOM = 700;
const HORIZON = 520;

function tyneBridge(
  cx: number,
  waterY: number,
  s: number,
  arch: string,
  lattice: string,
  stone: string,
) {
  const half = 270 * s;
  const inset = 35 * s;
  const apexCtl = waterY - 560 * s;
  const innerCtl = waterY - 490 * s;
  const deckY = waterY - 130 * s;
  const ox0 = cx - half;
  const ix0 = cx - half + inset;
  const outerAt = (t: number): Pt => [
    ox0 + 2 * half * t,
    (1 - t) ** 2 * waterY + 2 * t * (1 - t) * apexCtl + t * t * waterY,
  ];
  const innerAt = (t: number): Pt => [
    ix0 + 2 * (half - inset) * t,
    (1 - t) ** 2 * waterY + 2 * t * (1 - t) * innerCtl + t * t * waterY,
  ];
  let out = "";
  // approach spans and towers
  const towerW = 55 * s;
  for (const tx of [cx - half - 50 * s, cx + half - 5 * s]) {
    out += rect(tx, deckY - 95 * s, towerW, waterY - deckY + 95 * s + 10, stone);
    out += poly(
      [
        [tx - 4 * s, deckY - 95 * s],
        [tx + towerW / 2, deckY - 120 * s],
        [tx + towerW + 4 * s, deckY - 95 * s],
      ],
      stone,
    );
    out += rect(tx + towerW * 0.3, deckY - 78 * s, towerW * 0.4, 34 * s, LIGHT, {
      opacity: 0.22,
      rx: 8 * s,
    });
  }
  // hangers
  let hangers = "";
  for (let t = 0.08; t < 0.93; t += 0.045) {
    const [x, y] = innerAt(t);
    if (y < deckY - 4) hangers += line(x, y, x, deckY, lattice, 2.4 * s);
  }
  out += hangers;
  // arch with lattice
  out += pathEl(
    `M${f(ox0)},${f(waterY)}Q${f(cx)},${f(apexCtl)} ${f(cx + half)},${f(waterY)}L${f(cx + half - inset)},${f(waterY)}Q${f(cx)},${f(innerCtl)} ${f(ix0)},${f(waterY)}Z`,
    arch,
  );
  let zig = "";
  const n = 24;
  for (let i = 0; i < n; i++) {
    const a = outerAt(i / n);
    const b = innerAt((i + 0.5) / n);
    const c = outerAt((i + 1) / n);
    zig += `M${f(a[0])},${f(a[1])}L${f(b[0])},${f(b[1])}L${f(c[0])},${f(c[1])}`;
  }
  out += stroked(zig, lattice, 2 * s, { opacity: 0.9 });
  // deck
  out += rect(cx - half - 160 * s, deckY, 2 * half + 320 * s, 18 * s, arch);
  out += rect(cx - half - 160 * s, deckY - 6 * s, 2 * half + 320 * s, 4 * s, lattice);
  return out;
}

function newcastleSkyline(rng: Rng, base: number, fill: string) {
  let out = rooftops(rng, {
    x0: -20,
    x1: 1220,
    base,
    hMin: 40,
    hMax: 95,
    fill,
    tall: 0.18,
    lit: 0.1,
  });
  // castle keep
  out += rect(140, base - 150, 70, 150, fill);
  for (let i = 0; i < 5; i++) out += rect(140 + i * 15, base - 162, 9, 14, fill);
  // St Nicholas' lantern tower
  out += rect(1010, base - 170, 40, 170, fill);
  out += poly(
    [
      [1006, base - 170],
      [1030, base - 235],
      [1054, base - 170],
    ],
    fill,
  );
  out += stroked(`M1010,${base - 170}Q1030,${base - 215} 1050,${base - 170}`, LIGHT, 2, {
    opacity: 0.25,
  });
  return out;
}

function scenes(slug: string, ctx: Ctx): Scene {
  const { rng } = ctx;
  switch (slug) {
    case "newcastle-upon-tyne": {
      return {
        river: true,
        behind: newcastleSkyline(rng, 575, NAVY_700),
        midY: 592,
        landmark: tyneBridge(600, WATER_TOP, 1, GREEN_800, GREEN_700, NAVY_800),
        reflect: tyneBridge(600, WATER_TOP, 1, GREEN_800, GREEN_700, NAVY_800),
      };
    }
    case "gateshead": {
      const arch = (t: number): Pt => [
        230 + 740 * t,
        (1 - t) ** 2 * 596 + 2 * t * (1 - t) * 250 + t * t * 596,
      ];
      const deck = (t: number): Pt => [
        230 + 740 * t,
        (1 - t) ** 2 * 596 + 2 * t * (1 - t) * 548 + t * t * 596,
      ];
      let cables = "";
      for (let t = 0.06; t < 0.95; t += 0.035) {
        const a = arch(t);
        const d = deck(t);
        cables += line(a[0], a[1], d[0], d[1], LIGHT, 1.4);
      }
      const mb =
        group(cables, { opacity: 0.55 }) +
        stroked("M230,596Q600,250 970,596", LIGHT, 9, { "stroke-linecap": "round" }) +
        stroked("M230,596Q600,548 970,596", LIGHT, 7, { "stroke-linecap": "round" }) +
        rect(205, 588, 40, 20, NAVY_900) +
        rect(955, 588, 40, 20, NAVY_900);
      const sage =
        pathEl(
          "M780,600C780,470 870,448 915,500C945,440 1030,428 1062,482C1092,500 1110,540 1110,600Z",
          mix(NAVY_600, LIGHT, 0.35),
        ) +
        stroked(
          "M820,600C822,520 860,490 900,505M900,505C930,470 990,460 1020,480M860,600C870,560 900,540 930,540",
          NAVY_700,
          2,
          { opacity: 0.45 },
        );
      const baltic =
        rect(70, 440, 150, 160, NAVY_800) +
        [0, 1, 2, 3].map((i) => rect(72 + i * 44, 420, 14, 180, NAVY_800)).join("") +
        rect(90, 470, 110, 6, LIGHT, { opacity: 0.3 });
      return {
        river: true,
        behind: newcastleSkyline(rng, 565, NAVY_700),
        midY: 588,
        onHills: () =>
          tyneBridge(
            560,
            WATER_TOP,
            0.42,
            mix(GREEN_800, NAVY_700, 0.35),
            mix(GREEN_700, NAVY_700, 0.3),
            NAVY_700,
          ),
        landmark: baltic + sage + mb,
        reflect: mb,
      };
    }
    case "durham": {
      const hill = (x: number) => bump(x, 690, 360, 125, 6);
      const cathedral = (base: number) => {
        const c = NAVY_900;
        let o = "";
        // west towers
        for (const tx of [392, 442]) {
          o += rect(tx, base - 140, 40, 140, c);
          for (const px of [tx - 2, tx + 36])
            o += poly(
              [
                [px, base - 140],
                [px + 3, base - 160],
                [px + 6, base - 140],
              ],
              c,
            );
        }
        o += rect(482, base - 70, 120, 70, c);
        o += poly(
          [
            [480, base - 70],
            [542, base - 92],
            [604, base - 70],
          ],
          c,
        );
        // central tower
        o += rect(600, base - 200, 66, 200, c);
        o += rect(606, base - 214, 54, 14, c);
        for (const px of [598, 660])
          o += poly(
            [
              [px, base - 200],
              [px + 4, base - 226],
              [px + 8, base - 200],
            ],
            c,
          );
        o += rect(666, base - 66, 130, 66, c);
        o += poly(
          [
            [664, base - 66],
            [730, base - 88],
            [798, base - 66],
          ],
          c,
        );
        o += rect(796, base - 92, 30, 92, c);
        for (const px of [794, 820])
          o += poly(
            [
              [px, base - 92],
              [px + 3, base - 108],
              [px + 6, base - 92],
            ],
            c,
          );
        let win = "";
        for (const wx of [500, 524, 548, 572, 684, 708, 732, 756])
          win += pathEl(`M${wx},${base - 18}V${base - 48}a5,5 0 0 1 10,0V${base - 18}Z`, LIGHT);
        for (const wx of [614, 638])
          win += pathEl(`M${wx},${base - 120}V${base - 168}a6,6 0 0 1 12,0V${base - 120}Z`, LIGHT);
        for (const wx of [404, 454])
          win += pathEl(`M${wx},${base - 70}V${base - 110}a8,8 0 0 1 16,0V${base - 70}Z`, LIGHT);
        o += group(win, { opacity: 0.3 });
        // castle
        o += rect(860, base - 60, 130, 100, c);
        for (let i = 0; i < 7; i++) o += rect(860 + i * 19, base - 70, 11, 12, c);
        o += rect(885, base - 110, 60, 60, c);
        for (let i = 0; i < 4; i++) o += rect(885 + i * 17, base - 120, 9, 12, c);
        return o;
      };
      return {
        river: true,
        midY: 590,
        midShape: hill,
        onHills: (mid) => {
          const base = mid.yAt(640) + 8;
          let o = cathedral(base);
          let trees = "";
          for (let x = 120; x < 1100; x += 30) {
            const y = mid.yAt(x);
            if (y > base + 25)
              trees += roundTree(x, y + 40, rng.range(50, 80), GREEN_700, GREEN_800);
          }
          o += trees;
          return o;
        },
      };
    }
    case "middlesbrough": {
      const c = NAVY_900;
      let tower = "";
      for (const cx of [300, 900]) {
        tower += line(cx - 70, 606, cx - 12, 292, c, 12) + line(cx + 70, 606, cx + 12, 292, c, 12);
        let bracing = "";
        for (let k = 0; k < 5; k++) {
          const y0 = 600 - k * 62;
          const y1 = y0 - 62;
          const w0 = 70 - (k * 58) / 5;
          const w1 = 70 - ((k + 1) * 58) / 5;
          bracing += `M${cx - w0},${y0}L${cx + w1},${y1}M${cx + w0},${y0}L${cx - w1},${y1}M${cx - w1},${y1}H${cx + w1}`;
        }
        tower += stroked(bracing, c, 3.5);
      }
      let truss = rect(110, 248, 980, 10, c) + rect(110, 288, 980, 10, c);
      let zig = "";
      for (let x = 110; x < 1090; x += 35) zig += `M${x},293L${x + 17.5},253L${x + 35},293`;
      truss += stroked(zig, c, 3.5);
      const gx = 560;
      const gondola =
        rect(gx - 40, 298, 80, 10, c) +
        stroked(
          `M${gx - 30},308L${gx - 46},568M${gx + 30},308L${gx + 46},568M${gx},308V568`,
          c,
          2.5,
        ) +
        rect(gx - 70, 568, 140, 12, c) +
        rect(gx - 20, 548, 40, 20, c);
      const industry =
        rect(80, 470, 16, 60, FAR_HILL) +
        rect(116, 450, 12, 80, FAR_HILL) +
        stroked("M980,500h70M980,470h70M980,485h70", FAR_HILL, 3) +
        rect(975, 462, 6, 60, FAR_HILL) +
        rect(1050, 462, 6, 60, FAR_HILL);
      return {
        river: true,
        far: industry,
        behind: rooftops(rng, {
          x0: -20,
          x1: 1220,
          base: 575,
          hMin: 25,
          hMax: 60,
          fill: NAVY_700,
          lit: 0.08,
        }),
        midY: 590,
        landmark: truss + tower + gondola,
        reflect: tower + gondola,
      };
    }
    case "sunderland": {
      const deckY = 540;
      const c = NAVY_900;
      const pylonBase: Pt = [520, deckY];
      const pylonTop: Pt = [470, 170];
      let cables = "";
      for (let i = 0; i < 9; i++) {
        const t = 0.45 + i * 0.06;
        const px = pylonBase[0] + (pylonTop[0] - pylonBase[0]) * t;
        const py = pylonBase[1] + (pylonTop[1] - pylonBase[1]) * t;
        cables += `M${f(px)},${f(py)}L${f(560 + i * 52)},${deckY}M${f(px)},${f(py)}L${f(360 - i * 30)},${deckY}`;
      }
      const spire =
        stroked(cables, LIGHT, 1.6, { opacity: 0.6 }) +
        poly(
          [
            [506, deckY],
            [462, 170],
            [478, 170],
            [534, deckY],
          ],
          LIGHT,
        ) +
        rect(-20, deckY, 1240, 16, c) +
        rect(-20, deckY - 5, 1240, 4, LIGHT, { opacity: 0.35 }) +
        [140, 330, 730, 900].map((x) => rect(x, deckY + 10, 22, 70, c)).join("") +
        rect(500, deckY + 10, 40, 70, c);
      return {
        river: true,
        coastX: 860,
        behind: rooftops(rng, { x0: -20, x1: 860, base: 575, hMin: 25, hMax: 70, fill: NAVY_700 }),
        midY: 590,
        midShape: (x) => coastDrop(x, 820, 160),
        landmark: spire + rect(960, 560, 220, 14, NAVY_800) + lighthouse(1150, 562, 95, NAVY_800),
        reflect: poly(
          [
            [506, deckY],
            [462, 170],
            [478, 170],
            [534, deckY],
          ],
          LIGHT,
        ),
      };
    }
    case "darlington": {
      const c = NAVY_800;
      const base = 595;
      const tower =
        rect(570, base - 230, 56, 230, c) +
        rect(562, base - 250, 72, 24, c) +
        poly(
          [
            [562, base - 250],
            [598, base - 320],
            [634, base - 250],
          ],
          c,
        ) +
        rect(596, base - 345, 4, 30, c) +
        circle(598, base - 200, 19, LIGHT, { opacity: 0.85 }) +
        stroked(
          `M598,${base - 200}V${base - 213}M598,${base - 200}L607,${base - 196}`,
          NAVY_900,
          3,
          { "stroke-linecap": "round" },
        ) +
        rect(400, base - 70, 170, 70, c) +
        poly(
          [
            [396, base - 70],
            [483, base - 110],
            [570, base - 70],
          ],
          c,
        ) +
        rect(626, base - 60, 170, 60, c) +
        poly(
          [
            [626, base - 60],
            [711, base - 95],
            [800, base - 60],
          ],
          c,
        );
      const train = (() => {
        const y = 612;
        let t = "";
        // locomotive: boiler, chimney, cab
        t += rect(700, y - 46, 110, 36, GREEN_800, { rx: 6 });
        t += rect(788, y - 74, 14, 30, NAVY_900);
        t += rect(700, y - 70, 40, 60, GREEN_800);
        t += rect(706, y - 64, 14, 14, LIGHT, { opacity: 0.55 });
        t += rect(700, y - 12, 110, 6, NAVY_900);
        for (const wx of [722, 756, 790]) t += circle(wx, y - 6, 10, NAVY_900);
        for (let i = 0; i < 3; i++) {
          const cx0 = 430 + i * 88;
          t += rect(cx0, y - 54, 80, 44, NAVY_900, { rx: 6 });
          for (let w = 0; w < 3; w++)
            t += rect(cx0 + 8 + w * 24, y - 44, 16, 14, LIGHT, { opacity: 0.45 });
          t += circle(cx0 + 18, y - 6, 8, NAVY_900) + circle(cx0 + 62, y - 6, 8, NAVY_900);
        }
        t += group(
          circle(800, y - 96, 14, LIGHT) +
            circle(822, y - 118, 18, LIGHT) +
            circle(852, y - 130, 22, LIGHT),
          { opacity: 0.18 },
        );
        return t;
      })();
      let arches = rect(-20, 612, 1240, 16, NAVY_900);
      for (let x = 60; x < 1200; x += 170) {
        arches += pathEl(
          `M${x - 85},628H${x + 85}V700H${x + 70}V668A70,40 0 0 0 ${x - 70},668V700H${x - 85}Z`,
          NAVY_900,
        );
      }
      return {
        river: true,
        behind:
          rooftops(rng, { x0: -20, x1: 1220, base: 580, hMin: 30, hMax: 70, fill: NAVY_700 }) +
          church(300, 580, 1, NAVY_700, true),
        midY: 596,
        onHills: () =>
          tower +
          rooftops(rng, { x0: -20, x1: 380, base: 600, hMin: 20, hMax: 50, fill: c }) +
          rooftops(rng, { x0: 820, x1: 1220, base: 600, hMin: 20, hMax: 50, fill: c }),
        landmark: arches + train,
      };
    }
    case "hartlepool": {
      const c = NAVY_900;
      let ship3 = poly(
        [
          [280, 560],
          [640, 560],
          [620, 602],
          [300, 602],
        ],
        c,
      );
      ship3 += poly(
        [
          [630, 560],
          [700, 548],
          [640, 568],
        ],
        c,
      );
      let ports = "";
      for (let x = 310; x < 600; x += 26) ports += rect(x, 572, 10, 8, LIGHT);
      ship3 += group(ports, { opacity: 0.35 });
      let rigging = "";
      for (const [mx, mh] of [
        [360, 250],
        [460, 290],
        [560, 240],
      ] as const) {
        ship3 += rect(mx - 3, 560 - mh, 6, mh, c);
        for (let k = 0; k < 4; k++) {
          const yy = 560 - mh + 30 + k * ((mh - 60) / 4);
          const hw = 40 + k * 10;
          ship3 += rect(mx - hw, yy, hw * 2, 4, c);
        }
        rigging += `M${mx},${560 - mh}L${mx - 70},560M${mx},${560 - mh}L${mx + 70},560`;
      }
      rigging += "M360,310L700,548";
      ship3 += stroked(rigging, c, 1.4, { opacity: 0.7 });
      return {
        river: true,
        coastX: 760,
        far:
          dockCrane(900, HORIZON + 30, 0.6, FAR_HILL) +
          dockCrane(1030, HORIZON + 30, 0.6, FAR_HILL),
        behind: rooftops(rng, { x0: -20, x1: 760, base: 575, hMin: 25, hMax: 65, fill: NAVY_700 }),
        midY: 590,
        midShape: (x) => coastDrop(x, 720, 140),
        landmark:
          rect(780, 576, 440, 24, NAVY_800) +
          dockCrane(860, 576, 1.05, NAVY_800, 1) +
          dockCrane(1040, 576, 1.05, NAVY_800, 1) +
          lighthouse(740, 560, 110, NAVY_800, false) +
          ship3,
        reflect: ship3,
      };
    }
    case "stockton-on-tees": {
      const deckY = 560;
      const arc = (x0: number, x1: number, ctl: number, t: number): Pt => [
        x0 + (x1 - x0) * t,
        (1 - t) ** 2 * 600 + 2 * t * (1 - t) * ctl + t * t * 600,
      ];
      let hang = "";
      const spans: [number, number, number][] = [
        [180, 760, 230],
        [760, 1140, 380],
      ];
      for (const [x0, x1, ctl] of spans) {
        for (let t = 0.05; t < 0.96; t += 0.04) {
          const [x, y] = arc(x0, x1, ctl, t);
          if (y < deckY - 6) hang += `M${f(x)},${f(y)}V${deckY}`;
        }
      }
      let lights = "";
      for (let x = 80; x < 1200; x += 28) lights += circle(x, deckY + 4, 2.6, GREEN_400);
      const bridge =
        stroked(hang, LIGHT, 1.4, { opacity: 0.55 }) +
        stroked(
          spans.map(([x0, x1, ctl]) => `M${x0},600Q${(x0 + x1) / 2},${ctl} ${x1},600`).join(""),
          LIGHT,
          9,
          {
            "stroke-linecap": "round",
          },
        ) +
        rect(-20, deckY - 2, 1240, 10, NAVY_900) +
        lights;
      return {
        river: true,
        behind:
          rooftops(rng, {
            x0: -20,
            x1: 1220,
            base: 575,
            hMin: 30,
            hMax: 75,
            fill: NAVY_700,
            tall: 0.08,
          }) + church(220, 575, 1.1, NAVY_700, false),
        midY: 592,
        landmark: bridge,
        reflect: bridge,
      };
    }
    case "south-shields": {
      const stack =
        poly(
          [
            [960, 602],
            [975, 500],
            [990, 478],
            [1040, 470],
            [1080, 486],
            [1092, 520],
            [1100, 602],
          ],
          NAVY_800,
        ) +
        poly(
          [
            [1000, 480],
            [1030, 462],
            [1060, 474],
          ],
          NAVY_800,
        );
      return {
        coastX: 600,
        behind: rooftops(rng, { x0: -20, x1: 540, base: 570, hMin: 30, hMax: 80, fill: NAVY_700 }),
        midY: 600,
        midShape: (x) => coastDrop(x, 520, 180),
        landmark:
          stack +
          rect(560, 596, 330, 12, NAVY_800) +
          lighthouse(880, 598, 70, NAVY_800) +
          pathEl("M380,730Q560,660 1220,656V730Z", SAND),
      };
    }
    case "washington": {
      const peak = 620;
      const monument = (base: number) => {
        const c = NAVY_900;
        let o = rect(peak - 120, base - 10, 240, 14, c);
        for (let i = 0; i < 7; i++) o += rect(peak - 112 + i * 36, base - 88, 14, 80, c);
        o += rect(peak - 122, base - 108, 244, 22, c);
        o += poly(
          [
            [peak - 124, base - 108],
            [peak, base - 142],
            [peak + 124, base - 108],
          ],
          c,
        );
        return o;
      };
      return {
        midY: 600,
        midShape: (x) => bump(x, peak, 230, 140),
        onHills: (mid) => {
          const base = mid.yAt(peak) + 6;
          return (
            monument(base) +
            ridgeTrees(rng, mid, 60, 420, NAVY_700) +
            rooftops(rng, {
              x0: -20,
              x1: 1220,
              base: 680,
              hMin: 25,
              hMax: 55,
              fill: NAVY_800,
              lit: 0.1,
            })
          );
        },
      };
    }
    case "tynemouth": {
      const c = NAVY_900;
      const headland = (x: number) => bump(x, 430, 260, 70) + coastDrop(x, 700, 120);
      const priory = (base: number) => {
        const walls =
          `M380,${base}V${base - 190}L420,${base - 230}L460,${base - 190}V${base}Z` +
          `M392,${base - 60}V${base - 150}a8,12 0 0 1 16,0V${base - 60}Z` +
          `M412,${base - 60}V${base - 170}a8,12 0 0 1 16,0V${base - 170}V${base - 60}Z` +
          `M432,${base - 60}V${base - 150}a8,12 0 0 1 16,0V${base - 60}Z`;
        let o = pathEl(walls, c, { "fill-rule": "evenodd" });
        o += rect(460, base - 80, 110, 80, c);
        for (let i = 0; i < 5; i++)
          o += pathEl(
            `M${470 + i * 20},${base - 20}V${base - 55}a5,6 0 0 1 10,0V${base - 20}Z`,
            LIGHT,
            { opacity: 0.25 },
          );
        o += poly(
          [
            [570, base],
            [570, base - 110],
            [590, base - 96],
            [598, base - 124],
            [610, base - 60],
            [610, base],
          ],
          c,
        );
        o += rect(250, base - 70, 60, 70, c);
        for (let i = 0; i < 4; i++) o += rect(250 + i * 17, base - 80, 9, 12, c);
        return o;
      };
      const monument =
        rect(60, 520, 40, 80, NAVY_700) +
        rect(72, 440, 16, 80, NAVY_700) +
        rect(68, 425, 24, 16, NAVY_700);
      return {
        coastX: 760,
        far:
          dockCrane(150, HORIZON + 20, 0.45, FAR_HILL, -1) +
          dockCrane(250, HORIZON + 20, 0.45, FAR_HILL, -1),
        behind: monument,
        midY: 600,
        midShape: headland,
        onHills: (mid) =>
          priory(mid.yAt(440) + 6) +
          rooftops(rng, {
            x0: -20,
            x1: 240,
            base: mid.yAt(120) + 20,
            hMin: 25,
            hMax: 55,
            fill: NAVY_800,
          }),
        landmark: rect(700, 590, 380, 14, NAVY_800) + lighthouse(1070, 592, 90, NAVY_800),
      };
    }
    case "redcar": {
      let turbines = "";
      const positions = [620, 720, 830, 930, 1040, 1140];
      positions.forEach((x, i) => {
        turbines += turbine(
          x,
          HORIZON + 4,
          96 - i * 4,
          mix(LIGHT, NAVY_600, 0.2),
          rng.range(0, Math.PI),
        );
      });
      const beacon =
        rect(292, 360, 36, 250, NAVY_900) +
        [0, 1, 2, 3, 4, 5]
          .map((i) => rect(i % 2 ? 280 : 300, 380 + i * 38, 40, 28, NAVY_900))
          .join("") +
        rect(286, 350, 48, 14, NAVY_900);
      const furnace =
        rect(70, 400, 34, 130, FAR_HILL) +
        rect(60, 390, 54, 14, FAR_HILL) +
        rect(120, 440, 60, 90, FAR_HILL) +
        stroked("M104,430L150,410H200V530", FAR_HILL, 6);
      return {
        coastX: 420,
        far: turbines + furnace,
        behind: rooftops(rng, { x0: -20, x1: 470, base: 580, hMin: 25, hMax: 60, fill: NAVY_700 }),
        midY: 602,
        midShape: (x) => coastDrop(x, 380, 160),
        landmark: beacon + pathEl("M200,730Q420,650 1220,646V730Z", SAND),
      };
    }
    case "bishop-auckland": {
      const c = NAVY_900;
      const castle = (base: number) => {
        let o = rect(430, base - 90, 360, 90, c);
        for (let i = 0; i < 19; i++) o += rect(430 + i * 19, base - 100, 11, 12, c);
        o += rect(500, base - 170, 80, 170, c);
        o += poly(
          [
            [496, base - 170],
            [540, base - 205],
            [584, base - 170],
          ],
          c,
        );
        o += rect(700, base - 140, 50, 140, c);
        for (let i = 0; i < 3; i++) o += rect(700 + i * 20, base - 150, 10, 12, c);
        o += rect(820, base - 200, 26, 200, c) + rect(812, base - 214, 42, 16, c);
        let win = "";
        for (let i = 0; i < 3; i++)
          win += pathEl(
            `M${512 + i * 22},${base - 40}V${base - 120}a6,10 0 0 1 12,0V${base - 40}Z`,
            LIGHT,
          );
        for (let i = 0; i < 6; i++) win += rect(600 + i * 16, base - 60, 8, 22, LIGHT);
        o += group(win, { opacity: 0.28 });
        return o;
      };
      return {
        midY: 600,
        midShape: (x) => bump(x, 620, 320, 70),
        onHills: (mid) => {
          const base = mid.yAt(620) + 10;
          let trees = "";
          for (let x = 40; x < 1200; x += rng.range(40, 70)) {
            if (x > 400 && x < 880) continue;
            trees += roundTree(x, mid.yAt(x) + 30, rng.range(60, 95), GREEN_700, GREEN_800);
          }
          return castle(base) + trees;
        },
      };
    }
    case "cramlington": {
      // A new town of business parks, modern estates and plenty of trees.
      const park = (base: number) => {
        const c = NAVY_800;
        let o = pathEl(
          `M540,${base}V${base - 100}Q680,${base - 160} 820,${base - 100}V${base}Z`,
          c,
        );
        o += rect(820, base - 86, 320, 86 + 40, c);
        let saw = `M820,${base - 86}`;
        for (let x = 820; x < 1140; x += 53) saw += `L${x + 53},${base - 122}V${base - 86}`;
        o += pathEl(saw + "Z", c);
        let glazing = "";
        for (let x = 566; x < 800; x += 30) glazing += rect(x, base - 70, 20, 30, LIGHT);
        for (let x = 844; x < 1120; x += 40) glazing += rect(x, base - 60, 26, 12, LIGHT);
        o += group(glazing, { opacity: 0.28 });
        return o;
      };
      return {
        midY: 600,
        onHills: (mid) =>
          rooftops(rng, {
            x0: -20,
            x1: 560,
            base: mid.yAt(260) + 50,
            hMin: 30,
            hMax: 62,
            fill: NAVY_800,
          }) +
          church(330, mid.yAt(330) + 40, 1.4, NAVY_800, true) +
          park(mid.yAt(840) + 60) +
          treeCluster(rng, 500, mid.yAt(500) + 66, 3, 1.2) +
          treeCluster(rng, 1080, mid.yAt(1080) + 64, 4, 1.2),
      };
    }
    case "blyth": {
      let pierTurbines = "";
      for (let i = 0; i < 7; i++)
        pierTurbines += turbine(700 + i * 68, 588, 70, NAVY_800, 0.3 + i * 0.7);
      let offshore = "";
      for (let i = 0; i < 4; i++)
        offshore += turbine(860 + i * 90, HORIZON + 2, 60, mix(LIGHT, NAVY_600, 0.25), i * 1.3);
      const vessel = ship(60, 612, 380, NAVY_900);
      return {
        river: true,
        coastX: 640,
        far: offshore,
        behind: rooftops(rng, { x0: -20, x1: 640, base: 570, hMin: 25, hMax: 55, fill: NAVY_700 }),
        midY: 592,
        midShape: (x) => coastDrop(x, 600, 120),
        landmark:
          rect(640, 586, 600, 14, NAVY_800) +
          pierTurbines +
          dockCrane(250, 600, 1.25, NAVY_800, -1) +
          dockCrane(470, 600, 1.25, NAVY_800, -1) +
          rect(-20, 596, 660, 10, NAVY_800) +
          vessel,
        reflect: vessel,
      };
    }
    case "jarrow": {
      const c = NAVY_800;
      const stPauls = (base: number) => {
        let o = rect(300, base - 150, 50, 150, c);
        o += poly(
          [
            [296, base - 150],
            [325, base - 172],
            [354, base - 150],
          ],
          c,
        );
        o += rect(350, base - 60, 180, 60, c);
        o += poly(
          [
            [348, base - 60],
            [440, base - 84],
            [532, base - 60],
          ],
          c,
        );
        o += rect(210, base - 50, 90, 50, c);
        o += poly(
          [
            [208, base - 50],
            [255, base - 70],
            [302, base - 50],
          ],
          c,
        );
        let win = "";
        for (const wy of [base - 130, base - 96])
          win += pathEl(`M319,${wy + 18}V${wy}a6,6 0 0 1 12,0V${wy + 18}Z`, LIGHT);
        for (let i = 0; i < 5; i++)
          win += pathEl(
            `M${370 + i * 32},${base - 18}V${base - 40}a5,5 0 0 1 10,0V${base - 18}Z`,
            LIGHT,
          );
        return o + group(win, { opacity: 0.3 });
      };
      const vessel = ship(640, 606, 420, NAVY_900);
      return {
        river: true,
        behind: rooftops(rng, { x0: -20, x1: 1220, base: 575, hMin: 25, hMax: 60, fill: NAVY_700 }),
        midY: 594,
        onHills: (mid) =>
          stPauls(mid.yAt(400) + 4) +
          jibCrane(1110, mid.yAt(1110) + 10, 0.6, NAVY_700, -1, 0.6) +
          jibCrane(900, mid.yAt(900) + 10, 1, NAVY_800, -1, 0.5),
        landmark: vessel,
        reflect: vessel,
      };
    }
    case "ashington": {
      const c = NAVY_900;
      const headframe = (x: number, base: number, s: number) => {
        const topY = base - 260 * s;
        let o = stroked(
          `M${x - 60 * s},${base}L${x - 10 * s},${topY}M${x + 60 * s},${base}L${x + 10 * s},${topY}` +
            `M${x + 10 * s},${topY}L${x + 130 * s},${base}` +
            `M${x - 45 * s},${base - 70 * s}H${x + 45 * s}M${x - 30 * s},${base - 140 * s}H${x + 30 * s}M${x - 18 * s},${base - 200 * s}H${x + 18 * s}`,
          c,
          9 * s,
        );
        o += rect(x - 24 * s, topY - 6 * s, 48 * s, 12 * s, c);
        const r = 46 * s;
        o += circle(x, topY - r + 4 * s, r, "none", { stroke: c, "stroke-width": 7 * s });
        let spokes = "";
        for (let k = 0; k < 6; k++) {
          const a = (k * Math.PI) / 6;
          spokes += `M${f(x + Math.cos(a) * r)},${f(topY - r + 4 * s + Math.sin(a) * r)}L${f(x - Math.cos(a) * r)},${f(topY - r + 4 * s - Math.sin(a) * r)}`;
        }
        o += stroked(spokes, c, 2.5 * s) + circle(x, topY - r + 4 * s, 7 * s, c);
        o += rect(x - 90 * s, base - 60 * s, 70 * s, 60 * s + 40, c);
        return o;
      };
      return {
        midY: 612,
        onHills: (mid) =>
          headframe(720, mid.yAt(720) + 20, 1) +
          headframe(920, mid.yAt(920) + 20, 0.72) +
          terraces(rng, -20, 1220, mid.yAt(600) + 90, 40, NAVY_800),
      };
    }
    case "chester-le-street": {
      const deck = 430;
      let d = `M-20,${deck}H1220V${WATER_TOP + 20}H-20Z`;
      for (let x = 10; x < 1200; x += 96) {
        d += `M${x + 14},${WATER_TOP + 20}V${deck + 70}A34,34 0 0 1 ${x + 82},${deck + 70}V${WATER_TOP + 20}Z`;
      }
      let train = "";
      for (let i = 0; i < 5; i++) {
        train += rect(120 + i * 96, deck - 36, 90, 34, NAVY_900, { rx: i === 0 ? 14 : 4 });
        for (let w = 0; w < 4; w++)
          train += rect(132 + i * 96 + w * 19, deck - 28, 12, 10, LIGHT, { opacity: 0.5 });
      }
      const viaduct =
        pathEl(d, NAVY_800, { "fill-rule": "evenodd" }) +
        rect(-20, deck - 6, 1240, 10, NAVY_900) +
        train;
      const castle = (base: number) => {
        const c = NAVY_700;
        let o = rect(780, base - 60, 170, 60, c);
        for (const tx of [770, 930]) {
          o += rect(tx, base - 95, 30, 95, c);
          for (let i = 0; i < 3; i++) o += rect(tx + i * 11, base - 104, 7, 10, c);
        }
        for (let i = 0; i < 7; i++) o += rect(800 + i * 19, base - 70, 10, 11, c);
        return o;
      };
      return {
        river: true,
        behind: castle(425) + ridgeTreesFlat(rng, 600, 1200, 440, NAVY_700),
        midY: 590,
        landmark: viaduct,
        reflect: viaduct,
      };
    }
    case "wallsend": {
      let scaffold = "";
      for (let x = 340; x <= 470; x += 26) scaffold += `M${x},380V482`;
      for (let y = 390; y <= 470; y += 22) scaffold += `M334,${y}H476`;
      const hull =
        rect(350, 400, 110, 84, NAVY_800) +
        stroked(scaffold, LIGHT, 1.5, { opacity: 0.3 }) +
        rect(540, 440, 70, 44, NAVY_800) +
        pathEl(
          "M290,478Q600,492 900,468L948,436L938,470Q926,560 890,606H350Q318,560 290,478Z",
          NAVY_900,
        ) +
        stroked("M320,530Q600,540 920,522M340,570Q600,578 905,566", LIGHT, 2, { opacity: 0.14 });
      const seg =
        rect(1040, 380, 50, 220, NAVY_800) +
        rect(1024, 360, 82, 30, NAVY_800) +
        rect(1030, 368, 70, 12, LIGHT, { opacity: 0.4 });
      return {
        river: true,
        behind: rooftops(rng, { x0: -20, x1: 1220, base: 575, hMin: 25, hMax: 60, fill: NAVY_700 }),
        midY: 594,
        onHills: (mid) =>
          jibCrane(240, mid.yAt(240) + 12, 1.25, NAVY_800, 1, 0.6) +
          jibCrane(980, mid.yAt(980) + 12, 1.15, NAVY_800, -1, 0.5) +
          seg,
        landmark: hull,
        reflect: hull,
      };
    }
    case "spennymoor":
    default: {
      // A hilltop town above the Wear valley: terraces, a church tower and fields beyond.
      const churchX = rng.range(380, 760);
      return {
        midY: 585,
        onHills: (mid) =>
          ridgeTrees(rng, mid, -20, 1220, NAVY_700, 1.2) +
          church(churchX, mid.yAt(churchX) + 40, 1.7, NAVY_800, false) +
          terraces(rng, -20, churchX - 60, mid.yAt(200) + 60, 44, NAVY_800) +
          rooftops(rng, {
            x0: churchX + 40,
            x1: 1220,
            base: mid.yAt(900) + 70,
            hMin: 34,
            hMax: 70,
            fill: NAVY_800,
            lit: 0.12,
          }) +
          treeCluster(rng, churchX - 20, mid.yAt(churchX) + 100, 3, 1.1),
      };
    }
  }
}

/** Hedgerows across the far hills: faint lines that follow the ridge, with gaps. */
function fieldLines(rng: Rng, r: Ridge): string {
  let d = "";
  for (let k = 1; k <= 3; k++) {
    let x = rng.range(-40, 60);
    while (x < 1200) {
      const len = rng.range(160, 380);
      const pts: Pt[] = [];
      for (let px = x; px <= x + len; px += 24) pts.push([px, r.yAt(px) + k * 20 + 6]);
      d += smoothThrough(pts);
      x += len + rng.range(40, 160);
    }
  }
  return stroked(d, mix(FAR_HILL, NAVY_700, 0.3), 2, { opacity: 0.6 });
}

function ridgeTreesFlat(rng: Rng, x0: number, x1: number, y: number, fill: string) {
  let out = rect(x0, y, x1 - x0, 160, fill);
  for (let x = x0; x < x1; x += rng.range(12, 22)) out += circle(x, y + 4, rng.range(10, 16), fill);
  return out;
}

function areaSvg(slug: string, geo: { lat: number; lng: number }): string {
  const rng = new Rng(`area:${slug}`);
  // The land is hillier to the west (Pennine foothills) and south, flatter on the coast and in
  // Northumberland, so hill heights follow the town's position.
  const hilly = Math.min(1, Math.max(0.3, 0.3 + (-1.3 - geo.lng) * 1.2 - (geo.lat - 54.9)));
  const ctx: Ctx = { rng, hilly };
  const scene = scenes(slug, ctx);
  const W = 1200;
  const H = 800;

  const sunLeft = rng.chance(0.5);
  const sunX = sunLeft ? rng.range(170, 330) : rng.range(870, 1030);
  const sunY = rng.range(170, 240);

  const defs =
    linearGradient("sky", [
      [0, SKY_HIGH],
      [0.38, NAVY_600],
      [0.66, SKY_LOW],
    ]) +
    radialGlow("glow", LIGHT, 0.35) +
    el("clipPath", { id: "water" }, rect(0, WATER_TOP, W, WATER_BOTTOM - WATER_TOP, WHITE));

  let body = rect(0, 0, W, H, "url(#sky)");
  body += circle(sunX, sunY, 200, "url(#glow)");
  body += circle(sunX, sunY, 46, LIGHT, { opacity: 0.9 });
  let clouds = "";
  for (let i = 0; i < 4; i++) {
    const cx = rng.range(60, 1140);
    const cy = rng.range(90, 330);
    const w = rng.range(120, 260);
    clouds += rect(cx - w / 2, cy, w, 16, LIGHT, { rx: 8 });
    clouds += rect(cx - w / 4, cy - 14, w * 0.45, 18, LIGHT, { rx: 9 });
  }
  body += group(clouds, { opacity: 0.1 });

  if (scene.coastX !== undefined) {
    body += water(rng, 0, W, HORIZON, H, mix(NAVY_600, NAVY_700, 0.3));
    body += rect(0, HORIZON, W, 3, LIGHT, { opacity: 0.35 });
  }

  const coastShape = (x: number) =>
    scene.coastX !== undefined ? coastDrop(x, scene.coastX - 260, 160) : 0;
  const far = ridge(rng, { y: 470 - 20 * ctx.hilly, amp: 18 + 40 * ctx.hilly, shape: coastShape });
  body += pathEl(far.d, FAR_HILL);
  if (scene.coastX === undefined) body += fieldLines(rng, far);
  body += scene.far ?? "";
  body += scene.behind ?? "";
  const mid = ridge(rng, {
    y: scene.midY ?? 590,
    amp: 8 + 14 * ctx.hilly,
    shape: scene.midShape,
  });
  body += pathEl(mid.d, NAVY_700);
  body += scene.onHills ? scene.onHills(mid) : "";
  if (scene.river) {
    const x0 = 0;
    body += water(rng, x0, W, WATER_TOP, WATER_BOTTOM);
    if (scene.reflect) {
      body += group(
        group(scene.reflect, { transform: `translate(0 ${WATER_TOP * 2}) scale(1 -1)` }),
        {
          "clip-path": "url(#water)",
          opacity: 0.22,
        },
      );
    }
  }
  body += scene.landmark ?? "";

  // Foreground: dark ground, green trees and a road with one of our trucks.
  const fg = ridge(rng, { y: 712, amp: 10 });
  body += pathEl(fg.d, NAVY_900);
  const clusterA = rng.range(40, 180);
  const clusterB = rng.range(980, 1120);
  body += treeCluster(rng, clusterA, fg.yAt(clusterA) + 14, rng.int(2, 4));
  body += treeCluster(rng, clusterB, fg.yAt(clusterB) + 14, rng.int(2, 4));
  body += rect(0, 748, W, 30, NAVY_800);
  let dashes = "";
  for (let x = 10; x < W; x += 60) dashes += rect(x, 761, 30, 3, LIGHT);
  body += group(dashes, { opacity: 0.3 });
  const truckX = rng.range(330, 760);
  const facing = rng.chance(0.5) ? 1 : -1;
  body += truck({ x: truckX, y: 770, scale: 0.26, facing, kind: "shredder" });
  return svgDoc(W, H, defs, body);
}

// ---------------------------------------------------------------------------------------------
// Service illustrations: objects on a light backdrop

const PAPER_LINE = mix(NAVY_600, WHITE, 0.72);
const CARD_EDGE = mix(NAVY_600, LIGHT, 0.55);

function serviceFrame(key: string, body: string): string {
  const rng = new Rng(`service:${key}`);
  const W = 1200;
  const H = 800;
  let bg = rect(0, 0, W, H, LIGHT);
  bg += rect(0, 640, W, H - 640, mix(LIGHT, NAVY_600, 0.08));
  bg += circle(600, 390, 330, WHITE);
  const dx = rng.pick([90, 140, 1000, 1060]);
  const dy = rng.range(90, 160);
  let dots = "";
  for (let i = 0; i < 5; i++) {
    for (let j = 0; j < 4; j++) dots += circle(dx + i * 22, dy + j * 22, 3.5, NAVY_600);
  }
  bg += group(dots, { opacity: 0.18 });
  bg += circle(rng.range(960, 1100), rng.range(480, 560), 18, GREEN_400, { opacity: 0.35 });
  bg += circle(rng.range(100, 220), rng.range(460, 560), 10, NAVY_600, { opacity: 0.2 });
  bg += ellipse(600, 650, 430, 22, NAVY_700, { opacity: 0.12 });
  return svgDoc(W, H, "", bg + body);
}

function checkBadge(cx: number, cy: number, r: number) {
  return (
    circle(cx, cy, r, GREEN_700) +
    stroked(
      `M${f(cx - r * 0.42)},${f(cy + r * 0.02)}L${f(cx - r * 0.1)},${f(cy + r * 0.34)}L${f(cx + r * 0.44)},${f(cy - r * 0.3)}`,
      WHITE,
      r * 0.16,
      { "stroke-linecap": "round" },
    )
  );
}

/** A sheet of paper; the "writing" is abstract bars, not text. */
function sheet(x: number, y: number, w: number, h: number, rotate = 0, lines = 6) {
  let out = rect(0, 0, w, h, WHITE, { rx: 6, stroke: CARD_EDGE, "stroke-width": 3 });
  out += rect(w * 0.12, h * 0.1, w * 0.45, 10, NAVY_700, { rx: 5, opacity: 0.6 });
  for (let i = 0; i < lines; i++) {
    out += rect(w * 0.12, h * 0.24 + i * (h * 0.1), w * (i % 3 === 2 ? 0.5 : 0.76), 7, PAPER_LINE, {
      rx: 3.5,
    });
  }
  return group(out, { transform: `translate(${f(x)} ${f(y)}) rotate(${rotate})` });
}

function documentShredding(): string {
  let b = "";
  b += sheet(150, 360, 150, 190, -14, 7);
  b += sheet(890, 250, 140, 180, 12, 6);
  // paper being fed into the slot
  b += group(sheet(0, 0, 230, 250, 0, 8), {
    transform: "translate(485 70)",
  });
  // bin body with a window full of strips
  b += rect(450, 330, 300, 318, NAVY_700, { rx: 18 });
  b += rect(482, 400, 236, 214, mix(LIGHT, NAVY_600, 0.18), { rx: 12 });
  let strips = "";
  for (let i = 0; i < 26; i++) {
    const x = 492 + i * 8.6;
    const top = 470 + ((i * 37) % 60);
    strips += rect(x, top, 5.4, 614 - top - 4, i % 4 === 0 ? PAPER_LINE : WHITE, { rx: 2 });
  }
  b += strips;
  b += rect(482, 400, 236, 214, "none", { rx: 12, stroke: NAVY_800, "stroke-width": 4 });
  // strips falling from the cutters into the bin
  let falling = "";
  for (let i = 0; i < 22; i++) {
    const x = 500 + i * 9.5;
    falling += rect(x, 318, 5.4, 40 + ((i * 29) % 70), WHITE, { rx: 2 });
  }
  b += group(falling, { opacity: 0.95 });
  // head unit
  b += rect(420, 270, 360, 70, NAVY_800, { rx: 16 });
  b += rect(470, 288, 260, 12, NAVY_900, { rx: 6 });
  b += circle(748, 318, 9, GREEN_400);
  b += rect(440, 318, 60, 8, NAVY_700, { rx: 4 });
  b += rect(470, 648, 30, 10, NAVY_900, { rx: 3 }) + rect(700, 648, 30, 10, NAVY_900, { rx: 3 });
  b += checkBadge(860, 560, 52);
  return serviceFrame("document-shredding", b);
}

function officeBuilding(x: number, ground: number, w: number, h: number) {
  let out = rect(x, ground - h, w, h, NAVY_800, { rx: 6 });
  out += rect(x - 8, ground - h - 14, w + 16, 18, NAVY_900, { rx: 4 });
  let win = "";
  for (let wy = ground - h + 28; wy < ground - 90; wy += 62) {
    for (let wx = x + 22; wx < x + w - 40; wx += 62) {
      win += rect(wx, wy, 42, 40, mix(LIGHT, NAVY_600, 0.3), { rx: 4 });
    }
  }
  out += win;
  out += rect(x + w / 2 - 36, ground - 84, 72, 84, mix(LIGHT, NAVY_600, 0.45), { rx: 4 });
  out += rect(x + w / 2 - 52, ground - 98, 104, 12, GREEN_700, { rx: 4 });
  return out;
}

function onSiteShredding(): string {
  let b = officeBuilding(70, 650, 280, 420);
  b += truck({ x: 530, y: 650, scale: 1.4, kind: "shredder", liftBin: true });
  b += checkBadge(1060, 200, 48);
  return serviceFrame("on-site-shredding", b);
}

function consoleCabinet(x: number, ground: number, w: number, h: number, locked = true) {
  let out = rect(x, ground - h, w, h, NAVY_700, { rx: 12 });
  out += rect(x - 8, ground - h - 16, w + 16, 26, NAVY_800, { rx: 8 });
  out += rect(x + w * 0.18, ground - h - 6, w * 0.64, 8, NAVY_900, { rx: 4 });
  out += rect(x + 18, ground - h + 40, w - 36, h - 70, NAVY_800, { rx: 8 });
  out += rect(x + 30, ground - h + 56, w - 60, 12, LIGHT, { rx: 6, opacity: 0.25 });
  if (locked) {
    const lx = x + w / 2;
    const ly = ground - h * 0.45;
    out += pathEl(`M${lx - 16},${ly}V${ly - 16}a16,16 0 0 1 32,0V${ly}`, "none", {
      stroke: STEEL,
      "stroke-width": 7,
    });
    out += rect(lx - 26, ly - 2, 52, 44, GREEN_700, { rx: 7 });
    out += circle(lx, ly + 16, 6, NAVY_900) + rect(lx - 2.5, ly + 18, 5, 12, NAVY_900);
  }
  out += rect(x + 10, ground - 8, 24, 8, NAVY_900) + rect(x + w - 34, ground - 8, 24, 8, NAVY_900);
  return out;
}

function offSiteShredding(): string {
  let b = "";
  // the route to our facility: a dashed line to a small building with the shield
  b += stroked("M300,300C420,140 720,120 880,230", NAVY_600, 6, {
    "stroke-dasharray": "4 18",
    "stroke-linecap": "round",
    opacity: 0.5,
  });
  b += rect(900, 170, 150, 100, NAVY_700, { rx: 8 });
  b += poly(
    [
      [890, 172],
      [975, 120],
      [1060, 172],
    ],
    NAVY_800,
  );
  b += rect(955, 214, 40, 56, mix(LIGHT, NAVY_600, 0.4), { rx: 3 });
  b += rect(918, 196, 26, 24, mix(LIGHT, NAVY_600, 0.3), { rx: 3 });
  b += rect(1006, 196, 26, 24, mix(LIGHT, NAVY_600, 0.3), { rx: 3 });
  b += shieldMark(960, 132, 30, NAVY_900);
  b += consoleCabinet(180, 650, 200, 330);
  b += truck({ x: 520, y: 650, scale: 1.45, kind: "van" });
  return serviceFrame("off-site-shredding", b);
}

function hardDrive(w: number, h: number) {
  let out = rect(0, 0, w, h, STEEL, { rx: 10 });
  out += rect(6, 6, w - 12, h - 12, mix(LIGHT, NAVY_600, 0.18), { rx: 8 });
  const r = h * 0.36;
  out += circle(w * 0.4, h / 2, r, WHITE, { stroke: CARD_EDGE, "stroke-width": 3 });
  out += circle(w * 0.4, h / 2, r * 0.22, STEEL);
  out += circle(w * 0.82, h * 0.78, 9, NAVY_700);
  out += stroked(`M${f(w * 0.82)},${f(h * 0.78)}L${f(w * 0.5)},${f(h * 0.42)}`, NAVY_700, 7, {
    "stroke-linecap": "round",
  });
  for (const [sx, sy] of [
    [14, 14],
    [w - 14, 14],
    [14, h - 14],
    [w - 14, h - 14],
  ] as const)
    out += circle(sx, sy, 4, NAVY_600, { opacity: 0.5 });
  return out;
}

function hardDriveShredding(): string {
  let b = "";
  // shredder: hopper, cutter rolls, body and output chute
  b += rect(380, 430, 440, 220, NAVY_700, { rx: 14 });
  b += poly(
    [
      [330, 330],
      [870, 330],
      [800, 440],
      [400, 440],
    ],
    NAVY_800,
  );
  b += rect(320, 318, 560, 20, NAVY_900, { rx: 6 });
  for (const cx of [530, 670]) {
    let teeth = "";
    for (let k = 0; k < 10; k++) {
      const a = (k * Math.PI) / 5;
      teeth += poly(
        [
          [cx + Math.cos(a - 0.16) * 54, 440 + Math.sin(a - 0.16) * 54],
          [cx + Math.cos(a) * 72, 440 + Math.sin(a) * 72],
          [cx + Math.cos(a + 0.16) * 54, 440 + Math.sin(a + 0.16) * 54],
        ],
        STEEL,
      );
    }
    b += group(teeth + circle(cx, 440, 56, STEEL) + circle(cx, 440, 20, NAVY_900), {
      "clip-path": undefined,
    });
  }
  b += rect(380, 440, 440, 210, NAVY_700, { rx: 14 });
  b += rect(420, 480, 360, 14, NAVY_800, { rx: 7 });
  b += circle(760, 600, 10, GREEN_400) + rect(420, 590, 120, 16, NAVY_800, { rx: 8 });
  // the drive going in
  b += group(hardDrive(220, 150), { transform: "translate(490 150) rotate(-16 110 75)" });
  // chute and fragments
  b += poly(
    [
      [820, 540],
      [1000, 600],
      [1000, 640],
      [820, 600],
    ],
    NAVY_800,
  );
  b += rect(930, 600, 170, 50, GREEN_700, { rx: 8 });
  let frags = "";
  const rng = new Rng("hard-drive-fragments");
  for (let i = 0; i < 26; i++) {
    const x = rng.range(944, 1086);
    const y = rng.range(572, 600);
    const s = rng.range(6, 13);
    frags += poly(
      [
        [x, y],
        [x + s, y - s * 0.4],
        [x + s * 1.2, y + s * 0.6],
        [x + s * 0.2, y + s * 0.8],
      ],
      rng.chance(0.5) ? STEEL : NAVY_600,
    );
  }
  for (let i = 0; i < 8; i++) {
    const x = 1000 + i * 9;
    const y = 530 + ((i * 17) % 40);
    frags += poly(
      [
        [x, y],
        [x + 8, y - 3],
        [x + 10, y + 5],
      ],
      STEEL,
    );
  }
  b += frags;
  b += checkBadge(220, 250, 50);
  return serviceFrame("hard-drive-shredding", b);
}

function contracts(): string {
  let b = "";
  // calendar
  b += rect(180, 150, 520, 480, WHITE, { rx: 18, stroke: CARD_EDGE, "stroke-width": 4 });
  b += pathEl("M180,230V168Q180,150 198,150H682Q700,150 700,168V230Z", NAVY_700);
  for (const rx of [260, 620]) {
    b += rect(rx - 9, 126, 18, 56, NAVY_900, { rx: 9 });
  }
  const cols = 7;
  const cell = 62;
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < cols; c++) {
      const x = 212 + c * cell;
      const y = 258 + r * cell;
      const scheduled = c === 2 && r % 2 === 0;
      const done = scheduled && r < 4;
      if (scheduled) {
        b += rect(x, y, 50, 50, done ? GREEN_700 : WHITE, {
          rx: 10,
          stroke: GREEN_700,
          "stroke-width": 3,
        });
        if (done) {
          b += stroked(`M${x + 14},${y + 26}L${x + 22},${y + 34}L${x + 37},${y + 17}`, WHITE, 5, {
            "stroke-linecap": "round",
          });
        }
      } else {
        b += rect(x, y, 50, 50, mix(LIGHT, NAVY_600, 0.06), { rx: 10 });
      }
    }
  }
  // the console that is emptied on each scheduled visit
  b += consoleCabinet(800, 650, 190, 320);
  // repeat arrows
  b += stroked("M810,230A90,90 0 0 1 980,230", GREEN_700, 14, { "stroke-linecap": "round" });
  b += poly(
    [
      [960, 210],
      [1004, 222],
      [978, 262],
    ],
    GREEN_700,
  );
  return serviceFrame("contracts", b);
}

function archiveBox(x: number, y: number, w: number, h: number, tone: number) {
  const body = mix(mix(LIGHT, NAVY_600, 0.32), NAVY_600, tone);
  const lid = mix(body, NAVY_800, 0.3);
  let out = rect(x, y, w, h, body, { rx: 6 });
  out += rect(x - 5, y - 4, w + 10, h * 0.2, lid, { rx: 5 });
  out += rect(x + w * 0.38, y + h * 0.4, w * 0.24, h * 0.11, NAVY_800, { rx: h * 0.05 });
  out += rect(x + w * 0.2, y + h * 0.6, w * 0.6, h * 0.22, WHITE, { rx: 4 });
  return out;
}

function bulkCollection(): string {
  let b = "";
  // pallet
  b += rect(210, 616, 560, 18, NAVY_800, { rx: 4 });
  for (const px of [220, 470, 720]) b += rect(px, 634, 40, 16, NAVY_800);
  b += rect(210, 644, 560, 8, NAVY_900, { rx: 3 });
  const w = 170;
  const h = 120;
  for (let i = 0; i < 3; i++) b += archiveBox(225 + i * (w + 10), 616 - h, w, h, (i % 2) * 0.12);
  for (let i = 0; i < 3; i++)
    b += archiveBox(225 + i * (w + 10), 616 - 2 * h - 8, w, h, ((i + 1) % 2) * 0.12);
  for (let i = 0; i < 2; i++)
    b += archiveBox(315 + i * (w + 10), 616 - 3 * h - 16, w, h, (i % 2) * 0.12 + 0.05);
  b += archiveBox(405, 616 - 4 * h - 24, w, h, 0.1);
  // sack truck with two boxes
  b += stroked("M850,170L900,180L900,620H1010", NAVY_900, 14, { "stroke-linecap": "round" });
  b += archiveBox(912, 490, 130, 110, 0.05);
  b += archiveBox(912, 370, 130, 110, 0.15);
  b += circle(900, 626, 30, NAVY_900) + circle(900, 626, 12, STEEL);
  b += checkBadge(1040, 230, 46);
  return serviceFrame("bulk-collection", b);
}

/** A road drawn as a band that widens as it comes towards the viewer. */
function windingRoad(p0: Pt, p1: Pt, p2: Pt, p3: Pt, w0: number, w1: number, fill: string) {
  const at = (t: number): Pt => {
    const u = 1 - t;
    return [
      u ** 3 * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t ** 3 * p3[0],
      u ** 3 * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t ** 3 * p3[1],
    ];
  };
  const left: Pt[] = [];
  const right: Pt[] = [];
  const n = 40;
  for (let i = 0; i <= n; i++) {
    const t = i / n;
    const [x, y] = at(t);
    const [xa, ya] = at(Math.max(0, t - 0.01));
    const [xb, yb] = at(Math.min(1, t + 0.01));
    const len = Math.hypot(xb - xa, yb - ya) || 1;
    const nx = -(yb - ya) / len;
    const ny = (xb - xa) / len;
    const w = (w0 + (w1 - w0) * t ** 1.4) / 2;
    left.push([x + nx * w, y + ny * w]);
    right.push([x - nx * w, y - ny * w]);
  }
  return poly([...left, ...right.reverse()], fill);
}

// ---------------------------------------------------------------------------------------------
// Home hero: calm, dark on the left (for white text), a truck on a road through hills on the right

function heroSvg(): string {
  const rng = new Rng("hero");
  const W = 1600;
  const H = 1000;
  const defs =
    linearGradient("hsky", [
      [0, NAVY_900],
      [0.55, NAVY_800],
      [0.72, mix(NAVY_700, NAVY_600, 0.5)],
    ]) +
    radialGlow("hglow", LIGHT, 0.16) +
    grainFilter("grain") +
    linearGradient(
      "shade",
      [
        [0, NAVY_900, 0.94],
        [0.42, NAVY_900, 0.86],
        [0.54, NAVY_900, 0.3],
        [0.6, NAVY_900, 0],
      ],
      false,
    );
  let b = rect(0, 0, W, H, "url(#hsky)");
  b += circle(1240, 300, 420, "url(#hglow)");
  // the shield motif, very faint, behind the hills
  b += group(
    pathEl(SHIELD_D, "none", { stroke: LIGHT, "stroke-width": 0.35 }) +
      stroked(SHRED_D, LIGHT, 0.9, { "stroke-linecap": "round" }),
    {
      transform: "translate(1060 90) scale(9)",
      opacity: 0.1,
    },
  );
  let stars = "";
  for (let i = 0; i < 26; i++)
    stars += circle(rng.range(900, 1580), rng.range(30, 420), rng.range(1, 2.2), LIGHT);
  b += group(stars, { opacity: 0.4 });
  const scale = (x: number) => x * (W / 1200);
  const far = ridge(rng, { y: 560, amp: 40, x1: 1620 });
  b += pathEl(far.d, mix(NAVY_700, NAVY_600, 0.35));
  const mid = ridge(rng, { y: 650, amp: 34, x1: 1620, shape: (x) => bump(x, scale(980), 260, 60) });
  b += pathEl(mid.d, NAVY_700);
  b += ridgeTrees(rng, mid, 900, 1620, NAVY_700, 1.3);
  const near = ridge(rng, { y: 780, amp: 22, x1: 1620, shape: (x) => bump(x, 1450, 200, 40) });
  b += pathEl(near.d, NAVY_800);
  // the road: from the far hills down to a straight run along the bottom
  const road = mix(NAVY_900, NAVY_800, 0.5);
  b += windingRoad([1400, 640], [1300, 700], [1640, 770], [1530, 900], 6, 76, road);
  b += rect(-20, 872, W + 40, 62, road);
  let dashes = "";
  for (let x = -10; x < W; x += 70) dashes += rect(x, 907, 36, 4, LIGHT);
  b += group(dashes, { opacity: 0.3 });
  b += rect(-20, 934, W + 40, 80, NAVY_900);
  b += treeCluster(rng, 1480, near.yAt(1480) + 30, 4, 1.1);
  b += treeCluster(rng, 930, near.yAt(930) + 30, 2, 0.9);
  b += truck({ x: 970, y: 904, scale: 0.95, kind: "shredder" });
  b += rect(0, 0, W, H, "url(#shade)");
  // A whisper of fixed-seed grain dithers the large soft gradients, which would otherwise band.
  b += rect(0, 0, W, H, WHITE, { filter: "url(#grain)", opacity: 0.05 });
  return svgDoc(W, H, defs, b);
}

// ---------------------------------------------------------------------------------------------
// Facility: a business park building (Lingfield Point, Darlington) with our trucks

function facilitySvg(): string {
  const rng = new Rng("facility");
  const W = 1200;
  const H = 800;
  const defs = linearGradient("fsky", [
    [0, mix(LIGHT, NAVY_600, 0.22)],
    [0.6, LIGHT],
  ]);
  let b = rect(0, 0, W, H, "url(#fsky)");
  b += circle(990, 150, 60, WHITE, { opacity: 0.9 });
  let clouds = "";
  for (let i = 0; i < 4; i++) {
    const cx = rng.range(80, 1100);
    const cy = rng.range(70, 220);
    const w = rng.range(130, 240);
    clouds +=
      rect(cx - w / 2, cy, w, 22, WHITE, { rx: 11 }) +
      rect(cx - w / 4, cy - 18, w * 0.45, 26, WHITE, { rx: 13 });
  }
  b += group(clouds, { opacity: 0.8 });
  const far = ridge(rng, { y: 400, amp: 26 });
  b += pathEl(far.d, mix(LIGHT, NAVY_600, 0.3));
  const mid = ridge(rng, { y: 450, amp: 16 });
  b += pathEl(mid.d, mix(LIGHT, GREEN_700, 0.3));
  b += ridgeTrees(rng, mid, -20, 1220, mix(LIGHT, GREEN_700, 0.3), 1.2);
  // building: offices, central entrance block, loading bays
  const ground = 600;
  const glass = mix(NAVY_600, LIGHT, 0.35);
  b += rect(90, 350, 1020, 250, WHITE);
  b += rect(80, 336, 1040, 18, NAVY_800, { rx: 3 });
  for (const wy of [384, 470]) b += rect(110, wy, 350, 50, NAVY_700, { rx: 3 });
  for (let x = 110; x < 460; x += 50) b += rect(x, 384, 3, 136, WHITE);
  b += rect(470, 290, 260, 310, NAVY_800);
  b += rect(460, 276, 280, 20, NAVY_900, { rx: 3 });
  b += rect(495, 316, 210, 200, glass, { rx: 3 });
  for (let x = 495; x < 705; x += 42) b += rect(x, 316, 3, 200, NAVY_800);
  b += rect(495, 414, 210, 3, NAVY_800);
  b += shieldMark(570, 322, 60, NAVY_900);
  b += rect(478, 520, 244, 16, GREEN_700, { rx: 4 });
  b += rect(560, 536, 80, 64, glass);
  b += rect(598, 536, 4, 64, NAVY_800);
  for (let i = 0; i < 3; i++) {
    const x = 770 + i * 112;
    b += rect(x, 420, 92, 180, mix(NAVY_600, LIGHT, 0.55));
    let slats = "";
    for (let y = 428; y < 600; y += 14) slats += rect(x, y, 92, 2, NAVY_700);
    b += group(slats, { opacity: 0.35 });
    b += rect(x - 6, 410, 104, 12, NAVY_800, { rx: 3 });
  }
  b += rect(770, 376, 320, 10, NAVY_700, { rx: 3 });
  b +=
    roundTree(60, ground + 4, 170) +
    roundTree(1150, ground + 4, 150) +
    pineTree(1190, ground + 4, 170);
  // yard and parked trucks
  b += rect(0, ground, W, H - ground, mix(LIGHT, NAVY_700, 0.22));
  b += rect(0, ground, W, 14, mix(LIGHT, NAVY_700, 0.35));
  let bays = "";
  for (let x = 20; x < W; x += 130) bays += rect(x, 730, 7, 70, WHITE, { rx: 3 });
  b += group(bays, { opacity: 0.7 });
  b += ellipse(300, 708, 220, 12, NAVY_900, { opacity: 0.12 });
  b += ellipse(910, 708, 220, 12, NAVY_900, { opacity: 0.12 });
  b += truck({ x: 130, y: 708, scale: 0.84, kind: "shredder" });
  b += truck({ x: 1090, y: 708, scale: 0.84, kind: "shredder", facing: -1 });
  return svgDoc(W, H, defs, b);
}

// ---------------------------------------------------------------------------------------------
// Social card and touch icon

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

function ogSvg(): string {
  const W = 1200;
  const H = 630;
  const defs = linearGradient(
    "og",
    [
      [0, NAVY_900],
      [1, NAVY_700],
    ],
    false,
  );
  let b = rect(0, 0, W, H, "url(#og)");
  // faint shred strips on the right edge
  let strips = "";
  for (let i = 0; i < 14; i++)
    strips += rect(960 + i * 18, 0, 8, 630, LIGHT, { opacity: 0.04 + (i % 3) * 0.02 });
  b += strips;
  b += rect(0, H - 14, W, 14, GREEN_700);
  b += shieldMark(86, 175, 250, NAVY_600, GREEN_400);
  b += el(
    "text",
    { x: 380, y: 262, fill: WHITE, "font-family": FONT, "font-size": 70, "font-weight": 700 },
    "North East",
  );
  b += el(
    "text",
    { x: 380, y: 346, fill: WHITE, "font-family": FONT, "font-size": 70, "font-weight": 700 },
    "Secure Shredding",
  );
  b += rect(382, 380, 90, 8, GREEN_400, { rx: 4 });
  b += el(
    "text",
    { x: 380, y: 446, fill: mix(LIGHT, NAVY_600, 0.15), "font-family": FONT, "font-size": 34 },
    "Secure Document &amp; Data Shredding",
  );
  return svgDoc(W, H, defs, b);
}

function appleIconSvg(): string {
  return svgDoc(180, 180, "", rect(0, 0, 180, 180, WHITE) + shieldMark(18, 14, 144));
}

// ---------------------------------------------------------------------------------------------
// Output

const outputs: string[] = [];

async function writeWebp(rel: string, svg: string, quality = 72) {
  const file = path.join(root, rel);
  await mkdir(path.dirname(file), { recursive: true });
  const buf = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
  await writeFile(file, buf);
  outputs.push(rel);
}

/** Palette PNGs are tiny for flat art; the social card keeps full colour for its gradient. */
async function writePng(rel: string, svg: string, palette = true) {
  const file = path.join(root, rel);
  await mkdir(path.dirname(file), { recursive: true });
  const png = palette
    ? { compressionLevel: 9, palette: true, quality: 90, effort: 10 }
    : { compressionLevel: 9 };
  const buf = await sharp(Buffer.from(svg)).png(png).toBuffer();
  await writeFile(file, buf);
  outputs.push(rel);
}

async function main() {
  const only = process.argv.slice(2);
  const wanted = (name: string) => only.length === 0 || only.some((o) => name.includes(o));
  for (const area of areas) {
    if (!wanted(`areas/${area.slug}`)) continue;
    await writeWebp(`public/images/areas/${area.slug}.webp`, areaSvg(area.slug, area.geo));
  }
  const services: Record<string, () => string> = {
    "document-shredding": documentShredding,
    "on-site-shredding": onSiteShredding,
    "off-site-shredding": offSiteShredding,
    "hard-drive-shredding": hardDriveShredding,
    contracts,
    "bulk-collection": bulkCollection,
  };
  for (const [key, draw] of Object.entries(services)) {
    if (wanted(`services/${key}`)) await writeWebp(`public/images/services/${key}.webp`, draw());
  }
  if (wanted("hero")) await writeWebp("public/images/hero.webp", heroSvg(), 82);
  if (wanted("facility")) await writeWebp("public/images/facility.webp", facilitySvg());
  if (wanted("og")) await writePng("public/og-default.png", ogSvg(), false);
  if (wanted("apple")) await writePng("app/apple-icon.png", appleIconSvg());
  // Report each file with its real dimensions and size, flagging anything over its budget.
  let over = 0;
  for (const rel of outputs) {
    const file = path.join(root, rel);
    const meta = await sharp(file).metadata();
    const kb = (await stat(file)).size / 1024;
    const budget = rel.endsWith("hero.webp") ? 90 : rel.endsWith(".png") ? 120 : 60;
    const flag = kb > budget ? `  OVER ${budget} KB BUDGET` : "";
    if (flag) over++;
    console.log(`${rel.padEnd(48)} ${meta.width}x${meta.height}  ${kb.toFixed(1)} KB${flag}`);
  }
  if (over) process.exitCode = 1;
}

await main();
