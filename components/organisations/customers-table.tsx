import Link from "@/components/ui/link";
import { SimpleTable } from "@/components/admin/simple-table";
import type { CustomerRow } from "@/lib/organisations/customer-list";
import { officeCustomerTexts as texts } from "@/lib/organisations/office-customer-texts";
import { formatLongDay } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { formatCharge } from "@/lib/shared/prices";

/** The Customers list: each organisation, linking to its page, with its figures. */
export function CustomersTable({ rows }: { rows: CustomerRow[] }) {
  const { columns } = texts;
  return (
    <SimpleTable
      caption={texts.caption}
      headers={[
        columns.name,
        columns.people,
        columns.sites,
        columns.openBalance,
        columns.lastCollection,
      ]}
      rows={rows.map((row) => ({
        key: row.id,
        cells: [
          <span key="name" className="flex flex-col">
            <Link
              href={paths.adminCustomer(row.id)}
              className="font-semibold text-accent-700 underline"
            >
              {row.name}
            </Link>
            <span className="text-xs text-muted">{row.postcode}</span>
          </span>,
          String(row.people),
          String(row.sites),
          row.openBalancePence > 0 ? (
            <span key="balance" className="font-semibold">
              {formatCharge(row.openBalancePence)}
            </span>
          ) : (
            formatCharge(0)
          ),
          row.lastCollection ? formatLongDay(row.lastCollection) : texts.never,
        ],
      }))}
    />
  );
}
