import { serviceLabels, slotLabels } from "@/lib/shared/booking-options";
import { quantityLabel } from "@/lib/certificates/certificate-rules";
import { formatLongDay } from "@/lib/shared/dates";
import { invoiceTotals, priceLine } from "@/lib/invoices/invoice-rules";

// A VAT invoice for the docs' picture (npm run invoice:sample) and the PDF's tests: the job of
// the sample certificate, on-site shredding of 6 bags on a Wednesday afternoon (docs/decisions.md:
// 112.20 + 22.44 VAT = 134.64). It is never written to a database: every invoice there is a real
// job's.
const lines = [
  priceLine({
    description:
      `${serviceLabels.onsite}, ${formatLongDay("2026-11-18")} (${slotLabels.pm}): ` +
      `${quantityLabel(6)}, booking NESS-7K3Q9P`,
    quantity: 1,
    unitPricePence: 11_220,
  }),
];

export const sampleInvoice = {
  id: "00000000-0000-4000-8000-000000000011",
  kind: "invoice" as const,
  number: "INV-2026-000001",
  bookingId: "00000000-0000-4000-8000-000000000002",
  reference: "NESS-7K3Q9P",
  contractNumber: null,
  creditsNumber: null,
  creditedByNumber: null,
  creditsInFull: false,
  reissuesNumber: null,
  reissuedByNumber: null,
  refundedPence: 0,
  refunds: [],
  issuedAt: "2026-11-23T15:20:00Z",
  issuedDay: "2026-11-23",
  issuedBy: "office@example.com",
  supplyDay: "2026-11-18",
  dueDay: "2026-12-23",
  customerName: "Jo Bloggs",
  companyName: "Bloggs Dental Practice Ltd",
  customerEmail: "jo@example.com",
  customerAddress: "12 Saddler Street, Durham DH1 3NP",
  purchaseOrder: "PO-4471",
  reason: null,
  ...invoiceTotals(lines),
  lines,
  payment: null,
  status: "unpaid" as const,
};
