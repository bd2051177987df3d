import "server-only";
import * as z from "zod/mini";
import type { ActionResult } from "@/lib/shared/action-result";

/** A schema's rejection as an action result: the first message, and each field's messages. */
export function validationFailure<T = undefined>(error: z.core.$ZodError): ActionResult<T> {
  return {
    ok: false,
    reason: "validation",
    message: error.issues[0]?.message ?? "Invalid input",
    fieldErrors: z.flattenError(error).fieldErrors,
  };
}
