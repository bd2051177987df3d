import "server-only";
import { headers } from "next/headers";
import type * as z from "zod/mini";
import type { ActionResult, FieldErrors } from "@/lib/shared/action-result";
import { clientIp } from "./client-ip";
import { isHoneypotFilled, rateLimitedMessage, withinFormRateLimit } from "./form-guard";
import { validationFailure } from "./validation-failure";

// Every public form's server action (booking, quote, contact) is one of these, beside adminAction:
// form -> action file -> data module. The steps, in this order: a filled honeypot gets a quiet
// success and nothing is stored; the form's required fields (when the spec names a message for
// them); the form's zod schema (the one the form validates with); the address's hourly limit; then
// the work, which stores the submission with its e-mails. A failure inside the work is logged and
// answered with the form's own message: the visitor hears "sent" only once it is stored. Delivery
// of the stored e-mails starts right after the response; the outbox worker retries the rest.

type Schema<Data> = {
  safeParse(
    input: unknown,
  ): { success: true; data: Data } | { success: false; error: z.core.$ZodError };
};

/** Who is asking, and when: the server decides both, never the browser. */
export type PublicRequest = { ip: string; now: Date };

export type PublicActionOptions<Data, T> = {
  schema: Schema<Data>;
  /** The rate-limit bucket (form-guard.ts): the forms that share one allowance share a name. */
  limit: "booking" | "enquiry" | "manage";
  /** Shown to the visitor when storing fails; the log names the form by `label`. */
  failure: string;
  label: string;
  /**
   * Starts delivering the stored e-mails right after the response: the caller passes
   * `deliverAfterResponse` (lib/mail-delivery), which this shared place cannot import (delivery
   * draws the domains' documents).
   */
  deliver: () => void;
  /** What a bot that filled the honeypot is told. */
  botAnswer: T;
  /** Checked before the schema, with the spec's own message (booking: 'Missing Information'). */
  required?: {
    test: (input: Record<string, unknown>) => boolean;
    message: string;
    /** The empty fields, each with its message, so the form can mark them. */
    fields?: (input: Record<string, unknown>) => FieldErrors;
  };
};

export function publicAction<Data, T, Extra extends unknown[] = []>(
  options: PublicActionOptions<Data, T>,
  work: (data: Data, request: PublicRequest, ...extra: Extra) => Promise<ActionResult<T>>,
) {
  /** The submission as it is handled for a given request (tests call this with their own). */
  async function handle(
    request: PublicRequest,
    input: unknown,
    ...extra: Extra
  ): Promise<ActionResult<T>> {
    if (isHoneypotFilled(input)) return { ok: true, data: options.botAnswer };
    if (options.required) {
      const fields = input && typeof input === "object" ? (input as Record<string, unknown>) : {};
      if (!options.required.test(fields)) {
        const fieldErrors = options.required.fields?.(fields);
        return { ok: false, reason: "validation", message: options.required.message, fieldErrors };
      }
    }
    const parsed = options.schema.safeParse(input);
    if (!parsed.success) return validationFailure<T>(parsed.error);
    try {
      if (!(await withinFormRateLimit(options.limit, request.ip))) {
        return { ok: false, reason: "rate_limited", message: rateLimitedMessage() };
      }
      return await work(parsed.data, request, ...extra);
    } catch (error) {
      console.error(`[${options.label}] could not store the submission:`, error);
      return { ok: false, reason: "server", message: options.failure };
    }
  }

  async function action(input: unknown, ...extra: Extra): Promise<ActionResult<T>> {
    const request = { ip: clientIp(await headers()), now: new Date() };
    const result = await handle(request, input, ...extra);
    if (result.ok) options.deliver();
    return result;
  }

  return Object.assign(action, { handle });
}
