// Props the service pictures are built from: paper sheets, an office block, a confidential waste
// console, a hard drive, archive boxes and the tick badge.
import * as palette from "./palette.ts";
import { circle, f, group, pathEl, rect, stroked } from "./svg.ts";

export const PAPER_LINE = palette.mix(palette.NAVY_600, palette.WHITE, 0.72);
export const CARD_EDGE = palette.mix(palette.NAVY_600, palette.LIGHT, 0.55);

/** A green tick in a circle: the job done. */
export function checkBadge(cx: number, cy: number, r: number) {
  return (
    circle(cx, cy, r, palette.GREEN_700) +
    stroked(
      `M${f(cx - r * 0.42)},${f(cy + r * 0.02)}L${f(cx - r * 0.1)},${f(cy + r * 0.34)}L${f(cx + r * 0.44)},${f(cy - r * 0.3)}`,
      palette.WHITE,
      r * 0.16,
      { "stroke-linecap": "round" },
    )
  );
}

/** A sheet of paper; the "writing" is abstract bars, not text. */
export function sheet(x: number, y: number, w: number, h: number, rotate = 0, lines = 6) {
  let out = rect(0, 0, w, h, palette.WHITE, { rx: 6, stroke: CARD_EDGE, "stroke-width": 3 });
  out += rect(w * 0.12, h * 0.1, w * 0.45, 10, palette.NAVY_700, { rx: 5, opacity: 0.6 });
  for (let i = 0; i < lines; i++) {
    out += rect(w * 0.12, h * 0.24 + i * (h * 0.1), w * (i % 3 === 2 ? 0.5 : 0.76), 7, PAPER_LINE, {
      rx: 3.5,
    });
  }
  return group(out, { transform: `translate(${f(x)} ${f(y)}) rotate(${rotate})` });
}

/** A client's office block with its windows and a green entrance canopy. */
export function officeBuilding(x: number, ground: number, w: number, h: number) {
  let out = rect(x, ground - h, w, h, palette.NAVY_800, { rx: 6 });
  out += rect(x - 8, ground - h - 14, w + 16, 18, palette.NAVY_900, { rx: 4 });
  let win = "";
  for (let wy = ground - h + 28; wy < ground - 90; wy += 62) {
    for (let wx = x + 22; wx < x + w - 40; wx += 62) {
      win += rect(wx, wy, 42, 40, palette.mix(palette.LIGHT, palette.NAVY_600, 0.3), { rx: 4 });
    }
  }
  out += win;
  out += rect(
    x + w / 2 - 36,
    ground - 84,
    72,
    84,
    palette.mix(palette.LIGHT, palette.NAVY_600, 0.45),
    { rx: 4 },
  );
  out += rect(x + w / 2 - 52, ground - 98, 104, 12, palette.GREEN_700, { rx: 4 });
  return out;
}

/** A confidential waste console (a lockable bin with a slot), padlocked unless `locked` is false. */
export function consoleCabinet(x: number, ground: number, w: number, h: number, locked = true) {
  let out = rect(x, ground - h, w, h, palette.NAVY_700, { rx: 12 });
  out += rect(x - 8, ground - h - 16, w + 16, 26, palette.NAVY_800, { rx: 8 });
  out += rect(x + w * 0.18, ground - h - 6, w * 0.64, 8, palette.NAVY_900, { rx: 4 });
  out += rect(x + 18, ground - h + 40, w - 36, h - 70, palette.NAVY_800, { rx: 8 });
  out += rect(x + 30, ground - h + 56, w - 60, 12, palette.LIGHT, { rx: 6, opacity: 0.25 });
  if (locked) {
    const lx = x + w / 2;
    const ly = ground - h * 0.45;
    out += pathEl(`M${lx - 16},${ly}V${ly - 16}a16,16 0 0 1 32,0V${ly}`, "none", {
      stroke: palette.STEEL,
      "stroke-width": 7,
    });
    out += rect(lx - 26, ly - 2, 52, 44, palette.GREEN_700, { rx: 7 });
    out +=
      circle(lx, ly + 16, 6, palette.NAVY_900) + rect(lx - 2.5, ly + 18, 5, 12, palette.NAVY_900);
  }
  out +=
    rect(x + 10, ground - 8, 24, 8, palette.NAVY_900) +
    rect(x + w - 34, ground - 8, 24, 8, palette.NAVY_900);
  return out;
}

/** A hard drive with its lid off: platter, read arm and screws, drawn at the origin. */
export function hardDrive(w: number, h: number) {
  let out = rect(0, 0, w, h, palette.STEEL, { rx: 10 });
  out += rect(6, 6, w - 12, h - 12, palette.mix(palette.LIGHT, palette.NAVY_600, 0.18), { rx: 8 });
  const r = h * 0.36;
  out += circle(w * 0.4, h / 2, r, palette.WHITE, { stroke: CARD_EDGE, "stroke-width": 3 });
  out += circle(w * 0.4, h / 2, r * 0.22, palette.STEEL);
  out += circle(w * 0.82, h * 0.78, 9, palette.NAVY_700);
  out += stroked(
    `M${f(w * 0.82)},${f(h * 0.78)}L${f(w * 0.5)},${f(h * 0.42)}`,
    palette.NAVY_700,
    7,
    {
      "stroke-linecap": "round",
    },
  );
  for (const [sx, sy] of [
    [14, 14],
    [w - 14, 14],
    [14, h - 14],
    [w - 14, h - 14],
  ] as const)
    out += circle(sx, sy, 4, palette.NAVY_600, { opacity: 0.5 });
  return out;
}

/** An archive box with a lid, a hand hole and a label; `tone` darkens it a little. */
export function archiveBox(x: number, y: number, w: number, h: number, tone: number) {
  const body = palette.mix(
    palette.mix(palette.LIGHT, palette.NAVY_600, 0.32),
    palette.NAVY_600,
    tone,
  );
  const lid = palette.mix(body, palette.NAVY_800, 0.3);
  let out = rect(x, y, w, h, body, { rx: 6 });
  out += rect(x - 5, y - 4, w + 10, h * 0.2, lid, { rx: 5 });
  out += rect(x + w * 0.38, y + h * 0.4, w * 0.24, h * 0.11, palette.NAVY_800, { rx: h * 0.05 });
  out += rect(x + w * 0.2, y + h * 0.6, w * 0.6, h * 0.22, palette.WHITE, { rx: 4 });
  return out;
}
