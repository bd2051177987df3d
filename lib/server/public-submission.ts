import "server-only";
import type * as z from "zod/mini";
import type { ActionResult } from "@/lib/action-result";
import { isHoneypotFilled, rateLimitedMessage, withinFormRateLimit } from "./form-guard";
import { validationFailure } from "./validation-failure";

// What every public form submission (booking, quote, contact) does, in this order: a filled
// honeypot gets a quiet success and nothing is stored; the form's required fields (when the spec
// names a message for them); the form's own zod schema; the address's hourly limit; then the
// work, which stores the submission and its e-mails. A failure inside the work is logged and
// answered with the form's own message; the visitor hears "sent" only once it is stored.

type Schema<Data> = {
  safeParse(
    input: unknown,
  ): { success: true; data: Data } | { success: false; error: z.core.$ZodError };
};

export type SubmissionOptions<Data, T> = {
  schema: Schema<Data>;
  /** The rate-limit bucket (form-guard.ts): the forms that share one allowance share a name. */
  limit: "booking" | "enquiry";
  /** Shown to the visitor when storing fails; the log names the form by `label`. */
  failure: string;
  label: string;
  /** What a bot that filled the honeypot is told. */
  botAnswer: T;
  /** Checked before the schema, with the spec's own message (booking: 'Missing Information'). */
  required?: { test: (input: Record<string, unknown>) => boolean; message: string };
};

export function publicSubmission<Data, T, Extra extends unknown[] = []>(
  options: SubmissionOptions<Data, T>,
  work: (data: Data, ...extra: Extra) => Promise<ActionResult<T>>,
) {
  return async (input: unknown, ip: string, ...extra: Extra): Promise<ActionResult<T>> => {
    if (isHoneypotFilled(input)) return { ok: true, data: options.botAnswer };
    if (options.required) {
      const fields = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
      if (!options.required.test(fields)) {
        return { ok: false, reason: "validation", message: options.required.message };
      }
    }
    const parsed = options.schema.safeParse(input);
    if (!parsed.success) return validationFailure<T>(parsed.error);
    try {
      if (!(await withinFormRateLimit(options.limit, ip))) {
        return { ok: false, reason: "rate_limited", message: rateLimitedMessage() };
      }
      return await work(parsed.data, ...extra);
    } catch (error) {
      console.error(`[${options.label}] could not store the submission:`, error);
      return { ok: false, reason: "server", message: options.failure };
    }
  };
}
