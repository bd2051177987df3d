import Link from "@/components/ui/link";
import { AdminSection } from "@/components/admin/admin-section";
import { SimpleTable } from "@/components/admin/simple-table";
import { statusLabels } from "@/lib/bookings/lifecycle-rules";
import { contractStatusLabels } from "@/lib/contracts/contract-rules";
import { invoiceStatusLabels } from "@/lib/invoices/invoice-rules";
import type { CustomerDocuments as Documents } from "@/lib/organisations/customer-detail";
import { officeCustomerTexts as texts } from "@/lib/organisations/office-customer-texts";
import { formatLongDay } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { formatCharge } from "@/lib/shared/prices";

const linkClass = "font-mono font-semibold text-accent-700 underline";

function Listing({
  title,
  empty,
  headers,
  rows,
}: {
  title: string;
  empty: string;
  headers: string[];
  rows: { key: string; cells: React.ReactNode[] }[];
}) {
  return (
    <AdminSection level={3} title={title}>
      {rows.length === 0 ? (
        <p className="text-sm text-muted">{empty}</p>
      ) : (
        <SimpleTable caption={title} headers={headers} rows={rows} />
      )}
    </AdminSection>
  );
}

/** An organisation's recent bookings, contracts, invoices and certificates, each linking to its page. */
export function CustomerDocuments({ documents }: { documents: Documents }) {
  return (
    <>
      <p className="mt-10 text-sm text-muted">{texts.recentNote}</p>
      <Listing
        title={texts.recentBookings}
        empty={texts.noBookings}
        headers={["Reference", "Site", "Day", "Status", "Total"]}
        rows={documents.bookings.map((row) => ({
          key: row.id,
          cells: [
            <Link key="ref" href={paths.adminBooking(row.id)} className={linkClass}>
              {row.reference}
            </Link>,
            row.siteName,
            formatLongDay(row.day),
            statusLabels[row.status],
            formatCharge(row.totalPence),
          ],
        }))}
      />
      <Listing
        title={texts.recentContracts}
        empty={texts.noContracts}
        headers={["Number", "Site", "Start date", "Status"]}
        rows={documents.contracts.map((row) => ({
          key: row.number,
          cells: [
            <Link key="number" href={paths.adminContract(row.number)} className={linkClass}>
              {row.number}
            </Link>,
            row.siteName,
            formatLongDay(row.startDay),
            contractStatusLabels[row.status],
          ],
        }))}
      />
      <Listing
        title={texts.recentInvoices}
        empty={texts.noInvoices}
        headers={["Number", "Site", "Issued", "Purchase order", "Total", "Status"]}
        rows={documents.invoices.map((row) => ({
          key: row.number,
          cells: [
            <Link key="number" href={paths.adminInvoice(row.number)} className={linkClass}>
              {row.number}
            </Link>,
            row.siteName,
            formatLongDay(row.issuedDay),
            row.purchaseOrder ?? "-",
            formatCharge(row.totalPence),
            invoiceStatusLabels[row.status],
          ],
        }))}
      />
      <Listing
        title={texts.recentCertificates}
        empty={texts.noCertificates}
        headers={["Number", "Booking", "Issued"]}
        rows={documents.certificates.map((row) => ({
          key: row.number,
          cells: [
            <a key="number" href={paths.adminCertificatePdf(row.number)} className={linkClass}>
              {row.number} (PDF)
            </a>,
            row.bookingReference,
            formatLongDay(row.issuedDay),
          ],
        }))}
      />
    </>
  );
}
