import "server-only";
import { timingSafeEqual } from "node:crypto";
import { normaliseCheckCode, parseCertificateNumber } from "@/lib/certificates/certificate-rules";
import { findCertificate, type CertificateRecord } from "./certificates";
import { hitRateLimit, refundRateLimit } from "@/lib/server/rate-limit";

// Is a certificate genuine? Its number says whether it exists; what it states is shown only with
// the check code printed on it (the QR code carries it), so nobody can read the certificates by
// counting through their numbers. Code attempts are limited per address; a right one is refunded.

const ATTEMPTS_PER_HOUR = 30;
const HOUR_MS = 60 * 60 * 1000;

export type Verification =
  | { status: "unknown" }
  | { status: "code-needed"; number: string; problem: "wrong" | "limited" | null }
  | { status: "verified"; certificate: CertificateRecord };

function sameCode(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function verifyCertificate(
  numberInput: string,
  codeInput: string | undefined,
  ip: string,
): Promise<Verification> {
  const number = parseCertificateNumber(numberInput);
  const certificate = number ? await findCertificate(number) : null;
  if (!certificate) return { status: "unknown" };
  const code = normaliseCheckCode(codeInput ?? "");
  if (!code) return { status: "code-needed", number: certificate.number, problem: null };
  const key = `certificate-code:${ip}`;
  const attempt = await hitRateLimit(key, ATTEMPTS_PER_HOUR, HOUR_MS);
  if (!attempt.allowed)
    return { status: "code-needed", number: certificate.number, problem: "limited" };
  if (!sameCode(code, certificate.checkCode)) {
    return { status: "code-needed", number: certificate.number, problem: "wrong" };
  }
  await refundRateLimit(key);
  return { status: "verified", certificate };
}
