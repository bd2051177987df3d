"use client";

import { useRouter } from "next/navigation";
import { useTransition } from "react";
import { toast } from "@/components/toast";
import { buttonClass } from "@/components/ui/button-styles";
import type { ActionResult } from "@/lib/shared/action-result";
import { visitUndoMessages, type VisitChangeMark } from "@/lib/contracts/visit-undo-rules";
import type { AdminUndoVisitRequest } from "@/lib/contracts/visit-undo-schema";

/**
 * The office's Undo of a visit's skip or move on the contract's page: the server
 * checks everything again and e-mails the customer; the page is read again after it.
 */
export function UndoVisitChange({
  contract,
  visit,
  change,
  undo,
}: {
  contract: string;
  visit: string;
  change: VisitChangeMark;
  undo: (request: AdminUndoVisitRequest) => Promise<ActionResult<{ day: string }>>;
}) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const click = () =>
    startTransition(async () => {
      const result = await undo({ contract, visit }).catch(() => null);
      if (result?.ok) {
        const done = visitUndoMessages.undone(change);
        toast.success(done.title, { description: done.description });
      } else {
        toast.error(visitUndoMessages.failed.title, {
          description: result && !result.ok ? result.message : visitUndoMessages.failed.description,
        });
      }
      router.refresh();
    });
  return (
    <button
      type="button"
      disabled={pending}
      aria-label={visitUndoMessages.undoLabel(change)}
      onClick={click}
      className={buttonClass("outline", "px-3 py-1 text-xs")}
    >
      {visitUndoMessages.undo}
    </button>
  );
}
