// Shared scenery: trees (single, in clusters, along a ridge) and townscapes (rooftops and
// terraced streets).
import * as palette from "./palette.ts";
import { type Rng } from "./random.ts";
import { circle, ellipse, f, group, pathEl, poly, rect } from "./svg.ts";
import { type Ridge } from "./terrain.ts";

export function roundTree(
  x: number,
  ground: number,
  h: number,
  light = palette.GREEN_700,
  dark = palette.GREEN_800,
) {
  const rx = h * 0.3;
  const ry = h * 0.38;
  const cy = ground - h + ry;
  return (
    rect(x - h * 0.035, cy, h * 0.07, ground - cy, palette.NAVY_900) +
    ellipse(x, cy, rx, ry, light) +
    pathEl(`M${f(x)},${f(cy - ry)}A${f(rx)},${f(ry)} 0 0 1 ${f(x)},${f(cy + ry)}Z`, dark)
  );
}

export function pineTree(
  x: number,
  ground: number,
  h: number,
  light = palette.GREEN_700,
  dark = palette.GREEN_800,
) {
  const w = h * 0.26;
  const top = ground - h;
  const base = ground - h * 0.12;
  return (
    rect(x - h * 0.03, base - 2, h * 0.06, h * 0.12 + 2, palette.NAVY_900) +
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

export function treeCluster(rng: Rng, x: number, ground: number, count: number, scale = 1) {
  let out = "";
  for (let i = 0; i < count; i++) {
    const tx = x + rng.range(-40, 40) * scale + i * 26 * scale;
    const h = rng.range(48, 86) * scale;
    out += rng.chance(0.4) ? pineTree(tx, ground + 2, h * 1.1) : roundTree(tx, ground + 2, h);
  }
  return out;
}

/** Flat silhouettes of trees along a ridge (same colour as the ridge, for texture). */
export function ridgeTrees(rng: Rng, r: Ridge, x0: number, x1: number, fill: string, size = 1) {
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

/** The town along a river's far bank, the whole width of the picture. */
export const RIVERSIDE_ROOFTOPS: RoofOpts = {
  x0: -20,
  x1: 1220,
  base: 575,
  hMin: 25,
  hMax: 60,
  fill: palette.NAVY_700,
};

/** A row of varied rooftops with a few lit windows. */
export function rooftops(rng: Rng, o: RoofOpts): string {
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
        if (rng.chance(lit)) lights += rect(wx, wy, 6, 8, o.litColour ?? palette.LIGHT);
      }
    }
    x += w + rng.range(-6, 4);
  }
  return out + group(lights, { opacity: 0.55 });
}

/** Terraced streets: long roofs with a row of chimneys. */
export function terraces(rng: Rng, x0: number, x1: number, base: number, h: number, fill: string) {
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
      lights += rect(x + 4, top + 1, hw - 8, 1.5, palette.LIGHT, { opacity: 0.35 });
      if (rng.chance(0.22)) lights += rect(x + 10, top + 10, 8, 10, palette.LIGHT);
      if (rng.chance(0.12)) lights += rect(x + 10, top + 28, 8, 10, palette.LIGHT);
      x += hw;
      top += step;
    }
    out += rect(x - 4, top - step - 28, 8, 16, fill);
    x += rng.range(26, 44);
  }
  return out + group(lights, { opacity: 0.45 });
}

/** A flat band of woodland with a bumpy top edge at height y. */
export function ridgeTreesFlat(rng: Rng, x0: number, x1: number, y: number, fill: string) {
  let out = rect(x0, y, x1 - x0, 160, fill);
  for (let x = x0; x < x1; x += rng.range(12, 22)) out += circle(x, y + 4, rng.range(10, 16), fill);
  return out;
}
