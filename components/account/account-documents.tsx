import { PayByCardButton } from "@/components/payments/pay-by-card-button";
import { accountDocumentTexts as texts } from "@/lib/account/account-document-texts";
import {
  accountBookings,
  accountCertificates,
  accountContracts,
  accountInvoices,
  accountTransferNotes,
} from "@/lib/account/account-documents";
import { accountPages } from "@/lib/account/account-documents-rules";
import type { SignedInAccount } from "@/lib/account/account-session";
import { accountTexts } from "@/lib/account/account-texts";
import { statusLabels } from "@/lib/bookings/lifecycle-rules";
import { formatLongDay, todayInLondon } from "@/lib/shared/dates";
import { invoiceStatusText } from "@/lib/invoices/invoice-rules";
import { paths } from "@/lib/shared/paths";
import { formatCharge } from "@/lib/shared/prices";
import { goPayInvoiceByCard, payInvoiceByCard } from "@/lib/payments/payment-actions";
import { accountManageToken, contractToken, invoiceToken } from "@/lib/bookings/manage-token";
import { cardPaymentsEnabled } from "@/lib/payments/settings";
import { AccountListSection } from "./account-list-section";
import { CertificatesZipForm } from "./certificates-zip-form";

const link = "font-semibold text-brand-800 underline";

/**
 * Everything under the signed-in customer's confirmed addresses: Bookings, Contracts,
 * Invoices, Certificates and Waste transfer notes, newest first, each paged on its own
 * (?bookings=2 ...). Every link is the signed link the customer's e-mails carry, so each opens the
 * same page or PDF (Pay now by card is the invoice page's own Checkout). `account` must be the
 * one the page read with currentAccount(); `searchParams` are the page's, for the lists' pages.
 */
export async function AccountDocuments({
  account,
  searchParams,
}: {
  account: SignedInAccount;
  searchParams?: Record<string, string | string[] | undefined>;
}) {
  const pages = accountPages(searchParams);
  const now = new Date();
  const today = todayInLondon(now);
  const [bookings, contracts, invoices, certificates, notes] = await Promise.all([
    accountBookings(account, pages.bookings),
    accountContracts(account, pages.contracts, now),
    accountInvoices(account, pages.invoices, now),
    accountCertificates(account, pages.certificates, now),
    accountTransferNotes(account, pages.notes, now),
  ]);
  const cardPayments = cardPaymentsEnabled();

  return (
    <>
      <BookingsList page={bookings} pages={pages} today={today} />
      <ContractsList page={contracts} pages={pages} />
      <InvoicesList page={invoices} pages={pages} cardPayments={cardPayments} />
      <CertificatesList page={certificates} pages={pages} today={today} />
      <TransferNotesList page={notes} pages={pages} />
    </>
  );
}

type Pages = ReturnType<typeof accountPages>;
type ListOf<F extends (...args: never[]) => Promise<unknown>> = {
  page: Awaited<ReturnType<F>>;
  pages: Pages;
};

function BookingsList({ page, pages, today }: ListOf<typeof accountBookings> & { today: string }) {
  return (
    <AccountListSection
      list="bookings"
      heading={accountTexts.bookings}
      empty={texts.noBookings}
      page={page}
      pages={pages}
      columns={[
        { header: "Reference" },
        { header: "Status" },
        { header: "Day" },
        { header: "Manage", hidden: true },
      ]}
      rows={page.items.map((booking) => ({
        key: booking.id,
        cells: [
          booking.reference,
          statusLabels[booking.status],
          formatLongDay(booking.day),
          <a
            key="manage"
            href={paths.manageBooking(accountManageToken(booking.id, booking.day, today))}
            className={link}
            aria-label={`${texts.manage} ${booking.reference}`}
          >
            {texts.manage}
          </a>,
        ],
      }))}
    />
  );
}

function ContractsList({ page, pages }: ListOf<typeof accountContracts>) {
  return (
    <AccountListSection
      list="contracts"
      heading={accountTexts.contracts}
      empty={texts.noContracts}
      page={page}
      pages={pages}
      columns={[
        { header: "Number" },
        { header: "Company" },
        { header: "Next visit" },
        { header: "Contract page", hidden: true },
      ]}
      rows={page.items.map((contract) => ({
        key: contract.id,
        cells: [
          contract.number,
          contract.companyName,
          contract.nextVisit ? formatLongDay(contract.nextVisit) : texts.noVisitPlanned,
          contract.open ? (
            <a
              key="open"
              href={paths.contract(contractToken(contract.id))}
              className={link}
              aria-label={`${texts.openContract} ${contract.number}`}
            >
              {texts.openContract}
            </a>
          ) : (
            texts.contractEnded
          ),
        ],
      }))}
    />
  );
}

function InvoicesList({
  page,
  pages,
  cardPayments,
}: ListOf<typeof accountInvoices> & { cardPayments: boolean }) {
  return (
    <AccountListSection
      list="invoices"
      heading={accountTexts.invoices}
      empty={texts.noInvoices}
      page={page}
      pages={pages}
      columns={[
        { header: "Number" },
        { header: "Status" },
        { header: "Amount" },
        { header: "PDF", hidden: true },
        { header: "Payment", hidden: true },
      ]}
      rows={page.items.map((invoice) => {
        const token = invoiceToken(invoice.id, invoice.issuedDay);
        const unpaid =
          invoice.kind === "invoice" &&
          (invoice.status === "unpaid" || invoice.status === "overdue");
        return {
          key: invoice.id,
          cells: [
            <a key="page" href={paths.invoice(token)} className={link}>
              {invoice.kind === "credit_note" ? `Credit note ${invoice.number}` : invoice.number}
            </a>,
            invoiceStatusText(invoice),
            formatCharge(invoice.totalPence),
            <a
              key="pdf"
              href={paths.invoicePdf(token)}
              className={link}
              aria-label={`${texts.downloadInvoice} ${invoice.number} (PDF)`}
            >
              {texts.downloadInvoice}
            </a>,
            unpaid && cardPayments ? (
              <PayByCardButton
                key="pay"
                pay={payInvoiceByCard.bind(null, token)}
                go={goPayInvoiceByCard.bind(null, token)}
                label={`${accountTexts.payByCard} ${invoice.number}`}
              />
            ) : null,
          ],
        };
      })}
    />
  );
}

function CertificatesList({
  page,
  pages,
  today,
}: ListOf<typeof accountCertificates> & { today: string }) {
  return (
    <AccountListSection
      list="certificates"
      heading={accountTexts.certificates}
      empty={texts.noCertificates}
      page={page}
      pages={pages}
      columns={[
        { header: "Number" },
        { header: "Issued" },
        { header: "Job" },
        { header: "PDF", hidden: true },
        { header: "Verification", hidden: true },
      ]}
      rows={page.items.map((certificate) => {
        const pdf = certificate.contract
          ? certificate.contract.open
            ? paths.contractCertificate(
                contractToken(certificate.contract.id),
                certificate.bookingId,
              )
            : null
          : paths.manageCertificate(
              accountManageToken(certificate.bookingId, certificate.collectionDay, today),
            );
        return {
          key: certificate.number,
          cells: [
            certificate.number,
            formatLongDay(certificate.issuedDay),
            certificate.bookingReference,
            pdf ? (
              <a
                key="pdf"
                href={pdf}
                className={link}
                aria-label={`${texts.downloadCertificate} ${certificate.number} (PDF)`}
              >
                {texts.downloadCertificate}
              </a>
            ) : null,
            <a
              key="verify"
              href={`${paths.certificate(certificate.number)}?${new URLSearchParams({ code: certificate.checkCode })}`}
              className={link}
              aria-label={`${texts.verify} ${certificate.number}`}
            >
              {texts.verify}
            </a>,
          ],
        };
      })}
    >
      <CertificatesZipForm today={today} />
    </AccountListSection>
  );
}

function TransferNotesList({ page, pages }: ListOf<typeof accountTransferNotes>) {
  return (
    <AccountListSection
      list="notes"
      heading={accountTexts.transferNotes}
      empty={texts.noTransferNotes}
      page={page}
      pages={pages}
      columns={[
        { header: "Contract" },
        { header: "Year" },
        { header: "Signature" },
        { header: "Actions", hidden: true },
      ]}
      rows={page.items.map((note) => {
        const token = contractToken(note.contractId);
        const name = `${note.contractNumber} ${note.year}`;
        return {
          key: `${note.contractId}-${note.year}`,
          cells: [
            note.contractNumber,
            String(note.year),
            note.signedName ? texts.signed(note.signedName) : texts.unsigned,
            <span key="actions" className="flex flex-wrap gap-4">
              {note.signable && (
                <a
                  href={paths.contract(token)}
                  className={link}
                  aria-label={`${texts.sign} ${name}`}
                >
                  {texts.sign}
                </a>
              )}
              <a
                href={paths.contractTransferNote(token, note.year)}
                className={link}
                aria-label={`${texts.downloadNote} ${name} (PDF)`}
              >
                {texts.downloadNote}
              </a>
            </span>,
          ],
        };
      })}
    />
  );
}
