// Area scenes for Wearside and County Durham: Sunderland's Northern Spire, Penshaw Monument above
// Washington, Durham's cathedral and castle, Chester-le-Street's viaduct, Auckland Castle.
import { lighthouse } from "./landmarks.ts";
import * as palette from "./palette.ts";
import { type Rng } from "./random.ts";
import { type Scene, WATER_TOP } from "./scene.ts";
import { ridgeTrees, ridgeTreesFlat, rooftops, roundTree } from "./scenery.ts";
import { f, group, pathEl, poly, type Pt, rect, stroked } from "./svg.ts";
import { bump, coastDrop } from "./terrain.ts";

/** The Northern Spire's leaning white pylon. */
function spirePylon(deckY: number): string {
  return poly(
    [
      [506, deckY],
      [462, 170],
      [478, 170],
      [534, deckY],
    ],
    palette.LIGHT,
  );
}

/** The Northern Spire: the pylon, its fan of stays and the deck on its piers. */
function northernSpire(deckY: number): string {
  const c = palette.NAVY_900;
  const pylonBase: Pt = [520, deckY];
  const pylonTop: Pt = [470, 170];
  let cables = "";
  for (let i = 0; i < 9; i++) {
    const t = 0.45 + i * 0.06;
    const px = pylonBase[0] + (pylonTop[0] - pylonBase[0]) * t;
    const py = pylonBase[1] + (pylonTop[1] - pylonBase[1]) * t;
    cables += `M${f(px)},${f(py)}L${f(560 + i * 52)},${deckY}M${f(px)},${f(py)}L${f(360 - i * 30)},${deckY}`;
  }
  return (
    stroked(cables, palette.LIGHT, 1.6, { opacity: 0.6 }) +
    spirePylon(deckY) +
    rect(-20, deckY, 1240, 16, c) +
    rect(-20, deckY - 5, 1240, 4, palette.LIGHT, { opacity: 0.35 }) +
    [140, 330, 730, 900].map((x) => rect(x, deckY + 10, 22, 70, c)).join("") +
    rect(500, deckY + 10, 40, 70, c)
  );
}

export function sunderlandScene(rng: Rng): Scene {
  const deckY = 540;
  const spire = northernSpire(deckY);
  return {
    river: true,
    coastX: 860,
    behind: rooftops(rng, {
      x0: -20,
      x1: 860,
      base: 575,
      hMin: 25,
      hMax: 70,
      fill: palette.NAVY_700,
    }),
    midY: 590,
    midShape: (x) => coastDrop(x, 820, 160),
    landmark:
      spire +
      rect(960, 560, 220, 14, palette.NAVY_800) +
      lighthouse(1150, 562, 95, palette.NAVY_800),
    reflect: spirePylon(deckY),
  };
}

/** Penshaw Monument: a columned temple on the hilltop at `peak`. */
function penshawMonument(peak: number, base: number): string {
  const c = palette.NAVY_900;
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
}

export function washingtonScene(rng: Rng): Scene {
  const peak = 620;
  return {
    midY: 600,
    midShape: (x) => bump(x, peak, 230, 140),
    onHills: (mid) => {
      const base = mid.yAt(peak) + 6;
      return (
        penshawMonument(peak, base) +
        ridgeTrees(rng, mid, 60, 420, palette.NAVY_700) +
        rooftops(rng, {
          x0: -20,
          x1: 1220,
          base: 680,
          hMin: 25,
          hMax: 55,
          fill: palette.NAVY_800,
          lit: 0.1,
        })
      );
    },
  };
}

/** A pointed pinnacle from (x, y0) to (x + w, y0), its tip at height y1. */
function pinnacle(x: number, y0: number, y1: number, w: number, fill: string): string {
  return poly(
    [
      [x, y0],
      [x + w / 2, y1],
      [x + w, y0],
    ],
    fill,
  );
}

/** Durham Cathedral: the west towers, nave, central tower, choir and east end, with windows. */
function durhamCathedral(base: number): string {
  const c = palette.NAVY_900;
  let o = "";
  // west towers
  for (const tx of [392, 442]) {
    o += rect(tx, base - 140, 40, 140, c);
    for (const px of [tx - 2, tx + 36]) o += pinnacle(px, base - 140, base - 160, 6, c);
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
  for (const px of [598, 660]) o += pinnacle(px, base - 200, base - 226, 8, c);
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
  for (const px of [794, 820]) o += pinnacle(px, base - 92, base - 108, 6, c);
  let win = "";
  for (const wx of [500, 524, 548, 572, 684, 708, 732, 756])
    win += pathEl(`M${wx},${base - 18}V${base - 48}a5,5 0 0 1 10,0V${base - 18}Z`, palette.LIGHT);
  for (const wx of [614, 638])
    win += pathEl(
      `M${wx},${base - 120}V${base - 168}a6,6 0 0 1 12,0V${base - 120}Z`,
      palette.LIGHT,
    );
  for (const wx of [404, 454])
    win += pathEl(`M${wx},${base - 70}V${base - 110}a8,8 0 0 1 16,0V${base - 70}Z`, palette.LIGHT);
  o += group(win, { opacity: 0.3 });
  return o;
}

/** Durham Castle beside the cathedral: the range and the keep, battlemented. */
function durhamCastle(base: number): string {
  const c = palette.NAVY_900;
  let o = rect(860, base - 60, 130, 100, c);
  for (let i = 0; i < 7; i++) o += rect(860 + i * 19, base - 70, 11, 12, c);
  o += rect(885, base - 110, 60, 60, c);
  for (let i = 0; i < 4; i++) o += rect(885 + i * 17, base - 120, 9, 12, c);
  return o;
}

export function durhamScene(rng: Rng): Scene {
  const hill = (x: number) => bump(x, 690, 360, 125, 6);
  return {
    river: true,
    midY: 590,
    midShape: hill,
    onHills: (mid) => {
      const base = mid.yAt(640) + 8;
      let o = durhamCathedral(base) + durhamCastle(base);
      let trees = "";
      for (let x = 120; x < 1100; x += 30) {
        const y = mid.yAt(x);
        if (y > base + 25)
          trees += roundTree(x, y + 40, rng.range(50, 80), palette.GREEN_700, palette.GREEN_800);
      }
      o += trees;
      return o;
    },
  };
}

/** The railway viaduct across the valley, a train crossing it. */
function railwayViaduct(): string {
  const deck = 430;
  let d = `M-20,${deck}H1220V${WATER_TOP + 20}H-20Z`;
  for (let x = 10; x < 1200; x += 96) {
    d += `M${x + 14},${WATER_TOP + 20}V${deck + 70}A34,34 0 0 1 ${x + 82},${deck + 70}V${WATER_TOP + 20}Z`;
  }
  let train = "";
  for (let i = 0; i < 5; i++) {
    train += rect(120 + i * 96, deck - 36, 90, 34, palette.NAVY_900, { rx: i === 0 ? 14 : 4 });
    for (let w = 0; w < 4; w++)
      train += rect(132 + i * 96 + w * 19, deck - 28, 12, 10, palette.LIGHT, { opacity: 0.5 });
  }
  return (
    pathEl(d, palette.NAVY_800, { "fill-rule": "evenodd" }) +
    rect(-20, deck - 6, 1240, 10, palette.NAVY_900) +
    train
  );
}

/** Lumley Castle: a battlemented block between two corner towers. */
function lumleyCastle(base: number): string {
  const c = palette.NAVY_700;
  let o = rect(780, base - 60, 170, 60, c);
  for (const tx of [770, 930]) {
    o += rect(tx, base - 95, 30, 95, c);
    for (let i = 0; i < 3; i++) o += rect(tx + i * 11, base - 104, 7, 10, c);
  }
  for (let i = 0; i < 7; i++) o += rect(800 + i * 19, base - 70, 10, 11, c);
  return o;
}

export function chesterLeStreetScene(rng: Rng): Scene {
  const viaduct = railwayViaduct();
  return {
    river: true,
    behind: lumleyCastle(425) + ridgeTreesFlat(rng, 600, 1200, 440, palette.NAVY_700),
    midY: 590,
    landmark: viaduct,
    reflect: viaduct,
  };
}

/** Auckland Castle: the long battlemented range, the gatehouse, towers and chapel windows. */
function aucklandCastle(base: number): string {
  const c = palette.NAVY_900;
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
      palette.LIGHT,
    );
  for (let i = 0; i < 6; i++) win += rect(600 + i * 16, base - 60, 8, 22, palette.LIGHT);
  o += group(win, { opacity: 0.28 });
  return o;
}

export function bishopAucklandScene(rng: Rng): Scene {
  return {
    midY: 600,
    midShape: (x) => bump(x, 620, 320, 70),
    onHills: (mid) => {
      const base = mid.yAt(620) + 10;
      let trees = "";
      for (let x = 40; x < 1200; x += rng.range(40, 70)) {
        if (x > 400 && x < 880) continue;
        trees += roundTree(
          x,
          mid.yAt(x) + 30,
          rng.range(60, 95),
          palette.GREEN_700,
          palette.GREEN_800,
        );
      }
      return aucklandCastle(base) + trees;
    },
  };
}
