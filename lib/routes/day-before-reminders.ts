import "server-only";
import { asDate, asDay } from "@/lib/shared/db-day";
import { CHANGEABLE_STATUSES } from "@/lib/bookings/lifecycle-rules";
import { reminderDue, reminderWindow } from "@/lib/contracts/visit-reminders";
import { todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import { visitReminderEmails } from "@/lib/contracts/visit-reminder-notifications";

// The reminder the working day before each contract visit. Its visit_reminders row
// and its e-mail are written in one transaction, and the row's primary key (the visit) lets only
// one of two racing runs insert it, so each visit is reminded once whatever runs the job. A
// visit cancelled or already collected is not reminded; a day's run that was missed is caught up
// while the visit is still ahead.

export type VisitRemindersReport = { sent: number; references: string[] };

type ReminderEmails = typeof visitReminderEmails;

export async function sendVisitReminders({
  now = new Date(),
  emails = visitReminderEmails,
}: { now?: Date; emails?: ReminderEmails } = {}): Promise<VisitRemindersReport> {
  const today = todayInLondon(now);
  const { from, to } = reminderWindow(today);
  const candidates = await db().booking.findMany({
    where: {
      contractId: { not: null },
      status: { in: [...CHANGEABLE_STATUSES] },
      selectedDate: { gte: asDate(from), lte: asDate(to) },
      visitReminder: { is: null },
    },
    orderBy: [{ selectedDate: "asc" }, { reference: "asc" }],
    select: { id: true, selectedDate: true },
  });
  const due = candidates.filter((visit) => reminderDue(asDay(visit.selectedDate), today));

  const references: string[] = [];
  for (const { id } of due) {
    const sent = await db().$transaction(async (tx) => {
      // The visit's lock is the one a skip, move or job step takes: its state now is what counts.
      await tx.$queryRaw`select id from bookings where id = ${id}::uuid for update`;
      const visit = await tx.booking.findUniqueOrThrow({
        where: { id },
        include: { contract: true },
      });
      const day = asDay(visit.selectedDate);
      const changeable = (CHANGEABLE_STATUSES as readonly string[]).includes(visit.status);
      if (!visit.contract || !changeable || !reminderDue(day, today)) return null;
      const claimed = await tx.$queryRaw<{ booking_id: string }[]>`
        insert into visit_reminders (booking_id, sent_at) values (${id}::uuid, ${now})
        on conflict (booking_id) do nothing
        returning booking_id`;
      if (claimed.length === 0) return null;
      const messages: OutgoingEmail[] = await emails({
        contractId: visit.contract.id,
        contractNumber: visit.contract.number,
        customerName: visit.contract.customerName,
        customerEmail: visit.contract.customerEmail,
        day,
        siteAddress: visit.contract.siteAddress,
        postcode: visit.contract.postcode,
        containers: visit.bagQuantity,
        reference: visit.reference,
      });
      for (const email of messages) await enqueueEmail(tx, { ...email, bookingId: id });
      return visit.reference;
    });
    if (sent) references.push(sent);
  }
  return { sent: references.length, references };
}
