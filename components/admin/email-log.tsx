"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/toast";
import { retryEmailAction } from "@/lib/office/inbox-actions";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import type { EmailLogEntry } from "@/lib/office/inbox";

const tone: Record<string, string> = {
  sent: "bg-accent-700 text-white",
  pending: "bg-amber-100 text-amber-900",
  sending: "bg-amber-100 text-amber-900",
  failed: "bg-red-700 text-white",
};

/** A failed e-mail's "send again": queued for the mail worker once more. */
export function RetryEmailButton({ id, subject }: { id: string; subject: string }) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <button
      type="button"
      disabled={pending}
      className="rounded-lg border border-brand-800 px-3 py-1 text-xs font-semibold text-brand-800"
      onClick={() =>
        start(async () => {
          const result = await retryEmailAction(id).catch(() => null);
          if (result?.ok)
            toast.success("Success", {
              description: "The e-mail will be sent again shortly",
            });
          else toast.error("Error", { description: "Failed to queue the e-mail again" });
          router.refresh();
        })
      }
    >
      Retry<span className="sr-only"> {subject}</span>
    </button>
  );
}

/** The e-mails a submission caused, with their delivery state; failed ones can be sent again. */
export function EmailLog({ emails }: { emails: EmailLogEntry[] }) {
  return (
    <ul className="divide-y divide-slate-200 rounded-xl border border-slate-200">
      {emails.map((email) => (
        <li
          key={email.id}
          className="flex flex-wrap items-center justify-between gap-3 p-4 text-sm"
        >
          <div className="min-w-0">
            <p className="font-semibold">{email.subject}</p>
            <p className="text-muted">
              To {email.toAddress} • {email.attempts} attempt(s)
              {email.sentAt && ` • sent ${formatLondonDateTime(email.sentAt)}`}
            </p>
            {email.lastError && <p className="text-red-700">Last error: {email.lastError}</p>}
          </div>
          <div className="flex items-center gap-2">
            <span
              className={`rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize ${tone[email.status] ?? ""}`}
            >
              {email.status}
            </span>
            {email.status === "failed" && (
              <RetryEmailButton id={email.id} subject={email.subject} />
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
