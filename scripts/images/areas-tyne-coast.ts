// Area scenes for the Tyne's mouth: South Shields' coast and Tynemouth Priory.

import { dockCrane, lighthouse } from "./landmarks.ts";
import * as palette from "./palette.ts";
import { type Rng } from "./random.ts";
import { HORIZON, type Scene } from "./scene.ts";
import { rooftops } from "./scenery.ts";
import { pathEl, poly, rect } from "./svg.ts";
import { bump, coastDrop } from "./terrain.ts";

/** A sea stack off the cliffs. */
function seaStack(): string {
  return (
    poly(
      [
        [960, 602],
        [975, 500],
        [990, 478],
        [1040, 470],
        [1080, 486],
        [1092, 520],
        [1100, 602],
      ],
      palette.NAVY_800,
    ) +
    poly(
      [
        [1000, 480],
        [1030, 462],
        [1060, 474],
      ],
      palette.NAVY_800,
    )
  );
}

export function southShieldsScene(rng: Rng): Scene {
  return {
    coastX: 600,
    behind: rooftops(rng, {
      x0: -20,
      x1: 540,
      base: 570,
      hMin: 30,
      hMax: 80,
      fill: palette.NAVY_700,
    }),
    midY: 600,
    midShape: (x) => coastDrop(x, 520, 180),
    landmark:
      seaStack() +
      rect(560, 596, 330, 12, palette.NAVY_800) +
      lighthouse(880, 598, 70, palette.NAVY_800) +
      pathEl("M380,730Q560,660 1220,656V730Z", palette.SAND),
  };
}

/** Tynemouth Priory: the ruined east end with its lancets, the nave walls and the castle gate. */
function tynemouthPriory(base: number): string {
  const c = palette.NAVY_900;
  const walls =
    `M380,${base}V${base - 190}L420,${base - 230}L460,${base - 190}V${base}Z` +
    `M392,${base - 60}V${base - 150}a8,12 0 0 1 16,0V${base - 60}Z` +
    `M412,${base - 60}V${base - 170}a8,12 0 0 1 16,0V${base - 170}V${base - 60}Z` +
    `M432,${base - 60}V${base - 150}a8,12 0 0 1 16,0V${base - 60}Z`;
  let o = pathEl(walls, c, { "fill-rule": "evenodd" });
  o += rect(460, base - 80, 110, 80, c);
  for (let i = 0; i < 5; i++)
    o += pathEl(
      `M${470 + i * 20},${base - 20}V${base - 55}a5,6 0 0 1 10,0V${base - 20}Z`,
      palette.LIGHT,
      {
        opacity: 0.25,
      },
    );
  o += poly(
    [
      [570, base],
      [570, base - 110],
      [590, base - 96],
      [598, base - 124],
      [610, base - 60],
      [610, base],
    ],
    c,
  );
  o += rect(250, base - 70, 60, 70, c);
  for (let i = 0; i < 4; i++) o += rect(250 + i * 17, base - 80, 9, 12, c);
  return o;
}

/** The monument on its column across the river mouth. */
function headlandMonument(): string {
  return (
    rect(60, 520, 40, 80, palette.NAVY_700) +
    rect(72, 440, 16, 80, palette.NAVY_700) +
    rect(68, 425, 24, 16, palette.NAVY_700)
  );
}

export function tynemouthScene(rng: Rng): Scene {
  const headland = (x: number) => bump(x, 430, 260, 70) + coastDrop(x, 700, 120);
  return {
    coastX: 760,
    far:
      dockCrane(150, HORIZON + 20, 0.45, palette.FAR_HILL, -1) +
      dockCrane(250, HORIZON + 20, 0.45, palette.FAR_HILL, -1),
    behind: headlandMonument(),
    midY: 600,
    midShape: headland,
    onHills: (mid) =>
      tynemouthPriory(mid.yAt(440) + 6) +
      rooftops(rng, {
        x0: -20,
        x1: 240,
        base: mid.yAt(120) + 20,
        hMin: 25,
        hMax: 55,
        fill: palette.NAVY_800,
      }),
    landmark:
      rect(700, 590, 380, 14, palette.NAVY_800) + lighthouse(1070, 592, 90, palette.NAVY_800),
  };
}
