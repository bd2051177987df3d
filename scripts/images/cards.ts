// The hero, the facility picture, the social card and the Apple touch icon.
import { SHIELD_D, SHRED_D, shieldMark } from "./brand.ts";
import * as palette from "./palette.ts";
import { Rng } from "./random.ts";
import { pineTree, ridgeTrees, roundTree, treeCluster } from "./scenery.ts";
import {
  circle,
  el,
  ellipse,
  grainFilter,
  group,
  linearGradient,
  pathEl,
  poly,
  type Pt,
  radialGlow,
  rect,
  stroked,
  svgDoc,
} from "./svg.ts";
import { bump, ridge } from "./terrain.ts";
import { truck } from "./trucks.ts";

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

/** Home hero: calm, dark on the left (for white text), a truck on a road through hills on the right. */
export function heroSvg(): string {
  const rng = new Rng("hero");
  const W = 1600;
  const H = 1000;
  const defs =
    linearGradient("hsky", [
      [0, palette.NAVY_900],
      [0.55, palette.NAVY_800],
      [0.72, palette.mix(palette.NAVY_700, palette.NAVY_600, 0.5)],
    ]) +
    radialGlow("hglow", palette.LIGHT, 0.16) +
    grainFilter("grain") +
    linearGradient(
      "shade",
      [
        [0, palette.NAVY_900, 0.94],
        [0.42, palette.NAVY_900, 0.86],
        [0.54, palette.NAVY_900, 0.3],
        [0.6, palette.NAVY_900, 0],
      ],
      false,
    );
  let b = rect(0, 0, W, H, "url(#hsky)");
  b += circle(1240, 300, 420, "url(#hglow)");
  // the shield motif, very faint, behind the hills
  b += group(
    pathEl(SHIELD_D, "none", { stroke: palette.LIGHT, "stroke-width": 0.35 }) +
      stroked(SHRED_D, palette.LIGHT, 0.9, { "stroke-linecap": "round" }),
    {
      transform: "translate(1060 90) scale(9)",
      opacity: 0.1,
    },
  );
  let stars = "";
  for (let i = 0; i < 26; i++)
    stars += circle(rng.range(900, 1580), rng.range(30, 420), rng.range(1, 2.2), palette.LIGHT);
  b += group(stars, { opacity: 0.4 });
  const scale = (x: number) => x * (W / 1200);
  const far = ridge(rng, { y: 560, amp: 40, x1: 1620 });
  b += pathEl(far.d, palette.mix(palette.NAVY_700, palette.NAVY_600, 0.35));
  const mid = ridge(rng, { y: 650, amp: 34, x1: 1620, shape: (x) => bump(x, scale(980), 260, 60) });
  b += pathEl(mid.d, palette.NAVY_700);
  b += ridgeTrees(rng, mid, 900, 1620, palette.NAVY_700, 1.3);
  const near = ridge(rng, { y: 780, amp: 22, x1: 1620, shape: (x) => bump(x, 1450, 200, 40) });
  b += pathEl(near.d, palette.NAVY_800);
  // the road: from the far hills down to a straight run along the bottom
  const road = palette.mix(palette.NAVY_900, palette.NAVY_800, 0.5);
  b += windingRoad([1400, 640], [1300, 700], [1640, 770], [1530, 900], 6, 76, road);
  b += rect(-20, 872, W + 40, 62, road);
  let dashes = "";
  for (let x = -10; x < W; x += 70) dashes += rect(x, 907, 36, 4, palette.LIGHT);
  b += group(dashes, { opacity: 0.3 });
  b += rect(-20, 934, W + 40, 80, palette.NAVY_900);
  b += treeCluster(rng, 1480, near.yAt(1480) + 30, 4, 1.1);
  b += treeCluster(rng, 930, near.yAt(930) + 30, 2, 0.9);
  b += truck({ x: 970, y: 904, scale: 0.95, kind: "shredder" });
  b += rect(0, 0, W, H, "url(#shade)");
  // A whisper of fixed-seed grain dithers the large soft gradients, which would otherwise band.
  b += rect(0, 0, W, H, palette.WHITE, { filter: "url(#grain)", opacity: 0.05 });
  return svgDoc(W, H, defs, b);
}

/** Our building: offices, the central entrance block with the mark, loading bays and trees. */
function facilityBuilding(ground: number): string {
  const glass = palette.mix(palette.NAVY_600, palette.LIGHT, 0.35);
  let b = rect(90, 350, 1020, 250, palette.WHITE);
  b += rect(80, 336, 1040, 18, palette.NAVY_800, { rx: 3 });
  for (const wy of [384, 470]) b += rect(110, wy, 350, 50, palette.NAVY_700, { rx: 3 });
  for (let x = 110; x < 460; x += 50) b += rect(x, 384, 3, 136, palette.WHITE);
  b += rect(470, 290, 260, 310, palette.NAVY_800);
  b += rect(460, 276, 280, 20, palette.NAVY_900, { rx: 3 });
  b += rect(495, 316, 210, 200, glass, { rx: 3 });
  for (let x = 495; x < 705; x += 42) b += rect(x, 316, 3, 200, palette.NAVY_800);
  b += rect(495, 414, 210, 3, palette.NAVY_800);
  b += shieldMark(570, 322, 60, palette.NAVY_900);
  b += rect(478, 520, 244, 16, palette.GREEN_700, { rx: 4 });
  b += rect(560, 536, 80, 64, glass);
  b += rect(598, 536, 4, 64, palette.NAVY_800);
  for (let i = 0; i < 3; i++) {
    const x = 770 + i * 112;
    b += rect(x, 420, 92, 180, palette.mix(palette.NAVY_600, palette.LIGHT, 0.55));
    let slats = "";
    for (let y = 428; y < 600; y += 14) slats += rect(x, y, 92, 2, palette.NAVY_700);
    b += group(slats, { opacity: 0.35 });
    b += rect(x - 6, 410, 104, 12, palette.NAVY_800, { rx: 3 });
  }
  b += rect(770, 376, 320, 10, palette.NAVY_700, { rx: 3 });
  b +=
    roundTree(60, ground + 4, 170) +
    roundTree(1150, ground + 4, 150) +
    pineTree(1190, ground + 4, 170);
  return b;
}

/** Facility: a business park building (Lingfield Point, Darlington) with our trucks. */
export function facilitySvg(): string {
  const rng = new Rng("facility");
  const W = 1200;
  const H = 800;
  const defs = linearGradient("fsky", [
    [0, palette.mix(palette.LIGHT, palette.NAVY_600, 0.22)],
    [0.6, palette.LIGHT],
  ]);
  let b = rect(0, 0, W, H, "url(#fsky)");
  b += circle(990, 150, 60, palette.WHITE, { opacity: 0.9 });
  let clouds = "";
  for (let i = 0; i < 4; i++) {
    const cx = rng.range(80, 1100);
    const cy = rng.range(70, 220);
    const w = rng.range(130, 240);
    clouds +=
      rect(cx - w / 2, cy, w, 22, palette.WHITE, { rx: 11 }) +
      rect(cx - w / 4, cy - 18, w * 0.45, 26, palette.WHITE, { rx: 13 });
  }
  b += group(clouds, { opacity: 0.8 });
  const far = ridge(rng, { y: 400, amp: 26 });
  b += pathEl(far.d, palette.mix(palette.LIGHT, palette.NAVY_600, 0.3));
  const mid = ridge(rng, { y: 450, amp: 16 });
  b += pathEl(mid.d, palette.mix(palette.LIGHT, palette.GREEN_700, 0.3));
  b += ridgeTrees(rng, mid, -20, 1220, palette.mix(palette.LIGHT, palette.GREEN_700, 0.3), 1.2);
  const ground = 600;
  b += facilityBuilding(ground);
  // yard and parked trucks
  b += rect(0, ground, W, H - ground, palette.mix(palette.LIGHT, palette.NAVY_700, 0.22));
  b += rect(0, ground, W, 14, palette.mix(palette.LIGHT, palette.NAVY_700, 0.35));
  let bays = "";
  for (let x = 20; x < W; x += 130) bays += rect(x, 730, 7, 70, palette.WHITE, { rx: 3 });
  b += group(bays, { opacity: 0.7 });
  b += ellipse(300, 708, 220, 12, palette.NAVY_900, { opacity: 0.12 });
  b += ellipse(910, 708, 220, 12, palette.NAVY_900, { opacity: 0.12 });
  b += truck({ x: 130, y: 708, scale: 0.84, kind: "shredder" });
  b += truck({ x: 1090, y: 708, scale: 0.84, kind: "shredder", facing: -1 });
  return svgDoc(W, H, defs, b);
}

const FONT = "DejaVu Sans, Liberation Sans, Arial, sans-serif";

/** The social sharing card: the mark and the company name. */
export function ogSvg(): string {
  const W = 1200;
  const H = 630;
  const defs = linearGradient(
    "og",
    [
      [0, palette.NAVY_900],
      [1, palette.NAVY_700],
    ],
    false,
  );
  let b = rect(0, 0, W, H, "url(#og)");
  // faint shred strips on the right edge
  let strips = "";
  for (let i = 0; i < 14; i++)
    strips += rect(960 + i * 18, 0, 8, 630, palette.LIGHT, { opacity: 0.04 + (i % 3) * 0.02 });
  b += strips;
  b += rect(0, H - 14, W, 14, palette.GREEN_700);
  b += shieldMark(86, 175, 250, palette.NAVY_600, palette.GREEN_400);
  b += el(
    "text",
    {
      x: 380,
      y: 262,
      fill: palette.WHITE,
      "font-family": FONT,
      "font-size": 70,
      "font-weight": 700,
    },
    "North East",
  );
  b += el(
    "text",
    {
      x: 380,
      y: 346,
      fill: palette.WHITE,
      "font-family": FONT,
      "font-size": 70,
      "font-weight": 700,
    },
    "Secure Shredding",
  );
  b += rect(382, 380, 90, 8, palette.GREEN_400, { rx: 4 });
  b += el(
    "text",
    {
      x: 380,
      y: 446,
      fill: palette.mix(palette.LIGHT, palette.NAVY_600, 0.15),
      "font-family": FONT,
      "font-size": 34,
    },
    "Secure Document &amp; Data Shredding",
  );
  return svgDoc(W, H, defs, b);
}

/** The Apple touch icon: the mark on white. */
export function appleIconSvg(): string {
  return svgDoc(180, 180, "", rect(0, 0, 180, 180, palette.WHITE) + shieldMark(18, 14, 144));
}

/** The crew app's icon (any purpose, public/crew/icon-{size}.png): the shield on white. */
export function crewIconSvg(size: number): string {
  const mark = size * 0.8;
  const inset = (size - mark) / 2;
  return svgDoc(
    size,
    size,
    "",
    rect(0, 0, size, size, palette.WHITE) + shieldMark(inset, inset, mark),
  );
}

/**
 * The crew app's maskable icon: the phone crops it to its own shape (circle, squircle), so the
 * navy reaches every edge and the shield stays inside the safe zone (the middle 80% circle).
 */
export function crewMaskableIconSvg(size: number): string {
  const mark = size * 0.5;
  const inset = (size - mark) / 2;
  return svgDoc(
    size,
    size,
    "",
    rect(0, 0, size, size, palette.NAVY_800) +
      shieldMark(inset, inset, mark, palette.WHITE, palette.GREEN_400),
  );
}
