// GET /admin/invoices/export?from=yyyy-mm-dd&to=yyyy-mm-dd - the invoices and credit notes issued
// in the range (London's days, both included) as Xero's sales invoice import CSV (admin only).
// A bad range answers 400 with the reason, and exports nothing.
import { exportRangeSchema } from "@/lib/invoices/ledger-schema";
import { adminRoute } from "@/lib/server/admin-route";
import { csvResponse, toCsv } from "@/lib/server/csv-export";
import { invoicesIssuedBetween } from "@/lib/invoices/invoice-list";
import { xeroColumns, xeroFileName, xeroRows } from "@/lib/invoices/xero-export";

export const dynamic = "force-dynamic";

export const GET = adminRoute(async (request) => {
  const query = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = exportRangeSchema.safeParse({ from: query.from ?? "", to: query.to ?? "" });
  if (!parsed.success) {
    return Response.json(
      { error: parsed.error.issues[0]?.message ?? "Invalid date range" },
      { status: 400 },
    );
  }
  const { from, to } = parsed.data;
  const documents = await invoicesIssuedBetween(parsed.data);
  return csvResponse(xeroFileName(from, to), toCsv(xeroColumns, xeroRows(documents)));
});
