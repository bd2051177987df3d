import { buttonClass } from "@/components/ui/button-styles";
import type { SignedInAccount } from "@/lib/account/account-session";
import { defaultCertificateRange } from "@/lib/account/account-documents-rules";
import { summarySitesOf } from "@/lib/organisations/destruction-summary";
import { summaryTexts as texts } from "@/lib/organisations/destruction-summary-texts";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";

const field =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-800 sm:w-auto";

/** The summary's addresses without their query: the form's fields make it. */
const pdfAction = paths.accountDestructionSummary({ from: "", to: "" }, "pdf").split("?")[0];
const csvAction = paths.accountDestructionSummary({ from: "", to: "" }, "csv").split("?")[0];

/**
 * Destruction summary: a site (or all of them) and From and To (this year so far to begin with),
 * sent as a plain GET form to the PDF or the CSV, so the browser downloads it as any file, with
 * or without script. `sites` are those the member may see certificates of.
 */
export function DestructionSummaryForm({
  sites,
  today,
}: {
  sites: readonly { id: string; name: string }[];
  today: string;
}) {
  const range = defaultCertificateRange(today);
  return (
    <section aria-labelledby="destruction-summary-heading" className="mt-8">
      <h2 id="destruction-summary-heading" className="text-xl font-bold text-brand-900">
        {organisationTexts.destructionSummary}
      </h2>
      <form
        method="get"
        action={pdfAction}
        aria-labelledby="destruction-summary-heading"
        className="mt-3 rounded-xl border border-slate-200 p-4"
      >
        <p className="text-sm text-muted">{texts.form.intro}</p>
        <div className="mt-3 flex flex-col gap-4 sm:flex-row sm:flex-wrap sm:items-end">
          <label className="text-sm font-semibold text-brand-900">
            {texts.form.site}
            <select name="site" defaultValue="" className={field}>
              <option value="">{texts.allSites}</option>
              {sites.map((site) => (
                <option key={site.id} value={site.id}>
                  {site.name}
                </option>
              ))}
            </select>
          </label>
          <label className="text-sm font-semibold text-brand-900">
            {texts.form.from}
            <input type="date" name="from" defaultValue={range.from} required className={field} />
          </label>
          <label className="text-sm font-semibold text-brand-900">
            {texts.form.to}
            <input type="date" name="to" defaultValue={range.to} required className={field} />
          </label>
          <div className="flex flex-wrap gap-3">
            <button type="submit" className={buttonClass("secondary")}>
              {texts.form.pdf}
            </button>
            <button type="submit" formAction={csvAction} className={buttonClass("secondary")}>
              {texts.form.csv}
            </button>
          </div>
        </div>
      </form>
    </section>
  );
}

/** The signed-in account's Destruction summary form (read here); nothing for a Booker or Finance. */
export async function DestructionSummarySection({ account }: { account: SignedInAccount }) {
  const sites = await summarySitesOf(account);
  return sites ? <DestructionSummaryForm sites={sites} today={todayInLondon()} /> : null;
}
