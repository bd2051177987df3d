// GET /bookings/{token}/certificate - the booking's current certificate of destruction as a PDF,
// for the holder of the manage link. Any other token, or a booking with no certificate yet, is a
// 404 (lib/server/document-not-found.ts).
import { todayInLondon } from "@/lib/shared/dates";
import { certificateResponse } from "@/lib/certificates/certificate-files";
import { currentCertificate } from "@/lib/certificates/certificates";
import { documentNotFound } from "@/lib/server/document-not-found";
import { bookingIdFromToken } from "@/lib/server/signed-links";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const id = bookingIdFromToken((await params).token, todayInLondon());
  const certificate = id ? await currentCertificate(id) : null;
  return certificate ? certificateResponse(certificate) : documentNotFound();
}
