"use client";

import { useAdminAction } from "@/components/admin/use-admin-action";
import { markRecordingCheckedAction } from "@/lib/crew/recording-actions";
import { crewRecordingTexts } from "@/lib/crew/recording-view";

const texts = crewRecordingTexts.held;

/** Checked on a held crew recording: the office has dealt with it; Today stops counting it. */
export function MarkRecordingChecked({ id, reference }: { id: string; reference: string }) {
  const { pending, run } = useAdminAction();
  return (
    <button
      type="button"
      disabled={pending}
      className="rounded-lg border border-brand-800 px-3 py-1 text-sm font-semibold text-brand-800"
      onClick={() => run(() => markRecordingCheckedAction({ id }), texts.markedChecked)}
    >
      {texts.checked}
      <span className="sr-only"> {reference}</span>
    </button>
  );
}
