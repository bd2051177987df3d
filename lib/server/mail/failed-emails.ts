import "server-only";
import type { Page } from "@/lib/shared/pagination";
import { db } from "@/lib/server/db";
import { pageOf } from "@/lib/server/paging";

// The outbox's failed e-mails (Today's last attention count and the list it opens):
// those the mail worker gave up on, newest first, 25 a page, each with what it was about.

const failed = { status: "failed" } as const;

export type FailedEmail = {
  id: string;
  toAddress: string;
  subject: string;
  lastError: string | null;
  /** When it last failed (ISO instant). */
  failedAt: string;
  booking: { id: string; reference: string } | null;
  enquiry: { id: string; name: string } | null;
  invoice: { number: string } | null;
};

export function failedEmailCount(): Promise<number> {
  return db().outboxEmail.count({ where: failed });
}

export function failedEmailsPage(page: number): Promise<Page<FailedEmail>> {
  return pageOf(page, failedEmailCount, async (skip, take) =>
    (
      await db().outboxEmail.findMany({
        where: failed,
        orderBy: [{ updatedAt: "desc" }, { id: "asc" }],
        skip,
        take,
        select: {
          id: true,
          toAddress: true,
          subject: true,
          lastError: true,
          updatedAt: true,
          booking: { select: { id: true, reference: true } },
          enquiry: { select: { id: true, name: true } },
          invoice: { select: { number: true } },
        },
      })
    ).map(({ updatedAt, ...row }) => ({ ...row, failedAt: updatedAt.toISOString() })),
  );
}
