// Landmark pieces that several towns share: a church, a lighthouse, a wind turbine, dock and
// shipyard cranes and a cargo ship.
import * as palette from "./palette.ts";
import { circle, f, group, line, pathEl, poly, rect, stroked, type Pt } from "./svg.ts";

export function church(x: number, base: number, s: number, fill: string, spire: boolean) {
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
      palette.LIGHT,
    );
  let win = "";
  for (let i = 0; i < 3; i++) win += lancet(x + (16 + i * 24) * s, base - 32 * s, 8 * s, 22 * s);
  win += lancet(x - towerW / 2 - 5 * s, base - towerH + 14 * s, 10 * s, 22 * s);
  return out + group(win, { opacity: 0.28 });
}

export function lighthouse(x: number, base: number, h: number, fill: string, withBeam = false) {
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
      palette.LIGHT,
      { opacity: 0.07 },
    );
    out += poly(
      [
        [x, top - h * 0.12],
        [x + 520, top - 50],
        [x + 520, top + 50],
      ],
      palette.LIGHT,
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
  out += rect(x - w1 * 0.35, top - h * 0.16, w1 * 0.7, h * 0.14, palette.LIGHT, { opacity: 0.9 });
  out += poly(
    [
      [x - w1 * 0.55, top - h * 0.16],
      [x, top - h * 0.26],
      [x + w1 * 0.55, top - h * 0.16],
    ],
    fill,
  );
  out += rect(x - w0 * 0.18, base - h * 0.45, w0 * 0.36, h * 0.07, palette.LIGHT, {
    opacity: 0.35,
  });
  return out;
}

export function turbine(x: number, base: number, h: number, fill: string, rot: number) {
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
export function dockCrane(x: number, base: number, s: number, fill: string, dir: 1 | -1 = 1) {
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
export function jibCrane(
  x: number,
  base: number,
  s: number,
  fill: string,
  dir: 1 | -1,
  angle = 0.5,
) {
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
  out += stroked(bracing, palette.LIGHT, 1.2 * s, { opacity: 0.18 });
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

export function ship(x: number, base: number, w: number, fill: string, light = palette.LIGHT) {
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
