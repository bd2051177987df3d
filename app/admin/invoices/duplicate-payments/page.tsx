import { ListPages } from "@/components/admin/list-pages";
import { MarkDuplicateSeen } from "@/components/payments/mark-duplicate-seen";
import { AttentionList } from "@/components/office/attention-list";
import Link from "@/components/ui/link";
import { duplicatePaymentTexts as texts } from "@/lib/payments/duplicate-payment-texts";
import { formatLondonDateTime } from "@/lib/shared/format-date";
import { parsePageNumber } from "@/lib/shared/pagination";
import { paths } from "@/lib/shared/paths";
import { formatCharge } from "@/lib/shared/prices";
import { adminPage } from "@/lib/server/admin-guard";
import { duplicatePaymentsPage, type DuplicatePaymentRow } from "@/lib/payments/duplicate-payments";

type Props = { searchParams: Promise<{ page?: string }> };

// Duplicate card payments: the list Today's "duplicate card payments refunded" opens.
// Not a tab. Each row says how its automatic refund went; Mark as seen ends Today's count of it.
export default adminPage(async function DuplicatePaymentsPage({ searchParams }: Props) {
  const { page } = await searchParams;
  const list = await duplicatePaymentsPage(parsePageNumber(page) ?? 1);
  return (
    <AttentionList
      texts={texts}
      headers={[...texts.headers]}
      rows={list.items.map((row) => ({
        key: row.id,
        cells: [
          <Link
            key="invoice"
            href={paths.adminInvoicePdf(row.invoiceNumber)}
            className="font-semibold text-accent-700 underline"
          >
            {row.invoiceNumber}
          </Link>,
          row.customerName,
          formatCharge(row.amountPence),
          formatLondonDateTime(row.receivedAt),
          texts.reasons[row.reason],
          <RefundState key="refund" row={row} />,
          row.seenAt ? (
            texts.seen(formatLondonDateTime(row.seenAt), row.seenBy)
          ) : (
            <MarkDuplicateSeen key="seen" id={row.id} invoice={row.invoiceNumber} />
          ),
        ],
      }))}
      pages={
        <ListPages page={list} noun={texts.noun} path={paths.adminDuplicatePayments} filter={{}} />
      }
    />
  );
});

function RefundState({ row }: { row: DuplicatePaymentRow }) {
  if (row.refundStatus === "succeeded") return <>{texts.refund.succeeded(row.stripeRefundId)}</>;
  const text =
    row.refundStatus === "failed"
      ? texts.refund.failed(row.lastError)
      : texts.refund.pending(row.lastError);
  const tone = row.refundStatus === "failed" ? "text-red-700" : "text-amber-900";
  return <span className={`break-words ${tone}`}>{text}</span>;
}
