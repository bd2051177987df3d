import type { FieldValues, Path, UseFormSetError } from "react-hook-form";
import type { FieldErrors } from "@/lib/action-result";

/** Shows the server's validation messages under their fields (the first message of each). */
export function applyFieldErrors<T extends FieldValues>(
  setError: UseFormSetError<T>,
  fieldErrors?: FieldErrors,
) {
  for (const [name, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages?.[0]) setError(name as Path<T>, { message: messages[0] });
  }
}
