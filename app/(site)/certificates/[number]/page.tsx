import type { Metadata } from "next";
import { headers } from "next/headers";
import { UnknownCertificate } from "@/components/certificates/unknown-certificate";
import { DetailList } from "@/components/ui/detail-list";
import { buttonClass } from "@/components/ui/button-styles";
import {
  certificateMessages,
  collectedLabel,
  methodLabels,
} from "@/lib/certificates/certificate-rules";
import { certificateSealTexts as sealTexts } from "@/lib/certificates/certificate-seal-texts";
import { decodeOrNull } from "@/lib/shared/bad-request";
import { formatLondonDate } from "@/lib/shared/format-date";
import { site } from "@/lib/shared/site";
import { verifyCertificate } from "@/lib/certificates/verification";
import { askedCertificateNumber } from "@/lib/links/early-not-found";
import { clientIp } from "@/lib/server/client-ip";

// A certificate of destruction's public verification page (/certificates/{number}?code=...).
// Read on every request; never indexed (X-Robots-Tag from next.config.ts: a robots meta here
// would be a second one beside Next's own on the 404), and its address (with the code) is never
// sent on. A number never issued is answered 404 by proxy.ts (lib/links/early-not-found.ts) and
// this page says so in the server's HTML.

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Verify a certificate of destruction",
  referrer: "no-referrer",
};

type Props = {
  params: Promise<{ number: string }>;
  searchParams: Promise<{ code?: string | string[] }>;
};

export default async function CertificatePage({ params, searchParams }: Props) {
  const [{ number }, { code }] = await Promise.all([params, searchParams]);
  // A malformed percent-encoding names no certificate (and must not be a 500).
  const decoded = decodeOrNull(number);
  if (decoded === null) return <UnknownCertificate number={askedCertificateNumber(number)} />;
  const typedCode = (Array.isArray(code) ? code[0] : code)?.slice(0, 32);
  const verification = await verifyCertificate(
    decoded.slice(0, 32),
    typedCode,
    clientIp(await headers()),
  );
  if (verification.status === "unknown") {
    return <UnknownCertificate number={askedCertificateNumber(number)} />;
  }

  if (verification.status === "code-needed") {
    const problem =
      verification.problem === "wrong"
        ? certificateMessages.wrongCode
        : verification.problem === "limited"
          ? certificateMessages.tooManyAttempts
          : null;
    return (
      <div className="mx-auto max-w-xl px-4 py-12">
        <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">
          Certificate {verification.number}
        </h1>
        <form method="get" className="mt-6 rounded-2xl border border-slate-200 bg-white p-6">
          <label htmlFor="check-code" className="block font-semibold text-ink">
            {certificateMessages.enterCode}
          </label>
          <input
            id="check-code"
            name="code"
            required
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={16}
            // A wrong code stays as it was typed, to be corrected rather than typed again.
            defaultValue={problem ? typedCode : undefined}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "check-code-error" : undefined}
            className="mt-2 block w-full max-w-xs rounded-lg border border-slate-300 px-3 py-2 font-mono text-lg tracking-widest uppercase"
          />
          {problem && (
            <p id="check-code-error" role="alert" className="mt-2 text-sm font-medium text-red-700">
              {problem}
            </p>
          )}
          <button type="submit" className={buttonClass("primary", "mt-4")}>
            Verify
          </button>
        </form>
      </div>
    );
  }

  const c = verification.certificate;
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900">
        {c.supersededBy
          ? certificateMessages.superseded(c.number, c.supersededBy)
          : certificateMessages.valid(c.number)}
      </h1>
      <p className="mt-3 text-muted">
        {c.supersededBy
          ? `It was issued by ${site.name} and later corrected: ${c.supersededBy} replaces it.`
          : `It was issued by ${site.name} and has not been superseded.`}
      </p>
      <DetailList
        rows={[
          ["Issue date", formatLondonDate(c.issuedAt, "d MMMM yyyy")],
          ["Destruction date", formatLondonDate(c.destroyedAt, "d MMMM yyyy")],
          ["Quantity", collectedLabel(c.quantity, c.contractNumber !== null)],
          ["Method", methodLabels[c.method]],
          // Tracked seals are counted; a certificate from before says nothing new.
          ...(c.seals.length
            ? [[sealTexts.verificationLabel, sealTexts.count(c.seals.length)] as [string, string]]
            : []),
          ...(c.companyName ? [["Customer", c.companyName] as [string, string]] : []),
          ...(c.contractNumber ? [["Contract", c.contractNumber] as [string, string]] : []),
          ...(c.purchaseOrder ? [["Purchase order", c.purchaseOrder] as [string, string]] : []),
        ]}
      />
    </div>
  );
}
