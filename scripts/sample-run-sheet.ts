// npm run run-sheet:sample
// Draws the sample run sheet (prisma/seed-data/sample-run-sheet.ts) with the same code the
// office's Print run sheet uses, into docs/sample-run-sheet.pdf and, for docs/office.md,
// docs/sample-run-sheet.png.
import { runSheetPdf } from "@/lib/office/run-sheet-pdf";
import { sampleRunSheetDay, sampleRunSheetStops } from "../prisma/seed-data/sample-run-sheet.ts";
import { writeSampleDocument } from "./lib/sample-document.ts";

await writeSampleDocument(
  "sample-run-sheet",
  await runSheetPdf(sampleRunSheetDay, sampleRunSheetStops, new Date("2026-12-02T16:00:00Z")),
);
