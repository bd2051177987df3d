// Area scenes for Tyneside: the Tyne Bridge and Newcastle's skyline, Gateshead Quays, St Paul's
// at Jarrow and Wallsend's shipyards (the coast at the Tyne's mouth is in areas-tyne-coast.ts).
import { jibCrane, ship } from "./landmarks.ts";
import * as palette from "./palette.ts";
import { type Rng } from "./random.ts";
import { type Scene, WATER_TOP } from "./scene.ts";
import { rooftops, RIVERSIDE_ROOFTOPS } from "./scenery.ts";
import { f, group, line, pathEl, poly, type Pt, rect, stroked } from "./svg.ts";

/** The Tyne Bridge: its arch with lattice and hangers, the deck and the stone towers. */
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
    out += rect(tx + towerW * 0.3, deckY - 78 * s, towerW * 0.4, 34 * s, palette.LIGHT, {
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

/** The city centre skyline with the castle keep and the lantern tower of St Nicholas. */
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
  out += stroked(`M1010,${base - 170}Q1030,${base - 215} 1050,${base - 170}`, palette.LIGHT, 2, {
    opacity: 0.25,
  });
  return out;
}

export function newcastleUponTyneScene(rng: Rng): Scene {
  const bridge = tyneBridge(
    600,
    WATER_TOP,
    1,
    palette.GREEN_800,
    palette.GREEN_700,
    palette.NAVY_800,
  );
  return {
    river: true,
    behind: newcastleSkyline(rng, 575, palette.NAVY_700),
    midY: 592,
    landmark: bridge,
    reflect: bridge,
  };
}

/** The Millennium Bridge: the tilting arch, its cables and the deck. */
function millenniumBridge(): string {
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
    cables += line(a[0], a[1], d[0], d[1], palette.LIGHT, 1.4);
  }
  return (
    group(cables, { opacity: 0.55 }) +
    stroked("M230,596Q600,250 970,596", palette.LIGHT, 9, { "stroke-linecap": "round" }) +
    stroked("M230,596Q600,548 970,596", palette.LIGHT, 7, { "stroke-linecap": "round" }) +
    rect(205, 588, 40, 20, palette.NAVY_900) +
    rect(955, 588, 40, 20, palette.NAVY_900)
  );
}

/** The Sage's curved glass shell on the quayside. */
function sageGateshead(): string {
  return (
    pathEl(
      "M780,600C780,470 870,448 915,500C945,440 1030,428 1062,482C1092,500 1110,540 1110,600Z",
      palette.mix(palette.NAVY_600, palette.LIGHT, 0.35),
    ) +
    stroked(
      "M820,600C822,520 860,490 900,505M900,505C930,470 990,460 1020,480M860,600C870,560 900,540 930,540",
      palette.NAVY_700,
      2,
      { opacity: 0.45 },
    )
  );
}

/** The Baltic flour mill (now the art gallery) with its corner towers. */
function balticMill(): string {
  return (
    rect(70, 440, 150, 160, palette.NAVY_800) +
    [0, 1, 2, 3].map((i) => rect(72 + i * 44, 420, 14, 180, palette.NAVY_800)).join("") +
    rect(90, 470, 110, 6, palette.LIGHT, { opacity: 0.3 })
  );
}

export function gatesheadScene(rng: Rng): Scene {
  const mb = millenniumBridge();
  return {
    river: true,
    behind: newcastleSkyline(rng, 565, palette.NAVY_700),
    midY: 588,
    onHills: () =>
      tyneBridge(
        560,
        WATER_TOP,
        0.42,
        palette.mix(palette.GREEN_800, palette.NAVY_700, 0.35),
        palette.mix(palette.GREEN_700, palette.NAVY_700, 0.3),
        palette.NAVY_700,
      ),
    landmark: balticMill() + sageGateshead() + mb,
    reflect: mb,
  };
}

/** St Paul's, Jarrow: the tower, the nave and the chancel, with round-headed windows. */
function stPaulsChurch(base: number): string {
  const c = palette.NAVY_800;
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
    win += pathEl(`M319,${wy + 18}V${wy}a6,6 0 0 1 12,0V${wy + 18}Z`, palette.LIGHT);
  for (let i = 0; i < 5; i++)
    win += pathEl(
      `M${370 + i * 32},${base - 18}V${base - 40}a5,5 0 0 1 10,0V${base - 18}Z`,
      palette.LIGHT,
    );
  return o + group(win, { opacity: 0.3 });
}

export function jarrowScene(rng: Rng): Scene {
  const vessel = ship(640, 606, 420, palette.NAVY_900);
  return {
    river: true,
    behind: rooftops(rng, RIVERSIDE_ROOFTOPS),
    midY: 594,
    onHills: (mid) =>
      stPaulsChurch(mid.yAt(400) + 4) +
      jibCrane(1110, mid.yAt(1110) + 10, 0.6, palette.NAVY_700, -1, 0.6) +
      jibCrane(900, mid.yAt(900) + 10, 1, palette.NAVY_800, -1, 0.5),
    landmark: vessel,
    reflect: vessel,
  };
}

/** A ship taking shape on the slipway, its superstructure in scaffolding. */
function shipOnSlipway(): string {
  let scaffold = "";
  for (let x = 340; x <= 470; x += 26) scaffold += `M${x},380V482`;
  for (let y = 390; y <= 470; y += 22) scaffold += `M334,${y}H476`;
  return (
    rect(350, 400, 110, 84, palette.NAVY_800) +
    stroked(scaffold, palette.LIGHT, 1.5, { opacity: 0.3 }) +
    rect(540, 440, 70, 44, palette.NAVY_800) +
    pathEl(
      "M290,478Q600,492 900,468L948,436L938,470Q926,560 890,606H350Q318,560 290,478Z",
      palette.NAVY_900,
    ) +
    stroked("M320,530Q600,540 920,522M340,570Q600,578 905,566", palette.LIGHT, 2, { opacity: 0.14 })
  );
}

/** The viewing tower at Segedunum Roman Fort. */
function segedunumTower(): string {
  return (
    rect(1040, 380, 50, 220, palette.NAVY_800) +
    rect(1024, 360, 82, 30, palette.NAVY_800) +
    rect(1030, 368, 70, 12, palette.LIGHT, { opacity: 0.4 })
  );
}

export function wallsendScene(rng: Rng): Scene {
  const hull = shipOnSlipway();
  const seg = segedunumTower();
  return {
    river: true,
    behind: rooftops(rng, RIVERSIDE_ROOFTOPS),
    midY: 594,
    onHills: (mid) =>
      jibCrane(240, mid.yAt(240) + 12, 1.25, palette.NAVY_800, 1, 0.6) +
      jibCrane(980, mid.yAt(980) + 12, 1.15, palette.NAVY_800, -1, 0.5) +
      seg,
    landmark: hull,
    reflect: hull,
  };
}
