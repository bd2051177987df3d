import { statusLabels, type BookingStatus } from "@/lib/bookings/lifecycle-rules";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { visitChangeMessages } from "@/lib/contracts/visit-change-rules";
import { formatLongDay } from "@/lib/shared/dates";

export type PastVisitRow = {
  id: string;
  day: string;
  status: BookingStatus;
  extra: boolean;
  certificateNumber: string | null;
  /** The certificate's PDF through the contract's link, when one is issued. */
  certificateHref: string | null;
};

/** The contract's collected visits, newest first, each with its certificate once issued. */
export function PastVisits({ visits }: { visits: PastVisitRow[] }) {
  if (visits.length === 0) return <p className="mt-3">{visitChangeMessages.noPast}</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
      {visits.map((visit) => (
        <li key={visit.id} className="flex flex-wrap items-center justify-between gap-3 p-4">
          <p>
            <span className="font-semibold text-brand-900">{formatLongDay(visit.day)}</span>
            {visit.extra && <span className="ml-2 text-sm">({contractMessages.extra})</span>}
            <span className="ml-2 text-sm text-muted">{statusLabels[visit.status]}</span>
          </p>
          {visit.certificateHref && visit.certificateNumber && (
            <a
              href={visit.certificateHref}
              className="font-semibold text-brand-800 underline"
              aria-label={`${contractMessages.downloadCertificate} ${visit.certificateNumber} (PDF)`}
            >
              {contractMessages.downloadCertificate}
            </a>
          )}
        </li>
      ))}
    </ul>
  );
}
