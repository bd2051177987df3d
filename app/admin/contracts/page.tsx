import Link from "@/components/ui/link";
import { ContractStatusBadge } from "@/components/contracts/contract-status-badge";
import { FilterNote } from "@/components/admin/filter-note";
import { unsignedNoteFilterText } from "@/lib/office/today-texts";
import { InboxFilters } from "@/components/office/inbox-filters";
import { ListPages } from "@/components/admin/list-pages";
import { SimpleTable } from "@/components/admin/simple-table";
import { buttonClass } from "@/components/ui/button-styles";
import {
  contractMessages,
  contractStatusLabels,
  frequencyLabel,
} from "@/lib/contracts/contract-rules";
import { formatLongDay, todayInLondon } from "@/lib/shared/dates";
import { parsePageNumber } from "@/lib/shared/pagination";
import { paths } from "@/lib/shared/paths";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";
import {
  contractsPage,
  contractStatuses,
  type ContractFilter,
} from "@/lib/contracts/contract-list";
import { unsignedTransferNoteCount } from "@/lib/contracts/transfer-notes";

type Props = { searchParams: Promise<ContractFilter & { page?: string }> };

export const metadata = adminSectionMetadata("contracts");

export default adminPage(async function ContractsPage({ searchParams }: Props) {
  const filter = await searchParams;
  const today = todayInLondon();
  const year = Number(today.slice(0, 4));
  const [list, unsigned] = await Promise.all([
    contractsPage(filter, parsePageNumber(filter.page) ?? 1, today),
    unsignedTransferNoteCount(year),
  ]);
  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <p className="mt-1 text-sm text-muted">
            Regular contracts, newest first: their visits are planned 13 weeks ahead as bookings.
          </p>
        </div>
        <Link href={paths.adminNewContract} className={buttonClass("primary")}>
          {contractMessages.newContract}
        </Link>
      </div>
      {unsigned > 0 && (
        <p role="status" className="mt-4 font-semibold text-amber-800">
          {contractMessages.unsignedNotes(unsigned, year)}
        </p>
      )}
      {filter.transferNote === "unsigned" && (
        <FilterNote text={unsignedNoteFilterText(year)} clear={paths.adminContracts} />
      )}
      <div className="mt-4">
        <InboxFilters
          action={paths.adminContracts}
          kept={{ transferNote: filter.transferNote === "unsigned" ? "unsigned" : undefined }}
          statuses={contractStatuses}
          statusLabels={contractStatusLabels}
          values={filter}
          dates={false}
          searchHint="Number, company, customer, e-mail, postcode"
        />
      </div>
      {list.items.length === 0 ? (
        <p className="mt-6 text-muted">No contracts match.</p>
      ) : (
        <div className="mt-6">
          <SimpleTable
            caption="Contracts, newest first"
            headers={[
              "Number",
              "Company",
              "Frequency",
              "Next visit",
              "Status",
              "Waste transfer note",
            ]}
            rows={list.items.map((c) => ({
              key: c.id,
              cells: [
                <Link
                  key="number"
                  href={paths.adminContract(c.number)}
                  className="font-mono font-semibold text-accent-700 underline"
                >
                  {c.number}
                </Link>,
                <span key="company" className="flex flex-col">
                  {c.companyName}
                  <span className="text-xs text-muted">{c.customerName}</span>
                </span>,
                frequencyLabel(c.frequency),
                c.nextVisit ? formatLongDay(c.nextVisit) : "-",
                <ContractStatusBadge
                  key="status"
                  status={c.status}
                  from={c.statusFrom}
                  today={today}
                />,
                c.noteSigned ? (
                  "Signed"
                ) : (
                  <span key="note" className="font-semibold text-amber-800">
                    {contractMessages.noteUnsigned}
                  </span>
                ),
              ],
            }))}
          />
        </div>
      )}
      <ListPages page={list} noun="contracts" path={paths.adminContracts} filter={filter} />
    </div>
  );
});
