// GET /bookings/{token}/certificate - the booking's current certificate of destruction as a PDF,
// for the holder of the manage link. Any other token is a 404.
import { todayInLondon } from "@/lib/dates";
import { certificateResponse } from "@/lib/server/certificates/certificate-files";
import { currentCertificate } from "@/lib/server/data/certificates";
import { bookingIdFromToken } from "@/lib/server/manage-token";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ token: string }> };

export async function GET(_request: Request, { params }: Context): Promise<Response> {
  const id = bookingIdFromToken((await params).token, todayInLondon());
  const certificate = id ? await currentCertificate(id) : null;
  return certificate
    ? certificateResponse(certificate)
    : new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
}
