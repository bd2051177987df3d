import Link from "@/components/ui/link";
import { InboxFilters } from "@/components/office/inbox-filters";
import { ListPages } from "@/components/admin/list-pages";
import { SimpleTable } from "@/components/admin/simple-table";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { parsePageNumber } from "@/lib/shared/pagination";
import { paths } from "@/lib/shared/paths";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";
import {
  certificatesPage,
  certificateStatuses,
  type CertificateFilter,
} from "@/lib/certificates/certificates";

type Props = { searchParams: Promise<CertificateFilter & { page?: string }> };

export const metadata = adminSectionMetadata("certificates");

export default adminPage(async function CertificatesPage({ searchParams }: Props) {
  const filter = await searchParams;
  const list = await certificatesPage(filter, parsePageNumber(filter.page) ?? 1);
  return (
    <div>
      <p className="mt-1 text-sm text-muted">
        Certificates of destruction as issued. A correction issues a new certificate; the old one
        stays here, marked superseded.
      </p>
      <div className="mt-4">
        <InboxFilters
          action="/admin/certificates"
          statuses={certificateStatuses}
          statusLabels={{ valid: "Valid", superseded: "Superseded" }}
          values={filter}
          dates={false}
          searchHint="Number, customer, company, booking reference"
        />
      </div>
      {list.items.length === 0 ? (
        <p className="mt-6 text-muted">No certificates match.</p>
      ) : (
        <div className="mt-6">
          <SimpleTable
            caption="Certificates of destruction"
            headers={["Number", "Customer", "Issued", "Status", "PDF"]}
            rows={list.items.map((c) => ({
              key: c.number,
              cells: [
                <Link
                  key="number"
                  href={`/admin/bookings/${c.bookingId}`}
                  className="font-mono font-semibold text-accent-700 underline"
                >
                  {c.number}
                </Link>,
                `${c.customerName}${c.companyName ? ` (${c.companyName})` : ""}`,
                formatLondonDateTime(c.issuedAt),
                c.supersededBy ? `Superseded by ${c.supersededBy}` : "Valid",
                <a
                  key="pdf"
                  href={paths.adminCertificatePdf(c.number)}
                  className="font-semibold text-accent-700 underline"
                  aria-label={`Download certificate ${c.number} (PDF)`}
                >
                  Download
                </a>,
              ],
            }))}
          />
        </div>
      )}
      <ListPages page={list} noun="certificates" path="/admin/certificates" filter={filter} />
    </div>
  );
});
