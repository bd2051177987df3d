// GET /contracts/{token}/visits/{visit}/certificate - a contract visit's current certificate of
// destruction as a PDF, for the holder of the contract's link (which, unlike a booking's manage
// link, does not expire 30 days after the visit). Any other token or visit is a 404
// (lib/server/document-not-found.ts).
import { todayInLondon } from "@/lib/shared/dates";
import { certificateResponse } from "@/lib/certificates/certificate-files";
import { contractVisitCertificateBooking, findOpenContract } from "@/lib/contracts/contract-page";
import { currentCertificate } from "@/lib/certificates/certificates";
import { documentNotFound } from "@/lib/server/document-not-found";
import { contractIdFromToken } from "@/lib/server/signed-links";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string; visit: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const { token, visit } = await params;
  const today = todayInLondon();
  const id = contractIdFromToken(token, today);
  const contract = id ? await findOpenContract(id, today) : null;
  const booking = contract ? await contractVisitCertificateBooking(contract.id, visit) : null;
  const certificate = booking ? await currentCertificate(booking.id) : null;
  return certificate ? certificateResponse(certificate) : documentNotFound();
}
