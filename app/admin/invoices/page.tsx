import Link from "@/components/ui/link";
import { AdminSection } from "@/components/admin/admin-section";
import { InboxFilters } from "@/components/office/inbox-filters";
import { DocumentBadge } from "@/components/invoices/invoice-status-badge";
import { ListPages } from "@/components/admin/list-pages";
import { MarkPaidForm } from "@/components/invoices/mark-paid-form";
import { SimpleTable } from "@/components/admin/simple-table";
import { XeroExportForm } from "@/components/invoices/xero-export-form";
import { formatLongDay, todayInLondon } from "@/lib/shared/dates";
import { invoiceStatusLabels } from "@/lib/invoices/invoice-rules";
import { parsePageNumber } from "@/lib/shared/pagination";
import { paths } from "@/lib/shared/paths";
import { formatCharge } from "@/lib/shared/prices";
import { adminSectionMetadata } from "@/lib/office/sections";
import { adminPage } from "@/lib/server/admin-guard";
import { invoicesPage, invoiceStatuses, type InvoiceFilter } from "@/lib/invoices/invoice-list";

type Props = { searchParams: Promise<InvoiceFilter & { page?: string }> };

export const metadata = adminSectionMetadata("invoices");

export default adminPage(async function InvoicesPage({ searchParams }: Props) {
  const filter = await searchParams;
  const now = new Date();
  const today = todayInLondon(now);
  const list = await invoicesPage(filter, parsePageNumber(filter.page) ?? 1, now);
  return (
    <div>
      <p className="mt-1 text-sm text-muted">
        Invoices and credit notes as issued, newest first. A correction is a credit note plus a new
        invoice; nothing here is ever changed.
      </p>
      <div className="mt-4">
        <InboxFilters
          action={paths.adminInvoices}
          statuses={invoiceStatuses}
          statusLabels={invoiceStatusLabels}
          values={filter}
          dates={false}
          searchHint="Number, customer, company, booking reference, purchase order"
        />
      </div>
      {list.items.length === 0 ? (
        <p className="mt-6 text-muted">No invoices match.</p>
      ) : (
        <div className="mt-6">
          <SimpleTable
            caption="Invoices and credit notes, newest first"
            headers={["Number", "Customer", "Date", "Total", "Status", "PDF", "Payment"]}
            rows={list.items.map((d) => ({
              key: d.number,
              cells: [
                <span key="number" className="flex flex-col">
                  {d.bookingId ? (
                    <Link
                      href={paths.adminBooking(d.bookingId)}
                      className="font-mono font-semibold text-accent-700 underline"
                    >
                      {d.number}
                    </Link>
                  ) : (
                    <span className="font-mono font-semibold">{d.number}</span>
                  )}
                  {d.creditsNumber && (
                    <span className="text-xs text-muted">Credit note for {d.creditsNumber}</span>
                  )}
                  <Link
                    href={paths.adminInvoice(d.number)}
                    className="mt-1 inline-flex min-h-6 items-center text-xs font-semibold text-accent-700 underline"
                    aria-label={`${d.status === "credited" || d.kind === "credit_note" ? "Details of" : "Correct"} ${d.kind === "credit_note" ? "credit note" : "invoice"} ${d.number}`}
                  >
                    {d.status === "credited" || d.kind === "credit_note" ? "Details" : "Correct"}
                  </Link>
                </span>,
                `${d.customerName}${d.companyName ? ` (${d.companyName})` : ""}`,
                formatLongDay(d.issuedDay),
                d.kind === "credit_note"
                  ? `-${formatCharge(d.totalPence)}`
                  : formatCharge(d.totalPence),
                <DocumentBadge key="status" document={d} />,
                <a
                  key="pdf"
                  href={paths.adminInvoicePdf(d.number)}
                  className="font-semibold text-accent-700 underline"
                  aria-label={`Download ${d.kind === "credit_note" ? "credit note" : "invoice"} ${d.number} (PDF)`}
                >
                  Download
                </a>,
                d.status === "unpaid" || d.status === "overdue" ? (
                  <MarkPaidForm key="pay" number={d.number} issuedDay={d.issuedDay} today={today} />
                ) : d.payment ? (
                  `Received ${formatLongDay(d.payment.receivedOn)}`
                ) : (
                  "-"
                ),
              ],
            }))}
          />
        </div>
      )}
      <ListPages page={list} noun="invoices" path={paths.adminInvoices} filter={filter} />
      <AdminSection title="Export for Xero">
        <p className="mb-3 text-sm text-muted">
          The invoices and credit notes issued in these days, in Xero&apos;s sales invoice import
          columns (amounts exclude VAT: choose &ldquo;Tax exclusive&rdquo; when importing).
        </p>
        <XeroExportForm from={`${today.slice(0, 8)}01`} to={today} />
      </AdminSection>
    </div>
  );
});
