// The land and the water: rolling ridges (with hills and coasts shaped into them) and bands of
// rippled water.
import * as palette from "./palette.ts";
import { type Rng } from "./random.ts";
import { f, group, rect, smoothThrough, type Pt } from "./svg.ts";

export type Ridge = { d: string; yAt: (x: number) => number };

/**
 * A rolling ridge line closed down to `bottom`. `shape` lets a scene add a local hill or drop
 * the land away into the sea.
 */
export function ridge(
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
export const bump = (x: number, cx: number, width: number, height: number, power = 2) =>
  -height * Math.exp(-(Math.abs((x - cx) / width) ** power));
/** Land that falls away below the sea from x = start to x = start + run. */
export const coastDrop = (x: number, start: number, run: number, depth = 420) =>
  x <= start ? 0 : depth * Math.min(1, ((x - start) / run) ** 1.6);

/** Water: a band with a few soft ripples. */
export function water(
  rng: Rng,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  fill = palette.NAVY_600,
) {
  const out = rect(x0, y0, x1 - x0, y1 - y0, fill);
  let ripples = "";
  for (let i = 0; i < 22; i++) {
    const y = rng.range(y0 + 8, y1 - 6);
    const x = rng.range(x0, x1 - 60);
    const w = rng.range(30, 120) * (0.5 + (y - y0) / (y1 - y0));
    ripples += rect(x, y, w, 2.5, palette.LIGHT, { rx: 1.2 });
  }
  return out + group(ripples, { opacity: 0.16 });
}
