// GET /invoices/{token}/pdf - an invoice's or credit note's PDF, for the holder of its signed link
// (e-mailed with it). Any other token is a 404 (lib/server/document-not-found.ts). Like the link
// itself, never indexed, and no more than the site's origin is sent on as a referrer.
import { todayInLondon } from "@/lib/shared/dates";
import { findInvoice } from "@/lib/invoices/invoice-record";
import { documentNotFound, privateLinkHeaders } from "@/lib/server/document-not-found";
import { invoiceResponse } from "@/lib/invoices/invoice-files";
import { invoiceIdFromToken } from "@/lib/server/signed-links";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const id = invoiceIdFromToken((await params).token, todayInLondon());
  const invoice = id ? await findInvoice(id) : null;
  return invoice ? invoiceResponse(invoice, privateLinkHeaders) : documentNotFound();
}
