// Generates the site's raster images from illustrations drawn in code:
//   public/images/areas/{slug}.webp     one per service area in lib/content/areas.ts (1200x800)
//   public/images/services/{key}.webp   one per service (1200x800)
//   public/images/hero.webp             home page hero background (1600x1000)
//   public/images/facility.webp         our Lingfield Point facility with the trucks (1200x800)
//   public/og-default.png               social sharing card (1200x630)
//   app/apple-icon.png                  Apple touch icon (180x180)
//   public/crew/icon-{192,512}.png      the crew app's icons (its manifest)
//   public/crew/icon-maskable-512.png   the same for launchers that crop icons to a shape
//
// Why generated: the site is built on an offline machine with no stock photo library, and stock
// photography would be dishonest anyway (someone else's van, someone else's city). Each picture is
// a flat illustration built as SVG and rasterised with sharp. The illustrations are honest: an
// area picture shows what the place is (its hills, river or coast and its best-known landmark),
// a service picture shows what the service involves. None contains text, apart from the social
// card, which carries the company name: words inside images are unreadable to screen readers, so
// the pages write names and captions beside the pictures instead.
//
// Deterministic: every variation (hill shapes, rooftops, sun position, trees) comes from a seeded
// hash of the slug or key, never Math.random, so re-running produces identical files.
//
// Re-run after changing the drawing code or adding an area to lib/content/areas.ts (an area with
// no dedicated landmark gets the generic town scene):
//   npm run images
// Arguments limit the run to outputs whose path contains one of them, for quicker iteration:
//   npm run images -- areas/durham services hero
// It prints every file with its dimensions and size and exits non-zero if one is over budget
// (60 KB for 1200x800 WebP, 90 KB for the hero, 120 KB for PNGs).
//
// app/icon.svg (the favicon) is a small hand-written SVG of the same shield mark and is not
// written by this script; the mark here uses the geometry of components/site/logo.tsx.
//
// The drawing code lives in scripts/images/: palette, randomness and SVG helpers, the terrain,
// scenery, landmarks and trucks they share, one areas-*.ts module per part of the region,
// area-scenes.ts composing the area pictures, service-scenes.ts and cards.ts (hero, facility,
// social card, touch icon), and output.ts, which writes and reports the files.
import { areas } from "../lib/content/areas.ts";
import { areaSvg } from "./images/area-scenes.ts";
import {
  appleIconSvg,
  crewIconSvg,
  crewMaskableIconSvg,
  facilitySvg,
  heroSvg,
  ogSvg,
} from "./images/cards.ts";
import { reportOutputs, writePng, writeWebp } from "./images/output.ts";
import { serviceScenes } from "./images/service-scenes.ts";

async function main() {
  const only = process.argv.slice(2);
  const wanted = (name: string) => only.length === 0 || only.some((o) => name.includes(o));
  for (const area of areas) {
    if (!wanted(`areas/${area.slug}`)) continue;
    await writeWebp(`public/images/areas/${area.slug}.webp`, areaSvg(area.slug, area.geo));
  }
  for (const [key, draw] of Object.entries(serviceScenes)) {
    if (wanted(`services/${key}`)) await writeWebp(`public/images/services/${key}.webp`, draw());
  }
  if (wanted("hero")) await writeWebp("public/images/hero.webp", heroSvg(), 82);
  if (wanted("facility")) await writeWebp("public/images/facility.webp", facilitySvg());
  if (wanted("og")) await writePng("public/og-default.png", ogSvg(), false);
  if (wanted("apple")) await writePng("app/apple-icon.png", appleIconSvg());
  for (const size of [192, 512]) {
    if (wanted(`crew/icon-${size}`))
      await writePng(`public/crew/icon-${size}.png`, crewIconSvg(size));
  }
  if (wanted("crew/icon-maskable")) {
    await writePng("public/crew/icon-maskable-512.png", crewMaskableIconSvg(512));
  }
  // Report each file with its real dimensions and size, flagging anything over its budget.
  if (await reportOutputs()) process.exitCode = 1;
}

await main();
