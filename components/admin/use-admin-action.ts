"use client";

import { useRouter } from "next/navigation";
import { useTransition, type FormEvent } from "react";
import { focusFirstField } from "@/components/forms/focus-first-field";
import { toast } from "@/components/toast";
import type { ActionResult, FieldErrors } from "@/lib/shared/action-result";

/**
 * How an admin panel runs a server action: pending while it runs, a 'Success' toast with
 * `success` or an 'Error' toast with the server's message, then the page's data read again.
 * A refusal's field messages go to `showErrors` for the panel to show at its fields (an empty
 * object on success), and the first refused field of `form` takes the focus.
 */
export function useAdminAction() {
  const router = useRouter();
  const [pending, start] = useTransition();

  function run(
    action: () => Promise<ActionResult<unknown>>,
    success: string,
    form?: HTMLFormElement,
    showErrors?: (errors: FieldErrors) => void,
  ) {
    start(async () => {
      const result = await action().catch(() => null);
      if (result?.ok) {
        showErrors?.({});
        toast.success("Success", { description: success });
        form?.reset();
      } else {
        const refused = (result && !result.ok && result.fieldErrors) || {};
        showErrors?.(refused);
        focusFirstField(form, refused);
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
