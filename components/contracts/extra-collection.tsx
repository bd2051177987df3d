"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { TextAreaField } from "@/components/forms/field";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { Unavailable } from "@/lib/bookings/capacity-rules";
import { contractMessages } from "@/lib/contracts/contract-rules";
import { visitChangeMessages } from "@/lib/contracts/visit-change-rules";
import { EXTRA_NOTE_MAX } from "@/lib/contracts/contract-visit-schema";
import { failureText, type ContractVisitActions } from "./contract-actions";
import { useChosenDay, VisitDatePicker } from "./visit-date-picker";

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
  const chosen = useChosenDay();
  const { day } = chosen;
  const [note, setNote] = useState("");
  // A refusal that is not the day's (the limit of open extra collections), shown in the form.
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, startTransition] = useTransition();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (!chosen.ready()) return;
    setRefusal(null);
    startTransition(async () => {
      const result = await request({ contract, selected_date: day, note }).catch(() => null);
      if (result?.ok) {
        toast.success(contractMessages.extraRequested);
        chosen.clear();
        setNote("");
        router.refresh();
        return;
      }
      if (result && !result.ok && result.fieldErrors?.selected_date) chosen.refuse(result.message);
      else if (result && !result.ok && result.reason === "validation") setRefusal(result.message);
      const failure = failureText(result, visitChangeMessages.failed);
      toast.error(failure.title, { description: failure.description });
    });
  };
  return (
    <form onSubmit={submit} noValidate aria-label={contractMessages.extraHeading}>
      <VisitDatePicker {...chosen.picker} unavailable={unavailable} />
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
