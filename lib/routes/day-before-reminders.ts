import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { asDate, asDay } from "@/lib/shared/db-day";
import { CHANGEABLE_STATUSES } from "@/lib/bookings/lifecycle-rules";
import { manageUrl } from "@/lib/server/signed-links";
import { reminderDue, reminderWindow } from "@/lib/contracts/visit-reminders";
import { todayInLondon } from "@/lib/shared/dates";
import { db } from "@/lib/server/db";
import { env } from "@/lib/server/env";
import { enqueueEmail, type OutgoingEmail } from "@/lib/server/mail/outbox";
import { visitReminderEmails } from "@/lib/contracts/visit-reminder-notifications";
import { bookingReminderEmail } from "./booking-reminder-email";

// The reminder the working day before each job: a contract visit's ('Reminder: we collect on
// {day}', with the contract's page) and a one-off booking's (the same subject, with the slot and
// the manage link). Its visit_reminders row and its e-mail are written in one transaction, and
// the row's primary key (the job) lets only one of two racing runs insert it, so each job is
// reminded once whatever runs the job. The job's row is locked and read again before sending: a
// job cancelled, already collected, or moved off the day it was read for is not reminded (a
// moved one is reminded before its new day, if it has not been yet); a day's run that was missed
// is caught up while the job is still ahead.

export type VisitRemindersReport = {
  sent: number;
  references: string[];
  visits: number;
  bookings: number;
};

type Tx = Prisma.TransactionClient;
type ReminderEmails = typeof visitReminderEmails;
type Job = Prisma.BookingGetPayload<{ include: { contract: true } }>;

export async function sendVisitReminders({
  now = new Date(),
  emails = visitReminderEmails,
}: { now?: Date; emails?: ReminderEmails } = {}): Promise<VisitRemindersReport> {
  const today = todayInLondon(now);
  const { from, to } = reminderWindow(today);
  const candidates = await db().booking.findMany({
    where: {
      status: { in: [...CHANGEABLE_STATUSES] },
      selectedDate: { gte: asDate(from), lte: asDate(to) },
      visitReminder: { is: null },
    },
    orderBy: [{ selectedDate: "asc" }, { reference: "asc" }],
    select: { id: true, selectedDate: true },
  });
  const due = candidates.filter((job) => reminderDue(asDay(job.selectedDate), today));

  const report: VisitRemindersReport = { sent: 0, references: [], visits: 0, bookings: 0 };
  for (const { id, selectedDate } of due) {
    const sent = await db().$transaction((tx) =>
      remindOnce(tx, id, asDay(selectedDate), today, now, emails),
    );
    if (!sent) continue;
    report.references.push(sent.reference);
    report[sent.contract ? "visits" : "bookings"]++;
  }
  report.sent = report.references.length;
  return report;
}

/** The job's reminder, if it is still due for the day it was read for; null when not. */
async function remindOnce(
  tx: Tx,
  id: string,
  readDay: string,
  today: string,
  now: Date,
  emails: ReminderEmails,
): Promise<{ reference: string; contract: boolean } | null> {
  // The job's lock is the one a skip, move, cancel or job step takes: its state now is what counts.
  await tx.$queryRaw`select id from bookings where id = ${id}::uuid for update`;
  const job = await tx.booking.findUniqueOrThrow({ where: { id }, include: { contract: true } });
  const day = asDay(job.selectedDate);
  const changeable = (CHANGEABLE_STATUSES as readonly string[]).includes(job.status);
  if (!changeable || day !== readDay || !reminderDue(day, today)) return null;
  const claimed = await tx.$queryRaw<{ booking_id: string }[]>`
    insert into visit_reminders (booking_id, sent_at) values (${id}::uuid, ${now})
    on conflict (booking_id) do nothing
    returning booking_id`;
  if (claimed.length === 0) return null;
  const messages = job.contract ? await emails(visitOf(job, day)) : bookingReminders(job, day);
  for (const email of messages) await enqueueEmail(tx, { ...email, bookingId: id });
  return { reference: job.reference, contract: job.contract !== null };
}

function visitOf(visit: Job, day: string) {
  const contract = visit.contract!;
  return {
    contractId: contract.id,
    contractNumber: contract.number,
    customerName: contract.customerName,
    customerEmail: contract.customerEmail,
    day,
    siteAddress: contract.siteAddress,
    postcode: contract.postcode,
    containers: visit.bagQuantity,
    reference: visit.reference,
  };
}

function bookingReminders(booking: Job, day: string): OutgoingEmail[] {
  return [
    {
      ...bookingReminderEmail({ ...booking, day }, manageUrl(booking.id, day)),
      to: booking.customerEmail,
      replyTo: env().OFFICE_EMAIL,
    },
  ];
}
