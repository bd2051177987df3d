import "server-only";
import { fontFaces, type FontWeight } from "./fonts";

// Text in any script the fonts cover, for every PDF the product draws. pdfkit does no font
// fallback, so a string is split into runs, each drawn with the first font that has its
// characters. A character no font has is never dropped: it is drawn (as the font's empty box)
// and `unprintableCharacters` names it, so the office is warned before a document is issued.

export type TextRun = { font: string; text: string };
type Doc = PDFKit.PDFDocument;

/** Characters that need no glyph of their own: white space, joiners, variation selectors. */
const NO_GLYPH = /^[\s\p{Cf}\p{Default_Ignorable_Code_Point}]$/u;

function faceFor(char: string, weight: FontWeight): string | null {
  const codePoint = char.codePointAt(0)!;
  return fontFaces(weight).find((face) => face.has(codePoint))?.name ?? null;
}

/** `text` as runs of one font each; a character no font has stays in the run it falls in. */
export function textRuns(text: string, weight: FontWeight = "regular"): TextRun[] {
  const runs: TextRun[] = [];
  const primary = fontFaces(weight)[0]!.name;
  for (const char of text) {
    const last = runs.at(-1);
    const font = NO_GLYPH.test(char) ? null : faceFor(char, weight);
    if (last && (font === null || font === last.font)) last.text += char;
    else runs.push({ font: font ?? primary, text: char });
  }
  return runs.length ? runs : [{ font: primary, text: "" }];
}

/** The distinct characters of `texts` that no font can print, in the order they first appear. */
export function unprintableCharacters(...texts: (string | null | undefined)[]): string[] {
  const missing = new Set<string>();
  for (const text of texts) {
    for (const char of text ?? "") {
      if (NO_GLYPH.test(char)) continue;
      if (!faceFor(char, "regular") || !faceFor(char, "bold")) missing.add(char);
    }
  }
  return [...missing];
}

/** Registers every face of both weights in `doc`; pdfkit embeds only those a page uses. */
export function registerFonts(doc: Doc): void {
  for (const weight of ["regular", "bold"] as const) {
    for (const face of fontFaces(weight)) doc.registerFont(face.name, face.data);
  }
}

/**
 * Draws `text` like doc.text, switching fonts for each script. With `x` and `y` it starts
 * there; otherwise where the last text ended. Colour and size are the document's current ones.
 */
export function drawText(
  doc: Doc,
  text: string,
  options: PDFKit.Mixins.TextOptions & { weight?: FontWeight; x?: number; y?: number } = {},
): Doc {
  const { weight = "regular", x, y, ...textOptions } = options;
  const runs = textRuns(text, weight);
  runs.forEach((run, index) => {
    doc.font(run.font);
    const continued = index < runs.length - 1 || Boolean(textOptions.continued);
    if (index === 0 && x !== undefined && y !== undefined) {
      doc.text(run.text, x, y, { ...textOptions, continued });
    } else if (index === 0) {
      doc.text(run.text, { ...textOptions, continued });
    } else {
      doc.text(run.text, { continued });
    }
  });
  return doc;
}
