import "server-only";
import { addDays } from "date-fns";
import { fromIsoDay, toIsoDay, todayInLondon } from "@/lib/shared/dates";
import { REMINDER_DAYS_OVERDUE } from "@/lib/invoices/invoice-rules";
import { db } from "@/lib/server/db";
import { invoiceInclude, invoiceRecord } from "@/lib/invoices/invoice-record";
import type { InvoiceEmails } from "@/lib/invoices/invoices";
import { invoiceReminderEmails } from "@/lib/invoices/invoice-notifications";
import { enqueueEmail } from "@/lib/server/mail/outbox";

// The daily overdue reminder: each invoice seven days past its due date (or more, if a
// day's run was missed), unpaid and not credited, is e-mailed one reminder. Its invoice_reminders
// row and its e-mail are written in one transaction, and the row's primary key (the invoice)
// lets only one of two racing runs insert it, so the reminder is sent once whatever runs it.
// The invoice's status reads Overdue from its due date alone (lib/invoices.ts invoiceStatus).

export type InvoiceReminderReport = { sent: number; numbers: string[] };

/** At most this many reminders a run; any more are sent by the next day's run. */
const BATCH = 500;

export async function sendInvoiceReminders({
  now = new Date(),
  emails = invoiceReminderEmails,
}: { now?: Date; emails?: InvoiceEmails } = {}): Promise<InvoiceReminderReport> {
  const today = todayInLondon(now);
  // Due on or before this day: its reminder day (due + 7) is today or has passed.
  const latestDue = toIsoDay(addDays(fromIsoDay(today), -REMINDER_DAYS_OVERDUE));
  const due = await db().invoice.findMany({
    where: {
      kind: "invoice",
      dueDate: { lte: new Date(`${latestDue}T00:00:00Z`) },
      payments: { none: {} },
      creditedBy: { is: null },
      reminder: { is: null },
    },
    orderBy: [{ dueDate: "asc" }, { number: "asc" }],
    take: BATCH,
    select: { id: true },
  });

  const numbers: string[] = [];
  for (const { id } of due) {
    const sent = await db().$transaction(async (tx) => {
      // The invoice's lock is the one Mark as paid takes: a payment recorded meanwhile is seen.
      await tx.$queryRaw`select id from invoices where id = ${id}::uuid for update`;
      const invoice = invoiceRecord(
        await tx.invoice.findUniqueOrThrow({ where: { id }, include: invoiceInclude }),
        today,
      );
      if (invoice.status !== "overdue") return null;
      const claimed = await tx.$queryRaw<{ invoice_id: string }[]>`
        insert into invoice_reminders (invoice_id, sent_at) values (${id}::uuid, ${now})
        on conflict (invoice_id) do nothing
        returning invoice_id`;
      if (claimed.length === 0) return null;
      for (const email of await emails(invoice)) {
        await enqueueEmail(tx, {
          ...email,
          bookingId: invoice.bookingId ?? undefined,
          invoiceId: invoice.id,
        });
      }
      return invoice.number;
    });
    if (sent) numbers.push(sent);
  }
  return { sent: numbers.length, numbers };
}
