import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldErrors } from "@/lib/shared/action-result";

/**
 * Shows the server's validation messages under their fields (the first message of each); with
 * `focusFirst`, moves the focus to the first field named (the schema's order, which is the
 * form's), so a keyboard or screen-reader user lands on what to fix (the admin's forms).
 */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors?: FieldErrors,
  { focusFirst = false }: { focusFirst?: boolean } = {},
) {
  let focused = false;
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    if (!messages?.[0]) continue;
    setError(name as Path<T>, { message: messages[0] }, { shouldFocus: focusFirst && !focused });
    focused = true;
  }
}
