// GET /admin/run-sheets/{yyyy-mm-dd} - the crews' run sheet of a day as a PDF (admin only)
import { isIsoDay } from "@/lib/shared/dates";
import { adminRoute } from "@/lib/server/admin-route";
import { runSheetStops } from "@/lib/routes/run-sheet";
import { runSheetResponse } from "@/lib/office/run-sheet-pdf";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ day: string }> };

export const GET = adminRoute<Context>(async (_request, _admin, { params }) => {
  const { day } = await params;
  return isIsoDay(day)
    ? runSheetResponse(day, await runSheetStops(day))
    : Response.json({ error: "Not found" }, { status: 404 });
});
