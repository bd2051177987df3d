// The one result shape of every form action: success, or a failure the form can show.
export type FieldErrors = Record<string, string[] | undefined>;

export type ActionResult<T = undefined> =
  | { ok: true; data: T }
  | {
      ok: false;
      reason: "validation" | "rate_limited" | "server";
      message: string;
      fieldErrors?: FieldErrors;
    };

/** A refusal that names the field to fix: its message goes under the field and in the toast. */
export function fieldRefusal(field: string, message: string): ActionResult<never> {
  return { ok: false, reason: "validation", message, fieldErrors: { [field]: [message] } };
}
