import "server-only";
import { certificateMessages } from "@/lib/certificates/certificate-rules";
import { paths } from "@/lib/shared/paths";
import type { CertificateRecord } from "./certificates";
import { siteUrl } from "@/lib/server/env";
import { certificatePdf } from "./certificate-pdf";

/** The verification page's address; with the check code, as the QR code carries it. */
export function certificateAddress(c: Pick<CertificateRecord, "number" | "checkCode">) {
  const page = `${siteUrl()}${paths.certificate(c.number)}`;
  return { page, withCode: `${page}?code=${c.checkCode}` };
}

export function certificatePdfOf(c: CertificateRecord): Promise<Buffer> {
  return certificatePdf(c, certificateAddress(c).withCode);
}

/** The certificate as a download: a real PDF response named certificate-{number}.pdf. */
export async function certificateResponse(c: CertificateRecord): Promise<Response> {
  const pdf = await certificatePdfOf(c);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${certificateMessages.fileName(c.number)}"`,
      "Content-Length": String(pdf.length),
      "Cache-Control": "private, no-store",
    },
  });
}
