import { vatRateLabel, type InvoiceLineAmounts } from "@/lib/invoices/invoice-rules";
import { formatCharge } from "@/lib/shared/prices";
import { SimpleTable } from "@/components/admin/simple-table";

/** A document's lines as it states them, then its totals. */
export function InvoiceLinesTable({
  invoice,
}: {
  invoice: {
    number: string;
    lines: InvoiceLineAmounts[];
    subtotalPence: number;
    vatPence: number;
    totalPence: number;
  };
}) {
  return (
    <div className="mt-6">
      <SimpleTable
        caption={`Lines of ${invoice.number}`}
        headers={["Description", "Quantity", "Unit price", "VAT", "Amount"]}
        rows={[
          ...invoice.lines.map((line, index) => ({
            key: String(index),
            cells: [
              line.description,
              String(line.quantity),
              formatCharge(line.unitPricePence),
              `${formatCharge(line.vatPence)} (${vatRateLabel(line.vatRateBp)})`,
              formatCharge(line.netPence),
            ],
          })),
          {
            key: "totals",
            cells: [
              <strong key="label">Total</strong>,
              "",
              "",
              formatCharge(invoice.vatPence),
              <strong key="total">
                {formatCharge(invoice.subtotalPence)} + VAT = {formatCharge(invoice.totalPence)}
              </strong>,
            ],
          },
        ]}
      />
    </div>
  );
}
