import type { Metadata } from "next";
import { LinkNotValid } from "@/components/site/link-not-valid";
import { ContractInvoices } from "@/components/contracts/contract-invoices";
import { ExtraCollection } from "@/components/contracts/extra-collection";
import { PastVisits } from "@/components/contracts/past-visits";
import { UpcomingVisits } from "@/components/contracts/upcoming-visits";
import { WasteTransferNoteSection } from "@/components/contracts/waste-transfer-note-section";
import { buttonClass } from "@/components/ui/button-styles";
import { DetailList } from "@/components/ui/detail-list";
import { unavailableFor } from "@/lib/bookings/capacity-rules";
import {
  bookingServiceOf,
  contractMessages,
  contractServiceLabels,
  UPCOMING_VISITS_SHOWN,
  type ContractService,
} from "@/lib/contracts/contract-rules";
import { extraCollectionsOffered, stopSummary } from "@/lib/contracts/contract-stop";
import { currentTransferNoteYear } from "@/lib/contracts/transfer-note-rules";
import { visitChangeableOnline } from "@/lib/contracts/visit-change-rules";
import { visitUndoable } from "@/lib/contracts/visit-undo-rules";
import { todayInLondon } from "@/lib/shared/dates";
import { paths } from "@/lib/shared/paths";
import { PRIVATE_LINK_REFERRER_POLICY } from "@/lib/shared/private-link";
import {
  moveContractVisit,
  requestContractExtra,
  skipContractVisit,
} from "@/lib/contracts/contract-actions";
import { undoContractVisitChange } from "@/lib/contracts/contract-undo-actions";
import { horizonEnd, stopOf } from "@/lib/contracts/visits";
import { availability } from "@/lib/bookings/capacity";
import {
  contractInvoices,
  currentFrequency,
  findOpenContract,
  pastVisits,
  upcomingVisits,
} from "@/lib/contracts/contract-page";
import { transferNoteOf } from "@/lib/contracts/transfer-notes";
import { contractIdFromToken, invoiceToken } from "@/lib/server/signed-links";

// The customer's contract page, reached only through the signed link in their e-mail:
// the contract, its next visits to skip or move, an extra collection, the schedule for their
// calendar, and the collected visits' certificates and the invoices. Read on every request; kept
// out of search engines, and no more than the site's origin is sent on as a referrer.

export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Your contract",
  robots: { index: false, follow: false },
  referrer: PRIVATE_LINK_REFERRER_POLICY,
};

type Props = { params: Promise<{ token: string }> };

export default async function ContractPage({ params }: Props) {
  const { token } = await params;
  const now = new Date();
  const today = todayInLondon(now);
  const id = contractIdFromToken(token, today);
  const contract = id ? await findOpenContract(id, today) : null;
  // proxy.ts answered an invalid link 404 already; this is one that ended since (a race).
  if (!contract) return <LinkNotValid />;
  const service = contract.service as ContractService;
  const year = currentTransferNoteYear(contract.startDay.toISOString().slice(0, 10), today);
  const [upcoming, past, invoices, days, note] = await Promise.all([
    upcomingVisits(contract.id, today, UPCOMING_VISITS_SHOWN),
    pastVisits(contract.id),
    contractInvoices(contract.id, now),
    availability(today, horizonEnd(today)),
    transferNoteOf(contract.id, year),
  ]);
  const unavailable = unavailableFor(days, bookingServiceOf[service]);
  const stop = stopOf(contract, today);

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight text-brand-900 sm:text-4xl">
        {contractMessages.heading(contract.number)}
      </h1>
      <DetailList
        rows={[
          ["Company", contract.companyName],
          ["Site", contract.siteAddress],
          ["Postcode", contract.postcode],
          ["Service", contractServiceLabels[service]],
          ["Frequency", currentFrequency(contract, today)],
          ["Containers", String(contract.containers)],
          ...(stop ? [["Status", stopSummary(stop)] as [string, string]] : []),
        ]}
      />
      <p className="mt-5">
        <a href={paths.contractCalendar(token)} className={buttonClass("outline")}>
          {contractMessages.addToCalendar}
        </a>
      </p>

      <section aria-labelledby="upcoming-heading" className="mt-10">
        <h2 id="upcoming-heading" className="text-xl font-bold text-brand-900">
          {contractMessages.upcomingVisits}
        </h2>
        <p className="mt-2 text-muted">
          You can skip or move a visit online until 17:00 on the working day before it.
        </p>
        <UpcomingVisits
          contract={token}
          visits={upcoming.map((visit) => ({
            id: visit.id,
            day: visit.day,
            extra: visit.extra,
            changeable: visitChangeableOnline(visit, now),
            change: visit.change ?? null,
            undoable: visit.change ? visitUndoable(visit.change, visit, now) : false,
          }))}
          unavailable={unavailable}
          actions={{
            skip: skipContractVisit,
            move: moveContractVisit,
            undo: undoContractVisitChange,
          }}
        />
      </section>

      {extraCollectionsOffered(stop, today) && (
        <section aria-labelledby="extra-heading" className="mt-10">
          <h2 id="extra-heading" className="text-xl font-bold text-brand-900">
            {contractMessages.extraHeading}
          </h2>
          <p className="mt-2 text-muted">
            Monday to Friday from the next working day; it is invoiced like a visit.
          </p>
          <ExtraCollection
            contract={token}
            unavailable={unavailable}
            request={requestContractExtra}
          />
        </section>
      )}

      <section aria-labelledby="past-heading" className="mt-10">
        <h2 id="past-heading" className="text-xl font-bold text-brand-900">
          {contractMessages.pastVisits}
        </h2>
        <PastVisits
          visits={past.map((visit) => ({
            ...visit,
            certificateHref: visit.certificateNumber
              ? paths.contractCertificate(token, visit.id)
              : null,
          }))}
        />
      </section>

      <section aria-labelledby="invoices-heading" className="mt-10">
        <h2 id="invoices-heading" className="text-xl font-bold text-brand-900">
          {contractMessages.invoices}
        </h2>
        <ContractInvoices
          invoices={invoices.map((invoice) => ({
            id: invoice.id,
            number: invoice.number,
            kind: invoice.kind,
            issuedDay: invoice.issuedDay,
            totalPence: invoice.totalPence,
            status: invoice.status,
            refundedPence: invoice.refundedPence,
            pdfHref: paths.invoicePdf(invoiceToken(invoice.id, invoice.issuedDay)),
          }))}
        />
      </section>

      <WasteTransferNoteSection token={token} year={year} note={note} />
    </div>
  );
}
