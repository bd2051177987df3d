"use client";

import { useRouter } from "next/navigation";
import { useId } from "react";
import type { UseFormReturn } from "react-hook-form";
import { Honeypot, TextField } from "@/components/forms/field";
import { rateLimitedOr, useActionForm } from "@/components/forms/use-action-form";
import { buttonClass } from "@/components/ui/button-styles";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { WASTE_HIERARCHY_DECLARATION } from "@/lib/contracts/transfer-note-rules";
import { formatLondonDate } from "@/lib/shared/format-date";
import { paths } from "@/lib/shared/paths";
import {
  transferNoteMessages,
  type SignTransferNoteInput,
} from "@/lib/contracts/transfer-note-schema";
import { signMyTransferNote } from "@/lib/contracts/transfer-note-actions";
import type { TransferNoteState } from "@/lib/contracts/transfer-notes";

type Values = Omit<SignTransferNoteInput, "contract" | "year"> & { website: string };

const schema = () =>
  import("@/lib/contracts/transfer-note-schema").then(
    (module) => module.transferNoteSignatureSchema,
  );

/**
 * The contract page's Waste transfer note: the year's note as a PDF, and while it is
 * unsigned the customer's signature: full name, their SIC code (prefilled with the contract's, to
 * correct or give), the confirmation of the waste's description and the waste hierarchy
 * declaration. Once signed it says who signed and when. Drop it into the contract page with
 * `<WasteTransferNoteSection token={token} year={year} note={await transferNoteOf(id, year)} />`.
 */
export function WasteTransferNoteSection({
  token,
  year,
  note,
}: {
  token: string;
  year: number;
  note: TransferNoteState;
}) {
  const router = useRouter();
  const headingId = useId();
  const { form, submitting, onSubmit, field, onFocus, errors } = useActionForm<Values, unknown>({
    defaultValues: {
      signed_name: "",
      sic_code: note.sicCode ?? "",
      confirm: false,
      hierarchy: false,
      website: "",
    },
    schema,
    invalidTitle: contractMessages.transferNote,
    send: (values) => signMyTransferNote({ ...values, contract: token, year: String(year) }),
    sent: {
      title: contractMessages.signed,
      description: "Thank you. The signed note can be downloaded at any time.",
    },
    onSent: () => router.refresh(),
    failed: (failure) =>
      failure?.reason === "validation"
        ? { title: contractMessages.transferNote, description: failure.message }
        : rateLimitedOr(failure, {
            title: contractMessages.transferNote,
            description: transferNoteMessages.failed,
          }),
  });

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {contractMessages.transferNote}
      </h2>
      <p className="mt-2 text-muted">
        One note covers every collection of {year}. The law asks both of us to keep it for two
        years.
      </p>
      <p className="mt-3">
        <a href={paths.contractTransferNote(token, year)} className={buttonClass("secondary")}>
          Download waste transfer note {year} (PDF)
        </a>
      </p>
      {note.signedAt && note.signedName ? (
        <p className="mt-4 font-semibold text-green-800">
          Signed by {note.signedName} on{" "}
          {formatLondonDate(note.signedAt, "EEEE d MMMM yyyy, HH:mm")}.
        </p>
      ) : (
        <form
          onSubmit={onSubmit}
          onFocus={onFocus}
          noValidate
          aria-label={contractMessages.signButton}
          className="mt-5 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
        >
          <Honeypot register={form.register("website")} />
          <TextField
            label={contractMessages.signName}
            required
            autoComplete="name"
            {...field("signed_name")}
          />
          <TextField
            label={contractMessages.sicCode}
            required
            inputMode="numeric"
            autoComplete="off"
            maxLength={7}
            hint="Your business's 5-digit UK SIC 2007 code, as registered at Companies House."
            {...field("sic_code")}
          />
          <CheckBox
            form={form}
            name="confirm"
            label={contractMessages.signConfirm}
            error={errors.confirm?.message}
          />
          <CheckBox
            form={form}
            name="hierarchy"
            label={WASTE_HIERARCHY_DECLARATION}
            error={errors.hierarchy?.message}
          />
          <button type="submit" disabled={submitting} className={buttonClass("primary")}>
            {submitting ? "Signing..." : contractMessages.signButton}
          </button>
        </form>
      )}
    </section>
  );
}

/** A required check box of the signature, its message under it. */
function CheckBox({
  form,
  name,
  label,
  error,
}: {
  form: UseFormReturn<Values>;
  name: "confirm" | "hierarchy";
  label: string;
  error: string | undefined;
}) {
  const id = useId();
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          className="mt-1 h-5 w-5 shrink-0 rounded border-slate-300"
          {...form.register(name, { onChange: () => form.clearErrors(name) })}
        />
        <label htmlFor={id} className="text-sm font-semibold text-ink">
          {label}
        </label>
      </div>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
