// Service pictures: what each service involves, drawn as objects on a light backdrop, and the
// table of them by service key.
import { shieldMark } from "./brand.ts";
import * as palette from "./palette.ts";
import { Rng } from "./random.ts";
import {
  archiveBox,
  CARD_EDGE,
  checkBadge,
  consoleCabinet,
  hardDrive,
  officeBuilding,
  PAPER_LINE,
  sheet,
} from "./service-props.ts";
import { circle, ellipse, group, pathEl, poly, rect, stroked, svgDoc } from "./svg.ts";
import { truck } from "./trucks.ts";

/** The light backdrop every service picture shares, with a few seeded dots and spots. */
function serviceFrame(key: string, body: string): string {
  const rng = new Rng(`service:${key}`);
  const W = 1200;
  const H = 800;
  let bg = rect(0, 0, W, H, palette.LIGHT);
  bg += rect(0, 640, W, H - 640, palette.mix(palette.LIGHT, palette.NAVY_600, 0.08));
  bg += circle(600, 390, 330, palette.WHITE);
  const dx = rng.pick([90, 140, 1000, 1060]);
  const dy = rng.range(90, 160);
  let dots = "";
  for (let i = 0; i < 5; i++) {
    for (let j = 0; j < 4; j++) dots += circle(dx + i * 22, dy + j * 22, 3.5, palette.NAVY_600);
  }
  bg += group(dots, { opacity: 0.18 });
  bg += circle(rng.range(960, 1100), rng.range(480, 560), 18, palette.GREEN_400, { opacity: 0.35 });
  bg += circle(rng.range(100, 220), rng.range(460, 560), 10, palette.NAVY_600, { opacity: 0.2 });
  bg += ellipse(600, 650, 430, 22, palette.NAVY_700, { opacity: 0.12 });
  return svgDoc(W, H, "", bg + body);
}

/** A shredder bin: the body with a window full of strips, strips falling in, the head unit. */
function paperShredder(): string {
  // bin body with a window full of strips
  let b = rect(450, 330, 300, 318, palette.NAVY_700, { rx: 18 });
  b += rect(482, 400, 236, 214, palette.mix(palette.LIGHT, palette.NAVY_600, 0.18), { rx: 12 });
  let strips = "";
  for (let i = 0; i < 26; i++) {
    const x = 492 + i * 8.6;
    const top = 470 + ((i * 37) % 60);
    strips += rect(x, top, 5.4, 614 - top - 4, i % 4 === 0 ? PAPER_LINE : palette.WHITE, { rx: 2 });
  }
  b += strips;
  b += rect(482, 400, 236, 214, "none", { rx: 12, stroke: palette.NAVY_800, "stroke-width": 4 });
  // strips falling from the cutters into the bin
  let falling = "";
  for (let i = 0; i < 22; i++) {
    const x = 500 + i * 9.5;
    falling += rect(x, 318, 5.4, 40 + ((i * 29) % 70), palette.WHITE, { rx: 2 });
  }
  b += group(falling, { opacity: 0.95 });
  // head unit
  b += rect(420, 270, 360, 70, palette.NAVY_800, { rx: 16 });
  b += rect(470, 288, 260, 12, palette.NAVY_900, { rx: 6 });
  b += circle(748, 318, 9, palette.GREEN_400);
  b += rect(440, 318, 60, 8, palette.NAVY_700, { rx: 4 });
  b +=
    rect(470, 648, 30, 10, palette.NAVY_900, { rx: 3 }) +
    rect(700, 648, 30, 10, palette.NAVY_900, { rx: 3 });
  return b;
}

function documentShredding(): string {
  let b = "";
  b += sheet(150, 360, 150, 190, -14, 7);
  b += sheet(890, 250, 140, 180, 12, 6);
  // paper being fed into the slot
  b += group(sheet(0, 0, 230, 250, 0, 8), {
    transform: "translate(485 70)",
  });
  b += paperShredder();
  b += checkBadge(860, 560, 52);
  return serviceFrame("document-shredding", b);
}

function onSiteShredding(): string {
  let b = officeBuilding(70, 650, 280, 420);
  b += truck({ x: 530, y: 650, scale: 1.4, kind: "shredder", liftBin: true });
  b += checkBadge(1060, 200, 48);
  return serviceFrame("on-site-shredding", b);
}

function offSiteShredding(): string {
  let b = "";
  // the route to our facility: a dashed line to a small building with the shield
  b += stroked("M300,300C420,140 720,120 880,230", palette.NAVY_600, 6, {
    "stroke-dasharray": "4 18",
    "stroke-linecap": "round",
    opacity: 0.5,
  });
  b += rect(900, 170, 150, 100, palette.NAVY_700, { rx: 8 });
  b += poly(
    [
      [890, 172],
      [975, 120],
      [1060, 172],
    ],
    palette.NAVY_800,
  );
  b += rect(955, 214, 40, 56, palette.mix(palette.LIGHT, palette.NAVY_600, 0.4), { rx: 3 });
  b += rect(918, 196, 26, 24, palette.mix(palette.LIGHT, palette.NAVY_600, 0.3), { rx: 3 });
  b += rect(1006, 196, 26, 24, palette.mix(palette.LIGHT, palette.NAVY_600, 0.3), { rx: 3 });
  b += shieldMark(960, 132, 30, palette.NAVY_900);
  b += consoleCabinet(180, 650, 200, 330);
  b += truck({ x: 520, y: 650, scale: 1.45, kind: "van" });
  return serviceFrame("off-site-shredding", b);
}

/** An industrial shredder: the hopper, two toothed cutter rolls and the body with its controls. */
function driveShredder(): string {
  let b = "";
  b += rect(380, 430, 440, 220, palette.NAVY_700, { rx: 14 });
  b += poly(
    [
      [330, 330],
      [870, 330],
      [800, 440],
      [400, 440],
    ],
    palette.NAVY_800,
  );
  b += rect(320, 318, 560, 20, palette.NAVY_900, { rx: 6 });
  for (const cx of [530, 670]) {
    let teeth = "";
    for (let k = 0; k < 10; k++) {
      const a = (k * Math.PI) / 5;
      teeth += poly(
        [
          [cx + Math.cos(a - 0.16) * 54, 440 + Math.sin(a - 0.16) * 54],
          [cx + Math.cos(a) * 72, 440 + Math.sin(a) * 72],
          [cx + Math.cos(a + 0.16) * 54, 440 + Math.sin(a + 0.16) * 54],
        ],
        palette.STEEL,
      );
    }
    b += group(teeth + circle(cx, 440, 56, palette.STEEL) + circle(cx, 440, 20, palette.NAVY_900), {
      "clip-path": undefined,
    });
  }
  b += rect(380, 440, 440, 210, palette.NAVY_700, { rx: 14 });
  b += rect(420, 480, 360, 14, palette.NAVY_800, { rx: 7 });
  b +=
    circle(760, 600, 10, palette.GREEN_400) + rect(420, 590, 120, 16, palette.NAVY_800, { rx: 8 });
  return b;
}

/** The output chute and a tray of drive fragments, a few still falling. */
function fragmentChute(): string {
  let b = poly(
    [
      [820, 540],
      [1000, 600],
      [1000, 640],
      [820, 600],
    ],
    palette.NAVY_800,
  );
  b += rect(930, 600, 170, 50, palette.GREEN_700, { rx: 8 });
  let frags = "";
  const rng = new Rng("hard-drive-fragments");
  for (let i = 0; i < 26; i++) {
    const x = rng.range(944, 1086);
    const y = rng.range(572, 600);
    const s = rng.range(6, 13);
    frags += poly(
      [
        [x, y],
        [x + s, y - s * 0.4],
        [x + s * 1.2, y + s * 0.6],
        [x + s * 0.2, y + s * 0.8],
      ],
      rng.chance(0.5) ? palette.STEEL : palette.NAVY_600,
    );
  }
  for (let i = 0; i < 8; i++) {
    const x = 1000 + i * 9;
    const y = 530 + ((i * 17) % 40);
    frags += poly(
      [
        [x, y],
        [x + 8, y - 3],
        [x + 10, y + 5],
      ],
      palette.STEEL,
    );
  }
  return b + frags;
}

function hardDriveShredding(): string {
  let b = driveShredder();
  // the drive going in
  b += group(hardDrive(220, 150), { transform: "translate(490 150) rotate(-16 110 75)" });
  b += fragmentChute();
  b += checkBadge(220, 250, 50);
  return serviceFrame("hard-drive-shredding", b);
}

/** A month's calendar with the scheduled visits marked, the past ones ticked. */
function scheduleCalendar(): string {
  let b = "";
  b += rect(180, 150, 520, 480, palette.WHITE, { rx: 18, stroke: CARD_EDGE, "stroke-width": 4 });
  b += pathEl("M180,230V168Q180,150 198,150H682Q700,150 700,168V230Z", palette.NAVY_700);
  for (const rx of [260, 620]) {
    b += rect(rx - 9, 126, 18, 56, palette.NAVY_900, { rx: 9 });
  }
  const cols = 7;
  const cell = 62;
  for (let r = 0; r < 5; r++) {
    for (let c = 0; c < cols; c++) {
      const x = 212 + c * cell;
      const y = 258 + r * cell;
      const scheduled = c === 2 && r % 2 === 0;
      const done = scheduled && r < 4;
      if (scheduled) {
        b += rect(x, y, 50, 50, done ? palette.GREEN_700 : palette.WHITE, {
          rx: 10,
          stroke: palette.GREEN_700,
          "stroke-width": 3,
        });
        if (done) {
          b += stroked(
            `M${x + 14},${y + 26}L${x + 22},${y + 34}L${x + 37},${y + 17}`,
            palette.WHITE,
            5,
            {
              "stroke-linecap": "round",
            },
          );
        }
      } else {
        b += rect(x, y, 50, 50, palette.mix(palette.LIGHT, palette.NAVY_600, 0.06), { rx: 10 });
      }
    }
  }
  return b;
}

function contracts(): string {
  let b = scheduleCalendar();
  // the console that is emptied on each scheduled visit
  b += consoleCabinet(800, 650, 190, 320);
  // repeat arrows
  b += stroked("M810,230A90,90 0 0 1 980,230", palette.GREEN_700, 14, {
    "stroke-linecap": "round",
  });
  b += poly(
    [
      [960, 210],
      [1004, 222],
      [978, 262],
    ],
    palette.GREEN_700,
  );
  return serviceFrame("contracts", b);
}

/** A pallet stacked four high with archive boxes. */
function palletOfBoxes(): string {
  let b = "";
  b += rect(210, 616, 560, 18, palette.NAVY_800, { rx: 4 });
  for (const px of [220, 470, 720]) b += rect(px, 634, 40, 16, palette.NAVY_800);
  b += rect(210, 644, 560, 8, palette.NAVY_900, { rx: 3 });
  const w = 170;
  const h = 120;
  for (let i = 0; i < 3; i++) b += archiveBox(225 + i * (w + 10), 616 - h, w, h, (i % 2) * 0.12);
  for (let i = 0; i < 3; i++)
    b += archiveBox(225 + i * (w + 10), 616 - 2 * h - 8, w, h, ((i + 1) % 2) * 0.12);
  for (let i = 0; i < 2; i++)
    b += archiveBox(315 + i * (w + 10), 616 - 3 * h - 16, w, h, (i % 2) * 0.12 + 0.05);
  b += archiveBox(405, 616 - 4 * h - 24, w, h, 0.1);
  return b;
}

/** A sack truck carrying two boxes. */
function sackTruck(): string {
  let b = stroked("M850,170L900,180L900,620H1010", palette.NAVY_900, 14, {
    "stroke-linecap": "round",
  });
  b += archiveBox(912, 490, 130, 110, 0.05);
  b += archiveBox(912, 370, 130, 110, 0.15);
  b += circle(900, 626, 30, palette.NAVY_900) + circle(900, 626, 12, palette.STEEL);
  return b;
}

function bulkCollection(): string {
  let b = palletOfBoxes();
  b += sackTruck();
  b += checkBadge(1040, 230, 46);
  return serviceFrame("bulk-collection", b);
}

/** Each service's picture by its key, in the order they are written. */
export const serviceScenes: Record<string, () => string> = {
  "document-shredding": documentShredding,
  "on-site-shredding": onSiteShredding,
  "off-site-shredding": offSiteShredding,
  "hard-drive-shredding": hardDriveShredding,
  contracts,
  "bulk-collection": bulkCollection,
};
