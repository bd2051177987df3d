import { describe, expect, it } from "vitest";
import {
  A4_POINTS,
  LABELS_PER_SHEET,
  MM,
  labelBox,
  labelPlace,
  labelSeries,
  type LabelBox,
} from "@/lib/custody/label-layout";
import { labelTexts } from "@/lib/custody/label-texts";

// The seal labels' sheet: Avery L7159 / J8159, 24 labels of 63.5 x 33.9 mm, 3 across
// by 8 down, each where the stock has it; and the series a print covers.

const boxes = Array.from({ length: LABELS_PER_SHEET }, (_, i) => labelBox(i));
/** Rows of the stock touch (no gap between them), so edges that meet within rounding are apart. */
const EPSILON = 1e-6;
const overlap = (a: LabelBox, b: LabelBox) =>
  a.x + EPSILON < b.x + b.width &&
  b.x + EPSILON < a.x + a.width &&
  a.y + EPSILON < b.y + b.height &&
  b.y + EPSILON < a.y + a.height;
const inMm = (points: number) => Math.round((points / MM) * 100) / 100;

describe("a sheet of seal labels", () => {
  it("holds 24 labels of 63.5 x 33.9 mm, 3 across and 8 down, across then down", () => {
    expect(boxes).toHaveLength(24);
    for (const box of boxes) {
      expect([inMm(box.width), inMm(box.height)]).toEqual([63.5, 33.9]);
    }
    expect(new Set(boxes.map((b) => inMm(b.x)))).toEqual(new Set([7.2, 73.2, 139.2]));
    expect(new Set(boxes.map((b) => inMm(b.y))).size).toBe(8);
    expect([inMm(boxes[1]!.x), inMm(boxes[1]!.y)]).toEqual([73.2, 12.9]);
    expect([inMm(boxes[3]!.x), inMm(boxes[3]!.y)]).toEqual([7.2, 46.8]);
  });

  it("puts the first label at the stock's margins and the last flush with the bottom margin", () => {
    expect([inMm(boxes[0]!.x), inMm(boxes[0]!.y)]).toEqual([7.2, 12.9]);
    const last = boxes[23]!;
    expect(inMm(A4_POINTS.height - (last.y + last.height))).toBe(12.9);
    expect(inMm(A4_POINTS.width - (last.x + last.width))).toBe(7.3);
  });

  it("keeps every label inside the A4 page and apart from every other", () => {
    for (const [i, a] of boxes.entries()) {
      expect(a.x).toBeGreaterThan(0);
      expect(a.y).toBeGreaterThan(0);
      expect(a.x + a.width).toBeLessThan(A4_POINTS.width);
      expect(a.y + a.height).toBeLessThan(A4_POINTS.height);
      for (const b of boxes.slice(i + 1)) expect(overlap(a, b), `${i}`).toBe(false);
    }
  });

  it("has no label 25, -1 or 1.5", () => {
    for (const index of [24, -1, 1.5]) expect(() => labelBox(index)).toThrow(RangeError);
  });
});

describe("a print's series", () => {
  it("runs 24 numbers a sheet from its first, each in its place on its sheet", () => {
    expect(labelSeries(1, 1)).toEqual({ first: 1, last: 24 });
    expect(labelSeries(25, 3)).toEqual({ first: 25, last: 96 });
    expect(labelPlace(25, 25)).toEqual({ sheet: 0, box: boxes[0] });
    expect(labelPlace(25, 48)).toEqual({ sheet: 0, box: boxes[23] });
    expect(labelPlace(25, 49)).toEqual({ sheet: 1, box: boxes[0] });
    expect(labelPlace(25, 96)).toEqual({ sheet: 2, box: boxes[23] });
  });

  it("is named as printed, S- and six digits", () => {
    expect(labelTexts.range(1, 24)).toBe("S-000001 to S-000024");
    expect(labelTexts.fileName(1, 24)).toBe("seal-labels-S-000001-S-000024.pdf");
    expect(labelTexts.fileName(999_985, 1_000_008)).toBe("seal-labels-S-999985-S-1000008.pdf");
    expect(labelTexts.sheetCount(1)).toBe("1 sheet");
    expect(labelTexts.sheetCount(20)).toBe("20 sheets");
  });
});
