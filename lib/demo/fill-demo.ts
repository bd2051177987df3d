import "server-only";
import { todayInLondon } from "@/lib/shared/dates";
import { earlier, londonTime } from "@/lib/demo/demo-calendar";
import { demoEnquiries } from "@/lib/demo/demo-customers";
import { demoPlan, type DemoPlan } from "@/lib/demo/demo-plan";
import { contactSchema } from "@/lib/enquiries/contact-schema";
import { quoteSchema } from "@/lib/enquiries/quote-schema";
import { closeDay, isClosedDay } from "@/lib/bookings/capacity";
import { createContactEnquiry, createQuoteEnquiry } from "@/lib/enquiries/enquiries";
import { setEnquiryStatus } from "@/lib/office/inbox";
import { db } from "@/lib/server/db";
import { sendInvoiceReminders } from "@/lib/invoices/invoice-reminders";
import { sendVisitReminders } from "@/lib/routes/day-before-reminders";
import { contactEmails, quoteEmails } from "@/lib/enquiries/enquiry-notifications";
import { locateFromTable } from "@/lib/locations/geocoding";
import { KNOWN_POSTCODES } from "@/lib/locations/known-postcodes";
import { addContracts, finishContracts } from "./demo-contracts";
import { markEmailsSent } from "./demo-emails";
import { addOneOffJob } from "./demo-jobs";
import { demoSummary, isDemoFilled, type DemoSummary } from "./demo-summary";
import { DAY, OFFICE, demoTimeline, later, type DemoTimeline } from "./demo-timeline";

// `npm run demo`: a realistic fortnight around today in the database, made through
// the same functions the site and the office use (booking, the job workflow that issues
// certificates and invoices, card payments, Mark as paid, contracts and their visits, closures,
// enquiries), so numbers, history and links are what the real flows make. Each step runs at the
// time it happened (a job of last week was collected last week), in order, so certificates and
// invoices are numbered in the order they were issued (demo-timeline.ts). What the functions
// stamp with the clock (history rows, when a row was made) is then set to that time. The e-mails
// they file are marked sent, so starting the site afterwards sends none, except the one that
// failed on purpose. Demo rows are known by their customers' e-mail domain; a database that has
// them is left alone.

export type DemoOutcome =
  { status: "filled"; summary: DemoSummary } | { status: "already-filled"; summary: DemoSummary };

export async function fillDemo({
  now = new Date(),
  log = () => {},
}: { now?: Date; log?: (line: string) => void } = {}): Promise<DemoOutcome> {
  if (await isDemoFilled()) return { status: "already-filled", summary: await demoSummary(now) };
  const today = todayInLondon(now);
  const plan = demoPlan(today);
  const t = demoTimeline(now);

  // The closed day comes first, so nothing is booked onto it (a day the office closed stays so).
  await closeTheClosedDay(plan, now);
  // The one-off bookings, as the /book form stores them, each with its steps in the timeline.
  let failedEmailBooking: { id: string; to: string } | null = null;
  for (const [index, job] of plan.jobs.entries()) {
    const id = await addOneOffJob(t, job, index);
    if (job.failedEmail) failedEmailBooking = { id, to: job.customer.customerEmail };
  }
  const contracts = await addContracts(t, plan, today);
  addEnquiries(t, plan);
  await t.run(log);
  await finishContracts(contracts, today, now);
  // Where each stop is, from the table of known postcodes: the demo plans routes offline too.
  await locateFromTable(KNOWN_POSTCODES);

  // The daily jobs' e-mails due now (the overdue invoice's reminder, tomorrow's visits), so that
  // starting the site does not send them; then the history's times.
  await sendInvoiceReminders({ now });
  await sendVisitReminders({ now });
  await t.retime();
  await markEmailsSent(now, failedEmailBooking);
  return { status: "filled", summary: await demoSummary(now) };
}

async function closeTheClosedDay(plan: DemoPlan, now: Date) {
  if (await isClosedDay(db(), plan.closedDay.day)) return;
  await closeDay(plan.closedDay.day, plan.closedDay.reason, OFFICE.email);
  await db().closedDate.update({
    where: { day: new Date(`${plan.closedDay.day}T00:00:00Z`) },
    data: { createdAt: later(now, -6 * DAY) },
  });
}

/** Enquiries from the quote and contact forms over the fortnight; one quote already answered. */
function addEnquiries(t: DemoTimeline, plan: DemoPlan) {
  for (const [index, fields] of demoEnquiries.quotes.entries()) {
    const at = earlier(londonTime(plan.past[2 + index * 3]!, "13:05"), t.now);
    t.step(at, async () => {
      const quote = quoteSchema.parse(fields);
      const id = await createQuoteEnquiry(quote, quoteEmails(quote));
      await db().enquiry.update({ where: { id }, data: { createdAt: at } });
      if (index === 0) await setEnquiryStatus(id, "answered");
    });
  }
  for (const [index, fields] of demoEnquiries.contacts.entries()) {
    const at = earlier(londonTime(plan.past[4 + index * 2]!, "16:40"), t.now);
    t.step(at, async () => {
      const contact = contactSchema.parse(fields);
      const id = await createContactEnquiry(contact, null, contactEmails(contact, null));
      await db().enquiry.update({ where: { id }, data: { createdAt: at } });
    });
  }
}
