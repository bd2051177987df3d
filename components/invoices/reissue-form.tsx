"use client";

import { useId, useState } from "react";
import { TextAreaField, TextField } from "@/components/forms/field";
import { prepareToasts } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import {
  correctedLines,
  penceAsInput,
  poundsToPence,
  type DraftLine,
} from "@/lib/invoices/correction-rules";
import { invoiceTotals } from "@/lib/invoices/invoice-rules";
import { formatCharge } from "@/lib/shared/prices";
import { MAX_LINES } from "@/lib/invoices/correction-schema";
import { reissueInvoiceAction } from "@/lib/payments/correction-actions";
import { CorrectionReasonField, REASON_PRINTED_HINT } from "./correction-reason-field";
import { useAdminAction } from "@/components/admin/use-admin-action";

type Line = {
  key: number;
  description: string;
  quantity: string;
  unit_price: string;
  /** Beside the unit price when the form rounded it (reissueDraftLine). */
  hint?: string;
};

/** The new invoice's totals while the office types, when every line reads as a line. */
function preview(lines: Line[]) {
  const parsed = lines.map((line) => ({
    description: line.description,
    quantity: Number(line.quantity),
    unitPricePence: poundsToPence(line.unit_price),
  }));
  if (
    parsed.some((l) => !Number.isInteger(l.quantity) || l.quantity < 1 || l.unitPricePence === null)
  ) {
    return null;
  }
  return invoiceTotals(
    correctedLines(parsed.map((l) => ({ ...l, unitPricePence: l.unitPricePence! }))),
  );
}

/**
 * Credit and re-issue: the credit note for the whole invoice and a new invoice whose lines the
 * office corrects (description, quantity, unit price excluding VAT; VAT is added per line). A
 * booking's line starts with its bags as the quantity (reissueDraftLine).
 */
export function ReissueForm({
  number,
  request,
  lines: initial,
}: {
  number: string;
  request: string;
  lines: DraftLine[];
}) {
  const { pending, run } = useAdminAction();
  const [errors, setErrors] = useState<FieldErrors>({});
  const [reason, setReason] = useState("");
  const [next, setNext] = useState(initial.length);
  const [lines, setLines] = useState<Line[]>(() =>
    initial.map((line, key) => ({
      key,
      description: line.description,
      quantity: String(line.quantity),
      unit_price: penceAsInput(line.unitPricePence),
      ...(line.priceHint ? { hint: line.priceHint } : {}),
    })),
  );
  const totalsId = useId();
  const totals = preview(lines);
  const change = (key: number, field: keyof Omit<Line, "key">, value: string) =>
    setLines((all) => all.map((line) => (line.key === key ? { ...line, [field]: value } : line)));

  return (
    <form
      aria-label={`Credit and re-issue invoice ${number}`}
      noValidate
      className="grid gap-4"
      onFocus={prepareToasts}
      onSubmit={(event) => {
        event.preventDefault();
        const form = event.currentTarget;
        const values = {
          invoice: number,
          request,
          reason,
          lines: lines.map(({ description, quantity, unit_price }) => ({
            description,
            quantity,
            unit_price,
          })),
        };
        run(
          () => reissueInvoiceAction(values),
          `Invoice ${number} credited and re-issued`,
          form,
          setErrors,
        );
      }}
    >
      <CorrectionReasonField
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        hint={REASON_PRINTED_HINT}
        error={errors.reason?.[0]}
      />
      <fieldset className="grid gap-3">
        <legend className="text-sm font-semibold text-ink">Lines of the new invoice</legend>
        {lines.map((line, index) => (
          <LineFields
            key={line.key}
            line={line}
            index={index}
            errors={errors}
            onChange={(field, value) => change(line.key, field, value)}
            onRemove={
              lines.length === 1
                ? undefined
                : () => setLines((all) => all.filter((l) => l.key !== line.key))
            }
          />
        ))}
        {errors.lines?.[0] && <p className="text-sm font-medium text-red-700">{errors.lines[0]}</p>}
        <div>
          <button
            type="button"
            disabled={lines.length >= MAX_LINES}
            onClick={() => {
              setLines((all) => [
                ...all,
                { key: next, description: "", quantity: "1", unit_price: "" },
              ]);
              setNext(next + 1);
            }}
            className={buttonClass("outline")}
          >
            Add line
          </button>
        </div>
      </fieldset>
      <p id={totalsId} aria-live="polite" className="text-sm">
        {totals
          ? `New invoice: ${formatCharge(totals.subtotalPence)} + VAT ${formatCharge(totals.vatPence)} = ${formatCharge(totals.totalPence)}`
          : "New invoice: complete every line to see its total."}
      </p>
      <div>
        <button
          type="submit"
          disabled={pending}
          aria-describedby={totalsId}
          className={buttonClass("secondary")}
        >
          Credit and re-issue
        </button>
      </div>
    </form>
  );
}

/** One line of the new invoice: its description, quantity and unit price, and Remove. */
function LineFields({
  line,
  index,
  errors,
  onChange,
  onRemove,
}: {
  line: Line;
  index: number;
  errors: FieldErrors;
  onChange: (field: keyof Omit<Line, "key">, value: string) => void;
  /** None for the last line left. */
  onRemove?: () => void;
}) {
  return (
    <div
      role="group"
      aria-label={`Line ${index + 1}`}
      className="grid gap-3 rounded-xl border border-slate-200 bg-white p-3 sm:grid-cols-[1fr_6rem_8rem_auto] sm:items-start"
    >
      <TextAreaField
        label={`Description, line ${index + 1}`}
        name={`lines.${index}.description`}
        required
        rows={2}
        value={line.description}
        onChange={(event) => onChange("description", event.target.value)}
        error={errors[`lines.${index}.description`]?.[0]}
      />
      <TextField
        label="Quantity"
        name={`lines.${index}.quantity`}
        inputMode="numeric"
        required
        value={line.quantity}
        onChange={(event) => onChange("quantity", event.target.value)}
        error={errors[`lines.${index}.quantity`]?.[0]}
      />
      <TextField
        label="Unit price (£, excl. VAT)"
        name={`lines.${index}.unit_price`}
        inputMode="decimal"
        required
        value={line.unit_price}
        hint={line.hint}
        onChange={(event) => onChange("unit_price", event.target.value)}
        error={errors[`lines.${index}.unit_price`]?.[0]}
      />
      <button
        type="button"
        disabled={!onRemove}
        onClick={onRemove}
        className={buttonClass("ghost", "sm:mt-6")}
      >
        Remove<span className="sr-only"> line {index + 1}</span>
      </button>
    </div>
  );
}
