// Area pictures: each town's scene (from the areas-*.ts modules) composed with the shared sky,
// hills, river or sea and a foreground road with one of our trucks.
import { ashingtonScene, blythScene, cramlingtonScene } from "./areas-northumberland.ts";
import {
  darlingtonScene,
  hartlepoolScene,
  middlesbroughScene,
  redcarScene,
  stocktonOnTeesScene,
} from "./areas-tees.ts";
import {
  gatesheadScene,
  jarrowScene,
  newcastleUponTyneScene,
  wallsendScene,
} from "./areas-tyneside.ts";
import { southShieldsScene, tynemouthScene } from "./areas-tyne-coast.ts";
import {
  bishopAucklandScene,
  chesterLeStreetScene,
  durhamScene,
  sunderlandScene,
  washingtonScene,
} from "./areas-wear.ts";
import { church } from "./landmarks.ts";
import * as palette from "./palette.ts";
import { Rng } from "./random.ts";
import { HORIZON, type Scene, WATER_BOTTOM, WATER_TOP } from "./scene.ts";
import { ridgeTrees, rooftops, terraces, treeCluster } from "./scenery.ts";
import {
  circle,
  el,
  group,
  linearGradient,
  pathEl,
  type Pt,
  radialGlow,
  rect,
  smoothThrough,
  stroked,
  svgDoc,
} from "./svg.ts";
import { coastDrop, ridge, type Ridge, water } from "./terrain.ts";
import { truck } from "./trucks.ts";

const W = 1200;
const H = 800;

/** A hilltop town above the Wear valley: terraces, a church tower and fields beyond. */
function hilltopTownScene(rng: Rng): Scene {
  const churchX = rng.range(380, 760);
  return {
    midY: 585,
    onHills: (mid) =>
      ridgeTrees(rng, mid, -20, 1220, palette.NAVY_700, 1.2) +
      church(churchX, mid.yAt(churchX) + 40, 1.7, palette.NAVY_800, false) +
      terraces(rng, -20, churchX - 60, mid.yAt(200) + 60, 44, palette.NAVY_800) +
      rooftops(rng, {
        x0: churchX + 40,
        x1: 1220,
        base: mid.yAt(900) + 70,
        hMin: 34,
        hMax: 70,
        fill: palette.NAVY_800,
        lit: 0.12,
      }) +
      treeCluster(rng, churchX - 20, mid.yAt(churchX) + 100, 3, 1.1),
  };
}

/** Each town's scene; an area with no dedicated landmark gets the generic hilltop town. */
const scenes = new Map<string, (rng: Rng) => Scene>([
  ["newcastle-upon-tyne", newcastleUponTyneScene],
  ["gateshead", gatesheadScene],
  ["durham", durhamScene],
  ["middlesbrough", middlesbroughScene],
  ["sunderland", sunderlandScene],
  ["darlington", darlingtonScene],
  ["hartlepool", hartlepoolScene],
  ["stockton-on-tees", stocktonOnTeesScene],
  ["south-shields", southShieldsScene],
  ["washington", washingtonScene],
  ["tynemouth", tynemouthScene],
  ["redcar", redcarScene],
  ["bishop-auckland", bishopAucklandScene],
  ["cramlington", cramlingtonScene],
  ["blyth", blythScene],
  ["jarrow", jarrowScene],
  ["ashington", ashingtonScene],
  ["chester-le-street", chesterLeStreetScene],
  ["wallsend", wallsendScene],
  ["spennymoor", hilltopTownScene],
]);

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
  return stroked(d, palette.mix(palette.FAR_HILL, palette.NAVY_700, 0.3), 2, { opacity: 0.6 });
}

/** The sky gradient, a low sun on the left or the right with its glow, and faint clouds. */
function sky(rng: Rng): string {
  const sunLeft = rng.chance(0.5);
  const sunX = sunLeft ? rng.range(170, 330) : rng.range(870, 1030);
  const sunY = rng.range(170, 240);
  let out = rect(0, 0, W, H, "url(#sky)");
  out += circle(sunX, sunY, 200, "url(#glow)");
  out += circle(sunX, sunY, 46, palette.LIGHT, { opacity: 0.9 });
  let clouds = "";
  for (let i = 0; i < 4; i++) {
    const cx = rng.range(60, 1140);
    const cy = rng.range(90, 330);
    const w = rng.range(120, 260);
    clouds += rect(cx - w / 2, cy, w, 16, palette.LIGHT, { rx: 8 });
    clouds += rect(cx - w / 4, cy - 14, w * 0.45, 18, palette.LIGHT, { rx: 9 });
  }
  return out + group(clouds, { opacity: 0.1 });
}

/** Foreground: dark ground, green trees and a road with one of our trucks. */
function foreground(rng: Rng): string {
  const fg = ridge(rng, { y: 712, amp: 10 });
  let out = pathEl(fg.d, palette.NAVY_900);
  const clusterA = rng.range(40, 180);
  const clusterB = rng.range(980, 1120);
  out += treeCluster(rng, clusterA, fg.yAt(clusterA) + 14, rng.int(2, 4));
  out += treeCluster(rng, clusterB, fg.yAt(clusterB) + 14, rng.int(2, 4));
  out += rect(0, 748, W, 30, palette.NAVY_800);
  let dashes = "";
  for (let x = 10; x < W; x += 60) dashes += rect(x, 761, 30, 3, palette.LIGHT);
  out += group(dashes, { opacity: 0.3 });
  const truckX = rng.range(330, 760);
  const facing = rng.chance(0.5) ? 1 : -1;
  return out + truck({ x: truckX, y: 770, scale: 0.26, facing, kind: "shredder" });
}

export function areaSvg(slug: string, geo: { lat: number; lng: number }): string {
  const rng = new Rng(`area:${slug}`);
  // The land is hillier to the west (Pennine foothills) and south, flatter on the coast and in
  // Northumberland, so hill heights follow the town's position.
  const hilly = Math.min(1, Math.max(0.3, 0.3 + (-1.3 - geo.lng) * 1.2 - (geo.lat - 54.9)));
  const scene = (scenes.get(slug) ?? hilltopTownScene)(rng);

  const defs =
    linearGradient("sky", [
      [0, palette.SKY_HIGH],
      [0.38, palette.NAVY_600],
      [0.66, palette.SKY_LOW],
    ]) +
    radialGlow("glow", palette.LIGHT, 0.35) +
    el("clipPath", { id: "water" }, rect(0, WATER_TOP, W, WATER_BOTTOM - WATER_TOP, palette.WHITE));

  let body = sky(rng);

  if (scene.coastX !== undefined) {
    body += water(rng, 0, W, HORIZON, H, palette.mix(palette.NAVY_600, palette.NAVY_700, 0.3));
    body += rect(0, HORIZON, W, 3, palette.LIGHT, { opacity: 0.35 });
  }

  const coastShape = (x: number) =>
    scene.coastX !== undefined ? coastDrop(x, scene.coastX - 260, 160) : 0;
  const far = ridge(rng, { y: 470 - 20 * hilly, amp: 18 + 40 * hilly, shape: coastShape });
  body += pathEl(far.d, palette.FAR_HILL);
  if (scene.coastX === undefined) body += fieldLines(rng, far);
  body += scene.far ?? "";
  body += scene.behind ?? "";
  const mid = ridge(rng, {
    y: scene.midY ?? 590,
    amp: 8 + 14 * hilly,
    shape: scene.midShape,
  });
  body += pathEl(mid.d, palette.NAVY_700);
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
  body += foreground(rng);
  return svgDoc(W, H, defs, body);
}
