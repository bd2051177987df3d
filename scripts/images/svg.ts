// SVG building blocks: elements as strings, the document wrapper, gradients, the grain filter
// and smooth paths through points.

type Attrs = Record<string, string | number | undefined>;
export type Pt = readonly [number, number];

export const f = (v: number) => String(Math.round(v * 10) / 10);

function attrs(a: Attrs): string {
  return Object.entries(a)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${typeof v === "number" ? f(v) : v}"`)
    .join("");
}
export const el = (tag: string, a: Attrs, children?: string) =>
  children === undefined ? `<${tag}${attrs(a)}/>` : `<${tag}${attrs(a)}>${children}</${tag}>`;
export const rect = (x: number, y: number, w: number, h: number, fill: string, extra: Attrs = {}) =>
  el("rect", { x, y, width: w, height: h, fill, ...extra });
export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el("circle", { cx, cy, r, fill, ...extra });
export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra: Attrs = {},
) => el("ellipse", { cx, cy, rx, ry, fill, ...extra });
export const pathEl = (d: string, fill: string, extra: Attrs = {}) =>
  el("path", { d, fill, ...extra });
export const poly = (pts: readonly Pt[], fill: string, extra: Attrs = {}) =>
  el("polygon", { points: pts.map(([x, y]) => `${f(x)},${f(y)}`).join(" "), fill, ...extra });
export const line = (
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  stroke: string,
  width: number,
  extra: Attrs = {},
) => el("line", { x1, y1, x2, y2, stroke, "stroke-width": width, ...extra });
export const group = (children: string, extra: Attrs = {}) => el("g", extra, children);
export const stroked = (d: string, stroke: string, width: number, extra: Attrs = {}) =>
  pathEl(d, "none", { stroke, "stroke-width": width, "stroke-linejoin": "round", ...extra });

export function svgDoc(w: number, h: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<defs>${defs}</defs>${body}</svg>`
  );
}

export function linearGradient(
  id: string,
  stops: [number, string, number?][],
  vertical = true,
): string {
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
export function grainFilter(id: string): string {
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

export function radialGlow(id: string, color: string, opacity: number): string {
  return el(
    "radialGradient",
    { id },
    el("stop", { offset: 0, "stop-color": color, "stop-opacity": opacity }) +
      el("stop", { offset: 1, "stop-color": color, "stop-opacity": 0 }),
  );
}

/** A smooth path through points (quadratic curves between midpoints). */
export function smoothThrough(pts: readonly Pt[]): string {
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
