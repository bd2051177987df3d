import Link from "@/components/ui/link";
import { InboxHeader } from "@/components/office/inbox-header";
import { ListPages } from "@/components/admin/list-pages";
import { SimpleTable } from "@/components/admin/simple-table";
import { CustodyFilters } from "@/components/custody/custody-filters";
import { adminSectionMetadata } from "@/lib/office/sections";
import {
  custodyHref,
  parseCustodyFilter,
  SEAL_STATES,
  type CustodyParams,
} from "@/lib/custody/custody-filter";
import { custodyPage, sealStateCounts } from "@/lib/custody/custody-report";
import { custodyReportTexts as texts, sealStateLabels } from "@/lib/custody/custody-report-texts";
import { formatSeal } from "@/lib/shared/seal-number";
import { todayInLondon } from "@/lib/shared/dates";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { parsePageNumber } from "@/lib/shared/pagination";
import { paths } from "@/lib/shared/paths";
import { adminPage } from "@/lib/server/admin-guard";

// The Custody report: every seal by state, with its label print, its job, its
// collection and its destruction run; filtered in the address (Today's seal counts link here),
// 25 a page, and the same filter as CSV.

type Props = { searchParams: Promise<CustodyParams> };

export const metadata = adminSectionMetadata("custody");

const at = (date: Date | null) => (date ? formatLondonDateTime(date) : "-");

export default adminPage(async function CustodyPage({ searchParams }: Props) {
  const { page, ...values } = await searchParams;
  const today = todayInLondon();
  const filter = parseCustodyFilter(values);
  const [counts, list] = await Promise.all([
    sealStateCounts(),
    custodyPage(filter, parsePageNumber(page) ?? 1, today),
  ]);
  return (
    <div>
      <p className="mt-1 text-sm text-muted">{texts.intro}</p>
      <ul aria-label={texts.countsLabel} className="mt-4 flex flex-wrap gap-3">
        {SEAL_STATES.map((state) => (
          <li key={state}>
            <Link
              href={custodyHref({ state })}
              className="flex flex-col rounded-xl border border-slate-200 bg-white px-4 py-2 hover:bg-slate-50"
            >
              <span className="text-sm text-muted">{sealStateLabels[state]}</span>
              <span className="text-xl font-bold text-brand-900">
                {counts[state].toLocaleString("en-GB")}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      <div className="mt-4">
        <InboxHeader exportPath={paths.adminCustodyExport} filter={values} />
      </div>
      <div className="mt-4">
        <CustodyFilters values={values} />
      </div>
      {list.items.length === 0 ? (
        <p className="mt-6 text-muted">{texts.none}</p>
      ) : (
        <div className="mt-6">
          <SimpleTable
            caption={texts.caption}
            headers={[...texts.headers]}
            rows={list.items.map((seal) => ({
              key: String(seal.number),
              cells: [
                <span key="seal" className="font-mono font-semibold">
                  {formatSeal(seal.number)}
                </span>,
                sealStateLabels[seal.state],
                texts.printed(formatLondonDateTime(seal.printedAt), seal.printedBy),
                seal.bookingId && seal.reference ? (
                  <Link
                    key="job"
                    href={paths.adminBooking(seal.bookingId)}
                    className="font-mono font-semibold text-accent-700 underline"
                  >
                    {seal.reference}
                  </Link>
                ) : (
                  "-"
                ),
                at(seal.collectedAt),
                seal.shredder && seal.operator ? texts.run(seal.shredder, seal.operator) : "-",
                at(seal.destroyedAt),
              ],
            }))}
          />
        </div>
      )}
      <ListPages page={list} noun={texts.noun} path={paths.adminCustody} filter={values} />
    </div>
  );
});
