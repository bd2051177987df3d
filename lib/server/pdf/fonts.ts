import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import * as fontkit from "fontkit";

// The fonts every PDF the product draws (certificates now; invoices, run sheets and waste
// transfer notes next) prints text with: Noto Sans in its Latin (every diacritic), Greek and
// Cyrillic subsets, then Noto Sans SC (Chinese, Japanese kana) and Noto Sans KR (Hangul), all
// under the SIL Open Font License, from npm. pdfkit embeds only the glyphs a document uses.
// Each file is read and parsed once per process, when a PDF first needs it.

export type FontWeight = "regular" | "bold";

/** One font file, as pdfkit registers it and as fontkit answers which characters it has. */
export type FontFace = {
  /** The name the face is registered under in a document: `${weight}-${index}`. */
  name: string;
  data: Buffer;
  has: (codePoint: number) => boolean;
};

const NOTO_SUBSETS = [
  "latin",
  "latin-ext",
  "greek",
  "greek-ext",
  "cyrillic",
  "cyrillic-ext",
  "vietnamese",
] as const;

const modules = path.join(process.cwd(), "node_modules");

/** The font files of a weight, in the order they are tried for a character. */
function fontFiles(weight: FontWeight): string[] {
  const number = weight === "regular" ? 400 : 700;
  const cjk = weight === "regular" ? "400Regular" : "700Bold";
  return [
    ...NOTO_SUBSETS.map((subset) =>
      path.join(
        modules,
        "@fontsource/noto-sans/files",
        `noto-sans-${subset}-${number}-normal.woff`,
      ),
    ),
    path.join(modules, "@expo-google-fonts/noto-sans-sc", cjk, `NotoSansSC_${cjk}.ttf`),
    path.join(modules, "@expo-google-fonts/noto-sans-kr", cjk, `NotoSansKR_${cjk}.ttf`),
  ];
}

const loaded = new Map<FontWeight, FontFace[]>();

function load(weight: FontWeight): FontFace[] {
  return fontFiles(weight).map((file, index) => {
    const data = readFileSync(file);
    const font = fontkit.create(data);
    if (!("hasGlyphForCodePoint" in font)) throw new Error(`${file} is a font collection`);
    const covered = new Map<number, boolean>();
    return {
      name: `${weight}-${index}`,
      data,
      has: (codePoint) => {
        let answer = covered.get(codePoint);
        if (answer === undefined) {
          answer = font.hasGlyphForCodePoint(codePoint);
          covered.set(codePoint, answer);
        }
        return answer;
      },
    };
  });
}

/** The faces of a weight, first choice first (read from disk on the first call only). */
export function fontFaces(weight: FontWeight): FontFace[] {
  let faces = loaded.get(weight);
  if (!faces) {
    faces = load(weight);
    loaded.set(weight, faces);
  }
  return faces;
}
