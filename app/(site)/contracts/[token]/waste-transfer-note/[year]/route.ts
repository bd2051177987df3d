// GET /contracts/{token}/waste-transfer-note/{year} - the contract's waste transfer note of that
// year as a PDF (made when first asked for), for the holder of the contract's signed link. Any
// other token, an ended contract or a year the contract does not run in is a 404. Like the link
// itself, never indexed, never cached, and no more than the site's origin is sent on as a referrer.
import { todayInLondon } from "@/lib/dates";
import { PRIVATE_LINK_REFERRER_POLICY } from "@/lib/private-link";
import { liveContractIdFromToken } from "@/lib/server/contracts/contract-link";
import { transferNoteResponse } from "@/lib/server/contracts/transfer-note-pdf";
import { transferNoteDocument } from "@/lib/server/data/transfer-notes";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string; year: string }> };

const privateLink = {
  "X-Robots-Tag": "noindex, nofollow",
  "Referrer-Policy": PRIVATE_LINK_REFERRER_POLICY,
};

const notFound = () =>
  new Response("Not found", {
    status: 404,
    headers: { "Content-Type": "text/plain", "Cache-Control": "private, no-store", ...privateLink },
  });

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { token, year: yearText } = await params;
  const today = todayInLondon();
  const id = /^\d{4}$/.test(yearText) ? await liveContractIdFromToken(token, today) : null;
  if (!id) return notFound();
  const note = await transferNoteDocument(id, Number(yearText), today);
  return note ? transferNoteResponse(note, privateLink) : notFound();
}
