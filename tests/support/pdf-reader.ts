import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";

// A PDF read back as any reader would, with poppler's command-line tools (pdftotext, pdfinfo,
// pdftoppm). Each call writes the bytes into a folder of its own under the system's temp folder
// ("pdf-reader-…") and removes that folder before it returns, whether the tool succeeded or not.

/** A PDF's bytes: a Buffer, a Uint8Array, or the ArrayBuffer of a Response. */
export type PdfBytes = Uint8Array | ArrayBuffer;

/**
 * How pdftotext orders the text: "layout" (`-layout`) keeps the page's columns side by side,
 * "raw" (`-raw`) gives it in the order it was drawn.
 */
export type TextOrder = "layout" | "raw";

/**
 * Calls `read` with the path of a file holding `pdf`, then removes the file and its folder.
 * `read` must be done with the file when it returns: it is synchronous, not a promise.
 */
export function withPdfFile<T>(pdf: PdfBytes, read: (file: string) => T): T {
  const dir = mkdtempSync(path.join(os.tmpdir(), "pdf-reader-"));
  try {
    const file = path.join(dir, "document.pdf");
    writeFileSync(file, pdf instanceof Uint8Array ? pdf : new Uint8Array(pdf));
    return read(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text as `pdftotext -layout` or `pdftotext -raw` prints it, white space and all. */
export function pdfToText(pdf: PdfBytes, order: TextOrder): string {
  return withPdfFile(pdf, (file) => textOf(file, order));
}

/** How many pages the PDF has, as pdfinfo counts them. */
export function pdfPages(pdf: PdfBytes): number {
  return withPdfFile(pdf, (file) => pagesOf(infoOf(file)));
}

/**
 * The PDF's text (as {@link pdfToText} gives it), its page count, and all that pdfinfo prints of it
 * (for the page size and the like), from one file.
 */
export function readPdf(
  pdf: PdfBytes,
  order: TextOrder,
): { text: string; pages: number; info: string } {
  return withPdfFile(pdf, (file) => {
    const text = textOf(file, order);
    const info = infoOf(file);
    return { text, pages: pagesOf(info), info };
  });
}

/** The PDF's first page drawn as a PNG image at `dpi` dots an inch, by pdftoppm. */
export function pdfToPng(pdf: PdfBytes, dpi: number): Buffer {
  return withPdfFile(pdf, (file) => {
    const root = path.join(path.dirname(file), "page");
    execFileSync("pdftoppm", ["-png", "-r", String(dpi), "-singlefile", file, root]);
    return readFileSync(`${root}.png`);
  });
}

function textOf(file: string, order: TextOrder): string {
  return execFileSync("pdftotext", [`-${order}`, file, "-"], { encoding: "utf8" });
}

function infoOf(file: string): string {
  return execFileSync("pdfinfo", [file], { encoding: "utf8" });
}

function pagesOf(info: string): number {
  return Number(/Pages:\s+(\d+)/.exec(info)![1]);
}
