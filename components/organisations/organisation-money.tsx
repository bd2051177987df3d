import { buttonClass } from "@/components/ui/button-styles";
import type { Membership } from "@/lib/organisations/organisation-access";
import { organisationMoneyTexts as texts } from "@/lib/organisations/organisation-money-texts";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { openInvoices } from "@/lib/organisations/pay-all";
import { goPayAllOpenInvoices } from "@/lib/organisations/pay-all-actions";
import { totalOf } from "@/lib/organisations/pay-all-rules";
import { lastMonth } from "@/lib/organisations/statement-rules";
import type { ReturnState } from "@/lib/payments/confirm-return";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";
import { paths } from "@/lib/shared/paths";
import { formatCharge } from "@/lib/shared/prices";

const field =
  "mt-1 block rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-800";

const outcomes: Partial<Record<ReturnState, string>> = {
  paid: texts.paid,
  processing: texts.processing,
  duplicate: texts.duplicate,
};

/**
 * An organisation's money on /account, for a role that sees invoices (Finance, Administrator):
 * the outcome of a Pay all payment Stripe has just returned from (?session_id=, confirmed by the
 * page through the webhook's own settlement before its lists are read), 'Pay all open invoices' with their number and total,
 * and 'Download statement' for a month (PDF or CSV). The caller has checked the capability.
 */
export async function OrganisationMoney({
  member,
  returned,
  nothingPaid,
  today,
}: {
  member: Membership;
  /** What a Pay all session Stripe has just returned from came to (confirmed by the caller). */
  returned: ReturnState | null;
  /** Back from Pay all with nothing to pay (?pay=none). */
  nothingPaid?: boolean;
  today: string;
}) {
  const open = await openInvoices(member);
  const total = totalOf(open);
  const [pdf, csv] = (["pdf", "csv"] as const).map(
    (format) => paths.accountStatement(lastMonth(today), format).split("?")[0],
  );
  return (
    <section aria-labelledby="organisation-money" className="mt-10">
      <h2 id="organisation-money" className="text-xl font-bold text-brand-900">
        {texts.moneyHeading}
      </h2>
      {returned && outcomes[returned] && (
        <p role="status" className="mt-3 rounded-lg bg-green-50 p-3 text-green-900">
          {outcomes[returned]}
        </p>
      )}
      {nothingPaid && !returned && (
        <p role="status" className="mt-3 rounded-lg bg-slate-50 p-3">
          {texts.nothingToPay}
        </p>
      )}
      {open.length === 0 ? (
        <p className="mt-3">{texts.noOpenInvoices}</p>
      ) : (
        <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
          <p>{texts.payAllIntro(open.length, formatCharge(total))}</p>
          {cardPaymentsEnabled() ? (
            <form action={goPayAllOpenInvoices}>
              <button type="submit" className={buttonClass("primary")}>
                {organisationTexts.payAllOpenInvoices}
              </button>
            </form>
          ) : (
            <p className="text-muted">{texts.payAllUnavailable}</p>
          )}
        </div>
      )}
      <form
        method="get"
        action={pdf}
        aria-label={organisationTexts.downloadStatement}
        className="mt-6 rounded-xl border border-slate-200 p-4"
      >
        <h3 className="font-semibold text-brand-900">{organisationTexts.downloadStatement}</h3>
        <p className="mt-1 text-sm text-muted">{texts.statementIntro}</p>
        <div className="mt-3 flex flex-wrap items-end gap-4">
          <label className="text-sm font-semibold text-brand-900">
            {texts.month}
            <input
              type="month"
              name="month"
              defaultValue={lastMonth(today)}
              max={today.slice(0, 7)}
              required
              className={field}
            />
          </label>
          <label className="text-sm font-semibold text-brand-900">
            {texts.toMonth}
            <input type="month" name="to" max={today.slice(0, 7)} className={field} />
          </label>
          <button type="submit" className={buttonClass("secondary")}>
            {texts.downloadStatementAs(texts.statementPdf)}
          </button>
          <button type="submit" formAction={csv} className={buttonClass("secondary")}>
            {texts.downloadStatementAs(texts.statementCsv)}
          </button>
        </div>
      </form>
    </section>
  );
}
