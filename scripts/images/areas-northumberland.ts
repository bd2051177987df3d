// Area scenes for Northumberland: Blyth's harbour and wind turbines, Ashington's colliery
// headframes and pit terraces, Cramlington's business parks.
import { church, dockCrane, ship, turbine } from "./landmarks.ts";
import * as palette from "./palette.ts";
import { type Rng } from "./random.ts";
import { HORIZON, type Scene } from "./scene.ts";
import { rooftops, terraces, treeCluster } from "./scenery.ts";
import { circle, f, group, pathEl, rect, stroked } from "./svg.ts";
import { coastDrop } from "./terrain.ts";

/** The harbour pier with its row of small wind turbines. */
function blythPierTurbines(): string {
  let out = "";
  for (let i = 0; i < 7; i++)
    out += turbine(700 + i * 68, 588, 70, palette.NAVY_800, 0.3 + i * 0.7);
  return out;
}

/** The offshore wind farm on the horizon. */
function offshoreTurbines(): string {
  let out = "";
  for (let i = 0; i < 4; i++)
    out += turbine(
      860 + i * 90,
      HORIZON + 2,
      60,
      palette.mix(palette.LIGHT, palette.NAVY_600, 0.25),
      i * 1.3,
    );
  return out;
}

export function blythScene(rng: Rng): Scene {
  const vessel = ship(60, 612, 380, palette.NAVY_900);
  return {
    river: true,
    coastX: 640,
    far: offshoreTurbines(),
    behind: rooftops(rng, {
      x0: -20,
      x1: 640,
      base: 570,
      hMin: 25,
      hMax: 55,
      fill: palette.NAVY_700,
    }),
    midY: 592,
    midShape: (x) => coastDrop(x, 600, 120),
    landmark:
      rect(640, 586, 600, 14, palette.NAVY_800) +
      blythPierTurbines() +
      dockCrane(250, 600, 1.25, palette.NAVY_800, -1) +
      dockCrane(470, 600, 1.25, palette.NAVY_800, -1) +
      rect(-20, 596, 660, 10, palette.NAVY_800) +
      vessel,
    reflect: vessel,
  };
}

/** A colliery headframe: splayed legs, a winding wheel with spokes and the engine house. */
function pitHeadframe(x: number, base: number, s: number): string {
  const c = palette.NAVY_900;
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
}

export function ashingtonScene(rng: Rng): Scene {
  return {
    midY: 612,
    onHills: (mid) =>
      pitHeadframe(720, mid.yAt(720) + 20, 1) +
      pitHeadframe(920, mid.yAt(920) + 20, 0.72) +
      terraces(rng, -20, 1220, mid.yAt(600) + 90, 40, palette.NAVY_800),
  };
}

/** A business park: a curved-roof office and a saw-tooth-roofed works, with glazing. */
function businessPark(base: number): string {
  const c = palette.NAVY_800;
  let o = pathEl(`M540,${base}V${base - 100}Q680,${base - 160} 820,${base - 100}V${base}Z`, c);
  o += rect(820, base - 86, 320, 86 + 40, c);
  let saw = `M820,${base - 86}`;
  for (let x = 820; x < 1140; x += 53) saw += `L${x + 53},${base - 122}V${base - 86}`;
  o += pathEl(saw + "Z", c);
  let glazing = "";
  for (let x = 566; x < 800; x += 30) glazing += rect(x, base - 70, 20, 30, palette.LIGHT);
  for (let x = 844; x < 1120; x += 40) glazing += rect(x, base - 60, 26, 12, palette.LIGHT);
  o += group(glazing, { opacity: 0.28 });
  return o;
}

/** A new town of business parks, modern estates and plenty of trees. */
export function cramlingtonScene(rng: Rng): Scene {
  return {
    midY: 600,
    onHills: (mid) =>
      rooftops(rng, {
        x0: -20,
        x1: 560,
        base: mid.yAt(260) + 50,
        hMin: 30,
        hMax: 62,
        fill: palette.NAVY_800,
      }) +
      church(330, mid.yAt(330) + 40, 1.4, palette.NAVY_800, true) +
      businessPark(mid.yAt(840) + 60) +
      treeCluster(rng, 500, mid.yAt(500) + 66, 3, 1.2) +
      treeCluster(rng, 1080, mid.yAt(1080) + 64, 4, 1.2),
  };
}
