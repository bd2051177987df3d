"use client";

import { useRouter } from "next/navigation";
import { useTransition, type FormEvent } from "react";
import { toast } from "@/components/toast";
import type { ActionResult, FieldErrors } from "@/lib/action-result";

/**
 * How an admin panel runs a server action: pending while it runs, a 'Success' toast with
 * `success` or an 'Error' toast with the server's message, then the page's data read again.
 */
export function useAdminAction() {
  const router = useRouter();
  const [pending, start] = useTransition();

  /**
   * `showErrors`, when given, receives the server's field messages (an empty object on success),
   * so the form shows them at their fields; the first such field in `form` takes focus.
   */
  function run(
    action: () => Promise<ActionResult<unknown>>,
    success: string,
    form?: HTMLFormElement,
    showErrors?: (errors: FieldErrors) => void,
  ) {
    start(async () => {
      const result = await action().catch(() => null);
      if (result?.ok) {
        toast.success("Success", { description: success });
        showErrors?.({});
        form?.reset();
      } else {
        const fieldErrors = result && !result.ok ? result.fieldErrors : undefined;
        if (showErrors && fieldErrors) {
          showErrors(fieldErrors);
          const first = Object.keys(fieldErrors).find((name) => fieldErrors[name]?.[0]);
          const control = first ? form?.elements.namedItem(first) : null;
          if (control instanceof HTMLElement) control.focus();
        }
        toast.error("Error", {
          description: result && !result.ok ? result.message : "Something went wrong",
        });
      }
      router.refresh();
    });
  }

  return { pending, run };
}

/** A submitted form's fields, as the action receives them (the page does not reload). */
export function formValues(event: FormEvent<HTMLFormElement>): Record<string, FormDataEntryValue> {
  event.preventDefault();
  return Object.fromEntries(new FormData(event.currentTarget));
}
