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
