import "server-only";
import type { ActionResult } from "@/lib/action-result";
import { findArea } from "@/lib/content/areas";
import { contactSchema } from "@/lib/schemas/contact";
import { quoteSchema } from "@/lib/schemas/quote";
import { createContactEnquiry, createQuoteEnquiry } from "./data/enquiries";
import { isHoneypotFilled, rateLimitedMessage, withinFormRateLimit } from "./form-guard";
import { validationFailure } from "./validation-failure";

// Quote and contact submissions. Order: honeypot, validation (the form's own zod schema), rate
// limit, then one transaction storing the enquiry and its e-mails. Success means "stored".

export const QUOTE_FAILED = "Failed to send quote request. Please try calling us directly.";
export const CONTACT_FAILED =
  "There was a problem sending your message. Please try again or call us directly.";

export async function submitQuoteEnquiry(input: unknown, ip: string): Promise<ActionResult> {
  if (isHoneypotFilled(input)) return { ok: true, data: undefined };
  const parsed = quoteSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  try {
    if (!(await withinFormRateLimit("enquiry", ip))) {
      return { ok: false, reason: "rate_limited", message: rateLimitedMessage() };
    }
    await createQuoteEnquiry(parsed.data);
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("[quote] could not store the request:", error);
    return { ok: false, reason: "server", message: QUOTE_FAILED };
  }
}

export async function submitContactEnquiry(
  input: unknown,
  areaSlug: string | undefined,
  ip: string,
): Promise<ActionResult> {
  if (isHoneypotFilled(input)) return { ok: true, data: undefined };
  const parsed = contactSchema.safeParse(input);
  if (!parsed.success) return validationFailure(parsed.error);
  // Only a known town tags the enquiry; anything else is ignored.
  const area = areaSlug ? findArea(areaSlug) : undefined;
  try {
    if (!(await withinFormRateLimit("enquiry", ip))) {
      return { ok: false, reason: "rate_limited", message: rateLimitedMessage() };
    }
    await createContactEnquiry(parsed.data, area ? { slug: area.slug, name: area.name } : null);
    return { ok: true, data: undefined };
  } catch (error) {
    console.error("[contact] could not store the message:", error);
    return { ok: false, reason: "server", message: CONTACT_FAILED };
  }
}
