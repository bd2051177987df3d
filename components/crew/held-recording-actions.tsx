"use client";

import { useAdminAction } from "@/components/admin/use-admin-action";
import { applyHeldRecordingAction, discardHeldRecordingAction } from "@/lib/crew/recording-actions";
import { crewRecordingTexts } from "@/lib/crew/recording-view";

const texts = crewRecordingTexts.held;
const button = "min-h-11 rounded-lg px-4 py-2 text-sm font-semibold disabled:opacity-60";

/** Apply (run it against the job now) and Discard (set it aside), on a held crew recording. */
export function HeldRecordingActions({ id, reference }: { id: string; reference: string }) {
  const { pending, run } = useAdminAction();
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        disabled={pending}
        className={`${button} bg-brand-800 text-white`}
        onClick={() => run(() => applyHeldRecordingAction({ id }), texts.applied)}
      >
        {texts.apply}
        <span className="sr-only"> {reference}</span>
      </button>
      <button
        type="button"
        disabled={pending}
        className={`${button} border border-brand-800 text-brand-800`}
        onClick={() => run(() => discardHeldRecordingAction({ id }), texts.discarded)}
      >
        {texts.discard}
        <span className="sr-only"> {reference}</span>
      </button>
    </div>
  );
}
