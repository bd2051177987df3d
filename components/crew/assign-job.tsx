"use client";

import { useState, type FormEvent } from "react";
import { SelectField } from "@/components/forms/field";
import { buttonClass } from "@/components/ui/button-styles";
import type { FieldErrors } from "@/lib/shared/action-result";
import { assignmentTexts as texts, type CrewMember } from "@/lib/crew/assignment";
import { assignJobAction } from "@/lib/crew/office-actions";
import { useAdminAction } from "@/components/admin/use-admin-action";

/**
 * Assign to on a job: Any crew or one of the current crew members, saved with Assign.
 * A refusal (someone no longer crew) shows at the select and changes nothing.
 */
export function AssignJob({
  bookingId,
  reference,
  assigneeId,
  crew,
}: {
  bookingId: string;
  reference: string;
  assigneeId: string | null;
  crew: CrewMember[];
}) {
  const saved = assigneeId ?? "";
  const [value, setValue] = useState(saved);
  // The server's answer wins when it changes (after Assign, or another office's change).
  const [seen, setSeen] = useState(saved);
  if (seen !== saved) {
    setSeen(saved);
    setValue(saved);
  }
  const [errors, setErrors] = useState<FieldErrors>({});
  const { pending, run } = useAdminAction();
  const options = [
    { value: "", label: texts.anyCrew },
    ...crew.map((member) => ({ value: member.id, label: member.name })),
  ];
  // A job given to someone no longer crew still says so until the office chooses again.
  if (saved && !crew.some((member) => member.id === saved)) {
    options.push({ value: saved, label: texts.notCrew });
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const chosen = options.find((option) => option.value === value);
    const success = texts.assigned(reference, value ? (chosen?.label ?? null) : null);
    run(() => assignJobAction(bookingId, { assignee: value }), success, undefined, setErrors);
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <div className="min-w-0">
        <SelectField
          label={texts.assignTo}
          aria-label={texts.assignToLabel(reference)}
          name="assignee"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          options={options}
          error={errors.assignee?.[0]}
          className="py-1.5 text-sm"
        />
      </div>
      <button
        type="submit"
        disabled={pending}
        aria-label={texts.assignLabel(reference)}
        className={buttonClass("outline", "px-3 py-1.5 text-xs")}
      >
        {texts.assign}
      </button>
    </form>
  );
}
