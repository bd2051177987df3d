import { buttonClass } from "@/components/ui/button-styles";
import type { AccountFilters } from "@/lib/account/account-documents-rules";
import { invoiceStatusLabels, type InvoiceStatus } from "@/lib/invoices/invoice-rules";
import { organisationMoneyTexts as texts } from "@/lib/organisations/organisation-money-texts";
import { paths } from "@/lib/shared/paths";

/** The status filter's order: All, then as a bookkeeper reads them. */
const STATUS_ORDER: InvoiceStatus[] = ["unpaid", "overdue", "paid", "credited"];

const field =
  "mt-1 block w-full rounded-lg border border-slate-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-brand-800 sm:w-56";

/**
 * An organisation's filters of its lists on /account: a site (the member's visible sites only)
 * and, for a role that sees invoices, an invoice status. A plain GET form (?site=&status=), so it
 * works without script and the lists stay rendered on the server; each list starts at page 1.
 */
export function AccountFiltersForm({
  sites,
  filters,
  statuses,
}: {
  sites: { id: string; name: string }[];
  filters: AccountFilters;
  /** Offer the invoice status filter (a role that sees invoices). */
  statuses: boolean;
}) {
  return (
    <form
      method="get"
      action={paths.account}
      aria-label={texts.filters}
      className="mt-8 flex flex-col gap-4 rounded-xl border border-slate-200 p-4 sm:flex-row sm:items-end"
    >
      <label className="text-sm font-semibold text-brand-900">
        {texts.site}
        <select name="site" defaultValue={filters.site ?? ""} className={field}>
          <option value="">{texts.allSites}</option>
          {sites.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </select>
      </label>
      {statuses && (
        <label className="text-sm font-semibold text-brand-900">
          {texts.status}
          <select name="status" defaultValue={filters.status ?? ""} className={field}>
            <option value="">{texts.allStatuses}</option>
            {STATUS_ORDER.map((status) => (
              <option key={status} value={status}>
                {invoiceStatusLabels[status]}
              </option>
            ))}
          </select>
        </label>
      )}
      <button type="submit" className={buttonClass("secondary")}>
        {texts.show}
      </button>
    </form>
  );
}
