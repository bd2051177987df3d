import type { ReactNode } from "react";
import Link from "@/components/ui/link";
import { DetailList } from "@/components/ui/detail-list";
import type { ActionResult } from "@/lib/shared/action-result";
import type { DisplayRow } from "@/lib/bookings/booking-rows";
import type { EmailLogEntry } from "@/lib/office/inbox";
import { EmailLog } from "@/components/admin/email-log";
import { StatusControl } from "@/components/admin/status-control";

/**
 * One booking or enquiry in the admin: its status workflow, what was sent, and its e-mails.
 * `summary` goes under the status (a booking's timeline and changes), `children` after the
 * details (a booking's history).
 */
export function InboxRecord({
  back,
  heading,
  status,
  summary,
  rows,
  children,
  emails,
}: {
  back: { href: string; label: string };
  heading: string;
  /** A status workflow of buttons (enquiries); a booking has its job panel in `summary`. */
  status?: {
    current: string;
    statuses: readonly string[];
    change: (status: string) => Promise<ActionResult>;
  };
  summary?: ReactNode;
  rows: DisplayRow[];
  children?: ReactNode;
  emails: EmailLogEntry[];
}) {
  return (
    <div className="max-w-3xl">
      <Link href={back.href} className="text-sm font-semibold text-accent-700 underline">
        {back.label}
      </Link>
      <h2 className="mt-3 text-2xl font-bold text-brand-900">{heading}</h2>
      {status && (
        <div className="mt-4">
          <StatusControl {...status} />
        </div>
      )}
      {summary}
      <DetailList rows={rows} />
      {children}
      <h3 className="mt-8 mb-3 text-lg font-bold text-brand-900">E-mails</h3>
      <EmailLog emails={emails} />
    </div>
  );
}
