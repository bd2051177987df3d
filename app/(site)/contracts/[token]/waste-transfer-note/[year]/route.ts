// GET /contracts/{token}/waste-transfer-note/{year} - the contract's waste transfer note of that
// year as a PDF (made when first asked for), for the holder of the contract's signed link. Any
// other token, an ended contract or a year the contract does not run in is a 404
// (lib/server/document-not-found.ts). Like the link
// itself, never indexed, never cached, and no more than the site's origin is sent on as a referrer.
import { todayInLondon } from "@/lib/shared/dates";
import { liveContractIdFromToken } from "@/lib/contracts/contract-link";
import { transferNoteResponse } from "@/lib/contracts/transfer-note-pdf";
import { transferNoteDocument } from "@/lib/contracts/transfer-notes";
import { documentNotFound, privateLinkHeaders } from "@/lib/server/document-not-found";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string; year: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { token, year: yearText } = await params;
  const today = todayInLondon();
  const id = /^\d{4}$/.test(yearText) ? await liveContractIdFromToken(token, today) : null;
  if (!id) return documentNotFound();
  const note = await transferNoteDocument(id, Number(yearText), today);
  return note ? transferNoteResponse(note, privateLinkHeaders) : documentNotFound();
}
