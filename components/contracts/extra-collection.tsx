"use client";

import { useRouter } from "next/navigation";
import { useId, useState, useTransition } from "react";
import { TextAreaField } from "@/components/forms/field";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { Unavailable } from "@/lib/bookings/capacity-rules";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { visitChangeMessages } from "@/lib/contracts/visit-change-rules";
import { EXTRA_NOTE_MAX } from "@/lib/contracts/contract-visit-schema";
import { failureText, type ContractVisitActions } from "./contract-actions";
import { VisitDatePicker } from "./visit-date-picker";

/** Request an extra collection: a day from the next bookable working day on, and a note. */
export function ExtraCollection({
  contract,
  unavailable,
  request,
}: {
  contract: string;
  unavailable: Record<string, Unavailable>;
  request: ContractVisitActions["extra"];
}) {
  const router = useRouter();
  const errorId = useId();
  const [day, setDay] = useState("");
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  // A refusal that is not the day's (the limit of open extra collections), shown in the form.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!day) {
      setError("Please select a date");
      return;
    }
    setRefusal(null);
    startTransition(async () => {
      const result = await request({ contract, selected_date: day, note }).catch(() => null);
      if (result?.ok) {
        toast.success(contractMessages.extraRequested);
        setDay("");
        setNote("");
        router.refresh();
        return;
      }
      if (result && !result.ok && result.fieldErrors?.selected_date) setError(result.message);
      else if (result && !result.ok && result.reason === "validation") setRefusal(result.message);
      const failure = failureText(result, visitChangeMessages.failed);
      toast.error(failure.title, { description: failure.description });
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={contractMessages.extraHeading}>
      <VisitDatePicker
        value={day}
        onChange={(chosen) => {
          setDay(chosen);
          setError(null);
        }}
        unavailable={unavailable}
        error={error}
        errorId={errorId}
      />
      <div className="mt-4 max-w-xl">
        <TextAreaField
          label={visitChangeMessages.note}
          name="note"
          rows={3}
          maxLength={EXTRA_NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {refusal && (
        <p role="alert" className="mt-4 max-w-xl text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
      <button type="submit" disabled={pending || !day} className={buttonClass("primary", "mt-4")}>
        {pending ? "Sending..." : visitChangeMessages.requestExtra}
      </button>
    </form>
  );
}
