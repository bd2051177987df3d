// GET /admin/certificates/{number}/pdf - a certificate of destruction's PDF (admin only)
import { parseCertificateNumber } from "@/lib/certificates/certificate-rules";
import { adminRoute } from "@/lib/server/admin-route";
import { certificateResponse } from "@/lib/certificates/certificate-files";
import { findCertificate } from "@/lib/certificates/certificates";

export const dynamic = "force-dynamic";

type Context = { params: Promise<{ number: string }> };

export const GET = adminRoute<Context>(async (_request, _admin, { params }) => {
  const number = parseCertificateNumber((await params).number);
  const certificate = number ? await findCertificate(number) : null;
  return certificate
    ? certificateResponse(certificate)
    : Response.json({ error: "Not found" }, { status: 404 });
});
