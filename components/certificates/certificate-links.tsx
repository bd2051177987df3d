import { formatLondonDateTime } from "@/lib/shared/format-date";
import { paths } from "@/lib/shared/paths";
import type { CertificateRecord } from "@/lib/certificates/certificates";

/** A booking's certificates, newest first, each with its PDF and whether it still stands. */
export function CertificateLinks({ certificates }: { certificates: CertificateRecord[] }) {
  if (certificates.length === 0) return null;
  return (
    <section aria-labelledby="certificates-heading" className="mt-6">
      <h3 id="certificates-heading" className="text-lg font-bold text-brand-900">
        Certificates of destruction
      </h3>
      <ul className="mt-2 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {certificates.map((c) => (
          <li
            key={c.number}
            className="flex flex-wrap items-center justify-between gap-3 p-3 text-sm"
          >
            <span>
              <strong className="font-mono">{c.number}</strong>, issued{" "}
              {formatLondonDateTime(c.issuedAt)}:{" "}
              {c.supersededBy ? `superseded by ${c.supersededBy}` : "valid"}
            </span>
            <a
              href={paths.adminCertificatePdf(c.number)}
              className="font-semibold text-accent-700 underline"
              aria-label={`Download certificate ${c.number} (PDF)`}
            >
              Download certificate
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
