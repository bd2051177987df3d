// Where each seal label goes on an A4 sheet: 24 labels, 3 across by 8 down, each
// 63.5 x 33.9 mm, the common label stock. Pure, in PDF points (1/72 inch, origin at the top left
// as pdfkit draws), so the PDF, its tests and the browser test that reads each label back agree.
//
// The sheet is Avery L7159 (laser) / J8159 (inkjet), and the unbranded "24 per sheet" stock cut
// to the same template. Avery publishes its template as: top margin 12.9 mm, left margin 7.2 mm,
// horizontal pitch 66.0 mm (a 2.5 mm gap between columns), vertical pitch 33.9 mm (rows touch).
// Label-printing code that carries the template uses the same figures, and they add up:
// 12.9 + 8 x 33.9 + 12.9 = 297 mm, the height of A4; 7.2 + 2 x 66.0 + 63.5 = 202.7 of 210 mm.

export const MM = 72 / 25.4;
const mm = (millimetres: number) => millimetres * MM;

export const A4_POINTS = { width: mm(210), height: mm(297) };

export const LABELS_ACROSS = 3;
export const LABELS_DOWN = 8;
export const LABELS_PER_SHEET = LABELS_ACROSS * LABELS_DOWN;

/** Avery L7159 / J8159, as published (see above). */
export const LABEL_WIDTH_MM = 63.5;
export const LABEL_HEIGHT_MM = 33.9;
export const TOP_MARGIN_MM = 12.9;
export const LEFT_MARGIN_MM = 7.2;
export const HORIZONTAL_PITCH_MM = 66.0;
export const VERTICAL_PITCH_MM = 33.9;

/** The most sheets one print may ask for (480 labels): more is a typing slip, not a need. */
export const MAX_SHEETS = 20;

export type LabelBox = { x: number; y: number; width: number; height: number };

/** Label `index` (0 to 23, across then down) of a sheet, in points from the page's top left. */
export function labelBox(index: number): LabelBox {
  if (!Number.isInteger(index) || index < 0 || index >= LABELS_PER_SHEET) {
    throw new RangeError(`label ${index} is not on a sheet of ${LABELS_PER_SHEET}`);
  }
  const column = index % LABELS_ACROSS;
  const row = Math.floor(index / LABELS_ACROSS);
  return {
    x: mm(LEFT_MARGIN_MM + column * HORIZONTAL_PITCH_MM),
    y: mm(TOP_MARGIN_MM + row * VERTICAL_PITCH_MM),
    width: mm(LABEL_WIDTH_MM),
    height: mm(LABEL_HEIGHT_MM),
  };
}

/** Where seal `number` of the series first..last goes: its sheet (from 0) and its box on it. */
export function labelPlace(first: number, number: number): { sheet: number; box: LabelBox } {
  const offset = number - first;
  return {
    sheet: Math.floor(offset / LABELS_PER_SHEET),
    box: labelBox(offset % LABELS_PER_SHEET),
  };
}

/** The seal numbers of a print of `sheets` sheets whose first label is `first`. */
export function labelSeries(first: number, sheets: number): { first: number; last: number } {
  return { first, last: first + sheets * LABELS_PER_SHEET - 1 };
}
