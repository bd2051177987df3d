import { PayByCardButton } from "@/components/payments/pay-by-card-button";
import { accountDocumentTexts as texts } from "@/lib/account/account-document-texts";
import {
  accountBookings,
  accountCertificates,
  accountContracts,
  accountInvoices,
  accountTransferNotes,
} from "@/lib/account/account-documents";
import {
  accountFilters,
  accountPages,
  type AccountFilters,
} from "@/lib/account/account-documents-rules";
import { documentScope } from "@/lib/organisations/document-scope";
import type { SignedInAccount } from "@/lib/account/account-session";
import { membershipOf, sitesFor } from "@/lib/organisations/organisation-access";
import { organisationMoneyTexts as orgTexts } from "@/lib/organisations/organisation-money-texts";
import { organisationTexts } from "@/lib/organisations/organisation-texts";
import type { Column } from "./account-list-cards";
import { OrganisationMoney } from "@/components/organisations/organisation-money";
import { BookAgain, BookCollectionLinks } from "@/components/organisations/book-links";
import { DestructionSummaryForm } from "@/components/organisations/destruction-summary-form";
import { bookableSites, type BookableSite } from "@/lib/organisations/organisation-booking";
import { AccountFiltersForm } from "./account-filters-form";
import { accountTexts } from "@/lib/account/account-texts";
import { statusLabels } from "@/lib/bookings/lifecycle-rules";
import { formatLongDay, todayInLondon } from "@/lib/shared/dates";
import { invoiceStatusText } from "@/lib/invoices/invoice-rules";
import { paths } from "@/lib/shared/paths";
import { formatCharge } from "@/lib/shared/prices";
import { goPayInvoiceByCard, payInvoiceByCard } from "@/lib/payments/payment-actions";
import { accountManageToken, contractToken, invoiceToken } from "@/lib/server/signed-links";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";
import { confirmReturnedSession } from "@/lib/payments/confirm-return";
import { AccountListSection } from "./account-list-section";
import { CertificatesZipForm } from "./certificates-zip-form";

const link = "font-semibold text-brand-800 underline";

/**
 * Everything under the signed-in customer's confirmed addresses: Bookings, Contracts,
 * Invoices, Certificates and Waste transfer notes, newest first, each paged on its own
 * (?bookings=2 ...). Every link is the signed link the customer's e-mails carry, so each opens the
 * same page or PDF (Pay now by card is the invoice page's own Checkout). `account` must be the
 * one the page read with currentAccount(); `searchParams` are the page's, for the lists' pages.
 * A member of an organisation sees the organisation's lists their role may see, by site (each row
 * names its site), with a site filter and, for invoices, a status filter; a list the role lacks
 * is not read nor shown (a Viewer sees no invoice, not even the heading).
 */
export async function AccountDocuments({
  account,
  searchParams,
}: {
  account: SignedInAccount;
  searchParams?: Record<string, string | string[] | undefined>;
}) {
  const pages = accountPages(searchParams);
  const member = await membershipOf(account);
  const filters = member ? accountFilters(searchParams) : {};
  const now = new Date();
  const today = todayInLondon(now);
  const scope = (capability: Parameters<typeof documentScope>[2]) =>
    documentScope(account, member, capability, filters.site);
  const [bookingScope, invoiceScope, certificateScope] = [
    scope("bookings"),
    scope("invoices"),
    scope("certificates"),
  ];
  // Back from Pay all's Checkout: confirmed first, so the lists below read the payments it made.
  const sessionId = searchParams?.session_id;
  const returned =
    member && invoiceScope && typeof sessionId === "string"
      ? await confirmReturnedSession(sessionId, { organisationId: member.organisation.id })
      : null;
  const none = Promise.resolve(null);
  const [bookings, contracts, invoices, certificates, notes] = await Promise.all([
    bookingScope ? accountBookings(bookingScope, pages.bookings) : none,
    bookingScope ? accountContracts(bookingScope, pages.contracts, now) : none,
    invoiceScope ? accountInvoices(invoiceScope, pages.invoices, now, filters.status) : none,
    certificateScope ? accountCertificates(certificateScope, pages.certificates, now) : none,
    certificateScope ? accountTransferNotes(certificateScope, pages.notes, now) : none,
  ]);
  const cardPayments = cardPaymentsEnabled();
  const list = { pages, filters, bySite: member !== null };
  // Book a collection and Book again: the sites the member may book for.
  const bookable = member && bookingScope ? bookableSites(member) : [];
  // The sites the member sees any list of (a limited Booker's own only).
  const visible = member
    ? member.sites.filter((site) =>
        (["bookings", "invoices", "certificates"] as const).some((capability) =>
          sitesFor(member, capability).includes(site.id),
        ),
      )
    : [];

  return (
    <>
      {member && (
        <AccountFiltersForm sites={visible} filters={filters} statuses={invoiceScope !== null} />
      )}
      {bookable.length > 0 && <BookCollectionLinks sites={bookable} />}
      {bookings && <BookingsList page={bookings} {...list} today={today} bookable={bookable} />}
      {contracts && <ContractsList page={contracts} {...list} />}
      {member && invoiceScope && (
        <OrganisationMoney
          member={member}
          today={today}
          nothingPaid={searchParams?.pay === "none"}
          returned={returned}
        />
      )}
      {invoices && <InvoicesList page={invoices} {...list} cardPayments={cardPayments} />}
      {certificates && <CertificatesList page={certificates} {...list} today={today} />}
      {member && certificateScope && (
        <DestructionSummaryForm
          sites={member.sites.filter((site) => sitesFor(member, "certificates").includes(site.id))}
          today={today}
        />
      )}
      {notes && <TransferNotesList page={notes} {...list} />}
    </>
  );
}

type Pages = ReturnType<typeof accountPages>;
type ListOf<F extends (...args: never[]) => Promise<unknown>> = {
  page: NonNullable<Awaited<ReturnType<F>>>;
  pages: Pages;
  filters: AccountFilters;
  /** An organisation's list: a Site column after the first. */
  bySite: boolean;
};

/** The columns, with the Site column second for an organisation's list. */
const columnsOf = (bySite: boolean, columns: Column[]): Column[] =>
  bySite ? [columns[0]!, { header: orgTexts.siteColumn }, ...columns.slice(1)] : columns;

/** A row's cells, with its site's name second for an organisation's list. */
function cellsOf<T>(bySite: boolean, siteName: string | null, cells: T[]): (T | string)[] {
  return bySite ? [cells[0]!, siteName ?? orgTexts.noSite, ...cells.slice(1)] : cells;
}

function BookingsList({
  page,
  pages,
  filters,
  bySite,
  today,
  bookable,
}: ListOf<typeof accountBookings> & { today: string; bookable: readonly BookableSite[] }) {
  const again = bookable.length > 0;
  return (
    <AccountListSection
      list="bookings"
      heading={accountTexts.bookings}
      empty={texts.noBookings}
      page={page}
      pages={pages}
      filters={filters}
      columns={columnsOf(bySite, [
        { header: "Reference" },
        { header: "Status" },
        { header: "Day" },
        { header: "Manage", hidden: true },
        ...(again ? [{ header: organisationTexts.bookAgain, hidden: true }] : []),
      ])}
      rows={page.items.map((booking) => ({
        key: booking.id,
        cells: cellsOf(bySite, booking.siteName, [
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
          ...(again ? [<BookAgain key="again" booking={booking} sites={bookable} />] : []),
        ]),
      }))}
    />
  );
}

function ContractsList({ page, pages, filters, bySite }: ListOf<typeof accountContracts>) {
  return (
    <AccountListSection
      list="contracts"
      heading={accountTexts.contracts}
      empty={texts.noContracts}
      page={page}
      pages={pages}
      filters={filters}
      columns={columnsOf(bySite, [
        { header: "Number" },
        { header: "Company" },
        { header: "Next visit" },
        { header: "Contract page", hidden: true },
      ])}
      rows={page.items.map((contract) => ({
        key: contract.id,
        cells: cellsOf(bySite, contract.siteName, [
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
        ]),
      }))}
    />
  );
}

function InvoicesList({
  page,
  pages,
  filters,
  bySite,
  cardPayments,
}: ListOf<typeof accountInvoices> & { cardPayments: boolean }) {
  return (
    <AccountListSection
      list="invoices"
      heading={accountTexts.invoices}
      empty={texts.noInvoices}
      page={page}
      pages={pages}
      filters={filters}
      columns={columnsOf(bySite, [
        { header: "Number" },
        { header: "Status" },
        { header: "Amount" },
        { header: "PDF", hidden: true },
        { header: "Payment", hidden: true },
      ])}
      rows={page.items.map((invoice) => {
        const token = invoiceToken(invoice.id, invoice.issuedDay);
        const unpaid =
          invoice.kind === "invoice" &&
          (invoice.status === "unpaid" || invoice.status === "overdue");
        return {
          key: invoice.id,
          cells: cellsOf(bySite, invoice.siteName, [
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
          ]),
        };
      })}
    />
  );
}

function CertificatesList({
  page,
  pages,
  filters,
  bySite,
  today,
}: ListOf<typeof accountCertificates> & { today: string }) {
  return (
    <AccountListSection
      list="certificates"
      heading={accountTexts.certificates}
      empty={texts.noCertificates}
      page={page}
      pages={pages}
      filters={filters}
      columns={columnsOf(bySite, [
        { header: "Number" },
        { header: "Issued" },
        { header: "Job" },
        { header: "PDF", hidden: true },
        { header: "Verification", hidden: true },
      ])}
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
          cells: cellsOf(bySite, certificate.siteName, [
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
          ]),
        };
      })}
    >
      <CertificatesZipForm today={today} site={filters.site} />
    </AccountListSection>
  );
}

function TransferNotesList({ page, pages, filters, bySite }: ListOf<typeof accountTransferNotes>) {
  return (
    <AccountListSection
      list="notes"
      heading={accountTexts.transferNotes}
      empty={texts.noTransferNotes}
      page={page}
      pages={pages}
      filters={filters}
      columns={columnsOf(bySite, [
        { header: "Contract" },
        { header: "Year" },
        { header: "Signature" },
        { header: "Actions", hidden: true },
      ])}
      rows={page.items.map((note) => {
        const token = contractToken(note.contractId);
        const name = `${note.contractNumber} ${note.year}`;
        return {
          key: `${note.contractId}-${note.year}`,
          cells: cellsOf(bySite, note.siteName, [
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
          ]),
        };
      })}
    />
  );
}
