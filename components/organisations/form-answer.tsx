"use client";

import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import type { ActionFailure } from "@/components/forms/use-action-form";
import type { ActionResult } from "@/lib/shared/action-result";

// What the organisation's forms share: the answer shown under a form in a status region (read
// out by screen readers), the page read again after a change, and the failure toast for anything
// that is not a field's own message.

/** The toast for a refusal that no field shows (a field's message shows at the field). */
export const failedToast = (failure: ActionFailure | null) =>
  failure?.reason === "validation"
    ? null
    : { title: "Not done", description: failure?.message ?? "Something went wrong. Try again." };

/** A form's last answer, and what to do on success: say it, and read the page again. */
export function useAnswer() {
  const router = useRouter();
  const [answer, setAnswer] = useState("");
  return {
    answer,
    clear: () => setAnswer(""),
    done: (message: string) => {
      setAnswer(message);
      router.refresh();
    },
  };
}

/** The answer's region: polite, so it is read out once it changes. */
export function Answer({ text, tone = "done" }: { text: string; tone?: "done" | "refused" }) {
  return (
    <p
      role="status"
      className={`text-sm font-medium ${tone === "refused" ? "text-red-700" : "text-brand-900"}`}
    >
      {text}
    </p>
  );
}

/**
 * A one-button or one-select change on a row (Change role, Remove, Add to {organisation}): runs
 * the action, then shows its answer or its refusal beside the row, and reads the page again.
 */
export function useRowAction<Input>(
  action: (input: Input) => Promise<ActionResult<{ message: string }>>,
  callbacks: { onDone?: (message: string) => void; onRefused?: () => void } = {},
) {
  const router = useRouter();
  const [pending, start] = useTransition();
  const [answer, setAnswer] = useState<{ text: string; tone: "done" | "refused" } | null>(null);
  const run = (input: Input) =>
    start(async () => {
      const result = await action(input).catch(() => null);
      if (result?.ok) {
        setAnswer({ text: result.data.message, tone: "done" });
        callbacks.onDone?.(result.data.message);
        router.refresh();
      } else {
        setAnswer({ text: result?.message ?? "Something went wrong. Try again.", tone: "refused" });
        callbacks.onRefused?.();
      }
    });
  return { pending, answer, run };
}
