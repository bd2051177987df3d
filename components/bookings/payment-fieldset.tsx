import type { UseFormRegisterReturn } from "react-hook-form";
import { TextField } from "@/components/forms/field";
import { invoiceMessages } from "@/lib/invoices/invoice-rules";
import { PURCHASE_ORDER_MAX } from "@/lib/bookings/booking-schema";
import { site } from "@/lib/shared/site";
import { BookingStep } from "./booking-step";
import { ChoiceCards } from "./choice-cards";

/**
 * How the customer pays: after the collection (the default: the invoice comes with the
 * certificate) or now by card through Stripe, offered only when card payment is on; and the
 * purchase order number printed on the invoice (optional unless the customer's organisation
 * requires one).
 */
export function PaymentFieldset({
  number,
  cardPayments,
  choice,
  purchaseOrder,
  purchaseOrderRequired = false,
}: {
  number: number;
  cardPayments: boolean;
  choice: UseFormRegisterReturn;
  purchaseOrder: UseFormRegisterReturn & { error?: string };
  /** The customer's organisation requires a purchase order number on every booking. */
  purchaseOrderRequired?: boolean;
}) {
  const choices = [
    {
      value: "after_collection",
      title: invoiceMessages.payAfter,
      detail: `Your invoice comes with the certificate of destruction; pay within ${site.invoicing.paymentTermsDays} days.`,
    },
    ...(cardPayments
      ? [
          {
            value: "card_now",
            title: invoiceMessages.payNow,
            detail: "Pay securely with Stripe now; your receipt is e-mailed at once.",
          },
        ]
      : []),
  ];
  return (
    <BookingStep
      number={number}
      title={invoiceMessages.paymentLegend}
      legend={invoiceMessages.paymentLegend}
    >
      <ChoiceCards
        label="How to pay"
        className={cardPayments ? "sm:grid-cols-2" : ""}
        registration={choice}
        choices={choices}
      />
      <div className="mt-5 max-w-sm">
        <TextField
          label={invoiceMessages.purchaseOrder}
          maxLength={PURCHASE_ORDER_MAX}
          required={purchaseOrderRequired}
          hint={
            purchaseOrderRequired
              ? "Required by your organisation: printed on your invoice."
              : "Optional: printed on your invoice."
          }
          {...purchaseOrder}
        />
      </div>
    </BookingStep>
  );
}
