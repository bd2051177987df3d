// GET /admin/invoices/{number}/pdf - an invoice's or credit note's PDF (admin only)
import { parseInvoiceNumber } from "@/lib/invoices/invoice-rules";
import { adminRoute } from "@/lib/server/admin-route";
import { findInvoiceByNumber } from "@/lib/invoices/invoice-record";
import { invoiceResponse } from "@/lib/invoices/invoice-files";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ number: string }> };

export const GET = adminRoute<Context>(async (_request, _admin, { params }) => {
  const number = parseInvoiceNumber((await params).number);
  const invoice = number ? await findInvoiceByNumber(number) : null;
  return invoice
    ? invoiceResponse(invoice)
    : Response.json({ error: "Not found" }, { status: 404 });
});
