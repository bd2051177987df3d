// Writing the images: rasterise an SVG to WebP or PNG with sharp, then report every file written
// with its real dimensions and size against its budget.
import { mkdir, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

const outputs: string[] = [];

export async function writeWebp(rel: string, svg: string, quality = 72) {
  const file = path.join(root, rel);
  await mkdir(path.dirname(file), { recursive: true });
  const buf = await sharp(Buffer.from(svg)).webp({ quality, effort: 6 }).toBuffer();
  await writeFile(file, buf);
  outputs.push(rel);
}

/** Palette PNGs are tiny for flat art; the social card keeps full colour for its gradient. */
export async function writePng(rel: string, svg: string, palette = true) {
  const file = path.join(root, rel);
  await mkdir(path.dirname(file), { recursive: true });
  const png = palette
    ? { compressionLevel: 9, palette: true, quality: 90, effort: 10 }
    : { compressionLevel: 9 };
  const buf = await sharp(Buffer.from(svg)).png(png).toBuffer();
  await writeFile(file, buf);
  outputs.push(rel);
}

/**
 * Prints each written file with its real dimensions and size, flagging anything over its budget,
 * and returns how many are over.
 */
export async function reportOutputs(): Promise<number> {
  let over = 0;
  for (const rel of outputs) {
    const file = path.join(root, rel);
    const meta = await sharp(file).metadata();
    const kb = (await stat(file)).size / 1024;
    const budget = rel.endsWith("hero.webp") ? 90 : rel.endsWith(".png") ? 120 : 60;
    const flag = kb > budget ? `  OVER ${budget} KB BUDGET` : "";
    if (flag) over++;
    console.log(`${rel.padEnd(48)} ${meta.width}x${meta.height}  ${kb.toFixed(1)} KB${flag}`);
  }
  return over;
}
