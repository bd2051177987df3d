import "server-only";
import { serviceLabels, slotLabels } from "@/lib/shared/booking-options";
import { quantityLabel } from "@/lib/certificates/certificate-rules";
import { formatLongDay } from "@/lib/shared/dates";
import { priceLine, type InvoiceLineAmounts } from "@/lib/invoices/invoice-rules";
import { addressWithPostcode } from "@/lib/shared/postal-address";

// How a job reads on an invoice: a booking's line, a contract visit's line, and whom it is
// addressed to.

/** An invoice line of one visit: 'Contract CON-000001: visit on Monday 30 November 2026 (booking NESS-7K3Q9P)'. */
export function visitLineDescription(visit: {
  contractNumber: string;
  day: string;
  reference: string;
}): string {
  return `Contract ${visit.contractNumber}: visit on ${formatLongDay(visit.day)} (booking ${visit.reference})`;
}

/** Who an invoice is addressed to, as it is printed. */
export type InvoiceCustomer = {
  customerName: string;
  companyName: string | null;
  customerEmail: string;
  customerAddress: string | null;
  purchaseOrder: string | null;
};

/** A line as it is stored: its amounts and the job (booking or contract visit) it is for. */
export type IssuedLine = InvoiceLineAmounts & { bookingId?: string | null };

/** The booking's job as one invoice line: the service, its day and slot, and what was booked. */
export type InvoicedBooking = {
  id: string;
  reference: string;
  serviceType: keyof typeof serviceLabels;
  day: string;
  timeSlot: keyof typeof slotLabels;
  bagQuantity: number;
  subtotalPence: number;
  customerName: string;
  companyName: string | null;
  customerEmail: string;
  collectionAddress: string | null;
  postcode: string | null;
  purchaseOrder: string | null;
};

export function bookingInvoiceLines(booking: InvoicedBooking): IssuedLine[] {
  return [
    {
      ...priceLine({
        description:
          `${serviceLabels[booking.serviceType]} on ${formatLongDay(booking.day)}, ` +
          `${slotLabels[booking.timeSlot].toLowerCase()}: ${quantityLabel(booking.bagQuantity)} ` +
          `(booking ${booking.reference})`,
        quantity: 1,
        unitPricePence: booking.subtotalPence,
      }),
      bookingId: booking.id,
    },
  ];
}

/** The contract a visit belongs to, as its invoice names it. */
export type InvoicedContract = { id: string; number: string; purchaseOrder: string | null };

/** One contract visit as an invoice line: the contract, the visit's day and its booking. */
export function contractVisitLine(
  contract: Pick<InvoicedContract, "number">,
  visit: Pick<InvoicedBooking, "id" | "reference" | "day" | "subtotalPence">,
): IssuedLine {
  return {
    ...priceLine({
      description: visitLineDescription({
        contractNumber: contract.number,
        day: visit.day,
        reference: visit.reference,
      }),
      quantity: 1,
      unitPricePence: visit.subtotalPence,
    }),
    bookingId: visit.id,
  };
}

/** The customer's address as an invoice states it: the collection address and its postcode. */
export function bookingInvoiceCustomer(
  booking: Pick<
    InvoicedBooking,
    | "customerName"
    | "companyName"
    | "customerEmail"
    | "collectionAddress"
    | "postcode"
    | "purchaseOrder"
  >,
): InvoiceCustomer {
  return {
    customerName: booking.customerName,
    companyName: booking.companyName,
    customerEmail: booking.customerEmail,
    customerAddress: addressWithPostcode(booking.collectionAddress, booking.postcode),
    purchaseOrder: booking.purchaseOrder,
  };
}
