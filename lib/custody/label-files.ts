import "server-only";
import type { Admin } from "@/lib/server/admin-guard";
import { findLabelPrint } from "./label-prints";
import { labelTexts } from "./label-texts";
import { labelsPdf } from "./labels-pdf";

// GET /admin/seal-labels/{id}/pdf (behind adminRoute): the labels of one print, drawn again from
// its range whenever the office downloads them (a jammed sheet is printed again, same numbers).

export type LabelPrintParams = { params: Promise<{ id: string }> };

export async function labelsPdfHandler(
  _request: Request,
  _admin: Admin,
  context: LabelPrintParams,
) {
  const print = await findLabelPrint((await context.params).id);
  if (!print) return Response.json({ error: "Not found" }, { status: 404 });
  const pdf = await labelsPdf(print.firstNumber, print.lastNumber);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${labelTexts.fileName(print.firstNumber, print.lastNumber)}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
