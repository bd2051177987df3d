import Link from "@/components/ui/link";
import { TodayJobs } from "@/components/office/today-jobs";
import { ATTENTION_KINDS, attentionLinks, todayTexts as texts } from "@/lib/office/today-texts";
import { nextDay, nextWorkingDay, todayInLondon } from "@/lib/shared/dates";
import { capacityUse, closedDayText } from "@/lib/office/capacity-text";
import { adminSectionMetadata } from "@/lib/office/sections";
import { crewMembers } from "@/lib/crew/crew-members";
import { sealAgeDays } from "@/lib/custody/seal-age";
import { adminPage } from "@/lib/server/admin-guard";
import { unprintableCharacters } from "@/lib/server/pdf/text";
import { attentionCounts, dayUse, todayJobs } from "@/lib/office/today";
import { failedRefundsToSee } from "@/lib/payments/failed-refunds";
import { refundNotice } from "@/lib/invoices/correction-rules";
import { paths } from "@/lib/shared/paths";
import { formatCharge } from "@/lib/shared/prices";
import { routePlanTexts } from "@/lib/routes/route-plan-texts";

// Today: the admin home, where sign-in lands. The day's jobs in run order with their
// next step, tomorrow's jobs against capacity (or the next working day's, when tomorrow is a
// weekend or a bank holiday), and what needs attention, each count a link.
export const metadata = adminSectionMetadata("today");

export default adminPage(async function TodayPage() {
  const now = new Date();
  const today = todayInLondon(now);
  const tomorrow = nextDay(today);
  const planned = nextWorkingDay(today);
  const [jobs, use, counts, crew, failedRefunds] = await Promise.all([
    todayJobs(today),
    dayUse(planned),
    attentionCounts(today),
    crewMembers(),
    failedRefundsToSee(),
  ]);
  // As on the booking's page: what the certificate would state that no font prints.
  const unprintable = Object.fromEntries(
    jobs.map((job) => [
      job.id,
      unprintableCharacters(
        job.customerName,
        job.companyName,
        job.collectionAddress,
        job.collection?.operative,
        job.collection?.sealNumbers,
      ),
    ]),
  );
  const allClear =
    ATTENTION_KINDS.every((kind) => counts[kind] === 0) && failedRefunds.length === 0;
  const oldestDays = counts.oldestAwaitingAt && sealAgeDays(counts.oldestAwaitingAt, today);
  return (
    <div className="space-y-8">
      <div>
        <p className="mt-1 text-muted">{texts.date(today)}</p>
      </div>
      <div className="grid gap-8 lg:grid-cols-3">
        <section aria-labelledby="today-jobs" className="min-w-0 lg:col-span-2">
          <div className="mb-3 flex flex-wrap items-baseline justify-between gap-2">
            <h2 id="today-jobs" className="text-lg font-bold text-brand-900">
              {texts.jobsHeading}
            </h2>
            {jobs.length > 0 && (
              <Link
                href={paths.adminRoutePlan(today)}
                className="text-sm font-semibold text-accent-700 underline"
              >
                {routePlanTexts.planRoute}
              </Link>
            )}
          </div>
          <TodayJobs jobs={jobs} now={now} unprintable={unprintable} crew={crew} />
        </section>
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="today-tomorrow">
            <h2 id="today-tomorrow" className="mb-3 text-lg font-bold text-brand-900">
              {planned === tomorrow
                ? texts.tomorrowHeading(tomorrow)
                : texts.nextWorkingDayHeading(planned)}
            </h2>
            {planned !== tomorrow && (
              <p className="mb-2 text-muted">{texts.notWorkingTomorrow(tomorrow)}</p>
            )}
            {use.closedReason !== null ? (
              <p className="font-semibold text-amber-900">{closedDayText(use.closedReason)}</p>
            ) : (
              <ul className="space-y-1">
                {use.services.map((s) => (
                  <li
                    key={s.service}
                    className={s.used > s.limit ? "font-semibold text-red-700" : ""}
                  >
                    {capacityUse(s.service, s.used, s.limit)}
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="today-attention">
            <h2 id="today-attention" className="mb-3 text-lg font-bold text-brand-900">
              {texts.attentionHeading}
            </h2>
            {allClear && <p className="mb-2 text-muted">{texts.nothingNeedsAttention}</p>}
            <ul className="space-y-1">
              {ATTENTION_KINDS.map((kind) => (
                <li key={kind}>
                  <Link
                    href={attentionLinks[kind]}
                    className={`underline ${counts[kind] > 0 ? "font-semibold text-accent-700" : "text-muted"}`}
                  >
                    {kind === "sealsAwaiting"
                      ? texts.attention.sealsAwaiting(counts[kind], oldestDays)
                      : texts.attention[kind](counts[kind])}
                  </Link>
                </li>
              ))}
              {failedRefunds.map((refund) => (
                <li key={refund.id}>
                  <Link
                    href={paths.adminInvoice(refund.invoiceNumber)}
                    className="font-semibold text-red-700 underline"
                  >
                    {refundNotice({ status: "failed", lastError: refund.lastError })}
                  </Link>{" "}
                  {texts.failedRefundOf(formatCharge(refund.amountPence), refund.invoiceNumber)}
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
});
