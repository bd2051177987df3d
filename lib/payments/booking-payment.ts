import "server-only";
import { bookingPaymentState } from "@/lib/payments/booking-payment-rules";
import type { BookingPaymentState } from "@/lib/invoices/invoice-rules";
import { db } from "@/lib/server/db";
import { documentsOfBooking, type InvoiceRecord } from "@/lib/invoices/invoice-record";

export type BookingPayment = {
  state: BookingPaymentState | null;
  purchaseOrder: string | null;
  /** Its invoices and credit notes, oldest first, each with its derived status. */
  documents: InvoiceRecord[];
};

/** The admin booking page's Payment section: the state derived from the ledger's rows. */
export async function bookingPayment(
  booking: {
    id: string;
    status: string;
    paymentChoice: "after_collection" | "card_now";
    purchaseOrder: string | null;
  },
  now: Date = new Date(),
): Promise<BookingPayment> {
  const [documents, checkout] = await Promise.all([
    documentsOfBooking(booking.id, now),
    db().checkoutSession.findFirst({
      where: { bookingId: booking.id },
      orderBy: { createdAt: "desc" },
      select: { status: true },
    }),
  ]);
  const state = bookingPaymentState({
    paymentChoice: booking.paymentChoice,
    cancelled: booking.status === "cancelled",
    documents: documents.map((d) => ({
      kind: d.kind,
      paid: d.payment !== null,
      credited: d.creditedByNumber !== null,
      refundPending: d.refunds.some((r) => r.status === "pending"),
    })),
    checkout: checkout?.status ?? null,
  });
  return { state, purchaseOrder: booking.purchaseOrder, documents };
}
