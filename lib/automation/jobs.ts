import "server-only";
import type { JobTrigger } from "@/generated/prisma/client";
import { purgeExpiredAccountRows } from "@/lib/account/account-links";
import { purgeExpiredInvitations } from "@/lib/organisations/invitations";
import { todayInLondon } from "@/lib/shared/dates";
import { issueMonthlyContractInvoices } from "@/lib/contracts/contract-invoices";
import { materialiseAllContracts } from "@/lib/contracts/contracts";
import { deliverDueEmails } from "@/lib/mail-delivery/worker";
import { deliverDueSms } from "@/lib/routes/sms-worker";
import { closeCheckoutsOfSettledInvoices } from "@/lib/payments/checkout";
import { retryDueDuplicateRefunds } from "@/lib/payments/duplicates";
import { retryDueRefunds } from "@/lib/payments/refunds";
import { purgeExpiredRateLimits } from "@/lib/server/rate-limit";
import { purgeExpiredSessions } from "@/lib/server/sessions";
import { syncAirtableArticles, type AirtableSyncOptions } from "@/lib/articles/airtable-sync";
import { runContentScheduler } from "@/lib/articles/content-scheduler";
import { sendInvoiceReminders } from "@/lib/invoices/invoice-reminders";
import { runJob } from "./job-runner";
import { sendVisitReminders } from "@/lib/routes/day-before-reminders";
import { locatePending } from "@/lib/locations/geocoding";

// The jobs as the routes (cron) and the Automation tab (admin) run them: each under its
// advisory lock and recorded in the job history.

type Context = "action" | "route";

/**
 * Every call publishes what is due at that moment: a cron at 09:01 publishes the article
 * scheduled for 09:00, however recently another instance's timer ran it. Its UPDATE claims each
 * article once (content-scheduler.ts), so overlapping runs are safe; a call that finds another
 * run holding the lock waits for it rather than skipping, since that run may have read the
 * clock before this call's articles fell due.
 */
export const runSchedulerJob = (trigger: JobTrigger, context: Context) =>
  runJob(
    "content_scheduler",
    trigger,
    async () => {
      const report = await runContentScheduler(context);
      return { summary: `${report.published} scheduled article(s) published`, details: report };
    },
    { waitForLock: true },
  );

/**
 * The daily sync fires on every instance at 02:00 UTC: only the first successful run in 12 hours
 * counts. A failure is retried (job-runner.ts, retryBackoffMs).
 */
export const DAILY_SYNC_WINDOW_MS = 12 * 60 * 60_000;

export const runAirtableSyncJob = (
  trigger: JobTrigger,
  context: Context,
  { now, ...options }: Omit<AirtableSyncOptions, "context"> & { now?: () => Date } = {},
) =>
  runJob(
    "airtable_sync",
    trigger,
    async () => {
      const report = await syncAirtableArticles({ ...options, context });
      return { summary: report.message, details: report };
    },
    { oncePerMs: DAILY_SYNC_WINDOW_MS, now },
  );

export const runEmailDeliveryJob = (trigger: JobTrigger) =>
  runJob(
    "email_delivery",
    trigger,
    async () => {
      const report = await deliverDueEmails({ limit: 50 });
      return {
        summary: `${report.sent} sent, ${report.retried} to retry, ${report.failed} failed`,
        details: report,
      };
    },
    // Every 30 seconds, mostly with nothing to send: only runs that did something are kept.
    { worthRecording: (report) => report.claimed > 0 },
  );

/**
 * Every 30 seconds while Twilio is configured: the arrival texts due (lib/routes/sms-worker.ts),
 * each claimed by one run and never sent twice.
 */
export const runSmsDeliveryJob = (trigger: JobTrigger) =>
  runJob(
    "sms_delivery",
    trigger,
    async () => {
      const report = await deliverDueSms({ limit: 50 });
      return {
        summary:
          `${report.sent} sent, ${report.retried} to retry, ${report.failed} failed` +
          (report.abandoned ? `, ${report.abandoned} with an unknown outcome not resent` : ""),
        details: report,
      };
    },
    { worthRecording: (report) => report.claimed > 0 || report.abandoned > 0 },
  );

/**
 * Hourly: drop rate-limit counters whose window has passed, sessions past their last day (the
 * staff's and the customers' accounts') and the accounts' e-mailed links past their expiry (they
 * would otherwise pile up). Each instance's timer runs it; a second run finds nothing.
 */
export const runHousekeepingJob = (trigger: JobTrigger) =>
  runJob("housekeeping", trigger, async () => {
    const purged = await purgeExpiredRateLimits();
    const sessions = await purgeExpiredSessions();
    const account = await purgeExpiredAccountRows();
    const invitations = await purgeExpiredInvitations();
    return {
      summary:
        `${purged} expired rate-limit counter(s), ${sessions + account.sessions} expired ` +
        `session(s), ${account.tokens} expired account link(s) and ${invitations} expired ` +
        `organisation invitation(s) removed`,
      details: {
        purged,
        sessions,
        accountSessions: account.sessions,
        accountLinks: account.tokens,
        organisationInvitations: invitations,
      },
    };
  });

/**
 * Daily: the overdue invoices' reminders (invoice-reminders.ts). Every instance's timer fires it;
 * only the first successful run in 12 hours counts, and each reminder's own row makes it once.
 */
export const DAILY_REMINDERS_WINDOW_MS = 12 * 60 * 60_000;

export const runInvoiceRemindersJob = (trigger: JobTrigger, { now }: { now?: () => Date } = {}) =>
  runJob(
    "invoice_reminders",
    trigger,
    async () => {
      const report = await sendInvoiceReminders({ now: now?.() });
      return { summary: `${report.sent} overdue invoice reminder(s) sent`, details: report };
    },
    { oncePerMs: DAILY_REMINDERS_WINDOW_MS, now },
  );

/**
 * Every few minutes while card payment is on: ask Stripe again for each refund whose earlier
 * attempt failed, once its next attempt is due (refunds.ts). The idempotency key of each refund is
 * derived from its payment, so a retry can never make a second refund. The same for duplicate card
 * payments (duplicates.ts), and the Checkout Sessions Stripe could not close when their
 * invoice was paid by hand are closed now.
 */
export const runRefundRetriesJob = (trigger: JobTrigger, { now }: { now?: () => Date } = {}) =>
  runJob(
    "refund_retries",
    trigger,
    async () => {
      const at = now?.() ?? new Date();
      const refunds = await retryDueRefunds(at);
      const duplicates = await retryDueDuplicateRefunds(at);
      const closedSessions = await closeCheckoutsOfSettledInvoices(at);
      const report = {
        ...refunds,
        due: refunds.due + duplicates.due,
        issued: refunds.issued + duplicates.issued,
        retrying: refunds.retrying + duplicates.retrying,
        failed: refunds.failed + duplicates.failed,
        duplicates,
        closedSessions,
      };
      return {
        summary:
          `${report.issued} refund(s) issued, ${report.retrying} to retry, ${report.failed} refused` +
          (closedSessions ? `, ${closedSessions} payment page(s) closed` : ""),
        details: report,
      };
    },
    { worthRecording: (report) => report.due > 0 || report.closedSessions > 0, now },
  );

/**
 * Daily: every contract's visits made 13 weeks ahead (data/contracts.ts). Every instance's timer
 * fires it; one run at a time (the lock), the first successful one in 12 hours counts, and each
 * contract's row lock makes each visit once even if two runs overlapped.
 */
export const DAILY_CONTRACT_JOB_WINDOW_MS = 12 * 60 * 60_000;

export const runContractVisitsJob = (trigger: JobTrigger, { now }: { now?: () => Date } = {}) =>
  runJob(
    "contract_visits",
    trigger,
    async () => {
      const report = await materialiseAllContracts(todayInLondon(now?.()));
      return {
        summary:
          `${report.created} visit(s) made, ${report.cancelled} called off, ` +
          `${report.reinstated} reinstated, ${report.repriced} repriced ` +
          `(${report.contracts} contract(s))`,
        details: report,
      };
    },
    { oncePerMs: DAILY_CONTRACT_JOB_WINDOW_MS, now },
  );

/**
 * Daily: the reminder of each contract visit and one-off booking on the working day before it
 * (lib/routes/day-before-reminders.ts), once per job (its own row).
 */
export const runVisitRemindersJob = (trigger: JobTrigger, { now }: { now?: () => Date } = {}) =>
  runJob(
    "visit_reminders",
    trigger,
    async () => {
      const report = await sendVisitReminders({ now: now?.() });
      return {
        summary: `${report.visits} visit reminder(s) and ${report.bookings} booking reminder(s) sent`,
        details: report,
      };
    },
    { oncePerMs: DAILY_CONTRACT_JOB_WINDOW_MS, now },
  );

/**
 * Daily: the month before London's today invoiced for each 'Monthly in arrears' contract
 * (data/contract-invoices.ts), once per contract and month. A contract that failed makes the run
 * fail, so it is retried (job-runner.ts backoff); the contracts already invoiced are not again.
 */
export const runContractInvoicesJob = (trigger: JobTrigger, { now }: { now?: () => Date } = {}) =>
  runJob(
    "contract_invoices",
    trigger,
    async () => {
      const report = await issueMonthlyContractInvoices({ now: now?.() });
      if (report.failed.length > 0) {
        throw new Error(
          `${report.issued} invoice(s) for ${report.period} issued; failed: ` +
            report.failed.map((f) => `${f.contract} (${f.error})`).join("; "),
        );
      }
      return {
        summary: `${report.issued} monthly contract invoice(s) for ${report.period} issued`,
        details: report,
      };
    },
    { oncePerMs: DAILY_CONTRACT_JOB_WINDOW_MS, now },
  );

/**
 * Every five minutes: the postcodes of bookings, contracts and sites not yet located (or changed
 * since) looked up at postcodes.io in bulk (routes/geocoding.ts); those it could not answer now
 * are left for the next run. Only runs that had postcodes to look up are kept in the history.
 */
export const runGeocodingJob = (trigger: JobTrigger) =>
  runJob(
    "geocoding",
    trigger,
    async () => {
      const report = await locatePending();
      return {
        summary:
          `${report.located} postcode(s) located, ${report.approximate} by their district, ` +
          `${report.unknown} unknown` +
          (report.unavailable
            ? `; postcodes.io could not be reached for ${report.unavailable}, tried again later`
            : ""),
        details: report,
      };
    },
    { worthRecording: (report) => report.postcodes > 0 },
  );
