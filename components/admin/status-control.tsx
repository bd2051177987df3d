"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/toast";
import type { ActionResult } from "@/lib/shared/action-result";

/** A record's status workflow: one button per next status. */
export function StatusControl({
  current,
  statuses,
  change,
}: {
  current: string;
  statuses: readonly string[];
  change: (status: string) => Promise<ActionResult>;
}) {
  const router = useRouter();
  const [pending, start] = useTransition();
  return (
    <div role="group" aria-label="Change status" className="flex flex-wrap gap-2">
      {statuses.map((status) => (
        <button
          key={status}
          type="button"
          disabled={pending || status === current}
          aria-pressed={status === current}
          onClick={() =>
            start(async () => {
              const result = await change(status).catch(() => null);
              if (result?.ok) toast.success("Success", { description: `Status set to ${status}` });
              else
                toast.error("Error", {
                  description: result && !result.ok ? result.message : "Failed to update status",
                });
              router.refresh();
            })
          }
          className="rounded-lg border border-brand-800 px-3 py-1.5 text-sm font-semibold text-brand-800 capitalize hover:bg-brand-50 disabled:cursor-default aria-pressed:bg-brand-800 aria-pressed:text-white"
        >
          {status}
        </button>
      ))}
    </div>
  );
}
