import "server-only";
import { CHANGEABLE_STATUSES } from "@/lib/bookings/lifecycle-rules";
import {
  bookingPaymentLabels,
  invoiceMessages,
  invoiceStatusText,
} from "@/lib/invoices/invoice-rules";
import { paths } from "@/lib/shared/paths";
import { formatCharge } from "@/lib/shared/prices";
import type { ManagedBooking } from "@/lib/bookings/booking-changes";
import { documentsOfBooking } from "@/lib/invoices/invoice-record";
import { db } from "@/lib/server/db";
import { invoiceToken } from "@/lib/server/signed-links";
import type { ReturnState } from "./confirm-return";
import { cardPaymentsEnabled } from "@/lib/server/card-payments";

// What the manage page says about a booking's money: paid, processing, refunded or
// still to pay by card, and its invoices and credit notes as links to their own pages.

export type PaymentDocument = { label: string; status: string; href: string };

export type BookingPaymentView = {
  /** The headline: 'Payment received', 'Payment processing', 'Refund of £… issued', ... */
  message: string | null;
  /** The amount paid, £ and pence, beside 'Payment received'. */
  amount: string | null;
  /** An unpaid card booking, still live: offer 'Pay now by card' again. */
  canPay: boolean;
  documents: PaymentDocument[];
};

export async function bookingPaymentView(
  booking: Pick<ManagedBooking, "id" | "status" | "paymentChoice">,
  returned: ReturnState,
  now: Date = new Date(),
): Promise<BookingPaymentView> {
  const documents = await documentsOfBooking(booking.id, now);
  const links = documents.map((doc) => ({
    label: `${doc.kind === "invoice" ? "Invoice" : "Credit note"} ${doc.number}`,
    status: invoiceStatusText(doc),
    href: paths.invoice(invoiceToken(doc.id, doc.issuedDay)),
  }));
  const refund = await db().refund.findFirst({
    where: { payment: { bookingId: booking.id }, status: { not: "failed" } },
    orderBy: { createdAt: "desc" },
  });
  const view = (message: string | null, amount: string | null = null, canPay = false) => ({
    message,
    amount,
    canPay,
    documents: links,
  });
  if (returned === "duplicate") return view(invoiceMessages.duplicatePaymentRefunding);
  if (refund) return view(invoiceMessages.refundIssued(formatCharge(refund.amountPence)));
  const paid = documents.find((doc) => doc.kind === "invoice" && doc.payment)?.payment;
  if (paid) return view(invoiceMessages.paymentReceived, formatCharge(paid.amountPence));
  if (booking.status === "cancelled") return view(null);
  if (booking.paymentChoice !== "card_now") {
    return view(links.length > 0 ? null : bookingPaymentLabels.not_invoiced);
  }
  const completed = await db().checkoutSession.findFirst({
    where: { bookingId: booking.id, status: "completed" },
    select: { id: true },
  });
  if (returned === "processing" || completed) return view(invoiceMessages.paymentProcessing);
  const live = CHANGEABLE_STATUSES.includes(booking.status) && cardPaymentsEnabled();
  return view(bookingPaymentLabels.awaiting, null, live);
}
