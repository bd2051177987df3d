// The docs' sample documents: a PDF drawn by the site's own code, written to docs/, and its
// first page as a PNG beside it, made by poppler's pdftoppm (Debian: poppler-utils).
import { execFileSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import path from "node:path";

const docs = path.join(import.meta.dirname, "..", "..", "docs");

/** Writes docs/{name}.pdf and docs/{name}.png. */
export async function writeSampleDocument(name: string, pdf: Buffer): Promise<void> {
  const pdfFile = path.join(docs, `${name}.pdf`);
  await writeFile(pdfFile, pdf);
  execFileSync("pdftoppm", [
    "-png",
    "-r",
    "72",
    "-singlefile",
    "-f",
    "1",
    pdfFile,
    path.join(docs, name),
  ]);
  console.log(`Wrote docs/${name}.pdf and docs/${name}.png`);
}
