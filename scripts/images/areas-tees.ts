// Area scenes for the Tees valley: Middlesbrough's Transporter Bridge, Stockton's Infinity Bridge,
// Darlington's clock tower and railway, Hartlepool's tall ship and docks, Redcar's beacon.
import { church, dockCrane, lighthouse, turbine } from "./landmarks.ts";
import * as palette from "./palette.ts";
import { type Rng } from "./random.ts";
import { HORIZON, type Scene } from "./scene.ts";
import { rooftops, RIVERSIDE_ROOFTOPS } from "./scenery.ts";
import { circle, f, group, line, pathEl, poly, type Pt, rect, stroked } from "./svg.ts";
import { coastDrop } from "./terrain.ts";

/** The Transporter Bridge's two braced towers. */
function transporterTowers(): string {
  const c = palette.NAVY_900;
  let tower = "";
  for (const cx of [300, 900]) {
    tower += line(cx - 70, 606, cx - 12, 292, c, 12) + line(cx + 70, 606, cx + 12, 292, c, 12);
    let bracing = "";
    for (let k = 0; k < 5; k++) {
      const y0 = 600 - k * 62;
      const y1 = y0 - 62;
      const w0 = 70 - (k * 58) / 5;
      const w1 = 70 - ((k + 1) * 58) / 5;
      bracing += `M${cx - w0},${y0}L${cx + w1},${y1}M${cx + w0},${y0}L${cx - w1},${y1}M${cx - w1},${y1}H${cx + w1}`;
    }
    tower += stroked(bracing, c, 3.5);
  }
  return tower;
}

/** The Transporter Bridge's high truss across the river. */
function transporterTruss(): string {
  const c = palette.NAVY_900;
  let truss = rect(110, 248, 980, 10, c) + rect(110, 288, 980, 10, c);
  let zig = "";
  for (let x = 110; x < 1090; x += 35) zig += `M${x},293L${x + 17.5},253L${x + 35},293`;
  truss += stroked(zig, c, 3.5);
  return truss;
}

/** The gondola hanging from the truss that carries traffic across. */
function transporterGondola(): string {
  const c = palette.NAVY_900;
  const gx = 560;
  return (
    rect(gx - 40, 298, 80, 10, c) +
    stroked(`M${gx - 30},308L${gx - 46},568M${gx + 30},308L${gx + 46},568M${gx},308V568`, c, 2.5) +
    rect(gx - 70, 568, 140, 12, c) +
    rect(gx - 20, 548, 40, 20, c)
  );
}

/** Distant chimneys and pipework of Teesside's industry. */
function teessideIndustry(): string {
  return (
    rect(80, 470, 16, 60, palette.FAR_HILL) +
    rect(116, 450, 12, 80, palette.FAR_HILL) +
    stroked("M980,500h70M980,470h70M980,485h70", palette.FAR_HILL, 3) +
    rect(975, 462, 6, 60, palette.FAR_HILL) +
    rect(1050, 462, 6, 60, palette.FAR_HILL)
  );
}

export function middlesbroughScene(rng: Rng): Scene {
  const tower = transporterTowers();
  const gondola = transporterGondola();
  return {
    river: true,
    far: teessideIndustry(),
    behind: rooftops(rng, {
      ...RIVERSIDE_ROOFTOPS,
      lit: 0.08,
    }),
    midY: 590,
    landmark: transporterTruss() + tower + gondola,
    reflect: tower + gondola,
  };
}

/** The Infinity Bridge: two arches of unequal span, the deck hung from them and lit. */
function infinityBridge(): string {
  const deckY = 560;
  const arc = (x0: number, x1: number, ctl: number, t: number): Pt => [
    x0 + (x1 - x0) * t,
    (1 - t) ** 2 * 600 + 2 * t * (1 - t) * ctl + t * t * 600,
  ];
  let hang = "";
  const spans: [number, number, number][] = [
    [180, 760, 230],
    [760, 1140, 380],
  ];
  for (const [x0, x1, ctl] of spans) {
    for (let t = 0.05; t < 0.96; t += 0.04) {
      const [x, y] = arc(x0, x1, ctl, t);
      if (y < deckY - 6) hang += `M${f(x)},${f(y)}V${deckY}`;
    }
  }
  let lights = "";
  for (let x = 80; x < 1200; x += 28) lights += circle(x, deckY + 4, 2.6, palette.GREEN_400);
  return (
    stroked(hang, palette.LIGHT, 1.4, { opacity: 0.55 }) +
    stroked(
      spans.map(([x0, x1, ctl]) => `M${x0},600Q${(x0 + x1) / 2},${ctl} ${x1},600`).join(""),
      palette.LIGHT,
      9,
      {
        "stroke-linecap": "round",
      },
    ) +
    rect(-20, deckY - 2, 1240, 10, palette.NAVY_900) +
    lights
  );
}

export function stocktonOnTeesScene(rng: Rng): Scene {
  const bridge = infinityBridge();
  return {
    river: true,
    behind:
      rooftops(rng, {
        x0: -20,
        x1: 1220,
        base: 575,
        hMin: 30,
        hMax: 75,
        fill: palette.NAVY_700,
        tall: 0.08,
      }) + church(220, 575, 1.1, palette.NAVY_700, false),
    midY: 592,
    landmark: bridge,
    reflect: bridge,
  };
}

/** The town clock tower with its spire, between two gabled halls. */
function clockTower(base: number): string {
  const c = palette.NAVY_800;
  return (
    rect(570, base - 230, 56, 230, c) +
    rect(562, base - 250, 72, 24, c) +
    poly(
      [
        [562, base - 250],
        [598, base - 320],
        [634, base - 250],
      ],
      c,
    ) +
    rect(596, base - 345, 4, 30, c) +
    circle(598, base - 200, 19, palette.LIGHT, { opacity: 0.85 }) +
    stroked(
      `M598,${base - 200}V${base - 213}M598,${base - 200}L607,${base - 196}`,
      palette.NAVY_900,
      3,
      {
        "stroke-linecap": "round",
      },
    ) +
    rect(400, base - 70, 170, 70, c) +
    poly(
      [
        [396, base - 70],
        [483, base - 110],
        [570, base - 70],
      ],
      c,
    ) +
    rect(626, base - 60, 170, 60, c) +
    poly(
      [
        [626, base - 60],
        [711, base - 95],
        [800, base - 60],
      ],
      c,
    )
  );
}

/** An early steam locomotive with three coaches and a puff of steam. */
function steamTrain(): string {
  const y = 612;
  let t = "";
  // locomotive: boiler, chimney, cab
  t += rect(700, y - 46, 110, 36, palette.GREEN_800, { rx: 6 });
  t += rect(788, y - 74, 14, 30, palette.NAVY_900);
  t += rect(700, y - 70, 40, 60, palette.GREEN_800);
  t += rect(706, y - 64, 14, 14, palette.LIGHT, { opacity: 0.55 });
  t += rect(700, y - 12, 110, 6, palette.NAVY_900);
  for (const wx of [722, 756, 790]) t += circle(wx, y - 6, 10, palette.NAVY_900);
  for (let i = 0; i < 3; i++) {
    const cx0 = 430 + i * 88;
    t += rect(cx0, y - 54, 80, 44, palette.NAVY_900, { rx: 6 });
    for (let w = 0; w < 3; w++)
      t += rect(cx0 + 8 + w * 24, y - 44, 16, 14, palette.LIGHT, { opacity: 0.45 });
    t +=
      circle(cx0 + 18, y - 6, 8, palette.NAVY_900) + circle(cx0 + 62, y - 6, 8, palette.NAVY_900);
  }
  t += group(
    circle(800, y - 96, 14, palette.LIGHT) +
      circle(822, y - 118, 18, palette.LIGHT) +
      circle(852, y - 130, 22, palette.LIGHT),
    { opacity: 0.18 },
  );
  return t;
}

/** The railway line carried on a row of arches. */
function railwayArches(): string {
  let arches = rect(-20, 612, 1240, 16, palette.NAVY_900);
  for (let x = 60; x < 1200; x += 170) {
    arches += pathEl(
      `M${x - 85},628H${x + 85}V700H${x + 70}V668A70,40 0 0 0 ${x - 70},668V700H${x - 85}Z`,
      palette.NAVY_900,
    );
  }
  return arches;
}

export function darlingtonScene(rng: Rng): Scene {
  const c = palette.NAVY_800;
  const tower = clockTower(595);
  return {
    river: true,
    behind:
      rooftops(rng, { x0: -20, x1: 1220, base: 580, hMin: 30, hMax: 70, fill: palette.NAVY_700 }) +
      church(300, 580, 1, palette.NAVY_700, true),
    midY: 596,
    onHills: () =>
      tower +
      rooftops(rng, { x0: -20, x1: 380, base: 600, hMin: 20, hMax: 50, fill: c }) +
      rooftops(rng, { x0: 820, x1: 1220, base: 600, hMin: 20, hMax: 50, fill: c }),
    landmark: railwayArches() + steamTrain(),
  };
}

/** A three-masted sailing ship with gun ports, yards and rigging, moored at the quay. */
function tallShip(): string {
  const c = palette.NAVY_900;
  let ship3 = poly(
    [
      [280, 560],
      [640, 560],
      [620, 602],
      [300, 602],
    ],
    c,
  );
  ship3 += poly(
    [
      [630, 560],
      [700, 548],
      [640, 568],
    ],
    c,
  );
  let ports = "";
  for (let x = 310; x < 600; x += 26) ports += rect(x, 572, 10, 8, palette.LIGHT);
  ship3 += group(ports, { opacity: 0.35 });
  let rigging = "";
  for (const [mx, mh] of [
    [360, 250],
    [460, 290],
    [560, 240],
  ] as const) {
    ship3 += rect(mx - 3, 560 - mh, 6, mh, c);
    for (let k = 0; k < 4; k++) {
      const yy = 560 - mh + 30 + k * ((mh - 60) / 4);
      const hw = 40 + k * 10;
      ship3 += rect(mx - hw, yy, hw * 2, 4, c);
    }
    rigging += `M${mx},${560 - mh}L${mx - 70},560M${mx},${560 - mh}L${mx + 70},560`;
  }
  rigging += "M360,310L700,548";
  ship3 += stroked(rigging, c, 1.4, { opacity: 0.7 });
  return ship3;
}

export function hartlepoolScene(rng: Rng): Scene {
  const ship3 = tallShip();
  return {
    river: true,
    coastX: 760,
    far:
      dockCrane(900, HORIZON + 30, 0.6, palette.FAR_HILL) +
      dockCrane(1030, HORIZON + 30, 0.6, palette.FAR_HILL),
    behind: rooftops(rng, {
      x0: -20,
      x1: 760,
      base: 575,
      hMin: 25,
      hMax: 65,
      fill: palette.NAVY_700,
    }),
    midY: 590,
    midShape: (x) => coastDrop(x, 720, 140),
    landmark:
      rect(780, 576, 440, 24, palette.NAVY_800) +
      dockCrane(860, 576, 1.05, palette.NAVY_800, 1) +
      dockCrane(1040, 576, 1.05, palette.NAVY_800, 1) +
      lighthouse(740, 560, 110, palette.NAVY_800, false) +
      ship3,
    reflect: ship3,
  };
}

/** The offshore wind farm on the horizon, each rotor turned at random. */
function offshoreWindFarm(rng: Rng): string {
  let turbines = "";
  const positions = [620, 720, 830, 930, 1040, 1140];
  positions.forEach((x, i) => {
    turbines += turbine(
      x,
      HORIZON + 4,
      96 - i * 4,
      palette.mix(palette.LIGHT, palette.NAVY_600, 0.2),
      rng.range(0, Math.PI),
    );
  });
  return turbines;
}

/** Redcar Beacon: the vertical pier, its viewing pods stacked left and right. */
function redcarBeacon(): string {
  return (
    rect(292, 360, 36, 250, palette.NAVY_900) +
    [0, 1, 2, 3, 4, 5]
      .map((i) => rect(i % 2 ? 280 : 300, 380 + i * 38, 40, 28, palette.NAVY_900))
      .join("") +
    rect(286, 350, 48, 14, palette.NAVY_900)
  );
}

/** The blast furnace down the coast, in the distance. */
function blastFurnace(): string {
  return (
    rect(70, 400, 34, 130, palette.FAR_HILL) +
    rect(60, 390, 54, 14, palette.FAR_HILL) +
    rect(120, 440, 60, 90, palette.FAR_HILL) +
    stroked("M104,430L150,410H200V530", palette.FAR_HILL, 6)
  );
}

export function redcarScene(rng: Rng): Scene {
  // The turbines take their random rotations before the rooftops take theirs.
  const turbines = offshoreWindFarm(rng);
  return {
    coastX: 420,
    far: turbines + blastFurnace(),
    behind: rooftops(rng, {
      x0: -20,
      x1: 470,
      base: 580,
      hMin: 25,
      hMax: 60,
      fill: palette.NAVY_700,
    }),
    midY: 602,
    midShape: (x) => coastDrop(x, 380, 160),
    landmark: redcarBeacon() + pathEl("M200,730Q420,650 1220,646V730Z", palette.SAND),
  };
}
